// The actions the runner emulation (runner.ts) runs in-process, each modelled on its real
// source: actions/checkout@v4 (src/git-source-provider.ts, ref-helper.ts, git-auth-helper.ts),
// actions/upload-artifact@v4 and actions/download-artifact@v4 (v4 artifacts: immutable per run,
// `overwrite` deletes and re-creates), and the setup actions as logged no-ops.
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { GitHubServer } from './github-server.js';
import { tempDir } from './repo.js';
import { commonAncestor, globFiles, nameMatches } from './runner-files.js';
import { chownTree } from './runner-user.js';

/** A failure of the action: printed as `::error::message`, exit code 1, like `core.setFailed`. */
export class ActionFailed extends Error {}

export interface BuiltinContext {
  /** Every input: the step's `with:` plus the action's defaults, evaluated. */
  inputs: Record<string, string>;
  workspace: string;
  home: string;
  env: Record<string, string>;
  /** The run as the action sees it (github context). */
  repository: string;
  serverUrl: string;
  apiUrl: string;
  ref: string;
  sha: string;
  runId: number;
  attempt: number;
  jobId: string;
  /** The repository's git remote (a bare folder or a URL). */
  remote: string;
  artifacts: ArtifactStore;
  api?: GitHubServer;
  /**
   * The user the job's steps run as, when not the tests' own (the runner emulation's
   * runnerUser): the action acts as it, its git runs as it and what it writes is its.
   */
  user?: { uid: number; gid: number };
  log(line: string): void;
  warning(message: string): void;
  setOutput(name: string, value: string): void;
  signal: AbortSignal;
}

export interface BuiltinAction {
  /** The inputs its action.yml declares, with their defaults (which may hold `${{ }}`). */
  inputs: Record<string, string | undefined>;
  run(ctx: BuiltinContext): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Artifacts
// ---------------------------------------------------------------------------------------------

export interface ArtifactInfo {
  id: number;
  name: string;
  runId: number;
  /** The attempt and job that uploaded it. */
  attempt: number;
  job: string;
  /** Where its files are kept (relative paths as uploaded). */
  dir: string;
  files: string[];
  size: number;
  digest: string;
  retentionDays: number;
  /** Its id on the local GitHub server, when one is attached. */
  serverId?: number;
}

/** Artifacts of every run the emulator made, kept on disk; they outlive runs and attempts. */
export class ArtifactStore {
  private nextId = 1;
  readonly all: ArtifactInfo[] = [];
  private readonly root = tempDir('ralph-artifacts-');

  constructor(private readonly api?: GitHubServer) {}

  list(runId: number): ArtifactInfo[] {
    return this.all.filter((a) => a.runId === runId);
  }

  find(runId: number, name: string): ArtifactInfo | undefined {
    return this.all.filter((a) => a.runId === runId && a.name === name).sort((a, b) => b.id - a.id)[0];
  }

  byServerId(id: number): ArtifactInfo | undefined {
    return this.all.find((a) => a.serverId === id);
  }

  delete(a: ArtifactInfo): void {
    this.all.splice(this.all.indexOf(a), 1);
    if (this.api && a.serverId !== undefined) {
      const list = this.api.state.artifacts;
      const at = list.findIndex((r) => r.id === a.serverId);
      if (at >= 0) list.splice(at, 1);
    }
    rmSync(a.dir, { recursive: true, force: true });
  }

  add(input: Omit<ArtifactInfo, 'id' | 'dir' | 'size' | 'digest' | 'files'>, root: string, files: string[]) {
    const id = this.nextId++;
    const dir = join(this.root, String(id));
    const rel = files.map((f) => relative(root, f));
    const hash = createHash('sha256');
    let size = 0;
    for (const [i, f] of files.entries()) {
      const to = join(dir, rel[i]!);
      mkdirSync(dirname(to), { recursive: true });
      cpSync(f, to);
      const bytes = readFileSync(f);
      size += bytes.length;
      hash.update(rel[i]!).update(bytes);
    }
    mkdirSync(dir, { recursive: true });
    const info: ArtifactInfo = { ...input, id, dir, files: rel, size, digest: hash.digest('hex') };
    if (this.api)
      info.serverId = this.api.addArtifact({
        name: info.name,
        runId: info.runId,
        sizeInBytes: size,
        digest: `sha256:${info.digest}`,
      }).id;
    this.all.push(info);
    return info;
  }
}

const INVALID_NAME = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n', '\\', '/'];

function bool(value: string, name: string): boolean {
  const v = value.trim();
  if (['true', 'True', 'TRUE'].includes(v)) return true;
  if (['false', 'False', 'FALSE'].includes(v)) return false;
  throw new ActionFailed(
    `Input does not meet YAML 1.2 "Core Schema" specification: ${name}\nSupport boolean input list: \`true | True | TRUE | false | False | FALSE\``,
  );
}

/** mkdir -p, then what it made (and `also`) given to the steps' user, when there is one. */
function makeDirOwned(dir: string, ctx: BuiltinContext, also?: string): void {
  let top = dir;
  while (!existsSync(dirname(top)) && dirname(top) !== top) top = dirname(top);
  const made = existsSync(top) ? undefined : top;
  mkdirSync(dir, { recursive: true });
  if (ctx.user) {
    if (made) chownTree(made, ctx.user.uid, ctx.user.gid);
    if (also) chownTree(also, ctx.user.uid, ctx.user.gid);
  }
}

/** Files the steps' user may not read: an action acting as it fails on them as the real one would. */
function unreadable(files: string[], ctx: BuiltinContext): string[] {
  if (!ctx.user || files.length === 0) return [];
  const out = execFileSync(
    'sh',
    ['-c', 'for f; do test -r "$f" || printf "%s\\0" "$f"; done', 'sh', ...files],
    {
      uid: ctx.user.uid,
      gid: ctx.user.gid,
      cwd: '/',
      encoding: 'utf8',
    },
  );
  return out.split('\0').filter(Boolean);
}

function expandPath(p: string, ctx: BuiltinContext): string {
  const home = ctx.env.HOME ?? homedir();
  const q = p === '~' || p.startsWith('~/') ? join(home, p.slice(1)) : p;
  return isAbsolute(q) ? resolve(q) : resolve(ctx.workspace, q);
}

const uploadArtifact: BuiltinAction = {
  inputs: {
    name: 'artifact',
    path: undefined,
    'if-no-files-found': 'warn',
    'retention-days': '',
    'compression-level': '6',
    overwrite: 'false',
    'include-hidden-files': 'false',
  },
  async run(ctx) {
    const { inputs } = ctx;
    const name = inputs.name || 'artifact';
    if (!inputs.path) throw new ActionFailed('Input required and not supplied: path');
    for (const c of INVALID_NAME)
      if (name.includes(c))
        throw new ActionFailed(
          `The artifact name is not valid: ${name}. Contains the following character:  ${JSON.stringify(c)}\n          \nInvalid characters include:  ${INVALID_NAME.map((x) => JSON.stringify(x)).join(',')}\n          \nThese characters are not allowed in the artifact name due to limitations with certain file systems such as NTFS. To maintain file system agnostic behavior, these characters are intentionally not allowed to prevent potential problems with downloads on different file systems.`,
        );
    const noFiles = inputs['if-no-files-found'] || 'warn';
    if (!['warn', 'error', 'ignore'].includes(noFiles))
      throw new ActionFailed(
        `Unexpected input provided for if-no-files-found: ${noFiles}. Available options are warn,error,ignore`,
      );
    const overwrite = bool(inputs.overwrite || 'false', 'overwrite');
    const hidden = bool(inputs['include-hidden-files'] || 'false', 'include-hidden-files');
    const lines = inputs.path.split('\n').map((l) => (l.trim().startsWith('!') ? l : l.trim()));
    const expanded = lines.map((l) =>
      l.startsWith('!') ? `!${expandPath(l.slice(1).trim(), ctx)}` : l ? expandPath(l, ctx) : '',
    );
    const { files, searchPaths } = globFiles(expanded, ctx.workspace, hidden);
    const denied = unreadable(files, ctx);
    if (denied.length > 0) throw new ActionFailed(`EACCES: permission denied, open '${denied[0]}'`);
    if (files.length === 0) {
      const msg = `No files were found with the provided path: ${inputs.path}. No artifacts will be uploaded.`;
      if (noFiles === 'error') throw new ActionFailed(msg);
      if (noFiles === 'warn') ctx.warning(msg);
      else ctx.log(msg);
      return;
    }
    const root =
      searchPaths.length > 1
        ? commonAncestor(searchPaths)
        : files.length === 1 && searchPaths[0] === files[0]
          ? dirname(files[0]!)
          : searchPaths[0]!;
    ctx.log(
      `With the provided path, there will be ${files.length} file${files.length === 1 ? '' : 's'} uploaded`,
    );
    ctx.log('Artifact name is valid!');
    ctx.log('Root directory input is valid!');
    const existing = ctx.artifacts.find(ctx.runId, name);
    if (existing) {
      if (!overwrite)
        throw new ActionFailed(
          'Failed to CreateArtifact: Received non-retryable error: Failed request: (409) Conflict: an artifact with this name already exists on the workflow run',
        );
      ctx.log(`Artifact '${name}' (ID: ${existing.id}) deleted`);
      ctx.artifacts.delete(existing);
    }
    const days = inputs['retention-days'] ? Number.parseInt(inputs['retention-days'], 10) : 90;
    if (Number.isNaN(days)) throw new ActionFailed('Invalid retention, must be a valid number');
    const info = ctx.artifacts.add(
      { name, runId: ctx.runId, attempt: ctx.attempt, job: ctx.jobId, retentionDays: days },
      root,
      files,
    );
    ctx.log(
      `Artifact ${name} has been successfully uploaded! Final size is ${info.size} bytes. Artifact ID is ${info.id}`,
    );
    const id = info.serverId ?? info.id;
    ctx.setOutput('artifact-id', String(id));
    ctx.setOutput(
      'artifact-url',
      `${ctx.serverUrl}/${ctx.repository}/actions/runs/${ctx.runId}/artifacts/${id}`,
    );
    ctx.setOutput('artifact-digest', info.digest);
  },
};

const NOT_FOUND_FAQ =
  'Please ensure that your artifact is not expired and the artifact was uploaded using a compatible version of toolkit/upload-artifact.\n        For more information, visit the GitHub Artifacts FAQ: https://github.com/actions/toolkit/blob/main/packages/artifact/docs/faq.md';

const downloadArtifact: BuiltinAction = {
  inputs: {
    name: undefined,
    'artifact-ids': undefined,
    path: undefined,
    pattern: undefined,
    'merge-multiple': 'false',
    'github-token': undefined,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
    repository: '${{ github.repository }}',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
    'run-id': '${{ github.run_id }}',
  },
  async run(ctx) {
    const { inputs } = ctx;
    const fail = (message: string) => new ActionFailed(`Unable to download artifact(s): ${message}`);
    const merge = bool(inputs['merge-multiple'] || 'false', 'merge-multiple');
    const dest = expandPath(inputs.path || '', ctx);
    if (inputs.repository && inputs.repository !== ctx.repository)
      throw new Error(`runner emulation: download-artifact from another repository (${inputs.repository})`);
    if (inputs['artifact-ids'])
      throw new Error('runner emulation: download-artifact artifact-ids is not modelled');
    let candidates: ArtifactInfo[];
    const token = inputs['github-token'];
    if (token) {
      // With a token the action uses the public REST API for run `run-id`: the token needs
      // actions:read there (the server, when attached, enforces the token's scopes).
      const runId = Number(inputs['run-id']);
      if (!Number.isInteger(runId) || runId <= 0) throw fail(`Invalid run-id: ${inputs['run-id']}`);
      if (ctx.api) {
        const q = new URLSearchParams({ per_page: '100' });
        if (inputs.name) q.set('name', inputs.name);
        const res = await fetch(
          `${ctx.apiUrl}/repos/${ctx.repository}/actions/runs/${runId}/artifacts?${q}`,
          { headers: { authorization: `token ${token}`, accept: 'application/vnd.github+json' } },
        );
        const body = (await res.json()) as { message?: string; artifacts?: Array<{ id: number }> };
        if (!res.ok) throw fail(body.message ?? `HTTP ${res.status}`);
        candidates = (body.artifacts ?? [])
          .map((a) => ctx.artifacts.byServerId(a.id))
          .filter((a): a is ArtifactInfo => a !== undefined);
      } else candidates = ctx.artifacts.list(runId);
    } else {
      // Without a token: the runtime API of the current run only (`run-id` is not used).
      candidates = ctx.artifacts.list(ctx.runId);
    }
    let chosen: ArtifactInfo[];
    if (inputs.name) {
      const hit = candidates.filter((a) => a.name === inputs.name).sort((a, b) => b.id - a.id)[0];
      if (!hit) throw fail(`Artifact not found for name: ${inputs.name}\n        ${NOT_FOUND_FAQ}`);
      chosen = [hit];
      ctx.log(`Found named artifact '${hit.name}' (ID: ${hit.id}, Size: ${hit.size})`);
      makeDirOwned(dirname(dest), ctx);
      cpSync(hit.dir, dest, { recursive: true });
    } else {
      chosen = candidates.filter((a) => !inputs.pattern || nameMatches(inputs.pattern, a.name));
      ctx.log(`Found ${chosen.length} artifact(s)`);
      makeDirOwned(dirname(dest), ctx);
      // As actions/download-artifact does (src/download-artifact.ts): a folder per artifact,
      // except with merge-multiple, or when the pattern matched exactly one artifact, which
      // goes straight into the path.
      for (const a of chosen)
        cpSync(a.dir, merge || chosen.length === 1 ? dest : join(dest, a.name), { recursive: true });
    }
    makeDirOwned(dest, ctx, dest);
    ctx.log(`Total of ${chosen.length} artifact(s) downloaded`);
    ctx.log('Download artifact has finished successfully');
    ctx.setOutput('download-path', dest);
  },
};

// ---------------------------------------------------------------------------------------------
// actions/checkout
// ---------------------------------------------------------------------------------------------

function gitIn(
  cwd: string,
  env: Record<string, string>,
  args: string[],
  signal: AbortSignal,
  user?: { uid: number; gid: number },
) {
  return new Promise<string>((resolvePromise, reject) => {
    const opts = { cwd, env, signal, maxBuffer: 64 * 1024 * 1024, ...user };
    execFile('git', args, opts, (err, stdout, stderr) => {
      if (err)
        reject(new ActionFailed(`The process '/usr/bin/git' failed with exit code ${err.code}\n${stderr}`));
      else resolvePromise(`${stdout}`);
    });
  });
}

const checkout: BuiltinAction = {
  inputs: {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
    repository: '${{ github.repository }}',
    ref: undefined,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
    token: '${{ github.token }}',
    'ssh-key': undefined,
    'ssh-known-hosts': undefined,
    'ssh-strict': 'true',
    'ssh-user': 'git',
    'persist-credentials': 'true',
    path: undefined,
    clean: 'true',
    filter: undefined,
    'sparse-checkout': undefined,
    'sparse-checkout-cone-mode': 'true',
    'fetch-depth': '1',
    'fetch-tags': 'false',
    'show-progress': 'true',
    lfs: 'false',
    submodules: 'false',
    'set-safe-directory': 'true',
    'github-server-url': undefined,
  },
  async run(ctx) {
    const { inputs } = ctx;
    if (inputs.repository && inputs.repository.toLowerCase() !== ctx.repository.toLowerCase())
      throw new Error(
        `runner emulation: checkout of another repository (${inputs.repository}) is not modelled`,
      );
    if (inputs['sparse-checkout'] || inputs.filter || inputs['ssh-key'])
      throw new Error('runner emulation: checkout sparse-checkout, filter and ssh-key are not modelled');
    if (inputs.submodules && inputs.submodules !== 'false')
      throw new Error('runner emulation: checkout submodules are not modelled');
    const persist = bool(inputs['persist-credentials'] || 'true', 'persist-credentials');
    const fetchTags = bool(inputs['fetch-tags'] || 'false', 'fetch-tags');
    const depth = Math.max(0, Number.parseInt(inputs['fetch-depth'] || '1', 10) || 0);
    const path = resolve(ctx.workspace, inputs.path || '.');
    if (path !== ctx.workspace && !path.startsWith(`${ctx.workspace}/`))
      throw new ActionFailed(`Repository path '${path}' is not under '${ctx.workspace}'`);
    if (existsSync(path) && !statSync(path).isDirectory())
      throw new ActionFailed(`'${path}' is not a directory`);
    if (existsSync(join(path, '.git')) || (existsSync(path) && path !== ctx.workspace)) {
      ctx.log(`Deleting the contents of '${path}'`);
      rmSync(path, { recursive: true, force: true });
    }
    makeDirOwned(path, ctx, path);

    // The ref and commit: `ref` when given (a sha goes to commit), else the triggering ref and sha.
    let ref = inputs.ref ?? '';
    let commit = '';
    if (!ref) {
      ref = ctx.ref;
      commit = ctx.sha;
    } else if (/^[0-9a-fA-F]{40}$/.test(ref)) {
      commit = ref;
      ref = '';
    }

    const env: Record<string, string> = {
      PATH: ctx.env.PATH ?? process.env.PATH ?? '',
      HOME: ctx.env.HOME ?? homedir(),
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_TERMINAL_PROMPT: '0',
    };
    const git = async (...args: string[]) => {
      ctx.log(`[command]/usr/bin/git ${args.join(' ')}`);
      const out = await gitIn(path, env, args, ctx.signal, ctx.user);
      for (const line of out.split('\n')) if (line) ctx.log(line);
      return out;
    };
    const url = /^[a-z]+:\/\//.test(ctx.remote) ? ctx.remote : `file://${resolve(ctx.remote)}`;
    await git('init', '--quiet', path);
    await git('remote', 'add', 'origin', url);
    await git('config', '--local', 'gc.auto', '0');
    // The token travels as an http.extraheader for the fetch (what persist-credentials keeps).
    const server = /^https?:\/\//.test(url)
      ? `${new URL(url).origin}/`
      : `${inputs['github-server-url'] || ctx.serverUrl}/`;
    const headerKey = `http.${server}.extraheader`;
    if (inputs.token) {
      const basic = Buffer.from(`x-access-token:${inputs.token}`).toString('base64');
      // As actions/checkout's git-auth-helper does: a placeholder through `git config`, then the
      // real value written into .git/config directly, so the token is on no command line.
      const placeholder = `AUTHORIZATION: basic ***`;
      await gitIn(path, env, ['config', '--local', headerKey, placeholder], ctx.signal, ctx.user);
      const configPath = join(path, '.git', 'config');
      writeFileSync(
        configPath,
        readFileSync(configPath, 'utf8').replace(placeholder, `AUTHORIZATION: basic ${basic}`),
      );
    }

    // Fetch: all branches and tags with fetch-depth 0, else only the ref, shallow.
    const refSpec = (): string[] => {
      const upper = ref.toUpperCase();
      if (commit) {
        if (upper.startsWith('REFS/HEADS/'))
          return [`+${commit}:refs/remotes/origin/${ref.slice('refs/heads/'.length)}`];
        if (upper.startsWith('REFS/PULL/'))
          return [`+${commit}:refs/remotes/pull/${ref.slice('refs/pull/'.length)}`];
        if (upper.startsWith('REFS/TAGS/')) return [`+${commit}:${ref}`];
        return [commit];
      }
      if (!upper.startsWith('REFS/'))
        return [`+refs/heads/${ref}*:refs/remotes/origin/${ref}*`, `+refs/tags/${ref}*:refs/tags/${ref}*`];
      if (upper.startsWith('REFS/HEADS/'))
        return [`+${ref}:refs/remotes/origin/${ref.slice('refs/heads/'.length)}`];
      if (upper.startsWith('REFS/PULL/'))
        return [`+${ref}:refs/remotes/pull/${ref.slice('refs/pull/'.length)}`];
      return [`+${ref}:${ref}`];
    };
    if (depth <= 0) {
      await git(
        '-c',
        'protocol.version=2',
        'fetch',
        '--prune',
        '--no-recurse-submodules',
        'origin',
        '+refs/heads/*:refs/remotes/origin/*',
        '+refs/tags/*:refs/tags/*',
      );
      if (commit) {
        const has = await gitIn(path, env, ['cat-file', '-t', commit], ctx.signal, ctx.user).catch(() => '');
        if (!has.trim())
          await git('fetch', '--no-tags', '--prune', '--no-recurse-submodules', 'origin', ...refSpec());
      }
    } else {
      await git(
        '-c',
        'protocol.version=2',
        'fetch',
        ...(fetchTags ? [] : ['--no-tags']),
        '--prune',
        '--no-recurse-submodules',
        `--depth=${depth}`,
        'origin',
        ...refSpec(),
      );
    }

    // Checkout, as ref-helper's getCheckoutInfo.
    const exists = async (r: string) =>
      (
        await gitIn(path, env, ['rev-parse', '--verify', '--quiet', r], ctx.signal, ctx.user).catch(() => '')
      ).trim() !== '';
    let checkoutRef: string;
    let startPoint = '';
    const upper = ref.toUpperCase();
    if (!ref) checkoutRef = commit;
    else if (upper.startsWith('REFS/HEADS/')) {
      const branch = ref.slice('refs/heads/'.length);
      checkoutRef = branch;
      startPoint = `refs/remotes/origin/${branch}`;
    } else if (upper.startsWith('REFS/PULL/'))
      checkoutRef = `refs/remotes/pull/${ref.slice('refs/pull/'.length)}`;
    else if (upper.startsWith('REFS/')) checkoutRef = commit || ref;
    else if (await exists(`refs/remotes/origin/${ref}`)) {
      checkoutRef = ref;
      startPoint = `refs/remotes/origin/${ref}`;
    } else if (await exists(`refs/tags/${ref}`)) checkoutRef = `refs/tags/${ref}`;
    else throw new ActionFailed(`A branch or tag with the name '${ref}' could not be found`);
    if (startPoint) await git('checkout', '--progress', '--force', '-B', checkoutRef, startPoint);
    else await git('checkout', '--progress', '--force', checkoutRef);

    if (!persist)
      await gitIn(path, env, ['config', '--local', '--unset-all', headerKey], ctx.signal, ctx.user).catch(
        () => '',
      );
    const head = (await gitIn(path, env, ['rev-parse', 'HEAD'], ctx.signal, ctx.user)).trim();
    ctx.setOutput('ref', ref);
    ctx.setOutput('commit', head);
  },
};

function setup(
  name: string,
  inputs: Record<string, string | undefined>,
  outputs: Record<string, string> = {},
) {
  return {
    inputs,
    async run(ctx: BuiltinContext) {
      ctx.log(`runner emulation: ${name} is a no-op; the tools on PATH are used as they are`);
      for (const [k, v] of Object.entries(outputs)) ctx.setOutput(k, v);
    },
  } satisfies BuiltinAction;
}

/** Built-in actions by `owner/name` (the ref after `@` is checked separately). */
export const BUILTIN_ACTIONS: Record<string, BuiltinAction> = {
  'actions/checkout': checkout,
  'actions/upload-artifact': uploadArtifact,
  'actions/download-artifact': downloadArtifact,
  'actions/setup-node': setup(
    'actions/setup-node',
    {
      'node-version': undefined,
      'node-version-file': undefined,
      architecture: undefined,
      'check-latest': 'false',
      'registry-url': undefined,
      scope: undefined,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
      token: "${{ github.server_url == 'https://github.com' && github.token || '' }}",
      cache: undefined,
      'package-manager-cache': 'true',
      'cache-dependency-path': undefined,
      mirror: undefined,
      'mirror-token': undefined,
      'always-auth': 'false',
    },
    { 'node-version': process.version, 'cache-hit': 'false' },
  ),
  'actions/setup-python': setup('actions/setup-python', {
    'python-version': undefined,
    'python-version-file': undefined,
    cache: undefined,
    architecture: undefined,
    'check-latest': 'false',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
    token: "${{ github.server_url == 'https://github.com' && github.token || '' }}",
    'cache-dependency-path': undefined,
    'update-environment': 'true',
    'allow-prereleases': 'false',
    freethreaded: 'false',
    'pip-version': undefined,
    'pip-install': undefined,
  }),
  'actions/setup-go': setup('actions/setup-go', {
    'go-version': undefined,
    'go-version-file': undefined,
    'check-latest': 'false',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
    token: "${{ github.server_url == 'https://github.com' && github.token || '' }}",
    cache: 'true',
    'cache-dependency-path': undefined,
    architecture: undefined,
  }),
};

/** Versions whose semantics are modelled (v3 artifact actions are refused on GitHub since 2025). */
export function builtinVersionProblem(name: string, ref: string): string | undefined {
  const major = /^v(\d+)/.exec(ref)?.[1];
  if (major === undefined) return undefined; // a sha or a branch: taken as the modelled version
  const n = Number(major);
  if ((name === 'actions/upload-artifact' || name === 'actions/download-artifact') && n < 4)
    return `This request has been automatically failed because it uses a deprecated version of \`${name}: ${ref}\`. Learn more: https://github.blog/changelog/2024-04-16-deprecation-notice-v3-of-the-artifact-actions/`;
  if (name === 'actions/checkout' && n < 4) return `${name}@${ref}: only v4 and later are modelled`;
  return undefined;
}
