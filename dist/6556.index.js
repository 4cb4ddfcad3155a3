export const id = 6556;
export const ids = [6556];
export const modules = {

/***/ 4325:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ updateHolds),
/* harmony export */   n: () => (/* binding */ liftHold)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6421);
/* harmony import */ var _adapters_github_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7918);
/* harmony import */ var _adapters_holds_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6739);
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4323);
/* harmony import */ var _core_branches_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8752);
/* harmony import */ var _core_hold_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7565);
/* harmony import */ var _core_plan_basics_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2479);







/**
 * Keeps the holds up to date (core/hold.ts) and marks the held specs in the view: the commands
 * job does it before the schedule job reads the plan, the writer before it opens a pull
 * request. The closed pull requests are asked for only when some spec could be taken up again
 * (no open pull request, and no branch or a finished one): a run with every spec's pull
 * request open asks nothing more.
 */
async function updateHolds(opts) {
    const { git, view, prefix } = opts;
    await (0,_adapters_holds_js__WEBPACK_IMPORTED_MODULE_2__/* .fetchHolds */ .LU)(git);
    const holds = await (0,_adapters_holds_js__WEBPACK_IMPORTED_MODULE_2__/* .readHolds */ .RC)(git);
    const merged = (id) => (0,_core_branches_js__WEBPACK_IMPORTED_MODULE_4__/* .mergedOnBase */ .x)(view.plan.specs.find((s) => s.id === id), view.baseStatus);
    const candidates = view.plan.specs.filter((s) => {
        if ((0,_core_branches_js__WEBPACK_IMPORTED_MODULE_4__/* .mergedOnBase */ .x)(s, view.baseStatus))
            return false;
        if (holds.get(s.id)?.state === 'held')
            return true;
        if (opts.openHeads.has(`${prefix}${s.id}`))
            return false;
        return !view.branches.has(s.id) || s.tasks.every((t) => (0,_core_plan_basics_js__WEBPACK_IMPORTED_MODULE_5__/* .isDone */ .$L)(t.status));
    });
    if (candidates.length > 0) {
        const needClosed = candidates.some((s) => !opts.openHeads.has(`${prefix}${s.id}`));
        const closed = needClosed ? await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_1__/* .closedSpecPulls */ .K3)(opts.octokit, opts.repo, prefix) : [];
        const changes = (0,_core_hold_js__WEBPACK_IMPORTED_MODULE_6__/* .holdChanges */ .VA)({
            specs: candidates.map((s) => s.id),
            prefix,
            openHeads: opts.openHeads,
            closed,
            holds,
            mergedOnBase: merged,
        });
        if (changes.length > 0) {
            const target = (await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_3__/* .remoteSha */ .fI)(git, opts.base)) ?? (await git.out(['rev-parse', 'HEAD']));
            for (const h of changes) {
                await (0,_adapters_holds_js__WEBPACK_IMPORTED_MODULE_2__/* .writeHold */ .hA)(git, h, target);
                holds.set(h.spec, h);
                if (h.state === 'held')
                    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Spec ${h.spec} is held: its pull request #${h.pull} was closed without merging (${h.url}). Nothing of it runs and no pull request is opened until a person reopens #${h.pull} or writes \`/ralph retry ${h.spec}\`.`);
                else
                    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(`Spec ${h.spec} is no longer held: ${h.liftedBy}.`);
            }
        }
    }
    (0,_core_hold_js__WEBPACK_IMPORTED_MODULE_6__/* .applyHolds */ .tf)(view.plan, holds);
    return holds;
}
/** Lifts the spec's hold (`/ralph retry <spec>`); false when the spec is not held. */
async function liftHold(git, base, spec, by) {
    await (0,_adapters_holds_js__WEBPACK_IMPORTED_MODULE_2__/* .fetchHolds */ .LU)(git);
    const hold = (await (0,_adapters_holds_js__WEBPACK_IMPORTED_MODULE_2__/* .readHolds */ .RC)(git)).get(spec);
    if (hold?.state !== 'held')
        return undefined;
    const lifted = { ...hold, state: 'lifted', liftedBy: by };
    const target = (await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_3__/* .remoteSha */ .fI)(git, base)) ?? (await git.out(['rev-parse', `refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_3__/* .REMOTE */ .Bn}/HEAD`]));
    await (0,_adapters_holds_js__WEBPACK_IMPORTED_MODULE_2__/* .writeHold */ .hA)(git, lifted, target);
    return lifted;
}


/***/ }),

/***/ 6556:
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
            await (0,holds/* updateHolds */.K)({
                git: w.git,
                octokit: w.octokit,
                repo: w.repo,
                prefix: w.settings.branchPrefix,
                base: w.base,
                view,
                openHeads: new Set(open.map((p) => p.head)),
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
    for (const line of pulls)
        await guarded(w, `auto-merge #${line.number}`, async () => {
            const merged = await mergeIfReady(w, line, specs.get(line.spec));
            if (merged)
                merges.push(merged);
        });
    return merges;
}
/** Squash-merges one pull request when no review holds it back and its checks passed; says why not. */
async function mergeIfReady(w, pull, spec) {
    const { octokit, repo } = w;
    // A writer's review that requests changes holds it back until its follow-up task is
    // done; anyone else's does not (they are not heard).
    const holding = [];
    for (const r of await (0,github/* changesRequested */.U_)(octokit, repo, pull.number)) {
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
    const sha = await (0,github/* squashMerge */.Gu)(octokit, repo, pull.number, pull.headSha, (0,github_text/* pullRequestTitle */.Zr)(spec));
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
    for (const spec of specs.values())
        for (const task of spec.tasks) {
            if (task.status !== 'blocked')
                continue;
            if (!asked) {
                asked = true;
                me = await guarded(w, 'find which account the token acts as', () => (0,github/* whoAmI */.Wc)(w.octokit, w.settings.ralphLogin));
            }
            await guarded(w, `comment on blocked task ${task.id}`, async () => {
                const comment = await commentOnTask(w, view, specs, spec, task, issues, me);
                comments.push(comment);
                core/* info */.pq(`Blocked ${task.id}: comment ${comment.action} on #${comment.issue}`);
            });
        }
    return comments;
}
/** The blocked task's comment on its spec's tracking issue, opening the issue when there is none. */
async function commentOnTask(w, view, specs, spec, task, issues, me) {
    let issue = spec.issue ?? w.settings.issueNumber ?? issues.get(spec.id);
    if (issue === undefined) {
        issue = await (0,github/* ensureTrackingIssue */.PJ)(w.octokit, w.repo, {
            specId: spec.id,
            title: (0,github_text/* trackingIssueTitle */.N1)(spec),
            body: (0,github_text/* trackingIssueBody */.BN)(spec, { planFile: w.planFile }),
            author: me,
        });
        issues.set(spec.id, issue);
    }
    const last = (0,plan_basics/* lastAttempt */.mh)(task);
    const c = await (0,github/* upsertComment */.lB)(w.octokit, w.repo, issue, (0,github_text/* blockedMarker */.nP)(task.id), (0,github_text/* blockedCommentBody */.eQ)(spec, task, {
        runUrl: last?.runUrl,
        artifact: last?.artifact,
        branch: view.branches.get(spec.id),
        planFile: w.planFile,
        plan: planWith(view, specs),
    }), me);
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

/***/ 586:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Co: () => (/* binding */ skipTaskState),
/* harmony export */   Qd: () => (/* binding */ CommandError),
/* harmony export */   RM: () => (/* binding */ parseCommand),
/* harmony export */   Rl: () => (/* binding */ replyBody),
/* harmony export */   U: () => (/* binding */ statusReplyText),
/* harmony export */   VZ: () => (/* binding */ applyTaskCommand),
/* harmony export */   Z0: () => (/* binding */ canRetry),
/* harmony export */   eS: () => (/* binding */ addFollowUp),
/* harmony export */   hQ: () => (/* binding */ handledSources),
/* harmony export */   hy: () => (/* binding */ notHeardText),
/* harmony export */   nK: () => (/* binding */ isReply),
/* harmony export */   pC: () => (/* binding */ retryTaskState),
/* harmony export */   qj: () => (/* binding */ canSkip),
/* harmony export */   u_: () => (/* binding */ USAGE),
/* harmony export */   y4: () => (/* binding */ followUpId)
/* harmony export */ });
/* unused harmony export replyMarker */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2807);
/* harmony import */ var _github_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8535);
/* harmony import */ var _prompt_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9842);
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1733);
// What people say to Ralph on GitHub (docs/ARCHITECTURE.md#listening), as data: `/ralph` commands on a tracking
// issue or a spec pull request, and reviews that request changes. Parsing, the change each makes
// to the plan and the words of each reply are pure; the action's `commands` step reads them from
// GitHub, decides who is heard, writes the plan on the spec branch and posts the replies.




const USAGE = [
    '`/ralph retry TASK [answer]`: the answer goes to the next attempt, the retry budget starts again',
    '`/ralph retry SPEC`: a spec held because its pull request was closed without merging goes on',
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
    // Case-insensitive, as the workflow's `contains(body, '/ralph')` that starts the listen job is.
    const m = /^\/ralph(?:[ \t]+([\s\S]*))?$/i.exec(text);
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
    const reset = (0,_schedule_js__WEBPACK_IMPORTED_MODULE_3__/* .resetRetryBudget */ .$U)(task);
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
class CommandError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4 {
    code = 'command';
    name = 'CommandError';
}
/**
 * Applies `/ralph retry` or `/ralph skip` to the plan. Throws CommandError (an unknown task, a
 * task of another spec than the pull request's, a task that is not blocked or failed) with
 * the words of the reply.
 */
function applyTaskCommand(plan, command, by) {
    const found = (0,_prompt_js__WEBPACK_IMPORTED_MODULE_2__/* .findTask */ .VX)(plan, command.task);
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
/** Whether a comment is one of Ralph's replies (it starts with a reply or failure marker). */
function isReply(body) {
    return /^<!-- ralph:(?:reply|failed):/.test(body.trimStart());
}
/** A reply: the marker, what happened, and the run that did it. */
function replyBody(source, text, runUrl) {
    return `${replyMarker(source)}\n${text}${runUrl ? `\n\n<sub>[Ralph's run](${runUrl})</sub>` : ''}\n`;
}
/**
 * The `/ralph status` reply: the whole table when it fits in one comment with room to spare,
 * else the counts per status, the tasks that need a person (blocked, failed) and where the
 * whole table is (the run's summary). Always within GitHub's body limit.
 */
function statusReplyText(rows, table, opts = {}) {
    const limit = (opts.limit ?? _github_text_js__WEBPACK_IMPORTED_MODULE_1__/* .GITHUB_BODY_LIMIT */ .nY) - 2_000; // the marker, the run link, headroom
    const whole = `The plan as Ralph sees it now:\n\n${table(rows)}`;
    if (whole.length <= limit)
        return whole;
    const [head, ...body] = rows;
    const status = head ? head.indexOf('STATUS') : -1;
    const word = (r) => (r[status] ?? '').replace(/^\S+\s+(?=\w+$)/, '');
    const counts = new Map();
    for (const r of body)
        counts.set(word(r), (counts.get(word(r)) ?? 0) + 1);
    const lines = [
        `The plan has ${body.length} task${body.length === 1 ? '' : 's'}, too many for one comment: ${[...counts].map(([w, n]) => `${n} ${w}`).join(', ')}.`,
        opts.runUrl
            ? `The whole table is in [the run's summary](${opts.runUrl}).`
            : "The whole table is in the run's summary.",
    ];
    const attention = body.filter((r) => ['blocked', 'failed'].includes(word(r)));
    if (attention.length > 0 && head) {
        const shown = [];
        let size = lines.join('\n').length + 200;
        for (const r of attention) {
            size += r.join(' | ').length + 8;
            if (size > limit)
                break;
            shown.push([...r]);
        }
        lines.push('', `Tasks that wait for a person${shown.length < attention.length ? ` (the first ${shown.length} of ${attention.length})` : ''}:`, '', table([[...head], ...shown]));
    }
    return lines.join('\n');
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


/***/ })

};
