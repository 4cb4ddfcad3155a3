// The repository's workflows as both CI readers take them (ci-jobs.ts as jobs, ci.ts as
// commands): the workflows that check a change (those that run on pull requests, else those
// that run on pushes; Ralph's own workflow is not one of them), each parsed once, and the local
// reusable workflows and composite actions they lead to. Pure: reads through a ProjectReader.
import { parse as parseYaml } from 'yaml';
import { isRecord, type ProjectReader } from './types.js';

export const WORKFLOW_DIR = '.github/workflows';

/** How deep reusable workflows and composite actions are followed. */
export const MAX_DEPTH = 2;

/** A workflow file and its document. */
export interface ParsedWorkflow {
  file: string;
  doc: Record<string, unknown>;
}

/** A YAML file of the repository as a mapping; one that does not parse is named in `notes`. */
export function parseWorkflow(
  reader: ProjectReader,
  file: string,
  notes: string[],
): Record<string, unknown> | undefined {
  const text = reader.read(file);
  return text === undefined ? undefined : parseText(text, file, notes);
}

function parseText(text: string, file: string, notes: string[]): Record<string, unknown> | undefined {
  try {
    const doc: unknown = parseYaml(text);
    return isRecord(doc) ? doc : undefined;
  } catch (e) {
    notes.push(`${file} is not valid YAML (${(e as Error).message.split('\n')[0]}); not read`);
    return undefined;
  }
}

/**
 * The workflows that check a change, in file order: those that run on pull requests
 * (`pull_request`, `pull_request_target`), else those that run on pushes. Ralph's own workflow
 * is not one of them.
 */
export function checkingWorkflows(reader: ProjectReader, notes: string[]): ParsedWorkflow[] {
  const parsed: Array<ParsedWorkflow & { on: Set<string> }> = [];
  const names = reader
    .list(WORKFLOW_DIR)
    .filter((n) => /\.ya?ml$/.test(n))
    .sort();
  for (const name of names) {
    const file = `${WORKFLOW_DIR}/${name}`;
    const text = reader.read(file);
    if (text === undefined) continue;
    if (/uses:\s*['"]?[\w.-]+\/ralph@/.test(text)) continue; // Ralph's own workflow
    const doc = parseText(text, file, notes);
    // YAML 1.1 readers turned `on:` into `true:`; the yaml library keeps `on`.
    if (doc) parsed.push({ file, doc, on: triggers(doc.on ?? doc.true) });
  }
  const pr = parsed.filter((w) => w.on.has('pull_request') || w.on.has('pull_request_target'));
  return (pr.length > 0 ? pr : parsed.filter((w) => w.on.has('push'))).map(({ file, doc }) => ({
    file,
    doc,
  }));
}

/** A local action's document (`./path` or `$/path`: its action.yml or action.yaml), if any. */
export function localAction(
  reader: ProjectReader,
  uses: string,
  notes: string[],
): Record<string, unknown> | undefined {
  const dir = uses.slice(2).replace(/\/+$/, '');
  const file = [`${dir}/action.yml`, `${dir}/action.yaml`].find((f) => reader.read(f) !== undefined);
  return file ? parseWorkflow(reader, file, notes) : undefined;
}

export function triggers(on: unknown): Set<string> {
  if (typeof on === 'string') return new Set([on]);
  if (Array.isArray(on)) return new Set(on.map(String));
  if (isRecord(on)) return new Set(Object.keys(on));
  return new Set();
}
