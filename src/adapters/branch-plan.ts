// Writing the plan where a spec's state lives (docs/ARCHITECTURE.md#spec-branches-and-pull-requests, #life-of-a-task-locally): on its branch
// `<prefix><spec-id>`, as one commit made without checking the branch out. The commit is built
// from the branch's own tree through a private index (the work tree, the user's index and the
// current branch stay as they are), and the branch moves only if it still is where it was read
// (`update-ref` with the old value), so nobody's commit is ever lost. The plan edit is minimal
// (editPlanText): the other specs' bytes stay as they were, so the spec's pull request still
// merges cleanly.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { RalphError } from '../core/errors.js';
import type { Plan } from '../core/plan/plan.js';
import { Git, type Identity } from './git.js';
import { editPlanText, parsePlanText, writeAtomic } from './plan-file.js';
import { findProjectRoot } from './project-root.js';
import { commitTree, REMOTE, TreeEditor } from './spec-branch.js';

export interface SpecBranchPlan {
  git: Git;
  /** The environment git runs with. */
  env: NodeJS.ProcessEnv;
  branch: string;
  /** The plan file's path from the top of the repository. */
  file: string;
  /** The plan as the branch's tip has it. */
  plan: Plan;
  /** The work tree the branch is checked out in (this one or another worktree), if any. */
  worktree?: string;
  /** Whether the remote has a branch of that name (the change then still has to be pushed). */
  onRemote: boolean;
}

/**
 * The spec's branch and its plan, when the branch exists locally and holds the plan file. Like
 * `localPlanView`, only in a repository whose project root holds `.git`, so `ralph status`
 * reads the plan from wherever this writes it.
 */
export async function specBranchPlan(
  planPath: string,
  branch: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<SpecBranchPlan | undefined> {
  const dir = dirname(planPath);
  if (!existsSync(join(findProjectRoot(dir), '.git'))) return undefined;
  const git = new Git(dir, [], env);
  const tip = await git.revParse(`refs/heads/${branch}`);
  if (tip === undefined) return undefined;
  const file = `${await git.out(['rev-parse', '--show-prefix'])}${basename(planPath)}`;
  const text = await git.show(tip, file);
  if (text === undefined) return undefined;
  return {
    git,
    env,
    branch,
    file,
    plan: parsePlanText(text, `${branch}:${file}`).plan,
    worktree: await checkedOutAt(git, branch),
    onRemote: (await git.revParse(`refs/remotes/${REMOTE}/${branch}`)) !== undefined,
  };
}

/** The work tree that has `branch` checked out, if one has. */
async function checkedOutAt(git: Git, branch: string): Promise<string | undefined> {
  const r = await git.exec(['worktree', 'list', '--porcelain'], { allowFailure: true });
  if (r.exitCode !== 0) return undefined;
  for (const block of r.stdout.split('\n\n')) {
    const lines = block.split('\n');
    const path = lines.find((l) => l.startsWith('worktree '))?.slice('worktree '.length);
    if (path !== undefined && lines.includes(`branch refs/heads/${branch}`)) return path;
  }
  return undefined;
}

export interface BranchWrite<T> {
  result: T;
  /** The new commit; undefined when the edit changed nothing (no commit is made then). */
  commit?: string;
  /** The branch's tip before. */
  previous: string;
}

const ATTEMPTS = 3;

/**
 * Edits the plan on `target.branch` as one commit with `message`: `mutate` gets the plan as the
 * branch's tip has it. When the branch is checked out somewhere, its plan file there must be
 * unchanged (else this refuses and writes nothing); the file and that work tree's index then
 * get the new text too, so that checkout stays clean. `mutate` may throw to refuse; nothing is
 * written then.
 */
export async function updatePlanOnBranch<T>(
  target: Pick<SpecBranchPlan, 'git' | 'env' | 'branch' | 'file' | 'worktree'>,
  message: string,
  mutate: (plan: Plan) => T,
  identity?: Identity,
): Promise<BranchWrite<T>> {
  const { git, branch, file } = target;
  const checkout = target.worktree === undefined ? undefined : new Git(target.worktree, [], target.env);
  if (checkout) {
    const changed = (await checkout.exec(['status', '--porcelain=v1', '--', `:(top)${file}`])).stdout.trim();
    if (changed !== '') {
      const where =
        resolve(target.worktree!) === resolve(await topLevel(git)) ? 'here' : `in ${target.worktree}`;
      throw new RalphError(
        `${branch} is checked out ${where} and its ${file} has uncommitted changes; commit or discard them (git restore ${file}), then run this again`,
      );
    }
  }
  for (let attempt = 1; ; attempt++) {
    const previous = await git.revParse(`refs/heads/${branch}`);
    if (previous === undefined) throw new RalphError(`the branch ${branch} no longer exists`);
    const name = `${branch}:${file}`;
    const text = await git.show(previous, file);
    if (text === undefined) throw new RalphError(`${name} no longer exists`);
    const { plan } = parsePlanText(text, name);
    const result = mutate(plan);
    const next = editPlanText(text, plan, name);
    if (next === text) return { result, previous };
    const tree = await withPrivateIndex(git, async (editor) => {
      await editor.read(previous);
      await editor.put(file, next);
      return editor.write();
    });
    const commit = await commitTree(git, tree, [previous], message, { identity });
    const subject = message.split('\n', 1)[0]!;
    const moved = await git.exec(['update-ref', '-m', subject, `refs/heads/${branch}`, commit, previous], {
      allowFailure: true,
    });
    if (moved.exitCode !== 0) {
      // Someone moved the branch meanwhile: read it again and redo the edit on top.
      if (attempt < ATTEMPTS) continue;
      throw new RalphError(`${branch} kept moving while Ralph wrote to it; run this again`);
    }
    if (checkout) {
      // The checkout had the old text, unchanged: give it the new one, in the file and the index.
      const blob = (
        await git.exec(['hash-object', '--no-filters', '--stdin'], { input: next })
      ).stdout.trim();
      writeAtomic(join(target.worktree!, file), next);
      await checkout.exec(['update-index', '--cacheinfo', `100644,${blob},${file}`]);
      await checkout.exec(['update-index', '-q', '--refresh'], { allowFailure: true });
    }
    return { result, commit, previous };
  }
}

async function withPrivateIndex<T>(git: Git, use: (editor: TreeEditor) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'ralph-index-'));
  try {
    return await use(new TreeEditor(git, join(dir, 'index')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function topLevel(git: Git): Promise<string> {
  return git.out(['rev-parse', '--show-toplevel']);
}
