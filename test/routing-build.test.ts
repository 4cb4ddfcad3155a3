// `ralph build` on a plan that routes its tasks to two providers (core/agent-routing.ts): a
// `command` agent (the scripted agent, a real process) for light and standard work, Claude Code
// for the heavy tier and for escalated retries. Here Claude Code is a stand-in on PATH that does
// the task's work and prints the real CLI's stream-json (test/fixtures/transcripts): it does not
// model the CLI beyond that transcript and its argv, which it records. test/routing-claude.test.ts
// runs the real CLI against a local model server.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/cli.js';
import type { Attempt, Plan } from '../src/core/plan/plan.js';
import { claudeOnPath } from './support/claude-on-path.js';
import { git, makeRepo, planJson, tempDir } from './support/repo.js';
import { CHECK, mixedPlan } from './support/routing.js';
import { SCRIPTED_COMMAND, writeScript } from './support/scripted-agent.js';

async function ralph(root: string, env: NodeJS.ProcessEnv, ...args: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(args, {
    cwd: root,
    env,
    out: (t) => (out += `${t}\n`),
    err: (t) => (err += `${t}\n`),
  });
  return { code, out, err };
}

const pick = (a: Attempt) => ({ number: a.number, provider: a.provider, model: a.model, outcome: a.outcome });

describe('ralph build with two providers', () => {
  it('runs each task with the agent its levels resolve to, escalates a failed one, and records each attempt', {
    timeout: 120_000,
  }, async () => {
    const root = makeRepo({
      'implementation.json': planJson(mixedPlan(SCRIPTED_COMMAND)),
      'check.mjs': CHECK,
      'README.md': '# demo\n',
    });
    // a-esc's first attempt (the command agent) leaves a bug: the gate fails, the retry escalates.
    const script = writeScript({ 'a-esc': [{ write: { 'a-esc.txt': 'BUG' }, marker: 'done' }] });
    const record = tempDir('ralph-claude-argv-');
    const env = {
      ...process.env,
      PATH: `${claudeOnPath({ record })}:${process.env.PATH}`,
      AGENT_SCRIPT: script,
      AGENT_PROMPTS: tempDir('ralph-prompts-'),
      CI: 'true',
    };

    // Before anything runs, the dry run shows the agent of each ready task.
    const dry = await ralph(root, env, 'build', '--dry-run');
    expect(dry.code, dry.err).toBe(0);
    expect(dry.out).toMatch(/SPEC\s+TASK\s+ATTEMPT\s+AGENT\s+TIER/);
    expect(dry.out).toMatch(/app\s+a-light\s+1\s+command\s+light/);

    const r = await ralph(root, env, 'build');
    expect(r.code, `${r.out}\n${r.err}`).toBe(0);
    // The progress names each attempt's agent.
    expect(r.out).toContain('▶ app/a-light attempt 1 (command) on ralph/app');
    expect(r.out).toContain('▶ app/a-heavy attempt 1 (claude claude-heavy) on ralph/app');
    expect(r.out).toContain('▶ app/a-esc attempt 1 (command) on ralph/app');
    expect(r.out).toContain('▶ app/a-esc attempt 2 (claude claude-strong (escalated)) on ralph/app');

    const plan = JSON.parse(git(root, 'show', 'ralph/app:implementation.json')) as Plan;
    const attempts = Object.fromEntries(
      plan.specs[0]!.tasks.map((t) => [t.id, (t.attempts ?? []).map(pick)]),
    );
    expect(attempts).toEqual({
      'a-light': [{ number: 1, provider: 'command', model: undefined, outcome: 'passed' }],
      'a-heavy': [{ number: 1, provider: 'claude', model: 'claude-heavy', outcome: 'passed' }],
      'a-esc': [
        { number: 1, provider: 'command', model: undefined, outcome: 'gate_failed' },
        { number: 2, provider: 'claude', model: 'claude-strong', outcome: 'passed' },
      ],
    });
    expect(plan.specs[0]!.tasks.map((t) => t.status)).toEqual(['completed', 'completed', 'completed']);
    // Claude Code was asked for the model its level named; the command agent never ran as claude.
    const argv = (name: string) =>
      (JSON.parse(readFileSync(join(record, name), 'utf8')) as { argv: string[] }).argv;
    expect(argv('a-heavy.1.json').join(' ')).toContain('--model claude-heavy');
    expect(argv('a-esc.2.json').join(' ')).toContain('--model claude-strong');
    expect(() => readFileSync(join(record, 'a-light.1.json'))).toThrow();
    // The claude attempts report a cost; the command attempts are named as not counted.
    const esc = plan.specs[0]!.tasks[2]!.attempts!;
    expect(esc[0]!.costUsd).toBeUndefined();
    expect(esc[1]!.costUsd).toBe(0.0084);

    // status: each task's agent, the cost with what was not counted.
    const status = await ralph(root, env, 'status');
    expect(status.code, status.err).toBe(0);
    const rows = status.out
      .split('\n\n')[0]!
      .split('\n')
      .map((l) => l.split(/\s{2,}/));
    expect(rows[0]).toEqual(['SPEC', 'TASK', 'STATUS', 'ATTEMPTS', 'AGENT', 'COST', 'NOTE']);
    expect(rows.slice(1).map((row) => row.slice(1, 6))).toEqual([
      ['a-light', 'completed', '1', 'command', '1 uncounted'],
      ['a-heavy', 'completed', '1', 'claude claude-heavy', '$0.0084'],
      ['a-esc', 'completed', '2', 'claude claude-strong', '$0.0084 + 1 uncounted'],
    ]);
    expect(status.out).toContain(
      'Cost: $0.0168 recorded; not counted: 2 attempts by command, which reported no cost',
    );

    // The report: per tier, each provider and model with its first-attempt pass rate and cost per task.
    const report = await ralph(root, env, 'report', '--json');
    const m = JSON.parse(report.out) as {
      routes: Array<{
        group: string;
        provider: string;
        model: string;
        firstAttemptPass: { count: number; of: number };
        completed: number;
        uncounted: number;
        perCompletedTask: { costUsd: number | null };
      }>;
    };
    const route = (group: string, provider: string) =>
      m.routes
        .filter((x) => x.group === group && x.provider === provider)
        .map((x) => ({
          model: x.model,
          first: `${x.firstAttemptPass.count}/${x.firstAttemptPass.of}`,
          completed: x.completed,
          uncounted: x.uncounted,
          cost: x.perCompletedTask.costUsd,
        }));
    expect(route('tier standard', 'command')).toEqual([
      { model: '(default)', first: '0/1', completed: 0, uncounted: 1, cost: null },
    ]);
    // The escalated model passed the task its cheap first attempt failed: both are shown.
    expect(route('tier standard', 'claude')).toEqual([
      { model: 'claude-strong', first: '0/0', completed: 1, uncounted: 0, cost: 0.0084 },
    ]);
    expect(route('tier heavy', 'claude')).toEqual([
      { model: 'claude-heavy', first: '1/1', completed: 1, uncounted: 0, cost: 0.0084 },
    ]);
    expect(route('tier light', 'command')).toEqual([
      { model: '(default)', first: '1/1', completed: 1, uncounted: 1, cost: null },
    ]);
    const text = await ralph(root, env, 'report');
    expect(text.out).toMatch(/tier standard: claude claude-strong\s/);
    expect(text.out).toMatch(/tier standard: command \(default\)\s/);
  });

  it('--agent and --model on the command line override every level for that run', {
    timeout: 60_000,
  }, async () => {
    const root = makeRepo({
      'implementation.json': planJson(mixedPlan('false')),
      'check.mjs': CHECK,
      'README.md': '# demo\n',
    });
    const env = { ...process.env, AGENT_PROMPTS: tempDir('ralph-prompts-'), CI: 'true' };
    const r = await ralph(
      root,
      env,
      'build',
      '--agent',
      'command',
      '--agent-command',
      SCRIPTED_COMMAND,
      '--model',
      'm-1',
    );
    expect(r.code, `${r.out}\n${r.err}`).toBe(0);
    const plan = JSON.parse(git(root, 'show', 'ralph/app:implementation.json')) as Plan;
    expect(plan.specs[0]!.tasks.flatMap((t) => t.attempts!.map(pick))).toEqual([
      { number: 1, provider: 'command', model: 'm-1', outcome: 'passed' },
      { number: 1, provider: 'command', model: 'm-1', outcome: 'passed' },
      { number: 1, provider: 'command', model: 'm-1', outcome: 'passed' },
    ]);
  });
});
