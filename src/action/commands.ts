import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import * as core from '../adapters/actions-core.js';
import {
  COMMANDS_MARK_REF,
  MARK_MARGIN_MS,
  readCommandsMark,
  writeCommandsMark,
} from '../adapters/commands-mark.js';
import type { Git } from '../adapters/git.js';
import {
  ACTIONS_BOT,
  type ChangeReview,
  changeReviews,
  collaboratorCanWrite,
  type GitHubClient,
  getIssue,
  type IssueComment,
  isMe,
  listRecentComments,
  openSpecPulls,
  postComment,
  type Repo,
  reactToComment,
  type SpecPull,
  upsertComment,
  whoAmI,
} from '../adapters/github.js';
import { editPlanText, parsePlanText } from '../adapters/plan-file.js';
import {
  commitTree,
  fetchBranches,
  pushLeased,
  REMOTE,
  remoteSha,
  TreeEditor,
} from '../adapters/spec-branch.js';
import { fetchTracking, readTracking, type Tracking } from '../adapters/tracking.js';
import {
  addFollowUp,
  applyTaskCommand,
  type ChangeRequest,
  type Command,
  CommandError,
  handledSources,
  isReply,
  notHeardText,
  type Place,
  parseCommand,
  replyBody,
  statusReplyText,
  USAGE,
} from '../core/commands.js';
import { isUserError, RalphError } from '../core/errors.js';
import { specMarker } from '../core/github-text.js';
import type { Plan } from '../core/plan.js';
import { COMMENT_BYTES_SHOWN, findTask } from '../core/prompt.js';
import { markdownTable, statusRows } from '../core/report.js';
import { schedule } from '../core/schedule.js';
import { type RunContext, writerFor } from './context.js';
import { liftHold, sayOnPull, updateHolds } from './holds.js';
import type { ActionSettings } from './inputs.js';
import { baseBranch } from './run.js';
import { remotePlanView } from './schedule.js';

/** How far back a run looks for commands it has not answered. */
const LOOKBACK_DAYS = 14;

interface Listener {
  git: Git;
  octokit: GitHubClient;
  repo: Repo;
  ctx: RunContext;
  settings: ActionSettings;
  planFile: string;
  base: string;
  scratch: string;
  writers: Map<string, boolean>;
  /** The issues and pull requests Ralph commented on since their reviews were last read. */
  wroteOn: Set<number>;
  /** GitHub's time of Ralph's latest write on each issue or pull request, this run. */
  wroteAt: Map<number, string>;
  /** This machine's time when the answer to Ralph's latest write came. */
  lastWrite: number;
  /** This machine's time when the open pull requests (with their updated_at) were listed. */
  listedAt: number;
  /** A command failed for a passing reason: the next run must read it again. */
  retryLater?: boolean;
  /** The account Ralph's token acts as (whoAmI). */
  me?: string;
  /** Each spec's tracking issue and the login that opened it (adapters/tracking.ts). */
  tracking: Map<string, Tracking>;
  /** The whole `/ralph status` table, for the run's summary, once one was asked for. */
  statusTable?: string;
}

interface Handled {
  source: string;
  where: number;
  author: string;
  what: string;
}

/**
 * `command: commands`, the first job of a run (docs/ARCHITECTURE.md#listening): reads from GitHub what people
 * asked of Ralph and it has not answered (`/ralph` comments on tracking issues and spec pull
 * requests, reviews that request changes on spec pull requests, of the last LOOKBACK_DAYS),
 * so that nothing is lost when several arrive while a run is busy (GitHub keeps only the newest
 * pending run). Bots are never heard; people without write access get one reply; the rest is
 * applied to the plan on the spec branch (retry, skip, a follow-up task) and answered. Ralph's
 * reply, with its hidden marker, is the record that a command was handled. No agent runs here.
 */
export async function commandsStep(settings: ActionSettings): Promise<void> {
  const { ctx, repo, git, octokit } = writerFor(settings);
  const scratch = mkdtempSync(join(process.env.RUNNER_TEMP ?? tmpdir(), 'ralph-commands-'));
  const l: Listener = {
    git,
    octokit,
    repo,
    ctx,
    settings,
    planFile: relative(settings.workspace, settings.planPath),
    base: await baseBranch(git, settings),
    scratch,
    writers: new Map(),
    wroteOn: new Set(),
    wroteAt: new Map(),
    lastWrite: 0,
    listedAt: 0,
    tracking: new Map(),
  };
  const done: Handled[] = [];
  const unread: string[] = [];
  try {
    await fetchBranches(git);
    const pulls = await specPulls(l);
    l.listedAt = Date.now();
    await refreshHolds(l, pulls);
    // What is new since the last run read everything (the mark), within the look-back.
    const readAt = Date.now();
    const mark = await readCommandsMark(git);
    const since = new Date(
      Math.max(readAt - LOOKBACK_DAYS * 86_400_000, mark ? Date.parse(mark.seen) : 0),
    ).toISOString();
    if (mark) core.info(`Reading what people said since ${since} (the last run read everything before it).`);
    const comments = await listRecentComments(octokit, repo, since);
    // Only Ralph's own replies count as the record, known by their author (the token's account:
    // a bot, or a machine user or person whose token Ralph runs with; or a login Ralph acted as
    // before its token changed): nobody else can write a command away by typing the marker.
    l.me = await whoAmI(octokit, settings.ralphLogin);
    await fetchTracking(git);
    l.tracking = await readTracking(git);
    const mine = (c: { author: { login: string } }) => isRalph(l, c.author.login);
    const r: Reading = {
      since,
      comments,
      mine,
      handled: handledSources(comments.filter(mine).map((c) => c.body)),
      done,
      unread,
    };
    await handleComments(l, r, pulls);
    const readAfter = await handleReviews(l, r, pulls, mark?.readAfter ?? new Map());
    // Everything read was handled or answered for good: the next run reads only what is newer.
    if (unread.length === 0 && !l.retryLater) {
      const wrote = await writeCommandsMark(git, new Date(readAt - MARK_MARGIN_MS).toISOString(), readAfter);
      if (!wrote.ok)
        core.warning(
          `Could not keep how far this run read (${COMMANDS_MARK_REF}): ${wrote.why}. The next run reads the last ${LOOKBACK_DAYS} days again.`,
        );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  await reportCommands(l, done, unread);
}

/** What the commands step read this run, and what it did with it. */
interface Reading {
  /** Nothing older than this is read: the look-back, or the last run's mark. */
  since: string;
  comments: Awaited<ReturnType<typeof listRecentComments>>;
  /** Whether a comment is Ralph's own. */
  mine: (c: { author: { login: string } }) => boolean;
  /** The comments and reviews Ralph's replies say were handled. */
  handled: Set<string>;
  done: Handled[];
  /** The pull requests whose reviews could not be read, with why. */
  unread: string[];
}

/**
 * The open spec pull requests. A pull request from a `ralph/...` branch that names no spec of
 * the plan is a person's own: not Ralph's to act on.
 */
async function specPulls(l: Listener): Promise<SpecPull[]> {
  const { settings } = l;
  const specIds = new Set((await planView(l)).plan.specs.map((s) => s.id));
  return (await openSpecPulls(l.octokit, l.repo, settings.branchPrefix)).filter((p) =>
    specIds.has(p.head.slice(settings.branchPrefix.length)),
  );
}

/**
 * A spec pull request a person closed without merging holds its spec, before the schedule job
 * reads the plan; one reopened lifts it (core/hold.ts).
 */
async function refreshHolds(l: Listener, pulls: SpecPull[]): Promise<void> {
  try {
    await updateHolds({
      git: l.git,
      octokit: l.octokit,
      repo: l.repo,
      prefix: l.settings.branchPrefix,
      base: l.base,
      view: await planView(l),
      openHeads: new Set(pulls.map((p) => p.head)),
      ralphLogin: l.settings.ralphLogin,
    });
  } catch (err) {
    // Every run works the holds out afresh (nothing is lost), and the writer checks again
    // before it opens a pull request: a warning, and the commands go on.
    core.warning(`Could not bring the holds of closed pull requests up to date: ${(err as Error).message}`);
  }
}

/** Each `/ralph` comment not handled yet, carried out and answered. */
async function handleComments(l: Listener, r: Reading, pulls: SpecPull[]): Promise<void> {
  const places = new Map<number, Place>();
  for (const pull of pulls)
    places.set(pull.number, { kind: 'pull', spec: pull.head.slice(l.settings.branchPrefix.length) });
  for (const comment of r.comments) {
    const source = `comment-${comment.id}`;
    // Ralph's own replies are not commands; with a person's token, that person's commands are.
    if (comment.author.bot || r.handled.has(source) || (r.mine(comment) && isReply(comment.body))) continue;
    // Only a /ralph comment costs a look-up of where it was written.
    if (!parseCommand(comment.body, { kind: 'issue' })) continue;
    // Written before the look-back and only edited since: it was answered then (its reply may
    // be older than the look-back too) or is too old to act on now.
    if (Date.parse(comment.createdAt) < Date.parse(r.since)) continue;
    try {
      const place = await placeOf(l, comment.issueNumber, places);
      const command = parseCommand(comment.body, place)!;
      const what = await handleComment(l, comment, place, command);
      if (what) r.done.push({ source, where: comment.issueNumber, author: comment.author.login, what });
    } catch (err) {
      await cannotCarryOut(l, comment.issueNumber, source, comment.url, err);
    }
  }
}

/**
 * The reviews that request changes on spec pull requests with activity since the mark, handled;
 * returns, for the next mark, up to when each pull request's reviews are known to be read.
 *
 * A review moves its pull request's updated_at, and so does any comment there, Ralph's own
 * included, and the writer's update of its body. Only two things show that a pull request has
 * nothing unread: no activity since the mark, or none after a time up to which this job read its
 * reviews (`readAfter`, kept in the mark): the updated_at it read them at, or its own last write
 * there, each only when the reading came in a later second (GitHub's times have whole seconds).
 * A reply of the listen job, which reads no reviews, is no such thing: a review submitted just
 * before it, or in the same second, would be lost for good once the mark moved past it.
 */
async function handleReviews(
  l: Listener,
  r: Reading,
  pulls: SpecPull[],
  readAfter: ReadonlyMap<number, string>,
): Promise<Map<number, string>> {
  const quiet = (pull: SpecPull) => {
    const at = Date.parse(pull.updatedAt);
    if (at < Date.parse(r.since)) return true;
    const read = readAfter.get(pull.number);
    return read !== undefined && at <= Date.parse(read);
  };
  const read = new Set<number>();
  const failed = new Set<number>();
  const active = pulls.filter((p) => !quiet(p));
  // Read in a later second than the updated_at listed: then nothing stamped up to it is unread.
  if (active.length > 0) await laterSecond(l.listedAt);
  for (const pull of active) {
    if (await readReviews(l, r, pull)) read.add(pull.number);
    else failed.add(pull.number);
  }
  // Where Ralph wrote on a pull request this run, its reviews are read once more afterwards, so
  // that a review submitted before Ralph's reply was never missed: the next run may then take
  // Ralph's reply as the latest activity there.
  for (let round = 0; round < 3 && l.wroteOn.size > 0; round++) {
    const again = pulls.filter((p) => l.wroteOn.has(p.number));
    l.wroteOn.clear();
    await laterSecond(l.lastWrite);
    for (const pull of again) if (!(await readReviews(l, r, pull))) failed.add(pull.number);
  }
  // For the next run: up to when each pull request's reviews are known to be read. Each of
  // these is sound on its own; the latest counts.
  const next = new Map<number, string>();
  for (const pull of pulls) {
    const known: string[] = [];
    const earlier = readAfter.get(pull.number);
    if (earlier !== undefined && Date.parse(earlier) >= Date.parse(r.since)) known.push(earlier);
    if (read.has(pull.number)) known.push(pull.updatedAt);
    const wrote = l.wroteAt.get(pull.number);
    // Not when written on again after the last reading (the rounds ran out), or not read.
    if (wrote !== undefined && !l.wroteOn.has(pull.number) && !failed.has(pull.number)) known.push(wrote);
    if (known.length > 0)
      next.set(
        pull.number,
        known.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a)),
      );
  }
  return next;
}

/**
 * Waits until 1.1 s after `since` (this machine's time an answer from GitHub came): a request
 * made then reaches GitHub in a later second than any time that answer held, so a reading made
 * then has seen everything GitHub stamped with that second or earlier. Measured on this
 * machine's clock alone, so no clock skew enters.
 */
async function laterSecond(since: number): Promise<void> {
  const wait = since + 1_100 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * One pull request's reviews that request changes, each not handled yet carried out; false when
 * they could not be read.
 */
async function readReviews(l: Listener, r: Reading, pull: SpecPull): Promise<boolean> {
  let reviews: ChangeReview[];
  try {
    // Older than the look-back, its reply may be too: it was handled then.
    reviews = await changeReviews(
      l.octokit,
      l.repo,
      pull.number,
      (review) =>
        !review.author.bot &&
        !r.handled.has(`review-${review.id}`) &&
        Date.parse(review.submittedAt) >= Date.parse(r.since),
    );
  } catch (err) {
    // Its reviews wait for the next run; the other pull requests and commands go on.
    r.unread.push(`#${pull.number}: ${(err as Error).message}`);
    core.warning(`Could not read the reviews of #${pull.number}: ${(err as Error).message}`);
    return false;
  }
  for (const review of reviews) {
    const source = `review-${review.id}`;
    if (r.handled.has(source)) continue;
    r.handled.add(source);
    try {
      const what = await handleReview(l, pull, review);
      if (what) r.done.push({ source, where: pull.number, author: review.author.login, what });
    } catch (err) {
      await cannotCarryOut(l, pull.number, source, review.url, err);
    }
  }
  return true;
}

/** The `handled` output and the run's summary. */
async function reportCommands(l: Listener, done: Handled[], unread: string[]): Promise<void> {
  core.setOutput('handled', String(done.length));
  const summary = ['## Ralph: commands', ''];
  summary.push(
    done.length > 0
      ? markdownTable([
          ['Where', 'Who', 'What'],
          ...done.map((d) => [`#${d.where}`, d.author, d.what.split('\n')[0]!]),
        ])
      : `No command or review waits for Ralph (looked back ${LOOKBACK_DAYS} days).`,
    '',
  );
  if (l.statusTable) summary.push('### The plan', '', l.statusTable, '');
  if (unread.length > 0) summary.push('### Read next time', '', ...unread.map((f) => `- ${f}`), '');
  await core.summary.addRaw(summary.join('\n')).write();
}

/** Which spec an issue or pull request is about, when it is Ralph's. */
async function placeOf(l: Listener, number: number, places: Map<number, Place>): Promise<Place> {
  const known = places.get(number);
  if (known) return known;
  const view = await planView(l);
  const bySpec = view.plan.specs.find((s) => s.issue === number);
  let place: Place = { kind: 'issue' };
  if (bySpec) place = { kind: 'issue', spec: bySpec.id };
  else {
    const issue = await getIssue(l.octokit, l.repo, number);
    // The marker counts only in what Ralph opened, as any login it acted as for that spec:
    // anyone can write one in theirs.
    const spec = view.plan.specs.find(
      (s) => issue.body.includes(specMarker(s.id)) && isRalph(l, issue.author, s.id),
    );
    if (spec) place = issue.pull ? { kind: 'pull', spec: spec.id } : { kind: 'issue', spec: spec.id };
  }
  places.set(number, place);
  return place;
}

/** The logins Ralph acted as in this repository (see isRalph), the token's account first. */
function ralphLogins(l: Listener): string[] {
  return [...(l.me ? [l.me] : []), ACTIONS_BOT, ...[...l.tracking.values()].map((t) => t.openedBy)];
}

/**
 * Whether a login is one Ralph acted as in this repository: the token's account now, the
 * GitHub Actions bot (what GITHUB_TOKEN acts as), or the login a spec's tracking state records
 * (that spec's when `spec` is given). So a change of token leaves Ralph's issues and replies
 * its own; a person who types the marker never is.
 */
function isRalph(l: Listener, login: string, spec?: string): boolean {
  if (isMe(login, l.me ?? '') || isMe(login, ACTIONS_BOT)) return true;
  if (spec !== undefined) {
    const t = l.tracking.get(spec);
    return t !== undefined && isMe(login, t.openedBy);
  }
  return [...l.tracking.values()].some((t) => isMe(login, t.openedBy));
}

let cachedView: Awaited<ReturnType<typeof remotePlanView>> | undefined;
async function planView(l: Listener) {
  cachedView ??= await remotePlanView(l.git, l.settings, l.base);
  return cachedView;
}

/** Whether the author may command Ralph (asked once per author and run). */
async function canWrite(l: Listener, login: string): Promise<boolean> {
  let yes = l.writers.get(login);
  if (yes === undefined) {
    yes = await collaboratorCanWrite(l.octokit, l.repo, login);
    l.writers.set(login, yes);
  }
  return yes;
}

/**
 * Whether an error may pass by itself (GitHub's 5xx or rate limits, the network, a spec branch
 * that moved while Ralph pushed): the next run tries the command again. Anything else (a 4xx, a
 * plan that cannot take the change) will fail the same way every time.
 */
function isTransient(err: unknown): boolean {
  if (err instanceof CommandError) return false;
  if (err instanceof TransientError) return true;
  const status = (err as { status?: unknown }).status;
  if (typeof status === 'number') return status >= 500 || status === 429;
  return /ECONNRESET|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN|socket hang up|network/i.test(String(err));
}

/** A failure the next run may not meet: a spec branch that kept moving, say. */
class TransientError extends RalphError {
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
async function cannotCarryOut(
  l: Listener,
  number: number,
  source: string,
  url: string,
  err: unknown,
): Promise<void> {
  const message = err instanceof Error ? err.message : String(err);
  const why = publicReason(err);
  if (why === INTERNAL) core.info(`${url}: an internal error in Ralph: ${(err as Error)?.stack ?? message}`);
  core.warning(`${url}: Ralph could not carry this out: ${why === INTERNAL ? why : message}`);
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
function wrote(l: Listener, number: number, at: string): void {
  l.lastWrite = Date.now();
  const before = l.wroteAt.get(number);
  if (before === undefined || Date.parse(at) > Date.parse(before)) l.wroteAt.set(number, at);
}

async function reply(l: Listener, number: number, source: string, text: string): Promise<void> {
  l.wroteOn.add(number);
  const posted = await postComment(l.octokit, l.repo, number, replyBody(source, text, l.ctx.runUrl));
  wrote(l, number, posted.at);
}

async function handleComment(
  l: Listener,
  comment: IssueComment,
  place: Place,
  command: Command,
): Promise<string | undefined> {
  const source = `comment-${comment.id}`;
  const who = comment.author.login;
  if (!(await canWrite(l, who))) {
    await reply(l, comment.issueNumber, source, notHeardText(who));
    return `not heard (${who} has no write access)`;
  }
  await reactToComment(l.octokit, l.repo, comment.id, 'eyes');
  const answer = async (text: string) => {
    await reply(l, comment.issueNumber, source, text);
    return text;
  };
  if (!place.spec)
    return answer(
      "This is not an issue Ralph tracks (a spec's tracking issue or pull request), so the command does nothing here.",
    );
  if (Date.parse(comment.updatedAt) - Date.parse(comment.createdAt) > 1_000)
    return answer(
      'The command was edited after it was posted, so Ralph did nothing: post it again as a new comment.',
    );
  switch (command.kind) {
    case 'malformed':
      return answer(
        `Ralph did not understand: ${command.why}. The commands:\n\n${USAGE.map((u) => `- ${u}`).join('\n')}`,
      );
    case 'status': {
      const view = await planView(l);
      const s = schedule(view.plan, { branchPrefix: l.settings.branchPrefix });
      const rows = statusRows(view.plan, s, true);
      l.statusTable ??= markdownTable(rows);
      return answer(statusReplyText(rows, markdownTable, { runUrl: l.ctx.runUrl }));
    }
    case 'retry':
    case 'skip':
      return retryOrSkip(l, comment, { ...place, spec: place.spec }, command, answer);
    case 'change': {
      const req: ChangeRequest = {
        source,
        author: who,
        created: comment.createdAt,
        body: command.text,
        comments: [],
        url: comment.url,
      };
      return followUp(l, comment.issueNumber, place.spec, req, 'A');
    }
  }
}

/**
 * `/ralph retry <task>` or `/ralph skip <task>`, on the task's spec branch; `/ralph retry <spec>`
 * lifts the hold of a spec whose pull request was closed without merging.
 */
async function retryOrSkip(
  l: Listener,
  comment: IssueComment,
  place: Place & { spec: string },
  command: Extract<Command, { kind: 'retry' | 'skip' }>,
  answer: (text: string) => Promise<string>,
): Promise<string> {
  const who = comment.author.login;
  // The task's state lives on its spec's branch: find the spec from the whole plan.
  const view = await planView(l);
  const found = findTask(view.plan, command.task);
  // `/ralph retry <spec>`: a spec held because its pull request was closed goes on.
  const heldSpec = !found && view.plan.specs.find((s) => s.id === command.task);
  if (heldSpec && command.kind === 'retry') {
    const lifted = await liftHold(l.git, l.base, heldSpec.id, `/ralph retry by ${who}`);
    if (!lifted)
      return answer(
        `Nothing was done: spec \`${heldSpec.id}\` is not held (only a spec whose pull request was closed without merging is); to retry one of its tasks, name the task.`,
      );
    cachedView = undefined;
    await sayOnPull(l.octokit, l.repo, lifted, l.settings.branchPrefix, l.settings.ralphLogin);
    return answer(
      `Spec \`${heldSpec.id}\` is no longer held (pull request #${lifted.pull} was closed without merging): its work goes on from the next run, ${view.branches.has(heldSpec.id) ? `on \`${l.settings.branchPrefix}${heldSpec.id}\`, with a new pull request when it is finished` : `from the start, its branch having been deleted`}.`,
    );
  }
  const specId = found?.spec.id ?? place.spec;
  try {
    const r = await onSpecBranch(l, specId, `${command.kind} ${command.task}`, (plan) =>
      applyTaskCommand(plan, command, { author: who, created: comment.createdAt, place }),
    );
    const size = Buffer.byteLength(command.text.trim());
    const words = !command.text
      ? ''
      : size > COMMENT_BYTES_SHOWN
        ? `; your words are a comment on the task, and its next prompt shows their first ${COMMENT_BYTES_SHOWN.toLocaleString('en-US')} bytes of ${size.toLocaleString('en-US')} (the rest is cut: put what matters most first, or link a file)`
        : '; your words are a comment on the task, which its next prompt shows';
    return answer(
      `\`${r.task.id}\`: ${r.from} → ${r.to} on \`${l.settings.branchPrefix}${r.spec.id}\`${command.kind === 'retry' ? ', with a fresh retry budget' : ''}${words}.`,
    );
  } catch (err) {
    if (err instanceof CommandError) return answer(`Nothing was done: ${err.message}.`);
    throw err;
  }
}

async function handleReview(l: Listener, pull: SpecPull, review: ChangeReview): Promise<string | undefined> {
  const source = `review-${review.id}`;
  const who = review.author.login;
  const spec = pull.head.slice(l.settings.branchPrefix.length);
  if (!(await canWrite(l, who))) {
    await reply(l, pull.number, source, notHeardText(who));
    return `not heard (${who} has no write access)`;
  }
  const req: ChangeRequest = {
    source,
    author: who,
    created: review.submittedAt,
    body: review.body,
    comments: review.comments,
    url: review.url,
  };
  return followUp(l, pull.number, spec, req, 'The review is a');
}

/**
 * A change request (a `/ralph change` comment or a review requesting changes) as a follow-up
 * task on its spec's branch, and the reply on `number` that says so, which `subject` begins.
 */
async function followUp(
  l: Listener,
  number: number,
  spec: string,
  req: ChangeRequest,
  subject: string,
): Promise<string> {
  const task = await onSpecBranch(l, spec, `follow-up of ${req.source}`, (plan) =>
    addFollowUp(plan, spec, req),
  );
  const n = req.comments.length;
  const text = task
    ? `${subject} follow-up task of spec \`${spec}\`: \`${task.id}\`${n === 1 ? ', with its inline comment and the file it is on' : n > 1 ? `, with its ${n} inline comments and the files they are on` : ''}. It runs through the same gates; then this pull request is one commit again.`
    : 'Its follow-up task is in the plan already.';
  await reply(l, number, req.source, text);
  return text;
}

/**
 * Changes the plan on the spec's branch (as the remote has it) and pushes one commit with a
 * lease; `change` throws CommandError for a command that does nothing.
 */
async function onSpecBranch<T>(
  l: Listener,
  specId: string,
  what: string,
  change: (plan: Plan) => T,
): Promise<T> {
  const branch = `${l.settings.branchPrefix}${specId}`;
  for (let round = 1; ; round++) {
    const tip = await remoteSha(l.git, branch);
    if (!tip) throw new CommandError(`spec \`${specId}\` has no branch yet: it has not run`);
    const text = await l.git.show(tip, l.planFile);
    if (text === undefined) throw new RalphError(`${branch} has no ${l.planFile}.`);
    const plan = parsePlanText(text, `${branch}:${l.planFile}`).plan;
    const result = change(plan);
    if (result === undefined) return result;
    const editor = new TreeEditor(l.git, join(l.scratch, 'index'));
    await editor.read(tip);
    await editor.put(l.planFile, editPlanText(text, plan, `${branch}:${l.planFile}`));
    const commit = await commitTree(
      l.git,
      await editor.write(),
      [tip],
      `ralph(${specId}): ${what}\n\nRalph-Spec: ${specId}\n`,
    );
    if (await pushLeased(l.git, branch, commit, tip)) {
      cachedView = undefined;
      return result;
    }
    if (round >= 3)
      throw new TransientError(`${branch} kept moving while Ralph pushed; the next run tries again`);
    await fetchBranches(l.git, [`+refs/heads/${branch}:refs/remotes/${REMOTE}/${branch}`]);
  }
}
