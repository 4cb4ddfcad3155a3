// The sandbox of the agent user (where the runner lets Ralph reach root): the agent, the
// `setup` command and each gate run in their own PID and mount namespaces, as the agent user.
//
// - PID namespace (util-linux `unshare --pid --fork --mount-proc`): they see only their own
//   processes in /proc, and when the step's command (PID 1 there) exits, the kernel kills
//   every other process of the namespace: setsid'd and nohup'd ones too. `--kill-child`
//   does the same when `unshare` itself is killed (Ralph's timeout or cancel).
// - Mount namespace: the runner's folders ($RUNNER_TEMP, the home of Ralph's user, the
//   runner's work folder with its `_actions`, the runner's own directory) are hidden under an
//   empty tmpfs, and so is the tool cache; only what the step needs is bound back: the
//   workspace and the caller's other writable paths read-write; the toolchains the step's
//   PATH or environment names there (PATH directories, RUSTUP_HOME, pythonLocation, ...)
//   read-only. The rest of the tool cache is not visible at all.
// - Private temporary folders: /tmp, /var/tmp, /dev/shm and /run/lock are each a new tmpfs (1777), so the
//   step sees nothing of the runner's and leaves nothing behind: they go with the namespace.
// - Network namespace (unless the step's network is `open`): loopback only, brought up, no
//   route out; none of the runner's local services (TCP or abstract unix sockets) can be
//   reached. Its ways out are `forwards`: ports on 127.0.0.1 inside whose listening sockets
//   Ralph's own process accepts on (Ralph's egress proxy, egress-proxy.ts; the key proxy). That
//   namespace is made beforehand (net-namespace.ts) and joined here (`join`): `nsenter` before
//   `unshare`, and the root part checks that it holds loopback alone.
// - Then `setpriv` drops to the agent user for good: its uid and group only, no
//   capability, no_new_privs (no setuid program can raise it again).
//
// The root part is a fixed shell script that takes paths as arguments and calls its tools by
// absolute path; it never sees the agent's environment, which travels on stdin and is
// decoded only after the drop (launch.ts, agentLaunch). Where namespaces cannot be had
// (a container without CAP_SYS_ADMIN, a seccomp or AppArmor profile that forbids mount), a
// real probe finds out once per process, and the agent user runs as before, with one warning.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, statSync } from 'node:fs';
import type { Socket } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { basename, delimiter, dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RalphError } from '../../core/errors.js';
import { asRoot, inside, onPath, type RootVia, shellQuote } from './root-command.js';

/** The programs the root part runs, by absolute path (never found through the agent's PATH). */
export interface SandboxTools {
  sh: string;
  unshare: string;
  setpriv: string;
  mount: string;
  umount: string;
  mkdir: string;
  mktemp: string;
  rmdir: string;
  /** iproute2's `ip`: brings the namespace's loopback up. */
  ip: string;
  /** Joins a step's network namespace made beforehand (net-namespace.ts). */
  nsenter: string;
}

/** A port on 127.0.0.1 inside the step's network namespace, served by Ralph's process outside. */
export interface Forward {
  /** The TCP port inside (1024-65535; each namespace is new, so any fixed port is free). */
  port: number;
  /** Takes each connection made to it inside (a server of Ralph's: `server.emit('connection', s)`). */
  accept(socket: Socket): void;
}

/**
 * The network of a sandboxed step: `open`, the runner's own network (no namespace); or a
 * namespace of its own, loopback only, whose ways out are `forwards`. `join`: the namespace
 * made for them (net-namespace.ts, /proc/PID/ns/net); without it, one with no way out.
 */
export type SandboxNetwork = { open: true } | { open?: false; forwards: readonly Forward[]; join?: string };

/** What the sandbox hides and what it binds back. */
export interface SandboxLayout {
  /** Folders hidden under an empty, read-only-to-the-agent tmpfs. */
  mask: string[];
  /** Bound back read-write (when under a mask). */
  readWrite: string[];
  /** Bound back read-only (under a mask), or bound read-only over themselves. */
  readOnly: string[];
  /** Temporary folders replaced by a private tmpfs (1777) for the step: /tmp, /var/tmp, /dev/shm. */
  private?: string[];
}

/** The sandbox a launch uses: its tools, and the writable paths beyond the workspace. */
export interface Sandbox {
  tools: SandboxTools;
  /** Paths the step must write besides the workspace and the agent user's home. */
  readWrite: string[];
}

const SYSTEM_DIRS = ['/usr/bin', '/bin', '/usr/sbin', '/sbin'];
/** The folder Ralph runs from: its package root, above `dist/` (the bundle) or `src/adapters/task-job/`. */
const RALPH_ROOT = (() => {
  const here = dirname(fileURLToPath(import.meta.url));
  return existsSync(join(here, '..', 'package.json')) ? join(here, '..') : join(here, '..', '..', '..');
})();
/** The shared temporary folders each sandboxed step gets a private copy of. */
export const PRIVATE_TEMP = ['/tmp', '/var/tmp', '/dev/shm', '/run/lock'];
/** Folders a mask may never hide, nor any folder above them: the system the step runs on. */
const SYSTEM_FOLDERS = [
  '/bin',
  '/dev',
  '/etc',
  '/lib',
  '/lib64',
  '/proc',
  '/run',
  '/sbin',
  '/sys',
  '/tmp',
  '/usr',
  '/var',
];

/** A folder a mask may hide: not the system the step runs on, nor any folder above it. */
const maskable = (dir: string) => !SYSTEM_FOLDERS.some((s) => inside(s, dir));

/** The tools, from the system's own directories; or the names of the missing ones. */
function sandboxTools(): SandboxTools | { missing: string[] } {
  const names = [
    'sh',
    'unshare',
    'setpriv',
    'mount',
    'umount',
    'mkdir',
    'mktemp',
    'rmdir',
    'ip',
    'nsenter',
  ] as const;
  const found: Partial<SandboxTools> = {};
  const missing: string[] = [];
  for (const name of names) {
    const file = onPath(name, SYSTEM_DIRS.join(delimiter));
    if (file) found[name] = file;
    else missing.push(name);
  }
  return missing.length > 0 ? { missing } : (found as SandboxTools);
}

// The root part, run by `unshare` as PID 1 of the new namespaces. Arguments: the agent
// user's uid and gid, the working directory, the network (`open`; `own`, a new one whose
// loopback it brings up; `joined`, one made beforehand, which must hold loopback alone), the
// mount steps, `--`, the command. Steps:
//   save N PATH          bind PATH to a private stash (before a mask hides it)
//   mask PATH            an empty tmpfs over PATH
//   private PATH         a new, empty temporary folder (tmpfs, 1777) over PATH
//   bind N PATH ro|rw    the stashed N back at PATH
// The stash lives in /run (never masked nor made private). Then the stash goes, it enters the
// working directory as it now appears (never the directory it inherited, which may lie under
// a mask) and becomes the agent user for good.
function rootScript(t: SandboxTools): string {
  const q = shellQuote;
  return [
    'set -u',
    'fail() { echo "ralph sandbox: $*" >&2; exit 125; }',
    'umask 022',
    'uid=$1 gid=$2 cwd=$3 net=$4',
    'shift 4',
    'case $net in',
    `own) ${q(t.ip)} link set lo up || fail "cannot bring up the loopback of the step's network" ;;`,
    // The namespace joined by its holder's pid: never one with more than loopback (a pid reused).
    `joined) links=$(${q(t.ip)} -o link show) || fail "cannot list the links of the step's network"`,
    // One line, loopback's: `nl` holds a newline (this array's lines are joined by newlines).
    "  nl='",
    "'",
    `  case $links in *"$nl"*) fail "the step's network is not its own: $links" ;; "1: lo:"*) ;; *) fail "the step's network is not its own: $links" ;; esac ;;`,
    'esac',
    `stash=$(${q(t.mktemp)} -d /run/ralph-sandbox.XXXXXXXX) || fail "no stash directory in /run"`,
    `${q(t.mount)} -t tmpfs -o mode=0700,size=64k ralph-stash "$stash" || fail "cannot mount a tmpfs on $stash"`,
    'while [ $# -gt 0 ] && [ "$1" != -- ]; do',
    '  case $1 in',
    `  save) ${q(t.mkdir)} -- "$stash/$2" && ${q(t.mount)} --bind "$3" "$stash/$2" || fail "cannot bind $3"; shift 3 ;;`,
    `  mask) ${q(t.mount)} -t tmpfs -o mode=0755,size=64k,nosuid,nodev ralph-mask "$2" || fail "cannot mask $2"; shift 2 ;;`,
    `  private) ${q(t.mount)} -t tmpfs -o mode=1777,nosuid,nodev ralph-tmp "$2" || fail "cannot make $2 private"; shift 2 ;;`,
    '  bind) case $4 in ro) flags=,ro ;; *) flags= ;; esac',
    `    { [ -d "$3" ] || ${q(t.mkdir)} -p -- "$3"; } && ${q(t.mount)} --bind "$stash/$2" "$3" &&`,
    `      ${q(t.mount)} -o "remount,bind,nosuid,nodev$flags" "$3" || fail "cannot bind $3 back ($4)"`,
    '    shift 4 ;;',
    '  *) fail "unknown step $1" ;;',
    '  esac',
    'done',
    '[ $# -gt 1 ] || fail "no command"',
    'shift',
    `${q(t.umount)} -l "$stash" && ${q(t.rmdir)} -- "$stash" || fail "cannot remove the stash $stash"`,
    'cd -- "$cwd" || fail "no working directory $cwd in the sandbox"',
    `exec ${q(t.setpriv)} --reuid="$uid" --regid="$gid" --clear-groups --inh-caps=-all --no-new-privs -- "$@"`,
  ].join('\n');
}

/** A real directory's canonical path, or undefined when it is not one. */
function realDir(path: string | undefined): string | undefined {
  if (!path || !isAbsolute(path)) return undefined;
  try {
    const real = realpathSync(path);
    return statSync(real).isDirectory() ? real : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The toolchain a PATH directory belongs to: for `.../x64/bin`, `.../x64` (node's bin/npm
 * links to ../lib), unless that is the masked folder itself or above it.
 */
function toolRoot(dir: string, masks: readonly string[]): string {
  const up = dirname(dir);
  if (basename(dir) !== 'bin') return dir;
  return masks.some((m) => inside(m, up)) ? dir : up;
}

export interface LayoutOptions {
  /** The work tree: bound back read-write. */
  workspace: string;
  /** The step's environment (PATH, RUSTUP_HOME, ...): what of the masked folders it needs. */
  env: NodeJS.ProcessEnv;
  /** Other paths it writes (the agent user's home, its git directory). */
  readWrite?: readonly string[];
  /** The command, when it names a file by path. */
  file?: string;
  /** Ralph's environment (RUNNER_TEMP, RUNNER_TOOL_CACHE, HOME). Default: process.env. */
  runnerEnv?: NodeJS.ProcessEnv;
  /** The runner's own directory (agent-user.ts, runnerDirectory). */
  runnerDirectory?: string;
  /** The temporary folders made private. Default PRIVATE_TEMP; [] keeps the runner's. */
  privateTemp?: readonly string[];
}

/**
 * What to hide and what to bind back, for a step on this runner:
 * - masked: $RUNNER_TEMP, the home of Ralph's user, the runner's work folder (the parent of
 *   the workspace's parent: GitHub's /home/runner/work, with `_actions` and `_temp`) and the
 *   runner's own directory;
 * - read-write: the workspace and `readWrite`;
 * - masked too: the tool cache (what other jobs' setup-* actions left there is none of this
 *   step's business);
 * - read-only: every PATH directory under a masked folder with its toolchain (setup-node's
 *   node, ~/.cargo/bin, ~/.local/bin) and the tool roots the environment names (RUSTUP_HOME,
 *   else ~/.rustup; GOROOT, JAVA_HOME, JAVA_HOME_17_X64, pythonLocation, ...).
 */
export function sandboxLayout(o: LayoutOptions): SandboxLayout {
  const runnerEnv = o.runnerEnv ?? process.env;
  const home = runnerEnv.HOME || homedir();
  const workspace = resolve(o.workspace);
  const workFolder = dirname(dirname(workspace));
  const mask = [
    runnerEnv.RUNNER_TEMP,
    home,
    workFolder,
    join(workFolder, '_actions'),
    runnerEnv.RUNNER_TOOL_CACHE,
    o.runnerDirectory,
  ].filter((p): p is string => !!p && isAbsolute(p));
  const privateTemp = (o.privateTemp ?? PRIVATE_TEMP).filter((p) => realDir(p) !== undefined);
  const realMasks = [
    ...mask.map(realDir).filter((p): p is string => !!p && maskable(p)),
    ...privateTemp.map(realDir).filter((p): p is string => !!p),
  ];
  const underMask = (p: string) => realMasks.some((m) => inside(p, m));

  const readOnly: string[] = [];
  // Ralph's own installation, where it lies in a temporary folder the step gets a private copy
  // of (a clone in /tmp running its demo or tests): bound back read-only, as a toolchain is. On a
  // runner it lies in the work folder's _actions, which stays masked.
  const install = realDir(RALPH_ROOT);
  const privateReal = privateTemp.map(realDir).filter((p): p is string => !!p);
  if (install && privateReal.some((t) => inside(install, t))) readOnly.push(install);
  const candidates = (o.env.PATH ?? '').split(delimiter).filter((d) => isAbsolute(d));
  if (o.file && isAbsolute(o.file)) candidates.push(dirname(o.file));
  for (const dir of candidates) {
    const real = realDir(dir);
    if (real && underMask(real)) readOnly.push(toolRoot(real, realMasks));
  }
  const rustup = o.env.RUSTUP_HOME ?? join(home, '.rustup');
  for (const root of [rustup, o.env.GOROOT, o.env.JAVA_HOME]) {
    const real = realDir(root);
    if (real && underMask(real)) readOnly.push(real);
  }
  // Any variable naming a folder inside the tool cache (JAVA_HOME_17_X64, pythonLocation, ...).
  const cache = realDir(runnerEnv.RUNNER_TOOL_CACHE);
  if (cache)
    for (const value of Object.values(o.env)) {
      const real = value && isAbsolute(value) ? realDir(value) : undefined;
      if (real && real !== cache && inside(real, cache)) readOnly.push(real);
    }
  return { mask, readWrite: [workspace, ...(o.readWrite ?? [])], readOnly, private: privateTemp };
}

/**
 * The layout as the root part's steps: every path made canonical; a mask that would hide the
 * system (/, /usr, /tmp, ...) or lies inside another mask or inside a path bound back is
 * dropped; a read-only path inside a writable one is dropped (the workspace's
 * node_modules/.bin stays writable); a path needs binding only where a mask or a read-only
 * bind above it would hide or freeze it. Throws when a writable path does not exist.
 */
export function mountSteps(layout: SandboxLayout): string[] {
  const rw: string[] = [];
  for (const path of layout.readWrite) {
    const real = realDir(path);
    if (!real) throw new RalphError(`The sandbox cannot bind ${path} back: it is not a directory.`);
    rw.push(real);
  }
  const ro = [...new Set(layout.readOnly.map(realDir).filter((p): p is string => !!p))].filter(
    (p) => !rw.some((w) => inside(p, w)),
  );
  const keeps = [
    ...[...new Set(rw)].map((path) => ({ path, mode: 'rw' as const })),
    ...ro.map((path) => ({ path, mode: 'ro' as const })),
  ];
  const privates = [...new Set((layout.private ?? []).map(realDir).filter((p): p is string => !!p))];
  const masks = [...new Set(layout.mask.map(realDir).filter((p): p is string => !!p))]
    .filter(maskable)
    .filter((m) => !keeps.some((k) => inside(m, k.path) && m !== k.path) && !rw.includes(m))
    .sort((a, b) => a.length - b.length)
    // Inside another mask, or inside a private temporary folder: hidden already.
    .filter((m, i, all) => ![...all.slice(0, i), ...privates].some((outer) => inside(m, outer)));

  const binds: { path: string; mode: 'rw' | 'ro' }[] = [];
  for (const k of keeps.sort((a, b) => a.path.length - b.path.length)) {
    // The innermost mask or bind above it; a mask hides it, a bind of the other mode changes it.
    const layer = [...[...masks, ...privates].map((path) => ({ path, mode: 'mask' as const })), ...binds]
      .filter((l) => inside(k.path, l.path))
      .sort((a, b) => b.path.length - a.path.length)[0];
    if (layer ? layer.mode !== k.mode : k.mode === 'ro') binds.push(k);
  }
  return [
    ...binds.flatMap((b, i) => ['save', String(i), b.path]),
    ...privates.flatMap((p) => ['private', p]),
    ...masks.flatMap((m) => ['mask', m]),
    ...binds.flatMap((b, i) => ['bind', String(i), b.path, b.mode]),
  ];
}

/** The `unshare` arguments that run `command` in the sandbox as uid:gid, in `cwd`. */
export function sandboxArgs(
  tools: SandboxTools,
  as: { uid: number; gid: number; cwd: string },
  steps: readonly string[],
  command: readonly string[],
  network: SandboxNetwork = { forwards: [] },
): string[] {
  const net = network.open ? 'open' : network.join ? 'joined' : 'own';
  if (!network.open) checkForwards(network.forwards);
  return [
    '--pid',
    '--fork',
    '--kill-child',
    '--mount',
    '--mount-proc',
    ...(net === 'own' ? ['--net'] : []),
    '--',
    tools.sh,
    '-c',
    rootScript(tools),
    'ralph-sandbox',
    String(as.uid),
    String(as.gid),
    as.cwd,
    net,
    ...steps,
    '--',
    ...command,
  ];
}

/**
 * The program and arguments (for rootCommand) that run `command` in the sandbox: `unshare`
 * (sandboxArgs), behind `nsenter` into the step's network namespace where it has one made
 * beforehand (`join`: its /proc path, outside the new PID namespace's /proc).
 */
export function sandboxCommand(
  tools: SandboxTools,
  as: { uid: number; gid: number; cwd: string },
  steps: readonly string[],
  command: readonly string[],
  network: SandboxNetwork = { forwards: [] },
): { file: string; args: string[] } {
  const args = sandboxArgs(tools, as, steps, command, network);
  if (network.open || !network.join) return { file: tools.unshare, args };
  return { file: tools.nsenter, args: [`--net=${network.join}`, '--', tools.unshare, ...args] };
}

/** Forwards a namespace can serve: distinct ports 1024-65535. */
export function checkForwards(forwards: readonly Forward[]): void {
  const seen = new Set<number>();
  for (const f of forwards) {
    if (!Number.isInteger(f.port) || f.port < 1024 || f.port > 65535)
      throw new RalphError(`A sandbox forward has the port ${f.port}: use a port from 1024 to 65535.`);
    if (seen.has(f.port))
      throw new RalphError(`Two sandbox forwards use the port ${f.port} inside: give each its own port.`);
    seen.add(f.port);
  }
}

type SandboxSupport = { tools: SandboxTools } | { unavailable: string };

const probes = new Map<string, Promise<SandboxSupport>>();

/**
 * Whether the sandbox works here, found once per process by running it: `true` as the user
 * `as`, in new PID and mount namespaces, behind a mask with a read-only bind in it. Through
 * `sudo -n` when Ralph is not root.
 */
export function sandboxSupport(as: { via: RootVia; uid: number; gid: number }): Promise<SandboxSupport> {
  const key = `${as.via}:${as.uid}:${as.gid}`;
  let probe = probes.get(key);
  if (!probe) {
    probe = probeSandbox(as).catch((err: Error) => ({ unavailable: `its probe failed: ${err.message}` }));
    probes.set(key, probe);
  }
  return probe;
}

async function probeSandbox(as: { via: RootVia; uid: number; gid: number }): Promise<SandboxSupport> {
  if (process.platform !== 'linux')
    return { unavailable: `namespaces need Linux (this runner is ${process.platform})` };
  const tools = sandboxTools();
  if ('missing' in tools)
    return { unavailable: `no ${tools.missing.join(', ')} in ${SYSTEM_DIRS.join(' or ')}` };
  const dir = mkdtempSync(join(tmpdir(), 'ralph-sandbox-probe-'));
  try {
    // Open to all: only the read-only bind may keep the agent user from writing there.
    chmodSync(dir, 0o755);
    mkdirSync(join(dir, 'kept'), { mode: 0o777 });
    chmodSync(join(dir, 'kept'), 0o777);
    const steps = ['save', '0', join(dir, 'kept'), 'mask', dir, 'bind', '0', join(dir, 'kept'), 'ro'];
    const args = sandboxArgs(tools, { uid: as.uid, gid: as.gid, cwd: '/' }, steps, [
      tools.sh,
      '-c',
      'test "$(id -u)" = "$1" && test ! -w "$2"',
      'probe',
      String(as.uid),
      join(dir, 'kept'),
    ]);
    const r = await asRoot(as.via, [tools.unshare, ...args], { timeoutMs: 60_000 });
    if (r.code === 0) return { tools };
    return {
      unavailable: `${basename(tools.unshare)} failed (exit ${r.code}): ${r.stderr.trim() || 'no message'}`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What running without the sandbox loses, said once. */
export function sandboxWarning(reason: string): string {
  return (
    `The agent, setup and the gates run as the agent user without a sandbox: ${reason}. What that loses: ` +
    "they see every process on the runner (ps, /proc); they can read the runner's folders ($RUNNER_TEMP, " +
    "the home of Ralph's user, the work, tool and action folders, the runner's own directory) wherever " +
    'their permissions let other users read; what they leave running is killed by the sweep of the ' +
    "agent user's processes after the step, instead of ending with the step's PID namespace; they share " +
    "the runner's /tmp; and they have the runner's whole network: no namespace of their own, no egress proxy."
  );
}

let warn: (text: string) => void = (text) => process.stderr.write(`Warning: ${text}\n`);
let warned = false;

/** Where the one warning goes (the action: core.warning). */
export function onSandboxWarning(fn: (text: string) => void): void {
  warn = fn;
}

/**
 * The sandbox for the agent user's steps in this process, or undefined (with the warning,
 * once per process) where the probe failed.
 */
export async function sandboxFor(user: {
  via: RootVia;
  uid: number;
  gid: number;
  home: string;
  lent?: readonly string[];
}): Promise<Sandbox | undefined> {
  const support = await sandboxSupport(user);
  if ('unavailable' in support) {
    if (!warned) warn(sandboxWarning(support.unavailable));
    warned = true;
    return undefined;
  }
  return { tools: support.tools, readWrite: [user.home, ...(user.lent ?? [])] };
}
