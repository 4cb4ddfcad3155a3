import { relative } from 'node:path';
import * as core from '@actions/core';
import { Git } from '../adapters/git.js';
import { loadPlan } from '../adapters/plan-file.js';
import { readPlanView } from '../adapters/plan-view.js';
import { REMOTE } from '../adapters/spec-branch.js';
import type { Plan, TaskStatus } from '../core/plan.js';
import { readyRows, scheduleSummary, textTable } from '../core/report.js';
import { schedule, toMatrix } from '../core/schedule.js';
import type { ActionSettings } from './inputs.js';

/** The base branch's plan (as the remote has it, else HEAD's) with the remote's spec branches over it. */
export async function remotePlanView(git: Git, settings: ActionSettings, base: string) {
  const planFile = relative(settings.workspace, settings.planPath);
  const remoteBase = `refs/remotes/${REMOTE}/${base}`;
  const ref = (await git.revParse(remoteBase)) ? remoteBase : 'HEAD';
  const baseText = await git.show(ref, planFile);
  if (baseText === undefined) throw new Error(`${planFile} does not exist on ${base}.`);
  return readPlanView(git, {
    planFile,
    baseText,
    baseName: `${base}:${planFile}`,
    refs: `refs/remotes/${REMOTE}/`,
    branchPrefix: settings.branchPrefix,
  });
}

/**
 * `command: schedule`: the matrix of ready tasks, `has-work`, `ready-count`, and a summary.
 * In a git checkout the plan is read from the base branch and each spec branch on the remote,
 * so progress recorded on spec branches counts; elsewhere, from the plan file as it is.
 */
export async function scheduleStep(settings: ActionSettings): Promise<void> {
  const git = new Git(settings.workspace);
  let view: { plan: Plan; baseStatus?: Map<string, TaskStatus>; branches?: Map<string, string> };
  let base: string | undefined;
  if (await git.try(['rev-parse', '--git-dir'])) {
    base = settings.baseBranch ?? (await git.currentBranch()) ?? 'HEAD';
    const v = await remotePlanView(git, settings, base);
    if (v.branches.size > 0)
      core.info(`Progress read from spec branches: ${[...v.branches.values()].join(', ')}`);
    view = v;
  } else view = loadPlan(settings.planPath);
  const s = schedule(view.plan, {
    spec: settings.specId,
    task: settings.taskId,
    maxParallel: settings.maxParallel || undefined,
    maxAttempts: settings.maxAttempts,
    branchPrefix: settings.branchPrefix,
    baseStatus: view.baseStatus,
  });
  core.startGroup(`Ready tasks: ${s.ready.length}`);
  core.info(s.ready.length > 0 ? textTable(readyRows(s.ready)) : 'none');
  core.endGroup();
  const ready = settings.dryRun ? [] : s.ready;
  core.setOutput(
    'matrix',
    JSON.stringify(toMatrix(ready, { base, branches: new Set(view.branches?.values()) })),
  );
  core.setOutput('has-work', ready.length > 0 ? 'true' : 'false');
  core.setOutput('ready-count', String(s.ready.length));
  await core.summary
    .addRaw(`${settings.dryRun ? '_Dry run: nothing runs._\n\n' : ''}${scheduleSummary(view.plan, s)}`)
    .write();
}
