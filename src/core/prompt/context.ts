// The documents and code a task's prompt shows (docs/ARCHITECTURE.md#the-prompt): the paths its
// feature and the task name, read through a FileReader (the core never touches the file system:
// the real reader, src/adapters/context-files.ts, enforces the safety rules; the in-memory one
// here serves tests and benchmarks), each file fenced, within the prompt's byte budget: files
// that do not fit are cut at a line or listed as not included.

import type { Feature, Task } from '../plan/plan.js';
import { byteLength, cutAtLine, fenced, neutraliseMarkers } from './text.js';

/** What reading one repository path gave. `bytes` is the file's full size. */
export type ReadResult =
  | {
      kind: 'ok';
      text: string;
      bytes: number;
      /** Bytes cut by the reader's per-file limit (the text is the start of the file). */
      truncatedBytes?: number;
    }
  | { kind: 'missing' }
  | { kind: 'refused'; reason: string };

/** The files of a directory path, relative to the repository root, sorted, bounded. */
export interface DirListing {
  files: string[];
  /** Files left out by the reader's bound on the number of files. */
  omitted: number;
}

/**
 * How the prompt sees the repository. The core never touches the file system: the real
 * reader (src/adapters/context-files.ts) enforces the safety rules, an in-memory one serves
 * tests and benchmarks.
 */
export interface FileReader {
  read(path: string): ReadResult;
  /** The files under `path` when it is a directory; undefined when it is not one. */
  list?(path: string): DirListing | undefined;
}

/** Below this many bytes of room, a file is listed as not included rather than cut to a stub. */
const MIN_TRUNCATED_BYTES = 200;

/** An in-memory FileReader: `files` maps repository paths to contents; directories are prefixes. */
export function createMemoryReader(
  files: Record<string, string>,
  opts: { maxDirFiles?: number } = {},
): FileReader {
  const maxDirFiles = opts.maxDirFiles ?? 50;
  const paths = Object.keys(files).sort(compareStrings);
  return {
    read(path) {
      if (!Object.hasOwn(files, path)) return { kind: 'missing' };
      const text = files[path]!;
      return { kind: 'ok', text, bytes: byteLength(text) };
    },
    list(path) {
      const prefix = `${path.replace(/\/+$/, '')}/`;
      if (Object.hasOwn(files, path)) return undefined;
      const under = paths.filter((p) => p.startsWith(prefix));
      if (under.length === 0) return undefined;
      return { files: under.slice(0, maxDirFiles), omitted: Math.max(0, under.length - maxDirFiles) };
    },
  };
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The paths a task's prompt shows, its feature's first, each once. */
export function contextPaths(feature: Feature | undefined, task: Task): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const p of [
    ...(feature?.knowledgePaths ?? []),
    ...(feature?.contextFiles ?? []),
    ...(task.contextFiles ?? []),
  ]) {
    const path = p.trim();
    if (path === '' || seen.has(path)) continue;
    seen.add(path);
    out.push(path);
  }
  return out;
}

type Entry =
  | { kind: 'line'; line: string }
  | { kind: 'file'; path: string; content: string; fullBytes: number; cutBytes: number };

/** The files at `paths` as the prompt shows them, in at most `available` bytes. */
export function contextBody(paths: string[], reader: FileReader, available: number): string {
  const entries: Entry[] = [];
  const readFile = (path: string) => {
    const r = reader.read(path);
    if (r.kind === 'missing') entries.push({ kind: 'line', line: `(listed but does not exist: ${path})` });
    else if (r.kind === 'refused')
      entries.push({ kind: 'line', line: `(not included: ${path}: ${r.reason})` });
    else
      entries.push({
        kind: 'file',
        path,
        content: neutraliseMarkers(r.text),
        fullBytes: r.bytes,
        cutBytes: r.truncatedBytes ?? 0,
      });
  };
  for (const path of paths) {
    const listing = reader.list?.(path);
    if (!listing) {
      readFile(path);
      continue;
    }
    if (listing.files.length === 0) entries.push({ kind: 'line', line: `(directory has no files: ${path})` });
    for (const file of listing.files) readFile(file);
    if (listing.omitted > 0)
      entries.push({
        kind: 'line',
        line: `(not included: ${listing.omitted} more file${listing.omitted === 1 ? '' : 's'} under ${path}: over the limit on files per directory)`,
      });
  }

  const short = entries.map((e) =>
    e.kind === 'line' ? e.line : `(not included: ${e.path}: over the prompt budget)`,
  );
  // reserve[i]: what the entries after i need at least (their one-line forms and separators).
  const reserve: number[] = new Array(entries.length).fill(0);
  for (let i = entries.length - 2; i >= 0; i--) reserve[i] = reserve[i + 1]! + byteLength(short[i + 1]!) + 2;

  const out: string[] = [];
  let used = 0;
  let overBudget = false;
  entries.forEach((e, i) => {
    const sep = i > 0 ? 2 : 0;
    let piece: string;
    if (e.kind === 'line') piece = e.line;
    else if (overBudget) piece = short[i]!;
    else {
      const full = fileBlock(e.path, e.content, e.cutBytes, 'over the per-file limit');
      if (used + sep + byteLength(full) + reserve[i]! <= available) piece = full;
      else {
        overBudget = true;
        const overhead = byteLength(fileBlock(e.path, '', e.fullBytes, 'over the prompt budget', e.content));
        // One byte more for the line break the fence adds after content cut mid-line.
        const room = available - used - sep - reserve[i]! - overhead - 1;
        if (room < MIN_TRUNCATED_BYTES) piece = short[i]!;
        else {
          const kept = cutAtLine(e.content, room);
          piece = fileBlock(
            e.path,
            kept,
            e.fullBytes - byteLength(kept),
            'over the prompt budget',
            e.content,
          );
        }
      }
    }
    used += sep + byteLength(piece);
    out.push(piece);
  });
  return out.join('\n\n');
}

/** One injected file: its path, then its content in a fence longer than any backtick run inside. */
function fileBlock(path: string, content: string, cut: number, why: string, fenceFor = content): string {
  const marker = cut > 0 ? `\n[... truncated: ${cut} bytes ${why} ...]` : '';
  if (content === '' && cut === 0) return `### ${path}\n\n(empty file)`;
  return `### ${path}\n\n${fenced(content, language(path), fenceFor)}${marker}`;
}

function language(path: string): string {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(path);
  return m ? m[1]!.toLowerCase() : '';
}
