// One task file of the markdown-tasks layout (see markdown-tasks.ts): finding the files, and
// reading one into its heading, its `Field: value` lines and its `## ` sections, as written.
// What they mean in a plan is markdown-tasks.ts's.
import {
  baseName,
  compareNatural,
  type DroppedFields,
  ImportError,
  joinPath,
  type SourceReader,
  tryList,
} from './kit/index.js';

export interface Field {
  value: string;
  line: number;
}

export interface Section extends Field {
  heading: string;
}

export interface TaskFile {
  file: string;
  line: number;
  rawId: string;
  title: string;
  fields: Map<string, Field>;
  /** Every `## ` section in document order (the same heading may come twice). */
  sections: Section[];
  preamble: string[];
}

/** Field names as people and the original tool write them, to one key each. */
const FIELD_NAMES: Record<string, string> = {
  status: 'status',
  state: 'status',
  milestone: 'milestone',
  depends: 'depends',
  'depends on': 'depends',
  dependencies: 'depends',
  deps: 'depends',
  'prd reference': 'prd',
  'prd ref': 'prd',
  'prd references': 'prd',
  touches: 'touches',
  files: 'touches',
  complexity: 'complexity',
  produces: 'produces',
  outputs: 'produces',
  roles: 'roles',
  role: 'roles',
  model: 'model',
  completed: 'completed',
  'completed at': 'completed',
  commit: 'commit',
  sha: 'commit',
  cost: 'cost',
  'blocked reason': 'blockedReason',
  'completion notes': 'notes',
};

/** Sections with a place of their own; any other section stays in the description. */
export const SECTION_NAMES: Record<string, string> = {
  description: 'description',
  ac: 'acceptance',
  'acceptance criteria': 'acceptance',
  acceptance: 'acceptance',
  hints: 'hints',
  produces: 'produces',
  outputs: 'produces',
  blocked: 'blocked',
  'blocked reason': 'blocked',
  'completion notes': 'notes',
  touches: 'touches',
  depends: 'depends',
  dependencies: 'depends',
};

const TASK_FILE = /^[A-Za-z]+-?\d+.*\.md$/i;
// A closing `#` sequence needs a space before it (CommonMark), so "Port F#" keeps its "#".
const HEADING = /^#\s+([^\s:]+?)\s*(?::|\s[-—–]\s)\s*(.+?)(?:\s+#+)?\s*$/;
/** `- **Name**: value`, as the original writes it; also `- *Name*: value`, `**Name:** value`, `Name: value`. */
const FIELD_LINE = /^\s*(?:[-*+]\s+)?(\*\*|__|\*|_)?([A-Za-z][A-Za-z /]*?)\s*(?::\1|\1\s*:|:)\s*(.*?)\s*$/;

export function findTaskFiles(path: string, reader: SourceReader, warnings: string[]): string[] {
  if (/\.md$/i.test(path) && tryList(reader, path) === undefined) return [path];
  for (const dir of [path, joinPath(path, 'docs/tasks')]) {
    const names = tryList(reader, dir);
    if (!names) continue;
    const md = names.filter((n) => /\.md$/i.test(n));
    const tasks = md.filter((n) => TASK_FILE.test(n));
    if (tasks.length === 0) continue;
    for (const n of md)
      if (!TASK_FILE.test(n) && !/^(readme|index)\.md$/i.test(n))
        warnings.push(`${joinPath(dir, n)}: not named like a task file (T-NNN.md); skipped`);
    return tasks.sort(compareNatural).map((n) => joinPath(dir, n));
  }
  throw new ImportError(
    `${path}: no task files (T-NNN.md) found; pass the directory that holds them, such as docs/tasks`,
  );
}

export function parseTaskFile(
  file: string,
  source: string,
  warnings: string[],
  unknownFields: DroppedFields,
): TaskFile {
  const lines = source.split(/\r?\n/);
  let i = 0;
  // Front matter and blank lines may come before the heading.
  if (lines[0]?.trim() === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) i = end + 1;
  }
  while (i < lines.length && (lines[i]!.trim() === '' || /^<!--.*-->$/.test(lines[i]!.trim()))) i++;
  const stem = baseName(file).replace(/\.md$/i, '');
  const m = HEADING.exec(lines[i] ?? '');
  // Without a heading the original takes the id from the file name and has no title.
  const named = /^[A-Za-z]+-\d+$/.test(stem);
  if (!m && !named)
    throw new ImportError(
      `${file}:${i + 1}: expected the task heading "# ${stem.match(/^[A-Za-z]+-?\d+/)?.[0] ?? 'T-NNN'}: title" here; add it as the first line`,
    );
  if (!m)
    warnings.push(
      `${file}:${i + 1}: no "# ${stem}: title" heading; imported as task "${stem}" (its file name), without a title`,
    );
  const t: TaskFile = {
    file,
    line: i + 1,
    rawId: m ? m[1]! : stem,
    title: m ? unbold(m[2]!) : '',
    fields: new Map(),
    sections: [],
    preamble: [],
  };
  const fromName = /^[A-Za-z]+-?\d+/.exec(stem)?.[0];
  const comparable = (id: string) => id.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  if (fromName && !comparable(t.rawId).startsWith(comparable(fromName)))
    warnings.push(
      `${file}:${t.line}: the file name says "${fromName}" but the heading says "${t.rawId}"; the heading's id is used`,
    );

  let section: { heading: string; line: number; body: string[] } | undefined;
  const closeSection = () => {
    if (section)
      t.sections.push({
        heading: section.heading,
        line: section.line,
        value: section.body.join('\n').trim(),
      });
  };
  let fence: string | undefined;
  let comment = false;
  const seenUnknown = new Set<string>();
  for (i += m ? 1 : 0; i < lines.length; i++) {
    const line = lines[i]!;
    // A "## " inside a code fence is code, not a section.
    const f = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (f && (fence === undefined || f.startsWith(fence))) fence = fence === undefined ? f : undefined;
    const h = fence === undefined && !f ? /^##\s+(.+?)(?:\s+#+)?\s*$/.exec(line) : null;
    if (h) {
      closeSection();
      section = { heading: unbold(h[1]!).replace(/:$/, '').trim(), line: i + 1, body: [] };
      continue;
    }
    if (section) {
      section.body.push(line);
      continue;
    }
    // The scaffold's `<!-- Sections: ... -->` note is for people, not part of the task.
    if (comment || /^\s*<!--/.test(line)) {
      comment = !line.includes('-->');
      continue;
    }
    const fl = FIELD_LINE.exec(line);
    const key = fl?.[2]?.trim().toLowerCase();
    const name = key ? FIELD_NAMES[key] : undefined;
    if (fl && name) {
      if (!t.fields.has(name)) t.fields.set(name, { value: unbold(fl[3]!), line: i + 1 });
    } else if (fl?.[1] && key) {
      // A bold `**Name**: value` line is a field the plan has no place for.
      if (seenUnknown.has(key)) continue;
      seenUnknown.add(key);
      if (unbold(fl[3]!) !== '') unknownFields.add(`${file}:${i + 1}`, fl[2]!);
    } else t.preamble.push(line);
  }
  closeSection();
  return t;
}

/**
 * The text without bold markers AROUND it (`**Blocked on API**`), the only way the real files
 * use them on a value; `**` inside it is the text's own (`docs/**`, a glob), and stays.
 */
function unbold(raw: string): string {
  const s = raw.trim();
  const m = /^(\*\*|__)(?=\S)(.*?\S)\1$/.exec(s);
  return (m ? m[2]! : s).trim();
}
