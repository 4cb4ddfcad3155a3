export const id = 790;
export const ids = [790];
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
        onKeyProxy: (proxy) => _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.info(`The model key stays with Ralph: ${proxy.routes.map((r) => `${r.keyNames.join(' and ')} for ${r.upstream}`).join('; ')}. The agent gets a placeholder and Ralph's key proxy at ${proxy.url}.`),
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
