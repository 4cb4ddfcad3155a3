// The retry context a later attempt gets (docs/ARCHITECTURE.md#the-prompt, #spec-branches-and-pull-requests): what failed last time. It comes
// from the previous job's artifact (or `.ralph/retry/<task>.json` locally) when there is one,
// else from the compact attempt record in the plan.

import type { Verdict } from '../attempt/attempt.js';
import type { Plan, Task } from '../plan/plan.js';
import { lastAttempt } from '../plan/plan-basics.js';
import type { RetryContext } from './prompt.js';

/** A retry context from JSON, keeping only well-typed fields; undefined when it is not an object. */
export function parseRetryContext(value: unknown, fallbackAttempt: number): RetryContext | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  const str = (x: unknown) => (typeof x === 'string' ? x : undefined);
  const out: RetryContext = {
    attempt: typeof v.attempt === 'number' && Number.isInteger(v.attempt) ? v.attempt : fallbackAttempt,
  };
  const g = v.gate;
  if (typeof g === 'object' && g !== null && typeof (g as Record<string, unknown>).name === 'string') {
    const gate = g as Record<string, unknown>;
    out.gate = {
      name: gate.name as string,
      command: str(gate.command) ?? '',
      exitCode: typeof gate.exitCode === 'number' ? gate.exitCode : null,
      outputTail: str(gate.outputTail) ?? '',
    };
  }
  for (const key of ['agentOutcome', 'reason', 'transcriptTail', 'diffSummary'] as const) {
    const s = str(v[key]);
    if (s !== undefined) out[key] = s;
  }
  // Where the attempt starts is decided when it starts, never read from a file.
  return out;
}

/** A retry context from the task's last recorded attempt; undefined when it has none. */
export function retryFromAttempt(plan: Plan, task: Task): RetryContext | undefined {
  const last = lastAttempt(task);
  if (!last) return undefined;
  const gate = last.gate ? plan.gates?.find((g) => g.name === last.gate) : undefined;
  const retry: RetryContext = { attempt: last.number };
  if (last.gate)
    retry.gate = {
      name: last.gate,
      command: gate?.command ?? '',
      exitCode: null,
      outputTail: last.summary ?? '',
    };
  else if (last.outcome || last.summary)
    retry.reason = [last.outcome, last.summary].filter((s) => s?.trim()).join(': ');
  return retry;
}

/** Bytes of the agent's transcript a retry context keeps. */
export const RETRY_TRANSCRIPT_TAIL = 8_000;

/** The retry context of a failed attempt, as the next attempt's prompt gets it. */
export function retryContextOf(
  attempt: number,
  agentOutcome: string,
  verdict: Verdict,
  transcriptTail: string,
  diffSummary: string,
): RetryContext {
  const g = verdict.gate;
  return {
    attempt,
    agentOutcome,
    reason: verdict.summary,
    transcriptTail: transcriptTail.slice(-RETRY_TRANSCRIPT_TAIL),
    diffSummary,
    ...(g
      ? { gate: { name: g.name, command: g.command, exitCode: g.exitCode, outputTail: g.outputTail } }
      : {}),
  };
}
