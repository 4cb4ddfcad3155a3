export const id = 5625;
export const ids = [5625];
export const modules = {

/***/ 7047:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runAction: () => (/* binding */ runAction)
});

// EXTERNAL MODULE: ./build/adapters/actions-core.js
var actions_core = __webpack_require__(7836);
// EXTERNAL MODULE: ./build/adapters/task-job/index.js + 8 modules
var task_job = __webpack_require__(5768);
// EXTERNAL MODULE: ./build/core/errors.js
var errors = __webpack_require__(2807);
// EXTERNAL MODULE: ./build/version.js
var version = __webpack_require__(8508);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/adapters/project-root.js
var project_root = __webpack_require__(2757);
// EXTERNAL MODULE: ./build/core/attempt/patch-rules.js
var patch_rules = __webpack_require__(8256);
;// CONCATENATED MODULE: ./build/action/inputs.js
// How a step reads its inputs: the parsing rules, written once (after actions/checkout's
// input-helper). Each step declares its inputs in the registry (registry.ts) and parses its own
// settings from them at its start, so bad input fails the step before it does anything, with an
// error naming the input, its value and what it takes. A step that reads an input the registry
// does not give it is a bug in Ralph: the registry, action.yml and the steps cannot drift.





/** The step's inputs, read as the runner passes them (`INPUT_<NAME>`). */
class Inputs {
    command;
    declared;
    constructor(
    /** The step, for errors: the `command` input. */
    command, declared) {
        this.command = command;
        this.declared = declared;
    }
    /** The raw value ('' when not given); only an input the registry gives this step. */
    raw(name) {
        if (!this.declared.includes(name))
            throw (0,errors/* bug */.jr)(`the '${this.command}' step reads the input '${name}', which src/action/registry.ts does not give it`);
        return actions_core.getInput(name);
    }
    /** The value, or undefined when it is empty. */
    text(name) {
        const v = this.raw(name);
        return v === '' ? undefined : v;
    }
    /** The value; the step cannot go on without it. */
    required(name, what) {
        const v = this.raw(name);
        if (v === '')
            throw new errors/* RalphError */.A4(`The '${this.command}' command needs the input '${name}': ${what}.`);
        return v;
    }
    /** A whole number, or undefined when empty. */
    int(name) {
        const raw = this.raw(name);
        if (raw === '')
            return undefined;
        if (!/^\d+$/.test(raw))
            throw new errors/* RalphError */.A4(`Invalid input '${name}': "${raw}". Expected a whole number.`);
        return Number(raw);
    }
    bool(name, fallback) {
        const raw = this.raw(name);
        if (raw === '')
            return fallback;
        if (/^(true|True|TRUE)$/.test(raw))
            return true;
        if (/^(false|False|FALSE)$/.test(raw))
            return false;
        throw new errors/* RalphError */.A4(`Invalid input '${name}': "${raw}". Expected true or false (or nothing, for ${fallback ?? "the step's default"}).`);
    }
    /** One of `values`, `fallback` when empty. */
    oneOf(name, values, fallback) {
        const raw = this.raw(name);
        if (raw === '')
            return fallback;
        if (!values.includes(raw))
            throw new errors/* RalphError */.A4(`Invalid input '${name}': "${raw}". Expected one of: ${values.join(', ')}.`);
        return raw;
    }
    /** A list separated by newlines or commas, each item trimmed, empty items dropped. */
    list(name) {
        return this.raw(name)
            .split(/[\n,]/)
            .map((p) => p.trim())
            .filter(Boolean);
    }
    /** A file size in bytes (`max-file-size`: 1048576, 500KB, 5MB); the default when empty. */
    fileSize(name) {
        const raw = this.raw(name);
        return raw === '' ? patch_rules/* DEFAULT_MAX_FILE_SIZE */.Sj : (0,patch_rules/* parseFileSize */.lT)(raw, `Invalid input '${name}'`);
    }
    /** The workspace: GITHUB_WORKSPACE, else the current directory. */
    workspace() {
        return process.env.GITHUB_WORKSPACE ?? process.cwd();
    }
    /** The plan file (the `plan` input, relative to the workspace), located once for the step. */
    plan(workspace = this.workspace()) {
        return (0,project_root/* locatePlan */.Up)(workspace, (0,external_node_path_.resolve)(workspace, this.raw('plan') || 'implementation.json'));
    }
    /** The settings the task job's plumbing reads (TaskJobSettings). */
    taskJob() {
        const workspace = this.workspace();
        return {
            workspace,
            plan: this.plan(workspace),
            agentUser: this.oneOf('agent-user', ['auto', 'true', 'false'], 'auto'),
        };
    }
    /** The settings of a step that runs the repository's code in the sandbox (SandboxSettings). */
    sandboxed() {
        return { ...this.taskJob(), network: this.raw('network') };
    }
    /** Spec branches are `<prefix><spec-id>` (`branch-prefix`). */
    branchPrefix() {
        return this.raw('branch-prefix') || 'ralph/';
    }
}

;// CONCATENATED MODULE: ./build/action/registry.js
/** A task job's sandboxed steps read these for the private repository, the agent user and the network. */
const SANDBOXED = ['plan', 'network', 'agent-user'];
/** In the order a run takes them (after the event job's listen), then the two of their own. */
const STEPS = {
    listen: {
        summary: 'The event job: hears a /ralph comment, a review or a merged spec pull request and wakes the next run.',
        inputs: ['github-token', 'workflow', 'base-branch', 'branch-prefix'],
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(6999), __webpack_require__.e(7556), __webpack_require__.e(7153), __webpack_require__.e(7648), __webpack_require__.e(3258), __webpack_require__.e(7708)]).then(__webpack_require__.bind(__webpack_require__, 2168))).listenStep,
    },
    commands: {
        summary: "A run's first job: reads the commands and reviews not answered yet, applies them and replies.",
        inputs: ['github-token', 'plan', 'base-branch', 'branch-prefix', 'ralph-login'],
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(6999), __webpack_require__.e(3626), __webpack_require__.e(6132), __webpack_require__.e(7556), __webpack_require__.e(4337), __webpack_require__.e(7153), __webpack_require__.e(7648), __webpack_require__.e(3258), __webpack_require__.e(4909)]).then(__webpack_require__.bind(__webpack_require__, 4909))).commandsStep,
    },
    schedule: {
        summary: "The matrix of ready tasks, each with its anchors, and the plan's gates.",
        inputs: [
            'plan',
            'spec-id',
            'task-id',
            'max-parallel',
            'max-attempts',
            'branch-prefix',
            'base-branch',
            'dry-run',
        ],
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(3626), __webpack_require__.e(6132), __webpack_require__.e(4337), __webpack_require__.e(7153), __webpack_require__.e(1856), __webpack_require__.e(8019)]).then(__webpack_require__.bind(__webpack_require__, 3598))).scheduleStep,
    },
    setup: {
        summary: "A task job's setup: the repository's install line, run as the agent user.",
        inputs: ['run', ...SANDBOXED],
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(4927), __webpack_require__.e(4806)]).then(__webpack_require__.bind(__webpack_require__, 4806))).setupStep,
    },
    run: {
        summary: "A task job's agent step: checks out the start commit and runs the agent on the task.",
        inputs: [
            'task',
            'branch-prefix',
            'protected-paths',
            'max-file-size',
            'agent',
            'agent-command',
            'model',
            'max-turns',
            'timeout-minutes',
            'gates',
            'transcript',
            ...SANDBOXED,
        ],
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(5156), __webpack_require__.e(3626), __webpack_require__.e(7556), __webpack_require__.e(4927), __webpack_require__.e(4638), __webpack_require__.e(3121), __webpack_require__.e(2538)]).then(__webpack_require__.bind(__webpack_require__, 790))).runStep,
    },
    gate: {
        summary: "A task job's gate: one of the plan's gates, as its own step.",
        inputs: ['gate', 'gate-command', 'gate-required', 'gates', ...SANDBOXED],
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(3626), __webpack_require__.e(4927), __webpack_require__.e(4564)]).then(__webpack_require__.bind(__webpack_require__, 4564))).gateStep,
    },
    record: {
        summary: "A task job's last step: the attempt artifact for the writer (outcome, gate results, patch).",
        inputs: ['task', 'branch-prefix', 'plan', 'gates', 'max-file-size', 'agent-user'],
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(5156), __webpack_require__.e(3626), __webpack_require__.e(7556), __webpack_require__.e(4927), __webpack_require__.e(4638), __webpack_require__.e(3225), __webpack_require__.e(3121), __webpack_require__.e(2374)]).then(__webpack_require__.bind(__webpack_require__, 2374))).recordStep,
    },
    finalize: {
        summary: "The run's one writer: records the attempts on the spec branches, opens pull requests, comments on blocked tasks.",
        inputs: [
            'github-token',
            'plan',
            'base-branch',
            'branch-prefix',
            'protected-paths',
            'max-file-size',
            'matrix',
            'task-result',
            'attempts',
            'max-attempts',
            'auto-merge',
            'dispatch-next',
            'workflow',
            'issue-number',
            'ralph-login',
        ],
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(5156), __webpack_require__.e(6999), __webpack_require__.e(3626), __webpack_require__.e(6132), __webpack_require__.e(7556), __webpack_require__.e(4337), __webpack_require__.e(7153), __webpack_require__.e(7648), __webpack_require__.e(3258), __webpack_require__.e(1856), __webpack_require__.e(7516)]).then(__webpack_require__.bind(__webpack_require__, 7516))).finalizeStep,
    },
    plan: {
        summary: 'The agent turns the markdown specs into tasks, merged into the plan file.',
        inputs: [
            'plan',
            'specs',
            'agent',
            'agent-command',
            'model',
            'max-attempts',
            'max-turns',
            'timeout-minutes',
        ],
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(5156), __webpack_require__.e(3626), __webpack_require__.e(6132), __webpack_require__.e(7556), __webpack_require__.e(4927), __webpack_require__.e(4638), __webpack_require__.e(8902), __webpack_require__.e(6848)]).then(__webpack_require__.bind(__webpack_require__, 6848))).planStep,
    },
    validate: {
        summary: 'Checks the plan file and annotates each problem on it.',
        inputs: ['plan'],
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(3626), __webpack_require__.e(8593)]).then(__webpack_require__.bind(__webpack_require__, 8593))).validateStep,
    },
};
const COMMANDS = Object.keys(STEPS);
function isCommand(name) {
    return Object.hasOwn(STEPS, name);
}

;// CONCATENATED MODULE: ./build/action/main.js
// The action: one `try/catch` that ends in `core.setFailed`; each command below it throws. The
// command's step is loaded on its own (registry.ts) and parses its own inputs.






async function runAction() {
    // Said once per step where the agent user runs without its sandbox (adapters/task-job/sandbox.ts).
    (0,task_job/* onSandboxWarning */.H$)((text) => actions_core.warning(text));
    try {
        const command = actions_core.getInput('command', { required: true });
        if (!isCommand(command))
            throw new errors/* RalphError */.A4(`Invalid input 'command': "${command}". Expected one of: ${COMMANDS.join(', ')}.`);
        const entry = STEPS[command];
        const step = await entry.load();
        await step(new Inputs(command, entry.inputs));
    }
    catch (error) {
        // A user error (and the system's) as its message; anything else as a bug in Ralph, with its
        // stack. A message may quote a gate's output or a file name: shown, never drawn as the log's.
        const text = (0,errors/* describeError */.Uc)(error, {
            version: version/* RALPH_VERSION */.F,
            command: `command: ${process.env.INPUT_COMMAND ?? '?'}`,
        });
        actions_core.setFailed((0,task_job/* untrustedMessage */.qO)(text));
    }
}


/***/ }),

/***/ 7836:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   actionsContext: () => (/* binding */ actionsContext),
/* harmony export */   debug: () => (/* binding */ debug),
/* harmony export */   endGroup: () => (/* binding */ endGroup),
/* harmony export */   error: () => (/* binding */ error),
/* harmony export */   getInput: () => (/* binding */ getInput),
/* harmony export */   info: () => (/* binding */ info),
/* harmony export */   issueCommand: () => (/* binding */ issueCommand),
/* harmony export */   notice: () => (/* binding */ notice),
/* harmony export */   prepareKeyValueMessage: () => (/* binding */ prepareKeyValueMessage),
/* harmony export */   runContext: () => (/* binding */ runContext),
/* harmony export */   setFailed: () => (/* binding */ setFailed),
/* harmony export */   setOutput: () => (/* binding */ setOutput),
/* harmony export */   startGroup: () => (/* binding */ startGroup),
/* harmony export */   summary: () => (/* binding */ summary),
/* harmony export */   warning: () => (/* binding */ warning)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8161);
// The runner's side of a step: its inputs (INPUT_*), its outputs ($GITHUB_OUTPUT), the log's
// workflow commands (::warning::, ::group::), the job summary ($GITHUB_STEP_SUMMARY) and the
// run's context (GITHUB_* and the event payload). The part of @actions/core and
// @actions/github Ralph uses, written byte for byte as they write it (@actions/core 3's
// core.js, command.js, file-command.js and summary.js; @actions/github's context.js), without
// what they load besides: @actions/core loads its OIDC client, and with it @actions/http-client
// and undici, in every step that only reads an input (docs/ARCHITECTURE.md#performance).




// ---------------------------------------------------------------------------------------------
// Inputs and outputs
/** An input's value, trimmed unless `trimWhitespace: false`; empty when it is not set. */
function getInput(name, options) {
    const val = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
    if (options?.required && !val)
        throw new Error(`Input required and not supplied: ${name}`);
    if (options?.trimWhitespace === false)
        return val;
    return val.trim();
}
/** A value as a workflow command carries it: a string as it is, null and undefined as empty, else JSON. */
function toCommandValue(input) {
    if (input === null || input === undefined)
        return '';
    if (typeof input === 'string' || input instanceof String)
        return input;
    return JSON.stringify(input);
}
/**
 * Sets a step output: through the file $GITHUB_OUTPUT names, in its multi-line form
 * (`name<<ghadelimiter_<uuid>`, the value, the delimiter), else as the old `set-output` command.
 */
function setOutput(name, value) {
    const filePath = process.env.GITHUB_OUTPUT || '';
    if (filePath) {
        issueFileCommand('OUTPUT', prepareKeyValueMessage(name, value));
        return;
    }
    process.stdout.write(node_os__WEBPACK_IMPORTED_MODULE_3__.EOL);
    issueCommand('set-output', { name }, toCommandValue(value));
}
function issueFileCommand(command, message) {
    const filePath = process.env[`GITHUB_${command}`];
    if (!filePath)
        throw new Error(`Unable to find environment variable for file command ${command}`);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(filePath))
        throw new Error(`Missing file at path: ${filePath}`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.appendFileSync)(filePath, `${toCommandValue(message)}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}`, { encoding: 'utf8' });
}
/** `key<<delimiter`, the value, the delimiter: a random delimiter neither the key nor the value holds. */
function prepareKeyValueMessage(key, value) {
    const delimiter = `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
    const convertedValue = toCommandValue(value);
    if (key.includes(delimiter))
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    if (convertedValue.includes(delimiter))
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    return `${key}<<${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}${convertedValue}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}${delimiter}`;
}
/** `::command key=value,key=value::message`, with `%`, CR, LF (and in a value `:` and `,`) escaped. */
function issueCommand(command, properties, message) {
    let cmd = `::${command || 'missing.command'}`;
    const set = Object.entries(properties).filter(([, v]) => v);
    if (Object.keys(properties).length > 0) {
        cmd += ' ';
        cmd += set.map(([k, v]) => `${k}=${escapeProperty(v)}`).join(',');
    }
    cmd += `::${escapeData(message)}`;
    process.stdout.write(cmd + node_os__WEBPACK_IMPORTED_MODULE_3__.EOL);
}
function escapeData(s) {
    return toCommandValue(s).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
function toCommandProperties(p) {
    if (!Object.keys(p).length)
        return {};
    return {
        title: p.title,
        file: p.file,
        line: p.startLine,
        endLine: p.endLine,
        col: p.startColumn,
        endColumn: p.endColumn,
    };
}
const annotation = (kind, message, properties) => issueCommand(kind, toCommandProperties(properties), message instanceof Error ? message.toString() : message);
const error = (message, properties = {}) => annotation('error', message, properties);
const warning = (message, properties = {}) => annotation('warning', message, properties);
const notice = (message, properties = {}) => annotation('notice', message, properties);
/** Fails the step (exit code 1) with an error annotation. */
function setFailed(message) {
    process.exitCode = 1;
    error(message);
}
const debug = (message) => issueCommand('debug', {}, message);
const info = (message) => {
    process.stdout.write(message + node_os__WEBPACK_IMPORTED_MODULE_3__.EOL);
};
const startGroup = (name) => issueCommand('group', {}, name);
const endGroup = () => issueCommand('endgroup', {}, '');
/** The job summary as @actions/core builds it: HTML elements in a buffer, appended by `write()`. */
class Summary {
    buffer = '';
    path;
    async filePath() {
        if (this.path)
            return this.path;
        const fromEnv = process.env.GITHUB_STEP_SUMMARY;
        if (!fromEnv)
            throw new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.');
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.access)(fromEnv, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.R_OK | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.W_OK);
        }
        catch {
            throw new Error(`Unable to access summary file: '${fromEnv}'. Check if the file has correct read/write permissions.`);
        }
        this.path = fromEnv;
        return fromEnv;
    }
    wrap(tag, content, attrs = {}) {
        const html = Object.entries(attrs)
            .map(([key, value]) => ` ${key}="${value}"`)
            .join('');
        return content ? `<${tag}${html}>${content}</${tag}>` : `<${tag}${html}>`;
    }
    async write(options) {
        const path = await this.filePath();
        await (options?.overwrite ? node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile : node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.appendFile)(path, this.buffer, { encoding: 'utf8' });
        return this.emptyBuffer();
    }
    stringify() {
        return this.buffer;
    }
    isEmptyBuffer() {
        return this.buffer.length === 0;
    }
    emptyBuffer() {
        this.buffer = '';
        return this;
    }
    addRaw(text, addEOL = false) {
        this.buffer += text;
        return addEOL ? this.addEOL() : this;
    }
    addEOL() {
        return this.addRaw(node_os__WEBPACK_IMPORTED_MODULE_3__.EOL);
    }
    addCodeBlock(code, lang) {
        const attrs = lang ? { lang } : {};
        return this.addRaw(this.wrap('pre', this.wrap('code', code), attrs)).addEOL();
    }
    addList(items, ordered = false) {
        const listItems = items.map((item) => this.wrap('li', item)).join('');
        return this.addRaw(this.wrap(ordered ? 'ol' : 'ul', listItems)).addEOL();
    }
    addTable(rows) {
        const body = rows
            .map((row) => {
            const cells = row
                .map((cell) => {
                if (typeof cell === 'string')
                    return this.wrap('td', cell);
                const { header, data, colspan, rowspan } = cell;
                const attrs = {
                    ...(colspan && { colspan }),
                    ...(rowspan && { rowspan }),
                };
                return this.wrap(header ? 'th' : 'td', data, attrs);
            })
                .join('');
            return this.wrap('tr', cells);
        })
            .join('');
        return this.addRaw(this.wrap('table', body)).addEOL();
    }
    addDetails(label, content) {
        return this.addRaw(this.wrap('details', this.wrap('summary', label) + content)).addEOL();
    }
    addHeading(text, level = 1) {
        const tag = `h${level}`;
        const allowed = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(tag) ? tag : 'h1';
        return this.addRaw(this.wrap(allowed, text)).addEOL();
    }
}
const summary = new Summary();
let context;
/** The run's context, read once from the environment and the event file (as @actions/github reads it). */
function actionsContext() {
    if (context)
        return context;
    let payload = {};
    const eventPath = process.env.GITHUB_EVENT_PATH;
    if (eventPath) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(eventPath))
            payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(eventPath, { encoding: 'utf8' }));
        else
            process.stdout.write(`GITHUB_EVENT_PATH ${eventPath} does not exist${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}`);
    }
    context = {
        payload,
        eventName: process.env.GITHUB_EVENT_NAME,
        runAttempt: Number.parseInt(process.env.GITHUB_RUN_ATTEMPT, 10),
        runId: Number.parseInt(process.env.GITHUB_RUN_ID, 10),
        apiUrl: process.env.GITHUB_API_URL ?? 'https://api.github.com',
        serverUrl: process.env.GITHUB_SERVER_URL ?? 'https://github.com',
    };
    return context;
}
function runContext(env = process.env) {
    const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '/').split('/');
    const context = actionsContext();
    const runId = context.runId ? String(context.runId) : undefined;
    const attempt = context.runAttempt ? `/attempts/${context.runAttempt}` : '';
    return {
        owner,
        repo,
        serverUrl: context.serverUrl,
        apiUrl: context.apiUrl,
        runId,
        runUrl: runId ? `${context.serverUrl}/${owner}/${repo}/actions/runs/${runId}${attempt}` : undefined,
        eventName: context.eventName,
        event: context.payload,
        workflowFile: /\.github\/workflows\/([^@]+)@/.exec(env.GITHUB_WORKFLOW_REF ?? '')?.[1],
    };
}


/***/ }),

/***/ 5768:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zi: () => (/* reexport */ TREE_ID),
  Qb: () => (/* reexport */ UntrustedOutput),
  $A: () => (/* reexport */ changedSince),
  W3: () => (/* reexport */ clearBaselineState),
  RC: () => (/* reexport */ gatesInput),
  XD: () => (/* reexport */ hasAgentState),
  H$: () => (/* reexport */ sandbox/* onSandboxWarning */.H$),
  x8: () => (/* reexport */ openLastTaskJobStep),
  Pl: () => (/* reexport */ openTaskJobStep),
  f0: () => (/* reexport */ paths),
  z3: () => (/* reexport */ previousAttempt),
  Qi: () => (/* reexport */ printUntrusted),
  hD: () => (/* reexport */ untrusted_log_quote),
  $k: () => (/* reexport */ readAgentState),
  HU: () => (/* reexport */ readBaselineState),
  oN: () => (/* reexport */ readGateResults),
  uN: () => (/* reexport */ readGateWrites),
  Lf: () => (/* reexport */ readTaskState),
  Xn: () => (/* reexport */ saveWorkTree),
  qO: () => (/* reexport */ untrustedMessage),
  ws: () => (/* reexport */ writeAgentState),
  aA: () => (/* reexport */ writeBaselineState),
  YE: () => (/* reexport */ writeGateResult),
  Ps: () => (/* reexport */ writeGateWrites),
  Y6: () => (/* reexport */ writeTaskState)
});

// UNUSED EXPORTS: asAgentUser

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/core/errors.js
var errors = __webpack_require__(2807);
// EXTERNAL MODULE: ./build/core/plan/plan-shape.js
var plan_shape = __webpack_require__(8917);
// EXTERNAL MODULE: ./build/core/plan/shape.js
var shape = __webpack_require__(605);
;// CONCATENATED MODULE: ./build/adapters/task-job/job-state.js
// What the steps of one task job hand each other, as files under $RUNNER_TEMP/ralph/ (every
// file of that folder is named here, in `paths`): `run` writes the task, the baseline and the
// agent's result; each `gate` step writes its result; `record` reads them all and writes the
// attempt artifact. The job's first step also keeps the job's agent user's name (job-user.ts),
// Ralph's private repository (private-git.ts) and what the network allowlist is made from
// (step-network.ts) there. Files, because each step is its own process. The
// agent's code could rewrite them (on a runner without the agent user): they decide nothing
// beyond this attempt's own report, which the writer job treats as untrusted anyway; what
// decides where work goes comes from the schedule job's matrix entry.





function stateDir() {
    const base = process.env.RUNNER_TEMP ?? (0,external_node_path_.join)(process.cwd(), '.ralph');
    return (0,external_node_path_.join)(base, 'ralph');
}
function readJson(path, what) {
    if (!(0,external_node_fs_.existsSync)(path))
        throw new errors/* RalphError */.A4(`${what} is missing (${path}). The 'run' step must come first in the same job.`);
    try {
        return JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'));
    }
    catch (err) {
        throw new errors/* RalphError */.A4(`${what} (${path}) is not valid JSON: ${err.message}. Re-run the job.`);
    }
}
function writeJson(path, value) {
    // Ralph's own: nobody else on the runner (the agent user) may read or change it.
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.join)(path, '..'), { recursive: true, mode: 0o700 });
    (0,external_node_fs_.writeFileSync)(path, `${JSON.stringify(value, null, 2)}\n`);
}
const paths = (dir = stateDir()) => ({
    dir,
    task: (0,external_node_path_.join)(dir, 'task.json'),
    agent: (0,external_node_path_.join)(dir, 'agent.json'),
    prompt: (0,external_node_path_.join)(dir, 'prompt.md'),
    transcript: (0,external_node_path_.join)(dir, 'transcript.log'),
    gates: (0,external_node_path_.join)(dir, 'gates'),
    /** The attempt artifact's folder: what the upload step sends to the writer job. */
    attempt: (0,external_node_path_.join)(dir, 'attempt'),
    /** The previous attempt's artifact, downloaded by the workflow. */
    previous: (0,external_node_path_.join)(dir, 'previous'),
    /** The private index the agent's tree is written from (saveWorkTree), and a scratch one. */
    agentIndex: (0,external_node_path_.join)(dir, 'agent.index'),
    scratchIndex: (0,external_node_path_.join)(dir, 'scratch.index'),
    /** What the gate steps found their gates wrote, in the order they ran. */
    gateWrites: (0,external_node_path_.join)(dir, 'gate-writes.json'),
    /** The baseline's result (BaselineState), and its gates' logs. */
    baseline: (0,external_node_path_.join)(dir, 'baseline.json'),
    baselineLogs: (0,external_node_path_.join)(dir, 'baseline'),
    /** The name of the job's agent user (job-user.ts). */
    agentUser: (0,external_node_path_.join)(dir, 'agent-user'),
    /** Ralph's private repository, and what the first step wrote down about it (private-git.ts). */
    repoGit: (0,external_node_path_.join)(dir, 'repo.git'),
    repoRecord: (0,external_node_path_.join)(dir, 'repo.json'),
    /** What the job's network allowlist is made from, read by its first step (step-network.ts). */
    network: (0,external_node_path_.join)(dir, 'network.json'),
});
const readTaskState = (dir) => readJson(paths(dir).task, 'The task state');
const writeTaskState = (s, dir) => writeJson(paths(dir).task, s);
const readAgentState = (dir) => readJson(paths(dir).agent, "The agent's result");
const writeAgentState = (s, dir) => writeJson(paths(dir).agent, s);
const hasAgentState = (dir) => (0,external_node_fs_.existsSync)(paths(dir).agent);
function gateResultPath(name, dir) {
    return (0,external_node_path_.join)(paths(dir).gates, `${name.replace(/[^A-Za-z0-9._-]+/g, '_')}.json`);
}
function writeGateResult(r, dir) {
    writeJson(gateResultPath(r.name, dir), r);
}
/** Gate results in the order of `gates` (gates with no result file did not run). */
function readGateResults(gates, dir) {
    const results = [];
    const missing = [];
    for (const g of gates) {
        const p = gateResultPath(g.name, dir);
        if ((0,external_node_fs_.existsSync)(p))
            results.push(JSON.parse((0,external_node_fs_.readFileSync)(p, 'utf8')));
        else
            missing.push(g.name);
    }
    // Gates given by command input only (not in the plan) still count.
    const dirPath = paths(dir).gates;
    if ((0,external_node_fs_.existsSync)(dirPath)) {
        for (const f of (0,external_node_fs_.readdirSync)(dirPath)
            .filter((n) => n.endsWith('.json'))
            .sort()) {
            const r = JSON.parse((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dirPath, f), 'utf8'));
            if (!gates.some((g) => g.name === r.name))
                results.push(r);
        }
    }
    return { results, missing };
}
/** What the plan schema takes for its `gates`: a list of gates (checked without loading zod). */
let gateListAccepts;
/** The `gates` input: the plan's gates as the schedule job read them (its `gates` output). */
async function gatesInput(text, command) {
    if (text === undefined)
        throw new errors/* RalphError */.A4(`The '${command}' command needs the input 'gates': \`\${{ needs.schedule.outputs.gates }}\`, the gate commands as the schedule job read them from the plan (never from a file the agent could change). \`ralph init --check\` shows the workflow change.`);
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (err) {
        throw new errors/* RalphError */.A4(`The input 'gates' is not JSON (${err.message}).`);
    }
    gateListAccepts ??= (0,shape/* shapePredicate */.p7)((0,shape/* shapeAt */.ln)(plan_shape/* PLAN_SHAPE */.I, ['gates']).at(-1));
    if (gateListAccepts(value))
        return value;
    // Only a list that is wrong pays for zod, whose issues the message quotes.
    const { z } = await Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(2618)]).then(__webpack_require__.bind(__webpack_require__, 2618));
    const { GateSchema } = await Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(6769)]).then(__webpack_require__.bind(__webpack_require__, 6769));
    const r = z.array(GateSchema).safeParse(value);
    if (!r.success)
        throw new errors/* RalphError */.A4(`The input 'gates' is not a list of gates: ${r.error.issues.map((i) => `[${i.path.join('.')}] ${i.message}`).join('; ')}.`);
    return r.data;
}
/**
 * The work tree as a tree object, written from a private index in the job's state folder (never
 * git's own index, which the agent's git may have written when there is no agent user): the
 * start commit's tree, keeping what the index knew of unchanged files so that only changed
 * files are read, then everything in the work tree that is not ignored, as `git add -A` sees it.
 * The object is in Ralph's private repository (private-git.ts), which the agent user
 * cannot reach, and its id goes into a state file only Ralph's user can write: the gates, which
 * run the agent's code as that user, can change neither.
 */
async function saveWorkTree(git, startSha, index) {
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.join)(index, '..'), { recursive: true, mode: 0o700 });
    (0,external_node_fs_.rmSync)(index, { force: true });
    const live = await git.indexFile();
    if ((0,external_node_fs_.existsSync)(live))
        (0,external_node_fs_.copyFileSync)(live, index);
    const env = { GIT_INDEX_FILE: index };
    // An entry marked assume-unchanged (a lower-case tag) or skip-worktree (S) would keep its old
    // content whatever the file now holds: such an index is not built on.
    const tags = await git.exec(['ls-files', '-v', '-z'], { env, allowFailure: true });
    if (tags.exitCode !== 0 || tags.stdout.split('\0').some((e) => /^([a-z]|S) /.test(e)))
        (0,external_node_fs_.rmSync)(index, { force: true });
    // One tree with -m: the stat data of files that match it is kept. An index git cannot merge
    // from (unmerged entries) is read afresh: slower, the same tree.
    const merged = await git.exec(['read-tree', '-m', startSha], { env, allowFailure: true });
    if (merged.exitCode !== 0)
        await git.exec(['read-tree', startSha], { env });
    // Not `add -A`, which would look into a nested repository the agent made (Git.stageAll).
    await git.stageAll(env);
    return (await git.exec(['write-tree'], { env })).stdout.trim();
}
/**
 * The paths where the work tree differs from a saved tree (changed, new or gone; ignored files
 * are not looked at), through a scratch copy of the index the tree was written from.
 */
async function changedSince(git, tree, dir) {
    const p = paths(dir);
    if ((0,external_node_fs_.existsSync)(p.agentIndex))
        (0,external_node_fs_.copyFileSync)(p.agentIndex, p.scratchIndex);
    else
        await git.exec(['read-tree', tree], { env: { GIT_INDEX_FILE: p.scratchIndex } });
    try {
        const env = { GIT_INDEX_FILE: p.scratchIndex };
        await git.stageAll(env);
        const now = (await git.exec(['write-tree'], { env })).stdout.trim();
        if (now === tree)
            return [];
        const out = (await git.exec(['diff-tree', '-r', '-z', '--no-renames', '--name-only', tree, now])).stdout;
        return out.split('\0').filter((path) => path !== '');
    }
    finally {
        (0,external_node_fs_.rmSync)(p.scratchIndex, { force: true });
    }
}
/** A tree id as git prints it (SHA-1 or SHA-256). */
const TREE_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
function readGateWrites(dir) {
    const file = paths(dir).gateWrites;
    return (0,external_node_fs_.existsSync)(file) ? readJson(file, 'The gate writes') : [];
}
const writeGateWrites = (w, dir) => writeJson(paths(dir).gateWrites, w);
function readBaselineState(dir) {
    const file = paths(dir).baseline;
    if (!(0,external_node_fs_.existsSync)(file))
        return undefined;
    try {
        return JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
    }
    catch {
        return undefined;
    }
}
/** A job's state starts empty: a file left from another job on the same runner is not this one's. */
function clearBaselineState() {
    (0,external_node_fs_.rmSync)(paths().baseline, { force: true });
}
// Ralph's own, as the other job state files: the agent user may not read or change it.
const writeBaselineState = (state) => writeJson(paths().baseline, state);

// EXTERNAL MODULE: ./build/adapters/task-job/launch.js
var launch = __webpack_require__(498);
// EXTERNAL MODULE: ./build/core/prompt/retry.js
var prompt_retry = __webpack_require__(5863);
// EXTERNAL MODULE: ./build/adapters/actions-core.js
var actions_core = __webpack_require__(7836);
// EXTERNAL MODULE: ./build/adapters/previous-work.js
var previous_work = __webpack_require__(4500);
// EXTERNAL MODULE: ./build/adapters/retry-file.js
var retry_file = __webpack_require__(526);
;// CONCATENATED MODULE: ./build/adapters/task-job/previous-attempt.js
// The task job's retry, in CI as `ralph build` does it locally: the previous attempt's work
// (the patch its `record` step put in the attempt artifact, `retry/<task>.patch`, downloaded by
// the workflow's "Previous attempt" step) applied onto the start commit before the agent runs,
// after the patch rules accepted it, unless the plan's `agent.retry` is "fresh". The retry
// context comes back with where the attempt starts, for its prompt.






/** The artifact's retry folder, as the workflow downloads it ($RUNNER_TEMP/ralph/previous/retry). */
const previousRetryDir = () => (0,external_node_path_.join)(paths().previous, 'retry');
/**
 * Attempt `attempt`'s retry context (none for a first attempt): the previous attempt's artifact,
 * else its record in the plan; with that attempt's patch applied onto the work tree at
 * `startSha` when the artifact has one, the plan does not ask for a fresh start, and the patch
 * rules accept it.
 */
async function previousAttempt(git, o) {
    if (o.attempt <= 1)
        return undefined;
    const dir = previousRetryDir();
    const saved = (0,retry_file/* readRetryFile */.L0)(dir, o.task.id, o.attempt - 1);
    const fresh = o.plan.agent?.retry === 'fresh';
    const retry = await (0,previous_work/* startRetry */.Nb)(git, {
        retry: saved ?? (0,prompt_retry/* retryFromAttempt */.cc)(o.plan, o.task),
        fromFile: saved !== undefined,
        patch: saved ? (0,previous_work/* readRetryPatch */.n$)(dir, o.task.id) : undefined,
        fresh,
        base: o.startSha,
        scratchIndex: paths().scratchIndex,
        planFile: o.planFile,
        protectedPaths: o.protectedPaths,
        maxFileBytes: o.maxFileBytes,
        onNote: (text) => actions_core.warning(text),
    });
    if (retry?.workTree === 'kept')
        actions_core.info(`Attempt ${o.attempt} starts from attempt ${o.attempt - 1}'s changes (its patch applied).`);
    else if (retry)
        actions_core.info(`Attempt ${o.attempt} starts from ${o.startSha.slice(0, 7)}${fresh ? ' (agent.retry is "fresh")' : retry.workTreeNote ? ` (${retry.workTreeNote})` : ''}.`);
    return retry;
}

// EXTERNAL MODULE: ./build/adapters/task-job/sandbox.js
var sandbox = __webpack_require__(9850);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./build/adapters/task-job/agent-user.js
var agent_user = __webpack_require__(5542);
;// CONCATENATED MODULE: ./build/adapters/task-job/job-user.js
// The `agent-user` input in a task job's steps (docs/ARCHITECTURE.md#trust): the agent and the
// gates run as a separate user without sudo where the runner allows it (agent-user.ts). Each task
// job has a user of its own, made by its first step and deleted by `record`, so that killing
// every process of that user after a run touches this job's processes only, even where one
// machine runs several jobs at once.






let warned = false;
/**
 * The agent user for this step, made ready (and a work tree an earlier step left lent taken
 * back); undefined when the input or the runner says no, with a warning unless the input did.
 */
async function agentUserFor(settings) {
    const decision = await (0,agent_user/* decideAgentUser */.vd)(settings.agentUser);
    if (!decision.use) {
        if (settings.agentUser !== 'false' && !warned)
            actions_core.warning(`The agent and the gates run as the runner's user: ${decision.reason}. They can read this step's environment; see Ralph's docs/security.md.`);
        warned = true;
        return undefined;
    }
    return (0,agent_user/* prepareAgentUser */.co)({
        name: jobAgentUserName(),
        workspace: settings.workspace,
        log: (m) => actions_core.debug(m),
    });
}
/**
 * This job's agent user for the step that deletes it (record): looked up only, never made or
 * hardened; its processes killed and a work tree an earlier step left lent taken back.
 * Undefined when no step of the job chose one, the input says no, or it does not exist.
 */
async function jobAgentUserToDrop(settings) {
    if (!hasJobAgentUser())
        return undefined;
    const decision = await (0,agent_user/* decideAgentUser */.vd)(settings.agentUser);
    if (!decision.use)
        return undefined;
    return (0,agent_user/* existingAgentUser */.uJ)(jobAgentUserName(), settings.workspace);
}
/** The file in Ralph's state folder that names this job's agent user. */
const nameFile = (dir = stateDir()) => paths(dir).agentUser;
/** Whether a step of this job chose an agent user already. */
const hasJobAgentUser = (dir = stateDir()) => (0,external_node_fs_.existsSync)(nameFile(dir));
/**
 * This job's agent user: `ralph-agent-` and 8 random hex digits, chosen by the job's first step
 * and kept in its state folder (which only Ralph's user can read) for the others.
 */
function jobAgentUserName(dir = stateDir()) {
    const file = nameFile(dir);
    if ((0,external_node_fs_.existsSync)(file)) {
        const name = (0,external_node_fs_.readFileSync)(file, 'utf8').trim();
        if (new RegExp(`^${agent_user/* DEFAULT_AGENT_USER */.g0}-[0-9a-f]{8}$`).test(name))
            return name;
        throw new errors/* RalphError */.A4(`${file} names the agent user "${name}", not one Ralph chose; re-run the job.`);
    }
    const name = `${agent_user/* DEFAULT_AGENT_USER */.g0}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`;
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true, mode: 0o700 });
    (0,external_node_fs_.writeFileSync)(file, `${name}\n`, { mode: 0o600 });
    return name;
}
/**
 * Deletes this job's agent user and its home (the `record` step, once nothing of the agent runs
 * any more); nothing when no step made one.
 */
async function dropJobAgentUser(user) {
    if (!user)
        return;
    await (0,agent_user/* deleteAgentUser */.kp)(user, (m) => actions_core.debug(m));
}

// EXTERNAL MODULE: ./build/adapters/git.js + 1 modules
var git = __webpack_require__(8275);
// EXTERNAL MODULE: ./build/adapters/task-job/root-command.js
var root_command = __webpack_require__(4981);
;// CONCATENATED MODULE: ./build/adapters/task-job/private-git.js
// Ralph's repository in a task job is out of the agent's reach by construction. The first Ralph
// step of the job (setup, run, gate or record, whichever comes first) moves the checkout's
// `<workspace>/.git` into Ralph's state folder ($RUNNER_TEMP/ralph/repo.git: 0700, and closed
// to the agent user by an ACL), writes that repository's configuration itself (no filter,
// textconv, fsmonitor, hook, include, sshCommand of anyone's) and records its identity. Every
// later step checks that identity and stops when it changed. Ralph's git there runs isolated
// (Git's GitPlace.isolated): no system or global configuration, no inherited GIT_* variable.
//
// The agent's git is disposable: for each step that runs the repository's code (setup, the
// baseline, the agent, each gate) Ralph clones its private repository next to the work tree
// (objects hard-linked: they stay Ralph's and read-only), gives that clone to the agent user
// and puts a `.git` file in the work tree that names it. After the step, with every process of
// the agent user dead, both are deleted. Ralph never reads either: whatever the agent, an
// install script or a gate plants there runs, at most, as the agent user, in that step.








/** The file in the git directory whose random content identifies it. */
const IDENTITY_FILE = 'ralph-identity';
/** Where the private repository and its record are (job-state.ts). */
const privateGitPaths = (dir = stateDir()) => ({
    gitDir: paths(dir).repoGit,
    record: paths(dir).repoRecord,
});
/**
 * Ralph's git for this task job: the private repository, made from the checkout's `.git` by
 * the job's first Ralph step, checked by every later one. Throws when the checkout has no
 * `.git` folder (actions/checkout must come first) or when the private repository is not the
 * one the first step made.
 */
async function taskJobGit(settings, dir = stateDir()) {
    const workspace = settings.workspace;
    const where = privateGitPaths(dir);
    let record;
    if (!(0,external_node_fs_.existsSync)(where.record))
        record = await takeRepository(workspace, dir);
    else {
        record = JSON.parse((0,external_node_fs_.readFileSync)(where.record, 'utf8'));
        if (record.workspace !== workspace)
            throw new errors/* RalphError */.A4(`Ralph's private repository ${record.gitDir} is the one of the work tree ${record.workspace}, not ${workspace}; every Ralph step of a task job must have the same 'workspace'.`);
        checkIdentity(record);
        const left = (0,external_node_fs_.lstatSync)((0,external_node_path_.join)(workspace, '.git'), { throwIfNoEntry: false });
        if (left && !(left.isFile() && sameFile((0,external_node_path_.join)(workspace, '.git'), gitFileText(record.agentRepo))))
            actions_core.warning(`${(0,external_node_path_.join)(workspace, '.git')} is there again (a ${left.isDirectory() ? 'folder' : 'file'}): after Ralph's first step the repository of a task job is Ralph's private one (${record.gitDir}), and a later step may not check out again. Ralph removes it and uses its own.`);
    }
    return {
        git: new git/* Git */.TU(workspace, [], process.env, { gitDir: record.gitDir, isolated: true }),
        workspace,
        gitDir: record.gitDir,
        agentRepo: record.agentRepo,
    };
}
function sameFile(path, text) {
    try {
        return (0,external_node_fs_.readFileSync)(path, 'utf8') === text;
    }
    catch {
        return false;
    }
}
const gitFileText = (agentRepo) => `gitdir: ${agentRepo}\n`;
/** The first step: the checkout's `.git` moved into the state folder and made Ralph's. */
async function takeRepository(workspace, dir) {
    const where = privateGitPaths(dir);
    const dotGit = (0,external_node_path_.join)(workspace, '.git');
    const st = (0,external_node_fs_.lstatSync)(dotGit, { throwIfNoEntry: false });
    if (!st?.isDirectory())
        throw new errors/* RalphError */.A4(`${dotGit} is ${st ? (st.isSymbolicLink() ? 'a symbolic link' : 'a file') : 'missing'}, not the repository folder a checkout makes; the task job must start with actions/checkout (not a worktree or a submodule) before Ralph's first step.`);
    const me = process.getuid?.();
    if (me !== undefined && me !== 0 && st.uid !== me)
        throw new errors/* RalphError */.A4(`${dotGit} belongs to uid ${st.uid}, not to Ralph's user (uid ${me}); check out the repository as the user the steps run as.`);
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true, mode: 0o700 });
    // Made by another step first (the previous attempt's download, say) with the umask's mode.
    (0,external_node_fs_.chmodSync)(dir, 0o700);
    (0,external_node_fs_.rmSync)(where.gitDir, { recursive: true, force: true });
    try {
        (0,external_node_fs_.renameSync)(dotGit, where.gitDir);
    }
    catch (err) {
        if (err.code !== 'EXDEV')
            throw err;
        // Another file system: copied, then the original removed.
        (0,external_node_fs_.cpSync)(dotGit, where.gitDir, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
        (0,external_node_fs_.rmSync)(dotGit, { recursive: true, force: true });
    }
    (0,external_node_fs_.chmodSync)(where.gitDir, 0o700);
    const config = { text: await ralphConfig(where.gitDir) };
    (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(where.gitDir, 'config'), config.text);
    // Nothing of the checkout's that could run: hooks (never run anyway), attributes, the
    // per-worktree configuration.
    for (const name of ['hooks', 'info/attributes', 'config.worktree'])
        (0,external_node_fs_.rmSync)((0,external_node_path_.join)(where.gitDir, name), { recursive: true, force: true });
    const nonce = (0,external_node_crypto_.randomBytes)(16).toString('hex');
    (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(where.gitDir, IDENTITY_FILE), `${nonce}\n`, { mode: 0o600 });
    const id = (0,external_node_fs_.lstatSync)(where.gitDir);
    const record = {
        gitDir: where.gitDir,
        workspace,
        dev: id.dev,
        ino: id.ino,
        nonce,
        config: sha256(config.text),
        agentRepo: (0,external_node_path_.join)((0,external_node_path_.dirname)(workspace), `.ralph-agent-${nonce.slice(0, 12)}.git`),
    };
    (0,external_node_fs_.writeFileSync)(where.record, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
    actions_core.info(`The repository is Ralph's private one now (${where.gitDir}); the agent gets a copy for each step.`);
    return record;
}
const sha256 = (text) => (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex');
/** Every step after the first: the private repository is the one the first step made. */
function checkIdentity(r) {
    const problem = identityProblem(r);
    if (problem)
        throw new errors/* RalphError */.A4(`Ralph's private repository ${r.gitDir} is not the one this job's first Ralph step made: ${problem}. Something with the rights of Ralph's user changed it while the job ran (without the agent user, the agent or a gate could), so Ralph trusts nothing of it and stops; run the job again.`);
}
function identityProblem(r) {
    const st = (0,external_node_fs_.lstatSync)(r.gitDir, { throwIfNoEntry: false });
    if (!st)
        return 'it is gone';
    if (!st.isDirectory())
        return `it is now ${st.isSymbolicLink() ? 'a symbolic link' : 'a file'}`;
    if (st.dev !== r.dev || st.ino !== r.ino)
        return `it is another folder (device ${st.dev}, inode ${st.ino}; it was ${r.dev}, ${r.ino})`;
    const read = (name) => {
        try {
            return (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(r.gitDir, name), 'utf8');
        }
        catch {
            return undefined;
        }
    };
    const nonce = read(IDENTITY_FILE)?.trim();
    if (nonce !== r.nonce)
        return `its identity file ${IDENTITY_FILE} ${nonce === undefined ? 'is gone' : 'changed'}`;
    const config = read('config');
    if (config === undefined || sha256(config) !== r.config)
        return 'its config is not the one Ralph wrote';
    return undefined;
}
/** A value as git's config files quote it. */
const quote = (v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;
const BOOLEAN = /^(true|false|yes|no|on|off|1|0)$/i;
/** The checkout's configuration, as key and value pairs (no include followed). */
async function readConfig(gitDir) {
    const file = (0,external_node_path_.join)(gitDir, 'config');
    if (!(0,external_node_fs_.existsSync)(file))
        return [];
    const out = await new git/* Git */.TU('/', [], process.env, { isolated: true }).exec([
        'config',
        '--file',
        file,
        '--no-includes',
        '--list',
        '-z',
    ]);
    return out.stdout
        .split('\0')
        .filter(Boolean)
        .map((entry) => {
        const at = entry.indexOf('\n');
        return at < 0 ? [entry, 'true'] : [entry.slice(0, at), entry.slice(at + 1)];
    });
}
/**
 * The configuration Ralph writes for a repository it made from the checkout's: the format and
 * its extensions, the file system's traits git found, the remote's URL and refspecs (and a
 * partial clone's filter), and nothing else. `agent`: the agent's copy, whose index must stay
 * valid when its files change owner (only mtime and size are compared).
 */
async function ralphConfig(gitDir, agent = false) {
    const all = await readConfig(gitDir);
    const get = (key) => all.filter(([k]) => k === key).map(([, v]) => v);
    const format = get('core.repositoryformatversion').at(-1) ?? '0';
    const extensions = all.filter(([k]) => k.startsWith('extensions.') && k !== 'extensions.worktreeconfig' && /^[a-z0-9.]+$/.test(k));
    const lines = ['[core]', `\trepositoryformatversion = ${/^[01]$/.test(format) ? format : '0'}`];
    for (const key of ['filemode', 'symlinks', 'ignorecase', 'precomposeunicode']) {
        const v = get(`core.${key}`).at(-1);
        if (v !== undefined && BOOLEAN.test(v))
            lines.push(`\t${key} = ${v.toLowerCase()}`);
    }
    lines.push('\tbare = false', '\tlogallrefupdates = true');
    if (agent)
        lines.push('\tcheckStat = minimal', '\ttrustctime = false');
    if (extensions.length > 0) {
        lines.push('[extensions]');
        for (const [k, v] of extensions)
            lines.push(`\t${k.slice('extensions.'.length)} = ${quote(v)}`);
    }
    const url = get('remote.origin.url').at(-1);
    if (url !== undefined) {
        lines.push('[remote "origin"]', `\turl = ${quote(url)}`);
        const fetch = agent ? ['+refs/heads/*:refs/remotes/origin/*'] : get('remote.origin.fetch');
        for (const f of fetch)
            lines.push(`\tfetch = ${quote(f)}`);
        for (const key of ['promisor', 'partialclonefilter']) {
            const v = get(`remote.origin.${key}`).at(-1);
            if (v !== undefined)
                lines.push(`\t${key} = ${quote(v)}`);
        }
    }
    lines.push('[gc]', '\tauto = 0');
    return `${lines.join('\n')}\n`;
}
/**
 * The agent's copy's configuration, made once per text of the private repository's: that text
 * stays the one Ralph wrote all job long (checkIdentity), and a step may make several copies.
 */
const agentConfigs = new Map();
async function agentConfig(gitDir) {
    const file = (0,external_node_path_.join)(gitDir, 'config');
    const key = (0,external_node_fs_.existsSync)(file) ? (0,external_node_fs_.readFileSync)(file, 'utf8') : '';
    let text = agentConfigs.get(key);
    if (text === undefined) {
        text = await ralphConfig(gitDir, true);
        agentConfigs.set(key, text);
    }
    return text;
}
/**
 * Makes the agent's disposable repository for one step that runs the repository's code: a
 * clone of the private one beside the work tree (objects hard-linked, so they stay Ralph's and
 * read-only), HEAD where Ralph's is, an index refreshed against the work tree, then everything
 * in it but the hard-linked objects given to the agent user; and the work tree's `.git` file,
 * Ralph's, that names it. Whatever an earlier step left of either goes first.
 */
async function makeAgentRepository(repo, user) {
    await dropAgentRepository(repo, user);
    const { agentRepo, workspace } = repo;
    const clone = new git/* Git */.TU((0,external_node_path_.dirname)(agentRepo), [], process.env, { isolated: true });
    await clone.exec([
        'clone',
        '--quiet',
        '--mirror',
        '--local',
        '--template=',
        '--',
        repo.gitDir,
        (0,external_node_path_.basename)(agentRepo),
    ]);
    (0,external_node_fs_.rmSync)((0,external_node_path_.join)(agentRepo, IDENTITY_FILE), { force: true });
    (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(agentRepo, 'config'), await agentConfig(repo.gitDir));
    const head = await repo.git.exec(['symbolic-ref', '--quiet', 'HEAD'], { allowFailure: true });
    const at = head.exitCode === 0 ? `ref: ${head.stdout.trim()}` : await repo.git.out(['rev-parse', 'HEAD']);
    (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(agentRepo, 'HEAD'), `${at}\n`);
    (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(workspace, '.git'), gitFileText(agentRepo), { flag: 'wx', mode: 0o644 });
    // The index: HEAD's tree, refreshed by Ralph now, while the files are still Ralph's. Built on
    // a copy of Ralph's own, whose stat data spares hashing every unchanged file again.
    const agentGit = new git/* Git */.TU(workspace, [], process.env, { gitDir: agentRepo, isolated: true });
    const own = await repo.git.indexFile();
    if ((0,external_node_fs_.existsSync)(own))
        (0,external_node_fs_.copyFileSync)(own, (0,external_node_path_.join)(agentRepo, 'index'));
    const merged = await agentGit.exec(['read-tree', '-m', 'HEAD'], { allowFailure: true });
    if (merged.exitCode !== 0) {
        (0,external_node_fs_.rmSync)((0,external_node_path_.join)(agentRepo, 'index'), { force: true });
        await agentGit.exec(['read-tree', 'HEAD']);
    }
    await agentGit.exec(['update-index', '-q', '--refresh'], { allowFailure: true });
    if (!user)
        return;
    // Hard-linked objects stay Ralph's (read-only: the agent reads them and can change none);
    // -xdev and chown -h: nothing outside the clone is reached.
    await (0,root_command/* mustAsRoot */.Ks)(user.via, [
        'find',
        agentRepo,
        '-xdev',
        '!',
        '(',
        '-type',
        'f',
        '-links',
        '+1',
        ')',
        '-exec',
        'chown',
        '-h',
        `+${user.uid}:+${user.gid}`,
        '--',
        '{}',
        '+',
    ], `Giving ${agentRepo} to ${user.name}`);
    await (0,root_command/* mustAsRoot */.Ks)(user.via, ['chmod', '0700', '--', agentRepo], `Closing ${agentRepo} to others`);
}
/**
 * Deletes the agent's repository and the work tree's `.git` (as root when the agent user may
 * own them; rm never follows a link). Only once every process of the agent user is dead.
 */
async function dropAgentRepository(repo, user) {
    const paths = [(0,external_node_path_.join)(repo.workspace, '.git'), repo.agentRepo].filter((p) => (0,external_node_fs_.lstatSync)(p, { throwIfNoEntry: false }) !== undefined);
    if (paths.length === 0)
        return;
    if (user)
        await (0,root_command/* mustAsRoot */.Ks)(user.via, ['rm', '-rf', '--one-file-system', '--', ...paths], "Removing the agent's repository");
    else
        for (const p of paths)
            (0,external_node_fs_.rmSync)(p, { recursive: true, force: true });
}
/**
 * Runs `step` (code of the repository's: the setup line, the baseline, the agent, a gate) with
 * the agent's disposable repository in place, and deletes it afterwards, whatever happened.
 */
async function withAgentRepository(repo, user, step) {
    await makeAgentRepository(repo, user);
    // The sandbox masks the folder it is in: the agent's processes get it bound writable.
    if (user)
        user.lent = [repo.agentRepo];
    try {
        return await step();
    }
    finally {
        if (user)
            user.lent = undefined;
        await dropAgentRepository(repo, user);
    }
}

// EXTERNAL MODULE: ./build/core/network.js
var network = __webpack_require__(8032);
// EXTERNAL MODULE: external "node:dns"
var external_node_dns_ = __webpack_require__(610);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: ./node_modules/proxy-chain/dist/index.js
var dist = __webpack_require__(4233);
;// CONCATENATED MODULE: ./build/adapters/egress-proxy.js
// Ralph's egress proxy (docs/ARCHITECTURE.md#trust): the one way out of a sandboxed step's
// network namespace. It runs in Ralph's process, as Ralph's user, outside the sandbox, and
// accepts the connections made to 127.0.0.1:EGRESS_PORT inside, on a listening socket the
// namespace hands to Ralph (net-namespace.ts; sandbox.ts, `forwards`). Tools find it through
// HTTPS_PROXY / HTTP_PROXY; one that ignores them has no network at all.
//
// - Only hosts on the allowlist (core/network.ts) pass: CONNECT to their ports (443 unless
//   listed otherwise), plain HTTP only where an `http://` entry allows it. Everything else gets
//   403 and is remembered for the step's summary.
// - It resolves names itself (the inside has no DNS), and never to the runner itself: an
//   allowed name whose addresses are all loopback, private, link-local or unspecified is
//   refused (DNS rebinding onto the runner's own services). Tests map names to a stand-in on
//   loopback through RALPH_TEST_RESOLVE (TEST_RESOLVE_VARIABLE): name=address pairs; nothing
//   else in Ralph sets it.
//
// The HTTP work (parsing, refusing, forwarding plain requests with their hop-by-hop headers)
// is apify's proxy-chain; Ralph adds the allowlist, the resolver and the copy of a CONNECT
// tunnel's bytes (`tunnel`: large reads, for download speed).






/** Test-only: `name=address[,name=address]`, names the proxy resolves to those addresses. */
const TEST_RESOLVE_VARIABLE = 'RALPH_TEST_RESOLVE';
/**
 * The proxy variables for a proxy on 127.0.0.1:port; loopback goes direct. JVM tools (Maven,
 * Gradle) read none of them, but the JVM reads JAVA_TOOL_OPTIONS: its proxy properties are
 * added after what the step's environment (`base`) already holds there.
 */
function proxyEnv(port = network/* EGRESS_PORT */.yA, base = process.env) {
    const url = `http://127.0.0.1:${port}`;
    const none = 'localhost,127.0.0.1,::1';
    const java = [
        `-Dhttps.proxyHost=127.0.0.1 -Dhttps.proxyPort=${port}`,
        `-Dhttp.proxyHost=127.0.0.1 -Dhttp.proxyPort=${port}`,
        // The JVM's own default, said again: loopback goes direct (https reads http.nonProxyHosts).
        `-Dhttp.nonProxyHosts=localhost|127.*|[::1]`,
    ].join(' ');
    return {
        HTTPS_PROXY: url,
        https_proxy: url,
        HTTP_PROXY: url,
        http_proxy: url,
        NO_PROXY: none,
        no_proxy: none,
        // Node's own fetch and http follow the variables only when told (Node 22.21+, 24).
        NODE_USE_ENV_PROXY: '1',
        JAVA_TOOL_OPTIONS: base.JAVA_TOOL_OPTIONS?.trim() ? `${base.JAVA_TOOL_OPTIONS.trim()} ${java}` : java,
    };
}
/** TEST_RESOLVE_VARIABLE's pairs; throws on a malformed one. */
function testHosts(value) {
    const hosts = {};
    for (const pair of (value ?? '').split(',').filter((p) => p.trim())) {
        const [name, address] = pair.split('=').map((s) => s.trim());
        if (!name || !address || !(0,external_node_net_.isIP)(address))
            throw new errors/* RalphError */.A4(`${TEST_RESOLVE_VARIABLE}: "${pair}" is not name=address (an IP address); it is for tests only.`);
        hosts[name.toLowerCase()] = address;
    }
    return hosts;
}
/** Addresses that are the runner itself or its local networks: never a destination. */
function localAddress(address) {
    const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.(\d+)$/i.exec(address);
    if (v4) {
        const [a, b] = [Number(v4[1]), Number(v4[2])];
        return (a === 0 ||
            a === 10 ||
            a === 127 ||
            (a === 100 && b >= 64 && b < 128) ||
            (a === 169 && b === 254) ||
            (a === 172 && b >= 16 && b < 32) ||
            (a === 192 && b === 168) ||
            a >= 224);
    }
    const v6 = address.toLowerCase();
    return v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6) || /^ff/.test(v6);
}
/** The resolver the proxy connects with: the test map, else DNS without local addresses. */
function resolver(hosts) {
    return (hostname, options, callback) => {
        const answer = (list) => {
            if (options.all)
                callback(null, list);
            else
                callback(null, list[0].address, list[0].family);
        };
        const fixed = hosts[hostname.toLowerCase()];
        if (fixed)
            return answer([{ address: fixed, family: (0,external_node_net_.isIP)(fixed) }]);
        (0,external_node_dns_.lookup)(hostname, { all: true }, (err, addresses) => {
            if (err)
                return callback(err, []);
            const outside = addresses.filter((a) => !localAddress(a.address));
            if (outside.length === 0) {
                const e = new Error(`${hostname} resolves only to local addresses (${addresses.map((a) => a.address).join(', ')}); Ralph's network proxy never connects there`);
                e.code = 'ENOTFOUND';
                return callback(e, []);
            }
            answer(outside);
        });
    };
}
/** How much of a tunnel's download one read takes: large reads, few system calls, one copy. */
const TUNNEL_READ = 1024 * 1024;
/**
 * proxy-chain's server with its CONNECT tunnel replaced: the request is parsed, checked
 * (prepareRequestFunction) and refused by proxy-chain as before, but the bytes of an allowed
 * tunnel are copied by `tunnel` below, which reads the upstream a megabyte at a time instead
 * of piping 64 KiB stream chunks (a registry's download is what a step waits on).
 */
class EgressServer extends dist.Server {
    async onConnect(request, socket, head) {
        try {
            const opts = await this.prepareRequestHandling(request);
            const target = opts.trgParsed;
            tunnel(this, request, socket, head, {
                host: target.hostname.replace(/^\[|\]$/g, ''),
                port: Number(target.port),
                lookup: opts.dnsLookup,
            });
        }
        catch (error) {
            this.failRequest(request, this.normalizeHandlerError(error));
        }
    }
}
/**
 * An allowed CONNECT: the upstream connected, `200` sent, then bytes both ways until either
 * side ends. Upstream to client is read into one buffer per tunnel, which is not read into
 * again before the client's socket has taken what was written from it. An upstream that cannot
 * be reached gets a 502 that says why.
 */
function tunnel(server, request, source, head, where) {
    let open = false;
    const buffer = Buffer.allocUnsafe(TUNNEL_READ);
    const target = (0,external_node_net_.connect)({
        ...where,
        onread: {
            buffer,
            callback: (n, buf) => {
                source.write(buf.subarray(0, n));
                if (source.writableLength === 0)
                    return true;
                source.once('drain', () => target.resume());
                return false;
            },
        },
    });
    target.on('connect', () => {
        open = true;
        source.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length > 0)
            target.write(head);
        source.pipe(target);
    });
    target.on('end', () => source.end());
    target.on('error', (err) => {
        if (open)
            return source.destroy();
        server.failRequest(request, new dist.RequestError(`Ralph's network proxy cannot reach ${where.host}:${where.port}: ${err.message}`, 502));
    });
    target.on('close', () => source.destroy());
    source.on('error', () => target.destroy());
    source.on('close', () => target.destroy());
}
/**
 * Starts the proxy. It listens nowhere itself: the step's network namespace hands it the
 * connections made to 127.0.0.1:EGRESS_PORT inside (`forward`, net-namespace.ts).
 */
async function startEgressProxy(o) {
    const refused = new Map();
    const lookup = resolver(o.hosts ?? {});
    const policy = o.policy;
    const server = new EgressServer({
        port: 0,
        prepareRequestFunction: ({ hostname, port, isHttp }) => {
            const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
            if (!(0,network/* allows */.NB)(policy, host, port, isHttp)) {
                const r = { host, port, http: isHttp };
                refused.set(`${isHttp ? 'http' : 'connect'} ${host}:${port}`, r);
                throw new dist.RequestError(`Ralph's network proxy refused ${isHttp ? 'plain HTTP to ' : ''}${host}:${port}: it is not on the allowlist (see the step's summary).`, 403);
            }
            return { dnsLookup: lookup };
        },
    });
    const accept = (socket) => server.server.emit('connection', socket);
    return {
        forward: { port: network/* EGRESS_PORT */.yA, accept },
        accept,
        env: proxyEnv(network/* EGRESS_PORT */.yA),
        refused: () => [...refused.values()],
        close: async () => {
            await server.close(true).catch(() => { });
        },
    };
}

// EXTERNAL MODULE: ./build/adapters/task-job/net-namespace.js
var net_namespace = __webpack_require__(3104);
;// CONCATENATED MODULE: ./build/adapters/task-job/step-network.js
// The network of a task job's sandboxed steps (setup, the baseline, the agent, each gate):
// Ralph's egress proxy (adapters/egress-proxy.ts) started for the step, its allowlist
// (core/network.ts) from what the job's first step read before any of the repository's code
// ran, and the hosts it refused said in the step's summary with the lines that allow them.








/**
 * The plan's `network` and the names at the work tree's root, read by the job's first step that
 * asks (before `setup` or the agent ran any of the repository's code) and kept in Ralph's state
 * folder, which the agent user cannot reach: an agent that edits the plan or adds a Cargo.toml
 * widens nothing for the gates after it.
 */
function jobNetwork(settings, dir = stateDir()) {
    const file = paths(dir).network;
    if ((0,external_node_fs_.existsSync)(file))
        return JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
    let plan;
    if ((0,external_node_fs_.existsSync)(settings.plan.path)) {
        let raw;
        try {
            raw = JSON.parse((0,external_node_fs_.readFileSync)(settings.plan.path, 'utf8'));
        }
        catch {
            raw = undefined; // the plan's own checks say what is wrong with it
        }
        if (raw && typeof raw === 'object')
            plan = (0,network/* parseNetworkSetting */.sC)(raw.network, `${settings.plan.path} network`);
    }
    let rootFiles = [];
    try {
        rootFiles = (0,external_node_fs_.readdirSync)(settings.workspace);
    }
    catch {
        rootFiles = [];
    }
    const job = { plan, rootFiles };
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true, mode: 0o700 });
    (0,external_node_fs_.writeFileSync)(file, JSON.stringify(job), { mode: 0o600 });
    return job;
}
/** The step's allowlist: the job's, this step's `network` input and the agent's provider. */
function stepPolicy(settings, provider, dir = stateDir()) {
    const job = jobNetwork(settings, dir);
    return (0,network/* networkPolicy */.HQ)({
        plan: job.plan,
        input: (0,network/* parseNetworkInput */.ON)(settings.network),
        provider,
        rootFiles: job.rootFiles,
    });
}
/**
 * The network of one sandboxed step (`what`: "setup", "the agent", "gate test"): the egress
 * proxy started for it, or the runner's network where the policy says `open` (said in the
 * summary), or nothing where the step runs without the sandbox.
 */
async function stepNetwork(settings, runAs, what, provider) {
    const none = { env: {}, finish: async () => { } };
    if (!runAs || !(await (0,sandbox/* sandboxFor */.Xq)(runAs)))
        return none;
    const policy = stepPolicy(settings, provider);
    if (policy.open) {
        const note = `${what} ran with the runner's open network: the plan or the input 'network' says "open", so Ralph's egress proxy was off.`;
        actions_core.info(note);
        return {
            network: { open: true },
            env: {},
            finish: async () => {
                await actions_core.summary.addRaw(`\n\n🌐 Ralph: ${note}\n`).write();
            },
        };
    }
    let proxy;
    try {
        proxy = await startEgressProxy({
            policy,
            hosts: testHosts(process.env[TEST_RESOLVE_VARIABLE]),
        });
    }
    catch (err) {
        throw new errors/* RalphError */.A4(`${err.message} ${what} would have no network; set the input 'network: open' to run it with the runner's network instead.`);
    }
    const services = policy.loopback.map((port) => `localhost:${port}`);
    actions_core.info(`${what} reaches the network through Ralph's egress proxy only (sets: ${policy.sets.join(', ')})${services.length > 0 ? `, and the runner's ${services.join(', ')}` : ''}.`);
    return {
        network: { forwards: [proxy.forward, ...policy.loopback.map(net_namespace/* loopbackForward */.Vs)] },
        env: proxy.env,
        finish: async () => {
            const refused = proxy.refused();
            await proxy.close();
            const lines = (0,network/* refusalsText */.R1)(refused, policy);
            if (lines.length === 0)
                return;
            actions_core.warning(`${what}: ${lines.join('\n')}`);
            // The first line says what was refused, the last what is allowed; between, what to paste.
            const paste = lines.slice(1, -1);
            actions_core.summary.addRaw(`\n\n🌐 Ralph: ${what}: ${lines[0]}\n\n`);
            if (paste.length > 0)
                actions_core.summary.addCodeBlock(paste.join('\n'));
            await actions_core.summary.addRaw(`\n${lines.at(-1)}\n`).write();
        },
    };
}

;// CONCATENATED MODULE: ./build/adapters/task-job/step.js




/** The step's plumbing (setup, run, gate): the private repository made or checked first. */
async function openTaskJobStep(inputs) {
    const repo = await taskJobGit(inputs);
    let user;
    const agentUser = () => {
        user ??= agentUserFor(inputs);
        return user;
    };
    return {
        repo,
        agentUser,
        async confined(what, fn, provider) {
            const runAs = await agentUser();
            const net = await stepNetwork(inputs, runAs, what, provider);
            const { network, env } = net;
            const wrap = runAs && (0,launch/* asAgentUser */.pE)(runAs, { network });
            return withAgentRepository(repo, runAs, () => fn({ runAs, network, wrap, env })).finally(() => net.finish());
        },
    };
}
/**
 * The plumbing of the job's last step: the private repository checked, and the job's agent user
 * looked up only, never made or hardened (its processes killed and a work tree a step left lent
 * taken back, as a step killed while the agent or a gate ran leaves it).
 */
async function openLastTaskJobStep(inputs) {
    const repo = await taskJobGit(inputs);
    const user = await jobAgentUserToDrop(inputs);
    return {
        repo,
        end: async () => {
            await dropAgentRepository(repo, user);
            await dropJobAgentUser(user);
        },
    };
}

// EXTERNAL MODULE: ./build/core/attempt/patch-rules.js
var patch_rules = __webpack_require__(8256);
;// CONCATENATED MODULE: ./build/adapters/task-job/untrusted-log.js
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
    return (0,external_node_crypto_.randomBytes)(32).toString('hex');
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
function untrusted_log_quote(value) {
    return defang(value.replace(CONTROL, patch_rules/* escapeControl */.hN));
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
    return defang(text.replace(/\r\n?/g, '\n').replace(CONTROL, (c) => (c === '\n' || c === '\t' ? c : (0,patch_rules/* escapeControl */.hN)(c))));
}

;// CONCATENATED MODULE: ./build/adapters/task-job/index.js
// The task job's plumbing and the agent's sandbox (docs/ARCHITECTURE.md#trust): what the task
// job's steps (src/action/) and the local loop (src/engine/) use of this folder, and nothing
// else. Behind it:
//   step.ts            one step's plumbing, made once per step (openTaskJobStep)
//   private-git.ts     Ralph's private repository and the agent's disposable one
//   job-user.ts        the job's own agent user: named by its first step, deleted by `record`
//   agent-user.ts      the agent user: made ready, hardened, deleted
//   lend.ts            the work tree lent to it for each run, and taken back
//   launch.ts          a command started as it, in its sandbox (runProcess's `wrap`)
//   sandbox.ts         the namespaces, masks and binds
//   net-namespace.ts   the step's network namespace, its ports served by Ralph's process
//   step-network.ts    the step's egress proxy and its allowlist
//   root-command.ts    fixed commands as root or as the agent user
//   job-state.ts       the files the job's steps hand each other, all named in one place
//   untrusted-log.ts   the agent's and the repository's text in the runner's log
//   previous-attempt.ts  the previous attempt's work applied before a retry
// The adapters that start processes (gates.ts, agents/runner.ts) import `asAgentUser` from
// launch.ts itself: it loads none of the action's code (@actions/core), which the local loop
// does not need.








/***/ }),

/***/ 2167:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ unknownAgentText),
/* harmony export */   b: () => (/* binding */ closestKey)
/* harmony export */ });
// Which known name an unknown one is a slip of: `ralph depnds` for `depends`, a `dependOn` key
// for `dependsOn`. A module of its own, without the plan schema, so that the command line can
// suggest a command or an option without loading zod.
/**
 * The known key a key is most likely a slip of: the same but for case, "_" and "-"
 * (`depends_on`), or at most one edit away (two for keys of 6 letters or more), counting a swap
 * of neighbours as one edit. Undefined when none is that close.
 */
function closestKey(key, known) {
    if (key.length < 3)
        return undefined;
    const fold = (k) => k.toLowerCase().replace(/[_-]/g, '');
    const limit = key.length >= 6 ? 2 : 1;
    let best;
    let bestDistance = limit + 1;
    for (const k of known) {
        if (fold(k) === fold(key))
            return k;
        const d = editDistance(key, k, limit);
        if (d < bestDistance) {
            best = k;
            bestDistance = d;
        }
    }
    return best;
}
/** Optimal string alignment distance, giving up (limit + 1) once it must exceed `limit`. */
function editDistance(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit)
        return limit + 1;
    let prev2 = [];
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        let rowMin = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                d = Math.min(d, prev2[j - 2] + 1);
            row.push(d);
            rowMin = Math.min(rowMin, d);
        }
        if (rowMin > limit)
            return limit + 1;
        prev2 = prev;
        prev = row;
    }
    return prev[b.length];
}
/** `unknown agent "codx"; did you mean codex?`, naming the agents there are. */
function unknownAgentText(name, agents) {
    const meant = closestKey(name, agents);
    return `unknown agent "${name}"; ${meant ? `did you mean ${meant}? The agents are` : 'use one of'} ${agents.join(', ')}`;
}


/***/ }),

/***/ 2807:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A4: () => (/* binding */ RalphError),
/* harmony export */   Or: () => (/* binding */ isSystemError),
/* harmony export */   Uc: () => (/* binding */ describeError),
/* harmony export */   V$: () => (/* binding */ isLanguageError),
/* harmony export */   iU: () => (/* binding */ isUserError),
/* harmony export */   jr: () => (/* binding */ bug)
/* harmony export */ });
/* unused harmony export ISSUES_URL */
// One error backbone (docs/ARCHITECTURE.md#errors). Every error Ralph throws on purpose is a
// RalphError: it has a stable `code` a script or a test can match, and says whether the person
// running Ralph can fix it (a bad plan, a missing input, a token without a permission) or not:
// `bug()` makes the one for a broken invariant of Ralph's own, said as a bug like any other
// unexpected error. The two entry points (the CLI's and the action's) are the only places that
// catch everything: a user error is printed as it is, anything else as a bug with what to put in
// a report.
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
/**
 * A broken invariant of Ralph's own (a step reading an input it did not declare, an importer
 * that made an invalid plan): no user can fix it, so the entry points say it as a bug, with its
 * stack and where to report it, and a public comment never quotes it.
 */
function bug(message, cause) {
    return new RalphError(message, { code: 'bug', userFixable: false, cause });
}
/**
 * JavaScript's own errors (a TypeError reading a field of undefined, a ReferenceError): a bug in
 * Ralph's code wherever they come from, never something to explain as a user's error.
 */
function isLanguageError(error) {
    return [TypeError, ReferenceError, RangeError, SyntaxError].some((kind) => error instanceof kind);
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


/***/ })

};
