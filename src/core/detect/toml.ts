// The TOML build files (Cargo.toml, pyproject.toml, ruff.toml) as documents, through smol-toml,
// a TOML 1.0 parser. A file that is not valid TOML gives a note that says where it breaks, and
// the detection goes on without what that file would have said.
import { parse, TomlError } from 'smol-toml';
import { isRecord, type ProjectReader } from './types.js';

export type TomlTable = Record<string, unknown>;

/**
 * The document of a TOML file: undefined when there is no such file, or when it is not valid
 * TOML (then with a note that says where it breaks and what is lost).
 */
export function readToml(
  reader: ProjectReader,
  file: string,
  notes: string[],
  lost: string,
): TomlTable | undefined {
  const text = reader.read(file);
  if (text === undefined) return undefined;
  try {
    return parse(text);
  } catch (e) {
    if (!(e instanceof TomlError)) throw e;
    const why = e.message.split('\n')[0]!.replace(/^Invalid TOML document:\s*/, '');
    notes.push(
      `${file} is not valid TOML (line ${e.line}, column ${e.column}: ${why}); ${lost}. Fix the file and run ralph init again`,
    );
    return undefined;
  }
}

/** The table at a dotted path (`table(doc, 'tool', 'ruff')`), or undefined. */
export function table(doc: unknown, ...path: string[]): TomlTable | undefined {
  let at: unknown = doc;
  for (const key of path) at = isRecord(at) ? at[key] : undefined;
  return isRecord(at) ? at : undefined;
}

/** The strings of an array (a dependency list, an env list); nothing for anything else. */
export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * A dependency list as text, one quoted requirement a line (`"ruff>=0.4"`), the form
 * `mentionsPackage` reads; undefined when the value is not a list.
 */
export function requirementsText(value: unknown): string | undefined {
  return Array.isArray(value)
    ? strings(value)
        .map((s) => JSON.stringify(s))
        .join('\n')
    : undefined;
}

/** Each key of a table whose value is a dependency list, as `requirementsText`. */
export function requirementLists(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (isRecord(value))
    for (const [k, v] of Object.entries(value)) {
      const text = requirementsText(v);
      if (text !== undefined) out[k] = text;
    }
  return out;
}
