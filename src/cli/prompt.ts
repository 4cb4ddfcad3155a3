// `ralph prompt TASK-ID`: the prompt a task would get (DESIGN.md C3, C9), exactly as a run
// builds it, so a person can read what the agent will read. `--retry` builds the retry
// prompt from the task's last attempt; `--mcp` prints the MCP configuration instead.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { createRepoReader } from '../adapters/context-files.js';
import { loadPlan } from '../adapters/plan-file.js';
import { findProjectRoot, resolvePlanPath } from '../adapters/project-root.js';
import { lastAttempt, type Plan, type Task } from '../core/plan.js';
import {
  findTask,
  generateRetryPrompt,
  generateTaskPrompt,
  mcpConfig,
  type RetryContext,
} from '../core/prompt.js';
import { parseRetryContext, retryFromAttempt } from '../core/retry.js';
import {
  type Command,
  type CommandContext,
  PLAN_OPTION,
  PLAN_USAGE,
  stringOption,
  UsageError,
} from './command.js';

/** Where a job's retry context is kept, relative to the project root. */
export function retryContextPath(root: string, taskId: string): string {
  return join(root, '.ralph', 'retry', `${taskId}.json`);
}

export const prompt: Command = {
  name: 'prompt',
  summary: 'print the prompt a task would get',
  usage: `TASK-ID [--retry | --mcp] [--plan PATH]

Prints the prompt Ralph gives the agent for this task: discipline, domain, context
files, the task, what done means, what came before and the rules.

      --retry       the retry prompt: the task prompt plus what failed last time
                    (from .ralph/retry/TASK-ID.json when present, else the last
                    attempt recorded in the plan)
      --mcp         print the MCP configuration of the task's discipline as JSON
${PLAN_USAGE}`,
  options: { ...PLAN_OPTION, retry: { type: 'boolean' }, mcp: { type: 'boolean' } },
  positionals: [1, 1],
  run(ctx) {
    const taskId = ctx.positionals[0]!;
    const planPath = resolvePlanPath(ctx.cwd, stringOption(ctx, 'plan'));
    const { plan } = loadPlan(planPath);
    const found = findTask(plan, taskId);
    if (!found) throw new UsageError(`no task "${taskId}" in ${planPath}; \`ralph status\` lists the tasks`);
    if (ctx.values.retry && ctx.values.mcp) throw new UsageError('--retry and --mcp do not go together');

    if (ctx.values.mcp) {
      const config = mcpConfig(plan, taskId);
      if (!config) ctx.err(`task ${taskId} has no MCP servers (its discipline lists none)`);
      ctx.out(JSON.stringify(config ?? { mcpServers: {} }, null, 2));
      return 0;
    }

    const root = findProjectRoot(dirname(planPath));
    const reader = createRepoReader(root);
    const planFile = relative(root, planPath).split(sep).join('/') || 'implementation.json';
    if (!ctx.values.retry) {
      ctx.out(generateTaskPrompt(plan, taskId, reader, { planFile }).trimEnd());
      return 0;
    }
    const retry = retryContext(ctx, root, plan, found.task);
    ctx.out(generateRetryPrompt(plan, taskId, reader, retry, { planFile }).trimEnd());
    return 0;
  },
};

/** The retry context of the task's last attempt: the job's file when there is one, else the plan's record. */
function retryContext(ctx: CommandContext, root: string, plan: Plan, task: Task): RetryContext {
  const last = lastAttempt(task);
  const safeId = /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(task.id) && !task.id.includes('..');
  const file = safeId ? retryContextPath(root, task.id) : undefined;
  if (file && existsSync(file)) {
    try {
      const parsed = parseRetryContext(JSON.parse(readFileSync(file, 'utf8')), last?.number ?? 1);
      if (parsed) return parsed;
      ctx.err(`${file}: not a retry context; using the attempt recorded in the plan`);
    } catch (e) {
      ctx.err(`${file}: ${(e as Error).message}; using the attempt recorded in the plan`);
    }
  }
  const retry = retryFromAttempt(plan, task);
  if (!retry)
    throw new UsageError(`task ${task.id} has no recorded attempt to retry; run \`ralph prompt ${task.id}\``);
  return retry;
}
