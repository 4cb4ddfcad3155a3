export const id = 363;
export const ids = [363];
export const modules = {

/***/ 6793:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AQ: () => (/* binding */ runGates),
/* harmony export */   Rg: () => (/* binding */ runGate),
/* harmony export */   by: () => (/* binding */ gateLogName)
/* harmony export */ });
/* unused harmony exports DEFAULT_GATE_TIMEOUT_MS, failingGate */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _core_plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4115);
/* harmony import */ var _process_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7288);
// Quality gates (DESIGN.md C5): each gate's command runs through a shell with its own timeout;
// the result (exit code, duration, log tail) is what decides a task, never the agent's word.



const DEFAULT_GATE_TIMEOUT_MS = 15 * 60_000;
const GATE_TAIL_BYTES = 8 * 1024;
function gateLogName(name) {
    return `${name.replace(/[^A-Za-z0-9._-]+/g, '_')}.log`;
}
async function runGate(gate, opts) {
    const logPath = opts.logDir ? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(opts.logDir, gateLogName(gate.name)) : undefined;
    const r = await (0,_process_js__WEBPACK_IMPORTED_MODULE_2__/* .runProcess */ .R3)({
        file: '/bin/sh',
        args: ['-c', gate.command],
        cwd: opts.cwd,
        env: opts.env,
        timeoutMs: gate.timeout !== undefined ? (0,_core_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .durationMs */ .pc)(gate.timeout) : DEFAULT_GATE_TIMEOUT_MS,
        signal: opts.signal,
        logPath,
        tailBytes: GATE_TAIL_BYTES,
        runAs: opts.runAs,
    });
    let outputTail = r.tail;
    if (r.timedOut)
        outputTail += `\n[ralph: gate "${gate.name}" timed out after ${Math.round(r.durationMs / 1000)}s]`;
    if (r.spawnError)
        outputTail += `\n[ralph: could not start the shell: ${r.spawnError.message}]`;
    return {
        name: gate.name,
        command: gate.command,
        required: gate.required ?? true,
        passed: r.exitCode === 0 && !r.timedOut && r.interrupted === undefined,
        exitCode: r.exitCode,
        timedOut: r.timedOut,
        durationMs: r.durationMs,
        outputTail,
        logPath,
    };
}
/**
 * Runs gates in order. The first failing required gate stops the rest unless
 * `keepGoing`; an optional gate's failure is reported and the run goes on.
 */
async function runGates(gates, opts) {
    const results = [];
    for (const gate of gates) {
        if (opts.signal?.aborted)
            break;
        const r = await runGate(gate, opts);
        results.push(r);
        opts.onResult?.(r);
        if (!r.passed && r.required && !opts.keepGoing)
            break;
    }
    return results;
}
/** The first failing required gate, which is what a retry prompt is about. */
function failingGate(results) {
    return results.find((r) => !r.passed && r.required);
}


/***/ }),

/***/ 2:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* binding */ localPlanView),
  z: () => (/* binding */ readPlanView)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/core/merge.js
var merge = __webpack_require__(4194);
;// CONCATENATED MODULE: ./build/core/branches.js
// The plan as a workflow run sees it: the base branch's plan, with each spec's task state
// taken from that spec's branch when the branch exists (progress travels on the spec branch).

function overlaySpecBranches(base, branchPlans) {
    const baseStatus = new Map();
    for (const spec of base.specs)
        for (const task of spec.tasks)
            baseStatus.set(task.id, task.status);
    const fromBranch = new Set();
    const specs = base.specs.map((spec) => {
        const branchSpec = branchPlans.get(spec.id)?.specs.find((s) => s.id === spec.id);
        if (!branchSpec)
            return spec;
        fromBranch.add(spec.id);
        // Task state from the branch; what the base added or reworded since the branch began, from
        // the base (a task added to the spec on the base must not stay hidden behind an old branch).
        return (0,merge/* mergePlans */.J)({ specs: [branchSpec] }, { specs: [spec] }).plan.specs[0];
    });
    return { plan: { ...base, specs }, baseStatus, fromBranch };
}

// EXTERNAL MODULE: ./build/adapters/git.js
var adapters_git = __webpack_require__(6689);
// EXTERNAL MODULE: ./build/adapters/plan-file.js + 1 modules
var plan_file = __webpack_require__(8224);
// EXTERNAL MODULE: ./build/adapters/project-root.js
var project_root = __webpack_require__(2757);
;// CONCATENATED MODULE: ./build/adapters/plan-view.js
// The plan as a run sees it: the base branch's plan with each spec's entry taken from that
// spec's branch when the branch exists (DESIGN.md C6: progress travels on the spec branch).
// In a workflow the branches are the remote's (`refs/remotes/origin/`); locally, the
// repository's own (`refs/heads/`).






async function readPlanView(git, opts) {
    const base = opts.base ?? (0,plan_file/* parsePlanText */.uo)(opts.baseText, opts.baseName).plan;
    const refs = await git.out(['for-each-ref', '--format=%(refname)', `${opts.refs}${opts.branchPrefix}`]);
    const branches = new Map();
    const branchPlans = new Map();
    for (const ref of refs.split('\n').filter(Boolean)) {
        const branch = ref.slice(opts.refs.length);
        const specId = branch.slice(opts.branchPrefix.length);
        if (branch === opts.skip || !base.specs.some((s) => s.id === specId))
            continue;
        const text = await git.show(ref, opts.planFile);
        if (text === undefined)
            continue;
        branches.set(specId, branch);
        branchPlans.set(specId, (0,plan_file/* parsePlanText */.uo)(text, `${branch}:${opts.planFile}`).plan);
    }
    return { ...overlaySpecBranches(base, branchPlans), branches };
}
/**
 * `ralph status` and `ralph next` in a repository: the plan file as it is in the work tree,
 * with the entries of specs that have a local spec branch taken from there. Outside a git
 * repository (no `.git` beside the plan or above it), just the plan file: no git process.
 */
async function localPlanView(planPath, plan, branchPrefix) {
    const dir = (0,external_node_path_.dirname)(planPath);
    if (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)((0,project_root/* findProjectRoot */.pj)(dir), '.git')))
        return undefined;
    const git = new adapters_git/* Git */.TU(dir);
    const current = await git.currentBranch();
    if (current === undefined && !(await git.try(['rev-parse', '--verify', '--quiet', 'HEAD'])))
        return undefined;
    const view = await readPlanView(git, {
        planFile: `./${(0,external_node_path_.basename)(planPath)}`,
        baseText: '',
        base: plan,
        baseName: planPath,
        refs: 'refs/heads/',
        branchPrefix,
        skip: current,
    });
    return view.branches.size > 0 ? view : undefined;
}


/***/ }),

/***/ 2757:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PC: () => (/* binding */ resolvePlanPath),
/* harmony export */   pj: () => (/* binding */ findProjectRoot)
/* harmony export */ });
/* unused harmony export ROOT_MARKERS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
// Finding the project a command works on: the nearest directory, walking up from the
// current one, that holds a project marker (DESIGN.md C9).


const ROOT_MARKERS = ['.git', 'package.json', 'Cargo.toml', 'go.mod', 'pyproject.toml', 'mix.exs'];
/** The nearest ancestor of `from` (itself included) holding a marker, else `from`. */
function findProjectRoot(from) {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(from);
    for (;;) {
        if (ROOT_MARKERS.some((m) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, m))))
            return dir;
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (parent === dir)
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(from);
        dir = parent;
    }
}
/** The plan path: `--plan` as given (relative to cwd), else `implementation.json` at the project root. */
function resolvePlanPath(cwd, planOption) {
    if (planOption)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, planOption);
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(findProjectRoot(cwd), 'implementation.json');
}


/***/ }),

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
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6689);
// The spec-branch git algorithm in one place (after create-pull-request's
// create-or-update-branch): the commit a task starts from (the base merged in the same way by
// the task job and the writer), merges as GitHub makes them (`git merge-tree`, no merge
// drivers), trees edited through a private index and commits made without a work tree, and
// pushes with a lease. The writer job (action/finalize.ts) composes them; `ralph build` uses
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
        `user.name=${_git_js__WEBPACK_IMPORTED_MODULE_0__/* .RALPH_IDENTITY */ .tn.name}`,
        '-c',
        `user.email=${_git_js__WEBPACK_IMPORTED_MODULE_0__/* .RALPH_IDENTITY */ .tn.email}`,
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
function commitEnv(identity = _git_js__WEBPACK_IMPORTED_MODULE_0__/* .RALPH_IDENTITY */ .tn, date) {
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
    throw new _git_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .XS(['merge-tree', ours, theirs], r);
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
        throw new Error(`${opts.branch} conflicts with ${opts.base} in ${m.conflicts.join(', ')}; merge ${opts.base} into ${opts.branch} and resolve it.`);
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
    throw new Error(`Could not push ${branch}: ${r.stderr.trim() || r.stdout.trim()}. Check that the job has \`contents: write\`.`);
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

/***/ 363:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  buildCommand: () => (/* binding */ buildCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/adapters/plan-file.js + 1 modules
var plan_file = __webpack_require__(8224);
// EXTERNAL MODULE: ./build/adapters/process.js
var adapters_process = __webpack_require__(7288);
// EXTERNAL MODULE: ./build/adapters/project-root.js
var project_root = __webpack_require__(2757);
// EXTERNAL MODULE: ./build/core/report.js
var report = __webpack_require__(4486);
// EXTERNAL MODULE: ./build/core/schedule.js
var schedule = __webpack_require__(1733);
// EXTERNAL MODULE: ./build/adapters/agents/index.js + 6 modules
var agents = __webpack_require__(7741);
// EXTERNAL MODULE: ./build/adapters/gates.js
var adapters_gates = __webpack_require__(6793);
// EXTERNAL MODULE: ./build/adapters/git.js
var adapters_git = __webpack_require__(6689);
// EXTERNAL MODULE: ./build/adapters/plan-view.js + 1 modules
var plan_view = __webpack_require__(2);
// EXTERNAL MODULE: ./build/core/git-text.js
var git_text = __webpack_require__(8648);
;// CONCATENATED MODULE: ./build/adapters/progress-file.js
// A finished spec's progress entry in the work tree (`ralph build`): its own file,
// `progress/<spec-id>.md` (core/git-text.ts says why not one shared PROGRESS.md).



/** Writes the spec's progress file; returns its path relative to the root. */
function writeProgress(root, spec, finishedAt) {
    const rel = (0,git_text/* progressPath */.T3)(spec.id);
    const file = (0,external_node_path_.join)(root, rel);
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(file), { recursive: true });
    (0,external_node_fs_.writeFileSync)(file, (0,git_text/* progressEntry */.su)(spec, finishedAt));
    return rel;
}

// EXTERNAL MODULE: ./build/adapters/retry-file.js
var retry_file = __webpack_require__(526);
// EXTERNAL MODULE: ./build/adapters/spec-branch.js
var spec_branch = __webpack_require__(4323);
// EXTERNAL MODULE: ./build/core/attempt.js
var attempt = __webpack_require__(5983);
// EXTERNAL MODULE: ./build/core/plan.js
var core_plan = __webpack_require__(4115);
// EXTERNAL MODULE: ./build/core/prompt.js
var core_prompt = __webpack_require__(9842);
// EXTERNAL MODULE: ./build/core/retry.js
var core_retry = __webpack_require__(8216);
// EXTERNAL MODULE: ./build/engine/agent-env.js
var agent_env = __webpack_require__(3188);
// EXTERNAL MODULE: ./build/engine/attempt.js
var engine_attempt = __webpack_require__(4638);
// EXTERNAL MODULE: ./build/engine/claim.js
var claim = __webpack_require__(8111);
;// CONCATENATED MODULE: ./build/engine/build.js
// The local loop, `ralph build` (DESIGN.md C9): for each ready task in scheduler order, a
// prompt, one agent process, the check of its claim, the gates; on failure a retry with the
// failure injected, up to the budget; every attempt recorded in the plan and committed on the
// spec branch; when a spec's last task completes, its branch is squashed to one commit named
// after the spec and its progress entry is written (progress/<spec-id>.md). Ctrl-C puts the running task back to pending.



















class BuildError extends Error {
    name = 'BuildError';
}
const LOG_DIR = (0,external_node_path_.join)('.ralph', 'logs');
async function build(opts) {
    const git = new adapters_git/* Git */.TU(opts.root);
    const planFile = (0,external_node_path_.relative)(opts.root, opts.planPath);
    const emit = opts.onEvent ?? (() => { });
    const provider = (0,agents/* getProvider */.sO)(opts.provider);
    if (!(await git.try(['rev-parse', '--git-dir'])))
        throw new BuildError(`${opts.root} is not a git repository; run \`git init\` and commit the plan first`);
    await git.exclude('/.ralph/');
    const dirty = await git.changedPaths();
    if (dirty.length > 0)
        throw new BuildError(`the work tree has uncommitted changes (${dirty.slice(0, 3).join(', ')}${dirty.length > 3 ? ', ...' : ''}); commit or stash them first, so Ralph can tell the agent's work apart`);
    const startBranch = await git.currentBranch();
    if (!startBranch)
        throw new BuildError('HEAD is detached; check out a branch first');
    const maxAttempts = opts.maxAttempts ?? (0,plan_file/* loadPlan */.Yq)(opts.planPath).plan.agent?.maxAttempts ?? schedule/* DEFAULT_MAX_ATTEMPTS */.Gz;
    const protectedPaths = [...claim/* DEFAULT_PROTECTED_PATHS */.YX, ...(opts.protectedPaths ?? [])];
    const report = { tasks: [], specCommits: [], interrupted: false };
    /** The plan as the loop sees it: the start branch's, with each spec's entry from its branch. */
    const view = async () => {
        const baseText = await git.show(startBranch, planFile);
        if (baseText === undefined)
            throw new BuildError(`${planFile} is not committed on ${startBranch}; commit it first`);
        if (opts.branch === 'current')
            return { plan: (0,plan_file/* loadPlan */.Yq)(opts.planPath).plan, baseStatus: undefined };
        return (0,plan_view/* readPlanView */.z)(git, {
            planFile,
            baseText,
            baseName: `${startBranch}:${planFile}`,
            refs: 'refs/heads/',
            branchPrefix: opts.branchPrefix,
        });
    };
    let currentSpec;
    try {
        while (opts.maxTasks === undefined || report.tasks.length < opts.maxTasks) {
            if (opts.signal?.aborted)
                break;
            const v = await view();
            const s = (0,schedule/* schedule */._)(v.plan, { spec: opts.spec, task: opts.task, maxAttempts, baseStatus: v.baseStatus });
            // Finish the spec at hand before starting another: its commits stay together.
            const next = s.ready.find((r) => r.spec === currentSpec) ?? s.ready[0];
            if (!next)
                break;
            currentSpec = next.spec;
            if (opts.branch === 'spec') {
                await git.switchBranch(next.branch, startBranch);
                // Work merged into the start branch since (another spec's) belongs on this one too.
                await (0,spec_branch/* mergeBase */.wu)(git, startBranch, startBranch);
            }
            const status = await runTask(next);
            if (status === 'interrupted') {
                report.interrupted = true;
                break;
            }
            if (status === 'rate_limited') {
                report.stoppedBecause = 'the agent hit a rate limit; run `ralph build` again later to resume';
                break;
            }
        }
    }
    finally {
        // Back to where the user was; after an error the tree may be dirty, and that error is the news.
        if ((await git.currentBranch()) !== startBranch)
            await git.exec(['checkout', '--quiet', startBranch], { allowFailure: true });
    }
    return report;
    async function runTask(ready) {
        for (;;) {
            const { plan } = (0,plan_file/* loadPlan */.Yq)(opts.planPath);
            const found = (0,core_prompt/* findTask */.VX)(plan, ready.task);
            if (!found)
                throw new BuildError(`task ${ready.task} vanished from ${planFile}`);
            const number = (0,core_plan/* nextAttemptNumber */.oH)(found.task);
            emit({ type: 'task', spec: ready.spec, task: ready.task, attempt: number, branch: await branchName() });
            const retry = (0,retry_file/* readRetryFile */.L0)((0,external_node_path_.join)(opts.root, retry_file/* LOCAL_RETRY_DIR */.rF), ready.task, number - 1) ??
                (0,core_retry/* retryFromAttempt */.cc)(plan, found.task);
            const gates = plan.gates ?? [];
            const startedAt = new Date();
            await (0,plan_file/* updatePlan */.td)(opts.planPath, (p) => {
                const t = (0,core_prompt/* findTask */.VX)(p, ready.task).task;
                t.status = 'in_progress';
                t.startedAt = startedAt.toISOString();
            });
            const logDir = (0,external_node_path_.join)(opts.root, LOG_DIR, ready.task);
            (0,external_node_fs_.mkdirSync)(logDir, { recursive: true });
            const env = (0,agent_env/* agentEnv */.b)(opts.env, { spec: ready.spec, task: ready.task, attempt: number });
            const run = await (0,engine_attempt/* runAttemptAgent */.E)(git, {
                root: opts.root,
                plan,
                planPath: opts.planPath,
                planFile,
                taskId: ready.task,
                outputArtifacts: found.task.outputArtifacts ?? [],
                retry,
                provider,
                userCommand: opts.agentCommand,
                model: opts.model,
                maxTurns: ready.maxTurns,
                timeoutMs: ready.timeoutMinutes * 60_000,
                workDir: logDir,
                transcriptPath: (0,external_node_path_.join)(logDir, `attempt-${number}.log`),
                env,
                signal: opts.signal,
                onOutput: (text) => emit({ type: 'output', text }),
                guard: {
                    root: opts.root,
                    branch: await branchName(),
                    startSha: await git.head(),
                    planFile,
                    planPath: opts.planPath,
                    protectedPaths,
                },
            });
            const { agent } = run;
            emit({ type: 'agent', outcome: agent.outcome, durationMs: agent.durationMs, reason: agent.reason });
            for (const note of run.notes)
                emit({ type: 'note', text: note });
            if (agent.interrupted || opts.signal?.aborted) {
                // Back to the last commit: the plan says pending again, the agent's work is gone.
                await git.discardChanges();
                return 'interrupted';
            }
            const problems = [...run.problems];
            let gateResults = [];
            if (agent.outcome === 'done' && problems.length === 0) {
                gateResults = await (0,adapters_gates/* runGates */.AQ)(gates, {
                    cwd: opts.root,
                    env,
                    logDir: (0,external_node_path_.join)(logDir, `attempt-${number}-gates`),
                    signal: opts.signal,
                    onResult: (result) => emit({ type: 'gate', result }),
                });
                // The gates ran the agent's code: take the work tree back again before anything is committed.
                problems.push(...(await (0,engine_attempt/* reclaimAfterGates */.u)(git, run.guard)));
                if (opts.signal?.aborted) {
                    await git.discardChanges();
                    return 'interrupted';
                }
            }
            const { verdict } = (0,attempt/* concludeAttempt */.jp)({ agent, problems, gates: gateResults, expected: gates });
            const finishedAt = new Date();
            const meta = {
                startedAt: startedAt.toISOString(),
                finishedAt: finishedAt.toISOString(),
                durationMs: finishedAt.getTime() - startedAt.getTime(),
                turns: agent.turns,
                costUsd: agent.costUsd,
            };
            const spec = found.spec;
            if (verdict.outcome === 'passed') {
                const status = await (0,plan_file/* updatePlan */.td)(opts.planPath, (p) => (0,attempt/* recordAttempt */.fh)((0,core_prompt/* findTask */.VX)(p, ready.task).task, verdict, meta, maxAttempts));
                await git.commitAll((0,git_text/* taskCommitMessage */._s)(spec, found.task, 'complete'));
                emit({
                    type: 'attempt',
                    task: ready.task,
                    outcome: verdict.outcome,
                    status,
                    summary: verdict.summary,
                });
                report.tasks.push({ spec: spec.id, task: ready.task, status, attempts: number });
                await finishSpecIfDone(spec.id);
                return status;
            }
            // A failed attempt leaves nothing behind but its record: the next one starts clean.
            const diffSummary = await git.diffSummary();
            await git.discardChanges();
            const status = await (0,plan_file/* updatePlan */.td)(opts.planPath, (p) => (0,attempt/* recordAttempt */.fh)((0,core_prompt/* findTask */.VX)(p, ready.task).task, verdict, meta, maxAttempts));
            const context = (0,core_retry/* retryContextOf */.VU)(number, agent.outcome, verdict, agent.tail, diffSummary);
            (0,retry_file/* writeRetryFile */.oZ)((0,external_node_path_.join)(opts.root, retry_file/* LOCAL_RETRY_DIR */.rF), ready.task, context);
            await git.commitAll((0,git_text/* taskCommitMessage */._s)(spec, found.task, `attempt ${number} (${verdict.outcome}) of`));
            emit({ type: 'attempt', task: ready.task, outcome: verdict.outcome, status, summary: verdict.summary });
            if (verdict.outcome === 'rate_limited')
                return 'rate_limited';
            if (status !== 'failed') {
                report.tasks.push({ spec: spec.id, task: ready.task, status, attempts: number });
                return status;
            }
        }
    }
    async function branchName() {
        return (await git.currentBranch()) ?? 'HEAD';
    }
    /** When every task of the spec is done: its progress file, task commits in the plan, one commit. */
    async function finishSpecIfDone(specId) {
        const { plan } = (0,plan_file/* loadPlan */.Yq)(opts.planPath);
        const spec = plan.specs.find((s) => s.id === specId);
        if (!spec.tasks.every((t) => (0,core_plan/* isDone */.$L)(t.status)))
            return;
        const base = await specBase(spec);
        if (!base) {
            emit({
                type: 'note',
                text: `spec ${specId} is complete; its commits are not contiguous, so they were left as they are`,
            });
            return;
        }
        const commits = await (0,spec_branch/* taskCommitsBetween */.m1)(git, base, 'HEAD');
        const finishedAt = new Date().toISOString();
        await (0,plan_file/* updatePlan */.td)(opts.planPath, (p) => {
            const s = p.specs.find((x) => x.id === specId);
            s.status = 'completed';
            for (const t of s.tasks)
                if (!t.commit && commits.has(t.id))
                    t.commit = commits.get(t.id);
        });
        writeProgress(opts.root, (0,plan_file/* loadPlan */.Yq)(opts.planPath).plan.specs.find((x) => x.id === specId), finishedAt);
        await git.exec(['add', '-A']);
        const sha = await git.squashSince(base, (0,git_text/* specCommitMessage */._7)(spec));
        const branch = await branchName();
        report.specCommits.push({ spec: specId, branch, sha });
        emit({ type: 'spec-commit', spec: specId, branch, sha, title: spec.name ?? spec.id });
    }
    /** Where the spec's commits start: the fork point from the start branch, or (current-branch
     * mode) the parent of the first of the run of commits carrying this spec's trailer. */
    async function specBase(spec) {
        if (opts.branch === 'spec')
            return git.out(['merge-base', 'HEAD', startBranch]);
        const log = await git.out([
            'log',
            '--format=%H%x00%(trailers:key=Ralph-Spec,valueonly,separator=%x2C)',
            'HEAD',
        ]);
        let base;
        for (const line of log.split('\n')) {
            const [sha, trailer] = line.split('\0');
            if (sha && trailer?.trim() !== spec.id) {
                base = sha;
                break;
            }
        }
        // Every commit of the run must be this spec's (it is, by construction of the loop above).
        return base;
    }
}

// EXTERNAL MODULE: ./build/cli/command.js
var command = __webpack_require__(3192);
;// CONCATENATED MODULE: ./build/cli/progress.js
const OUTPUT_LINES = 5;
const ICONS = { completed: '✔', blocked: '⛔', failed: '✖', pending: '…' };
function createProgress(write, live) {
    let current;
    let lines = [];
    let partial = '';
    let drawn = 0;
    let timer;
    const takeOutput = (text) => {
        const parts = (partial + text).split('\n');
        partial = parts.pop() ?? '';
        for (const p of parts)
            if (p.trim())
                lines.push(p);
        if (lines.length > OUTPUT_LINES)
            lines = lines.slice(-OUTPUT_LINES);
    };
    const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;
    const width = () => Math.max(40, (process.stdout.columns ?? 100) - 1);
    /** Live mode: what is done stays printed; only the block of the running task is redrawn. */
    const draw = (done = []) => {
        let out = drawn > 0 ? `\x1b[${drawn}F\x1b[J` : '';
        for (const line of done)
            out += `${line}\n`;
        const block = [];
        if (current) {
            block.push(`▶ ${current.label}  ${seconds(Date.now() - current.started)}`.slice(0, width()));
            for (const l of lines)
                block.push(`  │ ${l}`.slice(0, width()));
        }
        for (const line of block)
            out += `${line}\n`;
        process.stdout.write(out);
        drawn = block.length;
    };
    const say = (text) => {
        if (live)
            draw([text]);
        else
            write(text);
    };
    return {
        event(e) {
            switch (e.type) {
                case 'task':
                    current = { label: `${e.spec}/${e.task} attempt ${e.attempt} on ${e.branch}`, started: Date.now() };
                    lines = [];
                    partial = '';
                    if (live) {
                        timer ??= setInterval(draw, 250);
                        draw();
                    }
                    else
                        write(`▶ ${current.label}`);
                    break;
                case 'output':
                    takeOutput(e.text);
                    break;
                case 'agent': {
                    const last = lines.slice(-3).map((l) => `  │ ${l}`.slice(0, width()));
                    const summary = `  agent: ${e.outcome} in ${seconds(e.durationMs)}${e.reason ? ` (${e.reason.split('\n')[0]})` : ''}`;
                    if (live && current) {
                        // The agent's part is done: it stays on screen; the block now follows the gates.
                        const label = current.label;
                        current = { label: `${label}: gates`, started: Date.now() };
                        lines = [];
                        draw([`▶ ${label}`, ...last, summary]);
                    }
                    else {
                        for (const l of last)
                            write(l);
                        write(summary);
                    }
                    break;
                }
                case 'gate':
                    say(`  gate ${e.result.name}: ${e.result.passed ? 'passed' : `failed (exit ${e.result.exitCode ?? 'none'})`} in ${seconds(e.result.durationMs)}`);
                    break;
                case 'attempt':
                    current = undefined;
                    say(`  ${ICONS[e.status] ?? '·'} ${e.task}: ${e.outcome} -> ${e.status}${e.outcome === 'passed' ? '' : `: ${e.summary.split('\n')[0]}`}`);
                    break;
                case 'spec-commit':
                    say(`✔ spec ${e.spec}: one commit ${e.sha.slice(0, 7)} "${e.title}" on ${e.branch}`);
                    break;
                case 'note':
                    say(`  note: ${e.text}`);
                    break;
            }
        },
        done() {
            if (timer)
                clearInterval(timer);
            timer = undefined;
            if (live && current)
                draw();
        },
    };
}

;// CONCATENATED MODULE: ./build/cli/build.js










const buildCommand = {
    name: 'build',
    summary: 'run the tasks locally',
    usage: `[--agent PROVIDER] [--agent-command CMD] [--spec ID] [--task ID] [--max-tasks N]
       [--branch spec|current] [--branch-prefix P] [--dry-run] [--plan PATH]

Runs the ready tasks one by one: a focused prompt, one agent process per task, the
plan's gates; a failure is retried with its output injected into the prompt, up to
the retry budget. Every attempt is recorded in the plan and committed on the spec's
branch; when a spec's last task completes, its branch gets one commit named after the
spec and progress/<spec-id>.md its entry. Ctrl-C puts the running task back to pending; run
again to resume. Logs go to .ralph/logs/.

      --agent PROVIDER      claude, codex, gemini, opencode or command
                            (default: the plan's agent.provider, else claude)
      --agent-command CMD   for --agent command: the command line; the prompt
                            arrives on stdin (default: the plan's agent.command)
      --model NAME          the model to ask the agent for
      --spec ID             only tasks of this spec
      --task ID             only this task
      --max-tasks N         stop after N tasks completed or blocked
      --max-attempts N      attempts per task before it is blocked (default 3)
      --branch MODE         spec: one branch per spec, ralph/<spec-id> (default);
                            current: commit on the current branch
      --branch-prefix P     spec branches are P<spec-id> (default: ralph/)
      --protect PATH        a path the agent may not change (repeatable;
                            .github/ and the plan are always protected)
      --dry-run             show what would run, run nothing
${command/* PLAN_USAGE */.YG}`,
    options: {
        ...command/* PLAN_OPTION */.w,
        ...command/* BRANCH_PREFIX_OPTION */.WH,
        agent: { type: 'string' },
        'agent-command': { type: 'string' },
        model: { type: 'string' },
        spec: { type: 'string' },
        task: { type: 'string' },
        'max-tasks': { type: 'string' },
        'max-attempts': { type: 'string' },
        branch: { type: 'string' },
        protect: { type: 'string', multiple: true },
        'dry-run': { type: 'boolean' },
    },
    async run(ctx) {
        const planPath = (0,project_root/* resolvePlanPath */.PC)(ctx.cwd, (0,command/* stringOption */.Pp)(ctx, 'plan'));
        const { plan } = (0,plan_file/* loadPlan */.Yq)(planPath);
        const branch = (0,command/* stringOption */.Pp)(ctx, 'branch') ?? 'spec';
        if (branch !== 'spec' && branch !== 'current')
            throw new command/* UsageError */.eb(`--branch must be "spec" or "current", got "${branch}"`);
        const provider = (0,command/* stringOption */.Pp)(ctx, 'agent') ?? plan.agent?.provider ?? 'claude';
        const agentCommand = (0,command/* stringOption */.Pp)(ctx, 'agent-command') ?? plan.agent?.command;
        if (provider === 'command' && !agentCommand)
            throw new command/* UsageError */.eb('--agent command needs --agent-command CMD (or agent.command in the plan)');
        const maxAttempts = (0,command/* intOption */.dP)(ctx, 'max-attempts');
        const spec = (0,command/* stringOption */.Pp)(ctx, 'spec');
        const task = (0,command/* stringOption */.Pp)(ctx, 'task');
        if (ctx.values['dry-run']) {
            const s = (0,schedule/* schedule */._)(plan, { spec, task, maxAttempts });
            if (s.ready.length === 0)
                ctx.out('Nothing is ready to run. `ralph status` shows what each task waits on.');
            else
                ctx.out(`Would run, in this order (then whatever they unblock):\n${(0,report/* textTable */.ed)((0,report/* readyRows */.t0)(s.ready))}`);
            return 0;
        }
        const root = (0,project_root/* findProjectRoot */.pj)((0,external_node_path_.dirname)(planPath));
        const logPath = (0,external_node_path_.join)(root, '.ralph', 'logs', 'build.log');
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(logPath), { recursive: true });
        const log = (0,external_node_fs_.createWriteStream)(logPath, { flags: 'a' });
        const progress = createProgress(ctx.out, process.stdout.isTTY === true && !ctx.env.CI);
        const controller = new AbortController();
        // Ctrl-C, a kill, or the terminal closing: stop cleanly (the running task back to pending).
        const onStop = () => {
            ctx.err('\nralph: stopping; the running task goes back to pending (Ctrl-C again to force)');
            controller.abort();
            for (const sig of adapters_process/* STOP_SIGNALS */.nW)
                process.off(sig, onStop);
        };
        for (const sig of adapters_process/* STOP_SIGNALS */.nW)
            process.on(sig, onStop);
        try {
            const report = await build({
                root,
                planPath,
                provider,
                agentCommand,
                model: (0,command/* stringOption */.Pp)(ctx, 'model') ?? plan.agent?.model,
                spec,
                task,
                maxTasks: (0,command/* intOption */.dP)(ctx, 'max-tasks'),
                maxAttempts,
                branch,
                branchPrefix: (0,command/* stringOption */.Pp)(ctx, 'branch-prefix') ?? schedule/* DEFAULT_BRANCH_PREFIX */._g,
                protectedPaths: ctx.values.protect ?? [],
                env: ctx.env,
                signal: controller.signal,
                onEvent: (e) => {
                    if (e.type !== 'output')
                        log.write(`${new Date().toISOString()} ${JSON.stringify(e)}\n`);
                    progress.event(e);
                },
            });
            progress.done();
            const completed = report.tasks.filter((t) => t.status === 'completed').length;
            const blocked = report.tasks.filter((t) => t.status === 'blocked').length;
            ctx.out(`\n${report.tasks.length === 0 && !report.interrupted ? 'No task was ready.' : `${completed} task(s) completed, ${blocked} blocked.`}` +
                (report.specCommits.length > 0
                    ? `\nSpec commits: ${report.specCommits.map((c) => `${c.branch} ${c.sha.slice(0, 7)}`).join(', ')}`
                    : '') +
                (report.interrupted
                    ? '\nInterrupted: the running task is pending again; run `ralph build` to resume.'
                    : '') +
                (report.stoppedBecause ? `\nStopped: ${report.stoppedBecause}` : '') +
                `\nLogs: ${(0,external_node_path_.join)('.ralph', 'logs')}/`);
            return report.interrupted ? 130 : blocked > 0 ? 1 : 0;
        }
        catch (e) {
            progress.done();
            if (e instanceof BuildError)
                throw new command/* UsageError */.eb(e.message);
            throw e;
        }
        finally {
            for (const sig of adapters_process/* STOP_SIGNALS */.nW)
                process.off(sig, onStop);
            log.end();
        }
    },
};


/***/ }),

/***/ 5983:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fh: () => (/* binding */ recordAttempt),
/* harmony export */   jp: () => (/* binding */ concludeAttempt)
/* harmony export */ });
/* unused harmony exports SUMMARY_LIMIT, clip, judgeAttempt */
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4115);
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1733);
// Deciding an attempt and writing it into the plan (DESIGN.md C4, C5): the agent's word, the
// check of its done claim and the gate results become one outcome; the task's status follows
// from that outcome and the retry budget. Pure: the same for `ralph build` and for `record`.


const SUMMARY_LIMIT = 1_500;
function clip(text, limit = SUMMARY_LIMIT) {
    const t = text.trim();
    return t.length <= limit ? t : `…${t.slice(t.length - limit + 1)}`;
}
/** The outcome of one attempt, from the agent's result, problems with its done claim, and the gates. */
function judgeAttempt(agent, claimProblems, gates) {
    if (agent.interrupted)
        return { outcome: 'interrupted', summary: 'interrupted before the attempt finished' };
    switch (agent.outcome) {
        case 'rate_limited':
            return {
                outcome: 'rate_limited',
                summary: clip(`the agent hit a rate limit: ${agent.reason ?? 'no detail'}`),
            };
        case 'blocked':
            return { outcome: 'blocked', summary: clip(agent.reason ?? 'the agent reported the task blocked') };
        case 'timeout':
            return { outcome: 'timeout', summary: clip(agent.reason ?? 'the agent ran out of time') };
        case 'crashed':
            return {
                outcome: 'crashed',
                summary: clip(`the agent exited without finishing: ${agent.reason ?? 'no detail'}`),
            };
        case 'no_marker':
            return {
                outcome: 'no_marker',
                summary: 'the agent stopped without printing <TASK_DONE> or <TASK_BLOCKED reason="...">',
            };
        case 'done':
            break;
    }
    if (claimProblems.length > 0)
        return { outcome: 'rejected', summary: clip(claimProblems.join('; ')) };
    const failed = gates.find((g) => g.required && !g.passed);
    if (failed) {
        return {
            outcome: 'gate_failed',
            gate: failed,
            summary: clip(`gate "${failed.name}" (\`${failed.command}\`) exited ${failed.exitCode ?? 'without a code'}:\n${failed.outputTail}`),
        };
    }
    return {
        outcome: 'passed',
        summary: gates.length > 0 ? `gates passed: ${gates.map((g) => g.name).join(', ')}` : 'done',
    };
}
/**
 * Appends the attempt to the task and sets its status: completed, blocked (by the agent or a
 * spent budget), failed (retry later), or pending again (rate limit, interruption).
 */
function recordAttempt(task, verdict, meta, maxAttempts) {
    const attempts = task.attempts ?? [];
    const attempt = {
        number: (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .nextAttemptNumber */ .oH)(task),
        startedAt: meta.startedAt,
        finishedAt: meta.finishedAt,
        outcome: verdict.outcome,
        ...(verdict.gate ? { gate: verdict.gate.name } : {}),
        summary: verdict.summary,
        ...(meta.durationMs !== undefined ? { durationMs: meta.durationMs } : {}),
        ...(meta.turns !== undefined ? { turns: meta.turns } : {}),
        ...(meta.costUsd !== undefined ? { costUsd: meta.costUsd } : {}),
        ...(meta.runUrl ? { runUrl: meta.runUrl } : {}),
        ...(meta.artifact ? { artifact: meta.artifact } : {}),
    };
    task.attempts = [...attempts, attempt];
    delete task.startedAt;
    let status;
    switch (verdict.outcome) {
        case 'passed':
            status = 'completed';
            task.completedAt = meta.finishedAt;
            task.durationMs = task.attempts.reduce((n, a) => n + (a.durationMs ?? 0), 0);
            delete task.blockedReason;
            break;
        case 'blocked':
            status = 'blocked';
            task.blockedReason = verdict.summary;
            break;
        case 'rate_limited':
        case 'interrupted':
            status = 'pending';
            break;
        default:
            if ((0,_schedule_js__WEBPACK_IMPORTED_MODULE_1__/* .countedAttempts */ .jc)(task) >= maxAttempts) {
                status = 'blocked';
                task.blockedReason = `retry budget spent (${(0,_schedule_js__WEBPACK_IMPORTED_MODULE_1__/* .countedAttempts */ .jc)(task)} of ${maxAttempts} attempts); last: ${firstLine(verdict.summary)}`;
            }
            else
                status = 'failed';
    }
    task.status = status;
    return status;
}
function firstLine(text) {
    return text.split('\n', 1)[0].slice(0, 300);
}
/**
 * The verdict of one attempt, the same for `ralph build` and for the writer job: the agent's
 * outcome, the problems with its claim, and the gates, where a required gate that never ran
 * (no step for it in the workflow, say) counts as failed.
 */
function concludeAttempt(input) {
    const gates = [...input.gates];
    const claimHolds = input.agent.outcome === 'done' && input.problems.length === 0;
    if (claimHolds && !gates.some((g) => g.required && !g.passed)) {
        for (const g of input.expected ?? []) {
            if (g.required === false || gates.some((r) => r.name === g.name))
                continue;
            gates.push({
                name: g.name,
                command: g.command,
                required: true,
                passed: false,
                exitCode: null,
                outputTail: `gate "${g.name}" did not run: the job has no step for it (\`ralph init --check\` finds this)`,
            });
        }
    }
    return { verdict: judgeAttempt(input.agent, input.problems, gates), gates };
}


/***/ }),

/***/ 8648:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T3: () => (/* binding */ progressPath),
/* harmony export */   _7: () => (/* binding */ specCommitMessage),
/* harmony export */   _s: () => (/* binding */ taskCommitMessage),
/* harmony export */   su: () => (/* binding */ progressEntry)
/* harmony export */ });
function taskCommitMessage(spec, task, what) {
    return `ralph(${spec.id}): ${what} ${task.id}\n\n${task.title ?? task.description}\n\nRalph-Spec: ${spec.id}\nRalph-Task: ${task.id}\n`;
}
/** One commit per spec: named after the spec, the tasks listed in the body, trailers at the end. */
function specCommitMessage(spec) {
    const title = spec.name ?? spec.id;
    const lines = spec.tasks.map((t) => `- ${t.id}: ${firstLine(t.title ?? t.description)}`);
    const trailers = [`Ralph-Spec: ${spec.id}`, ...spec.tasks.map((t) => `Ralph-Task: ${t.id}`)];
    return `${title}\n\n${lines.join('\n')}\n\n${trailers.join('\n')}\n`;
}
/**
 * Where a finished spec's progress entry goes: a file of its own, `progress/<spec-id>.md`. One
 * shared PROGRESS.md that every spec appends to cannot work: GitHub's merge button ignores
 * merge drivers, so two spec pull requests appending at the same place always conflict.
 */
function progressPath(specId) {
    return `progress/${specId}.md`;
}
/** The progress entry written when a spec's last task completes. */
function progressEntry(spec, finishedAt) {
    const lines = [`# ${spec.name ?? spec.id} (\`${spec.id}\`)`, '', `Completed ${finishedAt}.`, ''];
    for (const t of spec.tasks) {
        const attempts = t.attempts?.length ?? 0;
        lines.push(`- [x] ${t.id}: ${firstLine(t.title ?? t.description)} (${attempts} attempt${attempts === 1 ? '' : 's'})`);
    }
    return `${lines.join('\n')}\n`;
}
function firstLine(text) {
    return text.split('\n', 1)[0].trim();
}


/***/ }),

/***/ 4194:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ mergePlans)
/* harmony export */ });
/* unused harmony export weave */
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
/** Shared sections matched by `name`: incoming values win, keys only the existing entry has stay. */
const NAMED_SECTIONS = ['gates', 'disciplines', 'features'];
/**
 * Merges `incoming` into `existing` (pure: neither argument is changed). Existing specs and
 * tasks keep their ids, statuses, attempts, comments, timings and unknown keys, and their keys
 * keep their order; descriptive fields take the incoming values; new specs and tasks are added.
 * Order follows the incoming plan; an existing spec or task it does not mention stays after
 * the one it followed. A task may move to another spec and keeps its state. Specs the incoming
 * plan does not have at all are left alone (an import covers only what its source knows).
 */
function mergePlans(existing, incoming, opts = {}) {
    const inc = structuredClone(incoming);
    if (!existing) {
        return { plan: inc, added: inc.specs.flatMap((s) => s.tasks.map((t) => t.id)), kept: [], removed: [] };
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
        merged.set(spec.id, { ...spec, tasks: spec.tasks.filter((t) => !incomingTaskIds.has(t.id)) });
    }
    const specOrder = weave(ex.specs.map((s) => s.id), inc.specs.map((s) => s.id));
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
    return { plan: plan, added, kept, removed };
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

/***/ 8826:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IP: () => (/* binding */ patchRefusals),
/* harmony export */   YX: () => (/* binding */ DEFAULT_PROTECTED_PATHS),
/* harmony export */   bz: () => (/* binding */ isProtected)
/* harmony export */ });
// What an attempt's change may not touch (DESIGN.md C7). The writer job applies a patch that
// came from a job running untrusted code; these rules decide, from git's own list of what the
// patch changes, whether it is refused. Pure: the writer and the tests share them.
const DEFAULT_PROTECTED_PATHS = ['.github/'];
/** Whether `path` is one of `protectedPaths` (`dir/` for a folder, else a file or a folder). */
function isProtected(path, protectedPaths) {
    return protectedPaths.some((p) => {
        const prefix = p.replace(/^\.\//, '');
        return prefix.endsWith('/')
            ? path.startsWith(prefix) || `${path}/` === prefix
            : path === prefix || path.startsWith(`${prefix}/`);
    });
}
/** Files whose content changes how git itself behaves in every later clone. */
const GIT_CONTROL_FILES = new Set(['.gitmodules', '.gitattributes']);
/** Why the change is refused, one sentence per refused path; empty when it may be applied. */
function patchRefusals(changes, rules) {
    const out = [];
    for (const c of changes) {
        const name = c.path.split('/').at(-1) ?? c.path;
        const why = c.path === rules.planFile
            ? 'the plan file is written by Ralph alone'
            : c.path.split('/').some((seg) => seg.toLowerCase() === '.git')
                ? 'a path inside .git'
                : isProtected(c.path, rules.protectedPaths)
                    ? 'a protected path'
                    : GIT_CONTROL_FILES.has(name.toLowerCase())
                        ? `${name} changes how git treats the repository`
                        : c.newMode === '120000'
                            ? 'a symbolic link'
                            : c.newMode === '160000'
                                ? 'a submodule (gitlink)'
                                : rules.maxFileBytes !== undefined && (c.size ?? 0) > rules.maxFileBytes
                                    ? `a file of ${Math.round((c.size ?? 0) / 1048576)} MB, over the ${Math.round(rules.maxFileBytes / 1048576)} MB GitHub takes`
                                    : undefined;
        if (why)
            out.push(`the change to ${c.path} is refused: ${why}`);
    }
    return out;
}


/***/ }),

/***/ 4486:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J7: () => (/* binding */ countsLine),
/* harmony export */   Mj: () => (/* binding */ scheduleSummary),
/* harmony export */   O5: () => (/* binding */ statusRows),
/* harmony export */   Qj: () => (/* binding */ markdownTable),
/* harmony export */   dB: () => (/* binding */ unblockHints),
/* harmony export */   ed: () => (/* binding */ textTable),
/* harmony export */   eg: () => (/* binding */ unblockText),
/* harmony export */   t0: () => (/* binding */ readyRows)
/* harmony export */ });
/* unused harmony exports STATUS_ICONS, shellWord */
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
            r.timeoutMinutes >= 1 ? `${Math.round(r.timeoutMinutes)}m` : `${Math.round(r.timeoutMinutes * 60)}s`,
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
/** A word a shell passes on as it is: quoted only when it has to be. */
function shellWord(text) {
    return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
/**
 * One hint per blocked task. `args` are the options the commands need beyond the task
 * (`--plan PATH`, `--branch-prefix P`), as the person typed them for this command.
 */
function unblockHints(plan, args = []) {
    const extra = args.map((a) => ` ${shellWord(a)}`).join('');
    const hints = [];
    for (const spec of plan.specs)
        for (const task of spec.tasks) {
            if (task.status !== 'blocked')
                continue;
            const id = shellWord(task.id);
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
    if (s.ready.length > 0) {
        parts.push('### Ready now', '', markdownTable(readyRows(s.ready)), '');
    }
    else
        parts.push('Nothing is ready to run.', '');
    parts.push('### Plan', '', markdownTable(statusRows(plan, s, true)), '');
    return parts.join('\n');
}


/***/ }),

/***/ 4638:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ runAttemptAgent),
/* harmony export */   u: () => (/* binding */ reclaimAfterGates)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _adapters_agents_runner_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7704);
/* harmony import */ var _adapters_context_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8248);
/* harmony import */ var _core_prompt_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9842);
/* harmony import */ var _claim_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8111);
// One attempt at a task, the part `ralph build` and the CI task job share (DESIGN.md C3, C4):
// the prompt (with the previous failure injected), the MCP configuration, one agent process
// under the task's limits, the work tree taken back from it, and the check of its done claim.
// The gates run after it (in-process locally, one workflow step each in CI), and the verdict is
// core/attempt.ts's concludeAttempt. The two shells differ only in how state travels.






/** Writes the prompt, runs the agent, takes the work tree back and checks a done claim. */
async function runAttemptAgent(git, o) {
    const reader = (0,_adapters_context_files_js__WEBPACK_IMPORTED_MODULE_3__/* .createRepoReader */ .wA)(o.root);
    const prompt = o.retry
        ? (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_4__/* .generateRetryPrompt */ .Gl)(o.plan, o.taskId, reader, o.retry, { planFile: o.planFile })
        : (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_4__/* .generateTaskPrompt */ .Jk)(o.plan, o.taskId, reader, { planFile: o.planFile });
    const guard = {
        ...o.guard,
        planBefore: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(o.planPath),
        // What was changed before the agent ran (a setup step) is not the agent's work.
        changedBefore: o.guard.changedBefore ?? new Set(await git.changedPaths()),
    };
    const mcp = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_4__/* .mcpConfig */ .nX)(o.plan, o.taskId);
    const mcpConfigPath = mcp ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(o.workDir, 'mcp.json') : undefined;
    if (mcp && mcpConfigPath)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(mcpConfigPath, `${JSON.stringify(mcp, null, 2)}\n`);
    const agent = await (0,_adapters_agents_runner_js__WEBPACK_IMPORTED_MODULE_2__/* .runAgent */ .JN)({
        provider: o.provider,
        prompt,
        cwd: o.root,
        limits: { maxTurns: o.maxTurns, timeoutMs: o.timeoutMs, model: o.model, mcpConfigPath },
        transcriptPath: o.transcriptPath,
        env: o.env,
        userCommand: o.userCommand,
        signal: o.signal,
        onOutput: o.onOutput,
        runAs: o.runAs,
    });
    const reclaimed = await (0,_claim_js__WEBPACK_IMPORTED_MODULE_5__/* .reclaimWorkTree */ .XJ)(git, guard);
    const problems = agent.outcome === 'done' && !agent.interrupted ? (0,_claim_js__WEBPACK_IMPORTED_MODULE_5__/* .claimProblems */ .Lu)(o.root, reclaimed, o.outputArtifacts) : [];
    return { prompt, agent, guard, changed: reclaimed.changed, problems, notes: reclaimed.notes };
}
/** After the gates ran the agent's code: the work tree taken back again, and what was refused. */
async function reclaimAfterGates(git, guard) {
    return (await (0,_claim_js__WEBPACK_IMPORTED_MODULE_5__/* .reclaimWorkTree */ .XJ)(git, guard)).problems.map((p) => `a gate ${p}`);
}


/***/ }),

/***/ 8111:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lu: () => (/* binding */ claimProblems),
/* harmony export */   XJ: () => (/* binding */ reclaimWorkTree),
/* harmony export */   YX: () => (/* reexport safe */ _core_patch_rules_js__WEBPACK_IMPORTED_MODULE_3__.YX)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8224);
/* harmony import */ var _core_patch_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8826);
// Checking an agent's done claim against the work tree (DESIGN.md C4, C7): no change at all,
// a change to the plan or to protected paths, or a missing output artifact means not done.
// The plan file, protected paths and the branch are put back either way: the agent's edits
// there are refused, never committed.





/**
 * Takes the work tree back after untrusted code ran (the agent, or gates running its code):
 * HEAD on the attempt's branch at its start commit (commits the agent made are undone, their
 * changes kept for the checks), the plan file as it was before the agent, and protected paths
 * as at the start commit. Called after the agent and again right before Ralph commits, so no
 * edit to the plan, `.github/` or other protected paths is ever committed.
 */
async function reclaimWorkTree(git, g) {
    const problems = [];
    const notes = [];
    const branchNow = await git.currentBranch();
    const headNow = await git.revParse('HEAD');
    if (branchNow !== g.branch || headNow !== g.startSha) {
        notes.push(branchNow !== g.branch
            ? `the agent left the branch ${g.branch}${branchNow ? ` for ${branchNow}` : ''}; Ralph went back to it`
            : 'the agent made commits; Ralph undid them and kept their changes for the checks');
        await git.exec(['update-ref', `refs/heads/${g.branch}`, g.startSha]);
        await git.exec(['symbolic-ref', 'HEAD', `refs/heads/${g.branch}`]);
        await git.exec(['reset', '--quiet']);
    }
    const planNow = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(g.planPath) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(g.planPath) : undefined;
    if (!planNow?.equals(g.planBefore)) {
        (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_2__/* .writeAtomic */ .vZ)(g.planPath, g.planBefore.toString('utf8'));
        problems.push(`${planNow ? 'edited' : 'deleted'} the plan file ${g.planFile}; refused`);
    }
    const byAgent = (await git.changedPaths()).filter((p) => p !== g.planFile && !g.changedBefore.has(p));
    const refused = byAgent.filter((p) => (0,_core_patch_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .isProtected */ .bz)(p, g.protectedPaths));
    if (refused.length > 0) {
        await git.restorePaths(refused, g.startSha);
        problems.push(`changed protected paths (${refused.slice(0, 5).join(', ')}); refused`);
    }
    const changed = refused.length > 0 ? byAgent.filter((p) => !refused.includes(p)) : byAgent;
    return { problems, notes, changed };
}
/** What is wrong with a done claim beyond refused edits: no change at all, missing output artifacts. */
function claimProblems(root, reclaimed, outputArtifacts) {
    const problems = reclaimed.problems.map((p) => `the agent ${p}`);
    if (reclaimed.changed.length === 0 && problems.length === 0)
        problems.push('the agent claimed done but changed no file');
    const missing = outputArtifacts.filter((a) => !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, a)));
    if (missing.length > 0)
        problems.push(`output artifacts missing: ${missing.join(', ')}`);
    return problems;
}


/***/ })

};
