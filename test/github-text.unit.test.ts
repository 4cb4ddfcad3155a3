import { describe, expect, it } from 'vitest';
import {
  blockedCommentBody,
  blockedMarker,
  clipBody,
  GITHUB_BODY_LIMIT,
  pullRequestBody,
  pullRequestTitle,
  specMarker,
  trackingIssueBody,
  trackingIssueTitle,
} from '../src/core/github-text/github-text.js';
import type { Spec } from '../src/core/plan/plan.js';

const RUN_1 = 'https://github.com/acme/widgets/actions/runs/101';
const RUN_2 = 'https://github.com/acme/widgets/actions/runs/102';

function spec(): Spec {
  return {
    id: 'avatars',
    name: 'User Avatar Upload',
    file: 'specs/avatars.md',
    context: 'Users upload a picture.\nIt is resized to 256px.',
    acceptanceCriteria: ['Avatars show on the profile page', 'Uploads over 5 MB are refused'],
    tasks: [
      {
        id: 'av-1',
        title: 'Storage | bucket',
        description: 'Create the bucket',
        status: 'completed',
        acceptanceCriteria: ['The bucket is private'],
        attempts: [
          {
            number: 1,
            outcome: 'gate_failed',
            gate: 'test',
            summary: 'gate "test" exited 1\nexpected 200',
            turns: 12,
            costUsd: 0.5,
            runUrl: RUN_1,
          },
          { number: 2, outcome: 'passed', turns: 8, costUsd: 0.25, runUrl: RUN_2 },
        ],
      },
      {
        id: 'av-2',
        description: 'Resize images\nwith sharp',
        status: 'blocked',
        blockedReason: 'retry budget spent (3 of 3 attempts); last: gate "lint" exited 1',
        attempts: [
          {
            number: 1,
            outcome: 'gate_failed',
            gate: 'lint',
            summary: 'lint | failed',
            costUsd: 1,
            runUrl: RUN_2,
          },
          { number: 2, outcome: 'no_marker', summary: 'the agent stopped' },
          {
            number: 3,
            outcome: 'gate_failed',
            gate: 'lint',
            summary: 'gate "lint" exited 1\nsrc/a.ts:1 unused',
            runUrl: 'https://github.com/acme/widgets/actions/runs/103',
            artifact: 'ralph-av-2-attempt-3',
          },
        ],
      },
      { id: 'av-3', description: 'Show the avatar', status: 'pending' },
    ],
  };
}

describe('pull request text', () => {
  it('names the pull request after the spec', () => {
    expect(pullRequestTitle(spec())).toBe('User Avatar Upload');
    expect(pullRequestTitle({ id: 'x', tasks: [] })).toBe('x');
    expect(pullRequestTitle({ id: 'x', name: ` a\n ${'b'.repeat(300)}`, tasks: [] })).toHaveLength(256);
  });

  it('lists tasks, criteria, attempts, cost, gates and runs under the spec marker', () => {
    const body = pullRequestBody(spec(), {
      runUrl: 'https://github.com/acme/widgets/actions/runs/104',
      gateResults: [
        { name: 'test', passed: true, durationMs: 12_300 },
        { name: 'lint', passed: false, required: false },
      ],
    });
    expect(body.startsWith(`${specMarker('avatars')}\n`)).toBe(true);
    expect(body).toContain('## User Avatar Upload');
    expect(body).toContain('Spec `avatars` · from `specs/avatars.md`.');
    expect(body).toContain('> Users upload a picture.\n> It is resized to 256px.');
    expect(body).toContain('### Tasks (1 of 3 completed)');
    expect(body).toContain('- [x] `av-1`: Storage | bucket\n  - The bucket is private');
    expect(body).toContain(
      '- [ ] `av-2`: Resize images — blocked: retry budget spent (3 of 3 attempts); last: gate "lint" exited 1',
    );
    expect(body).toContain('- [ ] `av-3`: Show the avatar — pending');
    expect(body).toContain('- Avatars show on the profile page\n- Uploads over 5 MB are refused');
    expect(body).toContain('| `test` | ✅ passed | 12.3s |');
    expect(body).toContain('| `lint` | ⚠️ failed (not required) | — |');
    expect(body).toContain('| `av-1` | 2 | gate_failed (test) → passed | 20 | $0.75 |');
    expect(body).toContain(
      '| `av-2` | 3 | gate_failed (lint) → no_marker → gate_failed (lint) | — | $1.00 |',
    );
    expect(body).toContain('**Total cost:** $1.75 over 5 attempts.');
    expect(body).toContain(
      [
        `- [run 101](${RUN_1})`,
        `- [run 102](${RUN_2})`,
        '- [run 103](https://github.com/acme/widgets/actions/runs/103)',
        '- [run 104](https://github.com/acme/widgets/actions/runs/104) (this update)',
      ].join('\n'),
    );
    expect(body.trimEnd().endsWith('</sub>')).toBe(true);
  });

  it('is the same text for the same plan', () => {
    expect(pullRequestBody(spec(), { runUrl: RUN_1 })).toBe(pullRequestBody(spec(), { runUrl: RUN_1 }));
    expect(blockedCommentBody(spec(), spec().tasks[1]!)).toBe(blockedCommentBody(spec(), spec().tasks[1]!));
  });

  it('says so when the agent reported no cost, and leaves out empty sections', () => {
    const s: Spec = {
      id: 's',
      tasks: [{ id: 't', description: 'd', status: 'completed', attempts: [{ number: 1 }] }],
    };
    const body = pullRequestBody(s);
    expect(body).toContain('1 attempt; the agent reported no cost.');
    expect(body).not.toContain('### Gates');
    expect(body).not.toContain('### Runs');
    expect(body).not.toContain('Acceptance criteria');
  });

  it('keeps plan text from hiding the body, forging a marker or breaking a table', () => {
    const s = spec();
    s.context = 'before <!-- ralph:spec:other --> after';
    s.tasks[0]!.title = 'sneaky <!-- hide';
    s.tasks[0]!.attempts![0]!.gate = 'a|b';
    const body = pullRequestBody(s);
    expect(body.match(/<!--/g)).toHaveLength(1);
    expect(body).toContain('&lt;!-- ralph:spec:other --&gt;');
    expect(body).toContain('gate_failed (a\\|b)');
    expect(specMarker('a--b>c d')).toBe('<!-- ralph:spec:a-%2Db%3Ec%20d -->');
    expect(specMarker('a-b')).not.toBe(specMarker('a%2Db'));
  });

  it('clips a body over GitHub’s limit with a note and keeps the marker and the footer', () => {
    const s = spec();
    s.tasks = Array.from({ length: 3000 }, (_, i) => ({
      id: `t-${i}`,
      description: `task ${i} ${'x'.repeat(40)}`,
      status: 'pending' as const,
    }));
    const body = pullRequestBody(s);
    expect(body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    expect(body.startsWith(specMarker('avatars'))).toBe(true);
    expect(body).toContain("cut to stay under GitHub's limit of 65536 characters");
    expect(body.trimEnd().endsWith('</sub>')).toBe(true);
    expect(pullRequestBody(spec(), { maxLength: 500 }).length).toBeLessThanOrEqual(500);

    const clipped = clipBody(`${'a'.repeat(99)}😀${'b'.repeat(50)}`, '', 200);
    expect(clipped.length).toBeLessThanOrEqual(200);
    expect(clipped).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(clipBody('short', 'foot')).toBe('short\n\nfoot\n');
  });

  it('cuts a long spec context and points to the plan', () => {
    const s = spec();
    s.context = 'c'.repeat(10_000);
    const body = pullRequestBody(s, { planFile: 'plans/impl.json' });
    expect(body).toContain('_The context is cut here; `plans/impl.json` has all of it._');
    expect(body.length).toBeLessThan(7_000);
  });
});

describe('blocked task comment', () => {
  it('says which task is blocked, why, what was tried and what to do', () => {
    const s = spec();
    const body = blockedCommentBody(s, s.tasks[1]!, {
      runUrl: 'https://github.com/acme/widgets/actions/runs/105',
      branch: 'ralph/avatars',
    });
    expect(body.startsWith(`${blockedMarker('av-2')}\n`)).toBe(true);
    expect(body).toContain('### ⛔ Task `av-2` is blocked: Resize images');
    expect(body).toContain('Spec **User Avatar Upload** (`avatars`), branch `ralph/avatars`.');
    expect(body).toContain('> retry budget spent (3 of 3 attempts); last: gate "lint" exited 1');
    expect(body).toContain('**Attempts:** 3');
    expect(body).toContain('| 1 | gate_failed | `lint` | lint \\| failed |');
    expect(body).toContain('| 2 | no_marker | — | the agent stopped |');
    expect(body).toContain('| 3 | gate_failed | `lint` | gate "lint" exited 1 |');
    expect(body).toContain('**Last failing gate:** `lint` (attempt 3): gate "lint" exited 1');
    expect(body).toContain('Run: [run 105](https://github.com/acme/widgets/actions/runs/105)');
    expect(body).toContain('artifact `ralph-av-2-attempt-3`');
    expect(body).toContain('`/ralph retry av-2 <your answer>`');
    expect(body).toContain('`/ralph skip av-2 <reason>`');
    expect(body).toContain('`ralph retry av-2 --reason "..."`');
    expect(body).toContain('or edit the task in `implementation.json` on branch `ralph/avatars`');
  });

  it('takes the run and artifact of the last attempt when none is given, and quotes odd ids', () => {
    const s = spec();
    const task = { ...s.tasks[1]!, id: "it's" };
    const body = blockedCommentBody(s, task);
    expect(body).toContain('Run: [run 103](https://github.com/acme/widgets/actions/runs/103)');
    expect(body).toContain(`\`ralph retry 'it'\\''s' --reason`);
    const none = blockedCommentBody(s, { id: 'x', description: 'd', status: 'blocked' });
    expect(none).toContain('> No reason was recorded.');
    expect(none).toContain('**Attempts:** none recorded.');
    expect(none).not.toContain('Last failing gate');
  });
});

describe('tracking issue', () => {
  it('carries the spec marker and lists the tasks', () => {
    const body = trackingIssueBody(spec());
    expect(body.startsWith(specMarker('avatars'))).toBe(true);
    expect(body).toContain('Ralph tracks spec **User Avatar Upload** (`avatars`)');
    expect(body).toContain('- `av-1`: Storage | bucket\n- `av-2`: Resize images\n- `av-3`: Show the avatar');
    expect(trackingIssueTitle(spec())).toBe('Ralph: User Avatar Upload');
  });
});

describe('text from the plan and the agent', () => {
  it('mentions nobody', () => {
    const spec = {
      id: 's',
      name: 'S',
      tasks: [
        {
          id: 't',
          description: 'd',
          status: 'blocked' as const,
          blockedReason: 'ask @octocat, or mail a@b.io',
        },
      ],
    };
    const body = blockedCommentBody(spec, spec.tasks[0]!);
    expect(body).not.toMatch(/(^|[^\w`])@octocat/);
    expect(body).toContain('@\u2060octocat');
    expect(body).toContain('a@b.io');
  });
});

describe('the plan picture in pull requests and blocked-task comments', () => {
  const plan = (): import('../src/core/plan/plan.js').Plan => ({
    version: 1,
    specs: [
      {
        id: 'core',
        name: 'Core',
        tasks: [
          { id: 'c1', title: 'Model', description: 'm', status: 'completed' },
          {
            id: 'c2',
            title: 'Store',
            description: 's',
            status: 'blocked',
            blockedReason: 'no db',
            dependsOn: ['c1'],
          },
        ],
      },
      {
        id: 'api',
        name: 'API',
        tasks: [
          { id: 'a1', title: 'Routes', description: 'r', status: 'pending', dependsOn: ['c2'] },
          { id: 'a2', title: 'Docs', description: 'd', status: 'pending', dependsOn: ['a1'] },
        ],
      },
      { id: 'ui', name: 'UI', tasks: [{ id: 'u1', title: 'Page', description: 'p', status: 'pending' }] },
    ],
  });

  it("draws the spec and the specs waiting on it in the spec's pull request", () => {
    const p = plan();
    const body = pullRequestBody(p.specs[0]!, { plan: p });
    expect(body).toContain('### Where this spec stands');
    expect(body).toContain('This spec and the tasks that wait on it, in `api`.');
    const block = /```mermaid\n([\s\S]*?)```/.exec(body)![1]!;
    expect(block).toContain('subgraph s0["core: Core"]');
    expect(block).toContain('subgraph s1["api: API"]');
    // The UI spec does not wait on core: it is not drawn.
    expect(block).not.toContain('u1');
    expect(block.match(/ --> /g)).toHaveLength(3);
    // No plan, no picture: the body stays as it was.
    expect(pullRequestBody(p.specs[0]!)).not.toContain('```mermaid');
  });

  it('draws what a blocked task holds up in its comment', () => {
    const p = plan();
    const body = blockedCommentBody(p.specs[0]!, p.specs[0]!.tasks[1]!, { plan: p });
    expect(body).toContain('**What it holds up:** one task waits on it directly');
    const block = /```mermaid\n([\s\S]*?)```/.exec(body)![1]!;
    expect(block).toContain('t0["⛔ c2: Store"]:::blocked');
    expect(block).toContain('a2: Docs');
    expect(block).not.toContain('c1: Model');
    expect(body).toContain('Critical path (3 unfinished tasks, thick border): `c2` → `a1` → `a2`');
    const free = blockedCommentBody(
      p.specs[1]!,
      { ...p.specs[1]!.tasks[1]!, status: 'blocked' },
      { plan: p },
    );
    expect(free).toContain('**What it holds up:** no task waits on it.');
  });
});
