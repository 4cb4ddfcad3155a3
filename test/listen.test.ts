// Ralph listens (docs/ARCHITECTURE.md#listening): the workflow run by the runner emulation on real event
// payloads (issue_comment, pull_request_review, pull_request) built from the GitHub server's
// state, then the runs those events wake; against a real bare remote, with scripted agents.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plan } from '../src/core/plan/plan.js';
import { issueCommentEvent, pullRequestReviewEvent, runsGitHubStarts } from './support/github-events.js';
import { expectGreen, type Flow, sharedDir, startScriptedFlow } from './support/ralph-flow.js';
import { git } from './support/repo.js';
import { scriptedAgent, scriptedTask as t } from './support/scripted-agent.js';

const AGENT = scriptedAgent();

function remotePlan(remote: string, branch: string): Plan {
  return JSON.parse(git(remote, 'show', `${branch}:implementation.json`)) as Plan;
}
const taskOn = (remote: string, branch: string, id: string) =>
  remotePlan(remote, branch)
    .specs.flatMap((s) => s.tasks)
    .find((x) => x.id === id)!;

interface Setup {
  flow: Flow;
  prompts: string;
}

/** A flow whose agent blocks b-1 once, then does it; `ada` may write, `eve` may only read. */
async function setup(plan: Plan, script: Record<string, unknown> = {}, autoMerge = false): Promise<Setup> {
  const prompts = sharedDir('ralph-prompts-', true);
  const flow = await startScriptedFlow(plan, { script, prompts, autoMerge });
  flow.server.setPermission('ada', 'write');
  flow.server.setPermission('eve', 'read');
  return { flow, prompts };
}

const replies = (flow: Flow, commentId: number) =>
  flow.server.state.comments.filter((c) => c.body.includes(`<!-- ralph:reply:comment-${commentId} -->`));

const blockedPlan = (): Plan => ({
  version: 1,
  agent: AGENT,
  specs: [
    { id: 'b', name: 'B', tasks: [t('b-1'), t('b-2', { dependsOn: ['b-1'] })] },
    { id: 'c', name: 'C', tasks: [t('c-1')] },
  ],
});
const BLOCKS_ONCE = {
  'b-1': [{ marker: 'blocked:which greeting do you want?' }, { write: { 'b-1.txt': 'hello\n' } }],
  'c-1': [{ marker: 'blocked:c needs a person' }],
};

describe('a reply to a blocked task', () => {
  it('/ralph retry with an answer: acknowledged at once, then the task runs with the answer and completes', {
    timeout: 180_000,
  }, async () => {
    const { flow, prompts } = await setup(blockedPlan(), BLOCKS_ONCE);
    try {
      await flow.run();
      expect(taskOn(flow.remote, 'ralph/b', 'b-1').status).toBe('blocked');
      const issue = flow.server.state.issues.find(
        (i) => i.labels.includes('ralph') && i.title.includes('B'),
      )!;
      const blocked = flow.server.state.comments.find((c) => c.issueNumber === issue.number)!;
      expect(blocked.body).toContain('/ralph retry b-1 <your answer>');

      const comment = flow.server.addComment(issue.number, {
        user: 'ada',
        body: '/ralph retry b-1 Say "hello", in lower case.',
      });
      const dispatches = flow.server.state.dispatches.length;
      const heard = await flow.runner.run({
        event: 'issue_comment',
        payload: issueCommentEvent(flow.server, { comment }),
      });
      expectGreen(heard);
      expect(heard.results).toMatchObject({ listen: 'success', commands: 'skipped', schedule: 'skipped' });
      expect(heard.job('listen').scopes).toEqual({
        issues: 'write',
        'pull-requests': 'write',
        actions: 'write',
      });
      expect(flow.server.state.reactions.filter((r) => r.content === 'eyes')).toHaveLength(1);
      expect(flow.server.state.dispatches).toHaveLength(dispatches + 1); // the next run is woken

      const run = await flow.run('workflow_dispatch');
      expectGreen(run);
      expect(run.job('commands').step('commands').outputs.handled).toBe('1');
      const reply = replies(flow, comment.id);
      expect(reply).toHaveLength(1);
      expect(reply[0]!.body).toContain('`b-1`: blocked → pending on `ralph/b`, with a fresh retry budget');
      expect(reply[0]!.body).toContain('/actions/runs/');
      // The same run ran it: the answer and its author in the prompt, and it completed.
      const prompt = readFileSync(join(prompts, 'b-1.2.md'), 'utf8');
      expect(prompt).toContain('Say "hello", in lower case.');
      expect(prompt).toContain('ada');
      const b1 = taskOn(flow.remote, 'ralph/b', 'b-1');
      expect(b1.status).toBe('completed');
      expect(b1.comments).toEqual([
        expect.objectContaining({ author: 'ada', body: 'Say "hello", in lower case.' }),
      ]);

      // Handled once: the next run answers nothing again.
      await flow.run('workflow_dispatch');
      expect(replies(flow, comment.id)).toHaveLength(1);
      flow.server.assertNoViolations();
    } finally {
      await flow.close();
    }
  });

  it('hears nobody without write access, and no bot: one reply, nothing changed', {
    timeout: 120_000,
  }, async () => {
    const { flow } = await setup(blockedPlan(), BLOCKS_ONCE);
    try {
      await flow.run();
      const issue = flow.server.state.issues.find((i) => i.title.includes('B'))!;
      const eve = flow.server.addComment(issue.number, {
        user: 'eve',
        body: '/ralph retry b-1 do it my way',
      });
      const bot = flow.server.addComment(issue.number, { user: 'dependabot[bot]', body: '/ralph skip b-1' });
      const dispatches = flow.server.state.dispatches.length;
      for (const comment of [eve, bot])
        expectGreen(
          await flow.runner.run({
            event: 'issue_comment',
            payload: issueCommentEvent(flow.server, { comment }),
          }),
        );
      expect(flow.server.state.dispatches).toHaveLength(dispatches); // nothing woken
      expect(replies(flow, eve.id)).toHaveLength(1);
      expect(replies(flow, eve.id)[0]!.body).toContain('eve has none here; nothing was done');
      expect(replies(flow, bot.id)).toHaveLength(0);
      expect(flow.server.state.reactions).toHaveLength(0);
      // The next run neither answers them again nor acts on them.
      await flow.run('workflow_dispatch');
      expect(replies(flow, eve.id)).toHaveLength(1);
      expect(replies(flow, bot.id)).toHaveLength(0);
      expect(taskOn(flow.remote, 'ralph/b', 'b-1').status).toBe('blocked');
      expect(JSON.stringify(remotePlan(flow.remote, 'ralph/b'))).not.toContain('my way');
    } finally {
      await flow.close();
    }
  });

  it('handles three commands that arrived while a run was busy, each once', {
    timeout: 150_000,
  }, async () => {
    const { flow } = await setup(blockedPlan(), BLOCKS_ONCE);
    try {
      await flow.run();
      const issueB = flow.server.state.issues.find((i) => i.title.includes('B'))!;
      const issueC = flow.server.state.issues.find((i) => i.title.includes('C'))!;
      // Three events, three listen runs: GitHub would keep only the newest pending main run.
      const comments = [
        flow.server.addComment(issueB.number, { user: 'ada', body: '/ralph retry b-1 lower case' }),
        flow.server.addComment(issueC.number, { user: 'ada', body: '/ralph skip c-1 not needed after all' }),
        flow.server.addComment(issueB.number, { user: 'ada', body: '/ralph status' }),
      ];
      const run = await flow.run('workflow_dispatch'); // the one run that was not dropped
      expectGreen(run);
      expect(run.job('commands').step('commands').outputs.handled).toBe('3');
      for (const c of comments) expect(replies(flow, c.id)).toHaveLength(1);
      expect(replies(flow, comments[2]!.id)[0]!.body).toMatch(/\| b-1 .*\|/);
      expect(taskOn(flow.remote, 'ralph/c', 'c-1')).toMatchObject({ status: 'skipped' });
      expect(taskOn(flow.remote, 'ralph/b', 'b-1').status).toBe('completed');
      await flow.run('workflow_dispatch');
      for (const c of comments) expect(replies(flow, c.id)).toHaveLength(1);
    } finally {
      await flow.close();
    }
  });

  it('answers a bad command clearly and changes nothing', { timeout: 150_000 }, async () => {
    const { flow } = await setup(blockedPlan(), BLOCKS_ONCE);
    try {
      await flow.run();
      const issueB = flow.server.state.issues.find((i) => i.title.includes('B'))!.number;
      const other = flow.server.addIssue({ title: 'Unrelated bug', user: 'ada' }).number;
      const say = (n: number, body: string) => flow.server.addComment(n, { user: 'ada', body });
      const unknown = say(issueB, '/ralph retry b-9 please');
      const otherSpec = say(issueB, '/ralph retry c-1 wrong issue');
      const notOurs = say(other, '/ralph retry b-1 here');
      const malformed = say(issueB, '/ralph frobnicate');
      const pending = say(issueB, '/ralph retry b-2');
      const edited = say(issueB, '/ralph skip b-1');
      flow.server.editComment(
        edited.id,
        '/ralph skip b-1 changed my mind',
        new Date(Date.now() + 5_000).toISOString(),
      );
      const before = git(flow.remote, 'rev-parse', 'ralph/b', 'ralph/c');
      expectGreen(await flow.run('workflow_dispatch'));
      const text = (c: { id: number }) => replies(flow, c.id)[0]?.body ?? '(no reply)';
      expect(text(unknown)).toContain('there is no task `b-9` in spec `b`; its tasks are `b-1`, `b-2`');
      expect(text(otherSpec)).toContain('`c-1` is a task of spec `c`, not of `b`');
      expect(text(notOurs)).toContain('not an issue Ralph tracks');
      expect(text(malformed)).toContain('`frobnicate` is not a command here');
      expect(text(malformed)).toContain('/ralph retry TASK [answer]');
      expect(text(pending)).toContain('`b-2` is pending; only a blocked or failed task can be retried');
      expect(text(edited)).toContain('edited after it was posted');
      expect(git(flow.remote, 'rev-parse', 'ralph/b', 'ralph/c')).toBe(before);
    } finally {
      await flow.close();
    }
  });
});

describe('a review of a spec pull request', () => {
  it('that requests changes with two inline comments becomes a task whose prompt holds both; the PR is one commit again', {
    timeout: 180_000,
  }, async () => {
    const plan: Plan = {
      version: 1,
      agent: AGENT,
      specs: [{ id: 'a', name: 'A', tasks: [t('a-1'), t('a-2')] }],
    };
    const { flow, prompts } = await setup(plan);
    try {
      await flow.run();
      await flow.run();
      const pr = flow.server.state.pulls.find((p) => p.head === 'ralph/a')!;
      expect(git(flow.remote, 'rev-list', '--count', 'main..ralph/a')).toBe('1');
      const review = await flow.server.addReview(pr.number, {
        user: 'ada',
        state: 'CHANGES_REQUESTED',
        body: 'Greet in French.',
        comments: [
          { path: 'a-1.txt', line: 1, body: 'bonjour here' },
          { path: 'a-2.txt', line: 1, body: 'and salut here' },
        ],
      });
      const heard = await flow.runner.run({
        event: 'pull_request_review',
        payload: await pullRequestReviewEvent(flow.server, { review }),
      });
      expectGreen(heard);
      expect(flow.server.state.dispatches.at(-1)).toBeDefined();

      const run = await flow.run('workflow_dispatch');
      expectGreen(run);
      const id = `a-review-${review.id}`;
      const followUp = taskOn(flow.remote, 'ralph/a', id);
      expect(followUp).toMatchObject({
        provenance: 'human',
        status: 'completed',
        contextFiles: ['a-1.txt', 'a-2.txt'],
      });
      const prompt = readFileSync(join(prompts, `${id}.1.md`), 'utf8');
      expect(prompt).toContain('Greet in French.');
      expect(prompt).toContain('a-1.txt:1: bonjour here');
      expect(prompt).toContain('a-2.txt:1: and salut here');
      // Still one commit per spec, and the pull request lists the review's task.
      expect(git(flow.remote, 'rev-list', '--count', 'main..ralph/a')).toBe('1');
      expect(git(flow.remote, 'log', '-1', '--format=%B', 'ralph/a')).toContain(`Ralph-Task: ${id}`);
      expect(flow.server.state.pulls.find((p) => p.number === pr.number)!.body).toContain(id);
      const answers = flow.server.state.comments.filter((c) =>
        c.body.includes(`ralph:reply:review-${review.id}`),
      );
      expect(answers).toHaveLength(1);
      // An approval or a plain comment does nothing.
      const approval = await flow.server.addReview(pr.number, {
        user: 'ada',
        state: 'APPROVED',
        body: 'thanks',
      });
      const again = await flow.runner.run({
        event: 'pull_request_review',
        payload: await pullRequestReviewEvent(flow.server, { review: approval }),
      });
      expect(again.results.listen).toBe('skipped'); // not even a runner for it
      flow.server.assertNoViolations();
    } finally {
      await flow.close();
    }
  });
});

describe('a merged spec pull request', () => {
  it('wakes the next run, and the spec that depends on it starts then', { timeout: 150_000 }, async () => {
    const plan: Plan = {
      version: 1,
      agent: AGENT,
      specs: [
        { id: 'api', name: 'API', tasks: [t('api-1')] },
        { id: 'ui', name: 'UI', tasks: [t('ui-1', { dependsOn: ['api-1'] })] },
      ],
    };
    const { flow } = await setup(plan);
    try {
      const first = await flow.run();
      expect(first.results.task).toBe('success');
      const pr = flow.server.state.pulls.find((p) => p.head === 'ralph/api')!;
      const before = flow.server.state.dispatches.length;
      // Ada merges it with her own token (a merge with the GITHUB_TOKEN would start no run); the
      // run GitHub starts for it hears the merge.
      flow.server.setTokenUser('adas-token', 'ada');
      const from = flow.server.state.triggers.length;
      const res = await fetch(
        `${flow.server.url}/repos/${flow.server.owner}/${flow.server.repo}/pulls/${pr.number}/merge`,
        {
          method: 'PUT',
          headers: { authorization: 'token adas-token', 'content-type': 'application/json' },
          body: JSON.stringify({ merge_method: 'merge' }),
        },
      );
      expect(res.status).toBe(200);
      const started = await runsGitHubStarts(flow.server, from);
      expect(started.runs.map((r) => `${r.event} ${r.cause.action}`)).toEqual(['pull_request closed']);
      expect(started.runs[0]).toMatchObject({
        actor: 'ada',
        payload: {
          sender: { login: 'ada', type: 'User' },
          pull_request: { merged: true, merged_by: { login: 'ada' } },
        },
      });
      const heard = await flow.runner.run(started.runs[0]!);
      expectGreen(heard);
      expect(heard.job('listen').step('listen').outputs.woke).toBe('true');
      expect(flow.server.state.dispatches).toHaveLength(before + 1);
      const next = await flow.run('workflow_dispatch');
      expectGreen(next);
      expect(next.jobs.filter((j) => j.id === 'task').map((j) => j.matrix?.task)).toEqual(['ui-1']);
    } finally {
      await flow.close();
    }
  });
});

describe('auto-merge', () => {
  it('merges a finished spec pull request only once its checks have passed', {
    timeout: 150_000,
  }, async () => {
    const plan: Plan = { version: 1, agent: AGENT, specs: [{ id: 'm', name: 'M', tasks: [t('m-1')] }] };
    const { flow } = await setup(plan, {}, true);
    try {
      await flow.run();
      const pr = flow.server.state.pulls.find((p) => p.head === 'ralph/m')!;
      expect(pr.body).toContain('Auto-merge is on');
      const head = git(flow.remote, 'rev-parse', 'ralph/m');
      // No check yet: nothing vouched for it.
      expect(flow.server.state.pulls.find((p) => p.number === pr.number)!.state).toBe('open');
      flow.server.setCheckRun(head, { name: 'ci', status: 'completed', conclusion: 'failure' });
      await flow.run('workflow_dispatch');
      expect(flow.server.state.pulls.find((p) => p.number === pr.number)!.state).toBe('open');
      // A review by someone without write access holds nothing back: they are not heard.
      await flow.server.addReview(pr.number, { user: 'eve', state: 'CHANGES_REQUESTED', body: 'no' });
      flow.server.setCheckRun(head, { name: 'ci', status: 'completed', conclusion: 'success' });
      const run = await flow.run('workflow_dispatch');
      expectGreen(run);
      expect(flow.server.state.pulls.find((p) => p.number === pr.number)).toMatchObject({
        state: 'closed',
        merged: true,
      });
      expect(git(flow.remote, 'show', 'main:m-1.txt')).toContain('work of m-1');
      expect(run.job('finalize').step('finalize').summary).toContain('### Merged');
    } finally {
      await flow.close();
    }
  });
});
