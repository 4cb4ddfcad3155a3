// Workflow runs: `listen` and the writer start the next run of Ralph's workflow.
import type { GitHubClient, Repo } from './client.js';
import { explainGitHubError } from './errors.js';

/** Starts a `workflow_dispatch` run of `workflow` (a file name such as `ralph.yml`, or an id) on `ref`. */
export async function dispatchWorkflow(
  octokit: GitHubClient,
  repo: Repo,
  workflow: string,
  ref: string,
  inputs?: Record<string, string>,
): Promise<void> {
  try {
    await octokit.rest.actions.createWorkflowDispatch({
      ...repo,
      workflow_id: /^\d+$/.test(workflow) ? Number(workflow) : workflow,
      ref,
      ...(inputs && Object.keys(inputs).length > 0 ? { inputs } : {}),
    });
  } catch (e) {
    throw explainGitHubError(e, `start the workflow ${workflow} on ${ref}`);
  }
}
