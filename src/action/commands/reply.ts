// Ralph's replies: the answer to a command (with its hidden marker, the record that it was
// handled), and what a command that failed gets: a lasting cause said once, a passing one said
// in a comment updated in place, and a bug in Ralph never quoted in public.
import * as core from '../../adapters/actions-core.js';
import { postComment, upsertComment } from '../../adapters/github.js';
import { untrustedMessage } from '../../adapters/task-job/index.js';
import { describeError, isLanguageError, isUserError, RalphError } from '../../core/errors.js';
import { CommandError, replyBody } from '../../core/github-text/commands.js';
import { RALPH_VERSION } from '../../version.js';
import { ralphLogins } from './heard.js';
import type { Listener } from './listener.js';

/**
 * Whether an error may pass by itself (GitHub's 5xx or rate limits, the network, a spec branch
 * that moved while Ralph pushed): the next run tries the command again. Anything else (a 4xx, a
 * plan that cannot take the change) will fail the same way every time.
 */
export function isTransient(err: unknown): boolean {
  if (err instanceof CommandError) return false;
  if (err instanceof TransientError) return true;
  const status = (err as { status?: unknown }).status;
  if (typeof status === 'number') return status >= 500 || status === 429;
  // JavaScript's own errors are bugs in Ralph, whatever their message says.
  if (isLanguageError(err)) return false;
  return /ECONNRESET|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN|socket hang up|network/i.test(String(err));
}

/** A failure the next run may not meet: a spec branch that kept moving, say. */
export class TransientError extends RalphError {
  override readonly code: string = 'transient';
  override name = 'TransientError';
}

const INTERNAL = "an internal error; see the run's log";

/**
 * Why a command failed, as a public comment may say it: the first line (at most 500 characters)
 * of an error a person can act on or one that passes by itself; for anything else, a bug in
 * Ralph, only that it was an internal error, since its message may hold paths or internals. The
 * run's log has the whole of it, with the stack.
 */
export function publicReason(err: unknown): string {
  if (!isUserError(err) && !isTransient(err)) return INTERNAL;
  const message = err instanceof Error ? err.message : String(err);
  return message.split('\n')[0]!.slice(0, 500);
}

/**
 * One command Ralph could not carry out: a warning, never a red job (the other commands and
 * the rest of the run go on). A lasting cause gets one reply saying why, as the command's
 * answer, so no later run tries it again; a passing one gets a reply that the next run tries
 * again, updated in place rather than repeated.
 */
export async function cannotCarryOut(
  l: Listener,
  number: number,
  source: string,
  url: string,
  err: unknown,
): Promise<void> {
  const why = publicReason(err);
  // A bug's message and stack go to the run's log only (an error annotation): the public reply
  // says no more than that it was an internal error.
  if (why === INTERNAL)
    core.error(
      untrustedMessage(
        `${url}: Ralph could not carry this out: ${describeError(err, { version: RALPH_VERSION, command: 'command: commands' })}`,
      ),
    );
  else
    core.warning(
      `${url}: Ralph could not carry this out: ${err instanceof Error ? err.message : String(err)}`,
    );
  if (!isTransient(err)) {
    try {
      await reply(l, number, source, `Ralph could not carry this out, and nothing was done: ${why}.`);
    } catch (e) {
      core.warning(`${url}: the reply failed too: ${(e as Error).message}`);
    }
    return;
  }
  l.retryLater = true;
  await failureReply(l, number, source, why);
}

/**
 * Says that handling failed for now. Without the handled marker: the next run tries the command
 * again (and says so again if it fails again).
 */
async function failureReply(l: Listener, number: number, source: string, why: string): Promise<void> {
  l.wroteOn.add(number);
  try {
    // One comment per command, updated in place: a command that keeps failing is not
    // answered anew by every run.
    const c = await upsertComment(
      l.octokit,
      l.repo,
      number,
      `<!-- ralph:failed:${source} -->`,
      `Ralph could not carry this out: ${why}. The next run tries again.${l.ctx.runUrl ? `\n\n<sub>[Ralph's run](${l.ctx.runUrl})</sub>` : ''}\n`,
      ralphLogins(l),
    );
    if (c.at) wrote(l, number, c.at);
  } catch {
    // The failure is in the job's log and summary already.
  }
}

/** Keeps when Ralph wrote on `number` (GitHub's time, and this machine's). */
export function wrote(l: Listener, number: number, at: string): void {
  l.lastWrite = Date.now();
  const before = l.wroteAt.get(number);
  if (before === undefined || Date.parse(at) > Date.parse(before)) l.wroteAt.set(number, at);
}

export async function reply(l: Listener, number: number, source: string, text: string): Promise<void> {
  l.wroteOn.add(number);
  const posted = await postComment(l.octokit, l.repo, number, replyBody(source, text, l.ctx.runUrl));
  wrote(l, number, posted.at);
}
