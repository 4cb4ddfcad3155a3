// `ralph init` on a repository with 20 workflows (docs/ARCHITECTURE.md#performance): reading the
// CI as jobs, the build files, and writing the plan and the workflow, without the verification run
// (`--no-verify`: the gates' own time is the project's, not Ralph's). A fresh copy each run, so
// every run creates both files. The figure is its wall time over bare node start-up, measured in
// the same run; the aim: under a second of Ralph's own work.
import { cpSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { GIT_ENV, makeRepo } from './fixtures.mjs';

const NAME = 'init 20 workflows';
const WORKFLOWS = 20;

/** A workflow of a busy Node repository: `i` picks its trigger, jobs and steps. */
function workflow(i) {
  const on =
    i % 5 === 4
      ? 'on:\n  push:\n    tags: ["v*"]\n'
      : i % 7 === 6
        ? 'on:\n  schedule:\n    - cron: "0 3 * * *"\n  workflow_dispatch:\n'
        : 'on:\n  pull_request:\n  push:\n    branches: [main]\n';
  const checkout = '      - uses: actions/checkout@v4\n';
  const setup = `      - uses: actions/setup-node@v4\n        with:\n          node-version: \${{ matrix.node }}\n          cache: npm\n      - run: npm ci\n`;
  const job = (name, run, extra = '') =>
    `  ${name}:\n    runs-on: \${{ matrix.os }}\n    strategy:\n      fail-fast: false\n      matrix:\n        os: [ubuntu-latest, windows-latest, macos-latest]\n        node: [18, 20, 22]\n        include:\n          - os: ubuntu-latest\n            node: 23\n            experimental: true\n        exclude:\n          - os: macos-latest\n            node: 18\n    continue-on-error: \${{ matrix.experimental == true }}\n    env:\n      FORCE_COLOR: 1\n    steps:\n${checkout}${setup}${extra}      - name: ${name}\n        run: |\n          ${run.split('\n').join('\n          ')}\n`;
  const jobs = [
    job(`test-${i}`, `npm test -- --shard=\${{ strategy.job-index }}/\${{ strategy.job-total }}`),
    job(`lint-${i}`, 'npm run lint\nnpm run format:check'),
    job(`types-${i}`, 'npm run typecheck', '      - uses: ./.github/actions/prepare\n'),
    job(`build-${i}`, 'npm run build && npm pack --dry-run'),
  ];
  if (i % 3 === 0)
    jobs.push(
      `  release-${i}:\n    needs: [test-${i}]\n    if: startsWith(github.ref, 'refs/tags/')\n    runs-on: ubuntu-latest\n    permissions:\n      contents: write\n    steps:\n${checkout}      - run: npm publish --provenance\n        env:\n          NODE_AUTH_TOKEN: \${{ secrets.NPM_TOKEN }}\n`,
    );
  if (i % 4 === 1)
    jobs.push(`  reuse-${i}:\n    uses: ./.github/workflows/reusable.yml\n    with:\n      node: '20'\n`);
  return `name: workflow ${i}\n${on}permissions:\n  contents: read\nconcurrency:\n  group: \${{ github.workflow }}-\${{ github.ref }}\n  cancel-in-progress: true\njobs:\n${jobs.join('')}`;
}

/** The repository: package.json with the usual scripts, 19 workflows, a reusable one, a composite action. */
function files() {
  const out = {
    'package.json': `${JSON.stringify(
      {
        name: 'bench-init',
        private: true,
        type: 'module',
        engines: { node: '>=18' },
        scripts: {
          typecheck: 'tsc --noEmit',
          lint: 'eslint .',
          'format:check': 'prettier --check .',
          format: 'prettier --write .',
          test: 'vitest run',
          build: 'tsc -p tsconfig.build.json',
        },
        devDependencies: { typescript: '^5.6.0', vitest: '^2.1.0', eslint: '^9.0.0', prettier: '^3.3.0' },
      },
      null,
      2,
    )}\n`,
    'package-lock.json': '{ "name": "bench-init", "lockfileVersion": 3, "requires": true, "packages": {} }\n',
    '.github/actions/prepare/action.yml':
      'name: prepare\nruns:\n  using: composite\n  steps:\n    - run: npm ci\n      shell: bash\n    - run: npm run build\n      shell: bash\n',
    '.github/workflows/reusable.yml': `on:\n  workflow_call:\n    inputs:\n      node:\n        type: string\n        default: "20"\njobs:\n  check:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: actions/setup-node@v4\n        with:\n          node-version: \${{ inputs.node }}\n      - run: npm ci\n      - run: npm run lint\n`,
  };
  for (let i = 0; i < WORKFLOWS - 1; i++)
    out[`.github/workflows/wf-${String(i).padStart(2, '0')}.yml`] = workflow(i);
  return out;
}

/** The bench entries (see run.mjs's header). `dist` is a function: `--dist` may change it after this module loads. */
export function initBenchmarks({ node, dist, baseline }) {
  return [
    {
      name: NAME,
      what: `node dist/index.js init --no-verify: a Node repository with ${WORKFLOWS} workflows (matrices, a reusable workflow, a composite action), a fresh copy each run`,
      setup(ctx) {
        ctx.initTemplate = join(ctx.dir, 'init-template');
        makeRepo(ctx.initTemplate, files());
      },
      prepare(ctx) {
        ctx.initRun = join(ctx.dir, 'init-run');
        rmSync(ctx.initRun, { recursive: true, force: true });
        cpSync(ctx.initTemplate, ctx.initRun, { recursive: true });
      },
      command: () => [node, dist(), 'init', '--no-verify'],
      cwd: (ctx) => ctx.initRun,
      env: () => ({ ...GIT_ENV }),
      check: (r) =>
        r.status === 0 && r.stdout.includes('created .github/workflows/ralph.yml')
          ? undefined
          : `init failed (exit ${r.status}):\n${r.stdout.slice(-800)}${r.stderr.slice(-800)}`,
      figures(_ctx, result, results) {
        const base = results.get(baseline);
        const own = result.medianMs - base.medianMs;
        const ownCpu = result.medianCpuMs - base.medianCpuMs;
        // On a machine busier than its cores, wall time measures the queue: the CPU time judges.
        const busy = loadavg()[0] >= cpus().length;
        return [
          {
            label: `init on ${WORKFLOWS} workflows: wall time over bare node (median of ${result.runCount})`,
            value: `${own.toFixed(0)} ms (${result.medianMs.toFixed(0)} ms against ${base.medianMs.toFixed(0)} ms for \`node -e 0\`, ${result.ratio.toFixed(1)}x)`,
            ...(busy ? {} : { aim: { pass: own < 1000, text: "under a second of Ralph's own work" } }),
          },
          {
            label: `init on ${WORKFLOWS} workflows: CPU time over bare node (median)`,
            value: `${ownCpu.toFixed(0)} ms (${result.medianCpuMs.toFixed(0)} ms against ${base.medianCpuMs.toFixed(0)} ms)`,
            ...(busy
              ? {
                  aim: {
                    pass: ownCpu < 1000,
                    text: `under a second of Ralph's own work (judged on CPU: load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`,
                  },
                }
              : {}),
          },
        ];
      },
    },
  ];
}
