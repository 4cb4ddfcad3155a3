export const id = 8019;
export const ids = [8019];
export const modules = {

/***/ 3598:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   scheduleSettings: () => (/* binding */ scheduleSettings),
/* harmony export */   scheduleStep: () => (/* binding */ scheduleStep)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7836);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8275);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3626);
/* harmony import */ var _adapters_plan_picture_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3541);
/* harmony import */ var _adapters_remote_plan_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2851);
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4323);
/* harmony import */ var _core_report_report_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6859);
/* harmony import */ var _core_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7961);










function scheduleSettings(inputs) {
    const workspace = inputs.workspace();
    return {
        workspace,
        plan: inputs.plan(workspace),
        specId: inputs.text('spec-id'),
        taskId: inputs.text('task-id'),
        maxParallel: inputs.int('max-parallel'),
        maxAttempts: inputs.int('max-attempts'),
        branchPrefix: inputs.branchPrefix(),
        baseBranch: inputs.text('base-branch'),
        dryRun: inputs.bool('dry-run', false),
    };
}
/**
 * `command: schedule`: the matrix of ready tasks with each job's anchors (docs/ARCHITECTURE.md#trust: the
 * commit it starts from, the base tip it merges in, the artifact it uploads), the plan's gates
 * (`gates`: the only commands gate steps run), `has-work`, `ready-count`, and a summary. In a git
 * checkout the plan is read from the base branch and each spec branch on the remote, so
 * progress recorded on spec branches counts; elsewhere, from the plan file as it is.
 */
async function scheduleStep(inputs) {
    const settings = scheduleSettings(inputs);
    const git = new _adapters_git_js__WEBPACK_IMPORTED_MODULE_3__/* .Git */ .TU(settings.workspace);
    const { view, base, baseSha, tips } = await scheduleView(git, settings);
    // A matrix of more than MATRIX_MAX_JOBS jobs fails the whole run: an empty max-parallel (a
    // scheduled run of a workflow that passes `inputs.max-parallel`) still means at most that many.
    const limits = { maxParallel: settings.maxParallel || undefined, matrix: true };
    if ((settings.maxParallel ?? 0) > _core_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_9__/* .MATRIX_MAX_JOBS */ .eH)
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.warning(`max-parallel is ${settings.maxParallel}, but GitHub runs at most ${_core_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_9__/* .MATRIX_MAX_JOBS */ .eH} jobs from one matrix: this run takes ${_core_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_9__/* .MATRIX_MAX_JOBS */ .eH} tasks, the next run the rest.`);
    const s = (0,_core_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_9__/* .schedule */ ._)(view.plan, {
        spec: settings.specId,
        task: settings.taskId,
        ...limits,
        maxAttempts: settings.maxAttempts,
        branchPrefix: settings.branchPrefix,
        baseStatus: view.baseStatus,
    });
    // The plan's budget (docs/ARCHITECTURE.md#cost-and-budgets): once its recorded cost reaches it, nothing starts.
    if (s.budget.spent)
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.warning(`Nothing starts: ${s.budget.spent} (budget.maxCostUsd in ${settings.plan.file}).`);
    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.startGroup(`Ready tasks: ${s.ready.length}`);
    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.info(s.ready.length > 0 ? (0,_core_report_report_js__WEBPACK_IMPORTED_MODULE_8__/* .textTable */ .ed)((0,_core_report_report_js__WEBPACK_IMPORTED_MODULE_8__/* .readyRows */ .t0)(s.ready)) : 'none');
    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.endGroup();
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
    const fit = (0,_core_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_9__/* .matrixWithin */ .nM)((0,_core_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_9__/* .toMatrix */ .D3)(ready, { base, baseSha, tips }).include, outputs);
    const matrix = JSON.stringify({ include: fit.include });
    outputs.matrix = matrix;
    outputs['has-work'] = fit.include.length > 0 ? 'true' : 'false';
    for (const [name, value] of Object.entries(outputs))
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.setOutput(name, value);
    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.info(`Matrix: ${fit.include.length} task job${fit.include.length === 1 ? '' : 's'}; the outputs take ${(0,_core_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_9__/* .outputBytes */ .RF)(outputs)} bytes (counted as GitHub does, UTF-16) of the ${_core_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_9__/* .SCHEDULE_OUTPUTS_BUDGET_BYTES */ .f} Ralph allows itself.`);
    const left = settings.dryRun ? undefined : (0,_core_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_9__/* .leftText */ .$)(s, limits, fit.dropped);
    if (left)
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.info(left);
    // The schedule job's artifact (the workflow uploads it): the matrix as scheduled.
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(process.env.RUNNER_TEMP ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(settings.workspace, '.ralph'), 'ralph', 'schedule');
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir, { recursive: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'matrix.json'), `${matrix}\n`);
    await _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.summary
        .addRaw(`${settings.dryRun ? '_Dry run: nothing runs._\n\n' : ''}${left ? `**${left}**\n\n` : ''}${(0,_core_report_report_js__WEBPACK_IMPORTED_MODULE_8__/* .scheduleSummary */ .Mj)(view.plan, s)}${
    // The writer's summary draws the plan after the run; a dry run has no writer.
    settings.dryRun
        ? `\n${await (0,_adapters_plan_picture_js__WEBPACK_IMPORTED_MODULE_5__/* .planPicture */ .q)(view.plan, s, base ? { git, ref: `refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .REMOTE */ .Bn}/${base}`, planFile: settings.plan.file } : {})}`
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
        const v = await (0,_adapters_remote_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .remotePlanView */ .b)(git, settings, base);
        if (v.branches.size > 0)
            _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.info(`Progress read from spec branches: ${[...v.branches.values()].join(', ')}`);
        view = v;
        baseSha = (await git.revParse(`refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .REMOTE */ .Bn}/${base}`)) ?? (await git.revParse('HEAD'));
        for (const branch of v.branches.values()) {
            const tip = await git.revParse(`refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .REMOTE */ .Bn}/${branch}`);
            if (tip)
                tips.set(branch, tip);
        }
    }
    else
        view = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_4__/* .loadPlan */ .Yq)(settings.plan.path);
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
        _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_2__.warning(`${branch} conflicts with ${base} (${conflicts.get(branch).join(', ')}); its task waits. Merge ${base} into ${branch} and resolve the conflict.`);
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

/***/ 8772:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ shellCommand),
/* harmony export */   r: () => (/* binding */ shellWord)
/* harmony export */ });
// Commands as Ralph prints them for a person to run: every word quoted for a POSIX shell where
// it has to be, so that a command pasted from Ralph's output (a hint, a fix, the demo's
// transcript) runs with the words Ralph meant. The one place a printed command is formatted.
/** A word a shell passes on as it is: quoted only when it has to be (`''` for an empty one). */
function shellWord(word) {
    return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
/** A command line from its words, each quoted as shellWord quotes it: `git show '--format=%h %s'`. */
function shellCommand(words) {
    return words.map(shellWord).join(' ');
}


/***/ })

};
