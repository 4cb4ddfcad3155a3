// One `ralph build` as a session (build.ts starts it): the loop over ready tasks, and for each
// attempt its phases in order: start the attempt (plan marked, retry work applied, the agent
// run), settle the requests a person made meanwhile (the live view's keys, control.ts), run the
// gates on the agent's work (gates.ts), and record the attempt (a commit on the spec branch).
// A spec whose last task is done is then finished: squashed to one commit, its progress written.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkAgentInstalled, getProvider, type Provider } from '../adapters/agents/index.js';
import type { GateResult } from '../adapters/gates.js';
import type { Git } from '../adapters/git.js';
import { loadPlan, updatePlan } from '../adapters/plan-file.js';
import { readPlanView } from '../adapters/plan-view.js';
import { readRetryPatch, startRetry } from '../adapters/previous-work.js';
import { LOCAL_RETRY_DIR, readRetryFile } from '../adapters/retry-file.js';
import { mergeBase } from '../adapters/spec-branch.js';
import { type CommandLineAgent, type ResolvedAgent, resolveAgent } from '../core/agent-routing.js';
import { claimHolds, concludeAttempt, recordAttempt } from '../core/attempt/attempt.js';
import { agentUsage } from '../core/attempt/outcomes.js';
import { DEFAULT_PROTECTED_PATHS } from '../core/attempt/patch-rules.js';
import { modelKeysIn } from '../core/model-keys.js';
import type { Plan, Spec } from '../core/plan/plan.js';
import { nextAttemptNumber, taskMaxCostUsd } from '../core/plan/plan-basics.js';
import { findTask } from '../core/prompt/prompt.js';
import { retryFromAttempt } from '../core/prompt/retry.js';
import { byteLength } from '../core/prompt/text.js';
import {
  attemptMaxCostUsd,
  maxAttemptsOf,
  planBudget,
  type ReadyTask,
  schedule,
  taskLimits,
} from '../core/schedule/schedule.js';
import { agentEnv } from './agent-env.js';
import { type AgentRun, runAttemptAgent } from './attempt.js';
import { type Baseline, localBaseline, setupProblemIn } from './baseline.js';
import { BuildError, type BuildEvent, type BuildOptions, type BuildReport } from './build.js';
import { claimProblems, reclaimWorkTree } from './claim.js';
import { type AttemptHandle, anySignal } from './control.js';
import { gateWritesNote, holdAgentWork, reclaimFromGates, runGatesWatched } from './gates.js';
import { commitFailed, commitPassed, type Ledger, skipTask, type TaskEnd } from './spec-commits.js';

const LOG_DIR = join('.ralph', 'logs');

/** One attempt as its phases pass it on: where it started, and what the agent and checks found. */
interface Attempt {
  ready: ReadyTask;
  plan: Plan;
  found: { spec: Spec; task: Spec['tasks'][number] };
  /** The plan with every spec's attempts (the view), when a budget applies; else `plan`. */
  whole: Plan;
  number: number;
  /** The attempt's agent as its levels resolve (escalated on a retry when the plan says so), and its CLI. */
  agent: ResolvedAgent;
  provider: Provider;
  /** Its turns and timeout, from the agent's levels and the task's tier. */
  limits: ReturnType<typeof taskLimits>;
  branch: string;
  retryDir: string;
  retry: Awaited<ReturnType<typeof startRetry>>;
  startedAt: Date;
  logDir: string;
  env: NodeJS.ProcessEnv;
  /** Requests from the live view stop this attempt through its own signal, never the build's. */
  handle?: AttemptHandle;
  signal?: AbortSignal;
  run: AgentRun;
  result: AgentRun['agent'];
  problems: string[];
  /** What the agent changed, as the checks found it: what is committed or discarded. */
  changed: string[];
  gateResults: GateResult[];
}

export class BuildSession {
  private readonly planFile: string;
  private readonly emit: (e: BuildEvent) => void;
  /** Each limit the CLI cannot honour is said once per build, before its first attempt. */
  private readonly onWarning: (text: string) => void;
  /** Where spec branches start from and the base plan is read (a worker's is the user's branch). */
  private readonly baseBranch: string;
  private readonly stateRoot: string;
  private readonly maxAttempts: number;
  private readonly protectedPaths: string[];
  private readonly report: BuildReport = { tasks: [], specCommits: [], interrupted: false, costUsd: 0 };
  private currentSpec: string | undefined;
  /** The gates on the untouched start tree, checked before the first agent (engine/baseline.ts). */
  private baseline: Baseline | undefined;
  /**
   * What nextTask found, for the task's first attempt to start from without asking git again:
   * HEAD after the switch to the spec branch (when nothing moved it since) and the plan's view.
   */
  private handoff: { head?: { branch?: string; sha?: string }; view: Plan } | undefined;

  /** `--agent`, `--agent-command`, `--model`: over every level of the plan's agent. */
  private readonly cli: CommandLineAgent;

  constructor(
    private readonly opts: BuildOptions,
    private readonly git: Git,
    private readonly startBranch: string,
  ) {
    this.cli = { provider: opts.provider, command: opts.agentCommand, model: opts.model };
    this.planFile = opts.planAt.file;
    this.emit = opts.onEvent ?? (() => {});
    this.onWarning = (text) => this.emit({ type: 'note', text });
    this.baseBranch = opts.baseBranch ?? startBranch;
    this.stateRoot = opts.stateRoot ?? opts.planAt.root;
    this.maxAttempts = maxAttemptsOf(opts.maxAttempts, opts.planAtStart ?? loadPlan(opts.planAt.path).plan);
    this.protectedPaths = [...DEFAULT_PROTECTED_PATHS, ...(opts.protectedPaths ?? [])];
  }

  /** The loop: the next ready task, until none is left, a limit is reached or a stop is asked for. */
  async run(): Promise<BuildReport> {
    const { opts, report } = this;
    try {
      // Checked once: with `--branch current` the view is the work tree's plan, and the loop's
      // own commits keep it committed; with `--branch spec` every view reads the committed text.
      if (opts.branch === 'current' && (await this.git.show(this.baseBranch, this.planFile)) === undefined)
        throw this.notCommitted();
      while (opts.maxTasks === undefined || report.tasks.length < opts.maxTasks) {
        if (opts.signal?.aborted) break;
        const next = await this.nextTask();
        if (!next) break;
        const end = await this.runTask(next);
        if (end === 'interrupted') report.interrupted = true;
        if (end === 'rate_limited') {
          report.stop = 'rate_limited';
          report.stoppedBecause = 'the agent hit a rate limit; run `ralph build` again later to resume';
        }
        if (end === 'stopped') report.stoppedBecause = 'you asked to stop; run `ralph build` to resume';
        if (end === 'interrupted' || end === 'rate_limited' || end === 'budget' || end === 'stopped') break;
      }
    } finally {
      // Back to where the user was; after an error the tree may be dirty, and that error is the news.
      if ((await this.git.currentBranch()) !== this.startBranch)
        await this.git.exec(['checkout', '--quiet', this.startBranch], { allowFailure: true });
      this.git.keepUntrackedCache();
    }
    return report;
  }

  /**
   * The task to run next, on its branch, once the baseline held; undefined when there is none
   * (the spent budget said), or when the baseline was interrupted.
   */
  private async nextTask(): Promise<ReadyTask | undefined> {
    const v = await this.view();
    const s = schedule(v.plan, {
      spec: this.opts.spec,
      task: this.opts.task,
      maxAttempts: this.maxAttempts,
      baseStatus: v.baseStatus,
      maxCostUsd: this.opts.maxCostUsd,
      agent: this.cli,
    });
    // Finish the spec at hand before starting another: its commits stay together.
    const next = s.ready.find((r) => r.spec === this.currentSpec) ?? s.ready[0];
    if (!next) {
      if (s.budget.spent) this.stopOnBudget(s.budget.spent);
      return undefined;
    }
    this.currentSpec = next.spec;
    // A CLI that is not installed is a setup error: nothing is started or recorded. Only asked
    // for once a task is ready (a build with nothing to do needs no agent), before the baseline.
    checkAgentInstalled(getProvider(next.provider), this.opts.env);
    if (!this.baseline && !(await this.checkBaseline(v.plan))) return undefined;
    this.handoff = { view: v.plan };
    if (this.opts.branch === 'spec') {
      const head = await this.git.switchBranch(next.branch, this.baseBranch);
      // Work merged into the start branch since (another spec's) belongs on this one too. A
      // merge moves HEAD and may change the spec's entry: then the attempt reads both again.
      if (await mergeBase(this.git, this.baseBranch, this.baseBranch)) this.handoff = undefined;
      else this.handoff.head = head;
    }
    return next;
  }

  /** The agent installed and the gates passing before any agent ran; false when interrupted. */
  private async checkBaseline(plan: Plan): Promise<boolean> {
    const { opts } = this;
    // A gate that fails before any agent ran is a setup problem: said, and no attempt recorded.
    const check = () =>
      localBaseline(this.git, {
        root: opts.planAt.root,
        stateRoot: this.stateRoot,
        gates: plan.gates ?? [],
        env: agentEnv(opts.env),
        signal: opts.signal,
        onNote: (text) => this.emit({ type: 'note', text }),
      });
    const baseline = await (opts.baselineTurn ? opts.baselineTurn(check) : check());
    this.baseline = baseline;
    if (baseline.interrupted) {
      this.report.interrupted = true;
      return false;
    }
    if (baseline.problem) throw new BuildError(baseline.problem);
    return true;
  }

  /** The plan as the loop sees it: the start branch's, with each spec's entry from its branch. */
  private async view(): Promise<{
    plan: Plan;
    baseStatus: Awaited<ReturnType<typeof readPlanView>>['baseStatus'] | undefined;
  }> {
    const { opts, planFile, baseBranch } = this;
    if (opts.branch === 'current') return { plan: loadPlan(opts.planAt.path).plan, baseStatus: undefined };
    const baseText = await this.git.show(baseBranch, planFile);
    if (baseText === undefined) throw this.notCommitted();
    return readPlanView(this.git, {
      planFile,
      baseText,
      baseName: `${baseBranch}:${planFile}`,
      refs: 'refs/heads/',
      branchPrefix: opts.branchPrefix,
    });
  }

  private notCommitted(): BuildError {
    return new BuildError(`${this.planFile} is not committed on ${this.baseBranch}; commit it first`);
  }

  private planMaxCostUsd(plan: Plan): number | undefined {
    return this.opts.maxCostUsd ?? plan.budget?.maxCostUsd;
  }

  /** Whether any cost budget applies: the plan's, `--max-cost`, or a task's or the agent's maxCostUsd. */
  private hasBudget(plan: Plan): boolean {
    return (
      this.planMaxCostUsd(plan) !== undefined ||
      plan.agent?.maxCostUsd !== undefined ||
      plan.specs.some((s) => s.tasks.some((t) => t.maxCostUsd !== undefined))
    );
  }

  private stopOnBudget(reason: string): void {
    this.report.stop = 'budget';
    this.report.stoppedBecause = reason;
  }

  /** One task's attempts, each through its phases, until one ends the task or the build. */
  private async runTask(ready: ReadyTask): Promise<TaskEnd> {
    let restarting = false;
    for (;;) {
      // A clear point: a pause waits here, a stop request ends the build here (nothing is
      // running, everything is recorded). A restart asked for goes ahead at once.
      const { control, signal } = this.opts;
      // Whatever a person did while the build was paused, the attempt reads afresh.
      if (control?.isPaused) this.handoff = undefined;
      if (control && !restarting && !(await control.mayStart(signal)))
        return signal?.aborted ? 'interrupted' : 'stopped';
      restarting = false;
      const attempt = await this.startAttempt(ready);
      if (attempt === 'budget') return 'budget';
      const settled = await this.settleRequests(attempt);
      if (settled === 'restart') {
        restarting = true;
        continue;
      }
      if (settled !== 'record') return settled;
      const end = await this.record(attempt);
      if (end !== undefined) return end;
    }
  }

  /** Phase 1: the budget checked, the plan marked in progress, the retry's work applied, the agent run. */
  private async startAttempt(ready: ReadyTask): Promise<Attempt | 'budget'> {
    const { opts, git } = this;
    // The task's first attempt starts where nextTask left it; a retry or restart asks again.
    const handoff = this.handoff;
    this.handoff = undefined;
    const { plan } = loadPlan(opts.planAt.path);
    const found = findTask(plan, ready.task);
    if (!found) throw new BuildError(`task ${ready.task} vanished from ${this.planFile}`);
    // The plan's budget counts every spec's attempts: the view has them all. A retry is an
    // attempt like any other, so it checks too. Without any budget the view is not needed
    // (reading it costs git processes, each attempt).
    const whole = this.hasBudget(plan) ? (handoff?.view ?? (await this.view()).plan) : plan;
    const budget = planBudget(whole, this.planMaxCostUsd(whole));
    if (budget.spent) {
      this.stopOnBudget(budget.spent);
      return 'budget';
    }
    const number = nextAttemptNumber(found.task);
    const { agent, provider, limits } = this.attemptAgent(plan, found.task);
    // Where the attempt starts, in one git process: its branch and commit. HEAD has a commit:
    // the plan is committed on the branch it starts from (run() and view() check).
    const at = handoff?.head ?? (await git.headState());
    const startSha = at.sha!;
    const branch = at.branch ?? 'HEAD';
    this.emit({
      type: 'task',
      spec: ready.spec,
      task: ready.task,
      attempt: number,
      branch,
      provider: agent.provider,
      ...(agent.model !== undefined ? { model: agent.model } : {}),
      ...(agent.escalated ? { escalated: true } : {}),
    });

    // A retry goes on from the failed attempt's work (its patch applied onto the tree), unless
    // a fresh start is asked for; its prompt says which (previous-work.ts).
    const retryDir = join(this.stateRoot, LOCAL_RETRY_DIR);
    const saved = readRetryFile(retryDir, ready.task, number - 1);
    const retry = await startRetry(git, {
      retry: saved ?? retryFromAttempt(plan, found.task),
      fromFile: saved !== undefined,
      patch: saved ? readRetryPatch(retryDir, ready.task) : undefined,
      fresh: opts.freshRetry === true,
      base: startSha,
      // One per task: `--parallel` workers share this folder.
      scratchIndex: join(retryDir, `${ready.task}.index`),
      planFile: this.planFile,
      protectedPaths: this.protectedPaths,
      onNote: (text) => this.emit({ type: 'note', text }),
    });

    const startedAt = new Date();
    await updatePlan(opts.planAt.path, (p) => {
      const t = findTask(p, ready.task)!.task;
      t.status = 'in_progress';
      t.startedAt = startedAt.toISOString();
    });
    const logDir = join(this.stateRoot, LOG_DIR, ready.task);
    mkdirSync(logDir, { recursive: true });
    const env = agentEnv(opts.env, { spec: ready.spec, task: ready.task, attempt: number });
    const handle = opts.control?.begin(ready.task, number);
    const signal = handle ? anySignal(opts.signal, handle.signal) : opts.signal;
    const started = {
      ...{ ready, plan, found, whole, number, agent, provider, limits, branch, retryDir, retry },
      ...{ startedAt, logDir, env },
    };
    const run = await this.runAgent({ ...started, handle, signal }, startSha);
    return {
      ...started,
      handle,
      signal,
      run,
      result: run.agent,
      problems: [...run.problems],
      changed: run.changed,
      gateResults: [],
    };
  }

  /**
   * The attempt's agent, from the plan as it is now (a retry after a failure escalates), its CLI
   * checked to be there, and the limits it runs under.
   */
  private attemptAgent(plan: Plan, task: Spec['tasks'][number]) {
    const agent = resolveAgent(plan, task, { cli: this.cli });
    const provider = getProvider(agent.provider);
    if (agent.provider === 'command' && !agent.command?.trim())
      throw new BuildError(
        `${task.id}'s agent is "command" (set by the ${agent.from.provider}) but has no command line: add "command" beside it in ${this.planFile}, or pass --agent-command CMD`,
      );
    checkAgentInstalled(provider, { ...this.opts.env, ...agent.env });
    return { agent, provider, limits: taskLimits(task, {}, agent) };
  }

  /** The agent's process on the attempt, its done claim checked; what it did said. */
  private async runAgent(
    a: Omit<Attempt, 'run' | 'result' | 'problems' | 'changed' | 'gateResults'>,
    startSha: string,
  ): Promise<AgentRun> {
    const { opts } = this;
    const run = await runAttemptAgent(this.git, {
      onWarning: this.onWarning,
      plan: a.plan,
      planAt: opts.planAt,
      taskId: a.ready.task,
      outputArtifacts: a.found.task.outputArtifacts ?? [],
      retry: a.retry,
      provider: a.provider,
      agent: a.agent,
      maxTurns: a.limits.maxTurns,
      timeoutMs: a.limits.timeoutMinutes * 60_000,
      maxCostUsd: attemptMaxCostUsd(
        a.whole,
        findTask(a.whole, a.ready.task)?.task ?? a.found.task,
        this.planMaxCostUsd(a.whole),
      ),
      workDir: a.logDir,
      transcriptPath: join(a.logDir, `attempt-${a.number}.log`),
      env: a.env,
      // The model key stays in Ralph's process: the agent gets Ralph's key proxy.
      keyEnv: opts.env,
      signal: a.signal,
      onLine: (line) => this.emit({ type: 'output', text: `${line}\n` }),
      guard: {
        branch: a.branch,
        startSha,
        protectedPaths: this.protectedPaths,
        // Clean here (the start check, or Ralph's own last commit): no status pass needed.
        changedBefore: new Set(),
        // One Git object sees every check of this loop: git's untracked cache serves them all.
        untrackedCache: true,
      },
    });
    const { agent } = run;
    this.emit({
      type: 'agent',
      // Stopped by Ctrl-C or a key: the runner calls that "crashed"; a person calls it "interrupted".
      outcome: agent.interrupted ? 'interrupted' : agent.outcome,
      durationMs: agent.durationMs,
      reason: agent.reason,
      turns: agent.turns,
      costUsd: agent.costUsd,
    });
    for (const note of run.notes) this.emit({ type: 'note', text: note });
    return run;
  }

  /**
   * Phase 2: the checks, until nothing more is asked of this attempt. A request stops the agent
   * or the gates (its signal), and is taken at the top, where the work tree is Ralph's again:
   * `record` when nothing (more) was asked, `restart`, or how the task or build ended.
   */
  private async settleRequests(a: Attempt): Promise<'record' | 'restart' | 'interrupted' | 'skipped'> {
    const { opts, git } = this;
    for (let checked = false; ; ) {
      if (opts.signal?.aborted || (a.result.interrupted && !a.handle?.signal.aborted)) {
        a.handle?.settle();
        // Back to the last commit: the plan says pending again, the agent's work is gone.
        await git.discardChanges();
        return 'interrupted';
      }
      if (checked || a.handle?.signal.aborted) {
        const request = a.handle?.settle();
        if (!request) return 'record';
        if (request.kind === 'restart') {
          await git.discardChanges();
          this.emit({
            type: 'control',
            task: a.ready.task,
            action: 'restart',
            text: `attempt ${a.number} restarted`,
          });
          return 'restart';
        }
        if (request.kind === 'skip') return skipTask(this.ledger(), a.ready, request.reason);
        await this.handOver(a);
        checked = false;
        continue;
      }
      if (claimHolds(a.result, a.problems)) await this.runGates(a);
      checked = true;
    }
  }

  /** A person takes over in the same work tree; what they leave is checked like a done claim. */
  private async handOver(a: Attempt): Promise<void> {
    const { opts } = this;
    const task = a.ready.task;
    this.emit({ type: 'control', task, action: 'interactive', text: `${a.provider.name} session` });
    await opts.control!.interactive!({
      task,
      cwd: opts.planAt.root,
      provider: a.provider.name,
      sessionId: a.result.sessionId,
      prompt: a.run.prompt,
      // You at the keyboard, in the CLI's own session: it gets your model keys back.
      env: { ...a.env, ...a.agent.env, ...modelKeysIn(opts.env) },
    });
    const reclaimed = await reclaimWorkTree(this.git, a.run.guard);
    a.changed = reclaimed.changed;
    for (const note of reclaimed.notes) this.emit({ type: 'note', text: note });
    a.result = { ...a.result, outcome: 'done', interrupted: undefined, reason: undefined };
    a.problems = claimProblems(opts.planAt.root, reclaimed, a.found.task.outputArtifacts ?? []);
    a.gateResults = [];
    this.emit({ type: 'control', task, action: 'checking', text: "checking the session's work" });
    a.handle = opts.control!.begin(task, a.number);
    a.signal = anySignal(opts.signal, a.handle.signal);
  }

  /** Phase 3: the gates on the agent's work, and the work tree taken back from them. */
  private async runGates(a: Attempt): Promise<void> {
    // The agent's work held: what a gate then writes shows apart from it, and is discarded.
    const work = await holdAgentWork(this.git, a.run.guard, a.changed);
    const watched = await runGatesWatched(
      this.git,
      a.plan.gates ?? [],
      {
        cwd: this.opts.planAt.root,
        baselines: this.baseline?.gates,
        env: a.env,
        logDir: join(a.logDir, `attempt-${a.number}-gates`),
        signal: a.signal,
        onResult: (result) => this.emit({ type: 'gate', result }),
      },
      work,
    );
    a.gateResults = watched.results;
    if (a.gateResults.length > 0) {
      // The gates ran the agent's code: take the work tree back again before anything is committed.
      const back = await reclaimFromGates(this.git, a.run.guard, work, watched.writers);
      for (const note of back.notes) this.emit({ type: 'note', text: note });
      for (const w of back.writes) this.emit({ type: 'note', text: gateWritesNote(w) });
      a.problems.push(...back.problems);
    }
  }

  /**
   * Phase 4: the verdict recorded in the plan and committed on the branch. Undefined when the
   * task goes on to another attempt; else how it ended.
   */
  private async record(a: Attempt): Promise<TaskEnd | undefined> {
    const { result: agent } = a;
    // A gate whose tool is missing is a setup problem, not the agent's: nothing is recorded.
    const setup = setupProblemIn(a.gateResults, this.baseline);
    if (setup) {
      await this.git.discardChanges();
      throw new BuildError(setup);
    }
    const gates = a.plan.gates ?? [];
    const { verdict } = concludeAttempt({
      agent,
      problems: a.problems,
      gates: a.gateResults,
      expected: gates,
    });
    const finishedAt = new Date();
    const meta = {
      startedAt: a.startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      durationMs: finishedAt.getTime() - a.startedAt.getTime(),
      ...agentUsage({
        ...agent,
        provider: a.agent.provider,
        model: a.agent.model,
        promptBytes: byteLength(a.run.prompt),
      }),
    };
    this.report.costUsd += agent.costUsd ?? 0;
    const recorded = (p: Plan) => {
      const task = findTask(p, a.ready.task)!.task;
      return recordAttempt(task, verdict, meta, this.maxAttempts, taskMaxCostUsd(p, task));
    };
    if (verdict.outcome === 'passed') return commitPassed(this.ledger(), a, recorded, verdict);
    return commitFailed(this.ledger(), a, recorded, verdict);
  }

  /** What the commits of spec-commits.ts need of this session. */
  private ledger(): Ledger {
    const { git, baseBranch, emit, report, opts } = this;
    return { git, planAt: opts.planAt, branch: opts.branch, baseBranch, emit, report };
  }
}
