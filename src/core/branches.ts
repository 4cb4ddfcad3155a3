// The plan as a workflow run sees it: the base branch's plan, with each spec's entry taken
// from that spec's branch when the branch exists (progress travels on the spec branch).
import type { Plan, Task } from './plan.js';

export interface OverlaidPlan {
  plan: Plan;
  /** Task statuses on the base branch, for cross-spec dependencies. */
  baseStatus: Map<string, Task['status']>;
  /** Specs whose entry came from their branch. */
  fromBranch: Set<string>;
}

export function overlaySpecBranches(base: Plan, branchPlans: ReadonlyMap<string, Plan>): OverlaidPlan {
  const baseStatus = new Map<string, Task['status']>();
  for (const spec of base.specs) for (const task of spec.tasks) baseStatus.set(task.id, task.status);
  const fromBranch = new Set<string>();
  const specs = base.specs.map((spec) => {
    const branchSpec = branchPlans.get(spec.id)?.specs.find((s) => s.id === spec.id);
    if (!branchSpec) return spec;
    fromBranch.add(spec.id);
    return branchSpec;
  });
  return { plan: { ...base, specs }, baseStatus, fromBranch };
}

/** Replaces one spec's entry in `target` with `spec`'s, leaving every other byte of the plan alone. */
export function replaceSpec(target: Plan, spec: Plan['specs'][number]): void {
  const i = target.specs.findIndex((s) => s.id === spec.id);
  if (i < 0) throw new Error(`spec "${spec.id}" is not in the plan`);
  target.specs[i] = spec;
}
