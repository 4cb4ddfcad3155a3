// The docs' links, checked as GitHub resolves them (scripts/docs.ts runs this in `npm test`).
// A relative link must name a file of the repository; a `#anchor` must be a heading's slug in
// the page it points at: GitHub lowercases the heading's text, drops punctuation (keeping
// letters, digits, `-` and `_`), turns each space into `-`, and numbers a repeated slug `-1`,
// `-2`, ... in order.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The slug GitHub gives a heading's text (its Markdown already reduced to text). */
export function slug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** A heading's Markdown as text: code spans, links, images and emphasis marks dropped. */
function headingText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/<[^>]+>/g, '');
}

/** Lines outside fenced code blocks, with their numbers (1-based). */
function proseLines(text: string): Array<[number, string]> {
  const out: Array<[number, string]> = [];
  let fence: string | undefined;
  text.split('\n').forEach((line, i) => {
    const m = /^\s*(```+|~~~+)/.exec(line);
    if (m) {
      if (fence === undefined) fence = m[1]!;
      else if (m[1]!.startsWith(fence)) fence = undefined;
      return;
    }
    if (fence === undefined) out.push([i + 1, line]);
  });
  return out;
}

/** Every anchor a page's headings make, duplicates numbered as GitHub numbers them. */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, line] of proseLines(markdown)) {
    const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = slug(headingText(m[1]!));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** README.md and every page under docs/. */
export function docFiles(root: string): string[] {
  const docs = join(root, 'docs');
  return [
    join(root, 'README.md'),
    ...readdirSync(docs)
      .filter((f) => f.endsWith('.md'))
      .sort()
      .map((f) => join(docs, f)),
  ];
}

const anchorCache = new Map<string, Set<string>>();
function anchorsOf(path: string): Set<string> {
  let a = anchorCache.get(path);
  if (!a) {
    a = anchors(readFileSync(path, 'utf8'));
    anchorCache.set(path, a);
  }
  return a;
}

/** What is wrong with one link target, seen from `from`; undefined when it resolves. */
function targetProblem(root: string, from: string, target: string): string | undefined {
  if (/^[a-z][a-z+.-]*:/i.test(target)) return undefined; // https:, mailto:
  const [file = '', anchor] = target.split('#', 2);
  const path = file === '' ? from : resolve(dirname(from), decodeURIComponent(file));
  if (relative(root, path).startsWith('..')) return `${target}: leads outside the repository`;
  if (!existsSync(path)) return `${target}: no such file`;
  if (anchor === undefined || anchor === '') return undefined;
  if (statSync(path).isDirectory() || !path.endsWith('.md')) return `${target}: an anchor into a non-page`;
  if (!anchorsOf(path).has(anchor.toLowerCase()))
    return `${target}: no heading with the anchor #${anchor} in ${relative(root, path)}`;
  return undefined;
}

/** Every broken link of the README and docs/, as `file:line: target: why`. */
export function brokenLinks(root: string): string[] {
  const problems: string[] = [];
  for (const file of docFiles(root)) {
    const text = readFileSync(file, 'utf8');
    for (const [n, raw] of proseLines(text)) {
      const line = raw.replace(/`[^`]*`/g, '');
      for (const m of line.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
        const why = targetProblem(root, file, m[1]!);
        if (why) problems.push(`${relative(root, file)}:${n}: ${why}`);
      }
    }
  }
  return problems;
}

/** Source files that may cite a page of docs/: src, test, bench and scripts (not fixtures). */
function sourceFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'fixtures' && entry.name !== 'node_modules') walk(path);
      } else if (/\.(ts|mts|mjs|js|sh)$/.test(entry.name)) out.push(path);
    }
  };
  for (const dir of ['src', 'test', 'bench', 'scripts'])
    if (existsSync(join(root, dir))) walk(join(root, dir));
  return out.sort();
}

/**
 * Every anchor into a page of docs/ that a comment or string in the code cites (the anchors after it in
 * the same list too: `docs/ARCHITECTURE.md#gates, #trust`) that names no heading of the page.
 */
export function brokenCitations(root: string): string[] {
  const problems: string[] = [];
  for (const file of sourceFiles(root)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      for (const m of line.matchAll(/\bdocs\/([\w-]+\.md)((?:#[\w-]+)(?:,\s*#[\w-]+)*)/g)) {
        const page = join(root, 'docs', m[1]!);
        for (const anchor of m[2]!.split(/,\s*/).map((a) => a.slice(1))) {
          const why = existsSync(page)
            ? anchorsOf(page).has(anchor)
              ? undefined
              : `no heading with the anchor #${anchor} in docs/${m[1]}`
            : `docs/${m[1]}: no such file`;
          if (why) problems.push(`${relative(root, file)}:${i + 1}: ${why}`);
        }
      }
    });
  }
  return problems;
}

/** The page with each generated part replaced; throws when a part's markers are missing. */
export function replaceGenerated(text: string, parts: Record<string, string>, page: string): string {
  let out = text;
  for (const [name, content] of Object.entries(parts)) {
    const start = `<!-- start generated: ${name} (npm run docs) -->`;
    const end = `<!-- end generated: ${name} -->`;
    const a = out.indexOf(start);
    const b = out.indexOf(end);
    if (a < 0 || b < a)
      throw new Error(
        `${page}: the markers of the generated part "${name}" are missing: ${start} ... ${end}`,
      );
    out = `${out.slice(0, a + start.length)}\n${content}\n${out.slice(b)}`;
  }
  return out;
}
