export const id = 790;
export const ids = [790];
export const modules = {

/***/ 3280:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ runContext)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(722);
// Facts about the workflow run, from @actions/github's context (the runner's environment):
// where the repository lives, this run's URL, the event; plus the workflow file, which the
// context does not name, for dispatching the next run.

function runContext(env = process.env) {
    const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '/').split('/');
    const runId = _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.runId ? String(_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.runId) : undefined;
    const attempt = _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.runAttempt ? `/attempts/${_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.runAttempt}` : '';
    return {
        owner,
        repo,
        serverUrl: _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.serverUrl,
        apiUrl: _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.apiUrl,
        runId,
        runUrl: runId ? `${_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.serverUrl}/${owner}/${repo}/actions/runs/${runId}${attempt}` : undefined,
        eventName: _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.eventName,
        event: _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.payload,
        workflowFile: /\.github\/workflows\/([^@]+)@/.exec(env.GITHUB_WORKFLOW_REF ?? '')?.[1],
    };
}


/***/ }),

/***/ 7428:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $k: () => (/* binding */ readAgentState),
/* harmony export */   Lf: () => (/* binding */ readTaskState),
/* harmony export */   XD: () => (/* binding */ hasAgentState),
/* harmony export */   Y6: () => (/* binding */ writeTaskState),
/* harmony export */   YE: () => (/* binding */ writeGateResult),
/* harmony export */   f0: () => (/* binding */ paths),
/* harmony export */   oN: () => (/* binding */ readGateResults),
/* harmony export */   ws: () => (/* binding */ writeAgentState)
/* harmony export */ });
/* unused harmony exports stateDir, gateResultPath */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
// What the steps of one task job hand each other, as files under $RUNNER_TEMP/ralph/:
// `run` writes the task, the plan and gates as they were before the agent, and the agent's
// result; each `gate` step writes its result; `record` reads them all. Files, because each
// step is its own process, and because a re-run step must find the same state.


function stateDir() {
    const base = process.env.RUNNER_TEMP ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(process.cwd(), '.ralph');
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(base, 'ralph');
}
function readJson(path, what) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path))
        throw new Error(`${what} is missing (${path}). The 'run' step must come first in the same job.`);
    try {
        return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
    }
    catch (err) {
        throw new Error(`${what} (${path}) is not valid JSON: ${err.message}. Re-run the job.`);
    }
}
function writeJson(path, value) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, '..'), { recursive: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, `${JSON.stringify(value, null, 2)}\n`);
}
const paths = (dir = stateDir()) => ({
    dir,
    task: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'task.json'),
    agent: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'agent.json'),
    prompt: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'prompt.md'),
    transcript: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'transcript.log'),
    gates: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'gates'),
    retry: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'retry'),
    previous: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'previous'),
});
const readTaskState = (dir) => readJson(paths(dir).task, 'The task state');
const writeTaskState = (s, dir) => writeJson(paths(dir).task, s);
const readAgentState = (dir) => readJson(paths(dir).agent, "The agent's result");
const writeAgentState = (s, dir) => writeJson(paths(dir).agent, s);
const hasAgentState = (dir) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(paths(dir).agent);
function gateResultPath(name, dir) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths(dir).gates, `${name.replace(/[^A-Za-z0-9._-]+/g, '_')}.json`);
}
function writeGateResult(r, dir) {
    writeJson(gateResultPath(r.name, dir), r);
}
/** Gate results in the order of `gates` (gates with no result file did not run). */
function readGateResults(gates, dir) {
    const results = [];
    const missing = [];
    for (const g of gates) {
        const p = gateResultPath(g.name, dir);
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(p))
            results.push(JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(p, 'utf8')));
        else
            missing.push(g.name);
    }
    // Gates given by command input only (not in the plan) still count.
    const dirPath = paths(dir).gates;
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dirPath)) {
        for (const f of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dirPath)
            .filter((n) => n.endsWith('.json'))
            .sort()) {
            const r = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dirPath, f), 'utf8'));
            if (!gates.some((g) => g.name === r.name))
                results.push(r);
        }
    }
    return { results, missing };
}


/***/ }),

/***/ 790:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   baseBranch: () => (/* binding */ baseBranch),
/* harmony export */   requireTask: () => (/* binding */ requireTask),
/* harmony export */   runStep: () => (/* binding */ runStep)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6421);
/* harmony import */ var _adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7741);
/* harmony import */ var _adapters_context_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8248);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6689);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8601);
/* harmony import */ var _adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(526);
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4323);
/* harmony import */ var _core_checks_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4813);
/* harmony import */ var _core_plan_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4115);
/* harmony import */ var _core_prompt_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9842);
/* harmony import */ var _core_retry_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(8216);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1733);
/* harmony import */ var _engine_agent_env_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(3188);
/* harmony import */ var _engine_claim_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(8111);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(3280);
/* harmony import */ var _job_state_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(7428);


















function requireTask(settings) {
    if (!settings.specId || !settings.taskId)
        throw new Error(`The '${settings.command}' command needs the inputs 'spec-id' and 'task-id' (from the matrix).`);
    // They become a branch name, file names and git arguments: check them before any use.
    for (const [input, id] of [
        ['spec-id', settings.specId],
        ['task-id', settings.taskId],
    ]) {
        const unsafe = (0,_core_checks_js__WEBPACK_IMPORTED_MODULE_9__/* .unsafeIdReason */ .wg)(id);
        if (unsafe)
            throw new Error(`Invalid input '${input}': "${id}" ${unsafe}.`);
    }
    return { specId: settings.specId, taskId: settings.taskId };
}
/** The base branch: the input, else the branch the job checked out. */
async function baseBranch(git, settings) {
    const base = settings.baseBranch ?? (await git.currentBranch());
    if (!base)
        throw new Error("HEAD is detached and no 'base-branch' input is set; set it to the branch spec branches start from.");
    if (settings.baseBranch === undefined && base.startsWith(settings.branchPrefix))
        throw new Error(`The checked-out branch ${base} is a spec branch; set the 'base-branch' input (the matrix gives it as matrix.base).`);
    return base;
}
/**
 * `command: run`: checks out the spec branch (or starts it from the base), writes the task's
 * prompt with the previous attempt's failure injected, and runs the agent with the task's
 * turn and time limits, without any GitHub token in its environment. Then puts back any
 * change the agent made to the plan or protected paths, and hands the rest to gate and record.
 */
async function runStep(settings) {
    const { specId, taskId } = requireTask(settings);
    const ctx = (0,_context_js__WEBPACK_IMPORTED_MODULE_15__/* .runContext */ .p)();
    const git = new _adapters_git_js__WEBPACK_IMPORTED_MODULE_5__/* .Git */ .TU(settings.workspace);
    const base = await baseBranch(git, settings);
    const branch = `${settings.branchPrefix}${specId}`;
    const planFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(settings.workspace, settings.planPath);
    const p = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_16__/* .paths */ .f0)();
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .startGroup */ .Oh(`Spec branch ${branch}`);
    const { sha: startSha, merged } = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_8__/* .checkoutSpecBranch */ .UC)(git, branch, base);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`${branch} at ${startSha.slice(0, 7)} (base ${base}${merged ? `, merged in: the base moved on` : ''})`);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .endGroup */ .N4();
    const { plan } = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_6__/* .loadPlan */ .Yq)(settings.planPath);
    const found = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_11__/* .findTask */ .VX)(plan, taskId);
    if (!found || found.spec.id !== specId)
        throw new Error(`${planFile} on ${branch} has no task "${taskId}" in spec "${specId}".`);
    const { task } = found;
    if ((0,_core_plan_js__WEBPACK_IMPORTED_MODULE_10__/* .isDone */ .$L)(task.status) || task.status === 'blocked') {
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .notice */ .lm(`Task ${taskId} is already ${task.status} on ${branch}; nothing to run.`);
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('outcome', task.status);
        return;
    }
    const attempt = (0,_core_plan_js__WEBPACK_IMPORTED_MODULE_10__/* .nextAttemptNumber */ .oH)(task);
    const limits = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_13__/* .taskLimits */ .cp)(task, (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_13__/* .limitOverrides */ .xG)(plan, { maxTurns: settings.maxTurns, timeoutMinutes: settings.timeoutMinutes }));
    // The previous attempt's failure: its artifact (downloaded by the workflow), else the plan's record.
    const retry = attempt > 1
        ? ((0,_adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_7__/* .readRetryFile */ .L0)(p.previous, taskId, attempt - 1) ?? (0,_core_retry_js__WEBPACK_IMPORTED_MODULE_12__/* .retryFromAttempt */ .cc)(plan, task))
        : undefined;
    const reader = (0,_adapters_context_files_js__WEBPACK_IMPORTED_MODULE_4__/* .createRepoReader */ .wA)(settings.workspace);
    const prompt = retry
        ? (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_11__/* .generateRetryPrompt */ .Gl)(plan, taskId, reader, retry, { planFile })
        : (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_11__/* .generateTaskPrompt */ .Jk)(plan, taskId, reader, { planFile });
    // A configuration error is found before anything is recorded, so it costs no attempt.
    const providerName = settings.agent ?? plan.agent?.provider ?? 'claude';
    const provider = (0,_adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_3__/* .getProvider */ .sO)(providerName);
    const userCommand = settings.agentCommand ?? plan.agent?.command;
    if (providerName === 'command' && !userCommand)
        throw new Error("The 'command' agent needs the 'agent-command' input (or agent.command in the plan).");
    const protectedPaths = [..._engine_claim_js__WEBPACK_IMPORTED_MODULE_14__/* .DEFAULT_PROTECTED_PATHS */ .YX, ...settings.protectedPaths];
    const guard = {
        root: settings.workspace,
        branch,
        startSha,
        planFile,
        planPath: settings.planPath,
        planBefore: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(settings.planPath),
        protectedPaths,
        // What setup steps left changed is not the agent's work.
        changedBefore: new Set(await git.changedPaths()),
    };
    (0,_job_state_js__WEBPACK_IMPORTED_MODULE_16__/* .writeTaskState */ .Y6)({
        spec: specId,
        task: taskId,
        attempt,
        branch,
        baseBranch: base,
        startSha,
        startedAt: new Date().toISOString(),
        planFile,
        gates: plan.gates ?? [],
        protectedPaths,
        changedBefore: [...guard.changedBefore],
        runUrl: ctx.runUrl,
    });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(p.prompt, prompt);
    const mcp = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_11__/* .mcpConfig */ .nX)(plan, taskId);
    const mcpConfigPath = mcp ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.dir, 'mcp.json') : undefined;
    if (mcp && mcpConfigPath)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(mcpConfigPath, `${JSON.stringify(mcp, null, 2)}\n`);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .startGroup */ .Oh(`Agent ${providerName}: ${taskId} attempt ${attempt} (${limits.complexity}: ${limits.maxTurns} turns, ${limits.timeoutMinutes} min)`);
    const result = await (0,_adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_3__/* .runAgent */ .JN)({
        provider,
        prompt,
        cwd: settings.workspace,
        limits: {
            maxTurns: limits.maxTurns,
            timeoutMs: limits.timeoutMinutes * 60_000,
            model: settings.model ?? plan.agent?.model,
            mcpConfigPath,
        },
        transcriptPath: p.transcript,
        env: (0,_engine_agent_env_js__WEBPACK_IMPORTED_MODULE_17__/* .agentEnv */ .b)(process.env, { spec: specId, task: taskId, attempt }),
        userCommand,
        onOutput: (text) => process.stdout.write(text),
    });
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .endGroup */ .N4();
    const reclaimed = await (0,_engine_claim_js__WEBPACK_IMPORTED_MODULE_14__/* .reclaimWorkTree */ .XJ)(git, guard);
    for (const note of reclaimed.notes)
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .notice */ .lm(note);
    const claim = {
        problems: result.outcome === 'done'
            ? (0,_engine_claim_js__WEBPACK_IMPORTED_MODULE_14__/* .claimProblems */ .Lu)(settings.workspace, reclaimed, task.outputArtifacts ?? [])
            : [],
        changed: reclaimed.changed,
    };
    for (const problem of claim.problems)
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(problem);
    (0,_job_state_js__WEBPACK_IMPORTED_MODULE_16__/* .writeAgentState */ .ws)({
        outcome: result.outcome,
        reason: result.reason,
        interrupted: result.interrupted,
        exitCode: result.exitCode,
        durationMs: result.durationMs,
        turns: result.turns,
        costUsd: result.costUsd,
        claimProblems: claim.problems,
        changed: claim.changed,
        transcriptTail: result.tail.slice(-_core_retry_js__WEBPACK_IMPORTED_MODULE_12__/* .RETRY_TRANSCRIPT_TAIL */ .zm),
    });
    // Gates only run on a done claim that holds.
    const outcome = result.outcome === 'done' && claim.problems.length > 0 ? 'rejected' : result.outcome;
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('outcome', outcome);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Agent outcome: ${outcome}${result.reason ? ` (${result.reason})` : ''}; ${claim.changed.length} file(s) changed; ${Math.round(result.durationMs / 1000)}s`);
    await _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .summary */ .z
        .addHeading(`Ralph: ${taskId} attempt ${attempt}`, 3)
        .addTable([
        [
            { data: 'Spec', header: true },
            { data: 'Outcome', header: true },
            { data: 'Turns', header: true },
            { data: 'Cost', header: true },
            { data: 'Duration', header: true },
            { data: 'Files changed', header: true },
        ],
        [
            specId,
            outcome,
            String(result.turns ?? '–'),
            result.costUsd !== undefined ? `$${result.costUsd.toFixed(2)}` : '–',
            `${Math.round(result.durationMs / 1000)}s`,
            String(claim.changed.length),
        ],
    ])
        .write();
}


/***/ }),

/***/ 1733:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D3: () => (/* binding */ toMatrix),
/* harmony export */   Gz: () => (/* binding */ DEFAULT_MAX_ATTEMPTS),
/* harmony export */   _: () => (/* binding */ schedule),
/* harmony export */   _g: () => (/* binding */ DEFAULT_BRANCH_PREFIX),
/* harmony export */   cp: () => (/* binding */ taskLimits),
/* harmony export */   jc: () => (/* binding */ countedAttempts),
/* harmony export */   xG: () => (/* binding */ limitOverrides)
/* harmony export */ });
/* unused harmony exports TIERS, STALE_MARGIN_MINUTES, JOB_TIMEOUT_ALLOWANCE_MINUTES, taskComplexity */
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
const JOB_TIMEOUT_ALLOWANCE_MINUTES = 30;
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
/** Plan-wide limits (`agent.maxTurns`, `agent.timeout`) that override every tier, under explicit options. */
function limitOverrides(plan, options = {}) {
    const timeout = plan.agent?.timeout;
    return {
        maxTurns: options.maxTurns ?? plan.agent?.maxTurns,
        timeoutMinutes: options.timeoutMinutes ?? (timeout !== undefined ? (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .durationMs */ .pc)(timeout) / 60_000 : undefined),
    };
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
    const iso = task.startedAt ?? (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .lastAttempt */ .mh)(task)?.startedAt;
    if (!iso)
        return undefined;
    const t = Date.parse(iso);
    return Number.isNaN(t) ? undefined : t;
}
function specDone(spec) {
    return (spec.status === 'completed' || spec.status === 'skipped' || spec.tasks.every((t) => (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .isDone */ .$L)(t.status)));
}
function schedule(plan, options = {}) {
    const now = (options.now ?? new Date()).getTime();
    const maxAttempts = options.maxAttempts ?? plan.agent?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const perSpec = options.perSpec ?? 1;
    const prefix = options.branchPrefix ?? DEFAULT_BRANCH_PREFIX;
    const overrides = limitOverrides(plan, options);
    const byId = new Map();
    const specOf = new Map();
    for (const spec of plan.specs)
        for (const task of spec.tasks) {
            byId.set(task.id, task);
            specOf.set(task.id, spec.id);
        }
    const depStatus = (dep, specId) => options.baseStatus && specOf.get(dep) !== specId ? options.baseStatus.get(dep) : byId.get(dep)?.status;
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
            const limits = taskLimits(task, overrides);
            const started = startedAt(task);
            const staleAfter = (limits.timeoutMinutes + STALE_MARGIN_MINUTES) * 60_000;
            // No start time (an import, a hand edit) or an old one: its job is gone, run it again.
            if (started !== undefined && now - started <= staleAfter) {
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
            const unmet = (task.dependsOn ?? []).filter((d) => !(0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .isDone */ .$L)(depStatus(d, spec.id)));
            if (unmet.length > 0) {
                const on = (d) => {
                    const st = depStatus(d, spec.id) ?? 'unknown';
                    return options.baseStatus && specOf.get(d) !== spec.id && byId.get(d)?.status === 'completed'
                        ? `${d} (completed, not yet merged)`
                        : `${d} (${st})`;
                };
                wait(`waits on ${unmet.map(on).join(', ')}`);
                continue;
            }
            if (options.task !== undefined && task.id !== options.task)
                continue;
            if (slots <= 0) {
                wait(`waits for its spec's running task`);
                continue;
            }
            slots--;
            const limits = taskLimits(task, overrides);
            const last = (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .lastAttempt */ .mh)(task);
            const runId = last?.runUrl ? /\/actions\/runs\/(\d+)/.exec(last.runUrl)?.[1] : undefined;
            const retry = last?.artifact && runId ? { retryArtifact: last.artifact, retryRunId: runId } : {};
            candidates.push({
                priority: spec.priority ?? Number.MAX_SAFE_INTEGER,
                order: order++,
                ready: {
                    spec: spec.id,
                    task: task.id,
                    attempt: (last?.number ?? 0) + 1,
                    branch,
                    ...limits,
                    why,
                    ...retry,
                },
            });
        }
    }
    candidates.sort((a, b) => a.priority - b.priority || a.order - b.order);
    let ready = candidates.map((c) => c.ready);
    if (options.maxParallel !== undefined && options.maxParallel > 0) {
        for (const r of ready.slice(options.maxParallel))
            waiting.push({
                spec: r.spec,
                task: r.task,
                status: byId.get(r.task).status,
                reason: 'over max-parallel',
            });
        ready = ready.slice(0, options.maxParallel);
    }
    counts.ready = ready.length;
    return { ready, waiting, counts };
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
            'retry-artifact': r.retryArtifact ?? '',
            'retry-run-id': r.retryRunId ?? '',
            // What the job checks out before its setup steps: the spec branch once it exists, so the
            // project is installed as the spec's earlier tasks left it; else the base.
            ...(where.base !== undefined
                ? { base: where.base, 'checkout-ref': where.branches?.has(r.branch) ? r.branch : where.base }
                : {}),
        })),
    };
}


/***/ })

};
