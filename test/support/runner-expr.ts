// Expressions for the runner emulation (runner.ts): `${{ }}` evaluated by GitHub's own evaluator
// (@actions/expressions: GitHub's loose equality, coercion, short-circuit `&&`/`||` returning an
// operand, case-insensitive property access, fromJSON/toJSON/format/contains/startsWith/...), with
// the status functions and hashFiles() supplied here, and template tokens from
// @actions/workflow-parser (which already turned `a ${{ x }} b` into `format('a {0} b', x)`)
// evaluated into plain values.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { data, Evaluator, Parser } from '@actions/expressions';
import type { FunctionDefinition } from '@actions/expressions/funcs/info';
import { truthy } from '@actions/expressions/result';
import {
  isBasicExpression,
  isBoolean,
  isMapping,
  isNumber,
  isSequence,
  isString,
} from '@actions/workflow-parser';
import type { BasicExpressionToken, TemplateToken } from '@actions/workflow-parser/templates/tokens/index';
import { parse as parseYaml } from 'yaml';
import { fromData, lexExpression, toData } from '../../src/core/detect/ci-expr.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Status functions of the place an expression is evaluated (a job's `if` or a step's `if`). */
export interface StatusFunctions {
  success(): boolean;
  failure(): boolean;
  cancelled(): boolean;
}

export interface EvalScope {
  /** The contexts available here (only these names are accepted, as on the runner). */
  contexts: Record<string, Json>;
  /** Present where status functions are allowed (`if:`). */
  status?: StatusFunctions;
  /** Present in steps: hashFiles() over this workspace. */
  hashFiles?: (patterns: string[]) => string;
}

/** An expression that did not parse or evaluate; `where` is "file (Line: L, Col: C)" when known. */
export class ExpressionFailure extends Error {}

function fn(
  name: string,
  minArgs: number,
  maxArgs: number,
  call: FunctionDefinition['call'],
): FunctionDefinition {
  return { name, minArgs, maxArgs, call };
}

/** Evaluates one expression (without `${{ }}`) into GitHub's expression data. */
export function evaluateData(expression: string, scope: EvalScope): data.ExpressionData {
  const functions: FunctionDefinition[] = [];
  const status = scope.status;
  if (status) {
    functions.push(
      fn('success', 0, 255, () => new data.BooleanData(status.success())),
      fn('failure', 0, 255, () => new data.BooleanData(status.failure())),
      fn('cancelled', 0, 0, () => new data.BooleanData(status.cancelled())),
      fn('always', 0, 0, () => new data.BooleanData(true)),
    );
  }
  const hashFiles = scope.hashFiles;
  if (hashFiles)
    functions.push(
      fn('hashFiles', 1, 255, (...args) => new data.StringData(hashFiles(args.map((a) => a.coerceString())))),
    );
  // lexExpression un-escapes every `''` of a string literal, as GitHub's evaluator does
  // (@actions/expressions 0.3.61 only the first): the parser writes `''` for every quote of the
  // literal text around `${{ }}` (`echo 'a=${{ x }}' >> f` has two).
  const tokens = lexExpression(expression);
  // Unknown functions and contexts not available here are parse errors ("Unrecognized function",
  // "Unrecognized named-value"), as on the runner.
  const tree = new Parser(tokens, Object.keys(scope.contexts), functions).parse();
  if (!tree) return new data.Null();
  const context = new data.Dictionary(
    ...Object.entries(scope.contexts).map(([key, value]) => ({ key, value: toData(value) })),
  );
  return new Evaluator(tree, context, new Map(functions.map((f) => [f.name.toLowerCase(), f]))).evaluate();
}

export function evaluate(expression: string, scope: EvalScope): Json {
  return fromData(evaluateData(expression, scope));
}

/** An `if:` condition (already holding its status function: the parser adds `success() && (...)`). */
export function evaluateCondition(expression: string, scope: EvalScope): boolean {
  return truthy(evaluateData(expression, scope));
}

/**
 * The expression of a token as GitHub builds it. For a scalar spanning several lines (a `|` or `>`
 * block, a multi-line quoted or plain string), @actions/workflow-parser builds its `format(...)`
 * from the raw source text (indentation, quotes and escapes included, folding not applied: it
 * serves an editor); GitHub builds it from the YAML value. So rebuild it from the value.
 */
export function expressionOf(token: BasicExpressionToken): string {
  const r = token.range;
  const src = token.source;
  if (!src || !r || r.start.line === r.end.line) return token.expression;
  const header = token.blockScalarHeader;
  const value = (parseYaml(header ? `k: ${header}\n${src}` : `k: ${src}`) as { k: unknown }).k;
  return typeof value === 'string' ? templateExpression(value) : token.expression;
}

/** `a ${{ x }} b` as GitHub's template reader turns it into one expression: `format('a {0} b', x)`. */
export function templateExpression(raw: string): string {
  const segments: Array<{ text: string } | { expr: string }> = [];
  let i = 0;
  while (i < raw.length) {
    const start = raw.indexOf('${{', i);
    if (start < 0) {
      segments.push({ text: raw.slice(i) });
      break;
    }
    if (start > i) segments.push({ text: raw.slice(i, start) });
    let inString = false;
    let end = -1;
    for (let j = start + 3; j < raw.length; j++) {
      if (raw[j] === "'") inString = !inString;
      else if (!inString && raw[j] === '}' && raw[j - 1] === '}') {
        end = j;
        break;
      }
    }
    if (end < 0)
      throw new ExpressionFailure(
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the parser's own message
        'The expression is not closed. An unescaped ${{ sequence was found, but the closing }} sequence was not found.',
      );
    segments.push({ expr: raw.slice(start + 3, end - 1).trim() });
    i = end + 1;
  }
  const only = segments[0];
  if (segments.length === 1 && only && 'expr' in only) return only.expr;
  let arg = 0;
  const fmt = segments
    .map((s) =>
      'text' in s ? s.text.replace(/'/g, "''").replace(/\{/g, '{{').replace(/\}/g, '}}') : `{${arg++}}`,
    )
    .join('');
  const args = segments.filter((s): s is { expr: string } => 'expr' in s).map((s) => `, ${s.expr}`);
  return `format('${fmt}'${args.join('')})`;
}

/** "file (Line: L, Col: C)" for a token, as the runner prefixes its template errors. */
export function where(token: TemplateToken | undefined, file: string): string {
  const r = token?.range;
  return r ? `${file} (Line: ${r.start.line}, Col: ${r.start.column})` : file;
}

/** A template token evaluated into a plain value; mapping keys may be expressions too. */
export function evaluateToken(token: TemplateToken, scope: EvalScope, file = ''): Json {
  if (isString(token)) return token.value;
  if (isNumber(token)) return token.value;
  if (isBoolean(token)) return token.value;
  if (isBasicExpression(token)) {
    try {
      return evaluate(expressionOf(token), scope);
    } catch (e) {
      throw new ExpressionFailure(`${where(token, file)}: ${(e as Error).message}`);
    }
  }
  if (isSequence(token)) {
    const out: Json[] = [];
    for (const item of token) out.push(evaluateToken(item, scope, file));
    return out;
  }
  if (isMapping(token)) {
    const out: Record<string, Json> = {};
    for (const pair of token) {
      const key = toText(evaluateToken(pair.key, scope, file), `${where(pair.key, file)}: mapping key`);
      out[key] = evaluateToken(pair.value, scope, file);
    }
    return out;
  }
  if (token.templateTokenType === 7) return null; // NullToken
  // `${{ insert }}` and anything newer: not modelled, so refuse rather than guess.
  throw new ExpressionFailure(
    `${where(token, file)}: the runner emulation does not support ${token.typeName()}`,
  );
}

/**
 * A value as the runner turns it into a string (inputs, env, run scripts, names): null is '',
 * booleans 'true'/'false', numbers as GitHub formats them; a mapping or sequence is an error.
 */
export function toText(value: Json, what = 'value'): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' || typeof value === 'number') return toData(value).coerceString();
  throw new ExpressionFailure(
    `${what}: a ${Array.isArray(value) ? 'sequence' : 'mapping'} was not expected where a string is required`,
  );
}

/** A token evaluated as a string (see toText). */
export function evaluateText(token: TemplateToken, scope: EvalScope, file = ''): string {
  return toText(evaluateToken(token, scope, file), where(token, file));
}

/** hashFiles() as the runner computes it: sha256 over the sha256 of each matched file, in order. */
export function hashFileList(files: string[]): string {
  if (files.length === 0) return '';
  const all = createHash('sha256');
  for (const f of files) all.update(createHash('sha256').update(readFileSync(f)).digest());
  return all.digest('hex');
}
