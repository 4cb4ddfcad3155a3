// File-level pieces of the runner emulation (runner.ts): the runner's file commands
// (GITHUB_OUTPUT, GITHUB_ENV, GITHUB_PATH), its workflow commands (`::error ...::`), secret
// masking, and the glob search that actions/upload-artifact and hashFiles() use.
import { existsSync, lstatSync, readdirSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';

// ---------------------------------------------------------------------------------------------
// File commands
// ---------------------------------------------------------------------------------------------

/**
 * Parses a GITHUB_OUTPUT / GITHUB_ENV file as the runner does (`NAME=value` lines and
 * `NAME<<DELIMITER` heredocs); throws the runner's messages on a malformed file, which fails the step.
 */
export function parseFileCommand(text: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const lines: Array<{ text: string; newline: boolean }> = [];
  let at = 0;
  while (at < text.length) {
    const nl = text.indexOf('\n', at);
    if (nl < 0) {
      lines.push({ text: text.slice(at), newline: false });
      break;
    }
    lines.push({ text: text.slice(at, nl).replace(/\r$/, ''), newline: true });
    at = nl + 1;
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.text;
    if (line === '') continue;
    const eq = line.indexOf('=');
    const heredoc = line.indexOf('<<');
    if (eq >= 0 && (heredoc < 0 || eq < heredoc)) {
      const name = line.slice(0, eq);
      if (name === '') throw new Error(`Invalid format '${line}'. Name must not be empty`);
      out.push([name, line.slice(eq + 1)]);
    } else if (heredoc >= 0) {
      const name = line.slice(0, heredoc);
      const delimiter = line.slice(heredoc + 2);
      if (name === '' || delimiter === '')
        throw new Error(`Invalid format '${line}'. Name must not be empty and delimiter must not be empty`);
      const value: string[] = [];
      for (;;) {
        i++;
        const next = lines[i];
        if (next === undefined) throw new Error(`Invalid value. Matching delimiter not found '${delimiter}'`);
        if (next.text === delimiter) break;
        if (!next.newline) throw new Error('Invalid value. EOF marker missing new line.');
        value.push(next.text);
      }
      out.push([name, value.join('\n')]);
    } else {
      throw new Error(`Invalid format '${line}'`);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Workflow commands
// ---------------------------------------------------------------------------------------------

export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  message: string;
  /** file, line, col, endLine, endColumn, title, when given. */
  properties: Record<string, string>;
}

export interface WorkflowCommand {
  command: string;
  properties: Record<string, string>;
  data: string;
}

function unescapeData(s: string): string {
  return s.replace(/%0D/gi, '\r').replace(/%0A/gi, '\n').replace(/%25/g, '%');
}

function unescapeProperty(s: string): string {
  return unescapeData(s).replace(/%3A/gi, ':').replace(/%2C/gi, ',');
}

/** `::name k=v,k2=v2::data` (and the legacy `##[name k=v]data`), or undefined. */
export function parseWorkflowCommand(line: string): WorkflowCommand | undefined {
  const text = line.trimStart();
  let m = /^::([A-Za-z][\w-]*)(?: ([\s\S]*?))?::([\s\S]*)$/.exec(text);
  if (!m) m = /^##\[([A-Za-z][\w-]*)(?: ([^\]]*))?\]([\s\S]*)$/.exec(text);
  if (!m) return undefined;
  const properties: Record<string, string> = {};
  for (const part of (m[2] ?? '').split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) properties[part.slice(0, eq).trim()] = unescapeProperty(part.slice(eq + 1));
  }
  return { command: m[1]!.toLowerCase(), properties, data: unescapeData(m[3] ?? '') };
}

/** Replaces every secret (and every line of a multi-line secret) with `***`, as the runner's log masker. */
export function mask(text: string, secrets: Iterable<string>): string {
  let out = text;
  const values = new Set<string>();
  for (const s of secrets) {
    if (!s) continue;
    values.add(s);
    for (const part of s.split(/\r?\n/)) if (part.trim().length > 0) values.add(part);
  }
  for (const v of [...values].sort((a, b) => b.length - a.length)) out = out.split(v).join('***');
  return out;
}

// ---------------------------------------------------------------------------------------------
// Globs (the subset of @actions/glob that upload-artifact and hashFiles use)
// ---------------------------------------------------------------------------------------------

function expandHome(p: string): string {
  if (p === '~' || p.startsWith('~/')) return join(process.env.HOME ?? homedir(), p.slice(1));
  return p;
}

/** A glob pattern as a regular expression over absolute paths: `*`, `?`, `[...]` in a segment, `**` any depth. */
function patternRegex(pattern: string): RegExp {
  let re = '';
  const segments = pattern.split('/');
  segments.forEach((seg, i) => {
    if (seg === '**') {
      re += i === segments.length - 1 ? '(?:/.*)?' : '(?:/[^/]*)*';
      return;
    }
    if (i > 0 || seg !== '') re += '/';
    for (let j = 0; j < seg.length; j++) {
      const c = seg[j]!;
      if (c === '*') re += '[^/]*';
      else if (c === '?') re += '[^/]';
      else if (c === '[') {
        const end = seg.indexOf(']', j + 1);
        if (end < 0) re += '\\[';
        else {
          re += `[${seg
            .slice(j + 1, end)
            .replace(/^!/, '^')
            .replace(/\\/g, '\\\\')}]`;
          j = end;
        }
      } else re += c.replace(/[.+^${}()|\\]/g, '\\$&');
    }
  });
  return new RegExp(`^${re.replace(/^\/\//, '/')}$`);
}

/** The literal directory prefix of a pattern (what @actions/glob calls its search path). */
function searchPathOf(pattern: string): string {
  const segments = pattern.split('/');
  const literal: string[] = [];
  for (const seg of segments) {
    if (/[*?[]/.test(seg)) break;
    literal.push(seg);
  }
  return literal.join('/') || '/';
}

export interface GlobResult {
  files: string[];
  /** The search path of each include pattern (for upload-artifact's root directory). */
  searchPaths: string[];
}

/**
 * Files matched by newline-separated patterns (`!` excludes), relative ones against `cwd`.
 * A matched directory stands for everything under it. Hidden files and folders (name starting
 * with '.') are skipped unless `includeHidden`, including a search root that is itself hidden,
 * as @actions/glob's `excludeHiddenFiles` does.
 */
export function globFiles(patterns: string[], cwd: string, includeHidden = true): GlobResult {
  const include: string[] = [];
  const exclude: RegExp[] = [];
  for (const raw of patterns) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const negate = line.startsWith('!');
    let p = expandHome(negate ? line.slice(1).trim() : line);
    p = isAbsolute(p) ? resolve(p) : resolve(cwd, p);
    if (negate) exclude.push(patternRegex(p));
    else include.push(p);
  }
  const files = new Set<string>();
  const searchPaths: string[] = [];
  for (const p of include) {
    const rx = patternRegex(p);
    const root = searchPathOf(p);
    searchPaths.push(root);
    if (!existsSync(root)) continue;
    const walk = (path: string, matchedAbove: boolean) => {
      const name = path.split(sep).pop() ?? '';
      if (!includeHidden && name.startsWith('.')) return;
      const matched = matchedAbove || rx.test(path);
      let stat: ReturnType<typeof statSync>;
      try {
        stat = statSync(path);
      } catch {
        return; // a broken symbolic link
      }
      if (stat.isDirectory()) {
        for (const entry of readdirSync(path).sort()) walk(join(path, entry), matched);
      } else if (matched) files.add(path);
    };
    walk(root, false);
  }
  const excluded = (f: string) => {
    for (let d = f; d !== dirname(d); d = dirname(d)) if (exclude.some((rx) => rx.test(d))) return true;
    return false;
  };
  return { files: [...files].filter((f) => !excluded(f) && !lstatSync(f).isDirectory()).sort(), searchPaths };
}

/** The deepest folder holding all of `paths` (upload-artifact's root for several search paths). */
export function commonAncestor(paths: string[]): string {
  if (paths.length === 0) return '/';
  const split = paths.map((p) => p.split(sep));
  const out: string[] = [];
  for (let i = 0; ; i++) {
    const seg = split[0]![i];
    if (seg === undefined || split.some((s) => s[i] !== seg)) break;
    out.push(seg);
  }
  return out.join(sep) || sep;
}

/** A simple glob over names (download-artifact's `pattern`). */
export function nameMatches(pattern: string, name: string): boolean {
  const re = pattern
    .split('')
    .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${re}$`).test(name);
}
