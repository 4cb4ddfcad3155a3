// Who is who on GitHub (docs/ARCHITECTURE.md#trust): the account Ralph's token acts as, a
// comment's or review's author (a bot is never heard), and whether a user may push.
import type { GitHubClient, Repo } from './client.js';
import { explainGitHubError, statusOf } from './errors.js';

export interface Author {
  login: string;
  /** A GitHub App or other bot: never heard, so nothing can loop. */
  bot: boolean;
}

export const authorOf = (user: { login?: string; type?: string } | null | undefined): Author => ({
  login: user?.login ?? '',
  bot: user?.type === 'Bot' || /\[bot\]$/.test(user?.login ?? ''),
});

/** What GITHUB_TOKEN acts as: the GitHub Actions app's bot. */
export const ACTIONS_BOT = 'github-actions[bot]';

const identities = new WeakMap<GitHubClient, Promise<string>>();

/**
 * The login Ralph's token acts as, so that Ralph knows its own comments by their author and not
 * only by a marker anyone could type: `given` (the `ralph-login` input) when set; else GitHub's
 * answer to GET /user (a personal access token or a machine user); else, where GitHub answers
 * that an installation token is no user (403), the workflow's GITHUB_TOKEN's bot. Asked once
 * per client.
 */
export function whoAmI(octokit: GitHubClient, given?: string): Promise<string> {
  if (given) return Promise.resolve(given);
  let known = identities.get(octokit);
  if (!known) {
    known = octokit.rest.users.getAuthenticated().then(
      ({ data }) => data.login,
      (e) => {
        const status = (e as { status?: number }).status;
        if (status === 403 || status === 401) return ACTIONS_BOT;
        throw explainGitHubError(e, 'find which account the token acts as (GET /user)');
      },
    );
    identities.set(octokit, known);
  }
  return known;
}

/** Whether `login` is `me` (GitHub logins are case-insensitive). */
export const isMe = (login: string, me: string) => login.toLowerCase() === me.toLowerCase();

const WRITE_ROLES = new Set(['admin', 'maintain', 'write']);

/**
 * Whether `username` may push to the repository (admin, maintain or write), by the collaborator
 * permission API. Text by anyone else never reaches a prompt (docs/ARCHITECTURE.md#trust).
 */
export async function collaboratorCanWrite(
  octokit: GitHubClient,
  repo: Repo,
  username: string,
): Promise<boolean> {
  if (username.trim() === '') return false;
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username });
    return WRITE_ROLES.has(data.permission) || WRITE_ROLES.has(data.role_name);
  } catch (e) {
    // Not a user, or not a collaborator: no write access.
    if (statusOf(e) === 404) return false;
    throw explainGitHubError(e, `read the permission of ${username} on ${repo.owner}/${repo.repo}`);
  }
}
