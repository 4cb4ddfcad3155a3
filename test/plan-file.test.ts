// Reading and writing implementation.json on real files (DESIGN.md C1): unknown keys and key
// order survive, the file's format is kept, writes are atomic and never replace a good file
// with a bad plan, and concurrent writers (async callers, processes) lose no update.
import { spawn } from 'node:child_process';
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
  loadPlan,
  PlanError,
  parsePlanText,
  savePlan,
  serializePlan,
  updatePlan,
  writeAtomic,
} from '../src/adapters/plan-file.js';
import type { Plan, Task } from '../src/core/plan.js';
import {
  cliEnv,
  ensureDist,
  fullPlan,
  planOf,
  SEED_MINIMAL_TEXT,
  spec,
  task,
  tempDir,
  writePlan,
} from './plan-fixtures.js';

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

  it('writes 2-space JSON with a trailing newline, whatever the input layout', () => {
    writeFileSync(file, SEED_MINIMAL_TEXT); // one line, no newline
    const loaded = loadPlan(file);
    savePlan(loaded);
    const text = readFileSync(file, 'utf8');
    expect(text).toBe(`${JSON.stringify(JSON.parse(SEED_MINIMAL_TEXT), null, 2)}\n`);
    expect(text.startsWith('{\n  "version": 1,\n')).toBe(true);
    expect(text.endsWith('}\n')).toBe(true);
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
    const e = planError(() => parsePlanText('{\n  "specs": [\n    1,\n  ]\n}\n', 'p.json'));
    expect(e.problems[0]).toMatchObject({ line: 4, column: 3 });
    expect(e.message).toMatch(/^p\.json:4:3: invalid JSON: value expected/);
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
    expect(e.problems.map((p) => p.path)).toEqual(['specs[0].tasks[0].status']);
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
              env: cliEnv({ USER: `proc-${i}` }),
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
