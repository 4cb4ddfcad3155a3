// The agent's allowlist (src/core/network.ts): the grammar of an entry, the sets, a slip's
// did-you-mean, matching, and the summary's lines that allow a refused host.
import { describe, expect, it } from 'vitest';
import {
  allows,
  NETWORK_SETS,
  networkPolicy,
  parseEntry,
  parseNetworkInput,
  parseNetworkSetting,
  refusalsText,
} from '../src/core/network.js';
import { planProblems } from '../src/core/plan/checks.js';

const where = 'implementation.json network.allowed[0]';

describe('an allowlist entry', () => {
  it('is a set, a host, a wildcard, a host with a port, or http:// for plain HTTP', () => {
    expect(parseEntry('python', where)).toEqual({ set: 'python' });
    expect(parseEntry('Registry.Example.com', where)).toEqual([
      { host: 'registry.example.com', ports: [443], http: false },
    ]);
    expect(parseEntry('*.example.com', where)).toEqual([
      { host: '*.example.com', ports: [443], http: false },
    ]);
    expect(parseEntry('example.com:8443', where)).toEqual([
      { host: 'example.com', ports: [8443], http: false },
    ]);
    expect(parseEntry('http://example.com', where)).toEqual([
      { host: 'example.com', ports: [80], http: true },
    ]);
    expect(parseEntry('http://example.com:8080/', where)).toEqual([
      { host: 'example.com', ports: [8080], http: true },
    ]);
  });

  it('says did-you-mean for a host one slip away from a default set host, and for a set name', () => {
    expect(() => parseEntry('registry.npmjs.og', where)).toThrow(
      `${where}: "registry.npmjs.og" is not a host of any default set, but looks like registry.npmjs.org; did you mean "registry.npmjs.org"?`,
    );
    expect(() => parseEntry('files.pythonhosted.rog', where)).toThrow(
      /did you mean "files.pythonhosted.org"/,
    );
    expect(() => parseEntry('pyhton', where)).toThrow(
      `${where}: "pyhton" is neither a host nor a known set; did you mean the set "python"?`,
    );
    // Written with its port, a host that merely looks like one is taken as meant.
    expect(parseEntry('registry.npmjs.og:443', where)).toEqual([
      { host: 'registry.npmjs.og', ports: [443], http: false },
    ]);
  });

  it("is localhost:PORT for a port of the runner's loopback (a job's service), 1024 to 65535", () => {
    expect(parseEntry('localhost:5432', where)).toEqual({ loopback: 5432 });
    expect(parseEntry('LOCALHOST:6379', where)).toEqual({ loopback: 6379 });
    expect(() => parseEntry('localhost:3128', where)).toThrow(
      `${where}: "localhost:3128" forwards the port 3128, where Ralph's egress proxy listens inside the step's network; publish the service on another port.`,
    );
    expect(() => parseEntry('localhost:80', where)).toThrow(
      `${where}: "localhost:80" forwards the port 80 of the runner's loopback; only ports from 1024 to 65535 can be forwarded into the step's network: publish the service on one of those.`,
    );
    const p = networkPolicy({
      plan: { allowed: ['localhost:5432'] },
      input: parseNetworkInput('localhost:6379, localhost:5432, pypi.org'),
    });
    if (p.open) throw new Error('open');
    expect(p.loopback).toEqual([5432, 6379]);
    // Forwarded, not allowed through the proxy: localhost stays refused there.
    expect(allows(p, 'localhost', 5432, false)).toBe(false);
  });

  it('refuses addresses, paths, other schemes and open inside a list, saying the fix', () => {
    expect(() => parseEntry('127.0.0.1', where)).toThrow(
      /is an address, not a host name; the proxy allows host names only/,
    );
    expect(() => parseEntry('http://localhost:8080', where)).toThrow(/is an address/);
    expect(() => parseEntry('127.0.0.1:5432', where)).toThrow(/is an address/);
    expect(() => parseEntry('https://example.com/path', where)).toThrow(/has a path/);
    expect(() => parseEntry('ftp://example.com', where)).toThrow(/has the scheme ftp:\/\//);
    expect(() => parseEntry('open', where)).toThrow(/write "network": "open"/);
    expect(() => parseEntry('exa mple.com', where)).toThrow(/is not a host name/);
  });
});

describe('the policy of a step', () => {
  it('has defaults, github, the model API and the registries of the ecosystems found', () => {
    const p = networkPolicy({ provider: 'claude', rootFiles: ['package.json', 'Cargo.toml', 'README.md'] });
    if (p.open) throw new Error('open');
    expect(p.sets).toEqual(['defaults', 'github', 'claude', 'node', 'rust']);
    expect(allows(p, 'api.anthropic.com', 443, false)).toBe(true);
    expect(allows(p, 'registry.npmjs.org', 443, false)).toBe(true);
    expect(allows(p, 'static.crates.io', 443, false)).toBe(true);
    expect(allows(p, 'pypi.org', 443, false)).toBe(false);
    expect(allows(p, 'api.openai.com', 443, false)).toBe(false);
  });

  it('lets CONNECT through to listed ports only, and plain HTTP only where http:// says so', () => {
    const p = networkPolicy({
      plan: { allowed: ['python', 'http://plain.example.com', 'tls.example.com:8443', '*.cdn.example.com'] },
      input: { allowed: ['extra.example.org'] },
    });
    expect(allows(p, 'pypi.org', 443, false)).toBe(true);
    expect(allows(p, 'pypi.org', 80, true)).toBe(false);
    expect(allows(p, 'pypi.org', 22, false)).toBe(false);
    expect(allows(p, 'plain.example.com', 80, true)).toBe(true);
    expect(allows(p, 'tls.example.com', 8443, false)).toBe(true);
    expect(allows(p, 'tls.example.com', 443, false)).toBe(false);
    expect(allows(p, 'tls.example.com', 8443, true)).toBe(false);
    expect(allows(p, 'a.cdn.example.com', 443, false)).toBe(true);
    expect(allows(p, 'cdn.example.com', 443, false)).toBe(false);
    expect(allows(p, 'evilcdn.example.com', 443, false)).toBe(false);
    expect(allows(p, 'EXTRA.example.org.', 443, false)).toBe(true);
    expect(allows(p, 'example.org', 443, false)).toBe(false);
  });

  it('is open when the plan or the input says open', () => {
    expect(networkPolicy({ plan: 'open' })).toEqual({ open: true });
    expect(networkPolicy({ input: parseNetworkInput(' open ') })).toEqual({ open: true });
    expect(parseNetworkInput('')).toBeUndefined();
    expect(parseNetworkInput('python, registry.example.com\nhttp://x.example.com')).toEqual({
      allowed: ['python', 'registry.example.com', 'http://x.example.com'],
    });
    expect(() => parseNetworkInput('pyton')).toThrow(
      `the input 'network': "pyton" is neither a host nor a known set; did you mean the set "python"?`,
    );
  });

  it('the summary lines name what was refused and the lines that allow it', () => {
    const p = networkPolicy({});
    const lines = refusalsText(
      [
        { host: 'evil.example.com', port: 443, http: false },
        { host: 'plain.example.com', port: 80, http: true },
        { host: 'evil.example.com', port: 443, http: false },
      ],
      p,
    );
    expect(lines).toEqual([
      'The network proxy refused 2 hosts: evil.example.com, http://plain.example.com.',
      'To allow them, add to implementation.json: "network": { "allowed": ["evil.example.com","http://plain.example.com"] }',
      "or to the action's step: network: evil.example.com, http://plain.example.com",
      `(Allowed now: the sets defaults, github and ${NETWORK_SETS.defaults!.length + NETWORK_SETS.github!.length} hosts in all.)`,
    ]);
    // The pasted entries parse, and then allow exactly what was refused.
    const again = networkPolicy({ input: parseNetworkInput('evil.example.com, http://plain.example.com') });
    expect(allows(again, 'evil.example.com', 443, false)).toBe(true);
    expect(allows(again, 'plain.example.com', 80, true)).toBe(true);
    expect(refusalsText([], p)).toEqual([]);
  });

  it('prints only lines that run as printed: a host one slip from a set host with its port, never an address', () => {
    const p = networkPolicy({});
    const lines = refusalsText(
      [
        // A real OCSP host, one slip from the defaults' ocsp.globalsign.com.
        { host: 'ocsp2.globalsign.com', port: 443, http: false },
        { host: '10.1.2.3', port: 443, http: false },
        { host: '::1', port: 8080, http: false },
      ],
      p,
    );
    expect(lines).toEqual([
      'The network proxy refused 3 hosts: ocsp2.globalsign.com:443, 10.1.2.3:443, [::1]:8080. 10.1.2.3:443, [::1]:8080 cannot be allowed: the proxy lets host names through (registry.example.com), never an address.',
      'To allow ocsp2.globalsign.com:443, add to implementation.json: "network": { "allowed": ["ocsp2.globalsign.com:443"] }',
      "or to the action's step: network: ocsp2.globalsign.com:443",
      `(Allowed now: the sets defaults, github and ${NETWORK_SETS.defaults!.length + NETWORK_SETS.github!.length} hosts in all.)`,
    ]);
    // Pasted as printed: the plan's line and the input's line both parse, and allow it.
    const json = JSON.parse(`{${lines[1]!.slice(lines[1]!.indexOf('"network"'))}}`) as { network: unknown };
    const fromPlan = networkPolicy({
      plan: parseNetworkSetting(json.network, 'implementation.json network'),
    });
    expect(allows(fromPlan, 'ocsp2.globalsign.com', 443, false)).toBe(true);
    const fromInput = networkPolicy({ input: parseNetworkInput(lines[2]!.replace(/^.*network: /, '')) });
    expect(allows(fromInput, 'ocsp2.globalsign.com', 443, false)).toBe(true);
    // A fully qualified name (its trailing dot) is written as the host it is.
    expect(refusalsText([{ host: 'evil.example.com.', port: 443, http: false }], p)[1]).toBe(
      'To allow it, add to implementation.json: "network": { "allowed": ["evil.example.com"] }',
    );
    // Nothing that can be allowed: no line to paste.
    expect(refusalsText([{ host: '10.1.2.3', port: 443, http: false }], p)).toEqual([
      'The network proxy refused a host: 10.1.2.3:443. 10.1.2.3:443 cannot be allowed: the proxy lets host names through (registry.example.com), never an address.',
      `(Allowed now: the sets defaults, github and ${NETWORK_SETS.defaults!.length + NETWORK_SETS.github!.length} hosts in all.)`,
    ]);
  });
});

describe("the plan's network", () => {
  it('is open or { allowed }, and a slip in it is a plan problem with its path', () => {
    expect(parseNetworkSetting('open', 'n')).toBe('open');
    expect(parseNetworkSetting({ allowed: ['node'] }, 'n')).toEqual({ allowed: ['node'] });
    expect(() => parseNetworkSetting('closed', 'implementation.json network')).toThrow(
      `implementation.json network: "closed" is not a network setting; write "open", or { "allowed": ["python", "registry.example.com"] }.`,
    );
    const plan = { specs: [], network: { allowed: ['node', 'registry.npmjs.og', 'rubby'] } };
    expect(planProblems(plan)).toEqual([
      {
        path: 'network.allowed[1]',
        message:
          '"registry.npmjs.og" is not a host of any default set, but looks like registry.npmjs.org; did you mean "registry.npmjs.org"? (To allow registry.npmjs.og itself, write it with a port: "registry.npmjs.og:443".)',
      },
      {
        path: 'network.allowed[2]',
        message: '"rubby" is neither a host nor a known set; did you mean the set "ruby"?',
      },
    ]);
    expect(planProblems({ specs: [], network: 'closed' }).map((p) => p.path)).toEqual(['network']);
  });
});
