// Text as a prompt quotes it (docs/ARCHITECTURE.md#the-prompt): measured in bytes, cut at a
// character (or a line) boundary with a note of what was left out, fenced so that nothing inside
// can close the fence, and no line of it a completion marker on its own.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function byteLength(text: string): number {
  return encoder.encode(text).length;
}

export function bounded(value: string, maxBytes: number): string {
  if (byteLength(value) <= maxBytes) return value;
  const head = cutBytes(value, maxBytes);
  return `${head} [... ${byteLength(value) - byteLength(head)} more bytes not shown ...]`;
}

/** Text in a fenced block that nothing inside can close: the fence outgrows every backtick run. */
export function fenced(content: string, info = '', fenceFor = content): string {
  let longest = 0;
  for (const m of fenceFor.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const body = content === '' || content.endsWith('\n') ? content : `${content}\n`;
  return `${fence}${info}\n${body}${fence}`;
}

/** The start of `value` in at most `max` bytes, cut at a character boundary. */
export function cutBytes(value: string, max: number): string {
  const bytes = encoder.encode(value);
  if (bytes.length <= max) return value;
  let end = Math.max(0, max);
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  return decoder.decode(bytes.subarray(0, end));
}

/** Like cutBytes, but backs off to the last line break when one is in the second half. */
export function cutAtLine(value: string, max: number): string {
  const head = cutBytes(value, max);
  const nl = head.lastIndexOf('\n');
  return nl >= head.length / 2 ? head.slice(0, nl + 1) : head;
}

/** The end of `value` in at most `max` bytes, from a line start when possible, with a note. */
export function tail(value: string, max: number): string {
  const bytes = encoder.encode(value);
  if (bytes.length <= max) return value;
  let start = bytes.length - max;
  while (start < bytes.length && (bytes[start]! & 0xc0) === 0x80) start++;
  let rest = decoder.decode(bytes.subarray(start));
  const nl = rest.indexOf('\n');
  if (nl >= 0 && nl < rest.length / 2) rest = rest.slice(nl + 1);
  const dropped = bytes.length - byteLength(rest);
  return `[... ${dropped} earlier bytes not shown ...]\n${neutraliseMarkers(rest)}`;
}

const MARKER_LINE = /^\s*<\/?\s*TASK_(?:DONE|BLOCKED)\b[^\n]*>\s*$/i;

/**
 * No line may be a completion marker on its own: the runner accepts a marker only as a line
 * of its own, so a quoted one (from a file, a transcript, the plan) gets a note on its line.
 */
export function neutraliseMarkers(value: string): string {
  if (!/TASK_/i.test(value)) return value;
  return value
    .split('\n')
    .map((line) => (MARKER_LINE.test(line) ? `${line.replace(/\s+$/, '')} (quoted, not a signal)` : line))
    .join('\n');
}
