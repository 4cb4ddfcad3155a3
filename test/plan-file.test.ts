// Reading and writing implementation.json on real files (docs/ARCHITECTURE.md#the-plan): unknown keys and key
// order survive, the file's format is kept, writes are minimal edits (every byte outside the
// changed values stays, so two spec branches merge without a conflict, C6), writes are atomic
// and never replace a good file with a bad plan, and concurrent writers (async callers,
// processes) lose no update.
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  editPlanText,
  loadPlan,
  PlanError,
  parsePlanText,
  savePlan,
  serializePlan,
  updatePlan,
  writeAtomic,
} from '../src/adapters/plan-file.js';
import type { Plan, Task } from '../src/core/plan/plan.js';
import {
  cliEnv,
  ensureDist,
  fullPlan,
  planOf,
  REPO_ROOT,
  SEED_MINIMAL_TEXT,
  spec,
  task,
  tempDir,
  writePlan,
} from './plan-fixtures.js';
import { GIT_ENV, git, makeRepo } from './support/repo.js';

let dir: string;
let cleanup: () => void;
let file: string;

beforeEach(() => {
  ({ dir, cleanup } = tempDir('ralph-plan-file-'));
  file = join(dir, 'implementation.json');
});
afterEach(() => cleanup());

function planError(fn: () => unknown): PlanError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(PlanError);
    return e as PlanError;
  }
  throw new Error('expected a PlanError');
}

/** A plan with unknown keys at every level, some before the known ones, in a deliberate order. */
const UNKNOWN_EVERYWHERE = `{
  "x-top-first": "kept",
  "version": 1,
  "specs": [
    {
      "x-spec": { "nested": [1, 2, { "deep": true }] },
      "id": "s1",
      "tasks": [
        {
          "status": "failed",
          "id": "t1",
          "x-task": null,
          "description": "first",
          "attempts": [
            { "x-attempt": "kept", "number": 1, "outcome": "gate_failed", "x-after": 1.5 }
          ]
        },
        {
          "id": "t2",
          "description": "second",
          "status": "pending",
          "dependsOn": ["t1"]
        }
      ]
    }
  ],
  "gates": [
    { "command": "npm test", "x-gate": ["a"], "name": "test" }
  ],
  "disciplines": [
    { "x-discipline": 0, "name": "backend" }
  ],
  "x-top-last": { "a": "b" }
}
`;

describe('round trip', () => {
  it('keeps unknown keys at every level and the order of keys', () => {
    writeFileSync(file, UNKNOWN_EVERYWHERE);
    const loaded = loadPlan(file);
    // Unchanged: byte for byte the same once re-serialised in its own 2-space style.
    expect(serializePlan(loaded.plan, loaded.format)).toBe(
      `${JSON.stringify(JSON.parse(UNKNOWN_EVERYWHERE), null, 2)}\n`,
    );
    loaded.plan.specs[0]!.tasks[0]!.status = 'pending';
    savePlan(loaded);
    const after = JSON.parse(readFileSync(file, 'utf8'));
    const expected = JSON.parse(UNKNOWN_EVERYWHERE);
    expected.specs[0].tasks[0].status = 'pending';
    expect(after).toEqual(expected);
    // Key order at every level, unknown keys where they were.
    expect(Object.keys(after)).toEqual([
      'x-top-first',
      'version',
      'specs',
      'gates',
      'disciplines',
      'x-top-last',
    ]);
    expect(Object.keys(after.specs[0])).toEqual(['x-spec', 'id', 'tasks']);
    expect(Object.keys(after.specs[0].tasks[0])).toEqual([
      'status',
      'id',
      'x-task',
      'description',
      'attempts',
    ]);
    expect(Object.keys(after.specs[0].tasks[0].attempts[0])).toEqual([
      'x-attempt',
      'number',
      'outcome',
      'x-after',
    ]);
    expect(Object.keys(after.gates[0])).toEqual(['command', 'x-gate', 'name']);
    expect(Object.keys(after.disciplines[0])).toEqual(['x-discipline', 'name']);
  });

  it('keeps a one-line (minified) plan on one line: a change edits just its value', () => {
    writeFileSync(file, SEED_MINIMAL_TEXT); // one line, no newline
    savePlan(loadPlan(file));
    expect(readFileSync(file, 'utf8')).toBe(SEED_MINIMAL_TEXT);
    const loaded = loadPlan(file);
    loaded.plan.specs[0]!.tasks[1]!.status = 'skipped';
    loaded.plan.specs[0]!.tasks[1]!.blockedReason = 'not now';
    savePlan(loaded);
    expect(readFileSync(file, 'utf8')).toBe(
      SEED_MINIMAL_TEXT.replace(
        '"status":"pending","acceptanceCriteria":["Users can upload JPG/PNG up to 5MB"]',
        '"status":"skipped","acceptanceCriteria":["Users can upload JPG/PNG up to 5MB"],"blockedReason":"not now"',
      ),
    );
  });

  it('keeps a file indented with tabs or 4 spaces as it is', () => {
    for (const indent of ['\t', '    ']) {
      const text = `${JSON.stringify(fullPlan(), null, indent)}\n`;
      writeFileSync(file, text);
      savePlan(loadPlan(file));
      expect(readFileSync(file, 'utf8')).toBe(text);
    }
  });

  it('tolerates a UTF-8 byte-order mark and keeps it', () => {
    const text = `\uFEFF${JSON.stringify(fullPlan(), null, 2)}\n`;
    writeFileSync(file, text);
    const loaded = loadPlan(file);
    expect(loaded.plan.specs[0]!.id).toBe('user-avatar-upload');
    savePlan(loaded);
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toBe(text);
  });

  it('keeps CRLF line endings', () => {
    const text = `${JSON.stringify(fullPlan(), null, 2)}\n`.replace(/\n/g, '\r\n');
    writeFileSync(file, text);
    const loaded = loadPlan(file);
    loaded.plan.specs[1]!.tasks[1]!.status = 'pending';
    savePlan(loaded);
    const after = readFileSync(file, 'utf8');
    expect(after).toBe(text.replace('"status": "failed"', '"status": "pending"'));
    expect(after.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('keeps non-ASCII text and escapes as JSON has them', () => {
    const plan = planOf(spec('s', [task('t', { description: 'Größe: 5 MB — “quoted”\nsecond line\t✓' })]));
    writePlan(file, plan);
    const loaded = loadPlan(file);
    savePlan(loaded);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(plan);
  });
});

/**
 * A plan as a person formats it: compact arrays and objects on one line, odd spacing, their own
 * key order, unknown keys. Spec a's last task and spec b's first are a few lines apart.
 */
const HAND_FORMATTED = `{
  "$schema": "./schema/implementation.schema.json",
  "version": 1,
  "x-owner":   "team-avatars",
  "gates": [ { "name": "test", "command": "npm test" } ],
  "specs": [
    {
      "id": "a", "name": "Spec A",
      "tasks": [
        { "id": "a-1", "description": "first of a", "status": "completed" },
        {
          "status":  "in_progress",
          "id": "a-2",
          "description": "second of a",
          "dependsOn": ["a-1"],
          "x-estimate":  3,
          "attempts": [
            { "number": 1, "outcome": "gate_failed", "gate": "test", "x-mine": true }
          ]
        }
      ]
    },
    {
      "id": "b", "name": "Spec B",
      "tasks": [
        {
          "status": "in_progress",
          "id": "b-1", "description": "first of b",
          "dependsOn": ["a-1"],
          "attempts": [
            { "number": 1, "outcome": "timeout" }
          ]
        },
        { "id": "b-2", "description": "second of b", "status": "pending", "dependsOn": ["b-1"] }
      ]
    }
  ],
  "x-notes": { "reviewed": true }
}
`;

/** What a finished attempt does to a task: a status, one more attempt, and a new key. */
function finishTask(plan: Plan, id: string, outcome: 'passed' | 'gate_failed'): void {
  const t = plan.specs.flatMap((s) => s.tasks).find((x) => x.id === id)!;
  t.status = outcome === 'passed' ? 'completed' : 'failed';
  t.attempts = [...(t.attempts ?? []), { number: (t.attempts?.length ?? 0) + 1, outcome }];
  if (outcome === 'passed') t.completedAt = '2026-02-01T12:00:00Z';
}

/** The lines only in `before` and the lines only in `after` (a longest-common-subsequence line diff). */
function lineDiff(before: string, after: string, eol = '\n'): { removed: string[]; added: string[] } {
  const a = before.split(eol);
  const b = after.split(eol);
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] =
        a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j < b.length && (i === a.length || common[i]![j + 1]! >= common[i + 1]![j]!))
      added.push(b[j++]!);
    else removed.push(a[i++]!);
  }
  return { removed, added };
}

describe('minimal edits', () => {
  it('changes only the lines of the changed values in a hand-formatted plan', async () => {
    writeFileSync(file, HAND_FORMATTED);
    await updatePlan(file, (plan) => finishTask(plan, 'a-2', 'passed'));
    const after = readFileSync(file, 'utf8');
    expect(lineDiff(HAND_FORMATTED, after)).toEqual({
      removed: [
        '          "status":  "in_progress",',
        '            { "number": 1, "outcome": "gate_failed", "gate": "test", "x-mine": true }',
        '          ]',
      ],
      added: [
        '          "status":  "completed",',
        '            { "number": 1, "outcome": "gate_failed", "gate": "test", "x-mine": true },',
        '            { "number": 2, "outcome": "passed" }',
        '          ],',
        '          "completedAt": "2026-02-01T12:00:00Z"',
      ],
    });
    // The compact arrays and objects elsewhere are exactly as the person wrote them.
    expect(after).toContain(
      '  "x-owner":   "team-avatars",\n  "gates": [ { "name": "test", "command": "npm test" } ],\n',
    );
    expect(after.split('"dependsOn": ["a-1"]')).toHaveLength(3);
    expect(after).toContain(
      '{ "id": "b-2", "description": "second of b", "status": "pending", "dependsOn": ["b-1"] }',
    );
    const expected = JSON.parse(HAND_FORMATTED);
    finishTask(expected, 'a-2', 'passed');
    expect(JSON.parse(after)).toEqual(expected);
  });

  it('keeps every untouched byte of a CRLF file with a byte-order mark', async () => {
    const text = `\uFEFF${HAND_FORMATTED.replace(/\n/g, '\r\n')}`;
    writeFileSync(file, text);
    await updatePlan(file, (plan) => {
      finishTask(plan, 'b-1', 'gate_failed');
      plan.specs[1]!.tasks[1]!.blockedReason = 'waits for b-1';
    });
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const after = bytes.toString('utf8');
    expect(after.replace(/\r\n/g, '')).not.toContain('\n');
    expect(lineDiff(text, after, '\r\n')).toEqual({
      removed: [
        '          "status": "in_progress",',
        '            { "number": 1, "outcome": "timeout" }',
        '        { "id": "b-2", "description": "second of b", "status": "pending", "dependsOn": ["b-1"] }',
      ],
      added: [
        '          "status": "failed",',
        '            { "number": 1, "outcome": "timeout" },',
        '            { "number": 2, "outcome": "gate_failed" }',
        '        { "id": "b-2", "description": "second of b", "status": "pending", "dependsOn": ["b-1"], "blockedReason": "waits for b-1" }',
      ],
    });
    // Everything before the first changed line is the same bytes, BOM included.
    const firstChange = text.indexOf('"status": "in_progress"', text.indexOf('"id": "b"'));
    expect(bytes.subarray(0, Buffer.byteLength(text.slice(0, firstChange)))).toEqual(
      Buffer.from(text.slice(0, firstChange)),
    );
  });

  it('lets two spec branches merge without a conflict, the way GitHub merges (git merge-tree)', async () => {
    const repo = join(dir, 'repo');
    mkdirSync(repo);
    makeRepo({ 'implementation.json': HAND_FORMATTED }, repo);
    const plan = join(repo, 'implementation.json');
    const commit = (msg: string) => {
      git(repo, 'add', '-A');
      git(repo, 'commit', '--quiet', '-m', msg);
    };
    // Branch A (ralph/a) touches only spec a's tasks, branch B (ralph/b) only spec b's.
    git(repo, 'checkout', '--quiet', '-b', 'A', 'main');
    await updatePlan(plan, (p) => finishTask(p, 'a-2', 'passed'));
    commit('spec a');
    git(repo, 'checkout', '--quiet', '-b', 'B', 'main');
    await updatePlan(plan, (p) => {
      finishTask(p, 'b-1', 'passed');
      p.specs[1]!.tasks[1]!.status = 'in_progress';
      (p.specs[1]!.tasks[1] as Record<string, unknown>)['x-claimed-by'] = 'run 7';
    });
    commit('spec b');
    // A's pull request is merged first; then B's merges into the moved main.
    git(repo, 'checkout', '--quiet', 'main');
    git(repo, 'merge', '--quiet', '--no-ff', '--no-edit', 'A');
    expect(existsSync(join(repo, '.gitattributes'))).toBe(false);
    const merge = spawnSync('git', ['merge-tree', '--write-tree', '--name-only', 'main', 'B'], {
      cwd: repo,
      env: { ...process.env, ...GIT_ENV },
      encoding: 'utf8',
    });
    expect(merge.stdout, merge.stdout).not.toContain('CONFLICT');
    expect(merge.status).toBe(0);
    const tree = merge.stdout.split('\n')[0]!;
    const merged = parsePlanText(git(repo, 'show', `${tree}:implementation.json`), 'merged').plan;
    const expected = JSON.parse(HAND_FORMATTED) as Plan;
    finishTask(expected, 'a-2', 'passed');
    finishTask(expected, 'b-1', 'passed');
    expected.specs[1]!.tasks[1]!.status = 'in_progress';
    (expected.specs[1]!.tasks[1] as Record<string, unknown>)['x-claimed-by'] = 'run 7';
    expect(merged).toEqual(expected);
  });

  it('a `ralph set`-like status change to the example plan of docs/plan.md is a one-line diff', async () => {
    const page = readFileSync(join(REPO_ROOT, 'docs', 'plan.md'), 'utf8');
    const example = /```json\n([\s\S]*?)```/.exec(page)![1]!;
    const repo = join(dir, 'repo');
    mkdirSync(repo);
    makeRepo({ 'implementation.json': example }, repo);
    const plan = join(repo, 'implementation.json');
    await updatePlan(plan, (p) => {
      p.specs[0]!.tasks.find((t) => t.id === 'avatar-2')!.status = 'skipped';
    });
    expect(git(repo, 'diff', '--numstat')).toBe('1\t1\timplementation.json');
    expect(lineDiff(example, readFileSync(plan, 'utf8'))).toEqual({
      removed: ['          "status": "pending",'],
      added: ['          "status": "skipped",'],
    });
  });

  it('editPlanText: removes keys with their commas, adds new ones at the end, in the layout around them', () => {
    const old = [
      '{',
      '  "version": 1,',
      '  "specs": [',
      '    {',
      '      "id": "s",',
      '      "tasks": [',
      '        { "id": "t1", "description": "x", "status": "blocked", "blockedReason": "why" },',
      '        { "blockedReason": "why", "id": "t2", "description": "y", "status": "blocked" },',
      '        {',
      '          "id": "t3",',
      '          "description": "z",',
      '          "status": "pending",',
      '          "comments": []',
      '        }',
      '      ]',
      '    }',
      '  ]',
      '}',
      '',
    ].join('\n');
    const next = JSON.parse(old) as Plan;
    const [t1, t2, t3] = next.specs[0]!.tasks as [Task, Task, Task];
    t1.status = 'pending';
    delete t1.blockedReason; // the last key: the comma before it goes too
    t2.status = 'pending';
    delete t2.blockedReason; // the first key: the comma after it goes too
    t3.comments = [{ author: 'me', body: 'hi' }]; // into an empty array of an expanded object
    t3.dependsOn = ['t1'];
    const out = editPlanText(old, next, 'p.json');
    expect(out).toBe(
      [
        '{',
        '  "version": 1,',
        '  "specs": [',
        '    {',
        '      "id": "s",',
        '      "tasks": [',
        '        { "id": "t1", "description": "x", "status": "pending" },',
        '        { "id": "t2", "description": "y", "status": "pending" },',
        '        {',
        '          "id": "t3",',
        '          "description": "z",',
        '          "status": "pending",',
        '          "comments": [',
        '            {',
        '              "author": "me",',
        '              "body": "hi"',
        '            }',
        '          ],',
        '          "dependsOn": [',
        '            "t1"',
        '          ]',
        '        }',
        '      ]',
        '    }',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
    expect(JSON.parse(out)).toEqual(next);
    // Nothing changed: the very same text.
    expect(editPlanText(old, JSON.parse(old), 'p.json')).toBe(old);
    // A new key put before another in `next` (as `ralph init --force` puts gates before specs) goes there.
    const { version, specs } = JSON.parse(old) as Plan;
    const gated = { version, gates: [{ name: 'test', command: 'npm test' }], specs } as Plan;
    expect(lineDiff(old, editPlanText(old, gated, 'p.json'))).toEqual({
      removed: [],
      added: [
        '  "gates": [',
        '    {',
        '      "name": "test",',
        '      "command": "npm test"',
        '    }',
        '  ],',
      ],
    });
    // A task inserted and one removed by id: their neighbours' text stays.
    const moved = JSON.parse(old) as Plan;
    moved.specs[0]!.tasks.splice(0, 1, task('t0'));
    const lines = lineDiff(old, editPlanText(old, moved, 'p.json'));
    expect(lines).toEqual({
      removed: ['        { "id": "t1", "description": "x", "status": "blocked", "blockedReason": "why" },'],
      added: ['        { "id": "t0", "description": "do t0", "status": "pending" },'],
    });
  });

  it('editPlanText never makes text for an invalid plan: PlanError names the file', () => {
    const next = JSON.parse(HAND_FORMATTED) as Plan;
    next.specs[0]!.tasks[1]!.dependsOn = ['ghost'];
    const e = planError(() => editPlanText(HAND_FORMATTED, next, 'plans/implementation.json'));
    expect(e.file).toBe('plans/implementation.json');
    expect(e.message).toBe('plans/implementation.json: specs[0].tasks[1].dependsOn[0]: unknown task "ghost"');
  });

  it('edits one task of a 10,000-task plan quickly, touching only its lines', () => {
    const tasks = Array.from({ length: 10_000 }, (_, i) =>
      task(`t${i}`, {
        ...(i > 0 ? { dependsOn: [`t${i - 1}`] } : {}),
        attempts: [{ number: 1, outcome: 'timeout' }],
      }),
    );
    const text = `${JSON.stringify(planOf(spec('s', tasks)), null, 2)}\n`;
    const next = JSON.parse(text) as Plan;
    next.specs[0]!.tasks[5_000]!.status = 'failed';
    const start = performance.now();
    const out = editPlanText(text, next, 'big.json');
    const ms = performance.now() - start;
    expect(out).toBe(
      text.replace(
        '"description": "do t5000",\n          "status": "pending"',
        '"description": "do t5000",\n          "status": "failed"',
      ),
    );
    expect(ms).toBeLessThan(3_000);
  });
});

describe('problems', () => {
  it('reports invalid JSON with line and column: a missing comma at the end of line 5', () => {
    const text = [
      '{',
      '  "version": 1,',
      '  "specs": [',
      '    {',
      '      "id": "a"',
      '      "tasks": []',
      '    }',
      '  ]',
      '}',
      '',
    ].join('\n');
    writeFileSync(file, text);
    const e = planError(() => loadPlan(file));
    expect(e.problems[0]).toMatchObject({ line: 5, column: 16 });
    expect(e.message.split('\n')[0]).toBe(
      `${file}:5:16: invalid JSON: comma expected; fix the syntax at this place`,
    );
  });

  it('reports other syntax errors where they are', () => {
    const e = planError(() => parsePlanText('{\n  "specs": [\n    {},\n  ]\n}\n', 'p.json'));
    // A comma before the closing bracket is named as such, at the comma.
    expect(e.problems[0]).toMatchObject({ line: 3, column: 7 });
    expect(e.message).toBe('p.json:3:7: invalid JSON: a trailing comma; remove it');
    expect(planError(() => parsePlanText('{\n  "specs": [\n]\n', 'p.json')).message).toMatch(
      /^p\.json:4:1: invalid JSON: close brace expected/,
    );
    expect(planError(() => parsePlanText('', 'p.json')).message).toMatch(/^p\.json:1:1: invalid JSON/);
    expect(planError(() => parsePlanText('{"specs": []} x', 'p.json')).message).toMatch(
      /^p\.json:1:15: invalid JSON: invalid symbol/,
    );
  });

  it('gives each problem the line of its JSON path', () => {
    const text = `{
  "specs": [
    {
      "id": "a",
      "tasks": [
        { "id": "a-1", "description": "x", "status": "pending" },
        { "id": "a-2", "description": "y", "status": "done" },
        { "id": "a-3", "status": "pending" }
      ]
    }
  ]
}
`;
    writeFileSync(file, text);
    const e = planError(() => loadPlan(file));
    const byPath = Object.fromEntries(e.problems.map((p) => [p.path, p]));
    expect(byPath['specs[0].tasks[1].status']).toMatchObject({ line: 7, column: 44 });
    // A missing key points at the object that lacks it.
    expect(byPath['specs[0].tasks[2].description']).toMatchObject({ line: 8, column: 9 });
    const lines = e.message.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      new RegExp(`^${escapeRegExp(file)}:7:44: specs\\[0\\]\\.tasks\\[1\\]\\.status: `),
    );
  });

  it('gives rule problems (unknown dependency, cycle) their line too', () => {
    const plan = planOf(
      spec('a', [task('a-1')]),
      spec('b', [task('b-1', { dependsOn: ['x'] }), task('b-2', { dependsOn: ['b-2'] })]),
    );
    const text = writePlan(file, plan);
    const e = planError(() => loadPlan(file));
    const lineOf = (needle: string, from = 0) => text.slice(0, text.indexOf(needle, from)).split('\n').length;
    expect(e.problems).toEqual([
      expect.objectContaining({
        path: 'specs[1].tasks[0].dependsOn[0]',
        line: lineOf('"x"'),
        message: 'unknown task "x"',
      }),
      expect.objectContaining({
        path: 'specs[1].tasks[1].dependsOn',
        line: lineOf('"dependsOn"', text.indexOf('"b-2"')),
      }),
    ]);
    expect(e.message.split('\n')[0]).toBe(
      `${file}:${lineOf('"x"')}:13: specs[1].tasks[0].dependsOn[0]: unknown task "x"`,
    );
  });

  it('locates 10,000 problems in a big plan quickly', () => {
    const tasks = Array.from({ length: 10_000 }, (_, i) => ({ id: `t${i}`, status: 'pending' }));
    writeFileSync(file, `${JSON.stringify({ specs: [{ id: 's', tasks }] }, null, 2)}\n`);
    const start = performance.now();
    const e = planError(() => loadPlan(file));
    expect(e.problems).toHaveLength(10_000);
    // Task i starts on line 6 + 4i; a missing key points at its object.
    expect(e.problems[9_999]).toMatchObject({
      path: 'specs[0].tasks[9999].description',
      line: 40_002,
      column: 9,
    });
    expect(performance.now() - start).toBeLessThan(5_000);
  });

  it('says how to fix a missing file', () => {
    const e = planError(() => loadPlan(join(dir, 'nope.json')));
    expect(e.message).toContain('no such file; create one with `ralph init`, or pass --plan PATH');
  });
});

describe('safe writes', () => {
  it('never writes a plan that fails validation: the file bytes stay the same', () => {
    const text = writePlan(file, fullPlan());
    const loaded = loadPlan(file);
    (loaded.plan.specs[0]!.tasks[0] as Record<string, unknown>).status = 'finished';
    loaded.plan.specs[0]!.tasks[1]!.dependsOn = ['ghost'];
    const e = planError(() => savePlan(loaded));
    expect(e.message).toContain('(not saved; the file is unchanged)');
    // Both problems at once: the schema's and the rule's (issue 32).
    expect(e.problems.map((p) => p.path)).toEqual([
      'specs[0].tasks[0].status',
      'specs[0].tasks[1].dependsOn[0]',
    ]);
    expect(readFileSync(file, 'utf8')).toBe(text);
    // A rule problem (not a schema one) is refused the same way.
    const again = loadPlan(file);
    again.plan.specs[0]!.tasks[1]!.dependsOn = ['ghost'];
    expect(planError(() => savePlan(again)).message).toContain(
      'unknown task "ghost" (not saved; the file is unchanged)',
    );
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(readdirSync(dir)).toEqual(['implementation.json']);
  });

  it('leaves no temp file behind, after good writes and after a failed one', () => {
    writePlan(file, fullPlan());
    for (let i = 0; i < 5; i++) {
      const loaded = loadPlan(file);
      loaded.plan.updatedBy = `writer ${i}`;
      savePlan(loaded);
    }
    expect(readdirSync(dir)).toEqual(['implementation.json']);
    expect(loadPlan(file).plan.updatedBy).toBe('writer 4');
    // The rename fails (the target is a directory): the temp file is removed, the error thrown.
    const target = join(dir, 'a-directory');
    mkdirSync(target);
    expect(() => writeAtomic(target, '{}')).toThrow();
    expect(readdirSync(dir).sort()).toEqual(['a-directory', 'implementation.json']);
  });
});

describe('updatePlan', () => {
  const lock = () => `${file}.lock`;

  it('applies the change, returns what mutate returns, and releases the lock', async () => {
    writePlan(file, fullPlan());
    const was = await updatePlan(file, (plan) => {
      const t = plan.specs[0]!.tasks[1]!;
      const before = t.status;
      t.status = 'in_progress';
      return before;
    });
    expect(was).toBe('pending');
    expect(loadPlan(file).plan.specs[0]!.tasks[1]!.status).toBe('in_progress');
    expect(existsSync(lock())).toBe(false);
  });

  it('leaves the file unchanged and releases the lock when mutate throws or breaks the plan', async () => {
    const text = writePlan(file, fullPlan());
    await expect(
      updatePlan(file, () => {
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      updatePlan(file, (plan) => {
        plan.specs[0]!.tasks[1]!.dependsOn = ['user-avatar-upload-2'];
      }),
    ).rejects.toThrow(/dependency cycle: user-avatar-upload-2 -> user-avatar-upload-2/);
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(readdirSync(dir)).toEqual(['implementation.json']);
  });

  it('loses no update from 8 concurrent async callers', async () => {
    const ids = Array.from({ length: 8 }, (_, i) => `t${i}`);
    writePlan(
      file,
      planOf(
        spec(
          's',
          ids.map((id) => task(id)),
        ),
      ),
    );
    // Hold the lock, so all 8 queue up and race for it when it is released.
    closeSync(openSync(lock(), 'wx'));
    const updates = ids.map((id, i) =>
      updatePlan(file, (plan) => {
        const t = plan.specs[0]!.tasks.find((x) => x.id === id)!;
        t.status = 'skipped';
        t.comments = [{ author: `caller-${i}`, body: 'skip' }];
        plan.updatedBy = `caller-${i}`;
        return i;
      }),
    );
    await sleep(150);
    expect(readFileSync(file, 'utf8')).not.toContain('skipped'); // nobody wrote under a held lock
    rmSync(lock());
    expect(await Promise.all(updates)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const plan = loadPlan(file).plan;
    expect(plan.specs[0]!.tasks.map((t) => t.status)).toEqual(Array(8).fill('skipped'));
    expect(plan.specs[0]!.tasks.map((t) => t.comments?.[0]?.author)).toEqual(
      ids.map((_, i) => `caller-${i}`),
    );
    expect(readdirSync(dir)).toEqual(['implementation.json']);
  });

  it('loses no update from several processes (`ralph set`) racing for the lock', async () => {
    const entry = ensureDist();
    const ids = Array.from({ length: 6 }, (_, i) => `p${i}`);
    writePlan(
      file,
      planOf(
        spec(
          's',
          ids.map((id) => task(id)),
        ),
      ),
    );
    closeSync(openSync(lock(), 'wx'));
    const runs = ids.map(
      (id, i) =>
        new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
          const child = spawn(
            process.execPath,
            [entry, 'set', id, '--status', 'skipped', '--reason', `r${i}`, '--plan', file],
            {
              // No git identity (the author falls back to $USER), whatever this machine's config says.
              env: cliEnv({ USER: `proc-${i}`, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' }),
            },
          );
          let out = '';
          let err = '';
          child.stdout.on('data', (d) => {
            out += d;
          });
          child.stderr.on('data', (d) => {
            err += d;
          });
          child.on('close', (code) => resolve({ code, out, err }));
        }),
    );
    await sleep(1_000); // the processes start and wait on the held lock
    rmSync(lock());
    const results = await Promise.all(runs);
    for (const [i, r] of results.entries()) {
      expect(r, r.err).toMatchObject({ code: 0 });
      expect(r.out.trim()).toBe(`p${i}: pending -> skipped`);
    }
    const tasks = loadPlan(file).plan.specs[0]!.tasks as Task[];
    expect(tasks.map((t) => t.status)).toEqual(Array(6).fill('skipped'));
    expect(tasks.map((t) => t.comments?.map((c) => `${c.author}: ${c.body}`))).toEqual(
      ids.map((_, i) => [`proc-${i}: status pending -> skipped: r${i}`]),
    );
    expect(readdirSync(dir)).toEqual(['implementation.json']);
  });

  it('takes over a stale lock (older than 30 s)', async () => {
    writePlan(file, fullPlan());
    closeSync(openSync(lock(), 'wx'));
    const old = new Date(Date.now() - 60_000);
    utimesSync(lock(), old, old);
    const start = Date.now();
    await updatePlan(file, (plan) => {
      plan.updatedBy = 'after a crash';
    });
    expect(Date.now() - start).toBeLessThan(2_000);
    expect(loadPlan(file).plan.updatedBy).toBe('after a crash');
    expect(existsSync(lock())).toBe(false);
  });

  it('waits for a fresh lock instead of taking it', async () => {
    writePlan(file, fullPlan());
    closeSync(openSync(lock(), 'wx'));
    let done = false;
    const update = updatePlan(file, (plan: Plan) => {
      plan.updatedBy = 'patient';
    }).then(() => {
      done = true;
    });
    await sleep(300);
    expect(done).toBe(false);
    rmSync(lock());
    await update;
    expect(loadPlan(file).plan.updatedBy).toBe('patient');
  });
});

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
