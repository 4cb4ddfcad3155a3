// The files `ralph init` reads and creates: the project as detection reads it (paths relative to
// the root), its markdown specs, and a file created only where none exists.
import { existsSync, linkSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProjectReader } from '../core/detect/index.js';

/** The project as detection reads it: paths relative to the root. */
export function projectReader(root: string): ProjectReader {
  return {
    list: (dir = '') => {
      try {
        return readdirSync(join(root, dir));
      } catch {
        return [];
      }
    },
    read: (path) => {
      try {
        return readFileSync(join(root, path), 'utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * Creates a file that must not exist yet, atomically: written to a temp file, then hard-linked
 * into place (which fails rather than replace a file). False when the file already exists.
 */
export function createFile(path: string, data: string): boolean {
  const tmp = `${path}.${process.pid}.${Date.now().toString(36)}.tmp`;
  writeFileSync(tmp, data, { flag: 'wx' });
  try {
    linkSync(tmp, path);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    // A file system without hard links: exclusive create, the next best thing.
    try {
      writeFileSync(path, data, { flag: 'wx' });
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw e;
    }
  } finally {
    rmSync(tmp, { force: true });
  }
}

/** The markdown specs in `specs/`, sorted: plan mode turns them into tasks. */
export function markdownSpecs(root: string): string[] {
  return existsSync(join(root, 'specs'))
    ? readdirSync(join(root, 'specs'))
        .filter((f) => f.endsWith('.md'))
        .sort()
    : [];
}

/** A file's text, or undefined when it cannot be read. */
export function readIfExists(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
