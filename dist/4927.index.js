export const id = 4927;
export const ids = [4927];
export const modules = {

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
/* harmony export */   H_: () => (/* binding */ opencodeKeyProviders),
/* harmony export */   Kn: () => (/* binding */ PLACEHOLDER_KEY),
/* harmony export */   L4: () => (/* binding */ localKeyNote),
/* harmony export */   Sl: () => (/* binding */ codexGateway),
/* harmony export */   cI: () => (/* binding */ namedKeyVariables),
/* harmony export */   dK: () => (/* binding */ modelKeysIn),
/* harmony export */   dO: () => (/* binding */ BASE_URL_VARS),
/* harmony export */   du: () => (/* binding */ MODEL_KEY_NAMES),
/* harmony export */   iE: () => (/* binding */ withoutModelKeys),
/* harmony export */   qt: () => (/* binding */ opencodeProviderRoute),
/* harmony export */   xN: () => (/* binding */ codexGatewayRoute)
/* harmony export */ });
/* unused harmony export upstreamProblem */
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9547);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2807);
// The model keys and where they go (docs/ARCHITECTURE.md#trust): which environment variables hold
// a model API key, which API each belongs to and in which header that API takes it, and where
// each API is (its public address, or the gateway a *_BASE_URL names). The keys never reach the
// agent: Ralph's key proxy (adapters/key-proxy.ts) adds them to the agent's requests. Beyond the
// known names, a key is what the plan's agent settings or OpenCode's configuration name: a Codex
// gateway's `env_key`, an OpenCode provider's `{env:NAME}` (its files are read by
// adapters/agents/opencode-config.ts; which providers and where their keys go is decided here).


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
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RalphError */ .A4(`${spec.baseUrlVar}=${JSON.stringify(upstream)}: ${problem}`, {
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
function localKeyNote(all) {
    // A route that refuses holds no key.
    const routes = all.filter((r) => !r.refusal);
    const names = routes.flatMap((r) => r.keyNames);
    const key = names.length > 0
        ? `Model key: ${names.join(', ')} stay${names.length === 1 ? 's' : ''} in Ralph's process; the agent gets a placeholder and reaches the model through Ralph's key proxy on 127.0.0.1 (${routes.map((r) => `${r.provider ? `OpenCode provider ${r.provider}` : r.api} to ${r.upstream}`).join(', ')}).`
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
 * `env_key`, and each `{env:NAME}` in the `apiKey` of an OpenCode provider (opencodeKeyProviders).
 */
function namedKeyVariables(agent, opencode = []) {
    const gateway = codexGateway(agent?.args ?? []);
    const names = new Set(gateway?.envKey ? [gateway.envKey] : []);
    for (const p of opencode)
        for (const name of envNames(p.apiKey))
            names.add(name);
    return [...names];
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RalphError */ .A4(`agent.args ${from}=${JSON.stringify(upstream)}: ${problem}`, { code: 'model-key' });
    return {
        api: 'openai',
        upstream: upstream.replace(/\/+$/, ''),
        upstreamFrom: gateway.baseUrl ? from : 'default',
        headers: { authorization: `Bearer ${key}` },
        keyNames: [gateway.envKey ?? (keys.CODEX_API_KEY ? 'CODEX_API_KEY' : 'OPENAI_API_KEY')],
    };
}
/** `{env:NAME}` as OpenCode substitutes it (config/variable.ts: `/\{env:([^}]+)\}/g`). */
const ENV_REF = /\{env:([^}]+)\}/g;
function envNames(text) {
    return [...text.matchAll(ENV_REF)].map((m) => m[1]);
}
/**
 * How each AI SDK package OpenCode loads sends its key, and where it sends requests when the
 * provider sets no baseURL (each package's own default). `api` picks the shape of the proxy's
 * own errors.
 */
const OPENCODE_SDKS = {
    '@ai-sdk/openai-compatible': { api: 'openai', header: 'authorization' },
    // These two read their base URL from the environment first, as the official SDKs do.
    '@ai-sdk/openai': {
        api: 'openai',
        header: 'authorization',
        url: 'https://api.openai.com/v1',
        urlVar: 'OPENAI_BASE_URL',
    },
    '@ai-sdk/anthropic': {
        api: 'anthropic',
        header: 'x-api-key',
        url: 'https://api.anthropic.com/v1',
        urlVar: 'ANTHROPIC_BASE_URL',
    },
    '@ai-sdk/google': {
        api: 'gemini',
        header: 'x-goog-api-key',
        url: 'https://generativelanguage.googleapis.com/v1beta',
    },
    '@ai-sdk/mistral': { api: 'openai', header: 'authorization', url: 'https://api.mistral.ai/v1' },
    '@ai-sdk/groq': { api: 'openai', header: 'authorization', url: 'https://api.groq.com/openai/v1' },
    '@ai-sdk/xai': { api: 'openai', header: 'authorization', url: 'https://api.x.ai/v1' },
    '@openrouter/ai-sdk-provider': {
        api: 'openai',
        header: 'authorization',
        url: 'https://openrouter.ai/api/v1',
    },
};
/** The package of OpenCode's built-in providers Ralph routes, for a configuration that names none. */
const OPENCODE_BUILT_IN_NPM = {
    anthropic: '@ai-sdk/anthropic',
    openai: '@ai-sdk/openai',
    google: '@ai-sdk/google',
};
const str = (v) => (typeof v === 'string' ? v : undefined);
const record = (v) => v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
/**
 * The OpenCode providers whose key is a variable (`"apiKey": "{env:NAME}"`), merged over
 * `sources` as OpenCode merges them (each field from the last source that sets it). `env` is the
 * agent's environment, for `{env:NAME}` in a baseURL. Throws a message naming the source when
 * one is not JSON with comments.
 */
function opencodeKeyProviders(sources, env) {
    const merged = new Map();
    for (const source of sources) {
        const errors = [];
        const config = record((0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.parse)(source.text, errors, { allowTrailingComma: true }));
        if (errors.length > 0 || !config)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RalphError */ .A4(`${source.name} is not a JSON object (with comments), so Ralph cannot tell which model keys OpenCode reads from it: fix it (OpenCode would not start either)`, { code: 'model-key' });
        for (const [id, raw] of Object.entries(record(config.provider) ?? {})) {
            const provider = record(raw);
            if (!provider)
                continue;
            const options = record(provider.options);
            const out = merged.get(id) ?? {};
            merged.set(id, out);
            const npm = str(provider.npm);
            if (npm)
                out.npm = npm;
            const api = str(provider.api);
            if (api)
                Object.assign(out, { api, apiFrom: `${source.name} provider.${id}.api` });
            const baseUrl = str(options?.baseURL);
            if (baseUrl)
                Object.assign(out, { baseUrl, baseUrlFrom: `${source.name} provider.${id}.options.baseURL` });
            const apiKey = str(options?.apiKey);
            if (apiKey !== undefined)
                Object.assign(out, { apiKey, keyFrom: `${source.name} provider.${id}.options.apiKey` });
        }
    }
    const fill = (text) => text.replace(ENV_REF, (_, name) => env[name] ?? '');
    const out = [];
    for (const [id, p] of merged) {
        if (!p.apiKey || envNames(p.apiKey).length === 0)
            continue;
        const url = p.baseUrl ?? p.api;
        // OpenCode's own provider reading its own model key: the built-in route serves it, gateway included.
        const modelKeysOnly = envNames(p.apiKey).every((n) => MODEL_KEY_NAMES.includes(n));
        if (!url && !p.npm && OPENCODE_BUILT_IN_NPM[id] && modelKeysOnly)
            continue;
        out.push({
            id,
            npm: p.npm ?? OPENCODE_BUILT_IN_NPM[id] ?? '@ai-sdk/openai-compatible',
            ...(url ? { baseUrl: fill(url), baseUrlFrom: p.baseUrl ? p.baseUrlFrom : p.apiFrom } : {}),
            apiKey: p.apiKey,
            keyFrom: p.keyFrom,
        });
    }
    return out;
}
/**
 * The key proxy's route for an OpenCode provider whose key is a variable: to its baseURL, else to
 * where its package goes without one (the base-URL variable it reads in `urls`, the agent's
 * environment, as the built-in routes do; else its public address), with the key from `keys` in
 * the header its package sends. `keys` is the agent's environment before its keys are taken out,
 * with the model keys: never a credential Ralph keeps from the agent. When a variable it reads is
 * not there, the route refuses, saying which.
 */
function opencodeProviderRoute(p, keys, urls = {}) {
    const sdk = OPENCODE_SDKS[p.npm];
    if (!sdk)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RalphError */ .A4(`${p.keyFrom}: Ralph keeps ${envNames(p.apiKey).join(', ')} from the agent and adds the key in its key proxy, but does not know how ${p.npm} (provider.${p.id}.npm) sends a key: use one of ${Object.keys(OPENCODE_SDKS).join(', ')} (an OpenAI-compatible gateway takes @ai-sdk/openai-compatible)`, { code: 'model-key' });
    const fromVar = !p.baseUrl && sdk.urlVar ? urls[sdk.urlVar] : undefined;
    // @ai-sdk/anthropic adds /v1 to the bare public address only.
    const varUrl = fromVar?.replace(/\/+$/, '') === 'https://api.anthropic.com' ? sdk.url : fromVar;
    const upstream = p.baseUrl ?? varUrl ?? sdk.url;
    if (!upstream)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RalphError */ .A4(`${p.keyFrom}: provider.${p.id} (${p.npm}) has no options.baseURL, so Ralph's key proxy has nowhere to send its requests: set provider.${p.id}.options.baseURL to the gateway's address, such as https://llm-gateway.example.com/v1`, { code: 'model-key' });
    const from = p.baseUrlFrom ?? (fromVar ? sdk.urlVar : `${p.npm}'s default`);
    const problem = upstreamProblem(upstream);
    if (problem)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RalphError */ .A4(`${from}=${JSON.stringify(upstream)}: ${problem}`, { code: 'model-key' });
    const names = envNames(p.apiKey);
    const unset = names.filter((n) => !keys[n]);
    const key = p.apiKey.replace(ENV_REF, (_, name) => keys[name] ?? '');
    // A model key goes to its API, or to the gateway the plan names: never to an address from the
    // work tree's files, which an agent may have written.
    const model = p.baseUrl ? names.filter((n) => MODEL_KEY_NAMES.includes(n)) : [];
    const refusal = model.length > 0
        ? `Ralph's key proxy sends no model key to an address from OpenCode's configuration: provider ${p.id} reads ${model.join(' and ')} (${p.keyFrom}) and sends it to ${p.baseUrlFrom}; give the provider a variable of its own ({env:MY_GATEWAY_KEY}), or use OpenCode's own ${Object.keys(OPENCODE_BUILT_IN_NPM).join(', ')} provider with the gateway in the plan's agent.env (${Object.values(BASE_URL_VARS).join(', ')})`
        : unset.length > 0
            ? `Ralph's key proxy has no key for OpenCode provider ${p.id}: ${unset.join(' and ')} (${p.keyFrom}) ${unset.length === 1 ? 'is' : 'are'} not set in the agent step's environment (a credential Ralph keeps from the agent, such as GITHUB_TOKEN, is never one); set ${unset.length === 1 ? 'it' : 'them'} there (env: ${unset.map((n) => `${n}: \${{ secrets.${n} }}`).join(', ')})`
            : undefined;
    return {
        api: sdk.api,
        upstream: upstream.replace(/\/+$/, ''),
        upstreamFrom: from,
        headers: refusal ? {} : { [sdk.header]: sdk.header === 'authorization' ? `Bearer ${key}` : key },
        keyNames: names,
        path: `opencode-${encodeURIComponent(p.id)}`,
        provider: p.id,
        ...(refusal ? { refusal } : {}),
    };
}


/***/ })

};
