import { describe, expect, it } from 'vitest';
import { detectProject, readerFromFiles } from '../src/core/detect/index.js';

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
    const d = detectProject(
      readerFromFiles({ 'pyproject.toml': pyproject, '.github/workflows/ci.yml': workflow }),
    );
    expect(d.gates.map((g) => [g.name, g.command, g.source])).toEqual([
      [
        'test',
        'pytest',
        'tox env py312 (pyproject.toml legacy_tox_ini [testenv]), run by .github/workflows/ci.yml, job t',
      ],
      [
        'lint',
        'ruff check .',
        'tox env lint (pyproject.toml legacy_tox_ini [testenv:lint]), run by .github/workflows/ci.yml, job t',
      ],
    ]);
    expect(d.setupSteps.at(-1)).toEqual({
      name: 'Install dependencies',
      run: 'pip install -e . pytest ruff',
      repoCode: true,
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
    const d = detectProject(
      readerFromFiles({ 'pyproject.toml': pyproject, 'uv.lock': '', '.github/workflows/ci.yml': workflow }),
    );
    // mypy is in a dependency group, so its gate comes from pyproject.toml; tox's env says the CI runs it.
    expect(d.gates.find((g) => g.name === 'typecheck')).toEqual({
      name: 'typecheck',
      command: 'uv run --locked --group lint mypy .',
      source: 'pyproject.toml [dependency-groups] lint',
    });
    // ruff is not configured for formatting: the format gate is the lint env's command, run
    // directly, with its posargs table left out.
    expect(d.gates.find((g) => g.name === 'format')).toEqual({
      name: 'format',
      command: 'uv run --locked ruff format --check',
      source: 'tox env lint (pyproject.toml [tool.tox.env.lint]), run by .github/workflows/ci.yml, job t',
    });
    expect(d.notes).toContain(
      'gate test (`uv run --locked pytest`): the CI runs it through tox env py312 (pyproject.toml [tool.tox.env_run_base]), run by .github/workflows/ci.yml, job t',
    );
    expect(d.notes).toContain(
      'gate typecheck (`uv run --locked --group lint mypy .`): the CI runs it through tox env type (pyproject.toml [tool.tox.env.type]), run by .github/workflows/ci.yml, job t',
    );
  });
});
