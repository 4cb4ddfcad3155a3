// Ralph's egress proxy (src/adapters/egress-proxy.ts) on its unix socket, spoken to the way
// curl and npm speak to an HTTP proxy: CONNECT host:port for TLS, absolute-form requests for
// plain HTTP. The upstreams are stand-ins on 127.0.0.1 that the proxy reaches through the
// test-only name map (RALPH_TEST_RESOLVE's format); they do not speak TLS, which the proxy
// never looks into. No traffic leaves loopback.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, request } from 'node:http';
import { type AddressInfo, connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localAddress, proxyEnv, startEgressProxy, testHosts } from '../src/adapters/egress-proxy.js';
import { type NetworkPolicy, networkPolicy, parseNetworkInput } from '../src/core/network.js';

let registry: ReturnType<typeof createHttpServer>;
let tcp: Server;
let registryPort = 0;
let tcpPort = 0;
const tcpSeen: string[] = [];
let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'egress-'));
  registry = createHttpServer((req, res) =>
    res.end(`registry: ${req.method} ${req.url} host ${req.headers.host}`),
  );
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
  rmSync(dir, { recursive: true, force: true });
});

const closed = (p: NetworkPolicy) => {
  if (p.open) throw new Error('open');
  return p;
};

/** A plain HTTP request through the proxy's socket: status and body. */
function viaProxy(socket: string, url: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request(
      { socketPath: socket, method: 'GET', path: url, headers: { host: new URL(url).host } },
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
function tunnel(socket: string, target: string): Promise<string> {
  return new Promise((done) => {
    const s = connect(socket);
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
    const proxy = await startEgressProxy({
      policy,
      dir,
      hosts: testHosts(`registry.ralph.test=127.0.0.1, tunnel.ralph.test=127.0.0.1`),
    });
    try {
      const ok = await viaProxy(proxy.socket, `http://registry.ralph.test:${registryPort}/left-pad`);
      expect(ok).toEqual({
        status: 200,
        body: `registry: GET /left-pad host registry.ralph.test:${registryPort}`,
      });
      const through = await tunnel(proxy.socket, `tunnel.ralph.test:${tcpPort}`);
      expect(through).toMatch(/^HTTP\/1\.1 200 Connection Established\r\n\r\necho hello through the tunnel$/);

      // Not listed: another host, the listed host on another port, an address, plain HTTP to a CONNECT-only host.
      const refused = await viaProxy(proxy.socket, `http://evil.example.com:${registryPort}/steal`);
      expect(refused.status).toBe(403);
      expect(refused.body).toContain(
        `Ralph's network proxy refused plain HTTP to evil.example.com:${registryPort}`,
      );
      expect(await tunnel(proxy.socket, `tunnel.ralph.test:${registryPort}`)).toMatch(/^HTTP\/1\.1 403/);
      expect(await tunnel(proxy.socket, `127.0.0.1:${tcpPort}`)).toMatch(/^HTTP\/1\.1 403/);
      expect((await viaProxy(proxy.socket, `http://tunnel.ralph.test:${tcpPort}/`)).status).toBe(403);
      expect(proxy.refused()).toEqual([
        { host: 'evil.example.com', port: registryPort, http: true },
        { host: 'tunnel.ralph.test', port: registryPort, http: false },
        { host: '127.0.0.1', port: tcpPort, http: false },
        { host: 'tunnel.ralph.test', port: tcpPort, http: true },
      ]);
      // Only the allowed tunnel's line reached the TCP stand-in.
      expect(tcpSeen).toEqual(['hello through the tunnel']);
    } finally {
      await proxy.close();
    }
  });

  it('never connects an allowed name that DNS resolves to the runner itself (rebinding)', async () => {
    // `localhost` comes from /etc/hosts (no DNS traffic); a plan cannot list it, so the rule is made here.
    const policy = closed(networkPolicy({}));
    policy.rules.push({ host: 'localhost', ports: [tcpPort], http: false });
    const before = tcpSeen.length;
    const proxy = await startEgressProxy({ policy, dir });
    try {
      const got = await tunnel(proxy.socket, `localhost:${tcpPort}`);
      expect(got).not.toMatch(/^HTTP\/1\.1 200/);
      expect(tcpSeen.length).toBe(before);
    } finally {
      await proxy.close();
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

  it('says why when it cannot start, and refuses a malformed test name map', async () => {
    const policy = closed(networkPolicy({}));
    await expect(startEgressProxy({ policy, dir: join(dir, 'missing') })).rejects.toThrow(
      `Ralph's network proxy cannot start: no folder for its socket in ${join(dir, 'missing')}`,
    );
    expect(() => testHosts('registry.ralph.test')).toThrow(
      'RALPH_TEST_RESOLVE: "registry.ralph.test" is not name=address (an IP address); it is for tests only.',
    );
    expect(testHosts('A.test=127.0.0.1,b.test=::1')).toEqual({ 'a.test': '127.0.0.1', 'b.test': '::1' });
    expect(proxyEnv(3128)).toMatchObject({
      HTTPS_PROXY: 'http://127.0.0.1:3128',
      http_proxy: 'http://127.0.0.1:3128',
      NO_PROXY: 'localhost,127.0.0.1,::1',
    });
  });
});
