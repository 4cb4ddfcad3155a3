// `jsonc-tasks`: task lists in `tasks*.jsonc` (comments and trailing commas allowed). A file is
// a list of tasks or `{ "parent"?, "section"?, "tasks": [...] }`; a task has `id`, `section`,
// `description`, `status` and optionally `title`, `parent`, `dependsOn`, `acceptanceCriteria`,
// `files`, `produces`, `hints`, `complexity`, inline `children`, and `$ref` (a file holding its
// children). An entry that is only `{ "$ref": "file" }` includes that file's tasks in place.
//
// Sections become specs. Dependencies follow the ids: children of one parent run in id order
// (1.2 after 1.1), the first of them waits for what its parent waits for, and the parent comes
// after its children (it is done when they are).
import { posix } from 'node:path';
import { z } from 'zod';
import type { Spec, Task } from '../core/plan.js';
import {
  checkShape,
  compareNatural,
  dirOf,
  finishPlan,
  IdAllocator,
  ImportError,
  type Importer,
  joinPath,
  mapComplexity,
  mapStatus,
  parseJsonSource,
  place,
  readSource,
  type SourceDoc,
  type SourcePath,
  type SourceReader,
  text,
  tryList,
  warnUnmapped,
} from './common.js';

const Id = z.union([z.string().min(1), z.number()], {
  error: 'expected a task id (a string or a number)',
});
const Strings = z.array(z.string());

const EntrySchema = z.looseObject({
  id: Id,
  title: z.string().optional(),
  description: z.string().optional(),
  section: z.string().optional(),
  status: z.string().optional(),
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
  $ref: z.string().min(1).optional(),
  children: z.array(z.unknown()).optional(),
});
type Entry = z.output<typeof EntrySchema>;

const KNOWN = new Set(Object.keys(EntrySchema.shape));

interface Found {
  entry: Entry;
  doc: SourceDoc;
  path: SourcePath;
  rawId: string;
  parent?: string;
  section?: string;
}

interface Context {
  parent?: string;
  section?: string;
}

export const importJsoncTasks: Importer = (path, reader) => {
  const warnings: string[] = [];
  const loader = new Loader(reader, warnings);
  for (const root of rootFiles(path, reader, loader)) loader.include(root, {}, []);
  const found = loader.found;
  if (found.length === 0)
    throw new ImportError(`${path}: no tasks found; add entries with "id" and "description"`);

  const byId = new Map<string, Found>();
  for (const f of found) {
    const first = byId.get(f.rawId);
    if (first)
      throw new ImportError(
        `${place(f.doc, [...f.path, 'id'])}: task id "${f.rawId}" is also used at ${place(first.doc, [...first.path, 'id'])}; give each task its own id`,
      );
    byId.set(f.rawId, f);
  }

  // Parent: explicit, else from the enclosing file or task, else the id's prefix ("1.2" -> "1").
  for (const f of found) {
    if (f.parent !== undefined && !byId.has(f.parent)) {
      warnings.push(`${place(f.doc, [...f.path, 'parent'])}: parent "${f.parent}" is not a task; ignored`);
      f.parent = undefined;
    }
    if (f.parent === undefined) {
      const dot = f.rawId.lastIndexOf('.');
      if (dot > 0 && byId.has(f.rawId.slice(0, dot))) f.parent = f.rawId.slice(0, dot);
    }
    if (f.parent === f.rawId) f.parent = undefined;
  }
  const sectionOf = (f: Found, seen = new Set<string>()): string | undefined => {
    if (f.section !== undefined) return f.section;
    if (f.parent === undefined || seen.has(f.rawId)) return undefined;
    seen.add(f.rawId);
    return sectionOf(byId.get(f.parent)!, seen);
  };

  const taskIds = new IdAllocator('task', warnings);
  const specIds = new IdAllocator('spec', warnings);
  const idOf = new Map<string, string>();
  for (const f of found) idOf.set(f.rawId, taskIds.take(f.rawId, place(f.doc, [...f.path, 'id'])));

  const children = new Map<string, Found[]>();
  for (const f of found) {
    if (f.parent === undefined) continue;
    const list = children.get(f.parent) ?? [];
    list.push(f);
    children.set(f.parent, list);
  }
  // Children of one parent run in id order; the first waits for what its parent waits for
  // (the parent itself comes after all of them).
  const explicitOf = (f: Found) =>
    [...(f.entry.dependsOn ?? []), ...(f.entry.dependencies ?? [])].map(String).filter((d) => byId.has(d));
  const firstChild = new Set<string>();
  const inferred = new Map<string, string[]>();
  for (const [parent, list] of children) {
    const sorted = [...list].sort((a, b) => compareNatural(a.rawId, b.rawId));
    sorted.forEach((f, i) => {
      if (i > 0) inferred.set(f.rawId, [sorted[i - 1]!.rawId]);
      else firstChild.add(f.rawId);
    });
    inferred.set(parent, [...(inferred.get(parent) ?? []), ...sorted.map((f) => f.rawId)]);
  }
  const upstream = (f: Found, depth = 0): string[] => {
    const own = explicitOf(f);
    if (!firstChild.has(f.rawId) || f.parent === undefined || depth > found.length) return own;
    return [...own, ...upstream(byId.get(f.parent)!, depth + 1)];
  };
  for (const f of found)
    if (firstChild.has(f.rawId))
      inferred.set(f.rawId, [...(inferred.get(f.rawId) ?? []), ...upstream(byId.get(f.parent!)!)]);

  const specs = new Map<string, Spec>();
  for (const f of found) {
    const e = f.entry;
    const at = (key: string) => place(f.doc, [...f.path, key]);
    const section = sectionOf(f)?.trim() || '';
    let spec = specs.get(section);
    if (!spec) {
      spec = {
        id: specIds.take(section || 'tasks', at('section'), true),
        name: section || undefined,
        tasks: [],
      };
      specs.set(section, spec);
    }
    const explicit = [...(e.dependsOn ?? []), ...(e.dependencies ?? [])].map(String);
    const deps: string[] = [];
    for (const raw of [...explicit, ...(inferred.get(f.rawId) ?? [])]) {
      const id = idOf.get(raw);
      if (id) deps.push(id);
      else
        warnings.push(
          `${at(e.dependsOn ? 'dependsOn' : 'dependencies')}: unknown task "${raw}"; that dependency is dropped`,
        );
    }
    const description = e.description?.trim() || e.title?.trim();
    if (!description) throw new ImportError(`${at('description')}: missing; give the task a description`);
    const task: Task = {
      id: idOf.get(f.rawId)!,
      title: e.title?.trim() && e.description?.trim() ? e.title.trim() : undefined,
      description,
      status: mapStatus(e.status, at('status'), warnings),
      acceptanceCriteria: e.acceptanceCriteria,
      dependsOn: deps,
      contextFiles: [...(e.contextFiles ?? []), ...(e.files ?? [])],
      outputArtifacts: [...(e.outputArtifacts ?? []), ...(e.produces ?? [])],
      hints: text(e.hints) ?? text(e.notes),
      complexity: mapComplexity(e.complexity, at('complexity'), warnings),
    };
    spec.tasks.push(task);
  }
  return { plan: finishPlan('jsonc-tasks', { specs: [...specs.values()] }, warnings), warnings };
};

/** `tasks*.jsonc` files that no other file includes with `$ref`; or the one file given. */
function rootFiles(path: string, reader: SourceReader, loader: Loader): string[] {
  const names = tryList(reader, path);
  if (!names) return [path];
  const files = names
    .filter((n) => /^tasks.*\.jsonc$/i.test(n))
    .sort((a, b) => compareNatural(a.replace(/\.jsonc$/i, ''), b.replace(/\.jsonc$/i, '')))
    .map((n) => joinPath(path, n));
  if (files.length === 0)
    throw new ImportError(
      `${path}: no tasks*.jsonc file here; pass the file, or the directory that holds it`,
    );
  const referenced = new Set<string>();
  for (const file of files)
    for (const ref of refsIn(loader.doc(file).value)) referenced.add(resolveRef(file, ref));
  const roots = files.filter((f) => !referenced.has(f));
  // Every file is referenced: a cycle; start from the first so the cycle is reported.
  return roots.length > 0 ? roots : files.slice(0, 1);
}

function refsIn(value: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.$ref === 'string') out.push(o.$ref);
      Object.values(o).forEach(walk);
    }
  };
  walk(value);
  return out;
}

function resolveRef(from: string, ref: string): string {
  return posix.normalize(joinPath(dirOf(from), ref.split('#')[0]!));
}

class Loader {
  readonly found: Found[] = [];
  private readonly docs = new Map<string, SourceDoc>();
  private readonly includedAt = new Map<string, string>();
  private readonly unmapped = new Map<string, Set<string>>();

  constructor(
    private readonly reader: SourceReader,
    private readonly warnings: string[],
  ) {}

  doc(file: string, from?: string): SourceDoc {
    let doc = this.docs.get(file);
    if (!doc) {
      const hint = from ? `fix the "$ref" at ${from}` : 'check the path';
      doc = parseJsonSource(file, readSource(this.reader, file, hint), { jsonc: true });
      this.docs.set(file, doc);
    }
    return doc;
  }

  /** Adds the tasks of `file`; `stack` is the chain of files including it, for cycles. */
  include(file: string, ctx: Context, stack: string[], from?: string): void {
    if (stack.includes(file))
      throw new ImportError(
        `${from}: "$ref" cycle ${[...stack, file].join(' -> ')}; remove one of these references`,
      );
    const first = this.includedAt.get(file);
    if (first !== undefined)
      throw new ImportError(
        `${from ?? file}: ${file} is already included (at ${first}); include each file once`,
      );
    this.includedAt.set(file, from ?? file);
    const doc = this.doc(file, from);
    const v = doc.value;
    let entries: unknown[];
    let base: SourcePath;
    if (Array.isArray(v)) {
      entries = v;
      base = [];
    } else if (v && typeof v === 'object' && Array.isArray((v as Record<string, unknown>).tasks)) {
      const head = checkShape(
        doc,
        z.looseObject({ parent: Id.optional(), section: z.string().optional() }),
        v,
      );
      entries = (v as { tasks: unknown[] }).tasks;
      base = ['tasks'];
      ctx = {
        parent: head.parent !== undefined ? String(head.parent) : ctx.parent,
        section: head.section ?? ctx.section,
      };
    } else {
      throw new ImportError(
        `${doc.where([])}: expected a list of tasks, or an object with "tasks": [...]; wrap the tasks in one`,
      );
    }
    this.entries(doc, entries, base, ctx, [...stack, file]);
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
      const seen = this.unmapped.get(doc.file) ?? new Set<string>();
      this.unmapped.set(doc.file, seen);
      warnUnmapped(entry, KNOWN, (key) => place(doc, [...path, key]), seen, this.warnings);
      const rawId = String(entry.id).trim();
      this.found.push({
        entry,
        doc,
        path,
        rawId,
        parent: entry.parent !== undefined ? String(entry.parent).trim() : ctx.parent,
        section: entry.section ?? (entry.parent === undefined ? ctx.section : undefined),
      });
      const mine: Context = { parent: rawId, section: undefined };
      if (entry.children) this.entries(doc, entry.children, [...path, 'children'], mine, stack);
      if (entry.$ref)
        this.include(resolveRef(doc.file, entry.$ref), mine, stack, place(doc, [...path, '$ref']));
    });
  }
}
