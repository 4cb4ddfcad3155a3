export const id = 3121;
export const ids = [3121];
export const modules = {

/***/ 1116:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ taskJobBaseline),
/* harmony export */   z: () => (/* binding */ setupErrorText)
/* harmony export */ });
/* harmony import */ var _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7836);
/* harmony import */ var _adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5768);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2807);
/* harmony import */ var _engine_baseline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9488);




/**
 * Runs the baseline in the task job. Each job starts from its own commit (the writer commits
 * every attempt), so it runs once per job, and never in a re-run that finds the attempt recorded.
 * Throws the setup problem, after writing it down for `record`.
 */
async function taskJobBaseline(git, o) {
    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.startGroup(`Baseline: the gates on the untouched start tree, before the agent`);
    let baseline;
    try {
        baseline = await (0,_engine_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .checkBaseline */ .iW)(git, {
            root: o.workspace,
            gates: o.gates,
            env: o.env,
            runAs: o.runAs,
            network: o.network,
            changedBefore: o.changedBefore,
            logDir: (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_1__/* .paths */ .f0)().baselineLogs,
            onNote: (text) => _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.notice((0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_1__/* .untrustedMessage */ .qO)(text)),
            onWarning: (text) => _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.warning((0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_1__/* .untrustedMessage */ .qO)(text)),
            onResult: (r) => {
                // The repository's code printed it: never read as workflow commands (untrusted-log.ts).
                (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_1__/* .printUntrusted */ .Qi)(r.outputTail);
                _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.info(`Gate ${r.name} ${r.passed ? 'passed' : `failed (exit ${r.exitCode ?? 'none'}${r.timedOut ? ', timed out' : ''})`} on the untouched tree in ${(r.durationMs / 1000).toFixed(1)}s`);
            },
        });
    }
    finally {
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.endGroup();
    }
    (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_1__/* .writeBaselineState */ .aA)({ commit: baseline.commit, gates: baseline.gates, problem: baseline.problem });
    if (baseline.problem) {
        await _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.summary
            .addHeading('Ralph: setup problem, no agent ran', 3)
            .addRaw(`\n\n\`\`\`\n${baseline.problem}\n\`\`\`\n`)
            .write();
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(baseline.problem);
    }
    return baseline;
}
/** The attempt report's `setupError`: short enough for it, the gate and the fix first. */
function setupErrorText(problem) {
    return problem.length <= 1_990 ? problem : `${problem.slice(0, 1_989)}…`;
}


/***/ }),

/***/ 8035:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ taskEntryInput)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2807);
/* harmony import */ var _core_workflow_task_job_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1679);
// The `task` input of the task job's run and record steps: the schedule job's matrix entry, the
// job's anchors. Apart from inputs.ts, so that the steps that read no matrix entry do not load
// its schema.


/** The matrix entry (`task` input), checked against the spec branch it names. */
function taskEntryInput(inputs, branchPrefix) {
    const entry = (0,_core_workflow_task_job_js__WEBPACK_IMPORTED_MODULE_1__/* .parseMatrixEntry */ .px)(inputs.required('task', `the matrix entry, \`\${{ toJSON(matrix) }}\``), "The input 'task'");
    if (entry.branch !== `${branchPrefix}${entry.spec}`)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`The input 'task' names the branch ${entry.branch}, not ${branchPrefix}${entry.spec}; pass the schedule job's matrix entry unchanged.`);
    return entry;
}


/***/ }),

/***/ 7961:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ leftText),
/* harmony export */   $U: () => (/* binding */ resetRetryBudget),
/* harmony export */   D3: () => (/* binding */ toMatrix),
/* harmony export */   RF: () => (/* binding */ outputBytes),
/* harmony export */   _: () => (/* binding */ schedule),
/* harmony export */   _g: () => (/* binding */ DEFAULT_BRANCH_PREFIX),
/* harmony export */   cp: () => (/* binding */ taskLimits),
/* harmony export */   eH: () => (/* binding */ MATRIX_MAX_JOBS),
/* harmony export */   f: () => (/* binding */ SCHEDULE_OUTPUTS_BUDGET_BYTES),
/* harmony export */   jc: () => (/* binding */ countedAttempts),
/* harmony export */   nM: () => (/* binding */ matrixWithin),
/* harmony export */   rS: () => (/* binding */ planBudget),
/* harmony export */   un: () => (/* binding */ maxAttemptsOf),
/* harmony export */   x9: () => (/* binding */ attemptMaxCostUsd)
/* harmony export */ });
/* unused harmony exports DEFAULT_MAX_ATTEMPTS, STALE_MARGIN_MINUTES, JOB_TIMEOUT_ALLOWANCE_MINUTES, JOB_OUTPUTS_MAX_BYTES */
/* harmony import */ var _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6276);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2807);
/* harmony import */ var _plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4929);
/* harmony import */ var _workflow_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9907);
// The scheduler (docs/ARCHITECTURE.md#scheduling): a pure function from a plan, options and the current time to
// the ready set. Tasks of one spec share a branch, so they run one at a time; specs run in
// parallel. Ordered by spec priority (lower first), then plan order.





const DEFAULT_MAX_ATTEMPTS = 3;
/**
 * The attempts a task gets: the run's own setting (`--max-attempts`, the `max-attempts` input),
 * else the plan's `agent.maxAttempts`, else DEFAULT_MAX_ATTEMPTS. The one place that says it.
 */
function maxAttemptsOf(given, plan) {
    return given ?? plan.agent?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
}
const DEFAULT_BRANCH_PREFIX = 'ralph/';
/** How long past its timeout an `in_progress` task must be before its job is taken as dead. */
const STALE_MARGIN_MINUTES = 10;
const JOB_TIMEOUT_ALLOWANCE_MINUTES = 30;
/** GitHub refuses a whole run whose matrix makes more jobs than this. */
const MATRIX_MAX_JOBS = 256;
/**
 * GitHub's limit on one job's outputs: 1 MiB, the size approximated as UTF-16 (two bytes a
 * character), 50 MB for a whole run. A job over it fails as it ends ("Fail to evaluate job outputs").
 */
const JOB_OUTPUTS_MAX_BYTES = 1024 * 1024;
/** What the schedule job's outputs may take: half the limit, so no run comes near it. */
const SCHEDULE_OUTPUTS_BUDGET_BYTES = JOB_OUTPUTS_MAX_BYTES / 2;
/**
 * The task's turns and timeout: an explicit option (the command line, the matrix entry), else
 * what its agent's levels set (`agent`), else its own `estimatedTurns` and its tier's defaults.
 */
function taskLimits(task, options = {}, agent = {}) {
    const complexity = (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .taskComplexity */ .AN)(task);
    const tier = _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .TIERS */ .iB[complexity];
    return {
        complexity,
        maxTurns: options.maxTurns ?? agent.maxTurns ?? task.estimatedTurns ?? tier.maxTurns,
        timeoutMinutes: options.timeoutMinutes ??
            (agent.timeout !== undefined ? (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .durationMs */ .pc)(agent.timeout) / 60_000 : tier.timeoutMinutes),
    };
}
/** The plan's recorded cost against its budget: `maxCostUsd` (a command line's), else `budget.maxCostUsd`. */
function planBudget(plan, maxCostUsd = plan.budget?.maxCostUsd) {
    const uncounted = new Uncounted();
    for (const spec of plan.specs)
        for (const task of spec.tasks)
            uncounted.add(task);
    return budgetOf((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .planCostUsd */ .FG)(plan), maxCostUsd, uncounted);
}
/**
 * The attempts whose agent reported no cost, counted as the plan is walked (isUncounted). An
 * attempt recorded before Ralph kept the provider is not among them: nothing is known of it.
 */
class Uncounted {
    attempts = 0;
    providers = new Set();
    add(task) {
        for (const a of task.attempts ?? [])
            if ((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isUncounted */ .Eh)(a)) {
                this.attempts++;
                this.providers.add(a.provider);
            }
    }
}
function budgetOf(spentUsd, maxCostUsd, uncounted) {
    const none = uncounted && uncounted.attempts > 0
        ? { uncounted: { attempts: uncounted.attempts, providers: [...uncounted.providers].sort() } }
        : {};
    if (maxCostUsd === undefined)
        return { spentUsd, ...none };
    return {
        spentUsd,
        maxCostUsd,
        ...none,
        ...(spentUsd >= maxCostUsd
            ? {
                spent: `the plan's cost budget is spent: ${(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(spentUsd)} recorded of ${(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(maxCostUsd)}; no task starts until the budget is raised`,
            }
            : {}),
    };
}
/**
 * The most the task's next attempt may spend in USD, for a CLI that takes a budget (Claude
 * Code's `--max-budget-usd`): what is left of the task's budget and of the plan's, whichever
 * is less; undefined when neither has one.
 */
function attemptMaxCostUsd(plan, task, planMaxCostUsd) {
    const left = [];
    const taskMax = (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .taskMaxCostUsd */ .TN)(plan, task);
    if (taskMax !== undefined)
        left.push(taskMax - (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .taskCostUsd */ .FJ)(task, true));
    const budget = planBudget(plan, planMaxCostUsd ?? plan.budget?.maxCostUsd);
    if (budget.maxCostUsd !== undefined)
        left.push(budget.maxCostUsd - budget.spentUsd);
    return left.length > 0 ? Math.max(0, Math.min(...left)) : undefined;
}
/** Attempts that count against the retry budget: rate limits and interruptions are not the task's fault. */
function countedAttempts(task) {
    const attempts = task.attempts;
    if (!attempts)
        return 0;
    const from = task.retryBudgetFrom ?? 0;
    let counted = 0;
    for (const a of attempts)
        if (a.number > from && a.outcome !== 'rate_limited' && a.outcome !== 'interrupted')
            counted++;
    return counted;
}
/**
 * A fresh retry budget: the attempts made so far no longer count (`retryBudgetFrom`, which
 * countedAttempts reads). True when some counted before.
 */
function resetRetryBudget(task) {
    const counted = countedAttempts(task);
    const last = (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .lastAttempt */ .mh)(task);
    if (last)
        task.retryBudgetFrom = last.number;
    return counted > 0;
}
function startedAt(task) {
    const iso = task.startedAt ?? (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .lastAttempt */ .mh)(task)?.startedAt;
    if (!iso)
        return undefined;
    const t = Date.parse(iso);
    return Number.isNaN(t) ? undefined : t;
}
function schedule(plan, options = {}) {
    const now = (options.now ?? new Date()).getTime();
    const maxAttempts = maxAttemptsOf(options.maxAttempts, plan);
    const perSpec = options.perSpec ?? 1;
    const prefix = options.branchPrefix ?? DEFAULT_BRANCH_PREFIX;
    const overrides = { maxTurns: options.maxTurns, timeoutMinutes: options.timeoutMinutes };
    const route = (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .agentRouting */ .UN)(plan, options.agent);
    const limitsOf = (task) => taskLimits(task, overrides, route(task));
    const whole = readWholePlan(plan, options.baseStatus !== undefined);
    const { counts, byId, allDone } = whole;
    const budget = budgetOf((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .micro */ .LI)(whole.spentUsd), options.maxCostUsd ?? plan.budget?.maxCostUsd, whole.uncounted);
    const deps = dependencyStatus(whole, options.baseStatus);
    const candidates = [];
    const waiting = [];
    // Where waiting tasks go: nowhere for readyOnly, and `wait?.push(...)` then makes no reason.
    const wait = options.readyOnly ? undefined : waiting;
    let order = 0;
    for (let si = 0; si < plan.specs.length; si++) {
        const spec = plan.specs[si];
        if (options.spec !== undefined && spec.id !== options.spec)
            continue;
        // Nothing of a done spec waits or runs.
        if (spec.status === 'completed' || spec.status === 'skipped' || allDone[si])
            continue;
        const branch = `${prefix}${spec.id}`;
        const live = liveTasks(spec, now, limitsOf);
        let slots = perSpec - (live?.size ?? 0);
        for (const task of spec.tasks) {
            // Only a task that takes a slot is ready: with no slot left and no waiting list to fill,
            // the spec's other tasks cannot change the result (most of a 10,000-task plan's `next`).
            if (slots <= 0 && wait === undefined)
                break;
            if ((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(task.status))
                continue;
            const verdict = readiness(spec, task, live, maxAttempts);
            if ('reason' in verdict) {
                wait?.push(waitingTask(spec, task, verdict.reason));
                continue;
            }
            // The first dependency that is not done, if any: the task waits on it, and on any later one.
            const taskDeps = task.dependsOn ?? NONE;
            let first = 0;
            while (first < taskDeps.length && (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(deps.status(taskDeps[first], spec.id)))
                first++;
            if (first < taskDeps.length) {
                wait?.push(waitingTask(spec, task, deps.waitsOn(taskDeps, first, spec.id)));
                continue;
            }
            if (options.task !== undefined && task.id !== options.task)
                continue;
            if (budget.spent) {
                wait?.push(waitingTask(spec, task, `plan budget spent (${(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(budget.spentUsd)} of ${(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(budget.maxCostUsd)})`));
                continue;
            }
            if (slots <= 0) {
                wait?.push(waitingTask(spec, task, `waits for its spec's running task`));
                continue;
            }
            slots--;
            const agent = route(task);
            candidates.push({
                priority: spec.priority ?? Number.MAX_SAFE_INTEGER,
                order: order++,
                ready: readyTask({ spec, task, branch, why: verdict.why }, taskLimits(task, overrides, agent), agent),
            });
        }
    }
    candidates.sort((a, b) => a.priority - b.priority || a.order - b.order);
    let ready = candidates.map((c) => c.ready);
    const { limit, reason } = readyLimit(options);
    for (const r of ready.slice(limit))
        wait?.push({ spec: r.spec, task: r.task, status: byId.get(r.task).status, reason });
    const left = Math.max(0, ready.length - limit);
    ready = ready.slice(0, limit);
    counts.ready = ready.length;
    return { ready, waiting, left, counts, budget };
}
/**
 * One pass over every task for what the rest needs of the whole plan: each task by id, the
 * counts, the recorded cost (planCostUsd's sum, in the same order) and whether each spec is
 * done. The plan's tasks are objects of many shapes, so each read of a field is slow-ish:
 * one pass instead of four.
 */
function readWholePlan(plan, withSpecs) {
    const byId = new Map();
    const specOf = withSpecs ? new Map() : undefined;
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
    let spentUsd = 0;
    const uncounted = new Uncounted();
    const allDone = [];
    for (const spec of plan.specs) {
        let done = true;
        for (const task of spec.tasks) {
            byId.set(task.id, task);
            specOf?.set(task.id, spec.id);
            counts[task.status]++;
            if (!(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(task.status))
                done = false;
            if (task.attempts) {
                spentUsd += (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .taskCostUsd */ .FJ)(task);
                uncounted.add(task);
            }
        }
        counts.total += spec.tasks.length;
        allDone.push(done);
    }
    return { byId, specOf, counts, spentUsd, uncounted, allDone };
}
/**
 * A dependency's status as a task of `specId` sees it (another spec's from the base branch,
 * when the base status is given), and the reason a task waits on its dependencies from `first`
 * on: "waits on a (pending), b (failed)".
 */
function dependencyStatus({ byId, specOf }, baseStatus) {
    const status = (dep, specId) => baseStatus && specOf.get(dep) !== specId ? baseStatus.get(dep) : byId.get(dep)?.status;
    const waitsOn = (deps, first, specId) => {
        let reason = 'waits on ';
        let named = 0;
        for (let i = first; i < deps.length; i++) {
            const d = deps[i];
            const depStatus = status(d, specId);
            if ((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(depStatus))
                continue;
            const unmerged = baseStatus && specOf.get(d) !== specId && byId.get(d)?.status === 'completed';
            reason += `${named++ > 0 ? ', ' : ''}${d} (${unmerged ? 'completed, not yet merged' : (depStatus ?? 'unknown')})`;
        }
        return reason;
    };
    return { status, waitsOn };
}
/** The spec's live in_progress tasks, each holding the spec's slot; undefined when there are none. */
function liveTasks(spec, now, limitsOf) {
    let live;
    for (const task of spec.tasks) {
        if (task.status !== 'in_progress')
            continue;
        const started = startedAt(task);
        const staleAfter = (limitsOf(task).timeoutMinutes + STALE_MARGIN_MINUTES) * 60_000;
        // No start time (an import, a hand edit) or an old one: its job is gone, run it again.
        if (started !== undefined && now - started <= staleAfter) {
            live ??= new Set();
            live.add(task);
        }
    }
    return live;
}
/** Why a task that is not done may run, by its own state alone; else why it waits. */
function readiness(spec, task, live, maxAttempts) {
    // A person closed the spec's pull request without merging: nothing of it runs again until
    // a person reopens that pull request or writes `/ralph retry <spec>`.
    if (spec.status === 'held')
        return { reason: spec.heldReason ? `held: ${spec.heldReason}` : 'held' };
    if (live?.has(task))
        return { reason: 'running' };
    const used = countedAttempts(task);
    if (task.status === 'pending')
        return { why: used > 0 ? 'retry' : 'pending' };
    if (task.status === 'failed')
        return used >= maxAttempts
            ? { reason: `retry budget spent (${used}/${maxAttempts} attempts)` }
            : { why: 'retry' };
    if (task.status === 'in_progress')
        return { why: 'stale' };
    return { reason: task.blockedReason ? `blocked: ${task.blockedReason}` : 'blocked' };
}
const NONE = [];
/** A ready task as the schedule gives it: its limits and agent, its attempt, its retry context. */
function readyTask(at, limits, agent) {
    const last = (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .lastAttempt */ .mh)(at.task);
    const runId = last?.runUrl ? /\/actions\/runs\/(\d+)/.exec(last.runUrl)?.[1] : undefined;
    return {
        spec: at.spec.id,
        task: at.task.id,
        attempt: (last?.number ?? 0) + 1,
        branch: at.branch,
        ...limits,
        provider: agent.provider,
        ...(agent.model !== undefined ? { model: agent.model } : {}),
        ...(agent.escalated ? { escalated: true } : {}),
        why: at.why,
        ...(last?.artifact && runId ? { retryArtifact: last.artifact, retryRunId: runId } : {}),
    };
}
function waitingTask(spec, task, reason) {
    return { spec: spec.id, task: task.id, status: task.status, reason };
}
/** How many ready tasks one schedule takes, and what the others wait for. */
function readyLimit(options) {
    const own = options.maxParallel !== undefined && options.maxParallel > 0 ? options.maxParallel : Infinity;
    if (options.matrix && own > MATRIX_MAX_JOBS)
        return { limit: MATRIX_MAX_JOBS, reason: `over GitHub's ${MATRIX_MAX_JOBS} jobs per matrix` };
    return { limit: own, reason: 'over max-parallel' };
}
/**
 * How many ready tasks wait for the next run and why, for the log and the summary: `s.left` over
 * the limit, and `bySize` more that would have taken the job's outputs over their budget
 * (matrixWithin). Undefined when none wait.
 */
function leftText(s, options, bySize = 0) {
    const left = s.left + bySize;
    if (left === 0)
        return undefined;
    const why = [];
    if (s.left > 0) {
        const { limit, reason } = readyLimit(options);
        why.push(reason === 'over max-parallel'
            ? `max-parallel is ${limit}`
            : `GitHub runs at most ${MATRIX_MAX_JOBS} jobs from one matrix`);
    }
    if (bySize > 0)
        why.push(`${bySize} more would take the job's outputs over ${SCHEDULE_OUTPUTS_BUDGET_BYTES / 1024} KiB`);
    return `${left} ready task${left === 1 ? '' : 's'} left for the next run (${why.join('; ')}).`;
}
/** A job output's size as GitHub counts it against JOB_OUTPUTS_MAX_BYTES: UTF-16, two bytes a code unit. */
function outputBytes(outputs) {
    let units = 0;
    for (const [name, value] of Object.entries(outputs))
        units += name.length + value.length;
    return units * 2;
}
/**
 * The first entries of a matrix whose JSON, with the job's other outputs, stays within `budget`
 * bytes (outputBytes); the rest wait for a later run. Throws when the other outputs alone do
 * not fit: no matrix could then leave the job.
 */
function matrixWithin(include, others, budget = SCHEDULE_OUTPUTS_BUDGET_BYTES) {
    // `matrix` + `{"include":[]}`, then each entry and its comma.
    let bytes = outputBytes(others) + outputBytes({ matrix: '{"include":[]}' });
    if (bytes > budget)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RalphError */ .A4(`the schedule job's outputs besides the matrix take ${bytes} bytes (${Object.keys(others).join(', ')}), over the ${budget} bytes Ralph keeps them under (GitHub allows ${JOB_OUTPUTS_MAX_BYTES} per job); shorten the plan's gate commands (a long script can live in a file the gate runs)`);
    let n = 0;
    for (const entry of include) {
        bytes += outputBytes({ '': JSON.stringify(entry) }) + (n > 0 ? 2 : 0);
        if (bytes > budget)
            break;
        n++;
    }
    return { include: include.slice(0, n), dropped: include.length - n };
}
/** The GitHub Actions matrix for a schedule: `{"include": [...]}`; with `where`, each entry also says its base and what to check out. */
function toMatrix(ready, where = {}) {
    return {
        include: ready.map((r) => ({
            spec: r.spec,
            task: r.task,
            attempt: r.attempt,
            branch: r.branch,
            complexity: r.complexity,
            'max-turns': r.maxTurns,
            'timeout-minutes': Math.ceil(r.timeoutMinutes),
            // The job also sets up, runs the gates and records: room beyond the agent's own limit.
            'job-timeout-minutes': Math.ceil(r.timeoutMinutes) + JOB_TIMEOUT_ALLOWANCE_MINUTES,
            artifact: (0,_workflow_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptArtifactName */ .tZ)(r.spec, r.task, r.attempt),
            'retry-artifact': r.retryArtifact ?? '',
            'retry-run-id': r.retryRunId ?? '',
            // The leg's agent: the task job installs this CLI alone and runs it with this model.
            provider: r.provider,
            model: r.model ?? '',
            // The anchors (docs/ARCHITECTURE.md#trust): the commit the job starts from, the spec branch's tip once it
            // exists (so the project is set up as the spec's earlier tasks left it), else the base's;
            // and the base's tip, which the job merges in when the branch does not have it yet.
            ...(where.base !== undefined && where.baseSha !== undefined
                ? { base: where.base, start: where.tips?.get(r.branch) ?? where.baseSha, 'base-sha': where.baseSha }
                : {}),
        })),
    };
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


/***/ }),

/***/ 9907:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P2: () => (/* binding */ SCHEDULE_ARTIFACT),
/* harmony export */   UD: () => (/* binding */ ATTEMPT_ARTIFACT_PATTERN),
/* harmony export */   tZ: () => (/* binding */ attemptArtifactName)
/* harmony export */ });
// The names of the artifacts a run's jobs hand on. Apart from task-job.ts (which checks what
// the artifacts hold, with zod) so that the scheduler, which names each task job's artifact,
// loads no schema: `ralph next` stays light.
function attemptArtifactName(spec, task, attempt) {
    return `ralph-attempt-${spec}-${task}-${attempt}`;
}
/**
 * What the writer downloads: every attempt artifact of the run, and the schedule job's
 * (SCHEDULE_ARTIFACT). There are always two or more, so actions/download-artifact puts each
 * in a folder named after it; it extracts a single match straight into the path, where one
 * task's artifact could hold a folder named after another's.
 */
const ATTEMPT_ARTIFACT_PATTERN = 'ralph-*';
/** The schedule job's artifact: the matrix as scheduled. */
const SCHEDULE_ARTIFACT = 'ralph-schedule';


/***/ }),

/***/ 9488:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HQ: () => (/* binding */ localBaseline),
/* harmony export */   aB: () => (/* binding */ setupProblemIn),
/* harmony export */   iW: () => (/* binding */ checkBaseline)
/* harmony export */ });
/* unused harmony export BASELINE_CACHE */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _adapters_gates_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6793);
/* harmony import */ var _core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9085);
// The baseline run (docs/ARCHITECTURE.md#gates), shared by `ralph build` and the CI task job: the plan's required
// gates on the untouched start tree, before the first agent, each cached by the tree it ran on
// and its command, so it runs once per start commit. What the gates write there is put back.
// The verdicts and messages are core/attempt/baseline.ts's.




/** Cache entries kept: a few start commits' worth of gates. */
const CACHE_LIMIT = 200;
function readCache(file) {
    const empty = { version: 1, entries: {} };
    if (!file || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        return empty;
    try {
        const value = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
        // A cache Ralph cannot read is a cache it does not have: the gates run again.
        return value?.version === 1 && value.entries && typeof value.entries === 'object' ? value : empty;
    }
    catch {
        return empty;
    }
}
function writeCache(file, cache) {
    const entries = Object.entries(cache.entries)
        .sort(([, a], [, b]) => b.checkedAt.localeCompare(a.checkedAt))
        .slice(0, CACHE_LIMIT);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(tmp, `${JSON.stringify({ version: 1, entries: Object.fromEntries(entries) }, null, 2)}\n`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, file);
}
/**
 * Runs the plan's required gates on the work tree as it is (the untouched start commit, HEAD),
 * each unless the cache has it for this tree and command. A gate that fails there (a known-red
 * `no-new-failures` gate excepted), times out or misses its tool is a setup problem: said in
 * `problem`, never cached, so the next run checks again. Optional gates do not run: they decide
 * nothing.
 */
async function checkBaseline(git, o) {
    const required = o.gates.filter((g) => g.required !== false);
    const baseline = { commit: '', tree: '', gates: {}, ran: [], cacheFile: o.cacheFile };
    if (required.length === 0)
        return baseline;
    baseline.commit = await git.head();
    baseline.tree = await git.out(['rev-parse', 'HEAD^{tree}']);
    const cache = readCache(o.cacheFile);
    const problems = [];
    let cached = 0;
    for (const gate of required) {
        const key = (0,_core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineKey */ .x2)(baseline.tree, gate);
        const hit = cache.entries[key];
        if (hit) {
            baseline.gates[gate.name] = { ...pick(hit), fresh: false };
            cached++;
            continue;
        }
        if (o.signal?.aborted)
            break;
        const result = await (0,_adapters_gates_js__WEBPACK_IMPORTED_MODULE_2__/* .runGate */ .Rg)(gate, {
            cwd: o.root,
            env: { ...o.env, RALPH_BASELINE: '1' },
            logDir: o.logDir,
            signal: o.signal,
            runAs: o.runAs,
            network: o.network,
        });
        baseline.ran.push(gate.name);
        if (!o.signal?.aborted)
            o.onResult?.(result);
        // Even when stopped: the tree goes back as it was.
        await putBack(git, gate, baseline.commit, o);
        if (o.signal?.aborted)
            break;
        const problem = (0,_core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineProblem */ .FM)(gate, result, baseline.commit);
        if (problem) {
            problems.push(problem);
            continue;
        }
        const entry = {
            name: gate.name,
            command: gate.command,
            exitCode: result.passed ? 0 : result.exitCode,
            ...(result.passed ? {} : { failures: (0,_core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .failureRecord */ .sL)((0,_adapters_gates_js__WEBPACK_IMPORTED_MODULE_2__/* .gateOutput */ .TY)(result)) }),
        };
        if (!result.passed)
            o.onNote?.(`gate "${gate.name}" fails on the untouched tree (exit ${result.exitCode}, ${(0,_core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(Object.keys(entry.failures ?? {}).length, 'distinct failure line')}); "baseline": "no-new-failures" accepts these, and an attempt fails it only with new ones`);
        baseline.gates[gate.name] = { ...entry, fresh: true };
        cache.entries[key] = { ...entry, commit: baseline.commit, checkedAt: new Date().toISOString() };
    }
    if (o.signal?.aborted)
        baseline.interrupted = true;
    if (problems.length > 0)
        baseline.problem = problems.join('\n\n');
    if (o.cacheFile && baseline.ran.length > 0)
        writeCache(o.cacheFile, cache);
    if (cached > 0)
        o.onNote?.(`baseline: ${(0,_core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(cached, 'gate')} already checked on this tree (${baseline.commit.slice(0, 7)}), not run again (${o.cacheFile ?? 'the cache'})`);
    return baseline;
}
function pick(e) {
    return {
        name: e.name,
        command: e.command,
        exitCode: e.exitCode,
        ...(e.failures ? { failures: e.failures } : {}),
    };
}
/**
 * What a baseline gate wrote to the tree (a formatter, a build into a tracked folder) is put
 * back: the agent starts from the commit as it is, and only its own changes are its work.
 */
async function putBack(git, gate, commit, o) {
    const wrote = (await git.changedPaths()).filter((p) => !o.changedBefore?.has(p));
    if (wrote.length === 0)
        return;
    // A few git processes for any number of files (a formatter may rewrite hundreds): what the
    // commit has is checked out again, what it lacks is removed. Paths are names, not patterns:
    // a file a gate named `*.txt` must not take other files with it.
    for (let i = 0; i < wrote.length; i += 500) {
        const paths = wrote.slice(i, i + 500);
        const listed = await git.out([
            '--literal-pathspecs',
            'ls-tree',
            '-r',
            '-z',
            '--name-only',
            commit,
            '--',
            ...paths,
        ]);
        const tracked = listed.split('\0').filter(Boolean);
        const known = new Set(tracked);
        const untracked = paths.filter((p) => !known.has(p));
        if (tracked.length > 0)
            await git.exec(['--literal-pathspecs', 'checkout', commit, '--', ...tracked]);
        if (untracked.length > 0) {
            await git.exec([
                '--literal-pathspecs',
                'rm',
                '-r',
                '-f',
                '--quiet',
                '--cached',
                '--ignore-unmatch',
                '--',
                ...untracked,
            ]);
            await git.exec(['--literal-pathspecs', 'clean', '-fdq', '--', ...untracked]);
        }
    }
    (o.onWarning ?? o.onNote)?.(`gate "${gate.name}" changed ${(0,_core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(wrote.length, 'file')} on the untouched tree (${wrote.slice(0, 5).join(', ')}${wrote.length > 5 ? ', ...' : ''}); Ralph put them back. Run formatters and fixers as gates in check mode.`);
}
/**
 * The setup problem among an attempt's gate results (a required gate's missing tool), judged
 * with what the same gate did on the untouched tree in this build or job; undefined when the
 * results are the attempt's to answer for. A cached baseline entry of a gate whose tool is now
 * missing is dropped from the cache, so the next run checks the tree again.
 */
function setupProblemIn(results, baseline) {
    for (const r of results) {
        const entry = baseline?.gates[r.name];
        const problem = (0,_core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptSetupProblem */ .eF)(r, entry?.fresh && entry.command === r.command ? entry : undefined);
        if (!problem)
            continue;
        if (baseline?.cacheFile && entry) {
            const cache = readCache(baseline.cacheFile);
            delete cache.entries[(0,_core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineKey */ .x2)(baseline.tree, r)];
            writeCache(baseline.cacheFile, cache);
        }
        return problem;
    }
    return undefined;
}
/** Where `ralph build` keeps the baseline cache, under the project's `.ralph/`. */
const BASELINE_CACHE = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)('.ralph', 'baseline.json');
/**
 * `ralph build`'s baseline: checkBaseline on the tree it starts from, cached in
 * `.ralph/baseline.json`, each gate's log under `.ralph/logs/baseline/`, each result said.
 */
function localBaseline(git, o) {
    return checkBaseline(git, {
        root: o.root,
        gates: o.gates,
        env: o.env,
        signal: o.signal,
        cacheFile: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(o.stateRoot, BASELINE_CACHE),
        logDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(o.stateRoot, '.ralph', 'logs', 'baseline'),
        onNote: o.onNote,
        onResult: (r) => o.onNote(`baseline: gate "${r.name}" ${r.passed ? 'passed' : `failed (exit ${r.exitCode ?? 'none'}${r.timedOut ? ', timed out' : ''})`} on the untouched tree in ${(r.durationMs / 1000).toFixed(1)}s`),
    });
}


/***/ })

};
