// The source reader: how an importer gets its files (the file system in the CLI, a map of
// strings in tests), so importers stay pure functions of file contents; and reading a file or a
// directory with an error that says which path failed and why.
import { posix } from 'node:path';
import type { Plan } from '../../core/plan/plan.js';
import { ImportError } from './error.js';

/** How an importer reads its files: the file system in the CLI, a map of strings in tests. */
export interface SourceReader {
  /** The text of a file; throws when there is no such file. */
  read(path: string): string;
  /** The names (not paths) of a directory's entries; throws when `dir` is not a directory. */
  list(dir: string): string[];
}

export interface ImportResult {
  plan: Plan;
  /** What could not be mapped, or was changed to fit (an id slugified, a status guessed). */
  warnings: string[];
}

/** An importer: a pure function from the files under `path` to a valid plan. */
export type Importer = (path: string, reader: SourceReader) => ImportResult;

/** A reader over an in-memory map of path -> text; directories are implied by the paths. */
export function memoryReader(files: Record<string, string>): SourceReader {
  const norm = (p: string) => posix.normalize(p).replace(/\/+$/, '');
  const map = new Map(Object.entries(files).map(([p, t]) => [norm(p), t]));
  return {
    read(path) {
      const text = map.get(norm(path));
      // As the file system says it: an error with its errno code.
      if (text === undefined)
        throw Object.assign(new Error(`ENOENT: no such file, open '${path}'`), { code: 'ENOENT' });
      return text;
    },
    list(dir) {
      const d = norm(dir);
      const prefix = d === '.' ? '' : `${d}/`;
      const names = new Set<string>();
      for (const p of map.keys()) if (p.startsWith(prefix)) names.add(p.slice(prefix.length).split('/')[0]!);
      if (names.size === 0)
        throw Object.assign(new Error(`ENOTDIR: not a directory, scandir '${dir}'`), { code: 'ENOTDIR' });
      return [...names].sort();
    },
  };
}

export const joinPath = (dir: string, name: string): string => posix.join(dir, name);

export const dirOf = (file: string): string => posix.dirname(file);

export const baseName = (file: string): string => posix.basename(file);

/** The file's text without a byte-order mark; a missing file is an ImportError naming it. */
export function readSource(reader: SourceReader, path: string, hint = 'check the path'): string {
  let text: string;
  try {
    text = reader.read(path);
  } catch (err) {
    throw new ImportError(`${path}: ${readFailure(err)}; ${hint}`);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export function tryRead(reader: SourceReader, path: string): string | undefined {
  try {
    return readSource(reader, path);
  } catch {
    return undefined;
  }
}

/** The sorted entries of a directory, or undefined when `path` is not one. */
export function tryList(reader: SourceReader, path: string): string[] | undefined {
  try {
    return [...reader.list(path)].sort(compareNatural);
  } catch {
    return undefined;
  }
}

/** "T-2" before "T-10", "1.2" before "1.10": digit runs compare as numbers. */
export function compareNatural(a: string, b: string): number {
  const ra = a.match(/\d+|\D+/g) ?? [];
  const rb = b.match(/\d+|\D+/g) ?? [];
  for (let i = 0; i < Math.min(ra.length, rb.length); i++) {
    const x = ra[i]!;
    const y = rb[i]!;
    if (x === y) continue;
    const nx = /^\d/.test(x);
    const ny = /^\d/.test(y);
    if (nx && ny && Number(x) !== Number(y)) return Number(x) - Number(y);
    return x < y ? -1 : 1;
  }
  if (ra.length !== rb.length) return ra.length - rb.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

function readFailure(err: unknown): string {
  const message = (err instanceof Error ? err.message : String(err)).split('\n')[0]!;
  const code = (err as NodeJS.ErrnoException).code ?? /^(E[A-Z]+)\b/.exec(message)?.[1];
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'a directory, not a file';
  if (code === 'EACCES') return 'not readable (permission denied)';
  return `cannot read it (${message})`;
}
