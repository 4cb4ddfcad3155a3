// Validation of a plan: the schema, then the rules no schema can express (duplicate ids,
// unknown and cyclic dependencies, ids unsafe as branch names, completed-before-dependency).
// Every problem carries the JSON path it is about, so a message reads
// `specs[1].tasks[0].dependsOn[0]: unknown task "x"`.
import { isDone, type Plan, PlanSchema } from './plan.js';

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

/** Schema problems (zod) for any JSON value. */
export function schemaProblems(value: unknown): Problem[] {
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
  const taskAt = new Map<string, { specIndex: number; taskIndex: number }>();

  plan.specs.forEach((spec, si) => {
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
    spec.tasks.forEach((task, ti) => {
      const prior = taskAt.get(task.id);
      if (prior) {
        problems.push({
          path: `specs[${si}].tasks[${ti}].id`,
          message: `duplicate task id "${task.id}" (first at specs[${prior.specIndex}].tasks[${prior.taskIndex}].id)`,
        });
      } else taskAt.set(task.id, { specIndex: si, taskIndex: ti });
      const unsafeTask = unsafeIdReason(task.id);
      if (unsafeTask)
        problems.push({
          path: `specs[${si}].tasks[${ti}].id`,
          message: `task id "${task.id}" ${unsafeTask}; it becomes a file and artifact name, so rename it`,
        });
    });
  });

  const disciplines = new Set((plan.disciplines ?? []).map((d) => d.name));
  const features = new Set((plan.features ?? []).map((f) => f.name));

  plan.specs.forEach((spec, si) => {
    spec.tasks.forEach((task, ti) => {
      const at = `specs[${si}].tasks[${ti}]`;
      task.dependsOn?.forEach((dep, di) => {
        const target = taskAt.get(dep);
        if (!target) {
          problems.push({ path: `${at}.dependsOn[${di}]`, message: `unknown task "${dep}"` });
          return;
        }
        const depTask = plan.specs[target.specIndex]!.tasks[target.taskIndex]!;
        if (task.status === 'completed' && !isDone(depTask.status)) {
          problems.push({
            path: `${at}.status`,
            message: `task "${task.id}" is completed but its dependency "${dep}" is ${depTask.status}; set one of them right`,
          });
        }
      });
      if (task.discipline !== undefined && !disciplines.has(task.discipline))
        problems.push({
          path: `${at}.discipline`,
          message: `unknown discipline "${task.discipline}"; add it to disciplines[] or remove the reference`,
        });
      if (task.feature !== undefined && !features.has(task.feature))
        problems.push({
          path: `${at}.feature`,
          message: `unknown feature "${task.feature}"; add it to features[] or remove the reference`,
        });
    });
  });

  problems.push(...cycleProblems(plan, taskAt));
  return problems;
}

/** Every dependency cycle, each reported once at the task where the walk found it. */
function cycleProblems(plan: Plan, taskAt: Map<string, { specIndex: number; taskIndex: number }>): Problem[] {
  const problems: Problem[] = [];
  const state = new Map<string, 1 | 2>(); // 1 = on the stack, 2 = finished
  const deps = (id: string): string[] => {
    const at = taskAt.get(id);
    if (!at) return [];
    return (plan.specs[at.specIndex]!.tasks[at.taskIndex]!.dependsOn ?? []).filter((d) => taskAt.has(d));
  };
  for (const root of taskAt.keys()) {
    if (state.has(root)) continue;
    // Iterative DFS: a 10,000-task chain must not overflow the call stack.
    const stack: Array<{ id: string; next: number; deps: string[] }> = [
      { id: root, next: 0, deps: deps(root) },
    ];
    state.set(root, 1);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      if (frame.next >= frame.deps.length) {
        state.set(frame.id, 2);
        stack.pop();
        continue;
      }
      const dep = frame.deps[frame.next++]!;
      const s = state.get(dep);
      if (s === 1) {
        const from = stack.findIndex((f) => f.id === dep);
        const cycle = [...stack.slice(from).map((f) => f.id), dep];
        const at = taskAt.get(frame.id)!;
        problems.push({
          path: `specs[${at.specIndex}].tasks[${at.taskIndex}].dependsOn`,
          message: `dependency cycle: ${cycle.join(' -> ')}; remove one of these dependencies`,
        });
      } else if (s === undefined) {
        state.set(dep, 1);
        stack.push({ id: dep, next: 0, deps: deps(dep) });
      }
    }
  }
  return problems;
}

/** Schema first; the semantic rules only run on a plan that has the right shape. */
export function planProblems(value: unknown): Problem[] {
  const schema = schemaProblems(value);
  if (schema.length > 0) return schema;
  return semanticProblems(value as Plan);
}
