// Text the agent or the repository's code produced (the agent's transcript, a gate's or the
// setup line's output), printed so that the runner never reads a line of it as a workflow
// command. The runner (actions/runner, ActionCommandManager) reads every line a step prints:
// `::name k=v::data` at a line start (after leading spaces), and the legacy `##[name k=v]data`
// anywhere in a line; it splits lines at LF, CR and CR LF. A printed `::add-mask::done` would
// hide a word in the rest of the log, `::stop-commands::x` would silence Ralph's own warnings,
// `::notice::This attempt passed every gate` would be an annotation on the run.
//
// `::stop-commands::TOKEN` turns that off until a line `::TOKEN::` (or `##[TOKEN]` anywhere in a
// line; the token compared without letter case): in between, no command runs, a second
// stop-commands included. So each block of untrusted text stands between the two, with a fresh
// token of 32 random bytes that no one can guess and that the text cannot contain (a line that
// holds it anyway has it replaced). The runner masks a token longer than 6 characters in the log.
// Inside the block, `##[` becomes `##[\`, as the runner itself does to `##[start-action` in a
// step's output: the log viewer draws a line that starts `##[error]` or `##[group]` as its own.
import { randomBytes } from 'node:crypto';
import { escapeControl } from '../../core/attempt/patch-rules.js';

/** Where the text goes: the step's stdout, as @actions/core writes it. */
export interface Sink {
  write(text: string): unknown;
}

/** A fresh stop-commands token: 32 bytes from the system's secure random source, as hex. */
export function stopToken(): string {
  return randomBytes(32).toString('hex');
}

/** Longest line kept whole: a longer one is cut into lines of this size (no line waits for ever). */
const MAX_LINE = 64 * 1024;

/** The log's marker prefix defanged (idempotent: `##[\` stays as it is). */
const defang = (text: string) => text.replace(/##\[(?!\\)/g, '##[\\');

/**
 * Untrusted output, streamed: whole lines are printed inside a stop-commands block, opened on the
 * first line and kept open until `close()`. Ralph's own messages must come after `close()`
 * (while the block is open, the runner would ignore them too); `close()` may be called any
 * number of times, and the next `write` opens a new block with a new token.
 */
export class UntrustedOutput {
  private token: string | undefined;
  private partial = '';

  constructor(private readonly out: Sink = process.stdout) {}

  /** A chunk of output, as the process printed it. */
  write(chunk: string): void {
    let text = this.partial + chunk;
    const end = text.lastIndexOf('\n');
    if (end >= 0) {
      this.emit(text.slice(0, end + 1));
      text = text.slice(end + 1);
    }
    if (text.length >= MAX_LINE) {
      this.emit(`${text}\n`);
      text = '';
    }
    this.partial = text;
  }

  /** Prints what is left of the last line and ends the block. */
  close(): void {
    if (this.partial) {
      this.emit(`${this.partial}\n`);
      this.partial = '';
    }
    if (this.token === undefined) return;
    this.out.write(`::${this.token}::\n`);
    this.token = undefined;
  }

  /** Whole lines (ending in LF), into the open block. */
  private emit(lines: string): void {
    if (this.token === undefined) {
      this.token = stopToken();
      this.out.write(`::stop-commands::${this.token}\n`);
    }
    // The token is 64 hex digits from a secure source: text that holds it had read Ralph's log.
    const found = lines.toLowerCase().indexOf(this.token);
    const safe = found < 0 ? lines : lines.replace(new RegExp(this.token, 'gi'), '***');
    this.out.write(defang(safe));
  }
}

/** One block of untrusted text (a gate's output tail, the transcript's last lines). */
export function printUntrusted(text: string, out: Sink = process.stdout): void {
  if (text === '') return;
  const block = new UntrustedOutput(out);
  block.write(text.endsWith('\n') ? text : `${text}\n`);
  block.close();
}

/** Escapes for the C0 and C1 control characters, DEL and the Unicode line separators. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * A string the agent or the repository controls (a blocked reason, a file name), made safe to
 * put in one of Ralph's own lines after Ralph's words: every control character shown escaped
 * (`\n`, `\x1b`), so it cannot start a line of its own (a `::command::`) or colour the log, and
 * `##[` defanged.
 */
export function quote(value: string): string {
  return defang(value.replace(CONTROL, escapeControl));
}

/**
 * A message for an annotation (`core.warning`, `core.error`, `core.setFailed`) that quotes
 * untrusted text over several lines, a gate's output tail. @actions/core writes the message as
 * one command line (it escapes `%`, CR and LF as `%25`, `%0D`, `%0A`), so no line of it is a
 * command; the runner then writes the message to the log line by line, where `##[error]` at a
 * line start is drawn as the runner's own. Kept: line breaks (CR LF and CR as LF) and tabs; the
 * other control characters are shown escaped, and `##[` is defanged.
 */
export function untrustedMessage(text: string): string {
  return defang(
    text.replace(/\r\n?/g, '\n').replace(CONTROL, (c) => (c === '\n' || c === '\t' ? c : escapeControl(c))),
  );
}
