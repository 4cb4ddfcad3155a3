// A transplanted CI job in the shipped workflow (docs/ARCHITECTURE.md#gates): `ralph init`'s
// detection reads a repository whose CI job has services, a matrix and a local composite
// action; the workflow it writes passes GitHub's parser and actionlint, and the runner emulation
// (test/support/runner.ts) runs it the way GitHub does: the composite action's setup and
// install steps before the agent, each CI step a gate step in its working directory, with its
// shell and env, the main leg's values substituted.
// Not modelled: the emulation starts no service container (it validates `services:` and runs
// the job without them), and setup-node is a no-op there (the test's node is used); so the
// gates here need no database, and the service block is checked as the workflow holds it.
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { detectProject, readerFromFiles } from '../src/core/detect/index.js';
import type { Plan } from '../src/core/plan/plan.js';
import { renderWorkflow } from '../src/core/workflow/workflow.js';
import { type Flow, failures, sharedScript, startFlow } from './support/ralph-flow.js';
import { planJson } from './support/repo.js';
import { scriptedAgent } from './support/scripted-agent.js';
import { workflowProblems } from './support/workflow-lint.js';

/* biome-ignore-start lint/suspicious/noTemplateCurlyInString: GitHub Actions expressions, not templates */
// The CI of a Node service, in the shape real ones have: a postgres service as go-gorm/gorm's
// tests.yml starts it, a matrix with an include-only experimental leg and other systems, and a
// composite action that sets the toolchain up (as changesets' ci-setup does).
const CI = `name: CI
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
          - 5432:5432
        options: >-
          --health-cmd pg_isready
          --health-interval 10s
    steps:
      - uses: actions/checkout@v4
      - uses: ./.github/actions/setup
        with:
          node-version: \${{ matrix.node }}
      - name: Unit tests
        working-directory: packages/core
        env:
          NODE_MAJOR: \${{ matrix.node }}
          DATABASE_URL: postgres://postgres:postgres@localhost:5432/postgres
        run: |
          node check.mjs
          echo "tests ran on \${{ runner.os }}" | tr a-z A-Z
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
/* biome-ignore-end lint/suspicious/noTemplateCurlyInString: see above */

/** Prints where and with what it runs; fails unless the CI step's env and directory reached it. */
const CHECK = `const ok = process.env.NODE_MAJOR === '20' && process.env.APP_ENV === 'ci' && process.cwd().endsWith('packages/core');
console.log('cwd=' + process.cwd().split('/').slice(-2).join('/') + ' NODE_MAJOR=' + process.env.NODE_MAJOR + ' APP_ENV=' + process.env.APP_ENV);
process.exit(ok ? 0 : 1);
`;

const FILES: Record<string, string> = {
  '.github/workflows/ci.yml': CI,
  '.github/actions/setup/action.yml': SETUP_ACTION,
  'package.json': `${JSON.stringify({ name: 'demo', version: '1.0.0', private: true }, null, 2)}\n`,
  'package-lock.json': `${JSON.stringify({ name: 'demo', version: '1.0.0', lockfileVersion: 3, requires: true, packages: { '': { name: 'demo', version: '1.0.0' } } }, null, 2)}\n`,
  'packages/core/check.mjs': CHECK,
};

/** The action as the runner runs it: dist/ (built by `npm run build`), or RALPH_ACTION_ROOT's. */
const runner = process.env.RALPH_ACTION_ROOT ? { actionRoot: process.env.RALPH_ACTION_ROOT } : undefined;

let flow: Flow | undefined;
afterEach(async () => {
  await flow?.close();
  flow = undefined;
});

describe('a transplanted CI job in the task job', () => {
  it('with services, a matrix and a composite action: the workflow passes actionlint and runs its gates on the main leg', {
    timeout: 180_000,
  }, async () => {
    const detected = detectProject(readerFromFiles(FILES));
    expect(detected.jobs?.map((j) => [j.job, j.verdict, j.leg])).toEqual([
      ['test', 'kept', 'os=ubuntu-latest, node=20'],
      ['publish', 'left out', ''],
    ]);
    expect(detected.gates).toEqual([
      {
        name: 'Unit tests',
        command: 'node check.mjs\necho "tests ran on Linux" | tr a-z A-Z',
        workingDirectory: 'packages/core',
        shell: 'bash -e {0}',
        env: {
          APP_ENV: 'ci',
          NODE_MAJOR: '20',
          DATABASE_URL: 'postgres://postgres:postgres@localhost:5432/postgres',
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
        ports: ['5432:5432'],
        options: '--health-cmd pg_isready --health-interval 10s',
      },
    });

    const gates = detected.gates.map(({ source: _, ...g }) => g);
    const plan: Plan = {
      version: 1,
      gates,
      agent: scriptedAgent(),
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
    });
    expect(await workflowProblems('ralph.yml', workflow)).toEqual([]);
    const task = (
      parse(workflow) as {
        jobs: { task: { services: unknown; steps: Array<{ with?: Record<string, unknown> }> } };
      }
    ).jobs.task;
    expect(task.services).toEqual(detected.services);
    // The services listen on the runner's loopback, which a step's own network namespace cannot
    // reach: every Ralph step that runs the repository's code takes the runner's network, said.
    const ralphSteps = task.steps.filter((st) => ['setup', 'run', 'gate'].includes(String(st.with?.command)));
    expect(ralphSteps.length).toBeGreaterThan(2);
    for (const st of ralphSteps) expect(st.with?.network).toBe('open');
    expect(detected.notes.some((n) => n.startsWith('services (') && n.includes('network: open'))).toBe(true);

    // The agent writes api-1.txt and says it is done (the scripted agent's default).
    const script = sharedScript();
    flow = await startFlow({
      files: { ...FILES, 'implementation.json': planJson(plan) },
      gates,
      workflow,
      env: { AGENT_SCRIPT: script },
      runner,
    });
    const r = await flow.run('schedule');
    expect(r.job('finalize').result, failures(r)).toBe('success');
    const job = r.jobs.find((j) => j.id === 'task' && j.matrix?.task === 'api-1')!;
    const gate = job.step('gate-unit-tests');
    expect(gate.outcome).toBe('success');
    // The CI step ran where and as the CI runs it: its directory, its env, its multi-line script.
    expect(gate.stdout).toContain('cwd=packages/core NODE_MAJOR=20 APP_ENV=ci');
    expect(gate.stdout).toContain('TESTS RAN ON LINUX');
    expect(job.step('record').outputs.outcome).toBe('passed');
  });
});
