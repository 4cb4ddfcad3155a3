// Reading and writing `implementation.json` safely. The object in memory is the parsed JSON
// itself (not zod's output), so key order and unknown keys survive; a write re-validates,
// and replaces the file atomically (temp file + rename) under a lock, so no reader sees half
// a file and no concurrent writer's update is lost. A write is a minimal edit of the text it
// was read from (editPlanText): only the values that changed are rewritten, and every other
// byte (a hand-formatted layout, the indentation, line endings, byte-order mark) stays as it
// was, so two spec branches that change different specs merge without a conflict (C6).
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { findNodeAtLocation, type ParseError, parseTree, printParseErrorCode } from 'jsonc-parser';
import { RalphError } from '../core/errors.js';
import { planProblems, planWarnings } from '../core/plan/checks.js';
import { detectIndent, editJsonText } from '../core/plan/json-edit.js';
import type { Plan } from '../core/plan/plan.js';
import { formatProblem, type Problem, parsePath } from '../core/plan/problem.js';

/** A plan that cannot be read or would not be valid; `problems` has one entry per problem. */
export class PlanError extends RalphError {
  override readonly code: string = 'plan';
  constructor(
    readonly file: string,
    readonly problems: Array<Problem & { line?: number; column?: number }>,
  ) {
    super(problems.map((p) => locatedLine(file, p)).join('\n'));
    this.name = 'PlanError';
  }
}

/** `file:line:column: path: message`, the shape editors and terminals link to the place. */
export function locatedLine(file: string, p: Problem & { line?: number; column?: number }): string {
  return `${file}${p.line ? `:${p.line}:${p.column}` : ''}: ${formatProblem(p)}`;
}

/**
 * The warnings of a loaded plan (planWarnings: a misspelled known key, no gates), placed at
 * line and column like errors. Separate from loadPlan, which every command runs: only the
 * commands that show warnings pay for the walk.
 */
export function loadedPlanWarnings(loaded: LoadedPlan): Array<Problem & { line?: number; column?: number }> {
  const warnings = planWarnings(loaded.plan);
  if (warnings.length === 0 || loaded.text === undefined) return warnings;
  const body = loaded.text.charCodeAt(0) === 0xfeff ? loaded.text.slice(1) : loaded.text;
  return locate(body, warnings);
}

interface Format {
  bom: boolean;
  eol: '\n' | '\r\n';
  indent: string;
}

export interface LoadedPlan {
  path: string;
  plan: Plan;
  format: Format;
  /** The text the plan was read from; a save edits it (and then holds what was written). */
  text?: string;
}

const DEFAULT_FORMAT: Format = { bom: false, eol: '\n', indent: '  ' };

/** Parses plan text; throws PlanError with line and column for bad JSON or a bad plan. */
export function parsePlanText(text: string, file: string): { plan: Plan; format: Format } {
  const bom = text.charCodeAt(0) === 0xfeff;
  const body = bom ? text.slice(1) : text;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new PlanError(file, jsonSyntaxProblems(body));
  }
  const problems = planProblems(value);
  if (problems.length > 0) throw new PlanError(file, locate(body, problems));
  return {
    plan: value as Plan,
    format: { bom, eol: body.includes('\r\n') ? '\r\n' : '\n', indent: detectIndent(body) },
  };
}

export function loadPlan(path: string): LoadedPlan {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const hint =
      code === 'ENOENT'
        ? 'no such file; create one with `ralph init`, or pass --plan PATH'
        : (err as Error).message;
    throw new PlanError(path, [{ path: '', message: hint }]);
  }
  return { path, ...parsePlanText(text, path), text };
}

/** The bytes a plan is written as, in the given format. */
export function serializePlan(plan: Plan, format: Format = DEFAULT_FORMAT): string {
  let json = `${JSON.stringify(plan, null, format.indent)}\n`;
  if (format.eol === '\r\n') json = json.replace(/\n/g, '\r\n');
  return (format.bom ? '\uFEFF' : '') + json;
}

/**
 * Validates, then atomically replaces the file with a minimal edit of the text the plan was
 * read from (or, for a LoadedPlan made by hand, of the file as it is now). A plan with
 * problems is never written.
 */
export function savePlan(loaded: LoadedPlan): void {
  const problems = planProblems(loaded.plan);
  if (problems.length > 0) {
    throw new PlanError(
      loaded.path,
      problems.map((p) => ({ ...p, message: `${p.message} (not saved; the file is unchanged)` })),
    );
  }
  const old = loaded.text ?? readIfPresent(loaded.path);
  const text = old === undefined ? serializePlan(loaded.plan, loaded.format) : editText(old, loaded.plan);
  writeAtomic(loaded.path, text);
  loaded.text = text;
}

function readIfPresent(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * `oldText` changed only where `next` differs from the JSON in it, so it parses to `next`: a
 * changed value is replaced, a new key or array element inserted (in the layout around it:
 * on a line of its own in the file's indentation and line endings, or on the same line in a
 * compact object or array), a removed one cut out with its comma. Every other byte (a BOM,
 * CRLF line ends, a hand-made layout) stays as it was. Existing keys keep the file's order; a
 * new key goes before the existing key that follows it in `next`, else at the end of its
 * object. Throws PlanError (naming `file`) for a `next` that is not a valid plan, and writes
 * nothing then; old text that is not JSON is replaced by `next` in full (serializePlan).
 */
export function editPlanText(oldText: string, next: Plan, file: string): string {
  const problems = planProblems(next);
  if (problems.length > 0) throw new PlanError(file, problems);
  return editText(oldText, next);
}

/** A minimal edit of `oldText`, or `next` in full in the old text's format when it is not JSON. */
function editText(oldText: string, next: Plan): string {
  const edited = editJsonText(oldText, next);
  if (edited !== undefined) return edited;
  const bom = oldText.charCodeAt(0) === 0xfeff;
  const body = bom ? oldText.slice(1) : oldText;
  return serializePlan(next, { bom, eol: body.includes('\r\n') ? '\r\n' : '\n', indent: detectIndent(body) });
}

let tmpCount = 0;

export function writeAtomic(path: string, data: string): void {
  // Unique per process (pid and a counter) and across hosts sharing a disk (time, random).
  // Not node:crypto: loading it costs ~10 ms of start-up on every `ralph` command.
  const unique = `${process.pid}.${Date.now().toString(36)}${(++tmpCount).toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const tmp = `${path}.${unique}.tmp`;
  try {
    writeFileSync(tmp, data, { flag: 'wx' });
    renameSync(tmp, path);
  } catch (err) {
    // EEXIST: the name is someone else's file, not ours to remove.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') rmSync(tmp, { force: true });
    throw err;
  }
}

const LOCK_STALE_MS = 30_000;

/**
 * Read-modify-write under a lock file (`<plan>.lock`), so two writers (a `ralph set` while
 * `ralph build` runs, say) never lose each other's update. `mutate` sees the freshest plan.
 */
export async function updatePlan<T>(path: string, mutate: (plan: Plan) => T): Promise<T> {
  const lock = `${path}.lock`;
  const token = `${process.pid}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      writeFileSync(lock, token, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      breakStaleLock(lock);
      if (Date.now() > deadline)
        throw new RalphError(
          `${path}: locked by another ralph process (${lock}); wait, or delete the lock if none runs`,
        );
      await sleep(20 + Math.random() * 30);
    }
  }
  try {
    const loaded = loadPlan(path);
    const result = mutate(loaded.plan);
    savePlan(loaded);
    return result;
  } finally {
    // Only our own lock: a holder that stalled past the stale age may have lost it to another.
    try {
      if (readFileSync(lock, 'utf8') === token) rmSync(lock, { force: true });
    } catch {
      // already gone
    }
  }
}

/**
 * Removes a lock older than LOCK_STALE_MS (its holder died). Renaming it away first makes the
 * take-over atomic: of two waiters that both see it stale, one rename succeeds, and the other's
 * fails, so neither removes a lock the other has just taken.
 */
function breakStaleLock(lock: string): void {
  try {
    if (Date.now() - statSync(lock).mtimeMs <= LOCK_STALE_MS) return;
    const aside = `${lock}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.stale`;
    renameSync(lock, aside);
    rmSync(aside, { force: true });
  } catch {
    // released or taken over by someone else meanwhile
  }
}

/**
 * Line and column (1-based) of offsets into one text. The line starts are found once, so
 * locating the problems of a big plan with many problems stays linear.
 */
function lineIndex(text: string): (offset: number) => { line: number; column: number } {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo]! + 1 };
  };
}

function jsonSyntaxProblems(text: string): Array<Problem & { line: number; column: number }> {
  const errors: ParseError[] = [];
  parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const lineColumn = lineIndex(text);
  if (errors.length === 0) return [{ line: 1, column: 1, path: '', message: 'invalid JSON; fix the syntax' }];
  const problems = errors.slice(0, 5).map((e) => {
    const code = printParseErrorCode(e.error);
    // A comma before a closing bracket makes the parser expect a value there: name the comma.
    const before = text.slice(0, e.offset).trimEnd();
    if (before.endsWith(',') && /^\s*[\]}]/.test(text.slice(e.offset)))
      return {
        ...lineColumn(before.length - 1),
        path: '',
        message: 'invalid JSON: a trailing comma; remove it',
      };
    if (code === 'InvalidCommentToken' || /^\/[/*]/.test(text.slice(e.offset)))
      return {
        ...lineColumn(e.offset),
        path: '',
        message: 'invalid JSON: a comment; JSON has none, so remove it',
      };
    let offset = e.offset;
    // The parser stops at the token after the missing comma (often on the next line); the
    // comma belongs right after the value before it, so point there.
    if (code === 'CommaExpected') {
      while (offset > 0 && /\s/.test(text[offset - 1]!)) offset--;
    }
    const what = code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase(); // "CommaExpected" -> "comma expected"
    return {
      ...lineColumn(offset),
      path: '',
      message: `invalid JSON: ${what}; fix the syntax at this place`,
    };
  });
  // The parser may stumble twice over one mistake (a trailing comma in an object): say it once.
  return problems.filter(
    (p, i) =>
      problems.findIndex((q) => q.line === p.line && q.column === p.column && q.message === p.message) === i,
  );
}

/** Adds the line and column of each problem's JSON path (only computed when there are problems). */
function locate(text: string, problems: Problem[]): Array<Problem & { line?: number; column?: number }> {
  const root = parseTree(text);
  if (!root) return problems;
  const lineColumn = lineIndex(text);
  return problems.map((p) => {
    const segments = parsePath(p.path);
    let node = findNodeAtLocation(root, segments);
    // A missing key: point at the nearest enclosing value that exists.
    while (!node && segments.length > 0) {
      segments.pop();
      node = findNodeAtLocation(root, segments);
    }
    if (!node) return p;
    const at = node.parent?.type === 'property' ? node.parent.offset : node.offset;
    return { ...p, ...lineColumn(at) };
  });
}
