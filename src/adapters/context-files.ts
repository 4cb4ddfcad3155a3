// The FileReader the prompt uses in a real checkout (DESIGN.md C3). The plan is edited by
// people and agents, so a listed path is untrusted: it is read only when it stays inside the
// repository (relative, no "..", and its real path, symlinks resolved, under the root's real
// path), is not a secrets file or a private key, is a regular text file, and only up to a
// per-file byte cap. Directories expand into their files, sorted and bounded.
import {
  closeSync,
  type Dirent,
  fstatSync,
  openSync,
  readdirSync,
  readSync,
  realpathSync,
  statSync,
} from 'node:fs';
import { join, sep } from 'node:path';
import type { DirListing, FileReader, ReadResult } from '../core/prompt.js';

export interface RepoReaderOptions {
  /** Bytes read of one file at most; the rest is reported as truncated (default 100,000). */
  maxFileBytes?: number;
  /** Files a directory path expands into at most (default 50). */
  maxDirFiles?: number;
}

export const DEFAULT_MAX_FILE_BYTES = 100_000;
export const DEFAULT_MAX_DIR_FILES = 50;
/** Directory entries a walk visits at most, so a huge tree cannot stall the prompt. */
const MAX_WALK_ENTRIES = 20_000;
const BINARY_SNIFF_BYTES = 8 * 1024;

/** Directories a directory path never expands into. */
const SKIPPED_DIRS = new Set(['.git', 'node_modules']);
/** Path segments that are never read: git internals and credential stores. */
const REFUSED_SEGMENTS = new Set(['.git', '.ssh', '.gnupg', '.aws', '.docker']);
const SECRET_NAMES: Array<[RegExp, string]> = [
  [/^\.env/, 'an environment file (.env*) may hold secrets'],
  [/\.(pem|key|p12|pfx|jks|keystore)$/, 'a key or certificate file'],
  [/^id_(rsa|dsa|ecdsa|ed25519)/, 'an SSH key'],
  [/^(\.npmrc|\.netrc|\.pypirc|\.pgpass|\.git-credentials|\.htpasswd)$/, 'a credentials file'],
];
/** A PEM private key header as a line of its own ("-----BEGIN RSA PRIVATE KEY-----" and kin). */
const PRIVATE_KEY_LINE = /^[ \t]*-{5}BEGIN [A-Z0-9 ]*PRIVATE KEY-{5}[ \t]*\r?$/m;

/** Why a file name is a secret, or undefined. Case-insensitive. */
export function secretNameReason(name: string): string | undefined {
  const lower = name.toLowerCase();
  for (const [pattern, reason] of SECRET_NAMES) if (pattern.test(lower)) return reason;
  return undefined;
}

export function createRepoReader(root: string, opts: RepoReaderOptions = {}): FileReader {
  const maxFileBytes = opts.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const maxDirFiles = opts.maxDirFiles ?? DEFAULT_MAX_DIR_FILES;
  const rootReal = realpathSync(root);
  const prefix = rootReal.endsWith(sep) ? rootReal : rootReal + sep;
  const inside = (real: string) => real === rootReal || real.startsWith(prefix);

  /** The checked path: its normalised relative form and real path, or why it is not readable. */
  function resolvePath(
    path: string,
  ): { kind: 'ok'; rel: string; real: string } | { kind: 'missing' } | { kind: 'refused'; reason: string } {
    const lexical = lexicalProblem(path);
    if (lexical) return { kind: 'refused', reason: lexical };
    const rel = normalise(path);
    let real: string;
    try {
      real = realpathSync(join(rootReal, rel));
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') {
        // Missing, unless it is missing behind a symlink that leads out: that says nothing.
        const ancestor = existingAncestor(rootReal, rel);
        if (ancestor !== undefined && !inside(ancestor))
          return { kind: 'refused', reason: 'a symlink that leads outside the repository' };
        return { kind: 'missing' };
      }
      return { kind: 'refused', reason: `cannot be read (${code ?? (err as Error).message})` };
    }
    if (!inside(real)) return { kind: 'refused', reason: 'a symlink that leads outside the repository' };
    // The target of a symlink is checked too: `notes.txt -> .env` stays refused.
    const targetRel = real === rootReal ? '' : real.slice(prefix.length);
    const targetProblem = targetRel === '' ? undefined : nameProblem(targetRel.split(sep));
    if (targetProblem) return { kind: 'refused', reason: targetProblem };
    return { kind: 'ok', rel, real };
  }

  function read(path: string): ReadResult {
    const resolved = resolvePath(path);
    if (resolved.kind !== 'ok') return resolved;
    let fd: number;
    try {
      fd = openSync(resolved.real, 'r');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return { kind: 'missing' };
      return { kind: 'refused', reason: `cannot be read (${code ?? (err as Error).message})` };
    }
    try {
      const stat = fstatSync(fd);
      if (stat.isDirectory()) return { kind: 'refused', reason: 'a directory' };
      if (!stat.isFile()) return { kind: 'refused', reason: 'not a regular file' };
      // A few bytes past the cap tell whether the cap falls inside a character.
      const want = Math.min(stat.size, maxFileBytes + 4);
      const buf = Buffer.alloc(want);
      let got = 0;
      while (got < want) {
        const n = readSync(fd, buf, got, want - got, got);
        if (n === 0) break;
        got += n;
      }
      const bytes = buf.subarray(0, got);
      if (bytes.subarray(0, BINARY_SNIFF_BYTES).includes(0))
        return { kind: 'refused', reason: 'a binary file' };
      let end = Math.min(got, maxFileBytes);
      if (end < got) while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--; // whole characters only
      const text = bytes.subarray(0, end).toString('utf8');
      if (PRIVATE_KEY_LINE.test(text)) return { kind: 'refused', reason: 'holds a private key' };
      const truncatedBytes = stat.size - end;
      return truncatedBytes > 0
        ? { kind: 'ok', text, bytes: stat.size, truncatedBytes }
        : { kind: 'ok', text, bytes: stat.size };
    } finally {
      closeSync(fd);
    }
  }

  function list(path: string): DirListing | undefined {
    const resolved = resolvePath(path);
    if (resolved.kind !== 'ok') return undefined;
    try {
      if (!statSync(resolved.real).isDirectory()) return undefined;
    } catch {
      return undefined;
    }
    const files: string[] = [];
    let omitted = 0;
    let visited = 0;
    const walk = (realDir: string, relDir: string) => {
      let entries: Dirent[];
      try {
        entries = readdirSync(realDir, { withFileTypes: true });
      } catch {
        return;
      }
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      for (const entry of entries) {
        if (++visited > MAX_WALK_ENTRIES) return;
        const rel = relDir === '' ? entry.name : `${relDir}/${entry.name}`;
        // Symlinked directories are not followed (no loops, no escapes); a symlinked file is
        // listed, and read() checks where it leads.
        if (entry.isDirectory()) {
          if (!SKIPPED_DIRS.has(entry.name) && !REFUSED_SEGMENTS.has(entry.name))
            walk(join(realDir, entry.name), rel);
        } else if (entry.isFile() || entry.isSymbolicLink()) {
          if (entry.isSymbolicLink() && isDirectory(join(realDir, entry.name))) continue;
          if (files.length < maxDirFiles) files.push(rel);
          else omitted++;
        }
      }
    };
    walk(resolved.real, resolved.rel === '.' ? '' : resolved.rel);
    return { files, omitted };
  }

  return { read, list };
}

/** The real path of the nearest existing ancestor of `rel` under the root (the root's own included). */
function existingAncestor(rootReal: string, rel: string): string | undefined {
  const parts = rel === '.' ? [] : rel.split('/');
  for (let n = parts.length - 1; n >= 0; n--) {
    try {
      return realpathSync(join(rootReal, ...parts.slice(0, n)));
    } catch {
      // keep climbing
    }
  }
  return undefined;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** A path is relative, "/"-separated after normalising "\", and never climbs out. */
function lexicalProblem(path: string): string | undefined {
  if (path.trim() === '') return 'an empty path';
  if (path.includes('\0')) return 'a path with a NUL byte';
  if (path.startsWith('/') || path.startsWith('\\') || /^[A-Za-z]:/.test(path) || path.startsWith('~'))
    return 'an absolute path; list paths relative to the repository root';
  const segments = path.split(/[\\/]+/);
  if (segments.includes('..')) return 'a path with ".." that leaves the repository';
  return nameProblem(segments);
}

function nameProblem(segments: string[]): string | undefined {
  for (const s of segments) {
    if (REFUSED_SEGMENTS.has(s.toLowerCase())) return `inside ${s}/, which is never read`;
  }
  const name = segments.filter((s) => s !== '' && s !== '.').at(-1);
  if (name === undefined) return undefined;
  return secretNameReason(name);
}

/** "./docs//a.md" -> "docs/a.md"; "." and "./" -> ".". */
function normalise(path: string): string {
  const parts = path.split(/[\\/]+/).filter((s) => s !== '' && s !== '.');
  return parts.length === 0 ? '.' : parts.join('/');
}
