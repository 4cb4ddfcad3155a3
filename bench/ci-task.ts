// The CI path's own cost per task (docs/ARCHITECTURE.md#performance), run by bench/run.mjs through tsx: one task job of
// the workflow `ralph init` writes, run by the runner emulation (test/support/runner.ts) against
// the local GitHub REST server, an instant agent and three gates `true`. A preloaded hook has
// every `node dist/index.js` step of the task job (setup, run, the three gates, record) report
// its own time from process start to exit; six bare `node -e 0` report theirs through the same
// hook, in the same run, between the workflow runs. Prints JSON on stdout.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Plan } from '../src/core/plan/plan.js';
import { renderWorkflow } from '../src/core/workflow/workflow.js';
import { sharedDir, startFlow } from '../test/support/ralph-flow.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(values.runs);
const SCRIPTED = join(import.meta.dirname, '..', 'test', 'agents', 'scripted.mjs');
const GATES = [
  { name: 'one', command: 'true' },
  { name: 'two', command: 'true' },
  { name: 'three', command: 'true' },
];

const dir = sharedDir('ralph-ci-bench-', true);
const log = join(dir, 'steps.jsonl');
const hook = join(dir, 'step-time.cjs');
// From process start (performance.timeOrigin) to exit: what node and Ralph cost, not the runner.
writeFileSync(
  hook,
  `const { performance } = require('node:perf_hooks');
process.on('exit', () => {
  const entry = process.argv[1] || '';
  const bare = entry === '' || entry === '[eval]';
  if (!bare && !entry.endsWith('dist/index.js')) return;
  require('node:fs').appendFileSync(${JSON.stringify(log)}, JSON.stringify({
    step: bare ? 'node -e 0' : process.env.INPUT_COMMAND || 'cli',
    ms: performance.now(),
    cpuMs: ((u) => (u.user + u.system) / 1000)(process.cpuUsage()),
  }) + '\\n');
});
`,
);

function plan(runIndex: number): Plan {
  return {
    version: 1,
    gates: GATES,
    agent: { provider: 'command', command: `node ${SCRIPTED}` },
    specs: [
      {
        id: `s${runIndex}`,
        name: 'One task',
        tasks: [{ id: `s${runIndex}-1`, description: `Write s${runIndex}-1.txt`, status: 'pending' }],
      },
    ],
  };
}

interface Entry {
  step: string;
  ms: number;
  cpuMs: number;
}
const read = (): Entry[] =>
  readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Entry);

const jobs: Entry[][] = [];
const bares: Entry[][] = [];
for (let i = 0; i < RUNS; i++) {
  const flow = await startFlow({
    files: { 'implementation.json': `${JSON.stringify(plan(i), null, 2)}\n` },
    gates: GATES,
    // A setup step that runs repository code goes through Ralph (`command: setup`).
    workflow: renderWorkflow({
      gates: GATES,
      agent: 'command',
      setupSteps: [{ name: 'Install', run: 'true', repoCode: true }],
    }),
    env: { NODE_OPTIONS: `--require ${hook}` },
  });
  try {
    rmSync(log, { force: true });
    const run = await flow.run('schedule');
    const task = run.jobs.find((j) => j.id === 'task');
    if (run.conclusion !== 'success' || !task || task.result !== 'success')
      throw new Error(
        `the workflow run did not pass: ${run.conclusion}\n${run.jobs.map((j) => `${j.id}: ${j.result} ${j.steps.map((s) => `${s.name}=${s.outcome}${s.outcome === 'failure' ? `\n${s.stderr.slice(-800)}` : ''}`).join(' ')}`).join('\n')}`,
      );
    // The task job's steps: the first `setup` after the schedule job's own commands.
    const all = read();
    const at = all.findIndex((e) => e.step === 'setup');
    const job = all.slice(at).filter((e) => ['setup', 'run', 'gate', 'record'].includes(e.step));
    if (at < 0 || job.length !== 6)
      throw new Error(`expected the six steps of one task job, saw: ${all.map((e) => e.step).join(', ')}`);
    jobs.push(job);
  } finally {
    await flow.close();
  }
  // Six bare node start-ups, through the same hook, now.
  rmSync(log, { force: true });
  for (let k = 0; k < 6; k++)
    spawnSync(process.execPath, ['--require', hook, '-e', '0'], { stdio: 'ignore' });
  bares.push(read());
}
const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const sum = (e: Entry[]) => e.reduce((n, x) => n + x.ms, 0);
const cpu = (e: Entry[]) => e.reduce((n, x) => n + x.cpuMs, 0);
console.log(
  JSON.stringify({
    runs: RUNS,
    jobMs: median(jobs.map(sum)),
    bareMs: median(bares.map(sum)),
    jobCpuMs: median(jobs.map(cpu)),
    bareCpuMs: median(bares.map(cpu)),
    steps: jobs[0]!.map((e, k) => ({
      step: e.step,
      ms: median(jobs.map((j) => j[k]!.ms)),
      cpuMs: median(jobs.map((j) => j[k]!.cpuMs)),
    })),
  }),
);
