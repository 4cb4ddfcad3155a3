// Facts about the workflow run, from @actions/github's context (the runner's environment):
// where the repository lives, this run's URL, the event; plus the workflow file, which the
// context does not name, for dispatching the next run.
import * as core from '@actions/core';
import { context } from '@actions/github';
import { authConfig, Git } from '../adapters/git.js';
import { createOctokit, type Repo } from '../adapters/github.js';
import { RalphError } from '../core/errors.js';

export interface RunContext {
  owner: string;
  repo: string;
  serverUrl: string;
  apiUrl: string;
  runId?: string;
  runUrl?: string;
  eventName?: string;
  event: Record<string, unknown>;
  /** The workflow file of this run (from GITHUB_WORKFLOW_REF), for dispatching the next run. */
  workflowFile?: string;
}

export function runContext(env: NodeJS.ProcessEnv = process.env): RunContext {
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '/').split('/');
  const runId = context.runId ? String(context.runId) : undefined;
  const attempt = context.runAttempt ? `/attempts/${context.runAttempt}` : '';
  return {
    owner,
    repo,
    serverUrl: context.serverUrl,
    apiUrl: context.apiUrl,
    runId,
    runUrl: runId ? `${context.serverUrl}/${owner}/${repo}/actions/runs/${runId}${attempt}` : undefined,
    eventName: context.eventName,
    event: context.payload as Record<string, unknown>,
    workflowFile: /\.github\/workflows\/([^@]+)@/.exec(env.GITHUB_WORKFLOW_REF ?? '')?.[1],
  };
}

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
