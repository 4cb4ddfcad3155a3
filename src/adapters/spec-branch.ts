// The spec-branch git algorithm in one place (after create-pull-request's
// create-or-update-branch): the commit a task starts from (the base merged in the same way by
// the task job and the writer), merges as GitHub makes them (`git merge-tree`, no merge
// drivers), trees edited through a private index and commits made without a work tree, and
// pushes with a lease. The writer job (action/writer/) composes them; `ralph build` uses
// the work-tree ones.

import { RalphError } from '../core/errors.js';
import { type Git, GitError, type Identity, RALPH_IDENTITY } from './git.js';

export const REMOTE = 'origin';

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

/** Environment that makes a commit's identity and dates fixed: the same inputs, the same sha. */
function commitEnv(identity = RALPH_IDENTITY, date?: string): Record<string, string> {
  return {
    GIT_AUTHOR_NAME: identity.name,
    GIT_AUTHOR_EMAIL: identity.email,
    GIT_COMMITTER_NAME: identity.name,
    GIT_COMMITTER_EMAIL: identity.email,
    ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
  };
}

/** A commit of `tree` with `parents`, made without a work tree; returns its sha. */
export async function commitTree(
  git: Git,
  tree: string,
  parents: string[],
  message: string,
  opts: { date?: string; identity?: Identity } = {},
): Promise<string> {
  return (
    await git.exec(['commit-tree', tree, ...parents.flatMap((p) => ['-p', p]), '-F', '-'], {
      input: message.endsWith('\n') ? message : `${message}\n`,
      env: commitEnv(opts.identity, opts.date),
    })
  ).stdout.trim();
}

/**
 * Merges two commits without a work tree (`git merge-tree --write-tree`, git's own merge with
 * no merge drivers, as GitHub merges): the merged tree, or the paths that conflict. The merge
 * base is git's own (`--merge-base` needs git 2.40): replaying a commit onto a branch that grew
 * from its parent is this merge, with that parent as the base.
 */
export async function mergeTrees(
  git: Git,
  ours: string,
  theirs: string,
): Promise<{ tree: string; conflicts: [] } | { tree?: undefined; conflicts: string[] }> {
  const r = await git.exec(['merge-tree', '--write-tree', '--name-only', '--no-messages', ours, theirs], {
    allowFailure: true,
  });
  const lines = r.stdout.split('\n');
  if (r.exitCode === 0) return { tree: lines[0]!.trim(), conflicts: [] };
  if (r.exitCode === 1) return { conflicts: [...new Set(lines.slice(1).filter(Boolean))] };
  throw new GitError(['merge-tree', ours, theirs], r);
}

/** The paths that conflict when `theirs` is merged into `ours` (none when it is in already). */
export async function mergeConflicts(git: Git, ours: string, theirs: string): Promise<string[]> {
  if (await git.try(['merge-base', '--is-ancestor', theirs, ours])) return [];
  return (await mergeTrees(git, ours, theirs)).conflicts;
}

/**
 * The commit a task starts from: `start` itself when it contains the base's tip, else the merge
 * of the base's tip into it, made without a work tree with a fixed identity, date and message,
 * so the task job and the writer job make the same commit from the same two. Throws when the
 * two conflict.
 */
export async function startCommit(
  git: Git,
  opts: { start: string; baseSha: string; branch: string; base: string },
): Promise<{ sha: string; merged: boolean }> {
  if (await git.try(['merge-base', '--is-ancestor', opts.baseSha, opts.start]))
    return { sha: opts.start, merged: false };
  const m = await mergeTrees(git, opts.start, opts.baseSha);
  if (m.tree === undefined)
    throw new RalphError(
      `${opts.branch} conflicts with ${opts.base} in ${m.conflicts.join(', ')}; merge ${opts.base} into ${opts.branch} and resolve it.`,
    );
  const times = await git.out(['show', '-s', '--format=%ct', opts.start, opts.baseSha]);
  const when = Math.max(...times.split('\n').map(Number));
  const sha = await commitTree(
    git,
    m.tree,
    [opts.start, opts.baseSha],
    `Merge ${opts.base} into ${opts.branch}`,
    { date: `@${when} +0000` },
  );
  return { sha, merged: true };
}

/** One changed path between two trees, as `git diff-tree --raw` reports it. */
export interface TreeChange {
  path: string;
  oldMode: string;
  newMode: string;
  /** The new blob (all zeros when deleted). */
  newSha?: string;
  /** A added, D deleted, M modified, T type changed. */
  status: string;
}

export async function treeChanges(git: Git, from: string, to: string): Promise<TreeChange[]> {
  const out = (await git.exec(['diff-tree', '-r', '-z', '--no-renames', '--raw', from, to])).stdout;
  const parts = out.split('\0');
  const changes: TreeChange[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const meta = parts[i]!;
    if (!meta.startsWith(':')) continue;
    const [oldMode, newMode, , newSha, status] = meta.slice(1).split(' ');
    changes.push({ path: parts[i + 1]!, oldMode: oldMode!, newMode: newMode!, newSha, status: status! });
  }
  return changes;
}

/**
 * A tree edited through a private index file, never a work tree: nothing of what is edited is
 * written where a program could run it, and no filter or hook of the repository runs.
 */
export class TreeEditor {
  private readonly env: Record<string, string>;

  constructor(
    private readonly git: Git,
    indexFile: string,
  ) {
    this.env = { GIT_INDEX_FILE: indexFile };
  }

  async read(treeish: string): Promise<void> {
    await this.git.exec(['read-tree', treeish], { env: this.env });
  }

  /** Applies a binary patch to the index; the error text when it does not apply. */
  async apply(patch: Buffer): Promise<string | undefined> {
    const r = await this.git.exec(['apply', '--cached', '--binary', '--whitespace=nowarn', '-'], {
      input: patch,
      env: this.env,
      allowFailure: true,
    });
    return r.exitCode === 0 ? undefined : r.stderr.trim() || `git apply exited ${r.exitCode}`;
  }

  /** Writes a file's bytes into the index as a regular file. */
  async put(path: string, content: string | Buffer): Promise<void> {
    const blob = (
      await this.git.exec(['hash-object', '-w', '--no-filters', '--stdin'], { input: content })
    ).stdout.trim();
    await this.git.exec(['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`], {
      env: this.env,
    });
  }

  async write(): Promise<string> {
    return (await this.git.exec(['write-tree'], { env: this.env })).stdout.trim();
  }
}

/**
 * Sets the remote's `branch` to `commit` only if it still is at `expected` (undefined: only if
 * it does not exist), so nobody's push is ever overwritten. False when the branch moved.
 */
export async function pushLeased(
  git: Git,
  branch: string,
  commit: string,
  expected: string | undefined,
): Promise<boolean> {
  const r = await git.exec(
    [
      'push',
      '--quiet',
      '--porcelain',
      '--no-follow-tags',
      `--force-with-lease=refs/heads/${branch}:${expected ?? ''}`,
      REMOTE,
      `${commit}:refs/heads/${branch}`,
    ],
    { allowFailure: true },
  );
  if (r.exitCode === 0) {
    await git.exec(['update-ref', `refs/remotes/${REMOTE}/${branch}`, commit]);
    return true;
  }
  if (/stale info|\[rejected\]|fetch first|non-fast-forward/.test(r.stdout + r.stderr)) return false;
  throw new RalphError(
    `Could not push ${branch}: ${r.stderr.trim() || r.stdout.trim()}. Check that the job has \`contents: write\`.`,
  );
}

/** The tree of a commit. */
export async function treeOf(git: Git, commit: string): Promise<string> {
  return git.out(['rev-parse', `${commit}^{tree}`]);
}

/** Whether `branchTip` is one commit on top of `parent` carrying the spec's trailer. */
export async function oneSpecCommit(
  git: Git,
  tip: string,
  specId: string,
): Promise<{ parent: string; message: string } | undefined> {
  const parents = (await git.out(['show', '-s', '--format=%P', tip])).split(' ').filter(Boolean);
  if (parents.length !== 1) return undefined;
  const message = (await git.exec(['show', '-s', '--format=%B', tip])).stdout;
  const spec = await git.out([
    'show',
    '-s',
    '--format=%(trailers:key=Ralph-Spec,valueonly,separator=%x2C)',
    tip,
  ]);
  const subject = message.split('\n', 1)[0] ?? '';
  // A task's commit carries the trailer too; a spec's commit is not `ralph(spec): ...`.
  if (spec.trim() !== specId || subject.startsWith(`ralph(${specId}):`)) return undefined;
  return { parent: parents[0]!, message };
}
