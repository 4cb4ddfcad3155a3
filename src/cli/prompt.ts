import { dirname, join } from 'node:path';
import { createRepoReader } from '../adapters/context-files.js';
import { loadPlan } from '../adapters/plan-file.js';
import { localPlanView } from '../adapters/plan-view.js';
import { findProjectRoot, locatePlan, resolvePlanPath } from '../adapters/project-root.js';
import { LOCAL_RETRY_DIR, readRetryFile } from '../adapters/retry-file.js';
import { agentLabel, resolveAgent } from '../core/agent-routing.js';
import type { Plan, Task } from '../core/plan/plan.js';
import { lastAttempt } from '../core/plan/plan-basics.js';
import { unsafeIdReason } from '../core/plan/problem.js';
import {
  findTask,
  generateRetryPrompt,
  generateTaskPrompt,
  mcpConfig,
  type RetryContext,
} from '../core/prompt/prompt.js';
import { retryFromAttempt } from '../core/prompt/retry.js';
import { DEFAULT_BRANCH_PREFIX } from '../core/schedule/schedule.js';
import { BRANCH_PREFIX_OPTION, type Command, PLAN_OPTION, stringOption, UsageError } from './command.js';

export const prompt: Command = {
  name: 'prompt',
  args: 'TASK-ID',
  about: `Prints the prompt Ralph gives the agent for this task: discipline, domain, context
files, the task, what done means, what came before and the rules. The task's state
(its comments, attempts) is read from its spec's branch (ralph/<spec-id>, or
origin's when that is newer or the only copy) when it has one, as a build reads it.`,
  options: {
    retry: {
      type: 'boolean',
      or: 'mcp',
      help: 'the retry prompt: the task prompt plus what failed last time (from .ralph/retry/TASK-ID.json when present, else the last attempt recorded in the plan)',
    },
    mcp: { type: 'boolean', help: "print the MCP configuration of the task's discipline as JSON" },
    ...BRANCH_PREFIX_OPTION,
    ...PLAN_OPTION,
  },
  positionals: [1, 1],
  async run(ctx) {
    const taskId = ctx.positionals[0]!;
    const planPath = resolvePlanPath(ctx.cwd, stringOption(ctx, 'plan'));
    const file = loadPlan(planPath);
    const loaded = file.plan;
    const view = await localPlanView(
      planPath,
      loaded,
      stringOption(ctx, 'branch-prefix') ?? DEFAULT_BRANCH_PREFIX,
      { text: file.text },
    );
    for (const w of view?.warnings ?? []) ctx.err(w);
    const plan = view?.plan ?? loaded;
    const found = findTask(plan, taskId);
    if (!found) throw new UsageError(`no task "${taskId}" in ${planPath}; \`ralph status\` lists the tasks`);
    if (ctx.values.retry && ctx.values.mcp) throw new UsageError('--retry and --mcp do not go together');

    if (ctx.values.mcp) {
      const config = mcpConfig(plan, taskId);
      if (!config) ctx.err(`task ${taskId} has no MCP servers (its discipline lists none)`);
      ctx.out(JSON.stringify(config ?? { mcpServers: {} }, null, 2));
      return 0;
    }

    // Who gets this prompt: the agent its levels resolve to (stderr: stdout is the prompt alone).
    const agent = resolveAgent(plan, found.task, { retry: ctx.values.retry === true ? true : undefined });
    ctx.err(
      `agent: ${agentLabel(agent)} (provider from the ${agent.from.provider}${agent.from.model ? `, model from the ${agent.from.model}` : ''})`,
    );
    const { root, file: planFile } = locatePlan(findProjectRoot(dirname(planPath)), planPath);
    const reader = createRepoReader(root);
    if (!ctx.values.retry) {
      ctx.out(generateTaskPrompt(plan, taskId, reader, { planFile }).trimEnd());
      return 0;
    }
    const retry = retryContext(root, plan, found.task);
    ctx.out(generateRetryPrompt(plan, taskId, reader, retry, { planFile }).trimEnd());
    return 0;
  },
};

/**
 * The retry context of the task's last attempt, as `ralph build` would use it: the file it
 * wrote for that attempt when there is one, else the attempt recorded in the plan.
 */
function retryContext(root: string, plan: Plan, task: Task): RetryContext {
  const last = lastAttempt(task);
  const retry =
    (last && !unsafeIdReason(task.id)
      ? readRetryFile(join(root, LOCAL_RETRY_DIR), task.id, last.number)
      : undefined) ?? retryFromAttempt(plan, task);
  if (!retry)
    throw new UsageError(`task ${task.id} has no recorded attempt to retry; run \`ralph prompt ${task.id}\``);
  return retry;
}
