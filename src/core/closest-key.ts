// Which known name an unknown one is a slip of: `ralph depnds` for `depends`, a `dependOn` key
// for `dependsOn`. A module of its own, without the plan schema, so that the command line can
// suggest a command or an option without loading zod.

/**
 * The known key a key is most likely a slip of: the same but for case, "_" and "-"
 * (`depends_on`), or at most one edit away (two for keys of 6 letters or more), counting a swap
 * of neighbours as one edit. Undefined when none is that close.
 */
export function closestKey(key: string, known: readonly string[]): string | undefined {
  if (key.length < 3) return undefined;
  const fold = (k: string) => k.toLowerCase().replace(/[_-]/g, '');
  const limit = key.length >= 6 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const k of known) {
    if (fold(k) === fold(key)) return k;
    const d = editDistance(key, k, limit);
    if (d < bestDistance) {
      best = k;
      bestDistance = d;
    }
  }
  return best;
}

/** Optimal string alignment distance, giving up (limit + 1) once it must exceed `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > limit) return limit + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** `unknown agent "codx"; did you mean codex?`, naming the agents there are. */
export function unknownAgentText(name: string, agents: readonly string[]): string {
  const meant = closestKey(name, agents);
  return `unknown agent "${name}"; ${meant ? `did you mean ${meant}? The agents are` : 'use one of'} ${agents.join(', ')}`;
}
