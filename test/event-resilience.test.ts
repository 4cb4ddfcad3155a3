// One bad event never stalls the plan: the shipped job graph and the writer, run by the runner
// emulation (which gives a job's `if` the implicit success() over all its ancestors, as GitHub
// does) against the local GitHub server.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plan } from '../src/core/plan/plan.js';
import { renderWorkflow } from '../src/core/workflow/workflow.js';
import { runsGitHubStarts } from './support/github-events.js';
import { failures, REPO_ROOT, sharedScript, startFlow } from './support/ralph-flow.js';
import { git, planJson } from './support/repo.js';
import { scriptedAgent } from './support/scripted-agent.js';

function plan(): Plan {
  return {
    version: 1,
    gates: [{ name: 'check', command: 'true' }],
    agent: scriptedAgent(),
    specs: [{ id: 's', name: 'S', tasks: [{ id: 's-1', description: 'Write s-1.txt', status: 'pending' }] }],
  };
}

/** The commands job lists comments first: a 403 there (not retried) makes it fail. */
const breakCommands = { method: 'GET', path: /\/issues\/comments$/ } as const;

describe('a failed commands job', () => {
  it('skips no task job: the task runs, its attempt is recorded, the pull request opens', {
    timeout: 120_000,
  }, async () => {
    const flow = await startFlow({
      files: { 'implementation.json': planJson(plan()) },
      gates: plan().gates!,
    });
    try {
      flow.server.failNext(breakCommands, { status: 403, kind: 'error', message: 'Forbidden' });
      const r = await flow.run();
      expect(r.job('commands').result).toBe('failure');
      const leg = r.jobs.find((j) => j.id === 'task');
      expect(leg?.result, failures(r)).toBe('success');
      expect(r.job('finalize').result, failures(r)).toBe('success');
      const after = JSON.parse(git(flow.remote, 'show', 'ralph/s:implementation.json')) as Plan;
      expect(after.specs[0]!.tasks[0]!.status).toBe('completed');
      expect(flow.server.state.pulls.map((p) => p.head)).toEqual(['ralph/s']);
    } finally {
      await flow.close();
    }
  });

  it('the shipped workflow and the one init writes carry the same task condition', () => {
    const shipped = readFileSync(join(REPO_ROOT, '.github', 'workflows', 'ralph.yml'), 'utf8');
    const written = renderWorkflow({ gates: [], agent: 'claude' });
    const condition = /\n {2}task:\n(?: {4}.*\n)*? {4}if: (.*)\n/;
    expect(condition.exec(shipped)?.[1]).toBe(condition.exec(written)?.[1]);
    expect(condition.exec(shipped)?.[1]).toContain('!cancelled()');
  });
});

describe('a task job that never ran', () => {
  it('costs nothing: with the old condition the task job is skipped and the writer records no attempt', {
    timeout: 120_000,
  }, async () => {
    // The layout before this fix: the task job's `if` without !cancelled(), so a failed commands
    // job skips it (GitHub's implicit success()). The writer is told the task job was skipped.
    const old = renderWorkflow({ gates: plan().gates!, agent: 'command' }).replace(
      /(\n {2}task:\n(?: {4}.*\n)*? {4}if: ).*\n/,
      "$1needs.schedule.outputs.has-work == 'true'\n",
    );
    expect(old).toContain("if: needs.schedule.outputs.has-work == 'true'\n");
    const flow = await startFlow({
      files: { 'implementation.json': planJson(plan()) },
      gates: plan().gates!,
      workflow: old,
    });
    try {
      flow.server.failNext(breakCommands, { status: 403, kind: 'error', message: 'Forbidden' });
      const r = await flow.run();
      expect(r.job('commands').result).toBe('failure');
      expect(r.jobs.find((j) => j.id === 'task')?.result).toBe('skipped');
      expect(r.job('finalize').result, failures(r)).toBe('success');
      expect(r.job('finalize').step('finalize').stdout).toContain('No task job ran in this run');
      // No attempt, no spec branch: the task is as it was, and runs next time.
      expect(git(flow.remote, 'branch', '--list', 'ralph/*')).toBe('');
      const next = await flow.run();
      expect(next.conclusion, failures(next)).toBe('success');
      const after = JSON.parse(git(flow.remote, 'show', 'ralph/s:implementation.json')) as Plan;
      const task = after.specs[0]!.tasks[0]!;
      expect(task.status).toBe('completed');
      expect(task.attempts?.map((a) => a.outcome)).toEqual(['passed']);
    } finally {
      await flow.close();
    }
  });
});

describe('the commands job, one command at a time', () => {
  it("answers /ralph status on a 1,500-task plan within GitHub's limit, leaves a person's ralph/ branch alone, and stays green", {
    timeout: 120_000,
  }, async () => {
    const big = plan();
    big.specs.push({
      id: 'bulk',
      name: 'Bulk',
      issue: 1,
      tasks: Array.from({ length: 1_500 }, (_, i) => ({
        id: `bulk-task-${String(i).padStart(4, '0')}`,
        description: 'done before',
        status: i === 7 ? ('blocked' as const) : ('completed' as const),
        ...(i === 7 ? { blockedReason: 'needs a person' } : {}),
      })),
    });
    const flow = await startFlow({ files: { 'implementation.json': planJson(big) }, gates: big.gates! });
    try {
      flow.server.setPermission('ada', 'write');
      const tracking = flow.server.addIssue({ title: 'Bulk', labels: ['ralph'] });
      expect(tracking.number).toBe(1);
      const status = flow.server.addComment(tracking.number, { user: 'ada', body: '/ralph status' });
      // A person's own pull request from a ralph/ branch that is no spec: reviewed with changes
      // requested and given a /ralph comment.
      git(flow.remote, 'branch', 'ralph/mine', 'main');
      const mine = flow.server.addPull({ head: 'ralph/mine', title: 'My branch', user: 'bob' });
      flow.server.setPermission('bob', 'write');
      await flow.server.addReview(mine.number, { user: 'ada', state: 'CHANGES_REQUESTED', body: 'fix it' });
      const onMine = flow.server.addComment(mine.number, { user: 'ada', body: '/ralph make it blue' });

      const r = await flow.run();
      expect(r.job('commands').result, failures(r)).toBe('success');
      const replies = (id: number) =>
        flow.server.state.comments.filter((c) => c.body.includes(`<!-- ralph:reply:comment-${id} -->`));
      const [answer] = replies(status.id);
      expect(answer!.body.length).toBeLessThanOrEqual(65_536);
      expect(answer!.body).toContain('1 blocked');
      expect(answer!.body).toContain('bulk-task-0007');
      expect(answer!.body).toContain("run's summary");
      expect(r.job('commands').step('commands').summary).toContain('bulk-task-1499');
      // Nothing of Ralph's on the person's branch: no follow-up task, no branch change.
      expect(git(flow.remote, 'rev-parse', 'ralph/mine')).toBe(git(flow.remote, 'rev-parse', 'main'));
      expect(flow.server.state.comments.filter((c) => c.body.includes('ralph:reply:review-'))).toEqual([]);
      expect(replies(onMine.id).map((c) => c.body)).toEqual([
        expect.stringContaining('not an issue Ralph tracks'),
      ]);
      // The next run is quiet: each command was answered once.
      const again = await flow.run();
      expect(again.job('commands').result, failures(again)).toBe('success');
      expect(replies(status.id)).toHaveLength(1);
      expect(replies(onMine.id)).toHaveLength(1);
    } finally {
      await flow.close();
    }
  });
});

describe('a bug in Ralph while it carries out a command', () => {
  it("is said in public only as an internal error, with the run's link, and in the log with its stack", {
    timeout: 120_000,
  }, async () => {
    const tracked = plan();
    tracked.specs[0]!.issue = 1;
    const flow = await startFlow({
      files: { 'implementation.json': planJson(tracked) },
      gates: tracked.gates!,
    });
    try {
      flow.server.setPermission('ada', 'write');
      const issue = flow.server.addIssue({ title: 'S', labels: ['ralph'] });
      expect(issue.number).toBe(1);
      const status = flow.server.addComment(issue.number, { user: 'ada', body: '/ralph status' });
      // GitHub answers the permission look-up with no body: Ralph reads a field of null, a
      // TypeError no user can act on, whose message names Ralph's internals.
      flow.server.failNext(
        { method: 'GET', path: /\/collaborators\/ada\/permission$/ },
        { status: 200, body: null },
      );
      const r = await flow.run();
      // One command's failure never fails the job: the run goes on.
      expect(r.job('commands').result, failures(r)).toBe('success');
      const replies = flow.server.state.comments.filter((c) =>
        c.body.includes(`<!-- ralph:reply:comment-${status.id} -->`),
      );
      expect(replies).toHaveLength(1);
      expect(replies[0]!.body).toContain(
        "Ralph could not carry this out, and nothing was done: an internal error; see the run's log.",
      );
      expect(replies[0]!.body).toContain('/actions/runs/');
      expect(replies[0]!.body).not.toMatch(/Cannot read|TypeError|null|permission/);
      // The log has the bug whole: its message and its stack, as an error.
      const step = r.job('commands').step('commands');
      const logged = step.annotations.filter((a) => a.level === 'error').map((a) => a.message);
      expect(logged).toEqual([
        expect.stringMatching(
          /Cannot read properties of null \(reading 'permission'\)[\s\S]*This is a bug in Ralph/,
        ),
      ]);
      expect(logged[0]).toMatch(/\n\s+at .*collaboratorCanWrite/);
    } finally {
      await flow.close();
    }
  });
});

describe('Ralph knows who it is', () => {
  const blockedPlan = (issue?: number): Plan => ({
    ...plan(),
    specs: [
      {
        id: 'b',
        name: 'B',
        ...(issue ? { issue } : {}),
        tasks: [
          { id: 'b-1', description: 'Write b-1.txt', status: 'blocked', blockedReason: 'which colour?' },
        ],
      },
    ],
  });

  it("with a machine user's token, answers each command once and never takes a person's command for its reply", {
    timeout: 120_000,
  }, async () => {
    const flow = await startFlow({
      files: { 'implementation.json': planJson(blockedPlan(1)) },
      gates: plan().gates!,
      server: { viewer: 'ralph-machine' },
    });
    try {
      flow.server.setPermission('ada', 'write');
      flow.server.setPermission('ralph-machine', 'write');
      const issue = flow.server.addIssue({ title: 'B', labels: ['ralph'] });
      // b's branch must exist for a retry: the first run records nothing for a blocked task,
      // so make it as the writer would, from main.
      git(flow.remote, 'branch', 'ralph/b', 'main');
      const first = flow.server.addComment(issue.number, { user: 'ada', body: '/RALPH retry b-1 blue' });
      // The token's own account may command Ralph too (a person running Ralph with their token).
      const own = flow.server.addComment(issue.number, { user: 'ralph-machine', body: '/ralph status' });
      const r1 = await flow.run();
      expect(r1.job('commands').result, failures(r1)).toBe('success');
      const r2 = await flow.run();
      expect(r2.job('commands').result, failures(r2)).toBe('success');
      expect(r2.job('commands').step('commands').outputs.handled).toBe('0');
      const replies = (id: number) =>
        flow.server.state.comments.filter((c) => c.body.includes(`<!-- ralph:reply:comment-${id} -->`));
      expect(replies(first.id)).toHaveLength(1);
      expect(replies(first.id)[0]!.user).toBe('ralph-machine');
      expect(replies(first.id)[0]!.body).toContain('`b-1`: blocked → pending');
      expect(replies(own.id)).toHaveLength(1);
      expect(replies(own.id)[0]!.body).toContain('The plan as Ralph sees it now');
      // A machine user's token is no GITHUB_TOKEN: GitHub starts a run for each comment Ralph
      // writes with it, with the machine user as actor. Those runs answer nothing more.
      const started = await runsGitHubStarts(flow.server, 0);
      expect(started.refused).toEqual([]);
      const woken = started.runs.filter((r) => r.event === 'issue_comment');
      expect(woken.map((r) => `${r.cause.action} by ${r.actor}`)).toEqual(
        Array(2).fill('created by ralph-machine'),
      );
      for (const run of woken) {
        const r = await flow.runner.run(run);
        expect(r.conclusion, failures(r)).toBe('success');
      }
      expect(replies(first.id)).toHaveLength(1);
      expect(replies(own.id)).toHaveLength(1);
    } finally {
      await flow.close();
    }
  });

  it('says when an answer is cut in the prompt, and leaves an edit of a command older than the look-back alone', {
    timeout: 120_000,
  }, async () => {
    const flow = await startFlow({
      files: { 'implementation.json': planJson(blockedPlan(1)) },
      gates: plan().gates!,
    });
    try {
      flow.server.setPermission('ada', 'write');
      const issue = flow.server.addIssue({ title: 'B', labels: ['ralph'] });
      git(flow.remote, 'branch', 'ralph/b', 'main');
      const old = flow.server.addComment(issue.number, {
        user: 'ada',
        body: '/ralph status',
        at: new Date(Date.now() - 20 * 86_400_000),
      });
      flow.server.editComment(old.id, '/ralph status please');
      const long = flow.server.addComment(issue.number, {
        user: 'ada',
        body: `/ralph retry b-1 ${'blue '.repeat(600)}`,
      });
      const r = await flow.run();
      expect(r.job('commands').result, failures(r)).toBe('success');
      const replies = (id: number) =>
        flow.server.state.comments.filter((c) => c.body.includes(`<!-- ralph:reply:comment-${id} -->`));
      expect(replies(old.id)).toEqual([]);
      expect(replies(long.id)[0]!.body).toContain('its next prompt shows their first 2,000 bytes of 2,999');
    } finally {
      await flow.close();
    }
  });

  it('never writes into a comment someone else started with its marker', { timeout: 120_000 }, async () => {
    const p = plan();
    p.specs[0]!.issue = 1;
    const script = sharedScript({ 's-1': [{ marker: 'blocked:which colour?' }] });
    const flow = await startFlow({
      files: { 'implementation.json': planJson(p) },
      gates: p.gates!,
      env: { AGENT_SCRIPT: script },
    });
    try {
      flow.server.setPermission('eve', 'read');
      const issue = flow.server.addIssue({ title: 'S', labels: ['ralph'] });
      const forged = flow.server.addComment(issue.number, {
        user: 'eve',
        body: '<!-- ralph:blocked:s-1 -->\nplaceholder',
      });
      // The agent blocks s-1; its blocked comment goes to the spec's issue, where eve wrote first.
      const r = await flow.run();
      expect(r.job('finalize').result, failures(r)).toBe('success');
      const onIssue = flow.server.state.comments.filter((c) => c.issueNumber === issue.number);
      expect(onIssue.find((c) => c.id === forged.id)!.body).toBe('<!-- ralph:blocked:s-1 -->\nplaceholder');
      const ralphs = onIssue.filter((c) => c.user === 'github-actions[bot]');
      expect(ralphs).toHaveLength(1);
      expect(ralphs[0]!.body).toContain('which colour?');
    } finally {
      await flow.close();
    }
  });
});

describe('the commands job when nothing new happened', () => {
  it('makes at most 3 requests, with 500 old comments and 10 open spec pull requests whose reviews were handled', {
    timeout: 180_000,
  }, async () => {
    // Ten finished specs with open pull requests, so no task job runs.
    const p: Plan = {
      ...plan(),
      specs: Array.from({ length: 10 }, (_, i) => ({
        id: `s${i}`,
        name: `S${i}`,
        tasks: [{ id: `s${i}-1`, description: 'done', status: 'completed' as const }],
      })),
    };
    const flow = await startFlow({ files: { 'implementation.json': planJson(p) }, gates: p.gates! });
    try {
      flow.server.setPermission('eve', 'read');
      const talk = flow.server.addIssue({ title: 'Chatter' });
      for (let i = 0; i < 500; i++)
        flow.server.addComment(talk.number, {
          user: 'bob',
          body: `an old comment ${i}`,
          at: new Date(Date.now() - 3 * 86_400_000 + i * 1000),
        });
      for (let i = 0; i < 10; i++) {
        git(flow.remote, 'branch', `ralph/s${i}`, 'main');
        const pull = flow.server.addPull({ head: `ralph/s${i}`, title: `S${i}` });
        // Reviews requesting changes, answered by the first run (eve may not command Ralph).
        await flow.server.addReview(pull.number, { user: 'eve', state: 'CHANGES_REQUESTED', body: 'no' });
      }
      const first = await flow.run();
      expect(first.job('commands').result, failures(first)).toBe('success');
      expect(flow.server.state.comments.filter((c) => c.body.includes('ralph:reply:review-'))).toHaveLength(
        10,
      );

      const second = await flow.run();
      expect(second.job('commands').result, failures(second)).toBe('success');
      const token = [...flow.runner.tokens.values()].find(
        (t) => t.runId === second.runId && t.job === 'commands',
      )!.token;
      const asked = flow.server.state.requests.filter((q) => q.token === token);
      expect(asked.length, asked.map((q) => `${q.method} ${q.path}`).join('\n')).toBeLessThanOrEqual(3);
      expect(asked.map((q) => q.operation)).toEqual(
        expect.arrayContaining(['pulls/list', 'issues/list-comments-for-repo']),
      );
      // Nothing was answered twice.
      expect(flow.server.state.comments.filter((c) => c.body.includes('ralph:reply:review-'))).toHaveLength(
        10,
      );

      // Something new is still heard: a new command after the quiet run.
      flow.server.setPermission('ada', 'write');
      const status = flow.server.addComment(talk.number, { user: 'ada', body: '/ralph status' });
      const third = await flow.run();
      expect(third.job('commands').step('commands').outputs.handled).toBe('1');
      expect(
        flow.server.state.comments.filter((c) => c.body.includes(`ralph:reply:comment-${status.id}`)),
      ).toHaveLength(1);
    } finally {
      await flow.close();
    }
  });
});
