// The agent user (docs/ARCHITECTURE.md#trust): on Linux, the agent and the gates run as a separate system
// user without sudo, so that what they start cannot read Ralph's environment
// (/proc/PID/environ of another user is unreadable), cannot write Ralph's files or the
// runner's command files, and does not outlive its step (every process of that user is
// killed after each run). The idea is openai/codex-action's `unprivileged-user` strategy.
//
// The work tree is lent, not shared: before each run every file Ralph's user owns in it is
// chowned to the agent user, and after the run, once all of the agent user's processes are
// dead, everything the agent user owns there is chowned back and made readable and writable by
// its owner again. The work tree's root stays Ralph's: the agent user may create entries in it
// (an ACL entry, or the group) but, with the sticky bit, never rename or remove one it does not
// own, such as the `.git` file Ralph puts there. A link never takes a chown out of the work
// tree: symlinks are changed themselves, no other file system is entered, and a file with more
// than one hard link is never given away. Between runs the agent user owns nothing in the work
// tree and has no process left, and its home is empty.
//
// Ralph reaches root either directly (a container job) or through passwordless `sudo -n`
// (GitHub-hosted runners). Through sudo, the agent's environment travels on the child's
// stdin, never on a command line (/proc/PID/cmdline is world-readable), and a fixed shell
// wrapper restores it exactly: sudo's own env_reset, secure_path and env_delete do not apply.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import { basename, delimiter, dirname, isAbsolute, join, resolve } from 'node:path';
import { RalphError } from '../../core/errors.js';
import {
  asRoot,
  inside,
  type Out,
  onPath,
  type RootVia,
  rootCommand,
  run,
  SYSTEM_PATH,
  shellQuote,
} from './root-command.js';
import { mountSteps, type Sandbox, type SandboxNetwork, sandboxArgs, sandboxLayout } from './sandbox.js';

export const DEFAULT_AGENT_USER = 'ralph-agent';

/** What self-hosted runners that cannot create users are told. */
export const AGENT_USER_OFF_HINT =
  "set the input 'agent-user: false' on runners where Ralph can neither run as root nor use " +
  'passwordless sudo (self-hosted runners that cannot create users); the agent then runs as ' +
  "the runner's user and can read the step's environment";

export interface AgentUser {
  name: string;
  uid: number;
  /** Its own primary group (it has no other). */
  gid: number;
  home: string;
  /** How Ralph becomes it: spawning with uid/gid as root, or through `sudo -n -u`. */
  via: RootVia;
  /** The work tree it is lent for each run. */
  workspace: string;
  /** Who owns the work tree between runs, and gets it back after each. */
  owner: { uid: number; gid: number };
  /**
   * How the work tree's root was before it was opened to the agent user for a run (its mode,
   * and its group when the group opened it): put back after the run.
   */
  root?: { mode: number; gid: number };
  /**
   * Paths outside the work tree the agent may write during a step (its disposable repository,
   * src/action/private-git.ts): bound writable into the sandbox, which masks their folders.
   */
  lent?: string[];
}

export interface PrepareOptions {
  /** Default `ralph-agent`. */
  name?: string;
  workspace: string;
  log: (message: string) => void;
  /**
   * Directories others may read that the agent user must not (with ACLs). Default:
   * $RUNNER_TEMP and the runner's own directory (see runnerDirectory).
   */
  hide?: string[];
}

/** Variables that point into Ralph's home are moved to the agent's (it cannot write Ralph's). */
export const RELOCATED_VARIABLES = [
  'XDG_CONFIG_HOME',
  'XDG_CACHE_HOME',
  'XDG_DATA_HOME',
  'XDG_STATE_HOME',
  'CARGO_HOME',
] as const;

/** Groups that are root in all but name: the agent user must be in none of them. */
const PRIVILEGED_GROUPS = ['sudo', 'admin', 'wheel', 'root', 'docker', 'lxd', 'disk'];
const NAME = /^[a-z_][a-z0-9_-]{0,30}$/;
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

const isRoot = () => process.getuid?.() === 0;

function me(): string {
  try {
    return userInfo().username;
  } catch {
    return `uid ${process.getuid?.()}`;
  }
}

export async function mustAsRoot(via: AgentUser['via'], args: string[], what: string): Promise<Out> {
  const r = await asRoot(via, args);
  if (r.code !== 0)
    throw new RalphError(
      `${what} failed (${args.join(' ')}: exit ${r.code}): ${r.stderr.trim() || r.stdout.trim()}`,
    );
  return r;
}

/** A small fixed command as the agent user (no secret in it either). */
function asAgent(user: AgentUser, args: string[]): Promise<Out> {
  return user.via === 'root'
    ? run(args[0]!, args.slice(1), { uid: user.uid, gid: user.gid, home: user.home })
    : run('sudo', ['-n', '-u', user.name, '--', ...args]);
}

/**
 * How Ralph could switch to an agent user here: as root, or through passwordless sudo; or why
 * it cannot (not Linux, neither root nor passwordless sudo, no useradd).
 */
export function agentUserSupport(): Promise<{ via: AgentUser['via'] } | { unavailable: string }> {
  support ??= findAgentUserSupport();
  return support;
}

/** Found once per process: decideAgentUser and prepareAgentUser both ask in the same step. */
let support: Promise<{ via: AgentUser['via'] } | { unavailable: string }> | undefined;

async function findAgentUserSupport(): Promise<{ via: AgentUser['via'] } | { unavailable: string }> {
  if (process.platform !== 'linux')
    return { unavailable: `the agent user needs Linux (this runner is ${process.platform})` };
  if (isRoot()) {
    if (!onPath('useradd'))
      return { unavailable: 'Ralph runs as root but there is no useradd to create users' };
    return { via: 'root' };
  }
  if (!onPath('sudo', `${process.env.PATH ?? ''}${delimiter}${SYSTEM_PATH}`))
    return { unavailable: `Ralph runs as ${me()}, not root, and there is no sudo` };
  const r = await run('sudo', ['-n', 'true']);
  if (r.code !== 0)
    return {
      unavailable: `Ralph runs as ${me()}, not root, without passwordless sudo (${r.stderr.trim() || `exit ${r.code}`})`,
    };
  return { via: 'sudo' };
}

/**
 * The `agent-user` input decided for this runner: `false` never, `true` always (failing when
 * it cannot be), `auto` when it can be (on Linux as root or with passwordless sudo).
 */
export async function decideAgentUser(
  setting: string,
): Promise<{ use: true } | { use: false; reason: string }> {
  const value = setting.trim().toLowerCase() || 'auto';
  if (value === 'false') return { use: false, reason: "the input 'agent-user' is false" };
  if (value !== 'true' && value !== 'auto')
    throw new RalphError(`Invalid input 'agent-user': "${setting}" (auto, true or false).`);
  const support = await agentUserSupport();
  if ('via' in support) return { use: true };
  if (value === 'true')
    throw new RalphError(
      `The input 'agent-user' is true, but ${support.unavailable}; ${AGENT_USER_OFF_HINT}.`,
    );
  return { use: false, reason: support.unavailable };
}

interface PasswdEntry {
  uid: number;
  gid: number;
  home: string;
}

async function lookUp(name: string): Promise<PasswdEntry | undefined> {
  const r = await run('getent', ['passwd', name]);
  if (r.code !== 0) return undefined;
  const f = r.stdout.trim().split('\n')[0]!.split(':');
  if (f.length < 7) return undefined;
  return { uid: Number(f[2]), gid: Number(f[3]), home: f[5]! };
}

/**
 * Makes sure the agent user exists without any way to root, can reach the work tree and gets
 * nothing from cron or at; takes back a work tree an earlier step left lent (it died during a
 * run). Idempotent: every step that runs agent code calls it first.
 */
export async function prepareAgentUser(opts: PrepareOptions): Promise<AgentUser> {
  const name = opts.name ?? DEFAULT_AGENT_USER;
  if (!NAME.test(name))
    throw new RalphError(`Invalid agent user name "${name}" (lower-case letters, digits, _ and -).`);
  const support = await agentUserSupport();
  if (!('via' in support))
    throw new RalphError(
      `Cannot run the agent as its own user: ${support.unavailable}; ${AGENT_USER_OFF_HINT}.`,
    );
  const { via } = support;
  const workspace = resolve(opts.workspace);
  if (!statSync(workspace).isDirectory())
    throw new RalphError(`The workspace ${workspace} is not a directory.`);

  let entry = await lookUp(name);
  if (!entry) {
    const shell = existsSync('/bin/bash') ? '/bin/bash' : '/bin/sh';
    const r = await asRoot(via, [
      'useradd',
      '--system',
      '--user-group',
      '--create-home',
      '--shell',
      shell,
      '--comment',
      'Ralph agent (no sudo)',
      name,
    ]);
    // 9: it exists (another step made it meanwhile).
    if (r.code !== 0 && r.code !== 9)
      throw new RalphError(
        `Could not create the agent user ${name} (useradd exit ${r.code}): ${r.stderr.trim()}`,
      );
    entry = await lookUp(name);
    if (!entry) throw new RalphError(`useradd made no user ${name}.`);
    if (r.code === 0) {
      await mustAsRoot(via, ['chmod', '0700', '--', entry.home], `Closing the home of ${name}`);
      opts.log(`Created the agent user ${name} (uid ${entry.uid}, home ${entry.home}).`);
    }
  }
  if (entry.uid === 0 || entry.gid === 0 || entry.uid === process.getuid?.())
    throw new RalphError(
      `The agent user ${name} is uid ${entry.uid} (group ${entry.gid}): root, or Ralph's own user.`,
    );
  const home = statSync(entry.home, { throwIfNoEntry: false });
  if (!home?.isDirectory() || home.uid !== entry.uid)
    throw new RalphError(
      `The agent user ${name} has no home of its own (${entry.home}); its CLIs write their config there.`,
    );

  // No group that is root in all but name.
  const groups = (await run('id', ['-nG', name])).stdout.trim().split(/\s+/);
  for (const group of groups.filter((g) => PRIVILEGED_GROUPS.includes(g))) {
    await mustAsRoot(via, ['gpasswd', '-d', name, group], `Removing ${name} from the group ${group}`);
    opts.log(`Removed the agent user ${name} from the group ${group}.`);
  }
  // No sudo rule that names it: refused rather than edited.
  if (onPath('sudo')) {
    const r = await asRoot(via, ['sudo', '-n', '-l', '-U', name]);
    if (r.code !== 0 || !/is not allowed to run sudo/.test(r.stdout))
      throw new RalphError(
        `The agent user ${name} may use sudo (sudo -l -U ${name}: ${(r.stdout + r.stderr).trim()}); remove its sudoers rules or choose another user.`,
      );
  }
  await denyScheduling(via, name, opts.log);

  const user: AgentUser = {
    name,
    uid: entry.uid,
    gid: entry.gid,
    home: entry.home,
    via,
    workspace,
    owner: ownerOf(workspace, entry.uid),
  };
  if (via === 'sudo') {
    const r = await asAgent(user, ['true']);
    if (r.code !== 0)
      throw new RalphError(
        `sudo does not let Ralph run commands as ${name}: ${r.stderr.trim() || `exit ${r.code}`}`,
      );
  }
  await openAncestors(user, opts.log);
  const runnerDir = runnerDirectory();
  const hide = opts.hide ?? [process.env.RUNNER_TEMP, runnerDir].filter((p): p is string => !!p);
  await hideFromAgent(user, hide, opts.log);
  if (await leftLent(user)) {
    await reclaimWorkspace(user);
    justReclaimed.add(user);
  }
  return user;
}

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
 * This job's agent user as it is, or undefined when there is none: for a step that only
 * deletes it (record), where prepareAgentUser would harden (or create) a user about to go.
 * Its processes are killed and a work tree a step left lent is taken back.
 */
export async function existingAgentUser(name: string, workspace: string): Promise<AgentUser | undefined> {
  const support = await agentUserSupport();
  if (!('via' in support)) return undefined;
  const entry = await lookUp(name);
  if (!entry) return undefined;
  if (entry.uid === 0 || entry.gid === 0 || entry.uid === process.getuid?.())
    throw new RalphError(
      `The agent user ${name} is uid ${entry.uid} (group ${entry.gid}): root, or Ralph's own user.`,
    );
  const ws = resolve(workspace);
  const user: AgentUser = {
    name,
    uid: entry.uid,
    gid: entry.gid,
    home: entry.home,
    via: support.via,
    workspace: ws,
    owner: ownerOf(ws, entry.uid),
  };
  await settle(user);
  return user;
}

/** Every process of the agent user killed, and the work tree taken back if a step left it lent. */
async function settle(user: AgentUser): Promise<void> {
  if (await leftLent(user)) await reclaimWorkspace(user);
  else await killAgentUserProcesses(user);
}

/** Who gets the work tree back: Ralph's own user, or as root the tree's owner. */
function ownerOf(workspace: string, agentUid: number): AgentUser['owner'] {
  if (!isRoot()) return { uid: process.getuid!(), gid: process.getgid!() };
  const st = statSync(workspace);
  // Left lent by a step that died: root takes it.
  return st.uid === agentUid ? { uid: 0, gid: 0 } : { uid: st.uid, gid: st.gid };
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
  const r = await asAgent(user, [
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

/** The directories above the work tree, from / down. */
function ancestors(path: string): string[] {
  const dirs: string[] = [];
  for (let d = dirname(path); ; d = dirname(d)) {
    dirs.unshift(d);
    if (d === dirname(d)) return dirs;
  }
}

/**
 * Lets it traverse (not list) every directory above the work tree, e.g. /home/runner (0750):
 * with an ACL entry for it alone where ACLs work, else `chmod o+x`. Checked as the agent user
 * (ACLs included), top down.
 */
async function openAncestors(user: AgentUser, log: PrepareOptions['log']): Promise<void> {
  const dirs = ancestors(user.workspace);
  const acl = onPath('setfacl') !== undefined;
  for (let round = 0; round <= dirs.length; round++) {
    const r = await asAgent(user, [
      '/bin/sh',
      '-c',
      'for d; do test -x "$d" || { echo "$d"; exit 0; }; done',
      'sh',
      ...dirs,
    ]);
    const dir = r.stdout.trim();
    if (r.code !== 0 || !dir) return;
    if (acl && (await asRoot(user.via, ['setfacl', '-m', `u:${user.uid}:x`, '--', dir])).code === 0) {
      log(`Let ${user.name} traverse ${dir} (ACL u:${user.name}:x) to reach the workspace.`);
      continue;
    }
    await mustAsRoot(user.via, ['chmod', 'o+x', '--', dir], `Letting ${user.name} reach the workspace`);
    log(`Made ${dir} traversable (o+x) so that ${user.name} can reach the workspace.`);
  }
}

/**
 * The runner's own directory (its credentials, its logs): the one above the bin/ of the
 * Runner.Worker or Runner.Listener among Ralph's ancestor processes, if any.
 */
export function runnerDirectory(): string | undefined {
  let pid = process.ppid;
  for (let depth = 0; depth < 32 && pid > 1; depth++) {
    try {
      const exe = readlinkSync(`/proc/${pid}/exe`);
      if (/^Runner\.(Worker|Listener)$/.test(basename(exe))) return dirname(dirname(exe));
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Closes directories that others may read to the agent user alone (an ACL entry with no
 * permission): by default $RUNNER_TEMP (the steps' scripts and command files, Ralph's state)
 * and the runner's own directory. Without ACLs they stay as readable to it as to any user.
 */
async function hideFromAgent(user: AgentUser, paths: string[], log: PrepareOptions['log']): Promise<void> {
  for (const path of paths.map((p) => resolve(p))) {
    if (!existsSync(path) || inside(user.workspace, path) || inside(path, user.workspace)) continue;
    const r = onPath('setfacl')
      ? await asRoot(user.via, ['setfacl', '-m', `u:${user.uid}:---`, '--', path])
      : { code: -1, stdout: '', stderr: 'no setfacl (the acl package)' };
    if (r.code !== 0)
      log(`Could not close ${path} to ${user.name}: ${r.stderr.trim()}; it can read what others can there.`);
  }
}

/** cron and at would start its processes later, after the kill. */
async function denyScheduling(via: AgentUser['via'], name: string, log: PrepareOptions['log']) {
  for (const [tool, allow, deny] of [
    ['crontab', '/etc/cron.allow', '/etc/cron.deny'],
    ['at', '/etc/at.allow', '/etc/at.deny'],
  ] as const) {
    if (!onPath(tool) || existsSync(allow)) continue;
    const listed = existsSync(deny) && readFileSync(deny, 'utf8').split('\n').includes(name);
    if (listed) continue;
    await mustAsRoot(
      via,
      ['sh', '-c', 'printf "%s\\n" "$1" >> "$2"', 'sh', name, deny],
      `Denying ${tool} to ${name}`,
    );
    log(`Listed ${name} in ${deny}.`);
  }
}

/**
 * Deletes the agent user once its job is done: its processes killed, the work tree taken back,
 * the user and its home deleted (userdel -r) and its line in cron's and at's deny lists gone.
 */
export async function deleteAgentUser(user: AgentUser, log: (message: string) => void): Promise<void> {
  await settle(user);
  const r = await asRoot(user.via, ['userdel', '-r', user.name]);
  // 6: no such user (deleted already); 12: its home could not be removed (said below).
  if (r.code !== 0 && r.code !== 6)
    throw new RalphError(
      `Could not delete the agent user ${user.name} (userdel exit ${r.code}): ${r.stderr.trim()}`,
    );
  for (const deny of ['/etc/cron.deny', '/etc/at.deny']) {
    if (!existsSync(deny) || !readFileSync(deny, 'utf8').split('\n').includes(user.name)) continue;
    await mustAsRoot(
      user.via,
      ['sed', '-i', `/^${user.name}$/d`, deny],
      `Taking ${user.name} out of ${deny}`,
    );
  }
  log(`Deleted the agent user ${user.name}.`);
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
    const r = await asAgent(user, ['/bin/sh', '-c', KILL_ALL, 'sh', String(user.uid)]);
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
 * action/private-git.ts) and any file with more than one hard link (another name of it may be
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

/** Signals a process group of the agent user that Ralph (not root) cannot signal itself. */
export function signalAgentGroup(user: AgentUser, pgid: number, signal: NodeJS.Signals, sync = false): void {
  const args = ['-n', '-u', user.name, '--', '/bin/sh', '-c', 'kill -s "$1" -- "-$2" 2>/dev/null', 'sh'];
  args.push(signal.replace(/^SIG/, ''), String(pgid));
  const options = { cwd: '/', env: { PATH: SYSTEM_PATH }, stdio: 'ignore' as const };
  try {
    if (sync) execFileSync('sudo', args, { ...options, timeout: 10_000 });
    else
      spawn('sudo', args, options)
        .on('error', () => {})
        .unref();
  } catch {
    // the group is gone
  }
}

/** The environment as the agent user gets it: its own HOME, USER, LOGNAME and per-user directories. */
export function agentUserEnv(user: AgentUser, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...env, HOME: user.home, USER: user.name, LOGNAME: user.name };
  const from = env.HOME?.replace(/\/+$/, '');
  if (from && isAbsolute(from) && from !== user.home) {
    for (const key of RELOCATED_VARIABLES) {
      const v = out[key];
      if (v === from || v?.startsWith(`${from}/`)) out[key] = user.home + v.slice(from.length);
    }
  }
  // Ralph's own runtime directory (0700).
  delete out.XDG_RUNTIME_DIR;
  return out;
}

// Through sudo: reads one line (the environment as a base64 shell script), drops everything
// sudo set, sets exactly that environment and becomes the command. `read` takes no byte past
// the line, so the rest of stdin is the command's.
const WRAPPER = [
  'IFS= read -r __ralph_env || { echo "ralph: no environment on stdin" >&2; exit 125; }',
  '__ralph_env=$(printf "%s" "$__ralph_env" | base64 -d) || exit 125',
  // A multi-line value (SUDO_COMMAND is this script) may yield names that are not variables.
  'for __ralph_name in $(env | sed -n "s/^\\([A-Za-z_][A-Za-z0-9_]*\\)=.*/\\1/p"); do',
  '  case $__ralph_name in __ralph_*) ;; *) unset "$__ralph_name" ;; esac',
  'done',
  'eval "$__ralph_env" || exit 125',
  'unset __ralph_env __ralph_name',
  'exec "$@"',
].join('\n');

export interface AgentLaunch {
  file: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  uid?: number;
  gid?: number;
  /** Written to the child's stdin before the caller's input. */
  stdinPrefix: string;
  /** The command is not on the agent's PATH (what ENOENT is for a plain spawn). */
  notFound?: boolean;
}

/**
 * How to start `file args` as the agent user with `env`, no value of it on any command line.
 * With a sandbox (sandbox.ts), as root (directly or through `sudo -n`): `unshare` makes the
 * namespaces, a fixed root script masks and binds the folders and `setpriv` drops to the agent
 * user, whose shell (WRAPPER) then reads the environment from stdin. The root part runs with
 * a fixed PATH and never sees the agent's environment. Without one: as before, uid/gid as
 * root, or `sudo -n -u` and WRAPPER.
 */
export function agentLaunch(
  user: AgentUser,
  cmd: { file: string; args: string[]; env: NodeJS.ProcessEnv; cwd?: string; network?: SandboxNetwork },
  sandbox?: Sandbox,
): AgentLaunch {
  const env = agentUserEnv(user, cmd.env);
  // In the sandbox the temporary folder is its own private /tmp: one named elsewhere (the
  // runner's, a test's) is hidden there, or shared with the runner.
  if (sandbox) for (const key of ['TMPDIR', 'TMP', 'TEMP']) if (env[key]) env[key] = '/tmp';
  if (user.via === 'root' && !sandbox)
    return { file: cmd.file, args: cmd.args, env, uid: user.uid, gid: user.gid, stdinPrefix: '' };
  const notFound = !cmd.file.includes('/') && !onPath(cmd.file, env.PATH ?? '');
  const script = Object.entries(env)
    .filter(([k, v]) => v !== undefined && ENV_NAME.test(k))
    .map(([k, v]) => `export ${k}=${shellQuote(v!)}\n`)
    .join('');
  const stdinPrefix = `${Buffer.from(script).toString('base64')}\n`;
  const inner = ['/bin/sh', '-c', WRAPPER, 'ralph-agent', cmd.file, ...cmd.args];
  if (!sandbox)
    return {
      file: 'sudo',
      args: ['-n', '-u', user.name, '--', ...inner],
      env: { PATH: SYSTEM_PATH },
      stdinPrefix,
      notFound,
    };
  const cwd = resolve(cmd.cwd ?? user.workspace);
  const steps = mountSteps(
    sandboxLayout({
      workspace: user.workspace,
      // Its PATH and tool roots (RUSTUP_HOME, GOROOT, ...) are the ones it will use.
      env,
      readWrite: sandbox.readWrite,
      file: cmd.file,
      runnerDirectory: runnerDirectory(),
      sockets: cmd.network?.open ? [] : cmd.network?.forwards.map((f) => f.socket),
    }),
  );
  // No network given: a namespace of its own with loopback only (fail closed).
  const network = cmd.network ?? { forwards: [] };
  const args = sandboxArgs(sandbox.tools, { uid: user.uid, gid: user.gid, cwd }, steps, inner, network);
  return {
    ...rootCommand(user.via, sandbox.tools.unshare, args),
    env: { PATH: SYSTEM_PATH },
    stdinPrefix,
    notFound,
  };
}
