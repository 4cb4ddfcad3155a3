// The plan as a run sees it: the base branch's plan with each spec's entry taken from that
// spec's branch when the branch exists (DESIGN.md C6: progress travels on the spec branch).
// In a workflow the branches are the remote's (`refs/remotes/origin/`); locally, the
// repository's own (`refs/heads/`).
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { type OverlaidPlan, overlaySpecBranches } from '../core/branches.js';
import type { Plan, Spec } from '../core/plan.js';
import { RALPH_VERSION } from '../version.js';
import { Git } from './git.js';
import { catFileBatch, type ObjectInfo } from './git-batch.js';
import { PlanError, parsePlanText } from './plan-file.js';
import { findProjectRoot } from './project-root.js';

export interface PlanViewOptions {
  /** The plan file's path relative to the work tree. */
  planFile: string;
  /** The base plan's text (or the parsed plan) and what to call it in errors. */
  baseText: string;
  base?: Plan;
  baseName: string;
  /** Where spec branches live: `refs/remotes/origin/` or `refs/heads/`. */
  refs: string;
  branchPrefix: string;
  /** A branch whose plan is the base itself (the one checked out), left out of the overlay. */
  skip?: string;
  /** A file that keeps each branch's spec entry by the plan file's blob id (BranchPlanCache). */
  cache?: string;
}

export async function readPlanView(
  git: Git,
  opts: PlanViewOptions,
): Promise<OverlaidPlan & { branches: Map<string, string> }> {
  const base = opts.base ?? parsePlanText(opts.baseText, opts.baseName).plan;
  const refs = await git.out(['for-each-ref', '--format=%(refname)', `${opts.refs}${opts.branchPrefix}`]);
  const specIds = new Set(base.specs.map((s) => s.id));
  const wanted: Array<{ ref: string; branch: string; specId: string }> = [];
  for (const ref of refs.split('\n').filter(Boolean)) {
    const branch = ref.slice(opts.refs.length);
    const specId = branch.slice(opts.branchPrefix.length);
    if (branch !== opts.skip && specIds.has(specId)) wanted.push({ ref, branch, specId });
  }
  const cache = opts.cache === undefined ? undefined : new BranchPlanCache(opts.cache);
  const branches = new Map<string, string>();
  const branchPlans = new Map<string, Plan>();
  // Every branch's plan through one git process, each parsed as it arrives (git-batch.ts); with
  // a cache, only the plans it does not know by their blob id are read and parsed.
  const names = wanted.map((w) => `${w.ref}:${opts.planFile}`);
  const unknown =
    cache && ((o: ObjectInfo) => o.type === 'blob' && !cache.has(o.oid, wanted[o.index]!.specId));
  for await (const object of catFileBatch(git, names, unknown)) {
    if (object.missing) continue;
    const { branch, specId } = wanted[object.index]!;
    const name = `${branch}:${opts.planFile}`;
    if (object.type !== 'blob')
      throw new PlanError(name, [
        { path: '', message: `is a ${object.type}, not a file; the plan file must be a file on the branch` },
      ]);
    let spec = cache?.get(object.oid, specId);
    if (spec === undefined) {
      if (!object.content) throw new Error(`git cat-file gave no contents for ${name}`);
      const plan = parsePlanText(object.content.toString('utf8'), name).plan;
      // Only the spec's own entry is kept from its branch: the rest of that plan can go.
      spec = plan.specs.find((s) => s.id === specId) ?? null;
    }
    cache?.keep(object.oid, specId, spec);
    branches.set(specId, branch);
    branchPlans.set(specId, { version: 1, specs: spec ? [spec] : [] });
  }
  cache?.save();
  return { ...overlaySpecBranches(base, branchPlans), branches };
}

/**
 * The spec entry each branch's plan file holds, by the blob id of that file (its contents, so
 * an entry never goes stale) and the spec's id, for `ralph status` and `ralph next`: a branch
 * whose plan did not change since the last time is neither read nor parsed again. Only plans
 * that parsed are kept (a broken one fails every time, naming its place), and only the entries
 * of the last read (so the file does not grow). Kept in the git directory, beside git's own
 * caches; a file of another Ralph version, or one that does not parse, counts as empty.
 */
class BranchPlanCache {
  private readonly entries = new Map<string, Spec | null>();
  private readonly used = new Map<string, Spec | null>();

  constructor(private readonly file: string) {
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as { ralph?: unknown; entries?: unknown };
      if (data.ralph === RALPH_VERSION && data.entries && typeof data.entries === 'object')
        // An entry of any other shape (a hand edit) is not used: that plan is read again.
        for (const [key, spec] of Object.entries(data.entries))
          if (spec === null || Array.isArray((spec as Partial<Spec> | undefined)?.tasks))
            this.entries.set(key, spec as Spec | null);
    } catch {
      // none yet, or unreadable: every plan is read
    }
  }

  has(oid: string, specId: string): boolean {
    return this.entries.has(`${oid} ${specId}`);
  }

  /** The spec's entry in that blob's plan (null: the plan has none), if known. */
  get(oid: string, specId: string): Spec | null | undefined {
    return this.entries.get(`${oid} ${specId}`);
  }

  keep(oid: string, specId: string, spec: Spec | null): void {
    this.used.set(`${oid} ${specId}`, spec);
  }

  /** Writes the entries of this read, when they differ from what the file had. */
  save(): void {
    if (this.used.size === this.entries.size && [...this.used.keys()].every((k) => this.entries.has(k)))
      return;
    try {
      mkdirSync(dirname(this.file), { recursive: true });
      const tmp = `${this.file}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify({ ralph: RALPH_VERSION, entries: Object.fromEntries(this.used) }));
      renameSync(tmp, this.file);
    } catch {
      // a read-only repository: the next read parses again
    }
  }
}

/**
 * `ralph status` and `ralph next` in a repository: the plan file as it is in the work tree,
 * with the entries of specs that have a local spec branch taken from there. Outside a git
 * repository (no `.git` beside the plan or above it), just the plan file: no git process.
 */
export async function localPlanView(
  planPath: string,
  plan: Plan,
  branchPrefix: string,
): Promise<(OverlaidPlan & { branches: Map<string, string> }) | undefined> {
  const dir = dirname(planPath);
  const dotGit = join(findProjectRoot(dir), '.git');
  if (!existsSync(dotGit)) return undefined;
  const git = new Git(dir);
  const current = await git.currentBranch();
  if (current === undefined && !(await git.try(['rev-parse', '--verify', '--quiet', 'HEAD'])))
    return undefined;
  const view = await readPlanView(git, {
    planFile: `./${basename(planPath)}`,
    baseText: '',
    base: plan,
    baseName: planPath,
    refs: 'refs/heads/',
    branchPrefix,
    skip: current,
    // In the repository's own git directory (a linked worktree's `.git` is a file: no cache there).
    ...(statSync(dotGit).isDirectory() ? { cache: join(dotGit, 'ralph', 'branch-plans.json') } : {}),
  });
  return view.branches.size > 0 ? view : undefined;
}
