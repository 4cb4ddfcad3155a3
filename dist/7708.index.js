export const id = 7708;
export const ids = [7708];
export const modules = {

/***/ 2168:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listenSettings: () => (/* binding */ listenSettings),
/* harmony export */   listenStep: () => (/* binding */ listenStep)
/* harmony export */ });
/* harmony import */ var _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7836);
/* harmony import */ var _adapters_github_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3187);
/* harmony import */ var _adapters_github_session_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4899);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2807);
/* harmony import */ var _core_github_text_commands_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7648);





const obj = (v) => (typeof v === 'object' && v !== null ? v : {});
const str = (v) => (typeof v === 'string' ? v : '');
const isBot = (user) => user.type === 'Bot' || /\[bot\]$/.test(str(user.login));
function listenSettings(inputs) {
    return {
        command: inputs.command,
        workspace: inputs.workspace(),
        token: inputs.raw('github-token'),
        workflow: inputs.text('workflow'),
        baseBranch: inputs.text('base-branch'),
        branchPrefix: inputs.branchPrefix(),
    };
}
/**
 * `command: listen`, the short job an `issue_comment`, `pull_request_review` or `pull_request`
 * event starts (docs/ARCHITECTURE.md#listening). No agent runs and nothing of the plan changes here: it hears
 * only people with write access (bots never, Ralph included, so nothing loops), answers anyone
 * else once, acknowledges a command at once (👀), and wakes the next run, whose first job reads
 * every command it has not answered from GitHub and handles it. A merged spec pull request wakes
 * the next run too, so the tasks that depend on it start then.
 */
async function listenStep(inputs) {
    const settings = listenSettings(inputs);
    const { ctx, repo, octokit } = (0,_adapters_github_session_js__WEBPACK_IMPORTED_MODULE_2__/* .githubSession */ .y)({ ...settings, log: (m) => _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.info(m) });
    const event = ctx.event;
    const defaultBranch = str(obj(event.repository).default_branch) || 'main';
    const wake = async (why) => {
        const workflow = settings.workflow ?? ctx.workflowFile;
        if (!workflow)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RalphError */ .A4("This run's workflow file is unknown; set the 'workflow' input to wake the next run.");
        await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_1__/* .dispatchWorkflow */ ["in"])(octokit, repo, workflow, settings.baseBranch ?? defaultBranch);
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.info(`Woke the next run of ${workflow} on ${settings.baseBranch ?? defaultBranch}: ${why}.`);
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.setOutput('woke', 'true');
    };
    const heard = async (user) => {
        if (isBot(user)) {
            _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.info(`${str(user.login)} is a bot: not heard.`);
            return false;
        }
        return (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_1__/* .collaboratorCanWrite */ .wj)(octokit, repo, str(user.login));
    };
    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.setOutput('woke', 'false');
    switch (ctx.eventName) {
        case 'issue_comment': {
            const comment = obj(event.comment);
            const issue = obj(event.issue);
            if (event.action !== 'created')
                return _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.info(`A comment ${str(event.action)}: nothing to do.`);
            const place = issue.pull_request ? { kind: 'pull', spec: '' } : { kind: 'issue' };
            if (!(0,_core_github_text_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .parseCommand */ .RM)(str(comment.body), place))
                return _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.info('Not a /ralph command.');
            const user = obj(comment.user);
            if (isBot(user))
                return _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.info(`${str(user.login)} is a bot: not heard.`);
            if (!(await heard(user))) {
                await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_1__/* .postComment */ .Gy)(octokit, repo, Number(issue.number), (0,_core_github_text_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .replyBody */ .Rl)(`comment-${Number(comment.id)}`, (0,_core_github_text_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .notHeardText */ .hy)(str(user.login)), ctx.runUrl));
                return _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.notice(`${str(user.login)} has no write access: answered, nothing done.`);
            }
            await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_1__/* .reactToComment */ .QO)(octokit, repo, Number(comment.id), 'eyes');
            return wake(`a command from ${str(user.login)} on #${Number(issue.number)}`);
        }
        case 'pull_request_review': {
            const review = obj(event.review);
            const pull = obj(event.pull_request);
            const head = obj(pull.head);
            if (str(review.state).toLowerCase() !== 'changes_requested')
                return _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.info(`A review that ${str(review.state)}: nothing to do.`);
            if (!isSpecPull(pull, settings.branchPrefix, repo))
                return _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.info('Not a spec pull request.');
            const user = obj(review.user);
            if (isBot(user))
                return _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.info(`${str(user.login)} is a bot: not heard.`);
            if (!(await heard(user))) {
                await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_1__/* .postComment */ .Gy)(octokit, repo, Number(pull.number), (0,_core_github_text_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .replyBody */ .Rl)(`review-${Number(review.id)}`, (0,_core_github_text_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .notHeardText */ .hy)(str(user.login)), ctx.runUrl));
                return _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.notice(`${str(user.login)} has no write access: answered, nothing done.`);
            }
            return wake(`a review requesting changes on ${str(head.ref)}`);
        }
        case 'pull_request': {
            const pull = obj(event.pull_request);
            if (!isSpecPull(pull, settings.branchPrefix, repo))
                return _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.info('Not a spec pull request.');
            // Reopened (GitHub lets only someone with write access, or its author, reopen one): the
            // hold its close put on the spec is lifted by the next run's commands job, which finds it
            // open, whoever reopened it; this only wakes that run now rather than at the next cron.
            if (event.action === 'reopened')
                return wake(`${str(obj(pull.head).ref)} was reopened`);
            if (event.action !== 'closed' || pull.merged !== true)
                return _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.info('Not a merged or reopened spec pull request: nothing to do.');
            return wake(`${str(obj(pull.head).ref)} was merged`);
        }
        default:
            _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.info(`Ralph does not listen to ${ctx.eventName ?? 'this event'}.`);
    }
}
function isSpecPull(pull, prefix, repo) {
    const head = obj(pull.head);
    return str(head.ref).startsWith(prefix) && str(obj(head.repo).full_name) === `${repo.owner}/${repo.repo}`;
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


/***/ })

};
