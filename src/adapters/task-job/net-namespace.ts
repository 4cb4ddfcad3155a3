// The network namespace of a sandboxed step that has ways out (docs/ARCHITECTURE.md#trust):
// loopback only, with a listening socket on 127.0.0.1:PORT inside for each of its `forwards`,
// served by Ralph's own process outside. Nothing copies bytes between the two sides: the
// listening sockets are made inside and handed to Ralph, which accepts on them directly (its
// egress proxy, its key proxy and the service forwards run there); what it connects to in turn
// lives in the runner's network. A connection through the egress proxy is one copy in Ralph's
// process, where a relay inside would add a second process and a second copy.
//
// The hand-over: a small node process, the namespace's holder, started as root through
// `unshare --net` (sudo closes every descriptor above stderr, so its channel to Ralph is its
// stdin, a socket pair node's IPC speaks over), brings loopback up, becomes the overflow user
// `nobody` for good, listens on each port, sends each listening socket to Ralph over that
// channel (SCM_RIGHTS) and closes its own copy. It then only holds the namespace open, for the
// step to join through /proc/PID/ns/net (sandbox.ts, `join`); it exits when Ralph closes the
// channel, or when Ralph dies. The step's processes never see it: it lies outside their PID
// namespace and is not their user.
import { type ChildProcess, spawn } from 'node:child_process';
import { connect, type Server, type Socket } from 'node:net';
import { RalphError } from '../../core/errors.js';
import { type RootVia, rootCommand, SYSTEM_PATH, shellQuote } from './root-command.js';
import { checkForwards, type Forward, type SandboxNetwork, type SandboxTools } from './sandbox.js';

/** The holder's uid and gid: the kernel's overflow id, `nobody` on every distribution. */
const HOLDER_ID = 65534;
/** How long the holder may take to hand over its sockets. */
const OPEN_TIMEOUT_MS = 30_000;

// Run by node as root in the new namespace, arguments: uid, gid, then the ports. No secret
// passes through them. It drops to uid:gid before it listens, so what it listens on is never
// root's; it sends every listening socket, closes its own, then says `ready` with its pid.
const HOLDER = `
const net = require('node:net');
const [uid, gid, ...ports] = process.argv.slice(1);
process.setgroups([]); process.setgid(Number(gid)); process.setuid(Number(uid));
process.on('disconnect', () => process.exit(0));
let left = ports.length;
const done = () => { if (left === 0) process.send({ ready: process.pid }); };
for (const port of ports) {
  const server = net.createServer((early) => early.destroy());
  server.on('error', (e) => { process.stderr.write('127.0.0.1:' + port + ': ' + e.message + '\\n'); process.exit(1); });
  server.listen({ port: Number(port), host: '127.0.0.1', backlog: 511 }, () => {
    process.send({ port: Number(port) }, server, () => { server.close(); left--; done(); });
  });
}
done();
`;

/** A step's own network namespace, its ports inside served by Ralph. */
export interface NetNamespace {
  /** The step's network as the sandbox takes it: the forwards, and the namespace to join. */
  network: SandboxNetwork;
  /** Closes the listening sockets and lets the holder go (the namespace goes with the step). */
  close(): void;
}

/**
 * The namespace of a step whose network is its own and has ways out; undefined when it has
 * none (the sandbox then makes a namespace with no way out itself) or is `open`.
 */
export function stepNamespace(
  via: RootVia,
  tools: SandboxTools,
  network: SandboxNetwork | undefined,
): Promise<NetNamespace | undefined> {
  if (!network || network.open || network.forwards.length === 0 || network.join)
    return Promise.resolve(undefined);
  return openNetNamespace(via, tools, network.forwards);
}

/**
 * Starts the holder of a new network namespace and takes the listening sockets of `forwards`
 * from it, each accepted by its forward's `accept`. Throws a RalphError saying why when it
 * cannot (no root, a port that cannot be listened on, no answer).
 */
export function openNetNamespace(
  via: RootVia,
  tools: Pick<SandboxTools, 'unshare' | 'sh' | 'ip'>,
  forwards: readonly Forward[],
): Promise<NetNamespace> {
  checkForwards(forwards);
  const script = [
    `${shellQuote(tools.ip)} link set lo up || { echo "cannot bring up the loopback of the step's network" >&2; exit 125; }`,
    'export NODE_CHANNEL_FD=0',
    'exec "$0" -e "$@"',
  ].join('\n');
  const c = rootCommand(via, tools.unshare, [
    '--net',
    '--',
    tools.sh,
    '-c',
    script,
    process.execPath,
    HOLDER,
    String(HOLDER_ID),
    String(HOLDER_ID),
    ...forwards.map((f) => String(f.port)),
  ]);
  const where = forwards.map((f) => `127.0.0.1:${f.port}`).join(', ');
  const servers: Server[] = [];
  let child: ChildProcess;
  const release = () => {
    for (const s of servers) s.close();
    if (child?.connected) child.disconnect();
  };
  return new Promise<NetNamespace>((resolve, reject) => {
    let stderr = '';
    let settled = false;
    const fail = (why: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      release();
      reject(
        new RalphError(
          `Ralph cannot open the step's network (${where} inside, served by Ralph): ${why}. ` +
            "Set the input 'network: open' to run the step with the runner's network instead.",
        ),
      );
    };
    const timer = setTimeout(
      () => fail(`no answer from its holder in ${OPEN_TIMEOUT_MS / 1000} s`),
      OPEN_TIMEOUT_MS,
    );
    try {
      child = spawn(c.file, c.args, {
        cwd: '/',
        env: { PATH: SYSTEM_PATH },
        // Its channel to Ralph is its stdin: the one descriptor sudo passes that node can speak IPC on.
        stdio: ['ipc', 'ignore', 'pipe'],
        detached: true,
      });
    } catch (err) {
      fail((err as Error).message);
      return;
    }
    child.stderr?.on('data', (d: Buffer) => {
      if (stderr.length < 4096) stderr += d;
    });
    child.on('error', (err) => fail(err.message));
    child.on('exit', (code, signal) =>
      fail(`its holder ended (${signal ?? `exit ${code}`}): ${stderr.trim() || 'no message'}`),
    );
    // The sockets and the `ready` may be told in either order (node hands a socket over a tick later).
    let ready: number | undefined;
    const complete = () => {
      if (settled || ready === undefined || servers.length < forwards.length) return;
      settled = true;
      clearTimeout(timer);
      resolve({ network: { forwards, join: `/proc/${ready}/ns/net` }, close: release });
    };
    child.on('message', (m: { port?: number; ready?: number }, handle?: Server) => {
      if (m.port !== undefined && handle) {
        servers.push(handle);
        handle.on('error', () => {});
        const forward = forwards.find((f) => f.port === m.port);
        if (!forward) return fail(`its holder sent port ${m.port}, which is not asked for`);
        handle.on('connection', (s: Socket) => forward.accept(s));
      }
      if (m.ready !== undefined) ready = m.ready;
      complete();
    });
  });
}

/**
 * A forward of a port on the runner's loopback: 127.0.0.1:PORT inside reaches 127.0.0.1:PORT
 * outside, and only that port (a job's `services:` published there).
 */
export function loopbackForward(port: number): Forward {
  return {
    port,
    accept: (inside) => {
      const outside = connect({ port, host: '127.0.0.1' });
      inside.pipe(outside);
      outside.pipe(inside);
      inside.on('error', () => outside.destroy());
      outside.on('error', () => inside.destroy());
    },
  };
}
