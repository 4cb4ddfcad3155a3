// Runs the bundled action (`dist/index.js`) the way a GitHub runner does: inputs as INPUT_*
// variables (with action.yml's defaults filled in), GITHUB_OUTPUT, GITHUB_STEP_SUMMARY and
// GITHUB_EVENT_PATH files, and reads back the outputs, the summary and the annotations.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');
export const DIST_ENTRY = join(REPO_ROOT, 'dist', 'index.js');

interface ActionInput {
  default?: string;
}

const actionInputs = parse(readFileSync(join(REPO_ROOT, 'action.yml'), 'utf8')).inputs as Record<
  string,
  ActionInput
>;

export interface StepResult {
  exitCode: number | null;
  outputs: Record<string, string>;
  summary: string;
  stdout: string;
  stderr: string;
  /** `::error ...::message` and `::warning ...::message` lines, as printed. */
  annotations: string[];
}

export interface StepOptions {
  /** The workspace (GITHUB_WORKSPACE and the process cwd). */
  workspace: string;
  /** Extra environment (GITHUB_API_URL, GITHUB_REPOSITORY, RUNNER_TEMP, ...). */
  env?: Record<string, string>;
  /** The event payload written to GITHUB_EVENT_PATH. */
  event?: unknown;
  /** Replaces `${{ github.token }}` in input defaults. */
  token?: string;
}

/** Parses a GITHUB_OUTPUT file: `name<<DELIM\nvalue\nDELIM` blocks and `name=value` lines. */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delim] = heredoc;
      const value: string[] = [];
      while (++i < lines.length && lines[i] !== delim) value.push(lines[i]!);
      out[name!] = value.join('\n');
    } else if (line.includes('=')) {
      const at = line.indexOf('=');
      out[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return out;
}

export async function runStep(inputs: Record<string, string>, options: StepOptions): Promise<StepResult> {
  const dir = mkdtempSync(join(tmpdir(), 'ralph-step-'));
  const outputFile = join(dir, 'output');
  const summaryFile = join(dir, 'summary');
  const eventFile = join(dir, 'event.json');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  writeFileSync(eventFile, JSON.stringify(options.event ?? {}));

  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_EVENT_PATH: eventFile,
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_REPOSITORY: 'octo/demo',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '1',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_WORKFLOW_REF: 'octo/demo/.github/workflows/ralph.yml@refs/heads/main',
    RUNNER_TEMP: dir,
    ...options.env,
  };
  for (const [name, spec] of Object.entries(actionInputs)) {
    let value = inputs[name] ?? spec.default ?? '';
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
    value = value.replace('${{ github.token }}', options.token ?? '');
    env[`INPUT_${name.toUpperCase()}`] = value;
  }
  for (const name of Object.keys(inputs))
    if (!(name in actionInputs)) throw new Error(`action.yml has no input "${name}"`);

  const child = spawn(process.execPath, [DIST_ENTRY], {
    cwd: options.workspace,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return {
    exitCode,
    outputs: parseOutputFile(readFileSync(outputFile, 'utf8')),
    summary: existsSync(summaryFile) ? readFileSync(summaryFile, 'utf8') : '',
    stdout,
    stderr,
    annotations: stdout.split('\n').filter((l) => /^::(error|warning|notice)/.test(l)),
  };
}
