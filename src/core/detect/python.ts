// Python projects: mypy, ruff and pytest from pyproject.toml and the tools' configs, run through
// uv, Poetry or a pip install; the gates of the tox envs the CI runs; the Python version.
import type { CiFacts } from './ci.js';
import { BY_HAND, writesFiles } from './gates.js';
import {
  installLines,
  mentionsPackage,
  requirementName,
  requirementsMention,
  safeInstallScript,
} from './pip.js';
import { pythonTool, pythonWords } from './python-commands.js';
import { shellQuote, shellWords } from './shell.js';
import { readToml, requirementLists, requirementsText, strings, type TomlTable, table } from './toml.js';
import { lowestVersion } from './toolchain.js';
import { readTox, toxEnvsRun } from './tox.js';
import type { Ecosystem, ProjectReader, ProposedGate, SetupStep } from './types.js';

export const DEFAULT_PYTHON_VERSION = '3.12';

export type PythonRunner = 'uv' | 'poetry' | 'pip';

/** Extras installed with the project when pyproject.toml defines them (pip). */
export const DEV_EXTRAS = ['dev', 'test', 'tests'];

type Classify = Ecosystem['classify'];

/** A check tool the build files name, and the gate it gives. */
interface PythonTool {
  tool: string;
  gate: string;
  args: string;
  source: string;
}

/** What pyproject.toml and the tools' configs say, as the steps of detectPython read it. */
interface PythonProject {
  reader: ProjectReader;
  names: Set<string>;
  ci: CiFacts;
  notes: string[];
  doc: TomlTable;
  /** pyproject.toml's whole text (empty when it is not valid TOML), for a dependency named anywhere. */
  text: string;
  project: TomlTable | undefined;
  has(tool: string): boolean;
  runner: PythonRunner;
  /** pyproject.toml or setup.py makes the project something pip can install. */
  installable: boolean;
  /** `[dependency-groups]`, and `[project.optional-dependencies]`, as requirement texts by name. */
  groups: Record<string, string>;
  defaultGroups: string[];
  optional: Record<string, string>;
  projectDeps: string;
  /** What `pip install -e '.[dev]'` installs. */
  installed: string;
  ruffFix: boolean;
  mypyFiles: boolean;
  /** The groups and extras `uv sync` must add for the gates. */
  syncGroups: Set<string>;
  syncExtras: Set<string>;
}

/** The gates the CI runs through tox, and what they need. */
interface ToxFindings {
  gates: ProposedGate[];
  /** Gate names of the build files whose tool a tox env the CI runs runs too. */
  covered: Map<string, string>;
  /** The deps and extras of the envs that gave gates (pip installs them). */
  installs: string[];
  extras: string[];
  /** The CI jobs that run tox. */
  jobs: Set<string>;
}

export function detectPython(reader: ProjectReader, names: Set<string>, ci: CiFacts): Ecosystem {
  const py = readPythonProject(reader, names, ci);
  const { gates, missing } = toolGates(py, pythonTools(py));
  const classify = pythonClassifier(py);
  const tox = gatesFromTox(py, gates, classify);
  const setupSteps = pythonSetup(py, gates, tox, missing, classify);
  return {
    kind: 'python',
    gates,
    setupSteps,
    notes: py.notes,
    classify,
    ciGates: tox.gates,
    covered: tox.covered,
  };
}

function readPythonProject(reader: ProjectReader, names: Set<string>, ci: CiFacts): PythonProject {
  const notes: string[] = [];
  const parsed = readToml(reader, 'pyproject.toml', notes, 'nothing is read from it');
  const doc = parsed ?? {};
  const text = parsed ? (reader.read('pyproject.toml') ?? '') : '';
  const project = table(doc, 'project');
  const has = (tool: string) => table(doc, 'tool', tool) !== undefined;
  const ciUv =
    ci.actions.some((a) => a.action === 'astral-sh/setup-uv') ||
    ci.commands.some((c) => /^uv\s/.test(c.command));
  const runner: PythonRunner =
    names.has('uv.lock') || has('uv') || ciUv
      ? 'uv'
      : names.has('poetry.lock') || has('poetry')
        ? 'poetry'
        : 'pip';
  const installable =
    project !== undefined ||
    has('poetry') ||
    table(doc, 'build-system') !== undefined ||
    names.has('setup.py');
  const groups = requirementLists(doc['dependency-groups']);
  // uv syncs the `dev` group unless `tool.uv.default-groups` names others (or says "all").
  const uvDefault = table(doc, 'tool', 'uv')?.['default-groups'];
  const defaultGroups =
    uvDefault === undefined ? ['dev'] : uvDefault === 'all' ? Object.keys(groups) : strings(uvDefault);
  const optional = requirementLists(project?.['optional-dependencies']);
  const projectDeps = requirementsText(project?.dependencies) ?? '';
  const installed = !installable
    ? ''
    : [projectDeps, ...DEV_EXTRAS.filter((e) => optional[e] !== undefined).map((e) => optional[e])].join(
        '\n',
      );
  const ruffFile = ['ruff.toml', '.ruff.toml'].find((f) => names.has(f));
  const ruffConfig = ruffFile
    ? readToml(reader, ruffFile, notes, 'the gates do not know whether ruff fixes by default')
    : table(doc, 'tool', 'ruff');
  const mypyFiles =
    table(doc, 'tool', 'mypy')?.files !== undefined ||
    ['mypy.ini', '.mypy.ini', 'setup.cfg'].some((f) => /^\s*files\s*=/m.test(reader.read(f) ?? ''));
  return {
    reader,
    names,
    ci,
    notes,
    doc,
    text,
    project,
    has,
    runner,
    installable,
    groups,
    defaultGroups,
    optional,
    projectDeps,
    installed,
    ruffFix: ruffConfig?.fix === true,
    mypyFiles,
    syncGroups: new Set(),
    syncExtras: new Set(),
  };
}

/** mypy, ruff (check, and format where configured) and pytest, where a config or a dependency names them. */
function pythonTools(py: PythonProject): PythonTool[] {
  const { names, has, groups, optional, text, ruffFix, mypyFiles, doc, notes } = py;
  const precommit = py.reader.read('.pre-commit-config.yaml') ?? '';
  const tools: PythonTool[] = [];
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
    const fmt = table(doc, 'tool', 'ruff', 'format')
      ? 'pyproject.toml [tool.ruff.format]'
      : /id:\s*ruff-format\b/.test(precommit)
        ? '.pre-commit-config.yaml ruff-format'
        : undefined;
    if (fmt) tools.push({ tool: 'ruff', gate: 'format', args: ' format --check', source: fmt });
  }
  const pytestSrc = pytestConf ?? listed('pytest');
  if (pytestSrc) tools.push({ tool: 'pytest', gate: 'test', args: '', source: pytestSrc });

  return tools;
}

/** The tools' gates, run through the project's runner; with pip, the tools it does not install. */
function toolGates(py: PythonProject, tools: PythonTool[]): { gates: ProposedGate[]; missing: string[] } {
  const { runner, groups, defaultGroups, optional, projectDeps, text, installed, names, doc, notes } = py;
  const gates: ProposedGate[] = [];
  const missing: string[] = [];
  for (const t of tools) {
    let prefix = '';
    if (runner === 'uv') {
      const group = Object.entries(groups).find(([, body]) => mentionsPackage(body, t.tool))?.[0];
      const inProject = mentionsPackage(projectDeps, t.tool);
      const extra = Object.entries(optional).find(([, body]) => mentionsPackage(body, t.tool))?.[0];
      if (group && !defaultGroups.includes(group)) {
        py.syncGroups.add(group);
        prefix = `uv run --locked --group ${group} `;
      } else if (group || inProject) prefix = 'uv run --locked ';
      else if (extra) {
        py.syncExtras.add(extra);
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
      table(doc, 'tool', 'pytest', 'ini_options')?.pythonpath === undefined
        ? 'PYTHONPATH=src '
        : '';
    gates.push({ name: t.gate, command: `${srcFirst}${prefix}${t.tool}${t.args}`, source: t.source });
  }
  if (tools.some((t) => t.tool === 'mypy'))
    notes.push(
      py.mypyFiles
        ? 'mypy: its config names the files to check, so the gate runs plain `mypy`'
        : 'mypy: no `files` in its config; the gate checks `.`',
    );

  return { gates, missing };
}

/** How a Python command line reads as a gate (through uv, Poetry or `python -m`). */
function pythonClassifier(py: PythonProject): Classify {
  const { runner, reader, ruffFix } = py;
  return (command) => {
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
  };
}

/**
 * tox: the environments the CI runs, and the commands in them. Each check tool in them is a
 * gate of its own, run directly (the gates are what tox would run), unless a gate from the
 * build files runs the same tool: that one stays, and counts as run by the CI.
 */
function gatesFromTox(py: PythonProject, gates: ProposedGate[], classify: Classify): ToxFindings {
  const { reader, names, doc, ci, notes, runner, groups, defaultGroups, syncGroups } = py;
  const found: ToxFindings = { gates: [], covered: new Map(), installs: [], extras: [], jobs: new Set() };
  const { gates: toxGates, covered, installs: toxInstalls, extras: extrasWanted, jobs: toxJobs } = found;
  const tox = readTox(reader, names, doc);
  if (!tox) return found;
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

  const toxRan = new Set(ci.commands.flatMap((c) => toxEnvsRun(c, tox) ?? []));
  if (!gates.some((g) => g.name === 'typecheck') && !toxGates.some((g) => g.name === 'typecheck'))
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

  return found;
}

/** Python, then uv, Poetry or pip with what the gates need. */
function pythonSetup(
  py: PythonProject,
  gates: ProposedGate[],
  tox: ToxFindings,
  missing: string[],
  classify: Classify,
): SetupStep[] {
  const { names, ci, notes, runner, project, groups, defaultGroups, syncGroups, syncExtras } = py;
  const toxGates = tox.gates;
  // `.python-version`, else a plain version the CI sets up, else the lowest `requires-python`.
  const ciPython = ci.actions
    .map((a) => (a.action === 'actions/setup-python' ? a.with['python-version'] : undefined))
    .find((v) => v && !v.includes('${{'));
  const pythonVersion: Record<string, string> = names.has('.python-version')
    ? { 'python-version-file': '.python-version' }
    : {
        'python-version':
          ciPython ?? requiresPythonVersion(project?.['requires-python']) ?? DEFAULT_PYTHON_VERSION,
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
    const install = pipInstall(py, tox, missing, classify);
    if (install) setupSteps.push(install);
  }
  return setupSteps;
}

/**
 * The pip install step: what the CI job that runs the checks installs (its pip lines and
 * install scripts, so the test dependencies are there), else the project with its dev extras;
 * then the deps of the tox envs and the tools still missing.
 */
function pipInstall(
  py: PythonProject,
  tox: ToxFindings,
  missing: string[],
  classify: Classify,
): SetupStep | undefined {
  const { reader, ci, notes, installable, installed, optional } = py;
  const { gates: toxGates, installs: toxInstalls, extras: extrasWanted, jobs: toxJobs } = tox;
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
    if (installable) lines.push(`pip install ${extras.length > 0 ? `-e '.[${extras.join(',')}]'` : '-e .'}`);
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
  return lines.length > 0
    ? { name: 'Install dependencies', run: lines.join(' && '), repoCode: true }
    : undefined;
}

export function requiresPythonVersion(requires: unknown): string | undefined {
  const v = typeof requires === 'string' ? lowestVersion(requires) : undefined;
  // "3" alone would pick the oldest Python 3; only a minor version says something.
  return v?.includes('.') ? v.split('.').slice(0, 2).join('.') : undefined;
}
