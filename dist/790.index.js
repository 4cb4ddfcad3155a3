export const id = 790;
export const ids = [790];
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

/***/ 790:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   baseBranch: () => (/* binding */ baseBranch),
/* harmony export */   requireEntry: () => (/* binding */ requireEntry),
/* harmony export */   runStep: () => (/* binding */ runStep)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6421);
/* harmony import */ var _adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8288);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8224);
/* harmony import */ var _adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(526);
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4323);
/* harmony import */ var _core_plan_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4115);
/* harmony import */ var _core_prompt_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9842);
/* harmony import */ var _core_retry_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8216);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1733);
/* harmony import */ var _core_task_job_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5763);
/* harmony import */ var _engine_agent_env_js__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(3188);
/* harmony import */ var _engine_attempt_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4638);
/* harmony import */ var _engine_claim_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(8111);
/* harmony import */ var _agent_user_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(7972);
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(1116);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(3280);
/* harmony import */ var _job_state_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(7428);
/* harmony import */ var _private_git_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(6661);
/* harmony import */ var _untrusted_log_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(8598);





















/** The task job's anchors: the `task` input, the schedule job's matrix entry. */
function requireEntry(settings) {
    if (!settings.task)
        throw new Error(`The '${settings.command}' command needs the input 'task': the matrix entry, \`\${{ toJSON(matrix) }}\`.`);
    const entry = (0,_core_task_job_js__WEBPACK_IMPORTED_MODULE_11__/* .parseMatrixEntry */ .px)(settings.task, "The input 'task'");
    if (entry.branch !== `${settings.branchPrefix}${entry.spec}`)
        throw new Error(`The input 'task' names the branch ${entry.branch}, not ${settings.branchPrefix}${entry.spec}; pass the schedule job's matrix entry unchanged.`);
    return entry;
}
/** The base branch: the input, else the branch the job checked out. */
async function baseBranch(git, settings) {
    const base = settings.baseBranch ?? (await git.currentBranch());
    if (!base)
        throw new Error("HEAD is detached and no 'base-branch' input is set; set it to the branch spec branches start from.");
    if (settings.baseBranch === undefined && base.startsWith(settings.branchPrefix))
        throw new Error(`The checked-out branch ${base} is a spec branch; set the 'base-branch' input (the matrix gives it as matrix.base).`);
    return base;
}
/**
 * Why this attempt needs no run: the spec branch, as the remote has it now, already records it
 * (a re-run of the job after the writer recorded it) or the task is finished there.
 */
async function recordedAlready(git, entry, planFile) {
    const text = await git.show(`refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .REMOTE */ .Bn}/${entry.branch}`, planFile);
    if (text === undefined)
        return undefined;
    let plan;
    try {
        plan = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_4__/* .parsePlanText */ .uo)(text, `${entry.branch}:${planFile}`).plan;
    }
    catch {
        return undefined;
    }
    return (0,_core_task_job_js__WEBPACK_IMPORTED_MODULE_11__/* .recordedOnBranch */ .cr)(plan, entry);
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
    const ctx = (0,_context_js__WEBPACK_IMPORTED_MODULE_16__/* .runContext */ .p)();
    const repo = await (0,_private_git_js__WEBPACK_IMPORTED_MODULE_18__/* .taskJobGit */ .BU)(settings);
    const { git } = repo;
    const planFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(settings.workspace, settings.planPath);
    const p = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_17__/* .paths */ .f0)();
    const startedAt = new Date().toISOString();
    const protectedPaths = [..._engine_claim_js__WEBPACK_IMPORTED_MODULE_13__/* .DEFAULT_PROTECTED_PATHS */ .YX, ...settings.protectedPaths];
    (0,_baseline_js__WEBPACK_IMPORTED_MODULE_15__/* .clearBaselineState */ .W3)();
    // This job's own: nothing another job on the same runner left.
    for (const file of [p.agentIndex, p.gateWrites])
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(file, { force: true });
    const already = await recordedAlready(git, entry, planFile);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .startGroup */ .Oh(`Spec branch ${entry.branch}`);
    const { sha: startSha, merged } = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .startCommit */ .eL)(git, {
        start: entry.start,
        baseSha: entry['base-sha'],
        branch: entry.branch,
        base: entry.base,
    });
    await git.exec(['checkout', '--quiet', '-B', entry.branch, startSha]);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`${entry.branch} at ${startSha.slice(0, 7)}${merged ? ` (${entry.base} ${entry['base-sha'].slice(0, 7)} merged in)` : ''}`);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .endGroup */ .N4();
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
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .notice */ .lm(`Nothing to run: ${already}.`);
        (0,_job_state_js__WEBPACK_IMPORTED_MODULE_17__/* .writeTaskState */ .Y6)({ ...state, alreadyRecorded: already });
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('outcome', 'recorded');
        return;
    }
    const { plan } = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_4__/* .loadPlan */ .Yq)(settings.planPath);
    const found = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_8__/* .findTask */ .VX)(plan, entry.task);
    if (!found || found.spec.id !== entry.spec)
        throw new Error(`${planFile} at ${startSha.slice(0, 7)} has no task "${entry.task}" in spec "${entry.spec}".`);
    const { task } = found;
    if ((0,_core_plan_js__WEBPACK_IMPORTED_MODULE_7__/* .nextAttemptNumber */ .oH)(task) !== entry.attempt)
        throw new Error(`${planFile} at ${startSha.slice(0, 7)} says ${entry.task}'s next attempt is ${(0,_core_plan_js__WEBPACK_IMPORTED_MODULE_7__/* .nextAttemptNumber */ .oH)(task)}, the matrix ${entry.attempt}; the spec branch moved since the schedule job. Run the workflow again.`);
    const limits = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_10__/* .taskLimits */ .cp)(task, (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_10__/* .limitOverrides */ .xG)(plan, {
        maxTurns: settings.maxTurns ?? entry['max-turns'],
        timeoutMinutes: settings.timeoutMinutes ?? entry['timeout-minutes'],
    }));
    // The previous attempt's failure: its artifact (downloaded by the workflow), else the plan's record.
    const retry = entry.attempt > 1
        ? ((0,_adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_5__/* .readRetryFile */ .L0)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.previous, 'retry'), entry.task, entry.attempt - 1) ??
            (0,_core_retry_js__WEBPACK_IMPORTED_MODULE_9__/* .retryFromAttempt */ .cc)(plan, task))
        : undefined;
    // A configuration error stops the step before the task state is written: `record` then
    // reports a setup error, and the writer records no attempt.
    const providerName = settings.agent ?? plan.agent?.provider ?? 'claude';
    const provider = (0,_adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_3__/* .getProvider */ .sO)(providerName);
    const userCommand = settings.agentCommand ?? plan.agent?.command;
    if (providerName === 'command' && !userCommand)
        throw new Error("The 'command' agent needs the 'agent-command' input (or agent.command in the plan).");
    // So is a CLI that is not installed: said once, with how to install it.
    (0,_adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_3__/* .checkAgentInstalled */ .og)(provider, { ...process.env, ...plan.agent?.env });
    const model = settings.model ?? plan.agent?.model;
    const runAs = await (0,_agent_user_js__WEBPACK_IMPORTED_MODULE_14__/* .agentUserFor */ .A$)(settings);
    const changedBefore = new Set(await git.changedPaths());
    // Before the agent, the gates on the untouched start tree: one that fails there is a setup
    // problem, said with its fix, and `record` records no attempt for it. The gate steps' commands
    // (the schedule job's `gates`) when the step is given them, else the plan's at the start commit.
    await (0,_private_git_js__WEBPACK_IMPORTED_MODULE_18__/* .withAgentRepository */ .cU)(repo, runAs, () => (0,_baseline_js__WEBPACK_IMPORTED_MODULE_15__/* .taskJobBaseline */ .A5)(git, {
        workspace: settings.workspace,
        gates: settings.gates !== undefined ? (0,_job_state_js__WEBPACK_IMPORTED_MODULE_17__/* .gatesInput */ .RC)(settings.gates, 'run') : (plan.gates ?? []),
        env: (0,_engine_agent_env_js__WEBPACK_IMPORTED_MODULE_20__/* .agentEnv */ .b)(process.env),
        runAs,
        changedBefore,
    }));
    (0,_job_state_js__WEBPACK_IMPORTED_MODULE_17__/* .writeTaskState */ .Y6)({ ...state, changedBefore: [...changedBefore] });
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .startGroup */ .Oh(`Agent ${providerName}: ${entry.task} attempt ${entry.attempt} (${limits.complexity}: ${limits.maxTurns} turns, ${limits.timeoutMinutes} min${runAs ? `, as ${runAs.name}` : ''})`);
    const full = settings.transcript === 'full';
    // The agent's words never reach the runner as workflow commands (untrusted-log.ts).
    const stream = new _untrusted_log_js__WEBPACK_IMPORTED_MODULE_19__/* .UntrustedOutput */ .Qb();
    const excerpt = [];
    let shown = 0;
    if (!full)
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq("The agent's output is in the attempt artifact; the log shows its last lines (input 'transcript: full' prints all of it).");
    const run = await (0,_private_git_js__WEBPACK_IMPORTED_MODULE_18__/* .withAgentRepository */ .cU)(repo, runAs, () => (0,_engine_attempt_js__WEBPACK_IMPORTED_MODULE_12__/* .runAttemptAgent */ .EX)(git, {
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
        env: (0,_engine_agent_env_js__WEBPACK_IMPORTED_MODULE_20__/* .agentEnv */ .b)(process.env, { spec: entry.spec, task: entry.task, attempt: entry.attempt }),
        // The log shows the agent as a person reads it: all of it, or its last lines.
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
            _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(text);
        },
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
    })).finally(() => stream.close());
    if (!full) {
        if (shown > excerpt.length)
            _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`… ${shown - excerpt.length} earlier line${shown - excerpt.length === 1 ? '' : 's'}; the whole transcript is in the attempt artifact`);
        if (excerpt.length > 0)
            (0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_19__/* .printUntrusted */ .Qi)(excerpt.join('\n'));
        else
            _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq('(the agent printed nothing)');
    }
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .endGroup */ .N4();
    const { agent } = run;
    // The agent's work as it stands now that the tree is Ralph's again: `record` makes the patch
    // from this tree, so that what the gates write after it is never part of it. A tree git
    // cannot write fails the claim (said in the retry prompt), not the step: the result is kept.
    let tree;
    try {
        tree = await (0,_job_state_js__WEBPACK_IMPORTED_MODULE_17__/* .saveWorkTree */ .Xn)(git, startSha, p.agentIndex);
    }
    catch (err) {
        const problem = `Ralph could not save the work tree the agent left: ${err.message}`;
        if (agent.outcome === 'done')
            run.problems.push(problem);
        else
            _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e((0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_19__/* .untrustedMessage */ .qO)(problem));
    }
    for (const note of run.notes)
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .notice */ .lm((0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_19__/* .untrustedMessage */ .qO)(note));
    for (const problem of run.problems)
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e((0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_19__/* .untrustedMessage */ .qO)(problem));
    (0,_job_state_js__WEBPACK_IMPORTED_MODULE_17__/* .writeAgentState */ .ws)({
        ...(0,_core_task_job_js__WEBPACK_IMPORTED_MODULE_11__/* .agentFacts */ .Ld)({ ...agent, provider: providerName, model, promptBytes: (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_8__/* .byteLength */ .dp)(run.prompt) }),
        claimProblems: run.problems,
        changed: run.changed,
        transcriptTail: agent.tail.slice(-_core_retry_js__WEBPACK_IMPORTED_MODULE_9__/* .RETRY_TRANSCRIPT_TAIL */ .zm),
        transcriptPath: p.transcript,
        tree,
    });
    // Gates only run on a done claim that holds.
    const outcome = agent.outcome === 'done' && run.problems.length > 0 ? 'rejected' : agent.outcome;
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('outcome', outcome);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Agent outcome: ${outcome}${agent.reason ? ` (${(0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_19__/* .quote */ .hD)(agent.reason)})` : ''}; ${run.changed.length} file${run.changed.length === 1 ? '' : 's'} changed; ${Math.round(agent.durationMs / 1000)}s`);
    await _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .summary */ .z
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
// One attempt at a task, the part `ralph build` and the CI task job share (DESIGN.md C3, C4):
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
