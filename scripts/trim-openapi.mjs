#!/usr/bin/env node
// Writes test/fixtures/openapi/github-subset.json: the operations of GitHub's official
// OpenAPI description (from the `@octokit/openapi` package) that Ralph calls, and the webhook
// payloads its tests build, with every component they reference (transitively) and nothing else. The local GitHub server used
// by the tests (test/support/github-server.ts) validates requests and responses against it.
//
// Usage:
//   node scripts/trim-openapi.mjs                                   # npm pack @octokit/openapi (latest)
//   node scripts/trim-openapi.mjs @octokit/openapi@23.0.2           # a given version
//   node scripts/trim-openapi.mjs path/to/generated/api.github.com.json
//   ... [--out path/to/github-subset.json] [--check]
//
// `--check` exits 1 when the committed subset differs from what would be written.
// To let the server call a new endpoint, add it to OPERATIONS, re-run, and add a handler.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every operation Ralph (and its tests) may call, as [method, path] exactly as in the spec. */
export const OPERATIONS = [
  ['get', '/repos/{owner}/{repo}'],
  ['get', '/user'],
  ['get', '/repos/{owner}/{repo}/pulls'],
  ['post', '/repos/{owner}/{repo}/pulls'],
  ['get', '/repos/{owner}/{repo}/pulls/{pull_number}'],
  ['patch', '/repos/{owner}/{repo}/pulls/{pull_number}'],
  ['get', '/repos/{owner}/{repo}/issues'],
  ['post', '/repos/{owner}/{repo}/issues'],
  ['get', '/repos/{owner}/{repo}/issues/{issue_number}'],
  ['patch', '/repos/{owner}/{repo}/issues/{issue_number}'],
  ['get', '/repos/{owner}/{repo}/issues/{issue_number}/comments'],
  ['post', '/repos/{owner}/{repo}/issues/{issue_number}/comments'],
  ['get', '/repos/{owner}/{repo}/issues/comments'],
  ['get', '/repos/{owner}/{repo}/issues/comments/{comment_id}'],
  ['patch', '/repos/{owner}/{repo}/issues/comments/{comment_id}'],
  ['delete', '/repos/{owner}/{repo}/issues/comments/{comment_id}'],
  ['get', '/repos/{owner}/{repo}/issues/comments/{comment_id}/reactions'],
  ['post', '/repos/{owner}/{repo}/issues/comments/{comment_id}/reactions'],
  ['get', '/repos/{owner}/{repo}/issues/{issue_number}/reactions'],
  ['post', '/repos/{owner}/{repo}/issues/{issue_number}/reactions'],
  ['get', '/repos/{owner}/{repo}/pulls/{pull_number}/reviews'],
  ['get', '/repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}'],
  ['get', '/repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments'],
  ['get', '/repos/{owner}/{repo}/pulls/{pull_number}/comments'],
  ['get', '/repos/{owner}/{repo}/pulls/comments/{comment_id}'],
  ['get', '/repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions'],
  ['post', '/repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions'],
  ['get', '/repos/{owner}/{repo}/pulls/{pull_number}/merge'],
  ['put', '/repos/{owner}/{repo}/pulls/{pull_number}/merge'],
  ['get', '/repos/{owner}/{repo}/commits/{ref}/check-runs'],
  ['get', '/repos/{owner}/{repo}/commits/{ref}/status'],
  ['post', '/repos/{owner}/{repo}/issues/{issue_number}/labels'],
  ['get', '/repos/{owner}/{repo}/labels'],
  ['post', '/repos/{owner}/{repo}/labels'],
  ['get', '/repos/{owner}/{repo}/labels/{name}'],
  ['get', '/repos/{owner}/{repo}/collaborators/{username}/permission'],
  ['post', '/repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches'],
  ['get', '/repos/{owner}/{repo}/actions/runs/{run_id}/artifacts'],
  ['get', '/repos/{owner}/{repo}/actions/artifacts'],
  ['get', '/rate_limit'],
];

/**
 * Webhook payloads the tests build (test/support/github-events.ts), by their key under the
 * description's `x-webhooks` (`<event>-<action>` with dashes). Actions gives a workflow the same
 * payload as `github.event`, so tests validate their event payloads against these schemas.
 */
export const WEBHOOKS = [
  'issue-comment-created',
  'issue-comment-edited',
  'pull-request-review-submitted',
  'pull-request-closed',
];

const HERE = dirname(fileURLToPath(import.meta.url));
const DEFAULT_OUT = resolve(HERE, '..', 'test', 'fixtures', 'openapi', 'github-subset.json');
const SOURCE_FILE = 'generated/api.github.com.json';

function parseArgs(argv) {
  const args = { source: '@octokit/openapi', out: DEFAULT_OUT, check: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--out') args.out = resolve(argv[++i] ?? '');
    else if (a === '--check') args.check = true;
    else if (a === '-h' || a === '--help') {
      console.log(
        'usage: node scripts/trim-openapi.mjs [api.github.com.json | @octokit/openapi@<version>] [--out file] [--check]',
      );
      process.exit(0);
    } else args.source = a;
  }
  return args;
}

/** Loads the full description, from a file or from the npm registry (`npm pack`, then extract). */
function loadSpec(source) {
  if (existsSync(source)) {
    const file = resolve(source);
    const spec = JSON.parse(readFileSync(file, 'utf8'));
    const pkgFile = resolve(dirname(file), '..', 'package.json');
    let version = spec.info?.version;
    if (existsSync(pkgFile)) {
      const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
      if (pkg.name === '@octokit/openapi') version = pkg.version;
    }
    return { spec, version };
  }
  const dir = mkdtempSync(join(tmpdir(), 'ralph-openapi-'));
  try {
    console.error(`fetching ${source} with npm pack ...`);
    const out = execFileSync('npm', ['pack', source, '--json', '--pack-destination', dir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    });
    const [packed] = JSON.parse(out);
    const tarball = join(dir, packed.filename);
    execFileSync('tar', ['-xzf', tarball, '-C', dir, 'package/package.json', `package/${SOURCE_FILE}`]);
    const pkg = JSON.parse(readFileSync(join(dir, 'package', 'package.json'), 'utf8'));
    const spec = JSON.parse(readFileSync(join(dir, 'package', SOURCE_FILE), 'utf8'));
    return { spec, version: pkg.version };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Drops media-type `examples` (they only point into the large components/examples section).
 * `inProperties`: the keys of `node` are property names (a property may be called `content`).
 */
function stripExamples(node, inProperties = false) {
  if (Array.isArray(node)) return node.map((item) => stripExamples(item));
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (inProperties) {
      out[key] = stripExamples(value);
    } else if (key === 'properties' && value && typeof value === 'object' && !Array.isArray(value)) {
      out.properties = stripExamples(value, true);
    } else if (key === 'content' && value && typeof value === 'object') {
      out.content = {};
      for (const [mediaType, media] of Object.entries(value)) {
        const { examples: _examples, ...rest } = media;
        out.content[mediaType] = stripExamples(rest);
      }
    } else {
      out[key] = stripExamples(value);
    }
  }
  return out;
}

function collectRefs(node, found) {
  if (Array.isArray(node)) {
    for (const item of node) collectRefs(item, found);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.add(value);
      else collectRefs(value, found);
    }
  }
}

export function trim(spec, version) {
  const paths = {};
  for (const [method, path] of OPERATIONS) {
    const op = spec.paths?.[path]?.[method];
    if (!op) throw new Error(`operation ${method.toUpperCase()} ${path} is not in the description`);
    if (!paths[path]) paths[path] = {};
    const item = paths[path];
    const { parameters: shared } = spec.paths[path];
    if (shared && !item.parameters) item.parameters = shared;
    item[method] = stripExamples(op);
  }

  const webhooks = {};
  for (const name of WEBHOOKS) {
    const hook = spec['x-webhooks']?.[name];
    if (!hook) throw new Error(`webhook ${name} is not in the description`);
    webhooks[name] = stripExamples(hook);
  }

  // Transitive closure over `#/components/<section>/<name>` references.
  const keep = new Map(); // section -> Set(name)
  const queue = [];
  const visit = (node) => {
    const refs = new Set();
    collectRefs(node, refs);
    for (const ref of refs) {
      const m = /^#\/components\/([^/]+)\/([^/]+)$/.exec(ref);
      if (!m) throw new Error(`unsupported $ref ${ref}`);
      const [, section, name] = m;
      if (!keep.has(section)) keep.set(section, new Set());
      const names = keep.get(section);
      if (names.has(name)) continue;
      if (!spec.components?.[section]?.[name]) throw new Error(`dangling $ref ${ref}`);
      names.add(name);
      queue.push(spec.components[section][name]);
    }
  };
  visit(paths);
  visit(webhooks);
  while (queue.length > 0) visit(stripExamples(queue.shift()));

  const components = {};
  for (const section of Object.keys(spec.components ?? {})) {
    const names = keep.get(section);
    if (!names) continue;
    components[section] = {};
    // Keep the description's own order so regenerating gives a stable diff.
    for (const name of Object.keys(spec.components[section])) {
      if (names.has(name)) components[section][name] = stripExamples(spec.components[section][name]);
    }
  }

  return {
    openapi: spec.openapi,
    info: {
      ...spec.info,
      title: `${spec.info.title} (subset used by Ralph's tests)`,
      'x-source': {
        package: '@octokit/openapi',
        version,
        file: SOURCE_FILE,
        generator: 'scripts/trim-openapi.mjs',
        operations: OPERATIONS.length,
        webhooks: WEBHOOKS.length,
      },
    },
    servers: spec.servers,
    paths,
    'x-webhooks': webhooks,
    components,
  };
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const { spec, version } = loadSpec(args.source);
  const subset = trim(spec, version);
  const text = `${JSON.stringify(subset, null, 2)}\n`;
  if (args.check) {
    const current = existsSync(args.out) ? readFileSync(args.out, 'utf8') : '';
    if (current !== text) {
      console.error(`${args.out} is stale: re-run node scripts/trim-openapi.mjs`);
      process.exit(1);
    }
    console.error(`${args.out} is up to date (@octokit/openapi ${version})`);
    return;
  }
  mkdirSync(dirname(args.out), { recursive: true });
  writeFileSync(args.out, text);
  const counts = Object.entries(subset.components)
    .map(([section, names]) => `${Object.keys(names).length} ${section}`)
    .join(', ');
  console.error(
    `wrote ${args.out}: ${OPERATIONS.length} operations, ${WEBHOOKS.length} webhooks, ${counts}, ${(text.length / 1024).toFixed(0)} KiB (@octokit/openapi ${version})`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
