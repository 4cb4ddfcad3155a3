export const id = 929;
export const ids = [929];
export const modules = {

/***/ 8248:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   wA: () => (/* binding */ createRepoReader)
/* harmony export */ });
/* unused harmony exports DEFAULT_MAX_FILE_BYTES, DEFAULT_MAX_DIR_FILES, secretNameReason */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
// The FileReader the prompt uses in a real checkout (DESIGN.md C3). The plan is edited by
// people and agents, so a listed path is untrusted: it is read only when it stays inside the
// repository (relative, no "..", and its real path, symlinks resolved, under the root's real
// path), is not a secrets file or a private key, is a regular text file, and only up to a
// per-file byte cap. Directories expand into their files, sorted and bounded.


const DEFAULT_MAX_FILE_BYTES = 100_000;
const DEFAULT_MAX_DIR_FILES = 50;
/** Directory entries a walk visits at most, so a huge tree cannot stall the prompt. */
const MAX_WALK_ENTRIES = 20_000;
const BINARY_SNIFF_BYTES = 8 * 1024;
/** Directories a directory path never expands into. */
const SKIPPED_DIRS = new Set(['.git', 'node_modules']);
/** Path segments that are never read: git internals and credential stores. */
const REFUSED_SEGMENTS = new Set(['.git', '.ssh', '.gnupg', '.aws', '.docker']);
const SECRET_NAMES = [
    [/^\.env/, 'an environment file (.env*) may hold secrets'],
    [/\.(pem|key|p12|pfx|jks|keystore)$/, 'a key or certificate file'],
    [/^id_(rsa|dsa|ecdsa|ed25519)/, 'an SSH key'],
    [/^(\.npmrc|\.netrc|\.pypirc|\.pgpass|\.git-credentials|\.htpasswd)$/, 'a credentials file'],
];
/** A PEM private key header as a line of its own ("-----BEGIN RSA PRIVATE KEY-----" and kin). */
const PRIVATE_KEY_LINE = /^[ \t]*-{5}BEGIN [A-Z0-9 ]*PRIVATE KEY-{5}[ \t]*\r?$/m;
/** Why a file name is a secret, or undefined. Case-insensitive. */
function secretNameReason(name) {
    const lower = name.toLowerCase();
    for (const [pattern, reason] of SECRET_NAMES)
        if (pattern.test(lower))
            return reason;
    return undefined;
}
function createRepoReader(root, opts = {}) {
    const maxFileBytes = opts.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
    const maxDirFiles = opts.maxDirFiles ?? DEFAULT_MAX_DIR_FILES;
    const rootReal = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(root);
    const prefix = rootReal.endsWith(node_path__WEBPACK_IMPORTED_MODULE_1__.sep) ? rootReal : rootReal + node_path__WEBPACK_IMPORTED_MODULE_1__.sep;
    const inside = (real) => real === rootReal || real.startsWith(prefix);
    /** The checked path: its normalised relative form and real path, or why it is not readable. */
    function resolvePath(path) {
        const lexical = lexicalProblem(path);
        if (lexical)
            return { kind: 'refused', reason: lexical };
        const rel = normalise(path);
        let real;
        try {
            real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(rootReal, rel));
        }
        catch (err) {
            const code = err.code;
            if (code === 'ENOENT' || code === 'ENOTDIR') {
                // Missing, unless it is missing behind a symlink that leads out: that says nothing.
                const ancestor = existingAncestor(rootReal, rel);
                if (ancestor !== undefined && !inside(ancestor))
                    return { kind: 'refused', reason: 'a symlink that leads outside the repository' };
                return { kind: 'missing' };
            }
            return { kind: 'refused', reason: `cannot be read (${code ?? err.message})` };
        }
        if (!inside(real))
            return { kind: 'refused', reason: 'a symlink that leads outside the repository' };
        // The target of a symlink is checked too: `notes.txt -> .env` stays refused.
        const targetRel = real === rootReal ? '' : real.slice(prefix.length);
        const targetProblem = targetRel === '' ? undefined : nameProblem(targetRel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep));
        if (targetProblem)
            return { kind: 'refused', reason: targetProblem };
        return { kind: 'ok', rel, real };
    }
    function read(path) {
        const resolved = resolvePath(path);
        if (resolved.kind !== 'ok')
            return resolved;
        let fd;
        try {
            fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(resolved.real, 'r');
        }
        catch (err) {
            const code = err.code;
            if (code === 'ENOENT')
                return { kind: 'missing' };
            return { kind: 'refused', reason: `cannot be read (${code ?? err.message})` };
        }
        try {
            const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
            if (stat.isDirectory())
                return { kind: 'refused', reason: 'a directory' };
            if (!stat.isFile())
                return { kind: 'refused', reason: 'not a regular file' };
            // A few bytes past the cap tell whether the cap falls inside a character.
            const want = Math.min(stat.size, maxFileBytes + 4);
            const buf = Buffer.alloc(want);
            let got = 0;
            while (got < want) {
                const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, got, want - got, got);
                if (n === 0)
                    break;
                got += n;
            }
            const bytes = buf.subarray(0, got);
            if (bytes.subarray(0, BINARY_SNIFF_BYTES).includes(0))
                return { kind: 'refused', reason: 'a binary file' };
            let end = Math.min(got, maxFileBytes);
            if (end < got)
                while (end > 0 && (bytes[end] & 0xc0) === 0x80)
                    end--; // whole characters only
            const text = bytes.subarray(0, end).toString('utf8');
            if (PRIVATE_KEY_LINE.test(text))
                return { kind: 'refused', reason: 'holds a private key' };
            const truncatedBytes = stat.size - end;
            return truncatedBytes > 0
                ? { kind: 'ok', text, bytes: stat.size, truncatedBytes }
                : { kind: 'ok', text, bytes: stat.size };
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        }
    }
    function list(path) {
        const resolved = resolvePath(path);
        if (resolved.kind !== 'ok')
            return undefined;
        try {
            if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(resolved.real).isDirectory())
                return undefined;
        }
        catch {
            return undefined;
        }
        const files = [];
        let omitted = 0;
        let visited = 0;
        const walk = (realDir, relDir) => {
            let entries;
            try {
                entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(realDir, { withFileTypes: true });
            }
            catch {
                return;
            }
            entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
            for (const entry of entries) {
                if (++visited > MAX_WALK_ENTRIES)
                    return;
                const rel = relDir === '' ? entry.name : `${relDir}/${entry.name}`;
                // Symlinked directories are not followed (no loops, no escapes); a symlinked file is
                // listed, and read() checks where it leads.
                if (entry.isDirectory()) {
                    if (!SKIPPED_DIRS.has(entry.name) && !REFUSED_SEGMENTS.has(entry.name))
                        walk((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realDir, entry.name), rel);
                }
                else if (entry.isFile() || entry.isSymbolicLink()) {
                    if (entry.isSymbolicLink() && isDirectory((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realDir, entry.name)))
                        continue;
                    if (files.length < maxDirFiles)
                        files.push(rel);
                    else
                        omitted++;
                }
            }
        };
        walk(resolved.real, resolved.rel === '.' ? '' : resolved.rel);
        return { files, omitted };
    }
    return { read, list };
}
/** The real path of the nearest existing ancestor of `rel` under the root (the root's own included). */
function existingAncestor(rootReal, rel) {
    const parts = rel === '.' ? [] : rel.split('/');
    for (let n = parts.length - 1; n >= 0; n--) {
        try {
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(rootReal, ...parts.slice(0, n)));
        }
        catch {
            // keep climbing
        }
    }
    return undefined;
}
function isDirectory(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}
/** A path is relative, "/"-separated after normalising "\", and never climbs out. */
function lexicalProblem(path) {
    if (path.trim() === '')
        return 'an empty path';
    if (path.includes('\0'))
        return 'a path with a NUL byte';
    if (path.startsWith('/') || path.startsWith('\\') || /^[A-Za-z]:/.test(path) || path.startsWith('~'))
        return 'an absolute path; list paths relative to the repository root';
    const segments = path.split(/[\\/]+/);
    if (segments.includes('..'))
        return 'a path with ".." that leaves the repository';
    return nameProblem(segments);
}
function nameProblem(segments) {
    for (const s of segments) {
        if (REFUSED_SEGMENTS.has(s.toLowerCase()))
            return `inside ${s}/, which is never read`;
    }
    const name = segments.filter((s) => s !== '' && s !== '.').at(-1);
    if (name === undefined)
        return undefined;
    return secretNameReason(name);
}
/** "./docs//a.md" -> "docs/a.md"; "." and "./" -> ".". */
function normalise(path) {
    const parts = path.split(/[\\/]+/).filter((s) => s !== '' && s !== '.');
    return parts.length === 0 ? '.' : parts.join('/');
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
/* harmony import */ var _core_retry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8216);
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
        const context = (0,_core_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .parseRetryContext */ .Ph)(JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8')), attempt);
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


/***/ }),

/***/ 8216:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ph: () => (/* binding */ parseRetryContext),
/* harmony export */   VU: () => (/* binding */ retryContextOf),
/* harmony export */   cc: () => (/* binding */ retryFromAttempt),
/* harmony export */   zm: () => (/* binding */ RETRY_TRANSCRIPT_TAIL)
/* harmony export */ });
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4115);
// The retry context a later attempt gets (DESIGN.md C3, C6): what failed last time. It comes
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
    return out;
}
/** A retry context from the task's last recorded attempt; undefined when it has none. */
function retryFromAttempt(plan, task) {
    const last = (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .lastAttempt */ .mh)(task);
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


/***/ }),

/***/ 8111:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lu: () => (/* binding */ claimProblems),
/* harmony export */   XJ: () => (/* binding */ reclaimWorkTree),
/* harmony export */   YX: () => (/* binding */ DEFAULT_PROTECTED_PATHS)
/* harmony export */ });
/* unused harmony export isProtected */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8601);
// Checking an agent's done claim against the work tree (DESIGN.md C4, C7): no change at all,
// a change to the plan or to protected paths, or a missing output artifact means not done.
// The plan file, protected paths and the branch are put back either way: the agent's edits
// there are refused, never committed.



const DEFAULT_PROTECTED_PATHS = ['.github/'];
function isProtected(path, protectedPaths) {
    return protectedPaths.some((p) => {
        const prefix = p.replace(/^\.\//, '');
        return prefix.endsWith('/')
            ? path.startsWith(prefix) || `${path}/` === prefix
            : path === prefix || path.startsWith(`${prefix}/`);
    });
}
/**
 * Takes the work tree back after untrusted code ran (the agent, or gates running its code):
 * HEAD on the attempt's branch at its start commit (commits the agent made are undone, their
 * changes kept for the checks), the plan file as it was before the agent, and protected paths
 * as at the start commit. Called after the agent and again right before Ralph commits, so no
 * edit to the plan, `.github/` or other protected paths is ever committed.
 */
async function reclaimWorkTree(git, g) {
    const problems = [];
    const notes = [];
    const branchNow = await git.currentBranch();
    const headNow = await git.revParse('HEAD');
    if (branchNow !== g.branch || headNow !== g.startSha) {
        notes.push(branchNow !== g.branch
            ? `the agent left the branch ${g.branch}${branchNow ? ` for ${branchNow}` : ''}; Ralph went back to it`
            : 'the agent made commits; Ralph undid them and kept their changes for the checks');
        await git.exec(['update-ref', `refs/heads/${g.branch}`, g.startSha]);
        await git.exec(['symbolic-ref', 'HEAD', `refs/heads/${g.branch}`]);
        await git.exec(['reset', '--quiet']);
    }
    const planNow = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(g.planPath) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(g.planPath) : undefined;
    if (!planNow?.equals(g.planBefore)) {
        (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_2__/* .writeAtomic */ .vZ)(g.planPath, g.planBefore.toString('utf8'));
        problems.push(`${planNow ? 'edited' : 'deleted'} the plan file ${g.planFile}; refused`);
    }
    const byAgent = (await git.changedPaths()).filter((p) => p !== g.planFile && !g.changedBefore.has(p));
    const refused = byAgent.filter((p) => isProtected(p, g.protectedPaths));
    if (refused.length > 0) {
        await git.restorePaths(refused, g.startSha);
        problems.push(`changed protected paths (${refused.slice(0, 5).join(', ')}); refused`);
    }
    const changed = refused.length > 0 ? byAgent.filter((p) => !refused.includes(p)) : byAgent;
    return { problems, notes, changed };
}
/** What is wrong with a done claim beyond refused edits: no change at all, missing output artifacts. */
function claimProblems(root, reclaimed, outputArtifacts) {
    const problems = reclaimed.problems.map((p) => `the agent ${p}`);
    if (reclaimed.changed.length === 0 && problems.length === 0)
        problems.push('the agent claimed done but changed no file');
    const missing = outputArtifacts.filter((a) => !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, a)));
    if (missing.length > 0)
        problems.push(`output artifacts missing: ${missing.join(', ')}`);
    return problems;
}


/***/ })

};
