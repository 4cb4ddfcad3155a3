// What a step that writes to GitHub needs (writerFor). The facts about the workflow run
// (runContext: where the repository lives, this run's URL, the event, the workflow file) are
// read in adapters/actions-core.ts, so a step that needs only them loads no GitHub client.
import * as core from '../adapters/actions-core.js';
import { runContext } from '../adapters/actions-core.js';
import { authConfig, Git } from '../adapters/git.js';
import { createOctokit, type Repo } from '../adapters/github.js';
import { RalphError } from '../core/errors.js';

export { type RunContext, runContext } from '../adapters/actions-core.js';

/**
 * What a step that writes to GitHub needs: the run's context, the repository, git with the
 * token for fetch and push only (in git's environment), and one Octokit with retry and
 * throttling. Throws when the step has no token.
 */
export function writerFor(settings: { token: string; workspace: string; command: string }) {
  const ctx = runContext();
  if (!settings.token)
    throw new RalphError(
      `The '${settings.command}' command needs the 'github-token' input (the default is the job's token).`,
    );
  const repo: Repo = { owner: ctx.owner, repo: ctx.repo };
  const git = new Git(settings.workspace, authConfig(ctx.serverUrl, settings.token));
  const octokit = createOctokit(settings.token, {
    baseUrl: ctx.apiUrl,
    log: (m) => core.info(m),
    spaceWrites: process.env.RALPH_GITHUB_WRITE_SPACING !== '0',
  });
  return { ctx, repo, git, octokit };
}
