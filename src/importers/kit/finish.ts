// The last step: what an importer gathered, made into a plan that passes \`planProblems\`.

import { bug } from '../../core/errors.js';
import { planProblems } from '../../core/plan/checks.js';
import type { Discipline, Feature, Plan, Spec, Task } from '../../core/plan/plan.js';
import { isDone } from '../../core/plan/plan-basics.js';
import { formatProblem } from '../../core/plan/problem.js';
import { resetRetryBudget } from '../../core/schedule/schedule.js';

export interface PlanParts {
  specs: Spec[];
  disciplines?: Discipline[];
  features?: Feature[];
}

/** Keys whose empty value still means something (and which the schema requires). */
const KEEP_EMPTY = new Set(['id', 'description', 'status', 'tasks']);

/** Drops undefined, null, "" and [] values, so an imported plan stays as small as its source. */
export function compact<T extends object>(obj: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj)) {
    if (value === undefined || value === null) continue;
    if (!KEEP_EMPTY.has(key) && (value === '' || (Array.isArray(value) && value.length === 0))) continue;
    out[key] = value;
  }
  return out as T;
}

/**
 * Makes the gathered specs a valid plan: drops dependencies that cannot hold (unknown, on
 * itself, a completed task on one that is not done, the edge that closes a cycle) with a
 * warning each, adds disciplines and features that tasks name but the source never defined,
 * and checks the result with `planProblems` (a failure there is a bug in the importer).
 */
export function finishPlan(format: string, parts: PlanParts, warnings: string[]): Plan {
  const specs = parts.specs
    .filter((s) => s.tasks.length > 0)
    .map((s) => compact({ ...s, tasks: s.tasks.map((t) => compact(t)) }));
  const tasks = new Map<string, Task>();
  for (const spec of specs) for (const task of spec.tasks) tasks.set(task.id, task);

  for (const task of tasks.values()) {
    if (!task.dependsOn) continue;
    const deps: string[] = [];
    for (const dep of task.dependsOn) {
      const target = tasks.get(dep);
      if (deps.includes(dep)) continue;
      if (dep === task.id) warnings.push(`task "${task.id}" depends on itself; that dependency is dropped`);
      else if (!target)
        warnings.push(`task "${task.id}" depends on unknown task "${dep}"; that dependency is dropped`);
      else if (task.status === 'completed' && !isDone(target.status))
        warnings.push(
          `task "${task.id}" is completed but its dependency "${dep}" is ${target.status}; that dependency is dropped`,
        );
      else deps.push(dep);
    }
    task.dependsOn = deps;
  }
  breakCycles(tasks, warnings);
  for (const task of tasks.values()) if (task.dependsOn?.length === 0) delete task.dependsOn;

  // The scheduler takes an in_progress task with no start time for a dead job and runs it again;
  // say so, and make it plainly pending so that `ralph status` does not show it as running.
  for (const task of tasks.values()) {
    if (task.status !== 'in_progress' || task.startedAt || task.attempts?.some((a) => a.startedAt)) continue;
    task.status = 'pending';
    warnings.push(
      `task "${task.id}" was in progress in the source, with no start time; imported as pending, so Ralph runs it again from the start (keep any partial work on a branch, or mark it \`ralph set ${task.id} --status completed\` if it is done)`,
    );
  }

  // Attempts the source recorded were the other tool's runs, not Ralph's: on a task still to
  // do they must not use up its retry budget (countedAttempts skips those up to retryBudgetFrom).
  for (const task of tasks.values()) {
    if (isDone(task.status) || task.retryBudgetFrom !== undefined || !task.attempts?.length) continue;
    resetRetryBudget(task);
  }

  const disciplines = [...(parts.disciplines ?? [])].map((d) => compact(d));
  const features = [...(parts.features ?? [])].map((f) => compact(f));
  for (const task of tasks.values()) {
    if (task.discipline !== undefined && !disciplines.some((d) => d.name === task.discipline)) {
      warnings.push(
        `discipline "${task.discipline}" (task "${task.id}") is not defined; added with its name only`,
      );
      disciplines.push({ name: task.discipline });
    }
    if (task.feature !== undefined && !features.some((f) => f.name === task.feature)) {
      warnings.push(`feature "${task.feature}" (task "${task.id}") is not defined; added with its name only`);
      features.push({ name: task.feature });
    }
  }

  const plan: Plan = compact({ version: 1, disciplines, features, specs });
  const problems = planProblems(plan);
  if (problems.length > 0)
    throw bug(`the ${format} importer made an invalid plan:\n${problems.map(formatProblem).join('\n')}`);
  return plan;
}

/** Removes, with a warning, each dependency that closes a cycle. Iterative: no deep recursion. */
function breakCycles(tasks: Map<string, Task>, warnings: string[]): void {
  const state = new Map<string, 1 | 2>();
  for (const root of tasks.keys()) {
    if (state.has(root)) continue;
    const stack: Array<{ id: string; next: number }> = [{ id: root, next: 0 }];
    state.set(root, 1);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const task = tasks.get(frame.id)!;
      const deps = task.dependsOn ?? [];
      if (frame.next >= deps.length) {
        state.set(frame.id, 2);
        stack.pop();
        continue;
      }
      const dep = deps[frame.next]!;
      const s = state.get(dep);
      if (s === 1) {
        const cycle = [...stack.slice(stack.findIndex((f) => f.id === dep)).map((f) => f.id), dep];
        warnings.push(
          `dependency cycle ${cycle.join(' -> ')}; the dependency of "${frame.id}" on "${dep}" is dropped`,
        );
        deps.splice(frame.next, 1);
        continue;
      }
      frame.next++;
      if (s === undefined) {
        state.set(dep, 1);
        stack.push({ id: dep, next: 0 });
      }
    }
  }
}
