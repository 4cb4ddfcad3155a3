// Ralph's egress proxy (src/adapters/egress-proxy.ts), handed connections from a listening
// socket on 127.0.0.1 as a step's network namespace hands them (`accept`), spoken to the way
// curl and npm speak to an HTTP proxy: CONNECT host:port for TLS, absolute-form requests for
// plain HTTP. The upstreams are stand-ins on 127.0.0.1 that the proxy reaches through the
// test-only name map (RALPH_TEST_RESOLVE's format); they do not speak TLS, which the proxy
// never looks into. No traffic leaves loopback.
import { createHash, randomBytes } from 'node:crypto';
import { createServer as createHttpServer, request } from 'node:http';
import { type AddressInfo, connect, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EgressOptions,
  type EgressProxy,
  localAddress,
  proxyEnv,
  startEgressProxy,
  testHosts,
} from '../src/adapters/egress-proxy.js';
import { type NetworkPolicy, networkPolicy, parseNetworkInput } from '../src/core/network.js';

let registry: ReturnType<typeof createHttpServer>;
let tcp: Server;
let registryPort = 0;
let tcpPort = 0;
const tcpSeen: string[] = [];
/** 24 MiB of noise, which the registry serves at /blob. */
const BLOB = randomBytes(24 * 1024 * 1024);

beforeAll(async () => {
  registry = createHttpServer((req, res) => {
    if (req.url === '/blob') return res.end(BLOB);
    res.end(`registry: ${req.method} ${req.url} host ${req.headers.host}`);
  });
  tcp = createServer((s) => {
    s.on('data', (d) => {
      tcpSeen.push(String(d));
      s.end(`echo ${d}`);
    });
  });
  await new Promise<void>((r) => registry.listen(0, '127.0.0.1', r));
  await new Promise<void>((r) => tcp.listen(0, '127.0.0.1', r));
  registryPort = (registry.address() as AddressInfo).port;
  tcpPort = (tcp.address() as AddressInfo).port;
});

afterAll(async () => {
  registry.close();
  tcp.close();
});

/** The proxy behind a listening socket on 127.0.0.1 that hands it each connection: its port. */
async function served(
  o: EgressOptions,
): Promise<{ proxy: EgressProxy; port: number; close(): Promise<void> }> {
  const proxy = await startEgressProxy(o);
  const door = createServer((s) => proxy.accept(s));
  await new Promise<void>((r) => door.listen(0, '127.0.0.1', r));
  return {
    proxy,
    port: (door.address() as AddressInfo).port,
    close: async () => {
      door.close();
      await proxy.close();
    },
  };
}

const closed = (p: NetworkPolicy) => {
  if (p.open) throw new Error('open');
  return p;
};

/** A plain HTTP request through the proxy's socket: status and body. */
function viaProxy(port: number, url: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'GET', path: url, headers: { host: new URL(url).host } },
      (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => done({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', fail);
    req.end();
  });
}

/** CONNECT host:port through the proxy, then a line through the tunnel: the proxy's status line and what came back. */
function tunnel(port: number, target: string): Promise<string> {
  return new Promise((done) => {
    const s = connect(port, '127.0.0.1');
    let got = '';
    let sent = false;
    s.on('data', (d) => {
      got += d;
      if (!sent && got.includes('\r\n\r\n') && got.startsWith('HTTP/1.1 200')) {
        sent = true;
        s.write('hello through the tunnel');
      }
    });
    s.on('close', () => done(got));
    s.on('error', () => done(`${got}[error]`));
    s.write(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n\r\n`);
  });
}

describe("Ralph's egress proxy", () => {
  it('lets listed hosts through by name, refuses the rest with 403, and remembers each refusal', async () => {
    const policy = closed(
      networkPolicy({
        input: parseNetworkInput(`http://registry.ralph.test:${registryPort}, tunnel.ralph.test:${tcpPort}`),
      }),
    );
    const { proxy, port, close } = await served({
      policy,
      hosts: testHosts(`registry.ralph.test=127.0.0.1, tunnel.ralph.test=127.0.0.1`),
    });
    try {
      const ok = await viaProxy(port, `http://registry.ralph.test:${registryPort}/left-pad`);
      expect(ok).toEqual({
        status: 200,
        body: `registry: GET /left-pad host registry.ralph.test:${registryPort}`,
      });
      const through = await tunnel(port, `tunnel.ralph.test:${tcpPort}`);
      expect(through).toMatch(/^HTTP\/1\.1 200 Connection Established\r\n\r\necho hello through the tunnel$/);

      // Not listed: another host, the listed host on another port, an address, plain HTTP to a CONNECT-only host.
      const refused = await viaProxy(port, `http://evil.example.com:${registryPort}/steal`);
      expect(refused.status).toBe(403);
      expect(refused.body).toContain(
        `Ralph's network proxy refused plain HTTP to evil.example.com:${registryPort}`,
      );
      expect(await tunnel(port, `tunnel.ralph.test:${registryPort}`)).toMatch(/^HTTP\/1\.1 403/);
      expect(await tunnel(port, `127.0.0.1:${tcpPort}`)).toMatch(/^HTTP\/1\.1 403/);
      expect((await viaProxy(port, `http://tunnel.ralph.test:${tcpPort}/`)).status).toBe(403);
      expect(proxy.refused()).toEqual([
        { host: 'evil.example.com', port: registryPort, http: true },
        { host: 'tunnel.ralph.test', port: registryPort, http: false },
        { host: '127.0.0.1', port: tcpPort, http: false },
        { host: 'tunnel.ralph.test', port: tcpPort, http: true },
      ]);
      // Only the allowed tunnel's line reached the TCP stand-in.
      expect(tcpSeen).toEqual(['hello through the tunnel']);
    } finally {
      await close();
    }
  });

  it('never connects an allowed name that DNS resolves to the runner itself (rebinding)', async () => {
    // `localhost` comes from /etc/hosts (no DNS traffic); a plan cannot list it, so the rule is made here.
    const policy = closed(networkPolicy({}));
    policy.rules.push({ host: 'localhost', ports: [tcpPort], http: false });
    const before = tcpSeen.length;
    const { port, close } = await served({ policy });
    try {
      const got = await tunnel(port, `localhost:${tcpPort}`);
      expect(got).toMatch(
        /^HTTP\/1\.1 502 [^\r]*\r\n[\s\S]*Ralph's network proxy cannot reach localhost:\d+: localhost resolves only to local addresses/,
      );
      expect(tcpSeen.length).toBe(before);
    } finally {
      await close();
    }
    expect(localAddress('127.0.0.1')).toBe(true);
    expect(localAddress('10.1.2.3')).toBe(true);
    expect(localAddress('172.17.0.1')).toBe(true);
    expect(localAddress('192.168.1.1')).toBe(true);
    expect(localAddress('169.254.169.254')).toBe(true);
    expect(localAddress('::1')).toBe(true);
    expect(localAddress('::ffff:127.0.0.1')).toBe(true);
    expect(localAddress('fd00::1')).toBe(true);
    expect(localAddress('140.82.112.3')).toBe(false);
    expect(localAddress('2606:4700::6810:84e5')).toBe(false);
  });

  it('copies a large download through a tunnel whole, in order, however the reads fall', async () => {
    const policy = closed(networkPolicy({ input: parseNetworkInput(`registry.ralph.test:${registryPort}`) }));
    const { port, close } = await served({ policy, hosts: testHosts('registry.ralph.test=127.0.0.1') });
    try {
      const body = await new Promise<Buffer>((done, fail) => {
        const s = connect(port, '127.0.0.1');
        const chunks: Buffer[] = [];
        let tunnelled = false;
        s.on('data', (d: Buffer) => {
          if (tunnelled) return chunks.push(d);
          const text = String(d);
          expect(text).toMatch(/^HTTP\/1\.1 200 Connection Established\r\n\r\n$/);
          tunnelled = true;
          s.write(`GET /blob HTTP/1.1\r\nHost: registry.ralph.test\r\nConnection: close\r\n\r\n`);
          // A slow reader now and then: the proxy must wait for it, not overwrite what it holds.
          s.pause();
          setTimeout(() => s.resume(), 50);
        });
        s.on('end', () => done(Buffer.concat(chunks)));
        s.on('error', fail);
        s.write(`CONNECT registry.ralph.test:${registryPort} HTTP/1.1\r\nHost: registry.ralph.test\r\n\r\n`);
      });
      const at = body.indexOf('\r\n\r\n');
      expect(String(body.subarray(0, at))).toMatch(/^HTTP\/1\.1 200 OK/);
      const got = body.subarray(at + 4);
      expect(got.length).toBe(BLOB.length);
      const hash = (b: Buffer) => createHash('sha256').update(b).digest('hex');
      expect(hash(got)).toBe(hash(BLOB));
    } finally {
      await close();
    }
  });

  it('refuses a malformed test name map, and gives tools the proxy variables, the JVM its properties', async () => {
    expect(() => testHosts('registry.ralph.test')).toThrow(
      'RALPH_TEST_RESOLVE: "registry.ralph.test" is not name=address (an IP address); it is for tests only.',
    );
    expect(testHosts('A.test=127.0.0.1,b.test=::1')).toEqual({ 'a.test': '127.0.0.1', 'b.test': '::1' });
    expect(proxyEnv(3128, {})).toMatchObject({
      HTTPS_PROXY: 'http://127.0.0.1:3128',
      http_proxy: 'http://127.0.0.1:3128',
      NO_PROXY: 'localhost,127.0.0.1,::1',
      // Maven and Gradle: the JVM's proxy properties.
      JAVA_TOOL_OPTIONS:
        '-Dhttps.proxyHost=127.0.0.1 -Dhttps.proxyPort=3128 -Dhttp.proxyHost=127.0.0.1 -Dhttp.proxyPort=3128 -Dhttp.nonProxyHosts=localhost|127.*|[::1]',
    });
    // Options the step already has stay, first.
    expect(proxyEnv(3128, { JAVA_TOOL_OPTIONS: '-Xmx2g ' }).JAVA_TOOL_OPTIONS).toMatch(
      /^-Xmx2g -Dhttps\.proxyHost=127\.0\.0\.1 -Dhttps\.proxyPort=3128 /,
    );
  });
});
