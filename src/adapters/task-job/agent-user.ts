// The agent user (docs/ARCHITECTURE.md#trust): on Linux, the agent and the gates run as a separate system
// user without sudo, so that what they start cannot read Ralph's environment
// (/proc/PID/environ of another user is unreadable), cannot write Ralph's files or the
// runner's command files, and does not outlive its step (every process of that user is
// killed after each run). The idea is openai/codex-action's `unprivileged-user` strategy.
//
// Ralph reaches root either directly (a container job) or through passwordless `sudo -n`
// (GitHub-hosted runners). Lending the work tree to the user for each run is lend.ts; starting a
// command as it, in its sandbox, is launch.ts.
import { existsSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import { basename, delimiter, dirname, resolve } from 'node:path';
import { RalphError } from '../../core/errors.js';
import { reclaimLeftLent, settle } from './lend.js';
import {
  asRoot,
  asUser,
  inside,
  mustAsRoot,
  onPath,
  type RootVia,
  run,
  SYSTEM_PATH,
} from './root-command.js';

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
   * private-git.ts): bound writable into the sandbox, which masks their folders.
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
/** Groups that are root in all but name: the agent user must be in none of them. */
const PRIVILEGED_GROUPS = ['sudo', 'admin', 'wheel', 'root', 'docker', 'lxd', 'disk'];
const NAME = /^[a-z_][a-z0-9_-]{0,30}$/;
const isRoot = () => process.getuid?.() === 0;

function me(): string {
  try {
    return userInfo().username;
  } catch {
    return `uid ${process.getuid?.()}`;
  }
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
    const r = await asUser(user, ['true']);
    if (r.code !== 0)
      throw new RalphError(
        `sudo does not let Ralph run commands as ${name}: ${r.stderr.trim() || `exit ${r.code}`}`,
      );
  }
  await openAncestors(user, opts.log);
  const runnerDir = runnerDirectory();
  const hide = opts.hide ?? [process.env.RUNNER_TEMP, runnerDir].filter((p): p is string => !!p);
  await hideFromAgent(user, hide, opts.log);
  await reclaimLeftLent(user);
  return user;
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
/** Who gets the work tree back: Ralph's own user, or as root the tree's owner. */
function ownerOf(workspace: string, agentUid: number): AgentUser['owner'] {
  if (!isRoot()) return { uid: process.getuid!(), gid: process.getgid!() };
  const st = statSync(workspace);
  // Left lent by a step that died: root takes it.
  return st.uid === agentUid ? { uid: 0, gid: 0 } : { uid: st.uid, gid: st.gid };
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
    const r = await asUser(user, [
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
