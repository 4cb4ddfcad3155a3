// `taskmaster`: Task Master's `tasks.json` (`.taskmaster/tasks/tasks.json`), tagged
// (`{"master": {"tasks": [...], "metadata": {...}}, "feature-x": {...}}`) or not
// (`{"tasks": [...]}`). Each tag becomes a spec. Subtasks become tasks with the id
// `<parent>.<sub>`; a parent comes after its subtasks (it is done when they are), and the
// first subtasks wait for what their parent waits for. `details` become hints and
// `testStrategy` an acceptance criterion.
import { z } from 'zod';
import type { Spec, Task, TaskStatus } from '../core/plan.js';
import {
  checkShape,
  finishPlan,
  IdAllocator,
  ImportError,
  type Importer,
  joinPath,
  mapComplexity,
  mapStatus,
  parseJsonSource,
  place,
  readSource,
  type SourceDoc,
  type SourcePath,
  type SourceReader,
  text,
  tryList,
  warnUnmapped,
} from './common.js';

const Id = z.union([z.number().int().nonnegative(), z.string().min(1)], {
  error: 'expected a task id (a number, or a string such as "3" or "3.1")',
});
const Deps = z.array(Id).nullish();

const SubtaskSchema = z.looseObject({
  id: Id,
  title: z.string(),
  description: z.string().nullish(),
  details: z.string().nullish(),
  testStrategy: z.string().nullish(),
  status: z.string().nullish(),
  dependencies: Deps,
});

const TaskSchema = SubtaskSchema.extend({
  priority: z.string().nullish(),
  complexity: z.union([z.number(), z.string()]).nullish(),
  subtasks: z.array(z.unknown()).nullish(),
});
type TmTask = z.output<typeof SubtaskSchema> & { complexity?: number | string | null };

/** Task Master's words, where they differ from the common ones. */
const TM_STATUSES: Record<string, TaskStatus> = {
  pending: 'pending',
  in_progress: 'in_progress',
  done: 'completed',
  review: 'in_progress',
  deferred: 'blocked',
  cancelled: 'skipped',
  blocked: 'blocked',
};

const QUIET = ['priority', 'createdAt', 'updatedAt', 'parentTaskId', 'parentId', 'complexityScore'];
const KNOWN = new Set([...Object.keys(TaskSchema.shape), ...QUIET]);

interface Row {
  raw: TmTask;
  doc: SourceDoc;
  path: SourcePath;
  /** Task Master's id: "3", or "3.1" for a subtask. */
  tmId: string;
  parent?: string;
}

export const importTaskmaster: Importer = (path, reader) => {
  const warnings: string[] = [];
  const file = findFile(path, reader);
  const doc = parseJsonSource(file, readSource(reader, file));
  const root = doc.value;
  if (!root || typeof root !== 'object' || Array.isArray(root))
    throw new ImportError(
      `${doc.where([])}: expected {"tasks": [...]} or tags such as {"master": {"tasks": [...]}}`,
    );

  // Untagged files hold `tasks` at the top; tagged ones one object per tag.
  const tags: Array<{ tag: string; base: SourcePath; description?: string }> = [];
  if ('tasks' in root) tags.push({ tag: 'master', base: [] });
  else
    for (const [tag, value] of Object.entries(root)) {
      if (value && typeof value === 'object' && 'tasks' in value) {
        const meta = (value as { metadata?: { description?: unknown } }).metadata;
        tags.push({
          tag,
          base: [tag],
          description: typeof meta?.description === 'string' ? meta.description : undefined,
        });
      } else warnings.push(`${place(doc, [tag])}: "${tag}" is not a tag with "tasks"; ignored`);
    }
  if (tags.length === 0)
    throw new ImportError(
      `${doc.where([])}: no "tasks" list; expected {"tasks": [...]} or {"master": {"tasks": [...]}}`,
    );

  const tagRows: Row[][] = [];
  const seen = new Set<string>();
  tags.forEach((t) => {
    const list = (root as Record<string, unknown>)[t.base.length ? t.tag : 'tasks'];
    const tasksValue = t.base.length ? (list as Record<string, unknown>).tasks : list;
    const tasksPath = [...t.base, 'tasks'];
    if (!Array.isArray(tasksValue))
      throw new ImportError(`${place(doc, tasksPath)}: expected a list of tasks; write "tasks": [...]`);
    const mine: Row[] = [];
    tasksValue.forEach((value, i) => {
      const at = [...tasksPath, i];
      const task = checkShape(doc, TaskSchema, value, at);
      warnUnmapped(task, KNOWN, (k) => place(doc, [...at, k]), seen, warnings);
      const tmId = String(task.id).trim();
      mine.push({ raw: task, doc, path: at, tmId });
      (task.subtasks ?? []).forEach((sv, si) => {
        const sat = [...at, 'subtasks', si];
        const sub = checkShape(doc, SubtaskSchema, sv, sat);
        warnUnmapped(sub, KNOWN, (k) => place(doc, [...sat, k]), seen, warnings);
        const subId = String(sub.id).trim();
        const full = subId.startsWith(`${tmId}.`) ? subId : `${tmId}.${subId}`;
        mine.push({ raw: sub, doc, path: sat, tmId: full, parent: tmId });
      });
    });
    tagRows.push(mine);
  });

  // Ids are unique per tag in Task Master; across tags they get the tag as a prefix.
  const taskIds = new IdAllocator('task', warnings);
  const specIds = new IdAllocator('spec', warnings);
  const specs: Spec[] = [];
  tags.forEach((t, ti) => {
    const mine = tagRows[ti]!;
    const firstAt = new Map<string, Row>();
    for (const r of mine) {
      const first = firstAt.get(r.tmId);
      if (first)
        throw new ImportError(
          `${place(doc, [...r.path, 'id'])}: task id ${r.tmId} is also used at ${place(doc, [...first.path, 'id'])}; give each task its own id`,
        );
      firstAt.set(r.tmId, r);
    }
    const prefix = tags.length > 1 && ti > 0 ? `${t.tag}-` : '';
    const idOf = new Map<string, string>();
    for (const r of mine) idOf.set(r.tmId, taskIds.take(`${prefix}${r.tmId}`, place(doc, [...r.path, 'id'])));

    const subtasksOf = new Map<string, Row[]>();
    for (const r of mine)
      if (r.parent !== undefined) subtasksOf.set(r.parent, [...(subtasksOf.get(r.parent) ?? []), r]);

    const spec: Spec = {
      id: specIds.take(t.tag, place(doc, t.base.length ? t.base : []), true),
      name: t.base.length ? t.tag : undefined,
      context: t.description,
      tasks: [],
    };
    for (const r of mine) {
      const at = (key: string) => place(doc, [...r.path, key]);
      const deps = resolveDeps(r, idOf, at('dependencies'), warnings);
      if (r.parent !== undefined) {
        // The first subtasks (those waiting on no sibling) wait for what their parent waits for.
        const siblings = new Set((subtasksOf.get(r.parent) ?? []).map((s) => idOf.get(s.tmId)));
        if (!deps.some((d) => siblings.has(d)))
          for (const d of resolveDeps(firstAt.get(r.parent)!, idOf, '', []))
            if (!deps.includes(d)) deps.push(d);
      } else for (const s of subtasksOf.get(r.tmId) ?? []) deps.push(idOf.get(s.tmId)!);

      const status = mapStatus(r.raw.status, at('status'), warnings, TM_STATUSES);
      const description = text(r.raw.description) ?? r.raw.title.trim();
      const task: Task = {
        id: idOf.get(r.tmId)!,
        title: r.raw.title.trim() || undefined,
        description,
        status,
        acceptanceCriteria: text(r.raw.testStrategy) ? [text(r.raw.testStrategy)!] : undefined,
        dependsOn: deps,
        hints: text(r.raw.details),
        complexity: mapComplexity(r.raw.complexity, at('complexity'), warnings),
        blockedReason: /^deferred$/i.test(r.raw.status?.trim() ?? '') ? 'deferred in Task Master' : undefined,
      };
      spec.tasks.push(task);
    }
    specs.push(spec);
  });
  return { plan: finishPlan('taskmaster', { specs }, warnings), warnings };
};

/**
 * Task Master dependencies: a number is a task of the same tag (for a subtask, first a sibling
 * subtask with that number, then a task); "3.1" is subtask 1 of task 3.
 */
function resolveDeps(r: Row, idOf: Map<string, string>, where: string, warnings: string[]): string[] {
  const out: string[] = [];
  for (const d of r.raw.dependencies ?? []) {
    const s = String(d).trim();
    const candidates = r.parent !== undefined && !s.includes('.') ? [`${r.parent}.${s}`, s] : [s];
    const target = candidates.find((c) => c !== r.tmId && idOf.has(c));
    if (target !== undefined && target === r.parent)
      warnings.push(
        `${where}: a subtask cannot wait for its own parent (the parent waits for its subtasks); dropped`,
      );
    else if (target !== undefined) {
      const id = idOf.get(target)!;
      if (!out.includes(id)) out.push(id);
    } else if (candidates.includes(r.tmId))
      warnings.push(`${where}: task ${r.tmId} depends on itself; that dependency is dropped`);
    else warnings.push(`${where}: unknown task ${JSON.stringify(d)}; that dependency is dropped`);
  }
  return out;
}

/** PATH is tasks.json, or a directory holding it (itself, tasks/, or .taskmaster/tasks/). */
function findFile(path: string, reader: SourceReader): string {
  if (tryList(reader, path) === undefined) return path;
  for (const dir of [path, joinPath(path, 'tasks'), joinPath(path, '.taskmaster/tasks')])
    if (tryList(reader, dir)?.includes('tasks.json')) return joinPath(dir, 'tasks.json');
  throw new ImportError(`${path}: no tasks.json here; pass the file (usually .taskmaster/tasks/tasks.json)`);
}
