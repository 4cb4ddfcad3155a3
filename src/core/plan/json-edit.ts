// Minimal edits of JSON text (docs/ARCHITECTURE.md#spec-branches-and-pull-requests): `oldText` changed only where a new value differs
// from it, every other byte (a hand-made layout, indentation, line endings, a byte-order mark)
// kept, so two branches that change different parts of one file merge without a conflict.
// Pure: plan-file.ts validates and writes; this only computes the text.
//
// ---- Minimal edits (editPlanText) ----------------------------------------------------------
//
// Two steps. First the old JSON (JSON.parse of the old text) and `next` are compared into a
// tree of changes, which says nothing about the text. Then the changes become text edits: a
// small scanner finds the members of just the containers on the way to a change (the old
// text is valid JSON: JSON.parse took it), so a one-task change to a 10,000-task plan costs
// one JSON.parse, one comparison and about one pass over the text. (jsonc-parser's parseTree
// builds a node for every value, ~10x slower on such a plan, and its `modify` reformats the
// whole lines around an insertion, compact neighbours included.)
import { RalphError } from '../errors.js';

/** What changed in a value: replaced outright, or changed inside an object or array. */
type Change =
  | { type: 'replace'; next: unknown }
  | {
      type: 'object';
      next: Record<string, unknown>;
      changed: Map<string, Change>;
      /** Keys of `next` the old object lacks, in `next`'s order. */
      added: string[];
      removed: boolean;
    }
  | {
      type: 'array';
      /** By old index: elements changed in place, and elements removed. */
      changed: Map<number, Change>;
      removed: Set<number>;
      /** New elements, each group to go where old element `at` is (in ascending `at`). */
      inserts: Array<{ at: number; values: unknown[] }>;
    };

function diffValue(old: unknown, next: unknown): Change | undefined {
  const kind = kindOf(next);
  if (kind === 'object' && kindOf(old) === 'object')
    return diffObject(old as Record<string, unknown>, next as Record<string, unknown>);
  if (kind === 'array' && Array.isArray(old)) return diffArray(old, next as unknown[]);
  return jsonEqual(old, next) ? undefined : { type: 'replace', next };
}

function diffObject(old: Record<string, unknown>, next: Record<string, unknown>): Change | undefined {
  const changed = new Map<string, Change>();
  let removed = false;
  for (const key of Object.keys(old)) {
    if (!Object.hasOwn(next, key) || !present(next[key])) removed = true;
    else {
      const change = diffValue(old[key], next[key]);
      if (change) changed.set(key, change);
    }
  }
  const added = Object.keys(next).filter((k) => !Object.hasOwn(old, k) && present(next[k]));
  if (changed.size === 0 && added.length === 0 && !removed) return undefined;
  return { type: 'object', next, changed, added, removed };
}

/**
 * Elements equal at the start and at the end are left alone. In between, objects with an
 * `id` (tasks, specs) are matched by id, so a task inserted or removed leaves its
 * neighbours' text alone; anything else is compared pairwise, and what one side has more of
 * is inserted or removed at the end of the run (an append inserts only the new elements).
 */
function diffArray(old: unknown[], next: unknown[]): Change | undefined {
  let prefix = 0;
  while (prefix < old.length && prefix < next.length && jsonEqual(old[prefix], next[prefix])) prefix++;
  if (prefix === old.length && prefix === next.length) return undefined;
  let suffix = 0;
  while (
    suffix < old.length - prefix &&
    suffix < next.length - prefix &&
    jsonEqual(old[old.length - 1 - suffix], next[next.length - 1 - suffix])
  )
    suffix++;
  const oldEnd = old.length - suffix;
  const nextEnd = next.length - suffix;
  const byId = matchById(old, next, prefix, oldEnd, nextEnd);
  const changed = new Map<number, Change>();
  const removed = new Set<number>();
  const inserts: Array<{ at: number; values: unknown[] }> = [];
  if (byId) {
    let group: unknown[] = [];
    for (let j = prefix; j < nextEnd; j++) {
      const i = byId[j - prefix]!;
      if (i === -1) {
        group.push(next[j]);
        continue;
      }
      if (group.length > 0) inserts.push({ at: i, values: group });
      group = [];
      const change = diffValue(old[i], next[j]);
      if (change) changed.set(i, change);
    }
    if (group.length > 0) inserts.push({ at: oldEnd, values: group });
    const matched = new Set(byId);
    for (let i = prefix; i < oldEnd; i++) if (!matched.has(i)) removed.add(i);
  } else {
    const pairs = Math.min(oldEnd, nextEnd) - prefix;
    for (let i = prefix; i < prefix + pairs; i++) {
      const change = diffValue(old[i], next[i]);
      if (change) changed.set(i, change);
    }
    for (let i = prefix + pairs; i < oldEnd; i++) removed.add(i);
    if (nextEnd > prefix + pairs) inserts.push({ at: oldEnd, values: next.slice(prefix + pairs, nextEnd) });
  }
  return { type: 'array', changed, removed, inserts };
}

/**
 * For each element of next[from, nextEnd), the index of the old element in old[from, oldEnd)
 * with its `id`, or -1 for a new one; undefined unless every element there is an object with
 * a distinct string id and the matched ones keep their order.
 */
function matchById(old: unknown[], next: unknown[], from: number, oldEnd: number, nextEnd: number) {
  const idOf = (v: unknown) =>
    kindOf(v) === 'object' && typeof (v as { id?: unknown }).id === 'string'
      ? (v as { id: string }).id
      : undefined;
  const oldIndex = new Map<string, number>();
  for (let i = from; i < oldEnd; i++) {
    const id = idOf(old[i]);
    if (id === undefined || oldIndex.has(id)) return undefined;
    oldIndex.set(id, i);
  }
  const seen = new Set<string>();
  const result: number[] = [];
  let last = -1;
  for (let j = from; j < nextEnd; j++) {
    const id = idOf(next[j]);
    if (id === undefined || seen.has(id)) return undefined;
    seen.add(id);
    const i = oldIndex.get(id) ?? -1;
    if (i !== -1) {
      if (i < last) return undefined;
      last = i;
    }
    result.push(i);
  }
  return result;
}

interface Edit {
  offset: number;
  length: number;
  content: string;
}

/** A member of an object (with its key) or an element of an array, by offsets into the text. */
interface Item {
  key?: string;
  /** The key's opening quote, or the element's first character. */
  start: number;
  valueStart: number;
  /** Just after the value. */
  end: number;
}

interface Container {
  open: number;
  close: number;
  items: Item[];
}

/** How new members of a container are written: on lines of their own, or on the same line. */
interface Layout {
  expanded: boolean;
  /** The indentation of a member's line (expanded only). */
  indent: string;
  /** What follows the comma between two members. */
  sep: string;
}

/**
 * `oldText` (JSON, maybe with a byte-order mark) changed only where `next` differs from it;
 * undefined when `oldText` is not JSON.
 */
export function editJsonText(oldText: string, next: unknown): string | undefined {
  const bom = oldText.charCodeAt(0) === 0xfeff;
  const body = bom ? oldText.slice(1) : oldText;
  let old: unknown;
  try {
    old = JSON.parse(body);
  } catch {
    return undefined;
  }
  const change = diffValue(old, next);
  if (!change) return oldText;
  const editor = new TextEditor(body);
  // Valid JSON: only white space follows the root value.
  const start = skipSpace(body, 0);
  let end = body.length;
  while (isSpace(body.charCodeAt(end - 1))) end--;
  const newline = body.indexOf('\n', start);
  editor.apply(change, start, end, newline !== -1 && newline < end);
  return (bom ? '\uFEFF' : '') + applyTextEdits(body, editor.edits);
}

class TextEditor {
  readonly edits: Edit[] = [];
  private readonly eol: string;
  private readonly unit: string;
  /** `"key": value` and `[1, 2]` (the usual), or `"key":value` and `[1,2]` (minified). */
  private readonly spaced: boolean;
  private readonly scanned = new Map<number, Container>();

  constructor(private readonly text: string) {
    this.eol = text.includes('\r\n') ? '\r\n' : '\n';
    this.unit = detectIndent(text);
    let spaced = true;
    const open = skipSpace(text, 0);
    const key = skipSpace(text, open + 1);
    if (text.charCodeAt(open) === 123 && text.charCodeAt(key) === 34) {
      const colon = skipSpace(text, stringEnd(text, key));
      spaced = isSpace(text.charCodeAt(colon + 1));
    }
    this.spaced = spaced;
  }

  /** Edits for `change` to the value at [start, end); `around`: its container is spread over lines. */
  apply(change: Change, start: number, end: number, around: boolean): void {
    if (change.type === 'replace') {
      const content = this.replacement(change.next, start, end, around);
      this.edits.push({ offset: start, length: end - start, content });
      return;
    }
    const c = this.scan(start);
    const layout = this.layout(c, around);
    if (change.type === 'object') {
      const { next } = change;
      const last = new Map<string, number>(); // a repeated key: JSON.parse keeps the last one
      for (const [i, item] of c.items.entries()) last.set(item.key!, i);
      const kept = c.items.map(
        (item, i) => last.get(item.key!) === i && Object.hasOwn(next, item.key!) && present(next[item.key!]),
      );
      for (const [i, item] of c.items.entries()) {
        const inner = change.changed.get(item.key!);
        if (kept[i] && inner) this.apply(inner, item.valueStart, item.end, layout.expanded);
      }
      const colon = this.spaced ? ': ' : ':';
      const inserts = this.keyInserts(change.added, next, last, kept, c.items.length);
      this.splice(
        c,
        kept,
        inserts,
        layout,
        (k) => `${JSON.stringify(k)}${colon}${this.fresh(next[k as string], layout)}`,
      );
    } else {
      for (const [i, inner] of change.changed) {
        const item = c.items[i]!;
        this.apply(inner, item.start, item.end, layout.expanded);
      }
      const kept = c.items.map((_, i) => !change.removed.has(i));
      this.splice(c, kept, change.inserts, layout, (v, like) => this.fresh(v, layout, like));
    }
  }

  /**
   * Where each new key goes: before the kept key that follows it in `next` (so a key put
   * before another, as `ralph init --force` puts "gates" before "specs", lands there), or at
   * the end. Groups in ascending `at`, each in `next`'s order.
   */
  private keyInserts(
    added: string[],
    next: Record<string, unknown>,
    last: Map<string, number>,
    kept: boolean[],
    end: number,
  ): Array<{ at: number; values: string[] }> {
    if (added.length === 0) return [];
    const isNew = new Set(added);
    const groups: Array<{ at: number; values: string[] }> = [];
    let following = end;
    const keys = Object.keys(next);
    for (let j = keys.length - 1; j >= 0; j--) {
      const key = keys[j]!;
      if (isNew.has(key)) {
        const group = groups[groups.length - 1];
        if (group && group.at === following) group.values.unshift(key);
        else groups.push({ at: following, values: [key] });
        continue;
      }
      const i = last.get(key);
      if (i !== undefined && kept[i]) following = Math.min(following, i);
    }
    return groups.reverse(); // found from the end, each `at` smaller than the one before
  }

  /**
   * Removes the members not `kept` (each run with the comma before it, or after it at the
   * start) and inserts each group of new members where old member `at` is: after the kept
   * member before it, or else before the kept one after it. `format` writes a new member,
   * given the old one it goes next to.
   */
  private splice(
    c: Container,
    kept: boolean[],
    inserts: Array<{ at: number; values: unknown[] }>,
    layout: Layout,
    format: (value: unknown, like: Item | undefined) => string,
  ): void {
    const { items } = c;
    if (!kept.includes(true)) {
      const members = inserts.flatMap((g) => g.values.map((v) => format(v, undefined)));
      if (members.length > 0) {
        const content = this.container(c, members, layout);
        this.edits.push({ offset: c.open, length: c.close + 1 - c.open, content });
      } else if (items.length > 0) {
        this.edits.push({ offset: c.open + 1, length: c.close - c.open - 1, content: '' });
      }
      return;
    }
    for (let i = 0; i < items.length; i++) {
      if (kept[i]) continue;
      let j = i;
      while (j + 1 < items.length && !kept[j + 1]) j++;
      const from = i > 0 ? items[i - 1]!.end : items[0]!.start;
      const to = i > 0 ? items[j]!.end : items[j + 1]!.start;
      this.edits.push({ offset: from, length: to - from, content: '' });
      i = j;
    }
    for (const { at, values } of inserts) {
      let before = at - 1;
      while (before >= 0 && !kept[before]) before--;
      if (before >= 0) {
        const like = items[before]!;
        const content = values.map((v) => `,${layout.sep}${format(v, like)}`).join('');
        this.edits.push({ offset: like.end, length: 0, content });
      } else {
        let after = at;
        while (!kept[after]) after++;
        const like = items[after]!;
        const content = values.map((v) => `${format(v, like)},${layout.sep}`).join('');
        this.edits.push({ offset: like.start, length: 0, content });
      }
    }
  }

  /** A whole container of the given members, for one that was empty (or lost all its members). */
  private container(c: Container, members: string[], layout: Layout): string {
    const [open, close] = this.text.charCodeAt(c.open) === 123 ? ['{', '}'] : ['[', ']'];
    if (layout.expanded) {
      const line = this.eol + layout.indent;
      return `${open}${line}${members.join(`,${line}`)}${this.eol}${this.lineIndent(c.open)}${close}`;
    }
    const pad = open === '{' && this.spaced ? ' ' : '';
    return `${open}${pad}${members.join(`,${layout.sep}`)}${pad}${close}`;
  }

  /** Expanded if the last member is on a line of its own; an empty container goes by its parent. */
  private layout(c: Container, around: boolean): Layout {
    const { items } = c;
    const last = items[items.length - 1];
    if (!last) {
      const indent = this.lineIndent(c.open) + this.unit;
      return around
        ? { expanded: true, indent, sep: this.eol + indent }
        : { expanded: false, indent: '', sep: this.spaced ? ' ' : '' };
    }
    const gap = this.text.slice(items.length > 1 ? items[items.length - 2]!.end : c.open + 1, last.start);
    if (gap.includes('\n')) {
      const lead = this.text.slice(this.text.lastIndexOf('\n', last.start - 1) + 1, last.start);
      const indent = /^[ \t]*$/.test(lead) ? lead : this.lineIndent(c.open) + this.unit;
      return { expanded: true, indent, sep: this.eol + indent };
    }
    const sep = items.length > 1 ? gap.slice(gap.indexOf(',') + 1) : this.spaced ? ' ' : '';
    return { expanded: false, indent: '', sep };
  }

  /**
   * A new member's value, in the container's layout; a new element goes on one line, like
   * the element `like` next to it, when that is an object or array on one line.
   */
  private fresh(value: unknown, layout: Layout, like?: Item): string {
    return layout.expanded && !(like && this.oneLineContainer(like))
      ? this.indented(value, layout.indent)
      : this.compact(value);
  }

  private oneLineContainer(element: Item): boolean {
    const first = this.text.charCodeAt(element.start);
    return (first === 123 || first === 91) && !this.text.slice(element.start, element.end).includes('\n');
  }

  /** A changed value in place of the old one at [start, end). */
  private replacement(value: unknown, start: number, end: number, around: boolean): string {
    const kind = kindOf(value);
    if (kind !== 'object' && kind !== 'array') return JSON.stringify(value) ?? 'null';
    const span = this.text.slice(start, end);
    // Over several lines if the old value was, or was a one-line nothing in an expanded container.
    const oneLineContainer = /^[[{]\s*[^\s\]}]/.test(span);
    const expanded = span.includes('\n') || (around && !oneLineContainer);
    return expanded ? this.indented(value, this.lineIndent(start)) : this.compact(value);
  }

  private indented(value: unknown, indent: string): string {
    const json = JSON.stringify(value, null, this.unit) ?? 'null';
    return json.includes('\n') ? json.replace(/\n/g, this.eol + indent) : json;
  }

  private compact(value: unknown): string {
    const json = JSON.stringify(value) ?? 'null';
    return this.spaced ? spacedJson(JSON.parse(json)) : json;
  }

  /** The indentation of the line that `offset` is on. */
  private lineIndent(offset: number): string {
    const from = offset > 0 ? this.text.lastIndexOf('\n', offset - 1) + 1 : 0;
    let to = from;
    while (this.text.charCodeAt(to) === 32 || this.text.charCodeAt(to) === 9) to++;
    return this.text.slice(from, to);
  }

  /**
   * The members of the container at `open`. The members of a container member are noted on
   * the way (`deep`), so going down into it later costs no second pass over its text.
   */
  private scan(open: number, deep = true): Container {
    const known = this.scanned.get(open);
    if (known) return known;
    const t = this.text;
    const isObject = t.charCodeAt(open) === 123;
    const items: Item[] = [];
    let i = skipSpace(t, open + 1);
    let close = i;
    if (t.charCodeAt(i) !== (isObject ? 125 : 93)) {
      for (;;) {
        const start = i;
        let key: string | undefined;
        if (isObject) {
          const keyEnd = stringEnd(t, i);
          const raw = t.slice(i + 1, keyEnd - 1);
          key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
          i = skipSpace(t, skipSpace(t, keyEnd) + 1);
        }
        const c = t.charCodeAt(i);
        const end = deep && (c === 123 || c === 91) ? this.scan(i, false).close + 1 : valueEnd(t, i);
        items.push({ key, start, valueStart: i, end });
        i = skipSpace(t, end);
        if (t.charCodeAt(i) !== 44) break;
        i = skipSpace(t, i + 1);
      }
      close = i;
    }
    const container = { open, close, items };
    this.scanned.set(open, container);
    return container;
  }
}

/** Applies non-overlapping edits (an insertion before a replacement at the same offset). */
function applyTextEdits(text: string, edits: Edit[]): string {
  if (edits.length === 0) return text;
  const sorted = [...edits].sort(
    (a, b) => a.offset - b.offset || (a.length === 0 ? 0 : 1) - (b.length === 0 ? 0 : 1),
  );
  let out = '';
  let at = 0;
  for (const e of sorted) {
    if (e.offset < at) throw new RalphError(`overlapping plan edits at offset ${e.offset}`);
    out += text.slice(at, e.offset) + e.content;
    at = e.offset + e.length;
  }
  return out + text.slice(at);
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

function skipSpace(t: string, i: number): number {
  while (isSpace(t.charCodeAt(i))) i++;
  return i;
}

/** Just after the string whose opening quote is at `i`. */
function stringEnd(t: string, i: number): number {
  let from = i + 1;
  for (;;) {
    const quote = t.indexOf('"', from);
    if (quote === -1) return t.length;
    let backslash = quote - 1;
    while (t.charCodeAt(backslash) === 92) backslash--;
    if ((quote - 1 - backslash) % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/** Just after the JSON value that starts at `i`. */
function valueEnd(t: string, i: number): number {
  const c = t.charCodeAt(i);
  if (c === 34) return stringEnd(t, i);
  if (c === 123 || c === 91) {
    let depth = 0;
    for (let j = i; j < t.length; j++) {
      const d = t.charCodeAt(j);
      if (d <= 32) continue; // most of a pretty-printed plan is indentation
      if (d === 34) j = stringEnd(t, j) - 1;
      else if (d === 123 || d === 91) depth++;
      else if ((d === 125 || d === 93) && --depth === 0) return j + 1;
    }
    return t.length;
  }
  let j = i;
  while (j < t.length && !isSpace(t.charCodeAt(j)) && t[j] !== ',' && t[j] !== '}' && t[j] !== ']') j++;
  return j;
}

/** What JSON.stringify makes of a value: an object, an array, or something written as is. */
function kindOf(v: unknown): 'object' | 'array' | 'other' {
  if (Array.isArray(v)) return 'array';
  if (v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON !== 'function')
    return 'object';
  return 'other';
}

/** Whether JSON.stringify writes this member of an object at all. */
function present(v: unknown): boolean {
  return v !== undefined && typeof v !== 'function' && typeof v !== 'symbol';
}

/** Whether `next` (any value) is written as the JSON `old` (as JSON.parse made it). */
function jsonEqual(old: unknown, next: unknown): boolean {
  if (old === next) return true;
  const kind = kindOf(next);
  if (kind === 'array') {
    if (!Array.isArray(old) || old.length !== (next as unknown[]).length) return false;
    const n = next as unknown[];
    for (let i = 0; i < n.length; i++) if (!jsonEqual(old[i], n[i])) return false;
    return true;
  }
  if (kind === 'object') {
    if (kindOf(old) !== 'object') return false;
    const o = old as Record<string, unknown>;
    const n = next as Record<string, unknown>;
    let count = 0;
    for (const key of Object.keys(n)) {
      if (!present(n[key])) continue;
      count++;
      if (!Object.hasOwn(o, key) || !jsonEqual(o[key], n[key])) return false;
    }
    return count === Object.keys(o).length;
  }
  if (typeof next === 'object' && next !== null) return JSON.stringify(old) === JSON.stringify(next); // toJSON
  if (!present(next) || (typeof next === 'number' && !Number.isFinite(next))) return old === null;
  return false;
}

/** One-line JSON with a space after each colon and comma, and inside braces: `{ "a": [1, 2] }`. */
function spacedJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(spacedJson).join(', ')}]`;
  if (v !== null && typeof v === 'object') {
    const members = Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}: ${spacedJson(x)}`);
    return members.length === 0 ? '{}' : `{ ${members.join(', ')} }`;
  }
  return JSON.stringify(v);
}

/** The indentation unit of JSON text: its first indented line's, else two spaces. */
export function detectIndent(text: string): string {
  const m = /^[{[][ \t]*\r?\n([ \t]+)\S/.exec(text);
  return m?.[1] ?? '  ';
}
