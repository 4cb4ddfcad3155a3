// The runner's side of a step: its inputs (INPUT_*), its outputs ($GITHUB_OUTPUT), the log's
// workflow commands (::warning::, ::group::), the job summary ($GITHUB_STEP_SUMMARY) and the
// run's context (GITHUB_* and the event payload). The part of @actions/core and
// @actions/github Ralph uses, written byte for byte as they write it (@actions/core 3's
// core.js, command.js, file-command.js and summary.js; @actions/github's context.js), without
// what they load besides: @actions/core loads its OIDC client, and with it @actions/http-client
// and undici, in every step that only reads an input (docs/ARCHITECTURE.md#performance).
import { randomUUID } from 'node:crypto';
import { constants, existsSync, appendFileSync as fileAppend, readFileSync } from 'node:fs';
import { access, appendFile, writeFile } from 'node:fs/promises';
import { EOL } from 'node:os';

// ---------------------------------------------------------------------------------------------
// Inputs and outputs

/** An input's value, trimmed unless `trimWhitespace: false`; empty when it is not set. */
export function getInput(name: string, options?: { required?: boolean; trimWhitespace?: boolean }): string {
  const val = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
  if (options?.required && !val) throw new Error(`Input required and not supplied: ${name}`);
  if (options?.trimWhitespace === false) return val;
  return val.trim();
}

/** A value as a workflow command carries it: a string as it is, null and undefined as empty, else JSON. */
function toCommandValue(input: unknown): string {
  if (input === null || input === undefined) return '';
  if (typeof input === 'string' || input instanceof String) return input as string;
  return JSON.stringify(input);
}

/**
 * Sets a step output: through the file $GITHUB_OUTPUT names, in its multi-line form
 * (`name<<ghadelimiter_<uuid>`, the value, the delimiter), else as the old `set-output` command.
 */
export function setOutput(name: string, value: unknown): void {
  const filePath = process.env.GITHUB_OUTPUT || '';
  if (filePath) {
    issueFileCommand('OUTPUT', prepareKeyValueMessage(name, value));
    return;
  }
  process.stdout.write(EOL);
  issueCommand('set-output', { name }, toCommandValue(value));
}

function issueFileCommand(command: string, message: string): void {
  const filePath = process.env[`GITHUB_${command}`];
  if (!filePath) throw new Error(`Unable to find environment variable for file command ${command}`);
  if (!existsSync(filePath)) throw new Error(`Missing file at path: ${filePath}`);
  fileAppend(filePath, `${toCommandValue(message)}${EOL}`, { encoding: 'utf8' });
}

/** `key<<delimiter`, the value, the delimiter: a random delimiter neither the key nor the value holds. */
export function prepareKeyValueMessage(key: string, value: unknown): string {
  const delimiter = `ghadelimiter_${randomUUID()}`;
  const convertedValue = toCommandValue(value);
  if (key.includes(delimiter))
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  if (convertedValue.includes(delimiter))
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  return `${key}<<${delimiter}${EOL}${convertedValue}${EOL}${delimiter}`;
}

// ---------------------------------------------------------------------------------------------
// The log: workflow commands

/** Where an annotation points (a file and a range in it) and its title. */
export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

/** `::command key=value,key=value::message`, with `%`, CR, LF (and in a value `:` and `,`) escaped. */
export function issueCommand(command: string, properties: Record<string, unknown>, message: unknown): void {
  let cmd = `::${command || 'missing.command'}`;
  const set = Object.entries(properties).filter(([, v]) => v);
  if (Object.keys(properties).length > 0) {
    cmd += ' ';
    cmd += set.map(([k, v]) => `${k}=${escapeProperty(v)}`).join(',');
  }
  cmd += `::${escapeData(message)}`;
  process.stdout.write(cmd + EOL);
}

function escapeData(s: unknown): string {
  return toCommandValue(s).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(s: unknown): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

function toCommandProperties(p: AnnotationProperties): Record<string, unknown> {
  if (!Object.keys(p).length) return {};
  return {
    title: p.title,
    file: p.file,
    line: p.startLine,
    endLine: p.endLine,
    col: p.startColumn,
    endColumn: p.endColumn,
  };
}

const annotation = (kind: string, message: string | Error, properties: AnnotationProperties): void =>
  issueCommand(
    kind,
    toCommandProperties(properties),
    message instanceof Error ? message.toString() : message,
  );

export const error = (message: string | Error, properties: AnnotationProperties = {}) =>
  annotation('error', message, properties);
export const warning = (message: string | Error, properties: AnnotationProperties = {}) =>
  annotation('warning', message, properties);
export const notice = (message: string | Error, properties: AnnotationProperties = {}) =>
  annotation('notice', message, properties);

/** Fails the step (exit code 1) with an error annotation. */
export function setFailed(message: string | Error): void {
  process.exitCode = 1;
  error(message);
}

export const debug = (message: string): void => issueCommand('debug', {}, message);
export const info = (message: string): void => {
  process.stdout.write(message + EOL);
};
export const startGroup = (name: string): void => issueCommand('group', {}, name);
export const endGroup = (): void => issueCommand('endgroup', {}, '');

// ---------------------------------------------------------------------------------------------
// The job summary

export type SummaryTableCell =
  | string
  | { data: string; header?: boolean; colspan?: string; rowspan?: string };

/** The job summary as @actions/core builds it: HTML elements in a buffer, appended by `write()`. */
class Summary {
  private buffer = '';
  private path?: string;

  private async filePath(): Promise<string> {
    if (this.path) return this.path;
    const fromEnv = process.env.GITHUB_STEP_SUMMARY;
    if (!fromEnv)
      throw new Error(
        'Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.',
      );
    try {
      await access(fromEnv, constants.R_OK | constants.W_OK);
    } catch {
      throw new Error(
        `Unable to access summary file: '${fromEnv}'. Check if the file has correct read/write permissions.`,
      );
    }
    this.path = fromEnv;
    return fromEnv;
  }

  private wrap(tag: string, content: string | null, attrs: Record<string, string> = {}): string {
    const html = Object.entries(attrs)
      .map(([key, value]) => ` ${key}="${value}"`)
      .join('');
    return content ? `<${tag}${html}>${content}</${tag}>` : `<${tag}${html}>`;
  }

  async write(options?: { overwrite?: boolean }): Promise<Summary> {
    const path = await this.filePath();
    await (options?.overwrite ? writeFile : appendFile)(path, this.buffer, { encoding: 'utf8' });
    return this.emptyBuffer();
  }

  stringify(): string {
    return this.buffer;
  }

  isEmptyBuffer(): boolean {
    return this.buffer.length === 0;
  }

  emptyBuffer(): Summary {
    this.buffer = '';
    return this;
  }

  addRaw(text: string, addEOL = false): Summary {
    this.buffer += text;
    return addEOL ? this.addEOL() : this;
  }

  addEOL(): Summary {
    return this.addRaw(EOL);
  }

  addCodeBlock(code: string, lang?: string): Summary {
    const attrs: Record<string, string> = lang ? { lang } : {};
    return this.addRaw(this.wrap('pre', this.wrap('code', code), attrs)).addEOL();
  }

  addList(items: string[], ordered = false): Summary {
    const listItems = items.map((item) => this.wrap('li', item)).join('');
    return this.addRaw(this.wrap(ordered ? 'ol' : 'ul', listItems)).addEOL();
  }

  addTable(rows: SummaryTableCell[][]): Summary {
    const body = rows
      .map((row) => {
        const cells = row
          .map((cell) => {
            if (typeof cell === 'string') return this.wrap('td', cell);
            const { header, data, colspan, rowspan } = cell;
            const attrs: Record<string, string> = {
              ...(colspan && { colspan }),
              ...(rowspan && { rowspan }),
            };
            return this.wrap(header ? 'th' : 'td', data, attrs);
          })
          .join('');
        return this.wrap('tr', cells);
      })
      .join('');
    return this.addRaw(this.wrap('table', body)).addEOL();
  }

  addDetails(label: string, content: string): Summary {
    return this.addRaw(this.wrap('details', this.wrap('summary', label) + content)).addEOL();
  }

  addHeading(text: string, level: number | string = 1): Summary {
    const tag = `h${level}`;
    const allowed = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(tag) ? tag : 'h1';
    return this.addRaw(this.wrap(allowed, text)).addEOL();
  }
}

export const summary = new Summary();

// ---------------------------------------------------------------------------------------------
// The run's context

/** What @actions/github's `context` holds that Ralph reads: the run, the event, the servers. */
export interface ActionsContext {
  payload: Record<string, unknown>;
  eventName: string | undefined;
  runId: number;
  runAttempt: number;
  apiUrl: string;
  serverUrl: string;
}

let context: ActionsContext | undefined;

/** The run's context, read once from the environment and the event file (as @actions/github reads it). */
export function actionsContext(): ActionsContext {
  if (context) return context;
  let payload: Record<string, unknown> = {};
  const eventPath = process.env.GITHUB_EVENT_PATH;
  if (eventPath) {
    if (existsSync(eventPath)) payload = JSON.parse(readFileSync(eventPath, { encoding: 'utf8' }));
    else process.stdout.write(`GITHUB_EVENT_PATH ${eventPath} does not exist${EOL}`);
  }
  context = {
    payload,
    eventName: process.env.GITHUB_EVENT_NAME,
    runAttempt: Number.parseInt(process.env.GITHUB_RUN_ATTEMPT as string, 10),
    runId: Number.parseInt(process.env.GITHUB_RUN_ID as string, 10),
    apiUrl: process.env.GITHUB_API_URL ?? 'https://api.github.com',
    serverUrl: process.env.GITHUB_SERVER_URL ?? 'https://github.com',
  };
  return context;
}

/**
 * Facts about the workflow run, from its context: where the repository lives, this run's URL, the
 * event; plus the workflow file, which the context does not name, for dispatching the next run.
 */
export interface RunContext {
  owner: string;
  repo: string;
  serverUrl: string;
  apiUrl: string;
  runId?: string;
  runUrl?: string;
  eventName?: string;
  event: Record<string, unknown>;
  /** The workflow file of this run (from GITHUB_WORKFLOW_REF), for dispatching the next run. */
  workflowFile?: string;
}

export function runContext(env: NodeJS.ProcessEnv = process.env): RunContext {
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '/').split('/');
  const context = actionsContext();
  const runId = context.runId ? String(context.runId) : undefined;
  const attempt = context.runAttempt ? `/attempts/${context.runAttempt}` : '';
  return {
    owner,
    repo,
    serverUrl: context.serverUrl,
    apiUrl: context.apiUrl,
    runId,
    runUrl: runId ? `${context.serverUrl}/${owner}/${repo}/actions/runs/${runId}${attempt}` : undefined,
    eventName: context.eventName,
    event: context.payload as Record<string, unknown>,
    workflowFile: /\.github\/workflows\/([^@]+)@/.exec(env.GITHUB_WORKFLOW_REF ?? '')?.[1],
  };
}
