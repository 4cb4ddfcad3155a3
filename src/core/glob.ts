// One path segment's glob (`*`, `?`) as a test on names in one directory: what spectr's
// `includes` and plan mode's spec patterns need, no more (no `**`, no classes).
export function globSegment(seg: string): RegExp {
  const body = seg
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]');
  return new RegExp(`^${body}$`);
}
