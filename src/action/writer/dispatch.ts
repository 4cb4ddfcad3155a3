// Phase 4 of the writer: the next run, dispatched when this one moved something and work remains.
import * as core from '../../adapters/actions-core.js';
import { dispatchWorkflow } from '../../adapters/github.js';
import { remotePlanView } from '../../adapters/remote-plan.js';
import { fetchBranches } from '../../adapters/spec-branch.js';
import type { Plan, Spec } from '../../core/plan/plan.js';
import { type Schedule, schedule } from '../../core/schedule/schedule.js';
import { guarded, type MergeLine, type PlanView, planWith, type RecordLine, type Writer } from './context.js';

export interface Next {
  /** The plan as the next run sees it. */
  plan: Plan;
  next: Schedule;
  dispatched: boolean;
}

/**
 * Schedules the plan as this run left it (after an auto-merge, as the merged base has it: see
 * mergedBaseView) and dispatches the next run when work remains and this run moved something.
 */
export async function dispatchNext(
  w: Writer,
  view: PlanView,
  specs: Map<string, Spec>,
  records: RecordLine[],
  merges: MergeLine[],
): Promise<Next> {
  const { settings, base } = w;
  const merged =
    merges.length > 0
      ? await guarded(w, `read ${base} after the merges`, () => mergedBaseView(w))
      : undefined;
  const plan: Plan = merged?.plan ?? planWith(view, specs);
  const next = schedule(plan, {
    maxAttempts: settings.maxAttempts,
    baseStatus: merged?.baseStatus ?? view.baseStatus,
    branchPrefix: settings.branchPrefix,
  });
  // Only a run that recorded an attempt dispatches the next: a run that fails before any
  // attempt is recorded must not loop the workflow forever.
  const progressed = records.some((r) => r.status !== 'unchanged') || merges.length > 0;
  if (!settings.dispatchNext || next.ready.length === 0) return { plan, next, dispatched: false };
  if (!progressed) {
    core.warning('Work remains, but no attempt was recorded in this run; not dispatching another run.');
    return { plan, next, dispatched: false };
  }
  const workflow = settings.workflow ?? w.ctx.workflowFile;
  if (!workflow) {
    core.warning(
      "Work remains, but this run's workflow file is unknown; set the 'workflow' input to dispatch the next run.",
    );
    return { plan, next, dispatched: false };
  }
  const dispatched =
    (await guarded(w, `dispatch ${workflow} on ${base}`, async () => {
      await dispatchWorkflow(w.octokit, w.repo, workflow, base);
      core.info(
        `Dispatched ${workflow} on ${base}: ${next.ready.length} task${next.ready.length === 1 ? '' : 's'} ready`,
      );
      return true;
    })) ?? false;
  return { plan, next, dispatched };
}

/**
 * The plan as the next run will see it, once this run's auto-merges are in the base: the base and
 * the spec branches fetched again, read as the schedule job reads them. A task that waited on a
 * merged spec is ready now, and this run must dispatch the next itself: a merge made with the
 * run's GITHUB_TOKEN fires no `pull_request` event on GitHub (GitHub starts no workflow for an
 * event that token caused, except a dispatch), so the listen job never hears of it, and the
 * dependents would wait for the next scheduled run.
 */
async function mergedBaseView(w: Writer): Promise<PlanView> {
  await fetchBranches(w.git);
  return remotePlanView(w.git, w.settings, w.base);
}
