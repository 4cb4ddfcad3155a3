// A spec pull request a person closes without merging: a person said no. The spec is held, with
// the pull request's link as the reason; no run opens a new pull request for it or runs its
// tasks again (not even when its branch was deleted too) until a person reopens the pull
// request or writes `/ralph retry <spec>`. Persons act through the API (their close and reopen
// are the server's triggers); the runs GitHub would start are derived from them
// (runsGitHubStarts), never started by hand.
import { describe, expect, it } from 'vitest';
import type { Plan } from '../src/core/plan/plan.js';
import { runsGitHubStarts } from './support/github-events.js';
import { expectGreen, type Flow, startScriptedFlow, taskLegs } from './support/ralph-flow.js';
import { git } from './support/repo.js';
import { scriptedAgent } from './support/scripted-agent.js';

const AGENT = scriptedAgent();

const PERSONS_TOKEN = 'a-persons-token';

const plan = (): Plan => ({
  version: 1,
  agent: AGENT,
  specs: [{ id: 'a', name: 'A', tasks: [{ id: 'a-1', description: 'Write a-1.txt', status: 'pending' }] }],
});

async function setup(): Promise<Flow> {
  // No prompts kept: a-1 runs twice here, as attempt 1 each time (the spec is done again).
  const flow = await startScriptedFlow(plan());
  flow.server.setPermission('ada', 'write');
  flow.server.setPermission('eve', 'read');
  // Ada's own token: what she does through the API is hers, and GitHub starts runs for it.
  flow.server.setTokenUser(PERSONS_TOKEN, 'ada');
  return flow;
}

/** A person (ada, with a token of her own) sets a pull request's state. */
async function setPullState(flow: Flow, number: number, state: 'open' | 'closed'): Promise<void> {
  const res = await fetch(
    `${flow.server.url}/repos/${flow.server.owner}/${flow.server.repo}/pulls/${number}`,
    {
      method: 'PATCH',
      headers: { authorization: `token ${PERSONS_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ state }),
    },
  );
  expect(res.status).toBe(200);
  const pull = flow.server.state.pulls.find((p) => p.number === number)!;
  expect(pull.closedBy ?? null).toBe(state === 'closed' ? 'ada' : null);
}

const branchTip = (flow: Flow, branch: string) => {
  try {
    return git(flow.remote, 'rev-parse', '--verify', '--quiet', `refs/heads/${branch}`);
  } catch {
    return undefined;
  }
};

const holdTag = (flow: Flow) => {
  try {
    return git(flow.remote, 'for-each-ref', '--format=%(contents)', 'refs/tags/ralph-held/a');
  } catch {
    return '';
  }
};

const replyTo = (flow: Flow, commentId: number) =>
  flow.server.state.comments.filter((c) => c.body.includes(`<!-- ralph:reply:comment-${commentId} -->`));

describe('a spec pull request closed without merging', () => {
  it('holds the spec: no new pull request, no task, not even with the branch deleted, until /ralph retry <spec>', {
    timeout: 300_000,
  }, async () => {
    const flow = await setup();
    try {
      const r1 = await flow.run();
      expectGreen(r1);
      expect(taskLegs(r1)).toEqual(['a-1']);
      const pr = flow.server.state.pulls.find((p) => p.head === 'ralph/a')!;
      expect(pr.state).toBe('open');

      // A person closes it without merging. The event starts a run whose listen job does nothing.
      const from = flow.server.state.triggers.length;
      await setPullState(flow, pr.number, 'closed');
      const closed = await runsGitHubStarts(flow.server, from);
      expect(closed.runs.map((r) => `${r.event} ${r.cause.action}`)).toEqual(['pull_request closed']);
      // Ada's close, not the GITHUB_TOKEN's: she is the sender and closed_by.
      expect(closed.runs[0]).toMatchObject({
        actor: 'ada',
        cause: { byGitHubToken: false },
        payload: { sender: { login: 'ada', type: 'User' } },
      });
      expect(flow.server.objects.issue(pr.number).closed_by).toMatchObject({ login: 'ada' });
      const listened = await flow.runner.run(closed.runs[0]!);
      expect(listened.job('listen').result).toBe('skipped');
      const tip = branchTip(flow, 'ralph/a')!;

      // The next runs: held, with the link as the reason; no new pull request, nothing reopened.
      for (let i = 0; i < 2; i++) {
        const r = await flow.run();
        expectGreen(r);
        expect(taskLegs(r)).toEqual([]);
        expect(flow.server.state.pulls.map((p) => `#${p.number} ${p.state}`)).toEqual([
          `#${pr.number} closed`,
        ]);
        expect(branchTip(flow, 'ralph/a')).toBe(tip);
      }
      expect(holdTag(flow)).toContain('Ralph-Hold: held');
      expect(holdTag(flow)).toMatch(new RegExp(`Ralph-Url: \\S+/pull/${pr.number}\\n`));

      // The person deletes the branch too: the spec is not redone, the branch not made again.
      git(flow.remote, 'update-ref', '-d', 'refs/heads/ralph/a');
      const r3 = await flow.run();
      expectGreen(r3);
      expect(taskLegs(r3)).toEqual([]);
      expect(branchTip(flow, 'ralph/a')).toBeUndefined();
      expect(flow.server.state.pulls).toHaveLength(1);
      expect(r3.job('schedule').step('schedule').summary).toContain(`held: pull request #${pr.number}`);

      // Someone without write access writes `/ralph retry a` on the closed pull request: not heard.
      const eve = flow.server.addComment(pr.number, { user: 'eve', body: '/ralph retry a' });
      const r4 = await flow.run();
      expectGreen(r4);
      expect(replyTo(flow, eve.id)).toHaveLength(1);
      expect(replyTo(flow, eve.id)[0]!.body).toContain('write access');
      expect(taskLegs(r4)).toEqual([]);
      expect(branchTip(flow, 'ralph/a')).toBeUndefined();
      expect(holdTag(flow)).toContain('Ralph-Hold: held');

      // A person with write access does: the spec is done again from the start, in a new pull request.
      const ada = flow.server.addComment(pr.number, { user: 'ada', body: '/ralph retry a' });
      const r5 = await flow.run();
      expectGreen(r5);
      expect(replyTo(flow, ada.id)[0]!.body).toContain('Spec `a` is no longer held');
      expect(taskLegs(r5)).toEqual(['a-1']);
      expect(holdTag(flow)).toContain('Ralph-Hold: lifted');
      const pulls = flow.server.state.pulls.map((p) => `${p.head} ${p.state}`);
      expect(pulls).toEqual(['ralph/a closed', 'ralph/a open']);
      flow.server.assertNoViolations();
    } finally {
      await flow.close();
    }
  });

  it('says so on the closed pull request, once: held and how to lift it, updated in place on a reopen, a close and a retry', {
    timeout: 400_000,
  }, async () => {
    const flow = await setup();
    try {
      expectGreen(await flow.run());
      const pr = flow.server.state.pulls.find((p) => p.head === 'ralph/a')!;
      const said = () =>
        flow.server.state.comments.filter(
          (c) => c.issueNumber === pr.number && c.body.includes('<!-- ralph:held:a -->'),
        );
      await setPullState(flow, pr.number, 'closed');
      expectGreen(await flow.run());
      expect(said()).toHaveLength(1);
      const first = said()[0]!;
      expect(first.user).toBe('github-actions[bot]');
      expect(first.body).toContain('Spec `a` is held');
      expect(first.body).toContain('closed without merging');
      expect(first.body).toContain('reopens this pull request');
      expect(first.body).toContain('`/ralph retry a`');
      // The next run holds it still and says nothing more.
      expectGreen(await flow.run());
      expect(said()).toEqual([first]);
      expect(said()[0]!.updatedAt).toBe(first.updatedAt);

      // Reopened: the same comment says the hold is lifted, and by what.
      await setPullState(flow, pr.number, 'open');
      expectGreen(await flow.run());
      expect(said().map((c) => c.id)).toEqual([first.id]);
      expect(said()[0]!.body).toContain('Spec `a` is no longer held');
      expect(said()[0]!.body).toContain('reopened');

      // Closed again: held again, in the same comment.
      await setPullState(flow, pr.number, 'closed');
      expectGreen(await flow.run());
      expect(said().map((c) => c.id)).toEqual([first.id]);
      expect(said()[0]!.body).toContain('Spec `a` is held');

      // `/ralph retry a` there lifts it: the same comment says so.
      const ada = flow.server.addComment(pr.number, { user: 'ada', body: '/ralph retry a' });
      expectGreen(await flow.run());
      expect(replyTo(flow, ada.id)[0]!.body).toContain('Spec `a` is no longer held');
      expect(said().map((c) => c.id)).toEqual([first.id]);
      expect(said()[0]!.body).toContain('/ralph retry by ada');
      flow.server.assertNoViolations();
    } finally {
      await flow.close();
    }
  });

  it('is not done again when its branch was deleted with the close', { timeout: 300_000 }, async () => {
    const flow = await setup();
    try {
      expectGreen(await flow.run());
      const pr = flow.server.state.pulls.find((p) => p.head === 'ralph/a')!;
      await setPullState(flow, pr.number, 'closed');
      git(flow.remote, 'update-ref', '-d', 'refs/heads/ralph/a');
      const r2 = await flow.run();
      expectGreen(r2);
      expect(taskLegs(r2)).toEqual([]);
      expect(branchTip(flow, 'ralph/a')).toBeUndefined();
      expect(flow.server.state.pulls.map((p) => `#${p.number} ${p.state}`)).toEqual([`#${pr.number} closed`]);
      expect(
        r2
          .job('commands')
          .step('commands')
          .annotations.map((a) => a.message)
          .join('\n'),
      ).toContain(`Spec a is held: its pull request #${pr.number} was closed without merging`);
      flow.server.assertNoViolations();
    } finally {
      await flow.close();
    }
  });

  it('/ralph retry <spec> on a finished spec opens a new pull request; on one not held it does nothing', {
    timeout: 300_000,
  }, async () => {
    const flow = await setup();
    try {
      expectGreen(await flow.run());
      const pr = flow.server.state.pulls.find((p) => p.head === 'ralph/a')!;
      // Not held yet: the reply says so and nothing changes.
      const early = flow.server.addComment(pr.number, { user: 'ada', body: '/ralph retry a' });
      expectGreen(await flow.run());
      expect(replyTo(flow, early.id)[0]!.body).toContain('Nothing was done: spec `a` is not held');
      await setPullState(flow, pr.number, 'closed');
      expectGreen(await flow.run());
      expect(holdTag(flow)).toContain('Ralph-Hold: held');
      const tip = branchTip(flow, 'ralph/a');
      const ada = flow.server.addComment(pr.number, { user: 'ada', body: '/ralph retry a' });
      const r = await flow.run();
      expectGreen(r);
      expect(replyTo(flow, ada.id)[0]!.body).toContain('with a new pull request when it is finished');
      expect(taskLegs(r)).toEqual([]);
      expect(branchTip(flow, 'ralph/a')).toBe(tip);
      expect(flow.server.state.pulls.map((p) => `#${p.number} ${p.state}`)).toEqual([
        `#${pr.number} closed`,
        `#${pr.number + 1} open`,
      ]);
      flow.server.assertNoViolations();
    } finally {
      await flow.close();
    }
  });

  it('goes on when a person reopens the pull request', { timeout: 300_000 }, async () => {
    const flow = await setup();
    try {
      expectGreen(await flow.run());
      const pr = flow.server.state.pulls.find((p) => p.head === 'ralph/a')!;
      await setPullState(flow, pr.number, 'closed');
      // The base moves on: a held spec's branch is not rebuilt on it.
      const moved = git(flow.remote, 'commit-tree', 'main^{tree}', '-p', 'main', '-m', 'Something else');
      git(flow.remote, 'update-ref', 'refs/heads/main', moved);
      const tip = branchTip(flow, 'ralph/a')!;
      const r2 = await flow.run();
      expectGreen(r2);
      expect(branchTip(flow, 'ralph/a')).toBe(tip);
      expect(holdTag(flow)).toContain('Ralph-Hold: held');

      // Reopened: the listen job wakes the next run, which lifts the hold and rebuilds the branch.
      const from = flow.server.state.triggers.length;
      await setPullState(flow, pr.number, 'open');
      const reopened = await runsGitHubStarts(flow.server, from);
      expect(reopened.runs.map((r) => `${r.event} ${r.cause.action}`)).toEqual(['pull_request reopened']);
      expect(reopened.runs[0]).toMatchObject({
        actor: 'ada',
        cause: { byGitHubToken: false },
        payload: { action: 'reopened', sender: { login: 'ada', type: 'User' } },
      });
      const listened = await flow.runner.run(reopened.runs[0]!);
      expectGreen(listened);
      expect(listened.job('listen').result).toBe('success');
      const woke = await runsGitHubStarts(flow.server, from + 1);
      expect(woke.runs.map((r) => r.event)).toEqual(['workflow_dispatch']);
      const r3 = await flow.runner.run(woke.runs[0]!);
      expectGreen(r3);
      expect(holdTag(flow)).toContain('Ralph-Hold: lifted');
      expect(git(flow.remote, 'rev-parse', 'ralph/a^')).toBe(moved);
      expect(flow.server.state.pulls.map((p) => `#${p.number} ${p.state}`)).toEqual([`#${pr.number} open`]);
      flow.server.assertNoViolations();
    } finally {
      await flow.close();
    }
  });
});
