import { loadPlan } from '../adapters/plan-file.js';
import { localPlanView } from '../adapters/plan-view.js';
import { resolvePlanPath } from '../adapters/project-root.js';
import type { Plan } from '../core/plan/plan.js';
import type { TaskStatus } from '../core/plan/plan-basics.js';
import { graphCaption, planGraph, toDot, toMermaid } from '../core/report/graph.js';
import { DEFAULT_BRANCH_PREFIX, schedule } from '../core/schedule/schedule.js';
import {
  BRANCH_PREFIX_OPTION,
  type Command,
  checkSelection,
  hasNoTasks,
  noTasksText,
  PLAN_OPTION,
  stringOption,
  UsageError,
} from './command.js';

/**
 * The plan as `status` sees it: the plan file with each spec's entry from its branch, and the
 * warnings `status` prints about those branches (a local one behind or diverged from origin's).
 */
export async function viewedPlan(
  planPath: string,
  prefix: string | undefined,
): Promise<{
  plan: Plan;
  baseStatus?: Map<string, TaskStatus>;
  branches?: Map<string, string>;
  warnings: string[];
}> {
  const file = loadPlan(planPath);
  const loaded = file.plan;
  const view = await localPlanView(planPath, loaded, prefix ?? DEFAULT_BRANCH_PREFIX, { text: file.text });
  return view ?? { plan: loaded, warnings: [] };
}

export const graph: Command = {
  name: 'graph',
  about: `Prints the plan's dependency graph: each spec a box, each task a node labelled with
its id and title and coloured by status (completed, ready, in progress, pending,
failed, blocked, skipped), an arrow for every dependsOn, and the critical path (the
longest chain of unfinished tasks) drawn thick. GitHub renders the Mermaid text in
a \`\`\`mermaid block. Large plans stay under the size GitHub renders (50,000
characters, 500 edges): each spec's finished tasks fold into one node, and past
that each spec is one node. A spec's progress is read from its branch
(ralph/<spec-id>) when it has one.`,
  options: {
    format: { type: 'string', value: 'FORMAT', help: 'mermaid (default) or dot (Graphviz)' },
    markdown: { type: 'boolean', help: 'the Mermaid text in a ```mermaid block, with a caption' },
    spec: {
      type: 'string',
      value: 'ID',
      help: 'only this spec and the tasks it depends on or that depend on it',
    },
    json: { type: 'boolean', help: 'the graph as JSON: nodes, edges, critical path, the text' },
    ...BRANCH_PREFIX_OPTION,
    ...PLAN_OPTION,
  },
  async run(ctx) {
    const format = stringOption(ctx, 'format') ?? 'mermaid';
    if (format !== 'mermaid' && format !== 'dot')
      throw new UsageError(`--format ${format}: use mermaid or dot`, 2);
    if (ctx.values.markdown && format !== 'mermaid')
      throw new UsageError('--markdown is for the Mermaid format; drop --format dot', 2);
    const planPath = resolvePlanPath(ctx.cwd, stringOption(ctx, 'plan'));
    const { plan, baseStatus, warnings } = await viewedPlan(planPath, stringOption(ctx, 'branch-prefix'));
    for (const w of warnings) ctx.err(w);
    const spec = stringOption(ctx, 'spec');
    checkSelection(plan, planPath, { spec });
    const ready = new Set(schedule(plan, { baseStatus }).ready.map((r) => r.task));
    const g = planGraph(plan, { ready, ...(spec !== undefined ? { scope: { kind: 'spec', spec } } : {}) });
    const text = format === 'dot' ? toDot(g) : toMermaid(g);
    if (!ctx.values.json && hasNoTasks(plan)) {
      ctx.out(noTasksText(ctx));
      return 0;
    }
    if (ctx.values.json) {
      ctx.out(JSON.stringify({ format, ...g, caption: graphCaption(g), text }, null, 2));
      return 0;
    }
    ctx.out(ctx.values.markdown ? `\`\`\`mermaid\n${text}\`\`\`\n\n${graphCaption(g)}` : text.trimEnd());
    return 0;
  },
};
