export const id = 6132;
export const ids = [6132];
export const modules = {

/***/ 1920:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Je: () => (/* binding */ mergePlans)
/* harmony export */ });
/* unused harmony exports dropUnfinishedDependencies, weave */
/* harmony import */ var _plan_basics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4929);
// Merging an incoming plan (an import now, plan mode's output later) into the plan that is
// already there. The incoming plan says WHAT to build (names, descriptions, criteria,
// dependencies); the existing plan says what HAPPENED (statuses, attempts, comments, timings)
// and holds what people added by hand (unknown keys, tuning, whole specs the source never had).
// So specs and tasks are matched by id, descriptive fields come from the incoming side,
// everything else stays, and nothing already in the plan is lost unless `prune` says so.

const TASK_RULES = {
    authoritative: new Set([
        'title',
        'description',
        'acceptanceCriteria',
        'dependsOn',
        'discipline',
        'feature',
        'contextFiles',
        'outputArtifacts',
        'hints',
    ]),
    override: new Set(['complexity', 'estimatedTurns']),
    state: new Set([
        'status',
        'comments',
        'attempts',
        'retryBudgetFrom',
        'startedAt',
        'blockedReason',
        'completedAt',
        'durationMs',
        'commit',
    ]),
};
const SPEC_RULES = {
    authoritative: new Set(['file', 'name', 'context', 'acceptanceCriteria']),
    override: new Set(['priority', 'tasks']),
    state: new Set(['status', 'issue']),
};
/** The keys an importer writes on a spec: a spec with no other key holds nothing a person added. */
const IMPORTED_SPEC_KEYS = new Set(['id', 'tasks', 'priority', ...SPEC_RULES.authoritative]);
/** Shared sections matched by `name`: incoming values win, keys only the existing entry has stay. */
const NAMED_SECTIONS = ['gates', 'disciplines', 'features'];
/**
 * Merges `incoming` into `existing` (pure: neither argument is changed). Existing specs and
 * tasks keep their ids, statuses, attempts, comments, timings and unknown keys, and their keys
 * keep their order; descriptive fields take the incoming values; new specs and tasks are added.
 * Order follows the incoming plan; an existing spec or task it does not mention stays after
 * the one it followed. A task may move to another spec and keeps its state. Specs the incoming
 * plan does not have at all are left alone (an import covers only what its source knows), except
 * one whose every task moved into an incoming spec and that records no status or issue of its own.
 */
function mergePlans(existing, incoming, opts = {}) {
    const inc = structuredClone(incoming);
    if (!existing) {
        return {
            plan: inc,
            added: inc.specs.flatMap((s) => s.tasks.map((t) => t.id)),
            kept: [],
            removed: [],
            warnings: [],
        };
    }
    const ex = structuredClone(existing);
    const added = [];
    const kept = [];
    const removed = [];
    const incomingTaskIds = new Set(inc.specs.flatMap((s) => s.tasks.map((t) => t.id)));
    const existingTasks = new Map();
    for (const spec of ex.specs)
        for (const task of spec.tasks)
            existingTasks.set(task.id, task);
    const existingSpecs = new Map(ex.specs.map((s) => [s.id, s]));
    const merged = new Map();
    const specGone = new Set();
    const goneWarnings = [];
    for (const spec of inc.specs) {
        const tasks = new Map();
        for (const task of spec.tasks) {
            const prev = existingTasks.get(task.id);
            if (prev)
                kept.push(task.id);
            else
                added.push(task.id);
            tasks.set(task.id, prev ? mergeObject(prev, task, TASK_RULES) : task);
        }
        const old = existingSpecs.get(spec.id);
        if (!old) {
            merged.set(spec.id, { ...spec, tasks: [...tasks.values()] });
            continue;
        }
        // Tasks that left this spec for another one are not "removed": they moved.
        const gone = old.tasks.filter((t) => !incomingTaskIds.has(t.id));
        removed.push(...gone.map((t) => t.id));
        if (!opts.prune)
            for (const t of gone)
                tasks.set(t.id, t);
        const order = weave(old.tasks.map((t) => t.id).filter((id) => tasks.has(id)), spec.tasks.map((t) => t.id));
        merged.set(spec.id, mergeObject(old, { ...spec, tasks: order.map((id) => tasks.get(id)) }, SPEC_RULES));
    }
    for (const spec of ex.specs) {
        if (merged.has(spec.id))
            continue;
        const left = spec.tasks.filter((t) => !incomingTaskIds.has(t.id));
        // Every task moved to an incoming spec (a source re-imported under new spec ids): the shell
        // that is left holds nothing to build, so it goes, said, unless it holds more than an import
        // writes (a status, an issue, a person's own keys).
        if (spec.tasks.length > 0 &&
            left.length === 0 &&
            Object.keys(spec).every((k) => IMPORTED_SPEC_KEYS.has(k))) {
            specGone.add(spec.id);
            goneWarnings.push(`spec "${spec.id}" removed: all its tasks moved to other specs (${spec.tasks.map((t) => t.id).join(', ')}); work on its branch, if any, is not merged by this`);
            continue;
        }
        merged.set(spec.id, { ...spec, tasks: left });
    }
    const specOrder = weave(ex.specs.map((s) => s.id).filter((id) => !specGone.has(id)), inc.specs.map((s) => s.id));
    const plan = {};
    for (const [key, value] of Object.entries(ex)) {
        if (key === 'specs')
            plan.specs = specOrder.map((id) => merged.get(id));
        else if (NAMED_SECTIONS.includes(key))
            plan[key] = mergeNamed(value, inc[key]);
        else
            plan[key] = value;
    }
    for (const [key, value] of Object.entries(inc))
        if (!(key in plan) && value !== undefined)
            plan[key] = value;
    const warnings = [...goneWarnings, ...dropUnfinishedDependencies(plan)];
    return { plan: plan, added, kept, removed, warnings };
}
/**
 * Statuses come from the existing plan and dependencies from the incoming one, so a task Ralph
 * already completed may now depend on a task that is not done (the source added a step, or
 * reordered by priority). No run can make that true again, and the work is done, so the rule
 * an import applies (importers' finishPlan) applies here against the merged statuses: the
 * dependency is dropped, with a warning naming both tasks. Changes `plan`; returns the warnings.
 */
function dropUnfinishedDependencies(plan) {
    const warnings = [];
    const status = new Map();
    for (const spec of plan.specs)
        for (const task of spec.tasks)
            status.set(task.id, task.status);
    for (const spec of plan.specs)
        for (const task of spec.tasks) {
            if (task.status !== 'completed' || !task.dependsOn)
                continue;
            const keep = task.dependsOn.filter((dep) => {
                const s = status.get(dep);
                if (s === undefined || (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .isDone */ .$L)(s))
                    return true;
                warnings.push(`task "${task.id}" is completed but its new dependency "${dep}" is ${s}; that dependency is dropped (the work is done, so it does not wait)`);
                return false;
            });
            if (keep.length === task.dependsOn.length)
                continue;
            if (keep.length > 0)
                task.dependsOn = keep;
            else
                delete task.dependsOn;
        }
    return warnings;
}
/** One object from two: the existing key order first, then keys only the incoming one has. */
function mergeObject(old, neu, rules) {
    const out = {};
    for (const [key, value] of Object.entries(old)) {
        if (rules.authoritative.has(key)) {
            if (neu[key] !== undefined)
                out[key] = neu[key];
        }
        else if (rules.override.has(key))
            out[key] = neu[key] !== undefined ? neu[key] : value;
        else
            out[key] = value;
    }
    for (const [key, value] of Object.entries(neu)) {
        if (key in old || value === undefined || rules.state.has(key))
            continue;
        out[key] = value;
    }
    return out;
}
function mergeNamed(old, neu) {
    if (!neu)
        return old;
    if (!old)
        return neu;
    const incoming = new Map(neu.map((e) => [e.name, e]));
    const out = old.map((e) => {
        const match = incoming.get(e.name);
        return match ? { ...e, ...match } : e;
    });
    const names = new Set(old.map((e) => e.name));
    for (const e of neu)
        if (!names.has(e.name))
            out.push(e);
    return out;
}
/**
 * The incoming order, with each item only the existing list has placed right after the item
 * it followed there (or first, when it led the list).
 */
function weave(existing, incoming) {
    const out = [...incoming];
    const present = new Set(incoming);
    existing.forEach((id, i) => {
        if (present.has(id))
            return;
        let at = 0;
        for (let j = i - 1; j >= 0; j--) {
            const k = out.indexOf(existing[j]);
            if (k >= 0) {
                at = k + 1;
                break;
            }
        }
        out.splice(at, 0, id);
        present.add(id);
    });
    return out;
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
