// The local loop, `ralph build` (DESIGN.md C9): for each ready task in scheduler order, a
// prompt, one agent process, the check of its claim, the gates; on failure a retry with the
// failure injected, up to the budget; every attempt recorded in the plan and committed on the
// spec branch; when a spec's last task completes, its branch is squashed to one commit named
// after the spec and its progress entry is written (progress/<spec-id>.md). Ctrl-C puts the running task back to pending.
import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkAgentInstalled, getProvider } from '../adapters/agents/index.js';
import type { GateResult } from '../adapters/gates.js';
import { Git, type StatusEntry } from '../adapters/git.js';
import { loadPlan, updatePlan } from '../adapters/plan-file.js';
import { readPlanView } from '../adapters/plan-view.js';
import { readRetryPatch, startRetry, treePatch, writeRetryPatch } from '../adapters/previous-work.js';
import { writeProgress } from '../adapters/progress-file.js';
import { LOCAL_RETRY_DIR, readRetryFile, writeRetryFile } from '../adapters/retry-file.js';
import { mergeBase, taskCommitsBetween } from '../adapters/spec-branch.js';
import { claimHolds, concludeAttempt, recordAttempt } from '../core/attempt.js';
import { skipTaskState } from '../core/commands.js';
import { specCommitMessage, taskCommitMessage } from '../core/git-text.js';
import { agentUsage } from '../core/outcomes.js';
import {
  isDone,
  nextAttemptNumber,
  type Plan,
  type Spec,
  type TaskStatus,
  taskMaxCostUsd,
} from '../core/plan.js';
import { byteLength, findTask } from '../core/prompt.js';
import { retryContextOf, retryFromAttempt } from '../core/retry.js';
import {
  attemptMaxCostUsd,
  DEFAULT_MAX_ATTEMPTS,
  planBudget,
  type ReadyTask,
  schedule,
} from '../core/schedule.js';
import { agentEnv } from './agent-env.js';
import { runAttemptAgent } from './attempt.js';
import { type Baseline, localBaseline, setupProblemIn } from './baseline.js';
import {
  claimProblems,
  DEFAULT_PROTECTED_PATHS,
  gateWritesNote,
  holdAgentWork,
  reclaimFromGates,
  reclaimWorkTree,
  runGatesWatched,
} from './claim.js';
import { anySignal, type BuildControl } from './control.js';

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
  /**
   * A retry starts from the task's start commit, the failed attempt's work thrown away; by
   * default it starts from that work (kept as a patch in `.ralph/retry/`, applied again).
   */
  freshRetry?: boolean;
  env: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  onEvent?: (e: BuildEvent) => void;
  /** Steering from outside (the live view's keys): pause, stop after the attempt, restart, skip, hand over. */
  control?: BuildControl;
  /**
   * The branch spec branches start from and whose plan is the base (default: the one checked
   * out). A `--parallel` worker runs in a worktree on its spec branch and names the user's here.
   */
  baseBranch?: string;
  /** Where `.ralph/` (logs, retry contexts) lives, when not in `root` (a worker's worktree). */
  stateRoot?: string;
  /**
   * Runs the baseline one worker at a time (`--parallel`): workers share its cache and logs, and
   * after the first, a worker on the same tree finds its result in the cache instead of running
   * the gates again.
   */
  baselineTurn?: <T>(run: () => Promise<T>) => Promise<T>;
}

export type BuildEvent =
  | { type: 'task'; spec: string; task: string; attempt: number; branch: string }
  | { type: 'output'; text: string }
  | { type: 'agent'; outcome: string; durationMs: number; reason?: string; turns?: number; costUsd?: number }
  | { type: 'gate'; result: GateResult }
  | { type: 'attempt'; task: string; outcome: string; status: TaskStatus; summary: string }
  /** The attempt at hand was stopped on request: restarted, or handed to a person. */
  | { type: 'control'; task: string; action: 'restart' | 'interactive' | 'checking'; text: string }
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

/**
 * Where a build may start: a git repository (its .ralph/ excluded), a clean work tree (so the
 * agent's work can be told apart), a branch checked out. Its name.
 */
export async function startingBranch(git: Git, root: string): Promise<string> {
  if (!(await git.try(['rev-parse', '--git-dir'])))
    throw new BuildError(`${root} is not a git repository; run \`git init\` and commit the plan first`);
  await git.exclude('/.ralph/');
  // Through the untracked cache, as every later pass of the build: one full listing at most.
  const dirty = dirtyTreeProblem(await git.status({ untrackedCache: true }));
  if (dirty) throw new BuildError(dirty);
  const branch = await git.currentBranch();
  if (!branch) throw new BuildError('HEAD is detached; check out a branch first');
  return branch;
}

/**
 * Why a build cannot start on this work tree, with the fix that fits: changes to tracked files
 * are committed or stashed; untracked files (a `.venv/`, a build folder) are most often not the
 * project's, and are ignored instead. Undefined for a clean tree.
 */
export function dirtyTreeProblem(entries: readonly StatusEntry[]): string | undefined {
  if (entries.length === 0) return undefined;
  const list = (paths: string[]) => `${paths.slice(0, 3).join(', ')}${paths.length > 3 ? ', ...' : ''}`;
  const tracked = entries.filter((e) => e.index !== '?').map((e) => e.path);
  // Untracked files by their top folder: `.venv/` once, not its thousands of files.
  const untracked = [
    ...new Set(
      entries
        .filter((e) => e.index === '?')
        .map((e) => (e.path.includes('/') ? `${e.path.slice(0, e.path.indexOf('/'))}/` : e.path)),
    ),
  ];
  const parts: string[] = [];
  if (tracked.length > 0)
    parts.push(
      `the work tree has uncommitted changes (${list(tracked)}); commit or stash them first, so Ralph can tell the agent's work apart`,
    );
  if (untracked.length > 0)
    parts.push(
      `the work tree has untracked files (${list(untracked)}); if they are not part of the project, ignore them: add ${untracked
        .slice(0, 3)
        .map((p) => `\`/${p}\``)
        .join(
          ', ',
        )} to .gitignore (for everyone) or to .git/info/exclude (for this clone only); else commit them. Ralph needs a clean tree to tell the agent's work apart`,
    );
  return parts.join('\n');
}

export async function build(opts: BuildOptions): Promise<BuildReport> {
  const git = new Git(opts.root);
  const planFile = relative(opts.root, opts.planPath);
  const emit = opts.onEvent ?? (() => {});
  const provider = getProvider(opts.provider);
  // Each limit the CLI cannot honour is said once per build, before its first attempt.
  const onWarning = (text: string) => emit({ type: 'note', text });
  const startBranch = await startingBranch(git, opts.root);
  // Where spec branches start from and the base plan is read (a worker's is the user's branch).
  const baseBranch = opts.baseBranch ?? startBranch;
  const stateRoot = opts.stateRoot ?? opts.root;
  const maxAttempts =
    opts.maxAttempts ?? loadPlan(opts.planPath).plan.agent?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const protectedPaths = [...DEFAULT_PROTECTED_PATHS, ...(opts.protectedPaths ?? [])];
  const report: BuildReport = { tasks: [], specCommits: [], interrupted: false, costUsd: 0 };
  const planMaxCostUsd = (plan: Plan) => opts.maxCostUsd ?? plan.budget?.maxCostUsd;

  /** The plan as the loop sees it: the start branch's, with each spec's entry from its branch. */
  const view = async () => {
    const baseText = await git.show(baseBranch, planFile);
    if (baseText === undefined)
      throw new BuildError(`${planFile} is not committed on ${baseBranch}; commit it first`);
    if (opts.branch === 'current') return { plan: loadPlan(opts.planPath).plan, baseStatus: undefined };
    return readPlanView(git, {
      planFile,
      baseText,
      baseName: `${baseBranch}:${planFile}`,
      refs: 'refs/heads/',
      branchPrefix: opts.branchPrefix,
    });
  };

  let currentSpec: string | undefined;
  /** The gates on the untouched start tree, checked before the first agent (engine/baseline.ts). */
  let baseline: Baseline | undefined;
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
      if (!baseline) {
        // A CLI that is not installed is a setup error: nothing is started or recorded. Only
        // asked for once a task is ready: a build with nothing to do needs no agent.
        checkAgentInstalled(provider, opts.env);
        // A gate that fails before any agent ran is a setup problem: said, and no attempt recorded.
        const gates = v.plan.gates ?? [];
        const check = () =>
          localBaseline(git, {
            root: opts.root,
            stateRoot,
            gates,
            env: agentEnv(opts.env),
            signal: opts.signal,
            onNote: (text) => emit({ type: 'note', text }),
          });
        baseline = await (opts.baselineTurn ? opts.baselineTurn(check) : check());
        if (baseline.interrupted) {
          report.interrupted = true;
          break;
        }
        if (baseline.problem) throw new BuildError(baseline.problem);
      }
      if (opts.branch === 'spec') {
        await git.switchBranch(next.branch, baseBranch);
        // Work merged into the start branch since (another spec's) belongs on this one too.
        await mergeBase(git, baseBranch, baseBranch);
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
      if (status === 'stopped') {
        report.stoppedBecause = 'you asked to stop; run `ralph build` to resume';
        break;
      }
    }
  } finally {
    // Back to where the user was; after an error the tree may be dirty, and that error is the news.
    if ((await git.currentBranch()) !== startBranch)
      await git.exec(['checkout', '--quiet', startBranch], { allowFailure: true });
    git.keepUntrackedCache();
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

  async function runTask(
    ready: ReadyTask,
  ): Promise<TaskStatus | 'interrupted' | 'rate_limited' | 'budget' | 'stopped'> {
    let restarting = false;
    for (;;) {
      // A clear point: a pause waits here, a stop request ends the build here (nothing is
      // running, everything is recorded). A restart asked for goes ahead at once.
      if (opts.control && !restarting && !(await opts.control.mayStart(opts.signal)))
        return opts.signal?.aborted ? 'interrupted' : 'stopped';
      restarting = false;
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
      // Where the attempt starts, in one git process: its branch and commit.
      const at = await git.headState();
      const branch = at.branch ?? 'HEAD';
      emit({ type: 'task', spec: ready.spec, task: ready.task, attempt: number, branch });

      // A retry goes on from the failed attempt's work (its patch applied onto the tree), unless
      // a fresh start is asked for; its prompt says which (previous-work.ts).
      const retryDir = join(stateRoot, LOCAL_RETRY_DIR);
      const saved = readRetryFile(retryDir, ready.task, number - 1);
      const retry = await startRetry(git, {
        retry: saved ?? retryFromAttempt(plan, found.task),
        fromFile: saved !== undefined,
        patch: saved ? readRetryPatch(retryDir, ready.task) : undefined,
        fresh: opts.freshRetry === true,
        base: at.sha ?? (await git.head()),
        // One per task: `--parallel` workers share this folder.
        scratchIndex: join(retryDir, `${ready.task}.index`),
        planFile,
        protectedPaths,
        onNote: (text) => emit({ type: 'note', text }),
      });
      const gates = plan.gates ?? [];

      const startedAt = new Date();
      await updatePlan(opts.planPath, (p) => {
        const t = findTask(p, ready.task)!.task;
        t.status = 'in_progress';
        t.startedAt = startedAt.toISOString();
      });
      const logDir = join(stateRoot, LOG_DIR, ready.task);
      mkdirSync(logDir, { recursive: true });
      const env = agentEnv(opts.env, { spec: ready.spec, task: ready.task, attempt: number });
      // Requests from the live view stop this attempt through its own signal, never the build's.
      let handle = opts.control?.begin(ready.task, number);
      let signal = handle ? anySignal(opts.signal, handle.signal) : opts.signal;
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
        signal,
        onLine: (line) => emit({ type: 'output', text: `${line}\n` }),
        guard: {
          root: opts.root,
          branch,
          startSha: at.sha ?? (await git.head()),
          planFile,
          planPath: opts.planPath,
          protectedPaths,
          // Clean here (the start check, or Ralph's own last commit): no status pass needed.
          changedBefore: new Set(),
          // One Git object sees every check of this loop: git's untracked cache serves them all.
          untrackedCache: true,
        },
      });
      let { agent } = run;
      emit({
        type: 'agent',
        // Stopped by Ctrl-C or a key: the runner calls that "crashed"; a person calls it "interrupted".
        outcome: agent.interrupted ? 'interrupted' : agent.outcome,
        durationMs: agent.durationMs,
        reason: agent.reason,
        turns: agent.turns,
        costUsd: agent.costUsd,
      });
      for (const note of run.notes) emit({ type: 'note', text: note });
      let problems = [...run.problems];
      /** What the agent changed, as the checks found it: what is committed or discarded. */
      let changed = run.changed;
      let gateResults: GateResult[] = [];
      // The checks, until nothing more is asked of this attempt: a request stops the agent or
      // the gates (its signal), and is taken at the top, where the work tree is Ralph's again.
      for (let checked = false; ; ) {
        if (opts.signal?.aborted || (agent.interrupted && !handle?.signal.aborted)) {
          handle?.settle();
          // Back to the last commit: the plan says pending again, the agent's work is gone.
          await git.discardChanges();
          return 'interrupted';
        }
        if (checked || handle?.signal.aborted) {
          const request = handle?.settle();
          if (!request) break;
          if (request.kind === 'restart') {
            await git.discardChanges();
            emit({
              type: 'control',
              task: ready.task,
              action: 'restart',
              text: `attempt ${number} restarted`,
            });
            restarting = true;
            break;
          }
          if (request.kind === 'skip') return skipTask(ready, request.reason);
          // A person takes over in the same work tree; what they leave is checked like a done claim.
          emit({
            type: 'control',
            task: ready.task,
            action: 'interactive',
            text: `${provider.name} session`,
          });
          await opts.control!.interactive!({
            task: ready.task,
            cwd: opts.root,
            provider: provider.name,
            sessionId: agent.sessionId,
            prompt: run.prompt,
            env: { ...env, ...plan.agent?.env },
          });
          const reclaimed = await reclaimWorkTree(git, run.guard);
          changed = reclaimed.changed;
          for (const note of reclaimed.notes) emit({ type: 'note', text: note });
          agent = { ...agent, outcome: 'done', interrupted: undefined, reason: undefined };
          problems = claimProblems(opts.root, reclaimed, found.task.outputArtifacts ?? []);
          gateResults = [];
          checked = false;
          emit({
            type: 'control',
            task: ready.task,
            action: 'checking',
            text: "checking the session's work",
          });
          handle = opts.control!.begin(ready.task, number);
          signal = anySignal(opts.signal, handle.signal);
          continue;
        }
        if (claimHolds(agent, problems)) {
          // The agent's work held: what a gate then writes shows apart from it, and is discarded.
          const work = await holdAgentWork(git, run.guard, changed);
          const watched = await runGatesWatched(
            git,
            gates,
            {
              cwd: opts.root,
              baselines: baseline?.gates,
              env,
              logDir: join(logDir, `attempt-${number}-gates`),
              signal,
              onResult: (result) => emit({ type: 'gate', result }),
            },
            work,
          );
          gateResults = watched.results;
          if (gateResults.length > 0) {
            // The gates ran the agent's code: take the work tree back again before anything is committed.
            const back = await reclaimFromGates(git, run.guard, work, watched.writers);
            for (const note of back.notes) emit({ type: 'note', text: note });
            for (const w of back.writes) emit({ type: 'note', text: gateWritesNote(w) });
            problems.push(...back.problems);
          }
        }
        checked = true;
      }
      if (restarting) continue;
      // A gate whose tool is missing is a setup problem, not the agent's: nothing is recorded.
      const setup = setupProblemIn(gateResults, baseline);
      if (setup) {
        await git.discardChanges();
        throw new BuildError(setup);
      }
      const { verdict } = concludeAttempt({ agent, problems, gates: gateResults, expected: gates });
      const finishedAt = new Date();
      const meta = {
        startedAt: startedAt.toISOString(),
        finishedAt: finishedAt.toISOString(),
        durationMs: finishedAt.getTime() - startedAt.getTime(),
        ...agentUsage({
          ...agent,
          provider: provider.name,
          model: opts.model,
          promptBytes: byteLength(run.prompt),
        }),
      };
      report.costUsd += agent.costUsd ?? 0;
      const record = (p: Plan) => {
        const task = findTask(p, ready.task)!.task;
        return recordAttempt(task, verdict, meta, maxAttempts, taskMaxCostUsd(p, task));
      };

      const spec = found.spec;
      if (verdict.outcome === 'passed') {
        const status = await updatePlan(opts.planPath, record);
        // Only what the checks found is staged and committed: no pass over the whole tree.
        await git.commitPaths([...changed, planFile], taskCommitMessage(spec, found.task, 'complete'));
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

      // A failed attempt's work is kept as a patch beside its retry context (the next attempt
      // starts from it), and the branch gets its record alone. The paths the checks found are all
      // the agent changed, so only they are looked at; the plan (Ralph's own edit) is not its work.
      const diffSummary = await git.diffSummaryOf(changed);
      // diffSummaryOf staged the agent's paths alone: the index against HEAD is its change.
      const patch = changed.length > 0 ? await treePatch(git, 'HEAD') : Buffer.alloc(0);
      await git.discardPaths([...changed, planFile]);
      const status = await updatePlan(opts.planPath, record);
      const context = retryContextOf(number, agent.outcome, verdict, agent.tail, diffSummary);
      writeRetryFile(retryDir, ready.task, context);
      writeRetryPatch(retryDir, ready.task, patch);
      await git.commitPaths(
        [planFile],
        taskCommitMessage(spec, found.task, `attempt ${number} (${verdict.outcome}) of`),
      );
      emit({ type: 'attempt', task: ready.task, outcome: verdict.outcome, status, summary: verdict.summary });
      if (verdict.outcome === 'rate_limited') return 'rate_limited';
      if (status !== 'failed') {
        report.tasks.push({ spec: spec.id, task: ready.task, status, attempts: number });
        return status;
      }
    }
  }

  /** `s` in the live view: the attempt's work discarded, the task skipped with the reason, committed. */
  async function skipTask(ready: ReadyTask, reason: string): Promise<TaskStatus> {
    await git.discardChanges();
    const found = findTask(loadPlan(opts.planPath).plan, ready.task)!;
    await updatePlan(opts.planPath, (p) => {
      const t = findTask(p, ready.task)!.task;
      skipTaskState(t, { author: 'ralph build', body: reason, created: new Date().toISOString() });
    });
    await git.commitAll(taskCommitMessage(found.spec, found.task, 'skip'));
    emit({ type: 'attempt', task: ready.task, outcome: 'skipped', status: 'skipped', summary: reason });
    report.tasks.push({ spec: found.spec.id, task: ready.task, status: 'skipped', attempts: 0 });
    await finishSpecIfDone(found.spec.id);
    return 'skipped';
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
    const progress = writeProgress(
      opts.root,
      loadPlan(opts.planPath).plan.specs.find((x) => x.id === specId)!,
      finishedAt,
    );
    await git.stage([planFile, progress]);
    const sha = await git.squashSince(base, specCommitMessage(spec));
    const branch = await branchName();
    report.specCommits.push({ spec: specId, branch, sha });
    emit({ type: 'spec-commit', spec: specId, branch, sha, title: spec.name ?? spec.id });
  }

  /** Where the spec's commits start: the fork point from the start branch, or (current-branch
   * mode) the parent of the first of the run of commits carrying this spec's trailer. */
  async function specBase(spec: Spec): Promise<string | undefined> {
    if (opts.branch === 'spec') return git.out(['merge-base', 'HEAD', baseBranch]);
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
