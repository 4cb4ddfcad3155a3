// A problem with a plan, and the JSON path it is about, so a message reads
// `specs[1].tasks[0].dependsOn[0]: unknown task "x"`; and the id rule every spec and task id
// keeps, since ids become branch, file and artifact names. Shared by the schema's check
// (checks.ts), the rules beyond it (rules.ts) and the importers.

export interface Problem {
  /** Where in the plan, as a JSON path: `specs[1].tasks[0].dependsOn[0]`. Empty for the root. */
  path: string;
  message: string;
}

export type PathSegment = string | number;

export function formatPath(segments: readonly PropertyKey[]): string {
  let out = '';
  for (const seg of segments) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (typeof seg === 'string' && /^[A-Za-z_$][\w$]*$/.test(seg)) out += out ? `.${seg}` : seg;
    else out += `[${JSON.stringify(String(seg))}]`;
  }
  return out;
}

export function parsePath(path: string): PathSegment[] {
  const out: PathSegment[] = [];
  const re = /([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g;
  for (const m of path.matchAll(re)) {
    if (m[1] !== undefined) out.push(m[1]);
    else if (m[2] !== undefined) out.push(Number(m[2]));
    else if (m[3] !== undefined) out.push(JSON.parse(m[3]) as string);
  }
  return out;
}

export function formatProblem(p: Problem): string {
  return p.path ? `${p.path}: ${p.message}` : p.message;
}

/** Compiled once: unsafeIdReason runs on every spec and task id of a plan. */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Branch-, file- and argument-safe id: starts with a letter or digit, then letters, digits,
 * ".", "_" or "-"; no "..", no trailing "." or ".lock" (git refuses those), at most 100 chars.
 */
export function unsafeIdReason(id: string): string | undefined {
  if (id.length > 100) return 'is longer than 100 characters';
  if (!SAFE_ID.test(id))
    return 'may only hold letters, digits, ".", "_" and "-", starting with a letter or digit';
  if (id.includes('..')) return 'may not contain ".."';
  if (id.endsWith('.') || id.endsWith('.lock')) return 'may not end in "." or ".lock"';
  return undefined;
}

/** A plain object (not a list, not null): what a rule reads of a plan the schema may have refused. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
