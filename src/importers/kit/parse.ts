// Parsed sources: a JSON, JSONC or YAML value plus where each part of it came from, so a
// problem can name its line and column; a syntax error names its place too.
import {
  findNodeAtLocation,
  getNodeValue,
  type ParseError,
  type ParseErrorCode,
  parseTree,
  printParseErrorCode,
} from 'jsonc-parser';
import { isNode, LineCounter, parseDocument } from 'yaml';
import { formatPath } from '../../core/plan/problem.js';
import { ImportError } from './error.js';

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
