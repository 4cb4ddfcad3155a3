// Real git repositories for tests: a work tree with a committed plan, and a bare remote.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const GIT_ENV = {
  GIT_AUTHOR_NAME: 'Test Person',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test Person',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
};

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: { ...process.env, ...GIT_ENV }, encoding: 'utf8' }).trim();
}

export function tempDir(prefix = 'ralph-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A fresh repository on branch main holding `files` in its first commit. */
export function makeRepo(files: Record<string, string>, dir = tempDir()): string {
  git(dir, 'init', '--quiet', '--initial-branch=main');
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  git(dir, 'add', '-A');
  git(dir, 'commit', '--quiet', '-m', 'initial');
  return dir;
}

/** A bare repository holding `work`'s main, and a fresh clone of it (as actions/checkout makes). */
export function makeRemote(work: string): { remote: string } {
  const remote = join(tempDir('ralph-remote-'), 'origin.git');
  git(dirname(remote), 'clone', '--quiet', '--bare', work, remote);
  return { remote };
}

export function cloneFresh(remote: string): string {
  const dir = join(tempDir('ralph-clone-'), 'ws');
  git(dirname(dir), 'clone', '--quiet', remote, dir);
  return dir;
}

export function planJson(plan: unknown): string {
  return `${JSON.stringify(plan, null, 2)}\n`;
}
