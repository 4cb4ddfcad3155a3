// Facts about the workflow run, from @actions/github's context (the runner's environment):
// where the repository lives, this run's URL, the event; plus the workflow file, which the
// context does not name, for dispatching the next run.
import { context } from '@actions/github';

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
