// The commits a build makes on a spec branch (docs/ARCHITECTURE.md#life-of-a-task-locally): a
// passed attempt (the agent's work and the plan in one commit), a failed one (the plan alone,
// the work kept as a patch beside the retry context), a skipped task, and a spec whose last task
// is done squashed to one commit with its progress entry. The session (session.ts) decides; these
// write.
import type { Git } from '../adapters/git.js';
import { loadPlan, updatePlan } from '../adapters/plan-file.js';
import { treePatch, writeRetryPatch } from '../adapters/previous-work.js';
import { writeProgress } from '../adapters/progress-file.js';
import { writeRetryFile } from '../adapters/retry-file.js';
import { taskCommitsBetween } from '../adapters/spec-branch.js';
import type { concludeAttempt } from '../core/attempt/attempt.js';
import { skipTaskState } from '../core/github-text/commands.js';
import { specCommitMessage, taskCommitMessage } from '../core/github-text/git-text.js';
import type { PlanLocation } from '../core/plan/location.js';
import type { Plan, Spec, Task } from '../core/plan/plan.js';
import { isDone, type TaskStatus } from '../core/plan/plan-basics.js';
import { findTask } from '../core/prompt/prompt.js';
import { retryContextOf } from '../core/prompt/retry.js';
import type { ReadyTask } from '../core/schedule/schedule.js';
import type { AgentRun } from './attempt.js';
import type { BuildEvent, BuildOptions, BuildReport } from './build.js';

/** What the commits need of the session: its repository and plan, its branches, its events and report. */
export interface Ledger {
  git: Git;
  planAt: PlanLocation;
  branch: BuildOptions['branch'];
  /** The branch spec branches start from. */
  baseBranch: string;
  emit: (e: BuildEvent) => void;
  report: BuildReport;
}

/** An attempt as it is recorded: its task, and the paths its agent changed. */
interface AttemptDone {
  ready: ReadyTask;
  found: { spec: Spec; task: Task };
  number: number;
  changed: string[];
}

/** How a task's run ended, when not with a status of the task. */
export type TaskEnd = TaskStatus | 'interrupted' | 'rate_limited' | 'budget' | 'stopped';

/** A passed attempt: the agent's work and the plan in one commit; the spec finished if done. */
export async function commitPassed(
  l: Ledger,
  a: AttemptDone,
  recorded: (p: Plan) => TaskStatus,
  verdict: ReturnType<typeof concludeAttempt>['verdict'],
): Promise<TaskStatus> {
  const spec = a.found.spec;
  const status = await updatePlan(l.planAt.path, recorded);
  // Only what the checks found is staged and committed: no pass over the whole tree.
  await l.git.commitPaths([...a.changed, l.planAt.file], taskCommitMessage(spec, a.found.task, 'complete'));
  l.emit({
    type: 'attempt',
    task: a.ready.task,
    outcome: verdict.outcome,
    status,
    summary: verdict.summary,
  });
  l.report.tasks.push({ spec: spec.id, task: a.ready.task, status, attempts: a.number });
  await finishSpecIfDone(l, spec.id);
  return status;
}

/**
 * A failed attempt: its work kept as a patch beside its retry context (the next attempt starts
 * from it), and the branch gets its record alone. The paths the checks found are all the agent
 * changed, so only they are looked at; the plan (Ralph's own edit) is not its work.
 */
export async function commitFailed(
  l: Ledger,
  a: AttemptDone & { retryDir: string; result: AgentRun['agent'] },
  recorded: (p: Plan) => TaskStatus,
  verdict: ReturnType<typeof concludeAttempt>['verdict'],
): Promise<TaskEnd | undefined> {
  const { git } = l;
  const planFile = l.planAt.file;
  const { ready, changed, number } = a;
  const diffSummary = await git.diffSummaryOf(changed);
  // diffSummaryOf staged the agent's paths alone: the index against HEAD is its change.
  const patch = changed.length > 0 ? await treePatch(git, 'HEAD') : Buffer.alloc(0);
  await git.discardPaths([...changed, planFile]);
  const status = await updatePlan(l.planAt.path, recorded);
  const context = retryContextOf(number, a.result.outcome, verdict, a.result.tail, diffSummary);
  writeRetryFile(a.retryDir, ready.task, context);
  writeRetryPatch(a.retryDir, ready.task, patch);
  await git.commitPaths(
    [planFile],
    taskCommitMessage(a.found.spec, a.found.task, `attempt ${number} (${verdict.outcome}) of`),
  );
  l.emit({
    type: 'attempt',
    task: ready.task,
    outcome: verdict.outcome,
    status,
    summary: verdict.summary,
  });
  if (verdict.outcome === 'rate_limited') return 'rate_limited';
  if (status === 'failed') return undefined;
  l.report.tasks.push({ spec: a.found.spec.id, task: ready.task, status, attempts: number });
  return status;
}

/** `s` in the live view: the attempt's work discarded, the task skipped with the reason, committed. */
export async function skipTask(l: Ledger, ready: ReadyTask, reason: string): Promise<'skipped'> {
  const { git } = l;
  await git.discardChanges();
  const found = await updatePlan(l.planAt.path, (p) => {
    const f = findTask(p, ready.task)!;
    skipTaskState(f.task, { author: 'ralph build', body: reason, created: new Date().toISOString() });
    return f;
  });
  await git.commitAll(taskCommitMessage(found.spec, found.task, 'skip'));
  l.emit({ type: 'attempt', task: ready.task, outcome: 'skipped', status: 'skipped', summary: reason });
  l.report.tasks.push({ spec: found.spec.id, task: ready.task, status: 'skipped', attempts: 0 });
  await finishSpecIfDone(l, found.spec.id);
  return 'skipped';
}

/** When every task of the spec is done: its progress file, task commits in the plan, one commit. */
async function finishSpecIfDone(l: Ledger, specId: string): Promise<void> {
  const { git } = l;
  const { plan } = loadPlan(l.planAt.path);
  const spec = plan.specs.find((s) => s.id === specId)!;
  if (!spec.tasks.every((t) => isDone(t.status))) return;
  const base = await specBase(l, spec);
  if (!base) {
    l.emit({
      type: 'note',
      text: `spec ${specId} is complete; its commits are not contiguous, so they were left as they are`,
    });
    return;
  }
  const commits = await taskCommitsBetween(git, base, 'HEAD');
  const finishedAt = new Date().toISOString();
  // The spec as saved (the saved text parses to it).
  const done = await updatePlan(l.planAt.path, (p) => {
    const s = p.specs.find((x) => x.id === specId)!;
    s.status = 'completed';
    for (const t of s.tasks) if (!t.commit && commits.has(t.id)) t.commit = commits.get(t.id);
    return s;
  });
  const progress = writeProgress(l.planAt.root, done, finishedAt);
  await git.stage([l.planAt.file, progress]);
  const sha = await git.squashSince(base, specCommitMessage(spec));
  const branch = (await git.currentBranch()) ?? 'HEAD';
  l.report.specCommits.push({ spec: specId, branch, sha });
  l.emit({ type: 'spec-commit', spec: specId, branch, sha, title: spec.name ?? spec.id });
}

/** Where the spec's commits start: the fork point from the start branch, or (current-branch
 * mode) the parent of the first of the run of commits carrying this spec's trailer. */
async function specBase(l: Ledger, spec: Spec): Promise<string | undefined> {
  if (l.branch === 'spec') return l.git.out(['merge-base', 'HEAD', l.baseBranch]);
  const log = await l.git.out([
    'log',
    '--format=%H%x00%(trailers:key=Ralph-Spec,valueonly,separator=%x2C)',
    'HEAD',
  ]);
  for (const line of log.split('\n')) {
    const [sha, trailer] = line.split('\0');
    // Every commit of the run must be this spec's (it is, by construction of the loop).
    if (sha && trailer?.trim() !== spec.id) return sha;
  }
  return undefined;
}
