import { TASK_STATUSES, type TaskStatus } from '../core/plan/plan-basics.js';
import { BRANCH_PREFIX_OPTION, type Command, PLAN_OPTION, stringOption, UsageError } from './command.js';
import { changeLine, editTask, setStatus } from './task-edit.js';

export const set: Command = {
  name: 'set',
  args: 'TASK-ID',
  about: `A person's edit: reset a blocked task to pending, skip a task, block one by hand.
The reason is kept as a comment on the task, so the next prompt for it shows it.
A reset to pending gives the task a fresh retry budget. The change is made where the
task's state lives: committed on its spec's branch (ralph/<spec-id>) when that
branch exists, without checking it out; else in the plan file. \`ralph retry\` and
\`ralph skip\` are the short ways to unblock a task.`,
  options: {
    status: { type: 'string', value: 'STATUS', required: true, help: TASK_STATUSES.join(', ') },
    reason: {
      type: 'string',
      value: 'TEXT',
      help: 'why (the blocked reason, or a note for the next attempt)',
    },
    ...BRANCH_PREFIX_OPTION,
    ...PLAN_OPTION,
  },
  positionals: [1, 1],
  async run(ctx) {
    const id = ctx.positionals[0]!;
    const next = stringOption(ctx, 'status');
    if (next === undefined) throw new UsageError('--status is required');
    if (!(TASK_STATUSES as readonly string[]).includes(next))
      throw new UsageError(`unknown status "${next}"; use one of ${TASK_STATUSES.join(', ')}`);
    const status = next as TaskStatus;
    const reason = stringOption(ctx, 'reason');
    const edit = await editTask(ctx, id, 'set', (task, _spec, who) => setStatus(task, status, reason, who));
    // `set` always adds its comment and says only the change: "api-2: blocked -> pending on ralph/api".
    ctx.out(changeLine(id, { ...edit, result: { ...edit.result, notes: [] } }));
    return 0;
  },
};
