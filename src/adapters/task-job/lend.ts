// The work tree lent to the agent user (agent-user.ts) for each run, not shared: before the run
// every file Ralph's user owns in it is chowned to the agent user, and after the run, once all
// of the agent user's processes are dead, everything the agent user owns there is chowned back
// and made readable and writable by its owner again. The work tree's root stays Ralph's: the
// agent user may create entries in it (an ACL entry, or the group) but, with the sticky bit,
// never rename or remove one it does not own, such as the `.git` file Ralph puts there. A link
// never takes a chown out of the work tree: symlinks are changed themselves, no other file
// system is entered, and a file with more than one hard link is never given away. Between runs
// the agent user owns nothing in the work tree and has no process left, and its home is empty.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { RalphError } from '../../core/errors.js';
import type { AgentUser } from './agent-user.js';
import { asRoot, asUser, inside, mustAsRoot, onPath, run } from './root-command.js';

/**
 * The agent users prepareAgentUser just took a work tree back from (every process killed, the
 * home emptied): their next lendWorkspace, in the same step, need not do that again.
 */
const justReclaimed = new WeakSet<AgentUser>();

/**
 * Whether the work tree is still lent (a step died between lendWorkspace and the end of
 * reclaimWorkspace): its root is opened from the start of the one to the end of the other, by
 * the sticky bit, and the agent user's group or an ACL entry for it. When that cannot be told,
 * it is taken for lent.
 */
async function leftLent(user: AgentUser): Promise<boolean> {
  const st = statSync(user.workspace);
  if (st.mode & 0o1000 || st.gid === user.gid) return true;
  if (!onPath('setfacl')) return false;
  const r = await run('getfacl', ['-n', '-c', '--', user.workspace]);
  return r.code !== 0 || r.stdout.split('\n').some((line) => line.startsWith(`user:${user.uid}:`));
}
/**
 * Takes back a work tree an earlier step left lent (it died during a run): for prepareAgentUser,
 * so that the next lendWorkspace in the same step need not kill and empty again.
 */
export async function reclaimLeftLent(user: AgentUser): Promise<void> {
  if (!(await leftLent(user))) return;
  await reclaimWorkspace(user);
  justReclaimed.add(user);
}

/** Every process of the agent user killed, and the work tree taken back if a step left it lent. */
export async function settle(user: AgentUser): Promise<void> {
  if (await leftLent(user)) await reclaimWorkspace(user);
  else await killAgentUserProcesses(user);
}
/**
 * Empties the agent user's home: a new folder, 0700, its own, with nothing in it but a
 * ~/.gitconfig that trusts the work tree (its git must accept a work tree and a `.git` file
 * that Ralph's user owns: "dubious ownership"). Nothing one run wrote there (an `.npmrc` whose
 * `script-shell` makes every `npm run` pass, a shell profile) reaches the next.
 */
async function freshAgentHome(user: AgentUser): Promise<void> {
  const home = resolve(user.home);
  if (home === '/' || dirname(home) === '/' || inside(user.workspace, home) || inside(home, user.workspace))
    throw new RalphError(
      `The agent user ${user.name} has the home ${home}; Ralph empties it before each run and will not empty that folder.`,
    );
  await mustAsRoot(
    user.via,
    [
      '/bin/sh',
      '-c',
      'rm -rf --one-file-system -- "$1" && mkdir -m 0700 -- "$1" && chown -- "$2" "$1"',
      'sh',
      home,
      `${user.uid}:${user.gid}`,
    ],
    `Emptying the home of ${user.name}`,
  );
  if (!onPath('git')) return;
  const r = await asUser(user, [
    'git',
    'config',
    '--file',
    join(home, '.gitconfig'),
    '--add',
    'safe.directory',
    user.workspace,
  ]);
  if (r.code !== 0)
    throw new RalphError(`Could not let the git of ${user.name} trust ${user.workspace}: ${r.stderr.trim()}`);
}
/** The live (not zombie) processes whose real, effective or saved uid is `uid`. */
export function processesOf(uid: number): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let status: string;
    try {
      status = readFileSync(`/proc/${name}/status`, 'utf8');
    } catch {
      continue;
    }
    if (/^State:\s+Z/m.test(status)) continue;
    const uids = /^Uid:\s+(\d+)\s+(\d+)\s+(\d+)/m.exec(status);
    if (uids?.slice(1).some((u) => Number(u) === uid)) pids.push(Number(name));
  }
  return pids;
}

// Run as the agent user: kill(-1) signals every process it may signal, at once, so a
// process forking away cannot escape. The uid check keeps it from ever running as root.
const KILL_ALL =
  'test "$(id -u)" = "$1" && test "$(id -ru)" = "$1" || exit 3; kill -9 -1 2>/dev/null; exit 0';

/** Kills every process of the agent user (setsid'd, nohup'd, daemonized ones included). */
export async function killAgentUserProcesses(user: AgentUser): Promise<void> {
  let left: number[] = [];
  for (let round = 0; round < 20; round++) {
    const r = await asUser(user, ['/bin/sh', '-c', KILL_ALL, 'sh', String(user.uid)]);
    if (r.code !== 0)
      throw new RalphError(
        `Could not kill the processes of ${user.name} (exit ${r.code}): ${r.stderr.trim()}`,
      );
    await new Promise((done) => setTimeout(done, 20 + round * 20));
    left = processesOf(user.uid);
    if (left.length === 0) return;
  }
  throw new RalphError(`Processes of ${user.name} survive SIGKILL: ${left.join(', ')}.`);
}

/**
 * Hands the work tree to the agent user for a run, in a home emptied for it: what Ralph's user
 * owns there becomes its, except the `.git` entry of the root (Ralph's; see
 * private-git.ts) and any file with more than one hard link (another name of it may be
 * outside the work tree: a package manager's store, say). The root stays Ralph's, opened to
 * the agent user for writing with the sticky bit set.
 */
export async function lendWorkspace(user: AgentUser): Promise<void> {
  if (!justReclaimed.delete(user)) {
    await killAgentUserProcesses(user);
    await freshAgentHome(user);
  }
  // Opened first, so that a step dying in the middle leaves a root the next one sees lent.
  await openRoot(user);
  const what = `Lending ${user.workspace} to ${user.name}`;
  // -xdev: no other file system (a mount inside the work tree); -P (find's default): no
  // symlink followed; chown -h: a symlink is changed itself.
  await mustAsRoot(
    user.via,
    [
      'find',
      user.workspace,
      '-xdev',
      '-mindepth',
      '1',
      '(',
      '-path',
      // A pattern: the work tree's own *, ? and [ taken literally.
      join(user.workspace, '.git').replace(/[*?[\\]/g, '\\$&'),
      '-o',
      '-type',
      'f',
      '-links',
      '+1',
      ')',
      '-prune',
      '-o',
      '-user',
      String(user.owner.uid),
      '-exec',
      'chown',
      '-h',
      `+${user.uid}:+${user.gid}`,
      '--',
      '{}',
      '+',
    ],
    what,
  );
}

/**
 * The root opened to the agent user: write access through an ACL entry for it alone (else
 * through the group, the root's group and mode kept in `user.root` to be put back), and the
 * sticky bit, so that it may create entries and rename or remove its own, never Ralph's.
 */
async function openRoot(user: AgentUser): Promise<void> {
  const st = statSync(user.workspace);
  user.root = { mode: st.mode & 0o7777, gid: st.gid };
  const what = `Opening ${user.workspace} to ${user.name}`;
  const acl =
    onPath('setfacl') !== undefined &&
    (await asRoot(user.via, ['setfacl', '-m', `u:${user.uid}:rwx`, '--', user.workspace])).code === 0;
  if (!acl) await mustAsRoot(user.via, ['chgrp', '-h', `+${user.gid}`, '--', user.workspace], what);
  await mustAsRoot(user.via, ['chmod', acl ? '+t' : 'g+rwx,+t', '--', user.workspace], what);
}

/** The root as it was before openRoot (or, after a step that died, Ralph's and closed again). */
async function closeRoot(user: AgentUser): Promise<void> {
  const what = `Closing ${user.workspace} to ${user.name}`;
  if (onPath('setfacl')) await asRoot(user.via, ['setfacl', '-x', `u:${user.uid}`, '--', user.workspace]);
  const st = statSync(user.workspace);
  const was = user.root ?? {
    mode: st.mode & 0o7777 & ~0o1000 & (st.gid === user.gid ? ~0o020 : 0o7777),
    gid: st.gid === user.gid ? user.owner.gid : st.gid,
  };
  if (st.gid !== was.gid)
    await mustAsRoot(user.via, ['chgrp', '-h', `+${was.gid}`, '--', user.workspace], what);
  await mustAsRoot(
    user.via,
    ['chmod', (was.mode & 0o7777).toString(8).padStart(4, '0'), '--', user.workspace],
    what,
  );
  user.root = undefined;
}

// Run as root, in the work tree: each file the agent user owns that has other hard links is
// replaced by a copy of its own (same bytes, mode and times), Ralph's, and the other names keep
// the old file, untouched. Chowning it would hand Ralph's user a file outside the work tree.
// The copy goes to a new file mktemp makes, never to a name the agent could have prepared (a
// symlink there would take root's write elsewhere).
const UNLINK_COPIES =
  'owner=$1; shift; for f; do t=$(mktemp "$f.ralph-XXXXXX") && cp -p -- "$f" "$t" && chown -h -- "$owner" "$t" && mv -f -- "$t" "$f" || { rm -f -- "$t"; exit 1; }; done';

/**
 * Takes the work tree back after a run, once every process of the agent user is dead: what
 * it owns there goes back to the owner (a file with more than one hard link is replaced by a
 * copy, so no chown reaches its other names), whatever it made unreadable or unwritable for
 * its owner is opened again, the root is closed, and its home emptied.
 */
export async function reclaimWorkspace(user: AgentUser, o: { sandboxed?: boolean } = {}): Promise<void> {
  await killAgentUserProcesses(user);
  const owner = `+${user.owner.uid}:+${user.owner.gid}`;
  const multi = await mustAsRoot(
    user.via,
    ['find', user.workspace, '-xdev', '-type', 'f', '-user', String(user.uid), '-links', '+1', '-print0'],
    `Looking for hard links in ${user.workspace}`,
  );
  const linked = multi.stdout.split('\0').filter(Boolean);
  for (let i = 0; i < linked.length; i += 200)
    await mustAsRoot(
      user.via,
      ['/bin/sh', '-c', UNLINK_COPIES, 'sh', owner, ...linked.slice(i, i + 200)],
      `Replacing hard-linked files of ${user.name} in ${user.workspace}`,
    );
  // -xdev, -P and chown -h: nothing outside the work tree is changed through a link. One walk
  // (`,` evaluates both sides for every file): what it owns goes back, then whatever it closed
  // to the owner is opened again.
  await mustAsRoot(
    user.via,
    [
      'find',
      user.workspace,
      '-xdev',
      '(',
      '-user',
      String(user.uid),
      '(',
      '!',
      '-type',
      'f',
      '-o',
      '-links',
      '1',
      ')',
      '-exec',
      'chown',
      '-h',
      owner,
      '--',
      '{}',
      '+',
      ')',
      ',',
      '(',
      '-type',
      'd',
      '!',
      '-perm',
      '-u=rwx',
      '-o',
      '-type',
      'f',
      '-links',
      '1',
      '!',
      '-perm',
      '-u=rw',
      ')',
      '-exec',
      'chmod',
      'u+rwX',
      '--',
      '{}',
      '+',
    ],
    `Taking ${user.workspace} back from ${user.name}`,
  );
  await freshAgentHome(user);
  // In the sandbox they were private to the step: nothing of its can be there.
  if (!o.sandboxed) await sweepSharedTemp(user);
  // Last: until the tree is all taken back, its root says it is lent (leftLent).
  await closeRoot(user);
}

/** The folders every user may write, where one step could leave something for the next. */
const SHARED_TEMP = ['/tmp', '/var/tmp', '/dev/shm', '/run/lock'];

/**
 * What the agent user left in the shared temporary folders, at any depth (a file, a cache such
 * as /tmp/pytest-of-<user>, a socket, a file in another user's 1777 folder), is removed after
 * each step, so that no later step (a gate run after the agent, the next job's) finds it. In the
 * sandbox they are private and go with the step anyway; this is for runs without it. `rm -rf`
 * never follows a symlink nor leaves the file system; only what the agent user owns is touched,
 * and the work tree, its home and the paths lent to it are left alone.
 */
async function sweepSharedTemp(user: AgentUser): Promise<void> {
  const dirs = [...SHARED_TEMP, process.env.TMPDIR]
    .filter((d): d is string => !!d && isAbsolute(d) && existsSync(d))
    .map((d) => resolve(d))
    .filter((d, i, all) => all.indexOf(d) === i && !inside(d, user.workspace));
  if (dirs.length === 0) return;
  const keep = [user.workspace, user.home, ...(user.lent ?? [])].map((p) => resolve(p));
  const pattern = (p: string) => p.replace(/[*?[\\]/g, '\\$&');
  const r = await asRoot(user.via, [
    'find',
    ...dirs,
    // Other users' files come and go meanwhile: one gone before find looked at it is no error.
    '-ignore_readdir_race',
    '-xdev',
    '-mindepth',
    '1',
    '(',
    ...keep.flatMap((p, i) => [...(i > 0 ? ['-o'] : []), '-path', pattern(p)]),
    ')',
    '-prune',
    '-o',
    '-user',
    String(user.uid),
    '-prune',
    '-exec',
    'rm',
    '-rf',
    '--one-file-system',
    '--',
    '{}',
    '+',
  ]);
  // Another process's entry gone between find's listing and its look is no failure.
  const problems = r.stderr.split('\n').filter((l) => l.trim() && !/No such file or directory$/.test(l));
  if (r.code !== 0 && problems.length > 0)
    throw new RalphError(
      `Could not remove what ${user.name} left in ${dirs.join(', ')}: ${problems.join('; ')}`,
    );
}
