// An imported plan is a working plan: `ralph import --write` then `ralph build` with a
// scripted agent finishes its tasks, for each format.
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/cli.js';
import type { Plan } from '../src/core/plan/plan.js';
import { git, makeRepo, tempDir } from './support/repo.js';
import { SCRIPTED_COMMAND } from './support/scripted-agent.js';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'import');

const CASES: Array<[format: string, fixture: string, path: string]> = [
  ['markdown-tasks', 'markdown-tasks', 'docs/tasks'],
  ['jsonc-tasks', 'jsonc-tasks', 'tasks.jsonc'],
  ['ralph-db', 'ralph-db', 'db'],
  ['ralph-state', 'ralph-state', 'state'],
  ['taskmaster', 'taskmaster', 'tasks.json'],
  ['prd', 'prd', 'prd.json'],
];

async function cli(cwd: string, ...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const env = { ...process.env, CI: 'true' };
  const code = await runCli(argv, { cwd, env, out: (t) => (out += `${t}\n`), err: (t) => (err += `${t}\n`) });
  return { code, out, err };
}

describe.each(CASES)('ralph import %s, then ralph build', (format, fixture, path) => {
  it('completes the first ready task of the imported plan', { timeout: 30_000 }, async () => {
    const dir = tempDir('ralph-import-build-');
    const from = join(FIXTURES, fixture);
    // A fixture is either the file(s) at the top or the folder PATH names.
    const folder = !path.includes('.') && !existsSync(join(from, path));
    cpSync(from, folder ? join(dir, path) : dir, { recursive: true });
    makeRepo({}, dir);

    const imported = await cli(dir, 'import', format, path, '--write');
    expect(imported.code, imported.err).toBe(0);
    git(dir, 'add', '-A');
    git(dir, 'commit', '--quiet', '-m', 'import');
    const before = JSON.parse(git(dir, 'show', 'HEAD:implementation.json')) as Plan;
    const next = await cli(dir, 'next', '--json');
    const ready = JSON.parse(next.out) as Array<{ task: string; spec: string }>;
    expect(ready.length).toBeGreaterThan(0);

    const built = await cli(
      dir,
      'build',
      '--agent',
      'command',
      '--agent-command',
      SCRIPTED_COMMAND,
      '--max-tasks',
      '1',
    );
    expect(built.err).toBe('');
    const first = ready[0]!;
    const after = JSON.parse(git(dir, 'show', `ralph/${first.spec}:implementation.json`)) as Plan;
    const task = after.specs.flatMap((s) => s.tasks).find((t) => t.id === first.task)!;
    expect(task.status).toBe('completed');
    expect(git(dir, 'show', `ralph/${first.spec}:${first.task}.txt`)).toBe(`work of ${first.task}`);
    // Nothing else of the imported plan changed.
    const others = (p: Plan) => p.specs.filter((s) => s.id !== first.spec);
    expect(others(after)).toEqual(others(before));
  });
});
