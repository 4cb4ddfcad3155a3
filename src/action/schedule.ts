import * as core from '@actions/core';
import { loadPlan } from '../adapters/plan-file.js';
import { readyRows, scheduleSummary, textTable } from '../core/report.js';
import { schedule, toMatrix } from '../core/schedule.js';
import type { ActionSettings } from './inputs.js';

/** `command: schedule`: the matrix of ready tasks, `has-work`, `ready-count`, and a summary. */
export async function scheduleStep(settings: ActionSettings): Promise<void> {
  const { plan } = loadPlan(settings.planPath);
  const s = schedule(plan, {
    spec: settings.specId,
    task: settings.taskId,
    maxParallel: settings.maxParallel || undefined,
    maxAttempts: settings.maxAttempts,
    branchPrefix: settings.branchPrefix,
  });
  core.startGroup(`Ready tasks: ${s.ready.length}`);
  core.info(s.ready.length > 0 ? textTable(readyRows(s.ready)) : 'none');
  core.endGroup();
  core.setOutput('matrix', JSON.stringify(toMatrix(s.ready)));
  core.setOutput('has-work', s.ready.length > 0 ? 'true' : 'false');
  core.setOutput('ready-count', String(s.ready.length));
  await core.summary.addRaw(scheduleSummary(plan, s)).write();
}
