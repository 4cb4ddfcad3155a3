// The CI read as jobs and its check jobs transplanted (docs/ARCHITECTURE.md#gates), on the real
// workflow files of the eight repositories of issue 29 (test/fixtures/ci-repos/, each at the
// commit its README names): the main leg, the gates and setup the CI runs on a pull request,
// no required gate from a specialised job, every cache restore-only or off.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runGate } from '../src/adapters/gates.js';
import { projectReader } from '../src/adapters/project-files.js';
import { condition, substitute } from '../src/core/detect/ci-expr.js';
import { mainLeg, matrixLegs } from '../src/core/detect/ci-jobs.js';
import {
  type DetectedProject,
  detectProject,
  type JobChoice,
  jobsTable,
  readerFromFiles,
} from '../src/core/detect/index.js';
import { GateSchema } from '../src/core/plan/plan.js';
import { tempDir } from './support/repo.js';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'ci-repos');
const detect = (repo: string, choice: JobChoice = {}) =>
  detectProject(projectReader(join(FIXTURES, repo)), choice);
const gate = (d: DetectedProject, command: string) => d.gates.find((g) => g.command === command);
const row = (d: DetectedProject, job: string) => d.jobs?.find((j) => j.job === job);
const setup = (d: DetectedProject, action: string) =>
  d.setupSteps.find((s) => s.uses?.startsWith(`${action}@`));
/** No required gate runs another toolchain, a cross target or a container's distribution. */
const noSpecialGate = (d: DetectedProject) => {
  for (const g of d.gates.filter((x) => x.required !== false)) {
    expect(g.command).not.toMatch(
      /(^|\s)\+\S|--target(\s|=)(?!x86_64-unknown-linux-gnu)|-Z\s*minimal|\bmiri\b/,
    );
    expect(g.source).not.toMatch(/msrv|nightly|alpine|musl|wasm|armv|windows|macos/i);
  }
};

describe('the eight repositories of issue 29, on their main leg', () => {
  it('tokio-rs/axum: clippy, fmt and the stable test leg; the MSRV, nightly and cross jobs are listed, not gates', () => {
    const d = detect('tokio-rs-axum');
    // The matrix expression `${{ matrix.workspace }}` is substituted with the main leg's value.
    expect(
      gate(
        d,
        'cargo clippy --locked --manifest-path ./Cargo.toml --workspace --all-targets --all-features -- -D warnings',
      ),
    ).toMatchObject({ name: 'Check', source: '.github/workflows/CI.yml, job check, leg workspace=.' });
    expect(gate(d, 'cargo fmt --all --check --manifest-path ./Cargo.toml')).toBeDefined();
    expect(
      gate(d, 'cargo test --locked --workspace --all-features --all-targets --manifest-path ./Cargo.toml'),
    ).toMatchObject({
      source: '.github/workflows/CI.yml, job test-versions, leg rust=stable, workspace=.',
    });
    // A step's working-directory stays with its gate.
    expect(d.gates.find((g) => g.name === 'Check examples dependency tables')).toMatchObject({
      command: 'cargo-sort --workspace --grouped --check',
      workingDirectory: 'examples',
    });
    noSpecialGate(d);
    expect(row(d, 'test-msrv')).toMatchObject({ verdict: 'left out', reason: expect.stringMatching(/MSRV/) });
    expect(row(d, 'armv5te-unknown-linux-musleabi')).toMatchObject({
      verdict: 'left out',
      reason: 'cross-compiles (adds the target armv5te-unknown-linux-musleabi)',
    });
    expect(row(d, 'external-types')?.reason).toMatch(/nightly/);
    expect(row(d, 'test-versions')).toMatchObject({ verdict: 'kept', leg: 'rust=stable, workspace=.' });
    // One toolchain with the components of every kept job; the cache restores, never saves.
    // (the test job's leg says `toolchain: stable`: the main leg's setup)
    expect(setup(d, 'dtolnay/rust-toolchain')).toMatchObject({
      uses: 'dtolnay/rust-toolchain@master',
      with: { toolchain: 'stable', components: 'clippy, rustfmt' },
    });
    expect(setup(d, 'Swatinem/rust-cache')).toMatchObject({
      uses: 'Swatinem/rust-cache@v2.7.8',
      with: { 'save-if': 'false' },
    });
    expect(setup(d, 'taiki-e/install-action')?.with?.tool).toBe('cargo-hack, cargo-sort@2.1.3');
    expect(d.notes.some((n) => n.startsWith('setup: Swatinem/rust-cache restores only'))).toBe(true);
  });

  it('spf13/viper: the race test with the matrix tags, golangci-lint; the GOOS build is a cross build', () => {
    const d = detect('spf13-viper');
    expect(gate(d, "go test -race -v -tags '' -shuffle=on ./...")).toMatchObject({ name: 'Test' });
    expect(gate(d, "go test -race -v -tags '' -shuffle=on ./...")?.required).toBeUndefined();
    expect(gate(d, 'golangci-lint run')).toBeDefined();
    expect(setup(d, 'golangci/golangci-lint-action')?.with).toEqual({
      version: 'v2.4.0',
      'install-only': 'true',
    });
    expect(setup(d, 'actions/setup-go')?.with).toEqual({ 'go-version': '1.23', cache: 'false' });
    expect(row(d, 'Build')).toMatchObject({
      verdict: 'left out',
      reason: 'cross-compiles (GOOS=js GOARCH=wasm)',
    });
    // The read-only token of the task job stands in for the CI's own GITHUB_TOKEN, as written.
    expect(String(setup(d, 'cachix/install-nix-action')?.with?.extra_nix_config)).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
      'github.com=${{ secrets.GITHUB_TOKEN }}',
    );
    noSpecialGate(d);
  });

  it('pydantic/pydantic-settings: pre-commit (make lint, make mypy) and make test; setup-uv without its cache', () => {
    const d = detect('pydantic-pydantic-settings');
    expect(d.gates.map((g) => g.command)).toEqual([
      'pre-commit run --show-diff-on-failure --color=always --all-files',
      'make test',
      'uv pip uninstall PyYAML',
      'make test',
    ]);
    expect(setup(d, 'astral-sh/setup-uv')?.with?.['enable-cache']).toBe('false');
    expect(d.setupSteps.some((s) => s.run === 'uv sync --group testing --all-extras' && s.repoCode)).toBe(
      true,
    );
    expect(row(d, 'release')?.verdict).toBe('left out');
    expect(row(d, 'coverage')?.verdict).toBe('left out');
  });

  it('pypa/packaging: every nox session the CI runs; the Alpine container job and the benchmarks are left out', () => {
    const d = detect('pypa-packaging');
    for (const c of [
      'pipx run nox -s tests',
      'pipx run nox -s lint -- --show-diff-on-failure',
      'pipx run nox -s docs',
    ])
      expect(gate(d, c)).toBeDefined();
    expect(row(d, 'Alpine / musl')?.reason).toMatch(/^runs in the container alpine:/);
    expect(row(d, 'ASV')?.reason).toBe('in the perf workflow: a benchmark job');
    // setup-python installs both jobs' versions; its cache is off.
    expect(setup(d, 'actions/setup-python')?.with).toEqual({
      'python-version': '3.14\n3.10',
      'allow-prereleases': 'true',
    });
    noSpecialGate(d);
  });

  it('google/gson: setup-java and mvn verify; CodeQL, fuzzing and a second JDK are left out with reasons', () => {
    const d = detect('google-gson');
    expect(d.gates[0]).toMatchObject({
      command: 'mvn verify javadoc:jar',
      env: { MAVEN_ARGS: '--show-version --batch-mode --no-transfer-progress' },
    });
    expect(setup(d, 'actions/setup-java')?.with).toEqual({ distribution: 'temurin', 'java-version': '17' });
    expect(row(d, 'analyze')?.reason).toMatch(/CodeQL/);
    expect(row(d, 'Fuzzing')?.reason).toBe('a fuzzing job');
    expect(row(d, 'native-image-test')?.reason).toMatch(/^needs Java from graalvm\/setup-graalvm/);
    expect(row(d, 'check-api-compatibility')?.reason).toMatch(/checks out another tree/);
    expect(d.setupSteps.some((s) => s.uses?.startsWith('graalvm/'))).toBe(false);
  });

  it('oakserver/oak: setup-deno, deno fmt --check, deno lint, the test task; no coverage report step', () => {
    const d = detect('oakserver-oak');
    expect(d.gates.map((g) => g.command)).toEqual([
      'deno fmt --check',
      'deno lint',
      'deno task test:coverage',
    ]);
    expect(d.setupSteps).toEqual([
      { name: 'install deno', uses: 'denoland/setup-deno@v2', with: { 'deno-version': 'canary' } },
    ]);
    expect(d.notes.some((n) => n.includes('"generate lcov": prepares a report'))).toBe(true);
  });

  it('mitsuhiko/minijinja: its make targets; the cross, nightly, 1.70 and no-lock jobs are not gates', () => {
    const d = detect('mitsuhiko-minijinja');
    for (const c of ['make lint', 'make format-check', 'make check', 'make test'])
      expect(gate(d, c)).toBeDefined();
    expect(d.gates.some((g) => g.command.includes('cargo check') && g.command.includes('--target'))).toBe(
      false,
    );
    expect(row(d, 'Check on 1.70.0 (32bit)')?.reason).toMatch(/cross-compiles/);
    // Its facts say so twice: the MSRV lockfile copied in, and Rust 1.70.0 beside stable.
    expect(row(d, 'Test on 1.70.0')?.reason).toBe(
      "tests other dependency versions than the lockfile's (`cp Cargo.lock.msrv Cargo.lock`)",
    );
    expect(row(d, 'Test on Latest (No Lock)')?.reason).toMatch(
      /other dependency versions than the lockfile's/,
    );
    expect(row(d, 'Test CLI Windows')?.reason).toMatch(/windows-latest only/);
    noSpecialGate(d);
  });

  it('changesets/changesets: build, test, types, lint, format, set up by its composite action', () => {
    const d = detect('changesets-changesets');
    expect(d.gates.map((g) => g.command)).toEqual([
      'pnpm manypkg check',
      'pnpm build',
      'pnpm test',
      'pnpm types:check',
      'pnpm lint',
      'pnpm format',
    ]);
    // The composite action (`uses: $/.github/actions/ci-setup`) with the leg's node-version input.
    expect(setup(d, 'pnpm/action-setup')).toBeDefined();
    expect(setup(d, 'actions/setup-node')?.with).toEqual({
      'node-version': '22',
      'package-manager-cache': 'false',
    });
    expect(d.setupSteps.find((s) => s.run === 'pnpm install --frozen-lockfile')?.repoCode).toBe(true);
    expect(row(d, 'test')?.leg).toBe('node_version=22, os=ubuntu-latest');
    expect(row(d, 'CI OK')?.verdict).toBe('left out');
  });
});

describe('the mechanisms, on real workflow files', () => {
  const workflow = (repo: string, file: string) =>
    parse(projectReader(join(FIXTURES, repo)).read(file) ?? '') as {
      jobs: Record<string, { strategy: { matrix: unknown } }>;
    };

  it('expands a matrix with include as GitHub does, and takes the leg a maintainer calls ordinary', () => {
    const ctx = { matrix: {}, env: {}, inputs: {}, runner: { os: 'Linux' }, github: {} };
    const { legs } = matrixLegs(
      workflow('changesets-changesets', '.github/workflows/ci.yml').jobs.test!.strategy.matrix,
      ctx,
    );
    expect(legs.map((l) => [l.values.node_version, l.values.os, l.includeOnly])).toEqual([
      [22, 'ubuntu-latest', false],
      [24, 'ubuntu-latest', false],
      [26, 'ubuntu-latest', false],
      [24, 'macos-latest', true],
      [24, 'windows-latest', true],
    ]);
    expect(mainLeg(legs).leg.values).toEqual({ node_version: 22, os: 'ubuntu-latest' });
    const axum = matrixLegs(
      workflow('tokio-rs-axum', '.github/workflows/CI.yml').jobs['test-versions']!.strategy.matrix,
      ctx,
    ).legs;
    expect(mainLeg(axum).leg.values).toEqual({ rust: 'stable', workspace: '.' });
    expect(mainLeg(axum, { rust: 'beta' }).leg.values).toEqual({ rust: 'beta', workspace: '.' });
    expect(mainLeg(axum, { rust: 'nope' }).why).toBe('no leg has rust=nope');
  });

  it('--leg and --job put the user in charge, and say so in the table', () => {
    const beta = detect('tokio-rs-axum', { legs: { rust: 'beta' } });
    expect(row(beta, 'test-versions')?.leg).toBe('rust=beta, workspace=.');
    const msrv = detect('tokio-rs-axum', { jobs: ['test-msrv'] });
    expect(row(msrv, 'test-msrv')).toMatchObject({
      verdict: 'kept',
      reason: expect.stringMatching(/^chosen with --job/),
    });
    expect(row(msrv, 'check')).toMatchObject({ verdict: 'left out', reason: 'not chosen (--job)' });
    const table = jobsTable(msrv.jobs ?? []);
    expect(table.split('\n')[0]).toMatch(/^workflow\s+job\s+leg\s+verdict\s+why$/);
    expect(table).toContain('test-msrv');
  });

  it('evaluates what is known for a pull request and names what is not', () => {
    const ctx = {
      matrix: { os: 'ubuntu-latest' },
      env: { MSRV: '1.80' },
      inputs: {},
      runner: { os: 'Linux' },
      github: { event_name: 'pull_request' },
    };
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
    expect(substitute('cargo +${{ env.MSRV }} test on ${{ runner.os }}', ctx)).toEqual({
      text: 'cargo +1.80 test on Linux',
      unknown: [],
    });
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
    expect(substitute('${{ secrets.CODECOV_TOKEN }}', ctx).unknown).toEqual([
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
      '`${{ secrets.CODECOV_TOKEN }}` (secrets is only known when the CI runs)',
    ]);
    expect(condition("matrix.os != 'windows-latest' && github.event_name == 'pull_request'", ctx)).toEqual({
      value: true,
    });
    // On a pull request github.ref names no branch; the repository is not known.
    expect(condition("github.ref == 'refs/heads/main'", ctx)).toEqual({ value: false });
    expect(condition("github.repository == 'a/b'", ctx)).toEqual({
      why: 'github.repository is not known before the run',
    });
  });
});

describe('a gate as the CI step runs it', () => {
  it('runs in its working directory, with its shell and env', async () => {
    const dir = tempDir('ralph-gate-shape-');
    mkdirSync(join(dir, 'sub'));
    writeFileSync(join(dir, 'sub', 'marker'), 'here\n');
    const opts = { cwd: dir, env: { PATH: process.env.PATH } };
    const ok = await runGate(
      {
        name: 'where',
        command: 'cat marker\necho "$GREETING"',
        workingDirectory: 'sub',
        shell: 'bash -e {0}',
        env: { GREETING: 'hello' },
      },
      opts,
    );
    expect(ok).toMatchObject({ passed: true });
    expect(ok.outputTail).toBe('here\nhello\n');
    // `bash -e {0}`: the first failing line ends the script, as on the runner.
    const stops = await runGate({ name: 'stops', command: 'false\necho after', shell: 'bash -e {0}' }, opts);
    expect(stops).toMatchObject({ passed: false, exitCode: 1 });
    expect(stops.outputTail).not.toContain('after');
    // `bash` is `-eo pipefail`: a failing command before a pipe fails the step.
    expect(await runGate({ name: 'pipe', command: 'false | cat', shell: 'bash' }, opts)).toMatchObject({
      passed: false,
    });
    expect(await runGate({ name: 'pipe', command: 'false | cat' }, opts)).toMatchObject({ passed: true });
  });

  it('refuses a working directory outside the repository and a shell it cannot run', () => {
    expect(GateSchema.safeParse({ name: 'x', command: 'y', workingDirectory: '../up' }).success).toBe(false);
    expect(GateSchema.safeParse({ name: 'x', command: 'y', workingDirectory: '/etc' }).success).toBe(false);
    expect(GateSchema.safeParse({ name: 'x', command: 'y', workingDirectory: 'a/..b' }).success).toBe(true);
    expect(GateSchema.safeParse({ name: 'x', command: 'y', shell: 'pwsh' }).success).toBe(false);
    expect(GateSchema.safeParse({ name: 'x', command: 'y', shell: 'bash -e {0}' }).success).toBe(true);
  });
});

describe('what the check on repositories the issue did not name fixed, on their real workflows', () => {
  it('BurntSushi/ripgrep: the stable leg, not a leg whose target triple is another (musl); a job that adds a target is a cross job', () => {
    const d = detect('BurntSushi-ripgrep');
    expect(row(d, 'test')?.leg).toBe('build=stable, os=ubuntu-latest, rust=stable');
    expect(row(d, 'wasm')?.reason).toBe('cross-compiles (adds the target wasm32-wasip1)');
    // The leg's `if: matrix.target == ''` steps are gates, the cross ones are not.
    expect(d.gates.map((g) => g.name)).toContain('Run tests with PCRE2 (sans cross)');
    expect(d.gates.map((g) => g.name)).not.toContain('Run tests without PCRE2 (with cross)');
  });

  it("sharkdp/fd: a matrix of objects (`job: { target, os }`) is judged by the object's fields; `gh release download` publishes nothing", () => {
    const d = detect('sharkdp-fd');
    // The host's target on ubuntu, not the first leg (aarch64, a cross build).
    expect(row(d, 'build')?.leg).toContain('"target":"x86_64-unknown-linux-gnu"');
    // Its leg still builds with `cross` and `--target`: left out as a cross build, not as a release job
    // (its `Install cross` step downloads a release; the publishing steps wait for a tag).
    expect(row(d, 'build')?.verdict).toBe('left out');
    expect(row(d, 'build')?.reason).toMatch(/^cross-compiles/);
    expect(d.gates.map((g) => g.command)).toEqual([
      'cargo fmt -- --check',
      'cargo clippy --all-targets --all-features -- -Dwarnings',
    ]);
  });

  it('go-chi/chi: its only checkout, at a GOPATH path, is the root; the step there runs at the root', () => {
    const d = detect('go-chi-chi');
    expect(d.gates).toEqual([
      {
        name: 'Test',
        command: 'go get -d -t ./...\nmake test',
        shell: 'bash -e {0}',
        source: '.github/workflows/ci.yml, job test, leg go-version=1.23.x, os=ubuntu-latest',
      },
    ]);
  });

  it("go-gorm/gorm: the database jobs' services go into the task job, each once", () => {
    const d = detect('go-gorm-gorm');
    expect(Object.keys(d.services ?? {})).toEqual(expect.arrayContaining(['mysql', 'postgres']));
    expect(d.gates.find((g) => g.name === 'Tests (postgres)')?.command).toContain('GORM_DIALECT=postgres');
    // Its cache key reads hashFiles(): the task job's runner evaluates it alike, so it stays.
    expect(setup(d, 'actions/cache/restore')?.with?.key).toBe(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
      "Linux-go-stable-${{ hashFiles('tests/go.mod') }}",
    );
  });

  it("brianc/node-postgres: the steps before the checkout prepare the job's database: setup, not gates", () => {
    const d = detect('brianc-node-postgres');
    // `uname -a` (Show OS) checks nothing; `psql ... CREATE ROLE` makes the roles the tests log in
    // as, before the tree is there: neither is a gate.
    expect(d.gates.map((g) => g.command)).toEqual(['yarn lint', 'yarn test']);
    const roles = d.setupSteps.find((s) => s.run?.includes('CREATE ROLE scram_test'));
    // Named as GitHub's log names an unnamed step, its `\` continuations joined.
    expect(roles?.name).toBe(
      `psql -c "SET password_encryption = 'scram-sha-256'" -c "CREATE ROLE scram_test`,
    );
    // It reaches the database as the job's env says.
    expect(roles?.env).toMatchObject({ PGHOST: 'localhost', PGUSER: 'postgres' });
    expect(d.notes).toContainEqual(
      `.github/workflows/ci.yml, job build, step "Run ${roles?.name}": runs before the checkout, so it checks nothing of the change; a setup step`,
    );
    expect(Object.keys(d.services ?? {})).toEqual(['postgres']);
  });

  it('psycopg/psycopg: a database started with `docker run -d` becomes a service; docker is never a gate', () => {
    const d = detect('psycopg-psycopg');
    // What `docker run --rm -d --name postgres -p 5432:5432 -e POSTGRES_PASSWORD=password
    // postgres:17 -c max_prepared_transactions=10` starts, as GitHub's services take it.
    expect(d.services?.postgres).toEqual({
      image: 'postgres:17',
      env: { POSTGRES_PASSWORD: 'password' },
      ports: ['5432:5432'],
    });
    expect(d.gates.some((g) => /\bdocker\b/.test(g.command))).toBe(false);
    // A service takes no command: the arguments after the image are named, not lost silently.
    expect(d.notes).toContainEqual(
      expect.stringMatching(
        /step "Start PostgreSQL service": runs docker, .*not a gate; what it starts becomes the task job's services: postgres; not carried over: .*the arguments after the image \(`-c max_prepared_transactions=10`\)/,
      ),
    );
    // CockroachDB's image is a shell variable: nothing to start, and said so.
    expect(d.notes).toContainEqual(
      expect.stringMatching(
        /step "Start CockroachDB service": runs docker, .*\$\{image\} is not known before the run/,
      ),
    );
    // Its lint job edits a tracked file in place before linting: not a check.
    expect(d.gates.some((g) => g.command.startsWith('sed -i'))).toBe(false);
    expect(d.notes).toContainEqual(
      expect.stringContaining('it edits files in place (sed -i), so it is not a check'),
    );
  });

  it('jazzband/django-redis: docker compose is named, and a cache whose path only the run knows is left out', () => {
    const d = detect('jazzband-django-redis');
    expect(d.gates.map((g) => g.command)).toEqual(['tox', 'tox -e mypy']);
    expect(d.notes).toContainEqual(
      expect.stringMatching(
        /step "Docker compose up": runs docker, .*not carried over: `docker compose -f docker\/docker-compose.yml up -d --wait`/,
      ),
    );
    // `path: ${{ steps.pip-cache.outputs.dir }}`: actions/cache/restore without its required path fails.
    expect(d.setupSteps.some((s) => s.uses?.startsWith('actions/cache'))).toBe(false);
    expect(d.notes).toContainEqual(
      'setup: actions/cache left out: its path (required) is not known before the run',
    );
  });

  it("marshmallow: a release-named workflow's jobs named for checks run on every pull request: kept", () => {
    const d = detect('marshmallow-code-marshmallow');
    expect(d.gates.map((g) => g.command)).toEqual([
      'python -m tox -e mypy-test',
      'tox -e docs',
      'python -m tox -e py39',
    ]);
    expect(row(d, 'Build package')?.reason).toBe(
      'in the build-release workflow: a release, publish or deploy job',
    );
  });

  it('fmtlib/fmt: a step in a working-directory only the run knows is no gate; a docs deploy publishes', () => {
    const d = detect('fmtlib-fmt');
    // `working-directory: ${{runner.workspace}}/build`: a gate there would run nowhere.
    expect(d.gates.some((g) => g.workingDirectory?.includes('${{'))).toBe(false);
    // doc.yml's build runs `$GITHUB_WORKSPACE/support/mkdocs deploy dev`: it publishes.
    expect(d.jobs?.filter((j) => j.job === 'build').map((j) => [j.workflow, j.reason])).toEqual([
      ['doc.yml', 'publishes'],
      [
        'linux.yml',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
        'its check steps need what only the run knows: `sudo apt update` reads `${{runner.workspace}}` (runner.workspace is not known before the run)',
      ],
    ]);
  });

  it('thephpleague/flysystem: composer update installs; key files and waiting for services prepare', () => {
    const d = detect('thephpleague-flysystem');
    expect(d.gates.map((g) => g.command)).toEqual([
      "COMPOSER_OPTS='' vendor/bin/phpunit --coverage-text",
      'vendor/bin/phpstan analyse',
      'vendor/bin/php-cs-fixer fix --diff --dry-run',
    ]);
    expect(d.setupSteps.map((s) => s.run).filter(Boolean)).toEqual([
      'chmod 0400 ./test_files/sftp/id_*',
      'ssh-add ./test_files/sftp/id_rsa',
      'composer update --no-progress',
      'php test_files/wait_for_sftp.php',
      'php test_files/wait_for_ftp.php 2121',
      'php test_files/wait_for_ftp.php 2122',
    ]);
  });

  it("sinatra: setup-ruby's bundler-cache is off in the task job, and init says the gates must install the gems", () => {
    const d = detect('sinatra-sinatra');
    expect(setup(d, 'ruby/setup-ruby')?.with?.['bundler-cache']).toBe('false');
    // A setup step's `bundle install` would not last: the agent user's home, where the gems go
    // (its GEM_HOME), is emptied before each step (lend.ts).
    expect(d.setupSteps.some((s) => s.run?.includes('bundle install'))).toBe(false);
    expect(d.notes).toContainEqual(
      expect.stringContaining('so a gate that needs them runs `bundle install` itself'),
    );
  });

  it('python-poetry/cleo: a step whose script reads an env value only the run knows is not a gate', () => {
    const d = detect('python-poetry-cleo');
    // `towncrier check --compare-with "origin/${BASE_REF}"` with `BASE_REF: ${{ github.base_ref }}`:
    // with BASE_REF left out it would compare with `origin/` and fail on every attempt.
    expect(d.gates.map((g) => g.command)).toEqual(['poetry run mypy', 'poetry run pytest']);
    expect(row(d, 'news entry')?.reason).toBe(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the shell's, not a template
      'its check steps need what only the run knows: `pipx run towncrier check --compare-with "origin/${BASE_REF}"` reads $BASE_REF, which only the run knows',
    );
  });

  it('tiangolo/sqlmodel: a step that installs on a cache miss runs in the task job', () => {
    const d = detect('tiangolo-sqlmodel');
    // `if: steps.cache.outputs.cache-hit != 'true'`: without it no dependency is installed and
    // `bash scripts/test.sh` fails on the untouched tree.
    expect(d.setupSteps.map((s) => s.run)).toContain('pip install -r requirements-tests.txt');
    expect(d.notes).toContainEqual(
      `.github/workflows/test.yml, job test, step "Install Dependencies": its \`if: steps.cache.outputs.cache-hit != 'true'\` is read as a cache miss: the step runs`,
    );
    expect(d.gates.map((g) => g.command)).toContain('bash scripts/test.sh');
  });

  it('a deploy is a subcommand that deploys, not any word `deploy`', () => {
    const job = (run: string) =>
      detectProject(
        readerFromFiles({
          '.github/workflows/ci.yml': `on: pull_request\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v5\n      - run: ${JSON.stringify(run)}\n`,
        }),
      ).jobs?.[0];
    for (const run of ['cargo test --features deploy', 'cargo test && echo deploy', 'make deploy-check'])
      expect(job(run), run).toMatchObject({ verdict: 'kept' });
    for (const run of ['mkdocs gh-deploy --force', 'mvn -B deploy', 'npm run deploy', 'npx firebase deploy'])
      expect(job(run), run).toMatchObject({ verdict: 'left out', reason: 'publishes' });
  });

  it('pallets/flask: two caches of two paths, both restore-only', () => {
    const d = detect('pallets-flask');
    const caches = d.setupSteps.filter((s) => s.uses?.startsWith('actions/cache/restore@'));
    expect(caches.map((c) => c.with?.path)).toEqual(['~/.cache/pre-commit', './.mypy_cache']);
  });
});
