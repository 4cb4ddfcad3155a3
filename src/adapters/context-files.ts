// The FileReader the prompt uses in a real checkout (docs/ARCHITECTURE.md#the-prompt). The plan is edited by
// people and agents, so a listed path is untrusted: it is read only when it stays inside the
// repository (relative, no "..", and its real path, symlinks resolved, under the root's real
// path), is not a secrets file or a private key, is a regular text file with one name, and
// only up to a per-file byte cap. Directories expand into their files, sorted and bounded.
//
// What is refused, and why (every refusal is reported in the prompt with its reason, never
// dropped in silence; a directory expansion lists a refused entry so that read() reports it):
// - By name, case-insensitive, on the last path segment (SECRET_NAMES): environment files
//   (.env*, .envrc), keys and certificates, SSH keys, login files (.netrc, _netrc, .pgpass,
//   .my.cnf, .git-credentials, .htpasswd), package registry tokens (.npmrc, .yarnrc,
//   .yarnrc.yml, .pypirc; cargo's and gem's `credentials`), Docker's .dockercfg, cloud CLI
//   credentials (`credentials`, application_default_credentials.json, .boto, .s3cfg, Azure's
//   accessTokens.json and azureProfile.json, service-account and OAuth client key JSON such as
//   *-sa.json, service-account*.json, client_secret*.json, gha-creds-*.json), kubeconfigs
//   (kubeconfig, kubeconfig.*, *.kubeconfig), .vault-token, Terraform state (*.tfstate*),
//   variables (*.tfvars*) and CLI config (.terraformrc).
// - By the words secret(s), credential(s), password(s): a name one of whose dot-separated
//   parts ends in such a word ("secrets", "prod.secrets.yaml", "db-credentials.json",
//   "passwords.txt") is a store of them, unless its extension is one of code or documentation
//   (CODE_OR_DOC_EXTENSIONS): "secrets.ts", "secrets-manager.ts" and "docs/credentials.md"
//   are about secrets and are read; "secrets.yaml|yml|json|env|toml|ini|txt" and unknown
//   extensions are data and are not. A word inside a part does not count: "secret-santa.json"
//   is read. A data file inside a directory so named ("config/secrets/prod.yaml") is refused
//   too; the directory itself is expanded, for it may hold code ("src/secrets/index.ts").
//   These name rules are for files: a directory is judged by the segment rules below. A
//   refused name costs little (the agent can still open the file itself if it must); a
//   leaked secret ends up in prompts, logs and the model provider's hands.
// - By directory (REFUSED_SEGMENTS, anywhere in the path): .git, .ssh, .gnupg, .aws, .docker,
//   .kube, .azure, .gcloud and gcloud (so .config/gcloud), gcloud's legacy_credentials, and
//   .config/gh (the GitHub CLI's token). A symlink's target is checked by the same rules.
// - By kind, looked at with lstat before any open: anything but a regular file (a FIFO, whose
//   open would block until a writer comes; a socket; a character or block device), and a
//   file with more than one hard link, since another name of it may lie outside the
//   repository or be a secrets file. The open itself is non-blocking and does not follow a
//   symlink, and fstat must then show the same regular file (same device and inode), so a
//   file swapped in between is refused too.
// - By content: binary files, and text holding a PEM private key.
import {
  type BigIntStats,
  closeSync,
  constants,
  type Dirent,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readSync,
  realpathSync,
  statSync,
} from 'node:fs';
import { join, sep } from 'node:path';
import type { DirListing, FileReader, ReadResult } from '../core/prompt/context.js';

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
/** Path segments that are never read, anywhere in a path: git internals and credential stores. */
const REFUSED_SEGMENTS = new Map<string, string>([
  ['.git', 'git internals'],
  ['.ssh', 'SSH keys'],
  ['.gnupg', 'GnuPG keys'],
  ['.aws', 'AWS credentials'],
  ['.docker', 'Docker registry credentials'],
  ['.kube', 'Kubernetes credentials'],
  ['.azure', 'Azure CLI credentials'],
  ['.gcloud', 'Google Cloud credentials'],
  ['gcloud', 'Google Cloud credentials'],
  ['legacy_credentials', 'Google Cloud credentials'],
]);
/** Two segments in a row that are never read: a directory whose name alone is too common. */
const REFUSED_SEGMENT_PAIRS: Array<[string, string, string]> = [['.config', 'gh', 'GitHub CLI tokens']];
const SECRET_NAMES: Array<[RegExp, string]> = [
  [/^\.env/, 'an environment file (.env*) may hold secrets'],
  [/\.(pem|key|p12|pfx|jks|keystore|ppk)$/, 'a key or certificate file'],
  [/^id_(rsa|dsa|ecdsa|ed25519)/, 'an SSH key'],
  [
    /^(\.netrc|_netrc|\.pgpass|\.my\.cnf|\.git-credentials|\.htpasswd)$/,
    'a credentials file (logins and passwords)',
  ],
  [
    /^(\.npmrc|\.yarnrc|\.yarnrc\.ya?ml|\.pypirc)$/,
    'a package registry config (.npmrc, .yarnrc, .pypirc) may hold an auth token',
  ],
  [/^\.dockercfg$/, 'a Docker registry credentials file'],
  [
    /^credentials(\.(json|toml|ya?ml|ini))?$/,
    'a credentials file (aws/credentials, .cargo/credentials, .gem/credentials and kin)',
  ],
  [
    /^(application_default_credentials|adc)\.json$/,
    'a Google Cloud credentials file (application default credentials)',
  ],
  [/^(\.boto|\.s3cfg)$/, 'a cloud storage credentials file (.boto, .s3cfg)'],
  [
    /^(accesstokens|azureprofile|msal_token_cache|service_principal_entries)\.(json|bin)$/,
    'an Azure CLI credentials file',
  ],
  // "ci-sa.json", not the Arabic (Saudi Arabia) locale "ar-SA.json".
  [/^(?!ar[-_]sa\.json$).*(^|[-_.])sa(-key)?\.json$/, 'a cloud service-account key (JSON)'],
  [/service[-_]?account.*\.json$/, 'a cloud service-account key (JSON)'],
  [/^client_secrets?.*\.json$/, 'an OAuth client secret (JSON)'],
  [/^gha-creds-.*\.json$/, 'a cloud credentials file written by a GitHub auth action (gha-creds-*.json)'],
  [/^kubeconfig($|\.)|\.kubeconfig$/, 'a kubeconfig holds Kubernetes cluster credentials'],
  [/^\.vault-token$/, 'a HashiCorp Vault token'],
  [/\.tfstate($|\.)/, 'Terraform state holds secrets in plain text'],
  [/\.tfvars($|\.)/, 'Terraform variables often hold secrets'],
  [/^(\.terraformrc|terraform\.rc)$/, 'a Terraform CLI config may hold API tokens'],
];
/** Words that make a data file a store of secrets when a dot-separated part of its name ends in one. */
const SECRET_WORDS = new Set(['secret', 'secrets', 'credential', 'credentials', 'password', 'passwords']);
/** Extensions of code and documentation: "secrets.ts" or "credentials.md" is about secrets, not a store. */
const CODE_OR_DOC_EXTENSIONS = new Set(
  (
    'md mdx markdown rst adoc asciidoc html htm ' +
    'ts tsx mts cts js jsx mjs cjs vue svelte ' +
    'py rb go rs java kt kts scala groovy cs fs swift c h cc cpp hpp m php pl ' +
    'sh bash zsh fish ps1 lua ex exs erl clj dart tf proto graphql snap'
  ).split(' '),
);
/** A PEM private key header as a line of its own ("-----BEGIN RSA PRIVATE KEY-----" and kin). */
const PRIVATE_KEY_LINE = /^[ \t]*-{5}BEGIN [A-Z0-9 ]*PRIVATE KEY-{5}[ \t]*\r?$/m;
/** Read-only, never blocking (a FIFO swapped in after lstat), never through a symlink. */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);

/** Why a file name is a secret, or undefined. Case-insensitive; the rules are in the module comment. */
export function secretNameReason(name: string): string | undefined {
  const lower = name.toLowerCase();
  for (const [pattern, reason] of SECRET_NAMES) if (pattern.test(lower)) return reason;
  if (namedLikeSecretStore(lower))
    return 'named like a store of secrets (secrets.*, *.secrets.*, credentials.*, passwords.*); only code and docs so named (.ts, .md, ...) are read';
  return undefined;
}

/** "secrets", "prod.secrets.yaml", "db-credentials.json": yes; "secrets.ts", "secret-santa.json": no. */
function namedLikeSecretStore(lower: string): boolean {
  if (isCodeOrDoc(lower)) return false;
  return lower.split('.').some((part) => SECRET_WORDS.has(part.split(/[-_]/).at(-1)!));
}

/** A name whose extension is one of code or documentation ("secrets.ts", "credentials.md"). */
function isCodeOrDoc(lower: string): boolean {
  const parts = lower.replace(/^\./, '').split('.');
  return parts.length > 1 && CODE_OR_DOC_EXTENSIONS.has(parts.at(-1)!);
}

/** Why a file of this kind is not read (looked at before it is opened), or undefined. */
function kindProblem(stat: BigIntStats): string | undefined {
  if (stat.isDirectory()) return 'a directory';
  if (stat.isFIFO()) return 'a FIFO (named pipe), not a regular file; reading it could block';
  if (stat.isSocket()) return 'a socket, not a regular file';
  if (stat.isCharacterDevice()) return 'a character device, not a regular file';
  if (stat.isBlockDevice()) return 'a block device, not a regular file';
  if (!stat.isFile()) return 'not a regular file';
  if (stat.nlink > 1n)
    return `a file with ${stat.nlink} hard links: another of its names may lie outside the repository, so it is not read`;
  return undefined;
}

/**
 * The text of the regular file at `real` (a path inside the repository), at most `maxFileBytes`
 * of it in whole characters; refused when it is not a regular file, is binary or holds a private
 * key, or CHANGED when another file was swapped in between the look and the open.
 */
function readRegularFile(real: string, maxFileBytes: number): ReadResult {
  // Look before opening: opening a FIFO blocks until a writer comes, opening a device may act.
  let before: BigIntStats;
  try {
    before = lstatSync(real, { bigint: true });
  } catch (err) {
    return fsProblem(err);
  }
  const kind = kindProblem(before);
  if (kind) return { kind: 'refused', reason: kind };
  let fd: number;
  try {
    fd = openSync(real, OPEN_FLAGS);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOOP') return CHANGED;
    return fsProblem(err);
  }
  try {
    // The same regular file lstat saw, not one swapped in since.
    const stat = fstatSync(fd, { bigint: true });
    if (stat.dev !== before.dev || stat.ino !== before.ino) return CHANGED;
    const kindNow = kindProblem(stat);
    if (kindNow) return { kind: 'refused', reason: kindNow };
    const size = Number(stat.size);
    // A few bytes past the cap tell whether the cap falls inside a character.
    const want = Math.min(size, maxFileBytes + 4);
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
    const truncatedBytes = size - end;
    return truncatedBytes > 0
      ? { kind: 'ok', text, bytes: size, truncatedBytes }
      : { kind: 'ok', text, bytes: size };
  } finally {
    closeSync(fd);
  }
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
        const named = fileNameProblem(rel.split('/'));
        return named ? { kind: 'refused', reason: named } : { kind: 'missing' };
      }
      return { kind: 'refused', reason: `cannot be read (${code ?? (err as Error).message})` };
    }
    if (!inside(real)) return { kind: 'refused', reason: 'a symlink that leads outside the repository' };
    // The names of a file count, not of a directory ("src/secrets/" holds code); the target of
    // a symlink is checked too: `notes.txt -> .env` stays refused.
    const dir = isDirectory(real);
    const targetRel = real === rootReal ? '' : real.slice(prefix.length);
    const problem =
      pathProblem(rel.split('/'), dir) ??
      (targetRel === '' ? undefined : pathProblem(targetRel.split(sep), dir));
    if (problem) return { kind: 'refused', reason: problem };
    return { kind: 'ok', rel, real };
  }

  function read(path: string): ReadResult {
    const resolved = resolvePath(path);
    if (resolved.kind !== 'ok') return resolved;
    return readRegularFile(resolved.real, maxFileBytes);
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
    const add = (rel: string) => {
      if (files.length < maxDirFiles) files.push(rel);
      else omitted++;
    };
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
        // listed, and read() checks where it leads. An entry read() refuses (a credentials
        // directory, a FIFO, a socket, a device, a secrets file) is listed too, so that the
        // prompt says why it is left out; .git and node_modules are skipped without a word.
        if (entry.isDirectory()) {
          if (SKIPPED_DIRS.has(entry.name)) continue;
          if (segmentProblem(rel.split('/'))) add(rel);
          else walk(join(realDir, entry.name), rel);
        } else if (entry.isSymbolicLink()) {
          if (!isDirectory(join(realDir, entry.name))) add(rel);
        } else {
          add(rel); // a regular file, or a FIFO, socket or device that read() refuses without opening
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
  return segmentProblem(segments);
}

/** Why a path is not read, given whether it is a directory. */
function pathProblem(segments: string[], isDir: boolean): string | undefined {
  return segmentProblem(segments) ?? (isDir ? undefined : fileNameProblem(segments));
}

/** A directory anywhere in the path that is never read. */
function segmentProblem(segments: string[]): string | undefined {
  const lower = segments.map((s) => s.toLowerCase());
  for (const [i, s] of lower.entries()) {
    const what = REFUSED_SEGMENTS.get(s);
    if (what) return `inside ${segments[i]}/ (${what}), which is never read`;
    for (const [first, second, why] of REFUSED_SEGMENT_PAIRS)
      if (s === second && lower[i - 1] === first)
        return `inside ${segments[i - 1]}/${segments[i]}/ (${why}), which is never read`;
  }
  return undefined;
}

/** A file's own name is a secret's, or it is data in a directory named like a store of secrets. */
function fileNameProblem(segments: string[]): string | undefined {
  const parts = segments.filter((s) => s !== '' && s !== '.');
  const name = parts.at(-1);
  if (name === undefined) return undefined;
  const byName = secretNameReason(name);
  if (byName) return byName;
  if (isCodeOrDoc(name.toLowerCase())) return undefined;
  const store = parts.slice(0, -1).find((dir) => namedLikeSecretStore(dir.toLowerCase()));
  if (store)
    return `inside ${store}/, a directory named like a store of secrets; only code and docs in it are read`;
  return undefined;
}

const CHANGED: ReadResult = {
  kind: 'refused',
  reason: 'changed while being read (a file swapped for another)',
};

function fsProblem(err: unknown): ReadResult {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return { kind: 'missing' };
  return { kind: 'refused', reason: `cannot be read (${code ?? (err as Error).message})` };
}

/** "./docs//a.md" -> "docs/a.md"; "." and "./" -> ".". */
function normalise(path: string): string {
  const parts = path.split(/[\\/]+/).filter((s) => s !== '' && s !== '.');
  return parts.length === 0 ? '.' : parts.join('/');
}
