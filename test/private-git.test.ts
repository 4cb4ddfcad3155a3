// Ralph's private repository in a task job (src/adapters/task-job/private-git.ts) against real git, real
// users and real sudo: a hostile setup line, agent and gate (test/support/private-git-scenario.ts)
// try to swap `.git`, plant a filter, a textconv, an fsmonitor and hooks, nest a repository of
// their own and lend themselves a hard link; Ralph's git then runs as before and nothing of
// theirs runs as Ralph's user. Once with Ralph as root (a container job), once with Ralph as a
// user with passwordless sudo (a GitHub-hosted runner). They need Linux, root, sudo and setfacl.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskJobSettings } from '../src/action/inputs.js';
import { deleteAgentUser, prepareAgentUser } from '../src/adapters/task-job/agent-user.js';
import { jobAgentUserName } from '../src/adapters/task-job/job-user.js';
import { killAgentUserProcesses, processesOf } from '../src/adapters/task-job/lend.js';
import { taskJobGit } from '../src/adapters/task-job/private-git.js';
import { type ScenarioResult, scenario } from './support/private-git-scenario.js';
import { sharedDir } from './support/ralph-flow.js';
import { ensureRunnerUser } from './support/runner-user.js';
import { hasUser, requireRootWith } from './support/system-users.js';

const REPO = join(import.meta.dirname, '..');
let tmp: string;
/** The world-writable folders the scenarios share with their agent users (sharedDir). */
const sharedDirs: string[] = [];
const sharedFolder = (prefix: string): string => {
  const dir = sharedDir(prefix, true);
  sharedDirs.push(dir);
  return dir;
};

beforeAll(() => {
  requireRootWith(
    'The private git tests',
    [
      ['sudo', '-V'],
      ['setfacl', '--version'],
    ],
    'apt-get install -y sudo acl',
  );
  tmp = mkdtempSync(join(tmpdir(), 'ralph-private-git-'));
  // The runner-like user reaches its own folder in it.
  chmodSync(tmp, 0o755);
});

afterAll(() => {
  // The runner user (ensureRunnerUser) is shared with other test files and stays.
  for (const dir of sharedDirs) rmSync(dir, { recursive: true, force: true });
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** What must hold whoever Ralph runs as. */
function expectSafe(
  r: ScenarioResult,
  ralphName: string,
  opts: { sandbox: boolean } = { sandbox: true },
): void {
  // The agent's git works on its own repository, outside the work tree, and the work tree's
  // `.git` (a file naming it) is gone between the steps: a checkout's post step finds nothing.
  expect(r.setup).toContain('git-ok');
  expect(r.gate).toContain('git-ok');
  expect(r.agentOut).toMatch(/^gitdir=.*\/\.ralph-agent-[0-9a-f]{12}\.git$/m);
  expect(r.agentOut).toContain('status=ok');
  expect(r.agentOut).toContain('commit=ok');
  expect(r.dotGitBetween).toEqual([false, false, false]);
  // It can neither move, remove nor rewrite the `.git` file, read Ralph's state, or write a
  // file hard-linked from outside the work tree.
  for (const attack of ['swap', 'remove', 'rewrite', 'state', 'linked'])
    expect(r.agentOut, attack).toContain(`${attack}=failed`);
  expect(r.agentOut).toContain('agent-done');
  // Its planted filter, textconv, fsmonitor and hooks ran as itself at most, never as Ralph's user.
  // They were live: its own `git status` after planting ran them, as the agent user.
  expect(r.agentOut).toContain('planted-status=ok');
  const ran = r.ran.split('\n').filter(Boolean);
  expect(ran).toContain(r.agent.name);
  expect(ran.filter((name) => name !== r.agent.name)).toEqual([]);
  expect(ran).not.toContain(ralphName);
  // Each step had an empty home: the setup step's ~/.npmrc never reached the gate.
  expect(r.setup).toContain(`home=${r.agent.home}`);
  expect(r.gate).toMatch(/^home=\.gitconfig $/m);
  expect(r.gate).toContain(`gitconfig=[safe]directory=${join(tmp, '')}`);
  // Ralph's tree is what the agent wrote, byte for byte (its nested repository as a gitlink,
  // which the writer refuses), and the patch and the status say the same.
  // In the sandbox the work tree is a mount of its own, so the agent's hard link from outside
  // it is refused (EXDEV); without the sandbox it is made, and handled by the reclaim below.
  const linkMade = r.agentOut.includes('linkout=made');
  if (!linkMade) expect(r.agentOut).toContain('linkout=refused');
  expect(r.tree).toEqual({
    '.gitattributes': '* filter=pwn diff=pwn\n',
    'README.md': 'hello\nchanged\n',
    ...(linkMade ? { 'linked-out.txt': 'mine\n' } : {}),
    'ralph-linked.txt': 'store\n',
    sub: 'gitlink',
    'work.txt': 'work\0bytes\n',
  });
  expect(r.patch).toContain('diff --git a/work.txt b/work.txt');
  expect(r.patch).toContain('GIT binary patch');
  expect(r.patch).toContain('+changed');
  expect(r.status.split('\n').sort()).toEqual([
    ' M README.md',
    '?? .gitattributes',
    ...(linkMade ? ['?? linked-out.txt'] : []),
    '?? ralph-linked.txt',
    '?? sub/',
    '?? work.txt',
  ]);
  expect(r.writeTreeBefore).toMatch(/^[0-9a-f]{40}$/);
  expect(r.writeTreeAfter).toMatch(/^[0-9a-f]{40}$/);
  // The gate's write inside the nested repository is not looked at (no `git status` in it).
  expect(r.gateWrites).toEqual([]);
  // Hard links: the store file outside the work tree was never lent; the agent's own file
  // outside it was not handed to Ralph: the work tree holds a copy of its own.
  expect(r.outsideRalph).toEqual({ uid: r.ralph, text: 'store\n' });
  expect(r.outsideAgent).toEqual({ uid: r.agent.uid, nlink: 1 });
  expect(r.linkedOut).toEqual(linkMade ? { uid: r.ralph, nlink: 1, text: 'mine\n' } : undefined);
  expect(linkMade).toBe(opts.sandbox === false);
  // The root stayed Ralph's and is closed again: its mode as before, no entry for the agent.
  expect(r.root.owner).toBe(r.ralph);
  expect(r.root.after.toString(8)).toBe(r.root.before.toString(8));
  expect(r.root.acl).not.toContain(`user:${r.agent.uid}:`);
  // A private repository replaced, or its config edited, stops the next step.
  expect(r.swapped).toMatch(/is not the one this job's first Ralph step made: it is another folder/);
  expect(r.configChanged).toMatch(/its config is not the one Ralph wrote/);
  // The record step deleted the job's agent user.
  expect(r.processesLeft).toEqual([]);
  expect(r.userGone).toBe(true);
}

describe("Ralph's private repository in a task job", () => {
  it('keeps a hostile setup line, agent and gate away from Ralph’s git, with Ralph as root', async () => {
    const root = join(tmp, 'as-root');
    mkdirSync(root);
    const shared = sharedFolder('ralph-pg-shared-root-');
    const r = await scenario(root, shared);
    expectSafe(r, 'root');
    expect(r.agent.name).toMatch(/^ralph-agent-[0-9a-f]{8}$/);
  }, 120_000);

  it('does the same where there is no sandbox (root without CAP_SYS_ADMIN, as in a container job)', () => {
    // unshare --mount is refused there, so the agent user runs without namespaces: its hard link
    // into the work tree is made, and the reclaim must neither follow nor hand it over.
    const root = join(tmp, 'no-sandbox');
    mkdirSync(root);
    const shared = sharedFolder('ralph-pg-shared-no-sandbox-');
    const child = spawnSync(
      'setpriv',
      [
        '--bounding-set=-sys_admin',
        '--inh-caps=-sys_admin',
        '--',
        process.execPath,
        '--import',
        'tsx',
        join(REPO, 'test', 'support', 'private-git-scenario.ts'),
        root,
        shared,
      ],
      { cwd: REPO, env: process.env, encoding: 'utf8', timeout: 120_000 },
    );
    const line = child.stdout.split('\n').find((l) => l.startsWith('RESULT '));
    if (child.status !== 0 || !line)
      throw new Error(
        `without CAP_SYS_ADMIN: exit ${child.status}\n${child.stdout.slice(-3000)}\n${child.stderr}`,
      );
    const r = JSON.parse(line.slice('RESULT '.length)) as ScenarioResult;
    expectSafe(r, 'root', { sandbox: false });
  }, 120_000);

  it('does the same with Ralph as a user with passwordless sudo', async () => {
    const { name: ralphUser, uid, gid, home } = ensureRunnerUser();
    const root = join(tmp, 'as-runner');
    mkdirSync(root);
    chownSync(root, uid, gid);
    const shared = sharedFolder('ralph-pg-shared-runner-');
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(REPO, 'test', 'support', 'private-git-scenario.ts'), root, shared],
      {
        cwd: REPO,
        uid,
        gid,
        env: { PATH: process.env.PATH, HOME: home },
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    const line = child.stdout.split('\n').find((l) => l.startsWith('RESULT '));
    if (child.status !== 0 || !line)
      throw new Error(`as ${ralphUser}: exit ${child.status}\n${child.stdout.slice(-3000)}\n${child.stderr}`);
    const r = JSON.parse(line.slice('RESULT '.length)) as ScenarioResult;
    expect(r.ralph).toBe(uid);
    expectSafe(r, ralphUser);
  }, 120_000);
});

describe('the first step of a task job', () => {
  it('needs the checkout’s own .git folder, and says so', async () => {
    const ws = join(tmp, 'no-checkout', 'work');
    mkdirSync(ws, { recursive: true });
    const settings = { workspace: ws } as TaskJobSettings;
    const state = join(tmp, 'no-checkout', 'state');
    await expect(taskJobGit(settings, state)).rejects.toThrow(
      `${ws}/.git is missing, not the repository folder a checkout makes; the task job must start with actions/checkout`,
    );
    writeFileSync(join(ws, '.git'), 'gitdir: /elsewhere\n');
    await expect(taskJobGit(settings, state)).rejects.toThrow(`${ws}/.git is a file`);
  });
});

describe('an agent user per job', () => {
  it("kills one job's agent processes and leaves another job's alone", async () => {
    const ws = join(tmp, 'two-jobs', 'work');
    mkdirSync(ws, { recursive: true });
    const names = [
      jobAgentUserName(join(tmp, 'two-jobs', 'a')),
      jobAgentUserName(join(tmp, 'two-jobs', 'b')),
    ];
    expect(names[0]).not.toBe(names[1]);
    // The same state folder names the same user.
    expect(jobAgentUserName(join(tmp, 'two-jobs', 'a'))).toBe(names[0]);
    const [a, b] = await Promise.all(
      names.map((name) => prepareAgentUser({ name, workspace: ws, hide: [], log: () => {} })),
    );
    try {
      const sleeper = spawn('setsid', ['nohup', 'sleep', '300'], {
        uid: b!.uid,
        gid: b!.gid,
        stdio: 'ignore',
        detached: true,
      });
      sleeper.unref();
      await new Promise((r) => setTimeout(r, 200));
      const running = processesOf(b!.uid);
      expect(running.length).toBeGreaterThan(0);
      await killAgentUserProcesses(a!);
      expect(processesOf(b!.uid)).toEqual(running);
      await killAgentUserProcesses(b!);
      expect(processesOf(b!.uid)).toEqual([]);
    } finally {
      for (const user of [a!, b!]) await deleteAgentUser(user, () => {});
    }
    for (const name of names) expect(hasUser(name)).toBe(false);
    for (const deny of ['/etc/cron.deny', '/etc/at.deny'])
      for (const name of names) expect(readDeny(deny)).not.toContain(name);
  }, 60_000);
});

function readDeny(file: string): string[] {
  try {
    return readFileSync(file, 'utf8').split('\n');
  } catch {
    return [];
  }
}
