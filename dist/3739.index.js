export const id = 3739;
export const ids = [3739];
export const modules = {

/***/ 4323:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bn: () => (/* binding */ REMOTE),
/* harmony export */   C3: () => (/* binding */ mergeConflicts),
/* harmony export */   CJ: () => (/* binding */ treeChanges),
/* harmony export */   Md: () => (/* binding */ mergeTrees),
/* harmony export */   RZ: () => (/* binding */ pushLeased),
/* harmony export */   SC: () => (/* binding */ commitTree),
/* harmony export */   TB: () => (/* binding */ oneSpecCommit),
/* harmony export */   eL: () => (/* binding */ startCommit),
/* harmony export */   fI: () => (/* binding */ remoteSha),
/* harmony export */   g7: () => (/* binding */ treeOf),
/* harmony export */   m1: () => (/* binding */ taskCommitsBetween),
/* harmony export */   mQ: () => (/* binding */ TreeEditor),
/* harmony export */   r4: () => (/* binding */ fetchBranches),
/* harmony export */   wu: () => (/* binding */ mergeBase)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2807);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6689);
// The spec-branch git algorithm in one place (after create-pull-request's
// create-or-update-branch): the commit a task starts from (the base merged in the same way by
// the task job and the writer), merges as GitHub makes them (`git merge-tree`, no merge
// drivers), trees edited through a private index and commits made without a work tree, and
// pushes with a lease. The writer job (action/writer/) composes them; `ralph build` uses
// the work-tree ones.


const REMOTE = 'origin';
async function remoteSha(git, branch) {
    return git.revParse(`refs/remotes/${REMOTE}/${branch}`);
}
/** Fetches the given branches (and prunes deleted ones) into refs/remotes/origin/. */
async function fetchBranches(git, refspecs = ['+refs/heads/*:refs/remotes/origin/*']) {
    await git.exec(['fetch', '--quiet', '--prune', '--no-tags', REMOTE, ...refspecs]);
}
/**
 * Merges `baseTip` into the checked-out branch when it is not in it yet. A conflict is backed
 * out (the branch stays as it was) and reported as false; the spec's final squash onto the
 * base surfaces it for review.
 */
async function mergeBase(git, baseTip, baseName) {
    if (await git.try(['merge-base', '--is-ancestor', baseTip, 'HEAD']))
        return false;
    const r = await git.exec([
        '-c',
        `user.name=${_git_js__WEBPACK_IMPORTED_MODULE_1__/* .RALPH_IDENTITY */ .tn.name}`,
        '-c',
        `user.email=${_git_js__WEBPACK_IMPORTED_MODULE_1__/* .RALPH_IDENTITY */ .tn.email}`,
        'merge',
        '--quiet',
        '--no-edit',
        '-m',
        `Merge ${baseName} into the spec branch`,
        baseTip,
    ], { allowFailure: true });
    if (r.exitCode === 0)
        return true;
    await git.exec(['merge', '--abort'], { allowFailure: true });
    return false;
}
/** The first commit completing each task in `from..to` (the commits `ralph(spec): complete <task>`). */
async function taskCommitsBetween(git, from, to) {
    const map = new Map();
    const log = await git.out(['log', '--reverse', '--format=%H%x00%s', `${from}..${to}`]);
    for (const line of log.split('\n')) {
        const [sha, subject] = line.split('\0');
        const m = /^ralph\([^)]*\): complete (\S+)$/.exec(subject ?? '');
        if (sha && m && !map.has(m[1]))
            map.set(m[1], sha);
    }
    return map;
}
/** Environment that makes a commit's identity and dates fixed: the same inputs, the same sha. */
function commitEnv(identity = _git_js__WEBPACK_IMPORTED_MODULE_1__/* .RALPH_IDENTITY */ .tn, date) {
    return {
        GIT_AUTHOR_NAME: identity.name,
        GIT_AUTHOR_EMAIL: identity.email,
        GIT_COMMITTER_NAME: identity.name,
        GIT_COMMITTER_EMAIL: identity.email,
        ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
    };
}
/** A commit of `tree` with `parents`, made without a work tree; returns its sha. */
async function commitTree(git, tree, parents, message, opts = {}) {
    return (await git.exec(['commit-tree', tree, ...parents.flatMap((p) => ['-p', p]), '-F', '-'], {
        input: message.endsWith('\n') ? message : `${message}\n`,
        env: commitEnv(opts.identity, opts.date),
    })).stdout.trim();
}
/**
 * Merges two commits without a work tree (`git merge-tree --write-tree`, git's own merge with
 * no merge drivers, as GitHub merges): the merged tree, or the paths that conflict. The merge
 * base is git's own (`--merge-base` needs git 2.40): replaying a commit onto a branch that grew
 * from its parent is this merge, with that parent as the base.
 */
async function mergeTrees(git, ours, theirs) {
    const r = await git.exec(['merge-tree', '--write-tree', '--name-only', '--no-messages', ours, theirs], {
        allowFailure: true,
    });
    const lines = r.stdout.split('\n');
    if (r.exitCode === 0)
        return { tree: lines[0].trim(), conflicts: [] };
    if (r.exitCode === 1)
        return { conflicts: [...new Set(lines.slice(1).filter(Boolean))] };
    throw new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS(['merge-tree', ours, theirs], r);
}
/** The paths that conflict when `theirs` is merged into `ours` (none when it is in already). */
async function mergeConflicts(git, ours, theirs) {
    if (await git.try(['merge-base', '--is-ancestor', theirs, ours]))
        return [];
    return (await mergeTrees(git, ours, theirs)).conflicts;
}
/**
 * The commit a task starts from: `start` itself when it contains the base's tip, else the merge
 * of the base's tip into it, made without a work tree with a fixed identity, date and message,
 * so the task job and the writer job make the same commit from the same two. Throws when the
 * two conflict.
 */
async function startCommit(git, opts) {
    if (await git.try(['merge-base', '--is-ancestor', opts.baseSha, opts.start]))
        return { sha: opts.start, merged: false };
    const m = await mergeTrees(git, opts.start, opts.baseSha);
    if (m.tree === undefined)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`${opts.branch} conflicts with ${opts.base} in ${m.conflicts.join(', ')}; merge ${opts.base} into ${opts.branch} and resolve it.`);
    const times = await git.out(['show', '-s', '--format=%ct', opts.start, opts.baseSha]);
    const when = Math.max(...times.split('\n').map(Number));
    const sha = await commitTree(git, m.tree, [opts.start, opts.baseSha], `Merge ${opts.base} into ${opts.branch}`, { date: `@${when} +0000` });
    return { sha, merged: true };
}
async function treeChanges(git, from, to) {
    const out = (await git.exec(['diff-tree', '-r', '-z', '--no-renames', '--raw', from, to])).stdout;
    const parts = out.split('\0');
    const changes = [];
    for (let i = 0; i + 1 < parts.length; i += 2) {
        const meta = parts[i];
        if (!meta.startsWith(':'))
            continue;
        const [oldMode, newMode, , newSha, status] = meta.slice(1).split(' ');
        changes.push({ path: parts[i + 1], oldMode: oldMode, newMode: newMode, newSha, status: status });
    }
    return changes;
}
/**
 * A tree edited through a private index file, never a work tree: nothing of what is edited is
 * written where a program could run it, and no filter or hook of the repository runs.
 */
class TreeEditor {
    git;
    env;
    constructor(git, indexFile) {
        this.git = git;
        this.env = { GIT_INDEX_FILE: indexFile };
    }
    async read(treeish) {
        await this.git.exec(['read-tree', treeish], { env: this.env });
    }
    /** Applies a binary patch to the index; the error text when it does not apply. */
    async apply(patch) {
        const r = await this.git.exec(['apply', '--cached', '--binary', '--whitespace=nowarn', '-'], {
            input: patch,
            env: this.env,
            allowFailure: true,
        });
        return r.exitCode === 0 ? undefined : r.stderr.trim() || `git apply exited ${r.exitCode}`;
    }
    /** Writes a file's bytes into the index as a regular file. */
    async put(path, content) {
        const blob = (await this.git.exec(['hash-object', '-w', '--no-filters', '--stdin'], { input: content })).stdout.trim();
        await this.git.exec(['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`], {
            env: this.env,
        });
    }
    async write() {
        return (await this.git.exec(['write-tree'], { env: this.env })).stdout.trim();
    }
}
/**
 * Sets the remote's `branch` to `commit` only if it still is at `expected` (undefined: only if
 * it does not exist), so nobody's push is ever overwritten. False when the branch moved.
 */
async function pushLeased(git, branch, commit, expected) {
    const r = await git.exec([
        'push',
        '--quiet',
        '--porcelain',
        '--no-follow-tags',
        `--force-with-lease=refs/heads/${branch}:${expected ?? ''}`,
        REMOTE,
        `${commit}:refs/heads/${branch}`,
    ], { allowFailure: true });
    if (r.exitCode === 0) {
        await git.exec(['update-ref', `refs/remotes/${REMOTE}/${branch}`, commit]);
        return true;
    }
    if (/stale info|\[rejected\]|fetch first|non-fast-forward/.test(r.stdout + r.stderr))
        return false;
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`Could not push ${branch}: ${r.stderr.trim() || r.stdout.trim()}. Check that the job has \`contents: write\`.`);
}
/** The tree of a commit. */
async function treeOf(git, commit) {
    return git.out(['rev-parse', `${commit}^{tree}`]);
}
/** Whether `branchTip` is one commit on top of `parent` carrying the spec's trailer. */
async function oneSpecCommit(git, tip, specId) {
    const parents = (await git.out(['show', '-s', '--format=%P', tip])).split(' ').filter(Boolean);
    if (parents.length !== 1)
        return undefined;
    const message = (await git.exec(['show', '-s', '--format=%B', tip])).stdout;
    const spec = await git.out([
        'show',
        '-s',
        '--format=%(trailers:key=Ralph-Spec,valueonly,separator=%x2C)',
        tip,
    ]);
    const subject = message.split('\n', 1)[0] ?? '';
    // A task's commit carries the trailer too; a spec's commit is not `ralph(spec): ...`.
    if (spec.trim() !== specId || subject.startsWith(`ralph(${specId}):`))
        return undefined;
    return { parent: parents[0], message };
}


/***/ }),

/***/ 5399:
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

/***/ 1733:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ leftText),
/* harmony export */   $U: () => (/* binding */ resetRetryBudget),
/* harmony export */   D3: () => (/* binding */ toMatrix),
/* harmony export */   Gz: () => (/* binding */ DEFAULT_MAX_ATTEMPTS),
/* harmony export */   RF: () => (/* binding */ outputBytes),
/* harmony export */   _: () => (/* binding */ schedule),
/* harmony export */   _g: () => (/* binding */ DEFAULT_BRANCH_PREFIX),
/* harmony export */   cp: () => (/* binding */ taskLimits),
/* harmony export */   eH: () => (/* binding */ MATRIX_MAX_JOBS),
/* harmony export */   f: () => (/* binding */ SCHEDULE_OUTPUTS_BUDGET_BYTES),
/* harmony export */   jc: () => (/* binding */ countedAttempts),
/* harmony export */   nM: () => (/* binding */ matrixWithin),
/* harmony export */   rS: () => (/* binding */ planBudget),
/* harmony export */   x9: () => (/* binding */ attemptMaxCostUsd)
/* harmony export */ });
/* unused harmony exports STALE_MARGIN_MINUTES, JOB_TIMEOUT_ALLOWANCE_MINUTES, JOB_OUTPUTS_MAX_BYTES */
/* harmony import */ var _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6276);
/* harmony import */ var _artifact_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5399);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2807);
/* harmony import */ var _plan_basics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2479);
// The scheduler (docs/ARCHITECTURE.md#scheduling): a pure function from a plan, options and the current time to
// the ready set. Tasks of one spec share a branch, so they run one at a time; specs run in
// parallel. Ordered by spec priority (lower first), then plan order.





const DEFAULT_MAX_ATTEMPTS = 3;
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
            (agent.timeout !== undefined ? (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .durationMs */ .pc)(agent.timeout) / 60_000 : tier.timeoutMinutes),
    };
}
/** The plan's recorded cost against its budget: `maxCostUsd` (a command line's), else `budget.maxCostUsd`. */
function planBudget(plan, maxCostUsd = plan.budget?.maxCostUsd) {
    const uncounted = new Uncounted();
    for (const spec of plan.specs)
        for (const task of spec.tasks)
            uncounted.add(task);
    return budgetOf((0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .planCostUsd */ .FG)(plan), maxCostUsd, uncounted);
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
            if ((0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isUncounted */ .Eh)(a)) {
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
                spent: `the plan's cost budget is spent: ${(0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(spentUsd)} recorded of ${(0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(maxCostUsd)}; no task starts until the budget is raised`,
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
    const taskMax = (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .taskMaxCostUsd */ .TN)(plan, task);
    if (taskMax !== undefined)
        left.push(taskMax - (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .taskCostUsd */ .FJ)(task, true));
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
    const last = (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .lastAttempt */ .mh)(task);
    if (last)
        task.retryBudgetFrom = last.number;
    return counted > 0;
}
function startedAt(task) {
    const iso = task.startedAt ?? (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .lastAttempt */ .mh)(task)?.startedAt;
    if (!iso)
        return undefined;
    const t = Date.parse(iso);
    return Number.isNaN(t) ? undefined : t;
}
function schedule(plan, options = {}) {
    const now = (options.now ?? new Date()).getTime();
    const maxAttempts = options.maxAttempts ?? plan.agent?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const perSpec = options.perSpec ?? 1;
    const prefix = options.branchPrefix ?? DEFAULT_BRANCH_PREFIX;
    const overrides = { maxTurns: options.maxTurns, timeoutMinutes: options.timeoutMinutes };
    const route = (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .agentRouting */ .UN)(plan, options.agent);
    const baseStatus = options.baseStatus;
    // One pass over every task for what the rest needs of the whole plan: each task by id, the
    // counts, the recorded cost (planCostUsd's sum, in the same order) and whether each spec is
    // done. The plan's tasks are objects of many shapes, so each read of a field is slow-ish:
    // one pass instead of four.
    const byId = new Map();
    // Only with baseStatus: a dependency in another spec is then judged by the base branch.
    const specOf = baseStatus ? new Map() : undefined;
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
            if (!(0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(task.status))
                done = false;
            if (task.attempts) {
                spentUsd += (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .taskCostUsd */ .FJ)(task);
                uncounted.add(task);
            }
        }
        counts.total += spec.tasks.length;
        allDone.push(done);
    }
    const budget = budgetOf((0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .micro */ .LI)(spentUsd), options.maxCostUsd ?? plan.budget?.maxCostUsd, uncounted);
    const depStatus = (dep, specId) => baseStatus && specOf.get(dep) !== specId ? baseStatus.get(dep) : byId.get(dep)?.status;
    // "waits on a (pending), b (failed)": the dependencies from `first` on that are not done.
    const waitsOn = (deps, first, specId) => {
        let reason = 'waits on ';
        let named = 0;
        for (let i = first; i < deps.length; i++) {
            const d = deps[i];
            const status = depStatus(d, specId);
            if ((0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(status))
                continue;
            const unmerged = baseStatus && specOf.get(d) !== specId && byId.get(d)?.status === 'completed';
            reason += `${named++ > 0 ? ', ' : ''}${d} (${unmerged ? 'completed, not yet merged' : (status ?? 'unknown')})`;
        }
        return reason;
    };
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
        let slots = perSpec;
        const branch = `${prefix}${spec.id}`;
        // A live in_progress task holds its spec's slot.
        let live;
        for (const task of spec.tasks) {
            if (task.status !== 'in_progress')
                continue;
            const limits = taskLimits(task, overrides, route(task));
            const started = startedAt(task);
            const staleAfter = (limits.timeoutMinutes + STALE_MARGIN_MINUTES) * 60_000;
            // No start time (an import, a hand edit) or an old one: its job is gone, run it again.
            if (started !== undefined && now - started <= staleAfter) {
                live ??= new Set();
                live.add(task);
                slots--;
            }
        }
        for (const task of spec.tasks) {
            if ((0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(task.status))
                continue;
            // A person closed the spec's pull request without merging: nothing of it runs again until
            // a person reopens that pull request or writes `/ralph retry <spec>`.
            if (spec.status === 'held') {
                wait?.push(waitingTask(spec, task, spec.heldReason ? `held: ${spec.heldReason}` : 'held'));
                continue;
            }
            if (live?.has(task)) {
                wait?.push(waitingTask(spec, task, 'running'));
                continue;
            }
            let why;
            const used = countedAttempts(task);
            if (task.status === 'pending')
                why = used > 0 ? 'retry' : 'pending';
            else if (task.status === 'failed') {
                if (used >= maxAttempts) {
                    wait?.push(waitingTask(spec, task, `retry budget spent (${used}/${maxAttempts} attempts)`));
                    continue;
                }
                why = 'retry';
            }
            else if (task.status === 'in_progress')
                why = 'stale';
            else {
                wait?.push(waitingTask(spec, task, task.blockedReason ? `blocked: ${task.blockedReason}` : 'blocked'));
                continue;
            }
            // The first dependency that is not done, if any: the task waits on it, and on any later one.
            const deps = task.dependsOn ?? NONE;
            let first = 0;
            while (first < deps.length && (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(depStatus(deps[first], spec.id)))
                first++;
            if (first < deps.length) {
                wait?.push(waitingTask(spec, task, waitsOn(deps, first, spec.id)));
                continue;
            }
            if (options.task !== undefined && task.id !== options.task)
                continue;
            if (budget.spent) {
                wait?.push(waitingTask(spec, task, `plan budget spent (${(0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(budget.spentUsd)} of ${(0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(budget.maxCostUsd)})`));
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
                ready: readyTask({ spec, task, branch, why }, taskLimits(task, overrides, agent), agent),
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
const NONE = [];
/** A ready task as the schedule gives it: its limits and agent, its attempt, its retry context. */
function readyTask(at, limits, agent) {
    const last = (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .lastAttempt */ .mh)(at.task);
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
            artifact: (0,_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptArtifactName */ .tZ)(r.spec, r.task, r.attempt),
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


/***/ })

};
