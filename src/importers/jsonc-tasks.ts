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
import type { Spec, Task } from '../core/plan/plan.js';
import { isDone } from '../core/plan/plan-basics.js';
import { type Found, Loader, rootFiles } from './jsonc-task-files.js';
import {
  dirOf,
  finishPlan,
  IdAllocator,
  ImportError,
  type Importer,
  joinPath,
  mapComplexity,
  mapStatus,
  parseYamlSource,
  place,
  type SourceDoc,
  type SourceReader,
  text,
  tryRead,
} from './kit/index.js';

/** spectr's default `append_tasks.section` (internal/config: DefaultAppendTasksSection). */
const APPEND_SECTION = 'Automated Tasks';

/** What places each task after others: the plan's ids, and the orders that hold between tasks. */
interface Order {
  found: readonly Found[];
  /** Each found task's id in the plan, by its id as written. */
  idOf: ReadonlyMap<string, string>;
  /** spectr ralph's order: parent and previous sibling. */
  idOrder: ReadonlyMap<string, string[]>;
  /** A section's prerequisites before its work, its checks after both. */
  sectionDeps: ReadonlyMap<string, string[]>;
  /** The sections `append_tasks` adds, and the tasks that come before them. */
  finalSections: ReadonlySet<string>;
  beforeFinal: readonly string[];
  /** The ids (as written) of the tasks already done. */
  done: ReadonlySet<string>;
}

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
  const byId = uniqueIds(found);

  const taskIds = new IdAllocator('task', warnings);
  const specIds = new IdAllocator('spec', warnings);
  const idOf = new Map<string, string>();
  for (const f of found) idOf.set(f.rawId, taskIds.take(f.rawId, place(f.doc, [...f.path, 'id'])));
  const { finalSections, beforeFinal } = finalSectionsOf(found, dirOf(roots[0]!), reader, warnings);
  const order: Order = {
    found,
    idOf,
    idOrder: orchestratorOrder(new Set(byId.keys()), loader.sectionEntries),
    sectionDeps: sectionOrder(found),
    finalSections,
    beforeFinal,
    done: new Set(found.filter((f) => isDone(mapStatus(f.entry.status, '', []))).map((f) => f.rawId)),
  };

  const specs = new Map<string, Spec>();
  /** Sections of tasks that sit in a split root file itself: spectr's section 0, listed first. */
  const inline = new Set<Spec>();
  const split = found.some((f) => f.container !== undefined);
  const rootSet = new Set(roots);
  for (const f of found) {
    let spec = specs.get(f.section);
    if (!spec) {
      spec = {
        id: specIds.takeSpec(f.section || 'tasks', place(f.doc, [...f.path, 'section']), 'section'),
        name: f.section || undefined,
        tasks: [],
      };
      specs.set(f.section, spec);
    }
    if (split && f.container === undefined && rootSet.has(f.doc.file)) inline.add(spec);
    spec.tasks.push(taskOf(f, order, warnings));
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

/** The found tasks by their id as written; two tasks with one id are an error naming both. */
function uniqueIds(found: readonly Found[]): Map<string, Found> {
  const byId = new Map<string, Found>();
  for (const f of found) {
    const first = byId.get(f.rawId);
    if (first)
      throw new ImportError(
        `${place(f.doc, [...f.path, 'id'])}: task id "${f.rawId}" is also used at ${place(first.doc, [...first.path, 'id'])}; give each task its own id`,
      );
    byId.set(f.rawId, f);
  }
  return byId;
}

/** Prerequisites (N.0.x) come before their section's other tasks, checks (N.99.x) after them. */
function sectionOrder(found: readonly Found[]): Map<string, string[]> {
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
  return sectionDeps;
}

/**
 * The tasks `append_tasks` adds close the change: they come after every other task. Their
 * section is named in spectr.yaml (append_tasks.section, looked for from `dir` upward), else
 * "Automated Tasks"; a section whose name says "after all tasks" is one too.
 */
function finalSectionsOf(
  found: readonly Found[],
  dir: string,
  reader: SourceReader,
  warnings: string[],
): { finalSections: Set<string>; beforeFinal: string[] } {
  const sectionNames = [...new Set(found.map((f) => f.section))];
  const last = sectionNames[sectionNames.length - 1];
  // Sections run in parallel, so a last section spectr.yaml was not found to name would run
  // beside the others: say so.
  const appendSection = appendSectionName(dir, reader, warnings, sectionNames.length > 1 ? last : undefined);
  const isFinal = (name: string) =>
    /\bafter all( the)? tasks\b|\bfinal section\b/i.test(name) ||
    (name === last && name.toLowerCase() === appendSection.toLowerCase() && sectionNames.length > 1);
  const finalSections = new Set(sectionNames.filter(isFinal));
  const beforeFinal = found.filter((f) => !finalSections.has(f.section)).map((f) => f.rawId);
  return { finalSections, beforeFinal };
}

/** One found task as a plan task: its fields, and what it waits for, stated and implied. */
function taskOf(f: Found, order: Order, warnings: string[]): Task {
  const e = f.entry;
  const at = (key: string) => place(f.doc, [...f.path, key]);
  const deps = statedDependencies(f, order, warnings);
  const status = mapStatus(e.status, at('status'), warnings);
  // A finished task keeps only the implied order that held: a prerequisite added to a section
  // after its work was done (spectr keeps statuses when it regenerates the files) is no reason
  // to warn about that work.
  const implied = [
    ...(order.idOrder.get(f.rawId) ?? []),
    ...(order.sectionDeps.get(f.rawId) ?? []),
    ...(order.finalSections.has(f.section) ? order.beforeFinal : []),
  ].filter((raw) => status !== 'completed' || order.done.has(raw));
  for (const raw of implied)
    if (raw !== f.rawId && !deps.includes(order.idOf.get(raw)!)) deps.push(order.idOf.get(raw)!);

  const description = e.description?.trim() || e.title?.trim();
  if (!description) throw new ImportError(`${at('description')}: missing; give the task a description`);
  return {
    id: order.idOf.get(f.rawId)!,
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
}

/** The plan ids a task's `dependsOn` (or `dependencies`) names; a section entry's id names its tasks. */
function statedDependencies(f: Found, order: Order, warnings: string[]): string[] {
  const e = f.entry;
  const explicit = [...(e.dependsOn ?? []), ...(e.dependencies ?? [])].map(String);
  const deps: string[] = [];
  for (const raw of explicit) {
    const id = order.idOf.get(raw);
    // A dependency on a section entry is one on all of that section's tasks.
    const section = id
      ? []
      : order.found.filter((g) => g.container === raw).map((g) => order.idOf.get(g.rawId)!);
    if (id) deps.push(id);
    else if (section.length > 0) deps.push(...section);
    else
      warnings.push(
        `${place(f.doc, [...f.path, e.dependsOn ? 'dependsOn' : 'dependencies'])}: unknown task "${raw}"; that dependency is dropped`,
      );
  }
  return deps;
}

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
