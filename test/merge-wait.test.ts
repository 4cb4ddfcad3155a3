// Auto-merge against branch protection that requires an approving review: GitHub answers the
// merge with 405 "At least 1 approving review is required by reviewers with write access."
// (the server refuses as GitHub does: see protectBranch in support/github-server.ts). Waiting
// for a person is a normal state: one warning that names the pull request and what would lift
// it, a green run, no new attempt until the pull request's reviews, checks or head change; then
// the approval, and the merge. A real failure (a 5xx after the retries) still fails the writer.
import { describe, expect, it } from 'vitest';
import type { Plan } from '../src/core/plan/plan.js';
import { type Flow, failures, startScriptedFlow } from './support/ralph-flow.js';
import { git } from './support/repo.js';
import type { RunResult } from './support/runner.js';
import { scriptedAgent } from './support/scripted-agent.js';

const AGENT = scriptedAgent();

const plan = (): Plan => ({
  version: 1,
  agent: AGENT,
  specs: [{ id: 'm', name: 'M', tasks: [{ id: 'm-1', description: 'Write m-1.txt', status: 'pending' }] }],
});

async function setup(): Promise<Flow> {
  const flow = await startScriptedFlow(plan(), { autoMerge: true });
  flow.server.setPermission('ada', 'write');
  flow.server.protectBranch('main', { requiredApprovingReviewCount: 1 });
  return flow;
}

/** The merge requests the run's writer made. */
function mergesAsked(flow: Flow, run: RunResult): number {
  const token = [...flow.runner.tokens.values()].find(
    (t) => t.runId === run.runId && t.job === 'finalize',
  )!.token;
  return flow.server.state.requests.filter((q) => q.token === token && q.operation === 'pulls/merge').length;
}

const warnings = (run: RunResult) =>
  run
    .job('finalize')
    .step('finalize')
    .annotations.filter((a) => a.level === 'warning')
    .map((a) => a.message);

/** Ralph's pull request, finished, with its CI passed (a CI app's check run on its head). */
async function finishedAndChecked(flow: Flow): Promise<number> {
  const r1 = await flow.run();
  expect(r1.conclusion, failures(r1)).toBe('success');
  const pr = flow.server.state.pulls.find((p) => p.head === 'ralph/m')!;
  expect(pr.state).toBe('open');
  const head = git(flow.remote, 'rev-parse', 'ralph/m');
  flow.server.setCheckRun(head, { name: 'ci', status: 'completed', conclusion: 'success', app: 'ci-app' });
  return pr.number;
}

describe('auto-merge that branch protection refuses until a person approves', () => {
  it('warns once, stays green and does not ask again over three runs; merges after the approval', {
    timeout: 400_000,
  }, async () => {
    const flow = await setup();
    try {
      const number = await finishedAndChecked(flow);
      const runs: RunResult[] = [];
      for (let i = 0; i < 3; i++) {
        const run = await flow.run();
        expect(run.conclusion, failures(run)).toBe('success');
        expect(run.job('finalize').result).toBe('success');
        runs.push(run);
      }
      expect(runs.map((r) => mergesAsked(flow, r))).toEqual([1, 0, 0]);
      const said = warnings(runs[0]!).filter((m) => m.includes(`#${number}`));
      expect(said).toHaveLength(1);
      expect(said[0]).toContain('At least 1 approving review is required by reviewers with write access');
      expect(said[0]).toContain('approve the pull request');
      expect(runs.slice(1).flatMap((r) => warnings(r).filter((m) => m.includes(`#${number}`)))).toEqual([]);
      expect(flow.server.state.pulls.find((p) => p.number === number)!.state).toBe('open');

      // A person approves: the reviews changed, so the next run asks again, and GitHub merges.
      await flow.server.addReview(number, { user: 'ada', state: 'APPROVED', body: 'ship it' });
      const merged = await flow.run();
      expect(merged.conclusion, failures(merged)).toBe('success');
      expect(mergesAsked(flow, merged)).toBe(1);
      expect(flow.server.state.pulls.find((p) => p.number === number)).toMatchObject({
        state: 'closed',
        merged: true,
      });
      expect(git(flow.remote, 'show', 'main:m-1.txt')).toContain('work of m-1');
      flow.server.assertNoViolations();
    } finally {
      await flow.close();
    }
  });

  it('still fails the writer on a real failure: GitHub answering 502 to the merge after the retries', {
    timeout: 300_000,
  }, async () => {
    const flow = await setup();
    try {
      const number = await finishedAndChecked(flow);
      await flow.server.addReview(number, { user: 'ada', state: 'APPROVED', body: 'ship it' });
      flow.server.failNext({ method: 'PUT', path: /\/merge$/ }, { status: 502, times: Infinity });
      const run = await flow.run();
      expect(run.job('finalize').result).toBe('failure');
      expect(run.job('finalize').step('finalize').stdout).toMatch(/1 write failed[\s\S]*auto-merge #\d+/);
      expect(flow.server.state.pulls.find((p) => p.number === number)!.state).toBe('open');
    } finally {
      await flow.close();
    }
  });
});
