export const id = 6370;
export const ids = [6370,4486];
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
// EXTERNAL MODULE: ./build/adapters/agents/index.js + 8 modules
var agents = __webpack_require__(8288);
// EXTERNAL MODULE: ./build/adapters/plan-file.js + 1 modules
var plan_file = __webpack_require__(8224);
// EXTERNAL MODULE: ./build/adapters/spec-branch.js
var spec_branch = __webpack_require__(4323);
// EXTERNAL MODULE: ./build/core/errors.js
var errors = __webpack_require__(2807);
// EXTERNAL MODULE: ./build/core/plan.js
var core_plan = __webpack_require__(4115);
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
// EXTERNAL MODULE: ./build/engine/claim.js
var claim = __webpack_require__(8111);
// EXTERNAL MODULE: ./build/action/agent-user.js
var agent_user = __webpack_require__(7972);
// EXTERNAL MODULE: ./build/action/baseline.js
var baseline = __webpack_require__(1116);
// EXTERNAL MODULE: ./build/action/context.js
var context = __webpack_require__(3280);
// EXTERNAL MODULE: ./build/action/job-state.js
var job_state = __webpack_require__(7428);
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
    const protectedPaths = [...claim/* DEFAULT_PROTECTED_PATHS */.YX, ...settings.protectedPaths];
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
    if ((0,core_plan/* nextAttemptNumber */.oH)(task) !== entry.attempt)
        throw new errors/* RalphError */.A4(`${planFile} at ${startSha.slice(0, 7)} says ${entry.task}'s next attempt is ${(0,core_plan/* nextAttemptNumber */.oH)(task)}, the matrix ${entry.attempt}; the spec branch moved since the schedule job. Run the workflow again.`);
    const limits = (0,schedule/* taskLimits */.cp)(task, (0,schedule/* limitOverrides */.xG)(plan, {
        maxTurns: settings.maxTurns ?? entry['max-turns'],
        timeoutMinutes: settings.timeoutMinutes ?? entry['timeout-minutes'],
    }));
    const providerName = settings.agent ?? plan.agent?.provider ?? 'claude';
    const provider = (0,agents/* getProvider */.sO)(providerName);
    const userCommand = settings.agentCommand ?? plan.agent?.command;
    if (providerName === 'command' && !userCommand)
        throw new errors/* RalphError */.A4("The 'command' agent needs the 'agent-command' input (or agent.command in the plan).");
    // So is a CLI that is not installed: said once, with how to install it.
    (0,agents/* checkAgentInstalled */.og)(provider, { ...process.env, ...plan.agent?.env });
    const model = settings.model ?? plan.agent?.model;
    return { plan, task, limits, providerName, provider, userCommand, model };
}
/**
 * Before the agent, the gates on the untouched start tree: one that fails there is a setup
 * problem, said with its fix, and `record` records no attempt for it. The gate steps' commands
 * (the schedule job's `gates`) when the step is given them, else the plan's at the start commit.
 * Returns the paths changed before the agent ran.
 */
async function startBaseline({ settings, repo }, plan, runAs) {
    const changedBefore = new Set(await repo.git.changedPaths());
    await (0,private_git/* withAgentRepository */.cU)(repo, runAs, () => (0,baseline/* taskJobBaseline */.A5)(repo.git, {
        workspace: settings.workspace,
        gates: settings.gates !== undefined ? (0,job_state/* gatesInput */.RC)(settings.gates, 'run') : (plan.gates ?? []),
        env: (0,agent_env/* agentEnv */.b)(process.env),
        runAs,
        changedBefore,
    }));
    return changedBefore;
}
/** Runs the agent as the agent user, its output shown in the log as untrusted text. */
async function runAgent({ settings, entry, repo, planFile, p, protectedPaths, startSha }, { plan, task, limits, providerName, provider, userCommand, model }, { runAs, changedBefore, retry, }) {
    core/* startGroup */.Oh(`Agent ${providerName}: ${entry.task} attempt ${entry.attempt} (${limits.complexity}: ${limits.maxTurns} turns, ${limits.timeoutMinutes} min${runAs ? `, as ${runAs.name}` : ''})`);
    const log = agentLog(settings.transcript === 'full');
    const run = await (0,private_git/* withAgentRepository */.cU)(repo, runAs, () => (0,attempt/* runAttemptAgent */.EX)(repo.git, {
        root: settings.workspace,
        plan,
        planPath: settings.planPath,
        planFile,
        taskId: entry.task,
        outputArtifacts: task.outputArtifacts ?? [],
        retry,
        provider,
        userCommand,
        model,
        maxTurns: limits.maxTurns,
        timeoutMs: limits.timeoutMinutes * 60_000,
        workDir: p.dir,
        transcriptPath: p.transcript,
        env: (0,agent_env/* agentEnv */.b)(process.env, { spec: entry.spec, task: entry.task, attempt: entry.attempt }),
        onLine: log.onLine,
        onWarning: log.onWarning,
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
    })).finally(() => log.stream.close());
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


/***/ }),

/***/ 4054:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ blobSizes),
/* harmony export */   m: () => (/* binding */ changeRefusals)
/* harmony export */ });
/* harmony import */ var _core_patch_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8826);
/* harmony import */ var _spec_branch_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4323);
// The patch rules (core/patch-rules.ts) applied to two trees in a git repository: what git says
// changed between them, with the size of each new file. The writer checks the attempt's patch
// with it; the task job's record step checks the agent's saved tree with it first, so that the
// attempt itself says why its change would be refused.


/** What changed from `from` to `to`, and why each refused path is refused. */
async function changeRefusals(git, from, to, rules) {
    const changes = await (0,_spec_branch_js__WEBPACK_IMPORTED_MODULE_1__/* .treeChanges */ .CJ)(git, from, to);
    const sizes = await blobSizes(git, changes.filter((c) => c.newSha && !/^0+$/.test(c.newSha)).map((c) => c.newSha));
    const refused = (0,_core_patch_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .patchRefusals */ .IP)(changes.map((c) => ({ ...c, size: c.newSha ? sizes.get(c.newSha) : undefined })), rules);
    return { changes, refused };
}
/** The size of each blob, in one `git cat-file --batch-check`. */
async function blobSizes(git, shas) {
    const out = new Map();
    if (shas.length === 0)
        return out;
    const r = await git.exec(['cat-file', '--batch-check=%(objectname) %(objectsize)'], {
        input: `${shas.join('\n')}\n`,
    });
    for (const l of r.stdout.split('\n')) {
        const [sha, size] = l.split(' ');
        if (sha && size && /^\d+$/.test(size))
            out.set(sha, Number(size));
    }
    return out;
}


/***/ }),

/***/ 4500:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nb: () => (/* binding */ startRetry),
/* harmony export */   iQ: () => (/* binding */ writeRetryPatch),
/* harmony export */   jd: () => (/* binding */ treePatch),
/* harmony export */   n$: () => (/* binding */ readRetryPatch)
/* harmony export */ });
/* unused harmony exports retryPatchPath, applyPreviousWork */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _core_patch_rules_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8826);
/* harmony import */ var _patch_check_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4054);
/* harmony import */ var _spec_branch_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4323);
// A failed attempt's work, carried to the next attempt of the task (docs/ARCHITECTURE.md#life-of-a-task-locally): saved as a
// binary patch against the commit the attempt started from (`.ralph/retry/<task>.patch`
// locally, `retry/<task>.patch` in the attempt artifact in CI), and applied onto the work tree
// before the next attempt's agent runs, so a retry goes on from what the last one left. The
// patch is checked first with the same rules the writer job applies to a passing attempt's
// patch: one that would change the plan, `.github/` or another protected path, git's own files,
// a symbolic link or a submodule is refused, and the retry starts from the commit instead.





/** The patch file of a task's last failed attempt, in a retry folder. */
function retryPatchPath(dir, taskId) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, `${taskId}.patch`);
}
/**
 * A binary patch (new files included, no renames: each path as itself) from `from` to `to`: two
 * trees, or with `to` undefined, `from` to what git's index holds; only `paths` when given.
 */
async function treePatch(git, from, to, paths) {
    const args = ['diff', '--binary', '--full-index', '--no-renames'];
    const range = to === undefined ? ['--cached', from] : [from, to];
    // Paths are names, not patterns: a file named `*.txt` must not take others with it.
    const r = await git.execRaw(paths ? ['--literal-pathspecs', ...args, ...range, '--', ...paths] : [...args, ...range]);
    return r.stdout;
}
/** Writes the patch beside the task's retry context; an empty patch removes an old one. */
function writeRetryPatch(dir, taskId, patch) {
    const path = retryPatchPath(dir, taskId);
    if (patch.length === 0) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(path, { force: true });
        return;
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir, { recursive: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, patch);
}
/** The task's saved patch in a retry folder; undefined when there is none (or it is empty). */
function readRetryPatch(dir, taskId) {
    const path = retryPatchPath(dir, taskId);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isFile())
        return undefined;
    const patch = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path);
    return patch.length > 0 ? patch : undefined;
}
/** GitHub refuses a file over 100 MB in a push, so a patch holding one is refused here too. */
const MAX_FILE_BYTES = 100 * 1024 * 1024;
/**
 * Applies a previous attempt's patch onto the work tree, which must be at `base` (HEAD, clean
 * but for paths the patch does not touch): first into a scratch index from `base`, where git
 * says what it changes and the patch rules judge it; then, when it holds, onto the work tree
 * alone (git's index stays at HEAD: the changes are the next attempt's, as if its agent made
 * them). The problem, in a sentence, when it does not apply or is refused.
 */
async function applyPreviousWork(git, o) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(o.scratchIndex), { recursive: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(o.scratchIndex, { force: true });
    const editor = new _spec_branch_js__WEBPACK_IMPORTED_MODULE_4__/* .TreeEditor */ .mQ(git, o.scratchIndex);
    try {
        await editor.read(o.base);
        const error = await editor.apply(o.patch);
        if (error)
            return { applied: false, problem: `it does not apply to ${o.base.slice(0, 7)}: ${error}` };
        const changes = await (0,_spec_branch_js__WEBPACK_IMPORTED_MODULE_4__/* .treeChanges */ .CJ)(git, o.base, await editor.write());
        const sizes = await (0,_patch_check_js__WEBPACK_IMPORTED_MODULE_3__/* .blobSizes */ .I)(git, changes.flatMap((c) => (c.newSha && !/^0+$/.test(c.newSha) ? [c.newSha] : [])));
        const refused = (0,_core_patch_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .patchRefusals */ .IP)(changes.map((c) => ({ ...c, size: c.newSha ? sizes.get(c.newSha) : undefined })), { planFile: o.planFile, protectedPaths: o.protectedPaths, maxFileBytes: MAX_FILE_BYTES });
        if (refused.length > 0)
            return { applied: false, problem: refused.join('; ') };
        const r = await git.exec(['apply', '--binary', '--whitespace=nowarn', '-'], {
            input: o.patch,
            allowFailure: true,
        });
        if (r.exitCode !== 0)
            return {
                applied: false,
                problem: `it does not apply to the work tree: ${r.stderr.trim() || `git apply exited ${r.exitCode}`}`,
            };
        return { applied: true, paths: changes.map((c) => c.path) };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(o.scratchIndex, { force: true });
    }
}
/**
 * The retry context with where the attempt starts (`workTree`), the previous attempt's patch
 * applied onto the work tree when there is one and a fresh start is not asked for. `fromFile`:
 * the context came with the attempt's files (its retry file, or its artifact), not only from
 * its record in the plan. `onNote` hears why a patch was not applied.
 */
async function startRetry(git, o) {
    if (!o.retry)
        return undefined;
    const reset = (workTreeNote) => ({
        ...o.retry,
        workTree: 'reset',
        ...(workTreeNote ? { workTreeNote } : {}),
    });
    if (o.fresh)
        return reset();
    if (!o.patch) {
        if (!o.fromFile)
            return reset('only its record in the plan was found, not its changes');
        return reset(o.retry.diffSummary?.trim() ? 'its changes were not found' : 'it changed no file');
    }
    const carried = await applyPreviousWork(git, {
        base: o.base,
        patch: o.patch,
        scratchIndex: o.scratchIndex,
        planFile: o.planFile,
        protectedPaths: o.protectedPaths,
    });
    if (carried.applied)
        return { ...o.retry, workTree: 'kept' };
    const note = `attempt ${o.retry.attempt}'s changes were not carried over: ${carried.problem}`;
    o.onNote?.(`${note}; this attempt starts from the commit`);
    return reset(note);
}


/***/ }),

/***/ 4486:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J7: () => (/* binding */ countsLine),
/* harmony export */   Mj: () => (/* binding */ scheduleSummary),
/* harmony export */   O5: () => (/* binding */ statusRows),
/* harmony export */   Qj: () => (/* binding */ markdownTable),
/* harmony export */   dB: () => (/* binding */ unblockHints),
/* harmony export */   ed: () => (/* binding */ textTable),
/* harmony export */   eg: () => (/* binding */ unblockText),
/* harmony export */   "in": () => (/* binding */ budgetLine),
/* harmony export */   k5: () => (/* binding */ showsCost),
/* harmony export */   r7: () => (/* binding */ shellWord),
/* harmony export */   t0: () => (/* binding */ readyRows)
/* harmony export */ });
/* unused harmony export STATUS_ICONS */
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4115);
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1733);
// Plans and schedules as text for people: terminal tables and the Markdown of job summaries.


const STATUS_ICONS = {
    pending: '⏳',
    in_progress: '🔄',
    completed: '✅',
    blocked: '⛔',
    failed: '❌',
    skipped: '⏭️',
};
/** A plain aligned table: first row is the header. */
function textTable(rows) {
    const widths = [];
    for (const row of rows) {
        row.forEach((cell, i) => {
            widths[i] = Math.max(widths[i] ?? 0, cell.length);
        });
    }
    return rows
        .map((row) => row
        .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i])))
        .join('  ')
        .trimEnd())
        .join('\n');
}
function mdCell(text) {
    return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}
function markdownTable(rows) {
    const [head, ...body] = rows;
    if (!head)
        return '';
    return [
        `| ${head.map(mdCell).join(' | ')} |`,
        `| ${head.map(() => '---').join(' | ')} |`,
        ...body.map((r) => `| ${r.map(mdCell).join(' | ')} |`),
    ].join('\n');
}
function readyRows(ready) {
    return [
        ['SPEC', 'TASK', 'ATTEMPT', 'TIER', 'TURNS', 'TIMEOUT', 'BRANCH'],
        ...ready.map((r) => [
            r.spec,
            r.task,
            String(r.attempt),
            r.complexity,
            String(r.maxTurns),
            r.timeoutMinutes >= 1 ? `${Math.round(r.timeoutMinutes)}m` : `${Math.round(r.timeoutMinutes * 60)}s`,
            r.branch,
        ]),
    ];
}
function countsLine(s) {
    const c = s.counts;
    const parts = [
        `${c.total} task${c.total === 1 ? '' : 's'}`,
        `${c.completed} completed`,
        `${c.ready} ready`,
        `${c.in_progress} in progress`,
        `${c.pending} pending`,
        `${c.failed} failed`,
        `${c.blocked} blocked`,
        `${c.skipped} skipped`,
    ];
    return parts.join(', ');
}
/** The plan's recorded cost against its budget, in one line: "Cost: $1.20 of a $5.00 budget". */
function budgetLine(budget) {
    const spent = `Cost: ${(0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(budget.spentUsd)} recorded`;
    if (budget.maxCostUsd === undefined)
        return spent;
    const line = `${spent} of a ${(0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(budget.maxCostUsd)} budget`;
    return budget.spent ? `${line}: spent, so no task starts until the budget is raised` : line;
}
/** Whether a plan's tables show costs: once any is recorded, or when it has a budget. */
function showsCost(plan, s) {
    return (s.budget.maxCostUsd !== undefined ||
        plan.specs.some((spec) => spec.tasks.some((t) => t.attempts?.some((a) => a.costUsd !== undefined))));
}
/** What a task's attempts cost, as a table cell: a dash when none reported a cost. */
function costCell(task) {
    return task.attempts?.some((a) => a.costUsd !== undefined) ? (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)((0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .taskCostUsd */ .FJ)(task)) : '–';
}
/**
 * One row per task: spec, task, status, attempts, cost (once any is recorded), and why it
 * waits (blocked reason, deps). A completed task's note is its spec's commit, when
 * `specCommits` (spec id -> "spec commit abc1234 on ralph/x") has one: the per-task commits a
 * task records are squashed into that one when its spec completes, so they are not shown.
 */
function statusRows(plan, s, icons = false, specCommits) {
    const waits = new Map(s.waiting.map((w) => [w.task, w.reason]));
    const ready = new Set(s.ready.map((r) => r.task));
    const cost = showsCost(plan, s);
    const rows = [['SPEC', 'TASK', 'STATUS', 'ATTEMPTS', ...(cost ? ['COST'] : []), 'NOTE']];
    for (const spec of plan.specs) {
        for (const task of spec.tasks) {
            const note = ready.has(task.id)
                ? 'ready'
                : spec.status === 'held' && (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .isDone */ .$L)(task.status)
                    ? `held: ${spec.heldReason ?? 'its pull request was closed without merging'}`
                    : task.status === 'completed'
                        ? (specCommits?.get(spec.id) ?? '')
                        : (waits.get(task.id) ?? (task.blockedReason ? `blocked: ${task.blockedReason}` : ''));
            rows.push([
                spec.id,
                task.id,
                icons ? `${STATUS_ICONS[task.status]} ${task.status}` : task.status,
                String((0,_schedule_js__WEBPACK_IMPORTED_MODULE_1__/* .countedAttempts */ .jc)(task)),
                ...(cost ? [costCell(task)] : []),
                note,
            ]);
        }
    }
    return rows;
}
/** A word a shell passes on as it is: quoted only when it has to be. */
function shellWord(text) {
    return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
/**
 * One hint per blocked task. `args` are the options the commands need beyond the task
 * (`--plan PATH`, `--branch-prefix P`), as the person typed them for this command.
 */
function unblockHints(plan, args = []) {
    const extra = args.map((a) => ` ${shellWord(a)}`).join('');
    const hints = [];
    for (const spec of plan.specs)
        for (const task of spec.tasks) {
            if (task.status !== 'blocked')
                continue;
            const id = shellWord(task.id);
            hints.push({
                spec: spec.id,
                task: task.id,
                retry: `ralph retry ${id} --reason "..."${extra}`,
                skip: `ralph skip ${id} --reason "..."${extra}`,
                comment: `/ralph retry ${task.id} <answer>`,
                ...(spec.issue !== undefined ? { issue: spec.issue } : {}),
            });
        }
    return hints;
}
/** The hints as lines for a terminal; empty when nothing is blocked. */
function unblockText(hints) {
    return hints
        .map((h) => {
        const width = Math.max(h.retry.length, h.skip.length);
        const where = h.issue !== undefined ? `issue #${h.issue}` : `${h.spec}'s tracking issue`;
        return [
            `${h.task} is blocked. To unblock it:`,
            `  ${h.retry.padEnd(width)}  run it again; your answer goes into its prompt`,
            `  ${h.skip.padEnd(width)}  skip it; what depends on it goes ahead`,
            `  or on GitHub, comment on ${where}: ${h.comment}`,
        ].join('\n');
    })
        .join('\n');
}
/** The job summary of `schedule`: what runs now, and where every task stands. */
function scheduleSummary(plan, s) {
    const parts = ['## Ralph schedule', '', countsLine(s), ''];
    if (showsCost(plan, s))
        parts.push(budgetLine(s.budget), '');
    if (s.ready.length > 0) {
        parts.push('### Ready now', '', markdownTable(readyRows(s.ready)), '');
    }
    else if (s.budget.spent)
        parts.push(`Nothing is ready to run: ${s.budget.spent}.`, '');
    else
        parts.push('Nothing is ready to run.', '');
    parts.push('### Plan', '', markdownTable(statusRows(plan, s, true)), '');
    return parts.join('\n');
}


/***/ }),

/***/ 4638:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EX: () => (/* binding */ runAttemptAgent),
/* harmony export */   ub: () => (/* binding */ reclaimAfterGates)
/* harmony export */ });
/* unused harmony export withPlanArgs */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8288);
/* harmony import */ var _adapters_agents_runner_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3092);
/* harmony import */ var _adapters_context_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8248);
/* harmony import */ var _core_prompt_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9842);
/* harmony import */ var _core_report_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4486);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1733);
/* harmony import */ var _claim_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8111);
// One attempt at a task, the part `ralph build` and the CI task job share (docs/ARCHITECTURE.md#the-prompt, #agents):
// the prompt (with the previous failure injected), the MCP configuration, one agent process
// under the task's limits, the work tree taken back from it, and the check of its done claim.
// The gates run after it (in-process locally, one workflow step each in CI), and the verdict is
// core/attempt.ts's concludeAttempt. The two shells differ only in how state travels.









/** The warnings each onWarning function has heard, so that it hears each once. */
const heard = new WeakMap();
/**
 * Writes the prompt, runs the agent, takes the work tree back and checks a done claim. Throws
 * AgentNotInstalledError, before anything is written, when the agent's CLI is not installed.
 */
async function runAttemptAgent(git, o) {
    // The plan's `agent.env` (a gateway's URL; `ralph validate` refuses secrets) on top.
    const env = { ...o.env, ...o.plan.agent?.env };
    (0,_adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_2__/* .checkAgentInstalled */ .og)(o.provider, env);
    const reader = (0,_adapters_context_files_js__WEBPACK_IMPORTED_MODULE_4__/* .createRepoReader */ .wA)(o.root);
    const prompt = o.retry
        ? (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_5__/* .generateRetryPrompt */ .Gl)(o.plan, o.taskId, reader, o.retry, { planFile: o.planFile })
        : (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_5__/* .generateTaskPrompt */ .Jk)(o.plan, o.taskId, reader, { planFile: o.planFile });
    const guard = {
        ...o.guard,
        planBefore: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(o.planPath),
        // What was changed before the agent ran (a setup step) is not the agent's work.
        changedBefore: o.guard.changedBefore ?? new Set(await git.changedPaths()),
    };
    const mcp = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_5__/* .mcpConfig */ .nX)(o.plan, o.taskId);
    const mcpConfigPath = mcp ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(o.workDir, 'mcp.json') : undefined;
    if (mcp && mcpConfigPath)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(mcpConfigPath, `${JSON.stringify(mcp, null, 2)}\n`);
    const warnings = (0,_adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_2__/* .limitWarnings */ .fT)(o.provider, { maxTurns: o.maxTurns, mcpServers: mcp?.mcpServers });
    if (o.onWarning) {
        const said = heard.get(o.onWarning) ?? new Set();
        heard.set(o.onWarning, said);
        for (const w of warnings) {
            if (said.has(w))
                continue;
            said.add(w);
            o.onWarning(w);
        }
    }
    // The index as Ralph leaves it to the agent: one the agent rewrites is not trusted after it.
    guard.index = await git.indexStamp();
    const task = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_5__/* .findTask */ .VX)(o.plan, o.taskId)?.task;
    const maxCostUsd = o.maxCostUsd ?? (task ? (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_7__/* .attemptMaxCostUsd */ .x9)(o.plan, task) : undefined);
    const agent = await (0,_adapters_agents_runner_js__WEBPACK_IMPORTED_MODULE_3__/* .runAgent */ .JN)({
        provider: withPlanArgs(o.provider, o.plan.agent?.args),
        prompt,
        cwd: o.root,
        limits: {
            maxTurns: o.maxTurns,
            timeoutMs: o.timeoutMs,
            model: o.model,
            mcpConfigPath,
            ...(maxCostUsd !== undefined ? { maxCostUsd } : {}),
        },
        transcriptPath: o.transcriptPath,
        env,
        userCommand: o.userCommand,
        signal: o.signal,
        onOutput: o.onOutput,
        onLine: o.onLine,
        runAs: o.runAs,
    });
    const reclaimed = await (0,_claim_js__WEBPACK_IMPORTED_MODULE_8__/* .reclaimWorkTree */ .XJ)(git, guard);
    const problems = agent.outcome === 'done' && !agent.interrupted ? (0,_claim_js__WEBPACK_IMPORTED_MODULE_8__/* .claimProblems */ .Lu)(o.root, reclaimed, o.outputArtifacts) : [];
    return { prompt, agent, guard, changed: reclaimed.changed, problems, notes: reclaimed.notes, warnings };
}
/**
 * The plan's `agent.args` after the provider's own options, so they have the last word (a
 * gateway's `-c model_provider=...` for codex, say); for the `command` provider, added to its
 * command line, quoted.
 */
function withPlanArgs(provider, args) {
    if (!args || args.length === 0)
        return provider;
    return {
        ...provider,
        command(input) {
            if (provider.name === 'command')
                return provider.command({
                    ...input,
                    userCommand: input.userCommand && `${input.userCommand} ${args.map(_core_report_js__WEBPACK_IMPORTED_MODULE_6__/* .shellWord */ .r7).join(' ')}`,
                });
            const cmd = provider.command(input);
            return { ...cmd, args: [...cmd.args, ...args] };
        },
    };
}
/** After the gates ran the agent's code: the work tree taken back again, and what was refused. */
async function reclaimAfterGates(git, guard) {
    return (await (0,_claim_js__WEBPACK_IMPORTED_MODULE_8__/* .reclaimWorkTree */ .XJ)(git, guard)).problems.map((p) => `a gate ${p}`);
}


/***/ })

};
