// The repository stands alone (docs/ARCHITECTURE.md#tests): a fresh clone with nothing beside it
// passes the shipped-workflow test, whose recorded agent transcript is in
// test/fixtures/transcripts, and nothing tracked points outside the repository.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, sharedDir } from './support/ralph-flow.js';

const tracked = () =>
  execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(
      (f) => f && !f.startsWith('dist/') && f !== 'package-lock.json' && f !== 'test/stands-alone.test.ts',
    );

describe('the repository stands alone', () => {
  it('no tracked file climbs out of the repository or cites the team notes kept beside it', () => {
    // A path built from the repository's root upwards (what once read the recorded transcripts
    // from a folder beside the clone), and a citation of the design, style or agent notes that
    // stay outside the repository. Fixtures are copies of other tools' files: not scanned.
    const climbs =
      /\b(REPO_ROOT|ROOT|import\.meta\.dirname)\s*,\s*'\.\.'\s*,\s*'\.\.'\s*,\s*'\.\.'|\bREPO_ROOT\s*,\s*'\.\.'/;
    const notes = /\b(DESIGN|STYLE|AGENTS)\.md\b/;
    const found: string[] = [];
    for (const file of tracked().filter((f) => !f.startsWith('test/fixtures/') || f.endsWith('README.md'))) {
      let text: string;
      try {
        text = readFileSync(join(REPO_ROOT, file), 'utf8');
      } catch {
        continue; // a folder entry (a submodule) or unreadable: nothing to point
      }
      text.split('\n').forEach((line, i) => {
        if (climbs.test(line) || notes.test(line))
          found.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('a clone in an empty folder, with nothing beside it, runs the shipped-workflow test', {
    timeout: 180_000,
  }, () => {
    // The agent user runs the test's scripted CLI from the clone, as from any checkout: so the
    // clone lies outside the temporary folders the sandbox makes private to each step.
    const dir = sharedDir('ralph-alone-');
    try {
      const clone = join(dir, 'ralph');
      execFileSync('git', ['clone', '--quiet', '--no-local', REPO_ROOT, clone]);
      // The packages as `npm ci` installs them (the lockfile's); nothing beside the clone.
      symlinkSync(join(REPO_ROOT, 'node_modules'), join(clone, 'node_modules'), 'dir');
      const r = spawnSync(
        process.execPath,
        [
          join(clone, 'node_modules', 'vitest', 'vitest.mjs'),
          'run',
          'test/ci-flow.test.ts',
          '-t',
          'shipped workflow',
        ],
        {
          cwd: clone,
          encoding: 'utf8',
          env: { ...process.env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' },
          timeout: 170_000,
        },
      );
      expect(r.status, `${r.stdout.slice(-3000)}\n${r.stderr.slice(-2000)}`).toBe(0);
      expect(r.stdout.replace(/\x1b\[[0-9;]*m/g, '')).toMatch(/Tests\s+[1-9]\d* passed/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
