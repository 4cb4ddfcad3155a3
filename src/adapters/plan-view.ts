// The plan as a run sees it: the base branch's plan with each spec's entry taken from that
// spec's branch when the branch exists (DESIGN.md C6: progress travels on the spec branch).
// In a workflow the branches are the remote's (`refs/remotes/origin/`); locally, the
// repository's own (`refs/heads/`).
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { type OverlaidPlan, overlaySpecBranches } from '../core/branches.js';
import type { Plan } from '../core/plan.js';
import { Git } from './git.js';
import { parsePlanText } from './plan-file.js';
import { findProjectRoot } from './project-root.js';

export interface PlanViewOptions {
  /** The plan file's path relative to the work tree. */
  planFile: string;
  /** The base plan's text (or the parsed plan) and what to call it in errors. */
  baseText: string;
  base?: Plan;
  baseName: string;
  /** Where spec branches live: `refs/remotes/origin/` or `refs/heads/`. */
  refs: string;
  branchPrefix: string;
  /** A branch whose plan is the base itself (the one checked out), left out of the overlay. */
  skip?: string;
}

export async function readPlanView(
  git: Git,
  opts: PlanViewOptions,
): Promise<OverlaidPlan & { branches: Map<string, string> }> {
  const base = opts.base ?? parsePlanText(opts.baseText, opts.baseName).plan;
  const refs = await git.out(['for-each-ref', '--format=%(refname)', `${opts.refs}${opts.branchPrefix}`]);
  const branches = new Map<string, string>();
  const branchPlans = new Map<string, Plan>();
  for (const ref of refs.split('\n').filter(Boolean)) {
    const branch = ref.slice(opts.refs.length);
    const specId = branch.slice(opts.branchPrefix.length);
    if (branch === opts.skip || !base.specs.some((s) => s.id === specId)) continue;
    const text = await git.show(ref, opts.planFile);
    if (text === undefined) continue;
    branches.set(specId, branch);
    branchPlans.set(specId, parsePlanText(text, `${branch}:${opts.planFile}`).plan);
  }
  return { ...overlaySpecBranches(base, branchPlans), branches };
}

/**
 * `ralph status` and `ralph next` in a repository: the plan file as it is in the work tree,
 * with the entries of specs that have a local spec branch taken from there. Outside a git
 * repository (no `.git` beside the plan or above it), just the plan file: no git process.
 */
export async function localPlanView(
  planPath: string,
  plan: Plan,
  branchPrefix: string,
): Promise<(OverlaidPlan & { branches: Map<string, string> }) | undefined> {
  const dir = dirname(planPath);
  if (!existsSync(join(findProjectRoot(dir), '.git'))) return undefined;
  const git = new Git(dir);
  const current = await git.currentBranch();
  if (current === undefined && !(await git.try(['rev-parse', '--verify', '--quiet', 'HEAD'])))
    return undefined;
  const view = await readPlanView(git, {
    planFile: `./${basename(planPath)}`,
    baseText: '',
    base: plan,
    baseName: planPath,
    refs: 'refs/heads/',
    branchPrefix,
    skip: current,
  });
  return view.branches.size > 0 ? view : undefined;
}
