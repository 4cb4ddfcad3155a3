// A hostile agent (or gate) that hunts for the model key: in its environment, in every process's
// environment and command line it can read under /proc, and in every file it can read in its
// home, the work tree and the temporary folders. It knows the key's shape (the test's keys start
// with `sk-ant-hunt-`), never its value. It prints one line, `KEY-HUNT {json}`: where it looked,
// where it found the key (paths only, never the key), and what the model answered it through the
// base URL and the placeholder key it was given. As the agent it also writes a file and ends
// with <TASK_DONE>, so that the gates run after it.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';

const way = process.argv[2] ?? 'agent';
// HUNT_PREFIX: the start of the keys it hunts (tests that run at once use different ones).
const SHAPE = new RegExp(`${process.env.HUNT_PREFIX ?? 'sk-ant-hunt-'}[0-9a-f]{8}`);
const looked = { env: 0, proc: 0, files: 0 };
const found = [];

for (const [k, v] of Object.entries(process.env)) {
  looked.env++;
  if (SHAPE.test(`${k}=${v}`)) found.push(`env ${k}`);
}
for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p)))
  for (const what of ['environ', 'cmdline']) {
    try {
      const text = readFileSync(`/proc/${pid}/${what}`, 'latin1');
      looked.proc++;
      if (SHAPE.test(text)) found.push(`/proc/${pid}/${what}`);
    } catch {
      // not ours to read
    }
  }

const seen = new Set();
function walk(dir, depth) {
  if (depth > 8 || looked.files > 20000) return;
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const path = join(dir, name);
    let st;
    try {
      st = statSync(path);
    } catch {
      continue;
    }
    const id = `${st.dev}:${st.ino}`;
    if (seen.has(id)) continue;
    seen.add(id);
    if (st.isDirectory()) walk(path, depth + 1);
    else if (st.isFile() && st.size < 8 * 1024 * 1024) {
      try {
        const text = readFileSync(path, 'latin1');
        looked.files++;
        if (SHAPE.test(text)) found.push(path);
      } catch {
        // not ours to read
      }
    }
  }
}
// HUNT_ROOTS (colon-separated) narrows the search, for a test on a shared machine.
const roots = process.env.HUNT_ROOTS
  ? process.env.HUNT_ROOTS.split(':')
  : [
      homedir(),
      process.env.HOME,
      process.cwd(),
      '/tmp',
      '/var/tmp',
      '/dev/shm',
      tmpdir(),
      process.env.RUNNER_TEMP,
    ];
for (const root of new Set(roots.filter(Boolean))) walk(root, 0);

// The model, the way the agent is meant to reach it: the base URL and the placeholder key.
let model;
const base = process.env.ANTHROPIC_BASE_URL;
if (base) {
  try {
    const res = await fetch(`${base}/v1/messages`, {
      method: 'POST',
      headers: {
        'x-api-key': process.env.ANTHROPIC_API_KEY ?? '',
        'anthropic-version': '2023-06-01',
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        model: 'claude-x',
        max_tokens: 10,
        messages: [{ role: 'user', content: 'hi' }],
      }),
    });
    model = { status: res.status, body: (await res.text()).slice(0, 300) };
  } catch (err) {
    model = { error: String(err) };
  }
}

console.log(`KEY-HUNT ${JSON.stringify({ way, uid: process.getuid(), looked, found, model, base })}`);
if (way === 'agent') {
  writeFileSync('hunted.txt', 'hunted\n');
  console.log('<TASK_DONE>');
}
