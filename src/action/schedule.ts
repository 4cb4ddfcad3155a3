import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as core from '@actions/core';
import { Git } from '../adapters/git.js';
import { loadPlan } from '../adapters/plan-file.js';
import { readPlanView } from '../adapters/plan-view.js';
import { mergeConflicts, REMOTE } from '../adapters/spec-branch.js';
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
 * `command: schedule`: the matrix of ready tasks with each job's anchors (DESIGN.md C7: the
 * commit it starts from, the base tip it merges in, the artifact it uploads), the plan's gates
 * (`gates`: the only commands gate steps run), `has-work`, `ready-count`, and a summary. In a git
 * checkout the plan is read from the base branch and each spec branch on the remote, so
 * progress recorded on spec branches counts; elsewhere, from the plan file as it is.
 */
export async function scheduleStep(settings: ActionSettings): Promise<void> {
  const git = new Git(settings.workspace);
  let view: { plan: Plan; baseStatus?: Map<string, TaskStatus>; branches?: Map<string, string> };
  let base: string | undefined;
  let baseSha: string | undefined;
  const tips = new Map<string, string>();
  if (await git.try(['rev-parse', '--git-dir'])) {
    base = settings.baseBranch ?? (await git.currentBranch()) ?? 'HEAD';
    const v = await remotePlanView(git, settings, base);
    if (v.branches.size > 0)
      core.info(`Progress read from spec branches: ${[...v.branches.values()].join(', ')}`);
    view = v;
    baseSha = (await git.revParse(`refs/remotes/${REMOTE}/${base}`)) ?? (await git.revParse('HEAD'));
    for (const branch of v.branches.values()) {
      const tip = await git.revParse(`refs/remotes/${REMOTE}/${branch}`);
      if (tip) tips.set(branch, tip);
    }
  } else view = loadPlan(settings.planPath);
  const s = schedule(view.plan, {
    spec: settings.specId,
    task: settings.taskId,
    maxParallel: settings.maxParallel || undefined,
    maxAttempts: settings.maxAttempts,
    branchPrefix: settings.branchPrefix,
    baseStatus: view.baseStatus,
  });
  // The plan's budget (DESIGN.md C13): once its recorded cost reaches it, nothing starts.
  if (s.budget.spent)
    core.warning(
      `Nothing starts: ${s.budget.spent} (budget.maxCostUsd in ${relative(settings.workspace, settings.planPath)}).`,
    );
  core.startGroup(`Ready tasks: ${s.ready.length}`);
  core.info(s.ready.length > 0 ? textTable(readyRows(s.ready)) : 'none');
  core.endGroup();
  let ready = settings.dryRun ? [] : s.ready;
  // A spec branch that cannot take the base's new commits without a conflict would run its
  // task without them: it waits, and a person resolves it on the branch.
  if (baseSha) {
    const conflicted = new Set<string>();
    for (const r of ready) {
      const tip = tips.get(r.branch);
      if (tip && (await mergeConflicts(git, tip, baseSha)).length > 0) conflicted.add(r.branch);
    }
    for (const branch of conflicted)
      core.warning(
        `${branch} conflicts with ${base} (${(await mergeConflicts(git, tips.get(branch)!, baseSha)).join(', ')}); its task waits. Merge ${base} into ${branch} and resolve the conflict.`,
      );
    ready = ready.filter((r) => !conflicted.has(r.branch));
  }
  const matrix = JSON.stringify(toMatrix(ready, { base, baseSha, tips }));
  core.setOutput('matrix', matrix);
  // The schedule job's artifact (the workflow uploads it): the matrix as scheduled.
  const dir = join(process.env.RUNNER_TEMP ?? join(settings.workspace, '.ralph'), 'ralph', 'schedule');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'matrix.json'), `${matrix}\n`);
  core.setOutput('gates', JSON.stringify(view.plan.gates ?? []));
  core.setOutput('has-work', ready.length > 0 ? 'true' : 'false');
  core.setOutput('ready-count', String(s.ready.length));
  await core.summary
    .addRaw(`${settings.dryRun ? '_Dry run: nothing runs._\n\n' : ''}${scheduleSummary(view.plan, s)}`)
    .write();
}
