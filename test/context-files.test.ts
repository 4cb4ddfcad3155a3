import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { linkSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepoReader, secretNameReason } from '../src/adapters/context-files.js';
import type { Plan } from '../src/core/plan/plan.js';
import { generateTaskPrompt } from '../src/core/prompt/prompt.js';
import { cliEnv, REPO_ROOT } from './plan-fixtures.js';

let base: string;
let root: string;
let outside: string;

function write(path: string, data: string | Buffer): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, data);
}

// Built at run time so that no source file holds a private key header as a line.
const KEY_HEADER = ['-----BEGIN', 'OPENSSH PRIVATE', 'KEY-----'].join(' ');

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'ralph-ctx-'));
  root = join(base, 'repo');
  outside = join(base, 'outside');
  write(join(outside, 'secret.txt'), 'the outside world\n');
  mkdirSync(join(outside, 'dir'), { recursive: true });
  write(join(root, 'README.md'), '# Repo\n');
  write(join(root, 'src/a.ts'), 'export const a = 1;\n');
  write(join(root, '.env.local'), 'TOKEN=abc\n');
  write(join(root, '.env'), 'TOKEN=abc\n');
  write(join(root, 'certs/server.pem'), 'cert\n');
  write(join(root, 'notes/deploy.txt'), `how to deploy\n${KEY_HEADER}\nAAAA\n`);
  write(join(root, 'img/logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1, 2, 3]));
  write(join(root, 'big.txt'), `${'é'.repeat(3000)}`); // 6,000 bytes of two-byte characters
  write(join(root, 'docs/b.md'), 'B\n');
  write(join(root, 'docs/a.md'), 'A\n');
  write(join(root, 'docs/sub/c.md'), 'C\n');
  write(join(root, 'docs/node_modules/x/index.js'), 'x\n');
  write(join(root, 'docs/.git/config'), '[core]\n');
  for (let i = 0; i < 7; i++) write(join(root, `many/f${i}.md`), `${i}\n`);
  symlinkSync(join(outside, 'secret.txt'), join(root, 'link-out.txt'));
  symlinkSync(join(outside, 'dir'), join(root, 'dir-out'));
  symlinkSync(join(root, 'src/a.ts'), join(root, 'link-in.ts'));
  symlinkSync(join(root, '.env'), join(root, 'harmless.txt'));
  symlinkSync(join(outside, 'secret.txt'), join(root, 'docs/zz-out.md'));
});

afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});

describe('createRepoReader', () => {
  it('reads a file inside the repository', () => {
    const reader = createRepoReader(root);
    expect(reader.read('src/a.ts')).toEqual({ kind: 'ok', text: 'export const a = 1;\n', bytes: 20 });
    expect(reader.read('./src//a.ts')).toMatchObject({ kind: 'ok', text: 'export const a = 1;\n' });
    expect(reader.read('link-in.ts')).toMatchObject({ kind: 'ok', text: 'export const a = 1;\n' });
  });

  it('says when a file does not exist', () => {
    expect(createRepoReader(root).read('src/nope.ts')).toEqual({ kind: 'missing' });
  });

  it('refuses paths that leave the repository', () => {
    const reader = createRepoReader(root);
    for (const p of ['../outside/secret.txt', 'src/../../outside/secret.txt', 'src\\..\\..\\x']) {
      expect(reader.read(p)).toMatchObject({ kind: 'refused', reason: expect.stringContaining('..') });
    }
    for (const p of [join(outside, 'secret.txt'), '/etc/passwd', 'C:\\Windows\\win.ini', '~/.bashrc']) {
      expect(reader.read(p)).toMatchObject({ kind: 'refused', reason: expect.stringContaining('absolute') });
    }
  });

  it('refuses a symlink that leads outside', () => {
    const reader = createRepoReader(root);
    expect(reader.read('link-out.txt')).toEqual({
      kind: 'refused',
      reason: 'a symlink that leads outside the repository',
    });
    expect(reader.read('dir-out/anything')).toMatchObject({ kind: 'refused' });
    expect(reader.list?.('dir-out')).toBeUndefined();
  });

  it('refuses secrets files and private keys', () => {
    const reader = createRepoReader(root);
    expect(reader.read('.env.local')).toMatchObject({
      kind: 'refused',
      reason: expect.stringContaining('.env'),
    });
    expect(reader.read('.env')).toMatchObject({ kind: 'refused' });
    expect(reader.read('certs/server.pem')).toMatchObject({ kind: 'refused' });
    expect(reader.read('harmless.txt')).toMatchObject({ kind: 'refused' }); // a symlink to .env
    expect(reader.read('notes/deploy.txt')).toEqual({ kind: 'refused', reason: 'holds a private key' });
    expect(reader.read('.git/config')).toMatchObject({ kind: 'refused' });
    for (const name of ['id_rsa', 'id_ed25519.pub', '.npmrc', '.netrc', 'a.key', 'b.P12', 'c.pfx', '.ENV']) {
      expect(secretNameReason(name), name).toBeDefined();
    }
    expect(secretNameReason('environment.md')).toBeUndefined();
  });

  it('refuses binary files and directories given as files', () => {
    const reader = createRepoReader(root);
    expect(reader.read('img/logo.png')).toEqual({ kind: 'refused', reason: 'a binary file' });
    expect(reader.read('docs')).toEqual({ kind: 'refused', reason: 'a directory' });
  });

  it('cuts a file at the per-file cap on a character boundary', () => {
    const reader = createRepoReader(root, { maxFileBytes: 1001 });
    const r = reader.read('big.txt');
    expect(r).toMatchObject({ kind: 'ok', bytes: 6000, truncatedBytes: 5000 });
    if (r.kind === 'ok') expect(r.text).toBe('é'.repeat(500));
  });

  it('expands a directory into its files, sorted, skipping .git and node_modules', () => {
    const reader = createRepoReader(root);
    expect(reader.list?.('docs')).toEqual({
      files: ['docs/a.md', 'docs/b.md', 'docs/sub/c.md', 'docs/zz-out.md'],
      omitted: 0,
    });
    expect(reader.list?.('docs/')).toEqual(reader.list?.('docs'));
    expect(reader.list?.('src/a.ts')).toBeUndefined();
    expect(reader.list?.('nope')).toBeUndefined();
    expect(reader.list?.('../outside')).toBeUndefined();
    expect(createRepoReader(root, { maxDirFiles: 3 }).list?.('many')).toEqual({
      files: ['many/f0.md', 'many/f1.md', 'many/f2.md'],
      omitted: 4,
    });
  });

  it('feeds a prompt: a directory knowledge path, a refused link and a missing file', () => {
    const plan: Plan = {
      features: [{ name: 'docs', knowledgePaths: ['docs'] }],
      specs: [
        {
          id: 's',
          tasks: [
            {
              id: 't',
              description: 'Write docs.',
              status: 'pending',
              feature: 'docs',
              contextFiles: ['.env.local', 'src/a.ts', 'src/gone.ts', '../outside/secret.txt'],
            },
          ],
        },
      ],
    };
    const prompt = generateTaskPrompt(plan, 't', createRepoReader(root));
    expect(prompt).toContain('### docs/a.md\n\n```md\nA\n```');
    expect(prompt).toContain('### docs/sub/c.md');
    expect(prompt).toContain('(not included: docs/zz-out.md: a symlink that leads outside the repository)');
    expect(prompt).toContain('(not included: .env.local: an environment file (.env*) may hold secrets)');
    expect(prompt).toContain('### src/a.ts');
    expect(prompt).toContain('(listed but does not exist: src/gone.ts)');
    expect(prompt).toContain('(not included: ../outside/secret.txt: a path with ".."');
    expect(prompt).not.toContain('the outside world');
    expect(prompt).not.toContain('TOKEN=abc');
  });
});

// --- secrets by name, and files that are not plain files (docs/ARCHITECTURE.md#trust) ----------------------------

/** A plan of one task that lists these context files. */
function planListing(contextFiles: string[]): Plan {
  return {
    version: 1,
    specs: [{ id: 's', tasks: [{ id: 't', description: 'Do it.', status: 'pending', contextFiles }] }],
  } as Plan;
}

/**
 * Opens these FIFOs for writing after a while, from another process, so that a reader blocked
 * in open() (the bug) comes back and the test fails on its clock instead of hanging the run.
 */
function rescueFifos(paths: string[], afterMs = 1500): ChildProcess {
  const script = `setTimeout(() => {
    const fs = require('node:fs');
    for (const p of process.argv.slice(1)) fs.openSync(p, 'r+');
    setTimeout(() => {}, 5000);
  }, ${afterMs});`;
  return spawn(process.execPath, ['-e', script, ...paths], { stdio: 'ignore' });
}

/** Runs `fn`, with the FIFOs rescued if it blocks on one; fails when it took more than `maxMs`. */
function fast<T>(fifos: string[], fn: () => T, maxMs = 1000): T {
  const rescuer = rescueFifos(fifos);
  const started = Date.now();
  try {
    return fn();
  } finally {
    rescuer.kill();
    expect(Date.now() - started, 'blocked on a FIFO').toBeLessThan(maxMs);
  }
}

describe('createRepoReader: secrets by name and special files', () => {
  let sbase: string;
  let sroot: string;
  let souter: string;
  let server: Server;
  let haveDevice = false;
  const SECRET = 'SECRET-VALUE-42';

  /** Refused names (each a real file holding SECRET) and a piece of the reason each must give. */
  const REFUSED: Array<[string, RegExp]> = [
    // the red team's finds
    ['credentials.json', /credentials file/],
    ['aws/credentials', /credentials file/],
    ['.kube/config', /inside \.kube\/ \(Kubernetes credentials\)/],
    ['.yarnrc.yml', /package registry.*token/],
    ['secrets.yaml', /store of secrets/],
    // cloud credentials
    ['credentials', /credentials file/],
    ['Credentials.JSON', /credentials file/],
    ['config/gcp/application_default_credentials.json', /Google Cloud credentials/],
    ['deploy/ci-sa.json', /service-account/],
    ['deploy/service-account-prod.json', /service-account/],
    ['client_secret_123.apps.googleusercontent.com.json', /OAuth client secret/],
    ['gha-creds-0123abcd.json', /cloud credentials file written by a GitHub auth action/],
    ['keys/prod_sa-key.json', /service-account key/],
    ['.boto', /cloud storage credentials/],
    ['.s3cfg', /cloud storage credentials/],
    ['accessTokens.json', /Azure/],
    ['azureProfile.json', /Azure/],
    // kube config
    ['kubeconfig', /kubeconfig/],
    ['clusters/prod.kubeconfig', /kubeconfig/],
    ['kubeconfig.yaml', /kubeconfig/],
    ['deploy/.KUBE/config', /inside \.KUBE\/ \(Kubernetes credentials\)/],
    // package registry and container tokens
    ['.npmrc', /package registry.*token/],
    ['.yarnrc', /package registry.*token/],
    ['.pypirc', /package registry.*token/],
    ['.cargo/credentials', /credentials file/],
    ['.cargo/credentials.toml', /credentials file/],
    ['.gem/credentials', /credentials file/],
    ['.docker/config.json', /inside \.docker\/ \(Docker registry credentials\)/],
    ['.dockercfg', /Docker registry credentials/],
    // secrets.* and kin: data files named after secrets
    ['secrets', /store of secrets/],
    ['secrets.yml', /store of secrets/],
    ['secrets.json', /store of secrets/],
    ['secrets.env', /store of secrets/],
    ['secrets.toml', /store of secrets/],
    ['secrets.ini', /store of secrets/],
    ['secrets.txt', /store of secrets/],
    ['SECRETS.YAML', /store of secrets/],
    ['config/prod.secrets.yaml', /store of secrets/],
    ['config/secret.json', /store of secrets/],
    ['config/db-credentials.json', /store of secrets/],
    ['passwords.txt', /store of secrets/],
    ['config/secrets/prod.yaml', /inside secrets\/, a directory named like a store of secrets/],
    // tokens, state and login files
    ['.vault-token', /Vault token/],
    ['infra/terraform.tfstate', /Terraform state/],
    ['infra/terraform.tfstate.backup', /Terraform state/],
    ['infra/prod.tfvars', /Terraform variables/],
    ['infra/prod.auto.tfvars.json', /Terraform variables/],
    ['.terraformrc', /Terraform CLI config/],
    ['.htpasswd', /credentials file/],
    ['.netrc', /credentials file/],
    ['_netrc', /credentials file/],
    ['.git-credentials', /credentials file/],
    ['.my.cnf', /credentials file/],
    ['.envrc', /environment file/],
    // credential directories
    ['.gnupg/gpg.conf', /inside \.gnupg\/ \(GnuPG keys\)/],
    ['.ssh/config', /inside \.ssh\/ \(SSH keys\)/],
    ['.gcloud/settings.json', /inside \.gcloud\/ \(Google Cloud credentials\)/],
    ['gcloud/configurations/config_default', /inside gcloud\/ \(Google Cloud credentials\)/],
    ['.config/gcloud/properties', /inside gcloud\/ \(Google Cloud credentials\)/],
    ['legacy_credentials/me@example.com/adc.json', /Google Cloud credentials/],
    ['.azure/config', /inside \.azure\/ \(Azure CLI credentials\)/],
    ['.config/gh/hosts.yml', /inside \.config\/gh\/ \(GitHub CLI tokens\)/],
  ];
  /** Code and docs named after the concept: read. */
  const ALLOWED = [
    'src/secrets.ts',
    'src/secrets-manager.ts',
    'src/secrets/index.ts',
    'docs/credentials.md',
    'docs/secrets.md',
    'test/secrets.test.ts',
    'infra/secrets.tf',
    'fixtures/secret-santa.json',
    'fixtures/credentials-schema.json',
    'src/kube/client.ts',
    'locales/ar-SA.json',
  ];

  beforeAll(async () => {
    sbase = mkdtempSync(join(tmpdir(), 'ralph-ctx-sec-'));
    sroot = join(sbase, 'repo');
    souter = join(sbase, 'outside');
    mkdirSync(join(sroot, '.git'), { recursive: true });
    for (const [path] of REFUSED) write(join(sroot, path), `${SECRET}\n`);
    for (const path of ALLOWED) write(join(sroot, path), `about ${path}\n`);
    write(join(sroot, 'README.md'), '# Repo\n');
    // Hard links: to a file outside the repository, and two names inside it.
    write(join(souter, 'private.txt'), `${SECRET} outside\n`);
    linkSync(join(souter, 'private.txt'), join(sroot, 'notes.txt'));
    write(join(sroot, 'docs/a.md'), 'A\n');
    linkSync(join(sroot, 'docs/a.md'), join(sroot, 'docs/a-copy.md'));
    // FIFOs: named, behind a symlink, inside a directory; a socket; symlinks to devices.
    execFileSync('mkfifo', [join(sroot, 'pipe.md')]);
    symlinkSync(join(sroot, 'pipe.md'), join(sroot, 'pipe-link.md'));
    write(join(sroot, 'specials/ok.md'), 'fine\n');
    execFileSync('mkfifo', [join(sroot, 'specials/fifo.md')]);
    symlinkSync('/dev/zero', join(sroot, 'specials/zero.txt'));
    symlinkSync('/dev/urandom', join(sroot, 'specials/urandom.txt'));
    linkSync(join(souter, 'private.txt'), join(sroot, 'specials/hard.md'));
    write(join(sroot, 'specials/.ssh/id_ed25519'), `${SECRET}\n`);
    write(join(sroot, 'specials/credentials.json'), `${SECRET}\n`);
    server = createServer();
    await new Promise<void>((done) => server.listen(join(sroot, 'specials/sock'), done));
    try {
      execFileSync('mknod', [join(sroot, 'zero-device'), 'c', '1', '5'], { stdio: 'ignore' });
      haveDevice = true;
    } catch {
      // not root: no device node of our own
    }
  });

  afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()));
    rmSync(sbase, { recursive: true, force: true });
  });

  it.each(REFUSED)('refuses %s by its name', (path, reason) => {
    expect(createRepoReader(sroot).read(path)).toEqual({
      kind: 'refused',
      reason: expect.stringMatching(reason),
    });
  });

  it('reads code and docs named after secrets', () => {
    const reader = createRepoReader(sroot);
    for (const path of ALLOWED)
      expect(reader.read(path), path).toMatchObject({ kind: 'ok', text: `about ${path}\n` });
    expect(reader.list?.('src/secrets')).toEqual({ files: ['src/secrets/index.ts'], omitted: 0 });
    for (const name of [
      'secrets.ts',
      'secrets-manager.ts',
      'credentials.md',
      'secret-santa.json',
      'environment.md',
    ])
      expect(secretNameReason(name), name).toBeUndefined();
  });

  it('puts every refused name in the prompt with its reason, and none of their contents', () => {
    const paths = REFUSED.map(([path]) => path);
    const prompt = generateTaskPrompt(planListing(paths), 't', createRepoReader(sroot));
    for (const [path, reason] of REFUSED) {
      const line = prompt.split('\n').find((l) => l.startsWith(`(not included: ${path}: `));
      expect(line, path).toMatch(reason);
    }
    expect(prompt).not.toContain(SECRET);
  });

  it('refuses a hard link to a file outside the repository', () => {
    expect(createRepoReader(sroot).read('notes.txt')).toEqual({
      kind: 'refused',
      reason:
        'a file with 3 hard links: another of its names may lie outside the repository, so it is not read',
    });
  });

  it('refuses a hard link inside the repository too: its link count says nothing of where the others are', () => {
    const reader = createRepoReader(sroot);
    for (const path of ['docs/a.md', 'docs/a-copy.md'])
      expect(reader.read(path), path).toEqual({
        kind: 'refused',
        reason: expect.stringMatching(/^a file with 2 hard links: another of its names may lie outside/),
      });
  });

  it('refuses a FIFO without opening it, named or behind a symlink', { timeout: 5000 }, () => {
    const reader = createRepoReader(sroot);
    const fifo = join(sroot, 'pipe.md');
    const reason = 'a FIFO (named pipe), not a regular file; reading it could block';
    expect(fast([fifo], () => reader.read('pipe.md'))).toEqual({ kind: 'refused', reason });
    expect(fast([fifo], () => reader.read('pipe-link.md'))).toEqual({ kind: 'refused', reason });
    expect(fast([fifo], () => reader.list?.('pipe.md'))).toBeUndefined();
  });

  it('refuses a socket', () => {
    expect(createRepoReader(sroot).read('specials/sock')).toEqual({
      kind: 'refused',
      reason: 'a socket, not a regular file',
    });
  });

  it('refuses a symlink to /dev/zero or /dev/urandom', { timeout: 5000 }, () => {
    const reader = createRepoReader(sroot);
    for (const path of ['specials/zero.txt', 'specials/urandom.txt'])
      expect(reader.read(path), path).toEqual({
        kind: 'refused',
        reason: 'a symlink that leads outside the repository',
      });
  });

  it('refuses a device node inside the repository without opening it', (ctx) => {
    if (!haveDevice) ctx.skip();
    expect(createRepoReader(sroot).read('zero-device')).toEqual({
      kind: 'refused',
      reason: 'a character device, not a regular file',
    });
  });

  it('lists what a directory holds that is not read, so the prompt says why', { timeout: 5000 }, () => {
    const reader = createRepoReader(sroot);
    const fifo = join(sroot, 'specials/fifo.md');
    expect(reader.list?.('specials')).toEqual({
      files: [
        'specials/.ssh',
        'specials/credentials.json',
        'specials/fifo.md',
        'specials/hard.md',
        'specials/ok.md',
        'specials/sock',
        'specials/urandom.txt',
        'specials/zero.txt',
      ],
      omitted: 0,
    });
    const prompt = fast([fifo], () =>
      generateTaskPrompt(planListing(['specials']), 't', createRepoReader(sroot)),
    );
    expect(prompt).toContain('(not included: specials/.ssh: inside .ssh/ (SSH keys), which is never read)');
    expect(prompt).toContain('(not included: specials/credentials.json: a credentials file');
    expect(prompt).toContain(
      '(not included: specials/fifo.md: a FIFO (named pipe), not a regular file; reading it could block)',
    );
    expect(prompt).toContain('(not included: specials/hard.md: a file with 3 hard links');
    expect(prompt).toContain('### specials/ok.md\n\n```md\nfine\n```');
    expect(prompt).toContain('(not included: specials/sock: a socket, not a regular file)');
    expect(prompt).toContain(
      '(not included: specials/urandom.txt: a symlink that leads outside the repository)',
    );
    expect(prompt).toContain(
      '(not included: specials/zero.txt: a symlink that leads outside the repository)',
    );
    expect(prompt).not.toContain(SECRET);
  });

  it('ralph prompt on a plan that lists a FIFO and credentials.json exits 0 at once, both refused', {
    timeout: 30_000,
  }, async () => {
    const planPath = join(sroot, 'implementation.json');
    writeFileSync(planPath, JSON.stringify(planListing(['pipe.md', 'credentials.json', 'README.md'])));
    const run = promisify(execFile);
    const rescuer = rescueFifos([join(sroot, 'pipe.md')], 15_000); // a hang ends, and fails below
    const started = Date.now();
    try {
      // The CLI from source (tsx, resolved from the repository), not the bundle in dist/.
      const { stdout } = await run(
        process.execPath,
        ['--import', 'tsx', 'src/index.ts', 'prompt', 't', '--plan', planPath],
        { cwd: REPO_ROOT, env: cliEnv(), timeout: 25_000 },
      );
      expect(stdout).toContain(
        '(not included: pipe.md: a FIFO (named pipe), not a regular file; reading it could block)',
      );
      expect(stdout).toContain('(not included: credentials.json: a credentials file');
      expect(stdout).toContain('### README.md');
      expect(stdout).not.toContain(SECRET);
    } finally {
      rescuer.kill();
    }
    expect(Date.now() - started).toBeLessThan(12_000);
  });
});
