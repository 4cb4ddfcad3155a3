// Validation of a plan: the schema, then the rules no schema can express (duplicate ids,
// unknown and cyclic dependencies, ids unsafe as branch names, completed-before-dependency).
// Every problem carries the JSON path it is about, so a message reads
// `specs[1].tasks[0].dependsOn[0]: unknown task "x"`.

import { agentRouting, PROVIDER_NAMES } from '../agent-routing.js';
import { closestKey } from '../closest-key.js';
import { parseEntry } from '../network.js';
import type { AgentOverride, Plan, Task } from './plan.js';
import { agentEnvProblem, COMPLEXITIES, isDone, TASK_STATUSES } from './plan-basics.js';
import { PLAN_SHAPE } from './plan-shape.js';
import {
  type Shape,
  type ShapeIssue,
  shapeAt,
  shapeIssues,
  shapePredicate,
  unwrapOptional,
} from './shape.js';

export interface Problem {
  /** Where in the plan, as a JSON path: `specs[1].tasks[0].dependsOn[0]`. Empty for the root. */
  path: string;
  message: string;
}

export type PathSegment = string | number;

export function formatPath(segments: readonly PropertyKey[]): string {
  let out = '';
  for (const seg of segments) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (typeof seg === 'string' && /^[A-Za-z_$][\w$]*$/.test(seg)) out += out ? `.${seg}` : seg;
    else out += `[${JSON.stringify(String(seg))}]`;
  }
  return out;
}

export function parsePath(path: string): PathSegment[] {
  const out: PathSegment[] = [];
  const re = /([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g;
  for (const m of path.matchAll(re)) {
    if (m[1] !== undefined) out.push(m[1]);
    else if (m[2] !== undefined) out.push(Number(m[2]));
    else if (m[3] !== undefined) out.push(JSON.parse(m[3]) as string);
  }
  return out;
}

export function formatProblem(p: Problem): string {
  return p.path ? `${p.path}: ${p.message}` : p.message;
}

/**
 * Branch-, file- and argument-safe id: starts with a letter or digit, then letters, digits,
 * ".", "_" or "-"; no "..", no trailing "." or ".lock" (git refuses those), at most 100 chars.
 */
export function unsafeIdReason(id: string): string | undefined {
  if (id.length > 100) return 'is longer than 100 characters';
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(id))
    return 'may only hold letters, digits, ".", "_" and "-", starting with a letter or digit';
  if (id.includes('..')) return 'may not contain ".."';
  if (id.endsWith('.') || id.endsWith('.lock')) return 'may not end in "." or ".lock"';
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

let planPredicate: ((value: unknown) => boolean) | undefined;

/**
 * Schema problems for any JSON value, each naming the value it got and what fits: the issues
 * zod reports for the plan schema, found without zod (shape.ts). A fast yes/no first, which is
 * all a valid plan costs; the issues are only worked out for a plan that has some.
 */
export function schemaProblems(value: unknown): Problem[] {
  if (planSchemaAccepts(value)) return [];
  return shapeIssues(PLAN_SHAPE, value).map((issue) => ({
    path: formatPath(issue.path),
    message: issueMessage(issue, valueAt(value, issue.path), describedAt(PLAN_SHAPE, issue.path)),
  }));
}

/**
 * One sentence per issue in a plan's words: the value it got and what would fit. zod's own
 * messages ("Invalid option: expected one of "a"|"b"", "must match pattern /^\d+.../") name
 * neither the value nor, for a pattern, anything a person can copy.
 */
function issueMessage(issue: ShapeIssue, got: unknown, description: string | undefined): string {
  const what = description ? lowerFirst(description).replace(/\.$/, '') : undefined;
  const hint = what ? `; ${what}` : '';
  switch (issue.code) {
    case 'invalid_type':
      if (got === undefined) return `missing: this key is required (${typeWord(issue.expected)})`;
      return `expected ${typeWord(issue.expected)}, got ${shown(got)}${hint}`;
    case 'invalid_value':
      return `${shown(got)} is not one of ${(issue.values ?? []).map((v) => String(v)).join(', ')}`;
    case 'invalid_format':
      if (issue.format === 'regex' && what) return `${shown(got)} is not valid here: use ${what}`;
      return `${shown(got)} is not valid here: it must match ${issue.pattern ?? issue.format}`;
    case 'invalid_union': {
      const options = [...new Set((issue.errors ?? []).map((e) => typeWord(e[0]?.expected)))];
      return `got ${shown(got)}; use ${what ?? options.join(' or ')}`;
    }
    case 'too_small':
    case 'too_big': {
      const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      const more = issue.code === 'too_small';
      if (issue.origin === 'string')
        return `${shown(got)} is too ${more ? 'short' : 'long'}: ${more ? 'at least' : 'at most'} ${bound} character${bound === 1 ? '' : 's'}`;
      if (issue.origin === 'array')
        return `has ${Array.isArray(got) ? got.length : '?'} entries; ${more ? 'at least' : 'at most'} ${bound} ${bound === 1 ? 'is' : 'are'} needed`;
      const rel = more
        ? issue.inclusive
          ? 'at least'
          : 'greater than'
        : issue.inclusive
          ? 'at most'
          : 'less than';
      return `got ${shown(got)}; it must be ${rel} ${bound}${hint}`;
    }
  }
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

function typeWord(expected: string | undefined): string {
  return (expected && TYPE_WORDS[expected]) ?? expected ?? 'something else';
}

/** A value as a message quotes it: short JSON for scalars, a kind for the rest. */
function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (isRecord(value)) return 'an object';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 56)}..."` : text;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const seg of path) {
    if (Array.isArray(at) && typeof seg === 'number') at = at[seg];
    else if (isRecord(at) && typeof seg === 'string') at = at[seg];
    else return undefined;
  }
  return at;
}

/** The schema's own description of what fits at a path (`.describe()`), if it has one. */
function describedAt(shape: Shape, path: readonly PropertyKey[]): string | undefined {
  for (const node of shapeAt(shape, path)) if (node.description) return node.description;
  return undefined;
}

/**
 * Warnings about a plan that is valid but probably not what its author meant: an unknown key
 * that is a known key misspelled (kept, as every unknown key is, but Ralph does not read it,
 * so a `dependOn` silently drops a dependency), and a plan without gates (nothing checks the
 * agent's work). `ralph validate --strict` turns them into errors.
 */
export function planWarnings(plan: Plan): Problem[] {
  const warnings: Problem[] = [];
  misspelledKeys(PLAN_SHAPE, plan, [], warnings);
  if (!plan.gates || plan.gates.length === 0)
    warnings.push({
      path: '',
      message:
        'no gates: nothing checks the agent\'s work before its task is marked completed; add "gates", such as [{"name": "test", "command": "npm test"}]',
    });
  return warnings;
}

function misspelledKeys(schema: Shape, value: unknown, path: PathSegment[], out: Problem[]): void {
  const node = unwrapOptional(schema);
  if (node.type === 'array' && Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) misspelledKeys(node.element, value[i], [...path, i], out);
    return;
  }
  if (node.type !== 'object' || !isRecord(value)) return;
  const shape = node.fields;
  const known = Object.keys(shape);
  for (const key of Object.keys(value)) {
    const field = shape[key];
    if (field) {
      misspelledKeys(field, value[key], [...path, key], out);
      continue;
    }
    const meant = closestKey(key, known);
    // Both present: the unknown one is the author's own key, not a slip.
    if (meant !== undefined && !(meant in value))
      out.push({
        path: formatPath([...path, key]),
        message: `unknown key "${key}" is kept, but Ralph does not read it; did you mean "${meant}"?`,
      });
  }
}

/**
 * The rules beyond the schema. Linear in plan size. On a value the schema refused it checks
 * what it can: each rule reads only the parts that have the shape it needs (a spec's id that
 * is a string, a task list that is a list, a dependency that is a string), so one run of
 * `planProblems` names every problem of a plan that parses.
 */
export function semanticProblems(plan: Plan): Problem[] {
  const problems: Problem[] = [];
  const agent = isRecord(plan.agent) ? (plan.agent as NonNullable<Plan['agent']>) : undefined;
  // The `command` agent is a command line of the user's: without one nothing can run.
  if (agent?.provider === 'command' && !(typeof agent.command === 'string' && agent.command.trim()))
    problems.push({
      path: 'agent.command',
      message:
        'agent.provider is "command" but agent.command is missing; add "command": the command line that runs your agent (the prompt arrives on its stdin), such as "my-agent --yes", or choose another provider (claude, codex, gemini, opencode)',
    });
  // A slip in a host or a set name (did you mean), said where it is.
  const network = isRecord(plan.network) ? plan.network : undefined;
  if (network && Array.isArray(network.allowed))
    for (const [i, entry] of network.allowed.entries()) {
      if (typeof entry !== 'string') continue;
      try {
        parseEntry(entry, `network.allowed[${i}]`);
      } catch (err) {
        problems.push({
          path: `network.allowed[${i}]`,
          message: (err as Error).message.replace(/^network\.allowed\[\d+\]: /, ''),
        });
      }
    }
  const specs = Array.isArray(plan.specs) ? plan.specs : NO_SPECS;
  const specIds = new Map<string, number>();
  // Every task in plan order, by position, with where it sits (typed arrays sized once: no
  // growing, nothing for the garbage collector to trace); `index` maps an id to the position of
  // its first task.
  let count = 0;
  for (const spec of specs) count += tasksOf(spec).length;
  const tasks: Task[] = new Array(count);
  const specOf = new Int32Array(count);
  const taskOf = new Int32Array(count);
  const index = new Map<string, number>();
  const taskPath = (n: number) => `specs[${specOf[n]}].tasks[${taskOf[n]}]`;

  let n = 0;
  let edgeCount = 0;
  for (let si = 0; si < specs.length; si++) {
    const spec = specs[si]!;
    const id = isRecord(spec) ? spec.id : undefined;
    if (typeof id === 'string') {
      const first = specIds.get(id);
      if (first !== undefined) {
        problems.push({
          path: `specs[${si}].id`,
          message: `duplicate spec id "${id}" (first at specs[${first}].id)`,
        });
      } else specIds.set(id, si);
      const unsafe = unsafeIdReason(id);
      if (unsafe)
        problems.push({
          path: `specs[${si}].id`,
          message: `spec id "${id}" ${unsafe}; it becomes a branch name (ralph/${id}), so rename it`,
        });
    }
    const list = tasksOf(spec);
    for (let ti = 0; ti < list.length; ti++, n++) {
      const task = (isRecord(list[ti]) ? list[ti] : NOT_A_TASK) as Task;
      tasks[n] = task;
      edgeCount += dependsOnOf(task).length;
      specOf[n] = si;
      taskOf[n] = ti;
      if (typeof task.id !== 'string') continue;
      const prior = index.get(task.id);
      if (prior !== undefined) {
        problems.push({
          path: `${taskPath(n)}.id`,
          message: `duplicate task id "${task.id}" (first at ${taskPath(prior)}.id)`,
        });
      } else index.set(task.id, n);
      const unsafeTask = unsafeIdReason(task.id);
      if (unsafeTask)
        problems.push({
          path: `${taskPath(n)}.id`,
          message: `task id "${task.id}" ${unsafeTask}; it becomes a file and artifact name, so rename it`,
        });
    }
  }

  const gateNames = new Map<string, number>();
  if (Array.isArray(plan.gates))
    plan.gates.forEach((gate, gi) => {
      if (!isRecord(gate) || typeof gate.name !== 'string') return;
      const first = gateNames.get(gate.name);
      if (first !== undefined)
        problems.push({
          path: `gates[${gi}].name`,
          message: `duplicate gate name "${gate.name}" (first at gates[${first}].name); each gate is one workflow step, by name`,
        });
      else gateNames.set(gate.name, gi);
    });

  // Each level of the agent (the plan's, each tier's, each discipline's, each task's) checked
  // as the plan's is; a problem names its level.
  problems.push(...agentLevelProblems(plan, tasks, taskPath));

  // The names a task may refer to; undefined when the list itself is not one (the schema says so).
  const names = (list: unknown) =>
    list === undefined
      ? new Set<string>()
      : Array.isArray(list)
        ? new Set(list.map((x) => (isRecord(x) ? x.name : undefined)).filter((x) => typeof x === 'string'))
        : undefined;
  const disciplines = names(plan.disciplines);
  const features = names(plan.features);

  // The dependency graph by position, dependencies that name no task left out (reported here),
  // as one flat list: the dependencies of task n are to[from[n]] up to to[from[n + 1]]. One
  // array for the whole plan instead of one per task.
  const from = new Int32Array(count + 1);
  const to = new Int32Array(edgeCount);
  let edge = 0;
  for (let n = 0; n < count; n++) {
    const task = tasks[n]!;
    const deps = dependsOnOf(task);
    from[n] = edge;
    const completed = task.status === 'completed';
    for (let di = 0; di < deps.length; di++) {
      const dep = deps[di]!;
      if (typeof dep !== 'string') continue;
      const target = index.get(dep);
      if (target === undefined) {
        problems.push({ path: `${taskPath(n)}.dependsOn[${di}]`, message: `unknown task "${dep}"` });
        continue;
      }
      to[edge++] = target;
      if (!completed) continue;
      const depStatus = tasks[target]!.status;
      // A status the schema refused is said there, once.
      if (!isDone(depStatus) && (TASK_STATUSES as readonly unknown[]).includes(depStatus))
        problems.push({
          path: `${taskPath(n)}.status`,
          message: `task "${task.id}" is completed but its dependency "${dep}" is ${depStatus}; set one of them right`,
        });
    }
    if (typeof task.discipline === 'string' && disciplines && !disciplines.has(task.discipline))
      problems.push({
        path: `${taskPath(n)}.discipline`,
        message: `unknown discipline "${task.discipline}"; add it to disciplines[] or remove the reference`,
      });
    if (typeof task.feature === 'string' && features && !features.has(task.feature))
      problems.push({
        path: `${taskPath(n)}.feature`,
        message: `unknown feature "${task.feature}"; add it to features[] or remove the reference`,
      });
  }
  from[count] = edge;

  for (const cycle of graphCycles(from, to)) {
    const at = cycle[cycle.length - 2]!;
    problems.push({
      path: `${taskPath(at)}.dependsOn`,
      message: `dependency cycle: ${cycle.map((n) => tasks[n]!.id).join(' -> ')}; remove one of these dependencies`,
    });
  }
  return problems;
}

const NO_SPECS: Plan['specs'] = [];
const NOT_A_TASK = {} as Task;

/** A spec's tasks, when it is an object with a list of them; else none. */
function tasksOf(spec: unknown): readonly unknown[] {
  return isRecord(spec) && Array.isArray(spec.tasks) ? spec.tasks : NO_IDS;
}

/** A task's dependencies, when they are a list; else none. */
function dependsOnOf(task: Task): readonly unknown[] {
  return Array.isArray(task.dependsOn) ? task.dependsOn : NO_IDS;
}

/** An agent level as people name it, where it sits, and the task it belongs to when it is a task's. */
interface LevelAt {
  name: string;
  path: PathSegment[];
  override: AgentOverride;
}

/** Where each level of the agent is set in the plan (escalate among them), most general first. */
function agentLevelsOf(plan: Plan, tasks: readonly Task[], taskPath: (n: number) => string): LevelAt[] {
  const out: LevelAt[] = [];
  // On a plan the schema refused, only the levels that are objects are read.
  const agent = isRecord(plan.agent) ? plan.agent : undefined;
  if (agent) out.push({ name: 'agent', path: ['agent'], override: agent });
  for (const [tier, override] of Object.entries(isRecord(agent?.tiers) ? agent.tiers : {}))
    if (isRecord(override))
      out.push({
        name: `tier "${tier}"`,
        path: ['agent', 'tiers', tier],
        override: override as AgentOverride,
      });
  if (isRecord(agent?.escalate))
    out.push({ name: 'agent.escalate', path: ['agent', 'escalate'], override: agent.escalate });
  (Array.isArray(plan.disciplines) ? plan.disciplines : []).forEach((d, i) => {
    if (isRecord(d) && isRecord(d.agent))
      out.push({ name: `discipline "${d.name}"`, path: ['disciplines', i, 'agent'], override: d.agent });
  });
  for (let n = 0; n < tasks.length; n++) {
    const task = tasks[n]!;
    if (isRecord(task.agent))
      out.push({
        name: `task "${task.id}"`,
        path: [...parsePath(taskPath(n)), 'agent'],
        override: task.agent,
      });
  }
  return out;
}

/**
 * The rules of agent routing (core/agent-routing.ts): at every level a provider Ralph has and no
 * secret in `env`; tier names that are tiers; and every task whose agent resolves to `command`
 * (first attempt or escalated retry) has a command line from some level.
 */
function agentLevelProblems(plan: Plan, tasks: readonly Task[], taskPath: (n: number) => string): Problem[] {
  const problems: Problem[] = [];
  const levels = agentLevelsOf(plan, tasks, taskPath);
  for (const tier of Object.keys(isRecord(plan.agent) && isRecord(plan.agent.tiers) ? plan.agent.tiers : {}))
    if (!(COMPLEXITIES as readonly string[]).includes(tier))
      problems.push({
        path: formatPath(['agent', 'tiers', tier]),
        message: `unknown tier "${tier}" in agent.tiers: the tiers are ${COMPLEXITIES.join(', ')} (a task's complexity); rename it to one of them`,
      });
  let commandLevels = false;
  for (const level of levels) {
    const { provider } = level.override;
    const env = isRecord(level.override.env) ? level.override.env : {};
    if (provider !== undefined && !(PROVIDER_NAMES as readonly string[]).includes(provider))
      problems.push({
        path: formatPath([...level.path, 'provider']),
        message: `unknown provider "${provider}" in ${level.name}: use one of ${PROVIDER_NAMES.join(', ')}`,
      });
    if (provider === 'command') commandLevels = true;
    // The plan is committed: a secret in the agent's environment would be published with it.
    for (const [name, value] of Object.entries(env)) {
      const problem = agentEnvProblem(name, typeof value === 'string' ? value : '');
      if (problem)
        problems.push({
          path: formatPath([...level.path, 'env', name]),
          message: level.name === 'agent' ? problem : `in ${level.name}: ${problem}`,
        });
    }
  }
  if (!commandLevels) return problems;
  // A `command` agent without a command line: said once per level that chose `command`, naming
  // the tasks it leaves without one. Only looked for when some level chose it.
  const route = agentRouting(plan);
  const missing = new Map<string, { path: string; tasks: string[] }>();
  for (let n = 0; n < tasks.length; n++) {
    const task = tasks[n]!;
    for (const retry of plan.agent?.escalate ? [false, true] : [false]) {
      const agent = route(task, { taskPath: taskPath(n), retry });
      if (agent.provider !== 'command' || agent.command?.trim()) continue;
      const name = agent.from.provider!;
      if (name === 'agent') continue; // the plan-wide check above says it once
      const at = levels.find((l) => l.name === name);
      const entry = missing.get(name) ?? { path: formatPath([...(at?.path ?? []), 'provider']), tasks: [] };
      if (!entry.tasks.includes(task.id)) entry.tasks.push(task.id);
      missing.set(name, entry);
    }
  }
  for (const [name, { path, tasks: ids }] of missing)
    problems.push({
      path,
      message: `${name} sets provider "command" but no level gives its command line, so task${ids.length === 1 ? '' : 's'} ${ids
        .slice(0, 5)
        .map((id) => `"${id}"`)
        .join(
          ', ',
        )}${ids.length > 5 ? ` and ${ids.length - 5} more` : ''} cannot run; add "command" (the command line that runs your agent; the prompt arrives on its stdin) beside it`,
    });
  return problems;
}

/**
 * Every dependency cycle of a graph given as `edges[node] = [dependency, ...]`, each found once,
 * as the list of nodes from the first back to itself (`[a, b, a]`).
 */
export function dependencyCycles(edges: readonly (readonly number[])[]): number[][] {
  const from = new Int32Array(edges.length + 1);
  const to: number[] = [];
  for (let n = 0; n < edges.length; n++) {
    from[n] = to.length;
    to.push(...edges[n]!);
  }
  from[edges.length] = to.length;
  return graphCycles(from, Int32Array.from(to));
}

/**
 * dependencyCycles on the flat form: node n's dependencies are `to[from[n]]` up to
 * `to[from[n + 1]]`. An iterative depth-first walk over typed arrays: a 10,000-task chain
 * neither overflows the call stack nor allocates per node.
 */
function graphCycles(from: Int32Array, to: Int32Array): number[][] {
  const count = from.length - 1;
  const cycles: number[][] = [];
  const state = new Uint8Array(count); // 0 = not seen, 1 = on the stack, 2 = finished
  const stackNode = new Int32Array(count);
  const stackNext = new Int32Array(count); // the next of its edges to follow, as an index into `to`
  const stackAt = new Int32Array(count); // where a node on the stack sits in it
  for (let root = 0; root < count; root++) {
    if (state[root] !== 0) continue;
    let top = 0;
    stackNode[0] = root;
    stackNext[0] = from[root]!;
    stackAt[root] = 0;
    state[root] = 1;
    while (top >= 0) {
      const node = stackNode[top]!;
      if (stackNext[top]! >= from[node + 1]!) {
        state[node] = 2;
        top--;
        continue;
      }
      const dep = to[stackNext[top]!++]!;
      if (state[dep] === 1) {
        const cycle = Array.from(stackNode.subarray(stackAt[dep]!, top + 1));
        cycle.push(dep);
        cycles.push(cycle);
      } else if (state[dep] === 0) {
        top++;
        stackNode[top] = dep;
        stackNext[top] = from[dep]!;
        stackAt[dep] = top;
        state[dep] = 1;
      }
    }
  }
  return cycles;
}

/**
 * Every problem of a plan in one go: the schema's, and the rules beyond it on the parts they
 * can read. A rule's problem at a place the schema already named (or inside it) is left to
 * the schema's message: one problem, one line.
 */
export function planProblems(value: unknown): Problem[] {
  const schema = schemaProblems(value);
  if (schema.length === 0) return semanticProblems(value as Plan);
  if (!isRecord(value)) return schema;
  const named = (path: string) =>
    schema.some(
      (s) =>
        s.path === '' || path === s.path || path.startsWith(`${s.path}.`) || path.startsWith(`${s.path}[`),
    );
  return [...schema, ...semanticProblems(value as Plan).filter((p) => !named(p.path))];
}

/**
 * Whether the plan schema accepts a whole plan (the fast yes/no of schemaProblems). For a
 * reader that checks a plan assembled from an accepted plan and a few new `specs` entries a
 * part at a time (plan-delta.ts).
 */
export function planSchemaAccepts(value: unknown): boolean {
  planPredicate ??= shapePredicate(PLAN_SHAPE);
  return planPredicate(value);
}

let specEntryPredicate: ((value: unknown) => boolean) | undefined;

/**
 * Whether the plan schema accepts each of these entries of a plan's `specs`; false means "not
 * sure". A plan the schema accepts, with some of its `specs` entries replaced by entries this
 * accepts, is accepted too: the `specs` list has no check of its own (a shape's arrays have
 * none, shape-of.ts refuses a length bound).
 */
export function specEntriesAccepted(entries: readonly unknown[]): boolean {
  if (specEntryPredicate === undefined) {
    const specs = PLAN_SHAPE.type === 'object' ? PLAN_SHAPE.fields.specs : undefined;
    specEntryPredicate = specs?.type === 'array' ? shapePredicate(specs.element) : () => false;
  }
  for (const entry of entries) if (!specEntryPredicate(entry)) return false;
  return true;
}

/**
 * semanticProblems for a plan that has none (`base`) with the specs `from..to` replaced by
 * `entries` of the same shape: the same specs, holding the same tasks (ids, in order) with the
 * same dependencies. Ids, dependencies and the graph are then the base's, so of its rules only
 * those about what such an edit can change are left: a task's discipline and feature, and a
 * completed task whose dependency is not done (a new task's, or a task of another spec that
 * depends on a new one). true: no problem; false: a problem (semanticProblems names it);
 * undefined: another shape, for semanticProblems to check. For a reader that checks many
 * plans differing from one base in a few specs (plan-delta.ts); it must follow the rules of
 * semanticProblems above.
 */
export class SameShapeCheck {
  private readonly status = new Map<string, Task['status']>();
  /** By a task's id: the specs (by index) of the completed tasks that depend on it. */
  private readonly completedDependents = new Map<string, number[]>();
  private readonly disciplines: Set<string>;
  private readonly features: Set<string>;

  constructor(private readonly base: Plan) {
    base.specs.forEach((spec, si) => {
      for (const task of spec.tasks) {
        this.status.set(task.id, task.status);
        if (task.status !== 'completed') continue;
        for (const dep of task.dependsOn ?? []) {
          const list = this.completedDependents.get(dep);
          if (list) list.push(si);
          else this.completedDependents.set(dep, [si]);
        }
      }
    });
    this.disciplines = new Set((base.disciplines ?? []).map((d) => d.name));
    this.features = new Set((base.features ?? []).map((f) => f.name));
  }

  accepts(from: number, to: number, entries: readonly Plan['specs'][number][]): boolean | undefined {
    if (entries.length !== to - from + 1) return undefined;
    const status = new Map<string, Task['status']>();
    for (let i = 0; i < entries.length; i++) {
      const old = this.base.specs[from + i]!;
      const entry = entries[i]!;
      if (entry.id !== old.id || entry.tasks.length !== old.tasks.length) return undefined;
      for (let t = 0; t < entry.tasks.length; t++) {
        const task = entry.tasks[t]!;
        const was = old.tasks[t]!;
        if (task.id !== was.id || !sameList(task.dependsOn, was.dependsOn)) return undefined;
        status.set(task.id, task.status);
      }
    }
    for (const entry of entries)
      for (const task of entry.tasks) {
        if (task.discipline !== undefined && !this.disciplines.has(task.discipline)) return false;
        if (task.feature !== undefined && !this.features.has(task.feature)) return false;
        if (task.status === 'completed')
          for (const dep of task.dependsOn ?? [])
            if (!isDone(status.get(dep) ?? this.status.get(dep))) return false;
        if (!isDone(task.status))
          for (const si of this.completedDependents.get(task.id) ?? [])
            if (si < from || si > to) return false;
      }
    return true;
  }
}

function sameList(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  const x = a ?? NO_IDS;
  const y = b ?? NO_IDS;
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
}

const NO_IDS: readonly string[] = [];
