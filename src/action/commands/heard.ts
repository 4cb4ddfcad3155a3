// Who is heard: which logins are Ralph's own (its replies are the record of what was handled,
// and nobody else can write a command away), and which authors may command it (write access).
import { ACTIONS_BOT, collaboratorCanWrite, isMe } from '../../adapters/github.js';
import type { Listener } from './listener.js';

/** The logins Ralph acted as in this repository (see isRalph), the token's account first. */
export function ralphLogins(l: Listener): string[] {
  return [...(l.me ? [l.me] : []), ACTIONS_BOT, ...[...l.tracking.values()].map((t) => t.openedBy)];
}

/**
 * Whether a login is one Ralph acted as in this repository: the token's account now, the
 * GitHub Actions bot (what GITHUB_TOKEN acts as), or the login a spec's tracking state records
 * (that spec's when `spec` is given). So a change of token leaves Ralph's issues and replies
 * its own; a person who types the marker never is.
 */
export function isRalph(l: Listener, login: string, spec?: string): boolean {
  if (isMe(login, l.me ?? '') || isMe(login, ACTIONS_BOT)) return true;
  if (spec !== undefined) {
    const t = l.tracking.get(spec);
    return t !== undefined && isMe(login, t.openedBy);
  }
  return [...l.tracking.values()].some((t) => isMe(login, t.openedBy));
}

/** Whether the author may command Ralph (asked once per author and run). */
export async function canWrite(l: Listener, login: string): Promise<boolean> {
  let yes = l.writers.get(login);
  if (yes === undefined) {
    yes = await collaboratorCanWrite(l.octokit, l.repo, login);
    l.writers.set(login, yes);
  }
  return yes;
}
