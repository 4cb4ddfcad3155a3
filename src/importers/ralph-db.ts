// `ralph-db`: ralph4days' YAML database in `.ralph/db/` (veighnsche/ralph4days, before it moved
// to SQLite: `crates/yaml-db/src/lib.rs`, `features.rs`, `disciplines.rs`, `metadata.rs`,
// `.docs/021_CURRENT_YAML_DB_SCHEMA.md`, and the fixtures under `fixtures/*/.undetect-ralph/db/`):
// `tasks.yaml` (required), `features.yaml`, `disciplines.yaml` and `metadata.yaml`, snake_case
// keys, dates unquoted (`created: 2025-01-10`). Each feature becomes a spec (and an entry of the
// plan's features[], with its knowledge paths and context files); disciplines keep their system
// prompts, skills, conventions and MCP servers; a task keeps its context files, output
// artifacts, hints, comments (with the `agent_task_id` an agent's comment carries) and
// provenance. Priority (low, medium, high, critical) orders the tasks of a feature, so that a
// critical task never waits behind a low one; equal priorities keep the file's order.
// The database's own bookkeeping (acronyms, icons, colours, counters, schema_version) is
// dropped quietly; anything else without a place in a plan gets one warning.
import { z } from 'zod';
import type { Comment, Discipline, Feature, Spec, Task } from '../core/plan/plan.js';
import { PROVENANCES } from '../core/plan/plan-basics.js';
import {
  checkShape,
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
  parseYamlSource,
  place,
  priorityRank,
  type SourceDoc,
  type SourcePath,
  type SourceReader,
  sortByPriority,
  text,
  tryList,
  tryRead,
  warnUnmapped,
} from './kit/index.js';

const Id = z.union([z.string().min(1), z.number().int()], {
  error: 'expected a task id (a number or a string)',
});
const Strings = z.array(z.string()).nullish();
const Text = z.union([z.string(), z.array(z.string())]).nullish();
/** A YAML date stays a string in YAML 1.2, but a `%YAML 1.1` file reads it as a Date. */
const When = z.union([z.string(), z.date()]).nullish();
const Scalar = z.union([z.string(), z.number(), z.boolean()]).transform(String);

const TaskRow = z.looseObject({
  id: Id,
  feature: z.string().nullish(),
  discipline: z.string().nullish(),
  title: z.string().min(1),
  description: z.string().nullish(),
  status: z.string().nullish(),
  depends_on: z.array(Id).nullish(),
  blocked_by: z.string().nullish(),
  priority: z.string().nullish(),
  completed: When,
  acceptance_criteria: Strings,
  context_files: Strings,
  output_artifacts: Strings,
  hints: Text,
  complexity: z.union([z.string(), z.number()]).nullish(),
  estimated_turns: z.number().int().positive().nullish(),
  provenance: z.string().nullish(),
  comments: z
    .array(
      z.looseObject({
        author: z.string().nullish(),
        agent_task_id: Id.nullish(),
        body: z.string(),
        created: When,
      }),
    )
    .nullish(),
});

const FeatureRow = z.looseObject({
  name: z.string().min(1),
  display_name: z.string().nullish(),
  description: z.string().nullish(),
  knowledge_paths: Strings,
  context_files: Strings,
});

const McpRow = z.looseObject({
  name: z.string().min(1),
  command: z.string().nullish(),
  // YAML reads `PORT: 5432` as a number; a command line and an environment hold strings.
  args: z.array(Scalar).nullish(),
  env: z.record(z.string(), Scalar).nullish(),
  url: z.string().nullish(),
});

const DisciplineRow = z.looseObject({
  name: z.string().min(1),
  system_prompt: z.string().nullish(),
  skills: Strings,
  conventions: Text,
  mcp_servers: z.array(McpRow).nullish(),
});

/** The database's UI bookkeeping (a 4-letter acronym, a Lucide icon, a colour): dropped quietly. */
const QUIET = ['acronym', 'icon', 'color'];
const TASK_KEYS = new Set([...Object.keys(TaskRow.shape), ...QUIET]);
/** A feature's display name becomes its spec's name. */
const FEATURE_KEYS = new Set([...Object.keys(FeatureRow.shape), ...QUIET]);
const DISCIPLINE_KEYS = new Set([...Object.keys(DisciplineRow.shape), ...QUIET]);
/** metadata.yaml: the schema version and the id counters are the database's own. */
const METADATA_KEYS = new Set(['schema_version', '_counters']);

export const importRalphDb: Importer = (path, reader) => {
  const warnings: string[] = [];
  const dir = findDb(path, reader);
  const tasksDoc = load(reader, joinPath(dir, 'tasks.yaml'))!;
  // Unmapped keys per file, each reported once with the number of entries that have it.
  const seenKeys = new Map<SourceDoc, DroppedFields>();
  const seen = (doc: SourceDoc): DroppedFields => {
    const keys = seenKeys.get(doc) ?? new DroppedFields(doc === tasksDoc ? 'tasks' : 'entries');
    seenKeys.set(doc, keys);
    return keys;
  };
  const featuresDoc = load(reader, joinPath(dir, 'features.yaml'));
  const disciplinesDoc = load(reader, joinPath(dir, 'disciplines.yaml'));
  const metadataDoc = load(reader, joinPath(dir, 'metadata.yaml'));
  if (metadataDoc) warnMetadata(metadataDoc, warnings);
  const { features, featureInfo } = readFeatures(featuresDoc, seen, warnings);

  const disciplines = readDisciplines(disciplinesDoc, seen, warnings);

  const unsorted = rows(tasksDoc, 'tasks').map(({ value, path: at }) => {
    const row = checkShape(tasksDoc, TaskRow, value, at);
    warnUnmapped(row, TASK_KEYS, (k) => place(tasksDoc, [...at, k]), seen(tasksDoc), warnings);
    return { row, at };
  });
  seen(tasksDoc).flush(warnings);
  // Critical before high before medium before low; a task without one is medium, as in the database.
  const taskRows = sortByPriority(unsorted, ({ row, at }) =>
    priorityRank(row.priority, place(tasksDoc, [...at, 'priority']), warnings),
  );
  if (taskRows.length === 0) throw new ImportError(`${tasksDoc.file}: no tasks; add entries under "tasks:"`);

  const firstAt = new Map<string, string>();
  const taskIds = new IdAllocator('task', warnings);
  const idOf = new Map<string, string>();
  for (const { row, at } of unsorted) {
    const raw = String(row.id);
    const here = place(tasksDoc, [...at, 'id']);
    const first = firstAt.get(raw);
    if (first)
      throw new ImportError(`${here}: task id ${raw} is also used at ${first}; give each task its own id`);
    firstAt.set(raw, here);
    idOf.set(raw, taskIds.take(raw, here));
  }

  // Specs in the order features.yaml lists them, then features only tasks mention.
  const specIds = new IdAllocator('spec', warnings);
  const specs = new Map<string, Spec>();
  const specFor = (feature: string, where: string): Spec => {
    let spec = specs.get(feature);
    if (!spec) {
      const info = featureInfo.get(feature);
      spec = {
        id: specIds.takeSpec(feature || 'tasks', where, 'feature'),
        name: info?.name ?? (feature || undefined),
        context: info?.context,
        tasks: [],
      };
      specs.set(feature, spec);
    }
    return spec;
  };
  features.forEach((f, i) => {
    if (taskRows.some(({ row }) => row.feature === f.name))
      specFor(f.name, place(featuresDoc!, rowPath(featuresDoc!, 'features', i)));
  });

  for (const { row, at } of taskRows) {
    const task = taskOfRow(row, at, tasksDoc, idOf, warnings);
    const where = (key: string) => place(tasksDoc, [...at, key]);
    specFor(row.feature ?? '', where('feature')).tasks.push(task);
  }

  const plan = finishPlan('ralph-db', { specs: [...specs.values()], disciplines, features }, warnings);
  return { plan, warnings };
};

type Row = z.infer<typeof TaskRow>;

/** A task row as a plan task: its status, dependencies, reason, provenance, comments and dates. */
function taskOfRow(
  row: Row,
  at: SourcePath,
  tasksDoc: SourceDoc,
  idOf: Map<string, string>,
  warnings: string[],
): Task {
  const where = (key: string) => place(tasksDoc, [...at, key]);
  const status = mapStatus(row.status, where('status'), warnings);
  const deps: string[] = [];
  for (const d of row.depends_on ?? []) {
    const id = idOf.get(String(d));
    if (id) deps.push(id);
    else warnings.push(`${where('depends_on')}: unknown task ${d}; that dependency is dropped`);
  }
  let blockedReason: string | undefined;
  if (row.blocked_by && status === 'blocked') blockedReason = row.blocked_by;
  else if (row.blocked_by)
    warnings.push(
      `${where('blocked_by')}: blocked_by on a ${status} task; ignored (Ralph keeps a reason only for blocked tasks)`,
    );
  let provenance: Task['provenance'];
  if (row.provenance && (PROVENANCES as readonly string[]).includes(row.provenance))
    provenance = row.provenance as Task['provenance'];
  else if (row.provenance)
    warnings.push(
      `${where('provenance')}: unknown provenance "${row.provenance}"; left out (use ${PROVENANCES.join(', ')})`,
    );
  const comments: Comment[] | undefined = row.comments?.map((c, ci) => {
    const { author, agent_task_id, body, created, ...rest } = c;
    const cat = (key: string) => place(tasksDoc, [...at, 'comments', ci, key]);
    // The task the agent was working on when it wrote the comment, by its id in the plan.
    let agentTaskId: string | undefined;
    if (agent_task_id !== undefined && agent_task_id !== null) {
      agentTaskId = idOf.get(String(agent_task_id));
      if (!agentTaskId)
        warnings.push(`${cat('agent_task_id')}: unknown task ${agent_task_id}; dropped from the comment`);
    }
    return compactComment({
      ...rest,
      author: author ?? 'unknown',
      agentTaskId,
      body,
      created: isoTime(created, cat('created'), warnings),
    });
  });
  const completed = isoTime(row.completed, where('completed'), warnings);
  if (completed && status !== 'completed')
    warnings.push(
      `${where('completed')}: a completion date on a ${status} task; dropped (Ralph keeps one for completed tasks)`,
    );

  return {
    id: idOf.get(String(row.id))!,
    title: row.title.trim(),
    description: text(row.description) ?? row.title.trim(),
    status,
    acceptanceCriteria: row.acceptance_criteria ?? undefined,
    dependsOn: deps,
    discipline: row.discipline ?? undefined,
    feature: row.feature ?? undefined,
    contextFiles: row.context_files ?? undefined,
    outputArtifacts: row.output_artifacts ?? undefined,
    hints: row.hints ?? undefined,
    complexity: mapComplexity(row.complexity, where('complexity'), warnings),
    estimatedTurns: row.estimated_turns ?? undefined,
    provenance,
    comments,
    blockedReason,
    completedAt: status === 'completed' ? completed : undefined,
  };
}

/** features.yaml: the plan's features, and each one's display name and description for its spec. */
function readFeatures(
  featuresDoc: SourceDoc | undefined,
  seen: (doc: SourceDoc) => DroppedFields,
  warnings: string[],
): { features: Feature[]; featureInfo: Map<string, { name?: string; context?: string }> } {
  const features: Feature[] = [];
  const featureInfo = new Map<string, { name?: string; context?: string }>();
  rows(featuresDoc, 'features').forEach(({ value, path: at }) => {
    const f = checkShape(featuresDoc!, FeatureRow, value, at);
    warnUnmapped(f, FEATURE_KEYS, (k) => place(featuresDoc!, [...at, k]), seen(featuresDoc!), warnings);
    features.push({
      name: f.name,
      description: f.description ?? undefined,
      knowledgePaths: f.knowledge_paths ?? undefined,
      contextFiles: f.context_files ?? undefined,
    });
    featureInfo.set(f.name, { name: f.display_name ?? undefined, context: f.description ?? undefined });
  });
  if (featuresDoc) seen(featuresDoc).flush(warnings);
  return { features, featureInfo };
}

/** disciplines.yaml: the plan's disciplines. */
function readDisciplines(
  disciplinesDoc: SourceDoc | undefined,
  seen: (doc: SourceDoc) => DroppedFields,
  warnings: string[],
): Discipline[] {
  const disciplines: Discipline[] = [];
  rows(disciplinesDoc, 'disciplines').forEach(({ value, path: at }) => {
    const d = checkShape(disciplinesDoc!, DisciplineRow, value, at);
    warnUnmapped(
      d,
      DISCIPLINE_KEYS,
      (k) => place(disciplinesDoc!, [...at, k]),
      seen(disciplinesDoc!),
      warnings,
    );
    disciplines.push({
      name: d.name,
      systemPrompt: d.system_prompt ?? undefined,
      skills: d.skills ?? undefined,
      conventions: d.conventions ?? undefined,
      mcpServers: d.mcp_servers?.map((m) => {
        const { name, command, args, env, url, ...rest } = m;
        return {
          ...rest,
          name,
          command: command ?? undefined,
          args: args ?? undefined,
          env: env ?? undefined,
          url: url ?? undefined,
        };
      }),
    });
  });
  if (disciplinesDoc) seen(disciplinesDoc).flush(warnings);
  return disciplines;
}

/** metadata.yaml: nothing in it has a place in the plan but the database's own bookkeeping. */
function warnMetadata(metadataDoc: SourceDoc, warnings: string[]): void {
  const meta = metadataDoc?.value;
  if (meta && typeof meta === 'object' && !Array.isArray(meta)) {
    const project = (meta as { project?: unknown }).project;
    if (project && typeof project === 'object')
      for (const key of Object.keys(project))
        if (key !== 'created')
          warnings.push(dropped(place(metadataDoc!, ['project', key]), `project.${key}`));
    warnUnmapped(
      meta as Record<string, unknown>,
      new Set([...METADATA_KEYS, 'project']),
      (k) => place(metadataDoc!, [k]),
      new Set(),
      warnings,
    );
  }
}

/** The database directory: PATH itself, PATH/db, or PATH/.ralph/db, whichever holds tasks.yaml. */
function findDb(path: string, reader: SourceReader): string {
  for (const dir of [path, joinPath(path, 'db'), joinPath(path, '.ralph/db')])
    if (tryList(reader, dir)?.includes('tasks.yaml')) return dir;
  throw new ImportError(`${path}: no tasks.yaml here; pass the .ralph/db directory that holds it`);
}

function compactComment(c: Comment): Comment {
  return Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined)) as Comment;
}

function load(reader: SourceReader, file: string): SourceDoc | undefined {
  const text = tryRead(reader, file);
  if (text === undefined) return undefined;
  return parseYamlSource(file, text);
}

/** The rows under `key:` (or a top-level list), each with its path for messages. */
function rows(
  doc: SourceDoc | undefined,
  key: string,
): Array<{ value: unknown; path: Array<string | number> }> {
  if (!doc || doc.value === null || doc.value === undefined) return [];
  const v = doc.value;
  const list = Array.isArray(v) ? v : (v as Record<string, unknown> | null)?.[key];
  if (list === undefined || list === null) {
    if (v && typeof v === 'object' && !Array.isArray(v)) return [];
  }
  if (!Array.isArray(list))
    throw new ImportError(
      `${doc.where([key])}: expected "${key}:" to hold a list; write each entry as "- ..."`,
    );
  return list.map((value, i) => ({ value, path: rowPath(doc, key, i) }));
}

function rowPath(doc: SourceDoc, key: string, i: number): Array<string | number> {
  return Array.isArray(doc.value) ? [i] : [key, i];
}
