// What Ralph reads from a plan beyond its shape: the status words, durations, attempts and
// costs. No zod here (the schema, and the types inferred from it, are in plan.ts): the read
// path of `ralph next` and `ralph status` loads this module and not the schema library, which
// on its own takes longer to load than scheduling 10,000 tasks.
import { resolveAgent } from '../agent-routing.js';
import { RalphError } from '../errors.js';
import type { Attempt, Plan, Task } from './plan.js';

export const TASK_STATUSES = ['pending', 'in_progress', 'completed', 'blocked', 'failed', 'skipped'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/**
 * A spec's status: a task's, or `held`: a person closed its pull request without merging, so
 * nothing of it runs and no pull request is opened for it until a person reopens that pull
 * request or writes `/ralph retry <spec>` (see `heldReason`).
 */
export const SPEC_STATUSES = [...TASK_STATUSES, 'held'] as const;
export type SpecStatus = (typeof SPEC_STATUSES)[number];

export const COMPLEXITIES = ['light', 'standard', 'heavy'] as const;
export type Complexity = (typeof COMPLEXITIES)[number];

export const PROVENANCES = ['agent', 'human', 'system'] as const;

/** How an attempt ended: the agent outcomes of C4 plus what the gates and checks decided. */
export const ATTEMPT_OUTCOMES = [
  'passed',
  'gate_failed',
  'rejected',
  'blocked',
  'no_marker',
  'timeout',
  'crashed',
  'rate_limited',
  'interrupted',
] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

/**
 * Why an `agent.env` entry cannot stand in a committed plan: a name that is not a variable
 * name, a name that holds a credential by convention (`*_API_KEY`, `*_KEY`, `*_TOKEN`, `*_SECRET`,
 * `*PASSWORD`: `PGPASSWORD` too), or a URL with a password in it. One of checks.ts's rules, so that the fast
 * schema predicate stays exact.
 */
export function agentEnvProblem(name: string, value: string): string | undefined {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
    return 'not an environment variable name: use letters, digits and _, not starting with a digit';
  if (/(^|_)(API_?KEY|KEY|TOKEN|SECRET)(_|$)|PASSW(OR)?D(_|$)/i.test(name))
    return `${name} holds a secret, and the plan is committed: set it in the environment Ralph runs in instead (a repository secret in the workflow, an exported variable locally)`;
  if (/:\/\/[^/\s@:]*:[^/\s@]*@/.test(value))
    return 'a URL with a password in it, and the plan is committed: give the credentials through the environment instead';
  return undefined;
}

/** Parses "90s", "15m", "1h", "500ms" or a number of seconds into milliseconds. */
export function durationMs(value: number | string): number {
  if (typeof value === 'number') return value * 1000;
  const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)$/.exec(value);
  if (!m) throw new RalphError(`invalid duration "${value}": use a number of seconds or "90s", "15m", "1h"`);
  const n = Number(m[1]);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2] as 'ms' | 's' | 'm' | 'h'];
  return n * unit;
}

/** Statuses that satisfy a dependency: a skipped task was judged unnecessary by a person. */
export function isDone(status: TaskStatus | undefined): boolean {
  return status === 'completed' || status === 'skipped';
}

/** The task's latest attempt (the highest number; attempts are appended in order). */
export function lastAttempt(task: Task): Attempt | undefined {
  let last: Attempt | undefined;
  for (const a of task.attempts ?? []) if (!last || a.number > last.number) last = a;
  return last;
}

/** The number the task's next attempt gets. */
export function nextAttemptNumber(task: Task): number {
  return (lastAttempt(task)?.number ?? 0) + 1;
}

/**
 * What the task's attempts cost in USD, as recorded: all of them, or (`sinceReset`) those a
 * person's reset did not wipe out (`retryBudgetFrom`), which is what its own budget counts.
 */
export function taskCostUsd(task: Task, sinceReset = false): number {
  const attempts = task.attempts;
  if (!attempts) return 0;
  const from = sinceReset ? (task.retryBudgetFrom ?? 0) : 0;
  let sum = 0;
  for (const a of attempts) if (a.number > from && a.costUsd !== undefined) sum += a.costUsd;
  return micro(sum);
}

/**
 * An attempt an agent ran whose CLI reported no cost (the `command` agent, a CLI that reports
 * only tokens): its cost is in no sum, and is named as not counted, never taken as free.
 * Attempts recorded before Ralph kept the provider, and interrupted ones, are not among them.
 */
export function isUncounted(a: Attempt): boolean {
  return a.costUsd === undefined && a.provider !== undefined && a.outcome !== 'interrupted';
}

/** What every attempt in the plan cost in USD, as recorded. */
export function planCostUsd(plan: Plan): number {
  let sum = 0;
  for (const spec of plan.specs) for (const task of spec.tasks) sum += taskCostUsd(task);
  return micro(sum);
}

/** Rounded to a millionth of a dollar, so that sums of reported costs compare as people expect. */
export function micro(usd: number): number {
  return Math.round(usd * 1e6) / 1e6;
}

/**
 * The task's cost budget over its attempts, whichever providers ran them: the `maxCostUsd` its
 * agent's levels resolve to (its own, its discipline's, its tier's, the plan's agent's).
 */
export function taskMaxCostUsd(plan: Pick<Plan, 'agent' | 'disciplines'>, task: Task): number | undefined {
  return resolveAgent(plan, task).maxCostUsd;
}

/** An amount in USD for people: cents, and below a dollar up to four decimals ($0.0168). */
export function formatUsd(usd: number): string {
  if (Math.abs(usd) >= 1) return `$${usd.toFixed(2)}`;
  return `$${usd.toFixed(4).replace(/0{1,2}$/, '')}`;
}
