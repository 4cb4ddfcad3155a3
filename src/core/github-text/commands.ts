// What people say to Ralph on GitHub (docs/ARCHITECTURE.md#listening), as data: `/ralph` commands on a tracking
// issue or a spec pull request, and reviews that request changes. Parsing, the change each makes
// to the plan and the words of each reply are pure; the action's `commands` step reads them from
// GitHub, decides who is heard, writes the plan on the spec branch and posts the replies.

import { RalphError } from '../errors.js';
import type { Plan, Spec, Task } from '../plan/plan.js';
import { findTask } from '../prompt/prompt.js';
import { resetRetryBudget } from '../schedule/schedule.js';
import { GITHUB_BODY_LIMIT } from './github-text.js';

/** Where a command was written: a tracking issue of a spec, a spec's pull request, or elsewhere. */
export type Place = { kind: 'issue'; spec?: string } | { kind: 'pull'; spec: string };

export type Command =
  | { kind: 'retry'; task: string; text: string }
  | { kind: 'skip'; task: string; text: string }
  | { kind: 'status' }
  /** On a spec's pull request: `/ralph <what to change>`. */
  | { kind: 'change'; text: string }
  | { kind: 'malformed'; why: string };

export const USAGE = [
  '`/ralph retry TASK [answer]`: the answer goes to the next attempt, the retry budget starts again',
  '`/ralph retry SPEC`: a spec held because its pull request was closed without merging goes on',
  '`/ralph skip TASK [reason]`',
  '`/ralph status`: the plan as a table',
  'on a spec pull request, `/ralph <what to change>`: a follow-up task of the spec',
];

/**
 * The command in a comment: its first non-empty line starts with `/ralph`; undefined when it
 * does not (a plain comment, which Ralph does not answer). What follows the task id, on that
 * line and the lines after it, is the answer or reason.
 */
export function parseCommand(body: string, place: Place): Command | undefined {
  const text = body.replace(/\r\n/g, '\n').trim();
  // Case-insensitive, as the workflow's `contains(body, '/ralph')` that starts the listen job is.
  const m = /^\/ralph(?:[ \t]+([\s\S]*))?$/i.exec(text);
  if (!m) return undefined;
  const rest = (m[1] ?? '').trim();
  const [word = '', ...more] = rest.split(/[ \t\n]+/);
  const afterWord = rest.slice(word.length).trim();
  switch (word.toLowerCase()) {
    case '':
      return { kind: 'malformed', why: 'the command is empty' };
    case 'status':
      return more.length === 0
        ? { kind: 'status' }
        : { kind: 'malformed', why: '`status` takes nothing after it' };
    case 'retry':
    case 'skip': {
      const task = afterWord.split(/[ \t\n]+/)[0] ?? '';
      if (!task) return { kind: 'malformed', why: `\`${word.toLowerCase()}\` needs a task id` };
      const kind = word.toLowerCase() as 'retry' | 'skip';
      return { kind, task, text: afterWord.slice(task.length).trim() };
    }
    default:
      if (place.kind === 'pull') return { kind: 'change', text: rest };
      return { kind: 'malformed', why: `\`${word}\` is not a command here` };
  }
}

/** A person's words about a spec's pull request that become a follow-up task. */
export interface ChangeRequest {
  /** `review-<id>` or `comment-<id>`: the task's id grows from it, so it is made once. */
  source: string;
  author: string;
  created: string;
  body: string;
  /** Inline review comments, with their file and line. */
  comments: Array<{ path: string; line?: number; body: string; author: string; created?: string }>;
  url?: string;
}

/** The follow-up task's id: stable for one review or comment, safe as a file name and argument. */
export function followUpId(spec: Spec, source: string): string {
  return `${spec.id}-${source}`.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 100);
}

const firstLine = (s: string) => s.trim().split('\n', 1)[0]!.slice(0, 120);

/**
 * Adds the follow-up task of a change request to the spec (open again), unless it is there.
 * Returns the task, or undefined when it existed already (handled before).
 */
export function addFollowUp(plan: Plan, specId: string, req: ChangeRequest): Task | undefined {
  const spec = plan.specs.find((s) => s.id === specId);
  if (!spec) throw new CommandError(`no spec "${specId}" in the plan`);
  const id = followUpId(spec, req.source);
  if (spec.tasks.some((t) => t.id === id)) return undefined;
  const files = [...new Set(req.comments.map((c) => c.path))];
  const task: Task = {
    id,
    title: `Review by ${req.author}: ${firstLine(req.body) || 'inline comments'}`,
    description: `Address the review of the pull request by ${req.author}${req.body.trim() ? `: ${req.body.trim()}` : '.'}`,
    status: 'pending',
    provenance: 'human',
    acceptanceCriteria: ['Every point of the review and of its inline comments is addressed'],
    ...(files.length > 0 ? { contextFiles: files } : {}),
    comments: [
      ...(req.body.trim() ? [{ author: req.author, body: req.body.trim(), created: req.created }] : []),
      ...req.comments.map((c) => ({
        author: c.author,
        body: `${c.path}${c.line ? `:${c.line}` : ''}: ${c.body.trim()}`,
        created: c.created ?? req.created,
      })),
    ],
  };
  spec.tasks.push(task);
  // The spec is open again: its pull request waits for the task, then is one commit again.
  delete spec.status;
  return task;
}

/** A task `retry` may act on: one that is blocked or failed. */
export const canRetry = (status: Task['status']) => status === 'blocked' || status === 'failed';
/** A task `skip` may act on: one not finished already. */
export const canSkip = (status: Task['status']) => status !== 'completed' && status !== 'skipped';

/**
 * `retry`, on the plan, wherever it is asked (a /ralph comment, `ralph retry`): the task is
 * pending again with a fresh retry budget, and the person's words become a comment on it,
 * which its next prompt shows. True when the budget had counted attempts.
 */
export function retryTaskState(
  task: Task,
  comment?: { author: string; body: string; created: string },
): boolean {
  task.status = 'pending';
  delete task.blockedReason;
  delete task.startedAt;
  delete task.completedAt;
  const reset = resetRetryBudget(task);
  if (comment?.body.trim()) task.comments = [...(task.comments ?? []), comment];
  return reset;
}

/** `skip`, wherever it is asked: the task is skipped, what depends on it goes ahead. */
export function skipTaskState(task: Task, comment?: { author: string; body: string; created: string }): void {
  task.status = 'skipped';
  delete task.blockedReason;
  delete task.startedAt;
  delete task.completedAt;
  if (comment?.body.trim()) task.comments = [...(task.comments ?? []), comment];
}

/** A mistake in a command that the reply explains; nothing is changed. */
export class CommandError extends RalphError {
  override readonly code: string = 'command';
  override name = 'CommandError';
}

/**
 * Applies `/ralph retry` or `/ralph skip` to the plan. Throws CommandError (an unknown task, a
 * task of another spec than the pull request's, a task that is not blocked or failed) with
 * the words of the reply.
 */
export function applyTaskCommand(
  plan: Plan,
  command: { kind: 'retry' | 'skip'; task: string; text: string },
  by: { author: string; created: string; place: Place },
): { spec: Spec; task: Task; from: Task['status']; to: Task['status'] } {
  const found = findTask(plan, command.task);
  if (!found) {
    const spec = by.place.spec ? plan.specs.find((s) => s.id === by.place.spec) : undefined;
    const known = (spec ? spec.tasks : plan.specs.flatMap((s) => s.tasks)).map((t) => `\`${t.id}\``);
    throw new CommandError(
      `there is no task \`${command.task}\`${spec ? ` in spec \`${spec.id}\`` : ''}; its tasks are ${known.slice(0, 20).join(', ')}${known.length > 20 ? ', ...' : ''}`,
    );
  }
  const { spec, task } = found;
  if (by.place.spec && by.place.spec !== spec.id)
    throw new CommandError(
      `\`${task.id}\` is a task of spec \`${spec.id}\`, not of \`${by.place.spec}\`, which this ${by.place.kind === 'pull' ? 'pull request' : 'issue'} is about`,
    );
  const from = task.status;
  const comment = { author: by.author, body: command.text, created: by.created };
  if (command.kind === 'retry') {
    if (!canRetry(from))
      throw new CommandError(`\`${task.id}\` is ${from}; only a blocked or failed task can be retried`);
    retryTaskState(task, comment);
  } else {
    if (!canSkip(from)) throw new CommandError(`\`${task.id}\` is ${from} already`);
    skipTaskState(task, comment);
  }
  return { spec, task, from, to: task.status };
}

/** The hidden marker of Ralph's reply to one command: how a later run knows it was handled. */
export function replyMarker(source: string): string {
  return `<!-- ralph:reply:${source} -->`;
}

/**
 * The commands Ralph's replies say were handled: a reply starts with its marker (a comment
 * that merely quotes one, a blocked-task comment quoting an agent, say, does not count).
 */
export function handledSources(bodies: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const body of bodies) {
    const m = /^<!-- ralph:reply:([\w.-]+) -->/.exec(body.trimStart());
    if (m) out.add(m[1]!);
  }
  return out;
}

/** Whether a comment is one of Ralph's replies (it starts with a reply or failure marker). */
export function isReply(body: string): boolean {
  return /^<!-- ralph:(?:reply|failed):/.test(body.trimStart());
}

/** A reply: the marker, what happened, and the run that did it. */
export function replyBody(source: string, text: string, runUrl?: string): string {
  return `${replyMarker(source)}\n${text}${runUrl ? `\n\n<sub>[Ralph's run](${runUrl})</sub>` : ''}\n`;
}

/**
 * The `/ralph status` reply: the whole table when it fits in one comment with room to spare,
 * else the counts per status, the tasks that need a person (blocked, failed) and where the
 * whole table is (the run's summary). Always within GitHub's body limit.
 */
export function statusReplyText(
  rows: readonly string[][],
  table: (rows: string[][]) => string,
  opts: { runUrl?: string; limit?: number } = {},
): string {
  const limit = (opts.limit ?? GITHUB_BODY_LIMIT) - 2_000; // the marker, the run link, headroom
  const whole = `The plan as Ralph sees it now:\n\n${table(rows as string[][])}`;
  if (whole.length <= limit) return whole;
  const [head, ...body] = rows;
  const status = head ? head.indexOf('STATUS') : -1;
  const word = (r: readonly string[]) => (r[status] ?? '').replace(/^\S+\s+(?=\w+$)/, '');
  const counts = new Map<string, number>();
  for (const r of body) counts.set(word(r), (counts.get(word(r)) ?? 0) + 1);
  const lines = [
    `The plan has ${body.length} task${body.length === 1 ? '' : 's'}, too many for one comment: ${[...counts].map(([w, n]) => `${n} ${w}`).join(', ')}.`,
    opts.runUrl
      ? `The whole table is in [the run's summary](${opts.runUrl}).`
      : "The whole table is in the run's summary.",
  ];
  const attention = body.filter((r) => ['blocked', 'failed'].includes(word(r)));
  if (attention.length > 0 && head) {
    const shown: string[][] = [];
    let size = lines.join('\n').length + 200;
    for (const r of attention) {
      size += r.join(' | ').length + 8;
      if (size > limit) break;
      shown.push([...r]);
    }
    lines.push(
      '',
      `Tasks that wait for a person${shown.length < attention.length ? ` (the first ${shown.length} of ${attention.length})` : ''}:`,
      '',
      table([[...head], ...shown]),
    );
  }
  return lines.join('\n');
}

/** The one reply to someone without write access (no @-mention: Ralph's texts notify nobody). */
export function notHeardText(author: string): string {
  return `Ralph acts only on commands from people with write access to this repository, and ${author} has none here; nothing was done.`;
}
