// The workflow moves from GITHUB_TOKEN to a machine user's token partway through a plan
// (docs/action.md suggests it, so that CI runs on Ralph's pull requests). The tracking issue Ralph opened
// as `github-actions[bot]` stays Ralph's: a command there is heard, no second tracking issue is
// opened, and the blocked-task comment is updated in place. An issue a person opened with the
// spec's marker typed into it never is. The token's account is the server's viewer: every job
// token acts as it (GET /user answers 403 for the bot, the login for the machine user).
import { describe, expect, it } from 'vitest';
import { specMarker } from '../src/core/github-text/github-text.js';
import type { Plan } from '../src/core/plan/plan.js';
import { failures, startScriptedFlow } from './support/ralph-flow.js';
import { git } from './support/repo.js';
import { scriptedAgent } from './support/scripted-agent.js';

const AGENT = scriptedAgent();

describe('a change of token partway through a plan', () => {
  it('keeps the tracking issue github-actions[bot] opened: its commands are heard, no second issue, one blocked comment', {
    timeout: 400_000,
  }, async () => {
    const plan: Plan = {
      version: 1,
      agent: AGENT,
      specs: [
        {
          id: 'b',
          name: 'B',
          tasks: [
            { id: 'b-1', description: 'Write b-1.txt', status: 'pending' },
            { id: 'b-2', description: 'Write b-2.txt', status: 'pending', dependsOn: ['b-1'] },
          ],
        },
      ],
    };
    const flow = await startScriptedFlow(plan, {
      script: {
        'b-1': [
          { marker: 'blocked:which colour?' },
          { marker: 'blocked:which shade of blue?' },
          { write: { 'b-1.txt': 'navy\n' } },
        ],
      },
    });
    try {
      flow.server.setPermission('ada', 'write');
      flow.server.setPermission('ralph-machine', 'write');
      const r1 = await flow.run();
      expect(r1.conclusion, failures(r1)).toBe('success');
      const tracking = () => flow.server.state.issues.filter((i) => i.labels.includes('ralph'));
      expect(tracking().map((i) => i.user)).toEqual(['github-actions[bot]']);
      const issue = tracking()[0]!;
      const blocked = () =>
        flow.server.state.comments.filter(
          (c) => c.issueNumber === issue.number && c.body.includes('<!-- ralph:blocked:b-1 -->'),
        );
      expect(blocked().map((c) => c.user)).toEqual(['github-actions[bot]']);

      // From now on the jobs' token is a machine user's.
      flow.server.state.viewer = 'ralph-machine';
      const retry = flow.server.addComment(issue.number, { user: 'ada', body: '/ralph retry b-1 blue' });
      // Someone types the spec's marker into an issue of their own: not Ralph's.
      flow.server.setPermission('mallory', 'read');
      const fake = flow.server.addIssue({
        title: 'B (really)',
        body: `${specMarker('b')}\nnotes`,
        labels: ['ralph'],
        user: 'mallory',
      });
      const there = flow.server.addComment(fake.number, { user: 'ada', body: '/ralph skip b-1' });
      const r2 = await flow.run();
      expect(r2.conclusion, failures(r2)).toBe('success');
      const replyTo = (id: number) =>
        flow.server.state.comments.filter((c) => c.body.includes(`<!-- ralph:reply:comment-${id} -->`));
      expect(replyTo(retry.id).map((c) => c.user)).toEqual(['ralph-machine']);
      expect(replyTo(retry.id)[0]!.body).toContain('`b-1`: blocked → pending');
      expect(replyTo(there.id)[0]!.body).toContain('not an issue Ralph tracks');
      // b-1 ran and blocked again: the same issue, the same comment, now saying the new question.
      expect(tracking().map((i) => i.number)).toEqual([issue.number, fake.number]);
      expect(blocked()).toHaveLength(1);
      expect(blocked()[0]!.body).toContain('which shade of blue?');

      const again = flow.server.addComment(issue.number, { user: 'ada', body: '/ralph retry b-1 navy' });
      const r3 = await flow.run();
      expect(r3.conclusion, failures(r3)).toBe('success');
      expect(replyTo(again.id)).toHaveLength(1);
      // b-2, which waited on b-1, runs next; then the spec's pull request opens.
      const r4 = await flow.run();
      expect(r4.conclusion, failures(r4)).toBe('success');
      expect(flow.server.state.pulls.map((p) => `${p.head} by ${p.user}`)).toEqual([
        'ralph/b by ralph-machine',
      ]);
      const after = JSON.parse(git(flow.remote, 'show', 'ralph/b:implementation.json')) as Plan;
      expect(after.specs[0]!.tasks.map((t) => `${t.id} ${t.status}`)).toEqual([
        'b-1 completed',
        'b-2 completed',
      ]);
      // Each command answered once, also by the runs after.
      expect(replyTo(retry.id)).toHaveLength(1);
      expect(replyTo(there.id)).toHaveLength(1);
      // The spec's tracking state records who opened the issue: it survives a second change.
      expect(git(flow.remote, 'log', '-1', '--format=%B', 'refs/ralph/tracking/b')).toContain(
        `Ralph-Issue: ${issue.number}\nRalph-Opened-By: github-actions[bot]`,
      );
      flow.server.assertNoViolations();
    } finally {
      await flow.close();
    }
  });
});
