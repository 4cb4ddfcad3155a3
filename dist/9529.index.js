export const id = 9529;
export const ids = [9529];
export const modules = {

/***/ 4054:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ changeRefusals)
/* harmony export */ });
/* unused harmony export blobSizes */
/* harmony import */ var _core_attempt_patch_rules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8256);
/* harmony import */ var _spec_branch_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4323);
// The patch rules (core/attempt/patch-rules.ts) applied to two trees in a git repository: what git says
// changed between them, with the size of each new file. The writer checks the attempt's patch
// with it; the task job's record step checks the agent's saved tree with it first, so that the
// attempt itself says why its change would be refused.


/** What changed from `from` to `to`, and why each refused path is refused. */
async function changeRefusals(git, from, to, rules) {
    const changes = await (0,_spec_branch_js__WEBPACK_IMPORTED_MODULE_1__/* .treeChanges */ .CJ)(git, from, to);
    const sizes = await blobSizes(git, changes.filter((c) => c.newSha && !/^0+$/.test(c.newSha)).map((c) => c.newSha));
    const refused = (0,_core_attempt_patch_rules_js__WEBPACK_IMPORTED_MODULE_0__/* .patchRefusals */ .IP)(changes.map((c) => ({ ...c, size: c.newSha ? sizes.get(c.newSha) : undefined })), rules);
    return { changes, refused };
}
/** The size of each blob, in one `git cat-file --batch-check`. */
async function blobSizes(git, shas) {
    const out = new Map();
    if (shas.length === 0)
        return out;
    const r = await git.exec(['cat-file', '--batch-check=%(objectname) %(objectsize)'], {
        input: `${shas.join('\n')}\n`,
    });
    for (const l of r.stdout.split('\n')) {
        const [sha, size] = l.split(' ');
        if (sha && size && /^\d+$/.test(size))
            out.set(sha, Number(size));
    }
    return out;
}


/***/ }),

/***/ 4500:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nb: () => (/* binding */ startRetry),
/* harmony export */   iQ: () => (/* binding */ writeRetryPatch),
/* harmony export */   jd: () => (/* binding */ treePatch),
/* harmony export */   n$: () => (/* binding */ readRetryPatch)
/* harmony export */ });
/* unused harmony exports retryPatchPath, applyPreviousWork */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _patch_check_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4054);
/* harmony import */ var _spec_branch_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4323);
// A failed attempt's work, carried to the next attempt of the task (docs/ARCHITECTURE.md#life-of-a-task-locally): saved as a
// binary patch against the commit the attempt started from (`.ralph/retry/<task>.patch`
// locally, `retry/<task>.patch` in the attempt artifact in CI), and applied onto the work tree
// before the next attempt's agent runs, so a retry goes on from what the last one left. The
// patch is checked first with the same rules the writer job applies to a passing attempt's
// patch: one that would change the plan, `.github/` or another protected path, git's own files,
// a symbolic link or a submodule is refused, and the retry starts from the commit instead.




/** The patch file of a task's last failed attempt, in a retry folder. */
function retryPatchPath(dir, taskId) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, `${taskId}.patch`);
}
/**
 * A binary patch (new files included, no renames: each path as itself) from `from` to `to`: two
 * trees, or with `to` undefined, `from` to what git's index holds; only `paths` when given.
 */
async function treePatch(git, from, to, paths) {
    const args = ['diff', '--binary', '--full-index', '--no-renames'];
    const range = to === undefined ? ['--cached', from] : [from, to];
    // Paths are names, not patterns: a file named `*.txt` must not take others with it.
    const r = await git.execRaw(paths ? ['--literal-pathspecs', ...args, ...range, '--', ...paths] : [...args, ...range]);
    return r.stdout;
}
/** Writes the patch beside the task's retry context; an empty patch removes an old one. */
function writeRetryPatch(dir, taskId, patch) {
    const path = retryPatchPath(dir, taskId);
    if (patch.length === 0) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(path, { force: true });
        return;
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir, { recursive: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, patch);
}
/** The task's saved patch in a retry folder; undefined when there is none (or it is empty). */
function readRetryPatch(dir, taskId) {
    const path = retryPatchPath(dir, taskId);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isFile())
        return undefined;
    const patch = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path);
    return patch.length > 0 ? patch : undefined;
}
/** GitHub refuses a file over 100 MB in a push, so a patch holding one is refused here too. */
const MAX_FILE_BYTES = 100 * 1024 * 1024;
/**
 * Applies a previous attempt's patch onto the work tree, which must be at `base` (HEAD, clean
 * but for paths the patch does not touch): first into a scratch index from `base`, where git
 * says what it changes and the patch rules judge it; then, when it holds, onto the work tree
 * alone (git's index stays at HEAD: the changes are the next attempt's, as if its agent made
 * them). The problem, in a sentence, when it does not apply or is refused.
 */
async function applyPreviousWork(git, o) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(o.scratchIndex), { recursive: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(o.scratchIndex, { force: true });
    const editor = new _spec_branch_js__WEBPACK_IMPORTED_MODULE_3__/* .TreeEditor */ .mQ(git, o.scratchIndex);
    try {
        await editor.read(o.base);
        const error = await editor.apply(o.patch);
        if (error)
            return { applied: false, problem: `it does not apply to ${o.base.slice(0, 7)}: ${error}` };
        const { changes, refused } = await (0,_patch_check_js__WEBPACK_IMPORTED_MODULE_2__/* .changeRefusals */ .m)(git, o.base, await editor.write(), {
            planFile: o.planFile,
            protectedPaths: o.protectedPaths,
            maxFileBytes: o.maxFileBytes ?? MAX_FILE_BYTES,
        });
        if (refused.length > 0)
            return { applied: false, problem: refused.join('; ') };
        const r = await git.exec(['apply', '--binary', '--whitespace=nowarn', '-'], {
            input: o.patch,
            allowFailure: true,
        });
        if (r.exitCode !== 0)
            return {
                applied: false,
                problem: `it does not apply to the work tree: ${r.stderr.trim() || `git apply exited ${r.exitCode}`}`,
            };
        return { applied: true, paths: changes.map((c) => c.path) };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(o.scratchIndex, { force: true });
    }
}
/**
 * The retry context with where the attempt starts (`workTree`), the previous attempt's patch
 * applied onto the work tree when there is one and a fresh start is not asked for. `fromFile`:
 * the context came with the attempt's files (its retry file, or its artifact), not only from
 * its record in the plan. `onNote` hears why a patch was not applied.
 */
async function startRetry(git, o) {
    if (!o.retry)
        return undefined;
    const reset = (workTreeNote) => ({
        ...o.retry,
        workTree: 'reset',
        ...(workTreeNote ? { workTreeNote } : {}),
    });
    if (o.fresh)
        return reset();
    if (!o.patch) {
        if (!o.fromFile)
            return reset('only its record in the plan was found, not its changes');
        return reset(o.retry.diffSummary?.trim() ? 'its changes were not found' : 'it changed no file');
    }
    const carried = await applyPreviousWork(git, {
        base: o.base,
        patch: o.patch,
        scratchIndex: o.scratchIndex,
        planFile: o.planFile,
        protectedPaths: o.protectedPaths,
        maxFileBytes: o.maxFileBytes,
    });
    if (carried.applied)
        return { ...o.retry, workTree: 'kept' };
    const note = `attempt ${o.retry.attempt}'s changes were not carried over: ${carried.problem}`;
    o.onNote?.(`${note}; this attempt starts from the commit`);
    return reset(note);
}


/***/ }),

/***/ 526:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L0: () => (/* binding */ readRetryFile),
/* harmony export */   oZ: () => (/* binding */ writeRetryFile),
/* harmony export */   rF: () => (/* binding */ LOCAL_RETRY_DIR)
/* harmony export */ });
/* unused harmony export retryFilePath */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _core_prompt_retry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5863);
// The retry context of a failed attempt as a file: `.ralph/retry/<task>.json` locally, and in
// the retry artifact a workflow uploads and the next attempt's job downloads.



/** Where `ralph build` keeps each task's latest retry context, relative to the project root. */
const LOCAL_RETRY_DIR = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)('.ralph', 'retry');
function retryFilePath(dir, taskId) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, `${taskId}.json`);
}
/**
 * The context in `dir` for the task's attempt number `attempt`; undefined when there is none,
 * when it is unreadable, or when it is about another attempt (old news to this one).
 */
function readRetryFile(dir, taskId, attempt) {
    const path = retryFilePath(dir, taskId);
    if (attempt < 1 || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path))
        return undefined;
    try {
        const context = (0,_core_prompt_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .parseRetryContext */ .Ph)(JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8')), attempt);
        return context?.attempt === attempt ? context : undefined;
    }
    catch {
        return undefined;
    }
}
function writeRetryFile(dir, taskId, context) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir, { recursive: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(retryFilePath(dir, taskId), `${JSON.stringify(context, null, 2)}\n`);
}


/***/ }),

/***/ 4323:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bn: () => (/* binding */ REMOTE),
/* harmony export */   C3: () => (/* binding */ mergeConflicts),
/* harmony export */   CJ: () => (/* binding */ treeChanges),
/* harmony export */   Md: () => (/* binding */ mergeTrees),
/* harmony export */   RZ: () => (/* binding */ pushLeased),
/* harmony export */   SC: () => (/* binding */ commitTree),
/* harmony export */   TB: () => (/* binding */ oneSpecCommit),
/* harmony export */   eL: () => (/* binding */ startCommit),
/* harmony export */   fI: () => (/* binding */ remoteSha),
/* harmony export */   g7: () => (/* binding */ treeOf),
/* harmony export */   m1: () => (/* binding */ taskCommitsBetween),
/* harmony export */   mQ: () => (/* binding */ TreeEditor),
/* harmony export */   r4: () => (/* binding */ fetchBranches),
/* harmony export */   wu: () => (/* binding */ mergeBase)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2807);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8275);
// The spec-branch git algorithm in one place (after create-pull-request's
// create-or-update-branch): the commit a task starts from (the base merged in the same way by
// the task job and the writer), merges as GitHub makes them (`git merge-tree`, no merge
// drivers), trees edited through a private index and commits made without a work tree, and
// pushes with a lease. The writer job (action/writer/) composes them; `ralph build` uses
// the work-tree ones.


const REMOTE = 'origin';
async function remoteSha(git, branch) {
    return git.revParse(`refs/remotes/${REMOTE}/${branch}`);
}
/** Fetches the given branches (and prunes deleted ones) into refs/remotes/origin/. */
async function fetchBranches(git, refspecs = ['+refs/heads/*:refs/remotes/origin/*']) {
    await git.exec(['fetch', '--quiet', '--prune', '--no-tags', REMOTE, ...refspecs]);
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
/** Environment that makes a commit's identity and dates fixed: the same inputs, the same sha. */
function commitEnv(identity = _git_js__WEBPACK_IMPORTED_MODULE_1__/* .RALPH_IDENTITY */ .tn, date) {
    return {
        GIT_AUTHOR_NAME: identity.name,
        GIT_AUTHOR_EMAIL: identity.email,
        GIT_COMMITTER_NAME: identity.name,
        GIT_COMMITTER_EMAIL: identity.email,
        ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
    };
}
/** A commit of `tree` with `parents`, made without a work tree; returns its sha. */
async function commitTree(git, tree, parents, message, opts = {}) {
    return (await git.exec(['commit-tree', tree, ...parents.flatMap((p) => ['-p', p]), '-F', '-'], {
        input: message.endsWith('\n') ? message : `${message}\n`,
        env: commitEnv(opts.identity, opts.date),
    })).stdout.trim();
}
/**
 * Merges two commits without a work tree (`git merge-tree --write-tree`, git's own merge with
 * no merge drivers, as GitHub merges): the merged tree, or the paths that conflict. The merge
 * base is git's own (`--merge-base` needs git 2.40): replaying a commit onto a branch that grew
 * from its parent is this merge, with that parent as the base.
 */
async function mergeTrees(git, ours, theirs) {
    const r = await git.exec(['merge-tree', '--write-tree', '--name-only', '--no-messages', ours, theirs], {
        allowFailure: true,
    });
    const lines = r.stdout.split('\n');
    if (r.exitCode === 0)
        return { tree: lines[0].trim(), conflicts: [] };
    if (r.exitCode === 1)
        return { conflicts: [...new Set(lines.slice(1).filter(Boolean))] };
    throw new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS(['merge-tree', ours, theirs], r);
}
/** The paths that conflict when `theirs` is merged into `ours` (none when it is in already). */
async function mergeConflicts(git, ours, theirs) {
    if (await git.try(['merge-base', '--is-ancestor', theirs, ours]))
        return [];
    return (await mergeTrees(git, ours, theirs)).conflicts;
}
/**
 * The commit a task starts from: `start` itself when it contains the base's tip, else the merge
 * of the base's tip into it, made without a work tree with a fixed identity, date and message,
 * so the task job and the writer job make the same commit from the same two. Throws when the
 * two conflict.
 */
async function startCommit(git, opts) {
    if (await git.try(['merge-base', '--is-ancestor', opts.baseSha, opts.start]))
        return { sha: opts.start, merged: false };
    const m = await mergeTrees(git, opts.start, opts.baseSha);
    if (m.tree === undefined)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`${opts.branch} conflicts with ${opts.base} in ${m.conflicts.join(', ')}; merge ${opts.base} into ${opts.branch} and resolve it.`);
    const times = await git.out(['show', '-s', '--format=%ct', opts.start, opts.baseSha]);
    const when = Math.max(...times.split('\n').map(Number));
    const sha = await commitTree(git, m.tree, [opts.start, opts.baseSha], `Merge ${opts.base} into ${opts.branch}`, { date: `@${when} +0000` });
    return { sha, merged: true };
}
async function treeChanges(git, from, to) {
    const out = (await git.exec(['diff-tree', '-r', '-z', '--no-renames', '--raw', from, to])).stdout;
    const parts = out.split('\0');
    const changes = [];
    for (let i = 0; i + 1 < parts.length; i += 2) {
        const meta = parts[i];
        if (!meta.startsWith(':'))
            continue;
        const [oldMode, newMode, , newSha, status] = meta.slice(1).split(' ');
        changes.push({ path: parts[i + 1], oldMode: oldMode, newMode: newMode, newSha, status: status });
    }
    return changes;
}
/**
 * A tree edited through a private index file, never a work tree: nothing of what is edited is
 * written where a program could run it, and no filter or hook of the repository runs.
 */
class TreeEditor {
    git;
    env;
    constructor(git, indexFile) {
        this.git = git;
        this.env = { GIT_INDEX_FILE: indexFile };
    }
    async read(treeish) {
        await this.git.exec(['read-tree', treeish], { env: this.env });
    }
    /** Applies a binary patch to the index; the error text when it does not apply. */
    async apply(patch) {
        const r = await this.git.exec(['apply', '--cached', '--binary', '--whitespace=nowarn', '-'], {
            input: patch,
            env: this.env,
            allowFailure: true,
        });
        return r.exitCode === 0 ? undefined : r.stderr.trim() || `git apply exited ${r.exitCode}`;
    }
    /** Writes a file's bytes into the index as a regular file. */
    async put(path, content) {
        const blob = (await this.git.exec(['hash-object', '-w', '--no-filters', '--stdin'], { input: content })).stdout.trim();
        await this.git.exec(['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`], {
            env: this.env,
        });
    }
    async write() {
        return (await this.git.exec(['write-tree'], { env: this.env })).stdout.trim();
    }
}
/**
 * Sets the remote's `branch` to `commit` only if it still is at `expected` (undefined: only if
 * it does not exist), so nobody's push is ever overwritten. False when the branch moved.
 */
async function pushLeased(git, branch, commit, expected) {
    const r = await git.exec([
        'push',
        '--quiet',
        '--porcelain',
        '--no-follow-tags',
        `--force-with-lease=refs/heads/${branch}:${expected ?? ''}`,
        REMOTE,
        `${commit}:refs/heads/${branch}`,
    ], { allowFailure: true });
    if (r.exitCode === 0) {
        await git.exec(['update-ref', `refs/remotes/${REMOTE}/${branch}`, commit]);
        return true;
    }
    if (/stale info|\[rejected\]|fetch first|non-fast-forward/.test(r.stdout + r.stderr))
        return false;
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`Could not push ${branch}: ${r.stderr.trim() || r.stdout.trim()}. Check that the job has \`contents: write\`.`);
}
/** The tree of a commit. */
async function treeOf(git, commit) {
    return git.out(['rev-parse', `${commit}^{tree}`]);
}
/** Whether `branchTip` is one commit on top of `parent` carrying the spec's trailer. */
async function oneSpecCommit(git, tip, specId) {
    const parents = (await git.out(['show', '-s', '--format=%P', tip])).split(' ').filter(Boolean);
    if (parents.length !== 1)
        return undefined;
    const message = (await git.exec(['show', '-s', '--format=%B', tip])).stdout;
    const spec = await git.out([
        'show',
        '-s',
        '--format=%(trailers:key=Ralph-Spec,valueonly,separator=%x2C)',
        tip,
    ]);
    const subject = message.split('\n', 1)[0] ?? '';
    // A task's commit carries the trailer too; a spec's commit is not `ralph(spec): ...`.
    if (spec.trim() !== specId || subject.startsWith(`ralph(${specId}):`))
        return undefined;
    return { parent: parents[0], message };
}


/***/ }),

/***/ 8256:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IP: () => (/* binding */ patchRefusals),
/* harmony export */   Sj: () => (/* binding */ DEFAULT_MAX_FILE_SIZE),
/* harmony export */   YX: () => (/* binding */ DEFAULT_PROTECTED_PATHS),
/* harmony export */   bz: () => (/* binding */ isProtected),
/* harmony export */   hN: () => (/* binding */ escapeControl),
/* harmony export */   lT: () => (/* binding */ parseFileSize)
/* harmony export */ });
/* unused harmony exports printablePath, formatSize */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2807);
// What an attempt's change may not touch (docs/ARCHITECTURE.md#trust). The writer job applies a patch that
// came from a job running untrusted code; these rules decide, from git's own list of what the
// patch changes, whether it is refused. Pure: the writer and the tests share them.

const DEFAULT_PROTECTED_PATHS = ['.github/'];
/**
 * Whether `path` is one of `protectedPaths` (`dir/` for a folder, else a file or a folder). Letter
 * case is ignored: on macOS and Windows, where file systems fold case, `.GitHub/workflows/x.yml`
 * is `.github/workflows/x.yml` once checked out.
 */
function isProtected(path, protectedPaths) {
    const lower = path.toLowerCase();
    return protectedPaths.some((p) => {
        const prefix = p.replace(/^\.\//, '').toLowerCase();
        return prefix.endsWith('/')
            ? lower.startsWith(prefix) || `${lower}/` === prefix
            : lower === prefix || lower.startsWith(`${prefix}/`);
    });
}
/**
 * Files whose content changes how git itself behaves in every later clone. `.lfsconfig` sets
 * where Git LFS sends and fetches the repository's large files (`lfs.url`, `lfs.pushurl`) and
 * how it authenticates there. git-lfs reads it at the repository's root only; it is refused in
 * every folder all the same, as the other two: no task needs one, and a folder becomes a root
 * when it is split out into a repository of its own.
 */
const GIT_CONTROL_FILES = new Set(['.gitmodules', '.gitattributes', '.lfsconfig']);
/**
 * The three places GitHub reads a CODEOWNERS file from (the first found wins): it names who
 * must review changes when branch protection asks for code owners' reviews. `.github/` is a
 * protected path already; the root and `docs/` are refused here. Letter case ignored, as for
 * protected paths.
 */
const CODEOWNERS = new Set(['codeowners', 'docs/codeowners', '.github/codeowners']);
/**
 * Characters a file name may not hold: the C0 controls (TAB, LF, CR, ESC and the rest), DEL and
 * the C1 controls, which move the cursor, colour or rewrite lines of a terminal, a log or a
 * listing (`git log --stat`, the pull request's file list); the Unicode line and paragraph
 * separators and the bidirectional controls, which make a name read as another; and U+FFFD,
 * which stands for bytes that are not UTF-8 (the 8-bit C1 controls among them).
 */
const UNSAFE_CHAR = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069\ufffd]/;
const UNSAFE_CHARS = new RegExp(UNSAFE_CHAR.source, 'g');
/**
 * A path as a message can show it: each character of UNSAFE_CHAR escaped (`\n`, `\x1b`,
 * `\u202e`) and a backslash doubled, so the message itself prints no control character.
 */
function printablePath(path) {
    return path.replace(/\\/g, '\\\\').replace(UNSAFE_CHARS, escapeControl);
}
/**
 * One character as an escape a message can show: `\n`, `\r` and `\t` by name, any other as
 * `\xHH` (up to U+00FF) or `\uHHHH`. Also the Actions log's (adapters/task-job/untrusted-log.ts).
 */
function escapeControl(c) {
    if (c === '\n')
        return '\\n';
    if (c === '\r')
        return '\\r';
    if (c === '\t')
        return '\\t';
    const code = c.charCodeAt(0);
    return code > 0xff
        ? `\\u${code.toString(16).padStart(4, '0')}`
        : `\\x${code.toString(16).padStart(2, '0')}`;
}
/** A size as people read it: `512 bytes`, `500 KB`, `10 MB`, `60.5 MB` (KB = 1024 bytes). */
function formatSize(bytes) {
    const units = ['bytes', 'KB', 'MB', 'GB'];
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit++;
    }
    const shown = unit === 0 || Number.isInteger(value) ? String(value) : value.toFixed(1);
    return `${shown} ${units[unit]}`;
}
/** Default of the `max-file-size` input: 10 MB, a fifth of the size at which GitHub warns. */
const DEFAULT_MAX_FILE_SIZE = 10 * 1024 * 1024;
/**
 * A size as the `max-file-size` input gives it: bytes (`1048576`), or a number with `KB`, `MB`
 * or `GB` (also `K`, `KiB` and the like, any letter case; 1 KB = 1024 bytes). Throws a message
 * that names `what`, the value and the forms it takes.
 */
function parseFileSize(text, what) {
    const m = /^\s*(\d+(?:\.\d+)?)\s*(b|bytes?|k|kb|kib|m|mb|mib|g|gb|gib)?\s*$/i.exec(text);
    const unit = (m?.[2] ?? 'b').toLowerCase()[0];
    const bytes = m ? Math.floor(Number(m[1]) * 1024 ** ({ b: 0, k: 1, m: 2, g: 3 }[unit] ?? 0)) : Number.NaN;
    if (!Number.isSafeInteger(bytes) || bytes < 1)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`${what}: "${text}" is not a file size. Give bytes (1048576) or a number with KB, MB or GB (500KB, 5MB, 1.5GB), more than 0.`);
    return bytes;
}
/** Why the change is refused, one sentence per refused path; empty when it may be applied. */
function patchRefusals(changes, rules) {
    const out = [];
    for (const c of changes) {
        const name = c.path.split('/').at(-1) ?? c.path;
        const unsafe = c.path.match(UNSAFE_CHARS);
        const why = unsafe
            ? `its name holds ${[...new Set(unsafe)].map((ch) => printablePath(ch)).join(', ')}: control characters (and bidirectional marks) in a file name can rewrite what a log or a file listing shows`
            : c.path === rules.planFile
                ? 'the plan file is written by Ralph alone'
                : c.path.split('/').some((seg) => seg.toLowerCase() === '.git')
                    ? 'a path inside .git'
                    : isProtected(c.path, rules.protectedPaths)
                        ? 'a protected path'
                        : CODEOWNERS.has(c.path.toLowerCase())
                            ? 'CODEOWNERS names who must review changes to the repository'
                            : GIT_CONTROL_FILES.has(name.toLowerCase())
                                ? `${name} changes how git treats the repository`
                                : c.newMode === '120000'
                                    ? 'a symbolic link'
                                    : c.newMode === '160000'
                                        ? 'a submodule (gitlink)'
                                        : rules.maxFileBytes !== undefined && (c.size ?? 0) > rules.maxFileBytes
                                            ? `a file of ${formatSize(c.size ?? 0)}, over the ${formatSize(rules.maxFileBytes)} the action input 'max-file-size' allows`
                                            : undefined;
        if (why)
            out.push(`the change to ${printablePath(c.path)} is refused: ${why}`);
    }
    return out;
}


/***/ }),

/***/ 5863:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ph: () => (/* binding */ parseRetryContext),
/* harmony export */   VU: () => (/* binding */ retryContextOf),
/* harmony export */   cc: () => (/* binding */ retryFromAttempt),
/* harmony export */   zm: () => (/* binding */ RETRY_TRANSCRIPT_TAIL)
/* harmony export */ });
/* harmony import */ var _plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4929);
// The retry context a later attempt gets (docs/ARCHITECTURE.md#the-prompt, #spec-branches-and-pull-requests): what failed last time. It comes
// from the previous job's artifact (or `.ralph/retry/<task>.json` locally) when there is one,
// else from the compact attempt record in the plan.

/** A retry context from JSON, keeping only well-typed fields; undefined when it is not an object. */
function parseRetryContext(value, fallbackAttempt) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return undefined;
    const v = value;
    const str = (x) => (typeof x === 'string' ? x : undefined);
    const out = {
        attempt: typeof v.attempt === 'number' && Number.isInteger(v.attempt) ? v.attempt : fallbackAttempt,
    };
    const g = v.gate;
    if (typeof g === 'object' && g !== null && typeof g.name === 'string') {
        const gate = g;
        out.gate = {
            name: gate.name,
            command: str(gate.command) ?? '',
            exitCode: typeof gate.exitCode === 'number' ? gate.exitCode : null,
            outputTail: str(gate.outputTail) ?? '',
        };
    }
    for (const key of ['agentOutcome', 'reason', 'transcriptTail', 'diffSummary']) {
        const s = str(v[key]);
        if (s !== undefined)
            out[key] = s;
    }
    // Where the attempt starts is decided when it starts, never read from a file.
    return out;
}
/** A retry context from the task's last recorded attempt; undefined when it has none. */
function retryFromAttempt(plan, task) {
    const last = (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .lastAttempt */ .mh)(task);
    if (!last)
        return undefined;
    const gate = last.gate ? plan.gates?.find((g) => g.name === last.gate) : undefined;
    const retry = { attempt: last.number };
    if (last.gate)
        retry.gate = {
            name: last.gate,
            command: gate?.command ?? '',
            exitCode: null,
            outputTail: last.summary ?? '',
        };
    else if (last.outcome || last.summary)
        retry.reason = [last.outcome, last.summary].filter((s) => s?.trim()).join(': ');
    return retry;
}
/** Bytes of the agent's transcript a retry context keeps. */
const RETRY_TRANSCRIPT_TAIL = 8_000;
/** The retry context of a failed attempt, as the next attempt's prompt gets it. */
function retryContextOf(attempt, agentOutcome, verdict, transcriptTail, diffSummary) {
    const g = verdict.gate;
    return {
        attempt,
        agentOutcome,
        reason: verdict.summary,
        transcriptTail: transcriptTail.slice(-RETRY_TRANSCRIPT_TAIL),
        diffSummary,
        ...(g
            ? { gate: { name: g.name, command: g.command, exitCode: g.exitCode, outputTail: g.outputTail } }
            : {}),
    };
}


/***/ })

};
