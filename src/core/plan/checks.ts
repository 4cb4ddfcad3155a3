// Validation of a plan: the schema, then the rules no schema can express (duplicate ids,
// unknown and cyclic dependencies, ids unsafe as branch names, completed-before-dependency).
// Every problem carries the JSON path it is about, so a message reads
// `specs[1].tasks[0].dependsOn[0]: unknown task "x"`.

import { closestKey } from '../closest-key.js';
import type { Plan } from './plan.js';
import { PLAN_SHAPE } from './plan-shape.js';
import { formatPath, isRecord, type PathSegment, type Problem } from './problem.js';
import { semanticProblems } from './rules.js';
import {
  type Shape,
  type ShapeIssue,
  shapeAt,
  shapeIssues,
  shapePredicate,
  unwrapOptional,
} from './shape.js';

let planPredicate: ((value: unknown) => boolean) | undefined;

/**
 * Schema problems for any JSON value, each naming the value it got and what fits: the issues
 * zod reports for the plan schema, found without zod (shape.ts). A fast yes/no first, which is
 * all a valid plan costs; the issues are only worked out for a plan that has some.
 */
export function schemaProblems(value: unknown): Problem[] {
  if (planSchemaAccepts(value)) return [];
  return shapeIssues(PLAN_SHAPE, value).map((issue) => ({
    path: formatPath(issue.path),
    message: issueMessage(issue, valueAt(value, issue.path), describedAt(PLAN_SHAPE, issue.path)),
  }));
}

/**
 * One sentence per issue in a plan's words: the value it got and what would fit. zod's own
 * messages ("Invalid option: expected one of "a"|"b"", "must match pattern /^\d+.../") name
 * neither the value nor, for a pattern, anything a person can copy.
 */
function issueMessage(issue: ShapeIssue, got: unknown, description: string | undefined): string {
  const what = description ? lowerFirst(description).replace(/\.$/, '') : undefined;
  const hint = what ? `; ${what}` : '';
  switch (issue.code) {
    case 'invalid_type':
      if (got === undefined) return `missing: this key is required (${typeWord(issue.expected)})`;
      return `expected ${typeWord(issue.expected)}, got ${shown(got)}${hint}`;
    case 'invalid_value':
      return `${shown(got)} is not one of ${(issue.values ?? []).map((v) => String(v)).join(', ')}`;
    case 'invalid_format':
      if (issue.format === 'regex' && what) return `${shown(got)} is not valid here: use ${what}`;
      return `${shown(got)} is not valid here: it must match ${issue.pattern ?? issue.format}`;
    case 'invalid_union': {
      const options = [...new Set((issue.errors ?? []).map((e) => typeWord(e[0]?.expected)))];
      return `got ${shown(got)}; use ${what ?? options.join(' or ')}`;
    }
    case 'too_small':
    case 'too_big': {
      const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      const more = issue.code === 'too_small';
      if (issue.origin === 'string')
        return `${shown(got)} is too ${more ? 'short' : 'long'}: ${more ? 'at least' : 'at most'} ${bound} character${bound === 1 ? '' : 's'}`;
      if (issue.origin === 'array')
        return `has ${Array.isArray(got) ? got.length : '?'} entries; ${more ? 'at least' : 'at most'} ${bound} ${bound === 1 ? 'is' : 'are'} needed`;
      const rel = more
        ? issue.inclusive
          ? 'at least'
          : 'greater than'
        : issue.inclusive
          ? 'at most'
          : 'less than';
      return `got ${shown(got)}; it must be ${rel} ${bound}${hint}`;
    }
  }
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

function typeWord(expected: string | undefined): string {
  return (expected && TYPE_WORDS[expected]) ?? expected ?? 'something else';
}

/** A value as a message quotes it: short JSON for scalars, a kind for the rest. */
function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (isRecord(value)) return 'an object';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 56)}..."` : text;
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const seg of path) {
    if (Array.isArray(at) && typeof seg === 'number') at = at[seg];
    else if (isRecord(at) && typeof seg === 'string') at = at[seg];
    else return undefined;
  }
  return at;
}

/** The schema's own description of what fits at a path (`.describe()`), if it has one. */
function describedAt(shape: Shape, path: readonly PropertyKey[]): string | undefined {
  for (const node of shapeAt(shape, path)) if (node.description) return node.description;
  return undefined;
}

/**
 * Warnings about a plan that is valid but probably not what its author meant: an unknown key
 * that is a known key misspelled (kept, as every unknown key is, but Ralph does not read it,
 * so a `dependOn` silently drops a dependency), and a plan without gates (nothing checks the
 * agent's work). `ralph validate --strict` turns them into errors.
 */
export function planWarnings(plan: Plan): Problem[] {
  const warnings: Problem[] = [];
  misspelledKeys(PLAN_SHAPE, plan, [], warnings);
  if (!plan.gates || plan.gates.length === 0)
    warnings.push({
      path: '',
      message:
        'no gates: nothing checks the agent\'s work before its task is marked completed; add "gates", such as [{"name": "test", "command": "npm test"}]',
    });
  return warnings;
}

function misspelledKeys(schema: Shape, value: unknown, path: PathSegment[], out: Problem[]): void {
  const node = unwrapOptional(schema);
  if (node.type === 'array' && Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) misspelledKeys(node.element, value[i], [...path, i], out);
    return;
  }
  if (node.type !== 'object' || !isRecord(value)) return;
  const shape = node.fields;
  const known = Object.keys(shape);
  for (const key of Object.keys(value)) {
    const field = shape[key];
    if (field) {
      misspelledKeys(field, value[key], [...path, key], out);
      continue;
    }
    const meant = closestKey(key, known);
    // Both present: the unknown one is the author's own key, not a slip.
    if (meant !== undefined && !(meant in value))
      out.push({
        path: formatPath([...path, key]),
        message: `unknown key "${key}" is kept, but Ralph does not read it; did you mean "${meant}"?`,
      });
  }
}

/**
 * Every problem of a plan in one go: the schema's, and the rules beyond it on the parts they
 * can read. A rule's problem at a place the schema already named (or inside it) is left to
 * the schema's message: one problem, one line.
 */
export function planProblems(value: unknown): Problem[] {
  const schema = schemaProblems(value);
  if (schema.length === 0) return semanticProblems(value as Plan);
  if (!isRecord(value)) return schema;
  const named = (path: string) =>
    schema.some(
      (s) =>
        s.path === '' || path === s.path || path.startsWith(`${s.path}.`) || path.startsWith(`${s.path}[`),
    );
  return [...schema, ...semanticProblems(value as Plan).filter((p) => !named(p.path))];
}

/**
 * Whether the plan schema accepts a whole plan (the fast yes/no of schemaProblems). For a
 * reader that checks a plan assembled from an accepted plan and a few new `specs` entries a
 * part at a time (plan-delta.ts).
 */
export function planSchemaAccepts(value: unknown): boolean {
  planPredicate ??= shapePredicate(PLAN_SHAPE);
  return planPredicate(value);
}

let specEntryPredicate: ((value: unknown) => boolean) | undefined;

/**
 * Whether the plan schema accepts each of these entries of a plan's `specs`; false means "not
 * sure". A plan the schema accepts, with some of its `specs` entries replaced by entries this
 * accepts, is accepted too: the `specs` list has no check of its own (a shape's arrays have
 * none, shape-of.ts refuses a length bound).
 */
export function specEntriesAccepted(entries: readonly unknown[]): boolean {
  if (specEntryPredicate === undefined) {
    const specs = PLAN_SHAPE.type === 'object' ? PLAN_SHAPE.fields.specs : undefined;
    specEntryPredicate = specs?.type === 'array' ? shapePredicate(specs.element) : () => false;
  }
  for (const entry of entries) if (!specEntryPredicate(entry)) return false;
  return true;
}
