// The programs a gate calls: the first word of each command of its script, as a shell would
// run them (`a && b`, `a | b`, `a; b`, several lines, `if`/`then` bodies). A gate that is a
// CI step's whole script calls several (`cargo fmt --check && cargo clippy`); the dry runs and
// `ralph init`'s verification check each one is there. Words the shell itself runs (`cd`,
// `echo`, `test`, `export`...), the script's own functions and anything with an expansion in it
// are not programs to look for.
import { shellWords } from '../detect/shell.js';

/** Shell keywords that start a command without being one. */
const KEYWORDS = new Set(['if', 'then', 'else', 'elif', 'while', 'until', 'do', '!', '{', '(', 'time']);
/** Words that end a construct: nothing follows them as a program. */
const CLOSERS = new Set(['fi', 'done', 'esac', '}', ')', ';;']);
/** Builtins and utilities every POSIX shell or system has. */
const BUILTINS = new Set([
  'cd',
  'echo',
  'printf',
  'test',
  '[',
  '[[',
  'export',
  'set',
  'unset',
  'shift',
  'exit',
  'return',
  'true',
  'false',
  ':',
  '.',
  'source',
  'eval',
  'read',
  'local',
  'declare',
  'trap',
  'wait',
  'pwd',
  'for',
  'case',
  'function',
  'break',
  'continue',
  'type',
  'hash',
  'ulimit',
  'umask',
  'alias',
  'mkdir',
  'rm',
  'cp',
  'mv',
  'ls',
  'cat',
  'touch',
  'grep',
  'sed',
  'awk',
  'tee',
  'head',
  'tail',
  'sort',
  'wc',
  'find',
  'xargs',
  'tr',
  'cut',
  'diff',
  'chmod',
  'sh',
  'sleep',
]);
/** Wrappers whose program is the next word (`env X=1 cargo`, `sudo make`, `command -v` aside). */
const WRAPPERS = new Set(['env', 'sudo', 'exec', 'nice', 'nohup', 'command', 'timeout']);

/** Whether a script's first word opens a shell construct (`if`, `for`, `[[`) rather than naming a program. */
export function opensConstruct(word: string | undefined): boolean {
  return (
    word !== undefined && (KEYWORDS.has(word) || ['[[', 'for', 'case', 'select', 'function'].includes(word))
  );
}

/** The programs `script` calls, each once, in the order they first appear. */
export function gatePrograms(script: string): string[] {
  const out: string[] = [];
  const functions = new Set<string>();
  const text = script.replace(/\\\r?\n/g, ' ');
  for (const m of text.matchAll(/^\s*(?:function\s+)?([A-Za-z_][\w-]*)\s*\(\)/gm)) functions.add(m[1]!);
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    for (const segment of splitCommands(trimmed)) {
      const program = programOf(segment);
      if (program !== undefined && !functions.has(program) && !out.includes(program)) out.push(program);
    }
  }
  return out;
}

/** A line split where the shell starts a new command: `&&`, `||`, `|`, `;`, `&`, outside quotes. */
function splitCommands(line: string): string[] {
  const out: string[] = [];
  let current = '';
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === quote) quote = undefined;
      current += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      current += c;
    } else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]!))) break;
    else if (c === '&' || c === '|' || c === ';') {
      if (line[i + 1] === c) i++;
      out.push(current);
      current = '';
    } else current += c;
  }
  out.push(current);
  return out.map((s) => s.trim()).filter(Boolean);
}

function programOf(segment: string): string | undefined {
  const words = shellWords(segment);
  let i = 0;
  while (i < words.length) {
    const w = words[i]!;
    if (KEYWORDS.has(w) || /^[A-Za-z_]\w*=/.test(w)) {
      i++;
      continue;
    }
    if (WRAPPERS.has(w)) {
      // `command -v x` asks whether x exists: no program runs.
      if (w === 'command' && words[i + 1]?.startsWith('-')) return undefined;
      i++;
      // A wrapper's own options (`timeout 60`, `env -i`, `sudo -E`) come before the program.
      while (i < words.length && (words[i]!.startsWith('-') || (w === 'timeout' && /^\d/.test(words[i]!))))
        i++;
      continue;
    }
    break;
  }
  const w = words[i];
  if (w === undefined || CLOSERS.has(w) || BUILTINS.has(w)) return undefined;
  // An expansion, a redirection or a subshell: not a program name to look up.
  if (!/^[\w.+/-]+$/.test(w) || /^[-+]/.test(w)) return undefined;
  return w;
}
