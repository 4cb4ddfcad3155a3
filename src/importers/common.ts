// What every importer shares: the reader it gets its files through (so importers stay pure
// functions of file contents), the error for input it cannot read (file, place, what to fix),
// parsing with line and column, safe ids, status and complexity words, and the last step that
// turns what an importer gathered into a plan that passes `planProblems`.
import { posix } from 'node:path';
import {
  findNodeAtLocation,
  getNodeValue,
  type ParseError,
  type ParseErrorCode,
  parseTree,
  printParseErrorCode,
} from 'jsonc-parser';
import { isNode, LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { formatPath, formatProblem, planProblems, unsafeIdReason } from '../core/checks.js';
import {
  type Attempt,
  type Complexity,
  type Discipline,
  type Feature,
  isDone,
  type Plan,
  type Spec,
  type Task,
  type TaskStatus,
} from '../core/plan.js';
import { resetRetryBudget } from '../core/schedule.js';

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

/** Input an importer cannot convert. The message names the file, the place, and what to fix. */
export class ImportError extends Error {
  readonly problems: string[];
  constructor(problems: string | string[]) {
    const list = typeof problems === 'string' ? [problems] : problems;
    super(list.join('\n'));
    this.name = 'ImportError';
    this.problems = list;
  }
}

/** A reader over an in-memory map of path -> text; directories are implied by the paths. */
export function memoryReader(files: Record<string, string>): SourceReader {
  const norm = (p: string) => posix.normalize(p).replace(/\/+$/, '');
  const map = new Map(Object.entries(files).map(([p, t]) => [norm(p), t]));
  return {
    read(path) {
      const text = map.get(norm(path));
      if (text === undefined) throw new Error(`ENOENT: no such file, open '${path}'`);
      return text;
    },
    list(dir) {
      const d = norm(dir);
      const prefix = d === '.' ? '' : `${d}/`;
      const names = new Set<string>();
      for (const p of map.keys()) if (p.startsWith(prefix)) names.add(p.slice(prefix.length).split('/')[0]!);
      if (names.size === 0) throw new Error(`ENOTDIR: not a directory, scandir '${dir}'`);
      return [...names].sort();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Files

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

// ---------------------------------------------------------------------------------------------
// Parsed sources: a value plus where each part of it came from

export type SourcePath = ReadonlyArray<string | number>;

export interface SourceDoc {
  file: string;
  value: unknown;
  /** `file:line:column` of the value at `path` (or of its nearest existing parent). */
  where(path: SourcePath): string;
}

/** `file:line:column: path` for messages about one place in a source. */
export function place(doc: SourceDoc, path: SourcePath): string {
  return path.length > 0 ? `${doc.where(path)}: ${formatPath(path)}` : doc.where(path);
}

function lineColumn(text: string, offset: number): string {
  return lineIndex(text)(offset);
}

/**
 * `line:column` of offsets in one text. The line starts are found once, so an importer that asks
 * for the place of every task in a large file (Task Master's own tasks.json is 1.5 MB) pays a
 * binary search per place, not a scan from the start.
 */
function lineIndex(text: string): (offset: number) => string {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    const at = Math.min(Math.max(offset, 0), text.length);
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return `${lo + 1}:${at - starts[lo]! + 1}`;
  };
}

const JSON_ERRORS: Partial<Record<string, string>> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected ":"',
  CommaExpected: 'expected "," between entries',
  CloseBraceExpected: 'expected "}"',
  CloseBracketExpected: 'expected "]"',
  EndOfFileExpected: 'unexpected content after the end of the document',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'unterminated comment',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'unterminated number',
  InvalidUnicode: 'invalid unicode escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'invalid character in a string',
};

function describeJsonError(code: ParseErrorCode, jsonc: boolean): string {
  const name = printParseErrorCode(code);
  if (name === 'InvalidCommentToken' && !jsonc) return 'comments are not allowed in JSON; remove it';
  return `${JSON_ERRORS[name] ?? name}; fix the syntax there`;
}

/** Parses JSON (or JSONC: comments and trailing commas allowed); syntax errors carry line and column. */
export function parseJsonSource(file: string, text: string, opts: { jsonc?: boolean } = {}): SourceDoc {
  const jsonc = opts.jsonc ?? false;
  const kind = jsonc ? 'JSONC' : 'JSON';
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, {
    disallowComments: !jsonc,
    allowTrailingComma: jsonc,
    allowEmptyContent: false,
  });
  if (errors.length > 0 || !root) {
    // Only the first error: the ones after it are mostly its echoes.
    const e = errors[0] ?? { offset: 0, error: 4 as ParseErrorCode, length: 0 };
    const before = text.slice(0, e.offset).trimEnd();
    const name = printParseErrorCode(e.error);
    if (before.endsWith(',') && (name === 'ValueExpected' || name === 'PropertyNameExpected'))
      throw new ImportError(
        `${file}:${lineColumn(text, before.length - 1)}: invalid ${kind}: a trailing comma; remove it`,
      );
    throw new ImportError(
      `${file}:${lineColumn(text, e.offset)}: invalid ${kind}: ${describeJsonError(e.error, jsonc)}`,
    );
  }
  let lines: ((offset: number) => string) | undefined;
  return {
    file,
    value: getNodeValue(root),
    where(path) {
      const segments = [...path];
      let node = findNodeAtLocation(root, segments);
      while (!node && segments.length > 0) {
        segments.pop();
        node = findNodeAtLocation(root, segments);
      }
      if (!node) return file;
      const at = node.parent?.type === 'property' ? node.parent.offset : node.offset;
      lines ??= lineIndex(text);
      return `${file}:${lines(at)}`;
    },
  };
}

/** Parses YAML (duplicate keys refused); syntax errors carry line and column. */
export function parseYamlSource(file: string, text: string): SourceDoc {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const e = doc.errors[0]!;
    const pos = lines.linePos(e.pos[0]);
    const message = e.message.split(/ at line \d+, column \d+/)[0]!.trim();
    throw new ImportError(`${file}:${pos.line}:${pos.col}: invalid YAML: ${message}; fix the syntax there`);
  }
  const value: unknown = doc.toJS({ maxAliasCount: 1000 });
  return {
    file,
    value,
    where(path) {
      const segments = [...path];
      for (;;) {
        let node: unknown;
        try {
          node = segments.length === 0 ? doc.contents : doc.getIn(segments, true);
        } catch {
          node = undefined;
        }
        if (isNode(node) && node.range) {
          const pos = lines.linePos(node.range[0]);
          return `${file}:${pos.line}:${pos.col}`;
        }
        if (segments.length === 0) return file;
        segments.pop();
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Shape checks: zod schemas of the source formats, with errors that point into the file

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let v = value;
  for (const seg of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[seg];
  }
  return v;
}

function describeValue(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  const s = JSON.stringify(v);
  return s.length > 40 ? `${s.slice(0, 37)}...` : s;
}

const NICE_TYPES: Partial<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
};

/**
 * Checks `value` (found at `at` inside `doc`) against a schema of the source format; the
 * ImportError lists up to five problems as `file:line:column: path: what is wrong; fix`.
 */
export function checkShape<S extends z.ZodType>(
  doc: SourceDoc,
  schema: S,
  value: unknown,
  at: SourcePath = [],
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.slice(0, 5).map((issue) => {
    const path = [...at, ...(issue.path as Array<string | number>)];
    const actual = valueAt(value, issue.path);
    let message: string;
    if ((issue.code === 'invalid_type' || issue.code === 'invalid_union') && actual === undefined)
      message = 'missing; add it';
    else if (issue.code === 'invalid_type')
      message = `expected ${NICE_TYPES[issue.expected] ?? issue.expected}, got ${describeValue(actual)}; change it`;
    else if (issue.code === 'too_small' && issue.origin === 'string') message = 'is empty; give it a value';
    else message = issue.message;
    return `${place(doc, path)}: ${message}`;
  });
  const more = result.error.issues.length - problems.length;
  if (more > 0) problems.push(`${doc.file}: ... and ${more} more problem${more === 1 ? '' : 's'}`);
  throw new ImportError(problems);
}

// ---------------------------------------------------------------------------------------------
// Ids

/** A branch- and file-safe form of `raw`: unsafe characters become "-". */
export function slugify(raw: string, lower = false): string {
  let s = latinize(raw);
  if (lower) s = s.toLowerCase();
  s = s
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-{2,}/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 100)
    .replace(/(\.lock)+$/i, '')
    .replace(/[._-]+$/, '');
  return s || 'x';
}

/**
 * Letters NFKD does not take apart, written the way their languages write them in ASCII. The
 * marks NFKD does take apart (é, Ä, ñ, ...) are simply dropped: cheap and well known. Other
 * scripts (Cyrillic, CJK, ...) cannot be spelled in ASCII readably without a large table.
 */
const LATIN_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
};

/** `raw` in ASCII letters where that is cheap: accents dropped, ß -> ss; other scripts stay. */
export function latinize(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæÆœŒøØłŁđĐðÐþÞı]/g, (c) => LATIN_LETTERS[c]!);
}

/** A short hash that depends only on `text` (FNV-1a, 32 bits, base 36). */
export function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36).padStart(7, '0').slice(-6);
}

/**
 * A spec id from a spec's name or number: lower case, readable, branch-safe (`ralph/<id>`),
 * and a pure function of its source so that a re-import finds the same spec.
 * "1 — Foundation" -> "1-foundation" (never "1"), "Foundation" -> "foundation",
 * "Épique: Auth & SSO" -> "epique-auth-sso", "1.5 Hardening" -> "1.5-hardening".
 *
 * A name whose words cannot be spelled in ASCII ("1 — 认证", "Тестирование", or a name that
 * would keep only a stub of itself, "给报表页面添加CSV导出" -> "csv") or that is only a number
 * gets `<kind>-<number>` from its leading number ("milestone-1"), else `<kind>-<hash>` of the
 * whole name; `readable` is then false, so that the caller can say so. Both are stable.
 */
export function specSlug(raw: string, kind = 'spec'): { id: string; readable: boolean } {
  const latin = latinize(raw);
  const ascii = (latin.match(/[A-Za-z]/g) ?? []).length;
  const other = (latin.match(/\p{L}/gu) ?? []).length - ascii;
  const id = slugify(latin, true);
  if (ascii > 0 && ascii >= other && /[a-z]/.test(id)) return { id, readable: true };
  const number = /^\s*(\d+(?:\.\d+)*)/.exec(latin)?.[1];
  const base = slugify(kind, true);
  if (number !== undefined && raw.trim() === number) return { id: `${base}-${number}`, readable: true };
  return {
    id: number !== undefined ? `${base}-${number}` : `${base}-${shortHash(raw.trim())}`,
    readable: false,
  };
}

/** Hands out safe, unique ids, and says so in a warning whenever one differs from its source. */
export class IdAllocator {
  private readonly taken = new Set<string>();
  constructor(
    private readonly kind: 'task' | 'spec',
    private readonly warnings: string[],
  ) {}

  /** `where` names the place in the source; `lower` slugifies to lower case (ids made from names). */
  take(raw: string, where: string, lower = false): string {
    const trimmed = raw.trim();
    const reason = unsafeIdReason(trimmed);
    let id = reason ? slugify(trimmed, lower) : trimmed;
    if (reason) this.warnings.push(`${where}: ${this.kind} id "${raw}" ${reason}; imported as "${id}"`);
    if (this.taken.has(id)) {
      let n = 2;
      while (this.taken.has(`${id}-${n}`)) n++;
      this.warnings.push(`${where}: ${this.kind} id "${id}" is already taken; imported as "${id}-${n}"`);
      id = `${id}-${n}`;
    }
    this.taken.add(id);
    return id;
  }

  /**
   * A spec id made from a name (see specSlug): no warning for the slug itself, since people
   * name specs with spaces and capitals; a warning when the name cannot be made readable
   * (`kind` names the fallback, "milestone-1") or when two names make the same id.
   */
  takeSpec(name: string, where: string, kind = 'spec'): string {
    const slug = specSlug(name, kind);
    let id = slug.id;
    if (!slug.readable)
      this.warnings.push(
        `${where}: ${kind} "${name}" could not be made a readable id (a branch name takes only ASCII letters, digits, ".", "_" and "-"); imported as "${id}", the same on every re-import`,
      );
    if (this.taken.has(id)) {
      let n = 2;
      while (this.taken.has(`${id}-${n}`)) n++;
      this.warnings.push(
        `${where}: spec "${name}" makes the id "${id}", already taken; imported as "${id}-${n}"`,
      );
      id = `${id}-${n}`;
    }
    this.taken.add(id);
    return id;
  }
}

// ---------------------------------------------------------------------------------------------
// Words other tools use

const STATUS_WORDS: Record<string, TaskStatus> = {
  pending: 'pending',
  todo: 'pending',
  to_do: 'pending',
  open: 'pending',
  new: 'pending',
  not_started: 'pending',
  planned: 'pending',
  backlog: 'pending',
  ready: 'pending',
  queued: 'pending',
  in_progress: 'in_progress',
  inprogress: 'in_progress',
  started: 'in_progress',
  doing: 'in_progress',
  wip: 'in_progress',
  active: 'in_progress',
  running: 'in_progress',
  completed: 'completed',
  complete: 'completed',
  done: 'completed',
  finished: 'completed',
  passed: 'completed',
  closed: 'completed',
  resolved: 'completed',
  // Finished, waiting for a person's review: the work is done, so it must not run again.
  review: 'completed',
  in_review: 'completed',
  awaiting_review: 'completed',
  needs_review: 'completed',
  ready_for_review: 'completed',
  blocked: 'blocked',
  on_hold: 'blocked',
  failed: 'failed',
  failing: 'failed',
  error: 'failed',
  skipped: 'skipped',
  skip: 'skipped',
  cancelled: 'skipped',
  canceled: 'skipped',
  wontfix: 'skipped',
  won_t_fix: 'skipped',
  obsolete: 'skipped',
  dropped: 'skipped',
};

const REVIEW_WORDS = new Set(['review', 'in_review', 'awaiting_review', 'needs_review', 'ready_for_review']);

/**
 * Ralph's status for another tool's word (`done`, `In Progress`, `✅ complete`, ...). `extra`
 * adds or overrides words for one format. An unknown word is a warning and becomes pending.
 */
export function mapStatus(
  raw: unknown,
  where: string,
  warnings: string[],
  extra: Record<string, TaskStatus> = {},
): TaskStatus {
  if (raw === undefined || raw === null || raw === '') return 'pending';
  const key = String(raw)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const words = { ...STATUS_WORDS, ...extra };
  const first = key.split('_')[0]!;
  // "review_changes_requested" is not "review": a review word counts only on its own.
  const found = words[key] ?? (REVIEW_WORDS.has(first) && !(first in extra) ? undefined : words[first]);
  if (found) {
    if (found === 'completed' && REVIEW_WORDS.has(key) && !(key in extra))
      warnings.push(
        `${where}: status ${JSON.stringify(raw)} (finished, awaiting review) imported as completed, so Ralph does not run it again; review it yourself`,
      );
    return found;
  }
  warnings.push(
    `${where}: unknown status ${JSON.stringify(raw)}; imported as pending (Ralph's statuses: pending, in_progress, completed, blocked, failed, skipped)`,
  );
  return 'pending';
}

const COMPLEXITY_WORDS: Record<string, Complexity> = {
  light: 'light',
  low: 'light',
  small: 'light',
  s: 'light',
  xs: 'light',
  simple: 'light',
  easy: 'light',
  trivial: 'light',
  standard: 'standard',
  medium: 'standard',
  m: 'standard',
  moderate: 'standard',
  normal: 'standard',
  heavy: 'heavy',
  high: 'heavy',
  large: 'heavy',
  l: 'heavy',
  xl: 'heavy',
  complex: 'heavy',
  hard: 'heavy',
};

/** light / standard / heavy from a word (`medium`, `L`) or a 1-10 score; else a warning and undefined. */
export function mapComplexity(raw: unknown, where: string, warnings: string[]): Complexity | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw === 'number' || /^\d+(\.\d+)?$/.test(String(raw).trim())) {
    const n = Number(raw);
    if (n >= 0 && n <= 10) return n <= 3 ? 'light' : n <= 6 ? 'standard' : 'heavy';
  }
  const key = String(raw)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')[0]!;
  const found = COMPLEXITY_WORDS[key];
  if (found) return found;
  warnings.push(
    `${where}: unknown complexity ${JSON.stringify(raw)}; left out (use light, standard or heavy)`,
  );
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The last step

export interface PlanParts {
  specs: Spec[];
  disciplines?: Discipline[];
  features?: Feature[];
}

/** Keys whose empty value still means something (and which the schema requires). */
const KEEP_EMPTY = new Set(['id', 'description', 'status', 'tasks']);

/** Drops undefined, null, "" and [] values, so an imported plan stays as small as its source. */
export function compact<T extends object>(obj: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj)) {
    if (value === undefined || value === null) continue;
    if (!KEEP_EMPTY.has(key) && (value === '' || (Array.isArray(value) && value.length === 0))) continue;
    out[key] = value;
  }
  return out as T;
}

/**
 * Makes the gathered specs a valid plan: drops dependencies that cannot hold (unknown, on
 * itself, a completed task on one that is not done, the edge that closes a cycle) with a
 * warning each, adds disciplines and features that tasks name but the source never defined,
 * and checks the result with `planProblems` (a failure there is a bug in the importer).
 */
export function finishPlan(format: string, parts: PlanParts, warnings: string[]): Plan {
  const specs = parts.specs
    .filter((s) => s.tasks.length > 0)
    .map((s) => compact({ ...s, tasks: s.tasks.map((t) => compact(t)) }));
  const tasks = new Map<string, Task>();
  for (const spec of specs) for (const task of spec.tasks) tasks.set(task.id, task);

  for (const task of tasks.values()) {
    if (!task.dependsOn) continue;
    const deps: string[] = [];
    for (const dep of task.dependsOn) {
      const target = tasks.get(dep);
      if (deps.includes(dep)) continue;
      if (dep === task.id) warnings.push(`task "${task.id}" depends on itself; that dependency is dropped`);
      else if (!target)
        warnings.push(`task "${task.id}" depends on unknown task "${dep}"; that dependency is dropped`);
      else if (task.status === 'completed' && !isDone(target.status))
        warnings.push(
          `task "${task.id}" is completed but its dependency "${dep}" is ${target.status}; that dependency is dropped`,
        );
      else deps.push(dep);
    }
    task.dependsOn = deps;
  }
  breakCycles(tasks, warnings);
  for (const task of tasks.values()) if (task.dependsOn?.length === 0) delete task.dependsOn;

  // The scheduler takes an in_progress task with no start time for a dead job and runs it again;
  // say so, and make it plainly pending so that `ralph status` does not show it as running.
  for (const task of tasks.values()) {
    if (task.status !== 'in_progress' || task.startedAt || task.attempts?.some((a) => a.startedAt)) continue;
    task.status = 'pending';
    warnings.push(
      `task "${task.id}" was in progress in the source, with no start time; imported as pending, so Ralph runs it again from the start (keep any partial work on a branch, or mark it \`ralph set ${task.id} --status completed\` if it is done)`,
    );
  }

  // Attempts the source recorded were the other tool's runs, not Ralph's: on a task still to
  // do they must not use up its retry budget (countedAttempts skips those up to retryBudgetFrom).
  for (const task of tasks.values()) {
    if (isDone(task.status) || task.retryBudgetFrom !== undefined || !task.attempts?.length) continue;
    resetRetryBudget(task);
  }

  const disciplines = [...(parts.disciplines ?? [])].map((d) => compact(d));
  const features = [...(parts.features ?? [])].map((f) => compact(f));
  for (const task of tasks.values()) {
    if (task.discipline !== undefined && !disciplines.some((d) => d.name === task.discipline)) {
      warnings.push(
        `discipline "${task.discipline}" (task "${task.id}") is not defined; added with its name only`,
      );
      disciplines.push({ name: task.discipline });
    }
    if (task.feature !== undefined && !features.some((f) => f.name === task.feature)) {
      warnings.push(`feature "${task.feature}" (task "${task.id}") is not defined; added with its name only`);
      features.push({ name: task.feature });
    }
  }

  const plan: Plan = compact({ version: 1, disciplines, features, specs });
  const problems = planProblems(plan);
  if (problems.length > 0)
    throw new Error(
      `internal error: the ${format} importer made an invalid plan (please report it):\n${problems.map(formatProblem).join('\n')}`,
    );
  return plan;
}

/** Removes, with a warning, each dependency that closes a cycle. Iterative: no deep recursion. */
function breakCycles(tasks: Map<string, Task>, warnings: string[]): void {
  const state = new Map<string, 1 | 2>();
  for (const root of tasks.keys()) {
    if (state.has(root)) continue;
    const stack: Array<{ id: string; next: number }> = [{ id: root, next: 0 }];
    state.set(root, 1);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const task = tasks.get(frame.id)!;
      const deps = task.dependsOn ?? [];
      if (frame.next >= deps.length) {
        state.set(frame.id, 2);
        stack.pop();
        continue;
      }
      const dep = deps[frame.next]!;
      const s = state.get(dep);
      if (s === 1) {
        const cycle = [...stack.slice(stack.findIndex((f) => f.id === dep)).map((f) => f.id), dep];
        warnings.push(
          `dependency cycle ${cycle.join(' -> ')}; the dependency of "${frame.id}" on "${dep}" is dropped`,
        );
        deps.splice(frame.next, 1);
        continue;
      }
      frame.next++;
      if (s === undefined) {
        state.set(dep, 1);
        stack.push({ id: dep, next: 0 });
      }
    }
  }
}

/** Text as one string: a list of lines is joined. */
export function text(value: string | string[] | undefined | null): string | undefined {
  if (value === undefined || value === null) return undefined;
  const s = Array.isArray(value) ? value.join('\n') : value;
  return s.trim() === '' ? undefined : s.trim();
}

/** A value that holds nothing (null, "", [], {}): dropping it loses nothing, so no warning. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/**
 * Fields with no place in the plan, gathered over many entries so that each gets ONE warning
 * (where it first appears, and in how many entries): a field every task carries is one
 * warning, not one per task.
 */
export class DroppedFields {
  private readonly fields = new Map<string, { where: string; why?: string; count: number }>();
  constructor(private readonly unit = 'tasks') {}

  add(where: string, field: string, why?: string): void {
    const known = this.fields.get(field);
    if (known) known.count++;
    else this.fields.set(field, { where, why, count: 1 });
  }

  /** Pushes the warnings gathered so far, one per field, and forgets them. */
  flush(warnings: string[]): void {
    for (const [field, { where, why, count }] of this.fields)
      warnings.push(
        `${dropped(where, field, why)}${count > 1 ? ` (in ${count} ${this.unit}; this is the first)` : ''}`,
      );
    this.fields.clear();
  }
}

/**
 * Warns about each key of `obj` that is neither mapped nor deliberately ignored and holds
 * something: once per key per `seen` set, or (a DroppedFields) once per key with a count.
 */
export function warnUnmapped(
  obj: Record<string, unknown>,
  known: ReadonlySet<string>,
  where: (key: string) => string,
  seen: Set<string> | DroppedFields,
  warnings: string[],
): void {
  for (const [key, value] of Object.entries(obj)) {
    if (known.has(key) || isEmptyValue(value)) continue;
    if (seen instanceof DroppedFields) {
      seen.add(where(key), key);
      continue;
    }
    if (seen.has(key)) continue;
    seen.add(key);
    warnings.push(dropped(where(key), key));
  }
}

/** The one warning for a source field that has no place in a plan (the summary counts them). */
export function dropped(where: string, field: string, why = 'has no place in a Ralph plan'): string {
  return `${where}: field "${field}" ${why}; dropped`;
}

// ---------------------------------------------------------------------------------------------
// Priority, times, costs: source fields that have a place in the plan

const PRIORITY_WORDS: Record<string, number> = {
  critical: 0,
  urgent: 0,
  blocker: 0,
  highest: 0,
  p0: 0,
  high: 1,
  p1: 1,
  medium: 2,
  normal: 2,
  moderate: 2,
  p2: 2,
  low: 3,
  p3: 3,
  lowest: 4,
  minor: 4,
  trivial: 4,
  p4: 4,
};

/**
 * A rank for a priority word (lower runs first): critical/urgent 0, high 1, medium 2, low 3,
 * lowest 4, `P0`..`P4` alike; a number is taken as it is (1 before 2). An unknown word is a
 * warning and undefined (the item then sorts as medium).
 */
export function priorityRank(raw: unknown, where: string, warnings: string[]): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
  const key = String(raw).trim().toLowerCase();
  if (/^-?\d+(\.\d+)?$/.test(key)) return Number(key);
  const found = PRIORITY_WORDS[key];
  if (found !== undefined) return found;
  warnings.push(
    `${where}: unknown priority ${JSON.stringify(raw)}; imported as medium (use critical, high, medium or low)`,
  );
  return undefined;
}

/**
 * Priority within a spec is kept through TASK ORDER, in every importer: the scheduler gives a
 * spec's one slot to its first ready task, so a stable sort by rank (ties keep source order;
 * unranked items rank as `missing`, medium by default) makes a critical task run before a low
 * one whenever both are ready, without inventing dependencies the source never had.
 */
export function sortByPriority<T>(
  items: readonly T[],
  rank: (item: T) => number | undefined,
  missing = 2,
): T[] {
  return items
    .map((item, i) => ({ item, i, r: rank(item) ?? missing }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.item);
}

/**
 * A time as the plan keeps it: a Date (an unquoted YAML date) or an ISO string as ISO 8601;
 * "YYYY-MM-DD HH:MM[:SS]" as "YYYY-MM-DDTHH:MM:SS" (no zone is invented when the source has
 * none); a bare date as it is. Anything else is a warning and undefined.
 */
export function isoTime(raw: unknown, where: string, warnings: string[]): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (raw instanceof Date) {
    if (Number.isNaN(raw.getTime())) return undefined;
    const iso = raw.toISOString();
    // A YAML date without a time is midnight UTC: keep it a date.
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace('.000Z', 'Z');
  }
  const s = String(raw).trim();
  const m =
    /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(Z|[+-]\d{2}:?\d{2}|UTC)?)?$/i.exec(s);
  if (m) {
    if (!m[2]) return m[1];
    // "9:05" -> "09:05:00": ISO 8601 as Date.parse and people read it.
    const padded = m[2].length === 4 || (m[2].length > 4 && m[2][1] === ':') ? `0${m[2]}` : m[2];
    const time = padded.length === 5 ? `${padded}:00` : padded;
    const zone = m[3] ? (m[3].toUpperCase() === 'UTC' ? 'Z' : m[3].toUpperCase()) : '';
    return `${m[1]}T${time}${zone}`;
  }
  // Epoch seconds or milliseconds: 10 to 13 digits (a bare 2024 is not a time).
  if (/^\d{10,13}$/.test(s)) {
    const n = Number(s);
    return new Date(n < 1e12 ? n * 1000 : n).toISOString();
  }
  warnings.push(`${where}: time ${JSON.stringify(raw)} is not a date; left out (use YYYY-MM-DD or ISO 8601)`);
  return undefined;
}

/**
 * Milliseconds from a duration as people write it: "12m", "12 min", "1h 5m", "90s", "1:05:00",
 * "250ms", or a number of `numberUnit` (seconds by default). Undefined when it is not one.
 */
export function parseDuration(raw: unknown, numberUnit: 'ms' | 's' | 'm' = 's'): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const factor = { ms: 1, s: 1000, m: 60_000 }[numberUnit];
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? Math.round(raw * factor) : undefined;
  const s = String(raw).trim().toLowerCase();
  if (/^\d+(\.\d+)?$/.test(s)) return Math.round(Number(s) * factor);
  const clock = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(s);
  if (clock) return ((Number(clock[1] ?? 0) * 60 + Number(clock[2])) * 60 + Number(clock[3])) * 1000;
  const units: Record<string, number> = {
    ms: 1,
    s: 1000,
    sec: 1000,
    secs: 1000,
    second: 1000,
    seconds: 1000,
    m: 60_000,
    min: 60_000,
    mins: 60_000,
    minute: 60_000,
    minutes: 60_000,
    h: 3_600_000,
    hr: 3_600_000,
    hrs: 3_600_000,
    hour: 3_600_000,
    hours: 3_600_000,
    d: 86_400_000,
    day: 86_400_000,
    days: 86_400_000,
  };
  let total = 0;
  // `\b` needs a word character beside it: `~` and `approx.` are matched without it.
  let rest = s.replace(/\b(duration|total|took|about)\b|\bapprox\b\.?|~/g, ' ').trim();
  const part = /^(\d+(?:\.\d+)?)\s*([a-z]+)[\s,]*/;
  let any = false;
  for (let m = part.exec(rest); m; m = part.exec(rest)) {
    const unit = units[m[2]!];
    if (unit === undefined) return undefined;
    total += Number(m[1]) * unit;
    any = true;
    rest = rest.slice(m[0].length);
  }
  return any && rest.trim() === '' ? Math.round(total) : undefined;
}

/** US dollars from 0.42, "0.42", "$0.42", "$1,204.50", "0.42 USD"; undefined when it is not an amount. */
export function parseUsd(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? raw : undefined;
  if (typeof raw !== 'string') return undefined;
  const m = /^(?:US)?\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(?:usd|\$)?$/i.exec(raw.trim());
  return m ? Number(m[1]!.replace(/,/g, '')) : undefined;
}

/**
 * The source's record of finished work as the one attempt the plan can hold it in (the plan
 * keeps cost and tokens per attempt): attempt 1, `passed` for a completed task. Undefined when
 * the source recorded none of it, so that a plain task gets no invented history.
 */
export function recordedAttempt(
  status: TaskStatus,
  fields: {
    costUsd?: number;
    durationMs?: number;
    startedAt?: string;
    finishedAt?: string;
    inputTokens?: number;
    outputTokens?: number;
    turns?: number;
    summary?: string;
  },
): Attempt | undefined {
  const recorded = compact({ ...fields });
  if (Object.keys(recorded).length === 0) return undefined;
  const outcome: Attempt['outcome'] =
    status === 'completed' ? 'passed' : status === 'blocked' ? 'blocked' : undefined;
  return compact<Attempt>({ number: 1, ...recorded, outcome });
}
