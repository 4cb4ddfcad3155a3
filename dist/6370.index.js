export const id = 6370;
export const ids = [6370];
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

/***/ 6370:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  baseBranch: () => (/* binding */ baseBranch),
  requireEntry: () => (/* binding */ requireEntry),
  runStep: () => (/* binding */ runStep)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./build/adapters/agents/index.js + 6 modules
var agents = __webpack_require__(1192);
// EXTERNAL MODULE: ./build/adapters/plan-file.js + 1 modules
var plan_file = __webpack_require__(8224);
// EXTERNAL MODULE: ./build/adapters/spec-branch.js
var spec_branch = __webpack_require__(4323);
// EXTERNAL MODULE: ./build/core/agent-routing.js
var agent_routing = __webpack_require__(6276);
// EXTERNAL MODULE: ./build/core/errors.js
var errors = __webpack_require__(2807);
// EXTERNAL MODULE: ./build/core/patch-rules.js
var patch_rules = __webpack_require__(8826);
// EXTERNAL MODULE: ./build/core/plan-basics.js
var plan_basics = __webpack_require__(2479);
// EXTERNAL MODULE: ./build/core/prompt.js
var core_prompt = __webpack_require__(9842);
// EXTERNAL MODULE: ./build/core/retry.js
var core_retry = __webpack_require__(8216);
// EXTERNAL MODULE: ./build/core/schedule.js
var schedule = __webpack_require__(1733);
// EXTERNAL MODULE: ./build/core/task-job.js
var task_job = __webpack_require__(5763);
// EXTERNAL MODULE: ./build/engine/agent-env.js
var agent_env = __webpack_require__(3188);
// EXTERNAL MODULE: ./build/engine/attempt.js
var attempt = __webpack_require__(4638);
// EXTERNAL MODULE: ./build/action/agent-user.js
var agent_user = __webpack_require__(7972);
// EXTERNAL MODULE: ./build/action/baseline.js
var baseline = __webpack_require__(1116);
// EXTERNAL MODULE: ./build/action/context.js
var context = __webpack_require__(3280);
// EXTERNAL MODULE: ./build/action/job-state.js
var job_state = __webpack_require__(7428);
// EXTERNAL MODULE: ./build/action/network.js + 1 modules
var network = __webpack_require__(1416);
// EXTERNAL MODULE: ./build/adapters/previous-work.js
var previous_work = __webpack_require__(4500);
// EXTERNAL MODULE: ./build/adapters/retry-file.js
var retry_file = __webpack_require__(526);
;// CONCATENATED MODULE: ./build/action/previous-attempt.js
// The task job's retry, in CI as `ralph build` does it locally: the previous attempt's work
// (the patch its `record` step put in the attempt artifact, `retry/<task>.patch`, downloaded by
// the workflow's "Previous attempt" step) applied onto the start commit before the agent runs,
// after the patch rules accepted it, unless the plan's `agent.retry` is "fresh". The retry
// context comes back with where the attempt starts, for its prompt.






/** The artifact's retry folder, as the workflow downloads it ($RUNNER_TEMP/ralph/previous/retry). */
const previousRetryDir = () => (0,external_node_path_.join)((0,job_state/* paths */.f0)().previous, 'retry');
/**
 * Attempt `attempt`'s retry context (none for a first attempt): the previous attempt's artifact,
 * else its record in the plan; with that attempt's patch applied onto the work tree at
 * `startSha` when the artifact has one, the plan does not ask for a fresh start, and the patch
 * rules accept it.
 */
async function previousAttempt(git, o) {
    if (o.attempt <= 1)
        return undefined;
    const dir = previousRetryDir();
    const saved = (0,retry_file/* readRetryFile */.L0)(dir, o.task.id, o.attempt - 1);
    const fresh = o.plan.agent?.retry === 'fresh';
    const retry = await (0,previous_work/* startRetry */.Nb)(git, {
        retry: saved ?? (0,core_retry/* retryFromAttempt */.cc)(o.plan, o.task),
        fromFile: saved !== undefined,
        patch: saved ? (0,previous_work/* readRetryPatch */.n$)(dir, o.task.id) : undefined,
        fresh,
        base: o.startSha,
        scratchIndex: (0,job_state/* paths */.f0)().scratchIndex,
        planFile: o.planFile,
        protectedPaths: o.protectedPaths,
        maxFileBytes: o.maxFileBytes,
        onNote: (text) => core/* warning */.$e(text),
    });
    if (retry?.workTree === 'kept')
        core/* info */.pq(`Attempt ${o.attempt} starts from attempt ${o.attempt - 1}'s changes (its patch applied).`);
    else if (retry)
        core/* info */.pq(`Attempt ${o.attempt} starts from ${o.startSha.slice(0, 7)}${fresh ? ' (agent.retry is "fresh")' : retry.workTreeNote ? ` (${retry.workTreeNote})` : ''}.`);
    return retry;
}

// EXTERNAL MODULE: ./build/action/private-git.js
var private_git = __webpack_require__(6661);
// EXTERNAL MODULE: ./build/action/untrusted-log.js
var untrusted_log = __webpack_require__(8598);
;// CONCATENATED MODULE: ./build/action/run.js
























/** The task job's anchors: the `task` input, the schedule job's matrix entry. */
function requireEntry(settings) {
    if (!settings.task)
        throw new errors/* RalphError */.A4(`The '${settings.command}' command needs the input 'task': the matrix entry, \`\${{ toJSON(matrix) }}\`.`);
    const entry = (0,task_job/* parseMatrixEntry */.px)(settings.task, "The input 'task'");
    if (entry.branch !== `${settings.branchPrefix}${entry.spec}`)
        throw new errors/* RalphError */.A4(`The input 'task' names the branch ${entry.branch}, not ${settings.branchPrefix}${entry.spec}; pass the schedule job's matrix entry unchanged.`);
    return entry;
}
/** The base branch: the input, else the branch the job checked out. */
async function baseBranch(git, settings) {
    const base = settings.baseBranch ?? (await git.currentBranch());
    if (!base)
        throw new errors/* RalphError */.A4("HEAD is detached and no 'base-branch' input is set; set it to the branch spec branches start from.");
    if (settings.baseBranch === undefined && base.startsWith(settings.branchPrefix))
        throw new errors/* RalphError */.A4(`The checked-out branch ${base} is a spec branch; set the 'base-branch' input (the matrix gives it as matrix.base).`);
    return base;
}
/**
 * Why this attempt needs no run: the spec branch, as the remote has it now, already records it
 * (a re-run of the job after the writer recorded it) or the task is finished there.
 */
async function recordedAlready(git, entry, planFile) {
    const text = await git.show(`refs/remotes/${spec_branch/* REMOTE */.Bn}/${entry.branch}`, planFile);
    if (text === undefined)
        return undefined;
    let plan;
    try {
        plan = (0,plan_file/* parsePlanText */.uo)(text, `${entry.branch}:${planFile}`).plan;
    }
    catch {
        return undefined;
    }
    return (0,task_job/* recordedOnBranch */.cr)(plan, entry);
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
    const ctx = (0,context/* runContext */.p)();
    const repo = await (0,private_git/* taskJobGit */.BU)(settings);
    const { git } = repo;
    const planFile = (0,external_node_path_.relative)(settings.workspace, settings.planPath);
    const p = (0,job_state/* paths */.f0)();
    const startedAt = new Date().toISOString();
    const protectedPaths = [...patch_rules/* DEFAULT_PROTECTED_PATHS */.YX, ...settings.protectedPaths];
    (0,baseline/* clearBaselineState */.W3)();
    // This job's own: nothing another job on the same runner left.
    for (const file of [p.agentIndex, p.gateWrites])
        (0,external_node_fs_.rmSync)(file, { force: true });
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
        core/* notice */.lm(`Nothing to run: ${already}.`);
        (0,job_state/* writeTaskState */.Y6)({ ...state, alreadyRecorded: already });
        core/* setOutput */.uH('outcome', 'recorded');
        return;
    }
    const job = { settings, entry, repo, planFile, p, protectedPaths, startSha };
    const task = taskToRun(job);
    const runAs = await (0,agent_user/* agentUserFor */.A$)(settings);
    const changedBefore = await startBaseline(job, task.plan, runAs);
    (0,job_state/* writeTaskState */.Y6)({ ...state, changedBefore: [...changedBefore] });
    // The previous attempt's failure, and its work applied onto the tree (previous-attempt.ts).
    const retry = await previousAttempt(git, {
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
    core/* startGroup */.Oh(`Spec branch ${entry.branch}`);
    const { sha: startSha, merged } = await (0,spec_branch/* startCommit */.eL)(git, {
        start: entry.start,
        baseSha: entry['base-sha'],
        branch: entry.branch,
        base: entry.base,
    });
    await git.exec(['checkout', '--quiet', '-B', entry.branch, startSha]);
    core/* info */.pq(`${entry.branch} at ${startSha.slice(0, 7)}${merged ? ` (${entry.base} ${entry['base-sha'].slice(0, 7)} merged in)` : ''}`);
    core/* endGroup */.N4();
    return startSha;
}
/**
 * The task at the start commit, checked against the matrix, with its limits and its agent. A
 * configuration error stops the step before the task state is written: `record` then reports a
 * setup error, and the writer records no attempt.
 */
function taskToRun({ settings, entry, planFile, startSha }) {
    const { plan } = (0,plan_file/* loadPlan */.Yq)(settings.planPath);
    const found = (0,core_prompt/* findTask */.VX)(plan, entry.task);
    if (!found || found.spec.id !== entry.spec)
        throw new errors/* RalphError */.A4(`${planFile} at ${startSha.slice(0, 7)} has no task "${entry.task}" in spec "${entry.spec}".`);
    const { task } = found;
    if ((0,plan_basics/* nextAttemptNumber */.oH)(task) !== entry.attempt)
        throw new errors/* RalphError */.A4(`${planFile} at ${startSha.slice(0, 7)} says ${entry.task}'s next attempt is ${(0,plan_basics/* nextAttemptNumber */.oH)(task)}, the matrix ${entry.attempt}; the spec branch moved since the schedule job. Run the workflow again.`);
    // The leg's agent as the schedule job resolved it (the matrix entry), the inputs over it.
    const agent = (0,agent_routing/* resolveAgent */.cT)(plan, task, {
        cli: {
            provider: settings.agent ?? entry.provider,
            model: settings.model ?? (entry.model || undefined),
            command: settings.agentCommand,
        },
    });
    const limits = (0,schedule/* taskLimits */.cp)(task, {
        maxTurns: settings.maxTurns ?? entry['max-turns'],
        timeoutMinutes: settings.timeoutMinutes ?? entry['timeout-minutes'],
    }, agent);
    const providerName = agent.provider;
    const provider = (0,agents/* getProvider */.sO)(providerName);
    if (providerName === 'command' && !agent.command?.trim())
        throw new errors/* RalphError */.A4(`The 'command' agent of ${entry.task} (set by the ${agent.from.provider}) needs a command line: the 'agent-command' input, or "command" beside that provider in the plan.`);
    // So is a CLI that is not installed: said once, with how to install it.
    (0,agents/* checkAgentInstalled */.og)(provider, { ...process.env, ...agent.env });
    const model = agent.model;
    return { plan, task, limits, agent, providerName, provider, model };
}
/**
 * Before the agent, the gates on the untouched start tree: one that fails there is a setup
 * problem, said with its fix, and `record` records no attempt for it. The gate steps' commands
 * (the schedule job's `gates`) when the step is given them, else the plan's at the start commit.
 * Returns the paths changed before the agent ran.
 */
async function startBaseline({ settings, repo }, plan, runAs) {
    const changedBefore = new Set(await repo.git.changedPaths());
    const net = await (0,network/* stepNetwork */.pP)(settings, runAs, 'the baseline');
    await (0,private_git/* withAgentRepository */.cU)(repo, runAs, () => (0,baseline/* taskJobBaseline */.A5)(repo.git, {
        workspace: settings.workspace,
        gates: settings.gates !== undefined ? (0,job_state/* gatesInput */.RC)(settings.gates, 'run') : (plan.gates ?? []),
        env: { ...(0,agent_env/* agentEnv */.b)(process.env), ...net.env },
        runAs,
        network: net.network,
        changedBefore,
    })).finally(() => net.finish());
    return changedBefore;
}
/** Runs the agent as the agent user, its output shown in the log as untrusted text. */
async function runAgent({ settings, entry, repo, planFile, p, protectedPaths, startSha }, { plan, task, limits, agent, providerName, provider, model }, { runAs, changedBefore, retry, }) {
    core/* startGroup */.Oh(`Agent ${(0,agent_routing/* agentLabel */.kV)({ provider: providerName, model })}: ${entry.task} attempt ${entry.attempt} (${limits.complexity}: ${limits.maxTurns} turns, ${limits.timeoutMinutes} min${runAs ? `, as ${runAs.name}` : ''})`);
    const log = agentLog(settings.transcript === 'full');
    const net = await (0,network/* stepNetwork */.pP)(settings, runAs, 'the agent', providerName);
    const run = await (0,private_git/* withAgentRepository */.cU)(repo, runAs, () => (0,attempt/* runAttemptAgent */.EX)(repo.git, {
        root: settings.workspace,
        plan,
        planPath: settings.planPath,
        planFile,
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
            ...(0,agent_env/* agentEnv */.b)(process.env, { spec: entry.spec, task: entry.task, attempt: entry.attempt }),
            ...net.env,
        },
        // The model key stays in Ralph's process: the agent reaches the model through its key proxy.
        keyEnv: process.env,
        onKeyProxy: (proxy) => core/* info */.pq(`The model key stays with Ralph: ${proxy.routes.map((r) => `${r.keyNames.join(' and ')} for ${r.upstream}`).join('; ')}. The agent gets a placeholder and Ralph's key proxy at ${proxy.url}.`),
        onLine: log.onLine,
        onWarning: log.onWarning,
        runAs,
        network: net.network,
        guard: {
            root: settings.workspace,
            branch: entry.branch,
            startSha,
            planFile,
            planPath: settings.planPath,
            protectedPaths,
            changedBefore,
        },
    })).finally(async () => {
        log.stream.close();
        await net.finish();
    });
    log.end();
    core/* endGroup */.N4();
    return run;
}
/**
 * The agent's output in the log, as a person reads it: all of it (input `transcript: full`), or
 * its last lines. The agent's words never reach the runner as workflow commands (untrusted-log.ts).
 */
function agentLog(full) {
    const stream = new untrusted_log/* UntrustedOutput */.Qb();
    const excerpt = [];
    let shown = 0;
    if (!full)
        core/* info */.pq("The agent's output is in the attempt artifact; the log shows its last lines (input 'transcript: full' prints all of it).");
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
            core/* warning */.$e(text);
        },
        /** The excerpt, once the agent is done. */
        end: () => {
            if (full)
                return;
            if (shown > excerpt.length)
                core/* info */.pq(`… ${shown - excerpt.length} earlier line${shown - excerpt.length === 1 ? '' : 's'}; the whole transcript is in the attempt artifact`);
            if (excerpt.length > 0)
                (0,untrusted_log/* printUntrusted */.Qi)(excerpt.join('\n'));
            else
                core/* info */.pq('(the agent printed nothing)');
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
        tree = await (0,job_state/* saveWorkTree */.Xn)(repo.git, startSha, p.agentIndex);
    }
    catch (err) {
        const problem = `Ralph could not save the work tree the agent left: ${err.message}`;
        if (agent.outcome === 'done')
            run.problems.push(problem);
        else
            core/* warning */.$e((0,untrusted_log/* untrustedMessage */.qO)(problem));
    }
    for (const note of run.notes)
        core/* notice */.lm((0,untrusted_log/* untrustedMessage */.qO)(note));
    for (const problem of run.problems)
        core/* warning */.$e((0,untrusted_log/* untrustedMessage */.qO)(problem));
    (0,job_state/* writeAgentState */.ws)({
        ...(0,task_job/* agentFacts */.Ld)({ ...agent, provider: providerName, model, promptBytes: (0,core_prompt/* byteLength */.dp)(run.prompt) }),
        claimProblems: run.problems,
        changed: run.changed,
        transcriptTail: agent.tail.slice(-core_retry/* RETRY_TRANSCRIPT_TAIL */.zm),
        transcriptPath: p.transcript,
        tree,
    });
    return agent.outcome === 'done' && run.problems.length > 0 ? 'rejected' : agent.outcome;
}
/** The `outcome` output, the log line and the job summary's table. */
async function reportRun(entry, outcome, run) {
    const { agent } = run;
    core/* setOutput */.uH('outcome', outcome);
    core/* info */.pq(`Agent outcome: ${outcome}${agent.reason ? ` (${(0,untrusted_log/* quote */.hD)(agent.reason)})` : ''}; ${run.changed.length} file${run.changed.length === 1 ? '' : 's'} changed; ${Math.round(agent.durationMs / 1000)}s`);
    await core/* summary */.z
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
