// The prompt a task gets (docs/ARCHITECTURE.md#the-prompt). Pure: the plan, the task id and a FileReader in,
// a string out; no clock, no randomness, stable ordering, so the same input gives the same
// bytes. Sections, in this order, each a `## ` heading and left out when empty: who you are,
// the domain, documents and code that matter, the task, done means, produce, approach, what
// came before, what went wrong before, (retry only) what failed last time, rules.
//
// Two invariants the agent runner relies on: no line of the prompt is a completion marker
// on its own (an agent echoing its prompt must not look done), and injected text cannot
// break out of its fenced block (the fence is longer than any backtick run inside).

import { RalphError } from '../errors.js';
import type { Discipline, Feature, Plan, Spec, Task } from '../plan/plan.js';
import { isDone } from '../plan/plan-basics.js';
import { contextBody, contextPaths, type FileReader } from './context.js';
import { bounded, byteLength, fenced, neutraliseMarkers, tail } from './text.js';

export interface RetryContext {
  /** The number of the attempt that failed. */
  attempt: number;
  gate?: { name: string; command: string; exitCode: number | null; outputTail: string };
  /** How the agent ended: done, blocked, no_marker, timeout, ... */
  agentOutcome?: string;
  reason?: string;
  transcriptTail?: string;
  /** What the failed attempt's agent changed (`git diff --stat`), Ralph's own edits left out. */
  diffSummary?: string;
  /**
   * Where this attempt starts: `kept`, from the failed attempt's work, in the work tree;
   * `reset`, from the task's start commit, that work thrown away. Unset when not known (a
   * preview), and the prompt then says neither.
   */
  workTree?: 'kept' | 'reset';
  /** Why the work tree was reset although a retry goes on from the last work by default. */
  workTreeNote?: string;
}

export interface PromptOptions {
  /** Byte budget of the whole prompt (default 200,000). */
  maxBytes?: number;
  /** Token budget of the whole prompt, estimated as bytes / 4 (default 50,000). */
  maxTokens?: number;
  /** The plan file's path as the agent sees it (default implementation.json). */
  planFile?: string;
  /** Bytes kept of each tail in a retry prompt: gate output, transcript, diff (default 8,000). */
  tailBytes?: number;
}

export interface McpConfig {
  mcpServers: Record<
    string,
    {
      /** Beside a `url`: Claude Code starts a server given by URL only with its transport. */
      type?: 'http' | 'sse';
      command?: string;
      args?: string[];
      env?: Record<string, string>;
      url?: string;
    }
  >;
}

export const DEFAULT_MAX_PROMPT_BYTES = 200_000;
export const DEFAULT_MAX_PROMPT_TOKENS = 50_000;
export const DEFAULT_TAIL_BYTES = 8_000;
export const DONE_MARKER = '<TASK_DONE>';
export const BLOCKED_MARKER_EXAMPLE = '<TASK_BLOCKED reason="...">';

const MAX_ATTEMPTS_SHOWN = 5;
const MAX_COMMENTS_SHOWN = 10;
/** The bytes of one comment (a person's answer) a prompt shows; the rest is cut, with a marker. */
export const COMMENT_BYTES_SHOWN = 2_000;

/** The task with this id and its spec, or undefined. */
export function findTask(plan: Plan, taskId: string): { spec: Spec; task: Task } | undefined {
  for (const spec of plan.specs) {
    for (const task of spec.tasks) if (task.id === taskId) return { spec, task };
  }
  return undefined;
}

export function generateTaskPrompt(
  plan: Plan,
  taskId: string,
  reader: FileReader,
  options: PromptOptions = {},
): string {
  return assemble(plan, taskId, reader, undefined, options);
}

/** The task prompt plus what failed last time: the gate's name, command, exit code, output tail. */
export function generateRetryPrompt(
  plan: Plan,
  taskId: string,
  reader: FileReader,
  retry: RetryContext,
  options: PromptOptions = {},
): string {
  return assemble(plan, taskId, reader, retry, options);
}

/** The MCP configuration for the task's discipline (`--mcp-config`), undefined when it has none. */
export function mcpConfig(plan: Plan, taskId: string): McpConfig | undefined {
  const found = findTask(plan, taskId);
  if (!found) throw new RalphError(`unknown task "${taskId}"`);
  const servers = disciplineOf(plan, found.task)?.mcpServers ?? [];
  if (servers.length === 0) return undefined;
  const out: McpConfig['mcpServers'] = {};
  for (const s of servers) {
    if (Object.hasOwn(out, s.name)) continue; // the first entry of a name wins
    const entry: McpConfig['mcpServers'][string] = {};
    if (s.url !== undefined && s.command === undefined) entry.type = s.type ?? 'http';
    if (s.command !== undefined) entry.command = s.command;
    if (s.args !== undefined) entry.args = [...s.args];
    if (s.env !== undefined) entry.env = { ...s.env };
    if (s.url !== undefined) entry.url = s.url;
    out[s.name] = entry;
  }
  return { mcpServers: out };
}

// ---------------------------------------------------------------------------------------------

interface Section {
  title: string;
  body: string;
}

function assemble(
  plan: Plan,
  taskId: string,
  reader: FileReader,
  retry: RetryContext | undefined,
  options: PromptOptions,
): string {
  const found = findTask(plan, taskId);
  if (!found) throw new RalphError(`unknown task "${taskId}"`);
  const { spec, task } = found;
  const discipline = disciplineOf(plan, task);
  const feature = featureOf(plan, task);
  const planFile = options.planFile ?? 'implementation.json';
  const tailBytes = options.tailBytes ?? DEFAULT_TAIL_BYTES;
  const budget = Math.min(
    options.maxBytes ?? DEFAULT_MAX_PROMPT_BYTES,
    (options.maxTokens ?? DEFAULT_MAX_PROMPT_TOKENS) * 4,
  );

  const head = neutraliseMarkers(
    `# Task ${task.id}${task.title ? `: ${oneLine(task.title)}` : ''}\n\n` +
      `You are a coding agent working in this repository on one task of the plan \`${planFile}\`` +
      `${spec.name ? `, in the spec "${oneLine(spec.name)}" (${spec.id})` : `, in the spec ${spec.id}`}.`,
  );

  const before: Array<Section | undefined> = [whoYouAre(discipline), theDomain(feature)];
  const after: Array<Section | undefined> = [
    theTask(spec, task),
    doneMeans(plan, spec, task),
    produce(task),
    approach(task),
    whatCameBefore(plan, spec, task),
    whatWentWrong(task),
    retry ? whatFailed(retry, tailBytes) : undefined,
    rules(task, planFile),
  ];
  const clean = (list: Array<Section | undefined>) =>
    list
      .filter((s): s is Section => s !== undefined && s.body.trim() !== '')
      .map((s) => ({ title: s.title, body: neutraliseMarkers(s.body) }));
  const pre = clean(before);
  const post = clean(after);

  const paths = contextPaths(feature, task);
  let context: Section | undefined;
  if (paths.length > 0) {
    const fixedBytes = byteLength(render(head, [...pre, ...post]));
    const title = 'Documents and code that matter';
    // A section costs its heading, its body and the blank line that separates it.
    const available = budget - fixedBytes - byteLength(`## ${title}\n\n`) - 2;
    context = { title, body: contextBody(paths, reader, available) };
  }
  // Idempotent over text that was already neutralised; a last guard for the invariant.
  return neutraliseMarkers(render(head, [...pre, ...(context ? [context] : []), ...post]));
}

function render(head: string, sections: Section[]): string {
  return `${[head, ...sections.map((s) => `## ${s.title}\n\n${s.body.trimEnd()}`)].join('\n\n')}\n`;
}

function disciplineOf(plan: Plan, task: Task): Discipline | undefined {
  if (!task.discipline) return undefined;
  return plan.disciplines?.find((d) => d.name === task.discipline);
}

function featureOf(plan: Plan, task: Task): Feature | undefined {
  if (!task.feature) return undefined;
  return plan.features?.find((f) => f.name === task.feature);
}

function text(value: string | string[] | undefined): string {
  if (value === undefined) return '';
  return (Array.isArray(value) ? value.join('\n') : value).trim();
}

function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function bullets(items: readonly string[]): string {
  return items.map((i) => `- ${i.trim().replace(/\n/g, '\n  ')}`).join('\n');
}

// --- sections --------------------------------------------------------------------------------

function whoYouAre(d: Discipline | undefined): Section | undefined {
  if (!d) return undefined;
  const parts: string[] = [];
  const system = text(d.systemPrompt);
  if (system) parts.push(system);
  const skills = (d.skills ?? []).filter((s) => s.trim() !== '');
  if (skills.length > 0) parts.push(`Skills:\n\n${bullets(skills)}`);
  const conventions = text(d.conventions);
  if (conventions) parts.push(`Conventions:\n\n${conventions}`);
  if (parts.length === 0) return undefined;
  return { title: 'Who you are', body: [`You work as: ${d.name}.`, ...parts].join('\n\n') };
}

function theDomain(f: Feature | undefined): Section | undefined {
  const description = text(f?.description);
  if (!f || !description) return undefined;
  return { title: 'The domain', body: `Feature: ${f.name}.\n\n${description}` };
}

function theTask(spec: Spec, task: Task): Section {
  const parts: string[] = [];
  if (task.title) parts.push(`**${oneLine(task.title)}**`);
  parts.push(task.description.trim());
  const specBits: string[] = [];
  const context = text(spec.context);
  if (spec.name || context || spec.file) {
    specBits.push(`It belongs to the spec ${spec.name ? `"${oneLine(spec.name)}" (${spec.id})` : spec.id}.`);
    if (spec.file) specBits.push(`The spec is written in \`${spec.file}\`.`);
  }
  if (specBits.length > 0) parts.push(specBits.join(' '));
  if (context) parts.push(`Spec context:\n\n${context}`);
  return { title: 'The task', body: parts.join('\n\n') };
}

function doneMeans(plan: Plan, spec: Spec, task: Task): Section | undefined {
  const parts: string[] = [];
  const own = (task.acceptanceCriteria ?? []).filter((c) => c.trim() !== '');
  const specs = (spec.acceptanceCriteria ?? []).filter((c) => c.trim() !== '');
  if (own.length > 0) parts.push(`This task is done when:\n\n${bullets(own)}`);
  if (specs.length > 0)
    parts.push(`The spec as a whole must meet (do not break these):\n\n${bullets(specs)}`);
  const gates = plan.gates ?? [];
  if (gates.length > 0) {
    const lines = gates.map(
      (g) => `\`${g.name}\`: \`${oneLine(g.command)}\`${g.required === false ? ' (advisory)' : ''}`,
    );
    parts.push(
      `After you finish, Ralph runs these checks itself; every required one must pass:\n\n${bullets(lines)}`,
    );
  }
  if (parts.length === 0) return undefined;
  return { title: 'Done means', body: parts.join('\n\n') };
}

function produce(task: Task): Section | undefined {
  const artifacts = (task.outputArtifacts ?? []).filter((a) => a.trim() !== '');
  if (artifacts.length === 0) return undefined;
  return {
    title: 'Produce',
    body: `These files must exist when you finish:\n\n${bullets(artifacts.map((a) => `\`${a}\``))}`,
  };
}

function approach(task: Task): Section | undefined {
  const hints = text(task.hints);
  if (!hints) return undefined;
  return { title: 'Approach', body: hints };
}

function whatCameBefore(plan: Plan, spec: Spec, task: Task): Section | undefined {
  const parts: string[] = [];
  const listed = new Set<string>([task.id]);
  const deps: string[] = [];
  for (const id of task.dependsOn ?? []) {
    if (listed.has(id)) continue;
    const dep = findTask(plan, id);
    if (!dep || !isDone(dep.task.status)) continue;
    listed.add(id);
    const title = dep.task.title ? ` ${oneLine(dep.task.title)}` : '';
    const skipped = dep.task.status === 'skipped' ? ' (skipped: judged unnecessary)' : '';
    const where = dep.spec.id === spec.id ? '' : ` (spec ${dep.spec.id})`;
    deps.push(`**${id}**${title}${where}${skipped}: ${dep.task.description.trim()}`);
  }
  if (deps.length > 0) parts.push(`This task builds on:\n\n${bullets(deps)}`);
  const done: string[] = [];
  for (const t of spec.tasks) {
    if (listed.has(t.id) || t.status !== 'completed') continue;
    listed.add(t.id);
    done.push(`**${t.id}**: ${oneLine(t.title ?? firstLine(t.description))}`);
  }
  if (done.length > 0) parts.push(`Already completed in this spec:\n\n${bullets(done)}`);
  if (parts.length === 0) return undefined;
  return { title: 'What came before', body: parts.join('\n\n') };
}

function firstLine(value: string): string {
  const line = value.trim().split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}...` : line;
}

function whatWentWrong(task: Task): Section | undefined {
  const parts: string[] = [];
  if (task.blockedReason) parts.push(`It was blocked before: ${task.blockedReason.trim()}`);
  const attempts = [...(task.attempts ?? [])].reverse().sort((a, b) => b.number - a.number);
  if (attempts.length > 0) {
    const lines = attempts.slice(0, MAX_ATTEMPTS_SHOWN).map((a) => {
      const bits = [`Attempt ${a.number}: ${a.outcome ?? 'no outcome recorded'}`];
      if (a.gate) bits.push(`gate \`${a.gate}\``);
      return `${bits.join(', ')}${a.summary ? `. ${bounded(a.summary.trim(), 2_000)}` : ''}`;
    });
    const more = attempts.length - MAX_ATTEMPTS_SHOWN;
    if (more > 0) lines.push(`(${more} earlier attempt${more === 1 ? '' : 's'} not shown)`);
    parts.push(`Earlier attempts, newest first:\n\n${bullets(lines)}`);
  }
  const comments = [...(task.comments ?? [])].reverse();
  if (comments.length > 0) {
    const lines = comments
      .slice(0, MAX_COMMENTS_SHOWN)
      .map(
        (c) =>
          `${c.author}${c.created ? ` (${c.created})` : ''}: ${bounded(c.body.trim(), COMMENT_BYTES_SHOWN)}`,
      );
    const more = comments.length - MAX_COMMENTS_SHOWN;
    if (more > 0) lines.push(`(${more} earlier comment${more === 1 ? '' : 's'} not shown)`);
    parts.push(`Comments, newest first:\n\n${bullets(lines)}`);
  }
  if (parts.length === 0) return undefined;
  return { title: 'What went wrong before', body: parts.join('\n\n') };
}

function whatFailed(retry: RetryContext, tailBytes: number): Section {
  const where =
    retry.workTree === 'kept'
      ? "Your previous attempt's changes are in the work tree: build on what worked there, and start by fixing what failed."
      : retry.workTree === 'reset'
        ? `The work tree was reset to the task's start: your previous attempt's changes are gone${retry.workTreeNote ? ` (${retry.workTreeNote})` : ''}. Do the task again, avoiding what failed.`
        : 'Start by fixing what failed.';
  const parts: string[] = [`Attempt ${retry.attempt} of this task did not pass. ${where}`];
  if (retry.agentOutcome) parts.push(`The agent's run ended as: ${retry.agentOutcome}.`);
  const gate = retry.gate;
  // A failed gate's summary is its output again: the gate's own lines below say it once.
  if (retry.reason?.trim() && !gate) parts.push(`Reason: ${retry.reason.trim()}`);
  if (gate) {
    const command = gate.command.trim() ? ` (\`${oneLine(gate.command)}\`)` : '';
    const exit =
      gate.exitCode === null
        ? 'ended without an exit code (killed, timed out, or not recorded)'
        : `exited with code ${gate.exitCode}`;
    parts.push(`The gate \`${gate.name}\`${command} failed: it ${exit}.`);
    if (gate.outputTail.trim())
      parts.push(`The end of its output:\n\n${fenced(tail(gate.outputTail, tailBytes))}`);
  }
  if (retry.diffSummary?.trim())
    parts.push(
      `${retry.workTree === 'kept' ? 'What it changed (in the work tree now)' : 'What it had changed'}:\n\n${fenced(tail(retry.diffSummary, tailBytes))}`,
    );
  if (retry.transcriptTail?.trim())
    parts.push(`The end of the agent's transcript:\n\n${fenced(tail(retry.transcriptTail, tailBytes))}`);
  return { title: 'What failed last time', body: parts.join('\n\n') };
}

function rules(task: Task, planFile: string): Section {
  const lines = [
    `Work only on task ${task.id}; leave the other tasks of the plan alone.`,
    'Do not commit, push or switch branches: Ralph commits your work after its checks pass.',
    `Do not edit the plan file \`${planFile}\`; Ralph records the task's status itself.`,
    'Search the codebase before assuming something is missing, and reuse what is there.',
    `When the task is done, print a final line containing only \`${DONE_MARKER}\`.`,
    `If you cannot finish it, print a final line containing only \`${BLOCKED_MARKER_EXAMPLE}\` with the reason filled in.`,
  ];
  return { title: 'Rules', body: bullets(lines) };
}
