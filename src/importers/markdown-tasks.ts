// `markdown-tasks`: one markdown file per task, `docs/tasks/T-NNN.md`, as written by the ralph
// CLI of mabulu-inc/ralph. Its shape was read from that repository: `src/ralph/core/tasks.ts`
// (parseTaskFile, findNextTask), `src/ralph/core/markdown.ts` (fields, sections, task body),
// `src/ralph/core/retry.ts` and `commands/{shas,cost}.ts` (fields written after a run),
// `src/ralph/templates/task-scaffold.ts`, `docs-site/.../reference/task-file-api.md`, and its
// own `docs/tasks/T-*.md` files:
//
//   # T-042: Title
//
//   - **Status**: TODO | IN-PROGRESS | DONE | BLOCKED | SKIPPED
//   - **Milestone**: 3 — Authentication
//   - **Depends**: T-040, T-041          (or `none`)
//   - **PRD Reference**: §4.2
//   - **Complexity**: light | standard | heavy     - **Touches**: `a.ts`, `b.ts`
//   - **Roles**: ...   - **Model**: ...   - **Blocked reason**: ...
//   - **Completed**: 2025-06-15 14:32 (8m duration)  (or a date, or ISO 8601)
//   - **Commit**: <sha>   - **Cost**: $0.42   - **Completion Notes**: ...
//
//   ## Description / ## AC / ## Hints / ## Produces / ## Blocked / ## Completion Notes / any other
//
// Mapping: milestones become specs (id from the whole milestone, "3 — Authentication" ->
// `3-authentication`: two milestones may share a number); tasks run in number order, as the
// original picks the lowest-numbered eligible task. A `## Blocked` section blocks a task
// whatever its status says. `## AC` becomes acceptance criteria; other sections stay in the
// description under their headings, as the original sends them to the agent. In `## Produces`
// only items that are a path (usually in backticks) become output artifacts, which a run must
// create; the rest ("Tests", "Updated tests as needed") become acceptance criteria. Completed,
// Commit and Cost become completedAt, durationMs, commit and an attempt with its cost.
import type { Spec, Task } from '../core/plan/plan.js';
import type { TaskStatus } from '../core/plan/plan-basics.js';
import {
  DroppedFields,
  finishPlan,
  IdAllocator,
  ImportError,
  type Importer,
  isoTime,
  mapComplexity,
  mapStatus,
  parseDuration,
  parseUsd,
  readSource,
  recordedAttempt,
} from './kit/index.js';
import {
  type Field,
  findTaskFiles,
  parseTaskFile,
  SECTION_NAMES,
  type TaskFile,
} from './markdown-task-file.js';

/** What the original treats as "no value": `none`, `(none)`, dashes, empty. */
const NONE = /^(none|n\/a|na|-+|—|–|\(none\))?$/i;

export const importMarkdownTasks: Importer = (path, reader) => {
  const warnings: string[] = [];
  const files = findTaskFiles(path, reader, warnings);
  const unknownFields = new DroppedFields('task files');
  const parsed = files.map((file) => parseTaskFile(file, readSource(reader, file), warnings, unknownFields));

  const byRawId = new Map<string, TaskFile>();
  for (const t of parsed) {
    const other = byRawId.get(t.rawId);
    if (other)
      throw new ImportError(
        `${t.file}:${t.line}: task id "${t.rawId}" is also the id of ${other.file}; give each task its own id`,
      );
    byRawId.set(t.rawId, t);
  }
  const lowerIds = new Map([...byRawId.keys()].map((id) => [id.toLowerCase(), id]));

  const taskIds = new IdAllocator('task', warnings);
  const specIds = new IdAllocator('spec', warnings);
  const idOf = new Map<string, string>();
  for (const t of parsed) idOf.set(t.rawId, taskIds.take(t.rawId, `${t.file}:${t.line}`));

  const specs = new Map<string, Spec>();
  for (const t of parsed) {
    const at = (f: Field) => `${t.file}:${f.line}`;
    const field = (key: string) => t.fields.get(key);
    const sections = (key: string) =>
      t.sections.filter((s) => SECTION_NAMES[s.heading.toLowerCase()] === key);
    const spec = specFor(field('milestone'), t, specs, specIds);

    const statusField = field('status');
    if (!statusField)
      warnings.push(
        `${t.file}:${t.line}: no Status line; imported as pending (the original reads it as TODO)`,
      );
    let status: TaskStatus = statusField
      ? mapStatus(statusField.value, at(statusField), warnings)
      : 'pending';

    const depends = dependsOf(t, { byRawId, lowerIds, idOf }, warnings);

    const blocked = blockedOf(t, status, warnings);
    status = blocked.status;
    const { blockedReason } = blocked;

    const { when, costUsd, commit } = runRecordOf(t, status, warnings);

    const produces = produced([field('produces'), ...sections('produces')]);
    const notes = [value(field('notes')), ...sections('notes').map(value)].filter((s) => s !== undefined);
    const complexity = field('complexity');
    // A glob is no file the prompt can include or a run can create (the prompt would call it
    // "listed but does not exist"): patterns go to the hints, as words for the agent.
    const touches = paths([field('touches'), ...sections('touches')]);
    const touchPatterns = touches.filter(isGlob);
    const hints = [
      ...sections('hints').map(value),
      labelled('PRD Reference', field('prd')),
      labelled('Roles', field('roles')),
      touchPatterns.length > 0 ? `Touches (patterns): ${touchPatterns.join(', ')}` : undefined,
      produces.patterns.length > 0 ? `Produces (patterns): ${produces.patterns.join(', ')}` : undefined,
    ].filter((s) => s !== undefined);
    const model = field('model');
    if (value(model))
      unknownFields.add(
        at(model!),
        'Model',
        'has no place per task in a Ralph plan (agent.model is plan-wide)',
      );

    const task: Task = {
      id: idOf.get(t.rawId)!,
      title: t.title,
      description: describe(t),
      status,
      acceptanceCriteria: [
        ...sections('acceptance').flatMap((s) => listItems(s.value)),
        ...produces.criteria,
      ],
      dependsOn: depends,
      contextFiles: touches.filter((p) => !isGlob(p)),
      outputArtifacts: produces.artifacts,
      hints: hints.length > 0 ? hints.join('\n\n') : undefined,
      complexity:
        complexity && !NONE.test(complexity.value)
          ? mapComplexity(complexity.value, at(complexity), warnings)
          : undefined,
      comments: notes.length > 0 ? [{ author: 'completion-notes', body: notes.join('\n\n') }] : undefined,
      blockedReason,
      completedAt: when.completedAt,
      durationMs: when.durationMs,
      commit,
    };
    const attempt =
      costUsd !== undefined
        ? recordedAttempt(status, { costUsd, durationMs: when.durationMs, finishedAt: when.completedAt })
        : undefined;
    if (attempt) task.attempts = [attempt];
    spec.tasks.push(task);
  }
  unknownFields.flush(warnings);
  return { plan: finishPlan('markdown-tasks', { specs: [...specs.values()] }, warnings), warnings };
};

/** A task file's field by its key, its sections of a kind, and where a field sits. */
const fieldOf = (t: TaskFile, key: string) => t.fields.get(key);
const sectionsOf = (t: TaskFile, key: string) =>
  t.sections.filter((s) => SECTION_NAMES[s.heading.toLowerCase()] === key);
const where = (t: TaskFile, f: Field) => `${t.file}:${f.line}`;

/** The task ids of the files, to resolve a dependency by: as written, in lower case, as imported. */
interface TaskIds {
  byRawId: Map<string, TaskFile>;
  lowerIds: Map<string, string>;
  idOf: Map<string, string>;
}

/** A task's dependencies, as imported ids, from its Depends line and section; an unknown one is said and dropped. */
function dependsOf(t: TaskFile, { byRawId, lowerIds, idOf }: TaskIds, warnings: string[]): string[] {
  const field = (key: string) => fieldOf(t, key);
  const sections = (key: string) => sectionsOf(t, key);
  const at = (f: Field) => where(t, f);
  const depends: string[] = [];
  for (const f of [field('depends'), ...sections('depends')]) {
    if (!f || NONE.test(f.value.trim())) continue;
    // `[T-003](T-003.md)` is T-003; ids are compared whole, so one with a "/" is still found.
    const tokens = f.value.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').split(/[\s,;]+/);
    for (const token of tokens) {
      const clean = token.replace(/^[[(`*_]+|[\])`*_.:]+$/g, '').replace(/\.md$/i, '');
      if (!clean || NONE.test(clean)) continue;
      const raw = byRawId.has(clean) ? clean : lowerIds.get(clean.toLowerCase());
      if (raw) {
        const id = idOf.get(raw)!;
        if (!depends.includes(id)) depends.push(id);
      } else if (/^[A-Za-z]+-?\d/.test(clean))
        warnings.push(`${at(f)}: depends on "${clean}", which no task file has; that dependency is dropped`);
    }
  }
  return depends;
}

/** A task's status and blocked reason: the original never picks a task with a `## Blocked` section, whatever its Status says. */
function blockedOf(
  t: TaskFile,
  status: TaskStatus,
  warnings: string[],
): { status: TaskStatus; blockedReason: string | undefined } {
  const field = (key: string) => fieldOf(t, key);
  const at = (f: Field) => where(t, f);
  const blockedSection = sectionsOf(t, 'blocked')[0];
  const reasonField = value(field('blockedReason'));
  const blockedText = value(blockedSection);
  if (status === 'blocked' || ((status === 'pending' || status === 'in_progress') && blockedSection))
    return {
      status: 'blocked',
      blockedReason: [reasonField, blockedText].filter((s) => s !== undefined).join('\n\n') || undefined,
    };
  if (blockedSection || reasonField)
    warnings.push(
      `${blockedSection ? at(blockedSection) : at(field('blockedReason')!)}: a blocked reason on a ${status} task; dropped (the task stays ${status})`,
    );
  return { status, blockedReason: undefined };
}

/** What a finished run left in the file: Completed (when and how long), Cost and Commit. */
function runRecordOf(
  t: TaskFile,
  status: TaskStatus,
  warnings: string[],
): {
  when: ReturnType<typeof parseCompleted> | Record<string, never>;
  costUsd: number | undefined;
  commit: string | undefined;
} {
  const field = (key: string) => fieldOf(t, key);
  const at = (f: Field) => where(t, f);
  const completed = field('completed');
  // Only a completed task's Completed is read (see below for the others).
  const when =
    completed && status === 'completed' ? parseCompleted(completed.value, at(completed), warnings) : {};
  const costField = field('cost');
  const costUsd = costField && !NONE.test(costField.value) ? parseUsd(costField.value) : undefined;
  if (costField && !NONE.test(costField.value) && costUsd === undefined)
    warnings.push(
      `${at(costField)}: Cost "${costField.value}" is not an amount in dollars; dropped (write it as $0.42)`,
    );
  let commit: string | undefined = value(field('commit'))?.replace(/`/g, '');
  // `ralph retry` sets Status back to TODO and leaves Completed, Commit and Cost: on a task
  // that is not done they record a finished run that no longer stands, so they go (the cost
  // stays, as an attempt that was made).
  if (status !== 'completed') {
    const stale = (f: Field | undefined, name: string, what: string) => {
      if (value(f))
        warnings.push(
          `${at(f!)}: ${name} on a ${status} task (left over from a run that was retried) is not its ${what}; dropped`,
        );
    };
    stale(completed, 'Completed', 'completion time');
    stale(field('commit'), 'Commit', 'commit');
    commit = undefined;
  }
  return { when, costUsd, commit };
}

/** The body the original sends the agent: `## Description` as it is, then other sections under their headings. */
function describe(t: TaskFile): string {
  const parts: string[] = [];
  const intro = t.preamble.join('\n').trim();
  if (intro) parts.push(intro);
  for (const s of t.sections) {
    const key = SECTION_NAMES[s.heading.toLowerCase()];
    if (!s.value || (key !== undefined && key !== 'description')) continue;
    parts.push(key === 'description' ? s.value : `## ${s.heading}\n\n${s.value}`);
  }
  return parts.join('\n\n') || t.title || t.rawId;
}

function specFor(
  milestone: Field | undefined,
  t: TaskFile,
  specs: Map<string, Spec>,
  specIds: IdAllocator,
): Spec {
  // The whole milestone is the key: the original's own backlog has "13 — Loop Efficiency" and
  // "13 — Prompt Fidelity", two milestones with one number.
  const raw = (milestone?.value ?? '').replace(/\s+/g, ' ').trim();
  const key = NONE.test(raw) ? '' : raw;
  const known = specs.get(key);
  if (known) return known;
  const where = milestone ? `${t.file}:${milestone.line}` : `${t.file}:${t.line}`;
  // Milestones run in the order their first task comes (the original takes the lowest-numbered
  // eligible task): priority keeps that order beside specs from other sources.
  const spec: Spec = {
    id: specIds.takeSpec(key || 'tasks', where, 'milestone'),
    name: key || undefined,
    priority: specs.size + 1,
    tasks: [],
  };
  specs.set(key, spec);
  return spec;
}

/** `2025-06-15 14:32 (8m duration)`, `2026-03-10`, or ISO 8601. */
function parseCompleted(
  raw: string,
  where: string,
  warnings: string[],
): { completedAt?: string; durationMs?: number } {
  if (NONE.test(raw.trim())) return {};
  const m = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(raw.trim());
  const time = m ? m[1]! : raw.trim();
  const completedAt = isoTime(time, where, warnings);
  let durationMs: number | undefined;
  if (m) {
    durationMs = parseDuration(m[2]!.replace(/\bduration\b/i, '').trim());
    if (durationMs === undefined)
      warnings.push(`${where}: duration "(${m[2]})" is not a duration; dropped (write it as (8m duration))`);
  }
  return { completedAt, durationMs };
}

// A glob (`docs/**`, `docs/[a-z]*.md`): not one file a run can read or must create.
function isGlob(p: string): boolean {
  return /[*?[\]]/.test(p);
}

function value(field: Field | undefined): string | undefined {
  const v = field?.value.trim();
  return v && !NONE.test(v) ? v : undefined;
}

function labelled(label: string, field: Field | undefined): string | undefined {
  const v = value(field);
  return v === undefined ? undefined : `${label}: ${v}`;
}

/** The items of a markdown list (`-`, `*`, `1.`; checkboxes dropped), or the lines of plain text. */
function listItems(body: string): string[] {
  const items: string[] = [];
  for (const line of body.split('\n')) {
    const m = /^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/.exec(line);
    if (m) items.push(m[1]!.trim());
    else if (line.trim() && items.length > 0 && /^\s/.test(line))
      items[items.length - 1] += ` ${line.trim()}`;
    else if (line.trim()) items.push(line.trim());
  }
  return items.filter((s) => s && !NONE.test(s));
}

/** A section body (a list, or lines) rather than a field's `a, b` value. */
function isList(value: string): boolean {
  return value.includes('\n') || /^\s*(?:[-*+]|\d+[.)])\s/.test(value);
}

/** Repository paths from `a, b` on a field line or a list in a section: `code` spans, else the first word. */
function paths(fields: Array<Field | undefined>): string[] {
  const out: string[] = [];
  for (const f of fields) {
    if (!f) continue;
    const pieces = isList(f.value) ? listItems(f.value) : f.value.split(',');
    for (const piece of pieces) {
      const code = /`([^`]+)`/.exec(piece)?.[1];
      const p = (code ?? piece.trim().split(/\s+/)[0] ?? '').trim();
      if (p && !NONE.test(p) && !out.includes(p)) out.push(p);
    }
  }
  return out;
}

/** Words that may lead a Produces item before its path: "Updated `src/x.ts`". */
const PRODUCES_VERB =
  /^(?:new|updated?|modified|modify|created?|added|add|edited|edit|extended|rewritten|changes? to)\s+/i;

/**
 * `## Produces` mixes paths with things that are not files ("Tests", "Updated tests as
 * needed", "Quality check script (`pnpm check`)"). A run must create every output artifact, so
 * only an item that IS a path (maybe after a verb, maybe followed by a remark) becomes one;
 * the rest are acceptance criteria, word for word.
 */
export function produced(fields: Array<Field | undefined>): {
  artifacts: string[];
  criteria: string[];
  patterns: string[];
} {
  const artifacts: string[] = [];
  const criteria: string[] = [];
  const patterns: string[] = [];
  for (const f of fields) {
    if (!f) continue;
    const items = isList(f.value) ? listItems(f.value) : f.value.split(/,\s*(?![^`]*`[^`]*$)/);
    for (const item of items.map((s) => s.trim()).filter((s) => s && !NONE.test(s))) {
      const p = artifactPath(item);
      const glob = p === undefined ? globPath(item) : undefined;
      if (glob !== undefined) {
        if (!patterns.includes(glob)) patterns.push(glob);
      } else if (p === undefined) {
        if (!criteria.includes(item)) criteria.push(item);
      } else if (!artifacts.includes(p)) artifacts.push(p);
    }
  }
  return { artifacts, criteria, patterns };
}

// The glob an item names (`src/**` + `/*.test.ts`, in backticks or as its first word), if any.
function globPath(item: string): string | undefined {
  const lead = item.replace(PRODUCES_VERB, '');
  const m = /^`([^`]+)`/.exec(lead) ?? /^(\S+)/.exec(lead);
  const candidate = m?.[1]?.trim();
  return candidate && isGlob(candidate) && !/\s/.test(candidate) && candidate.includes('/')
    ? candidate
    : undefined;
}

function artifactPath(item: string): string | undefined {
  const lead = item.replace(PRODUCES_VERB, '');
  const m = /^`([^`]+)`(.*)$/.exec(lead) ?? /^([^\s`]+)(.*)$/.exec(lead);
  if (!m) return undefined;
  const candidate = m[1]!.trim();
  const rest = m[2]!.trim();
  // A remark may follow ("— the CLI entry", "(modified)"); an alternative may not: "(or ...)"
  // means the path is only a suggestion.
  if (rest && !/^([(—–:,;]|-\s)/.test(rest)) return undefined;
  if (/^\(\s*or\b/i.test(rest)) return undefined;
  return isPath(candidate) ? candidate : undefined;
}

/** A repository path: no spaces, no URL or template, and a "/" or a file extension. */
function isPath(s: string): boolean {
  if (!s || /\s/.test(s) || /^[a-z][a-z0-9+.-]*:\/\//i.test(s) || s.includes('{{')) return false;
  if (/[()<>|;$*?[\]{}"'=]/.test(s) || s.startsWith('-') || /^\.+$/.test(s)) return false;
  return s.includes('/') || /^[^/]*\.[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*$/.test(s);
}
