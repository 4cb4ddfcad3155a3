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

/** The legacy form's unescaping (ActionCommand.Unescape): `;`, CR, LF, `]` and `%`. */
function unescapeLegacy(s: string): string {
  return s
    .replace(/%3B/g, ';')
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%5D/g, ']')
    .replace(/%25/g, '%');
}

/**
 * The commands the runner registers (its ActionCommandManager: `stop-commands` and its command
 * extensions). A line naming another command is plain output.
 */
export const RUNNER_COMMANDS: ReadonlySet<string> = new Set([
  'stop-commands',
  'set-env',
  'set-output',
  'save-state',
  'add-mask',
  'add-path',
  'add-matcher',
  'remove-matcher',
  'debug',
  'warning',
  'error',
  'notice',
  'group',
  'endgroup',
  'echo',
]);

/**
 * One output line read as the runner reads it (actions/runner ActionCommand.TryParseV2, then
 * TryParse): `::name k=v,k2=v2::data` when the line starts with `::` after leading white space,
 * else the legacy `##[name k=v;k2=v2]data` anywhere in the line. The name is what stands before
 * the first space, compared without letter case against `registered`; undefined when the line
 * is no command.
 */
export function parseWorkflowCommand(
  line: string,
  registered: ReadonlySet<string> = RUNNER_COMMANDS,
): WorkflowCommand | undefined {
  const known = (name: string) => registered.has(name.toLowerCase());
  const properties: Record<string, string> = {};
  const text = line.trimStart();
  if (text.startsWith('::')) {
    const end = text.indexOf('::', 2);
    if (end >= 0) {
      const info = text.slice(2, end);
      const space = info.indexOf(' ');
      const name = space < 0 ? info : info.slice(0, space);
      if (name && known(name)) {
        if (space > 0)
          for (const part of info
            .slice(space + 1)
            .trim()
            .split(',')
            .filter(Boolean)) {
            const eq = part.indexOf('=');
            if (eq > 0 && eq < part.length - 1)
              properties[part.slice(0, eq)] = unescapeProperty(part.slice(eq + 1));
          }
        return { command: name.toLowerCase(), properties, data: unescapeData(text.slice(end + 2)) };
      }
      return undefined;
    }
  }
  const at = line.indexOf('##[');
  if (at < 0) return undefined;
  const close = line.indexOf(']', at);
  if (close < 0) return undefined;
  const info = line.slice(at + 3, close);
  const space = info.indexOf(' ');
  const name = space < 0 ? info : info.slice(0, space);
  if (!name || !known(name)) return undefined;
  if (space > 0)
    for (const part of info
      .slice(space + 1)
      .split(';')
      .filter(Boolean)) {
      const eq = part.indexOf('=');
      if (eq > 0 && eq < part.length - 1) properties[part.slice(0, eq)] = unescapeLegacy(part.slice(eq + 1));
    }
  return { command: name.toLowerCase(), properties, data: unescapeLegacy(line.slice(close + 1)) };
}

/**
 * Splits a step's output into lines as the runner reads them (.NET StreamReader.ReadLine): at
 * LF, CR LF and a lone CR. `rest` is the unfinished last line (a CR at the end stays in it: an
 * LF may follow in the next chunk).
 */
export function splitOutputLines(text: string): { lines: string[]; rest: string } {
  const lines: string[] = [];
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') {
      lines.push(text.slice(at, i));
      at = i + 1;
    } else if (c === '\r') {
      if (i === text.length - 1) break;
      lines.push(text.slice(at, i));
      if (text[i + 1] === '\n') i++;
      at = i + 1;
    }
  }
  return { lines, rest: text.slice(at) };
}

/** actions/runner's Constants.Runner.UnsupportedStopCommandTokenDisabled. */
const BAD_STOP_TOKEN =
  "You cannot use a endToken that is an empty string, the string 'pause-logging', or another workflow command. For more information see: https://docs.github.com/actions/learn-github-actions/workflow-commands-for-github-actions#example-stopping-and-starting-workflow-commands or opt into insecure command execution by setting the `ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS` environment variable to `true`.";

/**
 * A step's command state as the runner keeps it (ActionCommandManager.TryProcessCommand):
 * after `::stop-commands::TOKEN` no line is a command, another stop-commands included, until
 * a line that parses as the command TOKEN (`::TOKEN::` at a line start, `##[TOKEN]` anywhere;
 * letter case ignored), which the runner then registers as a command name. An empty token, a
 * command's name or `pause-logging` is refused (the runner throws; here: `read` throws).
 */
export class WorkflowCommandReader {
  private stopToken: string | undefined;

  /** The command the runner honours for this line, or undefined (plain output, or stopped). */
  read(line: string): WorkflowCommand | undefined {
    const registered =
      this.stopToken === undefined
        ? RUNNER_COMMANDS
        : new Set([...RUNNER_COMMANDS, this.stopToken.toLowerCase()]);
    const cmd = parseWorkflowCommand(line, registered);
    if (!cmd) return undefined;
    if (this.stopToken !== undefined) {
      if (cmd.command === this.stopToken.toLowerCase()) this.stopToken = undefined;
      return undefined;
    }
    if (cmd.command === 'stop-commands') {
      if (
        cmd.data === '' ||
        RUNNER_COMMANDS.has(cmd.data.toLowerCase()) ||
        cmd.data.toLowerCase() === 'pause-logging'
      )
        throw new Error(BAD_STOP_TOKEN);
      this.stopToken = cmd.data;
    }
    return cmd;
  }
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
