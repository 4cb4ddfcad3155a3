// Checking an agent's done claim against the work tree (docs/ARCHITECTURE.md#agents, #trust): no change at all,
// a change to the plan or to protected paths, or a missing output artifact means not done.
// The plan file, protected paths and the branch are put back either way: the agent's edits
// there are refused, never committed.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Git } from '../adapters/git.js';
import { writeAtomic } from '../adapters/plan-file.js';
import { isProtected } from '../core/attempt/patch-rules.js';
import type { PlanLocation } from '../core/plan/location.js';

/** What the work tree must go back to after untrusted code ran. */
export interface Guard {
  /** The repository the attempt runs in (`root`) and its plan file. */
  planAt: PlanLocation;
  /** The branch the attempt runs on, and the commit it started from. */
  branch: string;
  startSha: string;
  /** The plan file's bytes before the agent ran. */
  planBefore: Buffer;
  protectedPaths: readonly string[];
  /** Paths already changed before the agent ran (Ralph's own plan update, a setup step). */
  changedBefore: ReadonlySet<string>;
  /**
   * git's index as Ralph last left it (Git.indexStamp), when Ralph commits from the index: a
   * different one means the code that ran touched it, and it is taken back before it is trusted.
   */
  index?: string;
  /**
   * The checks go through git's untracked cache (Git.status): set where one Git object sees
   * every check of a loop (`ralph build`), so each pass reads again only the folders that changed.
   */
  untrackedCache?: boolean;
}

export interface Reclaimed {
  /** What was refused: these fail a done claim. */
  problems: string[];
  /** What was put right without failing the claim (commits undone, a branch switched back). */
  notes: string[];
  /** Paths the agent changed, after the refused ones were put back. */
  changed: string[];
}

/**
 * Takes the work tree back after untrusted code ran (the agent, or gates running its code):
 * HEAD on the attempt's branch at its start commit (commits the agent made are undone, their
 * changes kept for the checks), the plan file as it was before the agent, and protected paths
 * as at the start commit. Called after the agent and again right before Ralph commits, so no
 * edit to the plan, `.github/` or other protected paths is ever committed.
 */
export async function reclaimWorkTree(git: Git, g: Guard): Promise<Reclaimed> {
  const problems: string[] = [];
  const notes: string[] = [];
  // The index is what Ralph commits from: one the agent wrote (a `git add`, an assume-unchanged
  // bit, even a `git status`) is read afresh from HEAD, keeping the files, so nothing staged or
  // hidden behind Ralph's back is trusted.
  const moved = await takeHeadBack(git, g, notes);
  if (moved || (g.index !== undefined && (await git.indexStamp()) !== g.index)) await git.freshIndex();

  const planNow = existsSync(g.planAt.path) ? readFileSync(g.planAt.path) : undefined;
  if (!planNow?.equals(g.planBefore)) {
    writeAtomic(g.planAt.path, g.planBefore.toString('utf8'));
    problems.push(`${planNow ? 'edited' : 'deleted'} the plan file ${g.planAt.file}; refused`);
  }

  // Read-only: a write would rewrite the whole index (megabytes in a large repository) for what
  // git re-read to refresh, the few files of the last commit, and the commit that follows writes
  // it anyway. Through the untracked cache, the listings git keeps are those of the last write;
  // a folder changed since is read again by each pass, which costs a few folders, not the tree.
  const cached = g.untrackedCache === true;
  const byAgent = (await git.changedPaths({ readOnly: true, untrackedCache: cached })).filter(
    (p) => p !== g.planAt.file && !g.changedBefore.has(p),
  );
  const refused = byAgent.filter((p) => isProtected(p, g.protectedPaths));
  if (refused.length > 0) {
    await git.restorePaths(refused, g.startSha);
    problems.push(`changed protected paths (${refused.slice(0, 5).join(', ')}); refused`);
  }
  const changed = refused.length > 0 ? byAgent.filter((p) => !refused.includes(p)) : byAgent;
  if (g.index !== undefined) g.index = await git.indexStamp();
  return { problems, notes, changed };
}

/** HEAD back on the attempt's branch at its start commit; true when it had moved (also after the gates, gates.ts). */
export async function takeHeadBack(git: Git, g: Guard, notes: string[]): Promise<boolean> {
  const now = await git.headState();
  if (now.branch === g.branch && now.sha === g.startSha) return false;
  notes.push(
    now.branch !== g.branch
      ? `the agent left the branch ${g.branch}${now.branch ? ` for ${now.branch}` : ''}; Ralph went back to it`
      : 'the agent made commits; Ralph undid them and kept their changes for the checks',
  );
  await git.exec(['update-ref', `refs/heads/${g.branch}`, g.startSha]);
  await git.exec(['symbolic-ref', 'HEAD', `refs/heads/${g.branch}`]);
  return true;
}

/** What is wrong with a done claim beyond refused edits: no change at all, missing output artifacts. */
export function claimProblems(
  root: string,
  reclaimed: Reclaimed,
  outputArtifacts: readonly string[],
): string[] {
  const problems = reclaimed.problems.map((p) => `the agent ${p}`);
  if (reclaimed.changed.length === 0 && problems.length === 0)
    problems.push('the agent claimed done but changed no file');
  const missing = outputArtifacts.filter((a) => !existsSync(join(root, a)));
  if (missing.length > 0) problems.push(`output artifacts missing: ${missing.join(', ')}`);
  return problems;
}
