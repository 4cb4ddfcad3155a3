// What an agent's text signals to Ralph: the completion markers and the rate-limit messages
// of the CLIs, plus small helpers the parsers share.
import type { Marker } from './types.js';

const DONE = '<TASK_DONE>';
// The reason is a double-quoted string in which \" and \\ are escapes.
const BLOCKED = /^<TASK_BLOCKED(?:\s+reason="((?:[^"\\]|\\.)*)")?\s*\/?>$/;

/**
 * The last marker in `text` that stands alone on its line (surrounding whitespace aside).
 * A marker inside a sentence, as in the prompt's own instructions, does not count.
 */
export function findMarker(text: string): Marker | undefined {
  const lines = text.split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    const marker = lineMarker(lines[i]!);
    if (marker) return marker;
  }
  return undefined;
}

/** The marker a single line is, if it is one. */
export function lineMarker(line: string): Marker | undefined {
  const t = line.trim();
  if (t === DONE) return { kind: 'done' };
  if (!t.startsWith('<TASK_BLOCKED')) return undefined;
  const m = BLOCKED.exec(t);
  if (!m) return undefined;
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
export function rateLimitMessage(text: string): string | undefined {
  for (const re of RATE_LIMIT) {
    const m = re.exec(text);
    if (!m) continue;
    const start = text.lastIndexOf('\n', m.index) + 1;
    const end = text.indexOf('\n', m.index);
    return plain(text.slice(start, end === -1 ? undefined : end)).trim();
  }
  return undefined;
}

/** Text without terminal colour codes (Gemini and OpenCode colour their errors). */
export function plain(text: string): string {
  return text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
}

/** A JSON object on one line, or undefined for anything else (log lines, truncated events). */
export function jsonLine(line: string): Record<string, unknown> | undefined {
  const t = line.trim();
  if (!t.startsWith('{')) return undefined;
  try {
    const v: unknown = JSON.parse(t);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function obj(v: unknown): Record<string, unknown> | undefined {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

export function num(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

export function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

/** Adds `b` to `a`, keeping "not reported" apart from zero. */
export function add(a: number | undefined, b: number | undefined): number | undefined {
  return b === undefined ? a : (a ?? 0) + b;
}

/** The last non-empty line of `text`. */
export function lastLine(text: string): string | undefined {
  const lines = text.split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    const t = plain(lines[i]!).trim();
    if (t) return t;
  }
  return undefined;
}

/** Keeps the end of a growing text bounded (an agent's message can be long). */
export function keepEnd(text: string, max = 64 * 1024): string {
  return text.length > max ? text.slice(text.length - max) : text;
}
