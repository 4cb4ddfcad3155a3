// `ralph retry` and `ralph skip`: unblocking a task from the base branch (docs/ARCHITECTURE.md#life-of-a-task-locally), the
// local twins of the `/ralph retry` and `/ralph skip` comments on GitHub (C12). The change is
// made where the task's state lives: committed on its spec's branch when there is one.
import {
  BRANCH_PREFIX_OPTION,
  type Command,
  type CommandContext,
  PLAN_OPTION,
  stringOption,
} from './command.js';
import { changeLine, editTask, retryTask, skipTask } from './task-edit.js';

async function run(ctx: CommandContext, verb: 'retry' | 'skip'): Promise<number> {
  const id = ctx.positionals[0]!;
  const reason = stringOption(ctx, 'reason');
  const edit = await editTask(ctx, id, verb, (task, _spec, who, where) =>
    verb === 'retry' ? retryTask(task, reason, who, where) : skipTask(task, reason, who, where),
  );
  ctx.out(changeLine(id, edit));
  return 0;
}

export const retry: Command = {
  name: 'retry',
  args: 'TASK-ID',
  about: `Unblocks a blocked or failed task: it is pending again with a fresh retry budget,
and the reason (your answer to what blocked it) becomes a comment on the task,
which its next prompt shows. Run it from any branch: when the task's spec has a
branch (ralph/<spec-id>), the change is one commit there, made without checking
it out (the work tree and the current branch stay as they are); else the plan
file is edited. On GitHub, a comment \`/ralph retry TASK-ID <answer>\` on the
spec's tracking issue does the same. Where only origin has the spec's branch, the
local branch is made from origin's; a local branch behind origin's is refused, with
the command that brings it up to date.`,
  options: {
    reason: { type: 'string', value: 'TEXT', help: 'your answer, or a note for the next attempt' },
    ...BRANCH_PREFIX_OPTION,
    ...PLAN_OPTION,
  },
  positionals: [1, 1],
  run: (ctx) => run(ctx, 'retry'),
};

export const skip: Command = {
  name: 'skip',
  args: 'TASK-ID',
  about: `Marks a task skipped: it is not run, and the tasks that depend on it go ahead.
The reason becomes a comment on the task. Run it from any branch: when the task's
spec has a branch (ralph/<spec-id>), the change is one commit there, made without
checking it out (the work tree and the current branch stay as they are); else the
plan file is edited. On GitHub, a comment \`/ralph skip TASK-ID <reason>\` on the
spec's tracking issue does the same.`,
  options: {
    reason: { type: 'string', value: 'TEXT', help: 'why it is not needed' },
    ...BRANCH_PREFIX_OPTION,
    ...PLAN_OPTION,
  },
  positionals: [1, 1],
  run: (ctx) => run(ctx, 'skip'),
};
