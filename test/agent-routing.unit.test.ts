// Agent routing (src/core/agent-routing.ts): which agent runs a task, field by field over the
// task, its discipline, its tier and the plan; escalation on a retry; the command line over all;
// and `ralph validate`'s checks of every level, each naming the level and the task.
import { describe, expect, it } from 'vitest';
import { PROVIDERS } from '../src/adapters/agents/index.js';
import {
  afterFailure,
  agentLabel,
  DEFAULT_PROVIDER,
  PROVIDER_NAMES,
  planAgent,
  planProviders,
  resolveAgent,
} from '../src/core/agent-routing.js';
import { planProblems } from '../src/core/plan/checks.js';
import type { Plan, Task } from '../src/core/plan/plan.js';
import { taskMaxCostUsd } from '../src/core/plan/plan-basics.js';
import { formatProblem } from '../src/core/plan/problem.js';
import { schedule, toMatrix } from '../src/core/schedule/schedule.js';

const task = (id: string, extra: Partial<Task> = {}): Task => ({
  id,
  description: `do ${id}`,
  status: 'pending',
  ...extra,
});

/** Every level set, each with some fields, so that each field's winner is visible. */
function routed(): Plan {
  return {
    agent: {
      provider: 'command',
      command: 'cheap-agent',
      model: 'plan-model',
      maxTurns: 40,
      timeout: '12m',
      maxCostUsd: 1,
      args: ['--plan'],
      env: { AGENT_LEVEL: 'plan' },
      tiers: {
        light: { model: 'light-model', maxTurns: 20 },
        heavy: { provider: 'claude', model: 'claude-opus-4-5', timeout: '30m', maxCostUsd: 5 },
      },
      escalate: { provider: 'claude', model: 'claude-sonnet-4-5' },
    },
    disciplines: [{ name: 'web', agent: { model: 'web-model', args: ['--web'] } }],
    specs: [
      {
        id: 's',
        tasks: [
          task('plain', { complexity: 'standard' }),
          task('light', { complexity: 'light' }),
          task('light-web', { complexity: 'light', discipline: 'web' }),
          task('heavy-web', { complexity: 'heavy', discipline: 'web' }),
          task('own', {
            complexity: 'heavy',
            discipline: 'web',
            agent: { provider: 'codex', model: 'gpt-5-codex', env: { AGENT_LEVEL: 'task' } },
          }),
        ],
      },
    ],
  };
}

const byId = (plan: Plan, id: string) => plan.specs[0]!.tasks.find((t) => t.id === id)!;

describe('resolveAgent: the most specific level wins, field by field', () => {
  it("takes the plan's agent when no other level says anything", () => {
    const plan = routed();
    const a = resolveAgent(plan, byId(plan, 'plain'));
    expect(a).toMatchObject({
      provider: 'command',
      command: 'cheap-agent',
      model: 'plan-model',
      maxTurns: 40,
      timeout: '12m',
      args: ['--plan'],
      escalated: false,
    });
    expect(a.from).toMatchObject({ provider: 'agent', model: 'agent' });
  });

  it('puts the tier over the plan, the discipline over the tier, the task over all', () => {
    const plan = routed();
    const light = resolveAgent(plan, byId(plan, 'light'));
    expect(light).toMatchObject({
      provider: 'command',
      model: 'light-model',
      maxTurns: 20,
      args: ['--plan'],
    });
    expect(light.from).toMatchObject({ model: 'tier "light"', maxTurns: 'tier "light"', provider: 'agent' });
    // The discipline's model beats the tier's; the tier's turns stay (the discipline sets none).
    const lightWeb = resolveAgent(plan, byId(plan, 'light-web'));
    expect(lightWeb).toMatchObject({ model: 'web-model', maxTurns: 20, args: ['--web'] });
    expect(lightWeb.from.model).toBe('discipline "web"');
    // The heavy tier moves the provider; the discipline still sets the model.
    expect(resolveAgent(plan, byId(plan, 'heavy-web'))).toMatchObject({
      provider: 'claude',
      model: 'web-model',
      timeout: '30m',
      maxCostUsd: 5,
    });
    const own = resolveAgent(plan, byId(plan, 'own'));
    expect(own).toMatchObject({
      provider: 'codex',
      model: 'gpt-5-codex',
      env: { AGENT_LEVEL: 'task' },
      args: ['--web'],
      timeout: '30m',
    });
    expect(own.from).toMatchObject({ provider: 'task "own"', env: 'task "own"', args: 'discipline "web"' });
  });

  it('defaults to claude with nothing set, and says so', () => {
    const a = resolveAgent({}, task('t'));
    expect(a.provider).toBe(DEFAULT_PROVIDER);
    expect(DEFAULT_PROVIDER).toBe('claude');
    expect(a.from.provider).toBe('default');
    expect(agentLabel(a)).toBe('claude');
  });

  it('escalates a retry after a failed attempt, not after a rate limit or a reset', () => {
    const plan = routed();
    const t = byId(plan, 'plain');
    expect(resolveAgent(plan, t).escalated).toBe(false);
    t.attempts = [{ number: 1, outcome: 'rate_limited', provider: 'command' }];
    expect(afterFailure(t)).toBe(false);
    t.attempts.push({ number: 2, outcome: 'gate_failed', provider: 'command' });
    const retry = resolveAgent(plan, t);
    expect(retry).toMatchObject({ provider: 'claude', model: 'claude-sonnet-4-5', escalated: true });
    expect(retry.from).toMatchObject({ provider: 'agent.escalate', model: 'agent.escalate' });
    // Fields escalate does not name stay as the levels resolve them.
    expect(retry).toMatchObject({ maxTurns: 40, args: ['--plan'] });
    expect(agentLabel(retry)).toBe('claude claude-sonnet-4-5 (escalated)');
    // A person's reset gives the cheap model its chance again.
    t.retryBudgetFrom = 2;
    expect(resolveAgent(plan, t).escalated).toBe(false);
    // Without agent.escalate nothing changes on a retry.
    const { escalate: _, ...agent } = plan.agent!;
    expect(resolveAgent({ ...plan, agent }, { ...t, retryBudgetFrom: 0 })).toMatchObject({
      provider: 'command',
      escalated: false,
    });
  });

  it('lets the command line (or the matrix entry) override every level, escalation included', () => {
    const plan = routed();
    const t = byId(plan, 'own');
    t.attempts = [{ number: 1, outcome: 'gate_failed' }];
    const a = resolveAgent(plan, t, { cli: { provider: 'gemini', model: 'gemini-2.5-pro' } });
    expect(a).toMatchObject({ provider: 'gemini', model: 'gemini-2.5-pro' });
    expect(a.from).toMatchObject({ provider: 'command line', model: 'command line' });
    // Undefined flags leave the levels alone.
    expect(resolveAgent(plan, t, { cli: { provider: undefined } }).provider).toBe('claude');
  });

  it("gives plan mode the plan's own agent, the command line over it", () => {
    expect(planAgent(undefined)).toMatchObject({ provider: 'claude' });
    expect(planAgent(routed(), { model: 'm' })).toMatchObject({ provider: 'command', model: 'm' });
  });

  it('makes the task budget the resolved one, across levels', () => {
    const plan = routed();
    expect(taskMaxCostUsd(plan, byId(plan, 'plain'))).toBe(1);
    expect(taskMaxCostUsd(plan, byId(plan, 'heavy-web'))).toBe(5);
    // A task's own maxCostUsd is the task's level.
    expect(taskMaxCostUsd(plan, { ...byId(plan, 'heavy-web'), maxCostUsd: 0.5 })).toBe(0.5);
  });

  it("lists the providers the plan's tasks need: first attempts and escalations", () => {
    expect(planProviders(routed())).toEqual(['claude', 'codex', 'command']);
    expect(planProviders({ specs: [] })).toEqual(['claude']);
    expect(planProviders({ agent: { provider: 'command', command: 'x' }, specs: [] })).toEqual(['command']);
  });

  it('knows the same providers as the adapters', () => {
    expect([...PROVIDER_NAMES].sort()).toEqual(Object.keys(PROVIDERS).sort());
  });
});

describe('the schedule and the matrix carry each task its agent', () => {
  it("gives every ready task its resolved provider, model and limits, and the matrix each leg's", () => {
    const plan = routed();
    const s = schedule(plan);
    // One task per spec runs at a time: give each its own spec.
    expect(s.ready.map((r) => r.task)).toEqual(['plain']);
    const perSpec: Plan = { ...plan, specs: plan.specs[0]!.tasks.map((t) => ({ id: t.id, tasks: [t] })) };
    const ready = schedule(perSpec).ready;
    const of = (id: string) => ready.find((r) => r.task === id)!;
    expect(of('plain')).toMatchObject({
      provider: 'command',
      model: 'plan-model',
      maxTurns: 40,
      timeoutMinutes: 12,
    });
    expect(of('light')).toMatchObject({ provider: 'command', model: 'light-model', maxTurns: 20 });
    expect(of('heavy-web')).toMatchObject({ provider: 'claude', timeoutMinutes: 30 });
    expect(of('own')).toMatchObject({ provider: 'codex', model: 'gpt-5-codex' });
    const matrix = toMatrix(ready).include;
    expect(matrix.map((e) => [e.task, e.provider, e.model])).toEqual([
      ['plain', 'command', 'plan-model'],
      ['light', 'command', 'light-model'],
      ['light-web', 'command', 'web-model'],
      ['heavy-web', 'claude', 'web-model'],
      ['own', 'codex', 'gpt-5-codex'],
    ]);
    // The command line goes over every level.
    expect(
      schedule(perSpec, { agent: { provider: 'gemini' } }).ready.every((r) => r.provider === 'gemini'),
    ).toBe(true);
  });
});

describe('ralph validate checks every level of the agent', () => {
  const problems = (plan: Plan) => planProblems(plan).map(formatProblem);

  it('accepts a plan that routes at every level', () => {
    expect(planProblems(routed())).toEqual([]);
  });

  it('names the level of an unknown provider', () => {
    const plan = routed();
    plan.agent!.tiers!.light!.provider = 'gpt';
    plan.disciplines![0]!.agent!.provider = 'copilot';
    byId(plan, 'own').agent!.provider = 'codexx';
    plan.agent!.escalate!.provider = 'opus';
    expect(problems(plan)).toEqual([
      'agent.tiers.light.provider: unknown provider "gpt" in tier "light": use one of claude, codex, gemini, opencode, command',
      'agent.escalate.provider: unknown provider "opus" in agent.escalate: use one of claude, codex, gemini, opencode, command',
      'disciplines[0].agent.provider: unknown provider "copilot" in discipline "web": use one of claude, codex, gemini, opencode, command',
      'specs[0].tasks[4].agent.provider: unknown provider "codexx" in task "own": use one of claude, codex, gemini, opencode, command',
    ]);
  });

  it('names the level and the tasks of a command agent without a command line', () => {
    const plan: Plan = {
      agent: { provider: 'claude', tiers: { light: { provider: 'command' } } },
      disciplines: [{ name: 'ops', agent: { provider: 'command', command: 'ops-agent' } }],
      specs: [
        {
          id: 's',
          tasks: [
            task('a', { complexity: 'light' }),
            task('b', { complexity: 'light', discipline: 'ops' }), // the discipline gives one
            task('c', { complexity: 'standard', agent: { provider: 'command' } }),
          ],
        },
      ],
    };
    expect(problems(plan)).toEqual([
      'agent.tiers.light.provider: tier "light" sets provider "command" but no level gives its command line, so task "a" cannot run; add "command" (the command line that runs your agent; the prompt arrives on its stdin) beside it',
      'specs[0].tasks[2].agent.provider: task "c" sets provider "command" but no level gives its command line, so task "c" cannot run; add "command" (the command line that runs your agent; the prompt arrives on its stdin) beside it',
    ]);
  });

  it('names the level of a secret in env', () => {
    const plan = routed();
    plan.agent!.tiers!.heavy!.env = { ANTHROPIC_API_KEY: 'sk-ant-x' };
    byId(plan, 'own').agent!.env = { GITHUB_TOKEN: 'ghp_x' };
    const out = problems(plan);
    expect(out).toHaveLength(2);
    expect(out[0]).toMatch(
      /^agent\.tiers\.heavy\.env\.ANTHROPIC_API_KEY: in tier "heavy": ANTHROPIC_API_KEY holds a secret, and the plan is committed/,
    );
    expect(out[1]).toMatch(
      /^specs\[0\]\.tasks\[4\]\.agent\.env\.GITHUB_TOKEN: in task "own": GITHUB_TOKEN holds a secret/,
    );
  });

  it('refuses an unknown tier name', () => {
    const plan = routed();
    (plan.agent!.tiers as Record<string, unknown>).huge = { model: 'x' };
    expect(problems(plan)).toEqual([
      'agent.tiers.huge: unknown tier "huge" in agent.tiers: the tiers are light, standard, heavy (a task\'s complexity); rename it to one of them',
    ]);
  });
});
