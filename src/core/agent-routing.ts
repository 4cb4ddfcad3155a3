// Which agent runs a task (docs/ARCHITECTURE.md#agents): the one place that says it. An agent is
// set at four levels, and the most specific wins, field by field: the task's own `agent`, its
// discipline's, its complexity tier's (`agent.tiers`), the plan's `agent`. `agent.escalate`
// (opt-in) goes over all of them for the retries after a failed attempt, and the command line
// (`--agent`, `--agent-command`, `--model`; the workflow's matrix entry) over everything.
// Pure: the scheduler, the local loop, the task job, `ralph prompt`, `status` and `validate`
// all ask here, so that no two of them can disagree on the agent of a task.
import type { AgentOverride, Discipline, Plan, Task } from './plan/plan.js';
import type { Complexity } from './plan/plan-basics.js';

/** The provider when no level names one. */
export const DEFAULT_PROVIDER = 'claude';

/** The providers Ralph has (src/adapters/agents/ implements each; a test keeps the two lists equal). */
export const PROVIDER_NAMES = ['claude', 'codex', 'gemini', 'opencode', 'command'] as const;

export interface Tier {
  maxTurns: number;
  timeoutMinutes: number;
}

/** Each complexity tier's turns and timeout, unless a level of the agent sets them. */
export const TIERS: Record<Complexity, Tier> = {
  light: { maxTurns: 50, timeoutMinutes: 10 },
  standard: { maxTurns: 75, timeoutMinutes: 15 },
  heavy: { maxTurns: 125, timeoutMinutes: 20 },
};

const INTEGRATION_WORDS =
  /\b(integrat\w*|end[- ]to[- ]end|e2e|migrat\w*|database|schema|auth\w*|security|concurren\w*|distributed|api|deploy\w*|refactor\w*|oauth|webhook\w*|pipeline)\b/gi;

/** The complexity tier of a task: its own `complexity`, else detected from its shape. */
export function taskComplexity(task: Task): Complexity {
  if (task.complexity) return task.complexity;
  if (task.estimatedTurns !== undefined) {
    if (task.estimatedTurns <= TIERS.light.maxTurns) return 'light';
    return task.estimatedTurns <= TIERS.standard.maxTurns ? 'standard' : 'heavy';
  }
  const deps = task.dependsOn?.length ?? 0;
  const artifacts = task.outputArtifacts?.length ?? 0;
  const text = `${task.title ?? ''} ${task.description}`;
  const keywords = new Set(Array.from(text.matchAll(INTEGRATION_WORDS), (m) => m[0].toLowerCase())).size;
  const score = deps + artifacts + 2 * keywords;
  if (score >= 6) return 'heavy';
  if (score <= 1 && text.length < 200) return 'light';
  return 'standard';
}

/** The fields a level may set, in the order people read them. */
export const AGENT_FIELDS = [
  'provider',
  'command',
  'model',
  'maxTurns',
  'timeout',
  'maxCostUsd',
  'args',
  'env',
] as const;
export type AgentField = (typeof AGENT_FIELDS)[number];

/** What the command line (or the workflow's matrix entry) says, over every level. */
export interface CommandLineAgent {
  provider?: string;
  command?: string;
  model?: string;
}

/** A task's agent, every field resolved, with the level each came from. */
export interface ResolvedAgent {
  provider: string;
  command?: string;
  model?: string;
  maxTurns?: number;
  timeout?: number | string;
  maxCostUsd?: number;
  args?: string[];
  env?: Record<string, string>;
  /** The tier whose override took part (the task's complexity); none for plan mode's agent. */
  complexity?: Complexity;
  /** Where each set field came from, for people: `task`, `discipline "web"`, `tier "light"`, ... */
  from: Partial<Record<AgentField, string>>;
  /** `agent.escalate` applies: this is a retry after a failed attempt. */
  escalated: boolean;
}

/** One level of the agent, most specific first, with how people name it and where it sits in the file. */
export interface AgentLevel {
  /** For people: `task "api-1"`, `discipline "web"`, `tier "light"`, `agent`, `agent.escalate`. */
  name: string;
  /** Its JSON path in the plan (`specs[0].tasks[2].agent`). */
  path: string;
  override: AgentOverride;
}

/**
 * Whether the task's next attempt is a retry after a failed one: an attempt since the last reset
 * that neither passed nor was cut short by a rate limit or an interruption (not the agent's fault).
 */
export function afterFailure(task: Task): boolean {
  const from = task.retryBudgetFrom ?? 0;
  for (const a of task.attempts ?? [])
    if (
      a.number > from &&
      a.outcome !== 'passed' &&
      a.outcome !== 'rate_limited' &&
      a.outcome !== 'interrupted'
    )
      return true;
  return false;
}

/**
 * The agent routing of a plan: a function from a task to its resolved agent. Built once per plan
 * (its disciplines by name), so that resolving the agent of each of 10,000 tasks stays cheap.
 */
export function agentRouting(
  plan: Pick<Plan, 'agent' | 'disciplines'>,
  cli: CommandLineAgent = {},
): (task: Task, where?: { taskPath?: string; retry?: boolean }) => ResolvedAgent {
  const disciplines = new Map<string, { d: Discipline; i: number }>();
  (plan.disciplines ?? []).forEach((d, i) => {
    if (!disciplines.has(d.name)) disciplines.set(d.name, { d, i });
  });
  return (task, where = {}) => {
    const complexity = taskComplexity(task);
    const levels = agentLevels(
      plan,
      task,
      complexity,
      disciplines.get(task.discipline ?? ''),
      where.taskPath,
    );
    const escalated = (where.retry ?? afterFailure(task)) && plan.agent?.escalate !== undefined;
    const resolved: ResolvedAgent = { provider: DEFAULT_PROVIDER, complexity, from: {}, escalated };
    // Least specific first, each level over the one before.
    for (let i = levels.length - 1; i >= 0; i--) apply(resolved, levels[i]!.override, levels[i]!.name);
    // A task's budget of its own (`maxCostUsd` beside its `agent`) is the task's level too.
    if (task.maxCostUsd !== undefined && task.agent?.maxCostUsd === undefined) {
      resolved.maxCostUsd = task.maxCostUsd;
      resolved.from.maxCostUsd = `task "${task.id}"`;
    }
    if (escalated) apply(resolved, plan.agent!.escalate!, 'agent.escalate');
    apply(resolved, cli, 'command line');
    if (resolved.from.provider === undefined) resolved.from.provider = 'default';
    return resolved;
  };
}

/**
 * The agent of work that is no task's (`ralph plan`): the plan's `agent`, the command line over
 * it. Undefined plan: the default provider.
 */
export function planAgent(plan: Pick<Plan, 'agent'> | undefined, cli: CommandLineAgent = {}): ResolvedAgent {
  const resolved: ResolvedAgent = { provider: DEFAULT_PROVIDER, from: {}, escalated: false };
  if (plan?.agent) apply(resolved, plan.agent, 'agent');
  apply(resolved, cli, 'command line');
  if (resolved.from.provider === undefined) resolved.from.provider = 'default';
  return resolved;
}

/** The task's agent: `agentRouting(plan, cli)(task)` for one task. */
export function resolveAgent(
  plan: Pick<Plan, 'agent' | 'disciplines'>,
  task: Task,
  options: { cli?: CommandLineAgent; retry?: boolean } = {},
): ResolvedAgent {
  return agentRouting(plan, options.cli)(task, { retry: options.retry });
}

/** The levels that take part for a task, most specific first (escalation and the command line are not levels). */
export function agentLevels(
  plan: Pick<Plan, 'agent' | 'disciplines'>,
  task: Task,
  complexity: Complexity = taskComplexity(task),
  discipline?: { d: Discipline; i: number },
  taskPath = 'tasks',
): AgentLevel[] {
  const levels: AgentLevel[] = [];
  if (task.agent) levels.push({ name: `task "${task.id}"`, path: `${taskPath}.agent`, override: task.agent });
  const found =
    discipline ??
    (task.discipline !== undefined
      ? (plan.disciplines ?? []).map((d, i) => ({ d, i })).find((x) => x.d.name === task.discipline)
      : undefined);
  if (found?.d.agent)
    levels.push({
      name: `discipline "${found.d.name}"`,
      path: `disciplines[${found.i}].agent`,
      override: found.d.agent,
    });
  const tier = plan.agent?.tiers?.[complexity];
  if (tier) levels.push({ name: `tier "${complexity}"`, path: `agent.tiers.${complexity}`, override: tier });
  if (plan.agent) levels.push({ name: 'agent', path: 'agent', override: plan.agent });
  return levels;
}

function apply(into: ResolvedAgent, level: AgentOverride | CommandLineAgent, name: string): void {
  for (const field of AGENT_FIELDS) {
    const value = (level as Record<string, unknown>)[field];
    if (value === undefined) continue;
    (into as unknown as Record<string, unknown>)[field] = value;
    into.from[field] = name;
  }
}

/** The agent as people read it: `claude`, `claude claude-haiku-4-5`, `codex gpt-5 (escalated)`. */
export function agentLabel(a: { provider: string; model?: string; escalated?: boolean }): string {
  return `${a.model ? `${a.provider} ${a.model}` : a.provider}${a.escalated ? ' (escalated)' : ''}`;
}

/**
 * Every provider the plan's tasks resolve to, first attempts and escalated retries, sorted: what
 * the workflow must install. A plan without tasks needs its `agent.provider` (or the default).
 */
export function planProviders(plan: Pick<Plan, 'agent' | 'disciplines' | 'specs'>): string[] {
  const route = agentRouting(plan);
  const out = new Set<string>();
  const escalates = plan.agent?.escalate !== undefined;
  for (const spec of plan.specs)
    for (const task of spec.tasks) {
      out.add(route(task, { retry: false }).provider);
      if (escalates) out.add(route(task, { retry: true }).provider);
    }
  if (out.size === 0) out.add(plan.agent?.provider ?? DEFAULT_PROVIDER);
  return [...out].sort();
}
