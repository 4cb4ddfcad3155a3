// `jsonc-tasks`: spectr's `tasks.jsonc` (connerohnesorge/spectr). Its shape was read from that
// repository: `internal/parsers/types.go` (TasksFile, Task, statuses), `cmd/accept_writer.go`
// and `cmd/accept.go` (what `spectr accept` writes), `internal/config/config.go` (append and
// refs tasks), `internal/discovery/task_discovery.go` (how the next task is found), and its
// own `spectr/changes/*/tasks*.jsonc` files.
//
//   flat (v1):  { "version": 1, "tasks": [ { "id": "1.1", "section": "Foundation",
//                 "description": "...", "status": "pending" | "in_progress" | "completed" } ] }
//   split (v2): tasks.jsonc   { "version": 2, "includes": ["tasks-*.jsonc"], "tasks": [
//                 { "id": "1", "section": "Foundation", "description": "Foundation tasks",
//                   "status": "...", "children": "$ref:tasks-1.jsonc" }, ... ] }
//               tasks-1.jsonc { "version": 2, "parent": "1", "tasks": [ 1.0.x (prerequisites,
//                 section "Section Prerequisites"), 1.1 ..., 1.99.x ("Section Verification") ] }
//
// An entry with children is a section, not a task: its children are the work. Sections become
// specs (ids are lower-case slugs of the section name; a name in another script gets
// `section-<hash>`, with a warning), given a `priority` (1, 2, ...) in file order; tasks written
// in the root file itself, spectr's section 0 of preliminary tasks, come first.
//
// The order is the one `spectr ralph` runs, read from its orchestrator: `internal/ralph/graph.go`
// (getParentID, getDependencies, buildTaskRelationships) and `internal/ralph/orchestrator.go`
// (Run: the stages of TopologicalSort, in parallel by root prefix), on spectr's `hierarchical`
// branch, commit e5a71dab. ParseTaskGraph reads every `tasks*.jsonc` of the change directory,
// section entries included, and getDependencies gives each id two dependencies at most:
//   - its parent, the id up to its last dot, when a task has that id (`1.2` for `1.2.1`);
//   - its previous sibling, the last number minus one, when a task has that id (`1.1` for
//     `1.2`; not across a gap: `1.3` after `1.1` waits for neither).
// So `1.x` and `2.x` share nothing and run in parallel: in a flat (v1) file there is no task
// `1`, and in a split (v2) one, `2.1` waits for the section entry `2`, which waits for the entry
// `1`, not for `1.x`. A section entry is no work here (spectr ralph hands even it to an agent),
// so a dependency on one is a dependency on what it depends on: none, or section-0 tasks.
// Three rules come on top, from how `spectr accept` numbers what it adds (cmd/accept_writer.go:
// createChildPrependedTasks, createChildAppendedTasks; internal/config/config.go): a section's
// `N.0.x` prerequisites ("Section Prerequisites") come before its other tasks, its `N.99.x`
// checks ("Section Verification") after them, and the tasks `append_tasks` adds (the last
// section, named by `append_tasks.section` in the spectr.yaml found from the change directory
// upward, else "Automated Tasks", or one whose name says "after all tasks") wait for every
// other task. A completed task keeps only the order that held (its dependencies that are done).
// Where a file's header says "Complete all tasks in a section before moving to the next"
// (spectr's own parser fixture does), a warning says that this order is followed instead, and
// how to chain sections: a `dependsOn` a task states adds to this order.
//
// Also read, from earlier Ralph fixtures: a bare list of tasks, inline `children: [...]`,
// `{ "$ref": "file" }` entries, and the optional fields title, dependsOn, acceptanceCriteria,
// files, produces, hints, complexity.
import { posix } from 'node:path';
import { z } from 'zod';
import { globSegment } from '../core/glob.js';
import type { Spec, Task } from '../core/plan/plan.js';
import { isDone } from '../core/plan/plan-basics.js';
import {
  checkShape,
  compareNatural,
  DroppedFields,
  dirOf,
  dropped,
  finishPlan,
  IdAllocator,
  ImportError,
  type Importer,
  joinPath,
  mapComplexity,
  mapStatus,
  parseJsonSource,
  parseYamlSource,
  place,
  readSource,
  type SourceDoc,
  type SourcePath,
  type SourceReader,
  text,
  tryList,
  tryRead,
  warnUnmapped,
} from './kit/index.js';

const Id = z.union([z.string().min(1), z.number()], {
  error: 'expected a task id (a string or a number)',
});
const Strings = z.array(z.string());

const EntrySchema = z.looseObject({
  id: Id,
  section: z.string().optional(),
  description: z.string().optional(),
  status: z.string().optional(),
  // spectr: "$ref:tasks-1.jsonc"; earlier fixtures: a list of entries.
  children: z.union([z.string().min(1), z.array(z.unknown())]).optional(),
  title: z.string().optional(),
  parent: Id.optional(),
  dependsOn: z.array(Id).optional(),
  dependencies: z.array(Id).optional(),
  acceptanceCriteria: Strings.optional(),
  files: Strings.optional(),
  contextFiles: Strings.optional(),
  produces: Strings.optional(),
  outputArtifacts: Strings.optional(),
  hints: z.union([z.string(), Strings]).optional(),
  notes: z.union([z.string(), Strings]).optional(),
  complexity: z.union([z.string(), z.number()]).optional(),
  // What an agent wrote about a finished task ("All 2563 tests passed"), as spectr's own files show.
  note: z.union([z.string(), Strings]).optional(),
  $ref: z.string().min(1).optional(),
});
type Entry = z.output<typeof EntrySchema>;

const FileSchema = z.looseObject({
  version: z.union([z.number(), z.string()]).optional(),
  parent: Id.optional(),
  section: z.string().optional(),
  includes: z.array(z.string()).optional(),
  summary: z.unknown().optional(),
  tasks: z.array(z.unknown()),
});

const KNOWN = new Set(Object.keys(EntrySchema.shape));
/** What a section entry (one with children) holds; its description and status are derived. */
const SECTION_KEYS = new Set(['id', 'section', 'description', 'status', 'children', '$ref', 'title']);

/** A task as found, with the section entry it sits under (if any). */
interface Found {
  entry: Entry;
  doc: SourceDoc;
  path: SourcePath;
  rawId: string;
  /** The id of the top section entry above it, when there is one. */
  container?: string;
  /** Its spec's name: the top section entry's section, else its own, else its file's. */
  section: string;
}

interface Context {
  container?: string;
  section?: string;
}

/** spectr's default `append_tasks.section` (internal/config: DefaultAppendTasksSection). */
const APPEND_SECTION = 'Automated Tasks';

export const importJsoncTasks: Importer = (path, reader) => {
  const warnings: string[] = [];
  const loader = new Loader(reader, warnings);
  const roots = rootFiles(path, reader, loader);
  for (const root of roots) loader.root(root);
  loader.unmapped.flush(warnings);
  const found = loader.found;
  if (found.length === 0)
    throw new ImportError(
      `${path}: no tasks found; add entries with "id", "section", "description" and "status"`,
    );

  const byId = new Map<string, Found>();
  for (const f of found) {
    const first = byId.get(f.rawId);
    if (first)
      throw new ImportError(
        `${place(f.doc, [...f.path, 'id'])}: task id "${f.rawId}" is also used at ${place(first.doc, [...first.path, 'id'])}; give each task its own id`,
      );
    byId.set(f.rawId, f);
  }

  const taskIds = new IdAllocator('task', warnings);
  const specIds = new IdAllocator('spec', warnings);
  const idOf = new Map<string, string>();
  for (const f of found) idOf.set(f.rawId, taskIds.take(f.rawId, place(f.doc, [...f.path, 'id'])));

  // Prerequisites (N.0.x) come before their section's other tasks, checks (N.99.x) after them.
  const sectionKey = (f: Found) => f.container ?? `section:${f.section}`;
  const isPrereq = (f: Found) =>
    /\.0\.\d+$/.test(f.rawId) || /^section prerequisites$/i.test(f.entry.section ?? '');
  const isCheck = (f: Found) =>
    /\.99\.\d+$/.test(f.rawId) || /^section verification$/i.test(f.entry.section ?? '');
  const groups = new Map<string, Found[]>();
  for (const f of found) {
    const list = groups.get(sectionKey(f));
    if (list) list.push(f);
    else groups.set(sectionKey(f), [f]);
  }
  const sectionDeps = new Map<string, string[]>();
  for (const list of groups.values()) {
    const prereqs = list.filter(isPrereq).map((f) => f.rawId);
    const work = list.filter((f) => !isPrereq(f) && !isCheck(f)).map((f) => f.rawId);
    for (const f of list) {
      if (isCheck(f)) sectionDeps.set(f.rawId, [...prereqs, ...work]);
      else if (!isPrereq(f)) sectionDeps.set(f.rawId, prereqs);
    }
  }
  // The tasks `append_tasks` adds close the change: they come after every other task. Their
  // section is named in spectr.yaml (append_tasks.section), else "Automated Tasks".
  const sectionNames = [...new Set(found.map((f) => f.section))];
  const last = sectionNames[sectionNames.length - 1];
  // Sections run in parallel, so a last section spectr.yaml was not found to name would run
  // beside the others: say so.
  const appendSection = appendSectionName(
    dirOf(roots[0]!),
    reader,
    warnings,
    sectionNames.length > 1 ? last : undefined,
  );
  const isFinal = (name: string) =>
    /\bafter all( the)? tasks\b|\bfinal section\b/i.test(name) ||
    (name === last && name.toLowerCase() === appendSection.toLowerCase() && sectionNames.length > 1);
  const finalSections = new Set(sectionNames.filter(isFinal));
  const beforeFinal = found.filter((f) => !finalSections.has(f.section)).map((f) => f.rawId);
  const idOrder = orchestratorOrder(new Set(byId.keys()), loader.sectionEntries);
  const done = new Set(found.filter((f) => isDone(mapStatus(f.entry.status, '', []))).map((f) => f.rawId));

  const specs = new Map<string, Spec>();
  /** Sections of tasks that sit in a split root file itself: spectr's section 0, listed first. */
  const inline = new Set<Spec>();
  const split = found.some((f) => f.container !== undefined);
  const rootSet = new Set(roots);
  for (const f of found) {
    const e = f.entry;
    const at = (key: string) => place(f.doc, [...f.path, key]);
    let spec = specs.get(f.section);
    if (!spec) {
      spec = {
        id: specIds.takeSpec(f.section || 'tasks', at('section'), 'section'),
        name: f.section || undefined,
        tasks: [],
      };
      specs.set(f.section, spec);
    }
    if (split && f.container === undefined && rootSet.has(f.doc.file)) inline.add(spec);
    const explicit = [...(e.dependsOn ?? []), ...(e.dependencies ?? [])].map(String);
    const deps: string[] = [];
    for (const raw of explicit) {
      const id = idOf.get(raw);
      // A dependency on a section entry is one on all of that section's tasks.
      const section = id ? [] : found.filter((g) => g.container === raw).map((g) => idOf.get(g.rawId)!);
      if (id) deps.push(id);
      else if (section.length > 0) deps.push(...section);
      else
        warnings.push(
          `${at(e.dependsOn ? 'dependsOn' : 'dependencies')}: unknown task "${raw}"; that dependency is dropped`,
        );
    }
    const status = mapStatus(e.status, at('status'), warnings);
    // A finished task keeps only the implied order that held: a prerequisite added to a section
    // after its work was done (spectr keeps statuses when it regenerates the files) is no reason
    // to warn about that work.
    const implied = [
      ...(idOrder.get(f.rawId) ?? []),
      ...(sectionDeps.get(f.rawId) ?? []),
      ...(finalSections.has(f.section) ? beforeFinal : []),
    ].filter((raw) => status !== 'completed' || done.has(raw));
    for (const raw of implied)
      if (raw !== f.rawId && !deps.includes(idOf.get(raw)!)) deps.push(idOf.get(raw)!);

    const description = e.description?.trim() || e.title?.trim();
    if (!description) throw new ImportError(`${at('description')}: missing; give the task a description`);
    const task: Task = {
      id: idOf.get(f.rawId)!,
      title: e.title?.trim() && e.description?.trim() ? e.title.trim() : undefined,
      description,
      status,
      acceptanceCriteria: e.acceptanceCriteria,
      dependsOn: deps,
      contextFiles: [...(e.contextFiles ?? []), ...(e.files ?? [])],
      outputArtifacts: [...(e.outputArtifacts ?? []), ...(e.produces ?? [])],
      hints: text(e.hints) ?? text(e.notes),
      complexity: mapComplexity(e.complexity, at('complexity'), warnings),
      comments: text(e.note) ? [{ author: 'note', body: text(e.note)! }] : undefined,
    };
    spec.tasks.push(task);
  }
  const ordered = [
    ...[...specs.values()].filter((s) => inline.has(s)),
    ...[...specs.values()].filter((s) => !inline.has(s)),
  ];
  // Sections keep file order beside specs from other sources (lower priority runs first).
  ordered.forEach((s, i) => {
    s.priority = i + 1;
  });
  if (loader.inOrder) warnings.push(sectionOrderNote(loader.inOrder, ordered, finalSections));
  return { plan: finishPlan('jsonc-tasks', { specs: ordered }, warnings), warnings };
};

/**
 * spectr ralph's order (internal/ralph/graph.go, getDependencies): each task waits for its
 * parent and its previous sibling, where a task or section entry has that id. Section entries
 * are no work, so a dependency on one becomes one on what it depends on, down to tasks.
 */
function orchestratorOrder(tasks: ReadonlySet<string>, entries: ReadonlySet<string>): Map<string, string[]> {
  const exists = (id: string) => tasks.has(id) || entries.has(id);
  const direct = (id: string): string[] => {
    const deps: string[] = [];
    // getParentID: everything before the last dot.
    const dot = id.lastIndexOf('.');
    if (dot !== -1 && exists(id.slice(0, dot))) deps.push(id.slice(0, dot));
    // The previous sibling: fmt.Sscanf(last, "%d") reads a leading number; above 1, the id
    // with that number minus one in its place.
    const parts = id.split('.');
    const number = /^\s*([+-]?\d+)/.exec(parts[parts.length - 1]!);
    const n = number ? Number.parseInt(number[1]!, 10) : Number.NaN;
    if (n > 1) {
      parts[parts.length - 1] = String(n - 1);
      const sibling = parts.join('.');
      if (exists(sibling)) deps.push(sibling);
    }
    return deps;
  };
  const throughEntry = new Map<string, string[]>();
  const resolve = (id: string, seen: Set<string>): string[] => {
    const out: string[] = [];
    for (const dep of direct(id)) {
      if (tasks.has(dep)) out.push(dep);
      else if (!seen.has(dep)) {
        seen.add(dep);
        let via = throughEntry.get(dep);
        if (!via) {
          via = resolve(dep, seen);
          throughEntry.set(dep, via);
        }
        out.push(...via);
      }
    }
    return [...new Set(out)];
  };
  return new Map([...tasks].map((id) => [id, resolve(id, new Set([id]))]));
}

/**
 * The warning for a file whose header asks for sections in order: Ralph runs them as spectr
 * ralph does, in parallel, and a stated `dependsOn` chains them (it adds to that order). The
 * example names the second section's first task and the first section's last.
 */
function sectionOrderNote(at: string, specs: Spec[], finalSections: ReadonlySet<string>): string {
  const sections = specs.filter((s) => !finalSections.has(s.name ?? ''));
  const example =
    sections.length > 1
      ? ` (e.g. "dependsOn": ["${sections[0]!.tasks[sections[0]!.tasks.length - 1]!.id}"] on task "${sections[1]!.tasks[0]!.id}")`
      : '';
  return `${at}: the header says "Complete all tasks in a section before moving to the next"; Ralph follows spectr ralph's order instead (internal/ralph/graph.go): a task waits for its previous sibling and its parent, and sections run in parallel. To run a section after another, give its first task a "dependsOn" naming the other's last task${example}; it adds to that order`;
}

/**
 * The name of the section spectr's `append_tasks` adds: `append_tasks.section` of the first
 * spectr.yaml found from the change directory upward (spectr's LoadConfig walks up the same
 * way), else spectr's default. Without a spectr.yaml, a last section under another name may
 * still be one, so a warning says what was assumed.
 */
function appendSectionName(dir: string, reader: SourceReader, warnings: string[], last?: string): string {
  let at = posix.normalize(dir);
  for (let up = 0; up < 40; up++) {
    const file = joinPath(at, 'spectr.yaml');
    const source = tryRead(reader, file);
    if (source !== undefined) {
      let doc: SourceDoc;
      try {
        doc = parseYamlSource(file, source);
      } catch (e) {
        warnings.push(
          `${e instanceof Error ? e.message : String(e)}; "append_tasks.section" taken to be "${APPEND_SECTION}", spectr's default`,
        );
        return APPEND_SECTION;
      }
      const section = (doc.value as { append_tasks?: { section?: unknown } } | null)?.append_tasks?.section;
      if (section === undefined || section === null || section === '') return APPEND_SECTION;
      if (typeof section === 'string') return section.trim();
      warnings.push(
        `${place(doc, ['append_tasks', 'section'])}: expected a section name, got ${JSON.stringify(section)}; "${APPEND_SECTION}" is used, spectr's default`,
      );
      return APPEND_SECTION;
    }
    // Up to the file system's root, as spectr does (a relative path climbs through "..").
    if (at === '/') break;
    at = posix.normalize(joinPath(at, '..'));
  }
  if (
    last !== undefined &&
    last.toLowerCase() !== APPEND_SECTION.toLowerCase() &&
    !/\bafter all( the)? tasks\b|\bfinal section\b/i.test(last)
  )
    warnings.push(
      `${dir}: no spectr.yaml found here or above; the last section, "${last}", is taken as an ordinary section (if spectr.yaml's append_tasks.section names it, import from inside the project so that it is found and waits for every other task)`,
    );
  return APPEND_SECTION;
}

/**
 * The file given, or in a directory its `tasks.jsonc` (spectr's root); without one, the
 * `tasks*.jsonc` files that no other file reaches through a reference or an include.
 */
function rootFiles(path: string, reader: SourceReader, loader: Loader): string[] {
  const names = tryList(reader, path);
  if (!names) return [path];
  if (names.includes('tasks.jsonc')) return [joinPath(path, 'tasks.jsonc')];
  const files = names
    .filter((n) => /^tasks.*\.jsonc$/i.test(n))
    .sort((a, b) => compareNatural(a.replace(/\.jsonc$/i, ''), b.replace(/\.jsonc$/i, '')))
    .map((n) => joinPath(path, n));
  if (files.length === 0)
    throw new ImportError(
      `${path}: no tasks*.jsonc file here; pass the file, or the directory that holds it (spectr accept writes it from tasks.md)`,
    );
  const reached = new Set<string>();
  for (const file of files) for (const other of loader.reachedFrom(file)) reached.add(other);
  const roots = files.filter((f) => !reached.has(f));
  // Every file is reached from another: a cycle; start from the first so the cycle is reported.
  return roots.length > 0 ? roots : files.slice(0, 1);
}

/** `$ref:tasks-1.jsonc` (spectr) or a plain path (earlier fixtures), against the including file. */
function resolveRef(from: string, ref: string): string {
  const target = ref.replace(/^\$ref:/, '').split('#')[0]!;
  return posix.normalize(joinPath(dirOf(from), target));
}

class Loader {
  readonly found: Found[] = [];
  private readonly docs = new Map<string, SourceDoc>();
  private readonly loaded = new Map<string, string>();
  /** Keys with no place in a plan, each reported once over all files, with a count. */
  readonly unmapped = new DroppedFields('tasks');
  /** The ids of all section entries (entries with children), which spectr ralph's graph holds. */
  readonly sectionEntries = new Set<string>();
  /** `file:line:column` of the first header that asks for sections in order, if any. */
  inOrder?: string;
  /** Section entries by id, for child files that name theirs with `"parent"`. */
  private readonly containers = new Map<string, { section: string; doc: SourceDoc; path: SourcePath }>();

  constructor(
    private readonly reader: SourceReader,
    private readonly warnings: string[],
  ) {}

  doc(file: string, from?: string): SourceDoc {
    let doc = this.docs.get(file);
    if (!doc) {
      const hint = from ? `fix the reference at ${from}` : 'check the path';
      const source = readSource(this.reader, file, hint);
      doc = parseJsonSource(file, source, { jsonc: true });
      this.docs.set(file, doc);
      const asked = /complete all tasks in a section before moving to the next/i.exec(source);
      if (asked && !this.inOrder) {
        const before = source.slice(0, asked.index).split('\n');
        this.inOrder = `${file}:${before.length}:${before[before.length - 1]!.length + 1}`;
      }
    }
    return doc;
  }

  /** The files `file` names through `children`, `$ref` or `includes` (for finding roots). */
  reachedFrom(file: string): string[] {
    const out: string[] = [];
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        const o = v as Record<string, unknown>;
        if (typeof o.$ref === 'string') out.push(resolveRef(file, o.$ref));
        if (typeof o.children === 'string') out.push(resolveRef(file, o.children));
        Object.values(o).forEach(walk);
      }
    };
    const value = this.doc(file).value;
    walk(value);
    const includes = (value as { includes?: unknown })?.includes;
    if (Array.isArray(includes))
      for (const g of includes) if (typeof g === 'string') out.push(...this.glob(file, g));
    return out.filter((f) => f !== file);
  }

  /** A root file: its tasks, then the files its `includes` match that no reference reached. */
  root(file: string): void {
    this.include(file, {}, []);
    const includes = (this.doc(file).value as { includes?: unknown })?.includes;
    if (!Array.isArray(includes)) return;
    for (const [i, g] of includes.entries()) {
      if (typeof g !== 'string') continue;
      for (const child of this.glob(file, g)) {
        if (child === file || this.loaded.has(child)) continue;
        this.include(child, {}, [file], place(this.doc(file), ['includes', i]));
      }
    }
  }

  private glob(from: string, pattern: string): string[] {
    const full = posix.normalize(joinPath(dirOf(from), pattern));
    const dir = dirOf(full);
    const test = globSegment(posix.basename(full));
    return (tryList(this.reader, dir) ?? [])
      .filter((n) => test.test(n))
      .sort((a, b) => compareNatural(a, b))
      .map((n) => joinPath(dir, n));
  }

  /** Adds the tasks of `file`; `stack` is the chain of files leading to it, for cycles. */
  include(file: string, ctx: Context, stack: string[], from?: string): void {
    if (stack.includes(file))
      throw new ImportError(
        `${from}: reference cycle ${[...stack, file].join(' -> ')}; remove one of these references`,
      );
    const first = this.loaded.get(file);
    if (first !== undefined)
      throw new ImportError(
        `${from ?? file}: ${file} is already included (at ${first}); include each file once`,
      );
    this.loaded.set(file, from ?? file);
    const doc = this.doc(file, from);
    const v = doc.value;
    if (Array.isArray(v)) {
      this.entries(doc, v, [], ctx, [...stack, file]);
      return;
    }
    if (!v || typeof v !== 'object' || !Array.isArray((v as Record<string, unknown>).tasks))
      throw new ImportError(
        `${doc.where([])}: expected an object with "tasks": [...] (spectr's tasks.jsonc), or a list of tasks; wrap the tasks in one`,
      );
    const head = checkShape(doc, FileSchema, v);
    // A child file says which section entry it belongs to; reached only through `includes`,
    // that is all that places it.
    if (head.parent !== undefined) {
      const parent = String(head.parent).trim();
      const known = this.containers.get(parent);
      if (ctx.container === undefined && known) ctx = { container: parent, section: known.section };
      else if (ctx.container !== undefined && ctx.container !== parent)
        this.warnings.push(
          `${place(doc, ['parent'])}: "parent": "${parent}", but ${from} refers to this file from section entry "${ctx.container}"; the reference is followed`,
        );
      else if (!known && ctx.container === undefined)
        this.warnings.push(
          `${place(doc, ['parent'])}: parent "${parent}" is not a section entry of the root file; its tasks are placed by their own "section"`,
        );
    }
    if (head.section !== undefined && ctx.section === undefined) ctx = { ...ctx, section: head.section };
    this.entries(doc, head.tasks, ['tasks'], ctx, [...stack, file]);
  }

  private entries(doc: SourceDoc, entries: unknown[], base: SourcePath, ctx: Context, stack: string[]): void {
    entries.forEach((raw, i) => {
      const path = [...base, i];
      const obj =
        raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : undefined;
      if (obj && obj.id === undefined && obj.$ref !== undefined) {
        const ref = checkShape(doc, z.looseObject({ $ref: z.string().min(1) }), obj, path).$ref;
        this.include(resolveRef(doc.file, ref), ctx, stack, place(doc, [...path, '$ref']));
        return;
      }
      const entry = checkShape(doc, EntrySchema, raw, path);
      warnUnmapped(entry, KNOWN, (key) => place(doc, [...path, key]), this.unmapped, this.warnings);
      const rawId = String(entry.id).trim();
      const ref = typeof entry.children === 'string' ? entry.children : entry.$ref;
      if (typeof entry.children === 'string' && !entry.children.startsWith('$ref:'))
        throw new ImportError(
          `${place(doc, [...path, 'children'])}: "${entry.children}" is not a reference; write it as "$ref:tasks-${rawId}.jsonc"`,
        );
      if (ref !== undefined || Array.isArray(entry.children)) {
        // A section entry: its children are the work; its own status only sums theirs up.
        for (const key of Object.keys(entry))
          if (!SECTION_KEYS.has(key) && KNOWN.has(key))
            this.warnings.push(
              dropped(
                place(doc, [...path, key]),
                key,
                'belongs to a section entry, which is not a task (its children are)',
              ),
            );
        const section = ctx.section ?? entry.section?.trim() ?? '';
        this.sectionEntries.add(rawId);
        const mine: Context = { container: ctx.container ?? rawId, section };
        if (ctx.container === undefined) this.containers.set(rawId, { section, doc, path });
        if (Array.isArray(entry.children))
          this.entries(doc, entry.children, [...path, 'children'], mine, stack);
        if (ref !== undefined)
          this.include(
            resolveRef(doc.file, ref),
            mine,
            stack,
            place(doc, [...path, entry.$ref ? '$ref' : 'children']),
          );
        return;
      }
      // Under a section entry, the entry's section; else the task's own, else (a task that
      // names none) the section of the task before it in the file, as spectr groups them.
      const previous = this.found[this.found.length - 1];
      const inherited =
        previous?.doc === doc && previous.container === ctx.container ? previous.section : undefined;
      this.found.push({
        entry,
        doc,
        path,
        rawId,
        container: ctx.container,
        section:
          (ctx.container !== undefined ? ctx.section : (entry.section ?? ctx.section ?? inherited))?.trim() ??
          '',
      });
    });
  }
}
