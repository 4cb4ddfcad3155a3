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
    let base;
    if (await git.try(['rev-parse', '--git-dir'])) {
        base = settings.baseBranch ?? (await git.currentBranch()) ?? 'HEAD';
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
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('matrix', JSON.stringify((0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_7__/* .toMatrix */ .D3)(ready, { base, branches: new Set(view.branches?.values()) })));
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('has-work', ready.length > 0 ? 'true' : 'false');
    _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .setOutput */ .uH('ready-count', String(s.ready.length));
    await _actions_core__WEBPACK_IMPORTED_MODULE_1__/* .summary */ .z
        .addRaw(`${settings.dryRun ? '_Dry run: nothing runs._\n\n' : ''}${(0,_core_report_js__WEBPACK_IMPORTED_MODULE_6__/* .scheduleSummary */ .Mj)(view.plan, s)}`)
        .write();
}


/***/ }),

/***/ 6689:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TU: () => (/* binding */ Git),
/* harmony export */   XS: () => (/* binding */ GitError),
/* harmony export */   fl: () => (/* binding */ authConfig),
/* harmony export */   tn: () => (/* binding */ RALPH_IDENTITY)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
// The git CLI behind one small interface (after actions/checkout's git-command-manager).
// Every command runs with hooks disabled and without signing or prompts, because it may run
// after an untrusted agent changed the work tree: a planted `.git/hooks` script never runs.



/** The git commands that talk to the remote, the only ones that get the credentials. */
const REMOTE_COMMANDS = new Set(['fetch', 'push', 'ls-remote', 'pull', 'clone']);
class GitError extends Error {
    args;
    result;
    constructor(args, result) {
        super(`git ${args.join(' ')} failed (exit ${result.exitCode}): ${result.stderr.trim() || result.stdout.trim()}`);
        this.args = args;
        this.result = result;
        this.name = 'GitError';
    }
}
const RALPH_IDENTITY = { name: 'ralph[bot]', email: 'ralph-bot@users.noreply.github.com' };
class Git {
    cwd;
    auth;
    env;
    /**
     * @param cwd the work tree
     * @param auth `-c key=value` settings that authenticate to the remote (see authConfig), given
     *   only to the commands that talk to it (`fetch`, `push`, `ls-remote`) and only on the
     *   command line, so nothing is written to .git/config and no local command (which might run
     *   something the agent configured) ever sees them
     */
    constructor(cwd, auth = [], env = process.env) {
        this.cwd = cwd;
        this.auth = auth;
        this.env = env;
    }
    /** Runs git; throws GitError on a non-zero exit unless `allowFailure`. */
    exec(args, opts = {}) {
        const remote = REMOTE_COMMANDS.has(args.find((a) => !a.startsWith('-')) ?? '');
        const full = [
            // Nothing the agent planted in .git runs: no hooks, no file-system monitor.
            '-c',
            'core.hooksPath=/dev/null',
            '-c',
            'core.fsmonitor=false',
            '-c',
            'commit.gpgsign=false',
            '-c',
            'tag.gpgsign=false',
            '-c',
            'core.quotepath=off',
            ...(remote ? this.auth.flatMap((c) => ['-c', c]) : []),
            ...args,
        ];
        return new Promise((resolve, reject) => {
            const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', full, {
                cwd: this.cwd,
                env: { ...this.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
                maxBuffer: 64 * 1024 * 1024,
            }, (error, stdout, stderr) => {
                const exitCode = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
                const result = { exitCode, stdout, stderr };
                if (exitCode !== 0 && !opts.allowFailure)
                    reject(new GitError(args, result));
                else
                    resolve(result);
            });
            if (opts.input !== undefined)
                child.stdin?.end(opts.input);
        });
    }
    /** Keeps `pattern` out of `git status` through .git/info/exclude (worktrees included), not .gitignore. */
    async exclude(pattern) {
        const r = await this.exec(['rev-parse', '--git-path', 'info/exclude'], { allowFailure: true });
        if (r.exitCode !== 0)
            return;
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(this.cwd, r.stdout.trim());
        const text = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(file) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(file, 'utf8') : '';
        if (text.split('\n').some((l) => l.trim() === pattern))
            return;
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(file), { recursive: true });
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.appendFileSync)(file, `${text === '' || text.endsWith('\n') ? '' : '\n'}${pattern}\n`);
        }
        catch {
            // a read-only .git: the files just show up in git status
        }
    }
    async out(args) {
        return (await this.exec(args)).stdout.trim();
    }
    /** `true` when the command exits 0. */
    async try(args) {
        return (await this.exec(args, { allowFailure: true })).exitCode === 0;
    }
    async head() {
        return this.out(['rev-parse', 'HEAD']);
    }
    async currentBranch() {
        const r = await this.exec(['symbolic-ref', '--quiet', '--short', 'HEAD'], { allowFailure: true });
        return r.exitCode === 0 ? r.stdout.trim() : undefined;
    }
    async revParse(ref) {
        const r = await this.exec(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
            allowFailure: true,
        });
        return r.exitCode === 0 ? r.stdout.trim() : undefined;
    }
    /** Paths changed in the work tree and index against HEAD, untracked ones included (not ignored ones). */
    async changedPaths() {
        const out = (await this.exec(['status', '--porcelain=v1', '-z', '--untracked-files=all'])).stdout;
        const paths = [];
        const parts = out.split('\0');
        for (let i = 0; i < parts.length; i++) {
            const entry = parts[i];
            if (entry.length < 4)
                continue;
            paths.push(entry.slice(3));
            // A rename or copy is followed by its source path.
            if (entry[0] === 'R' || entry[0] === 'C')
                paths.push(parts[++i]);
        }
        return paths;
    }
    /** A short `git diff --stat` of the work tree (untracked files included) against a commit. */
    async diffSummary(base = 'HEAD') {
        await this.exec(['add', '-A', '--intent-to-add'], { allowFailure: true });
        const stat = await this.exec(['diff', '--stat=100', base], { allowFailure: true });
        await this.exec(['reset', '--quiet'], { allowFailure: true });
        return stat.stdout.trim();
    }
    /** Discards every change since HEAD: tracked edits and new untracked files (ignored ones stay). */
    async discardChanges() {
        await this.exec(['reset', '--hard', '--quiet', 'HEAD']);
        await this.exec(['clean', '-fd', '--quiet']);
    }
    /** Restores the given paths to their state at `ref` (removing them when `ref` lacks them). */
    async restorePaths(paths, ref = 'HEAD') {
        for (const path of paths) {
            const tracked = await this.try(['cat-file', '-e', `${ref}:${path}`]);
            if (tracked)
                await this.exec(['checkout', ref, '--', path]);
            else
                await this.exec(['rm', '-r', '-f', '--quiet', '--ignore-unmatch', '--', path]);
            await this.exec(['clean', '-fdq', '--', path], { allowFailure: true });
        }
    }
    /** Stages everything and commits; returns the new commit, or undefined when nothing changed. */
    async commitAll(message, identity = RALPH_IDENTITY) {
        await this.exec(['add', '-A']);
        if (await this.try(['diff', '--cached', '--quiet']))
            return undefined;
        await this.commitIndex(message, identity);
        return this.head();
    }
    async commitIndex(message, identity = RALPH_IDENTITY) {
        await this.exec([
            '-c',
            `user.name=${identity.name}`,
            '-c',
            `user.email=${identity.email}`,
            'commit',
            '--quiet',
            '--no-verify',
            '--file=-',
        ], { input: message });
    }
    /** Switches to `branch`, creating it at `startPoint` when it does not exist locally. */
    async switchBranch(branch, startPoint) {
        if (await this.revParse(`refs/heads/${branch}`))
            await this.exec(['checkout', '--quiet', branch]);
        else
            await this.exec(['checkout', '--quiet', '-b', branch, ...(startPoint ? [startPoint] : [])]);
    }
    /** The contents of a file at a ref, or undefined. */
    async show(ref, path) {
        const r = await this.exec(['show', `${ref}:${path}`], { allowFailure: true });
        return r.exitCode === 0 ? r.stdout : undefined;
    }
    /** Squashes everything since `base` into one commit with `message`; returns its sha. */
    async squashSince(base, message, identity = RALPH_IDENTITY) {
        await this.exec(['reset', '--soft', '--quiet', base]);
        await this.commitIndex(message, identity);
        return this.head();
    }
}
/**
 * `-c` settings that authenticate git over HTTPS to the GitHub server with a token, given per
 * command so the token is never written to .git/config, where the agent could read it.
 */
function authConfig(serverUrl, token) {
    if (!token)
        return [];
    const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
    return [`http.${serverUrl.replace(/\/$/, '')}/.extraheader=AUTHORIZATION: basic ${basic}`];
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
        throw new Error(`The base branch ${base} is not in this checkout; check out with fetch-depth: 0, or set the 'base-branch' input.`);
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
 * `apply` runs again there. A commit an earlier try left unpushed is pushed. Returns the
 * pushed commit, or undefined when there was nothing to push.
 */
async function commitAndPush(git, branch, apply) {
    for (let attempt = 1;; attempt++) {
        const changed = await apply(attempt > 1);
        const tip = await remoteSha(git, branch);
        // Nothing new, and nothing left unpushed by an earlier try (a re-run after a failed push).
        if (!changed && (tip === undefined || tip === (await git.head())))
            return undefined;
        // A plain push: only a fast-forward of what the remote has, never a rewrite of its history.
        const push = await git.exec(['push', '--quiet', '--porcelain', REMOTE, `HEAD:refs/heads/${branch}`], {
            allowFailure: true,
        });
        if (push.exitCode === 0) {
            await git.exec(['update-ref', `refs/remotes/${REMOTE}/${branch}`, 'HEAD']);
            return git.head();
        }
        if (attempt >= PUSH_ATTEMPTS)
            throw new Error(`Could not push ${branch} after ${attempt} tries: ${push.stderr.trim() || push.stdout.trim()}. Check that the job has \`contents: write\`.`);
        // Someone else pushed first: start again from their tip.
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(50 * attempt + Math.random() * 100);
        await git.exec(['fetch', '--quiet', REMOTE, `+refs/heads/${branch}:refs/remotes/${REMOTE}/${branch}`], {
            allowFailure: true,
        });
        const fresh = await remoteSha(git, branch);
        if (fresh)
            await git.exec(['reset', '--hard', '--quiet', fresh]);
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
        throw new Error(`${!tip ? `${REMOTE}/${opts.branch}` : `${REMOTE}/${opts.base}`} is not in this checkout; check out with fetch-depth: 0.`);
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
    await git.exec(['add', '--', ...opts.stage]);
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


/***/ })

};
