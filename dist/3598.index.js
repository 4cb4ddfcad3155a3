export const id = 3598;
export const ids = [3598];
export const modules = {

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
/* harmony import */ var _plan_basics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2479);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4486);
// The seed's success metrics, measured from the attempts the plan records: how often a task's
// first attempt passes the gates, how many attempts a completed task takes, how often a retry
// that got the failure injected into its prompt passes, how many tasks end blocked, what a
// completed task costs in turns, tokens, money and time, and how many prompt bytes a task got
// against the whole spec dumped into one prompt. Pure: the caller reads the files.


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
    return x === null ? '–' : (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(x);
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
    return `### Metrics\n\n${(0,_report_js__WEBPACK_IMPORTED_MODULE_1__/* .markdownTable */ .Qj)(metricsRows(m))}\n\n${METRICS_LEGEND.split('\n').join(' ')}\n`;
}


/***/ })

};
