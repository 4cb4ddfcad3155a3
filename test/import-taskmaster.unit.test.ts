import { describe, expect, it } from 'vitest';
import { serializePlan } from '../src/adapters/plan-file.js';
import { schedule } from '../src/core/schedule/schedule.js';
import { type ImportResult, importPlan, memoryReader, type SourceReader } from '../src/importers/index.js';
import { field, fixtures, importChecked, layout, task } from './support/import.js';

const run = (path: string, reader: SourceReader = fixtures): ImportResult =>
  importChecked('taskmaster', path, reader);

/** An untagged file of top-level tasks, each `{id, title}` plus what is given. */
function file(tasks: object[]): SourceReader {
  return memoryReader({
    'tasks.json': JSON.stringify(
      { tasks: tasks.map((t, i) => ({ id: i + 1, title: `task ${i + 1}`, ...t })) },
      null,
      2,
    ),
  });
}

const REAL = 'taskmaster-real';

describe('taskmaster: a tagged tasks.json', () => {
  it('makes a spec per tag, subtasks in place of their parent, in the order `next` takes them', () => {
    const { plan } = run(REAL);
    expect(layout(plan)).toEqual({
      // Subtasks of the in-progress task 3 first; then high (1, 2, 5), medium (6, 8, 9), low (4, 7),
      // fewer dependencies first, then the lower id.
      master: ['3.1', '3.2', '3.3', '3.4', '1', '2.1', '2.2', '5', '6', '8', '9', '4', '7'],
      'mobile-sync': [
        'mobile-sync-2.1',
        'mobile-sync-2.2',
        'mobile-sync-2.3',
        'mobile-sync-2.4',
        'mobile-sync-1',
        'mobile-sync-3',
      ],
    });
    // Task Master's default tag description says nothing; a user's description becomes context.
    expect(plan.specs[0]).toEqual(expect.not.objectContaining({ context: expect.anything() }));
    expect(plan.specs[1]!.context).toBe('Offline editing and sync for the mobile app');
  });

  it("maps Task Master's statuses", () => {
    const { plan, warnings } = run(REAL);
    expect(field(plan, 'status')).toEqual({
      '1': 'completed',
      '2.1': 'completed',
      '2.2': 'completed',
      '3.1': 'completed',
      '3.2': 'pending', // in-progress, with no start time: run again
      '3.3': 'pending',
      '3.4': 'pending',
      '4': 'pending',
      '5': 'pending',
      '6': 'blocked', // deferred
      '7': 'skipped', // cancelled
      '8': 'completed', // review: finished, awaiting review
      '9': 'pending',
      'mobile-sync-1': 'completed',
      'mobile-sync-2.1': 'completed',
      'mobile-sync-2.2': 'pending',
      'mobile-sync-2.3': 'skipped',
      'mobile-sync-2.4': 'pending',
      'mobile-sync-3': 'pending',
    });
    expect(task(plan, '6').blockedReason).toBe('deferred in Task Master');
    expect(warnings).toContain(
      'taskmaster-real/.taskmaster/tasks/tasks.json:173:9: master.tasks[7].status: status "review" (finished, awaiting review) imported as completed, so Ralph does not run it again; review it yourself',
    );
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /^task "3\.2" was in progress in the source, with no start time; imported as pending/,
      ),
    );
  });

  it('maps dependencies: numbers in a subtask are siblings, "N.M" any subtask, a parent its last subtasks', () => {
    const { plan } = run(REAL);
    expect(field(plan, 'dependsOn')).toEqual({
      '1': undefined,
      '2.1': ['1'], // task 2's own dependency, on its first subtask
      '2.2': ['2.1'],
      '3.1': ['2.2'], // task 3 waits for task 2, that is for its last subtask
      '3.2': ['3.1'],
      '3.3': ['3.1'],
      '3.4': ['3.2', '3.3'],
      '4': ['2.2'],
      '5': ['1'],
      '6': ['3.2'],
      '7': ['3.4'],
      '8': ['1'],
      '9': ['3.4', '5'],
      'mobile-sync-1': undefined,
      'mobile-sync-2.1': ['mobile-sync-1'],
      'mobile-sync-2.2': ['mobile-sync-2.1'],
      'mobile-sync-2.3': ['mobile-sync-2.1'],
      'mobile-sync-2.4': ['mobile-sync-2.2'],
      'mobile-sync-3': ['mobile-sync-2.3', 'mobile-sync-2.4'],
    });
  });

  it('maps a task field by field', () => {
    expect(task(run(REAL).plan, '5')).toEqual({
      id: '5',
      title: 'Sign-in with API tokens',
      description: 'Write endpoints require a bearer token issued per user.',
      acceptanceCriteria: ['A write without a token returns 401; with a revoked token, 401.'],
      hints: 'Tokens are random 32-byte values; store only their SHA-256.',
      complexity: 'standard',
      status: 'pending',
      dependsOn: ['1'],
    });
  });

  it('maps a subtask field by field, with its acceptanceCriteria string and its parent as context', () => {
    const { plan } = run(REAL);
    expect(task(plan, '3.2')).toEqual({
      id: '3.2',
      title: 'Create and update recipes',
      description: 'POST /recipes and PUT /recipes/{id}, ingredients included.',
      status: 'pending',
      acceptanceCriteria: ['POST returns 201 with a Location header', 'PUT on an unknown id returns 404'],
      dependsOn: ['3.1'],
      // Task 3's complexity score (7), which 3.2 has none of its own to override.
      complexity: 'heavy',
      hints: [
        'Part of task 3: Recipe REST API. CRUD endpoints for recipes with their ingredients.',
        'Task 3 details: Routes live in app/api/recipes.py. Responses follow the JSON:API-like envelope already used by /healthz.',
        'Ingredients unknown so far are created on the fly.\n<info added on 2026-01-19T14:02:11.482Z>\nPUT replaces the whole ingredient list; a PATCH can come later.\n</info added on 2026-01-19T14:02:11.482Z>',
      ],
    });
    // One criterion without bullets stays one; the parent's test strategy goes to its last subtasks.
    expect(task(plan, 'mobile-sync-2.4').acceptanceCriteria).toEqual([
      'The badge disappears once the queue is empty',
      'Task 2 as a whole: Three offline edits arrive on the server in order after reconnecting.',
    ]);
    expect(task(plan, '3.4').acceptanceCriteria).toEqual([
      'Posting a recipe without a title returns 422 naming title.',
      'Task 3 as a whole: An API test creates, reads, updates and deletes one recipe end to end.',
    ]);
  });

  it('warns once about each dropped field, counting the tasks over all tags, and about nothing it keeps', () => {
    const { warnings } = run(REAL);
    const drops = warnings.filter((w) => w.includes('; dropped'));
    expect(drops).toEqual([
      'taskmaster-real/.taskmaster/tasks/tasks.json:62:9: master.tasks[2].recommendedSubtasks: field "recommendedSubtasks" has no place in a Ralph plan; dropped (in 2 tasks; this is the first)',
      'taskmaster-real/.taskmaster/tasks/tasks.json:63:9: master.tasks[2].expansionPrompt: field "expansionPrompt" has no place in a Ralph plan; dropped (in 2 tasks; this is the first)',
      'taskmaster-real/.taskmaster/tasks/tasks.json:86:13: master.tasks[2].subtasks[1].updatedAt: field "updatedAt" has no place in a Ralph plan; dropped (in 2 tasks; this is the first)',
    ]);
    expect(warnings.some((w) => /priority|parentId|parentTaskId|acceptanceCriteria|complexity/.test(w))).toBe(
      false,
    );
    expect(warnings).toHaveLength(5);
  });

  it('gives the same bytes on a re-import, from the file or the project root', () => {
    const a = run(REAL);
    const b = run(`${REAL}/.taskmaster/tasks/tasks.json`);
    expect(serializePlan(b.plan)).toBe(serializePlan(a.plan));
    expect(b.warnings).toEqual(a.warnings);
  });
});

describe('taskmaster: odd cases', () => {
  it('runs high before medium before low when all are ready', () => {
    const { plan } = run(
      'tasks.json',
      file([
        { priority: 'low' },
        { priority: 'medium' },
        { priority: 'high' },
        {},
        { priority: 'high', dependencies: [1] },
      ]),
    );
    // No priority is medium; among high, the one with fewer dependencies first.
    expect(layout(plan)).toEqual({ master: ['3', '5', '2', '4', '1'] });
    expect(schedule(plan).ready.map((r) => r.task)).toEqual(['3']);
  });

  it('breaks a priority tie by the dependencies the source lists, not the tasks they stand for', () => {
    // Task 1 has two subtasks, so a dependency on it is one on both; 5 still lists ONE
    // dependency to 4's two, and find-next-task takes 5 first.
    const { plan } = run(
      'tasks.json',
      file([
        {
          status: 'done',
          subtasks: [
            { id: 1, title: 'users', status: 'done', dependencies: [] },
            { id: 2, title: 'orders', status: 'done', dependencies: [] },
          ],
        },
        { status: 'done' },
        { status: 'done' },
        { dependencies: [2, 3] },
        { dependencies: [1] },
      ]),
    );
    expect(task(plan, '5').dependsOn).toEqual(['1.1', '1.2']);
    expect(layout(plan)).toEqual({ master: ['1.1', '1.2', '2', '3', '5', '4'] });
    expect(schedule(plan).ready.map((r) => r.task)).toEqual(['5']);
  });

  it('gives subtasks without a complexity their parent’s, and keeps a subtask’s own', () => {
    const { plan, warnings } = run(
      'tasks.json',
      file([
        {
          complexity: 8,
          subtasks: [
            { id: 1, title: 'a', dependencies: [] },
            { id: 2, title: 'b', dependencies: [1], complexity: 'low' },
          ],
        },
      ]),
    );
    expect(task(plan, '1.1').complexity).toBe('heavy');
    expect(task(plan, '1.2').complexity).toBe('light');
    expect(warnings).toEqual([]);
  });

  it('warns once per dropped field with the number of tasks, and not about fields that hold nothing', () => {
    const { warnings } = run(
      'tasks.json',
      file([
        { owner: 'ana', note: null, subtasks: [{ id: 1, title: 'a', owner: 'bo', tags: [] }] },
        { owner: 'ana', note: '' },
        { owner: 'cy' },
      ]),
    );
    expect(warnings).toEqual([
      'tasks.json:6:7: tasks[0].owner: field "owner" has no place in a Ralph plan; dropped (in 4 tasks; this is the first)',
    ]);
  });

  it('refuses a file with no tasks yet (a fresh project), naming the place', () => {
    const fresh = memoryReader({
      'tasks.json': JSON.stringify(
        {
          master: {
            tasks: [],
            metadata: { created: '2026-01-01T00:00:00.000Z', description: 'Tasks for master context' },
          },
        },
        null,
        2,
      ),
    });
    expect(() => importPlan('taskmaster', 'tasks.json', fresh)).toThrow(
      'tasks.json:3:5: master.tasks: no tasks; add some first (task-master parse-prd or add-task), then import',
    );
    // Task Master's own test fixture of an empty tag.
    const bare = memoryReader({ 'tasks.json': '{\n  "tag": "master",\n  "tasks": []\n}\n' });
    expect(() => importPlan('taskmaster', 'tasks.json', bare)).toThrow(
      /^tasks.json:3:3: tasks: no tasks; add some/,
    );
  });

  it('reads the legacy {meta, tasks} file as the tag master', () => {
    const reader = memoryReader({
      'tasks.json': JSON.stringify({
        meta: {
          projectName: 'Recipe Box',
          version: '1.0.0',
          description: 'A recipe API',
          generatedAt: '2025-03-01',
        },
        tasks: [{ id: 1, title: 'Skeleton', status: 'done', dependencies: [], priority: 'high' }],
      }),
    });
    const { plan, warnings } = run('tasks.json', reader);
    expect(plan.specs[0]).toMatchObject({ id: 'master', name: 'Recipe Box', context: 'A recipe API' });
    expect(warnings).toEqual([
      'tasks.json:1:84: meta.generatedAt: field "meta.generatedAt" has no place in a Ralph plan; dropped',
    ]);
  });

  it('takes string ids, and prefixes the ids of tags other than master', () => {
    const reader = memoryReader({
      'tasks.json': JSON.stringify({
        'feature-x': {
          tasks: [
            { id: '1', title: 'a' },
            { id: '2', title: 'b', dependencies: ['1'] },
          ],
          metadata: {},
        },
        master: { tasks: [{ id: 1, title: 'c' }], metadata: {} },
      }),
    });
    const { plan } = run('tasks.json', reader);
    expect(layout(plan)).toEqual({ 'feature-x': ['feature-x-1', 'feature-x-2'], master: ['1'] });
    expect(task(plan, 'feature-x-2').dependsOn).toEqual(['feature-x-1']);
  });

  it('reads a number in a subtask’s dependencies as a sibling, even when a task has that number', () => {
    const { plan, warnings } = run(
      'tasks.json',
      file([
        {},
        {
          subtasks: [
            { id: 1, title: 'a', dependencies: [] },
            { id: 2, title: 'b', dependencies: [1] },
            { id: 3, title: 'c', dependencies: ['1.9', 7] },
          ],
        },
      ]),
    );
    expect(field(plan, 'dependsOn')).toMatchObject({ '2.2': ['2.1'] });
    expect(task(plan, '2.3').dependsOn).toBeUndefined();
    expect(warnings).toContain(
      'tasks.json:26:11: tasks[1].subtasks[2].dependencies: unknown task "1.9"; that dependency is dropped',
    );
    expect(warnings).toContain(
      "tasks.json:26:11: tasks[1].subtasks[2].dependencies: unknown task 7 (a number in a subtask's dependencies is a sibling subtask: 2.7); that dependency is dropped",
    );
  });

  it('does not run a task with subtasks after them: a done parent makes its subtasks done', () => {
    const { plan, warnings } = run(
      'tasks.json',
      file([
        {
          status: 'done',
          subtasks: [
            { id: 1, title: 'a', status: 'done' },
            { id: 2, title: 'b', status: 'pending', dependencies: [1] },
          ],
        },
        { status: 'deferred', subtasks: [{ id: 1, title: 'c', status: 'pending' }] },
      ]),
    );
    expect(layout(plan)).toEqual({ master: ['1.1', '1.2', '2.1'] });
    expect(field(plan, 'status')).toEqual({ '1.1': 'completed', '1.2': 'completed', '2.1': 'blocked' });
    expect(task(plan, '2.1').blockedReason).toBe('task 2 is deferred in Task Master');
    expect(warnings).toContain(
      'tasks.json:6:7: tasks[0].status: task 1 is done, so its subtasks 1.2 are imported as completed, as Task Master treats them',
    );
    expect(schedule(plan).ready).toEqual([]);
  });

  it('keeps subtasks that share an id, each under an id of its own, as Task Master’s own file has them', () => {
    const { plan, warnings } = run(
      'tasks.json',
      file([
        {
          subtasks: [
            { id: 42, title: 'a', status: 'pending' },
            { id: 42, title: 'b', status: 'pending' },
          ],
        },
        { dependencies: ['1.42'] },
      ]),
    );
    expect(layout(plan)).toEqual({ master: ['1.42', '1.42-2', '2'] });
    expect(task(plan, '1.42-2').title).toBe('b');
    expect(task(plan, '2').dependsOn).toEqual(['1.42']);
    expect(warnings).toEqual([
      'tasks.json:13:11: tasks[0].subtasks[1].id: task id "1.42" is already taken; imported as "1.42-2"',
    ]);
  });

  it('splits a bulleted acceptanceCriteria string into criteria, and keeps a plain one whole', () => {
    const { plan } = run(
      'tasks.json',
      file([
        {
          subtasks: [
            { id: 1, title: 'a', acceptanceCriteria: '- first\n- second, with a comma\n* third' },
            { id: 2, title: 'b', acceptanceCriteria: 'Returns 200 for a known id.\nReturns 404 otherwise.' },
          ],
        },
      ]),
    );
    expect(task(plan, '1.1').acceptanceCriteria).toEqual(['first', 'second, with a comma', 'third']);
    expect(task(plan, '1.2').acceptanceCriteria).toEqual([
      'Returns 200 for a known id.\nReturns 404 otherwise.',
    ]);
  });
});
