// vitest's setup file for every test file: the file's temporary folders (git repositories,
// runner jobs, bare remotes, scripts) go into one folder of its own, removed when the file is
// done. Without it each run of the suite left thousands of folders, gigabytes, in /tmp. The
// folder is shared like /tmp (mode 1777): tests run agents as users of their own. Everything
// that asks os.tmpdir(), and every process started with this environment, sees TMPDIR.
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

const before = process.env.TMPDIR;
const root = mkdtempSync(join(tmpdir(), 'ralph-vitest-'));
chmodSync(root, 0o1777);
process.env.TMPDIR = root;

// Folders the tests share with the agent user's steps (ralph-flow.ts, sharedDir): outside
// /tmp, /var/tmp, /dev/shm and /run/lock, which the sandbox gives each step a private copy of.
// In /run when this process may write there (as root, as CI runs), else in TMPDIR.
const SHARED_BASE = '/run/ralph-test-shared';
let shared: string | undefined;
try {
  mkdirSync(SHARED_BASE, { recursive: true, mode: 0o755 });
  shared = mkdtempSync(join(SHARED_BASE, 'vitest-'));
  chmodSync(shared, 0o755);
  process.env.RALPH_TEST_SHARED = shared;
} catch {
  shared = undefined;
}

afterAll(() => {
  if (shared) rmSync(shared, { recursive: true, force: true, maxRetries: 3 });
  if (before === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = before;
  try {
    rmSync(root, { recursive: true, force: true, maxRetries: 3 });
  } catch {
    // A file another user owns, where this user may not remove it: left to the system's cleaning.
  }
});
