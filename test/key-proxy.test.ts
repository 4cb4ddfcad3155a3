// Ralph's key proxy (src/adapters/key-proxy.ts) and the routes it is given (src/core/model-keys.ts),
// against the model stand-ins (test/support/model-standins/) and plain node servers: the key it
// adds is the one the API takes, whatever key the client sent; answers stream through as they
// come; it forwards nowhere but below its upstream; and each way it can fail says why.

import { mkdtempSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getProvider, runAgent } from '../src/adapters/agents/index.js';
import { type KeyProxy, startKeyProxy } from '../src/adapters/key-proxy.js';
import { RalphError } from '../src/core/errors.js';
import {
  codexGateway,
  modelKeyRoutes,
  namedKeyVariables,
  PLACEHOLDER_KEY,
  withoutModelKeys,
} from '../src/core/model-keys.js';
import { agentEnv } from '../src/engine/agent-env.js';
import { startAnthropicStandIn } from './support/model-standins/anthropic.js';
import type { StandIn } from './support/model-standins/common.js';
import { startGeminiStandIn } from './support/model-standins/gemini.js';
import { startOpenAIStandIn } from './support/model-standins/openai.js';

const KEY = 'sk-ant-real-0123456789';
const closing: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  while (closing.length > 0) await closing.pop()!.close();
});
const track = <T extends { close(): Promise<void> }>(x: T): T => {
  closing.push(x);
  return x;
};

/** One request through node's http client: status, headers, body, and when each chunk came. */
function send(
  url: string,
  opts: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    rawPath?: string;
  } = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string; chunks: number[] }> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        // A raw path is sent as it is (a URL would resolve its dot segments first).
        path: opts.rawPath ?? u.pathname + u.search,
        method: opts.method ?? 'POST',
        headers: opts.headers,
      },
      (res) => {
        const parts: Buffer[] = [];
        const chunks: number[] = [];
        res.on('data', (c: Buffer) => {
          parts.push(c);
          chunks.push(performance.now());
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(parts).toString(),
            chunks,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

const messages = JSON.stringify({
  model: 'claude-x',
  max_tokens: 10,
  messages: [{ role: 'user', content: 'hi' }],
});

async function anthropicBehindProxy(): Promise<{ standIn: StandIn; proxy: KeyProxy }> {
  const standIn = track(await startAnthropicStandIn({ apiKey: KEY }));
  const routes = modelKeyRoutes({ ANTHROPIC_API_KEY: KEY }, { ANTHROPIC_BASE_URL: standIn.url });
  const proxy = track(await startKeyProxy({ routes }));
  return { standIn, proxy };
}

describe('the key proxy', () => {
  it('replaces the key the client sent with the real one, in the header the API takes', async () => {
    const { standIn, proxy } = await anthropicBehindProxy();
    const res = await send(`${proxy.urls.anthropic}/v1/messages`, {
      headers: {
        'x-api-key': 'placeholder',
        authorization: 'Bearer stolen?',
        'anthropic-version': '2023-06-01',
      },
      body: messages,
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).content[0].text).toBe('OK');
    expect(standIn.requests[0]!.headers['x-api-key']).toBe(KEY);
    // The client's own Authorization never reaches the API.
    expect(standIn.requests[0]!.headers.authorization).toBeUndefined();
    expect(proxy.received).toEqual({ anthropic: 1 });
  });

  it("passes the API's own refusal back as it came (here: no anthropic-version header)", async () => {
    const { proxy } = await anthropicBehindProxy();
    const res = await send(`${proxy.urls.anthropic}/v1/messages`, { body: messages });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).error).toEqual({
      type: 'invalid_request_error',
      message: 'anthropic-version: header is required',
    });
  });

  it('without the proxy the stand-in refuses the placeholder key: the key that works is only in the proxy', async () => {
    const { standIn } = await anthropicBehindProxy();
    const res = await send(`${standIn.url}/v1/messages`, {
      headers: { 'x-api-key': 'ralph-key-proxy-placeholder', 'anthropic-version': '2023-06-01' },
      body: messages,
    });
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body).error).toEqual({
      type: 'authentication_error',
      message: 'invalid x-api-key',
    });
  });

  it('streams server-sent events a chunk at a time, not the whole answer at its end', async () => {
    // An upstream that sends one event, waits, and sends the next.
    const gap = 300;
    const upstream = createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('event: one\ndata: {}\n\n');
      setTimeout(() => res.end('event: two\ndata: {}\n\n'), gap);
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    track({ close: () => new Promise<void>((r) => upstream.close(() => r())) });
    const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const proxy = track(
      await startKeyProxy({
        routes: modelKeyRoutes({ ANTHROPIC_API_KEY: KEY }, { ANTHROPIC_BASE_URL: url }),
      }),
    );
    const res = await send(`${proxy.urls.anthropic}/v1/messages`, { body: messages });
    expect(res.body).toBe('event: one\ndata: {}\n\nevent: two\ndata: {}\n\n');
    expect(res.chunks.length).toBe(2);
    expect(res.chunks[1]! - res.chunks[0]!).toBeGreaterThan(gap / 2);
  });

  it("keeps a gateway's path and query, and drops a key the client put in the query", async () => {
    const seen: Array<{ url?: string; key?: string | string[] }> = [];
    const upstream: Server = createServer((req, res) => {
      seen.push({ url: req.url, key: req.headers['x-goog-api-key'] });
      req.resume();
      res.end('{}');
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    track({ close: () => new Promise<void>((r) => upstream.close(() => r())) });
    const gateway = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/team/google/`;
    const proxy = track(
      await startKeyProxy({
        routes: modelKeyRoutes({ GEMINI_API_KEY: 'AIza-real' }, { GOOGLE_GEMINI_BASE_URL: gateway }),
      }),
    );
    await send(`${proxy.urls.gemini}/v1beta/models/m:streamGenerateContent?alt=sse&key=leaked`, {
      body: '{}',
    });
    expect(seen).toEqual([
      { url: '/team/google/v1beta/models/m:streamGenerateContent?alt=sse', key: 'AIza-real' },
    ]);
  });

  it('forwards nowhere above its upstream, and nowhere for a route it does not serve', async () => {
    const { standIn, proxy } = await anthropicBehindProxy();
    const routes = modelKeyRoutes(
      { GEMINI_API_KEY: 'AIza' },
      { GOOGLE_GEMINI_BASE_URL: `${standIn.url}/gw` },
    );
    const gemini = track(await startKeyProxy({ routes }));
    const climbed = await send(gemini.url, { rawPath: '/gemini/%2e%2e/v1/messages', body: messages });
    expect(climbed.status).toBe(400);
    expect(JSON.parse(climbed.body).error.message).toBe(
      `Ralph's key proxy forwards only below ${standIn.url}/gw`,
    );
    const unknown = await send(`${proxy.url}/openai/v1/responses`, { body: '{}' });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body).error.message).toBe(
      `Ralph's key proxy has no route for "/openai/v1/responses": it serves /anthropic`,
    );
    expect(standIn.requests).toEqual([]);
  });

  it('says which upstream it could not reach, in the shape of that API', async () => {
    const routes = modelKeyRoutes(
      { GEMINI_API_KEY: 'AIza' },
      { GOOGLE_GEMINI_BASE_URL: 'http://127.0.0.1:9' },
    );
    const proxy = track(await startKeyProxy({ routes }));
    const res = await send(`${proxy.urls.gemini}/v1beta/models/m:generateContent`, { body: '{}' });
    expect(res.status).toBe(502);
    expect(JSON.parse(res.body)).toEqual({
      error: {
        code: 502,
        status: 'UNAVAILABLE',
        message:
          "Ralph's key proxy could not reach http://127.0.0.1:9 (from GOOGLE_GEMINI_BASE_URL): ECONNREFUSED",
      },
    });
  });

  it('cannot start on a port in use: a RalphError that names the port and what to do', async () => {
    const { proxy } = await anthropicBehindProxy();
    const err = await startKeyProxy({ routes: proxy.routes, port: proxy.port }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RalphError);
    expect((err as Error).message).toBe(
      `Ralph's key proxy cannot listen on 127.0.0.1:${proxy.port}: it is in use by another process: free it, or let Ralph pick a free port (EADDRINUSE)`,
    );
  });
});

describe('the model keys', () => {
  it('each API with a key set gets a route, to its gateway or its public address, with the header it takes', () => {
    expect(
      modelKeyRoutes(
        {
          ANTHROPIC_API_KEY: 'a',
          ANTHROPIC_AUTH_TOKEN: 't',
          OPENAI_API_KEY: 'o',
          CODEX_API_KEY: 'c',
          GOOGLE_API_KEY: 'g',
        },
        { ANTHROPIC_BASE_URL: 'https://gw.example/anthropic/' },
      ),
    ).toEqual([
      {
        api: 'anthropic',
        upstream: 'https://gw.example/anthropic',
        upstreamFrom: 'ANTHROPIC_BASE_URL',
        headers: { 'x-api-key': 'a', authorization: 'Bearer t' },
        keyNames: ['ANTHROPIC_API_KEY', 'ANTHROPIC_AUTH_TOKEN'],
      },
      {
        api: 'openai',
        upstream: 'https://api.openai.com/v1',
        upstreamFrom: 'default',
        headers: { authorization: 'Bearer c' },
        keyNames: ['CODEX_API_KEY'],
      },
      {
        api: 'gemini',
        upstream: 'https://generativelanguage.googleapis.com',
        upstreamFrom: 'default',
        headers: { 'x-goog-api-key': 'g' },
        keyNames: ['GOOGLE_API_KEY'],
      },
    ]);
    expect(modelKeyRoutes({ PATH: '/bin' }, {})).toEqual([]);
  });

  it('a base URL that is not an http(s) URL is an error naming the variable', () => {
    expect(() => modelKeyRoutes({ OPENAI_API_KEY: 'o' }, { OPENAI_BASE_URL: 'api.openai.com/v1' })).toThrow(
      'OPENAI_BASE_URL="api.openai.com/v1": not a URL: give the API or gateway address, such as https://api.anthropic.com',
    );
    expect(() =>
      modelKeyRoutes({ OPENAI_API_KEY: 'o' }, { OPENAI_BASE_URL: 'https://u:p@gw.example' }),
    ).toThrow('a URL with credentials in it');
  });

  it("the key variables a plan's gateway names: Codex's env_key", () => {
    expect(
      namedKeyVariables({
        args: ['--config=model_provider=gw', '-c', "model_providers.gw.env_key='GW_KEY'"],
      }),
    ).toEqual(['GW_KEY']);
    expect(namedKeyVariables({ args: ['-c', 'model="gpt-5"'] })).toEqual([]);
    // A provider defined but not selected is no gateway.
    expect(codexGateway(['-c', 'model_providers.gw.base_url="https://gw.example"'])).toBeUndefined();
    expect(
      codexGateway(['-cmodel_provider=gw', '-c', 'model_providers.gw.base_url = "https://gw.example/v1"']),
    ).toEqual({
      id: 'gw',
      baseUrl: 'https://gw.example/v1',
    });
  });

  it('no model key is in the environment an agent, a setup line or a gate gets', () => {
    const env = {
      PATH: '/bin',
      ANTHROPIC_API_KEY: 'a',
      ANTHROPIC_AUTH_TOKEN: 'b',
      OPENAI_API_KEY: 'c',
      CODEX_API_KEY: 'd',
      GEMINI_API_KEY: 'e',
      GOOGLE_API_KEY: 'f',
      ANTHROPIC_BASE_URL: 'https://gw.example',
    };
    expect(agentEnv(env)).toEqual({ PATH: '/bin', ANTHROPIC_BASE_URL: 'https://gw.example' });
    expect(withoutModelKeys(env, ['PATH'])).toEqual({ ANTHROPIC_BASE_URL: 'https://gw.example' });
  });
});

describe('an agent through the key proxy', () => {
  it('a CLI that never reached the proxy fails with a reason that says so', async () => {
    // A `claude` that ignores ANTHROPIC_BASE_URL and fails on authentication, as one with a
    // setting of its own pointing elsewhere would.
    const dir = mkdtempSync(join(tmpdir(), 'ralph-key-cli-'));
    const { writeFileSync, chmodSync } = await import('node:fs');
    writeFileSync(
      join(dir, 'claude'),
      '#!/bin/sh\necho \'{"type":"result","subtype":"success","is_error":true,"result":"Invalid API key · Fix external API key"}\'\nexit 1\n',
    );
    chmodSync(join(dir, 'claude'), 0o755);
    const result = await runAgent({
      provider: getProvider('claude'),
      prompt: 'x',
      cwd: dir,
      limits: { maxTurns: 1, timeoutMs: 10_000 },
      transcriptPath: join(dir, 'logs', 'a.log'),
      env: { PATH: `${dir}:${process.env.PATH}` },
      keyEnv: { ANTHROPIC_API_KEY: KEY },
    });
    expect(result.outcome).toBe('crashed');
    expect(result.reason).toMatch(
      /^exited with code 1: Invalid API key · Fix external API key; claude sent no request to Ralph's key proxy \(http:\/\/127\.0\.0\.1:\d+\/anthropic\), which holds ANTHROPIC_API_KEY: the CLI did not take the base URL Ralph gave it/,
    );
  });

  it('a gateway URL that is not a URL stops the run before the agent starts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ralph-key-cli-'));
    await expect(
      runAgent({
        provider: getProvider('command'),
        userCommand: 'echo never',
        prompt: 'x',
        cwd: dir,
        limits: { maxTurns: 1, timeoutMs: 10_000 },
        transcriptPath: join(dir, 'logs', 'a.log'),
        env: { PATH: process.env.PATH, ANTHROPIC_BASE_URL: 'gw.example' },
        keyEnv: { ANTHROPIC_API_KEY: KEY },
      }),
    ).rejects.toThrow('ANTHROPIC_BASE_URL="gw.example": not a URL');
  });
});

describe('each provider points its CLI at the key proxy', () => {
  const urls = {
    anthropic: 'http://127.0.0.1:5000/anthropic',
    openai: 'http://127.0.0.1:5000/openai',
    gemini: 'http://127.0.0.1:5000/gemini',
  };
  const input = (name: string) => ({
    prompt: 'p',
    promptFile: '/p.md',
    limits: { maxTurns: 5, timeoutMs: 1000 },
    cwd: '/w',
    userCommand: name === 'command' ? 'true' : undefined,
    env: {},
    home: mkdtempSync(join(tmpdir(), 'ralph-key-home-')),
    configDir: mkdtempSync(join(tmpdir(), 'ralph-key-config-')),
    modelProxy: urls,
  });

  it("opencode: each built-in provider's baseURL as its AI SDK package takes it, a placeholder apiKey", () => {
    const cmd = getProvider('opencode').command(input('opencode'));
    expect(JSON.parse(cmd.env!.OPENCODE_CONFIG_CONTENT!).provider).toEqual({
      anthropic: { options: { baseURL: `${urls.anthropic}/v1`, apiKey: PLACEHOLDER_KEY } },
      openai: { options: { baseURL: urls.openai, apiKey: PLACEHOLDER_KEY } },
      google: { options: { baseURL: `${urls.gemini}/v1beta`, apiKey: PLACEHOLDER_KEY } },
    });
  });

  it('command: the usual base-URL variables and placeholder keys', () => {
    expect(getProvider('command').command(input('command')).env).toMatchObject({
      ANTHROPIC_BASE_URL: urls.anthropic,
      ANTHROPIC_API_KEY: PLACEHOLDER_KEY,
      OPENAI_BASE_URL: urls.openai,
      OPENAI_API_KEY: PLACEHOLDER_KEY,
      GOOGLE_GEMINI_BASE_URL: urls.gemini,
      GEMINI_API_KEY: PLACEHOLDER_KEY,
    });
  });

  it("codex: a model provider of Ralph's, speaking the Responses API, its key a placeholder", () => {
    const cmd = getProvider('codex').command(input('codex'));
    expect(cmd.args.join(' ')).toContain(
      `-c model_provider="ralph-key-proxy" -c model_providers.ralph-key-proxy.name="Ralph's key proxy" -c model_providers.ralph-key-proxy.base_url="${urls.openai}" -c model_providers.ralph-key-proxy.env_key="RALPH_KEY_PROXY_KEY" -c model_providers.ralph-key-proxy.wire_api="responses"`,
    );
    expect(cmd.env).toEqual({ RALPH_KEY_PROXY_KEY: PLACEHOLDER_KEY });
  });
});

describe('the OpenAI and Anthropic stand-ins', () => {
  it('refuse a missing key, a wrong key and a request without its required fields as the APIs do', async () => {
    const openai = track(await startOpenAIStandIn({ apiKey: 'sk-right-0123456789' }));
    const none = await send(`${openai.url}/v1/responses`, { body: '{"model":"m","input":"hi"}' });
    expect(none.status).toBe(401);
    expect(JSON.parse(none.body).error.message).toMatch(/^You didn't provide an API key\./);
    const wrong = await send(`${openai.url}/v1/responses`, {
      headers: { authorization: 'Bearer sk-wrong-0123456789' },
      body: '{"model":"m","input":"hi"}',
    });
    expect(wrong.status).toBe(401);
    expect(JSON.parse(wrong.body).error).toMatchObject({
      code: 'invalid_api_key',
      type: 'invalid_request_error',
    });
    const noInput = await send(`${openai.url}/v1/responses`, {
      headers: { authorization: 'Bearer sk-right-0123456789' },
      body: '{"model":"m"}',
    });
    expect(noInput.status).toBe(400);
    expect(JSON.parse(noInput.body).error.message).toBe("Missing required parameter: 'input'.");
    const anthropic = track(await startAnthropicStandIn({ apiKey: KEY }));
    const noKey = await send(`${anthropic.url}/v1/messages`, { body: messages });
    expect(noKey.status).toBe(401);
    expect(JSON.parse(noKey.body).error).toEqual({
      type: 'authentication_error',
      message: 'x-api-key header is required',
    });
    const noMaxTokens = await send(`${anthropic.url}/v1/messages`, {
      headers: { 'x-api-key': KEY, 'anthropic-version': '2023-06-01' },
      body: '{"model":"m","messages":[{"role":"user","content":"hi"}]}',
    });
    expect(noMaxTokens.status).toBe(400);
    expect(JSON.parse(noMaxTokens.body).error.message).toBe('max_tokens: Field required');
  });
});

describe('the Gemini stand-in', () => {
  it('refuses a missing key and a wrong one as the API does', async () => {
    const standIn = track(await startGeminiStandIn({ apiKey: 'AIza-right' }));
    const none = await send(`${standIn.url}/v1beta/models/m:generateContent`, { body: '{"contents":[{}]}' });
    expect(none.status).toBe(403);
    expect(JSON.parse(none.body).error.status).toBe('PERMISSION_DENIED');
    const wrong = await send(`${standIn.url}/v1beta/models/m:generateContent?key=AIza-wrong`, {
      body: '{"contents":[{}]}',
    });
    expect(wrong.status).toBe(400);
    expect(JSON.parse(wrong.body).error.message).toBe('API key not valid. Please pass a valid API key.');
  });
});
