// Issues and comments (docs/ARCHITECTURE.md#spec-branches-and-pull-requests, #listening): the
// `ralph` label, the spec's tracking issue, the comment a hidden marker names (found first,
// written only when its text differs), and the comments, reactions and issues `listen` and
// `commands` read and write. The words (bodies, markers) come from src/core/github-text.ts.
import { specMarker } from '../../core/github-text/github-text.js';
import type { GitHubClient, Repo } from './client.js';
import { alreadyExists, explainGitHubError, sameText, statusOf } from './errors.js';
import { type Author, authorOf, isMe } from './people.js';

export interface CommentResult {
  id: number;
  url: string;
  created: boolean;
  updated: boolean;
  /** GitHub's time of the write (the comment's `updated_at`), when one was made. */
  at?: string;
}

export const RALPH_LABEL = 'ralph';
const RALPH_LABEL_COLOR = '6f42c1';
const RALPH_LABEL_DESCRIPTION = 'Tracked by Ralph: blocked tasks of a spec are reported here';

/** Creates the label unless the repository has it. Returns whether it was created. */
export async function ensureLabel(
  octokit: GitHubClient,
  repo: Repo,
  name: string,
  color: string,
  description: string,
): Promise<boolean> {
  try {
    try {
      await octokit.rest.issues.getLabel({ ...repo, name });
      return false;
    } catch (e) {
      if (statusOf(e) !== 404) throw e;
    }
    try {
      await octokit.rest.issues.createLabel({
        ...repo,
        name,
        color: color.replace(/^#/, ''),
        description: description.slice(0, 100),
      });
      return true;
    } catch (e) {
      if (alreadyExists(e, /already exists/i)) return false;
      throw e;
    }
  } catch (e) {
    throw explainGitHubError(e, `create the label "${name}" in ${repo.owner}/${repo.repo}`);
  }
}

export interface TrackingIssueInput {
  specId: string;
  title: string;
  /** Gets the spec's marker in front when it does not hold it. */
  body: string;
  /**
   * Only an issue one of these accounts opened is the spec's: the logins Ralph has acted as in
   * this repository (see whoAmI and adapters/tracking.ts). The first one opens a new issue.
   */
  authors?: string[];
}

/**
 * The spec's tracking issue and who opened it: the open issue labelled `ralph` whose body holds
 * the spec's marker, else a new one (labelled `ralph`), opened by the token's account.
 */
export async function ensureTrackingIssue(
  octokit: GitHubClient,
  repo: Repo,
  input: TrackingIssueInput,
): Promise<{ number: number; openedBy: string; created: boolean }> {
  const marker = specMarker(input.specId);
  try {
    const pages = octokit.paginate.iterator(octokit.rest.issues.listForRepo, {
      ...repo,
      state: 'open',
      labels: RALPH_LABEL,
      sort: 'created',
      direction: 'asc',
      per_page: 100,
    });
    for await (const page of pages) {
      // The issues API lists pull requests too.
      const found = page.data.find(
        (i) =>
          !i.pull_request &&
          (i.body ?? '').includes(marker) &&
          (input.authors === undefined || input.authors.some((a) => isMe(i.user?.login ?? '', a))),
      );
      if (found) return { number: found.number, openedBy: found.user?.login ?? '', created: false };
    }
  } catch (e) {
    throw explainGitHubError(e, `look for the tracking issue of spec "${input.specId}"`);
  }
  await ensureLabel(octokit, repo, RALPH_LABEL, RALPH_LABEL_COLOR, RALPH_LABEL_DESCRIPTION);
  try {
    const body = input.body.includes(marker) ? input.body : `${marker}\n${input.body}`;
    const { data } = await octokit.rest.issues.create({
      ...repo,
      title: input.title,
      body,
      labels: [RALPH_LABEL],
    });
    return { number: data.number, openedBy: data.user?.login ?? '', created: true };
  } catch (e) {
    throw explainGitHubError(e, `open the tracking issue of spec "${input.specId}"`);
  }
}

/** What GITHUB_TOKEN acts as: the GitHub Actions app's bot. */

/**
 * Posts the comment that `marker` names on an issue or pull request, or updates it in place when
 * its text changed. The body starts with the marker (it is put there when missing); only a
 * comment that starts with it counts, so a person quoting it is never taken for Ralph's; and
 * with `author`, only one that account wrote (or one of those accounts: the logins Ralph acted
 * as here): a comment someone else opened with the marker is never written into (they could
 * edit what Ralph says there).
 */
export async function upsertComment(
  octokit: GitHubClient,
  repo: Repo,
  issueNumber: number,
  marker: string,
  body: string,
  author?: string | readonly string[],
): Promise<CommentResult> {
  const authors = author === undefined ? undefined : typeof author === 'string' ? [author] : author;
  const text = body.trimStart().startsWith(marker) ? body : `${marker}\n${body}`;
  const where = `#${issueNumber} in ${repo.owner}/${repo.repo}`;
  try {
    const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
      ...repo,
      issue_number: issueNumber,
      per_page: 100,
    });
    for await (const page of pages) {
      const found = page.data.find(
        (c) =>
          (c.body ?? '').trimStart().startsWith(marker) &&
          (authors === undefined || authors.some((a) => isMe(c.user?.login ?? '', a))),
      );
      if (!found) continue;
      if (sameText(found.body, text)) {
        return { id: found.id, url: found.html_url, created: false, updated: false };
      }
      const { data } = await octokit.rest.issues.updateComment({ ...repo, comment_id: found.id, body: text });
      return { id: data.id, url: data.html_url, created: false, updated: true, at: data.updated_at };
    }
    const { data } = await octokit.rest.issues.createComment({
      ...repo,
      issue_number: issueNumber,
      body: text,
    });
    return { id: data.id, url: data.html_url, created: true, updated: false, at: data.created_at };
  } catch (e) {
    throw explainGitHubError(e, `post or update the comment on ${where}`);
  }
}

export interface IssueComment {
  id: number;
  issueNumber: number;
  body: string;
  author: Author;
  createdAt: string;
  updatedAt: string;
  url: string;
}

/** Every issue and pull request comment of the repository created or edited since `since`. */
export async function listRecentComments(
  octokit: GitHubClient,
  repo: Repo,
  since: string,
): Promise<IssueComment[]> {
  try {
    const all = await octokit.paginate(octokit.rest.issues.listCommentsForRepo, {
      ...repo,
      since,
      sort: 'created',
      direction: 'asc',
      per_page: 100,
    });
    return all.map((c) => ({
      id: c.id,
      issueNumber: Number(/\/issues\/(\d+)$/.exec(c.issue_url)?.[1] ?? 0),
      body: c.body ?? '',
      author: authorOf(c.user),
      createdAt: c.created_at,
      updatedAt: c.updated_at,
      url: c.html_url,
    }));
  } catch (e) {
    throw explainGitHubError(e, `list the comments of ${repo.owner}/${repo.repo}`);
  }
}

export interface IssueInfo {
  number: number;
  pull: boolean;
  body: string;
  state: string;
  /** Who opened it. */
  author: string;
}

export async function getIssue(octokit: GitHubClient, repo: Repo, number: number): Promise<IssueInfo> {
  try {
    const { data } = await octokit.rest.issues.get({ ...repo, issue_number: number });
    return {
      number,
      pull: !!data.pull_request,
      body: data.body ?? '',
      state: data.state,
      author: data.user?.login ?? '',
    };
  } catch (e) {
    throw explainGitHubError(e, `read #${number} in ${repo.owner}/${repo.repo}`);
  }
}

export async function reactToComment(
  octokit: GitHubClient,
  repo: Repo,
  commentId: number,
  content: 'eyes' | 'rocket' | 'confused' | '+1',
): Promise<void> {
  try {
    await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: commentId, content });
  } catch (e) {
    throw explainGitHubError(e, `react to comment ${commentId} in ${repo.owner}/${repo.repo}`);
  }
}

/** Posts a comment; its link and GitHub's time of it. */
export async function postComment(
  octokit: GitHubClient,
  repo: Repo,
  issueNumber: number,
  body: string,
): Promise<{ url: string; at: string }> {
  try {
    const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: issueNumber, body });
    return { url: data.html_url, at: data.created_at };
  } catch (e) {
    throw explainGitHubError(e, `comment on #${issueNumber} in ${repo.owner}/${repo.repo}`);
  }
}
