// markdown-tasks against a sample shaped like the task files mabulu-inc/ralph writes
// (test/fixtures/import/markdown-tasks-real: ten tasks in our own words, every status, the
// fields its loop writes back after a run, and the odd cases its own backlog has).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planProblems } from '../src/core/plan/checks.js';
import type { Task } from '../src/core/plan/plan.js';
import { formatProblem } from '../src/core/plan/problem.js';
import { countedAttempts, schedule } from '../src/core/schedule/schedule.js';
import { type ImportResult, importPlan, memoryReader, type SourceReader } from '../src/importers/index.js';

const FIXTURES = fileURLToPath(new URL('./fixtures/import', import.meta.url));
const fixtures: SourceReader = {
  read: (p) => readFileSync(join(FIXTURES, p), 'utf8'),
  list: (d) => readdirSync(join(FIXTURES, d)),
};

function run(path = 'markdown-tasks-real/docs/tasks', reader: SourceReader = fixtures): ImportResult {
  const result = importPlan('markdown-tasks', path, reader);
  expect(planProblems(result.plan).map(formatProblem)).toEqual([]);
  return result;
}

const { plan, warnings } = run();
const task = (id: string): Task => {
  const found = plan.specs.flatMap((s) => s.tasks).find((t) => t.id === id);
  if (!found) throw new Error(`no task ${id}`);
  return found;
};
const DIR = 'markdown-tasks-real/docs/tasks';

describe('markdown-tasks: milestones', () => {
  it('makes one spec per milestone, with a lower-case id from the whole milestone', () => {
    expect(plan.specs.map((s) => [s.id, s.name, s.tasks.map((t) => t.id)])).toEqual([
      ['1-foundation', '1 — Foundation', ['T-000', 'T-001']],
      ['2-reports', '2 — Reports', ['T-002', 'T-003', 'T-004']],
      // Two milestones with one number are two specs, as in the original's own backlog.
      ['3-budgets', '3 — Budgets', ['T-005']],
      ['3-imports', '3 — Imports', ['T-006', 'T-007']],
      ['4-polish', '4 — Polish', ['T-008', 'T-009']],
    ]);
    // Milestones keep their order beside specs from other sources: lower priority runs first.
    expect(plan.specs.map((s) => s.priority)).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives a milestone it cannot spell in ASCII "milestone-<number>", and says so', () => {
    const reader = memoryReader({
      't/T-001.md': '# T-001: 登录接口\n\n- **Status**: TODO\n- **Milestone**: 1 — 认证\n',
      't/T-002.md':
        '# T-002: 个人资料\n\n- **Status**: TODO\n- **Milestone**: 2 — 用户资料\n- **Depends**: T-001\n',
    });
    const r = run('t', reader);
    expect(r.plan.specs.map((s) => [s.id, s.name])).toEqual([
      ['milestone-1', '1 — 认证'],
      ['milestone-2', '2 — 用户资料'],
    ]);
    expect(r.warnings[0]).toBe(
      't/T-001.md:4: milestone "1 — 认证" could not be made a readable id (a branch name takes only ASCII letters, digits, ".", "_" and "-"); imported as "milestone-1", the same on every re-import',
    );
  });

  it('skips the README without a word, and says nothing the sample does not deserve', () => {
    expect(warnings).toEqual([
      `${DIR}/T-008.md:5: depends on "T-099", which no task file has; that dependency is dropped`,
      `${DIR}/T-009.md:8: Completed on a pending task (left over from a run that was retried) is not its completion time; dropped`,
      `${DIR}/T-009.md:9: Commit on a pending task (left over from a run that was retried) is not its commit; dropped`,
      `${DIR}/T-006.md:8: field "Model" has no place per task in a Ralph plan (agent.model is plan-wide); dropped`,
      'task "T-003" was in progress in the source, with no start time; imported as pending, so Ralph runs it again from the start (keep any partial work on a branch, or mark it `ralph set T-003 --status completed` if it is done)',
    ]);
  });
});

describe('markdown-tasks: statuses', () => {
  it('maps TODO, IN-PROGRESS, DONE, BLOCKED and SKIPPED', () => {
    const status = Object.fromEntries(plan.specs.flatMap((s) => s.tasks).map((t) => [t.id, t.status]));
    expect(status).toEqual({
      'T-000': 'completed',
      'T-001': 'completed',
      'T-002': 'completed',
      'T-003': 'pending', // IN-PROGRESS without a start time: re-run, with the warning above
      'T-004': 'blocked', // TODO, but it has a ## Blocked section
      'T-005': 'blocked',
      'T-006': 'pending',
      'T-007': 'skipped',
      'T-008': 'pending',
      'T-009': 'pending',
    });
  });

  it('takes the reason from the ## Blocked section or the Blocked reason field', () => {
    expect(task('T-004').blockedReason).toBe(
      'Waiting on the product owner: which rate source wins when two files disagree?',
    );
    expect(task('T-005').blockedReason).toBe(
      'Gate failed 3 times: budget.test.ts times out on the 10k-transaction fixture',
    );
  });

  it('lets the scheduler run what the original would run, and nothing blocked', () => {
    const ready = schedule(plan, { now: new Date('2026-03-01T00:00:00Z') }).ready.map((r) => r.task);
    // T-003 is re-run; T-004 (blocked section) and T-005 (BLOCKED) wait; T-008 waits on T-003.
    expect(ready).toEqual(['T-003', 'T-006']);
  });
});

describe('markdown-tasks: what a finished run wrote', () => {
  it('maps "Completed: date time (Nm duration)", Commit and Cost', () => {
    expect(task('T-000')).toMatchObject({
      completedAt: '2026-02-02T09:41:00',
      durationMs: 6 * 60_000,
      commit: '3f9c2a1be07d4c5e8a6b1f0d2c3e4a5b6c7d8e9f',
      attempts: [
        {
          number: 1,
          costUsd: 0.61,
          durationMs: 360_000,
          finishedAt: '2026-02-02T09:41:00',
          outcome: 'passed',
        },
      ],
    });
  });

  it('maps a Completed that is only a date, or ISO 8601', () => {
    expect(task('T-001')).toMatchObject({
      completedAt: '2026-02-02',
      commit: '8d1e0f2a3b4c5d6e7f8091a2b3c4d5e6f7a8b9c0',
    });
    expect(task('T-001').durationMs).toBeUndefined();
    expect(task('T-001').attempts).toEqual([
      { number: 1, costUsd: 1.37, finishedAt: '2026-02-02', outcome: 'passed' },
    ]);
    expect(task('T-002').completedAt).toBe('2026-02-03T14:05:00Z');
  });

  it('keeps the cost of a task that was tried and reset, without calling it passed', () => {
    expect(task('T-009').attempts).toEqual([{ number: 1, costUsd: 0.35 }]);
    expect(task('T-003').attempts).toBeUndefined();
    // The other tool's run does not use up one of Ralph's retries.
    expect(task('T-009').retryBudgetFrom).toBe(1);
    expect(countedAttempts(task('T-009'))).toBe(0);
  });

  it('drops the Completed and Commit a retry left on a task that is not done, with a warning each', () => {
    expect(task('T-009')).not.toHaveProperty('completedAt');
    expect(task('T-009')).not.toHaveProperty('durationMs');
    expect(task('T-009')).not.toHaveProperty('commit');
    expect(warnings).toContain(
      `${DIR}/T-009.md:8: Completed on a pending task (left over from a run that was retried) is not its completion time; dropped`,
    );
    expect(warnings).toContain(
      `${DIR}/T-009.md:9: Commit on a pending task (left over from a run that was retried) is not its commit; dropped`,
    );
  });

  it('keeps Completion Notes, as a section or as a field, as a comment', () => {
    expect(task('T-000').comments).toEqual([
      {
        author: 'completion-notes',
        body: 'Set up the package with pnpm, vitest and eslint. `pnpm check` runs lint, typecheck and the 4 initial tests.',
      },
    ]);
    expect(task('T-001').comments).toEqual([
      {
        author: 'completion-notes',
        body: 'Reader streams the file line by line; malformed lines are reported with their line number. 23 tests.',
      },
    ]);
  });
});

describe('markdown-tasks: the task body', () => {
  it('reads ## AC (checkboxes dropped) as acceptance criteria', () => {
    expect(task('T-001').acceptanceCriteria?.slice(0, 2)).toEqual([
      'A well-formed file reads into transactions in file order',
      'A malformed line fails with its line number',
    ]);
  });

  it('makes only paths of ## Produces output artifacts; the rest are criteria', () => {
    expect(task('T-000')).toMatchObject({
      outputArtifacts: ['package.json', 'tsconfig.json', 'src/cli.ts'],
      acceptanceCriteria: ['Quality check script (`pnpm check`)', 'Tests'],
    });
    expect(task('T-001').outputArtifacts).toEqual(['src/ledger/read.ts', 'src/ledger/types.ts']);
    expect(task('T-001').acceptanceCriteria).toContain('Updated tests as needed');
    // "New" and "Updated" lead a path; "(modified)" is a remark on it.
    expect(task('T-002').outputArtifacts).toEqual(['src/reports/balance.ts', 'src/cli.ts']);
    expect(task('T-002').acceptanceCriteria).toContain('Tests for the tree layout and the rollup');
    // "(or ...)" makes a path a suggestion, and a path in the middle of words is not the item.
    expect(task('T-004').outputArtifacts).toEqual(['src/prices/db.ts']);
    expect(task('T-004').acceptanceCriteria).toEqual([
      '`tally balance --in EUR` prints every amount in euros',
      'A missing rate is an error naming the commodity and the date',
      '`src/prices/convert.ts` (or added to an existing utility module)',
      'Updated tests under `src/__tests__/`',
    ]);
    expect(task('T-008').outputArtifacts).toEqual([
      'src/completions.ts',
      'completions/tally.bash',
      'README.md',
    ]);
    expect(task('T-009').outputArtifacts).toEqual(['.github/workflows/release.yml']);
  });

  it('keeps other sections in the description under their heading, and code fences whole', () => {
    expect(task('T-002').description).toBe(
      '`tally balance` prints each account with its balance, children indented under their parent.\n\n' +
        '## Changes\n\n### src/reports/balance.ts\n\n- Sum postings per account, rolling children up into parents\n' +
        '- Sort accounts by name\n\n### src/cli.ts\n\n- Wire the `balance` subcommand',
    );
    const t6 = task('T-006').description;
    expect(t6).toContain('## a comment in the rule file, not a section\n[[rule]]');
    expect(t6).toMatch(/```\n\n## Security Considerations\n\nNever echo full card numbers/);
    // The scaffold's HTML note is for people.
    expect(t6).not.toContain('<!--');
  });

  it('maps Depends, Touches, Complexity, Hints, PRD Reference and Roles', () => {
    expect(task('T-000').dependsOn).toBeUndefined();
    expect(task('T-005').dependsOn).toEqual(['T-001', 'T-002']);
    expect(task('T-008').dependsOn).toEqual(['T-002', 'T-003']);
    expect(task('T-001').contextFiles).toEqual(['src/ledger/read.ts', 'src/ledger/types.ts']);
    expect([task('T-001').complexity, task('T-003').complexity, task('T-004').complexity]).toEqual([
      'standard',
      'light', // "simple", a word the original's own backlog uses
      'heavy',
    ]);
    expect(task('T-004').hints).toBe(
      'The price file format is described in PRD §3.4. Look up the rate on or before the posting date.\n\nPRD Reference: §3.4',
    );
    expect(task('T-006').hints).toBe('PRD Reference: §5.1\n\nRoles: Data Engineer');
  });
});

describe('markdown-tasks: odd files', () => {
  it('blocks an IN-PROGRESS task with a ## Blocked section, and keeps a DONE one done', () => {
    const reader = memoryReader({
      'docs/tasks/T-001.md':
        '# T-001: A\n\n- **Status**: IN-PROGRESS\n- **Milestone**: Alpha\n\n## Blocked\n\nNeeds a key.\n',
      'docs/tasks/T-002.md':
        '# T-002: B\n\n- **Status**: DONE\n- **Milestone**: Alpha\n\n## Blocked\n\nOld note.\n',
    });
    const r = run('docs/tasks', reader);
    expect(r.plan.specs[0]!.id).toBe('alpha');
    expect(r.plan.specs[0]!.tasks.map((t) => [t.status, t.blockedReason])).toEqual([
      ['blocked', 'Needs a key.'],
      ['completed', undefined],
    ]);
    expect(r.warnings).toEqual([
      'docs/tasks/T-002.md:6: a blocked reason on a completed task; dropped (the task stays completed)',
    ]);
  });

  it('warns once per unknown field, counting the files, and about a Completed it cannot read', () => {
    const reader = memoryReader({
      't/T-1.md': '# T-1: A\n\n- **Status**: DONE\n- **Owner**: ana\n- **Completed**: last week\n',
      't/T-2.md': '# T-2: B\n\n- **Status**: TODO\n- **Owner**: bo\n- **Cost**: a lot\n',
    });
    expect(run('t', reader).warnings).toEqual([
      't/T-1.md:5: time "last week" is not a date; left out (use YYYY-MM-DD or ISO 8601)',
      't/T-2.md:5: Cost "a lot" is not an amount in dollars; dropped (write it as $0.42)',
      't/T-1.md:4: field "Owner" has no place in a Ralph plan; dropped (in 2 task files; this is the first)',
    ]);
  });

  it('keeps ** inside a value (globs), and puts globs in the hints, not in contextFiles or outputArtifacts', () => {
    const reader = memoryReader({
      't/T-001.md':
        '# T-001: Lint all sources\n\n- **Status**: TODO\n- **Touches**: `src/**/*.ts`, `docs-site/src/content/docs/**`, `eslint.config.js`\n- **Produces**: `src/**/*.test.ts`, `lint.log`\n- **Blocked reason**: **waiting on the API**\n',
    });
    const t = run('t', reader).plan.specs[0]!.tasks[0]!;
    expect(t.contextFiles).toEqual(['eslint.config.js']);
    expect(t.outputArtifacts).toEqual(['lint.log']);
    expect(t.hints).toBe(
      'Touches (patterns): src/**/*.ts, docs-site/src/content/docs/**\n\nProduces (patterns): src/**/*.test.ts',
    );
    expect(t.acceptanceCriteria ?? []).toEqual([]);
  });

  it('keeps a title that ends in # (a closing # sequence needs a space before it)', () => {
    const reader = memoryReader({
      't/T-001.md': '# T-001: Port F#\n\n- **Status**: TODO\n\n## Notes for C# ##\n\nKeep it idiomatic.\n',
      't/T-002.md': '# T-002: Add a C# client ##\n\n- **Status**: TODO\n',
    });
    const [one, two] = run('t', reader).plan.specs[0]!.tasks;
    expect(one!.title).toBe('Port F#');
    expect(one!.description).toBe('## Notes for C#\n\nKeep it idiomatic.');
    expect(two!.title).toBe('Add a C# client');
  });

  it('warns once about Model, counting the files', () => {
    const files: Record<string, string> = {};
    for (const n of [1, 2, 3])
      files[`t/T-00${n}.md`] =
        `# T-00${n}: Task ${n}\n\n- **Status**: TODO\n- **Model**: claude-sonnet-4\n- **Owner**:\n`;
    expect(run('t', memoryReader(files)).warnings).toEqual([
      't/T-001.md:4: field "Model" has no place per task in a Ralph plan (agent.model is plan-wide); dropped (in 3 task files; this is the first)',
    ]);
  });

  it('reads fields in single asterisks, as the original does', () => {
    const reader = memoryReader({
      't/T-050.md':
        '# T-050: Single\n\n- *Status*: DONE\n- *Milestone*: 3 — Features\n- *Depends*: none\n- *Completed*: 2026-03-10 10:00 (3m duration)\n- *Commit*: abc1234\n- *Cost*: $5.00\n\n## Description\n\nText.\n',
    });
    const { plan: p, warnings: w } = run('t', reader);
    expect(p.specs[0]!.id).toBe('3-features');
    expect(p.specs[0]!.tasks[0]).toMatchObject({
      status: 'completed',
      completedAt: '2026-03-10T10:00:00',
      durationMs: 180_000,
      commit: 'abc1234',
      attempts: [{ number: 1, costUsd: 5 }],
    });
    expect(w).toEqual([]);
  });

  it('reads a duration in hours and minutes', () => {
    const reader = memoryReader({
      't/T-1.md': '# T-1: A\n\n- **Status**: DONE\n- **Completed**: 2026-01-05 23:50 (1h 12m duration)\n',
    });
    expect(run('t', reader).plan.specs[0]!.tasks[0]).toMatchObject({
      completedAt: '2026-01-05T23:50:00',
      durationMs: 72 * 60_000,
    });
  });
});
