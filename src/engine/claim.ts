// Checking an agent's done claim against the work tree (DESIGN.md C4, C7): no change at all,
// a change to the plan or to protected paths, or a missing output artifact means not done.
// The plan file, protected paths and the branch are put back either way: the agent's edits
// there are refused, never committed.
import { existsSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type GateResult, runGates } from '../adapters/gates.js';
import type { Git } from '../adapters/git.js';
import { writeAtomic } from '../adapters/plan-file.js';
import { DEFAULT_PROTECTED_PATHS, isProtected } from '../core/patch-rules.js';
import type { Gate } from '../core/plan.js';

export { DEFAULT_PROTECTED_PATHS, isProtected };

/** What the work tree must go back to after untrusted code ran. */
export interface Guard {
  root: string;
  /** The branch the attempt runs on, and the commit it started from. */
  branch: string;
  startSha: string;
  /** The plan file relative to the root, its absolute path, and its bytes before the agent ran. */
  planFile: string;
  planPath: string;
  planBefore: Buffer;
  protectedPaths: readonly string[];
  /** Paths already changed before the agent ran (Ralph's own plan update, a setup step). */
  changedBefore: ReadonlySet<string>;
  /**
   * git's index as Ralph last left it (Git.indexStamp), when Ralph commits from the index: a
   * different one means the code that ran touched it, and it is taken back before it is trusted.
   */
  index?: string;
}

export interface Reclaimed {
  /** What was refused: these fail a done claim. */
  problems: string[];
  /** What was put right without failing the claim (commits undone, a branch switched back). */
  notes: string[];
  /** Paths the agent changed, after the refused ones were put back. */
  changed: string[];
}

/**
 * Takes the work tree back after untrusted code ran (the agent, or gates running its code):
 * HEAD on the attempt's branch at its start commit (commits the agent made are undone, their
 * changes kept for the checks), the plan file as it was before the agent, and protected paths
 * as at the start commit. Called after the agent and again right before Ralph commits, so no
 * edit to the plan, `.github/` or other protected paths is ever committed.
 */
export async function reclaimWorkTree(git: Git, g: Guard): Promise<Reclaimed> {
  const problems: string[] = [];
  const notes: string[] = [];
  if (await takeHeadBack(git, g, notes)) await git.exec(['reset', '--quiet']);
  // The index is what Ralph commits from: one the agent wrote (a `git add`, even a `git status`)
  // is rebuilt from HEAD, keeping the files, so nothing staged behind Ralph's back is trusted.
  else if (g.index !== undefined && (await git.indexStamp()) !== g.index)
    await git.exec(['reset', '--quiet']);

  const planNow = existsSync(g.planPath) ? readFileSync(g.planPath) : undefined;
  if (!planNow?.equals(g.planBefore)) {
    writeAtomic(g.planPath, g.planBefore.toString('utf8'));
    problems.push(`${planNow ? 'edited' : 'deleted'} the plan file ${g.planFile}; refused`);
  }

  const byAgent = (await git.changedPaths()).filter((p) => p !== g.planFile && !g.changedBefore.has(p));
  const refused = byAgent.filter((p) => isProtected(p, g.protectedPaths));
  if (refused.length > 0) {
    await git.restorePaths(refused, g.startSha);
    problems.push(`changed protected paths (${refused.slice(0, 5).join(', ')}); refused`);
  }
  const changed = refused.length > 0 ? byAgent.filter((p) => !refused.includes(p)) : byAgent;
  if (g.index !== undefined) g.index = await git.indexStamp();
  return { problems, notes, changed };
}

/** HEAD back on the attempt's branch at its start commit; true when it had moved. */
async function takeHeadBack(git: Git, g: Guard, notes: string[]): Promise<boolean> {
  const now = await git.headState();
  if (now.branch === g.branch && now.sha === g.startSha) return false;
  notes.push(
    now.branch !== g.branch
      ? `the agent left the branch ${g.branch}${now.branch ? ` for ${now.branch}` : ''}; Ralph went back to it`
      : 'the agent made commits; Ralph undid them and kept their changes for the checks',
  );
  await git.exec(['update-ref', `refs/heads/${g.branch}`, g.startSha]);
  await git.exec(['symbolic-ref', 'HEAD', `refs/heads/${g.branch}`]);
  return true;
}

/** The agent's work staged in the index, and that index saved: what the gates must leave as it is. */
export interface Staged {
  /** The index file's bytes once the agent's work was staged (put back if the gates touch it). */
  index: Buffer;
  /** The paths the agent changed (refused ones put back), as the claim check found them. */
  changed: string[];
}

/**
 * Stages what the agent changed (only those paths are read), so that after the gates one
 * `git status` tells their writes (work tree against index) apart from the agent's work (index
 * against HEAD). The index is then Ralph's again: its stamp goes into the guard.
 */
export async function stageAgentWork(git: Git, g: Guard, changed: readonly string[]): Promise<Staged> {
  await git.stage(changed);
  // Read, not `write-tree`: no git process and no index rewrite while nothing touched it.
  const index = readFileSync(await git.indexFile());
  g.index = await git.indexStamp();
  return { index, changed: [...changed] };
}

/** The gates that ran, in order, and which of them first changed each path (runGatesWatched). */
export interface GateWriters {
  ran: string[];
  /** Paths seen changed after a gate that was not the last to run; the rest are the last one's. */
  firstBy: Map<string, string>;
}

/**
 * Runs the gates in order as runGates does (a failing required gate stops the rest), one at a
 * time, so that after each gate but the last one `git status` says which paths it changed: the
 * warning names the gate that wrote a file. With one gate, nothing more runs. What the gates
 * write stays until they all ran (a test may need what the build wrote).
 */
export async function runGatesWatched(
  git: Git,
  gates: readonly Gate[],
  opts: Parameters<typeof runGates>[1],
): Promise<{ results: GateResult[]; writers: GateWriters }> {
  const results: GateResult[] = [];
  const writers: GateWriters = { ran: [], firstBy: new Map() };
  for (const [i, gate] of gates.entries()) {
    const [r] = await runGates([gate], opts);
    if (!r) break;
    results.push(r);
    writers.ran.push(gate.name);
    const stops = !r.passed && r.required && !opts.keepGoing;
    if (i < gates.length - 1 && !stops && !opts.signal?.aborted) {
      // Only to name the writer: the check that counts comes after the last gate. Read-only, so
      // the index stays as the gates left it for that check to judge.
      const now = await git.status({ readOnly: true }).catch(() => []);
      for (const e of now)
        if (e.tree !== ' ' && !writers.firstBy.has(e.path)) writers.firstBy.set(e.path, gate.name);
    }
    if (stops) break;
  }
  return { results, writers };
}

/** Files a gate wrote. */
export interface GateWrites {
  gate: string;
  paths: string[];
}

export interface ReclaimedFromGates {
  /** What was refused (the plan or protected paths edited): these fail the attempt. */
  problems: string[];
  notes: string[];
  /** What the gates wrote to the tree, discarded. */
  writes: GateWrites[];
}

/**
 * After the gates ran the agent's code: HEAD, the index and the plan taken back as after the
 * agent, and every change a gate made to the work tree (a formatter's rewrite, a `--fix`, a
 * report file) discarded, so the commit holds the agent's work alone (DESIGN.md C5). A gate
 * that wrote the plan or a protected path still fails the attempt, as before. Ignored files
 * are not looked at: they are never committed.
 */
export async function reclaimFromGates(
  git: Git,
  g: Guard,
  staged: Staged,
  writers: GateWriters,
): Promise<ReclaimedFromGates> {
  const problems: string[] = [];
  const notes: string[] = [];
  const moved = await takeHeadBack(git, g, notes);
  // An index the gates wrote goes back to the staged one, keeping what git knows of the files.
  if (moved || (g.index !== undefined && (await git.indexStamp()) !== g.index))
    await git.restoreIndex(staged.index);

  const planNow = existsSync(g.planPath) ? readFileSync(g.planPath) : undefined;
  if (!planNow?.equals(g.planBefore)) {
    writeAtomic(g.planPath, g.planBefore.toString('utf8'));
    problems.push(`a gate ${planNow ? 'edited' : 'deleted'} the plan file ${g.planFile}; refused`);
  }

  // The work tree against the index: every difference there is a gate's.
  const written = (await git.status()).filter(
    (e) => e.tree !== ' ' && e.path !== g.planFile && !g.changedBefore.has(e.path),
  );
  if (written.length === 0) {
    g.index = await git.indexStamp();
    return { problems, notes, writes: [] };
  }
  const refused = written.filter((e) => isProtected(e.path, g.protectedPaths)).map((e) => e.path);
  if (refused.length > 0)
    problems.push(`a gate changed protected paths (${refused.slice(0, 5).join(', ')}); refused`);
  const writes = byGate(
    written.map((e) => e.path),
    writers,
  );
  // New files first (one may stand where a folder of tracked files was), then the rest from the index.
  for (const e of written.filter((e) => e.tree === '?')) removeNew(g.root, e.path);
  const tracked = written.filter((e) => e.tree !== '?').map((e) => e.path);
  if (tracked.length > 0)
    await git.exec(['checkout-index', '--force', '--quiet', '-z', '--stdin'], {
      input: `${tracked.join('\0')}\0`,
    });
  g.index = await git.indexStamp();
  return { problems, notes, writes };
}

/** The paths grouped by the gate that first changed them, in the order the gates ran. */
function byGate(paths: readonly string[], writers: GateWriters): GateWrites[] {
  const last = writers.ran.at(-1) ?? 'gate';
  const groups = new Map<string, string[]>();
  for (const path of paths) {
    const gate = writers.firstBy.get(path) ?? last;
    groups.set(gate, [...(groups.get(gate) ?? []), path]);
  }
  return writers.ran.filter((gate) => groups.has(gate)).map((gate) => ({ gate, paths: groups.get(gate)! }));
}

/** Removes a new file (a new nested repository: its folder), then the folders it leaves empty. */
function removeNew(root: string, path: string): void {
  const rel = path.replace(/\/+$/, '');
  rmSync(join(root, rel), { recursive: true, force: true });
  for (let dir = dirname(rel); dir !== '.' && dir !== ''; dir = dirname(dir)) {
    try {
      rmdirSync(join(root, dir));
    } catch {
      break; // not empty, or gone: the folders above it stay
    }
  }
}

/** The warning for files a gate wrote and Ralph discarded, one per gate. */
export function gateWritesNote(w: GateWrites): string {
  const list = `${w.paths.slice(0, 5).join(', ')}${w.paths.length > 5 ? `, and ${w.paths.length - 5} more` : ''}`;
  return `gate "${w.gate}" changed ${w.paths.length} file${w.paths.length === 1 ? '' : 's'} in the work tree (${list}); Ralph discarded the changes: gates never change what is committed. Run formatters and fixers as gates in check mode.`;
}

/** What is wrong with a done claim beyond refused edits: no change at all, missing output artifacts. */
export function claimProblems(
  root: string,
  reclaimed: Reclaimed,
  outputArtifacts: readonly string[],
): string[] {
  const problems = reclaimed.problems.map((p) => `the agent ${p}`);
  if (reclaimed.changed.length === 0 && problems.length === 0)
    problems.push('the agent claimed done but changed no file');
  const missing = outputArtifacts.filter((a) => !existsSync(join(root, a)));
  if (missing.length > 0) problems.push(`output artifacts missing: ${missing.join(', ')}`);
  return problems;
}
