// A writer's review is never lost to a reply of the listen job (docs/ARCHITECTURE.md#listening).
// The listen job answers a review by someone without write access at once, on the pull request,
// and reads no reviews; the commands job of the next run must still read a writer's review
// submitted before that reply, after it, or in the same second (GitHub's times have whole
// seconds). The shipped workflow runs in the runner emulation on real event payloads; reviews
// and replies are timed through the server's clock (`at`), as GitHub would stamp them.
import { describe, expect, it } from 'vitest';
import type { Plan } from '../src/core/plan/plan.js';
import { pullRequestReviewEvent } from './support/github-events.js';
import type { ReviewInput } from './support/github-server.js';
import { expectGreen, type Flow, startScriptedFlow } from './support/ralph-flow.js';
import { git } from './support/repo.js';
import type { RunResult } from './support/runner.js';
import { scriptedAgent } from './support/scripted-agent.js';

const AGENT = scriptedAgent();

const planOnBranch = (flow: Flow) =>
  JSON.parse(git(flow.remote, 'show', 'ralph/a:implementation.json')) as Plan;

/** The requests a job of a run made, as `operation` names. */
function requestsOf(flow: Flow, run: RunResult, job: string): string[] {
  const token = [...flow.runner.tokens.values()].find((t) => t.runId === run.runId && t.job === job)!.token;
  return flow.server.state.requests.filter((q) => q.token === token).map((q) => q.operation ?? q.path);
}

/** A finished spec's pull request, and the people and runs the orderings below need. */
async function setup() {
  const plan: Plan = {
    version: 1,
    agent: AGENT,
    specs: [{ id: 'a', name: 'A', tasks: [{ id: 'a-1', description: 'Write a-1.txt', status: 'pending' }] }],
  };
  const flow = await startScriptedFlow(plan);
  flow.server.setPermission('ada', 'write');
  flow.server.setPermission('eve', 'read');
  expectGreen(await flow.run());
  const pr = flow.server.state.pulls.find((p) => p.head === 'ralph/a')!;

  /** The listen job's run for a review: for Eve's, its reply to her, on the pull request. */
  const listen = async (review: { id: number }) => {
    const heard = await flow.runner.run({
      event: 'pull_request_review',
      payload: await pullRequestReviewEvent(flow.server, { review: review.id }),
    });
    expectGreen(heard);
    const reply = flow.server.state.comments.filter((c) =>
      c.body.includes(`<!-- ralph:reply:review-${review.id} -->`),
    );
    expect(reply.map((c) => c.user)).toEqual(['github-actions[bot]']);
    return reply[0]!;
  };
  const eve = (n: number, at?: string) =>
    flow.server.addReview(pr.number, {
      user: 'eve',
      state: 'CHANGES_REQUESTED',
      body: `eve's view ${n}`,
      ...(at ? { at } : {}),
    });
  const ada = (n: number, at?: string) => {
    const input: ReviewInput = {
      user: 'ada',
      state: 'CHANGES_REQUESTED',
      body: `Say it in language ${n}.`,
      comments: [{ path: 'a-1.txt', line: 1, body: `here, in language ${n}` }],
      ...(at ? { at } : {}),
    };
    return flow.server.addReview(pr.number, input);
  };
  /** The next run (the one Ada's review wakes) makes her review a task, done, and answers it. */
  const heardAda = async (reviewId: number) => {
    const run = await flow.run('workflow_dispatch');
    expectGreen(run);
    const task = planOnBranch(flow).specs[0]!.tasks.find((t) => t.id === `a-review-${reviewId}`);
    expect(task?.status, run.job('commands').step('commands').stdout.slice(-2000)).toBe('completed');
    expect(
      flow.server.state.comments.filter((c) => c.body.includes(`<!-- ralph:reply:review-${reviewId} -->`)),
    ).toHaveLength(1);
    expect(git(flow.remote, 'rev-list', '--count', 'main..ralph/a')).toBe('1');
    return run;
  };
  return { flow, listen, eve, ada, heardAda };
}

describe("a writer's review beside the listen job's reply to someone else's", () => {
  it('is heard when it came before the reply', { timeout: 300_000 }, async () => {
    const { flow, listen, eve, ada, heardAda } = await setup();
    try {
      const review = await ada(1);
      const eves = await eve(1, review.submittedAt);
      // GitHub's times have whole seconds: the reply comes in a later second than the review (the
      // same second is the third case below), however fast the listen job runs here.
      const next = Date.parse(review.submittedAt) + 1_000 - Date.now();
      if (next > 0) await new Promise((resolve) => setTimeout(resolve, next));
      const reply = await listen(eves);
      expect(Date.parse(reply.createdAt)).toBeGreaterThan(Date.parse(review.submittedAt));
      await heardAda(review.id);
      flow.server.assertNoViolations();
    } finally {
      await flow.close();
    }
  });

  it('is heard when it came a second after the reply', { timeout: 300_000 }, async () => {
    const { flow, listen, eve, ada, heardAda } = await setup();
    try {
      const reply = await listen(await eve(1));
      const review = await ada(1, new Date(Date.parse(reply.createdAt) + 1_000).toISOString());
      await heardAda(review.id);
      flow.server.assertNoViolations();
    } finally {
      await flow.close();
    }
  });

  it('is heard when it came in the same second as the reply; a run with nothing new costs 3 requests', {
    timeout: 400_000,
  }, async () => {
    const { flow, listen, eve, ada, heardAda } = await setup();
    try {
      const reply = await listen(await eve(1));
      const review = await ada(1, reply.createdAt);
      const withOneReview = await heardAda(review.id);

      // The writer updated the pull request after the commands job read it (the follow-up task
      // is listed): activity no job read the reviews after, so one review listing.
      const settle = await flow.run('workflow_dispatch');
      expectGreen(settle);
      const settleAsked = requestsOf(flow, settle, 'commands');
      expect(settleAsked.filter((o) => o === 'pulls/list-reviews')).toHaveLength(1);
      expect(settleAsked).toHaveLength(4);

      // Nothing new since a reading: three requests (the pull requests, the comments, the account).
      const quiet = await flow.run('workflow_dispatch');
      expectGreen(quiet);
      const quietAsked = requestsOf(flow, quiet, 'commands');
      expect(quietAsked.sort()).toEqual(
        ['issues/list-comments-for-repo', 'pulls/list', 'users/get-authenticated'].sort(),
      );

      // Only the listen job's reply since: one review listing, nothing more.
      await listen(await eve(2));
      const afterReply = await flow.run('workflow_dispatch');
      expectGreen(afterReply);
      const afterReplyAsked = requestsOf(flow, afterReply, 'commands');
      expect(afterReplyAsked.filter((o) => o === 'pulls/list-reviews')).toHaveLength(1);
      expect(afterReplyAsked).not.toContain('pulls/list-comments-for-review');
      expect(afterReplyAsked).toHaveLength(4);

      const oneReview = requestsOf(flow, withOneReview, 'commands');
      console.log(
        `commands job requests: quiet run ${quietAsked.length}; run after a listen reply ${afterReplyAsked.length}; run after the writer's update ${settleAsked.length}; run with one writer's review ${oneReview.length} (${oneReview.join(', ')})`,
      );
      flow.server.assertNoViolations();
    } finally {
      await flow.close();
    }
  });
});
