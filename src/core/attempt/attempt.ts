// Deciding an attempt and writing it into the plan (docs/ARCHITECTURE.md#agents, #gates): the agent's word, the
// check of its done claim and the gate results become one outcome; the task's status follows
// from that outcome and the retry budget. Pure: the same for `ralph build` and for `record`.

import type { Task } from '../plan/plan.js';
import {
  type AttemptOutcome,
  formatUsd,
  nextAttemptNumber,
  type TaskStatus,
  taskCostUsd,
} from '../plan/plan-basics.js';
import { countedAttempts } from '../schedule/schedule.js';
import type { AgentOutcome, AgentUsage, GateOutcome } from './outcomes.js';

export interface AgentOutcomeLike {
  outcome: AgentOutcome;
  reason?: string;
  interrupted?: boolean;
}

export interface Verdict {
  outcome: AttemptOutcome;
  /** One short paragraph for the plan and the next prompt. */
  summary: string;
  /** The failing gate, when one failed. */
  gate?: GateOutcome;
}

export const SUMMARY_LIMIT = 1_500;

export function clip(text: string, limit = SUMMARY_LIMIT): string {
  const t = text.trim();
  return t.length <= limit ? t : `…${t.slice(t.length - limit + 1)}`;
}

/** The outcome of one attempt, from the agent's result, problems with its done claim, and the gates. */
export function judgeAttempt(
  agent: AgentOutcomeLike,
  claimProblems: readonly string[],
  gates: readonly GateOutcome[],
): Verdict {
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
  if (claimProblems.length > 0) return { outcome: 'rejected', summary: clip(claimProblems.join('; ')) };
  const failed = gates.find((g) => g.required && !g.passed);
  if (failed) {
    return {
      outcome: 'gate_failed',
      gate: failed,
      summary: clip(
        `gate "${failed.name}" (\`${failed.command}\`) exited ${failed.exitCode ?? 'without a code'}:\n${failed.outputTail}`,
      ),
    };
  }
  return {
    outcome: 'passed',
    summary: gates.length > 0 ? `gates passed: ${gates.map((g) => g.name).join(', ')}` : 'done',
  };
}

export interface AttemptMeta extends AgentUsage {
  startedAt: string;
  finishedAt: string;
  durationMs?: number;
  runUrl?: string;
  artifact?: string;
}

/**
 * Appends the attempt to the task and sets its status: completed, blocked (by the agent, a
 * spent retry budget or a spent cost budget), failed (retry later), or pending again (rate
 * limit, interruption). `maxCostUsd` is the task's cost budget (taskMaxCostUsd).
 */
export function recordAttempt(
  task: Task,
  verdict: Verdict,
  meta: AttemptMeta,
  maxAttempts: number,
  maxCostUsd?: number,
): TaskStatus {
  const attempts = task.attempts ?? [];
  const attempt = {
    number: nextAttemptNumber(task),
    startedAt: meta.startedAt,
    finishedAt: meta.finishedAt,
    outcome: verdict.outcome,
    ...(verdict.gate ? { gate: verdict.gate.name } : {}),
    summary: verdict.summary,
    ...(meta.durationMs !== undefined ? { durationMs: meta.durationMs } : {}),
    ...(meta.turns !== undefined ? { turns: meta.turns } : {}),
    ...(meta.inputTokens !== undefined ? { inputTokens: meta.inputTokens } : {}),
    ...(meta.outputTokens !== undefined ? { outputTokens: meta.outputTokens } : {}),
    ...(meta.costUsd !== undefined ? { costUsd: meta.costUsd } : {}),
    ...(meta.provider ? { provider: meta.provider } : {}),
    ...(meta.model ? { model: meta.model } : {}),
    ...(meta.promptBytes !== undefined ? { promptBytes: meta.promptBytes } : {}),
    ...(meta.runUrl ? { runUrl: meta.runUrl } : {}),
    ...(meta.artifact ? { artifact: meta.artifact } : {}),
  };
  task.attempts = [...attempts, attempt];
  delete task.startedAt;

  let status: TaskStatus;
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
      if (countedAttempts(task) >= maxAttempts) {
        status = 'blocked';
        task.blockedReason = `retry budget spent (${countedAttempts(task)} of ${maxAttempts} attempts); last: ${firstLine(verdict.summary)}`;
      } else status = 'failed';
  }
  // A task that spent its cost budget is not tried again, whatever the attempt's outcome
  // (the CLIs without a budget flag are only stopped here); a blocked task keeps its reason.
  const overBudget =
    status === 'failed' || status === 'pending' ? costBudgetSpent(task, maxCostUsd) : undefined;
  if (overBudget) {
    status = 'blocked';
    task.blockedReason = `${overBudget}; last: ${firstLine(verdict.summary)}`;
  }
  task.status = status;
  return status;
}

/**
 * Why the task may not spend more, when its recorded cost (since a person last reset it)
 * reached its budget; undefined when it has none or has money left.
 */
export function costBudgetSpent(task: Task, maxCostUsd: number | undefined): string | undefined {
  if (maxCostUsd === undefined) return undefined;
  const spent = taskCostUsd(task, true);
  if (spent < maxCostUsd) return undefined;
  return `cost budget spent (${formatUsd(spent)} of ${formatUsd(maxCostUsd)} maxCostUsd)`;
}

/**
 * The first line of a summary, made to stand alone where only one line is shown (a blocked
 * reason, a progress line): a first line that ends in ":" (a gate's "exited 1:") gets the line
 * of the output after it that says what failed (failureLine), not the tool's banner.
 */
export function firstLine(text: string): string {
  const lines = text.split('\n');
  let head = lines[0]!.trim();
  if (head.endsWith(':')) {
    const more = failureLine(lines.slice(1).join('\n'));
    if (more) head = `${head} ${more}`;
  }
  return head.slice(0, 300);
}

/**
 * Lines that say what failed, strongest first: a test runner's failed test or assertion, a
 * compiler's or a program's error, a panic. Checked in order, each against every line, so that
 * vitest's "× adds" wins over its "(1 test | 1 failed)" file line.
 */
const FAILURE_LINES: readonly RegExp[] = [
  // vitest/jest "× name", node:test "✖ name", TAP "not ok", go "--- FAIL:", vitest "FAIL  file > test"
  /^\s*([×✗✕✖]\s|not ok\b|--- FAIL:|FAIL\b)/,
  // A Rust panic: "thread 'tests::it_adds' panicked at src/lib.rs:11:9:"
  /\bpanicked at\b/,
  // pytest's "E   assert ...", Python's and JavaScript's "SomethingError: ...", rustc's "error[E0308]: ..."
  /^\s*E\s{2,}\S|^\s*(\w+\.)*\w*(Error|Exception)\b:?|^\s*error(\[\w+\])?:/,
  /^\s*(FAILED|FAILURE|ERROR)\b/,
  /\b(failed|failure|error)\b/i,
];

/** A tool's own banner: npm's `> pkg@1.0.0 test` and `> vitest run`, a blank line. */
const BANNER = /^\s*(>\s|$)/;

/**
 * The line of a failed gate's output that says what failed (FAILURE_LINES), with the line after
 * it when it only introduces that one ("panicked at src/lib.rs:11:9:", "--- FAIL: TestAdd");
 * else the first line that is not a banner. Empty for empty output.
 */
export function failureLine(output: string): string {
  const lines = output.split('\n').map((l) => l.replace(/\s+$/, ''));
  for (const pattern of FAILURE_LINES) {
    const at = lines.findIndex((l) => !BANNER.test(l) && pattern.test(l));
    if (at < 0) continue;
    const line = lines[at]!.trim();
    if (line.endsWith(':') || /^--- FAIL:/.test(line)) {
      const next = lines.slice(at + 1).find((l) => l.trim() !== '');
      if (next) return `${line} ${next.trim()}`;
    }
    return line;
  }
  return lines.find((l) => !BANNER.test(l))?.trim() ?? '';
}

/**
 * An attempt's outcome and the status it left the task in, said once when they are the same
 * word ("blocked", not "blocked -> blocked"): `gate_failed -> blocked`.
 */
export function outcomeAndStatus(outcome: string, status: string, arrow = '->'): string {
  return outcome === status ? outcome : `${outcome} ${arrow} ${status}`;
}

/** A gate the plan lists, as far as concluding needs it. */
export interface ExpectedGate {
  name: string;
  command: string;
  required?: boolean;
}

/**
 * Whether the agent's done claim holds: it said done and nothing is wrong with the claim, and,
 * when the gates that ran are given, none of the required ones failed. Only then is the work
 * kept, checked further or applied.
 */
export function claimHolds(
  agent: Pick<AgentOutcomeLike, 'outcome'>,
  problems: readonly string[],
  gates: readonly Pick<GateOutcome, 'required' | 'passed'>[] = [],
): boolean {
  return agent.outcome === 'done' && problems.length === 0 && !gates.some((g) => g.required && !g.passed);
}

export interface ConcludeInput {
  agent: AgentOutcomeLike;
  /** What is wrong with the agent's done claim, and what it or a gate changed that was refused. */
  problems: readonly string[];
  /** The gates that ran, in order. */
  gates: readonly GateOutcome[];
  /** The gates the plan lists: a required one that has no result cannot pass the attempt. */
  expected?: readonly ExpectedGate[];
}

/**
 * The verdict of one attempt, the same for `ralph build` and for the writer job: the agent's
 * outcome, the problems with its claim, and the gates, where a required gate that never ran
 * (no step for it in the workflow, say) counts as failed.
 */
export function concludeAttempt(input: ConcludeInput): { verdict: Verdict; gates: GateOutcome[] } {
  const gates = [...input.gates];
  if (claimHolds(input.agent, input.problems, gates)) {
    for (const g of input.expected ?? []) {
      if (g.required === false || gates.some((r) => r.name === g.name)) continue;
      gates.push({
        name: g.name,
        command: g.command,
        required: true,
        passed: false,
        exitCode: null,
        outputTail: `gate "${g.name}" did not run: the job has no step for it (\`ralph init --check\` finds this)`,
      });
    }
  }
  return { verdict: judgeAttempt(input.agent, input.problems, gates), gates };
}
