// The runner emulation's machine-wide runner slots (runner.ts): legs that run at the same time,
// in any test worker, are different runners, each with its own RUNNER_NAME.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Machine-wide runner slots, so that legs running at the same time, in any test worker, are
 * different runners (RUNNER_NAME). Slot N is in use while the symbolic link `<SLOT_DIR>/N`
 * exists; it points at `<pid>:<token>` of the process that holds it. A link is created with its
 * target in one step: no process ever reads a slot that is claimed but still empty (an O_EXCL
 * file is empty until its pid is written, and was once taken for an abandoned slot and deleted
 * under its owner, so two legs shared a runner).
 */
// Not the directory of the earlier slot files (regular files holding a pid), which this does not read.
const SLOT_DIR = join(tmpdir(), 'ralph-runner-slot-links');

export function acquireRunnerSlot(): number {
  mkdirSync(SLOT_DIR, { recursive: true });
  const claim = `${process.pid}:${randomBytes(8).toString('hex')}`;
  for (let slot = 1; ; slot++) {
    const file = join(SLOT_DIR, String(slot));
    try {
      symlinkSync(claim, file);
      return slot;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      // Taken: by a live process, or left by a dead one (then free it and try this slot again).
      if (freeAbandonedSlot(file)) slot--;
    }
  }
}

/**
 * Frees the slot when the process that holds it is gone; true when the slot may be free now.
 * The link is first moved aside under a name of this process's own (a rename is atomic), then
 * what was moved is checked: when another process freed and re-claimed the slot in between, the
 * moved link is that live claim, and it is put back.
 */
function freeAbandonedSlot(file: string): boolean {
  let claim: string;
  try {
    claim = readlinkSync(file);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT'; // released meanwhile; else not a slot link
  }
  if (processAlive(Number(claim.split(':')[0]))) return false;
  const aside = `${file}.free-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch {
    return true; // freed by another process meanwhile
  }
  const moved = readlinkSync(aside);
  rmSync(aside, { force: true });
  if (moved === claim) return true;
  // A live claim, moved by mistake: put it back; while it was away nobody else could see it
  // abandoned, and a claim made meanwhile keeps the slot (the loser takes the next one).
  try {
    symlinkSync(moved, file);
  } catch {
    // Someone claimed the slot while the link was away: both hold it. Names only: RUNNER_NAME
    // is the one thing a slot decides, and agent users are random per job (adapters/task-job/job-user.ts).
  }
  return false;
}

function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function releaseRunnerSlot(slot: number): void {
  rmSync(join(SLOT_DIR, String(slot)), { force: true });
}
