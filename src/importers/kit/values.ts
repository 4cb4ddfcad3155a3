// Source values that have a place in the plan: text, times, durations, costs, and the record
// of finished work as one attempt.

import type { Attempt } from '../../core/plan/plan.js';
import type { TaskStatus } from '../../core/plan/plan-basics.js';
import { compact } from './finish.js';

/** Text as one string: a list of lines is joined. */
export function text(value: string | string[] | undefined | null): string | undefined {
  if (value === undefined || value === null) return undefined;
  const s = Array.isArray(value) ? value.join('\n') : value;
  return s.trim() === '' ? undefined : s.trim();
}

/**
 * A time as the plan keeps it: a Date (an unquoted YAML date) or an ISO string as ISO 8601;
 * "YYYY-MM-DD HH:MM[:SS]" as "YYYY-MM-DDTHH:MM:SS" (no zone is invented when the source has
 * none); a bare date as it is. Anything else is a warning and undefined.
 */
export function isoTime(raw: unknown, where: string, warnings: string[]): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (raw instanceof Date) {
    if (Number.isNaN(raw.getTime())) return undefined;
    const iso = raw.toISOString();
    // A YAML date without a time is midnight UTC: keep it a date.
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace('.000Z', 'Z');
  }
  const s = String(raw).trim();
  const m =
    /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(Z|[+-]\d{2}:?\d{2}|UTC)?)?$/i.exec(s);
  if (m) {
    if (!m[2]) return m[1];
    // "9:05" -> "09:05:00": ISO 8601 as Date.parse and people read it.
    const padded = m[2].length === 4 || (m[2].length > 4 && m[2][1] === ':') ? `0${m[2]}` : m[2];
    const time = padded.length === 5 ? `${padded}:00` : padded;
    const zone = m[3] ? (m[3].toUpperCase() === 'UTC' ? 'Z' : m[3].toUpperCase()) : '';
    return `${m[1]}T${time}${zone}`;
  }
  // Epoch seconds or milliseconds: 10 to 13 digits (a bare 2024 is not a time).
  if (/^\d{10,13}$/.test(s)) {
    const n = Number(s);
    return new Date(n < 1e12 ? n * 1000 : n).toISOString();
  }
  warnings.push(`${where}: time ${JSON.stringify(raw)} is not a date; left out (use YYYY-MM-DD or ISO 8601)`);
  return undefined;
}

/**
 * Milliseconds from a duration as people write it: "12m", "12 min", "1h 5m", "90s", "1:05:00",
 * "250ms", or a number of `numberUnit` (seconds by default). Undefined when it is not one.
 */
export function parseDuration(raw: unknown, numberUnit: 'ms' | 's' | 'm' = 's'): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const factor = { ms: 1, s: 1000, m: 60_000 }[numberUnit];
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? Math.round(raw * factor) : undefined;
  const s = String(raw).trim().toLowerCase();
  if (/^\d+(\.\d+)?$/.test(s)) return Math.round(Number(s) * factor);
  const clock = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(s);
  if (clock) return ((Number(clock[1] ?? 0) * 60 + Number(clock[2])) * 60 + Number(clock[3])) * 1000;
  const units: Record<string, number> = {
    ms: 1,
    s: 1000,
    sec: 1000,
    secs: 1000,
    second: 1000,
    seconds: 1000,
    m: 60_000,
    min: 60_000,
    mins: 60_000,
    minute: 60_000,
    minutes: 60_000,
    h: 3_600_000,
    hr: 3_600_000,
    hrs: 3_600_000,
    hour: 3_600_000,
    hours: 3_600_000,
    d: 86_400_000,
    day: 86_400_000,
    days: 86_400_000,
  };
  let total = 0;
  // `\b` needs a word character beside it: `~` and `approx.` are matched without it.
  let rest = s.replace(/\b(duration|total|took|about)\b|\bapprox\b\.?|~/g, ' ').trim();
  const part = /^(\d+(?:\.\d+)?)\s*([a-z]+)[\s,]*/;
  let any = false;
  for (let m = part.exec(rest); m; m = part.exec(rest)) {
    const unit = units[m[2]!];
    if (unit === undefined) return undefined;
    total += Number(m[1]) * unit;
    any = true;
    rest = rest.slice(m[0].length);
  }
  return any && rest.trim() === '' ? Math.round(total) : undefined;
}

/** US dollars from 0.42, "0.42", "$0.42", "$1,204.50", "0.42 USD"; undefined when it is not an amount. */
export function parseUsd(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? raw : undefined;
  if (typeof raw !== 'string') return undefined;
  const m = /^(?:US)?\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(?:usd|\$)?$/i.exec(raw.trim());
  return m ? Number(m[1]!.replace(/,/g, '')) : undefined;
}

/**
 * The source's record of finished work as the one attempt the plan can hold it in (the plan
 * keeps cost and tokens per attempt): attempt 1, `passed` for a completed task. Undefined when
 * the source recorded none of it, so that a plain task gets no invented history.
 */
export function recordedAttempt(
  status: TaskStatus,
  fields: {
    costUsd?: number;
    durationMs?: number;
    startedAt?: string;
    finishedAt?: string;
    inputTokens?: number;
    outputTokens?: number;
    turns?: number;
    summary?: string;
  },
): Attempt | undefined {
  const recorded = compact({ ...fields });
  if (Object.keys(recorded).length === 0) return undefined;
  const outcome: Attempt['outcome'] =
    status === 'completed' ? 'passed' : status === 'blocked' ? 'blocked' : undefined;
  return compact<Attempt>({ number: 1, ...recorded, outcome });
}
