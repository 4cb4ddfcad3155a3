// Costs in the CI flow (docs/ARCHITECTURE.md#cost-and-budgets): the workflow `ralph init` writes, run by the runner
// emulation, with a `claude` on PATH that prints the real CLI's transcript of a finished task
// ($0.0084 an attempt). The writer outputs and summarises what the run cost; once the plan's
// recorded cost reaches its budget, the writer dispatches nothing and the schedule starts nothing.
import { afterAll, describe, expect, it } from 'vitest';
import type { Plan } from '../src/core/plan/plan.js';
import { renderWorkflow } from '../src/core/workflow/workflow.js';
import { claudeOnPath } from './support/claude-on-path.js';
import { type Flow, failures, sharedDir, startFlow } from './support/ralph-flow.js';
import { git, planJson } from './support/repo.js';
import { scriptedTask as t } from './support/scripted-agent.js';

describe('costs in the workflow', () => {
  let flow: Flow | undefined;
  afterAll(async () => {
    await flow?.close();
  });

  it("outputs the run's cost from the writer, and a spent plan budget stops the next run", {
    timeout: 240_000,
  }, async () => {
    const plan: Plan = {
      version: 1,
      agent: { provider: 'claude' },
      budget: { maxCostUsd: 0.01 },
      specs: [
        { id: 'api', name: 'API', priority: 1, tasks: [t('api-1'), t('api-2')] },
        { id: 'cli', name: 'CLI', priority: 2, tasks: [t('cli-1'), t('cli-2')] },
      ],
    };
    flow = await startFlow({
      files: { 'implementation.json': planJson(plan), 'README.md': '# demo\n' },
      gates: [],
      // The workflow `ralph init --agent claude` writes, less the step that installs the CLI.
      workflow: renderWorkflow({ gates: [], agent: 'command' }).replace('agent: command', 'agent: claude'),
      env: { PATH: `${claudeOnPath({ dir: sharedDir })}:${process.env.PATH}` },
    });

    // Run 1: nothing spent yet, so one task of each spec runs; each reports $0.0084.
    const r1 = await flow.run();
    expect(r1.conclusion, failures(r1)).toBe('success');
    const fin = r1.job('finalize').step('finalize');
    expect(fin.outputs['cost-usd']).toBe('0.0168');
    expect(fin.summary).toContain('Cost of this run: $0.0168.');
    expect(fin.summary).toContain(
      'Cost: $0.0168 recorded of a $0.01 budget: spent, so no task starts until the budget is raised.',
    );
    expect(fin.summary).toContain("No task starts another run: the plan's cost budget is spent");
    expect(flow.server.state.dispatches).toHaveLength(0); // work remains, but the budget is spent
    const api = JSON.parse(git(flow.remote, 'show', 'ralph/api:implementation.json')) as Plan;
    expect(api.specs[0]!.tasks[0]!.attempts![0]).toMatchObject({
      outcome: 'passed',
      turns: 2,
      costUsd: 0.0084,
    });

    // Run 2: the schedule starts nothing, and its summary says why.
    const r2 = await flow.run();
    expect(r2.conclusion, failures(r2)).toBe('success');
    const schedule = r2.job('schedule').step('schedule');
    expect(schedule.outputs['has-work']).toBe('false');
    expect(schedule.summary).toContain(
      "Nothing is ready to run: the plan's cost budget is spent: $0.0168 recorded of $0.01; no task starts until the budget is raised.",
    );
    expect(r2.jobs.filter((j) => j.id === 'task').map((j) => j.result)).toEqual(['skipped']);
  });
});
