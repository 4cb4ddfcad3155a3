export const id = 9222;
export const ids = [9222];
export const modules = {

/***/ 9222:
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
// EXTERNAL MODULE: ./build/adapters/agents/opencode-config.js
var opencode_config = __webpack_require__(8206);
// EXTERNAL MODULE: ./build/adapters/gates.js
var adapters_gates = __webpack_require__(6793);
// EXTERNAL MODULE: ./build/adapters/git.js + 1 modules
var adapters_git = __webpack_require__(8275);
// EXTERNAL MODULE: ./build/adapters/plan-file.js + 1 modules
var plan_file = __webpack_require__(3626);
// EXTERNAL MODULE: ./build/adapters/process.js
var adapters_process = __webpack_require__(7288);
// EXTERNAL MODULE: ./build/adapters/project-root.js
var project_root = __webpack_require__(2757);
// EXTERNAL MODULE: ./build/adapters/tool-check.js
var tool_check = __webpack_require__(5618);
// EXTERNAL MODULE: ./build/core/agent-routing.js
var agent_routing = __webpack_require__(6276);
// EXTERNAL MODULE: ./build/core/attempt/attempt.js
var attempt = __webpack_require__(4577);
// EXTERNAL MODULE: ./build/core/attempt/baseline.js
var baseline = __webpack_require__(9085);
// EXTERNAL MODULE: ./build/core/model-keys.js
var model_keys = __webpack_require__(6780);
// EXTERNAL MODULE: ./build/core/plan/plan-basics.js
var plan_basics = __webpack_require__(4929);
// EXTERNAL MODULE: ./build/core/report/report.js
var report = __webpack_require__(6859);
// EXTERNAL MODULE: ./build/core/schedule/schedule.js
var schedule = __webpack_require__(7961);
// EXTERNAL MODULE: ./build/engine/agent-env.js
var agent_env = __webpack_require__(3188);
// EXTERNAL MODULE: ./build/engine/baseline.js
var engine_baseline = __webpack_require__(9488);
// EXTERNAL MODULE: ./build/adapters/agents/index.js + 6 modules
var agents = __webpack_require__(1192);
// EXTERNAL MODULE: ./build/core/errors.js
var errors = __webpack_require__(2807);
// EXTERNAL MODULE: ./build/core/workflow/workflow.js
var workflow = __webpack_require__(9569);
// EXTERNAL MODULE: ./build/adapters/plan-view.js + 2 modules
var plan_view = __webpack_require__(4337);
// EXTERNAL MODULE: ./build/adapters/previous-work.js
var previous_work = __webpack_require__(4500);
// EXTERNAL MODULE: ./build/adapters/retry-file.js
var retry_file = __webpack_require__(526);
// EXTERNAL MODULE: ./build/adapters/spec-branch.js
var spec_branch = __webpack_require__(4323);
// EXTERNAL MODULE: ./build/core/attempt/outcomes.js
var outcomes = __webpack_require__(599);
// EXTERNAL MODULE: ./build/core/attempt/patch-rules.js
var patch_rules = __webpack_require__(8256);
// EXTERNAL MODULE: ./build/core/prompt/prompt.js + 1 modules
var prompt_prompt = __webpack_require__(7556);
// EXTERNAL MODULE: ./build/core/prompt/retry.js
var prompt_retry = __webpack_require__(5863);
// EXTERNAL MODULE: ./build/core/prompt/text.js
var prompt_text = __webpack_require__(3578);
// EXTERNAL MODULE: ./build/engine/attempt.js
var engine_attempt = __webpack_require__(4638);
// EXTERNAL MODULE: ./build/engine/claim.js
var claim = __webpack_require__(8111);
;// CONCATENATED MODULE: ./build/engine/control.js
// Steering a running build from outside (docs/ARCHITECTURE.md#life-of-a-task-locally: the live view's keys). The loop asks it
// at clear points: before a task starts (pause, stop after the attempt at hand), and after an
// attempt's agent or gates were stopped on request (restart, skip, hand over to a person). Every
// request either reaches one of those points or is refused at once, so a key never leaves the
// plan half written: the loop records, discards or puts back exactly as it would on its own.
class BuildControl {
    paused = false;
    stopping = false;
    wake = [];
    attempts = new Map();
    /**
     * Runs the interactive session and resolves when it ended; set by the view that owns the
     * terminal. Without it, `interactive` requests are refused.
     */
    interactive;
    get isPaused() {
        return this.paused;
    }
    get isStopping() {
        return this.stopping;
    }
    /** Pauses before the next task, or goes on; returns whether it is paused now. */
    togglePause() {
        this.paused = !this.paused;
        if (!this.paused)
            this.release();
        return this.paused;
    }
    /** No task starts any more; the running attempts end and are recorded as usual. */
    stopAfterAttempt() {
        this.stopping = true;
        this.release();
    }
    /** The tasks with an attempt running now, and its number. */
    running() {
        return [...this.attempts].map(([task, a]) => ({ task, attempt: a.attempt }));
    }
    /**
     * Asks the running attempt of `task` to restart, skip or hand over. False when no attempt of
     * that task runs (it was recorded meanwhile), or when it already has a request.
     */
    request(task, request) {
        const a = this.attempts.get(task);
        if (!a || a.request)
            return false;
        if (request.kind === 'interactive' && !this.interactive)
            return false;
        a.request = request;
        a.abort.abort();
        return true;
    }
    // The loop's side.
    /** Before a task starts: waits while paused; false when the build should stop instead. */
    async mayStart(signal) {
        while (this.paused && !this.stopping && !signal?.aborted) {
            await new Promise((resolve) => {
                // One listener per wait, gone when the wait ends (a long pause-resume session adds none).
                const done = () => {
                    signal?.removeEventListener('abort', done);
                    resolve();
                };
                this.wake.push(done);
                signal?.addEventListener('abort', done, { once: true });
            });
        }
        return !this.stopping && !signal?.aborted;
    }
    /** An attempt of `task` starts: requests for it are taken until it settles. */
    begin(task, attempt) {
        const abort = new AbortController();
        const entry = { abort, attempt };
        this.attempts.set(task, entry);
        return {
            signal: abort.signal,
            settle: () => {
                if (this.attempts.get(task) === entry)
                    this.attempts.delete(task);
                return entry.request;
            },
        };
    }
    release() {
        const wake = this.wake;
        this.wake = [];
        for (const w of wake)
            w();
    }
}
/**
 * One signal aborted when any of `signals` is. AbortSignal.any (Node 20.3+) holds its sources
 * weakly: an attempt's combined signal adds no lasting listener to the build's own.
 */
function anySignal(...signals) {
    return AbortSignal.any(signals.filter((s) => s !== undefined));
}

// EXTERNAL MODULE: ./build/engine/gates.js
var gates = __webpack_require__(3359);
// EXTERNAL MODULE: ./build/core/github-text/git-text.js
var git_text = __webpack_require__(4898);
;// CONCATENATED MODULE: ./build/adapters/progress-file.js
// A finished spec's progress entry in the work tree (`ralph build`): its own file,
// `progress/<spec-id>.md` (core/github-text/git-text.ts says why not one shared PROGRESS.md).



/** Writes the spec's progress file; returns its path relative to the root. */
function writeProgress(root, spec, finishedAt) {
    const rel = (0,git_text/* progressPath */.T3)(spec.id);
    const file = (0,external_node_path_.join)(root, rel);
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(file), { recursive: true });
    (0,external_node_fs_.writeFileSync)(file, (0,git_text/* progressEntry */.su)(spec, finishedAt));
    return rel;
}

// EXTERNAL MODULE: ./build/core/github-text/commands.js
var commands = __webpack_require__(7648);
;// CONCATENATED MODULE: ./build/engine/spec-commits.js










/** A passed attempt: the agent's work and the plan in one commit; the spec finished if done. */
async function commitPassed(l, a, recorded, verdict) {
    const spec = a.found.spec;
    const status = await (0,plan_file/* updatePlan */.td)(l.planAt.path, recorded);
    // Only what the checks found is staged and committed: no pass over the whole tree.
    await l.git.commitPaths([...a.changed, l.planAt.file], (0,git_text/* taskCommitMessage */._s)(spec, a.found.task, 'complete'));
    l.emit({
        type: 'attempt',
        task: a.ready.task,
        outcome: verdict.outcome,
        status,
        summary: verdict.summary,
    });
    l.report.tasks.push({ spec: spec.id, task: a.ready.task, status, attempts: a.number });
    await finishSpecIfDone(l, spec.id);
    return status;
}
/**
 * A failed attempt: its work kept as a patch beside its retry context (the next attempt starts
 * from it), and the branch gets its record alone. The paths the checks found are all the agent
 * changed, so only they are looked at; the plan (Ralph's own edit) is not its work.
 */
async function commitFailed(l, a, recorded, verdict) {
    const { git } = l;
    const planFile = l.planAt.file;
    const { ready, changed, number } = a;
    const diffSummary = await git.diffSummaryOf(changed);
    // diffSummaryOf staged the agent's paths alone: the index against HEAD is its change.
    const patch = changed.length > 0 ? await (0,previous_work/* treePatch */.jd)(git, 'HEAD') : Buffer.alloc(0);
    await git.discardPaths([...changed, planFile]);
    const status = await (0,plan_file/* updatePlan */.td)(l.planAt.path, recorded);
    const context = (0,prompt_retry/* retryContextOf */.VU)(number, a.result.outcome, verdict, a.result.tail, diffSummary);
    (0,retry_file/* writeRetryFile */.oZ)(a.retryDir, ready.task, context);
    (0,previous_work/* writeRetryPatch */.iQ)(a.retryDir, ready.task, patch);
    await git.commitPaths([planFile], (0,git_text/* taskCommitMessage */._s)(a.found.spec, a.found.task, `attempt ${number} (${verdict.outcome}) of`));
    l.emit({
        type: 'attempt',
        task: ready.task,
        outcome: verdict.outcome,
        status,
        summary: verdict.summary,
    });
    if (verdict.outcome === 'rate_limited')
        return 'rate_limited';
    if (status === 'failed')
        return undefined;
    l.report.tasks.push({ spec: a.found.spec.id, task: ready.task, status, attempts: number });
    return status;
}
/** `s` in the live view: the attempt's work discarded, the task skipped with the reason, committed. */
async function skipTask(l, ready, reason) {
    const { git } = l;
    await git.discardChanges();
    const found = await (0,plan_file/* updatePlan */.td)(l.planAt.path, (p) => {
        const f = (0,prompt_prompt/* findTask */.VX)(p, ready.task);
        (0,commands/* skipTaskState */.Co)(f.task, { author: 'ralph build', body: reason, created: new Date().toISOString() });
        return f;
    });
    await git.commitAll((0,git_text/* taskCommitMessage */._s)(found.spec, found.task, 'skip'));
    l.emit({ type: 'attempt', task: ready.task, outcome: 'skipped', status: 'skipped', summary: reason });
    l.report.tasks.push({ spec: found.spec.id, task: ready.task, status: 'skipped', attempts: 0 });
    await finishSpecIfDone(l, found.spec.id);
    return 'skipped';
}
/** When every task of the spec is done: its progress file, task commits in the plan, one commit. */
async function finishSpecIfDone(l, specId) {
    const { git } = l;
    const { plan } = (0,plan_file/* loadPlan */.Yq)(l.planAt.path);
    const spec = plan.specs.find((s) => s.id === specId);
    if (!spec.tasks.every((t) => (0,plan_basics/* isDone */.$L)(t.status)))
        return;
    const base = await specBase(l, spec);
    if (!base) {
        l.emit({
            type: 'note',
            text: `spec ${specId} is complete; its commits are not contiguous, so they were left as they are`,
        });
        return;
    }
    const commits = await (0,spec_branch/* taskCommitsBetween */.m1)(git, base, 'HEAD');
    const finishedAt = new Date().toISOString();
    // The spec as saved (the saved text parses to it).
    const done = await (0,plan_file/* updatePlan */.td)(l.planAt.path, (p) => {
        const s = p.specs.find((x) => x.id === specId);
        s.status = 'completed';
        for (const t of s.tasks)
            if (!t.commit && commits.has(t.id))
                t.commit = commits.get(t.id);
        return s;
    });
    const progress = writeProgress(l.planAt.root, done, finishedAt);
    await git.stage([l.planAt.file, progress]);
    const sha = await git.squashSince(base, (0,git_text/* specCommitMessage */._7)(spec));
    const branch = (await git.currentBranch()) ?? 'HEAD';
    l.report.specCommits.push({ spec: specId, branch, sha });
    l.emit({ type: 'spec-commit', spec: specId, branch, sha, title: spec.name ?? spec.id });
}
/** Where the spec's commits start: the fork point from the start branch, or (current-branch
 * mode) the parent of the first of the run of commits carrying this spec's trailer. */
async function specBase(l, spec) {
    if (l.branch === 'spec')
        return l.git.out(['merge-base', 'HEAD', l.baseBranch]);
    const log = await l.git.out([
        'log',
        '--format=%H%x00%(trailers:key=Ralph-Spec,valueonly,separator=%x2C)',
        'HEAD',
    ]);
    for (const line of log.split('\n')) {
        const [sha, trailer] = line.split('\0');
        // Every commit of the run must be this spec's (it is, by construction of the loop).
        if (sha && trailer?.trim() !== spec.id)
            return sha;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./build/engine/session.js
// One `ralph build` as a session (build.ts starts it): the loop over ready tasks, and for each
// attempt its phases in order: start the attempt (plan marked, retry work applied, the agent
// run), settle the requests a person made meanwhile (the live view's keys, control.ts), run the
// gates on the agent's work (gates.ts), and record the attempt (a commit on the spec branch).
// A spec whose last task is done is then finished: squashed to one commit, its progress written.


























const LOG_DIR = (0,external_node_path_.join)('.ralph', 'logs');
class BuildSession {
    opts;
    git;
    startBranch;
    planFile;
    emit;
    /** Each limit the CLI cannot honour is said once per build, before its first attempt. */
    onWarning;
    /** Where spec branches start from and the base plan is read (a worker's is the user's branch). */
    baseBranch;
    stateRoot;
    maxAttempts;
    protectedPaths;
    report = { tasks: [], specCommits: [], interrupted: false, costUsd: 0 };
    currentSpec;
    /** The gates on the untouched start tree, checked before the first agent (engine/baseline.ts). */
    baseline;
    /**
     * What nextTask found, for the task's first attempt to start from without asking git again:
     * HEAD after the switch to the spec branch (when nothing moved it since) and the plan's view.
     */
    handoff;
    /** `--agent`, `--agent-command`, `--model`: over every level of the plan's agent. */
    cli;
    constructor(opts, git, startBranch) {
        this.opts = opts;
        this.git = git;
        this.startBranch = startBranch;
        this.cli = { provider: opts.provider, command: opts.agentCommand, model: opts.model };
        this.planFile = opts.planAt.file;
        this.emit = opts.onEvent ?? (() => { });
        this.onWarning = (text) => this.emit({ type: 'note', text });
        this.baseBranch = opts.baseBranch ?? startBranch;
        this.stateRoot = opts.stateRoot ?? opts.planAt.root;
        this.maxAttempts = (0,schedule/* maxAttemptsOf */.un)(opts.maxAttempts, opts.planAtStart ?? (0,plan_file/* loadPlan */.Yq)(opts.planAt.path).plan);
        this.protectedPaths = [...patch_rules/* DEFAULT_PROTECTED_PATHS */.YX, ...(opts.protectedPaths ?? [])];
    }
    /** The loop: the next ready task, until none is left, a limit is reached or a stop is asked for. */
    async run() {
        const { opts, report } = this;
        try {
            // Checked once: with `--branch current` the view is the work tree's plan, and the loop's
            // own commits keep it committed; with `--branch spec` every view reads the committed text.
            if (opts.branch === 'current' && (await this.git.show(this.baseBranch, this.planFile)) === undefined)
                throw this.notCommitted();
            while (opts.maxTasks === undefined || report.tasks.length < opts.maxTasks) {
                if (opts.signal?.aborted)
                    break;
                const next = await this.nextTask();
                if (!next)
                    break;
                const end = await this.runTask(next);
                if (end === 'interrupted')
                    report.interrupted = true;
                if (end === 'rate_limited') {
                    report.stop = 'rate_limited';
                    report.stoppedBecause = 'the agent hit a rate limit; run `ralph build` again later to resume';
                }
                if (end === 'stopped')
                    report.stoppedBecause = 'you asked to stop; run `ralph build` to resume';
                if (end === 'interrupted' || end === 'rate_limited' || end === 'budget' || end === 'stopped')
                    break;
            }
        }
        finally {
            // Back to where the user was; after an error the tree may be dirty, and that error is the news.
            if ((await this.git.currentBranch()) !== this.startBranch)
                await this.git.exec(['checkout', '--quiet', this.startBranch], { allowFailure: true });
            this.git.keepUntrackedCache();
        }
        return report;
    }
    /**
     * The task to run next, on its branch, once the baseline held; undefined when there is none
     * (the spent budget said), or when the baseline was interrupted.
     */
    async nextTask() {
        const v = await this.view();
        const s = (0,schedule/* schedule */._)(v.plan, {
            spec: this.opts.spec,
            task: this.opts.task,
            maxAttempts: this.maxAttempts,
            baseStatus: v.baseStatus,
            maxCostUsd: this.opts.maxCostUsd,
            agent: this.cli,
        });
        // Finish the spec at hand before starting another: its commits stay together.
        const next = s.ready.find((r) => r.spec === this.currentSpec) ?? s.ready[0];
        if (!next) {
            if (s.budget.spent)
                this.stopOnBudget(s.budget.spent);
            return undefined;
        }
        this.currentSpec = next.spec;
        // A CLI that is not installed is a setup error: nothing is started or recorded. Only asked
        // for once a task is ready (a build with nothing to do needs no agent), before the baseline.
        (0,agents/* checkAgentInstalled */.og)((0,agents/* getProvider */.sO)(next.provider), this.opts.env);
        if (!this.baseline && !(await this.checkBaseline(v.plan)))
            return undefined;
        this.handoff = { view: v.plan };
        if (this.opts.branch === 'spec') {
            const head = await this.git.switchBranch(next.branch, this.baseBranch);
            // Work merged into the start branch since (another spec's) belongs on this one too. A
            // merge moves HEAD and may change the spec's entry: then the attempt reads both again.
            if (await (0,spec_branch/* mergeBase */.wu)(this.git, this.baseBranch, this.baseBranch))
                this.handoff = undefined;
            else
                this.handoff.head = head;
        }
        return next;
    }
    /** The agent installed and the gates passing before any agent ran; false when interrupted. */
    async checkBaseline(plan) {
        const { opts } = this;
        // A gate that fails before any agent ran is a setup problem: said, and no attempt recorded.
        const check = () => (0,engine_baseline/* localBaseline */.HQ)(this.git, {
            root: opts.planAt.root,
            stateRoot: this.stateRoot,
            gates: plan.gates ?? [],
            env: (0,agent_env/* agentEnv */.b)(opts.env),
            signal: opts.signal,
            onNote: (text) => this.emit({ type: 'note', text }),
        });
        const baseline = await (opts.baselineTurn ? opts.baselineTurn(check) : check());
        this.baseline = baseline;
        if (baseline.interrupted) {
            this.report.interrupted = true;
            return false;
        }
        if (baseline.problem)
            throw new BuildError(baseline.problem);
        return true;
    }
    /** The plan as the loop sees it: the start branch's, with each spec's entry from its branch. */
    async view() {
        const { opts, planFile, baseBranch } = this;
        if (opts.branch === 'current')
            return { plan: (0,plan_file/* loadPlan */.Yq)(opts.planAt.path).plan, baseStatus: undefined };
        const baseText = await this.git.show(baseBranch, planFile);
        if (baseText === undefined)
            throw this.notCommitted();
        return (0,plan_view/* readPlanView */.z)(this.git, {
            planFile,
            baseText,
            baseName: `${baseBranch}:${planFile}`,
            refs: 'refs/heads/',
            branchPrefix: opts.branchPrefix,
        });
    }
    notCommitted() {
        return new BuildError(`${this.planFile} is not committed on ${this.baseBranch}; commit it first`);
    }
    planMaxCostUsd(plan) {
        return this.opts.maxCostUsd ?? plan.budget?.maxCostUsd;
    }
    /** Whether any cost budget applies: the plan's, `--max-cost`, or a task's or the agent's maxCostUsd. */
    hasBudget(plan) {
        return (this.planMaxCostUsd(plan) !== undefined ||
            plan.agent?.maxCostUsd !== undefined ||
            plan.specs.some((s) => s.tasks.some((t) => t.maxCostUsd !== undefined)));
    }
    stopOnBudget(reason) {
        this.report.stop = 'budget';
        this.report.stoppedBecause = reason;
    }
    /** One task's attempts, each through its phases, until one ends the task or the build. */
    async runTask(ready) {
        let restarting = false;
        for (;;) {
            // A clear point: a pause waits here, a stop request ends the build here (nothing is
            // running, everything is recorded). A restart asked for goes ahead at once.
            const { control, signal } = this.opts;
            // Whatever a person did while the build was paused, the attempt reads afresh.
            if (control?.isPaused)
                this.handoff = undefined;
            if (control && !restarting && !(await control.mayStart(signal)))
                return signal?.aborted ? 'interrupted' : 'stopped';
            restarting = false;
            const attempt = await this.startAttempt(ready);
            if (attempt === 'budget')
                return 'budget';
            const settled = await this.settleRequests(attempt);
            if (settled === 'restart') {
                restarting = true;
                continue;
            }
            if (settled !== 'record')
                return settled;
            const end = await this.record(attempt);
            if (end !== undefined)
                return end;
        }
    }
    /** Phase 1: the budget checked, the plan marked in progress, the retry's work applied, the agent run. */
    async startAttempt(ready) {
        const { opts, git } = this;
        // The task's first attempt starts where nextTask left it; a retry or restart asks again.
        const handoff = this.handoff;
        this.handoff = undefined;
        const { plan } = (0,plan_file/* loadPlan */.Yq)(opts.planAt.path);
        const found = (0,prompt_prompt/* findTask */.VX)(plan, ready.task);
        if (!found)
            throw new BuildError(`task ${ready.task} vanished from ${this.planFile}`);
        // The plan's budget counts every spec's attempts: the view has them all. A retry is an
        // attempt like any other, so it checks too. Without any budget the view is not needed
        // (reading it costs git processes, each attempt).
        const whole = this.hasBudget(plan) ? (handoff?.view ?? (await this.view()).plan) : plan;
        const budget = (0,schedule/* planBudget */.rS)(whole, this.planMaxCostUsd(whole));
        if (budget.spent) {
            this.stopOnBudget(budget.spent);
            return 'budget';
        }
        const number = (0,plan_basics/* nextAttemptNumber */.oH)(found.task);
        const { agent, provider, limits } = this.attemptAgent(plan, found.task);
        // Where the attempt starts, in one git process: its branch and commit. HEAD has a commit:
        // the plan is committed on the branch it starts from (run() and view() check).
        const at = handoff?.head ?? (await git.headState());
        const startSha = at.sha;
        const branch = at.branch ?? 'HEAD';
        this.emit({
            type: 'task',
            spec: ready.spec,
            task: ready.task,
            attempt: number,
            branch,
            provider: agent.provider,
            ...(agent.model !== undefined ? { model: agent.model } : {}),
            ...(agent.escalated ? { escalated: true } : {}),
        });
        // A retry goes on from the failed attempt's work (its patch applied onto the tree), unless
        // a fresh start is asked for; its prompt says which (previous-work.ts).
        const retryDir = (0,external_node_path_.join)(this.stateRoot, retry_file/* LOCAL_RETRY_DIR */.rF);
        const saved = (0,retry_file/* readRetryFile */.L0)(retryDir, ready.task, number - 1);
        const retry = await (0,previous_work/* startRetry */.Nb)(git, {
            retry: saved ?? (0,prompt_retry/* retryFromAttempt */.cc)(plan, found.task),
            fromFile: saved !== undefined,
            patch: saved ? (0,previous_work/* readRetryPatch */.n$)(retryDir, ready.task) : undefined,
            fresh: opts.freshRetry === true,
            base: startSha,
            // One per task: `--parallel` workers share this folder.
            scratchIndex: (0,external_node_path_.join)(retryDir, `${ready.task}.index`),
            planFile: this.planFile,
            protectedPaths: this.protectedPaths,
            onNote: (text) => this.emit({ type: 'note', text }),
        });
        const startedAt = new Date();
        await (0,plan_file/* updatePlan */.td)(opts.planAt.path, (p) => {
            const t = (0,prompt_prompt/* findTask */.VX)(p, ready.task).task;
            t.status = 'in_progress';
            t.startedAt = startedAt.toISOString();
        });
        const logDir = (0,external_node_path_.join)(this.stateRoot, LOG_DIR, ready.task);
        (0,external_node_fs_.mkdirSync)(logDir, { recursive: true });
        const env = (0,agent_env/* agentEnv */.b)(opts.env, { spec: ready.spec, task: ready.task, attempt: number });
        const handle = opts.control?.begin(ready.task, number);
        const signal = handle ? anySignal(opts.signal, handle.signal) : opts.signal;
        const started = {
            ...{ ready, plan, found, whole, number, agent, provider, limits, branch, retryDir, retry },
            ...{ startedAt, logDir, env },
        };
        const run = await this.runAgent({ ...started, handle, signal }, startSha);
        return {
            ...started,
            handle,
            signal,
            run,
            result: run.agent,
            problems: [...run.problems],
            changed: run.changed,
            gateResults: [],
        };
    }
    /**
     * The attempt's agent, from the plan as it is now (a retry after a failure escalates), its CLI
     * checked to be there, and the limits it runs under.
     */
    attemptAgent(plan, task) {
        const agent = (0,agent_routing/* resolveAgent */.cT)(plan, task, { cli: this.cli });
        const provider = (0,agents/* getProvider */.sO)(agent.provider);
        if (agent.provider === 'command' && !agent.command?.trim())
            throw new BuildError(`${task.id}'s agent is "command" (set by the ${agent.from.provider}) but has no command line: add "command" beside it in ${this.planFile}, or pass --agent-command CMD`);
        (0,agents/* checkAgentInstalled */.og)(provider, { ...this.opts.env, ...agent.env });
        return { agent, provider, limits: (0,schedule/* taskLimits */.cp)(task, {}, agent) };
    }
    /** The agent's process on the attempt, its done claim checked; what it did said. */
    async runAgent(a, startSha) {
        const { opts } = this;
        const run = await (0,engine_attempt/* runAttemptAgent */.EX)(this.git, {
            onWarning: this.onWarning,
            plan: a.plan,
            planAt: opts.planAt,
            taskId: a.ready.task,
            outputArtifacts: a.found.task.outputArtifacts ?? [],
            retry: a.retry,
            provider: a.provider,
            agent: a.agent,
            maxTurns: a.limits.maxTurns,
            timeoutMs: a.limits.timeoutMinutes * 60_000,
            maxCostUsd: (0,schedule/* attemptMaxCostUsd */.x9)(a.whole, (0,prompt_prompt/* findTask */.VX)(a.whole, a.ready.task)?.task ?? a.found.task, this.planMaxCostUsd(a.whole)),
            workDir: a.logDir,
            transcriptPath: (0,external_node_path_.join)(a.logDir, `attempt-${a.number}.log`),
            env: a.env,
            // The model key stays in Ralph's process: the agent gets Ralph's key proxy.
            keyEnv: opts.env,
            signal: a.signal,
            onLine: (line) => this.emit({ type: 'output', text: `${line}\n` }),
            guard: {
                branch: a.branch,
                startSha,
                protectedPaths: this.protectedPaths,
                // Clean here (the start check, or Ralph's own last commit): no status pass needed.
                changedBefore: new Set(),
                // One Git object sees every check of this loop: git's untracked cache serves them all.
                untrackedCache: true,
            },
        });
        const { agent } = run;
        this.emit({
            type: 'agent',
            // Stopped by Ctrl-C or a key: the runner calls that "crashed"; a person calls it "interrupted".
            outcome: agent.interrupted ? 'interrupted' : agent.outcome,
            durationMs: agent.durationMs,
            reason: agent.reason,
            turns: agent.turns,
            costUsd: agent.costUsd,
        });
        for (const note of run.notes)
            this.emit({ type: 'note', text: note });
        return run;
    }
    /**
     * Phase 2: the checks, until nothing more is asked of this attempt. A request stops the agent
     * or the gates (its signal), and is taken at the top, where the work tree is Ralph's again:
     * `record` when nothing (more) was asked, `restart`, or how the task or build ended.
     */
    async settleRequests(a) {
        const { opts, git } = this;
        for (let checked = false;;) {
            if (opts.signal?.aborted || (a.result.interrupted && !a.handle?.signal.aborted)) {
                a.handle?.settle();
                // Back to the last commit: the plan says pending again, the agent's work is gone.
                await git.discardChanges();
                return 'interrupted';
            }
            if (checked || a.handle?.signal.aborted) {
                const request = a.handle?.settle();
                if (!request)
                    return 'record';
                if (request.kind === 'restart') {
                    await git.discardChanges();
                    this.emit({
                        type: 'control',
                        task: a.ready.task,
                        action: 'restart',
                        text: `attempt ${a.number} restarted`,
                    });
                    return 'restart';
                }
                if (request.kind === 'skip')
                    return skipTask(this.ledger(), a.ready, request.reason);
                await this.handOver(a);
                checked = false;
                continue;
            }
            if ((0,attempt/* claimHolds */.jU)(a.result, a.problems))
                await this.runGates(a);
            checked = true;
        }
    }
    /** A person takes over in the same work tree; what they leave is checked like a done claim. */
    async handOver(a) {
        const { opts } = this;
        const task = a.ready.task;
        this.emit({ type: 'control', task, action: 'interactive', text: `${a.provider.name} session` });
        await opts.control.interactive({
            task,
            cwd: opts.planAt.root,
            provider: a.provider.name,
            sessionId: a.result.sessionId,
            prompt: a.run.prompt,
            // You at the keyboard, in the CLI's own session: it gets your model keys back.
            env: { ...a.env, ...a.agent.env, ...(0,model_keys/* modelKeysIn */.dK)(opts.env) },
        });
        const reclaimed = await (0,claim/* reclaimWorkTree */.XJ)(this.git, a.run.guard);
        a.changed = reclaimed.changed;
        for (const note of reclaimed.notes)
            this.emit({ type: 'note', text: note });
        a.result = { ...a.result, outcome: 'done', interrupted: undefined, reason: undefined };
        a.problems = (0,claim/* claimProblems */.Lu)(opts.planAt.root, reclaimed, a.found.task.outputArtifacts ?? []);
        a.gateResults = [];
        this.emit({ type: 'control', task, action: 'checking', text: "checking the session's work" });
        a.handle = opts.control.begin(task, a.number);
        a.signal = anySignal(opts.signal, a.handle.signal);
    }
    /** Phase 3: the gates on the agent's work, and the work tree taken back from them. */
    async runGates(a) {
        // The agent's work held: what a gate then writes shows apart from it, and is discarded.
        const work = await (0,gates/* holdAgentWork */.GI)(this.git, a.run.guard, a.changed);
        const watched = await (0,gates/* runGatesWatched */._6)(this.git, a.plan.gates ?? [], {
            cwd: this.opts.planAt.root,
            baselines: this.baseline?.gates,
            env: a.env,
            logDir: (0,external_node_path_.join)(a.logDir, `attempt-${a.number}-gates`),
            signal: a.signal,
            onResult: (result) => this.emit({ type: 'gate', result }),
        }, work);
        a.gateResults = watched.results;
        if (a.gateResults.length > 0) {
            // The gates ran the agent's code: take the work tree back again before anything is committed.
            const back = await (0,gates/* reclaimFromGates */.WG)(this.git, a.run.guard, work, watched.writers);
            for (const note of back.notes)
                this.emit({ type: 'note', text: note });
            for (const w of back.writes)
                this.emit({ type: 'note', text: (0,gates/* gateWritesNote */.yN)(w) });
            a.problems.push(...back.problems);
        }
    }
    /**
     * Phase 4: the verdict recorded in the plan and committed on the branch. Undefined when the
     * task goes on to another attempt; else how it ended.
     */
    async record(a) {
        const { result: agent } = a;
        // A gate whose tool is missing is a setup problem, not the agent's: nothing is recorded.
        const setup = (0,engine_baseline/* setupProblemIn */.aB)(a.gateResults, this.baseline);
        if (setup) {
            await this.git.discardChanges();
            throw new BuildError(setup);
        }
        const gates = a.plan.gates ?? [];
        const { verdict } = (0,attempt/* concludeAttempt */.jp)({
            agent,
            problems: a.problems,
            gates: a.gateResults,
            expected: gates,
        });
        const finishedAt = new Date();
        const meta = {
            startedAt: a.startedAt.toISOString(),
            finishedAt: finishedAt.toISOString(),
            durationMs: finishedAt.getTime() - a.startedAt.getTime(),
            ...(0,outcomes/* agentUsage */.hc)({
                ...agent,
                provider: a.agent.provider,
                model: a.agent.model,
                promptBytes: (0,prompt_text/* byteLength */.dp)(a.run.prompt),
            }),
        };
        this.report.costUsd += agent.costUsd ?? 0;
        const recorded = (p) => {
            const task = (0,prompt_prompt/* findTask */.VX)(p, a.ready.task).task;
            return (0,attempt/* recordAttempt */.fh)(task, verdict, meta, this.maxAttempts, (0,plan_basics/* taskMaxCostUsd */.TN)(p, task));
        };
        if (verdict.outcome === 'passed')
            return commitPassed(this.ledger(), a, recorded, verdict);
        return commitFailed(this.ledger(), a, recorded, verdict);
    }
    /** What the commits of spec-commits.ts need of this session. */
    ledger() {
        const { git, baseBranch, emit, report, opts } = this;
        return { git, planAt: opts.planAt, branch: opts.branch, baseBranch, emit, report };
    }
}

;// CONCATENATED MODULE: ./build/engine/build.js
// The local loop, `ralph build` (docs/ARCHITECTURE.md#life-of-a-task-locally): for each ready task in scheduler order, a
// prompt, one agent process, the check of its claim, the gates; on failure a retry with the
// failure injected, up to the budget; every attempt recorded in the plan and committed on the
// spec branch; when a spec's last task completes, its branch is squashed to one commit named
// after the spec and its progress entry is written (progress/<spec-id>.md). Ctrl-C puts the running task back to pending.





class BuildError extends errors/* RalphError */.A4 {
    code = 'build';
    name = 'BuildError';
}
/**
 * Where a build may start: a git repository (its .ralph/ excluded), a clean work tree (so the
 * agent's work can be told apart), a branch checked out. Its name.
 */
async function startingBranch(git, planAt) {
    const { root } = planAt;
    if (!(await git.try(['rev-parse', '--git-dir'])))
        throw new BuildError(`${root} is not a git repository; run \`git init\` and commit the plan first`);
    await git.exclude('/.ralph/');
    // Through the untracked cache, as every later pass of the build: one full listing at most.
    // What `ralph init` writes: the plan (where it is) and the workflow.
    const setUp = [planAt.file, workflow/* RALPH_WORKFLOW_PATH */.gk];
    const dirty = dirtyTreeProblem(await git.status({ untrackedCache: true }), setUp);
    if (dirty)
        throw new BuildError(dirty);
    const branch = await git.currentBranch();
    if (!branch)
        throw new BuildError('HEAD is detached; check out a branch first');
    return branch;
}
/**
 * Why a build cannot start on this work tree, with the fix that fits: changes to tracked files
 * are committed or stashed; untracked files (a `.venv/`, a build folder) are most often not the
 * project's, and are ignored instead. Undefined for a clean tree.
 */
function dirtyTreeProblem(all, setUpFiles = []) {
    if (all.length === 0)
        return undefined;
    const list = (paths) => `${paths.slice(0, 3).join(', ')}${paths.length > 3 ? ', ...' : ''}`;
    // The plan and the workflow, new and not committed: `ralph init` has just written them.
    const setUp = all.filter((e) => (e.index === '?' || e.index === 'A') && setUpFiles.includes(e.path));
    const entries = all.filter((e) => !setUp.includes(e));
    const tracked = entries.filter((e) => e.index !== '?').map((e) => e.path);
    // Untracked files by their top folder: `.venv/` once, not its thousands of files.
    const untracked = [
        ...new Set(entries
            .filter((e) => e.index === '?')
            .map((e) => (e.path.includes('/') ? `${e.path.slice(0, e.path.indexOf('/'))}/` : e.path))),
    ];
    const parts = [];
    if (setUp.length > 0) {
        const paths = setUpFiles.filter((f) => setUp.some((e) => e.path === f));
        parts.push(`${paths.join(' and ')} ${paths.length === 1 ? 'is' : 'are'} not committed yet; commit what \`ralph init\` wrote first: \`${(0,workflow/* setUpCommitCommand */._s)(paths)}\``);
    }
    if (tracked.length > 0)
        parts.push(`the work tree has uncommitted changes (${list(tracked)}); commit or stash them first, so Ralph can tell the agent's work apart`);
    if (untracked.length > 0)
        parts.push(`the work tree has untracked files (${list(untracked)}); if they are not part of the project, ignore them: add ${untracked
            .slice(0, 3)
            .map((p) => `\`/${p}\``)
            .join(', ')} to .gitignore (for everyone) or to .git/info/exclude (for this clone only); else commit them. Ralph needs a clean tree to tell the agent's work apart`);
    return parts.join('\n');
}
/** Runs the build: a session (session.ts) over the ready tasks, from the branch checked out. */
async function build(opts) {
    const git = new adapters_git/* Git */.TU(opts.planAt.root);
    // An unknown `--agent` is said before anything starts.
    if (opts.provider !== undefined)
        (0,agents/* getProvider */.sO)(opts.provider);
    const startBranch = await startingBranch(git, opts.planAt);
    return new BuildSession(opts, git, startBranch).run();
}

;// CONCATENATED MODULE: ./build/engine/parallel.js
// `ralph build --parallel N` (docs/ARCHITECTURE.md#life-of-a-task-locally): independent specs at the same time, each in its own
// git worktree (.ralph/worktrees/<spec-id>) on its own spec branch, each worker the local loop
// itself (build.ts) with its gates run in that worktree. A spec's state lives on its branch
// (C6), and only its worker writes that branch, so one writer per branch, as the writer job is
// in CI: workers never write the same plan, and none writes the base branch. The coordinator
// only reads (the plan view across branches) to choose the next spec, and never starts two
// workers on one spec. Logs and retry contexts stay in the main .ralph/ (they outlive the
// worktrees). Ctrl-C aborts every worker; each puts its task back to pending, so a new run
// resumes where this one stopped.









const WORKTREE_DIR = (0,external_node_path_.join)('.ralph', 'worktrees');
async function parallelBuild(opts) {
    checkParallelOptions(opts);
    const git = new adapters_git/* Git */.TU(opts.planAt.root);
    const coordinator = new ParallelRun(opts, git, await startingBranch(git, opts.planAt));
    // A worktree left by a run that was killed outright is Ralph's own: registered or not, it goes.
    await git.exec(['worktree', 'prune'], { allowFailure: true });
    return coordinator.run();
}
/** What `--parallel` cannot go with, said before anything starts. */
function checkParallelOptions(opts) {
    if (!(Number.isInteger(opts.parallel) && opts.parallel >= 1))
        throw new BuildError(`--parallel must be a whole number of 1 or more, got ${opts.parallel}`);
    if (opts.branch !== 'spec')
        throw new BuildError('--parallel needs spec branches (--branch spec): specs on one branch cannot run at once');
    if (opts.maxTasks !== undefined)
        throw new BuildError('--parallel and --max-tasks do not go together; use --spec or --task to run less');
}
/** The coordinator: starts a worker per ready spec, up to `parallel` at once, and gathers their reports. */
class ParallelRun {
    opts;
    git;
    baseBranch;
    planFile;
    maxAttempts;
    report = { tasks: [], specCommits: [], interrupted: false, costUsd: 0 };
    running = new Map();
    /** Specs a worker ended on in this build: not started again (what is left waits on something). */
    finished = new Set();
    stop = false;
    failure;
    // Adding and removing worktrees edit .git/worktrees and take the same locks: one at a time
    // (two `git worktree add` at once can fail on each other's lock).
    oneAtATime = serial();
    // The baseline, one worker at a time too (build.ts: BuildOptions.baselineTurn).
    baselineTurn = serial();
    constructor(opts, git, baseBranch) {
        this.opts = opts;
        this.git = git;
        this.baseBranch = baseBranch;
        this.planFile = opts.planAt.file;
        this.maxAttempts = (0,schedule/* maxAttemptsOf */.un)(opts.maxAttempts, opts.planAtStart ?? (0,plan_file/* loadPlan */.Yq)(opts.planAt.path).plan);
    }
    async run() {
        const { opts, report, running } = this;
        for (;;) {
            if (opts.signal?.aborted) {
                report.interrupted = true;
                this.stop = true;
            }
            if (opts.control?.isStopping) {
                report.stoppedBecause ??= 'you asked to stop; run `ralph build` to resume';
                this.stop = true;
            }
            if (!this.stop && running.size < opts.parallel)
                await this.startReady();
            if (running.size === 0)
                break;
            await Promise.race(running.values());
        }
        if (this.failure)
            throw this.failure;
        return report;
    }
    /** Workers for the ready specs that have none, as many as there is room for. */
    async startReady() {
        const { opts, planFile, running } = this;
        const view = await (0,plan_view/* readPlanView */.z)(this.git, {
            planFile,
            baseText: await this.baseText(),
            baseName: `${this.baseBranch}:${planFile}`,
            refs: 'refs/heads/',
            branchPrefix: opts.branchPrefix,
        });
        const s = (0,schedule/* schedule */._)(view.plan, {
            spec: opts.spec,
            task: opts.task,
            maxAttempts: this.maxAttempts,
            baseStatus: view.baseStatus,
            maxCostUsd: opts.maxCostUsd,
            branchPrefix: opts.branchPrefix,
        });
        if (s.budget.spent) {
            // Running workers see it themselves before their next attempt.
            if (!this.report.stop) {
                this.report.stop = 'budget';
                this.report.stoppedBecause = s.budget.spent;
            }
            this.stop = true;
        }
        for (const r of s.ready) {
            if (running.size >= opts.parallel)
                break;
            if (running.has(r.spec) || this.finished.has(r.spec))
                continue;
            const p = this.worker(r.spec, r.branch).finally(() => running.delete(r.spec));
            running.set(r.spec, p);
        }
    }
    /** One worker: the local loop on one spec, in its own worktree, removed when it ends. */
    async worker(spec, branch) {
        const { opts, git } = this;
        const worktree = (0,external_node_path_.join)(opts.planAt.root, WORKTREE_DIR, spec);
        try {
            await this.oneAtATime(() => addWorktree(git, worktree, branch, this.baseBranch));
            if (opts.worktreeSetup)
                await setUpWorktree(worktree, opts.worktreeSetup, opts);
            opts.onWorker?.({ spec, worktree, state: 'started' });
            const r = await build({
                ...opts,
                planAt: (0,project_root/* planUnder */.Si)(worktree, opts.planAt),
                spec,
                task: opts.task,
                baseBranch: this.baseBranch,
                stateRoot: opts.planAt.root,
                baselineTurn: this.baselineTurn,
                onEvent: (e) => opts.onEvent?.(e, spec),
            });
            this.absorb(r);
        }
        catch (e) {
            this.failure ??= e;
            this.stop = true;
        }
        finally {
            this.finished.add(spec);
            // Everything of the worker is committed on its branch or discarded: the worktree can go.
            // A dirty one (after an error) stays for a person to look at.
            await this.oneAtATime(() => git.exec(['worktree', 'remove', worktree], { allowFailure: true }));
            opts.onWorker?.({ spec, worktree, state: 'ended' });
        }
    }
    /** A worker's report added to the build's; what stopped it stops the others. */
    absorb(r) {
        const { report } = this;
        report.tasks.push(...r.tasks);
        report.specCommits.push(...r.specCommits);
        report.costUsd += r.costUsd;
        if (r.interrupted)
            report.interrupted = true;
        if (r.stop && !report.stop) {
            report.stop = r.stop;
            report.stoppedBecause = r.stoppedBecause;
        }
        else if (r.stoppedBecause && !report.stoppedBecause)
            report.stoppedBecause = r.stoppedBecause;
        // A rate limit or a spent budget holds for every spec; a stop request too.
        if (r.interrupted || r.stop || r.stoppedBecause)
            this.stop = true;
    }
    async baseText() {
        const text = await this.git.show(this.baseBranch, this.planFile);
        if (text === undefined)
            throw new BuildError(`${this.planFile} is not committed on ${this.baseBranch}; commit it first`);
        return text;
    }
}
/** Runs `--worktree-setup` in a new worktree; a failure stops the build naming the command. */
async function setUpWorktree(worktree, command, opts) {
    const r = await (0,adapters_gates/* runGate */.Rg)({ name: 'worktree setup', command }, { cwd: worktree, env: opts.env, signal: opts.signal });
    if (opts.signal?.aborted)
        return;
    if (!r.passed)
        throw new BuildError(`--worktree-setup \`${command}\` failed in ${(0,external_node_path_.relative)(opts.planAt.root, worktree)} (exit ${r.exitCode ?? 'none'}):\n${r.outputTail.trimEnd().split('\n').slice(-15).join('\n')}\nfix the command, or run it by hand in that worktree and build again`);
}
/**
 * A worktree on `branch` (made from `base` when it does not exist yet). One left behind by a run
 * that was killed outright is taken back to its last commit: its attempt was never recorded, so
 * its task is pending on the branch, exactly as after Ctrl-C.
 */
async function addWorktree(git, worktree, branch, base) {
    if ((0,external_node_fs_.existsSync)(worktree)) {
        const wt = new adapters_git/* Git */.TU(worktree);
        if ((await wt.currentBranch()) === branch) {
            await wt.discardChanges();
            return;
        }
        await git.exec(['worktree', 'remove', '--force', worktree], { allowFailure: true });
    }
    const exists = await git.revParse(`refs/heads/${branch}`);
    const r = await git.exec(['worktree', 'add', '--quiet', ...(exists ? [worktree, branch] : ['-b', branch, worktree, base])], { allowFailure: true });
    if (r.exitCode !== 0)
        throw new BuildError(`cannot make a worktree for ${branch} at ${worktree}: ${r.stderr.trim()}${/already (checked out|used by worktree)/.test(r.stderr) ? `; switch that checkout to another branch (git switch ${base}), then run again` : ''}`);
}
/** A queue: each function given runs once the one before it has settled. */
function serial() {
    let tail = Promise.resolve();
    return (f) => {
        const next = tail.then(f, f);
        tail = next.catch(() => undefined);
        return next;
    };
}

// EXTERNAL MODULE: ./build/core/shell.js
var shell = __webpack_require__(8772);
// EXTERNAL MODULE: ./build/cli/command.js
var command = __webpack_require__(3192);
;// CONCATENATED MODULE: ./build/cli/build-summary.js
// What `ralph build` says when it ends, after its own account of what ran: what is next. The
// spec branches that are ready for review with the commands that push one and open its pull
// request, how to unblock each blocked task, and the exit code a script can act on.








/** `ralph build`'s exit code when it ends with a task in scope blocked or failed. */
const EXIT_NEEDS_YOU = 1;
/** The exit codes, for `ralph build --help`. */
const BUILD_EXIT_CODES = `Exit codes: 0 every ready task got done (or nothing was ready, or --max-tasks or the
budget stopped it) and nothing in scope is blocked or failed, 1 a task is blocked or failed
(what to do is printed) or an error, 2 a usage error, 75 stopped on a rate limit (wait, then run
again to resume), 130 interrupted (run again to resume).`;
/**
 * Reads the plan as the build left it (the base branch's, each spec's entry from its branch),
 * prints what is next, and returns the exit code: 0 when nothing in scope is blocked or
 * failed, EXIT_NEEDS_YOU when something is.
 */
async function whatNextAfterBuild(ctx, input) {
    const next = await whatNext(ctx, input);
    if (next.text)
        ctx.out(next.text);
    return next.exitCode;
}
async function whatNext(ctx, input) {
    const planOption = (0,command/* stringOption */.Pp)(ctx, 'plan');
    const prefixOption = (0,command/* stringOption */.Pp)(ctx, 'branch-prefix');
    const current = (0,command/* stringOption */.Pp)(ctx, 'branch') === 'current';
    const file = (0,plan_file/* loadPlan */.Yq)(input.planPath);
    const loaded = file.plan;
    const view = current
        ? undefined
        : // The branches this build worked on: the local ones (it pushes none).
            await (0,plan_view/* localPlanView */.e)(input.planPath, loaded, prefixOption ?? schedule/* DEFAULT_BRANCH_PREFIX */._g, {
                remote: false,
                text: file.text,
            });
    const git = new adapters_git/* Git */.TU(input.root);
    const base = (await git.currentBranch()) ?? 'main';
    const branches = view?.branches ?? new Map();
    return describeNext({
        plan: view?.plan ?? loaded,
        spec: (0,command/* stringOption */.Pp)(ctx, 'spec'),
        task: (0,command/* stringOption */.Pp)(ctx, 'task'),
        branchMode: current ? 'current' : 'spec',
        base,
        remote: await pushRemote(git),
        branches,
        unmerged: await branchesAheadOf(git, base, [...branches.values()]),
        // What the unblocking commands need to act on the same plan and branches as this build.
        args: [
            ...(planOption !== undefined ? ['--plan', planOption] : []),
            ...(prefixOption !== undefined && prefixOption !== schedule/* DEFAULT_BRANCH_PREFIX */._g
                ? ['--branch-prefix', prefixOption]
                : []),
        ],
    });
}
/**
 * What is next after a build, and its exit code; pure. A finished spec whose branch `base`
 * does not have yet is ready for review; a blocked or failed task in scope needs a person,
 * and makes the exit code EXIT_NEEDS_YOU.
 */
function describeNext(input) {
    const { plan, base, remote } = input;
    const inScope = (spec, task) => (input.spec === undefined || spec === input.spec) && (input.task === undefined || task === input.task);
    const ready = [];
    for (const spec of plan.specs) {
        const branch = input.branches.get(spec.id);
        if (!branch || !input.unmerged.has(branch) || !inScope(spec.id) || !specDone(plan, spec.id))
            continue;
        ready.push({
            spec: spec.id,
            ...(spec.name ? { name: spec.name } : {}),
            branch,
            commands: [
                (0,shell/* shellCommand */.q)(['git', 'push', '-u', remote ?? 'origin', branch]),
                (0,shell/* shellCommand */.q)(['gh', 'pr', 'create', '--base', base, '--head', branch, '--fill']),
            ],
        });
    }
    const stuck = [];
    for (const spec of plan.specs)
        for (const task of spec.tasks)
            if ((task.status === 'blocked' || task.status === 'failed') && inScope(spec.id, task.id))
                stuck.push({ spec: spec.id, task: task.id, status: task.status });
    const lines = [];
    if (ready.length > 0) {
        const one = ready.length === 1;
        lines.push(`${one ? 'This spec branch is' : 'These spec branches are'} ready for review; push ${one ? 'it' : 'one'} and open ${one ? 'its' : 'a'} pull request:`);
        for (const r of ready) {
            lines.push(`  ${r.branch}${r.name ? ` (${r.name})` : ''}`);
            for (const c of r.commands)
                lines.push(`    ${c}`);
        }
        if (!remote)
            lines.push('  (this repository has no remote yet: `git remote add origin URL` first)');
    }
    else if (input.branchMode === 'current' &&
        stuck.length === 0 &&
        plan.specs.some((s) => inScope(s.id) && specDone(plan, s.id))) {
        lines.push(`The work is committed on ${base}; push it with: ${(0,shell/* shellCommand */.q)(['git', 'push', remote ?? 'origin', base])}`);
    }
    const hints = (0,report/* unblockHints */.dB)(plan, input.args).filter((h) => inScope(h.spec, h.task));
    if (hints.length > 0)
        lines.push((0,report/* unblockText */.eg)(hints));
    const failed = stuck.filter((s) => s.status === 'failed');
    if (failed.length > 0)
        lines.push(`${failed.map((f) => f.task).join(', ')} ${failed.length === 1 ? 'has' : 'have'} failed and will be retried: run \`ralph build\` again (\`ralph status\` shows why)`);
    const exitCode = stuck.length > 0 ? EXIT_NEEDS_YOU : 0;
    return { ready, stuck, text: lines.length > 0 ? `\nNext:\n${lines.join('\n')}` : '', exitCode };
}
function specDone(plan, specId) {
    const spec = plan.specs.find((s) => s.id === specId);
    return spec !== undefined && spec.tasks.length > 0 && spec.tasks.every((t) => (0,plan_basics/* isDone */.$L)(t.status));
}
/** The remote a push goes to: `origin` if there is one, else the only one; undefined without any. */
async function pushRemote(git) {
    const remotes = (await git.exec(['remote'], { allowFailure: true })).stdout.split('\n').filter(Boolean);
    return remotes.includes('origin') ? 'origin' : remotes[0];
}
/** Of the given local branches, those with commits `base` does not have: one git process for all. */
async function branchesAheadOf(git, base, branches) {
    if (branches.length === 0)
        return new Set();
    const r = await git.exec([
        'for-each-ref',
        '--format=%(refname:short)',
        `--no-merged=refs/heads/${base}`,
        ...branches.map((b) => `refs/heads/${b}`),
    ], { allowFailure: true });
    return new Set(r.stdout.split('\n').filter(Boolean));
}

;// CONCATENATED MODULE: ./build/cli/progress.js
// What `ralph build` shows while it works. On a terminal: a live block with the tasks done so
// far, the current task with its elapsed time, and the agent's last lines, redrawn in place.
// Elsewhere (CI, pipes): one line per event, and the agent's last lines when it finishes.


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
                    current = {
                        label: `${e.spec}/${e.task} attempt ${e.attempt} (${(0,agent_routing/* agentLabel */.kV)(e)}) on ${e.branch}`,
                        started: Date.now(),
                    };
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
                    say(`  ${ICONS[e.status] ?? '·'} ${e.task}: ${(0,attempt/* outcomeAndStatus */.Aq)(e.outcome, e.status)}${e.outcome === 'passed' ? '' : `: ${(0,attempt/* firstLine */.TM)(e.summary)}`}`);
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

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(481);
;// CONCATENATED MODULE: ./build/cli/live/interactive.js
function interactiveCommand(s) {
    const id = s.sessionId;
    switch (s.provider) {
        case 'claude':
            return { file: 'claude', args: id ? ['--resume', id] : [s.prompt] };
        case 'codex':
            return { file: 'codex', args: id ? ['resume', id] : [s.prompt] };
        case 'gemini':
            return { file: 'gemini', args: id ? ['--resume', id] : ['--prompt-interactive', s.prompt] };
        case 'opencode':
            return { file: 'opencode', args: id ? ['--session', id] : ['--prompt', s.prompt] };
        default:
            return undefined;
    }
}
function hasInteractive(provider) {
    return interactiveCommand({ provider, prompt: '' }) !== undefined;
}

;// CONCATENATED MODULE: ./build/cli/live/screen.js
// What the live view of `ralph build` shows (docs/ARCHITECTURE.md#life-of-a-task-locally), as plain data and a pure function
// from it to the screen's lines: the task list with status icons, one pane per running agent
// with its latest readable lines (and how many it hid), elapsed time, attempt, turns and cost,
// the last confirmation, and the key line. view.ts owns the terminal; this owns the picture.


const KEY_LINE = '[q] quit  [r] retry  [s] skip  [p] pause  [i] interactive';
/** Lines of an agent's output kept per pane; the pane shows the latest that fit. */
const KEPT_LINES = 500;
const screen_ICONS = {
    completed: '✓',
    in_progress: '○',
    running: '▶',
    pending: '○',
    blocked: '⛔',
    failed: '✖',
    skipped: '↷',
};
function newState(title, tasks, now = Date.now()) {
    return { title, started: now, tasks, lanes: [], message: '', paused: false, stopping: false, costUsd: 0 };
}
/** Applies one build event of worker `key` (the spec for `--parallel`, else one lane). */
function applyEvent(s, e, key, now = Date.now()) {
    const lane = s.lanes.find((l) => l.key === key);
    const row = (task) => s.tasks.find((t) => t.id === task);
    switch (e.type) {
        case 'task': {
            const fresh = {
                key,
                spec: e.spec,
                task: e.task,
                attempt: e.attempt,
                branch: e.branch,
                provider: e.provider,
                agent: (0,agent_routing/* agentLabel */.kV)(e),
                started: now,
                phase: 'agent',
                lines: [],
                dropped: 0,
                partial: '',
            };
            if (lane)
                Object.assign(lane, fresh, { turns: undefined, costUsd: undefined, endedMs: undefined });
            else
                s.lanes.push(fresh);
            s.focus ??= key;
            const r = row(e.task);
            if (r)
                r.status = 'in_progress';
            break;
        }
        case 'output':
            if (lane) {
                // The agent's bytes never reach the terminal as they are: escape sequences (a title, the
                // clipboard, cursor moves) and control characters go; a line with no end is cut.
                const parts = (lane.partial + printable(e.text)).split('\n');
                lane.partial = parts.pop() ?? '';
                if (lane.partial.length > MAX_PARTIAL) {
                    parts.push(lane.partial);
                    lane.partial = '';
                }
                for (const p of parts)
                    if (p.trim())
                        push(lane, p);
            }
            break;
        case 'agent':
            if (lane) {
                lane.phase = 'gates';
                lane.turns = e.turns;
                lane.costUsd = e.costUsd;
                s.costUsd += e.costUsd ?? 0;
                push(lane, `— agent: ${e.outcome} in ${seconds(e.durationMs)}${e.reason ? ` (${firstLine(e.reason)})` : ''}`);
            }
            break;
        case 'gate':
            if (lane)
                push(lane, `— gate ${e.result.name}: ${e.result.passed ? 'passed' : `failed (exit ${e.result.exitCode ?? 'none'})`} in ${seconds(e.result.durationMs)}`);
            break;
        case 'attempt': {
            const r = row(e.task);
            if (r)
                r.status = e.status;
            if (lane && lane.task === e.task) {
                lane.phase = 'recorded';
                lane.endedMs = now - lane.started;
                push(lane, `— ${e.task}: ${(0,attempt/* outcomeAndStatus */.Aq)(e.outcome, e.status, '→')}${e.outcome === 'passed' ? '' : `: ${(0,attempt/* firstLine */.TM)(e.summary)}`}`);
            }
            s.message = `${e.task}: ${(0,attempt/* outcomeAndStatus */.Aq)(e.outcome, e.status, '→')}`;
            break;
        }
        case 'control':
            if (lane) {
                if (e.action === 'interactive')
                    lane.phase = 'interactive';
                if (e.action === 'checking')
                    lane.phase = 'gates';
                push(lane, `— ${e.text}`);
            }
            s.message = `${e.task}: ${e.text}`;
            break;
        case 'spec-commit':
            s.message = `spec ${e.spec} complete: one commit ${e.sha.slice(0, 7)} "${e.title}" on ${e.branch}`;
            break;
        case 'note':
            if (lane)
                push(lane, `note: ${e.text}`);
            else
                s.message = `note: ${e.text}`;
            break;
    }
}
function push(lane, line) {
    lane.lines.push(line);
    if (lane.lines.length > KEPT_LINES) {
        lane.lines.shift();
        lane.dropped++;
    }
}
/** The screen as `rows` lines of at most `cols` characters. */
function render(s, rows, cols, now = Date.now()) {
    const fit = (line) => (line.length > cols ? `${line.slice(0, Math.max(0, cols - 1))}…` : line);
    const done = s.tasks.filter((t) => t.status === 'completed' || t.status === 'skipped').length;
    const runningTasks = new Set(s.lanes.filter((l) => l.phase !== 'recorded').map((l) => l.task));
    const head = [
        `ralph build · ${s.title}`,
        `${done}/${s.tasks.length} done`,
        runningTasks.size > 0 ? `${runningTasks.size} running` : '',
        clock(now - s.started),
        s.costUsd > 0 ? `$${s.costUsd.toFixed(4)}` : '',
        s.paused ? 'PAUSED' : '',
        s.stopping ? 'STOPPING' : '',
    ]
        .filter(Boolean)
        .join(' · ');
    const footer = [s.message ? `» ${s.message}` : '', keyLine(s)];
    const lanes = s.lanes;
    const minPane = lanes.length > 0 ? 2 : 0;
    const taskRoom = Math.max(1, rows - 2 - footer.length - lanes.length * (1 + minPane));
    const taskLines = taskList(s, runningTasks, Math.min(taskRoom, Math.max(1, s.tasks.length)), now);
    let room = rows - 2 - footer.length - taskLines.length;
    const out = [head, ...taskLines, ''];
    lanes.forEach((lane, i) => {
        const share = Math.max(1, Math.floor(room / (lanes.length - i)));
        room -= share;
        const paneLines = Math.max(0, share - 1);
        const shown = lane.lines.slice(-paneLines || lane.lines.length).slice(0, paneLines);
        const hidden = lane.dropped + lane.lines.length - shown.length;
        const elapsed = seconds(lane.endedMs ?? now - lane.started);
        const mark = lanes.length > 1 && s.focus === lane.key ? '▸ ' : '';
        const tail = hidden > 0 ? ` ${hidden} earlier line${hidden === 1 ? '' : 's'} hidden ──` : '';
        // The branch goes first when the line is too narrow for all of it: the agent matters more.
        const parts = [`${mark}${lane.task}`, `attempt ${lane.attempt}`, lane.agent, lane.branch, lane.phase];
        let label = `── ${parts.join(' · ')} · ${elapsed}${spent(lane)} `;
        if (label.length + tail.length + 2 > cols)
            label = `── ${parts.filter((p) => p !== lane.branch).join(' · ')} · ${elapsed}${spent(lane)} `;
        out.push(`${label}${'─'.repeat(Math.max(2, cols - label.length - tail.length))}${tail}`);
        for (const l of shown)
            out.push(`  │ ${l}`);
        for (let k = shown.length; k < paneLines; k++)
            out.push('  │');
    });
    while (out.length < rows - footer.length)
        out.push('');
    out.push(...footer.filter((l, i) => l !== '' || i === 0));
    return out.slice(0, rows).map(fit);
}
function keyLine(s) {
    if (s.typing)
        return `skip ${s.typing.task}, reason: ${s.typing.text}▏  [enter] skip it  [esc] keep it running`;
    return s.lanes.filter((l) => l.phase !== 'recorded').length > 1 ? `${KEY_LINE}  [tab] next pane` : KEY_LINE;
}
/** The task list; when it does not fit, finished tasks fold into one line first, then the end. */
function taskList(s, running, room, now) {
    const line = (t) => {
        const live = running.has(t.id);
        const icon = live ? screen_ICONS.running : screen_ICONS[t.status];
        const lane = live ? s.lanes.find((l) => l.task === t.id && l.phase !== 'recorded') : undefined;
        const extra = lane
            ? `   attempt ${lane.attempt} · ${lane.agent} · ${seconds(now - lane.started)}${spent(lane)}`
            : '';
        const word = t.status === 'blocked' || t.status === 'failed' || t.status === 'skipped' ? ` (${t.status})` : '';
        return ` ${icon} ${t.spec}/${t.id}  ${firstLine(t.title)}${word}${extra}`;
    };
    if (s.tasks.length <= room)
        return s.tasks.map(line);
    const finished = s.tasks.filter((t) => (t.status === 'completed' || t.status === 'skipped') && !running.has(t.id));
    const rest = s.tasks.filter((t) => !finished.includes(t));
    const out = finished.length > 0 ? [` ${screen_ICONS.completed} ${finished.length} done`] : [];
    const fits = room - out.length;
    if (rest.length <= fits)
        return [...out, ...rest.map(line)];
    const kept = rest.slice(0, Math.max(0, fits - 1)).map(line);
    return [...out, ...kept, `   … ${rest.length - kept.length} more`];
}
function spent(lane) {
    return `${lane.turns !== undefined ? ` · ${lane.turns} turn${lane.turns === 1 ? '' : 's'}` : ''}${lane.costUsd !== undefined ? ` · $${lane.costUsd.toFixed(4)}` : ''}`;
}
const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;
function clock(ms) {
    const t = Math.floor(ms / 1000);
    const two = (n) => String(n).padStart(2, '0');
    return t >= 3600
        ? `${Math.floor(t / 3600)}:${two(Math.floor(t / 60) % 60)}:${two(t % 60)}`
        : `${two(Math.floor(t / 60))}:${two(t % 60)}`;
}
function firstLine(text) {
    return text.split('\n', 1)[0] ?? '';
}
/** Longest unfinished line kept before it is shown as a line of its own. */
const MAX_PARTIAL = 4096;
/** Text without ANSI/OSC escape sequences and control characters (tab and newline stay). */
function printable(text) {
    return text
        .replace(/\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b\[[0-?]*[ -/]*[@-~]|\x1b[ -~]/g, '')
        .replace(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/g, '');
}

;// CONCATENATED MODULE: ./build/cli/live/view.js
// The live view of `ralph build` on a terminal (docs/ARCHITECTURE.md#life-of-a-task-locally): the screen of screen.ts drawn in
// the terminal's alternate buffer with plain ANSI escapes, and the keys read through
// node:readline's keypress events in raw mode. No terminal library: Ink would bring React and
// its renderer (hundreds of KB in dist/ and tens of ms of cold start for every `ralph` command),
// blessed a large unmaintained tree; a redraw of a few dozen lines needs neither. Every key is
// answered on the message line; what a key asks of the build goes through BuildControl, which
// only acts at the loop's clear points, so no key can leave the plan half written.




const ENTER = '\x1b[?1049h\x1b[?25l';
const LEAVE = '\x1b[?25h\x1b[?1049l';
function startLiveView(o) {
    return new Live(o);
}
/** The view while it runs: the screen's state, the terminal's modes, the keys. */
class Live {
    o;
    input;
    output;
    control;
    state;
    timer;
    pending;
    closed = false;
    handing = false;
    quits = 0;
    interrupts = 0;
    /** Interactive sessions one after another: there is one terminal. */
    sessions = Promise.resolve();
    constructor(o) {
        this.o = o;
        this.input = o.input;
        this.output = o.output;
        this.control = o.control;
        this.state = newState(o.title, o.tasks);
        this.control.interactive = (s) => {
            this.sessions = this.sessions.then(() => this.handOver(s));
            return this.sessions;
        };
        (0,external_node_readline_.emitKeypressEvents)(this.input);
        this.input.on('keypress', this.onKey);
        this.output.on('resize', this.draw);
        process.on('exit', this.restore);
        this.enter();
    }
    /** While a person has the terminal (an interactive session), Ctrl-C is theirs, not Ralph's. */
    get handingOver() {
        return this.handing;
    }
    event(e, key = 'build') {
        applyEvent(this.state, e, key);
        if (e.type === 'output')
            this.soon();
        else
            this.draw();
    }
    close() {
        if (this.closed)
            return;
        process.off('exit', this.restore);
        this.input.off('keypress', this.onKey);
        this.output.off('resize', this.draw);
        if (!this.handing)
            this.leave();
        this.closed = true;
        this.control.interactive = undefined;
        // What the screen showed last stays readable in the terminal's history.
        // An attempt stopped midway was put back: its task is pending again.
        const list = this.state.tasks.map((t) => {
            const status = t.status === 'in_progress' ? 'pending' : t.status;
            return `${screen_ICONS[status]} ${t.spec}/${t.id}  ${t.title.split('\n', 1)[0]}${status === 'completed' ? '' : ` (${status})`}`;
        });
        this.output.write(`${list.join('\n')}\n`);
    }
    draw = () => {
        this.pending = undefined;
        if (this.closed || this.handing)
            return;
        const { state, output, control } = this;
        state.paused = control.isPaused;
        state.stopping = control.isStopping;
        const lines = render(state, output.rows ?? 24, output.columns ?? 80);
        output.write(`\x1b[H${lines.map((l) => `${l}\x1b[K`).join('\r\n')}\x1b[J`);
    };
    /** Events come in bursts (a flood of output): one redraw per 50 ms at most. */
    soon() {
        this.pending ??= setTimeout(this.draw, 50);
    }
    say(text) {
        this.state.message = text;
        this.draw();
    }
    onKey = (str, key = {}) => {
        if (this.handing || this.closed)
            return;
        if (key.ctrl && key.name === 'c')
            return this.interrupt();
        if (this.state.typing)
            return this.typeReason(str, key);
        const name = key.name ?? str ?? '';
        switch (name) {
            case 'q':
                return this.quit();
            case 'p': {
                const paused = this.control.togglePause();
                return this.say(paused
                    ? 'p: paused: no new task starts (a running one goes on to its end); p again to go on'
                    : 'p: going on');
            }
            case 'r':
                return this.restart();
            case 's': {
                const lane = this.target();
                if (!lane)
                    return this.say('s: no task is running to skip');
                this.state.typing = { task: lane.task, text: '' };
                return this.say(`s: why skip ${lane.task}? type a reason, then enter`);
            }
            case 'i':
                return this.askHandOver();
            case 'tab':
                return this.nextPane();
            default:
                if (name)
                    this.say(`${name}: not a key of this view; the keys are on the line below`);
        }
    };
    restart() {
        const lane = this.target();
        if (!lane)
            return this.say('r: no attempt is running to restart');
        this.say(this.control.request(lane.task, { kind: 'restart' })
            ? `r: restarting attempt ${lane.attempt} of ${lane.task} (its work so far is discarded)`
            : `r: ${lane.task} is being recorded or already has a request; nothing restarted`);
    }
    askHandOver() {
        const lane = this.target();
        if (!lane)
            return this.say('i: no attempt is running to take over');
        if (!hasInteractive(lane.provider))
            return this.say(`i: the ${lane.provider} agent has no interactive session; r, s or q instead`);
        this.say(this.control.request(lane.task, { kind: 'interactive' })
            ? `i: stopping the agent; the terminal goes to ${lane.provider} in ${lane.task}'s work tree`
            : `i: ${lane.task} is being recorded or already has a request; nothing handed over`);
    }
    nextPane() {
        const { state } = this;
        const live = this.running();
        if (live.length < 2)
            return this.say('tab: only one pane is running');
        const at = live.findIndex((l) => l.key === state.focus);
        state.focus = live[(at + 1) % live.length].key;
        this.say(`tab: r, s and i now act on ${live.find((l) => l.key === state.focus).task}`);
    }
    typeReason(str, key) {
        const typing = this.state.typing;
        if (key.name === 'escape') {
            this.state.typing = undefined;
            return this.say(`s: not skipped; ${typing.task} goes on`);
        }
        if (key.name === 'return' || key.name === 'enter') {
            const reason = typing.text.trim();
            if (!reason)
                return this.say('s: a reason is needed (esc to keep the task running)');
            this.state.typing = undefined;
            return this.say(this.control.request(typing.task, { kind: 'skip', reason })
                ? `s: skipping ${typing.task}: ${reason}`
                : `s: ${typing.task} is no longer running (it was recorded meanwhile); nothing skipped`);
        }
        if (key.name === 'backspace')
            typing.text = typing.text.slice(0, -1);
        else if (str && !key.ctrl && str >= ' ')
            typing.text += str;
        this.draw();
    }
    quit() {
        const { control } = this;
        this.quits++;
        if (this.quits === 1 && control.running().length > 0) {
            control.stopAfterAttempt();
            return this.say('q: stopping once the running attempt is recorded (q again: stop now, the task goes back to pending)');
        }
        control.stopAfterAttempt();
        this.o.abort();
        this.say('q: stopping now; the running task goes back to pending, run `ralph build` to resume');
    }
    interrupt() {
        this.interrupts++;
        if (this.interrupts > 1) {
            this.restore();
            process.exit(130);
        }
        this.o.abort();
        this.say('Ctrl-C: stopping now; the running task goes back to pending (Ctrl-C again to force)');
    }
    running() {
        return this.state.lanes.filter((l) => l.phase !== 'recorded');
    }
    /** The attempt r, s and i act on: the focused pane's, else the one running. */
    target() {
        const live = this.running().filter((l) => this.control.running().some((r) => r.task === l.task));
        return live.find((l) => l.key === this.state.focus) ?? live[0];
    }
    enter() {
        this.output.write(ENTER);
        this.input.setRawMode(true);
        this.input.resume();
        this.timer = setInterval(this.draw, 500);
        this.draw();
    }
    leave() {
        if (this.timer)
            clearInterval(this.timer);
        if (this.pending)
            clearTimeout(this.pending);
        this.timer = this.pending = undefined;
        this.input.setRawMode(false);
        this.input.pause();
        this.output.write(LEAVE);
    }
    async handOver(s) {
        const cmd = interactiveCommand(s);
        if (!cmd || this.closed)
            return;
        this.leave();
        this.handing = true;
        this.output.write(`ralph: ${s.task}: ${cmd.file} in ${s.cwd}\nralph: when you leave it, Ralph checks the work (the claim, then the gates)\n\n`);
        const ended = await new Promise((resolve) => {
            const child = (0,external_node_child_process_.spawn)(cmd.file, cmd.args, { cwd: s.cwd, env: s.env, stdio: 'inherit' });
            child.on('error', (e) => resolve(`could not start ${cmd.file}: ${e.message}`));
            child.on('exit', (code, signal) => resolve(`${cmd.file} ended (${signal ?? `exit ${code}`})`));
        });
        this.handing = false;
        if (this.closed)
            return;
        this.enter();
        this.say(`i: ${ended}; checking ${s.task}'s work`);
    }
    // Whatever ends the process (an error no one caught, a forced exit), the terminal is given back.
    restore = () => {
        if (this.closed)
            return;
        this.closed = true;
        this.output.write(LEAVE);
        if (this.input.isTTY)
            this.input.setRawMode(false);
    };
}

;// CONCATENATED MODULE: ./build/cli/live/display.js
// Where `ralph build` shows its work: the live view you steer when it has a terminal to read
// keys from and draw on; plain lines otherwise (CI, pipes, `--no-tty`), one per event, each
// prefixed with its spec under `--parallel` so interleaved workers stay readable.



async function createDisplay(o) {
    const { stdin, stdout } = process;
    const terminal = stdout.isTTY === true && !o.env.CI && !o.noTty;
    if (terminal && stdin.isTTY === true && typeof stdin.setRawMode === 'function') {
        const view = startLiveView({
            title: o.planPath.split('/').pop() ?? o.planPath,
            tasks: await taskRows(o),
            control: o.control,
            abort: o.abort,
            input: stdin,
            output: stdout,
        });
        return {
            event: (e, key) => view.event(e, key),
            done: () => view.close(),
            get handingOver() {
                return view.handingOver;
            },
        };
    }
    if (!o.parallel) {
        const progress = createProgress(o.out, terminal);
        return { event: (e) => progress.event(e), done: () => progress.done(), handingOver: false };
    }
    const lanes = new Map();
    return {
        event(e, key = '') {
            let p = lanes.get(key);
            if (!p) {
                p = createProgress((text) => o.out(text.replace(/^/gm, `[${key}] `)), false);
                lanes.set(key, p);
            }
            p.event(e);
        },
        done: () => {
            for (const p of lanes.values())
                p.done();
        },
        handingOver: false,
    };
}
/** The tasks the view lists: the plan's, in the scope asked for, with each spec's status from its branch. */
async function taskRows(o) {
    const plan = (await (0,plan_view/* localPlanView */.e)(o.planPath, o.plan, o.branchPrefix, { text: o.text }).catch(() => undefined))
        ?.plan ?? o.plan;
    const taskSpec = o.task ? plan.specs.find((s) => s.tasks.some((t) => t.id === o.task))?.id : undefined;
    return plan.specs
        .filter((s) => (o.spec === undefined || s.id === o.spec) && (taskSpec === undefined || s.id === taskSpec))
        .flatMap((s) => s.tasks.map((t) => ({
        spec: s.id,
        id: t.id,
        title: t.title ?? t.description,
        // A task left in_progress by a run that died is pending for this one.
        status: t.status === 'in_progress' ? 'pending' : t.status,
    })));
}

// EXTERNAL MODULE: ./build/cli/preflight.js + 3 modules
var preflight = __webpack_require__(471);
;// CONCATENATED MODULE: ./build/cli/build.js

























/** `ralph build`'s exit code when it stops on a rate limit: EX_TEMPFAIL, "try again later". */
const EXIT_RATE_LIMITED = 75;
const buildCommand = {
    name: 'build',
    about: `Runs the ready tasks one by one: a focused prompt, one agent process per task, the
plan's gates; a failure is retried with its output injected into the prompt, up to
the retry budget. Every attempt is recorded in the plan and committed on the spec's
branch; when a spec's last task completes, its branch gets one commit named after the
spec and progress/<spec-id>.md its entry. Ctrl-C puts the running task back to pending; run
again to resume. Logs go to .ralph/logs/.

On a terminal it is a live view: the tasks, the running agent's output, and keys:
q stop once the running attempt is recorded (q again: stop now), r restart the running
attempt, s skip the running task (type a reason), p pause before the next task (p again
to go on), i hand the terminal to the agent CLI's own session in the same work tree
(claude, codex, gemini, opencode); Ralph checks its work when you leave it.`,
    options: {
        agent: {
            type: 'string',
            value: 'PROVIDER',
            help: "claude, codex, gemini, opencode or command, for every task of this run (default: each task's agent, as its levels resolve: the task's, its discipline's, its tier's, the plan's agent, else claude)",
        },
        'agent-command': {
            type: 'string',
            value: 'CMD',
            help: 'for --agent command: the command line; the prompt arrives on stdin (default: the one its levels resolve to)',
        },
        model: {
            type: 'string',
            value: 'NAME',
            help: "the model to ask the agent for, for every task of this run (default: each task's, as its levels resolve)",
        },
        spec: {
            type: 'string',
            value: 'ID',
            help: 'only tasks of this spec; an id that is not in the plan is an error',
        },
        task: { type: 'string', value: 'ID', help: 'only this task; an id that is not in the plan is an error' },
        'max-tasks': { type: 'string', value: 'N', help: 'stop after N tasks completed or blocked' },
        'max-attempts': {
            type: 'string',
            value: 'N',
            help: "attempts per task before it is blocked (default: the plan's agent.maxAttempts, else 3)",
        },
        'max-cost': {
            type: 'string',
            value: 'USD',
            help: "start nothing once the cost recorded in the plan reaches USD (default: the plan's budget.maxCostUsd)",
        },
        branch: {
            type: 'string',
            value: 'MODE',
            help: 'spec: one branch per spec, ralph/<spec-id> (default); current: commit on the current branch',
        },
        ...command/* BRANCH_PREFIX_OPTION */.WH,
        protect: {
            type: 'string',
            value: 'PATH',
            multiple: true,
            help: 'a path the agent may not change (repeatable; .github/ and the plan are always protected)',
        },
        parallel: {
            type: 'string',
            value: 'N',
            help: 'run up to N independent specs at once, each in its own git worktree (.ralph/worktrees/<spec-id>) on its spec branch',
        },
        'worktree-setup': {
            type: 'string',
            value: 'CMD',
            help: 'with --parallel, a shell command run in each new worktree before its first task (e.g. "npm ci"): a worktree holds only what is committed, not installed dependencies',
        },
        'no-tty': { type: 'boolean', help: 'plain log lines even on a terminal (no live view)' },
        'fresh-retry': {
            type: 'boolean',
            help: "a retry starts from the task's start commit, not from the failed attempt's work (default: the plan's agent.retry, else \"continue\": the work is kept)",
        },
        'dry-run': {
            type: 'boolean',
            help: "show what would run, in order, the agent and the gates, with whether their programs are here (and the agent's sign-in, where Ralph can tell without a call) and what the CI's task job does not set up for a gate; run nothing; exit 1 when the agent's CLI, its sign-in or a program a required gate calls is missing",
        },
        baseline: {
            type: 'boolean',
            help: 'run every gate on the untouched tree (HEAD, a clean work tree) and say which are red; no agent, nothing recorded; exit 1 when a required gate fails',
        },
        ...command/* PLAN_OPTION */.w,
    },
    after: BUILD_EXIT_CODES,
    async run(ctx) {
        const sel = readSelection(ctx);
        if (ctx.values['dry-run'])
            return dryRunCommand(ctx, sel);
        if (ctx.values.baseline)
            return baselineCommand(ctx, sel.planAt, sel.plan);
        return buildCommandRun(ctx, sel);
    },
};
function readSelection(ctx) {
    const planPath = (0,project_root/* resolvePlanPath */.PC)(ctx.cwd, (0,command/* stringOption */.Pp)(ctx, 'plan'));
    const { plan, text } = (0,plan_file/* loadPlan */.Yq)(planPath);
    const planAt = (0,project_root/* locatePlan */.Up)((0,project_root/* findProjectRoot */.pj)((0,external_node_path_.dirname)(planPath)), planPath);
    const branch = (0,command/* stringOption */.Pp)(ctx, 'branch') ?? 'spec';
    if (branch !== 'spec' && branch !== 'current')
        throw new command/* UsageError */.eb(`--branch must be "spec" or "current", got "${branch}"`);
    // `--agent` and `--agent-command` go over every level of the plan's agent (agent-routing.ts).
    const provider = (0,command/* stringOption */.Pp)(ctx, 'agent');
    const agentCommand = (0,command/* stringOption */.Pp)(ctx, 'agent-command');
    if (provider !== undefined && !agent_routing/* PROVIDER_NAMES */.xd.includes(provider))
        throw new command/* UsageError */.eb(`--agent must be one of ${agent_routing/* PROVIDER_NAMES */.xd.join(', ')}, got "${provider}"`);
    if (provider === 'command' && !agentCommand && !plan.agent?.command)
        throw new command/* UsageError */.eb('--agent command needs --agent-command CMD (or agent.command in the plan)');
    const maxAttempts = (0,command/* intOption */.dP)(ctx, 'max-attempts');
    const maxCostUsd = usdOption((0,command/* stringOption */.Pp)(ctx, 'max-cost'));
    const spec = (0,command/* stringOption */.Pp)(ctx, 'spec');
    const task = (0,command/* stringOption */.Pp)(ctx, 'task');
    (0,command/* checkSelection */.Nt)(plan, planPath, { spec, task });
    return { planAt, plan, text, branch, provider, agentCommand, maxAttempts, maxCostUsd, spec, task };
}
/** `--agent`, `--agent-command` and `--model`: over every level of the plan's agent. */
function cliAgent(ctx, sel) {
    return { provider: sel.provider, command: sel.agentCommand, model: (0,command/* stringOption */.Pp)(ctx, 'model') };
}
/**
 * `ralph build --dry-run`: what would run, the agent (its CLI, its sign-in where Ralph can tell),
 * the gates with whether the programs they call resolve, and what the CI's task job does not set
 * up for them. Exit 1 when something here would stop the build before any agent.
 */
function dryRunCommand(ctx, sel) {
    const { plan, spec, task, maxAttempts, maxCostUsd } = sel;
    const s = (0,schedule/* schedule */._)(plan, { spec, task, maxAttempts, maxCostUsd, agent: cliAgent(ctx, sel) });
    if (s.budget.spent)
        ctx.out(`Nothing would run: ${s.budget.spent}.`);
    else if (s.ready.length === 0)
        ctx.out('Nothing is ready to run. `ralph status` shows what each task waits on.');
    else
        ctx.out(`Would run, in this order (then whatever they unblock):\n${(0,report/* textTable */.ed)((0,report/* readyRows */.t0)(s.ready))}`);
    const { root } = sel.planAt;
    // Each agent that would run: the one forced on the command line, else those the ready tasks'
    // levels resolve to (else every one the plan's tasks use).
    const providers = sel.provider
        ? [sel.provider]
        : s.ready.length > 0
            ? [...new Set(s.ready.map((r) => r.provider))].sort()
            : (0,agent_routing/* planProviders */.YN)(plan);
    const agent = { lines: [], blockers: [] };
    for (const provider of providers) {
        const one = (0,preflight/* agentReadiness */.ir)(root, provider, sel.agentCommand ?? plan.agent?.command, ctx.env);
        agent.lines.push(...one.lines);
        agent.blockers.push(...one.blockers);
    }
    ctx.out(`\n${agent.lines.join('\n')}`);
    const gates = plan.gates ?? [];
    const gateBlockers = dryRunGates(ctx, root, gates);
    const { job, note } = (0,preflight/* readTaskJob */.P_)((0,external_node_path_.join)(root, preflight/* WORKFLOW_FILE */.XC));
    ctx.out((0,preflight/* taskJobReport */.xI)(gates, job, preflight/* WORKFLOW_FILE */.XC, note).lines.join('\n'));
    const blockers = [...agent.blockers, ...gateBlockers];
    if (blockers.length === 0)
        return 0;
    ctx.err([
        `\nralph build would stop before any agent:`,
        ...(0,preflight/* blockerLines */.OI)(blockers),
        ...(gateBlockers.length > 0 ? [`Or mark such a gate "required": false in ${sel.planAt.file}.`] : []),
    ].join('\n'));
    return 1;
}
/**
 * The gates each attempt must pass (first on the untouched tree), each with whether the programs
 * it calls are here; what would stop a build: a required gate whose program (or the package.json
 * script it runs) is missing fails on the untouched tree before any agent. A `no-new-failures`
 * gate may fail there, unless its program is missing.
 */
function dryRunGates(ctx, root, gates) {
    if (gates.length === 0) {
        ctx.out("\nNo gates: nothing would check the agent's work (`ralph init` proposes some).");
        return [];
    }
    const blockers = [];
    const lines = ['\nGates, in order (first on the untouched tree, then after each attempt):'];
    for (const g of gates) {
        const tool = (0,tool_check/* toolCheck */.Z)(root, g.command, ctx.env);
        const more = (0,preflight/* otherPrograms */.SI)(root, g.command, ctx.env);
        lines.push(`  ${g.name}: ${g.command}${g.required === false ? ' (not required)' : ''}${g.source ? `\n    from: ${g.source}` : ''}\n    tool: ${tool.text}${more.line ? `\n    ${more.line}` : ''}`);
        if (g.required === false)
            continue;
        const missing = [...(tool.missing !== undefined ? [tool.missing] : []), ...more.missing].filter((m) => !((0,baseline/* baselineMode */.pc)(g) === 'no-new-failures' && m.startsWith('script ')));
        for (const m of missing)
            blockers.push({
                what: `the required gate "${g.name}" (\`${g.command}\`)`,
                why: m.startsWith('script ')
                    ? `runs ${m}, which is not there`
                    : `calls \`${m}\`, which is not found on PATH`,
                fix: (0,preflight/* toolFix */.y9)(m),
            });
    }
    ctx.out(lines.join('\n'));
    return blockers;
}
/** The build itself: the live view or log lines, Ctrl-C taken, the loop (or `--parallel`), the summary. */
/** Where the model keys are and what is not enforced on this machine (localKeyNote). */
function keyNote(ctx, sel) {
    const agentVars = { ...(0,agent_env/* agentEnv */.b)(ctx.env), ...sel.plan.agent?.env };
    return (0,model_keys/* localKeyNote */.L4)([...(0,model_keys/* modelKeyRoutes */.Fp)(ctx.env, agentVars), ...opencodeRoutes(ctx, sel, agentVars)]);
}
/**
 * The key proxy's routes for the OpenCode providers whose key is a variable, when OpenCode (or a
 * command line, which may run it) is among the build's agents: said in the note, and a bad one
 * stops the build here, before anything runs.
 */
function opencodeRoutes(ctx, sel, agentVars) {
    const providers = sel.provider ? [sel.provider] : (0,agent_routing/* planProviders */.YN)(sel.plan);
    if (!providers.some((p) => p === 'opencode' || p === 'command'))
        return [];
    const sources = (0,opencode_config/* opencodeConfigSources */.W)(sel.planAt.root, agentVars, ctx.env.HOME);
    // As the run's proxy takes them (runner.ts): never a credential kept from the agent.
    const keys = { ...agentVars, ...(0,model_keys/* modelKeysIn */.dK)(ctx.env) };
    return (0,model_keys/* opencodeKeyProviders */.H_)(sources, agentVars).map((p) => (0,model_keys/* opencodeProviderRoute */.qt)(p, keys, agentVars));
}
async function buildCommandRun(ctx, sel) {
    const { planAt, plan } = sel;
    const { root } = planAt;
    const logPath = (0,external_node_path_.join)(root, '.ralph', 'logs', 'build.log');
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(logPath), { recursive: true });
    // Opened and written synchronously: nothing is left pending when the command returns, and a
    // write that fails (a full disk, the folder removed) costs the log a line, not the build.
    const logFd = (0,external_node_fs_.openSync)(logPath, 'a');
    const logLine = (line) => {
        try {
            (0,external_node_fs_.writeSync)(logFd, line);
        }
        catch {
            // the log is a record of the build, not the build
        }
    };
    const parallel = (0,command/* intOption */.dP)(ctx, 'parallel');
    const branchPrefix = (0,command/* stringOption */.Pp)(ctx, 'branch-prefix') ?? schedule/* DEFAULT_BRANCH_PREFIX */._g;
    // What holds here and what does not, said before anything runs.
    ctx.out(`${keyNote(ctx, sel)}\n`);
    const controller = new AbortController();
    const control = new BuildControl();
    const progress = await createDisplay({
        out: ctx.out,
        env: ctx.env,
        noTty: ctx.values['no-tty'] === true,
        planPath: planAt.path,
        plan,
        text: sel.text,
        branchPrefix,
        spec: sel.spec,
        task: sel.task,
        control,
        abort: () => controller.abort(),
        parallel: parallel !== undefined,
    });
    // Ctrl-C, a kill, or the terminal closing: stop cleanly (the running task back to pending).
    const onStop = () => {
        // During an interactive session (the `i` key) Ctrl-C belongs to the agent's CLI.
        if (progress.handingOver)
            return;
        ctx.err('\nralph: stopping; the running task goes back to pending (Ctrl-C again to force)');
        controller.abort();
        for (const sig of adapters_process/* STOP_SIGNALS */.nW)
            process.off(sig, onStop);
    };
    for (const sig of adapters_process/* STOP_SIGNALS */.nW)
        process.on(sig, onStop);
    try {
        const options = {
            ...buildOptions(ctx, sel, branchPrefix),
            signal: controller.signal,
            control,
        };
        const onEvent = (e, spec) => {
            if (e.type !== 'output')
                logLine(`${new Date().toISOString()} ${JSON.stringify(spec ? { ...e, worker: spec } : e)}\n`);
            progress.event(e, spec);
        };
        const report = parallel !== undefined
            ? await parallelBuild({
                ...options,
                parallel,
                worktreeSetup: (0,command/* stringOption */.Pp)(ctx, 'worktree-setup'),
                onEvent,
            })
            : await build({ ...options, onEvent: (e) => onEvent(e) });
        progress.done();
        ctx.out(buildSummary(report));
        if (report.tasks.length === 0 && (0,command/* hasNoTasks */.Kh)(plan))
            ctx.out(`\n${(0,command/* noTasksText */.je)(ctx)}`);
        if (report.interrupted)
            return 130;
        // Scripts tell "wait and resume" apart from a failure by the exit code.
        if (report.stop === 'rate_limited')
            return EXIT_RATE_LIMITED;
        return await whatNextAfterBuild(ctx, { root, planPath: planAt.path });
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
        (0,external_node_fs_.closeSync)(logFd);
    }
}
/** The loop's options from the command line and the plan. */
function buildOptions(ctx, sel, branchPrefix) {
    const { plan } = sel;
    return {
        planAt: sel.planAt,
        planAtStart: sel.plan,
        provider: sel.provider,
        agentCommand: sel.agentCommand,
        model: (0,command/* stringOption */.Pp)(ctx, 'model'),
        spec: sel.spec,
        task: sel.task,
        maxTasks: (0,command/* intOption */.dP)(ctx, 'max-tasks'),
        maxAttempts: sel.maxAttempts,
        maxCostUsd: sel.maxCostUsd,
        branch: sel.branch,
        branchPrefix,
        protectedPaths: ctx.values.protect ?? [],
        freshRetry: ctx.values['fresh-retry'] === true || plan.agent?.retry === 'fresh',
        env: ctx.env,
    };
}
/** What the build did, for the end of its output. */
function buildSummary(report) {
    const completed = report.tasks.filter((t) => t.status === 'completed').length;
    const blocked = report.tasks.filter((t) => t.status === 'blocked').length;
    return (`\n${report.tasks.length === 0 && !report.interrupted ? 'No task was ready.' : `${completed} task${completed === 1 ? '' : 's'} completed, ${blocked} blocked.`}` +
        (report.specCommits.length > 0
            ? `\nSpec commits: ${report.specCommits.map((c) => `${c.branch} ${c.sha.slice(0, 7)}`).join(', ')}`
            : '') +
        (report.interrupted
            ? '\nInterrupted: the running task is pending again; run `ralph build` to resume.'
            : '') +
        (report.stoppedBecause ? `\nStopped: ${report.stoppedBecause}` : '') +
        (report.costUsd > 0 ? `\nCost of this build: ${(0,plan_basics/* formatUsd */.UK)(report.costUsd)}` : '') +
        `\nLogs: ${(0,external_node_path_.join)('.ralph', 'logs')}/`);
}
/** `--max-cost USD`: a positive amount such as 5 or 2.50. */
function usdOption(value) {
    if (value === undefined)
        return undefined;
    const usd = Number(value.replace(/^\$/, ''));
    if (!/^\$?\d+(\.\d+)?$/.test(value) || !(usd > 0))
        throw new command/* UsageError */.eb(`--max-cost must be an amount in USD greater than 0, such as 5 or 2.50; got "${value}"`);
    return usd;
}
/**
 * `ralph build --baseline`: every gate of the plan on the untouched tree (HEAD, on a clean work
 * tree), fresh (not from the cache), what each writes put back; which are red, with the line of
 * their output that says why. Exit 1 when a required gate is red or its tool is missing.
 */
async function baselineCommand(ctx, planAt, plan) {
    const { root } = planAt;
    const git = new adapters_git/* Git */.TU(root);
    try {
        await startingBranch(git, planAt);
    }
    catch (e) {
        if (e instanceof BuildError)
            throw new command/* UsageError */.eb(e.message);
        throw e;
    }
    const gates = plan.gates ?? [];
    if (gates.length === 0) {
        ctx.out(`${planAt.file} has no gates: nothing to run.`);
        return 0;
    }
    const head = (await git.head()).slice(0, 7);
    ctx.out(`Gates on the untouched tree (${head}), in order:`);
    const results = [];
    const logDir = (0,external_node_path_.join)(root, '.ralph', 'logs', 'baseline');
    // Every gate, optional ones too, each run as required so that checkBaseline runs it.
    await (0,engine_baseline/* checkBaseline */.iW)(git, {
        root,
        gates: gates.map((g) => ({ ...g, required: true })),
        env: (0,agent_env/* agentEnv */.b)(ctx.env),
        logDir,
        onNote: (text) => ctx.out(`  note: ${text}`),
        onResult: (r) => {
            results.push(r);
            ctx.out(`  ${r.passed ? '✓' : '✗'} ${r.name}: ${r.passed ? 'passed' : `red (exit ${r.exitCode ?? 'none'}${r.timedOut ? ', timed out' : ''})`} in ${(r.durationMs / 1000).toFixed(1)}s${r.passed ? '' : `: ${(0,attempt/* failureLine */.Pu)((0,adapters_gates/* gateOutput */.TY)(r)) || '(no output)'}`}`);
        },
    });
    const red = results.filter((r) => !r.passed);
    const redRequired = red.filter((r) => gates.find((g) => g.name === r.name)?.required !== false);
    if (red.length === 0) {
        ctx.out(`\nAll ${results.length} gate${results.length === 1 ? '' : 's'} pass on the untouched tree.`);
        return 0;
    }
    ctx.out(`\nRed on the untouched tree: ${red.map((r) => r.name).join(', ')}. Logs: ${(0,external_node_path_.relative)(root, logDir)}/.` +
        (redRequired.length > 0
            ? `\nA required gate that is red before any agent stops \`ralph build\`: fix it first, mark it "required": false, or give it "baseline": "no-new-failures" to accept its known failures.`
            : '\nThese gates are not required: they do not stop a build.'));
    return redRequired.length > 0 ? 1 : 0;
}


/***/ }),

/***/ 4898:
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


/***/ }),

/***/ 3359:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GI: () => (/* binding */ holdAgentWork),
/* harmony export */   WG: () => (/* binding */ reclaimFromGates),
/* harmony export */   _6: () => (/* binding */ runGatesWatched),
/* harmony export */   yN: () => (/* binding */ gateWritesNote)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _adapters_gates_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6793);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3626);
/* harmony import */ var _core_attempt_patch_rules_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8256);
/* harmony import */ var _claim_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8111);
// Running the gates on an agent's work (the agent's code runs again there): the work held
// before they run, the gates one at a time so a file one writes is named by the gate, and the
// work tree taken back afterwards, so a commit holds the agent's work alone and never what a
// formatter, a `--fix` or a report file left behind.






/** Past this many bytes of changed files, the agent's work is staged instead of held in memory. */
const HOLD_LIMIT = 32 * 1024 * 1024;
/**
 * Records the agent's work before the gates run, so that what a gate then writes shows apart
 * from it and is discarded. Usually the changed paths are read into memory (only they are
 * read); a folder among them, or more than HOLD_LIMIT bytes, has them staged in the index
 * instead, whose stamp then goes into the guard.
 */
async function holdAgentWork(git, g, changed) {
    const held = readHeld(g.planAt.root, changed);
    if (held)
        return { changed: [...changed], held };
    await git.stage(changed);
    // Read, not `write-tree`: no git process and no index rewrite while nothing touched it.
    const index = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(await git.indexFile());
    g.index = await git.indexStamp();
    return { changed: [...changed], index };
}
/** Each path as it is now, or undefined when one is a folder or they are too large. */
function readHeld(root, paths) {
    const held = new Map();
    let left = HOLD_LIMIT;
    for (const path of paths) {
        const now = readPath(root, path, left);
        if (now === undefined)
            return undefined;
        if (now.kind === 'file')
            left -= now.bytes.length;
        held.set(path, now);
    }
    return held;
}
/**
 * What is at `path` without following a symlink, in it or on the way to it (a symlinked folder
 * on the way: what git sees, nothing); undefined for a folder, anything else git would not store
 * as a file, or a file of more than `maxBytes`.
 */
function readPath(root, path, maxBytes) {
    if (path.endsWith('/'))
        return undefined;
    if (!realFoldersTo(root, path))
        return { kind: 'absent' };
    const full = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path);
    let fd;
    try {
        // No symlink followed; no wait on a FIFO.
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(full, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
    }
    catch (e) {
        const code = e.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return { kind: 'absent' };
        if (code === 'ELOOP' || code === 'EMLINK')
            return { kind: 'link', target: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(full, { encoding: 'buffer' }) };
        throw e;
    }
    try {
        const s = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (!s.isFile() || s.size > maxBytes)
            return undefined;
        return { kind: 'file', mode: s.mode & 0o777, bytes: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(fd) };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** True when every folder on the way to `path` is a real folder (no symlink, no file). */
function realFoldersTo(root, path) {
    const parts = path.split('/').slice(0, -1);
    for (let i = 1; i <= parts.length; i++) {
        const s = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, ...parts.slice(0, i)), { throwIfNoEntry: false });
        if (!s?.isDirectory())
            return false;
    }
    return true;
}
/** Whether `path` no longer holds what `was` says (a file's content or executable bit, a symlink's target). */
function differs(root, path, was) {
    // A file of another size differs without being read.
    const now = readPath(root, path, was.kind === 'file' ? was.bytes.length : 0);
    if (now === undefined || now.kind !== was.kind)
        return true;
    if (now.kind === 'link')
        return !now.target.equals(was.target);
    if (now.kind === 'file') {
        const w = was;
        return (now.mode & 0o100) !== (w.mode & 0o100) || !now.bytes.equals(w.bytes);
    }
    return false;
}
/** The held paths a gate changed since holdAgentWork read them. */
function heldChanged(root, work) {
    return work.held ? [...work.held].filter(([path, was]) => differs(root, path, was)).map(([p]) => p) : [];
}
/** Puts back what the agent left at `path`: whatever a gate put there goes first. */
function putBack(root, path, was) {
    const full = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path);
    // A file or symlink a gate left where a folder on the way was: gone (its own discard would do it too).
    const parts = path.split('/').slice(0, -1);
    for (let i = 1; i <= parts.length; i++) {
        const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, ...parts.slice(0, i));
        const s = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(dir, { throwIfNoEntry: false });
        if (s && !s.isDirectory())
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, { force: true });
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(full, { recursive: true, force: true });
    if (was.kind === 'absent') {
        removeNew(root, path);
        return;
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(full), { recursive: true });
    if (was.kind === 'link')
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.symlinkSync)(was.target, full);
    else {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(full, was.bytes, { flag: 'wx' });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.chmodSync)(full, was.mode); // the mode as it was, whatever the umask
    }
}
/**
 * Runs the gates in order as runGates does (a failing required gate stops the rest), one at a
 * time, so that after each gate but the last one `git status` says which paths it changed: the
 * warning names the gate that wrote a file. With one gate, nothing more runs. What the gates
 * write stays until they all ran (a test may need what the build wrote).
 */
async function runGatesWatched(git, gates, opts, work) {
    const results = [];
    const writers = { ran: [], firstBy: new Map() };
    for (const [i, gate] of gates.entries()) {
        const [r] = await (0,_adapters_gates_js__WEBPACK_IMPORTED_MODULE_2__/* .runGates */ .AQ)([gate], opts);
        if (!r)
            break;
        results.push(r);
        writers.ran.push(gate.name);
        const stops = !r.passed && r.required && !opts.keepGoing;
        if (i < gates.length - 1 && !stops && !opts.signal?.aborted) {
            // Only to name the writer: the check that counts comes after the last gate. Read-only, so
            // the index stays as the gates left it for that check to judge.
            const now = await git.status({ readOnly: true }).catch(() => []);
            const seen = [
                ...now.filter((e) => e.tree !== ' ' && !work?.held?.has(e.path)).map((e) => e.path),
                ...(work ? heldChanged(opts.cwd, work) : []),
            ];
            for (const path of seen)
                if (!writers.firstBy.has(path))
                    writers.firstBy.set(path, gate.name);
        }
        if (stops)
            break;
    }
    return { results, writers };
}
/**
 * After the gates ran the agent's code: HEAD, the index and the plan taken back as after the
 * agent, and every change a gate made to the work tree (a formatter's rewrite, a `--fix`, a
 * report file) discarded, so the commit holds the agent's work alone (docs/ARCHITECTURE.md#gates). A gate
 * that wrote the plan or a protected path still fails the attempt, as before. Ignored files
 * are not looked at: they are never committed.
 */
async function reclaimFromGates(git, g, work, writers) {
    const problems = [];
    const notes = [];
    const moved = await (0,_claim_js__WEBPACK_IMPORTED_MODULE_5__/* .takeHeadBack */ .ze)(git, g, notes);
    // An index the gates wrote goes back: to the staged one (keeping what git knows of the
    // files), or to HEAD's tree when the agent's work is held in memory instead.
    if (moved || (g.index !== undefined && (await git.indexStamp()) !== g.index)) {
        if (work.index)
            await git.restoreIndex(work.index);
        else
            await git.freshIndex();
    }
    const planNow = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(g.planAt.path) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(g.planAt.path) : undefined;
    if (!planNow?.equals(g.planBefore)) {
        (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_3__/* .writeAtomic */ .vZ)(g.planAt.path, g.planBefore.toString('utf8'));
        problems.push(`a gate ${planNow ? 'edited' : 'deleted'} the plan file ${g.planAt.file}; refused`);
    }
    // The work tree against the index: a difference there is a gate's, unless it is the agent's
    // held work, which counts only where its content changed.
    const outside = (p) => p !== g.planAt.file && !g.changedBefore.has(p);
    // Through the untracked cache, read-only, as the claim check: the commit that follows writes
    // the index anyway.
    const cached = g.untrackedCache === true;
    const status = (await git.status({ untrackedCache: cached, readOnly: cached })).filter((e) => e.tree !== ' ' && outside(e.path) && !work.held?.has(e.path));
    const rewritten = heldChanged(g.planAt.root, work);
    if (status.length === 0 && rewritten.length === 0) {
        g.index = await git.indexStamp();
        return { problems, notes, writes: [] };
    }
    // In git's order (bytes), as status lists them.
    const written = [...status.map((e) => e.path), ...rewritten].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    const refused = written.filter((p) => (0,_core_attempt_patch_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .isProtected */ .bz)(p, g.protectedPaths));
    if (refused.length > 0)
        problems.push(`a gate changed protected paths (${refused.slice(0, 5).join(', ')}); refused`);
    const writes = byGate(written, writers);
    // New files first (one may stand where a folder of tracked files was), then the rest from the
    // index, then the agent's own files as it left them.
    for (const e of status.filter((e) => e.tree === '?'))
        removeNew(g.planAt.root, e.path);
    const tracked = status.filter((e) => e.tree !== '?').map((e) => e.path);
    if (tracked.length > 0)
        await git.exec(['checkout-index', '--force', '--quiet', '-z', '--stdin'], {
            input: `${tracked.join('\0')}\0`,
        });
    for (const path of rewritten)
        putBack(g.planAt.root, path, work.held.get(path));
    g.index = await git.indexStamp();
    return { problems, notes, writes };
}
/** The paths grouped by the gate that first changed them, in the order the gates ran. */
function byGate(paths, writers) {
    const last = writers.ran.at(-1) ?? 'gate';
    const groups = new Map();
    for (const path of paths) {
        const gate = writers.firstBy.get(path) ?? last;
        const group = groups.get(gate);
        if (group)
            group.push(path);
        else
            groups.set(gate, [path]);
    }
    return writers.ran.filter((gate) => groups.has(gate)).map((gate) => ({ gate, paths: groups.get(gate) }));
}
/** Removes a new file (a new nested repository: its folder), then the folders it leaves empty. */
function removeNew(root, path) {
    const rel = path.replace(/\/+$/, '');
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, rel), { recursive: true, force: true });
    for (let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(rel); dir !== '.' && dir !== ''; dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir)) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, dir));
        }
        catch {
            break; // not empty, or gone: the folders above it stay
        }
    }
}
/** The warning for files a gate wrote and Ralph discarded, one per gate. */
function gateWritesNote(w) {
    const list = `${w.paths.slice(0, 5).join(', ')}${w.paths.length > 5 ? `, and ${w.paths.length - 5} more` : ''}`;
    return `gate "${w.gate}" changed ${w.paths.length} file${w.paths.length === 1 ? '' : 's'} in the work tree (${list}); Ralph discarded the changes: gates never change what is committed. Run formatters and fixers as gates in check mode.`;
}


/***/ })

};
