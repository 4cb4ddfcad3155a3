export const id = 4806;
export const ids = [4806];
export const modules = {

/***/ 4806:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   setupSettings: () => (/* binding */ setupSettings),
/* harmony export */   setupStep: () => (/* binding */ setupStep)
/* harmony export */ });
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6193);
/* harmony import */ var _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7836);
/* harmony import */ var _adapters_process_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7288);
/* harmony import */ var _adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5768);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2807);
/* harmony import */ var _engine_agent_env_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3188);






function setupSettings(inputs) {
    return { run: inputs.required('run', 'the shell line to run'), ...inputs.sandboxed() };
}
/**
 * `command: setup`, a task job's setup step that runs the repository's code (`npm ci` runs the
 * install scripts of the spec branch, which the agent wrote): the `run` input's shell line, in
 * the work tree, as the agent user, with the agent's environment. Run as the runner's user it
 * could reach what the agent user keeps the agent from (the runtime token, Ralph's files, sudo).
 */
async function setupStep(inputs) {
    const settings = setupSettings(inputs);
    const line = settings.run;
    const step = await (0,_adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_3__/* .openTaskJobStep */ .Pl)(settings);
    const runAs = await step.agentUser();
    _adapters_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.info(`$ ${line}${runAs ? `  (as ${runAs.name})` : ''}`);
    // The repository's code prints it: never read as workflow commands (untrusted-log.ts).
    const out = new _adapters_task_job_index_js__WEBPACK_IMPORTED_MODULE_3__/* .UntrustedOutput */ .Qb();
    const stdout = new node_string_decoder__WEBPACK_IMPORTED_MODULE_0__.StringDecoder('utf8');
    const stderr = new node_string_decoder__WEBPACK_IMPORTED_MODULE_0__.StringDecoder('utf8');
    // With a repository of its own, thrown away after it: Ralph's is out of its reach.
    const r = await step.confined('setup', (c) => (0,_adapters_process_js__WEBPACK_IMPORTED_MODULE_2__/* .runProcess */ .R3)({
        file: 'bash',
        args: ['-e', '-o', 'pipefail', '-c', line],
        cwd: settings.workspace,
        env: { ...(0,_engine_agent_env_js__WEBPACK_IMPORTED_MODULE_5__/* .agentEnv */ .b)(process.env), ...c.env },
        wrap: c.wrap,
        onStdout: (chunk) => out.write(stdout.write(chunk)),
        onStderr: (chunk) => out.write(stderr.write(chunk)),
    }).finally(() => out.close()));
    if (r.spawnError)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`Could not start bash: ${r.spawnError.message}`);
    if (r.exitCode !== 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`\`${line}\` exited ${r.exitCode ?? `on ${r.signal ?? 'a signal'}`}.`);
}


/***/ }),

/***/ 7288:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R3: () => (/* binding */ runProcess),
/* harmony export */   nW: () => (/* binding */ STOP_SIGNALS)
/* harmony export */ });
/* unused harmony exports KILL_GRACE_MS, Tail */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
// Running a child process whose output may be unbounded and whose children may outlive it,
// for agents and gates alike: it gets its own process group, so a timeout, an abort or
// Ralph's own SIGINT/SIGTERM kills the whole tree; its output goes in full to a log file while
// memory keeps a bounded tail; and once it exits, what it left running in its group goes too,
// and output pipes held by anything that escaped the group are not waited for. A `wrap` starts
// it some other way (as the agent user, in its sandbox: adapters/task-job/launch.ts) and gets
// its turn before and after the run; this runner knows nothing of who the child runs as.



const KILL_GRACE_MS = 2_000;
/** Signals that tell Ralph to stop (Ctrl-C, kill, the terminal closing): the child's tree goes first. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** How long output is still read after the group was killed, from what escaped it. */
const PIPE_WAIT_MS = 500;
/** Keeps the last `limit` bytes pushed into it. */
class Tail {
    limit;
    buf = Buffer.alloc(0);
    total = 0;
    constructor(limit) {
        this.limit = limit;
    }
    push(chunk) {
        this.total += chunk.length;
        if (chunk.length >= this.limit) {
            this.buf = Buffer.from(chunk.subarray(chunk.length - this.limit));
            return;
        }
        const keep = Math.max(0, this.buf.length + chunk.length - this.limit);
        this.buf = Buffer.concat([this.buf.subarray(keep), chunk]);
    }
    /** As text, without the broken character where the cut fell. */
    text() {
        return this.buf.toString('utf8').replace(/^\uFFFD+/, '');
    }
}
/**
 * The log file, written synchronously: a process that prints faster than the disk takes it
 * is slowed down (its pipe fills) instead of filling Ralph's memory. A failed write (disk
 * full) stops the writing, not the run.
 */
class Log {
    fd;
    constructor(path) {
        if (path === undefined)
            return;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
        this.fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(path, 'w');
    }
    write(chunk) {
        if (this.fd === undefined)
            return;
        try {
            let off = 0;
            while (off < chunk.length)
                off += (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(this.fd, chunk, off);
        }
        catch {
            this.close();
        }
    }
    close() {
        if (this.fd === undefined)
            return;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(this.fd);
        this.fd = undefined;
    }
}
function killOwnGroup(pid, signal) {
    if (pid === undefined)
        return;
    try {
        process.kill(-pid, signal);
    }
    catch {
        // the group is already gone
    }
}
async function runProcess(opts) {
    if (!opts.wrap || opts.signal?.aborted)
        return runChild(opts, new Log(opts.logPath));
    // The log is Ralph's: opened before the wrap may give away the tree it is in.
    const log = new Log(opts.logPath);
    let wrapped;
    try {
        wrapped = await opts.wrap.open();
    }
    catch (err) {
        log.close();
        throw err;
    }
    try {
        return await runChild(opts, log, wrapped);
    }
    finally {
        await wrapped.close();
    }
}
/** The result of a run so far: its tails and its time, with what is known of its end. */
function results(opts) {
    const started = Date.now();
    const tail = new Tail(opts.tailBytes ?? 64 * 1024);
    const stderrTail = new Tail(opts.stderrTailBytes ?? 16 * 1024);
    const result = (extra) => ({
        exitCode: null,
        signal: null,
        timedOut: false,
        durationMs: Date.now() - started,
        tail: tail.text(),
        stderrTail: stderrTail.text(),
        bytes: tail.total,
        ...extra,
    });
    return { tail, stderrTail, result };
}
function runChild(opts, log, wrapped) {
    const out = results(opts);
    const { result } = out;
    if (opts.signal?.aborted) {
        log.close();
        return Promise.resolve(result({ interrupted: 'interrupted' }));
    }
    const cmd = { file: opts.file, args: opts.args, env: opts.env, cwd: opts.cwd };
    const launch = wrapped ? wrapped.launch(cmd) : { ...cmd, stdinPrefix: '' };
    if (launch.notFound) {
        log.close();
        return Promise.resolve(result({ spawnError: { message: `spawn ${opts.file} ENOENT`, code: 'ENOENT' } }));
    }
    let child;
    try {
        child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(launch.file, launch.args, {
            cwd: opts.cwd,
            env: launch.env,
            detached: true,
            stdio: 'pipe',
            uid: launch.uid,
            gid: launch.gid,
        });
    }
    catch (err) {
        // Arguments node refuses outright (a NUL byte, say).
        log.close();
        return Promise.resolve(result({ spawnError: { message: err.message } }));
    }
    // Where Ralph may not signal the child's processes, the wrap does (and SIGKILL goes to what
    // Ralph may signal too).
    const killGroup = (p, sig, sync = false) => {
        if (!wrapped?.signalGroup || p === undefined)
            return killOwnGroup(p, sig);
        wrapped.signalGroup(p, sig, sync);
        if (sig === 'SIGKILL')
            killOwnGroup(p, sig);
    };
    return watchChild(child, opts, { log, out, killGroup, stdin: launch.stdinPrefix + (opts.stdin ?? '') });
}
/**
 * The started child to its end: its output logged and kept, its group stopped on a timeout, an
 * abort or Ralph's own signals, and what it left running killed once it exits.
 */
function watchChild(child, opts, w) {
    const { log, killGroup } = w;
    const { tail, stderrTail, result } = w.out;
    const grace = opts.killGraceMs ?? KILL_GRACE_MS;
    const pid = child.pid;
    return new Promise((resolve) => {
        let timedOut = false;
        let interrupted;
        let spawnError;
        let exitCode = null;
        let exitSignal = null;
        let finished = false;
        const timers = [];
        let killTimer;
        const stop = () => {
            killGroup(pid, 'SIGTERM');
            killTimer ??= setTimeout(() => killGroup(pid, 'SIGKILL'), grace);
        };
        if (opts.timeoutMs && opts.timeoutMs > 0 && Number.isFinite(opts.timeoutMs))
            timers.push(setTimeout(() => {
                timedOut = true;
                stop();
            }, opts.timeoutMs));
        const onAbort = () => {
            interrupted ??= 'interrupted';
            stop();
        };
        opts.signal?.addEventListener('abort', onAbort, { once: true });
        // If Ralph itself is told to stop, the whole tree goes with it; a second signal does not
        // wait for the grace period.
        const onProcessSignal = (sig) => {
            if (interrupted)
                killGroup(pid, 'SIGKILL');
            interrupted ??= `interrupted by ${sig}`;
            stop();
        };
        const onProcessExit = () => killGroup(pid, 'SIGKILL', true);
        for (const sig of STOP_SIGNALS)
            process.on(sig, onProcessSignal);
        process.on('exit', onProcessExit);
        child.stdout?.on('data', (chunk) => {
            log.write(chunk);
            tail.push(chunk);
            opts.onStdout?.(chunk);
        });
        child.stderr?.on('data', (chunk) => {
            log.write(chunk);
            tail.push(chunk);
            stderrTail.push(chunk);
            opts.onStderr?.(chunk);
        });
        child.stdin?.on('error', () => { }); // the process may exit without reading its stdin
        child.stdin?.end(w.stdin);
        const finish = () => {
            if (finished)
                return;
            finished = true;
            for (const t of timers)
                clearTimeout(t);
            if (killTimer)
                clearTimeout(killTimer);
            opts.signal?.removeEventListener('abort', onAbort);
            for (const sig of STOP_SIGNALS)
                process.off(sig, onProcessSignal);
            process.off('exit', onProcessExit);
            log.close();
            resolve(result({ exitCode, signal: exitSignal, timedOut, interrupted, spawnError }));
        };
        child.on('error', (err) => {
            // Only a failed spawn leaves no pid; other errors (a failed kill) are not the end.
            if (pid !== undefined)
                return;
            const where = err.code === 'ENOENT' && !(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(opts.cwd) ? `no directory ${opts.cwd}` : err.message;
            spawnError = { message: where, code: err.code };
            finish();
        });
        child.on('exit', (code, sig) => {
            exitCode = code;
            exitSignal = sig;
            // What it left running in its group goes with it. If something outside the group still
            // holds the pipes open, stop waiting for them after the grace period.
            killGroup(pid, 'SIGTERM');
            timers.push(setTimeout(() => {
                killGroup(pid, 'SIGKILL');
                timers.push(setTimeout(() => {
                    child.stdout?.destroy();
                    child.stderr?.destroy();
                    finish();
                }, PIPE_WAIT_MS));
            }, grace));
        });
        child.on('close', finish);
    });
}


/***/ }),

/***/ 6780:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fp: () => (/* binding */ modelKeyRoutes),
/* harmony export */   Kn: () => (/* binding */ PLACEHOLDER_KEY),
/* harmony export */   L4: () => (/* binding */ localKeyNote),
/* harmony export */   Sl: () => (/* binding */ codexGateway),
/* harmony export */   cI: () => (/* binding */ namedKeyVariables),
/* harmony export */   dK: () => (/* binding */ modelKeysIn),
/* harmony export */   dO: () => (/* binding */ BASE_URL_VARS),
/* harmony export */   du: () => (/* binding */ MODEL_KEY_NAMES),
/* harmony export */   iE: () => (/* binding */ withoutModelKeys),
/* harmony export */   xN: () => (/* binding */ codexGatewayRoute)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2807);
// The model keys and where they go (docs/ARCHITECTURE.md#trust): which environment variables hold
// a model API key, which API each belongs to and in which header that API takes it, and where
// each API is (its public address, or the gateway a *_BASE_URL names). The keys never reach the
// agent: Ralph's key proxy (adapters/key-proxy.ts) adds them to the agent's requests.

/** The variables that hold a model key, never given to an agent, a `setup` line or a gate. */
const MODEL_KEY_NAMES = [
    'ANTHROPIC_API_KEY',
    'ANTHROPIC_AUTH_TOKEN',
    'OPENAI_API_KEY',
    'CODEX_API_KEY',
    'GEMINI_API_KEY',
    'GOOGLE_API_KEY',
];
/** What the agent's CLI is given in place of a key, where it insists on one. */
const PLACEHOLDER_KEY = 'ralph-key-proxy-placeholder';
const APIS = [
    {
        api: 'anthropic',
        baseUrlVar: 'ANTHROPIC_BASE_URL',
        defaultUrl: 'https://api.anthropic.com',
        keys: [
            { name: 'ANTHROPIC_API_KEY', header: 'x-api-key' },
            { name: 'ANTHROPIC_AUTH_TOKEN', header: 'authorization' },
        ],
        all: true,
    },
    {
        api: 'openai',
        baseUrlVar: 'OPENAI_BASE_URL',
        defaultUrl: 'https://api.openai.com/v1',
        // `codex exec` prefers CODEX_API_KEY.
        keys: [
            { name: 'CODEX_API_KEY', header: 'authorization' },
            { name: 'OPENAI_API_KEY', header: 'authorization' },
        ],
        all: false,
    },
    {
        api: 'gemini',
        baseUrlVar: 'GOOGLE_GEMINI_BASE_URL',
        defaultUrl: 'https://generativelanguage.googleapis.com',
        // Gemini CLI prefers GEMINI_API_KEY.
        keys: [
            { name: 'GEMINI_API_KEY', header: 'x-goog-api-key' },
            { name: 'GOOGLE_API_KEY', header: 'x-goog-api-key' },
        ],
        all: false,
    },
];
/** The variable that points each API's clients at a base URL (the agent's get the proxy's). */
const BASE_URL_VARS = {
    anthropic: 'ANTHROPIC_BASE_URL',
    openai: 'OPENAI_BASE_URL',
    gemini: 'GOOGLE_GEMINI_BASE_URL',
};
/**
 * The key proxy's routes: one for each API whose key is set in `keys` (Ralph's environment),
 * forwarding to the base URL `urls` names for it (the agent's environment with the plan's
 * `agent.env`, where a gateway is set), else to the public API. Throws a message naming the
 * variable when a base URL is not an http(s) URL.
 */
function modelKeyRoutes(keys, urls) {
    const routes = [];
    for (const spec of APIS) {
        const set = spec.keys.filter((k) => keys[k.name]);
        const used = spec.all ? set : set.slice(0, 1);
        if (used.length === 0)
            continue;
        const given = urls[spec.baseUrlVar] || keys[spec.baseUrlVar];
        const upstream = given || spec.defaultUrl;
        const problem = upstreamProblem(upstream);
        if (problem)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`${spec.baseUrlVar}=${JSON.stringify(upstream)}: ${problem}`, {
                code: 'model-key',
            });
        const headers = {};
        for (const k of used) {
            const value = keys[k.name];
            headers[k.header] = k.header === 'authorization' ? `Bearer ${value}` : value;
        }
        routes.push({
            api: spec.api,
            upstream: upstream.replace(/\/+$/, ''),
            upstreamFrom: given ? spec.baseUrlVar : 'default',
            headers,
            keyNames: used.map((k) => k.name),
        });
    }
    return routes;
}
function upstreamProblem(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return 'not a URL: give the API or gateway address, such as https://api.anthropic.com';
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        return 'use an http:// or https:// URL';
    if (parsed.username || parsed.password)
        return 'a URL with credentials in it: give the key in its own variable';
    if (parsed.search || parsed.hash)
        return 'a base URL takes no query or fragment';
    return undefined;
}
/** The model keys set in `env` (for the person's own interactive session, locally). */
function modelKeysIn(env) {
    const out = {};
    for (const name of MODEL_KEY_NAMES)
        if (env[name])
            out[name] = env[name];
    return out;
}
/** `env` without any model key (MODEL_KEY_NAMES and `extra`). */
function withoutModelKeys(env, extra = []) {
    const drop = new Set([...MODEL_KEY_NAMES, ...extra]);
    const out = {};
    for (const [k, v] of Object.entries(env))
        if (!drop.has(k))
            out[k] = v;
    return out;
}
/**
 * What `ralph build` says before it starts: where the model key is, and what is and is not
 * enforced when the agent runs on this machine, as the person running Ralph.
 */
function localKeyNote(routes) {
    const names = routes.flatMap((r) => r.keyNames);
    const key = names.length > 0
        ? `Model key: ${names.join(', ')} stay${names.length === 1 ? 's' : ''} in Ralph's process; the agent gets a placeholder and reaches the model through Ralph's key proxy on 127.0.0.1 (${routes.map((r) => `${r.api} to ${r.upstream}`).join(', ')}).`
        : `Model key: none in Ralph's environment (${MODEL_KEY_NAMES.join(', ')}); the agent's CLI uses its own login.`;
    return [
        key,
        "Not enforced on this machine: the agent runs as you, with your files, your network and your processes, so it could still read a key from Ralph's environment in /proc or from wherever you keep one. The agent user, the sandbox and its network apply in CI only.",
    ].join('\n');
}
/** The value of a `-c key=value` override, read as Codex does: TOML, else the bare text. */
function overrideValue(raw) {
    const v = raw.trim();
    if (/^"(?:[^"\\]|\\.)*"$/.test(v)) {
        try {
            return JSON.parse(v);
        }
        catch {
            return v.slice(1, -1);
        }
    }
    if (/^'[^']*'$/.test(v))
        return v.slice(1, -1);
    return v;
}
/** The `-c` overrides in `args` (`-c k=v`, `--config k=v`, `-ck=v`, `--config=k=v`), last one wins. */
function overrides(args) {
    const out = new Map();
    for (let i = 0; i < args.length; i++) {
        const a = args[i];
        let kv;
        if (a === '-c' || a === '--config')
            kv = args[++i];
        else if (a.startsWith('--config='))
            kv = a.slice('--config='.length);
        else if (a.startsWith('-c') && a.length > 2)
            kv = a.slice(2);
        if (!kv)
            continue;
        const eq = kv.indexOf('=');
        if (eq > 0)
            out.set(kv.slice(0, eq).trim(), overrideValue(kv.slice(eq + 1)));
    }
    return out;
}
/** The gateway provider the plan's Codex options select, when they define one. */
function codexGateway(args) {
    const o = overrides(args);
    const id = o.get('model_provider');
    if (!id)
        return undefined;
    const baseUrl = o.get(`model_providers.${id}.base_url`);
    const envKey = o.get(`model_providers.${id}.env_key`);
    if (!baseUrl && !envKey)
        return undefined;
    return { id, ...(baseUrl ? { baseUrl } : {}), ...(envKey ? { envKey } : {}) };
}
/**
 * The key variables the plan's agent settings name beyond MODEL_KEY_NAMES: a Codex gateway's
 * `env_key`. (An OpenCode provider's `{env:NAME}` is not among them: Ralph cannot yet take
 * such a provider through its proxy, and without the key it would not run.)
 */
function namedKeyVariables(agent) {
    const gateway = codexGateway(agent?.args ?? []);
    return gateway?.envKey ? [gateway.envKey] : [];
}
/**
 * The route for a Codex gateway the plan defines: its base URL (else OpenAI's), its key from
 * `keys[env_key]`. Undefined when that key is not set (Codex then fails on its own words).
 */
function codexGatewayRoute(gateway, keys) {
    const key = gateway.envKey ? keys[gateway.envKey] : (keys.CODEX_API_KEY ?? keys.OPENAI_API_KEY);
    if (!key)
        return undefined;
    const upstream = gateway.baseUrl ?? 'https://api.openai.com/v1';
    const from = `model_providers.${gateway.id}.base_url`;
    const problem = upstreamProblem(upstream);
    if (problem)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`agent.args ${from}=${JSON.stringify(upstream)}: ${problem}`, { code: 'model-key' });
    return {
        api: 'openai',
        upstream: upstream.replace(/\/+$/, ''),
        upstreamFrom: gateway.baseUrl ? from : 'default',
        headers: { authorization: `Bearer ${key}` },
        keyNames: [gateway.envKey ?? (keys.CODEX_API_KEY ? 'CODEX_API_KEY' : 'OPENAI_API_KEY')],
    };
}


/***/ }),

/***/ 3188:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ agentEnv)
/* harmony export */ });
/* harmony import */ var _core_model_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6780);
// What an agent and the gates may see of Ralph's environment (docs/ARCHITECTURE.md#trust: the agent is
// untrusted code; no GitHub or runner credential reaches it, and no model key: Ralph's key proxy
// adds that to the agent's model requests, adapters/key-proxy.ts).

const MODEL_KEYS = new Set(_core_model_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .MODEL_KEY_NAMES */ .du);
/**
 * The environment of the agent and the gates: everything but credentials for GitHub and the
 * runner, the model keys (MODEL_KEY_NAMES) and the runner's command files, plus RALPH_SPEC_ID, RALPH_TASK_ID and RALPH_ATTEMPT for scripts that want them.
 */
function agentEnv(env, task) {
    const out = {};
    for (const [k, v] of Object.entries(env)) {
        if (/^(INPUT_|ACTIONS_)/.test(k))
            continue;
        if (/^(GITHUB_TOKEN|GH_TOKEN|GH_ENTERPRISE_TOKEN|GITHUB_ENTERPRISE_TOKEN)$/.test(k))
            continue;
        if (MODEL_KEYS.has(k))
            continue;
        // The runner's command files: writing them would set outputs, env or PATH of later steps.
        if (/^GITHUB_(ENV|PATH|OUTPUT|STATE|STEP_SUMMARY)$/.test(k))
            continue;
        out[k] = v;
    }
    if (task) {
        out.RALPH_SPEC_ID = task.spec;
        out.RALPH_TASK_ID = task.task;
        out.RALPH_ATTEMPT = String(task.attempt);
    }
    return out;
}


/***/ })

};
