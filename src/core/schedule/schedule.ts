// The scheduler (docs/ARCHITECTURE.md#scheduling): a pure function from a plan, options and the current time to
// the ready set. Tasks of one spec share a branch, so they run one at a time; specs run in
// parallel. Ordered by spec priority (lower first), then plan order.

import {
  agentRouting,
  type CommandLineAgent,
  type ResolvedAgent,
  TIERS,
  taskComplexity,
} from '../agent-routing.js';
import { RalphError } from '../errors.js';
import type { Plan, Spec, Task } from '../plan/plan.js';
import {
  type Complexity,
  durationMs,
  formatUsd,
  isDone,
  isUncounted,
  lastAttempt,
  micro,
  planCostUsd,
  taskCostUsd,
  taskMaxCostUsd,
} from '../plan/plan-basics.js';
import { attemptArtifactName } from '../workflow/artifact-names.js';

export { TIERS, type Tier, taskComplexity } from '../agent-routing.js';

export const DEFAULT_MAX_ATTEMPTS = 3;

/**
 * The attempts a task gets: the run's own setting (`--max-attempts`, the `max-attempts` input),
 * else the plan's `agent.maxAttempts`, else DEFAULT_MAX_ATTEMPTS. The one place that says it.
 */
export function maxAttemptsOf(given: number | undefined, plan: Pick<Plan, 'agent'>): number {
  return given ?? plan.agent?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
}
export const DEFAULT_BRANCH_PREFIX = 'ralph/';
/** How long past its timeout an `in_progress` task must be before its job is taken as dead. */
export const STALE_MARGIN_MINUTES = 10;
export const JOB_TIMEOUT_ALLOWANCE_MINUTES = 30;
/** GitHub refuses a whole run whose matrix makes more jobs than this. */
export const MATRIX_MAX_JOBS = 256;
/**
 * GitHub's limit on one job's outputs: 1 MiB, the size approximated as UTF-16 (two bytes a
 * character), 50 MB for a whole run. A job over it fails as it ends ("Fail to evaluate job outputs").
 */
export const JOB_OUTPUTS_MAX_BYTES = 1024 * 1024;
/** What the schedule job's outputs may take: half the limit, so no run comes near it. */
export const SCHEDULE_OUTPUTS_BUDGET_BYTES = JOB_OUTPUTS_MAX_BYTES / 2;

export interface ScheduleOptions {
  /** Only tasks of this spec. */
  spec?: string;
  /** Only this task (it must be ready). */
  task?: string;
  /** At most this many tasks in the result (0: no limit of its own). */
  maxParallel?: number;
  /**
   * The result becomes a GitHub Actions matrix (the schedule job, `ralph next --matrix`): at
   * most MATRIX_MAX_JOBS tasks, whatever `maxParallel` says; the rest wait for a later run.
   */
  matrix?: boolean;
  /** Attempts a task gets before it is no longer retried (rate-limited ones do not count). */
  maxAttempts?: number;
  /** Tasks of one spec that may run at once (they share a branch). Default 1. */
  perSpec?: number;
  branchPrefix?: string;
  /** The command line's agent (`--agent`, `--model`), over every level of the plan's. */
  agent?: CommandLineAgent;
  /** Overrides for every tier and every level of the agent. */
  maxTurns?: number;
  timeoutMinutes?: number;
  now?: Date;
  /**
   * Statuses of tasks as the base branch has them. A dependency on a task of another spec is
   * met only when it is done there (its spec's pull request merged), because a spec branch
   * starts from the base. Without it, the plan's own statuses count.
   */
  baseStatus?: ReadonlyMap<string, Task['status']>;
  /** The plan's cost budget in USD (`ralph build --max-cost`); overrides `budget.maxCostUsd`. */
  maxCostUsd?: number;
  /**
   * Only the ready tasks are wanted (`ralph next`): `waiting` stays empty, and the reason each
   * waiting task waits, a string for each of thousands of tasks in a large plan, is not made.
   */
  readyOnly?: boolean;
}

export interface ReadyTask {
  spec: string;
  task: string;
  /** The number this attempt will have (1 for a first try). */
  attempt: number;
  branch: string;
  complexity: Complexity;
  maxTurns: number;
  timeoutMinutes: number;
  /** The agent its levels resolve to (agent-routing.ts), and its model when one is set. */
  provider: string;
  model?: string;
  /** `agent.escalate` applies: a retry after a failed attempt. */
  escalated?: boolean;
  /** Why it was ready: "pending", "retry", "stale" (its previous job died). */
  why: 'pending' | 'retry' | 'stale';
  /** The previous attempt's retry-context artifact and the run that uploaded it. */
  retryArtifact?: string;
  retryRunId?: string;
}

export interface WaitingTask {
  spec: string;
  task: string;
  status: Task['status'];
  /** Why it is not ready, for people: "waits on build-1 (blocked)". */
  reason: string;
}

/** What the plan has spent against its budget (docs/ARCHITECTURE.md#cost-and-budgets). */
export interface PlanBudget {
  /** Every attempt's recorded cost in USD. */
  spentUsd: number;
  /** The budget, when the plan or the options set one. */
  maxCostUsd?: number;
  /** Why nothing starts, once the recorded cost reached the budget. */
  spent?: string;
  /**
   * Attempts whose agent reported no cost (the `command` agent, a CLI that reports only
   * tokens), and their providers: not in `spentUsd`, and not taken as free.
   */
  uncounted?: { attempts: number; providers: string[] };
}

export interface Schedule {
  ready: ReadyTask[];
  waiting: WaitingTask[];
  /** Ready tasks left out by `maxParallel` or the matrix limit: a later run takes them. */
  left: number;
  counts: Record<Task['status'], number> & { total: number; ready: number };
  budget: PlanBudget;
}

/**
 * The task's turns and timeout: an explicit option (the command line, the matrix entry), else
 * what its agent's levels set (`agent`), else its own `estimatedTurns` and its tier's defaults.
 */
export function taskLimits(
  task: Task,
  options: Pick<ScheduleOptions, 'maxTurns' | 'timeoutMinutes'> = {},
  agent: Pick<ResolvedAgent, 'maxTurns' | 'timeout'> = {},
) {
  const complexity = taskComplexity(task);
  const tier = TIERS[complexity];
  return {
    complexity,
    maxTurns: options.maxTurns ?? agent.maxTurns ?? task.estimatedTurns ?? tier.maxTurns,
    timeoutMinutes:
      options.timeoutMinutes ??
      (agent.timeout !== undefined ? durationMs(agent.timeout) / 60_000 : tier.timeoutMinutes),
  };
}

/** The plan's recorded cost against its budget: `maxCostUsd` (a command line's), else `budget.maxCostUsd`. */
export function planBudget(plan: Plan, maxCostUsd = plan.budget?.maxCostUsd): PlanBudget {
  const uncounted = new Uncounted();
  for (const spec of plan.specs) for (const task of spec.tasks) uncounted.add(task);
  return budgetOf(planCostUsd(plan), maxCostUsd, uncounted);
}

/**
 * The attempts whose agent reported no cost, counted as the plan is walked (isUncounted). An
 * attempt recorded before Ralph kept the provider is not among them: nothing is known of it.
 */
class Uncounted {
  attempts = 0;
  readonly providers = new Set<string>();
  add(task: Task): void {
    for (const a of task.attempts ?? [])
      if (isUncounted(a)) {
        this.attempts++;
        this.providers.add(a.provider!);
      }
  }
}

function budgetOf(spentUsd: number, maxCostUsd: number | undefined, uncounted?: Uncounted): PlanBudget {
  const none =
    uncounted && uncounted.attempts > 0
      ? { uncounted: { attempts: uncounted.attempts, providers: [...uncounted.providers].sort() } }
      : {};
  if (maxCostUsd === undefined) return { spentUsd, ...none };
  return {
    spentUsd,
    maxCostUsd,
    ...none,
    ...(spentUsd >= maxCostUsd
      ? {
          spent: `the plan's cost budget is spent: ${formatUsd(spentUsd)} recorded of ${formatUsd(maxCostUsd)}; no task starts until the budget is raised`,
        }
      : {}),
  };
}

/**
 * The most the task's next attempt may spend in USD, for a CLI that takes a budget (Claude
 * Code's `--max-budget-usd`): what is left of the task's budget and of the plan's, whichever
 * is less; undefined when neither has one.
 */
export function attemptMaxCostUsd(plan: Plan, task: Task, planMaxCostUsd?: number): number | undefined {
  const left: number[] = [];
  const taskMax = taskMaxCostUsd(plan, task);
  if (taskMax !== undefined) left.push(taskMax - taskCostUsd(task, true));
  const budget = planBudget(plan, planMaxCostUsd ?? plan.budget?.maxCostUsd);
  if (budget.maxCostUsd !== undefined) left.push(budget.maxCostUsd - budget.spentUsd);
  return left.length > 0 ? Math.max(0, Math.min(...left)) : undefined;
}

/** Attempts that count against the retry budget: rate limits and interruptions are not the task's fault. */
export function countedAttempts(task: Task): number {
  const attempts = task.attempts;
  if (!attempts) return 0;
  const from = task.retryBudgetFrom ?? 0;
  let counted = 0;
  for (const a of attempts)
    if (a.number > from && a.outcome !== 'rate_limited' && a.outcome !== 'interrupted') counted++;
  return counted;
}

/**
 * A fresh retry budget: the attempts made so far no longer count (`retryBudgetFrom`, which
 * countedAttempts reads). True when some counted before.
 */
export function resetRetryBudget(task: Task): boolean {
  const counted = countedAttempts(task);
  const last = lastAttempt(task);
  if (last) task.retryBudgetFrom = last.number;
  return counted > 0;
}

function startedAt(task: Task): number | undefined {
  const iso = task.startedAt ?? lastAttempt(task)?.startedAt;
  if (!iso) return undefined;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? undefined : t;
}

export function schedule(plan: Plan, options: ScheduleOptions = {}): Schedule {
  const now = (options.now ?? new Date()).getTime();
  const maxAttempts = maxAttemptsOf(options.maxAttempts, plan);
  const perSpec = options.perSpec ?? 1;
  const prefix = options.branchPrefix ?? DEFAULT_BRANCH_PREFIX;
  const overrides = { maxTurns: options.maxTurns, timeoutMinutes: options.timeoutMinutes };
  const route = agentRouting(plan, options.agent);
  const limitsOf = (task: Task) => taskLimits(task, overrides, route(task));
  const whole = readWholePlan(plan, options.baseStatus !== undefined);
  const { counts, byId, allDone } = whole;
  const budget = budgetOf(
    micro(whole.spentUsd),
    options.maxCostUsd ?? plan.budget?.maxCostUsd,
    whole.uncounted,
  );
  const deps = dependencyStatus(whole, options.baseStatus);

  const candidates: Array<{ priority: number; order: number; ready: ReadyTask }> = [];
  const waiting: WaitingTask[] = [];
  // Where waiting tasks go: nowhere for readyOnly, and `wait?.push(...)` then makes no reason.
  const wait = options.readyOnly ? undefined : waiting;
  let order = 0;

  for (let si = 0; si < plan.specs.length; si++) {
    const spec = plan.specs[si]!;
    if (options.spec !== undefined && spec.id !== options.spec) continue;
    // Nothing of a done spec waits or runs.
    if (spec.status === 'completed' || spec.status === 'skipped' || allDone[si]) continue;
    const branch = `${prefix}${spec.id}`;
    const live = liveTasks(spec, now, limitsOf);
    let slots = perSpec - (live?.size ?? 0);

    for (const task of spec.tasks) {
      // Only a task that takes a slot is ready: with no slot left and no waiting list to fill,
      // the spec's other tasks cannot change the result (most of a 10,000-task plan's `next`).
      if (slots <= 0 && wait === undefined) break;
      if (isDone(task.status)) continue;
      const verdict = readiness(spec, task, live, maxAttempts);
      if ('reason' in verdict) {
        wait?.push(waitingTask(spec, task, verdict.reason));
        continue;
      }
      // The first dependency that is not done, if any: the task waits on it, and on any later one.
      const taskDeps = task.dependsOn ?? NONE;
      let first = 0;
      while (first < taskDeps.length && isDone(deps.status(taskDeps[first]!, spec.id))) first++;
      if (first < taskDeps.length) {
        wait?.push(waitingTask(spec, task, deps.waitsOn(taskDeps, first, spec.id)));
        continue;
      }
      if (options.task !== undefined && task.id !== options.task) continue;
      if (budget.spent) {
        wait?.push(
          waitingTask(
            spec,
            task,
            `plan budget spent (${formatUsd(budget.spentUsd)} of ${formatUsd(budget.maxCostUsd!)})`,
          ),
        );
        continue;
      }
      if (slots <= 0) {
        wait?.push(waitingTask(spec, task, `waits for its spec's running task`));
        continue;
      }
      slots--;
      const agent = route(task);
      candidates.push({
        priority: spec.priority ?? Number.MAX_SAFE_INTEGER,
        order: order++,
        ready: readyTask({ spec, task, branch, why: verdict.why }, taskLimits(task, overrides, agent), agent),
      });
    }
  }

  candidates.sort((a, b) => a.priority - b.priority || a.order - b.order);
  let ready = candidates.map((c) => c.ready);
  const { limit, reason } = readyLimit(options);
  for (const r of ready.slice(limit))
    wait?.push({ spec: r.spec, task: r.task, status: byId.get(r.task)!.status, reason });
  const left = Math.max(0, ready.length - limit);
  ready = ready.slice(0, limit);
  counts.ready = ready.length;
  return { ready, waiting, left, counts, budget };
}

/** What the schedule needs of the whole plan, read in one pass (readWholePlan). */
interface WholePlan {
  byId: Map<string, Task>;
  /** Each task's spec, by task id; only with a base status (a dependency in another spec is then judged by the base). */
  specOf: Map<string, string> | undefined;
  counts: Schedule['counts'];
  spentUsd: number;
  uncounted: Uncounted;
  /** By spec index: every task of the spec is done. */
  allDone: boolean[];
}

/**
 * One pass over every task for what the rest needs of the whole plan: each task by id, the
 * counts, the recorded cost (planCostUsd's sum, in the same order) and whether each spec is
 * done. The plan's tasks are objects of many shapes, so each read of a field is slow-ish:
 * one pass instead of four.
 */
function readWholePlan(plan: Plan, withSpecs: boolean): WholePlan {
  const byId = new Map<string, Task>();
  const specOf = withSpecs ? new Map<string, string>() : undefined;
  const counts = {
    pending: 0,
    in_progress: 0,
    completed: 0,
    blocked: 0,
    failed: 0,
    skipped: 0,
    total: 0,
    ready: 0,
  };
  let spentUsd = 0;
  const uncounted = new Uncounted();
  const allDone: boolean[] = [];
  for (const spec of plan.specs) {
    let done = true;
    for (const task of spec.tasks) {
      byId.set(task.id, task);
      specOf?.set(task.id, spec.id);
      counts[task.status]++;
      if (!isDone(task.status)) done = false;
      if (task.attempts) {
        spentUsd += taskCostUsd(task);
        uncounted.add(task);
      }
    }
    counts.total += spec.tasks.length;
    allDone.push(done);
  }
  return { byId, specOf, counts, spentUsd, uncounted, allDone };
}

/**
 * A dependency's status as a task of `specId` sees it (another spec's from the base branch,
 * when the base status is given), and the reason a task waits on its dependencies from `first`
 * on: "waits on a (pending), b (failed)".
 */
function dependencyStatus(
  { byId, specOf }: WholePlan,
  baseStatus: ReadonlyMap<string, Task['status']> | undefined,
): {
  status: (dep: string, specId: string) => Task['status'] | undefined;
  waitsOn: (deps: readonly string[], first: number, specId: string) => string;
} {
  const status = (dep: string, specId: string) =>
    baseStatus && specOf!.get(dep) !== specId ? baseStatus.get(dep) : byId.get(dep)?.status;
  const waitsOn = (deps: readonly string[], first: number, specId: string) => {
    let reason = 'waits on ';
    let named = 0;
    for (let i = first; i < deps.length; i++) {
      const d = deps[i]!;
      const depStatus = status(d, specId);
      if (isDone(depStatus)) continue;
      const unmerged = baseStatus && specOf!.get(d) !== specId && byId.get(d)?.status === 'completed';
      reason += `${named++ > 0 ? ', ' : ''}${d} (${unmerged ? 'completed, not yet merged' : (depStatus ?? 'unknown')})`;
    }
    return reason;
  };
  return { status, waitsOn };
}

/** The spec's live in_progress tasks, each holding the spec's slot; undefined when there are none. */
function liveTasks(
  spec: Spec,
  now: number,
  limitsOf: (task: Task) => { timeoutMinutes: number },
): Set<Task> | undefined {
  let live: Set<Task> | undefined;
  for (const task of spec.tasks) {
    if (task.status !== 'in_progress') continue;
    const started = startedAt(task);
    const staleAfter = (limitsOf(task).timeoutMinutes + STALE_MARGIN_MINUTES) * 60_000;
    // No start time (an import, a hand edit) or an old one: its job is gone, run it again.
    if (started !== undefined && now - started <= staleAfter) {
      live ??= new Set();
      live.add(task);
    }
  }
  return live;
}

/** Why a task that is not done may run, by its own state alone; else why it waits. */
function readiness(
  spec: Spec,
  task: Task,
  live: Set<Task> | undefined,
  maxAttempts: number,
): { why: ReadyTask['why'] } | { reason: string } {
  // A person closed the spec's pull request without merging: nothing of it runs again until
  // a person reopens that pull request or writes `/ralph retry <spec>`.
  if (spec.status === 'held') return { reason: spec.heldReason ? `held: ${spec.heldReason}` : 'held' };
  if (live?.has(task)) return { reason: 'running' };
  const used = countedAttempts(task);
  if (task.status === 'pending') return { why: used > 0 ? 'retry' : 'pending' };
  if (task.status === 'failed')
    return used >= maxAttempts
      ? { reason: `retry budget spent (${used}/${maxAttempts} attempts)` }
      : { why: 'retry' };
  if (task.status === 'in_progress') return { why: 'stale' };
  return { reason: task.blockedReason ? `blocked: ${task.blockedReason}` : 'blocked' };
}

const NONE: readonly string[] = [];

/** A ready task as the schedule gives it: its limits and agent, its attempt, its retry context. */
function readyTask(
  at: { spec: Spec; task: Task; branch: string; why: ReadyTask['why'] },
  limits: ReturnType<typeof taskLimits>,
  agent: ResolvedAgent,
): ReadyTask {
  const last = lastAttempt(at.task);
  const runId = last?.runUrl ? /\/actions\/runs\/(\d+)/.exec(last.runUrl)?.[1] : undefined;
  return {
    spec: at.spec.id,
    task: at.task.id,
    attempt: (last?.number ?? 0) + 1,
    branch: at.branch,
    ...limits,
    provider: agent.provider,
    ...(agent.model !== undefined ? { model: agent.model } : {}),
    ...(agent.escalated ? { escalated: true } : {}),
    why: at.why,
    ...(last?.artifact && runId ? { retryArtifact: last.artifact, retryRunId: runId } : {}),
  };
}

function waitingTask(spec: Spec, task: Task, reason: string): WaitingTask {
  return { spec: spec.id, task: task.id, status: task.status, reason };
}

/** How many ready tasks one schedule takes, and what the others wait for. */
function readyLimit(options: Pick<ScheduleOptions, 'maxParallel' | 'matrix'>): {
  limit: number;
  reason: string;
} {
  const own = options.maxParallel !== undefined && options.maxParallel > 0 ? options.maxParallel : Infinity;
  if (options.matrix && own > MATRIX_MAX_JOBS)
    return { limit: MATRIX_MAX_JOBS, reason: `over GitHub's ${MATRIX_MAX_JOBS} jobs per matrix` };
  return { limit: own, reason: 'over max-parallel' };
}

/**
 * How many ready tasks wait for the next run and why, for the log and the summary: `s.left` over
 * the limit, and `bySize` more that would have taken the job's outputs over their budget
 * (matrixWithin). Undefined when none wait.
 */
export function leftText(
  s: Pick<Schedule, 'left'>,
  options: Pick<ScheduleOptions, 'maxParallel' | 'matrix'>,
  bySize = 0,
): string | undefined {
  const left = s.left + bySize;
  if (left === 0) return undefined;
  const why: string[] = [];
  if (s.left > 0) {
    const { limit, reason } = readyLimit(options);
    why.push(
      reason === 'over max-parallel'
        ? `max-parallel is ${limit}`
        : `GitHub runs at most ${MATRIX_MAX_JOBS} jobs from one matrix`,
    );
  }
  if (bySize > 0)
    why.push(`${bySize} more would take the job's outputs over ${SCHEDULE_OUTPUTS_BUDGET_BYTES / 1024} KiB`);
  return `${left} ready task${left === 1 ? '' : 's'} left for the next run (${why.join('; ')}).`;
}

/** A job output's size as GitHub counts it against JOB_OUTPUTS_MAX_BYTES: UTF-16, two bytes a code unit. */
export function outputBytes(outputs: Readonly<Record<string, string>>): number {
  let units = 0;
  for (const [name, value] of Object.entries(outputs)) units += name.length + value.length;
  return units * 2;
}

/**
 * The first entries of a matrix whose JSON, with the job's other outputs, stays within `budget`
 * bytes (outputBytes); the rest wait for a later run. Throws when the other outputs alone do
 * not fit: no matrix could then leave the job.
 */
export function matrixWithin<T>(
  include: readonly T[],
  others: Readonly<Record<string, string>>,
  budget = SCHEDULE_OUTPUTS_BUDGET_BYTES,
): { include: T[]; dropped: number } {
  // `matrix` + `{"include":[]}`, then each entry and its comma.
  let bytes = outputBytes(others) + outputBytes({ matrix: '{"include":[]}' });
  if (bytes > budget)
    throw new RalphError(
      `the schedule job's outputs besides the matrix take ${bytes} bytes (${Object.keys(others).join(', ')}), over the ${budget} bytes Ralph keeps them under (GitHub allows ${JOB_OUTPUTS_MAX_BYTES} per job); shorten the plan's gate commands (a long script can live in a file the gate runs)`,
    );
  let n = 0;
  for (const entry of include) {
    bytes += outputBytes({ '': JSON.stringify(entry) }) + (n > 0 ? 2 : 0);
    if (bytes > budget) break;
    n++;
  }
  return { include: include.slice(0, n), dropped: include.length - n };
}

/** The GitHub Actions matrix for a schedule: `{"include": [...]}`; with `where`, each entry also says its base and what to check out. */
export function toMatrix(
  ready: readonly ReadyTask[],
  where: {
    base?: string;
    /** The base branch's tip. */
    baseSha?: string;
    /** Each existing spec branch's tip. */
    tips?: ReadonlyMap<string, string>;
  } = {},
): { include: Array<Record<string, string | number>> } {
  return {
    include: ready.map((r) => ({
      spec: r.spec,
      task: r.task,
      attempt: r.attempt,
      branch: r.branch,
      complexity: r.complexity,
      'max-turns': r.maxTurns,
      'timeout-minutes': Math.ceil(r.timeoutMinutes),
      // The job also sets up, runs the gates and records: room beyond the agent's own limit.
      'job-timeout-minutes': Math.ceil(r.timeoutMinutes) + JOB_TIMEOUT_ALLOWANCE_MINUTES,
      artifact: attemptArtifactName(r.spec, r.task, r.attempt),
      'retry-artifact': r.retryArtifact ?? '',
      'retry-run-id': r.retryRunId ?? '',
      // The leg's agent: the task job installs this CLI alone and runs it with this model.
      provider: r.provider,
      model: r.model ?? '',
      // The anchors (docs/ARCHITECTURE.md#trust): the commit the job starts from, the spec branch's tip once it
      // exists (so the project is set up as the spec's earlier tasks left it), else the base's;
      // and the base's tip, which the job merges in when the branch does not have it yet.
      ...(where.base !== undefined && where.baseSha !== undefined
        ? { base: where.base, start: where.tips?.get(r.branch) ?? where.baseSha, 'base-sha': where.baseSha }
        : {}),
    })),
  };
}
