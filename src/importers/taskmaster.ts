// `taskmaster`: Task Master's `.taskmaster/tasks/tasks.json` (eyaltoledano/claude-task-master:
// `src/constants/task-status.js`, `src/constants/task-priority.js`,
// `scripts/modules/task-manager/find-next-task.js`, `update-single-task-status.js`,
// `scripts/modules/dependency-manager.js`, the tag migration in `scripts/modules/utils.js`, and
// the project's own tasks.json). Its shape:
// - tagged `{"<tag>": {"tasks": [...], "metadata": {...}}}`, or the legacy `{"meta", "tasks"}`,
//   which Task Master itself migrates to the tag "master". Each tag becomes a spec.
// - a task: id (a number, or a string such as "3"), title, description, status (pending,
//   in-progress, done, review, deferred, cancelled), dependencies, priority (high, medium, low),
//   details, testStrategy, complexity (a 1-10 score), subtasks.
// - a subtask: the same, with `acceptanceCriteria` as one string; in its dependencies a number
//   (or a string without a dot) is a sibling subtask and "N.M" any subtask.
// How the import keeps Task Master's meaning:
// - A task with subtasks is worked through its subtasks, so it is not a task of its own (it
//   would be an extra agent run after them): its subtasks carry its description and details
//   as hints, its test strategy as a criterion of its last subtasks, its dependencies on its
//   first subtasks, and a dependency on it becomes one on its last subtasks.
// - `next` takes high before medium before low priority, then fewer dependencies, then the
//   lower id, and subtasks of an in-progress task first: the tasks are put in that order, and
//   Ralph gives a spec's turn to the first ready one.
// - `review` is finished work waiting for review: completed. `deferred` is not picked by
//   `next`: blocked. `cancelled` will not be done: skipped.
// - Task ids are Task Master's ("3", "3.1"); tags other than master prefix theirs ("ui-3.1").
import { z } from 'zod';
import type { Spec, Task } from '../core/plan/plan.js';
import type { TaskStatus } from '../core/plan/plan-basics.js';
import {
  checkShape,
  DroppedFields,
  dropped,
  finishPlan,
  IdAllocator,
  ImportError,
  type Importer,
  joinPath,
  mapComplexity,
  mapStatus,
  parseJsonSource,
  place,
  priorityRank,
  readSource,
  type SourceDoc,
  type SourcePath,
  type SourceReader,
  text,
  tryList,
  warnUnmapped,
} from './kit/index.js';

const Id = z.union([z.number().int().nonnegative(), z.string().min(1)], {
  error: 'expected a task id (a number, or a string such as "3" or "3.1")',
});

const SubtaskSchema = z.looseObject({
  id: Id,
  title: z.string(),
  description: z.string().nullish(),
  details: z.string().nullish(),
  testStrategy: z.string().nullish(),
  acceptanceCriteria: z.union([z.string(), z.array(z.string())]).nullish(),
  status: z.string().nullish(),
  priority: z.string().nullish(),
  dependencies: z.array(Id).nullish(),
  complexity: z.union([z.number(), z.string()]).nullish(),
});
type TmSubtask = z.output<typeof SubtaskSchema>;

const TaskSchema = SubtaskSchema.extend({ subtasks: z.array(z.unknown()).nullish() });
type TmTask = z.output<typeof TaskSchema>;

/** Task Master's words where they differ from the common ones (review: see mapStatus). */
const TM_STATUSES: Record<string, TaskStatus> = {
  in_progress: 'in_progress',
  deferred: 'blocked',
  cancelled: 'skipped',
};

/** Kept by the structure itself (the subtask sits under its parent): no warning. */
const QUIET = ['parentId', 'parentTaskId', 'parentTask', 'isSubtask'];
const KNOWN = new Set([...Object.keys(TaskSchema.shape), ...QUIET]);
/** A tag's metadata is bookkeeping (times, counts) apart from its description. */
const META_KNOWN = new Set([
  'description',
  'created',
  'updated',
  'version',
  'lastModified',
  'taskCount',
  'completedCount',
  'tags',
]);

interface Unit {
  task: TmTask;
  path: SourcePath;
  /** Task Master's id: "3", or "3.1" for a subtask. */
  tmId: string;
  /** The id, or for a second task with the same id one made unique ("3.1#2"). */
  key: string;
  subs: Array<{ sub: TmSubtask; path: SourcePath; tmId: string; key: string }>;
}

interface Tag {
  tag: string;
  base: SourcePath;
  description?: string;
  name?: string;
}

export const importTaskmaster: Importer = (path, reader) => {
  const warnings: string[] = [];
  const file = findFile(path, reader);
  const doc = parseJsonSource(file, readSource(reader, file));
  const tags = findTags(doc, warnings);
  const seen = new DroppedFields();
  const taskIds = new IdAllocator('task', warnings);
  const specIds = new IdAllocator('spec', warnings);
  // Ids are unique per tag in Task Master: tags other than master prefix theirs, whatever other
  // tags the file has, so that adding a tag later does not rename the tasks of this one.
  const specs: Spec[] = tags.map((t) => {
    const units = readUnits(doc, t, seen, warnings);
    const prefix = t.tag !== 'master' ? `${t.tag}-` : '';
    return {
      id: specIds.takeSpec(t.tag, place(doc, t.base), 'tag'),
      name: t.name,
      context: t.description,
      tasks: tagTasks(doc, units, prefix, taskIds, warnings),
    };
  });
  // A fresh project (`task-master init`) has tags with empty lists: nothing to build yet.
  if (specs.every((s) => s.tasks.length === 0))
    throw new ImportError(
      `${tags.map((t) => place(doc, [...t.base, 'tasks'])).join(', ')}: no tasks; add some first (task-master parse-prd or add-task), then import`,
    );
  seen.flush(warnings);
  return { plan: finishPlan('taskmaster', { specs }, warnings), warnings };
};

/** The tags of the file; the legacy `{meta, tasks}` is Task Master's "master". */
function findTags(doc: SourceDoc, warnings: string[]): Tag[] {
  const root = doc.value;
  if (!root || typeof root !== 'object' || Array.isArray(root))
    throw new ImportError(
      `${doc.where([])}: expected {"master": {"tasks": [...]}} or the legacy {"tasks": [...]}`,
    );
  const obj = root as Record<string, unknown>;
  if (Array.isArray(obj.tasks)) {
    // Task Master's own migration keeps `metadata` and drops `meta`; the import keeps what it can.
    const meta = obj.meta && typeof obj.meta === 'object' ? (obj.meta as Record<string, unknown>) : {};
    const metadata =
      obj.metadata && typeof obj.metadata === 'object' ? (obj.metadata as Record<string, unknown>) : {};
    for (const key of Object.keys(meta))
      if (!['projectName', 'description', 'version', 'createdAt', 'updatedAt'].includes(key))
        warnings.push(dropped(place(doc, ['meta', key]), `meta.${key}`));
    for (const key of Object.keys(obj))
      if (!['tasks', 'meta', 'metadata'].includes(key)) warnings.push(dropped(place(doc, [key]), key));
    return [
      {
        tag: 'master',
        base: [],
        name: typeof meta.projectName === 'string' ? meta.projectName : undefined,
        description: [meta.description, metadata.description].find((d): d is string => typeof d === 'string'),
      },
    ];
  }
  const tags: Tag[] = [];
  for (const [tag, value] of Object.entries(obj)) {
    if (!value || typeof value !== 'object' || !('tasks' in value)) {
      warnings.push(`${place(doc, [tag])}: "${tag}" is not a tag with "tasks"; ignored`);
      continue;
    }
    const meta = (value as { metadata?: unknown }).metadata;
    const m = meta && typeof meta === 'object' ? (meta as Record<string, unknown>) : {};
    for (const key of Object.keys(m))
      if (!META_KNOWN.has(key)) warnings.push(dropped(place(doc, [tag, 'metadata', key]), `metadata.${key}`));
    const description = typeof m.description === 'string' ? m.description.trim() : '';
    tags.push({
      tag,
      base: [tag],
      // "Tasks for <tag> context" and "Tag created on <date>" are Task Master's defaults, not the user's words.
      description:
        description && !/^(Tasks for \S+ context|Tag created on .*)$/.test(description)
          ? description
          : undefined,
    });
  }
  if (tags.length === 0)
    throw new ImportError(
      `${doc.where([])}: no "tasks" list; expected {"master": {"tasks": [...]}} or the legacy {"tasks": [...]}`,
    );
  return tags;
}

function readUnits(doc: SourceDoc, t: Tag, seen: DroppedFields, warnings: string[]): Unit[] {
  const tasksPath = [...t.base, 'tasks'];
  const list =
    t.base.length > 0
      ? (doc.value as Record<string, { tasks: unknown }>)[t.tag]!.tasks
      : (doc.value as { tasks: unknown }).tasks;
  if (!Array.isArray(list))
    throw new ImportError(`${place(doc, tasksPath)}: expected a list of tasks; write "tasks": [...]`);
  const units: Unit[] = [];
  // Task Master's own files hold subtasks that share an id (its repository has a task whose
  // subtasks are all 42): the import keeps them all, each with an id of its own, and a
  // dependency on that id means the first (the allocator says which id each one got).
  const count = new Map<string, number>();
  const claim = (id: string): string => {
    const n = (count.get(id) ?? 0) + 1;
    count.set(id, n);
    return n === 1 ? id : `${id}#${n}`;
  };
  list.forEach((value, i) => {
    const at = [...tasksPath, i];
    const task = checkShape(doc, TaskSchema, value, at);
    warnUnmapped(task, KNOWN, (k) => place(doc, [...at, k]), seen, warnings);
    const tmId = String(task.id).trim();
    const key = claim(tmId);
    const subs = (task.subtasks ?? []).map((sv, si) => {
      const sat = [...at, 'subtasks', si];
      const sub = checkShape(doc, SubtaskSchema, sv, sat);
      warnUnmapped(sub, KNOWN, (k) => place(doc, [...sat, k]), seen, warnings);
      const subId = String(sub.id).trim();
      const full = subId.startsWith(`${tmId}.`) ? subId : `${tmId}.${subId}`;
      return { sub, path: sat, tmId: full, key: claim(full) };
    });
    units.push({ task, path: at, tmId, key, subs });
  });
  return units;
}

function tagTasks(
  doc: SourceDoc,
  units: Unit[],
  prefix: string,
  taskIds: IdAllocator,
  warnings: string[],
): Task[] {
  const idOf = taskIdsOf(doc, units, prefix, taskIds);
  const deps = dependencyReader(units, idOf, warnings);

  const tasks: Array<{ task: Task; key: [number, number, number, number, number] }> = [];
  units.forEach((u, ui) => {
    const at = (key: string) => place(doc, [...u.path, key]);
    const parentStatus = mapStatus(u.task.status, at('status'), warnings, TM_STATUSES);
    const parentRank = priorityRank(u.task.priority, at('priority'), warnings) ?? 2;
    const parentDeps = deps(u.task.dependencies, u.tmId, undefined, () => at('dependencies'));
    // find-next-task breaks ties by how many dependencies the SOURCE lists, not by how many
    // Ralph ids they resolve to (a task with subtasks stands for several).
    const parentDepCount = u.task.dependencies?.length ?? 0;
    // Subtasks of an in-progress task come first in `next`.
    const first = u.task.status?.trim().toLowerCase() === 'in-progress' && u.subs.length > 0 ? 0 : 1;
    if (u.subs.length === 0) {
      tasks.push({
        task: {
          id: idOf.get(u.key)!,
          ...common(u.task, at, warnings),
          status: parentStatus,
          dependsOn: parentDeps,
          blockedReason:
            parentStatus === 'blocked' && isDeferred(u.task.status) ? 'deferred in Task Master' : undefined,
        },
        key: [first, parentRank, parentDepCount, ui, 0],
      });
      return;
    }
    // The parent's complexity score is the best estimate a subtask without its own has.
    const parentComplexity =
      u.task.complexity === undefined || u.task.complexity === null
        ? undefined
        : mapComplexity(u.task.complexity, at('complexity'), warnings);
    tasks.push(
      ...subtaskTasks(
        doc,
        u,
        ui,
        { parentStatus, parentRank, parentDeps, parentDepCount, first, parentComplexity },
        idOf,
        deps,
        warnings,
      ),
    );
  });
  tasks.sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i]! - b.key[i]!;
    return 0;
  });
  return tasks.map((t) => t.task);
}

/** How a Task Master dependency list reads as Ralph ids (`where` says where the list is). */
type DependencyReader = (
  list: TmSubtask['dependencies'],
  self: string,
  parent: string | undefined,
  where: () => string,
) => string[];

/** What a subtask takes from its parent task. */
interface ParentFacts {
  parentStatus: TaskStatus;
  parentRank: number;
  parentDeps: string[];
  parentDepCount: number;
  first: number;
  parentComplexity: Task['complexity'];
}

type SortedTask = { task: Task; key: [number, number, number, number, number] };

/** A Ralph id for each task without subtasks and each subtask, by its Task Master key. */
function taskIdsOf(doc: SourceDoc, units: Unit[], prefix: string, taskIds: IdAllocator): Map<string, string> {
  const idOf = new Map<string, string>();
  for (const u of units) {
    if (u.subs.length === 0)
      idOf.set(u.key, taskIds.take(`${prefix}${u.tmId}`, place(doc, [...u.path, 'id'])));
    for (const s of u.subs)
      idOf.set(s.key, taskIds.take(`${prefix}${s.tmId}`, place(doc, [...s.path, 'id'])));
  }
  return idOf;
}

function dependencyReader(units: Unit[], idOf: Map<string, string>, warnings: string[]): DependencyReader {
  const unitOf = new Map(units.map((u) => [u.key, u]));

  /** Ralph ids for a Task Master id: a task with subtasks stands for its last subtasks. */
  const resolve = (target: string): string[] | undefined => {
    const unit = unitOf.get(target);
    if (unit && unit.subs.length > 0) return lastSubtasks(unit).map((s) => idOf.get(s.key)!);
    const id = idOf.get(target);
    return id ? [id] : undefined;
  };
  return (
    list: TmSubtask['dependencies'],
    self: string,
    parent: string | undefined,
    where: () => string,
  ): string[] => {
    const out: string[] = [];
    for (const d of list ?? []) {
      const s = String(d).trim();
      // find-next-task reads a dot-less id in a subtask's dependencies as a sibling subtask.
      const target = parent !== undefined && !s.includes('.') ? `${parent}.${s}` : s;
      if (target === self) {
        warnings.push(`${where()}: task ${self} depends on itself; that dependency is dropped`);
        continue;
      }
      const ids = resolve(target);
      if (!ids) {
        const sibling =
          parent !== undefined && !s.includes('.')
            ? ` (a number in a subtask's dependencies is a sibling subtask: ${target})`
            : '';
        warnings.push(`${where()}: unknown task ${JSON.stringify(d)}${sibling}; that dependency is dropped`);
        continue;
      }
      for (const id of ids) if (!out.includes(id)) out.push(id);
    }
    return out;
  };
}

/** The subtasks of a task as Ralph tasks: each with what it takes from its parent. */
function subtaskTasks(
  doc: SourceDoc,
  u: Unit,
  ui: number,
  parent: ParentFacts,
  idOf: Map<string, string>,
  deps: DependencyReader,
  warnings: string[],
): SortedTask[] {
  const { parentStatus, parentRank, parentDeps, parentDepCount, first, parentComplexity } = parent;
  const at = (key: string) => place(doc, [...u.path, key]);
  const last = new Set(lastSubtasks(u).map((s) => s.key));
  const out: SortedTask[] = [];
  const overridden: string[] = [];
  u.subs.forEach((s, si) => {
    const sat = (key: string) => place(doc, [...s.path, key]);
    let status = mapStatus(s.sub.status, sat('status'), warnings, TM_STATUSES);
    // Setting a task done sets its subtasks done; a cancelled or deferred task's subtasks are never picked.
    const forced: TaskStatus | undefined =
      parentStatus === 'completed'
        ? 'completed'
        : parentStatus === 'skipped' || parentStatus === 'blocked'
          ? parentStatus
          : undefined;
    if (forced && status !== forced && status !== 'completed' && status !== 'skipped') {
      overridden.push(s.tmId);
      status = forced;
    }
    const own = deps(s.sub.dependencies, s.tmId, u.tmId, () => sat('dependencies'));
    const siblings = new Set(u.subs.map((x) => idOf.get(x.key)));
    const inherited = own.some((d) => siblings.has(d)) ? [] : parentDeps.filter((d) => !own.includes(d));
    const base = common(s.sub, sat, warnings);
    const criteria = [...(base.acceptanceCriteria ?? [])];
    const strategy = text(u.task.testStrategy);
    if (last.has(s.key) && strategy) criteria.push(`Task ${u.tmId} as a whole: ${strategy}`);
    const parentLines = [
      `Part of task ${u.tmId}: ${u.task.title.trim().replace(/\.$/, '')}${text(u.task.description) ? `. ${text(u.task.description)}` : ''}`,
      ...(text(u.task.details) ? [`Task ${u.tmId} details: ${text(u.task.details)}`] : []),
    ];
    const rank = priorityRank(s.sub.priority, sat('priority'), warnings) ?? parentRank;
    out.push({
      task: {
        id: idOf.get(s.key)!,
        title: base.title,
        description: base.description,
        status,
        acceptanceCriteria: criteria,
        dependsOn: [...inherited, ...own],
        hints: [...parentLines, ...(base.hints ? [base.hints] : [])],
        complexity: base.complexity ?? parentComplexity,
        blockedReason:
          status === 'blocked'
            ? isDeferred(s.sub.status)
              ? 'deferred in Task Master'
              : isDeferred(u.task.status)
                ? `task ${u.tmId} is deferred in Task Master`
                : undefined
            : undefined,
      },
      key: [first, parentRank, parentDepCount, ui, rank * 1e6 + (s.sub.dependencies?.length ?? 0) * 1e3 + si],
    });
  });
  if (overridden.length > 0)
    warnings.push(
      `${at('status')}: task ${u.tmId} is ${u.task.status}, so its subtasks ${overridden.join(', ')} are imported as ${parentStatus}, as Task Master treats them`,
    );
  return out;
}

interface Base {
  title?: string;
  description: string;
  acceptanceCriteria: string[];
  hints?: string;
  complexity?: Task['complexity'];
}

/** The fields a task and a subtask map alike. */
function common(t: TmSubtask, at: (key: string) => string, warnings: string[]): Base {
  const criteria = [...criteriaList(t.acceptanceCriteria)];
  const strategy = text(t.testStrategy);
  if (strategy) criteria.push(strategy);
  return {
    title: t.title.trim() || undefined,
    description: text(t.description) ?? t.title.trim(),
    acceptanceCriteria: criteria,
    hints: text(t.details),
    complexity: mapComplexity(t.complexity, at('complexity'), warnings),
  };
}

/** A subtask's acceptanceCriteria: one string, usually "- a\n- b"; one criterion per item. */
function criteriaList(raw: string | string[] | null | undefined): string[] {
  if (raw === undefined || raw === null) return [];
  if (Array.isArray(raw)) return raw.map((s) => s.trim()).filter(Boolean);
  const lines = raw
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const bullet = /^(?:[-*•]|\d+[.)]|\[[ xX]\])\s+/;
  if (lines.length > 1 && lines.every((l) => bullet.test(l)))
    return lines.map((l) => l.replace(bullet, '').trim());
  const s = raw.trim();
  return s ? [s] : [];
}

/** The subtasks no sibling depends on: where the task as a whole is finished. */
function lastSubtasks(u: Unit): Unit['subs'] {
  const needed = new Set<string>();
  for (const s of u.subs)
    for (const d of s.sub.dependencies ?? []) {
      const id = String(d).trim();
      needed.add(id.includes('.') ? id : `${u.tmId}.${id}`);
    }
  const last = u.subs.filter((s) => !needed.has(s.key));
  return last.length > 0 ? last : u.subs;
}

function isDeferred(status: string | null | undefined): boolean {
  return status?.trim().toLowerCase() === 'deferred';
}

/** PATH is tasks.json, or a directory holding it (itself, tasks/, or .taskmaster/tasks/). */
function findFile(path: string, reader: SourceReader): string {
  if (tryList(reader, path) === undefined) return path;
  for (const dir of [path, joinPath(path, 'tasks'), joinPath(path, '.taskmaster/tasks')])
    if (tryList(reader, dir)?.includes('tasks.json')) return joinPath(dir, 'tasks.json');
  throw new ImportError(`${path}: no tasks.json here; pass the file (usually .taskmaster/tasks/tasks.json)`);
}
