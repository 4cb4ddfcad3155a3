export const id = 374;
export const ids = [374,790];
export const modules = {

/***/ 3280:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ runContext)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(722);
// Facts about the workflow run, from @actions/github's context (the runner's environment):
// where the repository lives, this run's URL, the event; plus the workflow file, which the
// context does not name, for dispatching the next run.

function runContext(env = process.env) {
    const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '/').split('/');
    const runId = _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.runId ? String(_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.runId) : undefined;
    const attempt = _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.runAttempt ? `/attempts/${_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.runAttempt}` : '';
    return {
        owner,
        repo,
        serverUrl: _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.serverUrl,
        apiUrl: _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.apiUrl,
        runId,
        runUrl: runId ? `${_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.serverUrl}/${owner}/${repo}/actions/runs/${runId}${attempt}` : undefined,
        eventName: _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.eventName,
        event: _actions_github__WEBPACK_IMPORTED_MODULE_0__/* .context */ ._.payload,
        workflowFile: /\.github\/workflows\/([^@]+)@/.exec(env.GITHUB_WORKFLOW_REF ?? '')?.[1],
    };
}


/***/ }),

/***/ 7428:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $k: () => (/* binding */ readAgentState),
/* harmony export */   Lf: () => (/* binding */ readTaskState),
/* harmony export */   XD: () => (/* binding */ hasAgentState),
/* harmony export */   Y6: () => (/* binding */ writeTaskState),
/* harmony export */   YE: () => (/* binding */ writeGateResult),
/* harmony export */   f0: () => (/* binding */ paths),
/* harmony export */   oN: () => (/* binding */ readGateResults),
/* harmony export */   ws: () => (/* binding */ writeAgentState)
/* harmony export */ });
/* unused harmony exports stateDir, gateResultPath */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
// What the steps of one task job hand each other, as files under $RUNNER_TEMP/ralph/:
// `run` writes the task, the plan and gates as they were before the agent, and the agent's
// result; each `gate` step writes its result; `record` reads them all. Files, because each
// step is its own process, and because a re-run step must find the same state.


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
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, '..'), { recursive: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, `${JSON.stringify(value, null, 2)}\n`);
}
const paths = (dir = stateDir()) => ({
    dir,
    task: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'task.json'),
    agent: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'agent.json'),
    prompt: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'prompt.md'),
    transcript: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'transcript.log'),
    gates: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'gates'),
    retry: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'retry'),
    previous: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'previous'),
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


/***/ }),

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
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8601);
/* harmony import */ var _adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(526);
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4323);
/* harmony import */ var _core_attempt_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5983);
/* harmony import */ var _core_git_text_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(8648);
/* harmony import */ var _core_prompt_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9842);
/* harmony import */ var _core_retry_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8216);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(1733);
/* harmony import */ var _engine_claim_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(8111);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(3280);
/* harmony import */ var _job_state_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(7428);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(790);

















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
 * `command: record`: decides the attempt from the agent's result and the gate results. On
 * success it commits the task's work with the plan update to the spec branch and pushes; on
 * failure it writes the retry context for the artifact upload, drops the work, and pushes the
 * attempt's record; a block or a spent budget marks the task blocked. Re-running it changes
 * nothing: an attempt already recorded is not recorded again.
 */
async function recordStep(settings) {
    const { specId, taskId } = (0,_run_js__WEBPACK_IMPORTED_MODULE_15__.requireTask)(settings);
    const state = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_14__/* .readTaskState */ .Lf)();
    if (state.spec !== specId || state.task !== taskId)
        throw new Error(`The job state is for ${state.spec}/${state.task}, not ${specId}/${taskId}.`);
    // The job state lives where the agent could write too: what decides where Ralph pushes and
    // what it protects comes from the inputs, and the state must agree with them.
    const branch = `${settings.branchPrefix}${specId}`;
    const planFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(settings.workspace, settings.planPath);
    if (state.branch !== branch || state.planFile !== planFile)
        throw new Error(`The job state says ${state.branch}:${state.planFile}, the inputs ${branch}:${planFile}; the state in ${(0,_job_state_js__WEBPACK_IMPORTED_MODULE_14__/* .paths */ .f0)().dir} was changed after the run step.`);
    const ctx = (0,_context_js__WEBPACK_IMPORTED_MODULE_13__/* .runContext */ .p)();
    const git = new _adapters_git_js__WEBPACK_IMPORTED_MODULE_4__/* .Git */ .TU(settings.workspace, (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_4__/* .authConfig */ .fl)(ctx.serverUrl, settings.token));
    const p = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_14__/* .paths */ .f0)();
    const agent = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_14__/* .hasAgentState */ .XD)() ? (0,_job_state_js__WEBPACK_IMPORTED_MODULE_14__/* .readAgentState */ .$k)() : NO_RESULT;
    const current = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_5__/* .loadPlan */ .Yq)(settings.planPath).plan;
    const found = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_9__/* .findTask */ .VX)(current, taskId);
    if (!found)
        throw new Error(`${planFile} on ${branch} has no task "${taskId}"; was the plan changed since the run step?`);
    const { spec, task } = found;
    const maxAttempts = settings.maxAttempts ?? current.agent?.maxAttempts ?? _core_schedule_js__WEBPACK_IMPORTED_MODULE_11__/* .DEFAULT_MAX_ATTEMPTS */ .Gz;
    const alreadyRecorded = task.attempts?.some((a) => a.number === state.attempt && a.startedAt === state.startedAt);
    // The gates ran the agent's code: take the work tree back before anything is committed
    // (not on a re-run, whose commit is Ralph's own).
    const refused = alreadyRecorded
        ? []
        : (await (0,_engine_claim_js__WEBPACK_IMPORTED_MODULE_12__/* .reclaimWorkTree */ .XJ)(git, {
            root: settings.workspace,
            branch,
            startSha: state.startSha,
            planFile,
            planPath: settings.planPath,
            planBefore: Buffer.from((await git.show(state.startSha, planFile)) ?? '', 'utf8'),
            protectedPaths: [..._engine_claim_js__WEBPACK_IMPORTED_MODULE_12__/* .DEFAULT_PROTECTED_PATHS */ .YX, ...settings.protectedPaths],
            changedBefore: new Set(state.changedBefore ?? []),
        })).problems.map((problem) => `after the agent's step, something ${problem}`);
    const { results, missing } = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_14__/* .readGateResults */ .oN)(state.gates);
    const gates = [...results];
    const claimHolds = agent.outcome === 'done' && agent.claimProblems.length === 0 && refused.length === 0;
    if (claimHolds && !results.some((r) => r.required && !r.passed)) {
        // A required gate the workflow never ran cannot pass the task.
        for (const name of missing) {
            const g = state.gates.find((x) => x.name === name);
            if (g.required === false)
                continue;
            gates.push({
                name,
                command: g.command,
                required: true,
                passed: false,
                exitCode: null,
                outputTail: `gate "${name}" did not run: the job has no step for it (\`ralph init --check\` finds this)`,
            });
        }
    }
    const verdict = (0,_core_attempt_js__WEBPACK_IMPORTED_MODULE_8__/* .judgeAttempt */ .Bc)(agent, [...agent.claimProblems, ...refused], gates);
    const finishedAt = new Date().toISOString();
    const artifact = verdict.outcome === 'passed' ? undefined : `ralph-retry-${taskId}-${state.attempt}`;
    const meta = {
        startedAt: state.startedAt,
        finishedAt,
        durationMs: Date.parse(finishedAt) - Date.parse(state.startedAt),
        turns: agent.turns,
        costUsd: agent.costUsd,
        runUrl: state.runUrl,
        artifact,
    };
    let status;
    /** Records the attempt unless this very attempt is already in the plan (a re-run). */
    const record = (plan) => {
        const t = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_9__/* .findTask */ .VX)(plan, taskId)?.task;
        if (!t)
            throw new Error(`${planFile} on ${branch} has no task "${taskId}"; was the plan changed since the run step?`);
        const already = t.attempts?.some((a) => a.number === state.attempt && a.startedAt === state.startedAt);
        status = already ? t.status : (0,_core_attempt_js__WEBPACK_IMPORTED_MODULE_8__/* .recordAttempt */ .fh)(t, verdict, meta, maxAttempts);
        return !already;
    };
    if (verdict.outcome === 'passed') {
        let workCommit;
        await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .commitAndPush */ .tk)(git, branch, async (retry) => {
            if (retry && workCommit) {
                // The branch moved: bring the work over onto its new tip, then record again there.
                const patch = await git.exec([
                    'diff',
                    '--binary',
                    `${workCommit}^`,
                    workCommit,
                    '--',
                    '.',
                    `:(exclude)${planFile}`,
                ]);
                if (patch.stdout)
                    await git.exec(['apply', '--3way', '--whitespace=nowarn', '-'], { input: patch.stdout });
            }
            const changed = await (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_5__/* .updatePlan */ .td)(settings.planPath, record);
            if (!changed && (await git.changedPaths()).length === 0)
                return false;
            workCommit = await git.commitAll((0,_core_git_text_js__WEBPACK_IMPORTED_MODULE_16__/* .taskCommitMessage */ ._s)(spec, task, 'complete'));
            return workCommit !== undefined;
        });
    }
    else {
        (0,_adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_6__/* .writeRetryFile */ .oZ)(p.retry, taskId, (0,_core_retry_js__WEBPACK_IMPORTED_MODULE_10__/* .retryContextOf */ .VU)(state.attempt, agent.outcome, verdict, agent.transcriptTail, await git.diffSummary()));
        if (verdict.gate) {
            const log = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.gates, (0,_adapters_gates_js__WEBPACK_IMPORTED_MODULE_3__/* .gateLogName */ .by)(verdict.gate.name));
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(log))
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.copyFileSync)(log, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.retry, (0,_adapters_gates_js__WEBPACK_IMPORTED_MODULE_3__/* .gateLogName */ .by)(verdict.gate.name)));
        }
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('retry-artifact', artifact);
        await git.discardChanges();
        await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .commitAndPush */ .tk)(git, branch, async () => {
            if (!(await (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_5__/* .updatePlan */ .td)(settings.planPath, record)))
                return false;
            return ((await git.commitAll((0,_core_git_text_js__WEBPACK_IMPORTED_MODULE_16__/* .taskCommitMessage */ ._s)(spec, task, `attempt ${state.attempt} (${verdict.outcome}) of`))) !== undefined);
        });
    }
    const final = status ?? task.status;
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('outcome', final);
    const line = `${taskId}: ${verdict.outcome} -> ${final}`;
    if (final === 'blocked')
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`${line}: ${verdict.summary.split('\n')[0]}`);
    else
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`${line}${verdict.outcome === 'passed' ? '' : `: ${verdict.summary.split('\n')[0]}`}`);
    await _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .summary */ .z
        .addHeading(`Ralph: ${taskId} ${verdict.outcome === 'passed' ? 'completed' : verdict.outcome}`, 3)
        .addRaw(`Status: **${final}** on \`${state.branch}\` (attempt ${state.attempt} of ${maxAttempts})\n\n`)
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

/***/ 790:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   baseBranch: () => (/* binding */ baseBranch),
/* harmony export */   requireTask: () => (/* binding */ requireTask),
/* harmony export */   runStep: () => (/* binding */ runStep)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6421);
/* harmony import */ var _adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7741);
/* harmony import */ var _adapters_context_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8248);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6689);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8601);
/* harmony import */ var _adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(526);
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4323);
/* harmony import */ var _core_checks_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4813);
/* harmony import */ var _core_plan_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4115);
/* harmony import */ var _core_prompt_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9842);
/* harmony import */ var _core_retry_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(8216);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1733);
/* harmony import */ var _engine_agent_env_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(3188);
/* harmony import */ var _engine_claim_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(8111);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(3280);
/* harmony import */ var _job_state_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(7428);


















function requireTask(settings) {
    if (!settings.specId || !settings.taskId)
        throw new Error(`The '${settings.command}' command needs the inputs 'spec-id' and 'task-id' (from the matrix).`);
    // They become a branch name, file names and git arguments: check them before any use.
    for (const [input, id] of [
        ['spec-id', settings.specId],
        ['task-id', settings.taskId],
    ]) {
        const unsafe = (0,_core_checks_js__WEBPACK_IMPORTED_MODULE_9__/* .unsafeIdReason */ .wg)(id);
        if (unsafe)
            throw new Error(`Invalid input '${input}': "${id}" ${unsafe}.`);
    }
    return { specId: settings.specId, taskId: settings.taskId };
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
 * `command: run`: checks out the spec branch (or starts it from the base), writes the task's
 * prompt with the previous attempt's failure injected, and runs the agent with the task's
 * turn and time limits, without any GitHub token in its environment. Then puts back any
 * change the agent made to the plan or protected paths, and hands the rest to gate and record.
 */
async function runStep(settings) {
    const { specId, taskId } = requireTask(settings);
    const ctx = (0,_context_js__WEBPACK_IMPORTED_MODULE_15__/* .runContext */ .p)();
    const git = new _adapters_git_js__WEBPACK_IMPORTED_MODULE_5__/* .Git */ .TU(settings.workspace);
    const base = await baseBranch(git, settings);
    const branch = `${settings.branchPrefix}${specId}`;
    const planFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(settings.workspace, settings.planPath);
    const p = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_16__/* .paths */ .f0)();
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .startGroup */ .Oh(`Spec branch ${branch}`);
    const { sha: startSha, merged } = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_8__/* .checkoutSpecBranch */ .UC)(git, branch, base);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`${branch} at ${startSha.slice(0, 7)} (base ${base}${merged ? `, merged in: the base moved on` : ''})`);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .endGroup */ .N4();
    const { plan } = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_6__/* .loadPlan */ .Yq)(settings.planPath);
    const found = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_11__/* .findTask */ .VX)(plan, taskId);
    if (!found || found.spec.id !== specId)
        throw new Error(`${planFile} on ${branch} has no task "${taskId}" in spec "${specId}".`);
    const { task } = found;
    if ((0,_core_plan_js__WEBPACK_IMPORTED_MODULE_10__/* .isDone */ .$L)(task.status) || task.status === 'blocked') {
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .notice */ .lm(`Task ${taskId} is already ${task.status} on ${branch}; nothing to run.`);
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('outcome', task.status);
        return;
    }
    const attempt = (0,_core_plan_js__WEBPACK_IMPORTED_MODULE_10__/* .nextAttemptNumber */ .oH)(task);
    const limits = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_13__/* .taskLimits */ .cp)(task, (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_13__/* .limitOverrides */ .xG)(plan, { maxTurns: settings.maxTurns, timeoutMinutes: settings.timeoutMinutes }));
    // The previous attempt's failure: its artifact (downloaded by the workflow), else the plan's record.
    const retry = attempt > 1
        ? ((0,_adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_7__/* .readRetryFile */ .L0)(p.previous, taskId, attempt - 1) ?? (0,_core_retry_js__WEBPACK_IMPORTED_MODULE_12__/* .retryFromAttempt */ .cc)(plan, task))
        : undefined;
    const reader = (0,_adapters_context_files_js__WEBPACK_IMPORTED_MODULE_4__/* .createRepoReader */ .wA)(settings.workspace);
    const prompt = retry
        ? (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_11__/* .generateRetryPrompt */ .Gl)(plan, taskId, reader, retry, { planFile })
        : (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_11__/* .generateTaskPrompt */ .Jk)(plan, taskId, reader, { planFile });
    // A configuration error is found before anything is recorded, so it costs no attempt.
    const providerName = settings.agent ?? plan.agent?.provider ?? 'claude';
    const provider = (0,_adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_3__/* .getProvider */ .sO)(providerName);
    const userCommand = settings.agentCommand ?? plan.agent?.command;
    if (providerName === 'command' && !userCommand)
        throw new Error("The 'command' agent needs the 'agent-command' input (or agent.command in the plan).");
    const protectedPaths = [..._engine_claim_js__WEBPACK_IMPORTED_MODULE_14__/* .DEFAULT_PROTECTED_PATHS */ .YX, ...settings.protectedPaths];
    const guard = {
        root: settings.workspace,
        branch,
        startSha,
        planFile,
        planPath: settings.planPath,
        planBefore: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(settings.planPath),
        protectedPaths,
        // What setup steps left changed is not the agent's work.
        changedBefore: new Set(await git.changedPaths()),
    };
    (0,_job_state_js__WEBPACK_IMPORTED_MODULE_16__/* .writeTaskState */ .Y6)({
        spec: specId,
        task: taskId,
        attempt,
        branch,
        baseBranch: base,
        startSha,
        startedAt: new Date().toISOString(),
        planFile,
        gates: plan.gates ?? [],
        protectedPaths,
        changedBefore: [...guard.changedBefore],
        runUrl: ctx.runUrl,
    });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(p.prompt, prompt);
    const mcp = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_11__/* .mcpConfig */ .nX)(plan, taskId);
    const mcpConfigPath = mcp ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.dir, 'mcp.json') : undefined;
    if (mcp && mcpConfigPath)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(mcpConfigPath, `${JSON.stringify(mcp, null, 2)}\n`);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .startGroup */ .Oh(`Agent ${providerName}: ${taskId} attempt ${attempt} (${limits.complexity}: ${limits.maxTurns} turns, ${limits.timeoutMinutes} min)`);
    const result = await (0,_adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_3__/* .runAgent */ .JN)({
        provider,
        prompt,
        cwd: settings.workspace,
        limits: {
            maxTurns: limits.maxTurns,
            timeoutMs: limits.timeoutMinutes * 60_000,
            model: settings.model ?? plan.agent?.model,
            mcpConfigPath,
        },
        transcriptPath: p.transcript,
        env: (0,_engine_agent_env_js__WEBPACK_IMPORTED_MODULE_17__/* .agentEnv */ .b)(process.env, { spec: specId, task: taskId, attempt }),
        userCommand,
        onOutput: (text) => process.stdout.write(text),
    });
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .endGroup */ .N4();
    const reclaimed = await (0,_engine_claim_js__WEBPACK_IMPORTED_MODULE_14__/* .reclaimWorkTree */ .XJ)(git, guard);
    for (const note of reclaimed.notes)
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .notice */ .lm(note);
    const claim = {
        problems: result.outcome === 'done'
            ? (0,_engine_claim_js__WEBPACK_IMPORTED_MODULE_14__/* .claimProblems */ .Lu)(settings.workspace, reclaimed, task.outputArtifacts ?? [])
            : [],
        changed: reclaimed.changed,
    };
    for (const problem of claim.problems)
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(problem);
    (0,_job_state_js__WEBPACK_IMPORTED_MODULE_16__/* .writeAgentState */ .ws)({
        outcome: result.outcome,
        reason: result.reason,
        interrupted: result.interrupted,
        exitCode: result.exitCode,
        durationMs: result.durationMs,
        turns: result.turns,
        costUsd: result.costUsd,
        claimProblems: claim.problems,
        changed: claim.changed,
        transcriptTail: result.tail.slice(-_core_retry_js__WEBPACK_IMPORTED_MODULE_12__/* .RETRY_TRANSCRIPT_TAIL */ .zm),
    });
    // Gates only run on a done claim that holds.
    const outcome = result.outcome === 'done' && claim.problems.length > 0 ? 'rejected' : result.outcome;
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('outcome', outcome);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Agent outcome: ${outcome}${result.reason ? ` (${result.reason})` : ''}; ${claim.changed.length} file(s) changed; ${Math.round(result.durationMs / 1000)}s`);
    await _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .summary */ .z
        .addHeading(`Ralph: ${taskId} attempt ${attempt}`, 3)
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
            specId,
            outcome,
            String(result.turns ?? '–'),
            result.costUsd !== undefined ? `$${result.costUsd.toFixed(2)}` : '–',
            `${Math.round(result.durationMs / 1000)}s`,
            String(claim.changed.length),
        ],
    ])
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
/* harmony export */   Bc: () => (/* binding */ judgeAttempt),
/* harmony export */   fh: () => (/* binding */ recordAttempt)
/* harmony export */ });
/* unused harmony exports SUMMARY_LIMIT, clip */
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


/***/ }),

/***/ 8648:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _7: () => (/* binding */ specCommitMessage),
/* harmony export */   _s: () => (/* binding */ taskCommitMessage),
/* harmony export */   su: () => (/* binding */ progressEntry)
/* harmony export */ });
function taskCommitMessage(spec, task, what) {
    return `ralph(${spec.id}): ${what} ${task.id}\n\n${task.title ?? task.description}\n\nRalph-Spec: ${spec.id}\nRalph-Task: ${task.id}\n`;
}
/** One commit per spec: named after the spec, the tasks listed in the body, trailers at the end. */
function specCommitMessage(spec) {
    const title = spec.name ?? spec.id;
    const lines = spec.tasks.map((t) => `- ${t.id}: ${firstLine(t.title ?? t.description)}`);
    const trailers = [`Ralph-Spec: ${spec.id}`, ...spec.tasks.map((t) => `Ralph-Task: ${t.id}`)];
    return `${title}\n\n${lines.join('\n')}\n\n${trailers.join('\n')}\n`;
}
/** The PROGRESS.md entry appended when a spec's last task completes. */
function progressEntry(spec, finishedAt) {
    const lines = [`## ${spec.name ?? spec.id} (\`${spec.id}\`)`, '', `Completed ${finishedAt}.`, ''];
    for (const t of spec.tasks) {
        const attempts = t.attempts?.length ?? 0;
        lines.push(`- [x] ${t.id}: ${firstLine(t.title ?? t.description)} (${attempts} attempt${attempts === 1 ? '' : 's'})`);
    }
    return `${lines.join('\n')}\n`;
}
function firstLine(text) {
    return text.split('\n', 1)[0].trim();
}


/***/ }),

/***/ 1733:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D3: () => (/* binding */ toMatrix),
/* harmony export */   Gz: () => (/* binding */ DEFAULT_MAX_ATTEMPTS),
/* harmony export */   _: () => (/* binding */ schedule),
/* harmony export */   _g: () => (/* binding */ DEFAULT_BRANCH_PREFIX),
/* harmony export */   cp: () => (/* binding */ taskLimits),
/* harmony export */   jc: () => (/* binding */ countedAttempts),
/* harmony export */   xG: () => (/* binding */ limitOverrides)
/* harmony export */ });
/* unused harmony exports TIERS, STALE_MARGIN_MINUTES, JOB_TIMEOUT_ALLOWANCE_MINUTES, taskComplexity */
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4115);
// The scheduler (DESIGN.md C2): a pure function from a plan, options and the current time to
// the ready set. Tasks of one spec share a branch, so they run one at a time; specs run in
// parallel. Ordered by spec priority (lower first), then plan order.

const TIERS = {
    light: { maxTurns: 50, timeoutMinutes: 10 },
    standard: { maxTurns: 75, timeoutMinutes: 15 },
    heavy: { maxTurns: 125, timeoutMinutes: 20 },
};
const DEFAULT_MAX_ATTEMPTS = 3;
const DEFAULT_BRANCH_PREFIX = 'ralph/';
/** How long past its timeout an `in_progress` task must be before its job is taken as dead. */
const STALE_MARGIN_MINUTES = 10;
const JOB_TIMEOUT_ALLOWANCE_MINUTES = 30;
const INTEGRATION_WORDS = /\b(integrat\w*|end[- ]to[- ]end|e2e|migrat\w*|database|schema|auth\w*|security|concurren\w*|distributed|api|deploy\w*|refactor\w*|oauth|webhook\w*|pipeline)\b/gi;
/** The complexity tier of a task: its own `complexity`, else detected from its shape. */
function taskComplexity(task) {
    if (task.complexity)
        return task.complexity;
    if (task.estimatedTurns !== undefined) {
        if (task.estimatedTurns <= TIERS.light.maxTurns)
            return 'light';
        return task.estimatedTurns <= TIERS.standard.maxTurns ? 'standard' : 'heavy';
    }
    const deps = task.dependsOn?.length ?? 0;
    const artifacts = task.outputArtifacts?.length ?? 0;
    const text = `${task.title ?? ''} ${task.description}`;
    const keywords = new Set(Array.from(text.matchAll(INTEGRATION_WORDS), (m) => m[0].toLowerCase())).size;
    const score = deps + artifacts + 2 * keywords;
    if (score >= 6)
        return 'heavy';
    if (score <= 1 && text.length < 200)
        return 'light';
    return 'standard';
}
/** Plan-wide limits (`agent.maxTurns`, `agent.timeout`) that override every tier, under explicit options. */
function limitOverrides(plan, options = {}) {
    const timeout = plan.agent?.timeout;
    return {
        maxTurns: options.maxTurns ?? plan.agent?.maxTurns,
        timeoutMinutes: options.timeoutMinutes ?? (timeout !== undefined ? (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .durationMs */ .pc)(timeout) / 60_000 : undefined),
    };
}
function taskLimits(task, options = {}) {
    const complexity = taskComplexity(task);
    const tier = TIERS[complexity];
    return {
        complexity,
        maxTurns: options.maxTurns ?? task.estimatedTurns ?? tier.maxTurns,
        timeoutMinutes: options.timeoutMinutes ?? tier.timeoutMinutes,
    };
}
/** Attempts that count against the retry budget: rate limits and interruptions are not the task's fault. */
function countedAttempts(task) {
    const from = task.retryBudgetFrom ?? 0;
    return (task.attempts ?? []).filter((a) => a.number > from && a.outcome !== 'rate_limited' && a.outcome !== 'interrupted').length;
}
function startedAt(task) {
    const iso = task.startedAt ?? (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .lastAttempt */ .mh)(task)?.startedAt;
    if (!iso)
        return undefined;
    const t = Date.parse(iso);
    return Number.isNaN(t) ? undefined : t;
}
function specDone(spec) {
    return (spec.status === 'completed' || spec.status === 'skipped' || spec.tasks.every((t) => (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .isDone */ .$L)(t.status)));
}
function schedule(plan, options = {}) {
    const now = (options.now ?? new Date()).getTime();
    const maxAttempts = options.maxAttempts ?? plan.agent?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const perSpec = options.perSpec ?? 1;
    const prefix = options.branchPrefix ?? DEFAULT_BRANCH_PREFIX;
    const overrides = limitOverrides(plan, options);
    const byId = new Map();
    const specOf = new Map();
    for (const spec of plan.specs)
        for (const task of spec.tasks) {
            byId.set(task.id, task);
            specOf.set(task.id, spec.id);
        }
    const depStatus = (dep, specId) => options.baseStatus && specOf.get(dep) !== specId ? options.baseStatus.get(dep) : byId.get(dep)?.status;
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
    const candidates = [];
    const waiting = [];
    let order = 0;
    for (const spec of plan.specs) {
        for (const task of spec.tasks) {
            counts[task.status]++;
            counts.total++;
        }
        if (options.spec !== undefined && spec.id !== options.spec)
            continue;
        const done = specDone(spec);
        let slots = perSpec;
        const branch = `${prefix}${spec.id}`;
        // A live in_progress task holds its spec's slot.
        const live = new Set();
        for (const task of spec.tasks) {
            if (task.status !== 'in_progress')
                continue;
            const limits = taskLimits(task, overrides);
            const started = startedAt(task);
            const staleAfter = (limits.timeoutMinutes + STALE_MARGIN_MINUTES) * 60_000;
            // No start time (an import, a hand edit) or an old one: its job is gone, run it again.
            if (started !== undefined && now - started <= staleAfter) {
                live.add(task);
                slots--;
            }
        }
        for (const task of spec.tasks) {
            const wait = (reason) => waiting.push({ spec: spec.id, task: task.id, status: task.status, reason });
            if ((0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .isDone */ .$L)(task.status))
                continue;
            if (done)
                continue;
            if (live.has(task)) {
                wait('running');
                continue;
            }
            let why;
            const used = countedAttempts(task);
            if (task.status === 'pending')
                why = used > 0 ? 'retry' : 'pending';
            else if (task.status === 'failed') {
                if (used >= maxAttempts) {
                    wait(`retry budget spent (${used}/${maxAttempts} attempts)`);
                    continue;
                }
                why = 'retry';
            }
            else if (task.status === 'in_progress')
                why = 'stale';
            else {
                wait(task.blockedReason ? `blocked: ${task.blockedReason}` : 'blocked');
                continue;
            }
            const unmet = (task.dependsOn ?? []).filter((d) => !(0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .isDone */ .$L)(depStatus(d, spec.id)));
            if (unmet.length > 0) {
                const on = (d) => {
                    const st = depStatus(d, spec.id) ?? 'unknown';
                    return options.baseStatus && specOf.get(d) !== spec.id && byId.get(d)?.status === 'completed'
                        ? `${d} (completed, not yet merged)`
                        : `${d} (${st})`;
                };
                wait(`waits on ${unmet.map(on).join(', ')}`);
                continue;
            }
            if (options.task !== undefined && task.id !== options.task)
                continue;
            if (slots <= 0) {
                wait(`waits for its spec's running task`);
                continue;
            }
            slots--;
            const limits = taskLimits(task, overrides);
            const last = (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .lastAttempt */ .mh)(task);
            const runId = last?.runUrl ? /\/actions\/runs\/(\d+)/.exec(last.runUrl)?.[1] : undefined;
            const retry = last?.artifact && runId ? { retryArtifact: last.artifact, retryRunId: runId } : {};
            candidates.push({
                priority: spec.priority ?? Number.MAX_SAFE_INTEGER,
                order: order++,
                ready: {
                    spec: spec.id,
                    task: task.id,
                    attempt: (last?.number ?? 0) + 1,
                    branch,
                    ...limits,
                    why,
                    ...retry,
                },
            });
        }
    }
    candidates.sort((a, b) => a.priority - b.priority || a.order - b.order);
    let ready = candidates.map((c) => c.ready);
    if (options.maxParallel !== undefined && options.maxParallel > 0) {
        for (const r of ready.slice(options.maxParallel))
            waiting.push({
                spec: r.spec,
                task: r.task,
                status: byId.get(r.task).status,
                reason: 'over max-parallel',
            });
        ready = ready.slice(0, options.maxParallel);
    }
    counts.ready = ready.length;
    return { ready, waiting, counts };
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
            'retry-artifact': r.retryArtifact ?? '',
            'retry-run-id': r.retryRunId ?? '',
            // What the job checks out before its setup steps: the spec branch once it exists, so the
            // project is installed as the spec's earlier tasks left it; else the base.
            ...(where.base !== undefined
                ? { base: where.base, 'checkout-ref': where.branches?.has(r.branch) ? r.branch : where.base }
                : {}),
        })),
    };
}


/***/ })

};
