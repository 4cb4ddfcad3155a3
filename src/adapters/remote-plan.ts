// The base branch a run works against, and the plan as the remote has it there with each spec
// branch's progress over it: what the schedule job, the commands job and the writer read.
import { RalphError } from '../core/errors.js';
import type { PlanLocation } from '../core/plan/location.js';
import { applyHolds } from '../core/schedule/hold.js';
import type { Git } from './git.js';
import { readHolds } from './holds.js';
import { readPlanView } from './plan-view.js';
import { REMOTE } from './spec-branch.js';

/**
 * The base branch: the `base-branch` input (`given`), else the branch the job checked out, which
 * must not be a spec branch.
 */
export async function baseBranch(
  git: Git,
  { given, branchPrefix }: { given?: string; branchPrefix: string },
): Promise<string> {
  const base = given ?? (await git.currentBranch());
  if (!base)
    throw new RalphError(
      "HEAD is detached and no 'base-branch' input is set; set it to the branch spec branches start from.",
    );
  if (given === undefined && base.startsWith(branchPrefix))
    throw new RalphError(
      `The checked-out branch ${base} is a spec branch; set the 'base-branch' input (the matrix gives it as matrix.base).`,
    );
  return base;
}

/** The base branch's plan (as the remote has it, else HEAD's) with the remote's spec branches over it. */
export async function remotePlanView(
  git: Git,
  { plan, branchPrefix }: { plan: PlanLocation; branchPrefix: string },
  base: string,
) {
  const planFile = plan.file;
  const remoteBase = `refs/remotes/${REMOTE}/${base}`;
  const ref = (await git.revParse(remoteBase)) ? remoteBase : 'HEAD';
  const baseText = await git.show(ref, planFile);
  if (baseText === undefined) throw new RalphError(`${planFile} does not exist on ${base}.`);
  const view = await readPlanView(git, {
    planFile,
    baseText,
    baseName: `${base}:${planFile}`,
    refs: `refs/remotes/${REMOTE}/`,
    branchPrefix,
  });
  // The specs a person held by closing their pull request (tags the checkout brought along).
  applyHolds(view.plan, await readHolds(git));
  return view;
}

/** The plan as the base and the spec branches on the remote have it. */
export type PlanView = Awaited<ReturnType<typeof remotePlanView>>;
