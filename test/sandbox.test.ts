// The sandbox of the agent user (src/adapters/task-job/sandbox.ts) against the real system: real
// namespaces, real users, real sudo. A fake runner lays out its folders the way GitHub's does
// (a home, a work folder with _temp, _actions and the workspace, a tool cache), each with a
// canary that the agent user could read by its permissions alone; the sandbox must hide them.
// Ralph as root runs in this process; Ralph as a user with passwordless sudo (a GitHub-hosted
// runner) runs as a second test user in a child process; Ralph without CAP_SYS_ADMIN (a
// container) runs in a child process whose bounding set lacks it. These tests need Linux,
// root, sudo, setfacl and util-linux's unshare and setpriv, and fail (not skip) without them.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcess } from '../src/adapters/process.js';
import { type AgentUser, prepareAgentUser } from '../src/adapters/task-job/agent-user.js';
import { agentLaunch, asAgentUser } from '../src/adapters/task-job/launch.js';
import { killAgentUserProcesses, processesOf } from '../src/adapters/task-job/lend.js';
import { mountSteps, sandboxFor, sandboxLayout, sandboxSupport } from '../src/adapters/task-job/sandbox.js';
import { ensureRunnerUser } from './support/runner-user.js';
import { removeUser, requireRootWith } from './support/system-users.js';

const REPO = join(import.meta.dirname, '..');
const id = randomBytes(3).toString('hex');
const AGENT = `ralph-sbx-agent-${id}`;
const KEY = `sk-test-${randomBytes(12).toString('hex')}`;
/**
 * Shell text that starts a process in a session of its own (out of reach of a kill of the
 * step's process group), holding the step's output open, which writes escaped.txt in the
 * working directory 1.6 s after it starts. The tests that use it kill the step at its timeout
 * well before that (timeout plus kill grace: 1.0 s and 1.1 s): only the end of the PID
 * namespace kills it then. Without the namespace it lives on while Ralph waits for the open
 * output (the kill grace again, then half a second), and writes the file before the sweep of
 * the agent user after the step kills it.
 */
const ESCAPE = `setsid sh -c 'sleep 1.6; echo escaped > escaped.txt' &`;
/** A value no shell quoting may bend. */
const WEIRD = `it's "$(id)" \`id\` \\n ${'$'}{HOME} $PATH é\n\nlast line\n`;

// Run by `node` from a PATH directory under the (masked) runner home: reports what it sees.
const PROBE = `
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
const attempt = (f) => { try { const v = f(); return v === undefined ? 'ok' : v; } catch (e) { return e.code ?? String(e); } };
const c = JSON.parse(process.env.SB_CHECK);
const pids = readdirSync('/proc').filter((p) => /^\\d+$/.test(p));
const out = {
  pid: process.pid, uid: process.getuid(), cwd: process.cwd(), execPath: process.execPath,
  pids, uids: [...new Set(pids.map((p) => attempt(() => Number(/^Uid:\\s+(\\d+)/m.exec(readFileSync('/proc/' + p + '/status', 'utf8'))[1]))))],
  canaries: Object.fromEntries(Object.entries(c.canaries).map(([k, f]) => [k, attempt(() => readFileSync(f, 'utf8'))])),
  lib: attempt(() => readFileSync(c.lib, 'utf8')),
  writeTool: attempt(() => writeFileSync(c.toolDir + '/planted', 'x')),
  writeCache: attempt(() => writeFileSync(c.cacheDir + '/planted', 'x')),
  named: attempt(() => readFileSync(c.named + '/marker.txt', 'utf8')),
  writeNamed: attempt(() => writeFileSync(c.named + '/planted', 'x')),
  rustup: attempt(() => readFileSync(c.rustup + '/marker.txt', 'utf8')),
  writeRustup: attempt(() => writeFileSync(c.rustup + '/planted', 'x')),
  workspace: attempt(() => writeFileSync('edited.txt', 'by the agent\\n')),
  home: attempt(() => writeFileSync(process.env.HOME + '/.sandbox-probe', 'x')),
  key: process.env.SB_KEY, weird: process.env.SB_WEIRD, stdin: readFileSync(0, 'utf8'),
};
console.log(JSON.stringify(out));
`;

/** A runner's folders, as GitHub lays them out, owned by `uid`, readable by everyone. */
interface FakeRunner {
  root: string;
  home: string;
  work: string;
  temp: string;
  actions: string;
  workspace: string;
  toolCache: string;
  toolchain: string;
  /** A toolchain in the tool cache that the step's environment names (pythonLocation). */
  named: string;
  env: Record<string, string>;
  check: string;
}

function fakeRunner(root: string, uid = 0, gid = 0): FakeRunner {
  const home = join(root, 'home', 'runner');
  const work = join(home, 'work');
  const temp = join(work, '_temp');
  const actions = join(work, '_actions');
  const workspace = join(work, 'repo', 'repo');
  const toolCache = join(root, 'hostedtoolcache');
  const toolchain = join(home, 'toolchain');
  // Two toolchains in the tool cache, as setup-python and an earlier job's setup-node leave them.
  const named = join(toolCache, 'Python', '3.12.1', 'x64');
  const other = join(toolCache, 'node', '20.0.0', 'x64');
  for (const dir of [temp, actions, workspace, join(toolchain, 'bin'), join(toolchain, 'lib'), named, other])
    mkdirSync(dir, { recursive: true });
  writeFileSync(join(named, 'marker.txt'), 'the named toolchain\n');
  // rustup's home where no RUSTUP_HOME names another: ~/.rustup, in the masked home.
  const rustup = join(home, '.rustup');
  mkdirSync(rustup);
  writeFileSync(join(rustup, 'marker.txt'), 'the rustup home\n');
  writeFileSync(join(other, 'marker.txt'), `tool cache canary ${id}\n`);
  writeFileSync(join(temp, 'canary.txt'), `temp canary ${id}\n`);
  writeFileSync(join(home, 'canary.txt'), `home canary ${id}\n`);
  writeFileSync(join(actions, 'canary.txt'), `actions canary ${id}\n`);
  writeFileSync(join(work, 'canary.txt'), `work canary ${id}\n`);
  writeFileSync(join(toolchain, 'lib', 'marker.txt'), 'the toolchain lib\n');
  // A node on PATH under the runner's home, as setup-node or ~/.cargo/bin put theirs.
  execFileSync('cp', ['--reflink=auto', process.execPath, join(toolchain, 'bin', 'node')]);
  writeFileSync(join(workspace, 'README.md'), 'hello\n');
  writeFileSync(join(toolchain, 'bin', 'probe.mjs'), PROBE);
  execFileSync('chown', ['-R', `${uid}:${gid}`, root]);
  execFileSync('chmod', ['-R', 'a+rX', root]);
  // Open to all: only the read-only bind may keep the agent user from writing there.
  chmodSync(named, 0o777);
  chmodSync(rustup, 0o777);
  const env = {
    HOME: home,
    RUNNER_TEMP: temp,
    RUNNER_TOOL_CACHE: toolCache,
    pythonLocation: named,
    PATH: `${join(toolchain, 'bin')}:/usr/local/bin:/usr/bin:/bin`,
  };
  const check = JSON.stringify({
    canaries: {
      temp: join(temp, 'canary.txt'),
      home: join(home, 'canary.txt'),
      actions: join(actions, 'canary.txt'),
      work: join(work, 'canary.txt'),
      cache: join(other, 'marker.txt'),
    },
    lib: join(toolchain, 'lib', 'marker.txt'),
    toolDir: join(toolchain, 'bin'),
    cacheDir: toolCache,
    named,
    rustup,
  });
  return { root, home, work, temp, actions, workspace, toolCache, toolchain, named, env, check };
}

// Ralph as a user with passwordless sudo: prepares the agent user, runs the probe in the
// sandbox, a daemonizing step, and a step that hangs to its timeout.
const AS_RUNNER = `
const { existsSync } = await import('node:fs');
const { prepareAgentUser } = await import(process.env.REPO + '/src/adapters/task-job/agent-user.ts');
const { processesOf } = await import(process.env.REPO + '/src/adapters/task-job/lend.ts');
const { runProcess } = await import(process.env.REPO + '/src/adapters/process.ts');
const { asAgentUser } = await import(process.env.REPO + '/src/adapters/task-job/launch.ts');
const { sandboxSupport } = await import(process.env.REPO + '/src/adapters/task-job/sandbox.ts');
const [ws, agent] = process.argv.slice(2);
const user = await prepareAgentUser({ name: agent, workspace: ws, hide: [], log: () => {} });
const support = await sandboxSupport(user);
const r = await runProcess({ file: 'node', args: [process.env.PROBE], cwd: ws, stdin: 'the prompt',
  env: { ...process.env, SB_KEY: process.env.KEY, SB_WEIRD: process.env.WEIRD }, wrap: asAgentUser(user), timeoutMs: 20000 });
const probe = JSON.parse(r.tail.split('\\n').find((l) => l.startsWith('{')) ?? 'null');
const started = Date.now();
const hang = await runProcess({ file: '/bin/sh', args: ['-c', 'trap "" TERM; ' + process.env.ESCAPE + ' sleep 300 & sleep 300'], cwd: ws,
  env: process.env, wrap: asAgentUser(user), timeoutMs: 500, killGraceMs: 600 });
const timeout = { timedOut: hang.timedOut, ms: Date.now() - started, left: processesOf(user.uid),
  escaped: existsSync(ws + '/escaped.txt') };
console.log(JSON.stringify({ via: user.via, sandbox: 'tools' in support, exitCode: r.exitCode, tail: r.tail, probe, timeout, agentUid: user.uid }));
`;

// Ralph as root without CAP_SYS_ADMIN (a container job): the probe fails, the agent user runs
// as before, with one warning for two runs.
const NO_SYS_ADMIN = `
const { prepareAgentUser } = await import(process.env.REPO + '/src/adapters/task-job/agent-user.ts');
const { runProcess } = await import(process.env.REPO + '/src/adapters/process.ts');
const { asAgentUser } = await import(process.env.REPO + '/src/adapters/task-job/launch.ts');
const { onSandboxWarning } = await import(process.env.REPO + '/src/adapters/task-job/sandbox.ts');
const warnings = [];
onSandboxWarning((w) => warnings.push(w));
const [ws, agent] = process.argv.slice(2);
const user = await prepareAgentUser({ name: agent, workspace: ws, hide: [], log: () => {} });
const runs = [];
for (let i = 0; i < 2; i++) {
  const r = await runProcess({ file: 'node', args: [process.env.PROBE], cwd: ws, env: process.env, wrap: asAgentUser(user), timeoutMs: 20000 });
  runs.push({ exitCode: r.exitCode, probe: JSON.parse(r.tail.split('\\n').find((l) => l.startsWith('{')) ?? 'null') });
}
console.log(JSON.stringify({ warnings, runs }));
`;

let tmp: string;
let agent: AgentUser;
let runner: FakeRunner;
const savedEnv = { ...process.env };

const parseProbe = (tail: string) => JSON.parse(tail.split('\n').find((l) => l.startsWith('{'))!);

/** Runs a launch to its end and returns its output, with nothing after it (no sweep). */
function runLaunch(
  launch: ReturnType<typeof agentLaunch>,
  cwd: string,
): Promise<{ code: number | null; out: string }> {
  return new Promise((done) => {
    const child = spawn(launch.file, launch.args, {
      cwd,
      env: launch.env,
      uid: launch.uid,
      gid: launch.gid,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
    });
    child.stderr.on('data', (c) => {
      out += c;
    });
    child.stdin.end(launch.stdinPrefix);
    child.on('exit', (code) => done({ code, out }));
  });
}

beforeAll(async () => {
  requireRootWith(
    'The sandbox tests',
    [
      ['sudo', '-V'],
      ['setfacl', '--version'],
      ['unshare', '--version'],
      ['setpriv', '--version'],
    ],
    'apt-get install -y sudo acl util-linux',
  );
  tmp = mkdtempSync(join(tmpdir(), 'ralph-sandbox-'));
  chmodSync(tmp, 0o755);
  runner = fakeRunner(join(tmp, 'root'));
  // This process is Ralph as root on that runner.
  Object.assign(process.env, {
    HOME: runner.home,
    RUNNER_TEMP: runner.temp,
    RUNNER_TOOL_CACHE: runner.toolCache,
  });
  agent = await prepareAgentUser({ name: AGENT, workspace: runner.workspace, hide: [], log: () => {} });
});

afterAll(() => {
  process.env = savedEnv;
  // The runner user (ensureRunnerUser) is shared with other test files and stays.
  removeUser(AGENT);
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('the sandbox, with Ralph as root', () => {
  it('is found to work here by a real probe', async () => {
    const support = await sandboxSupport(agent);
    expect(support).toHaveProperty('tools');
    expect(support).toMatchObject({ tools: { unshare: expect.stringMatching(/^\/.*\/unshare$/) } });
  });

  it('without it, the agent user could read every canary by its permissions', async () => {
    const launch = agentLaunch(agent, {
      file: 'node',
      args: [join(runner.toolchain, 'bin', 'probe.mjs')],
      env: { ...process.env, PATH: runner.env.PATH, SB_CHECK: runner.check },
    });
    const r = await runLaunch(launch, '/');
    const out = parseProbe(r.out);
    expect(out.canaries).toEqual({
      temp: `temp canary ${id}\n`,
      home: `home canary ${id}\n`,
      actions: `actions canary ${id}\n`,
      work: `work canary ${id}\n`,
      cache: `tool cache canary ${id}\n`,
    });
    expect(out.uids.length).toBeGreaterThan(1);
  });

  it('runs the agent in its own namespaces: its processes only, no canary, toolchains read-only, the workspace and environment whole', async () => {
    const r = await runProcess({
      file: 'node',
      args: [join(runner.toolchain, 'bin', 'probe.mjs')],
      cwd: runner.workspace,
      stdin: 'the prompt',
      env: {
        ...process.env,
        PATH: runner.env.PATH,
        pythonLocation: runner.named,
        SB_CHECK: runner.check,
        SB_KEY: KEY,
        SB_WEIRD: WEIRD,
      },
      wrap: asAgentUser(agent),
      timeoutMs: 20_000,
    });
    expect(r.exitCode, r.tail).toBe(0);
    const out = parseProbe(r.tail);
    expect(out).toMatchObject({
      // The first process of its own PID namespace: /proc shows its processes and no other.
      pid: 1,
      uid: agent.uid,
      uids: [agent.uid],
      cwd: runner.workspace,
      // The tool cache is masked, not read-only: a toolchain the step's environment does not
      // name is not there at all; the one it names (pythonLocation) is, read-only.
      canaries: { temp: 'ENOENT', home: 'ENOENT', actions: 'ENOENT', work: 'ENOENT', cache: 'ENOENT' },
      named: 'the named toolchain\n',
      writeNamed: 'EROFS',
      rustup: 'the rustup home\n',
      writeRustup: 'EROFS',
      // node from the masked home's toolchain runs, reads its lib, and cannot change it.
      execPath: join(runner.toolchain, 'bin', 'node'),
      lib: 'the toolchain lib\n',
      writeTool: 'EROFS',
      // The tool cache is an empty folder of root's now: nothing to write into.
      writeCache: expect.stringMatching(/^(EACCES|EROFS|ENOENT)$/),
      workspace: 'ok',
      home: 'ok',
      key: KEY,
      weird: WEIRD,
      stdin: 'the prompt',
    });
    expect(out.pids.length).toBeLessThan(5);
    expect(readFileSync(join(runner.workspace, 'edited.txt'), 'utf8')).toBe('by the agent\n');
    expect(existsSync(join(runner.toolchain, 'bin', 'planted'))).toBe(false);
    // The mounts were the namespace's: the host still sees the canaries.
    expect(readFileSync(join(runner.temp, 'canary.txt'), 'utf8')).toBe(`temp canary ${id}\n`);
  });

  it('ends what the step daemonized with the step, before any sweep of the user', async () => {
    const script = 'setsid nohup sleep 300 >/dev/null 2>&1 & sleep 0.2; echo started';
    const bare = agentLaunch(agent, { file: '/bin/sh', args: ['-c', script], env: process.env });
    expect((await runLaunch(bare, '/')).out).toContain('started');
    // Without the sandbox it outlives the step (the sweep is what kills it there).
    expect(processesOf(agent.uid).length).toBeGreaterThan(0);
    await killAgentUserProcesses(agent);

    const sandbox = await sandboxFor(agent);
    const boxed = agentLaunch(
      agent,
      { file: '/bin/sh', args: ['-c', script], env: process.env, cwd: '/' },
      sandbox,
    );
    const r = await runLaunch(boxed, '/');
    expect(r).toMatchObject({ code: 0, out: 'started\n' });
    await new Promise((done) => setTimeout(done, 100));
    expect(processesOf(agent.uid)).toEqual([]);
  });

  it("kills it at Ralph's timeout, what it started included, before any sweep of the user", async () => {
    const marker = join(runner.workspace, 'escaped.txt');
    rmSync(marker, { force: true });
    const started = Date.now();
    const r = await runProcess({
      file: '/bin/sh',
      args: ['-c', `trap "" TERM; ${ESCAPE} sleep 300 & sleep 300`],
      cwd: runner.workspace,
      env: process.env,
      wrap: asAgentUser(agent),
      timeoutMs: 400,
      killGraceMs: 600,
    });
    expect(r.timedOut).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(processesOf(agent.uid)).toEqual([]);
    // Only the namespace ended what escaped the step's process group before it wrote its file:
    // the sweep after the step would kill it too, but later.
    expect(existsSync(marker)).toBe(false);
  });

  it('runs a command that is not found as not found, and a cwd it hides as an error', async () => {
    const missing = await runProcess({
      file: 'no-such-tool-ralph',
      args: [],
      cwd: runner.workspace,
      env: process.env,
      wrap: asAgentUser(agent),
    });
    expect(missing.spawnError?.code).toBe('ENOENT');
    const hidden = await runProcess({
      file: '/bin/true',
      args: [],
      cwd: runner.temp,
      env: process.env,
      wrap: asAgentUser(agent),
    });
    expect(hidden.exitCode).toBe(125);
    expect(hidden.tail).toContain(`ralph sandbox: no working directory ${runner.temp} in the sandbox`);
  });
});

describe('the sandbox layout', () => {
  it('masks the runner folders, keeps the workspace writable and toolchains read-only, never masks the system', () => {
    const layout = sandboxLayout({
      workspace: runner.workspace,
      env: {
        PATH: `${join(runner.toolchain, 'bin')}:${join(runner.workspace, 'node_modules', '.bin')}:/usr/bin`,
      },
      readWrite: [agent.home],
      runnerEnv: { ...runner.env, RUNNER_TEMP: runner.temp },
      runnerDirectory: '/usr',
      // The runner's folders lie under /tmp here: kept, so that the masks show.
      privateTemp: [],
    });
    // The tool cache is masked too: only the toolchains the step's environment names come back.
    expect(layout.mask).toEqual([
      runner.temp,
      runner.home,
      runner.work,
      runner.actions,
      runner.toolCache,
      '/usr',
    ]);
    expect(layout.readWrite).toEqual([runner.workspace, agent.home]);
    // ~/.rustup (no RUSTUP_HOME says otherwise) comes back with the toolchain on PATH.
    expect(layout.readOnly).toEqual([runner.toolchain, join(runner.home, '.rustup')]);
    mkdirSync(join(runner.workspace, 'node_modules', '.bin'), { recursive: true });
    const steps = mountSteps({
      ...layout,
      readOnly: [...layout.readOnly, join(runner.workspace, 'node_modules')],
    });
    // The home hides the work folder and _temp; /usr is never masked; the agent's home is not
    // under a mask; node_modules stays as writable as the workspace it is in.
    expect(steps).toEqual([
      ...['save', '0', join(runner.home, '.rustup')],
      ...['save', '1', runner.toolchain],
      ...['save', '2', runner.workspace],
      ...['mask', runner.home],
      ...['mask', runner.toolCache],
      ...['bind', '0', join(runner.home, '.rustup'), 'ro'],
      ...['bind', '1', runner.toolchain, 'ro'],
      ...['bind', '2', runner.workspace, 'rw'],
    ]);
    expect(() => mountSteps({ ...layout, readWrite: [join(tmp, 'missing')] })).toThrow(
      `The sandbox cannot bind ${join(tmp, 'missing')} back: it is not a directory.`,
    );
  });
});

describe('the sandbox, with Ralph as a user with passwordless sudo', () => {
  it('hides the same folders, ends the step with its processes and still kills at the timeout', async () => {
    const { name: ralphUser, uid, gid } = ensureRunnerUser();
    const fake = fakeRunner(join(tmp, 'sudo'), uid, gid);
    const script = join(tmp, 'as-runner.mjs');
    writeFileSync(script, AS_RUNNER);
    const child = spawnSync(process.execPath, ['--import', 'tsx', script, fake.workspace, AGENT], {
      cwd: REPO,
      uid,
      gid,
      env: {
        ...fake.env,
        PATH: `${fake.env.PATH}:${process.env.PATH}`,
        REPO,
        KEY,
        WEIRD,
        PROBE: join(fake.toolchain, 'bin', 'probe.mjs'),
        SB_CHECK: fake.check,
        ESCAPE,
      },
      encoding: 'utf8',
      timeout: 90_000,
    });
    if (child.status !== 0) throw new Error(`as ${ralphUser}: exit ${child.status}\n${child.stderr}`);
    const r = JSON.parse(child.stdout.trim().split('\n').pop()!);
    expect(r).toMatchObject({ via: 'sudo', sandbox: true, exitCode: 0 });
    expect(r.probe).toMatchObject({
      pid: 1,
      uid: r.agentUid,
      uids: [r.agentUid],
      cwd: fake.workspace,
      // The tool cache is masked, not read-only: a toolchain the step's environment does not
      // name is not there at all; the one it names (pythonLocation) is, read-only.
      canaries: { temp: 'ENOENT', home: 'ENOENT', actions: 'ENOENT', work: 'ENOENT', cache: 'ENOENT' },
      named: 'the named toolchain\n',
      writeNamed: 'EROFS',
      rustup: 'the rustup home\n',
      writeRustup: 'EROFS',
      execPath: join(fake.toolchain, 'bin', 'node'),
      lib: 'the toolchain lib\n',
      writeTool: 'EROFS',
      // The tool cache is an empty folder of root's now: nothing to write into.
      writeCache: expect.stringMatching(/^(EACCES|EROFS|ENOENT)$/),
      workspace: 'ok',
      key: KEY,
      weird: WEIRD,
      stdin: 'the prompt',
    });
    expect(readFileSync(join(fake.workspace, 'edited.txt'), 'utf8')).toBe('by the agent\n');
    expect(r.timeout).toMatchObject({ timedOut: true, left: [], escaped: false });
    expect(r.timeout.ms).toBeLessThan(10_000);
  });
});

describe('the sandbox where namespaces are not allowed', () => {
  it('runs the agent user as before, with one warning that names what is lost', async () => {
    const script = join(tmp, 'no-sys-admin.mjs');
    writeFileSync(script, NO_SYS_ADMIN);
    // Root without CAP_SYS_ADMIN, as in a container job: unshare --mount is refused.
    const child = spawnSync(
      'setpriv',
      [
        '--bounding-set=-sys_admin',
        '--inh-caps=-sys_admin',
        '--',
        process.execPath,
        '--import',
        'tsx',
        script,
        runner.workspace,
        AGENT,
      ],
      {
        cwd: REPO,
        env: {
          ...process.env,
          PATH: `${runner.env.PATH}:${process.env.PATH}`,
          REPO,
          PROBE: join(runner.toolchain, 'bin', 'probe.mjs'),
          SB_CHECK: runner.check,
        },
        input: '',
        encoding: 'utf8',
        timeout: 90_000,
      },
    );
    if (child.status !== 0) throw new Error(`without CAP_SYS_ADMIN: exit ${child.status}\n${child.stderr}`);
    const r = JSON.parse(child.stdout.trim().split('\n').pop()!);
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatch(
      /^The agent, setup and the gates run as the agent user without a sandbox: unshare failed \(exit 1\): .*Operation not permitted/,
    );
    expect(r.warnings[0]).toContain('see every process on the runner');
    expect(r.warnings[0]).toContain("can read the runner's folders ($RUNNER_TEMP");
    expect(r.warnings[0]).toContain("killed by the sweep of the agent user's processes after the step");
    expect(r.warnings[0]).toContain(
      "they have the runner's whole network: no namespace of their own, no egress proxy",
    );
    // Both runs ran, as the agent user, and lost just what the warning says.
    for (const run of r.runs) {
      expect(run.exitCode).toBe(0);
      expect(run.probe.uid).toBe(agent.uid);
      expect(run.probe.pid).not.toBe(1);
      expect(run.probe.uids.length).toBeGreaterThan(1);
      expect(run.probe.canaries.temp).toBe(`temp canary ${id}\n`);
    }
  });
});
