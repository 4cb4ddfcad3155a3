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

/***/ 363:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EXIT_RATE_LIMITED: () => (/* binding */ EXIT_RATE_LIMITED),
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
// EXTERNAL MODULE: ./build/core/plan.js
var core_plan = __webpack_require__(4115);
// EXTERNAL MODULE: ./build/core/report.js
var report = __webpack_require__(4486);
// EXTERNAL MODULE: ./build/core/schedule.js
var schedule = __webpack_require__(1733);
// EXTERNAL MODULE: ./build/adapters/agents/index.js + 8 modules
var agents = __webpack_require__(8288);
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
    // A CLI that is not installed is a setup error: nothing is started or recorded.
    (0,agents/* checkAgentInstalled */.og)(provider, opts.env);
    // Each limit the CLI cannot honour is said once per build, before its first attempt.
    const onWarning = (text) => emit({ type: 'note', text });
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
    const report = { tasks: [], specCommits: [], interrupted: false, costUsd: 0 };
    const planMaxCostUsd = (plan) => opts.maxCostUsd ?? plan.budget?.maxCostUsd;
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
            const s = (0,schedule/* schedule */._)(v.plan, {
                spec: opts.spec,
                task: opts.task,
                maxAttempts,
                baseStatus: v.baseStatus,
                maxCostUsd: opts.maxCostUsd,
            });
            // Finish the spec at hand before starting another: its commits stay together.
            const next = s.ready.find((r) => r.spec === currentSpec) ?? s.ready[0];
            if (!next) {
                if (s.budget.spent)
                    stopOnBudget(s.budget.spent);
                break;
            }
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
                report.stop = 'rate_limited';
                report.stoppedBecause = 'the agent hit a rate limit; run `ralph build` again later to resume';
                break;
            }
            if (status === 'budget')
                break;
        }
    }
    finally {
        // Back to where the user was; after an error the tree may be dirty, and that error is the news.
        if ((await git.currentBranch()) !== startBranch)
            await git.exec(['checkout', '--quiet', startBranch], { allowFailure: true });
    }
    return report;
    /** Whether any cost budget applies: the plan's, `--max-cost`, or a task's or the agent's maxCostUsd. */
    function hasBudget(plan) {
        return (planMaxCostUsd(plan) !== undefined ||
            plan.agent?.maxCostUsd !== undefined ||
            plan.specs.some((s) => s.tasks.some((t) => t.maxCostUsd !== undefined)));
    }
    function stopOnBudget(reason) {
        report.stop = 'budget';
        report.stoppedBecause = reason;
    }
    async function runTask(ready) {
        for (;;) {
            const { plan } = (0,plan_file/* loadPlan */.Yq)(opts.planPath);
            const found = (0,core_prompt/* findTask */.VX)(plan, ready.task);
            if (!found)
                throw new BuildError(`task ${ready.task} vanished from ${planFile}`);
            // The plan's budget counts every spec's attempts: the view has them all. A retry is an
            // attempt like any other, so it checks too. Without any budget the view is not needed
            // (reading it costs git processes, each attempt).
            const whole = hasBudget(plan) ? (await view()).plan : plan;
            const budget = (0,schedule/* planBudget */.rS)(whole, planMaxCostUsd(whole));
            if (budget.spent) {
                stopOnBudget(budget.spent);
                return 'budget';
            }
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
            const run = await (0,engine_attempt/* runAttemptAgent */.EX)(git, {
                onWarning,
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
                maxCostUsd: (0,schedule/* attemptMaxCostUsd */.x9)(whole, (0,core_prompt/* findTask */.VX)(whole, ready.task)?.task ?? found.task, planMaxCostUsd(whole)),
                workDir: logDir,
                transcriptPath: (0,external_node_path_.join)(logDir, `attempt-${number}.log`),
                env,
                signal: opts.signal,
                onLine: (line) => emit({ type: 'output', text: `${line}\n` }),
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
            emit({
                type: 'agent',
                outcome: agent.outcome,
                durationMs: agent.durationMs,
                reason: agent.reason,
                turns: agent.turns,
                costUsd: agent.costUsd,
            });
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
                problems.push(...(await (0,engine_attempt/* reclaimAfterGates */.ub)(git, run.guard)));
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
                inputTokens: agent.inputTokens,
                outputTokens: agent.outputTokens,
                costUsd: agent.costUsd,
            };
            report.costUsd += agent.costUsd ?? 0;
            const record = (p) => {
                const task = (0,core_prompt/* findTask */.VX)(p, ready.task).task;
                return (0,attempt/* recordAttempt */.fh)(task, verdict, meta, maxAttempts, (0,core_plan/* taskMaxCostUsd */.TN)(p, task));
            };
            const spec = found.spec;
            if (verdict.outcome === 'passed') {
                const status = await (0,plan_file/* updatePlan */.td)(opts.planPath, record);
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
            const status = await (0,plan_file/* updatePlan */.td)(opts.planPath, record);
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
                    const spent = [
                        e.turns !== undefined ? `${e.turns} turn${e.turns === 1 ? '' : 's'}` : '',
                        e.costUsd !== undefined ? `$${e.costUsd.toFixed(4)}` : '',
                    ].filter(Boolean);
                    const summary = `  agent: ${e.outcome} in ${seconds(e.durationMs)}${spent.length > 0 ? `, ${spent.join(', ')}` : ''}${e.reason ? ` (${e.reason.split('\n')[0]})` : ''}`;
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











/** `ralph build`'s exit code when it stops on a rate limit: EX_TEMPFAIL, "try again later". */
const EXIT_RATE_LIMITED = 75;
const buildCommand = {
    name: 'build',
    summary: 'run the tasks locally',
    usage: `[--agent PROVIDER] [--agent-command CMD] [--spec ID] [--task ID] [--max-tasks N]
       [--max-cost USD] [--branch spec|current] [--branch-prefix P] [--dry-run] [--plan PATH]

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
      --max-cost USD        start nothing once the cost recorded in the plan reaches
                            USD (default: the plan's budget.maxCostUsd)
      --branch MODE         spec: one branch per spec, ralph/<spec-id> (default);
                            current: commit on the current branch
      --branch-prefix P     spec branches are P<spec-id> (default: ralph/)
      --protect PATH        a path the agent may not change (repeatable;
                            .github/ and the plan are always protected)
      --dry-run             show what would run, run nothing
${command/* PLAN_USAGE */.YG}

Exit codes: 0 done (or nothing to do, or the budget stopped it), 1 a task ended
blocked or an error, 2 a usage error, ${EXIT_RATE_LIMITED} stopped on a rate limit (wait, then run
again to resume), 130 interrupted.`,
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
        'max-cost': { type: 'string' },
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
        const maxCostUsd = usdOption((0,command/* stringOption */.Pp)(ctx, 'max-cost'));
        const spec = (0,command/* stringOption */.Pp)(ctx, 'spec');
        const task = (0,command/* stringOption */.Pp)(ctx, 'task');
        if (ctx.values['dry-run']) {
            const s = (0,schedule/* schedule */._)(plan, { spec, task, maxAttempts, maxCostUsd });
            if (s.budget.spent)
                ctx.out(`Nothing would run: ${s.budget.spent}.`);
            else if (s.ready.length === 0)
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
                maxCostUsd,
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
                (report.costUsd > 0 ? `\nCost of this build: ${(0,core_plan/* formatUsd */.UK)(report.costUsd)}` : '') +
                `\nLogs: ${(0,external_node_path_.join)('.ralph', 'logs')}/`);
            if (report.interrupted)
                return 130;
            // Scripts tell "wait and resume" apart from a failure by the exit code.
            if (report.stop === 'rate_limited')
                return EXIT_RATE_LIMITED;
            return blocked > 0 ? 1 : 0;
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
/** `--max-cost USD`: a positive amount such as 5 or 2.50. */
function usdOption(value) {
    if (value === undefined)
        return undefined;
    const usd = Number(value.replace(/^\$/, ''));
    if (!/^\$?\d+(\.\d+)?$/.test(value) || !(usd > 0))
        throw new command/* UsageError */.eb(`--max-cost must be an amount in USD greater than 0, such as 5 or 2.50; got "${value}"`);
    return usd;
}


/***/ }),

/***/ 5983:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fh: () => (/* binding */ recordAttempt),
/* harmony export */   jp: () => (/* binding */ concludeAttempt)
/* harmony export */ });
/* unused harmony exports SUMMARY_LIMIT, clip, judgeAttempt, costBudgetSpent */
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
 * Appends the attempt to the task and sets its status: completed, blocked (by the agent, a
 * spent retry budget or a spent cost budget), failed (retry later), or pending again (rate
 * limit, interruption). `maxCostUsd` is the task's cost budget (taskMaxCostUsd).
 */
function recordAttempt(task, verdict, meta, maxAttempts, maxCostUsd) {
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
        ...(meta.inputTokens !== undefined ? { inputTokens: meta.inputTokens } : {}),
        ...(meta.outputTokens !== undefined ? { outputTokens: meta.outputTokens } : {}),
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
    // A task that spent its cost budget is not tried again, whatever the attempt's outcome
    // (the CLIs without a budget flag are only stopped here); a blocked task keeps its reason.
    const overBudget = status === 'failed' || status === 'pending' ? costBudgetSpent(task, maxCostUsd) : undefined;
    if (overBudget) {
        status = 'blocked';
        task.blockedReason = `${overBudget}; last: ${firstLine(verdict.summary)}`;
    }
    task.status = status;
    return status;
}
/**
 * Why the task may not spend more, when its recorded cost (since a person last reset it)
 * reached its budget; undefined when it has none or has money left.
 */
function costBudgetSpent(task, maxCostUsd) {
    if (maxCostUsd === undefined)
        return undefined;
    const spent = (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .taskCostUsd */ .FJ)(task, true);
    if (spent < maxCostUsd)
        return undefined;
    return `cost budget spent (${(0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(spent)} of ${(0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(maxCostUsd)} maxCostUsd)`;
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


/***/ })

};
