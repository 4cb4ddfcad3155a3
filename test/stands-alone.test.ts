// The repository stands alone (docs/ARCHITECTURE.md#tests): a fresh clone with nothing beside it
// passes the tests that once read files from outside it (the recorded agent transcripts, now in
// test/fixtures/transcripts), and nothing tracked points outside the repository.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/ralph-flow.js';

const tracked = () =>
  execFileSync('git', ['ls-files', '-z'], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(
      (f) => f && !f.startsWith('dist/') && f !== 'package-lock.json' && f !== 'test/stands-alone.test.ts',
    );

describe('the repository stands alone', () => {
  it('no tracked file points outside it: no ../shared, no design notes kept beside it', () => {
    const outside = /\.\.\/shared\b|\bshared\/(agent-transcripts|DESIGN\.md|STYLE\.md|AGENTS\.md)|DESIGN\.md/;
    const found: string[] = [];
    for (const file of tracked()) {
      let text: string;
      try {
        text = readFileSync(join(REPO_ROOT, file), 'utf8');
      } catch {
        continue; // a folder entry (a submodule) or unreadable: nothing to point
      }
      text.split('\n').forEach((line, i) => {
        if (outside.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('a clone in an empty folder runs the shipped-workflow test that once read ../shared', {
    timeout: 180_000,
  }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'ralph-alone-'));
    // The agent user runs the test's scripted CLI from the clone, as from any checkout.
    chmodSync(dir, 0o755);
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
