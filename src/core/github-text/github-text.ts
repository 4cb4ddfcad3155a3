// The words Ralph writes on GitHub (docs/ARCHITECTURE.md#spec-branches-and-pull-requests): the pull request of a spec, the comment
// for a blocked task, the spec's tracking issue. Pure and deterministic (no clock): the same
// plan gives the same bytes, which is what lets the adapter skip a write when nothing changed.
//
// Every body starts with a hidden marker (`<!-- ralph:spec:<id> -->`, `<!-- ralph:blocked:<id> -->`)
// that the adapter finds it by. Text from the plan is neutralised so that it can neither open
// an HTML comment (which would hide the rest of the body) nor forge a marker nor break a table.
import { firstLine as summaryLine } from '../attempt/attempt.js';
import type { GateResultLine } from '../attempt/outcomes.js';
import type { Attempt, Plan, Spec, Task } from '../plan/plan.js';
import { mermaidBlock, scopeTasks } from '../report/graph.js';
import type { Hold } from '../schedule/hold.js';
import { shellWord } from '../shell.js';

/** GitHub refuses an issue, pull request or comment body longer than this. */
export const GITHUB_BODY_LIMIT = 65_536;
/** GitHub refuses a title longer than this. */
export const GITHUB_TITLE_LIMIT = 256;
/**
 * A diagram in a body stays this small, so that the body's other sections fit under GitHub's
 * limit beside it (the diagram is folded until it does; see graph.ts).
 */
const BODY_GRAPH_CHARS = 20_000;
/** The spec's context is cut here so that it cannot crowd out the tasks and results. */
const CONTEXT_LIMIT = 4_000;
const SUMMARY_LINE_LIMIT = 200;

export interface PullRequestBodyOptions {
  /** The run that wrote this version of the body. */
  runUrl?: string;
  /** The gates of the final check of the spec branch. */
  gateResults?: GateResultLine[];
  /** The plan file's path in the repository (default implementation.json). */
  planFile?: string;
  /** Clip the body to this many characters (default GitHub's limit). */
  maxLength?: number;
  /** Ralph merges the pull request itself once its checks pass (the `auto-merge` input). */
  autoMerge?: boolean;
  /** The whole plan: the body then draws this spec and the tasks that wait on it. */
  plan?: Plan;
}

export interface BlockedCommentOptions {
  /** The run in which the task was blocked. */
  runUrl?: string;
  /** Name of the job artifact with the full retry context. */
  artifact?: string;
  /** The spec branch whose plan holds the task (the plan changes of a spec travel on it). */
  branch?: string;
  /** The plan file's path in the repository (default implementation.json). */
  planFile?: string;
  maxLength?: number;
  /** The whole plan: the comment then draws the tasks the blocked task holds up. */
  plan?: Plan;
}

// ---------------------------------------------------------------------------------------------
// Markers and escaping
// ---------------------------------------------------------------------------------------------

/**
 * An id as it may stand inside an HTML comment: `--`, `>`, `<`, `!`, `%`, spaces and anything
 * unusual are percent-encoded, so an id can never end the comment early. Injective.
 */
function markerId(id: string): string {
  return id.replace(/[^A-Za-z0-9._:/@+=-]|(?<=-)-/gu, (c) =>
    c === '-'
      ? '%2D'
      : encodeURIComponent(c) === c
        ? `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`
        : encodeURIComponent(c),
  );
}

/** The hidden marker of a spec's pull request and tracking issue. */
export function specMarker(specId: string): string {
  return `<!-- ralph:spec:${markerId(specId)} -->`;
}

/** The hidden marker of the comment on a closed spec pull request that says its spec is held. */
export function holdMarker(specId: string): string {
  return `<!-- ralph:held:${markerId(specId)} -->`;
}

/**
 * What Ralph says on the pull request whose close holds its spec (core/schedule/hold.ts): that the spec
 * is held, why, and the two ways to lift it; once lifted, what lifted it. One comment, updated
 * in place when the hold changes.
 */
export function holdCommentBody(hold: Hold, branch: string): string {
  if (hold.state === 'lifted')
    return `${holdMarker(hold.spec)}
### ▶️ Spec ${code(hold.spec)} is no longer held

${inline(hold.liftedBy ?? 'The hold was lifted')}: Ralph goes on with the spec from its next run, on ${code(branch)}.
`;
  return `${holdMarker(hold.spec)}
### ⏸️ Spec ${code(hold.spec)} is held

This pull request was closed without merging, so Ralph takes it that a person said no: none of the spec's tasks runs again and no new pull request is opened for it.

To let Ralph go on with it, a person with write access either:
- reopens this pull request (Ralph keeps it up to date again), or
- writes ${code(`/ralph retry ${hold.spec}`)} in a comment here or on the spec's tracking issue (a finished spec gets a new pull request; a spec whose branch was deleted is done again from the start).
`;
}

/** The hidden marker of the comment about a blocked task. */
export function blockedMarker(taskId: string): string {
  return `<!-- ralph:blocked:${markerId(taskId)} -->`;
}

/**
 * Plan and agent text in Markdown: it cannot open or close an HTML comment (so it cannot hide
 * text or forge a marker), nor @-mention anyone.
 */
export function neutraliseComments(text: string): string {
  return (
    text
      .replace(/<!--/g, '&lt;!--')
      .replace(/--!?>/g, (m) => m.replace('>', '&gt;'))
      // Text from the plan and the agent must not ping people: `@name` gets a zero-width joiner.
      .replace(/(^|[^\w`])@(?=[A-Za-z0-9])/g, '$1@\u2060')
  );
}

/** Plan text on one line (list items, headings). */
export function inline(text: string): string {
  return neutraliseComments(text.replace(/\r?\n\s*/g, ' ').trim());
}

/** Plan text in a table cell: one line, pipes escaped. */
export function cell(text: string): string {
  return inline(text).replace(/\|/g, '\\|');
}

/** Code spans that survive any backticks inside. */
function code(text: string): string {
  const t = inline(text);
  const runs = t.match(/`+/g) ?? [];
  const fence = '`'.repeat(Math.max(0, ...runs.map((r) => r.length)) + 1);
  const pad = t.startsWith('`') || t.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${t}${pad}${fence}`;
}

function table(rows: string[][]): string {
  const [head, ...body] = rows;
  if (!head) return '';
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...body.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .map((l) => l.trim())
      .find((l) => l !== '') ?? ''
  );
}

function shorten(text: string, limit: number): string {
  const chars = Array.from(text);
  return chars.length <= limit ? text : `${chars.slice(0, limit - 1).join('')}…`;
}

function quote(text: string): string {
  return neutraliseComments(text.trim())
    .split(/\r?\n/)
    .map((l) => (l.trim() === '' ? '>' : `> ${l}`))
    .join('\n');
}

export function taskTitle(task: Task): string {
  return task.title?.trim() || firstLine(task.description) || task.id;
}

export function formatCost(usd: number): string {
  return `$${usd.toFixed(2)}`;
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)}ms`;
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)}s`;
  const m = Math.floor(s / 60);
  const rest = Math.round(s - m * 60);
  return rest === 0 ? `${m}m` : `${m}m ${rest}s`;
}

/** `https://github.com/o/r/actions/runs/123/job/4` -> `run 123`; else the URL itself. */
function runLabel(url: string): string {
  const m = /\/actions\/runs\/(\d+)/.exec(url);
  return m ? `run ${m[1]}` : url;
}

function link(label: string, url: string): string {
  const target = url.replace(
    /[()\s<>]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `[${inline(label).replace(/[[\]]/g, '\\$&')}](${target})`;
}

/**
 * Keeps a body under GitHub's limit: cuts at a line boundary and says so, keeping the footer.
 * The marker is at the start and so always survives.
 */
export function clipBody(body: string, footer: string, limit = GITHUB_BODY_LIMIT): string {
  const full = footer ? `${body}\n\n${footer}\n` : `${body}\n`;
  if (full.length <= limit) return full;
  const note = `\n\n> [!NOTE]\n> This description was cut to stay under GitHub's limit of ${limit} characters; the plan file has the rest.`;
  const tail = footer ? `${note}\n\n${footer}\n` : `${note}\n`;
  const room = Math.max(0, limit - tail.length);
  let cut = body.slice(0, room);
  const nl = cut.lastIndexOf('\n');
  if (nl > room / 2) cut = cut.slice(0, nl);
  // Never leave half of a surrogate pair.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}${tail}`;
}

// ---------------------------------------------------------------------------------------------
// The pull request of a spec
// ---------------------------------------------------------------------------------------------

/** The pull request's title: the spec's name (its id when it has none), on one line. */
export function pullRequestTitle(spec: Spec): string {
  const name = (spec.name ?? '').replace(/\s+/g, ' ').trim() || spec.id;
  return shorten(name, GITHUB_TITLE_LIMIT);
}

function attemptOutcome(a: Attempt): string {
  const outcome = a.outcome ?? 'unknown';
  return a.gate ? `${outcome} (${a.gate})` : outcome;
}

function sum(values: Array<number | undefined>): number | undefined {
  const known = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  return known.length === 0 ? undefined : known.reduce((n, v) => n + v, 0);
}

/** The sum of the attempts' reported costs, or undefined when no attempt reported one. */
export function specCost(spec: Spec): number | undefined {
  return sum(spec.tasks.flatMap((t) => (t.attempts ?? []).map((a) => a.costUsd)));
}

/** Run URLs of the spec's attempts, in plan order, each once. */
export function specRunUrls(spec: Spec, extra?: string): string[] {
  const urls = spec.tasks.flatMap((t) => (t.attempts ?? []).map((a) => a.runUrl));
  if (extra) urls.push(extra);
  return [...new Set(urls.filter((u): u is string => typeof u === 'string' && u !== ''))];
}

function taskLine(task: Task): string {
  const done = task.status === 'completed';
  let line = `- [${done ? 'x' : ' '}] ${code(task.id)}: ${inline(taskTitle(task))}`;
  if (!done) line += ` — ${task.status}`;
  if (task.status === 'blocked' && task.blockedReason) {
    line += `: ${inline(shorten(firstLine(task.blockedReason), SUMMARY_LINE_LIMIT))}`;
  }
  return line;
}

/**
 * The pull request's description: the tasks as a checklist with their acceptance criteria, the
 * spec's criteria, the gate results, the attempts and their cost, and links to the runs.
 */
export function pullRequestBody(spec: Spec, opts: PullRequestBodyOptions = {}): string {
  const planFile = opts.planFile ?? 'implementation.json';
  const parts: string[] = [specMarker(spec.id), `## ${inline(pullRequestTitle(spec))}`];
  const about = [`Spec ${code(spec.id)}`];
  if (spec.file) about.push(`from ${code(spec.file)}`);
  if (spec.issue) about.push(`tracking issue #${spec.issue}`);
  parts.push(`${about.join(' · ')}.`);

  const context = spec.context?.trim();
  if (context) {
    const clipped = context.length > CONTEXT_LIMIT;
    parts.push(
      quote(clipped ? `${context.slice(0, CONTEXT_LIMIT)}…` : context) +
        (clipped ? `\n\n_The context is cut here; ${code(planFile)} has all of it._` : ''),
    );
  }

  const completed = spec.tasks.filter((t) => t.status === 'completed').length;
  const tasks = spec.tasks.map((t) => {
    const criteria = (t.acceptanceCriteria ?? []).map((c) => `  - ${inline(c)}`);
    return [taskLine(t), ...criteria].join('\n');
  });
  parts.push(`### Tasks (${completed} of ${spec.tasks.length} completed)`, tasks.join('\n') || '_No tasks._');

  if (opts.plan?.specs.some((s) => s.id === spec.id)) {
    const scope = scopeTasks(opts.plan, { kind: 'waiting-on-spec', spec: spec.id });
    const waiting = opts.plan.specs.filter((s) => s.id !== spec.id && s.tasks.some((t) => scope.has(t.id)));
    parts.push(
      '### Where this spec stands',
      `${
        waiting.length > 0
          ? `This spec and the tasks that wait on it, in ${waiting.map((s) => code(s.id)).join(', ')}.`
          : 'No other spec waits on this one.'
      }\n\n${mermaidBlock(opts.plan, { scope: { kind: 'waiting-on-spec', spec: spec.id }, maxChars: BODY_GRAPH_CHARS })}`,
    );
  }

  if (spec.acceptanceCriteria?.length) {
    parts.push(
      '### Acceptance criteria of the spec',
      spec.acceptanceCriteria.map((c) => `- ${inline(c)}`).join('\n'),
    );
  }

  if (opts.gateResults?.length) {
    const rows = [['Gate', 'Result', 'Duration']];
    for (const g of opts.gateResults) {
      const result = g.passed ? '✅ passed' : g.required === false ? '⚠️ failed (not required)' : '❌ failed';
      rows.push([code(g.name), result, g.durationMs === undefined ? '—' : formatDuration(g.durationMs)]);
    }
    parts.push('### Gates', table(rows));
  }

  const tried = spec.tasks.filter((t) => (t.attempts?.length ?? 0) > 0);
  if (tried.length > 0) {
    const rows = [['Task', 'Attempts', 'Outcomes', 'Turns', 'Cost']];
    for (const t of tried) {
      const attempts = t.attempts ?? [];
      const turns = sum(attempts.map((a) => a.turns));
      const cost = sum(attempts.map((a) => a.costUsd));
      rows.push([
        code(t.id),
        String(attempts.length),
        cell(attempts.map(attemptOutcome).join(' → ')),
        turns === undefined ? '—' : String(turns),
        cost === undefined ? '—' : formatCost(cost),
      ]);
    }
    const total = specCost(spec);
    const count = tried.reduce((n, t) => n + (t.attempts?.length ?? 0), 0);
    parts.push(
      '### Attempts',
      table(rows),
      total === undefined
        ? `${count} attempt${count === 1 ? '' : 's'}; the agent reported no cost.`
        : `**Total cost:** ${formatCost(total)} over ${count} attempt${count === 1 ? '' : 's'}.`,
    );
  }

  const runs = specRunUrls(spec, opts.runUrl);
  if (runs.length > 0) {
    const lines = runs.map((u) => `- ${link(runLabel(u), u)}${u === opts.runUrl ? ' (this update)' : ''}`);
    parts.push('### Runs', lines.join('\n'));
  }

  parts.push(
    '### Review',
    [
      'A review that requests changes, or a comment `/ralph <what to change>`, from someone with write access becomes a follow-up task of this spec, with the review and its inline comments; then this pull request is one commit again.',
      opts.autoMerge
        ? '**Auto-merge is on:** Ralph squash-merges this pull request once every check of its head commit has passed and no review requests changes.'
        : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
  );
  const footer = [
    '---',
    `<sub>Opened and kept up to date by Ralph. The tasks, their status and the attempts come from ${code(planFile)} on this branch; edit the plan, not this description, which the next run rewrites.</sub>`,
  ].join('\n');
  return clipBody(parts.join('\n\n'), footer, opts.maxLength);
}

// ---------------------------------------------------------------------------------------------
// The comment about a blocked task
// ---------------------------------------------------------------------------------------------

/** The comment on the spec's tracking issue that says a task is blocked, why, and what to do. */
export function blockedCommentBody(spec: Spec, task: Task, opts: BlockedCommentOptions = {}): string {
  const planFile = opts.planFile ?? 'implementation.json';
  const attempts = task.attempts ?? [];
  const parts: string[] = [
    blockedMarker(task.id),
    `### ⛔ Task ${code(task.id)} is blocked: ${inline(taskTitle(task))}`,
    `Spec **${inline(pullRequestTitle(spec))}** (${code(spec.id)})${opts.branch ? `, branch ${code(opts.branch)}` : ''}.`,
  ];
  parts.push('**Reason**', quote(task.blockedReason?.trim() || 'No reason was recorded.'));

  if (attempts.length > 0) {
    const rows = [['#', 'Outcome', 'Gate', 'Summary']];
    for (const a of attempts) {
      rows.push([
        String(a.number),
        cell(a.outcome ?? 'unknown'),
        a.gate ? code(a.gate) : '—',
        cell(shorten(summaryLine(a.summary ?? ''), SUMMARY_LINE_LIMIT)) || '—',
      ]);
    }
    parts.push(`**Attempts:** ${attempts.length}`, table(rows));
  } else {
    parts.push('**Attempts:** none recorded.');
  }

  if (opts.plan) {
    const holds = opts.plan.specs.flatMap((s) => s.tasks).filter((t) => t.dependsOn?.includes(task.id));
    parts.push(
      holds.length > 0
        ? `**What it holds up:** ${holds.length === 1 ? 'one task waits' : `${holds.length} tasks wait`} on it directly; everything that waits on it:\n\n${mermaidBlock(opts.plan, { scope: { kind: 'waiting-on-task', task: task.id }, maxChars: BODY_GRAPH_CHARS })}`
        : '**What it holds up:** no task waits on it.',
    );
  }

  const failing = [...attempts].reverse().find((a) => a.gate);
  if (failing?.gate) {
    const summary = summaryLine(failing.summary ?? '');
    parts.push(
      `**Last failing gate:** ${code(failing.gate)} (attempt ${failing.number})${summary ? `: ${inline(shorten(summary, SUMMARY_LINE_LIMIT))}` : ''}`,
    );
  }

  const last = attempts.at(-1);
  const runUrl = opts.runUrl ?? last?.runUrl;
  const artifact = opts.artifact ?? last?.artifact;
  const where: string[] = [];
  if (runUrl) where.push(`Run: ${link(runLabel(runUrl), runUrl)}`);
  if (artifact) {
    where.push(
      `Full retry context (gate output, agent transcript, diff): artifact ${code(artifact)}${runUrl ? ' in the run’s Artifacts' : ''}`,
    );
  }
  if (where.length > 0) parts.push(where.map((w) => `- ${w}`).join('\n'));

  const id = shellWord(task.id);
  const onBranch = opts.branch ? ` on branch ${code(opts.branch)}` : '';
  parts.push(
    '#### What you can do',
    [
      `- Answer here and retry: comment \`/ralph retry ${id} <your answer>\`. The answer reaches the next attempt's prompt, and the retry budget starts again.`,
      `- Or drop it: \`/ralph skip ${id} <reason>\`. What depends on it goes ahead.`,
      '- `/ralph status` answers with the plan as a table.',
      `Only comments from people with write access count. Locally the same is \`ralph retry ${id} --reason "..."\` or \`ralph skip ${id} --reason "..."\`, from any branch; or edit the task in ${code(planFile)}${onBranch}.`,
    ].join('\n'),
  );
  const footer = '<sub>Posted by Ralph and updated in place when the task is blocked again.</sub>';
  return clipBody(parts.join('\n\n'), footer, opts.maxLength);
}

// ---------------------------------------------------------------------------------------------
// The tracking issue of a spec
// ---------------------------------------------------------------------------------------------

export function trackingIssueTitle(spec: Spec): string {
  return shorten(`Ralph: ${pullRequestTitle(spec)}`, GITHUB_TITLE_LIMIT);
}

/** The body of the issue Ralph opens for a spec that has none; it stays as first written. */
export function trackingIssueBody(spec: Spec, opts: { planFile?: string } = {}): string {
  const planFile = opts.planFile ?? 'implementation.json';
  const parts = [
    specMarker(spec.id),
    `Ralph tracks spec **${inline(pullRequestTitle(spec))}** (${code(spec.id)}) here. When one of its tasks is blocked, Ralph comments on this issue and updates that comment in place on later runs.`,
  ];
  if (spec.file) parts.push(`The spec: ${code(spec.file)}.`);
  if (spec.tasks.length > 0) {
    parts.push('### Tasks', spec.tasks.map((t) => `- ${code(t.id)}: ${inline(taskTitle(t))}`).join('\n'));
  }
  const footer = `<sub>Opened by Ralph. Set the spec's \`issue\` in ${code(planFile)} to use another issue.</sub>`;
  return clipBody(parts.join('\n\n'), footer);
}
