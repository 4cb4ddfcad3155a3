export const id = 4638;
export const ids = [4638];
export const modules = {

/***/ 4867:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Yg: () => (/* binding */ gatewayThroughProxy),
/* harmony export */   yw: () => (/* binding */ codex)
/* harmony export */ });
/* unused harmony exports PROXY_PROVIDER, PROXY_KEY_VAR */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2807);
/* harmony import */ var _core_model_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6780);
/* harmony import */ var _mcp_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1120);
/* harmony import */ var _signals_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1489);
// Codex: `codex -a never exec --json ... -` reads the prompt from stdin and prints JSONL
// events. It has no turn limit (no flag, no config key: codex-cli 0.169.0), and without a
// working backend it keeps reconnecting instead of failing, so the runner's timeout is the only
// guard. MCP servers go in as `-c mcp_servers.<name>.<key>=<TOML value>` overrides; codex
// speaks stdio and streamable HTTP to them, not SSE (its McpServerTransportConfig), and refuses
// keys it does not know, `type` among them.




const codex = {
    name: 'codex',
    supports: { maxTurns: false, mcp: ['stdio', 'http'] },
    cli: { file: 'codex', install: 'npm install -g @openai/codex' },
    command({ prompt, limits, modelProxy }) {
        const args = ['-a', 'never', 'exec', '--json', '--sandbox', 'workspace-write'];
        if (limits.model)
            args.push('-m', limits.model);
        if (limits.mcpConfigPath)
            args.push(...mcpOverrides(limits.mcpConfigPath));
        const env = {};
        if (modelProxy?.openai) {
            args.push(...proxyProvider(modelProxy.openai));
            env[PROXY_KEY_VAR] = _core_model_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .PLACEHOLDER_KEY */ .Kn;
        }
        args.push('--skip-git-repo-check', '-');
        return { file: 'codex', args, stdin: prompt, env };
    },
    createParser: () => new CodexParser(),
};
/** The model provider that points Codex at Ralph's key proxy. */
const PROXY_PROVIDER = 'ralph-key-proxy';
/** The variable Codex reads the provider's key from: it holds a placeholder. */
const PROXY_KEY_VAR = 'RALPH_KEY_PROXY_KEY';
/**
 * A gateway provider the plan defines (`-c model_providers.ID...` in agent.args), pointed at
 * Ralph's key proxy instead: given after the plan's options, so they have the last word. The
 * proxy forwards to the gateway's base_url with the key from its env_key.
 */
function gatewayThroughProxy(id, proxyUrl) {
    const key = `model_providers.${id}`;
    return {
        args: [
            ['base_url', proxyUrl],
            ['env_key', PROXY_KEY_VAR],
        ].flatMap(([k, v]) => ['-c', `${key}.${k}=${JSON.stringify(v)}`]),
        env: { [PROXY_KEY_VAR]: _core_model_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .PLACEHOLDER_KEY */ .Kn },
    };
}
/**
 * Codex ignores OPENAI_BASE_URL: a base URL takes a model provider of its own, here given as
 * `-c` overrides (TOML values) speaking the Responses API, its key in PROXY_KEY_VAR.
 */
function proxyProvider(baseUrl) {
    const key = `model_providers.${PROXY_PROVIDER}`;
    return [
        ['model_provider', PROXY_PROVIDER],
        [`${key}.name`, "Ralph's key proxy"],
        [`${key}.base_url`, baseUrl],
        [`${key}.env_key`, PROXY_KEY_VAR],
        [`${key}.wire_api`, 'responses'],
    ].flatMap(([k, v]) => ['-c', `${k}=${JSON.stringify(v)}`]);
}
function mcpOverrides(path) {
    const args = [];
    // JSON strings and arrays of strings are valid TOML; an inline table needs `key = value`.
    const toml = (v) => JSON.stringify(v);
    for (const [name, s] of Object.entries((0,_mcp_js__WEBPACK_IMPORTED_MODULE_2__/* .readMcpServers */ .L)(path))) {
        // Left out, and said before the run (limitWarnings).
        if (!codex.supports.mcp.includes((0,_mcp_js__WEBPACK_IMPORTED_MODULE_2__/* .transportOf */ .J)(s)))
            continue;
        // Codex splits the override's key on dots and takes no quoting.
        if (!/^[A-Za-z0-9_-]+$/.test(name)) {
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`${path}: MCP server name "${name}" cannot be passed to codex: use letters, digits, _ and -`);
        }
        const key = `mcp_servers.${name}`;
        if (s.url)
            args.push('-c', `${key}.url=${toml(s.url)}`);
        if (s.command)
            args.push('-c', `${key}.command=${toml(s.command)}`);
        if (s.args)
            args.push('-c', `${key}.args=${toml(s.args)}`);
        if (s.env) {
            const pairs = Object.entries(s.env).map(([k, v]) => `${JSON.stringify(k)}=${JSON.stringify(v)}`);
            args.push('-c', `${key}.env={${pairs.join(',')}}`);
        }
    }
    return args;
}
class CodexParser {
    out = {};
    marker;
    line(text) {
        const ev = (0,_signals_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonLine */ .rF)(text);
        if (!ev)
            return;
        const o = this.out;
        switch (ev.type) {
            case 'thread.started':
                o.sessionId = (0,_signals_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(ev.thread_id) ?? o.sessionId;
                break;
            case 'item.completed': {
                const item = (0,_signals_js__WEBPACK_IMPORTED_MODULE_3__/* .obj */ .WL)(ev.item);
                const t = (0,_signals_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(item?.text);
                if (item?.type === 'agent_message' && t !== undefined) {
                    o.finalText = (0,_signals_js__WEBPACK_IMPORTED_MODULE_3__/* .keepEnd */ .zf)(t);
                    this.marker = (0,_signals_js__WEBPACK_IMPORTED_MODULE_3__/* .findMarker */ .Ed)(t) ?? this.marker;
                }
                break;
            }
            case 'turn.completed': {
                const usage = (0,_signals_js__WEBPACK_IMPORTED_MODULE_3__/* .obj */ .WL)(ev.usage);
                // input_tokens already counts the cached ones.
                o.inputTokens = (0,_signals_js__WEBPACK_IMPORTED_MODULE_3__/* .add */ .WQ)(o.inputTokens, (0,_signals_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(usage?.input_tokens));
                o.outputTokens = (0,_signals_js__WEBPACK_IMPORTED_MODULE_3__/* .add */ .WQ)(o.outputTokens, (0,_signals_js__WEBPACK_IMPORTED_MODULE_3__/* .num */ .bu)(usage?.output_tokens));
                // Errors before a completed turn (reconnects, retries) were overcome.
                o.errorText = undefined;
                o.rateLimited = undefined;
                break;
            }
            case 'turn.failed':
            case 'error': {
                const message = (0,_signals_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)((0,_signals_js__WEBPACK_IMPORTED_MODULE_3__/* .obj */ .WL)(ev.error)?.message) ?? (0,_signals_js__WEBPACK_IMPORTED_MODULE_3__/* .str */ .gx)(ev.message);
                if (message === undefined)
                    break;
                o.errorText = message;
                if ((0,_signals_js__WEBPACK_IMPORTED_MODULE_3__/* .rateLimitMessage */ .zt)(message))
                    o.rateLimited = message;
                break;
            }
        }
    }
    finish() {
        return { ...this.out, marker: this.marker };
    }
}


/***/ }),

/***/ 1192:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  og: () => (/* reexport */ checkAgentInstalled),
  sO: () => (/* binding */ getProvider),
  fT: () => (/* reexport */ limitWarnings),
  JN: () => (/* reexport */ runner/* runAgent */.JN)
});

// UNUSED EXPORTS: AgentNotInstalledError, PROVIDERS, findMarker

// EXTERNAL MODULE: ./build/core/closest-key.js
var closest_key = __webpack_require__(2167);
// EXTERNAL MODULE: ./build/core/errors.js
var core_errors = __webpack_require__(2807);
// EXTERNAL MODULE: ./build/core/model-keys.js
var model_keys = __webpack_require__(6780);
// EXTERNAL MODULE: ./build/adapters/agents/signals.js
var signals = __webpack_require__(1489);
;// CONCATENATED MODULE: ./build/adapters/agents/claude.js
// Claude Code: `claude -p` with the prompt on stdin and `--output-format stream-json`
// (which needs `--verbose`). Permissions are bypassed because CI has nobody to ask; as root
// that needs IS_SANDBOX=1. Errors exit 1 and still print a final `result` event.


const claude = {
    name: 'claude',
    supports: { maxTurns: true, mcp: ['stdio', 'http', 'sse'] },
    cli: { file: 'claude', install: 'npm install -g @anthropic-ai/claude-code' },
    command({ prompt, limits, modelProxy }) {
        const args = [
            '-p',
            '--output-format',
            'stream-json',
            '--verbose',
            '--max-turns',
            String(limits.maxTurns),
        ];
        if (limits.model)
            args.push('--model', limits.model);
        // The task's cost budget: the CLI stops itself (result subtype error_max_budget_usd).
        if (limits.maxCostUsd !== undefined)
            args.push('--max-budget-usd', String(limits.maxCostUsd));
        if (limits.mcpConfigPath)
            args.push('--mcp-config', limits.mcpConfigPath, '--strict-mcp-config');
        args.push('--permission-mode', 'bypassPermissions');
        const env = { IS_SANDBOX: '1' };
        // Through Ralph's key proxy: Claude Code needs some key to start, and the proxy replaces it.
        if (modelProxy?.anthropic)
            Object.assign(env, { ANTHROPIC_BASE_URL: modelProxy.anthropic, ANTHROPIC_API_KEY: model_keys/* PLACEHOLDER_KEY */.Kn });
        return { file: 'claude', args, stdin: prompt, env };
    },
    createParser: () => new ClaudeParser(),
};
class ClaudeParser {
    out = {};
    marker;
    lastText;
    line(text) {
        const ev = (0,signals/* jsonLine */.rF)(text);
        if (!ev)
            return;
        const o = this.out;
        if (ev.type === 'system' && ev.subtype === 'init')
            o.sessionId = (0,signals/* str */.gx)(ev.session_id) ?? o.sessionId;
        // Messages of subagents (parent_tool_use_id set) are not the agent's own word.
        if (ev.type === 'assistant' && ev.parent_tool_use_id == null) {
            const message = (0,signals/* obj */.WL)(ev.message);
            const content = Array.isArray(message?.content) ? message.content : [];
            for (const block of content) {
                const b = (0,signals/* obj */.WL)(block);
                const t = (0,signals/* str */.gx)(b?.text);
                if (b?.type !== 'text' || t === undefined)
                    continue;
                this.lastText = (0,signals/* keepEnd */.zf)(t);
                this.marker = (0,signals/* findMarker */.Ed)(t) ?? this.marker;
            }
            // A synthetic message carries the API error: "rate_limit", "authentication_failed", ...
            if (ev.error === 'rate_limit')
                o.rateLimited = this.lastText ?? 'rate limited';
        }
        if (ev.type === 'result')
            this.result(ev);
    }
    result(ev) {
        const o = this.out;
        o.sessionId = (0,signals/* str */.gx)(ev.session_id) ?? o.sessionId;
        o.turns = (0,signals/* num */.bu)(ev.num_turns) ?? o.turns;
        o.costUsd = (0,signals/* num */.bu)(ev.total_cost_usd) ?? o.costUsd;
        const usage = (0,signals/* obj */.WL)(ev.usage);
        if (usage) {
            const input = (0,signals/* add */.WQ)((0,signals/* add */.WQ)((0,signals/* num */.bu)(usage.input_tokens), (0,signals/* num */.bu)(usage.cache_read_input_tokens)), (0,signals/* num */.bu)(usage.cache_creation_input_tokens));
            o.inputTokens = input;
            o.outputTokens = (0,signals/* num */.bu)(usage.output_tokens);
        }
        const result = (0,signals/* str */.gx)(ev.result);
        if (result !== undefined) {
            o.finalText = (0,signals/* keepEnd */.zf)(result);
            this.marker = (0,signals/* findMarker */.Ed)(result) ?? this.marker;
        }
        if (ev.is_error === true) {
            const errors = Array.isArray(ev.errors) ? ev.errors.map(String) : [];
            const message = result ?? (errors.join('; ') || String(ev.subtype ?? 'error'));
            o.errorText = message;
            if (ev.api_error_status === 429 || (0,signals/* rateLimitMessage */.zt)(message))
                o.rateLimited = message;
            if (ev.subtype === 'error_max_budget_usd')
                o.budgetSpent = `Claude Code stopped: the task's cost budget (--max-budget-usd) is spent${o.costUsd !== undefined ? `; this attempt cost $${o.costUsd}` : ''}`;
        }
    }
    finish() {
        return { ...this.out, marker: this.marker, finalText: this.out.finalText ?? this.lastText };
    }
}

// EXTERNAL MODULE: ./build/adapters/agents/codex.js
var codex = __webpack_require__(4867);
// EXTERNAL MODULE: ./build/adapters/agents/mcp.js
var mcp = __webpack_require__(1120);
// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(9547);
;// CONCATENATED MODULE: ./build/adapters/agents/settings.js
// Adding Ralph's keys to a user's settings, which the CLIs read as JSON with comments (opencode's
// OPENCODE_CONFIG_CONTENT, Gemini's settings.json): every key of the user's stays, comments too.


/** `text` (empty: `{}`) with each value set at its path; throws when it is not a JSON object. */
function withSettings(text, values, source) {
    let out = text?.trim() ? text : '{}';
    const errors = [];
    const parsed = (0,main.parse)(out, errors, { allowTrailingComma: true });
    if (errors.length > 0 || !parsed || typeof parsed !== 'object' || Array.isArray(parsed))
        throw new core_errors/* RalphError */.A4(`${source} is not a JSON object, so Ralph cannot add the task's settings to it: fix it`);
    for (const [path, value] of values)
        out = (0,main.applyEdits)(out, (0,main.modify)(out, path, value, { formattingOptions: { insertSpaces: true, tabSize: 2 } }));
    return out;
}

;// CONCATENATED MODULE: ./build/adapters/agents/opencode.js
// OpenCode: `opencode run --format json` appends piped stdin to the message, so the prompt
// goes on stdin (no argument-length limit). `--auto` approves permission requests, which it
// otherwise rejects when nobody can answer. Events: `text`, `tool_use`, `step_start`,
// `step_finish` (tokens, cost), `error`, each with `sessionID`.
//
// `--print-logs` sends its log to stderr, kept out of the parsed stream and read for two things
// its events do not say (opencode-ai 1.18.33):
// - It waits out a 429's `retry-after` in silence, however long, up to 5 times: its only sign is
//   the log's `message="stream error"` line with the provider's words (`error.error=
//   "AI_APICallError: Rate limit reached for requests"`). Such a run is rate limited, not hung.
// - Its `error` event for a failure it did not foresee says only "Unexpected server error.
//   Check server logs for details." with a `ref`; the log's `message=failed ref=<that ref>
//   error="..."` line has the cause (`ProviderModelNotFoundError: Model not found: m1/.` for an
//   unknown or unprefixed `-m`).
//
// MCP servers go in through OPENCODE_CONFIG_CONTENT, added to the user's own value of it (often
// the provider configuration, in CI) rather than replacing it. opencode merges that variable
// over its config files (global, OPENCODE_CONFIG, the project's opencode.json), so their keys
// stay too. It has no turn limit: its `agent.<name>.steps` is advice to the model.




const opencode = {
    name: 'opencode',
    supports: { maxTurns: false, mcp: ['stdio', 'http', 'sse'] },
    cli: { file: 'opencode', install: 'npm install -g opencode-ai' },
    command({ prompt, limits, env, modelProxy, opencodeProxy }) {
        const args = ['run', '--print-logs', '--format', 'json', '--auto'];
        if (limits.model)
            args.push('-m', limits.model);
        const extra = {};
        const settings = [];
        if (limits.mcpConfigPath)
            for (const [name, server] of Object.entries(mcpConfig(limits.mcpConfigPath)))
                settings.push([['mcp', name], server]);
        settings.push(...proxySettings(modelProxy, opencodeProxy));
        if (settings.length > 0)
            extra.OPENCODE_CONFIG_CONTENT = withSettings(env.OPENCODE_CONFIG_CONTENT, settings, 'OPENCODE_CONFIG_CONTENT');
        return { file: 'opencode', args, stdin: prompt, env: extra };
    },
    createParser: () => new OpencodeParser(),
};
/**
 * OpenCode's provider for each API, and what its AI SDK package expects after the host in its
 * baseURL (the proxy's openai route already ends where https://api.openai.com/v1 does).
 */
const OPENCODE_PROVIDERS = {
    anthropic: ['anthropic', '/v1'],
    openai: ['openai', ''],
    gemini: ['google', '/v1beta'],
};
/**
 * Through Ralph's key proxy: each built-in provider's baseURL as its AI SDK package takes it, then
 * each provider whose key is a variable (its own route, which may override a built-in one's), with
 * a placeholder key. Only these two options are set: the provider's others stay as configured.
 */
function proxySettings(modelProxy, opencodeProxy) {
    const out = [];
    const point = (provider, url) => out.push([['provider', provider, 'options', 'baseURL'], url], [['provider', provider, 'options', 'apiKey'], model_keys/* PLACEHOLDER_KEY */.Kn]);
    for (const [api, url] of Object.entries(modelProxy ?? {})) {
        const [provider, suffix] = OPENCODE_PROVIDERS[api];
        point(provider, url + suffix);
    }
    for (const [provider, url] of Object.entries(opencodeProxy ?? {}))
        point(provider, url);
    return out;
}
function mcpConfig(path) {
    const out = {};
    for (const [name, s] of Object.entries((0,mcp/* readMcpServers */.L)(path))) {
        // A remote server is tried over streamable HTTP, then SSE.
        out[name] = s.url
            ? { type: 'remote', url: s.url, enabled: true }
            : { type: 'local', command: [s.command, ...(s.args ?? [])], environment: s.env ?? {}, enabled: true };
    }
    return out;
}
/** The provider errors opencode retries as rate limits (its SessionRetry patterns). */
const RATE_LIMITED_ERROR = /\b429\b|rate increased too quickly|rate[ _-]?limit|too many requests|resource[ _-]?exhausted|usage limit|quota/i;
class OpencodeParser {
    out = {};
    marker;
    /** The last rate-limited model call of the log that no completed step followed. */
    waiting;
    /** The `ref` of an error event, and the causes the log gives by ref. */
    errorRef;
    causes = new Map();
    line(text) {
        const ev = (0,signals/* jsonLine */.rF)(text);
        if (!ev)
            return;
        const o = this.out;
        o.sessionId = (0,signals/* str */.gx)(ev.sessionID) ?? o.sessionId;
        const part = (0,signals/* obj */.WL)(ev.part);
        if (ev.type === 'text') {
            const t = (0,signals/* str */.gx)(part?.text);
            if (t === undefined)
                return;
            o.finalText = (0,signals/* keepEnd */.zf)(t);
            this.marker = (0,signals/* findMarker */.Ed)(t) ?? this.marker;
        }
        else if (ev.type === 'step_finish') {
            // One step is one model call; a retried one got through.
            this.waiting = undefined;
            o.turns = (o.turns ?? 0) + 1;
            const tokens = (0,signals/* obj */.WL)(part?.tokens);
            const cache = (0,signals/* obj */.WL)(tokens?.cache);
            o.inputTokens = (0,signals/* add */.WQ)(o.inputTokens, (0,signals/* add */.WQ)((0,signals/* add */.WQ)((0,signals/* num */.bu)(tokens?.input), (0,signals/* num */.bu)(cache?.read)), (0,signals/* num */.bu)(cache?.write)));
            o.outputTokens = (0,signals/* add */.WQ)(o.outputTokens, (0,signals/* add */.WQ)((0,signals/* num */.bu)(tokens?.output), (0,signals/* num */.bu)(tokens?.reasoning)));
            o.costUsd = (0,signals/* add */.WQ)(o.costUsd, (0,signals/* num */.bu)(part?.cost));
        }
        else if (ev.type === 'error') {
            const error = (0,signals/* obj */.WL)(ev.error);
            const data = (0,signals/* obj */.WL)(error?.data);
            const message = (0,signals/* str */.gx)(data?.message) ?? (0,signals/* str */.gx)(error?.name) ?? 'error';
            o.errorText = message;
            this.errorRef = (0,signals/* str */.gx)(data?.ref);
            if (data?.statusCode === 429 || (0,signals/* rateLimitMessage */.zt)(message))
                o.rateLimited = message;
        }
    }
    stderrLine(text) {
        if (!text.includes('level=ERROR'))
            return;
        const log = logfmt(text);
        if (log.message === 'stream error') {
            // The small model writes the session's title; its failures do not stop the run.
            const error = log['error.error'] ?? log.error;
            if (log.small !== 'true' && error && RATE_LIMITED_ERROR.test(error))
                this.waiting = `opencode is waiting out a rate limit: ${error}`;
        }
        else if (log.message === 'failed' && log.ref && log.error) {
            this.causes.set(log.ref, log.error);
        }
    }
    finish() {
        const o = this.out;
        const cause = this.errorRef ? this.causes.get(this.errorRef) : undefined;
        if (cause)
            o.errorText = cause.startsWith('ProviderModelNotFoundError')
                ? `${cause} (-m takes provider/model, as \`opencode models\` lists them)`
                : cause;
        if (this.waiting && !o.rateLimited)
            o.rateLimited = this.waiting;
        return { ...o, marker: this.marker };
    }
}
/** The `key=value` pairs of one log line; quoted values are JSON strings. */
function logfmt(line) {
    const out = {};
    for (const m of line.matchAll(/([\w.]+)=("(?:[^"\\]|\\.)*"|\S*)/g)) {
        const raw = m[2];
        let value = raw;
        if (raw.startsWith('"')) {
            try {
                value = JSON.parse(raw);
            }
            catch {
                value = raw.slice(1, -1);
            }
        }
        out[m[1]] = value;
    }
    return out;
}

;// CONCATENATED MODULE: ./build/adapters/agents/command.js
// Any command line as the agent: run by /bin/sh, the prompt on stdin and its path in
// RALPH_PROMPT_FILE. Its stdout is plain text; a marker counts when it is a line of its own.





const command = {
    name: 'command',
    supports: { maxTurns: false, mcp: [] },
    command({ prompt, promptFile, userCommand, env, modelProxy, opencodeProxy }) {
        if (!userCommand?.trim()) {
            throw new core_errors/* RalphError */.A4('the "command" provider needs a command line: set agent.command in the plan, --agent-command on the command line, or the `agent-command` input');
        }
        return {
            file: '/bin/sh',
            args: ['-c', userCommand],
            stdin: prompt,
            env: { RALPH_PROMPT_FILE: promptFile, ...proxyEnv(modelProxy), ...opencodeEnv(env, opencodeProxy) },
        };
    },
    createParser: () => new TextParser(),
};
/** The placeholder key variable each API's own SDK reads. */
const PLACEHOLDER_VARS = {
    anthropic: 'ANTHROPIC_API_KEY',
    openai: 'OPENAI_API_KEY',
    gemini: 'GEMINI_API_KEY',
};
/**
 * For a command line, each API's usual base-URL variable pointing at Ralph's key proxy, with a
 * placeholder key where the SDKs insist on one: a script on an official SDK works unchanged.
 */
function proxyEnv(modelProxy) {
    const env = {};
    for (const [api, url] of Object.entries(modelProxy ?? {})) {
        env[model_keys/* BASE_URL_VARS */.dO[api]] = url;
        env[PLACEHOLDER_VARS[api]] = model_keys/* PLACEHOLDER_KEY */.Kn;
    }
    return env;
}
/** A command line that runs OpenCode: its providers whose key is a variable, through the proxy. */
function opencodeEnv(env, opencodeProxy) {
    if (!opencodeProxy || Object.keys(opencodeProxy).length === 0)
        return {};
    const settings = proxySettings(undefined, opencodeProxy);
    return {
        OPENCODE_CONFIG_CONTENT: withSettings(env.OPENCODE_CONFIG_CONTENT, settings, 'OPENCODE_CONFIG_CONTENT'),
    };
}
class TextParser {
    marker;
    recent = [];
    recentChars = 0;
    line(text) {
        this.marker = (0,signals/* findMarker */.Ed)(text) ?? this.marker;
        // The last lines stand in for the final message.
        this.recent.push(text);
        this.recentChars += text.length;
        while (this.recent.length > 1 && this.recentChars > 16 * 1024)
            this.recentChars -= this.recent.shift().length;
    }
    finish() {
        const finalText = this.recent.join('\n').trim();
        return { marker: this.marker, finalText: finalText ? (0,signals/* keepEnd */.zf)(finalText, 16 * 1024) : undefined };
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./build/adapters/agents/gemini.js
// Gemini CLI: headless when stdin is not a TTY; `-o stream-json` prints JSONL events, `-y`
// approves tool calls, `--skip-trust` keeps that approval in a folder it has not seen.
//
// Max turns (`model.maxSessionTurns`) and MCP servers (`mcpServers`) live only in its settings
// files, so each run gets its own user settings outside the work tree: GEMINI_CLI_HOME points at
// a home in the run's directory whose `.gemini/settings.json` is the user's own with Ralph's
// keys added, and whose other entries link to the real home's (credentials, history, `.env`).
// A system settings file (GEMINI_CLI_SYSTEM_SETTINGS_PATH) would be simpler, but gemini 0.61.0
// skips one that is not owned by root or that lies under a directory others may write, such
// as /tmp ("Security Warning: Skipping system settings file"), so it cannot carry the limits of
// a run Ralph starts as an ordinary user.







const gemini = {
    name: 'gemini',
    supports: { maxTurns: true, mcp: ['stdio', 'http', 'sse'] },
    cli: { file: 'gemini', install: 'npm install -g @google/gemini-cli' },
    command(input) {
        const { prompt, limits } = input;
        const args = ['-o', 'stream-json', '-y', '--skip-trust'];
        if (limits.model)
            args.push('-m', limits.model);
        const settings = [[['model', 'maxSessionTurns'], limits.maxTurns]];
        if (limits.mcpConfigPath) {
            for (const [name, s] of Object.entries((0,mcp/* readMcpServers */.L)(limits.mcpConfigPath))) {
                const server = s.command
                    ? { command: s.command, ...(s.args ? { args: s.args } : {}), ...(s.env ? { env: s.env } : {}) }
                    : { url: s.url, type: s.type ?? 'http' };
                settings.push([['mcpServers', name], server]);
            }
        }
        const env = {};
        if (input.modelProxy?.gemini) {
            // Gemini takes a base URL only with the API-key auth selected in its settings (else it
            // exits 41 "Invalid auth method selected"), and needs a key to select it.
            settings.push([['security', 'auth', 'selectedType'], 'gemini-api-key']);
            Object.assign(env, {
                GOOGLE_GEMINI_BASE_URL: input.modelProxy.gemini,
                GEMINI_API_KEY: model_keys/* PLACEHOLDER_KEY */.Kn,
            });
        }
        env.GEMINI_CLI_HOME = settingsHome(input, settings);
        return { file: 'gemini', args, stdin: prompt, env };
    },
    createParser: () => new GeminiParser(),
};
/**
 * A home for this run whose `.gemini/settings.json` is the user's (from GEMINI_CLI_HOME if it is
 * set, else the agent's home) plus `settings`; every other entry of the real home and of its
 * `.gemini` is a link to the real one, so gemini finds its credentials, history and `.env`.
 */
function settingsHome(input, settings) {
    const real = input.env.GEMINI_CLI_HOME || input.home || (0,external_node_os_.homedir)();
    const home = (0,external_node_path_.join)(input.configDir, 'gemini-home');
    const dir = (0,external_node_path_.join)(home, '.gemini');
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    linkEntries(real, home, '.gemini');
    linkEntries((0,external_node_path_.join)(real, '.gemini'), dir, 'settings.json');
    const userSettings = (0,external_node_path_.join)(real, '.gemini', 'settings.json');
    (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(dir, 'settings.json'), withSettings(readIfAny(userSettings), settings, userSettings));
    return home;
}
/** A file's text; undefined when there is none or it is not Ralph's to read (the agent user's). */
function readIfAny(path) {
    try {
        return (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch {
        return undefined;
    }
}
function linkEntries(from, to, except) {
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(from);
    }
    catch {
        return; // none, or not Ralph's to read (the agent user's home)
    }
    for (const name of names)
        if (name !== except)
            (0,external_node_fs_.symlinkSync)((0,external_node_path_.join)(from, name), (0,external_node_path_.join)(to, name));
}
/**
 * Gemini exits with the HTTP status of a final API error, wrapped to a byte: 429 (a rate or
 * quota limit, after its own retries) is 173.
 */
const EXIT_RATE_LIMITED = 429 & 0xff;
/** Gemini's documented exit codes. */
const EXIT_REASONS = {
    41: 'authentication failed',
    42: 'invalid input',
    44: 'sandbox error',
    52: 'configuration error',
    53: 'turn limit reached',
    54: 'tool execution error',
    55: 'untrusted workspace',
    130: 'cancelled',
};
class GeminiParser {
    out = {};
    marker;
    /** The assistant message being streamed in `delta` pieces. */
    current;
    line(text) {
        const ev = (0,signals/* jsonLine */.rF)(text);
        if (!ev)
            return;
        const o = this.out;
        if (ev.type === 'message' && ev.role === 'assistant') {
            const piece = (0,signals/* str */.gx)(ev.content) ?? '';
            if (ev.delta === true) {
                this.current = (0,signals/* keepEnd */.zf)((this.current ?? '') + piece);
                return;
            }
            this.flush();
            this.current = piece;
            this.flush();
            return;
        }
        this.flush();
        if (ev.type === 'init')
            o.sessionId = (0,signals/* str */.gx)(ev.session_id) ?? o.sessionId;
        if (ev.type === 'error' && ev.severity !== 'warning')
            this.error((0,signals/* str */.gx)(ev.message));
        if (ev.type === 'result') {
            const stats = (0,signals/* obj */.WL)(ev.stats);
            o.inputTokens = (0,signals/* num */.bu)(stats?.input_tokens) ?? o.inputTokens;
            o.outputTokens = (0,signals/* num */.bu)(stats?.output_tokens) ?? o.outputTokens;
            if (ev.status === 'error')
                this.error((0,signals/* str */.gx)((0,signals/* obj */.WL)(ev.error)?.message) ?? 'error');
        }
    }
    error(message) {
        if (message === undefined)
            return;
        this.out.errorText = message;
        if ((0,signals/* rateLimitMessage */.zt)(message))
            this.out.rateLimited = message;
    }
    flush() {
        if (this.current === undefined)
            return;
        this.out.finalText = this.current;
        this.marker = (0,signals/* findMarker */.Ed)(this.current) ?? this.marker;
        this.current = undefined;
    }
    finish({ exitCode, stderr }) {
        this.flush();
        const o = this.out;
        if (!o.rateLimited && exitCode === EXIT_RATE_LIMITED)
            o.rateLimited = o.errorText
                ? `${o.errorText} (exit ${exitCode}: HTTP 429)`
                : `gemini exited ${exitCode}: the API answered 429 (a rate or quota limit)`;
        if (exitCode !== null && exitCode !== 0 && !o.errorText) {
            // Errors that stop Gemini before its event stream starts go to stderr, as a JSON
            // object in json mode and as plain text otherwise.
            const message = stderrError(stderr);
            const known = EXIT_REASONS[exitCode];
            if (message)
                this.error(known ? `${known}: ${message}` : message);
            else if (known)
                o.errorText = `${known} (exit ${exitCode})`;
        }
        if (!o.rateLimited && exitCode !== 0) {
            const limited = (0,signals/* rateLimitMessage */.zt)(stderr);
            if (limited)
                o.rateLimited = limited;
        }
        return { ...o, marker: this.marker };
    }
}
function stderrError(stderr) {
    const start = stderr.search(/^\{/m);
    if (start !== -1) {
        try {
            const message = (0,signals/* str */.gx)((0,signals/* obj */.WL)((0,signals/* obj */.WL)(JSON.parse(stderr.slice(start)))?.error)?.message);
            if (message)
                return message;
        }
        catch {
            // not a whole JSON object: fall back to the text
        }
    }
    const lines = (0,signals/* plain */.pj)(stderr)
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !/^(YOLO mode is enabled|Security Warning)/.test(l));
    return lines.at(-1);
}

// EXTERNAL MODULE: ./build/adapters/program-path.js
var program_path = __webpack_require__(3205);
;// CONCATENATED MODULE: ./build/adapters/agents/preflight.js
// What is checked and said before an agent's first attempt (docs/ARCHITECTURE.md#agents): that its CLI is
// installed at all (a missing one is a setup error, not a failed attempt), and which of the
// task's limits the CLI cannot be held to (Provider.supports), said once, before the run.




/** A CLI that is not installed: nothing was run, nothing should be recorded. */
class AgentNotInstalledError extends core_errors/* RalphError */.A4 {
    code = 'agent-not-installed';
    name = 'AgentNotInstalledError';
}
/**
 * Throws AgentNotInstalledError when the provider's CLI is not on the agent's PATH, naming it
 * and how to install it. The `command` provider runs /bin/sh and is not checked.
 */
function checkAgentInstalled(provider, env) {
    const cli = provider.cli;
    if (!cli || onPath(cli.file, env.PATH ?? ''))
        return;
    throw new AgentNotInstalledError(`the ${provider.name} agent needs the \`${cli.file}\` CLI, and there is no \`${cli.file}\` on PATH. ` +
        `Install it (\`${cli.install}\`) or put it on PATH, then run again.`);
}
function onPath(file, path) {
    if (!file.includes('/'))
        return (0,program_path/* findOnPath */.a)(file, path) !== undefined;
    try {
        (0,external_node_fs_.accessSync)(file, external_node_fs_.constants.X_OK);
        return (0,external_node_fs_.statSync)(file).isFile();
    }
    catch {
        return false;
    }
}
/** Why a CLI cannot be held to a number of turns. */
const NO_TURN_LIMIT = {
    codex: '`codex exec` has no turn limit',
    opencode: 'its only step limit, `agent.build.steps`, is advice to the model: its tools stay enabled and their calls still run',
};
/**
 * The limits of a task this provider's CLI cannot honour, each as one sentence a person can act
 * on; empty when it honours them all. A caller says each once, before the run.
 */
function limitWarnings(provider, limits) {
    const out = [];
    // A command line has no turns Ralph knows of; a CLI does.
    if (!provider.supports.maxTurns && provider.cli) {
        const why = NO_TURN_LIMIT[provider.name] ?? `${provider.name} takes no turn limit`;
        out.push(`${provider.name} cannot be held to ${limits.maxTurns} turns (${why}); only the timeout bounds the run.`);
    }
    const left = Object.entries(limits.mcpServers ?? {}).filter(([, s]) => !provider.supports.mcp.includes((0,mcp/* transportOf */.J)(s)));
    if (left.length > 0) {
        const names = left.map(([name, s]) => `"${name}" (${(0,mcp/* transportOf */.J)(s)})`).join(', ');
        const takes = provider.supports.mcp.length
            ? `it takes MCP servers over ${provider.supports.mcp.join(' and ')} only`
            : 'it is given no MCP servers';
        out.push(`${provider.name} runs without the MCP server${left.length > 1 ? 's' : ''} ${names} of the task's discipline: ${takes}.`);
    }
    return out;
}

// EXTERNAL MODULE: ./build/adapters/agents/runner.js + 2 modules
var runner = __webpack_require__(7799);
;// CONCATENATED MODULE: ./build/adapters/agents/index.js
// The built-in agent providers by name (docs/ARCHITECTURE.md#agents).










const PROVIDERS = { claude: claude, codex: codex/* codex */.yw, gemini: gemini, opencode: opencode, command: command };
function getProvider(name) {
    const provider = Object.hasOwn(PROVIDERS, name) ? PROVIDERS[name] : undefined;
    if (!provider) {
        throw new core_errors/* RalphError */.A4((0,closest_key/* unknownAgentText */.B)(name, Object.keys(PROVIDERS)));
    }
    return provider;
}


/***/ }),

/***/ 1120:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ transportOf),
/* harmony export */   L: () => (/* binding */ readMcpServers)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2807);
/* harmony import */ var _signals_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1489);
// Reading the MCP configuration the prompt generator writes for a task's discipline
// (`{"mcpServers": {"name": {command, args, env} | {type, url}}}`), for the CLIs that do not
// take that file as it is and need it translated into their own configuration.



/** The transport a server is reached over. */
function transportOf(s) {
    return s.command ? 'stdio' : (s.type ?? 'http');
}
function readMcpServers(path) {
    let data;
    try {
        data = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RalphError */ .A4(`cannot read the MCP configuration ${path}: ${err.message}`);
    }
    const servers = (0,_signals_js__WEBPACK_IMPORTED_MODULE_2__/* .obj */ .WL)((0,_signals_js__WEBPACK_IMPORTED_MODULE_2__/* .obj */ .WL)(data)?.mcpServers);
    if (!servers)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RalphError */ .A4(`${path}: expected {"mcpServers": {...}}`);
    const out = {};
    for (const [name, value] of Object.entries(servers)) {
        const s = (0,_signals_js__WEBPACK_IMPORTED_MODULE_2__/* .obj */ .WL)(value);
        const command = (0,_signals_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(s?.command);
        const url = (0,_signals_js__WEBPACK_IMPORTED_MODULE_2__/* .str */ .gx)(s?.url);
        if (!command && !url)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RalphError */ .A4(`${path}: mcpServers.${name} needs a "command" or a "url"`);
        // Claude Code's own files may say "stdio" for a command server.
        const type = s?.type === 'stdio' && command ? undefined : s?.type;
        if (type !== undefined && type !== 'http' && type !== 'sse')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RalphError */ .A4(`${path}: mcpServers.${name}.type must be "http" or "sse", not ${JSON.stringify(type)}`);
        const args = Array.isArray(s?.args) ? s.args.map(String) : undefined;
        const envObj = (0,_signals_js__WEBPACK_IMPORTED_MODULE_2__/* .obj */ .WL)(s?.env);
        const env = envObj
            ? Object.fromEntries(Object.entries(envObj).map(([k, v]) => [k, String(v)]))
            : undefined;
        out[name] = { command, args, env, url, ...(type ? { type } : {}) };
    }
    return out;
}


/***/ }),

/***/ 8206:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ opencodeConfigSources)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
// The configuration OpenCode reads for a run (docs/ARCHITECTURE.md#trust), as opencode-ai 1.18.33
// finds it (its config/config.ts and config/paths.ts), for the providers whose key is a variable
// (core/model-keys.ts opencodeKeyProviders decides). In the order it merges them, the last winning:
// 1. the global files: `config.json`, `opencode.json`, `opencode.jsonc` in
//    `$XDG_CONFIG_HOME/opencode` (else `~/.config/opencode`) of the agent's home;
// 2. the file `OPENCODE_CONFIG` names;
// 3. unless `OPENCODE_DISABLE_PROJECT_CONFIG`, each `opencode.json` and `opencode.jsonc` from the
//    work tree's root (the nearest folder up with a `.git`) down to where the agent starts;
// 4. `opencode.json` and `opencode.jsonc` in each `.opencode` folder on that way (unless
//    `OPENCODE_DISABLE_PROJECT_CONFIG`), in `~/.opencode`, and in the folder `OPENCODE_CONFIG_DIR` names;
// 5. `OPENCODE_CONFIG_CONTENT`.
// Not read: what OpenCode fetches (a `.well-known/opencode` of an `opencode auth login <url>`, an
// OpenCode console organisation's config), the managed config folder of the machine's
// administrator and macOS managed preferences, which it merges after all of these, and the
// legacy TOML `config` file.


/** The configuration texts OpenCode reads when started in `cwd` with `env`, in merge order. */
function opencodeConfigSources(cwd, env, home) {
    const files = [];
    const globalDir = env.XDG_CONFIG_HOME
        ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(env.XDG_CONFIG_HOME, 'opencode')
        : home
            ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(home, '.config', 'opencode')
            : undefined;
    if (globalDir)
        files.push(...['config.json', 'opencode.json', 'opencode.jsonc'].map((f) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(globalDir, f)));
    if (env.OPENCODE_CONFIG)
        files.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, env.OPENCODE_CONFIG));
    const project = !flag(env.OPENCODE_DISABLE_PROJECT_CONFIG);
    // From where the agent starts up to the work tree's root.
    const up = project ? upToWorkTree((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd)) : [];
    for (const dir of [...up].reverse())
        files.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'opencode.json'), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'opencode.jsonc'));
    const dotDirs = [
        ...up.map((dir) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, '.opencode')),
        ...(home ? [(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(home, '.opencode')] : []),
        ...(env.OPENCODE_CONFIG_DIR ? [(0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, env.OPENCODE_CONFIG_DIR)] : []),
    ];
    for (const dir of new Set(dotDirs))
        files.push((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'opencode.json'), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'opencode.jsonc'));
    const sources = [];
    for (const name of files) {
        const text = readIfThere(name);
        if (text !== undefined)
            sources.push({ name, text });
    }
    if (env.OPENCODE_CONFIG_CONTENT)
        sources.push({ name: 'OPENCODE_CONFIG_CONTENT', text: env.OPENCODE_CONFIG_CONTENT });
    return sources;
}
/** OpenCode's boolean flags: `true` or `1`. */
function flag(value) {
    return value?.toLowerCase() === 'true' || value === '1';
}
/** `dir` and each folder above it, up to the first with a `.git` (else to the file system's root). */
function upToWorkTree(dir) {
    const out = [];
    for (let d = dir;; d = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(d)) {
        out.push(d);
        if (exists((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(d, '.git')) || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(d) === d)
            return out;
    }
}
function exists(path) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path);
        return true;
    }
    catch {
        return false;
    }
}
/** The file's text; undefined when it is not there (or not a file Ralph may read). */
function readIfThere(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8');
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 7799:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  JN: () => (/* binding */ runAgent)
});

// UNUSED EXPORTS: MAX_LINE_CHARS, TAIL_BYTES, withKeyForward

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
// EXTERNAL MODULE: ./build/core/model-keys.js
var model_keys = __webpack_require__(6780);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(4708);
// EXTERNAL MODULE: ./build/core/errors.js
var errors = __webpack_require__(2807);
;// CONCATENATED MODULE: ./build/adapters/key-proxy.js
// Ralph's key proxy (docs/ARCHITECTURE.md#trust): the model key stays in Ralph's process. The
// agent's CLI is pointed at this proxy (ANTHROPIC_BASE_URL, Codex's provider base_url,
// GOOGLE_GEMINI_BASE_URL, OpenCode's baseURL) with a placeholder key; the proxy drops whatever
// key the request carries, adds the real one in the header its API takes (core/model-keys.ts)
// and forwards the request to the real API or to the gateway the plan names, streaming both
// ways (server-sent events pass through a chunk at a time, nothing is buffered).
//
// It listens on 127.0.0.1 (an agent without a network of its own reaches it there); a sandboxed
// step with a network namespace of its own gets 127.0.0.1:PORT inside, whose connections the
// namespace hands to it (`accept`; sandbox.ts `forwards`), so the agent uses the same URL either
// way. It runs in Ralph's own process, as Ralph's user: the key never appears on a command line,
// in a file, or in any environment but Ralph's own.
//
// Each API is served under its own first path segment (`/anthropic`, `/openai`, `/gemini`), and
// each OpenCode provider whose key is a variable under one of its own (`/opencode-<id>`); a
// request goes only below its route's upstream path: a `..` that climbs out is refused.



/** The request headers a client's key may travel in: dropped, whatever they hold. */
const KEY_HEADERS = ['x-api-key', 'authorization', 'x-goog-api-key', 'api-key'];
/** Hop-by-hop headers (RFC 9110 7.6.1), never forwarded. */
const HOP_HEADERS = [
    'connection',
    'keep-alive',
    'proxy-authenticate',
    'proxy-authorization',
    'proxy-connection',
    'te',
    'trailer',
    'transfer-encoding',
    'upgrade',
    'host',
];
/** Starts the proxy; throws a RalphError that says why when it cannot listen. */
async function startKeyProxy(opts) {
    const routes = new Map(opts.routes.map((r) => [r.path ?? r.api, r]));
    const received = {};
    const agents = { http: new external_node_http_.Agent({ keepAlive: true }), https: new external_node_https_.Agent({ keepAlive: true }) };
    const handler = (req, res) => {
        const route = forward(req, res, routes, agents);
        if (route)
            received[route.api] = (received[route.api] ?? 0) + 1;
    };
    const servers = [];
    const close = async () => {
        await Promise.all(servers.map((s) => new Promise((resolve) => {
            s.closeAllConnections();
            s.close(() => resolve());
        })));
        agents.http.destroy();
        agents.https.destroy();
    };
    try {
        servers.push(await listen(handler, { port: opts.port ?? 0, host: '127.0.0.1' }));
    }
    catch (err) {
        await close();
        throw err;
    }
    const port = servers[0].address().port;
    const url = `http://127.0.0.1:${port}`;
    const urls = {};
    const providers = {};
    for (const r of opts.routes) {
        if (r.provider)
            providers[r.provider] = `${url}/${r.path ?? r.api}`;
        else
            urls[r.api] = `${url}/${r.api}`;
    }
    const accept = (socket) => servers[0].emit('connection', socket);
    return { port, url, accept, urls, providers, routes: opts.routes, received, close };
}
function listen(handler, where) {
    // Large buffers: a big answer moves in few, large writes.
    const server = (0,external_node_http_.createServer)({ noDelay: true, highWaterMark: 1024 * 1024 }, handler);
    // A model's answer may stream for many minutes.
    server.requestTimeout = 0;
    server.headersTimeout = 60_000;
    return new Promise((resolve, reject) => {
        server.once('error', (err) => {
            const at = `${where.host}:${where.port}`;
            const why = err.code === 'EADDRINUSE'
                ? 'it is in use by another process: free it, or let Ralph pick a free port'
                : err.code === 'EACCES'
                    ? 'permission denied'
                    : err.message;
            reject(new errors/* RalphError */.A4(`Ralph's key proxy cannot listen on ${at}: ${why} (${err.code ?? 'error'})`, {
                code: 'key-proxy',
                cause: err,
            }));
        });
        server.listen(where, () => resolve(server));
    });
}
function forward(req, res, routes, agents) {
    const raw = req.url ?? '/';
    const q = raw.indexOf('?');
    const path = q === -1 ? raw : raw.slice(0, q);
    const query = q === -1 ? '' : raw.slice(q);
    const [, first = '', ...below] = path.split('/');
    const route = routes.get(first);
    if (!route) {
        const served = [...routes.keys()].map((k) => `/${k}`).join(', ') || 'nothing';
        fail(res, undefined, 404, `Ralph's key proxy has no route for ${JSON.stringify(path)}: it serves ${served}`);
        return undefined;
    }
    if (route.refusal) {
        fail(res, route, 401, route.refusal);
        return route;
    }
    const base = new URL(route.upstream);
    const prefix = base.pathname.replace(/\/?$/, '/');
    const target = new URL(`${base.origin}${prefix}${below.join('/')}${query}`);
    if (target.origin !== base.origin || !`${target.pathname}/`.startsWith(prefix)) {
        fail(res, route, 400, `Ralph's key proxy forwards only below ${route.upstream}`);
        return route;
    }
    // Gemini's key may also ride in the query.
    target.searchParams.delete('key');
    const headers = {};
    for (const [k, v] of Object.entries(req.headers)) {
        if (v === undefined || KEY_HEADERS.includes(k) || HOP_HEADERS.includes(k))
            continue;
        headers[k] = v;
    }
    Object.assign(headers, route.headers);
    const secure = target.protocol === 'https:';
    const send = secure ? external_node_https_.request : external_node_http_.request;
    const upstream = send(target, { method: req.method, headers, agent: secure ? agents.https : agents.http }, (up) => {
        const back = {};
        for (const [k, v] of Object.entries(up.headers))
            if (v !== undefined && !HOP_HEADERS.includes(k))
                back[k] = v;
        res.writeHead(up.statusCode ?? 502, up.statusMessage, back);
        // Each chunk as it comes: server-sent events are not held back.
        res.flushHeaders();
        up.pipe(res);
        up.on('error', () => res.destroy());
    });
    upstream.on('error', (err) => {
        if (res.headersSent) {
            res.destroy();
            return;
        }
        fail(res, route, 502, `Ralph's key proxy could not reach ${route.upstream} (from ${route.upstreamFrom}): ${err.code ?? err.message}`);
    });
    // The agent went away: so does its request upstream.
    res.on('close', () => {
        if (!res.writableFinished)
            upstream.destroy();
    });
    req.pipe(upstream);
    return route;
}
/** An error in the shape the route's API uses, so the agent's CLI shows its message. */
function fail(res, route, status, message) {
    const body = route?.api === 'anthropic'
        ? { type: 'error', error: { type: 'api_error', message } }
        : route?.api === 'gemini'
            ? { error: { code: status, message, status: status === 404 ? 'NOT_FOUND' : 'UNAVAILABLE' } }
            : { error: { message, type: 'ralph_key_proxy_error', code: null, param: null } };
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
}

// EXTERNAL MODULE: ./build/adapters/process.js
var process = __webpack_require__(7288);
// EXTERNAL MODULE: ./build/adapters/task-job/launch.js
var launch = __webpack_require__(498);
;// CONCATENATED MODULE: ./build/adapters/agents/readable.js
// What an agent CLI prints, as a person reads it (docs/ARCHITECTURE.md#life-of-a-task-locally): its text, its tool calls
// (`Write src/x.ts`, `Bash npm test`) and its errors, one short line each, instead of the raw
// JSON events Claude Code, Codex, Gemini and OpenCode print. Pure: one raw line in, the lines
// to show out. A line that is not a JSON event (a plain CLI, a log) is shown as it is.
const MAX = 300;
const obj = (v) => typeof v === 'object' && v !== null && !Array.isArray(v) ? v : undefined;
const str = (v) => (typeof v === 'string' ? v : undefined);
const readable_short = (s) => {
    const one = s.replace(/\s+/g, ' ').trim();
    return one.length > MAX ? `${one.slice(0, MAX - 1)}…` : one;
};
/** The text of a message, line by line, blank lines dropped. */
const textLines = (text) => text
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== '')
    .map((l) => (l.length > MAX ? `${l.slice(0, MAX - 1)}…` : l));
/** `Write src/x.ts`, `Bash npm test`: a tool call by its name and what it acts on. */
function toolLine(name, input) {
    const what = str(input?.file_path) ??
        str(input?.path) ??
        str(input?.filePath) ??
        str(input?.command) ??
        str(input?.pattern) ??
        str(input?.url) ??
        str(input?.query) ??
        (Array.isArray(input?.command) ? input.command.map(String).join(' ') : undefined);
    return readable_short(`${name}${what ? ` ${what}` : ''}`);
}
function claude(ev) {
    if (ev.type === 'assistant' && ev.parent_tool_use_id == null) {
        const content = obj(ev.message)?.content;
        const out = [];
        for (const block of Array.isArray(content) ? content : []) {
            const b = obj(block);
            if (b?.type === 'text')
                out.push(...textLines(str(b.text) ?? ''));
            else if (b?.type === 'tool_use')
                out.push(toolLine(str(b.name) ?? 'tool', obj(b.input)));
        }
        return out;
    }
    if (ev.type === 'result') {
        const cost = typeof ev.total_cost_usd === 'number' ? `, $${ev.total_cost_usd}` : '';
        const turns = typeof ev.num_turns === 'number' ? `${ev.num_turns} turn${ev.num_turns === 1 ? '' : 's'}` : '';
        if (ev.is_error === true) {
            const errors = Array.isArray(ev.errors) ? ev.errors.map(String).join('; ') : '';
            return [readable_short(`error: ${str(ev.result) ?? (errors || String(ev.subtype))} (${turns}${cost})`)];
        }
        return [`finished: ${turns}${cost}`];
    }
    if (ev.type === 'system' && ev.subtype === 'api_retry')
        return ['retrying the API call'];
    return [];
}
function codex(ev) {
    const item = obj(ev.item);
    if (ev.type === 'item.completed' && item) {
        switch (item.type) {
            case 'agent_message':
                return textLines(str(item.text) ?? '');
            case 'command_execution': {
                const command = str(item.command) ?? '';
                // Codex runs each command as `/bin/bash -lc '...'`: show what it runs.
                const inner = /^\S*\/(?:ba)?sh -lc '([\s\S]*)'$/.exec(command)?.[1] ?? command;
                return [readable_short(`Bash ${inner}`)];
            }
            case 'file_change': {
                const changes = Array.isArray(item.changes) ? item.changes : [];
                return changes.map((c) => readable_short(`${str(obj(c)?.kind) === 'add' ? 'Write' : 'Edit'} ${str(obj(c)?.path) ?? ''}`));
            }
            case 'mcp_tool_call':
                return [readable_short(`${str(item.server) ?? 'mcp'}.${str(item.tool) ?? 'tool'}`)];
            case 'error':
                return [readable_short(`error: ${str(item.message) ?? ''}`)];
            default:
                return [];
        }
    }
    if (ev.type === 'turn.failed')
        return [readable_short(`error: ${str(obj(ev.error)?.message) ?? 'the turn failed'}`)];
    if (ev.type === 'error')
        return [readable_short(`error: ${str(ev.message) ?? ''}`)];
    return [];
}
function gemini(ev) {
    if (ev.type === 'message' && ev.role === 'assistant')
        return textLines(str(ev.content) ?? '');
    if (ev.type === 'tool_use')
        return [toolLine(str(ev.tool_name) ?? 'tool', obj(ev.parameters))];
    if (ev.type === 'error')
        return [readable_short(`error: ${str(ev.message) ?? ''}`)];
    if (ev.type === 'result') {
        const stats = obj(ev.stats);
        const turns = typeof stats?.tool_calls === 'number'
            ? ` (${stats.tool_calls} tool call${stats.tool_calls === 1 ? '' : 's'})`
            : '';
        return [
            ev.status === 'success'
                ? `finished${turns}`
                : readable_short(`error: ${str(obj(ev.error)?.message) ?? String(ev.status)}`),
        ];
    }
    return [];
}
function opencode(ev) {
    const part = obj(ev.part);
    if (ev.type === 'text' && part)
        return textLines(str(part.text) ?? '');
    if (ev.type === 'tool_use' && part)
        return [toolLine(str(part.tool) ?? 'tool', obj(obj(part.state)?.input))];
    if (ev.type === 'error')
        return [
            readable_short(`error: ${str(obj(ev.error)?.name) ?? ''} ${str(obj(obj(ev.error)?.data)?.message) ?? ''}`),
        ];
    return [];
}
const READERS = { claude, codex, gemini, opencode };
/**
 * The lines a person reads for one raw line of an agent's stdout: for the JSON-printing CLIs,
 * their text, tool calls and errors (nothing for the events only a program needs); any other
 * line as it is.
 */
function readableLines(provider, line) {
    const reader = READERS[provider];
    const trimmed = line.trim();
    if (!reader || !trimmed.startsWith('{'))
        return trimmed === '' ? [] : [line];
    let ev;
    try {
        ev = obj(JSON.parse(trimmed));
    }
    catch {
        return [line];
    }
    return ev ? reader(ev) : [];
}

// EXTERNAL MODULE: ./build/adapters/agents/signals.js
var signals = __webpack_require__(1489);
;// CONCATENATED MODULE: ./build/adapters/agents/runner.js
// Running one agent (docs/ARCHITECTURE.md#agents): the provider's command through runProcess (its own
// process group, killed on timeout, abort, Ralph's own signals and after it exits; the whole
// output in the transcript, a bounded tail in memory), the prompt on stdin and in a file
// beside the transcript, the output fed to the provider's parser one bounded line at a time,
// and all of it decided into one AgentResult. Each run gets a directory of its own outside the
// work tree for the settings files a CLI takes its limits from, removed when the run ends.










const TAIL_BYTES = 64 * 1024;
/** Longer lines are cut to this many characters before they reach the parser. */
const MAX_LINE_CHARS = 1024 * 1024;
const STDERR_TAIL_BYTES = 16 * 1024;
/**
 * Runs the agent to its end and says how it ended. It throws only when the provider cannot
 * build a command line (a configuration error); everything the agent does becomes a result.
 * While it runs, SIGINT and SIGTERM to Ralph kill the agent and end the run as interrupted
 * (the signal is consumed: the caller should stop after recording the result).
 */
async function runAgent(opts) {
    const { prompt, limits, transcriptPath } = opts;
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(transcriptPath), { recursive: true });
    const promptFile = (0,external_node_path_.join)((0,external_node_path_.dirname)(transcriptPath), `${(0,external_node_path_.basename)(transcriptPath, (0,external_node_path_.extname)(transcriptPath))}.prompt.md`);
    (0,external_node_fs_.writeFileSync)(promptFile, prompt);
    // Ralph's alone (0700), unless the agent user must read it: then others may traverse it but
    // not list it (its name is random).
    const configDir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'ralph-agent-input-'));
    if (opts.runAs)
        (0,external_node_fs_.chmodSync)(configDir, 0o711);
    const shared = opts.runAs ? shareWithAgent(configDir, promptFile, limits.mcpConfigPath) : undefined;
    let proxy;
    try {
        proxy = await keyProxyFor(opts);
        return await runCommand(opts, promptFile, configDir, shared, proxy);
    }
    finally {
        await proxy?.close();
        try {
            (0,external_node_fs_.rmSync)(configDir, { recursive: true, force: true });
        }
        catch {
            // What the agent user wrote there through sudo is not Ralph's to remove: the temporary
            // directory keeps it.
        }
    }
}
/** The run's key proxy, for the model keys Ralph holds (none: no proxy). */
async function keyProxyFor(opts) {
    if (!opts.keyEnv)
        return undefined;
    let routes = (0,model_keys/* modelKeyRoutes */.Fp)(opts.keyEnv, opts.env);
    if (opts.codexGateway) {
        const gateway = (0,model_keys/* codexGatewayRoute */.xN)(opts.codexGateway, opts.keyEnv);
        routes = [...routes.filter((r) => r.api !== 'openai'), ...(gateway ? [gateway] : [])];
    }
    // A provider's key comes from a model key or a variable the agent would get but for it, never
    // from a credential Ralph keeps from the agent (GITHUB_TOKEN, ACTIONS_*): the configuration it
    // names is in the work tree, which an earlier agent may have written.
    const keys = { ...opts.env, ...(0,model_keys/* modelKeysIn */.dK)(opts.keyEnv) };
    routes.push(...(opts.opencodeProviders ?? []).map((p) => (0,model_keys/* opencodeProviderRoute */.qt)(p, keys, opts.env)));
    if (routes.length === 0)
        return undefined;
    const proxy = await startKeyProxy({ routes });
    opts.onKeyProxy?.(proxy);
    return proxy;
}
/** What the agent user must read from Ralph's files, copied into the run's directory, readable. */
function shareWithAgent(dir, promptFile, mcpConfigPath) {
    const copy = (from, name) => {
        const to = (0,external_node_path_.join)(dir, name);
        (0,external_node_fs_.copyFileSync)(from, to);
        (0,external_node_fs_.chmodSync)(to, 0o644);
        return to;
    };
    return {
        promptFile: copy(promptFile, 'prompt.md'),
        mcpConfigPath: mcpConfigPath ? copy(mcpConfigPath, 'mcp.json') : undefined,
    };
}
/**
 * What the provider wrote into the run's directory, opened to the agent user: files readable,
 * directories writable (a CLI keeps its state beside its settings). Links are left as they are.
 */
function openToAgent(dir) {
    for (const name of (0,external_node_fs_.readdirSync)(dir)) {
        const path = (0,external_node_path_.join)(dir, name);
        const st = (0,external_node_fs_.lstatSync)(path);
        if (st.isDirectory()) {
            (0,external_node_fs_.chmodSync)(path, 0o777);
            openToAgent(path);
        }
        else if (st.isFile())
            (0,external_node_fs_.chmodSync)(path, 0o644);
    }
}
async function runCommand(opts, promptFile, configDir, shared, proxy) {
    const { provider, prompt, cwd, limits, transcriptPath } = opts;
    const cmd = provider.command({
        prompt,
        promptFile: shared?.promptFile ?? promptFile,
        limits: shared ? { ...limits, mcpConfigPath: shared.mcpConfigPath } : limits,
        cwd,
        userCommand: opts.userCommand,
        env: opts.env,
        home: opts.runAs?.home ?? opts.env.HOME,
        configDir,
        modelProxy: proxy?.urls,
        opencodeProxy: proxy?.providers,
    });
    if (opts.runAs)
        openToAgent(configDir);
    const parser = provider.createParser();
    const lines = new LineSplitter(MAX_LINE_CHARS, (line) => {
        parser.line(line);
        if (opts.onLine)
            for (const readable of readableLines(provider.name, line))
                opts.onLine(readable);
    });
    // Kept out of the parsed stream: only a parser that asks for stderr lines sees them.
    const errLines = parser.stderrLine
        ? new LineSplitter(MAX_LINE_CHARS, (line) => parser.stderrLine(line))
        : undefined;
    const decoders = { stdout: new external_node_string_decoder_.StringDecoder('utf8'), stderr: new external_node_string_decoder_.StringDecoder('utf8') };
    const run = await (0,process/* runProcess */.R3)({
        file: cmd.file,
        args: cmd.args,
        cwd,
        // No model key, whatever the caller passed: only the provider's placeholders.
        env: { ...(0,model_keys/* withoutModelKeys */.iE)(opts.env, opts.keyNames), ...cmd.env },
        stdin: cmd.stdin,
        timeoutMs: limits.timeoutMs,
        signal: opts.signal,
        logPath: transcriptPath,
        tailBytes: TAIL_BYTES,
        stderrTailBytes: STDERR_TAIL_BYTES,
        killGraceMs: opts.killGraceMs,
        // Its prompt and settings: in the system's temporary folder, which the sandbox makes private.
        wrap: opts.runAs &&
            (0,launch/* asAgentUser */.pE)(opts.runAs, { network: withKeyForward(opts.network, proxy), binds: [configDir] }),
        onStdout: (chunk) => {
            const text = decoders.stdout.write(chunk);
            lines.push(text);
            if (text)
                opts.onOutput?.(text);
        },
        onStderr: (chunk) => {
            const text = decoders.stderr.write(chunk);
            errLines?.push(text);
            if (text)
                opts.onOutput?.(text);
        },
    });
    lines.push(decoders.stdout.end());
    lines.end();
    errLines?.push(decoders.stderr.end());
    errLines?.end();
    const parsed = parser.finish({ exitCode: run.exitCode, stderr: run.stderrTail });
    const spawnError = run.spawnError
        ? run.spawnError.code === 'ENOENT' && !run.spawnError.message.startsWith('no directory')
            ? `cannot run "${cmd.file}": not found on PATH (is the ${provider.name} CLI installed?)`
            : `cannot run "${cmd.file}": ${run.spawnError.message}`
        : undefined;
    const decided = decide(parsed, {
        exitCode: run.exitCode,
        signal: run.signal,
        timedOut: run.timedOut,
        timeoutMs: limits.timeoutMs,
        interrupted: run.interrupted,
        spawnError,
        stderr: run.stderrTail,
        tail: run.tail,
    });
    const { outcome } = decided;
    const reason = withProxyHint(decided, provider.name, proxy);
    return {
        outcome,
        reason,
        ...(run.interrupted ? { interrupted: true } : {}),
        exitCode: run.exitCode,
        signal: run.signal ?? undefined,
        turns: parsed.turns,
        inputTokens: parsed.inputTokens,
        outputTokens: parsed.outputTokens,
        costUsd: parsed.costUsd,
        sessionId: parsed.sessionId,
        durationMs: run.durationMs,
        transcriptPath,
        promptFile,
        tail: run.tail,
        finalText: parsed.finalText,
    };
}
/**
 * The step's network with the key proxy's way in: in a network namespace of its own the agent
 * reaches 127.0.0.1:PORT inside, where the proxy accepts, so its base URL is the same with and
 * without the namespace. The runner's open network reaches the proxy as it is.
 */
function withKeyForward(network, proxy) {
    if (!proxy || network?.open)
        return network;
    return { forwards: [...(network?.forwards ?? []), { port: proxy.port, accept: proxy.accept }] };
}
/**
 * A run that failed without one request to the key proxy never used it: its CLI ignored the base
 * URL Ralph gave it (or a setting of the user's overrode it), so it had no key. Said with the
 * failure, since the CLI's own message would be about authentication.
 */
function withProxyHint({ outcome, reason }, cli, proxy) {
    // A command line may have no use for a model.
    if (!proxy || cli === 'command' || outcome === 'done' || outcome === 'blocked')
        return reason;
    if (Object.keys(proxy.received).length > 0)
        return reason;
    const names = proxy.routes.flatMap((r) => r.keyNames).join(', ');
    const hint = `${cli} sent no request to Ralph's key proxy (${[...Object.values(proxy.urls), ...Object.values(proxy.providers)].join(', ')}), which holds ${names}: the CLI did not take the base URL Ralph gave it (a setting of its own may point elsewhere), so it had no key`;
    return reason ? `${reason}; ${hint}` : hint;
}
/** The outcome, in order: interrupted, the agent's marker, a rate limit, timeout, exit. */
function decide(p, run) {
    if (run.interrupted)
        return { outcome: 'crashed', reason: run.interrupted };
    if (run.spawnError)
        return { outcome: 'crashed', reason: run.spawnError };
    if (p.marker && !run.timedOut) {
        if (p.marker.kind === 'done')
            return { outcome: 'done' };
        return { outcome: 'blocked', reason: p.marker.reason || 'the agent gave no reason' };
    }
    // The CLI's own budget stop: the task is blocked, and the reason says why.
    if (p.budgetSpent) {
        return { outcome: 'blocked', reason: p.budgetSpent };
    }
    const failed = run.timedOut || run.exitCode !== 0;
    // The end of the output only: a prompt that talks about rate limits is not one.
    const limited = p.rateLimited ?? (failed ? (0,signals/* rateLimitMessage */.zt)(run.stderr + '\n' + run.tail.slice(-4096)) : undefined);
    if (limited)
        return { outcome: 'rate_limited', reason: limited };
    if (run.timedOut) {
        const after = p.marker
            ? ` (after printing ${p.marker.kind === 'done' ? '<TASK_DONE>' : '<TASK_BLOCKED>'})`
            : '';
        // Codex, for one, keeps retrying a backend it cannot reach: its last error says why.
        const last = p.errorText ? `; last error: ${p.errorText}` : '';
        return { outcome: 'timeout', reason: `no end after ${run.timeoutMs / 1000}s${after}${last}` };
    }
    if (run.exitCode === 0) {
        return {
            outcome: 'no_marker',
            reason: p.errorText ?? 'the agent ended without <TASK_DONE> or <TASK_BLOCKED reason="...">',
        };
    }
    const how = run.exitCode !== null ? `exited with code ${run.exitCode}` : `killed by ${run.signal}`;
    const detail = p.errorText ?? (0,signals/* lastLine */.fM)(run.stderr);
    return { outcome: 'crashed', reason: detail ? `${how}: ${detail}` : how };
}
/** Splits text into lines without a trailing CR; a line past `max` characters is cut there. */
class LineSplitter {
    max;
    emit;
    buf = '';
    cut = false;
    constructor(max, emit) {
        this.max = max;
        this.emit = emit;
    }
    push(text) {
        let start = 0;
        for (;;) {
            const nl = text.indexOf('\n', start);
            const piece = nl === -1 ? text.slice(start) : text.slice(start, nl);
            if (!this.cut) {
                const room = this.max - this.buf.length;
                if (piece.length > room) {
                    this.buf += piece.slice(0, room);
                    this.cut = true;
                }
                else
                    this.buf += piece;
            }
            if (nl === -1)
                return;
            this.flush();
            start = nl + 1;
        }
    }
    end() {
        if (this.buf || this.cut)
            this.flush();
    }
    flush() {
        const line = this.buf.endsWith('\r') ? this.buf.slice(0, -1) : this.buf;
        this.buf = '';
        this.cut = false;
        this.emit(line);
    }
}


/***/ }),

/***/ 1489:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ed: () => (/* binding */ findMarker),
/* harmony export */   WL: () => (/* binding */ obj),
/* harmony export */   WQ: () => (/* binding */ add),
/* harmony export */   bu: () => (/* binding */ num),
/* harmony export */   fM: () => (/* binding */ lastLine),
/* harmony export */   gx: () => (/* binding */ str),
/* harmony export */   pj: () => (/* binding */ plain),
/* harmony export */   rF: () => (/* binding */ jsonLine),
/* harmony export */   zf: () => (/* binding */ keepEnd),
/* harmony export */   zt: () => (/* binding */ rateLimitMessage)
/* harmony export */ });
/* unused harmony export lineMarker */
const DONE = '<TASK_DONE>';
// The reason is a double-quoted string in which \" and \\ are escapes.
const BLOCKED = /^<TASK_BLOCKED(?:\s+reason="((?:[^"\\]|\\.)*)")?\s*\/?>$/;
/**
 * The last marker in `text` that stands alone on its line (surrounding whitespace aside).
 * A marker inside a sentence, as in the prompt's own instructions, does not count.
 */
function findMarker(text) {
    const lines = text.split('\n');
    for (let i = lines.length - 1; i >= 0; i--) {
        const marker = lineMarker(lines[i]);
        if (marker)
            return marker;
    }
    return undefined;
}
/** The marker a single line is, if it is one. */
function lineMarker(line) {
    const t = line.trim();
    if (t === DONE)
        return { kind: 'done' };
    if (!t.startsWith('<TASK_BLOCKED'))
        return undefined;
    const m = BLOCKED.exec(t);
    if (!m)
        return undefined;
    return { kind: 'blocked', reason: (m[1] ?? '').replace(/\\(["\\])/g, '$1') };
}
// Messages the CLIs print when a usage or rate limit stops them (the CLIs' own
// strings): Claude's usage limit and 429, Codex's usage limit and retry exhaustion, Gemini's
// quota messages, and the generic HTTP 429 wording. Codex writes "You’ve" with a curly
// apostrophe (U+2019), Claude Code with a straight one.
const RATE_LIMIT = [
    /You['\u2019]ve (?:hit|reached) your [\w -]{0,40}limit/i,
    /Usage limit reached/i,
    /Request rejected \(429\)/i,
    /\b429 Too Many Requests\b/i,
    /exceeded retry limit, last status: 429/i,
    /\brate[ _-]?limit(?:ed)?(?: was)? (?:exceeded|reached)\b/i,
    /\brate_limit_error\b/,
    /\bRESOURCE_EXHAUSTED\b/,
    /request a quota increase/i,
];
/** The line of `text` that reports a rate or usage limit, if any. */
function rateLimitMessage(text) {
    for (const re of RATE_LIMIT) {
        const m = re.exec(text);
        if (!m)
            continue;
        const start = text.lastIndexOf('\n', m.index) + 1;
        const end = text.indexOf('\n', m.index);
        return plain(text.slice(start, end === -1 ? undefined : end)).trim();
    }
    return undefined;
}
/** Text without terminal colour codes (Gemini and OpenCode colour their errors). */
function plain(text) {
    return text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
}
/** A JSON object on one line, or undefined for anything else (log lines, truncated events). */
function jsonLine(line) {
    const t = line.trim();
    if (!t.startsWith('{'))
        return undefined;
    try {
        const v = JSON.parse(t);
        return v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
    }
    catch {
        return undefined;
    }
}
function obj(v) {
    return v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
}
function num(v) {
    return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}
function str(v) {
    return typeof v === 'string' ? v : undefined;
}
/** Adds `b` to `a`, keeping "not reported" apart from zero. */
function add(a, b) {
    return b === undefined ? a : (a ?? 0) + b;
}
/** The last non-empty line of `text`. */
function lastLine(text) {
    const lines = text.split('\n');
    for (let i = lines.length - 1; i >= 0; i--) {
        const t = plain(lines[i]).trim();
        if (t)
            return t;
    }
    return undefined;
}
/** Keeps the end of a growing text bounded (an agent's message can be long). */
function keepEnd(text, max = 64 * 1024) {
    return text.length > max ? text.slice(text.length - max) : text;
}


/***/ }),

/***/ 8248:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   wA: () => (/* binding */ createRepoReader)
/* harmony export */ });
/* unused harmony exports DEFAULT_MAX_FILE_BYTES, DEFAULT_MAX_DIR_FILES, secretNameReason */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
// The FileReader the prompt uses in a real checkout (docs/ARCHITECTURE.md#the-prompt). The plan is edited by
// people and agents, so a listed path is untrusted: it is read only when it stays inside the
// repository (relative, no "..", and its real path, symlinks resolved, under the root's real
// path), is not a secrets file or a private key, is a regular text file with one name, and
// only up to a per-file byte cap. Directories expand into their files, sorted and bounded.
//
// What is refused, and why (every refusal is reported in the prompt with its reason, never
// dropped in silence; a directory expansion lists a refused entry so that read() reports it):
// - By name, case-insensitive, on the last path segment (SECRET_NAMES): environment files
//   (.env*, .envrc), keys and certificates, SSH keys, login files (.netrc, _netrc, .pgpass,
//   .my.cnf, .git-credentials, .htpasswd), package registry tokens (.npmrc, .yarnrc,
//   .yarnrc.yml, .pypirc; cargo's and gem's `credentials`), Docker's .dockercfg, cloud CLI
//   credentials (`credentials`, application_default_credentials.json, .boto, .s3cfg, Azure's
//   accessTokens.json and azureProfile.json, service-account and OAuth client key JSON such as
//   *-sa.json, service-account*.json, client_secret*.json, gha-creds-*.json), kubeconfigs
//   (kubeconfig, kubeconfig.*, *.kubeconfig), .vault-token, Terraform state (*.tfstate*),
//   variables (*.tfvars*) and CLI config (.terraformrc).
// - By the words secret(s), credential(s), password(s): a name one of whose dot-separated
//   parts ends in such a word ("secrets", "prod.secrets.yaml", "db-credentials.json",
//   "passwords.txt") is a store of them, unless its extension is one of code or documentation
//   (CODE_OR_DOC_EXTENSIONS): "secrets.ts", "secrets-manager.ts" and "docs/credentials.md"
//   are about secrets and are read; "secrets.yaml|yml|json|env|toml|ini|txt" and unknown
//   extensions are data and are not. A word inside a part does not count: "secret-santa.json"
//   is read. A data file inside a directory so named ("config/secrets/prod.yaml") is refused
//   too; the directory itself is expanded, for it may hold code ("src/secrets/index.ts").
//   These name rules are for files: a directory is judged by the segment rules below. A
//   refused name costs little (the agent can still open the file itself if it must); a
//   leaked secret ends up in prompts, logs and the model provider's hands.
// - By directory (REFUSED_SEGMENTS, anywhere in the path): .git, .ssh, .gnupg, .aws, .docker,
//   .kube, .azure, .gcloud and gcloud (so .config/gcloud), gcloud's legacy_credentials, and
//   .config/gh (the GitHub CLI's token). A symlink's target is checked by the same rules.
// - By kind, looked at with lstat before any open: anything but a regular file (a FIFO, whose
//   open would block until a writer comes; a socket; a character or block device), and a
//   file with more than one hard link, since another name of it may lie outside the
//   repository or be a secrets file. The open itself is non-blocking and does not follow a
//   symlink, and fstat must then show the same regular file (same device and inode), so a
//   file swapped in between is refused too.
// - By content: binary files, and text holding a PEM private key.


const DEFAULT_MAX_FILE_BYTES = 100_000;
const DEFAULT_MAX_DIR_FILES = 50;
/** Directory entries a walk visits at most, so a huge tree cannot stall the prompt. */
const MAX_WALK_ENTRIES = 20_000;
const BINARY_SNIFF_BYTES = 8 * 1024;
/** Directories a directory path never expands into. */
const SKIPPED_DIRS = new Set(['.git', 'node_modules']);
/** Path segments that are never read, anywhere in a path: git internals and credential stores. */
const REFUSED_SEGMENTS = new Map([
    ['.git', 'git internals'],
    ['.ssh', 'SSH keys'],
    ['.gnupg', 'GnuPG keys'],
    ['.aws', 'AWS credentials'],
    ['.docker', 'Docker registry credentials'],
    ['.kube', 'Kubernetes credentials'],
    ['.azure', 'Azure CLI credentials'],
    ['.gcloud', 'Google Cloud credentials'],
    ['gcloud', 'Google Cloud credentials'],
    ['legacy_credentials', 'Google Cloud credentials'],
]);
/** Two segments in a row that are never read: a directory whose name alone is too common. */
const REFUSED_SEGMENT_PAIRS = [['.config', 'gh', 'GitHub CLI tokens']];
const SECRET_NAMES = [
    [/^\.env/, 'an environment file (.env*) may hold secrets'],
    [/\.(pem|key|p12|pfx|jks|keystore|ppk)$/, 'a key or certificate file'],
    [/^id_(rsa|dsa|ecdsa|ed25519)/, 'an SSH key'],
    [
        /^(\.netrc|_netrc|\.pgpass|\.my\.cnf|\.git-credentials|\.htpasswd)$/,
        'a credentials file (logins and passwords)',
    ],
    [
        /^(\.npmrc|\.yarnrc|\.yarnrc\.ya?ml|\.pypirc)$/,
        'a package registry config (.npmrc, .yarnrc, .pypirc) may hold an auth token',
    ],
    [/^\.dockercfg$/, 'a Docker registry credentials file'],
    [
        /^credentials(\.(json|toml|ya?ml|ini))?$/,
        'a credentials file (aws/credentials, .cargo/credentials, .gem/credentials and kin)',
    ],
    [
        /^(application_default_credentials|adc)\.json$/,
        'a Google Cloud credentials file (application default credentials)',
    ],
    [/^(\.boto|\.s3cfg)$/, 'a cloud storage credentials file (.boto, .s3cfg)'],
    [
        /^(accesstokens|azureprofile|msal_token_cache|service_principal_entries)\.(json|bin)$/,
        'an Azure CLI credentials file',
    ],
    // "ci-sa.json", not the Arabic (Saudi Arabia) locale "ar-SA.json".
    [/^(?!ar[-_]sa\.json$).*(^|[-_.])sa(-key)?\.json$/, 'a cloud service-account key (JSON)'],
    [/service[-_]?account.*\.json$/, 'a cloud service-account key (JSON)'],
    [/^client_secrets?.*\.json$/, 'an OAuth client secret (JSON)'],
    [/^gha-creds-.*\.json$/, 'a cloud credentials file written by a GitHub auth action (gha-creds-*.json)'],
    [/^kubeconfig($|\.)|\.kubeconfig$/, 'a kubeconfig holds Kubernetes cluster credentials'],
    [/^\.vault-token$/, 'a HashiCorp Vault token'],
    [/\.tfstate($|\.)/, 'Terraform state holds secrets in plain text'],
    [/\.tfvars($|\.)/, 'Terraform variables often hold secrets'],
    [/^(\.terraformrc|terraform\.rc)$/, 'a Terraform CLI config may hold API tokens'],
];
/** Words that make a data file a store of secrets when a dot-separated part of its name ends in one. */
const SECRET_WORDS = new Set(['secret', 'secrets', 'credential', 'credentials', 'password', 'passwords']);
/** Extensions of code and documentation: "secrets.ts" or "credentials.md" is about secrets, not a store. */
const CODE_OR_DOC_EXTENSIONS = new Set(('md mdx markdown rst adoc asciidoc html htm ' +
    'ts tsx mts cts js jsx mjs cjs vue svelte ' +
    'py rb go rs java kt kts scala groovy cs fs swift c h cc cpp hpp m php pl ' +
    'sh bash zsh fish ps1 lua ex exs erl clj dart tf proto graphql snap').split(' '));
/** A PEM private key header as a line of its own ("-----BEGIN RSA PRIVATE KEY-----" and kin). */
const PRIVATE_KEY_LINE = /^[ \t]*-{5}BEGIN [A-Z0-9 ]*PRIVATE KEY-{5}[ \t]*\r?$/m;
/** Read-only, never blocking (a FIFO swapped in after lstat), never through a symlink. */
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0);
/** Why a file name is a secret, or undefined. Case-insensitive; the rules are in the module comment. */
function secretNameReason(name) {
    const lower = name.toLowerCase();
    for (const [pattern, reason] of SECRET_NAMES)
        if (pattern.test(lower))
            return reason;
    if (namedLikeSecretStore(lower))
        return 'named like a store of secrets (secrets.*, *.secrets.*, credentials.*, passwords.*); only code and docs so named (.ts, .md, ...) are read';
    return undefined;
}
/** "secrets", "prod.secrets.yaml", "db-credentials.json": yes; "secrets.ts", "secret-santa.json": no. */
function namedLikeSecretStore(lower) {
    if (isCodeOrDoc(lower))
        return false;
    return lower.split('.').some((part) => SECRET_WORDS.has(part.split(/[-_]/).at(-1)));
}
/** A name whose extension is one of code or documentation ("secrets.ts", "credentials.md"). */
function isCodeOrDoc(lower) {
    const parts = lower.replace(/^\./, '').split('.');
    return parts.length > 1 && CODE_OR_DOC_EXTENSIONS.has(parts.at(-1));
}
/** Why a file of this kind is not read (looked at before it is opened), or undefined. */
function kindProblem(stat) {
    if (stat.isDirectory())
        return 'a directory';
    if (stat.isFIFO())
        return 'a FIFO (named pipe), not a regular file; reading it could block';
    if (stat.isSocket())
        return 'a socket, not a regular file';
    if (stat.isCharacterDevice())
        return 'a character device, not a regular file';
    if (stat.isBlockDevice())
        return 'a block device, not a regular file';
    if (!stat.isFile())
        return 'not a regular file';
    if (stat.nlink > 1n)
        return `a file with ${stat.nlink} hard links: another of its names may lie outside the repository, so it is not read`;
    return undefined;
}
/**
 * The text of the regular file at `real` (a path inside the repository), at most `maxFileBytes`
 * of it in whole characters; refused when it is not a regular file, is binary or holds a private
 * key, or CHANGED when another file was swapped in between the look and the open.
 */
function readRegularFile(real, maxFileBytes) {
    // Look before opening: opening a FIFO blocks until a writer comes, opening a device may act.
    let before;
    try {
        before = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(real, { bigint: true });
    }
    catch (err) {
        return fsProblem(err);
    }
    const kind = kindProblem(before);
    if (kind)
        return { kind: 'refused', reason: kind };
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(real, OPEN_FLAGS);
    }
    catch (err) {
        if (err.code === 'ELOOP')
            return CHANGED;
        return fsProblem(err);
    }
    try {
        // The same regular file lstat saw, not one swapped in since.
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd, { bigint: true });
        if (stat.dev !== before.dev || stat.ino !== before.ino)
            return CHANGED;
        const kindNow = kindProblem(stat);
        if (kindNow)
            return { kind: 'refused', reason: kindNow };
        const size = Number(stat.size);
        // A few bytes past the cap tell whether the cap falls inside a character.
        const want = Math.min(size, maxFileBytes + 4);
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
        const truncatedBytes = size - end;
        return truncatedBytes > 0
            ? { kind: 'ok', text, bytes: size, truncatedBytes }
            : { kind: 'ok', text, bytes: size };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
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
                const named = fileNameProblem(rel.split('/'));
                return named ? { kind: 'refused', reason: named } : { kind: 'missing' };
            }
            return { kind: 'refused', reason: `cannot be read (${code ?? err.message})` };
        }
        if (!inside(real))
            return { kind: 'refused', reason: 'a symlink that leads outside the repository' };
        // The names of a file count, not of a directory ("src/secrets/" holds code); the target of
        // a symlink is checked too: `notes.txt -> .env` stays refused.
        const dir = isDirectory(real);
        const targetRel = real === rootReal ? '' : real.slice(prefix.length);
        const problem = pathProblem(rel.split('/'), dir) ??
            (targetRel === '' ? undefined : pathProblem(targetRel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep), dir));
        if (problem)
            return { kind: 'refused', reason: problem };
        return { kind: 'ok', rel, real };
    }
    function read(path) {
        const resolved = resolvePath(path);
        if (resolved.kind !== 'ok')
            return resolved;
        return readRegularFile(resolved.real, maxFileBytes);
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
        const add = (rel) => {
            if (files.length < maxDirFiles)
                files.push(rel);
            else
                omitted++;
        };
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
                // listed, and read() checks where it leads. An entry read() refuses (a credentials
                // directory, a FIFO, a socket, a device, a secrets file) is listed too, so that the
                // prompt says why it is left out; .git and node_modules are skipped without a word.
                if (entry.isDirectory()) {
                    if (SKIPPED_DIRS.has(entry.name))
                        continue;
                    if (segmentProblem(rel.split('/')))
                        add(rel);
                    else
                        walk((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realDir, entry.name), rel);
                }
                else if (entry.isSymbolicLink()) {
                    if (!isDirectory((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realDir, entry.name)))
                        add(rel);
                }
                else {
                    add(rel); // a regular file, or a FIFO, socket or device that read() refuses without opening
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
    return segmentProblem(segments);
}
/** Why a path is not read, given whether it is a directory. */
function pathProblem(segments, isDir) {
    return segmentProblem(segments) ?? (isDir ? undefined : fileNameProblem(segments));
}
/** A directory anywhere in the path that is never read. */
function segmentProblem(segments) {
    const lower = segments.map((s) => s.toLowerCase());
    for (const [i, s] of lower.entries()) {
        const what = REFUSED_SEGMENTS.get(s);
        if (what)
            return `inside ${segments[i]}/ (${what}), which is never read`;
        for (const [first, second, why] of REFUSED_SEGMENT_PAIRS)
            if (s === second && lower[i - 1] === first)
                return `inside ${segments[i - 1]}/${segments[i]}/ (${why}), which is never read`;
    }
    return undefined;
}
/** A file's own name is a secret's, or it is data in a directory named like a store of secrets. */
function fileNameProblem(segments) {
    const parts = segments.filter((s) => s !== '' && s !== '.');
    const name = parts.at(-1);
    if (name === undefined)
        return undefined;
    const byName = secretNameReason(name);
    if (byName)
        return byName;
    if (isCodeOrDoc(name.toLowerCase()))
        return undefined;
    const store = parts.slice(0, -1).find((dir) => namedLikeSecretStore(dir.toLowerCase()));
    if (store)
        return `inside ${store}/, a directory named like a store of secrets; only code and docs in it are read`;
    return undefined;
}
const CHANGED = {
    kind: 'refused',
    reason: 'changed while being read (a file swapped for another)',
};
function fsProblem(err) {
    const code = err.code;
    if (code === 'ENOENT')
        return { kind: 'missing' };
    return { kind: 'refused', reason: `cannot be read (${code ?? err.message})` };
}
/** "./docs//a.md" -> "docs/a.md"; "." and "./" -> ".". */
function normalise(path) {
    const parts = path.split(/[\\/]+/).filter((s) => s !== '' && s !== '.');
    return parts.length === 0 ? '.' : parts.join('/');
}


/***/ }),

/***/ 4638:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EX: () => (/* binding */ runAttemptAgent),
/* harmony export */   ej: () => (/* binding */ opencodeKeyed),
/* harmony export */   ub: () => (/* binding */ reclaimAfterGates)
/* harmony export */ });
/* unused harmony export withPlanArgs */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _adapters_agents_codex_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4867);
/* harmony import */ var _adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1192);
/* harmony import */ var _adapters_agents_opencode_config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8206);
/* harmony import */ var _adapters_agents_runner_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7799);
/* harmony import */ var _adapters_context_files_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8248);
/* harmony import */ var _core_agent_routing_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6276);
/* harmony import */ var _core_model_keys_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6780);
/* harmony import */ var _core_prompt_prompt_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7556);
/* harmony import */ var _core_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7961);
/* harmony import */ var _core_shell_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(8772);
/* harmony import */ var _claim_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8111);
// One attempt at a task, the part `ralph build` and the CI task job share (docs/ARCHITECTURE.md#the-prompt, #agents):
// the prompt (with the previous failure injected), the MCP configuration, one agent process
// under the task's limits, the work tree taken back from it, and the check of its done claim.
// The gates run after it (in-process locally, one workflow step each in CI), and the verdict is
// core/attempt/attempt.ts's concludeAttempt. The two shells differ only in how state travels.













/** The warnings each onWarning function has heard, so that it hears each once. */
const heard = new WeakMap();
/**
 * Writes the prompt, runs the agent, takes the work tree back and checks a done claim. Throws
 * AgentNotInstalledError, before anything is written, when the agent's CLI is not installed.
 */
async function runAttemptAgent(git, o) {
    const task = (0,_core_prompt_prompt_js__WEBPACK_IMPORTED_MODULE_9__/* .findTask */ .VX)(o.plan, o.taskId)?.task;
    const routed = o.agent ?? (task ? (0,_core_agent_routing_js__WEBPACK_IMPORTED_MODULE_7__/* .resolveAgent */ .cT)(o.plan, task) : {});
    // The levels' `env` (a gateway's URL; `ralph validate` refuses secrets) on top.
    const env = { ...o.env, ...routed.env };
    (0,_adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_3__/* .checkAgentInstalled */ .og)(o.provider, env);
    const reader = (0,_adapters_context_files_js__WEBPACK_IMPORTED_MODULE_6__/* .createRepoReader */ .wA)(o.planAt.root);
    const prompt = o.retry
        ? (0,_core_prompt_prompt_js__WEBPACK_IMPORTED_MODULE_9__/* .generateRetryPrompt */ .Gl)(o.plan, o.taskId, reader, o.retry, { planFile: o.planAt.file })
        : (0,_core_prompt_prompt_js__WEBPACK_IMPORTED_MODULE_9__/* .generateTaskPrompt */ .Jk)(o.plan, o.taskId, reader, { planFile: o.planAt.file });
    const guard = {
        ...o.guard,
        planAt: o.planAt,
        planBefore: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(o.planAt.path),
        // What was changed before the agent ran (a setup step) is not the agent's work.
        changedBefore: o.guard.changedBefore ?? new Set(await git.changedPaths()),
    };
    const mcp = (0,_core_prompt_prompt_js__WEBPACK_IMPORTED_MODULE_9__/* .mcpConfig */ .nX)(o.plan, o.taskId);
    const mcpConfigPath = mcp ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(o.workDir, 'mcp.json') : undefined;
    if (mcp && mcpConfigPath)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(mcpConfigPath, `${JSON.stringify(mcp, null, 2)}\n`);
    const warnings = (0,_adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_3__/* .limitWarnings */ .fT)(o.provider, { maxTurns: o.maxTurns, mcpServers: mcp?.mcpServers });
    if (o.onWarning) {
        const said = heard.get(o.onWarning) ?? new Set();
        heard.set(o.onWarning, said);
        for (const w of warnings) {
            if (said.has(w))
                continue;
            said.add(w);
            o.onWarning(w);
        }
    }
    // The index as Ralph leaves it to the agent: one the agent rewrites is not trusted after it.
    guard.index = await git.indexStamp();
    const maxCostUsd = o.maxCostUsd ?? (task ? (0,_core_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_10__/* .attemptMaxCostUsd */ .x9)(o.plan, task) : undefined);
    // A Codex gateway the plan defines goes through Ralph's key proxy too; its key stays with Ralph.
    const gateway = o.provider.name === 'codex' ? (0,_core_model_keys_js__WEBPACK_IMPORTED_MODULE_8__/* .codexGateway */ .Sl)(routed.args ?? []) : undefined;
    // So does an OpenCode provider whose key is a variable: that variable is kept from every agent.
    const opencode = opencodeKeyed(o.provider.name, o.planAt.root, env, o.runAs?.home ?? env.HOME);
    const agent = await (0,_adapters_agents_runner_js__WEBPACK_IMPORTED_MODULE_5__/* .runAgent */ .JN)({
        provider: withPlanArgs(o.provider, routed.args, gateway),
        codexGateway: gateway,
        // A command line may run OpenCode.
        opencodeProviders: ['opencode', 'command'].includes(o.provider.name) ? opencode : undefined,
        keyNames: (0,_core_model_keys_js__WEBPACK_IMPORTED_MODULE_8__/* .namedKeyVariables */ .cI)(routed, opencode),
        prompt,
        cwd: o.planAt.root,
        limits: {
            maxTurns: o.maxTurns,
            timeoutMs: o.timeoutMs,
            model: routed.model,
            mcpConfigPath,
            ...(maxCostUsd !== undefined ? { maxCostUsd } : {}),
        },
        transcriptPath: o.transcriptPath,
        env,
        keyEnv: o.keyEnv,
        onKeyProxy: o.onKeyProxy,
        userCommand: routed.command,
        signal: o.signal,
        onOutput: o.onOutput,
        onLine: o.onLine,
        runAs: o.runAs,
        network: o.network,
    });
    const reclaimed = await (0,_claim_js__WEBPACK_IMPORTED_MODULE_11__/* .reclaimWorkTree */ .XJ)(git, guard);
    const problems = agent.outcome === 'done' && !agent.interrupted
        ? (0,_claim_js__WEBPACK_IMPORTED_MODULE_11__/* .claimProblems */ .Lu)(o.planAt.root, reclaimed, o.outputArtifacts)
        : [];
    return { prompt, agent, guard, changed: reclaimed.changed, problems, notes: reclaimed.notes, warnings };
}
/**
 * The OpenCode providers whose key is a variable, in the configuration OpenCode would read here.
 * For a CLI that is not OpenCode (nor a command line, which may run it) a configuration that does
 * not parse names none: it is OpenCode's to refuse.
 */
function opencodeKeyed(provider, cwd, env, home) {
    const sources = (0,_adapters_agents_opencode_config_js__WEBPACK_IMPORTED_MODULE_4__/* .opencodeConfigSources */ .W)(cwd, env, home);
    if (provider === 'opencode' || provider === 'command')
        return (0,_core_model_keys_js__WEBPACK_IMPORTED_MODULE_8__/* .opencodeKeyProviders */ .H_)(sources, env);
    try {
        return (0,_core_model_keys_js__WEBPACK_IMPORTED_MODULE_8__/* .opencodeKeyProviders */ .H_)(sources, env);
    }
    catch {
        return [];
    }
}
/**
 * The agent's `args` (from whichever level set them) after the provider's own options, so they have the last word (a
 * gateway's `-c model_provider=...` for codex, say); for the `command` provider, added to its
 * command line, quoted.
 */
function withPlanArgs(provider, args, gateway) {
    if (!args || args.length === 0)
        return provider;
    return {
        ...provider,
        command(input) {
            if (provider.name === 'command')
                return provider.command({
                    ...input,
                    userCommand: input.userCommand && `${input.userCommand} ${args.map(_core_shell_js__WEBPACK_IMPORTED_MODULE_12__/* .shellWord */ .r).join(' ')}`,
                });
            const cmd = provider.command(input);
            const proxied = gateway && input.modelProxy?.openai
                ? (0,_adapters_agents_codex_js__WEBPACK_IMPORTED_MODULE_2__/* .gatewayThroughProxy */ .Yg)(gateway.id, input.modelProxy.openai)
                : undefined;
            // The gateway's address and key variable re-pointed at the proxy, after the plan's own.
            if (proxied)
                return { ...cmd, args: [...cmd.args, ...args, ...proxied.args], env: { ...cmd.env, ...proxied.env } };
            return { ...cmd, args: [...cmd.args, ...args] };
        },
    };
}
/** After the gates ran the agent's code: the work tree taken back again, and what was refused. */
async function reclaimAfterGates(git, guard) {
    return (await (0,_claim_js__WEBPACK_IMPORTED_MODULE_11__/* .reclaimWorkTree */ .XJ)(git, guard)).problems.map((p) => `a gate ${p}`);
}


/***/ }),

/***/ 8111:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lu: () => (/* binding */ claimProblems),
/* harmony export */   XJ: () => (/* binding */ reclaimWorkTree),
/* harmony export */   ze: () => (/* binding */ takeHeadBack)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3626);
/* harmony import */ var _core_attempt_patch_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8256);
// Checking an agent's done claim against the work tree (docs/ARCHITECTURE.md#agents, #trust): no change at all,
// a change to the plan or to protected paths, or a missing output artifact means not done.
// The plan file, protected paths and the branch are put back either way: the agent's edits
// there are refused, never committed.




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
    // The index is what Ralph commits from: one the agent wrote (a `git add`, an assume-unchanged
    // bit, even a `git status`) is read afresh from HEAD, keeping the files, so nothing staged or
    // hidden behind Ralph's back is trusted.
    const moved = await takeHeadBack(git, g, notes);
    if (moved || (g.index !== undefined && (await git.indexStamp()) !== g.index))
        await git.freshIndex();
    const planNow = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(g.planAt.path) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(g.planAt.path) : undefined;
    if (!planNow?.equals(g.planBefore)) {
        (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_2__/* .writeAtomic */ .vZ)(g.planAt.path, g.planBefore.toString('utf8'));
        problems.push(`${planNow ? 'edited' : 'deleted'} the plan file ${g.planAt.file}; refused`);
    }
    // Read-only: a write would rewrite the whole index (megabytes in a large repository) for what
    // git re-read to refresh, the few files of the last commit, and the commit that follows writes
    // it anyway. Through the untracked cache, the listings git keeps are those of the last write;
    // a folder changed since is read again by each pass, which costs a few folders, not the tree.
    const cached = g.untrackedCache === true;
    const byAgent = (await git.changedPaths({ readOnly: true, untrackedCache: cached })).filter((p) => p !== g.planAt.file && !g.changedBefore.has(p));
    const refused = byAgent.filter((p) => (0,_core_attempt_patch_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .isProtected */ .bz)(p, g.protectedPaths));
    if (refused.length > 0) {
        await git.restorePaths(refused, g.startSha);
        problems.push(`changed protected paths (${refused.slice(0, 5).join(', ')}); refused`);
    }
    const changed = refused.length > 0 ? byAgent.filter((p) => !refused.includes(p)) : byAgent;
    if (g.index !== undefined)
        g.index = await git.indexStamp();
    return { problems, notes, changed };
}
/** HEAD back on the attempt's branch at its start commit; true when it had moved (also after the gates, gates.ts). */
async function takeHeadBack(git, g, notes) {
    const now = await git.headState();
    if (now.branch === g.branch && now.sha === g.startSha)
        return false;
    notes.push(now.branch !== g.branch
        ? `the agent left the branch ${g.branch}${now.branch ? ` for ${now.branch}` : ''}; Ralph went back to it`
        : 'the agent made commits; Ralph undid them and kept their changes for the checks');
    await git.exec(['update-ref', `refs/heads/${g.branch}`, g.startSha]);
    await git.exec(['symbolic-ref', 'HEAD', `refs/heads/${g.branch}`]);
    return true;
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
