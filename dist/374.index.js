export const id = 374;
export const ids = [374,790];
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

/***/ 2374:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   recordStep: () => (/* binding */ recordStep)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6421);
/* harmony import */ var _adapters_gates_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7547);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6689);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8601);
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4323);
/* harmony import */ var _core_attempt_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5983);
/* harmony import */ var _core_git_text_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(8648);
/* harmony import */ var _core_prompt_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9842);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3280);
/* harmony import */ var _job_state_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7428);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(790);













const NO_RESULT = {
    outcome: 'crashed',
    reason: 'the agent step did not finish (no result file); see the job log',
    exitCode: null,
    durationMs: 0,
    claimProblems: [],
    changed: [],
    transcriptTail: '',
};
/**
 * `command: record`: decides the attempt from the agent's result and the gate results. On
 * success it commits the task's work with the plan update to the spec branch and pushes; on
 * failure it writes the retry context for the artifact upload, drops the work, and pushes the
 * attempt's record; a block or a spent budget marks the task blocked. Re-running it changes
 * nothing: an attempt already recorded is not recorded again.
 */
async function recordStep(settings) {
    const { specId, taskId } = (0,_run_js__WEBPACK_IMPORTED_MODULE_11__.requireTask)(settings);
    const state = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_10__/* .readTaskState */ .Lf)();
    if (state.spec !== specId || state.task !== taskId)
        throw new Error(`The job state is for ${state.spec}/${state.task}, not ${specId}/${taskId}.`);
    const ctx = (0,_context_js__WEBPACK_IMPORTED_MODULE_9__/* .runContext */ .p)();
    const git = new _adapters_git_js__WEBPACK_IMPORTED_MODULE_4__/* .Git */ .TU(settings.workspace, (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_4__/* .authConfig */ .fl)(ctx.serverUrl, settings.token));
    const p = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_10__/* .paths */ .f0)();
    const agent = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_10__/* .hasAgentState */ .XD)() ? (0,_job_state_js__WEBPACK_IMPORTED_MODULE_10__/* .readAgentState */ .$k)() : NO_RESULT;
    const { results, missing } = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_10__/* .readGateResults */ .oN)(state.gates);
    const gates = [...results];
    const claimHolds = agent.outcome === 'done' && agent.claimProblems.length === 0;
    if (claimHolds && !results.some((r) => r.required && !r.passed)) {
        // A required gate the workflow never ran cannot pass the task.
        for (const name of missing) {
            const g = state.gates.find((x) => x.name === name);
            if (g.required === false)
                continue;
            gates.push({
                name,
                command: g.command,
                required: true,
                passed: false,
                exitCode: null,
                outputTail: `gate "${name}" did not run: the job has no step for it (\`ralph init --check\` finds this)`,
            });
        }
    }
    const verdict = (0,_core_attempt_js__WEBPACK_IMPORTED_MODULE_7__/* .judgeAttempt */ .Bc)(agent, agent.claimProblems, gates);
    const finishedAt = new Date().toISOString();
    const artifact = verdict.outcome === 'passed' ? undefined : `ralph-retry-${taskId}-${state.attempt}`;
    const meta = {
        startedAt: state.startedAt,
        finishedAt,
        durationMs: Date.parse(finishedAt) - Date.parse(state.startedAt),
        turns: agent.turns,
        costUsd: agent.costUsd,
        runUrl: state.runUrl,
        artifact,
    };
    let status;
    /** Records the attempt unless this very attempt is already in the plan (a re-run). */
    const record = (plan) => {
        const task = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_8__/* .findTask */ .VX)(plan, taskId)?.task;
        if (!task)
            throw new Error(`${state.planFile} on ${state.branch} has no task "${taskId}".`);
        const already = task.attempts?.some((a) => a.number === state.attempt && a.startedAt === state.startedAt);
        status = already ? task.status : (0,_core_attempt_js__WEBPACK_IMPORTED_MODULE_7__/* .recordAttempt */ .fh)(task, verdict, meta, state.maxAttempts);
        return !already;
    };
    const { spec, task } = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_8__/* .findTask */ .VX)((0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_5__/* .loadPlan */ .Yq)(settings.planPath).plan, taskId);
    if (verdict.outcome === 'passed') {
        let workCommit;
        await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .commitAndPush */ .tk)(git, state.branch, async (retry) => {
            if (retry && workCommit) {
                // The branch moved: bring the work over onto its new tip, then record again there.
                const patch = await git.exec([
                    'diff',
                    '--binary',
                    `${workCommit}^`,
                    workCommit,
                    '--',
                    '.',
                    `:(exclude)${state.planFile}`,
                ]);
                if (patch.stdout)
                    await git.exec(['apply', '--3way', '--whitespace=nowarn', '-'], { input: patch.stdout });
            }
            const changed = await (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_5__/* .updatePlan */ .td)(settings.planPath, record);
            if (!changed && (await git.changedPaths()).length === 0)
                return false;
            workCommit = await git.commitAll((0,_core_git_text_js__WEBPACK_IMPORTED_MODULE_12__/* .taskCommitMessage */ ._s)(spec, task, 'complete'));
            return workCommit !== undefined;
        });
    }
    else {
        writeRetryContext(p, taskId, state, agent, verdict, await git.diffSummary());
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('retry-artifact', artifact);
        await git.discardChanges();
        await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .commitAndPush */ .tk)(git, state.branch, async () => {
            if (!(await (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_5__/* .updatePlan */ .td)(settings.planPath, record)))
                return false;
            return ((await git.commitAll((0,_core_git_text_js__WEBPACK_IMPORTED_MODULE_12__/* .taskCommitMessage */ ._s)(spec, task, `attempt ${state.attempt} (${verdict.outcome}) of`))) !== undefined);
        });
    }
    const final = status ?? task.status;
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('outcome', final);
    const line = `${taskId}: ${verdict.outcome} -> ${final}`;
    if (final === 'blocked')
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`${line}: ${verdict.summary.split('\n')[0]}`);
    else
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`${line}${verdict.outcome === 'passed' ? '' : `: ${verdict.summary.split('\n')[0]}`}`);
    await _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .summary */ .z
        .addHeading(`Ralph: ${taskId} ${verdict.outcome === 'passed' ? 'completed' : verdict.outcome}`, 3)
        .addRaw(`Status: **${final}** on \`${state.branch}\` (attempt ${state.attempt} of ${state.maxAttempts})\n\n`)
        .addTable([
        [
            { data: 'Gate', header: true },
            { data: 'Result', header: true },
            { data: 'Duration', header: true },
        ],
        ...gates.map((g) => [
            g.name,
            g.passed ? '✅ passed' : g.required ? '❌ failed' : '⚠️ failed (optional)',
            'durationMs' in g ? `${(Number(g.durationMs) / 1000).toFixed(1)}s` : '–',
        ]),
    ])
        .addDetails('Summary', `\n\n\`\`\`\n${verdict.summary}\n\`\`\`\n`)
        .write();
}
function writeRetryContext(p, taskId, state, agent, verdict, diffSummary) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(p.retry, { recursive: true });
    const context = {
        attempt: state.attempt,
        agentOutcome: agent.outcome,
        reason: verdict.summary,
        transcriptTail: agent.transcriptTail,
        diffSummary,
        ...(verdict.gate
            ? {
                gate: {
                    name: verdict.gate.name,
                    command: verdict.gate.command,
                    exitCode: verdict.gate.exitCode,
                    outputTail: verdict.gate.outputTail,
                },
            }
            : {}),
    };
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.retry, `${taskId}.json`), `${JSON.stringify(context, null, 2)}\n`);
    if (verdict.gate) {
        const log = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.gates, (0,_adapters_gates_js__WEBPACK_IMPORTED_MODULE_3__/* .gateLogName */ .by)(verdict.gate.name));
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(log))
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.copyFileSync)(log, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.retry, (0,_adapters_gates_js__WEBPACK_IMPORTED_MODULE_3__/* .gateLogName */ .by)(verdict.gate.name)));
    }
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
