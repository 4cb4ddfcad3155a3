// Shape checks: zod schemas of the source formats, with errors that point into the file.
import type { z } from 'zod';
import { ImportError } from './error.js';
import { place, type SourceDoc, type SourcePath } from './parse.js';

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
