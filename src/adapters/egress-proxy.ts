// Ralph's egress proxy (docs/ARCHITECTURE.md#trust): the one way out of a sandboxed step's
// network namespace. It runs in Ralph's process, as Ralph's user, outside the sandbox, and
// listens on a unix socket that the sandbox relays to 127.0.0.1:EGRESS_PORT inside
// (sandbox.ts, `forwards`). Tools find it through HTTPS_PROXY / HTTP_PROXY; one that ignores
// them has no network at all.
//
// - Only hosts on the allowlist (core/network.ts) pass: CONNECT to their ports (443 unless
//   listed otherwise), plain HTTP only where an `http://` entry allows it. Everything else gets
//   403 and is remembered for the step's summary.
// - It resolves names itself (the inside has no DNS), and never to the runner itself: an
//   allowed name whose addresses are all loopback, private, link-local or unspecified is
//   refused (DNS rebinding onto the runner's own services). Tests map names to a stand-in on
//   loopback through RALPH_TEST_RESOLVE (TEST_RESOLVE_VARIABLE): name=address pairs; nothing
//   else in Ralph sets it.
//
// The HTTP work (CONNECT tunnels, forwarding plain requests with their hop-by-hop headers)
// is apify's proxy-chain; Ralph adds the socket, the allowlist and the resolver.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { isIP, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RequestError, Server } from 'proxy-chain';
import { RalphError } from '../core/errors.js';
import { allows, type NetworkPolicy, type Refusal } from '../core/network.js';
import type { Forward } from './task-job/sandbox.js';

/** The port inside the step's namespace that the proxy appears on. */
export const EGRESS_PORT = 3128;
/** Test-only: `name=address[,name=address]`, names the proxy resolves to those addresses. */
export const TEST_RESOLVE_VARIABLE = 'RALPH_TEST_RESOLVE';

export interface EgressProxy {
  /** The unix socket it listens on. */
  socket: string;
  /** What the sandbox needs to relay it: 127.0.0.1:EGRESS_PORT inside to `socket`. */
  forward: Forward;
  /** The step's proxy variables (both cases: tools read one or the other). */
  env: Record<string, string>;
  /** The requests it refused so far, each host:port once. */
  refused(): Refusal[];
  close(): Promise<void>;
}

export interface EgressOptions {
  policy: Exclude<NetworkPolicy, { open: true }>;
  /** Where its socket's folder goes. Default: the system's temporary folder. */
  dir?: string;
  /** Names resolved to fixed addresses (tests: TEST_RESOLVE_VARIABLE). */
  hosts?: Readonly<Record<string, string>>;
}

/** The proxy variables for a proxy on 127.0.0.1:port; loopback goes direct. */
export function proxyEnv(port = EGRESS_PORT): Record<string, string> {
  const url = `http://127.0.0.1:${port}`;
  const none = 'localhost,127.0.0.1,::1';
  return {
    HTTPS_PROXY: url,
    https_proxy: url,
    HTTP_PROXY: url,
    http_proxy: url,
    NO_PROXY: none,
    no_proxy: none,
    // Node's own fetch and http follow the variables only when told (Node 22.21+, 24).
    NODE_USE_ENV_PROXY: '1',
  };
}

/** TEST_RESOLVE_VARIABLE's pairs; throws on a malformed one. */
export function testHosts(value: string | undefined): Record<string, string> {
  const hosts: Record<string, string> = {};
  for (const pair of (value ?? '').split(',').filter((p) => p.trim())) {
    const [name, address] = pair.split('=').map((s) => s.trim());
    if (!name || !address || !isIP(address))
      throw new RalphError(
        `${TEST_RESOLVE_VARIABLE}: "${pair}" is not name=address (an IP address); it is for tests only.`,
      );
    hosts[name.toLowerCase()] = address;
  }
  return hosts;
}

/** Addresses that are the runner itself or its local networks: never a destination. */
export function localAddress(address: string): boolean {
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.(\d+)$/i.exec(address);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b < 128) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b < 32) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const v6 = address.toLowerCase();
  return v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6) || /^ff/.test(v6);
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** The resolver the proxy connects with: the test map, else DNS without local addresses. */
function resolver(hosts: Readonly<Record<string, string>>) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback) => {
    const answer = (list: LookupAddress[]) => {
      if (options.all) callback(null, list);
      else callback(null, list[0]!.address, list[0]!.family);
    };
    const fixed = hosts[hostname.toLowerCase()];
    if (fixed) return answer([{ address: fixed, family: isIP(fixed) }]);
    dnsLookup(hostname, { all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const outside = addresses.filter((a) => !localAddress(a.address));
      if (outside.length === 0) {
        const e: NodeJS.ErrnoException = new Error(
          `${hostname} resolves only to local addresses (${addresses.map((a) => a.address).join(', ')}); Ralph's network proxy never connects there`,
        );
        e.code = 'ENOTFOUND';
        return callback(e, []);
      }
      answer(outside);
    });
  };
}

/**
 * Starts the proxy on a new unix socket (its folder 0711, the socket 0666: the agent user's
 * relay connects to it). Throws a RalphError saying why when it cannot listen.
 */
export async function startEgressProxy(o: EgressOptions): Promise<EgressProxy> {
  let dir: string;
  try {
    dir = mkdtempSync(join(o.dir ?? tmpdir(), 'ralph-egress-'));
    chmodSync(dir, 0o711);
  } catch (err) {
    throw new RalphError(
      `Ralph's network proxy cannot start: no folder for its socket in ${o.dir ?? tmpdir()} (${(err as Error).message}).`,
    );
  }
  const socket = join(dir, 'egress.sock');
  const refused = new Map<string, Refusal>();
  const lookup = resolver(o.hosts ?? {});
  const policy = o.policy;
  const server = new Server({
    port: 0,
    prepareRequestFunction: ({ hostname, port, isHttp }) => {
      const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
      if (!allows(policy, host, port, isHttp)) {
        const r: Refusal = { host, port, http: isHttp };
        refused.set(`${isHttp ? 'http' : 'connect'} ${host}:${port}`, r);
        throw new RequestError(
          `Ralph's network proxy refused ${isHttp ? 'plain HTTP to ' : ''}${host}:${port}: it is not on the allowlist (see the step's summary).`,
          403,
        );
      }
      return { dnsLookup: lookup as never };
    },
  });
  // A unix socket's peer has no address, and proxy-chain drops connections without one.
  server.server.prependListener('connection', (s: Socket) => {
    if (!s.remoteAddress) Object.defineProperty(s, 'remoteAddress', { value: 'sandbox', configurable: true });
  });
  try {
    await new Promise<void>((done, fail) => {
      server.server.once('error', fail);
      server.server.listen(socket, () => {
        server.server.off('error', fail);
        done();
      });
    });
    chmodSync(socket, 0o666);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw new RalphError(
      `Ralph's network proxy cannot start: it cannot listen on ${socket} (${(err as Error).message}).`,
    );
  }
  return {
    socket,
    forward: { port: EGRESS_PORT, socket },
    env: proxyEnv(EGRESS_PORT),
    refused: () => [...refused.values()],
    close: async () => {
      await server.close(true).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
