// Facts about the workflow run, from the runner's environment: where the repository lives,
// this run's URL, the event. Read in one place so the commands stay short.
import { existsSync, readFileSync } from 'node:fs';

export interface RunContext {
  owner: string;
  repo: string;
  serverUrl: string;
  apiUrl: string;
  runId?: string;
  runAttempt?: string;
  runUrl?: string;
  eventName?: string;
  event: Record<string, unknown>;
  /** The workflow file of this run (from GITHUB_WORKFLOW_REF), for dispatching the next run. */
  workflowFile?: string;
}

export function runContext(env: NodeJS.ProcessEnv = process.env): RunContext {
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '/').split('/');
  const serverUrl = env.GITHUB_SERVER_URL ?? 'https://github.com';
  const runUrl = env.GITHUB_RUN_ID
    ? `${serverUrl}/${owner}/${repo}/actions/runs/${env.GITHUB_RUN_ID}${env.GITHUB_RUN_ATTEMPT ? `/attempts/${env.GITHUB_RUN_ATTEMPT}` : ''}`
    : undefined;
  let event: Record<string, unknown> = {};
  if (env.GITHUB_EVENT_PATH && existsSync(env.GITHUB_EVENT_PATH)) {
    try {
      event = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')) as Record<string, unknown>;
    } catch {
      event = {};
    }
  }
  const workflowFile = /\.github\/workflows\/([^@]+)@/.exec(env.GITHUB_WORKFLOW_REF ?? '')?.[1];
  return {
    owner,
    repo,
    serverUrl,
    apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
    runId: env.GITHUB_RUN_ID,
    runAttempt: env.GITHUB_RUN_ATTEMPT,
    runUrl,
    eventName: env.GITHUB_EVENT_NAME,
    event,
    workflowFile,
  };
}
