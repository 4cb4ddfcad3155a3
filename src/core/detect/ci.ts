// The repository's CI as detection reads it: the workflows that check a change (on pull
// requests, else on pushes), their `run:` commands and `uses:` steps, following reusable
// workflows and composite actions of the repository.
import { checkingWorkflows, localAction, MAX_DEPTH, parseWorkflow } from './ci-workflows.js';
import { commandWords, shellLines } from './shell.js';
import { isRecord, type ProjectReader } from './types.js';

/** One shell command a CI job runs, with `${{ env.X }}` filled in where the value is known. */
export interface CiCommand {
  command: string;
  /** `.github/workflows/test.yml, job lint` */
  source: string;
  /** Literal `env:` of the step, put in front of the command when it becomes a gate. */
  env: Record<string, string>;
  /** Literal `env:` of the workflow and the job, which the command also sees. */
  jobEnv?: Record<string, string>;
  /** The CI lets it fail (`continue-on-error`): a gate from it is not required. */
  optional?: boolean;
}

/** A `uses:` step of a CI job. */
export interface CiAction {
  /** The action without its ref: `actions/setup-node`. */
  action: string;
  /** The `uses:` value as written, with its ref. */
  uses?: string;
  with: Record<string, string>;
  source: string;
}

export interface CiFacts {
  /** The workflow files read, in order. */
  files: string[];
  commands: CiCommand[];
  actions: CiAction[];
  notes: string[];
}

/**
 * The commands and actions of the workflows that check a change (ci-workflows.ts). A job that
 * calls a reusable workflow of the repository, and a step that uses a local composite action,
 * are read where they lead.
 */
export function readCi(reader: ProjectReader): CiFacts {
  const facts: CiFacts = { files: [], commands: [], actions: [], notes: [] };
  for (const { file, doc } of checkingWorkflows(reader, facts.notes)) {
    const before = facts.commands.length;
    readWorkflow(reader, file, doc, facts, 0);
    // Only the workflows that run a command are named as read (not a review bot's, say).
    if (facts.commands.length > before) facts.files.push(file);
  }
  return facts;
}

export function readWorkflow(
  reader: ProjectReader,
  file: string,
  doc: Record<string, unknown>,
  facts: CiFacts,
  depth: number,
): void {
  const workflowEnv = literalEnv(doc.env);
  const jobs = isRecord(doc.jobs) ? doc.jobs : {};
  for (const [jobId, job] of Object.entries(jobs)) {
    if (!isRecord(job)) continue;
    const source = `${file}, job ${jobId}`;
    if (typeof job.uses === 'string' && job.uses.startsWith('./')) {
      const called = job.uses.slice(2).split('@')[0]!;
      const calledDoc = depth < MAX_DEPTH ? parseWorkflow(reader, called, facts.notes) : undefined;
      if (calledDoc) readWorkflow(reader, called, calledDoc, facts, depth + 1);
      continue;
    }
    if (!Array.isArray(job.steps)) continue;
    // A job that writes files and commits them (autofix.ci, an auto-commit action) fixes, it
    // does not check: its fixers and generators must never judge the agent's work.
    const writes =
      autofixStep(job.steps) ??
      (typeof doc.name === 'string' && /autofix/i.test(doc.name)
        ? `the workflow is named "${doc.name}"`
        : undefined);
    if (writes !== undefined) {
      facts.notes.push(
        `${source} writes files and commits them (${writes}): an autofix job, so none of its commands is a gate`,
      );
      continue;
    }
    // Ralph's task job runs on Linux: a Windows-only job's lines are not for it.
    if (typeof job['runs-on'] === 'string' && /windows/i.test(job['runs-on'])) continue;
    if (/^(pwsh|powershell|cmd|msys2)/.test(shellOf(job.defaults) ?? shellOf(doc.defaults) ?? '')) continue;
    if (isRecord(job.services) && Object.keys(job.services).length > 0)
      facts.notes.push(
        `${source} uses the services ${Object.keys(job.services).join(', ')}: Ralph's task job has none; add them to it by hand if the gates need them`,
      );
    readSteps(reader, job.steps, facts, depth, {
      source,
      env: { ...workflowEnv, ...literalEnv(job.env) },
      dir: workingDirectory(job.defaults) ?? workingDirectory(doc.defaults),
      optional: job['continue-on-error'] === true,
    });
  }
}

export function readSteps(
  reader: ProjectReader,
  steps: unknown[],
  facts: CiFacts,
  depth: number,
  job: { source: string; env: Record<string, string>; dir: string | undefined; optional: boolean },
): void {
  const { source } = job;
  for (const step of steps) {
    if (!isRecord(step)) continue;
    if (typeof step.uses === 'string') {
      const action = step.uses.split('@')[0]!;
      const withs: Record<string, string> = {};
      if (isRecord(step.with))
        for (const [k, v] of Object.entries(step.with))
          if (v !== null && typeof v !== 'object') withs[k] = String(v);
      facts.actions.push({ action, uses: step.uses, with: withs, source });
      // The official action runs the linter itself: in the CI's order, it is this command.
      if (action === 'golangci/golangci-lint-action' && withs['install-only'] !== 'true') {
        const args = withs.args && !withs.args.includes('${{') ? ` ${withs.args}` : '';
        facts.commands.push({ command: `golangci-lint run${args}`, source, env: {} });
      }
      // A composite action of the repository: its steps, as if they were the job's.
      if (action.startsWith('./') && depth < MAX_DEPTH) {
        const doc = localAction(reader, action, facts.notes);
        const runs = doc && isRecord(doc.runs) ? doc.runs : undefined;
        if (runs && Array.isArray(runs.steps)) readSteps(reader, runs.steps, facts, depth + 1, job);
      }
      continue;
    }
    if (typeof step.run !== 'string') continue;
    // A step for when something failed (a report, an upload) checks nothing.
    if (typeof step.if === 'string' && /\b(failure|cancelled)\(\)/.test(step.if)) continue;
    if (typeof step.shell === 'string' && /^(pwsh|powershell|cmd|msys2)/.test(step.shell)) continue;
    const optional = step['continue-on-error'] === true || job.optional;
    const dir = typeof step['working-directory'] === 'string' ? step['working-directory'] : job.dir;
    if (dir !== undefined && dir.replace(/^\.\/?/, '') !== '') {
      facts.notes.push(`${source}: \`${firstLine(step.run)}\` runs in ${dir}, not the root; not a gate`);
      continue;
    }
    const stepEnv = literalEnv(step.env);
    const env = { ...job.env, ...stepEnv };
    for (const { command: line, dir: elsewhere, block } of shellLines(step.run)) {
      if (block) {
        facts.notes.push(
          `${source}: \`${brief(line)}\` ...: a shell condition; the commands in it are not gates`,
        );
        continue;
      }
      if (elsewhere !== undefined) {
        if (QUIET.has(commandWords(line)[0] ?? '')) continue;
        facts.notes.push(`${source}: \`${line}\` runs in ${elsewhere}, not the root; not a gate`);
        continue;
      }
      const command = line.replace(/\$\{\{\s*env\.(\w+)\s*\}\}/g, (m, name: string) => env[name] ?? m);
      facts.commands.push({
        command: command.replace(/\s+/g, ' ').trim(),
        source,
        env: stepEnv,
        jobEnv: job.env,
        ...(optional ? { optional } : {}),
      });
    }
  }
}

/** Actions that commit or push what the job changed. */
export const COMMIT_ACTIONS =
  /^(autofix-ci\/action|stefanzweifel\/git-auto-commit-action|EndBug\/add-and-commit|peter-evans\/create-pull-request)$/;

/** The step that makes a job an autofix job (it commits or pushes what it changed), if any. */
export function autofixStep(steps: unknown[]): string | undefined {
  for (const step of steps) {
    if (!isRecord(step)) continue;
    if (typeof step.uses === 'string' && COMMIT_ACTIONS.test(step.uses.split('@')[0]!))
      return `uses ${step.uses.split('@')[0]}`;
    const git = typeof step.run === 'string' ? /\bgit\s+(commit|push)\b/.exec(step.run) : null;
    if (git) return `runs \`${git[0]}\``;
  }
  return undefined;
}

export function shellOf(defaults: unknown): string | undefined {
  const run = isRecord(defaults) && isRecord(defaults.run) ? defaults.run : undefined;
  return typeof run?.shell === 'string' ? run.shell : undefined;
}

export function workingDirectory(defaults: unknown): string | undefined {
  const run = isRecord(defaults) && isRecord(defaults.run) ? defaults.run : undefined;
  return typeof run?.['working-directory'] === 'string' ? run['working-directory'] : undefined;
}

/** The `env:` entries whose values are plain (no expression), as strings. */
export function literalEnv(env: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isRecord(env)) return out;
  for (const [k, v] of Object.entries(env)) {
    if (v === null || v === undefined) out[k] = '';
    else if (typeof v !== 'object' && !String(v).includes('${{')) out[k] = String(v);
  }
  return out;
}

export const firstLine = (s: string) => s.trim().split('\n')[0]!;

/** A line short enough for a note. */
export const brief = (s: string) => (s.length > 80 ? `${s.slice(0, 77)}...` : s);

/**
 * First words of CI lines that are set-up, shell plumbing or reporting, never a check: left
 * out without a note, so the notes name only the lines a user may want as gates.
 */
export const QUIET = new Set(
  (
    'sudo apt-get apt brew choco rustup pip pipx corepack echo printf git gh cd export set unset if then ' +
    'else elif fi for do done while case esac mkdir cat ls tar curl wget rm cp mv chmod chown ln source . ' +
    'true false exit test which command type env'
  ).split(' '),
);
