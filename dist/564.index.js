export const id = 564;
export const ids = [564];
export const modules = {

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
/* harmony import */ var _core_baseline_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5995);
/* harmony import */ var _engine_agent_env_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3188);
/* harmony import */ var _engine_claim_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8111);
/* harmony import */ var _agent_user_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7972);
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1116);
/* harmony import */ var _job_state_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7428);
/* harmony import */ var _private_git_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6661);
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
    const state = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_5__/* .readTaskState */ .Lf)();
    if (state.alreadyRecorded) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(`Gate ${settings.gate} skipped: ${state.alreadyRecorded}.`);
        return;
    }
    const agent = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_5__/* .hasAgentState */ .XD)() ? (0,_job_state_js__WEBPACK_IMPORTED_MODULE_5__/* .readAgentState */ .$k)() : undefined;
    if (agent) {
        if (agent.outcome !== 'done' || agent.claimProblems.length > 0) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(`Gate ${settings.gate} skipped: the agent's outcome is ${agent.outcome}.`);
            return;
        }
    }
    const gates = settings.gateCommand ? [] : (0,_job_state_js__WEBPACK_IMPORTED_MODULE_5__/* .gatesInput */ .RC)(settings.gates, 'gate');
    const fromPlan = gates.find((g) => g.name === settings.gate);
    const gate = settings.gateCommand
        ? { ...fromPlan, name: settings.gate, command: settings.gateCommand }
        : fromPlan;
    if (!gate)
        throw new Error(`No gate "${settings.gate}" in the plan's gates (${gates.map((g) => g.name).join(', ') || 'none'}); add it there or give 'gate-command'.`);
    if (settings.gateRequired !== undefined)
        gate.required = settings.gateRequired;
    const repo = await (0,_private_git_js__WEBPACK_IMPORTED_MODULE_6__/* .taskJobGit */ .BU)(settings);
    const runAs = await (0,_agent_user_js__WEBPACK_IMPORTED_MODULE_3__/* .agentUserFor */ .A$)(settings);
    // What the same gate (same command) did on the untouched tree in this job's run step.
    const ran = (0,_baseline_js__WEBPACK_IMPORTED_MODULE_4__/* .readBaselineState */ .HU)()?.gates[gate.name];
    const baseline = ran?.command === gate.command ? ran : undefined;
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .startGroup */ .Oh(`Gate ${gate.name}: ${gate.command}`);
    const result = await (0,_private_git_js__WEBPACK_IMPORTED_MODULE_6__/* .withAgentRepository */ .cU)(repo, runAs, () => (0,_adapters_gates_js__WEBPACK_IMPORTED_MODULE_1__/* .runGate */ .Rg)(gate, {
        runAs,
        cwd: settings.workspace,
        env: (0,_engine_agent_env_js__WEBPACK_IMPORTED_MODULE_8__/* .agentEnv */ .b)(process.env, { spec: state.spec, task: state.task, attempt: state.attempt }),
        logDir: (0,_job_state_js__WEBPACK_IMPORTED_MODULE_5__/* .paths */ .f0)().gates,
        baselines: baseline ? { [gate.name]: baseline } : undefined,
    }));
    // The repository's code printed it: never read as workflow commands (untrusted-log.ts).
    (0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_7__/* .printUntrusted */ .Qi)(result.outputTail);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .endGroup */ .N4();
    await noteGateWrites(repo.git, gate.name, agent, state.planFile);
    // A missing tool is a setup problem, not the agent's: `record` then records no attempt.
    const setupProblem = (0,_core_baseline_js__WEBPACK_IMPORTED_MODULE_9__/* .attemptSetupProblem */ .eF)(result, baseline);
    if (setupProblem) {
        (0,_job_state_js__WEBPACK_IMPORTED_MODULE_5__/* .writeGateResult */ .YE)({ ...result, setupProblem });
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('gate-passed', 'false');
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1((0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_7__/* .untrustedMessage */ .qO)(setupProblem));
        return;
    }
    (0,_job_state_js__WEBPACK_IMPORTED_MODULE_5__/* .writeGateResult */ .YE)(result);
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
async function noteGateWrites(git, gate, agent, planFile) {
    if (!agent?.tree)
        return;
    try {
        const earlier = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_5__/* .readGateWrites */ .uN)();
        const named = new Set(earlier.flatMap((w) => w.paths));
        // The plan is not a write to discard: `record` puts it back and refuses the attempt.
        const fresh = (await (0,_job_state_js__WEBPACK_IMPORTED_MODULE_5__/* .changedSince */ .$A)(git, agent.tree)).filter((path) => path !== planFile && !named.has(path));
        if (fresh.length === 0)
            return;
        const writes = { gate, paths: fresh };
        (0,_job_state_js__WEBPACK_IMPORTED_MODULE_5__/* .writeGateWrites */ .Ps)([...earlier, writes]);
        const note = (0,_engine_claim_js__WEBPACK_IMPORTED_MODULE_2__/* .gateWritesNote */ .yN)(writes);
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e((0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_7__/* .untrustedMessage */ .qO)(note));
        await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(`\n\n⚠️ Ralph: ${note}\n`).write();
    }
    catch (err) {
        // Only the warning is lost: the patch comes from the agent's tree either way.
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e((0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_7__/* .untrustedMessage */ .qO)(`Could not tell which files gate "${gate}" wrote: ${err.message}`));
    }
}


/***/ })

};
