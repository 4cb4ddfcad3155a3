// The task job's retry, in CI as `ralph build` does it locally: the previous attempt's work
// (the patch its `record` step put in the attempt artifact, `retry/<task>.patch`, downloaded by
// the workflow's "Previous attempt" step) applied onto the start commit before the agent runs,
// after the patch rules accepted it, unless the plan's `agent.retry` is "fresh". The retry
// context comes back with where the attempt starts, for its prompt.
import { join } from 'node:path';
import type { Plan, Task } from '../../core/plan/plan.js';
import type { RetryContext } from '../../core/prompt/prompt.js';
import { retryFromAttempt } from '../../core/prompt/retry.js';
import * as core from '../actions-core.js';
import type { Git } from '../git.js';
import { readRetryPatch, startRetry } from '../previous-work.js';
import { readRetryFile } from '../retry-file.js';
import { paths } from './job-state.js';

/** The artifact's retry folder, as the workflow downloads it ($RUNNER_TEMP/ralph/previous/retry). */
const previousRetryDir = () => join(paths().previous, 'retry');

/**
 * Attempt `attempt`'s retry context (none for a first attempt): the previous attempt's artifact,
 * else its record in the plan; with that attempt's patch applied onto the work tree at
 * `startSha` when the artifact has one, the plan does not ask for a fresh start, and the patch
 * rules accept it.
 */
export async function previousAttempt(
  git: Git,
  o: {
    plan: Plan;
    task: Task;
    attempt: number;
    startSha: string;
    planFile: string;
    protectedPaths: readonly string[];
    /** The input 'max-file-size'. */
    maxFileBytes: number;
  },
): Promise<RetryContext | undefined> {
  if (o.attempt <= 1) return undefined;
  const dir = previousRetryDir();
  const saved = readRetryFile(dir, o.task.id, o.attempt - 1);
  const fresh = o.plan.agent?.retry === 'fresh';
  const retry = await startRetry(git, {
    retry: saved ?? retryFromAttempt(o.plan, o.task),
    fromFile: saved !== undefined,
    patch: saved ? readRetryPatch(dir, o.task.id) : undefined,
    fresh,
    base: o.startSha,
    scratchIndex: paths().scratchIndex,
    planFile: o.planFile,
    protectedPaths: o.protectedPaths,
    maxFileBytes: o.maxFileBytes,
    onNote: (text) => core.warning(text),
  });
  if (retry?.workTree === 'kept')
    core.info(`Attempt ${o.attempt} starts from attempt ${o.attempt - 1}'s changes (its patch applied).`);
  else if (retry)
    core.info(
      `Attempt ${o.attempt} starts from ${o.startSha.slice(0, 7)}${fresh ? ' (agent.retry is "fresh")' : retry.workTreeNote ? ` (${retry.workTreeNote})` : ''}.`,
    );
  return retry;
}
