// The holds on the remote, as tags `ralph-held/<spec>` (see core/schedule/hold.ts for why a tag).

import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { HOLD_TAG_PREFIX, type Hold, holdMessage, parseHoldMessage } from '../core/schedule/hold.js';
import { Git, RALPH_IDENTITY } from './git.js';
import { findProjectRoot } from './project-root.js';
import { REMOTE } from './spec-branch.js';

const TAGS = `refs/tags/${HOLD_TAG_PREFIX}`;

/** Brings the remote's hold tags into the clone (a writer job: its token is in git's environment). */
export async function fetchHolds(git: Git): Promise<void> {
  await git.exec(['fetch', '--quiet', '--prune', '--no-tags', REMOTE, `+${TAGS}*:${TAGS}*`], {
    allowFailure: true,
  });
}

/** The holds the clone knows, by spec id: one git process. */
export async function readHolds(git: Git): Promise<Map<string, Hold>> {
  const out = await git.exec(['for-each-ref', '--format=%(refname)%00%(contents)%00%00', TAGS], {
    allowFailure: true,
  });
  const holds = new Map<string, Hold>();
  for (const record of out.stdout.split('\0\0')) {
    const [ref, message] = record.replace(/^\n/, '').split('\0');
    if (!ref?.startsWith(TAGS) || message === undefined) continue;
    const spec = ref.slice(TAGS.length);
    const hold = parseHoldMessage(spec, message);
    if (hold) holds.set(spec, hold);
  }
  return holds;
}

/**
 * Pushes the hold as the annotated tag `ralph-held/<spec>` on `target` (the base's tip: the tag
 * only needs a commit to stand on), replacing the one there, and keeps it in the clone.
 */
export async function writeHold(git: Git, hold: Hold, target: string): Promise<void> {
  const name = `${HOLD_TAG_PREFIX}${hold.spec}`;
  const tag = (
    await git.exec(['mktag'], {
      input: `object ${target}\ntype commit\ntag ${name}\ntagger ${RALPH_IDENTITY.name} <${RALPH_IDENTITY.email}> ${Math.floor(Date.now() / 1000)} +0000\n\n${holdMessage(hold)}`,
    })
  ).stdout.trim();
  await git.exec(['push', '--quiet', '--force', '--no-follow-tags', REMOTE, `${tag}:refs/tags/${name}`]);
  await git.exec(['update-ref', `refs/tags/${name}`, tag]);
}

/** The holds a local repository knows (tags fetched from the remote), for `ralph status`. */
export async function localHolds(planPath: string): Promise<Map<string, Hold>> {
  const dir = dirname(planPath);
  if (!existsSync(join(findProjectRoot(dir), '.git'))) return new Map();
  return readHolds(new Git(dir));
}
