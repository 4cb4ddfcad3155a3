import { loadPlan } from '../adapters/plan-file.js';
import { localPlanView } from '../adapters/plan-view.js';
import { resolvePlanPath } from '../adapters/project-root.js';
import { countsLine, statusRows, textTable } from '../core/report.js';
import { countedAttempts, DEFAULT_BRANCH_PREFIX, schedule } from '../core/schedule.js';
import { type Command, PLAN_OPTION, PLAN_USAGE, stringOption } from './command.js';

export const status: Command = {
  name: 'status',
  summary: 'show every spec and task',
  usage: `[--json] [--plan PATH]

Every spec and task with its status, attempts and why it waits, then the counts.

      --json        print the same as JSON
${PLAN_USAGE}`,
  options: { ...PLAN_OPTION, json: { type: 'boolean' } },
  async run(ctx) {
    const planPath = resolvePlanPath(ctx.cwd, stringOption(ctx, 'plan'));
    const loaded = loadPlan(planPath).plan;
    const view = await localPlanView(planPath, loaded, DEFAULT_BRANCH_PREFIX);
    const plan = view?.plan ?? loaded;
    const s = schedule(plan, { baseStatus: view?.baseStatus });
    if (ctx.values.json) {
      const ready = new Set(s.ready.map((r) => r.task));
      const waits = new Map(s.waiting.map((w) => [w.task, w.reason]));
      const specs = plan.specs.map((spec) => ({
        id: spec.id,
        name: spec.name,
        tasks: spec.tasks.map((t) => ({
          id: t.id,
          status: t.status,
          attempts: countedAttempts(t),
          ready: ready.has(t.id),
          waitsOn: waits.get(t.id),
          blockedReason: t.blockedReason,
        })),
      }));
      ctx.out(JSON.stringify({ specs, counts: s.counts }, null, 2));
      return 0;
    }
    const from = view
      ? `\nProgress of ${[...view.branches.values()].join(', ')} read from those branches.`
      : '';
    ctx.out(`${textTable(statusRows(plan, s))}\n\n${countsLine(s)}${from}`);
    return 0;
  },
};
