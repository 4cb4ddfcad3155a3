export const id = 2374;
export const ids = [2374];
export const modules = {

/***/ 2374:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   recordSettings: () => (/* binding */ recordSettings),
/* harmony export */   recordStep: () => (/* binding */ recordStep)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7836);
/* harmony import */ var _adapters_gates_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6793);
/* harmony import */ var _adapters_patch_check_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4054);
/* harmony import */ var _adapters_previous_work_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4500);
/* harmony import */ var _adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(526);
/* harmony import */ var _adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5768);
/* harmony import */ var _core_attempt_attempt_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4577);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2807);
/* harmony import */ var _core_prompt_retry_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5863);
/* harmony import */ var _core_report_report_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(6859);
/* harmony import */ var _core_workflow_task_job_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(1679);
/* harmony import */ var _core_workflow_workflow_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(9569);
/* harmony import */ var _engine_attempt_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(4638);
/* harmony import */ var _engine_gates_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(3359);
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(1116);
/* harmony import */ var _task_input_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(8035);


















function recordSettings(inputs) {
    const maxFileBytes = inputs.fileSize('max-file-size');
    return {
        entry: (0,_task_input_js__WEBPACK_IMPORTED_MODULE_17__/* .taskEntryInput */ .C)(inputs, inputs.branchPrefix()),
        ...inputs.taskJob(),
        gates: inputs.text('gates'),
        maxFileBytes,
    };
}
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
 * the gate logs. The patch is the tree the run step saved right after the agent, not the work
 * tree: what the gates wrote is never in it. The writer validates it and records the attempt.
 */
async function recordStep(inputs) {
    const settings = recordSettings(inputs);
    // A step killed while the agent or a gate ran leaves the work tree lent: taken back first.
    const job = await (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_7__/* .openLastTaskJobStep */ .x8)(settings);
    try {
        await recordAttempt(settings, job.repo.git);
    }
    finally {
        // The job is over for the agent: its repository and its user go. A failure here is said,
        // and does not keep the attempt (written already) from being uploaded.
        try {
            await job.end();
        }
        catch (err) {
            _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.warning(`Could not remove the agent user or its repository: ${err.message}`);
        }
    }
}
async function recordAttempt(settings, git) {
    const { entry } = settings;
    const p = (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_7__/* .paths */ .f0)();
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(p.attempt, { recursive: true, force: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(p.attempt, { recursive: true });
    const planFile = settings.plan.file;
    const finishedAt = new Date().toISOString();
    const state = jobState(entry);
    const base = {
        version: 1,
        spec: entry.spec,
        task: entry.task,
        attempt: entry.attempt,
        startedAt: state?.startedAt ?? finishedAt,
        finishedAt,
    };
    const none = { claimProblems: [], gates: [], patch: false };
    if (state?.alreadyRecorded) {
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.info(`Nothing to record: ${state.alreadyRecorded}.`);
        writeReport({ ...base, alreadyRecorded: true, agent: NO_AGENT, ...none });
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.setOutput('record-state', _core_workflow_workflow_js__WEBPACK_IMPORTED_MODULE_13__/* .RECORD_STATE */ .kg.alreadyRecorded);
        return;
    }
    if (!state) {
        // The run step stopped before the agent ran (its log says why; a gate that fails on the
        // untouched tree says it here too): a setup error, not an attempt. The writer records
        // nothing and fails, naming it.
        const problem = (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_7__/* .readBaselineState */ .HU)()?.problem;
        const setupError = problem
            ? (0,_baseline_js__WEBPACK_IMPORTED_MODULE_16__/* .setupErrorText */ .z)(problem)
            : 'the run step stopped before the agent ran; its log says why';
        writeReport({ ...base, setupError, agent: NO_AGENT, ...none });
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.setOutput('record-state', _core_workflow_workflow_js__WEBPACK_IMPORTED_MODULE_13__/* .RECORD_STATE */ .kg.setupError);
        return;
    }
    const agent = (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_7__/* .hasAgentState */ .XD)() ? (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_7__/* .readAgentState */ .$k)() : NO_RESULT;
    const judged = await judgeAttempt(settings, git, state, agent);
    if (judged.setup !== undefined) {
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.error((0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_7__/* .untrustedMessage */ .qO)(judged.setup));
        writeReport({ ...base, setupError: (0,_baseline_js__WEBPACK_IMPORTED_MODULE_16__/* .setupErrorText */ .z)(judged.setup), agent: agentSummary(agent), ...none });
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.setOutput('record-state', _core_workflow_workflow_js__WEBPACK_IMPORTED_MODULE_13__/* .RECORD_STATE */ .kg.setupError);
        await _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.summary
            .addHeading(`Ralph: ${entry.task} attempt ${entry.attempt}: setup problem, not recorded`, 3)
            .addRaw(`\n\n\`\`\`\n${judged.setup}\n\`\`\`\n`)
            .write();
        return;
    }
    const { verdict, gates, problems } = judged;
    const discarded = await gateWrites(git, agent, planFile);
    const patch = verdict.outcome === 'passed' && (await writePatch(git, agent, state.startSha, p));
    if (verdict.outcome !== 'passed')
        await writeRetry(git, entry, agent, verdict, state.startSha, p.attempt);
    copyLogs(agent, gates, p);
    writeReport({
        ...base,
        agent: (0,_core_workflow_task_job_js__WEBPACK_IMPORTED_MODULE_12__/* .agentFacts */ .Ld)(agent),
        claimProblems: problems,
        gates: gates.map((g) => ({ ...g, outputTail: g.outputTail.slice(-16_000) })),
        patch,
    });
    await reportAttempt(entry, verdict, gates, discarded, judged.ruleRefusals);
}
/** The agent's facts when the attempt says no more: no result file, or a setup error. */
const NO_AGENT = { outcome: 'crashed', exitCode: null, durationMs: 0 };
const agentSummary = (agent) => ({
    outcome: agent.outcome,
    exitCode: agent.exitCode,
    durationMs: agent.durationMs,
});
/** The attempt artifact's report, and the folder to upload as the `artifact` output. */
function writeReport(report) {
    const p = (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_7__/* .paths */ .f0)();
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.attempt, _core_workflow_task_job_js__WEBPACK_IMPORTED_MODULE_12__/* .ATTEMPT_FILES */ .sQ.report), `${JSON.stringify(report, null, 2)}\n`);
    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.setOutput('artifact', p.attempt);
}
/** The run step's task state, when it wrote one; it must be about this matrix entry. */
function jobState(entry) {
    const p = (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_7__/* .paths */ .f0)();
    const state = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(p.task) ? (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_7__/* .readTaskState */ .Lf)() : undefined;
    if (state && (state.spec !== entry.spec || state.task !== entry.task || state.attempt !== entry.attempt))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .RalphError */ .A4(`The job state in ${p.dir} is for ${state.spec}/${state.task} attempt ${state.attempt}, not the matrix entry's ${entry.spec}/${entry.task} attempt ${entry.attempt}.`);
    return state;
}
/**
 * The attempt's verdict from the agent's result, its claim's problems, the patch rules and the
 * gate results, once the work tree is taken back; or the setup problem (a required gate whose
 * tool was missing) that makes it no attempt at all: the writer records none and says it, and
 * the task stays as it is.
 */
async function judgeAttempt(settings, git, state, agent) {
    const planFile = settings.plan.file;
    const expected = await (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_7__/* .gatesInput */ .RC)(settings.gates, 'record');
    // The gates ran the agent's code: take the work tree back before the patch is made.
    const refused = await (0,_engine_attempt_js__WEBPACK_IMPORTED_MODULE_14__/* .reclaimAfterGates */ .ub)(git, {
        planAt: settings.plan,
        branch: state.branch,
        startSha: state.startSha,
        planBefore: Buffer.from((await git.show(state.startSha, planFile)) ?? '', 'utf8'),
        protectedPaths: state.protectedPaths,
        changedBefore: new Set(state.changedBefore),
    });
    const { results } = (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_7__/* .readGateResults */ .oN)(expected);
    const setup = results.find((r) => r.required && r.setupProblem)?.setupProblem;
    if (setup)
        return { setup };
    // The writer's patch rules, on the tree the agent left: the attempt says here why its change
    // would be refused (a file over max-file-size, CODEOWNERS, a control character in a name).
    const ruleRefusals = agent.outcome === 'done' && agent.tree && _adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_7__/* .TREE_ID */ .zi.test(agent.tree)
        ? (await (0,_adapters_patch_check_js__WEBPACK_IMPORTED_MODULE_4__/* .changeRefusals */ .m)(git, state.startSha, agent.tree, {
            planFile,
            protectedPaths: state.protectedPaths,
            maxFileBytes: settings.maxFileBytes,
        }).catch(() => ({ refused: [] }))).refused
        : [];
    const problems = [...agent.claimProblems, ...refused, ...ruleRefusals];
    const { verdict, gates } = (0,_core_attempt_attempt_js__WEBPACK_IMPORTED_MODULE_8__/* .concludeAttempt */ .jp)({ agent, problems, gates: results, expected });
    return { verdict, gates, problems, ruleRefusals };
}
/**
 * Everything the agent changed, untracked files included, as git saw it against the start right
 * after the agent: never what the gates wrote since. True once the patch is written.
 */
async function writePatch(git, agent, startSha, p) {
    const tree = await agentTree(git, agent, p.agent);
    const diff = await git.execRaw(['diff', '--binary', '--full-index', '--no-renames', startSha, tree]);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.attempt, _core_workflow_task_job_js__WEBPACK_IMPORTED_MODULE_12__/* .ATTEMPT_FILES */ .sQ.patch), diff.stdout);
    return true;
}
/**
 * A failed attempt's work goes beside its retry context: the next attempt's job applies it onto
 * its start commit (previous-attempt.ts), so a retry goes on from it. Both are the agent's own
 * paths: not what a setup step changed before it ran.
 */
async function writeRetry(git, entry, agent, verdict, startSha, attemptDir) {
    const saved = agent.tree && _adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_7__/* .TREE_ID */ .zi.test(agent.tree) ? agent.tree : undefined;
    const agentPaths = agent.changed.length <= MAX_PATHSPEC ? agent.changed : undefined;
    if (saved)
        (0,_adapters_previous_work_js__WEBPACK_IMPORTED_MODULE_5__/* .writeRetryPatch */ .iQ)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(attemptDir, 'retry'), entry.task, agent.changed.length > 0 ? await (0,_adapters_previous_work_js__WEBPACK_IMPORTED_MODULE_5__/* .treePatch */ .jd)(git, startSha, saved, agentPaths) : Buffer.alloc(0));
    const stat = saved
        ? agent.changed.length === 0
            ? ''
            : (await git.exec([
                '--literal-pathspecs',
                'diff',
                '--stat=100',
                startSha,
                saved,
                ...(agentPaths ? ['--', ...agentPaths] : []),
            ], { allowFailure: true })).stdout.trim()
        : await git.diffSummary();
    (0,_adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_6__/* .writeRetryFile */ .oZ)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(attemptDir, 'retry'), entry.task, (0,_core_prompt_retry_js__WEBPACK_IMPORTED_MODULE_10__/* .retryContextOf */ .VU)(entry.attempt, agent.outcome, verdict, agent.transcriptTail, stat));
}
/** The transcript and the gate logs, into the attempt artifact. */
function copyLogs(agent, gates, p) {
    if (agent.transcriptPath && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(agent.transcriptPath))
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.copyFileSync)(agent.transcriptPath, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.attempt, _core_workflow_task_job_js__WEBPACK_IMPORTED_MODULE_12__/* .ATTEMPT_FILES */ .sQ.transcript));
    for (const g of gates) {
        const log = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.gates, (0,_adapters_gates_js__WEBPACK_IMPORTED_MODULE_3__/* .gateLogName */ .by)(g.name));
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(log)) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.attempt, 'gates'), { recursive: true });
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.copyFileSync)(log, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.attempt, 'gates', (0,_adapters_gates_js__WEBPACK_IMPORTED_MODULE_3__/* .gateLogName */ .by)(g.name)));
        }
    }
}
/** The `record-state` and `outcome` outputs, the log line and the job summary. */
async function reportAttempt(entry, verdict, gates, discarded, ruleRefusals) {
    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.setOutput('record-state', _core_workflow_workflow_js__WEBPACK_IMPORTED_MODULE_13__/* .RECORD_STATE */ .kg.attempt);
    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.setOutput('outcome', verdict.outcome);
    const line = `${entry.task} attempt ${entry.attempt}: ${verdict.outcome}`;
    if (verdict.outcome === 'passed')
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.info(line);
    else
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.warning((0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_7__/* .untrustedMessage */ .qO)(`${line}: ${verdict.summary.split('\n')[0]}`));
    await _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.summary
        .addHeading(`Ralph: ${entry.task} attempt ${entry.attempt}: ${verdict.outcome}`, 3)
        .addRaw('The writer job records it on the spec branch.\n\n')
        .addRaw(discarded.map((note) => `⚠️ ${note}\n\n`).join(''))
        .addRaw(ruleRefusals.map((why) => `⛔ ${(0,_core_report_report_js__WEBPACK_IMPORTED_MODULE_11__/* .escapeHtml */ .ZD)(why)}\n\n`).join(''))
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
/** Paths named on a git command line at most; more, and the whole change is taken. */
const MAX_PATHSPEC = 1_000;
/**
 * The tree the run step saved right after the agent: a tree object in Ralph's private
 * repository, which the agent user cannot reach, named in the agent's result file, which it
 * cannot write either.
 */
async function agentTree(git, agent, file) {
    const tree = agent.tree;
    if (!tree || !_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_7__/* .TREE_ID */ .zi.test(tree))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .RalphError */ .A4(`The agent's result (${file}) names no saved work tree (tree: ${JSON.stringify(tree ?? null)}); the run and record steps must be the same Ralph version. Run the job again.`);
    const type = await git.exec(['cat-file', '-t', tree], { allowFailure: true });
    if (type.stdout.trim() !== 'tree')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .RalphError */ .A4(`The agent's work tree ${tree}, named in ${file}, is not a tree in Ralph's repository ${git.place.gitDir ?? `${git.cwd}/.git`} (${type.stderr.trim() || type.stdout.trim()}). Run the job again.`);
    return tree;
}
/**
 * What the gates wrote, as their steps named it, and anything else changed in the work tree
 * since the agent (a step of the workflow's own between the gates, a gate step killed before
 * it could say): all left out of the patch.
 */
async function gateWrites(git, agent, planFile) {
    const named = (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_7__/* .readGateWrites */ .uN)();
    const notes = named.map(_engine_gates_js__WEBPACK_IMPORTED_MODULE_15__/* .gateWritesNote */ .yN);
    if (!agent.tree || !_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_7__/* .TREE_ID */ .zi.test(agent.tree))
        return notes;
    const seen = new Set(named.flatMap((w) => w.paths));
    const other = (await (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_7__/* .changedSince */ .$A)(git, agent.tree).catch(() => [])).filter((path) => path !== planFile && !seen.has(path));
    if (other.length > 0) {
        const note = `${other.length} file${other.length === 1 ? '' : 's'} changed in the work tree after the agent ran, named by no gate step (${other.slice(0, 5).join(', ')}${other.length > 5 ? `, and ${other.length - 5} more` : ''}); Ralph left the changes out of the attempt.`;
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.warning((0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_7__/* .untrustedMessage */ .qO)(note));
        notes.push(note);
    }
    return notes;
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

/***/ 6859:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J7: () => (/* binding */ countsLine),
/* harmony export */   Mj: () => (/* binding */ scheduleSummary),
/* harmony export */   O5: () => (/* binding */ statusRows),
/* harmony export */   Qj: () => (/* binding */ markdownTable),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   dB: () => (/* binding */ unblockHints),
/* harmony export */   ed: () => (/* binding */ textTable),
/* harmony export */   eg: () => (/* binding */ unblockText),
/* harmony export */   "in": () => (/* binding */ budgetLine),
/* harmony export */   k5: () => (/* binding */ showsCost),
/* harmony export */   t0: () => (/* binding */ readyRows)
/* harmony export */ });
/* unused harmony exports STATUS_ICONS, uncountedText */
/* harmony import */ var _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6276);
/* harmony import */ var _plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4929);
/* harmony import */ var _schedule_schedule_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7961);
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8772);
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
/** Text for GitHub's markdown: `<`, `>` and `&` shown as they are, never read as HTML. */
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
/** A table cell: its text as written (no HTML), on one line, its `|` not ending the cell. */
function mdCell(text) {
    return escapeHtml(text).replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
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
        ['SPEC', 'TASK', 'ATTEMPT', 'AGENT', 'TIER', 'TURNS', 'TIMEOUT', 'BRANCH'],
        ...ready.map((r) => [
            r.spec,
            r.task,
            String(r.attempt),
            (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .agentLabel */ .kV)(r),
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
    const spent = `Cost: ${(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUsd */ .UK)(budget.spentUsd)} recorded`;
    const line = budget.maxCostUsd === undefined
        ? spent
        : `${spent} of a ${(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUsd */ .UK)(budget.maxCostUsd)} budget${budget.spent ? ': spent, so no task starts until the budget is raised' : ''}`;
    return `${line}${uncountedText(budget)}`;
}
/**
 * The attempts whose agent reported no cost, named: "; not counted: 2 attempts by command, which
 * reports no cost" (never taken as free). Empty when every attempt reported one.
 */
function uncountedText(budget) {
    const u = budget.uncounted;
    if (!u)
        return '';
    return `; not counted: ${u.attempts} attempt${u.attempts === 1 ? '' : 's'} by ${u.providers.join(', ')}, which reported no cost`;
}
/**
 * Whether a plan's tables show costs: once any is recorded, when it has a budget, or when some
 * agent's attempts reported none (they are named as not counted).
 */
function showsCost(plan, s) {
    return (s.budget.maxCostUsd !== undefined ||
        (s.budget.uncounted !== undefined && routesCost(plan)) ||
        plan.specs.some((spec) => spec.tasks.some((t) => t.attempts?.some((a) => a.costUsd !== undefined))));
}
/**
 * A task's agent, as a table cell: for a finished task the one its last attempt recorded, else
 * the one its next attempt resolves to (escalated when the plan says so).
 */
function taskAgentCell(task, route) {
    const last = task.attempts?.at(-1);
    if ((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .isDone */ .$L)(task.status) && last?.provider)
        return (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .agentLabel */ .kV)({ provider: last.provider, model: last.model });
    return (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .agentLabel */ .kV)(route(task));
}
/** Whether some level of the plan's agent could route a task to a provider that reports a cost. */
function routesCost(plan) {
    return (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .planProviders */ .YN)(plan).some((p) => p !== 'command');
}
/**
 * What a task's attempts cost, as a table cell: a dash when none reported a cost, and the
 * attempts that reported none named beside the sum ("$0.0084 + 1 uncounted").
 */
function costCell(task) {
    const attempts = task.attempts ?? [];
    const none = attempts.filter(_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .isUncounted */ .Eh).length;
    const sum = attempts.some((a) => a.costUsd !== undefined) ? (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUsd */ .UK)((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .taskCostUsd */ .FJ)(task)) : undefined;
    if (none === 0)
        return sum ?? '–';
    return sum ? `${sum} + ${none} uncounted` : `${none} uncounted`;
}
/**
 * One row per task: spec, task, status, attempts, cost (once any is recorded), and why it
 * waits (blocked reason, deps). A completed task's note is its spec's commit, when
 * `specCommits` (spec id -> "spec commit abc1234 on ralph/x") has one: the per-task commits a
 * task records are squashed into that one when its spec completes, so they are not shown.
 */
function statusRows(plan, s, icons = false, specCommits, withAgent = false) {
    const waits = new Map(s.waiting.map((w) => [w.task, w.reason]));
    const ready = new Set(s.ready.map((r) => r.task));
    const cost = showsCost(plan, s);
    const route = withAgent ? (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .agentRouting */ .UN)(plan) : undefined;
    const rows = [
        ['SPEC', 'TASK', 'STATUS', 'ATTEMPTS', ...(route ? ['AGENT'] : []), ...(cost ? ['COST'] : []), 'NOTE'],
    ];
    for (const spec of plan.specs) {
        for (const task of spec.tasks) {
            const note = ready.has(task.id)
                ? 'ready'
                : spec.status === 'held' && (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .isDone */ .$L)(task.status)
                    ? `held: ${spec.heldReason ?? 'its pull request was closed without merging'}`
                    : task.status === 'completed'
                        ? (specCommits?.get(spec.id) ?? '')
                        : (waits.get(task.id) ?? (task.blockedReason ? `blocked: ${task.blockedReason}` : ''));
            rows.push([
                spec.id,
                task.id,
                icons ? `${STATUS_ICONS[task.status]} ${task.status}` : task.status,
                String((0,_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_2__/* .countedAttempts */ .jc)(task)),
                ...(route ? [taskAgentCell(task, route)] : []),
                ...(cost ? [costCell(task)] : []),
                note,
            ]);
        }
    }
    return rows;
}
/**
 * One hint per blocked task. `args` are the options the commands need beyond the task
 * (`--plan PATH`, `--branch-prefix P`), as the person typed them for this command.
 */
function unblockHints(plan, args = []) {
    const extra = args.map((a) => ` ${(0,_shell_js__WEBPACK_IMPORTED_MODULE_3__/* .shellWord */ .r)(a)}`).join('');
    const hints = [];
    for (const spec of plan.specs)
        for (const task of spec.tasks) {
            if (task.status !== 'blocked')
                continue;
            const id = (0,_shell_js__WEBPACK_IMPORTED_MODULE_3__/* .shellWord */ .r)(task.id);
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
