export const id = 99;
export const ids = [99];
export const modules = {

/***/ 7741:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sO: () => (/* binding */ getProvider),
  JN: () => (/* reexport */ runner/* runAgent */.JN)
});

// UNUSED EXPORTS: PROVIDERS, findMarker

// EXTERNAL MODULE: ./build/adapters/agents/signals.js
var signals = __webpack_require__(1489);
;// CONCATENATED MODULE: ./build/adapters/agents/claude.js
// Claude Code: `claude -p` with the prompt on stdin and `--output-format stream-json`
// (which needs `--verbose`). Permissions are bypassed because CI has nobody to ask; as root
// that needs IS_SANDBOX=1. Errors exit 1 and still print a final `result` event.

const claude = {
    name: 'claude',
    supports: { maxTurns: true, mcp: true },
    command({ prompt, limits }) {
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
        if (limits.mcpConfigPath)
            args.push('--mcp-config', limits.mcpConfigPath, '--strict-mcp-config');
        args.push('--permission-mode', 'bypassPermissions');
        return { file: 'claude', args, stdin: prompt, env: { IS_SANDBOX: '1' } };
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
        }
    }
    finish() {
        return { ...this.out, marker: this.marker, finalText: this.out.finalText ?? this.lastText };
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./build/adapters/agents/mcp.js
// Reading the MCP configuration the prompt generator writes for a task's discipline
// (`{"mcpServers": {"name": {command, args, env} | {url}}}`), for the CLIs that do not take
// that file as it is and need it translated into their own configuration.


function readMcpServers(path) {
    let data;
    try {
        data = JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'));
    }
    catch (err) {
        throw new Error(`cannot read the MCP configuration ${path}: ${err.message}`);
    }
    const servers = (0,signals/* obj */.WL)((0,signals/* obj */.WL)(data)?.mcpServers);
    if (!servers)
        throw new Error(`${path}: expected {"mcpServers": {...}}`);
    const out = {};
    for (const [name, value] of Object.entries(servers)) {
        const s = (0,signals/* obj */.WL)(value);
        const command = (0,signals/* str */.gx)(s?.command);
        const url = (0,signals/* str */.gx)(s?.url);
        if (!command && !url)
            throw new Error(`${path}: mcpServers.${name} needs a "command" or a "url"`);
        const args = Array.isArray(s?.args) ? s.args.map(String) : undefined;
        const envObj = (0,signals/* obj */.WL)(s?.env);
        const env = envObj
            ? Object.fromEntries(Object.entries(envObj).map(([k, v]) => [k, String(v)]))
            : undefined;
        out[name] = { command, args, env, url };
    }
    return out;
}

;// CONCATENATED MODULE: ./build/adapters/agents/codex.js
// Codex: `codex -a never exec --json ... -` reads the prompt from stdin and prints JSONL
// events. It has no max-turns flag, and without a working backend it keeps reconnecting
// instead of failing, so the runner's timeout is the only guard. MCP servers go in as
// `-c mcp_servers.<name>.<key>=<TOML value>` overrides.


const codex = {
    name: 'codex',
    supports: { maxTurns: false, mcp: true },
    command({ prompt, limits }) {
        const args = ['-a', 'never', 'exec', '--json', '--sandbox', 'workspace-write'];
        if (limits.model)
            args.push('-m', limits.model);
        if (limits.mcpConfigPath)
            args.push(...mcpOverrides(limits.mcpConfigPath));
        args.push('--skip-git-repo-check', '-');
        return { file: 'codex', args, stdin: prompt };
    },
    createParser: () => new CodexParser(),
};
function mcpOverrides(path) {
    const args = [];
    // JSON strings and arrays of strings are valid TOML; an inline table needs `key = value`.
    const toml = (v) => JSON.stringify(v);
    for (const [name, s] of Object.entries(readMcpServers(path))) {
        // Codex splits the override's key on dots and takes no quoting.
        if (!/^[A-Za-z0-9_-]+$/.test(name)) {
            throw new Error(`${path}: MCP server name "${name}" cannot be passed to codex: use letters, digits, _ and -`);
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
        const ev = (0,signals/* jsonLine */.rF)(text);
        if (!ev)
            return;
        const o = this.out;
        switch (ev.type) {
            case 'thread.started':
                o.sessionId = (0,signals/* str */.gx)(ev.thread_id) ?? o.sessionId;
                break;
            case 'item.completed': {
                const item = (0,signals/* obj */.WL)(ev.item);
                const t = (0,signals/* str */.gx)(item?.text);
                if (item?.type === 'agent_message' && t !== undefined) {
                    o.finalText = (0,signals/* keepEnd */.zf)(t);
                    this.marker = (0,signals/* findMarker */.Ed)(t) ?? this.marker;
                }
                break;
            }
            case 'turn.completed': {
                const usage = (0,signals/* obj */.WL)(ev.usage);
                // input_tokens already counts the cached ones.
                o.inputTokens = (0,signals/* add */.WQ)(o.inputTokens, (0,signals/* num */.bu)(usage?.input_tokens));
                o.outputTokens = (0,signals/* add */.WQ)(o.outputTokens, (0,signals/* num */.bu)(usage?.output_tokens));
                // Errors before a completed turn (reconnects, retries) were overcome.
                o.errorText = undefined;
                o.rateLimited = undefined;
                break;
            }
            case 'turn.failed':
            case 'error': {
                const message = (0,signals/* str */.gx)((0,signals/* obj */.WL)(ev.error)?.message) ?? (0,signals/* str */.gx)(ev.message);
                if (message === undefined)
                    break;
                o.errorText = message;
                if ((0,signals/* rateLimitMessage */.zt)(message))
                    o.rateLimited = message;
                break;
            }
        }
    }
    finish() {
        return { ...this.out, marker: this.marker };
    }
}

;// CONCATENATED MODULE: ./build/adapters/agents/command.js
// Any command line as the agent: run by /bin/sh, the prompt on stdin and its path in
// RALPH_PROMPT_FILE. Its stdout is plain text; a marker counts when it is a line of its own.

const command = {
    name: 'command',
    supports: { maxTurns: false, mcp: false },
    command({ prompt, promptFile, userCommand }) {
        if (!userCommand?.trim()) {
            throw new Error('the "command" provider needs a command line: set agent.command in the plan or the `command` input');
        }
        return {
            file: '/bin/sh',
            args: ['-c', userCommand],
            stdin: prompt,
            env: { RALPH_PROMPT_FILE: promptFile },
        };
    },
    createParser: () => new TextParser(),
};
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

;// CONCATENATED MODULE: ./build/adapters/agents/gemini.js
// Gemini CLI: headless when stdin is not a TTY; `-o stream-json` prints JSONL events, `-y`
// approves tool calls, `--skip-trust` keeps that approval in a folder it has not seen.
// Max turns and MCP servers live only in `.gemini/settings.json` (a system settings file
// is ignored under any world-writable directory such as /tmp), so Ralph does not pass them.

const gemini = {
    name: 'gemini',
    supports: { maxTurns: false, mcp: false },
    command({ prompt, limits }) {
        const args = ['-o', 'stream-json', '-y', '--skip-trust'];
        if (limits.model)
            args.push('-m', limits.model);
        return { file: 'gemini', args, stdin: prompt };
    },
    createParser: () => new GeminiParser(),
};
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

;// CONCATENATED MODULE: ./build/adapters/agents/opencode.js
// OpenCode: `opencode run --format json` appends piped stdin to the message, so the prompt
// goes on stdin (no argument-length limit). `--auto` approves permission requests, which it
// otherwise rejects when nobody can answer. MCP servers go in through OPENCODE_CONFIG_CONTENT.
// It has no max-turns flag. Events (from its source; no recorded sample yet): `text`,
// `tool_use`, `step_start`, `step_finish` (tokens, cost), `error`, each with `sessionID`.


const opencode = {
    name: 'opencode',
    supports: { maxTurns: false, mcp: true },
    command({ prompt, limits }) {
        const args = ['run', '--format', 'json', '--auto'];
        if (limits.model)
            args.push('-m', limits.model);
        const env = {};
        if (limits.mcpConfigPath)
            env.OPENCODE_CONFIG_CONTENT = JSON.stringify({ mcp: mcpConfig(limits.mcpConfigPath) });
        return { file: 'opencode', args, stdin: prompt, env };
    },
    createParser: () => new OpencodeParser(),
};
function mcpConfig(path) {
    const out = {};
    for (const [name, s] of Object.entries(readMcpServers(path))) {
        out[name] = s.url
            ? { type: 'remote', url: s.url, enabled: true }
            : { type: 'local', command: [s.command, ...(s.args ?? [])], environment: s.env ?? {}, enabled: true };
    }
    return out;
}
class OpencodeParser {
    out = {};
    marker;
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
            // One step is one model call.
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
            if (data?.statusCode === 429 || (0,signals/* rateLimitMessage */.zt)(message))
                o.rateLimited = message;
        }
    }
    finish() {
        return { ...this.out, marker: this.marker };
    }
}

// EXTERNAL MODULE: ./build/adapters/agents/runner.js
var runner = __webpack_require__(7704);
;// CONCATENATED MODULE: ./build/adapters/agents/index.js
// The built-in agent providers by name (DESIGN.md C4).







const PROVIDERS = { claude: claude, codex: codex, gemini: gemini, opencode: opencode, command: command };
function getProvider(name) {
    const provider = Object.hasOwn(PROVIDERS, name) ? PROVIDERS[name] : undefined;
    if (!provider) {
        throw new Error(`unknown agent provider "${name}": use one of ${Object.keys(PROVIDERS).join(', ')}`);
    }
    return provider;
}


/***/ }),

/***/ 7704:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JN: () => (/* binding */ runAgent)
/* harmony export */ });
/* unused harmony exports TAIL_BYTES, MAX_LINE_CHARS */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6193);
/* harmony import */ var _signals_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1489);
// Running one agent (DESIGN.md C4): the provider's command in its own process group, the
// prompt on stdin and in a file beside the transcript, the whole output streamed to the
// transcript while memory keeps only a bounded tail and one bounded line at a time, and the
// whole group killed on timeout, on abort, when Ralph itself is told to stop, and once the
// agent has exited (so nothing it started in the background outlives it).





const TAIL_BYTES = 64 * 1024;
/** Longer lines are cut to this many characters before they reach the parser. */
const MAX_LINE_CHARS = 1024 * 1024;
const STDERR_TAIL_BYTES = 16 * 1024;
const KILL_GRACE_MS = 2_000;
/**
 * Runs the agent to its end and says how it ended. It throws only when the provider cannot
 * build a command line (a configuration error); everything the agent does becomes a result.
 * While it runs, SIGINT and SIGTERM to Ralph kill the agent and end the run as interrupted
 * (the signal is consumed: the caller should stop after recording the result).
 */
async function runAgent(opts) {
    const { provider, prompt, cwd, limits, transcriptPath } = opts;
    const started = Date.now();
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(transcriptPath), { recursive: true });
    const promptFile = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(transcriptPath), `${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(transcriptPath, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.extname)(transcriptPath))}.prompt.md`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(promptFile, prompt);
    const cmd = provider.command({ prompt, promptFile, limits, cwd, userCommand: opts.userCommand });
    const transcript = new Transcript(transcriptPath);
    const notStarted = (reason, interrupted) => {
        transcript.close();
        const durationMs = Date.now() - started;
        const r = {
            outcome: 'crashed',
            reason,
            exitCode: null,
            durationMs,
            transcriptPath,
            promptFile,
            tail: '',
        };
        return interrupted ? { ...r, interrupted } : r;
    };
    if (opts.signal?.aborted)
        return notStarted('interrupted', true);
    const parser = provider.createParser();
    const tail = new Tail(TAIL_BYTES);
    const stderrTail = new Tail(STDERR_TAIL_BYTES);
    const lines = new LineSplitter(MAX_LINE_CHARS, (line) => parser.line(line));
    const grace = opts.killGraceMs ?? KILL_GRACE_MS;
    let child;
    try {
        child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(cmd.file, cmd.args, {
            cwd,
            env: { ...opts.env, ...cmd.env },
            detached: true,
            stdio: ['pipe', 'pipe', 'pipe'],
        });
    }
    catch (err) {
        // Arguments node refuses outright (a NUL byte, say).
        return notStarted(`cannot run "${cmd.file}": ${err.message}`);
    }
    return new Promise((resolve) => {
        const pid = child.pid;
        const killGroup = (sig) => {
            if (pid === undefined)
                return;
            try {
                process.kill(-pid, sig);
            }
            catch {
                // the group is gone already
            }
        };
        let timedOut = false;
        let interrupted;
        let spawnError;
        let exitCode = null;
        let exitSignal = null;
        let finished = false;
        const timers = [];
        let killTimer;
        const stop = () => {
            killGroup('SIGTERM');
            killTimer ??= setTimeout(() => killGroup('SIGKILL'), grace);
        };
        if (limits.timeoutMs > 0 && Number.isFinite(limits.timeoutMs)) {
            timers.push(setTimeout(() => {
                timedOut = true;
                stop();
            }, limits.timeoutMs));
        }
        const onAbort = () => {
            interrupted ??= 'interrupted';
            stop();
        };
        opts.signal?.addEventListener('abort', onAbort, { once: true });
        const onProcessSignal = (sig) => {
            // A second Ctrl-C does not wait for the grace period.
            if (interrupted)
                killGroup('SIGKILL');
            interrupted ??= `interrupted by ${sig}`;
            stop();
        };
        const onProcessExit = () => killGroup('SIGKILL');
        process.on('SIGINT', onProcessSignal);
        process.on('SIGTERM', onProcessSignal);
        process.on('exit', onProcessExit);
        const decoders = { stdout: new node_string_decoder__WEBPACK_IMPORTED_MODULE_3__.StringDecoder('utf8'), stderr: new node_string_decoder__WEBPACK_IMPORTED_MODULE_3__.StringDecoder('utf8') };
        const take = (stream) => {
            const decoder = decoders[stream];
            return (chunk) => {
                transcript.write(chunk);
                tail.push(chunk);
                if (stream === 'stderr')
                    stderrTail.push(chunk);
                const text = decoder.write(chunk);
                if (stream === 'stdout')
                    lines.push(text);
                if (text)
                    opts.onOutput?.(text);
            };
        };
        child.stdout.on('data', take('stdout'));
        child.stderr.on('data', take('stderr'));
        child.stdin.on('error', () => { }); // the agent may exit without reading its stdin
        child.stdin.end(cmd.stdin ?? '');
        const finish = () => {
            if (finished)
                return;
            finished = true;
            for (const t of timers)
                clearTimeout(t);
            if (killTimer)
                clearTimeout(killTimer);
            opts.signal?.removeEventListener('abort', onAbort);
            process.off('SIGINT', onProcessSignal);
            process.off('SIGTERM', onProcessSignal);
            process.off('exit', onProcessExit);
            lines.push(decoders.stdout.end());
            lines.end();
            transcript.close();
            const parsed = parser.finish({ exitCode, stderr: stderrTail.text() });
            const stderr = stderrTail.text();
            const tailText = tail.text();
            const { outcome, reason } = decide(parsed, {
                exitCode,
                signal: exitSignal,
                timedOut,
                timeoutMs: limits.timeoutMs,
                interrupted,
                spawnError,
                stderr,
                tail: tailText,
            });
            resolve({
                outcome,
                reason,
                ...(interrupted ? { interrupted: true } : {}),
                exitCode,
                signal: exitSignal ?? undefined,
                turns: parsed.turns,
                inputTokens: parsed.inputTokens,
                outputTokens: parsed.outputTokens,
                costUsd: parsed.costUsd,
                sessionId: parsed.sessionId,
                durationMs: Date.now() - started,
                transcriptPath,
                promptFile,
                tail: tailText,
                finalText: parsed.finalText,
            });
        };
        child.on('error', (err) => {
            // Only a failed spawn leaves no pid; other errors (a failed kill) are not the end.
            if (pid !== undefined)
                return;
            if (err.code !== 'ENOENT')
                spawnError = `cannot run "${cmd.file}": ${err.message}`;
            else if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(cwd))
                spawnError = `cannot run "${cmd.file}": no directory ${cwd}`;
            else
                spawnError = `cannot run "${cmd.file}": not found on PATH (is the ${provider.name} CLI installed?)`;
            finish();
        });
        child.on('exit', (code, sig) => {
            exitCode = code;
            exitSignal = sig;
            // What the agent left running in its group goes with it. If something outside the
            // group still holds the pipes open, stop waiting for them after the grace period.
            killGroup('SIGTERM');
            timers.push(setTimeout(() => {
                killGroup('SIGKILL');
                timers.push(setTimeout(() => {
                    child.stdout.destroy();
                    child.stderr.destroy();
                    finish();
                }, 500));
            }, grace));
        });
        child.on('close', finish);
    });
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
    const failed = run.timedOut || run.exitCode !== 0;
    // The end of the output only: a prompt that talks about rate limits is not one.
    const limited = p.rateLimited ?? (failed ? (0,_signals_js__WEBPACK_IMPORTED_MODULE_4__/* .rateLimitMessage */ .zt)(run.stderr + '\n' + run.tail.slice(-4096)) : undefined);
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
    const detail = p.errorText ?? (0,_signals_js__WEBPACK_IMPORTED_MODULE_4__/* .lastLine */ .fM)(run.stderr);
    return { outcome: 'crashed', reason: detail ? `${how}: ${detail}` : how };
}
/** The transcript file; a failed write (disk full) stops the writing, not the run. */
class Transcript {
    fd;
    constructor(path) {
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
/** Keeps the last `limit` bytes pushed into it. */
class Tail {
    limit;
    buf = Buffer.alloc(0);
    constructor(limit) {
        this.limit = limit;
    }
    push(chunk) {
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
// Messages the CLIs print when a usage or rate limit stops them (AGENTS.md and the CLIs' own
// strings): Claude's usage limit and 429, Codex's usage limit and retry exhaustion, Gemini's
// quota messages, and the generic HTTP 429 wording.
const RATE_LIMIT = [
    /You've (?:hit|reached) your [\w -]{0,40}limit/i,
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

/***/ 7547:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  um: () => (/* binding */ failingGate),
  by: () => (/* binding */ gateLogName),
  Rg: () => (/* binding */ runGate),
  AQ: () => (/* binding */ runGates)
});

// UNUSED EXPORTS: DEFAULT_GATE_TIMEOUT_MS

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/core/plan.js
var plan = __webpack_require__(4115);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./build/adapters/process.js
// Running a child process whose output may be unbounded and whose children may outlive it:
// it gets its own process group, so a timeout, an abort or Ralph's own SIGINT/SIGTERM kills
// the whole tree; its output goes in full to a log file while memory keeps a bounded tail.



const KILL_GRACE_MS = 2_000;
/** Keeps the last `limit` bytes written to it. */
class TailBuffer {
    limit;
    chunks = [];
    size = 0;
    total = 0;
    constructor(limit) {
        this.limit = limit;
    }
    push(chunk) {
        this.total += chunk.length;
        this.chunks.push(chunk);
        this.size += chunk.length;
        while (this.size - (this.chunks[0]?.length ?? 0) >= this.limit)
            this.size -= this.chunks.shift().length;
    }
    text() {
        const all = Buffer.concat(this.chunks);
        return all.subarray(Math.max(0, all.length - this.limit)).toString('utf8');
    }
}
function killGroup(pid, signal) {
    if (pid === undefined)
        return;
    try {
        process.kill(-pid, signal);
    }
    catch {
        // the group is already gone
    }
}
function runProcess(opts) {
    const started = Date.now();
    const tail = new TailBuffer(opts.tailBytes ?? 64 * 1024);
    let log;
    if (opts.logPath) {
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(opts.logPath), { recursive: true });
        log = (0,external_node_fs_.createWriteStream)(opts.logPath);
    }
    return new Promise((resolve) => {
        let timedOut = false;
        let interrupted = false;
        let killTimer;
        const child = (0,external_node_child_process_.spawn)(opts.file, opts.args, {
            cwd: opts.cwd,
            env: opts.env,
            detached: true,
            stdio: ['pipe', 'pipe', 'pipe'],
        });
        const stop = (why) => {
            if (why === 'timeout')
                timedOut = true;
            else
                interrupted = true;
            killGroup(child.pid, 'SIGTERM');
            killTimer ??= setTimeout(() => killGroup(child.pid, 'SIGKILL'), KILL_GRACE_MS);
        };
        const timer = opts.timeoutMs ? setTimeout(() => stop('timeout'), opts.timeoutMs) : undefined;
        const onAbort = () => stop('interrupt');
        opts.signal?.addEventListener('abort', onAbort, { once: true });
        if (opts.signal?.aborted)
            onAbort();
        // If Ralph itself is told to stop, the agent's whole tree goes with it.
        const onSignal = () => stop('interrupt');
        process.on('SIGINT', onSignal);
        process.on('SIGTERM', onSignal);
        const take = (chunk, each) => {
            tail.push(chunk);
            log?.write(chunk);
            each?.(chunk);
        };
        child.stdout.on('data', (c) => take(c, opts.onStdout));
        child.stderr.on('data', (c) => take(c, opts.onStderr));
        child.stdin.on('error', () => { }); // the child may exit without reading its stdin
        child.stdin.end(opts.stdin ?? '');
        // Children the process left behind in its group (holding its stdout open) die with it.
        child.on('exit', () => killGroup(child.pid, 'SIGKILL'));
        let spawnError;
        child.on('error', (err) => {
            spawnError = err.message;
        });
        child.on('close', (exitCode, signal) => {
            if (timer)
                clearTimeout(timer);
            opts.signal?.removeEventListener('abort', onAbort);
            process.off('SIGINT', onSignal);
            process.off('SIGTERM', onSignal);
            if (killTimer)
                clearTimeout(killTimer);
            const finish = () => resolve({
                exitCode,
                signal,
                timedOut,
                interrupted,
                durationMs: Date.now() - started,
                tail: tail.text(),
                bytes: tail.total,
                spawnError,
            });
            if (log)
                log.end(finish);
            else
                finish();
        });
    });
}

;// CONCATENATED MODULE: ./build/adapters/gates.js
// Quality gates (DESIGN.md C5): each gate's command runs through a shell with its own timeout;
// the result (exit code, duration, log tail) is what decides a task, never the agent's word.



const DEFAULT_GATE_TIMEOUT_MS = 15 * 60_000;
const GATE_TAIL_BYTES = 8 * 1024;
function gateLogName(name) {
    return `${name.replace(/[^A-Za-z0-9._-]+/g, '_')}.log`;
}
async function runGate(gate, opts) {
    const logPath = opts.logDir ? (0,external_node_path_.join)(opts.logDir, gateLogName(gate.name)) : undefined;
    const r = await runProcess({
        file: '/bin/sh',
        args: ['-c', gate.command],
        cwd: opts.cwd,
        env: opts.env,
        timeoutMs: gate.timeout !== undefined ? (0,plan/* durationMs */.pc)(gate.timeout) : DEFAULT_GATE_TIMEOUT_MS,
        signal: opts.signal,
        logPath,
        tailBytes: GATE_TAIL_BYTES,
    });
    let outputTail = r.tail;
    if (r.timedOut)
        outputTail += `\n[ralph: gate "${gate.name}" timed out after ${Math.round(r.durationMs / 1000)}s]`;
    if (r.spawnError)
        outputTail += `\n[ralph: could not start the shell: ${r.spawnError}]`;
    return {
        name: gate.name,
        command: gate.command,
        required: gate.required ?? true,
        passed: r.exitCode === 0 && !r.timedOut && !r.interrupted,
        exitCode: r.exitCode,
        timedOut: r.timedOut,
        durationMs: r.durationMs,
        outputTail,
        logPath,
    };
}
/**
 * Runs gates in order. The first failing required gate stops the rest unless
 * `keepGoing`; an optional gate's failure is reported and the run goes on.
 */
async function runGates(gates, opts) {
    const results = [];
    for (const gate of gates) {
        if (opts.signal?.aborted)
            break;
        const r = await runGate(gate, opts);
        results.push(r);
        opts.onResult?.(r);
        if (!r.passed && r.required && !opts.keepGoing)
            break;
    }
    return results;
}
/** The first failing required gate, which is what a retry prompt is about. */
function failingGate(results) {
    return results.find((r) => !r.passed && r.required);
}


/***/ }),

/***/ 9085:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ appendProgress)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _core_git_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8648);
// PROGRESS.md: one entry appended per finished spec. Two spec branches both append at the end
// of the file, so `.gitattributes` gets `PROGRESS.md merge=union` and git keeps both entries
// when the second pull request merges.



const UNION = 'PROGRESS.md merge=union';
function appendProgress(root, spec, finishedAt) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'PROGRESS.md');
    const existing = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8') : undefined;
    const entry = (0,_core_git_text_js__WEBPACK_IMPORTED_MODULE_2__/* .progressEntry */ .su)(spec, finishedAt);
    if (existing?.includes(`(\`${spec.id}\`)\n`))
        return; // this spec's entry is there already
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(file, existing === undefined ? `# Progress\n\n${entry}` : `${existing.endsWith('\n') ? '' : '\n'}\n${entry}`);
    const attributes = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, '.gitattributes');
    const text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(attributes) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(attributes, 'utf8') : '';
    if (!text.split('\n').some((l) => l.trim() === UNION))
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(attributes, `${text === '' || text.endsWith('\n') ? '' : '\n'}${UNION}\n`);
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
        throw new Error(`neither ${REMOTE}/${branch} nor the base branch ${base} exists`);
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
 * `apply` runs again there. Returns the pushed commit, or undefined when nothing changed.
 */
async function commitAndPush(git, branch, apply) {
    let expected = (await remoteSha(git, branch)) ?? '';
    for (let attempt = 1;; attempt++) {
        const changed = await apply(attempt > 1);
        if (!changed)
            return undefined;
        const push = await git.exec([
            'push',
            '--quiet',
            '--porcelain',
            `--force-with-lease=refs/heads/${branch}:${expected}`,
            REMOTE,
            `HEAD:refs/heads/${branch}`,
        ], { allowFailure: true });
        if (push.exitCode === 0) {
            await git.exec(['update-ref', `refs/remotes/${REMOTE}/${branch}`, 'HEAD']);
            return git.head();
        }
        if (attempt >= PUSH_ATTEMPTS)
            throw new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS(['push', REMOTE, branch], push);
        // Someone else pushed first: start again from their tip.
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(50 * attempt + Math.random() * 100);
        await git.exec(['fetch', '--quiet', REMOTE, `+refs/heads/${branch}:refs/remotes/${REMOTE}/${branch}`], {
            allowFailure: true,
        });
        expected = (await remoteSha(git, branch)) ?? '';
        await git.exec(['reset', '--hard', '--quiet', expected || 'HEAD']);
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
        throw new Error(`${REMOTE}/${opts.branch} or ${REMOTE}/${opts.base} does not exist`);
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
    await git.exec(['add', '-A']);
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

/***/ 5983:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bc: () => (/* binding */ judgeAttempt),
/* harmony export */   fh: () => (/* binding */ recordAttempt)
/* harmony export */ });
/* unused harmony exports SUMMARY_LIMIT, clip */
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1733);

const SUMMARY_LIMIT = 1_500;
function clip(text, limit = SUMMARY_LIMIT) {
    const t = text.trim();
    return t.length <= limit ? t : `…${t.slice(t.length - limit + 1)}`;
}
/** The outcome of one attempt, from the agent's result, problems with its done claim, and the gates. */
function judgeAttempt(agent, claimProblems, gates) {
    if (agent.interrupted)
        return { outcome: 'interrupted', summary: 'interrupted before the attempt finished' };
    switch (agent.outcome) {
        case 'rate_limited':
            return {
                outcome: 'rate_limited',
                summary: clip(`the agent hit a rate limit: ${agent.reason ?? 'no detail'}`),
            };
        case 'blocked':
            return { outcome: 'blocked', summary: clip(agent.reason ?? 'the agent reported the task blocked') };
        case 'timeout':
            return { outcome: 'timeout', summary: clip(agent.reason ?? 'the agent ran out of time') };
        case 'crashed':
            return {
                outcome: 'crashed',
                summary: clip(`the agent exited without finishing: ${agent.reason ?? 'no detail'}`),
            };
        case 'no_marker':
            return {
                outcome: 'no_marker',
                summary: 'the agent stopped without printing <TASK_DONE> or <TASK_BLOCKED reason="...">',
            };
        case 'done':
            break;
    }
    if (claimProblems.length > 0)
        return { outcome: 'rejected', summary: clip(claimProblems.join('; ')) };
    const failed = gates.find((g) => g.required && !g.passed);
    if (failed) {
        return {
            outcome: 'gate_failed',
            gate: failed,
            summary: clip(`gate "${failed.name}" (\`${failed.command}\`) exited ${failed.exitCode ?? 'without a code'}:\n${failed.outputTail}`),
        };
    }
    return {
        outcome: 'passed',
        summary: gates.length > 0 ? `gates passed: ${gates.map((g) => g.name).join(', ')}` : 'done',
    };
}
/**
 * Appends the attempt to the task and sets its status: completed, blocked (by the agent or a
 * spent budget), failed (retry later), or pending again (rate limit, interruption).
 */
function recordAttempt(task, verdict, meta, maxAttempts) {
    const attempts = task.attempts ?? [];
    const attempt = {
        number: (attempts.at(-1)?.number ?? 0) + 1,
        startedAt: meta.startedAt,
        finishedAt: meta.finishedAt,
        outcome: verdict.outcome,
        ...(verdict.gate ? { gate: verdict.gate.name } : {}),
        summary: verdict.summary,
        ...(meta.durationMs !== undefined ? { durationMs: meta.durationMs } : {}),
        ...(meta.turns !== undefined ? { turns: meta.turns } : {}),
        ...(meta.costUsd !== undefined ? { costUsd: meta.costUsd } : {}),
        ...(meta.runUrl ? { runUrl: meta.runUrl } : {}),
        ...(meta.artifact ? { artifact: meta.artifact } : {}),
    };
    task.attempts = [...attempts, attempt];
    delete task.startedAt;
    let status;
    switch (verdict.outcome) {
        case 'passed':
            status = 'completed';
            task.completedAt = meta.finishedAt;
            task.durationMs = task.attempts.reduce((n, a) => n + (a.durationMs ?? 0), 0);
            delete task.blockedReason;
            break;
        case 'blocked':
            status = 'blocked';
            task.blockedReason = verdict.summary;
            break;
        case 'rate_limited':
        case 'interrupted':
            status = 'pending';
            break;
        default:
            if ((0,_schedule_js__WEBPACK_IMPORTED_MODULE_0__/* .countedAttempts */ .jc)(task) >= maxAttempts) {
                status = 'blocked';
                task.blockedReason = `retry budget spent (${(0,_schedule_js__WEBPACK_IMPORTED_MODULE_0__/* .countedAttempts */ .jc)(task)} of ${maxAttempts} attempts); last: ${firstLine(verdict.summary)}`;
            }
            else
                status = 'failed';
    }
    task.status = status;
    return status;
}
function firstLine(text) {
    return text.split('\n', 1)[0].slice(0, 300);
}


/***/ }),

/***/ 8648:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _7: () => (/* binding */ specCommitMessage),
/* harmony export */   _s: () => (/* binding */ taskCommitMessage),
/* harmony export */   su: () => (/* binding */ progressEntry)
/* harmony export */ });
function taskCommitMessage(spec, task, what) {
    return `ralph(${spec.id}): ${what} ${task.id}\n\n${task.title ?? task.description}\n\nRalph-Spec: ${spec.id}\nRalph-Task: ${task.id}\n`;
}
/** One commit per spec: named after the spec, the tasks listed in the body, trailers at the end. */
function specCommitMessage(spec) {
    const title = spec.name ?? spec.id;
    const lines = spec.tasks.map((t) => `- ${t.id}: ${firstLine(t.title ?? t.description)}`);
    const trailers = [`Ralph-Spec: ${spec.id}`, ...spec.tasks.map((t) => `Ralph-Task: ${t.id}`)];
    return `${title}\n\n${lines.join('\n')}\n\n${trailers.join('\n')}\n`;
}
/** The PROGRESS.md entry appended when a spec's last task completes. */
function progressEntry(spec, finishedAt) {
    const lines = [`## ${spec.name ?? spec.id} (\`${spec.id}\`)`, '', `Completed ${finishedAt}.`, ''];
    for (const t of spec.tasks) {
        const attempts = t.attempts?.length ?? 0;
        lines.push(`- [x] ${t.id}: ${firstLine(t.title ?? t.description)} (${attempts} attempt${attempts === 1 ? '' : 's'})`);
    }
    return `${lines.join('\n')}\n`;
}
function firstLine(text) {
    return text.split('\n', 1)[0].trim();
}


/***/ }),

/***/ 1099:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b$: () => (/* binding */ agentEnv),
/* harmony export */   jq: () => (/* binding */ build),
/* harmony export */   zS: () => (/* binding */ BuildError)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7741);
/* harmony import */ var _adapters_agents_runner_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7704);
/* harmony import */ var _adapters_context_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8248);
/* harmony import */ var _adapters_gates_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7547);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6689);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8601);
/* harmony import */ var _adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2);
/* harmony import */ var _adapters_progress_file_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9085);
/* harmony import */ var _adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4323);
/* harmony import */ var _core_attempt_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5983);
/* harmony import */ var _core_git_text_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(8648);
/* harmony import */ var _core_plan_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4115);
/* harmony import */ var _core_prompt_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(9842);
/* harmony import */ var _core_retry_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(8216);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(1733);
/* harmony import */ var _claim_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(8111);
// The local loop, `ralph build` (DESIGN.md C9): for each ready task in scheduler order, a
// prompt, one agent process, the check of its claim, the gates; on failure a retry with the
// failure injected, up to the budget; every attempt recorded in the plan and committed on the
// spec branch; when a spec's last task completes, its branch is squashed to one commit named
// after the spec and PROGRESS.md gets an entry. Ctrl-C puts the running task back to pending.


















class BuildError extends Error {
    name = 'BuildError';
}
const LOG_DIR = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)('.ralph', 'logs');
const RETRY_DIR = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)('.ralph', 'retry');
async function build(opts) {
    const git = new _adapters_git_js__WEBPACK_IMPORTED_MODULE_6__/* .Git */ .TU(opts.root);
    const planFile = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(opts.root, opts.planPath);
    const emit = opts.onEvent ?? (() => { });
    const provider = (0,_adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_2__/* .getProvider */ .sO)(opts.provider);
    if (!(await git.try(['rev-parse', '--git-dir'])))
        throw new BuildError(`${opts.root} is not a git repository; run \`git init\` and commit the plan first`);
    excludeRalphDir(opts.root);
    const dirty = await git.changedPaths();
    if (dirty.length > 0)
        throw new BuildError(`the work tree has uncommitted changes (${dirty.slice(0, 3).join(', ')}${dirty.length > 3 ? ', ...' : ''}); commit or stash them first, so Ralph can tell the agent's work apart`);
    const startBranch = await git.currentBranch();
    if (!startBranch)
        throw new BuildError('HEAD is detached; check out a branch first');
    const maxAttempts = opts.maxAttempts ?? (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_7__/* .loadPlan */ .Yq)(opts.planPath).plan.agent?.maxAttempts ?? _core_schedule_js__WEBPACK_IMPORTED_MODULE_14__/* .DEFAULT_MAX_ATTEMPTS */ .Gz;
    const protectedPaths = [..._claim_js__WEBPACK_IMPORTED_MODULE_15__/* .DEFAULT_PROTECTED_PATHS */ .YX, ...(opts.protectedPaths ?? [])];
    const report = { tasks: [], specCommits: [], interrupted: false };
    const retryContexts = new Map();
    /** The plan as the loop sees it: the start branch's, with each spec's entry from its branch. */
    const view = async () => {
        const baseText = await git.show(startBranch, planFile);
        if (baseText === undefined)
            throw new BuildError(`${planFile} is not committed on ${startBranch}; commit it first`);
        if (opts.branch === 'current')
            return { plan: (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_7__/* .loadPlan */ .Yq)(opts.planPath).plan, baseStatus: undefined };
        return (0,_adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_8__/* .readPlanView */ .z)(git, {
            planFile,
            baseText,
            baseName: `${startBranch}:${planFile}`,
            refs: 'refs/heads/',
            branchPrefix: opts.branchPrefix,
        });
    };
    let currentSpec;
    try {
        while (opts.maxTasks === undefined || report.tasks.length < opts.maxTasks) {
            if (opts.signal?.aborted)
                break;
            const v = await view();
            const s = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_14__/* .schedule */ ._)(v.plan, { spec: opts.spec, task: opts.task, maxAttempts, baseStatus: v.baseStatus });
            // Finish the spec at hand before starting another: its commits stay together.
            const next = s.ready.find((r) => r.spec === currentSpec) ?? s.ready[0];
            if (!next)
                break;
            currentSpec = next.spec;
            if (opts.branch === 'spec') {
                await git.switchBranch(next.branch, startBranch);
                // Work merged into the start branch since (another spec's) belongs on this one too.
                await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_10__/* .mergeBase */ .wu)(git, startBranch, startBranch);
            }
            const status = await runTask(next);
            if (status === 'interrupted') {
                report.interrupted = true;
                break;
            }
            if (status === 'rate_limited') {
                report.stoppedBecause = 'the agent hit a rate limit; run `ralph build` again later to resume';
                break;
            }
        }
    }
    finally {
        if ((await git.currentBranch()) !== startBranch)
            await git.exec(['checkout', '--quiet', startBranch]);
    }
    return report;
    async function runTask(ready) {
        for (;;) {
            const { plan } = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_7__/* .loadPlan */ .Yq)(opts.planPath);
            const found = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_13__/* .findTask */ .VX)(plan, ready.task);
            if (!found)
                throw new BuildError(`task ${ready.task} vanished from ${planFile}`);
            const number = (found.task.attempts?.at(-1)?.number ?? 0) + 1;
            emit({ type: 'task', spec: ready.spec, task: ready.task, attempt: number, branch: await branchName() });
            const retry = retryContexts.get(ready.task) ??
                readRetryFile(ready.task, number - 1) ??
                (0,_core_retry_js__WEBPACK_IMPORTED_MODULE_16__/* .retryFromAttempt */ .c)(plan, found.task);
            const reader = (0,_adapters_context_files_js__WEBPACK_IMPORTED_MODULE_4__/* .createRepoReader */ .wA)(opts.root);
            const prompt = retry
                ? (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_13__/* .generateRetryPrompt */ .Gl)(plan, ready.task, reader, retry, { planFile })
                : (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_13__/* .generateTaskPrompt */ .Jk)(plan, ready.task, reader, { planFile });
            const gates = plan.gates ?? [];
            const outputArtifacts = found.task.outputArtifacts ?? [];
            const startedAt = new Date();
            await (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_7__/* .updatePlan */ .td)(opts.planPath, (p) => {
                const t = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_13__/* .findTask */ .VX)(p, ready.task).task;
                t.status = 'in_progress';
                t.startedAt = startedAt.toISOString();
            });
            const planBefore = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(opts.planPath);
            const changedBefore = new Set(await git.changedPaths());
            const logDir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(opts.root, LOG_DIR, ready.task);
            const mcp = (0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_13__/* .mcpConfig */ .nX)(plan, ready.task);
            const mcpConfigPath = mcp ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(logDir, 'mcp.json') : undefined;
            if (mcp && mcpConfigPath) {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(logDir, { recursive: true });
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(mcpConfigPath, `${JSON.stringify(mcp, null, 2)}\n`);
            }
            const agent = await (0,_adapters_agents_runner_js__WEBPACK_IMPORTED_MODULE_3__/* .runAgent */ .JN)({
                provider,
                prompt,
                cwd: opts.root,
                limits: {
                    maxTurns: ready.maxTurns,
                    timeoutMs: ready.timeoutMinutes * 60_000,
                    model: opts.model,
                    mcpConfigPath,
                },
                transcriptPath: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(logDir, `attempt-${number}.log`),
                env: agentEnv(opts.env, { spec: ready.spec, task: ready.task, attempt: number }),
                userCommand: opts.agentCommand,
                signal: opts.signal,
                onOutput: (text) => emit({ type: 'output', text }),
            });
            emit({ type: 'agent', outcome: agent.outcome, durationMs: agent.durationMs, reason: agent.reason });
            if (agent.interrupted || opts.signal?.aborted) {
                // Back to the last commit: the plan says pending again, the agent's work is gone.
                await git.discardChanges();
                return 'interrupted';
            }
            const claim = await (0,_claim_js__WEBPACK_IMPORTED_MODULE_15__/* .checkWorkTree */ .il)(git, opts.root, { planFile, protectedPaths, outputArtifacts, changedBefore }, () => {
                if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(opts.planPath).equals(planBefore))
                    return false;
                (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_7__/* .writeAtomic */ .vZ)(opts.planPath, planBefore.toString('utf8'));
                return true;
            }, agent.outcome === 'done');
            let gateResults = [];
            if (agent.outcome === 'done' && claim.problems.length === 0) {
                gateResults = await (0,_adapters_gates_js__WEBPACK_IMPORTED_MODULE_5__/* .runGates */ .AQ)(gates, {
                    cwd: opts.root,
                    env: agentEnv(opts.env, { spec: ready.spec, task: ready.task, attempt: number }),
                    logDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(logDir, `attempt-${number}-gates`),
                    signal: opts.signal,
                    onResult: (result) => emit({ type: 'gate', result }),
                });
                if (opts.signal?.aborted) {
                    await git.discardChanges();
                    return 'interrupted';
                }
            }
            const verdict = (0,_core_attempt_js__WEBPACK_IMPORTED_MODULE_11__/* .judgeAttempt */ .Bc)(agent, claim.problems, gateResults);
            const finishedAt = new Date();
            const meta = {
                startedAt: startedAt.toISOString(),
                finishedAt: finishedAt.toISOString(),
                durationMs: finishedAt.getTime() - startedAt.getTime(),
                turns: agent.turns,
                costUsd: agent.costUsd,
            };
            const spec = found.spec;
            if (verdict.outcome === 'passed') {
                const status = await (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_7__/* .updatePlan */ .td)(opts.planPath, (p) => (0,_core_attempt_js__WEBPACK_IMPORTED_MODULE_11__/* .recordAttempt */ .fh)((0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_13__/* .findTask */ .VX)(p, ready.task).task, verdict, meta, maxAttempts));
                await git.commitAll((0,_core_git_text_js__WEBPACK_IMPORTED_MODULE_17__/* .taskCommitMessage */ ._s)(spec, found.task, 'complete'));
                retryContexts.delete(ready.task);
                emit({
                    type: 'attempt',
                    task: ready.task,
                    outcome: verdict.outcome,
                    status,
                    summary: verdict.summary,
                });
                report.tasks.push({ spec: spec.id, task: ready.task, status, attempts: number });
                await finishSpecIfDone(spec.id);
                return status;
            }
            // A failed attempt leaves nothing behind but its record: the next one starts clean.
            const diffSummary = await git.diffSummary();
            await git.discardChanges();
            const status = await (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_7__/* .updatePlan */ .td)(opts.planPath, (p) => (0,_core_attempt_js__WEBPACK_IMPORTED_MODULE_11__/* .recordAttempt */ .fh)((0,_core_prompt_js__WEBPACK_IMPORTED_MODULE_13__/* .findTask */ .VX)(p, ready.task).task, verdict, meta, maxAttempts));
            const gate = (0,_adapters_gates_js__WEBPACK_IMPORTED_MODULE_5__/* .failingGate */ .um)(gateResults);
            const context = {
                attempt: number,
                agentOutcome: agent.outcome,
                reason: verdict.summary,
                transcriptTail: agent.tail.slice(-8_000),
                diffSummary,
                ...(gate
                    ? {
                        gate: {
                            name: gate.name,
                            command: gate.command,
                            exitCode: gate.exitCode,
                            outputTail: gate.outputTail,
                        },
                    }
                    : {}),
            };
            retryContexts.set(ready.task, context);
            writeRetryFile(ready.task, context);
            await git.commitAll((0,_core_git_text_js__WEBPACK_IMPORTED_MODULE_17__/* .taskCommitMessage */ ._s)(spec, found.task, `attempt ${number} (${verdict.outcome}) of`));
            emit({ type: 'attempt', task: ready.task, outcome: verdict.outcome, status, summary: verdict.summary });
            if (verdict.outcome === 'rate_limited')
                return 'rate_limited';
            if (status !== 'failed') {
                report.tasks.push({ spec: spec.id, task: ready.task, status, attempts: number });
                return status;
            }
        }
    }
    async function branchName() {
        return (await git.currentBranch()) ?? 'HEAD';
    }
    /** When every task of the spec is done: PROGRESS.md, task commits in the plan, one commit. */
    async function finishSpecIfDone(specId) {
        const { plan } = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_7__/* .loadPlan */ .Yq)(opts.planPath);
        const spec = plan.specs.find((s) => s.id === specId);
        if (!spec.tasks.every((t) => (0,_core_plan_js__WEBPACK_IMPORTED_MODULE_12__/* .isDone */ .$L)(t.status)))
            return;
        const base = await specBase(spec);
        if (!base) {
            emit({
                type: 'note',
                text: `spec ${specId} is complete; its commits are not contiguous, so they were left as they are`,
            });
            return;
        }
        const commits = await (0,_adapters_spec_branch_js__WEBPACK_IMPORTED_MODULE_10__/* .taskCommitsBetween */ .m1)(git, base, 'HEAD');
        const finishedAt = new Date().toISOString();
        await (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_7__/* .updatePlan */ .td)(opts.planPath, (p) => {
            const s = p.specs.find((x) => x.id === specId);
            s.status = 'completed';
            for (const t of s.tasks)
                if (!t.commit && commits.has(t.id))
                    t.commit = commits.get(t.id);
        });
        (0,_adapters_progress_file_js__WEBPACK_IMPORTED_MODULE_9__/* .appendProgress */ .A)(opts.root, (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_7__/* .loadPlan */ .Yq)(opts.planPath).plan.specs.find((x) => x.id === specId), finishedAt);
        await git.exec(['add', '-A']);
        const sha = await git.squashSince(base, (0,_core_git_text_js__WEBPACK_IMPORTED_MODULE_17__/* .specCommitMessage */ ._7)(spec));
        const branch = await branchName();
        report.specCommits.push({ spec: specId, branch, sha });
        emit({ type: 'spec-commit', spec: specId, branch, sha, title: spec.name ?? spec.id });
    }
    /** Where the spec's commits start: the fork point from the start branch, or (current-branch
     * mode) the parent of the first of the run of commits carrying this spec's trailer. */
    async function specBase(spec) {
        if (opts.branch === 'spec')
            return git.out(['merge-base', 'HEAD', startBranch]);
        const log = await git.out([
            'log',
            '--format=%H%x00%(trailers:key=Ralph-Spec,valueonly,separator=%x2C)',
            'HEAD',
        ]);
        let base;
        for (const line of log.split('\n')) {
            const [sha, trailer] = line.split('\0');
            if (sha && trailer?.trim() !== spec.id) {
                base = sha;
                break;
            }
        }
        // Every commit of the run must be this spec's (it is, by construction of the loop above).
        return base;
    }
    function readRetryFile(taskId, lastAttempt) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(opts.root, RETRY_DIR, `${taskId}.json`);
        if (lastAttempt < 1 || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path))
            return undefined;
        try {
            const context = (0,_core_retry_js__WEBPACK_IMPORTED_MODULE_16__/* .parseRetryContext */ .P)(JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8')), lastAttempt);
            // Only the context of the task's latest attempt is news to the next one.
            return context?.attempt === lastAttempt ? context : undefined;
        }
        catch {
            return undefined;
        }
    }
    function writeRetryFile(taskId, context) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(opts.root, RETRY_DIR), { recursive: true });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(opts.root, RETRY_DIR, `${taskId}.json`), `${JSON.stringify(context, null, 2)}\n`);
    }
}
/**
 * The environment of the agent and the gates: everything but credentials for GitHub and the
 * runner, plus RALPH_SPEC_ID, RALPH_TASK_ID and RALPH_ATTEMPT for scripts that want them.
 */
function agentEnv(env, task) {
    const out = {};
    for (const [k, v] of Object.entries(env)) {
        if (/^(INPUT_|ACTIONS_)/.test(k))
            continue;
        if (/^(GITHUB_TOKEN|GH_TOKEN|GH_ENTERPRISE_TOKEN|GITHUB_ENTERPRISE_TOKEN)$/.test(k))
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
/** Keeps `.ralph/` (logs, retry context) out of `git status` without touching .gitignore. */
function excludeRalphDir(root) {
    const exclude = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, '.git', 'info', 'exclude');
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, '.git')))
        return;
    const text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(exclude) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(exclude, 'utf8') : '';
    if (!/^\/?\.ralph\/?$/m.test(text)) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, '.git', 'info'), { recursive: true });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(exclude, `${text.endsWith('\n') || text === '' ? '' : '\n'}/.ralph/\n`);
    }
}


/***/ }),

/***/ 8111:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YX: () => (/* binding */ DEFAULT_PROTECTED_PATHS),
/* harmony export */   il: () => (/* binding */ checkWorkTree)
/* harmony export */ });
/* unused harmony export isProtected */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
// Checking an agent's done claim against the work tree (DESIGN.md C4, C7): no change at all,
// a change to the plan or to protected paths, or a missing output artifact means not done.
// The plan file and protected paths are put back either way: the agent's edits there are
// refused, never committed.


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
 * Puts back the agent's changes to the plan file and protected paths, and says what is wrong
 * with a done claim. `restorePlan` writes the plan back as it was before the agent ran and
 * says whether the agent had changed it.
 */
async function checkWorkTree(git, root, check, restorePlan, claimedDone) {
    const problems = [];
    const changedNow = await git.changedPaths();
    const byAgent = changedNow.filter((p) => !check.changedBefore.has(p) || p === check.planFile);
    if (restorePlan())
        problems.push(`the agent edited the plan file ${check.planFile}; the edit was refused`);
    const refused = byAgent.filter((p) => p !== check.planFile && isProtected(p, check.protectedPaths));
    if (refused.length > 0) {
        await git.restorePaths(refused);
        problems.push(`the agent changed protected paths (${refused.slice(0, 5).join(', ')}); the changes were refused`);
    }
    const changed = (await git.changedPaths()).filter((p) => !check.changedBefore.has(p) && p !== check.planFile);
    if (claimedDone) {
        if (changed.length === 0 && problems.length === 0)
            problems.push('the agent claimed done but changed no file');
        const missing = check.outputArtifacts.filter((a) => !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, a)));
        if (missing.length > 0)
            problems.push(`output artifacts missing: ${missing.join(', ')}`);
    }
    return { problems, changed };
}


/***/ })

};
