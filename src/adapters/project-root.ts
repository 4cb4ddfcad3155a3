// Finding the project a command works on: the nearest directory, walking up from the
// current one, that holds a project marker (docs/ARCHITECTURE.md#life-of-a-task-locally).
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { PlanLocation } from '../core/plan/location.js';

export const ROOT_MARKERS = ['.git', 'package.json', 'Cargo.toml', 'go.mod', 'pyproject.toml', 'mix.exs'];

/** The nearest ancestor of `from` (itself included) holding a marker, else `from`. */
export function findProjectRoot(from: string): string {
  let dir = resolve(from);
  for (;;) {
    if (ROOT_MARKERS.some((m) => existsSync(join(dir, m)))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(from);
    dir = parent;
  }
}

/** The plan path: `--plan` as given (relative to cwd), else `implementation.json` at the project root. */
export function resolvePlanPath(cwd: string, planOption: string | undefined): string {
  if (planOption) return resolve(cwd, planOption);
  return join(findProjectRoot(cwd), 'implementation.json');
}

/** The plan's location under `root`: its absolute path and its repository-relative name (`/`-separated). */
export function locatePlan(root: string, path: string): PlanLocation {
  const absolute = resolve(path);
  return { root, file: relative(root, absolute).split(sep).join('/'), path: absolute };
}

/** The same plan file under another root (a worktree of the same repository). */
export function planUnder(root: string, plan: PlanLocation): PlanLocation {
  return { root, file: plan.file, path: join(root, ...plan.file.split('/')) };
}
