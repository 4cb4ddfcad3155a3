// The real OpenCode CLI (the pinned devDependency opencode-ai 1.18.33) completes a task through
// Ralph's key proxy, with no model key in its environment, against local stand-ins of the model
// APIs (test/support/model-standins/) that accept only the real key: the task gets done only
// when the proxy added it. A wrapper in front of the CLI writes the environment it really got.
// - A built-in provider (`-m anthropic/...`): the key is ANTHROPIC_API_KEY.
// - A provider of the project's own, in its opencode.json, whose key is `{env:MYGW_KEY}`, to an
//   OpenAI-compatible "gateway": MYGW_KEY never reaches the agent, the proxy takes the provider's
//   requests to its baseURL with the key in `Authorization: Bearer`.
//
// Offline: OPENCODE_DISABLE_MODELS_FETCH keeps it from fetching models.dev (it uses the model list
// built into it), OPENCODE_DISABLE_AUTOUPDATE from looking for a new version, and a private HOME
// and XDG folders keep the runner's own configuration out. OpenCode also installs
// `@opencode-ai/plugin` into each config folder in the background (a failure is only a logged
// warning); the global one is given a package.json, lock and node_modules that already list it,
// so it has nothing to fetch.
//
// What this does not show: OpenCode against the real APIs or a real gateway (no network here),
// and the proxy inside a sandbox's network namespace (test/sandbox-attacks.test.ts runs the
// workflow there).
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getProvider, type RunAgentOptions, runAgent } from '../src/adapters/agents/index.js';
import { opencodeConfigSources } from '../src/adapters/agents/opencode-config.js';
import {
  MODEL_KEY_NAMES,
  namedKeyVariables,
  opencodeKeyProviders,
  PLACEHOLDER_KEY,
} from '../src/core/model-keys.js';
import { startAnthropicStandIn } from './support/model-standins/anthropic.js';
import type { StandIn } from './support/model-standins/common.js';
import { startChatStandIn } from './support/model-standins/openai-chat.js';

const BIN = join(import.meta.dirname, '..', 'node_modules', '.bin');
const PROMPT = 'Write the file, then end with <TASK_DONE> on a line of its own.\n';
const REAL_KEY = 'sk-real-key-held-by-ralph-0123456789';

let tmp: string;
let standIn: StandIn | undefined;
beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), 'ralph-key-opencode-'));
});
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

/** The environment of an OpenCode that stays offline, in folders of its own under `tmp`. */
function offlineEnv(): Record<string, string> {
  const home = join(tmp, 'home');
  const config = join(tmp, 'xdg-config');
  const globalDir = join(config, 'opencode');
  mkdirSync(join(globalDir, 'node_modules'), { recursive: true });
  const plugin = { '@opencode-ai/plugin': '1.18.33' };
  writeFileSync(join(globalDir, 'package.json'), JSON.stringify({ dependencies: plugin }));
  writeFileSync(
    join(globalDir, 'package-lock.json'),
    JSON.stringify({ lockfileVersion: 3, packages: { '': { dependencies: plugin } } }),
  );
  mkdirSync(home, { recursive: true });
  return {
    HOME: home,
    XDG_CONFIG_HOME: config,
    XDG_DATA_HOME: join(tmp, 'xdg-data'),
    XDG_CACHE_HOME: join(tmp, 'xdg-cache'),
    XDG_STATE_HOME: join(tmp, 'xdg-state'),
    OPENCODE_DISABLE_MODELS_FETCH: '1',
    OPENCODE_DISABLE_AUTOUPDATE: '1',
  };
}

/** A `opencode` first on PATH that writes its environment to a file, then runs the real CLI. */
function wrapped(): { path: string; dump: string } {
  const dir = join(tmp, 'bin');
  mkdirSync(dir, { recursive: true });
  const dump = join(tmp, 'opencode.env');
  writeFileSync(
    join(dir, 'opencode'),
    `#!/bin/sh\nenv -0 > '${dump}'\nexec '${join(BIN, 'opencode')}' "$@"\n`,
  );
  chmodSync(join(dir, 'opencode'), 0o755);
  return { path: `${dir}:${process.env.PATH}`, dump };
}

async function runOpencode(opts: {
  model: string;
  keyEnv: Record<string, string>;
  agentEnv?: Record<string, string>;
  projectConfig?: unknown;
  more?: Partial<RunAgentOptions>;
}) {
  const cwd = join(tmp, 'work');
  mkdirSync(join(cwd, '.git'), { recursive: true });
  if (opts.projectConfig)
    writeFileSync(join(cwd, 'opencode.json'), JSON.stringify(opts.projectConfig, null, 2));
  const { path, dump } = wrapped();
  const env = { PATH: path, ...offlineEnv(), ...opts.agentEnv };
  const result = await runAgent({
    provider: getProvider('opencode'),
    prompt: PROMPT,
    cwd,
    limits: { maxTurns: 10, timeoutMs: 90_000, model: opts.model },
    transcriptPath: join(tmp, 'logs', 'opencode.log'),
    env,
    keyEnv: opts.keyEnv,
    ...opts.more,
  });
  const got = Object.fromEntries(
    readFileSync(dump, 'utf8')
      .split('\0')
      .filter((l) => l.includes('='))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
  return { result, cwd, env: got, transcript: readFileSync(join(tmp, 'logs', 'opencode.log'), 'utf8') };
}

function expectNoKey(env: Record<string, string>) {
  for (const [k, v] of Object.entries(env)) expect(v, k).not.toContain(REAL_KEY);
  for (const name of MODEL_KEY_NAMES) expect([undefined, PLACEHOLDER_KEY]).toContain(env[name]);
}

describe('the real OpenCode CLI through the key proxy', () => {
  it('a built-in provider (anthropic): it edits a file and ends with <TASK_DONE>; the stand-in got the key Ralph added', async () => {
    standIn = await startAnthropicStandIn({ apiKey: REAL_KEY });
    const run = await runOpencode({
      model: 'anthropic/claude-haiku-4-5',
      keyEnv: { ANTHROPIC_API_KEY: REAL_KEY },
      agentEnv: { ANTHROPIC_BASE_URL: standIn.url },
    });
    expect(run.result.outcome, run.transcript.slice(-3000)).toBe('done');
    expect(readFileSync(join(run.cwd, 'standin-edit.txt'), 'utf8')).toBe(
      'written through the model stand-in\n',
    );
    expectNoKey(run.env);
    expect(JSON.parse(run.env.OPENCODE_CONFIG_CONTENT!).provider.anthropic.options).toEqual({
      baseURL: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/anthropic\/v1$/),
      apiKey: PLACEHOLDER_KEY,
    });
    const messages = standIn.requests.filter((r) => r.url.startsWith('/v1/messages'));
    // The task's two turns (and the session's title, asked of the same model).
    expect(messages.length).toBeGreaterThanOrEqual(2);
    for (const r of messages) expect(r.headers['x-api-key']).toBe(REAL_KEY);
  }, 120_000);

  it("a provider of the project's opencode.json whose key is {env:MYGW_KEY}: MYGW_KEY stays with Ralph, and the proxy takes the provider to its gateway", async () => {
    standIn = await startChatStandIn({ apiKey: REAL_KEY });
    const projectConfig = {
      $schema: 'https://opencode.ai/config.json',
      provider: {
        mygw: {
          npm: '@ai-sdk/openai-compatible',
          name: 'My gateway',
          options: { baseURL: `${standIn.url}/v1`, apiKey: '{env:MYGW_KEY}' },
          models: { 'gw-model': { name: 'Gateway model', tool_call: true } },
        },
      },
    };
    const cwd = join(tmp, 'work');
    mkdirSync(cwd, { recursive: true });
    writeFileSync(join(cwd, 'opencode.json'), JSON.stringify(projectConfig));
    // As the attempt decides it (engine/attempt.ts): the provider, and the variable kept from the agent.
    const providers = opencodeKeyProviders(opencodeConfigSources(cwd, {}, undefined), {});
    expect(providers).toEqual([
      {
        id: 'mygw',
        npm: '@ai-sdk/openai-compatible',
        baseUrl: `${standIn.url}/v1`,
        baseUrlFrom: `${join(cwd, 'opencode.json')} provider.mygw.options.baseURL`,
        apiKey: '{env:MYGW_KEY}',
        keyFrom: `${join(cwd, 'opencode.json')} provider.mygw.options.apiKey`,
      },
    ]);
    const run = await runOpencode({
      model: 'mygw/gw-model',
      keyEnv: { MYGW_KEY: REAL_KEY },
      // The runner's environment has it; the attempt keeps it from the agent.
      agentEnv: { MYGW_KEY: REAL_KEY },
      projectConfig,
      more: { opencodeProviders: providers, keyNames: namedKeyVariables(undefined, providers) },
    });
    expect(run.result.outcome, run.transcript.slice(-3000)).toBe('done');
    expect(readFileSync(join(run.cwd, 'standin-edit.txt'), 'utf8')).toBe(
      'written through the model stand-in\n',
    );
    expectNoKey(run.env);
    expect(run.env.MYGW_KEY).toBeUndefined();
    expect(JSON.parse(run.env.OPENCODE_CONFIG_CONTENT!).provider).toEqual({
      mygw: {
        options: {
          baseURL: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/opencode-mygw$/),
          apiKey: PLACEHOLDER_KEY,
        },
      },
    });
    const calls = standIn.requests.filter((r) => r.url === '/v1/chat/completions');
    expect(calls.length).toBeGreaterThanOrEqual(2);
    for (const r of calls) {
      expect(r.headers.authorization).toBe(`Bearer ${REAL_KEY}`);
      expect(r.status).toBe(200);
    }
  }, 120_000);
});
