/**
 * Event payloads for the runner emulation (runner.ts), built from the local GitHub server's state
 * in the structure of GitHub's webhooks (Actions hands a workflow the webhook payload as
 * `github.event` and in GITHUB_EVENT_PATH). Tests check them against the webhook schemas of
 * GitHub's OpenAPI description (`validateWebhook` in github-server.ts).
 *
 * Where a webhook differs from the REST API's answer for the same object, it is spelled here:
 * - `repository` is the nested form (no `permissions`, merge settings, counts) plus
 *   `custom_properties`;
 * - a review's `state` is lower case (`changes_requested`, `approved`, `commented`) where the REST
 *   API says `CHANGES_REQUESTED`, and an empty review body is `null` where REST says `""`;
 * - `pull_request` in a `pull_request_review` event lacks what only GET .../pulls/{n} computes
 *   (`merged`, `mergeable`, `comments`, `commits`, ...); in a `pull_request` event it has them;
 * - the issue of a comment on a pull request has a `pull_request` object (that is how a workflow
 *   tells the two apart), and `pull_request` events carry the number at the top (`number`).
 *
 * NOT modelled: `organization`, `installation` and `enterprise` (GitHub adds them for an
 * organisation's repository or an app); other actions than those listed on each builder.
 */
import type { CommentRecord, GitHubServer, MergeOptions, PullRecord, ReviewRecord } from './github-server.js';

export type EventPayload = Record<string, unknown>;

/** The repository as webhooks carry it. */
function repository(server: GitHubServer): EventPayload {
  return { ...server.objects.repository(false), custom_properties: {} };
}

function user(server: GitHubServer, login: string): EventPayload {
  return server.objects.user(login);
}

/** What only GET /repos/{owner}/{repo}/pulls/{n} adds to a pull request. */
const FULL_PULL_FIELDS = [
  'merged',
  'mergeable',
  'rebaseable',
  'mergeable_state',
  'merged_by',
  'comments',
  'review_comments',
  'maintainer_can_modify',
  'commits',
  'additions',
  'deletions',
  'changed_files',
];

function pullRecord(server: GitHubServer, number: number): PullRecord {
  const pr = server.state.pulls.find((p) => p.number === number);
  if (!pr) throw new Error(`no pull request #${number}`);
  return pr;
}

/**
 * `issue_comment` (action `created` or `edited`) for a comment on an issue or a pull request.
 * `comment` is the comment's id or record; `issue`, when given, must be the one it is on. For
 * `edited`, `changes.body.from` is the body before the last edit (CommentRecord.previousBody)
 * unless given. The sender is the comment's author unless `sender` says otherwise.
 */
export function issueCommentEvent(
  server: GitHubServer,
  input: {
    issue?: number;
    comment: number | CommentRecord;
    action?: 'created' | 'edited';
    sender?: string;
    from?: string;
  },
): EventPayload {
  const id = typeof input.comment === 'number' ? input.comment : input.comment.id;
  const record = server.state.comments.find((c) => c.id === id);
  if (!record) throw new Error(`no issue comment ${id}`);
  if (input.issue !== undefined && input.issue !== record.issueNumber) {
    throw new Error(`comment ${id} is on #${record.issueNumber}, not #${input.issue}`);
  }
  const action = input.action ?? 'created';
  const payload: EventPayload = { action };
  if (action === 'edited') {
    const from = input.from ?? record.previousBody;
    if (from === undefined) throw new Error(`comment ${id} was never edited: give \`from\``);
    payload.changes = { body: { from } };
  }
  return {
    ...payload,
    issue: server.objects.issue(record.issueNumber),
    comment: server.objects.comment(id),
    repository: repository(server),
    sender: user(server, input.sender ?? record.user),
  };
}

/**
 * `pull_request_review` (action `submitted`) for a review made with `server.addReview`. The
 * sender is the reviewer.
 */
export async function pullRequestReviewEvent(
  server: GitHubServer,
  input: { pull?: number; review: number | ReviewRecord; sender?: string },
): Promise<EventPayload> {
  const id = typeof input.review === 'number' ? input.review : input.review.id;
  const record = server.state.reviews.find((r) => r.id === id);
  if (!record) throw new Error(`no review ${id}`);
  if (input.pull !== undefined && input.pull !== record.pullNumber) {
    throw new Error(`review ${id} is on #${record.pullNumber}, not #${input.pull}`);
  }
  const rest = server.objects.review(id);
  const review: EventPayload = {
    ...rest,
    body: record.body === '' ? null : record.body,
    state: record.state.toLowerCase(),
  };
  const pull = await server.objects.pull(record.pullNumber);
  for (const key of FULL_PULL_FIELDS) delete pull[key];
  return {
    action: 'submitted',
    review,
    pull_request: pull,
    repository: repository(server),
    sender: user(server, input.sender ?? record.user),
  };
}

/**
 * `pull_request` (action `closed`). An open pull request is first closed the way the event says:
 * `merged: true` (the default) merges it as the merge button does (`server.merge`: with git, a
 * real merge; `merge` options choose the method and the user), `merged: false` closes it without
 * merging. A pull request already closed is described as it is (`merged`, when given, must agree).
 * The sender is whoever merged it, else the viewer, unless `sender` says otherwise.
 */
export async function pullRequestClosedEvent(
  server: GitHubServer,
  input: { pull: number; merged?: boolean; merge?: MergeOptions; sender?: string },
): Promise<EventPayload> {
  const pr = pullRecord(server, input.pull);
  if (pr.state === 'open') {
    if (input.merged === false) {
      const at = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
      const head = (await server.objects.pull(pr.number)).head as { sha: string };
      Object.assign(pr, { state: 'closed', closedAt: at, updatedAt: at, headSha: head.sha });
    } else {
      await server.merge(pr.number, { ...input.merge, user: input.merge?.user ?? input.sender });
    }
  } else if (input.merged !== undefined && input.merged !== pr.merged) {
    throw new Error(`pull request #${pr.number} is closed ${pr.merged ? 'and merged' : 'without a merge'}`);
  }
  return {
    action: 'closed',
    number: pr.number,
    pull_request: await server.objects.pull(pr.number),
    repository: repository(server),
    sender: user(server, input.sender ?? pr.mergedBy ?? server.state.viewer),
  };
}
