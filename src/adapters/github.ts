// The GitHub side of Ralph (docs/ARCHITECTURE.md#spec-branches-and-pull-requests, #trust): one Octokit with retry and throttling, and the
// few writes Ralph makes, each idempotent so that re-running a job or a whole workflow never
// duplicates a pull request, an issue or a comment: find first (by head branch, or by a hidden
// marker in the body), write only when the text differs, and treat GitHub's "already exists"
// as found. Errors come out as GitHubError with a message that names the missing permission.
// The words written (bodies, titles, markers) are built by src/core/github-text.ts.
//
// This file only gathers the modules of src/adapters/github/, one per area: client.ts (the
// Octokit), errors.ts, issues.ts (labels, tracking issue, comments), pulls.ts (pull requests,
// reviews, checks, merging), people.ts (the token's account, authors, write access) and
// workflows.ts (dispatch). A module that needs one area imports it from there; only the area
// it imports is loaded.
export { createOctokit, type GitHubClient, type OctokitOptions, type Repo } from './github/client.js';
export { explainGitHubError, GitHubError, MergeRefused } from './github/errors.js';
export {
  type CommentResult,
  ensureLabel,
  ensureTrackingIssue,
  getIssue,
  type IssueComment,
  type IssueInfo,
  listRecentComments,
  postComment,
  RALPH_LABEL,
  reactToComment,
  type TrackingIssueInput,
  upsertComment,
} from './github/issues.js';
export { ACTIONS_BOT, type Author, collaboratorCanWrite, isMe, whoAmI } from './github/people.js';
export {
  type ChangeReview,
  changeReviews,
  changesRequested,
  checksOf,
  closedSpecPulls,
  openSpecPulls,
  type PullRequestInput,
  type SpecPull,
  squashMerge,
  type UpsertResult,
  upsertPullRequest,
} from './github/pulls.js';
export { dispatchWorkflow } from './github/workflows.js';
