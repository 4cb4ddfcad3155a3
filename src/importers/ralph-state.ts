// `ralph-state`: a loop's state in `.ralph/state.json` (phase, task order, statuses, last
// failure) with one `.ralph/tasks/<id>.json` per task (title, description, spec, dependencies,
// acceptance criteria, files). Tasks are grouped into specs by their `spec` (or `specFile`);
// the task order gives the plan order; the last failure becomes an attempt on its task, so
// Ralph's next prompt for it carries what went wrong.
import { z } from 'zod';
import type { Attempt, Spec, Task } from '../core/plan.js';
import { PROVENANCES } from '../core/plan.js';
import {
  baseName,
  checkShape,
  compareNatural,
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
  type SourceReader,
  text,
  tryList,
  warnUnmapped,
} from './common.js';

const Strings = z.array(z.string()).optional();

const StateSchema = z.looseObject({
  phase: z.string().optional(),
  taskOrder: z.array(z.string().min(1)).optional(),
  task_order: z.array(z.string().min(1)).optional(),
  statuses: z.record(z.string(), z.string()).optional(),
  currentTask: z.string().nullish(),
  lastFailure: z
    .looseObject({
      task: z.string().min(1),
      gate: z.string().nullish(),
      summary: z.string().nullish(),
      error: z.string().nullish(),
      at: z.string().nullish(),
      attempt: z.number().int().positive().nullish(),
    })
    .nullish(),
});
type State = z.output<typeof StateSchema>;

const TaskSchema = z.looseObject({
  id: z.union([z.string().min(1), z.number()], { error: 'expected a task id (a string or a number)' }),
  title: z.string().optional(),
  description: z.string().optional(),
  spec: z.string().optional(),
  specFile: z.string().optional(),
  status: z.string().optional(),
  dependsOn: z.array(z.string()).optional(),
  acceptanceCriteria: Strings,
  files: Strings,
  contextFiles: Strings,
  outputArtifacts: Strings,
  hints: z.union([z.string(), z.array(z.string())]).optional(),
  complexity: z.union([z.string(), z.number()]).optional(),
  provenance: z.string().optional(),
  attempts: z.number().int().nonnegative().optional(),
});
type StateTask = z.output<typeof TaskSchema>;

const STATE_KEYS = new Set([
  ...Object.keys(StateSchema.shape),
  'version',
  'iteration',
  'updatedAt',
  'startedAt',
]);
const TASK_KEYS = new Set([...Object.keys(TaskSchema.shape), 'createdAt', 'updatedAt']);

export const importRalphState: Importer = (path, reader) => {
  const warnings: string[] = [];
  const { stateFile, tasksDir } = locate(path, reader);
  const stateDoc = parseJsonSource(stateFile, readSource(reader, stateFile));
  const state: State = checkShape(stateDoc, StateSchema, stateDoc.value);
  warnUnmapped(state, STATE_KEYS, (k) => place(stateDoc, [k]), new Set(), warnings);
  if (state.phase)
    warnings.push(
      `${place(stateDoc, ['phase'])}: phase "${state.phase}" is the old loop's; Ralph's schedule follows the statuses`,
    );

  // The task files, by id; a file name without its `.json` is the id when the file has none.
  const files = (tryList(reader, tasksDir) ?? []).filter((n) => n.endsWith('.json'));
  const loaded = new Map<string, { task: StateTask; doc: SourceDoc }>();
  for (const name of files) {
    const file = joinPath(tasksDir, name);
    const doc = parseJsonSource(file, readSource(reader, file));
    const value = doc.value;
    const withId =
      value && typeof value === 'object' && !Array.isArray(value) && !('id' in value)
        ? { id: name.replace(/\.json$/, ''), ...(value as object) }
        : value;
    const task = checkShape(doc, TaskSchema, withId);
    warnUnmapped(task, TASK_KEYS, (k) => place(doc, [k]), new Set(), warnings);
    const id = String(task.id);
    const other = loaded.get(id);
    if (other)
      throw new ImportError(
        `${place(doc, ['id'])}: task id "${id}" is also the id in ${other.doc.file}; give each task its own id`,
      );
    loaded.set(id, { task, doc });
  }

  // Plan order: the state's task order, then task files it does not list.
  const order: string[] = [];
  const orderKey = state.taskOrder ? 'taskOrder' : 'task_order';
  (state.taskOrder ?? state.task_order ?? []).forEach((id, i) => {
    if (order.includes(id)) return;
    if (loaded.has(id)) order.push(id);
    else
      warnings.push(
        `${place(stateDoc, [orderKey, i])}: task "${id}" has no file in ${tasksDir}/; skipped (add ${id}.json to import it)`,
      );
  });
  const rest = [...loaded.keys()].filter((id) => !order.includes(id)).sort(compareNatural);
  if (rest.length > 0 && (state.taskOrder ?? state.task_order))
    warnings.push(`${stateFile}: ${rest.join(', ')} not in the task order; added at the end`);
  order.push(...rest);
  if (order.length === 0)
    throw new ImportError(
      `${tasksDir}: no task files (<id>.json); the state alone has no descriptions to import`,
    );

  for (const id of Object.keys(state.statuses ?? {}))
    if (!loaded.has(id))
      warnings.push(`${place(stateDoc, ['statuses', id])}: status of unknown task "${id}"; ignored`);

  const taskIds = new IdAllocator('task', warnings);
  const idOf = new Map<string, string>();
  for (const id of order) idOf.set(id, taskIds.take(id, place(loaded.get(id)!.doc, ['id'])));

  const specIds = new IdAllocator('spec', warnings);
  const specs = new Map<string, Spec>();
  for (const raw of order) {
    const { task: t, doc } = loaded.get(raw)!;
    const at = (key: string) => place(doc, [key]);
    const specKey = t.spec ?? (t.specFile ? baseName(t.specFile).replace(/\.[^.]+$/, '') : '');
    let spec = specs.get(specKey);
    if (!spec) {
      spec = {
        id: specIds.take(specKey || 'tasks', at(t.spec ? 'spec' : 'specFile'), true),
        file: t.specFile,
        tasks: [],
      };
      specs.set(specKey, spec);
    }
    const fromState = state.statuses?.[raw];
    const status = fromState
      ? mapStatus(fromState, place(stateDoc, ['statuses', raw]), warnings)
      : mapStatus(t.status, at('status'), warnings);
    const deps: string[] = [];
    for (const d of t.dependsOn ?? []) {
      const id = idOf.get(d);
      if (id) deps.push(id);
      else warnings.push(`${at('dependsOn')}: unknown task "${d}"; that dependency is dropped`);
    }
    const description = text(t.description) ?? text(t.title);
    if (!description) throw new ImportError(`${at('description')}: missing; give the task a description`);
    let provenance: Task['provenance'];
    if (t.provenance && (PROVENANCES as readonly string[]).includes(t.provenance))
      provenance = t.provenance as Task['provenance'];
    else if (t.provenance)
      warnings.push(`${at('provenance')}: unknown provenance "${t.provenance}"; left out`);

    const failure = state.lastFailure?.task === raw ? state.lastFailure : undefined;
    let attempts: Attempt[] | undefined;
    if (failure) {
      const summary = text(failure.summary) ?? text(failure.error);
      attempts = [
        {
          number: failure.attempt ?? t.attempts ?? 1,
          finishedAt: failure.at ?? undefined,
          outcome: failure.gate ? 'gate_failed' : 'crashed',
          gate: failure.gate ?? undefined,
          summary,
        },
      ];
    }
    const task: Task = {
      id: idOf.get(raw)!,
      title: t.title && t.description ? t.title.trim() : undefined,
      description,
      status,
      acceptanceCriteria: t.acceptanceCriteria,
      dependsOn: deps,
      contextFiles: [...(t.contextFiles ?? []), ...(t.files ?? [])],
      outputArtifacts: t.outputArtifacts,
      hints: t.hints,
      complexity: mapComplexity(t.complexity, at('complexity'), warnings),
      provenance,
      attempts: attempts?.map(
        (a) => Object.fromEntries(Object.entries(a).filter(([, v]) => v !== undefined)) as Attempt,
      ),
    };
    spec.tasks.push(task);
  }
  if (state.lastFailure && !loaded.has(state.lastFailure.task))
    warnings.push(
      `${place(stateDoc, ['lastFailure', 'task'])}: last failure of unknown task "${state.lastFailure.task}"; ignored`,
    );

  return { plan: finishPlan('ralph-state', { specs: [...specs.values()] }, warnings), warnings };
};

/** PATH is the `.ralph` directory, the project root above it, or state.json itself. */
function locate(path: string, reader: SourceReader): { stateFile: string; tasksDir: string } {
  for (const dir of [path, joinPath(path, '.ralph')]) {
    if (tryList(reader, dir)?.includes('state.json'))
      return { stateFile: joinPath(dir, 'state.json'), tasksDir: joinPath(dir, 'tasks') };
  }
  if (baseName(path).endsWith('.json') && tryList(reader, path) === undefined)
    return { stateFile: path, tasksDir: joinPath(path, '../tasks') };
  throw new ImportError(
    `${path}: no state.json here; pass the .ralph directory that holds state.json and tasks/`,
  );
}
