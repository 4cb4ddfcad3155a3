// How far the commands job has read what people said on GitHub: a time kept on the remote as
// the message of a commit on `refs/ralph/commands-seen` (a ref outside refs/heads, so it is no
// branch in GitHub's lists). With it a run asks GitHub only for comments and reviews newer than
// the last run's reading, instead of every comment of the look-back period: a run with nothing
// new costs a few requests however busy the repository is. Without it (a first run, a remote
// that refuses the ref) Ralph reads the whole look-back period, as before.
import type { Git } from './git.js';
import { commitTree, REMOTE } from './spec-branch.js';

export const COMMANDS_MARK_REF = 'refs/ralph/commands-seen';

/** Comments can show in GitHub's lists a little after they are made: read this far back again. */
export const MARK_MARGIN_MS = 5 * 60_000;

const LINE = /^Seen up to: (\S+)$/m;
const READ_AFTER = /^Reviews of #(\d+) read after: (\S+)$/gm;

/**
 * What an earlier run read. `readAfter`: for a spec pull request the commands job wrote on, the
 * time (GitHub's) of its last write there, after which it read that pull request's reviews
 * again, at a later second: nothing up to that time on it is unread.
 */
export interface CommandsMark {
  seen: string;
  commit: string;
  readAfter: Map<number, string>;
}

/** The time up to which an earlier run handled everything, if the remote keeps one. */
export async function readCommandsMark(git: Git): Promise<CommandsMark | undefined> {
  const fetched = await git.exec(
    ['fetch', '--quiet', '--no-tags', REMOTE, `+${COMMANDS_MARK_REF}:${COMMANDS_MARK_REF}`],
    {
      allowFailure: true,
    },
  );
  if (fetched.exitCode !== 0) return undefined;
  const commit = (
    await git.exec(['rev-parse', '--verify', '--quiet', COMMANDS_MARK_REF], { allowFailure: true })
  ).stdout.trim();
  if (!commit) return undefined;
  const message = (await git.exec(['log', '-1', '--format=%B', commit])).stdout;
  const seen = LINE.exec(message)?.[1];
  if (!seen || Number.isNaN(Date.parse(seen))) return undefined;
  const readAfter = new Map<number, string>();
  for (const [, n, at] of message.matchAll(READ_AFTER))
    if (!Number.isNaN(Date.parse(at!))) readAfter.set(Number(n), at!);
  return { seen, commit, readAfter };
}

/**
 * Keeps `seen` on the remote as the new mark (a commit of its own with the empty tree: the
 * mark has no history to keep). False, with the reason, when the remote refused it: the next
 * run then reads the whole look-back period again, which costs requests but loses nothing.
 */
export async function writeCommandsMark(
  git: Git,
  seen: string,
  readAfter: ReadonlyMap<number, string> = new Map(),
): Promise<{ ok: true } | { ok: false; why: string }> {
  const empty = (await git.exec(['hash-object', '-t', 'tree', '-w', '--stdin'], { input: '' })).stdout.trim();
  const commit = await commitTree(
    git,
    empty,
    [],
    `Ralph's commands job handled every command and review up to this time.\n\nSeen up to: ${seen}\n${[
      ...readAfter,
    ]
      .map(([n, at]) => `Reviews of #${n} read after: ${at}\n`)
      .join('')}`,
  );
  const r = await git.exec(['push', '--quiet', '--force', REMOTE, `${commit}:${COMMANDS_MARK_REF}`], {
    allowFailure: true,
  });
  return r.exitCode === 0 ? { ok: true } : { ok: false, why: (r.stderr || r.stdout).trim() };
}
