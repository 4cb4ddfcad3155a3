export const id = 4098;
export const ids = [4098];
export const modules = {

/***/ 4325:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KH: () => (/* binding */ updateHolds),
/* harmony export */   _V: () => (/* binding */ sayOnPull),
/* harmony export */   nX: () => (/* binding */ liftHold)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6421);
/* harmony import */ var _adapters_github_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7918);
/* harmony import */ var _adapters_holds_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6739);
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4323);
/* harmony import */ var _core_branches_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8752);
/* harmony import */ var _core_github_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8535);
/* harmony import */ var _core_hold_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7565);
/* harmony import */ var _core_plan_basics_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2479);








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
        return !view.branches.has(s.id) || s.tasks.every((t) => (0,_core_plan_basics_js__WEBPACK_IMPORTED_MODULE_6__/* .isDone */ .$L)(t.status));
    });
    if (candidates.length > 0) {
        const needClosed = candidates.some((s) => !opts.openHeads.has(`${prefix}${s.id}`));
        const closed = needClosed ? await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_1__/* .closedSpecPulls */ .K3)(opts.octokit, opts.repo, prefix) : [];
        const changes = (0,_core_hold_js__WEBPACK_IMPORTED_MODULE_7__/* .holdChanges */ .VA)({
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
                await sayOnPull(opts.octokit, opts.repo, h, prefix, opts.ralphLogin);
            }
        }
    }
    (0,_core_hold_js__WEBPACK_IMPORTED_MODULE_7__/* .applyHolds */ .tf)(view.plan, holds);
    return holds;
}
/**
 * Says on the closed pull request that its spec is held, why and how to lift it, or that the
 * hold was lifted: one comment, updated in place when the hold changes (core/github-text.ts).
 * Called only when the hold changes, so no run repeats it. A failure is a warning: the hold
 * itself is kept, and shows in the run, the summaries and `status`.
 */
async function sayOnPull(octokit, repo, hold, prefix, ralphLogin) {
    try {
        const me = await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_1__/* .whoAmI */ .Wc)(octokit, ralphLogin);
        await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_1__/* .upsertComment */ .lB)(octokit, repo, hold.pull, (0,_core_github_text_js__WEBPACK_IMPORTED_MODULE_5__/* .holdMarker */ .CV)(hold.spec), (0,_core_github_text_js__WEBPACK_IMPORTED_MODULE_5__/* .holdCommentBody */ .Pv)(hold, `${prefix}${hold.spec}`), 
        // Its own comment, also when written before the token changed (GITHUB_TOKEN's bot).
        [me, _adapters_github_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTIONS_BOT */ .aX]);
    }
    catch (err) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not say on #${hold.pull} that spec ${hold.spec} is ${hold.state}: ${err.message}`);
    }
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
/* harmony import */ var _adapters_holds_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6739);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8224);
/* harmony import */ var _adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4337);
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4323);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2807);
/* harmony import */ var _core_hold_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(7565);
/* harmony import */ var _core_report_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4486);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1733);
/* harmony import */ var _plan_picture_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8423);













/** The base branch's plan (as the remote has it, else HEAD's) with the remote's spec branches over it. */
async function remotePlanView(git, settings, base) {
    const planFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(settings.workspace, settings.planPath);
    const remoteBase = `refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .REMOTE */ .Bn}/${base}`;
    const ref = (await git.revParse(remoteBase)) ? remoteBase : 'HEAD';
    const baseText = await git.show(ref, planFile);
    if (baseText === undefined)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .RalphError */ .A4(`${planFile} does not exist on ${base}.`);
    const view = await (0,_adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_6__/* .readPlanView */ .z)(git, {
        planFile,
        baseText,
        baseName: `${base}:${planFile}`,
        refs: `refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .REMOTE */ .Bn}/`,
        branchPrefix: settings.branchPrefix,
    });
    // The specs a person held by closing their pull request (tags the checkout brought along).
    (0,_core_hold_js__WEBPACK_IMPORTED_MODULE_12__/* .applyHolds */ .tf)(view.plan, await (0,_adapters_holds_js__WEBPACK_IMPORTED_MODULE_4__/* .readHolds */ .RC)(git));
    return view;
}
/**
 * `command: schedule`: the matrix of ready tasks with each job's anchors (docs/ARCHITECTURE.md#trust: the
 * commit it starts from, the base tip it merges in, the artifact it uploads), the plan's gates
 * (`gates`: the only commands gate steps run), `has-work`, `ready-count`, and a summary. In a git
 * checkout the plan is read from the base branch and each spec branch on the remote, so
 * progress recorded on spec branches counts; elsewhere, from the plan file as it is.
 */
async function scheduleStep(settings) {
    const git = new _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .Git */ .TU(settings.workspace);
    const { view, base, baseSha, tips } = await scheduleView(git, settings);
    // A matrix of more than MATRIX_MAX_JOBS jobs fails the whole run: an empty max-parallel (a
    // scheduled run of a workflow that passes `inputs.max-parallel`) still means at most that many.
    const limits = { maxParallel: settings.maxParallel || undefined, matrix: true };
    if ((settings.maxParallel ?? 0) > _core_schedule_js__WEBPACK_IMPORTED_MODULE_10__/* .MATRIX_MAX_JOBS */ .eH)
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`max-parallel is ${settings.maxParallel}, but GitHub runs at most ${_core_schedule_js__WEBPACK_IMPORTED_MODULE_10__/* .MATRIX_MAX_JOBS */ .eH} jobs from one matrix: this run takes ${_core_schedule_js__WEBPACK_IMPORTED_MODULE_10__/* .MATRIX_MAX_JOBS */ .eH} tasks, the next run the rest.`);
    const s = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_10__/* .schedule */ ._)(view.plan, {
        spec: settings.specId,
        task: settings.taskId,
        ...limits,
        maxAttempts: settings.maxAttempts,
        branchPrefix: settings.branchPrefix,
        baseStatus: view.baseStatus,
    });
    // The plan's budget (docs/ARCHITECTURE.md#cost-and-budgets): once its recorded cost reaches it, nothing starts.
    if (s.budget.spent)
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`Nothing starts: ${s.budget.spent} (budget.maxCostUsd in ${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(settings.workspace, settings.planPath)}).`);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .startGroup */ .Oh(`Ready tasks: ${s.ready.length}`);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(s.ready.length > 0 ? (0,_core_report_js__WEBPACK_IMPORTED_MODULE_9__/* .textTable */ .ed)((0,_core_report_js__WEBPACK_IMPORTED_MODULE_9__/* .readyRows */ .t0)(s.ready)) : 'none');
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .endGroup */ .N4();
    let ready = settings.dryRun ? [] : s.ready;
    if (baseSha)
        ready = await withoutConflicts(git, ready, { base, baseSha, tips });
    // The job's outputs stay well under GitHub's 1 MiB (SCHEDULE_OUTPUTS_BUDGET_BYTES): entries
    // that would take them over wait for the next run, like those over the limit.
    const outputs = {
        gates: JSON.stringify(view.plan.gates ?? []),
        'has-work': 'false',
        'ready-count': String(s.ready.length),
    };
    const fit = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_10__/* .matrixWithin */ .nM)((0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_10__/* .toMatrix */ .D3)(ready, { base, baseSha, tips }).include, outputs);
    const matrix = JSON.stringify({ include: fit.include });
    outputs.matrix = matrix;
    outputs['has-work'] = fit.include.length > 0 ? 'true' : 'false';
    for (const [name, value] of Object.entries(outputs))
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .setOutput */ .uH(name, value);
    _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(`Matrix: ${fit.include.length} task job${fit.include.length === 1 ? '' : 's'}; the outputs take ${(0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_10__/* .outputBytes */ .RF)(outputs)} bytes (counted as GitHub does, UTF-16) of the ${_core_schedule_js__WEBPACK_IMPORTED_MODULE_10__/* .SCHEDULE_OUTPUTS_BUDGET_BYTES */ .f} Ralph allows itself.`);
    const left = settings.dryRun ? undefined : (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_10__/* .leftText */ .$)(s, limits, fit.dropped);
    if (left)
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .info */ .pq(left);
    // The schedule job's artifact (the workflow uploads it): the matrix as scheduled.
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(process.env.RUNNER_TEMP ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(settings.workspace, '.ralph'), 'ralph', 'schedule');
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir, { recursive: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'matrix.json'), `${matrix}\n`);
    await _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .summary */ .z
        .addRaw(`${settings.dryRun ? '_Dry run: nothing runs._\n\n' : ''}${left ? `**${left}**\n\n` : ''}${(0,_core_report_js__WEBPACK_IMPORTED_MODULE_9__/* .scheduleSummary */ .Mj)(view.plan, s)}${
    // The writer's summary draws the plan after the run; a dry run has no writer.
    settings.dryRun
        ? `\n${await (0,_plan_picture_js__WEBPACK_IMPORTED_MODULE_11__/* .planPicture */ .q)(view.plan, s, base ? { git, ref: `refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .REMOTE */ .Bn}/${base}`, planFile: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(settings.workspace, settings.planPath) } : {})}`
        : ''}`)
        .write();
}
/**
 * The plan to schedule from. In a git checkout: the base branch and each spec branch on the
 * remote, with the base's tip and each spec branch's tip (the task jobs' anchors); elsewhere the
 * plan file as it is.
 */
async function scheduleView(git, settings) {
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
        baseSha = (await git.revParse(`refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .REMOTE */ .Bn}/${base}`)) ?? (await git.revParse('HEAD'));
        for (const branch of v.branches.values()) {
            const tip = await git.revParse(`refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .REMOTE */ .Bn}/${branch}`);
            if (tip)
                tips.set(branch, tip);
        }
    }
    else
        view = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_5__/* .loadPlan */ .Yq)(settings.planPath);
    return { view, base, baseSha, tips };
}
/**
 * The ready tasks but those whose spec branch cannot take the base's new commits without a
 * conflict: it would run its task without them, so it waits, and a person resolves it on the
 * branch.
 */
async function withoutConflicts(git, ready, { base, baseSha, tips }) {
    // Each branch's conflicts, merged once however many of its tasks are ready.
    const conflicts = new Map();
    for (const r of ready) {
        const tip = tips.get(r.branch);
        if (tip && !conflicts.has(r.branch))
            conflicts.set(r.branch, await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .mergeConflicts */ .C3)(git, tip, baseSha));
    }
    const conflicted = new Set([...conflicts].filter(([, paths]) => paths.length > 0).map(([branch]) => branch));
    for (const branch of conflicted)
        _actions_core__WEBPACK_IMPORTED_MODULE_2__/* .warning */ .$e(`${branch} conflicts with ${base} (${conflicts.get(branch).join(', ')}); its task waits. Merge ${base} into ${branch} and resolve the conflict.`);
    return ready.filter((r) => !conflicted.has(r.branch));
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
/* harmony import */ var _core_hold_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7565);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6689);
/* harmony import */ var _project_root_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2757);
/* harmony import */ var _spec_branch_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4323);
// The holds on the remote, as tags `ralph-held/<spec>` (see core/hold.ts for why a tag).






const TAGS = `refs/tags/${_core_hold_js__WEBPACK_IMPORTED_MODULE_5__/* .HOLD_TAG_PREFIX */ .wN}`;
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
        const hold = (0,_core_hold_js__WEBPACK_IMPORTED_MODULE_5__/* .parseHoldMessage */ .A1)(spec, message);
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
    const name = `${_core_hold_js__WEBPACK_IMPORTED_MODULE_5__/* .HOLD_TAG_PREFIX */ .wN}${hold.spec}`;
    const tag = (await git.exec(['mktag'], {
        input: `object ${target}\ntype commit\ntag ${name}\ntagger ${_git_js__WEBPACK_IMPORTED_MODULE_2__/* .RALPH_IDENTITY */ .tn.name} <${_git_js__WEBPACK_IMPORTED_MODULE_2__/* .RALPH_IDENTITY */ .tn.email}> ${Math.floor(Date.now() / 1000)} +0000\n\n${(0,_core_hold_js__WEBPACK_IMPORTED_MODULE_5__/* .holdMessage */ .xb)(hold)}`,
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

/***/ 7565:
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


/***/ })

};
