// A plan that routes its tasks to two providers (core/agent-routing.ts), run through the workflow
// `ralph init` writes for it, in the runner emulation (test/support/runner.ts) against a real
// bare remote and the local GitHub server: the schedule's matrix carries each leg's provider and
// model, each task job installs only the CLI its leg names and gets only that CLI's key, and each
// attempt records the agent that ran it. The `command` agent is the scripted agent; Claude Code
// is a stand-in on PATH (test/support/routing.ts) that does the work and prints the real CLI's
// stream-json: it does not model the CLI beyond that transcript. The CLI's install step is the
// one step replaced: it would need the network.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { planProviders } from '../src/core/agent-routing.js';
import type { Attempt, Plan } from '../src/core/plan/plan.js';
import { renderWorkflow } from '../src/core/workflow/workflow.js';
import { providerProblems } from '../src/core/workflow/workflow-check.js';
import { claudeOnPath } from './support/claude-on-path.js';
import { type Flow, failures, sharedDir, sharedScript, startFlow } from './support/ralph-flow.js';
import { git, planJson } from './support/repo.js';
import { CHECK, mixedPlan } from './support/routing.js';
import type { RunResult } from './support/runner.js';
import { SCRIPTED_COMMAND } from './support/scripted-agent.js';

const INSTALL_CLAUDE = 'npm install -g @anthropic-ai/claude-code';

const leg = (run: RunResult) => {
  const legs = run.jobs.filter((j) => j.id === 'task');
  expect(legs, failures(run)).toHaveLength(1);
  return legs[0]!;
};
const pick = (a: Attempt) => ({ number: a.number, provider: a.provider, model: a.model, outcome: a.outcome });

describe('the workflow for a plan with two providers', () => {
  let flow: Flow;
  const installs: string[] = [];
  const plan = mixedPlan(SCRIPTED_COMMAND);
  const workflow = renderWorkflow({ gates: plan.gates!, providers: planProviders(plan) });

  beforeAll(async () => {
    const script = sharedScript({ 'a-esc': [{ write: { 'a-esc.txt': 'BUG' }, marker: 'done' }] });
    const bin = claudeOnPath({
      record: sharedDir('ralph-claude-argv-', true),
      dir: (prefix) => sharedDir(prefix),
    });
    flow = await startFlow({
      files: { 'implementation.json': planJson(plan), 'check.mjs': CHECK, 'README.md': '# demo\n' },
      gates: plan.gates!,
      workflow,
      env: { AGENT_SCRIPT: script },
      runner: {
        secrets: { ANTHROPIC_API_KEY: 'sk-test' },
        // The CLI's install needs the network: it puts the stand-in on PATH instead.
        replaceRun: ({ run }) => {
          if (!run.startsWith(INSTALL_CLAUDE)) return undefined;
          installs.push(run);
          return `echo "${bin}" >> "$GITHUB_PATH"`;
        },
      },
    });
  });

  afterAll(async () => {
    await flow?.close();
  });

  it('installs one step per provider, keyed on the leg, and hands each leg only its key', () => {
    expect(planProviders(plan)).toEqual(['claude', 'command']);
    const task = (parseYaml(workflow) as { jobs: { task: { steps: Array<Record<string, unknown>> } } }).jobs
      .task;
    const install = task.steps.filter((s) => String(s.name ?? '').startsWith('Install the agent'));
    // `command` has no CLI to install: one step, for claude's legs alone.
    expect(install).toEqual([
      { name: 'Install the agent (claude)', if: "matrix.provider == 'claude'", run: INSTALL_CLAUDE },
    ]);
    const run = task.steps.find((s) => s.id === 'run') as {
      with: Record<string, unknown>;
      env: Record<string, string>;
    };
    expect(run.with.agent).toBeUndefined(); // the leg's matrix entry names the provider
    // Every leg is claude's or the user's own program (which may call any model): the key, plainly.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
    expect(run.env).toEqual({ ANTHROPIC_API_KEY: '${{ secrets.ANTHROPIC_API_KEY }}' });
    expect(providerProblems(parseYaml(workflow), planProviders(plan))).toEqual([]);
    // With a codex leg beside them, each key goes only to the legs whose CLI needs it.
    const three = parseYaml(renderWorkflow({ gates: [], providers: ['claude', 'codex', 'command'] })) as {
      jobs: { task: { steps: Array<{ id?: string; env?: Record<string, string> }> } };
    };
    const expression = (text: string) => `\${{ ${text} }}`;
    expect(three.jobs.task.steps.find((s) => s.id === 'run')!.env).toEqual({
      ANTHROPIC_API_KEY: expression(
        "(matrix.provider == 'claude' || matrix.provider == 'command') && secrets.ANTHROPIC_API_KEY || ''",
      ),
      OPENAI_API_KEY: expression(
        "(matrix.provider == 'codex' || matrix.provider == 'command') && secrets.OPENAI_API_KEY || ''",
      ),
    });
  });

  it('runs each leg with its resolved agent, installs only what the leg needs, and records the agent of each attempt', {
    timeout: 300_000,
  }, async () => {
    // Run 1: a-light, light tier: the command agent. Nothing is installed.
    const r1 = await flow.run('schedule');
    expect(r1.conclusion, failures(r1)).toBe('success');
    const l1 = leg(r1);
    expect(l1.matrix).toMatchObject({ task: 'a-light', provider: 'command', model: '' });
    expect(l1.step('Install the agent (claude)').outcome).toBe('skipped');
    expect(installs).toEqual([]);

    // Run 2: a-heavy, heavy tier: Claude Code with the tier's model, and its key.
    const r2 = await flow.run('schedule');
    expect(r2.conclusion, failures(r2)).toBe('success');
    const l2 = leg(r2);
    expect(l2.matrix).toMatchObject({ task: 'a-heavy', provider: 'claude', model: 'claude-heavy' });
    expect(l2.step('Install the agent (claude)').outcome).toBe('success');
    expect(l2.step('run').env.ANTHROPIC_API_KEY).toBe('sk-test');
    expect(l2.step('run').stdout).toContain('Agent claude claude-heavy: a-heavy attempt 1');
    expect(installs).toEqual([INSTALL_CLAUDE]);

    // Run 3: a-esc, standard tier: the command agent's work fails the gate.
    const r3 = await flow.run('schedule');
    const l3 = leg(r3);
    expect(l3.matrix).toMatchObject({ task: 'a-esc', attempt: 1, provider: 'command' });
    expect(l3.step('record').outputs.outcome).toBe('gate_failed');
    expect(installs).toHaveLength(1);

    // Run 4: its retry escalates to the strong model.
    const r4 = await flow.run('schedule');
    expect(r4.conclusion, failures(r4)).toBe('success');
    const l4 = leg(r4);
    expect(l4.matrix).toMatchObject({
      task: 'a-esc',
      attempt: 2,
      provider: 'claude',
      model: 'claude-strong',
    });
    expect(l4.step('record').outputs.outcome).toBe('passed');
    expect(installs).toEqual([INSTALL_CLAUDE, INSTALL_CLAUDE]);

    const recorded = JSON.parse(git(flow.remote, 'show', 'ralph/app:implementation.json')) as Plan;
    expect(
      Object.fromEntries(recorded.specs[0]!.tasks.map((t) => [t.id, (t.attempts ?? []).map(pick)])),
    ).toEqual({
      'a-light': [{ number: 1, provider: 'command', model: undefined, outcome: 'passed' }],
      'a-heavy': [{ number: 1, provider: 'claude', model: 'claude-heavy', outcome: 'passed' }],
      'a-esc': [
        { number: 1, provider: 'command', model: undefined, outcome: 'gate_failed' },
        { number: 2, provider: 'claude', model: 'claude-strong', outcome: 'passed' },
      ],
    });
    expect(recorded.specs[0]!.tasks[1]!.attempts![0]!.costUsd).toBe(0.0084);
    flow.server.assertNoViolations();
  });
});
