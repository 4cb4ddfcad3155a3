import { loadPlan } from '../adapters/plan-file.js';
import { localPlanView } from '../adapters/plan-view.js';
import { resolvePlanPath } from '../adapters/project-root.js';
import { readyRows, textTable } from '../core/report.js';
import { DEFAULT_BRANCH_PREFIX, leftText, schedule, toMatrix } from '../core/schedule.js';
import {
  BRANCH_PREFIX_OPTION,
  type Command,
  checkSelection,
  hasNoTasks,
  intOption,
  noTasksText,
  PLAN_OPTION,
  PLAN_USAGE,
  stringOption,
} from './command.js';

export const next: Command = {
  name: 'next',
  summary: 'list the ready tasks',
  usage: `[--json | --matrix] [--spec ID] [--task ID] [--max N] [--branch-prefix PREFIX] [--plan PATH]

Lists the tasks that are ready to run, in the order Ralph runs them:
spec priority, then plan order; one task per spec at a time. A spec's progress is
read from its branch (ralph/<spec-id>) when it has one, or from origin/ralph/<spec-id>
where that is newer or the only copy (a fresh clone).

      --json                  print the ready tasks as JSON
      --matrix                print a GitHub Actions matrix ({"include": [...]}), at most 256 entries
      --spec ID               only tasks of this spec
      --task ID               only this task
      --max N                 at most N tasks
      --branch-prefix PREFIX  where spec branches live: PREFIX<spec-id> (default: ralph/)
${PLAN_USAGE}`,
  options: {
    ...PLAN_OPTION,
    ...BRANCH_PREFIX_OPTION,
    json: { type: 'boolean' },
    matrix: { type: 'boolean' },
    spec: { type: 'string' },
    task: { type: 'string' },
    max: { type: 'string' },
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
