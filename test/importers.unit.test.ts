import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { serializePlan } from '../src/adapters/plan-file.js';
import { runCli } from '../src/cli/cli.js';
import { planProblems } from '../src/core/plan/checks.js';
import type { Plan, Task } from '../src/core/plan/plan.js';
import { formatProblem } from '../src/core/plan/problem.js';
import {
  IMPORT_FORMATS,
  ImportError,
  type ImportResult,
  importPlan,
  memoryReader,
  type SourceReader,
} from '../src/importers/index.js';
import {
  finishPlan,
  IdAllocator,
  isoTime,
  mapStatus,
  parseDuration,
  parseUsd,
  priorityRank,
  recordedAttempt,
  sortByPriority,
  specSlug,
} from '../src/importers/kit/index.js';

const FIXTURES = fileURLToPath(new URL('./fixtures/import', import.meta.url));

/** The fixtures, read through the injected reader with paths relative to test/fixtures/import. */
const fixtures: SourceReader = {
  read: (p) => readFileSync(join(FIXTURES, p), 'utf8'),
  list: (d) => readdirSync(join(FIXTURES, d)),
};

function run(format: string, path: string, reader: SourceReader = fixtures): ImportResult {
  const result = importPlan(format, path, reader);
  expect(planProblems(result.plan).map(formatProblem)).toEqual([]);
  return result;
}

function layout(plan: Plan): Record<string, string[]> {
  return Object.fromEntries(plan.specs.map((s) => [s.id, s.tasks.map((t) => t.id)]));
}

function task(plan: Plan, id: string): Task {
  const found = plan.specs.flatMap((s) => s.tasks).find((t) => t.id === id);
  if (!found) throw new Error(`no task ${id}`);
  return found;
}

function field<K extends keyof Task>(plan: Plan, key: K): Record<string, Task[K]> {
  return Object.fromEntries(plan.specs.flatMap((s) => s.tasks).map((t) => [t.id, t[key]]));
}

/** The ImportError an import throws (fails the test when it does not throw one). */
function importError(format: string, path: string, reader: SourceReader = fixtures): ImportError {
  try {
    importPlan(format, path, reader);
  } catch (e) {
    expect(e).toBeInstanceOf(ImportError);
    return e as ImportError;
  }
  throw new Error(`${format} ${path} imported without an error`);
}

describe('markdown-tasks', () => {
  it('turns milestones into specs with lower-case ids and keeps task order by number', () => {
    const { plan } = run('markdown-tasks', 'markdown-tasks/docs/tasks');
    expect(layout(plan)).toEqual({
      'm1-foundation': ['T-001', 'T-002'],
      'm2-scheduling': ['T-003', 'T-004'],
      tasks: ['T-010'],
    });
    expect(plan.specs.map((s) => s.name)).toEqual(['M1 — Foundation', 'M2: Scheduling', undefined]);
  });

  it('reads "Status: x" and "**Status:** x" lines alike and maps the words', () => {
    const { plan, warnings } = run('markdown-tasks', 'markdown-tasks/docs/tasks');
    expect(field(plan, 'status')).toEqual({
      'T-001': 'completed',
      'T-002': 'completed',
      // In progress with no start time: its run is gone, so it is pending and runs again.
      'T-003': 'pending',
      'T-004': 'blocked',
      'T-010': 'pending',
    });
    expect(task(plan, 'T-004').blockedReason).toBe('Waiting for a decision on the 256-job matrix limit.');
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /^task "T-003" was in progress in the source, with no start time; imported as pending, so Ralph runs it again/,
      ),
    );
    expect(warnings.join('\n')).not.toMatch(/waits for it/);
  });

  it('maps dependencies, including markdown links, and drops unknown ones with a warning', () => {
    const { plan, warnings } = run('markdown-tasks', 'markdown-tasks/docs/tasks');
    expect(field(plan, 'dependsOn')).toEqual({
      'T-001': undefined,
      'T-002': ['T-001'],
      'T-003': ['T-001', 'T-002'],
      'T-004': ['T-003'],
      'T-010': ['T-004'],
    });
    expect(warnings).toContainEqual(
      expect.stringMatching(/^markdown-tasks\/docs\/tasks\/T-010\.md:5: depends on "T-099"/),
    );
  });

  it('maps touches, produces, complexity, criteria, hints and completion notes', () => {
    const { plan, warnings } = run('markdown-tasks', 'markdown-tasks/docs/tasks');
    const t1 = task(plan, 'T-001');
    expect(t1.outputArtifacts).toEqual(['src/core/plan/plan.ts']);
    expect(t1.contextFiles).toEqual(['src/core/plan/plan.ts']);
    expect(t1.complexity).toBe('standard');
    expect(t1.comments).toEqual([
      { author: 'completion-notes', body: expect.stringContaining('looseObject') },
    ]);
    const t2 = task(plan, 'T-002');
    expect(t2.acceptanceCriteria).toEqual([
      'one message per problem, with its JSON path',
      'a dependency cycle is printed with every task on it',
    ]);
    expect(t2.hints).toMatch(/iteratively/);
    const t3 = task(plan, 'T-003');
    expect(t3.contextFiles).toEqual(['src/core/schedule/schedule.ts', 'src/core/report/report.ts']);
    expect(t3.complexity).toBe('heavy');
    // Other sections stay in the description under their own heading, as the original sends them.
    expect(t3.description).toMatch(/^A pure function[\s\S]*\n\n## Notes\n\nKeep the human table/);
    expect(warnings).toContain(
      'markdown-tasks/docs/tasks/T-010.md:4: field "Owner" has no place in a Ralph plan; dropped',
    );
    expect(warnings.some((w) => w.includes('README'))).toBe(false);
  });

  it('finds docs/tasks under a project root', () => {
    expect(run('markdown-tasks', 'markdown-tasks').plan).toEqual(
      run('markdown-tasks', 'markdown-tasks/docs/tasks').plan,
    );
  });

  it('takes the id of a task file without its heading from the file name, as the original does', () => {
    const { plan, warnings } = run('markdown-tasks', 'markdown-tasks-malformed');
    expect(task(plan, 'T-002')).toEqual({
      id: 'T-002',
      description: 'This file lost its "# T-002: title" heading.',
      status: 'pending',
    });
    expect(plan.specs.map((s) => s.id)).toEqual(['tasks', 'm1']);
    expect(warnings).toContain(
      'markdown-tasks-malformed/T-002.md:1: no "# T-002: title" heading; imported as task "T-002" (its file name), without a title',
    );
  });

  it('names the file and line of a file with neither a heading nor a task file name', () => {
    const reader = memoryReader({ 'tasks/T-1-notes.md': 'Status: pending\n' });
    expect(importError('markdown-tasks', 'tasks', reader).message).toBe(
      'tasks/T-1-notes.md:1: expected the task heading "# T-1: title" here; add it as the first line',
    );
  });

  it('refuses two files with one id, naming both', () => {
    const reader = memoryReader({
      'tasks/T-001.md': '# T-001: One\n\nStatus: pending\n',
      'tasks/T-002.md': '\n# T-001: Two\n\nStatus: pending\n',
    });
    expect(importError('markdown-tasks', 'tasks', reader).message).toBe(
      'tasks/T-002.md:2: task id "T-001" is also the id of tasks/T-001.md; give each task its own id',
    );
  });

  it('slugifies an unsafe id, says so, and keeps dependencies on it', () => {
    const reader = memoryReader({
      'tasks/T-001.md': '# T/001: Slash\n\nStatus: done\n',
      'tasks/T-002.md': '# T-002: After\n\nStatus: pending\nDepends: T/001\n',
    });
    const { plan, warnings } = run('markdown-tasks', 'tasks', reader);
    expect(layout(plan)).toEqual({ tasks: ['T-001', 'T-002'] });
    expect(task(plan, 'T-002').dependsOn).toEqual(['T-001']);
    expect(warnings[0]).toMatch(
      /^tasks\/T-001\.md:1: task id "T\/001" may only hold .*; imported as "T-001"$/,
    );
  });
});

describe('jsonc-tasks', () => {
  // The earlier fixture: Ralph's own idea of the format (bare `$ref` entries, inline optional
  // fields). spectr's real shape is tested field by field in import-jsonc.unit.test.ts.
  it('turns sections into specs with lower-case ids and follows $ref entries', () => {
    const { plan, warnings } = run('jsonc-tasks', 'jsonc-tasks');
    expect(layout(plan)).toEqual({
      storage: ['1', '1.1', '1.2'],
      api: ['2.1', '2.2'],
      'web-ui': ['3', '3.1', '3.2'],
    });
    expect(plan.specs.map((s) => s.name)).toEqual(['Storage', 'API', 'Web UI']);
    expect(warnings).toContain(
      'jsonc-tasks/tasks.jsonc:26:7: tasks[3].owner: field "owner" has no place in a Ralph plan; dropped',
    );
    // "2" has children, so it is a section entry, not a task: what only a task can hold is dropped, and said.
    expect(warnings).toContain(
      'jsonc-tasks/tasks.jsonc:25:7: tasks[3].dependsOn: field "dependsOn" belongs to a section entry, which is not a task (its children are); dropped',
    );
  });

  it("adds explicit dependencies to spectr ralph's id order; one on a section entry means all its tasks", () => {
    const { plan } = run('jsonc-tasks', 'jsonc-tasks');
    // By id (spectr's internal/ralph/graph.go): a task waits for its parent task and previous
    // sibling. "2" is a section entry, not a task: 2.1 waits for what it waits for, task "1".
    expect(field(plan, 'dependsOn')).toEqual({
      '1': undefined,
      '1.1': ['1'],
      '1.2': ['1', '1.1'],
      '2.1': ['1'],
      '2.2': ['1', '2.1'],
      '3': ['2.1', '2.2', '1'],
      '3.1': ['3'],
      '3.2': ['3', '3.1'],
    });
  });

  it('maps statuses and the optional fields', () => {
    const { plan } = run('jsonc-tasks', 'jsonc-tasks');
    expect(field(plan, 'status')).toMatchObject({
      '1': 'completed',
      '2.1': 'completed',
      '2.2': 'pending',
      '3': 'pending',
    });
    expect(task(plan, '1.1').contextFiles).toEqual(['db/migrations']);
    expect(task(plan, '2.2')).toMatchObject({ complexity: 'heavy', hints: expect.stringContaining('zod') });
    expect(task(plan, '3.2').outputArtifacts).toEqual(['web/src/InvoiceList.tsx']);
    expect(task(plan, '2.1').acceptanceCriteria).toHaveLength(2);
  });

  it('takes one file, with comments and trailing commas', () => {
    const reader = memoryReader({
      'plan/tasks.jsonc': `// top
[
  { "id": "a", "description": "first", "status": "done", },
  /* inline */ { "id": "a.1", "description": "child", "status": "pending", },
]`,
    });
    const { plan } = run('jsonc-tasks', 'plan/tasks.jsonc', reader);
    expect(layout(plan)).toEqual({ tasks: ['a', 'a.1'] });
    expect(field(plan, 'status')).toEqual({ a: 'completed', 'a.1': 'pending' });
  });

  it('gives the line and column of a syntax error', () => {
    const reader = memoryReader({
      'tasks.jsonc': '{\n  "tasks": [\n    { "id": "1" "description": "x" }\n  ]\n}\n',
    });
    expect(importError('jsonc-tasks', 'tasks.jsonc', reader).message).toBe(
      'tasks.jsonc:3:17: invalid JSONC: expected "," between entries; fix the syntax there',
    );
  });

  it('names the field path of a task without an id', () => {
    const reader = memoryReader({
      'tasks.jsonc':
        '{\n  "tasks": [\n    { "id": "1", "description": "x" },\n    { "description": "no id" }\n  ]\n}\n',
    });
    expect(importError('jsonc-tasks', 'tasks.jsonc', reader).message).toBe(
      'tasks.jsonc:4:5: tasks[1].id: missing; add it',
    );
  });

  it('names the reference that points at a missing file', () => {
    const reader = memoryReader({
      'tasks.jsonc':
        '{\n  "tasks": [\n    { "id": "1", "section": "A", "description": "A tasks", "status": "pending", "children": "$ref:tasks-1.jsonc" }\n  ]\n}\n',
    });
    expect(importError('jsonc-tasks', 'tasks.jsonc', reader).message).toBe(
      'tasks-1.jsonc: no such file; fix the reference at tasks.jsonc:3:81: tasks[0].children',
    );
  });

  it('refuses a reference cycle', () => {
    const reader = memoryReader({
      'd/tasks-a.jsonc': '[{ "$ref": "tasks-b.jsonc" }]',
      'd/tasks-b.jsonc': '[{ "id": "1", "description": "x" }, { "$ref": "tasks-a.jsonc" }]',
    });
    expect(importError('jsonc-tasks', 'd', reader).message).toMatch(
      /reference cycle d\/tasks-a\.jsonc -> d\/tasks-b\.jsonc -> d\/tasks-a\.jsonc; remove one of these references$/,
    );
  });
});

describe('ralph-db', () => {
  it('turns features into specs with their display names and descriptions', () => {
    const { plan } = run('ralph-db', 'ralph-db');
    expect(layout(plan)).toEqual({ authentication: ['1', '2'], billing: ['3', '4'] });
    expect(plan.specs[0]).toMatchObject({
      name: 'Authentication',
      context: 'Sign-in, sessions and password recovery for the web app.',
    });
  });

  it('keeps disciplines with system prompts, conventions and MCP servers, and features with knowledge', () => {
    const { plan, warnings } = run('ralph-db', 'ralph-db');
    expect(plan.disciplines?.[0]).toEqual({
      name: 'backend',
      systemPrompt: 'You are a backend engineer. You write small, tested Rust services.',
      skills: ['axum', 'sqlx'],
      conventions: ['Errors are thiserror enums, never strings.', 'Every handler has an integration test.'],
      mcpServers: [
        {
          name: 'postgres',
          command: 'npx',
          args: ['-y', '@modelcontextprotocol/server-postgres'],
          env: { DATABASE_URL: 'postgres://localhost/app_dev' },
        },
      ],
    });
    expect(plan.disciplines?.map((d) => d.name)).toEqual(['backend', 'frontend', 'design']);
    expect(warnings).toContain('discipline "design" (task "4") is not defined; added with its name only');
    expect(plan.features?.[0]).toEqual({
      name: 'authentication',
      description: 'Sign-in, sessions and password recovery for the web app.',
      knowledgePaths: ['docs/auth.md'],
      contextFiles: ['src/auth/index.ts'],
    });
  });

  it('keeps task context, artifacts, hints, comments and provenance', () => {
    const { plan, warnings } = run('ralph-db', 'ralph-db');
    expect(task(plan, '1')).toMatchObject({
      status: 'completed',
      discipline: 'backend',
      feature: 'authentication',
      contextFiles: ['src/auth/session.rs'],
      outputArtifacts: ['src/auth/login.rs'],
      provenance: 'human',
      completedAt: '2026-02-06',
      comments: [
        { author: 'agent', body: expect.stringContaining('argon2id'), created: '2026-02-06T10:12:00Z' },
      ],
    });
    expect(task(plan, '2')).toMatchObject({
      hints: expect.any(String),
      estimatedTurns: 40,
      provenance: 'agent',
    });
    expect(task(plan, '3')).toMatchObject({
      status: 'blocked',
      blockedReason: 'Waiting for the tax rules from finance.',
    });
    expect(task(plan, '4').provenance).toBeUndefined();
    expect(field(plan, 'dependsOn')).toEqual({ '1': undefined, '2': ['1'], '3': ['1'], '4': ['3'] });
    expect(warnings).toContain(
      'ralph-db/tasks.yaml:48:21: tasks[3].estimate_hours: field "estimate_hours" has no place in a Ralph plan; dropped',
    );
    // Priority orders the tasks; acronym, icon and colour are the database's UI bookkeeping.
    expect(warnings.some((w) => /priority|acronym|icon|color/.test(w))).toBe(false);
    expect(warnings).toContain(
      'ralph-db/tasks.yaml:9:11: tasks[0].tags: field "tags" has no place in a Ralph plan; dropped',
    );
  });

  it('names file, line, column and field path of a bad value', () => {
    expect(importError('ralph-db', 'ralph-db-malformed').message).toBe(
      'ralph-db-malformed/tasks.yaml:9:21: tasks[1].depends_on[1]: expected a task id (a number or a string)',
    );
  });

  it('gives the line and column of YAML syntax errors and duplicate keys', () => {
    const broken = memoryReader({ 'db/tasks.yaml': 'tasks:\n  - id: 1\n    title: [unclosed\n  - id: 2\n' });
    expect(importError('ralph-db', 'db', broken).message).toMatch(
      /^db\/tasks\.yaml:4:3: invalid YAML: .*; fix the syntax there$/,
    );
    const dup = memoryReader({ 'db/tasks.yaml': 'tasks:\n  - id: 1\n    title: a\n    title: b\n' });
    expect(importError('ralph-db', 'db', dup).message).toMatch(
      /^db\/tasks\.yaml:4:5: invalid YAML: Map keys must be unique/,
    );
  });

  it('refuses two tasks with one id', () => {
    const reader = memoryReader({
      'db/tasks.yaml': 'tasks:\n  - id: 7\n    title: a\n  - id: 7\n    title: b\n',
    });
    expect(importError('ralph-db', 'db', reader).message).toBe(
      'db/tasks.yaml:4:9: tasks[1].id: task id 7 is also used at db/tasks.yaml:2:9: tasks[0].id; give each task its own id',
    );
  });
});

describe('ralph-state', () => {
  // The real /ralph files (snake_case, task_statuses, commits.json): test/import-ralph-state.unit.test.ts.
  it('reads the snake_case state: task_order, task_statuses over the task file, dependencies, last_failure', () => {
    const { plan } = run('ralph-state', 'ralph-state-real');
    expect(layout(plan)).toEqual({
      'let-finance-staff-export-invoices-as-csv': [
        'task-001',
        'task-002',
        'task-003',
        'task-004',
        'task-005',
        'task-007',
        'task-006',
      ],
    });
    expect(field(plan, 'status')).toMatchObject({ 'task-001': 'completed', 'task-004': 'failed' });
    expect(task(plan, 'task-003').dependsOn).toEqual(['task-001', 'task-002']);
    expect(task(plan, 'task-004').attempts?.[0]).toMatchObject({
      number: 1,
      finishedAt: '2026-02-11T10:47:31Z',
    });
  });

  it('names the file, place and field path of a bad value', () => {
    const reader = memoryReader({
      '.ralph/state.json': '{\n  "task_order": ["a"],\n  "task_statuses": { "a": 3 }\n}\n',
      '.ralph/tasks/a.json': '{ "id": "a", "description": "x" }',
    });
    expect(importError('ralph-state', '.', reader).message).toBe(
      '.ralph/state.json:3:22: task_statuses.a: expected a string, got 3; change it',
    );
  });

  it('names the task file with a syntax error', () => {
    const reader = memoryReader({
      '.ralph/state.json': '{ "task_order": ["a"] }',
      '.ralph/tasks/a.json': '{ "id": "a",\n  "description": "x",\n}',
    });
    expect(importError('ralph-state', '.ralph', reader).message).toBe(
      '.ralph/tasks/a.json:2:21: invalid JSON: a trailing comma; remove it',
    );
  });
});

describe('taskmaster', () => {
  // The real Task Master file and `next`'s order: test/import-taskmaster.unit.test.ts.
  it('turns tags into specs and subtasks into <parent>.<sub> tasks, in place of their parent', () => {
    const { plan } = run('taskmaster', 'taskmaster/tasks.json');
    expect(layout(plan)).toEqual({
      master: ['3.1', '3.2', '3.3', '1', '2', '4', '5', '6'],
      'feature-export': ['feature-export-1', 'feature-export-2'],
    });
    expect(plan.specs[0]?.context).toBe('Tasks for the master context');
  });

  it("maps Task Master's statuses", () => {
    const { plan } = run('taskmaster', 'taskmaster/tasks.json');
    expect(field(plan, 'status')).toEqual({
      '3.1': 'completed',
      '3.2': 'pending', // in-progress with no start time: Ralph runs it again
      '3.3': 'pending',
      '1': 'completed',
      '2': 'completed',
      '4': 'blocked',
      '5': 'pending',
      '6': 'skipped',
      'feature-export-1': 'completed', // review: finished, awaiting review
      'feature-export-2': 'pending',
    });
    expect(task(plan, '4').blockedReason).toBe('deferred in Task Master');
    const all = memoryReader({
      'tasks.json': JSON.stringify({
        tasks: ['pending', 'in-progress', 'done', 'review', 'deferred', 'cancelled', 'blocked'].map(
          (status, i) => ({
            id: i + 1,
            title: status,
            status,
          }),
        ),
      }),
    });
    expect(field(run('taskmaster', 'tasks.json', all).plan, 'status')).toEqual({
      '1': 'pending',
      '2': 'pending',
      '3': 'completed',
      '4': 'completed',
      '5': 'blocked',
      '6': 'skipped',
      '7': 'blocked',
    });
  });

  it('maps task, subtask and sibling dependencies', () => {
    const { plan } = run('taskmaster', 'taskmaster/tasks.json');
    expect(field(plan, 'dependsOn')).toEqual({
      '3.1': ['2'],
      '3.2': ['3.1'],
      '3.3': ['3.2'],
      '1': undefined,
      '2': ['1'],
      '4': ['3.3'], // task 3 is done when its last subtask is
      '5': ['3.2'],
      '6': ['2'],
      'feature-export-1': undefined,
      'feature-export-2': ['feature-export-1'],
    });
  });

  it('keeps details as hints and the test strategy as a criterion, and says nothing of priority', () => {
    const { plan, warnings } = run('taskmaster', 'taskmaster/tasks.json');
    expect(task(plan, '1')).toMatchObject({
      hints: 'Use pnpm; strict TypeScript; ESM only.',
      acceptanceCriteria: ['pnpm test runs and passes on an empty suite.'],
    });
    expect(warnings.some((w) => w.includes('priority'))).toBe(false);
  });

  it('reads an untagged file and warns about an unknown status', () => {
    const { plan, warnings } = run('taskmaster', 'taskmaster-untagged');
    expect(layout(plan)).toEqual({ master: ['1', '2.1', '2.2'] });
    expect(field(plan, 'dependsOn')).toEqual({
      '1': undefined,
      '2.1': ['1'],
      '2.2': ['2.1'],
    });
    expect(warnings).toContain(
      'taskmaster-untagged/tasks.json:30:11: tasks[1].subtasks[1].status: unknown status "later"; imported as pending (Ralph\'s statuses: pending, in_progress, completed, blocked, failed, skipped)',
    );
  });

  it('names the line, column and field path of a bad id or a missing title', () => {
    const badId = memoryReader({
      'tasks.json': '{\n  "master": {\n    "tasks": [\n      { "id": true, "title": "x" }\n    ]\n  }\n}\n',
    });
    expect(importError('taskmaster', 'tasks.json', badId).message).toBe(
      'tasks.json:4:9: master.tasks[0].id: expected a task id (a number, or a string such as "3" or "3.1")',
    );
    const noTitle = memoryReader({
      'tasks.json': '{ "tasks": [ { "id": 1, "title": "x", "subtasks": [ { "id": 1 } ] } ] }',
    });
    expect(importError('taskmaster', 'tasks.json', noTitle).message).toBe(
      'tasks.json:1:53: tasks[0].subtasks[0].title: missing; add it',
    );
  });
});

describe('prd', () => {
  it('makes one spec named after the branch, stories in priority order', () => {
    const { plan } = run('prd', 'prd/prd.json');
    expect(layout(plan)).toEqual({ 'task-priority': ['US-001', 'US-002', 'US-003'] });
    expect(plan.specs[0]).toMatchObject({
      name: 'TaskApp',
      context: expect.stringContaining('Task priority system'),
    });
    expect(field(plan, 'status')).toEqual({
      'US-001': 'completed',
      'US-002': 'pending',
      'US-003': 'pending',
    });
    expect(task(plan, 'US-002')).toMatchObject({
      title: 'Show priority on task cards',
      hints: 'Reuse the Badge component.',
      acceptanceCriteria: ['a coloured badge on each card', 'Typecheck passes', 'Verify in browser'],
    });
    expect(task(plan, 'US-003').hints).toBeUndefined();
  });

  it('names the place of a bad value and of a missing list', () => {
    const bad = memoryReader({
      'prd.json': '{\n  "userStories": [\n    { "id": "US-1", "title": "x", "passes": "yes" }\n  ]\n}\n',
    });
    expect(importError('prd', 'prd.json', bad).message).toBe(
      'prd.json:3:35: userStories[0].passes: expected true or false, got "yes"; change it',
    );
    const none = memoryReader({ 'prd.json': '{ "project": "x" }' });
    expect(importError('prd', 'prd.json', none).message).toBe('prd.json:1:1: userStories: missing; add it');
  });
});

describe('every importer', () => {
  const samples: Array<[string, string]> = [
    ['markdown-tasks', 'markdown-tasks/docs/tasks'],
    ['jsonc-tasks', 'jsonc-tasks'],
    ['ralph-db', 'ralph-db'],
    ['ralph-state', 'ralph-state'],
    ['taskmaster', 'taskmaster/tasks.json'],
    ['prd', 'prd/prd.json'],
  ];

  it('has a sample', () => {
    expect(samples.map(([f]) => f).sort()).toEqual([...IMPORT_FORMATS].sort());
  });

  it.each(samples)('%s: the same input gives the same bytes', (format, path) => {
    const a = run(format, path);
    const b = run(format, path);
    expect(serializePlan(b.plan)).toBe(serializePlan(a.plan));
    expect(b.warnings).toEqual(a.warnings);
  });

  it.each(samples)('%s: names the missing file', (format) => {
    expect(importError(format, 'no/such/place').message).toMatch(/^no\/such\/place/);
  });

  it('refuses an unknown format', () => {
    expect(importError('trello', 'x').message).toMatch(/unknown format "trello"; use one of markdown-tasks/);
  });
});

describe('ralph import', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function cli(args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(['import', ...args], {
      cwd: dir,
      out: (t) => out.push(t),
      err: (t) => err.push(t),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  function project(): void {
    dir = mkdtempSync(join(tmpdir(), 'ralph-import-'));
    writeFileSync(join(dir, 'package.json'), '{}\n');
    mkdirSync(join(dir, 'scripts/ralph'), { recursive: true });
    writeFileSync(join(dir, 'scripts/ralph/prd.json'), readFileSync(join(FIXTURES, 'prd/prd.json')));
  }

  it('prints the plan without --write, and warnings on stderr', async () => {
    project();
    writeFileSync(
      join(dir, 'tasks.json'),
      JSON.stringify({ tasks: [{ id: 1, title: 'One', status: 'someday' }] }),
    );
    const r = await cli(['taskmaster', 'tasks.json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({
      version: 1,
      specs: [{ id: 'master', tasks: [{ id: '1', title: 'One', description: 'One', status: 'pending' }] }],
    });
    expect(r.err).toMatch(/^warning: tasks\.json:1:33: tasks\[0\]\.status: unknown status "someday"/);
  });

  it('creates the plan with --write when there is none', async () => {
    project();
    const r = await cli(['prd', 'scripts/ralph/prd.json', '--write']);
    expect(r.code).toBe(0);
    const saved = JSON.parse(readFileSync(join(dir, 'implementation.json'), 'utf8')) as Plan;
    expect(saved).toEqual(run('prd', 'prd/prd.json').plan);
    expect(r.err).toMatch(/3 added: US-001, US-002, US-003/);
  });

  it('merges into an existing plan with --write, keeping state, and prunes with --prune', async () => {
    project();
    const attempts = [{ number: 1, outcome: 'gate_failed', gate: 'test' }];
    const comments = [{ author: 'ana', body: 'watch the migration order' }];
    const existing = {
      version: 1,
      owner: 'team-a',
      specs: [
        {
          id: 'task-priority',
          status: 'in_progress',
          issue: 12,
          tasks: [
            {
              id: 'US-001',
              description: 'old words',
              status: 'failed',
              attempts,
              comments,
              reviewer: 'ana',
            },
            { id: 'US-009', description: 'dropped from the PRD', status: 'pending' },
          ],
        },
        { id: 'hand-written', tasks: [{ id: 'H-1', description: 'mine', status: 'pending' }] },
      ],
    };
    writeFileSync(join(dir, 'implementation.json'), `${JSON.stringify(existing, null, 2)}\n`);

    const r = await cli(['prd', 'scripts/ralph', '--write']);
    expect(r.code).toBe(0);
    expect(r.err).toContain('2 added: US-002, US-003');
    expect(r.err).toContain('1 kept (status, attempts and comments unchanged): US-001');
    expect(r.err).toContain('1 no longer in the source, kept in the plan (--prune drops them): US-009');
    const saved = JSON.parse(readFileSync(join(dir, 'implementation.json'), 'utf8')) as Plan;
    expect(saved.owner).toBe('team-a');
    expect(saved.specs.map((s) => s.id)).toEqual(['task-priority', 'hand-written']);
    expect(saved.specs[0]).toMatchObject({ status: 'in_progress', issue: 12, name: 'TaskApp' });
    expect(saved.specs[0]!.tasks.map((t) => t.id)).toEqual(['US-001', 'US-009', 'US-002', 'US-003']);
    const us1 = saved.specs[0]!.tasks[0]!;
    expect(Object.keys(us1)).toEqual([
      'id',
      'description',
      'status',
      'attempts',
      'comments',
      'reviewer',
      'title',
      'acceptanceCriteria',
      'hints',
    ]);
    expect(us1).toMatchObject({
      description: 'As a developer, I need to store task priority.',
      status: 'failed',
      attempts,
      comments,
      reviewer: 'ana',
    });

    const pruned = await cli(['prd', 'scripts/ralph', '--write', '--prune']);
    expect(pruned.code).toBe(0);
    expect(pruned.err).toContain('1 removed (--prune): US-009');
    const after = JSON.parse(readFileSync(join(dir, 'implementation.json'), 'utf8')) as Plan;
    expect(after.specs[0]!.tasks.map((t) => t.id)).toEqual(['US-001', 'US-002', 'US-003']);
    expect(after.specs[1]!.tasks.map((t) => t.id)).toEqual(['H-1']);
  });

  it('writes to --plan PATH', async () => {
    project();
    const r = await cli(['prd', 'scripts/ralph/prd.json', '--write', '--plan', 'plans/imported.json']);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/plans\/imported\.json: 3 added/);
    expect(JSON.parse(readFileSync(join(dir, 'plans/imported.json'), 'utf8')).specs[0].id).toBe(
      'task-priority',
    );
  });

  it('exits 1 naming the file and place of malformed input, and leaves the plan alone', async () => {
    project();
    writeFileSync(join(dir, 'implementation.json'), '{"specs": []}\n');
    writeFileSync(join(dir, 'prd.json'), '{ "userStories": [ { "id": "US-1" } ] }');
    const r = await cli(['prd', 'prd.json', '--write']);
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      'ralph import: cannot import prd.json as prd:\nprd.json:1:20: userStories[0].title: missing; add it',
    );
    expect(readFileSync(join(dir, 'implementation.json'), 'utf8')).toBe('{"specs": []}\n');
  });

  it('refuses an unknown format with the list of formats', async () => {
    project();
    const r = await cli(['trello', 'board.json']);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/unknown format "trello"; use one of markdown-tasks, jsonc-tasks, ralph-db/);
  });
});

describe('what every importer shares (kit/)', () => {
  it('makes lower-case, readable, stable spec ids', () => {
    expect(
      ['1 — Foundation', 'Foundation', 'M2: Scheduling', 'Épique: Auth & SSO', '1.5 Hardening', 'Straße'].map(
        (n) => specSlug(n).id,
      ),
    ).toEqual(['1-foundation', 'foundation', 'm2-scheduling', 'epique-auth-sso', '1.5-hardening', 'strasse']);
    const warnings: string[] = [];
    const ids = new IdAllocator('spec', warnings);
    expect([ids.takeSpec('Web UI', 'a:1'), ids.takeSpec('web ui', 'b:2')]).toEqual(['web-ui', 'web-ui-2']);
    expect(warnings).toEqual([
      'b:2: spec "web ui" makes the id "web-ui", already taken; imported as "web-ui-2"',
    ]);
  });

  it('never makes a bare number or a stub of a name it cannot spell: <kind>-<number>, else <kind>-<hash>, with a warning', () => {
    const warnings: string[] = [];
    const ids = new IdAllocator('spec', warnings);
    const names = ['1 — 认证', '2 — 用户资料', 'Тестирование', '给报表页面添加CSV导出', '3', '1 — Auth 认证'];
    const got = names.map((n, i) => ids.takeSpec(n, `f:${i + 1}`, 'milestone'));
    expect(got.slice(0, 2)).toEqual(['milestone-1', 'milestone-2']);
    expect(got[2]).toMatch(/^milestone-[0-9a-z]{6}$/);
    expect(got[3]).toMatch(/^milestone-[0-9a-z]{6}$/);
    expect(got[3]).not.toBe(got[2]);
    // A bare number is no branch name a person can read; mostly-Latin names keep their words.
    expect(got.slice(4)).toEqual(['milestone-3', '1-auth']);
    // Stable: the same names give the same ids in a fresh import.
    const again = new IdAllocator('spec', []);
    expect(names.map((n, i) => again.takeSpec(n, `f:${i + 1}`, 'milestone'))).toEqual(got);
    expect(warnings).toEqual([
      'f:1: milestone "1 — 认证" could not be made a readable id (a branch name takes only ASCII letters, digits, ".", "_" and "-"); imported as "milestone-1", the same on every re-import',
      'f:2: milestone "2 — 用户资料" could not be made a readable id (a branch name takes only ASCII letters, digits, ".", "_" and "-"); imported as "milestone-2", the same on every re-import',
      `f:3: milestone "Тестирование" could not be made a readable id (a branch name takes only ASCII letters, digits, ".", "_" and "-"); imported as "${got[2]}", the same on every re-import`,
      `f:4: milestone "给报表页面添加CSV导出" could not be made a readable id (a branch name takes only ASCII letters, digits, ".", "_" and "-"); imported as "${got[3]}", the same on every re-import`,
    ]);
  });

  it('counts finished-awaiting-review as completed, and says so', () => {
    const warnings: string[] = [];
    expect(['review', 'In Review', 'done', 'in-progress'].map((s) => mapStatus(s, 'x:1', warnings))).toEqual([
      'completed',
      'completed',
      'completed',
      'in_progress',
    ]);
    expect(warnings).toEqual([
      'x:1: status "review" (finished, awaiting review) imported as completed, so Ralph does not run it again; review it yourself',
      'x:1: status "In Review" (finished, awaiting review) imported as completed, so Ralph does not run it again; review it yourself',
    ]);
    // A review that sent the work back is not finished: not completed by its first word.
    const back: string[] = [];
    expect(mapStatus('Review - changes requested', 'x:2', back)).toBe('pending');
    expect(back[0]).toContain('x:2');
  });

  it('turns in-progress without a start time into pending, and keeps one that has a start time', () => {
    const warnings: string[] = [];
    const plan = finishPlan(
      'test',
      {
        specs: [
          {
            id: 's',
            tasks: [
              { id: 'a', description: 'a', status: 'in_progress' },
              { id: 'b', description: 'b', status: 'in_progress', startedAt: '2026-01-01T00:00:00Z' },
            ],
          },
        ],
      },
      warnings,
    );
    expect(plan.specs[0]!.tasks.map((t) => t.status)).toEqual(['pending', 'in_progress']);
    expect(warnings).toEqual([
      'task "a" was in progress in the source, with no start time; imported as pending, so Ralph runs it again from the start (keep any partial work on a branch, or mark it `ralph set a --status completed` if it is done)',
    ]);
  });

  it('ranks priorities and sorts by them stably', () => {
    const warnings: string[] = [];
    const raw = ['low', 'critical', undefined, 'high', 'medium', 'P0', 3, 'whenever'];
    expect(raw.map((r) => priorityRank(r, 'x', warnings))).toEqual([3, 0, undefined, 1, 2, 0, 3, undefined]);
    expect(warnings).toEqual([
      'x: unknown priority "whenever"; imported as medium (use critical, high, medium or low)',
    ]);
    const items = [
      { id: 'a', p: 'low' },
      { id: 'b', p: undefined },
      { id: 'c', p: 'critical' },
      { id: 'd', p: 'high' },
      { id: 'e', p: 'low' },
      { id: 'f', p: 'medium' },
    ];
    expect(sortByPriority(items, (i) => priorityRank(i.p, 'x', [])).map((i) => i.id)).toEqual([
      'c',
      'd',
      'b',
      'f',
      'a',
      'e',
    ]);
  });

  it('reads times, durations and amounts as people write them', () => {
    const warnings: string[] = [];
    expect(
      [
        '2026-03-10 21:18',
        '2026-03-10',
        '2026-03-19T10:57:00Z',
        '2026-03-10 9:05 UTC',
        new Date('2026-02-06T00:00:00Z'),
        new Date('2026-02-06T10:12:00Z'),
        'soon',
      ].map((t) => isoTime(t, 'x', warnings)),
    ).toEqual([
      '2026-03-10T21:18:00',
      '2026-03-10',
      '2026-03-19T10:57:00Z',
      '2026-03-10T09:05:00Z',
      '2026-02-06',
      '2026-02-06T10:12:00Z',
      undefined,
    ]);
    expect(warnings).toEqual(['x: time "soon" is not a date; left out (use YYYY-MM-DD or ISO 8601)']);
    expect(
      ['8m', '12 min', '1h 5m', '90s', '1:05:00', '250ms', 42, 'a while', '~12m', 'approx. 5m'].map((d) =>
        parseDuration(d),
      ),
    ).toEqual([480_000, 720_000, 3_900_000, 90_000, 3_900_000, 250, 42_000, undefined, 720_000, 300_000]);
    // A bare year is not an epoch time.
    const year: string[] = [];
    expect(isoTime(2024, 'y', year)).toBeUndefined();
    expect(year).toHaveLength(1);
    expect([0.42, '0.42', '$0.42', '$1,204.50', '0.42 USD', 'free', -1].map(parseUsd)).toEqual([
      0.42,
      0.42,
      0.42,
      1204.5,
      0.42,
      undefined,
      undefined,
    ]);
  });

  it('records a cost as the one attempt the plan keeps it in, and invents none', () => {
    expect(recordedAttempt('completed', { costUsd: 0.42, durationMs: 480_000 })).toEqual({
      number: 1,
      costUsd: 0.42,
      durationMs: 480_000,
      outcome: 'passed',
    });
    expect(recordedAttempt('pending', { costUsd: 0.1 })).toEqual({ number: 1, costUsd: 0.1 });
    expect(recordedAttempt('completed', {})).toBeUndefined();
  });
});
