// Checking an agent's done claim against the work tree (DESIGN.md C4, C7): no change at all,
// a change to the plan or to protected paths, or a missing output artifact means not done.
// The plan file and protected paths are put back either way: the agent's edits there are
// refused, never committed.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Git } from '../adapters/git.js';

export const DEFAULT_PROTECTED_PATHS = ['.github/'];

export function isProtected(path: string, protectedPaths: readonly string[]): boolean {
  return protectedPaths.some((p) => {
    const prefix = p.replace(/^\.\//, '');
    return prefix.endsWith('/')
      ? path.startsWith(prefix) || `${path}/` === prefix
      : path === prefix || path.startsWith(`${prefix}/`);
  });
}

export interface ClaimCheck {
  /** Work-tree paths relative to the root: the plan file, and protected paths. */
  planFile: string;
  protectedPaths: readonly string[];
  outputArtifacts: readonly string[];
  /** The paths already changed before the agent ran (Ralph's own plan update, say). */
  changedBefore: ReadonlySet<string>;
}

export interface ClaimResult {
  /** Why the claim does not hold; empty when it does. */
  problems: string[];
  /** Paths the agent changed (after refused ones were put back). */
  changed: string[];
}

/**
 * Puts back the agent's changes to the plan file and protected paths, and says what is wrong
 * with a done claim. `restorePlan` writes the plan back as it was before the agent ran and
 * says whether the agent had changed it.
 */
export async function checkWorkTree(
  git: Git,
  root: string,
  check: ClaimCheck,
  restorePlan: () => boolean,
  claimedDone: boolean,
): Promise<ClaimResult> {
  const problems: string[] = [];
  const changedNow = await git.changedPaths();
  const byAgent = changedNow.filter((p) => !check.changedBefore.has(p) || p === check.planFile);

  if (restorePlan()) problems.push(`the agent edited the plan file ${check.planFile}; the edit was refused`);

  const refused = byAgent.filter((p) => p !== check.planFile && isProtected(p, check.protectedPaths));
  if (refused.length > 0) {
    await git.restorePaths(refused);
    problems.push(
      `the agent changed protected paths (${refused.slice(0, 5).join(', ')}); the changes were refused`,
    );
  }

  const changed = (await git.changedPaths()).filter(
    (p) => !check.changedBefore.has(p) && p !== check.planFile,
  );
  if (claimedDone) {
    if (changed.length === 0 && problems.length === 0)
      problems.push('the agent claimed done but changed no file');
    const missing = check.outputArtifacts.filter((a) => !existsSync(join(root, a)));
    if (missing.length > 0) problems.push(`output artifacts missing: ${missing.join(', ')}`);
  }
  return { problems, changed };
}
