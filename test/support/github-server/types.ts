// The local GitHub server's public types (github-server.ts): its options, the records of its
// state (pull requests, issues, comments, reactions, reviews, checks, labels, triggers,
// dispatches, artifacts, requests and violations), and the handle a test gets.

/** A collaborator's role; the permission API reports `maintain` as `write` and `triage` as `read`. */
export type Permission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

export interface GitHubServerOptions {
  owner?: string;
  repo?: string;
  defaultBranch?: string;
  /** Login of the token's user; default `github-actions[bot]` (what `GITHUB_TOKEN` acts as). */
  viewer?: string;
  /** Role of the viewer on the repository (drives `permissions` of GET /repos). Default `write`. */
  viewerPermission?: Permission;
  private?: boolean;
  /**
   * A git repository (bare or not) standing in for the GitHub repository's branches. When set,
   * pull requests and dispatches check that their branches exist (422 like GitHub otherwise), a
   * pull request with no commits between base and head is refused, and head/base SHAs, commit
   * and diff counts come from git. Without it any branch is accepted and SHAs are synthesised.
   */
  git?: string;
}

export interface PullRecord {
  number: number;
  id: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  /** Head branch name (same repository). */
  head: string;
  base: string;
  draft: boolean;
  merged: boolean;
  mergedAt: string | null;
  /** Who merged it (default: the viewer). */
  mergedBy?: string | null;
  /** The commit the merge made on the base (a synthesised SHA when merged without git). */
  mergeCommitSha?: string | null;
  /** The head commit when the pull request was merged or closed (the branch may move or go later). */
  headSha?: string | null;
  labels: string[];
  user: string;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  /** Who closed it through the API (`closed_by`; default: the viewer). */
  closedBy?: string | null;
}

export interface IssueRecord {
  number: number;
  id: number;
  title: string;
  body: string | null;
  state: 'open' | 'closed';
  stateReason: 'completed' | 'not_planned' | 'duplicate' | 'reopened' | null;
  labels: string[];
  assignees: string[];
  user: string;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  /** Who closed it through the API (`closed_by`; default: the viewer). */
  closedBy?: string | null;
}

export interface CommentRecord {
  id: number;
  /** Number of the issue or pull request the comment is on. */
  issueNumber: number;
  body: string;
  user: string;
  createdAt: string;
  updatedAt: string;
  /** The body before the last edit (for an `issue_comment` `edited` event's `changes`). */
  previousBody?: string;
}

export type ReactionContent = '+1' | '-1' | 'laugh' | 'confused' | 'heart' | 'hooray' | 'rocket' | 'eyes';

/** What a reaction is on: an issue or pull request, an issue comment, a pull request review comment. */
export type ReactionSubject = { issue: number } | { comment: number } | { reviewComment: number };

export interface ReactionRecord {
  id: number;
  subject: ReactionSubject;
  content: ReactionContent;
  user: string;
  createdAt: string;
}

/** A submitted review, as the REST API spells its state (webhooks use lower case). */
export type ReviewState = 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED' | 'DISMISSED';

export interface ReviewRecord {
  id: number;
  pullNumber: number;
  user: string;
  state: ReviewState;
  /** '' when the review has no text (the REST API says '', a webhook says null). */
  body: string;
  /** The pull request's head commit when the review was submitted. */
  commitId: string;
  submittedAt: string;
}

export interface ReviewCommentRecord {
  id: number;
  /** The review it belongs to (null for none; every comment made through addReview has one). */
  reviewId: number | null;
  pullNumber: number;
  path: string;
  /** Line in the file: in the head version (side RIGHT) or the base version (side LEFT). */
  line: number;
  originalLine: number;
  side: 'LEFT' | 'RIGHT';
  /** First line of a multi-line comment, else null. */
  startLine: number | null;
  startSide: 'LEFT' | 'RIGHT' | null;
  /** Line index in the file's diff below its first `@@` header, as GitHub counts it. */
  position: number;
  originalPosition: number;
  /** The diff from the hunk's `@@` header down to the commented line. */
  diffHunk: string;
  body: string;
  user: string;
  commitId: string;
  originalCommitId: string;
  inReplyToId: number | null;
  createdAt: string;
  updatedAt: string;
}

export type CheckStatus = 'queued' | 'in_progress' | 'completed';
export type CheckConclusion =
  | 'success'
  | 'failure'
  | 'neutral'
  | 'cancelled'
  | 'skipped'
  | 'timed_out'
  | 'action_required';

export interface CheckRunRecord {
  id: number;
  /** The commit the check ran on. */
  sha: string;
  name: string;
  status: CheckStatus;
  conclusion: CheckConclusion | null;
  startedAt: string | null;
  completedAt: string | null;
  detailsUrl: string | null;
  checkSuiteId: number;
  /**
   * The slug of the GitHub App that made it: `github-actions` (a workflow's job, the default) or
   * another app's (a CI service outside Actions, which GitHub tells of every push and pull request
   * whatever token made them).
   */
  app: string;
}

export type CommitState = 'error' | 'failure' | 'pending' | 'success';

export interface CommitStatusRecord {
  id: number;
  sha: string;
  context: string;
  state: CommitState;
  description: string | null;
  targetUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ReviewInput {
  /** The reviewer (default: the viewer). */
  user?: string;
  state: 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED';
  body?: string;
  /**
   * Inline comments. `line` is in the head version (side RIGHT, the default) or the base version
   * (side LEFT) and must be in the pull request's diff when the server has git (GitHub answers
   * 422 otherwise); `startLine` makes a multi-line comment.
   */
  comments?: { path: string; line: number; body: string; side?: 'LEFT' | 'RIGHT'; startLine?: number }[];
  /** Submission time (default now): an ISO string or a Date. */
  at?: string | Date;
}

export interface MergeOptions {
  method?: 'merge' | 'squash' | 'rebase';
  /** The head SHA the merge must see (409 "Head branch was modified" otherwise). */
  sha?: string;
  /** Who merges (default: the viewer): the merge commit's author, `merged_by`. */
  user?: string;
  commitTitle?: string;
  commitMessage?: string;
}

/** GitHub's refusal of an action a test helper asked for (status and message as the API sends them). */
export class GitHubRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface LabelRecord {
  id: number;
  name: string;
  color: string;
  description: string | null;
  default: boolean;
}

/**
 * Something done through the API that GitHub delivers to workflows as an event (an `on:` trigger),
 * with what did it. GitHub starts no workflow run for an event caused by a job's `GITHUB_TOKEN`,
 * except `workflow_dispatch` and `repository_dispatch` (GitHub's documentation, "Triggering a
 * workflow from a workflow"): `runsGitHubStarts` in github-events.ts applies that rule. Only API
 * requests are recorded; the test helpers (`merge`, `addComment`, ...) stand for people, and a test
 * builds the events of what they did itself.
 */
export interface TriggerRecord {
  event: 'pull_request' | 'issue_comment' | 'workflow_dispatch';
  /** The webhook's action: `opened`, `closed` or `reopened` (pull_request), `created` or `edited` (issue_comment). */
  action?: 'opened' | 'closed' | 'reopened' | 'created' | 'edited';
  /** The pull request (pull_request), the comment (issue_comment), the dispatch (workflow_dispatch). */
  pull?: number;
  comment?: number;
  dispatch?: DispatchRecord;
  /** Who GitHub says did it (the sender of the event): the login the request's token acts as. */
  actor: string;
  /**
   * The request's token was a workflow's GITHUB_TOKEN: it acts as `github-actions[bot]` (a job's
   * token acting as another viewer stands for a machine user's or an app's token).
   */
  byGitHubToken: boolean;
  at: string;
}

export interface DispatchRecord {
  workflowId: string | number;
  ref: string;
  inputs: Record<string, unknown>;
  runId: number;
  at: string;
}

export interface ArtifactRecord {
  id: number;
  name: string;
  runId: number;
  sizeInBytes: number;
  expired: boolean;
  digest: string | null;
  headBranch: string;
  headSha: string;
  createdAt: string;
  expiresAt: string;
  updatedAt: string;
}

export interface RequestRecord {
  method: string;
  /** Path without the query string. */
  path: string;
  query: Record<string, string>;
  /** Parsed JSON body (undefined when none). */
  body: unknown;
  status: number;
  /** OpenAPI operationId, when the route is known. */
  operation?: string;
  /** The token it was made with (the Authorization header's), to tell one job's requests. */
  token?: string;
}

export interface Violation {
  /** route: not in the API; request: GitHub would reject or misread it; response: this server's bug. */
  kind: 'route' | 'request' | 'response';
  method: string;
  path: string;
  operation?: string;
  message: string;
}

export interface GitHubState {
  repo: { owner: string; name: string; id: number; defaultBranch: string; private: boolean };
  viewer: string;
  pulls: PullRecord[];
  issues: IssueRecord[];
  comments: CommentRecord[];
  reactions: ReactionRecord[];
  reviews: ReviewRecord[];
  reviewComments: ReviewCommentRecord[];
  checkRuns: CheckRunRecord[];
  statuses: CommitStatusRecord[];
  labels: LabelRecord[];
  dispatches: DispatchRecord[];
  /** What the API did that GitHub delivers to workflows as an event, in order (TriggerRecord). */
  triggers: TriggerRecord[];
  artifacts: ArtifactRecord[];
  /** Collaborator roles by login (lower-cased). Users not listed have `none`. */
  permissions: Record<string, Permission>;
  requests: RequestRecord[];
  violations: Violation[];
}

export interface FaultMatch {
  method?: string;
  /** Tested against the request path (no query); a string must equal the path or the spec's template. */
  path?: RegExp | string;
}

export interface FaultResponse {
  status: number;
  /** How many matching requests fail (default 1; `Infinity` for a permanent failure). */
  times?: number;
  /**
   * What the failure looks like; by default `secondary-rate-limit` for 429, `not-accessible` for a
   * 403 without a message (or with "secondary rate" in it: `secondary-rate-limit`), else `error`.
   */
  kind?: 'error' | 'secondary-rate-limit' | 'rate-limit' | 'not-accessible';
  message?: string;
  headers?: Record<string, string>;
  /** Replaces the JSON body entirely. */
  body?: unknown;
  /** Seconds, for `retry-after` (secondary) or `x-ratelimit-reset` (primary). Default 1. */
  retryAfter?: number;
  /** `x-accepted-github-permissions` for `not-accessible`; default: what the operation needs. */
  permissions?: string;
}

export interface GitHubServer {
  /** API base URL: Octokit `baseUrl` and `GITHUB_API_URL`. */
  url: string;
  /** Web URL that `html_url`s start with: `GITHUB_SERVER_URL`. */
  serverUrl: string;
  owner: string;
  repo: string;
  state: GitHubState;
  /** Environment a runner would give: GITHUB_API_URL, GITHUB_SERVER_URL, GITHUB_REPOSITORY, ... */
  env(): Record<string, string>;
  close(): Promise<void>;
  failNext(match: FaultMatch, response: FaultResponse): void;
  setPermission(user: string, permission: Permission): void;
  addIssue(input: {
    title: string;
    body?: string | null;
    labels?: string[];
    user?: string;
    state?: 'open' | 'closed';
  }): IssueRecord;
  /** A comment on an issue or pull request; `at` sets its creation time (default now). */
  addComment(issueNumber: number, input: { body: string; user?: string; at?: string | Date }): CommentRecord;
  /** Edits a comment as its author would (updated_at moves; the old body is kept as previousBody). */
  editComment(id: number, body: string, at?: string | Date): CommentRecord;
  deleteComment(id: number): void;
  /** A reaction by a user (default: the viewer); the same user and content twice is one reaction. */
  addReaction(subject: ReactionSubject, input: { content: ReactionContent; user?: string }): ReactionRecord;
  /** A submitted review with its inline comments (ids assigned); see ReviewInput. */
  addReview(pull: number, input: ReviewInput): Promise<ReviewRecord & { comments: ReviewCommentRecord[] }>;
  /**
   * Sets the check run `name` on a commit (a SHA, or a branch resolved now): updates the newest run
   * of that name or creates one. A conclusion implies `completed`.
   */
  setCheckRun(
    ref: string,
    input: {
      name: string;
      status?: CheckStatus;
      conclusion?: CheckConclusion | null;
      detailsUrl?: string;
      /** The app that reports it (CheckRunRecord.app); default `github-actions`. */
      app?: string;
    },
  ): CheckRunRecord;
  /** Adds a commit status (the newest of a context counts in the combined status). */
  setCommitStatus(
    ref: string,
    input: { context?: string; state: CommitState; description?: string | null; targetUrl?: string | null },
  ): CommitStatusRecord;
  addLabel(input: { name: string; color?: string; description?: string | null }): LabelRecord;
  addPull(input: {
    head: string;
    base?: string;
    title: string;
    body?: string | null;
    user?: string;
    state?: 'open' | 'closed';
    draft?: boolean;
    labels?: string[];
  }): PullRecord;
  /** Marks a pull request merged and closed (the git side is the test's business). */
  mergePull(number: number): PullRecord;
  /**
   * Merges a pull request as `PUT .../merge` does: with git, really (merge-tree, a commit on the
   * base, the base ref moved); throws GitHubRefusal (405 not mergeable / draft, 409 head
   * modified) when GitHub would refuse.
   */
  merge(number: number, options?: MergeOptions): Promise<{ sha: string; pull: PullRecord }>;
  /** What the REST API answers for each object now (the event builders start from these). */
  objects: {
    /** GET /repos/{owner}/{repo}'s answer; `full: false` gives the form nested in other objects. */
    repository(full?: boolean): Record<string, unknown>;
    user(login: string): Record<string, unknown>;
    issue(number: number): Record<string, unknown>;
    comment(id: number): Record<string, unknown>;
    pull(number: number): Promise<Record<string, unknown>>;
    review(id: number): Record<string, unknown>;
    reviewComment(id: number): Record<string, unknown>;
  };
  addArtifact(input: {
    name: string;
    runId?: number;
    sizeInBytes?: number;
    expired?: boolean;
    digest?: string | null;
    headBranch?: string;
    headSha?: string;
  }): ArtifactRecord;
  /** Throws, listing every violation, if any request or response broke the API description. */
  assertNoViolations(): void;
  /**
   * Registers a GITHUB_TOKEN and its scopes (`permissions:` keys, e.g. `{ contents: 'read' }`;
   * `metadata: read` is implied). A registered token may only call what its scopes allow (403
   * "Resource not accessible by integration" with `x-accepted-github-permissions`, as GitHub
   * answers); a revoked one gets 401 "Bad credentials". Tokens never registered are not checked,
   * unless `requireKnownTokens(true)`. The runner emulation (runner.ts) registers each job's token.
   */
  setTokenScopes(token: string, scopes: Record<string, 'read' | 'write' | 'none'>): void;
  /** Ends a registered token (GitHub revokes a job's token when the job ends). */
  revokeToken(token: string): void;
  /** When on, a token that was never registered gets 401 "Bad credentials". */
  requireKnownTokens(on: boolean): void;
  /**
   * The login a token acts as (a person's token: `setTokenUser('a-persons-token', 'ada')`): what
   * it creates is theirs, GET /user answers with them, and the events it causes have them as
   * sender, so they start workflow runs (GitHub starts none for the GITHUB_TOKEN's,
   * `github-actions[bot]`). Every other token, job tokens included, acts as the viewer.
   */
  setTokenUser(token: string, login: string): void;
  /**
   * Branch protection of `branch`, as far as modelled (see the header): the number of approving
   * reviews by people with write access a merge into it needs.
   */
  protectBranch(branch: string, rules: { requiredApprovingReviewCount: number }): void;
  /** The merge methods the repository allows (all by default), as its settings say them. */
  allowMergeMethods(methods: { merge: boolean; squash: boolean; rebase: boolean }): void;
}
