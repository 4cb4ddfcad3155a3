export const id = 374;
export const ids = [374];
export const modules = {

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
        ? await (0,_engine_attempt_js__WEBPACK_IMPORTED_MODULE_9__/* .reclaimAfterGates */ .u)(git, {
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
/* unused harmony exports SUMMARY_LIMIT, clip, judgeAttempt */
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
 * Appends the attempt to the task and sets its status: completed, blocked (by the agent or a
 * spent budget), failed (retry later), or pending again (rate limit, interruption).
 */
function recordAttempt(task, verdict, meta, maxAttempts) {
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
    task.status = status;
    return status;
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
