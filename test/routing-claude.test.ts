// A plan mixing two providers, run by `ralph build` with the REAL Claude Code CLI (the pinned
// devDependency, node_modules/.bin/claude) as one of them: the `command` agent (the scripted
// agent) takes the light and standard tasks, Claude Code the heavy tier and the escalated retry,
// each against its own local Anthropic Messages API stand-in
// (test/support/model-standins/anthropic.ts), named by the level's `env`. Ralph's key proxy
// holds the key; the stand-ins accept only that key, so a task gets done only through it.
//
// The same plan then runs through the workflow Ralph ships (.github/workflows/ralph.yml) in the
// runner emulation: the legs' matrix names their agents, only the claude legs install the CLI
// (the install step puts the pinned one on PATH instead of fetching it), and each attempt records
// its agent.
//
// What this does not show: the real API and real models (no network here: the stand-in scripts
// one file edit and the marker).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/cli.js';
import type { Attempt, Plan } from '../src/core/plan/plan.js';
import { failures, REPO_ROOT, sharedScript, withFlow } from './support/ralph-flow.js';
import { git, makeRepo, planJson, tempDir } from './support/repo.js';
import { CHECK } from './support/routing.js';
import type { RunResult } from './support/runner.js';
import { SCRIPTED_COMMAND, writeScript } from './support/scripted-agent.js';

/** What this test uses of the stand-in (test/support/model-standins/, from the key proxy's work). */
interface StandIn {
  url: string;
  requests: Array<{ url: string; headers: Record<string, string | string[] | undefined>; body: unknown }>;
  close(): Promise<void>;
}
type StartAnthropic = (o: { apiKey: string; script: { path: string; content: string } }) => Promise<StandIn>;
const STANDIN = join(import.meta.dirname, 'support', 'model-standins', 'anthropic.ts');

const BIN = join(import.meta.dirname, '..', 'node_modules', '.bin');
// Made at run time: a key written in this file would be found in vitest's cache of it.
const KEY = `sk-ant-routing-${randomBytes(16).toString('hex')}`;

const started: StandIn[] = [];
afterEach(async () => {
  for (const s of started.splice(0)) await s.close();
});

const pick = (a: Attempt) => ({ number: a.number, provider: a.provider, model: a.model, outcome: a.outcome });
const models = (s: StandIn) =>
  s.requests
    .filter((r) => r.url.startsWith('/v1/messages'))
    .map((r) => (r.body as { model?: string } | undefined)?.model);

/** The command agent by default, the real Claude Code for the heavy tier and escalated retries. */
function mixed(
  heavy: StandIn,
  strong: StandIn,
  gates: Plan['gates'] = [{ name: 'check', command: 'node check.mjs' }],
): Plan {
  return {
    version: 1,
    gates,
    agent: {
      provider: 'command',
      command: SCRIPTED_COMMAND,
      tiers: {
        heavy: {
          provider: 'claude',
          model: 'claude-sonnet-4-5',
          maxTurns: 10,
          env: { ANTHROPIC_BASE_URL: heavy.url, CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1' },
        },
      },
      escalate: {
        provider: 'claude',
        model: 'claude-opus-4-5',
        maxTurns: 10,
        env: { ANTHROPIC_BASE_URL: strong.url, CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1' },
      },
    },
    specs: [
      {
        id: 'app',
        name: 'App',
        tasks: [
          { id: 'a-light', description: 'Write a-light.txt', status: 'pending', complexity: 'light' },
          { id: 'a-heavy', description: 'Write a-heavy.txt', status: 'pending', complexity: 'heavy' },
          { id: 'a-esc', description: 'Write a-esc.txt', status: 'pending', complexity: 'standard' },
        ],
      },
    ],
  };
}

/** Starts the two stand-ins: the heavy tier's and the escalation's, each scripted to write its task's file. */
async function standIns(): Promise<{ heavy: StandIn; strong: StandIn }> {
  const { startAnthropicStandIn } = (await import(STANDIN)) as { startAnthropicStandIn: StartAnthropic };
  const heavy = await startAnthropicStandIn({
    apiKey: KEY,
    script: { path: 'a-heavy.txt', content: 'work of a-heavy\n' },
  });
  started.push(heavy);
  const strong = await startAnthropicStandIn({
    apiKey: KEY,
    script: { path: 'a-esc.txt', content: 'fixed\n' },
  });
  started.push(strong);
  return { heavy, strong };
}

describe('ralph build with the real Claude Code as one of two providers', () => {
  it('runs each task with its resolved agent, the real CLI for the heavy tier and the escalated retry', {
    timeout: 240_000,
  }, async () => {
    const { heavy, strong } = await standIns();
    const plan = mixed(heavy, strong);
    const root = makeRepo({
      'implementation.json': planJson(plan),
      'check.mjs': CHECK,
      'README.md': '# demo\n',
    });
    // The command agent's attempt at a-esc leaves a bug: the gate fails, the retry escalates.
    const script = writeScript({ 'a-esc': [{ write: { 'a-esc.txt': 'BUG' }, marker: 'done' }] });
    let out = '';
    const code = await runCli(['build'], {
      cwd: root,
      env: {
        PATH: `${BIN}:${process.env.PATH}`,
        HOME: tempDir('ralph-home-'),
        USER: 'dev',
        CI: 'true',
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_CONFIG_NOSYSTEM: '1',
        AGENT_SCRIPT: script,
        // Ralph holds the key; the agent reaches the model through Ralph's key proxy.
        ANTHROPIC_API_KEY: KEY,
      },
      out: (t) => (out += `${t}\n`),
      err: (t) => (out += `${t}\n`),
    });
    const log = (task: string, n: number) => {
      try {
        return readFileSync(join(root, '.ralph', 'logs', task, `attempt-${n}.log`), 'utf8').slice(-3000);
      } catch {
        return '';
      }
    };
    expect(code, `${out}\n${log('a-heavy', 1)}\n${log('a-esc', 2)}`).toBe(0);
    expect(out).toContain('▶ app/a-heavy attempt 1 (claude claude-sonnet-4-5) on ralph/app');
    expect(out).toContain('▶ app/a-esc attempt 2 (claude claude-opus-4-5 (escalated)) on ralph/app');

    const recorded = JSON.parse(git(root, 'show', 'ralph/app:implementation.json')) as Plan;
    const attempts = Object.fromEntries(
      recorded.specs[0]!.tasks.map((t) => [t.id, (t.attempts ?? []).map(pick)]),
    );
    expect(attempts).toEqual({
      'a-light': [{ number: 1, provider: 'command', model: undefined, outcome: 'passed' }],
      'a-heavy': [{ number: 1, provider: 'claude', model: 'claude-sonnet-4-5', outcome: 'passed' }],
      'a-esc': [
        { number: 1, provider: 'command', model: undefined, outcome: 'gate_failed' },
        { number: 2, provider: 'claude', model: 'claude-opus-4-5', outcome: 'passed' },
      ],
    });
    expect(git(root, 'show', 'ralph/app:a-heavy.txt')).toBe('work of a-heavy');
    expect(git(root, 'show', 'ralph/app:a-esc.txt')).toBe('fixed');
    // Each real CLI run asked its level's stand-in for its level's model, with the key Ralph added.
    expect(models(heavy)).toContain('claude-sonnet-4-5');
    expect(models(heavy)).not.toContain('claude-opus-4-5');
    expect(models(strong)).toContain('claude-opus-4-5');
    expect(models(strong)).not.toContain('claude-sonnet-4-5');
    for (const s of [heavy, strong])
      for (const r of s.requests.filter((q) => q.url.startsWith('/v1/messages')))
        expect(r.headers['x-api-key']).toBe(KEY);
  });
});

describe('the shipped workflow with the real Claude Code as one of two providers', () => {
  it('installs the CLI only on claude legs, runs each leg with its agent, and records it', {
    timeout: 400_000,
  }, async () => {
    const { heavy, strong } = await standIns();
    // The shipped workflow's gate steps, by name.
    const gates = [
      { name: 'typecheck', command: 'true' },
      { name: 'lint', command: 'true' },
      { name: 'test', command: 'node check.mjs' },
    ];
    const plan = mixed(heavy, strong, gates);
    const script = sharedScript({ 'a-esc': [{ write: { 'a-esc.txt': 'BUG' }, marker: 'done' }] });
    const installs: string[] = [];
    // A project `npm ci` (the shipped workflow's setup) installs offline: no dependencies.
    const pkg = { name: 'shipped', version: '1.0.0', private: true };
    const lock = {
      name: 'shipped',
      version: '1.0.0',
      lockfileVersion: 3,
      requires: true,
      packages: { '': pkg },
    };
    await withFlow(
      {
        files: {
          'implementation.json': planJson(plan),
          'check.mjs': CHECK,
          'package.json': `${JSON.stringify(pkg, null, 2)}\n`,
          'package-lock.json': `${JSON.stringify(lock, null, 2)}\n`,
        },
        gates,
        workflow: readFileSync(join(REPO_ROOT, '.github', 'workflows', 'ralph.yml'), 'utf8'),
        env: { AGENT_SCRIPT: script },
        runner: {
          secrets: { ANTHROPIC_API_KEY: KEY },
          // The two steps that need the network: the project's install, and the CLI's, which puts
          // the pinned real CLI on PATH instead of fetching it.
          replaceRun: ({ run }) => {
            if (run === 'npm ci') return 'true';
            if (!run.startsWith('npm install -g @anthropic-ai/claude-code')) return undefined;
            installs.push(run);
            return `echo "${BIN}" >> "$GITHUB_PATH"`;
          },
        },
      },
      async (flow) => {
        const legOf = (run: RunResult) => {
          expect(run.conclusion === 'success' || run.conclusion === 'failure', failures(run)).toBe(true);
          return run.jobs.find((j) => j.id === 'task')!;
        };
        const r1 = await flow.run('schedule');
        const l1 = legOf(r1);
        expect(l1.step('record').outputs.outcome, failures(r1)).toBe('passed');
        expect(l1.matrix).toMatchObject({ task: 'a-light', provider: 'command' });
        expect(l1.step('Install the agent (claude)').outcome).toBe('skipped');
        const r2 = await flow.run('schedule');
        const l2 = legOf(r2);
        expect(l2.matrix).toMatchObject({ task: 'a-heavy', provider: 'claude', model: 'claude-sonnet-4-5' });
        expect(l2.step('record').outputs.outcome, failures(r2)).toBe('passed');
        const l3 = legOf(await flow.run('schedule'));
        expect(l3.matrix).toMatchObject({ task: 'a-esc', attempt: 1, provider: 'command' });
        expect(l3.step('record').outputs.outcome).toBe('gate_failed');
        const r4 = await flow.run('schedule');
        const l4 = legOf(r4);
        expect(l4.matrix).toMatchObject({
          task: 'a-esc',
          attempt: 2,
          provider: 'claude',
          model: 'claude-opus-4-5',
        });
        expect(l4.step('record').outputs.outcome, failures(r4)).toBe('passed');
        expect(installs).toHaveLength(2); // the two claude legs, not the command ones

        const recorded = JSON.parse(git(flow.remote, 'show', 'ralph/app:implementation.json')) as Plan;
        expect(
          Object.fromEntries(recorded.specs[0]!.tasks.map((t) => [t.id, (t.attempts ?? []).map(pick)])),
        ).toEqual({
          'a-light': [{ number: 1, provider: 'command', model: undefined, outcome: 'passed' }],
          'a-heavy': [{ number: 1, provider: 'claude', model: 'claude-sonnet-4-5', outcome: 'passed' }],
          'a-esc': [
            { number: 1, provider: 'command', model: undefined, outcome: 'gate_failed' },
            { number: 2, provider: 'claude', model: 'claude-opus-4-5', outcome: 'passed' },
          ],
        });
        expect(git(flow.remote, 'show', 'ralph/app:a-esc.txt')).toBe('fixed');
        expect(models(heavy)).toContain('claude-sonnet-4-5');
        expect(models(strong)).toContain('claude-opus-4-5');
        for (const s of [heavy, strong])
          for (const r of s.requests.filter((q) => q.url.startsWith('/v1/messages')))
            expect(r.headers['x-api-key']).toBe(KEY);
        flow.server.assertNoViolations();
      },
    );
  });
});
