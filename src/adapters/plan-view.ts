// The plan as a workflow run sees it: the base branch's plan with each spec's entry taken from
// that spec's branch when the branch exists on the remote (DESIGN.md C6).
import { relative } from 'node:path';
import type { Git } from '../adapters/git.js';
import { parsePlanText } from '../adapters/plan-file.js';
import { REMOTE } from '../adapters/spec-branch.js';
import { type OverlaidPlan, overlaySpecBranches } from '../core/branches.js';
import type { Plan } from '../core/plan.js';

/** `base`'s plan text from the remote-tracking ref, else from the work tree's HEAD. */
export async function readPlanView(
  git: Git,
  opts: { workspace: string; planPath: string; base: string; branchPrefix: string },
): Promise<OverlaidPlan & { branches: Map<string, string> }> {
  const planFile = relative(opts.workspace, opts.planPath);
  const baseRef = (await git.revParse(`refs/remotes/${REMOTE}/${opts.base}`)) ? `refs/remotes/${REMOTE}/${opts.base}` : 'HEAD';
  const baseText = await git.show(baseRef, planFile);
  if (baseText === undefined) throw new Error(`${planFile} does not exist on ${opts.base}.`);
  const base = parsePlanText(baseText, `${opts.base}:${planFile}`).plan;
  const refs = await git.out(['for-each-ref', '--format=%(refname)', `refs/remotes/${REMOTE}/${opts.branchPrefix}`]);
  const branches = new Map<string, string>();
  const branchPlans = new Map<string, Plan>();
  for (const ref of refs.split('\n').filter(Boolean)) {
    const branch = ref.slice(`refs/remotes/${REMOTE}/`.length);
    const specId = branch.slice(opts.branchPrefix.length);
    if (!base.specs.some((s) => s.id === specId)) continue;
    const text = await git.show(ref, planFile);
    if (text === undefined) continue;
    branches.set(specId, branch);
    branchPlans.set(specId, parsePlanText(text, `${branch}:${planFile}`).plan);
  }
  return { ...overlaySpecBranches(base, branchPlans), branches };
}
