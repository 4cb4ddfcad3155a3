export const id = 6848;
export const ids = [6848];
export const modules = {

/***/ 6848:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   planSettings: () => (/* binding */ planSettings),
/* harmony export */   planStep: () => (/* binding */ planStep)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7836);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3626);
/* harmony import */ var _adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5768);
/* harmony import */ var _core_agent_routing_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6276);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2807);
/* harmony import */ var _core_report_report_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6859);
/* harmony import */ var _engine_plan_mode_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8902);








function planSettings(inputs) {
    return {
        plan: inputs.plan(),
        specs: inputs.text('specs'),
        agent: inputs.text('agent'),
        agentCommand: inputs.text('agent-command'),
        model: inputs.text('model'),
        maxAttempts: inputs.int('max-attempts'),
        maxTurns: inputs.int('max-turns') || undefined,
        timeoutMinutes: inputs.int('timeout-minutes') || undefined,
    };
}
/**
 * `command: plan`: the agent turns the markdown specs (`specs` input, default specs/*.md) into
 * tasks; the valid answer is merged into the plan file in the workspace (the workflow commits
 * it or opens a pull request). Outputs `plan-changed`; the summary lists added, kept and
 * removed tasks. Fails, writing nothing, when the agent gives no valid plan within the budget.
 */
async function planStep(inputs) {
    const settings = planSettings(inputs);
    const planFile = settings.plan.file || settings.plan.path;
    const existing = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(settings.plan.path) ? (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_2__/* .loadPlan */ .Yq)(settings.plan.path).plan : undefined;
    const agent = (0,_core_agent_routing_js__WEBPACK_IMPORTED_MODULE_4__/* .planAgent */ .xD)(existing, {
        provider: settings.agent,
        command: settings.agentCommand,
        model: settings.model,
    });
    const { provider, command: agentCommand } = agent;
    if (provider === 'command' && !agentCommand)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .RalphError */ .A4("The 'command' agent needs the 'agent-command' input (or agent.command in the plan).");
    let result;
    const log = planLog();
    try {
        result = await (0,_engine_plan_mode_js__WEBPACK_IMPORTED_MODULE_7__/* .planWithAgent */ .Jn)({
            planAt: settings.plan,
            specsGlob: settings.specs,
            provider,
            agentCommand,
            model: agent.model,
            maxAttempts: settings.maxAttempts || undefined,
            timeoutMs: settings.timeoutMinutes ? settings.timeoutMinutes * 60_000 : undefined,
            maxTurns: settings.maxTurns,
            // The agent gets this without the token and the inputs (planWithAgent applies agentEnv).
            env: process.env,
            onEvent: log.onEvent,
        });
    }
    catch (err) {
        log.close();
        if (err instanceof _engine_plan_mode_js__WEBPACK_IMPORTED_MODULE_7__/* .PlanModeError */ .LB)
            await reportNoPlan(err);
        throw err;
    }
    log.stream.close();
    await reportPlan(planFile, result);
}
/**
 * The planning's events in the log: each agent attempt in its own group. The agent's words never
 * reach the runner as workflow commands (untrusted-log.ts).
 */
function planLog() {
    let group = false;
    const stream = new _adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_3__/* .UntrustedOutput */ .Qb();
    const onEvent = (e) => {
        if (e.type !== 'output')
            stream.close();
        switch (e.type) {
            case 'specs':
                _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.info(`Planning from ${e.files.length} spec${e.files.length === 1 ? '' : 's'}: ${e.files.join(', ')}`);
                break;
            case 'attempt':
                _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.startGroup(`Agent ${e.provider}: plan attempt ${e.attempt}/${e.maxAttempts}`);
                group = true;
                break;
            case 'output':
                stream.write(e.text);
                break;
            case 'agent':
                if (group)
                    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.endGroup();
                group = false;
                _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.info(`Attempt ${e.attempt}: the agent ${(0,_engine_plan_mode_js__WEBPACK_IMPORTED_MODULE_7__/* .describeAgentEnd */ .wM)(e)} after ${Math.round(e.durationMs / 1000)}s`);
                break;
            case 'problems':
                _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.warning(`Plan attempt ${e.attempt}: the answer is not a valid plan (${e.problems.length} problem${e.problems.length === 1 ? '' : 's'}):\n${e.problems.join('\n')}`);
                break;
            case 'note':
                _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.notice(e.text);
                break;
        }
    };
    /** After a failure: the stream and any open group closed. */
    const close = () => {
        stream.close();
        if (group)
            _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.endGroup();
    };
    return { stream, onEvent, close };
}
/** No valid plan within the budget: `plan-changed` false, and the summary says why. */
async function reportNoPlan(err) {
    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.setOutput('plan-changed', 'false');
    const summary = _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.summary.addHeading('Ralph plan', 3).addRaw(`❌ ${err.message.split('\n')[0]}\n\n`);
    if (err.problems.length > 0)
        summary.addList(err.problems.map(_core_report_report_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeHtml */ .ZD));
    await summary.write();
}
/** The `plan-changed` output, the log line and the summary of added, kept and removed tasks. */
async function reportPlan(planFile, result) {
    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.setOutput('plan-changed', result.written ? 'true' : 'false');
    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.info(`${planFile}: ${result.added.length} added, ${result.kept.length} kept, ${result.removed.length} no longer in their spec (kept); ${result.written ? 'written' : 'unchanged'}`);
    const ids = (list) => list.length > 0 ? list.map((id) => `<code>${(0,_core_report_report_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeHtml */ .ZD)(id)}</code>`).join(', ') : '–';
    await _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.summary
        .addHeading('Ralph plan', 3)
        .addRaw(`${result.written ? `✅ Wrote \`${planFile}\`` : `\`${planFile}\` is unchanged`} from ${result.specFiles.length} spec${result.specFiles.length === 1 ? '' : 's'} in ${result.attempts} agent attempt${result.attempts === 1 ? '' : 's'}.\n\n`)
        .addTable([
        [
            { data: 'Tasks', header: true },
            { data: 'Count', header: true },
            { data: 'Ids', header: true },
        ],
        ['Added', String(result.added.length), ids(result.added)],
        ['Kept', String(result.kept.length), ids(result.kept)],
        ['No longer in their spec (kept)', String(result.removed.length), ids(result.removed)],
    ])
        .write();
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


/***/ }),

/***/ 8772:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ shellCommand),
/* harmony export */   r: () => (/* binding */ shellWord)
/* harmony export */ });
// Commands as Ralph prints them for a person to run: every word quoted for a POSIX shell where
// it has to be, so that a command pasted from Ralph's output (a hint, a fix, the demo's
// transcript) runs with the words Ralph meant. The one place a printed command is formatted.
/** A word a shell passes on as it is: quoted only when it has to be (`''` for an empty one). */
function shellWord(word) {
    return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
/** A command line from its words, each quoted as shellWord quotes it: `git show '--format=%h %s'`. */
function shellCommand(words) {
    return words.map(shellWord).join(' ');
}


/***/ })

};
