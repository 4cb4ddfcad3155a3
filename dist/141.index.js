export const id = 141;
export const ids = [141,790];
export const modules = {

/***/ 7972:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ agentUserFor)
/* harmony export */ });
/* unused harmony export agentUserName */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6421);
/* harmony import */ var _adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5590);
// The `agent-user` input in a task job's steps (DESIGN.md C7): the agent and the gates run as
// a separate user without sudo where the runner allows it (adapters/agent-user.ts).



let warned = false;
/**
 * The agent user for this step, made ready (and a work tree an earlier step left lent taken
 * back); undefined when the input or the runner says no, with a warning unless the input did.
 */
async function agentUserFor(settings) {
    const decision = await (0,_adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_2__/* .decideAgentUser */ .vd)(settings.agentUser);
    if (!decision.use) {
        if (settings.agentUser !== 'false' && !warned)
            _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(`The agent and the gates run as the runner's user: ${decision.reason}. They can read this step's environment; see the README's Security section.`);
        warned = true;
        return undefined;
    }
    return (0,_adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_2__/* .prepareAgentUser */ .co)({
        name: agentUserName(),
        workspace: settings.workspace,
        log: (m) => _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .debug */ .Yz(m),
    });
}
/**
 * `ralph-agent`, with a suffix per runner where one machine runs several (self-hosted runner
 * instances, each with its own RUNNER_NAME): killing one job's leftover agent processes must
 * not kill another job's agent. Linux user names have at most 32 characters.
 */
function agentUserName(env = process.env) {
    const runner = env.RUNNER_NAME;
    if (!runner)
        return _adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_AGENT_USER */ .g0;
    return `${_adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_AGENT_USER */ .g0}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(runner).digest('hex').slice(0, 8)}`;
}


/***/ }),

/***/ 9141:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   finalizeStep: () => (/* binding */ finalizeStep)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6421);
/* harmony import */ var _adapters_github_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7918);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8224);
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4323);
/* harmony import */ var _core_attempt_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5983);
/* harmony import */ var _core_commands_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(586);
/* harmony import */ var _core_git_text_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(8648);
/* harmony import */ var _core_github_text_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(8535);
/* harmony import */ var _core_patch_rules_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8826);
/* harmony import */ var _core_plan_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4115);
/* harmony import */ var _core_prompt_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(9842);
/* harmony import */ var _core_report_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4486);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1733);
/* harmony import */ var _core_task_job_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(5763);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(3280);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(790);
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(3598);




















/**
 * `command: finalize`, the run's one writer (DESIGN.md C6, C7). It runs no code from the
 * repository or the artifacts: it works on git objects through a private index, never a work
 * tree, with hooks and config-driven programs off. In order:
 * 1. records each task job's attempt on its spec branch: the anchors from the schedule job's
 *    matrix, the outcome and gate results from the attempt artifact, and the patch only after
 *    checking what it changes (never the plan, `.github/`, protected paths, `.gitmodules`,
 *    `.gitattributes`, a symlink or a submodule); the plan update is its own minimal edit;
 * 2. rewrites each finished spec to one commit on top of the base, and rebuilds each spec's
 *    pull request whose base moved;
 * 3. opens or updates the pull requests and the blocked-task comments;
 * 4. writes the summary and dispatches the next run when this one moved something.
 * A failed write does not stop the others: the job fails at the end, naming each.
 */
async function finalizeStep(settings) {
    const { ctx, repo, git, octokit } = (0,_context_js__WEBPACK_IMPORTED_MODULE_15__/* .writerFor */ .P)(settings);
    const planFile = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(settings.workspace, settings.planPath);
    const base = await (0,_run_js__WEBPACK_IMPORTED_MODULE_16__.baseBranch)(git, settings);
    const scratch = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(process.env.RUNNER_TEMP ?? (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'ralph-writer-'));
    const w = {
        git,
        ctx,
        settings,
        planFile,
        base,
        protectedPaths: [..._core_patch_rules_js__WEBPACK_IMPORTED_MODULE_9__/* .DEFAULT_PROTECTED_PATHS */ .YX, ...settings.protectedPaths],
        indexFile: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(scratch, 'index'),
    };
    const failures = [];
    /** Runs one write; a failure is logged and remembered, and the next write goes on. */
    const guarded = async (what, fn) => {
        try {
            return await fn();
        }
        catch (err) {
            const message = err instanceof Error ? err.message : String(err);
            failures.push(`${what}: ${message}`);
            _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .error */ .z3(`${what}: ${message}`);
            return undefined;
        }
    };
    try {
        _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .startGroup */ .Oh('Fetch the base and the spec branches');
        await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .fetchBranches */ .r4)(git);
        _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .endGroup */ .N4();
        // 1. Each task job's attempt, on its spec branch.
        const entries = settings.matrix ? (0,_core_task_job_js__WEBPACK_IMPORTED_MODULE_14__/* .parseMatrix */ .z5)(settings.matrix, "The input 'matrix'") : [];
        const attemptsDir = settings.attempts ?? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(process.env.RUNNER_TEMP ?? '', 'ralph', 'attempts');
        const records = [];
        for (const entry of entries) {
            _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .startGroup */ .Oh(`Record ${entry.task} attempt ${entry.attempt} on ${entry.branch}`);
            const line = await guarded(`record ${entry.task} attempt ${entry.attempt} on ${entry.branch}`, () => recordEntry(w, entry, artifactDir(attemptsDir, entry.artifact)));
            if (line) {
                records.push(line);
                _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq(`${line.task}: ${line.outcome} -> ${line.status}${line.note ? ` (${line.note})` : ''}`);
            }
            _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .endGroup */ .N4();
        }
        const view = await (0,_schedule_js__WEBPACK_IMPORTED_MODULE_17__.remotePlanView)(git, settings, base);
        const specs = new Map(view.plan.specs.map((s) => [s.id, s]));
        // 2. and 3. One commit per finished spec on the current base, and its pull request.
        const pulls = [];
        for (const [specId, branch] of view.branches) {
            const spec = specs.get(specId);
            const merged = spec.tasks.every((t) => (0,_core_plan_js__WEBPACK_IMPORTED_MODULE_10__/* .isDone */ .$L)(view.baseStatus.get(t.id)));
            if (merged || !spec.tasks.every((t) => (0,_core_plan_js__WEBPACK_IMPORTED_MODULE_10__/* .isDone */ .$L)(t.status)))
                continue;
            _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .startGroup */ .Oh(`Spec ${specId}: one commit on ${base}, pull request`);
            const done = await guarded(`squash ${branch} onto ${base}`, () => finishSpec(w, spec, branch));
            if (done) {
                _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq(`${branch}: ${done.action} (${done.sha.slice(0, 7)})${done.note ? `: ${done.note}` : ''}`);
                const finished = (await specOnBranch(git, branch, planFile, specId)) ?? spec;
                specs.set(specId, finished);
                const note = done.note;
                const pr = await guarded(`open or update the pull request of ${branch}`, () => (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .upsertPullRequest */ ._b)(octokit, repo, {
                    head: branch,
                    base,
                    title: (0,_core_github_text_js__WEBPACK_IMPORTED_MODULE_18__/* .pullRequestTitle */ .Zr)(finished),
                    body: (0,_core_github_text_js__WEBPACK_IMPORTED_MODULE_18__/* .pullRequestBody */ .NF)(finished, { planFile, autoMerge: settings.autoMerge }) +
                        (note ? `\n\n> [!WARNING]\n> ${note}\n` : ''),
                }));
                if (pr) {
                    pulls.push({
                        spec: specId,
                        number: pr.number,
                        url: pr.url,
                        action: pr.created ? 'opened' : pr.updated ? 'updated' : 'unchanged',
                    });
                    _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq(`Pull request #${pr.number} ${pulls.at(-1).action}: ${pr.url}`);
                }
            }
            _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .endGroup */ .N4();
        }
        // Auto-merge (opt-in): a finished spec's pull request whose checks all passed and that no
        // review holds back is squash-merged, so the specs that depend on it go on.
        const merges = [];
        if (settings.autoMerge && pulls.length > 0)
            await guarded('auto-merge', async () => {
                const open = await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .openSpecPulls */ .a7)(octokit, repo, settings.branchPrefix);
                for (const line of pulls) {
                    const pull = open.find((p) => p.number === line.number);
                    if (!pull)
                        continue;
                    await guarded(`auto-merge #${pull.number}`, async () => {
                        // A writer's review that requests changes holds it back until its follow-up task is
                        // done; anyone else's does not (they are not heard).
                        const spec = specs.get(line.spec);
                        const holding = [];
                        for (const r of await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .changesRequested */ .U_)(octokit, repo, pull.number)) {
                            const task = spec.tasks.find((t) => t.id === (0,_core_commands_js__WEBPACK_IMPORTED_MODULE_8__/* .followUpId */ .y4)(spec, `review-${r.reviewId}`));
                            if (task && (0,_core_plan_js__WEBPACK_IMPORTED_MODULE_10__/* .isDone */ .$L)(task.status))
                                continue;
                            if (await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .collaboratorCanWrite */ .wj)(octokit, repo, r.login))
                                holding.push(r.login);
                        }
                        if (holding.length > 0)
                            return _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq(`#${pull.number} not merged: ${holding.join(', ')} requested changes.`);
                        const checks = await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .checksOf */ .tg)(octokit, repo, pull.headSha);
                        if (checks.state !== 'passed')
                            return _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq(`#${pull.number} not merged: its checks ${checks.state === 'failed' ? `failed (${checks.failed.join(', ')})` : checks.state === 'pending' ? 'still run' : 'have not run'}.`);
                        const sha = await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .squashMerge */ .Gu)(octokit, repo, pull.number, pull.headSha, (0,_core_github_text_js__WEBPACK_IMPORTED_MODULE_18__/* .pullRequestTitle */ .Zr)(specs.get(line.spec)));
                        merges.push({ spec: line.spec, number: pull.number, sha });
                        _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq(`#${pull.number} merged (${sha.slice(0, 7)}): its checks passed.`);
                    });
                }
            });
        // Blocked tasks: one comment each on the spec's tracking issue, updated in place.
        const comments = [];
        const issues = new Map();
        for (const spec of specs.values()) {
            for (const task of spec.tasks) {
                if (task.status !== 'blocked')
                    continue;
                await guarded(`comment on blocked task ${task.id}`, async () => {
                    let issue = spec.issue ?? settings.issueNumber ?? issues.get(spec.id);
                    if (issue === undefined) {
                        issue = await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .ensureTrackingIssue */ .PJ)(octokit, repo, {
                            specId: spec.id,
                            title: (0,_core_github_text_js__WEBPACK_IMPORTED_MODULE_18__/* .trackingIssueTitle */ .N1)(spec),
                            body: (0,_core_github_text_js__WEBPACK_IMPORTED_MODULE_18__/* .trackingIssueBody */ .BN)(spec, { planFile }),
                        });
                        issues.set(spec.id, issue);
                    }
                    const last = (0,_core_plan_js__WEBPACK_IMPORTED_MODULE_10__/* .lastAttempt */ .mh)(task);
                    const c = await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .upsertComment */ .lB)(octokit, repo, issue, (0,_core_github_text_js__WEBPACK_IMPORTED_MODULE_18__/* .blockedMarker */ .nP)(task.id), (0,_core_github_text_js__WEBPACK_IMPORTED_MODULE_18__/* .blockedCommentBody */ .eQ)(spec, task, {
                        runUrl: last?.runUrl,
                        artifact: last?.artifact,
                        branch: view.branches.get(spec.id),
                        planFile,
                    }));
                    comments.push({
                        spec: spec.id,
                        task: task.id,
                        issue,
                        url: c.url,
                        action: c.created ? 'created' : c.updated ? 'updated' : 'unchanged',
                    });
                    _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq(`Blocked ${task.id}: comment ${comments.at(-1).action} on #${issue}`);
                });
            }
        }
        // 4. The next run, when this one moved something and work remains.
        const plan = { ...view.plan, specs: [...specs.values()] };
        const next = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_13__/* .schedule */ ._)(plan, {
            maxAttempts: settings.maxAttempts,
            baseStatus: view.baseStatus,
            branchPrefix: settings.branchPrefix,
        });
        let dispatched = false;
        // Only a run that recorded an attempt dispatches the next: a run that fails before any
        // attempt is recorded must not loop the workflow forever.
        const progressed = records.some((r) => r.status !== 'unchanged') || merges.length > 0;
        if (settings.dispatchNext && next.ready.length > 0) {
            if (!progressed)
                _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .warning */ .$e('Work remains, but no attempt was recorded in this run; not dispatching another run.');
            else {
                const workflow = settings.workflow ?? ctx.workflowFile;
                if (!workflow)
                    _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .warning */ .$e("Work remains, but this run's workflow file is unknown; set the 'workflow' input to dispatch the next run.");
                else
                    dispatched =
                        (await guarded(`dispatch ${workflow} on ${base}`, async () => {
                            await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .dispatchWorkflow */ ["in"])(octokit, repo, workflow, base);
                            _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq(`Dispatched ${workflow} on ${base}: ${next.ready.length} task(s) ready`);
                            return true;
                        })) ?? false;
            }
        }
        _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .setOutput */ .uH('pull-requests', JSON.stringify(pulls));
        // What the attempts this run recorded cost, as their agents reported it.
        const runCost = records.reduce((sum, r) => sum + (r.status === 'unchanged' ? 0 : (r.costUsd ?? 0)), 0);
        _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .setOutput */ .uH('cost-usd', String(Math.round(runCost * 1e6) / 1e6));
        const summary = ['## Ralph: finalize', ''];
        if (records.length > 0)
            summary.push('### Attempts', '', (0,_core_report_js__WEBPACK_IMPORTED_MODULE_12__/* .markdownTable */ .Qj)([
                ['Spec', 'Task', 'Attempt', 'Outcome', 'Status', ''],
                ...records.map((r) => [r.spec, r.task, String(r.attempt), r.outcome, r.status, r.note]),
            ]), '');
        if (pulls.length > 0)
            summary.push('### Pull requests', '', (0,_core_report_js__WEBPACK_IMPORTED_MODULE_12__/* .markdownTable */ .Qj)([
                ['Spec', 'Pull request', ''],
                ...pulls.map((p) => [p.spec, `[#${p.number}](${p.url})`, p.action]),
            ]), '');
        if (merges.length > 0)
            summary.push('### Merged', '', ...merges.map((m) => `- #${m.number} (spec \`${m.spec}\`), ${m.sha.slice(0, 7)}: its checks passed`), '');
        if (comments.length > 0)
            summary.push('### Blocked tasks', '', (0,_core_report_js__WEBPACK_IMPORTED_MODULE_12__/* .markdownTable */ .Qj)([
                ['Spec', 'Task', 'Comment', ''],
                ...comments.map((c) => [c.spec, c.task, `[#${c.issue}](${c.url})`, c.action]),
            ]), '');
        if (failures.length > 0)
            summary.push('### Failed', '', ...failures.map((f) => `- ${f.replace(/\n/g, ' ')}`), '');
        summary.push('### Plan', '', (0,_core_report_js__WEBPACK_IMPORTED_MODULE_12__/* .markdownTable */ .Qj)((0,_core_report_js__WEBPACK_IMPORTED_MODULE_12__/* .statusRows */ .O5)(plan, next, true)), '', ...(runCost > 0 || (0,_core_report_js__WEBPACK_IMPORTED_MODULE_12__/* .showsCost */ .k5)(plan, next)
            ? [`Cost of this run: ${(0,_core_plan_js__WEBPACK_IMPORTED_MODULE_10__/* .formatUsd */ .UK)(runCost)}. ${(0,_core_report_js__WEBPACK_IMPORTED_MODULE_12__/* .budgetLine */ ["in"])(next.budget)}.`, '']
            : []), next.ready.length > 0
            ? `${next.ready.length} task(s) ready for the next run${dispatched ? ' (dispatched)' : ''}.`
            : next.budget.spent
                ? `No task starts another run: ${next.budget.spent}.`
                : 'No task is ready for another run.', '');
        await _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .summary */ .z.addRaw(summary.join('\n')).write();
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(scratch, { recursive: true, force: true });
    }
    if (failures.length > 0)
        throw new Error(`${failures.length} write(s) failed; the others were done:\n${failures.map((f) => `- ${f}`).join('\n')}`);
}
/**
 * Where download-artifact put an artifact: a folder named after it. The schedule job's artifact
 * makes sure there are two or more (a single match would be extracted straight into the path,
 * where one task's artifact could hold a folder named after another's).
 */
function artifactDir(root, name) {
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, _core_task_job_js__WEBPACK_IMPORTED_MODULE_14__/* .ATTEMPT_FILES */ .sQ.report)))
        throw new Error(`${root} holds an attempt report of its own: the artifacts were downloaded without a folder each (is the schedule job's artifact, ${_core_task_job_js__WEBPACK_IMPORTED_MODULE_14__/* .SCHEDULE_ARTIFACT */ .P2}, missing?); nothing is recorded from them.`);
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, name);
}
/** The attempt artifact's report, checked; undefined with the reason when there is none or it is malformed. */
function readReport(dir, entry) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _core_task_job_js__WEBPACK_IMPORTED_MODULE_14__/* .ATTEMPT_FILES */ .sQ.report);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        return {
            problem: 'the task job left no attempt artifact (it failed before its record step, timed out or was cancelled)',
        };
    let value;
    try {
        value = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
    }
    catch (err) {
        return {
            problem: `the attempt artifact's ${_core_task_job_js__WEBPACK_IMPORTED_MODULE_14__/* .ATTEMPT_FILES */ .sQ.report} is not JSON (${err.message})`,
        };
    }
    const r = _core_task_job_js__WEBPACK_IMPORTED_MODULE_14__/* .AttemptReportSchema */ .pr.safeParse(value);
    if (!r.success)
        return {
            problem: `the attempt artifact's ${_core_task_job_js__WEBPACK_IMPORTED_MODULE_14__/* .ATTEMPT_FILES */ .sQ.report} is malformed (${r.error.issues
                .slice(0, 3)
                .map((i) => `${i.path.join('.')}: ${i.message}`)
                .join('; ')})`,
        };
    if (r.data.spec !== entry.spec || r.data.task !== entry.task || r.data.attempt !== entry.attempt)
        return {
            problem: `the attempt artifact is about ${r.data.spec}/${r.data.task} attempt ${r.data.attempt}, not this job's`,
        };
    return { report: r.data };
}
/** The plan at a commit, parsed, with its text. */
async function planAt(w, commit) {
    const text = await w.git.show(commit, w.planFile);
    if (text === undefined)
        throw new Error(`${w.planFile} does not exist at ${commit.slice(0, 7)}.`);
    return { text, plan: (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_5__/* .parsePlanText */ .uo)(text, `${commit.slice(0, 7)}:${w.planFile}`).plan };
}
/**
 * Records one task job's attempt on its spec branch: the commit it started from (the writer
 * makes the same base merge the job made), the patch when the attempt passed and the patch
 * holds, and the plan's record of the attempt, as one commit pushed with a lease.
 */
async function recordEntry(w, entry, dir) {
    const { git } = w;
    const line = (outcome, status, note = '') => ({
        spec: entry.spec,
        task: entry.task,
        attempt: entry.attempt,
        outcome,
        status,
        note,
    });
    let refusedPush;
    for (let round = 1;; round++) {
        // Recorded already (a re-run of this job), by what the branch says, never by the artifact.
        const tip = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .remoteSha */ .fI)(git, entry.branch);
        const recorded = tip ? (0,_core_task_job_js__WEBPACK_IMPORTED_MODULE_14__/* .recordedOnBranch */ .cr)((await planAt(w, tip)).plan, entry) : undefined;
        if (recorded)
            return line('recorded already', 'unchanged', recorded);
        const read = readReport(dir, entry);
        // A task job that stopped before its agent ran (a configuration error, said in its log)
        // costs no attempt; the writer fails, naming it, and the next run tries again.
        if (read.report?.setupError)
            throw new Error(`the task job stopped before the agent ran: ${read.report.setupError}`);
        const report = read.report?.alreadyRecorded ? undefined : read.report;
        const problem = read.report?.alreadyRecorded
            ? `the task job said attempt ${entry.attempt} was recorded, and ${entry.branch} does not record it`
            : read.problem;
        const { sha: start } = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .startCommit */ .eL)(git, {
            start: entry.start,
            baseSha: entry['base-sha'],
            branch: entry.branch,
            base: entry.base,
        });
        const before = await planAt(w, start);
        const found = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_11__/* .findTask */ .VX)(before.plan, entry.task);
        if (!found || found.spec.id !== entry.spec)
            throw new Error(`${w.planFile} at ${start.slice(0, 7)} has no task ${entry.task} in spec ${entry.spec}.`);
        if ((0,_core_plan_js__WEBPACK_IMPORTED_MODULE_10__/* .nextAttemptNumber */ .oH)(found.task) !== entry.attempt)
            throw new Error(`${w.planFile} at ${start.slice(0, 7)} says ${entry.task}'s next attempt is ${(0,_core_plan_js__WEBPACK_IMPORTED_MODULE_10__/* .nextAttemptNumber */ .oH)(found.task)}, the matrix ${entry.attempt}.`);
        // The attempt's change, checked by what git says it changes, never by what the job says.
        const editor = new _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .TreeEditor */ .mQ(git, w.indexFile);
        const problems = [...(report?.claimProblems ?? [])];
        if (refusedPush)
            problems.push(`GitHub refused the push of the attempt's change: ${refusedPush}`);
        let patched = false;
        const claimsPass = report?.agent.outcome === 'done' &&
            problems.length === 0 &&
            !report.gates.some((g) => g.required && !g.passed);
        if (report && claimsPass) {
            try {
                patched = await applyPatch(w, editor, start, dir, report, problems);
            }
            catch (err) {
                problems.push(`the attempt's patch could not be applied: ${err.message.slice(0, 500)}`);
                patched = false;
            }
        }
        if (!patched)
            await editor.read(start);
        const agent = report?.agent ?? {
            outcome: 'crashed',
            reason: problem,
            exitCode: null,
            durationMs: 0,
        };
        const { verdict } = (0,_core_attempt_js__WEBPACK_IMPORTED_MODULE_7__/* .concludeAttempt */ .jp)({
            agent,
            problems,
            gates: report?.gates ?? [],
            expected: before.plan.gates,
        });
        const maxAttempts = w.settings.maxAttempts ?? before.plan.agent?.maxAttempts ?? _core_schedule_js__WEBPACK_IMPORTED_MODULE_13__/* .DEFAULT_MAX_ATTEMPTS */ .Gz;
        const { startedAt, finishedAt, durationMs } = attemptTimes(report);
        const after = structuredClone(before.plan);
        const task = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_11__/* .findTask */ .VX)(after, entry.task).task;
        const status = (0,_core_attempt_js__WEBPACK_IMPORTED_MODULE_7__/* .recordAttempt */ .fh)(task, verdict, {
            startedAt,
            finishedAt,
            durationMs,
            turns: report?.agent.turns,
            inputTokens: report?.agent.inputTokens,
            outputTokens: report?.agent.outputTokens,
            costUsd: report?.agent.costUsd,
            runUrl: w.ctx.runUrl,
            artifact: verdict.outcome === 'passed' || !report ? undefined : entry.artifact,
        }, maxAttempts, (0,_core_plan_js__WEBPACK_IMPORTED_MODULE_10__/* .taskMaxCostUsd */ .TN)(after, task));
        await editor.put(w.planFile, (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_5__/* .editPlanText */ .VS)(before.text, after, `${entry.branch}:${w.planFile}`));
        const commit = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .commitTree */ .SC)(git, await editor.write(), [start], (0,_core_git_text_js__WEBPACK_IMPORTED_MODULE_19__/* .taskCommitMessage */ ._s)(found.spec, found.task, verdict.outcome === 'passed' ? 'complete' : `attempt ${entry.attempt} (${verdict.outcome}) of`));
        // The branch must still be where the job started; a push someone made since is kept.
        const onto = tip && tip !== entry.start ? await replay(w, commit, tip) : commit;
        try {
            if (await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .pushLeased */ .RZ)(git, entry.branch, onto, tip))
                return { ...line(verdict.outcome, status, summaryNote(verdict)), costUsd: report?.agent.costUsd };
        }
        catch (err) {
            // GitHub refused what the change holds (a file over its limits, a push rule): the attempt
            // is recorded as rejected, with the plan's record alone.
            if (!patched)
                throw err;
            refusedPush = err.message.slice(0, 500);
            continue;
        }
        if (round >= 3)
            throw new Error(`${entry.branch} kept moving while Ralph pushed; run the workflow again.`);
        await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .fetchBranches */ .r4)(git, [`+refs/heads/${entry.branch}:refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .REMOTE */ .Bn}/${entry.branch}`]);
    }
}
/** GitHub refuses a file over 100 MB in a push. */
const MAX_FILE_BYTES = 100 * 1024 * 1024;
/**
 * Applies the attempt's patch to the start commit's tree in the private index and checks what
 * git says it changes; pushes the problems it finds. True when the patch holds.
 */
async function applyPatch(w, editor, start, dir, report, problems) {
    await editor.read(start);
    const patchFile = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _core_task_job_js__WEBPACK_IMPORTED_MODULE_14__/* .ATTEMPT_FILES */ .sQ.patch);
    if (!report.patch || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(patchFile) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(patchFile).isFile()) {
        problems.push('the attempt artifact has no patch');
        return false;
    }
    const error = await editor.apply((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(patchFile));
    if (error) {
        problems.push(`the attempt's patch does not apply to its start commit: ${error}`);
        return false;
    }
    const changes = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .treeChanges */ .CJ)(w.git, start, await editor.write());
    const sizes = await blobSizes(w.git, changes.filter((c) => c.newSha && !/^0+$/.test(c.newSha)).map((c) => c.newSha));
    const refused = (0,_core_patch_rules_js__WEBPACK_IMPORTED_MODULE_9__/* .patchRefusals */ .IP)(changes.map((c) => ({ ...c, size: c.newSha ? sizes.get(c.newSha) : undefined })), { planFile: w.planFile, protectedPaths: w.protectedPaths, maxFileBytes: MAX_FILE_BYTES });
    if (changes.length === 0)
        problems.push('the agent claimed done but changed no file');
    problems.push(...refused);
    return refused.length === 0 && changes.length > 0;
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
/** The attempt's times as the report gives them when they are sane, else the writer's clock. */
function attemptTimes(report) {
    const now = Date.now();
    const sane = (iso) => {
        const t = iso ? Date.parse(iso) : Number.NaN;
        // Within the last week and not in the future (a minute's clock skew allowed).
        return Number.isFinite(t) && t <= now + 60_000 && t >= now - 7 * 86_400_000 ? t : undefined;
    };
    const finished = sane(report?.finishedAt) ?? now;
    const started = Math.min(sane(report?.startedAt) ?? finished, finished);
    return {
        startedAt: new Date(started).toISOString(),
        finishedAt: new Date(finished).toISOString(),
        durationMs: finished - started,
    };
}
function summaryNote(verdict) {
    return verdict.outcome === 'passed' ? '' : (verdict.summary.split('\n')[0] ?? '').slice(0, 200);
}
/** `commit` (made on `start`) replayed onto `tip`, which moved since: a three-way merge of its change. */
async function replay(w, commit, tip) {
    const m = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .mergeTrees */ .Md)(w.git, tip, commit);
    if (m.tree === undefined)
        throw new Error(`the spec branch moved since the task job started, and the attempt conflicts with it in ${m.conflicts.join(', ')}`);
    const message = (await w.git.exec(['show', '-s', '--format=%B', commit])).stdout;
    return (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .commitTree */ .SC)(w.git, m.tree, [tip], message);
}
/**
 * A finished spec as one commit on the base's tip: the spec's tree (merged with the base when
 * the base moved on), the plan's spec marked completed with each task's commit, and the spec's
 * progress file. A branch that already is that commit on the current base is left as it is; one
 * on an older base is rebuilt on the new one. What cannot be put on the base without a conflict
 * stays on the fork point, and the note says so on the pull request.
 */
async function finishSpec(w, spec, branch) {
    const { git } = w;
    const tip = (await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .remoteSha */ .fI)(git, branch));
    const baseTip = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .remoteSha */ .fI)(git, w.base);
    if (!baseTip)
        throw new Error(`${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .REMOTE */ .Bn}/${w.base} is not in this checkout; check out with fetch-depth: 0.`);
    const single = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .oneSpecCommit */ .TB)(git, tip, spec.id);
    if (single) {
        if (single.parent === baseTip)
            return { sha: tip, action: 'unchanged' };
        if (await git.try(['merge-base', '--is-ancestor', baseTip, tip]))
            return { sha: tip, action: 'unchanged' };
        // The base moved under an open pull request: the same change on the new base.
        const m = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .mergeTrees */ .Md)(git, baseTip, tip);
        if (m.tree === undefined)
            return {
                sha: tip,
                action: 'unchanged',
                note: `This branch cannot be rebuilt on the current ${w.base} without a conflict in ${m.conflicts.join(', ')}. Merge ${w.base} into ${branch} and resolve it.`,
            };
        const sha = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .commitTree */ .SC)(git, m.tree, [baseTip], single.message);
        if (!(await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .pushLeased */ .RZ)(git, branch, sha, tip)))
            throw new Error(`${branch} moved while Ralph rebuilt it.`);
        return { sha, action: 'rebuilt' };
    }
    const forkPoint = await git.out(['merge-base', baseTip, tip]);
    const taskCommits = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .taskCommitsBetween */ .m1)(git, forkPoint, tip);
    let parent = baseTip;
    let tree;
    let note;
    if (await git.try(['merge-base', '--is-ancestor', baseTip, tip]))
        tree = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .treeOf */ .g7)(git, tip);
    else {
        const m = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .mergeTrees */ .Md)(git, tip, baseTip);
        if (m.tree !== undefined)
            tree = m.tree;
        else {
            parent = forkPoint;
            tree = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .treeOf */ .g7)(git, tip);
            note = `This spec's commit could not be put on the current ${w.base} without a conflict in ${m.conflicts.join(', ')}; it is on ${forkPoint.slice(0, 7)}. Merge ${w.base} into ${branch} and resolve it.`;
        }
    }
    const before = await planAt(w, tip);
    const after = structuredClone(before.plan);
    const s = after.specs.find((x) => x.id === spec.id);
    s.status = 'completed';
    for (const t of s.tasks)
        if (!t.commit && taskCommits.has(t.id))
            t.commit = taskCommits.get(t.id);
    const editor = new _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .TreeEditor */ .mQ(git, w.indexFile);
    await editor.read(tree);
    await editor.put(w.planFile, (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_5__/* .editPlanText */ .VS)(before.text, after, `${branch}:${w.planFile}`));
    await editor.put((0,_core_git_text_js__WEBPACK_IMPORTED_MODULE_19__/* .progressPath */ .T3)(spec.id), (0,_core_git_text_js__WEBPACK_IMPORTED_MODULE_19__/* .progressEntry */ .su)(s, new Date().toISOString()));
    const sha = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .commitTree */ .SC)(git, await editor.write(), [parent], (0,_core_git_text_js__WEBPACK_IMPORTED_MODULE_19__/* .specCommitMessage */ ._7)(s));
    if (!(await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .pushLeased */ .RZ)(git, branch, sha, tip)))
        throw new Error(`${branch} moved while Ralph squashed it.`);
    return { sha, action: 'squashed', note };
}
/** The spec's entry as the pushed branch has it. */
async function specOnBranch(git, branch, planFile, specId) {
    const text = await git.show(`refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .REMOTE */ .Bn}/${branch}`, planFile);
    return text === undefined
        ? undefined
        : (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_5__/* .parsePlanText */ .uo)(text, `${branch}:${planFile}`).plan.specs.find((s) => s.id === specId);
}


/***/ }),

/***/ 7428:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $k: () => (/* binding */ readAgentState),
/* harmony export */   Lf: () => (/* binding */ readTaskState),
/* harmony export */   RC: () => (/* binding */ gatesInput),
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2311);
/* harmony import */ var _core_plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4115);
// What the steps of one task job hand each other, as files under $RUNNER_TEMP/ralph/: `run`
// writes the task and the agent's result; each `gate` step writes its result; `record` reads
// them all and writes the attempt artifact. Files, because each step is its own process. The
// agent's code could rewrite them (on a runner without the agent user): they decide nothing
// beyond this attempt's own report, which the writer job treats as untrusted anyway; what
// decides where work goes comes from the schedule job's matrix entry.




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
    // Ralph's own: nobody else on the runner (the agent user) may read or change it.
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, '..'), { recursive: true, mode: 0o700 });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, `${JSON.stringify(value, null, 2)}\n`);
}
const paths = (dir = stateDir()) => ({
    dir,
    task: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'task.json'),
    agent: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'agent.json'),
    prompt: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'prompt.md'),
    transcript: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'transcript.log'),
    gates: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'gates'),
    /** The attempt artifact's folder: what the upload step sends to the writer job. */
    attempt: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'attempt'),
    /** The previous attempt's artifact, downloaded by the workflow. */
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
/** The `gates` input: the plan's gates as the schedule job read them (its `gates` output). */
function gatesInput(text, command) {
    if (text === undefined)
        throw new Error(`The '${command}' command needs the input 'gates': \`\${{ needs.schedule.outputs.gates }}\`, the gate commands as the schedule job read them from the plan (never from a file the agent could change). \`ralph init --check\` shows the workflow change.`);
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (err) {
        throw new Error(`The input 'gates' is not JSON (${err.message}).`);
    }
    const r = zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(_core_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .GateSchema */ .ZM).safeParse(value);
    if (!r.success)
        throw new Error(`The input 'gates' is not a list of gates: ${r.error.issues.map((i) => `[${i.path.join('.')}] ${i.message}`).join('; ')}.`);
    return r.data;
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
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6421);
/* harmony import */ var _adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8288);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6689);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8224);
/* harmony import */ var _adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(526);
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4323);
/* harmony import */ var _core_plan_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4115);
/* harmony import */ var _core_prompt_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9842);
/* harmony import */ var _core_retry_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8216);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1733);
/* harmony import */ var _core_task_job_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5763);
/* harmony import */ var _engine_agent_env_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(3188);
/* harmony import */ var _engine_attempt_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4638);
/* harmony import */ var _engine_claim_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(8111);
/* harmony import */ var _agent_user_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(7972);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(3280);
/* harmony import */ var _job_state_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(7428);


















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
    const ctx = (0,_context_js__WEBPACK_IMPORTED_MODULE_15__/* .runContext */ .p)();
    const git = new _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .Git */ .TU(settings.workspace);
    const planFile = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(settings.workspace, settings.planPath);
    const p = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_16__/* .paths */ .f0)();
    const startedAt = new Date().toISOString();
    const protectedPaths = [..._engine_claim_js__WEBPACK_IMPORTED_MODULE_13__/* .DEFAULT_PROTECTED_PATHS */ .YX, ...settings.protectedPaths];
    const already = await recordedAlready(git, entry, planFile);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .startGroup */ .Oh(`Spec branch ${entry.branch}`);
    const { sha: startSha, merged } = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .startCommit */ .eL)(git, {
        start: entry.start,
        baseSha: entry['base-sha'],
        branch: entry.branch,
        base: entry.base,
    });
    await git.exec(['checkout', '--quiet', '-B', entry.branch, startSha]);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`${entry.branch} at ${startSha.slice(0, 7)}${merged ? ` (${entry.base} ${entry['base-sha'].slice(0, 7)} merged in)` : ''}`);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .endGroup */ .N4();
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
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .notice */ .lm(`Nothing to run: ${already}.`);
        (0,_job_state_js__WEBPACK_IMPORTED_MODULE_16__/* .writeTaskState */ .Y6)({ ...state, alreadyRecorded: already });
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('outcome', 'recorded');
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
        ? ((0,_adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_5__/* .readRetryFile */ .L0)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(p.previous, 'retry'), entry.task, entry.attempt - 1) ??
            (0,_core_retry_js__WEBPACK_IMPORTED_MODULE_9__/* .retryFromAttempt */ .cc)(plan, task))
        : undefined;
    // A configuration error stops the step before the task state is written: `record` then
    // reports a setup error, and the writer records no attempt.
    const providerName = settings.agent ?? plan.agent?.provider ?? 'claude';
    const provider = (0,_adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_2__/* .getProvider */ .sO)(providerName);
    const userCommand = settings.agentCommand ?? plan.agent?.command;
    if (providerName === 'command' && !userCommand)
        throw new Error("The 'command' agent needs the 'agent-command' input (or agent.command in the plan).");
    // So is a CLI that is not installed: said once, with how to install it.
    (0,_adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_2__/* .checkAgentInstalled */ .og)(provider, { ...process.env, ...plan.agent?.env });
    const runAs = await (0,_agent_user_js__WEBPACK_IMPORTED_MODULE_14__/* .agentUserFor */ .A)(settings);
    const changedBefore = new Set(await git.changedPaths());
    (0,_job_state_js__WEBPACK_IMPORTED_MODULE_16__/* .writeTaskState */ .Y6)({ ...state, changedBefore: [...changedBefore] });
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .startGroup */ .Oh(`Agent ${providerName}: ${entry.task} attempt ${entry.attempt} (${limits.complexity}: ${limits.maxTurns} turns, ${limits.timeoutMinutes} min${runAs ? `, as ${runAs.name}` : ''})`);
    const full = settings.transcript === 'full';
    const excerpt = [];
    let shown = 0;
    if (!full)
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq("The agent's output is in the attempt artifact; the log shows its last lines (input 'transcript: full' prints all of it).");
    const run = await (0,_engine_attempt_js__WEBPACK_IMPORTED_MODULE_12__/* .runAttemptAgent */ .EX)(git, {
        root: settings.workspace,
        plan,
        planPath: settings.planPath,
        planFile,
        taskId: entry.task,
        outputArtifacts: task.outputArtifacts ?? [],
        retry,
        provider,
        userCommand,
        model: settings.model ?? plan.agent?.model,
        maxTurns: limits.maxTurns,
        timeoutMs: limits.timeoutMinutes * 60_000,
        workDir: p.dir,
        transcriptPath: p.transcript,
        env: (0,_engine_agent_env_js__WEBPACK_IMPORTED_MODULE_17__/* .agentEnv */ .b)(process.env, { spec: entry.spec, task: entry.task, attempt: entry.attempt }),
        // The log shows the agent as a person reads it: all of it, or its last lines.
        onLine: (line) => {
            if (full)
                _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(line);
            else {
                excerpt.push(line);
                if (excerpt.length > EXCERPT_LINES)
                    excerpt.shift();
                shown++;
            }
        },
        // What the CLI cannot be held to, said before it starts.
        onWarning: (text) => _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(text),
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
    });
    if (!full)
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`${shown > excerpt.length ? `… ${shown - excerpt.length} earlier line(s); the whole transcript is in the attempt artifact\n` : ''}${excerpt.join('\n') || '(the agent printed nothing)'}`);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .endGroup */ .N4();
    for (const note of run.notes)
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .notice */ .lm(note);
    for (const problem of run.problems)
        _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .warning */ .$e(problem);
    const { agent } = run;
    (0,_job_state_js__WEBPACK_IMPORTED_MODULE_16__/* .writeAgentState */ .ws)({
        outcome: agent.outcome,
        reason: agent.reason,
        interrupted: agent.interrupted,
        exitCode: agent.exitCode,
        durationMs: agent.durationMs,
        turns: agent.turns,
        inputTokens: agent.inputTokens,
        outputTokens: agent.outputTokens,
        costUsd: agent.costUsd,
        claimProblems: run.problems,
        changed: run.changed,
        transcriptTail: agent.tail.slice(-_core_retry_js__WEBPACK_IMPORTED_MODULE_9__/* .RETRY_TRANSCRIPT_TAIL */ .zm),
        transcriptPath: p.transcript,
    });
    // Gates only run on a done claim that holds.
    const outcome = agent.outcome === 'done' && run.problems.length > 0 ? 'rejected' : agent.outcome;
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('outcome', outcome);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`Agent outcome: ${outcome}${agent.reason ? ` (${agent.reason})` : ''}; ${run.changed.length} file(s) changed; ${Math.round(agent.durationMs / 1000)}s`);
    await _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .summary */ .z
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

/***/ 3598:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   remotePlanView: () => (/* binding */ remotePlanView),
/* harmony export */   scheduleStep: () => (/* binding */ scheduleStep)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6421);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6689);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8224);
/* harmony import */ var _adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2);
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4323);
/* harmony import */ var _core_report_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4486);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1733);









/** The base branch's plan (as the remote has it, else HEAD's) with the remote's spec branches over it. */
async function remotePlanView(git, settings, base) {
    const planFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(settings.workspace, settings.planPath);
    const remoteBase = `refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .REMOTE */ .Bn}/${base}`;
    const ref = (await git.revParse(remoteBase)) ? remoteBase : 'HEAD';
    const baseText = await git.show(ref, planFile);
    if (baseText === undefined)
        throw new Error(`${planFile} does not exist on ${base}.`);
    return (0,_adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_5__/* .readPlanView */ .z)(git, {
        planFile,
        baseText,
        baseName: `${base}:${planFile}`,
        refs: `refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .REMOTE */ .Bn}/`,
        branchPrefix: settings.branchPrefix,
    });
}
/**
 * `command: schedule`: the matrix of ready tasks with each job's anchors (DESIGN.md C7: the
 * commit it starts from, the base tip it merges in, the artifact it uploads), the plan's gates
 * (`gates`: the only commands gate steps run), `has-work`, `ready-count`, and a summary. In a git
 * checkout the plan is read from the base branch and each spec branch on the remote, so
 * progress recorded on spec branches counts; elsewhere, from the plan file as it is.
 */
async function scheduleStep(settings) {
    const git = new _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .Git */ .TU(settings.workspace);
    let view;
    let base;
    let baseSha;
    const tips = new Map();
    if (await git.try(['rev-parse', '--git-dir'])) {
        base = settings.baseBranch ?? (await git.currentBranch()) ?? 'HEAD';
        const v = await remotePlanView(git, settings, base);
        if (v.branches.size > 0)
            _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Progress read from spec branches: ${[...v.branches.values()].join(', ')}`);
        view = v;
        baseSha = (await git.revParse(`refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .REMOTE */ .Bn}/${base}`)) ?? (await git.revParse('HEAD'));
        for (const branch of v.branches.values()) {
            const tip = await git.revParse(`refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .REMOTE */ .Bn}/${branch}`);
            if (tip)
                tips.set(branch, tip);
        }
    }
    else
        view = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_4__/* .loadPlan */ .Yq)(settings.planPath);
    const s = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_8__/* .schedule */ ._)(view.plan, {
        spec: settings.specId,
        task: settings.taskId,
        maxParallel: settings.maxParallel || undefined,
        maxAttempts: settings.maxAttempts,
        branchPrefix: settings.branchPrefix,
        baseStatus: view.baseStatus,
    });
    // The plan's budget (DESIGN.md C13): once its recorded cost reaches it, nothing starts.
    if (s.budget.spent)
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`Nothing starts: ${s.budget.spent} (budget.maxCostUsd in ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(settings.workspace, settings.planPath)}).`);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .startGroup */ .Oh(`Ready tasks: ${s.ready.length}`);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(s.ready.length > 0 ? (0,_core_report_js__WEBPACK_IMPORTED_MODULE_7__/* .textTable */ .ed)((0,_core_report_js__WEBPACK_IMPORTED_MODULE_7__/* .readyRows */ .t0)(s.ready)) : 'none');
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .endGroup */ .N4();
    let ready = settings.dryRun ? [] : s.ready;
    // A spec branch that cannot take the base's new commits without a conflict would run its
    // task without them: it waits, and a person resolves it on the branch.
    if (baseSha) {
        const conflicted = new Set();
        for (const r of ready) {
            const tip = tips.get(r.branch);
            if (tip && (await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .mergeConflicts */ .C3)(git, tip, baseSha)).length > 0)
                conflicted.add(r.branch);
        }
        for (const branch of conflicted)
            _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`${branch} conflicts with ${base} (${(await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .mergeConflicts */ .C3)(git, tips.get(branch), baseSha)).join(', ')}); its task waits. Merge ${base} into ${branch} and resolve the conflict.`);
        ready = ready.filter((r) => !conflicted.has(r.branch));
    }
    const matrix = JSON.stringify((0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_8__/* .toMatrix */ .D3)(ready, { base, baseSha, tips }));
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('matrix', matrix);
    // The schedule job's artifact (the workflow uploads it): the matrix as scheduled.
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(process.env.RUNNER_TEMP ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(settings.workspace, '.ralph'), 'ralph', 'schedule');
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir, { recursive: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'matrix.json'), `${matrix}\n`);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('gates', JSON.stringify(view.plan.gates ?? []));
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('has-work', ready.length > 0 ? 'true' : 'false');
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH('ready-count', String(s.ready.length));
    await _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .summary */ .z
        .addRaw(`${settings.dryRun ? '_Dry run: nothing runs._\n\n' : ''}${(0,_core_report_js__WEBPACK_IMPORTED_MODULE_7__/* .scheduleSummary */ .Mj)(view.plan, s)}`)
        .write();
}


/***/ }),

/***/ 2:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* binding */ localPlanView),
  z: () => (/* binding */ readPlanView)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/core/merge.js
var merge = __webpack_require__(4194);
;// CONCATENATED MODULE: ./build/core/branches.js
// The plan as a workflow run sees it: the base branch's plan, with each spec's task state
// taken from that spec's branch when the branch exists (progress travels on the spec branch).

function overlaySpecBranches(base, branchPlans) {
    const baseStatus = new Map();
    for (const spec of base.specs)
        for (const task of spec.tasks)
            baseStatus.set(task.id, task.status);
    const fromBranch = new Set();
    const specs = base.specs.map((spec) => {
        const branchSpec = branchPlans.get(spec.id)?.specs.find((s) => s.id === spec.id);
        if (!branchSpec)
            return spec;
        fromBranch.add(spec.id);
        // Task state from the branch; what the base added or reworded since the branch began, from
        // the base (a task added to the spec on the base must not stay hidden behind an old branch).
        return (0,merge/* mergePlans */.J)({ specs: [branchSpec] }, { specs: [spec] }).plan.specs[0];
    });
    return { plan: { ...base, specs }, baseStatus, fromBranch };
}

// EXTERNAL MODULE: ./build/adapters/git.js
var adapters_git = __webpack_require__(6689);
// EXTERNAL MODULE: ./build/adapters/plan-file.js + 1 modules
var plan_file = __webpack_require__(8224);
// EXTERNAL MODULE: ./build/adapters/project-root.js
var project_root = __webpack_require__(2757);
;// CONCATENATED MODULE: ./build/adapters/plan-view.js
// The plan as a run sees it: the base branch's plan with each spec's entry taken from that
// spec's branch when the branch exists (DESIGN.md C6: progress travels on the spec branch).
// In a workflow the branches are the remote's (`refs/remotes/origin/`); locally, the
// repository's own (`refs/heads/`).






async function readPlanView(git, opts) {
    const base = opts.base ?? (0,plan_file/* parsePlanText */.uo)(opts.baseText, opts.baseName).plan;
    const refs = await git.out(['for-each-ref', '--format=%(refname)', `${opts.refs}${opts.branchPrefix}`]);
    const branches = new Map();
    const branchPlans = new Map();
    for (const ref of refs.split('\n').filter(Boolean)) {
        const branch = ref.slice(opts.refs.length);
        const specId = branch.slice(opts.branchPrefix.length);
        if (branch === opts.skip || !base.specs.some((s) => s.id === specId))
            continue;
        const text = await git.show(ref, opts.planFile);
        if (text === undefined)
            continue;
        branches.set(specId, branch);
        branchPlans.set(specId, (0,plan_file/* parsePlanText */.uo)(text, `${branch}:${opts.planFile}`).plan);
    }
    return { ...overlaySpecBranches(base, branchPlans), branches };
}
/**
 * `ralph status` and `ralph next` in a repository: the plan file as it is in the work tree,
 * with the entries of specs that have a local spec branch taken from there. Outside a git
 * repository (no `.git` beside the plan or above it), just the plan file: no git process.
 */
async function localPlanView(planPath, plan, branchPrefix) {
    const dir = (0,external_node_path_.dirname)(planPath);
    if (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)((0,project_root/* findProjectRoot */.pj)(dir), '.git')))
        return undefined;
    const git = new adapters_git/* Git */.TU(dir);
    const current = await git.currentBranch();
    if (current === undefined && !(await git.try(['rev-parse', '--verify', '--quiet', 'HEAD'])))
        return undefined;
    const view = await readPlanView(git, {
        planFile: `./${(0,external_node_path_.basename)(planPath)}`,
        baseText: '',
        base: plan,
        baseName: planPath,
        refs: 'refs/heads/',
        branchPrefix,
        skip: current,
    });
    return view.branches.size > 0 ? view : undefined;
}


/***/ }),

/***/ 2757:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PC: () => (/* binding */ resolvePlanPath),
/* harmony export */   pj: () => (/* binding */ findProjectRoot)
/* harmony export */ });
/* unused harmony export ROOT_MARKERS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
// Finding the project a command works on: the nearest directory, walking up from the
// current one, that holds a project marker (DESIGN.md C9).


const ROOT_MARKERS = ['.git', 'package.json', 'Cargo.toml', 'go.mod', 'pyproject.toml', 'mix.exs'];
/** The nearest ancestor of `from` (itself included) holding a marker, else `from`. */
function findProjectRoot(from) {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(from);
    for (;;) {
        if (ROOT_MARKERS.some((m) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, m))))
            return dir;
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (parent === dir)
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(from);
        dir = parent;
    }
}
/** The plan path: `--plan` as given (relative to cwd), else `implementation.json` at the project root. */
function resolvePlanPath(cwd, planOption) {
    if (planOption)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, planOption);
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(findProjectRoot(cwd), 'implementation.json');
}


/***/ }),

/***/ 5983:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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


/***/ }),

/***/ 586:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Co: () => (/* binding */ skipTaskState),
/* harmony export */   Qd: () => (/* binding */ CommandError),
/* harmony export */   RM: () => (/* binding */ parseCommand),
/* harmony export */   Rl: () => (/* binding */ replyBody),
/* harmony export */   VZ: () => (/* binding */ applyTaskCommand),
/* harmony export */   Z0: () => (/* binding */ canRetry),
/* harmony export */   eS: () => (/* binding */ addFollowUp),
/* harmony export */   hQ: () => (/* binding */ handledSources),
/* harmony export */   hy: () => (/* binding */ notHeardText),
/* harmony export */   pC: () => (/* binding */ retryTaskState),
/* harmony export */   qj: () => (/* binding */ canSkip),
/* harmony export */   u_: () => (/* binding */ USAGE),
/* harmony export */   y4: () => (/* binding */ followUpId)
/* harmony export */ });
/* unused harmony export replyMarker */
/* harmony import */ var _prompt_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9842);
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1733);
// What people say to Ralph on GitHub (DESIGN.md C12), as data: `/ralph` commands on a tracking
// issue or a spec pull request, and reviews that request changes. Parsing, the change each makes
// to the plan and the words of each reply are pure; the action's `commands` step reads them from
// GitHub, decides who is heard, writes the plan on the spec branch and posts the replies.


const USAGE = [
    '`/ralph retry TASK [answer]`: the answer goes to the next attempt, the retry budget starts again',
    '`/ralph skip TASK [reason]`',
    '`/ralph status`: the plan as a table',
    'on a spec pull request, `/ralph <what to change>`: a follow-up task of the spec',
];
/**
 * The command in a comment: its first non-empty line starts with `/ralph`; undefined when it
 * does not (a plain comment, which Ralph does not answer). What follows the task id, on that
 * line and the lines after it, is the answer or reason.
 */
function parseCommand(body, place) {
    const text = body.replace(/\r\n/g, '\n').trim();
    const m = /^\/ralph(?:[ \t]+([\s\S]*))?$/.exec(text);
    if (!m)
        return undefined;
    const rest = (m[1] ?? '').trim();
    const [word = '', ...more] = rest.split(/[ \t\n]+/);
    const afterWord = rest.slice(word.length).trim();
    switch (word.toLowerCase()) {
        case '':
            return { kind: 'malformed', why: 'the command is empty' };
        case 'status':
            return more.length === 0
                ? { kind: 'status' }
                : { kind: 'malformed', why: '`status` takes nothing after it' };
        case 'retry':
        case 'skip': {
            const task = afterWord.split(/[ \t\n]+/)[0] ?? '';
            if (!task)
                return { kind: 'malformed', why: `\`${word.toLowerCase()}\` needs a task id` };
            const kind = word.toLowerCase();
            return { kind, task, text: afterWord.slice(task.length).trim() };
        }
        default:
            if (place.kind === 'pull')
                return { kind: 'change', text: rest };
            return { kind: 'malformed', why: `\`${word}\` is not a command here` };
    }
}
/** The follow-up task's id: stable for one review or comment, safe as a file name and argument. */
function followUpId(spec, source) {
    return `${spec.id}-${source}`.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 100);
}
const firstLine = (s) => s.trim().split('\n', 1)[0].slice(0, 120);
/**
 * Adds the follow-up task of a change request to the spec (open again), unless it is there.
 * Returns the task, or undefined when it existed already (handled before).
 */
function addFollowUp(plan, specId, req) {
    const spec = plan.specs.find((s) => s.id === specId);
    if (!spec)
        throw new CommandError(`no spec "${specId}" in the plan`);
    const id = followUpId(spec, req.source);
    if (spec.tasks.some((t) => t.id === id))
        return undefined;
    const files = [...new Set(req.comments.map((c) => c.path))];
    const task = {
        id,
        title: `Review by ${req.author}: ${firstLine(req.body) || 'inline comments'}`,
        description: `Address the review of the pull request by ${req.author}${req.body.trim() ? `: ${req.body.trim()}` : '.'}`,
        status: 'pending',
        provenance: 'human',
        acceptanceCriteria: ['Every point of the review and of its inline comments is addressed'],
        ...(files.length > 0 ? { contextFiles: files } : {}),
        comments: [
            ...(req.body.trim() ? [{ author: req.author, body: req.body.trim(), created: req.created }] : []),
            ...req.comments.map((c) => ({
                author: c.author,
                body: `${c.path}${c.line ? `:${c.line}` : ''}: ${c.body.trim()}`,
                created: c.created ?? req.created,
            })),
        ],
    };
    spec.tasks.push(task);
    // The spec is open again: its pull request waits for the task, then is one commit again.
    delete spec.status;
    return task;
}
/** A task `retry` may act on: one that is blocked or failed. */
const canRetry = (status) => status === 'blocked' || status === 'failed';
/** A task `skip` may act on: one not finished already. */
const canSkip = (status) => status !== 'completed' && status !== 'skipped';
/**
 * `retry`, on the plan, wherever it is asked (a /ralph comment, `ralph retry`): the task is
 * pending again with a fresh retry budget, and the person's words become a comment on it,
 * which its next prompt shows. True when the budget had counted attempts.
 */
function retryTaskState(task, comment) {
    task.status = 'pending';
    delete task.blockedReason;
    delete task.startedAt;
    delete task.completedAt;
    const reset = (0,_schedule_js__WEBPACK_IMPORTED_MODULE_1__/* .resetRetryBudget */ .$U)(task);
    if (comment?.body.trim())
        task.comments = [...(task.comments ?? []), comment];
    return reset;
}
/** `skip`, wherever it is asked: the task is skipped, what depends on it goes ahead. */
function skipTaskState(task, comment) {
    task.status = 'skipped';
    delete task.blockedReason;
    delete task.startedAt;
    delete task.completedAt;
    if (comment?.body.trim())
        task.comments = [...(task.comments ?? []), comment];
}
/** A mistake in a command that the reply explains; nothing is changed. */
class CommandError extends Error {
    name = 'CommandError';
}
/**
 * Applies `/ralph retry` or `/ralph skip` to the plan. Throws CommandError (an unknown task, a
 * task of another spec than the pull request's, a task that is not blocked or failed) with
 * the words of the reply.
 */
function applyTaskCommand(plan, command, by) {
    const found = (0,_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .findTask */ .VX)(plan, command.task);
    if (!found) {
        const spec = by.place.spec ? plan.specs.find((s) => s.id === by.place.spec) : undefined;
        const known = (spec ? spec.tasks : plan.specs.flatMap((s) => s.tasks)).map((t) => `\`${t.id}\``);
        throw new CommandError(`there is no task \`${command.task}\`${spec ? ` in spec \`${spec.id}\`` : ''}; its tasks are ${known.slice(0, 20).join(', ')}${known.length > 20 ? ', ...' : ''}`);
    }
    const { spec, task } = found;
    if (by.place.spec && by.place.spec !== spec.id)
        throw new CommandError(`\`${task.id}\` is a task of spec \`${spec.id}\`, not of \`${by.place.spec}\`, which this ${by.place.kind === 'pull' ? 'pull request' : 'issue'} is about`);
    const from = task.status;
    const comment = { author: by.author, body: command.text, created: by.created };
    if (command.kind === 'retry') {
        if (!canRetry(from))
            throw new CommandError(`\`${task.id}\` is ${from}; only a blocked or failed task can be retried`);
        retryTaskState(task, comment);
    }
    else {
        if (!canSkip(from))
            throw new CommandError(`\`${task.id}\` is ${from} already`);
        skipTaskState(task, comment);
    }
    return { spec, task, from, to: task.status };
}
/** The hidden marker of Ralph's reply to one command: how a later run knows it was handled. */
function replyMarker(source) {
    return `<!-- ralph:reply:${source} -->`;
}
/**
 * The commands Ralph's replies say were handled: a reply starts with its marker (a comment
 * that merely quotes one, a blocked-task comment quoting an agent, say, does not count).
 */
function handledSources(bodies) {
    const out = new Set();
    for (const body of bodies) {
        const m = /^<!-- ralph:reply:([\w.-]+) -->/.exec(body.trimStart());
        if (m)
            out.add(m[1]);
    }
    return out;
}
/** A reply: the marker, what happened, and the run that did it. */
function replyBody(source, text, runUrl) {
    return `${replyMarker(source)}\n${text}${runUrl ? `\n\n<sub>[Ralph's run](${runUrl})</sub>` : ''}\n`;
}
/** The one reply to someone without write access (no @-mention: Ralph's texts notify nobody). */
function notHeardText(author) {
    return `Ralph acts only on commands from people with write access to this repository, and ${author} has none here; nothing was done.`;
}


/***/ }),

/***/ 8648:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T3: () => (/* binding */ progressPath),
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
/**
 * Where a finished spec's progress entry goes: a file of its own, `progress/<spec-id>.md`. One
 * shared PROGRESS.md that every spec appends to cannot work: GitHub's merge button ignores
 * merge drivers, so two spec pull requests appending at the same place always conflict.
 */
function progressPath(specId) {
    return `progress/${specId}.md`;
}
/** The progress entry written when a spec's last task completes. */
function progressEntry(spec, finishedAt) {
    const lines = [`# ${spec.name ?? spec.id} (\`${spec.id}\`)`, '', `Completed ${finishedAt}.`, ''];
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

/***/ 4194:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ mergePlans)
/* harmony export */ });
/* unused harmony export weave */
const TASK_RULES = {
    authoritative: new Set([
        'title',
        'description',
        'acceptanceCriteria',
        'dependsOn',
        'discipline',
        'feature',
        'contextFiles',
        'outputArtifacts',
        'hints',
    ]),
    override: new Set(['complexity', 'estimatedTurns']),
    state: new Set([
        'status',
        'comments',
        'attempts',
        'retryBudgetFrom',
        'startedAt',
        'blockedReason',
        'completedAt',
        'durationMs',
        'commit',
    ]),
};
const SPEC_RULES = {
    authoritative: new Set(['file', 'name', 'context', 'acceptanceCriteria']),
    override: new Set(['priority', 'tasks']),
    state: new Set(['status', 'issue']),
};
/** Shared sections matched by `name`: incoming values win, keys only the existing entry has stay. */
const NAMED_SECTIONS = ['gates', 'disciplines', 'features'];
/**
 * Merges `incoming` into `existing` (pure: neither argument is changed). Existing specs and
 * tasks keep their ids, statuses, attempts, comments, timings and unknown keys, and their keys
 * keep their order; descriptive fields take the incoming values; new specs and tasks are added.
 * Order follows the incoming plan; an existing spec or task it does not mention stays after
 * the one it followed. A task may move to another spec and keeps its state. Specs the incoming
 * plan does not have at all are left alone (an import covers only what its source knows).
 */
function mergePlans(existing, incoming, opts = {}) {
    const inc = structuredClone(incoming);
    if (!existing) {
        return { plan: inc, added: inc.specs.flatMap((s) => s.tasks.map((t) => t.id)), kept: [], removed: [] };
    }
    const ex = structuredClone(existing);
    const added = [];
    const kept = [];
    const removed = [];
    const incomingTaskIds = new Set(inc.specs.flatMap((s) => s.tasks.map((t) => t.id)));
    const existingTasks = new Map();
    for (const spec of ex.specs)
        for (const task of spec.tasks)
            existingTasks.set(task.id, task);
    const existingSpecs = new Map(ex.specs.map((s) => [s.id, s]));
    const merged = new Map();
    for (const spec of inc.specs) {
        const tasks = new Map();
        for (const task of spec.tasks) {
            const prev = existingTasks.get(task.id);
            if (prev)
                kept.push(task.id);
            else
                added.push(task.id);
            tasks.set(task.id, prev ? mergeObject(prev, task, TASK_RULES) : task);
        }
        const old = existingSpecs.get(spec.id);
        if (!old) {
            merged.set(spec.id, { ...spec, tasks: [...tasks.values()] });
            continue;
        }
        // Tasks that left this spec for another one are not "removed": they moved.
        const gone = old.tasks.filter((t) => !incomingTaskIds.has(t.id));
        removed.push(...gone.map((t) => t.id));
        if (!opts.prune)
            for (const t of gone)
                tasks.set(t.id, t);
        const order = weave(old.tasks.map((t) => t.id).filter((id) => tasks.has(id)), spec.tasks.map((t) => t.id));
        merged.set(spec.id, mergeObject(old, { ...spec, tasks: order.map((id) => tasks.get(id)) }, SPEC_RULES));
    }
    for (const spec of ex.specs) {
        if (merged.has(spec.id))
            continue;
        merged.set(spec.id, { ...spec, tasks: spec.tasks.filter((t) => !incomingTaskIds.has(t.id)) });
    }
    const specOrder = weave(ex.specs.map((s) => s.id), inc.specs.map((s) => s.id));
    const plan = {};
    for (const [key, value] of Object.entries(ex)) {
        if (key === 'specs')
            plan.specs = specOrder.map((id) => merged.get(id));
        else if (NAMED_SECTIONS.includes(key))
            plan[key] = mergeNamed(value, inc[key]);
        else
            plan[key] = value;
    }
    for (const [key, value] of Object.entries(inc))
        if (!(key in plan) && value !== undefined)
            plan[key] = value;
    return { plan: plan, added, kept, removed };
}
/** One object from two: the existing key order first, then keys only the incoming one has. */
function mergeObject(old, neu, rules) {
    const out = {};
    for (const [key, value] of Object.entries(old)) {
        if (rules.authoritative.has(key)) {
            if (neu[key] !== undefined)
                out[key] = neu[key];
        }
        else if (rules.override.has(key))
            out[key] = neu[key] !== undefined ? neu[key] : value;
        else
            out[key] = value;
    }
    for (const [key, value] of Object.entries(neu)) {
        if (key in old || value === undefined || rules.state.has(key))
            continue;
        out[key] = value;
    }
    return out;
}
function mergeNamed(old, neu) {
    if (!neu)
        return old;
    if (!old)
        return neu;
    const incoming = new Map(neu.map((e) => [e.name, e]));
    const out = old.map((e) => {
        const match = incoming.get(e.name);
        return match ? { ...e, ...match } : e;
    });
    const names = new Set(old.map((e) => e.name));
    for (const e of neu)
        if (!names.has(e.name))
            out.push(e);
    return out;
}
/**
 * The incoming order, with each item only the existing list has placed right after the item
 * it followed there (or first, when it led the list).
 */
function weave(existing, incoming) {
    const out = [...incoming];
    const present = new Set(incoming);
    existing.forEach((id, i) => {
        if (present.has(id))
            return;
        let at = 0;
        for (let j = i - 1; j >= 0; j--) {
            const k = out.indexOf(existing[j]);
            if (k >= 0) {
                at = k + 1;
                break;
            }
        }
        out.splice(at, 0, id);
        present.add(id);
    });
    return out;
}


/***/ })

};
