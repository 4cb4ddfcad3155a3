// Auto-merges GitHub refused for a reason only a person can lift (a review branch protection
// requires, a required check, a ruleset, a merge method the repository does not allow), kept
// on the remote as `refs/ralph/merge-wait/<pull number>`: a commit with the empty tree whose
// message holds what the pull request looked like then (its reviews, checks and head, as one
// fingerprint) and why GitHub refused. The writer does not ask again, and does not warn again,
// until that fingerprint changes; a ref outside refs/heads is no branch in GitHub's lists, and
// only a job holding `contents: write` can push one.
import type { Git } from './git.js';
import { commitTree, REMOTE } from './spec-branch.js';

const PREFIX = 'refs/ralph/merge-wait/';

export interface MergeWait {
  /** The pull request's reviews, checks and head when GitHub refused (see `fingerprint`). */
  fingerprint: string;
  /** What GitHub said and what would lift it. */
  why: string;
}

/** Brings the remote's merge waits into the clone (one fetch); a remote without any is fine. */
export async function fetchMergeWaits(git: Git): Promise<void> {
  await git.exec(['fetch', '--quiet', '--prune', '--no-tags', REMOTE, `+${PREFIX}*:${PREFIX}*`], {
    allowFailure: true,
  });
}

/** The wait recorded for a pull request, if any. */
export async function readMergeWait(git: Git, pull: number): Promise<MergeWait | undefined> {
  const r = await git.exec(['log', '-1', '--format=%B', `${PREFIX}${pull}`, '--'], { allowFailure: true });
  if (r.exitCode !== 0) return undefined;
  const fingerprint = /^Ralph-Fingerprint: (\S+)$/m.exec(r.stdout)?.[1];
  const why = /^Ralph-Why: (.+)$/m.exec(r.stdout)?.[1];
  return fingerprint ? { fingerprint, why: why ?? '' } : undefined;
}

/** Records the refusal on the remote; false when the remote refused the ref (the next run asks again). */
export async function writeMergeWait(git: Git, pull: number, wait: MergeWait): Promise<boolean> {
  const empty = (await git.exec(['hash-object', '-t', 'tree', '-w', '--stdin'], { input: '' })).stdout.trim();
  const commit = await commitTree(
    git,
    empty,
    [],
    `GitHub refused to merge #${pull}; Ralph asks again once its reviews, checks or head change.\n\nRalph-Fingerprint: ${wait.fingerprint}\nRalph-Why: ${wait.why.replace(/\s+/g, ' ')}\n`,
  );
  const r = await git.exec(['push', '--quiet', '--force', REMOTE, `${commit}:${PREFIX}${pull}`], {
    allowFailure: true,
  });
  if (r.exitCode === 0) await git.exec(['update-ref', `${PREFIX}${pull}`, commit]);
  return r.exitCode === 0;
}
