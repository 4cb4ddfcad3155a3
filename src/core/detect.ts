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
//    note, so the user can add it by hand. Never a gate: a job that commits what it changed
//    (autofix.ci, an auto-commit action, `git commit`/`git push`), a command that writes files
//    (`--fix`, `--write`, `go generate`, a `lint:fix` or `generate` script), and on Rust a
//    command that needs nightly (`+nightly`, `-Z`, `--cfg docsrs`, a nightly-only job): the task
//    job runs stable.
//    The tox envs the CI runs are read too: their check tools become gates run directly.
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
//    Such a gate is required only when the CI runs that check anyway, through tox, pre-commit
//    or a make target's recipe; when the CI runs checks but not this one, it is
//    `required: false` with a note (it may fail on the untouched tree). Without any CI, a linter
//    that only its config suggests (clippy.toml, .golangci.yml) is not required either.
// Every gate says in `source` where it came from. Gate names are the same everywhere
// (typecheck, lint, format, test, build), so retry context and summaries read alike; a CI
// script with no such meaning keeps its own name (`check:circular`).
// The setup steps fit the ecosystem: the lockfile's package manager, Go from go.mod's
// `toolchain` line (its `go` directive is the oldest Go it supports), a cargo cache, uv or
// Poetry with the lock file, Playwright's browsers where the tests use them. The toolchain is
// the one the CI job of the first CI gate sets up (node-version, python-version, go-version or
// its file), unless the repository pins one itself. With pip, the setup runs the install lines
// of the CI jobs that run checks (requirements files, extras, an install script that needs no
// root) and the deps of the tox envs the gates come from.
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
  else if (names.has('pyproject.toml') || names.has('setup.py') || names.has('setup.cfg'))
    detected = detectPython(reader, names, ci);
  else detected = { kind: 'unknown', gates: [], setupSteps: [], notes: [], classify: () => undefined };

  const makefile = MAKEFILES.find((n) => names.has(n));
  const makeText = makefile ? (reader.read(makefile) ?? '') : '';
  const targets = makefile ? makeTargets(makeText) : new Set<string>();
  const fromCi = ciGates(ci, detected, targets);
  // Checks the CI runs through another runner (tox, pre-commit, a make target's recipe).
  const covered = new Map<string, string>(detected.covered ?? []);
  for (const [name, via] of indirectChecks(reader, ci, detected, makefile, makeText))
    if (!covered.has(name)) covered.set(name, via);
  // The tools the CI runs only through such a runner, as gates of their own.
  const viaRunner = (detected.ciGates ?? []).filter((g) => !fromCi.gates.some((c) => c.name === g.name));
  const ciAll = [...fromCi.gates, ...viaRunner];
  const merged = mergeGates(
    ciAll,
    detected.gates.filter((g) => !viaRunner.some((v) => v.name === g.name)),
    detected.kind,
  );
  const notes = [...ci.notes, ...fromCi.notes, ...detected.notes];
  if (fromCi.gates.length === 0 && (covered.size > 0 || viaRunner.length > 0)) {
    const i = notes.findIndex((n) => n.startsWith('CI (') && n.endsWith('gates from the build files'));
    if (i >= 0)
      notes[i] =
        `CI (${ci.files.join(', ')}): its checks run through other runners (tox, pre-commit, make); the gates run their tools directly`;
  }
  // A gate is required only when the CI runs that check: what the CI never runs may well fail
  // on the untouched tree (a linter's config written years ago, clippy's newest warnings).
  const ciRuns = ciAll.length > 0 || covered.size > 0;
  const gates: ProposedGate[] = merged.map((g) => {
    const { configOnly, ...gate } = g as FileGate;
    if (ciAll.includes(g)) return gate;
    const via = covered.get(gate.name);
    if (via !== undefined) {
      notes.push(`gate ${gate.name} (\`${gate.command}\`): the CI runs it through ${via}`);
      return gate;
    }
    if (ciRuns) {
      notes.push(
        `gate ${gate.name} (\`${gate.command}\`, from ${gate.source}): required: false, because the repository's CI does not run it (it may fail on the untouched tree); make it required once it passes`,
      );
      return { ...gate, required: false };
    }
    if (configOnly !== undefined) {
      notes.push(
        `gate ${gate.name} (\`${gate.command}\`): required: false, because only ${configOnly} says the project uses it and no CI runs it (it may fail on the untouched tree); make it required once it passes`,
      );
      return { ...gate, required: false };
    }
    return gate;
  });
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
  const setupSteps = detected.setupSteps.map((step) => jobToolchain(step, ciAll, ci, notes));
  if (system) {
    setupSteps.unshift(system.step);
    notes.push(`system packages the CI installs (${system.source}): ${system.packages.join(' ')}`);
  }
  return { kind, gates, setupSteps, notes };
}

/** Set-up actions whose version input a CI job may set, and that input. */
const VERSION_INPUTS: Record<string, string> = {
  'actions/setup-node': 'node-version',
  'actions/setup-python': 'python-version',
  'actions/setup-go': 'go-version',
};

/**
 * A setup step on the toolchain of the CI job the gates came from: the plain version (or version
 * file) that job's own set-up action names, from the first CI gate whose job names one. A version
 * file the repository pins (`.nvmrc`, `.python-version`) is kept: the CI reads it too; so is a
 * go.mod toolchain line, which `go` itself switches to.
 */
function jobToolchain(step: SetupStep, ciAll: ProposedGate[], ci: CiFacts, notes: string[]): SetupStep {
  const action = step.uses?.split('@')[0] ?? '';
  if (step.uses === 'dtolnay/rust-toolchain@stable') return rustJobToolchain(step, ciAll, ci, notes);
  const input = VERSION_INPUTS[action];
  if (input === undefined || Object.keys(step.with ?? {}).some((k) => k.endsWith('-file'))) return step;
  if (action === 'actions/setup-go' && step.with?.[input] !== 'stable') return step;
  for (const g of ciAll) {
    const withs = ci.actions.find((a) => a.source === g.source && a.action === action)?.with;
    const key = [input, `${input}-file`].find((k) => withs?.[k] !== undefined && !withs[k]!.includes('${{'));
    if (withs === undefined || key === undefined) continue;
    const value = withs[key]!;
    if (step.with?.[key] === value) return step;
    notes.push(
      `${action} ${key}: ${value}: the toolchain of the CI job the ${g.name} gate comes from (${g.source})`,
    );
    const { [input]: _, ...rest } = step.with ?? {};
    return { ...step, with: { [key]: value, ...rest } };
  }
  return step;
}

/**
 * Rust on the toolchain the first CI gate's job sets up, when that is a plain release other than
 * stable (a pinned `1.85.0`, `beta`); nightly jobs give no gates at all (see nightlyReason).
 */
function rustJobToolchain(step: SetupStep, ciAll: ProposedGate[], ci: CiFacts, notes: string[]): SetupStep {
  for (const g of ciAll) {
    const toolchain = ci.actions
      .filter((a) => a.source === g.source && RUST_TOOLCHAIN_ACTIONS[a.action] !== undefined)
      .map((a) => rustToolchainOf(a))
      .find((t) => t !== undefined);
    if (toolchain === undefined || toolchain.includes('${{')) continue;
    if (toolchain === 'stable' || /^nightly/.test(toolchain)) return step;
    notes.push(`Rust ${toolchain}: the toolchain of the CI job the ${g.name} gate comes from (${g.source})`);
    return { ...step, uses: 'dtolnay/rust-toolchain@master', with: { toolchain, ...step.with } };
  }
  return step;
}

/** The toolchain a Rust set-up action installs: its input, else dtolnay's ref (`@1.85.0`, `@nightly`). */
function rustToolchainOf(a: CiAction): string | undefined {
  const input = RUST_TOOLCHAIN_ACTIONS[a.action];
  const ref = a.action === 'dtolnay/rust-toolchain' ? /@(.+)$/.exec(a.uses ?? '')?.[1] : undefined;
  return (input ? a.with[input] : undefined) ?? (ref && !/^(master|v\d+)$/.test(ref) ? ref : undefined);
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
  /** Why a CI command is not taken as a gate although `classify` knows it (a nightly-only job). */
  skip?(command: CiCommand): string | undefined;
  /** Gates the CI runs through a runner of this ecosystem (tox), in the CI's order. */
  ciGates?: ProposedGate[];
  /** Gate names the CI runs through such a runner, and how (for a note). */
  covered?: Map<string, string>;
}

/** A gate from the build files; `configOnly` names the config that alone suggested it. */
type FileGate = ProposedGate & { configOnly?: string };

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
      facts.actions.push({ action, uses: step.uses, with: withs, source });
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
        jobEnv: job.env,
        ...(optional ? { optional } : {}),
      });
    }
  }
}

/** Actions that commit or push what the job changed. */
const COMMIT_ACTIONS =
  /^(autofix-ci\/action|stefanzweifel\/git-auto-commit-action|EndBug\/add-and-commit|peter-evans\/create-pull-request)$/;

/** The step that makes a job an autofix job (it commits or pushes what it changed), if any. */
function autofixStep(steps: unknown[]): string | undefined {
  for (const step of steps) {
    if (!isRecord(step)) continue;
    if (typeof step.uses === 'string' && COMMIT_ACTIONS.test(step.uses.split('@')[0]!))
      return `uses ${step.uses.split('@')[0]}`;
    const git = typeof step.run === 'string' ? /\bgit\s+(commit|push)\b/.exec(step.run) : null;
    if (git) return `runs \`${git[0]}\``;
  }
  return undefined;
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
    // A fixer or a generator changes the tree it should judge: never a gate.
    const writes = writesFiles(c.command);
    if (writes !== undefined) {
      skipped.push(`\`${c.command}\` (${c.source}): ${writes}, so it is not a check`);
      continue;
    }
    const skip = eco.skip?.(c);
    if (skip !== undefined) {
      skipped.push(`\`${c.command}\` (${c.source}): ${skip}`);
      continue;
    }
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

/**
 * Why a command changes files (a fixer's flag, a formatter without its check mode, a generator),
 * or undefined when nothing says it does.
 */
export function writesFiles(command: string): string | undefined {
  const words = commandWords(command);
  const flag = words.find((w) => /^--(write|fix|apply|apply-unsafe|fix-only)(=.*)?$/.test(w));
  if (flag !== undefined) return `it writes files (${flag})`;
  if (words[0] === 'go' && words[1] === 'generate') return 'it generates files (go generate)';
  if ((words[0] === 'gofmt' || words[0] === 'goimports') && words.includes('-w'))
    return 'it writes files (-w)';
  // A package script named for what it writes (`pnpm lint:fix`, `npm run generate`).
  const script = words.find((w, i) => i > 0 && !w.startsWith('-') && w !== 'run' && w !== 'run-script');
  if (
    /^(npm|pnpm|yarn|bun)$/.test(words[0] ?? '') &&
    script !== undefined &&
    /(^|[:_-])(fix|autofix|generate|gen|codegen|update-snapshots?)($|[:_-])/.test(script)
  )
    return `it writes files (the script ${script})`;
  return undefined;
}

/** pre-commit hook ids and the gate each is. */
const PRECOMMIT_HOOKS: Record<string, string> = {
  ruff: 'lint',
  'ruff-check': 'lint',
  flake8: 'lint',
  pylint: 'lint',
  eslint: 'lint',
  'golangci-lint': 'lint',
  clippy: 'lint',
  'ruff-format': 'format',
  black: 'format',
  prettier: 'format',
  fmt: 'format',
  'go-fmt': 'format',
  mypy: 'typecheck',
  pyright: 'typecheck',
};

/**
 * The gate names the CI runs through another runner, and how: the hooks of pre-commit (when a
 * CI job runs it, or pre-commit.ci does: the config has a `ci:` section), and the check commands
 * in the recipe of a make target a CI job runs.
 */
function indirectChecks(
  reader: ProjectReader,
  ci: CiFacts,
  eco: Ecosystem,
  makefile: string | undefined,
  makeText: string,
): Map<string, string> {
  const out = new Map<string, string>();
  const precommit = reader.read('.pre-commit-config.yaml');
  if (precommit !== undefined) {
    const run =
      ci.commands.find((c) => /(^|\s)pre-commit\s+run\b/.test(c.command))?.source ??
      ci.actions.find((a) => a.action === 'pre-commit/action')?.source ??
      (/^ci:/m.test(precommit) ? 'pre-commit.ci (the `ci:` section of .pre-commit-config.yaml)' : undefined);
    if (run !== undefined)
      for (const m of precommit.matchAll(/^\s*-\s*id:\s*["']?([\w.-]+)/gm)) {
        const name = PRECOMMIT_HOOKS[m[1]!];
        if (name && !out.has(name)) out.set(name, `pre-commit's ${m[1]} hook (run by ${run})`);
      }
  }
  if (makefile !== undefined) {
    const recipes = makeRecipes(makeText);
    for (const c of ci.commands) {
      const words = commandWords(c.command);
      if (words[0] !== 'make') continue;
      for (const target of words.slice(1).filter((w) => !w.startsWith('-') && !w.includes('='))) {
        for (const line of recipeLines(recipes, target, 0)) {
          const got = eco.classify(line);
          if (got === undefined || got === 'setup' || writesFiles(line) !== undefined) continue;
          const name = canonicalGateName(got.name);
          if (!out.has(name))
            out.set(name, `\`make ${target}\` (${makefile}: \`${line}\`; run by ${c.source})`);
        }
      }
    }
  }
  return out;
}

/** `test:coverage` covers `test`, `turbo:typecheck` covers `typecheck`. */
function canonicalGateName(name: string): string {
  const parts = name.split(':');
  return parts.find((p) => ['typecheck', 'lint', 'format', 'test', 'build'].includes(p)) ?? name;
}

/** A Makefile's targets, each with its prerequisites and recipe lines. */
function makeRecipes(text: string): Map<string, { deps: string[]; lines: string[] }> {
  const out = new Map<string, { deps: string[]; lines: string[] }>();
  let current: Array<{ deps: string[]; lines: string[] }> = [];
  for (const raw of text.replace(/\\\r?\n/g, ' ').split(/\r?\n/)) {
    if (raw.startsWith('\t')) {
      const line = raw.trim().replace(/^[@+-]+/, '');
      if (line) for (const r of current) r.lines.push(line);
      continue;
    }
    const m = /^([A-Za-z0-9_.][A-Za-z0-9_. -]*?)\s*::?(?!=)(.*)$/.exec(raw);
    if (!m) {
      if (raw.trim() && !raw.trim().startsWith('#')) current = [];
      continue;
    }
    const deps = m[2]!.split(';')[0]!.trim().split(/\s+/).filter(Boolean);
    current = m[1]!.split(/\s+/).map((t) => {
      const r = out.get(t) ?? { deps: [], lines: [] };
      r.deps.push(...deps);
      out.set(t, r);
      return r;
    });
  }
  return out;
}

/** The commands a make target runs: its prerequisites' first, `$(MAKE) x` followed. */
function recipeLines(
  recipes: Map<string, { deps: string[]; lines: string[] }>,
  target: string,
  depth: number,
): string[] {
  const r = recipes.get(target);
  if (!r || depth > 3) return [];
  const out: string[] = [];
  for (const d of r.deps) out.push(...recipeLines(recipes, d, depth + 1));
  for (const line of r.lines) {
    const sub = /^(\$\(MAKE\)|\$\{MAKE\}|make)\s+([\w.-]+)\s*$/.exec(line);
    if (sub) out.push(...recipeLines(recipes, sub[2]!, depth + 1));
    else for (const part of line.split(/\s+&&\s+/)) out.push(part.replace(/\$[({][\w]+[)}]\s*/g, '').trim());
  }
  return out;
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

/**
 * A command line split into words as a POSIX shell splits it: quotes group (`'--cfg docsrs'` is
 * one word, without its quotes), a backslash escapes the next character. No expansion.
 */
export function shellWords(command: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let quote: string | undefined;
  for (let i = 0; i < command.length; i++) {
    const c = command[i]!;
    if (quote) {
      if (c === quote) quote = undefined;
      else if (c === '\\' && quote === '"' && i + 1 < command.length)
        word = `${word ?? ''}${command[++i] ?? ''}`;
      else word += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      word ??= '';
    } else if (c === '\\' && i + 1 < command.length) word = (word ?? '') + command[++i];
    else if (/\s/.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else word = (word ?? '') + c;
  }
  if (word !== undefined) words.push(word);
  return words;
}

/** The leading `NAME=value` assignments of a command line, as the shell reads them. */
export function commandAssignments(command: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const w of shellWords(command)) {
    const m = /^([A-Za-z_]\w*)=(.*)$/s.exec(w);
    if (!m) break;
    out[m[1]!] = m[2]!;
  }
  return out;
}

/** The words of a command after any leading `NAME=value` assignments. */
export function commandWords(command: string): string[] {
  const words = shellWords(command);
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
    // A tool the CI runs by its name (`vitest --coverage`): through the package manager here, as
    // the task job has no node_modules/.bin on its PATH.
    const checkBin = (bin: string | undefined, line: string) => {
      const name = bin ? TOOL_GATES[bin] : undefined;
      if (!name || WRITES.test(line) || (bin === 'prettier' && !/\s--check\b/.test(line))) return undefined;
      return { name, command: line };
    };
    if (tool !== undefined && TOOL_GATES[tool] !== undefined) {
      // The keys of TOOL_GATES are plain names: no regex characters.
      const at = new RegExp(`(^|\\s)${tool}(?=\\s|$)`).exec(command);
      if (!at) return undefined;
      const i = at.index + at[1]!.length;
      return checkBin(tool, `${command.slice(0, i)}${execPrefix(pm)} ${command.slice(i)}`);
    }
    if (tool === 'npm' && rest[0] === 'exec') {
      const inner = rest.slice(1).filter((w) => !w.startsWith('-'));
      return checkBin(inner[0], command);
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
    // pnpm, yarn and bun run a dependency's binary by its name: `pnpm vitest run --coverage`.
    if (filter.length === 0 && scripts[script] === undefined)
      return tool !== 'npm' && verb !== 'run' ? checkBin(script, command) : undefined;
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
  const nightly = (c: CiCommand) => nightlyReason(c, ci);
  const ciClippy = ci.commands.find(
    (c) =>
      /\bcargo\s+(\+\S+\s+)?clippy\b/.test(c.command) && writesFiles(c.command) === undefined && !nightly(c),
  );
  const clippyFile = ['clippy.toml', '.clippy.toml'].find((f) => names.has(f));
  const clippyLints = [...sections.keys()].find((s) => /^(workspace\.)?lints\.clippy$/.test(s));
  const clippySource =
    ciClippy?.source ?? clippyFile ?? (clippyLints ? `Cargo.toml [${clippyLints}]` : undefined);
  const ciFmt = ci.commands.find((c) => /\bcargo\s+(\+\S+\s+)?fmt\b/.test(c.command));
  const fmtFile = ['rustfmt.toml', '.rustfmt.toml'].find((f) => names.has(f));

  const notes = [`Cargo.toml${workspace ? ' (a workspace: its gates run with --workspace)' : ''}`];
  const gates: FileGate[] = [{ name: 'typecheck', command: `cargo check${ws}`, source: 'Cargo.toml' }];
  // `-D warnings` makes every new clippy warning an error: only the CI running clippy says the
  // code passes it; a clippy.toml or a lints table alone gives a gate that is not required.
  if (clippySource)
    gates.push({
      name: 'lint',
      command: `cargo clippy${ws} --all-targets -- -D warnings`,
      source: clippySource,
      ...(ciClippy ? {} : { configOnly: clippySource }),
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
  const skip = (c: CiCommand): string | undefined => {
    const why = nightly(c);
    return why === undefined
      ? undefined
      : `runs on nightly Rust in the CI (${why}); the task job sets up stable Rust, so it is not a gate (add it by hand with a nightly toolchain step if you want it)`;
  };
  return { kind: 'rust', gates, setupSteps, notes, classify, skip };
}

/** Rust toolchain set-up actions, and the input that names the toolchain. */
const RUST_TOOLCHAIN_ACTIONS: Record<string, string> = {
  'dtolnay/rust-toolchain': 'toolchain',
  'actions-rs/toolchain': 'toolchain',
  'actions-rust-lang/setup-rust-toolchain': 'toolchain',
  'hecrj/setup-rust-action': 'rust-version',
};

/**
 * Why a CI command needs nightly Rust, or undefined: its job sets up nightly (and no stable), the
 * command says `+nightly` or `-Z`, or its flags use `--cfg docsrs` (docs.rs's nightly-only
 * features).
 */
function nightlyReason(c: CiCommand, ci: CiFacts): string | undefined {
  const words = commandWords(c.command);
  if (words.some((w) => /^\+nightly/.test(w))) return `\`${words.find((w) => /^\+nightly/.test(w))}\``;
  if (words.some((w) => /^-Z/.test(w))) return `\`${words.find((w) => /^-Z/.test(w))}\``;
  const env = { ...c.jobEnv, ...c.env, ...commandAssignments(c.command) };
  for (const k of ['RUSTDOCFLAGS', 'RUSTFLAGS']) {
    const v = env[k] ?? '';
    if (/--cfg[= ]docsrs|(^|\s)-Z/.test(v)) return `${k}='${v}'`;
  }
  const toolchains: string[] = [];
  for (const a of ci.actions) {
    if (a.source !== c.source || RUST_TOOLCHAIN_ACTIONS[a.action] === undefined) continue;
    const t = rustToolchainOf(a);
    if (t !== undefined) toolchains.push(t);
  }
  for (const other of ci.commands)
    if (other.source === c.source) {
      const m = /^rustup\s+(?:default|override\s+set|toolchain\s+install)\s+(\S+)/.exec(other.command);
      if (m) toolchains.push(m[1]!);
    }
  if (toolchains.length > 0 && toolchains.every((t) => /^nightly/.test(t)))
    return `its job sets up ${toolchains[0]}`;
  return undefined;
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
  // A config the CI does not use may be years old (a v1 config, linters since renamed): its gate
  // is not required.
  const ciRunsGolangci = golangciAction !== undefined || ciGolangci !== undefined;
  const gates: FileGate[] = [
    usesGolangci
      ? {
          name: 'lint',
          command: 'golangci-lint run',
          source: golangciFile ?? golangciAction?.source ?? ciGolangci!.source,
          ...(ciRunsGolangci ? {} : { configOnly: golangciFile! }),
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
    // Wrappers that run `go test` with other output: the gate runs `go test` itself, which needs
    // nothing more installed.
    if (tool === 'richgo' && sub === 'test')
      return { name: 'test', command: `go ${commandWords(command).slice(1).join(' ')}` };
    if (tool === 'gotestsum') {
      const words = commandWords(command);
      const rest = words.includes('--') ? words.slice(words.indexOf('--') + 1) : [];
      return { name: 'test', command: `go test ${rest.length > 0 ? rest.join(' ') : './...'}` };
    }
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
  const extrasWanted: string[] = [];
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

  function classify(command: string): { name: string; command: string } | 'setup' | undefined {
    const words = pythonWords(command);
    if (words === 'setup') return 'setup';
    const [tool, sub] = words;
    if (tool === 'pip') return 'setup';
    // An install script of the repository that the setup runs (see installLines).
    if (runner === 'pip' && safeInstallScript(reader, command) !== undefined) return 'setup';
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
  }

  // tox: the environments the CI runs, and the commands in them. Each check tool in them is a
  // gate of its own, run directly (the gates are what tox would run), unless a gate from the
  // build files runs the same tool: that one stays, and counts as run by the CI.
  const tox = readTox(reader, names, sections);
  const toxGates: ProposedGate[] = [];
  const covered = new Map<string, string>();
  const toxInstalls: string[] = [];
  const toxJobs = new Set<string>();
  if (tox) {
    for (const c of ci.commands) {
      const envs = toxEnvsRun(c, tox);
      if (envs === undefined) continue;
      toxJobs.add(c.source);
      for (const envName of envs) {
        const env = tox.env(envName);
        if (!env) {
          notes.push(`tox env ${envName} (run by ${c.source}) is not in ${tox.file}; nothing read from it`);
          continue;
        }
        const where = `tox env ${envName} (${env.section}), run by ${c.source}`;
        let gave = false;
        for (const line of env.commands) {
          const got = classify(line);
          if (got === 'setup') continue;
          if (got === undefined || writesFiles(line) !== undefined) {
            notes.push(
              `not a gate: \`${line}\` (${where}): ${got === undefined ? 'not a known check command' : writesFiles(line)}${BY_HAND}`,
            );
            continue;
          }
          gave = true;
          if (toxGates.some((g) => g.name === got.name) || covered.has(got.name)) continue;
          const tool = pythonTool(line);
          const file = gates.find((g) => g.name === got.name);
          if (file && pythonTool(file.command) === tool) {
            covered.set(got.name, where);
            continue;
          }
          if (line.includes('{')) {
            notes.push(`not a gate: \`${line}\` (${where}): uses tox substitutions${BY_HAND}`);
            continue;
          }
          const group = env.groups.find((g) => !defaultGroups.includes(g) && groups[g] !== undefined);
          if (runner === 'uv' && group) syncGroups.add(group);
          const prefix =
            runner === 'uv'
              ? `uv run --locked ${group ? `--group ${group} ` : ''}`
              : runner === 'poetry'
                ? 'poetry run '
                : '';
          toxGates.push({ name: got.name, command: `${prefix}${got.command}`, source: where });
          if (file)
            notes.push(
              `the ${got.name} gate runs \`${got.command}\` as the CI does (${where}), not \`${file.command}\``,
            );
        }
        if (gave && runner === 'pip') toxInstalls.push(...env.deps);
        if (gave && runner === 'pip' && env.extras.length > 0) extrasWanted.push(...env.extras);
      }
    }
  }

  // A type-check env the CI does not run: named, so the check is not lost without a word.
  const toxRan = new Set(ci.commands.flatMap((c) => (tox ? (toxEnvsRun(c, tox) ?? []) : [])));
  if (tox && !gates.some((g) => g.name === 'typecheck') && !toxGates.some((g) => g.name === 'typecheck'))
    for (const name of new Set(tox.envNames)) {
      if (toxRan.has(name)) continue;
      const env = tox.env(name);
      const line = env?.commands.find((l) => {
        const got = classify(l);
        return got !== undefined && got !== 'setup' && got.name === 'typecheck';
      });
      if (env && line)
        notes.push(
          `not a gate: \`${line}\` (tox env ${name}, ${env.section}): no CI job runs this env, so the type check is not a gate; add it to the plan by hand (as "required": false until it passes)`,
        );
    }

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
    if (!lockArg)
      for (const g of [...gates, ...toxGates]) g.command = g.command.replace('uv run --locked', 'uv run');
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
    // What the CI job that runs the checks installs: its pip lines and install scripts, so the
    // test dependencies (requirements-dev.txt, an extra) are there. The jobs that give gates,
    // else every job read.
    const checkJobs = new Set(toxJobs);
    for (const c of ci.commands) {
      const got = classify(c.command);
      if (got !== undefined && got !== 'setup') checkJobs.add(c.source);
    }
    const fromCi = installLines(reader, ci, checkJobs, notes);
    const installedText = [
      installed,
      ...fromCi.requirements,
      ...fromCi.extras.map((e) => optional[e] ?? ''),
    ].join('\n');
    const stillMissing = [...missing, ...toxGates.map((g) => pythonTool(g.command))].filter(
      (t, i, all) =>
        all.indexOf(t) === i &&
        !requirementsMention(installedText, t) &&
        !toxInstalls.some((d) => requirementName(d) === t),
    );
    const lines: string[] = [];
    if (fromCi.lines.length > 0) {
      lines.push(...fromCi.lines);
      if (installable && !fromCi.installsProject && (toxGates.length > 0 || extrasWanted.length > 0))
        lines.push(
          `pip install ${extrasWanted.length > 0 ? `-e '.[${[...new Set(extrasWanted)].join(',')}]'` : '-e .'}`,
        );
      notes.push(
        `pip: the setup installs what the CI installs (${[...new Set(fromCi.sources)].join('; ')}): ${fromCi.lines.map((l) => `\`${l}\``).join(', ')}`,
      );
    } else {
      const extras = [...new Set([...DEV_EXTRAS.filter((e) => optional[e] !== undefined), ...extrasWanted])];
      if (installable)
        lines.push(`pip install ${extras.length > 0 ? `-e '.[${extras.join(',')}]'` : '-e .'}`);
    }
    // A tox dep is a requirement (`mypy>=1`) or an option with its value (`-r requirements/x.txt`).
    const more = [...new Set([...toxInstalls, ...stillMissing])].map((d) =>
      d.startsWith('-') ? shellWords(d).map(shellQuote).join(' ') : shellQuote(d),
    );
    if (more.length > 0) {
      if (lines.length > 0 && fromCi.lines.length === 0 && /^pip install /.test(lines[0]!))
        lines[0] = `${lines[0]} ${more.join(' ')}`;
      else lines.push(`pip install ${more.join(' ')}`);
    }
    if (toxInstalls.length > 0)
      notes.push(
        `tox: the setup installs the deps of the tox envs the gates come from: ${[...new Set(toxInstalls)].join(' ')}`,
      );
    if (lines.length > 0)
      setupSteps.push({ name: 'Install dependencies', run: lines.join(' && '), repoCode: true });
  }

  return {
    kind: 'python',
    gates,
    setupSteps,
    notes,
    classify,
    ciGates: toxGates,
    covered,
  };
}

/** A command's words after a Python runner (`uv run ...`, `poetry run`, `python -m`); 'setup' for uv's or poetry's own commands. */
function pythonWords(command: string): string[] | 'setup' {
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
  if (/^python(3(\.\d+)?)?$/.test(words[0] ?? '') && words[1] === '-m') words = words.slice(2);
  return words;
}

/** The tool a Python command runs: `pytest` for `PYTHONPATH=src uv run --locked pytest -x`. */
function pythonTool(command: string): string {
  const words = pythonWords(command);
  return words === 'setup' ? '' : (words[0] ?? '');
}

function shellQuote(word: string): string {
  return /^[\w./:=@+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** The package a requirement line names: `pytest` for `pytest>=8`, undefined for `-r x.txt`. */
function requirementName(line: string): string | undefined {
  const m = /^\s*([A-Za-z0-9][\w.-]*)/.exec(line);
  return m ? m[1]!.toLowerCase() : undefined;
}

/** Whether requirement lines (requirements.txt, a dependency list) name a package. */
function requirementsMention(text: string, name: string): boolean {
  if (mentionsPackage(text, name)) return true;
  return text.split(/\r?\n/).some((l) => requirementName(l) === name.toLowerCase());
}

/** Packages the CI installs to run other tools, not the project's checks. */
const RUNNER_PACKAGES = new Set([
  'pip',
  'setuptools',
  'wheel',
  'tox',
  'tox-uv',
  'tox-gh-actions',
  'nox',
  'pre-commit',
  'virtualenv',
  'uv',
]);

/**
 * A repository script that installs the project's dependencies (`./scripts/install.sh`), as the
 * setup may run it: its path, when the script exists and needs no root (no sudo, no apt).
 */
function safeInstallScript(reader: ProjectReader, command: string): string | undefined {
  const words = commandWords(command);
  let path = words[0] ?? '';
  if ((path === 'bash' || path === 'sh') && words[1]) path = words[1];
  if (!path.includes('/') || !/install|setup|bootstrap|deps|requirements/i.test(path)) return undefined;
  const rel = path.replace(/^\.\//, '');
  const text = reader.read(rel);
  if (text === undefined || /\bsudo\b|\bapt(-get)?\s/.test(text)) return undefined;
  return rel;
}

/**
 * The install lines of the CI jobs that run checks (pip install, python -m pip install, the
 * repository's install scripts), with the requirement files they read and whether they install
 * the project itself.
 */
function installLines(
  reader: ProjectReader,
  ci: CiFacts,
  jobs: Set<string>,
  notes: string[],
): {
  lines: string[];
  sources: string[];
  requirements: string[];
  extras: string[];
  installsProject: boolean;
} {
  const out = {
    lines: [] as string[],
    sources: [] as string[],
    requirements: [] as string[],
    extras: [] as string[],
    installsProject: false,
  };
  const readRequirements = (file: string, depth: number) => {
    const text = reader.read(file.replace(/^\.\//, ''));
    if (text === undefined || depth > 3) return;
    out.requirements.push(text);
    for (const m of text.matchAll(/^\s*-r\s*(\S+)/gm)) {
      const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
      readRequirements(`${dir}${m[1]}`, depth + 1);
    }
    if (/^\s*(-e\s+)?\.(\[[^\]]*\])?\s*$/m.test(text)) out.installsProject = true;
  };
  for (const c of ci.commands) {
    if (jobs.size > 0 && !jobs.has(c.source)) continue;
    if (out.lines.includes(c.command)) continue;
    const script = safeInstallScript(reader, c.command);
    if (script !== undefined) {
      out.lines.push(c.command);
      out.sources.push(c.source);
      const text = reader.read(script) ?? '';
      for (const m of text.matchAll(/-r\s*(\S+)/g)) readRequirements(m[1]!, 1);
      if (/pip\s+install\b[^\n]*\s(-e\s+)?['"]?\.(\[|['"\s]|$)/m.test(text)) out.installsProject = true;
      continue;
    }
    const words = commandWords(c.command);
    const pip = /^pip3?$/.test(words[0] ?? '')
      ? 1
      : /^python(3(\.\d+)?)?$/.test(words[0] ?? '') && words[1] === '-m' && words[2] === 'pip'
        ? 3
        : -1;
    if (pip < 0 || words[pip] !== 'install') continue;
    const args = words.slice(pip + 1);
    if (c.command.includes('${{')) {
      notes.push(`\`${c.command}\` (${c.source}) installs with a CI expression; the setup leaves it out`);
      continue;
    }
    const packages = args.filter(
      (a, i) => !a.startsWith('-') && !['-r', '-c', '-e', '--requirement'].includes(args[i - 1] ?? ''),
    );
    const reads = args.some((a) => a.startsWith('-r') || a === '--requirement' || a.startsWith('-e'));
    if (!reads && packages.every((p) => RUNNER_PACKAGES.has(requirementName(p) ?? ''))) continue;
    out.lines.push(c.command);
    out.sources.push(c.source);
    args.forEach((a, i) => {
      if (a === '-r' || a === '--requirement') readRequirements(args[i + 1] ?? '', 1);
      else if (a.startsWith('-r') && a.length > 2) readRequirements(a.slice(2), 1);
    });
    if (args.some((a) => /^\.(\[[^\]]*\])?$/.test(a))) out.installsProject = true;
    if (args.some((a) => /^-e\.(\[[^\]]*\])?$/.test(a))) out.installsProject = true;
    for (const a of args) {
      const extras = /^(?:\.|-e\s*\.)\[([^\]]*)\]$/.exec(a)?.[1];
      if (extras !== undefined) out.extras.push(...extras.split(',').map((e) => e.trim()));
    }
  }
  return out;
}

// --- tox --------------------------------------------------------------------------------

interface ToxEnv {
  /** Where the env is defined: `tox.ini [testenv:mypy]`. */
  section: string;
  commands: string[];
  deps: string[];
  /** PEP 735 dependency groups (tox 4.22+). */
  groups: string[];
  extras: string[];
}

interface ToxConfig {
  file: string;
  envList: string[];
  /** Every env the config defines or lists. */
  envNames: string[];
  env(name: string): ToxEnv | undefined;
}

/** tox's configuration: tox.ini, setup.cfg's [tox:tox], or pyproject.toml's [tool.tox] (native TOML or legacy_tox_ini). */
function readTox(
  reader: ProjectReader,
  names: Set<string>,
  sections: Map<string, string>,
): ToxConfig | undefined {
  const fromIni = (file: string, text: string, head: string): ToxConfig => {
    const ini = iniSections(text);
    const main = ini.get(head) ?? new Map<string, string>();
    return {
      file,
      envList: expandEnvList(main.get('env_list') ?? main.get('envlist') ?? ''),
      envNames: [
        ...expandEnvList(main.get('env_list') ?? main.get('envlist') ?? ''),
        ...[...ini.keys()].filter((k) => k.startsWith('testenv:')).map((k) => k.slice('testenv:'.length)),
      ],
      env: (name) => {
        const own = ini.get(`testenv:${name}`);
        const base = ini.get('testenv');
        if (!own && !base) return undefined;
        const get = (k: string) => own?.get(k) ?? base?.get(k) ?? '';
        const factors = name.split('-');
        const lines = (v: string) =>
          v
            .split(/\r?\n/)
            .map((l) => l.trim())
            .filter((l) => l && !l.startsWith('#'))
            .flatMap((l) => {
              // `py311,py312: pytest`: only in envs with one of those factors.
              const m = /^([\w.!,{}-]+):\s+(.*)$/.exec(l);
              if (!m) return [l];
              return m[1]!.split(',').some((f) => factors.includes(f)) ? [m[2]!] : [];
            });
        return {
          section: `${file} [${own ? `testenv:${name}` : 'testenv'}]`,
          commands: lines(get('commands'))
            .map(toxSubstitute)
            .map((l) => l.replace(/^-\s*/, '')),
          deps: lines(get('deps')).map(toxSubstitute),
          groups: lines(get('dependency_groups')).flatMap((l) => l.split(/[\s,]+/)),
          extras: lines(get('extras')).flatMap((l) => l.split(/[\s,]+/)),
        };
      },
    };
  };
  if (names.has('tox.ini')) return fromIni('tox.ini', reader.read('tox.ini') ?? '', 'tox');
  const toxSection = sections.get('tool.tox');
  const legacy = toxSection ? /legacy_tox_ini\s*=\s*("""|''')([\s\S]*?)\1/.exec(toxSection)?.[2] : undefined;
  if (legacy !== undefined) return fromIni('pyproject.toml legacy_tox_ini', legacy, 'tox');
  if (toxSection !== undefined || [...sections.keys()].some((s) => s.startsWith('tool.tox.'))) {
    const list = (body: string | undefined, key: string) =>
      [...(tomlArrays(body ?? '')[key] ?? '').matchAll(/["']([^"']*)["']/g)].map((m) => m[1]!);
    return {
      file: 'pyproject.toml',
      envList: list(toxSection, 'env_list').flatMap(expandEnvList),
      envNames: [
        ...list(toxSection, 'env_list').flatMap(expandEnvList),
        ...[...sections.keys()]
          .filter((k) => k.startsWith('tool.tox.env.'))
          .map((k) => k.slice('tool.tox.env.'.length)),
      ],
      env: (name) => {
        const own = sections.get(`tool.tox.env.${name}`);
        const base = sections.get('tool.tox.env_run_base');
        if (own === undefined && base === undefined) return undefined;
        const pick = (key: string) => (own !== undefined && tomlArrays(own)[key] !== undefined ? own : base);
        return {
          section: `pyproject.toml [tool.tox.${pick('commands') === own ? `env.${name}` : 'env_run_base'}]`,
          commands: tomlCommands(tomlArrays(pick('commands') ?? '').commands ?? '').map(toxSubstitute),
          deps: list(pick('deps'), 'deps').map(toxSubstitute),
          groups: list(pick('dependency_groups'), 'dependency_groups'),
          extras: list(pick('extras'), 'extras'),
        };
      },
    };
  }
  if (names.has('setup.cfg')) {
    const text = reader.read('setup.cfg') ?? '';
    if (/^\[tox:tox\]/m.test(text)) return fromIni('setup.cfg', text, 'tox:tox');
  }
  return undefined;
}

/** `{posargs}` and the paths tox fills in, as the command runs from the project root. */
function toxSubstitute(line: string): string {
  return line
    .replace(/\{posargs(?::([^}]*))?\}/g, (_, d: string | undefined) => d ?? '')
    .replace(/\{(toxinidir|tox_root)\}\/?/g, '')
    .replace(/\{envpython\}/g, 'python')
    .replace(/\{(envbindir|env_bin_dir)\}\//g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The commands of a native tox TOML `commands = [["mypy"], ["pytest", {...}]]`, one line each. */
function tomlCommands(raw: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current: string[] | undefined;
  let inTable = 0;
  const re = /"((?:[^"\\]|\\.)*)"|'([^']*)'|([[\]{}])/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const bracket = m[3];
    if (bracket === '{') inTable++;
    else if (bracket === '}') inTable--;
    else if (bracket === '[' && inTable === 0) {
      depth++;
      if (depth === 1) current = [];
    } else if (bracket === ']' && inTable === 0) {
      if (depth === 1 && current) out.push(current.map(shellQuote).join(' '));
      depth--;
    } else if (!bracket && inTable === 0 && depth === 1 && current) current.push(m[1] ?? m[2] ?? '');
  }
  // A flat list (one command): `commands = ["pytest"]` is not valid tox; nothing to add.
  return out;
}

/** An env list as names: `py{39,310}-django, lint` -> py39-django, py310-django, lint. */
function expandEnvList(list: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let cur = '';
  for (const c of list) {
    if (c === '{') depth++;
    if (c === '}') depth--;
    if ((c === ',' || c === '\n') && depth === 0) {
      items.push(cur);
      cur = '';
    } else cur += c;
  }
  items.push(cur);
  const expand = (s: string): string[] => {
    const m = /\{([^{}]*)\}/.exec(s);
    if (!m) return [s];
    return m[1]!
      .split(',')
      .flatMap((alt) => expand(s.slice(0, m.index) + alt.trim() + s.slice(m.index + m[0].length)));
  };
  return items
    .map((i) => i.trim())
    .filter(Boolean)
    .flatMap(expand);
}

/** The tox envs a CI command runs, or undefined when it does not run tox. */
function toxEnvsRun(c: CiCommand, tox: ToxConfig): string[] | undefined {
  const words = pythonWords(c.command);
  if (words === 'setup' || words[0] !== 'tox') return undefined;
  let list: string | undefined;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (w === '-e' || w === '--env') list = words[i + 1];
    else if (w.startsWith('--env=')) list = w.slice(6);
    else if (/^-e./.test(w)) list = w.slice(2).replace(/^=/, '');
  }
  const envVar = { ...c.jobEnv, ...c.env, ...commandAssignments(c.command) }.TOXENV;
  if ((list === undefined || list.includes('${{')) && envVar && !envVar.includes('${{')) list = envVar;
  if (list === undefined || list.includes('${{') || list === 'ALL')
    return tox.envList.length > 0 ? tox.envList : ['py'];
  return expandEnvList(list);
}

/** An INI file's sections, each a map of keys to values (continuation lines joined with newlines). */
function iniSections(text: string): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  let section: Map<string, string> | undefined;
  let key: string | undefined;
  for (const line of text.split(/\r?\n/)) {
    const head = /^\[([^\]]+)\]\s*$/.exec(line);
    if (head) {
      section = new Map();
      out.set(head[1]!.trim(), section);
      key = undefined;
      continue;
    }
    if (!section || /^\s*[#;]/.test(line)) continue;
    if (/^\s+\S/.test(line) && key !== undefined) {
      section.set(key, `${section.get(key)}\n${line.trim()}`);
      continue;
    }
    const kv = /^([\w.-]+)\s*[=:]\s*(.*)$/.exec(line);
    if (kv) {
      key = kv[1]!;
      section.set(key, kv[2]!.trim());
    }
  }
  return out;
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
