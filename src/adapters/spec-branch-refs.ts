// Where a spec's state is in a clone: its branch `<prefix><spec-id>` as this repository has it
// (refs/heads/) and as the remote had it at the last fetch (refs/remotes/origin/). Ralph's
// workflow records each attempt on the remote's spec branch, so a fresh clone has only the
// remote-tracking branch, and a local branch made earlier falls behind it. The local commands
// (`status`, `next`, `prompt`, `retry`, `skip`, `set`) read whichever is newer, and edit only a
// local branch that is not behind: a commit on an old tip could not be pushed.
import { shellCommand } from '../core/shell.js';
import type { Git } from './git.js';
import { REMOTE } from './spec-branch.js';

/**
 * How the local branch and the remote-tracking one stand: only one exists, they are the same
 * commit, the local one has commits the remote lacks (`ahead`), lacks commits the remote has
 * (`behind`), or both (`diverged`).
 */
export type BranchRelation = 'local' | 'remote' | 'same' | 'ahead' | 'behind' | 'diverged';

export interface SpecBranchRefs {
  /** The spec branch's name: `ralph/api`. */
  branch: string;
  /** The local branch's commit, if there is one. */
  local?: string;
  /** The remote-tracking branch's commit (`origin/ralph/api`), if there is one. */
  remote?: string;
  relation: BranchRelation;
  /** The ref that holds the spec's newest state: the remote-tracking one when the local one is missing or behind. */
  ref: string;
  /** What to call that ref in a message: `ralph/api` or `origin/ralph/api`. */
  name: string;
  /** That ref's commit, with its subject line and `Ralph-Spec` trailers. */
  tip?: SpecTip;
}

/** A spec branch's tip commit: its id, subject line and `Ralph-Spec` trailers (comma-separated). */
export interface SpecTip {
  sha: string;
  subject: string;
  specTrailer: string;
}

/**
 * Every spec branch under `prefix`, local or remote-tracking (one `for-each-ref`, and one
 * `merge-base` for each pair that differs, all started at once), by branch name. With
 * `remote: false`, only the local branches, each `local` (one `for-each-ref`, no merge-base).
 */
export async function specBranchRefs(
  git: Git,
  prefix: string,
  opts: { remote?: boolean } = {},
): Promise<Map<string, SpecBranchRefs>> {
  const heads = 'refs/heads/';
  const remotes = `refs/remotes/${REMOTE}/`;
  // The tip's subject and trailers come along (`ralph status` names a finished spec's commit):
  // no second process for them.
  const listed = await git.out([
    'for-each-ref',
    '--format=%(objectname)%00%(refname)%00%(subject)%00%(trailers:key=Ralph-Spec,valueonly,separator=%x2C)',
    `${heads}${prefix}`,
    ...(opts.remote === false ? [] : [`${remotes}${prefix}`]),
  ]);
  const local = new Map<string, string>();
  const remote = new Map<string, string>();
  const tips = new Map<string, SpecTip>();
  for (const line of listed.split('\n').filter(Boolean)) {
    const [sha = '', ref = '', subject = '', specTrailer = ''] = line.split('\0');
    tips.set(sha, { sha, subject, specTrailer });
    if (ref.startsWith(heads)) local.set(ref.slice(heads.length), sha);
    else if (ref.startsWith(remotes)) remote.set(ref.slice(remotes.length), sha);
  }
  const related = await Promise.all(
    [...new Set([...local.keys(), ...remote.keys()])].map((branch) =>
      relate(git, branch, local.get(branch), remote.get(branch)),
    ),
  );
  const out = new Map<string, SpecBranchRefs>();
  for (const refs of related) {
    const tip = tips.get((refs.ref.startsWith(heads) ? refs.local : refs.remote) ?? '');
    out.set(refs.branch, tip ? { ...refs, tip } : refs);
  }
  return out;
}

/** The one spec branch `branch`, local or remote-tracking; undefined when neither exists. */
export async function specBranchRef(git: Git, branch: string): Promise<SpecBranchRefs | undefined> {
  const [local, remote] = await Promise.all([
    git.revParse(`refs/heads/${branch}`),
    git.revParse(`refs/remotes/${REMOTE}/${branch}`),
  ]);
  return local || remote ? relate(git, branch, local, remote) : undefined;
}

async function relate(
  git: Git,
  branch: string,
  local: string | undefined,
  remote: string | undefined,
): Promise<SpecBranchRefs> {
  const onRemote = { ref: `refs/remotes/${REMOTE}/${branch}`, name: `${REMOTE}/${branch}` };
  const here = { ref: `refs/heads/${branch}`, name: branch };
  if (!local) return { branch, remote, relation: 'remote', ...onRemote };
  if (!remote) return { branch, local, relation: 'local', ...here };
  if (local === remote) return { branch, local, remote, relation: 'same', ...here };
  // One process: the best common ancestor is the local commit when the local branch is behind,
  // the remote one when it is ahead, and another commit (or none: exit 1, no output) when the
  // two have diverged.
  const r = await git.exec(['merge-base', local, remote], { allowFailure: true });
  const base = r.exitCode === 0 ? r.stdout.trim() : '';
  if (base === local) return { branch, local, remote, relation: 'behind', ...onRemote };
  if (base === remote) return { branch, local, remote, relation: 'ahead', ...here };
  return { branch, local, remote, relation: 'diverged', ...here };
}

const short = (sha: string | undefined) => (sha ?? '').slice(0, 7);

/**
 * The command that brings a local branch behind its remote-tracking one up to date: a
 * fast-forward. Where the branch is checked out, a pull there; elsewhere a fetch straight into
 * the branch (git refuses it unless it is a fast-forward, so no commit can be lost).
 */
export function updateCommand(refs: SpecBranchRefs, checkedOut?: { path: string; here: boolean }): string {
  const pull = ['pull', '--ff-only', REMOTE, refs.branch];
  if (checkedOut) return shellCommand(['git', ...(checkedOut.here ? [] : ['-C', checkedOut.path]), ...pull]);
  return shellCommand(['git', 'fetch', REMOTE, `${refs.branch}:${refs.branch}`]);
}

/** "ralph/api (at 1234567) is behind origin/ralph/api (at 89abcde)". */
export function behindText(refs: SpecBranchRefs): string {
  return `${refs.branch} (at ${short(refs.local)}) is behind ${REMOTE}/${refs.branch} (at ${short(refs.remote)})`;
}

/** "ralph/api (at 1234567) and origin/ralph/api (at 89abcde) have diverged: ...". */
export function divergedText(refs: SpecBranchRefs): string {
  return `${refs.branch} (at ${short(refs.local)}) and ${REMOTE}/${refs.branch} (at ${short(refs.remote)}) have diverged: each has commits the other lacks`;
}

/** How to bring a diverged local branch together with the remote's, or drop the local commits. */
export function divergedFix(refs: SpecBranchRefs): string {
  const b = refs.branch;
  return `merge them (git switch ${b} && git pull --no-rebase ${REMOTE} ${b}, then git push ${REMOTE} ${b}), or drop the local commits (git branch -f ${b} ${REMOTE}/${b}, from another branch)`;
}

/** The warnings `ralph status`, `next` and `prompt` print about the spec branches they read. */
export function branchWarnings(
  all: Iterable<SpecBranchRefs>,
  checkedOut: Map<string, string>,
  top: string,
): string[] {
  const warnings: string[] = [];
  for (const refs of all) {
    if (refs.relation === 'behind') {
      const path = checkedOut.get(refs.branch);
      const cmd = updateCommand(refs, path === undefined ? undefined : { path, here: path === top });
      warnings.push(
        `warning: ${behindText(refs)}; Ralph reads ${REMOTE}/${refs.branch}. Bring it up to date: ${cmd}`,
      );
    } else if (refs.relation === 'diverged')
      warnings.push(
        `warning: ${divergedText(refs)}; Ralph reads ${refs.branch}, the local one. To end this, ${divergedFix(refs)}`,
      );
  }
  return warnings;
}

/** Each branch checked out in a work tree of this repository, with that work tree's path. */
export async function checkedOutBranches(git: Git): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const r = await git.exec(['worktree', 'list', '--porcelain'], { allowFailure: true });
  if (r.exitCode !== 0) return out;
  for (const block of r.stdout.split('\n\n')) {
    const lines = block.split('\n');
    const path = lines.find((l) => l.startsWith('worktree '))?.slice('worktree '.length);
    const branch = lines.find((l) => l.startsWith('branch refs/heads/'))?.slice('branch refs/heads/'.length);
    if (path !== undefined && branch !== undefined) out.set(branch, path);
  }
  return out;
}
