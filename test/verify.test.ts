// `ralph init` verifies the gates it chose by running them, and the dry runs say what would stop a
// run before it starts: the agent's CLI and sign-in, every program a gate calls, and what the CI's
// task job does not set up. The CLI runs as a user runs it: the bundled dist/index.js in a child
// process, on real git repositories, with PATH and HOME as the test sets them.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { agentSignIn } from '../src/adapters/agents/signin.js';
import { toolCheck } from '../src/adapters/tool-check.js';
import { gatePrograms } from '../src/core/workflow/gate-tools.js';
import { gateNeeds, type TaskJob, taskJobOf } from '../src/core/workflow/task-job-needs.js';
import { installHint } from '../src/core/workflow/tool-install.js';
import { renderWorkflow } from '../src/core/workflow/workflow.js';
import { DIST_ENTRY } from './support/action-runner.js';
import { makeRepo, planJson, tempDir } from './support/repo.js';

/** `ralph ARGS` as a user types it: the bundled CLI in its own process. */
function ralph(cwd: string, env: NodeJS.ProcessEnv, ...args: string[]) {
  const r = spawnSync(process.execPath, [DIST_ENTRY, ...args], { cwd, env, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** A folder of executables: each name a program that exits with `code` (default 0). */
function binDir(programs: Record<string, string> = {}): string {
  const dir = tempDir('ralph-verify-bin-');
  for (const [name, body] of Object.entries(programs)) {
    writeFileSync(join(dir, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(dir, name), 0o755);
  }
  return dir;
}

/** PATH with node, git and the system's programs, and the folders given first. */
function basePath(...more: string[]): string {
  return [...more, dirname(process.execPath), '/usr/bin', '/bin'].join(':');
}

describe('the programs a gate calls', () => {
  it('reads each command of a multi-line CI script, past keywords, wrappers and assignments', () => {
    const script = [
      'set -euo pipefail',
      'cargo fmt --check && RUSTFLAGS=-Dwarnings cargo clippy --all-targets',
      'if [ -f Makefile ]; then make check; fi',
      'echo done | tee out.txt',
      'sudo -E env FOO=1 just lint # a comment: nox',
      'helper() { echo; }',
      'helper',
      './scripts/check.sh --all',
      '"$HOME/bin/tool" --x',
      'uv run pytest',
    ].join('\n');
    expect(gatePrograms(script)).toEqual(['cargo', 'make', 'just', './scripts/check.sh', 'uv']);
  });

  it('knows how to install the usual ones, and says nothing it does not know', () => {
    expect(installHint('deno')).toContain('denoland/setup-deno');
    expect(installHint('pytest')).toBe('`pip install pytest` (or `apt-get install python3-pytest`)');
    expect(installHint('claude')).toBe('`npm install -g @anthropic-ai/claude-code`');
    expect(installHint('frobnicate')).toBeUndefined();
  });
});

describe('what a gate needs from the task job', () => {
  const job = (extra: Partial<TaskJob> = {}): TaskJob => ({ id: 'task', setup: [], services: [], ...extra });

  it('flags a +toolchain and a --target the job does not install, and accepts them once it does', () => {
    const gate = { name: 'msrv', command: 'cargo +1.80 check --target armv5te-unknown-linux-musleabi' };
    expect(gateNeeds(gate, job()).map((n) => n.need)).toEqual([
      'the Rust toolchain 1.80 (`cargo +1.80`)',
      'the Rust target armv5te-unknown-linux-musleabi (`--target armv5te-unknown-linux-musleabi`)',
    ]);
    const setUp = job({
      setup: [
        {
          uses: 'dtolnay/rust-toolchain@master',
          with: { toolchain: '1.80.0', targets: 'armv5te-unknown-linux-musleabi' },
        },
      ],
    });
    expect(gateNeeds(gate, setUp)).toEqual([]);
    // dtolnay's ref is the toolchain; a `rustup` setup line counts too; stable is on the runner.
    expect(
      gateNeeds(
        { name: 'n', command: 'cargo +nightly doc' },
        job({ setup: [{ uses: 'dtolnay/rust-toolchain@nightly' }] }),
      ),
    ).toEqual([]);
    expect(
      gateNeeds(
        { name: 'x', command: 'cargo build --target=wasm32-unknown-unknown' },
        job({ setup: [{ with: { command: 'setup', run: 'rustup target add wasm32-unknown-unknown' } }] }),
      ),
    ).toEqual([]);
    expect(gateNeeds({ name: 's', command: 'cargo +stable test' }, job())).toEqual([]);
  });

  it('flags a database the gate talks to without a services: entry', () => {
    const gate = { name: 'test', command: 'DATABASE_URL=postgres://postgres@localhost:5432/t pytest' };
    expect(gateNeeds(gate, job())).toEqual([
      {
        gate: 'test',
        need: "a PostgreSQL server (the gate's command talks to one)",
        fix: 'add a `services:` entry with a PostgreSQL image to the task job, as the CI job it came from has',
      },
    ]);
    expect(gateNeeds(gate, job({ services: [{ name: 'db', image: 'postgres:16' }] }))).toEqual([]);
    // Said in the gate's own environment, as a transplanted step's env: is.
    const withEnv = {
      name: 'it',
      command: 'go test ./...',
      env: { DATABASE_URL: 'mysql://root@127.0.0.1:3306/t' },
    };
    expect(gateNeeds(withEnv, job()).map((n) => n.need)).toEqual([
      "a MySQL server (the gate's command talks to one)",
    ]);
    expect(
      gateNeeds({ name: 'r', command: 'REDIS_URL=redis://localhost:6379 npm test' }, job()).map(
        (n) => n.need,
      ),
    ).toEqual(["a Redis server (the gate's command talks to one)"]);
  });

  it("flags another distribution's package manager without a container, and a tool the runner lacks", () => {
    const gate = { name: 'test', command: 'apk add --no-cache tzdata\ndeno test -A' };
    expect(gateNeeds(gate, job()).map((n) => n.need)).toEqual([
      'a Alpine container (it runs `apk`)',
      "`deno`, which GitHub's Ubuntu runner does not have",
    ]);
    expect(
      gateNeeds(gate, job({ container: 'alpine:3.20', setup: [{ uses: 'denoland/setup-deno@v2' }] })),
    ).toEqual([]);
  });

  it("reads the task job of the workflow Ralph writes: its setup steps up to the agent's", () => {
    const text = renderWorkflow({
      gates: [{ name: 'test', command: 'deno test' }],
      setupSteps: [{ name: 'Set up Deno', uses: 'denoland/setup-deno@v2', with: { 'deno-version': 'v2.x' } }],
    });
    const t = taskJobOf(parse(text));
    expect(t?.setup.some((s) => s.uses === 'denoland/setup-deno@v2')).toBe(true);
    expect(gateNeeds({ name: 'test', command: 'deno test' }, t!)).toEqual([]);
    expect(gateNeeds({ name: 'test', command: 'bun test' }, t!)[0]?.fix).toBe(
      'add `uses: oven-sh/setup-bun@v2` to the task job',
    );
  });
});

describe("the agent's sign-in, as far as Ralph can tell without a call", () => {
  it('Claude Code on Linux: its credentials file, or a key in the environment; else certainly missing', () => {
    const home = tempDir('ralph-home-');
    expect(agentSignIn('claude', { HOME: home }, 'linux')).toMatchObject({ state: 'missing' });
    expect(agentSignIn('claude', { HOME: home, ANTHROPIC_API_KEY: 'k' }, 'linux')).toEqual({
      state: 'found',
      text: 'ANTHROPIC_API_KEY is set',
    });
    mkdirSync(join(home, '.claude'));
    writeFileSync(join(home, '.claude', '.credentials.json'), '{}');
    expect(agentSignIn('claude', { HOME: home }, 'linux')).toMatchObject({ state: 'found' });
    // On macOS the sign-in is in the keychain: not seen, so not said to be missing.
    expect(agentSignIn('claude', { HOME: tempDir('ralph-home-') }, 'darwin')).toMatchObject({
      state: 'unknown',
    });
  });

  it('codex, gemini and opencode: found in their files or the environment, else unknown, never missing', () => {
    const home = tempDir('ralph-home-');
    for (const p of ['codex', 'gemini', 'opencode'])
      expect(agentSignIn(p, { HOME: home }, 'linux')?.state).toBe('unknown');
    mkdirSync(join(home, '.codex'));
    writeFileSync(join(home, '.codex', 'auth.json'), '{}');
    expect(agentSignIn('codex', { HOME: home }, 'linux')?.state).toBe('found');
    expect(agentSignIn('gemini', { HOME: home, GEMINI_API_KEY: 'k' }, 'linux')?.state).toBe('found');
    expect(agentSignIn('command', { HOME: home }, 'linux')).toBeUndefined();
  });
});

describe('toolCheck: the tool of a gate that opens with a shell construct', () => {
  it('is its first program, not `if`', () => {
    const root = makeRepo({ 'package.json': '{}' });
    const bin = binDir({ cargo: '#!/bin/sh\n' });
    const script = 'if [[ "$CI" == "true" ]]; then\n  cargo test --locked\nfi';
    expect(toolCheck(root, script, { PATH: bin })).toEqual({ text: `cargo found (${join(bin, 'cargo')})` });
    expect(toolCheck(root, script, { PATH: basePath() }).missing).toBe('cargo');
    expect(toolCheck(root, 'for f in a b; do echo "$f"; done', { PATH: bin })).toEqual({
      text: 'runs only shell builtins',
    });
  });
});

describe('ralph build --dry-run, as a user runs it', () => {
  const plan = (gates: unknown[], agent: Record<string, unknown> = { provider: 'claude' }) =>
    planJson({
      version: 1,
      agent,
      gates,
      specs: [{ id: 's', name: 'S', tasks: [{ id: 's-1', description: 'd', status: 'pending' }] }],
    });

  it('exits 1 naming the missing claude CLI, its sign-in, and a gate program, each with how to install it', () => {
    const root = makeRepo({
      'implementation.json': plan([{ name: 'test', command: 'node --test && deno lint' }]),
    });
    const home = tempDir('ralph-home-');
    const r = ralph(root, { PATH: basePath(), HOME: home }, 'build', '--dry-run');
    expect(r.code).toBe(1);
    expect(r.out).toContain('Agent: claude\n  CLI: claude not found on PATH\n');
    expect(r.out).toContain('    also calls: deno NOT found');
    expect(r.err).toContain(
      '  - the claude agent: its CLI `claude` is not on PATH; install it: `npm install -g @anthropic-ai/claude-code`\n',
    );
    expect(r.err).toContain(
      '  - the required gate "test" (`node --test && deno lint`): calls `deno`, which is not found on PATH; install it: Deno: `curl -fsSL https://deno.land/install.sh | sh` (CI: denoland/setup-deno)\n',
    );
    // With the CLI there but no sign-in (Linux keeps it in a file): still 1, saying how to sign in.
    const withClaude = basePath(binDir({ claude: 'exit 0', deno: 'exit 0' }));
    const noLogin = ralph(root, { PATH: withClaude, HOME: home }, 'build', '--dry-run');
    expect(noLogin.code).toBe(process.platform === 'linux' ? 1 : 0);
    if (process.platform === 'linux')
      expect(noLogin.err).toBe(
        `\nralph build would stop before any agent:\n  - the claude agent: not signed in: no ${join(home, '.claude', '.credentials.json')} and no ANTHROPIC_API_KEY; run \`claude\` once and sign in (\`/login\`), or set ANTHROPIC_API_KEY\n`,
      );
    // Signed in: nothing stops the build, and the build would start.
    const ok = ralph(
      root,
      { PATH: withClaude, HOME: home, ANTHROPIC_API_KEY: 'sk-test' },
      'build',
      '--dry-run',
    );
    expect(ok).toMatchObject({ code: 0, err: '' });
    expect(ok.out).toContain('  sign-in: ANTHROPIC_API_KEY is set');
  });

  it("flags a gate the CI's task job does not set up, without failing a local build for it", () => {
    const root = makeRepo({
      'implementation.json': plan([{ name: 'msrv', command: 'cargo +1.80 test' }], {
        provider: 'command',
        command: 'node agent.mjs',
      }),
    });
    const workflow = renderWorkflow({
      gates: [{ name: 'msrv', command: 'cargo +1.80 test' }],
      agent: 'command',
    });
    mkdirSync(join(root, '.github', 'workflows'), { recursive: true });
    writeFileSync(join(root, '.github', 'workflows', 'ralph.yml'), workflow);
    const r = ralph(
      root,
      { PATH: basePath(binDir({ cargo: 'exit 0' })), HOME: tempDir('ralph-home-') },
      'build',
      '--dry-run',
    );
    expect(r.out).toContain(
      'In CI: the task job (.github/workflows/ralph.yml, job task) does not set up what a gate needs:\n  msrv: needs the Rust toolchain 1.80 (`cargo +1.80`)\n',
    );
    expect(r.out).toContain('Agent: command `node agent.mjs`\n  program: node found');
    expect(r).toMatchObject({ code: 0, err: '' });
  });
});

describe("ralph init --dry-run flags a gate the CI's task job does not set up", () => {
  it("tokio-rs/axum: its MSRV job's +1.80 and its cross job's --target, until the task job installs them", () => {
    const ci = join(import.meta.dirname, 'fixtures', 'projects', 'axum-ci');
    const ciText = readFileSync(join(ci, '.github', 'workflows', 'CI.yml'), 'utf8');
    // The lines as axum's CI runs them (the MSRV from its env), and its main test line.
    expect(ciText).toContain(`run: cargo +\${{ env.MSRV }} test --locked --all-features`);
    expect(ciText).toContain(
      'run: cargo check --all-targets --all-features --target armv5te-unknown-linux-musleabi',
    );
    const gates = [
      { name: 'msrv', command: 'cargo +1.80 test --locked --all-features' },
      {
        name: 'cross',
        command: 'cargo check --all-targets --all-features --target armv5te-unknown-linux-musleabi',
      },
      { name: 'test', command: 'cargo test --workspace --all-features' },
    ];
    const root = makeRepo({
      'Cargo.toml': readFileSync(join(ci, 'Cargo.toml'), 'utf8'),
      '.github/workflows/CI.yml': ciText,
      'implementation.json': planJson({ version: 1, gates, specs: [] }),
    });
    const env = { PATH: basePath(binDir({ cargo: 'exit 0' })), HOME: tempDir('ralph-home-') };
    const r = ralph(root, env, 'init', '--dry-run');
    expect(r.out).toContain(
      [
        '  msrv: needs the Rust toolchain 1.80 (`cargo +1.80`)',
        '    fix: add `uses: dtolnay/rust-toolchain@master` with `toolchain: 1.80` to the task job, or drop `+1.80` from the gate',
        '  cross: needs the Rust target armv5te-unknown-linux-musleabi (`--target armv5te-unknown-linux-musleabi`)',
        "    fix: add `targets: armv5te-unknown-linux-musleabi` to the task job's Rust toolchain step (or a `rustup target add armv5te-unknown-linux-musleabi` setup line)",
      ].join('\n'),
    );
    expect(r.out).not.toContain('  test: needs');
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'ralph init --dry-run: in CI, the task job does not set up 2 things required gates need:',
    );

    // A task job that installs them, as axum's own jobs do: nothing to flag.
    const workflow = renderWorkflow({
      gates,
      setupSteps: [
        {
          name: 'Set up Rust',
          uses: 'dtolnay/rust-toolchain@master',
          with: { toolchain: '1.80', targets: 'armv5te-unknown-linux-musleabi' },
        },
      ],
    });
    writeFileSync(join(root, '.github', 'workflows', 'ralph.yml'), workflow);
    const fixed = ralph(root, env, 'init', '--dry-run');
    expect(fixed.out).toContain(
      'In CI: the task job (.github/workflows/ralph.yml, job task) sets up what every gate needs, as far as Ralph can tell.',
    );
    expect(fixed).toMatchObject({ code: 0, err: '' });
  });
});

describe('ralph init verifies the gates it chose by running them', () => {
  /**
   * A project whose plan has three gates (init verifies the plan's gates when it has some): one
   * passes, one fails, one needs Deno.
   */
  function project(): string {
    return makeRepo({
      'implementation.json': planJson({
        version: 1,
        gates: [
          { name: 'test', command: 'node --test' },
          { name: 'lint', command: 'node lint.mjs' },
          { name: 'deno-lint', command: 'deno lint', required: false },
        ],
        specs: [],
      }),
      'ok.test.mjs': "import test from 'node:test';\ntest('ok', () => {});\n",
      'lint.mjs':
        "console.log('checking 3 files');\nconsole.error('\\x1b[31mlint.mjs:1 unused variable x\\x1b[39m');\nprocess.exit(2);\n",
    });
  }

  it('reports each gate as passed, failed with the end of its output, or not run with what installs its tool', () => {
    const root = project();
    const r = ralph(root, { PATH: basePath(), HOME: tempDir('ralph-home-') }, 'init');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/ {2}✓ test: passed in \d+\.\ds\n/);
    expect(r.out).toMatch(
      / {2}✗ lint: failed \(exit 2\) in \d+\.\ds; the end of its output:\n {6}\| checking 3 files\n {6}\| lint\.mjs:1 unused variable x\n/,
    );
    expect(r.out).toContain(
      '  - deno-lint (not required): not run: `deno` is not on PATH; install it: Deno: `curl -fsSL https://deno.land/install.sh | sh` (CI: denoland/setup-deno)\n',
    );
    expect(r.out).toContain('  1 passed, 1 failed, 1 not run.\n');
    // The gate's colours are not passed on to the terminal.
    expect(r.out).not.toContain('\x1b');
    expect(r.out).toContain(
      'A required gate that fails on the untouched tree stops `ralph build` before any agent',
    );
    // Verified before anything was written: the files come after the verdicts.
    expect(r.out.indexOf('Verifying the gates')).toBeLessThan(
      r.out.indexOf('created .github/workflows/ralph.yml'),
    );
  });

  it('a program or Python module found missing only when the gate runs is "not run", and what gates wrote is named', () => {
    const root = makeRepo({
      'implementation.json': planJson({
        version: 1,
        gates: [
          { name: 'hidden', command: "sh -c 'no-such-program-xyz --check'" },
          { name: 'module', command: 'python3 -m no_such_module_xyz' },
          { name: 'writes', command: "node -e \"require('fs').writeFileSync('report.txt', 'ok')\"" },
        ],
        specs: [],
      }),
    });
    const r = ralph(root, { PATH: basePath(), HOME: tempDir('ralph-home-') }, 'init');
    expect(r.out).toContain(
      '  - hidden: not run: `no-such-program-xyz` is not on PATH; install it or put it on PATH\n',
    );
    expect(r.out).toContain(
      '  - module: not run: Python has no module `no_such_module_xyz`; install it or put it on PATH\n',
    );
    expect(r.out).toContain('  ✓ writes: passed in');
    expect(r.out).toContain('  The gates changed the work tree (left as it is): report.txt.\n');
    expect(r.out).toContain('  1 passed, 0 failed, 2 not run.\n');
  });

  it('Ctrl-C while a gate runs stops it and its process tree, and writes nothing', async () => {
    const root = makeRepo({
      'implementation.json': planJson({
        version: 1,
        gates: [
          {
            name: 'slow',
            command: `node -e "require('fs').writeFileSync('gate.pid', String(process.pid)); setTimeout(() => {}, 60000)"`,
          },
        ],
        specs: [],
      }),
    });
    const child = spawn(process.execPath, [DIST_ENTRY, 'init'], {
      cwd: root,
      env: { PATH: basePath(), HOME: tempDir('ralph-home-') },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const pidFile = join(root, 'gate.pid');
    for (let i = 0; i < 200 && !existsSync(pidFile); i++) await new Promise((r) => setTimeout(r, 50));
    const gatePid = Number(readFileSync(pidFile, 'utf8'));
    child.kill('SIGINT');
    const code = await new Promise((r) => child.on('close', r));
    expect(code).toBe(130);
    expect(out).toContain('Verifying the gates');
    expect(err).toContain('ralph init: stopped while verifying the gates; nothing was written.');
    expect(existsSync(join(root, '.github', 'workflows', 'ralph.yml'))).toBe(false);
    // Gone: no such process, or one that is dead and only waits to be reaped (a zombie).
    const alive = () => {
      try {
        return !/^State:\s+Z/m.test(readFileSync(`/proc/${gatePid}/status`, 'utf8'));
      } catch {
        return false;
      }
    };
    for (let i = 0; i < 60 && alive(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(alive()).toBe(false);
  });

  it('--no-verify runs nothing; --verify-timeout stops a gate that runs too long', () => {
    const root = project();
    const env = { PATH: basePath(), HOME: tempDir('ralph-home-') };
    const skipped = ralph(root, env, 'init', '--no-verify');
    expect(skipped.code).toBe(0);
    expect(skipped.out).not.toContain('Verifying');

    const slow = makeRepo({
      'package.json': JSON.stringify({
        name: 'slow',
        private: true,
        scripts: { test: 'node -e "setTimeout(() => {}, 20000)"' },
      }),
    });
    const started = Date.now();
    const r = ralph(slow, env, 'init', '--verify-timeout', '1s');
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(r.out).toMatch(/✗ test: failed \(timed out after 1s\)/);
    const bad = ralph(slow, env, 'init', '--force', '--verify-timeout', 'soon');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('--verify-timeout must be a duration such as 90s, 5m or 1h; got "soon"');
  });
});
