export const id = 374;
export const ids = [374,790];
export const modules = {

/***/ 7972:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ agentUserFor)
/* harmony export */ });
/* unused harmony export agentUserName */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6421);
/* harmony import */ var _adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5590);
// The `agent-user` input in a task job's steps (DESIGN.md C7): the agent and the gates run as
// a separate user without sudo where the runner allows it (adapters/agent-user.ts).



let warned = false;
/**
 * The agent user for this step, made ready (and a work tree an earlier step left lent taken
 * back); undefined when the input or the runner says no, with a warning unless the input did.
 */
async function agentUserFor(settings) {
    const decision = await (0,_adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_2__/* .decideAgentUser */ .vd)(settings.agentUser);
    if (!decision.use) {
        if (settings.agentUser !== 'false' && !warned)
            _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(`The agent and the gates run as the runner's user: ${decision.reason}. They can read this step's environment; see the README's Security section.`);
        warned = true;
        return undefined;
    }
    return (0,_adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_2__/* .prepareAgentUser */ .co)({
        name: agentUserName(),
        workspace: settings.workspace,
        log: (m) => _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .debug */ .Yz(m),
    });
}
/**
 * `ralph-agent`, with a suffix per runner where one machine runs several (self-hosted runner
 * instances, each with its own RUNNER_NAME): killing one job's leftover agent processes must
 * not kill another job's agent. Linux user names have at most 32 characters.
 */
function agentUserName(env = process.env) {
    const runner = env.RUNNER_NAME;
    if (!runner)
        return _adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_AGENT_USER */ .g0;
    return `${_adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_AGENT_USER */ .g0}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(runner).digest('hex').slice(0, 8)}`;
}


/***/ }),

/***/ 7428:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $k: () => (/* binding */ readAgentState),
/* harmony export */   Lf: () => (/* binding */ readTaskState),
/* harmony export */   RC: () => (/* binding */ gatesInput),
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2311);
/* harmony import */ var _core_plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4115);
// What the steps of one task job hand each other, as files under $RUNNER_TEMP/ralph/: `run`
// writes the task and the agent's result; each `gate` step writes its result; `record` reads
// them all and writes the attempt artifact. Files, because each step is its own process. The
// agent's code could rewrite them (on a runner without the agent user): they decide nothing
// beyond this attempt's own report, which the writer job treats as untrusted anyway; what
// decides where work goes comes from the schedule job's matrix entry.




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
    // Ralph's own: nobody else on the runner (the agent user) may read or change it.
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, '..'), { recursive: true, mode: 0o700 });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, `${JSON.stringify(value, null, 2)}\n`);
}
const paths = (dir = stateDir()) => ({
    dir,
    task: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'task.json'),
    agent: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'agent.json'),
    prompt: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'prompt.md'),
    transcript: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'transcript.log'),
    gates: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'gates'),
    /** The attempt artifact's folder: what the upload step sends to the writer job. */
    attempt: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'attempt'),
    /** The previous attempt's artifact, downloaded by the workflow. */
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
/** The `gates` input: the plan's gates as the schedule job read them (its `gates` output). */
function gatesInput(text, command) {
    if (text === undefined)
        throw new Error(`The '${command}' command needs the input 'gates': \`\${{ needs.schedule.outputs.gates }}\`, the gate commands as the schedule job read them from the plan (never from a file the agent could change). \`ralph init --check\` shows the workflow change.`);
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (err) {
        throw new Error(`The input 'gates' is not JSON (${err.message}).`);
    }
    const r = zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_core_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .GateSchema */ .ZM).safeParse(value);
    if (!r.success)
        throw new Error(`The input 'gates' is not a list of gates: ${r.error.issues.map((i) => `[${i.path.join('.')}] ${i.message}`).join('; ')}.`);
    return r.data;
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
/* harmony import */ var _adapters_gates_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6793);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6689);
/* harmony import */ var _adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(526);
/* harmony import */ var _core_attempt_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5983);
/* harmony import */ var _core_retry_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8216);
/* harmony import */ var _core_task_job_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5763);
/* harmony import */ var _engine_attempt_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4638);
/* harmony import */ var _agent_user_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7972);
/* harmony import */ var _job_state_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7428);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(790);













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
 * `command: record`, the task job's last step: it decides nothing for good and writes nothing
 * anywhere but the attempt artifact's folder ($RUNNER_TEMP/ralph/attempt), which the workflow
 * uploads for the writer job: the agent's outcome, the gate results, the change as a binary
 * patch against the start commit, the retry context for the next attempt, the transcript and
 * the gate logs. The writer validates the patch and records the attempt.
 */
async function recordStep(settings) {
    const entry = (0,_run_js__WEBPACK_IMPORTED_MODULE_12__.requireEntry)(settings);
    const p = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_11__/* .paths */ .f0)();
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(p.attempt, { recursive: true, force: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(p.attempt, { recursive: true });
    const git = new _adapters_git_js__WEBPACK_IMPORTED_MODULE_4__/* .Git */ .TU(settings.workspace);
    const planFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(settings.workspace, settings.planPath);
    const finishedAt = new Date().toISOString();
    const write = async (report) => {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.attempt, _core_task_job_js__WEBPACK_IMPORTED_MODULE_8__/* .ATTEMPT_FILES */ .sQ.report), `${JSON.stringify(report, null, 2)}\n`);
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('artifact', p.attempt);
    };
    const state = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(p.task) ? (0,_job_state_js__WEBPACK_IMPORTED_MODULE_11__/* .readTaskState */ .Lf)() : undefined;
    if (state && (state.spec !== entry.spec || state.task !== entry.task || state.attempt !== entry.attempt))
        throw new Error(`The job state in ${p.dir} is for ${state.spec}/${state.task} attempt ${state.attempt}, not the matrix entry's ${entry.spec}/${entry.task} attempt ${entry.attempt}.`);
    const base = {
        version: 1,
        spec: entry.spec,
        task: entry.task,
        attempt: entry.attempt,
        startedAt: state?.startedAt ?? finishedAt,
        finishedAt,
    };
    if (state?.alreadyRecorded) {
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Nothing to record: ${state.alreadyRecorded}.`);
        await write({
            ...base,
            alreadyRecorded: true,
            agent: { outcome: 'crashed', exitCode: null, durationMs: 0 },
            claimProblems: [],
            gates: [],
            patch: false,
        });
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('outcome', 'recorded');
        return;
    }
    // A step killed while the agent or a gate ran leaves the work tree lent: take it back first.
    if (state)
        await (0,_agent_user_js__WEBPACK_IMPORTED_MODULE_10__/* .agentUserFor */ .A)(settings);
    if (!state) {
        // The run step stopped before the agent ran (its log says why): a setup error, not an
        // attempt. The writer records nothing and fails, naming it.
        await write({
            ...base,
            setupError: 'the run step stopped before the agent ran; its log says why',
            agent: { outcome: 'crashed', exitCode: null, durationMs: 0 },
            claimProblems: [],
            gates: [],
            patch: false,
        });
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('outcome', 'error');
        return;
    }
    const agent = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_11__/* .hasAgentState */ .XD)() ? (0,_job_state_js__WEBPACK_IMPORTED_MODULE_11__/* .readAgentState */ .$k)() : NO_RESULT;
    const expected = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_11__/* .gatesInput */ .RC)(settings.gates, 'record');
    // The gates ran the agent's code: take the work tree back before the patch is made.
    const refused = state
        ? await (0,_engine_attempt_js__WEBPACK_IMPORTED_MODULE_9__/* .reclaimAfterGates */ .ub)(git, {
            root: settings.workspace,
            branch: state.branch,
            startSha: state.startSha,
            planFile,
            planPath: settings.planPath,
            planBefore: Buffer.from((await git.show(state.startSha, planFile)) ?? '', 'utf8'),
            protectedPaths: state.protectedPaths,
            changedBefore: new Set(state.changedBefore),
        })
        : [];
    const { results } = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_11__/* .readGateResults */ .oN)(expected);
    const problems = [...agent.claimProblems, ...refused];
    const { verdict, gates } = (0,_core_attempt_js__WEBPACK_IMPORTED_MODULE_6__/* .concludeAttempt */ .jp)({ agent, problems, gates: results, expected });
    let patch = false;
    if (state && verdict.outcome === 'passed') {
        // Everything the attempt changed, untracked files included, as git sees it against the start.
        await git.exec(['add', '-A']);
        const diff = await git.execRaw([
            'diff',
            '--cached',
            '--binary',
            '--full-index',
            '--no-renames',
            state.startSha,
        ]);
        await git.exec(['reset', '--quiet']);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.attempt, _core_task_job_js__WEBPACK_IMPORTED_MODULE_8__/* .ATTEMPT_FILES */ .sQ.patch), diff.stdout);
        patch = true;
    }
    if (verdict.outcome !== 'passed')
        (0,_adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_5__/* .writeRetryFile */ .oZ)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.attempt, 'retry'), entry.task, (0,_core_retry_js__WEBPACK_IMPORTED_MODULE_7__/* .retryContextOf */ .VU)(entry.attempt, agent.outcome, verdict, agent.transcriptTail, state ? await git.diffSummary() : ''));
    if (agent.transcriptPath && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(agent.transcriptPath))
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.copyFileSync)(agent.transcriptPath, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.attempt, _core_task_job_js__WEBPACK_IMPORTED_MODULE_8__/* .ATTEMPT_FILES */ .sQ.transcript));
    for (const g of gates) {
        const log = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.gates, (0,_adapters_gates_js__WEBPACK_IMPORTED_MODULE_3__/* .gateLogName */ .by)(g.name));
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(log)) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.attempt, 'gates'), { recursive: true });
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.copyFileSync)(log, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.attempt, 'gates', (0,_adapters_gates_js__WEBPACK_IMPORTED_MODULE_3__/* .gateLogName */ .by)(g.name)));
        }
    }
    await write({
        ...base,
        agent: {
            outcome: agent.outcome,
            reason: agent.reason,
            interrupted: agent.interrupted,
            exitCode: agent.exitCode,
            durationMs: agent.durationMs,
            turns: agent.turns,
            inputTokens: agent.inputTokens,
            outputTokens: agent.outputTokens,
            costUsd: agent.costUsd,
        },
        claimProblems: problems,
        gates: gates.map((g) => ({ ...g, outputTail: g.outputTail.slice(-16_000) })),
        patch,
    });
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('outcome', verdict.outcome);
    const line = `${entry.task} attempt ${entry.attempt}: ${verdict.outcome}`;
    if (verdict.outcome === 'passed')
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(line);
    else
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`${line}: ${verdict.summary.split('\n')[0]}`);
    await _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .summary */ .z
        .addHeading(`Ralph: ${entry.task} attempt ${entry.attempt}: ${verdict.outcome}`, 3)
        .addRaw('The writer job records it on the spec branch.\n\n')
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


/***/ }),

/***/ 790:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   baseBranch: () => (/* binding */ baseBranch),
/* harmony export */   requireEntry: () => (/* binding */ requireEntry),
/* harmony export */   runStep: () => (/* binding */ runStep)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6421);
/* harmony import */ var _adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8288);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6689);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8224);
/* harmony import */ var _adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(526);
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4323);
/* harmony import */ var _core_plan_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4115);
/* harmony import */ var _core_prompt_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9842);
/* harmony import */ var _core_retry_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8216);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1733);
/* harmony import */ var _core_task_job_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5763);
/* harmony import */ var _engine_agent_env_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(3188);
/* harmony import */ var _engine_attempt_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4638);
/* harmony import */ var _engine_claim_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(8111);
/* harmony import */ var _agent_user_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(7972);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(3280);
/* harmony import */ var _job_state_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(7428);


















/** The task job's anchors: the `task` input, the schedule job's matrix entry. */
function requireEntry(settings) {
    if (!settings.task)
        throw new Error(`The '${settings.command}' command needs the input 'task': the matrix entry, \`\${{ toJSON(matrix) }}\`.`);
    const entry = (0,_core_task_job_js__WEBPACK_IMPORTED_MODULE_11__/* .parseMatrixEntry */ .px)(settings.task, "The input 'task'");
    if (entry.branch !== `${settings.branchPrefix}${entry.spec}`)
        throw new Error(`The input 'task' names the branch ${entry.branch}, not ${settings.branchPrefix}${entry.spec}; pass the schedule job's matrix entry unchanged.`);
    return entry;
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
 * Why this attempt needs no run: the spec branch, as the remote has it now, already records it
 * (a re-run of the job after the writer recorded it) or the task is finished there.
 */
async function recordedAlready(git, entry, planFile) {
    const text = await git.show(`refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .REMOTE */ .Bn}/${entry.branch}`, planFile);
    if (text === undefined)
        return undefined;
    let plan;
    try {
        plan = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_4__/* .parsePlanText */ .uo)(text, `${entry.branch}:${planFile}`).plan;
    }
    catch {
        return undefined;
    }
    return (0,_core_task_job_js__WEBPACK_IMPORTED_MODULE_11__/* .recordedOnBranch */ .cr)(plan, entry);
}
/**
 * `command: run`, the task job's agent step. It holds no write credential: it checks out the
 * commit the schedule job chose (merging the base's tip in when the spec branch lacks it, the
 * same way the writer will), writes the task's prompt with the previous attempt's failure
 * injected, runs the agent under the task's limits with no credential in its environment, takes
 * the work tree back and checks its done claim. The gate steps and `record` follow.
 */
async function runStep(settings) {
    const entry = requireEntry(settings);
    const ctx = (0,_context_js__WEBPACK_IMPORTED_MODULE_15__/* .runContext */ .p)();
    const git = new _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .Git */ .TU(settings.workspace);
    const planFile = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(settings.workspace, settings.planPath);
    const p = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_16__/* .paths */ .f0)();
    const startedAt = new Date().toISOString();
    const protectedPaths = [..._engine_claim_js__WEBPACK_IMPORTED_MODULE_13__/* .DEFAULT_PROTECTED_PATHS */ .YX, ...settings.protectedPaths];
    const already = await recordedAlready(git, entry, planFile);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .startGroup */ .Oh(`Spec branch ${entry.branch}`);
    const { sha: startSha, merged } = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .startCommit */ .eL)(git, {
        start: entry.start,
        baseSha: entry['base-sha'],
        branch: entry.branch,
        base: entry.base,
    });
    await git.exec(['checkout', '--quiet', '-B', entry.branch, startSha]);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`${entry.branch} at ${startSha.slice(0, 7)}${merged ? ` (${entry.base} ${entry['base-sha'].slice(0, 7)} merged in)` : ''}`);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .endGroup */ .N4();
    const state = {
        spec: entry.spec,
        task: entry.task,
        attempt: entry.attempt,
        branch: entry.branch,
        baseBranch: entry.base,
        startSha,
        startedAt,
        planFile,
        protectedPaths,
        changedBefore: [],
        runUrl: ctx.runUrl,
    };
    if (already) {
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .notice */ .lm(`Nothing to run: ${already}.`);
        (0,_job_state_js__WEBPACK_IMPORTED_MODULE_16__/* .writeTaskState */ .Y6)({ ...state, alreadyRecorded: already });
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('outcome', 'recorded');
        return;
    }
    const { plan } = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_4__/* .loadPlan */ .Yq)(settings.planPath);
    const found = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_8__/* .findTask */ .VX)(plan, entry.task);
    if (!found || found.spec.id !== entry.spec)
        throw new Error(`${planFile} at ${startSha.slice(0, 7)} has no task "${entry.task}" in spec "${entry.spec}".`);
    const { task } = found;
    if ((0,_core_plan_js__WEBPACK_IMPORTED_MODULE_7__/* .nextAttemptNumber */ .oH)(task) !== entry.attempt)
        throw new Error(`${planFile} at ${startSha.slice(0, 7)} says ${entry.task}'s next attempt is ${(0,_core_plan_js__WEBPACK_IMPORTED_MODULE_7__/* .nextAttemptNumber */ .oH)(task)}, the matrix ${entry.attempt}; the spec branch moved since the schedule job. Run the workflow again.`);
    const limits = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_10__/* .taskLimits */ .cp)(task, (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_10__/* .limitOverrides */ .xG)(plan, {
        maxTurns: settings.maxTurns ?? entry['max-turns'],
        timeoutMinutes: settings.timeoutMinutes ?? entry['timeout-minutes'],
    }));
    // The previous attempt's failure: its artifact (downloaded by the workflow), else the plan's record.
    const retry = entry.attempt > 1
        ? ((0,_adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_5__/* .readRetryFile */ .L0)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(p.previous, 'retry'), entry.task, entry.attempt - 1) ??
            (0,_core_retry_js__WEBPACK_IMPORTED_MODULE_9__/* .retryFromAttempt */ .cc)(plan, task))
        : undefined;
    // A configuration error stops the step before the task state is written: `record` then
    // reports a setup error, and the writer records no attempt.
    const providerName = settings.agent ?? plan.agent?.provider ?? 'claude';
    const provider = (0,_adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_2__/* .getProvider */ .sO)(providerName);
    const userCommand = settings.agentCommand ?? plan.agent?.command;
    if (providerName === 'command' && !userCommand)
        throw new Error("The 'command' agent needs the 'agent-command' input (or agent.command in the plan).");
    // So is a CLI that is not installed: said once, with how to install it.
    (0,_adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_2__/* .checkAgentInstalled */ .og)(provider, { ...process.env, ...plan.agent?.env });
    const runAs = await (0,_agent_user_js__WEBPACK_IMPORTED_MODULE_14__/* .agentUserFor */ .A)(settings);
    const changedBefore = new Set(await git.changedPaths());
    (0,_job_state_js__WEBPACK_IMPORTED_MODULE_16__/* .writeTaskState */ .Y6)({ ...state, changedBefore: [...changedBefore] });
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .startGroup */ .Oh(`Agent ${providerName}: ${entry.task} attempt ${entry.attempt} (${limits.complexity}: ${limits.maxTurns} turns, ${limits.timeoutMinutes} min${runAs ? `, as ${runAs.name}` : ''})`);
    const full = settings.transcript === 'full';
    const excerpt = [];
    let shown = 0;
    if (!full)
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq("The agent's output is in the attempt artifact; the log shows its last lines (input 'transcript: full' prints all of it).");
    const run = await (0,_engine_attempt_js__WEBPACK_IMPORTED_MODULE_12__/* .runAttemptAgent */ .EX)(git, {
        root: settings.workspace,
        plan,
        planPath: settings.planPath,
        planFile,
        taskId: entry.task,
        outputArtifacts: task.outputArtifacts ?? [],
        retry,
        provider,
        userCommand,
        model: settings.model ?? plan.agent?.model,
        maxTurns: limits.maxTurns,
        timeoutMs: limits.timeoutMinutes * 60_000,
        workDir: p.dir,
        transcriptPath: p.transcript,
        env: (0,_engine_agent_env_js__WEBPACK_IMPORTED_MODULE_17__/* .agentEnv */ .b)(process.env, { spec: entry.spec, task: entry.task, attempt: entry.attempt }),
        // The log shows the agent as a person reads it: all of it, or its last lines.
        onLine: (line) => {
            if (full)
                _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(line);
            else {
                excerpt.push(line);
                if (excerpt.length > EXCERPT_LINES)
                    excerpt.shift();
                shown++;
            }
        },
        // What the CLI cannot be held to, said before it starts.
        onWarning: (text) => _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(text),
        runAs,
        guard: {
            root: settings.workspace,
            branch: entry.branch,
            startSha,
            planFile,
            planPath: settings.planPath,
            protectedPaths,
            changedBefore,
        },
    });
    if (!full)
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`${shown > excerpt.length ? `… ${shown - excerpt.length} earlier line(s); the whole transcript is in the attempt artifact\n` : ''}${excerpt.join('\n') || '(the agent printed nothing)'}`);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .endGroup */ .N4();
    for (const note of run.notes)
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .notice */ .lm(note);
    for (const problem of run.problems)
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(problem);
    const { agent } = run;
    (0,_job_state_js__WEBPACK_IMPORTED_MODULE_16__/* .writeAgentState */ .ws)({
        outcome: agent.outcome,
        reason: agent.reason,
        interrupted: agent.interrupted,
        exitCode: agent.exitCode,
        durationMs: agent.durationMs,
        turns: agent.turns,
        inputTokens: agent.inputTokens,
        outputTokens: agent.outputTokens,
        costUsd: agent.costUsd,
        claimProblems: run.problems,
        changed: run.changed,
        transcriptTail: agent.tail.slice(-_core_retry_js__WEBPACK_IMPORTED_MODULE_9__/* .RETRY_TRANSCRIPT_TAIL */ .zm),
        transcriptPath: p.transcript,
    });
    // Gates only run on a done claim that holds.
    const outcome = agent.outcome === 'done' && run.problems.length > 0 ? 'rejected' : agent.outcome;
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('outcome', outcome);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`Agent outcome: ${outcome}${agent.reason ? ` (${agent.reason})` : ''}; ${run.changed.length} file(s) changed; ${Math.round(agent.durationMs / 1000)}s`);
    await _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .summary */ .z
        .addHeading(`Ralph: ${entry.task} attempt ${entry.attempt}`, 3)
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
            entry.spec,
            outcome,
            String(agent.turns ?? '–'),
            agent.costUsd !== undefined ? `$${agent.costUsd.toFixed(2)}` : '–',
            `${Math.round(agent.durationMs / 1000)}s`,
            String(run.changed.length),
        ],
    ])
        .write();
}
/** Lines of the transcript the public log shows by default. */
const EXCERPT_LINES = 30;


/***/ }),

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


/***/ })

};
