export const id = 3185;
export const ids = [3185];
export const modules = {

/***/ 3185:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runAction: () => (/* binding */ runAction)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: ./build/adapters/sandbox.js
var sandbox = __webpack_require__(106);
// EXTERNAL MODULE: ./build/core/errors.js
var errors = __webpack_require__(2807);
// EXTERNAL MODULE: ./build/version.js
var version = __webpack_require__(8508);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/core/patch-rules.js
var patch_rules = __webpack_require__(8826);
;// CONCATENATED MODULE: ./build/action/inputs.js
// All action inputs read in one place, validated, into one settings object (after
// actions/checkout's input-helper). Each command reads only the fields it needs.




const COMMANDS = [
    'validate',
    'listen',
    'commands',
    'schedule',
    'setup',
    'run',
    'gate',
    'record',
    'finalize',
    'plan',
];
function optionalInt(name) {
    const raw = core/* getInput */.V4(name);
    if (raw === '')
        return undefined;
    if (!/^\d+$/.test(raw))
        throw new errors/* RalphError */.A4(`Invalid input '${name}': "${raw}". Expected a whole number.`);
    return Number(raw);
}
function optional(name) {
    const v = core/* getInput */.V4(name);
    return v === '' ? undefined : v;
}
/**
 * A boolean input, with `fallback` when it is empty. A workflow passes an input it names in
 * `with:` even when its expression is empty (`${{ inputs.dry-run }}` on a `schedule` event,
 * whose `inputs` context is empty), and the runner then does not apply action.yml's default:
 * an empty value must mean the default here, not an error.
 */
function optionalBool(name, fallback) {
    const raw = core/* getInput */.V4(name);
    if (raw === '')
        return fallback;
    if (/^(true|True|TRUE)$/.test(raw))
        return true;
    if (/^(false|False|FALSE)$/.test(raw))
        return false;
    throw new errors/* RalphError */.A4(`Invalid input '${name}': "${raw}". Expected true or false (or nothing, for ${fallback}).`);
}
function oneOf(name, values, fallback) {
    const raw = core/* getInput */.V4(name);
    if (raw === '')
        return fallback;
    if (!values.includes(raw))
        throw new errors/* RalphError */.A4(`Invalid input '${name}': "${raw}". Expected one of: ${values.join(', ')}.`);
    return raw;
}
function readSettings() {
    const command = core/* getInput */.V4('command', { required: true });
    if (!COMMANDS.includes(command))
        throw new errors/* RalphError */.A4(`Invalid input 'command': "${command}". Expected one of: ${COMMANDS.join(', ')}.`);
    const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
    const maxFileSize = optional('max-file-size');
    return {
        command,
        workspace,
        planPath: (0,external_node_path_.resolve)(workspace, core/* getInput */.V4('plan') || 'implementation.json'),
        specId: optional('spec-id'),
        taskId: optional('task-id'),
        maxParallel: optionalInt('max-parallel'),
        maxAttempts: optionalInt('max-attempts'),
        branchPrefix: core/* getInput */.V4('branch-prefix') || 'ralph/',
        baseBranch: optional('base-branch'),
        specs: optional('specs'),
        agent: optional('agent'),
        agentCommand: optional('agent-command'),
        model: optional('model'),
        maxTurns: optionalInt('max-turns') || undefined,
        timeoutMinutes: optionalInt('timeout-minutes') || undefined,
        gate: optional('gate'),
        gateCommand: optional('gate-command'),
        gateRequired: optional('gate-required') === undefined ? undefined : optionalBool('gate-required', true),
        protectedPaths: core/* getInput */.V4('protected-paths')
            .split(/[\n,]/)
            .map((p) => p.trim())
            .filter(Boolean),
        maxFileBytes: maxFileSize === undefined
            ? patch_rules/* DEFAULT_MAX_FILE_SIZE */.Sj
            : (0,patch_rules/* parseFileSize */.lT)(maxFileSize, "Invalid input 'max-file-size'"),
        issueNumber: optionalInt('issue-number'),
        dispatchNext: optionalBool('dispatch-next', false),
        autoMerge: optionalBool('auto-merge', false),
        workflow: optional('workflow'),
        ralphLogin: optional('ralph-login'),
        dryRun: optionalBool('dry-run', false),
        run: optional('run'),
        task: optional('task'),
        gates: optional('gates'),
        matrix: optional('matrix'),
        attempts: optional('attempts'),
        taskResult: optional('task-result'),
        transcript: oneOf('transcript', ['excerpt', 'full'], 'excerpt'),
        agentUser: oneOf('agent-user', ['auto', 'true', 'false'], 'auto'),
        network: core/* getInput */.V4('network'),
        token: core/* getInput */.V4('github-token'),
    };
}

// EXTERNAL MODULE: ./build/action/untrusted-log.js
var untrusted_log = __webpack_require__(8598);
;// CONCATENATED MODULE: ./build/action/main.js
// The action: one `try/catch` that ends in `core.setFailed`; each command below it throws.






const HANDLERS = {
    validate: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(2878), __webpack_require__.e(8224), __webpack_require__.e(8599)]).then(__webpack_require__.bind(__webpack_require__, 8593))).validateStep,
    schedule: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(2878), __webpack_require__.e(8224), __webpack_require__.e(6689), __webpack_require__.e(3739), __webpack_require__.e(4337), __webpack_require__.e(5882), __webpack_require__.e(6491), __webpack_require__.e(2417)]).then(__webpack_require__.bind(__webpack_require__, 3598))).scheduleStep,
    run: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(2311), __webpack_require__.e(4233), __webpack_require__.e(997), __webpack_require__.e(2878), __webpack_require__.e(8224), __webpack_require__.e(6689), __webpack_require__.e(3739), __webpack_require__.e(9842), __webpack_require__.e(5882), __webpack_require__.e(5617), __webpack_require__.e(8535), __webpack_require__.e(1192), __webpack_require__.e(4785), __webpack_require__.e(8302), __webpack_require__.e(8637), __webpack_require__.e(1361), __webpack_require__.e(7703), __webpack_require__.e(6370)]).then(__webpack_require__.bind(__webpack_require__, 6370))).runStep,
    gate: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(2311), __webpack_require__.e(4233), __webpack_require__.e(2878), __webpack_require__.e(8224), __webpack_require__.e(6689), __webpack_require__.e(5617), __webpack_require__.e(4785), __webpack_require__.e(8302), __webpack_require__.e(4564)]).then(__webpack_require__.bind(__webpack_require__, 4564))).gateStep,
    record: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(2311), __webpack_require__.e(4233), __webpack_require__.e(997), __webpack_require__.e(2878), __webpack_require__.e(8224), __webpack_require__.e(6689), __webpack_require__.e(3739), __webpack_require__.e(9842), __webpack_require__.e(5882), __webpack_require__.e(5617), __webpack_require__.e(8535), __webpack_require__.e(1192), __webpack_require__.e(4785), __webpack_require__.e(8302), __webpack_require__.e(8637), __webpack_require__.e(1361), __webpack_require__.e(7703), __webpack_require__.e(6370), __webpack_require__.e(7245), __webpack_require__.e(2374)]).then(__webpack_require__.bind(__webpack_require__, 2374))).recordStep,
    finalize: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(2311), __webpack_require__.e(4233), __webpack_require__.e(997), __webpack_require__.e(2878), __webpack_require__.e(8224), __webpack_require__.e(6689), __webpack_require__.e(3739), __webpack_require__.e(9842), __webpack_require__.e(4337), __webpack_require__.e(5882), __webpack_require__.e(5617), __webpack_require__.e(8535), __webpack_require__.e(1192), __webpack_require__.e(4785), __webpack_require__.e(8302), __webpack_require__.e(8637), __webpack_require__.e(1361), __webpack_require__.e(7703), __webpack_require__.e(6491), __webpack_require__.e(6370), __webpack_require__.e(4098), __webpack_require__.e(7516)]).then(__webpack_require__.bind(__webpack_require__, 7516))).finalizeStep,
    plan: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(2311), __webpack_require__.e(2878), __webpack_require__.e(8224), __webpack_require__.e(6689), __webpack_require__.e(9842), __webpack_require__.e(5617), __webpack_require__.e(1192), __webpack_require__.e(178), __webpack_require__.e(7302)]).then(__webpack_require__.bind(__webpack_require__, 6848))).planStep,
    setup: async () => (await Promise.all(/* import() */[__webpack_require__.e(2311), __webpack_require__.e(4233), __webpack_require__.e(2878), __webpack_require__.e(6689), __webpack_require__.e(5617), __webpack_require__.e(4785), __webpack_require__.e(4806)]).then(__webpack_require__.bind(__webpack_require__, 4806))).setupStep,
    listen: async () => (await Promise.all(/* import() */[__webpack_require__.e(997), __webpack_require__.e(6689), __webpack_require__.e(9842), __webpack_require__.e(5882), __webpack_require__.e(8535), __webpack_require__.e(1361), __webpack_require__.e(2168)]).then(__webpack_require__.bind(__webpack_require__, 2168))).listenStep,
    commands: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(2311), __webpack_require__.e(4233), __webpack_require__.e(997), __webpack_require__.e(2878), __webpack_require__.e(8224), __webpack_require__.e(6689), __webpack_require__.e(3739), __webpack_require__.e(9842), __webpack_require__.e(4337), __webpack_require__.e(5882), __webpack_require__.e(5617), __webpack_require__.e(8535), __webpack_require__.e(1192), __webpack_require__.e(4785), __webpack_require__.e(8302), __webpack_require__.e(8637), __webpack_require__.e(1361), __webpack_require__.e(7703), __webpack_require__.e(6491), __webpack_require__.e(6370), __webpack_require__.e(4098), __webpack_require__.e(9099)]).then(__webpack_require__.bind(__webpack_require__, 9099))).commandsStep,
};
async function runAction() {
    // Said once per step where the agent user runs without its sandbox (adapters/sandbox.ts).
    (0,sandbox/* onSandboxWarning */.H$)((text) => core/* warning */.$e(text));
    try {
        const settings = readSettings();
        const load = HANDLERS[settings.command];
        if (!load)
            throw new errors/* RalphError */.A4(`The '${settings.command}' command is not available in this version of Ralph.`);
        const handler = await load();
        await handler(settings);
    }
    catch (error) {
        // A user error (and the system's) as its message; anything else as a bug in Ralph, with its
        // stack. A message may quote a gate's output or a file name: shown, never drawn as the log's.
        const text = (0,errors/* describeError */.Uc)(error, {
            version: version/* RALPH_VERSION */.F,
            command: `command: ${process.env.INPUT_COMMAND ?? '?'}`,
        });
        core/* setFailed */.C1((0,untrusted_log/* untrustedMessage */.qO)(text));
    }
}


/***/ }),

/***/ 8598:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qb: () => (/* binding */ UntrustedOutput),
/* harmony export */   Qi: () => (/* binding */ printUntrusted),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   qO: () => (/* binding */ untrustedMessage)
/* harmony export */ });
/* unused harmony export stopToken */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var _core_patch_rules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8826);
// Text the agent or the repository's code produced (the agent's transcript, a gate's or the
// setup line's output), printed so that the runner never reads a line of it as a workflow
// command. The runner (actions/runner, ActionCommandManager) reads every line a step prints:
// `::name k=v::data` at a line start (after leading spaces), and the legacy `##[name k=v]data`
// anywhere in a line; it splits lines at LF, CR and CR LF. A printed `::add-mask::done` would
// hide a word in the rest of the log, `::stop-commands::x` would silence Ralph's own warnings,
// `::notice::This attempt passed every gate` would be an annotation on the run.
//
// `::stop-commands::TOKEN` turns that off until a line `::TOKEN::` (or `##[TOKEN]` anywhere in a
// line; the token compared without letter case): in between, no command runs, a second
// stop-commands included. So each block of untrusted text stands between the two, with a fresh
// token of 32 random bytes that no one can guess and that the text cannot contain (a line that
// holds it anyway has it replaced). The runner masks a token longer than 6 characters in the log.
// Inside the block, `##[` becomes `##[\`, as the runner itself does to `##[start-action` in a
// step's output: the log viewer draws a line that starts `##[error]` or `##[group]` as its own.


/** A fresh stop-commands token: 32 bytes from the system's secure random source, as hex. */
function stopToken() {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(32).toString('hex');
}
/** Longest line kept whole: a longer one is cut into lines of this size (no line waits for ever). */
const MAX_LINE = 64 * 1024;
/** The log's marker prefix defanged (idempotent: `##[\` stays as it is). */
const defang = (text) => text.replace(/##\[(?!\\)/g, '##[\\');
/**
 * Untrusted output, streamed: whole lines are printed inside a stop-commands block, opened on the
 * first line and kept open until `close()`. Ralph's own messages must come after `close()`
 * (while the block is open, the runner would ignore them too); `close()` may be called any
 * number of times, and the next `write` opens a new block with a new token.
 */
class UntrustedOutput {
    out;
    token;
    partial = '';
    constructor(out = process.stdout) {
        this.out = out;
    }
    /** A chunk of output, as the process printed it. */
    write(chunk) {
        let text = this.partial + chunk;
        const end = text.lastIndexOf('\n');
        if (end >= 0) {
            this.emit(text.slice(0, end + 1));
            text = text.slice(end + 1);
        }
        if (text.length >= MAX_LINE) {
            this.emit(`${text}\n`);
            text = '';
        }
        this.partial = text;
    }
    /** Prints what is left of the last line and ends the block. */
    close() {
        if (this.partial) {
            this.emit(`${this.partial}\n`);
            this.partial = '';
        }
        if (this.token === undefined)
            return;
        this.out.write(`::${this.token}::\n`);
        this.token = undefined;
    }
    /** Whole lines (ending in LF), into the open block. */
    emit(lines) {
        if (this.token === undefined) {
            this.token = stopToken();
            this.out.write(`::stop-commands::${this.token}\n`);
        }
        // The token is 64 hex digits from a secure source: text that holds it had read Ralph's log.
        const found = lines.toLowerCase().indexOf(this.token);
        const safe = found < 0 ? lines : lines.replace(new RegExp(this.token, 'gi'), '***');
        this.out.write(defang(safe));
    }
}
/** One block of untrusted text (a gate's output tail, the transcript's last lines). */
function printUntrusted(text, out = process.stdout) {
    if (text === '')
        return;
    const block = new UntrustedOutput(out);
    block.write(text.endsWith('\n') ? text : `${text}\n`);
    block.close();
}
/** Escapes for the C0 and C1 control characters, DEL and the Unicode line separators. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
/**
 * A string the agent or the repository controls (a blocked reason, a file name), made safe to
 * put in one of Ralph's own lines after Ralph's words: every control character shown escaped
 * (`\n`, `\x1b`), so it cannot start a line of its own (a `::command::`) or colour the log, and
 * `##[` defanged.
 */
function quote(value) {
    return defang(value.replace(CONTROL, _core_patch_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeControl */ .hN));
}
/**
 * A message for an annotation (`core.warning`, `core.error`, `core.setFailed`) that quotes
 * untrusted text over several lines, a gate's output tail. @actions/core writes the message as
 * one command line (it escapes `%`, CR and LF as `%25`, `%0D`, `%0A`), so no line of it is a
 * command; the runner then writes the message to the log line by line, where `##[error]` at a
 * line start is drawn as the runner's own. Kept: line breaks (CR LF and CR as LF) and tabs; the
 * other control characters are shown escaped, and `##[` is defanged.
 */
function untrustedMessage(text) {
    return defang(text.replace(/\r\n?/g, '\n').replace(CONTROL, (c) => (c === '\n' || c === '\t' ? c : (0,_core_patch_rules_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeControl */ .hN)(c))));
}


/***/ }),

/***/ 2807:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A4: () => (/* binding */ RalphError),
/* harmony export */   Or: () => (/* binding */ isSystemError),
/* harmony export */   Uc: () => (/* binding */ describeError),
/* harmony export */   iU: () => (/* binding */ isUserError)
/* harmony export */ });
/* unused harmony export ISSUES_URL */
// One error backbone (docs/ARCHITECTURE.md#errors). Every error Ralph throws on purpose is a
// RalphError: it has a stable `code` a script or a test can match, and says whether the person
// running Ralph can fix it (a bad plan, a missing input, a token without a permission) or not
// (Ralph itself went wrong). The two entry points (the CLI's and the action's) are the only
// places that catch everything: a user error is printed as it is, anything else as a bug with
// what to put in a report.
class RalphError extends Error {
    name = 'RalphError';
    code;
    userFixable;
    constructor(message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.code = options.code ?? 'ralph';
        this.userFixable = options.userFixable ?? true;
    }
}
/** Whether the person running Ralph can act on `error` from its message alone. */
function isUserError(error) {
    return error instanceof RalphError && error.userFixable;
}
/** An error of the operating system (a file that cannot be read: ENOENT, EACCES, ...). */
function isSystemError(error) {
    const e = error;
    return error instanceof Error && typeof e.code === 'string' && /^E[A-Z]+$/.test(e.code) && !!e.syscall;
}
/** Where a bug in Ralph is reported. */
const ISSUES_URL = 'https://github.com/ralph-ci/ralph/issues';
/**
 * What the entry points say of an error: a user error's own message, and the system's (a file
 * that cannot be read); anything else marked as a bug in Ralph, with its stack and what to put
 * in a report.
 */
function describeError(error, context) {
    if (isUserError(error) || isSystemError(error))
        return error.message;
    const e = error instanceof Error ? error : new Error(String(error));
    return [
        `Ralph failed unexpectedly: ${e.message}`,
        '',
        `This is a bug in Ralph, not something you did. Please report it at ${ISSUES_URL} with Ralph's version (${context.version}), the command (${context.command}), and this:`,
        '',
        e.stack ?? `${e.name}: ${e.message}`,
    ].join('\n');
}


/***/ }),

/***/ 8826:
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
 * `\xHH` (up to U+00FF) or `\uHHHH`. Also the Actions log's (action/untrusted-log.ts).
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

/***/ 8508:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ RALPH_VERSION)
/* harmony export */ });
/** Ralph's version, in `ralph --version` and the GitHub API user agent. */
const RALPH_VERSION = '0.1.0';


/***/ })

};
