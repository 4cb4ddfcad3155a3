// Plans and schedules as text for people: terminal tables and the Markdown of job summaries.

import { agentLabel, agentRouting, planProviders } from '../agent-routing.js';
import type { Plan, Task } from '../plan/plan.js';
import { formatUsd, isDone, isUncounted, type TaskStatus, taskCostUsd } from '../plan/plan-basics.js';
import { countedAttempts, type PlanBudget, type ReadyTask, type Schedule } from '../schedule/schedule.js';
import { shellWord } from '../shell.js';

export const STATUS_ICONS: Record<TaskStatus, string> = {
  pending: '⏳',
  in_progress: '🔄',
  completed: '✅',
  blocked: '⛔',
  failed: '❌',
  skipped: '⏭️',
};

/** A plain aligned table: first row is the header. */
export function textTable(rows: string[][]): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, cell.length);
    });
  }
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Text for GitHub's markdown: `<`, `>` and `&` shown as they are, never read as HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A table cell: its text as written (no HTML), on one line, its `|` not ending the cell. */
function mdCell(text: string): string {
  return escapeHtml(text).replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

export function markdownTable(rows: string[][]): string {
  const [head, ...body] = rows;
  if (!head) return '';
  return [
    `| ${head.map(mdCell).join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...body.map((r) => `| ${r.map(mdCell).join(' | ')} |`),
  ].join('\n');
}

export function readyRows(ready: readonly ReadyTask[]): string[][] {
  return [
    ['SPEC', 'TASK', 'ATTEMPT', 'AGENT', 'TIER', 'TURNS', 'TIMEOUT', 'BRANCH'],
    ...ready.map((r) => [
      r.spec,
      r.task,
      String(r.attempt),
      agentLabel(r),
      r.complexity,
      String(r.maxTurns),
      r.timeoutMinutes >= 1 ? `${Math.round(r.timeoutMinutes)}m` : `${Math.round(r.timeoutMinutes * 60)}s`,
      r.branch,
    ]),
  ];
}

export function countsLine(s: Schedule): string {
  const c = s.counts;
  const parts = [
    `${c.total} task${c.total === 1 ? '' : 's'}`,
    `${c.completed} completed`,
    `${c.ready} ready`,
    `${c.in_progress} in progress`,
    `${c.pending} pending`,
    `${c.failed} failed`,
    `${c.blocked} blocked`,
    `${c.skipped} skipped`,
  ];
  return parts.join(', ');
}

/** The plan's recorded cost against its budget, in one line: "Cost: $1.20 of a $5.00 budget". */
export function budgetLine(budget: PlanBudget): string {
  const spent = `Cost: ${formatUsd(budget.spentUsd)} recorded`;
  const line =
    budget.maxCostUsd === undefined
      ? spent
      : `${spent} of a ${formatUsd(budget.maxCostUsd)} budget${budget.spent ? ': spent, so no task starts until the budget is raised' : ''}`;
  return `${line}${uncountedText(budget)}`;
}

/**
 * The attempts whose agent reported no cost, named: "; not counted: 2 attempts by command, which
 * reports no cost" (never taken as free). Empty when every attempt reported one.
 */
export function uncountedText(budget: Pick<PlanBudget, 'uncounted'>): string {
  const u = budget.uncounted;
  if (!u) return '';
  return `; not counted: ${u.attempts} attempt${u.attempts === 1 ? '' : 's'} by ${u.providers.join(', ')}, which reported no cost`;
}

/**
 * Whether a plan's tables show costs: once any is recorded, when it has a budget, or when some
 * agent's attempts reported none (they are named as not counted).
 */
export function showsCost(plan: Plan, s: Schedule): boolean {
  return (
    s.budget.maxCostUsd !== undefined ||
    (s.budget.uncounted !== undefined && routesCost(plan)) ||
    plan.specs.some((spec) => spec.tasks.some((t) => t.attempts?.some((a) => a.costUsd !== undefined)))
  );
}

/**
 * A task's agent, as a table cell: for a finished task the one its last attempt recorded, else
 * the one its next attempt resolves to (escalated when the plan says so).
 */
function taskAgentCell(task: Task, route: ReturnType<typeof agentRouting>): string {
  const last = task.attempts?.at(-1);
  if (isDone(task.status) && last?.provider)
    return agentLabel({ provider: last.provider, model: last.model });
  return agentLabel(route(task));
}

/** Whether some level of the plan's agent could route a task to a provider that reports a cost. */
function routesCost(plan: Plan): boolean {
  return planProviders(plan).some((p) => p !== 'command');
}

/**
 * What a task's attempts cost, as a table cell: a dash when none reported a cost, and the
 * attempts that reported none named beside the sum ("$0.0084 + 1 uncounted").
 */
function costCell(task: Task): string {
  const attempts = task.attempts ?? [];
  const none = attempts.filter(isUncounted).length;
  const sum = attempts.some((a) => a.costUsd !== undefined) ? formatUsd(taskCostUsd(task)) : undefined;
  if (none === 0) return sum ?? '–';
  return sum ? `${sum} + ${none} uncounted` : `${none} uncounted`;
}

/**
 * One row per task: spec, task, status, attempts, cost (once any is recorded), and why it
 * waits (blocked reason, deps). A completed task's note is its spec's commit, when
 * `specCommits` (spec id -> "spec commit abc1234 on ralph/x") has one: the per-task commits a
 * task records are squashed into that one when its spec completes, so they are not shown.
 */
export function statusRows(
  plan: Plan,
  s: Schedule,
  icons = false,
  specCommits?: ReadonlyMap<string, string>,
  withAgent = false,
): string[][] {
  const waits = new Map(s.waiting.map((w) => [w.task, w.reason]));
  const ready = new Set(s.ready.map((r) => r.task));
  const cost = showsCost(plan, s);
  const route = withAgent ? agentRouting(plan) : undefined;
  const rows: string[][] = [
    ['SPEC', 'TASK', 'STATUS', 'ATTEMPTS', ...(route ? ['AGENT'] : []), ...(cost ? ['COST'] : []), 'NOTE'],
  ];
  for (const spec of plan.specs) {
    for (const task of spec.tasks) {
      const note = ready.has(task.id)
        ? 'ready'
        : spec.status === 'held' && isDone(task.status)
          ? `held: ${spec.heldReason ?? 'its pull request was closed without merging'}`
          : task.status === 'completed'
            ? (specCommits?.get(spec.id) ?? '')
            : (waits.get(task.id) ?? (task.blockedReason ? `blocked: ${task.blockedReason}` : ''));
      rows.push([
        spec.id,
        task.id,
        icons ? `${STATUS_ICONS[task.status]} ${task.status}` : task.status,
        String(countedAttempts(task)),
        ...(route ? [taskAgentCell(task, route)] : []),
        ...(cost ? [costCell(task)] : []),
        note,
      ]);
    }
  }
  return rows;
}

/** How a person unblocks a blocked task: here (run from any branch), or on GitHub. */
export interface UnblockHint {
  spec: string;
  task: string;
  /** `ralph retry TASK --reason "..."`: pending again, fresh retry budget, the answer as a comment. */
  retry: string;
  /** `ralph skip TASK --reason "..."`: what depends on it goes ahead. */
  skip: string;
  /** The comment that does the same on GitHub: `/ralph retry TASK <answer>`. */
  comment: string;
  /** Where that comment goes: the spec's tracking issue, when the plan knows its number. */
  issue?: number;
}

/**
 * One hint per blocked task. `args` are the options the commands need beyond the task
 * (`--plan PATH`, `--branch-prefix P`), as the person typed them for this command.
 */
export function unblockHints(plan: Plan, args: readonly string[] = []): UnblockHint[] {
  const extra = args.map((a) => ` ${shellWord(a)}`).join('');
  const hints: UnblockHint[] = [];
  for (const spec of plan.specs)
    for (const task of spec.tasks) {
      if (task.status !== 'blocked') continue;
      const id = shellWord(task.id);
      hints.push({
        spec: spec.id,
        task: task.id,
        retry: `ralph retry ${id} --reason "..."${extra}`,
        skip: `ralph skip ${id} --reason "..."${extra}`,
        comment: `/ralph retry ${task.id} <answer>`,
        ...(spec.issue !== undefined ? { issue: spec.issue } : {}),
      });
    }
  return hints;
}

/** The hints as lines for a terminal; empty when nothing is blocked. */
export function unblockText(hints: readonly UnblockHint[]): string {
  return hints
    .map((h) => {
      const width = Math.max(h.retry.length, h.skip.length);
      const where = h.issue !== undefined ? `issue #${h.issue}` : `${h.spec}'s tracking issue`;
      return [
        `${h.task} is blocked. To unblock it:`,
        `  ${h.retry.padEnd(width)}  run it again; your answer goes into its prompt`,
        `  ${h.skip.padEnd(width)}  skip it; what depends on it goes ahead`,
        `  or on GitHub, comment on ${where}: ${h.comment}`,
      ].join('\n');
    })
    .join('\n');
}

/** The job summary of `schedule`: what runs now, and where every task stands. */
export function scheduleSummary(plan: Plan, s: Schedule): string {
  const parts = ['## Ralph schedule', '', countsLine(s), ''];
  if (showsCost(plan, s)) parts.push(budgetLine(s.budget), '');
  if (s.ready.length > 0) {
    parts.push('### Ready now', '', markdownTable(readyRows(s.ready)), '');
  } else if (s.budget.spent) parts.push(`Nothing is ready to run: ${s.budget.spent}.`, '');
  else parts.push('Nothing is ready to run.', '');
  parts.push('### Plan', '', markdownTable(statusRows(plan, s, true)), '');
  return parts.join('\n');
}
