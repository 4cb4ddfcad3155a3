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
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { PLACEHOLDER_KEY } from '../../core/model-keys.js';
import { readMcpServers } from './mcp.js';
import { withSettings } from './settings.js';
import { findMarker, jsonLine, keepEnd, num, obj, plain, rateLimitMessage, str } from './signals.js';
import type { CommandInput, Marker, OutputParser, ParsedOutput, Provider } from './types.js';

export const gemini: Provider = {
  name: 'gemini',
  supports: { maxTurns: true, mcp: ['stdio', 'http', 'sse'] },
  cli: { file: 'gemini', install: 'npm install -g @google/gemini-cli' },
  command(input) {
    const { prompt, limits } = input;
    const args = ['-o', 'stream-json', '-y', '--skip-trust'];
    if (limits.model) args.push('-m', limits.model);
    const settings: Array<[string[], unknown]> = [[['model', 'maxSessionTurns'], limits.maxTurns]];
    if (limits.mcpConfigPath) {
      for (const [name, s] of Object.entries(readMcpServers(limits.mcpConfigPath))) {
        const server = s.command
          ? { command: s.command, ...(s.args ? { args: s.args } : {}), ...(s.env ? { env: s.env } : {}) }
          : { url: s.url, type: s.type ?? 'http' };
        settings.push([['mcpServers', name], server]);
      }
    }
    const env: Record<string, string> = {};
    if (input.modelProxy?.gemini) {
      // Gemini takes a base URL only with the API-key auth selected in its settings (else it
      // exits 41 "Invalid auth method selected"), and needs a key to select it.
      settings.push([['security', 'auth', 'selectedType'], 'gemini-api-key']);
      Object.assign(env, {
        GOOGLE_GEMINI_BASE_URL: input.modelProxy.gemini,
        GEMINI_API_KEY: PLACEHOLDER_KEY,
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
function settingsHome(input: CommandInput, settings: Array<[string[], unknown]>): string {
  const real = input.env.GEMINI_CLI_HOME || input.home || homedir();
  const home = join(input.configDir, 'gemini-home');
  const dir = join(home, '.gemini');
  mkdirSync(dir, { recursive: true });
  linkEntries(real, home, '.gemini');
  linkEntries(join(real, '.gemini'), dir, 'settings.json');
  const userSettings = join(real, '.gemini', 'settings.json');
  writeFileSync(join(dir, 'settings.json'), withSettings(readIfAny(userSettings), settings, userSettings));
  return home;
}

/** A file's text; undefined when there is none or it is not Ralph's to read (the agent user's). */
function readIfAny(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

function linkEntries(from: string, to: string, except: string): void {
  let names: string[];
  try {
    names = readdirSync(from);
  } catch {
    return; // none, or not Ralph's to read (the agent user's home)
  }
  for (const name of names) if (name !== except) symlinkSync(join(from, name), join(to, name));
}

/**
 * Gemini exits with the HTTP status of a final API error, wrapped to a byte: 429 (a rate or
 * quota limit, after its own retries) is 173.
 */
const EXIT_RATE_LIMITED = 429 & 0xff;

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
    if (!o.rateLimited && exitCode === EXIT_RATE_LIMITED)
      o.rateLimited = o.errorText
        ? `${o.errorText} (exit ${exitCode}: HTTP 429)`
        : `gemini exited ${exitCode}: the API answered 429 (a rate or quota limit)`;
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
