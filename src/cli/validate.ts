import { loadPlan } from '../adapters/plan-file.js';
import { resolvePlanPath } from '../adapters/project-root.js';
import { type Command, PLAN_OPTION, PLAN_USAGE, stringOption } from './command.js';

export const validate: Command = {
  name: 'validate',
  summary: 'check the plan',
  usage: `[--plan PATH]\n\nChecks implementation.json against the schema and the plan rules.\nExit 0 with a summary when valid; exit 1 with one line per problem.\n\n${PLAN_USAGE}`,
  options: { ...PLAN_OPTION },
  run(ctx) {
    const path = resolvePlanPath(ctx.cwd, stringOption(ctx, 'plan'));
    const { plan } = loadPlan(path); // throws PlanError: one line per problem, exit 1
    const tasks = plan.specs.reduce((n, s) => n + s.tasks.length, 0);
    ctx.out(`${path}: valid (${plan.specs.length} specs, ${tasks} tasks)`);
    return 0;
  },
};
