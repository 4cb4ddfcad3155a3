import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as core from '../adapters/actions-core.js';
import { Git } from '../adapters/git.js';
import { loadPlan } from '../adapters/plan-file.js';
import { planPicture } from '../adapters/plan-picture.js';
import { remotePlanView } from '../adapters/remote-plan.js';
import { mergeConflicts, REMOTE } from '../adapters/spec-branch.js';
import type { PlanLocation } from '../core/plan/location.js';
import type { Plan } from '../core/plan/plan.js';
import type { TaskStatus } from '../core/plan/plan-basics.js';
import { readyRows, scheduleSummary, textTable } from '../core/report/report.js';
import {
  leftText,
  MATRIX_MAX_JOBS,
  matrixWithin,
  outputBytes,
  SCHEDULE_OUTPUTS_BUDGET_BYTES,
  schedule,
  toMatrix,
} from '../core/schedule/schedule.js';
import type { Inputs } from './inputs.js';

/** The schedule step's settings, from its inputs alone. */
export interface ScheduleSettings {
  workspace: string;
  plan: PlanLocation;
  /** Narrow the schedule to one spec / one task (workflow_dispatch inputs). */
  specId?: string;
  taskId?: string;
  /** At most this many tasks per run (0 or none: MATRIX_MAX_JOBS). */
  maxParallel?: number;
  /** Attempts per task before it is blocked (else the plan's agent.maxAttempts). */
  maxAttempts?: number;
  branchPrefix: string;
  /** The branch spec branches start from; else the checked-out branch. */
  baseBranch?: string;
  /** Compute and summarise the work without running any. */
  dryRun: boolean;
}

export function scheduleSettings(inputs: Inputs): ScheduleSettings {
  const workspace = inputs.workspace();
  return {
    workspace,
    plan: inputs.plan(workspace),
    specId: inputs.text('spec-id'),
    taskId: inputs.text('task-id'),
    maxParallel: inputs.int('max-parallel'),
    maxAttempts: inputs.int('max-attempts'),
    branchPrefix: inputs.branchPrefix(),
    baseBranch: inputs.text('base-branch'),
    dryRun: inputs.bool('dry-run', false),
  };
}

/**
 * `command: schedule`: the matrix of ready tasks with each job's anchors (docs/ARCHITECTURE.md#trust: the
 * commit it starts from, the base tip it merges in, the artifact it uploads), the plan's gates
 * (`gates`: the only commands gate steps run), `has-work`, `ready-count`, and a summary. In a git
 * checkout the plan is read from the base branch and each spec branch on the remote, so
 * progress recorded on spec branches counts; elsewhere, from the plan file as it is.
 */
export async function scheduleStep(inputs: Inputs): Promise<void> {
  const settings = scheduleSettings(inputs);
  const git = new Git(settings.workspace);
  const { view, base, baseSha, tips } = await scheduleView(git, settings);
  // A matrix of more than MATRIX_MAX_JOBS jobs fails the whole run: an empty max-parallel (a
  // scheduled run of a workflow that passes `inputs.max-parallel`) still means at most that many.
  const limits = { maxParallel: settings.maxParallel || undefined, matrix: true };
  if ((settings.maxParallel ?? 0) > MATRIX_MAX_JOBS)
    core.warning(
      `max-parallel is ${settings.maxParallel}, but GitHub runs at most ${MATRIX_MAX_JOBS} jobs from one matrix: this run takes ${MATRIX_MAX_JOBS} tasks, the next run the rest.`,
    );
  const s = schedule(view.plan, {
    spec: settings.specId,
    task: settings.taskId,
    ...limits,
    maxAttempts: settings.maxAttempts,
    branchPrefix: settings.branchPrefix,
    baseStatus: view.baseStatus,
  });
  // The plan's budget (docs/ARCHITECTURE.md#cost-and-budgets): once its recorded cost reaches it, nothing starts.
  if (s.budget.spent)
    core.warning(`Nothing starts: ${s.budget.spent} (budget.maxCostUsd in ${settings.plan.file}).`);
  core.startGroup(`Ready tasks: ${s.ready.length}`);
  core.info(s.ready.length > 0 ? textTable(readyRows(s.ready)) : 'none');
  core.endGroup();
  let ready = settings.dryRun ? [] : s.ready;
  if (baseSha) ready = await withoutConflicts(git, ready, { base, baseSha, tips });
  // The job's outputs stay well under GitHub's 1 MiB (SCHEDULE_OUTPUTS_BUDGET_BYTES): entries
  // that would take them over wait for the next run, like those over the limit.
  const outputs: Record<string, string> = {
    gates: JSON.stringify(view.plan.gates ?? []),
    'has-work': 'false',
    'ready-count': String(s.ready.length),
  };
  const fit = matrixWithin(toMatrix(ready, { base, baseSha, tips }).include, outputs);
  const matrix = JSON.stringify({ include: fit.include });
  outputs.matrix = matrix;
  outputs['has-work'] = fit.include.length > 0 ? 'true' : 'false';
  for (const [name, value] of Object.entries(outputs)) core.setOutput(name, value);
  core.info(
    `Matrix: ${fit.include.length} task job${fit.include.length === 1 ? '' : 's'}; the outputs take ${outputBytes(outputs)} bytes (counted as GitHub does, UTF-16) of the ${SCHEDULE_OUTPUTS_BUDGET_BYTES} Ralph allows itself.`,
  );
  const left = settings.dryRun ? undefined : leftText(s, limits, fit.dropped);
  if (left) core.info(left);
  // The schedule job's artifact (the workflow uploads it): the matrix as scheduled.
  const dir = join(process.env.RUNNER_TEMP ?? join(settings.workspace, '.ralph'), 'ralph', 'schedule');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'matrix.json'), `${matrix}\n`);
  await core.summary
    .addRaw(
      `${settings.dryRun ? '_Dry run: nothing runs._\n\n' : ''}${left ? `**${left}**\n\n` : ''}${scheduleSummary(view.plan, s)}${
        // The writer's summary draws the plan after the run; a dry run has no writer.
        settings.dryRun
          ? `\n${await planPicture(view.plan, s, base ? { git, ref: `refs/remotes/${REMOTE}/${base}`, planFile: settings.plan.file } : {})}`
          : ''
      }`,
    )
    .write();
}

/**
 * The plan to schedule from. In a git checkout: the base branch and each spec branch on the
 * remote, with the base's tip and each spec branch's tip (the task jobs' anchors); elsewhere the
 * plan file as it is.
 */
async function scheduleView(git: Git, settings: ScheduleSettings) {
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
  } else view = loadPlan(settings.plan.path);
  return { view, base, baseSha, tips };
}

/**
 * The ready tasks but those whose spec branch cannot take the base's new commits without a
 * conflict: it would run its task without them, so it waits, and a person resolves it on the
 * branch.
 */
async function withoutConflicts<T extends { branch: string }>(
  git: Git,
  ready: T[],
  { base, baseSha, tips }: { base?: string; baseSha: string; tips: Map<string, string> },
): Promise<T[]> {
  // Each branch's conflicts, merged once however many of its tasks are ready.
  const conflicts = new Map<string, string[]>();
  for (const r of ready) {
    const tip = tips.get(r.branch);
    if (tip && !conflicts.has(r.branch)) conflicts.set(r.branch, await mergeConflicts(git, tip, baseSha));
  }
  const conflicted = new Set(
    [...conflicts].filter(([, paths]) => paths.length > 0).map(([branch]) => branch),
  );
  for (const branch of conflicted)
    core.warning(
      `${branch} conflicts with ${base} (${conflicts.get(branch)!.join(', ')}); its task waits. Merge ${base} into ${branch} and resolve the conflict.`,
    );
  return ready.filter((r) => !conflicted.has(r.branch));
}
