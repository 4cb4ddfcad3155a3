#!/usr/bin/env node
// `npm run bench`: process-level timings a reader can check (docs/ARCHITECTURE.md#performance). Every timed
// figure is the median wall time of whole processes over several runs, next to its ratio
// against a baseline (`node -e 0`) measured in the same run, round-robin, so a slow machine or
// a busy moment moves the baseline with the figures. CPU time (user + system) and peak RSS of
// each run come from `/usr/bin/time` when present, else from a preloaded hook that reports
// `process.resourceUsage()` on exit. CPU time is the steadier figure on a busy machine. Under
// the table, FIGURES holds what is derived from the runs (prompt bytes, overhead per task,
// memory) or measured without a clock (prompt bytes per task), each with its aim if it has one.
//
// Usage: node bench/run.mjs [--runs N] [--warmup N] [--only NAME[,NAME]] [--dist PATH] [--json]
//
// To add a benchmark, add an entry to BENCHMARKS below:
//   name     short label printed in the table (--only picks by it)
//   what     one line saying what it measures
//   needs    optional names of other entries whose results it uses (--only brings them along)
//   setup    optional (ctx) => void|Promise<void>, run once before timing: write fixtures into
//            ctx.dir, keep paths on ctx, push lines for the reader onto ctx.notes
//   command  (ctx) => [file, ...args]: the process to time (leave it out for an untimed entry)
//   env      optional (ctx) => extra environment variables
//   cwd      optional (ctx) => the directory the process runs in
//   input    optional (ctx) => text for the process's stdin (default: no stdin)
//   prepare  optional (ctx) => void, untimed, before every run (a fresh copy of a repository)
//   check    optional (result, ctx) => string|undefined: an error when the output is wrong (it
//            stops the bench: the timing would mean nothing)
//   observe  optional (result, ctx) => object, untimed, after every run: kept for `figures`
//   runs, warmup  optional caps on this entry's runs and warm-ups, for heavy entries; their
//            runs are spread evenly over the round-robin
//   aim      optional { ratio: N, text }: PASS when the median is within N x the baseline
//   measure  optional (ctx) => figures, for an untimed entry (no command): deterministic figures
//   figures  optional (ctx, result, results) => figures, after the runs; `result` is this
//            entry's (medians, and `observed`: what observe returned per timed run), `results`
//            every entry's by name. A figure: { label, value, aim?: { pass, text } }
// A missed aim never fails the process: the figures are for people.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  cpSync,
  existsSync,
  fstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  GIT_ENV,
  KiB,
  largeContextProject,
  loopPlan,
  MiB,
  makeRepo,
  planJson,
  prng,
  specProject,
  WORDS,
} from './fixtures.mjs';
import { gitOverheadBenchmarks } from './git-overhead.mjs';
import { initBenchmarks } from './init.mjs';
import { keyProxyBenchmarks } from './key-proxy.mjs';
import { parallelBenchmarks } from './parallel.mjs';
import { statusBranchBenchmarks } from './status-branches.mjs';

export { prng };

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// --dist PATH benchmarks another build of the entry (to compare a change against a baseline build).
let DIST = join(root, 'dist', 'index.js');
const NODE = process.execPath;

// ---------------------------------------------------------------------------------------------
// Fixtures (the others are in fixtures.mjs)

/**
 * A plan of `specs` x `tasksPerSpec` tasks with random acyclic dependencies (only on earlier
 * tasks; most on the previous task of the same spec, some across specs) and a realistic mix of
 * statuses: the first specs done, some under way (completed, in progress, failed, blocked),
 * the rest pending. Statuses respect the plan rules, so the plan validates.
 */
export function generatePlan({ specs = 200, tasksPerSpec = 50, seed = 42 } = {}) {
  const rnd = prng(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const sentence = (n) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const now = Date.parse('2026-01-17T10:30:00Z');
  const all = []; // { task, specIndex }
  const status = new Map();
  const plan = {
    $schema: './schema/implementation.schema.json',
    version: 1,
    updatedAt: new Date(now).toISOString(),
    updatedBy: 'bench',
    gates: [
      { name: 'typecheck', command: 'npm run typecheck', timeout: '5m' },
      { name: 'test', command: 'npm test', required: true, timeout: '15m' },
    ],
    agent: { provider: 'claude', maxAttempts: 3 },
    disciplines: [{ name: 'backend', systemPrompt: 'You are a backend engineer.' }, { name: 'frontend' }],
    features: [{ name: 'accounts', description: 'Users and sessions' }, { name: 'billing' }],
    specs: [],
  };
  for (let s = 0; s < specs; s++) {
    const id = `spec-${String(s).padStart(3, '0')}-${pick(WORDS)}`;
    // Where the spec stands: 35% done, 25% under way, 40% not started.
    const phase = s < specs * 0.35 ? 'done' : s < specs * 0.6 ? 'active' : 'todo';
    const spec = {
      id,
      file: `specs/${id}.md`,
      name: sentence(3),
      priority: 1 + Math.floor(rnd() * 5),
      status: phase === 'done' ? 'completed' : phase === 'active' ? 'in_progress' : 'pending',
      context: sentence(25),
      acceptanceCriteria: [sentence(8), sentence(8)],
      tasks: [],
    };
    const progress = phase === 'active' ? Math.floor(rnd() * tasksPerSpec) : 0;
    for (let t = 0; t < tasksPerSpec; t++) {
      const taskId = `${id}-${t + 1}`;
      const dependsOn = [];
      if (t > 0 && rnd() < 0.7) dependsOn.push(spec.tasks[t - 1].id);
      const extra = Math.floor(rnd() * 3);
      for (let k = 0; k < extra && all.length > 0; k++) {
        // 20% of extra dependencies reach into other (earlier) specs, the rest stay inside the spec.
        const pool = rnd() < 0.2 || t === 0 ? all : spec.tasks.map((task) => ({ task, specIndex: s }));
        if (pool.length === 0) continue;
        const dep = pick(pool).task.id;
        if (!dependsOn.includes(dep)) dependsOn.push(dep);
      }
      let wanted;
      if (phase === 'done') wanted = rnd() < 0.03 ? 'skipped' : 'completed';
      else if (phase === 'active') {
        if (t < progress) wanted = 'completed';
        else if (t === progress) wanted = pick(['in_progress', 'failed', 'blocked', 'pending', 'pending']);
        else wanted = 'pending';
      } else wanted = 'pending';
      const depsDone = dependsOn.every((d) => status.get(d) === 'completed' || status.get(d) === 'skipped');
      if ((wanted === 'completed' || wanted === 'in_progress') && !depsDone) wanted = 'pending';
      const task = {
        id: taskId,
        title: sentence(4),
        description: sentence(12 + Math.floor(rnd() * 28)), // one or two sentences, as plan mode writes them
        status: wanted,
        acceptanceCriteria: [sentence(10), sentence(6)],
      };
      if (dependsOn.length > 0) task.dependsOn = dependsOn;
      if (rnd() < 0.3) task.discipline = pick(['backend', 'frontend']);
      if (rnd() < 0.2) task.feature = pick(['accounts', 'billing']);
      if (rnd() < 0.25) task.contextFiles = [`src/${pick(WORDS)}.ts`, `docs/${pick(WORDS)}.md`];
      if (rnd() < 0.15) task.outputArtifacts = [`src/${pick(WORDS)}/${pick(WORDS)}.ts`];
      const started = new Date(now - Math.floor(rnd() * 3 * 3_600_000)).toISOString();
      if (wanted === 'completed') {
        task.attempts = [{ number: 1, startedAt: started, outcome: 'passed', turns: 12 }];
        task.completedAt = started;
        task.commit = 'a'.repeat(40);
      } else if (wanted === 'in_progress') {
        task.startedAt = started;
        task.attempts = [{ number: 1, startedAt: started }];
      } else if (wanted === 'failed') {
        const n = 1 + Math.floor(rnd() * 3);
        task.attempts = Array.from({ length: n }, (_, i) => ({
          number: i + 1,
          startedAt: started,
          outcome: 'gate_failed',
          gate: 'test',
          summary: sentence(12),
        }));
      } else if (wanted === 'blocked') {
        task.blockedReason = sentence(8);
      }
      status.set(taskId, wanted);
      spec.tasks.push(task);
      all.push({ task, specIndex: s });
    }
    plan.specs.push(spec);
  }
  return plan;
}

// ---------------------------------------------------------------------------------------------
// Benchmarks: add entries here.

const BASELINE = 'node -e 0';
/** Under load: the 1-minute load average at or over the number of cores (when the aims are judged). */
const underLoad = () => loadavg()[0] >= cpus().length;
/** The prompt's default byte budget (src/core/prompt/prompt.ts DEFAULT_MAX_PROMPT_BYTES). */
const DEFAULT_PROMPT_BUDGET = 200_000;
/** Builds are heavy (seconds each): a few runs of them, spread over the round-robin. */
const LOOP_RUNS = 3;
const FLOOD_RUNS = 3;
const FLOOD_MIB = 200;
/** Task jobs timed by `ci task job` (each a whole workflow run in the emulation: seconds). */
const CI_TASK_RUNS = 5;

/** A fresh copy of a fixture repository for one run, replacing the last run's. */
function freshCopy(ctx, template, name) {
  const dir = join(ctx.dir, name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(template, dir, { recursive: true });
  return dir;
}

/** The last `n` bytes of a file, as text. */
function readTail(path, n) {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const buf = Buffer.alloc(Math.min(n, size));
    readSync(fd, buf, 0, buf.length, size - buf.length);
    return buf.toString('utf8');
  } finally {
    closeSync(fd);
  }
}

export const BENCHMARKS = [
  {
    name: BASELINE,
    what: 'bare node start-up: the baseline every ratio is against',
    command: () => [NODE, '-e', '0'],
  },
  {
    name: 'cold start',
    what: 'node dist/index.js --version: load the bundled entry, which answers it without loading the CLI',
    command: () => [NODE, DIST, '--version'],
    check: (r) =>
      /^\d+\.\d+\.\d+/.test(r.stdout) ? undefined : `unexpected output: ${r.stdout.slice(0, 200)}`,
    aim: { ratio: 1.3, text: 'within 1.3x of bare node start-up' },
  },
  {
    name: 'schedule 10k',
    what: 'node dist/index.js next --json on 10,000 tasks in 200 specs (read, validate, schedule, print)',
    setup(ctx) {
      ctx.bigPlan = join(ctx.dir, 'implementation.json');
      const plan = generatePlan({ specs: 200, tasksPerSpec: 50, seed: 42 });
      writeFileSync(ctx.bigPlan, `${JSON.stringify(plan, null, 2)}\n`);
      const tasks = plan.specs.reduce((n, s) => n + s.tasks.length, 0);
      const bytes = statSync(ctx.bigPlan).size;
      ctx.notes.push(
        `10k plan: ${plan.specs.length} specs, ${tasks} tasks, ${(bytes / 1e6).toFixed(1)} MB ` +
          `(${Math.round(bytes / tasks)} bytes per task, 2-space JSON)`,
      );
    },
    command: (ctx) => [NODE, DIST, 'next', '--json', '--plan', ctx.bigPlan],
    check(r) {
      try {
        const ready = JSON.parse(r.stdout);
        if (!Array.isArray(ready) || ready.length === 0) return 'no ready task in the 10k plan';
        return undefined;
      } catch {
        return `output is not JSON: ${r.stdout.slice(0, 200)} ${r.stderr.slice(0, 500)}`;
      }
    },
    aim: { ratio: 2, text: 'within 2x of bare node start-up' },
    needs: ['parse 8MB'],
    figures(_ctx, result, results) {
      const base = results.get(BASELINE).medianMs;
      const floor = results.get('parse 8MB').medianMs;
      return [
        {
          label: 'schedule 10k: the floor (node start-up, then read and JSON.parse the 8 MB plan)',
          value:
            `${floor.toFixed(1)} ms, ${(floor / base).toFixed(2)}x bare node start-up; \`next --json\` is ` +
            `${(result.medianMs / floor).toFixed(2)}x the floor, ${(result.medianMs - floor).toFixed(1)} ms over it ` +
            '(loading the bundle, validating, scheduling, printing)',
        },
      ];
    },
  },
  {
    name: 'parse 8MB',
    what: "node -e: read the 10k plan and JSON.parse it, nothing else: the schedule path's floor",
    needs: ['schedule 10k'],
    command: (ctx) => [
      NODE,
      '-e',
      `JSON.parse(require('node:fs').readFileSync(${JSON.stringify(ctx.bigPlan)}, 'utf8'))`,
    ],
  },
  ...statusBranchBenchmarks({ node: NODE, dist: () => DIST, generatePlan }),
  ...parallelBenchmarks({ node: NODE, dist: () => DIST }),
  ...initBenchmarks({ node: NODE, dist: () => DIST, baseline: BASELINE }),
  ...keyProxyBenchmarks({ node: NODE, root }),
  {
    name: 'prompt 50x40KB',
    what: 'node dist/index.js prompt on a task reaching 50 context files of 40 KiB (2 MiB): read, budget, print',
    setup(ctx) {
      ctx.large = largeContextProject(join(ctx.dir, 'prompt-project'), { files: 50, fileBytes: 40 * KiB });
      ctx.notes.push(
        `prompt 50x40KB: 40 files listed by the task, a directory of 10 by its feature; ` +
          `${((50 * 40 * KiB) / 1e6).toFixed(2)} MB of context against a ${DEFAULT_PROMPT_BUDGET.toLocaleString('en')}-byte budget`,
      );
    },
    command: (ctx) => [NODE, DIST, 'prompt', ctx.large.taskId, '--plan', ctx.large.planPath],
    check: (r) =>
      r.stdout.startsWith('# Task invoices-1') ? undefined : `not a prompt: ${r.stdout.slice(0, 200)}`,
    observe: (r) => ({ prompt: r.stdout }),
    figures(_ctx, result) {
      const prompt = result.observed.at(-1).prompt;
      const bytes = Buffer.byteLength(prompt);
      const same = result.observed.every((o) => o.prompt === prompt);
      const headings = (prompt.match(/^### /gm) ?? []).length;
      const cut = (prompt.match(/^\[\.\.\. truncated: \d+ bytes over the prompt budget \.\.\.\]$/gm) ?? [])
        .length;
      const left = (prompt.match(/^\(not included: [^\n]*: over the prompt budget\)$/gm) ?? []).length;
      return [
        {
          label: 'prompt size (stdout of `ralph prompt`)',
          value: `${bytes.toLocaleString('en')} bytes${same ? ', the same bytes every run' : ', NOT the same every run'}`,
          aim: {
            pass: bytes <= DEFAULT_PROMPT_BUDGET,
            text: `within the default budget of ${DEFAULT_PROMPT_BUDGET.toLocaleString('en')} bytes`,
          },
        },
        {
          label: 'context files: in full / cut / listed as left out',
          value: `${headings - cut} / ${cut} / ${left} of 50`,
          aim: {
            pass: cut + left > 0 && headings - cut + cut + left === 50,
            text: 'truncation marker visible, every file accounted for',
          },
        },
      ];
    },
  },
  {
    name: 'prompt bytes',
    what: '`ralph prompt` bytes per task of a 10-task spec against the whole spec dumped into one prompt',
    setup(ctx) {
      ctx.spec = specProject(join(ctx.dir, 'spec-project'), { tasks: 10 });
    },
    measure(ctx) {
      const { plan, planAt, planPath, files, dumped } = ctx.spec;
      const tasks = plan.specs[0].tasks;
      const sizes = [];
      for (let k = 0; k < tasks.length; k++) {
        // The plan as it stands when task k runs: the tasks before it completed.
        writeFileSync(planPath, planJson(planAt(k)));
        const r = spawnSync(NODE, [DIST, 'prompt', tasks[k].id, '--plan', planPath], {
          encoding: 'utf8',
          env: ctx.env,
        });
        if (r.status !== 0 || !r.stdout.startsWith(`# Task ${tasks[k].id}`))
          throw new Error(`prompt bytes: ralph prompt ${tasks[k].id}: exit ${r.status}\n${r.stderr}`);
        sizes.push(Buffer.byteLength(r.stdout));
      }
      const fileBytes = [...dumped].reduce((n, p) => n + Buffer.byteLength(files[p]), 0);
      const planBytes = Buffer.byteLength(planJson(plan));
      const dump = fileBytes + planBytes;
      const med = median(sizes);
      const mean = sizes.reduce((a, b) => a + b, 0) / sizes.length;
      const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
      const perTask = tasks.map((t) => t.contextFiles.length);
      return [
        {
          label: `per-task prompt, ${tasks.length} tasks (median / mean / min / max)`,
          value: `${kb(med)} / ${kb(mean)} / ${kb(Math.min(...sizes))} / ${kb(Math.max(...sizes))}`,
        },
        {
          label: 'whole spec dumped (the seeds\' "before")',
          value:
            `${kb(dump)}: ${dumped.size} files (${kb(fileBytes)}: the spec markdown and every task's ` +
            `${Math.min(...perTask) - 1}-${Math.max(...perTask) - 1} files) + the plan JSON (${kb(planBytes)}), no headings`,
        },
        {
          label: 'per-task prompt / whole-spec dump',
          value: `${(med / dump).toFixed(2)} (median), ${(mean / dump).toFixed(2)} (mean): ${(dump / med).toFixed(1)}x fewer bytes per task`,
          aim: { pass: Math.max(...sizes) < dump, text: 'every task prompt smaller than the dump' },
        },
      ];
    },
  },
  {
    name: 'agent alone',
    what: "the instant agent as Ralph starts it, without Ralph: /bin/sh -c 'node test/agents/scripted.mjs', a prompt on stdin",
    setup(ctx) {
      ctx.agentCommand = `node '${join(root, 'test', 'agents', 'scripted.mjs')}'`;
      ctx.agentDir = join(ctx.dir, 'agent-alone');
      mkdirSync(ctx.agentDir, { recursive: true });
    },
    command: (ctx) => ['/bin/sh', '-c', ctx.agentCommand],
    cwd: (ctx) => ctx.agentDir,
    env: () => ({ RALPH_SPEC_ID: 'spec-1', RALPH_TASK_ID: 'spec-1-1', RALPH_ATTEMPT: '1' }),
    input: (ctx) => ctx.loopPrompt ?? 'Write the file this task is named after.\n',
    check: (r) =>
      r.stdout.includes('<TASK_DONE>') ? undefined : `no done marker: ${r.stdout.slice(0, 200)}`,
  },
  {
    name: 'loop 20 tasks',
    what: 'node dist/index.js build: 20 tasks in 2 specs, the instant agent, one gate `true`, a fresh repo each run',
    needs: ['agent alone'],
    runs: LOOP_RUNS,
    warmup: 0,
    setup(ctx) {
      ctx.loopTemplate = join(ctx.dir, 'loop-template');
      const plan = loopPlan({ specs: 2, tasksPerSpec: 10, agent: ctx.agentCommand });
      makeRepo(ctx.loopTemplate, {
        'package.json': '{ "name": "bench-loop", "private": true }\n',
        'implementation.json': planJson(plan),
      });
      ctx.loopTasks = plan.specs.reduce((n, s) => n + s.tasks.length, 0);
      // The agent alone gets the prompt the loop's first task gets.
      const r = spawnSync(
        NODE,
        [DIST, 'prompt', 'spec-1-1', '--plan', join(ctx.loopTemplate, 'implementation.json')],
        { encoding: 'utf8', env: ctx.env },
      );
      if (r.status === 0) ctx.loopPrompt = r.stdout;
    },
    prepare(ctx) {
      ctx.loopRun = freshCopy(ctx, ctx.loopTemplate, 'loop-run');
    },
    command: (ctx) => [NODE, DIST, 'build', '--plan', join(ctx.loopRun, 'implementation.json')],
    cwd: (ctx) => ctx.loopRun,
    env: () => ({ ...GIT_ENV, CI: 'true' }),
    check: (r, ctx) =>
      r.stdout.includes(`${ctx.loopTasks} tasks completed, 0 blocked.`)
        ? undefined
        : `not every task completed:\n${r.stdout.slice(-1500)}`,
    figures(ctx, result, results) {
      const n = ctx.loopTasks;
      const perTask = result.medianMs / n;
      const agent = results.get('agent alone');
      const cold = results.get('cold start');
      const own = perTask - agent.medianMs;
      const startShare = cold ? cold.medianMs / n : Number.NaN;
      return [
        {
          label: `loop: wall time per task (median of ${result.runCount} build${result.runCount === 1 ? '' : 's'} / ${n})`,
          value: `${perTask.toFixed(1)} ms (CPU ${(result.medianCpuMs / n).toFixed(1)} ms, Ralph and its children)`,
        },
        {
          label: 'loop: the agent alone, as Ralph starts it',
          value: `${agent.medianMs.toFixed(1)} ms (median of ${agent.runCount})`,
        },
        {
          label: "loop: Ralph's own overhead per task",
          value:
            `${own.toFixed(1)} ms (per-task time minus the agent alone: prompt, plan writes, git, ` +
            `the gate's shell, spec squash; includes ${Number.isFinite(startShare) ? startShare.toFixed(1) : '?'} ms of start-up spread over ${n} tasks). ` +
            "The floor: the gate's /bin/sh and about ten small git processes (see `git per task`), a few ms each on a quiet machine",
          aim: {
            pass: own <= (underLoad() ? 100 : 60),
            text: underLoad()
              ? `within 100 ms under load (load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores; 60 ms when quiet)`
              : 'within 60 ms on a quiet machine',
          },
        },
      ];
    },
  },
  ...gitOverheadBenchmarks({ node: NODE, dist: () => DIST }),
  {
    name: 'ci task job',
    what: "one task job of the workflow `ralph init` writes (runner emulation, local GitHub server): its six `node dist/index.js` steps (setup, run, three gates, record) against six bare node start-ups, each timed from process start to exit by a preloaded hook (bench/ci-task.ts; always the repository's dist/, not --dist)",
    measure(ctx) {
      // The emulated runner's jobs, remotes and artifacts under the bench's own folder (TMPDIR),
      // removed with it.
      const tmp = join(ctx.dir, 'ci-task-tmp');
      mkdirSync(tmp);
      chmodSync(tmp, 0o1777);
      // The timing hook reaches every node of the job through NODE_OPTIONS, the agent's too, so it
      // lies where the agent user's sandbox sees it: outside /tmp, which each step gets a private
      // copy of (test/support/temp-root.ts does the same for the tests). In /run when this process
      // may write there (as root, as CI runs), else in TMPDIR.
      let shared;
      try {
        mkdirSync('/run/ralph-test-shared', { recursive: true, mode: 0o755 });
        shared = mkdtempSync(join('/run/ralph-test-shared', 'bench-'));
        chmodSync(shared, 0o755);
      } catch {
        shared = undefined;
      }
      const r = spawnSync(
        NODE,
        ['--import', 'tsx', join(root, 'bench', 'ci-task.ts'), '--runs', String(CI_TASK_RUNS)],
        {
          cwd: root,
          encoding: 'utf8',
          env: { ...ctx.env, TMPDIR: tmp, ...(shared ? { RALPH_TEST_SHARED: shared } : {}) },
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      if (shared) rmSync(shared, { recursive: true, force: true });
      if (r.status !== 0)
        throw new Error(`ci task job: exit ${r.status}\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-3000)}`);
      const out = JSON.parse(r.stdout.trim().split('\n').at(-1));
      const ratio = out.jobMs / out.bareMs;
      return [
        {
          label: `ci task job: six steps against six bare node start-ups (medians of ${out.runs} runs)`,
          value:
            `${ratio.toFixed(2)}x: ${out.jobMs.toFixed(0)} ms against ${out.bareMs.toFixed(0)} ms. The floor: six node ` +
            'start-ups and the bundle loaded six times; the run step includes the agent (a node process) and the gates their shell',
          aim: { pass: ratio <= 8, text: 'at most 8x six bare node start-ups' },
        },
        {
          label: '  their own CPU time (user + system, children left out)',
          value: `${(out.jobCpuMs / out.bareCpuMs).toFixed(2)}x: ${out.jobCpuMs.toFixed(0)} ms against ${out.bareCpuMs.toFixed(0)} ms`,
        },
        {
          label: '  per step (median ms; CPU ms)',
          value: out.steps.map((e) => `${e.step} ${e.ms.toFixed(0)}; ${e.cpuMs.toFixed(0)}`).join(', '),
        },
      ];
    },
  },
  {
    name: 'network',
    what: "the agent's network (bench/network.ts, as root): a sandboxed step with Ralph's egress proxy against one on the runner's network, from the call to the command's first output, round-robin; and a 100 MB download through the proxy (one copy, in Ralph's process) against straight from the server, by the same curl, on loopback and through a 1 Gbit/s link the server paces",
    measure(ctx) {
      if (process.getuid?.() !== 0)
        return [
          {
            label: 'network',
            value: 'not measured: the sandbox needs root (run the bench as root, as CI does)',
          },
        ];
      const r = spawnSync(NODE, ['--import', 'tsx', join(root, 'bench', 'network.ts'), '--runs', '20'], {
        cwd: root,
        encoding: 'utf8',
        env: { ...ctx.env, TMPDIR: ctx.dir },
        maxBuffer: 64 * 1024 * 1024,
      });
      if (r.status !== 0)
        throw new Error(`network: exit ${r.status}\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-3000)}`);
      const out = JSON.parse(r.stdout.trim().split('\n').at(-1));
      const extra = out.proxyMs - out.openMs;
      const share = out.proxyMBs / out.directMBs;
      return [
        {
          label: `network: a sandboxed step's start with the proxy against without (medians of ${out.runs})`,
          value: `+${extra.toFixed(0)} ms (${(out.proxyMs / out.openMs).toFixed(2)}x): ${out.proxyMs.toFixed(0)} ms against ${out.openMs.toFixed(0)} ms`,
          aim: { pass: extra <= 100, text: 'within 100 ms' },
        },
        {
          label: `  100 MB on loopback through the proxy (CONNECT tunnel) against direct (medians of ${out.downloads})`,
          value: `${(share * 100).toFixed(0)}%: ${out.proxyMBs.toFixed(0)} MB/s against ${out.directMBs.toFixed(0)} MB/s (plain HTTP forwarded: ${out.plainMBs.toFixed(0)} MB/s)`,
          aim: { pass: share >= 0.8, text: '80% or more' },
        },
        {
          label: `  the same through a ${out.pacedMBs} MB/s (1 Gbit/s) link, paced by the server (medians of ${out.downloads})`,
          value: `${((out.paced.proxyMBs / out.paced.directMBs) * 100).toFixed(0)}%: ${out.paced.proxyMBs.toFixed(0)} MB/s against ${out.paced.directMBs.toFixed(0)} MB/s (plain HTTP forwarded: ${out.paced.plainMBs.toFixed(0)} MB/s)`,
        },
      ];
    },
  },
  {
    name: 'flood 200MB',
    what: 'node dist/index.js build: one task whose agent (test/agents/flood.mjs) prints 200 MiB, then the marker',
    needs: ['cold start'],
    runs: FLOOD_RUNS,
    warmup: 0,
    setup(ctx) {
      ctx.floodTemplate = join(ctx.dir, 'flood-template');
      const flood = join(root, 'test', 'agents', 'flood.mjs');
      // A done claim needs a change in the work tree: the agent writes one file after the flood.
      const plan = loopPlan({
        specs: 1,
        tasksPerSpec: 1,
        agent: `node '${flood}' && echo flooded > flooded.txt`,
      });
      makeRepo(ctx.floodTemplate, {
        'package.json': '{ "name": "bench-flood", "private": true }\n',
        'implementation.json': planJson(plan),
      });
      // Ralph's own peak RSS, from inside: `--require` reaches only this process (unlike
      // NODE_OPTIONS, node does not pass it on to the agent's node).
      ctx.selfRssHook = join(ctx.dir, 'self-rss.cjs');
      writeFileSync(
        ctx.selfRssHook,
        "process.on('exit', () => { require('node:fs').writeFileSync(process.env.RALPH_BENCH_SELF_RSS, " +
          'String(process.resourceUsage().maxRSS)); });\n',
      );
      ctx.selfRssFile = join(ctx.dir, 'self-rss.txt');
    },
    prepare(ctx) {
      ctx.floodRun = freshCopy(ctx, ctx.floodTemplate, 'flood-run');
      rmSync(ctx.selfRssFile, { force: true });
    },
    command: (ctx) => [
      NODE,
      '--require',
      ctx.selfRssHook,
      DIST,
      'build',
      '--plan',
      join(ctx.floodRun, 'implementation.json'),
    ],
    cwd: (ctx) => ctx.floodRun,
    env: (ctx) => ({
      ...GIT_ENV,
      CI: 'true',
      AGENT_FLOOD_MB: String(FLOOD_MIB),
      AGENT_FLOOD_LINE_BYTES: '1024',
      RALPH_BENCH_SELF_RSS: ctx.selfRssFile,
    }),
    check: (r) =>
      r.stdout.includes('1 task completed, 0 blocked.')
        ? undefined
        : `the task did not complete:\n${r.stdout}`,
    observe(_r, ctx) {
      const transcript = join(ctx.floodRun, '.ralph', 'logs', 'spec-1-1', 'attempt-1.log');
      const bytes = existsSync(transcript) ? statSync(transcript).size : -1;
      const tail = bytes > 0 ? readTail(transcript, 64) : '';
      const selfKb = existsSync(ctx.selfRssFile) ? Number(readFileSync(ctx.selfRssFile, 'utf8')) : Number.NaN;
      rmSync(ctx.floodRun, { recursive: true, force: true }); // 200 MiB of transcript per run
      return { bytes, tail, selfRssMb: selfKb / 1024 };
    },
    figures(_ctx, result, results) {
      const cold = results.get('cold start');
      const base = cold.medianRssMb;
      const self = Math.max(...result.observed.map((o) => o.selfRssMb));
      const tree = result.peakRssMb;
      const expected = FLOOD_MIB * MiB + '\n<TASK_DONE>\n'.length;
      const whole = result.observed.every(
        (o) => o.bytes === expected && o.tail.endsWith('x\n\n<TASK_DONE>\n'),
      );
      const mb = (n) => (Number.isFinite(n) ? `${n.toFixed(1)} MB` : '?');
      return [
        {
          label: `flood: Ralph's own peak RSS (its maxRSS; the most of ${result.observed.length} runs)`,
          value:
            `${mb(self)}: ${mb(self - base)} over \`node dist/index.js --version\` (${mb(base)}, cold start ` +
            `median); runs: ${result.observed.map((o) => o.selfRssMb.toFixed(1)).join(', ')} MB`,
          aim: {
            pass: Number.isFinite(self) && self <= base + 100,
            text: 'memory bounded: within baseline + 100 MB while the agent prints 200 MiB',
          },
        },
        {
          label: hasGnuTime
            ? 'flood: peak RSS of the process tree (/usr/bin/time %M)'
            : 'flood: peak RSS per the preloaded hook',
          value: hasGnuTime
            ? `${mb(tree)}: the largest of Ralph and the children it waited for (agent, git); ` +
              (Math.abs(tree - self) < 1
                ? "equal to Ralph's own, so Ralph is the largest"
                : "not Ralph's own figure")
            : mb(tree),
        },
        {
          label: 'flood: transcript on disk',
          value: `${result.observed.map((o) => o.bytes.toLocaleString('en')).join(', ')} bytes (want ${expected.toLocaleString('en')})`,
          aim: { pass: whole, text: 'all 200 MiB and the marker line, every run' },
        },
      ];
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Measuring

const MARK = 'RALPH_BENCH';

const hasGnuTime = (() => {
  if (!existsSync('/usr/bin/time')) return false;
  const r = spawnSync('/usr/bin/time', ['-f', `${MARK} %U %S %M`, 'true'], { encoding: 'utf8' });
  return r.status === 0 && new RegExp(`${MARK} [\\d.]+ [\\d.]+ \\d+`).test(r.stderr);
})();

/**
 * One timed run: wall time (measured here), CPU time (user + system) and peak RSS. With GNU
 * time every run goes through `/usr/bin/time` (its own cost, ~1 ms, is in every figure alike,
 * the baseline too); its CPU time and peak RSS are those wait4() reports for the process, which
 * on Linux fold in the children it waited for: CPU summed, RSS the largest single process.
 * Without it a hook preloaded through NODE_OPTIONS reports the process's own
 * `process.resourceUsage()` on exit (CPU then leaves out node's bootstrap before the hook; only
 * a node process the bench started itself reports, not the node processes below it).
 */
function runOnce(argv, { env, dir, cwd, input }) {
  let file = argv[0];
  let args = argv.slice(1);
  let runEnv = env;
  if (hasGnuTime) {
    file = '/usr/bin/time';
    args = ['-f', `\n${MARK} %U %S %M`, ...argv];
  } else {
    const hook = join(dir, 'usage-hook.cjs');
    if (!existsSync(hook))
      writeFileSync(
        hook,
        `process.on('exit', () => { if (process.ppid !== ${process.pid}) return; const u = process.resourceUsage(); ` +
          `require('node:fs').writeSync(2, '\\n${MARK} ' + u.userCPUTime / 1e6 + ' ' + u.systemCPUTime / 1e6 + ' ' + u.maxRSS + '\\n'); });\n`,
      );
    runEnv = { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --require ${hook}`.trim() };
  }
  const start = process.hrtime.bigint();
  const r = spawnSync(file, args, {
    encoding: 'utf8',
    env: runEnv,
    cwd,
    input,
    maxBuffer: 256 * 1024 * 1024,
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (r.error) throw r.error;
  const at = r.stderr.lastIndexOf(`\n${MARK} `);
  const usage =
    at >= 0
      ? r.stderr
          .slice(at + MARK.length + 2)
          .trim()
          .split(/\s+/)
          .map(Number)
      : [];
  const [user = Number.NaN, sys = Number.NaN, rssKb = Number.NaN] = usage;
  return {
    ms,
    cpuMs: (user + sys) * 1000,
    rssMb: rssKb / 1024,
    status: r.status,
    stdout: r.stdout,
    stderr: at >= 0 ? r.stderr.slice(0, at) : r.stderr,
  };
}

function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows
    .map((r) =>
      r
        .map((c, i) =>
          i === 0 || i === r.length - 1 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The entries --only names, in list order, with the baseline and what they need. */
function select(only) {
  if (!only) return BENCHMARKS;
  const unknown = only.filter((n) => !BENCHMARKS.some((b) => b.name === n));
  if (unknown.length > 0)
    throw new Error(
      `--only: no benchmark ${unknown.map((n) => `"${n}"`).join(', ')}; there are: ${BENCHMARKS.map((b) => `"${b.name}"`).join(', ')}`,
    );
  const wanted = new Set([BASELINE, ...only]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const b of BENCHMARKS)
      if (wanted.has(b.name))
        for (const n of b.needs ?? [])
          if (!wanted.has(n)) {
            wanted.add(n);
            grew = true;
          }
  }
  return BENCHMARKS.filter((b) => wanted.has(b.name));
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '15' },
      warmup: { type: 'string', default: '2' },
      only: { type: 'string' },
      json: { type: 'boolean', default: false },
      dist: { type: 'string' },
    },
  });
  if (values.dist) DIST = resolve(values.dist);
  const runs = Number(values.runs);
  const warmup = Number(values.warmup);
  if (!existsSync(DIST)) {
    console.error('bench: dist/index.js is missing; run `npm run build` first');
    process.exit(1);
  }
  const selected = select(values.only?.split(','));
  const timed = selected.filter((b) => b.command);
  const untimed = selected.filter((b) => !b.command && b.measure);

  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'ralph-bench-'));
  const env = { ...process.env };
  delete env.INPUT_COMMAND; // the bundled entry must run as the CLI, not as the action
  const ctx = { dir, root, notes: [], env };
  try {
    for (const b of selected) await b.setup?.(ctx);
    const figures = [];
    for (const b of untimed) for (const f of b.measure(ctx)) figures.push({ name: b.name, ...f });

    // Each entry's share of the round-robin: heavy entries cap their runs, spread evenly.
    const total = warmup + runs;
    const plans = timed.map((b) => {
      const w = Math.min(warmup, b.warmup ?? warmup);
      const r = Math.min(runs, b.runs ?? runs);
      return { b, warm: w, count: w + r, done: 0, ms: [], cpuMs: [], rssMb: [], observed: [] };
    });
    const envOf = (b) => ({ ...env, ...(b.env?.(ctx) ?? {}) });
    // Round-robin, so drift (thermal, other load) touches every benchmark alike.
    for (let i = 0; i < total; i++) {
      for (const p of plans) {
        const due = Math.floor(((i + 1) * p.count) / total);
        if (p.done >= due) continue;
        const b = p.b;
        b.prepare?.(ctx);
        const r = runOnce(b.command(ctx), { env: envOf(b), dir, cwd: b.cwd?.(ctx), input: b.input?.(ctx) });
        if (r.status !== 0)
          throw new Error(`${b.name}: exit ${r.status}\n${r.stdout.slice(-2000)}\n${r.stderr}`);
        const bad = b.check?.(r, ctx);
        if (bad) throw new Error(`${b.name}: ${bad}`);
        const seen = b.observe?.(r, ctx);
        if (p.done >= p.warm) {
          p.ms.push(r.ms);
          p.cpuMs.push(r.cpuMs);
          p.rssMb.push(r.rssMb);
          if (seen !== undefined) p.observed.push(seen);
        }
        p.done++;
      }
    }
    const baseline = plans.find((p) => p.b.name === BASELINE);
    const base = median(baseline.ms);
    const baseCpu = median(baseline.cpuMs);
    const results = plans.map(({ b, warm, ms, cpuMs, rssMb, observed }) => {
      const med = median(ms);
      const ratio = med / base;
      return {
        name: b.name,
        what: b.what,
        runCount: ms.length,
        warmupCount: warm,
        medianMs: med,
        minMs: Math.min(...ms),
        maxMs: Math.max(...ms),
        ratio,
        medianCpuMs: median(cpuMs),
        cpuRatio: median(cpuMs) / baseCpu,
        medianRssMb: median(rssMb),
        peakRssMb: Math.max(...rssMb),
        aim: b.aim ? { ratio: b.aim.ratio, text: b.aim.text, pass: ratio <= b.aim.ratio } : undefined,
        observed,
      };
    });
    const byName = new Map(results.map((r) => [r.name, r]));
    for (const p of plans)
      for (const f of p.b.figures?.(ctx, byName.get(p.b.name), byName) ?? [])
        figures.push({ name: p.b.name, ...f });
    // Figures in list order, whether measured or derived.
    const order = new Map(selected.map((b, i) => [b.name, i]));
    figures.sort((a, b) => order.get(a.name) - order.get(b.name));
    const seconds = (Date.now() - started) / 1000;

    if (values.json) {
      console.log(
        JSON.stringify(
          {
            node: process.version,
            runs,
            warmup,
            seconds,
            notes: ctx.notes,
            results: results.map(({ observed, ...r }) => r),
            figures,
            untimed: untimed.map((b) => ({ name: b.name, what: b.what })),
          },
          null,
          2,
        ),
      );
      return;
    }
    const cpu = cpus()[0]?.model ?? 'unknown cpu';
    const load = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    console.log(
      `ralph bench: node ${process.version}, ${cpus().length} x ${cpu.trim()}, load average ${load}`,
    );
    console.log(
      `${runs} runs per benchmark after ${warmup} warm-ups, round-robin; wall time of whole processes`,
    );
    const capped = results.filter((r) => r.runCount < runs || r.warmupCount < warmup);
    for (const r of capped)
      console.log(
        `${r.name}: ${r.runCount} run(s) after ${r.warmupCount} warm-up(s) (heavy), spread over the round-robin`,
      );
    for (const n of ctx.notes) console.log(n);
    console.log(
      `CPU (user + system) and peak RSS via ${hasGnuTime ? '/usr/bin/time (children waited for included: CPU summed, RSS the largest process)' : 'process.resourceUsage() in a preloaded hook'}`,
    );
    console.log('');
    const rows = [
      [
        'BENCHMARK',
        'MEDIAN ms',
        'MIN ms',
        'MAX ms',
        'x BASE',
        'CPU ms',
        'CPU x BASE',
        'PEAK RSS MB',
        'AIM (wall)',
      ],
    ];
    const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '?');
    for (const r of results)
      rows.push([
        r.name,
        fmt(r.medianMs),
        fmt(r.minMs),
        fmt(r.maxMs),
        fmt(r.ratio, 2),
        fmt(r.medianCpuMs, 0),
        fmt(r.cpuRatio, 2),
        fmt(r.peakRssMb),
        r.aim ? `${r.aim.pass ? 'PASS' : 'MISS'} (<= ${r.aim.ratio}x: ${r.aim.text})` : '',
      ]);
    console.log(table(rows));
    if (figures.length > 0) {
      console.log('');
      const frows = [['FIGURE', 'VALUE', 'AIM']];
      for (const f of figures)
        frows.push([f.label, f.value, f.aim ? `${f.aim.pass ? 'PASS' : 'MISS'} (${f.aim.text})` : '']);
      // Left-aligned columns: the values are sentences, not numbers.
      const widths = [0, 1].map((i) => Math.max(...frows.map((r) => r[i].length)));
      for (const r of frows)
        console.log(`${r[0].padEnd(widths[0])}  ${r[1].padEnd(widths[1])}  ${r[2]}`.trimEnd());
    }
    console.log('');
    for (const r of results) console.log(`  ${r.name}: ${r.what}`);
    for (const b of untimed) console.log(`  ${b.name}: ${b.what} (untimed: bytes, not milliseconds)`);
    console.log(`\nbench: ${seconds.toFixed(0)} s in all`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
