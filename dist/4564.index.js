export const id = 4564;
export const ids = [4564];
export const modules = {

/***/ 4564:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gateSettings: () => (/* binding */ gateSettings),
/* harmony export */   gateStep: () => (/* binding */ gateStep)
/* harmony export */ });
/* harmony import */ var _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7836);
/* harmony import */ var _adapters_gates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6793);
/* harmony import */ var _adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5768);
/* harmony import */ var _core_attempt_attempt_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4577);
/* harmony import */ var _core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9085);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2807);
/* harmony import */ var _engine_agent_env_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3188);
/* harmony import */ var _engine_gates_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3359);








function gateSettings(inputs) {
    return {
        gate: inputs.required('gate', "the gate's name"),
        gateCommand: inputs.text('gate-command'),
        gateRequired: inputs.bool('gate-required'),
        gates: inputs.text('gates'),
        ...inputs.sandboxed(),
    };
}
/**
 * `command: gate`: runs one gate as its own step, with the command the schedule job read from
 * the plan (the `gates` input; or the `gate-command` input), writes its result file for
 * `record`, and marks a required failure as an error annotation and a failed step. What the
 * gate wrote to the work tree is named in a warning: `record` makes the patch from the tree the
 * agent left, so it is never committed; the gate is judged by its exit code alone.
 */
async function gateStep(inputs) {
    const settings = gateSettings(inputs);
    const state = (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_2__/* .readTaskState */ .Lf)();
    if (state.alreadyRecorded) {
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.notice(`Gate ${settings.gate} skipped: ${state.alreadyRecorded}.`);
        return;
    }
    const agent = (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_2__/* .hasAgentState */ .XD)() ? (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_2__/* .readAgentState */ .$k)() : undefined;
    if (agent) {
        if (agent.outcome !== 'done' || agent.claimProblems.length > 0) {
            _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.notice(`Gate ${settings.gate} skipped: the agent's outcome is ${agent.outcome}.`);
            return;
        }
    }
    const gates = settings.gateCommand ? [] : await (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_2__/* .gatesInput */ .RC)(settings.gates, 'gate');
    const fromPlan = gates.find((g) => g.name === settings.gate);
    const gate = settings.gateCommand
        ? { ...fromPlan, name: settings.gate, command: settings.gateCommand }
        : fromPlan;
    if (!gate)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`No gate "${settings.gate}" in the plan's gates (${gates.map((g) => g.name).join(', ') || 'none'}); add it there or give 'gate-command'.`);
    if (settings.gateRequired !== undefined)
        gate.required = settings.gateRequired;
    const step = await (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_2__/* .openTaskJobStep */ .Pl)(settings);
    // Made ready before the gate's group opens: what it says stays outside the group.
    await step.agentUser();
    // What the same gate (same command) did on the untouched tree in this job's run step.
    const ran = (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_2__/* .readBaselineState */ .HU)()?.gates[gate.name];
    const baseline = ran?.command === gate.command ? ran : undefined;
    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.startGroup(`Gate ${gate.name}: ${gate.command}`);
    const result = await step.confined(`gate ${gate.name}`, (c) => (0,_adapters_gates_js__WEBPACK_IMPORTED_MODULE_1__/* .runGate */ .Rg)(gate, {
        runAs: c.runAs,
        network: c.network,
        cwd: settings.workspace,
        env: {
            ...(0,_engine_agent_env_js__WEBPACK_IMPORTED_MODULE_5__/* .agentEnv */ .b)(process.env, { spec: state.spec, task: state.task, attempt: state.attempt }),
            ...c.env,
        },
        logDir: (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_2__/* .paths */ .f0)().gates,
        baselines: baseline ? { [gate.name]: baseline } : undefined,
    }));
    // The repository's code printed it: never read as workflow commands (untrusted-log.ts).
    (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_2__/* .printUntrusted */ .Qi)(result.outputTail);
    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.endGroup();
    await noteGateWrites(step.repo.git, gate.name, agent, state.planFile);
    // A missing tool is a setup problem, not the agent's: `record` then records no attempt.
    const setupProblem = (0,_core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_7__/* .attemptSetupProblem */ .eF)(result, baseline);
    if (setupProblem) {
        (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_2__/* .writeGateResult */ .YE)({ ...result, setupProblem });
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.setOutput('gate-passed', 'false');
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.setFailed((0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_2__/* .untrustedMessage */ .qO)(setupProblem));
        return;
    }
    (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_2__/* .writeGateResult */ .YE)(result);
    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.setOutput('gate-passed', String(result.passed));
    const line = `Gate ${gate.name} ${result.passed ? 'passed' : `failed (exit ${result.exitCode ?? 'none'}${result.timedOut ? ', timed out' : ''})`} in ${(result.durationMs / 1000).toFixed(1)}s`;
    if (result.passed)
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.info(line);
    else if (result.required)
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.setFailed((0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_2__/* .untrustedMessage */ .qO)(`${line}: \`${gate.command}\`${failureNote(result.outputTail)}`));
    else
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.warning(`${line} (not required): \`${gate.command}\``);
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
        const earlier = (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_2__/* .readGateWrites */ .uN)();
        const named = new Set(earlier.flatMap((w) => w.paths));
        // The plan is not a write to discard: `record` puts it back and refuses the attempt.
        const fresh = (await (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_2__/* .changedSince */ .$A)(git, agent.tree)).filter((path) => path !== planFile && !named.has(path));
        if (fresh.length === 0)
            return;
        const writes = { gate, paths: fresh };
        (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_2__/* .writeGateWrites */ .Ps)([...earlier, writes]);
        const note = (0,_engine_gates_js__WEBPACK_IMPORTED_MODULE_6__/* .gateWritesNote */ .yN)(writes);
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.warning((0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_2__/* .untrustedMessage */ .qO)(note));
        await _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.summary.addRaw(`\n\n⚠️ Ralph: ${note}\n`).write();
    }
    catch (err) {
        // Only the warning is lost: the patch comes from the agent's tree either way.
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_0__.warning((0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_2__/* .untrustedMessage */ .qO)(`Could not tell which files gate "${gate}" wrote: ${err.message}`));
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
    const failure = (0,_core_attempt_attempt_js__WEBPACK_IMPORTED_MODULE_3__/* .failureLine */ .Pu)(lines.join('\n'));
    return `${failure ? `: ${failure.slice(0, 300)}` : ''}. Its output is in this step's log.`;
}


/***/ }),

/***/ 6793:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AQ: () => (/* binding */ runGates),
/* harmony export */   Rg: () => (/* binding */ runGate),
/* harmony export */   TY: () => (/* binding */ gateOutput),
/* harmony export */   by: () => (/* binding */ gateLogName)
/* harmony export */ });
/* unused harmony exports DEFAULT_GATE_TIMEOUT_MS, gateShell, GATE_COMPARE_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9085);
/* harmony import */ var _core_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4929);
/* harmony import */ var _process_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7288);
/* harmony import */ var _task_job_launch_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(498);
// Quality gates (docs/ARCHITECTURE.md#gates): each gate's command runs through a shell with its own timeout;
// the result (exit code, duration, log tail) is what decides a task, never the agent's word.






const DEFAULT_GATE_TIMEOUT_MS = 15 * 60_000;
const GATE_TAIL_BYTES = 8 * 1024;
function gateLogName(name) {
    return `${name.replace(/[^A-Za-z0-9._-]+/g, '_')}.log`;
}
/**
 * The program and arguments that run a gate's command: `/bin/sh -c` by default, else its
 * `shell` as GitHub runs a step's (`bash` is `bash --noprofile --norc -eo pipefail`, `sh` is
 * `sh -e`, a template's `{0}` is the script), given the script with `-c` rather than a file:
 * the sandbox gives each gate a /tmp of its own.
 */
function gateShell(gate) {
    const shell = gate.shell;
    if (shell === undefined)
        return { file: '/bin/sh', args: ['-c', gate.command] };
    if (shell === 'bash')
        return { file: 'bash', args: ['--noprofile', '--norc', '-eo', 'pipefail', '-c', gate.command] };
    if (shell === 'sh')
        return { file: 'sh', args: ['-e', '-c', gate.command] };
    if (shell === 'python')
        return { file: 'python', args: ['-c', gate.command] };
    const words = shell.trim().split(/\s+/);
    // The schema allows only `PROGRAM [-flags] {0}`: the script replaces `{0}`. Bash reads no
    // startup file, as on the runner (here its stdin is a socket, which Debian's bash takes for
    // an ssh session and would read ~/.bashrc for).
    const rc = words[0] === 'bash' ? ['--noprofile', '--norc'] : [];
    return { file: words[0], args: [...rc, ...words.slice(1, -1), '-c', gate.command] };
}
async function runGate(gate, opts) {
    const logPath = opts.logDir ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(opts.logDir, gateLogName(gate.name)) : undefined;
    const { file, args } = gateShell(gate);
    const r = await (0,_process_js__WEBPACK_IMPORTED_MODULE_3__/* .runProcess */ .R3)({
        file,
        args,
        cwd: gate.workingDirectory ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(opts.cwd, gate.workingDirectory) : opts.cwd,
        env: gate.env ? { ...opts.env, ...gate.env } : opts.env,
        timeoutMs: gate.timeout !== undefined ? (0,_core_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .durationMs */ .pc)(gate.timeout) : DEFAULT_GATE_TIMEOUT_MS,
        signal: opts.signal,
        logPath,
        tailBytes: GATE_TAIL_BYTES,
        wrap: opts.runAs && (0,_task_job_launch_js__WEBPACK_IMPORTED_MODULE_4__/* .asAgentUser */ .pE)(opts.runAs, { network: opts.network }),
    });
    let outputTail = r.tail;
    if (r.timedOut)
        outputTail += `\n[ralph: gate "${gate.name}" timed out after ${Math.round(r.durationMs / 1000)}s]`;
    if (r.spawnError)
        outputTail += `\n[ralph: could not start the shell: ${r.spawnError.message}]`;
    const result = {
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
    // A known-red gate: judged against the untouched tree's run of the same command.
    const baseline = opts.baselines?.[gate.name];
    if (!result.passed &&
        r.interrupted === undefined &&
        (0,_core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_5__/* .baselineMode */ .pc)(gate) === 'no-new-failures' &&
        baseline?.command === gate.command) {
        const judged = (0,_core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_5__/* .judgeAgainstBaseline */ .SU)(baseline, result, gateOutput(result));
        result.passed = judged.passed;
        result.outputTail += `\n[ralph: gate "${gate.name}": ${judged.note}]`;
    }
    return result;
}
/** How much of a gate's log is read to compare its failures with the baseline's. */
const GATE_COMPARE_BYTES = 8 * 1024 * 1024;
/** A gate's output for comparing: the end of its full log (at most 8 MiB), else its tail. */
function gateOutput(r) {
    if (!r.logPath)
        return r.outputTail;
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(r.logPath, 'r');
    }
    catch {
        return r.outputTail;
    }
    try {
        const size = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).size;
        const length = Math.min(size, GATE_COMPARE_BYTES);
        const buf = Buffer.alloc(length);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, 0, length, size - length);
        const text = buf.toString('utf8');
        // A read that starts mid-file starts mid-line: that first line is not compared.
        return length < size ? text.slice(text.indexOf('\n') + 1) : text;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
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


/***/ }),

/***/ 4577:
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
/* harmony import */ var _plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4929);
/* harmony import */ var _schedule_schedule_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7961);
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
        number: (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .nextAttemptNumber */ .oH)(task),
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
            if ((0,_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_1__/* .countedAttempts */ .jc)(task) >= maxAttempts) {
                status = 'blocked';
                task.blockedReason = `retry budget spent (${(0,_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_1__/* .countedAttempts */ .jc)(task)} of ${maxAttempts} attempts); last: ${firstLine(verdict.summary)}`;
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
    const spent = (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .taskCostUsd */ .FJ)(task, true);
    if (spent < maxCostUsd)
        return undefined;
    return `cost budget spent (${(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(spent)} of ${(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(maxCostUsd)} maxCostUsd)`;
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

/***/ 9085:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FM: () => (/* binding */ baselineProblem),
/* harmony export */   SU: () => (/* binding */ judgeAgainstBaseline),
/* harmony export */   U9: () => (/* binding */ count),
/* harmony export */   eF: () => (/* binding */ attemptSetupProblem),
/* harmony export */   pc: () => (/* binding */ baselineMode),
/* harmony export */   sL: () => (/* binding */ failureRecord),
/* harmony export */   x2: () => (/* binding */ baselineKey)
/* harmony export */ });
/* unused harmony exports EXIT_NOT_FOUND, missingCommand, normaliseLine, failureLines, MAX_BASELINE_LINES, newFailures */
// The baseline (docs/ARCHITECTURE.md#gates): the gates run once on the untouched start tree, before the first
// agent. A gate that fails there, or whose tool is missing, is a setup problem: it is said, with
// the fix, and never charged to an agent. A gate marked `baseline: "no-new-failures"` (a known-red
// gate) is judged against that run instead: an attempt passes it when it fails no worse.
// Pure: what the gates printed and how they exited in, verdicts and messages out.
function baselineMode(gate) {
    return gate.baseline ?? 'must-pass';
}
/** A colour or cursor code (ESC [ ... letter), dropped before lines are read. */
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
/** The shell's exit code for a command it could not find. */
const EXIT_NOT_FOUND = 127;
/**
 * How a missing command shows in the last lines of a failing gate, with the command's name as the
 * first group where the line has one: sh and bash, npm/pnpm exec, npx, uv, cargo subcommands,
 * `python -m`, and Windows' cmd.
 */
const MISSING_PATTERNS = [
    /^(?:\/bin\/)?(?:ba|da)?sh: (?:line )?\d*:? ?([^\s:]+): (?:command )?not found$/,
    /^(?:\S+: )?([^\s:]+): command not found$/,
    /^zsh: command not found: (\S+)$/,
    /^(?:\/usr\/bin\/)?env: '?([^':]+)'?: No such file or directory$/,
    /Command "([^"]+)" not found/,
    /could not determine executable to run/,
    /Failed to spawn: `([^`]+)`/,
    /error: no such command: `([^`]+)`/,
    /^\S*python[\d.]*: No module named ([\w.]+)$/,
    /^'([^']+)' is not recognized as an internal or external command/,
    /^make(?:\[\d+\])?: ([^\s:]+): No such file or directory$/,
    /^make(?:\[\d+\])?: \*\*\* .*Error 127$/,
];
/**
 * The command a failing gate could not find, '' when its name cannot be told, undefined when
 * nothing was missing. Exit 127 (the shell's "command not found") always counts; a message of
 * a tool that reports a missing command its own way counts only in the output's last lines, so
 * a test that prints such a line midway is not taken for one.
 */
function missingCommand(run) {
    if (run.passed)
        return undefined;
    const lines = run.outputTail.replace(ANSI, '').trimEnd().split('\n').slice(-20).reverse();
    // The last line that names the command wins over one that only says something is missing
    // (make's "Error 127" comes after the shell's line that names it).
    let unnamed = false;
    for (const line of lines)
        for (const p of MISSING_PATTERNS) {
            const m = p.exec(line.trim());
            if (m?.[1])
                return m[1];
            if (m)
                unnamed = true;
        }
    if (unnamed)
        return '';
    if (run.exitCode !== EXIT_NOT_FOUND)
        return undefined;
    // Exit 127 with the shell's own line about a command, whatever its words (dash says
    // "Permission denied" when a folder on PATH cannot be searched): that command.
    for (const line of lines) {
        const m = /^(?:\/bin\/)?(?:ba|da)?sh: (?:line )?\d*:? ?([^\s:]+): /.exec(line.trim());
        if (m)
            return m[1];
    }
    return '';
}
/** A line that reports a failure in any common tool's words (or a test runner's crosses). */
const FAILURE_WORD = /\b(?:errors?|fail(?:s|ed|ing|ures?)?|warnings?|panic(?:ked)?|exception|traceback)\b|[✗✖×❌]/i;
/**
 * A line as compared: no colour, runs of digits (line numbers, counts, durations) and long hex
 * strings (addresses, hashes) made '#', spaces collapsed. A known warning that moved to another
 * line stays the same line; a second occurrence of it counts twice.
 */
function normaliseLine(line) {
    return line
        .replace(ANSI, '')
        .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{7,}\b/gi, '#')
        .replace(/\d+/g, '#')
        .replace(/\s+/g, ' ')
        .trim();
}
/**
 * The failure lines of a gate's output, normalised, with how often each occurs: the lines that
 * say error, fail(ed), warning, panic, exception or traceback, or carry a test runner's cross.
 * Both runs are read the same way, so what counts is only what differs.
 */
function failureLines(output) {
    const counts = new Map();
    for (const raw of output.split('\n')) {
        if (!FAILURE_WORD.test(raw))
            continue;
        const line = normaliseLine(raw);
        if (line)
            counts.set(line, (counts.get(line) ?? 0) + 1);
    }
    return counts;
}
/** At most this many distinct failure lines are kept per baseline (a legacy tree's thousands of warnings). */
const MAX_BASELINE_LINES = 20_000;
function failureRecord(output) {
    const out = {};
    let n = 0;
    for (const [line, count] of failureLines(output)) {
        if (n++ >= MAX_BASELINE_LINES)
            break;
        out[line] = count;
    }
    return out;
}
/**
 * The failures of an attempt's output the untouched tree did not have: each failure line that
 * occurs more often than it did there, as first printed.
 */
function newFailures(baseline, output) {
    const known = baseline.failures ?? {};
    const counts = new Map();
    const found = [];
    for (const raw of output.split('\n')) {
        if (!FAILURE_WORD.test(raw))
            continue;
        const line = normaliseLine(raw);
        if (!line)
            continue;
        const n = (counts.get(line) ?? 0) + 1;
        counts.set(line, n);
        if (n > (known[line] ?? 0))
            found.push(raw.replace(ANSI, '').trim());
    }
    return found;
}
/**
 * An attempt's run of a `no-new-failures` gate, judged against the untouched tree's. It passes
 * when it passes, or when it fails as the untouched tree does: the same exit code, no timeout,
 * and no failure line (failureLines) more often than there. Anything else is a new failure.
 */
function judgeAgainstBaseline(baseline, run, output) {
    if (run.passed)
        return { passed: true, note: '' };
    if (run.timedOut)
        return { passed: false, note: 'it timed out; the untouched tree did not' };
    if (baseline.exitCode === 0)
        return { passed: false, note: 'it passes on the untouched tree, so every failure is new' };
    if (run.exitCode !== baseline.exitCode)
        return {
            passed: false,
            note: `it exited ${run.exitCode ?? 'without a code'}, the untouched tree ${baseline.exitCode ?? 'without a code'}: a new kind of failure`,
        };
    const fresh = newFailures(baseline, output);
    const known = Object.values(baseline.failures ?? {}).reduce((a, b) => a + b, 0);
    if (fresh.length > 0) {
        const shown = fresh.slice(0, 10).map((l) => `  ${l.slice(0, 300)}`);
        return {
            passed: false,
            note: `${count(fresh.length, 'new failure line')}, not on the untouched tree:\n${shown.join('\n')}${fresh.length > shown.length ? `\n  … ${fresh.length - shown.length} more` : ''}`,
        };
    }
    return {
        passed: true,
        note: `it fails as the untouched tree does (exit ${baseline.exitCode}, ${count(known, 'known failure line')}) and nothing new: counted as passed (baseline: no-new-failures)`,
    };
}
const MUST_PASS_FIX = 'fix the code or the gate\'s command, drop the gate, mark it "required": false, or accept its current failures with "baseline": "no-new-failures" (then an attempt fails it only with new failures)';
function missingFix(command) {
    const what = command ? `\`${command}\`` : 'the command';
    return `install ${what} where the gates run (locally: on your PATH; in CI: a setup step of the task job, before the agent), change the gate's command, drop the gate, or mark it "required": false`;
}
function tailOf(text, lines = 25) {
    const kept = text.replace(ANSI, '').trimEnd().split('\n').slice(-lines).join('\n');
    return kept.length > 1_200 ? `…${kept.slice(-1_200)}` : kept;
}
/**
 * Why a gate's run on the untouched tree stops Ralph before any agent runs, undefined when it
 * may go on: a required gate that fails there (a known-red `no-new-failures` gate may fail, but
 * not time out or miss its tool). The message names the gate, the commit, the output's tail
 * and the fix.
 */
function baselineProblem(gate, run, commit) {
    if (run.passed || !run.required)
        return undefined;
    const missing = missingCommand(run);
    const at = `on the untouched tree (${commit.slice(0, 7)}), before any agent ran`;
    const head = `Setup problem: gate "${gate.name}" (\`${gate.command}\`)`;
    if (missing !== undefined)
        return `${head} cannot run ${at}: ${missing ? `\`${missing}\` is` : 'a command is'} not installed (exit ${run.exitCode ?? 'none'}). Fix: ${missingFix(missing)}. No attempt was recorded.\n${tailOf(run.outputTail)}`;
    if (run.timedOut)
        return `${head} timed out ${at}. Fix: raise its "timeout", or change the gate's command. No attempt was recorded.\n${tailOf(run.outputTail)}`;
    if (baselineMode(gate) === 'no-new-failures')
        return undefined;
    return `${head} fails ${at} (exit ${run.exitCode ?? 'none'}), so every agent would be blamed for it. Fix: ${MUST_PASS_FIX}. No attempt was recorded.\n${tailOf(run.outputTail)}`;
}
/**
 * Why a gate's failure in an attempt is a setup problem rather than the agent's, undefined when
 * it is the agent's: a required gate whose command was not found (exit 127, "not found"). When
 * the same gate ran on the untouched tree in this same build or job without missing its command
 * (`ranBefore`), the tool was there before the agent: the attempt's change made it go missing
 * (a deleted script, a renamed binary), and the failure is the agent's like any other.
 */
function attemptSetupProblem(run, ranBefore) {
    if (run.passed || !run.required)
        return undefined;
    const missing = missingCommand(run);
    if (missing === undefined)
        return undefined;
    if (ranBefore && ranBefore.exitCode !== EXIT_NOT_FOUND)
        return undefined;
    return `Setup problem: gate "${run.name}" (\`${run.command}\`) could not run its command: ${missing ? `\`${missing}\` is` : 'a command is'} not installed (exit ${run.exitCode ?? 'none'}). That is not the agent's failure: no attempt was recorded and the task is as it was. Fix: ${missingFix(missing)}.\n${tailOf(run.outputTail)}`;
}
/** "1 line", "2 lines". */
function count(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/** The cache key of a gate's baseline: the tree it ran on, and the gate's name and command. */
function baselineKey(tree, gate) {
    return `${tree} ${JSON.stringify([gate.name, gate.command])}`;
}


/***/ }),

/***/ 7961:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ leftText),
/* harmony export */   $U: () => (/* binding */ resetRetryBudget),
/* harmony export */   D3: () => (/* binding */ toMatrix),
/* harmony export */   RF: () => (/* binding */ outputBytes),
/* harmony export */   _: () => (/* binding */ schedule),
/* harmony export */   _g: () => (/* binding */ DEFAULT_BRANCH_PREFIX),
/* harmony export */   cp: () => (/* binding */ taskLimits),
/* harmony export */   eH: () => (/* binding */ MATRIX_MAX_JOBS),
/* harmony export */   f: () => (/* binding */ SCHEDULE_OUTPUTS_BUDGET_BYTES),
/* harmony export */   jc: () => (/* binding */ countedAttempts),
/* harmony export */   nM: () => (/* binding */ matrixWithin),
/* harmony export */   rS: () => (/* binding */ planBudget),
/* harmony export */   un: () => (/* binding */ maxAttemptsOf),
/* harmony export */   x9: () => (/* binding */ attemptMaxCostUsd)
/* harmony export */ });
/* unused harmony exports DEFAULT_MAX_ATTEMPTS, STALE_MARGIN_MINUTES, JOB_TIMEOUT_ALLOWANCE_MINUTES, JOB_OUTPUTS_MAX_BYTES */
/* harmony import */ var _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6276);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2807);
/* harmony import */ var _plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4929);
/* harmony import */ var _workflow_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9907);
// The scheduler (docs/ARCHITECTURE.md#scheduling): a pure function from a plan, options and the current time to
// the ready set. Tasks of one spec share a branch, so they run one at a time; specs run in
// parallel. Ordered by spec priority (lower first), then plan order.





const DEFAULT_MAX_ATTEMPTS = 3;
/**
 * The attempts a task gets: the run's own setting (`--max-attempts`, the `max-attempts` input),
 * else the plan's `agent.maxAttempts`, else DEFAULT_MAX_ATTEMPTS. The one place that says it.
 */
function maxAttemptsOf(given, plan) {
    return given ?? plan.agent?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
}
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
            (agent.timeout !== undefined ? (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .durationMs */ .pc)(agent.timeout) / 60_000 : tier.timeoutMinutes),
    };
}
/** The plan's recorded cost against its budget: `maxCostUsd` (a command line's), else `budget.maxCostUsd`. */
function planBudget(plan, maxCostUsd = plan.budget?.maxCostUsd) {
    const uncounted = new Uncounted();
    for (const spec of plan.specs)
        for (const task of spec.tasks)
            uncounted.add(task);
    return budgetOf((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .planCostUsd */ .FG)(plan), maxCostUsd, uncounted);
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
            if ((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isUncounted */ .Eh)(a)) {
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
                spent: `the plan's cost budget is spent: ${(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(spentUsd)} recorded of ${(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(maxCostUsd)}; no task starts until the budget is raised`,
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
    const taskMax = (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .taskMaxCostUsd */ .TN)(plan, task);
    if (taskMax !== undefined)
        left.push(taskMax - (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .taskCostUsd */ .FJ)(task, true));
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
    const last = (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .lastAttempt */ .mh)(task);
    if (last)
        task.retryBudgetFrom = last.number;
    return counted > 0;
}
function startedAt(task) {
    const iso = task.startedAt ?? (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .lastAttempt */ .mh)(task)?.startedAt;
    if (!iso)
        return undefined;
    const t = Date.parse(iso);
    return Number.isNaN(t) ? undefined : t;
}
function schedule(plan, options = {}) {
    const now = (options.now ?? new Date()).getTime();
    const maxAttempts = maxAttemptsOf(options.maxAttempts, plan);
    const perSpec = options.perSpec ?? 1;
    const prefix = options.branchPrefix ?? DEFAULT_BRANCH_PREFIX;
    const overrides = { maxTurns: options.maxTurns, timeoutMinutes: options.timeoutMinutes };
    const route = (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .agentRouting */ .UN)(plan, options.agent);
    const limitsOf = (task) => taskLimits(task, overrides, route(task));
    const whole = readWholePlan(plan, options.baseStatus !== undefined);
    const { counts, byId, allDone } = whole;
    const budget = budgetOf((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .micro */ .LI)(whole.spentUsd), options.maxCostUsd ?? plan.budget?.maxCostUsd, whole.uncounted);
    const deps = dependencyStatus(whole, options.baseStatus);
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
        const branch = `${prefix}${spec.id}`;
        const live = liveTasks(spec, now, limitsOf);
        let slots = perSpec - (live?.size ?? 0);
        for (const task of spec.tasks) {
            // Only a task that takes a slot is ready: with no slot left and no waiting list to fill,
            // the spec's other tasks cannot change the result (most of a 10,000-task plan's `next`).
            if (slots <= 0 && wait === undefined)
                break;
            if ((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(task.status))
                continue;
            const verdict = readiness(spec, task, live, maxAttempts);
            if ('reason' in verdict) {
                wait?.push(waitingTask(spec, task, verdict.reason));
                continue;
            }
            // The first dependency that is not done, if any: the task waits on it, and on any later one.
            const taskDeps = task.dependsOn ?? NONE;
            let first = 0;
            while (first < taskDeps.length && (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(deps.status(taskDeps[first], spec.id)))
                first++;
            if (first < taskDeps.length) {
                wait?.push(waitingTask(spec, task, deps.waitsOn(taskDeps, first, spec.id)));
                continue;
            }
            if (options.task !== undefined && task.id !== options.task)
                continue;
            if (budget.spent) {
                wait?.push(waitingTask(spec, task, `plan budget spent (${(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(budget.spentUsd)} of ${(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(budget.maxCostUsd)})`));
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
                ready: readyTask({ spec, task, branch, why: verdict.why }, taskLimits(task, overrides, agent), agent),
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
/**
 * One pass over every task for what the rest needs of the whole plan: each task by id, the
 * counts, the recorded cost (planCostUsd's sum, in the same order) and whether each spec is
 * done. The plan's tasks are objects of many shapes, so each read of a field is slow-ish:
 * one pass instead of four.
 */
function readWholePlan(plan, withSpecs) {
    const byId = new Map();
    const specOf = withSpecs ? new Map() : undefined;
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
            if (!(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(task.status))
                done = false;
            if (task.attempts) {
                spentUsd += (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .taskCostUsd */ .FJ)(task);
                uncounted.add(task);
            }
        }
        counts.total += spec.tasks.length;
        allDone.push(done);
    }
    return { byId, specOf, counts, spentUsd, uncounted, allDone };
}
/**
 * A dependency's status as a task of `specId` sees it (another spec's from the base branch,
 * when the base status is given), and the reason a task waits on its dependencies from `first`
 * on: "waits on a (pending), b (failed)".
 */
function dependencyStatus({ byId, specOf }, baseStatus) {
    const status = (dep, specId) => baseStatus && specOf.get(dep) !== specId ? baseStatus.get(dep) : byId.get(dep)?.status;
    const waitsOn = (deps, first, specId) => {
        let reason = 'waits on ';
        let named = 0;
        for (let i = first; i < deps.length; i++) {
            const d = deps[i];
            const depStatus = status(d, specId);
            if ((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(depStatus))
                continue;
            const unmerged = baseStatus && specOf.get(d) !== specId && byId.get(d)?.status === 'completed';
            reason += `${named++ > 0 ? ', ' : ''}${d} (${unmerged ? 'completed, not yet merged' : (depStatus ?? 'unknown')})`;
        }
        return reason;
    };
    return { status, waitsOn };
}
/** The spec's live in_progress tasks, each holding the spec's slot; undefined when there are none. */
function liveTasks(spec, now, limitsOf) {
    let live;
    for (const task of spec.tasks) {
        if (task.status !== 'in_progress')
            continue;
        const started = startedAt(task);
        const staleAfter = (limitsOf(task).timeoutMinutes + STALE_MARGIN_MINUTES) * 60_000;
        // No start time (an import, a hand edit) or an old one: its job is gone, run it again.
        if (started !== undefined && now - started <= staleAfter) {
            live ??= new Set();
            live.add(task);
        }
    }
    return live;
}
/** Why a task that is not done may run, by its own state alone; else why it waits. */
function readiness(spec, task, live, maxAttempts) {
    // A person closed the spec's pull request without merging: nothing of it runs again until
    // a person reopens that pull request or writes `/ralph retry <spec>`.
    if (spec.status === 'held')
        return { reason: spec.heldReason ? `held: ${spec.heldReason}` : 'held' };
    if (live?.has(task))
        return { reason: 'running' };
    const used = countedAttempts(task);
    if (task.status === 'pending')
        return { why: used > 0 ? 'retry' : 'pending' };
    if (task.status === 'failed')
        return used >= maxAttempts
            ? { reason: `retry budget spent (${used}/${maxAttempts} attempts)` }
            : { why: 'retry' };
    if (task.status === 'in_progress')
        return { why: 'stale' };
    return { reason: task.blockedReason ? `blocked: ${task.blockedReason}` : 'blocked' };
}
const NONE = [];
/** A ready task as the schedule gives it: its limits and agent, its attempt, its retry context. */
function readyTask(at, limits, agent) {
    const last = (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .lastAttempt */ .mh)(at.task);
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
            artifact: (0,_workflow_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptArtifactName */ .tZ)(r.spec, r.task, r.attempt),
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

/***/ 9907:
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

/***/ 3188:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ agentEnv)
/* harmony export */ });
/* harmony import */ var _core_model_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6780);
// What an agent and the gates may see of Ralph's environment (docs/ARCHITECTURE.md#trust: the agent is
// untrusted code; no GitHub or runner credential reaches it, and no model key: Ralph's key proxy
// adds that to the agent's model requests, adapters/key-proxy.ts).

const MODEL_KEYS = new Set(_core_model_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .MODEL_KEY_NAMES */ .du);
/**
 * The environment of the agent and the gates: everything but credentials for GitHub and the
 * runner, the model keys (MODEL_KEY_NAMES) and the runner's command files, plus RALPH_SPEC_ID, RALPH_TASK_ID and RALPH_ATTEMPT for scripts that want them.
 */
function agentEnv(env, task) {
    const out = {};
    for (const [k, v] of Object.entries(env)) {
        if (/^(INPUT_|ACTIONS_)/.test(k))
            continue;
        if (/^(GITHUB_TOKEN|GH_TOKEN|GH_ENTERPRISE_TOKEN|GITHUB_ENTERPRISE_TOKEN)$/.test(k))
            continue;
        if (MODEL_KEYS.has(k))
            continue;
        // The runner's command files: writing them would set outputs, env or PATH of later steps.
        if (/^GITHUB_(ENV|PATH|OUTPUT|STATE|STEP_SUMMARY)$/.test(k))
            continue;
        out[k] = v;
    }
    if (task) {
        out.RALPH_SPEC_ID = task.spec;
        out.RALPH_TASK_ID = task.task;
        out.RALPH_ATTEMPT = String(task.attempt);
    }
    return out;
}


/***/ }),

/***/ 8111:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lu: () => (/* binding */ claimProblems),
/* harmony export */   XJ: () => (/* binding */ reclaimWorkTree),
/* harmony export */   ze: () => (/* binding */ takeHeadBack)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3626);
/* harmony import */ var _core_attempt_patch_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8256);
// Checking an agent's done claim against the work tree (docs/ARCHITECTURE.md#agents, #trust): no change at all,
// a change to the plan or to protected paths, or a missing output artifact means not done.
// The plan file, protected paths and the branch are put back either way: the agent's edits
// there are refused, never committed.




/**
 * Takes the work tree back after untrusted code ran (the agent, or gates running its code):
 * HEAD on the attempt's branch at its start commit (commits the agent made are undone, their
 * changes kept for the checks), the plan file as it was before the agent, and protected paths
 * as at the start commit. Called after the agent and again right before Ralph commits, so no
 * edit to the plan, `.github/` or other protected paths is ever committed.
 */
async function reclaimWorkTree(git, g) {
    const problems = [];
    const notes = [];
    // The index is what Ralph commits from: one the agent wrote (a `git add`, an assume-unchanged
    // bit, even a `git status`) is read afresh from HEAD, keeping the files, so nothing staged or
    // hidden behind Ralph's back is trusted.
    const moved = await takeHeadBack(git, g, notes);
    if (moved || (g.index !== undefined && (await git.indexStamp()) !== g.index))
        await git.freshIndex();
    const planNow = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(g.planAt.path) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(g.planAt.path) : undefined;
    if (!planNow?.equals(g.planBefore)) {
        (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_2__/* .writeAtomic */ .vZ)(g.planAt.path, g.planBefore.toString('utf8'));
        problems.push(`${planNow ? 'edited' : 'deleted'} the plan file ${g.planAt.file}; refused`);
    }
    // Read-only: a write would rewrite the whole index (megabytes in a large repository) for what
    // git re-read to refresh, the few files of the last commit, and the commit that follows writes
    // it anyway. Through the untracked cache, the listings git keeps are those of the last write;
    // a folder changed since is read again by each pass, which costs a few folders, not the tree.
    const cached = g.untrackedCache === true;
    const byAgent = (await git.changedPaths({ readOnly: true, untrackedCache: cached })).filter((p) => p !== g.planAt.file && !g.changedBefore.has(p));
    const refused = byAgent.filter((p) => (0,_core_attempt_patch_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .isProtected */ .bz)(p, g.protectedPaths));
    if (refused.length > 0) {
        await git.restorePaths(refused, g.startSha);
        problems.push(`changed protected paths (${refused.slice(0, 5).join(', ')}); refused`);
    }
    const changed = refused.length > 0 ? byAgent.filter((p) => !refused.includes(p)) : byAgent;
    if (g.index !== undefined)
        g.index = await git.indexStamp();
    return { problems, notes, changed };
}
/** HEAD back on the attempt's branch at its start commit; true when it had moved (also after the gates, gates.ts). */
async function takeHeadBack(git, g, notes) {
    const now = await git.headState();
    if (now.branch === g.branch && now.sha === g.startSha)
        return false;
    notes.push(now.branch !== g.branch
        ? `the agent left the branch ${g.branch}${now.branch ? ` for ${now.branch}` : ''}; Ralph went back to it`
        : 'the agent made commits; Ralph undid them and kept their changes for the checks');
    await git.exec(['update-ref', `refs/heads/${g.branch}`, g.startSha]);
    await git.exec(['symbolic-ref', 'HEAD', `refs/heads/${g.branch}`]);
    return true;
}
/** What is wrong with a done claim beyond refused edits: no change at all, missing output artifacts. */
function claimProblems(root, reclaimed, outputArtifacts) {
    const problems = reclaimed.problems.map((p) => `the agent ${p}`);
    if (reclaimed.changed.length === 0 && problems.length === 0)
        problems.push('the agent claimed done but changed no file');
    const missing = outputArtifacts.filter((a) => !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, a)));
    if (missing.length > 0)
        problems.push(`output artifacts missing: ${missing.join(', ')}`);
    return problems;
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
