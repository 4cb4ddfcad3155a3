// `ralph build --parallel N` against one spec at a time (docs/ARCHITECTURE.md#life-of-a-task-locally): 4 independent specs of one
// task each, an agent that takes 2 s (it sleeps, then writes its file), a fresh repository each
// run; wall time of `--parallel 4` against `--parallel 1`, measured in the same run. Both go
// through the worktrees, so the ratio is the parallelism alone, not a different code path.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { GIT_ENV, loopPlan, makeRepo, planJson } from './fixtures.mjs';

const SPECS = 4;
const AGENT_MS = 2000;
const ONE = 'parallel 1';
const FOUR = `parallel ${SPECS}`;

/** The bench entries (see run.mjs's header). `dist` is a function: `--dist` may change it after this module loads. */
export function parallelBenchmarks({ node, dist }) {
  const agent = `${node} -e "setTimeout(() => { require('fs').writeFileSync(process.env.RALPH_TASK_ID + '.txt', 'done'); console.log('<TASK_DONE>'); }, ${AGENT_MS})"`;
  const entry = (name, n) => ({
    name,
    what: `node dist/index.js build --parallel ${n}: ${SPECS} independent specs of 1 task, an agent that takes ${AGENT_MS / 1000} s, a fresh repo each run`,
    runs: 3,
    warmup: 0,
    setup(ctx) {
      ctx.parallelTemplate ??= (() => {
        const dir = join(ctx.dir, 'parallel-template');
        makeRepo(dir, {
          'package.json': '{ "name": "bench-parallel", "private": true }\n',
          'implementation.json': planJson(loopPlan({ specs: SPECS, tasksPerSpec: 1, agent })),
        });
        return dir;
      })();
    },
    prepare(ctx) {
      const dir = join(ctx.dir, `parallel-run-${n}`);
      rmSync(dir, { recursive: true, force: true });
      cpSync(ctx.parallelTemplate, dir, { recursive: true });
      ctx[`parallelRun${n}`] = dir;
    },
    command: (ctx) => [
      node,
      dist(),
      'build',
      '--parallel',
      String(n),
      '--plan',
      join(ctx[`parallelRun${n}`], 'implementation.json'),
    ],
    cwd: (ctx) => ctx[`parallelRun${n}`],
    env: () => ({ ...GIT_ENV, CI: 'true' }),
    check(r) {
      const specs = r.stdout.match(/✔ spec spec-\d+: one commit/g)?.length ?? 0;
      return specs === SPECS
        ? undefined
        : `${specs} of ${SPECS} specs completed:\n${r.stdout.slice(-1500)}${r.stderr.slice(-500)}`;
    },
  });
  return [
    entry(ONE, 1),
    {
      ...entry(FOUR, SPECS),
      needs: [ONE],
      figures(_ctx, result, results) {
        const one = results.get(ONE);
        const speedUp = one.medianMs / result.medianMs;
        return [
          {
            label: `parallel: ${SPECS} specs, a ${AGENT_MS / 1000} s agent, --parallel ${SPECS} against --parallel 1 (medians of ${result.runCount} and ${one.runCount})`,
            value: `${speedUp.toFixed(2)}x faster: ${(result.medianMs / 1000).toFixed(2)} s against ${(one.medianMs / 1000).toFixed(2)} s (the agents alone: ${((SPECS * AGENT_MS) / 1000).toFixed(0)} s one after the other)`,
            aim: {
              pass: speedUp >= 3,
              text: `at least 3x faster with ${SPECS} specs at once (the floor: ${SPECS}x, the agents alone)`,
            },
          },
        ];
      },
    },
  ];
}
