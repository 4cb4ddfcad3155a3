// What an attempt's change may not touch (docs/ARCHITECTURE.md#trust). The writer job applies a patch that
// came from a job running untrusted code; these rules decide, from git's own list of what the
// patch changes, whether it is refused. Pure: the writer and the tests share them.
import { RalphError } from '../errors.js';

export const DEFAULT_PROTECTED_PATHS = ['.github/'];

/**
 * Whether `path` is one of `protectedPaths` (`dir/` for a folder, else a file or a folder). Letter
 * case is ignored: on macOS and Windows, where file systems fold case, `.GitHub/workflows/x.yml`
 * is `.github/workflows/x.yml` once checked out.
 */
export function isProtected(path: string, protectedPaths: readonly string[]): boolean {
  const lower = path.toLowerCase();
  return protectedPaths.some((p) => {
    const prefix = p.replace(/^\.\//, '').toLowerCase();
    return prefix.endsWith('/')
      ? lower.startsWith(prefix) || `${lower}/` === prefix
      : lower === prefix || lower.startsWith(`${prefix}/`);
  });
}

/** One changed path, with git's modes before and after (`000000` when absent). */
export interface PathChange {
  path: string;
  oldMode: string;
  newMode: string;
  /** The new content's size in bytes, when known. */
  size?: number;
}

/**
 * Files whose content changes how git itself behaves in every later clone. `.lfsconfig` sets
 * where Git LFS sends and fetches the repository's large files (`lfs.url`, `lfs.pushurl`) and
 * how it authenticates there. git-lfs reads it at the repository's root only; it is refused in
 * every folder all the same, as the other two: no task needs one, and a folder becomes a root
 * when it is split out into a repository of its own.
 */
const GIT_CONTROL_FILES = new Set(['.gitmodules', '.gitattributes', '.lfsconfig']);

/**
 * The three places GitHub reads a CODEOWNERS file from (the first found wins): it names who
 * must review changes when branch protection asks for code owners' reviews. `.github/` is a
 * protected path already; the root and `docs/` are refused here. Letter case ignored, as for
 * protected paths.
 */
const CODEOWNERS = new Set(['codeowners', 'docs/codeowners', '.github/codeowners']);

/**
 * Characters a file name may not hold: the C0 controls (TAB, LF, CR, ESC and the rest), DEL and
 * the C1 controls, which move the cursor, colour or rewrite lines of a terminal, a log or a
 * listing (`git log --stat`, the pull request's file list); the Unicode line and paragraph
 * separators and the bidirectional controls, which make a name read as another; and U+FFFD,
 * which stands for bytes that are not UTF-8 (the 8-bit C1 controls among them).
 */
const UNSAFE_CHAR = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069\ufffd]/;
const UNSAFE_CHARS = new RegExp(UNSAFE_CHAR.source, 'g');

/**
 * A path as a message can show it: each character of UNSAFE_CHAR escaped (`\n`, `\x1b`,
 * `\u202e`) and a backslash doubled, so the message itself prints no control character.
 */
export function printablePath(path: string): string {
  return path.replace(/\\/g, '\\\\').replace(UNSAFE_CHARS, escapeControl);
}

/**
 * One character as an escape a message can show: `\n`, `\r` and `\t` by name, any other as
 * `\xHH` (up to U+00FF) or `\uHHHH`. Also the Actions log's (adapters/task-job/untrusted-log.ts).
 */
export function escapeControl(c: string): string {
  if (c === '\n') return '\\n';
  if (c === '\r') return '\\r';
  if (c === '\t') return '\\t';
  const code = c.charCodeAt(0);
  return code > 0xff
    ? `\\u${code.toString(16).padStart(4, '0')}`
    : `\\x${code.toString(16).padStart(2, '0')}`;
}

/** A size as people read it: `512 bytes`, `500 KB`, `10 MB`, `60.5 MB` (KB = 1024 bytes). */
export function formatSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 || Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}

/** Default of the `max-file-size` input: 10 MB, a fifth of the size at which GitHub warns. */
export const DEFAULT_MAX_FILE_SIZE = 10 * 1024 * 1024;

/**
 * A size as the `max-file-size` input gives it: bytes (`1048576`), or a number with `KB`, `MB`
 * or `GB` (also `K`, `KiB` and the like, any letter case; 1 KB = 1024 bytes). Throws a message
 * that names `what`, the value and the forms it takes.
 */
export function parseFileSize(text: string, what: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(b|bytes?|k|kb|kib|m|mb|mib|g|gb|gib)?\s*$/i.exec(text);
  const unit = (m?.[2] ?? 'b').toLowerCase()[0];
  const bytes = m ? Math.floor(Number(m[1]) * 1024 ** ({ b: 0, k: 1, m: 2, g: 3 }[unit!] ?? 0)) : Number.NaN;
  if (!Number.isSafeInteger(bytes) || bytes < 1)
    throw new RalphError(
      `${what}: "${text}" is not a file size. Give bytes (1048576) or a number with KB, MB or GB (500KB, 5MB, 1.5GB), more than 0.`,
    );
  return bytes;
}

/** Why the change is refused, one sentence per refused path; empty when it may be applied. */
export function patchRefusals(
  changes: readonly PathChange[],
  rules: { planFile: string; protectedPaths: readonly string[]; maxFileBytes?: number },
): string[] {
  const out: string[] = [];
  for (const c of changes) {
    const name = c.path.split('/').at(-1) ?? c.path;
    const unsafe = c.path.match(UNSAFE_CHARS);
    const why = unsafe
      ? `its name holds ${[...new Set(unsafe)].map((ch) => printablePath(ch)).join(', ')}: control characters (and bidirectional marks) in a file name can rewrite what a log or a file listing shows`
      : c.path === rules.planFile
        ? 'the plan file is written by Ralph alone'
        : c.path.split('/').some((seg) => seg.toLowerCase() === '.git')
          ? 'a path inside .git'
          : isProtected(c.path, rules.protectedPaths)
            ? 'a protected path'
            : CODEOWNERS.has(c.path.toLowerCase())
              ? 'CODEOWNERS names who must review changes to the repository'
              : GIT_CONTROL_FILES.has(name.toLowerCase())
                ? `${name} changes how git treats the repository`
                : c.newMode === '120000'
                  ? 'a symbolic link'
                  : c.newMode === '160000'
                    ? 'a submodule (gitlink)'
                    : rules.maxFileBytes !== undefined && (c.size ?? 0) > rules.maxFileBytes
                      ? `a file of ${formatSize(c.size ?? 0)}, over the ${formatSize(rules.maxFileBytes)} the action input 'max-file-size' allows`
                      : undefined;
    if (why) out.push(`the change to ${printablePath(c.path)} is refused: ${why}`);
  }
  return out;
}
