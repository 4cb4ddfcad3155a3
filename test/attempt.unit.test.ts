// Recording an attempt (core/attempt/attempt.ts, docs/ARCHITECTURE.md#cost-and-budgets): what the agent reported goes into the
// plan, and a task whose recorded cost reaches its budget is blocked, saying so. Pure and fast.
// Also the plan's agent.args on the agent's command line (engine/attempt.ts).
import { describe, expect, it } from 'vitest';
import { claude } from '../src/adapters/agents/claude.js';
import { command } from '../src/adapters/agents/command.js';
import type { CommandInput } from '../src/adapters/agents/types.js';
import { costBudgetSpent, recordAttempt, type Verdict } from '../src/core/attempt/attempt.js';
import type { Attempt, Task } from '../src/core/plan/plan.js';
import { taskMaxCostUsd } from '../src/core/plan/plan.js';
import { withPlanArgs } from '../src/engine/attempt.js';
import { task } from './plan-fixtures.js';

const meta = (costUsd?: number) => ({
  startedAt: '2026-01-17T12:00:00Z',
  finishedAt: '2026-01-17T12:05:00Z',
  durationMs: 300_000,
  turns: 12,
  inputTokens: 48_000,
  outputTokens: 2_100,
  ...(costUsd !== undefined ? { costUsd } : {}),
});
const gateFailed: Verdict = {
  outcome: 'gate_failed',
  summary: 'gate "test" (`npm test`) exited 1:\n2 failed',
};
const rateLimited: Verdict = { outcome: 'rate_limited', summary: 'the agent hit a rate limit: 429' };
const passed: Verdict = { outcome: 'passed', summary: 'gates passed: test' };
const spent = (...costs: number[]): Attempt[] =>
  costs.map((costUsd, i) => ({ number: i + 1, outcome: 'gate_failed', costUsd }));

describe('recordAttempt', () => {
  it("records the agent's turns, tokens, cost and duration on the attempt", () => {
    const t = task('t');
    recordAttempt(t, gateFailed, meta(0.31), 3);
    expect(t.attempts![0]).toMatchObject({
      number: 1,
      outcome: 'gate_failed',
      turns: 12,
      inputTokens: 48_000,
      outputTokens: 2_100,
      costUsd: 0.31,
      durationMs: 300_000,
    });
  });

  it('blocks a task whose recorded cost reaches its maxCostUsd, and the reason says so', () => {
    const t = task('t', { maxCostUsd: 1, attempts: spent(0.6), status: 'in_progress' });
    // Without the budget this would be a retry: one of three attempts used.
    expect(recordAttempt(structuredClone(t), gateFailed, meta(0.4), 3)).toBe('failed');
    const status = recordAttempt(t, gateFailed, meta(0.4), 3, 1);
    expect(status).toBe('blocked');
    expect(t.status).toBe('blocked');
    expect(t.blockedReason).toBe(
      'cost budget spent ($1.00 of $1.00 maxCostUsd); last: gate "test" (`npm test`) exited 1: 2 failed',
    );
  });

  it('lets a task under its budget go on to its next attempt', () => {
    const t = task('t', { attempts: spent(0.2) });
    expect(recordAttempt(t, gateFailed, meta(0.3), 3, 1)).toBe('failed');
    expect(t.blockedReason).toBeUndefined();
  });

  it('blocks a rate-limited attempt that spent the budget, instead of putting it back to pending', () => {
    const t = task('t', { attempts: spent(0.9) });
    expect(recordAttempt(t, rateLimited, meta(0.2), 3, 1)).toBe('blocked');
    expect(t.blockedReason).toMatch(/^cost budget spent \(\$1\.10 of \$1\.00 maxCostUsd\)/);
  });

  it('completes a task whose passing attempt went over its budget: the work is done', () => {
    const t = task('t', { attempts: spent(0.9) });
    expect(recordAttempt(t, passed, meta(0.5), 3, 1)).toBe('completed');
    expect(t.blockedReason).toBeUndefined();
  });

  it("keeps the agent's own reason when it blocked the task", () => {
    const t = task('t', { attempts: spent(0.9) });
    const blocked: Verdict = { outcome: 'blocked', summary: 'the S3 credentials are missing' };
    expect(recordAttempt(t, blocked, meta(0.5), 3, 1)).toBe('blocked');
    expect(t.blockedReason).toBe('the S3 credentials are missing');
  });

  it('counts only the attempts since a person reset the task: a reset gives a fresh budget', () => {
    const t = task('t', { attempts: spent(0.7, 0.6), retryBudgetFrom: 2 });
    expect(recordAttempt(t, gateFailed, meta(0.3), 3, 1)).toBe('failed');
    expect(costBudgetSpent(t, 1)).toBeUndefined();
    expect(costBudgetSpent(t, 0.3)).toBe('cost budget spent ($0.30 of $0.30 maxCostUsd)');
  });

  it('has no cost rule for an attempt whose agent reported no cost, or a task without a budget', () => {
    const t = task('t', { attempts: spent(5) });
    expect(recordAttempt(t, gateFailed, meta(), 3)).toBe('failed');
    expect(costBudgetSpent(task('u'), 1)).toBeUndefined();
  });
});

describe('taskMaxCostUsd', () => {
  it("is the task's own maxCostUsd, else the plan's agent.maxCostUsd", () => {
    const plan = { agent: { maxCostUsd: 2 } };
    expect(taskMaxCostUsd(plan, task('t', { maxCostUsd: 0.5 }) as Task)).toBe(0.5);
    expect(taskMaxCostUsd(plan, task('t'))).toBe(2);
    expect(taskMaxCostUsd({}, task('t'))).toBeUndefined();
  });
});

describe("the plan's agent.args", () => {
  const input = {
    prompt: 'do it',
    promptFile: '/tmp/prompt.md',
    cwd: '/tmp',
    limits: { maxTurns: 5, timeoutMs: 60_000 },
    env: {},
    configDir: '/tmp/ralph-config',
  } as CommandInput;

  it("go after the provider's own options, so they have the last word", () => {
    const args = ['--permission-mode', 'acceptEdits'];
    const cmd = withPlanArgs(claude, args).command(input);
    expect(cmd.file).toBe('claude');
    expect(cmd.args.slice(0, -2)).toEqual(claude.command(input).args);
    expect(cmd.args.slice(-2)).toEqual(args);
    expect(withPlanArgs(claude, undefined)).toBe(claude);
    expect(withPlanArgs(claude, [])).toBe(claude);
  });

  it('are added to the command line of the command provider, quoted', () => {
    const cmd = withPlanArgs(command, ['--model', "it's big"]).command({
      ...input,
      userCommand: 'node agent.mjs',
    });
    expect(cmd.args).toEqual(['-c', "node agent.mjs --model 'it'\\''s big'"]);
  });
});
