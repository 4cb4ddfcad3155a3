// `ralph build` on a developer's machine (issue 30, item 5): the same key proxy as in CI, and a
// plain statement of what is and is not enforced there. A hostile `command` agent
// (test/agents/key-hunt.mjs) finds no key in its environment, its home or the work tree, and its
// model call through the base URL Ralph gave it reaches the model stand-in with the real key.
//
// What this does not show: that the agent could not read the key from Ralph's own process. It
// could, locally: it runs as the same user (the build says so). Ralph runs in-process here, with
// the key only in the environment it is handed, so /proc shows it nowhere.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Plan } from '../src/core/plan/plan.js';
import { runRalph } from './support/cli.js';
import { startAnthropicStandIn } from './support/model-standins/anthropic.js';
import type { StandIn } from './support/model-standins/common.js';
import { makeRepo, planJson, tempDir } from './support/repo.js';

const HUNT = readFileSync(join(import.meta.dirname, 'agents', 'key-hunt.mjs'), 'utf8');
// Made at run time: a key written in this file would be found in vitest's cache of it.
// Its own prefix: key-hunt.test.ts's keys are in the environment of its Ralph processes, which
// this agent, running as root, could read in /proc when both files run at once.
const PREFIX = 'sk-ant-local-';
const KEY = `${PREFIX}${randomBytes(16).toString('hex')}`;
const ENV = { USER: 'dev', GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };

let standIn: StandIn | undefined;
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

function repo(extraEnv: Record<string, string> = {}, files: Record<string, string> = {}): string {
  const plan: Plan = {
    version: 1,
    gates: [{ name: 'test', command: 'true' }],
    agent: { provider: 'command', command: 'node key-hunt.mjs agent', env: extraEnv },
    specs: [
      { id: 'k', name: 'K', tasks: [{ id: 'k-1', description: 'Hunt for the key', status: 'pending' }] },
    ],
  };
  return makeRepo({
    'implementation.json': planJson(plan),
    'key-hunt.mjs': HUNT,
    'README.md': '# hunted\n',
    ...files,
  });
}

function hunt(out: string) {
  const line = out.split('\n').find((l) => l.includes('KEY-HUNT {'));
  if (!line) throw new Error(`no hunt report in:\n${out}`);
  return JSON.parse(line.slice(line.indexOf('{'))) as {
    found: string[];
    looked: { env: number; files: number };
    model?: { status?: number };
    base?: string;
  };
}

describe('ralph build and the model key', () => {
  it('the agent gets the key proxy, not the key, and the build says what is not enforced here', async () => {
    standIn = await startAnthropicStandIn({ apiKey: KEY });
    const root = repo({ ANTHROPIC_BASE_URL: standIn.url });
    const home = tempDir('ralph-key-home-');
    const r = await runRalph(root, ['build', '--no-tty'], {
      ...ENV,
      PATH: process.env.PATH,
      HOME: home,
      HUNT_ROOTS: `${home}:${root}`,
      HUNT_PREFIX: PREFIX,
      ANTHROPIC_API_KEY: KEY,
    });
    expect(r.out).toContain(
      `Model key: ANTHROPIC_API_KEY stays in Ralph's process; the agent gets a placeholder and reaches the model through Ralph's key proxy on 127.0.0.1 (anthropic to ${standIn.url}).\n` +
        "Not enforced on this machine: the agent runs as you, with your files, your network and your processes, so it could still read a key from Ralph's environment in /proc or from wherever you keep one. The agent user, the sandbox and its network apply in CI only.",
    );
    const found = hunt(readFileSync(join(root, '.ralph', 'logs', 'k-1', 'attempt-1.log'), 'utf8'));
    expect(found.looked.env).toBeGreaterThan(3);
    expect(found.looked.files).toBeGreaterThan(0);
    expect(found.found).toEqual([]);
    expect(found.base).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/anthropic$/);
    expect(found.model?.status).toBe(200);
    expect(standIn.requests.map((q) => q.headers['x-api-key'])).toEqual([KEY]);
    expect(r.code, r.err).toBe(0);
  });

  it('without a model key it says the CLI uses its own login', async () => {
    const root = repo();
    const r = await runRalph(root, ['build', '--no-tty'], {
      ...ENV,
      PATH: process.env.PATH,
      HUNT_ROOTS: root,
    });
    expect(r.out).toContain(
      "Model key: none in Ralph's environment (ANTHROPIC_API_KEY, ANTHROPIC_AUTH_TOKEN, OPENAI_API_KEY, CODEX_API_KEY, GEMINI_API_KEY, GOOGLE_API_KEY); the agent's CLI uses its own login.",
    );
    expect(
      hunt(readFileSync(join(root, '.ralph', 'logs', 'k-1', 'attempt-1.log'), 'utf8')).base,
    ).toBeUndefined();
  });

  it('a gateway URL that is not a URL stops the build before anything runs, naming the variable', async () => {
    const root = repo({ ANTHROPIC_BASE_URL: 'gw.example/anthropic' });
    const r = await runRalph(root, ['build', '--no-tty'], {
      ...ENV,
      PATH: process.env.PATH,
      ANTHROPIC_API_KEY: KEY,
    });
    expect(r.code).not.toBe(0);
    expect(r.err).toContain('ANTHROPIC_BASE_URL="gw.example/anthropic": not a URL');
  });

  it("an OpenCode provider's {env:NAME} key: the build names it as Ralph's, and the agent finds it nowhere", async () => {
    const opencode = (baseURL: string) => ({
      'opencode.json': JSON.stringify({
        provider: { mygw: { options: { baseURL, apiKey: '{env:MYGW_KEY}' }, models: { m: {} } } },
      }),
    });
    const home = tempDir('ralph-key-home-');
    const env = {
      ...ENV,
      PATH: process.env.PATH,
      HOME: home,
      HUNT_ROOTS: home,
      HUNT_PREFIX: PREFIX,
      MYGW_KEY: KEY,
    };
    const root = repo({}, opencode('https://gw.example/v1'));
    const r = await runRalph(root, ['build', '--no-tty'], { ...env, HUNT_ROOTS: `${home}:${root}` });
    expect(r.out).toContain(
      "Model key: MYGW_KEY stays in Ralph's process; the agent gets a placeholder and reaches the model through Ralph's key proxy on 127.0.0.1 (OpenCode provider mygw to https://gw.example/v1).",
    );
    expect(hunt(readFileSync(join(root, '.ralph', 'logs', 'k-1', 'attempt-1.log'), 'utf8')).found).toEqual(
      [],
    );
    expect(r.code, r.err).toBe(0);
    // Its baseURL not a URL: the build stops before anything runs, naming the file and the place.
    const bad = repo({}, opencode('gw.example/v1'));
    const stopped = await runRalph(bad, ['build', '--no-tty'], env);
    expect(stopped.code).not.toBe(0);
    expect(stopped.err).toContain(
      `${join(bad, 'opencode.json')} provider.mygw.options.baseURL="gw.example/v1": not a URL`,
    );
  });
});
