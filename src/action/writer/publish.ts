// Phase 3 of the writer: what people see on GitHub. The holds of specs whose pull request was
// closed unmerged, each finished spec's pull request, the auto-merge of those whose checks
// passed, and one comment per blocked task on its spec's tracking issue.
import { createHash } from 'node:crypto';
import * as core from '../../adapters/actions-core.js';
import {
  ACTIONS_BOT,
  changesRequested,
  checksOf,
  collaboratorCanWrite,
  ensureTrackingIssue,
  isMe,
  MergeRefused,
  openSpecPulls,
  squashMerge,
  upsertComment,
  upsertPullRequest,
  whoAmI,
} from '../../adapters/github.js';
import { updateHolds } from '../../adapters/hold-updates.js';
import { fetchMergeWaits, readMergeWait, writeMergeWait } from '../../adapters/merge-wait.js';
import { fetchTracking, readTracking, type Tracking, writeTracking } from '../../adapters/tracking.js';
import { followUpId } from '../../core/github-text/commands.js';
import {
  blockedCommentBody,
  blockedMarker,
  pullRequestBody,
  pullRequestTitle,
  trackingIssueBody,
  trackingIssueTitle,
} from '../../core/github-text/github-text.js';
import { mergedOnBase } from '../../core/plan/branches.js';
import type { Spec, Task } from '../../core/plan/plan.js';
import { isDone, lastAttempt } from '../../core/plan/plan-basics.js';
import {
  type CommentLine,
  guarded,
  type MergeLine,
  type PlanView,
  type PullRequestLine,
  planWith,
  type Writer,
} from './context.js';

/**
 * A finished spec without an open pull request: was its last one closed without merging? A
 * person said no then, and no new pull request is opened (core/hold.ts).
 */
export async function bringHoldsUpToDate(w: Writer, view: PlanView): Promise<void> {
  const finished = [...view.branches.keys()].filter((id) => {
    const spec = view.plan.specs.find((s) => s.id === id)!;
    return spec.tasks.every((t) => isDone(t.status)) && !mergedOnBase(spec, view.baseStatus);
  });
  if (finished.length > 0)
    await guarded(w, 'bring the holds up to date', async () => {
      const open = await openSpecPulls(w.octokit, w.repo, w.settings.branchPrefix);
      await updateHolds({
        git: w.git,
        octokit: w.octokit,
        repo: w.repo,
        prefix: w.settings.branchPrefix,
        base: w.base,
        view,
        openHeads: new Set(open.map((p) => p.head)),
        ralphLogin: w.settings.ralphLogin,
        log: core,
      });
    });
}

/** Opens or updates the pull request of a finished spec's branch, with the squash's note. */
export async function openPullRequest(
  w: Writer,
  view: PlanView,
  specs: Map<string, Spec>,
  finished: Spec,
  branch: string,
  headSha: string,
  note: string | undefined,
): Promise<PullRequestLine | undefined> {
  const pr = await guarded(w, `open or update the pull request of ${branch}`, () =>
    upsertPullRequest(w.octokit, w.repo, {
      head: branch,
      base: w.base,
      title: pullRequestTitle(finished),
      body:
        pullRequestBody(finished, {
          planFile: w.plan.file,
          autoMerge: w.settings.autoMerge,
          plan: planWith(view, specs),
        }) + (note ? `\n\n> [!WARNING]\n> ${note}\n` : ''),
    }),
  );
  if (!pr) return undefined;
  const line: PullRequestLine = {
    spec: finished.id,
    number: pr.number,
    url: pr.url,
    action: pr.created ? 'opened' : pr.updated ? 'updated' : 'unchanged',
    headSha,
  };
  core.info(`Pull request #${pr.number} ${line.action}: ${pr.url}`);
  return line;
}

/**
 * Auto-merge (opt-in): a finished spec's pull request whose checks all passed and that no
 * review holds back is squash-merged, so the specs that depend on it go on.
 */
export async function autoMerge(
  w: Writer,
  pulls: PullRequestLine[],
  specs: Map<string, Spec>,
): Promise<MergeLine[]> {
  const merges: MergeLine[] = [];
  if (!w.settings.autoMerge || pulls.length === 0) return merges;
  await fetchMergeWaits(w.git);
  for (const line of pulls)
    await guarded(w, `auto-merge #${line.number}`, async () => {
      const merged = await mergeIfReady(w, line, specs.get(line.spec)!);
      if (merged) merges.push(merged);
    });
  return merges;
}

/**
 * Squash-merges one pull request when no review holds it back and its checks passed; says why
 * not. A merge GitHub refuses for a reason only a person can lift is one warning, naming the
 * pull request and what would lift it, and no failure: it is not asked for again until the
 * pull request's reviews, checks or head change (adapters/merge-wait.ts).
 */
async function mergeIfReady(w: Writer, pull: PullRequestLine, spec: Spec): Promise<MergeLine | undefined> {
  const { octokit, repo } = w;
  // A writer's review that requests changes holds it back until its follow-up task is
  // done; anyone else's does not (they are not heard).
  const holding = [];
  const reviews = await changesRequested(octokit, repo, pull.number);
  for (const r of reviews) {
    const task = spec.tasks.find((t) => t.id === followUpId(spec, `review-${r.reviewId}`));
    if (task && isDone(task.status)) continue;
    if (await collaboratorCanWrite(octokit, repo, r.login)) holding.push(r.login);
  }
  if (holding.length > 0) {
    core.info(`#${pull.number} not merged: ${holding.join(', ')} requested changes.`);
    return undefined;
  }
  const checks = await checksOf(octokit, repo, pull.headSha);
  if (checks.state !== 'passed') {
    core.info(
      `#${pull.number} not merged: its checks ${checks.state === 'failed' ? `failed (${checks.failed.join(', ')})` : checks.state === 'pending' ? 'still run' : 'have not run'}.`,
    );
    return undefined;
  }
  const fingerprint = createHash('sha256')
    .update(`head ${pull.headSha}\nreviews ${reviews.fingerprint}\nchecks ${checks.fingerprint}\n`)
    .digest('hex');
  const waiting = await readMergeWait(w.git, pull.number);
  if (waiting?.fingerprint === fingerprint) {
    core.info(
      `#${pull.number} not merged: GitHub refused it before and nothing it depends on changed since (${waiting.why}).`,
    );
    return undefined;
  }
  let sha: string;
  try {
    sha = await squashMerge(octokit, repo, pull.number, pull.headSha, pullRequestTitle(spec));
  } catch (err) {
    if (!(err instanceof MergeRefused)) throw err;
    core.warning(
      `Pull request #${pull.number} (spec ${spec.id}) waits for a person: ${err.message} Ralph asks again once its reviews, checks or head change.`,
    );
    if (!(await writeMergeWait(w.git, pull.number, { fingerprint, why: err.lift })))
      core.info(`Could not keep that GitHub refused #${pull.number}: the next run asks again.`);
    return undefined;
  }
  core.info(`#${pull.number} merged (${sha.slice(0, 7)}): its checks passed.`);
  return { spec: spec.id, number: pull.number, sha };
}

/** Blocked tasks: one comment each on the spec's tracking issue, updated in place. */
export async function commentOnBlocked(
  w: Writer,
  view: PlanView,
  specs: Map<string, Spec>,
): Promise<CommentLine[]> {
  const comments: CommentLine[] = [];
  const issues = new Map<string, number>();
  // Ralph writes only into comments and issues it opened itself, known by their author. The
  // account is asked for once, when the first blocked task needs it: a run without one makes
  // no request (a GITHUB_TOKEN is refused GET /user, and a failure there would fail the job).
  let me: string | undefined;
  let asked = false;
  let tracking = new Map<string, Tracking>();
  for (const spec of specs.values())
    for (const task of spec.tasks) {
      if (task.status !== 'blocked') continue;
      if (!asked) {
        asked = true;
        me = await guarded(w, 'find which account the token acts as', () =>
          whoAmI(w.octokit, w.settings.ralphLogin),
        );
        await fetchTracking(w.git);
        tracking = await readTracking(w.git);
      }
      await guarded(w, `comment on blocked task ${task.id}`, async () => {
        const comment = await commentOnTask(w, view, specs, spec, task, issues, me, tracking.get(spec.id));
        comments.push(comment);
        core.info(`Blocked ${task.id}: comment ${comment.action} on #${comment.issue}`);
      });
    }
  return comments;
}

/** The blocked task's comment on its spec's tracking issue, opening the issue when there is none. */
async function commentOnTask(
  w: Writer,
  view: PlanView,
  specs: Map<string, Spec>,
  spec: Spec,
  task: Task,
  issues: Map<string, number>,
  me: string | undefined,
  tracked: Tracking | undefined,
): Promise<CommentLine> {
  // Ralph's issue and comments whichever of its logins wrote them: the token's account now, the
  // GitHub Actions bot (GITHUB_TOKEN), or the one the spec's tracking state records.
  const authors = me === undefined ? undefined : [me, ACTIONS_BOT, ...(tracked ? [tracked.openedBy] : [])];
  let issue = spec.issue ?? w.settings.issueNumber ?? issues.get(spec.id);
  if (issue === undefined) {
    const found = await ensureTrackingIssue(w.octokit, w.repo, {
      specId: spec.id,
      title: trackingIssueTitle(spec),
      body: trackingIssueBody(spec, { planFile: w.plan.file }),
      authors,
    });
    issue = found.number;
    issues.set(spec.id, issue);
    if (found.openedBy && (tracked?.issue !== issue || !isMe(tracked.openedBy, found.openedBy))) {
      if (!(await writeTracking(w.git, spec.id, { issue, openedBy: found.openedBy })))
        core.info(`Could not record that #${issue} tracks spec ${spec.id}; the next run looks for it again.`);
    }
  }
  const last = lastAttempt(task);
  const c = await upsertComment(
    w.octokit,
    w.repo,
    issue,
    blockedMarker(task.id),
    blockedCommentBody(spec, task, {
      runUrl: last?.runUrl,
      artifact: last?.artifact,
      branch: view.branches.get(spec.id),
      planFile: w.plan.file,
      plan: planWith(view, specs),
    }),
    authors,
  );
  return {
    spec: spec.id,
    task: task.id,
    issue,
    url: c.url,
    action: c.created ? 'created' : c.updated ? 'updated' : 'unchanged',
  };
}
