import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createRepoReader } from '../adapters/context-files.js';
import { findProjectRoot, resolvePlanPath } from '../adapters/project-root.js';
import { METRICS_LEGEND, metricsMarkdown, metricsRows, planMetrics } from '../core/report/metrics.js';
import { textTable } from '../core/report/report.js';
import { BRANCH_PREFIX_OPTION, type Command, PLAN_OPTION, stringOption } from './command.js';
import { viewedPlan } from './graph.js';

export const report: Command = {
  name: 'report',
  about: `Measures what the attempts recorded in the plan show, overall, per spec and per
agent provider and model: the share of tasks whose first attempt passed the gates,
attempts per completed task, the share of retries (prompted with the failure before
them) that passed, the share of tasks blocked, turns, tokens, cost and wall time per
completed task, and the bytes of a task's prompt against the whole spec dumped into
one prompt (its markdown, every file its tasks list, the plan). A spec's progress is
read from its branch (ralph/<spec-id>) when it has one, as \`ralph status\` does.`,
  options: {
    json: {
      type: 'boolean',
      or: 'markdown',
      help: 'print the figures as JSON, with what each was counted from',
    },
    markdown: { type: 'boolean', help: 'print the table as Markdown (a job summary section)' },
    ...BRANCH_PREFIX_OPTION,
    ...PLAN_OPTION,
  },
  async run(ctx) {
    const planPath = resolvePlanPath(ctx.cwd, stringOption(ctx, 'plan'));
    const { plan, warnings } = await viewedPlan(planPath, stringOption(ctx, 'branch-prefix'));
    for (const w of warnings) ctx.err(w);
    // The whole-spec dump, read as prompts read files (the same refusals: no secrets, no escapes).
    const reader = createRepoReader(findProjectRoot(dirname(planPath)));
    const m = planMetrics(plan, {
      planBytes: readFileSync(planPath).length,
      fileBytes: (path) => {
        const r = reader.read(path);
        return r.kind === 'ok' ? r.bytes : undefined;
      },
    });
    if (ctx.values.json) {
      ctx.out(JSON.stringify(m, null, 2));
      return 0;
    }
    if (ctx.values.markdown) {
      ctx.out(metricsMarkdown(m));
      return 0;
    }
    ctx.out(`${textTable(metricsRows(m))}\n\n${METRICS_LEGEND}`);
    return 0;
  },
};
