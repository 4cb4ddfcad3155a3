// The plan as a run sees it: the base branch's plan with each spec's entry taken from that
// spec's branch when the branch exists (docs/ARCHITECTURE.md#spec-branches-and-pull-requests: progress travels on the spec branch).
// In a workflow the branches are the remote's (`refs/remotes/origin/`); locally, the
// repository's own (`refs/heads/`).
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { RalphError } from '../core/errors.js';
import { type OverlaidPlan, overlaySpecBranches } from '../core/plan/branches.js';
import type { Plan, Spec } from '../core/plan/plan.js';
import { RALPH_VERSION } from '../version.js';
import { Git } from './git.js';
import { catFileBatch, type ObjectInfo } from './git-batch.js';
import { type DeltaBase, PlanDelta } from './plan-delta.js';
import { PlanError, parsePlanText } from './plan-file.js';
import { findProjectRoot } from './project-root.js';
import { branchWarnings, checkedOutBranches, type SpecTip, specBranchRefs } from './spec-branch-refs.js';

export interface PlanViewOptions {
  /** The plan file's path relative to the work tree. */
  planFile: string;
  /** The base plan's text (or the parsed plan) and what to call it in errors. */
  baseText: string;
  base?: Plan;
  baseName: string;
  /** Where spec branches live: `refs/remotes/origin/` or `refs/heads/`. */
  refs: string;
  /** The ref to read for each spec branch, by branch name, instead of those under `refs`. */
  sources?: ReadonlyMap<string, string>;
  branchPrefix: string;
  /** A branch whose plan is the base itself (the one checked out), left out of the overlay. */
  skip?: string;
  /** A file that keeps each branch's spec entry by the plan file's blob id (BranchPlanCache). */
  cache?: string;
  /**
   * A plan's text and its parse, against which each branch's plan is read by what differs
   * (plan-delta.ts); called at most once, when a branch's plan is first read. By default
   * `baseText` and its parse when `base` is not given (else none: every plan is parsed whole).
   */
  deltaBase?: () => DeltaBase | undefined;
}

export async function readPlanView(
  git: Git,
  opts: PlanViewOptions,
): Promise<OverlaidPlan & { branches: Map<string, string> }> {
  const base = opts.base ?? parsePlanText(opts.baseText, opts.baseName).plan;
  const delta = new PlanDelta(
    opts.deltaBase ??
      (() => (opts.base === undefined ? { text: opts.baseText, plan: base, valid: true } : undefined)),
  );
  const sources =
    opts.sources ??
    new Map(
      (await git.out(['for-each-ref', '--format=%(refname)', `${opts.refs}${opts.branchPrefix}`]))
        .split('\n')
        .filter(Boolean)
        .map((ref) => [ref.slice(opts.refs.length), ref]),
    );
  const specIds = new Set(base.specs.map((s) => s.id));
  const wanted: Array<{ ref: string; branch: string; specId: string }> = [];
  for (const [branch, ref] of sources) {
    if (!branch.startsWith(opts.branchPrefix)) continue;
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
      // The pieces the bytes came in, not `content`: that joins them, a copy of every plan.
      const bytes = object.parts ?? object.content;
      if (!bytes) throw new RalphError(`git cat-file gave no contents for ${name}`);
      // Only the spec's own entry is kept from its branch: the rest of that plan can go. Most
      // branches differ from the base in a few entries, read without parsing the whole plan;
      // for the others (and any plan with a problem) the full parse decides.
      spec = delta.specEntry(bytes, specId);
      if (spec === undefined) {
        const plan = parsePlanText(object.content!.toString('utf8'), name).plan;
        spec = plan.specs.find((s) => s.id === specId) ?? null;
      }
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
 * `ralph status`, `next` and `prompt` in a repository: the plan file as it is in the work tree,
 * with the entries of specs that have a spec branch taken from there: the local branch, or the
 * remote-tracking one (`origin/<prefix><spec>`) where it is newer or the only copy (see
 * spec-branch-refs.ts; `remote: false` reads local branches only). `names` says which ref each
 * spec's entry came from (`ralph/api` or `origin/ralph/api`); `warnings`, which local branch is
 * behind or has diverged from the remote's. Outside a git repository (no `.git` beside the plan
 * or above it), just the plan file: no git process.
 */
export async function localPlanView(
  planPath: string,
  plan: Plan,
  branchPrefix: string,
  opts: {
    remote?: boolean;
    /** The plan file's text that `plan` is the unchanged parse of (loadPlan's `text`). */
    text?: string;
  } = {},
): Promise<
  | (OverlaidPlan & {
      branches: Map<string, string>;
      names: Map<string, string>;
      /** The tip of the ref each spec's entry came from: its commit, subject and Ralph-Spec trailers. */
      tips: Map<string, SpecTip>;
      warnings: string[];
    })
  | undefined
> {
  const dir = dirname(planPath);
  const dotGit = join(findProjectRoot(dir), '.git');
  if (!existsSync(dotGit)) return undefined;
  const git = new Git(dir);
  const current = await git.currentBranch();
  if (current === undefined && !(await git.try(['rev-parse', '--verify', '--quiet', 'HEAD'])))
    return undefined;
  // With `remote: false`, the local branches only: each is the ref read, and none is behind.
  const all = await specBranchRefs(git, branchPrefix, { remote: opts.remote });
  const sources = new Map<string, string>();
  for (const r of all.values()) sources.set(r.branch, r.ref);
  // The branches of the plan's specs, which the warnings are about.
  const planned = new Set(plan.specs.map((s) => `${branchPrefix}${s.id}`));
  const warned = [...all.values()].filter((r) => planned.has(r.branch));
  // Only a warning about a branch behind names the command that updates it, which depends on
  // where the branch is checked out. Started now, to run while the branches' plans are read: a
  // process started once those are in memory costs more to start (the parent's memory is
  // larger to copy).
  const behind = warned.some((r) => r.relation === 'behind');
  const worktrees = behind ? settled(checkedOutBranches(git)) : undefined;
  const top = behind ? settled(git.out(['rev-parse', '--show-toplevel'])) : undefined;
  const view = await readPlanView(git, {
    planFile: `./${basename(planPath)}`,
    baseText: '',
    base: plan,
    baseName: planPath,
    refs: 'refs/heads/',
    sources,
    branchPrefix,
    skip: current,
    // The text `plan` was parsed from, when the caller has it unchanged; otherwise the plan file
    // is read again rather than `plan` trusted to be its parse (one JSON.parse, only when some
    // branch's plan is read).
    deltaBase: () => {
      if (opts.text !== undefined) return { text: opts.text, plan, valid: true };
      try {
        const text = readFileSync(planPath, 'utf8');
        return { text, plan: JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as Plan };
      } catch {
        return undefined;
      }
    },
    // In the repository's own git directory (a linked worktree's `.git` is a file: no cache there).
    ...(statSync(dotGit).isDirectory() ? { cache: join(dotGit, 'ralph', 'branch-plans.json') } : {}),
  });
  const names = new Map<string, string>();
  const tips = new Map<string, SpecTip>();
  for (const [specId, branch] of view.branches) {
    // The ref the spec's state was read from, and its tip.
    const r = all.get(branch)!;
    names.set(specId, r.name);
    if (r.tip) tips.set(specId, r.tip);
  }
  const warnings = branchWarnings(warned, (await worktrees?.()) ?? new Map(), (await top?.()) ?? '');
  return view.branches.size > 0 || warnings.length > 0 ? { ...view, names, tips, warnings } : undefined;
}

/** A promise started ahead of its use: a rejection is not unhandled meanwhile, and is thrown when awaited. */
function settled<T>(promise: Promise<T>): () => Promise<T> {
  promise.catch(() => {});
  return () => promise;
}
