// The rules of a plan that no schema can express (docs/ARCHITECTURE.md#the-plan): duplicate
// ids, ids unsafe as branch names, unknown and cyclic dependencies, a completed task whose
// dependency is not done, references to disciplines and features that are not there, and the
// agent at each level. Linear in plan size; each problem with its JSON path (problem.ts).

import { agentRouting, PROVIDER_NAMES } from '../agent-routing.js';
import { parseEntry } from '../network.js';
import type { AgentOverride, Plan, Task } from './plan.js';
import { agentEnvProblem, COMPLEXITIES, isDone, TASK_STATUSES } from './plan-basics.js';
import {
  formatPath,
  isRecord,
  type PathSegment,
  type Problem,
  parsePath,
  unsafeIdReason,
} from './problem.js';

/**
 * The rules beyond the schema. Linear in plan size. On a value the schema refused it checks
 * what it can: each rule reads only the parts that have the shape it needs (a spec's id that
 * is a string, a task list that is a list, a dependency that is a string), so one run of
 * `planProblems` names every problem of a plan that parses.
 */
export function semanticProblems(plan: Plan): Problem[] {
  const problems = planLevelProblems(plan);
  const tasks = indexTasks(plan, problems);
  problems.push(...gateNameProblems(plan));
  // Each level of the agent (the plan's, each tier's, each discipline's, each task's) checked
  // as the plan's is; a problem names its level.
  problems.push(...agentLevelProblems(plan, tasks));
  const graph = dependencyGraph(plan, tasks, problems);
  for (const cycle of graphCycles(graph.from, graph.to)) {
    const at = cycle[cycle.length - 2]!;
    problems.push({
      path: `${tasks.path(at)}.dependsOn`,
      message: `dependency cycle: ${cycle.map((n) => tasks.list[n]!.id).join(' -> ')}; remove one of these dependencies`,
    });
  }
  return problems;
}

/** The plan-wide settings no schema checks: the `command` agent's command line, the network's entries. */
function planLevelProblems(plan: Plan): Problem[] {
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
  return problems;
}

/**
 * Every task in plan order, by position, with where it sits (typed arrays sized once: no
 * growing, nothing for the garbage collector to trace); `index` maps an id to the position of
 * its first task.
 */
interface TaskIndex {
  list: Task[];
  index: Map<string, number>;
  /** A task's JSON path, by position. */
  path: (n: number) => string;
  /** How many dependencies the tasks list, all together. */
  edgeCount: number;
  /** The positions of the tasks that set an agent of their own (an object), in plan order. */
  withAgent: number[];
}

/** The tasks by position, and the problems of the spec and task ids (duplicate, unsafe) in plan order. */
function indexTasks(plan: Plan, problems: Problem[]): TaskIndex {
  const specs = Array.isArray(plan.specs) ? plan.specs : NO_SPECS;
  const specIds = new Map<string, number>();
  let count = 0;
  for (const spec of specs) count += tasksOf(spec).length;
  const tasks: Task[] = new Array(count);
  const specOf = new Int32Array(count);
  const taskOf = new Int32Array(count);
  const index = new Map<string, number>();
  const taskPath = (n: number) => `specs[${specOf[n]}].tasks[${taskOf[n]}]`;

  const withAgent: number[] = [];
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
      if (isRecord(task.agent)) withAgent.push(n);
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
  return { list: tasks, index, path: taskPath, edgeCount, withAgent };
}

/** Two gates of one name: each gate is one workflow step, by name. */
function gateNameProblems(plan: Plan): Problem[] {
  const problems: Problem[] = [];
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
  return problems;
}

/**
 * The dependency graph by position, dependencies that name no task left out (reported here),
 * as one flat list: the dependencies of task n are to[from[n]] up to to[from[n + 1]]. One
 * array for the whole plan instead of one per task. Said on the way, task by task: an unknown
 * dependency, a completed task whose dependency is not done, an unknown discipline or feature.
 */
function dependencyGraph(
  plan: Plan,
  { list: tasks, index, path: taskPath, edgeCount }: TaskIndex,
  problems: Problem[],
): { from: Int32Array; to: Int32Array } {
  const disciplines = namesIn(plan.disciplines);
  const features = namesIn(plan.features);
  const count = tasks.length;
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
  return { from, to };
}

/** The names a task may refer to; undefined when the list itself is not one (the schema says so). */
function namesIn(list: unknown): Set<unknown> | undefined {
  return list === undefined
    ? new Set<string>()
    : Array.isArray(list)
      ? new Set(list.map((x) => (isRecord(x) ? x.name : undefined)).filter((x) => typeof x === 'string'))
      : undefined;
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
function agentLevelsOf(plan: Plan, { list: tasks, path: taskPath, withAgent }: TaskIndex): LevelAt[] {
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
  // The tasks with an agent of their own, found by indexTasks' pass: no second pass over them all.
  for (const n of withAgent) {
    const task = tasks[n]!;
    out.push({
      name: `task "${task.id}"`,
      path: [...parsePath(taskPath(n)), 'agent'],
      override: task.agent as AgentOverride,
    });
  }
  return out;
}

/**
 * The rules of agent routing (core/agent-routing.ts): at every level a provider Ralph has and no
 * secret in `env`; tier names that are tiers; and every task whose agent resolves to `command`
 * (first attempt or escalated retry) has a command line from some level.
 */
function agentLevelProblems(plan: Plan, index: TaskIndex): Problem[] {
  const { list: tasks, path: taskPath } = index;
  const problems: Problem[] = [];
  const levels = agentLevelsOf(plan, index);
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
  // The common case first: every task depends only on tasks before it, so plan order is a
  // topological order and there is no cycle; one pass over the edges, no walk.
  let backward = true;
  for (let n = 0; n < count && backward; n++)
    for (let e = from[n]!; e < from[n + 1]!; e++)
      if (to[e]! >= n) {
        backward = false;
        break;
      }
  if (backward) return cycles;
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
