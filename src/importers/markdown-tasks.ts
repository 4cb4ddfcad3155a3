// `markdown-tasks`: one markdown file per task (`docs/tasks/T-NNN.md`):
//
//   # T-003: Parse the config file
//   **Status:** pending            (or `Status: pending`, `- **Status**: pending`)
//   **Milestone:** M1 — Foundation
//   **Depends:** T-001, T-002
//   **Touches:** `src/config.ts`, `src/cli.ts`
//   **Complexity:** medium
//   ## Description / ## Acceptance Criteria / ## Hints / ## Produces / ## Blocked / ## Completion Notes
//
// Milestones become specs; Touches become context files, Produces output artifacts, Completion
// Notes a comment; any other section is kept in the description under its own heading.
import type { Spec, Task } from '../core/plan.js';
import {
  baseName,
  compareNatural,
  finishPlan,
  IdAllocator,
  ImportError,
  type Importer,
  joinPath,
  mapComplexity,
  mapStatus,
  readSource,
  type SourceReader,
  tryList,
} from './common.js';

interface Field {
  value: string;
  line: number;
}

interface TaskFile {
  file: string;
  line: number;
  rawId: string;
  title: string;
  fields: Map<string, Field>;
  sections: Map<string, Field>;
  extra: string[];
  preamble: string[];
}

const FIELD_NAMES: Record<string, string> = {
  status: 'status',
  state: 'status',
  milestone: 'milestone',
  depends: 'depends',
  'depends on': 'depends',
  dependencies: 'depends',
  deps: 'depends',
  touches: 'touches',
  files: 'touches',
  complexity: 'complexity',
  produces: 'produces',
  outputs: 'produces',
};

const SECTION_NAMES: Record<string, string> = {
  description: 'description',
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
const HEADING = /^#\s+([^\s:]+?)\s*(?::|\s[-—–]\s)\s*(.+?)\s*#*\s*$/;
const FIELD_LINE = /^\s*(?:[-*+]\s+)?(\*\*|__)?([A-Za-z][A-Za-z /]*?)\s*(?::\1|\1\s*:|:)\s*(.*?)\s*$/;
const NONE = /^(none|n\/a|na|-+|—|–|\(none\))?$/i;

export const importMarkdownTasks: Importer = (path, reader) => {
  const warnings: string[] = [];
  const files = findTaskFiles(path, reader, warnings);
  const parsed = files.map((file) => parseTaskFile(file, readSource(reader, file), warnings));

  const byRawId = new Map<string, TaskFile>();
  for (const t of parsed) {
    const other = byRawId.get(t.rawId);
    if (other)
      throw new ImportError(
        `${t.file}:${t.line}: task id "${t.rawId}" is also the id of ${other.file}; give each task its own id`,
      );
    byRawId.set(t.rawId, t);
  }
  const lowerIds = new Map([...byRawId.keys()].map((id) => [id.toLowerCase(), id]));

  const taskIds = new IdAllocator('task', warnings);
  const specIds = new IdAllocator('spec', warnings);
  const idOf = new Map<string, string>();
  for (const t of parsed) idOf.set(t.rawId, taskIds.take(t.rawId, `${t.file}:${t.line}`));

  const specs = new Map<string, Spec>();
  for (const t of parsed) {
    const where = (f: Field) => `${t.file}:${f.line}`;
    const milestone = t.fields.get('milestone');
    const spec = specFor(milestone, t, specs, specIds);

    const statusField = t.fields.get('status');
    if (!statusField) warnings.push(`${t.file}:${t.line}: no Status line; imported as pending`);
    const status = statusField ? mapStatus(statusField.value, where(statusField), warnings) : 'pending';

    const depends: string[] = [];
    for (const f of [t.fields.get('depends'), t.sections.get('depends')]) {
      if (!f || NONE.test(f.value.trim())) continue;
      // `[T-003](T-003.md)` is T-003; ids are compared whole, so one with a "/" is still found.
      const tokens = f.value.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').split(/[\s,;]+/);
      for (const token of tokens) {
        const clean = token.replace(/^[[(`*_]+|[\])`*_.:]+$/g, '').replace(/\.md$/i, '');
        if (!clean) continue;
        const raw = byRawId.has(clean) ? clean : lowerIds.get(clean.toLowerCase());
        if (raw) depends.push(idOf.get(raw)!);
        else if (/^[A-Za-z]+-?\d/.test(clean))
          warnings.push(
            `${where(f)}: depends on "${clean}", which no task file has; that dependency is dropped`,
          );
      }
    }

    const blocked = text(t.sections.get('blocked'));
    let blockedReason: string | undefined;
    if (blocked && status === 'blocked') blockedReason = blocked;
    else if (blocked)
      warnings.push(
        `${where(t.sections.get('blocked')!)}: a "## Blocked" section on a ${status} task; ignored (set Status: blocked to keep it)`,
      );
    const notes = text(t.sections.get('notes'));
    const complexity = t.fields.get('complexity');

    const description = [
      text(t.sections.get('description')) ?? (t.preamble.join('\n').trim() || t.title),
      ...t.extra,
    ].join('\n\n');

    const task: Task = {
      id: idOf.get(t.rawId)!,
      title: t.title,
      description,
      status,
      acceptanceCriteria: listItems(t.sections.get('acceptance')?.value ?? ''),
      dependsOn: depends,
      contextFiles: paths(t.fields.get('touches'), t.sections.get('touches')),
      outputArtifacts: paths(t.fields.get('produces'), t.sections.get('produces')),
      hints: text(t.sections.get('hints')),
      complexity: complexity ? mapComplexity(complexity.value, where(complexity), warnings) : undefined,
      comments: notes ? [{ author: 'completion-notes', body: notes }] : undefined,
      blockedReason,
    };
    spec.tasks.push(task);
  }
  return { plan: finishPlan('markdown-tasks', { specs: [...specs.values()] }, warnings), warnings };
};

function findTaskFiles(path: string, reader: SourceReader, warnings: string[]): string[] {
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

function parseTaskFile(file: string, source: string, warnings: string[]): TaskFile {
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
  if (!m)
    throw new ImportError(
      `${file}:${i + 1}: expected the task heading "# ${stem.match(/^[A-Za-z]+-?\d+/)?.[0] ?? 'T-NNN'}: title" here; add it as the first line`,
    );
  const t: TaskFile = {
    file,
    line: i + 1,
    rawId: m[1]!,
    title: m[2]!.replace(/\*\*/g, '').trim(),
    fields: new Map(),
    sections: new Map(),
    extra: [],
    preamble: [],
  };
  const fromName = /^[A-Za-z]+-?\d+/.exec(stem)?.[0];
  const comparable = (id: string) => id.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  if (fromName && !comparable(t.rawId).startsWith(comparable(fromName)))
    warnings.push(
      `${file}:${t.line}: the file name says "${fromName}" but the heading says "${t.rawId}"; the heading's id is used`,
    );

  let section: { key: string | undefined; heading: string; line: number; body: string[] } | undefined;
  const closeSection = () => {
    if (!section) return;
    const body = section.body.join('\n').trim();
    if (section.key) {
      if (!t.sections.has(section.key)) t.sections.set(section.key, { value: body, line: section.line });
    } else if (body) t.extra.push(`### ${section.heading}\n\n${body}`);
  };
  const seenUnknown = new Set<string>();
  for (i++; i < lines.length; i++) {
    const line = lines[i]!;
    const h = /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (h && !line.startsWith('###')) {
      closeSection();
      const heading = h[1]!.replace(/\*\*/g, '').replace(/:$/, '').trim();
      section = { key: SECTION_NAMES[heading.toLowerCase()], heading, line: i + 1, body: [] };
      continue;
    }
    if (section) {
      section.body.push(line);
      continue;
    }
    const f = FIELD_LINE.exec(line);
    const key = f?.[2]?.trim().toLowerCase();
    const name = key ? FIELD_NAMES[key] : undefined;
    if (f && name) {
      if (!t.fields.has(name)) t.fields.set(name, { value: f[3]!.replace(/\*\*/g, '').trim(), line: i + 1 });
    } else if (f?.[1] && key) {
      if (!seenUnknown.has(key))
        warnings.push(`${file}:${i + 1}: field "${f[2]}" has no place in a Ralph plan; ignored`);
      seenUnknown.add(key);
    } else t.preamble.push(line);
  }
  closeSection();
  return t;
}

function specFor(
  milestone: Field | undefined,
  t: TaskFile,
  specs: Map<string, Spec>,
  specIds: IdAllocator,
): Spec {
  const raw = milestone?.value.trim() || '';
  const m = /^(\S+?)\s*(?::|\s[-—–]\s)\s*(.+)$/.exec(raw);
  const key = NONE.test(raw) ? '' : (m?.[1] ?? raw);
  const name = m?.[2]?.trim() ?? (key || undefined);
  const known = specs.get(key);
  if (known) return known;
  const where = milestone ? `${t.file}:${milestone.line}` : `${t.file}:${t.line}`;
  const spec: Spec = { id: specIds.take(key || 'tasks', where, true), name, tasks: [] };
  specs.set(key, spec);
  return spec;
}

function text(field: Field | undefined): string | undefined {
  const v = field?.value.trim();
  return v && !NONE.test(v) ? v : undefined;
}

/** The items of a markdown list (`-`, `*`, `1.`; checkboxes dropped), or the lines of plain text. */
function listItems(body: string): string[] {
  const items: string[] = [];
  for (const line of body.split('\n')) {
    const m = /^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/.exec(line);
    if (m) items.push(m[1]!.trim());
    else if (line.trim() && items.length > 0 && /^\s/.test(line))
      items[items.length - 1] += ` ${line.trim()}`;
    else if (line.trim()) items.push(line.trim());
  }
  return items.filter((s) => s && !NONE.test(s));
}

/** Repository paths from `a, b` on a field line or a list in a section: `code` spans, else the first word. */
function paths(...fields: Array<Field | undefined>): string[] {
  const out: string[] = [];
  for (const f of fields) {
    if (!f) continue;
    const pieces = f.value.includes('\n') ? listItems(f.value) : f.value.split(',');
    for (const piece of pieces) {
      const code = /`([^`]+)`/.exec(piece)?.[1];
      const p = (code ?? piece.trim().split(/\s+/)[0] ?? '').trim();
      if (p && !NONE.test(p) && !out.includes(p)) out.push(p);
    }
  }
  return out;
}
