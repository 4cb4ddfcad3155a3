export const id = 284;
export const ids = [284];
export const modules = {

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

/***/ 1940:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   next: () => (/* binding */ next)
/* harmony export */ });
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8601);
/* harmony import */ var _adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2);
/* harmony import */ var _adapters_project_root_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2757);
/* harmony import */ var _core_report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4486);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1733);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3192);






const next = {
    name: 'next',
    summary: 'list the ready tasks',
    usage: `[--json | --matrix] [--spec ID] [--task ID] [--max N] [--plan PATH]

Lists the tasks that are ready to run, in the order Ralph runs them:
spec priority, then plan order; one task per spec at a time.

      --json        print the ready tasks as JSON
      --matrix      print a GitHub Actions matrix ({"include": [...]})
      --spec ID     only tasks of this spec
      --task ID     only this task
      --max N       at most N tasks
${_command_js__WEBPACK_IMPORTED_MODULE_5__/* .PLAN_USAGE */ .YG}`,
    options: {
        ..._command_js__WEBPACK_IMPORTED_MODULE_5__/* .PLAN_OPTION */ .w,
        json: { type: 'boolean' },
        matrix: { type: 'boolean' },
        spec: { type: 'string' },
        task: { type: 'string' },
        max: { type: 'string' },
    },
    async run(ctx) {
        const planPath = (0,_adapters_project_root_js__WEBPACK_IMPORTED_MODULE_2__/* .resolvePlanPath */ .PC)(ctx.cwd, (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(ctx, 'plan'));
        const loaded = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_0__/* .loadPlan */ .Yq)(planPath).plan;
        const view = await (0,_adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_1__/* .localPlanView */ .e)(planPath, loaded, _core_schedule_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_BRANCH_PREFIX */ ._g);
        const s = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_4__/* .schedule */ ._)(view?.plan ?? loaded, {
            baseStatus: view?.baseStatus,
            spec: (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(ctx, 'spec'),
            task: (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(ctx, 'task'),
            maxParallel: (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .intOption */ .dP)(ctx, 'max'),
        });
        if (ctx.values.matrix)
            ctx.out(JSON.stringify((0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_4__/* .toMatrix */ .D3)(s.ready)));
        else if (ctx.values.json)
            ctx.out(JSON.stringify(s.ready, null, 2));
        else if (s.ready.length === 0)
            ctx.out('No task is ready. `ralph status` shows what each task waits on.');
        else
            ctx.out((0,_core_report_js__WEBPACK_IMPORTED_MODULE_3__/* .textTable */ .ed)((0,_core_report_js__WEBPACK_IMPORTED_MODULE_3__/* .readyRows */ .t0)(s.ready)));
        return 0;
    },
};


/***/ })

};
