// Auto-merge wakes the specs that depend on the merged one. A merge Ralph makes with the run's
// GITHUB_TOKEN fires no `pull_request` event on GitHub (no workflow starts for an event caused by
// that token, except a dispatch), so the listen job never hears it: the run that merges must
// dispatch the next one itself. The runs GitHub starts are derived from what the server saw
// (runsGitHubStarts), never started by hand.
import { describe, expect, it } from 'vitest';
import type { Plan } from '../src/core/plan/plan.js';
import { runsGitHubStarts } from './support/github-events.js';
import { expectGreen, type Flow, sharedDir, startScriptedFlow, taskLegs } from './support/ralph-flow.js';
import { git } from './support/repo.js';
import { scriptedAgent, scriptedTask as t } from './support/scripted-agent.js';

const AGENT = scriptedAgent();

function setup(plan: Plan): Promise<Flow> {
  return startScriptedFlow(plan, { autoMerge: true, prompts: sharedDir('ralph-prompts-', true) });
}

/**
 * CI passes on the spec's pull request head, as a required check would report. Ralph opened and
 * pushed that pull request with the GITHUB_TOKEN, so no workflow of the repository ran on it
 * (docs/action.md says so: its checks run with a GitHub App's token only). The check comes from a
 * CI app outside Actions (`ci-app`), which GitHub tells of every pull request whatever token opened it.
 */
async function ciPasses(flow: Flow, branch: string): Promise<void> {
  const pr = flow.server.state.pulls.find((p) => p.head === branch)!;
  const { runs, refused } = await runsGitHubStarts(flow.server, 0);
  expect(runs.filter((r) => r.event === 'pull_request')).toEqual([]);
  expect(
    refused.filter((r) => r.cause.pull === pr.number).map((r) => `${r.cause.event} ${r.cause.action}`),
  ).toEqual(['pull_request opened']);
  const sha = git(flow.remote, 'rev-parse', branch);
  flow.server.setCheckRun(sha, { name: 'ci', status: 'completed', conclusion: 'success', app: 'ci-app' });
  const res = await fetch(
    `${flow.server.url}/repos/${flow.server.owner}/${flow.server.repo}/commits/${sha}/check-runs`,
    { headers: { authorization: 'token a-reader' } },
  );
  const body = (await res.json()) as { check_runs: Array<{ name: string; app: { slug: string } }> };
  expect(body.check_runs.map((c) => `${c.name} by ${c.app.slug}`)).toEqual(['ci by ci-app']);
}

describe('auto-merge wakes the dependents', () => {
  it('the run that merges a spec dispatches the next run, which starts the spec that waited on it', {
    timeout: 240_000,
  }, async () => {
    const plan: Plan = {
      version: 1,
      agent: AGENT,
      specs: [
        { id: 'a', name: 'A', tasks: [t('a-1')] },
        { id: 'b', name: 'B', tasks: [t('b-1', { dependsOn: ['a-1'] })] },
      ],
    };
    const flow = await setup(plan);
    try {
      // Run 1: a-1 is done and A's pull request opened; b-1 waits for A on main.
      let from = flow.server.state.triggers.length;
      const r1 = await flow.run();
      expectGreen(r1);
      expect(taskLegs(r1)).toEqual(['a-1']);
      const pr = flow.server.state.pulls.find((p) => p.head === 'ralph/a')!;
      expect(pr.state).toBe('open');
      // Ralph's pull request, opened with the GITHUB_TOKEN, starts nothing.
      const after1 = await runsGitHubStarts(flow.server, from);
      expect(after1.runs).toEqual([]);
      expect(after1.refused.map((r) => `${r.cause.event} ${r.cause.action}`)).toEqual([
        'pull_request opened',
      ]);

      // CI passes; the next scheduled run merges A.
      await ciPasses(flow, 'ralph/a');
      from = flow.server.state.triggers.length;
      const r2 = await flow.run();
      expectGreen(r2);
      expect(flow.server.state.pulls.find((p) => p.number === pr.number)).toMatchObject({
        state: 'closed',
        merged: true,
        mergedBy: 'github-actions[bot]',
      });
      expect(git(flow.remote, 'show', 'main:a-1.txt')).toContain('work of a-1');
      // The merge, made with the GITHUB_TOKEN, wakes no listen job; the dispatch starts a run.
      const after2 = await runsGitHubStarts(flow.server, from);
      expect(after2.refused.map((r) => `${r.cause.event} ${r.cause.action} #${r.cause.pull}`)).toEqual([
        `pull_request closed #${pr.number}`,
      ]);
      expect(after2.runs.map((r) => r.event)).toEqual(['workflow_dispatch']);
      expect(flow.server.state.dispatches).toHaveLength(1);
      expect(r2.job('finalize').step('finalize').summary).toContain(
        '1 task ready for the next run (dispatched)',
      );

      // The dispatched run starts b-1, and it completes.
      const r3 = await flow.runner.run(after2.runs[0]!);
      expectGreen(r3);
      expect(taskLegs(r3)).toEqual(['b-1']);
      expect(git(flow.remote, 'show', 'ralph/b:b-1.txt')).toContain('work of b-1');
      flow.server.assertNoViolations();
    } finally {
      await flow.close();
    }
  });
  it('dispatches once, when the merge and a recorded attempt both leave work', {
    timeout: 240_000,
  }, async () => {
    const plan: Plan = {
      version: 1,
      agent: AGENT,
      specs: [
        { id: 'a', name: 'A', tasks: [t('a-1')] },
        { id: 'b', name: 'B', tasks: [t('b-1', { dependsOn: ['a-1'] })] },
        {
          id: 'c',
          name: 'C',
          tasks: [t('c-1'), t('c-2', { dependsOn: ['c-1'] }), t('c-3', { dependsOn: ['c-2'] })],
        },
      ],
    };
    const flow = await setup(plan);
    try {
      const r1 = await flow.run();
      expectGreen(r1);
      expect(taskLegs(r1)).toEqual(['a-1', 'c-1']);
      expect(flow.server.state.dispatches).toHaveLength(1);
      await ciPasses(flow, 'ralph/a');
      // The dispatched run: c-2 is recorded (c-3 is next) and A is merged (b-1 is next).
      const from = flow.server.state.triggers.length;
      const r2 = await flow.runner.run((await runsGitHubStarts(flow.server, 0)).runs.at(-1)!);
      expectGreen(r2);
      expect(taskLegs(r2)).toEqual(['c-2']);
      expect(flow.server.state.pulls.find((p) => p.head === 'ralph/a')!.merged).toBe(true);
      const started = await runsGitHubStarts(flow.server, from);
      expect(started.runs.map((r) => r.event)).toEqual(['workflow_dispatch']);
      expect(flow.server.state.dispatches).toHaveLength(2);
      expect(r2.job('finalize').step('finalize').summary).toContain(
        '2 tasks ready for the next run (dispatched)',
      );
      const r3 = await flow.runner.run(started.runs[0]!);
      expectGreen(r3);
      expect(taskLegs(r3)).toEqual(['b-1', 'c-3']);
      flow.server.assertNoViolations();
    } finally {
      await flow.close();
    }
  });
});
