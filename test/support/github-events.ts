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
import type {
  CommentRecord,
  GitHubServer,
  MergeOptions,
  PullRecord,
  ReviewRecord,
  TriggerRecord,
} from './github-server.js';

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

/** A workflow run GitHub starts for something done through the API: what `Runner.run` takes. */
export interface StartedRun {
  event: 'pull_request' | 'issue_comment' | 'workflow_dispatch';
  payload?: EventPayload;
  ref?: string;
  inputs?: Record<string, string>;
  actor: string;
  /** What caused it. */
  cause: TriggerRecord;
}

/**
 * The workflow runs GitHub starts for what was done through the API since `from` (an index into
 * `server.state.triggers`), as GitHub decides: an event caused by a job's `GITHUB_TOKEN` starts no
 * run, except `workflow_dispatch` and `repository_dispatch` ("Triggering a workflow from a
 * workflow" in GitHub's documentation), so that a workflow cannot start itself by accident; one
 * caused by any other token (a person's, a personal access token, an app's) does. The refused
 * ones are listed with the reason. The payloads describe the objects as they are when this is
 * called, not as they were at the event. Whether the workflow listens to an event is the runner's
 * business (`triggered` in its result). Every dispatch is taken to be of the one workflow a test
 * runs.
 */
export async function runsGitHubStarts(
  server: GitHubServer,
  from = 0,
): Promise<{ runs: StartedRun[]; refused: Array<{ cause: TriggerRecord; reason: string }> }> {
  const runs: StartedRun[] = [];
  const refused: Array<{ cause: TriggerRecord; reason: string }> = [];
  for (const cause of server.state.triggers.slice(from)) {
    if (cause.byGitHubToken && cause.event !== 'workflow_dispatch') {
      refused.push({
        cause,
        reason: `GitHub starts no workflow run for a ${cause.event} event caused by a job's GITHUB_TOKEN`,
      });
      continue;
    }
    const base = { event: cause.event, actor: cause.actor, cause };
    if (cause.event === 'workflow_dispatch') {
      const inputs = Object.fromEntries(
        Object.entries(cause.dispatch!.inputs).map(([k, v]) => [k, String(v)]),
      );
      runs.push({ ...base, ref: cause.dispatch!.ref, inputs });
    } else if (cause.event === 'issue_comment') {
      if (!server.state.comments.some((c) => c.id === cause.comment)) {
        refused.push({ cause, reason: `comment ${cause.comment} was deleted since` });
        continue;
      }
      const action = cause.action === 'edited' ? 'edited' : 'created';
      runs.push({
        ...base,
        payload: issueCommentEvent(server, { comment: cause.comment!, action, sender: cause.actor }),
      });
    } else if (cause.action === 'closed') {
      runs.push({
        ...base,
        payload: await pullRequestClosedEvent(server, { pull: cause.pull!, sender: cause.actor }),
      });
    } else {
      runs.push({
        ...base,
        payload: {
          action: cause.action,
          number: cause.pull,
          pull_request: await server.objects.pull(cause.pull!),
          repository: repository(server),
          sender: user(server, cause.actor),
        },
      });
    }
  }
  return { runs, refused };
}
