// Reading from GitHub what people asked of Ralph and it has not answered: the `/ralph` comments
// and the reviews that request changes on spec pull requests, since the last run's mark, each
// handed to apply.ts once; and, for the next mark, up to when each pull request's reviews are
// known to be read.
import * as core from '../../adapters/actions-core.js';
import {
  type ChangeReview,
  changeReviews,
  getIssue,
  openSpecPulls,
  type SpecPull,
} from '../../adapters/github.js';
import { isReply, type Place, parseCommand } from '../../core/github-text/commands.js';
import { specMarker } from '../../core/github-text/github-text.js';
import { handleComment, handleReview } from './apply.js';
import { isRalph } from './heard.js';
import { type Listener, planView, type Reading } from './listener.js';
import { cannotCarryOut } from './reply.js';

/**
 * The open spec pull requests. A pull request from a `ralph/...` branch that names no spec of
 * the plan is a person's own: not Ralph's to act on.
 */
export async function specPulls(l: Listener): Promise<SpecPull[]> {
  const { settings } = l;
  const specIds = new Set((await planView(l)).plan.specs.map((s) => s.id));
  return (await openSpecPulls(l.octokit, l.repo, settings.branchPrefix)).filter((p) =>
    specIds.has(p.head.slice(settings.branchPrefix.length)),
  );
}

/** Each `/ralph` comment not handled yet, carried out and answered. */
export async function handleComments(l: Listener, r: Reading, pulls: SpecPull[]): Promise<void> {
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
export async function handleReviews(
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
