import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findOnPath } from '../src/adapters/program-path.js';

const dir = mkdtempSync(join(tmpdir(), 'ralph-path-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function program(at: string, name: string, mode = 0o755): string {
  mkdirSync(at, { recursive: true });
  const file = join(at, name);
  writeFileSync(file, '#!/bin/sh\n');
  chmodSync(file, mode);
  return file;
}

describe('findOnPath', () => {
  const first = join(dir, 'first');
  const second = join(dir, 'second');
  const here = join(dir, 'here');
  program(second, 'tool');
  program(first, 'tool', 0o644); // not executable: passed over
  program(here, 'local');
  mkdirSync(join(first, 'folder'), { recursive: true });

  it('takes the first executable regular file, in PATH order', () => {
    expect(findOnPath('tool', [first, second].join(delimiter))).toBe(join(second, 'tool'));
    expect(findOnPath('folder', first)).toBeUndefined();
    expect(findOnPath('missing', [first, second].join(delimiter))).toBeUndefined();
  });

  it('reads an empty entry as the current directory, the one the program runs in (POSIX)', () => {
    for (const path of [
      `${first}${delimiter}`,
      `${delimiter}${first}`,
      `${first}${delimiter}${delimiter}${second}`,
    ])
      expect(findOnPath('local', path, here)).toBe(join(here, 'local'));
    expect(findOnPath('local', first, here)).toBeUndefined();
    expect(findOnPath('local', '', here)).toBe(join(here, 'local'));
  });

  it('takes a relative entry from that directory too', () => {
    expect(findOnPath('tool', 'second', dir)).toBe(join(second, 'tool'));
  });
});
