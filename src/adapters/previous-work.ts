// A failed attempt's work, carried to the next attempt of the task (docs/ARCHITECTURE.md#life-of-a-task-locally): saved as a
// binary patch against the commit the attempt started from (`.ralph/retry/<task>.patch`
// locally, `retry/<task>.patch` in the attempt artifact in CI), and applied onto the work tree
// before the next attempt's agent runs, so a retry goes on from what the last one left. The
// patch is checked first with the same rules the writer job applies to a passing attempt's
// patch: one that would change the plan, `.github/` or another protected path, git's own files,
// a symbolic link or a submodule is refused, and the retry starts from the commit instead.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RetryContext } from '../core/prompt/prompt.js';
import type { Git } from './git.js';
import { changeRefusals } from './patch-check.js';
import { TreeEditor } from './spec-branch.js';

/** The patch file of a task's last failed attempt, in a retry folder. */
export function retryPatchPath(dir: string, taskId: string): string {
  return join(dir, `${taskId}.patch`);
}

/**
 * A binary patch (new files included, no renames: each path as itself) from `from` to `to`: two
 * trees, or with `to` undefined, `from` to what git's index holds; only `paths` when given.
 */
export async function treePatch(
  git: Git,
  from: string,
  to?: string,
  paths?: readonly string[],
): Promise<Buffer> {
  const args = ['diff', '--binary', '--full-index', '--no-renames'];
  const range = to === undefined ? ['--cached', from] : [from, to];
  // Paths are names, not patterns: a file named `*.txt` must not take others with it.
  const r = await git.execRaw(
    paths ? ['--literal-pathspecs', ...args, ...range, '--', ...paths] : [...args, ...range],
  );
  return r.stdout;
}

/** Writes the patch beside the task's retry context; an empty patch removes an old one. */
export function writeRetryPatch(dir: string, taskId: string, patch: Buffer): void {
  const path = retryPatchPath(dir, taskId);
  if (patch.length === 0) {
    rmSync(path, { force: true });
    return;
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(path, patch);
}

/** The task's saved patch in a retry folder; undefined when there is none (or it is empty). */
export function readRetryPatch(dir: string, taskId: string): Buffer | undefined {
  const path = retryPatchPath(dir, taskId);
  if (!existsSync(path) || !statSync(path).isFile()) return undefined;
  const patch = readFileSync(path);
  return patch.length > 0 ? patch : undefined;
}

/** GitHub refuses a file over 100 MB in a push, so a patch holding one is refused here too. */
const MAX_FILE_BYTES = 100 * 1024 * 1024;

export type Carried = { applied: true; paths: string[] } | { applied: false; problem: string };

/**
 * Applies a previous attempt's patch onto the work tree, which must be at `base` (HEAD, clean
 * but for paths the patch does not touch): first into a scratch index from `base`, where git
 * says what it changes and the patch rules judge it; then, when it holds, onto the work tree
 * alone (git's index stays at HEAD: the changes are the next attempt's, as if its agent made
 * them). The problem, in a sentence, when it does not apply or is refused.
 */
export async function applyPreviousWork(
  git: Git,
  o: {
    base: string;
    patch: Buffer;
    scratchIndex: string;
    planFile: string;
    protectedPaths: readonly string[];
    /** The largest new file the patch may hold: the action's input 'max-file-size' (default 100 MB, GitHub's limit). */
    maxFileBytes?: number;
  },
): Promise<Carried> {
  mkdirSync(dirname(o.scratchIndex), { recursive: true });
  rmSync(o.scratchIndex, { force: true });
  const editor = new TreeEditor(git, o.scratchIndex);
  try {
    await editor.read(o.base);
    const error = await editor.apply(o.patch);
    if (error) return { applied: false, problem: `it does not apply to ${o.base.slice(0, 7)}: ${error}` };
    const { changes, refused } = await changeRefusals(git, o.base, await editor.write(), {
      planFile: o.planFile,
      protectedPaths: o.protectedPaths,
      maxFileBytes: o.maxFileBytes ?? MAX_FILE_BYTES,
    });
    if (refused.length > 0) return { applied: false, problem: refused.join('; ') };
    const r = await git.exec(['apply', '--binary', '--whitespace=nowarn', '-'], {
      input: o.patch,
      allowFailure: true,
    });
    if (r.exitCode !== 0)
      return {
        applied: false,
        problem: `it does not apply to the work tree: ${r.stderr.trim() || `git apply exited ${r.exitCode}`}`,
      };
    return { applied: true, paths: changes.map((c) => c.path) };
  } finally {
    rmSync(o.scratchIndex, { force: true });
  }
}

/**
 * The retry context with where the attempt starts (`workTree`), the previous attempt's patch
 * applied onto the work tree when there is one and a fresh start is not asked for. `fromFile`:
 * the context came with the attempt's files (its retry file, or its artifact), not only from
 * its record in the plan. `onNote` hears why a patch was not applied.
 */
export async function startRetry(
  git: Git,
  o: {
    retry: RetryContext | undefined;
    fromFile: boolean;
    patch: Buffer | undefined;
    fresh: boolean;
    base: string;
    scratchIndex: string;
    planFile: string;
    protectedPaths: readonly string[];
    /** See applyPreviousWork. */
    maxFileBytes?: number;
    onNote?: (text: string) => void;
  },
): Promise<RetryContext | undefined> {
  if (!o.retry) return undefined;
  const reset = (workTreeNote?: string): RetryContext => ({
    ...o.retry!,
    workTree: 'reset',
    ...(workTreeNote ? { workTreeNote } : {}),
  });
  if (o.fresh) return reset();
  if (!o.patch) {
    if (!o.fromFile) return reset('only its record in the plan was found, not its changes');
    return reset(o.retry.diffSummary?.trim() ? 'its changes were not found' : 'it changed no file');
  }
  const carried = await applyPreviousWork(git, {
    base: o.base,
    patch: o.patch,
    scratchIndex: o.scratchIndex,
    planFile: o.planFile,
    protectedPaths: o.protectedPaths,
    maxFileBytes: o.maxFileBytes,
  });
  if (carried.applied) return { ...o.retry, workTree: 'kept' };
  const note = `attempt ${o.retry.attempt}'s changes were not carried over: ${carried.problem}`;
  o.onNote?.(`${note}; this attempt starts from the commit`);
  return reset(note);
}
