// The writer's report: its step outputs and the run's summary, from what each phase did.
import * as core from '../../adapters/actions-core.js';
import { planPicture } from '../../adapters/plan-picture.js';
import { REMOTE } from '../../adapters/spec-branch.js';
import { formatUsd } from '../../core/plan/plan-basics.js';
import { budgetLine, escapeHtml, markdownTable, showsCost, statusRows } from '../../core/report/report.js';
import type { CommentLine, MergeLine, PullRequestLine, RecordLine, Writer } from './context.js';
import type { Next } from './dispatch.js';

export interface WriterReport extends Next {
  records: RecordLine[];
  pulls: PullRequestLine[];
  merges: MergeLine[];
  comments: CommentLine[];
}

/** Sets the `pull-requests` and `cost-usd` outputs and writes the run's summary. */
export async function writeSummary(w: Writer, r: WriterReport): Promise<void> {
  const { records, pulls, plan, next, dispatched } = r;
  core.setOutput(
    'pull-requests',
    JSON.stringify(pulls.map(({ spec, number, url, action }) => ({ spec, number, url, action }))),
  );
  // What the attempts this run recorded cost, as their agents reported it.
  const runCost = records.reduce((sum, r) => sum + (r.status === 'unchanged' ? 0 : (r.costUsd ?? 0)), 0);
  core.setOutput('cost-usd', String(Math.round(runCost * 1e6) / 1e6));
  const summary = ['## Ralph: finalize', '', ...doneSections(r)];
  if (w.failures.length > 0)
    summary.push('### Failed', '', ...w.failures.map((f) => `- ${f.replace(/\n/g, ' ')}`), '');
  summary.push(
    '### Plan',
    '',
    markdownTable(statusRows(plan, next, true)),
    '',
    await planPicture(plan, next, {
      git: w.git,
      ref: `refs/remotes/${REMOTE}/${w.base}`,
      planFile: w.plan.file,
    }),
    '',
    ...(runCost > 0 || showsCost(plan, next)
      ? [`Cost of this run: ${formatUsd(runCost)}. ${budgetLine(next.budget)}.`, '']
      : []),
    next.ready.length > 0
      ? `${next.ready.length} task${next.ready.length === 1 ? '' : 's'} ready for the next run${dispatched ? ' (dispatched)' : ''}.`
      : next.budget.spent
        ? `No task starts another run: ${next.budget.spent}.`
        : 'No task is ready for another run.',
    '',
  );
  await core.summary.addRaw(summary.join('\n')).write();
}

/** The summary's sections for what the run did: attempts, refused changes, pull requests, merges, comments. */
function doneSections({ records, pulls, merges, comments }: WriterReport): string[] {
  const out: string[] = [];
  if (records.length > 0)
    out.push(
      '### Attempts',
      '',
      markdownTable([
        ['Spec', 'Task', 'Attempt', 'Outcome', 'Status', ''],
        ...records.map((r) => [r.spec, r.task, String(r.attempt), r.outcome, r.status, r.note]),
      ]),
      '',
    );
  const refused = records.flatMap((r) =>
    (r.refused ?? []).map((why) => `- ${r.task} attempt ${r.attempt}: ${escapeHtml(why)}`),
  );
  if (refused.length > 0) out.push('### Refused changes', '', ...refused, '');
  if (pulls.length > 0)
    out.push(
      '### Pull requests',
      '',
      markdownTable([
        ['Spec', 'Pull request', ''],
        ...pulls.map((p) => [p.spec, `[#${p.number}](${p.url})`, p.action]),
      ]),
      '',
    );
  if (merges.length > 0)
    out.push(
      '### Merged',
      '',
      ...merges.map((m) => `- #${m.number} (spec \`${m.spec}\`), ${m.sha.slice(0, 7)}: its checks passed`),
      '',
    );
  if (comments.length > 0)
    out.push(
      '### Blocked tasks',
      '',
      markdownTable([
        ['Spec', 'Task', 'Comment', ''],
        ...comments.map((c) => [c.spec, c.task, `[#${c.issue}](${c.url})`, c.action]),
      ]),
      '',
    );
  return out;
}
