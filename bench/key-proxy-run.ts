// The key proxy's cost, measured in one process (run by bench/key-proxy.mjs with tsx): against a
// local upstream on loopback, the same requests direct and through Ralph's key proxy
// (src/adapters/key-proxy.ts), interleaved so that a busy moment hits both. Prints one JSON line:
// - start: median ms to start the proxy (TCP and unix socket) and close it again;
// - small: median ms of a small streamed (SSE) model answer, direct and proxied;
// - big: MB/s of a 100 MB download, direct and proxied (best of 3 each).

import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startKeyProxy } from '../src/adapters/key-proxy.js';
import { modelKeyRoutes } from '../src/core/model-keys.js';

const BIG = 100 * 1024 * 1024;
const SMALL_RUNS = 200;

// The upstream in a process of its own, and the big download by curl: what the proxy's process
// does is the proxying alone, as in Ralph.
const UPSTREAM = `
const { createServer } = require('node:http');
const BIG = ${BIG};
const CHUNK = Buffer.alloc(64 * 1024, 'x');
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    if (req.url.endsWith('/big')) {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(BIG) });
      let left = BIG;
      const pump = () => {
        while (left > 0) {
          const n = Math.min(left, CHUNK.length);
          left -= n;
          if (!res.write(n === CHUNK.length ? CHUNK : CHUNK.subarray(0, n))) return void res.once('drain', pump);
        }
        res.end();
      };
      return pump();
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (let i = 0; i < 8; i++) res.write('event: content_block_delta\\ndata: {"i":' + i + '}\\n\\n');
    res.end('event: message_stop\\ndata: {}\\n\\n');
  });
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;
const child = spawn(process.execPath, ['-e', UPSTREAM], { stdio: ['ignore', 'pipe', 'inherit'] });
const port = await new Promise<string>((resolve) =>
  child.stdout!.once('data', (d: Buffer) => resolve(d.toString().trim())),
);
const up = `http://127.0.0.1:${port}`;
const routes = modelKeyRoutes({ ANTHROPIC_API_KEY: 'sk-bench' }, { ANTHROPIC_BASE_URL: up });

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

function get(url: string, method = 'POST'): Promise<{ ms: number; bytes: number }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent: false }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => {
        bytes += c.length;
      });
      res.on('end', () => resolve({ ms: performance.now() - t0, bytes }));
    });
    req.on('error', reject);
    req.end(
      method === 'POST'
        ? '{"model":"m","max_tokens":1,"messages":[{"role":"user","content":"hi"}]}'
        : undefined,
    );
  });
}

const dir = mkdtempSync(join(tmpdir(), 'ralph-bench-key-'));
const starts: number[] = [];
for (let i = 0; i < 20; i++) {
  const t0 = performance.now();
  const p = await startKeyProxy({ routes, socket: join(dir, `k${i}.sock`) });
  await p.close();
  starts.push(performance.now() - t0);
}

const proxy = await startKeyProxy({ routes });
const direct: number[] = [];
const proxied: number[] = [];
for (let i = 0; i < SMALL_RUNS; i++) {
  direct.push((await get(`${up}/v1/messages`)).ms);
  proxied.push((await get(`${proxy.urls.anthropic}/v1/messages`)).ms);
}
const rate = async (url: string) => {
  const out = await new Promise<string>((resolve, reject) =>
    execFile(
      'curl',
      ['-sS', '-o', '/dev/null', '-w', '%{size_download} %{speed_download}', url],
      (err, stdout) => (err ? reject(err) : resolve(stdout)),
    ),
  );
  const [size, speed] = out.split(' ').map(Number);
  if (size !== BIG) throw new Error(`${url}: ${size} bytes, not ${BIG}`);
  return speed! / 1024 / 1024;
};
const bigDirect: number[] = [];
const bigProxied: number[] = [];
for (let i = 0; i < 3; i++) {
  bigDirect.push(await rate(`${up}/big`));
  bigProxied.push(await rate(`${proxy.urls.anthropic}/big`));
}
await proxy.close();
child.kill();
rmSync(dir, { recursive: true, force: true });
console.log(
  JSON.stringify({
    start: median(starts),
    small: { direct: median(direct), proxied: median(proxied), runs: SMALL_RUNS },
    big: { direct: Math.max(...bigDirect), proxied: Math.max(...bigProxied) },
  }),
);
