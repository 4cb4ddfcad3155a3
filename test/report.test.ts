// `ralph report` on the demo after `ralph build`: the figures a person counts by hand from the
// demo's plan and its scripted agent (examples/demo/agent/agent.mjs):
//   greeting-1 passes; greeting-2 fails its test gate once (a capital W) and passes on the
//   retry that got the failure; greeting-3 passes; farewell-1 passes; farewell-2 is blocked
//   (nobody speaks Klingon). 5 tasks, 6 attempts, 4 completed, 1 blocked.
import { cpSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plan } from '../src/core/plan/plan.js';
import { metricsRows, planMetrics } from '../src/core/report/metrics.js';
import { runRalph } from './support/cli.js';
import { makeRepo, tempDir } from './support/repo.js';

const example = join(import.meta.dirname, '..', 'examples', 'demo');

const ralph = (cwd: string, ...args: string[]) =>
  runRalph(cwd, args, { ...process.env, CI: 'true' }, 'printed');

describe('ralph report', () => {
  it('measures the demo after its build as a person counts it by hand', async () => {
    const dir = join(tempDir('ralph-report-'), 'greeter');
    cpSync(join(example, 'project'), dir, { recursive: true });
    makeRepo({}, dir);
    const agent = `node ${join(example, 'agent', 'agent.mjs')}`;
    const built = await ralph(dir, 'build', '--agent', 'command', '--agent-command', agent);
    expect(built.out + built.err).toContain('farewell-2 is blocked');

    // From main: each spec's progress is read from its branch, as `ralph status` does.
    const r = await ralph(dir, 'report', '--json');
    expect(r.code).toBe(0);
    const m = JSON.parse(r.out) as ReturnType<typeof planMetrics>;
    const o = m.overall;
    expect([o.tasks, o.attempts, o.completed, o.blocked]).toEqual([5, 6, 4, 1]);
    // First attempts that passed: greeting-1, greeting-3, farewell-1.
    expect(o.firstAttemptPass).toEqual({ count: 3, of: 5, rate: 0.6 });
    // 1 + 2 + 1 + 1 attempts for the 4 completed tasks.
    expect(o.attemptsPerCompletedTask).toBe(1.25);
    // The one retry after a failure (greeting-2's second attempt) passed.
    expect(o.retryPass).toEqual({ count: 1, of: 1, rate: 1 });
    expect(o.blockedRate).toEqual({ count: 1, of: 5, rate: 0.2 });
    // The demo agent reports no turns, tokens or cost; every attempt has a wall time.
    expect(o.perCompletedTask.turns).toBeNull();
    expect(o.perCompletedTask.costUsd).toBeNull();
    expect(o.total.reported).toEqual({ turns: 0, tokens: 0, costUsd: 0, durationMs: 6 });
    expect(o.perCompletedTask.durationMs).toBeGreaterThan(0);

    const specs = Object.fromEntries(m.specs.map((s) => [s.spec, s]));
    expect(specs.greeting!.firstAttemptPass).toEqual({ count: 2, of: 3, rate: 2 / 3 });
    expect(specs.greeting!.attemptsPerCompletedTask).toBeCloseTo(4 / 3);
    expect(specs.greeting!.retryPass).toEqual({ count: 1, of: 1, rate: 1 });
    expect(specs.greeting!.blockedRate).toEqual({ count: 0, of: 3, rate: 0 });
    expect(specs.farewell!.firstAttemptPass).toEqual({ count: 1, of: 2, rate: 0.5 });
    expect(specs.farewell!.attemptsPerCompletedTask).toBe(1);
    expect(specs.farewell!.retryPass).toEqual({ count: 0, of: 0, rate: null });
    expect(specs.farewell!.blockedRate).toEqual({ count: 1, of: 2, rate: 0.5 });

    // Every attempt was the command provider with no model asked for.
    expect(m.agents.map((a) => [a.provider, a.model, a.tasks, a.attempts])).toEqual([
      ['command', '(default)', 5, 6],
    ]);

    // Prompt bytes: the size of the prompt file each first attempt's agent read.
    const prompt = (task: string) => statSync(join(dir, '.ralph', 'logs', task, 'attempt-1.prompt.md')).size;
    const firsts = ['greeting-1', 'greeting-2', 'greeting-3', 'farewell-1', 'farewell-2'].map(prompt);
    const sorted = [...firsts].sort((a, b) => a - b);
    expect(o.promptBytes).toMatchObject({ tasks: 5, median: sorted[2], max: sorted[4] });
    expect(specs.farewell!.promptBytes.median).toBe((firsts[3]! + firsts[4]!) / 2);
    // The whole-spec dump: the spec's markdown, the files its tasks list, the plan file.
    const size = (p: string) => statSync(join(dir, p)).size;
    const planBytes = size('implementation.json');
    expect(specs.greeting!.dumpBytes).toBe(size('specs/greeting.md') + size('src/greet.mjs') + planBytes);
    expect(specs.farewell!.dumpBytes).toBe(size('specs/farewell.md') + planBytes);
    expect(specs.greeting!.promptShare).toBeCloseTo(
      specs.greeting!.promptBytes.median! / specs.greeting!.dumpBytes!,
    );

    // The table and its Markdown form carry the same figures.
    const table = await ralph(dir, 'report');
    expect(table.out).toMatch(/^overall\s+5\s+4\s+20% \(1\/5\)\s+60% \(3\/5\)\s+1\.25\s+100% \(1\/1\)/m);
    expect(table.out).toMatch(/^spec farewell\s+2\s+1\s+50% \(1\/2\)\s+50% \(1\/2\)\s+1\s+–/m);
    expect(table.out).toMatch(/^command \(default\)\s+5\s+4/m);
    const md = await ralph(dir, 'report', '--markdown');
    expect(md.out).toContain('| overall | 5 | 4 | 20% (1/5) | 60% (3/5) | 1.25 | 100% (1/1) |');

    // And the graph of the built demo: four tasks done, farewell-2 blocked and critical.
    const graph = await ralph(dir, 'graph');
    expect(graph.out).toContain('t4["farewell-2: Farewell in Klingon"]:::blocked');
    expect(graph.out.match(/:::completed/g)).toHaveLength(4);
    expect(graph.out).toContain('class t4 critical');
    // The README shows this picture exactly as `ralph graph --markdown` prints it.
    const markdown = await ralph(dir, 'graph', '--markdown');
    expect(readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8')).toContain(markdown.out.trim());
  }, 120_000);

  it('groups attempts by provider and model, and a completed task by the attempt that passed it', () => {
    const plan: Plan = {
      version: 1,
      specs: [
        {
          id: 's',
          tasks: [
            {
              id: 'x',
              description: 'x',
              status: 'completed',
              attempts: [
                {
                  number: 1,
                  outcome: 'gate_failed',
                  provider: 'claude',
                  model: 'haiku',
                  turns: 4,
                  costUsd: 0.1,
                },
                { number: 2, outcome: 'rate_limited', provider: 'claude', model: 'haiku' },
                { number: 3, outcome: 'passed', provider: 'claude', model: 'opus', turns: 6, costUsd: 0.5 },
              ],
            },
            {
              id: 'y',
              description: 'y',
              status: 'blocked',
              attempts: [
                { number: 1, outcome: 'crashed', provider: 'claude', model: 'haiku' },
                { number: 2, outcome: 'timeout', provider: 'claude', model: 'haiku' },
              ],
            },
            { id: 'z', description: 'z', status: 'pending', attempts: [{ number: 1, outcome: 'passed' }] },
          ],
        },
      ],
    };
    const m = planMetrics(plan);
    // A rate limit is no attempt: x's retry after its gate failure is attempt 3, which passed.
    expect(m.overall.retryPass).toEqual({ count: 1, of: 2, rate: 0.5 });
    expect(m.overall.attemptsPerCompletedTask).toBe(2);
    expect(m.overall.perCompletedTask.turns).toBe(10);
    expect(m.overall.perCompletedTask.costUsd).toBe(0.6);
    // As every amount Ralph shows: cents, up to four decimals below a dollar, no trailing zeros past cents.
    const rows = metricsRows(m);
    expect(rows[1]![rows[0]!.indexOf('COST/DONE')]).toBe('$0.60');
    const by = Object.fromEntries(m.agents.map((a) => [`${a.provider}/${a.model}`, a]));
    expect(Object.keys(by)).toEqual(['claude/haiku', 'claude/opus', 'unknown/unknown']);
    expect(by['claude/haiku']!.firstAttemptPass).toEqual({ count: 0, of: 2, rate: 0 });
    expect(by['claude/haiku']!.completed).toBe(0);
    expect(by['claude/opus']!.completed).toBe(1);
    expect(by['claude/opus']!.retryPass).toEqual({ count: 1, of: 1, rate: 1 });
    expect(by['claude/haiku']!.blockedRate).toEqual({ count: 1, of: 2, rate: 0.5 });
  });
});
