// `${{ }}` expressions of a CI workflow, evaluated the way GitHub does (its own evaluator,
// @actions/expressions: loose equality, coercion, contains/startsWith/format/fromJSON...) over
// what is known when `ralph init` reads the workflow for a pull request: the chosen matrix leg,
// `env`, `inputs` (a reusable workflow's or composite action's, from the caller's `with:` or
// the defaults), `runner` (an ubuntu runner) and a few `github` fields. What depends on the run
// itself (secrets, step outputs, needs, vars, most of `github`) cannot be known: such an
// expression is left as written and named, never silently dropped.
import { data, Evaluator, Lexer, Parser } from '@actions/expressions';
import { ContextAccess, type Expr, IndexAccess, Literal } from '@actions/expressions/ast';
import { type Token, TokenType } from '@actions/expressions/lexer';
import { truthy } from '@actions/expressions/result';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The contexts an expression may read; only the values present are known. */
export type Contexts = Record<string, Json>;

/** What an ubuntu runner says about itself (`runner.os`, ...). */
export const RUNNER: Json = {
  os: 'Linux',
  arch: 'X64',
  name: 'GitHub Actions',
  environment: 'github-hosted',
};

/** The `github` fields known for a pull request run before it starts. */
export const GITHUB_PR: Json = { event_name: 'pull_request', ref_type: 'branch' };

/** The contexts Ralph can reason about; any other (secrets, steps, needs, vars, job, strategy) is unknown. */
const CONTEXT_NAMES = ['matrix', 'env', 'inputs', 'runner', 'github', 'steps'];

export type Evaluated = { ok: true; value: Json } | { ok: false; why: string };

// toData, fromData and lexExpression are shared with the runner emulation of the tests
// (test/support/runner-expr.ts), which evaluates the same expressions during a run.

/** A JSON value as GitHub's expression data. */
export function toData(value: Json | undefined): data.ExpressionData {
  if (value === undefined) return new data.Null();
  return JSON.parse(JSON.stringify(value), data.reviver) as data.ExpressionData;
}

/** GitHub's expression data as a JSON value (undefined, as from an empty expression: null). */
export function fromData(d: data.ExpressionData | undefined): Json {
  if (d === undefined) return null;
  switch (d.kind) {
    case data.Kind.Null:
      return null;
    case data.Kind.Boolean:
      return (d as data.BooleanData).value;
    case data.Kind.Number:
      return (d as data.NumberData).value;
    case data.Kind.String:
      return (d as data.StringData).value;
    case data.Kind.Array:
      return (d as data.Array).values().map((v) => fromData(v));
    default: {
      const out: Record<string, Json> = {};
      for (const p of (d as data.Dictionary).pairs()) out[p.key] = fromData(p.value);
      return out;
    }
  }
}

/** The status functions of an `if:` as they read before anything failed. */
const STATUS = [
  { name: 'success', minArgs: 0, maxArgs: 255, call: () => new data.BooleanData(true) },
  { name: 'always', minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(true) },
  { name: 'failure', minArgs: 0, maxArgs: 255, call: () => new data.BooleanData(false) },
  { name: 'cancelled', minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(false) },
];

/** Looks a key up the way GitHub does: case-insensitively. */
function lookup(value: Json | undefined, key: string): Json | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const k = Object.keys(value).find((n) => n.toLowerCase() === key.toLowerCase());
  return k === undefined ? undefined : value[k];
}

/** The context paths an expression reads (`matrix.os`, `github.sha`) whose value is not known. */
function unknownReads(tree: Expr, contexts: Contexts): string[] {
  const out: string[] = [];
  // biome-ignore lint/suspicious/noExplicitAny: walking the evaluator's AST by its shape
  const walk = (e: any): { path: string; value: Json | undefined } | undefined => {
    if (!e || typeof e !== 'object') return undefined;
    if (e instanceof ContextAccess) {
      const name = String(e.name.lexeme);
      return { path: name, value: lookup(contexts, name) };
    }
    if (e instanceof IndexAccess) {
      const base = walk(e.expr);
      const literal = e.index instanceof Literal ? e.index.literal : undefined;
      if (base === undefined) {
        walk(e.index);
        return undefined;
      }
      if (literal === undefined || literal.kind !== data.Kind.String) {
        walk(e.index);
        if (base.value === undefined) out.push(base.path);
        return undefined;
      }
      const key = String(literal.value);
      return {
        path: `${base.path}.${key}`,
        value: base.value === undefined ? undefined : lookup(base.value, key),
      };
    }
    for (const child of [e.expr, e.left, e.right, e.group, ...(Array.isArray(e.args) ? e.args : [])]) {
      const got = child === undefined ? undefined : walk(child);
      if (got && got.value === undefined) out.push(got.path);
    }
    return undefined;
  };
  const top = walk(tree);
  if (top && top.value === undefined) out.push(top.path);
  // A key missing from the leg, `env` or `inputs` reads as '' on GitHub too: known.
  return [...new Set(out)].filter((p) => !/^(matrix|env|inputs)\./i.test(p));
}

/**
 * An expression's tokens, its string literals un-escaped as GitHub does: @actions/expressions
 * 0.3.61 un-escapes only the first `''` of a string literal.
 */
export function lexExpression(expression: string): Token[] {
  const { tokens } = new Lexer(expression).lex();
  for (const t of tokens)
    if (t.type === TokenType.STRING && t.lexeme.length >= 2)
      t.value = t.lexeme.slice(1, -1).replace(/''/g, "'");
  return tokens;
}

/** One expression (without `${{ }}`), or why its value is not known here. */
export function evaluate(expression: string, contexts: Contexts, status = false): Evaluated {
  let tree: Expr | undefined;
  try {
    tree = new Parser(lexExpression(expression), CONTEXT_NAMES, status ? STATUS : []).parse();
  } catch (e) {
    const m = /Unrecognized (named-value|function): '([^']+)'/.exec((e as Error).message);
    return {
      ok: false,
      why: m
        ? `${m[2]}${m[1] === 'function' ? '()' : ''} is only known when the CI runs`
        : (e as Error).message,
    };
  }
  if (!tree) return { ok: true, value: null };
  const unknown = unknownReads(tree, contexts);
  if (unknown.length > 0)
    return {
      ok: false,
      why: `${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not known before the run`,
    };
  const context = new data.Dictionary(
    ...CONTEXT_NAMES.map((key) => ({ key, value: toData(contexts[key] ?? {}) })),
  );
  try {
    const functions = new Map((status ? STATUS : []).map((f) => [f.name.toLowerCase(), f]));
    return { ok: true, value: fromData(new Evaluator(tree, context, functions).evaluate()) };
  } catch (e) {
    return { ok: false, why: (e as Error).message };
  }
}

/** A value as a template puts it in text: GitHub's string coercion. */
export function asText(value: Json): string {
  if (value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return toData(value).coerceString();
}

const EXPRESSION = /\$\{\{([\s\S]*?)\}\}/g;

/** Whether a text holds an expression. */
export const hasExpression = (text: string) => text.includes('${{');

/**
 * A text with every `${{ }}` whose value is known replaced by it; the others are left as
 * written, each named in `unknown` (`secrets.TOKEN: secrets is only known when the CI runs`).
 */
export function substitute(text: string, contexts: Contexts): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const out = text.replace(EXPRESSION, (whole, inner: string) => {
    const r = evaluate(inner.trim(), contexts);
    if (r.ok) return asText(r.value);
    unknown.push(`\`${whole}\` (${r.why})`);
    return whole;
  });
  return { text: out, unknown };
}

/**
 * A value of the workflow (a `with:` or `env:` entry, a whole `${{ fromJSON(...) }}` matrix) with
 * its expressions evaluated: a text that is one expression keeps the expression's type.
 */
export function substituteValue(value: unknown, contexts: Contexts, unknown: string[]): Json {
  if (typeof value === 'string') {
    const one = /^\s*\$\{\{([\s\S]*?)\}\}\s*$/.exec(value);
    if (one && !one[1]!.includes('}}')) {
      const r = evaluate(one[1]!.trim(), contexts);
      if (r.ok) return r.value;
      unknown.push(`\`${value.trim()}\` (${r.why})`);
      return value;
    }
    const s = substitute(value, contexts);
    unknown.push(...s.unknown);
    return s.text;
  }
  if (Array.isArray(value)) return value.map((v) => substituteValue(v, contexts, unknown));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        substituteValue(v, contexts, unknown),
      ]),
    );
  return (value ?? null) as Json;
}

/**
 * An `if:` for a pull request before anything failed: true, false, or undefined with the reason
 * when it reads what is only known during the run. A bare condition is an expression already.
 */
export function condition(text: unknown, contexts: Contexts): { value: boolean } | { why: string } {
  if (text === undefined || text === null) return { value: true };
  if (typeof text === 'boolean') return { value: text };
  const raw = String(text).trim();
  const one = /^\$\{\{([\s\S]*)\}\}$/.exec(raw);
  const expression = one && !one[1]!.includes('${{') ? one[1]!.trim() : raw.includes('${{') ? undefined : raw;
  if (expression === undefined) {
    // Text around an expression is a string, which is truthy unless empty.
    return { value: raw.length > 0 };
  }
  // On a pull request `github.ref` is refs/pull/N/merge: no branch a condition names.
  const github = { ref: 'refs/pull/0/merge', ...(contexts.github as Record<string, Json>) };
  const r = evaluate(expression, { ...contexts, github }, true);
  if (!r.ok) return { why: r.why };
  return { value: truthy(toData(r.value)) };
}
