export const id = 564;
export const ids = [564];
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

/***/ 1116:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A5: () => (/* binding */ taskJobBaseline),
/* harmony export */   HU: () => (/* binding */ readBaselineState),
/* harmony export */   W3: () => (/* binding */ clearBaselineState),
/* harmony export */   zs: () => (/* binding */ setupErrorText)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6421);
/* harmony import */ var _engine_baseline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9488);
/* harmony import */ var _job_state_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7428);
// The task job's baseline (issue 13): in the `run` step, before the agent, the plan's required
// gates run on the start commit as checked out, as the agent user, the way the gate steps will
// run them. Its result is a file the gate steps judge known-red gates against and `record`
// reads: a setup problem there records no attempt.





const stateFile = (dir) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,_job_state_js__WEBPACK_IMPORTED_MODULE_4__/* .paths */ .f0)(dir).dir, 'baseline.json');
function readBaselineState(dir) {
    const file = stateFile(dir);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        return undefined;
    try {
        return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
    }
    catch {
        return undefined;
    }
}
/** A job's state starts empty: a file left from another job on the same runner is not this one's. */
function clearBaselineState() {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(stateFile(), { force: true });
}
function writeBaselineState(state) {
    // Ralph's own, as the other job state files: the agent user may not read or change it.
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,_job_state_js__WEBPACK_IMPORTED_MODULE_4__/* .paths */ .f0)().dir, { recursive: true, mode: 0o700 });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(stateFile(), `${JSON.stringify(state, null, 2)}\n`);
}
/**
 * Runs the baseline in the task job. Each job starts from its own commit (the writer commits
 * every attempt), so it runs once per job, and never in a re-run that finds the attempt recorded.
 * Throws the setup problem, after writing it down for `record`.
 */
async function taskJobBaseline(git, o) {
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .startGroup */ .Oh(`Baseline: the gates on the untouched start tree, before the agent`);
    let baseline;
    try {
        baseline = await (0,_engine_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .checkBaseline */ .iW)(git, {
            root: o.workspace,
            gates: o.gates,
            env: o.env,
            runAs: o.runAs,
            changedBefore: o.changedBefore,
            logDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,_job_state_js__WEBPACK_IMPORTED_MODULE_4__/* .paths */ .f0)().dir, 'baseline'),
            onNote: (text) => _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .notice */ .lm(text),
            onWarning: (text) => _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(text),
            onResult: (r) => {
                process.stdout.write(r.outputTail.endsWith('\n') ? r.outputTail : `${r.outputTail}\n`);
                _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Gate ${r.name} ${r.passed ? 'passed' : `failed (exit ${r.exitCode ?? 'none'}${r.timedOut ? ', timed out' : ''})`} on the untouched tree in ${(r.durationMs / 1000).toFixed(1)}s`);
            },
        });
    }
    finally {
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .endGroup */ .N4();
    }
    writeBaselineState({ commit: baseline.commit, gates: baseline.gates, problem: baseline.problem });
    if (baseline.problem) {
        await _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .summary */ .z
            .addHeading('Ralph: setup problem, no agent ran', 3)
            .addRaw(`\n\n\`\`\`\n${baseline.problem}\n\`\`\`\n`)
            .write();
        throw new Error(baseline.problem);
    }
    return baseline;
}
/** The attempt report's `setupError`: short enough for it, the gate and the fix first. */
function setupErrorText(problem) {
    return problem.length <= 1_990 ? problem : `${problem.slice(0, 1_989)}…`;
}


/***/ }),

/***/ 4564:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gateStep: () => (/* binding */ gateStep)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6421);
/* harmony import */ var _adapters_gates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6793);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6689);
/* harmony import */ var _core_baseline_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5995);
/* harmony import */ var _engine_agent_env_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3188);
/* harmony import */ var _engine_claim_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8111);
/* harmony import */ var _agent_user_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7972);
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1116);
/* harmony import */ var _job_state_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7428);









/**
 * `command: gate`: runs one gate as its own step, with the command the schedule job read from
 * the plan (the `gates` input; or the `gate-command` input), writes its result file for
 * `record`, and marks a required failure as an error annotation and a failed step. What the
 * gate wrote to the work tree is named in a warning: `record` makes the patch from the tree the
 * agent left, so it is never committed; the gate is judged by its exit code alone.
 */
async function gateStep(settings) {
    if (!settings.gate)
        throw new Error("The 'gate' command needs the input 'gate' (the gate's name).");
    const state = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_6__/* .readTaskState */ .Lf)();
    if (state.alreadyRecorded) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(`Gate ${settings.gate} skipped: ${state.alreadyRecorded}.`);
        return;
    }
    const agent = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_6__/* .hasAgentState */ .XD)() ? (0,_job_state_js__WEBPACK_IMPORTED_MODULE_6__/* .readAgentState */ .$k)() : undefined;
    if (agent) {
        if (agent.outcome !== 'done' || agent.claimProblems.length > 0) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(`Gate ${settings.gate} skipped: the agent's outcome is ${agent.outcome}.`);
            return;
        }
    }
    const gates = settings.gateCommand ? [] : (0,_job_state_js__WEBPACK_IMPORTED_MODULE_6__/* .gatesInput */ .RC)(settings.gates, 'gate');
    const fromPlan = gates.find((g) => g.name === settings.gate);
    const gate = settings.gateCommand
        ? { ...fromPlan, name: settings.gate, command: settings.gateCommand }
        : fromPlan;
    if (!gate)
        throw new Error(`No gate "${settings.gate}" in the plan's gates (${gates.map((g) => g.name).join(', ') || 'none'}); add it there or give 'gate-command'.`);
    if (settings.gateRequired !== undefined)
        gate.required = settings.gateRequired;
    const runAs = await (0,_agent_user_js__WEBPACK_IMPORTED_MODULE_4__/* .agentUserFor */ .A)(settings);
    // What the same gate (same command) did on the untouched tree in this job's run step.
    const ran = (0,_baseline_js__WEBPACK_IMPORTED_MODULE_5__/* .readBaselineState */ .HU)()?.gates[gate.name];
    const baseline = ran?.command === gate.command ? ran : undefined;
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .startGroup */ .Oh(`Gate ${gate.name}: ${gate.command}`);
    const result = await (0,_adapters_gates_js__WEBPACK_IMPORTED_MODULE_1__/* .runGate */ .Rg)(gate, {
        runAs,
        cwd: settings.workspace,
        env: (0,_engine_agent_env_js__WEBPACK_IMPORTED_MODULE_7__/* .agentEnv */ .b)(process.env, { spec: state.spec, task: state.task, attempt: state.attempt }),
        logDir: (0,_job_state_js__WEBPACK_IMPORTED_MODULE_6__/* .paths */ .f0)().gates,
        baselines: baseline ? { [gate.name]: baseline } : undefined,
    });
    process.stdout.write(result.outputTail.endsWith('\n') ? result.outputTail : `${result.outputTail}\n`);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .endGroup */ .N4();
    await noteGateWrites(settings.workspace, gate.name, agent, state.planFile);
    // A missing tool is a setup problem, not the agent's: `record` then records no attempt.
    const setupProblem = (0,_core_baseline_js__WEBPACK_IMPORTED_MODULE_8__/* .attemptSetupProblem */ .eF)(result, baseline);
    if (setupProblem) {
        (0,_job_state_js__WEBPACK_IMPORTED_MODULE_6__/* .writeGateResult */ .YE)({ ...result, setupProblem });
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('gate-passed', 'false');
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(setupProblem);
        return;
    }
    (0,_job_state_js__WEBPACK_IMPORTED_MODULE_6__/* .writeGateResult */ .YE)(result);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('gate-passed', String(result.passed));
    const line = `Gate ${gate.name} ${result.passed ? 'passed' : `failed (exit ${result.exitCode ?? 'none'}${result.timedOut ? ', timed out' : ''})`} in ${(result.durationMs / 1000).toFixed(1)}s`;
    if (result.passed)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(line);
    else if (result.required)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(`${line}: \`${gate.command}\`\n${result.outputTail.slice(-1500)}`);
    else
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`${line} (not required): \`${gate.command}\``);
}
/**
 * Names what this gate wrote: where the work tree now differs from the tree the agent left,
 * less what the gates before it wrote (named by their steps). The writes stay until `record`,
 * as in the local loop (a test may need what the build wrote); they never reach the patch.
 */
async function noteGateWrites(workspace, gate, agent, planFile) {
    if (!agent?.tree)
        return;
    try {
        const earlier = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_6__/* .readGateWrites */ .uN)();
        const named = new Set(earlier.flatMap((w) => w.paths));
        // The plan is not a write to discard: `record` puts it back and refuses the attempt.
        const fresh = (await (0,_job_state_js__WEBPACK_IMPORTED_MODULE_6__/* .changedSince */ .$A)(new _adapters_git_js__WEBPACK_IMPORTED_MODULE_2__/* .Git */ .TU(workspace), agent.tree)).filter((path) => path !== planFile && !named.has(path));
        if (fresh.length === 0)
            return;
        const writes = { gate, paths: fresh };
        (0,_job_state_js__WEBPACK_IMPORTED_MODULE_6__/* .writeGateWrites */ .Ps)([...earlier, writes]);
        const note = (0,_engine_claim_js__WEBPACK_IMPORTED_MODULE_3__/* .gateWritesNote */ .yN)(writes);
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(note);
        await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(`\n\n⚠️ Ralph: ${note}\n`).write();
    }
    catch (err) {
        // Only the warning is lost: the patch comes from the agent's tree either way.
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not tell which files gate "${gate}" wrote: ${err.message}`);
    }
}


/***/ }),

/***/ 7428:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $A: () => (/* binding */ changedSince),
/* harmony export */   $k: () => (/* binding */ readAgentState),
/* harmony export */   Lf: () => (/* binding */ readTaskState),
/* harmony export */   Ps: () => (/* binding */ writeGateWrites),
/* harmony export */   RC: () => (/* binding */ gatesInput),
/* harmony export */   XD: () => (/* binding */ hasAgentState),
/* harmony export */   Xn: () => (/* binding */ saveWorkTree),
/* harmony export */   Y6: () => (/* binding */ writeTaskState),
/* harmony export */   YE: () => (/* binding */ writeGateResult),
/* harmony export */   f0: () => (/* binding */ paths),
/* harmony export */   oN: () => (/* binding */ readGateResults),
/* harmony export */   uN: () => (/* binding */ readGateWrites),
/* harmony export */   ws: () => (/* binding */ writeAgentState),
/* harmony export */   zi: () => (/* binding */ TREE_ID)
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
    /** The private index the agent's tree is written from (saveWorkTree), and a scratch one. */
    agentIndex: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'agent.index'),
    scratchIndex: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'scratch.index'),
    /** What the gate steps found their gates wrote, in the order they ran. */
    gateWrites: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'gate-writes.json'),
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
/**
 * The work tree as a tree object, written from a private index in the job's state folder (never
 * git's own index, which the agent's git may have written when there is no agent user): the
 * start commit's tree, keeping what the index knew of unchanged files so that only changed
 * files are read, then everything in the work tree that is not ignored, as `git add -A` sees it.
 * The object is in .git, which the agent user may read but not write, and its id goes into a
 * state file only Ralph's user can write: the gates, which run the agent's code as that user,
 * can change neither.
 */
async function saveWorkTree(git, startSha, index) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(index, '..'), { recursive: true, mode: 0o700 });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(index, { force: true });
    const live = await git.indexFile();
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(live))
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.copyFileSync)(live, index);
    const env = { GIT_INDEX_FILE: index };
    // One tree with -m: the stat data of files that match it is kept. An index git cannot merge
    // from (unmerged entries) is read afresh: slower, the same tree.
    const merged = await git.exec(['read-tree', '-m', startSha], { env, allowFailure: true });
    if (merged.exitCode !== 0)
        await git.exec(['read-tree', startSha], { env });
    // The untracked cache trusts folder times to the second (see Git.status): not here.
    await git.exec(['-c', 'core.untrackedCache=false', 'add', '-A'], { env });
    return (await git.exec(['write-tree'], { env })).stdout.trim();
}
/**
 * The paths where the work tree differs from a saved tree (changed, new or gone; ignored files
 * are not looked at), through a scratch copy of the index the tree was written from.
 */
async function changedSince(git, tree, dir) {
    const p = paths(dir);
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(p.agentIndex))
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.copyFileSync)(p.agentIndex, p.scratchIndex);
    else
        await git.exec(['read-tree', tree], { env: { GIT_INDEX_FILE: p.scratchIndex } });
    try {
        const env = { GIT_INDEX_FILE: p.scratchIndex };
        await git.exec(['-c', 'core.untrackedCache=false', 'add', '-A'], { env });
        const now = (await git.exec(['write-tree'], { env })).stdout.trim();
        if (now === tree)
            return [];
        const out = (await git.exec(['diff-tree', '-r', '-z', '--no-renames', '--name-only', tree, now])).stdout;
        return out.split('\0').filter((path) => path !== '');
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(p.scratchIndex, { force: true });
    }
}
/** A tree id as git prints it (SHA-1 or SHA-256). */
const TREE_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
function readGateWrites(dir) {
    const file = paths(dir).gateWrites;
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file) ? readJson(file, 'The gate writes') : [];
}
const writeGateWrites = (w, dir) => writeJson(paths(dir).gateWrites, w);


/***/ }),

/***/ 6689:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TU: () => (/* binding */ Git),
/* harmony export */   XS: () => (/* binding */ GitError),
/* harmony export */   fl: () => (/* binding */ authConfig),
/* harmony export */   tn: () => (/* binding */ RALPH_IDENTITY)
/* harmony export */ });
/* unused harmony export stripspace */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
// The git CLI behind one small interface (after actions/checkout's git-command-manager).
// Every command runs with hooks disabled and without signing or prompts, because it may run
// after an untrusted agent changed the work tree: a planted `.git/hooks` script never runs.




/** The git commands that talk to the remote, the only ones that get the credentials. */
const REMOTE_COMMANDS = new Set(['fetch', 'push', 'ls-remote', 'pull', 'clone']);
class GitError extends Error {
    args;
    result;
    constructor(args, result) {
        super(`git ${args.join(' ')} failed (exit ${result.exitCode}): ${result.stderr.trim() || result.stdout.trim()}`);
        this.args = args;
        this.result = result;
        this.name = 'GitError';
    }
}
const RALPH_IDENTITY = { name: 'ralph[bot]', email: 'ralph-bot@users.noreply.github.com' };
/**
 * A commit message as `git commit --file=-` stores it (its default `whitespace` clean-up):
 * trailing spaces cut, blank lines at either end dropped, runs of blank lines made one, a final
 * newline. `commit-tree` stores a message as given, so Ralph cleans it the same way first.
 */
function stripspace(message) {
    const out = [];
    let blank = false;
    for (const raw of message.split('\n')) {
        const line = raw.replace(/[ \t\n\v\f\r]+$/, '');
        if (line === '') {
            blank = out.length > 0;
            continue;
        }
        if (blank)
            out.push('');
        blank = false;
        out.push(line);
    }
    return out.length > 0 ? `${out.join('\n')}\n` : '';
}
class Git {
    cwd;
    auth;
    env;
    indexPath;
    /**
     * @param cwd the work tree
     * @param auth `key=value` settings that authenticate to the remote (see authConfig), given
     *   only to the commands that talk to it (`fetch`, `push`, `ls-remote`) and only through
     *   their environment, so nothing is written to .git/config or put on a command line
     */
    constructor(cwd, auth = [], env = process.env) {
        this.cwd = cwd;
        this.auth = auth;
        this.env = env;
    }
    /** Runs git; throws GitError on a non-zero exit unless `allowFailure`. */
    async exec(args, opts = {}) {
        const r = await this.run(args, opts);
        return { ...r, stdout: r.stdout.toString('utf8') };
    }
    /** Like exec, with stdout as bytes (a binary patch, a blob). */
    execRaw(args, opts = {}) {
        return this.run(args, opts);
    }
    /**
     * Starts git with the settings exec uses, for a caller that streams its input and output
     * (`cat-file --batch`: see git-batch.ts). The caller ends stdin and waits for the exit.
     */
    spawn(args) {
        const { argv, env } = this.invocation(args, {});
        return (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', argv, { cwd: this.cwd, env });
    }
    /** The full argument list and environment of one git command: the safety settings, the credentials. */
    invocation(args, opts) {
        const remote = REMOTE_COMMANDS.has(args.find((a) => !a.startsWith('-')) ?? '');
        const full = [
            // Nothing the agent planted in .git runs: no hooks, no file-system monitor.
            '-c',
            'core.hooksPath=/dev/null',
            '-c',
            'core.fsmonitor=false',
            '-c',
            'commit.gpgsign=false',
            '-c',
            'tag.gpgsign=false',
            '-c',
            'core.quotepath=off',
            ...args,
        ];
        // The credentials go to the commands that talk to the remote only, and only through their
        // environment (GIT_CONFIG_COUNT): never on a command line, which any process of the same
        // user can read in /proc/PID/cmdline, and never in .git/config.
        const auth = {};
        if (remote && this.auth.length > 0) {
            auth.GIT_CONFIG_COUNT = String(this.auth.length);
            this.auth.forEach((setting, i) => {
                const at = setting.indexOf('=');
                auth[`GIT_CONFIG_KEY_${i}`] = setting.slice(0, at);
                auth[`GIT_CONFIG_VALUE_${i}`] = setting.slice(at + 1);
            });
        }
        return { argv: full, env: { ...this.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', ...opts.env, ...auth } };
    }
    run(args, opts) {
        const { argv, env } = this.invocation(args, opts);
        return new Promise((resolve, reject) => {
            const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', argv, {
                cwd: this.cwd,
                env,
                maxBuffer: 256 * 1024 * 1024,
                encoding: 'buffer',
            }, (error, stdout, stderr) => {
                const exitCode = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
                const result = { exitCode, stdout, stderr: stderr.toString('utf8') };
                if (exitCode !== 0 && !opts.allowFailure)
                    reject(new GitError(args, { ...result, stdout: stdout.toString('utf8') }));
                else
                    resolve(result);
            });
            if (opts.input !== undefined)
                child.stdin?.end(opts.input);
        });
    }
    /** Keeps `pattern` out of `git status` through .git/info/exclude (worktrees included), not .gitignore. */
    async exclude(pattern) {
        const r = await this.exec(['rev-parse', '--git-path', 'info/exclude'], { allowFailure: true });
        if (r.exitCode !== 0)
            return;
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(this.cwd, r.stdout.trim());
        const text = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(file) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(file, 'utf8') : '';
        if (text.split('\n').some((l) => l.trim() === pattern))
            return;
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(file), { recursive: true });
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.appendFileSync)(file, `${text === '' || text.endsWith('\n') ? '' : '\n'}${pattern}\n`);
        }
        catch {
            // a read-only .git: the files just show up in git status
        }
    }
    async out(args) {
        return (await this.exec(args)).stdout.trim();
    }
    /** `true` when the command exits 0. */
    async try(args) {
        return (await this.exec(args, { allowFailure: true })).exitCode === 0;
    }
    async head() {
        return this.out(['rev-parse', 'HEAD']);
    }
    async currentBranch() {
        const r = await this.exec(['symbolic-ref', '--quiet', '--short', 'HEAD'], { allowFailure: true });
        return r.exitCode === 0 ? r.stdout.trim() : undefined;
    }
    async revParse(ref) {
        const r = await this.exec(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
            allowFailure: true,
        });
        return r.exitCode === 0 ? r.stdout.trim() : undefined;
    }
    /** Paths changed in the work tree and index against HEAD, untracked ones included (not ignored ones). */
    async changedPaths(opts = {}) {
        return (await this.status(opts)).flatMap((e) => (e.from !== undefined ? [e.path, e.from] : [e.path]));
    }
    /**
     * `git status` of every path that differs, untracked files one by one (not ignored ones): one
     * pass over the work tree. Never through git's untracked cache (off for this command, the
     * user's config untouched): it trusts a folder's mtime to the second, so a folder listed and
     * then changed within the same second, with the index rewritten a second later (Ralph's loop
     * does all three within milliseconds), keeps its old listing: a deleted file is shown again,
     * a new one missed. `readOnly`: git does not write the index back (its refreshed file times),
     * so the index stays byte for byte as it was.
     */
    async status(opts = {}) {
        const args = [
            '-c',
            'core.untrackedCache=false',
            'status',
            '--porcelain=v1',
            '-z',
            '--untracked-files=all',
        ];
        // GIT_OPTIONAL_LOCKS=0 is --no-optional-locks, kept off the command line read by traces.
        const out = (await this.exec(args, opts.readOnly ? { env: { GIT_OPTIONAL_LOCKS: '0' } } : {})).stdout;
        const entries = [];
        const parts = out.split('\0');
        for (let i = 0; i < parts.length; i++) {
            const entry = parts[i];
            if (entry.length < 4)
                continue;
            const e = { index: entry[0], tree: entry[1], path: entry.slice(3) };
            // A rename or copy is followed by its source path.
            if (e.index === 'R' || e.index === 'C')
                e.from = parts[++i];
            entries.push(e);
        }
        return entries;
    }
    /** A short `git diff --stat` of the work tree (untracked files included) against a commit. */
    async diffSummary(base = 'HEAD') {
        await this.exec(['add', '-A', '--intent-to-add'], { allowFailure: true });
        const stat = await this.exec(['diff', '--stat=100', base], { allowFailure: true });
        await this.exec(['reset', '--quiet'], { allowFailure: true });
        return stat.stdout.trim();
    }
    /**
     * Stages exactly these paths as the work tree has them: changed, new (a nested repository as
     * a gitlink, as `add` does) or gone. Only these files are read: no pass over the whole tree.
     */
    async stage(paths) {
        if (paths.length === 0)
            return;
        const all = [...new Set(paths.map((p) => p.replace(/\/+$/, '')))];
        // A tracked file that is now a folder (not a nested repository) leaves the index first:
        // update-index refuses a folder, and its files are among the paths.
        const folders = all.filter((p) => {
            const s = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(this.cwd, p), { throwIfNoEntry: false });
            return s?.isDirectory() && !(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(this.cwd, p, '.git'));
        });
        if (folders.length > 0)
            await this.exec(['update-index', '--force-remove', '-z', '--stdin'], {
                input: `${folders.join('\0')}\0`,
            });
        const rest = folders.length > 0 ? all.filter((p) => !folders.includes(p)) : all;
        if (rest.length === 0)
            return;
        const input = `${rest.join('\0')}\0`;
        await this.exec(['update-index', '--add', '--remove', '--replace', '-z', '--stdin'], { input });
    }
    /** The tree the index holds (written from git's cached trees: only changed folders cost). */
    async writeTree() {
        return this.out(['write-tree']);
    }
    /**
     * What `diffSummary` says, for a change known by its paths: they are staged and the index is
     * compared with `base`, so nothing else in the work tree is looked at. Leaves them staged.
     */
    async diffSummaryOf(paths, base = 'HEAD') {
        await this.stage(paths);
        const stat = await this.exec(['diff', '--cached', '--stat=100', base], { allowFailure: true });
        return stat.stdout.trim();
    }
    /**
     * Discards the changes at these paths since HEAD (new files removed, with the folders they
     * leave empty): they are staged, then index and work tree go back to HEAD where they differ
     * from it. The other files are not looked at. When git refuses (a file in the way), everything
     * since HEAD is discarded instead. `staged`: they are staged already (diffSummaryOf did it).
     */
    async discardPaths(paths, opts = {}) {
        try {
            if (!opts.staged)
                await this.stage(paths);
            await this.exec(['read-tree', '-m', '-u', 'HEAD']);
        }
        catch {
            await this.discardChanges();
        }
    }
    /**
     * Commits the index on top of HEAD (or `parent`) with `write-tree`, `commit-tree` and
     * `update-ref`: the same commit `git commit` makes of it (its message cleaned up the same
     * way), without `commit`'s pass over every file. Returns the new commit.
     */
    async commitStaged(message, opts = {}) {
        const identity = opts.identity ?? RALPH_IDENTITY;
        const parent = opts.parent ?? 'HEAD';
        const tree = await this.writeTree();
        const text = stripspace(message);
        const made = await this.exec([
            '-c',
            `user.name=${identity.name}`,
            '-c',
            `user.email=${identity.email}`,
            'commit-tree',
            tree,
            '-p',
            parent,
            '-F',
            '-',
        ], { input: text });
        const sha = made.stdout.trim();
        // HEAD's branch moves (HEAD and the branch get the reflog line `git commit` writes).
        await this.exec(['update-ref', '-m', `commit: ${text.split('\n', 1)[0]}`, 'HEAD', sha]);
        return sha;
    }
    /** Stages these paths and commits the index on top of HEAD; returns the new commit. */
    async commitPaths(paths, message, identity = RALPH_IDENTITY) {
        await this.stage(paths);
        return this.commitStaged(message, { identity });
    }
    /** The branch HEAD is on (undefined when detached) and the commit, in one process. */
    async headState() {
        const r = await this.exec(['rev-parse', 'HEAD', '--symbolic-full-name', 'HEAD'], { allowFailure: true });
        if (r.exitCode !== 0)
            return { branch: await this.currentBranch() };
        const [sha, ref] = r.stdout.trim().split('\n');
        return { sha, branch: ref?.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined };
    }
    /**
     * What identifies git's index file as it is now (inode, size, times; `-` when absent). A
     * rewrite by anyone changes it (git renames a new file into place; ctime cannot be set), so
     * Ralph can tell whether code it ran touched the index since it last did.
     */
    async indexStamp() {
        try {
            const s = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(await this.indexFile(), { bigint: true });
            return `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
        }
        catch {
            return '-';
        }
    }
    /** The index file's path (asked of git once: a worktree has its own). */
    async indexFile() {
        this.indexPath ??= (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(this.cwd, await this.out(['rev-parse', '--git-path', 'index']));
        return this.indexPath;
    }
    /**
     * Puts back an index saved as bytes (read from indexFile): its tree is written from a private
     * copy and read into the index, which keeps what git knows of unchanged files.
     */
    async restoreIndex(saved) {
        const dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'ralph-index-'));
        try {
            const copy = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'index');
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(copy, saved);
            const tree = (await this.exec(['write-tree'], { env: { GIT_INDEX_FILE: copy } })).stdout.trim();
            await this.exec(['read-tree', '--reset', tree]);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(dir, { recursive: true, force: true });
        }
    }
    /** Discards every change since HEAD: tracked edits and new untracked files (ignored ones stay). */
    async discardChanges() {
        await this.exec(['reset', '--hard', '--quiet', 'HEAD']);
        await this.exec(['clean', '-fd', '--quiet']);
    }
    /** Restores the given paths to their state at `ref` (removing them when `ref` lacks them). */
    async restorePaths(paths, ref = 'HEAD') {
        for (const path of paths) {
            const tracked = await this.try(['cat-file', '-e', `${ref}:${path}`]);
            if (tracked)
                await this.exec(['checkout', ref, '--', path]);
            else
                await this.exec(['rm', '-r', '-f', '--quiet', '--ignore-unmatch', '--', path]);
            await this.exec(['clean', '-fdq', '--', path], { allowFailure: true });
        }
    }
    /** Stages everything and commits; returns the new commit, or undefined when nothing changed. */
    async commitAll(message, identity = RALPH_IDENTITY) {
        await this.exec(['add', '-A']);
        if (await this.try(['diff', '--cached', '--quiet']))
            return undefined;
        await this.commitIndex(message, identity);
        return this.head();
    }
    async commitIndex(message, identity = RALPH_IDENTITY) {
        await this.exec([
            '-c',
            `user.name=${identity.name}`,
            '-c',
            `user.email=${identity.email}`,
            'commit',
            '--quiet',
            '--no-verify',
            '--file=-',
        ], { input: message });
    }
    /**
     * Switches to `branch`, creating it at `startPoint` when it does not exist locally. A checkout
     * reads the whole work tree, so there is none when HEAD is on the branch already, nor when a
     * new branch starts at HEAD's commit (only the ref is made and HEAD pointed at it).
     */
    async switchBranch(branch, startPoint) {
        const now = await this.headState();
        if (now.branch === branch)
            return;
        if (await this.revParse(`refs/heads/${branch}`)) {
            await this.exec(['checkout', '--quiet', branch]);
            return;
        }
        const start = startPoint ? await this.revParse(startPoint) : now.sha;
        if (start && start === now.sha) {
            const from = now.branch ?? now.sha;
            // The zero id as the old value: made only if it does not exist.
            await this.exec([
                'update-ref',
                '-m',
                `branch: Created from ${startPoint ?? 'HEAD'}`,
                `refs/heads/${branch}`,
                start,
                '0'.repeat(start.length),
            ]);
            await this.exec([
                'symbolic-ref',
                '-m',
                `checkout: moving from ${from} to ${branch}`,
                'HEAD',
                `refs/heads/${branch}`,
            ]);
            return;
        }
        await this.exec(['checkout', '--quiet', '-b', branch, ...(startPoint ? [startPoint] : [])]);
    }
    /** The contents of a file at a ref, or undefined. */
    async show(ref, path) {
        const r = await this.exec(['show', `${ref}:${path}`], { allowFailure: true });
        return r.exitCode === 0 ? r.stdout : undefined;
    }
    /** Squashes everything since `base` (the index included) into one commit with `message`; returns its sha. */
    async squashSince(base, message, identity = RALPH_IDENTITY) {
        return this.commitStaged(message, { identity, parent: base });
    }
}
/**
 * Settings that authenticate git over HTTPS to the GitHub server with a token, given per
 * command so the token is never written to .git/config, where the agent could read it.
 */
function authConfig(serverUrl, token) {
    if (!token)
        return [];
    const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
    return [`http.${serverUrl.replace(/\/$/, '')}/.extraheader=AUTHORIZATION: basic ${basic}`];
}


/***/ })

};
