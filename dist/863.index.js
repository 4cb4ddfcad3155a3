export const id = 863;
export const ids = [863];
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

/***/ 2757:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PC: () => (/* binding */ resolvePlanPath),
/* harmony export */   pj: () => (/* binding */ findProjectRoot)
/* harmony export */ });
/* unused harmony export ROOT_MARKERS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
// Finding the project a command works on: the nearest directory, walking up from the
// current one, that holds a project marker (DESIGN.md C9).


const ROOT_MARKERS = ['.git', 'package.json', 'Cargo.toml', 'go.mod', 'pyproject.toml', 'mix.exs'];
/** The nearest ancestor of `from` (itself included) holding a marker, else `from`. */
function findProjectRoot(from) {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(from);
    for (;;) {
        if (ROOT_MARKERS.some((m) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, m))))
            return dir;
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (parent === dir)
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(from);
        dir = parent;
    }
}
/** The plan path: `--plan` as given (relative to cwd), else `implementation.json` at the project root. */
function resolvePlanPath(cwd, planOption) {
    if (planOption)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, planOption);
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(findProjectRoot(cwd), 'implementation.json');
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

/***/ 9863:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   prompt: () => (/* binding */ prompt)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _adapters_context_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8248);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8601);
/* harmony import */ var _adapters_project_root_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2757);
/* harmony import */ var _adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(526);
/* harmony import */ var _core_checks_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4813);
/* harmony import */ var _core_plan_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4115);
/* harmony import */ var _core_prompt_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9842);
/* harmony import */ var _core_retry_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8216);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3192);










const prompt = {
    name: 'prompt',
    summary: 'print the prompt a task would get',
    usage: `TASK-ID [--retry | --mcp] [--plan PATH]

Prints the prompt Ralph gives the agent for this task: discipline, domain, context
files, the task, what done means, what came before and the rules.

      --retry       the retry prompt: the task prompt plus what failed last time
                    (from .ralph/retry/TASK-ID.json when present, else the last
                    attempt recorded in the plan)
      --mcp         print the MCP configuration of the task's discipline as JSON
${_command_js__WEBPACK_IMPORTED_MODULE_9__/* .PLAN_USAGE */ .YG}`,
    options: { ..._command_js__WEBPACK_IMPORTED_MODULE_9__/* .PLAN_OPTION */ .w, retry: { type: 'boolean' }, mcp: { type: 'boolean' } },
    positionals: [1, 1],
    run(ctx) {
        const taskId = ctx.positionals[0];
        const planPath = (0,_adapters_project_root_js__WEBPACK_IMPORTED_MODULE_3__/* .resolvePlanPath */ .PC)(ctx.cwd, (0,_command_js__WEBPACK_IMPORTED_MODULE_9__/* .stringOption */ .Pp)(ctx, 'plan'));
        const { plan } = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_2__/* .loadPlan */ .Yq)(planPath);
        const found = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_7__/* .findTask */ .VX)(plan, taskId);
        if (!found)
            throw new _command_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`no task "${taskId}" in ${planPath}; \`ralph status\` lists the tasks`);
        if (ctx.values.retry && ctx.values.mcp)
            throw new _command_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb('--retry and --mcp do not go together');
        if (ctx.values.mcp) {
            const config = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_7__/* .mcpConfig */ .nX)(plan, taskId);
            if (!config)
                ctx.err(`task ${taskId} has no MCP servers (its discipline lists none)`);
            ctx.out(JSON.stringify(config ?? { mcpServers: {} }, null, 2));
            return 0;
        }
        const root = (0,_adapters_project_root_js__WEBPACK_IMPORTED_MODULE_3__/* .findProjectRoot */ .pj)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(planPath));
        const reader = (0,_adapters_context_files_js__WEBPACK_IMPORTED_MODULE_1__/* .createRepoReader */ .wA)(root);
        const planFile = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(root, planPath).split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).join('/') || 'implementation.json';
        if (!ctx.values.retry) {
            ctx.out((0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_7__/* .generateTaskPrompt */ .Jk)(plan, taskId, reader, { planFile }).trimEnd());
            return 0;
        }
        const retry = retryContext(root, plan, found.task);
        ctx.out((0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_7__/* .generateRetryPrompt */ .Gl)(plan, taskId, reader, retry, { planFile }).trimEnd());
        return 0;
    },
};
/**
 * The retry context of the task's last attempt, as `ralph build` would use it: the file it
 * wrote for that attempt when there is one, else the attempt recorded in the plan.
 */
function retryContext(root, plan, task) {
    const last = (0,_core_plan_js__WEBPACK_IMPORTED_MODULE_6__/* .lastAttempt */ .mh)(task);
    const retry = (last && !(0,_core_checks_js__WEBPACK_IMPORTED_MODULE_5__/* .unsafeIdReason */ .wg)(task.id)
        ? (0,_adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_4__/* .readRetryFile */ .L0)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(root, _adapters_retry_file_js__WEBPACK_IMPORTED_MODULE_4__/* .LOCAL_RETRY_DIR */ .rF), task.id, last.number)
        : undefined) ?? (0,_core_retry_js__WEBPACK_IMPORTED_MODULE_8__/* .retryFromAttempt */ .cc)(plan, task);
    if (!retry)
        throw new _command_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`task ${task.id} has no recorded attempt to retry; run \`ralph prompt ${task.id}\``);
    return retry;
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


/***/ })

};
