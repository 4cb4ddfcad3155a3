// Ralph's own cost per task against the size of the repository (docs/ARCHITECTURE.md#performance): the same 5-task
// build, the instant agent and one gate `true`, in a generated repository of 40,000 files and
// in one of 100, measured in the same run; and, untimed, the git commands one passed task
// starts in the large repository, with their times (git's own trace2 events, not a stub); and
// the floor: one git status pass timed in each repository, two a task plus the start check.
// The large repository is written with `git fast-import` and one checkout, not 40,000 adds.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { GIT_ENV, git, loopPlan, planJson } from './fixtures.mjs';

export const SMALL_FILES = 100;
export const LARGE_FILES = 40_000;
export const TASKS = 5;
const OVERHEAD_RUNS = 5;
const RATIO_AIM = 1.5;
/** The build's last words when every task completed. */
const ALL_DONE = new RegExp(`\\b${TASKS} tasks completed, 0 blocked\\.`);
// Names without commas: `--only` takes a comma-separated list.
const SMALL = `loop 5 tasks ${SMALL_FILES} files`;
const LARGE = `loop 5 tasks ${LARGE_FILES / 1000}k files`;
const PASS_SMALL = `git pass ${SMALL_FILES} files`;
const PASS_LARGE = `git pass ${LARGE_FILES / 1000}k files`;
/** Whole-tree passes a build makes that no design can leave out: the start check, then two a task. */
const PASSES_PER_TASK = 2 + 1 / TASKS;

/**
 * A repository on `main` whose one commit holds `files` generated source files (40 top folders
 * of folders of 20 files, about 250 bytes each) plus `extra` (the plan), written through one
 * `git fast-import` stream and checked out once.
 */
export function generatedRepo(dir, files, extra) {
  mkdirSync(dir, { recursive: true });
  git(dir, 'init', '--quiet', '--initial-branch=main');
  const chunks = [];
  const entries = [];
  let mark = 0;
  const blob = (content) => {
    const data = Buffer.from(content);
    chunks.push(`blob\nmark :${++mark}\ndata ${data.length}\n`, data, '\n');
    return mark;
  };
  for (let i = 0; i < files; i++) {
    const path = `pkg${i % 40}/mod${Math.floor(i / 40) % 50}/file${Math.floor(i / 2000)}_${i}.c`;
    const lines = [`/* ${path} */`, `int f${i}(int x) { return x + ${i}; }`];
    while (lines.join('\n').length < 240) lines.push(`/* line ${lines.length} of file ${i} */`);
    entries.push([path, blob(`${lines.join('\n')}\n`)]);
  }
  for (const [path, content] of Object.entries(extra)) entries.push([path, blob(content)]);
  const message = 'initial\n';
  chunks.push(
    'commit refs/heads/main\n',
    `committer ${GIT_ENV.GIT_COMMITTER_NAME} <${GIT_ENV.GIT_COMMITTER_EMAIL}> 1700000000 +0000\n`,
    `data ${message.length}\n${message}`,
    ...entries.map(([path, m]) => `M 100644 :${m} ${path}\n`),
    '\n',
  );
  execFileSync('git', ['fast-import', '--quiet'], {
    cwd: dir,
    input: Buffer.concat(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))),
    env: { ...process.env, ...GIT_ENV },
  });
  git(dir, 'checkout', '--quiet', '--force', 'main');
  // The index as a user's clone has it: refreshed once.
  git(dir, 'status', '--porcelain');
  return dir;
}

/**
 * The repository back to before the build: Ralph leaves it on main, clean; its branch, logs and
 * retry contexts go. The gates' baseline for the start commit (.ralph/baseline.json) stays, as
 * in a user's repository after its first build: the figure is the cost per task, not per build.
 */
function resetRepo(dir) {
  spawnSync('git', ['branch', '--quiet', '-D', 'ralph/spec-1'], {
    cwd: dir,
    env: { ...process.env, ...GIT_ENV },
  });
  for (const d of ['logs', 'retry']) rmSync(join(dir, '.ralph', d), { recursive: true, force: true });
}

/** One trace2 event file per git process: the top-level ones (not git's own children), in order. */
export function readTrace(traceDir) {
  const procs = [];
  for (const name of readdirSync(traceDir)) {
    let start;
    let exit;
    let sid;
    for (const line of readFileSync(join(traceDir, name), 'utf8').split('\n')) {
      if (!line) continue;
      const e = JSON.parse(line);
      if (e.event === 'start') {
        start = e;
        sid = e.sid;
      } else if (e.event === 'exit') exit = e;
    }
    if (!start || sid.includes('/')) continue;
    const argv = start.argv.slice(1);
    // Ralph's own `-c key=value` settings come first; the subcommand is the first other word.
    let i = 0;
    while (argv[i] === '-c') i += 2;
    procs.push({
      at: Date.parse(start.time) + Number(/\.\d{3}(\d{3})Z$/.exec(start.time)?.[1] ?? 0) / 1000,
      args: argv.slice(i),
      ms: exit ? exit.t_abs * 1000 : Number.NaN,
    });
  }
  return procs.sort((a, b) => a.at - b.at);
}

/**
 * Runs one build with every git process traced and returns the git commands of one passed task
 * in the steady state: those between the end of the second agent and the end of the third (the
 * second task's claim check, gate and commit, and the third task's start).
 */
export function traceTask({ node, dist, repo, marks, traceDir }) {
  rmSync(traceDir, { recursive: true, force: true });
  mkdirSync(traceDir, { recursive: true });
  rmSync(marks, { force: true });
  const r = spawnSync(node, [dist, 'build', '--plan', join(repo, 'implementation.json')], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, ...GIT_ENV, CI: 'true', GIT_TRACE2_EVENT: traceDir, RALPH_BENCH_MARKS: marks },
  });
  if (r.status !== 0 || !ALL_DONE.test(r.stdout))
    throw new Error(
      `git per task: the traced build failed (exit ${r.status}):\n${r.stdout.slice(-1500)}${r.stderr}`,
    );
  const ends = readFileSync(marks, 'utf8')
    .trim()
    .split('\n')
    .map((s) => Number(s) * 1000);
  const procs = readTrace(traceDir);
  rmSync(traceDir, { recursive: true, force: true });
  const task = procs.filter((p) => p.at > ends[1] && p.at < ends[2]);
  return { task, all: procs };
}

/** `status`, `update-index`... with their most telling options, for a list a person reads. */
export function describe(args) {
  const sub = args[0] ?? '?';
  const keep = args.slice(1).filter((a) => a.startsWith('-') && !a.startsWith('--format') && a !== '--quiet');
  return [sub, ...keep].join(' ');
}

/**
 * The bench entries (see run.mjs's header). `dist` is a function: `--dist` may change it after
 * this module loads.
 */
export function gitOverheadBenchmarks({ node, dist }) {
  const repoFor = (ctx, name, files) => {
    const plan = loopPlan({
      specs: 1,
      tasksPerSpec: TASKS,
      // The agent's end, marked for the trace of `git per task` (no process unless asked for).
      agent: `${ctx.agentCommand} && { [ -z "$RALPH_BENCH_MARKS" ] || date +%s.%N >> "$RALPH_BENCH_MARKS"; }`,
    });
    return generatedRepo(join(ctx.dir, name), files, {
      'package.json': `{ "name": "${name}", "private": true }\n`,
      'implementation.json': planJson(plan),
    });
  };
  const entry = (name, files, key) => ({
    name,
    what: `node dist/index.js build: ${TASKS} tasks, the instant agent, one gate \`true\`, in a generated repository of ${files.toLocaleString('en')} files`,
    needs: ['agent alone'],
    runs: OVERHEAD_RUNS,
    warmup: 1,
    setup(ctx) {
      const started = Date.now();
      ctx[key] = repoFor(ctx, key, files);
      ctx.marks = join(ctx.dir, 'agent-ends.txt');
      if (files === LARGE_FILES)
        ctx.notes.push(
          `${LARGE}: generated with git fast-import and one checkout in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
    },
    prepare(ctx) {
      resetRepo(ctx[key]);
    },
    command: (ctx) => [node, dist(), 'build', '--plan', join(ctx[key], 'implementation.json')],
    cwd: (ctx) => ctx[key],
    env: () => ({ ...GIT_ENV, CI: 'true' }),
    check: (r) =>
      ALL_DONE.test(r.stdout) ? undefined : `not every task completed:\n${r.stdout.slice(-1500)}`,
  });
  // One pass over the work tree as Ralph's checks make it (read-only, through the untracked
  // cache; git's own command, not Ralph), timed in each repository between the builds: the
  // floor's unit. Without a file-system monitor (fsmonitor stays off: a hook in .git would run
  // as Ralph) git lstat()s every tracked file and every folder on each pass.
  const pass = (name, files, key, build) => ({
    name,
    what: `git status as Ralph's checks run it (read-only, untracked cache), in the repository of ${files.toLocaleString('en')} files`,
    needs: [build],
    command: () => [
      'git',
      '-c',
      'core.fsmonitor=false',
      '-c',
      'core.untrackedCache=true',
      '-c',
      'status.showUntrackedFiles=all',
      'status',
      '--porcelain=v1',
      '-z',
      '--untracked-files=all',
    ],
    cwd: (ctx) => ctx[key],
    env: () => ({ ...GIT_ENV, GIT_OPTIONAL_LOCKS: '0' }),
    prepare(ctx) {
      resetRepo(ctx[key]);
    },
  });
  return [
    entry(SMALL, SMALL_FILES, 'overheadSmall'),
    pass(PASS_SMALL, SMALL_FILES, 'overheadSmall', SMALL),
    pass(PASS_LARGE, LARGE_FILES, 'overheadLarge', LARGE),
    {
      ...entry(LARGE, LARGE_FILES, 'overheadLarge'),
      needs: ['agent alone', SMALL, PASS_SMALL, PASS_LARGE],
      figures(_ctx, result, results) {
        const agent = results.get('agent alone').medianMs;
        const small = results.get(SMALL).medianMs / TASKS - agent;
        const large = result.medianMs / TASKS - agent;
        const ratio = large / small;
        const passSmall = results.get(PASS_SMALL).medianMs;
        const passLarge = results.get(PASS_LARGE).medianMs;
        // The floor: the small repository's time per task, plus what its passes cost more here.
        const floor = small + PASSES_PER_TASK * (passLarge - passSmall);
        return [
          {
            label: `git overhead: Ralph's own time per task, ${SMALL_FILES} / ${LARGE_FILES.toLocaleString('en')} files`,
            value: `${small.toFixed(1)} / ${large.toFixed(1)} ms (build median / ${TASKS}, minus the agent alone)`,
          },
          {
            label: `git overhead: per task, ${LARGE_FILES.toLocaleString('en')} files against ${SMALL_FILES}`,
            value: `${ratio.toFixed(2)}x`,
            aim: { pass: ratio <= RATIO_AIM, text: `within ${RATIO_AIM}x` },
          },
          {
            label: `git overhead: the floor, ${LARGE_FILES.toLocaleString('en')} files against ${SMALL_FILES}`,
            value:
              `${(floor / small).toFixed(2)}x (${floor.toFixed(1)} ms a task): one pass over the work tree costs ` +
              `${passSmall.toFixed(1)} / ${passLarge.toFixed(1)} ms here (git status, medians), and a task needs two ` +
              '(after the agent: what it changed; after the gates: what they changed) plus its share of the ' +
              `start check. Ralph is ${(large - floor).toFixed(1)} ms a task over it: the commit's index, read ` +
              'and written by update-index and write-tree (its size grows with the files)',
          },
        ];
      },
    },
    {
      name: 'git per task',
      what: `the git commands of one passed task in the ${LARGE_FILES.toLocaleString('en')}-file repository, from git's trace2 events`,
      needs: [LARGE],
      measure(ctx) {
        const repo = ctx.overheadLarge;
        // Once untimed, so the traced build finds the caches as a user's second build does.
        spawnSync(node, [dist(), 'build', '--plan', join(repo, 'implementation.json')], {
          cwd: repo,
          env: { ...process.env, ...GIT_ENV, CI: 'true' },
        });
        resetRepo(repo);
        const { task } = traceTask({
          node,
          dist: dist(),
          repo,
          marks: ctx.marks,
          traceDir: join(ctx.dir, 'trace2'),
        });
        resetRepo(repo);
        const total = task.reduce((n, p) => n + p.ms, 0);
        return [
          {
            label: 'git per task: commands (large repository, one passed task)',
            value: `${task.length}, ${total.toFixed(0)} ms in all`,
          },
          ...task.map((p, i) => ({
            label: `  ${String(i + 1).padStart(2)}. git ${describe(p.args)}`,
            value: `${p.ms.toFixed(1)} ms`,
          })),
        ];
      },
    },
  ];
}
