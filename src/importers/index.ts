// The importers by format name (`ralph import FORMAT PATH`). Each is a pure function from the
// files it reads through a SourceReader to a valid plan plus warnings; see kit/.

import { importJsoncTasks } from './jsonc-tasks.js';
import { ImportError, type Importer, type ImportResult, type SourceReader } from './kit/index.js';
import { importMarkdownTasks } from './markdown-tasks.js';
import { importPrd } from './prd.js';
import { importRalphDb } from './ralph-db.js';
import { importRalphState } from './ralph-state.js';
import { importTaskmaster } from './taskmaster.js';

export {
  ImportError,
  type Importer,
  type ImportResult,
  memoryReader,
  type SourceReader,
} from './kit/index.js';

export const IMPORTERS = {
  'markdown-tasks': {
    importer: importMarkdownTasks,
    summary: 'mabulu-inc/ralph docs/tasks/T-NNN.md; milestones become specs (PATH: the directory)',
  },
  'jsonc-tasks': {
    importer: importJsoncTasks,
    summary:
      "spectr tasks.jsonc with tasks-N.jsonc children; sections become specs, tasks in spectr ralph's order (PATH: the file or its directory)",
  },
  'ralph-db': {
    importer: importRalphDb,
    summary: '.ralph/db/{tasks,features,disciplines}.yaml; features become specs (PATH: the db directory)',
  },
  'ralph-state': {
    importer: importRalphState,
    summary:
      "the /ralph command's .ralph/state.json, tasks/*.json and commits.json; one spec per request (PATH: the .ralph directory)",
  },
  taskmaster: {
    importer: importTaskmaster,
    summary: 'Task Master tasks.json, tagged or not; tags become specs (PATH: the file)',
  },
  prd: {
    importer: importPrd,
    summary:
      'snarktank/ralph prd.json; one spec, stories in priority order, each waits for the one before (PATH: the file)',
  },
} as const satisfies Record<string, { importer: Importer; summary: string }>;

export type ImportFormat = keyof typeof IMPORTERS;
export const IMPORT_FORMATS = Object.keys(IMPORTERS) as ImportFormat[];

export function isImportFormat(name: string): name is ImportFormat {
  return Object.hasOwn(IMPORTERS, name);
}

/** Runs the importer for `format`; throws ImportError for input it cannot convert. */
export function importPlan(format: string, path: string, reader: SourceReader): ImportResult {
  if (!isImportFormat(format))
    throw new ImportError(`unknown format "${format}"; use one of ${IMPORT_FORMATS.join(', ')}`);
  return IMPORTERS[format].importer(path, reader);
}
