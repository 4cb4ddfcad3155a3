// `ralph-state`: the files the `/ralph` and `/ralph-start` commands keep in `.ralph/`
// (dickykuang/ralph: the "State Management: state.json", "Task Schema" and "commits.json
// Format" sections of `claude/ralph.md` and `claude/ralph-start.md`, older copies under
// `commands/`). Everything there is snake_case:
// - `state.json`: `original_request`, `task_order` (already sorted by dependencies, then
//   priority), `task_statuses` (the status that counts: /ralph-start never writes a task file's
//   own `status`), `last_failure` {task_id, error_message, failed_at, log_file}.
// - `tasks/task-NNN.json`: title, description, acceptance_criteria, dependencies, priority
//   (1 highest), reuse_notes, files_to_modify (paths or globs), context {notes, *_refs},
//   estimated_complexity (low/medium/high); newer runs add why_this_task_exists,
//   plain_english_summary, expected_user_visible_change, business_logic_context and
//   verification_plan, all of which the original prompt gives the agent, so they become hints.
// - `commits.json`: {base_commit, commits: [{task_id, commit, created_at, ...}]}: a task's commit
//   and when it was made.
// One run is one request, so the import is one spec, in task order.
import { z } from 'zod';
import type { Attempt, Task } from '../core/plan/plan.js';
import type { TaskStatus } from '../core/plan/plan-basics.js';
import {
  baseName,
  checkShape,
  compareNatural,
  DroppedFields,
  dropped,
  finishPlan,
  IdAllocator,
  ImportError,
  type Importer,
  isoTime,
  joinPath,
  mapComplexity,
  mapStatus,
  parseJsonSource,
  place,
  priorityRank,
  readSource,
  type SourceDoc,
  type SourceReader,
  sortByPriority,
  text,
  tryList,
  tryRead,
  warnUnmapped,
} from './kit/index.js';

const Id = z.union([z.string().min(1), z.number()], { error: 'expected a task id such as "task-001"' });
const Lines = z.union([z.string(), z.array(z.string())]).nullish();
const Time = z.union([z.string(), z.number()]).nullish();

const StateSchema = z.looseObject({
  original_request: z.string().nullish(),
  task_order: z.array(Id).nullish(),
  task_statuses: z.record(z.string(), z.string()).nullish(),
  last_failure: z
    .looseObject({
      task_id: Id,
      task_title: z.string().nullish(),
      error_message: z.string().nullish(),
      failed_at: Time,
      log_file: z.string().nullish(),
    })
    .nullish(),
});
type State = z.output<typeof StateSchema>;

const TaskSchema = z.looseObject({
  id: Id,
  title: z.string().nullish(),
  description: z.string().nullish(),
  why_this_task_exists: z.string().nullish(),
  plain_english_summary: z.string().nullish(),
  expected_user_visible_change: z.string().nullish(),
  business_logic_context: z.record(z.string(), z.unknown()).nullish(),
  acceptance_criteria: z.array(z.string()).nullish(),
  verification_plan: Lines,
  dependencies: z.array(Id).nullish(),
  priority: z.union([z.number(), z.string()]).nullish(),
  reuse_notes: Lines,
  files_to_modify: z.array(z.string()).nullish(),
  context: z.record(z.string(), z.unknown()).nullish(),
  status: z.string().nullish(),
  estimated_complexity: z.union([z.string(), z.number()]).nullish(),
});
type StateTask = z.output<typeof TaskSchema>;

const CommitSchema = z.looseObject({
  task_id: Id,
  commit: z.string().min(1),
  created_at: Time,
});

/**
 * The loop's own bookkeeping, which Ralph keeps its own way (phase and execution_summary are
 * derived from the statuses and commits; the acknowledgement flags gate the old planning
 * step): dropped without a warning each.
 */
const STATE_QUIET = [
  'version',
  'created_at',
  'updated_at',
  'phase',
  'execution_summary',
  'developer_acknowledged',
  'business_logic_confirmed',
];
const STATE_KEYS = new Set([...Object.keys(StateSchema.shape), ...STATE_QUIET]);
/** `status` is superseded by task_statuses; `priority` is kept as the task order. */
const TASK_KEYS = new Set(Object.keys(TaskSchema.shape));
/** The title and message repeat the task file's title ("ralph: task-001 - ..."). */
const COMMIT_KEYS = new Set([...Object.keys(CommitSchema.shape), 'title', 'message', 'sha', 'hash']);

/** An entry as written, with `sha` or `hash` read as `commit` (hand-kept files use either). */
function commitEntry(entry: unknown): unknown {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry) || 'commit' in entry) return entry;
  const e = entry as Record<string, unknown>;
  const alias = [e.sha, e.hash].find((v) => typeof v === 'string');
  return alias === undefined ? entry : { ...e, commit: alias };
}

/** Where the agent finds what a `context.*_refs` entry points at. */
const REF_FILES: Record<string, string> = {
  research_refs: '.ralph/research.json',
  decisions_refs: '.ralph/decisions.json',
  code_context_refs: '.ralph/code_context.json',
};

interface Loaded {
  task: StateTask;
  doc: SourceDoc;
}

interface CommitRecord {
  commit: string;
  createdAt?: string;
  where: string;
}

export const importRalphState: Importer = (path, reader) => {
  const warnings: string[] = [];
  const dir = locate(path, reader);
  const stateFile = joinPath(dir, 'state.json');
  const stateDoc = parseJsonSource(stateFile, readSource(reader, stateFile));
  const state: State = checkShape(stateDoc, StateSchema, stateDoc.value);
  warnUnmapped(state, STATE_KEYS, (k) => place(stateDoc, [k]), new Set(), warnings);

  const loaded = loadTasks(joinPath(dir, 'tasks'), reader, warnings);
  const order = taskOrder(state, stateDoc, loaded, `${dir}/tasks`, warnings);
  const commits = loadCommits(joinPath(dir, 'commits.json'), reader, warnings);
  const results = new Set(tryList(reader, joinPath(dir, 'results')) ?? []);

  for (const id of Object.keys(state.task_statuses ?? {}))
    if (!loaded.has(id))
      warnings.push(
        `${place(stateDoc, ['task_statuses', id])}: status of task "${id}", which has no file; ignored`,
      );
  for (const [id, c] of commits)
    if (!loaded.has(id)) warnings.push(`${c.where}: commit of task "${id}", which has no file; ignored`);
  const failure = state.last_failure ?? undefined;
  // task_title repeats the task file's title; log_file goes into the attempt's summary.
  if (failure)
    warnUnmapped(
      failure,
      new Set(['task_id', 'task_title', 'error_message', 'failed_at', 'log_file']),
      (k) => place(stateDoc, ['last_failure', k]),
      new Set(),
      warnings,
    );
  const failedId = failure ? String(failure.task_id) : undefined;
  if (failedId !== undefined && !loaded.has(failedId))
    warnings.push(
      `${place(stateDoc, ['last_failure', 'task_id'])}: last failure of task "${failedId}", which has no file; ignored`,
    );

  const taskIds = new IdAllocator('task', warnings);
  const idOf = new Map<string, string>();
  for (const raw of order) idOf.set(raw, taskIds.take(raw, place(loaded.get(raw)!.doc, ['id'])));

  const tasks: Task[] = order.map((raw) => {
    const { task: t, doc } = loaded.get(raw)!;
    const at = (key: string) => place(doc, [key]);
    const status = taskStatus(raw, t, doc, stateDoc, state, commits, results, warnings);
    const title = text(t.title);
    const description = text(t.description) ?? title;
    if (!description) throw new ImportError(`${at('description')}: missing; give the task a description`);

    const deps: string[] = [];
    for (const d of t.dependencies ?? []) {
      const id = idOf.get(String(d));
      if (id) deps.push(id);
      else warnings.push(`${at('dependencies')}: unknown task "${d}"; that dependency is dropped`);
    }

    // Plain paths are files the agent reads first; globs cannot be read, so they go to the hints.
    const files = t.files_to_modify ?? [];
    const globs = files.filter((f) => /[*?[\]{}]/.test(f));
    const commit = commits.get(raw);
    let commitHash: string | undefined;
    let completedAt: string | undefined;
    if (commit && status === 'completed') {
      commitHash = commit.commit;
      completedAt = commit.createdAt;
    } else if (commit)
      warnings.push(
        `${commit.where}: commit ${commit.commit} of task "${raw}", which is ${status}; dropped (Ralph records a commit for completed tasks)`,
      );

    let attempts: Attempt[] | undefined;
    if (failure && failedId === raw) {
      const log = text(failure.log_file);
      const summary = text(failure.error_message);
      attempts = [
        {
          number: 1,
          finishedAt: isoTime(failure.failed_at, place(stateDoc, ['last_failure', 'failed_at']), warnings),
          summary:
            summary && log
              ? `${summary} (details in ${log})`
              : (summary ?? (log ? `details in ${log}` : undefined)),
        },
      ];
    }

    return {
      id: idOf.get(raw)!,
      title: title && text(t.description) ? title : undefined,
      description,
      status,
      acceptanceCriteria: t.acceptance_criteria ?? undefined,
      dependsOn: deps,
      contextFiles: files.filter((f) => !globs.includes(f)),
      hints: hints(t, globs),
      complexity: mapComplexity(t.estimated_complexity, at('estimated_complexity'), warnings),
      attempts: attempts?.map(
        (a) => Object.fromEntries(Object.entries(a).filter(([, v]) => v !== undefined)) as Attempt,
      ),
      completedAt,
      commit: commitHash,
    };
  });

  const request = text(state.original_request);
  const specIds = new IdAllocator('spec', warnings);
  const spec = {
    id: specIds.takeSpec(
      request ? firstWords(request) : 'ralph',
      place(stateDoc, ['original_request']),
      'request',
    ),
    name: request ? oneLine(request) : undefined,
    // The original prompt opens every task with the request: the spec's context does the same.
    context: request,
    file: tryRead(reader, joinPath(dir, 'prd.md')) !== undefined ? '.ralph/prd.md' : undefined,
    tasks,
  };
  return { plan: finishPlan('ralph-state', { specs: [spec] }, warnings), warnings };
};

/** The task files of tasks/, by id; a file without an id takes its name's. */
function loadTasks(tasksDir: string, reader: SourceReader, warnings: string[]): Map<string, Loaded> {
  const files = (tryList(reader, tasksDir) ?? []).filter((n) => n.endsWith('.json'));
  const loaded = new Map<string, Loaded>();
  const seen = new DroppedFields('task files');
  const notText = new Set<string>();
  for (const name of files) {
    const file = joinPath(tasksDir, name);
    const doc = parseJsonSource(file, readSource(reader, file));
    const value = doc.value;
    const withId =
      value && typeof value === 'object' && !Array.isArray(value) && !('id' in value)
        ? { id: name.replace(/\.json$/, ''), ...(value as object) }
        : value;
    const task = checkShape(doc, TaskSchema, withId);
    warnUnmapped(task, TASK_KEYS, (k) => place(doc, [k]), seen, warnings);
    for (const key of Object.keys(task.context ?? {}))
      if (key !== 'notes' && !notText.has(`context.${key}`) && !isTextish(task.context?.[key])) {
        notText.add(`context.${key}`);
        warnings.push(
          dropped(place(doc, ['context', key]), `context.${key}`, 'is not text Ralph can pass on'),
        );
      }
    const id = String(task.id).trim();
    const other = loaded.get(id);
    if (other)
      throw new ImportError(
        `${place(doc, ['id'])}: task id "${id}" is also the id in ${other.doc.file}; give each task its own id`,
      );
    loaded.set(id, { task, doc });
  }
  if (loaded.size === 0)
    throw new ImportError(
      `${tasksDir}: no task files (task-NNN.json); the state alone has no descriptions to import (run /ralph's planning first)`,
    );
  seen.flush(warnings);
  return loaded;
}

/**
 * The order /ralph-start works in: `task_order`, then task files it does not list, by priority
 * (1 first) and id, which is the rule /ralph's planning sorts task_order by.
 */
function taskOrder(
  state: State,
  stateDoc: SourceDoc,
  loaded: Map<string, Loaded>,
  tasksDir: string,
  warnings: string[],
): string[] {
  const order: string[] = [];
  (state.task_order ?? []).forEach((raw, i) => {
    const id = String(raw);
    if (order.includes(id)) return;
    if (loaded.has(id)) order.push(id);
    else
      warnings.push(
        `${place(stateDoc, ['task_order', i])}: task "${id}" has no file in ${tasksDir}/; skipped (add ${id}.json to import it)`,
      );
  });
  const rest = [...loaded.keys()].filter((id) => !order.includes(id)).sort(compareNatural);
  const ranked = sortByPriority(
    rest,
    (id) => {
      const { task, doc } = loaded.get(id)!;
      return priorityRank(task.priority, place(doc, ['priority']), warnings);
    },
    Number.MAX_SAFE_INTEGER,
  );
  if (ranked.length > 0 && state.task_order && state.task_order.length > 0)
    warnings.push(
      `${place(stateDoc, ['task_order'])}: ${ranked.join(', ')} not in the task order; added at the end by priority`,
    );
  order.push(...ranked);
  return order;
}

/**
 * task_statuses decides; the task file's own status only when the state has none. An
 * in_progress task whose result file and commit both exist finished before the run stopped:
 * /ralph-start's resume marks it completed, and so does the import.
 */
function taskStatus(
  raw: string,
  t: StateTask,
  doc: SourceDoc,
  stateDoc: SourceDoc,
  state: State,
  commits: Map<string, CommitRecord>,
  results: Set<string>,
  warnings: string[],
): TaskStatus {
  const fromState = state.task_statuses?.[raw];
  const status =
    fromState !== undefined
      ? mapStatus(fromState, place(stateDoc, ['task_statuses', raw]), warnings)
      : mapStatus(t.status, place(doc, ['status']), warnings);
  if (status === 'in_progress' && commits.has(raw) && results.has(`${raw}.md`)) {
    warnings.push(
      `${place(stateDoc, ['task_statuses', raw])}: task "${raw}" is in_progress, but results/${raw}.md and commits.json record it done; imported as completed, as /ralph-start's resume would`,
    );
    return 'completed';
  }
  return status;
}

/** commits.json by task id: the tool's {commits: [...]} list, or a plain {task_id: commit} map. */
function loadCommits(file: string, reader: SourceReader, warnings: string[]): Map<string, CommitRecord> {
  const out = new Map<string, CommitRecord>();
  const source = tryRead(reader, file);
  if (source === undefined) return out;
  const doc = parseJsonSource(file, source);
  const value = doc.value;
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new ImportError(
      `${doc.where([])}: expected {"commits": [...]}; check that this is /ralph-start's commits.json`,
    );
  const root = value as Record<string, unknown>;
  if (Array.isArray(root.commits)) {
    const seen = new Set<string>();
    root.commits.forEach((entry, i) => {
      const at = ['commits', i];
      const c = checkShape(doc, CommitSchema, commitEntry(entry), at);
      warnUnmapped(c, COMMIT_KEYS, (k) => place(doc, [...at, k]), seen, warnings);
      // A task committed twice (a retry after a failed commit): the last commit is the one that stands.
      out.set(String(c.task_id), {
        commit: c.commit,
        createdAt: isoTime(c.created_at, place(doc, [...at, 'created_at']), warnings),
        where: place(doc, at),
      });
    });
    warnUnmapped(root, new Set(['commits', 'base_commit']), (k) => place(doc, [k]), new Set(), warnings);
    return out;
  }
  for (const [id, entry] of Object.entries(root)) {
    if (id === 'base_commit') continue;
    const at = [id];
    // A task committed more than once keeps its last commit.
    const last = Array.isArray(entry) ? entry[entry.length - 1] : entry;
    if (typeof last === 'string' && last !== '') out.set(id, { commit: last, where: place(doc, at) });
    else {
      const c = checkShape(doc, CommitSchema, commitEntry({ task_id: id, ...(last as object) }), at);
      out.set(id, {
        commit: c.commit,
        createdAt: isoTime(c.created_at, place(doc, [...at, 'created_at']), warnings),
        where: place(doc, at),
      });
    }
  }
  return out;
}

/**
 * What the original prompt gives the agent beyond description and criteria, one line each:
 * the developer-facing fields, business rules, verification steps, reuse notes, globs of files
 * to modify, context notes and the references into .ralph/'s research and decisions.
 */
function hints(t: StateTask, globs: string[]): string[] | undefined {
  const lines: string[] = [];
  const add = (label: string, value: unknown) => {
    for (const v of flat(value)) lines.push(label ? `${label}: ${v}` : v);
  };
  add('Why this task exists', t.why_this_task_exists);
  add('In plain English', t.plain_english_summary);
  add('Expected visible change', t.expected_user_visible_change);
  for (const [key, value] of Object.entries(t.business_logic_context ?? {}))
    add(`Business logic (${key.replace(/_/g, ' ')})`, value);
  add('Verification', t.verification_plan);
  add('Reuse', t.reuse_notes);
  if (globs.length > 0) add('Files to modify (patterns)', globs.join(', '));
  const context = t.context ?? {};
  add('', context.notes);
  for (const [key, value] of Object.entries(context)) {
    if (key === 'notes' || !isTextish(value)) continue;
    const items = flat(value);
    if (items.length === 0) continue;
    const where = REF_FILES[key];
    lines.push(`${key.replace(/_/g, ' ')}: ${items.join(', ')}${where ? ` (see ${where})` : ''}`);
  }
  return lines.length > 0 ? lines : undefined;
}

function isTextish(value: unknown): boolean {
  return (
    typeof value === 'string' ||
    typeof value === 'number' ||
    (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'))
  );
}

function flat(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items
    .filter((v) => typeof v === 'string' || typeof v === 'number')
    .map((v) => String(v).trim())
    .filter((v) => v !== '');
}

/** The first words of the request, up to about 40 characters: a branch name people can read. */
function firstWords(request: string): string {
  const words = request.split(/\s+/).filter(Boolean);
  let out = words[0] ?? 'ralph';
  for (const w of words.slice(1)) {
    if (out.length + 1 + w.length > 40) break;
    out += ` ${w}`;
  }
  return out;
}

/** The request's first line, cut at a word to about 100 characters: a name for lists. */
function oneLine(request: string): string {
  const line = request.split('\n')[0]!.trim();
  if (line.length <= 100) return line;
  const cut = line.slice(0, 100);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : 100)}...`;
}

/** PATH is the `.ralph` directory, the project root above it, or state.json itself. */
function locate(path: string, reader: SourceReader): string {
  for (const dir of [path, joinPath(path, '.ralph')])
    if (tryList(reader, dir)?.includes('state.json')) return dir;
  if (baseName(path) === 'state.json' && tryList(reader, path) === undefined) return joinPath(path, '..');
  throw new ImportError(
    `${path}: no state.json here; pass the .ralph directory that holds state.json and tasks/`,
  );
}
