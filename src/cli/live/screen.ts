// What the live view of `ralph build` shows (docs/ARCHITECTURE.md#life-of-a-task-locally), as plain data and a pure function
// from it to the screen's lines: the task list with status icons, one pane per running agent
// with its latest readable lines (and how many it hid), elapsed time, attempt, turns and cost,
// the last confirmation, and the key line. view.ts owns the terminal; this owns the picture.
import { agentLabel } from '../../core/agent-routing.js';
import { outcomeAndStatus, firstLine as summaryLine } from '../../core/attempt/attempt.js';
import type { TaskStatus } from '../../core/plan/plan-basics.js';
import type { BuildEvent } from '../../engine/build.js';

export const KEY_LINE = '[q] quit  [r] retry  [s] skip  [p] pause  [i] interactive';
/** Lines of an agent's output kept per pane; the pane shows the latest that fit. */
const KEPT_LINES = 500;

export interface TaskRow {
  spec: string;
  id: string;
  title: string;
  status: TaskStatus;
}

/** One worker's running (or last) attempt. */
export interface Lane {
  key: string;
  spec: string;
  task: string;
  attempt: number;
  branch: string;
  /** The attempt's provider, and the agent as people read it (`claude claude-haiku-4-5`). */
  provider: string;
  agent: string;
  started: number;
  phase: 'agent' | 'gates' | 'interactive' | 'recorded';
  lines: string[];
  /** Lines that scrolled out of `lines` (kept bounded), on top of those the pane hides. */
  dropped: number;
  partial: string;
  turns?: number;
  costUsd?: number;
  /** When the attempt was recorded: how long it ran. */
  endedMs?: number;
}

export interface ScreenState {
  title: string;
  started: number;
  tasks: TaskRow[];
  lanes: Lane[];
  /** The lane keys r, s and i act on. */
  focus?: string;
  /** The last key's confirmation, or the last thing Ralph said. */
  message: string;
  /** The skip reason being typed. */
  typing?: { task: string; text: string };
  paused: boolean;
  stopping: boolean;
  costUsd: number;
}

export const ICONS: Record<TaskStatus | 'running', string> = {
  completed: '✓',
  in_progress: '○',
  running: '▶',
  pending: '○',
  blocked: '⛔',
  failed: '✖',
  skipped: '↷',
};

export function newState(title: string, tasks: TaskRow[], now = Date.now()): ScreenState {
  return { title, started: now, tasks, lanes: [], message: '', paused: false, stopping: false, costUsd: 0 };
}

/** Applies one build event of worker `key` (the spec for `--parallel`, else one lane). */
export function applyEvent(s: ScreenState, e: BuildEvent, key: string, now = Date.now()): void {
  const lane = s.lanes.find((l) => l.key === key);
  const row = (task: string) => s.tasks.find((t) => t.id === task);
  switch (e.type) {
    case 'task': {
      const fresh: Lane = {
        key,
        spec: e.spec,
        task: e.task,
        attempt: e.attempt,
        branch: e.branch,
        provider: e.provider,
        agent: agentLabel(e),
        started: now,
        phase: 'agent',
        lines: [],
        dropped: 0,
        partial: '',
      };
      if (lane) Object.assign(lane, fresh, { turns: undefined, costUsd: undefined, endedMs: undefined });
      else s.lanes.push(fresh);
      s.focus ??= key;
      const r = row(e.task);
      if (r) r.status = 'in_progress';
      break;
    }
    case 'output':
      if (lane) {
        // The agent's bytes never reach the terminal as they are: escape sequences (a title, the
        // clipboard, cursor moves) and control characters go; a line with no end is cut.
        const parts = (lane.partial + printable(e.text)).split('\n');
        lane.partial = parts.pop() ?? '';
        if (lane.partial.length > MAX_PARTIAL) {
          parts.push(lane.partial);
          lane.partial = '';
        }
        for (const p of parts) if (p.trim()) push(lane, p);
      }
      break;
    case 'agent':
      if (lane) {
        lane.phase = 'gates';
        lane.turns = e.turns;
        lane.costUsd = e.costUsd;
        s.costUsd += e.costUsd ?? 0;
        push(
          lane,
          `— agent: ${e.outcome} in ${seconds(e.durationMs)}${e.reason ? ` (${firstLine(e.reason)})` : ''}`,
        );
      }
      break;
    case 'gate':
      if (lane)
        push(
          lane,
          `— gate ${e.result.name}: ${e.result.passed ? 'passed' : `failed (exit ${e.result.exitCode ?? 'none'})`} in ${seconds(e.result.durationMs)}`,
        );
      break;
    case 'attempt': {
      const r = row(e.task);
      if (r) r.status = e.status;
      if (lane && lane.task === e.task) {
        lane.phase = 'recorded';
        lane.endedMs = now - lane.started;
        push(
          lane,
          `— ${e.task}: ${outcomeAndStatus(e.outcome, e.status, '→')}${e.outcome === 'passed' ? '' : `: ${summaryLine(e.summary)}`}`,
        );
      }
      s.message = `${e.task}: ${outcomeAndStatus(e.outcome, e.status, '→')}`;
      break;
    }
    case 'control':
      if (lane) {
        if (e.action === 'interactive') lane.phase = 'interactive';
        if (e.action === 'checking') lane.phase = 'gates';
        push(lane, `— ${e.text}`);
      }
      s.message = `${e.task}: ${e.text}`;
      break;
    case 'spec-commit':
      s.message = `spec ${e.spec} complete: one commit ${e.sha.slice(0, 7)} "${e.title}" on ${e.branch}`;
      break;
    case 'note':
      if (lane) push(lane, `note: ${e.text}`);
      else s.message = `note: ${e.text}`;
      break;
  }
}

function push(lane: Lane, line: string): void {
  lane.lines.push(line);
  if (lane.lines.length > KEPT_LINES) {
    lane.lines.shift();
    lane.dropped++;
  }
}

/** The screen as `rows` lines of at most `cols` characters. */
export function render(s: ScreenState, rows: number, cols: number, now = Date.now()): string[] {
  const fit = (line: string) => (line.length > cols ? `${line.slice(0, Math.max(0, cols - 1))}…` : line);
  const done = s.tasks.filter((t) => t.status === 'completed' || t.status === 'skipped').length;
  const runningTasks = new Set(s.lanes.filter((l) => l.phase !== 'recorded').map((l) => l.task));
  const head = [
    `ralph build · ${s.title}`,
    `${done}/${s.tasks.length} done`,
    runningTasks.size > 0 ? `${runningTasks.size} running` : '',
    clock(now - s.started),
    s.costUsd > 0 ? `$${s.costUsd.toFixed(4)}` : '',
    s.paused ? 'PAUSED' : '',
    s.stopping ? 'STOPPING' : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const footer = [s.message ? `» ${s.message}` : '', keyLine(s)];

  const lanes = s.lanes;
  const minPane = lanes.length > 0 ? 2 : 0;
  const taskRoom = Math.max(1, rows - 2 - footer.length - lanes.length * (1 + minPane));
  const taskLines = taskList(s, runningTasks, Math.min(taskRoom, Math.max(1, s.tasks.length)), now);
  let room = rows - 2 - footer.length - taskLines.length;
  const out = [head, ...taskLines, ''];
  lanes.forEach((lane, i) => {
    const share = Math.max(1, Math.floor(room / (lanes.length - i)));
    room -= share;
    const paneLines = Math.max(0, share - 1);
    const shown = lane.lines.slice(-paneLines || lane.lines.length).slice(0, paneLines);
    const hidden = lane.dropped + lane.lines.length - shown.length;
    const elapsed = seconds(lane.endedMs ?? now - lane.started);
    const mark = lanes.length > 1 && s.focus === lane.key ? '▸ ' : '';
    const tail = hidden > 0 ? ` ${hidden} earlier line${hidden === 1 ? '' : 's'} hidden ──` : '';
    // The branch goes first when the line is too narrow for all of it: the agent matters more.
    const parts = [`${mark}${lane.task}`, `attempt ${lane.attempt}`, lane.agent, lane.branch, lane.phase];
    let label = `── ${parts.join(' · ')} · ${elapsed}${spent(lane)} `;
    if (label.length + tail.length + 2 > cols)
      label = `── ${parts.filter((p) => p !== lane.branch).join(' · ')} · ${elapsed}${spent(lane)} `;
    out.push(`${label}${'─'.repeat(Math.max(2, cols - label.length - tail.length))}${tail}`);
    for (const l of shown) out.push(`  │ ${l}`);
    for (let k = shown.length; k < paneLines; k++) out.push('  │');
  });
  while (out.length < rows - footer.length) out.push('');
  out.push(...footer.filter((l, i) => l !== '' || i === 0));
  return out.slice(0, rows).map(fit);
}

function keyLine(s: ScreenState): string {
  if (s.typing)
    return `skip ${s.typing.task}, reason: ${s.typing.text}▏  [enter] skip it  [esc] keep it running`;
  return s.lanes.filter((l) => l.phase !== 'recorded').length > 1 ? `${KEY_LINE}  [tab] next pane` : KEY_LINE;
}

/** The task list; when it does not fit, finished tasks fold into one line first, then the end. */
function taskList(s: ScreenState, running: Set<string>, room: number, now: number): string[] {
  const line = (t: TaskRow) => {
    const live = running.has(t.id);
    const icon = live ? ICONS.running : ICONS[t.status];
    const lane = live ? s.lanes.find((l) => l.task === t.id && l.phase !== 'recorded') : undefined;
    const extra = lane
      ? `   attempt ${lane.attempt} · ${lane.agent} · ${seconds(now - lane.started)}${spent(lane)}`
      : '';
    const word =
      t.status === 'blocked' || t.status === 'failed' || t.status === 'skipped' ? ` (${t.status})` : '';
    return ` ${icon} ${t.spec}/${t.id}  ${firstLine(t.title)}${word}${extra}`;
  };
  if (s.tasks.length <= room) return s.tasks.map(line);
  const finished = s.tasks.filter(
    (t) => (t.status === 'completed' || t.status === 'skipped') && !running.has(t.id),
  );
  const rest = s.tasks.filter((t) => !finished.includes(t));
  const out = finished.length > 0 ? [` ${ICONS.completed} ${finished.length} done`] : [];
  const fits = room - out.length;
  if (rest.length <= fits) return [...out, ...rest.map(line)];
  const kept = rest.slice(0, Math.max(0, fits - 1)).map(line);
  return [...out, ...kept, `   … ${rest.length - kept.length} more`];
}

function spent(lane: Lane): string {
  return `${lane.turns !== undefined ? ` · ${lane.turns} turn${lane.turns === 1 ? '' : 's'}` : ''}${lane.costUsd !== undefined ? ` · $${lane.costUsd.toFixed(4)}` : ''}`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`;

function clock(ms: number): string {
  const t = Math.floor(ms / 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return t >= 3600
    ? `${Math.floor(t / 3600)}:${two(Math.floor(t / 60) % 60)}:${two(t % 60)}`
    : `${two(Math.floor(t / 60))}:${two(t % 60)}`;
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0] ?? '';
}

/** Longest unfinished line kept before it is shown as a line of its own. */
const MAX_PARTIAL = 4096;

/** Text without ANSI/OSC escape sequences and control characters (tab and newline stay). */
export function printable(text: string): string {
  return text
    .replace(/\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b\[[0-?]*[ -/]*[@-~]|\x1b[ -~]/g, '')
    .replace(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/g, '');
}
