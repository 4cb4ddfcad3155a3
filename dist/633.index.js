export const id = 633;
export const ids = [633];
export const modules = {

/***/ 633:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LOOKBACK_DAYS: () => (/* binding */ LOOKBACK_DAYS),
/* harmony export */   commandsStep: () => (/* binding */ commandsStep)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6421);
/* harmony import */ var _adapters_github_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7918);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8224);
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4323);
/* harmony import */ var _core_commands_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(586);
/* harmony import */ var _core_github_text_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(8535);
/* harmony import */ var _core_prompt_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9842);
/* harmony import */ var _core_report_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4486);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1733);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3280);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(790);
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(3598);















/** How far back a run looks for commands it has not answered. */
const LOOKBACK_DAYS = 14;
/**
 * `command: commands`, the first job of a run (DESIGN.md C12): reads from GitHub what people
 * asked of Ralph and it has not answered (`/ralph` comments on tracking issues and spec pull
 * requests, reviews that request changes on spec pull requests, of the last LOOKBACK_DAYS),
 * so that nothing is lost when several arrive while a run is busy (GitHub keeps only the newest
 * pending run). Bots are never heard; people without write access get one reply; the rest is
 * applied to the plan on the spec branch (retry, skip, a follow-up task) and answered. Ralph's
 * reply, with its hidden marker, is the record that a command was handled. No agent runs here.
 */
async function commandsStep(settings) {
    const { ctx, repo, git, octokit } = (0,_context_js__WEBPACK_IMPORTED_MODULE_11__/* .writerFor */ .P)(settings);
    const scratch = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(process.env.RUNNER_TEMP ?? (0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'ralph-commands-'));
    const l = {
        git,
        octokit,
        repo,
        ctx,
        settings,
        planFile: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(settings.workspace, settings.planPath),
        base: await (0,_run_js__WEBPACK_IMPORTED_MODULE_12__.baseBranch)(git, settings),
        scratch,
        writers: new Map(),
    };
    const done = [];
    const failures = [];
    try {
        await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .fetchBranches */ .r4)(git);
        const pulls = await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .openSpecPulls */ .a7)(octokit, repo, settings.branchPrefix);
        const since = new Date(Date.now() - LOOKBACK_DAYS * 86_400_000).toISOString();
        const comments = await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .listRecentComments */ .u4)(octokit, repo, since);
        // Only Ralph's own replies (a bot's) count as the record: a person cannot write one away.
        const handled = (0,_core_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .handledSources */ .hQ)(comments.filter((c) => c.author.bot).map((c) => c.body));
        const places = new Map();
        for (const pull of pulls)
            places.set(pull.number, { kind: 'pull', spec: pull.head.slice(settings.branchPrefix.length) });
        for (const comment of comments) {
            const source = `comment-${comment.id}`;
            if (comment.author.bot || handled.has(source))
                continue;
            // Only a /ralph comment costs a look-up of where it was written.
            if (!(0,_core_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .parseCommand */ .RM)(comment.body, { kind: 'issue' }))
                continue;
            try {
                const place = await placeOf(l, comment.issueNumber, places);
                const command = (0,_core_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .parseCommand */ .RM)(comment.body, place);
                const what = await handleComment(l, comment, place, command);
                if (what)
                    done.push({ source, where: comment.issueNumber, author: comment.author.login, what });
            }
            catch (err) {
                failures.push(`${comment.url}: ${err.message}`);
                _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .error */ .z3(`${comment.url}: ${err.message}`);
                await failureReply(l, comment.issueNumber, source, err);
            }
        }
        for (const pull of pulls) {
            let reviews;
            try {
                reviews = await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .changeReviews */ .Kb)(octokit, repo, pull.number);
            }
            catch (err) {
                failures.push(`#${pull.number}: ${err.message}`);
                continue;
            }
            for (const review of reviews) {
                const source = `review-${review.id}`;
                // Older than the look-back, its reply may be too: it was handled then.
                if (review.author.bot || handled.has(source) || review.submittedAt < since)
                    continue;
                try {
                    const what = await handleReview(l, pull, review);
                    if (what)
                        done.push({ source, where: pull.number, author: review.author.login, what });
                }
                catch (err) {
                    failures.push(`${review.url}: ${err.message}`);
                    _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .error */ .z3(`${review.url}: ${err.message}`);
                    await failureReply(l, pull.number, source, err);
                }
            }
        }
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(scratch, { recursive: true, force: true });
    }
    _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .setOutput */ .uH('handled', String(done.length));
    const summary = ['## Ralph: commands', ''];
    summary.push(done.length > 0
        ? (0,_core_report_js__WEBPACK_IMPORTED_MODULE_9__/* .markdownTable */ .Qj)([
            ['Where', 'Who', 'What'],
            ...done.map((d) => [`#${d.where}`, d.author, d.what.split('\n')[0]]),
        ])
        : `No command or review waits for Ralph (looked back ${LOOKBACK_DAYS} days).`, '');
    if (failures.length > 0)
        summary.push('### Failed', '', ...failures.map((f) => `- ${f}`), '');
    await _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .summary */ .z.addRaw(summary.join('\n')).write();
    if (failures.length > 0)
        throw new Error(`${failures.length} command${failures.length === 1 ? '' : 's'} could not be handled:\n${failures.map((f) => `- ${f}`).join('\n')}`);
}
/** Which spec an issue or pull request is about, when it is Ralph's. */
async function placeOf(l, number, places) {
    const known = places.get(number);
    if (known)
        return known;
    const view = await planView(l);
    const bySpec = view.plan.specs.find((s) => s.issue === number);
    let place = { kind: 'issue' };
    if (bySpec)
        place = { kind: 'issue', spec: bySpec.id };
    else {
        const issue = await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .getIssue */ .qB)(l.octokit, l.repo, number);
        // The marker counts only in what Ralph opened (a bot's): anyone can write one in theirs.
        const spec = issue.byBot ? view.plan.specs.find((s) => issue.body.includes((0,_core_github_text_js__WEBPACK_IMPORTED_MODULE_14__/* .specMarker */ .eK)(s.id))) : undefined;
        if (spec)
            place = issue.pull ? { kind: 'pull', spec: spec.id } : { kind: 'issue', spec: spec.id };
    }
    places.set(number, place);
    return place;
}
let cachedView;
async function planView(l) {
    cachedView ??= await (0,_schedule_js__WEBPACK_IMPORTED_MODULE_13__.remotePlanView)(l.git, l.settings, l.base);
    return cachedView;
}
/** Whether the author may command Ralph (asked once per author and run). */
async function canWrite(l, login) {
    let yes = l.writers.get(login);
    if (yes === undefined) {
        yes = await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .collaboratorCanWrite */ .wj)(l.octokit, l.repo, login);
        l.writers.set(login, yes);
    }
    return yes;
}
/**
 * Says that handling failed. Without the handled marker: the next run tries the command again
 * (and says so again if it fails again).
 */
async function failureReply(l, number, source, err) {
    const why = (err instanceof Error ? err.message : String(err)).split('\n')[0].slice(0, 500);
    try {
        // One comment per command, updated in place: a command that keeps failing is not
        // answered anew by every run.
        await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .upsertComment */ .lB)(l.octokit, l.repo, number, `<!-- ralph:failed:${source} -->`, `Ralph could not carry this out: ${why}. The next run tries again.${l.ctx.runUrl ? `\n\n<sub>[Ralph's run](${l.ctx.runUrl})</sub>` : ''}\n`);
    }
    catch {
        // The failure is in the job's log and summary already.
    }
}
async function reply(l, number, source, text) {
    await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .postComment */ .Gy)(l.octokit, l.repo, number, (0,_core_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .replyBody */ .Rl)(source, text, l.ctx.runUrl));
}
async function handleComment(l, comment, place, command) {
    const source = `comment-${comment.id}`;
    const who = comment.author.login;
    if (!(await canWrite(l, who))) {
        await reply(l, comment.issueNumber, source, (0,_core_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .notHeardText */ .hy)(who));
        return `not heard (${who} has no write access)`;
    }
    await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_4__/* .reactToComment */ .QO)(l.octokit, l.repo, comment.id, 'eyes');
    const answer = async (text) => {
        await reply(l, comment.issueNumber, source, text);
        return text;
    };
    if (!place.spec)
        return answer("This is not an issue Ralph tracks (a spec's tracking issue or pull request), so the command does nothing here.");
    if (Date.parse(comment.updatedAt) - Date.parse(comment.createdAt) > 1_000)
        return answer('The command was edited after it was posted, so Ralph did nothing: post it again as a new comment.');
    switch (command.kind) {
        case 'malformed':
            return answer(`Ralph did not understand: ${command.why}. The commands:\n\n${_core_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .USAGE */ .u_.map((u) => `- ${u}`).join('\n')}`);
        case 'status': {
            const view = await planView(l);
            const s = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_10__/* .schedule */ ._)(view.plan, { branchPrefix: l.settings.branchPrefix });
            return answer(`The plan as Ralph sees it now:\n\n${(0,_core_report_js__WEBPACK_IMPORTED_MODULE_9__/* .markdownTable */ .Qj)((0,_core_report_js__WEBPACK_IMPORTED_MODULE_9__/* .statusRows */ .O5)(view.plan, s, true))}`);
        }
        case 'retry':
        case 'skip': {
            // The task's state lives on its spec's branch: find the spec from the whole plan.
            const view = await planView(l);
            const found = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_8__/* .findTask */ .VX)(view.plan, command.task);
            const specId = found?.spec.id ?? place.spec;
            try {
                const r = await onSpecBranch(l, specId, `${command.kind} ${command.task}`, (plan) => (0,_core_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .applyTaskCommand */ .VZ)(plan, command, { author: who, created: comment.createdAt, place }));
                return answer(`\`${r.task.id}\`: ${r.from} → ${r.to} on \`${l.settings.branchPrefix}${r.spec.id}\`${command.kind === 'retry' ? ', with a fresh retry budget' : ''}${command.text ? '; your words are a comment on the task, which its next prompt shows' : ''}.`);
            }
            catch (err) {
                if (err instanceof _core_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .CommandError */ .Qd)
                    return answer(`Nothing was done: ${err.message}.`);
                throw err;
            }
        }
        case 'change': {
            const req = {
                source,
                author: who,
                created: comment.createdAt,
                body: command.text,
                comments: [],
                url: comment.url,
            };
            const r = await onSpecBranch(l, place.spec, `follow-up of ${source}`, (plan) => (0,_core_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .addFollowUp */ .eS)(plan, place.spec, req));
            return answer(r
                ? `A follow-up task of spec \`${place.spec}\`: \`${r.id}\`. It runs through the same gates; then this pull request is one commit again.`
                : 'Its follow-up task is in the plan already.');
        }
    }
}
async function handleReview(l, pull, review) {
    const source = `review-${review.id}`;
    const who = review.author.login;
    const spec = pull.head.slice(l.settings.branchPrefix.length);
    if (!(await canWrite(l, who))) {
        await reply(l, pull.number, source, (0,_core_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .notHeardText */ .hy)(who));
        return `not heard (${who} has no write access)`;
    }
    const req = {
        source,
        author: who,
        created: review.submittedAt,
        body: review.body,
        comments: review.comments,
        url: review.url,
    };
    const task = await onSpecBranch(l, spec, `follow-up of ${source}`, (plan) => (0,_core_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .addFollowUp */ .eS)(plan, spec, req));
    const text = task
        ? `The review is a follow-up task of spec \`${spec}\`: \`${task.id}\`${review.comments.length > 0 ? `, with its ${review.comments.length} inline comment${review.comments.length === 1 ? '' : 's'} and their files` : ''}. It runs through the same gates; then this pull request is one commit again.`
        : 'Its follow-up task is in the plan already.';
    await reply(l, pull.number, source, text);
    return text;
}
/**
 * Changes the plan on the spec's branch (as the remote has it) and pushes one commit with a
 * lease; `change` throws CommandError for a command that does nothing.
 */
async function onSpecBranch(l, specId, what, change) {
    const branch = `${l.settings.branchPrefix}${specId}`;
    for (let round = 1;; round++) {
        const tip = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .remoteSha */ .fI)(l.git, branch);
        if (!tip)
            throw new _core_commands_js__WEBPACK_IMPORTED_MODULE_7__/* .CommandError */ .Qd(`spec \`${specId}\` has no branch yet: it has not run`);
        const text = await l.git.show(tip, l.planFile);
        if (text === undefined)
            throw new Error(`${branch} has no ${l.planFile}.`);
        const plan = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_5__/* .parsePlanText */ .uo)(text, `${branch}:${l.planFile}`).plan;
        const result = change(plan);
        if (result === undefined)
            return result;
        const editor = new _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .TreeEditor */ .mQ(l.git, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(l.scratch, 'index'));
        await editor.read(tip);
        await editor.put(l.planFile, (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_5__/* .editPlanText */ .VS)(text, plan, `${branch}:${l.planFile}`));
        const commit = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .commitTree */ .SC)(l.git, await editor.write(), [tip], `ralph(${specId}): ${what}\n\nRalph-Spec: ${specId}\n`);
        if (await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .pushLeased */ .RZ)(l.git, branch, commit, tip)) {
            cachedView = undefined;
            return result;
        }
        if (round >= 3)
            throw new Error(`${branch} kept moving while Ralph pushed; the next run tries again.`);
        await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .fetchBranches */ .r4)(l.git, [`+refs/heads/${branch}:refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_6__/* .REMOTE */ .Bn}/${branch}`]);
    }
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
        .addRaw(`${settings.dryRun ? '_Dry run: nothing runs._\n\n' : ''}${left ? `**${left}**\n\n` : ''}${(0,_core_report_js__WEBPACK_IMPORTED_MODULE_7__/* .scheduleSummary */ .Mj)(view.plan, s)}`)
        .write();
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


/***/ })

};
