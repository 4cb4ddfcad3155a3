// The local loop, `ralph build` (DESIGN.md C9): for each ready task in scheduler order, a
// prompt, one agent process, the check of its claim, the gates; on failure a retry with the
// failure injected, up to the budget; every attempt recorded in the plan and committed on the
// spec branch; when a spec's last task completes, its branch is squashed to one commit named
// after the spec and its progress entry is written (progress/<spec-id>.md). Ctrl-C puts the running task back to pending.
import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkAgentInstalled, getProvider } from '../adapters/agents/index.js';
import { type GateResult, runGates } from '../adapters/gates.js';
import { Git } from '../adapters/git.js';
import { loadPlan, updatePlan } from '../adapters/plan-file.js';
import { readPlanView } from '../adapters/plan-view.js';
import { writeProgress } from '../adapters/progress-file.js';
import { LOCAL_RETRY_DIR, readRetryFile, writeRetryFile } from '../adapters/retry-file.js';
import { mergeBase, taskCommitsBetween } from '../adapters/spec-branch.js';
import { concludeAttempt, recordAttempt } from '../core/attempt.js';
import { specCommitMessage, taskCommitMessage } from '../core/git-text.js';
import {
  isDone,
  nextAttemptNumber,
  type Plan,
  type Spec,
  type TaskStatus,
  taskMaxCostUsd,
} from '../core/plan.js';
import { findTask } from '../core/prompt.js';
import { retryContextOf, retryFromAttempt } from '../core/retry.js';
import {
  attemptMaxCostUsd,
  DEFAULT_MAX_ATTEMPTS,
  planBudget,
  type ReadyTask,
  schedule,
} from '../core/schedule.js';
import { agentEnv } from './agent-env.js';
import { reclaimAfterGates, runAttemptAgent } from './attempt.js';
import { DEFAULT_PROTECTED_PATHS } from './claim.js';

export interface BuildOptions {
  root: string;
  planPath: string;
  provider: string;
  /** For the `command` provider: the command line (the prompt arrives on stdin). */
  agentCommand?: string;
  model?: string;
  spec?: string;
  task?: string;
  /** Stop after this many tasks reached a final state (completed or blocked). */
  maxTasks?: number;
  maxAttempts?: number;
  /** The plan's cost budget in USD (`--max-cost`), instead of its `budget.maxCostUsd`. */
  maxCostUsd?: number;
  /** `spec`: one branch per spec (`<prefix><spec-id>`); `current`: everything on the current branch. */
  branch: 'spec' | 'current';
  branchPrefix: string;
  protectedPaths?: string[];
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  onEvent?: (e: BuildEvent) => void;
}

export type BuildEvent =
  | { type: 'task'; spec: string; task: string; attempt: number; branch: string }
  | { type: 'output'; text: string }
  | { type: 'agent'; outcome: string; durationMs: number; reason?: string; turns?: number; costUsd?: number }
  | { type: 'gate'; result: GateResult }
  | { type: 'attempt'; task: string; outcome: string; status: TaskStatus; summary: string }
  | { type: 'spec-commit'; spec: string; branch: string; sha: string; title: string }
  | { type: 'note'; text: string };

export interface BuildReport {
  /** Tasks this build brought to a status, in order. */
  tasks: Array<{ spec: string; task: string; status: TaskStatus; attempts: number }>;
  specCommits: Array<{ spec: string; branch: string; sha: string }>;
  interrupted: boolean;
  /** What stopped the loop early, if anything did: a rate limit, or the plan's spent budget. */
  stop?: 'rate_limited' | 'budget';
  /** Why the loop stopped early, for people. */
  stoppedBecause?: string;
  /** What this build's attempts cost in USD, as the agent reported it. */
  costUsd: number;
}

export class BuildError extends Error {
  override name = 'BuildError';
}

const LOG_DIR = join('.ralph', 'logs');

export async function build(opts: BuildOptions): Promise<BuildReport> {
  const git = new Git(opts.root);
  const planFile = relative(opts.root, opts.planPath);
  const emit = opts.onEvent ?? (() => {});
  const provider = getProvider(opts.provider);
  // A CLI that is not installed is a setup error: nothing is started or recorded.
  checkAgentInstalled(provider, opts.env);
  // Each limit the CLI cannot honour is said once per build, before its first attempt.
  const onWarning = (text: string) => emit({ type: 'note', text });
  if (!(await git.try(['rev-parse', '--git-dir'])))
    throw new BuildError(`${opts.root} is not a git repository; run \`git init\` and commit the plan first`);
  await git.exclude('/.ralph/');
  const dirty = await git.changedPaths();
  if (dirty.length > 0)
    throw new BuildError(
      `the work tree has uncommitted changes (${dirty.slice(0, 3).join(', ')}${dirty.length > 3 ? ', ...' : ''}); commit or stash them first, so Ralph can tell the agent's work apart`,
    );
  const startBranch = await git.currentBranch();
  if (!startBranch) throw new BuildError('HEAD is detached; check out a branch first');
  const maxAttempts =
    opts.maxAttempts ?? loadPlan(opts.planPath).plan.agent?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const protectedPaths = [...DEFAULT_PROTECTED_PATHS, ...(opts.protectedPaths ?? [])];
  const report: BuildReport = { tasks: [], specCommits: [], interrupted: false, costUsd: 0 };
  const planMaxCostUsd = (plan: Plan) => opts.maxCostUsd ?? plan.budget?.maxCostUsd;

  /** The plan as the loop sees it: the start branch's, with each spec's entry from its branch. */
  const view = async () => {
    const baseText = await git.show(startBranch, planFile);
    if (baseText === undefined)
      throw new BuildError(`${planFile} is not committed on ${startBranch}; commit it first`);
    if (opts.branch === 'current') return { plan: loadPlan(opts.planPath).plan, baseStatus: undefined };
    return readPlanView(git, {
      planFile,
      baseText,
      baseName: `${startBranch}:${planFile}`,
      refs: 'refs/heads/',
      branchPrefix: opts.branchPrefix,
    });
  };

  let currentSpec: string | undefined;
  try {
    while (opts.maxTasks === undefined || report.tasks.length < opts.maxTasks) {
      if (opts.signal?.aborted) break;
      const v = await view();
      const s = schedule(v.plan, {
        spec: opts.spec,
        task: opts.task,
        maxAttempts,
        baseStatus: v.baseStatus,
        maxCostUsd: opts.maxCostUsd,
      });
      // Finish the spec at hand before starting another: its commits stay together.
      const next = s.ready.find((r) => r.spec === currentSpec) ?? s.ready[0];
      if (!next) {
        if (s.budget.spent) stopOnBudget(s.budget.spent);
        break;
      }
      currentSpec = next.spec;
      if (opts.branch === 'spec') {
        await git.switchBranch(next.branch, startBranch);
        // Work merged into the start branch since (another spec's) belongs on this one too.
        await mergeBase(git, startBranch, startBranch);
      }
      const status = await runTask(next);
      if (status === 'interrupted') {
        report.interrupted = true;
        break;
      }
      if (status === 'rate_limited') {
        report.stop = 'rate_limited';
        report.stoppedBecause = 'the agent hit a rate limit; run `ralph build` again later to resume';
        break;
      }
      if (status === 'budget') break;
    }
  } finally {
    // Back to where the user was; after an error the tree may be dirty, and that error is the news.
    if ((await git.currentBranch()) !== startBranch)
      await git.exec(['checkout', '--quiet', startBranch], { allowFailure: true });
  }
  return report;

  /** Whether any cost budget applies: the plan's, `--max-cost`, or a task's or the agent's maxCostUsd. */
  function hasBudget(plan: Plan): boolean {
    return (
      planMaxCostUsd(plan) !== undefined ||
      plan.agent?.maxCostUsd !== undefined ||
      plan.specs.some((s) => s.tasks.some((t) => t.maxCostUsd !== undefined))
    );
  }

  function stopOnBudget(reason: string): void {
    report.stop = 'budget';
    report.stoppedBecause = reason;
  }

  async function runTask(ready: ReadyTask): Promise<TaskStatus | 'interrupted' | 'rate_limited' | 'budget'> {
    for (;;) {
      const { plan } = loadPlan(opts.planPath);
      const found = findTask(plan, ready.task);
      if (!found) throw new BuildError(`task ${ready.task} vanished from ${planFile}`);
      // The plan's budget counts every spec's attempts: the view has them all. A retry is an
      // attempt like any other, so it checks too. Without any budget the view is not needed
      // (reading it costs git processes, each attempt).
      const whole = hasBudget(plan) ? (await view()).plan : plan;
      const budget = planBudget(whole, planMaxCostUsd(whole));
      if (budget.spent) {
        stopOnBudget(budget.spent);
        return 'budget';
      }
      const number = nextAttemptNumber(found.task);
      emit({ type: 'task', spec: ready.spec, task: ready.task, attempt: number, branch: await branchName() });

      const retry =
        readRetryFile(join(opts.root, LOCAL_RETRY_DIR), ready.task, number - 1) ??
        retryFromAttempt(plan, found.task);
      const gates = plan.gates ?? [];

      const startedAt = new Date();
      await updatePlan(opts.planPath, (p) => {
        const t = findTask(p, ready.task)!.task;
        t.status = 'in_progress';
        t.startedAt = startedAt.toISOString();
      });
      const logDir = join(opts.root, LOG_DIR, ready.task);
      mkdirSync(logDir, { recursive: true });
      const env = agentEnv(opts.env, { spec: ready.spec, task: ready.task, attempt: number });
      const run = await runAttemptAgent(git, {
        onWarning,
        root: opts.root,
        plan,
        planPath: opts.planPath,
        planFile,
        taskId: ready.task,
        outputArtifacts: found.task.outputArtifacts ?? [],
        retry,
        provider,
        userCommand: opts.agentCommand,
        model: opts.model,
        maxTurns: ready.maxTurns,
        timeoutMs: ready.timeoutMinutes * 60_000,
        maxCostUsd: attemptMaxCostUsd(
          whole,
          findTask(whole, ready.task)?.task ?? found.task,
          planMaxCostUsd(whole),
        ),
        workDir: logDir,
        transcriptPath: join(logDir, `attempt-${number}.log`),
        env,
        signal: opts.signal,
        onLine: (line) => emit({ type: 'output', text: `${line}\n` }),
        guard: {
          root: opts.root,
          branch: await branchName(),
          startSha: await git.head(),
          planFile,
          planPath: opts.planPath,
          protectedPaths,
        },
      });
      const { agent } = run;
      emit({
        type: 'agent',
        outcome: agent.outcome,
        durationMs: agent.durationMs,
        reason: agent.reason,
        turns: agent.turns,
        costUsd: agent.costUsd,
      });
      for (const note of run.notes) emit({ type: 'note', text: note });
      if (agent.interrupted || opts.signal?.aborted) {
        // Back to the last commit: the plan says pending again, the agent's work is gone.
        await git.discardChanges();
        return 'interrupted';
      }
      const problems = [...run.problems];
      let gateResults: GateResult[] = [];
      if (agent.outcome === 'done' && problems.length === 0) {
        gateResults = await runGates(gates, {
          cwd: opts.root,
          env,
          logDir: join(logDir, `attempt-${number}-gates`),
          signal: opts.signal,
          onResult: (result) => emit({ type: 'gate', result }),
        });
        // The gates ran the agent's code: take the work tree back again before anything is committed.
        problems.push(...(await reclaimAfterGates(git, run.guard)));
        if (opts.signal?.aborted) {
          await git.discardChanges();
          return 'interrupted';
        }
      }
      const { verdict } = concludeAttempt({ agent, problems, gates: gateResults, expected: gates });
      const finishedAt = new Date();
      const meta = {
        startedAt: startedAt.toISOString(),
        finishedAt: finishedAt.toISOString(),
        durationMs: finishedAt.getTime() - startedAt.getTime(),
        turns: agent.turns,
        inputTokens: agent.inputTokens,
        outputTokens: agent.outputTokens,
        costUsd: agent.costUsd,
      };
      report.costUsd += agent.costUsd ?? 0;
      const record = (p: Plan) => {
        const task = findTask(p, ready.task)!.task;
        return recordAttempt(task, verdict, meta, maxAttempts, taskMaxCostUsd(p, task));
      };

      const spec = found.spec;
      if (verdict.outcome === 'passed') {
        const status = await updatePlan(opts.planPath, record);
        await git.commitAll(taskCommitMessage(spec, found.task, 'complete'));
        emit({
          type: 'attempt',
          task: ready.task,
          outcome: verdict.outcome,
          status,
          summary: verdict.summary,
        });
        report.tasks.push({ spec: spec.id, task: ready.task, status, attempts: number });
        await finishSpecIfDone(spec.id);
        return status;
      }

      // A failed attempt leaves nothing behind but its record: the next one starts clean.
      const diffSummary = await git.diffSummary();
      await git.discardChanges();
      const status = await updatePlan(opts.planPath, record);
      const context = retryContextOf(number, agent.outcome, verdict, agent.tail, diffSummary);
      writeRetryFile(join(opts.root, LOCAL_RETRY_DIR), ready.task, context);
      await git.commitAll(taskCommitMessage(spec, found.task, `attempt ${number} (${verdict.outcome}) of`));
      emit({ type: 'attempt', task: ready.task, outcome: verdict.outcome, status, summary: verdict.summary });
      if (verdict.outcome === 'rate_limited') return 'rate_limited';
      if (status !== 'failed') {
        report.tasks.push({ spec: spec.id, task: ready.task, status, attempts: number });
        return status;
      }
    }
  }

  async function branchName(): Promise<string> {
    return (await git.currentBranch()) ?? 'HEAD';
  }

  /** When every task of the spec is done: its progress file, task commits in the plan, one commit. */
  async function finishSpecIfDone(specId: string): Promise<void> {
    const { plan } = loadPlan(opts.planPath);
    const spec = plan.specs.find((s) => s.id === specId)!;
    if (!spec.tasks.every((t) => isDone(t.status))) return;
    const base = await specBase(spec);
    if (!base) {
      emit({
        type: 'note',
        text: `spec ${specId} is complete; its commits are not contiguous, so they were left as they are`,
      });
      return;
    }
    const commits = await taskCommitsBetween(git, base, 'HEAD');
    const finishedAt = new Date().toISOString();
    await updatePlan(opts.planPath, (p) => {
      const s = p.specs.find((x) => x.id === specId)!;
      s.status = 'completed';
      for (const t of s.tasks) if (!t.commit && commits.has(t.id)) t.commit = commits.get(t.id);
    });
    writeProgress(opts.root, loadPlan(opts.planPath).plan.specs.find((x) => x.id === specId)!, finishedAt);
    await git.exec(['add', '-A']);
    const sha = await git.squashSince(base, specCommitMessage(spec));
    const branch = await branchName();
    report.specCommits.push({ spec: specId, branch, sha });
    emit({ type: 'spec-commit', spec: specId, branch, sha, title: spec.name ?? spec.id });
  }

  /** Where the spec's commits start: the fork point from the start branch, or (current-branch
   * mode) the parent of the first of the run of commits carrying this spec's trailer. */
  async function specBase(spec: Spec): Promise<string | undefined> {
    if (opts.branch === 'spec') return git.out(['merge-base', 'HEAD', startBranch!]);
    const log = await git.out([
      'log',
      '--format=%H%x00%(trailers:key=Ralph-Spec,valueonly,separator=%x2C)',
      'HEAD',
    ]);
    let base: string | undefined;
    for (const line of log.split('\n')) {
      const [sha, trailer] = line.split('\0');
      if (sha && trailer?.trim() !== spec.id) {
        base = sha;
        break;
      }
    }
    // Every commit of the run must be this spec's (it is, by construction of the loop above).
    return base;
  }
}
