export const id = 2538;
export const ids = [2538];
export const modules = {

/***/ 790:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runSettings: () => (/* binding */ runSettings),
/* harmony export */   runStep: () => (/* binding */ runStep)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7836);
/* harmony import */ var _adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1192);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3626);
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4323);
/* harmony import */ var _adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5768);
/* harmony import */ var _core_agent_routing_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6276);
/* harmony import */ var _core_attempt_patch_rules_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8256);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2807);
/* harmony import */ var _core_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4929);
/* harmony import */ var _core_prompt_prompt_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7556);
/* harmony import */ var _core_prompt_retry_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5863);
/* harmony import */ var _core_prompt_text_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(3578);
/* harmony import */ var _core_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(7961);
/* harmony import */ var _core_workflow_task_job_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(1679);
/* harmony import */ var _engine_agent_env_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(3188);
/* harmony import */ var _engine_attempt_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(4638);
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(1116);
/* harmony import */ var _task_input_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(8035);




















function runSettings(inputs) {
    const maxFileBytes = inputs.fileSize('max-file-size');
    const branchPrefix = inputs.branchPrefix();
    return {
        entry: (0,_task_input_js__WEBPACK_IMPORTED_MODULE_18__/* .taskEntryInput */ .C)(inputs, branchPrefix),
        ...inputs.sandboxed(),
        protectedPaths: [..._core_attempt_patch_rules_js__WEBPACK_IMPORTED_MODULE_7__/* .DEFAULT_PROTECTED_PATHS */ .YX, ...inputs.list('protected-paths')],
        maxFileBytes,
        agent: inputs.text('agent'),
        agentCommand: inputs.text('agent-command'),
        model: inputs.text('model'),
        maxTurns: inputs.int('max-turns') || undefined,
        timeoutMinutes: inputs.int('timeout-minutes') || undefined,
        gates: inputs.text('gates'),
        transcript: inputs.oneOf('transcript', ['excerpt', 'full'], 'excerpt'),
    };
}
/**
 * Why this attempt needs no run: the spec branch, as the remote has it now, already records it
 * (a re-run of the job after the writer recorded it) or the task is finished there.
 */
async function recordedAlready(git, entry, planFile) {
    const text = await git.show(`refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_4__/* .REMOTE */ .Bn}/${entry.branch}`, planFile);
    if (text === undefined)
        return undefined;
    let plan;
    try {
        plan = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_3__/* .parsePlanText */ .uo)(text, `${entry.branch}:${planFile}`).plan;
    }
    catch {
        return undefined;
    }
    return (0,_core_workflow_task_job_js__WEBPACK_IMPORTED_MODULE_14__/* .recordedOnBranch */ .cr)(plan, entry);
}
/**
 * `command: run`, the task job's agent step. It holds no write credential: it checks out the
 * commit the schedule job chose (merging the base's tip in when the spec branch lacks it, the
 * same way the writer will), writes the task's prompt with the previous attempt's failure
 * injected, runs the agent under the task's limits with no credential in its environment, takes
 * the work tree back and checks its done claim. The gate steps and `record` follow.
 */
async function runStep(inputs) {
    const settings = runSettings(inputs);
    const { entry, protectedPaths } = settings;
    const ctx = (0,_adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.runContext)();
    const step = await (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_5__/* .openTaskJobStep */ .Pl)(settings);
    const { repo } = step;
    const { git } = repo;
    const planFile = settings.plan.file;
    const p = (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_5__/* .paths */ .f0)();
    const startedAt = new Date().toISOString();
    (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_5__/* .clearBaselineState */ .W3)();
    // This job's own: nothing another job on the same runner left.
    for (const file of [p.agentIndex, p.gateWrites])
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(file, { force: true });
    const already = await recordedAlready(git, entry, planFile);
    const startSha = await checkOutStart(git, entry);
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
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.notice(`Nothing to run: ${already}.`);
        (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_5__/* .writeTaskState */ .Y6)({ ...state, alreadyRecorded: already });
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.setOutput('outcome', 'recorded');
        return;
    }
    const job = { settings, entry, step, repo, p, startSha };
    const task = taskToRun(job);
    const runAs = await step.agentUser();
    const changedBefore = await startBaseline(job, task.plan);
    (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_5__/* .writeTaskState */ .Y6)({ ...state, changedBefore: [...changedBefore] });
    // The previous attempt's failure, and its work applied onto the tree (previous-attempt.ts).
    const retry = await (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_5__/* .previousAttempt */ .z3)(git, {
        plan: task.plan,
        task: task.task,
        attempt: entry.attempt,
        startSha,
        planFile,
        protectedPaths,
        maxFileBytes: settings.maxFileBytes,
    });
    const run = await runAgent(job, task, { runAs, changedBefore, retry });
    const outcome = await saveAgentResult(job, task, run);
    await reportRun(entry, outcome, run);
}
/** Checks out the commit the schedule job chose, merging the base's tip in as the writer will. */
async function checkOutStart(git, entry) {
    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.startGroup(`Spec branch ${entry.branch}`);
    const { sha: startSha, merged } = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_4__/* .startCommit */ .eL)(git, {
        start: entry.start,
        baseSha: entry['base-sha'],
        branch: entry.branch,
        base: entry.base,
    });
    await git.exec(['checkout', '--quiet', '-B', entry.branch, startSha]);
    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.info(`${entry.branch} at ${startSha.slice(0, 7)}${merged ? ` (${entry.base} ${entry['base-sha'].slice(0, 7)} merged in)` : ''}`);
    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.endGroup();
    return startSha;
}
/**
 * The task at the start commit, checked against the matrix, with its limits and its agent. A
 * configuration error stops the step before the task state is written: `record` then reports a
 * setup error, and the writer records no attempt.
 */
function taskToRun({ settings, entry, startSha }) {
    const planFile = settings.plan.file;
    const { plan } = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_3__/* .loadPlan */ .Yq)(settings.plan.path);
    const found = (0,_core_prompt_prompt_js__WEBPACK_IMPORTED_MODULE_10__/* .findTask */ .VX)(plan, entry.task);
    if (!found || found.spec.id !== entry.spec)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .RalphError */ .A4(`${planFile} at ${startSha.slice(0, 7)} has no task "${entry.task}" in spec "${entry.spec}".`);
    const { task } = found;
    if ((0,_core_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_9__/* .nextAttemptNumber */ .oH)(task) !== entry.attempt)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .RalphError */ .A4(`${planFile} at ${startSha.slice(0, 7)} says ${entry.task}'s next attempt is ${(0,_core_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_9__/* .nextAttemptNumber */ .oH)(task)}, the matrix ${entry.attempt}; the spec branch moved since the schedule job. Run the workflow again.`);
    // The leg's agent as the schedule job resolved it (the matrix entry), the inputs over it.
    const agent = (0,_core_agent_routing_js__WEBPACK_IMPORTED_MODULE_6__/* .resolveAgent */ .cT)(plan, task, {
        cli: {
            provider: settings.agent ?? entry.provider,
            model: settings.model ?? (entry.model || undefined),
            command: settings.agentCommand,
        },
    });
    const limits = (0,_core_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_13__/* .taskLimits */ .cp)(task, {
        maxTurns: settings.maxTurns ?? entry['max-turns'],
        timeoutMinutes: settings.timeoutMinutes ?? entry['timeout-minutes'],
    }, agent);
    const providerName = agent.provider;
    const provider = (0,_adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_2__/* .getProvider */ .sO)(providerName);
    if (providerName === 'command' && !agent.command?.trim())
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .RalphError */ .A4(`The 'command' agent of ${entry.task} (set by the ${agent.from.provider}) needs a command line: the 'agent-command' input, or "command" beside that provider in the plan.`);
    // So is a CLI that is not installed: said once, with how to install it.
    (0,_adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_2__/* .checkAgentInstalled */ .og)(provider, { ...process.env, ...agent.env });
    const model = agent.model;
    return { plan, task, limits, agent, providerName, provider, model };
}
/**
 * Before the agent, the gates on the untouched start tree: one that fails there is a setup
 * problem, said with its fix, and `record` records no attempt for it. The gate steps' commands
 * (the schedule job's `gates`) when the step is given them, else the plan's at the start commit.
 * Returns the paths changed before the agent ran.
 */
async function startBaseline({ settings, step, repo }, plan) {
    const changedBefore = new Set(await repo.git.changedPaths());
    await step.confined('the baseline', async (c) => (0,_baseline_js__WEBPACK_IMPORTED_MODULE_17__/* .taskJobBaseline */ .A)(repo.git, {
        workspace: settings.workspace,
        gates: settings.gates !== undefined ? await (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_5__/* .gatesInput */ .RC)(settings.gates, 'run') : (plan.gates ?? []),
        env: { ...(0,_engine_agent_env_js__WEBPACK_IMPORTED_MODULE_15__/* .agentEnv */ .b)(process.env), ...c.env },
        runAs: c.runAs,
        network: c.network,
        changedBefore,
    }));
    return changedBefore;
}
/** Runs the agent as the agent user, its output shown in the log as untrusted text. */
async function runAgent({ settings, entry, step, repo, p, startSha }, { plan, task, limits, agent, providerName, provider, model }, { runAs, changedBefore, retry, }) {
    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.startGroup(`Agent ${(0,_core_agent_routing_js__WEBPACK_IMPORTED_MODULE_6__/* .agentLabel */ .kV)({ provider: providerName, model })}: ${entry.task} attempt ${entry.attempt} (${limits.complexity}: ${limits.maxTurns} turns, ${limits.timeoutMinutes} min${runAs ? `, as ${runAs.name}` : ''})`);
    const log = agentLog(settings.transcript === 'full');
    const run = await step.confined('the agent', 
    // A failure must not leave the block open (finally): the runner would drop the error after it.
    (c) => (0,_engine_attempt_js__WEBPACK_IMPORTED_MODULE_16__/* .runAttemptAgent */ .EX)(repo.git, {
        plan,
        planAt: settings.plan,
        taskId: entry.task,
        outputArtifacts: task.outputArtifacts ?? [],
        retry,
        provider,
        agent,
        maxTurns: limits.maxTurns,
        timeoutMs: limits.timeoutMinutes * 60_000,
        workDir: p.dir,
        transcriptPath: p.transcript,
        env: {
            ...(0,_engine_agent_env_js__WEBPACK_IMPORTED_MODULE_15__/* .agentEnv */ .b)(process.env, { spec: entry.spec, task: entry.task, attempt: entry.attempt }),
            ...c.env,
        },
        // The model key stays in Ralph's process: the agent reaches the model through its key proxy.
        keyEnv: process.env,
        onKeyProxy: (proxy) => _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.info(`The model key stays with Ralph: ${proxy.routes.map((r) => (r.refusal ? r.refusal : `${r.keyNames.join(' and ')} for ${r.upstream}`)).join('; ')}. The agent gets a placeholder and Ralph's key proxy at ${proxy.url}.`),
        onLine: log.onLine,
        onWarning: log.onWarning,
        runAs: c.runAs,
        network: c.network,
        guard: {
            branch: entry.branch,
            startSha,
            protectedPaths: settings.protectedPaths,
            changedBefore,
        },
    }).finally(() => log.stream.close()), providerName);
    log.end();
    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.endGroup();
    return run;
}
/**
 * The agent's output in the log, as a person reads it: all of it (input `transcript: full`), or
 * its last lines. The agent's words never reach the runner as workflow commands (untrusted-log.ts).
 */
function agentLog(full) {
    const stream = new _adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_5__/* .UntrustedOutput */ .Qb();
    const excerpt = [];
    let shown = 0;
    if (!full)
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.info("The agent's output is in the attempt artifact; the log shows its last lines (input 'transcript: full' prints all of it).");
    return {
        stream,
        onLine: (line) => {
            if (full)
                stream.write(`${line}\n`);
            else {
                excerpt.push(line);
                if (excerpt.length > EXCERPT_LINES)
                    excerpt.shift();
                shown++;
            }
        },
        // What the CLI cannot be held to, said before it starts.
        onWarning: (text) => {
            stream.close();
            _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.warning(text);
        },
        /** The excerpt, once the agent is done. */
        end: () => {
            if (full)
                return;
            if (shown > excerpt.length)
                _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.info(`… ${shown - excerpt.length} earlier line${shown - excerpt.length === 1 ? '' : 's'}; the whole transcript is in the attempt artifact`);
            if (excerpt.length > 0)
                (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_5__/* .printUntrusted */ .Qi)(excerpt.join('\n'));
            else
                _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.info('(the agent printed nothing)');
        },
    };
}
/**
 * The agent's work as it stands now that the tree is Ralph's again: `record` makes the patch
 * from this tree, so that what the gates write after it is never part of it. A tree git cannot
 * write fails the claim (said in the retry prompt), not the step: the result is kept. Returns
 * the outcome the gate steps go by: they only run on a done claim that holds.
 */
async function saveAgentResult({ repo, p, startSha }, { providerName, model }, run) {
    const { agent } = run;
    let tree;
    try {
        tree = await (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_5__/* .saveWorkTree */ .Xn)(repo.git, startSha, p.agentIndex);
    }
    catch (err) {
        const problem = `Ralph could not save the work tree the agent left: ${err.message}`;
        if (agent.outcome === 'done')
            run.problems.push(problem);
        else
            _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.warning((0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_5__/* .untrustedMessage */ .qO)(problem));
    }
    for (const note of run.notes)
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.notice((0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_5__/* .untrustedMessage */ .qO)(note));
    for (const problem of run.problems)
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.warning((0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_5__/* .untrustedMessage */ .qO)(problem));
    (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_5__/* .writeAgentState */ .ws)({
        ...(0,_core_workflow_task_job_js__WEBPACK_IMPORTED_MODULE_14__/* .agentFacts */ .Ld)({ ...agent, provider: providerName, model, promptBytes: (0,_core_prompt_text_js__WEBPACK_IMPORTED_MODULE_12__/* .byteLength */ .dp)(run.prompt) }),
        claimProblems: run.problems,
        changed: run.changed,
        transcriptTail: agent.tail.slice(-_core_prompt_retry_js__WEBPACK_IMPORTED_MODULE_11__/* .RETRY_TRANSCRIPT_TAIL */ .zm),
        transcriptPath: p.transcript,
        tree,
    });
    return agent.outcome === 'done' && run.problems.length > 0 ? 'rejected' : agent.outcome;
}
/** The `outcome` output, the log line and the job summary's table. */
async function reportRun(entry, outcome, run) {
    const { agent } = run;
    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.setOutput('outcome', outcome);
    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.info(`Agent outcome: ${outcome}${agent.reason ? ` (${(0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(agent.reason)})` : ''}; ${run.changed.length} file${run.changed.length === 1 ? '' : 's'} changed; ${Math.round(agent.durationMs / 1000)}s`);
    await _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.summary
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

/***/ 599:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $7: () => (/* binding */ AgentOutcomeSchema),
/* harmony export */   hc: () => (/* binding */ agentUsage),
/* harmony export */   ui: () => (/* binding */ GateResultSchema)
/* harmony export */ });
/* unused harmony export AGENT_OUTCOMES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5156);
// The words an attempt is decided with, said once: how an agent run ended and what a gate run
// left behind. The agent adapter, the attempt artifact's schema and the verdict all use these,
// so a new outcome or a new gate field is added in one place.

/** How an agent run ended, before any gate has looked at the work. */
const AGENT_OUTCOMES = ['done', 'blocked', 'no_marker', 'timeout', 'crashed', 'rate_limited'];
const AgentOutcomeSchema = zod__WEBPACK_IMPORTED_MODULE_0__["enum"](AGENT_OUTCOMES);
/**
 * Those fields of an agent run (or of an attempt artifact's agent), and no other: the one list
 * of them, for `ralph build`, the run step (agentFacts) and the writer.
 */
function agentUsage(a) {
    return {
        turns: a?.turns,
        inputTokens: a?.inputTokens,
        outputTokens: a?.outputTokens,
        costUsd: a?.costUsd,
        provider: a?.provider,
        model: a?.model,
        promptBytes: a?.promptBytes,
    };
}
/**
 * A gate result as the attempt artifact holds it: written by a job that ran the agent's code,
 * so its shape is checked, and the fields only a local run has (the log's path) are left out.
 */
const GateResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__.object({
    name: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
    command: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
    required: zod__WEBPACK_IMPORTED_MODULE_0__.boolean(),
    passed: zod__WEBPACK_IMPORTED_MODULE_0__.boolean(),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_0__.number().int().nullable(),
    outputTail: zod__WEBPACK_IMPORTED_MODULE_0__.string().max(64_000),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_0__.number().optional(),
    timedOut: zod__WEBPACK_IMPORTED_MODULE_0__.boolean().optional(),
});


/***/ }),

/***/ 1679:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ld: () => (/* binding */ agentFacts),
/* harmony export */   P2: () => (/* reexport safe */ _artifact_names_js__WEBPACK_IMPORTED_MODULE_7__.P2),
/* harmony export */   UD: () => (/* reexport safe */ _artifact_names_js__WEBPACK_IMPORTED_MODULE_7__.UD),
/* harmony export */   cr: () => (/* binding */ recordedOnBranch),
/* harmony export */   pr: () => (/* binding */ AttemptReportSchema),
/* harmony export */   px: () => (/* binding */ parseMatrixEntry),
/* harmony export */   sQ: () => (/* binding */ ATTEMPT_FILES),
/* harmony export */   z5: () => (/* binding */ parseMatrix)
/* harmony export */ });
/* unused harmony exports MatrixEntrySchema, MatrixSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5156);
/* harmony import */ var _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6276);
/* harmony import */ var _attempt_outcomes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(599);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2807);
/* harmony import */ var _plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4929);
/* harmony import */ var _plan_problem_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1215);
/* harmony import */ var _prompt_prompt_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7556);
/* harmony import */ var _artifact_names_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9907);
// What travels between the jobs of a run (docs/ARCHITECTURE.md#trust). The schedule job (read-only, runs no
// agent) decides each task job's anchors and hands them on as the matrix entry; the task job
// (runs the agent and the gates, holds no write credential) hands back one attempt artifact;
// the writer job trusts the anchors, and takes from the artifact only what an untrusted job
// may say: the agent's outcome, the gate results and a patch it validates itself.







const sha = zod__WEBPACK_IMPORTED_MODULE_5__.string().regex(/^[0-9a-f]{40}$/, 'a full commit sha');
const id = zod__WEBPACK_IMPORTED_MODULE_5__.string().superRefine((value, ctx) => {
    const unsafe = (0,_plan_problem_js__WEBPACK_IMPORTED_MODULE_6__/* .unsafeIdReason */ .wg)(value);
    if (unsafe)
        ctx.addIssue({ code: 'custom', message: unsafe });
});
/** One matrix entry: a task job's anchors. */
const MatrixEntrySchema = zod__WEBPACK_IMPORTED_MODULE_5__.object({
    spec: id,
    task: id,
    /** The attempt's number: the task's attempts on its branch so far, plus one. */
    attempt: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().positive(),
    branch: zod__WEBPACK_IMPORTED_MODULE_5__.string().min(1),
    base: zod__WEBPACK_IMPORTED_MODULE_5__.string().min(1),
    /** The commit the job checks out: the spec branch's tip, or the base's when the branch is new. */
    start: sha,
    /** The base's tip when scheduled; merged into `start` first when `start` does not contain it. */
    'base-sha': sha,
    complexity: zod__WEBPACK_IMPORTED_MODULE_5__.string().optional(),
    'max-turns': zod__WEBPACK_IMPORTED_MODULE_5__.number().int().positive(),
    'timeout-minutes': zod__WEBPACK_IMPORTED_MODULE_5__.number().positive(),
    'job-timeout-minutes': zod__WEBPACK_IMPORTED_MODULE_5__.number().positive().optional(),
    /** The name this attempt's artifact is uploaded under. */
    artifact: zod__WEBPACK_IMPORTED_MODULE_5__.string().min(1),
    /** The previous attempt's artifact and run, for its retry context ('' when none). */
    'retry-artifact': zod__WEBPACK_IMPORTED_MODULE_5__.string(),
    'retry-run-id': zod__WEBPACK_IMPORTED_MODULE_5__.union([zod__WEBPACK_IMPORTED_MODULE_5__.string(), zod__WEBPACK_IMPORTED_MODULE_5__.number()]).transform(String),
    /**
     * The leg's agent as the schedule job resolved it (agent-routing.ts): the provider whose CLI
     * the job installs and runs, and the model ('' for the CLI's default). Absent in a matrix
     * written by an older Ralph: the task job then resolves them from the plan.
     */
    provider: zod__WEBPACK_IMPORTED_MODULE_5__["enum"](_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .PROVIDER_NAMES */ .xd).optional(),
    model: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(200).optional(),
});
const MatrixSchema = zod__WEBPACK_IMPORTED_MODULE_5__.object({ include: zod__WEBPACK_IMPORTED_MODULE_5__.array(MatrixEntrySchema) });
/** Parses a matrix entry (the `task` input: `toJSON(matrix)`); the message names what is wrong. */
function parseMatrixEntry(text, where) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`${where} is not JSON (${err.message}); pass \`\${{ toJSON(matrix) }}\`.`);
    }
    const r = MatrixEntrySchema.safeParse(value);
    if (!r.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`${where} is not a Ralph matrix entry: ${r.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}. Pass \`\${{ toJSON(matrix) }}\` from the schedule job's matrix.`);
    return r.data;
}
function parseMatrix(text, where) {
    let value;
    try {
        value = JSON.parse(text || '{"include":[]}');
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`${where} is not JSON (${err.message}).`);
    }
    const r = MatrixSchema.safeParse(value);
    if (!r.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`${where} is not Ralph's matrix: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}. Pass the schedule job's \`matrix\` output.`);
    return r.data.include;
}

/**
 * `attempt.json` in the attempt artifact. Everything in it was written by a job that ran the
 * agent's code: the writer checks its shape, takes the identity of the attempt from the matrix
 * entry, and never a path, a commit or a command from here.
 */
const AttemptReportSchema = zod__WEBPACK_IMPORTED_MODULE_5__.object({
    version: zod__WEBPACK_IMPORTED_MODULE_5__.literal(1),
    spec: zod__WEBPACK_IMPORTED_MODULE_5__.string(),
    task: zod__WEBPACK_IMPORTED_MODULE_5__.string(),
    attempt: zod__WEBPACK_IMPORTED_MODULE_5__.number().int(),
    /** The run step found this attempt already recorded on the spec branch (a re-run): nothing ran. */
    alreadyRecorded: zod__WEBPACK_IMPORTED_MODULE_5__.boolean().optional(),
    /** The run step stopped before the agent ran (a configuration error): no attempt to record. */
    setupError: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(2_000).optional(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(40),
    finishedAt: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(40),
    agent: zod__WEBPACK_IMPORTED_MODULE_5__.object({
        outcome: _attempt_outcomes_js__WEBPACK_IMPORTED_MODULE_1__/* .AgentOutcomeSchema */ .$7,
        reason: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(8_000).optional(),
        interrupted: zod__WEBPACK_IMPORTED_MODULE_5__.boolean().optional(),
        exitCode: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().nullable(),
        durationMs: zod__WEBPACK_IMPORTED_MODULE_5__.number().nonnegative(),
        turns: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().nonnegative().optional(),
        inputTokens: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().nonnegative().optional(),
        outputTokens: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().nonnegative().optional(),
        costUsd: zod__WEBPACK_IMPORTED_MODULE_5__.number().nonnegative().optional(),
        /** The provider, the model asked for and the prompt's size, for `ralph report`. */
        provider: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(100).optional(),
        model: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(200).optional(),
        promptBytes: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().nonnegative().optional(),
    }),
    claimProblems: zod__WEBPACK_IMPORTED_MODULE_5__.array(zod__WEBPACK_IMPORTED_MODULE_5__.string().max(2_000)).max(50),
    gates: zod__WEBPACK_IMPORTED_MODULE_5__.array(_attempt_outcomes_js__WEBPACK_IMPORTED_MODULE_1__/* .GateResultSchema */ .ui).max(100),
    /** Whether `work.patch` beside it holds the attempt's change (git diff --binary). */
    patch: zod__WEBPACK_IMPORTED_MODULE_5__.boolean(),
});
const ATTEMPT_FILES = {
    report: 'attempt.json',
    patch: 'work.patch',
    retry: 'retry.json',
    transcript: 'transcript.log',
};
/**
 * Why a matrix entry's attempt needs no more work: the spec branch's plan records it, or the
 * task is finished or blocked there. The task job then runs no agent and the writer records
 * nothing (a re-run of either), judged by the branch alone, never by an artifact.
 */
function recordedOnBranch(plan, entry) {
    const task = (0,_prompt_prompt_js__WEBPACK_IMPORTED_MODULE_4__/* .findTask */ .VX)(plan, entry.task)?.task;
    if (!task)
        return undefined;
    if (task.attempts?.some((a) => a.number === entry.attempt))
        return `attempt ${entry.attempt} of ${entry.task} is recorded on ${entry.branch} already`;
    if ((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_3__/* .isDone */ .$L)(task.status) || task.status === 'blocked')
        return `${entry.task} is ${task.status} on ${entry.branch} already`;
    return undefined;
}
/**
 * Those facts of an agent run, and no other field: the run step keeps them for the record step,
 * which puts them in the attempt artifact.
 */
function agentFacts(a) {
    return {
        outcome: a.outcome,
        reason: a.reason,
        interrupted: a.interrupted,
        exitCode: a.exitCode,
        durationMs: a.durationMs,
        ...(0,_attempt_outcomes_js__WEBPACK_IMPORTED_MODULE_1__/* .agentUsage */ .hc)(a),
    };
}


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


/***/ })

};
