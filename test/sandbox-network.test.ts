// The sandbox's network and temporary folders (src/adapters/task-job/sandbox.ts) against the real
// system, Ralph as root: a step in its own network namespace reaches neither a TCP service nor
// an abstract unix socket that a user of the runner started, nor DNS; its one way out is
// Ralph's egress proxy (src/adapters/egress-proxy.ts) on 127.0.0.1 inside, accepted by Ralph's
// process on the listening socket the namespace handed it (src/adapters/task-job/net-namespace.ts), which
// lets an allowed registry stand-in through by name (the test-only name map: the stand-in listens on
// 127.0.0.1 here). /tmp, /var/tmp and /dev/shm are the step's own and go with it. Needs Linux,
// root, sudo, setfacl, util-linux and iproute2; fails (not skips) without them. Nothing here
// sends a packet off loopback: DNS fails inside the namespace before it leaves it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EGRESS_PORT, startEgressProxy } from '../src/adapters/egress-proxy.js';
import { runProcess } from '../src/adapters/process.js';
import { type AgentUser, deleteAgentUser, prepareAgentUser } from '../src/adapters/task-job/agent-user.js';
import { asAgentUser } from '../src/adapters/task-job/launch.js';
import { processesOf, reclaimWorkspace } from '../src/adapters/task-job/lend.js';
import { loopbackForward, openNetNamespace } from '../src/adapters/task-job/net-namespace.js';
import { checkForwards, sandboxArgs, sandboxCommand, sandboxFor } from '../src/adapters/task-job/sandbox.js';
import { stepNetwork } from '../src/adapters/task-job/step-network.js';
import { networkPolicy, parseNetworkInput } from '../src/core/network.js';
import { requireRootWith } from './support/system-users.js';

const id = randomBytes(3).toString('hex');
const AGENT = `ralph-net-agent-${id}`;
const ABSTRACT = `ralph-test-abstract-${id}`;
const SECRET = `runner-secret-${randomBytes(8).toString('hex')}`;
let tmp = '';
let workspace = '';
let agent: AgentUser;
const servers: Server[] = [];
let runnerService = 0;
let registryPort = 0;
const registryHits: string[] = [];
let registry: ReturnType<typeof createHttpServer>;

// Run as the agent user in the sandbox: every way out it has, and what it sees of the temp folders.
const PROBE = `
const net = require('node:net'), dns = require('node:dns'), fs = require('node:fs'), http = require('node:http');
const { execFileSync } = require('node:child_process');
const c = JSON.parse(process.env.NET_CHECK);
const tcp = (opts) => new Promise((done) => {
  const s = net.connect(opts);
  let got = '';
  s.setTimeout(3000, () => { s.destroy(); done('timeout'); });
  s.on('data', (d) => { got += d; });
  s.on('end', () => done('read ' + got));
  s.on('error', (e) => done(e.code));
  s.on('connect', () => s.write('hi'));
});
const get = (opts) => new Promise((done) => {
  const req = http.request({ ...opts, timeout: 3000 }, (res) => { let b = ''; res.on('data', (d) => { b += d; }); res.on('end', () => done(res.statusCode + ' ' + b)); });
  req.on('error', (e) => done(e.code)); req.on('timeout', () => { req.destroy(); done('timeout'); }); req.end();
});
(async () => {
  const out = {};
  out.runnerTcp = await tcp({ host: '127.0.0.1', port: c.runnerService });
  out.abstract = await tcp({ path: '\\0' + c.abstract });
  out.dns = await new Promise((done) => dns.lookup('example.com', (e, a) => done(e ? e.code : a)));
  out.direct = await get({ host: '127.0.0.1', port: c.registryPort, path: '/direct' });
  const proxy = new URL(process.env.HTTP_PROXY);
  out.viaProxy = await get({ host: proxy.hostname, port: proxy.port, path: 'http://registry.ralph.test:' + c.registryPort + '/left-pad', headers: { host: 'registry.ralph.test:' + c.registryPort } });
  out.refused = await get({ host: proxy.hostname, port: proxy.port, path: 'http://evil.example.com/steal', headers: { host: 'evil.example.com' } });
  out.links = execFileSync('ip', ['-o', 'link'], { encoding: 'utf8' }).trim().split('\\n').map((l) => l.split(':')[1].trim());
  out.routes = execFileSync('ip', ['route'], { encoding: 'utf8' }).trim();
  out.hostTmp = fs.existsSync(c.hostTmpFile);
  for (const d of ['/tmp', '/var/tmp', '/dev/shm', '/run/lock']) fs.writeFileSync(d + '/left-' + c.id, 'x');
  out.tmpdir = require('node:os').tmpdir();
  console.log(JSON.stringify(out));
})();
`;

beforeAll(async () => {
  requireRootWith(
    'The sandbox network tests',
    [
      ['sudo', '-V'],
      ['setfacl', '--version'],
      ['unshare', '--version'],
      ['ip', '-V'],
    ],
    'apt-get install -y sudo acl util-linux iproute2',
  );
  tmp = mkdtempSync(join(tmpdir(), 'ralph-sbx-net-'));
  chmodSync(tmp, 0o755);
  workspace = join(tmp, 'work', 'repo', 'repo');
  mkdirSync(workspace, { recursive: true });
  writeFileSync(join(workspace, 'probe.cjs'), PROBE);
  agent = await prepareAgentUser({ name: AGENT, workspace, log: () => {} });
  // A user of the runner's services: a TCP one on loopback, one on an abstract unix socket.
  const service = () => createServer((s) => s.end(SECRET));
  const tcpService = service();
  const abstract = service();
  servers.push(tcpService, abstract);
  await new Promise<void>((r) => tcpService.listen(0, '127.0.0.1', r));
  await new Promise<void>((r) => abstract.listen(`\0${ABSTRACT}`, r));
  runnerService = (tcpService.address() as AddressInfo).port;
  registry = createHttpServer((req, res) => {
    registryHits.push(String(req.url));
    res.end('the package');
  });
  await new Promise<void>((r) => registry.listen(0, '127.0.0.1', r));
  registryPort = (registry.address() as AddressInfo).port;
}, 120_000);

afterAll(async () => {
  for (const s of servers) s.close();
  registry?.close();
  if (agent) await deleteAgentUser(agent, () => {});
  rmSync(tmp, { recursive: true, force: true });
});

describe('without the sandbox: the sweep of the shared temporary folders', () => {
  it('removes what the agent user owns there at any depth and in /run/lock, nothing of anyone else', async () => {
    // A 1777 folder of the runner's, one level down in /tmp, as the red team found it.
    const shared = join('/tmp', `ralph-shared-${id}`);
    mkdirSync(join(shared, 'deep'), { recursive: true });
    chmodSync(shared, 0o1777);
    chmodSync(join(shared, 'deep'), 0o1777);
    const planted = [
      join(shared, 'deep', 'agent-file'),
      join('/run/lock', `ralph-agent-${id}`),
      join('/var/tmp', `ralph-agent-${id}`),
    ];
    const theirs = join(shared, 'deep', 'runner-file');
    for (const f of [...planted, theirs]) writeFileSync(f, 'x');
    for (const f of planted) chownSync(f, agent.uid, agent.gid);
    try {
      await reclaimWorkspace(agent);
      for (const f of planted) expect(existsSync(f), f).toBe(false);
      expect(existsSync(theirs)).toBe(true);
      expect(existsSync(workspace)).toBe(true);
    } finally {
      rmSync(shared, { recursive: true, force: true });
      for (const f of planted) rmSync(f, { force: true });
    }
  });
});

describe("a sandboxed step's network", () => {
  it('reaches no service of the runner, no DNS and no route; only the allowed registry, through the proxy', async () => {
    expect(await sandboxFor(agent)).toBeDefined();
    const policy = networkPolicy({ input: parseNetworkInput(`http://registry.ralph.test:${registryPort}`) });
    if (policy.open) throw new Error('open');
    const proxy = await startEgressProxy({ policy, hosts: { 'registry.ralph.test': '127.0.0.1' } });
    const hostTmpFile = join('/tmp', `ralph-host-file-${id}`);
    writeFileSync(hostTmpFile, 'the runner left this in /tmp');
    chmodSync(hostTmpFile, 0o644);
    try {
      const r = await runProcess({
        file: process.execPath,
        args: ['probe.cjs'],
        cwd: workspace,
        env: {
          ...process.env,
          ...proxy.env,
          TMPDIR: tmp,
          NET_CHECK: JSON.stringify({ runnerService, abstract: ABSTRACT, registryPort, hostTmpFile, id }),
        },
        wrap: asAgentUser(agent, { network: { forwards: [proxy.forward] } }),
        timeoutMs: 60_000,
      });
      expect(r.exitCode, r.tail).toBe(0);
      const out = JSON.parse(r.tail.trim().split('\n').at(-1)!);
      expect(out).toMatchObject({
        runnerTcp: 'ECONNREFUSED',
        abstract: 'ECONNREFUSED',
        direct: 'ECONNREFUSED',
        viaProxy: '200 the package',
        links: ['lo'],
        routes: expect.not.stringContaining('default'),
        hostTmp: false,
        tmpdir: '/tmp',
      });
      expect(out.dns).toMatch(/^(EAI_AGAIN|ENOTFOUND|ECONNREFUSED)$/);
      expect(out.refused).toMatch(/^403 Ralph's network proxy refused plain HTTP to evil\.example\.com:80/);
      expect(registryHits).toEqual(['/left-pad']);
      expect(proxy.refused()).toEqual([{ host: 'evil.example.com', port: 80, http: true }]);
      // What it left in /tmp, /var/tmp and /dev/shm went with the step.
      for (const d of ['/tmp', '/var/tmp', '/dev/shm', '/run/lock'])
        expect(existsSync(join(d, `left-${id}`)), d).toBe(false);
      expect(processesOf(agent.uid)).toEqual([]);
      // The namespace's holder (as nobody, a child of this process) goes once the step has.
      await until(() => processesOf(65534).filter((pid) => parentOf(pid) === process.pid).length === 0);
      expect(readdirSync('/run').filter((f) => f.startsWith('ralph-sandbox.'))).toEqual([]);
    } finally {
      rmSync(hostTmpFile, { force: true });
      await proxy.close();
    }
  });

  it('without forwards (no network given) has no way out at all; open keeps the runner network', async () => {
    const script = `require('node:net').connect(${runnerService}, '127.0.0.1').on('data', (d) => console.log('read ' + d)).on('error', (e) => console.log(e.code))`;
    const closed = await runProcess({
      file: process.execPath,
      args: ['-e', script],
      cwd: workspace,
      env: process.env,
      wrap: asAgentUser(agent),
    });
    expect(closed.tail.trim()).toBe('ECONNREFUSED');
    const open = await runProcess({
      file: process.execPath,
      args: ['-e', script],
      cwd: workspace,
      env: process.env,
      wrap: asAgentUser(agent, { network: { open: true } }),
    });
    expect(open.tail.trim()).toBe(`read ${SECRET}`);
  });

  it('refuses forwards it cannot serve, and joins a namespace made beforehand behind nsenter', () => {
    const accept = () => {};
    expect(() =>
      checkForwards([
        { port: EGRESS_PORT, accept },
        { port: EGRESS_PORT, accept },
      ]),
    ).toThrow('Two sandbox forwards use the port 3128 inside: give each its own port.');
    expect(() => checkForwards([{ port: 80, accept }])).toThrow(
      'A sandbox forward has the port 80: use a port from 1024 to 65535.',
    );
    const tools = {
      sh: '/bin/sh',
      unshare: 'u',
      setpriv: 's',
      mount: 'm',
      umount: 'um',
      mkdir: 'mk',
      mktemp: 'mt',
      rmdir: 'r',
      ip: 'ip',
      nsenter: 'ns',
    };
    const as = { uid: 1, gid: 1, cwd: '/' };
    const own = sandboxCommand(tools, as, [], ['true'], { forwards: [] });
    expect(own.file).toBe('u');
    expect(own.args).toContain('--net');
    expect(own.args.join(' ')).toContain(' 1 1 / own -- true');
    const joined = sandboxCommand(tools, as, [], ['true'], {
      forwards: [{ port: 4000, accept }],
      join: '/proc/42/ns/net',
    });
    expect(joined.file).toBe('ns');
    expect(joined.args.slice(0, 3)).toEqual(['--net=/proc/42/ns/net', '--', 'u']);
    expect(joined.args).not.toContain('--net');
    expect(joined.args.join(' ')).toContain(' 1 1 / joined -- true');
    expect(sandboxArgs(tools, as, [], ['true'], { open: true })).not.toContain('--net');
  });

  it("refuses to join a network that is not the step's own (more than loopback): fail closed", async () => {
    // The runner's own network (a process of the runner's), as a reused holder pid would give it.
    const runners = spawn('sleep', ['60'], { stdio: 'ignore' });
    const r = await runProcess({
      file: process.execPath,
      args: ['-e', 'console.log("ran")'],
      cwd: workspace,
      env: process.env,
      wrap: asAgentUser(agent, {
        network: {
          forwards: [{ port: EGRESS_PORT, accept: (s) => s.destroy() }],
          join: `/proc/${runners.pid}/ns/net`,
        },
      }),
    }).finally(() => runners.kill());
    expect(r.exitCode, r.tail).toBe(125);
    expect(r.tail).toContain("ralph sandbox: the step's network is not its own: 1: lo:");
    expect(r.tail).not.toContain('ran');
  });

  it('says why when the namespace cannot be opened', async () => {
    const support = await sandboxFor(agent);
    if (!support) throw new Error('no sandbox');
    await expect(
      openNetNamespace('root', { ...support.tools, ip: join(tmp, 'no-such-ip') }, [
        { port: EGRESS_PORT, accept: (s) => s.destroy() },
      ]),
    ).rejects.toThrow(
      /^Ralph cannot open the step's network \(127\.0\.0\.1:3128 inside, served by Ralph\): its holder ended \(exit 125\): [\s\S]*cannot bring up the loopback of the step's network\. Set the input 'network: open'/,
    );
  });

  it("reaches a port forwarded from the runner's loopback (a job's service), and no other", async () => {
    const other = createServer((s) => s.end('other'));
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    const otherPort = (other.address() as AddressInfo).port;
    const read = (port: number) =>
      `new Promise((done) => { let got = ''; require('node:net').connect(${port}, '127.0.0.1').on('data', (d) => { got += d; }).on('end', () => done('read ' + got)).on('error', (e) => done(e.code)); })`;
    try {
      const r = await runProcess({
        file: process.execPath,
        args: [
          '-e',
          `Promise.all([${read(runnerService)}, ${read(otherPort)}]).then((a) => console.log(a.join(' | ')))`,
        ],
        cwd: workspace,
        env: process.env,
        wrap: asAgentUser(agent, { network: { forwards: [loopbackForward(runnerService)] } }),
      });
      expect(r.exitCode, r.tail).toBe(0);
      expect(r.tail.trim()).toBe(`read ${SECRET} | ECONNREFUSED`);
    } finally {
      other.close();
    }
  });
});

describe("a task job step's network, as the step sets it up", () => {
  // stepNetwork, as setup, the baseline, the agent and each gate call it: the allowlist from the
  // job's first read (in $RUNNER_TEMP/ralph), the step's input, and its summary.
  const settings = (name: string, network: string, plan: unknown) => {
    process.env.RUNNER_TEMP = join(tmp, name);
    const path = join(workspace, 'implementation.json');
    writeFileSync(path, JSON.stringify(plan));
    return {
      workspace,
      agentUser: 'auto',
      network,
      plan: { root: workspace, file: 'implementation.json', path },
    };
  };

  it("is the runner's own where the plan or the input says open, and the step's summary says so", async () => {
    const summary = join(tmp, 'summary.md');
    writeFileSync(summary, '');
    const saved = {
      RUNNER_TEMP: process.env.RUNNER_TEMP,
      GITHUB_STEP_SUMMARY: process.env.GITHUB_STEP_SUMMARY,
    };
    process.env.GITHUB_STEP_SUMMARY = summary;
    const note = `ran with the runner's open network: the plan or the input 'network' says "open", so Ralph's egress proxy was off.`;
    try {
      for (const [name, input, plan] of [
        ['by-input', 'open', { specs: [] }],
        ['by-plan', '', { specs: [], network: 'open' }],
      ] as const) {
        const step = await stepNetwork(settings(name, input, plan), agent, `gate ${name}`);
        expect(step.network).toEqual({ open: true });
        expect(step.env).toEqual({});
        const r = await runProcess({
          file: process.execPath,
          args: [
            '-e',
            `require('node:net').connect(${runnerService}, '127.0.0.1').on('data', (d) => console.log('read ' + d)).on('error', (e) => console.log(e.code))`,
          ],
          cwd: workspace,
          env: { ...process.env, ...step.env },
          wrap: asAgentUser(agent, { network: step.network }),
        });
        await step.finish();
        expect(r.tail.trim()).toBe(`read ${SECRET}`);
        expect(readFileSync(summary, 'utf8')).toContain(`gate ${name} ${note}`);
      }
      // Not open: the proxy, and no such line.
      writeFileSync(summary, '');
      const closed = await stepNetwork(settings('closed', '', { specs: [] }), agent, 'gate closed');
      expect(closed.env.HTTPS_PROXY).toBe(`http://127.0.0.1:${EGRESS_PORT}`);
      expect(closed.network).toMatchObject({ forwards: [{ port: EGRESS_PORT }] });
      // Two refused requests: a host, and an address no entry can allow.
      const get = (host: string) =>
        `new Promise((done) => require('node:http').get({ host: '127.0.0.1', port: ${EGRESS_PORT}, path: 'http://${host}/', headers: { host: '${host}' } }, (res) => { res.resume(); done(res.statusCode); }).on('error', (e) => done(e.code)))`;
      const refused = await runProcess({
        file: process.execPath,
        args: [
          '-e',
          `Promise.all([${get('evil.example.com')}, ${get('10.1.2.3')}]).then((a) => console.log(a.join(' ')))`,
        ],
        cwd: workspace,
        env: { ...process.env, ...closed.env },
        wrap: asAgentUser(agent, { network: closed.network }),
      });
      expect(refused.tail.trim()).toBe('403 403');
      await closed.finish();
      const said = readFileSync(summary, 'utf8');
      expect(said).not.toContain(note);
      expect(said).toContain(
        'gate closed: The network proxy refused 2 hosts: http://evil.example.com, 10.1.2.3:80. 10.1.2.3:80 cannot be allowed',
      );
      // The line to paste, in a code block, names the host only.
      expect(said).toContain(
        '<pre><code>To allow http://evil.example.com, add to implementation.json: "network": { "allowed": ["http://evil.example.com"] }\nor to the action\'s step: network: http://evil.example.com</code></pre>',
      );
    } finally {
      for (const [k, v] of Object.entries(saved))
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      rmSync(join(workspace, 'implementation.json'), { force: true });
    }
  });
});

async function until(done: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('still not so after 5 s');
    await new Promise((r) => setTimeout(r, 50));
  }
}

function parentOf(pid: number): number {
  try {
    return Number(
      readFileSync(`/proc/${pid}/stat`, 'utf8')
        .replace(/^.*\) /s, '')
        .split(' ')[1],
    );
  } catch {
    return 0;
  }
}
