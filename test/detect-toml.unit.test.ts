import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { detectProject, readerFromFiles } from '../src/core/detect/index.js';
import { readTox } from '../src/core/detect/tox.js';

describe('detect: the TOML build files', () => {
  it('names the place where a Cargo.toml is not valid TOML, and still proposes the cargo gates', () => {
    const d = detectProject(readerFromFiles({ 'Cargo.toml': '[package\nname = "x"\n' }));
    expect(d.kind).toBe('rust');
    expect(d.gates.map((g) => g.command)).toEqual(['cargo check', 'cargo test', 'cargo build']);
    expect(d.notes).toContain(
      'Cargo.toml is not valid TOML (line 1, column 9: illegal character in key); its gates assume one crate, not a workspace. Fix the file and run ralph init again',
    );
  });

  it('reads nothing from a pyproject.toml that is not valid TOML, and says so', () => {
    const d = detectProject(
      readerFromFiles({
        'pyproject.toml': '[project]\nname = "x"\ndependencies = ["ruff",\n[tool.ruff]\n',
        'uv.lock': '',
      }),
    );
    expect(d.gates).toEqual([]);
    expect(d.notes[0]).toMatch(
      /^pyproject\.toml is not valid TOML \(line 4, column \d+: .+\); nothing is read from it\. Fix the file/,
    );
  });

  it('reads a legacy_tox_ini whose ini has section headers, as tox does', () => {
    const pyproject = [
      '[project]',
      'name = "x"',
      '[tool.tox]',
      'legacy_tox_ini = """',
      '[tox]',
      'envlist = py312, lint',
      '[testenv]',
      'deps = pytest',
      'commands = pytest {posargs}',
      '[testenv:lint]',
      'deps = ruff',
      'commands = ruff check .',
      '"""',
      '',
    ].join('\n');
    const workflow =
      'on: pull_request\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: pip install tox\n      - run: tox\n';
    // Changed with issue 29: the CI's own `tox` run is the gate (before, the envs' tools ran
    // directly); the config is still read as tox reads it.
    const d = detectProject(
      readerFromFiles({ 'pyproject.toml': pyproject, '.github/workflows/ci.yml': workflow }),
    );
    expect(d.gates.map((g) => [g.name, g.command, g.source])).toEqual([
      ['tox', 'tox', '.github/workflows/ci.yml, job t'],
    ]);
    const tox = readTox(
      readerFromFiles({ 'pyproject.toml': pyproject }),
      new Set(['pyproject.toml']),
      parse(pyproject),
    )!;
    expect(tox.envList).toEqual(['py312', 'lint']);
    expect(tox.env('py312')).toMatchObject({
      section: 'pyproject.toml legacy_tox_ini [testenv]',
      commands: ['pytest'],
      deps: ['pytest'],
    });
    expect(tox.env('lint')).toMatchObject({
      section: 'pyproject.toml legacy_tox_ini [testenv:lint]',
      commands: ['ruff check .'],
      deps: ['ruff'],
    });
  });

  it('reads native tox TOML: env_list, env_run_base, an env of its own, posargs tables left out', () => {
    const pyproject = [
      '[project]',
      'name = "x"',
      '[dependency-groups]',
      'dev = ["pytest"]',
      'lint = ["mypy>=1"]',
      '[tool.tox]',
      'env_list = ["py312", "type"]',
      '[tool.tox.env_run_base]',
      'commands = [["pytest", { replace = "posargs", default = ["tests"], extend = true }]]',
      '[tool.tox.env.type]',
      'dependency_groups = ["lint"]',
      'commands = [["mypy", "src"]]',
      '[tool.tox.env.lint]',
      'commands = [["ruff", "check"], ["ruff", "format", "--check", { replace = "posargs", default = ["src"] }]]',
      '',
    ].join('\n');
    const workflow =
      'on: pull_request\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: tox -e type,py312,lint\n';
    // Changed with issue 29: the CI's own `tox -e` run is the gate; the config is still read.
    const d = detectProject(
      readerFromFiles({ 'pyproject.toml': pyproject, 'uv.lock': '', '.github/workflows/ci.yml': workflow }),
    );
    expect(d.gates.map((g) => g.command)).toEqual(['tox -e type,py312,lint']);
    const tox = readTox(
      readerFromFiles({ 'pyproject.toml': pyproject }),
      new Set(['pyproject.toml']),
      parse(pyproject),
    )!;
    expect(tox.envList).toEqual(['py312', 'type']);
    expect(tox.env('type')).toMatchObject({
      section: 'pyproject.toml [tool.tox.env.type]',
      commands: ['mypy src'],
      groups: ['lint'],
    });
    // posargs tables left out: the default is not the env's own argument.
    expect(tox.env('lint')?.commands).toEqual(['ruff check', 'ruff format --check']);
  });
});
