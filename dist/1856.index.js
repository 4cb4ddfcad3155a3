export const id = 1856;
export const ids = [1856];
export const modules = {

/***/ 1856:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RL: () => (/* binding */ metricsMarkdown),
/* harmony export */   T4: () => (/* binding */ planMetrics),
/* harmony export */   U: () => (/* binding */ METRICS_LEGEND),
/* harmony export */   tT: () => (/* binding */ metricsRows)
/* harmony export */ });
/* unused harmony exports specDumpBytes, DEFAULT_MODEL, METRICS_HEADER */
/* harmony import */ var _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6276);
/* harmony import */ var _plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4929);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6859);
// The seed's success metrics, measured from the attempts the plan records: how often a task's
// first attempt passes the gates, how many attempts a completed task takes, how often a retry
// that got the failure injected into its prompt passes, how many tasks end blocked, what a
// completed task costs in turns, tokens, money and time, and how many prompt bytes a task got
// against the whole spec dumped into one prompt. Pure: the caller reads the files.



/** Outcomes of attempts that never reached a verdict on the work: not the task's tries. */
const NOT_TRIES = new Set(['rate_limited', 'interrupted']);
/** Outcomes after which the next attempt's prompt holds the failure (gate output, the problem). */
const INJECTED = new Set([
    'gate_failed',
    'rejected',
    'no_marker',
    'timeout',
    'crashed',
]);
function ratio(count, of) {
    return { count, of, rate: of === 0 ? null : count / of };
}
function tries(task) {
    return [...(task.attempts ?? [])]
        .filter((a) => !NOT_TRIES.has(a.outcome))
        .sort((a, b) => a.number - b.number);
}
function median(values) {
    if (values.length === 0)
        return null;
    const s = [...values].sort((a, b) => a - b);
    const m = Math.floor(s.length / 2);
    return s.length % 2 === 1 ? s[m] : (s[m - 1] + s[m]) / 2;
}
function emptyTotals() {
    return {
        turns: 0,
        inputTokens: 0,
        outputTokens: 0,
        costUsd: 0,
        durationMs: 0,
        reported: { turns: 0, tokens: 0, costUsd: 0, durationMs: 0 },
    };
}
function add(t, a) {
    if (a.turns !== undefined) {
        t.turns += a.turns;
        t.reported.turns++;
    }
    if (a.inputTokens !== undefined || a.outputTokens !== undefined) {
        t.inputTokens += a.inputTokens ?? 0;
        t.outputTokens += a.outputTokens ?? 0;
        t.reported.tokens++;
    }
    if (a.costUsd !== undefined) {
        t.costUsd = Math.round((t.costUsd + a.costUsd) * 1e6) / 1e6;
        t.reported.costUsd++;
    }
    if (a.durationMs !== undefined) {
        t.durationMs += a.durationMs;
        t.reported.durationMs++;
    }
}
/**
 * The metrics of some tasks, counting only the attempts `counts` keeps (all of them, or those
 * of one provider and model). A task belongs to the group when it has such an attempt, or
 * (`all`) always.
 */
function measure(tasks, counts, all) {
    let n = 0;
    let completed = 0;
    let blocked = 0;
    let attempts = 0;
    let uncounted = 0;
    let firstPassed = 0;
    let firstTried = 0;
    let completedTries = 0;
    let completedTried = 0;
    let retries = 0;
    let retriesPassed = 0;
    const total = emptyTotals();
    const done = emptyTotals();
    const prompts = [];
    for (const task of tasks) {
        const all_ = tries(task);
        const mine = all_.filter(counts);
        const mineAll = (task.attempts ?? []).filter(counts);
        if (!all && mineAll.length === 0)
            continue;
        n++;
        for (const a of mineAll) {
            add(total, a);
            if ((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .isUncounted */ .Eh)(a))
                uncounted++;
        }
        attempts += mine.length;
        const first = all_[0];
        if (first && counts(first)) {
            firstTried++;
            if (first.outcome === 'passed')
                firstPassed++;
        }
        all_.forEach((a, i) => {
            if (i === 0 || !counts(a) || !INJECTED.has(all_[i - 1].outcome))
                return;
            retries++;
            if (a.outcome === 'passed')
                retriesPassed++;
        });
        // A completed task belongs to the attempt that passed it.
        const passed = all_.find((a) => a.outcome === 'passed');
        if (task.status === 'completed' && (all || (passed && counts(passed)))) {
            completed++;
            // A task a person marked completed, with no attempt, took nothing to measure.
            if (all_.length > 0) {
                completedTried++;
                completedTries += all_.length;
                for (const a of task.attempts ?? [])
                    add(done, a);
            }
        }
        if (task.status === 'blocked')
            blocked++;
        const prompt = mine.find((a) => typeof a.promptBytes === 'number')?.promptBytes;
        if (typeof prompt === 'number')
            prompts.push(prompt);
    }
    const per = (value, reported) => completedTried === 0 || reported === 0 ? null : value / completedTried;
    return {
        tasks: n,
        completed,
        blocked,
        attempts,
        uncounted,
        firstAttemptPass: ratio(firstPassed, firstTried),
        attemptsPerCompletedTask: completedTried === 0 ? null : completedTries / completedTried,
        retryPass: ratio(retriesPassed, retries),
        blockedRate: ratio(blocked, n),
        total,
        perCompletedTask: {
            turns: per(done.turns, done.reported.turns),
            tokens: per(done.inputTokens + done.outputTokens, done.reported.tokens),
            costUsd: per(done.costUsd, done.reported.costUsd),
            durationMs: per(done.durationMs, done.reported.durationMs),
        },
        promptBytes: {
            tasks: prompts.length,
            mean: prompts.length === 0 ? null : prompts.reduce((s, x) => s + x, 0) / prompts.length,
            median: median(prompts),
            max: prompts.length === 0 ? null : Math.max(...prompts),
        },
    };
}
/** What a spec dumped whole into one prompt weighs: its markdown, every file its tasks list, the plan. */
function specDumpBytes(spec, planBytes, fileBytes) {
    const files = new Set();
    if (spec.file)
        files.add(spec.file);
    for (const t of spec.tasks)
        for (const f of t.contextFiles ?? [])
            files.add(f);
    let sum = planBytes;
    for (const f of files)
        sum += fileBytes(f) ?? 0;
    return sum;
}
const UNKNOWN = 'unknown';
/** The model of an attempt that asked for none: the agent CLI's default. */
const DEFAULT_MODEL = '(default)';
/**
 * Who ran an attempt. Attempts recorded before Ralph kept the provider and model say
 * "unknown"; an attempt that asked for no model ran the CLI's default.
 */
function agentOf(a) {
    if (!a.provider)
        return { provider: UNKNOWN, model: a.model ?? UNKNOWN };
    return { provider: a.provider, model: a.model ?? DEFAULT_MODEL };
}
/** The metrics of the plan: overall, per spec and per agent provider and model. */
function planMetrics(plan, input = {}) {
    const tasks = plan.specs.flatMap((s) => s.tasks);
    const dumps = new Map();
    if (input.fileBytes && input.planBytes !== undefined)
        for (const spec of plan.specs)
            dumps.set(spec.id, specDumpBytes(spec, input.planBytes, input.fileBytes));
    const share = (m, dump) => dump === undefined || m.promptBytes.median === null ? null : m.promptBytes.median / dump;
    const specs = plan.specs.map((spec) => {
        const m = measure(spec.tasks, () => true, true);
        const dump = dumps.get(spec.id);
        return {
            spec: spec.id,
            ...m,
            ...(dump !== undefined ? { dumpBytes: dump } : {}),
            promptShare: share(m, dump),
        };
    });
    const keys = new Map();
    for (const t of tasks)
        for (const a of t.attempts ?? []) {
            const { provider, model } = agentOf(a);
            keys.set(`${provider}\0${model}`, { provider, model });
        }
    const agents = byAgent(tasks);
    // Each tier, then each discipline, with the agents used there.
    const groups = new Map();
    const into = (name, task) => groups.set(name, [...(groups.get(name) ?? []), task]);
    for (const tier of _plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .COMPLEXITIES */ .BE)
        for (const t of tasks)
            if ((0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .taskComplexity */ .AN)(t) === tier)
                into(`tier ${tier}`, t);
    for (const d of plan.disciplines ?? [])
        for (const t of tasks)
            if (t.discipline === d.name)
                into(`discipline ${d.name}`, t);
    const routes = [...groups].flatMap(([group, members]) => byAgent(members).map((m) => ({ group, ...m })));
    const overall = measure(tasks, () => true, true);
    const dumpValues = [...dumps.values()];
    const dumpBytes = median(dumpValues) ?? undefined;
    return {
        overall: {
            ...overall,
            ...(dumpBytes !== undefined ? { dumpBytes } : {}),
            promptShare: share(overall, dumpBytes),
        },
        specs,
        agents,
        routes,
    };
}
/** The metrics of each provider and model that ran an attempt of these tasks. */
function byAgent(tasks) {
    const keys = new Map();
    for (const t of tasks)
        for (const a of t.attempts ?? []) {
            const { provider, model } = agentOf(a);
            keys.set(`${provider}\0${model}`, { provider, model });
        }
    return [...keys.values()]
        .sort((a, b) => a.provider.localeCompare(b.provider) || a.model.localeCompare(b.model))
        .map(({ provider, model }) => ({
        provider,
        model,
        ...measure(tasks, (a) => agentOf(a).provider === provider && agentOf(a).model === model, false),
    }));
}
// ---------------------------------------------------------------------------------------------
// As text
// ---------------------------------------------------------------------------------------------
function pct(r) {
    return r.rate === null ? '–' : `${Math.round(r.rate * 100)}% (${r.count}/${r.of})`;
}
function num(x, digits = 1) {
    if (x === null)
        return '–';
    return Number.isInteger(x) ? String(x) : x.toFixed(digits);
}
function usd(x) {
    return x === null ? '–' : (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUsd */ .UK)(x);
}
function time(ms) {
    if (ms === null)
        return '–';
    const s = ms / 1000;
    if (s < 60)
        return `${s.toFixed(1)}s`;
    const m = Math.floor(s / 60);
    return `${m}m${String(Math.round(s - m * 60)).padStart(2, '0')}s`;
}
function bytes(x) {
    return x === null || x === undefined
        ? '–'
        : x >= 10_000
            ? `${(x / 1000).toFixed(1)} kB`
            : `${Math.round(x)} B`;
}
const METRICS_HEADER = [
    '',
    'TASKS',
    'DONE',
    'BLOCKED',
    '1ST PASS',
    'ATT/DONE',
    'RETRY PASS',
    'TURNS/DONE',
    'TOKENS/DONE',
    'COST/DONE',
    'UNCOUNTED',
    'TIME/DONE',
    'PROMPT',
    'DUMP',
];
function row(name, m, dump, shareOf) {
    return [
        name,
        String(m.tasks),
        String(m.completed),
        pct(m.blockedRate),
        pct(m.firstAttemptPass),
        num(m.attemptsPerCompletedTask, 2),
        pct(m.retryPass),
        num(m.perCompletedTask.turns),
        num(m.perCompletedTask.tokens === null ? null : Math.round(m.perCompletedTask.tokens)),
        usd(m.perCompletedTask.costUsd),
        m.uncounted === 0 ? '–' : String(m.uncounted),
        time(m.perCompletedTask.durationMs),
        bytes(m.promptBytes.median),
        dump === undefined ? '–' : `${bytes(dump)}${shareOf === null ? '' : ` (${Math.round(shareOf * 100)}%)`}`,
    ];
}
/** The metrics as table rows: overall, each spec, each provider and model, then each of those per tier and per discipline. */
function metricsRows(m) {
    return [
        METRICS_HEADER,
        row('overall', m.overall, m.overall.dumpBytes, m.overall.promptShare),
        ...m.specs.map((s) => row(`spec ${s.spec}`, s, s.dumpBytes, s.promptShare)),
        ...m.agents.map((a) => row(`${a.provider} ${a.model}`, a, undefined, null)),
        ...m.routes.map((a) => row(`${a.group}: ${a.provider} ${a.model}`, a, undefined, null)),
    ];
}
/** What the columns mean, under the table. */
const METRICS_LEGEND = [
    'BLOCKED: blocked tasks of all tasks. 1ST PASS: tasks whose first attempt passed the gates, of the tasks tried.',
    'ATT/DONE: attempts per completed task (of those an agent completed). RETRY PASS: retries (prompted with the failure before them) that passed.',
    "TURNS, TOKENS (input + output), COST, TIME /DONE: what a completed task's attempts took, per completed task.",
    'UNCOUNTED: attempts whose agent reported no cost (the command agent, a CLI that reports only tokens): their cost is in no COST figure, not taken as free.',
    'tier T: / discipline D: each provider and model on the tasks of that tier or discipline (a task of an escalated retry counts for both agents).',
    "PROMPT: median bytes of a task's first prompt. DUMP: the spec dumped whole (its markdown, every file its tasks list, the plan; overall: the median spec's), and PROMPT as a share of it.",
    'Rate limits and interruptions are not counted as attempts. A figure no agent reported is "–".',
].join('\n');
/** The metrics as a job summary section. */
function metricsMarkdown(m) {
    return `### Metrics\n\n${(0,_report_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownTable */ .Qj)(metricsRows(m))}\n\n${METRICS_LEGEND.split('\n').join(' ')}\n`;
}


/***/ }),

/***/ 6859:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J7: () => (/* binding */ countsLine),
/* harmony export */   Mj: () => (/* binding */ scheduleSummary),
/* harmony export */   O5: () => (/* binding */ statusRows),
/* harmony export */   Qj: () => (/* binding */ markdownTable),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   dB: () => (/* binding */ unblockHints),
/* harmony export */   ed: () => (/* binding */ textTable),
/* harmony export */   eg: () => (/* binding */ unblockText),
/* harmony export */   "in": () => (/* binding */ budgetLine),
/* harmony export */   k5: () => (/* binding */ showsCost),
/* harmony export */   t0: () => (/* binding */ readyRows)
/* harmony export */ });
/* unused harmony exports STATUS_ICONS, uncountedText */
/* harmony import */ var _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6276);
/* harmony import */ var _plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4929);
/* harmony import */ var _schedule_schedule_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7961);
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8772);
// Plans and schedules as text for people: terminal tables and the Markdown of job summaries.




const STATUS_ICONS = {
    pending: '⏳',
    in_progress: '🔄',
    completed: '✅',
    blocked: '⛔',
    failed: '❌',
    skipped: '⏭️',
};
/** A plain aligned table: first row is the header. */
function textTable(rows) {
    const widths = [];
    for (const row of rows) {
        row.forEach((cell, i) => {
            widths[i] = Math.max(widths[i] ?? 0, cell.length);
        });
    }
    return rows
        .map((row) => row
        .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i])))
        .join('  ')
        .trimEnd())
        .join('\n');
}
/** Text for GitHub's markdown: `<`, `>` and `&` shown as they are, never read as HTML. */
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
/** A table cell: its text as written (no HTML), on one line, its `|` not ending the cell. */
function mdCell(text) {
    return escapeHtml(text).replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}
function markdownTable(rows) {
    const [head, ...body] = rows;
    if (!head)
        return '';
    return [
        `| ${head.map(mdCell).join(' | ')} |`,
        `| ${head.map(() => '---').join(' | ')} |`,
        ...body.map((r) => `| ${r.map(mdCell).join(' | ')} |`),
    ].join('\n');
}
function readyRows(ready) {
    return [
        ['SPEC', 'TASK', 'ATTEMPT', 'AGENT', 'TIER', 'TURNS', 'TIMEOUT', 'BRANCH'],
        ...ready.map((r) => [
            r.spec,
            r.task,
            String(r.attempt),
            (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .agentLabel */ .kV)(r),
            r.complexity,
            String(r.maxTurns),
            r.timeoutMinutes >= 1 ? `${Math.round(r.timeoutMinutes)}m` : `${Math.round(r.timeoutMinutes * 60)}s`,
            r.branch,
        ]),
    ];
}
function countsLine(s) {
    const c = s.counts;
    const parts = [
        `${c.total} task${c.total === 1 ? '' : 's'}`,
        `${c.completed} completed`,
        `${c.ready} ready`,
        `${c.in_progress} in progress`,
        `${c.pending} pending`,
        `${c.failed} failed`,
        `${c.blocked} blocked`,
        `${c.skipped} skipped`,
    ];
    return parts.join(', ');
}
/** The plan's recorded cost against its budget, in one line: "Cost: $1.20 of a $5.00 budget". */
function budgetLine(budget) {
    const spent = `Cost: ${(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUsd */ .UK)(budget.spentUsd)} recorded`;
    const line = budget.maxCostUsd === undefined
        ? spent
        : `${spent} of a ${(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUsd */ .UK)(budget.maxCostUsd)} budget${budget.spent ? ': spent, so no task starts until the budget is raised' : ''}`;
    return `${line}${uncountedText(budget)}`;
}
/**
 * The attempts whose agent reported no cost, named: "; not counted: 2 attempts by command, which
 * reports no cost" (never taken as free). Empty when every attempt reported one.
 */
function uncountedText(budget) {
    const u = budget.uncounted;
    if (!u)
        return '';
    return `; not counted: ${u.attempts} attempt${u.attempts === 1 ? '' : 's'} by ${u.providers.join(', ')}, which reported no cost`;
}
/**
 * Whether a plan's tables show costs: once any is recorded, when it has a budget, or when some
 * agent's attempts reported none (they are named as not counted).
 */
function showsCost(plan, s) {
    return (s.budget.maxCostUsd !== undefined ||
        (s.budget.uncounted !== undefined && routesCost(plan)) ||
        plan.specs.some((spec) => spec.tasks.some((t) => t.attempts?.some((a) => a.costUsd !== undefined))));
}
/**
 * A task's agent, as a table cell: for a finished task the one its last attempt recorded, else
 * the one its next attempt resolves to (escalated when the plan says so).
 */
function taskAgentCell(task, route) {
    const last = task.attempts?.at(-1);
    if ((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .isDone */ .$L)(task.status) && last?.provider)
        return (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .agentLabel */ .kV)({ provider: last.provider, model: last.model });
    return (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .agentLabel */ .kV)(route(task));
}
/** Whether some level of the plan's agent could route a task to a provider that reports a cost. */
function routesCost(plan) {
    return (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .planProviders */ .YN)(plan).some((p) => p !== 'command');
}
/**
 * What a task's attempts cost, as a table cell: a dash when none reported a cost, and the
 * attempts that reported none named beside the sum ("$0.0084 + 1 uncounted").
 */
function costCell(task) {
    const attempts = task.attempts ?? [];
    const none = attempts.filter(_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .isUncounted */ .Eh).length;
    const sum = attempts.some((a) => a.costUsd !== undefined) ? (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUsd */ .UK)((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .taskCostUsd */ .FJ)(task)) : undefined;
    if (none === 0)
        return sum ?? '–';
    return sum ? `${sum} + ${none} uncounted` : `${none} uncounted`;
}
/**
 * One row per task: spec, task, status, attempts, cost (once any is recorded), and why it
 * waits (blocked reason, deps). A completed task's note is its spec's commit, when
 * `specCommits` (spec id -> "spec commit abc1234 on ralph/x") has one: the per-task commits a
 * task records are squashed into that one when its spec completes, so they are not shown.
 */
function statusRows(plan, s, icons = false, specCommits, withAgent = false) {
    const waits = new Map(s.waiting.map((w) => [w.task, w.reason]));
    const ready = new Set(s.ready.map((r) => r.task));
    const cost = showsCost(plan, s);
    const route = withAgent ? (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .agentRouting */ .UN)(plan) : undefined;
    const rows = [
        ['SPEC', 'TASK', 'STATUS', 'ATTEMPTS', ...(route ? ['AGENT'] : []), ...(cost ? ['COST'] : []), 'NOTE'],
    ];
    for (const spec of plan.specs) {
        for (const task of spec.tasks) {
            const note = ready.has(task.id)
                ? 'ready'
                : spec.status === 'held' && (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .isDone */ .$L)(task.status)
                    ? `held: ${spec.heldReason ?? 'its pull request was closed without merging'}`
                    : task.status === 'completed'
                        ? (specCommits?.get(spec.id) ?? '')
                        : (waits.get(task.id) ?? (task.blockedReason ? `blocked: ${task.blockedReason}` : ''));
            rows.push([
                spec.id,
                task.id,
                icons ? `${STATUS_ICONS[task.status]} ${task.status}` : task.status,
                String((0,_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_2__/* .countedAttempts */ .jc)(task)),
                ...(route ? [taskAgentCell(task, route)] : []),
                ...(cost ? [costCell(task)] : []),
                note,
            ]);
        }
    }
    return rows;
}
/**
 * One hint per blocked task. `args` are the options the commands need beyond the task
 * (`--plan PATH`, `--branch-prefix P`), as the person typed them for this command.
 */
function unblockHints(plan, args = []) {
    const extra = args.map((a) => ` ${(0,_shell_js__WEBPACK_IMPORTED_MODULE_3__/* .shellWord */ .r)(a)}`).join('');
    const hints = [];
    for (const spec of plan.specs)
        for (const task of spec.tasks) {
            if (task.status !== 'blocked')
                continue;
            const id = (0,_shell_js__WEBPACK_IMPORTED_MODULE_3__/* .shellWord */ .r)(task.id);
            hints.push({
                spec: spec.id,
                task: task.id,
                retry: `ralph retry ${id} --reason "..."${extra}`,
                skip: `ralph skip ${id} --reason "..."${extra}`,
                comment: `/ralph retry ${task.id} <answer>`,
                ...(spec.issue !== undefined ? { issue: spec.issue } : {}),
            });
        }
    return hints;
}
/** The hints as lines for a terminal; empty when nothing is blocked. */
function unblockText(hints) {
    return hints
        .map((h) => {
        const width = Math.max(h.retry.length, h.skip.length);
        const where = h.issue !== undefined ? `issue #${h.issue}` : `${h.spec}'s tracking issue`;
        return [
            `${h.task} is blocked. To unblock it:`,
            `  ${h.retry.padEnd(width)}  run it again; your answer goes into its prompt`,
            `  ${h.skip.padEnd(width)}  skip it; what depends on it goes ahead`,
            `  or on GitHub, comment on ${where}: ${h.comment}`,
        ].join('\n');
    })
        .join('\n');
}
/** The job summary of `schedule`: what runs now, and where every task stands. */
function scheduleSummary(plan, s) {
    const parts = ['## Ralph schedule', '', countsLine(s), ''];
    if (showsCost(plan, s))
        parts.push(budgetLine(s.budget), '');
    if (s.ready.length > 0) {
        parts.push('### Ready now', '', markdownTable(readyRows(s.ready)), '');
    }
    else if (s.budget.spent)
        parts.push(`Nothing is ready to run: ${s.budget.spent}.`, '');
    else
        parts.push('Nothing is ready to run.', '');
    parts.push('### Plan', '', markdownTable(statusRows(plan, s, true)), '');
    return parts.join('\n');
}


/***/ })

};
