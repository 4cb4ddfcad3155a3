// The words of /ralph commands and what they change (src/core/github-text/commands.ts), as pure rules.
import { describe, expect, it } from 'vitest';
import {
  addFollowUp,
  applyTaskCommand,
  CommandError,
  handledSources,
  parseCommand,
  replyBody,
  statusReplyText,
} from '../src/core/github-text/commands.js';
import type { Plan } from '../src/core/plan/plan.js';
import { markdownTable } from '../src/core/report/report.js';

const plan = (): Plan => ({
  version: 1,
  specs: [
    {
      id: 'a',
      status: 'completed',
      tasks: [
        { id: 'a-1', description: 'one', status: 'blocked', blockedReason: 'why', attempts: [{ number: 1 }] },
        { id: 'a-2', description: 'two', status: 'pending' },
      ],
    },
    { id: 'b', tasks: [{ id: 'b-1', description: 'b', status: 'failed' }] },
  ],
});
const by = { author: 'ada', created: '2026-11-26T00:00:00Z', place: { kind: 'issue', spec: 'a' } as const };

describe('parseCommand', () => {
  it('reads retry, skip and status, and the answer after the task', () => {
    expect(parseCommand('/ralph retry a-1 use the\nsecond key', { kind: 'issue' })).toEqual({
      kind: 'retry',
      task: 'a-1',
      text: 'use the\nsecond key',
    });
    expect(parseCommand('/ralph skip a-2', { kind: 'issue' })).toEqual({
      kind: 'skip',
      task: 'a-2',
      text: '',
    });
    expect(parseCommand('  /ralph status  ', { kind: 'issue' })).toEqual({ kind: 'status' });
  });

  it('takes anything else on a spec pull request as a change, and is no command elsewhere', () => {
    expect(parseCommand('/ralph rename greet to hello', { kind: 'pull', spec: 'a' })).toEqual({
      kind: 'change',
      text: 'rename greet to hello',
    });
    expect(parseCommand('/ralph rename it', { kind: 'issue' })).toMatchObject({ kind: 'malformed' });
    expect(parseCommand('/ralph retry', { kind: 'issue' })).toMatchObject({ kind: 'malformed' });
    expect(parseCommand('thanks! /ralph retry a-1', { kind: 'issue' })).toBeUndefined();
    expect(parseCommand('> /ralph retry a-1', { kind: 'issue' })).toBeUndefined();
    expect(parseCommand('/ralphy', { kind: 'issue' })).toBeUndefined();
    // Any letter case, as the workflow's contains() that starts the listen job matches it.
    expect(parseCommand('/RALPH status', { kind: 'issue' })).toEqual({ kind: 'status' });
    expect(parseCommand('/Ralph Retry a-1', { kind: 'issue' })).toMatchObject({ kind: 'retry', task: 'a-1' });
  });
});

describe('handledSources', () => {
  it('counts a reply that starts with its marker, never one that only quotes it', () => {
    const reply = replyBody('comment-7', 'done');
    expect([...handledSources([reply, `see above:\n${replyBody('comment-8', 'x')}`])]).toEqual(['comment-7']);
  });
});

describe('applyTaskCommand', () => {
  it('retries a blocked task: pending, a fresh budget, the answer as a comment', () => {
    const p = plan();
    const r = applyTaskCommand(p, { kind: 'retry', task: 'a-1', text: 'try the other key' }, by);
    expect(r).toMatchObject({ from: 'blocked', to: 'pending' });
    expect(p.specs[0]!.tasks[0]).toMatchObject({
      status: 'pending',
      retryBudgetFrom: 1,
      comments: [{ author: 'ada', body: 'try the other key', created: by.created }],
    });
    expect(p.specs[0]!.tasks[0]!.blockedReason).toBeUndefined();
  });

  it('refuses a task that is not blocked, one of another spec, and an unknown one, naming the known', () => {
    expect(() => applyTaskCommand(plan(), { kind: 'retry', task: 'a-2', text: '' }, by)).toThrow(
      /`a-2` is pending; only a blocked or failed task can be retried/,
    );
    expect(() => applyTaskCommand(plan(), { kind: 'skip', task: 'b-1', text: '' }, by)).toThrow(
      /`b-1` is a task of spec `b`, not of `a`/,
    );
    expect(() => applyTaskCommand(plan(), { kind: 'retry', task: 'zz', text: '' }, by)).toThrow(CommandError);
    expect(() => applyTaskCommand(plan(), { kind: 'retry', task: 'zz', text: '' }, by)).toThrow(
      /`a-1`, `a-2`/,
    );
  });
});

describe('addFollowUp', () => {
  it('adds the task once, from the review and its inline comments, and opens the spec again', () => {
    const p = plan();
    const req = {
      source: 'review-42',
      author: 'ada',
      created: by.created,
      body: 'Rename it.',
      comments: [{ path: 'src/x.ts', line: 3, body: 'here', author: 'ada' }],
    };
    const task = addFollowUp(p, 'a', req)!;
    expect(task).toMatchObject({
      id: 'a-review-42',
      provenance: 'human',
      status: 'pending',
      contextFiles: ['src/x.ts'],
      comments: [
        { author: 'ada', body: 'Rename it.' },
        { author: 'ada', body: 'src/x.ts:3: here' },
      ],
    });
    expect(p.specs[0]!.status).toBeUndefined();
    expect(addFollowUp(p, 'a', req)).toBeUndefined();
    expect(p.specs[0]!.tasks).toHaveLength(3);
  });
});

describe('statusReplyText', () => {
  const rows = (n: number, blocked: number[]) => [
    ['SPEC', 'TASK', 'STATUS', 'ATTEMPTS', 'NOTE'],
    ...Array.from({ length: n }, (_, i) => [
      's',
      `s-${i}`,
      blocked.includes(i) ? '⛔ blocked' : '✅ completed',
      '1',
      blocked.includes(i) ? 'blocked: why' : '',
    ]),
  ];

  it('shows a cell as written: no HTML, no cell ended by a |, one line', () => {
    // GitHub's markdown reads <TASK_DONE> as an HTML tag and drops it from the page.
    expect(markdownTable([['NOTE'], ['without printing <TASK_DONE> & a|b\nnext']])).toBe(
      '| NOTE |\n| --- |\n| without printing &lt;TASK_DONE&gt; &amp; a\\|b next |',
    );
  });

  it('gives the whole table when it fits', () => {
    const text = statusReplyText(rows(3, [1]), markdownTable);
    expect(text).toBe(`The plan as Ralph sees it now:\n\n${markdownTable(rows(3, [1]))}`);
  });

  it('gives counts and the tasks that need a person when it does not, always within the limit', () => {
    const text = statusReplyText(rows(3_000, [5, 2_999]), markdownTable, { runUrl: 'https://x/run/1' });
    expect(text.length).toBeLessThan(65_536 - 2_000);
    expect(text).toContain('The plan has 3000 tasks, too many for one comment: 2998 completed, 2 blocked.');
    expect(text).toContain("[the run's summary](https://x/run/1)");
    expect(text).toContain('| s | s-5 | ⛔ blocked |');
    expect(text).toContain('| s | s-2999 | ⛔ blocked |');
    expect(text).not.toContain('s-6 |');
  });

  it('cuts the list of tasks that need a person, saying so', () => {
    const many = Array.from({ length: 3_000 }, (_, i) => i);
    const text = statusReplyText(rows(3_000, many), markdownTable, { limit: 20_000 });
    expect(text.length).toBeLessThan(20_000);
    expect(text).toMatch(/Tasks that wait for a person \(the first \d+ of 3000\):/);
  });
});

describe('what a public reply says when a command could not be carried out', () => {
  it("says only 'an internal error' for a bug, and the first line of an error a person can act on", async () => {
    const { publicReason } = await import('../src/action/commands/reply.js');
    const bug = new TypeError(
      "Cannot read properties of undefined (reading 'tasks') at /home/runner/work/x.js:1",
    );
    expect(publicReason(bug)).toBe("an internal error; see the run's log");
    expect(publicReason('a thrown string')).toBe("an internal error; see the run's log");
    expect(publicReason(new CommandError('there is no task `b-9` in spec `b`\nmore'))).toBe(
      'there is no task `b-9` in spec `b`',
    );
    // One that passes by itself says so (the next run tries again).
    expect(publicReason(Object.assign(new Error('Server Error'), { status: 502 }))).toBe('Server Error');
  });
});
