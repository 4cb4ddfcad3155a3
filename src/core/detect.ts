// What kind of project a repository is, and the quality gates and CI setup steps that fit it
// (DESIGN.md C5, C9): the data `ralph init` writes into implementation.json and the workflow.
// Pure: it sees the project only through a ProjectReader (file names and texts by path).
//
// Where gates come from, in order:
// 1. The repository's own CI (`.github/workflows/*.yml`, the workflows that run on pull
//    requests, else on pushes): each `run:` line that is a known check command (a package
//    script, cargo, go, golangci-lint, pytest, mypy, ruff, make check targets...) becomes a gate,
//    in the CI's order (zod builds before it tests), the first command of each gate name only.
//    Reusable workflows and composite actions of the repository are followed; a step the CI
//    lets fail gives a gate that is not required. Installs and tool set-up lines are set-up,
//    not gates (a plain `apt-get install` becomes a setup step); anything else is named in a
//    note, so the user can add it by hand.
// 2. The build files, for the gates the CI does not run:
//    - node: package.json scripts typecheck, lint, format, test, build, preferring the
//      check-mode variant (`lint:check`, `format:check`) and never a script that writes
//      (`--write`, `--fix`), run with the package manager of the lockfile.
//    - rust: cargo check, clippy (only where the repository uses clippy: its CI, a clippy.toml
//      or a `lints.clippy` table), fmt --check (a rustfmt.toml), test, build; `--workspace` for a
//      workspace.
//    - go: go vet (or golangci-lint with a .golangci.yml), go test, go build.
//    - python: mypy (plain `mypy` when `[tool.mypy] files` says what to check), ruff check
//      (`--no-fix` when the config says `fix = true`), ruff format --check, pytest; run through
//      `uv run --locked` (uv.lock) or `poetry run` (poetry), else installed with pip.
//    - a Makefile's lint, test, build, check targets, only when nothing above gives a gate.
// Every gate says in `source` where it came from. Gate names are the same everywhere
// (typecheck, lint, format, test, build), so retry context and summaries read alike; a CI
// script with no such meaning keeps its own name (`check:circular`).
// The setup steps fit the ecosystem: the lockfile's package manager, Go from go.mod's
// `toolchain` line (its `go` directive is the oldest Go it supports), a cargo cache, uv or
// Poetry with the lock file, Playwright's browsers where the tests use them.
import { parse as parseYaml } from 'yaml';
import type { Gate } from './plan.js';
import type { WorkflowOptions } from './workflow.js';

export type ProjectKind = 'node' | 'rust' | 'go' | 'python' | 'make' | 'unknown';

export type SetupStep = NonNullable<WorkflowOptions['setupSteps']>[number];

/** The project as detection sees it. Paths are relative to the project root, with `/`. */
export interface ProjectReader {
  /** Names of the files and directories in a directory (the root when `dir` is omitted or ''). */
  list(dir?: string): readonly string[];
  /** The text of a file, or undefined when there is none (or it cannot be read). */
  read(path: string): string | undefined;
}

/** A gate `ralph init` proposes: always says where it came from. */
export type ProposedGate = Gate & { source: string };

export interface DetectedProject {
  kind: ProjectKind;
  /** In the order they should run: the CI's order, else the fast, likely-to-fail ones first. */
  gates: ProposedGate[];
  /** Workflow steps that prepare the project before the agent and the gates run. */
  setupSteps: SetupStep[];
  /** One line per finding, for the user: where the gates came from, what was skipped. */
  notes: string[];
}

export type PackageManager = 'npm' | 'pnpm' | 'yarn' | 'bun';

export const DEFAULT_NODE_VERSION = '20';
export const DEFAULT_PYTHON_VERSION = '3.12';

/** A reader over an in-memory map of file paths (relative, `/`-separated) to texts. */
export function readerFromFiles(files: Record<string, string>): ProjectReader {
  return {
    list: (dir = '') => {
      const prefix = dir === '' ? '' : `${dir.replace(/\/+$/, '')}/`;
      const names = new Set<string>();
      for (const path of Object.keys(files))
        if (path.startsWith(prefix)) names.add(path.slice(prefix.length).split('/')[0]!);
      return [...names];
    },
    read: (path) => files[path],
  };
}

export function detectProject(reader: ProjectReader): DetectedProject {
  const names = new Set(reader.list());
  const ci = readCi(reader);
  let detected: Ecosystem;
  if (names.has('package.json')) detected = detectNode(reader, names, ci);
  else if (names.has('Cargo.toml')) detected = detectRust(reader, names, ci);
  else if (names.has('go.mod')) detected = detectGo(reader, names, ci);
  else if (names.has('pyproject.toml')) detected = detectPython(reader, names, ci);
  else detected = { kind: 'unknown', gates: [], setupSteps: [], notes: [], classify: () => undefined };

  const makefile = MAKEFILES.find((n) => names.has(n));
  const targets = makefile ? makeTargets(reader.read(makefile) ?? '') : new Set<string>();
  const fromCi = ciGates(ci, detected, targets);
  const gates = mergeGates(fromCi.gates, detected.gates, detected.kind);
  const notes = [...ci.notes, ...fromCi.notes, ...detected.notes];
  let kind = detected.kind;
  if (kind === 'unknown' && gates.some((g) => g.command.startsWith('make '))) kind = 'make';

  if (gates.length === 0) {
    const make = MAKE_TARGETS.filter((t) => targets.has(t)).map((t) => ({
      name: t,
      command: `make ${t}`,
      source: `${makefile} target ${t}`,
    }));
    if (make.length > 0) {
      gates.push(...make);
      notes.push(`${makefile} targets: ${make.map((g) => g.name).join(', ')}`);
      if (kind === 'unknown') kind = 'make';
    } else if (makefile && kind === 'unknown') {
      kind = 'make';
      notes.push(`${makefile} has none of the targets ${MAKE_TARGETS.join(', ')}`);
    }
  }
  if (gates.length === 0) notes.push('no gates detected');
  const system = systemPackages(ci);
  const setupSteps = [...detected.setupSteps];
  if (system) {
    setupSteps.unshift(system.step);
    notes.push(`system packages the CI installs (${system.source}): ${system.packages.join(' ')}`);
  }
  return { kind, gates, setupSteps, notes };
}

/**
 * The apt packages the CI installs with a plain `apt-get install` line: the same step, run as
 * the runner's user (it runs no code of the repository, so it may use sudo). A script of the
 * repository that installs them is named in a note instead: it would run with root.
 */
function systemPackages(ci: CiFacts): { step: SetupStep; packages: string[]; source: string } | undefined {
  const packages: string[] = [];
  let source: string | undefined;
  for (const c of ci.commands) {
    const words = commandWords(c.command);
    if (words[0] === 'sudo') words.shift();
    if (!/^apt(-get)?$/.test(words[0] ?? '') || words[1] !== 'install') continue;
    const names = words.slice(2).filter((w) => !w.startsWith('-'));
    if (names.some((n) => !/^[a-z0-9][a-z0-9.+:=~-]*$/.test(n))) continue;
    for (const n of names) if (!packages.includes(n)) packages.push(n);
    source ??= c.source;
  }
  if (packages.length === 0 || source === undefined) return undefined;
  return {
    step: {
      name: 'Install system packages',
      run: `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`,
    },
    packages,
    source,
  };
}

/** What an ecosystem's detection gives, plus how it reads one CI command. */
interface Ecosystem {
  kind: ProjectKind;
  gates: ProposedGate[];
  setupSteps: SetupStep[];
  notes: string[];
  /**
   * A CI command as a gate (its name and the command to run), 'setup' for an install or a tool
   * set-up line, undefined when it is not a command this ecosystem knows.
   */
  classify(command: string): { name: string; command: string } | 'setup' | undefined;
}

/**
 * The CI's gates first, in its order; then the build files' gates the CI does not cover. In Rust
 * and Go a build or test compiles everything, so `cargo check` / typecheck adds nothing to them.
 */
function mergeGates(fromCi: ProposedGate[], fromFiles: ProposedGate[], kind: ProjectKind): ProposedGate[] {
  const out = [...fromCi];
  // `test:coverage` or `turbo:typecheck` in the CI is its test or typecheck.
  const covered = new Set(fromCi.flatMap((g) => [g.name, ...g.name.split(':')]));
  if ((kind === 'rust' || kind === 'go') && (covered.has('build') || covered.has('test')))
    covered.add('typecheck');
  for (const g of fromFiles)
    if (!covered.has(g.name) && !out.some((o) => o.command === g.command)) out.push(g);
  return out;
}

// --- the repository's CI ----------------------------------------------------------------

/** One shell command a CI job runs, with `${{ env.X }}` filled in where the value is known. */
export interface CiCommand {
  command: string;
  /** `.github/workflows/test.yml, job lint` */
  source: string;
  /** Literal `env:` of the step, put in front of the command when it becomes a gate. */
  env: Record<string, string>;
  /** The CI lets it fail (`continue-on-error`): a gate from it is not required. */
  optional?: boolean;
}

/** A `uses:` step of a CI job. */
export interface CiAction {
  /** The action without its ref: `actions/setup-node`. */
  action: string;
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

const WORKFLOW_DIR = '.github/workflows';

/**
 * The commands and actions of the workflows that check a change: those that run on pull
 * requests, else those that run on pushes. Ralph's own workflow is not one of them. A job that
 * calls a reusable workflow of the repository, and a step that uses a local composite action,
 * are read where they lead.
 */
export function readCi(reader: ProjectReader): CiFacts {
  const facts: CiFacts = { files: [], commands: [], actions: [], notes: [] };
  const files = reader
    .list(WORKFLOW_DIR)
    .filter((n) => /\.ya?ml$/.test(n))
    .sort()
    .map((n) => `${WORKFLOW_DIR}/${n}`);
  const parsed: Array<{ file: string; doc: Record<string, unknown>; on: Set<string> }> = [];
  for (const file of files) {
    const text = reader.read(file) ?? '';
    if (/uses:\s*['"]?[\w.-]+\/ralph@/.test(text)) continue; // Ralph's own workflow
    const doc = readYaml(reader, file, facts);
    if (doc) parsed.push({ file, doc, on: triggers(doc.on ?? doc.true) });
  }
  const pr = parsed.filter((w) => w.on.has('pull_request'));
  const chosen = pr.length > 0 ? pr : parsed.filter((w) => w.on.has('push'));
  for (const { file, doc } of chosen) {
    const before = facts.commands.length;
    readWorkflow(reader, file, doc, facts, 0);
    // Only the workflows that run a command are named as read (not a review bot's, say).
    if (facts.commands.length > before) facts.files.push(file);
  }
  return facts;
}

/** How deep reusable workflows and composite actions are followed. */
const MAX_DEPTH = 2;

function readYaml(reader: ProjectReader, file: string, facts: CiFacts): Record<string, unknown> | undefined {
  const text = reader.read(file);
  if (text === undefined) return undefined;
  try {
    const doc: unknown = parseYaml(text);
    return isRecord(doc) ? doc : undefined;
  } catch (e) {
    facts.notes.push(`${file} is not valid YAML (${(e as Error).message.split('\n')[0]}); not read`);
    return undefined;
  }
}

function readWorkflow(
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
      const calledDoc = depth < MAX_DEPTH ? readYaml(reader, called, facts) : undefined;
      if (calledDoc) readWorkflow(reader, called, calledDoc, facts, depth + 1);
      continue;
    }
    if (!Array.isArray(job.steps)) continue;
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

function readSteps(
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
      facts.actions.push({ action, with: withs, source });
      // The official action runs the linter itself: in the CI's order, it is this command.
      if (action === 'golangci/golangci-lint-action' && withs['install-only'] !== 'true') {
        const args = withs.args && !withs.args.includes('${{') ? ` ${withs.args}` : '';
        facts.commands.push({ command: `golangci-lint run${args}`, source, env: {} });
      }
      // A composite action of the repository: its steps, as if they were the job's.
      if (action.startsWith('./') && depth < MAX_DEPTH) {
        const dir = action.slice(2).replace(/\/+$/, '');
        const file = [`${dir}/action.yml`, `${dir}/action.yaml`].find((f) => reader.read(f) !== undefined);
        const doc = file ? readYaml(reader, file, facts) : undefined;
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
        ...(optional ? { optional } : {}),
      });
    }
  }
}

function shellOf(defaults: unknown): string | undefined {
  const run = isRecord(defaults) && isRecord(defaults.run) ? defaults.run : undefined;
  return typeof run?.shell === 'string' ? run.shell : undefined;
}

function workingDirectory(defaults: unknown): string | undefined {
  const run = isRecord(defaults) && isRecord(defaults.run) ? defaults.run : undefined;
  return typeof run?.['working-directory'] === 'string' ? run['working-directory'] : undefined;
}

function triggers(on: unknown): Set<string> {
  if (typeof on === 'string') return new Set([on]);
  if (Array.isArray(on)) return new Set(on.map(String));
  if (isRecord(on)) return new Set(Object.keys(on));
  return new Set();
}

/** The `env:` entries whose values are plain (no expression), as strings. */
function literalEnv(env: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isRecord(env)) return out;
  for (const [k, v] of Object.entries(env)) {
    if (v === null || v === undefined) out[k] = '';
    else if (typeof v !== 'object' && !String(v).includes('${{')) out[k] = String(v);
  }
  return out;
}

/**
 * A `run:` script as separate commands: continuation lines joined, `a && b` split, comments
 * out. After a `cd` the commands run elsewhere: each says where (`dir`). What runs inside a
 * shell block (if, for, while, case, a function) runs only sometimes or is plumbing: left out,
 * as are calls of the script's own functions.
 */
function shellLines(script: string): Array<{ command: string; dir?: string; block?: true }> {
  const out: Array<{ command: string; dir?: string; block?: true }> = [];
  let dir: string | undefined;
  let depth = 0;
  const functions = new Set<string>();
  for (const raw of script.replace(/\\\r?\n/g, ' ').split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || /^set\s+[-+]/.test(line)) continue;
    const fn = /^(?:function\s+)?([A-Za-z_][\w-]*)\s*\(\)\s*\{?\s*$/.exec(line)?.[1];
    if (fn !== undefined) functions.add(fn);
    const opens = fn !== undefined || /^(if|for|while|until|case)\b/.test(line) || /^\{$/.test(line);
    // `\b` after `}` never matches at a line's end: a lone brace is tested on its own.
    const closes = /^(fi|done|esac)\b|^\}(\s|;|$)/.test(line) || /;\s*(fi|done)$/.test(line);
    if (opens && closes) continue; // a one-line block: `if ...; then ...; fi`
    if (opens) {
      // A condition says when its commands run (a matrix shard, an OS): named, not read.
      if (depth === 0 && /^(if|case)\b/.test(line)) out.push({ command: line, block: true });
      depth++;
      continue;
    }
    if (closes) {
      depth = Math.max(0, depth - 1);
      continue;
    }
    if (depth > 0 || functions.has(line.split(/\s+/)[0]!)) continue;
    for (const command of line.split(/\s+&&\s+/)) {
      const cd = /^cd\s+(\S+)\s*$/.exec(command)?.[1];
      if (cd !== undefined) {
        dir = /^(\.\/?|"?\$\{?GITHUB_WORKSPACE\}?"?)$/.test(cd) ? undefined : cd;
        continue;
      }
      out.push(dir === undefined ? { command } : { command, dir });
    }
  }
  return out;
}

const firstLine = (s: string) => s.trim().split('\n')[0]!;

/** A line short enough for a note. */
const brief = (s: string) => (s.length > 80 ? `${s.slice(0, 77)}...` : s);

/** The CI commands that are gates, in order, one per gate name; and a note for the rest. */
function ciGates(
  ci: CiFacts,
  eco: Ecosystem,
  makeTargetsFound: Set<string>,
): { gates: ProposedGate[]; notes: string[] } {
  const gates: ProposedGate[] = [];
  const notes: string[] = [];
  const skipped: string[] = [];
  const seen = new Set<string>();
  for (const c of ci.commands) {
    if (seen.has(c.command)) continue;
    seen.add(c.command);
    const first = commandWords(c.command)[0] ?? '';
    if (QUIET.has(first) || isAssignment(c.command) || first.startsWith('[')) continue;
    if (c.command.includes('${{')) {
      if (!/^\S+\s+(add|install|i|ci)\b/.test(c.command))
        skipped.push(`\`${c.command}\` (${c.source}): uses a CI expression${BY_HAND}`);
      continue;
    }
    if (/[|;<>`]|\$\(/.test(c.command)) {
      skipped.push(`\`${c.command}\` (${c.source}): a shell pipeline, not one command${BY_HAND}`);
      continue;
    }
    const got = classifyCommon(c.command, makeTargetsFound) ?? eco.classify(c.command);
    if (got === 'setup') continue;
    if (got === undefined) {
      const runner = /(^|\s)(tox|nox|pre-commit)(\s|$)/.exec(c.command)?.[2];
      skipped.push(
        runner
          ? `\`${c.command}\` (${c.source}): ${runner} runs other checks in environments of its own; the gates run those tools directly`
          : /install|setup/i.test(c.command) && (commandWords(c.command)[0] ?? '').includes('/')
            ? `\`${c.command}\` (${c.source}): a set-up script of the repository, not run before the agent (it would run its code with root); if the gates need what it installs, add those steps to the workflow by hand`
            : `\`${c.command}\` (${c.source}): not a known check command${BY_HAND}`,
      );
      continue;
    }
    const existing = gates.find((g) => g.name === got.name);
    if (existing) {
      if (existing.command !== withEnv(got.command, c.env))
        notes.push(`CI also runs \`${c.command}\` (${c.source}); the ${got.name} gate is its first command`);
      continue;
    }
    gates.push({
      name: got.name,
      command: withEnv(got.command, c.env),
      ...(c.optional ? { required: false } : {}),
      source: c.source,
    });
  }
  if (ci.files.length > 0)
    notes.unshift(
      gates.length > 0
        ? `CI (${ci.files.join(', ')}): ${gates.map((g) => g.name).join(', ')}`
        : `CI (${ci.files.join(', ')}): no check command Ralph knows; gates from the build files`,
    );
  for (const s of skipped) notes.push(`not a gate: ${s}`);
  return { gates, notes };
}

/** A shell variable assignment alone (`x=1`, `dir="$(mktemp -d)"`): no command runs. */
function isAssignment(line: string): boolean {
  return /^[A-Za-z_]\w*=(\S*|["'$].*["')])$/.test(line);
}

const BY_HAND = '; add it to the plan by hand if it is a check';

/** `K='v' command` for the step's literal env, so the gate runs as the CI step did. */
function withEnv(command: string, env: Record<string, string>): string {
  const vars = Object.entries(env).filter(([, v]) => v !== '');
  if (vars.length === 0) return command;
  return `${vars.map(([k, v]) => `${k}=${/^[\w./:=-]+$/.test(v) ? v : `'${v.replace(/'/g, `'\\''`)}'`}`).join(' ')} ${command}`;
}

/** Commands every ecosystem reads alike: make targets, and set-up lines. */
function classifyCommon(
  command: string,
  targets: Set<string>,
): { name: string; command: string } | 'setup' | undefined {
  const words = commandWords(command);
  const [tool, sub] = words;
  if (tool === 'make' && sub && targets.has(sub) && MAKE_GATE_NAMES[sub])
    return { name: MAKE_GATE_NAMES[sub]!, command };
  return undefined;
}

/**
 * First words of CI lines that are set-up, shell plumbing or reporting, never a check: left
 * out without a note, so the notes name only the lines a user may want as gates.
 */
const QUIET = new Set(
  (
    'sudo apt-get apt brew choco rustup pip pipx corepack echo printf git gh cd export set unset if then ' +
    'else elif fi for do done while case esac mkdir cat ls tar curl wget rm cp mv chmod chown ln source . ' +
    'true false exit test which command type env'
  ).split(' '),
);

const MAKE_GATE_NAMES: Record<string, string> = {
  lint: 'lint',
  test: 'test',
  build: 'build',
  check: 'check',
  fmt: 'format',
  format: 'format',
  vet: 'vet',
  typecheck: 'typecheck',
};

/** The words of a command after any leading `NAME=value` assignments. */
function commandWords(command: string): string[] {
  const words = command.split(/\s+/).filter(Boolean);
  while (words.length > 0 && /^[A-Za-z_]\w*=/.test(words[0]!)) words.shift();
  return words;
}

// --- node -------------------------------------------------------------------------------

/** Gate name -> the scripts that are it, best first (check-mode variants before the rest). */
const NODE_SCRIPTS: ReadonlyArray<{ gate: string; scripts: string[] }> = [
  {
    gate: 'typecheck',
    scripts: ['typecheck', 'type-check', 'check-types', 'check:types', 'types:check', 'tsc'],
  },
  { gate: 'lint', scripts: ['lint:check', 'check:lint', 'lint-check', 'lint'] },
  {
    gate: 'format',
    scripts: ['format:check', 'check:format', 'format-check', 'fmt:check', 'prettier:check', 'format', 'fmt'],
  },
  { gate: 'test', scripts: ['test'] },
  { gate: 'build', scripts: ['build'] },
];

/** A script that changes files: a formatter or linter told to write or fix. */
const WRITES = /(^|\s)(--write|--fix|--apply|--apply-unsafe)(\s|=|$)/;

const LOCKFILES: ReadonlyArray<[string, PackageManager]> = [
  ['package-lock.json', 'npm'],
  ['npm-shrinkwrap.json', 'npm'],
  ['pnpm-lock.yaml', 'pnpm'],
  ['yarn.lock', 'yarn'],
  ['bun.lock', 'bun'],
  ['bun.lockb', 'bun'],
];

interface PackageJson {
  scripts?: Record<string, unknown>;
  engines?: { node?: unknown };
  packageManager?: unknown;
  dependencies?: Record<string, unknown>;
  devDependencies?: Record<string, unknown>;
}

function detectNode(reader: ProjectReader, names: Set<string>, ci: CiFacts): Ecosystem {
  const notes: string[] = [];
  let pkg: PackageJson = {};
  try {
    const parsed: unknown = JSON.parse(reader.read('package.json') ?? '');
    if (isRecord(parsed)) pkg = parsed as PackageJson;
  } catch {
    notes.push('package.json is not valid JSON; no scripts read from it');
  }
  const scripts: Record<string, string> = {};
  if (isRecord(pkg.scripts))
    for (const [k, v] of Object.entries(pkg.scripts)) if (typeof v === 'string' && v.trim()) scripts[k] = v;
  const declared = typeof pkg.packageManager === 'string' ? pkg.packageManager : undefined;

  const lock = LOCKFILES.find(([file]) => names.has(file));
  let pm: PackageManager = lock?.[1] ?? 'npm';
  let pmSource = lock ? lock[0] : 'no lockfile';
  if (!lock) {
    const name = (/^(npm|pnpm|yarn|bun)@/.exec(declared ?? '')?.[1] ??
      ci.commands.map((c) => /^(pnpm|yarn|bun) (install|i)\b/.exec(c.command)?.[1]).find(Boolean)) as
      | PackageManager
      | undefined;
    if (name) {
      pm = name;
      pmSource = declared?.startsWith(`${name}@`)
        ? 'packageManager in package.json'
        : 'the CI installs with it';
    }
  }
  notes.push(`package manager: ${pm} (${pmSource})`);

  const gates: ProposedGate[] = [];
  for (const { gate, scripts: candidates } of NODE_SCRIPTS) {
    const usable = candidates.filter((s) => scripts[s] !== undefined);
    const script = usable.find((s) => !WRITES.test(scripts[s]!));
    for (const s of usable.filter((s) => WRITES.test(scripts[s]!)))
      notes.push(
        `the ${s} script writes files (\`${scripts[s]}\`); ${script ? `the ${gate} gate runs ${script}, its check mode` : `no ${gate} gate (add a check-mode script, such as "${gate}:check")`}`,
      );
    if (!script) continue;
    if (script === 'test' && /no test specified/i.test(scripts[script]!)) {
      notes.push('the test script is npm\'s placeholder ("no test specified"); not a gate');
      continue;
    }
    gates.push({ name: gate, command: `${pm} run ${script}`, source: `package.json scripts.${script}` });
  }
  if (gates.length > 0)
    notes.push(`package.json scripts: ${gates.map((g) => g.command.split(' ').pop()).join(', ')}`);

  const deps = {
    ...(isRecord(pkg.dependencies) ? pkg.dependencies : {}),
    ...(isRecord(pkg.devDependencies) ? pkg.devDependencies : {}),
  };
  const playwrightPkg = ['@playwright/test', 'playwright', 'playwright-core'].find(
    (d) => typeof deps[d] === 'string',
  );
  const ciPlaywright = ci.commands.find((c) => /\bplaywright install\b/.test(c.command));

  const setupSteps: SetupStep[] = [];
  const lockfile = lock !== undefined;
  if (pm === 'bun') {
    setupSteps.push({ name: 'Set up Bun', uses: 'oven-sh/setup-bun@v2' });
  } else {
    if (pm === 'pnpm') {
      setupSteps.push({
        name: 'Set up pnpm',
        uses: 'pnpm/action-setup@v4',
        // Without a version the action reads `packageManager` from package.json.
        ...(declared?.startsWith('pnpm@') ? {} : { with: { version: '10' } }),
      });
    }
    const nodeWith: Record<string, string> = { ...nodeVersion(reader, names, pkg, ci) };
    if (lockfile && (pm === 'npm' || pm === 'pnpm')) nodeWith.cache = pm;
    setupSteps.push({ name: 'Set up Node.js', uses: 'actions/setup-node@v4', with: nodeWith });
  }
  const berry = pm === 'yarn' && (names.has('.yarnrc.yml') || /^yarn@([2-9]|\d\d)/.test(declared ?? ''));
  if (berry) setupSteps.push({ name: 'Enable Corepack', run: 'corepack enable' });
  setupSteps.push({ name: 'Install dependencies', run: installCommand(pm, lockfile, berry), repoCode: true });
  if (playwrightPkg || ciPlaywright) {
    // The system libraries need root, so they come from the Playwright release the project
    // pins, fetched from npm, run outside the work tree: not the branch's node_modules or
    // .npmrc, which an earlier agent wrote. The browsers go to the agent user's cache, where
    // the gates (run as that user) look for them.
    const version = playwrightPkg ? lowestVersion(String(deps[playwrightPkg])) : undefined;
    setupSteps.push(
      {
        name: "Install Playwright's system dependencies",
        run: `cd "$RUNNER_TEMP" && ${pm === 'bun' ? 'bunx' : 'npx --yes'} playwright${version ? `@${version}` : ''} install-deps`,
      },
      { name: 'Install Playwright browsers', run: `${execPrefix(pm)} playwright install`, repoCode: true },
    );
    notes.push(
      `Playwright (${ciPlaywright ? ciPlaywright.source : `package.json ${playwrightPkg}`}): its browsers are installed before the gates`,
    );
  }

  const classify = (command: string): { name: string; command: string } | 'setup' | undefined => {
    const words = commandWords(command);
    const [tool, ...rest] = words;
    if (
      tool === 'npx' ||
      (tool === 'pnpm' && rest[0] === 'exec') ||
      tool === 'bunx' ||
      (tool === 'yarn' && rest[0] === 'exec')
    ) {
      const inner = tool === 'npx' || tool === 'bunx' ? rest : rest.slice(1);
      while (inner[0]?.startsWith('-')) inner.shift();
      const bin = inner[0]?.replace(/@[^/]*$/, '');
      if (bin === 'playwright' && inner[1] === 'install') return 'setup';
      const name = bin ? TOOL_GATES[bin] : undefined;
      // Without --check, prettier prints the formatted files: it checks nothing.
      if (!name || WRITES.test(command) || (bin === 'prettier' && !/\s--check\b/.test(command)))
        return undefined;
      return { name, command };
    }
    if (tool !== 'npm' && tool !== 'pnpm' && tool !== 'yarn' && tool !== 'bun') return undefined;
    if (rest.length === 0 && tool === 'yarn') return 'setup';
    const filter: string[] = [];
    const args: string[] = [];
    for (let i = 0; i < rest.length; i++) {
      const w = rest[i]!;
      if (w === '--filter' || w === '-F' || (tool === 'npm' && (w === '--workspace' || w === '-w')))
        filter.push(rest[++i] ?? '');
      else if (w.startsWith('--filter=')) filter.push(w.slice('--filter='.length));
      else if (w.startsWith('-')) continue;
      else args.push(w);
    }
    const [verb, script0] = args;
    if (!verb) return undefined;
    if (PM_SETUP_VERBS.has(verb)) return 'setup';
    const script =
      verb === 'run' || verb === 'run-script'
        ? script0
        : verb === 'test' || verb === 't'
          ? 'test'
          : tool === 'npm'
            ? undefined
            : verb;
    if (!script) return undefined;
    if (filter.length === 0 && scripts[script] === undefined) return undefined;
    if (filter.length === 0 && WRITES.test(scripts[script]!)) return undefined;
    const base = canonicalScriptGate(script);
    // `pnpm --filter @zod/integration test:all` is the gate `integration:test:all`.
    const packages = filter.map((f) => f.replace(/^["']|["']$/g, '').replace(/^.*\//, ''));
    const name =
      packages.length === 0 ? base : `${packages.length === 1 ? packages[0] : 'workspaces'}:${script}`;
    return { name, command };
  };
  return { kind: 'node', gates, setupSteps, notes, classify };
}

/** Package-manager commands that install, publish or configure: set-up, never a check. */
const PM_SETUP_VERBS = new Set(
  (
    'install i ci add rebuild dedupe fetch config set link audit version publish pack dlx x create init ' +
    'remove update upgrade prune cache store setup'
  ).split(' '),
);

/** Tools a CI may run through npx / pnpm exec, and the gate each is. */
const TOOL_GATES: Record<string, string> = {
  tsc: 'typecheck',
  'vue-tsc': 'typecheck',
  eslint: 'lint',
  biome: 'lint',
  xo: 'lint',
  prettier: 'format',
  vitest: 'test',
  jest: 'test',
  ava: 'test',
  mocha: 'test',
};

function canonicalScriptGate(script: string): string {
  for (const { gate, scripts } of NODE_SCRIPTS) if (scripts.includes(script)) return gate;
  return script;
}

function execPrefix(pm: PackageManager): string {
  switch (pm) {
    case 'npm':
      return 'npx';
    case 'pnpm':
      return 'pnpm exec';
    case 'yarn':
      return 'yarn exec';
    case 'bun':
      return 'bunx';
  }
}

function installCommand(pm: PackageManager, lockfile: boolean, berry: boolean): string {
  switch (pm) {
    case 'npm':
      return lockfile ? 'npm ci' : 'npm install';
    case 'pnpm':
      return lockfile ? 'pnpm install --frozen-lockfile' : 'pnpm install';
    case 'yarn':
      if (!lockfile) return 'yarn install';
      return berry ? 'yarn install --immutable' : 'yarn install --frozen-lockfile';
    case 'bun':
      return lockfile ? 'bun install --frozen-lockfile' : 'bun install';
  }
}

/**
 * `.nvmrc` / `.node-version` (read by setup-node itself: the version the repository pins); else
 * a plain `node-version` its CI sets (not a matrix expression); else the lowest version
 * `engines.node` allows.
 */
function nodeVersion(
  reader: ProjectReader,
  names: Set<string>,
  pkg: PackageJson,
  ci: CiFacts,
): Record<string, string> {
  for (const file of ['.nvmrc', '.node-version']) {
    if (names.has(file) && reader.read(file)?.trim()) return { 'node-version-file': file };
  }
  for (const a of ci.actions) {
    const v = a.action === 'actions/setup-node' ? a.with['node-version'] : undefined;
    if (v && !v.includes('${{')) return { 'node-version': v };
  }
  const engines = typeof pkg.engines?.node === 'string' ? pkg.engines.node : undefined;
  return { 'node-version': (engines && lowestVersion(engines)) ?? DEFAULT_NODE_VERSION };
}

/** The lowest version a range mentions: ">=20" -> "20", "^18.17 || >=20" -> "18.17", "20.x" -> "20". */
export function lowestVersion(range: string): string | undefined {
  const versions = [...range.matchAll(/\d+(?:\.\d+){0,2}/g)].map((m) => m[0]);
  const key = (v: string) => v.split('.').map(Number);
  versions.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    for (let i = 0; i < 3; i++) {
      const d = (x[i] ?? 0) - (y[i] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  });
  return versions[0];
}

// --- rust -------------------------------------------------------------------------------

function detectRust(reader: ProjectReader, names: Set<string>, ci: CiFacts): Ecosystem {
  const manifest = reader.read('Cargo.toml') ?? '';
  const sections = tomlSections(manifest);
  const workspace = sections.has('workspace');
  const ws = workspace ? ' --workspace' : '';
  const ciClippy = ci.commands.find((c) => /\bcargo\s+(\+\S+\s+)?clippy\b/.test(c.command));
  const clippyFile = ['clippy.toml', '.clippy.toml'].find((f) => names.has(f));
  const clippyLints = [...sections.keys()].find((s) => /^(workspace\.)?lints\.clippy$/.test(s));
  const clippySource =
    ciClippy?.source ?? clippyFile ?? (clippyLints ? `Cargo.toml [${clippyLints}]` : undefined);
  const ciFmt = ci.commands.find((c) => /\bcargo\s+(\+\S+\s+)?fmt\b/.test(c.command));
  const fmtFile = ['rustfmt.toml', '.rustfmt.toml'].find((f) => names.has(f));

  const notes = [`Cargo.toml${workspace ? ' (a workspace: its gates run with --workspace)' : ''}`];
  const gates: ProposedGate[] = [{ name: 'typecheck', command: `cargo check${ws}`, source: 'Cargo.toml' }];
  if (clippySource)
    gates.push({
      name: 'lint',
      command: `cargo clippy${ws} --all-targets -- -D warnings`,
      source: clippySource,
    });
  else
    notes.push(
      'no clippy gate: nothing says the repository uses clippy (its CI, a clippy.toml, [lints.clippy])',
    );
  if (fmtFile || ciFmt)
    gates.push({ name: 'format', command: 'cargo fmt --all --check', source: ciFmt?.source ?? fmtFile! });
  gates.push(
    { name: 'test', command: `cargo test${ws}`, source: 'Cargo.toml' },
    { name: 'build', command: `cargo build${ws}`, source: 'Cargo.toml' },
  );

  const components = [clippySource ? 'clippy' : '', fmtFile || ciFmt ? 'rustfmt' : ''].filter(Boolean);
  const setupSteps: SetupStep[] = [
    {
      name: 'Set up Rust',
      uses: 'dtolnay/rust-toolchain@stable',
      ...(components.length > 0 ? { with: { components: components.join(', ') } } : {}),
    },
    // One cache of ~/.cargo and target/ across runs, so each task does not compile the world.
    { name: 'Cache cargo', uses: 'Swatinem/rust-cache@v2' },
  ];

  const classify = (command: string): { name: string; command: string } | 'setup' | undefined => {
    const words = commandWords(command);
    if (words[0] !== 'cargo') return undefined;
    const sub = words.slice(1).find((w) => !w.startsWith('+') && !w.startsWith('-'));
    switch (sub) {
      case 'build':
        return { name: 'build', command };
      case 'test':
      case 'nextest':
        return { name: 'test', command };
      case 'check':
        return { name: 'typecheck', command };
      case 'clippy':
        return WRITES.test(command) ? undefined : { name: 'lint', command };
      case 'fmt':
        return /\s--check\b/.test(command) ? { name: 'format', command } : undefined;
      case 'doc':
        return { name: 'doc', command };
      case 'install':
      case 'fetch':
      case 'update':
      case 'generate-lockfile':
        return 'setup';
      default:
        return undefined;
    }
  };
  return { kind: 'rust', gates, setupSteps, notes, classify };
}

// --- go ---------------------------------------------------------------------------------

function detectGo(reader: ProjectReader, names: Set<string>, ci: CiFacts): Ecosystem {
  const gomod = reader.read('go.mod') ?? '';
  // The `go` directive is the oldest Go the module supports, not one to build with (cobra says
  // 1.15 and its tests need 1.16+): the `toolchain` line says which Go to use, else stable.
  const toolchain = /^toolchain\s+go(\d+(?:\.\d+){1,2})\s*$/m.exec(gomod)?.[1];
  const golangciFile = ['.golangci.yml', '.golangci.yaml', '.golangci.toml', '.golangci.json'].find((f) =>
    names.has(f),
  );
  const golangciAction = ci.actions.find((a) => a.action === 'golangci/golangci-lint-action');
  const ciGolangci = ci.commands.find((c) => /\bgolangci-lint\s+run\b/.test(c.command));
  const usesGolangci = golangciFile || golangciAction || ciGolangci;
  const notes = [
    `go.mod: Go ${toolchain ? `${toolchain} (its toolchain line)` : 'stable (go.mod has no toolchain line; its go directive is the oldest Go it supports)'}`,
  ];
  const gates: ProposedGate[] = [
    usesGolangci
      ? {
          name: 'lint',
          command: 'golangci-lint run',
          source: golangciFile ?? golangciAction?.source ?? ciGolangci!.source,
        }
      : { name: 'lint', command: 'go vet ./...', source: 'go.mod' },
    { name: 'test', command: 'go test ./...', source: 'go.mod' },
    { name: 'build', command: 'go build ./...', source: 'go.mod' },
  ];
  const setupSteps: SetupStep[] = [
    { name: 'Set up Go', uses: 'actions/setup-go@v5', with: { 'go-version': toolchain ?? 'stable' } },
  ];
  if (usesGolangci) {
    // The version the CI runs, else the latest; a v1 one (a config without `version: "2"`, or
    // the CI pinning v1) needs a v1 binary, which golangci-lint-action@v8 does not install.
    const ciVersion = golangciAction?.with.version;
    const version = ciVersion && !ciVersion.includes('${{') ? ciVersion : 'latest';
    const config = golangciFile ? (reader.read(golangciFile) ?? '') : undefined;
    const v1 = /^v?1\./.test(version) || (config !== undefined && !/^version:\s*["']?2/m.test(config));
    setupSteps.push(
      v1
        ? {
            name: 'Install golangci-lint',
            run: `go install github.com/golangci/golangci-lint/cmd/golangci-lint@${/^v1\./.test(version) ? version : 'v1.64.8'}`,
          }
        : {
            name: 'Install golangci-lint',
            uses: 'golangci/golangci-lint-action@v8',
            with: { version, 'install-only': 'true' },
          },
    );
  }
  const classify = (command: string): { name: string; command: string } | 'setup' | undefined => {
    const [tool, sub] = commandWords(command);
    if (tool === 'golangci-lint') return sub === 'run' ? { name: 'lint', command } : undefined;
    if (tool !== 'go') return undefined;
    if (sub === 'test') return { name: 'test', command };
    if (sub === 'build') return { name: 'build', command };
    if (sub === 'vet') return { name: usesGolangci ? 'vet' : 'lint', command };
    if (sub === 'install' || sub === 'get' || sub === 'mod' || sub === 'env' || sub === 'version')
      return 'setup';
    return undefined;
  };
  return { kind: 'go', gates, setupSteps, notes, classify };
}

// --- python -----------------------------------------------------------------------------

type PythonRunner = 'uv' | 'poetry' | 'pip';

/** Extras installed with the project when pyproject.toml defines them (pip). */
const DEV_EXTRAS = ['dev', 'test', 'tests'];

function detectPython(reader: ProjectReader, names: Set<string>, ci: CiFacts): Ecosystem {
  const text = reader.read('pyproject.toml') ?? '';
  const sections = tomlSections(text);
  const has = (tool: string) =>
    [...sections.keys()].some((s) => s === `tool.${tool}` || s.startsWith(`tool.${tool}.`));
  const ciUv =
    ci.actions.some((a) => a.action === 'astral-sh/setup-uv') ||
    ci.commands.some((c) => /^uv\s/.test(c.command));
  const runner: PythonRunner =
    names.has('uv.lock') || has('uv') || ciUv
      ? 'uv'
      : names.has('poetry.lock') || has('poetry')
        ? 'poetry'
        : 'pip';
  const notes: string[] = [];
  const installable =
    sections.has('project') || has('poetry') || sections.has('build-system') || names.has('setup.py');
  const groups = tomlArrays(sections.get('dependency-groups') ?? '');
  const defaultGroups = (() => {
    const raw = tomlArrays(sections.get('tool.uv') ?? '')['default-groups'];
    return raw === undefined ? ['dev'] : [...raw.matchAll(/["']([^"']+)["']/g)].map((m) => m[1]!);
  })();
  const optional = tomlArrays(sections.get('project.optional-dependencies') ?? '');
  const projectDeps = tomlArrays(sections.get('project') ?? '').dependencies ?? '';
  const precommit = reader.read('.pre-commit-config.yaml') ?? '';

  const ruff = sections.get('tool.ruff') ?? '';
  const ruffFile = ['ruff.toml', '.ruff.toml'].find((f) => names.has(f));
  const ruffFix = /^\s*fix\s*=\s*true\b/m.test(ruffFile ? (reader.read(ruffFile) ?? '') : ruff);
  const mypyFiles =
    /^\s*files\s*=/m.test(sections.get('tool.mypy') ?? '') ||
    ['mypy.ini', '.mypy.ini', 'setup.cfg'].some((f) => /^\s*files\s*=/m.test(reader.read(f) ?? ''));

  const tools: Array<{ tool: string; gate: string; args: string; source: string }> = [];
  const configuredBy = (tool: string, files: string[]): string | undefined =>
    has(tool) ? `pyproject.toml [tool.${tool}]` : files.find((f) => names.has(f));
  const mypyConf = configuredBy('mypy', ['mypy.ini', '.mypy.ini']);
  const ruffConf = configuredBy('ruff', ['ruff.toml', '.ruff.toml']);
  const pytestConf = configuredBy('pytest', ['pytest.ini']);
  const listed = (tool: string): string | undefined => {
    for (const [g, body] of Object.entries(groups))
      if (mentionsPackage(body, tool)) return `pyproject.toml [dependency-groups] ${g}`;
    for (const [e, body] of Object.entries(optional))
      if (mentionsPackage(body, tool)) return `pyproject.toml optional-dependencies ${e}`;
    if (mentionsPackage(text, tool)) return 'pyproject.toml';
    return undefined;
  };
  const mypySrc = mypyConf ?? listed('mypy');
  if (mypySrc)
    tools.push({
      tool: 'mypy',
      gate: 'typecheck',
      args: mypyFiles ? '' : ' .',
      source: mypySrc,
    });
  const ruffSrc = ruffConf ?? listed('ruff');
  if (ruffSrc) {
    tools.push({
      tool: 'ruff',
      gate: 'lint',
      args: ` check${ruffFix ? ' --no-fix' : ''}`,
      source: ruffSrc,
    });
    if (ruffFix) notes.push(`ruff: the config says fix = true; the lint gate runs ruff check --no-fix`);
    const fmt = sections.has('tool.ruff.format')
      ? 'pyproject.toml [tool.ruff.format]'
      : /id:\s*ruff-format\b/.test(precommit)
        ? '.pre-commit-config.yaml ruff-format'
        : undefined;
    if (fmt) tools.push({ tool: 'ruff', gate: 'format', args: ' format --check', source: fmt });
  }
  const pytestSrc = pytestConf ?? listed('pytest');
  if (pytestSrc) tools.push({ tool: 'pytest', gate: 'test', args: '', source: pytestSrc });

  const gates: ProposedGate[] = [];
  const syncGroups = new Set<string>();
  const syncExtras = new Set<string>();
  const missing: string[] = [];
  const installed = !installable
    ? ''
    : [projectDeps, ...DEV_EXTRAS.filter((e) => optional[e] !== undefined).map((e) => optional[e])].join(
        '\n',
      );
  for (const t of tools) {
    let prefix = '';
    if (runner === 'uv') {
      const group = Object.entries(groups).find(([, body]) => mentionsPackage(body, t.tool))?.[0];
      const inProject = mentionsPackage(projectDeps, t.tool);
      const extra = Object.entries(optional).find(([, body]) => mentionsPackage(body, t.tool))?.[0];
      if (group && !defaultGroups.includes(group)) {
        syncGroups.add(group);
        prefix = `uv run --locked --group ${group} `;
      } else if (group || inProject) prefix = 'uv run --locked ';
      else if (extra) {
        syncExtras.add(extra);
        prefix = `uv run --locked --extra ${extra} `;
      } else {
        prefix = `uv run --locked --with ${t.tool} `;
        notes.push(
          `${t.tool} is in no dependency group of pyproject.toml; its gate runs an unpinned one (uv run --with)`,
        );
      }
    } else if (runner === 'poetry') {
      prefix = 'poetry run ';
      if (!mentionsPackage(text, t.tool))
        notes.push(
          `${t.tool} is not a dependency in pyproject.toml: add it to a Poetry group, or its gate finds no ${t.tool}`,
        );
    } else if (!mentionsPackage(installed, t.tool) && !missing.includes(t.tool)) missing.push(t.tool);
    // With pip, an installed copy of the package (site-packages, a global install) could be
    // what the tests import; a src layout goes first on the path, so the tests test src/.
    const srcFirst =
      runner === 'pip' &&
      t.tool === 'pytest' &&
      names.has('src') &&
      !/^\s*pythonpath\s*=/m.test(sections.get('tool.pytest.ini_options') ?? '')
        ? 'PYTHONPATH=src '
        : '';
    gates.push({ name: t.gate, command: `${srcFirst}${prefix}${t.tool}${t.args}`, source: t.source });
  }
  if (tools.some((t) => t.tool === 'mypy'))
    notes.push(
      mypyFiles
        ? 'mypy: its config names the files to check, so the gate runs plain `mypy`'
        : 'mypy: no `files` in its config; the gate checks `.`',
    );

  // `.python-version`, else a plain version the CI sets up, else the lowest `requires-python`.
  const ciPython = ci.actions
    .map((a) => (a.action === 'actions/setup-python' ? a.with['python-version'] : undefined))
    .find((v) => v && !v.includes('${{'));
  const pythonVersion: Record<string, string> = names.has('.python-version')
    ? { 'python-version-file': '.python-version' }
    : {
        'python-version':
          ciPython ?? requiresPythonVersion(sections.get('project') ?? '') ?? DEFAULT_PYTHON_VERSION,
      };
  const setupSteps: SetupStep[] = [
    { name: 'Set up Python', uses: 'actions/setup-python@v5', with: pythonVersion },
  ];
  if (runner === 'uv') {
    // Not setup-uv's cache: it lives in a runner directory the agent user (who runs `uv sync`)
    // cannot write to.
    setupSteps.push({ name: 'Set up uv', uses: 'astral-sh/setup-uv@v6', with: { 'enable-cache': 'false' } });
    const lockArg = names.has('uv.lock') ? ' --locked' : '';
    if (!lockArg) for (const g of gates) g.command = g.command.replace('uv run --locked', 'uv run');
    setupSteps.push({
      name: 'Install dependencies',
      run: `uv sync${lockArg}${[...syncGroups].map((g) => ` --group ${g}`).join('')}${[...syncExtras].map((e) => ` --extra ${e}`).join('')}`,
      repoCode: true,
    });
    notes.push(
      `uv (${names.has('uv.lock') ? 'uv.lock' : 'no uv.lock'}): the project is installed editable, so the tests import src/; groups ${[...new Set([...defaultGroups.filter((g) => groups[g] !== undefined), ...syncGroups])].join(', ') || 'none'}`,
    );
  } else if (runner === 'poetry') {
    setupSteps.push({ name: 'Install Poetry', run: 'pip install poetry' });
    setupSteps.push({ name: 'Install dependencies', run: 'poetry install --no-interaction', repoCode: true });
    notes.push('poetry: the gates run through poetry run');
  } else {
    const extras = DEV_EXTRAS.filter((e) => optional[e] !== undefined);
    const parts: string[] = [];
    if (installable) parts.push(extras.length > 0 ? `-e '.[${extras.join(',')}]'` : '-e .');
    parts.push(...missing);
    if (parts.length > 0)
      setupSteps.push({
        name: 'Install dependencies',
        run: `pip install ${parts.join(' ')}`,
        repoCode: true,
      });
  }

  const classify = (command: string): { name: string; command: string } | 'setup' | undefined => {
    let words = commandWords(command);
    if (words[0] === 'uv' && words[1] === 'run') {
      words = words.slice(2);
      while (words[0]?.startsWith('-')) {
        const opt = words.shift()!;
        if (['--group', '--with', '--extra', '--python', '-p', '--only-group', '--package'].includes(opt))
          words.shift();
      }
      if (words[0] === '--') words.shift();
    } else if (words[0] === 'poetry' && words[1] === 'run') words = words.slice(2);
    else if (words[0] === 'uv' || words[0] === 'poetry') return 'setup';
    if ((words[0] === 'python' || words[0] === 'python3') && words[1] === '-m') words = words.slice(2);
    const [tool, sub] = words;
    if (tool === 'pip') return 'setup';
    if (tool === 'pytest') return { name: 'test', command };
    if (tool === 'mypy' || tool === 'pyright') return { name: 'typecheck', command };
    if (tool === 'ruff' && sub === 'check')
      return {
        name: 'lint',
        command:
          ruffFix && !command.includes('--no-fix') && !command.includes('--fix')
            ? `${command} --no-fix`
            : command,
      };
    if (tool === 'ruff' && sub === 'format')
      return command.includes('--check') ? { name: 'format', command } : undefined;
    if (tool === 'black') return command.includes('--check') ? { name: 'format', command } : undefined;
    if (tool === 'flake8' || tool === 'pylint') return { name: 'lint', command };
    return undefined;
  };
  return { kind: 'python', gates, setupSteps, notes, classify };
}

function requiresPythonVersion(projectSection: string): string | undefined {
  const m = /^requires-python\s*=\s*["']([^"']*)["']/m.exec(projectSection);
  const v = m ? lowestVersion(m[1]!) : undefined;
  // "3" alone would pick the oldest Python 3; only a minor version says something.
  return v?.includes('.') ? v.split('.').slice(0, 2).join('.') : undefined;
}

/**
 * Whether a dependency list names a package: a PEP 508 string ("ruff>=0.4", 'pytest[extra]')
 * or a Poetry key (`pytest = "^8"`). "pytest-cov" does not name pytest.
 */
export function mentionsPackage(text: string, name: string): boolean {
  const n = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (
    new RegExp(`["']${n}\\s*(\\[[^\\]]*\\])?\\s*([<>=!~;@ ][^"']*)?["']`, 'i').test(text) ||
    new RegExp(`^${n}\\s*=`, 'im').test(text)
  );
}

/** A TOML document's tables by name ("project", "tool.ruff.lint"), each with its body text. */
function tomlSections(text: string): Map<string, string> {
  const sections = new Map<string, string>();
  let current = '';
  let body: string[] = [];
  const flush = () => sections.set(current, `${sections.get(current) ?? ''}${body.join('\n')}\n`);
  for (const line of text.split(/\r?\n/)) {
    const header = /^\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*(#.*)?$/.exec(line);
    if (header) {
      flush();
      current = header[1]!.replace(/\s*\.\s*/g, '.').replace(/["']/g, '');
      body = [];
    } else body.push(line);
  }
  flush();
  return sections;
}

/** The `key = [ ... ]` arrays of a table body (possibly over several lines), as raw text by key. */
function tomlArrays(body: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^\s*["']?([\w.-]+)["']?\s*=\s*\[/gm;
  for (let m = re.exec(body); m; m = re.exec(body)) {
    let depth = 1;
    let i = re.lastIndex;
    let quote: string | undefined;
    for (; i < body.length && depth > 0; i++) {
      const c = body[i]!;
      if (quote) {
        if (c === quote) quote = undefined;
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '[') depth++;
      else if (c === ']') depth--;
    }
    out[m[1]!] = body.slice(re.lastIndex, i - 1);
  }
  return out;
}

// --- make -------------------------------------------------------------------------------

const MAKEFILES = ['GNUmakefile', 'makefile', 'Makefile'];
const MAKE_TARGETS = ['lint', 'test', 'build', 'check'];

/** Explicit targets of a Makefile (`name:` at the start of a line; not `name := value`). */
export function makeTargets(text: string): Set<string> {
  const targets = new Set<string>();
  for (const m of text.matchAll(/^([A-Za-z0-9_.][A-Za-z0-9_. -]*?)\s*::?(?!=)/gm)) {
    for (const t of m[1]!.split(/\s+/)) targets.add(t);
  }
  return targets;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
