// Gemini CLI: headless when stdin is not a TTY; `-o stream-json` prints JSONL events, `-y`
// approves tool calls, `--skip-trust` keeps that approval in a folder it has not seen.
// Max turns and MCP servers live only in `.gemini/settings.json` (a system settings file
// is ignored under any world-writable directory such as /tmp), so Ralph does not pass them.
import { findMarker, jsonLine, keepEnd, num, obj, plain, rateLimitMessage, str } from './signals.js';
import type { Marker, OutputParser, ParsedOutput, Provider } from './types.js';

export const gemini: Provider = {
  name: 'gemini',
  supports: { maxTurns: false, mcp: false },
  command({ prompt, limits }) {
    const args = ['-o', 'stream-json', '-y', '--skip-trust'];
    if (limits.model) args.push('-m', limits.model);
    return { file: 'gemini', args, stdin: prompt };
  },
  createParser: () => new GeminiParser(),
};

/** Gemini's documented exit codes. */
const EXIT_REASONS: Record<number, string> = {
  41: 'authentication failed',
  42: 'invalid input',
  44: 'sandbox error',
  52: 'configuration error',
  53: 'turn limit reached',
  54: 'tool execution error',
  55: 'untrusted workspace',
  130: 'cancelled',
};

class GeminiParser implements OutputParser {
  private out: ParsedOutput = {};
  private marker: Marker | undefined;
  /** The assistant message being streamed in `delta` pieces. */
  private current: string | undefined;

  line(text: string): void {
    const ev = jsonLine(text);
    if (!ev) return;
    const o = this.out;
    if (ev.type === 'message' && ev.role === 'assistant') {
      const piece = str(ev.content) ?? '';
      if (ev.delta === true) {
        this.current = keepEnd((this.current ?? '') + piece);
        return;
      }
      this.flush();
      this.current = piece;
      this.flush();
      return;
    }
    this.flush();
    if (ev.type === 'init') o.sessionId = str(ev.session_id) ?? o.sessionId;
    if (ev.type === 'error' && ev.severity !== 'warning') this.error(str(ev.message));
    if (ev.type === 'result') {
      const stats = obj(ev.stats);
      o.inputTokens = num(stats?.input_tokens) ?? o.inputTokens;
      o.outputTokens = num(stats?.output_tokens) ?? o.outputTokens;
      if (ev.status === 'error') this.error(str(obj(ev.error)?.message) ?? 'error');
    }
  }

  private error(message: string | undefined): void {
    if (message === undefined) return;
    this.out.errorText = message;
    if (rateLimitMessage(message)) this.out.rateLimited = message;
  }

  private flush(): void {
    if (this.current === undefined) return;
    this.out.finalText = this.current;
    this.marker = findMarker(this.current) ?? this.marker;
    this.current = undefined;
  }

  finish({ exitCode, stderr }: { exitCode: number | null; stderr: string }): ParsedOutput {
    this.flush();
    const o = this.out;
    if (exitCode !== null && exitCode !== 0 && !o.errorText) {
      // Errors that stop Gemini before its event stream starts go to stderr, as a JSON
      // object in json mode and as plain text otherwise.
      const message = stderrError(stderr);
      const known = EXIT_REASONS[exitCode];
      if (message) this.error(known ? `${known}: ${message}` : message);
      else if (known) o.errorText = `${known} (exit ${exitCode})`;
    }
    if (!o.rateLimited && exitCode !== 0) {
      const limited = rateLimitMessage(stderr);
      if (limited) o.rateLimited = limited;
    }
    return { ...o, marker: this.marker };
  }
}

function stderrError(stderr: string): string | undefined {
  const start = stderr.search(/^\{/m);
  if (start !== -1) {
    try {
      const message = str(obj(obj(JSON.parse(stderr.slice(start)))?.error)?.message);
      if (message) return message;
    } catch {
      // not a whole JSON object: fall back to the text
    }
  }
  const lines = plain(stderr)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^(YOLO mode is enabled|Security Warning)/.test(l));
  return lines.at(-1);
}
