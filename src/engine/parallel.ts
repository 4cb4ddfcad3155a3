// `ralph build --parallel N` (docs/ARCHITECTURE.md#life-of-a-task-locally): independent specs at the same time, each in its own
// git worktree (.ralph/worktrees/<spec-id>) on its own spec branch, each worker the local loop
// itself (build.ts) with its gates run in that worktree. A spec's state lives on its branch
// (C6), and only its worker writes that branch, so one writer per branch, as the writer job is
// in CI: workers never write the same plan, and none writes the base branch. The coordinator
// only reads (the plan view across branches) to choose the next spec, and never starts two
// workers on one spec. Logs and retry contexts stay in the main .ralph/ (they outlive the
// worktrees). Ctrl-C aborts every worker; each puts its task back to pending, so a new run
// resumes where this one stopped.

import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runGate } from '../adapters/gates.js';
import { Git } from '../adapters/git.js';
import { loadPlan } from '../adapters/plan-file.js';
import { readPlanView } from '../adapters/plan-view.js';
import { planUnder } from '../adapters/project-root.js';
import { maxAttemptsOf, schedule } from '../core/schedule/schedule.js';
import {
  BuildError,
  type BuildEvent,
  type BuildOptions,
  type BuildReport,
  build,
  startingBranch,
} from './build.js';

export const WORKTREE_DIR = join('.ralph', 'worktrees');

export interface ParallelOptions extends Omit<BuildOptions, 'onEvent' | 'baseBranch' | 'stateRoot'> {
  /** How many specs run at once. */
  parallel: number;
  /** Every worker's events, with the spec it works on. */
  onEvent?: (e: BuildEvent, spec: string) => void;
  /**
   * A shell command run in each new worktree before its worker starts (`npm ci`): a worktree
   * holds only what is committed, so installed dependencies the gates need are not there.
   */
  worktreeSetup?: string;
  /** A worker started (its worktree is ready) or ended. */
  onWorker?: (w: { spec: string; worktree: string; state: 'started' | 'ended' }) => void;
}

export async function parallelBuild(opts: ParallelOptions): Promise<BuildReport> {
  checkParallelOptions(opts);
  const git = new Git(opts.planAt.root);
  const coordinator = new ParallelRun(opts, git, await startingBranch(git, opts.planAt));
  // A worktree left by a run that was killed outright is Ralph's own: registered or not, it goes.
  await git.exec(['worktree', 'prune'], { allowFailure: true });
  return coordinator.run();
}

/** What `--parallel` cannot go with, said before anything starts. */
function checkParallelOptions(opts: ParallelOptions): void {
  if (!(Number.isInteger(opts.parallel) && opts.parallel >= 1))
    throw new BuildError(`--parallel must be a whole number of 1 or more, got ${opts.parallel}`);
  if (opts.branch !== 'spec')
    throw new BuildError(
      '--parallel needs spec branches (--branch spec): specs on one branch cannot run at once',
    );
  if (opts.maxTasks !== undefined)
    throw new BuildError('--parallel and --max-tasks do not go together; use --spec or --task to run less');
}

/** The coordinator: starts a worker per ready spec, up to `parallel` at once, and gathers their reports. */
class ParallelRun {
  private readonly planFile: string;
  private readonly maxAttempts: number;
  private readonly report: BuildReport = { tasks: [], specCommits: [], interrupted: false, costUsd: 0 };
  private readonly running = new Map<string, Promise<void>>();
  /** Specs a worker ended on in this build: not started again (what is left waits on something). */
  private readonly finished = new Set<string>();
  private stop = false;
  private failure: unknown;
  // Adding and removing worktrees edit .git/worktrees and take the same locks: one at a time
  // (two `git worktree add` at once can fail on each other's lock).
  private readonly oneAtATime = serial();
  // The baseline, one worker at a time too (build.ts: BuildOptions.baselineTurn).
  private readonly baselineTurn = serial();

  constructor(
    private readonly opts: ParallelOptions,
    private readonly git: Git,
    private readonly baseBranch: string,
  ) {
    this.planFile = opts.planAt.file;
    this.maxAttempts = maxAttemptsOf(opts.maxAttempts, opts.planAtStart ?? loadPlan(opts.planAt.path).plan);
  }

  async run(): Promise<BuildReport> {
    const { opts, report, running } = this;
    for (;;) {
      if (opts.signal?.aborted) {
        report.interrupted = true;
        this.stop = true;
      }
      if (opts.control?.isStopping) {
        report.stoppedBecause ??= 'you asked to stop; run `ralph build` to resume';
        this.stop = true;
      }
      if (!this.stop && running.size < opts.parallel) await this.startReady();
      if (running.size === 0) break;
      await Promise.race(running.values());
    }
    if (this.failure) throw this.failure;
    return report;
  }

  /** Workers for the ready specs that have none, as many as there is room for. */
  private async startReady(): Promise<void> {
    const { opts, planFile, running } = this;
    const view = await readPlanView(this.git, {
      planFile,
      baseText: await this.baseText(),
      baseName: `${this.baseBranch}:${planFile}`,
      refs: 'refs/heads/',
      branchPrefix: opts.branchPrefix,
    });
    const s = schedule(view.plan, {
      spec: opts.spec,
      task: opts.task,
      maxAttempts: this.maxAttempts,
      baseStatus: view.baseStatus,
      maxCostUsd: opts.maxCostUsd,
      branchPrefix: opts.branchPrefix,
    });
    if (s.budget.spent) {
      // Running workers see it themselves before their next attempt.
      if (!this.report.stop) {
        this.report.stop = 'budget';
        this.report.stoppedBecause = s.budget.spent;
      }
      this.stop = true;
    }
    for (const r of s.ready) {
      if (running.size >= opts.parallel) break;
      if (running.has(r.spec) || this.finished.has(r.spec)) continue;
      const p = this.worker(r.spec, r.branch).finally(() => running.delete(r.spec));
      running.set(r.spec, p);
    }
  }

  /** One worker: the local loop on one spec, in its own worktree, removed when it ends. */
  private async worker(spec: string, branch: string): Promise<void> {
    const { opts, git } = this;
    const worktree = join(opts.planAt.root, WORKTREE_DIR, spec);
    try {
      await this.oneAtATime(() => addWorktree(git, worktree, branch, this.baseBranch));
      if (opts.worktreeSetup) await setUpWorktree(worktree, opts.worktreeSetup, opts);
      opts.onWorker?.({ spec, worktree, state: 'started' });
      const r = await build({
        ...opts,
        planAt: planUnder(worktree, opts.planAt),
        spec,
        task: opts.task,
        baseBranch: this.baseBranch,
        stateRoot: opts.planAt.root,
        baselineTurn: this.baselineTurn,
        onEvent: (e) => opts.onEvent?.(e, spec),
      });
      this.absorb(r);
    } catch (e) {
      this.failure ??= e;
      this.stop = true;
    } finally {
      this.finished.add(spec);
      // Everything of the worker is committed on its branch or discarded: the worktree can go.
      // A dirty one (after an error) stays for a person to look at.
      await this.oneAtATime(() => git.exec(['worktree', 'remove', worktree], { allowFailure: true }));
      opts.onWorker?.({ spec, worktree, state: 'ended' });
    }
  }

  /** A worker's report added to the build's; what stopped it stops the others. */
  private absorb(r: BuildReport): void {
    const { report } = this;
    report.tasks.push(...r.tasks);
    report.specCommits.push(...r.specCommits);
    report.costUsd += r.costUsd;
    if (r.interrupted) report.interrupted = true;
    if (r.stop && !report.stop) {
      report.stop = r.stop;
      report.stoppedBecause = r.stoppedBecause;
    } else if (r.stoppedBecause && !report.stoppedBecause) report.stoppedBecause = r.stoppedBecause;
    // A rate limit or a spent budget holds for every spec; a stop request too.
    if (r.interrupted || r.stop || r.stoppedBecause) this.stop = true;
  }

  private async baseText(): Promise<string> {
    const text = await this.git.show(this.baseBranch, this.planFile);
    if (text === undefined)
      throw new BuildError(`${this.planFile} is not committed on ${this.baseBranch}; commit it first`);
    return text;
  }
}

/** Runs `--worktree-setup` in a new worktree; a failure stops the build naming the command. */
async function setUpWorktree(worktree: string, command: string, opts: ParallelOptions): Promise<void> {
  const r = await runGate(
    { name: 'worktree setup', command },
    { cwd: worktree, env: opts.env, signal: opts.signal },
  );
  if (opts.signal?.aborted) return;
  if (!r.passed)
    throw new BuildError(
      `--worktree-setup \`${command}\` failed in ${relative(opts.planAt.root, worktree)} (exit ${r.exitCode ?? 'none'}):\n${r.outputTail.trimEnd().split('\n').slice(-15).join('\n')}\nfix the command, or run it by hand in that worktree and build again`,
    );
}

/**
 * A worktree on `branch` (made from `base` when it does not exist yet). One left behind by a run
 * that was killed outright is taken back to its last commit: its attempt was never recorded, so
 * its task is pending on the branch, exactly as after Ctrl-C.
 */
async function addWorktree(git: Git, worktree: string, branch: string, base: string): Promise<void> {
  if (existsSync(worktree)) {
    const wt = new Git(worktree);
    if ((await wt.currentBranch()) === branch) {
      await wt.discardChanges();
      return;
    }
    await git.exec(['worktree', 'remove', '--force', worktree], { allowFailure: true });
  }
  const exists = await git.revParse(`refs/heads/${branch}`);
  const r = await git.exec(
    ['worktree', 'add', '--quiet', ...(exists ? [worktree, branch] : ['-b', branch, worktree, base])],
    { allowFailure: true },
  );
  if (r.exitCode !== 0)
    throw new BuildError(
      `cannot make a worktree for ${branch} at ${worktree}: ${r.stderr.trim()}${/already (checked out|used by worktree)/.test(r.stderr) ? `; switch that checkout to another branch (git switch ${base}), then run again` : ''}`,
    );
}

/** A queue: each function given runs once the one before it has settled. */
function serial(): <T>(f: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (f) => {
    const next = tail.then(f, f);
    tail = next.catch(() => undefined);
    return next;
  };
}
