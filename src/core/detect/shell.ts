// Shell command lines as detection reads them: words as a POSIX shell splits them, the
// leading `NAME=value` assignments, and a `run:` script as separate commands.

/**
 * A command line split into words as a POSIX shell splits it: quotes group (`'--cfg docsrs'` is
 * one word, without its quotes), a backslash escapes the next character. No expansion.
 */
export function shellWords(command: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let quote: string | undefined;
  for (let i = 0; i < command.length; i++) {
    const c = command[i]!;
    if (quote) {
      if (c === quote) quote = undefined;
      else if (c === '\\' && quote === '"' && i + 1 < command.length)
        word = `${word ?? ''}${command[++i] ?? ''}`;
      else word += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      word ??= '';
    } else if (c === '\\' && i + 1 < command.length) word = (word ?? '') + command[++i];
    else if (/\s/.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else word = (word ?? '') + c;
  }
  if (word !== undefined) words.push(word);
  return words;
}

/** The leading `NAME=value` assignments of a command line, as the shell reads them. */
export function commandAssignments(command: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const w of shellWords(command)) {
    const m = /^([A-Za-z_]\w*)=(.*)$/s.exec(w);
    if (!m) break;
    out[m[1]!] = m[2]!;
  }
  return out;
}

/** The words of a command after any leading `NAME=value` assignments. */
export function commandWords(command: string): string[] {
  const words = shellWords(command);
  while (words.length > 0 && /^[A-Za-z_]\w*=/.test(words[0]!)) words.shift();
  return words;
}

export function shellQuote(word: string): string {
  return /^[\w./:=@+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** `K='v' command` for the step's literal env, so the gate runs as the CI step did. */
export function withEnv(command: string, env: Record<string, string>): string {
  const vars = Object.entries(env).filter(([, v]) => v !== '');
  if (vars.length === 0) return command;
  return `${vars.map(([k, v]) => `${k}=${shellQuote(v)}`).join(' ')} ${command}`;
}

/** A shell variable assignment alone (`x=1`, `dir="$(mktemp -d)"`): no command runs. */
export function isAssignment(line: string): boolean {
  return /^[A-Za-z_]\w*=(\S*|["'$].*["')])$/.test(line);
}

/**
 * A `run:` script as separate commands: continuation lines joined, `a && b` split, comments
 * out. After a `cd` the commands run elsewhere: each says where (`dir`). What runs inside a
 * shell block (if, for, while, case, a function) runs only sometimes or is plumbing: left out,
 * as are calls of the script's own functions.
 */
export function shellLines(script: string): Array<{ command: string; dir?: string; block?: true }> {
  const out: Array<{ command: string; dir?: string; block?: true }> = [];
  let dir: string | undefined;
  let depth = 0;
  const functions = new Set<string>();
  for (const raw of script.replace(/\\\r?\n/g, ' ').split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || /^set\s+[-+]/.test(line)) continue;
    const fn = /^(?:function\s+)?([A-Za-z_][\w-]*)\s*\(\)\s*\{?\s*$/.exec(line)?.[1];
    if (fn !== undefined) functions.add(fn);
    const opens = fn !== undefined || /^(if|for|while|until|case)\b/.test(line) || /^\{$/.test(line);
    // `\b` after `}` never matches at a line's end: a lone brace is tested on its own.
    const closes = /^(fi|done|esac)\b|^\}(\s|;|$)/.test(line) || /;\s*(fi|done)$/.test(line);
    if (opens && closes) continue; // a one-line block: `if ...; then ...; fi`
    if (opens) {
      // A condition says when its commands run (a matrix shard, an OS): named, not read.
      if (depth === 0 && /^(if|case)\b/.test(line)) out.push({ command: line, block: true });
      depth++;
      continue;
    }
    if (closes) {
      depth = Math.max(0, depth - 1);
      continue;
    }
    if (depth > 0 || functions.has(line.split(/\s+/)[0]!)) continue;
    for (const command of line.split(/\s+&&\s+/)) {
      const cd = /^cd\s+(\S+)\s*$/.exec(command)?.[1];
      if (cd !== undefined) {
        dir = /^(\.\/?|"?\$\{?GITHUB_WORKSPACE\}?"?)$/.test(cd) ? undefined : cd;
        continue;
      }
      out.push(dir === undefined ? { command } : { command, dir });
    }
  }
  return out;
}
