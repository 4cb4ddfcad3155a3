// The picture of the plan and its metrics in a job summary: the dependency graph as a
// ```mermaid block (GitHub renders it) and the table of `ralph report`.

import type { Plan } from '../core/plan/plan.js';
import { mermaidBlock } from '../core/report/graph.js';
import { metricsMarkdown, planMetrics } from '../core/report/metrics.js';
import type { Schedule } from '../core/schedule/schedule.js';
import type { Git } from './git.js';

/**
 * The "Graph" and "Metrics" sections. The whole-spec dump is measured from the files' sizes at
 * `ref` (one `git ls-tree`, no work tree needed); without a ref it is left out.
 */
export async function planPicture(
  plan: Plan,
  s: Schedule,
  opts: { git?: Git; ref?: string; planFile?: string } = {},
): Promise<string> {
  const sizes = new Map<string, number>();
  if (opts.git && opts.ref) {
    const r = await opts.git.exec(['ls-tree', '-r', '-l', '-z', opts.ref], { allowFailure: true });
    for (const entry of r.stdout.split('\0')) {
      const m = /^\d+ blob [0-9a-f]+\s+(\d+)\t(.*)$/s.exec(entry);
      if (m) sizes.set(m[2]!, Number(m[1]));
    }
  }
  const planBytes = opts.planFile === undefined ? undefined : sizes.get(opts.planFile);
  const metrics = planMetrics(
    plan,
    planBytes === undefined ? {} : { planBytes, fileBytes: (path) => sizes.get(path.replace(/^\.\//, '')) },
  );
  const ready = new Set(s.ready.map((r) => r.task));
  return ['### Graph', '', mermaidBlock(plan, { ready }), '', metricsMarkdown(metrics)].join('\n');
}
