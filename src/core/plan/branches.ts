// The plan as a workflow run sees it: the base branch's plan, with each spec's task state
// taken from that spec's branch when the branch exists (progress travels on the spec branch).
import { mergePlans } from './merge.js';
import type { Plan, Spec, Task } from './plan.js';
import { isDone } from './plan-basics.js';

export interface OverlaidPlan {
  plan: Plan;
  /** Task statuses on the base branch, for cross-spec dependencies. */
  baseStatus: Map<string, Task['status']>;
  /** Specs whose entry came from their branch. */
  fromBranch: Set<string>;
}

/**
 * Whether the spec is merged on the base: every one of its tasks is done in the base's plan
 * (`baseStatus`). A spec finished on its branch but not merged yet is one whose pull request
 * is still to open, merge or hold.
 */
export function mergedOnBase(spec: Spec, baseStatus: ReadonlyMap<string, Task['status']>): boolean {
  return spec.tasks.every((t) => isDone(baseStatus.get(t.id)));
}

export function overlaySpecBranches(base: Plan, branchPlans: ReadonlyMap<string, Plan>): OverlaidPlan {
  const baseStatus = new Map<string, Task['status']>();
  for (const spec of base.specs) for (const task of spec.tasks) baseStatus.set(task.id, task.status);
  const fromBranch = new Set<string>();
  const specs = base.specs.map((spec) => {
    const branchSpec = branchPlans.get(spec.id)?.specs.find((s) => s.id === spec.id);
    if (!branchSpec) return spec;
    fromBranch.add(spec.id);
    // Task state from the branch; what the base added or reworded since the branch began, from
    // the base (a task added to the spec on the base must not stay hidden behind an old branch).
    return mergePlans({ specs: [branchSpec] }, { specs: [spec] }).plan.specs[0]!;
  });
  return { plan: { ...base, specs }, baseStatus, fromBranch };
}
