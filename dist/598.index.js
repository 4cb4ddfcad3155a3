export const id = 598;
export const ids = [598];
export const modules = {

/***/ 3598:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   scheduleStep: () => (/* binding */ scheduleStep)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6421);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(300);
/* harmony import */ var _core_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4486);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1733);




/** `command: schedule`: the matrix of ready tasks, `has-work`, `ready-count`, and a summary. */
async function scheduleStep(settings) {
    const { plan } = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_1__/* .loadPlan */ .Yq)(settings.planPath);
    const s = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_3__/* .schedule */ ._)(plan, {
        spec: settings.specId,
        task: settings.taskId,
        maxParallel: settings.maxParallel || undefined,
        maxAttempts: settings.maxAttempts,
        branchPrefix: settings.branchPrefix,
    });
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .startGroup */ .Oh(`Ready tasks: ${s.ready.length}`);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(s.ready.length > 0 ? (0,_core_report_js__WEBPACK_IMPORTED_MODULE_2__/* .textTable */ .ed)((0,_core_report_js__WEBPACK_IMPORTED_MODULE_2__/* .readyRows */ .t0)(s.ready)) : 'none');
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .endGroup */ .N4();
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('matrix', JSON.stringify((0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_3__/* .toMatrix */ .D3)(s.ready)));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('has-work', s.ready.length > 0 ? 'true' : 'false');
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('ready-count', String(s.ready.length));
    await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw((0,_core_report_js__WEBPACK_IMPORTED_MODULE_2__/* .scheduleSummary */ .Mj)(plan, s)).write();
}


/***/ }),

/***/ 4486:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J7: () => (/* binding */ countsLine),
/* harmony export */   Mj: () => (/* binding */ scheduleSummary),
/* harmony export */   O5: () => (/* binding */ statusRows),
/* harmony export */   ed: () => (/* binding */ textTable),
/* harmony export */   t0: () => (/* binding */ readyRows)
/* harmony export */ });
/* unused harmony exports STATUS_ICONS, markdownTable */
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1733);

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
    for (const row of rows)
        row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
    return rows
        .map((row) => row
        .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i])))
        .join('  ')
        .trimEnd())
        .join('\n');
}
function mdCell(text) {
    return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
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
        ['SPEC', 'TASK', 'ATTEMPT', 'TIER', 'TURNS', 'TIMEOUT', 'BRANCH'],
        ...ready.map((r) => [
            r.spec,
            r.task,
            String(r.attempt),
            r.complexity,
            String(r.maxTurns),
            `${r.timeoutMinutes}m`,
            r.branch,
        ]),
    ];
}
function countsLine(s) {
    const c = s.counts;
    const parts = [
        `${c.total} tasks`,
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
/** One row per task: spec, task, status, attempts, and why it waits (blocked reason, deps). */
function statusRows(plan, s, icons = false) {
    const waits = new Map(s.waiting.map((w) => [w.task, w.reason]));
    const ready = new Set(s.ready.map((r) => r.task));
    const rows = [['SPEC', 'TASK', 'STATUS', 'ATTEMPTS', 'NOTE']];
    for (const spec of plan.specs) {
        for (const task of spec.tasks) {
            const note = ready.has(task.id)
                ? 'ready'
                : task.status === 'completed' && task.commit
                    ? `commit ${task.commit.slice(0, 7)}`
                    : (waits.get(task.id) ?? (task.blockedReason ? `blocked: ${task.blockedReason}` : ''));
            rows.push([
                spec.id,
                task.id,
                icons ? `${STATUS_ICONS[task.status]} ${task.status}` : task.status,
                String((0,_schedule_js__WEBPACK_IMPORTED_MODULE_0__/* .countedAttempts */ .jc)(task)),
                note,
            ]);
        }
    }
    return rows;
}
/** The job summary of `schedule`: what runs now, and where every task stands. */
function scheduleSummary(plan, s) {
    const parts = ['## Ralph schedule', '', countsLine(s), ''];
    if (s.ready.length > 0) {
        parts.push('### Ready now', '', markdownTable(readyRows(s.ready)), '');
    }
    else
        parts.push('Nothing is ready to run.', '');
    parts.push('### Plan', '', markdownTable(statusRows(plan, s, true)), '');
    return parts.join('\n');
}


/***/ }),

/***/ 1733:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D3: () => (/* binding */ toMatrix),
/* harmony export */   _: () => (/* binding */ schedule),
/* harmony export */   jc: () => (/* binding */ countedAttempts)
/* harmony export */ });
/* unused harmony exports TIERS, DEFAULT_MAX_ATTEMPTS, DEFAULT_BRANCH_PREFIX, STALE_MARGIN_MINUTES, taskComplexity, taskLimits */
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4115);
// The scheduler (DESIGN.md C2): a pure function from a plan, options and the current time to
// the ready set. Tasks of one spec share a branch, so they run one at a time; specs run in
// parallel. Ordered by spec priority (lower first), then plan order.

const TIERS = {
    light: { maxTurns: 50, timeoutMinutes: 10 },
    standard: { maxTurns: 75, timeoutMinutes: 15 },
    heavy: { maxTurns: 125, timeoutMinutes: 20 },
};
const DEFAULT_MAX_ATTEMPTS = 3;
const DEFAULT_BRANCH_PREFIX = 'ralph/';
/** How long past its timeout an `in_progress` task must be before its job is taken as dead. */
const STALE_MARGIN_MINUTES = 10;
const INTEGRATION_WORDS = /\b(integrat\w*|end[- ]to[- ]end|e2e|migrat\w*|database|schema|auth\w*|security|concurren\w*|distributed|api|deploy\w*|refactor\w*|oauth|webhook\w*|pipeline)\b/gi;
/** The complexity tier of a task: its own `complexity`, else detected from its shape. */
function taskComplexity(task) {
    if (task.complexity)
        return task.complexity;
    if (task.estimatedTurns !== undefined) {
        if (task.estimatedTurns <= TIERS.light.maxTurns)
            return 'light';
        return task.estimatedTurns <= TIERS.standard.maxTurns ? 'standard' : 'heavy';
    }
    const deps = task.dependsOn?.length ?? 0;
    const artifacts = task.outputArtifacts?.length ?? 0;
    const text = `${task.title ?? ''} ${task.description}`;
    const keywords = new Set(Array.from(text.matchAll(INTEGRATION_WORDS), (m) => m[0].toLowerCase())).size;
    const score = deps + artifacts + 2 * keywords;
    if (score >= 6)
        return 'heavy';
    if (score <= 1 && text.length < 200)
        return 'light';
    return 'standard';
}
function taskLimits(task, options = {}) {
    const complexity = taskComplexity(task);
    const tier = TIERS[complexity];
    return {
        complexity,
        maxTurns: options.maxTurns ?? task.estimatedTurns ?? tier.maxTurns,
        timeoutMinutes: options.timeoutMinutes ?? tier.timeoutMinutes,
    };
}
/** Attempts that count against the retry budget: rate limits and interruptions are not the task's fault. */
function countedAttempts(task) {
    const from = task.retryBudgetFrom ?? 0;
    return (task.attempts ?? []).filter((a) => a.number > from && a.outcome !== 'rate_limited' && a.outcome !== 'interrupted').length;
}
function startedAt(task) {
    const iso = task.startedAt ?? task.attempts?.at(-1)?.startedAt;
    if (!iso)
        return undefined;
    const t = Date.parse(iso);
    return Number.isNaN(t) ? undefined : t;
}
function specDone(spec) {
    return spec.status === 'completed' || spec.status === 'skipped' || spec.tasks.every((t) => (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .isDone */ .$L)(t.status));
}
function schedule(plan, options = {}) {
    const now = (options.now ?? new Date()).getTime();
    const maxAttempts = options.maxAttempts ?? plan.agent?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const perSpec = options.perSpec ?? 1;
    const prefix = options.branchPrefix ?? DEFAULT_BRANCH_PREFIX;
    const byId = new Map();
    for (const spec of plan.specs)
        for (const task of spec.tasks)
            byId.set(task.id, task);
    const counts = {
        pending: 0,
        in_progress: 0,
        completed: 0,
        blocked: 0,
        failed: 0,
        skipped: 0,
        total: 0,
        ready: 0,
    };
    const candidates = [];
    const waiting = [];
    let order = 0;
    for (const spec of plan.specs) {
        for (const task of spec.tasks) {
            counts[task.status]++;
            counts.total++;
        }
        if (options.spec !== undefined && spec.id !== options.spec)
            continue;
        const done = specDone(spec);
        let slots = perSpec;
        const branch = `${prefix}${spec.id}`;
        // A live in_progress task holds its spec's slot.
        const live = new Set();
        for (const task of spec.tasks) {
            if (task.status !== 'in_progress')
                continue;
            const limits = taskLimits(task, options);
            const started = startedAt(task);
            const staleAfter = (limits.timeoutMinutes + STALE_MARGIN_MINUTES) * 60_000;
            if (started === undefined || now - started <= staleAfter) {
                live.add(task);
                slots--;
            }
        }
        for (const task of spec.tasks) {
            const wait = (reason) => waiting.push({ spec: spec.id, task: task.id, status: task.status, reason });
            if ((0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .isDone */ .$L)(task.status))
                continue;
            if (done)
                continue;
            if (live.has(task)) {
                wait('running');
                continue;
            }
            let why;
            const used = countedAttempts(task);
            if (task.status === 'pending')
                why = used > 0 ? 'retry' : 'pending';
            else if (task.status === 'failed') {
                if (used >= maxAttempts) {
                    wait(`retry budget spent (${used}/${maxAttempts} attempts)`);
                    continue;
                }
                why = 'retry';
            }
            else if (task.status === 'in_progress')
                why = 'stale';
            else {
                wait(task.blockedReason ? `blocked: ${task.blockedReason}` : 'blocked');
                continue;
            }
            const unmet = (task.dependsOn ?? []).filter((d) => !(0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .isDone */ .$L)(byId.get(d)?.status));
            if (unmet.length > 0) {
                wait(`waits on ${unmet.map((d) => `${d} (${byId.get(d)?.status ?? 'unknown'})`).join(', ')}`);
                continue;
            }
            if (options.task !== undefined && task.id !== options.task)
                continue;
            if (slots <= 0) {
                wait(`waits for its spec's running task`);
                continue;
            }
            slots--;
            const limits = taskLimits(task, options);
            candidates.push({
                priority: spec.priority ?? Number.MAX_SAFE_INTEGER,
                order: order++,
                ready: { spec: spec.id, task: task.id, attempt: (task.attempts?.length ?? 0) + 1, branch, ...limits, why },
            });
        }
    }
    candidates.sort((a, b) => a.priority - b.priority || a.order - b.order);
    let ready = candidates.map((c) => c.ready);
    if (options.maxParallel !== undefined && options.maxParallel > 0) {
        for (const r of ready.slice(options.maxParallel))
            waiting.push({ spec: r.spec, task: r.task, status: byId.get(r.task).status, reason: 'over max-parallel' });
        ready = ready.slice(0, options.maxParallel);
    }
    counts.ready = ready.length;
    return { ready, waiting, counts };
}
/** The GitHub Actions matrix for a schedule: `{"include": [...]}`. */
function toMatrix(ready) {
    return {
        include: ready.map((r) => ({
            spec: r.spec,
            task: r.task,
            attempt: r.attempt,
            branch: r.branch,
            complexity: r.complexity,
            'max-turns': r.maxTurns,
            'timeout-minutes': r.timeoutMinutes,
        })),
    };
}


/***/ })

};
