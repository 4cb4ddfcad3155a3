import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepoReader, secretNameReason } from '../src/adapters/context-files.js';
import type { Plan } from '../src/core/plan.js';
import { generateTaskPrompt } from '../src/core/prompt.js';

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
