// The plan's shape as plain data (plan-shape.ts, generated from the zod schema in plan.ts by
// shape-of.ts), and the two things Ralph does with it: a fast yes/no check, and, when the answer
// is no, the list of issues zod itself would report, field for field and in zod's order.
//
// Why not zod at run time: loading the schema library and building the plan schema takes longer
// than checking a 10,000-task plan, and `ralph next` runs at the start of every CI run. zod stays
// the single source of truth: plan-shape.ts is generated from it (a test fails when it is stale),
// and a test compares these issues with zod's on every one-field change of a full plan.

/** One node of a schema, as far as the plan schema uses zod. */
export type Shape = { description?: string } & (
  | { type: 'string'; checks?: ShapeCheck[] }
  | { type: 'number'; checks?: ShapeCheck[] }
  | { type: 'boolean' }
  | { type: 'enum'; values: readonly string[] }
  | { type: 'optional'; inner: Shape }
  | { type: 'union'; options: readonly Shape[] }
  | { type: 'array'; element: Shape }
  | { type: 'record'; value: Shape }
  /** A loose object: keys beyond `fields` are kept and not checked. */
  | { type: 'object'; fields: Readonly<Record<string, Shape>> }
);

/** zod's checks that the plan schema uses, with the definitions zod runs. */
export type ShapeCheck =
  | { check: 'min_length'; minimum: number }
  | { check: 'regex'; pattern: string; flags: string }
  | { check: 'greater_than'; value: number; inclusive: boolean }
  | { check: 'less_than'; value: number; inclusive: boolean }
  | { check: 'safeint' };

/** An issue as zod reports it (`error.issues`), without the input and the message. */
export interface ShapeIssue {
  code: 'invalid_type' | 'invalid_value' | 'invalid_format' | 'invalid_union' | 'too_small' | 'too_big';
  path: PropertyKey[];
  expected?: string;
  values?: readonly string[];
  format?: string;
  pattern?: string;
  origin?: string;
  minimum?: number;
  maximum?: number;
  inclusive?: boolean;
  errors?: ShapeIssue[][];
}

/** A check's issue may let the next checks run (zod's `continue: true`); a type's stops them. */
type RunIssue = ShapeIssue & { continue?: boolean };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** zod's isPlainObject: an object literal, or one without a prototype (what a record takes). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype;
}

function regexOf(check: { pattern: string; flags: string }): RegExp {
  return new RegExp(check.pattern, check.flags);
}

type Predicate = (value: unknown) => boolean;

/**
 * A function that answers `true` only for a value zod accepts, compiled once per shape into
 * closures: no issue list, no output copy. `false` means zod rejects it, or (for an object with
 * a prototype of its own, which JSON never makes) that shapeIssues should decide. Plain loops
 * over keys and elements, because it runs on every field of every task on every command.
 */
export function shapePredicate(shape: Shape): Predicate {
  switch (shape.type) {
    case 'boolean':
      return (v) => typeof v === 'boolean';
    case 'string': {
      let min = 0;
      const patterns: RegExp[] = [];
      for (const c of shape.checks ?? []) {
        if (c.check === 'min_length') min = Math.max(min, c.minimum);
        else if (c.check === 'regex') patterns.push(regexOf(c));
        else throw new Error(`shapePredicate: a string cannot have the check ${c.check}`);
      }
      if (patterns.length === 0)
        // A string of `min` code units or more has `min` code points or more only when min <= 1
        // (a surrogate pair is two units), so above that count code points, as zod does.
        return min === 0
          ? (v) => typeof v === 'string'
          : min === 1
            ? (v) => typeof v === 'string' && v.length >= 1
            : (v) => typeof v === 'string' && codePoints(v) >= min;
      return (v) => {
        if (typeof v !== 'string' || codePoints(v) < min) return false;
        for (const p of patterns) {
          p.lastIndex = 0;
          if (!p.test(v)) return false;
        }
        return true;
      };
    }
    case 'number': {
      const tests = (shape.checks ?? []).map(numberTest);
      if (tests.length === 0) return (v) => typeof v === 'number' && Number.isFinite(v);
      return (v) => typeof v === 'number' && Number.isFinite(v) && tests.every((t) => t(v));
    }
    case 'enum': {
      const values = new Set<unknown>(shape.values);
      return (v) => values.has(v);
    }
    case 'optional': {
      const inner = shapePredicate(shape.inner);
      return (v) => v === undefined || inner(v);
    }
    case 'union': {
      const options = shape.options.map(shapePredicate);
      return (v) => options.some((o) => o(v));
    }
    case 'array': {
      const element = shapePredicate(shape.element);
      return (v) => {
        if (!Array.isArray(v)) return false;
        for (let i = 0; i < v.length; i++) if (!element(v[i])) return false;
        return true;
      };
    }
    case 'record': {
      const value = shapePredicate(shape.value);
      return (v) => {
        if (!isPlainObject(v)) return false;
        for (const key of Object.keys(v)) if (key !== '__proto__' && !value(v[key])) return false;
        return true;
      };
    }
    case 'object': {
      // The required fields are looked up by name; the optional ones are checked by walking the
      // keys the object has, since a task sets a few of its 27 optional fields. `for...in` over
      // a parsed object reads its keys from V8's cache, where looking up every known key costs
      // a lookup per key, present or not: a third less time on a 10,000-task plan. A key that
      // is no field is another key of the user's, kept and not checked (a loose object).
      const requiredKeys: string[] = [];
      const requiredTests: Predicate[] = [];
      const optional: Record<string, Predicate> = Object.create(null);
      for (const [key, field] of Object.entries(shape.fields)) {
        if (field.type === 'optional') optional[key] = shapePredicate(field.inner);
        else {
          requiredKeys.push(key);
          requiredTests.push(shapePredicate(field));
        }
      }
      return (v) => {
        // `for...in` sees enumerable keys, zod reads every field by name: the same on a parsed
        // object, not always on one made by code with a prototype of its own (left to shapeIssues).
        if (!isPlainObject(v)) return false;
        for (let i = 0; i < requiredKeys.length; i++)
          if (!requiredTests[i]!(v[requiredKeys[i]!])) return false;
        for (const key in v) {
          const test = optional[key];
          if (test === undefined) continue;
          const value = v[key];
          if (value !== undefined && !test(value)) return false;
        }
        return true;
      };
    }
  }
}

function numberTest(c: ShapeCheck): (n: number) => boolean {
  switch (c.check) {
    case 'safeint':
      return Number.isSafeInteger;
    case 'greater_than':
      return c.inclusive ? (n) => n >= c.value : (n) => n > c.value;
    case 'less_than':
      return c.inclusive ? (n) => n <= c.value : (n) => n < c.value;
    default:
      throw new Error(`shapePredicate: a number cannot have the check ${c.check}`);
  }
}

function codePoints(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/**
 * The issues zod reports for a value (`safeParse(value).error.issues`, in the same order, with
 * the same code, path and fields), for the constructs a Shape has. Only called once the
 * predicate said no, so it favours following zod's steps over speed.
 */
export function shapeIssues(shape: Shape, value: unknown): ShapeIssue[] {
  return run(shape, value).map(finish);
}

function finish(issue: RunIssue): ShapeIssue {
  const { continue: _, ...rest } = issue;
  return rest.errors ? { ...rest, errors: rest.errors.map((list) => list.map(finish)) } : rest;
}

/** zod's `aborted`: an issue that does not say `continue` stops the checks after it. */
function aborted(issues: readonly RunIssue[], from = 0): boolean {
  for (let i = from; i < issues.length; i++) if (issues[i]!.continue !== true) return true;
  return false;
}

function prefixed(key: PropertyKey, issues: readonly RunIssue[]): RunIssue[] {
  return issues.map((issue) => ({ ...issue, path: [key, ...issue.path] }));
}

function run(shape: Shape, value: unknown): RunIssue[] {
  const issues = parse(shape, value);
  if ((shape.type === 'string' || shape.type === 'number') && shape.checks?.length)
    runChecks(shape.checks, value, issues);
  return issues;
}

/** The type's own test and its children's issues, before its checks (zod's `_zod.parse`). */
function parse(shape: Shape, value: unknown): RunIssue[] {
  const wrongType = (expected: string): RunIssue[] => [{ code: 'invalid_type', expected, path: [] }];
  switch (shape.type) {
    case 'boolean':
      return typeof value === 'boolean' ? [] : wrongType('boolean');
    case 'string':
      return typeof value === 'string' ? [] : wrongType('string');
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? [] : wrongType('number');
    case 'enum':
      return shape.values.includes(value as string)
        ? []
        : [{ code: 'invalid_value', values: shape.values, path: [] }];
    case 'optional':
      return value === undefined ? [] : run(shape.inner, value);
    case 'union': {
      const results = shape.options.map((option) => run(option, value));
      if (results.some((r) => r.length === 0)) return [];
      // zod: when all options but one failed on the type itself, that option's issues are the answer.
      const open = results.filter((r) => !aborted(r));
      if (open.length === 1) return open[0]!;
      return [{ code: 'invalid_union', errors: results, path: [] }];
    }
    case 'array': {
      if (!Array.isArray(value)) return wrongType('array');
      const issues: RunIssue[] = [];
      for (let i = 0; i < value.length; i++) issues.push(...prefixed(i, run(shape.element, value[i])));
      return issues;
    }
    case 'record': {
      if (!isPlainObject(value)) return wrongType('record');
      const issues: RunIssue[] = [];
      for (const key of Object.keys(value))
        if (key !== '__proto__') issues.push(...prefixed(key, run(shape.value, value[key])));
      return issues;
    }
    case 'object': {
      if (!isObject(value)) return wrongType('object');
      const issues: RunIssue[] = [];
      for (const [key, field] of Object.entries(shape.fields)) {
        if (key === '__proto__') continue;
        const present = key in value;
        // An optional key that is absent is fine, whatever is wrong with `undefined` for it.
        if (field.type === 'optional' && !present) continue;
        const found = run(field, value[key]);
        issues.push(...prefixed(key, found));
        if (!present && found.length === 0)
          issues.push({ code: 'invalid_type', expected: 'nonoptional', path: [key] });
      }
      return issues;
    }
  }
}

/**
 * zod's `runChecks`: each check in order, none after an issue that aborts, except that a
 * length check (which has a `when`) still runs on anything with a length, such as a list given
 * where a string belongs.
 */
function runChecks(checks: readonly ShapeCheck[], value: unknown, issues: RunIssue[]): void {
  let stopped = aborted(issues);
  for (const c of checks) {
    if (c.check === 'min_length') {
      if (issues.some((i) => i.continue === false)) continue;
      if (value === null || value === undefined || (value as { length?: unknown }).length === undefined)
        continue;
    } else if (stopped) continue;
    const before = issues.length;
    check(c, value, issues);
    if (!stopped && issues.length > before) stopped = aborted(issues, before);
  }
}

function check(c: ShapeCheck, value: unknown, issues: RunIssue[]): void {
  switch (c.check) {
    case 'min_length': {
      const length = typeof value === 'string' ? codePoints(value) : (value as { length: number }).length;
      if (length < c.minimum)
        issues.push({
          code: 'too_small',
          origin: Array.isArray(value) ? 'array' : typeof value === 'string' ? 'string' : 'unknown',
          minimum: c.minimum,
          inclusive: true,
          path: [],
          continue: true,
        });
      return;
    }
    case 'regex': {
      const pattern = regexOf(c);
      if (!pattern.test(value as string))
        issues.push({
          code: 'invalid_format',
          origin: 'string',
          format: 'regex',
          pattern: pattern.toString(),
          path: [],
          continue: true,
        });
      return;
    }
    case 'greater_than':
    case 'less_than': {
      const n = value as number;
      const below = c.check === 'greater_than';
      const ok = below
        ? c.inclusive
          ? n >= c.value
          : n > c.value
        : c.inclusive
          ? n <= c.value
          : n < c.value;
      if (!ok)
        issues.push({
          code: below ? 'too_small' : 'too_big',
          origin: typeof value === 'bigint' ? 'bigint' : 'number',
          ...(below ? { minimum: c.value } : { maximum: c.value }),
          inclusive: c.inclusive,
          path: [],
          continue: true,
        });
      return;
    }
    case 'safeint': {
      const n = value as number;
      if (!Number.isInteger(n)) {
        issues.push({ code: 'invalid_type', expected: 'int', format: 'safeint', path: [], continue: false });
        return;
      }
      if (!Number.isSafeInteger(n))
        issues.push(
          n > 0
            ? {
                code: 'too_big',
                origin: 'int',
                maximum: Number.MAX_SAFE_INTEGER,
                inclusive: true,
                path: [],
                continue: true,
              }
            : {
                code: 'too_small',
                origin: 'int',
                minimum: Number.MIN_SAFE_INTEGER,
                inclusive: true,
                path: [],
                continue: true,
              },
        );
      return;
    }
  }
}

/** The node at a path and what it wraps, through optional wrappers; empty past a union. */
export function shapeAt(shape: Shape, path: readonly PropertyKey[]): Shape[] {
  let node: Shape = shape;
  for (const seg of path) {
    const inner = unwrapOptional(node);
    const next =
      inner.type === 'object' && typeof seg === 'string'
        ? inner.fields[seg]
        : inner.type === 'array' && typeof seg === 'number'
          ? inner.element
          : inner.type === 'record'
            ? inner.value
            : undefined;
    if (!next) return [];
    node = next;
  }
  // The node and what it wraps: `.describe()` may sit on either side of `.optional()`.
  const inner = unwrapOptional(node);
  return inner === node ? [node] : [node, inner];
}

export function unwrapOptional(shape: Shape): Shape {
  return shape.type === 'optional' ? shape.inner : shape;
}
