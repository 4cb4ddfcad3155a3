// How to install the programs gates and agents call, for the messages that say one is missing
// (`ralph init`'s verification, the dry runs). One line each: the usual install command on a
// Debian or Ubuntu machine, or the tool's own installer where its distribution package is
// missing or too old, then in CI the setup action that provides it.

const NODE =
  'Node.js: `apt-get install nodejs npm` or https://nodejs.org/en/download (CI: actions/setup-node)';
const RUST = 'Rust through rustup: https://rustup.rs (CI: dtolnay/rust-toolchain)';
const PYTHON = '`apt-get install python3 python-is-python3` (CI: actions/setup-python)';
const GO = 'Go: https://go.dev/dl or `apt-get install golang` (CI: actions/setup-go)';
const JAVA = 'a JDK: `apt-get install default-jdk` (CI: actions/setup-java)';

/** Python tools installed with pip (or pipx), and their Debian package where there is one. */
const PYTHON_TOOLS: Record<string, string | undefined> = {
  pytest: 'python3-pytest',
  mypy: 'mypy',
  ruff: undefined,
  black: 'black',
  flake8: 'flake8',
  isort: 'isort',
  pylint: 'pylint',
  tox: 'tox',
  nox: undefined,
  'pre-commit': 'pre-commit',
  pyright: undefined,
  coverage: 'python3-coverage',
  sphinx: 'python3-sphinx',
  'sphinx-build': 'python3-sphinx',
  hatch: undefined,
  pdm: undefined,
  bandit: 'bandit',
  codespell: 'codespell',
};

const HINTS: Record<string, string> = {
  node: NODE,
  npm: NODE,
  npx: NODE,
  pnpm: '`corepack enable pnpm` (or `npm install -g pnpm`; CI: pnpm/action-setup)',
  yarn: '`corepack enable yarn` (or `npm install -g yarn`)',
  bun: 'Bun: `curl -fsSL https://bun.sh/install | bash` (CI: oven-sh/setup-bun)',
  bunx: 'Bun: `curl -fsSL https://bun.sh/install | bash` (CI: oven-sh/setup-bun)',
  deno: 'Deno: `curl -fsSL https://deno.land/install.sh | sh` (CI: denoland/setup-deno)',
  cargo: RUST,
  rustc: RUST,
  rustup: RUST,
  rustfmt: `${RUST}, then \`rustup component add rustfmt\``,
  'cargo-clippy': `${RUST}, then \`rustup component add clippy\``,
  go: GO,
  gofmt: GO,
  'golangci-lint':
    'golangci-lint: https://golangci-lint.run/welcome/install/ (CI: golangci/golangci-lint-action)',
  python: PYTHON,
  python3: PYTHON,
  pip: '`apt-get install python3-pip` (CI: actions/setup-python)',
  pip3: '`apt-get install python3-pip` (CI: actions/setup-python)',
  pipx: '`apt-get install pipx`',
  uv: 'uv: `curl -LsSf https://astral.sh/uv/install.sh | sh` (CI: astral-sh/setup-uv)',
  uvx: 'uv: `curl -LsSf https://astral.sh/uv/install.sh | sh` (CI: astral-sh/setup-uv)',
  poetry: 'Poetry: `pipx install poetry` (CI: snok/install-poetry)',
  make: '`apt-get install make`',
  just: 'just: `apt-get install just` or `cargo install just` (CI: extractions/setup-just)',
  mvn: 'Maven: `apt-get install maven` (CI: actions/setup-java, whose runners have Maven)',
  gradle:
    "Gradle: the repository's `./gradlew`, or https://gradle.org/install (CI: gradle/actions/setup-gradle)",
  java: JAVA,
  javac: JAVA,
  docker: 'Docker: https://docs.docker.com/engine/install/',
  shellcheck: '`apt-get install shellcheck`',
  git: '`apt-get install git`',
  bash: '`apt-get install bash`',
  cmake: '`apt-get install cmake`',
  gcc: '`apt-get install build-essential`',
  cc: '`apt-get install build-essential`',
  dotnet: '.NET: https://dotnet.microsoft.com/download (CI: actions/setup-dotnet)',
  ruby: '`apt-get install ruby` (CI: ruby/setup-ruby)',
  bundle: '`apt-get install ruby-bundler` (CI: ruby/setup-ruby)',
  mix: 'Elixir: `apt-get install elixir` (CI: erlef/setup-beam)',
  claude: '`npm install -g @anthropic-ai/claude-code`',
  codex: '`npm install -g @openai/codex`',
  gemini: '`npm install -g @google/gemini-cli`',
  opencode: '`npm install -g opencode-ai`',
};

/**
 * How to install `program` (a command's first word), one line for a message; undefined when
 * Ralph knows no better than "install it or put it on PATH".
 */
export function installHint(program: string): string | undefined {
  const name = program.split('/').pop() ?? program;
  if (HINTS[name] !== undefined) return HINTS[name];
  if (/^python3\.\d+$/.test(name)) return PYTHON;
  if (name in PYTHON_TOOLS) {
    const deb = PYTHON_TOOLS[name];
    return `\`pip install ${name}\`${deb ? ` (or \`apt-get install ${deb}\`)` : ''}`;
  }
  return undefined;
}

/** "install it: HINT", or the plain advice when no hint is known. */
export function installAdvice(program: string): string {
  const hint = installHint(program);
  return hint ? `install it: ${hint}` : 'install it or put it on PATH';
}
