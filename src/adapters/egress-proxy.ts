// Ralph's egress proxy (docs/ARCHITECTURE.md#trust): the one way out of a sandboxed step's
// network namespace. It runs in Ralph's process, as Ralph's user, outside the sandbox, and
// accepts the connections made to 127.0.0.1:EGRESS_PORT inside, on a listening socket the
// namespace hands to Ralph (net-namespace.ts; sandbox.ts, `forwards`). Tools find it through
// HTTPS_PROXY / HTTP_PROXY; one that ignores them has no network at all.
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
// The HTTP work (parsing, refusing, forwarding plain requests with their hop-by-hop headers)
// is apify's proxy-chain; Ralph adds the allowlist, the resolver and the copy of a CONNECT
// tunnel's bytes (`tunnel`: large reads, for download speed).
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { IncomingMessage } from 'node:http';
import { connect, isIP, type Socket } from 'node:net';
import { RequestError, Server } from 'proxy-chain';
import { RalphError } from '../core/errors.js';
import { allows, EGRESS_PORT, type NetworkPolicy, type Refusal } from '../core/network.js';
import type { Forward } from './task-job/sandbox.js';

export { EGRESS_PORT };
/** Test-only: `name=address[,name=address]`, names the proxy resolves to those addresses. */
export const TEST_RESOLVE_VARIABLE = 'RALPH_TEST_RESOLVE';

export interface EgressProxy {
  /** What the step's network namespace needs: 127.0.0.1:EGRESS_PORT inside, accepted here. */
  forward: Forward;
  /** Takes a connection made to the proxy (the forward's, or a test's). */
  accept(socket: Socket): void;
  /** The step's proxy variables (both cases: tools read one or the other). */
  env: Record<string, string>;
  /** The requests it refused so far, each host:port once. */
  refused(): Refusal[];
  close(): Promise<void>;
}

export interface EgressOptions {
  policy: Exclude<NetworkPolicy, { open: true }>;
  /** Names resolved to fixed addresses (tests: TEST_RESOLVE_VARIABLE). */
  hosts?: Readonly<Record<string, string>>;
}

/**
 * The proxy variables for a proxy on 127.0.0.1:port; loopback goes direct. JVM tools (Maven,
 * Gradle) read none of them, but the JVM reads JAVA_TOOL_OPTIONS: its proxy properties are
 * added after what the step's environment (`base`) already holds there.
 */
export function proxyEnv(port = EGRESS_PORT, base: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const url = `http://127.0.0.1:${port}`;
  const none = 'localhost,127.0.0.1,::1';
  const java = [
    `-Dhttps.proxyHost=127.0.0.1 -Dhttps.proxyPort=${port}`,
    `-Dhttp.proxyHost=127.0.0.1 -Dhttp.proxyPort=${port}`,
    // The JVM's own default, said again: loopback goes direct (https reads http.nonProxyHosts).
    `-Dhttp.nonProxyHosts=localhost|127.*|[::1]`,
  ].join(' ');
  return {
    HTTPS_PROXY: url,
    https_proxy: url,
    HTTP_PROXY: url,
    http_proxy: url,
    NO_PROXY: none,
    no_proxy: none,
    // Node's own fetch and http follow the variables only when told (Node 22.21+, 24).
    NODE_USE_ENV_PROXY: '1',
    JAVA_TOOL_OPTIONS: base.JAVA_TOOL_OPTIONS?.trim() ? `${base.JAVA_TOOL_OPTIONS.trim()} ${java}` : java,
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

/** How much of a tunnel's download one read takes: large reads, few system calls, one copy. */
const TUNNEL_READ = 1024 * 1024;

/**
 * proxy-chain's server with its CONNECT tunnel replaced: the request is parsed, checked
 * (prepareRequestFunction) and refused by proxy-chain as before, but the bytes of an allowed
 * tunnel are copied by `tunnel` below, which reads the upstream a megabyte at a time instead
 * of piping 64 KiB stream chunks (a registry's download is what a step waits on).
 */
class EgressServer extends Server {
  override async onConnect(request: IncomingMessage, socket: Socket, head: Buffer): Promise<void> {
    try {
      const opts = await this.prepareRequestHandling(request);
      const target = opts.trgParsed!;
      tunnel(this, request, socket, head, {
        host: target.hostname.replace(/^\[|\]$/g, ''),
        port: Number(target.port),
        lookup: opts.dnsLookup as never,
      });
    } catch (error) {
      this.failRequest(request, this.normalizeHandlerError(error as NodeJS.ErrnoException));
    }
  }
}

/**
 * An allowed CONNECT: the upstream connected, `200` sent, then bytes both ways until either
 * side ends. Upstream to client is read into one buffer per tunnel, which is not read into
 * again before the client's socket has taken what was written from it. An upstream that cannot
 * be reached gets a 502 that says why.
 */
function tunnel(
  server: EgressServer,
  request: IncomingMessage,
  source: Socket,
  head: Buffer,
  where: { host: string; port: number; lookup: never },
): void {
  let open = false;
  const buffer = Buffer.allocUnsafe(TUNNEL_READ);
  const target = connect({
    ...where,
    onread: {
      buffer,
      callback: (n: number, buf: Uint8Array) => {
        source.write(buf.subarray(0, n));
        if (source.writableLength === 0) return true;
        source.once('drain', () => target.resume());
        return false;
      },
    },
  });
  target.on('connect', () => {
    open = true;
    source.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) target.write(head);
    source.pipe(target);
  });
  target.on('end', () => source.end());
  target.on('error', (err: NodeJS.ErrnoException) => {
    if (open) return source.destroy();
    server.failRequest(
      request,
      new RequestError(
        `Ralph's network proxy cannot reach ${where.host}:${where.port}: ${err.message}`,
        502,
      ) as NodeJS.ErrnoException,
    );
  });
  target.on('close', () => source.destroy());
  source.on('error', () => target.destroy());
  source.on('close', () => target.destroy());
}

/**
 * Starts the proxy. It listens nowhere itself: the step's network namespace hands it the
 * connections made to 127.0.0.1:EGRESS_PORT inside (`forward`, net-namespace.ts).
 */
export async function startEgressProxy(o: EgressOptions): Promise<EgressProxy> {
  const refused = new Map<string, Refusal>();
  const lookup = resolver(o.hosts ?? {});
  const policy = o.policy;
  const server = new EgressServer({
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
  const accept = (socket: Socket) => server.server.emit('connection', socket);
  return {
    forward: { port: EGRESS_PORT, accept },
    accept,
    env: proxyEnv(EGRESS_PORT),
    refused: () => [...refused.values()],
    close: async () => {
      await server.close(true).catch(() => {});
    },
  };
}
