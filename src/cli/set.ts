import { updatePlan } from '../adapters/plan-file.js';
import { resolvePlanPath } from '../adapters/project-root.js';
import { TASK_STATUSES, type TaskStatus } from '../core/plan.js';
import { type Command, PLAN_OPTION, PLAN_USAGE, stringOption, UsageError } from './command.js';

export const set: Command = {
  name: 'set',
  summary: "change a task's status",
  usage: `TASK-ID --status STATUS [--reason TEXT] [--plan PATH]

A person's edit: reset a blocked task to pending, skip a task, block one by hand.
The reason is kept as a comment on the task, so the next prompt for it shows it.
A reset to pending gives the task a fresh retry budget.

      --status STATUS   ${TASK_STATUSES.join(', ')}
      --reason TEXT     why (the blocked reason, or a note for the next attempt)
${PLAN_USAGE}`,
  options: { ...PLAN_OPTION, status: { type: 'string' }, reason: { type: 'string' } },
  positionals: [1, 1],
  async run(ctx) {
    const id = ctx.positionals[0]!;
    const next = stringOption(ctx, 'status');
    if (next === undefined) throw new UsageError('--status is required');
    if (!(TASK_STATUSES as readonly string[]).includes(next))
      throw new UsageError(`unknown status "${next}"; use one of ${TASK_STATUSES.join(', ')}`);
    const status = next as TaskStatus;
    const reason = stringOption(ctx, 'reason');
    const path = resolvePlanPath(ctx.cwd, stringOption(ctx, 'plan'));
    const before = await updatePlan(path, (plan) => {
      const task = plan.specs.flatMap((s) => s.tasks).find((t) => t.id === id);
      if (!task) throw new UsageError(`no task "${id}" in ${path}; \`ralph status\` lists the tasks`);
      const was = task.status;
      task.status = status;
      if (status === 'blocked') task.blockedReason = reason ?? task.blockedReason ?? 'blocked by a person';
      else delete task.blockedReason;
      if (status === 'completed') task.completedAt ??= new Date().toISOString();
      else delete task.completedAt;
      if (status === 'pending' && (task.attempts?.length ?? 0) > 0)
        task.retryBudgetFrom = task.attempts!.length;
      if (status !== 'in_progress') delete task.startedAt;
      const author = ctx.env.USER ?? ctx.env.USERNAME ?? 'human';
      task.comments = [
        ...(task.comments ?? []),
        {
          author,
          body: `status ${was} -> ${status}${reason ? `: ${reason}` : ''}`,
          created: new Date().toISOString(),
        },
      ];
      return was;
    });
    ctx.out(`${id}: ${before} -> ${status}`);
    return 0;
  },
};
