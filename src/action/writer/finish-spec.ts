// Phase 2 of the writer: each finished spec as one commit on the current base (rebuilt when the
// base moved under it), then its pull request opened or updated (publish.ts).
import * as core from '../../adapters/actions-core.js';
import { editPlanText } from '../../adapters/plan-file.js';
import {
  commitTree,
  mergeTrees,
  oneSpecCommit,
  pushLeased,
  REMOTE,
  remoteSha,
  TreeEditor,
  taskCommitsBetween,
  treeOf,
} from '../../adapters/spec-branch.js';
import { quote } from '../../adapters/task-job/index.js';
import { RalphError } from '../../core/errors.js';
import { progressEntry, progressPath, specCommitMessage } from '../../core/github-text/git-text.js';
import { mergedOnBase } from '../../core/plan/branches.js';
import type { Spec } from '../../core/plan/plan.js';
import { isDone } from '../../core/plan/plan-basics.js';
import { guarded, type PlanView, type PullRequestLine, planAt, type Writer } from './context.js';
import { openPullRequest } from './publish.js';

/**
 * Squashes each spec whose tasks are all done (and not merged yet, and not held) and opens or
 * updates its pull request. `specs` gets each spec as its pushed branch has it.
 */
export async function finishSpecs(
  w: Writer,
  view: PlanView,
  specs: Map<string, Spec>,
): Promise<PullRequestLine[]> {
  const pulls: PullRequestLine[] = [];
  const baseTip = await remoteSha(w.git, w.base);
  for (const [specId, branch] of view.branches) {
    const spec = specs.get(specId)!;
    if (mergedOnBase(spec, view.baseStatus) || !spec.tasks.every((t) => isDone(t.status))) continue;
    if (spec.status === 'held') {
      core.info(`${branch}: held, no pull request (${spec.heldReason}).`);
      continue;
    }
    core.startGroup(`Spec ${specId}: one commit on ${w.base}, pull request`);
    const done = await guarded(w, `squash ${branch} onto ${w.base}`, () =>
      finishSpec(w, spec, branch, baseTip),
    );
    if (done) {
      core.info(
        `${branch}: ${done.action} (${done.sha.slice(0, 7)})${done.note ? `: ${quote(done.note)}` : ''}`,
      );
      const finished = done.spec ?? spec;
      specs.set(specId, finished);
      const pr = await openPullRequest(w, view, specs, finished, branch, done.sha, done.note);
      if (pr) pulls.push(pr);
    }
    core.endGroup();
  }
  return pulls;
}

/**
 * A finished spec as one commit on the base's tip: the spec's tree (merged with the base when
 * the base moved on), the plan's spec marked completed with each task's commit, and the spec's
 * progress file. A branch that already is that commit on the current base is left as it is; one
 * on an older base is rebuilt on the new one. What cannot be put on the base without a conflict
 * stays on the fork point, and the note says so on the pull request. `spec` is the spec's entry
 * as the branch now has it.
 */
async function finishSpec(
  w: Writer,
  spec: Spec,
  branch: string,
  baseTip: string | undefined,
): Promise<{ sha: string; action: 'unchanged' | 'squashed' | 'rebuilt'; note?: string; spec?: Spec }> {
  const { git } = w;
  const tip = (await remoteSha(git, branch))!;
  if (!baseTip)
    throw new RalphError(`${REMOTE}/${w.base} is not in this checkout; check out with fetch-depth: 0.`);
  const single = await oneSpecCommit(git, tip, spec.id);
  if (single) {
    const r = await rebuildOnBase(w, branch, tip, baseTip, single.message, single.parent);
    return { ...r, spec: (await planAt(w, r.sha)).plan.specs.find((s) => s.id === spec.id) };
  }

  const forkPoint = await git.out(['merge-base', baseTip, tip]);
  const taskCommits = await taskCommitsBetween(git, forkPoint, tip);
  let parent = baseTip;
  let tree: string;
  let note: string | undefined;
  // The base's tip is the fork point exactly when the branch already contains it.
  if (forkPoint === baseTip) tree = await treeOf(git, tip);
  else {
    const m = await mergeTrees(git, tip, baseTip);
    if (m.tree !== undefined) tree = m.tree;
    else {
      parent = forkPoint;
      tree = await treeOf(git, tip);
      note = `This spec's commit could not be put on the current ${w.base} without a conflict in ${m.conflicts.join(', ')}; it is on ${forkPoint.slice(0, 7)}. Merge ${w.base} into ${branch} and resolve it.`;
    }
  }
  const before = await planAt(w, tip);
  const after = structuredClone(before.plan);
  const s = after.specs.find((x) => x.id === spec.id)!;
  s.status = 'completed';
  for (const t of s.tasks) if (!t.commit && taskCommits.has(t.id)) t.commit = taskCommits.get(t.id);
  const editor = new TreeEditor(git, w.indexFile);
  await editor.read(tree);
  await editor.put(w.plan.file, editPlanText(before.text, after, `${branch}:${w.plan.file}`));
  await editor.put(progressPath(spec.id), progressEntry(s, new Date().toISOString()));
  const sha = await commitTree(git, await editor.write(), [parent], specCommitMessage(s));
  if (!(await pushLeased(git, branch, sha, tip)))
    throw new RalphError(`${branch} moved while Ralph squashed it.`);
  return { sha, action: 'squashed', note, spec: s };
}

/** A branch that is one spec commit already: left as it is on the current base, else rebuilt on it. */
async function rebuildOnBase(
  w: Writer,
  branch: string,
  tip: string,
  baseTip: string,
  message: string,
  parent: string,
): Promise<{ sha: string; action: 'unchanged' | 'rebuilt'; note?: string }> {
  const { git } = w;
  if (parent === baseTip) return { sha: tip, action: 'unchanged' };
  if (await git.try(['merge-base', '--is-ancestor', baseTip, tip])) return { sha: tip, action: 'unchanged' };
  // The base moved under an open pull request: the same change on the new base.
  const m = await mergeTrees(git, baseTip, tip);
  if (m.tree === undefined)
    return {
      sha: tip,
      action: 'unchanged',
      note: `This branch cannot be rebuilt on the current ${w.base} without a conflict in ${m.conflicts.join(', ')}. Merge ${w.base} into ${branch} and resolve it.`,
    };
  const sha = await commitTree(git, m.tree, [baseTip], message);
  if (!(await pushLeased(git, branch, sha, tip)))
    throw new RalphError(`${branch} moved while Ralph rebuilt it.`);
  return { sha, action: 'rebuilt' };
}
