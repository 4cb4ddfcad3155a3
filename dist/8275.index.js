export const id = 8275;
export const ids = [8275];
export const modules = {

/***/ 8275:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TU: () => (/* binding */ Git),
  XS: () => (/* reexport */ GitError),
  tn: () => (/* binding */ RALPH_IDENTITY),
  fl: () => (/* reexport */ authConfig)
});

// UNUSED EXPORTS: GitCommand, isolatedEnv, stripspace

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./build/core/errors.js
var errors = __webpack_require__(2807);
;// CONCATENATED MODULE: ./build/adapters/git-command.js
// One git command run safely (after actions/checkout's git-command-manager): hooks disabled, no
// signing, no prompts, because it may run after an untrusted agent changed the work tree (a
// planted `.git/hooks` script never runs); the credentials only for the commands that talk to the
// remote, through their environment; an isolated repository reads no configuration but its own.
// The work tree, index and commit operations on top of it are the Git class (git.ts).




/** The git commands that talk to the remote, the only ones that get the credentials. */
const REMOTE_COMMANDS = new Set(['fetch', 'push', 'ls-remote', 'pull', 'clone']);
class GitError extends errors/* RalphError */.A4 {
    args;
    result;
    code = 'git';
    constructor(args, result) {
        super(`git ${args.join(' ')} failed (exit ${result.exitCode}): ${result.stderr.trim() || result.stdout.trim()}`);
        this.args = args;
        this.result = result;
        this.name = 'GitError';
    }
}
/**
 * Settings every isolated git command gets on top of the usual ones: the default attributes and
 * excludes files of Ralph's user are not read, and porcelain commands (status, diff) never run
 * `git status` inside a nested repository the work tree holds (its own configuration could name
 * a filter or a file-system monitor; the writer refuses gitlinks anyway).
 */
const ISOLATED_CONFIG = [
    '-c',
    'core.attributesFile=/dev/null',
    '-c',
    'core.excludesFile=/dev/null',
    '-c',
    'diff.ignoreSubmodules=all',
    '-c',
    'submodule.recurse=false',
];
/** What identifies an index file as it is now (inode, size, times), or `-` when there is none. */
function stampOf(file) {
    const s = (0,external_node_fs_.statSync)(file, { bigint: true, throwIfNoEntry: false });
    return s ? `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}` : '-';
}
/** Runs git for one work tree: the plumbing every Git operation (git.ts) goes through. */
class GitCommand {
    cwd;
    auth;
    env;
    place;
    indexPath;
    /**
     * git's untracked cache as Ralph keeps it (status with `untrackedCache`): when the last
     * status that wrote it started (ms), and the index file as Ralph last left it (stampOf). The
     * cache is used only while the index is one Ralph wrote: any other writer (an agent's
     * `git add`) could have put listings of unknown date in it.
     */
    untracked;
    /**
     * @param cwd the work tree
     * @param auth `key=value` settings that authenticate to the remote (see authConfig), given
     *   only to the commands that talk to it (`fetch`, `push`, `ls-remote`) and only through
     *   their environment, so nothing is written to .git/config or put on a command line
     */
    constructor(cwd, auth = [], env = process.env, place = {}) {
        this.cwd = cwd;
        this.auth = auth;
        this.env = env;
        this.place = place;
    }
    /** Runs git; throws GitError on a non-zero exit unless `allowFailure`. */
    async exec(args, opts = {}) {
        const r = await this.run(args, opts);
        return { ...r, stdout: r.stdout.toString('utf8') };
    }
    /** Like exec, with stdout as bytes (a binary patch, a blob). */
    execRaw(args, opts = {}) {
        return this.run(args, opts);
    }
    /**
     * Starts git with the settings exec uses, for a caller that streams its input and output
     * (`cat-file --batch`: see git-batch.ts). The caller ends stdin and waits for the exit.
     */
    spawn(args) {
        const { argv, env } = this.invocation(args, {});
        return (0,external_node_child_process_.spawn)('git', argv, { cwd: this.cwd, env });
    }
    /** The full argument list and environment of one git command: the safety settings, the credentials. */
    invocation(args, opts) {
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
            ...(this.place.isolated ? ISOLATED_CONFIG : []),
            ...args,
        ];
        // The credentials go to the commands that talk to the remote only, and only through their
        // environment (GIT_CONFIG_COUNT): never on a command line, which any process of the same
        // user can read in /proc/PID/cmdline, and never in .git/config.
        const auth = {};
        if (remote && this.auth.length > 0) {
            auth.GIT_CONFIG_COUNT = String(this.auth.length);
            this.auth.forEach((setting, i) => {
                const at = setting.indexOf('=');
                auth[`GIT_CONFIG_KEY_${i}`] = setting.slice(0, at);
                auth[`GIT_CONFIG_VALUE_${i}`] = setting.slice(at + 1);
            });
        }
        const base = this.place.isolated ? isolatedEnv(this.env) : this.env;
        const where = this.place.gitDir
            ? { GIT_DIR: this.place.gitDir, GIT_WORK_TREE: this.cwd }
            : {};
        return {
            argv: full,
            env: { ...base, ...where, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', ...opts.env, ...auth },
        };
    }
    async run(args, opts) {
        // Ralph's own index writes keep the untracked cache Ralph's: the stamp follows them, when
        // the index was as Ralph left it before the command (a write by anyone else is never taken
        // over). Another index file (GIT_INDEX_FILE) is not the one the cache lives in.
        const tracked = this.untracked && this.indexPath && !opts.env?.GIT_INDEX_FILE ? this.indexPath : undefined;
        const before = tracked ? stampOf(tracked) : undefined;
        const r = await this.spawnGit(args, opts);
        if (tracked && this.untracked && before === this.untracked.stamp)
            this.untracked.stamp = stampOf(tracked);
        return r;
    }
    spawnGit(args, opts) {
        const { argv, env } = this.invocation(args, opts);
        return new Promise((resolve, reject) => {
            const child = (0,external_node_child_process_.execFile)('git', argv, {
                cwd: this.cwd,
                env,
                maxBuffer: 256 * 1024 * 1024,
                encoding: 'buffer',
            }, (error, stdout, stderr) => {
                const exitCode = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
                const result = { exitCode, stdout, stderr: stderr.toString('utf8') };
                if (exitCode !== 0 && !opts.allowFailure)
                    reject(new GitError(args, { ...result, stdout: stdout.toString('utf8') }));
                else
                    resolve(result);
            });
            if (opts.input !== undefined)
                child.stdin?.end(opts.input);
        });
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
    /**
     * What identifies git's index file as it is now (inode, size, times; `-` when absent). A
     * rewrite by anyone changes it (git renames a new file into place; ctime cannot be set), so
     * Ralph can tell whether code it ran touched the index since it last did.
     */
    async indexStamp() {
        return stampOf(await this.indexFile());
    }
    /** The index file's path (asked of git once: a worktree has its own). */
    async indexFile() {
        this.indexPath ??= (0,external_node_path_.resolve)(this.cwd, await this.out(['rev-parse', '--git-path', 'index']));
        return this.indexPath;
    }
}
/**
 * The environment of an isolated git command: every GIT_* variable dropped (GIT_CONFIG_COUNT,
 * GIT_EXTERNAL_DIFF, GIT_SSH_COMMAND, GIT_DIR... whatever set them), then no system or global
 * configuration and no system attributes.
 */
function isolatedEnv(env) {
    const out = {};
    for (const [key, value] of Object.entries(env))
        if (!/^GIT_/i.test(key))
            out[key] = value;
    return {
        ...out,
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_CONFIG_SYSTEM: '/dev/null',
        GIT_ATTR_NOSYSTEM: '1',
    };
}
/**
 * Settings that authenticate git over HTTPS to the GitHub server with a token, given per
 * command so the token is never written to .git/config, where the agent could read it.
 */
function authConfig(serverUrl, token) {
    if (!token)
        return [];
    const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
    return [`http.${serverUrl.replace(/\/$/, '')}/.extraheader=AUTHORIZATION: basic ${basic}`];
}

;// CONCATENATED MODULE: ./build/adapters/git.js
// The git CLI behind one small interface: the work tree, the index and commits as Ralph uses
// them. Each command runs through GitCommand (git-command.ts): hooks disabled, no signing, no
// prompts, credentials only for the remote.





const RALPH_IDENTITY = { name: 'ralph[bot]', email: 'ralph-bot@users.noreply.github.com' };
/**
 * A commit message as `git commit --file=-` stores it (its default `whitespace` clean-up):
 * trailing spaces cut, blank lines at either end dropped, runs of blank lines made one, a final
 * newline. `commit-tree` stores a message as given, so Ralph cleans it the same way first.
 */
function stripspace(message) {
    const out = [];
    let blank = false;
    for (const raw of message.split('\n')) {
        const line = raw.replace(/[ \t\n\v\f\r]+$/, '');
        if (line === '') {
            blank = out.length > 0;
            continue;
        }
        if (blank)
            out.push('');
        blank = false;
        out.push(line);
    }
    return out.length > 0 ? `${out.join('\n')}\n` : '';
}
/**
 * How long before the start of a listing a folder change may still be stamped: the kernel
 * stamps files from a coarse clock that can lag the wall clock by a tick (a few milliseconds).
 */
const CLOCK_SLACK_MS = 100;
/** Where keepUntrackedCache leaves its record: beside the index (a worktree has its own). */
function untrackedStateFile(index) {
    return (0,external_node_path_.join)((0,external_node_path_.dirname)(index), 'ralph', 'untracked-cache.json');
}
/** What keepUntrackedCache left, when it still describes the index as it is now. */
function readUntrackedState(index) {
    try {
        const saved = JSON.parse((0,external_node_fs_.readFileSync)(untrackedStateFile(index), 'utf8'));
        if (typeof saved.from !== 'number' || typeof saved.stamp !== 'string')
            return undefined;
        // Never a date to come: the listings were taken before now.
        if (saved.from > Date.now() || saved.stamp !== stampOf(index))
            return undefined;
        return { from: saved.from, stamp: saved.stamp };
    }
    catch {
        return undefined;
    }
}
class Git extends GitCommand {
    /** Keeps `pattern` out of `git status` through .git/info/exclude (worktrees included), not .gitignore. */
    async exclude(pattern) {
        const r = await this.exec(['rev-parse', '--git-path', 'info/exclude'], { allowFailure: true });
        if (r.exitCode !== 0)
            return;
        const file = (0,external_node_path_.resolve)(this.cwd, r.stdout.trim());
        const text = (0,external_node_fs_.existsSync)(file) ? (0,external_node_fs_.readFileSync)(file, 'utf8') : '';
        if (text.split('\n').some((l) => l.trim() === pattern))
            return;
        try {
            (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(file), { recursive: true });
            (0,external_node_fs_.appendFileSync)(file, `${text === '' || text.endsWith('\n') ? '' : '\n'}${pattern}\n`);
        }
        catch {
            // a read-only .git: the files just show up in git status
        }
    }
    /** Paths changed in the work tree and index against HEAD, untracked ones included (not ignored ones). */
    async changedPaths(opts = {}) {
        return (await this.status(opts)).flatMap((e) => (e.from !== undefined ? [e.path, e.from] : [e.path]));
    }
    /**
     * `git status` of every path that differs, untracked files one by one (not ignored ones): one
     * pass over the work tree. `readOnly`: git does not write the index back (its refreshed file
     * times), so the index stays byte for byte as it was.
     *
     * `untrackedCache`: through git's untracked cache, so only folders that changed are read
     * again (each folder is still stat()ed; fsmonitor stays off). git trusts a cached folder
     * listing while the folder's mtime, ctime and size are the same to the second, unless the
     * folder's mtime is at or after the index file's mtime ("racy"). A listing taken in second N
     * and a change to the folder later in second N look the same, and once the index is
     * rewritten in second N+1 (Ralph's loop does all three within milliseconds) git would keep
     * the old listing: a deleted file shown again, a new one missed. So before each use the
     * index file's mtime is set back to the second in which the last listing started: every
     * folder whose mtime falls in or after it, the only ones a later change can leave looking
     * the same, is read again. The cache is used only while the index is one Ralph wrote (see
     * `untracked`); otherwise it is dropped and built afresh. Without the option the cache is
     * not used, and not kept unless Ralph keeps one (the user's config untouched otherwise).
     */
    async status(opts = {}) {
        let cache = ['-c', 'core.untrackedCache=false'];
        const env = {
            ...opts.env,
            ...(opts.readOnly ? { GIT_OPTIONAL_LOCKS: '0' } : {}),
        };
        let started;
        // A pass without the cache while Ralph keeps one (a baseline gate's check): the cache is
        // not read, and kept for the next pass, which takes the folders changed since as racy.
        const keep = !opts.untrackedCache && this.untracked !== undefined;
        if (keep) {
            cache = ['-c', 'core.untrackedCache=keep'];
            env.GIT_DISABLE_UNTRACKED_CACHE = '1';
        }
        if (opts.untrackedCache) {
            const index = await this.indexFile();
            this.untracked ??= readUntrackedState(index);
            const own = this.untracked !== undefined && stampOf(index) === this.untracked.stamp;
            if (own) {
                const second = Math.floor((this.untracked.from - CLOCK_SLACK_MS) / 1000);
                try {
                    (0,external_node_fs_.utimesSync)(index, second, second);
                }
                catch {
                    // no index yet: nothing cached either
                }
                this.untracked.stamp = stampOf(index);
            }
            else if (!opts.readOnly && (0,external_node_fs_.existsSync)(index)) {
                // Listings of unknown date (another writer's index, or a cache from before this run): gone.
                await this.exec(['update-index', '--no-untracked-cache']);
            }
            if (own || !opts.readOnly) {
                // `all` in the config too: git keeps a cache only for the mode its config names.
                cache = ['-c', 'core.untrackedCache=true', '-c', 'status.showUntrackedFiles=all'];
                started = Date.now();
            }
        }
        const args = [...cache, 'status', '--porcelain=v1', '-z', '--untracked-files=all'];
        // GIT_OPTIONAL_LOCKS=0 is --no-optional-locks, kept off the command line read by traces.
        const out = (await this.exec(args, { env })).stdout;
        if (started !== undefined && !opts.readOnly)
            this.untracked = { from: started, stamp: stampOf(await this.indexFile()) };
        const entries = [];
        const parts = out.split('\0');
        for (let i = 0; i < parts.length; i++) {
            const entry = parts[i];
            if (entry.length < 4)
                continue;
            const e = { index: entry[0], tree: entry[1], path: entry.slice(3) };
            // A rename or copy is followed by its source path.
            if (e.index === 'R' || e.index === 'C')
                e.from = parts[++i];
            entries.push(e);
        }
        return entries;
    }
    /**
     * Leaves what Ralph knows of the untracked cache next to the index (the date of its listings,
     * the index's stamp), so the next process's first pass uses the cache when nobody wrote the
     * index since: any write changes the stamp (its inode or ctime, which no one can set).
     */
    keepUntrackedCache() {
        if (!this.untracked || !this.indexPath || stampOf(this.indexPath) !== this.untracked.stamp)
            return;
        try {
            const file = untrackedStateFile(this.indexPath);
            (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(file), { recursive: true });
            (0,external_node_fs_.writeFileSync)(file, `${JSON.stringify(this.untracked)}\n`);
        }
        catch {
            // a read-only .git: the next process builds the cache afresh
        }
    }
    /** A short `git diff --stat` of the work tree (untracked files included) against a commit. */
    async diffSummary(base = 'HEAD') {
        // `add -A` would run `git status` in a nested repository (see GitPlace.isolated).
        if (this.place.isolated)
            return this.diffSummaryOf(await this.changedPaths(), base);
        await this.exec(['add', '-A', '--intent-to-add'], { allowFailure: true });
        const stat = await this.exec(['diff', '--stat=100', base], { allowFailure: true });
        await this.exec(['reset', '--quiet'], { allowFailure: true });
        return stat.stdout.trim();
    }
    /**
     * Stages exactly these paths as the work tree has them: changed, new (a nested repository as
     * a gitlink, as `add` does) or gone. Only these files are read: no pass over the whole tree.
     */
    async stage(paths, env) {
        if (paths.length === 0)
            return;
        const all = [...new Set(paths.map((p) => p.replace(/\/+$/, '')))];
        // A tracked file that is now a folder (not a nested repository) leaves the index first:
        // update-index refuses a folder, and its files are among the paths. So does a path below a
        // folder that is now a symlink or a file: update-index refuses it ("beyond a symbolic link").
        const folders = all.filter((p) => {
            const s = (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(this.cwd, p), { throwIfNoEntry: false });
            return (s?.isDirectory() && !(0,external_node_fs_.existsSync)((0,external_node_path_.join)(this.cwd, p, '.git'))) || this.beyondNonFolder(p);
        });
        if (folders.length > 0)
            await this.exec(['update-index', '--force-remove', '-z', '--stdin'], {
                input: `${folders.join('\0')}\0`,
                env,
            });
        const rest = folders.length > 0 ? all.filter((p) => !folders.includes(p)) : all;
        if (rest.length === 0)
            return;
        const input = `${rest.join('\0')}\0`;
        await this.exec(['update-index', '--add', '--remove', '--replace', '-z', '--stdin'], { input, env });
    }
    /**
     * What `git add -A` stages (every change in the work tree, new files, deletions; not ignored
     * files), found through `status`: `add -A` runs `git status` inside every nested repository
     * the index holds as a gitlink, with that repository's own configuration, and an isolated
     * Git never does (a gitlink is staged as its HEAD, read in-process). `env`: GIT_INDEX_FILE.
     */
    async stageAll(env) {
        const changed = (await this.status({ env })).filter((e) => e.tree !== ' ').map((e) => e.path);
        await this.stage(changed, env);
    }
    /** Whether a folder on the way to `path` is now a symlink or a file. */
    beyondNonFolder(path) {
        const parts = path.split('/');
        for (let i = 1; i < parts.length; i++) {
            const s = (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(this.cwd, ...parts.slice(0, i)), { throwIfNoEntry: false });
            if (!s)
                return false;
            if (!s.isDirectory())
                return true;
        }
        return false;
    }
    /**
     * The index read afresh from HEAD's tree, nothing carried over. `reset` keeps the
     * assume-unchanged and skip-worktree bits, with which an agent that wrote the index could
     * hide an edit from every status; a new index has none (and no stat data: the next status
     * reads the files once).
     */
    async freshIndex() {
        (0,external_node_fs_.rmSync)(await this.indexFile(), { force: true });
        await this.exec(['read-tree', 'HEAD']);
    }
    /** The tree the index holds (written from git's cached trees: only changed folders cost). */
    async writeTree() {
        return this.out(['write-tree']);
    }
    /**
     * What `diffSummary` says, for a change known by its paths: they are staged and the index is
     * compared with `base`, so nothing else in the work tree is looked at. Leaves them staged.
     */
    async diffSummaryOf(paths, base = 'HEAD') {
        await this.stage(paths);
        const stat = await this.exec(['diff', '--cached', '--stat=100', base], { allowFailure: true });
        return stat.stdout.trim();
    }
    /**
     * Discards the changes at these paths since HEAD (new files removed, with the folders they
     * leave empty): they are staged, then index and work tree go back to HEAD where they differ
     * from it. The other files are not looked at. When git refuses (a file in the way), everything
     * since HEAD is discarded instead. `staged`: they are staged already (diffSummaryOf did it).
     */
    async discardPaths(paths, opts = {}) {
        try {
            if (!opts.staged)
                await this.stage(paths);
            await this.exec(['read-tree', '-m', '-u', 'HEAD']);
        }
        catch {
            await this.discardChanges();
        }
    }
    /**
     * Commits the index on top of HEAD (or `parent`) with `write-tree`, `commit-tree` and
     * `update-ref`: the same commit `git commit` makes of it (its message cleaned up the same
     * way), without `commit`'s pass over every file. Returns the new commit.
     */
    async commitStaged(message, opts = {}) {
        const identity = opts.identity ?? RALPH_IDENTITY;
        const parent = opts.parent ?? 'HEAD';
        const tree = await this.writeTree();
        const text = stripspace(message);
        const made = await this.exec([
            '-c',
            `user.name=${identity.name}`,
            '-c',
            `user.email=${identity.email}`,
            'commit-tree',
            tree,
            '-p',
            parent,
            '-F',
            '-',
        ], { input: text });
        const sha = made.stdout.trim();
        // HEAD's branch moves (HEAD and the branch get the reflog line `git commit` writes).
        await this.exec(['update-ref', '-m', `commit: ${text.split('\n', 1)[0]}`, 'HEAD', sha]);
        return sha;
    }
    /** Stages these paths and commits the index on top of HEAD; returns the new commit. */
    async commitPaths(paths, message, identity = RALPH_IDENTITY) {
        await this.stage(paths);
        return this.commitStaged(message, { identity });
    }
    /** The branch HEAD is on (undefined when detached) and the commit, in one process. */
    async headState() {
        const r = await this.exec(['rev-parse', 'HEAD', '--symbolic-full-name', 'HEAD'], { allowFailure: true });
        if (r.exitCode !== 0)
            return { branch: await this.currentBranch() };
        const [sha, ref] = r.stdout.trim().split('\n');
        return { sha, branch: ref?.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined };
    }
    /**
     * Puts back an index saved as bytes (read from indexFile): its tree is written from a private
     * copy and read into the index, which keeps what git knows of unchanged files.
     */
    async restoreIndex(saved) {
        const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'ralph-index-'));
        try {
            const copy = (0,external_node_path_.join)(dir, 'index');
            (0,external_node_fs_.writeFileSync)(copy, saved);
            const tree = (await this.exec(['write-tree'], { env: { GIT_INDEX_FILE: copy } })).stdout.trim();
            await this.exec(['read-tree', '--reset', tree]);
        }
        finally {
            (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
        }
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
    /**
     * Switches to `branch`, creating it at `startPoint` when it does not exist locally. A checkout
     * reads the whole work tree, so there is none when HEAD is on the branch already, nor when a
     * new branch starts at HEAD's commit (only the ref is made and HEAD pointed at it). Returns
     * HEAD as it leaves it (headState's answer), so the caller need not ask git again.
     */
    async switchBranch(branch, startPoint) {
        const now = await this.headState();
        if (now.branch === branch)
            return now;
        const tip = await this.revParse(`refs/heads/${branch}`);
        if (tip) {
            await this.exec(['checkout', '--quiet', branch]);
            return { branch, sha: tip };
        }
        const start = startPoint ? await this.revParse(startPoint) : now.sha;
        if (start && start === now.sha) {
            const from = now.branch ?? now.sha;
            // The zero id as the old value: made only if it does not exist.
            await this.exec([
                'update-ref',
                '-m',
                `branch: Created from ${startPoint ?? 'HEAD'}`,
                `refs/heads/${branch}`,
                start,
                '0'.repeat(start.length),
            ]);
            await this.exec([
                'symbolic-ref',
                '-m',
                `checkout: moving from ${from} to ${branch}`,
                'HEAD',
                `refs/heads/${branch}`,
            ]);
            return { branch, sha: start };
        }
        await this.exec(['checkout', '--quiet', '-b', branch, ...(startPoint ? [startPoint] : [])]);
        return { branch, sha: start };
    }
    /** The contents of a file at a ref, or undefined. */
    async show(ref, path) {
        const r = await this.exec(['show', `${ref}:${path}`], { allowFailure: true });
        return r.exitCode === 0 ? r.stdout : undefined;
    }
    /** Squashes everything since `base` (the index included) into one commit with `message`; returns its sha. */
    async squashSince(base, message, identity = RALPH_IDENTITY) {
        return this.commitStaged(message, { identity, parent: base });
    }
}


/***/ })

};
