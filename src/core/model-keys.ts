// The model keys and where they go (docs/ARCHITECTURE.md#trust): which environment variables hold
// a model API key, which API each belongs to and in which header that API takes it, and where
// each API is (its public address, or the gateway a *_BASE_URL names). The keys never reach the
// agent: Ralph's key proxy (adapters/key-proxy.ts) adds them to the agent's requests. Beyond the
// known names, a key is what the plan's agent settings or OpenCode's configuration name: a Codex
// gateway's `env_key`, an OpenCode provider's `{env:NAME}` (its files are read by
// adapters/agents/opencode-config.ts; which providers and where their keys go is decided here).
import { type ParseError, parse } from 'jsonc-parser';
import { RalphError } from './errors.js';

/** The variables that hold a model key, never given to an agent, a `setup` line or a gate. */
export const MODEL_KEY_NAMES = [
  'ANTHROPIC_API_KEY',
  'ANTHROPIC_AUTH_TOKEN',
  'OPENAI_API_KEY',
  'CODEX_API_KEY',
  'GEMINI_API_KEY',
  'GOOGLE_API_KEY',
] as const;

/** The APIs the key proxy serves, each under its own first path segment. */
export type ModelApi = 'anthropic' | 'openai' | 'gemini';

/** What the agent's CLI is given in place of a key, where it insists on one. */
export const PLACEHOLDER_KEY = 'ralph-key-proxy-placeholder';

/** One API the key proxy forwards to, with the headers that carry the key. */
export interface KeyRoute {
  api: ModelApi;
  /** The real API or the gateway: an http(s) URL, its path kept as the prefix of every request. */
  upstream: string;
  /** The variable the upstream came from, for errors (`default` when none was set). */
  upstreamFrom: string;
  /** Header name (lower case) to value: the key, as the API takes it. */
  headers: Record<string, string>;
  /** The variables the key came from, for what Ralph says about it. */
  keyNames: string[];
  /** The first path segment it is served under, when not `api` (an OpenCode provider's route). */
  path?: string;
  /** The OpenCode provider it serves, whose baseURL the agent gets pointed at this route. */
  provider?: string;
  /** Why the proxy refuses every request on this route (its key is not set), said to the agent's CLI. */
  refusal?: string;
}

interface ApiSpec {
  api: ModelApi;
  /** The variable that points the API's own clients at a gateway, and the public address. */
  baseUrlVar: string;
  defaultUrl: string;
  /** Key variables, in the order the CLI prefers them, and the header each goes in. */
  keys: ReadonlyArray<{ name: string; header: 'x-api-key' | 'authorization' | 'x-goog-api-key' }>;
  /** All of the keys go (Anthropic's SDK sends both), or only the first one set. */
  all: boolean;
}

const APIS: readonly ApiSpec[] = [
  {
    api: 'anthropic',
    baseUrlVar: 'ANTHROPIC_BASE_URL',
    defaultUrl: 'https://api.anthropic.com',
    keys: [
      { name: 'ANTHROPIC_API_KEY', header: 'x-api-key' },
      { name: 'ANTHROPIC_AUTH_TOKEN', header: 'authorization' },
    ],
    all: true,
  },
  {
    api: 'openai',
    baseUrlVar: 'OPENAI_BASE_URL',
    defaultUrl: 'https://api.openai.com/v1',
    // `codex exec` prefers CODEX_API_KEY.
    keys: [
      { name: 'CODEX_API_KEY', header: 'authorization' },
      { name: 'OPENAI_API_KEY', header: 'authorization' },
    ],
    all: false,
  },
  {
    api: 'gemini',
    baseUrlVar: 'GOOGLE_GEMINI_BASE_URL',
    defaultUrl: 'https://generativelanguage.googleapis.com',
    // Gemini CLI prefers GEMINI_API_KEY.
    keys: [
      { name: 'GEMINI_API_KEY', header: 'x-goog-api-key' },
      { name: 'GOOGLE_API_KEY', header: 'x-goog-api-key' },
    ],
    all: false,
  },
];

/** The variable that points each API's clients at a base URL (the agent's get the proxy's). */
export const BASE_URL_VARS: Readonly<Record<ModelApi, string>> = {
  anthropic: 'ANTHROPIC_BASE_URL',
  openai: 'OPENAI_BASE_URL',
  gemini: 'GOOGLE_GEMINI_BASE_URL',
};

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The key proxy's routes: one for each API whose key is set in `keys` (Ralph's environment),
 * forwarding to the base URL `urls` names for it (the agent's environment with the plan's
 * `agent.env`, where a gateway is set), else to the public API. Throws a message naming the
 * variable when a base URL is not an http(s) URL.
 */
export function modelKeyRoutes(keys: Env, urls: Env): KeyRoute[] {
  const routes: KeyRoute[] = [];
  for (const spec of APIS) {
    const set = spec.keys.filter((k) => keys[k.name]);
    const used = spec.all ? set : set.slice(0, 1);
    if (used.length === 0) continue;
    const given = urls[spec.baseUrlVar] || keys[spec.baseUrlVar];
    const upstream = given || spec.defaultUrl;
    const problem = upstreamProblem(upstream);
    if (problem)
      throw new RalphError(`${spec.baseUrlVar}=${JSON.stringify(upstream)}: ${problem}`, {
        code: 'model-key',
      });
    const headers: Record<string, string> = {};
    for (const k of used) {
      const value = keys[k.name]!;
      headers[k.header] = k.header === 'authorization' ? `Bearer ${value}` : value;
    }
    routes.push({
      api: spec.api,
      upstream: upstream.replace(/\/+$/, ''),
      upstreamFrom: given ? spec.baseUrlVar : 'default',
      headers,
      keyNames: used.map((k) => k.name),
    });
  }
  return routes;
}

export function upstreamProblem(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a URL: give the API or gateway address, such as https://api.anthropic.com';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'use an http:// or https:// URL';
  if (parsed.username || parsed.password)
    return 'a URL with credentials in it: give the key in its own variable';
  if (parsed.search || parsed.hash) return 'a base URL takes no query or fragment';
  return undefined;
}

/** The model keys set in `env` (for the person's own interactive session, locally). */
export function modelKeysIn(env: Env): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of MODEL_KEY_NAMES) if (env[name]) out[name] = env[name]!;
  return out;
}

/** `env` without any model key (MODEL_KEY_NAMES and `extra`). */
export function withoutModelKeys<T extends Env>(env: T, extra: readonly string[] = []): T {
  const drop = new Set<string>([...MODEL_KEY_NAMES, ...extra]);
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(env)) if (!drop.has(k)) out[k] = v;
  return out as T;
}

/**
 * What `ralph build` says before it starts: where the model key is, and what is and is not
 * enforced when the agent runs on this machine, as the person running Ralph.
 */
export function localKeyNote(all: readonly KeyRoute[]): string {
  // A route that refuses holds no key.
  const routes = all.filter((r) => !r.refusal);
  const names = routes.flatMap((r) => r.keyNames);
  const key =
    names.length > 0
      ? `Model key: ${names.join(', ')} stay${names.length === 1 ? 's' : ''} in Ralph's process; the agent gets a placeholder and reaches the model through Ralph's key proxy on 127.0.0.1 (${routes.map((r) => `${r.provider ? `OpenCode provider ${r.provider}` : r.api} to ${r.upstream}`).join(', ')}).`
      : `Model key: none in Ralph's environment (${MODEL_KEY_NAMES.join(', ')}); the agent's CLI uses its own login.`;
  return [
    key,
    "Not enforced on this machine: the agent runs as you, with your files, your network and your processes, so it could still read a key from Ralph's environment in /proc or from wherever you keep one. The agent user, the sandbox and its network apply in CI only.",
  ].join('\n');
}

/** A Codex model provider the plan's `agent.args` define and select (`-c model_provider=ID`). */
export interface CodexGateway {
  id: string;
  baseUrl?: string;
  /** The variable Codex reads the provider's key from: a model key, kept from the agent. */
  envKey?: string;
}

/** The value of a `-c key=value` override, read as Codex does: TOML, else the bare text. */
function overrideValue(raw: string): string {
  const v = raw.trim();
  if (/^"(?:[^"\\]|\\.)*"$/.test(v)) {
    try {
      return JSON.parse(v) as string;
    } catch {
      return v.slice(1, -1);
    }
  }
  if (/^'[^']*'$/.test(v)) return v.slice(1, -1);
  return v;
}

/** The `-c` overrides in `args` (`-c k=v`, `--config k=v`, `-ck=v`, `--config=k=v`), last one wins. */
function overrides(args: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    let kv: string | undefined;
    if (a === '-c' || a === '--config') kv = args[++i];
    else if (a.startsWith('--config=')) kv = a.slice('--config='.length);
    else if (a.startsWith('-c') && a.length > 2) kv = a.slice(2);
    if (!kv) continue;
    const eq = kv.indexOf('=');
    if (eq > 0) out.set(kv.slice(0, eq).trim(), overrideValue(kv.slice(eq + 1)));
  }
  return out;
}

/** The gateway provider the plan's Codex options select, when they define one. */
export function codexGateway(args: readonly string[]): CodexGateway | undefined {
  const o = overrides(args);
  const id = o.get('model_provider');
  if (!id) return undefined;
  const baseUrl = o.get(`model_providers.${id}.base_url`);
  const envKey = o.get(`model_providers.${id}.env_key`);
  if (!baseUrl && !envKey) return undefined;
  return { id, ...(baseUrl ? { baseUrl } : {}), ...(envKey ? { envKey } : {}) };
}

/**
 * The key variables the plan's agent settings name beyond MODEL_KEY_NAMES: a Codex gateway's
 * `env_key`, and each `{env:NAME}` in the `apiKey` of an OpenCode provider (opencodeKeyProviders).
 */
export function namedKeyVariables(
  agent: { args?: readonly string[] } | undefined,
  opencode: readonly OpencodeProvider[] = [],
): string[] {
  const gateway = codexGateway(agent?.args ?? []);
  const names = new Set(gateway?.envKey ? [gateway.envKey] : []);
  for (const p of opencode) for (const name of envNames(p.apiKey)) names.add(name);
  return [...names];
}

/**
 * The route for a Codex gateway the plan defines: its base URL (else OpenAI's), its key from
 * `keys[env_key]`. Undefined when that key is not set (Codex then fails on its own words).
 */
export function codexGatewayRoute(gateway: CodexGateway, keys: Env): KeyRoute | undefined {
  const key = gateway.envKey ? keys[gateway.envKey] : (keys.CODEX_API_KEY ?? keys.OPENAI_API_KEY);
  if (!key) return undefined;
  const upstream = gateway.baseUrl ?? 'https://api.openai.com/v1';
  const from = `model_providers.${gateway.id}.base_url`;
  const problem = upstreamProblem(upstream);
  if (problem)
    throw new RalphError(`agent.args ${from}=${JSON.stringify(upstream)}: ${problem}`, { code: 'model-key' });
  return {
    api: 'openai',
    upstream: upstream.replace(/\/+$/, ''),
    upstreamFrom: gateway.baseUrl ? from : 'default',
    headers: { authorization: `Bearer ${key}` },
    keyNames: [gateway.envKey ?? (keys.CODEX_API_KEY ? 'CODEX_API_KEY' : 'OPENAI_API_KEY')],
  };
}

/** One text OpenCode reads its configuration from, in the order it merges them (the last wins). */
export interface OpencodeConfigSource {
  /** The file's path, or the variable (`OPENCODE_CONFIG_CONTENT`). */
  name: string;
  text: string;
}

/** An OpenCode provider whose `options.apiKey` reads a variable (`{env:NAME}`): its key is a model key. */
export interface OpencodeProvider {
  id: string;
  /** Its AI SDK package (`npm`), as configured or as OpenCode's built-in provider of that id has it. */
  npm: string;
  /** `options.baseURL` (else the provider's `api`), `{env:NAME}` filled in from the agent's environment. */
  baseUrl?: string;
  /** The file (or variable) that set baseUrl, and the place in it. */
  baseUrlFrom?: string;
  /** `options.apiKey` as written, such as `{env:MYGW_KEY}`. */
  apiKey: string;
  /** The file (or variable) that set apiKey. */
  keyFrom: string;
}

/** `{env:NAME}` as OpenCode substitutes it (config/variable.ts: `/\{env:([^}]+)\}/g`). */
const ENV_REF = /\{env:([^}]+)\}/g;

function envNames(text: string): string[] {
  return [...text.matchAll(ENV_REF)].map((m) => m[1]!);
}

/**
 * How each AI SDK package OpenCode loads sends its key, and where it sends requests when the
 * provider sets no baseURL (each package's own default). `api` picks the shape of the proxy's
 * own errors.
 */
const OPENCODE_SDKS: Readonly<
  Record<
    string,
    { api: ModelApi; header: 'authorization' | 'x-api-key' | 'x-goog-api-key'; url?: string; urlVar?: string }
  >
> = {
  '@ai-sdk/openai-compatible': { api: 'openai', header: 'authorization' },
  // These two read their base URL from the environment first, as the official SDKs do.
  '@ai-sdk/openai': {
    api: 'openai',
    header: 'authorization',
    url: 'https://api.openai.com/v1',
    urlVar: 'OPENAI_BASE_URL',
  },
  '@ai-sdk/anthropic': {
    api: 'anthropic',
    header: 'x-api-key',
    url: 'https://api.anthropic.com/v1',
    urlVar: 'ANTHROPIC_BASE_URL',
  },
  '@ai-sdk/google': {
    api: 'gemini',
    header: 'x-goog-api-key',
    url: 'https://generativelanguage.googleapis.com/v1beta',
  },
  '@ai-sdk/mistral': { api: 'openai', header: 'authorization', url: 'https://api.mistral.ai/v1' },
  '@ai-sdk/groq': { api: 'openai', header: 'authorization', url: 'https://api.groq.com/openai/v1' },
  '@ai-sdk/xai': { api: 'openai', header: 'authorization', url: 'https://api.x.ai/v1' },
  '@openrouter/ai-sdk-provider': {
    api: 'openai',
    header: 'authorization',
    url: 'https://openrouter.ai/api/v1',
  },
};

/** The package of OpenCode's built-in providers Ralph routes, for a configuration that names none. */
const OPENCODE_BUILT_IN_NPM: Readonly<Record<string, string>> = {
  anthropic: '@ai-sdk/anthropic',
  openai: '@ai-sdk/openai',
  google: '@ai-sdk/google',
};

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const record = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

/**
 * The OpenCode providers whose key is a variable (`"apiKey": "{env:NAME}"`), merged over
 * `sources` as OpenCode merges them (each field from the last source that sets it). `env` is the
 * agent's environment, for `{env:NAME}` in a baseURL. Throws a message naming the source when
 * one is not JSON with comments.
 */
export function opencodeKeyProviders(sources: readonly OpencodeConfigSource[], env: Env): OpencodeProvider[] {
  const merged = new Map<string, Partial<OpencodeProvider> & { api?: string; apiFrom?: string }>();
  for (const source of sources) {
    const errors: ParseError[] = [];
    const config = record(parse(source.text, errors, { allowTrailingComma: true }));
    if (errors.length > 0 || !config)
      throw new RalphError(
        `${source.name} is not a JSON object (with comments), so Ralph cannot tell which model keys OpenCode reads from it: fix it (OpenCode would not start either)`,
        { code: 'model-key' },
      );
    for (const [id, raw] of Object.entries(record(config.provider) ?? {})) {
      const provider = record(raw);
      if (!provider) continue;
      const options = record(provider.options);
      const out = merged.get(id) ?? {};
      merged.set(id, out);
      const npm = str(provider.npm);
      if (npm) out.npm = npm;
      const api = str(provider.api);
      if (api) Object.assign(out, { api, apiFrom: `${source.name} provider.${id}.api` });
      const baseUrl = str(options?.baseURL);
      if (baseUrl)
        Object.assign(out, { baseUrl, baseUrlFrom: `${source.name} provider.${id}.options.baseURL` });
      const apiKey = str(options?.apiKey);
      if (apiKey !== undefined)
        Object.assign(out, { apiKey, keyFrom: `${source.name} provider.${id}.options.apiKey` });
    }
  }
  const fill = (text: string) => text.replace(ENV_REF, (_, name: string) => env[name] ?? '');
  const out: OpencodeProvider[] = [];
  for (const [id, p] of merged) {
    if (!p.apiKey || envNames(p.apiKey).length === 0) continue;
    const url = p.baseUrl ?? p.api;
    // OpenCode's own provider reading its own model key: the built-in route serves it, gateway included.
    const modelKeysOnly = envNames(p.apiKey).every((n) => (MODEL_KEY_NAMES as readonly string[]).includes(n));
    if (!url && !p.npm && OPENCODE_BUILT_IN_NPM[id] && modelKeysOnly) continue;
    out.push({
      id,
      npm: p.npm ?? OPENCODE_BUILT_IN_NPM[id] ?? '@ai-sdk/openai-compatible',
      ...(url ? { baseUrl: fill(url), baseUrlFrom: p.baseUrl ? p.baseUrlFrom! : p.apiFrom! } : {}),
      apiKey: p.apiKey,
      keyFrom: p.keyFrom!,
    });
  }
  return out;
}

/**
 * The key proxy's route for an OpenCode provider whose key is a variable: to its baseURL, else to
 * where its package goes without one (the base-URL variable it reads in `urls`, the agent's
 * environment, as the built-in routes do; else its public address), with the key from `keys` in
 * the header its package sends. `keys` is the agent's environment before its keys are taken out,
 * with the model keys: never a credential Ralph keeps from the agent. When a variable it reads is
 * not there, the route refuses, saying which.
 */
export function opencodeProviderRoute(p: OpencodeProvider, keys: Env, urls: Env = {}): KeyRoute {
  const sdk = OPENCODE_SDKS[p.npm];
  if (!sdk)
    throw new RalphError(
      `${p.keyFrom}: Ralph keeps ${envNames(p.apiKey).join(', ')} from the agent and adds the key in its key proxy, but does not know how ${p.npm} (provider.${p.id}.npm) sends a key: use one of ${Object.keys(OPENCODE_SDKS).join(', ')} (an OpenAI-compatible gateway takes @ai-sdk/openai-compatible)`,
      { code: 'model-key' },
    );
  const fromVar = !p.baseUrl && sdk.urlVar ? urls[sdk.urlVar] : undefined;
  // @ai-sdk/anthropic adds /v1 to the bare public address only.
  const varUrl = fromVar?.replace(/\/+$/, '') === 'https://api.anthropic.com' ? sdk.url : fromVar;
  const upstream = p.baseUrl ?? varUrl ?? sdk.url;
  if (!upstream)
    throw new RalphError(
      `${p.keyFrom}: provider.${p.id} (${p.npm}) has no options.baseURL, so Ralph's key proxy has nowhere to send its requests: set provider.${p.id}.options.baseURL to the gateway's address, such as https://llm-gateway.example.com/v1`,
      { code: 'model-key' },
    );
  const from = p.baseUrlFrom ?? (fromVar ? sdk.urlVar! : `${p.npm}'s default`);
  const problem = upstreamProblem(upstream);
  if (problem) throw new RalphError(`${from}=${JSON.stringify(upstream)}: ${problem}`, { code: 'model-key' });
  const names = envNames(p.apiKey);
  const unset = names.filter((n) => !keys[n]);
  const key = p.apiKey.replace(ENV_REF, (_, name: string) => keys[name] ?? '');
  // A model key goes to its API, or to the gateway the plan names: never to an address from the
  // work tree's files, which an agent may have written.
  const model = p.baseUrl ? names.filter((n) => (MODEL_KEY_NAMES as readonly string[]).includes(n)) : [];
  const refusal =
    model.length > 0
      ? `Ralph's key proxy sends no model key to an address from OpenCode's configuration: provider ${p.id} reads ${model.join(' and ')} (${p.keyFrom}) and sends it to ${p.baseUrlFrom}; give the provider a variable of its own ({env:MY_GATEWAY_KEY}), or use OpenCode's own ${Object.keys(OPENCODE_BUILT_IN_NPM).join(', ')} provider with the gateway in the plan's agent.env (${Object.values(BASE_URL_VARS).join(', ')})`
      : unset.length > 0
        ? `Ralph's key proxy has no key for OpenCode provider ${p.id}: ${unset.join(' and ')} (${p.keyFrom}) ${unset.length === 1 ? 'is' : 'are'} not set in the agent step's environment (a credential Ralph keeps from the agent, such as GITHUB_TOKEN, is never one); set ${unset.length === 1 ? 'it' : 'them'} there (env: ${unset.map((n) => `${n}: \${{ secrets.${n} }}`).join(', ')})`
        : undefined;
  return {
    api: sdk.api,
    upstream: upstream.replace(/\/+$/, ''),
    upstreamFrom: from,
    headers: refusal ? {} : { [sdk.header]: sdk.header === 'authorization' ? `Bearer ${key}` : key },
    keyNames: names,
    path: `opencode-${encodeURIComponent(p.id)}`,
    provider: p.id,
    ...(refusal ? { refusal } : {}),
  };
}
