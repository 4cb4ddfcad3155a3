export const id = 790;
export const ids = [790];
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


/***/ })

};
