// Starting a command as the agent user (agent-user.ts), in its sandbox (sandbox.ts) where the
// runner allows one: what the generic process runner (adapters/process.ts) is handed as its
// `wrap`, around a work tree lent for the run (lend.ts).
//
// Ralph reaches root either directly (a container job) or through passwordless `sudo -n`
// (GitHub-hosted runners). Through sudo, the agent's environment travels on the child's
// stdin, never on a command line (/proc/PID/cmdline is world-readable), and a fixed shell
// wrapper restores it exactly: sudo's own env_reset, secure_path and env_delete do not apply.
import { execFileSync, spawn } from 'node:child_process';
import { isAbsolute, resolve } from 'node:path';
import type { Launch, ProcessWrap } from '../process.js';
import { type AgentUser, runnerDirectory } from './agent-user.js';
import { lendWorkspace, reclaimWorkspace } from './lend.js';
import { stepNamespace } from './net-namespace.js';
import { onPath, rootCommand, SYSTEM_PATH, shellQuote } from './root-command.js';
import {
  mountSteps,
  type Sandbox,
  type SandboxNetwork,
  sandboxCommand,
  sandboxFor,
  sandboxLayout,
} from './sandbox.js';

/** Variables that point into Ralph's home are moved to the agent's (it cannot write Ralph's). */
export const RELOCATED_VARIABLES = [
  'XDG_CONFIG_HOME',
  'XDG_CACHE_HOME',
  'XDG_DATA_HOME',
  'XDG_STATE_HOME',
  'CARGO_HOME',
  'GEM_HOME',
] as const;
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

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

/** The environment as the agent user gets it: its own HOME, USER, LOGNAME, per-user directories and GEM_HOME. */
export function agentUserEnv(user: AgentUser, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...env, HOME: user.home, USER: user.name, LOGNAME: user.name };
  const from = env.HOME?.replace(/\/+$/, '');
  if (from && isAbsolute(from) && from !== user.home) {
    for (const key of RELOCATED_VARIABLES) {
      const v = out[key];
      if (v === from || v?.startsWith(`${from}/`)) out[key] = user.home + v.slice(from.length);
    }
  }
  // RubyGems and Bundler install into the Ruby's own folder unless GEM_HOME says otherwise: the
  // tool cache's (or the system's), which is not the agent user's to write. Its home instead,
  // for every step of the job, with the gems' programs on PATH.
  if (!out.GEM_HOME) {
    out.GEM_HOME = `${user.home}/.gem`;
    if (out.PATH) out.PATH = `${out.GEM_HOME}/bin:${out.PATH}`;
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
): Launch {
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
    }),
  );
  // No network given: a namespace of its own with loopback only (fail closed).
  const network = cmd.network ?? { forwards: [] };
  const c = sandboxCommand(sandbox.tools, { uid: user.uid, gid: user.gid, cwd }, steps, inner, network);
  return {
    ...rootCommand(user.via, c.file, c.args),
    env: { PATH: SYSTEM_PATH },
    stdinPrefix,
    notFound,
  };
}

/**
 * Runs a process as the agent user (runProcess's `wrap`): every process of that user is killed
 * and the work tree lent to it first (lend.ts), in the sandbox where the runner has one, with
 * `binds` (folders outside the work tree it writes: the agent's settings) bound writable and the
 * step's `network` (sandbox.ts); its group is signalled as that user; after the process ended,
 * every process of that user is killed and the work tree taken back.
 */
export function asAgentUser(
  user: AgentUser,
  o: { network?: SandboxNetwork; binds?: readonly string[] } = {},
): ProcessWrap {
  return {
    open: async () => {
      let sandbox = await sandboxFor(user);
      if (sandbox && o.binds?.length) sandbox = { ...sandbox, readWrite: [...sandbox.readWrite, ...o.binds] };
      // Its network namespace (net-namespace.ts) opens while the work tree is lent.
      const namespace = await withLent(user, sandbox && stepNamespace(user.via, sandbox.tools, o.network));
      const network = namespace?.network ?? o.network;
      return {
        launch: (cmd) => agentLaunch(user, { ...cmd, network }, sandbox),
        // Through sudo, Ralph may signal sudo but not the agent user's processes.
        signalGroup:
          user.via === 'sudo'
            ? (pgid, signal, sync) => signalAgentGroup(user, pgid, signal, sync)
            : undefined,
        close: () => {
          namespace?.close();
          return reclaimWorkspace(user, { sandboxed: sandbox !== undefined });
        },
      };
    },
  };
}

/**
 * The work tree lent to the agent user while `opening` (the sandbox's) runs; if either fails,
 * the other is undone.
 */
async function withLent<T extends { close(): void }>(
  user: AgentUser,
  opening: Promise<T | undefined> | undefined,
): Promise<T | undefined> {
  const [lent, opened] = await Promise.allSettled([lendWorkspace(user), opening]);
  if (lent.status === 'rejected') {
    if (opened.status === 'fulfilled') opened.value?.close();
    throw lent.reason;
  }
  if (opened.status === 'rejected') {
    await reclaimWorkspace(user, { sandboxed: true });
    throw opened.reason;
  }
  return opened.value;
}
