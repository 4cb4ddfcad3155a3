// Validation of a plan: the schema, then the rules no schema can express (duplicate ids,
// unknown and cyclic dependencies, ids unsafe as branch names, completed-before-dependency).
// Every problem carries the JSON path it is about, so a message reads
// `specs[1].tasks[0].dependsOn[0]: unknown task "x"`.
import type { z } from 'zod';
import { agentEnvProblem, isDone, type Plan, PlanSchema, type Task } from './plan.js';

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

/** What `schemaPredicate` reads of a zod definition (zod's documented `_zod.def`). */
interface ZodDef {
  type: string;
  checks?: Array<{ _zod: { def: ZodCheckDef } }>;
  shape?: Record<string, z.core.$ZodType>;
  catchall?: z.core.$ZodType;
  element?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  innerType?: z.core.$ZodType;
  entries?: Record<string, unknown>;
  keyType?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
}

interface ZodCheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

type Predicate = (value: unknown) => boolean;
const UNSURE: Predicate = () => false;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Compiles a zod schema into a predicate that answers `true` only for values zod accepts, without
 * building zod's output copy or issue list. It reads the same definitions zod runs, so zod stays
 * the single source of truth; a construct or check it does not model makes it answer `false`
 * ("not sure"), and the caller then asks zod, which also gives the messages. On a 10,000-task
 * plan this is several times faster than `safeParse`, which matters for `ralph next` start-up.
 */
export function schemaPredicate(schema: z.core.$ZodType): Predicate {
  const def = schema._zod.def as ZodDef;
  const checks = (def.checks ?? []).map((c) => c._zod.def);
  const lengthOk = (): ((n: number) => boolean) | undefined => {
    let min = 0;
    let max = Number.POSITIVE_INFINITY;
    for (const c of checks) {
      if (c.check === 'min_length' && typeof c.minimum === 'number') min = Math.max(min, c.minimum);
      else if (c.check === 'max_length' && typeof c.maximum === 'number') max = Math.min(max, c.maximum);
      else return undefined;
    }
    return (n) => n >= min && n <= max;
  };
  switch (def.type) {
    case 'unknown':
    case 'any':
      return () => true;
    case 'boolean':
      return checks.length === 0 ? (v) => typeof v === 'boolean' : UNSURE;
    case 'string': {
      const patterns: RegExp[] = [];
      let min = 0;
      for (const c of checks) {
        if (c.check === 'min_length' && typeof c.minimum === 'number') min = Math.max(min, c.minimum);
        else if (c.check === 'string_format' && c.format === 'regex' && c.pattern) patterns.push(c.pattern);
        else return UNSURE;
      }
      if (patterns.length === 0)
        return min === 0 ? (v) => typeof v === 'string' : (v) => typeof v === 'string' && v.length >= min;
      return (v) => {
        if (typeof v !== 'string' || v.length < min) return false;
        for (const p of patterns) {
          p.lastIndex = 0;
          if (!p.test(v)) return false;
        }
        return true;
      };
    }
    case 'number': {
      const tests: Array<(n: number) => boolean> = [];
      for (const c of checks) {
        const bound = c.value;
        if (c.check === 'number_format' && c.format === 'safeint') tests.push(Number.isSafeInteger);
        else if (c.check === 'greater_than' && typeof bound === 'number')
          tests.push(c.inclusive ? (n) => n >= bound : (n) => n > bound);
        else if (c.check === 'less_than' && typeof bound === 'number')
          tests.push(c.inclusive ? (n) => n <= bound : (n) => n < bound);
        else return UNSURE;
      }
      if (tests.length === 0) return (v) => typeof v === 'number' && Number.isFinite(v);
      return (v) => typeof v === 'number' && Number.isFinite(v) && tests.every((t) => t(v));
    }
    case 'enum': {
      const values = new Set(Object.values(def.entries ?? {}));
      return checks.length === 0 ? (v) => values.has(v) : UNSURE;
    }
    case 'optional': {
      if (!def.innerType || checks.length > 0) return UNSURE;
      const inner = schemaPredicate(def.innerType);
      return (v) => v === undefined || inner(v);
    }
    case 'union': {
      if (!def.options || checks.length > 0) return UNSURE;
      const options = def.options.map(schemaPredicate);
      return (v) => options.some((o) => o(v));
    }
    case 'array': {
      const length = lengthOk();
      if (!def.element || !length) return UNSURE;
      const element = schemaPredicate(def.element);
      return (v) => {
        if (!Array.isArray(v) || !length(v.length)) return false;
        for (const item of v) if (!element(item)) return false;
        return true;
      };
    }
    case 'record': {
      const keyDef = def.keyType?._zod.def as ZodDef | undefined;
      if (!def.valueType || keyDef?.type !== 'string' || keyDef.checks?.length || checks.length > 0)
        return UNSURE;
      const value = schemaPredicate(def.valueType);
      return (v) => isRecord(v) && Object.values(v).every(value);
    }
    case 'object': {
      const rest = (def.catchall?._zod.def as ZodDef | undefined)?.type;
      // No catchall strips unknown keys, unknown/any keeps them: either way they are fine.
      if (!def.shape || checks.length > 0 || (rest !== undefined && rest !== 'unknown' && rest !== 'any'))
        return UNSURE;
      const keys = Object.keys(def.shape);
      const fields = keys.map((k) => schemaPredicate(def.shape![k]!));
      return (v) => {
        if (!isRecord(v)) return false;
        for (let i = 0; i < keys.length; i++) if (!fields[i]!(v[keys[i]!])) return false;
        return true;
      };
    }
    default:
      return UNSURE;
  }
}

let planPredicate: Predicate | undefined;

/** Schema problems (zod) for any JSON value. */
export function schemaProblems(value: unknown): Problem[] {
  planPredicate ??= schemaPredicate(PlanSchema);
  if (planPredicate(value)) return [];
  const result = PlanSchema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: formatPath(issue.path),
    message: issue.message,
  }));
}

/** The rules beyond the schema. Assumes the value passed the schema. Linear in plan size. */
export function semanticProblems(plan: Plan): Problem[] {
  const problems: Problem[] = [];
  const specIds = new Map<string, number>();
  // Every task in plan order, by position; `index` maps an id to the position of its first task.
  const tasks: Task[] = [];
  const specOf: number[] = [];
  const taskOf: number[] = [];
  const index = new Map<string, number>();
  const taskPath = (n: number) => `specs[${specOf[n]}].tasks[${taskOf[n]}]`;

  for (let si = 0; si < plan.specs.length; si++) {
    const spec = plan.specs[si]!;
    const first = specIds.get(spec.id);
    if (first !== undefined) {
      problems.push({
        path: `specs[${si}].id`,
        message: `duplicate spec id "${spec.id}" (first at specs[${first}].id)`,
      });
    } else specIds.set(spec.id, si);
    const unsafe = unsafeIdReason(spec.id);
    if (unsafe)
      problems.push({
        path: `specs[${si}].id`,
        message: `spec id "${spec.id}" ${unsafe}; it becomes a branch name (ralph/${spec.id}), so rename it`,
      });
    for (let ti = 0; ti < spec.tasks.length; ti++) {
      const task = spec.tasks[ti]!;
      const n = tasks.length;
      tasks.push(task);
      specOf.push(si);
      taskOf.push(ti);
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
  plan.gates?.forEach((gate, gi) => {
    const first = gateNames.get(gate.name);
    if (first !== undefined)
      problems.push({
        path: `gates[${gi}].name`,
        message: `duplicate gate name "${gate.name}" (first at gates[${first}].name); each gate is one workflow step, by name`,
      });
    else gateNames.set(gate.name, gi);
  });

  // The plan is committed: a secret in the agent's environment would be published with it.
  for (const [name, value] of Object.entries(plan.agent?.env ?? {})) {
    const problem = agentEnvProblem(name, value);
    if (problem) problems.push({ path: formatPath(['agent', 'env', name]), message: problem });
  }

  const disciplines = new Set((plan.disciplines ?? []).map((d) => d.name));
  const features = new Set((plan.features ?? []).map((f) => f.name));

  // The dependency graph by position, dependencies that name no task left out (reported here).
  const edges: number[][] = new Array(tasks.length);
  for (let n = 0; n < tasks.length; n++) {
    const task = tasks[n]!;
    const deps = task.dependsOn;
    let resolved = NO_EDGES;
    if (deps && deps.length > 0) {
      resolved = [];
      for (let di = 0; di < deps.length; di++) {
        const dep = deps[di]!;
        const target = index.get(dep);
        if (target === undefined) {
          problems.push({ path: `${taskPath(n)}.dependsOn[${di}]`, message: `unknown task "${dep}"` });
          continue;
        }
        resolved.push(target);
        const depStatus = tasks[target]!.status;
        if (task.status === 'completed' && !isDone(depStatus)) {
          problems.push({
            path: `${taskPath(n)}.status`,
            message: `task "${task.id}" is completed but its dependency "${dep}" is ${depStatus}; set one of them right`,
          });
        }
      }
    }
    edges[n] = resolved;
    if (task.discipline !== undefined && !disciplines.has(task.discipline))
      problems.push({
        path: `${taskPath(n)}.discipline`,
        message: `unknown discipline "${task.discipline}"; add it to disciplines[] or remove the reference`,
      });
    if (task.feature !== undefined && !features.has(task.feature))
      problems.push({
        path: `${taskPath(n)}.feature`,
        message: `unknown feature "${task.feature}"; add it to features[] or remove the reference`,
      });
  }

  for (const cycle of dependencyCycles(edges)) {
    const at = cycle[cycle.length - 2]!;
    problems.push({
      path: `${taskPath(at)}.dependsOn`,
      message: `dependency cycle: ${cycle.map((n) => tasks[n]!.id).join(' -> ')}; remove one of these dependencies`,
    });
  }
  return problems;
}

const NO_EDGES: number[] = [];

/**
 * Every dependency cycle of a graph given as `edges[node] = [dependency, ...]`, each found once,
 * as the list of nodes from the first back to itself (`[a, b, a]`). An iterative depth-first
 * walk over typed arrays: a 10,000-task chain neither overflows the call stack nor allocates
 * per node.
 */
export function dependencyCycles(edges: readonly (readonly number[])[]): number[][] {
  const count = edges.length;
  const cycles: number[][] = [];
  const state = new Uint8Array(count); // 0 = not seen, 1 = on the stack, 2 = finished
  const stackNode = new Int32Array(count);
  const stackNext = new Int32Array(count);
  const stackAt = new Int32Array(count); // where a node on the stack sits in it
  for (let root = 0; root < count; root++) {
    if (state[root] !== 0) continue;
    let top = 0;
    stackNode[0] = root;
    stackNext[0] = 0;
    stackAt[root] = 0;
    state[root] = 1;
    while (top >= 0) {
      const node = stackNode[top]!;
      const deps = edges[node]!;
      if (stackNext[top]! >= deps.length) {
        state[node] = 2;
        top--;
        continue;
      }
      const dep = deps[stackNext[top]!++]!;
      if (state[dep] === 1) {
        const cycle = Array.from(stackNode.subarray(stackAt[dep]!, top + 1));
        cycle.push(dep);
        cycles.push(cycle);
      } else if (state[dep] === 0) {
        top++;
        stackNode[top] = dep;
        stackNext[top] = 0;
        stackAt[dep] = top;
        state[dep] = 1;
      }
    }
  }
  return cycles;
}

/** Schema first; the semantic rules only run on a plan that has the right shape. */
export function planProblems(value: unknown): Problem[] {
  const schema = schemaProblems(value);
  if (schema.length > 0) return schema;
  return semanticProblems(value as Plan);
}
