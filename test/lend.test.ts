// Lending the work tree to the agent user and taking it back (src/adapters/task-job/lend.ts),
// against the real system, Ralph as root: docs/security.md#what-holds says "The workspace stays
// Ralph's": the root is opened with an ACL and the sticky bit, so the agent user cannot move
// Ralph's `.git` file; no chown follows a symbolic link out of the work tree, and none enters
// another file system mounted inside it. Needs Linux, root and setfacl; fails (not skips)
// without them.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AgentUser, deleteAgentUser, prepareAgentUser } from '../src/adapters/task-job/agent-user.js';
import { lendWorkspace, reclaimWorkspace } from '../src/adapters/task-job/lend.js';
import { requireRootWith } from './support/system-users.js';

const AGENT = `ralph-lend-agent-${randomBytes(3).toString('hex')}`;
let tmp = '';
let ws = '';
let mounted = '';
let agent: AgentUser | undefined;

beforeAll(async () => {
  requireRootWith('The lending tests', [['setfacl', '--version']], 'apt-get install -y acl');
  tmp = mkdtempSync(join(tmpdir(), 'ralph-lend-'));
  chmodSync(tmp, 0o755);
  ws = join(tmp, 'work', 'repo', 'repo');
  mkdirSync(ws, { recursive: true });
  writeFileSync(join(ws, 'a.txt'), 'the work\n');
  // Ralph's `.git` file, as private-git.ts leaves it in the work tree.
  writeFileSync(join(ws, '.git'), 'gitdir: /somewhere/of/ralphs\n');
  // A file of Ralph's user outside the work tree, and a link to it inside.
  writeFileSync(join(tmp, 'outside.txt'), 'not the work tree\n');
  symlinkSync(join(tmp, 'outside.txt'), join(ws, 'out-link'));
  // Another file system inside the work tree (a mount a job made there).
  mounted = join(ws, 'mnt');
  mkdirSync(mounted);
  const m = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'ralph-lend-test', mounted], {
    encoding: 'utf8',
  });
  if (m.status !== 0) throw new Error(`mount: ${m.stderr}`);
  writeFileSync(join(mounted, 'inner.txt'), 'on another file system\n');
  agent = await prepareAgentUser({ name: AGENT, workspace: ws, log: () => {} });
}, 60_000);

afterAll(async () => {
  if (mounted) spawnSync('umount', [mounted]);
  if (agent) await deleteAgentUser(agent, () => {});
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** Runs `args` as the agent user in the work tree: its exit code. */
const asAgent = (args: string[]) =>
  spawnSync(args[0]!, args.slice(1), { cwd: ws, uid: agent!.uid, gid: agent!.gid }).status;

describe('the work tree lent to the agent user', () => {
  it("stays Ralph's: its root and .git, what a link points to, what another file system holds", async () => {
    const a = agent!;
    await lendWorkspace(a);
    expect(statSync(join(ws, 'a.txt')).uid).toBe(a.uid);
    // The link itself is lent; what it points to outside is not.
    expect(lstatSync(join(ws, 'out-link')).uid).toBe(a.uid);
    expect(statSync(join(tmp, 'outside.txt')).uid).toBe(0);
    // No chown entered the other file system.
    expect(statSync(join(mounted, 'inner.txt')).uid).toBe(0);
    // The root and its .git stay Ralph's; the root is open for writing with the sticky bit.
    expect(statSync(ws).uid).toBe(0);
    expect(statSync(join(ws, '.git')).uid).toBe(0);
    expect(asAgent(['touch', 'new.txt'])).toBe(0);
    // The sticky bit: it may not move or remove Ralph's .git file, only its own entries.
    expect(asAgent(['mv', '.git', 'moved'])).not.toBe(0);
    expect(asAgent(['rm', '-f', '.git'])).not.toBe(0);
    expect(asAgent(['mv', 'new.txt', 'renamed.txt'])).toBe(0);
    expect(statSync(ws).mode & 0o1000).toBe(0o1000);

    await reclaimWorkspace(a);
    for (const f of ['a.txt', 'renamed.txt', '.git']) expect(statSync(join(ws, f)).uid, f).toBe(0);
    expect(lstatSync(join(ws, 'out-link')).uid).toBe(0);
    expect(statSync(join(tmp, 'outside.txt')).uid).toBe(0);
    expect(statSync(ws).mode & 0o1000).toBe(0);
  });
});
