// The files of spectr's `tasks.jsonc` layout (see jsonc-tasks.ts): finding the root files,
// following `$ref`, `children` and `includes` through the task files, and reading each entry
// into a task found under its section, as written. What they mean in a plan (the order, the
// specs) is jsonc-tasks.ts's.
import { posix } from 'node:path';
import { z } from 'zod';
import { globSegment } from '../core/glob.js';
import {
  checkShape,
  compareNatural,
  DroppedFields,
  dirOf,
  dropped,
  ImportError,
  joinPath,
  parseJsonSource,
  place,
  readSource,
  type SourceDoc,
  type SourcePath,
  type SourceReader,
  tryList,
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
export type Entry = z.output<typeof EntrySchema>;

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
export interface Found {
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

/**
 * The file given, or in a directory its `tasks.jsonc` (spectr's root); without one, the
 * `tasks*.jsonc` files that no other file reaches through a reference or an include.
 */
export function rootFiles(path: string, reader: SourceReader, loader: Loader): string[] {
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

export class Loader {
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
