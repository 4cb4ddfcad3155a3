// The spec-branch algorithm in one place (after create-pull-request's create-or-update-branch):
// check out a spec's branch (or start it from the base), commit a task's work and the plan
// update and push with a lease (on a lost race: take the new tip, re-apply, push again), and
// rewrite a finished branch to one commit on top of the base.
import { setTimeout as sleep } from 'node:timers/promises';
import { type Git, GitError, RALPH_IDENTITY } from './git.js';

export const REMOTE = 'origin';
const PUSH_ATTEMPTS = 6;

export async function remoteSha(git: Git, branch: string): Promise<string | undefined> {
  return git.revParse(`refs/remotes/${REMOTE}/${branch}`);
}

/** Fetches the given branches (and prunes deleted ones) into refs/remotes/origin/. */
export async function fetchBranches(
  git: Git,
  refspecs: string[] = ['+refs/heads/*:refs/remotes/origin/*'],
): Promise<void> {
  await git.exec(['fetch', '--quiet', '--prune', '--no-tags', REMOTE, ...refspecs]);
}

/**
 * Checks out the spec branch as the remote has it, or creates it from `base` when it does not
 * exist yet, and brings in what the base gained since (another spec's merged work, which a
 * task of this spec may depend on). Returns the commit the task starts from.
 */
export async function checkoutSpecBranch(
  git: Git,
  branch: string,
  base: string,
): Promise<{ sha: string; merged: boolean }> {
  const tip = await remoteSha(git, branch);
  const baseTip = (await git.revParse(`refs/remotes/${REMOTE}/${base}`)) ?? (await git.revParse(base));
  const start = tip ?? baseTip;
  if (!start || !baseTip)
    throw new Error(
      `The base branch ${base} is not in this checkout; check out with fetch-depth: 0, or set the 'base-branch' input.`,
    );
  await git.exec(['checkout', '--quiet', '-B', branch, start]);
  const merged = tip !== undefined && (await mergeBase(git, baseTip, base));
  return { sha: await git.head(), merged };
}

/**
 * Merges `baseTip` into the checked-out branch when it is not in it yet. A conflict is backed
 * out (the branch stays as it was) and reported as false; the spec's final squash onto the
 * base surfaces it for review.
 */
export async function mergeBase(git: Git, baseTip: string, baseName: string): Promise<boolean> {
  if (await git.try(['merge-base', '--is-ancestor', baseTip, 'HEAD'])) return false;
  const r = await git.exec(
    [
      '-c',
      `user.name=${RALPH_IDENTITY.name}`,
      '-c',
      `user.email=${RALPH_IDENTITY.email}`,
      'merge',
      '--quiet',
      '--no-edit',
      '-m',
      `Merge ${baseName} into the spec branch`,
      baseTip,
    ],
    { allowFailure: true },
  );
  if (r.exitCode === 0) return true;
  await git.exec(['merge', '--abort'], { allowFailure: true });
  return false;
}

/**
 * Makes a commit on the spec branch and pushes it, retrying a lost race: `apply` makes the
 * commit on top of whatever the branch is (returning false when there is nothing to commit);
 * when the push is rejected because the branch moved, the branch is reset to the new tip and
 * `apply` runs again there. A commit an earlier try left unpushed is pushed. Returns the
 * pushed commit, or undefined when there was nothing to push.
 */
export async function commitAndPush(
  git: Git,
  branch: string,
  apply: (retry: boolean) => Promise<boolean>,
): Promise<string | undefined> {
  for (let attempt = 1; ; attempt++) {
    const changed = await apply(attempt > 1);
    const tip = await remoteSha(git, branch);
    // Nothing new, and nothing left unpushed by an earlier try (a re-run after a failed push).
    if (!changed && (tip === undefined || tip === (await git.head()))) return undefined;
    // A plain push: only a fast-forward of what the remote has, never a rewrite of its history.
    const push = await git.exec(['push', '--quiet', '--porcelain', REMOTE, `HEAD:refs/heads/${branch}`], {
      allowFailure: true,
    });
    if (push.exitCode === 0) {
      await git.exec(['update-ref', `refs/remotes/${REMOTE}/${branch}`, 'HEAD']);
      return git.head();
    }
    if (attempt >= PUSH_ATTEMPTS)
      throw new Error(
        `Could not push ${branch} after ${attempt} tries: ${push.stderr.trim() || push.stdout.trim()}. Check that the job has \`contents: write\`.`,
      );
    // Someone else pushed first: start again from their tip.
    await sleep(50 * attempt + Math.random() * 100);
    await git.exec(['fetch', '--quiet', REMOTE, `+refs/heads/${branch}:refs/remotes/${REMOTE}/${branch}`], {
      allowFailure: true,
    });
    const fresh = await remoteSha(git, branch);
    if (fresh) await git.exec(['reset', '--hard', '--quiet', fresh]);
  }
}

/** The first commit completing each task in `from..to` (the commits `ralph(spec): complete <task>`). */
export async function taskCommitsBetween(git: Git, from: string, to: string): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  const log = await git.out(['log', '--reverse', '--format=%H%x00%s', `${from}..${to}`]);
  for (const line of log.split('\n')) {
    const [sha, subject] = line.split('\0');
    const m = /^ralph\([^)]*\): complete (\S+)$/.exec(subject ?? '');
    if (sha && m && !map.has(m[1]!)) map.set(m[1]!, sha);
  }
  return map;
}

export interface SquashResult {
  sha: string;
  /** False when the branch already was one commit for this spec (a re-run). */
  rewritten: boolean;
}

/**
 * Rewrites the spec branch to one commit on top of the base: the branch's changes squashed
 * onto the base's tip (onto the fork point when they do not apply there cleanly), with
 * `prepare` adding the last touches (PROGRESS.md, the plan's spec status) before the commit.
 * A branch that already is that one commit (a re-run) is left alone.
 */
export async function squashSpecBranch(
  git: Git,
  opts: {
    /** The files `prepare` writes: only they are staged besides the squashed changes. */
    stage: string[];
    branch: string;
    base: string;
    specId: string;
    message: string;
    prepare: (taskCommits: Map<string, string>) => Promise<void>;
  },
): Promise<SquashResult> {
  const tip = await remoteSha(git, opts.branch);
  const baseTip = await remoteSha(git, opts.base);
  if (!tip || !baseTip)
    throw new Error(
      `${!tip ? `${REMOTE}/${opts.branch}` : `${REMOTE}/${opts.base}`} is not in this checkout; check out with fetch-depth: 0.`,
    );
  const forkPoint = await git.out(['merge-base', baseTip, tip]);
  const count = Number(await git.out(['rev-list', '--count', `${forkPoint}..${tip}`]));
  if (count === 1 && (await git.out(['log', '-1', '--format=%B', tip])) === opts.message.trim())
    return { sha: tip, rewritten: false };

  const taskCommits = await taskCommitsBetween(git, forkPoint, tip);

  await git.exec(['checkout', '--quiet', '-B', opts.branch, baseTip]);
  const merged = await git.exec(['merge', '--squash', '--quiet', tip], { allowFailure: true });
  if (merged.exitCode !== 0) {
    await git.exec(['reset', '--hard', '--quiet']);
    await git.exec(['checkout', '--quiet', '-B', opts.branch, forkPoint]);
    await git.exec(['merge', '--squash', '--quiet', tip]);
  }
  await opts.prepare(taskCommits);
  await git.exec(['add', '--', ...opts.stage]);
  await git.commitIndex(opts.message);
  const push = await git.exec(
    [
      'push',
      '--quiet',
      `--force-with-lease=refs/heads/${opts.branch}:${tip}`,
      REMOTE,
      `HEAD:refs/heads/${opts.branch}`,
    ],
    { allowFailure: true },
  );
  if (push.exitCode !== 0) throw new GitError(['push', '--force-with-lease', REMOTE, opts.branch], push);
  await git.exec(['update-ref', `refs/remotes/${REMOTE}/${opts.branch}`, 'HEAD']);
  return { sha: await git.head(), rewritten: true };
}
