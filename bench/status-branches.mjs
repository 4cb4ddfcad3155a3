// `ralph status` against the number of spec branches (docs/ARCHITECTURE.md#performance): the same plan of 100 specs in
// a repository with no spec branch and in one with a branch for every spec (each holding the
// plan with its spec's progress, as Ralph leaves it), measured in the same run: as a person
// runs it again and again (a branch's plan known by its blob id is not parsed again), and the
// first time after every branch moved. Then each distinct plan blob comes through one `git
// cat-file` process (branches whose spec is done hold main's plan: the same blob, read once),
// and is compared with main's plan byte for byte: only the
// spec entries that differ are parsed, and the cross-spec rules run once per plan
// (src/adapters/plan-delta.ts). What is left above `status 0 branches` is mostly that floor:
// git sending the distinct plans' bytes (22 MB here) and Node receiving them, the comparison,
// and the merge of each branch's entry into the view. The branches are written with one `git
// fast-import`, not 100 commits.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { GIT_ENV, git, makeRepo, planJson } from './fixtures.mjs';

export const SPECS = 100;
const TASKS_PER_SPEC = 5;
const NONE = 'status 0 branches';
const ALL = `status ${SPECS} branches`;
const COLD = `status ${SPECS} moved`;

/**
 * The plan as a spec's branch holds it: the base plan with the spec's next task done there, or,
 * where that task waits on another spec, its attempt recorded as blocked (a branch holds some
 * progress of its spec: only a finished spec's, merged, is main's own plan).
 */
function branchPlan(plan, index) {
  const copy = structuredClone(plan);
  const done = new Set(
    copy.specs.flatMap((s) =>
      s.tasks.filter((t) => t.status === 'completed' || t.status === 'skipped').map((t) => t.id),
    ),
  );
  const next = copy.specs[index].tasks.find((t) => !done.has(t.id));
  // Only a task whose dependencies are done can be: the plan must stay valid.
  if (next && (next.dependsOn ?? []).every((d) => done.has(d))) {
    next.status = 'completed';
    next.completedAt = '2026-01-17T11:00:00.000Z';
    next.attempts = [
      ...(next.attempts ?? []),
      { number: (next.attempts?.length ?? 0) + 1, outcome: 'passed' },
    ];
    // A task is done once it is; its old reason and start go.
    delete next.blockedReason;
    delete next.startedAt;
  } else if (next) {
    next.status = 'blocked';
    next.blockedReason = 'The agent asked which payment provider to use.';
    next.attempts = [
      ...(next.attempts ?? []),
      { number: (next.attempts?.length ?? 0) + 1, outcome: 'blocked' },
    ];
  }
  return copy;
}

/** A branch `ralph/<spec-id>` off main for every spec, through one fast-import process. */
function writeBranches(repo, plan) {
  const main = git(repo, 'rev-parse', 'main');
  const chunks = [];
  const data = (text) => {
    const bytes = Buffer.from(text);
    chunks.push(Buffer.from(`data ${bytes.length}\n`), bytes, Buffer.from('\n'));
  };
  plan.specs.forEach((spec, i) => {
    chunks.push(
      Buffer.from(
        `commit refs/heads/ralph/${spec.id}\ncommitter Bench Person <bench@example.com> 1768647600 +0000\n`,
      ),
    );
    data(`ralph(${spec.id}): progress`);
    chunks.push(Buffer.from(`from ${main}\nM 100644 inline implementation.json\n`));
    data(planJson(branchPlan(plan, i)));
  });
  execFileSync('git', ['fast-import', '--quiet'], {
    cwd: repo,
    input: Buffer.concat(chunks),
    env: { ...process.env, ...GIT_ENV },
  });
}

/** The bench entries (see run.mjs's header). `dist` is a function: `--dist` may change it after this module loads. */
export function statusBranchBenchmarks({ node, dist, generatePlan }) {
  const entry = (name, branches, key) => ({
    name,
    what: `node dist/index.js status --json: ${SPECS} specs of ${TASKS_PER_SPEC} tasks, ${branches === 0 ? 'no spec branch' : `a spec branch for each (${branches})`}`,
    setup(ctx) {
      const plan = generatePlan({ specs: SPECS, tasksPerSpec: TASKS_PER_SPEC, seed: 14 });
      const repo = makeRepo(join(ctx.dir, key), {
        'package.json': `{ "name": "${key}", "private": true }\n`,
        'implementation.json': planJson(plan),
      });
      if (branches > 0) {
        writeBranches(repo, plan);
        const names = git(
          repo,
          'for-each-ref',
          '--format=%(refname):implementation.json',
          'refs/heads/ralph/',
        );
        const blobs = git(repo, 'rev-parse', ...names.split('\n')).split('\n');
        ctx.notes.push(
          `${name}: ${blobs.length} branches, each holding the ${(planJson(plan).length / 1e3).toFixed(0)} KB plan (${new Set(blobs).size} distinct: a finished spec's holds main's)`,
        );
      }
      ctx[key] = repo;
    },
    command: (ctx) => [node, dist(), 'status', '--json', '--plan', join(ctx[key], 'implementation.json')],
    cwd: (ctx) => ctx[key],
    env: () => ({ ...GIT_ENV }),
    check(r) {
      let specs;
      try {
        specs = JSON.parse(r.stdout).specs;
      } catch {
        return `output is not JSON: ${r.stdout.slice(0, 200)} ${r.stderr.slice(0, 500)}`;
      }
      const fromBranch = specs.filter((s) => s.branch !== undefined).length;
      return fromBranch === branches ? undefined : `${fromBranch} specs read from a branch, want ${branches}`;
    },
  });
  const against = (result, none, label, aim) => {
    const ratio = result.medianMs / none.medianMs;
    const extra = (result.medianMs - none.medianMs) / SPECS;
    return {
      label: `${label} (medians of ${result.runCount} and ${none.runCount})`,
      value:
        `${ratio.toFixed(2)}x: ${result.medianMs.toFixed(1)} ms against ${none.medianMs.toFixed(1)} ms, ` +
        `${extra.toFixed(2)} ms a branch (CPU ${(result.medianCpuMs / none.medianCpuMs).toFixed(2)}x, ` +
        `peak RSS ${result.peakRssMb.toFixed(1)} MB against ${none.peakRssMb.toFixed(1)} MB)`,
      ...(aim ? { aim: { pass: ratio <= 2, text: 'within 2x of status with no spec branch' } } : {}),
    };
  };
  return [
    entry(NONE, 0, 'statusNone'),
    {
      // As a person runs it again and again: the branches' plans are known by their blob ids
      // (the cache in .git/ralph, filled by the warm-up), so only a branch that moved is parsed.
      ...entry(ALL, SPECS, 'statusAll'),
      needs: [NONE],
      figures: (_ctx, result, results) => [
        against(result, results.get(NONE), `status: ${SPECS} spec branches against none`, true),
      ],
    },
    {
      // The first read after every branch moved: each plan read and parsed (no cache).
      ...entry(COLD, SPECS, 'statusCold'),
      what: `node dist/index.js status --json: ${SPECS} specs of ${TASKS_PER_SPEC} tasks, a spec branch for each, read as if every one moved (.git/ralph removed before each run)`,
      needs: [NONE],
      prepare(ctx) {
        rmSync(join(ctx.statusCold, '.git', 'ralph'), { recursive: true, force: true });
      },
      figures: (_ctx, result, results) => [
        against(
          result,
          results.get(NONE),
          `status: ${SPECS} spec branches, every one moved, against none`,
          true,
        ),
      ],
    },
  ];
}
