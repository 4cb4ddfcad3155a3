#!/usr/bin/env node
// `npm run bench`: process-level timings a reader can check (DESIGN.md C11). Every figure is
// the median wall time of whole processes over several runs, next to its ratio against a
// baseline (`node -e 0`) measured in the same run, round-robin, so a slow machine or a busy
// moment moves the baseline with the figures. CPU time (user + system) and peak RSS of each
// run come from `/usr/bin/time` when present, else from a preloaded hook that reports
// `process.resourceUsage()` on exit. CPU time is the steadier figure on a busy machine.
//
// Usage: node bench/run.mjs [--runs N] [--warmup N] [--only NAME[,NAME]] [--dist PATH] [--json]
//
// To add a benchmark, add an entry to BENCHMARKS below:
//   name     short label printed in the table (--only picks by it)
//   what     one line saying what it measures
//   setup    optional (ctx) => void|Promise<void>, run once before timing: write fixtures into
//            ctx.dir, keep paths on ctx, push lines for the reader onto ctx.notes
//   command  (ctx) => [file, ...args]: the process to time
//   env      optional (ctx) => extra environment variables
//   check    optional ({ stdout, stderr }) => string|undefined: an error when the output is wrong
//   aim      optional { ratio: N, text }: PASS when the median is within N x the baseline
// A missed aim never fails the process: the figures are for people.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// --dist PATH benchmarks another build of the entry (to compare a change against a baseline build).
let DIST = join(root, 'dist', 'index.js');
const NODE = process.execPath;

// ---------------------------------------------------------------------------------------------
// Fixtures

/** A small seeded PRNG (mulberry32), so every run benchmarks the same plan. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'add update refactor endpoint schema migration cache queue worker upload avatar profile ' +
  'settings billing invoice webhook token session login logout password reset email notify ' +
  'search index filter sort paginate export import report chart dashboard audit log metric ' +
  'retry timeout limit quota feature flag config env deploy pipeline test fixture mock'
).split(' ');

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

export const BENCHMARKS = [
  {
    name: BASELINE,
    what: 'bare node start-up: the baseline every ratio is against',
    command: () => [NODE, '-e', '0'],
  },
  {
    name: 'cold start',
    what: 'node dist/index.js --version: load the bundled entry and the CLI',
    command: () => [NODE, DIST, '--version'],
    check: (r) =>
      /^\d+\.\d+\.\d+/.test(r.stdout) ? undefined : `unexpected output: ${r.stdout.slice(0, 200)}`,
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
    aim: { ratio: 3, text: 'within 3x of bare node start-up' },
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
 * One timed run: wall time (measured here), CPU time (user + system) and peak RSS of the
 * process. With GNU time every run goes through `/usr/bin/time` (its own cost, ~1 ms, is in
 * every figure alike, the baseline too); without it a preloaded hook reports the process's own
 * `process.resourceUsage()` on exit (CPU then leaves out node's bootstrap before the hook).
 */
function runOnce(argv, env, dir) {
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
        "process.on('exit', () => { const u = process.resourceUsage(); " +
          `require('node:fs').writeSync(2, '\\n${MARK} ' + u.userCPUTime / 1e6 + ' ' + u.systemCPUTime / 1e6 + ' ' + u.maxRSS + '\\n'); });\n`,
      );
    runEnv = { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --require ${hook}`.trim() };
  }
  const start = process.hrtime.bigint();
  const r = spawnSync(file, args, {
    encoding: 'utf8',
    env: runEnv,
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
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
  const only = values.only?.split(',');
  const selected = BENCHMARKS.filter((b) => b.name === BASELINE || !only || only.includes(b.name));

  const dir = mkdtempSync(join(tmpdir(), 'ralph-bench-'));
  const ctx = { dir, root, notes: [] };
  const env = { ...process.env };
  delete env.INPUT_COMMAND; // the bundled entry must run as the CLI, not as the action
  try {
    for (const b of selected) await b.setup?.(ctx);
    const samples = new Map(selected.map((b) => [b.name, { ms: [], cpuMs: [], rssMb: [] }]));
    const envOf = (b) => ({ ...env, ...(b.env?.(ctx) ?? {}) });
    // Round-robin, so drift (thermal, other load) touches every benchmark alike.
    for (let i = 0; i < warmup + runs; i++) {
      for (const b of selected) {
        const r = runOnce(b.command(ctx), envOf(b), dir);
        if (r.status !== 0) throw new Error(`${b.name}: exit ${r.status}\n${r.stderr}`);
        const bad = b.check?.(r);
        if (bad) throw new Error(`${b.name}: ${bad}`);
        if (i >= warmup) {
          const m = samples.get(b.name);
          m.ms.push(r.ms);
          m.cpuMs.push(r.cpuMs);
          m.rssMb.push(r.rssMb);
        }
      }
    }
    const base = median(samples.get(BASELINE).ms);
    const baseCpu = median(samples.get(BASELINE).cpuMs);
    const results = selected.map((b) => {
      const m = samples.get(b.name);
      const med = median(m.ms);
      const ratio = med / base;
      return {
        name: b.name,
        what: b.what,
        medianMs: med,
        minMs: Math.min(...m.ms),
        maxMs: Math.max(...m.ms),
        ratio,
        medianCpuMs: median(m.cpuMs),
        cpuRatio: median(m.cpuMs) / baseCpu,
        peakRssMb: Math.max(...m.rssMb),
        aim: b.aim ? { ratio: b.aim.ratio, text: b.aim.text, pass: ratio <= b.aim.ratio } : undefined,
      };
    });

    if (values.json) {
      console.log(
        JSON.stringify({ node: process.version, runs, warmup, notes: ctx.notes, results }, null, 2),
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
    for (const n of ctx.notes) console.log(n);
    console.log(
      `CPU (user + system) and peak RSS via ${hasGnuTime ? '/usr/bin/time' : 'process.resourceUsage() in a preloaded hook'}`,
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
    console.log('');
    for (const r of results) console.log(`  ${r.name}: ${r.what}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
