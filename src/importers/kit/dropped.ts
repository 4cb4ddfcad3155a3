// The warnings for source fields that have no place in a plan: one per field, with a count.

/** A value that holds nothing (null, "", [], {}): dropping it loses nothing, so no warning. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/**
 * Fields with no place in the plan, gathered over many entries so that each gets ONE warning
 * (where it first appears, and in how many entries): a field every task carries is one
 * warning, not one per task.
 */
export class DroppedFields {
  private readonly fields = new Map<string, { where: string; why?: string; count: number }>();
  constructor(private readonly unit = 'tasks') {}

  add(where: string, field: string, why?: string): void {
    const known = this.fields.get(field);
    if (known) known.count++;
    else this.fields.set(field, { where, why, count: 1 });
  }

  /** Pushes the warnings gathered so far, one per field, and forgets them. */
  flush(warnings: string[]): void {
    for (const [field, { where, why, count }] of this.fields)
      warnings.push(
        `${dropped(where, field, why)}${count > 1 ? ` (in ${count} ${this.unit}; this is the first)` : ''}`,
      );
    this.fields.clear();
  }
}

/**
 * Warns about each key of `obj` that is neither mapped nor deliberately ignored and holds
 * something: once per key per `seen` set, or (a DroppedFields) once per key with a count.
 */
export function warnUnmapped(
  obj: Record<string, unknown>,
  known: ReadonlySet<string>,
  where: (key: string) => string,
  seen: Set<string> | DroppedFields,
  warnings: string[],
): void {
  for (const [key, value] of Object.entries(obj)) {
    if (known.has(key) || isEmptyValue(value)) continue;
    if (seen instanceof DroppedFields) {
      seen.add(where(key), key);
      continue;
    }
    if (seen.has(key)) continue;
    seen.add(key);
    warnings.push(dropped(where(key), key));
  }
}

/** The one warning for a source field that has no place in a plan (the summary counts them). */
export function dropped(where: string, field: string, why = 'has no place in a Ralph plan'): string {
  return `${where}: field "${field}" ${why}; dropped`;
}
