// A person's edit of one task (`ralph set`, `retry`, `skip`), made where the task's state lives
// (docs/ARCHITECTURE.md#spec-branches-and-pull-requests, #life-of-a-task-locally): on its spec's branch `<prefix><spec-id>` when that branch exists and has
// the task (one commit there, made without checking it out), else in the plan file of the work
// tree. What `ralph status` shows is what these commands change, from whichever branch they run.
// A spec branch only the remote has (a fresh clone) gets a local branch made from the remote's;
// a local one behind the remote's, or diverged from it, is refused (spec-branch-refs.ts).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { specBranchPlan, updatePlanOnBranch } from '../adapters/branch-plan.js';
import { Git, type Identity, RALPH_IDENTITY } from '../adapters/git.js';
import { loadPlan, updatePlan } from '../adapters/plan-file.js';
import { localPlanView } from '../adapters/plan-view.js';
import { findProjectRoot, resolvePlanPath } from '../adapters/project-root.js';
import { REMOTE } from '../adapters/spec-branch.js';
import {
  behindText,
  checkedOutBranches,
  divergedFix,
  divergedText,
  specBranchRef,
  updateCommand,
} from '../adapters/spec-branch-refs.js';
import { canRetry, canSkip, retryTaskState, skipTaskState } from '../core/github-text/commands.js';
import { taskCommitMessage } from '../core/github-text/git-text.js';
import type { Plan, Spec, Task } from '../core/plan/plan.js';
import type { TaskStatus } from '../core/plan/plan-basics.js';
import { findTask } from '../core/prompt/prompt.js';
import { DEFAULT_BRANCH_PREFIX, resetRetryBudget } from '../core/schedule/schedule.js';
import { shellCommand } from '../core/shell.js';
import { type CommandContext, stringOption, UsageError } from './command.js';

const KNOWN_SHOWN = 30;

function unknownTask(id: string, plan: Plan, file: string): UsageError {
  const ids = plan.specs.flatMap((s) => s.tasks.map((t) => t.id));
  const shown = ids.slice(0, KNOWN_SHOWN).join(', ');
  const more = ids.length > KNOWN_SHOWN ? `, ... (${ids.length - KNOWN_SHOWN} more)` : '';
  return new UsageError(
    ids.length === 0
      ? `no task "${id}" in ${file}: it has no tasks`
      : `no task "${id}" in ${file}; its tasks are ${shown}${more} (\`ralph status\` lists them)`,
  );
}

/** Who makes the edit: git's `user.name` (and email), else $USER. */
export interface Person {
  name: string;
  /** The identity of the commit on a spec branch: the person's when git knows it, else Ralph's. */
  identity: Identity;
}

async function person(git: Git, env: NodeJS.ProcessEnv): Promise<Person> {
  const config = async (key: string) => {
    const r = await git.exec(['config', '--get', key], { allowFailure: true });
    return r.exitCode === 0 && r.stdout.trim() !== '' ? r.stdout.trim() : undefined;
  };
  const gitName = await config('user.name');
  const email = await config('user.email');
  const name = gitName ?? env.USER ?? env.USERNAME ?? 'human';
  return { name, identity: gitName && email ? { name: gitName, email } : RALPH_IDENTITY };
}

export interface TaskEdit<T> {
  result: T;
  /** The spec branch the change was committed on; undefined when the work tree's plan was edited. */
  branch?: string;
  /** The commit made on the branch (none when nothing changed). */
  commit?: string;
  /** The branch is on the remote too: this change is local until it is pushed. */
  onRemote?: boolean;
  /** The local branch was made for this change from the remote's (`origin/ralph/api`). */
  createdFrom?: string;
}

/**
 * Finds task `id` in the plan as `ralph status` shows it and applies `mutate` where its state
 * lives (`where`: " on <branch>", or "" for the work tree's file). `mutate` may throw a
 * UsageError to refuse; nothing is written then. `verb` names the change in the spec branch's
 * commit: `ralph(<spec>): <verb> <task>`.
 */
export async function editTask<T>(
  ctx: CommandContext,
  id: string,
  verb: string,
  mutate: (task: Task, spec: Spec, who: Person, where: string) => T,
): Promise<TaskEdit<T>> {
  const planPath = resolvePlanPath(ctx.cwd, stringOption(ctx, 'plan'));
  const prefix = stringOption(ctx, 'branch-prefix') ?? DEFAULT_BRANCH_PREFIX;
  const file = loadPlan(planPath);
  const loaded = file.plan;
  const view = await localPlanView(planPath, loaded, prefix, { text: file.text });
  const shown = view?.plan ?? loaded;
  const found = findTask(shown, id);
  if (!found) throw unknownTask(id, shown, planPath);
  // The command's environment reaches git (a test's GIT_CONFIG_GLOBAL, say); in the CLI it is process.env.
  const env = ctx.env === process.env ? process.env : { ...process.env, ...ctx.env };
  const git = new Git(dirname(planPath), [], env);
  const who = await person(git, ctx.env);

  const branch = `${prefix}${found.spec.id}`;
  const createdFrom = await localBranchFor(git, planPath, branch, verb);
  // A branch made for this change stays only if the change was committed on it.
  let committed = false;
  try {
    const home = await specBranchPlan(planPath, branch, env);
    if (home && findTask(home.plan, id)) {
      const write = await updatePlanOnBranch(
        home,
        taskCommitMessage(found.spec, found.task, verb),
        (plan) => {
          const at = findTask(plan, id);
          if (!at) throw unknownTask(id, plan, `${home.branch}:${home.file}`);
          return mutate(at.task, at.spec, who, ` on ${home.branch}`);
        },
        who.identity,
      );
      committed = Boolean(write.commit);
      return {
        result: write.result,
        branch: home.branch,
        commit: write.commit,
        onRemote: home.onRemote,
        ...(createdFrom && committed ? { createdFrom: createdFrom.name } : {}),
      };
    }
  } finally {
    if (createdFrom && !committed) await dropCreated(git, branch, createdFrom);
  }
  const result = await updatePlan(planPath, (plan) => {
    const at = findTask(plan, id);
    if (!at) throw unknownTask(id, plan, planPath);
    return mutate(at.task, at.spec, who, '');
  });
  return { result };
}

/**
 * Makes sure the spec branch an edit goes to is the newest copy: a local branch that is behind
 * the remote-tracking one, or diverged from it, is refused (a commit on it could not be pushed),
 * with the command that brings it up to date; where only the remote has the branch, a local
 * branch tracking it is made, and returned (the caller drops it again if nothing is committed).
 */
async function localBranchFor(
  git: Git,
  planPath: string,
  branch: string,
  verb: string,
): Promise<{ name: string; sha: string } | undefined> {
  if (!existsSync(join(findProjectRoot(dirname(planPath)), '.git'))) return undefined;
  const refs = await specBranchRef(git, branch);
  if (refs?.relation === 'behind') {
    const path = (await checkedOutBranches(git)).get(branch);
    const top = await git.out(['rev-parse', '--show-toplevel']);
    const fix = updateCommand(refs, path === undefined ? undefined : { path, here: path === top });
    throw new UsageError(
      `${behindText(refs)}: a ${verb} committed on it would start from an old state, and its push would be refused. Bring it up to date, then run this again: ${fix}`,
    );
  }
  if (refs?.relation === 'diverged')
    throw new UsageError(
      `${divergedText(refs)}; Ralph commits on neither. To end this, ${divergedFix(refs)}; then run this again.`,
    );
  if (refs?.relation !== 'remote') return undefined;
  await git.exec(['branch', '--quiet', '--track', branch, `${REMOTE}/${branch}`]);
  return { name: refs.name, sha: refs.remote! };
}

/** Removes a branch made by localBranchFor, if it still is where it was made. */
async function dropCreated(git: Git, branch: string, from: { sha: string }): Promise<void> {
  await git.exec(['update-ref', '-d', `refs/heads/${branch}`, from.sha], { allowFailure: true });
  await git.exec(['config', '--remove-section', `branch.${branch}`], { allowFailure: true });
}

/** What a change did, for the line the command prints. */
export interface StatusChange {
  from: TaskStatus;
  to: TaskStatus;
  /** "retry budget reset", "comment added". */
  notes: string[];
}

function addComment(task: Task, author: string, body: string): void {
  task.comments = [...(task.comments ?? []), { author, body, created: new Date().toISOString() }];
}

const commentBy = (who: Person, body: string | undefined) => ({
  author: who.name,
  body: body ?? '',
  created: new Date().toISOString(),
});

/** `ralph set`: any status, by hand; the change and its reason kept as a comment. */
export function setStatus(
  task: Task,
  status: TaskStatus,
  reason: string | undefined,
  who: Person,
): StatusChange {
  const from = task.status;
  const notes: string[] = [];
  task.status = status;
  if (status === 'blocked') task.blockedReason = reason ?? task.blockedReason ?? 'blocked by a person';
  else delete task.blockedReason;
  if (status === 'completed') task.completedAt ??= new Date().toISOString();
  else delete task.completedAt;
  if (status === 'pending' && resetRetryBudget(task)) notes.push('retry budget reset');
  if (status !== 'in_progress') delete task.startedAt;
  addComment(
    task,
    who.name,
    `status ${from === status ? `${status}, as it was` : `${from} -> ${status}`}${reason ? `: ${reason}` : ''}`,
  );
  return { from, to: status, notes };
}

/** `ralph retry`: a blocked or failed task pending again, with a fresh budget and the person's answer. */
export function retryTask(task: Task, reason: string | undefined, who: Person, where: string): StatusChange {
  const from = task.status;
  if (!canRetry(from)) {
    const what =
      from === 'pending'
        ? 'it is already waiting to run'
        : from === 'in_progress'
          ? 'it is running'
          : `to run it again anyway: ralph set ${task.id} --status pending`;
    throw new UsageError(`${task.id} is ${from}${where}, not blocked or failed; ${what}`);
  }
  const notes: string[] = [];
  if (retryTaskState(task, commentBy(who, reason))) notes.push('retry budget reset');
  if (reason?.trim()) notes.push('comment added');
  return { from, to: 'pending', notes };
}

/** `ralph skip`: the task is not needed; what depends on it goes ahead. */
export function skipTask(task: Task, reason: string | undefined, who: Person, where: string): StatusChange {
  const from = task.status;
  if (!canSkip(from)) throw new UsageError(`${task.id} is ${from}${where} already; nothing to skip`);
  skipTaskState(task, commentBy(who, reason));
  return { from, to: 'skipped', notes: reason?.trim() ? ['comment added'] : [] };
}

/** `api-2: blocked -> pending on ralph/api (retry budget reset; comment added)`. */
export function changeLine(id: string, edit: TaskEdit<StatusChange>): string {
  const { from, to, notes } = edit.result;
  const on = edit.branch ? ` on ${edit.branch}` : '';
  const more = notes.length > 0 ? ` (${notes.join('; ')})` : '';
  const push =
    edit.branch && edit.createdFrom && edit.commit
      ? `\n${edit.branch} was made here from ${edit.createdFrom}, for this change: \`${shellCommand(['git', 'push', REMOTE, edit.branch])}\` takes it there.`
      : edit.branch && edit.onRemote && edit.commit
        ? `\n${edit.branch} is on ${REMOTE} too: \`${shellCommand(['git', 'push', REMOTE, edit.branch])}\` takes this change there.`
        : '';
  const change = from === to ? `${to}, as it was` : `${from} -> ${to}`;
  return `${id}: ${change}${on}${more}${push}`;
}
