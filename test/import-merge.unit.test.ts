// `ralph import --write` into an existing plan, for every format: a second import of the same
// source leaves the file byte for byte as it was, and what Ralph (or a person) recorded since
// the first import (statuses, attempts, comments, hand-made specs and keys) survives the next.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/cli.js';
import type { Plan } from '../src/core/plan/plan.js';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'import');

/** [format, fixture directory, PATH to import, relative to the copied fixture]. */
const CASES: Array<[format: string, fixture: string, path: string]> = [
  ['markdown-tasks', 'markdown-tasks-real', 'docs/tasks'],
  ['jsonc-tasks', 'jsonc-tasks-real/split', 'tasks.jsonc'],
  ['jsonc-tasks', 'jsonc-tasks-real/flat', 'tasks.jsonc'],
  ['ralph-db', 'ralph-db', '.'],
  ['ralph-state', 'ralph-state', '.'],
  ['taskmaster', 'taskmaster', 'tasks.json'],
  ['prd', 'prd', 'prd.json'],
];

let dirs: string[] = [];
afterEach(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  dirs = [];
});

function project(fixture: string): string {
  const dir = join(tmpdir(), `ralph-import-merge-${process.pid}-${dirs.length}-${Date.now().toString(36)}`);
  dirs.push(dir);
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{}\n');
  cpSync(join(FIXTURES, fixture), join(dir, 'src'), { recursive: true });
  return dir;
}

async function importInto(dir: string, format: string, path: string, ...more: string[]) {
  let err = '';
  const code = await runCli(['import', format, join('src', path), '--write', ...more], {
    cwd: dir,
    out: () => {},
    err: (t) => (err += `${t}\n`),
  });
  return { code, err, text: readFileSync(join(dir, 'implementation.json'), 'utf8') };
}

describe.each(CASES)('ralph import %s (%s) --write, twice', (format, fixture, path) => {
  it('changes nothing the second time, byte for byte', async () => {
    const dir = project(fixture);
    const first = await importInto(dir, format, path);
    expect(first.code, first.err).toBe(0);
    const second = await importInto(dir, format, path);
    expect(second.code, second.err).toBe(0);
    expect(second.text).toBe(first.text);
    const plan = JSON.parse(first.text) as Plan;
    const count = plan.specs.reduce((n, s) => n + s.tasks.length, 0);
    expect(second.err).toMatch(new RegExp(`: 0 added\\n${count} kept`));
  });

  it('keeps ids, statuses, attempts and hand edits made since, and is stable again after', async () => {
    const dir = project(fixture);
    const first = await importInto(dir, format, path);
    expect(first.code, first.err).toBe(0);
    // What happened after the first import: Ralph finished one task, a person blocked
    // another and commented, someone added a key and a spec of their own.
    const plan = JSON.parse(first.text) as Plan;
    const tasks = plan.specs.flatMap((s) => s.tasks);
    const open = tasks.filter((t) => t.status === 'pending');
    expect(open.length).toBeGreaterThanOrEqual(2);
    const [done, held] = [open[0]!, open[1]!];
    done.status = 'completed';
    done.attempts = [
      { number: 1, outcome: 'gate_failed', gate: 'test' },
      { number: 2, outcome: 'passed', costUsd: 0.5 },
    ];
    done.completedAt = '2026-03-02T10:00:00Z';
    held.status = 'blocked';
    held.blockedReason = 'needs a decision';
    held.comments = [{ author: 'ana', body: 'ask finance' }];
    (held as Record<string, unknown>).reviewer = 'ana';
    plan.specs.push({ id: 'by-hand', tasks: [{ id: 'H-1', description: 'mine', status: 'pending' }] });
    const edited = `${JSON.stringify(plan, null, 2)}\n`;
    writeFileSync(join(dir, 'implementation.json'), edited);

    const again = await importInto(dir, format, path);
    expect(again.code, again.err).toBe(0);
    const after = JSON.parse(again.text) as Plan;
    const ids = (p: Plan) => p.specs.map((s) => [s.id, s.tasks.map((t) => t.id)]);
    expect(ids(after)).toEqual(ids(plan));
    expect(after).toEqual(plan);
    // The merge wrote nothing it did not have to: the file is as the person left it.
    expect(again.text).toBe(edited);
    expect((await importInto(dir, format, path)).text).toBe(edited);
  });
});

describe('ralph import --write across formats', () => {
  it('adds a second source beside the first without touching it', async () => {
    const dir = project('markdown-tasks-real');
    cpSync(join(FIXTURES, 'jsonc-tasks-real/flat'), join(dir, 'src/spectr'), { recursive: true });
    const md = await importInto(dir, 'markdown-tasks', 'docs/tasks');
    expect(md.code, md.err).toBe(0);
    const both = await importInto(dir, 'jsonc-tasks', 'spectr');
    expect(both.code, both.err).toBe(0);
    const plan = JSON.parse(both.text) as Plan;
    const mdPlan = JSON.parse(md.text) as Plan;
    expect(plan.specs.slice(0, mdPlan.specs.length)).toEqual(mdPlan.specs);
    expect(plan.specs.slice(mdPlan.specs.length).map((s) => s.id)).toEqual([
      'parser',
      'filtering',
      'docs',
      'automated-tasks',
    ]);
    // Each import again: nothing moves.
    expect((await importInto(dir, 'markdown-tasks', 'docs/tasks')).text).toBe(both.text);
    expect((await importInto(dir, 'jsonc-tasks', 'spectr')).text).toBe(both.text);
  });

  it('saves the plan when the source gives a completed task a new unfinished dependency', async () => {
    const dir = project('jsonc-tasks-real/split');
    const first = await importInto(dir, 'jsonc-tasks', 'tasks.jsonc');
    expect(first.code, first.err).toBe(0);
    // Ralph completed 2.3 since (the source still says pending); then the source gains a
    // prerequisite 2.0.2, which every task of section 2 waits for.
    const plan = JSON.parse(first.text) as Plan;
    const done = plan.specs.flatMap((s) => s.tasks).find((t) => t.id === '2.3')!;
    done.status = 'completed';
    done.attempts = [{ number: 1, outcome: 'passed' }];
    delete done.dependsOn;
    writeFileSync(join(dir, 'implementation.json'), `${JSON.stringify(plan, null, 2)}\n`);
    const child = join(dir, 'src/tasks-2.jsonc');
    const source = readFileSync(child, 'utf8');
    const at = '    {\n      "id": "2.1",';
    expect(source).toContain(at);
    writeFileSync(
      child,
      source.replace(
        at,
        `    { "id": "2.0.2", "section": "Section Prerequisites", "description": "Run the linter", "status": "pending" },\n${at}`,
      ),
    );
    const second = await importInto(dir, 'jsonc-tasks', 'tasks.jsonc');
    expect(second.code, second.err).toBe(0);
    expect(second.err).toContain(
      'warning: task "2.3" is completed but its new dependency "2.0.2" is pending; that dependency is dropped',
    );
    const after = JSON.parse(second.text) as Plan;
    const tasks = new Map(after.specs.flatMap((s) => s.tasks).map((t) => [t.id, t]));
    expect(tasks.get('2.0.2')!.status).toBe('pending');
    expect(tasks.get('2.3')!.status).toBe('completed');
    expect(tasks.get('2.3')!.attempts).toEqual([{ number: 1, outcome: 'passed' }]);
    expect(tasks.get('2.3')!.dependsOn ?? []).not.toContain('2.0.2');
    expect(tasks.size).toBe(plan.specs.flatMap((s) => s.tasks).length + 1);
  });

  it('prints a summary that counts the warnings', async () => {
    const dir = project('markdown-tasks-real');
    const r = await importInto(dir, 'markdown-tasks', 'docs/tasks');
    const warnings = r.err.split('\n').filter((l) => l.startsWith('warning: '));
    expect(warnings).toHaveLength(5);
    expect(r.err).toContain(
      'src/docs/tasks (markdown-tasks): 10 tasks in 5 specs; 5 warnings above (each a field dropped or a value changed to fit)',
    );
  });
});
