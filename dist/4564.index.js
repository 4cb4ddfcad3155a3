export const id = 4564;
export const ids = [4564];
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
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2807);
/* harmony import */ var _engine_baseline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9488);
/* harmony import */ var _job_state_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7428);
/* harmony import */ var _untrusted_log_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8598);
// The task job's baseline (docs/ARCHITECTURE.md#gates): in the `run` step, before the agent, the plan's required
// gates run on the start commit as checked out, as the agent user, the way the gate steps will
// run them. Its result is a file the gate steps judge known-red gates against and `record`
// reads: a setup problem there records no attempt.







const stateFile = (dir) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,_job_state_js__WEBPACK_IMPORTED_MODULE_5__/* .paths */ .f0)(dir).dir, 'baseline.json');
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
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,_job_state_js__WEBPACK_IMPORTED_MODULE_5__/* .paths */ .f0)().dir, { recursive: true, mode: 0o700 });
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
        baseline = await (0,_engine_baseline_js__WEBPACK_IMPORTED_MODULE_4__/* .checkBaseline */ .iW)(git, {
            root: o.workspace,
            gates: o.gates,
            env: o.env,
            runAs: o.runAs,
            network: o.network,
            changedBefore: o.changedBefore,
            logDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,_job_state_js__WEBPACK_IMPORTED_MODULE_5__/* .paths */ .f0)().dir, 'baseline'),
            onNote: (text) => _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .notice */ .lm((0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_6__/* .untrustedMessage */ .qO)(text)),
            onWarning: (text) => _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e((0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_6__/* .untrustedMessage */ .qO)(text)),
            onResult: (r) => {
                // The repository's code printed it: never read as workflow commands (untrusted-log.ts).
                (0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_6__/* .printUntrusted */ .Qi)(r.outputTail);
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
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RalphError */ .A4(baseline.problem);
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
/* harmony import */ var _core_attempt_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5983);
/* harmony import */ var _core_baseline_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(5995);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2807);
/* harmony import */ var _engine_agent_env_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3188);
/* harmony import */ var _engine_gates_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3359);
/* harmony import */ var _agent_user_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7972);
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1116);
/* harmony import */ var _job_state_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7428);
/* harmony import */ var _network_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1416);
/* harmony import */ var _private_git_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6661);
/* harmony import */ var _untrusted_log_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8598);













/**
 * `command: gate`: runs one gate as its own step, with the command the schedule job read from
 * the plan (the `gates` input; or the `gate-command` input), writes its result file for
 * `record`, and marks a required failure as an error annotation and a failed step. What the
 * gate wrote to the work tree is named in a warning: `record` makes the patch from the tree the
 * agent left, so it is never committed; the gate is judged by its exit code alone.
 */
async function gateStep(settings) {
    if (!settings.gate)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RalphError */ .A4("The 'gate' command needs the input 'gate' (the gate's name).");
    const state = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_8__/* .readTaskState */ .Lf)();
    if (state.alreadyRecorded) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(`Gate ${settings.gate} skipped: ${state.alreadyRecorded}.`);
        return;
    }
    const agent = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_8__/* .hasAgentState */ .XD)() ? (0,_job_state_js__WEBPACK_IMPORTED_MODULE_8__/* .readAgentState */ .$k)() : undefined;
    if (agent) {
        if (agent.outcome !== 'done' || agent.claimProblems.length > 0) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(`Gate ${settings.gate} skipped: the agent's outcome is ${agent.outcome}.`);
            return;
        }
    }
    const gates = settings.gateCommand ? [] : (0,_job_state_js__WEBPACK_IMPORTED_MODULE_8__/* .gatesInput */ .RC)(settings.gates, 'gate');
    const fromPlan = gates.find((g) => g.name === settings.gate);
    const gate = settings.gateCommand
        ? { ...fromPlan, name: settings.gate, command: settings.gateCommand }
        : fromPlan;
    if (!gate)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RalphError */ .A4(`No gate "${settings.gate}" in the plan's gates (${gates.map((g) => g.name).join(', ') || 'none'}); add it there or give 'gate-command'.`);
    if (settings.gateRequired !== undefined)
        gate.required = settings.gateRequired;
    const repo = await (0,_private_git_js__WEBPACK_IMPORTED_MODULE_10__/* .taskJobGit */ .BU)(settings);
    const runAs = await (0,_agent_user_js__WEBPACK_IMPORTED_MODULE_6__/* .agentUserFor */ .A$)(settings);
    // What the same gate (same command) did on the untouched tree in this job's run step.
    const ran = (0,_baseline_js__WEBPACK_IMPORTED_MODULE_7__/* .readBaselineState */ .HU)()?.gates[gate.name];
    const baseline = ran?.command === gate.command ? ran : undefined;
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .startGroup */ .Oh(`Gate ${gate.name}: ${gate.command}`);
    const net = await (0,_network_js__WEBPACK_IMPORTED_MODULE_9__/* .stepNetwork */ .pP)(settings, runAs, `gate ${gate.name}`);
    const result = await (0,_private_git_js__WEBPACK_IMPORTED_MODULE_10__/* .withAgentRepository */ .cU)(repo, runAs, () => (0,_adapters_gates_js__WEBPACK_IMPORTED_MODULE_1__/* .runGate */ .Rg)(gate, {
        runAs,
        network: net.network,
        cwd: settings.workspace,
        env: {
            ...(0,_engine_agent_env_js__WEBPACK_IMPORTED_MODULE_4__/* .agentEnv */ .b)(process.env, { spec: state.spec, task: state.task, attempt: state.attempt }),
            ...net.env,
        },
        logDir: (0,_job_state_js__WEBPACK_IMPORTED_MODULE_8__/* .paths */ .f0)().gates,
        baselines: baseline ? { [gate.name]: baseline } : undefined,
    })).finally(() => net.finish());
    // The repository's code printed it: never read as workflow commands (untrusted-log.ts).
    (0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_11__/* .printUntrusted */ .Qi)(result.outputTail);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .endGroup */ .N4();
    await noteGateWrites(repo.git, gate.name, agent, state.planFile);
    // A missing tool is a setup problem, not the agent's: `record` then records no attempt.
    const setupProblem = (0,_core_baseline_js__WEBPACK_IMPORTED_MODULE_12__/* .attemptSetupProblem */ .eF)(result, baseline);
    if (setupProblem) {
        (0,_job_state_js__WEBPACK_IMPORTED_MODULE_8__/* .writeGateResult */ .YE)({ ...result, setupProblem });
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('gate-passed', 'false');
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1((0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_11__/* .untrustedMessage */ .qO)(setupProblem));
        return;
    }
    (0,_job_state_js__WEBPACK_IMPORTED_MODULE_8__/* .writeGateResult */ .YE)(result);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('gate-passed', String(result.passed));
    const line = `Gate ${gate.name} ${result.passed ? 'passed' : `failed (exit ${result.exitCode ?? 'none'}${result.timedOut ? ', timed out' : ''})`} in ${(result.durationMs / 1000).toFixed(1)}s`;
    if (result.passed)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(line);
    else if (result.required)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1((0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_11__/* .untrustedMessage */ .qO)(`${line}: \`${gate.command}\`${failureNote(result.outputTail)}`));
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
        const earlier = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_8__/* .readGateWrites */ .uN)();
        const named = new Set(earlier.flatMap((w) => w.paths));
        // The plan is not a write to discard: `record` puts it back and refuses the attempt.
        const fresh = (await (0,_job_state_js__WEBPACK_IMPORTED_MODULE_8__/* .changedSince */ .$A)(git, agent.tree)).filter((path) => path !== planFile && !named.has(path));
        if (fresh.length === 0)
            return;
        const writes = { gate, paths: fresh };
        (0,_job_state_js__WEBPACK_IMPORTED_MODULE_8__/* .writeGateWrites */ .Ps)([...earlier, writes]);
        const note = (0,_engine_gates_js__WEBPACK_IMPORTED_MODULE_5__/* .gateWritesNote */ .yN)(writes);
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e((0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_11__/* .untrustedMessage */ .qO)(note));
        await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(`\n\n⚠️ Ralph: ${note}\n`).write();
    }
    catch (err) {
        // Only the warning is lost: the patch comes from the agent's tree either way.
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e((0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_11__/* .untrustedMessage */ .qO)(`Could not tell which files gate "${gate}" wrote: ${err.message}`));
    }
}
/**
 * The failing line of a gate's output, for the step's error annotation, which shows on the run's
 * page: one line that looks like the failure, never a line shaped like a workflow command (the
 * output is the repository's code: it could write "::notice::This attempt passed every gate"
 * for the annotation to show). The whole output is in the step's log, framed.
 */
function failureNote(output) {
    const lines = output.split('\n').filter((l) => !/^\s*(::|##\[)/.test(l));
    const failure = (0,_core_attempt_js__WEBPACK_IMPORTED_MODULE_2__/* .failureLine */ .Pu)(lines.join('\n'));
    return `${failure ? `: ${failure.slice(0, 300)}` : ''}. Its output is in this step's log.`;
}


/***/ }),

/***/ 5399:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P2: () => (/* binding */ SCHEDULE_ARTIFACT),
/* harmony export */   UD: () => (/* binding */ ATTEMPT_ARTIFACT_PATTERN),
/* harmony export */   tZ: () => (/* binding */ attemptArtifactName)
/* harmony export */ });
// The names of the artifacts a run's jobs hand on. Apart from task-job.ts (which checks what
// the artifacts hold, with zod) so that the scheduler, which names each task job's artifact,
// loads no schema: `ralph next` stays light.
function attemptArtifactName(spec, task, attempt) {
    return `ralph-attempt-${spec}-${task}-${attempt}`;
}
/**
 * What the writer downloads: every attempt artifact of the run, and the schedule job's
 * (SCHEDULE_ARTIFACT). There are always two or more, so actions/download-artifact puts each
 * in a folder named after it; it extracts a single match straight into the path, where one
 * task's artifact could hold a folder named after another's.
 */
const ATTEMPT_ARTIFACT_PATTERN = 'ralph-*';
/** The schedule job's artifact: the matrix as scheduled. */
const SCHEDULE_ARTIFACT = 'ralph-schedule';


/***/ }),

/***/ 5983:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aq: () => (/* binding */ outcomeAndStatus),
/* harmony export */   Pu: () => (/* binding */ failureLine),
/* harmony export */   TM: () => (/* binding */ firstLine),
/* harmony export */   fh: () => (/* binding */ recordAttempt),
/* harmony export */   jU: () => (/* binding */ claimHolds),
/* harmony export */   jp: () => (/* binding */ concludeAttempt)
/* harmony export */ });
/* unused harmony exports SUMMARY_LIMIT, clip, judgeAttempt, costBudgetSpent */
/* harmony import */ var _plan_basics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2479);
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1733);
// Deciding an attempt and writing it into the plan (docs/ARCHITECTURE.md#agents, #gates): the agent's word, the
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
        number: (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .nextAttemptNumber */ .oH)(task),
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
        ...(meta.provider ? { provider: meta.provider } : {}),
        ...(meta.model ? { model: meta.model } : {}),
        ...(meta.promptBytes !== undefined ? { promptBytes: meta.promptBytes } : {}),
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
    const spent = (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .taskCostUsd */ .FJ)(task, true);
    if (spent < maxCostUsd)
        return undefined;
    return `cost budget spent (${(0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(spent)} of ${(0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(maxCostUsd)} maxCostUsd)`;
}
/**
 * The first line of a summary, made to stand alone where only one line is shown (a blocked
 * reason, a progress line): a first line that ends in ":" (a gate's "exited 1:") gets the line
 * of the output after it that says what failed (failureLine), not the tool's banner.
 */
function firstLine(text) {
    const lines = text.split('\n');
    let head = lines[0].trim();
    if (head.endsWith(':')) {
        const more = failureLine(lines.slice(1).join('\n'));
        if (more)
            head = `${head} ${more}`;
    }
    return head.slice(0, 300);
}
/**
 * Lines that say what failed, strongest first: a test runner's failed test or assertion, a
 * compiler's or a program's error, a panic. Checked in order, each against every line, so that
 * vitest's "× adds" wins over its "(1 test | 1 failed)" file line.
 */
const FAILURE_LINES = [
    // vitest/jest "× name", node:test "✖ name", TAP "not ok", go "--- FAIL:", vitest "FAIL  file > test"
    /^\s*([×✗✕✖]\s|not ok\b|--- FAIL:|FAIL\b)/,
    // A Rust panic: "thread 'tests::it_adds' panicked at src/lib.rs:11:9:"
    /\bpanicked at\b/,
    // pytest's "E   assert ...", Python's and JavaScript's "SomethingError: ...", rustc's "error[E0308]: ..."
    /^\s*E\s{2,}\S|^\s*(\w+\.)*\w*(Error|Exception)\b:?|^\s*error(\[\w+\])?:/,
    /^\s*(FAILED|FAILURE|ERROR)\b/,
    /\b(failed|failure|error)\b/i,
];
/** A tool's own banner: npm's `> pkg@1.0.0 test` and `> vitest run`, a blank line. */
const BANNER = /^\s*(>\s|$)/;
/**
 * The line of a failed gate's output that says what failed (FAILURE_LINES), with the line after
 * it when it only introduces that one ("panicked at src/lib.rs:11:9:", "--- FAIL: TestAdd");
 * else the first line that is not a banner. Empty for empty output.
 */
function failureLine(output) {
    const lines = output.split('\n').map((l) => l.replace(/\s+$/, ''));
    for (const pattern of FAILURE_LINES) {
        const at = lines.findIndex((l) => !BANNER.test(l) && pattern.test(l));
        if (at < 0)
            continue;
        const line = lines[at].trim();
        if (line.endsWith(':') || /^--- FAIL:/.test(line)) {
            const next = lines.slice(at + 1).find((l) => l.trim() !== '');
            if (next)
                return `${line} ${next.trim()}`;
        }
        return line;
    }
    return lines.find((l) => !BANNER.test(l))?.trim() ?? '';
}
/**
 * An attempt's outcome and the status it left the task in, said once when they are the same
 * word ("blocked", not "blocked -> blocked"): `gate_failed -> blocked`.
 */
function outcomeAndStatus(outcome, status, arrow = '->') {
    return outcome === status ? outcome : `${outcome} ${arrow} ${status}`;
}
/**
 * Whether the agent's done claim holds: it said done and nothing is wrong with the claim, and,
 * when the gates that ran are given, none of the required ones failed. Only then is the work
 * kept, checked further or applied.
 */
function claimHolds(agent, problems, gates = []) {
    return agent.outcome === 'done' && problems.length === 0 && !gates.some((g) => g.required && !g.passed);
}
/**
 * The verdict of one attempt, the same for `ralph build` and for the writer job: the agent's
 * outcome, the problems with its claim, and the gates, where a required gate that never ran
 * (no step for it in the workflow, say) counts as failed.
 */
function concludeAttempt(input) {
    const gates = [...input.gates];
    if (claimHolds(input.agent, input.problems, gates)) {
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

/***/ 1733:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ leftText),
/* harmony export */   $U: () => (/* binding */ resetRetryBudget),
/* harmony export */   D3: () => (/* binding */ toMatrix),
/* harmony export */   Gz: () => (/* binding */ DEFAULT_MAX_ATTEMPTS),
/* harmony export */   RF: () => (/* binding */ outputBytes),
/* harmony export */   _: () => (/* binding */ schedule),
/* harmony export */   _g: () => (/* binding */ DEFAULT_BRANCH_PREFIX),
/* harmony export */   cp: () => (/* binding */ taskLimits),
/* harmony export */   eH: () => (/* binding */ MATRIX_MAX_JOBS),
/* harmony export */   f: () => (/* binding */ SCHEDULE_OUTPUTS_BUDGET_BYTES),
/* harmony export */   jc: () => (/* binding */ countedAttempts),
/* harmony export */   nM: () => (/* binding */ matrixWithin),
/* harmony export */   rS: () => (/* binding */ planBudget),
/* harmony export */   x9: () => (/* binding */ attemptMaxCostUsd)
/* harmony export */ });
/* unused harmony exports STALE_MARGIN_MINUTES, JOB_TIMEOUT_ALLOWANCE_MINUTES, JOB_OUTPUTS_MAX_BYTES */
/* harmony import */ var _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6276);
/* harmony import */ var _artifact_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5399);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2807);
/* harmony import */ var _plan_basics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2479);
// The scheduler (docs/ARCHITECTURE.md#scheduling): a pure function from a plan, options and the current time to
// the ready set. Tasks of one spec share a branch, so they run one at a time; specs run in
// parallel. Ordered by spec priority (lower first), then plan order.





const DEFAULT_MAX_ATTEMPTS = 3;
const DEFAULT_BRANCH_PREFIX = 'ralph/';
/** How long past its timeout an `in_progress` task must be before its job is taken as dead. */
const STALE_MARGIN_MINUTES = 10;
const JOB_TIMEOUT_ALLOWANCE_MINUTES = 30;
/** GitHub refuses a whole run whose matrix makes more jobs than this. */
const MATRIX_MAX_JOBS = 256;
/**
 * GitHub's limit on one job's outputs: 1 MiB, the size approximated as UTF-16 (two bytes a
 * character), 50 MB for a whole run. A job over it fails as it ends ("Fail to evaluate job outputs").
 */
const JOB_OUTPUTS_MAX_BYTES = 1024 * 1024;
/** What the schedule job's outputs may take: half the limit, so no run comes near it. */
const SCHEDULE_OUTPUTS_BUDGET_BYTES = JOB_OUTPUTS_MAX_BYTES / 2;
/**
 * The task's turns and timeout: an explicit option (the command line, the matrix entry), else
 * what its agent's levels set (`agent`), else its own `estimatedTurns` and its tier's defaults.
 */
function taskLimits(task, options = {}, agent = {}) {
    const complexity = (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .taskComplexity */ .AN)(task);
    const tier = _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .TIERS */ .iB[complexity];
    return {
        complexity,
        maxTurns: options.maxTurns ?? agent.maxTurns ?? task.estimatedTurns ?? tier.maxTurns,
        timeoutMinutes: options.timeoutMinutes ??
            (agent.timeout !== undefined ? (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .durationMs */ .pc)(agent.timeout) / 60_000 : tier.timeoutMinutes),
    };
}
/** The plan's recorded cost against its budget: `maxCostUsd` (a command line's), else `budget.maxCostUsd`. */
function planBudget(plan, maxCostUsd = plan.budget?.maxCostUsd) {
    const uncounted = new Uncounted();
    for (const spec of plan.specs)
        for (const task of spec.tasks)
            uncounted.add(task);
    return budgetOf((0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .planCostUsd */ .FG)(plan), maxCostUsd, uncounted);
}
/**
 * The attempts whose agent reported no cost, counted as the plan is walked (isUncounted). An
 * attempt recorded before Ralph kept the provider is not among them: nothing is known of it.
 */
class Uncounted {
    attempts = 0;
    providers = new Set();
    add(task) {
        for (const a of task.attempts ?? [])
            if ((0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isUncounted */ .Eh)(a)) {
                this.attempts++;
                this.providers.add(a.provider);
            }
    }
}
function budgetOf(spentUsd, maxCostUsd, uncounted) {
    const none = uncounted && uncounted.attempts > 0
        ? { uncounted: { attempts: uncounted.attempts, providers: [...uncounted.providers].sort() } }
        : {};
    if (maxCostUsd === undefined)
        return { spentUsd, ...none };
    return {
        spentUsd,
        maxCostUsd,
        ...none,
        ...(spentUsd >= maxCostUsd
            ? {
                spent: `the plan's cost budget is spent: ${(0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(spentUsd)} recorded of ${(0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(maxCostUsd)}; no task starts until the budget is raised`,
            }
            : {}),
    };
}
/**
 * The most the task's next attempt may spend in USD, for a CLI that takes a budget (Claude
 * Code's `--max-budget-usd`): what is left of the task's budget and of the plan's, whichever
 * is less; undefined when neither has one.
 */
function attemptMaxCostUsd(plan, task, planMaxCostUsd) {
    const left = [];
    const taskMax = (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .taskMaxCostUsd */ .TN)(plan, task);
    if (taskMax !== undefined)
        left.push(taskMax - (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .taskCostUsd */ .FJ)(task, true));
    const budget = planBudget(plan, planMaxCostUsd ?? plan.budget?.maxCostUsd);
    if (budget.maxCostUsd !== undefined)
        left.push(budget.maxCostUsd - budget.spentUsd);
    return left.length > 0 ? Math.max(0, Math.min(...left)) : undefined;
}
/** Attempts that count against the retry budget: rate limits and interruptions are not the task's fault. */
function countedAttempts(task) {
    const attempts = task.attempts;
    if (!attempts)
        return 0;
    const from = task.retryBudgetFrom ?? 0;
    let counted = 0;
    for (const a of attempts)
        if (a.number > from && a.outcome !== 'rate_limited' && a.outcome !== 'interrupted')
            counted++;
    return counted;
}
/**
 * A fresh retry budget: the attempts made so far no longer count (`retryBudgetFrom`, which
 * countedAttempts reads). True when some counted before.
 */
function resetRetryBudget(task) {
    const counted = countedAttempts(task);
    const last = (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .lastAttempt */ .mh)(task);
    if (last)
        task.retryBudgetFrom = last.number;
    return counted > 0;
}
function startedAt(task) {
    const iso = task.startedAt ?? (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .lastAttempt */ .mh)(task)?.startedAt;
    if (!iso)
        return undefined;
    const t = Date.parse(iso);
    return Number.isNaN(t) ? undefined : t;
}
function schedule(plan, options = {}) {
    const now = (options.now ?? new Date()).getTime();
    const maxAttempts = options.maxAttempts ?? plan.agent?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const perSpec = options.perSpec ?? 1;
    const prefix = options.branchPrefix ?? DEFAULT_BRANCH_PREFIX;
    const overrides = { maxTurns: options.maxTurns, timeoutMinutes: options.timeoutMinutes };
    const route = (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .agentRouting */ .UN)(plan, options.agent);
    const baseStatus = options.baseStatus;
    // One pass over every task for what the rest needs of the whole plan: each task by id, the
    // counts, the recorded cost (planCostUsd's sum, in the same order) and whether each spec is
    // done. The plan's tasks are objects of many shapes, so each read of a field is slow-ish:
    // one pass instead of four.
    const byId = new Map();
    // Only with baseStatus: a dependency in another spec is then judged by the base branch.
    const specOf = baseStatus ? new Map() : undefined;
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
    let spentUsd = 0;
    const uncounted = new Uncounted();
    const allDone = [];
    for (const spec of plan.specs) {
        let done = true;
        for (const task of spec.tasks) {
            byId.set(task.id, task);
            specOf?.set(task.id, spec.id);
            counts[task.status]++;
            if (!(0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(task.status))
                done = false;
            if (task.attempts) {
                spentUsd += (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .taskCostUsd */ .FJ)(task);
                uncounted.add(task);
            }
        }
        counts.total += spec.tasks.length;
        allDone.push(done);
    }
    const budget = budgetOf((0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .micro */ .LI)(spentUsd), options.maxCostUsd ?? plan.budget?.maxCostUsd, uncounted);
    const depStatus = (dep, specId) => baseStatus && specOf.get(dep) !== specId ? baseStatus.get(dep) : byId.get(dep)?.status;
    // "waits on a (pending), b (failed)": the dependencies from `first` on that are not done.
    const waitsOn = (deps, first, specId) => {
        let reason = 'waits on ';
        let named = 0;
        for (let i = first; i < deps.length; i++) {
            const d = deps[i];
            const status = depStatus(d, specId);
            if ((0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(status))
                continue;
            const unmerged = baseStatus && specOf.get(d) !== specId && byId.get(d)?.status === 'completed';
            reason += `${named++ > 0 ? ', ' : ''}${d} (${unmerged ? 'completed, not yet merged' : (status ?? 'unknown')})`;
        }
        return reason;
    };
    const candidates = [];
    const waiting = [];
    // Where waiting tasks go: nowhere for readyOnly, and `wait?.push(...)` then makes no reason.
    const wait = options.readyOnly ? undefined : waiting;
    let order = 0;
    for (let si = 0; si < plan.specs.length; si++) {
        const spec = plan.specs[si];
        if (options.spec !== undefined && spec.id !== options.spec)
            continue;
        // Nothing of a done spec waits or runs.
        if (spec.status === 'completed' || spec.status === 'skipped' || allDone[si])
            continue;
        let slots = perSpec;
        const branch = `${prefix}${spec.id}`;
        // A live in_progress task holds its spec's slot.
        let live;
        for (const task of spec.tasks) {
            if (task.status !== 'in_progress')
                continue;
            const limits = taskLimits(task, overrides, route(task));
            const started = startedAt(task);
            const staleAfter = (limits.timeoutMinutes + STALE_MARGIN_MINUTES) * 60_000;
            // No start time (an import, a hand edit) or an old one: its job is gone, run it again.
            if (started !== undefined && now - started <= staleAfter) {
                live ??= new Set();
                live.add(task);
                slots--;
            }
        }
        for (const task of spec.tasks) {
            if ((0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(task.status))
                continue;
            // A person closed the spec's pull request without merging: nothing of it runs again until
            // a person reopens that pull request or writes `/ralph retry <spec>`.
            if (spec.status === 'held') {
                wait?.push(waitingTask(spec, task, spec.heldReason ? `held: ${spec.heldReason}` : 'held'));
                continue;
            }
            if (live?.has(task)) {
                wait?.push(waitingTask(spec, task, 'running'));
                continue;
            }
            let why;
            const used = countedAttempts(task);
            if (task.status === 'pending')
                why = used > 0 ? 'retry' : 'pending';
            else if (task.status === 'failed') {
                if (used >= maxAttempts) {
                    wait?.push(waitingTask(spec, task, `retry budget spent (${used}/${maxAttempts} attempts)`));
                    continue;
                }
                why = 'retry';
            }
            else if (task.status === 'in_progress')
                why = 'stale';
            else {
                wait?.push(waitingTask(spec, task, task.blockedReason ? `blocked: ${task.blockedReason}` : 'blocked'));
                continue;
            }
            // The first dependency that is not done, if any: the task waits on it, and on any later one.
            const deps = task.dependsOn ?? NONE;
            let first = 0;
            while (first < deps.length && (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(depStatus(deps[first], spec.id)))
                first++;
            if (first < deps.length) {
                wait?.push(waitingTask(spec, task, waitsOn(deps, first, spec.id)));
                continue;
            }
            if (options.task !== undefined && task.id !== options.task)
                continue;
            if (budget.spent) {
                wait?.push(waitingTask(spec, task, `plan budget spent (${(0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(budget.spentUsd)} of ${(0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(budget.maxCostUsd)})`));
                continue;
            }
            if (slots <= 0) {
                wait?.push(waitingTask(spec, task, `waits for its spec's running task`));
                continue;
            }
            slots--;
            const agent = route(task);
            candidates.push({
                priority: spec.priority ?? Number.MAX_SAFE_INTEGER,
                order: order++,
                ready: readyTask({ spec, task, branch, why }, taskLimits(task, overrides, agent), agent),
            });
        }
    }
    candidates.sort((a, b) => a.priority - b.priority || a.order - b.order);
    let ready = candidates.map((c) => c.ready);
    const { limit, reason } = readyLimit(options);
    for (const r of ready.slice(limit))
        wait?.push({ spec: r.spec, task: r.task, status: byId.get(r.task).status, reason });
    const left = Math.max(0, ready.length - limit);
    ready = ready.slice(0, limit);
    counts.ready = ready.length;
    return { ready, waiting, left, counts, budget };
}
const NONE = [];
/** A ready task as the schedule gives it: its limits and agent, its attempt, its retry context. */
function readyTask(at, limits, agent) {
    const last = (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .lastAttempt */ .mh)(at.task);
    const runId = last?.runUrl ? /\/actions\/runs\/(\d+)/.exec(last.runUrl)?.[1] : undefined;
    return {
        spec: at.spec.id,
        task: at.task.id,
        attempt: (last?.number ?? 0) + 1,
        branch: at.branch,
        ...limits,
        provider: agent.provider,
        ...(agent.model !== undefined ? { model: agent.model } : {}),
        ...(agent.escalated ? { escalated: true } : {}),
        why: at.why,
        ...(last?.artifact && runId ? { retryArtifact: last.artifact, retryRunId: runId } : {}),
    };
}
function waitingTask(spec, task, reason) {
    return { spec: spec.id, task: task.id, status: task.status, reason };
}
/** How many ready tasks one schedule takes, and what the others wait for. */
function readyLimit(options) {
    const own = options.maxParallel !== undefined && options.maxParallel > 0 ? options.maxParallel : Infinity;
    if (options.matrix && own > MATRIX_MAX_JOBS)
        return { limit: MATRIX_MAX_JOBS, reason: `over GitHub's ${MATRIX_MAX_JOBS} jobs per matrix` };
    return { limit: own, reason: 'over max-parallel' };
}
/**
 * How many ready tasks wait for the next run and why, for the log and the summary: `s.left` over
 * the limit, and `bySize` more that would have taken the job's outputs over their budget
 * (matrixWithin). Undefined when none wait.
 */
function leftText(s, options, bySize = 0) {
    const left = s.left + bySize;
    if (left === 0)
        return undefined;
    const why = [];
    if (s.left > 0) {
        const { limit, reason } = readyLimit(options);
        why.push(reason === 'over max-parallel'
            ? `max-parallel is ${limit}`
            : `GitHub runs at most ${MATRIX_MAX_JOBS} jobs from one matrix`);
    }
    if (bySize > 0)
        why.push(`${bySize} more would take the job's outputs over ${SCHEDULE_OUTPUTS_BUDGET_BYTES / 1024} KiB`);
    return `${left} ready task${left === 1 ? '' : 's'} left for the next run (${why.join('; ')}).`;
}
/** A job output's size as GitHub counts it against JOB_OUTPUTS_MAX_BYTES: UTF-16, two bytes a code unit. */
function outputBytes(outputs) {
    let units = 0;
    for (const [name, value] of Object.entries(outputs))
        units += name.length + value.length;
    return units * 2;
}
/**
 * The first entries of a matrix whose JSON, with the job's other outputs, stays within `budget`
 * bytes (outputBytes); the rest wait for a later run. Throws when the other outputs alone do
 * not fit: no matrix could then leave the job.
 */
function matrixWithin(include, others, budget = SCHEDULE_OUTPUTS_BUDGET_BYTES) {
    // `matrix` + `{"include":[]}`, then each entry and its comma.
    let bytes = outputBytes(others) + outputBytes({ matrix: '{"include":[]}' });
    if (bytes > budget)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RalphError */ .A4(`the schedule job's outputs besides the matrix take ${bytes} bytes (${Object.keys(others).join(', ')}), over the ${budget} bytes Ralph keeps them under (GitHub allows ${JOB_OUTPUTS_MAX_BYTES} per job); shorten the plan's gate commands (a long script can live in a file the gate runs)`);
    let n = 0;
    for (const entry of include) {
        bytes += outputBytes({ '': JSON.stringify(entry) }) + (n > 0 ? 2 : 0);
        if (bytes > budget)
            break;
        n++;
    }
    return { include: include.slice(0, n), dropped: include.length - n };
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
            artifact: (0,_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptArtifactName */ .tZ)(r.spec, r.task, r.attempt),
            'retry-artifact': r.retryArtifact ?? '',
            'retry-run-id': r.retryRunId ?? '',
            // The leg's agent: the task job installs this CLI alone and runs it with this model.
            provider: r.provider,
            model: r.model ?? '',
            // The anchors (docs/ARCHITECTURE.md#trust): the commit the job starts from, the spec branch's tip once it
            // exists (so the project is set up as the spec's earlier tasks left it), else the base's;
            // and the base's tip, which the job merges in when the branch does not have it yet.
            ...(where.base !== undefined && where.baseSha !== undefined
                ? { base: where.base, start: where.tips?.get(r.branch) ?? where.baseSha, 'base-sha': where.baseSha }
                : {}),
        })),
    };
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
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8224);
/* harmony import */ var _core_patch_rules_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8826);
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
    const held = readHeld(g.root, changed);
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
    const planNow = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(g.planPath) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(g.planPath) : undefined;
    if (!planNow?.equals(g.planBefore)) {
        (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_3__/* .writeAtomic */ .vZ)(g.planPath, g.planBefore.toString('utf8'));
        problems.push(`a gate ${planNow ? 'edited' : 'deleted'} the plan file ${g.planFile}; refused`);
    }
    // The work tree against the index: a difference there is a gate's, unless it is the agent's
    // held work, which counts only where its content changed.
    const outside = (p) => p !== g.planFile && !g.changedBefore.has(p);
    // Through the untracked cache, read-only, as the claim check: the commit that follows writes
    // the index anyway.
    const cached = g.untrackedCache === true;
    const status = (await git.status({ untrackedCache: cached, readOnly: cached })).filter((e) => e.tree !== ' ' && outside(e.path) && !work.held?.has(e.path));
    const rewritten = heldChanged(g.root, work);
    if (status.length === 0 && rewritten.length === 0) {
        g.index = await git.indexStamp();
        return { problems, notes, writes: [] };
    }
    // In git's order (bytes), as status lists them.
    const written = [...status.map((e) => e.path), ...rewritten].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    const refused = written.filter((p) => (0,_core_patch_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .isProtected */ .bz)(p, g.protectedPaths));
    if (refused.length > 0)
        problems.push(`a gate changed protected paths (${refused.slice(0, 5).join(', ')}); refused`);
    const writes = byGate(written, writers);
    // New files first (one may stand where a folder of tracked files was), then the rest from the
    // index, then the agent's own files as it left them.
    for (const e of status.filter((e) => e.tree === '?'))
        removeNew(g.root, e.path);
    const tracked = status.filter((e) => e.tree !== '?').map((e) => e.path);
    if (tracked.length > 0)
        await git.exec(['checkout-index', '--force', '--quiet', '-z', '--stdin'], {
            input: `${tracked.join('\0')}\0`,
        });
    for (const path of rewritten)
        putBack(g.root, path, work.held.get(path));
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
