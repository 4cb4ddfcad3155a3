// What kind of project a repository is, and the quality gates and CI setup steps that fit it
// (DESIGN.md C5, C9): the data `ralph init` writes into implementation.json and the workflow.
// Pure: it sees the project only through a ProjectReader (the root's file names and texts).
//
// Rules, in order:
// - The kind is the first of: package.json -> node, Cargo.toml -> rust, go.mod -> go,
//   pyproject.toml -> python, a Makefile -> make, else unknown.
// - node: package.json scripts typecheck (or type-check, tsc), lint, test (not npm's default
//   "no test specified"), build, run with the package manager of the lockfile
//   (package-lock.json npm, pnpm-lock.yaml pnpm, yarn.lock yarn, bun.lock(b) bun; else the
//   `packageManager` field; else npm).
// - rust: cargo check, cargo clippy -- -D warnings, cargo test, cargo build.
// - go: go vet ./..., go test ./..., go build ./....
// - python: mypy, ruff, pytest, each when configured ([tool.X] in pyproject.toml or its own
//   config file) or listed as a dependency in pyproject.toml.
// - Makefile targets lint, test, build, check become `make TARGET` gates only when the rules
//   above give no gate (a Makefile beside package.json scripts or cargo usually wraps them,
//   so adding both would run every check twice).
// Gate names are the same everywhere (typecheck, lint, test, build), so retry context and
// summaries read alike across projects.
import type { Gate } from './plan.js';
import type { WorkflowOptions } from './workflow.js';

export type ProjectKind = 'node' | 'rust' | 'go' | 'python' | 'make' | 'unknown';

export type SetupStep = NonNullable<WorkflowOptions['setupSteps']>[number];

/** The project as detection sees it: the root directory only. */
export interface ProjectReader {
  /** Names of the files and directories at the project root. */
  list(): readonly string[];
  /** The text of a file at the root, or undefined when there is none (or it cannot be read). */
  read(name: string): string | undefined;
}

export interface DetectedProject {
  kind: ProjectKind;
  /** In the order they should run: the fast, likely-to-fail ones first. */
  gates: Gate[];
  /** Workflow steps that prepare the project before the agent and the gates run. */
  setupSteps: SetupStep[];
  /** One line per finding, for the user: where the gates came from, what was skipped. */
  notes: string[];
}

export type PackageManager = 'npm' | 'pnpm' | 'yarn' | 'bun';

export const DEFAULT_NODE_VERSION = '20';
export const DEFAULT_PYTHON_VERSION = '3.12';

/** A reader over an in-memory map of root file names to texts (tests, dry runs). */
export function readerFromFiles(files: Record<string, string>): ProjectReader {
  return { list: () => Object.keys(files), read: (name) => files[name] };
}

export function detectProject(reader: ProjectReader): DetectedProject {
  const names = new Set(reader.list());
  let detected: DetectedProject;
  if (names.has('package.json')) detected = detectNode(reader, names);
  else if (names.has('Cargo.toml')) detected = detectRust(reader);
  else if (names.has('go.mod')) detected = detectGo();
  else if (names.has('pyproject.toml')) detected = detectPython(reader, names);
  else detected = { kind: 'unknown', gates: [], setupSteps: [], notes: [] };

  if (detected.gates.length === 0) {
    const makefile = MAKEFILES.find((n) => names.has(n));
    const targets = makefile ? makeTargets(reader.read(makefile) ?? '') : new Set<string>();
    const gates = MAKE_TARGETS.filter((t) => targets.has(t)).map((t) => ({ name: t, command: `make ${t}` }));
    if (gates.length > 0) {
      detected.gates = gates;
      detected.notes.push(`${makefile} targets: ${gates.map((g) => g.name).join(', ')}`);
      if (detected.kind === 'unknown') detected.kind = 'make';
    } else if (makefile && detected.kind === 'unknown') {
      detected.kind = 'make';
      detected.notes.push(`${makefile} has none of the targets ${MAKE_TARGETS.join(', ')}`);
    }
  }
  if (detected.gates.length === 0) detected.notes.push('no gates detected');
  return detected;
}

// --- node -------------------------------------------------------------------------------

const NODE_SCRIPTS: ReadonlyArray<{ gate: string; scripts: string[] }> = [
  { gate: 'typecheck', scripts: ['typecheck', 'type-check', 'tsc'] },
  { gate: 'lint', scripts: ['lint'] },
  { gate: 'test', scripts: ['test'] },
  { gate: 'build', scripts: ['build'] },
];

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
}

function detectNode(reader: ProjectReader, names: Set<string>): DetectedProject {
  const notes: string[] = [];
  let pkg: PackageJson = {};
  try {
    const parsed: unknown = JSON.parse(reader.read('package.json') ?? '');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) pkg = parsed as PackageJson;
  } catch {
    notes.push('package.json is not valid JSON; no scripts read from it');
  }
  const scripts = pkg.scripts && typeof pkg.scripts === 'object' ? pkg.scripts : {};
  const declared = typeof pkg.packageManager === 'string' ? pkg.packageManager : undefined;

  const lock = LOCKFILES.find(([file]) => names.has(file));
  let pm: PackageManager = lock?.[1] ?? 'npm';
  if (!lock && declared) {
    const name = /^(npm|pnpm|yarn|bun)@/.exec(declared)?.[1] as PackageManager | undefined;
    if (name) pm = name;
  }
  notes.push(
    `package manager: ${pm} (${lock ? lock[0] : declared ? 'packageManager in package.json' : 'no lockfile'})`,
  );

  const gates: Gate[] = [];
  for (const { gate, scripts: candidates } of NODE_SCRIPTS) {
    const script = candidates.find((s) => typeof scripts[s] === 'string' && (scripts[s] as string).trim());
    if (!script) continue;
    if (script === 'test' && /no test specified/i.test(scripts[script] as string)) {
      notes.push('the test script is npm\'s placeholder ("no test specified"); not a gate');
      continue;
    }
    gates.push({ name: gate, command: `${pm} run ${script}` });
  }
  if (gates.length > 0)
    notes.push(`package.json scripts: ${gates.map((g) => g.command.split(' ').pop()).join(', ')}`);

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
    const nodeWith: Record<string, string> = { ...nodeVersion(reader, names, pkg) };
    if (lockfile && (pm === 'npm' || pm === 'pnpm')) nodeWith.cache = pm;
    setupSteps.push({ name: 'Set up Node.js', uses: 'actions/setup-node@v4', with: nodeWith });
  }
  const berry = pm === 'yarn' && (names.has('.yarnrc.yml') || /^yarn@([2-9]|\d\d)/.test(declared ?? ''));
  if (berry) setupSteps.push({ name: 'Enable Corepack', run: 'corepack enable' });
  setupSteps.push({ name: 'Install dependencies', run: installCommand(pm, lockfile, berry), repoCode: true });
  return { kind: 'node', gates, setupSteps, notes };
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

/** `.nvmrc` / `.node-version` (read by setup-node itself), else the lowest version `engines.node` allows. */
function nodeVersion(reader: ProjectReader, names: Set<string>, pkg: PackageJson): Record<string, string> {
  for (const file of ['.nvmrc', '.node-version']) {
    if (names.has(file) && reader.read(file)?.trim()) return { 'node-version-file': file };
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

// --- rust, go ---------------------------------------------------------------------------

function detectRust(reader: ProjectReader): DetectedProject {
  const manifest = reader.read('Cargo.toml') ?? '';
  const notes = [
    `Cargo.toml${/^\[workspace\]/m.test(manifest) ? ' (workspace)' : ''}: cargo check, clippy, test, build`,
  ];
  return {
    kind: 'rust',
    gates: [
      { name: 'typecheck', command: 'cargo check' },
      { name: 'lint', command: 'cargo clippy -- -D warnings' },
      { name: 'test', command: 'cargo test' },
      { name: 'build', command: 'cargo build' },
    ],
    setupSteps: [
      { name: 'Set up Rust', uses: 'dtolnay/rust-toolchain@stable', with: { components: 'clippy' } },
    ],
    notes,
  };
}

function detectGo(): DetectedProject {
  return {
    kind: 'go',
    gates: [
      { name: 'lint', command: 'go vet ./...' },
      { name: 'test', command: 'go test ./...' },
      { name: 'build', command: 'go build ./...' },
    ],
    setupSteps: [{ name: 'Set up Go', uses: 'actions/setup-go@v5', with: { 'go-version-file': 'go.mod' } }],
    notes: ['go.mod: go vet, test, build'],
  };
}

// --- python -----------------------------------------------------------------------------

const PYTHON_TOOLS: ReadonlyArray<{ tool: string; gate: string; command: string; configFiles: string[] }> = [
  { tool: 'mypy', gate: 'typecheck', command: 'mypy .', configFiles: ['mypy.ini', '.mypy.ini'] },
  { tool: 'ruff', gate: 'lint', command: 'ruff check .', configFiles: ['ruff.toml', '.ruff.toml'] },
  { tool: 'pytest', gate: 'test', command: 'pytest', configFiles: ['pytest.ini'] },
];

/** Extras installed with the project when pyproject.toml defines them. */
const DEV_EXTRAS = ['dev', 'test', 'tests'];

function detectPython(reader: ProjectReader, names: Set<string>): DetectedProject {
  const text = reader.read('pyproject.toml') ?? '';
  const sections = tomlSections(text);
  const installable =
    sections.has('project') ||
    sections.has('tool.poetry') ||
    sections.has('build-system') ||
    names.has('setup.py');
  const optional = tomlArrays(sections.get('project.optional-dependencies') ?? '');
  const extras = DEV_EXTRAS.filter((e) => optional[e] !== undefined);
  // What `pip install -e '.[extras]'` brings in: the project's dependencies and those extras.
  const installed = !installable
    ? ''
    : [tomlArrays(sections.get('project') ?? '').dependencies ?? '', ...extras.map((e) => optional[e])].join(
        '\n',
      );

  const notes: string[] = [];
  const gates: Gate[] = [];
  const missing: string[] = [];
  for (const t of PYTHON_TOOLS) {
    const configured =
      [...sections.keys()].some((s) => s === `tool.${t.tool}` || s.startsWith(`tool.${t.tool}.`)) ||
      t.configFiles.some((f) => names.has(f));
    const listed = mentionsPackage(text, t.tool);
    if (!configured && !listed) continue;
    gates.push({ name: t.gate, command: t.command });
    notes.push(`${t.tool}: ${configured ? 'configured' : 'listed as a dependency'} in pyproject.toml`);
    if (!mentionsPackage(installed, t.tool)) missing.push(t.tool);
  }

  const parts: string[] = [];
  if (installable) parts.push(extras.length > 0 ? `-e '.[${extras.join(',')}]'` : '-e .');
  parts.push(...missing);
  const pythonVersion: Record<string, string> = names.has('.python-version')
    ? { 'python-version-file': '.python-version' }
    : { 'python-version': requiresPythonVersion(sections.get('project') ?? '') ?? DEFAULT_PYTHON_VERSION };
  const setupSteps: SetupStep[] = [
    { name: 'Set up Python', uses: 'actions/setup-python@v5', with: pythonVersion },
  ];
  if (parts.length > 0)
    setupSteps.push({ name: 'Install dependencies', run: `pip install ${parts.join(' ')}`, repoCode: true });
  return { kind: 'python', gates, setupSteps, notes };
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
