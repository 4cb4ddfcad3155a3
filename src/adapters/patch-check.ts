// The patch rules (core/attempt/patch-rules.ts) applied to two trees in a git repository: what git says
// changed between them, with the size of each new file. The writer checks the attempt's patch
// with it; the task job's record step checks the agent's saved tree with it first, so that the
// attempt itself says why its change would be refused.
import { patchRefusals } from '../core/attempt/patch-rules.js';
import type { Git } from './git.js';
import { type TreeChange, treeChanges } from './spec-branch.js';

export interface PatchRules {
  planFile: string;
  protectedPaths: readonly string[];
  maxFileBytes?: number;
}

/** What changed from `from` to `to`, and why each refused path is refused. */
export async function changeRefusals(
  git: Git,
  from: string,
  to: string,
  rules: PatchRules,
): Promise<{ changes: TreeChange[]; refused: string[] }> {
  const changes = await treeChanges(git, from, to);
  const sizes = await blobSizes(
    git,
    changes.filter((c) => c.newSha && !/^0+$/.test(c.newSha)).map((c) => c.newSha!),
  );
  const refused = patchRefusals(
    changes.map((c) => ({ ...c, size: c.newSha ? sizes.get(c.newSha) : undefined })),
    rules,
  );
  return { changes, refused };
}

/** The size of each blob, in one `git cat-file --batch-check`. */
export async function blobSizes(git: Git, shas: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (shas.length === 0) return out;
  const r = await git.exec(['cat-file', '--batch-check=%(objectname) %(objectsize)'], {
    input: `${shas.join('\n')}\n`,
  });
  for (const l of r.stdout.split('\n')) {
    const [sha, size] = l.split(' ');
    if (sha && size && /^\d+$/.test(size)) out.set(sha, Number(size));
  }
  return out;
}
