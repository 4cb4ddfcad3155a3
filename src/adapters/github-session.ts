// What a step that writes to GitHub works with: the run's context, the repository, git with the
// token for fetch and push only (in git's environment), and one Octokit with retry and
// throttling.
import { RalphError } from '../core/errors.js';
import { type RunContext, runContext } from './actions-core.js';
import { authConfig, Git } from './git.js';
import { createOctokit, type GitHubClient, type Repo } from './github.js';

export interface GitHubSession {
  ctx: RunContext;
  repo: Repo;
  git: Git;
  octokit: GitHubClient;
}

/** Throws when the step (`command`) has no token. `log` takes the client's retry notes. */
export function githubSession(opts: {
  token: string;
  workspace: string;
  command: string;
  log: (message: string) => void;
}): GitHubSession {
  const ctx = runContext();
  if (!opts.token)
    throw new RalphError(
      `The '${opts.command}' command needs the 'github-token' input (the default is the job's token).`,
    );
  const repo: Repo = { owner: ctx.owner, repo: ctx.repo };
  const git = new Git(opts.workspace, authConfig(ctx.serverUrl, opts.token));
  const octokit = createOctokit(opts.token, {
    baseUrl: ctx.apiUrl,
    log: opts.log,
    spaceWrites: process.env.RALPH_GITHUB_WRITE_SPACING !== '0',
  });
  return { ctx, repo, git, octokit };
}
