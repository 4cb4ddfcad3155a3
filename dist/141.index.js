export const id = 141;
export const ids = [141];
export const modules = {

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
/* harmony import */ var _adapters_patch_check_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4054);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8224);
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4323);
/* harmony import */ var _core_attempt_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5983);
/* harmony import */ var _core_commands_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(586);
/* harmony import */ var _core_git_text_js__WEBPACK_IMPORTED_MODULE_22__ = __webpack_require__(8648);
/* harmony import */ var _core_github_text_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8535);
/* harmony import */ var _core_patch_rules_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8826);
/* harmony import */ var _core_plan_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4115);
/* harmony import */ var _core_prompt_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(9842);
/* harmony import */ var _core_report_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(4486);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(1733);
/* harmony import */ var _core_task_job_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(5763);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(3280);
/* harmony import */ var _plan_picture_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(8423);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(790);
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(3598);
/* harmony import */ var _untrusted_log_js__WEBPACK_IMPORTED_MODULE_21__ = __webpack_require__(8598);























/**
 * `command: finalize`, the run's one writer (DESIGN.md C6, C7). It runs no code from the
 * repository or the artifacts: it works on git objects through a private index, never a work
 * tree, with hooks and config-driven programs off. In order:
 * 1. records each task job's attempt on its spec branch: the anchors from the schedule job's
 *    matrix, the outcome and gate results from the attempt artifact, and the patch only after
 *    checking what it changes (core/patch-rules.ts: never the plan, `.github/`, protected
 *    paths, CODEOWNERS, `.gitmodules`, `.gitattributes`, `.lfsconfig`, a name with a control
 *    character, a file over `max-file-size`, a symlink or a submodule); the plan update is its
 *    own minimal edit;
 * 2. rewrites each finished spec to one commit on top of the base, and rebuilds each spec's
 *    pull request whose base moved;
 * 3. opens or updates the pull requests and the blocked-task comments;
 * 4. writes the summary and dispatches the next run when this one moved something.
 * A failed write does not stop the others: the job fails at the end, naming each.
 */
async function finalizeStep(settings) {
    const { ctx, repo, git, octokit } = (0,_context_js__WEBPACK_IMPORTED_MODULE_17__/* .writerFor */ .P)(settings);
    const planFile = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(settings.workspace, settings.planPath);
    const base = await (0,_run_js__WEBPACK_IMPORTED_MODULE_19__.baseBranch)(git, settings);
    const scratch = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(process.env.RUNNER_TEMP ?? (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'ralph-writer-'));
    const w = {
        git,
        ctx,
        settings,
        planFile,
        base,
        protectedPaths: [..._core_patch_rules_js__WEBPACK_IMPORTED_MODULE_11__/* .DEFAULT_PROTECTED_PATHS */ .YX, ...settings.protectedPaths],
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
            _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .error */ .z3((0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_21__/* .untrustedMessage */ .qO)(`${what}: ${message}`));
            return undefined;
        }
    };
    try {
        _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .startGroup */ .Oh('Fetch the base and the spec branches');
        await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .fetchBranches */ .r4)(git);
        _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .endGroup */ .N4();
        // 1. Each task job's attempt, on its spec branch.
        const scheduled = settings.matrix ? (0,_core_task_job_js__WEBPACK_IMPORTED_MODULE_16__/* .parseMatrix */ .z5)(settings.matrix, "The input 'matrix'") : [];
        // No task job ran (an earlier job failed and the task job was skipped): nothing was tried,
        // so nothing is recorded and no retry is spent. Only a task job that ran leaves an attempt.
        const entries = settings.taskResult === 'skipped' ? [] : scheduled;
        if (entries.length < scheduled.length)
            _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .notice */ .lm(`No task job ran in this run (needs.task.result is skipped): the ${scheduled.length} scheduled task${scheduled.length === 1 ? '' : 's'} stay as they are and run next time.`);
        const attemptsDir = settings.attempts ?? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(process.env.RUNNER_TEMP ?? '', 'ralph', 'attempts');
        const records = [];
        for (const entry of entries) {
            _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .startGroup */ .Oh(`Record ${entry.task} attempt ${entry.attempt} on ${entry.branch}`);
            const line = await guarded(`record ${entry.task} attempt ${entry.attempt} on ${entry.branch}`, () => recordEntry(w, entry, artifactDir(attemptsDir, entry.artifact)));
            if (line) {
                records.push(line);
                _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq(`${line.task}: ${line.outcome} -> ${line.status}${line.note ? ` (${(0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_21__/* .quote */ .hD)(line.note)})` : ''}`);
            }
            _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .endGroup */ .N4();
        }
        const view = await (0,_schedule_js__WEBPACK_IMPORTED_MODULE_20__.remotePlanView)(git, settings, base);
        const specs = new Map(view.plan.specs.map((s) => [s.id, s]));
        // 2. and 3. One commit per finished spec on the current base, and its pull request.
        const pulls = [];
        for (const [specId, branch] of view.branches) {
            const spec = specs.get(specId);
            const merged = spec.tasks.every((t) => (0,_core_plan_js__WEBPACK_IMPORTED_MODULE_12__/* .isDone */ .$L)(view.baseStatus.get(t.id)));
            if (merged || !spec.tasks.every((t) => (0,_core_plan_js__WEBPACK_IMPORTED_MODULE_12__/* .isDone */ .$L)(t.status)))
                continue;
            _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .startGroup */ .Oh(`Spec ${specId}: one commit on ${base}, pull request`);
            const done = await guarded(`squash ${branch} onto ${base}`, () => finishSpec(w, spec, branch));
            if (done) {
                _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq(`${branch}: ${done.action} (${done.sha.slice(0, 7)})${done.note ? `: ${(0,_untrusted_log_js__WEBPACK_IMPORTED_MODULE_21__/* .quote */ .hD)(done.note)}` : ''}`);
                const finished = (await specOnBranch(git, branch, planFile, specId)) ?? spec;
                specs.set(specId, finished);
                const note = done.note;
                const pr = await guarded(`open or update the pull request of ${branch}`, () => (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .upsertPullRequest */ ._b)(octokit, repo, {
                    head: branch,
                    base,
                    title: (0,_core_github_text_js__WEBPACK_IMPORTED_MODULE_10__/* .pullRequestTitle */ .Zr)(finished),
                    body: (0,_core_github_text_js__WEBPACK_IMPORTED_MODULE_10__/* .pullRequestBody */ .NF)(finished, {
                        planFile,
                        autoMerge: settings.autoMerge,
                        plan: { ...view.plan, specs: [...specs.values()] },
                    }) + (note ? `\n\n> [!WARNING]\n> ${note}\n` : ''),
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
                            const task = spec.tasks.find((t) => t.id === (0,_core_commands_js__WEBPACK_IMPORTED_MODULE_9__/* .followUpId */ .y4)(spec, `review-${r.reviewId}`));
                            if (task && (0,_core_plan_js__WEBPACK_IMPORTED_MODULE_12__/* .isDone */ .$L)(task.status))
                                continue;
                            if (await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .collaboratorCanWrite */ .wj)(octokit, repo, r.login))
                                holding.push(r.login);
                        }
                        if (holding.length > 0)
                            return _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq(`#${pull.number} not merged: ${holding.join(', ')} requested changes.`);
                        const checks = await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .checksOf */ .tg)(octokit, repo, pull.headSha);
                        if (checks.state !== 'passed')
                            return _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq(`#${pull.number} not merged: its checks ${checks.state === 'failed' ? `failed (${checks.failed.join(', ')})` : checks.state === 'pending' ? 'still run' : 'have not run'}.`);
                        const sha = await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .squashMerge */ .Gu)(octokit, repo, pull.number, pull.headSha, (0,_core_github_text_js__WEBPACK_IMPORTED_MODULE_10__/* .pullRequestTitle */ .Zr)(specs.get(line.spec)));
                        merges.push({ spec: line.spec, number: pull.number, sha });
                        _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq(`#${pull.number} merged (${sha.slice(0, 7)}): its checks passed.`);
                    });
                }
            });
        // Blocked tasks: one comment each on the spec's tracking issue, updated in place.
        const comments = [];
        const issues = new Map();
        // Ralph writes only into comments and issues it opened itself, known by their author.
        const me = await guarded('find which account the token acts as', () => (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .whoAmI */ .Wc)(octokit, settings.ralphLogin));
        for (const spec of specs.values()) {
            for (const task of spec.tasks) {
                if (task.status !== 'blocked')
                    continue;
                await guarded(`comment on blocked task ${task.id}`, async () => {
                    let issue = spec.issue ?? settings.issueNumber ?? issues.get(spec.id);
                    if (issue === undefined) {
                        issue = await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .ensureTrackingIssue */ .PJ)(octokit, repo, {
                            specId: spec.id,
                            title: (0,_core_github_text_js__WEBPACK_IMPORTED_MODULE_10__/* .trackingIssueTitle */ .N1)(spec),
                            body: (0,_core_github_text_js__WEBPACK_IMPORTED_MODULE_10__/* .trackingIssueBody */ .BN)(spec, { planFile }),
                            author: me,
                        });
                        issues.set(spec.id, issue);
                    }
                    const last = (0,_core_plan_js__WEBPACK_IMPORTED_MODULE_12__/* .lastAttempt */ .mh)(task);
                    const c = await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .upsertComment */ .lB)(octokit, repo, issue, (0,_core_github_text_js__WEBPACK_IMPORTED_MODULE_10__/* .blockedMarker */ .nP)(task.id), (0,_core_github_text_js__WEBPACK_IMPORTED_MODULE_10__/* .blockedCommentBody */ .eQ)(spec, task, {
                        runUrl: last?.runUrl,
                        artifact: last?.artifact,
                        branch: view.branches.get(spec.id),
                        planFile,
                        plan: { ...view.plan, specs: [...specs.values()] },
                    }), me);
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
        // 4. The next run, when this one moved something and work remains. After an auto-merge, what
        // is next is read from the merged base (see mergedBaseView).
        const merged = merges.length > 0 ? await guarded(`read ${base} after the merges`, () => mergedBaseView(w)) : undefined;
        const plan = merged?.plan ?? { ...view.plan, specs: [...specs.values()] };
        const next = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_15__/* .schedule */ ._)(plan, {
            maxAttempts: settings.maxAttempts,
            baseStatus: merged?.baseStatus ?? view.baseStatus,
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
                            _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq(`Dispatched ${workflow} on ${base}: ${next.ready.length} task${next.ready.length === 1 ? '' : 's'} ready`);
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
            summary.push('### Attempts', '', (0,_core_report_js__WEBPACK_IMPORTED_MODULE_14__/* .markdownTable */ .Qj)([
                ['Spec', 'Task', 'Attempt', 'Outcome', 'Status', ''],
                ...records.map((r) => [r.spec, r.task, String(r.attempt), r.outcome, r.status, r.note]),
            ]), '');
        const refused = records.flatMap((r) => (r.refused ?? []).map((why) => `- ${r.task} attempt ${r.attempt}: ${escapeHtml(why)}`));
        if (refused.length > 0)
            summary.push('### Refused changes', '', ...refused, '');
        if (pulls.length > 0)
            summary.push('### Pull requests', '', (0,_core_report_js__WEBPACK_IMPORTED_MODULE_14__/* .markdownTable */ .Qj)([
                ['Spec', 'Pull request', ''],
                ...pulls.map((p) => [p.spec, `[#${p.number}](${p.url})`, p.action]),
            ]), '');
        if (merges.length > 0)
            summary.push('### Merged', '', ...merges.map((m) => `- #${m.number} (spec \`${m.spec}\`), ${m.sha.slice(0, 7)}: its checks passed`), '');
        if (comments.length > 0)
            summary.push('### Blocked tasks', '', (0,_core_report_js__WEBPACK_IMPORTED_MODULE_14__/* .markdownTable */ .Qj)([
                ['Spec', 'Task', 'Comment', ''],
                ...comments.map((c) => [c.spec, c.task, `[#${c.issue}](${c.url})`, c.action]),
            ]), '');
        if (failures.length > 0)
            summary.push('### Failed', '', ...failures.map((f) => `- ${f.replace(/\n/g, ' ')}`), '');
        summary.push('### Plan', '', (0,_core_report_js__WEBPACK_IMPORTED_MODULE_14__/* .markdownTable */ .Qj)((0,_core_report_js__WEBPACK_IMPORTED_MODULE_14__/* .statusRows */ .O5)(plan, next, true)), '', await (0,_plan_picture_js__WEBPACK_IMPORTED_MODULE_18__/* .planPicture */ .q)(plan, next, { git, ref: `refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .REMOTE */ .Bn}/${base}`, planFile }), '', ...(runCost > 0 || (0,_core_report_js__WEBPACK_IMPORTED_MODULE_14__/* .showsCost */ .k5)(plan, next)
            ? [`Cost of this run: ${(0,_core_plan_js__WEBPACK_IMPORTED_MODULE_12__/* .formatUsd */ .UK)(runCost)}. ${(0,_core_report_js__WEBPACK_IMPORTED_MODULE_14__/* .budgetLine */ ["in"])(next.budget)}.`, '']
            : []), next.ready.length > 0
            ? `${next.ready.length} task${next.ready.length === 1 ? '' : 's'} ready for the next run${dispatched ? ' (dispatched)' : ''}.`
            : next.budget.spent
                ? `No task starts another run: ${next.budget.spent}.`
                : 'No task is ready for another run.', '');
        await _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .summary */ .z.addRaw(summary.join('\n')).write();
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(scratch, { recursive: true, force: true });
    }
    if (failures.length > 0)
        throw new Error(`${failures.length} write${failures.length === 1 ? '' : 's'} failed; the others were done:\n${failures.map((f) => `- ${f}`).join('\n')}`);
}
/**
 * The plan as the next run will see it, once this run's auto-merges are in the base: the base and
 * the spec branches fetched again, read as the schedule job reads them. A task that waited on a
 * merged spec is ready now, and this run must dispatch the next itself: a merge made with the
 * run's GITHUB_TOKEN fires no `pull_request` event on GitHub (GitHub starts no workflow for an
 * event that token caused, except a dispatch), so the listen job never hears of it, and the
 * dependents would wait for the next scheduled run.
 */
async function mergedBaseView(w) {
    await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .fetchBranches */ .r4)(w.git);
    return (0,_schedule_js__WEBPACK_IMPORTED_MODULE_20__.remotePlanView)(w.git, w.settings, w.base);
}
/**
 * Where download-artifact put an artifact: a folder named after it. The schedule job's artifact
 * makes sure there are two or more (a single match would be extracted straight into the path,
 * where one task's artifact could hold a folder named after another's).
 */
function artifactDir(root, name) {
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, _core_task_job_js__WEBPACK_IMPORTED_MODULE_16__/* .ATTEMPT_FILES */ .sQ.report)))
        throw new Error(`${root} holds an attempt report of its own: the artifacts were downloaded without a folder each (is the schedule job's artifact, ${_core_task_job_js__WEBPACK_IMPORTED_MODULE_16__/* .SCHEDULE_ARTIFACT */ .P2}, missing?); nothing is recorded from them.`);
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(root, name);
}
/** The attempt artifact's report, checked; undefined with the reason when there is none or it is malformed. */
function readReport(dir, entry) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _core_task_job_js__WEBPACK_IMPORTED_MODULE_16__/* .ATTEMPT_FILES */ .sQ.report);
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
            problem: `the attempt artifact's ${_core_task_job_js__WEBPACK_IMPORTED_MODULE_16__/* .ATTEMPT_FILES */ .sQ.report} is not JSON (${err.message})`,
        };
    }
    const r = _core_task_job_js__WEBPACK_IMPORTED_MODULE_16__/* .AttemptReportSchema */ .pr.safeParse(value);
    if (!r.success)
        return {
            problem: `the attempt artifact's ${_core_task_job_js__WEBPACK_IMPORTED_MODULE_16__/* .ATTEMPT_FILES */ .sQ.report} is malformed (${r.error.issues
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
    return { text, plan: (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_6__/* .parsePlanText */ .uo)(text, `${commit.slice(0, 7)}:${w.planFile}`).plan };
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
        const tip = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .remoteSha */ .fI)(git, entry.branch);
        const recorded = tip ? (0,_core_task_job_js__WEBPACK_IMPORTED_MODULE_16__/* .recordedOnBranch */ .cr)((await planAt(w, tip)).plan, entry) : undefined;
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
        const { sha: start } = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .startCommit */ .eL)(git, {
            start: entry.start,
            baseSha: entry['base-sha'],
            branch: entry.branch,
            base: entry.base,
        });
        const before = await planAt(w, start);
        const found = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_13__/* .findTask */ .VX)(before.plan, entry.task);
        if (!found || found.spec.id !== entry.spec)
            throw new Error(`${w.planFile} at ${start.slice(0, 7)} has no task ${entry.task} in spec ${entry.spec}.`);
        if ((0,_core_plan_js__WEBPACK_IMPORTED_MODULE_12__/* .nextAttemptNumber */ .oH)(found.task) !== entry.attempt)
            throw new Error(`${w.planFile} at ${start.slice(0, 7)} says ${entry.task}'s next attempt is ${(0,_core_plan_js__WEBPACK_IMPORTED_MODULE_12__/* .nextAttemptNumber */ .oH)(found.task)}, the matrix ${entry.attempt}.`);
        // The attempt's change, checked by what git says it changes, never by what the job says.
        const editor = new _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .TreeEditor */ .mQ(git, w.indexFile);
        const problems = [...(report?.claimProblems ?? [])];
        // The patch rules' refusals, one per file: each is named in the summary.
        const refusals = [];
        if (refusedPush)
            problems.push(`GitHub refused the push of the attempt's change: ${refusedPush}`);
        let patched = false;
        const claimsPass = report?.agent.outcome === 'done' &&
            problems.length === 0 &&
            !report.gates.some((g) => g.required && !g.passed);
        if (report && claimsPass) {
            try {
                patched = await applyPatch(w, editor, start, dir, report, problems, refusals);
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
        const { verdict } = (0,_core_attempt_js__WEBPACK_IMPORTED_MODULE_8__/* .concludeAttempt */ .jp)({
            agent,
            problems,
            gates: report?.gates ?? [],
            expected: before.plan.gates,
        });
        const maxAttempts = w.settings.maxAttempts ?? before.plan.agent?.maxAttempts ?? _core_schedule_js__WEBPACK_IMPORTED_MODULE_15__/* .DEFAULT_MAX_ATTEMPTS */ .Gz;
        const { startedAt, finishedAt, durationMs } = attemptTimes(report);
        const after = structuredClone(before.plan);
        const task = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_13__/* .findTask */ .VX)(after, entry.task).task;
        const status = (0,_core_attempt_js__WEBPACK_IMPORTED_MODULE_8__/* .recordAttempt */ .fh)(task, verdict, {
            startedAt,
            finishedAt,
            durationMs,
            turns: report?.agent.turns,
            inputTokens: report?.agent.inputTokens,
            outputTokens: report?.agent.outputTokens,
            costUsd: report?.agent.costUsd,
            provider: report?.agent.provider,
            model: report?.agent.model,
            promptBytes: report?.agent.promptBytes,
            runUrl: w.ctx.runUrl,
            artifact: verdict.outcome === 'passed' || !report ? undefined : entry.artifact,
        }, maxAttempts, (0,_core_plan_js__WEBPACK_IMPORTED_MODULE_12__/* .taskMaxCostUsd */ .TN)(after, task));
        await editor.put(w.planFile, (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_6__/* .editPlanText */ .VS)(before.text, after, `${entry.branch}:${w.planFile}`));
        const commit = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .commitTree */ .SC)(git, await editor.write(), [start], (0,_core_git_text_js__WEBPACK_IMPORTED_MODULE_22__/* .taskCommitMessage */ ._s)(found.spec, found.task, verdict.outcome === 'passed' ? 'complete' : `attempt ${entry.attempt} (${verdict.outcome}) of`));
        // The branch must still be where the job started; a push someone made since is kept.
        const onto = tip && tip !== entry.start ? await replay(w, commit, tip) : commit;
        try {
            if (await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .pushLeased */ .RZ)(git, entry.branch, onto, tip))
                return {
                    ...line(verdict.outcome, status, summaryNote(verdict)),
                    costUsd: report?.agent.costUsd,
                    refused: refusals,
                };
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
        await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .fetchBranches */ .r4)(git, [`+refs/heads/${entry.branch}:refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .REMOTE */ .Bn}/${entry.branch}`]);
    }
}
/**
 * Applies the attempt's patch to the start commit's tree in the private index and checks what
 * git says it changes; pushes the problems it finds. True when the patch holds.
 */
async function applyPatch(w, editor, start, dir, report, problems, refusals) {
    await editor.read(start);
    const patchFile = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _core_task_job_js__WEBPACK_IMPORTED_MODULE_16__/* .ATTEMPT_FILES */ .sQ.patch);
    if (!report.patch || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(patchFile) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(patchFile).isFile()) {
        problems.push('the attempt artifact has no patch');
        return false;
    }
    const error = await editor.apply((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(patchFile));
    if (error) {
        problems.push(`the attempt's patch does not apply to its start commit: ${error}`);
        return false;
    }
    const { changes, refused } = await (0,_adapters_patch_check_js__WEBPACK_IMPORTED_MODULE_5__/* .changeRefusals */ .m)(w.git, start, await editor.write(), {
        planFile: w.planFile,
        protectedPaths: w.protectedPaths,
        maxFileBytes: w.settings.maxFileBytes,
    });
    if (changes.length === 0)
        problems.push('the agent claimed done but changed no file');
    problems.push(...refused);
    refusals.push(...refused);
    return refused.length === 0 && changes.length > 0;
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
    const m = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .mergeTrees */ .Md)(w.git, tip, commit);
    if (m.tree === undefined)
        throw new Error(`the spec branch moved since the task job started, and the attempt conflicts with it in ${m.conflicts.join(', ')}`);
    const message = (await w.git.exec(['show', '-s', '--format=%B', commit])).stdout;
    return (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .commitTree */ .SC)(w.git, m.tree, [tip], message);
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
    const tip = (await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .remoteSha */ .fI)(git, branch));
    const baseTip = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .remoteSha */ .fI)(git, w.base);
    if (!baseTip)
        throw new Error(`${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .REMOTE */ .Bn}/${w.base} is not in this checkout; check out with fetch-depth: 0.`);
    const single = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .oneSpecCommit */ .TB)(git, tip, spec.id);
    if (single) {
        if (single.parent === baseTip)
            return { sha: tip, action: 'unchanged' };
        if (await git.try(['merge-base', '--is-ancestor', baseTip, tip]))
            return { sha: tip, action: 'unchanged' };
        // The base moved under an open pull request: the same change on the new base.
        const m = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .mergeTrees */ .Md)(git, baseTip, tip);
        if (m.tree === undefined)
            return {
                sha: tip,
                action: 'unchanged',
                note: `This branch cannot be rebuilt on the current ${w.base} without a conflict in ${m.conflicts.join(', ')}. Merge ${w.base} into ${branch} and resolve it.`,
            };
        const sha = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .commitTree */ .SC)(git, m.tree, [baseTip], single.message);
        if (!(await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .pushLeased */ .RZ)(git, branch, sha, tip)))
            throw new Error(`${branch} moved while Ralph rebuilt it.`);
        return { sha, action: 'rebuilt' };
    }
    const forkPoint = await git.out(['merge-base', baseTip, tip]);
    const taskCommits = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .taskCommitsBetween */ .m1)(git, forkPoint, tip);
    let parent = baseTip;
    let tree;
    let note;
    if (await git.try(['merge-base', '--is-ancestor', baseTip, tip]))
        tree = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .treeOf */ .g7)(git, tip);
    else {
        const m = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .mergeTrees */ .Md)(git, tip, baseTip);
        if (m.tree !== undefined)
            tree = m.tree;
        else {
            parent = forkPoint;
            tree = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .treeOf */ .g7)(git, tip);
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
    const editor = new _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .TreeEditor */ .mQ(git, w.indexFile);
    await editor.read(tree);
    await editor.put(w.planFile, (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_6__/* .editPlanText */ .VS)(before.text, after, `${branch}:${w.planFile}`));
    await editor.put((0,_core_git_text_js__WEBPACK_IMPORTED_MODULE_22__/* .progressPath */ .T3)(spec.id), (0,_core_git_text_js__WEBPACK_IMPORTED_MODULE_22__/* .progressEntry */ .su)(s, new Date().toISOString()));
    const sha = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .commitTree */ .SC)(git, await editor.write(), [parent], (0,_core_git_text_js__WEBPACK_IMPORTED_MODULE_22__/* .specCommitMessage */ ._7)(s));
    if (!(await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .pushLeased */ .RZ)(git, branch, sha, tip)))
        throw new Error(`${branch} moved while Ralph squashed it.`);
    return { sha, action: 'squashed', note };
}
/** The spec's entry as the pushed branch has it. */
async function specOnBranch(git, branch, planFile, specId) {
    const text = await git.show(`refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .REMOTE */ .Bn}/${branch}`, planFile);
    return text === undefined
        ? undefined
        : (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_6__/* .parsePlanText */ .uo)(text, `${branch}:${planFile}`).plan.specs.find((s) => s.id === specId);
}
/** Text for the summary's markdown: `<`, `>` and `&` shown as they are, never read as HTML. */
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}


/***/ }),

/***/ 8423:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ planPicture)
/* harmony export */ });
/* harmony import */ var _core_graph_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5882);
/* harmony import */ var _core_metrics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6491);


/**
 * The "Graph" and "Metrics" sections. The whole-spec dump is measured from the files' sizes at
 * `ref` (one `git ls-tree`, no work tree needed); without a ref it is left out.
 */
async function planPicture(plan, s, opts = {}) {
    const sizes = new Map();
    if (opts.git && opts.ref) {
        const r = await opts.git.exec(['ls-tree', '-r', '-l', '-z', opts.ref], { allowFailure: true });
        for (const entry of r.stdout.split('\0')) {
            const m = /^\d+ blob [0-9a-f]+\s+(\d+)\t(.*)$/s.exec(entry);
            if (m)
                sizes.set(m[2], Number(m[1]));
        }
    }
    const planBytes = opts.planFile === undefined ? undefined : sizes.get(opts.planFile);
    const metrics = (0,_core_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .planMetrics */ .T4)(plan, planBytes === undefined ? {} : { planBytes, fileBytes: (path) => sizes.get(path.replace(/^\.\//, '')) });
    const ready = new Set(s.ready.map((r) => r.task));
    return ['### Graph', '', (0,_core_graph_js__WEBPACK_IMPORTED_MODULE_0__/* .mermaidBlock */ .tW)(plan, { ready }), '', (0,_core_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .metricsMarkdown */ .RL)(metrics)].join('\n');
}


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
/* harmony import */ var _adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4791);
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4323);
/* harmony import */ var _core_report_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4486);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1733);
/* harmony import */ var _plan_picture_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8423);










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
    // A matrix of more than MATRIX_MAX_JOBS jobs fails the whole run: an empty max-parallel (a
    // scheduled run of a workflow that passes `inputs.max-parallel`) still means at most that many.
    const limits = { maxParallel: settings.maxParallel || undefined, matrix: true };
    if ((settings.maxParallel ?? 0) > _core_schedule_js__WEBPACK_IMPORTED_MODULE_8__/* .MATRIX_MAX_JOBS */ .eH)
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`max-parallel is ${settings.maxParallel}, but GitHub runs at most ${_core_schedule_js__WEBPACK_IMPORTED_MODULE_8__/* .MATRIX_MAX_JOBS */ .eH} jobs from one matrix: this run takes ${_core_schedule_js__WEBPACK_IMPORTED_MODULE_8__/* .MATRIX_MAX_JOBS */ .eH} tasks, the next run the rest.`);
    const s = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_8__/* .schedule */ ._)(view.plan, {
        spec: settings.specId,
        task: settings.taskId,
        ...limits,
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
    // The job's outputs stay well under GitHub's 1 MiB (SCHEDULE_OUTPUTS_BUDGET_BYTES): entries
    // that would take them over wait for the next run, like those over the limit.
    const outputs = {
        gates: JSON.stringify(view.plan.gates ?? []),
        'has-work': 'false',
        'ready-count': String(s.ready.length),
    };
    const fit = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_8__/* .matrixWithin */ .nM)((0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_8__/* .toMatrix */ .D3)(ready, { base, baseSha, tips }).include, outputs);
    const matrix = JSON.stringify({ include: fit.include });
    outputs.matrix = matrix;
    outputs['has-work'] = fit.include.length > 0 ? 'true' : 'false';
    for (const [name, value] of Object.entries(outputs))
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH(name, value);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Matrix: ${fit.include.length} task job${fit.include.length === 1 ? '' : 's'}; the outputs take ${(0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_8__/* .outputBytes */ .RF)(outputs)} bytes (counted as GitHub does, UTF-16) of the ${_core_schedule_js__WEBPACK_IMPORTED_MODULE_8__/* .SCHEDULE_OUTPUTS_BUDGET_BYTES */ .f} Ralph allows itself.`);
    const left = settings.dryRun ? undefined : (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_8__/* .leftText */ .$)(s, limits, fit.dropped);
    if (left)
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(left);
    // The schedule job's artifact (the workflow uploads it): the matrix as scheduled.
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(process.env.RUNNER_TEMP ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(settings.workspace, '.ralph'), 'ralph', 'schedule');
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir, { recursive: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'matrix.json'), `${matrix}\n`);
    await _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .summary */ .z
        .addRaw(`${settings.dryRun ? '_Dry run: nothing runs._\n\n' : ''}${left ? `**${left}**\n\n` : ''}${(0,_core_report_js__WEBPACK_IMPORTED_MODULE_7__/* .scheduleSummary */ .Mj)(view.plan, s)}${
    // The writer's summary draws the plan after the run; a dry run has no writer.
    settings.dryRun
        ? `\n${await (0,_plan_picture_js__WEBPACK_IMPORTED_MODULE_9__/* .planPicture */ .q)(view.plan, s, base ? { git, ref: `refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .REMOTE */ .Bn}/${base}`, planFile: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(settings.workspace, settings.planPath) } : {})}`
        : ''}`)
        .write();
}


/***/ }),

/***/ 4054:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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

/***/ 6491:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RL: () => (/* binding */ metricsMarkdown),
/* harmony export */   T4: () => (/* binding */ planMetrics),
/* harmony export */   U: () => (/* binding */ METRICS_LEGEND),
/* harmony export */   tT: () => (/* binding */ metricsRows)
/* harmony export */ });
/* unused harmony exports specDumpBytes, DEFAULT_MODEL, METRICS_HEADER */
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4486);

/** Outcomes of attempts that never reached a verdict on the work: not the task's tries. */
const NOT_TRIES = new Set(['rate_limited', 'interrupted']);
/** Outcomes after which the next attempt's prompt holds the failure (gate output, the problem). */
const INJECTED = new Set([
    'gate_failed',
    'rejected',
    'no_marker',
    'timeout',
    'crashed',
]);
function ratio(count, of) {
    return { count, of, rate: of === 0 ? null : count / of };
}
function tries(task) {
    return [...(task.attempts ?? [])]
        .filter((a) => !NOT_TRIES.has(a.outcome))
        .sort((a, b) => a.number - b.number);
}
function median(values) {
    if (values.length === 0)
        return null;
    const s = [...values].sort((a, b) => a - b);
    const m = Math.floor(s.length / 2);
    return s.length % 2 === 1 ? s[m] : (s[m - 1] + s[m]) / 2;
}
function emptyTotals() {
    return {
        turns: 0,
        inputTokens: 0,
        outputTokens: 0,
        costUsd: 0,
        durationMs: 0,
        reported: { turns: 0, tokens: 0, costUsd: 0, durationMs: 0 },
    };
}
function add(t, a) {
    if (a.turns !== undefined) {
        t.turns += a.turns;
        t.reported.turns++;
    }
    if (a.inputTokens !== undefined || a.outputTokens !== undefined) {
        t.inputTokens += a.inputTokens ?? 0;
        t.outputTokens += a.outputTokens ?? 0;
        t.reported.tokens++;
    }
    if (a.costUsd !== undefined) {
        t.costUsd = Math.round((t.costUsd + a.costUsd) * 1e6) / 1e6;
        t.reported.costUsd++;
    }
    if (a.durationMs !== undefined) {
        t.durationMs += a.durationMs;
        t.reported.durationMs++;
    }
}
/**
 * The metrics of some tasks, counting only the attempts `counts` keeps (all of them, or those
 * of one provider and model). A task belongs to the group when it has such an attempt, or
 * (`all`) always.
 */
function measure(tasks, counts, all) {
    let n = 0;
    let completed = 0;
    let blocked = 0;
    let attempts = 0;
    let firstPassed = 0;
    let firstTried = 0;
    let completedTries = 0;
    let completedTried = 0;
    let retries = 0;
    let retriesPassed = 0;
    const total = emptyTotals();
    const done = emptyTotals();
    const prompts = [];
    for (const task of tasks) {
        const all_ = tries(task);
        const mine = all_.filter(counts);
        const mineAll = (task.attempts ?? []).filter(counts);
        if (!all && mineAll.length === 0)
            continue;
        n++;
        for (const a of mineAll)
            add(total, a);
        attempts += mine.length;
        const first = all_[0];
        if (first && counts(first)) {
            firstTried++;
            if (first.outcome === 'passed')
                firstPassed++;
        }
        all_.forEach((a, i) => {
            if (i === 0 || !counts(a) || !INJECTED.has(all_[i - 1].outcome))
                return;
            retries++;
            if (a.outcome === 'passed')
                retriesPassed++;
        });
        // A completed task belongs to the attempt that passed it.
        const passed = all_.find((a) => a.outcome === 'passed');
        if (task.status === 'completed' && (all || (passed && counts(passed)))) {
            completed++;
            // A task a person marked completed, with no attempt, took nothing to measure.
            if (all_.length > 0) {
                completedTried++;
                completedTries += all_.length;
                for (const a of task.attempts ?? [])
                    add(done, a);
            }
        }
        if (task.status === 'blocked')
            blocked++;
        const prompt = mine.find((a) => typeof a.promptBytes === 'number')?.promptBytes;
        if (typeof prompt === 'number')
            prompts.push(prompt);
    }
    const per = (value, reported) => completedTried === 0 || reported === 0 ? null : value / completedTried;
    return {
        tasks: n,
        completed,
        blocked,
        attempts,
        firstAttemptPass: ratio(firstPassed, firstTried),
        attemptsPerCompletedTask: completedTried === 0 ? null : completedTries / completedTried,
        retryPass: ratio(retriesPassed, retries),
        blockedRate: ratio(blocked, n),
        total,
        perCompletedTask: {
            turns: per(done.turns, done.reported.turns),
            tokens: per(done.inputTokens + done.outputTokens, done.reported.tokens),
            costUsd: per(done.costUsd, done.reported.costUsd),
            durationMs: per(done.durationMs, done.reported.durationMs),
        },
        promptBytes: {
            tasks: prompts.length,
            mean: prompts.length === 0 ? null : prompts.reduce((s, x) => s + x, 0) / prompts.length,
            median: median(prompts),
            max: prompts.length === 0 ? null : Math.max(...prompts),
        },
    };
}
/** What a spec dumped whole into one prompt weighs: its markdown, every file its tasks list, the plan. */
function specDumpBytes(spec, planBytes, fileBytes) {
    const files = new Set();
    if (spec.file)
        files.add(spec.file);
    for (const t of spec.tasks)
        for (const f of t.contextFiles ?? [])
            files.add(f);
    let sum = planBytes;
    for (const f of files)
        sum += fileBytes(f) ?? 0;
    return sum;
}
const UNKNOWN = 'unknown';
/** The model of an attempt that asked for none: the agent CLI's default. */
const DEFAULT_MODEL = '(default)';
/**
 * Who ran an attempt. Attempts recorded before Ralph kept the provider and model say
 * "unknown"; an attempt that asked for no model ran the CLI's default.
 */
function agentOf(a) {
    if (!a.provider)
        return { provider: UNKNOWN, model: a.model ?? UNKNOWN };
    return { provider: a.provider, model: a.model ?? DEFAULT_MODEL };
}
/** The metrics of the plan: overall, per spec and per agent provider and model. */
function planMetrics(plan, input = {}) {
    const tasks = plan.specs.flatMap((s) => s.tasks);
    const dumps = new Map();
    if (input.fileBytes && input.planBytes !== undefined)
        for (const spec of plan.specs)
            dumps.set(spec.id, specDumpBytes(spec, input.planBytes, input.fileBytes));
    const share = (m, dump) => dump === undefined || m.promptBytes.median === null ? null : m.promptBytes.median / dump;
    const specs = plan.specs.map((spec) => {
        const m = measure(spec.tasks, () => true, true);
        const dump = dumps.get(spec.id);
        return {
            spec: spec.id,
            ...m,
            ...(dump !== undefined ? { dumpBytes: dump } : {}),
            promptShare: share(m, dump),
        };
    });
    const keys = new Map();
    for (const t of tasks)
        for (const a of t.attempts ?? []) {
            const { provider, model } = agentOf(a);
            keys.set(`${provider}\0${model}`, { provider, model });
        }
    const agents = [...keys.values()]
        .sort((a, b) => a.provider.localeCompare(b.provider) || a.model.localeCompare(b.model))
        .map(({ provider, model }) => ({
        provider,
        model,
        ...measure(tasks, (a) => agentOf(a).provider === provider && agentOf(a).model === model, false),
    }));
    const overall = measure(tasks, () => true, true);
    const dumpValues = [...dumps.values()];
    const dumpBytes = median(dumpValues) ?? undefined;
    return {
        overall: {
            ...overall,
            ...(dumpBytes !== undefined ? { dumpBytes } : {}),
            promptShare: share(overall, dumpBytes),
        },
        specs,
        agents,
    };
}
// ---------------------------------------------------------------------------------------------
// As text
// ---------------------------------------------------------------------------------------------
function pct(r) {
    return r.rate === null ? '–' : `${Math.round(r.rate * 100)}% (${r.count}/${r.of})`;
}
function num(x, digits = 1) {
    if (x === null)
        return '–';
    return Number.isInteger(x) ? String(x) : x.toFixed(digits);
}
function usd(x) {
    return x === null ? '–' : x >= 1 ? `$${x.toFixed(2)}` : `$${x.toFixed(4)}`;
}
function time(ms) {
    if (ms === null)
        return '–';
    const s = ms / 1000;
    if (s < 60)
        return `${s.toFixed(1)}s`;
    const m = Math.floor(s / 60);
    return `${m}m${String(Math.round(s - m * 60)).padStart(2, '0')}s`;
}
function bytes(x) {
    return x === null || x === undefined
        ? '–'
        : x >= 10_000
            ? `${(x / 1000).toFixed(1)} kB`
            : `${Math.round(x)} B`;
}
const METRICS_HEADER = [
    '',
    'TASKS',
    'DONE',
    'BLOCKED',
    '1ST PASS',
    'ATT/DONE',
    'RETRY PASS',
    'TURNS/DONE',
    'TOKENS/DONE',
    'COST/DONE',
    'TIME/DONE',
    'PROMPT',
    'DUMP',
];
function row(name, m, dump, shareOf) {
    return [
        name,
        String(m.tasks),
        String(m.completed),
        pct(m.blockedRate),
        pct(m.firstAttemptPass),
        num(m.attemptsPerCompletedTask, 2),
        pct(m.retryPass),
        num(m.perCompletedTask.turns),
        num(m.perCompletedTask.tokens === null ? null : Math.round(m.perCompletedTask.tokens)),
        usd(m.perCompletedTask.costUsd),
        time(m.perCompletedTask.durationMs),
        bytes(m.promptBytes.median),
        dump === undefined ? '–' : `${bytes(dump)}${shareOf === null ? '' : ` (${Math.round(shareOf * 100)}%)`}`,
    ];
}
/** The metrics as table rows: overall, then each spec, then each provider and model. */
function metricsRows(m) {
    return [
        METRICS_HEADER,
        row('overall', m.overall, m.overall.dumpBytes, m.overall.promptShare),
        ...m.specs.map((s) => row(`spec ${s.spec}`, s, s.dumpBytes, s.promptShare)),
        ...m.agents.map((a) => row(`${a.provider} ${a.model}`, a, undefined, null)),
    ];
}
/** What the columns mean, under the table. */
const METRICS_LEGEND = [
    'BLOCKED: blocked tasks of all tasks. 1ST PASS: tasks whose first attempt passed the gates, of the tasks tried.',
    'ATT/DONE: attempts per completed task (of those an agent completed). RETRY PASS: retries (prompted with the failure before them) that passed.',
    "TURNS, TOKENS (input + output), COST, TIME /DONE: what a completed task's attempts took, per completed task.",
    "PROMPT: median bytes of a task's first prompt. DUMP: the spec dumped whole (its markdown, every file its tasks list, the plan; overall: the median spec's), and PROMPT as a share of it.",
    'Rate limits and interruptions are not counted as attempts. A figure no agent reported is "–".',
].join('\n');
/** The metrics as a job summary section. */
function metricsMarkdown(m) {
    return `### Metrics\n\n${(0,_report_js__WEBPACK_IMPORTED_MODULE_0__/* .markdownTable */ .Qj)(metricsRows(m))}\n\n${METRICS_LEGEND.split('\n').join(' ')}\n`;
}


/***/ })

};
