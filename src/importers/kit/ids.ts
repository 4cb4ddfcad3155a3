// Ids: what other tools call a task or a spec, made into a safe Ralph id (a slug, a readable
// spec id, a hash when nothing readable is left), unique within the plan.
import { unsafeIdReason } from '../../core/plan/problem.js';

/** A branch- and file-safe form of `raw`: unsafe characters become "-". */
export function slugify(raw: string, lower = false): string {
  let s = latinize(raw);
  if (lower) s = s.toLowerCase();
  s = s
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-{2,}/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 100)
    .replace(/(\.lock)+$/i, '')
    .replace(/[._-]+$/, '');
  return s || 'x';
}

/**
 * Letters NFKD does not take apart, written the way their languages write them in ASCII. The
 * marks NFKD does take apart (é, Ä, ñ, ...) are simply dropped: cheap and well known. Other
 * scripts (Cyrillic, CJK, ...) cannot be spelled in ASCII readably without a large table.
 */
const LATIN_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
};

/** `raw` in ASCII letters where that is cheap: accents dropped, ß -> ss; other scripts stay. */
export function latinize(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæÆœŒøØłŁđĐðÐþÞı]/g, (c) => LATIN_LETTERS[c]!);
}

/** A short hash that depends only on `text` (FNV-1a, 32 bits, base 36). */
export function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36).padStart(7, '0').slice(-6);
}

/**
 * A spec id from a spec's name or number: lower case, readable, branch-safe (`ralph/<id>`),
 * and a pure function of its source so that a re-import finds the same spec.
 * "1 — Foundation" -> "1-foundation" (never "1"), "Foundation" -> "foundation",
 * "Épique: Auth & SSO" -> "epique-auth-sso", "1.5 Hardening" -> "1.5-hardening".
 *
 * A name whose words cannot be spelled in ASCII ("1 — 认证", "Тестирование", or a name that
 * would keep only a stub of itself, "给报表页面添加CSV导出" -> "csv") or that is only a number
 * gets `<kind>-<number>` from its leading number ("milestone-1"), else `<kind>-<hash>` of the
 * whole name; `readable` is then false, so that the caller can say so. Both are stable.
 */
export function specSlug(raw: string, kind = 'spec'): { id: string; readable: boolean } {
  const latin = latinize(raw);
  const ascii = (latin.match(/[A-Za-z]/g) ?? []).length;
  const other = (latin.match(/\p{L}/gu) ?? []).length - ascii;
  const id = slugify(latin, true);
  if (ascii > 0 && ascii >= other && /[a-z]/.test(id)) return { id, readable: true };
  const number = /^\s*(\d+(?:\.\d+)*)/.exec(latin)?.[1];
  const base = slugify(kind, true);
  if (number !== undefined && raw.trim() === number) return { id: `${base}-${number}`, readable: true };
  return {
    id: number !== undefined ? `${base}-${number}` : `${base}-${shortHash(raw.trim())}`,
    readable: false,
  };
}

/** Hands out safe, unique ids, and says so in a warning whenever one differs from its source. */
export class IdAllocator {
  private readonly taken = new Set<string>();
  constructor(
    private readonly kind: 'task' | 'spec',
    private readonly warnings: string[],
  ) {}

  /** `where` names the place in the source; `lower` slugifies to lower case (ids made from names). */
  take(raw: string, where: string, lower = false): string {
    const trimmed = raw.trim();
    const reason = unsafeIdReason(trimmed);
    let id = reason ? slugify(trimmed, lower) : trimmed;
    if (reason) this.warnings.push(`${where}: ${this.kind} id "${raw}" ${reason}; imported as "${id}"`);
    if (this.taken.has(id)) {
      let n = 2;
      while (this.taken.has(`${id}-${n}`)) n++;
      this.warnings.push(`${where}: ${this.kind} id "${id}" is already taken; imported as "${id}-${n}"`);
      id = `${id}-${n}`;
    }
    this.taken.add(id);
    return id;
  }

  /**
   * A spec id made from a name (see specSlug): no warning for the slug itself, since people
   * name specs with spaces and capitals; a warning when the name cannot be made readable
   * (`kind` names the fallback, "milestone-1") or when two names make the same id.
   */
  takeSpec(name: string, where: string, kind = 'spec'): string {
    const slug = specSlug(name, kind);
    let id = slug.id;
    if (!slug.readable)
      this.warnings.push(
        `${where}: ${kind} "${name}" could not be made a readable id (a branch name takes only ASCII letters, digits, ".", "_" and "-"); imported as "${id}", the same on every re-import`,
      );
    if (this.taken.has(id)) {
      let n = 2;
      while (this.taken.has(`${id}-${n}`)) n++;
      this.warnings.push(
        `${where}: spec "${name}" makes the id "${id}", already taken; imported as "${id}-${n}"`,
      );
      id = `${id}-${n}`;
    }
    this.taken.add(id);
    return id;
  }
}
