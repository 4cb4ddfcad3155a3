import { localHolds } from '../adapters/holds.js';
import { loadPlan } from '../adapters/plan-file.js';
import { localPlanView } from '../adapters/plan-view.js';
import { resolvePlanPath } from '../adapters/project-root.js';
import type { SpecTip } from '../adapters/spec-branch-refs.js';
import { agentRouting, type ResolvedAgent } from '../core/agent-routing.js';
import { taskCostUsd } from '../core/plan/plan-basics.js';
import {
  budgetLine,
  countsLine,
  showsCost,
  statusRows,
  textTable,
  unblockHints,
  unblockText,
} from '../core/report/report.js';
import { applyHolds } from '../core/schedule/hold.js';
import { countedAttempts, DEFAULT_BRANCH_PREFIX, schedule } from '../core/schedule/schedule.js';
import {
  BRANCH_PREFIX_OPTION,
  type Command,
  hasNoTasks,
  noTasksText,
  PLAN_OPTION,
  stringOption,
} from './command.js';

export const status: Command = {
  name: 'status',
  about: `Every spec and task with its status, attempts, cost and why it waits, then the counts,
the cost recorded against the plan's budget, and for each blocked task how to unblock
it. A spec's progress is read from its branch (ralph/<spec-id>) when it has one, or
from origin/ralph/<spec-id> where that is newer or the only copy (a fresh clone).`,
  options: {
    json: { type: 'boolean', help: 'print the same as JSON' },
    ...BRANCH_PREFIX_OPTION,
    ...PLAN_OPTION,
  },
  async run(ctx) {
    const planOption = stringOption(ctx, 'plan');
    const prefixOption = stringOption(ctx, 'branch-prefix');
    const planPath = resolvePlanPath(ctx.cwd, planOption);
    const file = loadPlan(planPath);
    const loaded = file.plan;
    // Specs held because a person closed their pull request (the remote's `ralph-held/` tags),
    // read while the branches' plans are: a process started before those fill memory costs
    // less to start. A failure is thrown where the holds are awaited.
    const holds = localHolds(planPath);
    holds.catch(() => {});
    const view = await localPlanView(planPath, loaded, prefixOption ?? DEFAULT_BRANCH_PREFIX, {
      text: file.text,
    });
    const plan = view?.plan ?? loaded;
    applyHolds(plan, await holds);
    const s = schedule(plan, { baseStatus: view?.baseStatus });
    for (const w of view?.warnings ?? []) ctx.err(w);
    const commits = view ? specCommitsOn(view.tips, view.names) : new Map<string, SpecCommit>();
    // What the unblocking commands need to act on the same plan and branches as this one.
    const args = [
      ...(planOption !== undefined ? ['--plan', planOption] : []),
      ...(prefixOption !== undefined && prefixOption !== DEFAULT_BRANCH_PREFIX
        ? ['--branch-prefix', prefixOption]
        : []),
    ];
    const hints = unblockHints(plan, args);
    // Each task's agent, as its next attempt resolves it (core/agent-routing.ts).
    const route = agentRouting(plan);
    if (ctx.values.json) {
      const ready = new Set(s.ready.map((r) => r.task));
      const waits = new Map(s.waiting.map((w) => [w.task, w.reason]));
      const unblock = new Map(hints.map(({ spec: _, task, ...how }) => [task, how]));
      const specs = plan.specs.map((spec) => ({
        id: spec.id,
        name: spec.name,
        ...(view?.branches.has(spec.id) ? { branch: view.names.get(spec.id) } : {}),
        ...(spec.status === 'held' ? { status: spec.status, heldReason: spec.heldReason } : {}),
        ...(commits.has(spec.id) ? { commit: commits.get(spec.id)!.sha } : {}),
        tasks: spec.tasks.map((t) => ({
          id: t.id,
          status: t.status,
          attempts: countedAttempts(t),
          agent: agentOfTask(route(t)),
          ...(t.attempts?.some((a) => a.costUsd !== undefined) ? { costUsd: taskCostUsd(t) } : {}),
          ready: ready.has(t.id),
          waitsOn: waits.get(t.id),
          blockedReason: t.blockedReason,
          unblock: unblock.get(t.id),
        })),
      }));
      const { spentUsd, maxCostUsd, spent, uncounted } = s.budget;
      const cost = {
        spentUsd,
        ...(uncounted ? { uncounted } : {}),
        ...(maxCostUsd !== undefined ? { maxCostUsd, budgetSpent: spent !== undefined } : {}),
      };
      ctx.out(JSON.stringify({ specs, counts: s.counts, cost }, null, 2));
      return 0;
    }
    const from = view && view.names.size > 0 ? `\n${branchesLine([...view.names.values()])}` : '';
    const help = hints.length > 0 ? `\n\n${unblockText(hints)}` : '';
    const cost = showsCost(plan, s) ? `\n${budgetLine(s.budget)}` : '';
    const notes = new Map(
      [...commits].map(([id, c]) => [id, `spec commit ${c.sha.slice(0, 7)} on ${c.branch}`]),
    );
    if (hasNoTasks(plan)) {
      ctx.out(noTasksText(ctx));
      return 0;
    }
    ctx.out(`${textTable(statusRows(plan, s, false, notes, true))}\n\n${countsLine(s)}${cost}${from}${help}`);
    return 0;
  },
};

interface SpecCommit {
  branch: string;
  sha: string;
}

/**
 * The commit each finished spec is on its branch: the branch tip, when it is the one commit
 * named after the spec (a Ralph-Spec trailer, not a `ralph(<spec>):` task commit). `tips` gives
 * the tip of the ref read for each spec (listed with the branches: no process of its own),
 * `names` what to call that ref.
 */
function specCommitsOn(
  tips: ReadonlyMap<string, SpecTip>,
  names: ReadonlyMap<string, string>,
): Map<string, SpecCommit> {
  const found = new Map<string, SpecCommit>();
  for (const [spec, tip] of tips)
    if (!tip.subject.startsWith('ralph(') && tip.specTrailer.trim() === spec)
      found.set(spec, { branch: names.get(spec)!, sha: tip.sha });
  return found;
}

/** Where the progress shown came from: `Progress read from the spec branches ralph/a and ralph/b.` */
export function branchesLine(refs: readonly string[]): string {
  const list =
    refs.length <= 2 ? refs.join(' and ') : `${refs.slice(0, -1).join(', ')} and ${refs[refs.length - 1]}`;
  return `Progress read from the spec branch${refs.length === 1 ? '' : 'es'} ${list}.`;
}

/** A task's agent in `status --json`: its provider and model, and whether it is an escalation. */
function agentOfTask(a: ResolvedAgent) {
  return {
    provider: a.provider,
    ...(a.model ? { model: a.model } : {}),
    ...(a.escalated ? { escalated: true } : {}),
  };
}
