export const id = 7516;
export const ids = [7516];
export const modules = {

/***/ 7516:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  finalizeStep: () => (/* binding */ finalizeStep)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./build/adapters/actions-core.js
var actions_core = __webpack_require__(7836);
// EXTERNAL MODULE: ./build/adapters/remote-plan.js
var remote_plan = __webpack_require__(2851);
// EXTERNAL MODULE: ./build/adapters/spec-branch.js
var spec_branch = __webpack_require__(4323);
// EXTERNAL MODULE: ./build/core/errors.js
var errors = __webpack_require__(2807);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/adapters/github-session.js
var github_session = __webpack_require__(4899);
// EXTERNAL MODULE: ./build/adapters/plan-file.js + 1 modules
var plan_file = __webpack_require__(3626);
// EXTERNAL MODULE: ./build/adapters/task-job/index.js + 8 modules
var task_job = __webpack_require__(5768);
// EXTERNAL MODULE: ./build/core/attempt/patch-rules.js
var patch_rules = __webpack_require__(8256);
;// CONCATENATED MODULE: ./build/action/writer/context.js
// The writer's shared state: one fresh clone, the token only in git's environment, one Octokit,
// the private index its commits are made in, and the failures so far. Each phase of
// `finalizeStep` takes it, and what the phases hand on is in the line types below.










function finalizeSettings(inputs) {
    const workspace = inputs.workspace();
    return {
        command: inputs.command,
        workspace,
        plan: inputs.plan(workspace),
        token: inputs.raw('github-token'),
        baseBranch: inputs.text('base-branch'),
        branchPrefix: inputs.branchPrefix(),
        protectedPaths: [...patch_rules/* DEFAULT_PROTECTED_PATHS */.YX, ...inputs.list('protected-paths')],
        maxFileBytes: inputs.fileSize('max-file-size'),
        matrix: inputs.text('matrix'),
        taskResult: inputs.text('task-result'),
        attempts: inputs.text('attempts'),
        maxAttempts: inputs.int('max-attempts'),
        autoMerge: inputs.bool('auto-merge', false),
        dispatchNext: inputs.bool('dispatch-next', false),
        workflow: inputs.text('workflow'),
        issueNumber: inputs.int('issue-number'),
        ralphLogin: inputs.text('ralph-login'),
    };
}
async function openWriter(settings) {
    const { ctx, repo, git, octokit } = (0,github_session/* githubSession */.y)({ ...settings, log: (m) => actions_core.info(m) });
    const base = await (0,remote_plan/* baseBranch */.s)(git, { given: settings.baseBranch, branchPrefix: settings.branchPrefix });
    const scratch = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(process.env.RUNNER_TEMP ?? (0,external_node_os_.tmpdir)(), 'ralph-writer-'));
    return {
        git,
        ctx,
        repo,
        octokit,
        settings,
        plan: settings.plan,
        base,
        scratch,
        indexFile: (0,external_node_path_.join)(scratch, 'index'),
        failures: [],
    };
}
/** Runs one write; a failure is logged and remembered, and the next write goes on. */
async function guarded(w, what, fn) {
    try {
        return await fn();
    }
    catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        w.failures.push(`${what}: ${message}`);
        actions_core.error((0,task_job/* untrustedMessage */.qO)(`${what}: ${message}`));
        return undefined;
    }
}
/** The plan at a commit, parsed, with its text. */
async function planAt(w, commit) {
    const text = await w.git.show(commit, w.plan.file);
    if (text === undefined)
        throw new errors/* RalphError */.A4(`${w.plan.file} does not exist at ${commit.slice(0, 7)}.`);
    return { text, plan: (0,plan_file/* parsePlanText */.uo)(text, `${commit.slice(0, 7)}:${w.plan.file}`).plan };
}
/** The plan with the specs as this run left them. */
function planWith(view, specs) {
    return { ...view.plan, specs: [...specs.values()] };
}

// EXTERNAL MODULE: ./build/adapters/github.js + 6 modules
var github = __webpack_require__(3187);
// EXTERNAL MODULE: ./build/core/schedule/schedule.js
var schedule = __webpack_require__(7961);
;// CONCATENATED MODULE: ./build/action/writer/dispatch.js
// Phase 4 of the writer: the next run, dispatched when this one moved something and work remains.






/**
 * Schedules the plan as this run left it (after an auto-merge, as the merged base has it: see
 * mergedBaseView) and dispatches the next run when work remains and this run moved something.
 */
async function dispatchNext(w, view, specs, records, merges) {
    const { settings, base } = w;
    const merged = merges.length > 0
        ? await guarded(w, `read ${base} after the merges`, () => mergedBaseView(w))
        : undefined;
    const plan = merged?.plan ?? planWith(view, specs);
    const next = (0,schedule/* schedule */._)(plan, {
        maxAttempts: settings.maxAttempts,
        baseStatus: merged?.baseStatus ?? view.baseStatus,
        branchPrefix: settings.branchPrefix,
    });
    // Only a run that recorded an attempt dispatches the next: a run that fails before any
    // attempt is recorded must not loop the workflow forever.
    const progressed = records.some((r) => r.status !== 'unchanged') || merges.length > 0;
    if (!settings.dispatchNext || next.ready.length === 0)
        return { plan, next, dispatched: false };
    if (!progressed) {
        actions_core.warning('Work remains, but no attempt was recorded in this run; not dispatching another run.');
        return { plan, next, dispatched: false };
    }
    const workflow = settings.workflow ?? w.ctx.workflowFile;
    if (!workflow) {
        actions_core.warning("Work remains, but this run's workflow file is unknown; set the 'workflow' input to dispatch the next run.");
        return { plan, next, dispatched: false };
    }
    const dispatched = (await guarded(w, `dispatch ${workflow} on ${base}`, async () => {
        await (0,github/* dispatchWorkflow */["in"])(w.octokit, w.repo, workflow, base);
        actions_core.info(`Dispatched ${workflow} on ${base}: ${next.ready.length} task${next.ready.length === 1 ? '' : 's'} ready`);
        return true;
    })) ?? false;
    return { plan, next, dispatched };
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
    await (0,spec_branch/* fetchBranches */.r4)(w.git);
    return (0,remote_plan/* remotePlanView */.b)(w.git, w.settings, w.base);
}

// EXTERNAL MODULE: ./build/core/github-text/git-text.js
var git_text = __webpack_require__(4898);
// EXTERNAL MODULE: ./build/core/plan/branches.js
var branches = __webpack_require__(8286);
// EXTERNAL MODULE: ./build/core/plan/plan-basics.js
var plan_basics = __webpack_require__(4929);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./build/adapters/hold-updates.js
var hold_updates = __webpack_require__(3091);
;// CONCATENATED MODULE: ./build/adapters/merge-wait.js

const PREFIX = 'refs/ralph/merge-wait/';
/** Brings the remote's merge waits into the clone (one fetch); a remote without any is fine. */
async function fetchMergeWaits(git) {
    await git.exec(['fetch', '--quiet', '--prune', '--no-tags', spec_branch/* REMOTE */.Bn, `+${PREFIX}*:${PREFIX}*`], {
        allowFailure: true,
    });
}
/** The wait recorded for a pull request, if any. */
async function readMergeWait(git, pull) {
    const r = await git.exec(['log', '-1', '--format=%B', `${PREFIX}${pull}`, '--'], { allowFailure: true });
    if (r.exitCode !== 0)
        return undefined;
    const fingerprint = /^Ralph-Fingerprint: (\S+)$/m.exec(r.stdout)?.[1];
    const why = /^Ralph-Why: (.+)$/m.exec(r.stdout)?.[1];
    return fingerprint ? { fingerprint, why: why ?? '' } : undefined;
}
/** Records the refusal on the remote; false when the remote refused the ref (the next run asks again). */
async function writeMergeWait(git, pull, wait) {
    const empty = (await git.exec(['hash-object', '-t', 'tree', '-w', '--stdin'], { input: '' })).stdout.trim();
    const commit = await (0,spec_branch/* commitTree */.SC)(git, empty, [], `GitHub refused to merge #${pull}; Ralph asks again once its reviews, checks or head change.\n\nRalph-Fingerprint: ${wait.fingerprint}\nRalph-Why: ${wait.why.replace(/\s+/g, ' ')}\n`);
    const r = await git.exec(['push', '--quiet', '--force', spec_branch/* REMOTE */.Bn, `${commit}:${PREFIX}${pull}`], {
        allowFailure: true,
    });
    if (r.exitCode === 0)
        await git.exec(['update-ref', `${PREFIX}${pull}`, commit]);
    return r.exitCode === 0;
}

// EXTERNAL MODULE: ./build/adapters/tracking.js
var adapters_tracking = __webpack_require__(4648);
// EXTERNAL MODULE: ./build/core/github-text/commands.js
var commands = __webpack_require__(7648);
// EXTERNAL MODULE: ./build/core/github-text/github-text.js
var github_text = __webpack_require__(4049);
;// CONCATENATED MODULE: ./build/action/writer/publish.js
// Phase 3 of the writer: what people see on GitHub. The holds of specs whose pull request was
// closed unmerged, each finished spec's pull request, the auto-merge of those whose checks
// passed, and one comment per blocked task on its spec's tracking issue.











/**
 * A finished spec without an open pull request: was its last one closed without merging? A
 * person said no then, and no new pull request is opened (core/hold.ts).
 */
async function bringHoldsUpToDate(w, view) {
    const finished = [...view.branches.keys()].filter((id) => {
        const spec = view.plan.specs.find((s) => s.id === id);
        return spec.tasks.every((t) => (0,plan_basics/* isDone */.$L)(t.status)) && !(0,branches/* mergedOnBase */.x)(spec, view.baseStatus);
    });
    if (finished.length > 0)
        await guarded(w, 'bring the holds up to date', async () => {
            const open = await (0,github/* openSpecPulls */.a7)(w.octokit, w.repo, w.settings.branchPrefix);
            await (0,hold_updates/* updateHolds */.KH)({
                git: w.git,
                octokit: w.octokit,
                repo: w.repo,
                prefix: w.settings.branchPrefix,
                base: w.base,
                view,
                openHeads: new Set(open.map((p) => p.head)),
                ralphLogin: w.settings.ralphLogin,
                log: actions_core,
            });
        });
}
/** Opens or updates the pull request of a finished spec's branch, with the squash's note. */
async function openPullRequest(w, view, specs, finished, branch, headSha, note) {
    const pr = await guarded(w, `open or update the pull request of ${branch}`, () => (0,github/* upsertPullRequest */._b)(w.octokit, w.repo, {
        head: branch,
        base: w.base,
        title: (0,github_text/* pullRequestTitle */.Zr)(finished),
        body: (0,github_text/* pullRequestBody */.NF)(finished, {
            planFile: w.plan.file,
            autoMerge: w.settings.autoMerge,
            plan: planWith(view, specs),
        }) + (note ? `\n\n> [!WARNING]\n> ${note}\n` : ''),
    }));
    if (!pr)
        return undefined;
    const line = {
        spec: finished.id,
        number: pr.number,
        url: pr.url,
        action: pr.created ? 'opened' : pr.updated ? 'updated' : 'unchanged',
        headSha,
    };
    actions_core.info(`Pull request #${pr.number} ${line.action}: ${pr.url}`);
    return line;
}
/**
 * Auto-merge (opt-in): a finished spec's pull request whose checks all passed and that no
 * review holds back is squash-merged, so the specs that depend on it go on.
 */
async function autoMerge(w, pulls, specs) {
    const merges = [];
    if (!w.settings.autoMerge || pulls.length === 0)
        return merges;
    await fetchMergeWaits(w.git);
    for (const line of pulls)
        await guarded(w, `auto-merge #${line.number}`, async () => {
            const merged = await mergeIfReady(w, line, specs.get(line.spec));
            if (merged)
                merges.push(merged);
        });
    return merges;
}
/**
 * Squash-merges one pull request when no review holds it back and its checks passed; says why
 * not. A merge GitHub refuses for a reason only a person can lift is one warning, naming the
 * pull request and what would lift it, and no failure: it is not asked for again until the
 * pull request's reviews, checks or head change (adapters/merge-wait.ts).
 */
async function mergeIfReady(w, pull, spec) {
    const { octokit, repo } = w;
    // A writer's review that requests changes holds it back until its follow-up task is
    // done; anyone else's does not (they are not heard).
    const holding = [];
    const reviews = await (0,github/* changesRequested */.U_)(octokit, repo, pull.number);
    for (const r of reviews) {
        const task = spec.tasks.find((t) => t.id === (0,commands/* followUpId */.y4)(spec, `review-${r.reviewId}`));
        if (task && (0,plan_basics/* isDone */.$L)(task.status))
            continue;
        if (await (0,github/* collaboratorCanWrite */.wj)(octokit, repo, r.login))
            holding.push(r.login);
    }
    if (holding.length > 0) {
        actions_core.info(`#${pull.number} not merged: ${holding.join(', ')} requested changes.`);
        return undefined;
    }
    const checks = await (0,github/* checksOf */.tg)(octokit, repo, pull.headSha);
    if (checks.state !== 'passed') {
        actions_core.info(`#${pull.number} not merged: its checks ${checks.state === 'failed' ? `failed (${checks.failed.join(', ')})` : checks.state === 'pending' ? 'still run' : 'have not run'}.`);
        return undefined;
    }
    const fingerprint = (0,external_node_crypto_.createHash)('sha256')
        .update(`head ${pull.headSha}\nreviews ${reviews.fingerprint}\nchecks ${checks.fingerprint}\n`)
        .digest('hex');
    const waiting = await readMergeWait(w.git, pull.number);
    if (waiting?.fingerprint === fingerprint) {
        actions_core.info(`#${pull.number} not merged: GitHub refused it before and nothing it depends on changed since (${waiting.why}).`);
        return undefined;
    }
    let sha;
    try {
        sha = await (0,github/* squashMerge */.Gu)(octokit, repo, pull.number, pull.headSha, (0,github_text/* pullRequestTitle */.Zr)(spec));
    }
    catch (err) {
        if (!(err instanceof github/* MergeRefused */.XH))
            throw err;
        actions_core.warning(`Pull request #${pull.number} (spec ${spec.id}) waits for a person: ${err.message} Ralph asks again once its reviews, checks or head change.`);
        if (!(await writeMergeWait(w.git, pull.number, { fingerprint, why: err.lift })))
            actions_core.info(`Could not keep that GitHub refused #${pull.number}: the next run asks again.`);
        return undefined;
    }
    actions_core.info(`#${pull.number} merged (${sha.slice(0, 7)}): its checks passed.`);
    return { spec: spec.id, number: pull.number, sha };
}
/** Blocked tasks: one comment each on the spec's tracking issue, updated in place. */
async function commentOnBlocked(w, view, specs) {
    const comments = [];
    const issues = new Map();
    // Ralph writes only into comments and issues it opened itself, known by their author. The
    // account is asked for once, when the first blocked task needs it: a run without one makes
    // no request (a GITHUB_TOKEN is refused GET /user, and a failure there would fail the job).
    let me;
    let asked = false;
    let tracking = new Map();
    for (const spec of specs.values())
        for (const task of spec.tasks) {
            if (task.status !== 'blocked')
                continue;
            if (!asked) {
                asked = true;
                me = await guarded(w, 'find which account the token acts as', () => (0,github/* whoAmI */.Wc)(w.octokit, w.settings.ralphLogin));
                await (0,adapters_tracking/* fetchTracking */.SD)(w.git);
                tracking = await (0,adapters_tracking/* readTracking */.ui)(w.git);
            }
            await guarded(w, `comment on blocked task ${task.id}`, async () => {
                const comment = await commentOnTask(w, view, specs, spec, task, issues, me, tracking.get(spec.id));
                comments.push(comment);
                actions_core.info(`Blocked ${task.id}: comment ${comment.action} on #${comment.issue}`);
            });
        }
    return comments;
}
/** The blocked task's comment on its spec's tracking issue, opening the issue when there is none. */
async function commentOnTask(w, view, specs, spec, task, issues, me, tracked) {
    // Ralph's issue and comments whichever of its logins wrote them: the token's account now, the
    // GitHub Actions bot (GITHUB_TOKEN), or the one the spec's tracking state records.
    const authors = me === undefined ? undefined : [me, github/* ACTIONS_BOT */.aX, ...(tracked ? [tracked.openedBy] : [])];
    let issue = spec.issue ?? w.settings.issueNumber ?? issues.get(spec.id);
    if (issue === undefined) {
        const found = await (0,github/* ensureTrackingIssue */.PJ)(w.octokit, w.repo, {
            specId: spec.id,
            title: (0,github_text/* trackingIssueTitle */.N1)(spec),
            body: (0,github_text/* trackingIssueBody */.BN)(spec, { planFile: w.plan.file }),
            authors,
        });
        issue = found.number;
        issues.set(spec.id, issue);
        if (found.openedBy && (tracked?.issue !== issue || !(0,github/* isMe */.ne)(tracked.openedBy, found.openedBy))) {
            if (!(await (0,adapters_tracking/* writeTracking */.bf)(w.git, spec.id, { issue, openedBy: found.openedBy })))
                actions_core.info(`Could not record that #${issue} tracks spec ${spec.id}; the next run looks for it again.`);
        }
    }
    const last = (0,plan_basics/* lastAttempt */.mh)(task);
    const c = await (0,github/* upsertComment */.lB)(w.octokit, w.repo, issue, (0,github_text/* blockedMarker */.nP)(task.id), (0,github_text/* blockedCommentBody */.eQ)(spec, task, {
        runUrl: last?.runUrl,
        artifact: last?.artifact,
        branch: view.branches.get(spec.id),
        planFile: w.plan.file,
        plan: planWith(view, specs),
    }), authors);
    return {
        spec: spec.id,
        task: task.id,
        issue,
        url: c.url,
        action: c.created ? 'created' : c.updated ? 'updated' : 'unchanged',
    };
}

;// CONCATENATED MODULE: ./build/action/writer/finish-spec.js
// Phase 2 of the writer: each finished spec as one commit on the current base (rebuilt when the
// base moved under it), then its pull request opened or updated (publish.ts).










/**
 * Squashes each spec whose tasks are all done (and not merged yet, and not held) and opens or
 * updates its pull request. `specs` gets each spec as its pushed branch has it.
 */
async function finishSpecs(w, view, specs) {
    const pulls = [];
    const baseTip = await (0,spec_branch/* remoteSha */.fI)(w.git, w.base);
    for (const [specId, branch] of view.branches) {
        const spec = specs.get(specId);
        if ((0,branches/* mergedOnBase */.x)(spec, view.baseStatus) || !spec.tasks.every((t) => (0,plan_basics/* isDone */.$L)(t.status)))
            continue;
        if (spec.status === 'held') {
            actions_core.info(`${branch}: held, no pull request (${spec.heldReason}).`);
            continue;
        }
        actions_core.startGroup(`Spec ${specId}: one commit on ${w.base}, pull request`);
        const done = await guarded(w, `squash ${branch} onto ${w.base}`, () => finishSpec(w, spec, branch, baseTip));
        if (done) {
            actions_core.info(`${branch}: ${done.action} (${done.sha.slice(0, 7)})${done.note ? `: ${(0,task_job/* quote */.hD)(done.note)}` : ''}`);
            const finished = done.spec ?? spec;
            specs.set(specId, finished);
            const pr = await openPullRequest(w, view, specs, finished, branch, done.sha, done.note);
            if (pr)
                pulls.push(pr);
        }
        actions_core.endGroup();
    }
    return pulls;
}
/**
 * A finished spec as one commit on the base's tip: the spec's tree (merged with the base when
 * the base moved on), the plan's spec marked completed with each task's commit, and the spec's
 * progress file. A branch that already is that commit on the current base is left as it is; one
 * on an older base is rebuilt on the new one. What cannot be put on the base without a conflict
 * stays on the fork point, and the note says so on the pull request. `spec` is the spec's entry
 * as the branch now has it.
 */
async function finishSpec(w, spec, branch, baseTip) {
    const { git } = w;
    const tip = (await (0,spec_branch/* remoteSha */.fI)(git, branch));
    if (!baseTip)
        throw new errors/* RalphError */.A4(`${spec_branch/* REMOTE */.Bn}/${w.base} is not in this checkout; check out with fetch-depth: 0.`);
    const single = await (0,spec_branch/* oneSpecCommit */.TB)(git, tip, spec.id);
    if (single) {
        const r = await rebuildOnBase(w, branch, tip, baseTip, single.message, single.parent);
        return { ...r, spec: (await planAt(w, r.sha)).plan.specs.find((s) => s.id === spec.id) };
    }
    const forkPoint = await git.out(['merge-base', baseTip, tip]);
    const taskCommits = await (0,spec_branch/* taskCommitsBetween */.m1)(git, forkPoint, tip);
    let parent = baseTip;
    let tree;
    let note;
    // The base's tip is the fork point exactly when the branch already contains it.
    if (forkPoint === baseTip)
        tree = await (0,spec_branch/* treeOf */.g7)(git, tip);
    else {
        const m = await (0,spec_branch/* mergeTrees */.Md)(git, tip, baseTip);
        if (m.tree !== undefined)
            tree = m.tree;
        else {
            parent = forkPoint;
            tree = await (0,spec_branch/* treeOf */.g7)(git, tip);
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
    const editor = new spec_branch/* TreeEditor */.mQ(git, w.indexFile);
    await editor.read(tree);
    await editor.put(w.plan.file, (0,plan_file/* editPlanText */.VS)(before.text, after, `${branch}:${w.plan.file}`));
    await editor.put((0,git_text/* progressPath */.T3)(spec.id), (0,git_text/* progressEntry */.su)(s, new Date().toISOString()));
    const sha = await (0,spec_branch/* commitTree */.SC)(git, await editor.write(), [parent], (0,git_text/* specCommitMessage */._7)(s));
    if (!(await (0,spec_branch/* pushLeased */.RZ)(git, branch, sha, tip)))
        throw new errors/* RalphError */.A4(`${branch} moved while Ralph squashed it.`);
    return { sha, action: 'squashed', note, spec: s };
}
/** A branch that is one spec commit already: left as it is on the current base, else rebuilt on it. */
async function rebuildOnBase(w, branch, tip, baseTip, message, parent) {
    const { git } = w;
    if (parent === baseTip)
        return { sha: tip, action: 'unchanged' };
    if (await git.try(['merge-base', '--is-ancestor', baseTip, tip]))
        return { sha: tip, action: 'unchanged' };
    // The base moved under an open pull request: the same change on the new base.
    const m = await (0,spec_branch/* mergeTrees */.Md)(git, baseTip, tip);
    if (m.tree === undefined)
        return {
            sha: tip,
            action: 'unchanged',
            note: `This branch cannot be rebuilt on the current ${w.base} without a conflict in ${m.conflicts.join(', ')}. Merge ${w.base} into ${branch} and resolve it.`,
        };
    const sha = await (0,spec_branch/* commitTree */.SC)(git, m.tree, [baseTip], message);
    if (!(await (0,spec_branch/* pushLeased */.RZ)(git, branch, sha, tip)))
        throw new errors/* RalphError */.A4(`${branch} moved while Ralph rebuilt it.`);
    return { sha, action: 'rebuilt' };
}

// EXTERNAL MODULE: ./build/adapters/patch-check.js
var patch_check = __webpack_require__(4054);
// EXTERNAL MODULE: ./build/core/attempt/attempt.js
var attempt = __webpack_require__(4577);
// EXTERNAL MODULE: ./build/core/attempt/outcomes.js
var outcomes = __webpack_require__(599);
// EXTERNAL MODULE: ./build/core/prompt/prompt.js + 1 modules
var prompt_prompt = __webpack_require__(7556);
// EXTERNAL MODULE: ./build/core/workflow/task-job.js
var workflow_task_job = __webpack_require__(1679);
;// CONCATENATED MODULE: ./build/action/writer/record-attempt.js
// Phase 1 of the writer: each task job's attempt, recorded on its spec branch. The anchors come
// from the schedule job's matrix, the outcome and gate results from the attempt artifact, and
// the patch only after checking what git says it changes.
















/** Records the attempt of each task job that ran; a failed one is named and the next goes on. */
async function recordAttempts(w) {
    const { settings } = w;
    const scheduled = settings.matrix ? (0,workflow_task_job/* parseMatrix */.z5)(settings.matrix, "The input 'matrix'") : [];
    // No task job ran (an earlier job failed and the task job was skipped): nothing was tried,
    // so nothing is recorded and no retry is spent. Only a task job that ran leaves an attempt.
    const entries = settings.taskResult === 'skipped' ? [] : scheduled;
    if (entries.length < scheduled.length)
        actions_core.notice(`No task job ran in this run (needs.task.result is skipped): the ${scheduled.length} scheduled task${scheduled.length === 1 ? '' : 's'} stay as they are and run next time.`);
    const attemptsDir = settings.attempts ?? (0,external_node_path_.join)(process.env.RUNNER_TEMP ?? '', 'ralph', 'attempts');
    const records = [];
    for (const entry of entries) {
        actions_core.startGroup(`Record ${entry.task} attempt ${entry.attempt} on ${entry.branch}`);
        const line = await guarded(w, `record ${entry.task} attempt ${entry.attempt} on ${entry.branch}`, () => recordEntry(w, entry, artifactDir(attemptsDir, entry.artifact)));
        if (line) {
            records.push(line);
            actions_core.info(`${line.task}: ${(0,attempt/* outcomeAndStatus */.Aq)(line.outcome, line.status)}${line.note ? ` (${(0,task_job/* quote */.hD)(line.note)})` : ''}`);
        }
        actions_core.endGroup();
    }
    return records;
}
/**
 * Where download-artifact put an artifact: a folder named after it. The schedule job's artifact
 * makes sure there are two or more (a single match would be extracted straight into the path,
 * where one task's artifact could hold a folder named after another's).
 */
function artifactDir(root, name) {
    if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, workflow_task_job/* ATTEMPT_FILES */.sQ.report)))
        throw new errors/* RalphError */.A4(`${root} holds an attempt report of its own: the artifacts were downloaded without a folder each (is the schedule job's artifact, ${workflow_task_job/* SCHEDULE_ARTIFACT */.P2}, missing?); nothing is recorded from them.`);
    return (0,external_node_path_.join)(root, name);
}
/** The attempt artifact's report, checked; undefined with the reason when there is none or it is malformed. */
function readReport(dir, entry) {
    const file = (0,external_node_path_.join)(dir, workflow_task_job/* ATTEMPT_FILES */.sQ.report);
    if (!(0,external_node_fs_.existsSync)(file))
        return {
            problem: 'the task job left no attempt artifact (it failed before its record step, timed out or was cancelled)',
        };
    let value;
    try {
        value = JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
    }
    catch (err) {
        return {
            problem: `the attempt artifact's ${workflow_task_job/* ATTEMPT_FILES */.sQ.report} is not JSON (${err.message})`,
        };
    }
    const r = workflow_task_job/* AttemptReportSchema */.pr.safeParse(value);
    if (!r.success)
        return {
            problem: `the attempt artifact's ${workflow_task_job/* ATTEMPT_FILES */.sQ.report} is malformed (${r.error.issues
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
/** The attempt the artifact reports, or why there is none to take. Throws on a setup error. */
function readAttempt(dir, entry) {
    const read = readReport(dir, entry);
    // A task job that stopped before its agent ran (a configuration error, said in its log)
    // costs no attempt; the writer fails, naming it, and the next run tries again.
    if (read.report?.setupError)
        throw new errors/* RalphError */.A4(`the task job stopped before the agent ran: ${read.report.setupError}`);
    if (!read.report?.alreadyRecorded)
        return read;
    return {
        problem: `the task job said attempt ${entry.attempt} was recorded, and ${entry.branch} does not record it`,
    };
}
/**
 * The commit the task job started from, its plan, and the task in it, checked against the
 * matrix. `known` is a commit whose plan the caller read already (the branch's tip): when the
 * job started there, that plan is used instead of reading it again.
 */
async function jobStart(w, entry, known) {
    const { sha: start } = await (0,spec_branch/* startCommit */.eL)(w.git, {
        start: entry.start,
        baseSha: entry['base-sha'],
        branch: entry.branch,
        base: entry.base,
    });
    const before = known?.commit === start ? known.plan : await planAt(w, start);
    const found = (0,prompt_prompt/* findTask */.VX)(before.plan, entry.task);
    if (!found || found.spec.id !== entry.spec)
        throw new errors/* RalphError */.A4(`${w.plan.file} at ${start.slice(0, 7)} has no task ${entry.task} in spec ${entry.spec}.`);
    if ((0,plan_basics/* nextAttemptNumber */.oH)(found.task) !== entry.attempt)
        throw new errors/* RalphError */.A4(`${w.plan.file} at ${start.slice(0, 7)} says ${entry.task}'s next attempt is ${(0,plan_basics/* nextAttemptNumber */.oH)(found.task)}, the matrix ${entry.attempt}.`);
    return { start, before, spec: found.spec, task: found.task };
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
        const tip = await (0,spec_branch/* remoteSha */.fI)(git, entry.branch);
        const atTip = tip ? { commit: tip, plan: await planAt(w, tip) } : undefined;
        const recorded = atTip ? (0,workflow_task_job/* recordedOnBranch */.cr)(atTip.plan.plan, entry) : undefined;
        if (recorded)
            return line('recorded already', 'unchanged', recorded);
        const { report, problem } = readAttempt(dir, entry);
        const start = await jobStart(w, entry, atTip);
        const made = await attemptCommit(w, entry, dir, start, report, problem, refusedPush);
        // The branch must still be where the job started; a push someone made since is kept.
        const onto = tip && tip !== entry.start ? await replay(w, made.commit, made.message, tip) : made.commit;
        try {
            if (await (0,spec_branch/* pushLeased */.RZ)(git, entry.branch, onto, tip))
                return {
                    ...line(made.verdict.outcome, made.status, summaryNote(made.verdict)),
                    costUsd: report?.agent.costUsd,
                    refused: made.refusals,
                };
        }
        catch (err) {
            // GitHub refused what the change holds (a file over its limits, a push rule): the attempt
            // is recorded as rejected, with the plan's record alone.
            if (!made.patched)
                throw err;
            refusedPush = err.message.slice(0, 500);
            continue;
        }
        if (round >= 3)
            throw new errors/* RalphError */.A4(`${entry.branch} kept moving while Ralph pushed; run the workflow again.`);
        await (0,spec_branch/* fetchBranches */.r4)(git, [`+refs/heads/${entry.branch}:refs/remotes/${spec_branch/* REMOTE */.Bn}/${entry.branch}`]);
    }
}
/**
 * The attempt as one commit on its start: the patch when the attempt claims a pass and the patch
 * holds, and the plan's record of the attempt with the verdict the writer concludes.
 */
async function attemptCommit(w, entry, dir, { start, before, spec, task: startTask }, report, problem, refusedPush) {
    // The attempt's change, checked by what git says it changes, never by what the job says.
    const editor = new spec_branch/* TreeEditor */.mQ(w.git, w.indexFile);
    const problems = [...(report?.claimProblems ?? [])];
    // The patch rules' refusals, one per file: each is named in the summary.
    const refusals = [];
    if (refusedPush)
        problems.push(`GitHub refused the push of the attempt's change: ${refusedPush}`);
    let patched = false;
    const claimsPass = report !== undefined && (0,attempt/* claimHolds */.jU)(report.agent, problems, report.gates);
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
    const { verdict } = (0,attempt/* concludeAttempt */.jp)({
        agent,
        problems,
        gates: report?.gates ?? [],
        expected: before.plan.gates,
    });
    const { text, status } = planWithAttempt(w, entry, before, verdict, report);
    await editor.put(w.plan.file, text);
    const message = (0,git_text/* taskCommitMessage */._s)(spec, startTask, verdict.outcome === 'passed' ? 'complete' : `attempt ${entry.attempt} (${verdict.outcome}) of`);
    const commit = await (0,spec_branch/* commitTree */.SC)(w.git, await editor.write(), [start], message);
    return { commit, message, verdict, status, refusals, patched };
}
/** The plan's text with the attempt recorded on its task, and the task's status after it. */
function planWithAttempt(w, entry, before, verdict, report) {
    const maxAttempts = (0,schedule/* maxAttemptsOf */.un)(w.settings.maxAttempts, before.plan);
    const { startedAt, finishedAt, durationMs } = attemptTimes(report);
    const after = structuredClone(before.plan);
    const task = (0,prompt_prompt/* findTask */.VX)(after, entry.task).task;
    const status = (0,attempt/* recordAttempt */.fh)(task, verdict, {
        startedAt,
        finishedAt,
        durationMs,
        ...(0,outcomes/* agentUsage */.hc)(report?.agent),
        runUrl: w.ctx.runUrl,
        artifact: verdict.outcome === 'passed' || !report ? undefined : entry.artifact,
    }, maxAttempts, (0,plan_basics/* taskMaxCostUsd */.TN)(after, task));
    return { text: (0,plan_file/* editPlanText */.VS)(before.text, after, `${entry.branch}:${w.plan.file}`), status };
}
/**
 * Applies the attempt's patch to the start commit's tree in the private index and checks what
 * git says it changes; pushes the problems it finds. True when the patch holds.
 */
async function applyPatch(w, editor, start, dir, report, problems, refusals) {
    await editor.read(start);
    const patchFile = (0,external_node_path_.join)(dir, workflow_task_job/* ATTEMPT_FILES */.sQ.patch);
    if (!report.patch || !(0,external_node_fs_.existsSync)(patchFile) || !(0,external_node_fs_.statSync)(patchFile).isFile()) {
        problems.push('the attempt artifact has no patch');
        return false;
    }
    const error = await editor.apply((0,external_node_fs_.readFileSync)(patchFile));
    if (error) {
        problems.push(`the attempt's patch does not apply to its start commit: ${error}`);
        return false;
    }
    const { changes, refused } = await (0,patch_check/* changeRefusals */.m)(w.git, start, await editor.write(), {
        planFile: w.plan.file,
        protectedPaths: w.settings.protectedPaths,
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
/**
 * `commit` (made on `start`, with `message`) replayed onto `tip`, which moved since: a three-way
 * merge of its change.
 */
async function replay(w, commit, message, tip) {
    const m = await (0,spec_branch/* mergeTrees */.Md)(w.git, tip, commit);
    if (m.tree === undefined)
        throw new errors/* RalphError */.A4(`the spec branch moved since the task job started, and the attempt conflicts with it in ${m.conflicts.join(', ')}`);
    return (0,spec_branch/* commitTree */.SC)(w.git, m.tree, [tip], message);
}

// EXTERNAL MODULE: ./build/adapters/plan-picture.js
var plan_picture = __webpack_require__(3541);
// EXTERNAL MODULE: ./build/core/report/report.js
var report = __webpack_require__(6859);
;// CONCATENATED MODULE: ./build/action/writer/summary.js
// The writer's report: its step outputs and the run's summary, from what each phase did.





/** Sets the `pull-requests` and `cost-usd` outputs and writes the run's summary. */
async function writeSummary(w, r) {
    const { records, pulls, plan, next, dispatched } = r;
    actions_core.setOutput('pull-requests', JSON.stringify(pulls.map(({ spec, number, url, action }) => ({ spec, number, url, action }))));
    // What the attempts this run recorded cost, as their agents reported it.
    const runCost = records.reduce((sum, r) => sum + (r.status === 'unchanged' ? 0 : (r.costUsd ?? 0)), 0);
    actions_core.setOutput('cost-usd', String(Math.round(runCost * 1e6) / 1e6));
    const summary = ['## Ralph: finalize', '', ...doneSections(r)];
    if (w.failures.length > 0)
        summary.push('### Failed', '', ...w.failures.map((f) => `- ${f.replace(/\n/g, ' ')}`), '');
    summary.push('### Plan', '', (0,report/* markdownTable */.Qj)((0,report/* statusRows */.O5)(plan, next, true)), '', await (0,plan_picture/* planPicture */.q)(plan, next, {
        git: w.git,
        ref: `refs/remotes/${spec_branch/* REMOTE */.Bn}/${w.base}`,
        planFile: w.plan.file,
    }), '', ...(runCost > 0 || (0,report/* showsCost */.k5)(plan, next)
        ? [`Cost of this run: ${(0,plan_basics/* formatUsd */.UK)(runCost)}. ${(0,report/* budgetLine */["in"])(next.budget)}.`, '']
        : []), next.ready.length > 0
        ? `${next.ready.length} task${next.ready.length === 1 ? '' : 's'} ready for the next run${dispatched ? ' (dispatched)' : ''}.`
        : next.budget.spent
            ? `No task starts another run: ${next.budget.spent}.`
            : 'No task is ready for another run.', '');
    await actions_core.summary.addRaw(summary.join('\n')).write();
}
/** The summary's sections for what the run did: attempts, refused changes, pull requests, merges, comments. */
function doneSections({ records, pulls, merges, comments }) {
    const out = [];
    if (records.length > 0)
        out.push('### Attempts', '', (0,report/* markdownTable */.Qj)([
            ['Spec', 'Task', 'Attempt', 'Outcome', 'Status', ''],
            ...records.map((r) => [r.spec, r.task, String(r.attempt), r.outcome, r.status, r.note]),
        ]), '');
    const refused = records.flatMap((r) => (r.refused ?? []).map((why) => `- ${r.task} attempt ${r.attempt}: ${(0,report/* escapeHtml */.ZD)(why)}`));
    if (refused.length > 0)
        out.push('### Refused changes', '', ...refused, '');
    if (pulls.length > 0)
        out.push('### Pull requests', '', (0,report/* markdownTable */.Qj)([
            ['Spec', 'Pull request', ''],
            ...pulls.map((p) => [p.spec, `[#${p.number}](${p.url})`, p.action]),
        ]), '');
    if (merges.length > 0)
        out.push('### Merged', '', ...merges.map((m) => `- #${m.number} (spec \`${m.spec}\`), ${m.sha.slice(0, 7)}: its checks passed`), '');
    if (comments.length > 0)
        out.push('### Blocked tasks', '', (0,report/* markdownTable */.Qj)([
            ['Spec', 'Task', 'Comment', ''],
            ...comments.map((c) => [c.spec, c.task, `[#${c.issue}](${c.url})`, c.action]),
        ]), '');
    return out;
}

;// CONCATENATED MODULE: ./build/action/writer/index.js











/**
 * `command: finalize`, the run's one writer. It runs no code from the repository or the
 * artifacts: it works on git objects through a private index, never a work tree, with hooks and
 * config-driven programs off. Its phases, in order:
 * 1. record-attempt.ts: each task job's attempt on its spec branch: the anchors from the
 *    schedule job's matrix, the outcome and gate results from the attempt artifact, and the
 *    patch only after checking what it changes (core/patch-rules.ts: never the plan,
 *    `.github/`, protected paths, CODEOWNERS, `.gitmodules`, `.gitattributes`, `.lfsconfig`, a
 *    name with a control character, a file over `max-file-size`, a symlink or a submodule); the
 *    plan update is its own minimal edit;
 * 2. finish-spec.ts: each finished spec as one commit on top of the base, rebuilt when the base
 *    moved under its pull request;
 * 3. publish.ts: the holds, the pull requests, the auto-merges and the blocked-task comments;
 * 4. dispatch.ts: the next run when this one moved something; then summary.ts.
 * A failed write does not stop the others: the job fails at the end, naming each.
 */
async function finalizeStep(inputs) {
    const settings = finalizeSettings(inputs);
    const w = await openWriter(settings);
    try {
        actions_core.startGroup('Fetch the base and the spec branches');
        await (0,spec_branch/* fetchBranches */.r4)(w.git);
        actions_core.endGroup();
        const records = await recordAttempts(w);
        const view = await (0,remote_plan/* remotePlanView */.b)(w.git, settings, w.base);
        await bringHoldsUpToDate(w, view);
        const specs = new Map(view.plan.specs.map((s) => [s.id, s]));
        const pulls = await finishSpecs(w, view, specs);
        const merges = await autoMerge(w, pulls, specs);
        const comments = await commentOnBlocked(w, view, specs);
        const next = await dispatchNext(w, view, specs, records, merges);
        await writeSummary(w, { records, pulls, merges, comments, ...next });
    }
    finally {
        (0,external_node_fs_.rmSync)(w.scratch, { recursive: true, force: true });
    }
    if (w.failures.length > 0)
        throw new errors/* RalphError */.A4(`${w.failures.length} write${w.failures.length === 1 ? '' : 's'} failed; the others were done:\n${w.failures.map((f) => `- ${f}`).join('\n')}`);
}


/***/ }),

/***/ 3091:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KH: () => (/* binding */ updateHolds),
/* harmony export */   _V: () => (/* binding */ sayOnPull),
/* harmony export */   nX: () => (/* binding */ liftHold)
/* harmony export */ });
/* harmony import */ var _core_github_text_github_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4049);
/* harmony import */ var _core_plan_branches_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8286);
/* harmony import */ var _core_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4929);
/* harmony import */ var _core_schedule_hold_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5185);
/* harmony import */ var _github_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3187);
/* harmony import */ var _holds_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6739);
/* harmony import */ var _spec_branch_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4323);
// Keeping the holds of specs whose pull request a person closed up to date on GitHub (the
// commands job and the writer): the holds themselves (holds.ts), and the comment on the closed
// pull request that says so.







/**
 * Keeps the holds up to date (core/hold.ts) and marks the held specs in the view: the commands
 * job does it before the schedule job reads the plan, the writer before it opens a pull
 * request. The closed pull requests are asked for only when some spec could be taken up again
 * (no open pull request, and no branch or a finished one): a run with every spec's pull
 * request open asks nothing more.
 */
async function updateHolds(opts) {
    const { git, view, prefix } = opts;
    await (0,_holds_js__WEBPACK_IMPORTED_MODULE_4__/* .fetchHolds */ .LU)(git);
    const holds = await (0,_holds_js__WEBPACK_IMPORTED_MODULE_4__/* .readHolds */ .RC)(git);
    const merged = (id) => (0,_core_plan_branches_js__WEBPACK_IMPORTED_MODULE_1__/* .mergedOnBase */ .x)(view.plan.specs.find((s) => s.id === id), view.baseStatus);
    const candidates = view.plan.specs.filter((s) => {
        if ((0,_core_plan_branches_js__WEBPACK_IMPORTED_MODULE_1__/* .mergedOnBase */ .x)(s, view.baseStatus))
            return false;
        if (holds.get(s.id)?.state === 'held')
            return true;
        if (opts.openHeads.has(`${prefix}${s.id}`))
            return false;
        return !view.branches.has(s.id) || s.tasks.every((t) => (0,_core_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(t.status));
    });
    if (candidates.length > 0) {
        const needClosed = candidates.some((s) => !opts.openHeads.has(`${prefix}${s.id}`));
        const closed = needClosed ? await (0,_github_js__WEBPACK_IMPORTED_MODULE_3__/* .closedSpecPulls */ .K3)(opts.octokit, opts.repo, prefix) : [];
        const changes = (0,_core_schedule_hold_js__WEBPACK_IMPORTED_MODULE_6__/* .holdChanges */ .VA)({
            specs: candidates.map((s) => s.id),
            prefix,
            openHeads: opts.openHeads,
            closed,
            holds,
            mergedOnBase: merged,
        });
        if (changes.length > 0) {
            const target = (await (0,_spec_branch_js__WEBPACK_IMPORTED_MODULE_5__/* .remoteSha */ .fI)(git, opts.base)) ?? (await git.out(['rev-parse', 'HEAD']));
            for (const h of changes) {
                await (0,_holds_js__WEBPACK_IMPORTED_MODULE_4__/* .writeHold */ .hA)(git, h, target);
                holds.set(h.spec, h);
                if (h.state === 'held')
                    opts.log.warning(`Spec ${h.spec} is held: its pull request #${h.pull} was closed without merging (${h.url}). Nothing of it runs and no pull request is opened until a person reopens #${h.pull} or writes \`/ralph retry ${h.spec}\`.`);
                else
                    opts.log.notice(`Spec ${h.spec} is no longer held: ${h.liftedBy}.`);
                await sayOnPull(opts.octokit, opts.repo, h, { prefix, ralphLogin: opts.ralphLogin, log: opts.log });
            }
        }
    }
    (0,_core_schedule_hold_js__WEBPACK_IMPORTED_MODULE_6__/* .applyHolds */ .tf)(view.plan, holds);
    return holds;
}
/**
 * Says on the closed pull request that its spec is held, why and how to lift it, or that the
 * hold was lifted: one comment, updated in place when the hold changes (core/github-text.ts).
 * Called only when the hold changes, so no run repeats it. A failure is a warning: the hold
 * itself is kept, and shows in the run, the summaries and `status`.
 */
async function sayOnPull(octokit, repo, hold, { prefix, ralphLogin, log }) {
    try {
        const me = await (0,_github_js__WEBPACK_IMPORTED_MODULE_3__/* .whoAmI */ .Wc)(octokit, ralphLogin);
        await (0,_github_js__WEBPACK_IMPORTED_MODULE_3__/* .upsertComment */ .lB)(octokit, repo, hold.pull, (0,_core_github_text_github_text_js__WEBPACK_IMPORTED_MODULE_0__/* .holdMarker */ .CV)(hold.spec), (0,_core_github_text_github_text_js__WEBPACK_IMPORTED_MODULE_0__/* .holdCommentBody */ .Pv)(hold, `${prefix}${hold.spec}`), 
        // Its own comment, also when written before the token changed (GITHUB_TOKEN's bot).
        [me, _github_js__WEBPACK_IMPORTED_MODULE_3__/* .ACTIONS_BOT */ .aX]);
    }
    catch (err) {
        log.warning(`Could not say on #${hold.pull} that spec ${hold.spec} is ${hold.state}: ${err.message}`);
    }
}
/** Lifts the spec's hold (`/ralph retry <spec>`); false when the spec is not held. */
async function liftHold(git, base, spec, by) {
    await (0,_holds_js__WEBPACK_IMPORTED_MODULE_4__/* .fetchHolds */ .LU)(git);
    const hold = (await (0,_holds_js__WEBPACK_IMPORTED_MODULE_4__/* .readHolds */ .RC)(git)).get(spec);
    if (hold?.state !== 'held')
        return undefined;
    const lifted = { ...hold, state: 'lifted', liftedBy: by };
    const target = (await (0,_spec_branch_js__WEBPACK_IMPORTED_MODULE_5__/* .remoteSha */ .fI)(git, base)) ?? (await git.out(['rev-parse', `refs/remotes/${_spec_branch_js__WEBPACK_IMPORTED_MODULE_5__/* .REMOTE */ .Bn}/HEAD`]));
    await (0,_holds_js__WEBPACK_IMPORTED_MODULE_4__/* .writeHold */ .hA)(git, lifted, target);
    return lifted;
}


/***/ }),

/***/ 6739:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KB: () => (/* binding */ localHolds),
/* harmony export */   LU: () => (/* binding */ fetchHolds),
/* harmony export */   RC: () => (/* binding */ readHolds),
/* harmony export */   hA: () => (/* binding */ writeHold)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _core_schedule_hold_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5185);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8275);
/* harmony import */ var _project_root_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2757);
/* harmony import */ var _spec_branch_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4323);
// The holds on the remote, as tags `ralph-held/<spec>` (see core/schedule/hold.ts for why a tag).






const TAGS = `refs/tags/${_core_schedule_hold_js__WEBPACK_IMPORTED_MODULE_5__/* .HOLD_TAG_PREFIX */ .wN}`;
/** Brings the remote's hold tags into the clone (a writer job: its token is in git's environment). */
async function fetchHolds(git) {
    await git.exec(['fetch', '--quiet', '--prune', '--no-tags', _spec_branch_js__WEBPACK_IMPORTED_MODULE_4__/* .REMOTE */ .Bn, `+${TAGS}*:${TAGS}*`], {
        allowFailure: true,
    });
}
/** The holds the clone knows, by spec id: one git process. */
async function readHolds(git) {
    const out = await git.exec(['for-each-ref', '--format=%(refname)%00%(contents)%00%00', TAGS], {
        allowFailure: true,
    });
    const holds = new Map();
    for (const record of out.stdout.split('\0\0')) {
        const [ref, message] = record.replace(/^\n/, '').split('\0');
        if (!ref?.startsWith(TAGS) || message === undefined)
            continue;
        const spec = ref.slice(TAGS.length);
        const hold = (0,_core_schedule_hold_js__WEBPACK_IMPORTED_MODULE_5__/* .parseHoldMessage */ .A1)(spec, message);
        if (hold)
            holds.set(spec, hold);
    }
    return holds;
}
/**
 * Pushes the hold as the annotated tag `ralph-held/<spec>` on `target` (the base's tip: the tag
 * only needs a commit to stand on), replacing the one there, and keeps it in the clone.
 */
async function writeHold(git, hold, target) {
    const name = `${_core_schedule_hold_js__WEBPACK_IMPORTED_MODULE_5__/* .HOLD_TAG_PREFIX */ .wN}${hold.spec}`;
    const tag = (await git.exec(['mktag'], {
        input: `object ${target}\ntype commit\ntag ${name}\ntagger ${_git_js__WEBPACK_IMPORTED_MODULE_2__/* .RALPH_IDENTITY */ .tn.name} <${_git_js__WEBPACK_IMPORTED_MODULE_2__/* .RALPH_IDENTITY */ .tn.email}> ${Math.floor(Date.now() / 1000)} +0000\n\n${(0,_core_schedule_hold_js__WEBPACK_IMPORTED_MODULE_5__/* .holdMessage */ .xb)(hold)}`,
    })).stdout.trim();
    await git.exec(['push', '--quiet', '--force', '--no-follow-tags', _spec_branch_js__WEBPACK_IMPORTED_MODULE_4__/* .REMOTE */ .Bn, `${tag}:refs/tags/${name}`]);
    await git.exec(['update-ref', `refs/tags/${name}`, tag]);
}
/** The holds a local repository knows (tags fetched from the remote), for `ralph status`. */
async function localHolds(planPath) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(planPath);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,_project_root_js__WEBPACK_IMPORTED_MODULE_3__/* .findProjectRoot */ .pj)(dir), '.git')))
        return new Map();
    return readHolds(new _git_js__WEBPACK_IMPORTED_MODULE_2__/* .Git */ .TU(dir));
}


/***/ }),

/***/ 3541:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ planPicture)
/* harmony export */ });
/* harmony import */ var _core_report_graph_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7153);
/* harmony import */ var _core_report_metrics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1856);
// The picture of the plan and its metrics in a job summary: the dependency graph as a
// ```mermaid block (GitHub renders it) and the table of `ralph report`.


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
    const metrics = (0,_core_report_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .planMetrics */ .T4)(plan, planBytes === undefined ? {} : { planBytes, fileBytes: (path) => sizes.get(path.replace(/^\.\//, '')) });
    const ready = new Set(s.ready.map((r) => r.task));
    return ['### Graph', '', (0,_core_report_graph_js__WEBPACK_IMPORTED_MODULE_0__/* .mermaidBlock */ .tW)(plan, { ready }), '', (0,_core_report_metrics_js__WEBPACK_IMPORTED_MODULE_1__/* .metricsMarkdown */ .RL)(metrics)].join('\n');
}


/***/ }),

/***/ 2851:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ remotePlanView),
/* harmony export */   s: () => (/* binding */ baseBranch)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2807);
/* harmony import */ var _core_schedule_hold_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5185);
/* harmony import */ var _holds_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6739);
/* harmony import */ var _plan_view_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4337);
/* harmony import */ var _spec_branch_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4323);
// The base branch a run works against, and the plan as the remote has it there with each spec
// branch's progress over it: what the schedule job, the commands job and the writer read.





/**
 * The base branch: the `base-branch` input (`given`), else the branch the job checked out, which
 * must not be a spec branch.
 */
async function baseBranch(git, { given, branchPrefix }) {
    const base = given ?? (await git.currentBranch());
    if (!base)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4("HEAD is detached and no 'base-branch' input is set; set it to the branch spec branches start from.");
    if (given === undefined && base.startsWith(branchPrefix))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`The checked-out branch ${base} is a spec branch; set the 'base-branch' input (the matrix gives it as matrix.base).`);
    return base;
}
/** The base branch's plan (as the remote has it, else HEAD's) with the remote's spec branches over it. */
async function remotePlanView(git, { plan, branchPrefix }, base) {
    const planFile = plan.file;
    const remoteBase = `refs/remotes/${_spec_branch_js__WEBPACK_IMPORTED_MODULE_3__/* .REMOTE */ .Bn}/${base}`;
    const ref = (await git.revParse(remoteBase)) ? remoteBase : 'HEAD';
    const baseText = await git.show(ref, planFile);
    if (baseText === undefined)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`${planFile} does not exist on ${base}.`);
    const view = await (0,_plan_view_js__WEBPACK_IMPORTED_MODULE_2__/* .readPlanView */ .z)(git, {
        planFile,
        baseText,
        baseName: `${base}:${planFile}`,
        refs: `refs/remotes/${_spec_branch_js__WEBPACK_IMPORTED_MODULE_3__/* .REMOTE */ .Bn}/`,
        branchPrefix,
    });
    // The specs a person held by closing their pull request (tags the checkout brought along).
    (0,_core_schedule_hold_js__WEBPACK_IMPORTED_MODULE_4__/* .applyHolds */ .tf)(view.plan, await (0,_holds_js__WEBPACK_IMPORTED_MODULE_1__/* .readHolds */ .RC)(git));
    return view;
}


/***/ }),

/***/ 4648:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SD: () => (/* binding */ fetchTracking),
/* harmony export */   bf: () => (/* binding */ writeTracking),
/* harmony export */   ui: () => (/* binding */ readTracking)
/* harmony export */ });
/* harmony import */ var _spec_branch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4323);

const PREFIX = 'refs/ralph/tracking/';
/** Brings the remote's tracking records into the clone (one fetch); none is fine. */
async function fetchTracking(git) {
    await git.exec(['fetch', '--quiet', '--prune', '--no-tags', _spec_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE */ .Bn, `+${PREFIX}*:${PREFIX}*`], {
        allowFailure: true,
    });
}
/** The tracking records the clone knows, by spec id: one git process. */
async function readTracking(git) {
    const out = await git.exec(['for-each-ref', '--format=%(refname)%00%(contents)%00%00', PREFIX], {
        allowFailure: true,
    });
    const records = new Map();
    for (const record of out.stdout.split('\0\0')) {
        const [ref, message] = record.replace(/^\n/, '').split('\0');
        if (!ref?.startsWith(PREFIX) || message === undefined)
            continue;
        const issue = Number(/^Ralph-Issue: (\d+)$/m.exec(message)?.[1]);
        const openedBy = /^Ralph-Opened-By: (\S+)$/m.exec(message)?.[1];
        if (Number.isInteger(issue) && issue > 0 && openedBy)
            records.set(ref.slice(PREFIX.length), { issue, openedBy });
    }
    return records;
}
/** Records the spec's tracking issue on the remote; false when the remote refused it. */
async function writeTracking(git, spec, t) {
    const empty = (await git.exec(['hash-object', '-t', 'tree', '-w', '--stdin'], { input: '' })).stdout.trim();
    const commit = await (0,_spec_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .commitTree */ .SC)(git, empty, [], `Spec ${spec} is tracked in issue #${t.issue}, opened by ${t.openedBy}.\n\nRalph-Issue: ${t.issue}\nRalph-Opened-By: ${t.openedBy}\n`);
    const r = await git.exec(['push', '--quiet', '--force', _spec_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE */ .Bn, `${commit}:${PREFIX}${spec}`], {
        allowFailure: true,
    });
    if (r.exitCode === 0)
        await git.exec(['update-ref', `${PREFIX}${spec}`, commit]);
    return r.exitCode === 0;
}


/***/ }),

/***/ 599:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $7: () => (/* binding */ AgentOutcomeSchema),
/* harmony export */   hc: () => (/* binding */ agentUsage),
/* harmony export */   ui: () => (/* binding */ GateResultSchema)
/* harmony export */ });
/* unused harmony export AGENT_OUTCOMES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5156);
// The words an attempt is decided with, said once: how an agent run ended and what a gate run
// left behind. The agent adapter, the attempt artifact's schema and the verdict all use these,
// so a new outcome or a new gate field is added in one place.

/** How an agent run ended, before any gate has looked at the work. */
const AGENT_OUTCOMES = ['done', 'blocked', 'no_marker', 'timeout', 'crashed', 'rate_limited'];
const AgentOutcomeSchema = zod__WEBPACK_IMPORTED_MODULE_0__["enum"](AGENT_OUTCOMES);
/**
 * Those fields of an agent run (or of an attempt artifact's agent), and no other: the one list
 * of them, for `ralph build`, the run step (agentFacts) and the writer.
 */
function agentUsage(a) {
    return {
        turns: a?.turns,
        inputTokens: a?.inputTokens,
        outputTokens: a?.outputTokens,
        costUsd: a?.costUsd,
        provider: a?.provider,
        model: a?.model,
        promptBytes: a?.promptBytes,
    };
}
/**
 * A gate result as the attempt artifact holds it: written by a job that ran the agent's code,
 * so its shape is checked, and the fields only a local run has (the log's path) are left out.
 */
const GateResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__.object({
    name: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
    command: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
    required: zod__WEBPACK_IMPORTED_MODULE_0__.boolean(),
    passed: zod__WEBPACK_IMPORTED_MODULE_0__.boolean(),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_0__.number().int().nullable(),
    outputTail: zod__WEBPACK_IMPORTED_MODULE_0__.string().max(64_000),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_0__.number().optional(),
    timedOut: zod__WEBPACK_IMPORTED_MODULE_0__.boolean().optional(),
});


/***/ }),

/***/ 4898:
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

/***/ 5185:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A1: () => (/* binding */ parseHoldMessage),
/* harmony export */   VA: () => (/* binding */ holdChanges),
/* harmony export */   tf: () => (/* binding */ applyHolds),
/* harmony export */   wN: () => (/* binding */ HOLD_TAG_PREFIX),
/* harmony export */   xb: () => (/* binding */ holdMessage)
/* harmony export */ });
const HOLD_TAG_PREFIX = 'ralph-held/';
/** The tag message that records a hold. */
function holdMessage(h) {
    const first = h.state === 'held'
        ? `Spec ${h.spec} is held: its pull request #${h.pull} was closed without merging.`
        : `Spec ${h.spec} is no longer held (${h.liftedBy ?? 'lifted'}).`;
    return `${first}\n\nRalph-Hold: ${h.state}\nRalph-Pull: ${h.pull}\nRalph-Url: ${h.url}\nRalph-Closed-At: ${h.closedAt}\n${h.liftedBy ? `Ralph-Lifted-By: ${h.liftedBy}\n` : ''}`;
}
/** The hold a tag message records, if it is one of Ralph's. */
function parseHoldMessage(spec, text) {
    const field = (name) => new RegExp(`^Ralph-${name}: (.+)$`, 'm').exec(text)?.[1]?.trim();
    const state = field('Hold');
    const pull = Number(field('Pull'));
    const url = field('Url');
    const closedAt = field('Closed-At');
    if ((state !== 'held' && state !== 'lifted') || !Number.isInteger(pull) || !url || !closedAt)
        return undefined;
    const liftedBy = field('Lifted-By');
    return { spec, state, pull, url, closedAt, ...(liftedBy ? { liftedBy } : {}) };
}
/**
 * The holds to write: a spec whose latest closed pull request was closed without merging, with
 * no open one, not merged into the base and not held for that close already, becomes held; a
 * held spec whose branch has an open pull request again (reopened) is lifted.
 */
function holdChanges(opts) {
    const out = [];
    for (const spec of opts.specs) {
        const branch = `${opts.prefix}${spec}`;
        const existing = opts.holds.get(spec);
        if (opts.openHeads.has(branch)) {
            if (existing?.state === 'held')
                out.push({ ...existing, state: 'lifted', liftedBy: `pull request reopened on ${branch}` });
            continue;
        }
        if (opts.mergedOnBase(spec))
            continue;
        let latest;
        for (const p of opts.closed)
            if (p.head === branch && (!latest || Date.parse(p.closedAt) > Date.parse(latest.closedAt)))
                latest = p;
        if (!latest || latest.merged)
            continue;
        if (existing && existing.pull === latest.number && existing.closedAt === latest.closedAt)
            continue;
        out.push({ spec, state: 'held', pull: latest.number, url: latest.url, closedAt: latest.closedAt });
    }
    return out;
}
/**
 * Marks the held specs of the plan (in place): status `held`, the pull request's link as the
 * reason; a spec marked so whose hold was lifted since (in the same job) is marked no more.
 */
function applyHolds(plan, holds) {
    for (const spec of plan.specs) {
        const h = holds.get(spec.id);
        if (h?.state === 'lifted' && spec.status === 'held') {
            delete spec.status;
            delete spec.heldReason;
        }
        if (h?.state !== 'held')
            continue;
        spec.status = 'held';
        spec.heldReason = `pull request #${h.pull} was closed without merging (${h.url}); reopen it or write \`/ralph retry ${spec.id}\``;
    }
}


/***/ }),

/***/ 1679:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ld: () => (/* binding */ agentFacts),
/* harmony export */   P2: () => (/* reexport safe */ _artifact_names_js__WEBPACK_IMPORTED_MODULE_7__.P2),
/* harmony export */   UD: () => (/* reexport safe */ _artifact_names_js__WEBPACK_IMPORTED_MODULE_7__.UD),
/* harmony export */   cr: () => (/* binding */ recordedOnBranch),
/* harmony export */   pr: () => (/* binding */ AttemptReportSchema),
/* harmony export */   px: () => (/* binding */ parseMatrixEntry),
/* harmony export */   sQ: () => (/* binding */ ATTEMPT_FILES),
/* harmony export */   z5: () => (/* binding */ parseMatrix)
/* harmony export */ });
/* unused harmony exports MatrixEntrySchema, MatrixSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5156);
/* harmony import */ var _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6276);
/* harmony import */ var _attempt_outcomes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(599);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2807);
/* harmony import */ var _plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4929);
/* harmony import */ var _plan_problem_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1215);
/* harmony import */ var _prompt_prompt_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7556);
/* harmony import */ var _artifact_names_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9907);
// What travels between the jobs of a run (docs/ARCHITECTURE.md#trust). The schedule job (read-only, runs no
// agent) decides each task job's anchors and hands them on as the matrix entry; the task job
// (runs the agent and the gates, holds no write credential) hands back one attempt artifact;
// the writer job trusts the anchors, and takes from the artifact only what an untrusted job
// may say: the agent's outcome, the gate results and a patch it validates itself.







const sha = zod__WEBPACK_IMPORTED_MODULE_5__.string().regex(/^[0-9a-f]{40}$/, 'a full commit sha');
const id = zod__WEBPACK_IMPORTED_MODULE_5__.string().superRefine((value, ctx) => {
    const unsafe = (0,_plan_problem_js__WEBPACK_IMPORTED_MODULE_6__/* .unsafeIdReason */ .wg)(value);
    if (unsafe)
        ctx.addIssue({ code: 'custom', message: unsafe });
});
/** One matrix entry: a task job's anchors. */
const MatrixEntrySchema = zod__WEBPACK_IMPORTED_MODULE_5__.object({
    spec: id,
    task: id,
    /** The attempt's number: the task's attempts on its branch so far, plus one. */
    attempt: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().positive(),
    branch: zod__WEBPACK_IMPORTED_MODULE_5__.string().min(1),
    base: zod__WEBPACK_IMPORTED_MODULE_5__.string().min(1),
    /** The commit the job checks out: the spec branch's tip, or the base's when the branch is new. */
    start: sha,
    /** The base's tip when scheduled; merged into `start` first when `start` does not contain it. */
    'base-sha': sha,
    complexity: zod__WEBPACK_IMPORTED_MODULE_5__.string().optional(),
    'max-turns': zod__WEBPACK_IMPORTED_MODULE_5__.number().int().positive(),
    'timeout-minutes': zod__WEBPACK_IMPORTED_MODULE_5__.number().positive(),
    'job-timeout-minutes': zod__WEBPACK_IMPORTED_MODULE_5__.number().positive().optional(),
    /** The name this attempt's artifact is uploaded under. */
    artifact: zod__WEBPACK_IMPORTED_MODULE_5__.string().min(1),
    /** The previous attempt's artifact and run, for its retry context ('' when none). */
    'retry-artifact': zod__WEBPACK_IMPORTED_MODULE_5__.string(),
    'retry-run-id': zod__WEBPACK_IMPORTED_MODULE_5__.union([zod__WEBPACK_IMPORTED_MODULE_5__.string(), zod__WEBPACK_IMPORTED_MODULE_5__.number()]).transform(String),
    /**
     * The leg's agent as the schedule job resolved it (agent-routing.ts): the provider whose CLI
     * the job installs and runs, and the model ('' for the CLI's default). Absent in a matrix
     * written by an older Ralph: the task job then resolves them from the plan.
     */
    provider: zod__WEBPACK_IMPORTED_MODULE_5__["enum"](_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .PROVIDER_NAMES */ .xd).optional(),
    model: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(200).optional(),
});
const MatrixSchema = zod__WEBPACK_IMPORTED_MODULE_5__.object({ include: zod__WEBPACK_IMPORTED_MODULE_5__.array(MatrixEntrySchema) });
/** Parses a matrix entry (the `task` input: `toJSON(matrix)`); the message names what is wrong. */
function parseMatrixEntry(text, where) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`${where} is not JSON (${err.message}); pass \`\${{ toJSON(matrix) }}\`.`);
    }
    const r = MatrixEntrySchema.safeParse(value);
    if (!r.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`${where} is not a Ralph matrix entry: ${r.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}. Pass \`\${{ toJSON(matrix) }}\` from the schedule job's matrix.`);
    return r.data;
}
function parseMatrix(text, where) {
    let value;
    try {
        value = JSON.parse(text || '{"include":[]}');
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`${where} is not JSON (${err.message}).`);
    }
    const r = MatrixSchema.safeParse(value);
    if (!r.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`${where} is not Ralph's matrix: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}. Pass the schedule job's \`matrix\` output.`);
    return r.data.include;
}

/**
 * `attempt.json` in the attempt artifact. Everything in it was written by a job that ran the
 * agent's code: the writer checks its shape, takes the identity of the attempt from the matrix
 * entry, and never a path, a commit or a command from here.
 */
const AttemptReportSchema = zod__WEBPACK_IMPORTED_MODULE_5__.object({
    version: zod__WEBPACK_IMPORTED_MODULE_5__.literal(1),
    spec: zod__WEBPACK_IMPORTED_MODULE_5__.string(),
    task: zod__WEBPACK_IMPORTED_MODULE_5__.string(),
    attempt: zod__WEBPACK_IMPORTED_MODULE_5__.number().int(),
    /** The run step found this attempt already recorded on the spec branch (a re-run): nothing ran. */
    alreadyRecorded: zod__WEBPACK_IMPORTED_MODULE_5__.boolean().optional(),
    /** The run step stopped before the agent ran (a configuration error): no attempt to record. */
    setupError: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(2_000).optional(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(40),
    finishedAt: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(40),
    agent: zod__WEBPACK_IMPORTED_MODULE_5__.object({
        outcome: _attempt_outcomes_js__WEBPACK_IMPORTED_MODULE_1__/* .AgentOutcomeSchema */ .$7,
        reason: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(8_000).optional(),
        interrupted: zod__WEBPACK_IMPORTED_MODULE_5__.boolean().optional(),
        exitCode: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().nullable(),
        durationMs: zod__WEBPACK_IMPORTED_MODULE_5__.number().nonnegative(),
        turns: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().nonnegative().optional(),
        inputTokens: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().nonnegative().optional(),
        outputTokens: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().nonnegative().optional(),
        costUsd: zod__WEBPACK_IMPORTED_MODULE_5__.number().nonnegative().optional(),
        /** The provider, the model asked for and the prompt's size, for `ralph report`. */
        provider: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(100).optional(),
        model: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(200).optional(),
        promptBytes: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().nonnegative().optional(),
    }),
    claimProblems: zod__WEBPACK_IMPORTED_MODULE_5__.array(zod__WEBPACK_IMPORTED_MODULE_5__.string().max(2_000)).max(50),
    gates: zod__WEBPACK_IMPORTED_MODULE_5__.array(_attempt_outcomes_js__WEBPACK_IMPORTED_MODULE_1__/* .GateResultSchema */ .ui).max(100),
    /** Whether `work.patch` beside it holds the attempt's change (git diff --binary). */
    patch: zod__WEBPACK_IMPORTED_MODULE_5__.boolean(),
});
const ATTEMPT_FILES = {
    report: 'attempt.json',
    patch: 'work.patch',
    retry: 'retry.json',
    transcript: 'transcript.log',
};
/**
 * Why a matrix entry's attempt needs no more work: the spec branch's plan records it, or the
 * task is finished or blocked there. The task job then runs no agent and the writer records
 * nothing (a re-run of either), judged by the branch alone, never by an artifact.
 */
function recordedOnBranch(plan, entry) {
    const task = (0,_prompt_prompt_js__WEBPACK_IMPORTED_MODULE_4__/* .findTask */ .VX)(plan, entry.task)?.task;
    if (!task)
        return undefined;
    if (task.attempts?.some((a) => a.number === entry.attempt))
        return `attempt ${entry.attempt} of ${entry.task} is recorded on ${entry.branch} already`;
    if ((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_3__/* .isDone */ .$L)(task.status) || task.status === 'blocked')
        return `${entry.task} is ${task.status} on ${entry.branch} already`;
    return undefined;
}
/**
 * Those facts of an agent run, and no other field: the run step keeps them for the record step,
 * which puts them in the attempt artifact.
 */
function agentFacts(a) {
    return {
        outcome: a.outcome,
        reason: a.reason,
        interrupted: a.interrupted,
        exitCode: a.exitCode,
        durationMs: a.durationMs,
        ...(0,_attempt_outcomes_js__WEBPACK_IMPORTED_MODULE_1__/* .agentUsage */ .hc)(a),
    };
}


/***/ })

};
