// The cost of the agent's network (docs/ARCHITECTURE.md#performance), run by bench/run.mjs
// through tsx, as root (the sandbox needs it): a sandboxed step with Ralph's egress proxy (its
// own network namespace with its holder, the proxy started and closed) against the same step on
// the runner's network (`open`: no namespace, no proxy), round-robin, each timed from the call
// to the command's first output; and a 100 MB download on loopback, by the same curl of the
// same file, straight from a server in another process against through the proxy (in this
// process, accepting inside the namespace) from inside the sandbox, as a CONNECT tunnel (how
// HTTPS to a registry goes) and as plain HTTP (curl's own speed_download, so the sandbox's start
// is not counted), DOWNLOADS times each, interleaved. Then the same three downloads with the
// server pacing itself to a 1 Gbit/s link: loopback measures the proxy's copy, which on any
// machine moves each byte through the kernel twice as often as the direct path does (docs/
// ARCHITECTURE.md#performance); a paced link shows what a download from a registry keeps.
// Prints JSON.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startEgressProxy } from '../src/adapters/egress-proxy.js';
import { runProcess } from '../src/adapters/process.js';
import { deleteAgentUser, prepareAgentUser } from '../src/adapters/task-job/agent-user.js';
import { asAgentUser } from '../src/adapters/task-job/launch.js';
import { sandboxFor } from '../src/adapters/task-job/sandbox.js';
import { networkPolicy, parseNetworkInput } from '../src/core/network.js';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
const RUNS = Number(values.runs);
const MB = 100;
/** Downloads of each kind: a loaded machine moves single figures a lot. */
const DOWNLOADS = 5;
/** The paced download's rate, MB/s: a 1 Gbit/s link. */
const PACED_MBS = 125;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const dir = mkdtempSync(join(tmpdir(), 'ralph-bench-net-'));
chmodSync(dir, 0o755);
const workspace = join(dir, 'work', 'repo', 'repo');
mkdirSync(workspace, { recursive: true });
const agent = await prepareAgentUser({
  name: `ralph-bench-${randomBytes(3).toString('hex')}`,
  workspace,
  log: () => {},
});

// The download's server: its own process, as a real registry is (the proxy runs in this one).
// `/paced` sends at PACED_MBS, a 1 Gbit/s link (token bucket, 1 ms ticks), for the share a
// download keeps when the link, not the copy, is the limit.
const server = spawn(
  process.execPath,
  [
    '-e',
    `const body = Buffer.alloc(${MB} * 1024 * 1024, 7);
     const rate = ${PACED_MBS} * 1024 * 1024 / 1000;
     require('node:http').createServer((q, s) => {
       s.setHeader('content-length', body.length);
       if (q.url !== '/paced') return s.end(body);
       const t0 = performance.now();
       let sent = 0;
       const tick = () => {
         const due = Math.min(body.length, Math.floor((performance.now() - t0) * rate));
         if (due > sent) { s.write(body.subarray(sent, due)); sent = due; }
         if (sent === body.length) s.end(); else setTimeout(tick, 1);
       };
       tick();
     }).listen(0, '127.0.0.1', function () { console.log(this.address().port); });`,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const port = await new Promise<number>((done) => server.stdout!.once('data', (d) => done(Number(String(d)))));

try {
  if (!(await sandboxFor(agent))) throw new Error('the sandbox is not available here');
  const policy = networkPolicy({
    input: parseNetworkInput(`http://registry.ralph.test:${port}, registry.ralph.test:${port}`),
  });
  if (policy.open) throw new Error('open');

  /** From the call to the command's first byte of output. */
  const startMs = async (withProxy: boolean) => {
    const t0 = performance.now();
    let first = 0;
    const proxy = withProxy
      ? await startEgressProxy({ policy, hosts: { 'registry.ralph.test': '127.0.0.1' } })
      : undefined;
    try {
      await runProcess({
        file: '/bin/echo',
        args: ['started'],
        cwd: workspace,
        env: { PATH: process.env.PATH, ...proxy?.env },
        wrap: asAgentUser(agent, { network: proxy ? { forwards: [proxy.forward] } : { open: true } }),
        onStdout: () => {
          first ||= performance.now();
        },
      });
    } finally {
      await proxy?.close();
    }
    return first - t0;
  };
  await startMs(true);
  await startMs(false);
  const open: number[] = [];
  const proxied: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    proxied.push(await startMs(true));
    open.push(await startMs(false));
  }

  /** curl's bytes per second for `path`: direct, through the tunnel, and as plain HTTP forwarded. */
  const downloads = async (path: string) => {
    const direct: number[] = [];
    const through: number[] = [];
    const plain: number[] = [];
    const url = `http://registry.ralph.test:${port}${path}`;
    for (let i = 0; i < DOWNLOADS; i++) {
      const d = spawnSync(
        'curl',
        [
          '-sS',
          '-o',
          '/dev/null',
          '-w',
          '%{speed_download}',
          '--resolve',
          `registry.ralph.test:${port}:127.0.0.1`,
          url,
        ],
        { encoding: 'utf8', env: { PATH: process.env.PATH } },
      );
      if (d.status !== 0) throw new Error(`curl direct: ${d.stderr}`);
      direct.push(Number(d.stdout));
      const proxy = await startEgressProxy({ policy, hosts: { 'registry.ralph.test': '127.0.0.1' } });
      let out = '';
      try {
        const r = await runProcess({
          // The tunnel (CONNECT, as HTTPS to a registry goes), then plain HTTP forwarded by the proxy.
          file: '/bin/sh',
          args: [
            '-c',
            `curl -p -sS -o /dev/null -w '%{speed_download} ' "$1" && curl -sS -o /dev/null -w '%{speed_download}' "$1"`,
            'sh',
            url,
          ],
          cwd: workspace,
          env: { PATH: process.env.PATH, ...proxy.env },
          wrap: asAgentUser(agent, { network: { forwards: [proxy.forward] } }),
          onStdout: (c) => {
            out += c;
          },
        });
        if (r.exitCode !== 0) throw new Error(`curl through the proxy: ${r.tail}`);
      } finally {
        await proxy.close();
      }
      const [tunnel, forwarded] = out.trim().split(/\s+/).map(Number);
      through.push(tunnel!);
      plain.push(forwarded!);
    }
    const mbs = (xs: number[]) => median(xs) / 1024 / 1024;
    return { directMBs: mbs(direct), proxyMBs: mbs(through), plainMBs: mbs(plain) };
  };
  const loopback = await downloads('/blob');
  const paced = await downloads('/paced');
  console.log(
    JSON.stringify({
      runs: RUNS,
      downloads: DOWNLOADS,
      openMs: median(open),
      proxyMs: median(proxied),
      ...loopback,
      pacedMBs: PACED_MBS,
      paced,
    }),
  );
} finally {
  server.kill();
  await deleteAgentUser(agent, () => {});
  rmSync(dir, { recursive: true, force: true });
}
