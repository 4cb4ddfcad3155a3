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
/* harmony import */ var _engine_claim_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8111);
/* harmony import */ var _agent_user_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7972);
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(1116);
/* harmony import */ var _job_state_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(7428);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(790);















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
async function recordStep(settings) {
    const entry = (0,_run_js__WEBPACK_IMPORTED_MODULE_14__.requireEntry)(settings);
    const p = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_13__/* .paths */ .f0)();
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(p.attempt, { recursive: true, force: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(p.attempt, { recursive: true });
    const git = new _adapters_git_js__WEBPACK_IMPORTED_MODULE_4__/* .Git */ .TU(settings.workspace);
    const planFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(settings.workspace, settings.planPath);
    const finishedAt = new Date().toISOString();
    const write = async (report) => {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.attempt, _core_task_job_js__WEBPACK_IMPORTED_MODULE_8__/* .ATTEMPT_FILES */ .sQ.report), `${JSON.stringify(report, null, 2)}\n`);
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('artifact', p.attempt);
    };
    const state = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(p.task) ? (0,_job_state_js__WEBPACK_IMPORTED_MODULE_13__/* .readTaskState */ .Lf)() : undefined;
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
        await (0,_agent_user_js__WEBPACK_IMPORTED_MODULE_11__/* .agentUserFor */ .A)(settings);
    if (!state) {
        // The run step stopped before the agent ran (its log says why; a gate that fails on the
        // untouched tree says it here too): a setup error, not an attempt. The writer records
        // nothing and fails, naming it.
        const problem = (0,_baseline_js__WEBPACK_IMPORTED_MODULE_12__/* .readBaselineState */ .HU)()?.problem;
        await write({
            ...base,
            setupError: problem
                ? (0,_baseline_js__WEBPACK_IMPORTED_MODULE_12__/* .setupErrorText */ .zs)(problem)
                : 'the run step stopped before the agent ran; its log says why',
            agent: { outcome: 'crashed', exitCode: null, durationMs: 0 },
            claimProblems: [],
            gates: [],
            patch: false,
        });
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('outcome', 'error');
        return;
    }
    const agent = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_13__/* .hasAgentState */ .XD)() ? (0,_job_state_js__WEBPACK_IMPORTED_MODULE_13__/* .readAgentState */ .$k)() : NO_RESULT;
    const expected = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_13__/* .gatesInput */ .RC)(settings.gates, 'record');
    // The gates ran the agent's code: take the work tree back before the patch is made.
    const refused = state
        ? await (0,_engine_attempt_js__WEBPACK_IMPORTED_MODULE_9__/* .reclaimAfterGates */ .ub)(git, {
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
    const { results } = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_13__/* .readGateResults */ .oN)(expected);
    // A required gate whose tool was missing: a setup problem, not this attempt's failure. The
    // writer records no attempt and says it; the task stays as it is.
    const setup = results.find((r) => r.required && r.setupProblem)?.setupProblem;
    if (setup) {
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .error */ .z3(setup);
        await write({
            ...base,
            setupError: (0,_baseline_js__WEBPACK_IMPORTED_MODULE_12__/* .setupErrorText */ .zs)(setup),
            agent: { outcome: agent.outcome, exitCode: agent.exitCode, durationMs: agent.durationMs },
            claimProblems: [],
            gates: [],
            patch: false,
        });
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('outcome', 'error');
        await _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .summary */ .z
            .addHeading(`Ralph: ${entry.task} attempt ${entry.attempt}: setup problem, not recorded`, 3)
            .addRaw(`\n\n\`\`\`\n${setup}\n\`\`\`\n`)
            .write();
        return;
    }
    const problems = [...agent.claimProblems, ...refused];
    const { verdict, gates } = (0,_core_attempt_js__WEBPACK_IMPORTED_MODULE_6__/* .concludeAttempt */ .jp)({ agent, problems, gates: results, expected });
    const discarded = await gateWrites(git, agent, planFile);
    const tree = verdict.outcome === 'passed' ? await agentTree(git, agent, p.agent) : undefined;
    let patch = false;
    if (tree) {
        // Everything the agent changed, untracked files included, as git saw it against the start
        // right after the agent: never what the gates wrote since.
        const diff = await git.execRaw([
            'diff',
            '--binary',
            '--full-index',
            '--no-renames',
            state.startSha,
            tree,
        ]);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.attempt, _core_task_job_js__WEBPACK_IMPORTED_MODULE_8__/* .ATTEMPT_FILES */ .sQ.patch), diff.stdout);
        patch = true;
    }
    if (verdict.outcome !== 'passed')
        (0,_adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_5__/* .writeRetryFile */ .oZ)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(p.attempt, 'retry'), entry.task, (0,_core_retry_js__WEBPACK_IMPORTED_MODULE_7__/* .retryContextOf */ .VU)(entry.attempt, agent.outcome, verdict, agent.transcriptTail, agent.tree && _job_state_js__WEBPACK_IMPORTED_MODULE_13__/* .TREE_ID */ .zi.test(agent.tree)
            ? (await git.exec(['diff', '--stat=100', state.startSha, agent.tree], { allowFailure: true })).stdout.trim()
            : await git.diffSummary()));
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
        agent: (0,_core_task_job_js__WEBPACK_IMPORTED_MODULE_8__/* .agentFacts */ .Ld)(agent),
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
        .addRaw(discarded.map((note) => `⚠️ ${note}\n\n`).join(''))
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
/**
 * The tree the run step saved right after the agent: a tree object in .git, which the agent
 * user cannot write, named in the agent's result file, which it cannot write either.
 */
async function agentTree(git, agent, file) {
    const tree = agent.tree;
    if (!tree || !_job_state_js__WEBPACK_IMPORTED_MODULE_13__/* .TREE_ID */ .zi.test(tree))
        throw new Error(`The agent's result (${file}) names no saved work tree (tree: ${JSON.stringify(tree ?? null)}); the run and record steps must be the same Ralph version. Run the job again.`);
    const type = await git.exec(['cat-file', '-t', tree], { allowFailure: true });
    if (type.stdout.trim() !== 'tree')
        throw new Error(`The agent's work tree ${tree}, named in ${file}, is not a tree in ${git.cwd}/.git (${type.stderr.trim() || type.stdout.trim()}). Run the job again.`);
    return tree;
}
/**
 * What the gates wrote, as their steps named it, and anything else changed in the work tree
 * since the agent (a step of the workflow's own between the gates, a gate step killed before
 * it could say): all left out of the patch.
 */
async function gateWrites(git, agent, planFile) {
    const named = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_13__/* .readGateWrites */ .uN)();
    const notes = named.map(_engine_claim_js__WEBPACK_IMPORTED_MODULE_10__/* .gateWritesNote */ .yN);
    if (!agent.tree || !_job_state_js__WEBPACK_IMPORTED_MODULE_13__/* .TREE_ID */ .zi.test(agent.tree))
        return notes;
    const seen = new Set(named.flatMap((w) => w.paths));
    const other = (await (0,_job_state_js__WEBPACK_IMPORTED_MODULE_13__/* .changedSince */ .$A)(git, agent.tree).catch(() => [])).filter((path) => path !== planFile && !seen.has(path));
    if (other.length > 0) {
        const note = `${other.length} file${other.length === 1 ? '' : 's'} changed in the work tree after the agent ran, named by no gate step (${other.slice(0, 5).join(', ')}${other.length > 5 ? `, and ${other.length - 5} more` : ''}); Ralph left the changes out of the attempt.`;
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(note);
        notes.push(note);
    }
    return notes;
}


/***/ }),

/***/ 5983:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TM: () => (/* binding */ firstLine),
/* harmony export */   fh: () => (/* binding */ recordAttempt),
/* harmony export */   jp: () => (/* binding */ concludeAttempt)
/* harmony export */ });
/* unused harmony exports SUMMARY_LIMIT, clip, judgeAttempt, costBudgetSpent */
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
 * Appends the attempt to the task and sets its status: completed, blocked (by the agent, a
 * spent retry budget or a spent cost budget), failed (retry later), or pending again (rate
 * limit, interruption). `maxCostUsd` is the task's cost budget (taskMaxCostUsd).
 */
function recordAttempt(task, verdict, meta, maxAttempts, maxCostUsd) {
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
        ...(meta.inputTokens !== undefined ? { inputTokens: meta.inputTokens } : {}),
        ...(meta.outputTokens !== undefined ? { outputTokens: meta.outputTokens } : {}),
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
    const spent = (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .taskCostUsd */ .FJ)(task, true);
    if (spent < maxCostUsd)
        return undefined;
    return `cost budget spent (${(0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(spent)} of ${(0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(maxCostUsd)} maxCostUsd)`;
}
/**
 * The first line of a summary, made to stand alone where only one line is shown (a blocked
 * reason, a progress line): a first line that ends in ":" (a gate's "exited 1:") gets the first
 * lines of the output after it.
 */
function firstLine(text) {
    const lines = text.split('\n');
    let head = lines[0].trim();
    if (head.endsWith(':')) {
        const more = lines
            .slice(1, 20)
            .map((l) => l.trim())
            .filter(Boolean)
            .slice(0, 2);
        if (more.length > 0)
            head = `${head} ${more.join(' / ')}`;
    }
    return head.slice(0, 300);
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
