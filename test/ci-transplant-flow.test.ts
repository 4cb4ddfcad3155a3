// A transplanted CI job in the shipped workflow (docs/ARCHITECTURE.md#gates): `ralph init`'s
// detection reads a repository whose CI job has services, a matrix and a local composite
// action; the workflow it writes passes GitHub's parser and actionlint, and the runner emulation
// (test/support/runner.ts) runs it the way GitHub-hosted runners do (every step as `runner`
// with passwordless sudo, so the agent, `setup` and the gates run in the sandbox): the
// composite action's setup and install steps before the agent, each CI step a gate step in its
// working directory, with its shell and env, the main leg's values substituted.
// The services (docs/security.md#the-network-one-way-out-ralphs-egress-proxy): postgres
// published as HOST:5432 (HOST a free port picked here, as a CI's fixed port), redis as a bare
// 6379 (a port GitHub picks, read from job.services). The setup line (npm ci's install
// script), the agent and the gate each connect to both on localhost and read the line the
// service answers, and try a TCP listener of the test's on the runner's loopback that is not a
// service: in the same run the services answer and the other listener is out of reach, and
// the steps keep Ralph's egress proxy (not `network: open`).
// Not modelled: the emulation's services are stand-ins that answer one line on their port
// (support/runner-services.ts says what they leave out: the container, its image, its health
// checks), and setup-node is a no-op there (the test's node is used).

import { randomBytes } from 'node:crypto';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { detectProject, readerFromFiles } from '../src/core/detect/index.js';
import type { Plan } from '../src/core/plan/plan.js';
import { renderWorkflow } from '../src/core/workflow/workflow.js';
import { type Flow, failures, startFlow } from './support/ralph-flow.js';
import { planJson } from './support/repo.js';
import { workflowProblems } from './support/workflow-lint.js';

/* biome-ignore-start lint/suspicious/noTemplateCurlyInString: GitHub Actions expressions, not templates */
// The CI of a Node service, in the shape real ones have: a postgres service as go-gorm/gorm's
// tests.yml starts it (its port fixed), a redis one on a port GitHub picks (as GitHub's docs
// show it), a matrix with an include-only experimental leg and other systems, and a composite
// action that sets the toolchain up (as changesets' ci-setup does).
const ci = (dbPort: number) => `name: CI
on:
  push:
    branches: [main]
  pull_request:
env:
  APP_ENV: ci
jobs:
  test:
    runs-on: \${{ matrix.os }}
    strategy:
      matrix:
        os: [ubuntu-latest, windows-latest]
        node: ['20', '22']
        include:
          - os: ubuntu-latest
            node: '23'
            experimental: true
    continue-on-error: \${{ matrix.experimental == true }}
    services:
      postgres:
        image: postgres:16
        env:
          POSTGRES_PASSWORD: postgres
        ports:
          - ${dbPort}:5432
        options: >-
          --health-cmd pg_isready
          --health-interval 10s
      redis:
        image: redis:7
        ports: ['6379/tcp']
    steps:
      - uses: actions/checkout@v4
      - uses: ./.github/actions/setup
        with:
          node-version: \${{ matrix.node }}
      - name: Unit tests
        working-directory: packages/core
        env:
          NODE_MAJOR: \${{ matrix.node }}
          DATABASE_URL: postgres://postgres:postgres@localhost:${dbPort}/postgres
          REDIS_PORT: \${{ job.services.redis.ports['6379'] }}
        run: |
          node check.mjs
          echo "tests ran on \${{ runner.os }}" | tr a-z A-Z
          node ../../probe.mjs gate
      - name: Upload coverage
        uses: codecov/codecov-action@v5
        with:
          token: \${{ secrets.CODECOV_TOKEN }}
  publish:
    runs-on: ubuntu-latest
    if: github.event_name == 'push'
    steps:
      - uses: actions/checkout@v4
      - run: npm publish
`;

const SETUP_ACTION = `name: Setup
inputs:
  node-version:
    description: Node.js version
    default: '22'
runs:
  using: composite
  steps:
    - uses: actions/setup-node@v4
      with:
        node-version: \${{ inputs.node-version }}
        cache: npm
    - name: Install dependencies
      shell: bash
      run: npm ci
`;

/** The CI step's env that reads the port GitHub picked for redis. */
const REDIS_PORT = "${{ job.services.redis.ports['6379'] }}";
/* biome-ignore-end lint/suspicious/noTemplateCurlyInString: see above */

/** Prints where and with what it runs; fails unless the CI step's env and directory reached it. */
const CHECK = `const ok = process.env.NODE_MAJOR === '20' && process.env.APP_ENV === 'ci' && process.cwd().endsWith('packages/core');
console.log('cwd=' + process.cwd().split('/').slice(-2).join('/') + ' NODE_MAJOR=' + process.env.NODE_MAJOR + ' APP_ENV=' + process.env.APP_ENV);
process.exit(ok ? 0 : 1);
`;

/**
 * Run as the setup line, the agent and the gate: reads what answers on the postgres port, on
 * the redis port (REDIS_PORT) and on the test's other listener, prints it on one line; fails
 * (but not as the agent, which then writes its file) unless both services answered and the
 * other listener was out of reach.
 */
const probe = (c: {
  dbPort: number;
  decoyPort: number;
  db: string;
  redis: string;
}) => `import { connect } from 'node:net';
import { writeFileSync } from 'node:fs';
const c = ${JSON.stringify(c)};
const way = process.argv[2];
const read = (port) => new Promise((done) => {
  const s = connect({ host: '127.0.0.1', port: Number(port) });
  let got = '';
  s.setTimeout(5000, () => { s.destroy(); done('timeout'); });
  s.on('data', (d) => { got += d; });
  s.on('end', () => done(got.trim()));
  s.on('error', (e) => done(e.code));
});
const out = {
  way,
  uid: process.getuid(),
  db: await read(c.dbPort),
  redisPort: process.env.REDIS_PORT ?? '',
  redis: process.env.REDIS_PORT ? await read(process.env.REDIS_PORT) : 'no REDIS_PORT',
  decoy: await read(c.decoyPort),
  proxy: process.env.HTTPS_PROXY ?? '',
};
console.log('SERVICE-PROBE ' + JSON.stringify(out));
const ok = out.db === c.db && out.redis === c.redis && out.decoy === 'ECONNREFUSED';
if (way === 'agent') {
  writeFileSync('api-1.txt', 'work of api-1\\n');
  console.log('<TASK_DONE>');
} else if (!ok) process.exit(1);
`;

const PKG = { name: 'demo', version: '1.0.0', private: true };

function files(dbPort: number, probeText: string): Record<string, string> {
  return {
    '.github/workflows/ci.yml': ci(dbPort),
    '.github/actions/setup/action.yml': SETUP_ACTION,
    // npm ci runs the install script: the setup line that reaches the services.
    'package.json': `${JSON.stringify({ ...PKG, scripts: { install: 'node probe.mjs setup' } }, null, 2)}\n`,
    'package-lock.json': `${JSON.stringify({ ...PKG, lockfileVersion: 3, requires: true, packages: { '': PKG } }, null, 2)}\n`,
    '.npmrc': 'foreground-scripts=true\naudit=false\nfund=false\nupdate-notifier=false\n',
    'packages/core/check.mjs': CHECK,
    'probe.mjs': probeText,
  };
}

/** A TCP listener on 127.0.0.1 at a port nothing else uses, answering `line`; its connections counted. */
async function listener(line: string): Promise<{ server: Server; port: number; hits: () => number }> {
  let hits = 0;
  const server = createServer((s) => {
    hits++;
    s.end(line);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, port: (server.address() as AddressInfo).port, hits: () => hits };
}

/** A port free now (the kernel's pick on loopback, released): the CI's fixed postgres port. */
async function freePort(): Promise<number> {
  const l = await listener('');
  await new Promise<void>((r) => l.server.close(() => r()));
  return l.port;
}

/** The action as the runner runs it: dist/ (built by \`npm run build\`), or RALPH_ACTION_ROOT's. */
const runner = process.env.RALPH_ACTION_ROOT ? { actionRoot: process.env.RALPH_ACTION_ROOT } : undefined;

let flow: Flow | undefined;
const servers: Server[] = [];
afterEach(async () => {
  await flow?.close();
  flow = undefined;
  for (const s of servers.splice(0)) s.close();
});

interface Probe {
  way: string;
  uid: number;
  db: string;
  redisPort: string;
  redis: string;
  decoy: string;
  proxy: string;
}

describe('a transplanted CI job in the task job', () => {
  it('with services, a matrix and a composite action: actionlint passes; as runner in the sandbox the steps reach the services and nothing else of the runner', {
    timeout: 600_000,
  }, async () => {
    const dbPort = await freePort();
    const decoy = await listener(`decoy-${randomBytes(8).toString('hex')}\n`);
    servers.push(decoy.server);
    const secrets = {
      postgres: `pg-${randomBytes(8).toString('hex')}`,
      redis: `redis-${randomBytes(8).toString('hex')}`,
    };
    const FILES = files(
      dbPort,
      probe({ dbPort, decoyPort: decoy.port, db: secrets.postgres, redis: secrets.redis }),
    );

    const detected = detectProject(readerFromFiles(FILES));
    expect(detected.jobs?.map((j) => [j.job, j.verdict, j.leg])).toEqual([
      ['test', 'kept', 'os=ubuntu-latest, node=20'],
      ['publish', 'left out', ''],
    ]);
    expect(detected.gates).toEqual([
      {
        name: 'Unit tests',
        command: 'node check.mjs\necho "tests ran on Linux" | tr a-z A-Z\nnode ../../probe.mjs gate',
        workingDirectory: 'packages/core',
        shell: 'bash -e {0}',
        env: {
          APP_ENV: 'ci',
          NODE_MAJOR: '20',
          DATABASE_URL: `postgres://postgres:postgres@localhost:${dbPort}/postgres`,
        },
        source: '.github/workflows/ci.yml, job test, leg os=ubuntu-latest, node=20',
      },
    ]);
    // The composite action's steps, the leg's node version, no cache saved.
    expect(detected.setupSteps).toEqual([
      { name: 'Set up (actions/setup-node)', uses: 'actions/setup-node@v4', with: { 'node-version': '20' } },
      // The install step runs with the env the CI step sees (the workflow's).
      { name: 'Install dependencies', run: 'npm ci', repoCode: true, env: { APP_ENV: 'ci' } },
    ]);
    expect(detected.services).toEqual({
      postgres: {
        image: 'postgres:16',
        env: { POSTGRES_PASSWORD: 'postgres' },
        ports: [`${dbPort}:5432`],
        options: '--health-cmd pg_isready --health-interval 10s',
      },
      redis: { image: 'redis:7', ports: ['6379/tcp'] },
    });
    const network = `localhost:${dbPort}, localhost:\${{ job.services.redis.ports['6379'] }}`;
    expect(detected.notes).toContain(
      `services (postgres, redis): their ports on the runner's loopback are forwarded into the network of the task job's setup, agent and gate steps (network: ${network}), which keep Ralph's egress proxy and reach nothing else of the runner`,
    );
    // The CI step's env that reads the port GitHub picked is known when the task job runs: its
    // steps get it as written.
    expect(detected.servicePorts).toEqual({ REDIS_PORT });
    expect(detected.notes).toContain(
      `.github/workflows/ci.yml, job test, step "Unit tests": env REDIS_PORT reads a service's port (\`${REDIS_PORT}\`): the task job's setup, agent and gate steps get it in their env`,
    );

    const gates = detected.gates.map(({ source: _, ...g }) => g);
    const plan: Plan = {
      version: 1,
      gates,
      agent: { provider: 'command', command: 'node probe.mjs agent' },
      specs: [
        {
          id: 'api',
          name: 'API',
          priority: 1,
          tasks: [{ id: 'api-1', description: 'Write api-1.txt', status: 'pending' }],
        },
      ],
    };
    const workflow = renderWorkflow({
      gates,
      agent: 'command',
      setupSteps: detected.setupSteps,
      services: detected.services,
      servicePorts: detected.servicePorts,
    });
    expect(await workflowProblems('ralph.yml', workflow)).toEqual([]);
    const task = (
      parse(workflow) as {
        jobs: {
          task: {
            services: unknown;
            steps: Array<{ with?: Record<string, unknown>; env?: Record<string, string> }>;
          };
        };
      }
    ).jobs.task;
    expect(task.services).toEqual(detected.services);
    // Every Ralph step that runs the repository's code forwards the services' ports, and only
    // them; none takes the runner's open network.
    const ralphSteps = task.steps.filter((st) => ['setup', 'run', 'gate'].includes(String(st.with?.command)));
    expect(ralphSteps.map((st) => st.with?.command)).toEqual(['setup', 'run', 'gate']);
    for (const st of ralphSteps) expect(st.with?.network).toBe(network);
    expect(workflow).not.toMatch(/network: open/);
    // The port GitHub picked reaches the setup line, the agent step (which runs the baseline's
    // gates) and the gate step through their env, which the runner evaluates.
    for (const st of ralphSteps) expect(st.env?.REDIS_PORT).toBe(REDIS_PORT);

    flow = await startFlow({
      files: { ...FILES, 'implementation.json': planJson(plan) },
      gates,
      workflow,
      runnerUser: true,
      runner: {
        ...runner,
        serviceLine: ({ id }) => `${secrets[id as keyof typeof secrets]}\n`,
        // The agent CLI's install needs the network; the command agent needs none.
        replaceRun: ({ run }) => (run.startsWith('npm install -g') ? 'true' : undefined),
      },
    });
    const r = await flow.run('schedule');
    expect(r.job('finalize').result, failures(r)).toBe('success');
    const job = r.jobs.find((j) => j.id === 'task' && j.matrix?.task === 'api-1')!;
    const probes = job.steps.flatMap((st) =>
      st.stdout
        .split('\n')
        .filter((l) => l.includes('SERVICE-PROBE {'))
        .map((l) => JSON.parse(l.slice(l.indexOf('SERVICE-PROBE {') + 'SERVICE-PROBE '.length)) as Probe),
    );
    // The setup line, the gate on the untouched tree (the baseline, in the agent's step), the
    // agent, the gate step.
    expect(probes.map((p) => p.way)).toEqual(['setup', 'gate', 'agent', 'gate']);
    const redisPort = probes.find((p) => p.way === 'gate')!.redisPort;
    expect(redisPort).toMatch(/^\d+$/);
    for (const p of probes) {
      // As the agent user, through Ralph's egress proxy, in a network of its own.
      expect(p.uid, p.way).not.toBe(0);
      expect(p.proxy, p.way).toBe('http://127.0.0.1:3128');
      expect(p.db, p.way).toBe(secrets.postgres);
      expect(p.decoy, p.way).toBe('ECONNREFUSED');
      expect(p.redis, p.way).toBe(secrets.redis);
    }
    expect(decoy.hits()).toBe(0);
    const gate = job.step('gate-unit-tests');
    expect(gate.outcome).toBe('success');
    // The step said how it reached the network: the proxy, and the two ports of the runner.
    expect(gate.stdout).toMatch(
      new RegExp(
        `reaches the network through Ralph's egress proxy only \\(sets: [a-z, -]+\\), and the runner's localhost:${dbPort}, localhost:${redisPort}\\.`,
      ),
    );
    expect(job.steps.some((st) => st.stdout.includes("the runner's open network"))).toBe(false);
    // The CI step ran where and as the CI runs it: its directory, its env, its multi-line script.
    expect(gate.stdout).toContain('cwd=packages/core NODE_MAJOR=20 APP_ENV=ci');
    expect(gate.stdout).toContain('TESTS RAN ON LINUX');
    expect(job.step('record').outputs.outcome).toBe('passed');
  });
});
