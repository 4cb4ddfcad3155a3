export const id = 790;
export const ids = [790];
export const modules = {

/***/ 3280:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ runContext)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
// Facts about the workflow run, from the runner's environment: where the repository lives,
// this run's URL, the event. Read in one place so the commands stay short.

function runContext(env = process.env) {
    const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '/').split('/');
    const serverUrl = env.GITHUB_SERVER_URL ?? 'https://github.com';
    const runUrl = env.GITHUB_RUN_ID
        ? `${serverUrl}/${owner}/${repo}/actions/runs/${env.GITHUB_RUN_ID}${env.GITHUB_RUN_ATTEMPT ? `/attempts/${env.GITHUB_RUN_ATTEMPT}` : ''}`
        : undefined;
    let event = {};
    if (env.GITHUB_EVENT_PATH && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(env.GITHUB_EVENT_PATH)) {
        try {
            event = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(env.GITHUB_EVENT_PATH, 'utf8'));
        }
        catch {
            event = {};
        }
    }
    const workflowFile = /\.github\/workflows\/([^@]+)@/.exec(env.GITHUB_WORKFLOW_REF ?? '')?.[1];
    return {
        owner,
        repo,
        serverUrl,
        apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
        runId: env.GITHUB_RUN_ID,
        runAttempt: env.GITHUB_RUN_ATTEMPT,
        runUrl,
        eventName: env.GITHUB_EVENT_NAME,
        event,
        workflowFile,
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
    return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
}
function writeJson(path, value) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, '..'), { recursive: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, `${JSON.stringify(value, null, 2)}\n`);
}
const paths = (dir = stateDir()) => ({
    dir,
    task: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'task.json'),
    agent: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'agent.json'),
    planBefore: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'plan-before.json'),
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
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4323);
/* harmony import */ var _core_plan_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4115);
/* harmony import */ var _core_prompt_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9842);
/* harmony import */ var _core_retry_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(8216);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1733);
/* harmony import */ var _engine_build_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(1099);
/* harmony import */ var _engine_claim_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(8111);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(3280);
/* harmony import */ var _job_state_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(7428);
















function requireTask(settings) {
    if (!settings.specId || !settings.taskId)
        throw new Error(`The '${settings.command}' command needs the inputs 'spec-id' and 'task-id' (from the matrix).`);
    return { specId: settings.specId, taskId: settings.taskId };
}
/** The base branch: the input, else the branch the job checked out. */
async function baseBranch(git, settings) {
    const base = settings.baseBranch ?? (await git.currentBranch());
    if (!base)
        throw new Error("HEAD is detached and no 'base-branch' input is set; set it to the branch spec branches start from.");
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
    const ctx = (0,_context_js__WEBPACK_IMPORTED_MODULE_13__/* .runContext */ .p)();
    const git = new _adapters_git_js__WEBPACK_IMPORTED_MODULE_5__/* .Git */ .TU(settings.workspace);
    const base = await baseBranch(git, settings);
    const branch = `${settings.branchPrefix}${specId}`;
    const planFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(settings.workspace, settings.planPath);
    const p = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_14__/* .paths */ .f0)();
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .startGroup */ .Oh(`Spec branch ${branch}`);
    const { sha: startSha, merged } = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .checkoutSpecBranch */ .UC)(git, branch, base);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`${branch} at ${startSha.slice(0, 7)} (base ${base}${merged ? `, merged in: the base moved on` : ''})`);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .endGroup */ .N4();
    const { plan } = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_6__/* .loadPlan */ .Yq)(settings.planPath);
    const found = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_9__/* .findTask */ .VX)(plan, taskId);
    if (!found || found.spec.id !== specId)
        throw new Error(`${planFile} on ${branch} has no task "${taskId}" in spec "${specId}".`);
    const { task } = found;
    if ((0,_core_plan_js__WEBPACK_IMPORTED_MODULE_8__/* .isDone */ .$L)(task.status) || task.status === 'blocked') {
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .notice */ .lm(`Task ${taskId} is already ${task.status} on ${branch}; nothing to run.`);
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('outcome', task.status);
        return;
    }
    const attempt = (task.attempts?.at(-1)?.number ?? 0) + 1;
    const maxAttempts = settings.maxAttempts ?? plan.agent?.maxAttempts ?? 3;
    const limits = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_10__/* .taskLimits */ .cp)(task, (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_10__/* .limitOverrides */ .xG)(plan, { maxTurns: settings.maxTurns, timeoutMinutes: settings.timeoutMinutes }));
    // The previous attempt's failure: its artifact (downloaded by the workflow), else the plan's record.
    let retry;
    const previous = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.previous, `${taskId}.json`);
    if (attempt > 1 && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(previous))
        retry = (0,_core_retry_js__WEBPACK_IMPORTED_MODULE_15__/* .parseRetryContext */ .P)(JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(previous, 'utf8')), attempt - 1);
    if (attempt > 1)
        retry ??= (0,_core_retry_js__WEBPACK_IMPORTED_MODULE_15__/* .retryFromAttempt */ .c)(plan, task);
    const reader = (0,_adapters_context_files_js__WEBPACK_IMPORTED_MODULE_4__/* .createRepoReader */ .wA)(settings.workspace);
    const prompt = retry
        ? (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_9__/* .generateRetryPrompt */ .Gl)(plan, taskId, reader, retry, { planFile })
        : (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_9__/* .generateTaskPrompt */ .Jk)(plan, taskId, reader, { planFile });
    const planBefore = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(settings.planPath);
    (0,_job_state_js__WEBPACK_IMPORTED_MODULE_14__/* .writeTaskState */ .Y6)({
        spec: specId,
        task: taskId,
        attempt,
        branch,
        baseBranch: base,
        startSha,
        startedAt: new Date().toISOString(),
        planFile,
        gates: plan.gates ?? [],
        protectedPaths: [..._engine_claim_js__WEBPACK_IMPORTED_MODULE_12__/* .DEFAULT_PROTECTED_PATHS */ .YX, ...settings.protectedPaths],
        maxAttempts,
        runUrl: ctx.runUrl,
    });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(p.planBefore, planBefore);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(p.prompt, prompt);
    const providerName = settings.agent ?? plan.agent?.provider ?? 'claude';
    const provider = (0,_adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_3__/* .getProvider */ .sO)(providerName);
    const mcp = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_9__/* .mcpConfig */ .nX)(plan, taskId);
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
        env: (0,_engine_build_js__WEBPACK_IMPORTED_MODULE_11__/* .agentEnv */ .b$)(process.env, { spec: specId, task: taskId, attempt }),
        userCommand: settings.agentCommand ?? plan.agent?.command,
        onOutput: (text) => process.stdout.write(text),
    });
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .endGroup */ .N4();
    const claim = await (0,_engine_claim_js__WEBPACK_IMPORTED_MODULE_12__/* .checkWorkTree */ .il)(git, settings.workspace, {
        planFile,
        protectedPaths: [..._engine_claim_js__WEBPACK_IMPORTED_MODULE_12__/* .DEFAULT_PROTECTED_PATHS */ .YX, ...settings.protectedPaths],
        outputArtifacts: task.outputArtifacts ?? [],
        changedBefore: new Set(),
    }, () => {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(settings.planPath).equals(planBefore))
            return false;
        (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_6__/* .writeAtomic */ .vZ)(settings.planPath, planBefore.toString('utf8'));
        return true;
    }, result.outcome === 'done');
    for (const problem of claim.problems)
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(problem);
    (0,_job_state_js__WEBPACK_IMPORTED_MODULE_14__/* .writeAgentState */ .ws)({
        outcome: result.outcome,
        reason: result.reason,
        interrupted: result.interrupted,
        exitCode: result.exitCode,
        durationMs: result.durationMs,
        turns: result.turns,
        costUsd: result.costUsd,
        claimProblems: claim.problems,
        changed: claim.changed,
        transcriptTail: result.tail.slice(-8_000),
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


/***/ })

};
