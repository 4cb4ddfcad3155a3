// The seed's success metrics, measured from the attempts the plan records: how often a task's
// first attempt passes the gates, how many attempts a completed task takes, how often a retry
// that got the failure injected into its prompt passes, how many tasks end blocked, what a
// completed task costs in turns, tokens, money and time, and how many prompt bytes a task got
// against the whole spec dumped into one prompt. Pure: the caller reads the files.

import { taskComplexity } from '../agent-routing.js';
import type { Attempt, Plan, Spec, Task } from '../plan/plan.js';
import { type AttemptOutcome, COMPLEXITIES, formatUsd, isUncounted } from '../plan/plan-basics.js';
import { markdownTable } from './report.js';

/** Outcomes of attempts that never reached a verdict on the work: not the task's tries. */
const NOT_TRIES: ReadonlySet<AttemptOutcome | undefined> = new Set(['rate_limited', 'interrupted']);
/** Outcomes after which the next attempt's prompt holds the failure (gate output, the problem). */
const INJECTED: ReadonlySet<AttemptOutcome | undefined> = new Set([
  'gate_failed',
  'rejected',
  'no_marker',
  'timeout',
  'crashed',
]);

/** A ratio with what it was counted from, so a reader can check it. */
export interface Ratio {
  count: number;
  of: number;
  /** count / of, or null when `of` is 0. */
  rate: number | null;
}

export interface Totals {
  turns: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
  durationMs: number;
  /** Attempts that reported each figure (a CLI that reports no cost adds nothing to it). */
  reported: { turns: number; tokens: number; costUsd: number; durationMs: number };
}

export interface Metrics {
  tasks: number;
  completed: number;
  blocked: number;
  /** Attempts that were tries (rate limits and interruptions left out). */
  attempts: number;
  /**
   * Attempts whose agent reported no cost (the `command` agent, a CLI that reports only tokens):
   * their cost is in no figure here, and is not taken as free.
   */
  uncounted: number;
  /** Tasks whose first try passed, of the tasks that had one. */
  firstAttemptPass: Ratio;
  /** Tries of completed tasks per completed task (that had one: not those completed by hand). */
  attemptsPerCompletedTask: number | null;
  /** Retries that followed a failed try (whose failure went into their prompt) and passed. */
  retryPass: Ratio;
  /** Blocked tasks of all tasks. */
  blockedRate: Ratio;
  /** What every attempt took, and what the attempts of completed tasks took per completed task. */
  total: Totals;
  perCompletedTask: {
    turns: number | null;
    tokens: number | null;
    costUsd: number | null;
    durationMs: number | null;
  };
  /** The prompt bytes of each task's first recorded try that has them. */
  promptBytes: { tasks: number; mean: number | null; median: number | null; max: number | null };
}

export interface SpecMetrics extends Metrics {
  spec: string;
  /** The whole spec dumped into one prompt: its markdown, every file its tasks list, the plan. */
  dumpBytes?: number;
  /** Median prompt bytes per task over the dump. */
  promptShare: number | null;
}

export interface AgentMetrics extends Metrics {
  provider: string;
  model: string;
}

/** One provider and model within a complexity tier or a discipline: the evidence for routing. */
export interface RouteMetrics extends AgentMetrics {
  /** `tier light`, `discipline web`. */
  group: string;
}

export interface PlanMetrics {
  overall: Metrics & { dumpBytes?: number; promptShare: number | null };
  specs: SpecMetrics[];
  agents: AgentMetrics[];
  /** Per tier, then per discipline: each provider and model used there. */
  routes: RouteMetrics[];
}

function ratio(count: number, of: number): Ratio {
  return { count, of, rate: of === 0 ? null : count / of };
}

function tries(task: Task): Attempt[] {
  return [...(task.attempts ?? [])]
    .filter((a) => !NOT_TRIES.has(a.outcome))
    .sort((a, b) => a.number - b.number);
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

function emptyTotals(): Totals {
  return {
    turns: 0,
    inputTokens: 0,
    outputTokens: 0,
    costUsd: 0,
    durationMs: 0,
    reported: { turns: 0, tokens: 0, costUsd: 0, durationMs: 0 },
  };
}

function add(t: Totals, a: Attempt): void {
  if (a.turns !== undefined) {
    t.turns += a.turns;
    t.reported.turns++;
  }
  if (a.inputTokens !== undefined || a.outputTokens !== undefined) {
    t.inputTokens += a.inputTokens ?? 0;
    t.outputTokens += a.outputTokens ?? 0;
    t.reported.tokens++;
  }
  if (a.costUsd !== undefined) {
    t.costUsd = Math.round((t.costUsd + a.costUsd) * 1e6) / 1e6;
    t.reported.costUsd++;
  }
  if (a.durationMs !== undefined) {
    t.durationMs += a.durationMs;
    t.reported.durationMs++;
  }
}

/**
 * The metrics of some tasks, counting only the attempts `counts` keeps (all of them, or those
 * of one provider and model). A task belongs to the group when it has such an attempt, or
 * (`all`) always.
 */
function measure(tasks: readonly Task[], counts: (a: Attempt) => boolean, all: boolean): Metrics {
  let n = 0;
  let completed = 0;
  let blocked = 0;
  let attempts = 0;
  let uncounted = 0;
  let firstPassed = 0;
  let firstTried = 0;
  let completedTries = 0;
  let completedTried = 0;
  let retries = 0;
  let retriesPassed = 0;
  const total = emptyTotals();
  const done = emptyTotals();
  const prompts: number[] = [];
  for (const task of tasks) {
    const all_ = tries(task);
    const mine = all_.filter(counts);
    const mineAll = (task.attempts ?? []).filter(counts);
    if (!all && mineAll.length === 0) continue;
    n++;
    for (const a of mineAll) {
      add(total, a);
      if (isUncounted(a)) uncounted++;
    }
    attempts += mine.length;
    const first = all_[0];
    if (first && counts(first)) {
      firstTried++;
      if (first.outcome === 'passed') firstPassed++;
    }
    all_.forEach((a, i) => {
      if (i === 0 || !counts(a) || !INJECTED.has(all_[i - 1]!.outcome)) return;
      retries++;
      if (a.outcome === 'passed') retriesPassed++;
    });
    // A completed task belongs to the attempt that passed it.
    const passed = all_.find((a) => a.outcome === 'passed');
    if (task.status === 'completed' && (all || (passed && counts(passed)))) {
      completed++;
      // A task a person marked completed, with no attempt, took nothing to measure.
      if (all_.length > 0) {
        completedTried++;
        completedTries += all_.length;
        for (const a of task.attempts ?? []) add(done, a);
      }
    }
    if (task.status === 'blocked') blocked++;
    const prompt = mine.find((a) => typeof a.promptBytes === 'number')?.promptBytes;
    if (typeof prompt === 'number') prompts.push(prompt);
  }
  const per = (value: number, reported: number) =>
    completedTried === 0 || reported === 0 ? null : value / completedTried;
  return {
    tasks: n,
    completed,
    blocked,
    attempts,
    uncounted,
    firstAttemptPass: ratio(firstPassed, firstTried),
    attemptsPerCompletedTask: completedTried === 0 ? null : completedTries / completedTried,
    retryPass: ratio(retriesPassed, retries),
    blockedRate: ratio(blocked, n),
    total,
    perCompletedTask: {
      turns: per(done.turns, done.reported.turns),
      tokens: per(done.inputTokens + done.outputTokens, done.reported.tokens),
      costUsd: per(done.costUsd, done.reported.costUsd),
      durationMs: per(done.durationMs, done.reported.durationMs),
    },
    promptBytes: {
      tasks: prompts.length,
      mean: prompts.length === 0 ? null : prompts.reduce((s, x) => s + x, 0) / prompts.length,
      median: median(prompts),
      max: prompts.length === 0 ? null : Math.max(...prompts),
    },
  };
}

/** What a spec dumped whole into one prompt weighs: its markdown, every file its tasks list, the plan. */
export function specDumpBytes(
  spec: Spec,
  planBytes: number,
  fileBytes: (path: string) => number | undefined,
): number {
  const files = new Set<string>();
  if (spec.file) files.add(spec.file);
  for (const t of spec.tasks) for (const f of t.contextFiles ?? []) files.add(f);
  let sum = planBytes;
  for (const f of files) sum += fileBytes(f) ?? 0;
  return sum;
}

export interface MetricsInput {
  /** The plan file's size in bytes, for the whole-spec dump. */
  planBytes?: number;
  /** A repository file's size in bytes (undefined: missing). */
  fileBytes?: (path: string) => number | undefined;
}

const UNKNOWN = 'unknown';
/** The model of an attempt that asked for none: the agent CLI's default. */
export const DEFAULT_MODEL = '(default)';

/**
 * Who ran an attempt. Attempts recorded before Ralph kept the provider and model say
 * "unknown"; an attempt that asked for no model ran the CLI's default.
 */
function agentOf(a: Attempt): { provider: string; model: string } {
  if (!a.provider) return { provider: UNKNOWN, model: a.model ?? UNKNOWN };
  return { provider: a.provider, model: a.model ?? DEFAULT_MODEL };
}

/** The metrics of the plan: overall, per spec and per agent provider and model. */
export function planMetrics(plan: Plan, input: MetricsInput = {}): PlanMetrics {
  const tasks = plan.specs.flatMap((s) => s.tasks);
  const dumps = new Map<string, number>();
  if (input.fileBytes && input.planBytes !== undefined)
    for (const spec of plan.specs) dumps.set(spec.id, specDumpBytes(spec, input.planBytes, input.fileBytes));
  const share = (m: Metrics, dump: number | undefined) =>
    dump === undefined || m.promptBytes.median === null ? null : m.promptBytes.median / dump;
  const specs = plan.specs.map((spec) => {
    const m = measure(spec.tasks, () => true, true);
    const dump = dumps.get(spec.id);
    return {
      spec: spec.id,
      ...m,
      ...(dump !== undefined ? { dumpBytes: dump } : {}),
      promptShare: share(m, dump),
    };
  });
  const keys = new Map<string, { provider: string; model: string }>();
  for (const t of tasks)
    for (const a of t.attempts ?? []) {
      const { provider, model } = agentOf(a);
      keys.set(`${provider}\0${model}`, { provider, model });
    }
  const agents = byAgent(tasks);
  // Each tier, then each discipline, with the agents used there.
  const groups = new Map<string, Task[]>();
  const into = (name: string, task: Task) => groups.set(name, [...(groups.get(name) ?? []), task]);
  for (const tier of COMPLEXITIES)
    for (const t of tasks) if (taskComplexity(t) === tier) into(`tier ${tier}`, t);
  for (const d of plan.disciplines ?? [])
    for (const t of tasks) if (t.discipline === d.name) into(`discipline ${d.name}`, t);
  const routes = [...groups].flatMap(([group, members]) => byAgent(members).map((m) => ({ group, ...m })));
  const overall = measure(tasks, () => true, true);
  const dumpValues = [...dumps.values()];
  const dumpBytes = median(dumpValues) ?? undefined;
  return {
    overall: {
      ...overall,
      ...(dumpBytes !== undefined ? { dumpBytes } : {}),
      promptShare: share(overall, dumpBytes),
    },
    specs,
    agents,
    routes,
  };
}

/** The metrics of each provider and model that ran an attempt of these tasks. */
function byAgent(tasks: readonly Task[]): AgentMetrics[] {
  const keys = new Map<string, { provider: string; model: string }>();
  for (const t of tasks)
    for (const a of t.attempts ?? []) {
      const { provider, model } = agentOf(a);
      keys.set(`${provider}\0${model}`, { provider, model });
    }
  return [...keys.values()]
    .sort((a, b) => a.provider.localeCompare(b.provider) || a.model.localeCompare(b.model))
    .map(({ provider, model }) => ({
      provider,
      model,
      ...measure(tasks, (a) => agentOf(a).provider === provider && agentOf(a).model === model, false),
    }));
}

// ---------------------------------------------------------------------------------------------
// As text
// ---------------------------------------------------------------------------------------------

function pct(r: Ratio): string {
  return r.rate === null ? '–' : `${Math.round(r.rate * 100)}% (${r.count}/${r.of})`;
}

function num(x: number | null, digits = 1): string {
  if (x === null) return '–';
  return Number.isInteger(x) ? String(x) : x.toFixed(digits);
}

function usd(x: number | null): string {
  return x === null ? '–' : formatUsd(x);
}

function time(ms: number | null): string {
  if (ms === null) return '–';
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)}s`;
  const m = Math.floor(s / 60);
  return `${m}m${String(Math.round(s - m * 60)).padStart(2, '0')}s`;
}

function bytes(x: number | null | undefined): string {
  return x === null || x === undefined
    ? '–'
    : x >= 10_000
      ? `${(x / 1000).toFixed(1)} kB`
      : `${Math.round(x)} B`;
}

export const METRICS_HEADER = [
  '',
  'TASKS',
  'DONE',
  'BLOCKED',
  '1ST PASS',
  'ATT/DONE',
  'RETRY PASS',
  'TURNS/DONE',
  'TOKENS/DONE',
  'COST/DONE',
  'UNCOUNTED',
  'TIME/DONE',
  'PROMPT',
  'DUMP',
];

function row(name: string, m: Metrics, dump: number | undefined, shareOf: number | null): string[] {
  return [
    name,
    String(m.tasks),
    String(m.completed),
    pct(m.blockedRate),
    pct(m.firstAttemptPass),
    num(m.attemptsPerCompletedTask, 2),
    pct(m.retryPass),
    num(m.perCompletedTask.turns),
    num(m.perCompletedTask.tokens === null ? null : Math.round(m.perCompletedTask.tokens)),
    usd(m.perCompletedTask.costUsd),
    m.uncounted === 0 ? '–' : String(m.uncounted),
    time(m.perCompletedTask.durationMs),
    bytes(m.promptBytes.median),
    dump === undefined ? '–' : `${bytes(dump)}${shareOf === null ? '' : ` (${Math.round(shareOf * 100)}%)`}`,
  ];
}

/** The metrics as table rows: overall, each spec, each provider and model, then each of those per tier and per discipline. */
export function metricsRows(m: PlanMetrics): string[][] {
  return [
    METRICS_HEADER,
    row('overall', m.overall, m.overall.dumpBytes, m.overall.promptShare),
    ...m.specs.map((s) => row(`spec ${s.spec}`, s, s.dumpBytes, s.promptShare)),
    ...m.agents.map((a) => row(`${a.provider} ${a.model}`, a, undefined, null)),
    ...m.routes.map((a) => row(`${a.group}: ${a.provider} ${a.model}`, a, undefined, null)),
  ];
}

/** What the columns mean, under the table. */
export const METRICS_LEGEND = [
  'BLOCKED: blocked tasks of all tasks. 1ST PASS: tasks whose first attempt passed the gates, of the tasks tried.',
  'ATT/DONE: attempts per completed task (of those an agent completed). RETRY PASS: retries (prompted with the failure before them) that passed.',
  "TURNS, TOKENS (input + output), COST, TIME /DONE: what a completed task's attempts took, per completed task.",
  'UNCOUNTED: attempts whose agent reported no cost (the command agent, a CLI that reports only tokens): their cost is in no COST figure, not taken as free.',
  'tier T: / discipline D: each provider and model on the tasks of that tier or discipline (a task of an escalated retry counts for both agents).',
  "PROMPT: median bytes of a task's first prompt. DUMP: the spec dumped whole (its markdown, every file its tasks list, the plan; overall: the median spec's), and PROMPT as a share of it.",
  'Rate limits and interruptions are not counted as attempts. A figure no agent reported is "–".',
].join('\n');

/** The metrics as a job summary section. */
export function metricsMarkdown(m: PlanMetrics): string {
  return `### Metrics\n\n${markdownTable(metricsRows(m))}\n\n${METRICS_LEGEND.split('\n').join(' ')}\n`;
}
