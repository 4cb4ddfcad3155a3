// Running the gates on an agent's work (the agent's code runs again there): the work held
// before they run, the gates one at a time so a file one writes is named by the gate, and the
// work tree taken back afterwards, so a commit holds the agent's work alone and never what a
// formatter, a `--fix` or a report file left behind.
import {
  chmodSync,
  closeSync,
  constants,
  existsSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  rmdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { type GateResult, runGates } from '../adapters/gates.js';
import type { Git } from '../adapters/git.js';
import { writeAtomic } from '../adapters/plan-file.js';
import { isProtected } from '../core/attempt/patch-rules.js';
import type { Gate } from '../core/plan/plan.js';
import { type Guard, takeHeadBack } from './claim.js';

/** What one path the agent changed holds after the agent: a file (mode and bytes), a symlink, or nothing. */
type Held =
  | { kind: 'absent' }
  | { kind: 'file'; mode: number; bytes: Buffer }
  | { kind: 'link'; target: Buffer };

/** Past this many bytes of changed files, the agent's work is staged instead of held in memory. */
const HOLD_LIMIT = 32 * 1024 * 1024;

/** The agent's work as it was before the gates ran: what the gates must leave as it is. */
export interface AgentWork {
  /** The paths the agent changed (refused ones put back), as the claim check found them. */
  changed: string[];
  /**
   * What each of them holds, read by Ralph itself: the index stays as it is (HEAD's tree), so
   * no git process rewrites it before the gates. Undefined when a path is a folder (a nested
   * repository, a file replaced by a folder) or the files are too large to hold: then `index`.
   */
  held?: Map<string, Held>;
  /** Otherwise the index file's bytes once the agent's work was staged (put back if the gates touch it). */
  index?: Buffer;
}

/**
 * Records the agent's work before the gates run, so that what a gate then writes shows apart
 * from it and is discarded. Usually the changed paths are read into memory (only they are
 * read); a folder among them, or more than HOLD_LIMIT bytes, has them staged in the index
 * instead, whose stamp then goes into the guard.
 */
export async function holdAgentWork(git: Git, g: Guard, changed: readonly string[]): Promise<AgentWork> {
  const held = readHeld(g.planAt.root, changed);
  if (held) return { changed: [...changed], held };
  await git.stage(changed);
  // Read, not `write-tree`: no git process and no index rewrite while nothing touched it.
  const index = readFileSync(await git.indexFile());
  g.index = await git.indexStamp();
  return { changed: [...changed], index };
}

/** Each path as it is now, or undefined when one is a folder or they are too large. */
function readHeld(root: string, paths: readonly string[]): Map<string, Held> | undefined {
  const held = new Map<string, Held>();
  let left = HOLD_LIMIT;
  for (const path of paths) {
    const now = readPath(root, path, left);
    if (now === undefined) return undefined;
    if (now.kind === 'file') left -= now.bytes.length;
    held.set(path, now);
  }
  return held;
}

/**
 * What is at `path` without following a symlink, in it or on the way to it (a symlinked folder
 * on the way: what git sees, nothing); undefined for a folder, anything else git would not store
 * as a file, or a file of more than `maxBytes`.
 */
function readPath(root: string, path: string, maxBytes: number): Held | undefined {
  if (path.endsWith('/')) return undefined;
  if (!realFoldersTo(root, path)) return { kind: 'absent' };
  const full = join(root, path);
  let fd: number;
  try {
    // No symlink followed; no wait on a FIFO.
    fd = openSync(full, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'absent' };
    if (code === 'ELOOP' || code === 'EMLINK')
      return { kind: 'link', target: readlinkSync(full, { encoding: 'buffer' }) };
    throw e;
  }
  try {
    const s = fstatSync(fd);
    if (!s.isFile() || s.size > maxBytes) return undefined;
    return { kind: 'file', mode: s.mode & 0o777, bytes: readFileSync(fd) };
  } finally {
    closeSync(fd);
  }
}

/** True when every folder on the way to `path` is a real folder (no symlink, no file). */
function realFoldersTo(root: string, path: string): boolean {
  const parts = path.split('/').slice(0, -1);
  for (let i = 1; i <= parts.length; i++) {
    const s = lstatSync(join(root, ...parts.slice(0, i)), { throwIfNoEntry: false });
    if (!s?.isDirectory()) return false;
  }
  return true;
}

/** Whether `path` no longer holds what `was` says (a file's content or executable bit, a symlink's target). */
function differs(root: string, path: string, was: Held): boolean {
  // A file of another size differs without being read.
  const now = readPath(root, path, was.kind === 'file' ? was.bytes.length : 0);
  if (now === undefined || now.kind !== was.kind) return true;
  if (now.kind === 'link') return !now.target.equals((was as { target: Buffer }).target);
  if (now.kind === 'file') {
    const w = was as { mode: number; bytes: Buffer };
    return (now.mode & 0o100) !== (w.mode & 0o100) || !now.bytes.equals(w.bytes);
  }
  return false;
}

/** The held paths a gate changed since holdAgentWork read them. */
function heldChanged(root: string, work: AgentWork): string[] {
  return work.held ? [...work.held].filter(([path, was]) => differs(root, path, was)).map(([p]) => p) : [];
}

/** Puts back what the agent left at `path`: whatever a gate put there goes first. */
function putBack(root: string, path: string, was: Held): void {
  const full = join(root, path);
  // A file or symlink a gate left where a folder on the way was: gone (its own discard would do it too).
  const parts = path.split('/').slice(0, -1);
  for (let i = 1; i <= parts.length; i++) {
    const dir = join(root, ...parts.slice(0, i));
    const s = lstatSync(dir, { throwIfNoEntry: false });
    if (s && !s.isDirectory()) rmSync(dir, { force: true });
  }
  rmSync(full, { recursive: true, force: true });
  if (was.kind === 'absent') {
    removeNew(root, path);
    return;
  }
  mkdirSync(dirname(full), { recursive: true });
  if (was.kind === 'link') symlinkSync(was.target, full);
  else {
    writeFileSync(full, was.bytes, { flag: 'wx' });
    chmodSync(full, was.mode); // the mode as it was, whatever the umask
  }
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
  work?: AgentWork,
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
      const seen = [
        ...now.filter((e) => e.tree !== ' ' && !work?.held?.has(e.path)).map((e) => e.path),
        ...(work ? heldChanged(opts.cwd, work) : []),
      ];
      for (const path of seen) if (!writers.firstBy.has(path)) writers.firstBy.set(path, gate.name);
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
 * report file) discarded, so the commit holds the agent's work alone (docs/ARCHITECTURE.md#gates). A gate
 * that wrote the plan or a protected path still fails the attempt, as before. Ignored files
 * are not looked at: they are never committed.
 */
export async function reclaimFromGates(
  git: Git,
  g: Guard,
  work: AgentWork,
  writers: GateWriters,
): Promise<ReclaimedFromGates> {
  const problems: string[] = [];
  const notes: string[] = [];
  const moved = await takeHeadBack(git, g, notes);
  // An index the gates wrote goes back: to the staged one (keeping what git knows of the
  // files), or to HEAD's tree when the agent's work is held in memory instead.
  if (moved || (g.index !== undefined && (await git.indexStamp()) !== g.index)) {
    if (work.index) await git.restoreIndex(work.index);
    else await git.freshIndex();
  }

  const planNow = existsSync(g.planAt.path) ? readFileSync(g.planAt.path) : undefined;
  if (!planNow?.equals(g.planBefore)) {
    writeAtomic(g.planAt.path, g.planBefore.toString('utf8'));
    problems.push(`a gate ${planNow ? 'edited' : 'deleted'} the plan file ${g.planAt.file}; refused`);
  }

  // The work tree against the index: a difference there is a gate's, unless it is the agent's
  // held work, which counts only where its content changed.
  const outside = (p: string) => p !== g.planAt.file && !g.changedBefore.has(p);
  // Through the untracked cache, read-only, as the claim check: the commit that follows writes
  // the index anyway.
  const cached = g.untrackedCache === true;
  const status = (await git.status({ untrackedCache: cached, readOnly: cached })).filter(
    (e) => e.tree !== ' ' && outside(e.path) && !work.held?.has(e.path),
  );
  const rewritten = heldChanged(g.planAt.root, work);
  if (status.length === 0 && rewritten.length === 0) {
    g.index = await git.indexStamp();
    return { problems, notes, writes: [] };
  }
  // In git's order (bytes), as status lists them.
  const written = [...status.map((e) => e.path), ...rewritten].sort((a, b) =>
    Buffer.compare(Buffer.from(a), Buffer.from(b)),
  );
  const refused = written.filter((p) => isProtected(p, g.protectedPaths));
  if (refused.length > 0)
    problems.push(`a gate changed protected paths (${refused.slice(0, 5).join(', ')}); refused`);
  const writes = byGate(written, writers);
  // New files first (one may stand where a folder of tracked files was), then the rest from the
  // index, then the agent's own files as it left them.
  for (const e of status.filter((e) => e.tree === '?')) removeNew(g.planAt.root, e.path);
  const tracked = status.filter((e) => e.tree !== '?').map((e) => e.path);
  if (tracked.length > 0)
    await git.exec(['checkout-index', '--force', '--quiet', '-z', '--stdin'], {
      input: `${tracked.join('\0')}\0`,
    });
  for (const path of rewritten) putBack(g.planAt.root, path, work.held!.get(path)!);
  g.index = await git.indexStamp();
  return { problems, notes, writes };
}

/** The paths grouped by the gate that first changed them, in the order the gates ran. */
function byGate(paths: readonly string[], writers: GateWriters): GateWrites[] {
  const last = writers.ran.at(-1) ?? 'gate';
  const groups = new Map<string, string[]>();
  for (const path of paths) {
    const gate = writers.firstBy.get(path) ?? last;
    const group = groups.get(gate);
    if (group) group.push(path);
    else groups.set(gate, [path]);
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
