// Pull requests (docs/ARCHITECTURE.md#spec-branches-and-pull-requests, #listening): the spec's
// pull request opened or updated idempotently (found first by head branch), the open and
// recently closed spec pulls, their reviews and checks, and the squash merge.
import type { GitHubClient, Repo } from './client.js';
import { alreadyExists, explainGitHubError, explainMergeError, sameText } from './errors.js';
import { type Author, authorOf } from './people.js';

export interface PullRequestInput {
  /** The head branch (same repository), or `owner:branch`. */
  head: string;
  base: string;
  title: string;
  body: string;
}

export interface UpsertResult {
  number: number;
  url: string;
  created: boolean;
  updated: boolean;
}

/**
 * Opens the pull request of `head` into `base`, or updates the open one (whoever opened it):
 * title and body are written only when they differ. Never opens a second one, also when
 * another job opens it between our look and our create.
 */
export async function upsertPullRequest(
  octokit: GitHubClient,
  repo: Repo,
  input: PullRequestInput,
): Promise<UpsertResult> {
  const qualifiedHead = input.head.includes(':') ? input.head : `${repo.owner}:${input.head}`;
  const find = async () => {
    const { data } = await octokit.rest.pulls.list({
      ...repo,
      state: 'open',
      head: qualifiedHead,
      base: input.base,
      per_page: 100,
    });
    return data[0];
  };
  const update = async (pr: { number: number; html_url: string; title: string; body: string | null }) => {
    const changes: { title?: string; body?: string } = {};
    if (pr.title !== input.title) changes.title = input.title;
    if (!sameText(pr.body, input.body)) changes.body = input.body;
    if (Object.keys(changes).length === 0) {
      return { number: pr.number, url: pr.html_url, created: false, updated: false };
    }
    const { data } = await octokit.rest.pulls.update({ ...repo, pull_number: pr.number, ...changes });
    return { number: data.number, url: data.html_url, created: false, updated: true };
  };

  const what = `open or update the pull request ${qualifiedHead} -> ${input.base} in ${repo.owner}/${repo.repo}`;
  try {
    const existing = await find();
    if (existing) return await update(existing);
    try {
      const { data } = await octokit.rest.pulls.create({
        ...repo,
        head: input.head,
        base: input.base,
        title: input.title,
        body: input.body,
      });
      return { number: data.number, url: data.html_url, created: true, updated: false };
    } catch (e) {
      if (!alreadyExists(e, /pull request already exists/i)) throw e;
      // Someone opened it since we looked: update theirs.
      const raced = await find();
      if (!raced) throw e;
      return await update(raced);
    }
  } catch (e) {
    throw explainGitHubError(e, what);
  }
}

export interface SpecPull {
  number: number;
  head: string;
  headSha: string;
  url: string;
  /** When anything happened on it last (a review moves it). */
  updatedAt: string;
}

/** The open pull requests whose head is a spec branch of this repository. */
export async function openSpecPulls(octokit: GitHubClient, repo: Repo, prefix: string): Promise<SpecPull[]> {
  try {
    const all = await octokit.paginate(octokit.rest.pulls.list, { ...repo, state: 'open', per_page: 100 });
    return all
      .filter((p) => p.head.ref.startsWith(prefix) && p.head.repo?.full_name === `${repo.owner}/${repo.repo}`)
      .map((p) => ({
        number: p.number,
        head: p.head.ref,
        headSha: p.head.sha,
        url: p.html_url,
        updatedAt: p.updated_at,
      }));
  } catch (e) {
    throw explainGitHubError(e, `list the open pull requests of ${repo.owner}/${repo.repo}`);
  }
}

/**
 * The spec pull requests closed most recently (one request: the newest 100 closed pull
 * requests by update). A close older than that was seen by an earlier run, which kept it as a
 * hold (core/schedule/hold.ts).
 */
export async function closedSpecPulls(
  octokit: GitHubClient,
  repo: Repo,
  prefix: string,
): Promise<Array<{ number: number; head: string; url: string; merged: boolean; closedAt: string }>> {
  try {
    const { data } = await octokit.rest.pulls.list({
      ...repo,
      state: 'closed',
      sort: 'updated',
      direction: 'desc',
      per_page: 100,
    });
    return data
      .filter(
        (p) =>
          p.closed_at &&
          p.head.ref.startsWith(prefix) &&
          p.head.repo?.full_name === `${repo.owner}/${repo.repo}`,
      )
      .map((p) => ({
        number: p.number,
        head: p.head.ref,
        url: p.html_url,
        merged: Boolean(p.merged_at),
        closedAt: p.closed_at!,
      }));
  } catch (e) {
    throw explainGitHubError(e, `list the closed pull requests of ${repo.owner}/${repo.repo}`);
  }
}

export interface ChangeReview {
  id: number;
  author: Author;
  body: string;
  submittedAt: string;
  url: string;
  comments: Array<{ path: string; line?: number; body: string; author: string; created: string }>;
}

/**
 * The reviews of a pull request that request changes and are `wanted`, each with its inline
 * comments: one request, and one more per wanted review.
 */
export async function changeReviews(
  octokit: GitHubClient,
  repo: Repo,
  pull: number,
  wanted: (r: { id: number; author: Author; submittedAt: string }) => boolean = () => true,
): Promise<ChangeReview[]> {
  try {
    const reviews = await octokit.paginate(octokit.rest.pulls.listReviews, {
      ...repo,
      pull_number: pull,
      per_page: 100,
    });
    const out: ChangeReview[] = [];
    for (const r of reviews) {
      if (r.state !== 'CHANGES_REQUESTED') continue;
      // Only a review to act on costs the listing of its inline comments.
      if (!wanted({ id: r.id, author: authorOf(r.user), submittedAt: r.submitted_at ?? '' })) continue;
      const comments = await octokit.paginate(octokit.rest.pulls.listCommentsForReview, {
        ...repo,
        pull_number: pull,
        review_id: r.id,
        per_page: 100,
      });
      out.push({
        id: r.id,
        author: authorOf(r.user),
        body: r.body ?? '',
        submittedAt: r.submitted_at ?? '',
        url: r.html_url,
        comments: comments.map((c) => ({
          path: c.path,
          line: (c as { line?: number | null }).line ?? c.original_line ?? undefined,
          body: c.body,
          author: c.user?.login ?? '',
          created: c.created_at,
        })),
      });
    }
    return out;
  } catch (e) {
    throw explainGitHubError(e, `read the reviews of #${pull} in ${repo.owner}/${repo.repo}`);
  }
}

/** Reacts to an issue comment (idempotent: GitHub answers 200 for a reaction that exists). */

/**
 * Whether every check of a commit has passed: its check runs and its combined commit status.
 * `pending` while one runs; a commit with no check at all has not passed (nothing vouched for it).
 */
export async function checksOf(
  octokit: GitHubClient,
  repo: Repo,
  sha: string,
): Promise<{ state: 'passed' | 'pending' | 'failed' | 'none'; failed: string[]; fingerprint: string }> {
  try {
    const runs = await octokit.paginate(octokit.rest.checks.listForRef, { ...repo, ref: sha, per_page: 100 });
    const { data: status } = await octokit.rest.repos.getCombinedStatusForRef({ ...repo, ref: sha });
    const failed = [
      ...runs
        .filter(
          (r) => r.status === 'completed' && !['success', 'neutral', 'skipped'].includes(r.conclusion ?? ''),
        )
        .map((r) => r.name),
      ...status.statuses.filter((s) => s.state === 'failure' || s.state === 'error').map((s) => s.context),
    ];
    const pending =
      runs.some((r) => r.status !== 'completed') || status.statuses.some((s) => s.state === 'pending');
    // Changes with any check run or status that starts, ends or is added.
    const fingerprint = [
      ...runs.map((r) => `${r.id}:${r.status}:${r.conclusion ?? ''}`),
      ...status.statuses.map((s) => `${s.id}:${s.state}`),
    ].join(',');
    if (failed.length > 0) return { state: 'failed', failed, fingerprint };
    if (pending) return { state: 'pending', failed, fingerprint };
    return { state: runs.length + status.statuses.length > 0 ? 'passed' : 'none', failed, fingerprint };
  } catch (e) {
    throw explainGitHubError(e, `read the checks of ${sha.slice(0, 7)} in ${repo.owner}/${repo.repo}`);
  }
}

/** Squash-merges a pull request at `sha` (GitHub refuses when the head moved since). */
export async function squashMerge(
  octokit: GitHubClient,
  repo: Repo,
  pull: number,
  sha: string,
  title: string,
): Promise<string> {
  try {
    const { data } = await octokit.rest.pulls.merge({
      ...repo,
      pull_number: pull,
      sha,
      merge_method: 'squash',
      commit_title: title,
    });
    return data.sha;
  } catch (e) {
    throw explainMergeError(e, `merge #${pull} in ${repo.owner}/${repo.repo}`);
  }
}

/**
 * The reviews that still request changes (each reviewer's latest review that is not a comment),
 * and a fingerprint of every review, which changes with any review submitted or dismissed.
 */
export async function changesRequested(
  octokit: GitHubClient,
  repo: Repo,
  pull: number,
): Promise<Array<{ login: string; reviewId: number }> & { fingerprint: string }> {
  try {
    const reviews = await octokit.paginate(octokit.rest.pulls.listReviews, {
      ...repo,
      pull_number: pull,
      per_page: 100,
    });
    const latest = new Map<string, { state: string; id: number }>();
    for (const r of reviews)
      if (r.state !== 'COMMENTED' && r.state !== 'PENDING')
        latest.set(r.user?.login ?? '', { state: r.state, id: r.id });
    const out = [...latest.entries()]
      .filter(([, r]) => r.state === 'CHANGES_REQUESTED')
      .map(([login, r]) => ({ login, reviewId: r.id }));
    return Object.assign(out, { fingerprint: reviews.map((r) => `${r.id}:${r.state}`).join(',') });
  } catch (e) {
    throw explainGitHubError(e, `read the reviews of #${pull} in ${repo.owner}/${repo.repo}`);
  }
}
