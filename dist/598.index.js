export const id = 598;
export const ids = [598];
export const modules = {

/***/ 3598:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   remotePlanView: () => (/* binding */ remotePlanView),
/* harmony export */   scheduleStep: () => (/* binding */ scheduleStep)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6421);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6689);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8601);
/* harmony import */ var _adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2);
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4323);
/* harmony import */ var _core_report_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4486);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1733);








/** The base branch's plan (as the remote has it, else HEAD's) with the remote's spec branches over it. */
async function remotePlanView(git, settings, base) {
    const planFile = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(settings.workspace, settings.planPath);
    const remoteBase = `refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_5__/* .REMOTE */ .Bn}/${base}`;
    const ref = (await git.revParse(remoteBase)) ? remoteBase : 'HEAD';
    const baseText = await git.show(ref, planFile);
    if (baseText === undefined)
        throw new Error(`${planFile} does not exist on ${base}.`);
    return (0,_adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_4__/* .readPlanView */ .z)(git, {
        planFile,
        baseText,
        baseName: `${base}:${planFile}`,
        refs: `refs/remotes/${_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_5__/* .REMOTE */ .Bn}/`,
        branchPrefix: settings.branchPrefix,
    });
}
/**
 * `command: schedule`: the matrix of ready tasks, `has-work`, `ready-count`, and a summary.
 * In a git checkout the plan is read from the base branch and each spec branch on the remote,
 * so progress recorded on spec branches counts; elsewhere, from the plan file as it is.
 */
async function scheduleStep(settings) {
    const git = new _adapters_git_js__WEBPACK_IMPORTED_MODULE_2__/* .Git */ .TU(settings.workspace);
    let view;
    if (await git.try(['rev-parse', '--git-dir'])) {
        const base = settings.baseBranch ?? (await git.currentBranch()) ?? 'HEAD';
        const v = await remotePlanView(git, settings, base);
        if (v.branches.size > 0)
            _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(`Progress read from spec branches: ${[...v.branches.values()].join(', ')}`);
        view = v;
    }
    else
        view = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_3__/* .loadPlan */ .Yq)(settings.planPath);
    const s = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_7__/* .schedule */ ._)(view.plan, {
        spec: settings.specId,
        task: settings.taskId,
        maxParallel: settings.maxParallel || undefined,
        maxAttempts: settings.maxAttempts,
        branchPrefix: settings.branchPrefix,
        baseStatus: view.baseStatus,
    });
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .startGroup */ .Oh(`Ready tasks: ${s.ready.length}`);
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .info */ .pq(s.ready.length > 0 ? (0,_core_report_js__WEBPACK_IMPORTED_MODULE_6__/* .textTable */ .ed)((0,_core_report_js__WEBPACK_IMPORTED_MODULE_6__/* .readyRows */ .t0)(s.ready)) : 'none');
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .endGroup */ .N4();
    const ready = settings.dryRun ? [] : s.ready;
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('matrix', JSON.stringify((0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_7__/* .toMatrix */ .D3)(ready)));
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('has-work', ready.length > 0 ? 'true' : 'false');
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('ready-count', String(s.ready.length));
    await _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .summary */ .z
        .addRaw(`${settings.dryRun ? '_Dry run: nothing runs._\n\n' : ''}${(0,_core_report_js__WEBPACK_IMPORTED_MODULE_6__/* .scheduleSummary */ .Mj)(view.plan, s)}`)
        .write();
}


/***/ }),

/***/ 4323:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bn: () => (/* binding */ REMOTE),
/* harmony export */   UC: () => (/* binding */ checkoutSpecBranch),
/* harmony export */   m1: () => (/* binding */ taskCommitsBetween),
/* harmony export */   r4: () => (/* binding */ fetchBranches),
/* harmony export */   tk: () => (/* binding */ commitAndPush),
/* harmony export */   tl: () => (/* binding */ squashSpecBranch),
/* harmony export */   wu: () => (/* binding */ mergeBase)
/* harmony export */ });
/* unused harmony export remoteSha */
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6689);
// The spec-branch algorithm in one place (after create-pull-request's create-or-update-branch):
// check out a spec's branch (or start it from the base), commit a task's work and the plan
// update and push with a lease (on a lost race: take the new tip, re-apply, push again), and
// rewrite a finished branch to one commit on top of the base.


const REMOTE = 'origin';
const PUSH_ATTEMPTS = 6;
async function remoteSha(git, branch) {
    return git.revParse(`refs/remotes/${REMOTE}/${branch}`);
}
/** Fetches the given branches (and prunes deleted ones) into refs/remotes/origin/. */
async function fetchBranches(git, refspecs = ['+refs/heads/*:refs/remotes/origin/*']) {
    await git.exec(['fetch', '--quiet', '--prune', '--no-tags', REMOTE, ...refspecs]);
}
/**
 * Checks out the spec branch as the remote has it, or creates it from `base` when it does not
 * exist yet, and brings in what the base gained since (another spec's merged work, which a
 * task of this spec may depend on). Returns the commit the task starts from.
 */
async function checkoutSpecBranch(git, branch, base) {
    const tip = await remoteSha(git, branch);
    const baseTip = (await git.revParse(`refs/remotes/${REMOTE}/${base}`)) ?? (await git.revParse(base));
    const start = tip ?? baseTip;
    if (!start || !baseTip)
        throw new Error(`neither ${REMOTE}/${branch} nor the base branch ${base} exists`);
    await git.exec(['checkout', '--quiet', '-B', branch, start]);
    const merged = tip !== undefined && (await mergeBase(git, baseTip, base));
    return { sha: await git.head(), merged };
}
/**
 * Merges `baseTip` into the checked-out branch when it is not in it yet. A conflict is backed
 * out (the branch stays as it was) and reported as false; the spec's final squash onto the
 * base surfaces it for review.
 */
async function mergeBase(git, baseTip, baseName) {
    if (await git.try(['merge-base', '--is-ancestor', baseTip, 'HEAD']))
        return false;
    const r = await git.exec([
        '-c',
        `user.name=${_git_js__WEBPACK_IMPORTED_MODULE_1__/* .RALPH_IDENTITY */ .tn.name}`,
        '-c',
        `user.email=${_git_js__WEBPACK_IMPORTED_MODULE_1__/* .RALPH_IDENTITY */ .tn.email}`,
        'merge',
        '--quiet',
        '--no-edit',
        '-m',
        `Merge ${baseName} into the spec branch`,
        baseTip,
    ], { allowFailure: true });
    if (r.exitCode === 0)
        return true;
    await git.exec(['merge', '--abort'], { allowFailure: true });
    return false;
}
/**
 * Makes a commit on the spec branch and pushes it, retrying a lost race: `apply` makes the
 * commit on top of whatever the branch is (returning false when there is nothing to commit);
 * when the push is rejected because the branch moved, the branch is reset to the new tip and
 * `apply` runs again there. Returns the pushed commit, or undefined when nothing changed.
 */
async function commitAndPush(git, branch, apply) {
    let expected = (await remoteSha(git, branch)) ?? '';
    for (let attempt = 1;; attempt++) {
        const changed = await apply(attempt > 1);
        if (!changed)
            return undefined;
        const push = await git.exec([
            'push',
            '--quiet',
            '--porcelain',
            `--force-with-lease=refs/heads/${branch}:${expected}`,
            REMOTE,
            `HEAD:refs/heads/${branch}`,
        ], { allowFailure: true });
        if (push.exitCode === 0) {
            await git.exec(['update-ref', `refs/remotes/${REMOTE}/${branch}`, 'HEAD']);
            return git.head();
        }
        if (attempt >= PUSH_ATTEMPTS)
            throw new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS(['push', REMOTE, branch], push);
        // Someone else pushed first: start again from their tip.
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(50 * attempt + Math.random() * 100);
        await git.exec(['fetch', '--quiet', REMOTE, `+refs/heads/${branch}:refs/remotes/${REMOTE}/${branch}`], {
            allowFailure: true,
        });
        expected = (await remoteSha(git, branch)) ?? '';
        await git.exec(['reset', '--hard', '--quiet', expected || 'HEAD']);
    }
}
/** The first commit completing each task in `from..to` (the commits `ralph(spec): complete <task>`). */
async function taskCommitsBetween(git, from, to) {
    const map = new Map();
    const log = await git.out(['log', '--reverse', '--format=%H%x00%s', `${from}..${to}`]);
    for (const line of log.split('\n')) {
        const [sha, subject] = line.split('\0');
        const m = /^ralph\([^)]*\): complete (\S+)$/.exec(subject ?? '');
        if (sha && m && !map.has(m[1]))
            map.set(m[1], sha);
    }
    return map;
}
/**
 * Rewrites the spec branch to one commit on top of the base: the branch's changes squashed
 * onto the base's tip (onto the fork point when they do not apply there cleanly), with
 * `prepare` adding the last touches (PROGRESS.md, the plan's spec status) before the commit.
 * A branch that already is that one commit (a re-run) is left alone.
 */
async function squashSpecBranch(git, opts) {
    const tip = await remoteSha(git, opts.branch);
    const baseTip = await remoteSha(git, opts.base);
    if (!tip || !baseTip)
        throw new Error(`${REMOTE}/${opts.branch} or ${REMOTE}/${opts.base} does not exist`);
    const forkPoint = await git.out(['merge-base', baseTip, tip]);
    const count = Number(await git.out(['rev-list', '--count', `${forkPoint}..${tip}`]));
    if (count === 1 && (await git.out(['log', '-1', '--format=%B', tip])) === opts.message.trim())
        return { sha: tip, rewritten: false };
    const taskCommits = await taskCommitsBetween(git, forkPoint, tip);
    await git.exec(['checkout', '--quiet', '-B', opts.branch, baseTip]);
    const merged = await git.exec(['merge', '--squash', '--quiet', tip], { allowFailure: true });
    if (merged.exitCode !== 0) {
        await git.exec(['reset', '--hard', '--quiet']);
        await git.exec(['checkout', '--quiet', '-B', opts.branch, forkPoint]);
        await git.exec(['merge', '--squash', '--quiet', tip]);
    }
    await opts.prepare(taskCommits);
    await git.exec(['add', '-A']);
    await git.commitIndex(opts.message);
    const push = await git.exec([
        'push',
        '--quiet',
        `--force-with-lease=refs/heads/${opts.branch}:${tip}`,
        REMOTE,
        `HEAD:refs/heads/${opts.branch}`,
    ], { allowFailure: true });
    if (push.exitCode !== 0)
        throw new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS(['push', '--force-with-lease', REMOTE, opts.branch], push);
    await git.exec(['update-ref', `refs/remotes/${REMOTE}/${opts.branch}`, 'HEAD']);
    return { sha: await git.head(), rewritten: true };
}


/***/ }),

/***/ 4486:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J7: () => (/* binding */ countsLine),
/* harmony export */   Mj: () => (/* binding */ scheduleSummary),
/* harmony export */   O5: () => (/* binding */ statusRows),
/* harmony export */   Qj: () => (/* binding */ markdownTable),
/* harmony export */   ed: () => (/* binding */ textTable),
/* harmony export */   t0: () => (/* binding */ readyRows)
/* harmony export */ });
/* unused harmony export STATUS_ICONS */
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1733);

const STATUS_ICONS = {
    pending: '⏳',
    in_progress: '🔄',
    completed: '✅',
    blocked: '⛔',
    failed: '❌',
    skipped: '⏭️',
};
/** A plain aligned table: first row is the header. */
function textTable(rows) {
    const widths = [];
    for (const row of rows) {
        row.forEach((cell, i) => {
            widths[i] = Math.max(widths[i] ?? 0, cell.length);
        });
    }
    return rows
        .map((row) => row
        .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i])))
        .join('  ')
        .trimEnd())
        .join('\n');
}
function mdCell(text) {
    return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}
function markdownTable(rows) {
    const [head, ...body] = rows;
    if (!head)
        return '';
    return [
        `| ${head.map(mdCell).join(' | ')} |`,
        `| ${head.map(() => '---').join(' | ')} |`,
        ...body.map((r) => `| ${r.map(mdCell).join(' | ')} |`),
    ].join('\n');
}
function readyRows(ready) {
    return [
        ['SPEC', 'TASK', 'ATTEMPT', 'TIER', 'TURNS', 'TIMEOUT', 'BRANCH'],
        ...ready.map((r) => [
            r.spec,
            r.task,
            String(r.attempt),
            r.complexity,
            String(r.maxTurns),
            r.timeoutMinutes >= 1 ? `${Math.round(r.timeoutMinutes)}m` : `${Math.round(r.timeoutMinutes * 60)}s`,
            r.branch,
        ]),
    ];
}
function countsLine(s) {
    const c = s.counts;
    const parts = [
        `${c.total} tasks`,
        `${c.completed} completed`,
        `${c.ready} ready`,
        `${c.in_progress} in progress`,
        `${c.pending} pending`,
        `${c.failed} failed`,
        `${c.blocked} blocked`,
        `${c.skipped} skipped`,
    ];
    return parts.join(', ');
}
/** One row per task: spec, task, status, attempts, and why it waits (blocked reason, deps). */
function statusRows(plan, s, icons = false) {
    const waits = new Map(s.waiting.map((w) => [w.task, w.reason]));
    const ready = new Set(s.ready.map((r) => r.task));
    const rows = [['SPEC', 'TASK', 'STATUS', 'ATTEMPTS', 'NOTE']];
    for (const spec of plan.specs) {
        for (const task of spec.tasks) {
            const note = ready.has(task.id)
                ? 'ready'
                : task.status === 'completed' && task.commit
                    ? `commit ${task.commit.slice(0, 7)}`
                    : (waits.get(task.id) ?? (task.blockedReason ? `blocked: ${task.blockedReason}` : ''));
            rows.push([
                spec.id,
                task.id,
                icons ? `${STATUS_ICONS[task.status]} ${task.status}` : task.status,
                String((0,_schedule_js__WEBPACK_IMPORTED_MODULE_0__/* .countedAttempts */ .jc)(task)),
                note,
            ]);
        }
    }
    return rows;
}
/** The job summary of `schedule`: what runs now, and where every task stands. */
function scheduleSummary(plan, s) {
    const parts = ['## Ralph schedule', '', countsLine(s), ''];
    if (s.ready.length > 0) {
        parts.push('### Ready now', '', markdownTable(readyRows(s.ready)), '');
    }
    else
        parts.push('Nothing is ready to run.', '');
    parts.push('### Plan', '', markdownTable(statusRows(plan, s, true)), '');
    return parts.join('\n');
}


/***/ })

};
