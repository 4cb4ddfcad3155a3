// The real Claude Code, Codex and Gemini CLIs (the pinned devDependencies) complete a task through
// Ralph's key proxy: each runs through runAgent with no model key in its environment, against a
// local stand-in of its model API (test/support/model-standins/) that accepts only the real key,
// so the task gets done only when the proxy added it. A wrapper in front of each CLI writes the
// environment the CLI really got, which holds no key. A CLI whose own settings send it around
// the proxy fails with a reason that says so. The real OpenCode CLI's are in key-proxy-opencode.test.ts.
//
// What this does not show: the CLIs against the real APIs (no network here), and the proxy
// inside a sandbox's network namespace (test/sandbox-attacks.test.ts runs the workflow there).
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getProvider, type RunAgentOptions, runAgent } from '../src/adapters/agents/index.js';
import { codexGateway, MODEL_KEY_NAMES, namedKeyVariables, PLACEHOLDER_KEY } from '../src/core/model-keys.js';
import { withPlanArgs } from '../src/engine/attempt.js';
import { startAnthropicStandIn } from './support/model-standins/anthropic.js';
import type { StandIn } from './support/model-standins/common.js';
import { startGeminiStandIn } from './support/model-standins/gemini.js';
import { startOpenAIStandIn } from './support/model-standins/openai.js';

const BIN = join(import.meta.dirname, '..', 'node_modules', '.bin');
const PROMPT = 'Write the file, then end with <TASK_DONE> on a line of its own.\n';
const REAL_KEY = 'sk-real-key-held-by-ralph-0123456789';

let tmp: string;
let standIn: StandIn | undefined;
beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), 'ralph-key-clis-'));
});
afterEach(async () => {
  await standIn?.close();
  standIn = undefined;
});

/** A directory whose `file` writes its environment to `dump`, then runs the real CLI. */
function wrapped(file: string): { path: string; dump: string } {
  const dir = join(tmp, 'bin');
  mkdirSync(dir, { recursive: true });
  const dump = join(tmp, `${file}.env`);
  writeFileSync(join(dir, file), `#!/bin/sh\nenv > '${dump}'\nexec '${join(BIN, file)}' "$@"\n`);
  chmodSync(join(dir, file), 0o755);
  return { path: `${dir}:${process.env.PATH}`, dump };
}

async function runThrough(
  providerName: 'claude' | 'codex' | 'gemini',
  keyEnv: Record<string, string>,
  gateway: Record<string, string>,
  extraEnv: Record<string, string> = {},
  more: Partial<RunAgentOptions> = {},
) {
  const cwd = join(tmp, 'work');
  const home = join(tmp, 'home');
  mkdirSync(cwd, { recursive: true });
  mkdirSync(home, { recursive: true });
  const { path, dump } = wrapped(providerName);
  const proxies: string[] = [];
  const result = await runAgent({
    provider: getProvider(providerName),
    prompt: PROMPT,
    cwd,
    limits: {
      maxTurns: 10,
      timeoutMs: 90_000,
      model: providerName === 'gemini' ? 'gemini-2.5-flash' : undefined,
    },
    transcriptPath: join(tmp, 'logs', `${providerName}.log`),
    // What an agent gets: no key; the gateway (the stand-in) as the plan's agent.env names it.
    env: { PATH: path, HOME: home, ...gateway, ...extraEnv },
    keyEnv,
    onKeyProxy: (p) => proxies.push(p.url),
    ...more,
  });
  const env = Object.fromEntries(
    readFileSync(dump, 'utf8')
      .split('\n')
      .filter((l) => l.includes('='))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
  return {
    result,
    cwd,
    env,
    proxies,
    transcript: readFileSync(join(tmp, 'logs', `${providerName}.log`), 'utf8'),
  };
}

function expectNoKey(env: Record<string, string>) {
  for (const [k, v] of Object.entries(env)) expect(v, k).not.toContain(REAL_KEY);
  for (const name of MODEL_KEY_NAMES) expect([undefined, PLACEHOLDER_KEY]).toContain(env[name]);
}

describe('the real CLIs through the key proxy', () => {
  it('Claude Code edits a file and ends with <TASK_DONE>; the stand-in got the key Ralph added', async () => {
    standIn = await startAnthropicStandIn({ apiKey: REAL_KEY });
    const run = await runThrough(
      'claude',
      { ANTHROPIC_API_KEY: REAL_KEY },
      { ANTHROPIC_BASE_URL: standIn.url },
      { CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1' },
    );
    expect(run.result.outcome, run.transcript.slice(-2000)).toBe('done');
    expect(readFileSync(join(run.cwd, 'standin-edit.txt'), 'utf8')).toBe(
      'written through the model stand-in\n',
    );
    expectNoKey(run.env);
    expect(run.env.ANTHROPIC_BASE_URL).toBe(`${run.proxies[0]}/anthropic`);
    const messages = standIn.requests.filter((r) => r.url.startsWith('/v1/messages'));
    expect(messages.length).toBeGreaterThanOrEqual(2);
    for (const r of messages) expect(r.headers['x-api-key']).toBe(REAL_KEY);
  }, 120_000);

  it('Codex edits a file and ends with <TASK_DONE>; the stand-in got the key Ralph added', async () => {
    standIn = await startOpenAIStandIn({ apiKey: REAL_KEY });
    const run = await runThrough(
      'codex',
      { OPENAI_API_KEY: REAL_KEY },
      { OPENAI_BASE_URL: `${standIn.url}/v1` },
    );
    expect(run.result.outcome, run.transcript.slice(-3000)).toBe('done');
    expect(readFileSync(join(run.cwd, 'standin-edit.txt'), 'utf8')).toBe(
      'written through the model stand-in\n',
    );
    expectNoKey(run.env);
    const responses = standIn.requests.filter((r) => r.url === '/v1/responses');
    expect(responses.length).toBeGreaterThanOrEqual(2);
    for (const r of responses) expect(r.headers.authorization).toBe(`Bearer ${REAL_KEY}`);
  }, 120_000);

  it('Gemini CLI edits a file and ends with <TASK_DONE>; the stand-in got the key Ralph added', async () => {
    standIn = await startGeminiStandIn({ apiKey: REAL_KEY });
    const run = await runThrough(
      'gemini',
      { GEMINI_API_KEY: REAL_KEY },
      { GOOGLE_GEMINI_BASE_URL: standIn.url },
    );
    expect(run.result.outcome, run.transcript.slice(-3000)).toBe('done');
    expect(readFileSync(join(run.cwd, 'standin-edit.txt'), 'utf8')).toBe(
      'written through the model stand-in\n',
    );
    expectNoKey(run.env);
    const calls = standIn.requests.filter((r) => r.url.includes(':streamGenerateContent'));
    expect(calls.length).toBeGreaterThanOrEqual(2);
    for (const r of standIn.requests.filter((q) => q.url.startsWith('/v1beta/')))
      expect(r.headers['x-goog-api-key']).toBe(REAL_KEY);
  }, 120_000);

  it("Codex with the plan's own gateway provider: its env_key's key stays with Ralph, and the proxy takes it there", async () => {
    standIn = await startOpenAIStandIn({ apiKey: REAL_KEY });
    // As a plan's agent.args define a gateway for Codex.
    const args = [
      '-c',
      'model_provider="corp"',
      '-c',
      `model_providers.corp.base_url="${standIn.url}/v1"`,
      '-c',
      'model_providers.corp.env_key="CORP_LLM_KEY"',
      '-c',
      'model_providers.corp.wire_api="responses"',
      '-c',
      'model_providers.corp.name="Corp"',
    ];
    const gateway = codexGateway(args)!;
    expect(gateway).toEqual({ id: 'corp', baseUrl: `${standIn.url}/v1`, envKey: 'CORP_LLM_KEY' });
    const run = await runThrough(
      'codex',
      { CORP_LLM_KEY: REAL_KEY },
      {},
      // agentEnv keeps a variable it does not know; the attempt drops what the plan names.
      { CORP_LLM_KEY: REAL_KEY },
      {
        provider: withPlanArgs(getProvider('codex'), args, gateway),
        codexGateway: gateway,
        keyNames: namedKeyVariables({ args }),
      },
    );
    expect(run.result.outcome, run.transcript.slice(-3000)).toBe('done');
    expectNoKey(run.env);
    expect(run.env.CORP_LLM_KEY).toBeUndefined();
    const responses = standIn.requests.filter((r) => r.url === '/v1/responses');
    expect(responses.length).toBeGreaterThanOrEqual(2);
    for (const r of responses) expect(r.headers.authorization).toBe(`Bearer ${REAL_KEY}`);
  }, 120_000);

  it('Claude Code whose own settings point it elsewhere: it reaches the model without the key, and the reason says it never used the proxy', async () => {
    // A user's ~/.claude/settings.json `env` wins over the environment Ralph gives the CLI.
    standIn = await startAnthropicStandIn({ apiKey: REAL_KEY });
    const home = join(tmp, 'home');
    mkdirSync(join(home, '.claude'), { recursive: true });
    writeFileSync(
      join(home, '.claude', 'settings.json'),
      JSON.stringify({ env: { ANTHROPIC_BASE_URL: standIn.url } }),
    );
    const run = await runThrough(
      'claude',
      { ANTHROPIC_API_KEY: REAL_KEY },
      {},
      { CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', CLAUDE_CODE_MAX_RETRIES: '0' },
    );
    expect(run.result.outcome).toBe('crashed');
    expect(run.result.reason).toMatch(
      /claude sent no request to Ralph's key proxy \(http:\/\/127\.0\.0\.1:\d+\/anthropic\), which holds ANTHROPIC_API_KEY: the CLI did not take the base URL Ralph gave it/,
    );
    // It went around the proxy, with the placeholder: the stand-in refused it.
    const messages = standIn.requests.filter((r) => r.url.startsWith('/v1/messages'));
    expect(messages.length).toBeGreaterThan(0);
    for (const r of messages) {
      expect(r.headers['x-api-key']).toBe(PLACEHOLDER_KEY);
      expect(r.status).toBe(401);
    }
  }, 120_000);
});
