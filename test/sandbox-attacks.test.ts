// The agent's sandbox under attack (docs/ARCHITECTURE.md#trust): the workflow Ralph ships, run by the runner
// emulation as GitHub-hosted runners run it (every step as the user `runner`, with
// passwordless sudo) and as root, with hostile code in each of the three places the
// repository's code runs in a task job: the agent (the `command` agent), the setup step's
// install script (`npm ci` runs package.json's `install`) and a gate. The hostile code is
// test/agents/attack.mjs, committed into the repository under attack; it tries:
//   a. Ralph's repository: plant programs (filter drivers, textconv, diff command, fsmonitor,
//      hooks, sshCommand, include.path) into whatever `.git` is there, swap `.git` for a copy of
//      its own with the same programs, a `.gitattributes` naming them, a tag and a push;
//   b. workflow commands in its output (::add-mask::, ::stop-commands::, a forged ::notice::,
//      ::error::, ::warning::, ::set-output::, ::save-state::);
//   c. state outside the patch: ~/.npmrc's script-shell (a failing `npm test` must still fail),
//      ~/.gitconfig and git attributes in $HOME, files in $HOME, /tmp, /var/tmp, /dev/shm, the
//      runner's home, $RUNNER_TEMP, the tool cache and the actions folder, the runner's command
//      files (GITHUB_ENV, GITHUB_PATH, GITHUB_OUTPUT) and Ralph's own state in $RUNNER_TEMP;
//   d. processes: other processes' environments, a daemon (setsid + nohup) that outlives its
//      step, and a `kill -9` of every process it may signal, another job's included;
//   e. files the patch rules must refuse: .lfsconfig, CODEOWNERS at the root and in docs/,
//      .GitHub/workflows/x.yml, names with ESC, CR and LF, a 60 MB file;
//   f. the network (issue 30): the repository's private code (private.js) sent by every way out
//      it has (TCP, UDP and an abstract unix socket to an "exfiltration" listener on 127.0.0.1,
//      through the proxy by name, by address and by git push), the runner user's own services
//      (a TCP one on 127.0.0.1 and an abstract socket, each answering with a canary), DNS; and
//      the allowed registry stand-in, through the proxy by name and straight to its address.
//      The stand-in and the exfiltration listener listen on 127.0.0.1: the proxy reaches them
//      by name through the test-only name map RALPH_TEST_RESOLVE (registry.ralph.test and
//      exfil.ralph.test -> 127.0.0.1); the plan allows only http://registry.ralph.test:PORT.
// Canaries stand where the runner keeps its secrets (ACTIONS_RUNTIME_TOKEN and GITHUB_TOKEN in
// the Ralph steps' environment, files in $RUNNER_TEMP, the runner's home and the tool cache);
// every planted program leaves a marker and a report when it runs. Reports are files in the
// run's share folder, outside the temporary folders the sandbox makes private (the sandbox
// closes every network path a collector could use).
//
// Every test asserts the secure outcome. Against code that does not have the sandbox of
// issue 19 many of them fail, on purpose: they show what the sandbox must stop.
//
// What this does not model: GitHub runs every job on its own VM; here the jobs of a run (and
// the six runs of this file) share one machine, its users and its /tmp. The "runner user's"
// services of f. run in the test's process (root): a network namespace keeps them out of
// reach whoever owns them. The jobs of a run get
// different runner names, as the runners of one machine have. The runner's own installation
// and process tree are absent (see the runnerUser option in support/runner.ts).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../src/core/plan/plan.js';
import { undoAttackPlants } from './support/attack-cleanup.js';
import { type Flow, REPO_ROOT, startFlow } from './support/ralph-flow.js';
import { git, planJson } from './support/repo.js';
import type { JobRun, RunResult, StepRun } from './support/runner.js';
import { ensureRunnerUser } from './support/runner-user.js';

const WAYS = ['agent', 'setup', 'gate'] as const;
type Way = (typeof WAYS)[number];
const MODES = [
  { name: 'steps as runner with passwordless sudo (GitHub-hosted)', runnerUser: true },
  { name: 'steps as root', runnerUser: false },
] as const;

const ATTACK = readFileSync(join(import.meta.dirname, 'agents', 'attack.mjs'), 'utf8');
const CHECK = `import { readdirSync, readFileSync } from 'node:fs';
for (const f of readdirSync('.').filter((f) => f.endsWith('.txt'))) {
  if (readFileSync(f, 'utf8').includes('WRONG')) { console.log('wrong work in ' + f); process.exit(3); }
}
console.log('the work is right');
`;
const TASKS = ['g-1', 'h-1', 'p-1', 'r-1'];
const PLAN: Plan = {
  version: 1,
  gates: [
    { name: 'typecheck', command: 'node attack.mjs gate typecheck' },
    { name: 'lint', command: 'node attack.mjs gate lint && (git status --short || true)' },
    { name: 'test', command: 'npm test' },
  ],
  agent: { provider: 'command', command: 'node attack.mjs agent' },
  specs: TASKS.map((id) => ({
    id: id[0]!,
    name: id[0]!.toUpperCase(),
    tasks: [{ id, description: `Write ${id}.txt`, status: 'pending' as const }],
  })),
};
const PKG = {
  name: 'attacked',
  version: '1.0.0',
  private: true,
  scripts: { install: 'node attack.mjs setup', test: 'node attack.mjs gate test && node check.mjs' },
};
const LOCK = {
  name: 'attacked',
  version: '1.0.0',
  lockfileVersion: 3,
  requires: true,
  packages: { '': PKG },
};
/** What a spec branch may change against main. */
const ALLOWED = new Set([
  'implementation.json',
  ...TASKS.map((t) => `${t}.txt`),
  ...TASKS.map((t) => `progress/${t[0]}.md`),
  'notes.md',
]);
/** The files of attack e, as git lists them (-z). */
const PATCH_FILES = [
  '.lfsconfig',
  'CODEOWNERS',
  'docs/CODEOWNERS',
  '.GitHub/workflows/x.yml',
  'esc-\x1b[31m-red.txt',
  'cr-\r-name.txt',
  'lf-\n-name.txt',
  'big.bin',
];
const FORGED_MASKS = ['done', 'passed'];
/** The step where each way's hostile code runs (its daemon must not outlive it). */
const HOSTILE_STEP: Record<Way, string> = {
  agent: 'run',
  setup: 'Install dependencies',
  gate: 'gate-typecheck',
};

interface Report {
  kind: 'probe' | 'attack' | 'beacon';
  mode: string;
  way: string;
  task: string;
  uid: number;
  leg?: string;
  gate?: string;
  baseline?: boolean;
  seen?: string[];
  heavy?: boolean;
  hostile?: boolean;
  what?: string;
  tried?: Record<string, { ok: boolean; got?: unknown; error?: string }>;
  [k: string]: unknown;
}

interface Outcome {
  id: string;
  way: Way;
  mode: string;
  flow: Flow;
  run: RunResult;
  share: string;
  reports: Report[];
  canaries: Record<string, string>;
  legs: Map<string, JobRun>;
  mainBefore: string;
  markers: string[];
  survivors: string[];
  beats: Map<string, number>;
  /** Files the hostile code planted in the runner's own folders, found after the run. */
  planted: string[];
  /** The marker in the repository's private.js, which must not leave (f.). */
  privateCode: string;
}

// --- the reports: what hostile code and planted programs leave in the share ------------------

function readReports(share: string): Report[] {
  const dir = join(share, 'reports');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((f) => {
    const body = readFileSync(join(dir, f), 'utf8');
    try {
      return JSON.parse(body) as Report;
    } catch {
      return { kind: 'beacon', mode: 'unparsable', way: '', task: '', uid: -1, body } as Report;
    }
  });
}

// --- the network of f.: an exfiltration listener, the runner user's services, the registry ---

const SHARE_ROOT = '/var/lib/ralph-attack-test';
const netId = randomBytes(4).toString('hex');
const EXFIL_ABSTRACT = `ralph-attack-exfil-${netId}`;
const RUNNER_ABSTRACT = `ralph-attack-runner-${netId}`;
const RUNNER_SECRET = `canary-runner-service-${randomBytes(12).toString('hex')}`;
/** Everything the exfiltration listener received, by way (TCP, UDP, abstract, HTTP). */
const exfiltrated: string[] = [];
const registryHits: string[] = [];
const exfilTcp = createNetServer((s) => {
  exfiltrated.push('tcp connection');
  s.on('data', (d) => exfiltrated.push(`tcp: ${d}`));
});
const exfilAbstract = createNetServer((s) => {
  exfiltrated.push('abstract connection');
  s.on('data', (d) => exfiltrated.push(`abstract: ${d}`));
});
const exfilUdp = createSocket('udp4').on('message', (m) => exfiltrated.push(`udp: ${m}`));
const runnerTcp = createNetServer((s) => s.end(RUNNER_SECRET));
const runnerAbstract = createNetServer((s) => s.end(RUNNER_SECRET));
// In a process of its own: this one is often busy running the runner emulation's steps.
let registry: ChildProcess | undefined;
const REGISTRY = `require('node:http').createServer((req, res) => { console.log(req.url); res.end('the package'); })
  .listen(0, '127.0.0.1', function () { console.log('port ' + this.address().port); });`;
const net = { exfilPort: 0, runnerPort: 0, registryPort: 0 };

// --- one run per way and mode ---------------------------------------------------------------

const legKey = (workspace: string) =>
  createHash('sha256').update(realpathSync(workspace)).digest('hex').slice(0, 10);
const token = (what: string) => `canary-${what}-${randomBytes(12).toString('hex')}`;

async function attackRun(way: Way, runnerUser: boolean, runnerName?: string): Promise<Outcome> {
  const id = `${way}-${runnerUser ? 'runner' : 'root'}${runnerName ? '-shared' : ''}`;
  // Outside /tmp: the sandbox gives each step a /tmp of its own.
  const share = mkdtempSync(join(SHARE_ROOT, `ralph-attack-${id}-`));
  chmodSync(share, 0o1777);
  for (const d of ['markers', 'bin', 'kill', 'hb', 'reports']) {
    mkdirSync(join(share, d));
    chmodSync(join(share, d), 0o1777);
  }
  writeFileSync(join(share, 'attack.mjs'), ATTACK);
  const canaries = {
    'ACTIONS_RUNTIME_TOKEN in the Ralph steps': token('runtime'),
    'GITHUB_TOKEN in every step': token('env'),
    '$RUNNER_TEMP/.canary': token('temp'),
    "the runner's home, ~/.canary": token('home'),
    'the tool cache, .canary': token('toolcache'),
    "the runner user's TCP and abstract-socket services": RUNNER_SECRET,
  };
  // Not a canary: it is the repository's own code, on the remote by right.
  const privateCode = `private-code-${id}-${randomBytes(12).toString('hex')}`;
  const user = runnerUser ? ensureRunnerUser() : undefined;
  const shipped = readFileSync(join(REPO_ROOT, '.github', 'workflows', 'ralph.yml'), 'utf8');
  const workflow = shipped.replace('agent: claude', 'agent: command');
  const flow = await startFlow({
    files: {
      'implementation.json': planJson({
        ...PLAN,
        network: { allowed: [`http://registry.ralph.test:${net.registryPort}`] },
      }),
      'private.js': `export const secret = '${privateCode}';\n`,
      'attack.mjs': ATTACK,
      'check.mjs': CHECK,
      'package.json': `${JSON.stringify(PKG, null, 2)}\n`,
      'package-lock.json': `${JSON.stringify(LOCK, null, 2)}\n`,
      // The repository's own npm settings: npm ci shows its install script's output.
      '.npmrc': 'foreground-scripts=true\naudit=false\nfund=false\nupdate-notifier=false\n',
      'README.md': '# attacked\n',
    },
    gates: PLAN.gates!,
    workflow,
    runnerUser,
    env: {
      ATTACK_WAY: way,
      ATTACK_SHARE: share,
      ATTACK_RUN: id,
      ATTACK_NET: JSON.stringify({
        exfilPort: net.exfilPort,
        exfilAbstract: EXFIL_ABSTRACT,
        exfilName: 'exfil.ralph.test',
        runnerPort: net.runnerPort,
        runnerAbstract: RUNNER_ABSTRACT,
        registry: `http://registry.ralph.test:${net.registryPort}`,
      }),
      // Test-only: the proxy resolves these names to the stand-ins on loopback.
      RALPH_TEST_RESOLVE: 'registry.ralph.test=127.0.0.1,exfil.ralph.test=127.0.0.1',
      ATTACK_LEGS: String(TASKS.length),
      GITHUB_TOKEN: canaries['GITHUB_TOKEN in every step'],
      ...(runnerName ? { ATTACK_ONLY: 'processes' } : {}),
    },
    runner: {
      ...(runnerName ? { runnerName } : {}),
      runtimeToken: canaries['ACTIONS_RUNTIME_TOKEN in the Ralph steps'],
      checkoutPost: true,
      // The agent CLI's install needs the network; the command agent needs none.
      replaceRun: ({ run }) => (run.startsWith('npm install -g') ? 'true' : undefined),
      onJobStart: ({ runnerTemp, home, toolCache }) => {
        for (const [dir, key] of [
          [runnerTemp, '$RUNNER_TEMP/.canary'],
          [home, "the runner's home, ~/.canary"],
          [toolCache, 'the tool cache, .canary'],
        ] as const) {
          writeFileSync(join(dir, '.canary'), `${canaries[key]}\n`, { mode: 0o644 });
          if (user) chownSync(join(dir, '.canary'), user.uid, user.gid);
        }
      },
    },
  });
  const mainBefore = git(flow.remote, 'rev-parse', 'main');
  const run = await flow.run('schedule');
  await new Promise((r) => setTimeout(r, 800)); // a daemon's next heartbeats, if it lives
  const legs = new Map(run.jobs.filter((j) => j.id === 'task').map((j) => [legKey(j.workspace), j]));
  const survivors = processesWith(`ATTACK_SHARE=${share}`);
  for (const pid of survivors.map((s) => Number(s.split(' ')[0])))
    try {
      process.kill(pid, 'SIGKILL');
    } catch {}
  const beats = new Map<string, number>();
  for (const f of readdirSync(join(share, 'hb'))) {
    const lines = readFileSync(join(share, 'hb', f), 'utf8')
      .trim()
      .split('\n');
    beats.set(f, Number(lines.at(-1)));
  }
  const planted: string[] = [];
  for (const leg of legs.values())
    for (const dir of [
      leg.runnerTemp,
      leg.home,
      leg.toolCache,
      join(leg.home, 'work', '_actions'),
      join(leg.runnerTemp, 'ralph'),
    ])
      if (dir && existsSync(dir))
        for (const f of readdirSync(dir)) if (f.startsWith('ralph-plant-')) planted.push(join(dir, f));
  return {
    id,
    way,
    mode: runnerUser ? 'runner' : 'root',
    flow,
    run,
    share,
    reports: readReports(share),
    canaries,
    legs,
    mainBefore,
    markers: readdirSync(join(share, 'markers')),
    survivors,
    beats,
    planted,
    privateCode,
  };
}

/** Live processes whose environment holds `needle` (as root, every environ is readable). */
function processesWith(needle: string): string[] {
  const out: string[] = [];
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'))) continue;
      if (!readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(needle)) continue;
      out.push(`${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim()}`);
    } catch {
      // gone
    }
  }
  return out;
}

// --- what to look at -----------------------------------------------------------------------

const steps = (o: Outcome): Array<{ job: JobRun; step: StepRun }> =>
  o.run.jobs.flatMap((job) => job.steps.map((step) => ({ job, step })));
const where = (job: JobRun, step: StepRun) => `${job.name} / ${step.name}`;
const legOf = (o: Outcome, task: string) =>
  o.run.jobs.find((j) => j.id === 'task' && j.matrix?.task === task);
const nameOfLeg = (o: Outcome, key?: string) => (key && o.legs.get(key)?.matrix?.task) || key || '?';
const heavyReports = (o: Outcome) => o.reports.filter((r) => r.kind === 'attack' && r.heavy);
const tried = (o: Outcome, name: string) =>
  heavyReports(o)
    .filter((r) => r.tried?.[name])
    .map((r) => `${nameOfLeg(o, r.leg)}: ${JSON.stringify(r.tried![name]).slice(0, 300)}`)
    .join('; ');

/** Every place a stolen token could have gone, as text with where it is. */
function exposures(o: Outcome): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const r of o.reports)
    out.push([`a ${r.kind} report of the ${r.mode} in ${nameOfLeg(o, r.leg)}`, JSON.stringify(r)]);
  for (const f of o.markers) out.push([`marker ${f}`, f]);
  for (const { job, step } of steps(o))
    out.push([
      `the log of ${where(job, step)}`,
      [
        step.stdout,
        step.stderr,
        JSON.stringify(step.annotations),
        JSON.stringify(step.outputs),
        step.summary,
      ].join('\n'),
    ]);
  const objects = execFileSync('git', ['cat-file', '--batch-all-objects', '--batch'], {
    cwd: o.flow.remote,
    maxBuffer: 512 * 1024 * 1024,
  }).toString('latin1');
  out.push(['an object on the remote', objects]);
  out.push(['the GitHub API (pull requests, issues, comments)', JSON.stringify(o.flow.server.state)]);
  for (const a of o.run.artifacts)
    for (const f of a.files) {
      const path = join(a.dir, f);
      if (statSync(path).size < 4 * 1024 * 1024)
        out.push([`artifact ${a.name}: ${f}`, readFileSync(path, 'latin1')]);
    }
  return out;
}

function specBranches(o: Outcome): string[] {
  return git(o.flow.remote, 'for-each-ref', '--format=%(refname:short)', 'refs/heads/ralph/')
    .split('\n')
    .filter(Boolean);
}

function changedOn(o: Outcome, branch: string): string[] {
  const out = execFileSync('git', ['diff', '--name-only', '-z', 'main', branch], { cwd: o.flow.remote });
  return out.toString('utf8').split('\0').filter(Boolean);
}

function remotePlan(o: Outcome, branch: string): Plan {
  return JSON.parse(git(o.flow.remote, 'show', `${branch}:implementation.json`)) as Plan;
}

function taskOn(o: Outcome, branch: string, id: string) {
  return remotePlan(o, branch)
    .specs.flatMap((s) => s.tasks)
    .find((t) => t.id === id)!;
}

const show = (s: string) => JSON.stringify(s);

// --- the suite -------------------------------------------------------------------------------

const outcomes = new Map<string, Promise<Outcome>>();
const outcome = (way: Way, runnerUser: boolean) => outcomes.get(`${way}-${runnerUser}`)!;

beforeAll(async () => {
  if (process.getuid?.() !== 0)
    throw new Error('the sandbox attack suite needs root, as CI has: it runs steps as other users');
  undoAttackPlants(); // left by a run that was cut short
  mkdirSync(SHARE_ROOT, { recursive: true, mode: 0o755 });
  await new Promise<void>((r) => exfilTcp.listen(0, '127.0.0.1', r));
  net.exfilPort = (exfilTcp.address() as AddressInfo).port;
  await new Promise<void>((r) => exfilUdp.bind(net.exfilPort, '127.0.0.1', r));
  await new Promise<void>((r) => exfilAbstract.listen(`\0${EXFIL_ABSTRACT}`, r));
  await new Promise<void>((r) => runnerTcp.listen(0, '127.0.0.1', r));
  net.runnerPort = (runnerTcp.address() as AddressInfo).port;
  await new Promise<void>((r) => runnerAbstract.listen(`\0${RUNNER_ABSTRACT}`, r));
  registry = spawn(process.execPath, ['-e', REGISTRY], { stdio: ['ignore', 'pipe', 'inherit'] });
  net.registryPort = await new Promise<number>((done) => {
    let buffered = '';
    registry!.stdout!.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        if (line.startsWith('port ')) done(Number(line.slice(5)));
        else registryHits.push(line);
      }
    });
  });
  // Every run at once: each takes a while, most of it waiting.
  for (const mode of MODES)
    for (const way of WAYS) {
      const p = attackRun(way, mode.runnerUser);
      p.catch(() => {});
      outcomes.set(`${way}-${mode.runnerUser}`, p);
    }
  const shared = attackRun('agent', true, 'GitHub Actions shared');
  shared.catch(() => {});
  outcomes.set('shared', shared);
});

afterAll(async () => {
  for (const p of outcomes.values()) {
    const o = await p.catch(() => undefined);
    if (!o) continue;
    // RALPH_ATTACK_DUMP=<folder>: what each run's hostile code reported, for a person reading why.
    const dump = process.env.RALPH_ATTACK_DUMP;
    if (dump) {
      mkdirSync(dump, { recursive: true });
      const jobs = o.run.jobs.map((j) => ({
        name: j.name,
        result: j.result,
        steps: j.steps.map((s) => ({ name: s.name, outcome: s.outcome, stdout: s.stdout.slice(-4000) })),
      }));
      const facts = {
        markers: o.markers,
        survivors: o.survivors,
        planted: o.planted,
        reports: o.reports,
        jobs,
      };
      writeFileSync(join(dump, `${o.id}.json`), JSON.stringify(facts, null, 2));
    }
    o.flow.runner.cleanup();
    await o.flow.close();
  }
  for (const s of [exfilTcp, exfilAbstract, runnerTcp, runnerAbstract]) s.close();
  registry?.kill();
  exfilUdp.close();
  for (const p of outcomes.values()) {
    const o = await p.catch(() => undefined);
    if (o) rmSync(o.share, { recursive: true, force: true });
  }
  undoAttackPlants();
});

const T = 360_000;

describe.each(MODES)('hostile code in a task job, $name', ({ runnerUser }) => {
  const say = (attack: string, way: Way) =>
    `${attack}, tried as a hostile ${way} (${runnerUser ? 'as runner' : 'as root'})`;

  it.each(WAYS)('the hostile code ran: as the %s, in every task job', { timeout: T }, async (way) => {
    const o = await outcome(way, runnerUser);
    const ran = heavyReports(o).map((r) => nameOfLeg(o, r.leg));
    expect(ran.length, say('the attacks', way)).toBeGreaterThanOrEqual(TASKS.length);
    expect(o.legs.size, say('the task jobs', way)).toBe(TASKS.length);
  });

  it.each(WAYS)('no canary is readable (the hostile %s)', { timeout: T }, async (way) => {
    const o = await outcome(way, runnerUser);
    const secrets: Array<[string, string]> = Object.entries(o.canaries);
    for (const leg of o.legs.values()) secrets.push([`the GITHUB_TOKEN of ${leg.name}`, leg.token]);
    const leaks = new Set<string>();
    for (const [where, text] of exposures(o))
      for (const [what, value] of secrets)
        if (value && text.includes(value)) leaks.add(`${what} -> ${where}`);
    expect([...leaks], say('reading the canaries (environments, /proc, files)', way)).toEqual([]);
  });

  it.each(WAYS)(
    'a. planted git programs never run (the hostile %s swaps .git and plants into it)',
    {
      timeout: T,
    },
    async (way) => {
      const o = await outcome(way, runnerUser);
      // A planted program that runs as the agent user itself gains nothing: it is the agent's own
      // git, in the agent's own disposable repository. What must never happen is that one runs
      // as Ralph's user (runner, uid 1001 here) or root: the job's agent users are system
      // accounts (uid below 1000), the runner and root are not.
      const privileged = (uid: unknown) => Number(uid) === 0 || Number(uid) >= 1000;
      const planted = o.reports.filter((r) => r.kind === 'beacon' && !/^(npmrc-|home-)/.test(String(r.what)));
      const beacons = planted
        .filter((r) => privileged(r.uid) || r.sudo)
        .map(
          (r) =>
            `${r.what} ran in ${nameOfLeg(o, String(r.leg))} as uid ${r.uid}${r.sudo ? ' (sudo works)' : ''}`,
        );
      // Every marker a planted program left was left by one that said where it ran.
      const git = o.markers.filter((m) => !/^(npmrc-|home-)/.test(m));
      expect(git.length, say('a planted program that ran without a beacon', way)).toBeLessThanOrEqual(
        planted.length,
      );
      expect(
        [...new Set(beacons)],
        `${say('.git swap / planted filter, textconv, diff command, fsmonitor, hooks, sshCommand, include.path', way)}; the attempts: swap ${tried(o, 'a.swap-git')}; plant ${tried(o, 'a.plant-existing-git')}`,
      ).toEqual([]);
    },
  );

  it.each(WAYS)('a. nothing is tampered with on the remote (the hostile %s)', { timeout: T }, async (way) => {
    const o = await outcome(way, runnerUser);
    const refs = git(o.flow.remote, 'for-each-ref', '--format=%(refname)').split('\n').filter(Boolean);
    expect(
      // Besides the branches: the commands job's mark of how far it read, and a spec's hold tag.
      refs.filter(
        (r) =>
          !/^refs\/heads\/(main|ralph\/[ghpr])$/.test(r) &&
          r !== 'refs/ralph/commands-seen' &&
          !/^refs\/tags\/ralph-held\//.test(r),
      ),
      say('a tag or a branch of its own (git tag, git push)', way),
    ).toEqual([]);
    expect(git(o.flow.remote, 'rev-parse', 'main'), say('the base branch', way)).toBe(o.mainBefore);
    for (const branch of specBranches(o)) {
      const extra = changedOn(o, branch).filter((f) => !ALLOWED.has(f));
      expect(extra.map(show), say(`files on ${branch} beyond the work`, way)).toEqual([]);
      const plan = remotePlan(o, branch);
      expect(plan.gates, say(`the gates of the plan on ${branch}`, way)).toEqual(PLAN.gates);
      expect(plan.specs.flatMap((s) => s.tasks.map((t) => t.id))).toEqual(TASKS);
    }
  });

  it.each(WAYS)(
    'b. no workflow command in its output is honoured (the hostile %s)',
    { timeout: T },
    async (way) => {
      const o = await outcome(way, runnerUser);
      const honoured: string[] = [];
      for (const { job, step } of steps(o)) {
        for (const a of step.annotations)
          if (/This attempt .* every gate|^forged /.test(a.message))
            honoured.push(`${where(job, step)}: ::${a.level}::${a.message}`);
        if ('forged' in step.outputs) honoured.push(`${where(job, step)}: ::set-output name=forged`);
        if (step.stopTokens.includes('pwnstop'))
          honoured.push(`${where(job, step)}: ::stop-commands::pwnstop`);
        if ('forged' in step.savedState) honoured.push(`${where(job, step)}: ::save-state name=forged`);
      }
      for (const job of o.run.jobs)
        for (const m of FORGED_MASKS)
          if (job.masks.includes(m)) honoured.push(`${job.name}: ::add-mask::${m}`);
      // The forged lines did reach the log (else this test could not tell).
      const printed = steps(o).filter(({ step }) => step.stdout.includes('forged error from the'));
      expect(
        printed.length,
        say('printing workflow commands (they never reached the log)', way),
      ).toBeGreaterThan(0);
      expect(
        honoured,
        say('::add-mask::, ::stop-commands::, ::notice::, ::error::, ::set-output::, ::save-state::', way),
      ).toEqual([]);
      // Ralph's own messages after the hostile output still count.
      if (way === 'gate') {
        const h = legOf(o, 'h-1')!.step('gate-test');
        expect(
          h.annotations.map((a) => `${a.level}: ${a.message}`).join('\n'),
          say("Ralph's own error for the failed test gate, after the gate's output", way),
        ).toMatch(/error: Gate test failed/);
      }
      if (way === 'agent') {
        const r = legOf(o, 'r-1')!.step('run');
        expect(
          r.annotations.map((a) => `${a.level}: ${a.message}`).join('\n'),
          say("Ralph's own warning about the plan edit, after the agent's output", way),
        ).toMatch(/warning: .*edited the plan file implementation\.json; refused/);
      }
    },
  );

  it.each(WAYS)(
    'c. state outside the patch does not reach a later step (the hostile %s)',
    { timeout: T },
    async (way) => {
      const o = await outcome(way, runnerUser);
      // ~/.npmrc's script-shell: the wrong work of h-1 fails `npm test`, and is not completed.
      const h = legOf(o, 'h-1')!;
      const test = h.steps.find((s) => s.id === 'gate-test');
      // The later steps must have run, else this cannot tell (an attack broke the job).
      if (!test || test.outcome === 'skipped')
        expect.fail(
          `${say('the state outside the patch', way)}: the gates of h-1 never ran, so nothing here could tell; the job:\n${h.steps.map((s) => `${s.name}: ${s.outcome}${s.outcome === 'failure' ? `\n${s.stdout.slice(-800)}` : ''}`).join('\n')}`,
        );
      if (test.outcome === 'success')
        expect.fail(
          `${say('~/.npmrc script-shell', way)}: npm test passed on wrong work:\n${test.stdout.slice(-1500)}`,
        );
      // The spec branch must be there: a writer that recorded nothing must not pass.
      expect(specBranches(o), say('the spec branch of h-1, ralph/h', way)).toContain('ralph/h');
      const h1 = taskOn(o, 'ralph/h', 'h-1');
      expect(h1.status, say('wrong work completed (state outside the patch)', way)).not.toBe('completed');
      const home = o.markers.filter((m) => /^(npmrc-|home-)/.test(m));
      expect(
        home,
        say('programs planted in $HOME (~/.npmrc, ~/.gitconfig, git attributes) that a later step ran', way),
      ).toEqual([]);
      // What a later step of the same job saw of what the hostile step left.
      const seen = o.reports
        .filter((r) => r.kind === 'probe' && (r.seen?.length ?? 0) > 0)
        .map(
          (r) =>
            `${r.mode}${r.gate ? ` ${r.gate}` : ''}${r.baseline ? ' (baseline)' : ''} in ${nameOfLeg(o, r.leg)}: ${r.seen!.join(', ')}`,
        );
      expect(
        seen,
        say(
          'files in $HOME, /tmp, /var/tmp, /dev/shm, the runner home, $RUNNER_TEMP, the tool cache; GITHUB_ENV/GITHUB_PATH',
          way,
        ),
      ).toEqual([]);
      // The runner's own folders: nothing of the hostile code's in them.
      expect(
        o.planted,
        say("files written into the runner's home, $RUNNER_TEMP, the tool cache, the actions folder", way),
      ).toEqual([]);
      // The runner's command files: no forged env, path or output in any later step.
      const forged: string[] = [];
      for (const { job, step } of steps(o)) {
        if (step.env.PWNED_ENV) forged.push(`${where(job, step)}: env PWNED_ENV=${step.env.PWNED_ENV}`);
        if ((step.env.PATH ?? '').includes(join(o.share, 'bin'))) forged.push(`${where(job, step)}: PATH`);
      }
      expect(
        forged,
        `${say('GITHUB_ENV / GITHUB_PATH / GITHUB_OUTPUT files', way)}: ${tried(o, 'c.file-commands')}`,
      ).toEqual([]);
      // Ralph's state in $RUNNER_TEMP: the gates ran the plan's commands.
      for (const leg of o.legs.values()) {
        const t = leg.steps.find((s) => s.id === 'gate-test');
        if (t && t.outcome !== 'skipped')
          expect(t.stdout, say(`Ralph's task state in $RUNNER_TEMP (${leg.name})`, way)).toContain(
            'Gate test: npm test',
          );
      }
    },
  );

  it.each(WAYS)(
    'd. no process outlives its step or reaches another job (the hostile %s)',
    { timeout: T },
    async (way) => {
      const o = await outcome(way, runnerUser);
      const late: string[] = [];
      for (const [file, last] of o.beats) {
        const [key, mode] = file.split('-') as [string, string];
        const leg = o.legs.get(key);
        const step = leg?.steps.find(
          (s) => s.id === HOSTILE_STEP[mode as Way] || s.name === HOSTILE_STEP[mode as Way],
        );
        const end = step?.ended ?? 0;
        if (last > end + 1000)
          late.push(
            `the ${mode}'s daemon in ${nameOfLeg(o, key)} beat ${last - end} ms after its step ended`,
          );
      }
      expect(o.beats.size, say('a setsid + nohup daemon (it never started)', way)).toBeGreaterThan(0);
      expect(late, say('a setsid + nohup daemon', way)).toEqual([]);
      expect(o.survivors, say('processes alive after the run', way)).toEqual([]);
      const reached = heavyReports(o).flatMap((r) => {
        const k = r.tried?.['d.kill-other-jobs']?.got as { survived: boolean; killed: unknown[] } | undefined;
        if (!k) return [];
        const out = k.killed
          .filter((x) => String(x).startsWith('sleeper of'))
          .map((x) => `${nameOfLeg(o, r.leg)} killed the ${x}`);
        if (!k.survived) out.push(`the sleeper of ${nameOfLeg(o, r.leg)} was killed by another job`);
        return out;
      });
      expect(reached, say('kill -9 of every process it may signal', way)).toEqual([]);
    },
  );

  it.each(WAYS)('e. the patch rules refuse what they must (the hostile %s)', { timeout: T }, async (way) => {
    const o = await outcome(way, runnerUser);
    const landed: string[] = [];
    for (const branch of specBranches(o))
      for (const f of changedOn(o, branch))
        if (PATCH_FILES.includes(f) || /[\x00-\x1f\x7f-\x9f]/.test(f)) landed.push(`${branch}: ${show(f)}`);
    expect(
      landed,
      `${say('.lfsconfig, CODEOWNERS, .GitHub/, control characters, 60 MB', way)}: ${tried(o, 'e.patch-files')}`,
    ).toEqual([]);
    // The agent's own patch is recorded on its spec branch: a writer that recorded nothing must
    // not pass.
    if (way === 'agent')
      expect(specBranches(o), say('the spec branch of p-1, ralph/p', way)).toContain('ralph/p');
    if (specBranches(o).includes('ralph/p')) {
      const p1 = taskOn(o, 'ralph/p', 'p-1');
      if (way === 'agent') {
        // The agent's own patch: refused, each refusal with its reason.
        const last = p1.attempts?.at(-1);
        expect(last?.outcome, say('the patch of attack e', way)).toBe('rejected');
        const summary = last?.summary ?? '';
        for (const f of ['.lfsconfig', 'CODEOWNERS', 'docs/CODEOWNERS', '.GitHub/workflows/x.yml', 'big.bin'])
          expect(summary, say(`the refusal of ${f}, with its reason`, way)).toContain(f);
        expect(summary, say('the refusal of names with control characters', way)).toMatch(
          /control character/i,
        );
      }
    }
  });
});

describe.each(MODES)('the network of a task job, $name', ({ runnerUser }) => {
  const say = (attack: string, way: Way) =>
    `${attack}, tried as a hostile ${way} (${runnerUser ? 'as runner' : 'as root'})`;

  it.each(WAYS)(
    "f. the private code leaves by no way, the runner's services and DNS are out of reach, the registry answers (the hostile %s)",
    { timeout: T },
    async (way) => {
      const o = await outcome(way, runnerUser);
      const reports = heavyReports(o).filter((r) => r.tried?.['f.exfil-tcp']);
      expect(reports.length, say('the network attacks (they never ran)', way)).toBeGreaterThanOrEqual(
        TASKS.length,
      );
      const results = reports.map((r) => {
        const got = (name: string) => {
          const t = r.tried![name];
          return t?.ok ? String(t.got) : `error ${t?.error}`;
        };
        return {
          leg: nameOfLeg(o, r.leg),
          exfilTcp: got('f.exfil-tcp'),
          exfilAbstract: got('f.exfil-abstract'),
          runnerTcp: got('f.runner-tcp'),
          runnerAbstract: got('f.runner-abstract'),
          dns: /^E[A-Z_]+$/.test(got('f.dns')) ? 'no address' : got('f.dns'),
          proxyConnectName: got('f.proxy-connect-exfil').slice(0, 28),
          proxyConnectAddress: got('f.proxy-connect-address').slice(0, 28),
          proxyPost: got('f.proxy-post-exfil').slice(0, 4),
          gitPush: /^exit [1-9]/.test(got('f.git-push-exfil')) ? 'failed' : got('f.git-push-exfil'),
          registry: got('f.registry'),
          registryDirect: got('f.registry-direct'),
        };
      });
      for (const r of results)
        expect(r, say(`every way out (${r.leg})`, way)).toEqual({
          leg: r.leg,
          exfilTcp: 'ECONNREFUSED',
          exfilAbstract: 'ECONNREFUSED',
          runnerTcp: 'ECONNREFUSED',
          runnerAbstract: 'ECONNREFUSED',
          dns: 'no address',
          proxyConnectName: 'connected, got "HTTP/1.1 403',
          proxyConnectAddress: 'connected, got "HTTP/1.1 403',
          proxyPost: '403 ',
          gitPush: 'failed',
          registry: '200 the package',
          registryDirect: 'ECONNREFUSED',
        });
      // Nothing reached the exfiltration listener, from any run: no connection, no datagram.
      expect(exfiltrated, say('the exfiltration listener (TCP, UDP, abstract socket)', way)).toEqual([]);
      const leaked = exposures(o).filter(([, text]) => text.includes(RUNNER_SECRET));
      expect(
        leaked.map(([where]) => where),
        say("the runner user's services", way),
      ).toEqual([]);
      // The allowed traffic of this run went through: the registry saw each hostile leg.
      const hits = registryHits.filter((h) => h.startsWith(`/pkg/${o.id}/${way}/`));
      expect(hits.length, say('the registry through the proxy', way)).toBeGreaterThanOrEqual(TASKS.length);
      // The hostile step's summary says what the proxy refused, with the line that allows it.
      const step = legOf(o, 'g-1')!.steps.find(
        (s) => s.id === HOSTILE_STEP[way] || s.name === HOSTILE_STEP[way],
      );
      expect(step?.summary, say("the hostile step's summary", way)).toContain('The network proxy refused');
      expect(step?.summary).toContain('exfil.ralph.test');
      expect(step?.summary).toContain('"network": { "allowed": [');
      // The code itself went nowhere but the remote (where it belongs): no report carries it.
      const carried = o.reports.filter((r) => JSON.stringify(r).includes(o.privateCode));
      expect(carried.length, say('the private code in what came back', way)).toBe(0);
    },
  );
});

describe('jobs on one machine under one runner name (self-hosted runners named alike)', () => {
  it('d. a hostile agent reaches no process of another job, nor does Ralph clearing up after its own', {
    timeout: T,
  }, async () => {
    const o = await outcomes.get('shared')!;
    const say = (what: string) =>
      `${what}, tried by hostile agents in four jobs that share RUNNER_NAME (as runner)`;
    const reached = heavyReports(o).flatMap((r) => {
      const k = r.tried?.['d.kill-other-jobs']?.got as
        | { survived: boolean; killed: unknown[]; peers: number }
        | undefined;
      if (!k) return [`${nameOfLeg(o, r.leg)}: ${JSON.stringify(r.tried?.['d.kill-other-jobs'])}`];
      const out = k.killed
        .filter((x) => String(x).startsWith('sleeper of'))
        .map((x) => `${nameOfLeg(o, r.leg)} killed the ${x}`);
      if (!k.survived) out.push(`the sleeper of ${nameOfLeg(o, r.leg)} was killed by another job`);
      return out;
    });
    // Every agent ran to its end: none was killed by another job (its hostile code, or Ralph's
    // kill-all of the agent user before and after each run).
    const cut = [...o.legs.values()]
      .map(
        (leg) => [leg.name, leg.steps.find((s) => s.id === 'run')?.outputs.outcome ?? 'no outcome'] as const,
      )
      .filter(([, outcome]) => outcome !== 'done');
    expect(cut, say("agents cut short by another job's kill (their outcomes)")).toEqual([]);
    expect(reached, say('kill -9 of every process it may signal')).toEqual([]);
    expect(heavyReports(o).length, say('the hostile agents that lived to report')).toBe(TASKS.length);
  });
});
