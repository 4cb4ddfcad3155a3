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
import { type ModelApi, PLACEHOLDER_KEY } from '../../core/model-keys.js';
import { readMcpServers } from './mcp.js';
import { withSettings } from './settings.js';
import { add, findMarker, jsonLine, keepEnd, num, obj, rateLimitMessage, str } from './signals.js';
import type { Marker, OutputParser, ParsedOutput, Provider } from './types.js';

export const opencode: Provider = {
  name: 'opencode',
  supports: { maxTurns: false, mcp: ['stdio', 'http', 'sse'] },
  cli: { file: 'opencode', install: 'npm install -g opencode-ai' },
  command({ prompt, limits, env, modelProxy, opencodeProxy }) {
    const args = ['run', '--print-logs', '--format', 'json', '--auto'];
    if (limits.model) args.push('-m', limits.model);
    const extra: Record<string, string> = {};
    const settings: Array<readonly [string[], unknown]> = [];
    if (limits.mcpConfigPath)
      for (const [name, server] of Object.entries(mcpConfig(limits.mcpConfigPath)))
        settings.push([['mcp', name], server]);
    settings.push(...proxySettings(modelProxy, opencodeProxy));
    if (settings.length > 0)
      extra.OPENCODE_CONFIG_CONTENT = withSettings(
        env.OPENCODE_CONFIG_CONTENT,
        settings,
        'OPENCODE_CONFIG_CONTENT',
      );
    return { file: 'opencode', args, stdin: prompt, env: extra };
  },
  createParser: () => new OpencodeParser(),
};

/**
 * OpenCode's provider for each API, and what its AI SDK package expects after the host in its
 * baseURL (the proxy's openai route already ends where https://api.openai.com/v1 does).
 */
const OPENCODE_PROVIDERS: Record<ModelApi, [provider: string, suffix: string]> = {
  anthropic: ['anthropic', '/v1'],
  openai: ['openai', ''],
  gemini: ['google', '/v1beta'],
};

/**
 * Through Ralph's key proxy: each built-in provider's baseURL as its AI SDK package takes it, then
 * each provider whose key is a variable (its own route, which may override a built-in one's), with
 * a placeholder key. Only these two options are set: the provider's others stay as configured.
 */
export function proxySettings(
  modelProxy: Partial<Record<ModelApi, string>> | undefined,
  opencodeProxy: Record<string, string> | undefined,
): Array<readonly [string[], unknown]> {
  const out: Array<readonly [string[], unknown]> = [];
  const point = (provider: string, url: string) =>
    out.push(
      [['provider', provider, 'options', 'baseURL'], url],
      [['provider', provider, 'options', 'apiKey'], PLACEHOLDER_KEY],
    );
  for (const [api, url] of Object.entries(modelProxy ?? {}) as Array<[ModelApi, string]>) {
    const [provider, suffix] = OPENCODE_PROVIDERS[api];
    point(provider, url + suffix);
  }
  for (const [provider, url] of Object.entries(opencodeProxy ?? {})) point(provider, url);
  return out;
}

function mcpConfig(path: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, s] of Object.entries(readMcpServers(path))) {
    // A remote server is tried over streamable HTTP, then SSE.
    out[name] = s.url
      ? { type: 'remote', url: s.url, enabled: true }
      : { type: 'local', command: [s.command, ...(s.args ?? [])], environment: s.env ?? {}, enabled: true };
  }
  return out;
}

/** The provider errors opencode retries as rate limits (its SessionRetry patterns). */
const RATE_LIMITED_ERROR =
  /\b429\b|rate increased too quickly|rate[ _-]?limit|too many requests|resource[ _-]?exhausted|usage limit|quota/i;

class OpencodeParser implements OutputParser {
  private out: ParsedOutput = {};
  private marker: Marker | undefined;
  /** The last rate-limited model call of the log that no completed step followed. */
  private waiting: string | undefined;
  /** The `ref` of an error event, and the causes the log gives by ref. */
  private errorRef: string | undefined;
  private causes = new Map<string, string>();

  line(text: string): void {
    const ev = jsonLine(text);
    if (!ev) return;
    const o = this.out;
    o.sessionId = str(ev.sessionID) ?? o.sessionId;
    const part = obj(ev.part);
    if (ev.type === 'text') {
      const t = str(part?.text);
      if (t === undefined) return;
      o.finalText = keepEnd(t);
      this.marker = findMarker(t) ?? this.marker;
    } else if (ev.type === 'step_finish') {
      // One step is one model call; a retried one got through.
      this.waiting = undefined;
      o.turns = (o.turns ?? 0) + 1;
      const tokens = obj(part?.tokens);
      const cache = obj(tokens?.cache);
      o.inputTokens = add(o.inputTokens, add(add(num(tokens?.input), num(cache?.read)), num(cache?.write)));
      o.outputTokens = add(o.outputTokens, add(num(tokens?.output), num(tokens?.reasoning)));
      o.costUsd = add(o.costUsd, num(part?.cost));
    } else if (ev.type === 'error') {
      const error = obj(ev.error);
      const data = obj(error?.data);
      const message = str(data?.message) ?? str(error?.name) ?? 'error';
      o.errorText = message;
      this.errorRef = str(data?.ref);
      if (data?.statusCode === 429 || rateLimitMessage(message)) o.rateLimited = message;
    }
  }

  stderrLine(text: string): void {
    if (!text.includes('level=ERROR')) return;
    const log = logfmt(text);
    if (log.message === 'stream error') {
      // The small model writes the session's title; its failures do not stop the run.
      const error = log['error.error'] ?? log.error;
      if (log.small !== 'true' && error && RATE_LIMITED_ERROR.test(error))
        this.waiting = `opencode is waiting out a rate limit: ${error}`;
    } else if (log.message === 'failed' && log.ref && log.error) {
      this.causes.set(log.ref, log.error);
    }
  }

  finish(): ParsedOutput {
    const o = this.out;
    const cause = this.errorRef ? this.causes.get(this.errorRef) : undefined;
    if (cause)
      o.errorText = cause.startsWith('ProviderModelNotFoundError')
        ? `${cause} (-m takes provider/model, as \`opencode models\` lists them)`
        : cause;
    if (this.waiting && !o.rateLimited) o.rateLimited = this.waiting;
    return { ...o, marker: this.marker };
  }
}

/** The `key=value` pairs of one log line; quoted values are JSON strings. */
function logfmt(line: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of line.matchAll(/([\w.]+)=("(?:[^"\\]|\\.)*"|\S*)/g)) {
    const raw = m[2]!;
    let value = raw;
    if (raw.startsWith('"')) {
      try {
        value = JSON.parse(raw) as string;
      } catch {
        value = raw.slice(1, -1);
      }
    }
    out[m[1]!] = value;
  }
  return out;
}
