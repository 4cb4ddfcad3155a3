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
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./build/adapters/spec-branch.js
var spec_branch = __webpack_require__(4323);
// EXTERNAL MODULE: ./build/core/errors.js
var errors = __webpack_require__(2807);
// EXTERNAL MODULE: ./build/action/schedule.js
var schedule = __webpack_require__(3598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/adapters/plan-file.js + 1 modules
var plan_file = __webpack_require__(8224);
// EXTERNAL MODULE: ./build/core/patch-rules.js
var patch_rules = __webpack_require__(8826);
// EXTERNAL MODULE: ./build/action/context.js
var context = __webpack_require__(3280);
// EXTERNAL MODULE: ./build/action/run.js + 1 modules
var run = __webpack_require__(6370);
// EXTERNAL MODULE: ./build/action/untrusted-log.js
var untrusted_log = __webpack_require__(8598);
;// CONCATENATED MODULE: ./build/action/writer/context.js
// The writer's shared state: one fresh clone, the token only in git's environment, one Octokit,
// the private index its commits are made in, and the failures so far. Each phase of
// `finalizeStep` takes it, and what the phases hand on is in the line types below.










async function openWriter(settings) {
    const { ctx, repo, git, octokit } = (0,context/* writerFor */.P)(settings);
    const base = await (0,run.baseBranch)(git, settings);
    const scratch = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(process.env.RUNNER_TEMP ?? (0,external_node_os_.tmpdir)(), 'ralph-writer-'));
    return {
        git,
        ctx,
        repo,
        octokit,
        settings,
        planFile: (0,external_node_path_.relative)(settings.workspace, settings.planPath),
        base,
        protectedPaths: [...patch_rules/* DEFAULT_PROTECTED_PATHS */.YX, ...settings.protectedPaths],
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
        core/* error */.z3((0,untrusted_log/* untrustedMessage */.qO)(`${what}: ${message}`));
        return undefined;
    }
}
/** The plan at a commit, parsed, with its text. */
async function planAt(w, commit) {
    const text = await w.git.show(commit, w.planFile);
    if (text === undefined)
        throw new errors/* RalphError */.A4(`${w.planFile} does not exist at ${commit.slice(0, 7)}.`);
    return { text, plan: (0,plan_file/* parsePlanText */.uo)(text, `${commit.slice(0, 7)}:${w.planFile}`).plan };
}
/** The plan with the specs as this run left them. */
function planWith(view, specs) {
    return { ...view.plan, specs: [...specs.values()] };
}

// EXTERNAL MODULE: ./build/adapters/github.js
var github = __webpack_require__(7918);
// EXTERNAL MODULE: ./build/core/schedule.js
var core_schedule = __webpack_require__(1733);
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
    const next = (0,core_schedule/* schedule */._)(plan, {
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
        core/* warning */.$e('Work remains, but no attempt was recorded in this run; not dispatching another run.');
        return { plan, next, dispatched: false };
    }
    const workflow = settings.workflow ?? w.ctx.workflowFile;
    if (!workflow) {
        core/* warning */.$e("Work remains, but this run's workflow file is unknown; set the 'workflow' input to dispatch the next run.");
        return { plan, next, dispatched: false };
    }
    const dispatched = (await guarded(w, `dispatch ${workflow} on ${base}`, async () => {
        await (0,github/* dispatchWorkflow */["in"])(w.octokit, w.repo, workflow, base);
        core/* info */.pq(`Dispatched ${workflow} on ${base}: ${next.ready.length} task${next.ready.length === 1 ? '' : 's'} ready`);
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
    return (0,schedule.remotePlanView)(w.git, w.settings, w.base);
}

// EXTERNAL MODULE: ./build/core/branches.js
var branches = __webpack_require__(8752);
// EXTERNAL MODULE: ./build/core/git-text.js
var git_text = __webpack_require__(8648);
// EXTERNAL MODULE: ./build/core/plan-basics.js
var plan_basics = __webpack_require__(2479);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
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
// EXTERNAL MODULE: ./build/core/commands.js
var commands = __webpack_require__(586);
// EXTERNAL MODULE: ./build/core/github-text.js
var github_text = __webpack_require__(8535);
// EXTERNAL MODULE: ./build/action/holds.js
var holds = __webpack_require__(4325);
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
            await (0,holds/* updateHolds */.KH)({
                git: w.git,
                octokit: w.octokit,
                repo: w.repo,
                prefix: w.settings.branchPrefix,
                base: w.base,
                view,
                openHeads: new Set(open.map((p) => p.head)),
                ralphLogin: w.settings.ralphLogin,
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
            planFile: w.planFile,
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
    core/* info */.pq(`Pull request #${pr.number} ${line.action}: ${pr.url}`);
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
        core/* info */.pq(`#${pull.number} not merged: ${holding.join(', ')} requested changes.`);
        return undefined;
    }
    const checks = await (0,github/* checksOf */.tg)(octokit, repo, pull.headSha);
    if (checks.state !== 'passed') {
        core/* info */.pq(`#${pull.number} not merged: its checks ${checks.state === 'failed' ? `failed (${checks.failed.join(', ')})` : checks.state === 'pending' ? 'still run' : 'have not run'}.`);
        return undefined;
    }
    const fingerprint = (0,external_node_crypto_.createHash)('sha256')
        .update(`head ${pull.headSha}\nreviews ${reviews.fingerprint}\nchecks ${checks.fingerprint}\n`)
        .digest('hex');
    const waiting = await readMergeWait(w.git, pull.number);
    if (waiting?.fingerprint === fingerprint) {
        core/* info */.pq(`#${pull.number} not merged: GitHub refused it before and nothing it depends on changed since (${waiting.why}).`);
        return undefined;
    }
    let sha;
    try {
        sha = await (0,github/* squashMerge */.Gu)(octokit, repo, pull.number, pull.headSha, (0,github_text/* pullRequestTitle */.Zr)(spec));
    }
    catch (err) {
        if (!(err instanceof github/* MergeRefused */.XH))
            throw err;
        core/* warning */.$e(`Pull request #${pull.number} (spec ${spec.id}) waits for a person: ${err.message} Ralph asks again once its reviews, checks or head change.`);
        if (!(await writeMergeWait(w.git, pull.number, { fingerprint, why: err.lift })))
            core/* info */.pq(`Could not keep that GitHub refused #${pull.number}: the next run asks again.`);
        return undefined;
    }
    core/* info */.pq(`#${pull.number} merged (${sha.slice(0, 7)}): its checks passed.`);
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
                core/* info */.pq(`Blocked ${task.id}: comment ${comment.action} on #${comment.issue}`);
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
            body: (0,github_text/* trackingIssueBody */.BN)(spec, { planFile: w.planFile }),
            authors,
        });
        issue = found.number;
        issues.set(spec.id, issue);
        if (found.openedBy && (tracked?.issue !== issue || !(0,github/* isMe */.ne)(tracked.openedBy, found.openedBy))) {
            if (!(await (0,adapters_tracking/* writeTracking */.bf)(w.git, spec.id, { issue, openedBy: found.openedBy })))
                core/* info */.pq(`Could not record that #${issue} tracks spec ${spec.id}; the next run looks for it again.`);
        }
    }
    const last = (0,plan_basics/* lastAttempt */.mh)(task);
    const c = await (0,github/* upsertComment */.lB)(w.octokit, w.repo, issue, (0,github_text/* blockedMarker */.nP)(task.id), (0,github_text/* blockedCommentBody */.eQ)(spec, task, {
        runUrl: last?.runUrl,
        artifact: last?.artifact,
        branch: view.branches.get(spec.id),
        planFile: w.planFile,
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
            core/* info */.pq(`${branch}: held, no pull request (${spec.heldReason}).`);
            continue;
        }
        core/* startGroup */.Oh(`Spec ${specId}: one commit on ${w.base}, pull request`);
        const done = await guarded(w, `squash ${branch} onto ${w.base}`, () => finishSpec(w, spec, branch, baseTip));
        if (done) {
            core/* info */.pq(`${branch}: ${done.action} (${done.sha.slice(0, 7)})${done.note ? `: ${(0,untrusted_log/* quote */.hD)(done.note)}` : ''}`);
            const finished = done.spec ?? spec;
            specs.set(specId, finished);
            const pr = await openPullRequest(w, view, specs, finished, branch, done.sha, done.note);
            if (pr)
                pulls.push(pr);
        }
        core/* endGroup */.N4();
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
    await editor.put(w.planFile, (0,plan_file/* editPlanText */.VS)(before.text, after, `${branch}:${w.planFile}`));
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
// EXTERNAL MODULE: ./build/core/attempt.js
var attempt = __webpack_require__(5983);
// EXTERNAL MODULE: ./build/core/outcomes.js
var outcomes = __webpack_require__(9137);
// EXTERNAL MODULE: ./build/core/prompt.js
var core_prompt = __webpack_require__(9842);
// EXTERNAL MODULE: ./build/core/task-job.js
var task_job = __webpack_require__(5763);
;// CONCATENATED MODULE: ./build/action/writer/record-attempt.js
// Phase 1 of the writer: each task job's attempt, recorded on its spec branch. The anchors come
// from the schedule job's matrix, the outcome and gate results from the attempt artifact, and
// the patch only after checking what git says it changes.
















/** Records the attempt of each task job that ran; a failed one is named and the next goes on. */
async function recordAttempts(w) {
    const { settings } = w;
    const scheduled = settings.matrix ? (0,task_job/* parseMatrix */.z5)(settings.matrix, "The input 'matrix'") : [];
    // No task job ran (an earlier job failed and the task job was skipped): nothing was tried,
    // so nothing is recorded and no retry is spent. Only a task job that ran leaves an attempt.
    const entries = settings.taskResult === 'skipped' ? [] : scheduled;
    if (entries.length < scheduled.length)
        core/* notice */.lm(`No task job ran in this run (needs.task.result is skipped): the ${scheduled.length} scheduled task${scheduled.length === 1 ? '' : 's'} stay as they are and run next time.`);
    const attemptsDir = settings.attempts ?? (0,external_node_path_.join)(process.env.RUNNER_TEMP ?? '', 'ralph', 'attempts');
    const records = [];
    for (const entry of entries) {
        core/* startGroup */.Oh(`Record ${entry.task} attempt ${entry.attempt} on ${entry.branch}`);
        const line = await guarded(w, `record ${entry.task} attempt ${entry.attempt} on ${entry.branch}`, () => recordEntry(w, entry, artifactDir(attemptsDir, entry.artifact)));
        if (line) {
            records.push(line);
            core/* info */.pq(`${line.task}: ${(0,attempt/* outcomeAndStatus */.Aq)(line.outcome, line.status)}${line.note ? ` (${(0,untrusted_log/* quote */.hD)(line.note)})` : ''}`);
        }
        core/* endGroup */.N4();
    }
    return records;
}
/**
 * Where download-artifact put an artifact: a folder named after it. The schedule job's artifact
 * makes sure there are two or more (a single match would be extracted straight into the path,
 * where one task's artifact could hold a folder named after another's).
 */
function artifactDir(root, name) {
    if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, task_job/* ATTEMPT_FILES */.sQ.report)))
        throw new errors/* RalphError */.A4(`${root} holds an attempt report of its own: the artifacts were downloaded without a folder each (is the schedule job's artifact, ${task_job/* SCHEDULE_ARTIFACT */.P2}, missing?); nothing is recorded from them.`);
    return (0,external_node_path_.join)(root, name);
}
/** The attempt artifact's report, checked; undefined with the reason when there is none or it is malformed. */
function readReport(dir, entry) {
    const file = (0,external_node_path_.join)(dir, task_job/* ATTEMPT_FILES */.sQ.report);
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
            problem: `the attempt artifact's ${task_job/* ATTEMPT_FILES */.sQ.report} is not JSON (${err.message})`,
        };
    }
    const r = task_job/* AttemptReportSchema */.pr.safeParse(value);
    if (!r.success)
        return {
            problem: `the attempt artifact's ${task_job/* ATTEMPT_FILES */.sQ.report} is malformed (${r.error.issues
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
    const found = (0,core_prompt/* findTask */.VX)(before.plan, entry.task);
    if (!found || found.spec.id !== entry.spec)
        throw new errors/* RalphError */.A4(`${w.planFile} at ${start.slice(0, 7)} has no task ${entry.task} in spec ${entry.spec}.`);
    if ((0,plan_basics/* nextAttemptNumber */.oH)(found.task) !== entry.attempt)
        throw new errors/* RalphError */.A4(`${w.planFile} at ${start.slice(0, 7)} says ${entry.task}'s next attempt is ${(0,plan_basics/* nextAttemptNumber */.oH)(found.task)}, the matrix ${entry.attempt}.`);
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
        const recorded = atTip ? (0,task_job/* recordedOnBranch */.cr)(atTip.plan.plan, entry) : undefined;
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
    await editor.put(w.planFile, text);
    const message = (0,git_text/* taskCommitMessage */._s)(spec, startTask, verdict.outcome === 'passed' ? 'complete' : `attempt ${entry.attempt} (${verdict.outcome}) of`);
    const commit = await (0,spec_branch/* commitTree */.SC)(w.git, await editor.write(), [start], message);
    return { commit, message, verdict, status, refusals, patched };
}
/** The plan's text with the attempt recorded on its task, and the task's status after it. */
function planWithAttempt(w, entry, before, verdict, report) {
    const maxAttempts = w.settings.maxAttempts ?? before.plan.agent?.maxAttempts ?? core_schedule/* DEFAULT_MAX_ATTEMPTS */.Gz;
    const { startedAt, finishedAt, durationMs } = attemptTimes(report);
    const after = structuredClone(before.plan);
    const task = (0,core_prompt/* findTask */.VX)(after, entry.task).task;
    const status = (0,attempt/* recordAttempt */.fh)(task, verdict, {
        startedAt,
        finishedAt,
        durationMs,
        ...(0,outcomes/* agentUsage */.hc)(report?.agent),
        runUrl: w.ctx.runUrl,
        artifact: verdict.outcome === 'passed' || !report ? undefined : entry.artifact,
    }, maxAttempts, (0,plan_basics/* taskMaxCostUsd */.TN)(after, task));
    return { text: (0,plan_file/* editPlanText */.VS)(before.text, after, `${entry.branch}:${w.planFile}`), status };
}
/**
 * Applies the attempt's patch to the start commit's tree in the private index and checks what
 * git says it changes; pushes the problems it finds. True when the patch holds.
 */
async function applyPatch(w, editor, start, dir, report, problems, refusals) {
    await editor.read(start);
    const patchFile = (0,external_node_path_.join)(dir, task_job/* ATTEMPT_FILES */.sQ.patch);
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

// EXTERNAL MODULE: ./build/core/report.js
var report = __webpack_require__(4486);
// EXTERNAL MODULE: ./build/action/plan-picture.js
var plan_picture = __webpack_require__(8423);
;// CONCATENATED MODULE: ./build/action/writer/summary.js
// The writer's report: its step outputs and the run's summary, from what each phase did.





/** Sets the `pull-requests` and `cost-usd` outputs and writes the run's summary. */
async function writeSummary(w, r) {
    const { records, pulls, plan, next, dispatched } = r;
    core/* setOutput */.uH('pull-requests', JSON.stringify(pulls.map(({ spec, number, url, action }) => ({ spec, number, url, action }))));
    // What the attempts this run recorded cost, as their agents reported it.
    const runCost = records.reduce((sum, r) => sum + (r.status === 'unchanged' ? 0 : (r.costUsd ?? 0)), 0);
    core/* setOutput */.uH('cost-usd', String(Math.round(runCost * 1e6) / 1e6));
    const summary = ['## Ralph: finalize', '', ...doneSections(r)];
    if (w.failures.length > 0)
        summary.push('### Failed', '', ...w.failures.map((f) => `- ${f.replace(/\n/g, ' ')}`), '');
    summary.push('### Plan', '', (0,report/* markdownTable */.Qj)((0,report/* statusRows */.O5)(plan, next, true)), '', await (0,plan_picture/* planPicture */.q)(plan, next, {
        git: w.git,
        ref: `refs/remotes/${spec_branch/* REMOTE */.Bn}/${w.base}`,
        planFile: w.planFile,
    }), '', ...(runCost > 0 || (0,report/* showsCost */.k5)(plan, next)
        ? [`Cost of this run: ${(0,plan_basics/* formatUsd */.UK)(runCost)}. ${(0,report/* budgetLine */["in"])(next.budget)}.`, '']
        : []), next.ready.length > 0
        ? `${next.ready.length} task${next.ready.length === 1 ? '' : 's'} ready for the next run${dispatched ? ' (dispatched)' : ''}.`
        : next.budget.spent
            ? `No task starts another run: ${next.budget.spent}.`
            : 'No task is ready for another run.', '');
    await core/* summary */.z.addRaw(summary.join('\n')).write();
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
async function finalizeStep(settings) {
    const w = await openWriter(settings);
    try {
        core/* startGroup */.Oh('Fetch the base and the spec branches');
        await (0,spec_branch/* fetchBranches */.r4)(w.git);
        core/* endGroup */.N4();
        const records = await recordAttempts(w);
        const view = await (0,schedule.remotePlanView)(w.git, settings, w.base);
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


/***/ })

};
