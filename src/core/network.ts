// The agent's network (docs/ARCHITECTURE.md#trust): which hosts the egress proxy lets a
// sandboxed step reach. Pure: the sets, the grammar of an allowlist entry, matching, the
// did-you-mean for a slip, and the line a summary prints to allow a refused host.
//
// An entry, in the plan's `network.allowed` or the action's `network` input (gh-aw's
// `network.allowed` style):
//   node                   a named set (NETWORK_SETS): `defaults`, `github`, `node`, `python`, ...
//   registry.example.com   that host, through CONNECT to port 443
//   *.example.com          every subdomain of example.com (not example.com itself)
//   example.com:8443       that host through CONNECT to that port
//   http://example.com     that host on port 80 in plain HTTP too (http://example.com:8080: that port)
//   localhost:5432         that port of the runner's loopback, forwarded into the step's network
//                          (a job's `services:` publish their ports there); no other port of it
// `open` (the whole setting) turns the proxy off: the step gets the runner's network.
import { closestKey } from './closest-key.js';
import { RalphError } from './errors.js';

/**
 * Named sets of hosts, after gh-aw's ecosystem identifiers (pkg/workflow/data/ecosystem_domains.json
 * in github/gh-aw), trimmed to what a build fetches: registries and their file hosts, the
 * toolchains' own download hosts, GitHub's git and release hosts.
 */
export const NETWORK_SETS: Readonly<Record<string, readonly string[]>> = {
  // Certificate revocation and the runner's package archives: what TLS and apt need.
  defaults: [
    'crl3.digicert.com',
    'crl4.digicert.com',
    'ocsp.digicert.com',
    'crl.globalsign.com',
    'ocsp.globalsign.com',
    'crl.sectigo.com',
    'ocsp.sectigo.com',
    'crl.usertrust.com',
    'ocsp.usertrust.com',
    'crl.identrust.com',
    'ocsp.identrust.com',
    'crls.ssl.com',
    'ocsp.ssl.com',
    'archive.ubuntu.com',
    'security.ubuntu.com',
    'azure.archive.ubuntu.com',
    'ppa.launchpad.net',
    'packages.microsoft.com',
    'json.schemastore.org',
  ],
  github: [
    'github.com',
    'api.github.com',
    'codeload.github.com',
    'objects.githubusercontent.com',
    'raw.githubusercontent.com',
    'release-assets.githubusercontent.com',
    'github-releases.githubusercontent.com',
    'lfs.github.com',
    'ghcr.io',
    'pkg-containers.githubusercontent.com',
  ],
  node: [
    'registry.npmjs.org',
    'registry.npmjs.com',
    'npm.pkg.github.com',
    'registry.yarnpkg.com',
    'repo.yarnpkg.com',
    'nodejs.org',
    'get.pnpm.io',
    'bun.sh',
    'jsr.io',
  ],
  python: [
    'pypi.org',
    'pypi.python.org',
    'files.pythonhosted.org',
    'pip.pypa.io',
    'bootstrap.pypa.io',
    'conda.anaconda.org',
    'repo.anaconda.com',
    'astral.sh',
  ],
  rust: ['crates.io', 'index.crates.io', 'static.crates.io', 'static.rust-lang.org', 'sh.rustup.rs'],
  go: ['proxy.golang.org', 'sum.golang.org', 'go.dev', 'golang.org', 'storage.googleapis.com'],
  java: [
    'repo.maven.apache.org',
    'repo1.maven.org',
    'maven.pkg.github.com',
    'maven.google.com',
    'dl.google.com',
    'services.gradle.org',
    'plugins.gradle.org',
    'plugins-artifacts.gradle.org',
    'downloads.gradle.org',
    'api.adoptium.net',
    'api.foojay.io',
  ],
  ruby: [
    'rubygems.org',
    'api.rubygems.org',
    'index.rubygems.org',
    'rubygems.pkg.github.com',
    'cache.ruby-lang.org',
  ],
  dotnet: [
    'api.nuget.org',
    'nuget.org',
    'dist.nuget.org',
    'nuget.pkg.github.com',
    'dotnetcli.blob.core.windows.net',
    'builds.dotnet.microsoft.com',
  ],
  php: ['repo.packagist.org', 'packagist.org', 'getcomposer.org'],
  elixir: ['hex.pm', 'repo.hex.pm', 'builds.hex.pm'],
  dart: ['pub.dev', 'pub.dartlang.org'],
  deno: ['deno.land', 'jsr.io'],
  containers: [
    'registry-1.docker.io',
    'auth.docker.io',
    'production.cloudflare.docker.com',
    'ghcr.io',
    'quay.io',
    'mcr.microsoft.com',
    'gcr.io',
  ],
  'linux-distros': [
    'deb.debian.org',
    'security.debian.org',
    'dl-cdn.alpinelinux.org',
    'dl.fedoraproject.org',
  ],
  // The agents' model APIs (agent providers, adapters/agents).
  claude: ['api.anthropic.com'],
  codex: ['api.openai.com', 'chatgpt.com'],
  gemini: ['generativelanguage.googleapis.com', 'cloudcode-pa.googleapis.com', 'oauth2.googleapis.com'],
  opencode: [
    'api.anthropic.com',
    'api.openai.com',
    'generativelanguage.googleapis.com',
    'models.dev',
    'opencode.ai',
  ],
};

/** The set of each provider's model API (the `command` provider names none). */
export const MODEL_SETS: Readonly<Record<string, string>> = {
  claude: 'claude',
  codex: 'codex',
  gemini: 'gemini',
  opencode: 'opencode',
};

/** The files at a work tree's root that say which ecosystem's registries its setup fetches from. */
export const ECOSYSTEM_MARKERS: Readonly<Record<string, readonly string[]>> = {
  node: ['package.json', 'package-lock.json', 'yarn.lock', 'pnpm-lock.yaml', 'bun.lockb', '.nvmrc'],
  python: ['pyproject.toml', 'requirements.txt', 'setup.py', 'setup.cfg', 'Pipfile', 'tox.ini', 'uv.lock'],
  rust: ['Cargo.toml', 'rust-toolchain', 'rust-toolchain.toml'],
  go: ['go.mod'],
  java: [
    'pom.xml',
    'build.gradle',
    'build.gradle.kts',
    'settings.gradle',
    'settings.gradle.kts',
    'mvnw',
    'gradlew',
  ],
  ruby: ['Gemfile', 'Gemfile.lock', '.ruby-version'],
  php: ['composer.json'],
  elixir: ['mix.exs'],
  dart: ['pubspec.yaml'],
  deno: ['deno.json', 'deno.jsonc'],
};

/** The port inside a step's network that Ralph's egress proxy appears on: no forward may take it. */
export const EGRESS_PORT = 3128;

/** One host the proxy lets through, and how. */
export interface NetworkRule {
  /** Lower case; `*.` first for every subdomain. */
  host: string;
  /** Ports it may be reached on. */
  ports: number[];
  /** Plain HTTP too (else CONNECT only). */
  http: boolean;
}

/**
 * The network of the agent's steps: the runner's own, or the allowlist of the egress proxy and
 * the ports of the runner's loopback forwarded into the step's network (`loopback`).
 */
export type NetworkPolicy =
  | { open: true }
  | { open: false; rules: NetworkRule[]; sets: string[]; loopback: number[] };

/** What the plan or the action says: `open`, or entries to add to the default sets. */
export type NetworkSetting = 'open' | { allowed: string[] };

const HOST = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const SET = /^[a-z][a-z0-9-]*$/;

/** Every host the sets name: what a slip in a host is compared against. */
const KNOWN_HOSTS = [...new Set(Object.values(NETWORK_SETS).flat())];

/** `where`: the place to name in an error (`implementation.json network.allowed[2]`, `the input 'network'`). */
export function parseEntry(
  entry: string,
  where: string,
): NetworkRule[] | { set: string } | { loopback: number } {
  const raw = entry.trim();
  const text = raw.toLowerCase();
  const bad = (why: string, fix: string) => new RalphError(`${where}: "${raw}" ${why}; ${fix}`);
  if (!text) throw bad('is empty', 'remove it, or name a host or a set.');
  if (SET.test(text) && !text.includes('.')) {
    if (text === 'open')
      throw bad(
        'turns the proxy off only as the whole setting',
        `write "network": "open" (the input: network: open) instead of listing it.`,
      );
    if (NETWORK_SETS[text]) return { set: text };
    const near = closestKey(text, Object.keys(NETWORK_SETS));
    throw bad(
      'is neither a host nor a known set',
      near
        ? `did you mean the set "${near}"?`
        : `name a host (registry.example.com) or one of the sets ${Object.keys(NETWORK_SETS).join(', ')}.`,
    );
  }
  const loopback = /^localhost:(\d+)$/.exec(text);
  if (loopback) {
    const n = Number(loopback[1]);
    if (n < 1024 || n > 65535)
      throw bad(
        `forwards the port ${n} of the runner's loopback`,
        "only ports from 1024 to 65535 can be forwarded into the step's network: publish the service on one of those.",
      );
    if (n === EGRESS_PORT)
      throw bad(
        `forwards the port ${n}, where Ralph's egress proxy listens inside the step's network`,
        'publish the service on another port.',
      );
    return { loopback: n };
  }
  if (text.startsWith('localhost:'))
    throw bad(
      "names no port of the runner's loopback",
      "write localhost:PORT; where it reads a service's port, job.services.<id>.ports['<container port>'] must name a port that service publishes.",
    );
  let http = false;
  let rest = text;
  const scheme = /^([a-z]+):\/\//.exec(rest);
  if (scheme) {
    if (scheme[1] !== 'http' && scheme[1] !== 'https')
      throw bad(`has the scheme ${scheme[1]}://`, 'write a host name, or http://host for plain HTTP.');
    http = scheme[1] === 'http';
    rest = rest.slice(scheme[0].length).replace(/\/+$/, '');
    if (rest.includes('/'))
      throw bad('has a path', 'the proxy allows hosts, not paths: write the host alone.');
  }
  let ports = [http ? 80 : 443];
  const port = /:(\d+)$/.exec(rest);
  if (port) {
    const n = Number(port[1]);
    if (n < 1 || n > 65535) throw bad(`has the port ${port[1]}`, 'use a port from 1 to 65535.');
    ports = [n];
    rest = rest.slice(0, port.index);
  }
  if (/^[\d.]+$/.test(rest) || rest.includes(':') || rest === 'localhost')
    throw bad(
      'is an address, not a host name',
      'the proxy allows host names only (it resolves them itself, and never to the runner itself).',
    );
  if (!HOST.test(rest) || !rest.includes('.'))
    throw bad('is not a host name', 'write it as registry.example.com, *.example.com or example.com:8443.');
  // A host no set names but one of theirs is a letter away: most likely a slip.
  if (!port && !scheme && !rest.startsWith('*.') && !KNOWN_HOSTS.includes(rest)) {
    const near = KNOWN_HOSTS.find((h) => h !== rest && closeHost(rest, h));
    if (near)
      throw bad(
        `is not a host of any default set, but looks like ${near}`,
        `did you mean "${near}"? (To allow ${rest} itself, write it with a port: "${rest}:443".)`,
      );
  }
  return [{ host: rest, ports, http }];
}

/** Whether two host names differ by one or two slips (closestKey's measure) and share their last label. */
function closeHost(a: string, b: string): boolean {
  if (a.split('.').length !== b.split('.').length) return false;
  return closestKey(a, [b]) === b;
}

/**
 * The plan's `network` as written (undefined: not set), checked: `open`, or
 * `{ "allowed": [entries] }`. Throws with the place and the fix.
 */
export function parseNetworkSetting(value: unknown, where: string): NetworkSetting | undefined {
  if (value === undefined) return undefined;
  if (value === 'open') return 'open';
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const allowed = (value as { allowed?: unknown }).allowed;
    const keys = Object.keys(value).filter((k) => k !== 'allowed');
    if (keys.length > 0)
      throw new RalphError(`${where}: unknown key "${keys[0]}"; the network setting has only "allowed".`);
    if (Array.isArray(allowed) && allowed.every((e) => typeof e === 'string')) {
      for (const [i, e] of allowed.entries()) parseEntry(e, `${where}.allowed[${i}]`);
      return { allowed };
    }
  }
  throw new RalphError(
    `${where}: ${JSON.stringify(value)} is not a network setting; write "open", or { "allowed": ["python", "registry.example.com"] }.`,
  );
}

/** The action's `network` input: empty (nothing added), `open`, or entries split on commas, spaces and lines. */
export function parseNetworkInput(value: string): NetworkSetting | undefined {
  const entries = value
    .split(/[\s,]+/)
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  if (entries.length === 1 && entries[0]!.toLowerCase() === 'open') return 'open';
  for (const e of entries) parseEntry(e, "the input 'network'");
  return { allowed: entries };
}

/**
 * The allowlist of a step: `defaults`, `github`, the provider's model API and the registries of
 * the work tree's ecosystems, plus what the plan and the input add. Either saying `open`
 * opens it.
 */
export function networkPolicy(o: {
  plan?: NetworkSetting;
  input?: NetworkSetting;
  provider?: string;
  /** Names of the files at the work tree's root (ECOSYSTEM_MARKERS). */
  rootFiles?: readonly string[];
}): NetworkPolicy {
  if (o.plan === 'open' || o.input === 'open') return { open: true };
  const sets = ['defaults', 'github'];
  const model = o.provider ? MODEL_SETS[o.provider] : undefined;
  if (model) sets.push(model);
  for (const [set, markers] of Object.entries(ECOSYSTEM_MARKERS))
    if (markers.some((m) => o.rootFiles?.includes(m))) sets.push(set);
  const rules: NetworkRule[] = [];
  const loopback: number[] = [];
  const added: [NetworkSetting | undefined, string][] = [
    [o.plan, 'implementation.json network.allowed'],
    [o.input, "the input 'network'"],
  ];
  for (const [setting, where] of added) {
    if (!setting || setting === 'open') continue;
    for (const entry of setting.allowed) {
      const parsed = parseEntry(entry, where);
      if ('set' in parsed) sets.push(parsed.set);
      else if ('loopback' in parsed) loopback.push(parsed.loopback);
      else rules.push(...parsed);
    }
  }
  const unique = [...new Set(sets)];
  for (const set of unique)
    for (const host of NETWORK_SETS[set]!) rules.push({ host, ports: [443], http: false });
  return { open: false, rules, sets: unique, loopback: [...new Set(loopback)] };
}

/** Whether the policy lets a step reach host:port, through CONNECT or (http) plain HTTP. */
export function allows(policy: NetworkPolicy, host: string, port: number, http: boolean): boolean {
  if (policy.open) return true;
  const name = host.toLowerCase().replace(/\.$/, '');
  return policy.rules.some(
    (r) =>
      (r.host.startsWith('*.') ? name.endsWith(r.host.slice(1)) : name === r.host) &&
      r.ports.includes(port) &&
      (r.http || !http),
  );
}

/** A refused request: `host:port`, plain HTTP or not. */
export interface Refusal {
  host: string;
  port: number;
  http: boolean;
}

/**
 * How to write an allowlist entry that lets `r` through, as parseEntry takes it: a host one
 * slip from a set's host gets its port (`ocsp2.globalsign.com:443`), which says it is meant.
 * Undefined when no entry can (an address: the proxy allows host names only).
 */
export function entryFor(r: Refusal): string | undefined {
  const host = r.host.replace(/\.$/, ''); // `example.com.` is example.com (allows)
  const candidates = r.http
    ? [r.port === 80 ? `http://${host}` : `http://${host}:${r.port}`]
    : r.port === 443
      ? [host, `${host}:443`]
      : [`${host}:${r.port}`];
  return candidates.find((entry) => {
    try {
      const rules = parseEntry(entry, 'entry');
      return (
        Array.isArray(rules) && allows({ open: false, rules, sets: [], loopback: [] }, r.host, r.port, r.http)
      );
    } catch {
      return false;
    }
  });
}

/**
 * What a summary says of the hosts a step's proxy refused, with the lines to paste to allow
 * them (the plan's `network`, or the input); empty when it refused none. The first line says
 * what was refused, the last what is allowed now; between them the lines to paste, none when
 * nothing refused can be allowed.
 */
export function refusalsText(refused: readonly Refusal[], policy: NetworkPolicy): string[] {
  if (refused.length === 0) return [];
  const entries = new Set<string>();
  const never = new Set<string>();
  for (const r of refused) {
    const entry = entryFor(r);
    if (entry) entries.add(entry);
    else never.add(r.host.includes(':') ? `[${r.host}]:${r.port}` : `${r.host}:${r.port}`);
  }
  const allow = [...entries].sort();
  const cannot = [...never].sort();
  const count = allow.length + cannot.length;
  const sets = policy.open ? [] : policy.sets;
  const them = cannot.length > 0 ? allow.join(', ') : allow.length === 1 ? 'it' : 'them';
  return [
    `The network proxy refused ${count === 1 ? 'a host' : `${count} hosts`}: ${[...allow, ...cannot].join(', ')}.` +
      (cannot.length > 0
        ? ` ${cannot.join(', ')} cannot be allowed: the proxy lets host names through (registry.example.com), never an address.`
        : ''),
    ...(allow.length > 0
      ? [
          `To allow ${them}, add to implementation.json: "network": { "allowed": ${JSON.stringify(allow)} }`,
          `or to the action's step: network: ${allow.join(', ')}`,
        ]
      : []),
    `(Allowed now: the sets ${sets.join(', ')}${policy.open ? '' : ` and ${policy.rules.length} hosts in all`}.)`,
  ];
}
