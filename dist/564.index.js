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
/* harmony import */ var _untrusted_log_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8598);
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
            onNote: (text) => _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .notice */ .lm((0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_5__/* .untrustedMessage */ .qO)(text)),
            onWarning: (text) => _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e((0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_5__/* .untrustedMessage */ .qO)(text)),
            onResult: (r) => {
                // The repository's code printed it: never read as workflow commands (untrusted-log.ts).
                (0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_5__/* .printUntrusted */ .Qi)(r.outputTail);
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
/* harmony import */ var _core_baseline_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5995);
/* harmony import */ var _engine_agent_env_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3188);
/* harmony import */ var _engine_claim_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8111);
/* harmony import */ var _agent_user_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7972);
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1116);
/* harmony import */ var _job_state_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7428);
/* harmony import */ var _untrusted_log_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8598);










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
        env: (0,_engine_agent_env_js__WEBPACK_IMPORTED_MODULE_8__/* .agentEnv */ .b)(process.env, { spec: state.spec, task: state.task, attempt: state.attempt }),
        logDir: (0,_job_state_js__WEBPACK_IMPORTED_MODULE_6__/* .paths */ .f0)().gates,
        baselines: baseline ? { [gate.name]: baseline } : undefined,
    });
    // The repository's code printed it: never read as workflow commands (untrusted-log.ts).
    (0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_7__/* .printUntrusted */ .Qi)(result.outputTail);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .endGroup */ .N4();
    await noteGateWrites(settings.workspace, gate.name, agent, state.planFile);
    // A missing tool is a setup problem, not the agent's: `record` then records no attempt.
    const setupProblem = (0,_core_baseline_js__WEBPACK_IMPORTED_MODULE_9__/* .attemptSetupProblem */ .eF)(result, baseline);
    if (setupProblem) {
        (0,_job_state_js__WEBPACK_IMPORTED_MODULE_6__/* .writeGateResult */ .YE)({ ...result, setupProblem });
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('gate-passed', 'false');
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1((0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_7__/* .untrustedMessage */ .qO)(setupProblem));
        return;
    }
    (0,_job_state_js__WEBPACK_IMPORTED_MODULE_6__/* .writeGateResult */ .YE)(result);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('gate-passed', String(result.passed));
    const line = `Gate ${gate.name} ${result.passed ? 'passed' : `failed (exit ${result.exitCode ?? 'none'}${result.timedOut ? ', timed out' : ''})`} in ${(result.durationMs / 1000).toFixed(1)}s`;
    if (result.passed)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(line);
    else if (result.required)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1((0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_7__/* .untrustedMessage */ .qO)(`${line}: \`${gate.command}\`\n${result.outputTail.slice(-1500)}`));
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
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e((0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_7__/* .untrustedMessage */ .qO)(note));
        await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(`\n\n⚠️ Ralph: ${note}\n`).write();
    }
    catch (err) {
        // Only the warning is lost: the patch comes from the agent's tree either way.
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e((0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_7__/* .untrustedMessage */ .qO)(`Could not tell which files gate "${gate}" wrote: ${err.message}`));
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
    // An entry marked assume-unchanged (a lower-case tag) or skip-worktree (S) would keep its old
    // content whatever the file now holds: such an index is not built on.
    const tags = await git.exec(['ls-files', '-v', '-z'], { env, allowFailure: true });
    if (tags.exitCode !== 0 || tags.stdout.split('\0').some((e) => /^([a-z]|S) /.test(e)))
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(index, { force: true });
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


/***/ })

};
