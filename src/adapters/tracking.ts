// Each spec's tracking state, kept on the remote as `refs/ralph/tracking/<spec>`: a commit with
// the empty tree whose message names the spec's tracking issue and the login that opened it.
// Ralph trusts a spec marker only in an issue one of its own logins opened (anyone can type the
// marker); this record is how it still knows its issues after the workflow's token changed
// (from GITHUB_TOKEN to a machine user's, say). Only a job holding `contents: write` (the
// commands job and the writer, never a task job) can push it.
import type { Git } from './git.js';
import { commitTree, REMOTE } from './spec-branch.js';

const PREFIX = 'refs/ralph/tracking/';

export interface Tracking {
  issue: number;
  /** The login that opened the issue: one Ralph acted as in this repository. */
  openedBy: string;
}

/** Brings the remote's tracking records into the clone (one fetch); none is fine. */
export async function fetchTracking(git: Git): Promise<void> {
  await git.exec(['fetch', '--quiet', '--prune', '--no-tags', REMOTE, `+${PREFIX}*:${PREFIX}*`], {
    allowFailure: true,
  });
}

/** The tracking records the clone knows, by spec id: one git process. */
export async function readTracking(git: Git): Promise<Map<string, Tracking>> {
  const out = await git.exec(['for-each-ref', '--format=%(refname)%00%(contents)%00%00', PREFIX], {
    allowFailure: true,
  });
  const records = new Map<string, Tracking>();
  for (const record of out.stdout.split('\0\0')) {
    const [ref, message] = record.replace(/^\n/, '').split('\0');
    if (!ref?.startsWith(PREFIX) || message === undefined) continue;
    const issue = Number(/^Ralph-Issue: (\d+)$/m.exec(message)?.[1]);
    const openedBy = /^Ralph-Opened-By: (\S+)$/m.exec(message)?.[1];
    if (Number.isInteger(issue) && issue > 0 && openedBy)
      records.set(ref.slice(PREFIX.length), { issue, openedBy });
  }
  return records;
}

/** Records the spec's tracking issue on the remote; false when the remote refused it. */
export async function writeTracking(git: Git, spec: string, t: Tracking): Promise<boolean> {
  const empty = (await git.exec(['hash-object', '-t', 'tree', '-w', '--stdin'], { input: '' })).stdout.trim();
  const commit = await commitTree(
    git,
    empty,
    [],
    `Spec ${spec} is tracked in issue #${t.issue}, opened by ${t.openedBy}.\n\nRalph-Issue: ${t.issue}\nRalph-Opened-By: ${t.openedBy}\n`,
  );
  const r = await git.exec(['push', '--quiet', '--force', REMOTE, `${commit}:${PREFIX}${spec}`], {
    allowFailure: true,
  });
  if (r.exitCode === 0) await git.exec(['update-ref', `${PREFIX}${spec}`, commit]);
  return r.exitCode === 0;
}
