import { loadPlan } from '../adapters/plan-file.js';
import { localPlanView } from '../adapters/plan-view.js';
import { resolvePlanPath } from '../adapters/project-root.js';
import { readyRows, textTable } from '../core/report/report.js';
import { DEFAULT_BRANCH_PREFIX, leftText, schedule, toMatrix } from '../core/schedule/schedule.js';
import {
  BRANCH_PREFIX_OPTION,
  type Command,
  checkSelection,
  hasNoTasks,
  intOption,
  noTasksText,
  PLAN_OPTION,
  stringOption,
} from './command.js';

export const next: Command = {
  name: 'next',
  about: `Lists the tasks that are ready to run, in the order Ralph runs them:
spec priority, then plan order; one task per spec at a time. A spec's progress is
read from its branch (ralph/<spec-id>) when it has one, or from origin/ralph/<spec-id>
where that is newer or the only copy (a fresh clone).`,
  options: {
    json: { type: 'boolean', or: 'matrix', help: 'print the ready tasks as JSON' },
    matrix: {
      type: 'boolean',
      help: 'print a GitHub Actions matrix ({"include": [...]}), at most 256 entries',
    },
    spec: { type: 'string', value: 'ID', help: 'only tasks of this spec' },
    task: { type: 'string', value: 'ID', help: 'only this task' },
    max: { type: 'string', value: 'N', help: 'at most N tasks' },
    ...BRANCH_PREFIX_OPTION,
    ...PLAN_OPTION,
  },
  async run(ctx) {
    const planPath = resolvePlanPath(ctx.cwd, stringOption(ctx, 'plan'));
    const file = loadPlan(planPath);
    const loaded = file.plan;
    checkSelection(loaded, planPath, { spec: stringOption(ctx, 'spec'), task: stringOption(ctx, 'task') });
    const branchPrefix = stringOption(ctx, 'branch-prefix') ?? DEFAULT_BRANCH_PREFIX;
    const view = await localPlanView(planPath, loaded, branchPrefix, { text: file.text });
    for (const w of view?.warnings ?? []) ctx.err(w);
    const s = schedule(view?.plan ?? loaded, {
      baseStatus: view?.baseStatus,
      branchPrefix,
      spec: stringOption(ctx, 'spec'),
      task: stringOption(ctx, 'task'),
      maxParallel: intOption(ctx, 'max'),
      // A matrix GitHub would refuse is no use: at most MATRIX_MAX_JOBS entries.
      matrix: ctx.values.matrix === true,
      // Nothing below prints why a task waits (`ralph status` does).
      readyOnly: true,
    });
    if (ctx.values.matrix) {
      ctx.out(JSON.stringify(toMatrix(s.ready)));
      const left = leftText(s, { maxParallel: intOption(ctx, 'max'), matrix: true });
      if (left) ctx.err(left);
    } else if (ctx.values.json) ctx.out(JSON.stringify(s.ready, null, 2));
    else if (s.budget.spent)
      ctx.out(`No task is ready: ${s.budget.spent}. \`ralph status\` shows the cost of each task.`);
    else if (hasNoTasks(loaded)) ctx.out(noTasksText(ctx));
    else if (s.ready.length === 0) ctx.out('No task is ready. `ralph status` shows what each task waits on.');
    else ctx.out(textTable(readyRows(s.ready)));
    return 0;
  },
};
