// OpenCode: `opencode run --format json` appends piped stdin to the message, so the prompt
// goes on stdin (no argument-length limit). `--auto` approves permission requests, which it
// otherwise rejects when nobody can answer. MCP servers go in through OPENCODE_CONFIG_CONTENT.
// It has no max-turns flag. Events (from its source; no recorded sample yet): `text`,
// `tool_use`, `step_start`, `step_finish` (tokens, cost), `error`, each with `sessionID`.
import { readMcpServers } from './mcp.js';
import { add, findMarker, jsonLine, keepEnd, num, obj, rateLimitMessage, str } from './signals.js';
import type { Marker, OutputParser, ParsedOutput, Provider } from './types.js';

export const opencode: Provider = {
  name: 'opencode',
  supports: { maxTurns: false, mcp: true },
  command({ prompt, limits }) {
    const args = ['run', '--format', 'json', '--auto'];
    if (limits.model) args.push('-m', limits.model);
    const env: Record<string, string> = {};
    if (limits.mcpConfigPath)
      env.OPENCODE_CONFIG_CONTENT = JSON.stringify({ mcp: mcpConfig(limits.mcpConfigPath) });
    return { file: 'opencode', args, stdin: prompt, env };
  },
  createParser: () => new OpencodeParser(),
};

function mcpConfig(path: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, s] of Object.entries(readMcpServers(path))) {
    out[name] = s.url
      ? { type: 'remote', url: s.url, enabled: true }
      : { type: 'local', command: [s.command, ...(s.args ?? [])], environment: s.env ?? {}, enabled: true };
  }
  return out;
}

class OpencodeParser implements OutputParser {
  private out: ParsedOutput = {};
  private marker: Marker | undefined;

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
      // One step is one model call.
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
      if (data?.statusCode === 429 || rateLimitMessage(message)) o.rateLimited = message;
    }
  }

  finish(): ParsedOutput {
    return { ...this.out, marker: this.marker };
  }
}
