// What `ralph build` says when it ends, after its own account of what ran: what is next. The
// spec branches that are ready for review with the commands that push one and open its pull
// request, how to unblock each blocked task, and the exit code a script can act on.
import { Git } from '../adapters/git.js';
import { loadPlan } from '../adapters/plan-file.js';
import { localPlanView } from '../adapters/plan-view.js';
import type { Plan } from '../core/plan/plan.js';
import { isDone } from '../core/plan/plan-basics.js';
import { unblockHints, unblockText } from '../core/report/report.js';
import { DEFAULT_BRANCH_PREFIX } from '../core/schedule/schedule.js';
import { shellCommand } from '../core/shell.js';
import { type CommandContext, stringOption } from './command.js';

/** `ralph build`'s exit code when it ends with a task in scope blocked or failed. */
export const EXIT_NEEDS_YOU = 1;

/** The exit codes, for `ralph build --help`. */
export const BUILD_EXIT_CODES = `Exit codes: 0 every ready task got done (or nothing was ready, or --max-tasks or the
budget stopped it) and nothing in scope is blocked or failed, 1 a task is blocked or failed
(what to do is printed) or an error, 2 a usage error, 75 stopped on a rate limit (wait, then run
again to resume), 130 interrupted (run again to resume).`;

export interface WhatNextInput {
  /** The project root: the work tree the build ran in. */
  root: string;
  planPath: string;
}

/** A spec whose tasks are all done, on a branch the base branch does not have yet. */
export interface ReadySpecBranch {
  spec: string;
  name?: string;
  branch: string;
  /** The commands that push it and open its pull request. */
  commands: string[];
}

export interface WhatNext {
  ready: ReadySpecBranch[];
  /** Tasks in scope (--spec, --task) that need a person: blocked, or failed and not retried. */
  stuck: Array<{ spec: string; task: string; status: 'blocked' | 'failed' }>;
  text: string;
  exitCode: number;
}

/**
 * Reads the plan as the build left it (the base branch's, each spec's entry from its branch),
 * prints what is next, and returns the exit code: 0 when nothing in scope is blocked or
 * failed, EXIT_NEEDS_YOU when something is.
 */
export async function whatNextAfterBuild(ctx: CommandContext, input: WhatNextInput): Promise<number> {
  const next = await whatNext(ctx, input);
  if (next.text) ctx.out(next.text);
  return next.exitCode;
}

export async function whatNext(ctx: CommandContext, input: WhatNextInput): Promise<WhatNext> {
  const planOption = stringOption(ctx, 'plan');
  const prefixOption = stringOption(ctx, 'branch-prefix');
  const current = stringOption(ctx, 'branch') === 'current';
  const file = loadPlan(input.planPath);
  const loaded = file.plan;
  const view = current
    ? undefined
    : // The branches this build worked on: the local ones (it pushes none).
      await localPlanView(input.planPath, loaded, prefixOption ?? DEFAULT_BRANCH_PREFIX, {
        remote: false,
        text: file.text,
      });
  const git = new Git(input.root);
  const base = (await git.currentBranch()) ?? 'main';
  const branches = view?.branches ?? new Map<string, string>();
  return describeNext({
    plan: view?.plan ?? loaded,
    spec: stringOption(ctx, 'spec'),
    task: stringOption(ctx, 'task'),
    branchMode: current ? 'current' : 'spec',
    base,
    remote: await pushRemote(git),
    branches,
    unmerged: await branchesAheadOf(git, base, [...branches.values()]),
    // What the unblocking commands need to act on the same plan and branches as this build.
    args: [
      ...(planOption !== undefined ? ['--plan', planOption] : []),
      ...(prefixOption !== undefined && prefixOption !== DEFAULT_BRANCH_PREFIX
        ? ['--branch-prefix', prefixOption]
        : []),
    ],
  });
}

/** What describeNext decides from: the plan after the build and what git says of its branches. */
export interface NextInput {
  /** The plan as the build left it: the base's, each spec's entry from its branch. */
  plan: Plan;
  /** The build's scope (`--spec`, `--task`): what the exit code and the hints are about. */
  spec?: string;
  task?: string;
  branchMode: 'spec' | 'current';
  /** The branch the build started from: where pull requests go. */
  base: string;
  /** The remote a push goes to; undefined when the repository has none. */
  remote?: string;
  /** Spec id -> its local spec branch. */
  branches: ReadonlyMap<string, string>;
  /** The spec branches with commits `base` does not have. */
  unmerged: ReadonlySet<string>;
  /** Options the printed commands repeat (`--plan PATH`, `--branch-prefix P`). */
  args: readonly string[];
}

/**
 * What is next after a build, and its exit code; pure. A finished spec whose branch `base`
 * does not have yet is ready for review; a blocked or failed task in scope needs a person,
 * and makes the exit code EXIT_NEEDS_YOU.
 */
export function describeNext(input: NextInput): WhatNext {
  const { plan, base, remote } = input;
  const inScope = (spec: string, task?: string) =>
    (input.spec === undefined || spec === input.spec) && (input.task === undefined || task === input.task);

  const ready: ReadySpecBranch[] = [];
  for (const spec of plan.specs) {
    const branch = input.branches.get(spec.id);
    if (!branch || !input.unmerged.has(branch) || !inScope(spec.id) || !specDone(plan, spec.id)) continue;
    ready.push({
      spec: spec.id,
      ...(spec.name ? { name: spec.name } : {}),
      branch,
      commands: [
        shellCommand(['git', 'push', '-u', remote ?? 'origin', branch]),
        shellCommand(['gh', 'pr', 'create', '--base', base, '--head', branch, '--fill']),
      ],
    });
  }

  const stuck: WhatNext['stuck'] = [];
  for (const spec of plan.specs)
    for (const task of spec.tasks)
      if ((task.status === 'blocked' || task.status === 'failed') && inScope(spec.id, task.id))
        stuck.push({ spec: spec.id, task: task.id, status: task.status });

  const lines: string[] = [];
  if (ready.length > 0) {
    const one = ready.length === 1;
    lines.push(
      `${one ? 'This spec branch is' : 'These spec branches are'} ready for review; push ${one ? 'it' : 'one'} and open ${one ? 'its' : 'a'} pull request:`,
    );
    for (const r of ready) {
      lines.push(`  ${r.branch}${r.name ? ` (${r.name})` : ''}`);
      for (const c of r.commands) lines.push(`    ${c}`);
    }
    if (!remote) lines.push('  (this repository has no remote yet: `git remote add origin URL` first)');
  } else if (
    input.branchMode === 'current' &&
    stuck.length === 0 &&
    plan.specs.some((s) => inScope(s.id) && specDone(plan, s.id))
  ) {
    lines.push(
      `The work is committed on ${base}; push it with: ${shellCommand(['git', 'push', remote ?? 'origin', base])}`,
    );
  }
  const hints = unblockHints(plan, input.args).filter((h) => inScope(h.spec, h.task));
  if (hints.length > 0) lines.push(unblockText(hints));
  const failed = stuck.filter((s) => s.status === 'failed');
  if (failed.length > 0)
    lines.push(
      `${failed.map((f) => f.task).join(', ')} ${failed.length === 1 ? 'has' : 'have'} failed and will be retried: run \`ralph build\` again (\`ralph status\` shows why)`,
    );
  const exitCode = stuck.length > 0 ? EXIT_NEEDS_YOU : 0;
  return { ready, stuck, text: lines.length > 0 ? `\nNext:\n${lines.join('\n')}` : '', exitCode };
}

function specDone(plan: Plan, specId: string): boolean {
  const spec = plan.specs.find((s) => s.id === specId);
  return spec !== undefined && spec.tasks.length > 0 && spec.tasks.every((t) => isDone(t.status));
}

/** The remote a push goes to: `origin` if there is one, else the only one; undefined without any. */
async function pushRemote(git: Git): Promise<string | undefined> {
  const remotes = (await git.exec(['remote'], { allowFailure: true })).stdout.split('\n').filter(Boolean);
  return remotes.includes('origin') ? 'origin' : remotes[0];
}

/** Of the given local branches, those with commits `base` does not have: one git process for all. */
async function branchesAheadOf(git: Git, base: string, branches: string[]): Promise<Set<string>> {
  if (branches.length === 0) return new Set();
  const r = await git.exec(
    [
      'for-each-ref',
      '--format=%(refname:short)',
      `--no-merged=refs/heads/${base}`,
      ...branches.map((b) => `refs/heads/${b}`),
    ],
    { allowFailure: true },
  );
  return new Set(r.stdout.split('\n').filter(Boolean));
}
