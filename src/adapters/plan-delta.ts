// A spec branch's plan is the base plan with a few `specs` entries changed: the spec's own
// progress, and the specs the base merged since the branch began. `ralph status` and `ralph
// next` read the plan of every spec branch and keep only that spec's entry, so a full parse of
// each (JSON.parse and validation of the whole plan: about 2 ms for 500 tasks, 30 ms for
// 10,000) made 100 branches cost more than the rest of the command. Here a branch's bytes are
// compared with the base's (native compares of the common start and end, in the pieces git
// sent them in): when they differ only inside the `specs` list, only the entries that changed
// are parsed and checked by the schema, and the cross-spec rules run on the plan put together
// from the base's other entries and the new ones (only those an edit of that shape can break:
// SameShapeCheck). A branch is accepted only when the full parse would accept it, with the
// same entries; anything else (a change outside `specs`, text that does not parse, any problem
// at all) answers "not sure", and the caller then parses the whole plan, which gives the same
// error, at the same place, as before. The base's entries are found by a scan of its bytes
// (specsLayout): 1.4 ms on a 462 KB plan and 15 ms on 8 MB, where jsonc-parser's parseTree
// takes 10 and 190 ms.
import { planSchemaAccepts, specEntriesAccepted } from '../core/plan/checks.js';
import type { Plan, Spec } from '../core/plan/plan.js';
import { SameShapeCheck, semanticProblems } from '../core/plan/rules.js';

/** How often a branch's entry was read the fast way, and how often it was not sure. Tests read it. */
export const planDeltaCounts = { fast: 0, notSure: 0 };

/** Byte offsets of each entry of the base's `specs` list: where its `{` is, and just past its `}`. */
interface SpecsLayout {
  starts: number[];
  ends: number[];
}

/**
 * A base plan: its text, and what JSON.parse made of it (after a byte-order mark). It need not
 * be valid: a base the schema predicate or the cross-spec rules do not accept gives no fast way.
 */
export interface DeltaBase {
  text: string;
  plan: Plan;
  /** The plan passed parsePlanText already: its cross-spec rules are not run again. */
  valid?: boolean;
}

/** A base ready to compare with: its bytes, and what is worked out from it when first needed. */
interface Prepared {
  bytes: Buffer;
  plan: Plan;
  layout?: SpecsLayout;
  shape?: SameShapeCheck;
}

export class PlanDelta {
  private base?: Prepared | null;

  /** `load` gives the base (or undefined: no fast way); it is called once, when a branch first needs it. */
  constructor(private readonly load: () => DeltaBase | undefined) {}

  /**
   * The entry of spec `specId` in the plan whose file holds `branch` (its bytes, or the pieces
   * they arrived in from git, which are not joined), equal to the one the full
   * parse (parsePlanText) would give: null when that plan has no such spec. undefined when not
   * sure: the plan differs from the base elsewhere than in `specs` entries, does not parse, or
   * has a problem; the full parse must then decide. An entry the branch did not change is the
   * base's own object: not to be changed.
   */
  specEntry(branch: Buffer | readonly Buffer[], specId: string): Spec | null | undefined {
    const entry = this.fastEntry(Buffer.isBuffer(branch) ? [branch] : branch, specId);
    if (entry === undefined) planDeltaCounts.notSure++;
    else planDeltaCounts.fast++;
    return entry;
  }

  private fastEntry(pieces: readonly Buffer[], specId: string): Spec | null | undefined {
    const base = this.prepared();
    if (!base) return undefined;
    const { bytes, plan } = base;
    let length = 0;
    for (const piece of pieces) length += piece.length;
    const p = piecesPrefix(bytes, pieces);
    if (p === length && length === bytes.length) return plan.specs.find((s) => s.id === specId) ?? null;
    const s = piecesSuffix(bytes, pieces, Math.min(bytes.length, length) - p);
    base.layout ??= specsLayout(bytes, plan.specs.length) ?? { starts: [], ends: [] };
    const { starts, ends } = base.layout;
    // The entries the changed bytes [p, bytes.length - s) touch: k, the last one that starts at
    // or before p, to m, the first one that ends at or after the change does.
    const k = lastAtOrBefore(starts, p);
    const m = firstAtOrAfter(ends, bytes.length - s);
    if (k < 0 || m >= ends.length) return undefined;
    // The branch's text is the base's up to entry k, then `part`, then the base's after entry m:
    // `part` takes the place of entries k to m. Before it, JSON.parse stood where an entry of
    // `specs` begins, and after it the base's text goes on from the end of an entry; so when
    // `[part]` parses to a list of values, the whole text parses to the base's plan with those
    // values as entries k to m, and otherwise the full parse must say what is wrong. The cuts
    // fall next to ASCII bytes (JSON's structure), so decoding the part alone as UTF-8 gives the
    // characters decoding the whole would.
    const part = piecesSlice(pieces, starts[k]!, ends[m]! + length - bytes.length);
    let entries: unknown;
    try {
      entries = JSON.parse(`[${part.toString('utf8')}]`);
    } catch {
      return undefined;
    }
    // No entry: the commas around the gap would not parse (or `specs` is now empty).
    if (!Array.isArray(entries) || entries.length === 0 || !specEntriesAccepted(entries)) return undefined;
    const specs = [...plan.specs.slice(0, k), ...(entries as Spec[]), ...plan.specs.slice(m + 1)];
    // The rest of the plan is the base's (accepted), the new entries are: the cross-spec rules
    // (ids, dependencies, cycles) are what is left of the full parse. Where the entries hold the
    // same tasks with the same dependencies (progress), only what that can change is checked.
    base.shape ??= new SameShapeCheck(plan);
    const same = base.shape.accepts(k, m, entries as Spec[]);
    if (same === false || (same === undefined && semanticProblems({ ...plan, specs }).length > 0))
      return undefined;
    return specs.find((spec) => spec.id === specId) ?? null;
  }

  private prepared(): Prepared | undefined {
    if (this.base === undefined) {
      const loaded = this.load();
      // The base must be valid, and accepted by the schema predicate: then its entries need no
      // second look, and a branch holding the same bytes is valid too.
      this.base =
        loaded &&
        loaded.text !== '' &&
        planSchemaAccepts(loaded.plan) &&
        (loaded.valid === true || semanticProblems(loaded.plan).length === 0)
          ? { bytes: Buffer.from(loaded.text, 'utf8'), plan: loaded.plan }
          : null;
    }
    return this.base ?? undefined;
  }
}

/** How many bytes `a` and `b` start with in common: native comparisons of halves, then bytes. */
export function commonPrefix(a: Buffer, b: Buffer): number {
  // a[0, lo) equals b[0, lo); the first difference is before hi, or there is none.
  let lo = 0;
  let hi = Math.min(a.length, b.length);
  while (hi - lo > 32) {
    const mid = (lo + hi) >>> 1;
    if (a.compare(b, lo, mid, lo, mid) === 0) lo = mid;
    else hi = mid;
  }
  while (lo < hi && a[lo] === b[lo]) lo++;
  return lo;
}

/** How many bytes `a` and `b` end with in common, at most `limit`. */
export function commonSuffix(a: Buffer, b: Buffer, limit: number): number {
  const al = a.length;
  const bl = b.length;
  let lo = 0;
  let hi = limit;
  while (hi - lo > 32) {
    const mid = (lo + hi) >>> 1;
    if (a.compare(b, bl - mid, bl - lo, al - mid, al - lo) === 0) lo = mid;
    else hi = mid;
  }
  while (lo < hi && a[al - 1 - lo] === b[bl - 1 - lo]) lo++;
  return lo;
}

/** commonPrefix of `base` and the bytes `pieces` hold one after the other. */
function piecesPrefix(base: Buffer, pieces: readonly Buffer[]): number {
  let at = 0;
  for (const piece of pieces) {
    const same = commonPrefix(base.subarray(at, at + piece.length), piece);
    at += same;
    if (same < piece.length) break;
  }
  return at;
}

/** commonSuffix of `base` and the bytes `pieces` hold one after the other, at most `limit`. */
function piecesSuffix(base: Buffer, pieces: readonly Buffer[], limit: number): number {
  let s = 0;
  for (let i = pieces.length - 1; i >= 0 && s < limit; i--) {
    const piece = pieces[i]!;
    const same = commonSuffix(base.subarray(0, base.length - s), piece, Math.min(piece.length, limit - s));
    s += same;
    if (same < piece.length) break;
  }
  return s;
}

/** Bytes `start` to `end` of what `pieces` hold one after the other; copied only across pieces. */
function piecesSlice(pieces: readonly Buffer[], start: number, end: number): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  for (const piece of pieces) {
    const from = Math.max(start - at, 0);
    const to = Math.min(end - at, piece.length);
    if (from < to) out.push(piece.subarray(from, to));
    at += piece.length;
    if (at >= end) break;
  }
  return out.length === 1 ? out[0]! : Buffer.concat(out);
}

/** The index of the last value <= x in an ascending list, -1 if none. */
function lastAtOrBefore(list: readonly number[], x: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** The index of the first value >= x in an ascending list, list.length if none. */
function firstAtOrAfter(list: readonly number[], x: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const WHITESPACE = /[ \t\n\r]*/y;
const STRING = /"[^"\\]*(?:\\.[^"\\]*)*"/y;
const SCALAR = /[^,\]} \t\n\r]+/y;
// A string (skipped whole, so a bracket inside one does not count) or a bracket.
const STRING_OR_BRACKET = /"[^"\\]*(?:\\.[^"\\]*)*"|[[\]{}]/g;

/**
 * Where each entry of the top-level `specs` list starts and ends in the bytes of a plan that
 * parsed, in bytes; undefined if the text is not laid out as expected or the list does not
 * have `count` entries. The bytes are read as latin1, one character per byte, so offsets are
 * byte offsets; every character that matters to JSON's structure is ASCII, and no byte of a
 * multi-byte UTF-8 character is. As JSON.parse, the last of two `specs` keys counts.
 */
export function specsLayout(bytes: Buffer, count: number): SpecsLayout | undefined {
  const text = bytes.toString('latin1');
  let i = text.startsWith('\xEF\xBB\xBF') ? 3 : 0;
  const skipSpace = () => {
    WHITESPACE.lastIndex = i;
    WHITESPACE.exec(text);
    i = WHITESPACE.lastIndex;
  };
  const matchAt = (re: RegExp): string | undefined => {
    re.lastIndex = i;
    const m = re.exec(text);
    if (!m) return undefined;
    i = re.lastIndex;
    return m[0];
  };
  const skipValue = (): boolean => {
    const c = text[i];
    if (c === '"') return matchAt(STRING) !== undefined;
    if (c !== '{' && c !== '[') return matchAt(SCALAR) !== undefined;
    STRING_OR_BRACKET.lastIndex = i;
    let depth = 0;
    for (;;) {
      const m = STRING_OR_BRACKET.exec(text);
      if (!m) return false;
      const t = m[0];
      if (t === '{' || t === '[') depth++;
      else if (t === '}' || t === ']') depth--;
      if (depth === 0) {
        i = STRING_OR_BRACKET.lastIndex;
        return true;
      }
    }
  };
  let layout: SpecsLayout | undefined;
  skipSpace();
  if (text[i] !== '{') return undefined;
  i++;
  skipSpace();
  if (text[i] === '}') return undefined;
  for (;;) {
    const key = text[i] === '"' ? matchAt(STRING) : undefined;
    if (key === undefined) return undefined;
    skipSpace();
    if (text[i] !== ':') return undefined;
    i++;
    skipSpace();
    // A key spelled with escapes (`"spec\u0073"`) is still `specs`; non-ASCII bytes never make it.
    if (JSON.parse(key) === 'specs') {
      if (text[i] !== '[') return undefined;
      i++;
      layout = { starts: [], ends: [] };
      skipSpace();
      if (text[i] === ']') i++;
      else
        for (;;) {
          layout.starts.push(i);
          if (!skipValue()) return undefined;
          layout.ends.push(i);
          skipSpace();
          if (text[i] === ']') {
            i++;
            break;
          }
          if (text[i] !== ',') return undefined;
          i++;
          skipSpace();
        }
    } else if (!skipValue()) return undefined;
    skipSpace();
    if (text[i] === '}') break;
    if (text[i] !== ',') return undefined;
    i++;
    skipSpace();
  }
  i++;
  skipSpace();
  if (i !== text.length || layout?.starts.length !== count) return undefined;
  return layout;
}
