// The agent user (docs/ARCHITECTURE.md#trust) against the real system: real users, real sudo, real scripted
// agents. Ralph as root (a container job) runs in this process; Ralph as a user with
// passwordless sudo (a GitHub-hosted runner) runs as a second test user in a child process.
// These tests create users: they need Linux, root, sudo and setfacl, and fail (not skip)
// without them.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProvider, runAgent } from '../src/adapters/agents/index.js';
import { runGate } from '../src/adapters/gates.js';
import { runProcess } from '../src/adapters/process.js';
import { type AgentUser, decideAgentUser, prepareAgentUser } from '../src/adapters/task-job/agent-user.js';
import { agentUserEnv, asAgentUser } from '../src/adapters/task-job/launch.js';
import { killAgentUserProcesses, processesOf } from '../src/adapters/task-job/lend.js';
import { sandboxSupport } from '../src/adapters/task-job/sandbox.js';
import { hasUser, removeUser, requireRootWith } from './support/system-users.js';

const REPO = join(import.meta.dirname, '..');
const id = randomBytes(3).toString('hex');
const AGENT = `ralph-agent-test-${id}`;
const RUNNER = `ralph-runner-test-${id}`;
const SUDOERS = `/etc/sudoers.d/ralph-runner-test-${id}`;
const KEY = `sk-test-${randomBytes(12).toString('hex')}`;
/** A value no shell quoting may bend. */
const WEIRD = `it's "$(id)" \`id\` \\n ${'$'}{HOME} é\n\nlast line\n`;

// One scripted agent for every check: it reports what it could do as one JSON line, leaves a
// setsid'd nohup'd sleeper behind, and (with PROBE_GO) prints READY and waits for that file.
const PROBE = `
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
const attempt = (f) => { try { f(); return 'ok'; } catch (e) { return e.code ?? String(e); } };
const out = { uid: process.getuid(), home: process.env.HOME, user: process.env.USER,
  key: process.env.PROBE_KEY, ld: process.env.LD_LIBRARY_PATH, path: process.env.PATH,
  xdg: process.env.XDG_CONFIG_HOME, runtime: process.env.XDG_RUNTIME_DIR ?? null,
  weird: process.env.PROBE_WEIRD, empty: process.env.PROBE_EMPTY };
out.stdin = readFileSync(0, 'utf8');
out.environ = attempt(() => readFileSync('/proc/' + process.env.PROBE_PARENT + '/environ'));
out.state = attempt(() => writeFileSync(process.env.PROBE_STATE + '/planted.json', '{}'));
out.hidden = attempt(() => readFileSync(process.env.PROBE_HIDDEN + '/step-script.sh'));
out.workspace = attempt(() => {
  mkdirSync('by-agent/closed', { recursive: true });
  writeFileSync('by-agent/file.txt', 'agent\\n');
  writeFileSync('by-agent/closed/secret.txt', 'closed\\n', { mode: 0o600 });
  chmodSync('by-agent/closed', 0o000);
  writeFileSync('by-agent/private.txt', 'private\\n', { mode: 0o000 });
});
out.git = attempt(() => execFileSync('git', ['status', '--porcelain'], { stdio: 'pipe' }));
out.gitAdd = attempt(() => execFileSync('git', ['add', '-A'], { stdio: 'pipe' })) === 'ok' ? 'ok' : 'failed';
out.gitConfig = attempt(() => appendFileSync('.git/config', '[core]\\n\\tfsmonitor = ./evil\\n'));
out.sudo = spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status;
// Not a group leader, so setsid execs in place: the pid is the sleeper's.
const sleeper = spawn('setsid', ['nohup', 'sleep', '300'], { stdio: 'ignore' });
sleeper.unref();
out.sleeper = sleeper.pid;
console.log(JSON.stringify(out));
if (process.env.PROBE_GO) {
  console.log('READY');
  while (!existsSync(process.env.PROBE_GO)) await new Promise((r) => setTimeout(r, 20));
}
console.log('<TASK_DONE>');
`;

// Ralph as a user with passwordless sudo: prepares the agent user, runs the probe as it (and
// a hanging one to its timeout), then looks at what it left, as that user.
const AS_RUNNER = `
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
const { prepareAgentUser } = await import(process.env.REPO + '/src/adapters/task-job/agent-user.ts');
const { processesOf } = await import(process.env.REPO + '/src/adapters/task-job/lend.ts');
const { runProcess } = await import(process.env.REPO + '/src/adapters/process.ts');
const { asAgentUser } = await import(process.env.REPO + '/src/adapters/task-job/launch.ts');
const { sandboxSupport } = await import(process.env.REPO + '/src/adapters/task-job/sandbox.ts');
const [ws, state, shared, probe, agent] = process.argv.slice(2);
const key = process.env.KEY;
const hidden = process.env.HIDDEN;
const user = await prepareAgentUser({ name: agent, workspace: ws, hide: [hidden], log: () => {} });
const go = join(shared, 'go');
let onCmdline = [];
const r = await runProcess({
  file: process.execPath, args: [probe], cwd: ws, stdin: 'the prompt',
  env: { ...process.env, PROBE_KEY: key, PROBE_PARENT: String(process.pid), PROBE_STATE: state, PROBE_HIDDEN: hidden,
    PROBE_GO: go, LD_LIBRARY_PATH: '/opt/lib', PROBE_EMPTY: '', PROBE_WEIRD: process.env.WEIRD, XDG_CONFIG_HOME: process.env.HOME + '/.config',
    XDG_RUNTIME_DIR: '/run/user/' + process.getuid() },
  wrap: asAgentUser(user), timeoutMs: 20000,
  onStdout: (chunk) => {
    if (!chunk.toString().includes('READY')) return;
    for (const pid of readdirSync('/proc').filter((p) => /^\\d+$/.test(p))) {
      try { if (readFileSync('/proc/' + pid + '/cmdline').includes(key)) onCmdline.push(pid); } catch {}
    }
    writeFileSync(go, '');
  },
});
const probeOut = JSON.parse(r.tail.split('\\n').find((l) => l.startsWith('{')));
const read = (p) => { try { return readFileSync(join(ws, p), 'utf8'); } catch (e) { return e.code; } };
const git = (...a) => { try { return execFileSync('git', a, { cwd: ws, encoding: 'utf8', stdio: 'pipe' }); } catch (e) { return 'failed: ' + e.stderr; } };
const after = { file: read('by-agent/file.txt'), private: read('by-agent/private.txt'),
  secret: read('by-agent/closed/secret.txt'), status: git('status', '--porcelain'),
  add: git('add', '-A'), staged: git('diff', '--cached', '--name-only'),
  owners: [...new Set(execFileSync('find', [ws, '-printf', '%u\\n'], { encoding: 'utf8' }).trim().split('\\n'))],
  left: processesOf(user.uid) };
const started = Date.now();
const hang = await runProcess({ file: '/bin/sh', args: ['-c', 'sleep 300 & sleep 300'], cwd: ws,
  env: process.env, wrap: asAgentUser(user), timeoutMs: 500, killGraceMs: 300 });
const timeout = { timedOut: hang.timedOut, ms: Date.now() - started, left: processesOf(user.uid) };
const sandboxed = 'tools' in (await sandboxSupport(user));
console.log(JSON.stringify({ user, sandboxed, exitCode: r.exitCode, probe: probeOut, onCmdline, after, timeout }));
`;

let tmp: string;
let probe: string;
let shared: string;
let agent: AgentUser;
const logs: string[] = [];

/** A git work tree with one commit, in a 0750 "home" like /home/runner, owned by `uid`. */
function workspace(root: string, uid = 0, gid = 0): { ws: string; state: string } {
  const home = join(root, 'home');
  const ws = join(home, 'work');
  mkdirSync(ws, { recursive: true });
  writeFileSync(join(ws, 'README.md'), 'hello\n');
  const git = (...a: string[]) => execFileSync('git', a, { cwd: ws, stdio: 'pipe' });
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'init');
  const state = join(root, 'state');
  mkdirSync(state);
  execFileSync('chown', ['-R', `${uid}:${gid}`, root]);
  chmodSync(root, 0o700);
  chmodSync(home, 0o750);
  chmodSync(state, 0o700);
  return { ws, state };
}

function probeEnv(state: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PROBE_KEY: KEY,
    PROBE_PARENT: String(process.pid),
    PROBE_STATE: state,
    PROBE_HIDDEN: hiddenDir(join(state, '..')),
    ...extra,
  };
}

/** A stand-in for $RUNNER_TEMP: readable by others (0755), a step's script in it. */
function hiddenDir(root: string): string {
  const dir = join(root, 'home', 'runner-temp');
  if (!existsSync(dir)) {
    mkdirSync(dir, { mode: 0o755 });
    writeFileSync(join(dir, 'step-script.sh'), 'echo secret\n', { mode: 0o644 });
    const st = statSync(root);
    execFileSync('chown', ['-R', `${st.uid}:${st.gid}`, dir]);
  }
  return dir;
}

/**
 * Out of reach: in the sandbox (sandbox.ts), outside its PID namespace or under a masked folder
 * (ENOENT); without it, another user's (EACCES). Which one is decided by sandboxSupport, so a
 * path that is merely wrong (ENOENT without a sandbox) does not pass.
 */
const denied = (sandboxed: boolean) => (sandboxed ? 'ENOENT' : 'EACCES');

const parseProbe = (tail: string) => JSON.parse(tail.split('\n').find((l) => l.startsWith('{'))!);

beforeAll(async () => {
  requireRootWith(
    'The agent user tests',
    [
      ['sudo', '-V'],
      ['setfacl', '--version'],
    ],
    'apt-get install -y sudo acl',
  );
  // In /run, not the system's temporary folder: the sandbox gives each step a /tmp of its own,
  // and the probe and its hand-shake file must be where the agent's process can see them.
  tmp = mkdtempSync(join('/run', 'ralph-agent-user-'));
  const bin = join(tmp, 'bin');
  shared = join(tmp, 'shared');
  mkdirSync(bin);
  mkdirSync(shared);
  chmodSync(tmp, 0o755);
  probe = join(bin, 'probe.mjs');
  writeFileSync(probe, PROBE);
  writeFileSync(join(bin, 'as-runner.mjs'), AS_RUNNER);
});

afterAll(() => {
  for (const name of [AGENT, RUNNER]) removeUser(name);
  rmSync(SUDOERS, { force: true });
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('the agent user, with Ralph as root', () => {
  let ws: string;
  let state: string;

  it('is created once, without sudo, and can reach the work tree through a 0750 parent', async () => {
    ({ ws, state } = workspace(join(tmp, 'root')));
    expect(hasUser(AGENT)).toBe(false);
    const hide = [hiddenDir(join(tmp, 'root'))];
    agent = await prepareAgentUser({ name: AGENT, workspace: ws, hide, log: (m) => logs.push(m) });
    expect(agent).toMatchObject({ name: AGENT, via: 'root', workspace: ws, owner: { uid: 0, gid: 0 } });
    expect(agent.uid).toBeGreaterThan(0);
    expect(statSync(agent.home).uid).toBe(agent.uid);
    expect(statSync(agent.home).mode & 0o777).toBe(0o700);
    expect(logs.join('\n')).toContain(`Created the agent user ${AGENT}`);
    expect(execFileSync('id', ['-nG', AGENT], { encoding: 'utf8' }).trim()).toBe(AGENT);
    expect(execFileSync('sudo', ['-l', '-U', AGENT], { encoding: 'utf8' })).toContain(
      'is not allowed to run sudo',
    );
    // The 0750 parent is open to it alone; the runner's temp dir (0755) is closed to it alone.
    const acl = (path: string) => execFileSync('getfacl', ['-pc', path], { encoding: 'utf8' });
    expect(acl(join(tmp, 'root', 'home'))).toContain(`user:${AGENT}:--x`);
    expect(statSync(join(tmp, 'root', 'home')).mode & 0o777).toBe(0o750);
    expect(acl(hide[0]!)).toContain(`user:${AGENT}:---`);

    // Again: the same user, nothing created.
    logs.length = 0;
    const again = await prepareAgentUser({ name: AGENT, workspace: ws, hide, log: (m) => logs.push(m) });
    expect(again).toEqual(agent);
    expect(logs).toEqual([]);

    // Put in the sudo group by someone: taken out again.
    execFileSync('usermod', ['-aG', 'sudo', AGENT]);
    await prepareAgentUser({ name: AGENT, workspace: ws, hide, log: (m) => logs.push(m) });
    expect(logs).toEqual([`Removed the agent user ${AGENT} from the group sudo.`]);
    expect(execFileSync('id', ['-nG', AGENT], { encoding: 'utf8' }).trim()).toBe(AGENT);
  });

  it('runs the agent as that user: no parent environ, no state dir, the work tree, no sudo, no key on a command line', async () => {
    const go = join(shared, 'go-root');
    let onCmdline: string[] | undefined;
    const r = await runProcess({
      file: process.execPath,
      args: [probe],
      cwd: ws,
      stdin: 'the prompt',
      env: probeEnv(state, { PROBE_GO: go }),
      wrap: asAgentUser(agent),
      timeoutMs: 20_000,
      onStdout: (chunk) => {
        if (!chunk.toString().includes('READY')) return;
        onCmdline = readdirSync('/proc')
          .filter((p) => /^\d+$/.test(p))
          .filter((pid) => {
            try {
              return readFileSync(`/proc/${pid}/cmdline`).includes(KEY);
            } catch {
              return false;
            }
          });
        writeFileSync(go, '');
      },
    });
    expect(r.exitCode).toBe(0);
    const sandboxed = 'tools' in (await sandboxSupport(agent));
    const out = parseProbe(r.tail);
    expect(out).toMatchObject({
      uid: agent.uid,
      home: agent.home,
      user: AGENT,
      key: KEY,
      stdin: 'the prompt',
      environ: denied(sandboxed),
      state: denied(sandboxed),
      hidden: denied(sandboxed),
      workspace: 'ok',
      git: 'ok',
      gitAdd: 'failed',
      gitConfig: 'EACCES',
    });
    expect(out.sudo).not.toBe(0);
    expect(onCmdline).toEqual([]);
    expect(existsSync(join(state, 'planted.json'))).toBe(false);
    // Its leftover sleeper is dead (its pid may be one of its own PID namespace: the host's
    // list of the user's processes says it), and the work tree is Ralph's again and open to it.
    expect(processesOf(agent.uid)).toEqual([]);
    const owners = execFileSync('find', [ws, '-printf', '%U\n'], { encoding: 'utf8' }).trim().split('\n');
    expect(new Set(owners)).toEqual(new Set(['0']));
    expect(statSync(join(ws, 'by-agent/private.txt')).mode & 0o600).toBe(0o600);
    expect(statSync(join(ws, 'by-agent/closed')).mode & 0o700).toBe(0o700);
    expect(execFileSync('git', ['status', '--porcelain'], { cwd: ws, encoding: 'utf8' })).toContain(
      'by-agent/',
    );
  });

  it('lets a plain run read the parent environ, which the agent user cannot', async () => {
    const r = await runProcess({ file: process.execPath, args: [probe], cwd: ws, env: probeEnv(state) });
    const out = parseProbe(r.tail);
    process.kill(out.sleeper, 'SIGKILL');
    expect(out).toMatchObject({ uid: 0, environ: 'ok' });
  });

  it('kills every process of the user, setsid and nohup included', async () => {
    const sleeper = spawn('setsid', ['nohup', 'sleep', '300'], {
      uid: agent.uid,
      gid: agent.gid,
      stdio: 'ignore',
      detached: true,
    });
    sleeper.unref();
    await new Promise((r) => setTimeout(r, 100));
    expect(processesOf(agent.uid).length).toBeGreaterThan(0);
    await killAgentUserProcesses(agent);
    expect(processesOf(agent.uid)).toEqual([]);
  });

  it('kills the agent at its timeout', async () => {
    const r = await runProcess({
      file: '/bin/sh',
      args: ['-c', 'sleep 300 & sleep 300'],
      cwd: ws,
      env: process.env,
      wrap: asAgentUser(agent),
      timeoutMs: 300,
      killGraceMs: 300,
    });
    expect(r.timedOut).toBe(true);
    expect(processesOf(agent.uid)).toEqual([]);
  });

  it('gives runAgent a prompt file it can read and keeps the transcript Ralph’s', async () => {
    const transcriptPath = join(state, 'transcript.log');
    const r = await runAgent({
      provider: getProvider('command'),
      userCommand:
        'cat "$RALPH_PROMPT_FILE"; echo "file=$RALPH_PROMPT_FILE"; echo "home=$HOME uid=$(id -u)"; echo "<TASK_DONE>"',
      prompt: 'the task\n',
      cwd: ws,
      limits: { maxTurns: 1, timeoutMs: 20_000 },
      transcriptPath,
      env: process.env,
      runAs: agent,
    });
    expect(r.outcome).toBe('done');
    const transcript = readFileSync(transcriptPath, 'utf8');
    expect(transcript).toContain('the task');
    expect(transcript).toContain(`home=${agent.home} uid=${agent.uid}`);
    expect(statSync(transcriptPath).uid).toBe(0);
    expect(readFileSync(r.promptFile, 'utf8')).toBe('the task\n');
    // The copy the agent user read lived in a directory of its own, removed after the run (this
    // run's, by name: other test files running at the same time have theirs).
    const shared = /^file=(.+)$/m.exec(transcript)?.[1];
    expect(shared).toMatch(/ralph-agent-input-/);
    expect(existsSync(dirname(shared!))).toBe(false);
  });

  it('runs a gate as that user', async () => {
    const g = await runGate(
      { name: 'whoami', command: 'id -u > gate-uid.txt && touch gate-made' },
      { cwd: ws, env: process.env, runAs: agent },
    );
    expect(g.passed).toBe(true);
    expect(readFileSync(join(ws, 'gate-uid.txt'), 'utf8').trim()).toBe(String(agent.uid));
    expect(statSync(join(ws, 'gate-made')).uid).toBe(0);
  });
  it("installs Ruby gems as that user into its home's GEM_HOME, and the same step uses them", async () => {
    // The Ruby's own gem folder (Debian's /var/lib/gems here; the tool cache's on a runner) is
    // not the agent user's to write: without GEM_HOME, `bundle install` fails as that user. The
    // home is emptied before each run, so the gems last for the step that installed them (a CI
    // script's `bundle install && bundle exec rake`), not for the next.
    requireRootWith('The Ruby gems test', [['bundle', '--version']], 'apt-get install -y ruby-bundler');
    const gemSrc = join(tmp, 'hello-gem');
    mkdirSync(join(gemSrc, 'lib'), { recursive: true });
    writeFileSync(join(gemSrc, 'lib', 'hello.rb'), 'module Hello; def self.hi = "hi from a gem"; end\n');
    writeFileSync(
      join(gemSrc, 'hello.gemspec'),
      'Gem::Specification.new { |s| s.name = "hello"; s.version = "1.0.0"; s.summary = "x"; s.authors = ["x"]; s.files = ["lib/hello.rb"] }\n',
    );
    execFileSync('gem', ['build', 'hello.gemspec'], { cwd: gemSrc, stdio: 'ignore' });
    mkdirSync(join(ws, 'vendor', 'cache'), { recursive: true });
    cpSync(join(gemSrc, 'hello-1.0.0.gem'), join(ws, 'vendor', 'cache', 'hello-1.0.0.gem'));
    writeFileSync(join(ws, 'Gemfile'), 'source "https://rubygems.org"\ngem "hello"\n');
    // Offline here: the gem is in vendor/cache.
    const g = await runGate(
      {
        name: 'gems',
        command:
          'bundle install --local && bundle exec ruby -e "require %q(hello); puts Hello.hi" > hello.txt',
      },
      { cwd: ws, env: process.env, runAs: agent },
    );
    expect(g.passed, g.outputTail).toBe(true);
    expect(readFileSync(join(ws, 'hello.txt'), 'utf8')).toBe('hi from a gem\n');
    // Without GEM_HOME (the step's own pointing at the Ruby's folder) it cannot install.
    const without = await runGate(
      { name: 'no GEM_HOME', command: 'bundle install --local' },
      {
        cwd: ws,
        env: {
          ...process.env,
          GEM_HOME: execFileSync('gem', ['env', 'gemdir'], { encoding: 'utf8' }).trim(),
        },
        runAs: agent,
      },
    );
    expect(without.passed).toBe(false);
  });
});

describe('the agent user, with Ralph as a user with passwordless sudo', () => {
  it('refuses to use a user that may sudo as the agent user', async () => {
    execFileSync('useradd', ['--create-home', '--shell', '/bin/bash', RUNNER]);
    writeFileSync(SUDOERS, `${RUNNER} ALL=(ALL) NOPASSWD:ALL\n`, { mode: 0o440 });
    await expect(
      prepareAgentUser({ name: RUNNER, workspace: join(tmp, 'root', 'home', 'work'), log: () => {} }),
    ).rejects.toThrow(/may use sudo/);
  });

  it('runs the agent as that user through sudo, and Ralph gets the work tree back', async () => {
    const uid = Number(execFileSync('id', ['-u', RUNNER], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', RUNNER], { encoding: 'utf8' }));
    const root = join(tmp, 'runner');
    const { ws, state } = workspace(root, uid, gid);
    const runnerShared = join(tmp, 'runner-shared');
    mkdirSync(runnerShared);
    chownSync(runnerShared, uid, gid);
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(tmp, 'bin', 'as-runner.mjs'), ws, state, runnerShared, probe, AGENT],
      {
        cwd: REPO,
        uid,
        gid,
        // The key in the environment: on this command line it would be found by the scan.
        env: { PATH: process.env.PATH, HOME: `/home/${RUNNER}`, REPO, KEY, WEIRD, HIDDEN: hiddenDir(root) },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    if (child.status !== 0) throw new Error(`as ${RUNNER}: exit ${child.status}\n${child.stderr}`);
    const r = JSON.parse(child.stdout.trim().split('\n').pop()!);
    expect(r.user).toMatchObject({ name: AGENT, via: 'sudo', owner: { uid, gid } });
    expect(r.exitCode).toBe(0);
    // The environment arrives whole (sudo would drop LD_LIBRARY_PATH and reset PATH) and
    // per-user directories move to the agent's home; the key was on no command line.
    expect(r.probe).toMatchObject({
      uid: agent.uid,
      home: agent.home,
      user: AGENT,
      key: KEY,
      ld: '/opt/lib',
      // PATH whole, after the agent's gems' programs (its GEM_HOME's bin).
      path: `${agent.home}/.gem/bin:${process.env.PATH}`,
      xdg: `${agent.home}/.config`,
      runtime: null,
      weird: WEIRD,
      empty: '',
      stdin: 'the prompt',
      environ: denied(r.sandboxed),
      state: denied(r.sandboxed),
      hidden: denied(r.sandboxed),
      workspace: 'ok',
      git: 'ok',
      gitAdd: 'failed',
      gitConfig: 'EACCES',
    });
    expect(r.probe.sudo).not.toBe(0);
    expect(r.onCmdline).toEqual([]);
    expect(existsSync(join(state, 'planted.json'))).toBe(false);
    // Ralph's user reads what the agent closed and runs git on it.
    expect(r.after).toMatchObject({
      file: 'agent\n',
      private: 'private\n',
      secret: 'closed\n',
      owners: [RUNNER],
      left: [],
    });
    expect(r.after.status).toContain('?? by-agent/');
    expect(r.after.staged.trim().split('\n').sort()).toEqual([
      'by-agent/closed/secret.txt',
      'by-agent/file.txt',
      'by-agent/private.txt',
    ]);
    // A timeout reaches the agent's processes through sudo.
    expect(r.timeout).toMatchObject({ timedOut: true, left: [] });
    expect(r.timeout.ms).toBeLessThan(10_000);
  });
});

describe('the agent user setting and environment', () => {
  it("finds the runner's own directory above Ralph's process", () => {
    const runner = join(tmp, 'runners', '2.330.0');
    mkdirSync(join(runner, 'bin'), { recursive: true });
    execFileSync('cp', ['/bin/sh', join(runner, 'bin', 'Runner.Worker')]);
    const script = `import { runnerDirectory } from ${JSON.stringify(join(REPO, 'src/adapters/task-job/agent-user.ts'))};
console.log(runnerDirectory());`;
    writeFileSync(join(tmp, 'bin', 'runner-dir.mts'), script);
    // The shell stays the parent (no exec of its last command) as Runner.Worker stays node's.
    const out = execFileSync(
      join(runner, 'bin', 'Runner.Worker'),
      ['-c', '"$0" --import tsx "$1"; exit $?', process.execPath, join(tmp, 'bin', 'runner-dir.mts')],
      { cwd: REPO, encoding: 'utf8' },
    );
    expect(out.trim()).toBe(runner);
  });

  it('decides the input: false is off, auto is on here, anything else is an error', async () => {
    expect(await decideAgentUser('false')).toMatchObject({ use: false });
    expect(await decideAgentUser('auto')).toEqual({ use: true });
    expect(await decideAgentUser('')).toEqual({ use: true });
    await expect(decideAgentUser('maybe')).rejects.toThrow(/auto, true or false/);
  });

  it("moves per-user directories in Ralph's home to the agent's and drops the runtime dir", () => {
    const env = agentUserEnv(
      { ...agent, home: '/home/ralph-agent', name: 'ralph-agent' },
      {
        HOME: '/home/runner',
        XDG_CONFIG_HOME: '/home/runner/.config',
        CARGO_HOME: '/home/runner/.cargo',
        RUSTUP_HOME: '/home/runner/.rustup',
        JAVA_HOME: '/usr/lib/jvm/temurin-17',
        XDG_RUNTIME_DIR: '/run/user/1001',
      },
    );
    expect(env).toEqual({
      HOME: '/home/ralph-agent',
      USER: 'ralph-agent',
      LOGNAME: 'ralph-agent',
      XDG_CONFIG_HOME: '/home/ralph-agent/.config',
      CARGO_HOME: '/home/ralph-agent/.cargo',
      RUSTUP_HOME: '/home/runner/.rustup',
      JAVA_HOME: '/usr/lib/jvm/temurin-17',
      GEM_HOME: '/home/ralph-agent/.gem',
    });
    // With a PATH, the gems' programs come first; a GEM_HOME of the step's own is kept.
    expect(
      agentUserEnv({ ...agent, home: '/home/ralph-agent', name: 'ralph-agent' }, { PATH: '/usr/bin' }).PATH,
    ).toBe('/home/ralph-agent/.gem/bin:/usr/bin');
    expect(
      agentUserEnv({ ...agent, home: '/home/ralph-agent', name: 'ralph-agent' }, { GEM_HOME: '/opt/gems' })
        .GEM_HOME,
    ).toBe('/opt/gems');
  });
});
