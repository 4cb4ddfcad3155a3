export const id = 950;
export const ids = [950];
export const modules = {

/***/ 2757:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PC: () => (/* binding */ resolvePlanPath),
/* harmony export */   pj: () => (/* binding */ findProjectRoot)
/* harmony export */ });
/* unused harmony export ROOT_MARKERS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
// Finding the project a command works on: the nearest directory, walking up from the
// current one, that holds a project marker (DESIGN.md C9).


const ROOT_MARKERS = ['.git', 'package.json', 'Cargo.toml', 'go.mod', 'pyproject.toml', 'mix.exs'];
/** The nearest ancestor of `from` (itself included) holding a marker, else `from`. */
function findProjectRoot(from) {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(from);
    for (;;) {
        if (ROOT_MARKERS.some((m) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, m))))
            return dir;
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (parent === dir)
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(from);
        dir = parent;
    }
}
/** The plan path: `--plan` as given (relative to cwd), else `implementation.json` at the project root. */
function resolvePlanPath(cwd, planOption) {
    if (planOption)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, planOption);
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(findProjectRoot(cwd), 'implementation.json');
}


/***/ }),

/***/ 950:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  WORKFLOW_PATH: () => (/* binding */ WORKFLOW_PATH),
  gateDifferences: () => (/* binding */ gateDifferences),
  init: () => (/* binding */ init),
  projectReader: () => (/* binding */ projectReader),
  templatePlan: () => (/* binding */ templatePlan),
  workflowGateNames: () => (/* binding */ workflowGateNames)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./build/adapters/plan-file.js + 1 modules
var plan_file = __webpack_require__(8224);
// EXTERNAL MODULE: ./build/adapters/project-root.js
var project_root = __webpack_require__(2757);
// EXTERNAL MODULE: ./build/core/checks.js
var checks = __webpack_require__(4813);
;// CONCATENATED MODULE: ./build/core/detect.js
const DEFAULT_NODE_VERSION = '20';
const DEFAULT_PYTHON_VERSION = '3.12';
/** A reader over an in-memory map of root file names to texts (tests, dry runs). */
function readerFromFiles(files) {
    return { list: () => Object.keys(files), read: (name) => files[name] };
}
function detectProject(reader) {
    const names = new Set(reader.list());
    let detected;
    if (names.has('package.json'))
        detected = detectNode(reader, names);
    else if (names.has('Cargo.toml'))
        detected = detectRust(reader);
    else if (names.has('go.mod'))
        detected = detectGo();
    else if (names.has('pyproject.toml'))
        detected = detectPython(reader, names);
    else
        detected = { kind: 'unknown', gates: [], setupSteps: [], notes: [] };
    if (detected.gates.length === 0) {
        const makefile = MAKEFILES.find((n) => names.has(n));
        const targets = makefile ? makeTargets(reader.read(makefile) ?? '') : new Set();
        const gates = MAKE_TARGETS.filter((t) => targets.has(t)).map((t) => ({ name: t, command: `make ${t}` }));
        if (gates.length > 0) {
            detected.gates = gates;
            detected.notes.push(`${makefile} targets: ${gates.map((g) => g.name).join(', ')}`);
            if (detected.kind === 'unknown')
                detected.kind = 'make';
        }
        else if (makefile && detected.kind === 'unknown') {
            detected.kind = 'make';
            detected.notes.push(`${makefile} has none of the targets ${MAKE_TARGETS.join(', ')}`);
        }
    }
    if (detected.gates.length === 0)
        detected.notes.push('no gates detected');
    return detected;
}
// --- node -------------------------------------------------------------------------------
const NODE_SCRIPTS = [
    { gate: 'typecheck', scripts: ['typecheck', 'type-check', 'tsc'] },
    { gate: 'lint', scripts: ['lint'] },
    { gate: 'test', scripts: ['test'] },
    { gate: 'build', scripts: ['build'] },
];
const LOCKFILES = [
    ['package-lock.json', 'npm'],
    ['npm-shrinkwrap.json', 'npm'],
    ['pnpm-lock.yaml', 'pnpm'],
    ['yarn.lock', 'yarn'],
    ['bun.lock', 'bun'],
    ['bun.lockb', 'bun'],
];
function detectNode(reader, names) {
    const notes = [];
    let pkg = {};
    try {
        const parsed = JSON.parse(reader.read('package.json') ?? '');
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
            pkg = parsed;
    }
    catch {
        notes.push('package.json is not valid JSON; no scripts read from it');
    }
    const scripts = pkg.scripts && typeof pkg.scripts === 'object' ? pkg.scripts : {};
    const declared = typeof pkg.packageManager === 'string' ? pkg.packageManager : undefined;
    const lock = LOCKFILES.find(([file]) => names.has(file));
    let pm = lock?.[1] ?? 'npm';
    if (!lock && declared) {
        const name = /^(npm|pnpm|yarn|bun)@/.exec(declared)?.[1];
        if (name)
            pm = name;
    }
    notes.push(`package manager: ${pm} (${lock ? lock[0] : declared ? 'packageManager in package.json' : 'no lockfile'})`);
    const gates = [];
    for (const { gate, scripts: candidates } of NODE_SCRIPTS) {
        const script = candidates.find((s) => typeof scripts[s] === 'string' && scripts[s].trim());
        if (!script)
            continue;
        if (script === 'test' && /no test specified/i.test(scripts[script])) {
            notes.push('the test script is npm\'s placeholder ("no test specified"); not a gate');
            continue;
        }
        gates.push({ name: gate, command: `${pm} run ${script}` });
    }
    if (gates.length > 0)
        notes.push(`package.json scripts: ${gates.map((g) => g.command.split(' ').pop()).join(', ')}`);
    const setupSteps = [];
    const lockfile = lock !== undefined;
    if (pm === 'bun') {
        setupSteps.push({ name: 'Set up Bun', uses: 'oven-sh/setup-bun@v2' });
    }
    else {
        if (pm === 'pnpm') {
            setupSteps.push({
                name: 'Set up pnpm',
                uses: 'pnpm/action-setup@v4',
                // Without a version the action reads `packageManager` from package.json.
                ...(declared?.startsWith('pnpm@') ? {} : { with: { version: '10' } }),
            });
        }
        const nodeWith = { ...nodeVersion(reader, names, pkg) };
        if (lockfile && (pm === 'npm' || pm === 'pnpm'))
            nodeWith.cache = pm;
        setupSteps.push({ name: 'Set up Node.js', uses: 'actions/setup-node@v4', with: nodeWith });
    }
    const berry = pm === 'yarn' && (names.has('.yarnrc.yml') || /^yarn@([2-9]|\d\d)/.test(declared ?? ''));
    if (berry)
        setupSteps.push({ name: 'Enable Corepack', run: 'corepack enable' });
    setupSteps.push({ name: 'Install dependencies', run: installCommand(pm, lockfile, berry), repoCode: true });
    return { kind: 'node', gates, setupSteps, notes };
}
function installCommand(pm, lockfile, berry) {
    switch (pm) {
        case 'npm':
            return lockfile ? 'npm ci' : 'npm install';
        case 'pnpm':
            return lockfile ? 'pnpm install --frozen-lockfile' : 'pnpm install';
        case 'yarn':
            if (!lockfile)
                return 'yarn install';
            return berry ? 'yarn install --immutable' : 'yarn install --frozen-lockfile';
        case 'bun':
            return lockfile ? 'bun install --frozen-lockfile' : 'bun install';
    }
}
/** `.nvmrc` / `.node-version` (read by setup-node itself), else the lowest version `engines.node` allows. */
function nodeVersion(reader, names, pkg) {
    for (const file of ['.nvmrc', '.node-version']) {
        if (names.has(file) && reader.read(file)?.trim())
            return { 'node-version-file': file };
    }
    const engines = typeof pkg.engines?.node === 'string' ? pkg.engines.node : undefined;
    return { 'node-version': (engines && lowestVersion(engines)) ?? DEFAULT_NODE_VERSION };
}
/** The lowest version a range mentions: ">=20" -> "20", "^18.17 || >=20" -> "18.17", "20.x" -> "20". */
function lowestVersion(range) {
    const versions = [...range.matchAll(/\d+(?:\.\d+){0,2}/g)].map((m) => m[0]);
    const key = (v) => v.split('.').map(Number);
    versions.sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        for (let i = 0; i < 3; i++) {
            const d = (x[i] ?? 0) - (y[i] ?? 0);
            if (d !== 0)
                return d;
        }
        return 0;
    });
    return versions[0];
}
// --- rust, go ---------------------------------------------------------------------------
function detectRust(reader) {
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
function detectGo() {
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
const PYTHON_TOOLS = [
    { tool: 'mypy', gate: 'typecheck', command: 'mypy .', configFiles: ['mypy.ini', '.mypy.ini'] },
    { tool: 'ruff', gate: 'lint', command: 'ruff check .', configFiles: ['ruff.toml', '.ruff.toml'] },
    { tool: 'pytest', gate: 'test', command: 'pytest', configFiles: ['pytest.ini'] },
];
/** Extras installed with the project when pyproject.toml defines them. */
const DEV_EXTRAS = ['dev', 'test', 'tests'];
function detectPython(reader, names) {
    const text = reader.read('pyproject.toml') ?? '';
    const sections = tomlSections(text);
    const installable = sections.has('project') ||
        sections.has('tool.poetry') ||
        sections.has('build-system') ||
        names.has('setup.py');
    const optional = tomlArrays(sections.get('project.optional-dependencies') ?? '');
    const extras = DEV_EXTRAS.filter((e) => optional[e] !== undefined);
    // What `pip install -e '.[extras]'` brings in: the project's dependencies and those extras.
    const installed = !installable
        ? ''
        : [tomlArrays(sections.get('project') ?? '').dependencies ?? '', ...extras.map((e) => optional[e])].join('\n');
    const notes = [];
    const gates = [];
    const missing = [];
    for (const t of PYTHON_TOOLS) {
        const configured = [...sections.keys()].some((s) => s === `tool.${t.tool}` || s.startsWith(`tool.${t.tool}.`)) ||
            t.configFiles.some((f) => names.has(f));
        const listed = mentionsPackage(text, t.tool);
        if (!configured && !listed)
            continue;
        gates.push({ name: t.gate, command: t.command });
        notes.push(`${t.tool}: ${configured ? 'configured' : 'listed as a dependency'} in pyproject.toml`);
        if (!mentionsPackage(installed, t.tool))
            missing.push(t.tool);
    }
    const parts = [];
    if (installable)
        parts.push(extras.length > 0 ? `-e '.[${extras.join(',')}]'` : '-e .');
    parts.push(...missing);
    const pythonVersion = names.has('.python-version')
        ? { 'python-version-file': '.python-version' }
        : { 'python-version': requiresPythonVersion(sections.get('project') ?? '') ?? DEFAULT_PYTHON_VERSION };
    const setupSteps = [
        { name: 'Set up Python', uses: 'actions/setup-python@v5', with: pythonVersion },
    ];
    if (parts.length > 0)
        setupSteps.push({ name: 'Install dependencies', run: `pip install ${parts.join(' ')}`, repoCode: true });
    return { kind: 'python', gates, setupSteps, notes };
}
function requiresPythonVersion(projectSection) {
    const m = /^requires-python\s*=\s*["']([^"']*)["']/m.exec(projectSection);
    const v = m ? lowestVersion(m[1]) : undefined;
    // "3" alone would pick the oldest Python 3; only a minor version says something.
    return v?.includes('.') ? v.split('.').slice(0, 2).join('.') : undefined;
}
/**
 * Whether a dependency list names a package: a PEP 508 string ("ruff>=0.4", 'pytest[extra]')
 * or a Poetry key (`pytest = "^8"`). "pytest-cov" does not name pytest.
 */
function mentionsPackage(text, name) {
    const n = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return (new RegExp(`["']${n}\\s*(\\[[^\\]]*\\])?\\s*([<>=!~;@ ][^"']*)?["']`, 'i').test(text) ||
        new RegExp(`^${n}\\s*=`, 'im').test(text));
}
/** A TOML document's tables by name ("project", "tool.ruff.lint"), each with its body text. */
function tomlSections(text) {
    const sections = new Map();
    let current = '';
    let body = [];
    const flush = () => sections.set(current, `${sections.get(current) ?? ''}${body.join('\n')}\n`);
    for (const line of text.split(/\r?\n/)) {
        const header = /^\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*(#.*)?$/.exec(line);
        if (header) {
            flush();
            current = header[1].replace(/\s*\.\s*/g, '.').replace(/["']/g, '');
            body = [];
        }
        else
            body.push(line);
    }
    flush();
    return sections;
}
/** The `key = [ ... ]` arrays of a table body (possibly over several lines), as raw text by key. */
function tomlArrays(body) {
    const out = {};
    const re = /^\s*["']?([\w.-]+)["']?\s*=\s*\[/gm;
    for (let m = re.exec(body); m; m = re.exec(body)) {
        let depth = 1;
        let i = re.lastIndex;
        let quote;
        for (; i < body.length && depth > 0; i++) {
            const c = body[i];
            if (quote) {
                if (c === quote)
                    quote = undefined;
            }
            else if (c === '"' || c === "'")
                quote = c;
            else if (c === '[')
                depth++;
            else if (c === ']')
                depth--;
        }
        out[m[1]] = body.slice(re.lastIndex, i - 1);
    }
    return out;
}
// --- make -------------------------------------------------------------------------------
const MAKEFILES = ['GNUmakefile', 'makefile', 'Makefile'];
const MAKE_TARGETS = ['lint', 'test', 'build', 'check'];
/** Explicit targets of a Makefile (`name:` at the start of a line; not `name := value`). */
function makeTargets(text) {
    const targets = new Set();
    for (const m of text.matchAll(/^([A-Za-z0-9_.][A-Za-z0-9_. -]*?)\s*::?(?!=)/gm)) {
        for (const t of m[1].split(/\s+/))
            targets.add(t);
    }
    return targets;
}

// EXTERNAL MODULE: ./build/core/plan.js
var plan = __webpack_require__(4115);
// EXTERNAL MODULE: ./build/core/task-job.js
var task_job = __webpack_require__(5763);
;// CONCATENATED MODULE: ./build/core/workflow.js

const DEFAULT_ACTION_REF = 'ralph-ci/ralph@v0';
const AGENT_SETUPS = {
    claude: {
        provider: 'claude',
        install: 'npm install -g @anthropic-ai/claude-code',
        secrets: ['ANTHROPIC_API_KEY'],
    },
    codex: { provider: 'codex', install: 'npm install -g @openai/codex', secrets: ['OPENAI_API_KEY'] },
    gemini: { provider: 'gemini', install: 'npm install -g @google/gemini-cli', secrets: ['GEMINI_API_KEY'] },
    opencode: { provider: 'opencode', install: 'npm install -g opencode-ai', secrets: ['ANTHROPIC_API_KEY'] },
    command: { provider: 'command', secrets: [] },
};
/**
 * A YAML scalar: plain when that is unambiguous (words of safe characters separated by single
 * spaces, not starting with an indicator, not reading as a boolean, null or number), else quoted.
 */
const q = (s) => /^(?:[\w./]|-(?=[\w./]))[\w./@+=-]*(?: [\w./@+=-]+)*$/.test(s) &&
    !/^(true|false|null|yes|no|on|off|y|n|[-+.]?\d.*|[-+]?\.(inf|nan))$/i.test(s)
    ? s
    : JSON.stringify(s);
function withBlock(entries, indent) {
    const lines = Object.entries(entries).filter(([, v]) => v !== undefined);
    if (lines.length === 0)
        return [];
    return [`${indent}with:`, ...lines.map(([k, v]) => `${indent}  ${k}: ${v}`)];
}
function gateStepId(name) {
    return `gate-${name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}`;
}
function renderWorkflow(opts) {
    const ref = opts.actionRef ?? DEFAULT_ACTION_REF;
    const agent = AGENT_SETUPS[opts.agent ?? 'claude'] ?? AGENT_SETUPS.claude;
    const planInput = opts.plan && opts.plan !== 'implementation.json' ? q(opts.plan) : undefined;
    const planLine = planInput ? `          plan: ${planInput}\n` : '';
    const maxParallel = opts.maxParallel ?? 4;
    const s = '      ';
    const setup = [];
    for (const step of opts.setupSteps ?? []) {
        setup.push(`${s}- name: ${q(step.name)}`);
        if (step.run && step.repoCode) {
            setup.push(`${s}  uses: ${ref}`, ...withBlock({ command: 'setup', run: q(step.run), 'github-token': '""' }, `${s}  `));
            continue;
        }
        if (step.uses)
            setup.push(`${s}  uses: ${step.uses}`);
        if (step.with)
            setup.push(...withBlock(Object.fromEntries(Object.entries(step.with).map(([k, v]) => [k, q(v)])), `${s}  `));
        if (step.run)
            setup.push(`${s}  run: ${q(step.run)}`);
    }
    const gateSteps = [];
    for (const gate of opts.gates) {
        gateSteps.push(`${s}- name: ${q(`Gate: ${gate.name}`)}`, `${s}  id: ${gateStepId(gate.name)}`, `${s}  if: steps.run.outputs.outcome == 'done'`, `${s}  uses: ${ref}`, ...withBlock({
            command: 'gate',
            gate: q(gate.name),
            // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
            gates: '${{ needs.schedule.outputs.gates }}',
            plan: planInput,
            'github-token': '""',
        }, `${s}  `));
    }
    const agentEnv = agent.secrets.map((name) => `${s}    ${name}: \${{ secrets.${name} }}`);
    return `# Ralph: advances implementation.json one task per job on every run.
# Written by \`ralph init\`; \`ralph init --check\` says what to change when it no longer fits the plan.
#
# The jobs are split by trust (README, "Security"): \`commands\` applies what people asked
# (/ralph comments, reviews) to the plan; \`schedule\` reads the plan; each \`task\` job runs the
# agent and the gates with a read-only token and hands back one artifact; \`finalize\`, the
# run's writer, runs no code from the repository or the artifacts: it checks each attempt's
# patch, commits it to the spec's branch and opens or updates the pull request. \`listen\`
# answers a comment or review at once and wakes the next run. No job but \`task\` runs an agent.
name: Ralph

on:
  schedule:
    - cron: ${q(opts.cron ?? '17 */3 * * *')}
  # Ralph listens: a /ralph comment, a review requesting changes on a spec pull request, a
  # merged spec pull request. The listen job answers at once and wakes the next run.
  issue_comment:
    types: [created]
  pull_request_review:
    types: [submitted]
  pull_request:
    types: [closed]
  workflow_dispatch:
    inputs:
      spec-id:
        description: Only tasks of this spec
        type: string
        default: ""
      task-id:
        description: Only this task
        type: string
        default: ""
      max-parallel:
        description: At most this many task jobs
        type: string
        default: "${maxParallel}"
      dry-run:
        description: Schedule and summarise, run nothing
        type: boolean
        default: false

# Runs never overlap, so two runs never work the same spec; the listen job of an event is
# outside that group, so it answers at once even while a run is busy.
concurrency:
  group: \${{ (github.event_name == 'schedule' || github.event_name == 'workflow_dispatch') && format('ralph-{0}', github.repository) || format('ralph-listen-{0}', github.run_id) }}
  cancel-in-progress: false

permissions: {}

jobs:
  listen:
    # Only what may concern Ralph starts a runner: a comment that mentions /ralph, a review
    # that requests changes, a merged pull request. The step decides the rest.
    if: >-
      (github.event_name == 'issue_comment' && contains(github.event.comment.body, '/ralph')) ||
      (github.event_name == 'pull_request_review' && github.event.review.state == 'changes_requested') ||
      (github.event_name == 'pull_request' && github.event.pull_request.merged)
    runs-on: ubuntu-latest
    timeout-minutes: 5
    permissions:
      issues: write # react to a command, answer someone without write access
      pull-requests: write # answer on a spec pull request
      actions: write # wake the next run
    steps:
      - name: Hear the event
        id: listen
        uses: ${ref}
        with:
          command: listen

  commands:
    if: github.event_name == 'schedule' || github.event_name == 'workflow_dispatch'
    runs-on: ubuntu-latest
    timeout-minutes: 10
    # What people asked since the last run, read from GitHub: retry, skip, status, reviews.
    permissions:
      contents: write # the plan on the spec branches
      issues: write # the replies
      pull-requests: write # read reviews, answer on spec pull requests
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
          persist-credentials: false
      - name: Handle commands and reviews
        id: commands
        uses: ${ref}
        with:
          command: commands
${planLine}
  schedule:
    needs: commands
    # After the commands job, also when it failed: the plan still goes on.
    if: \${{ !cancelled() && (github.event_name == 'schedule' || github.event_name == 'workflow_dispatch') }}
    runs-on: ubuntu-latest
    timeout-minutes: 10
    permissions:
      contents: read
    outputs:
      matrix: \${{ steps.schedule.outputs.matrix }}
      gates: \${{ steps.schedule.outputs.gates }}
      has-work: \${{ steps.schedule.outputs.has-work }}
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
          persist-credentials: false
      - id: schedule
        uses: ${ref}
        with:
          command: schedule
${planLine}          # A scheduled run has no inputs: these fall back to the defaults.
          spec-id: \${{ inputs.spec-id }}
          task-id: \${{ inputs.task-id }}
          max-parallel: \${{ inputs.max-parallel || '${maxParallel}' }}
          dry-run: \${{ inputs.dry-run == true }}
      # Two or more artifacts, so the writer's download gives each its own folder.
      - name: The schedule, for the writer
        uses: actions/upload-artifact@v4
        with:
          name: ${task_job/* SCHEDULE_ARTIFACT */.P2}
          path: \${{ runner.temp }}/ralph/schedule
          retention-days: 14
          overwrite: true

  task:
    needs: schedule
    if: needs.schedule.outputs.has-work == 'true'
    name: \${{ matrix.spec }} / \${{ matrix.task }}
    runs-on: ubuntu-latest
    timeout-minutes: \${{ matrix.job-timeout-minutes }}
    # The agent's job holds no write credential at any step.
    permissions:
      contents: read
      actions: read # download the previous attempt's artifact
    strategy:
      fail-fast: false
      max-parallel: ${maxParallel}
      matrix: \${{ fromJSON(needs.schedule.outputs.matrix) }}
    steps:
      - uses: actions/checkout@v4
        with:
          ref: \${{ matrix.start }}
          fetch-depth: 0
          persist-credentials: false
${setup.length > 0 ? `${setup.join('\n')}\n` : ''}${agent.install ? `      - name: Install the agent\n        run: ${agent.install}\n` : ''}      - name: Previous attempt
        if: matrix.retry-artifact != ''
        continue-on-error: true
        uses: actions/download-artifact@v4
        with:
          name: \${{ matrix.retry-artifact }}
          run-id: \${{ matrix.retry-run-id }}
          github-token: \${{ github.token }}
          path: \${{ runner.temp }}/ralph/previous
      - name: Agent
        id: run
        uses: ${ref}
        with:
          command: run
${planLine}          task: \${{ toJSON(matrix) }}
          agent: ${agent.provider}
          github-token: ""
${agentEnv.length > 0 ? `        env:\n${agentEnv.join('\n')}\n` : ''}${gateSteps.length > 0 ? `${gateSteps.join('\n')}\n` : ''}      - name: Record the attempt
        id: record
        if: \${{ !cancelled() && steps.run.outcome != 'skipped' }}
        uses: ${ref}
        with:
          command: record
${planLine}          task: \${{ toJSON(matrix) }}
          gates: \${{ needs.schedule.outputs.gates }}
          github-token: ""
      - name: Upload the attempt
        # Not when a re-run found the attempt recorded: its artifact is the retry context.
        if: \${{ !cancelled() && steps.record.outcome == 'success' && steps.record.outputs.outcome != 'recorded' }}
        uses: actions/upload-artifact@v4
        with:
          name: \${{ matrix.artifact }}
          path: \${{ runner.temp }}/ralph/attempt
          retention-days: 14
          overwrite: true

  finalize:
    needs: [schedule, task]
    # Also after failed task jobs (a failed gate is an attempt to record); not in a cancelled run.
    if: \${{ !cancelled() && needs.schedule.result == 'success' && inputs.dry-run != true }}
    runs-on: ubuntu-latest
    timeout-minutes: 15
    # The one job that writes. It runs no code from the repository or the artifacts.
    permissions:
      contents: write # commit each attempt to its spec branch
      pull-requests: write # open or update one pull request per spec
      issues: write # comment on blocked tasks
      actions: write # read this run's artifacts; dispatch the next run
${opts.autoMerge ? "      checks: read # auto-merge: the pull request's checks\n      statuses: read # auto-merge: its commit statuses\n" : ''}    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
          persist-credentials: false
      - name: This run's attempts
        id: attempts
        uses: actions/download-artifact@v4
        with:
          pattern: ${q(task_job/* ATTEMPT_ARTIFACT_PATTERN */.UD)}
          path: \${{ runner.temp }}/ralph/attempts
      - name: Record, squash, pull requests
        id: finalize
        uses: ${ref}
        with:
          command: finalize
${planLine}          matrix: \${{ needs.schedule.outputs.matrix }}
          dispatch-next: "true"
${opts.autoMerge ? '          auto-merge: "true"\n' : ''}`;
}
const stepsOf = (job) => (Array.isArray(job.steps) ? job.steps : []);
const ralphCommand = (step) => (typeof step.with?.command === 'string' ? step.with.command : undefined);
const stepName = (step) => String(step.name ?? step.with?.command ?? step.uses ?? 'a step');
/**
 * What a workflow written for an older Ralph must change to fit the layout split by trust
 * (DESIGN.md C7), one sentence each; empty when it fits. Pure: takes the parsed YAML.
 */
function layoutProblems(workflow) {
    const jobs = workflow?.jobs;
    if (!jobs || typeof jobs !== 'object')
        return ['the workflow has no jobs'];
    const out = [];
    const all = Object.entries(jobs);
    const withCommand = (command) => all.filter(([, job]) => stepsOf(job).some((s) => ralphCommand(s) === command));
    for (const [name, job] of withCommand('run')) {
        const perms = job.permissions;
        const writes = perms === undefined
            ? ['(none set: the repository default may be write)']
            : typeof perms === 'string'
                ? perms.includes('write')
                    ? [perms]
                    : []
                : Object.entries(perms)
                    .filter(([, v]) => v === 'write')
                    .map(([k]) => `${k}: write`);
        if (writes.length > 0)
            out.push(`job "${name}" runs the agent with a write token (${writes.join(', ')}): give it \`permissions: {contents: read, actions: read}\`; the finalize job writes`);
        for (const step of stepsOf(job)) {
            const command = ralphCommand(step);
            if ((command === 'run' || command === 'record') && step.with?.task === undefined)
                out.push(`job "${name}", step "${stepName(step)}": pass the matrix entry as \`task: \${{ toJSON(matrix) }}\` (spec-id and task-id are not enough any more)`);
            if ((command === 'gate' || command === 'record') && step.with?.gates === undefined)
                out.push(`job "${name}", step "${stepName(step)}": pass \`gates: \${{ needs.schedule.outputs.gates }}\`, the gate commands as the schedule job read them`);
            if (typeof step.uses === 'string' &&
                step.uses.startsWith('actions/upload-artifact') &&
                String(step.with?.path ?? '').includes('ralph/retry'))
                out.push(`job "${name}": upload \`\${{ runner.temp }}/ralph/attempt\` as \`\${{ matrix.artifact }}\` (the attempt artifact the finalize job records), not ralph/retry`);
        }
    }
    for (const [name, job] of all)
        for (const step of stepsOf(job))
            if (typeof step.uses === 'string' &&
                step.uses.startsWith('actions/checkout') &&
                step.with?.['persist-credentials'] !== false)
                out.push(`job "${name}": check out with \`persist-credentials: false\`, so no token is left in .git/config`);
    for (const [name, job] of withCommand('run'))
        for (const step of stepsOf(job)) {
            const command = ralphCommand(step);
            if (command &&
                ['setup', 'run', 'gate', 'record'].includes(command) &&
                step.with?.['github-token'] !== '')
                out.push(`job "${name}", step "${stepName(step)}": pass \`github-token: ""\`: no token in the steps around the agent`);
        }
    for (const [name, job] of withCommand('schedule')) {
        if (job.outputs?.gates === undefined)
            out.push(`job "${name}": add the output \`gates: \${{ steps.schedule.outputs.gates }}\``);
        const uploads = stepsOf(job).some((s) => typeof s.uses === 'string' &&
            s.uses.startsWith('actions/upload-artifact') &&
            s.with?.name === task_job/* SCHEDULE_ARTIFACT */.P2);
        if (!uploads)
            out.push(`job "${name}": upload \`\${{ runner.temp }}/ralph/schedule\` as the artifact \`${task_job/* SCHEDULE_ARTIFACT */.P2}\` after the schedule step (the writer needs two or more artifacts to find each in its own folder)`);
    }
    if (withCommand('commands').length === 0)
        out.push('no job runs `command: commands` before the schedule job: /ralph comments and reviews that request changes are never handled');
    const on = (workflow.on ?? {});
    const listens = ['issue_comment', 'pull_request_review', 'pull_request'].filter((e) => !(e in on));
    if (listens.length > 0 || withCommand('listen').length === 0)
        out.push(`Ralph does not listen: add the triggers ${['issue_comment', 'pull_request_review', 'pull_request'].join(', ')} and a job that runs \`command: listen\` on them (\`ralph init --force\` writes both)`);
    const writers = withCommand('finalize');
    if (writers.length === 0)
        out.push('no job runs `command: finalize`: the attempts of the task jobs are never recorded');
    for (const [name, job] of writers) {
        const steps = stepsOf(job);
        const condition = String(job.if ?? '');
        if (!/always\(\)|!\s*cancelled\(\)/.test(condition))
            out.push(`job "${name}": give it \`if: \${{ !cancelled() && needs.schedule.result == 'success' }}\`, or a red task job (a failed gate) skips it and no attempt is recorded`);
        const perms = (job.permissions ?? {});
        for (const scope of ['contents', 'pull-requests', 'issues'])
            if (perms[scope] !== 'write')
                out.push(`job "${name}": needs \`${scope}: write\` in its permissions`);
        const finalize = steps.find((s) => ralphCommand(s) === 'finalize');
        if (finalize.with?.matrix === undefined)
            out.push(`job "${name}": pass \`matrix: \${{ needs.schedule.outputs.matrix }}\` to the finalize step`);
        const downloads = steps.some((s) => typeof s.uses === 'string' &&
            s.uses.startsWith('actions/download-artifact') &&
            s.with?.pattern === task_job/* ATTEMPT_ARTIFACT_PATTERN */.UD);
        if (!downloads)
            out.push(`job "${name}": download this run's attempts before finalize (actions/download-artifact with \`pattern: ${task_job/* ATTEMPT_ARTIFACT_PATTERN */.UD}\` and \`path: \${{ runner.temp }}/ralph/attempts\`)`);
    }
    return out;
}

// EXTERNAL MODULE: ./build/cli/command.js
var command = __webpack_require__(3192);
;// CONCATENATED MODULE: ./build/cli/init.js
// `ralph init`: sets a repository up for Ralph. It creates implementation.json from a template
// with the gates detected in the project (src/core/detect.ts), writes the Ralph workflow with one
// step per gate of the plan (src/core/workflow.ts), and says what to do next. It never
// overwrites a file without --force, and never replaces an existing plan at all: the plan holds
// the work and its progress, so --force only fills in a missing `gates` list. `--check` is for
// CI: it fails when the workflow's gate steps no longer match the plan's gates.










/** Where the workflow goes, relative to the project root. */
const WORKFLOW_PATH = '.github/workflows/ralph.yml';
const PROVIDERS = Object.keys(AGENT_SETUPS);
const init = {
    name: 'init',
    summary: 'create implementation.json and the Ralph workflow for this repository',
    usage: `[--agent PROVIDER] [--force] [--check] [--plan PATH]

Sets this repository up for Ralph, at the project root:
- implementation.json: created from a template (an example spec to replace) with
  the gates detected from package.json scripts, Cargo.toml, go.mod, pyproject.toml
  or a Makefile. An existing plan is kept as it is.
- ${WORKFLOW_PATH}: the Ralph workflow, with one step per gate of the plan.
Then prints what to do next. A file that exists and differs is not overwritten
unless --force; an existing plan is never replaced (--force only adds the detected
gates to a plan that has no "gates").

      --agent PROVIDER  the coding agent: ${PROVIDERS.join(', ')}
                        (default: the plan's agent.provider, else claude)
      --force           overwrite the workflow; add detected gates to a plan without any
      --check           write nothing; exit 1 when the workflow's gate steps differ from
                        the plan's gates (for CI)
${command/* PLAN_USAGE */.YG}`,
    options: {
        ...command/* PLAN_OPTION */.w,
        agent: { type: 'string' },
        force: { type: 'boolean' },
        check: { type: 'boolean' },
    },
    async run(ctx) {
        const root = (0,project_root/* findProjectRoot */.pj)(ctx.cwd);
        const planPath = (0,project_root/* resolvePlanPath */.PC)(ctx.cwd, (0,command/* stringOption */.Pp)(ctx, 'plan'));
        const planRel = (0,external_node_path_.relative)(root, planPath).split(external_node_path_.sep).join('/');
        if (planRel.startsWith('../') || (0,external_node_path_.isAbsolute)(planRel))
            throw new command/* UsageError */.eb(`the plan must be inside the project (${root}), got ${planPath}`);
        const workflowPath = (0,external_node_path_.join)(root, WORKFLOW_PATH);
        if (ctx.values.check) {
            if (ctx.values.force || ctx.values.agent !== undefined)
                throw new command/* UsageError */.eb('--check writes nothing; it takes only --plan');
            return check(ctx, planPath, planRel, workflowPath);
        }
        const agentOption = (0,command/* stringOption */.Pp)(ctx, 'agent');
        if (agentOption !== undefined && !PROVIDERS.includes(agentOption))
            throw new command/* UsageError */.eb(`unknown agent "${agentOption}"; use one of ${PROVIDERS.join(', ')}`);
        const force = Boolean(ctx.values.force);
        const detected = detectProject(projectReader(root));
        ctx.out(describeProject(detected));
        // 1. The plan: create it, or keep it (filling in missing gates only with --force).
        let plan;
        let planCreated = false;
        if ((0,external_node_fs_.existsSync)(planPath)) {
            plan = (0,plan_file/* loadPlan */.Yq)(planPath).plan; // an invalid plan stops here: PlanError, one line per problem
            if (plan.gates !== undefined) {
                ctx.out(`kept ${planRel} (it exists; gates: ${names(plan.gates)})`);
            }
            else if (detected.gates.length === 0) {
                ctx.out(`kept ${planRel} (it exists; it has no gates, and none were detected)`);
            }
            else if (force) {
                await (0,plan_file/* updatePlan */.td)(planPath, (p) => insertBefore(p, 'specs', 'gates', detected.gates));
                plan = (0,plan_file/* loadPlan */.Yq)(planPath).plan;
                ctx.out(`updated ${planRel}: added the detected gates (${names(detected.gates)}); nothing else changed`);
            }
            else {
                ctx.out(`kept ${planRel} (it exists) - it has no "gates", so the workflow gets no gate steps.\n` +
                    `  Detected: ${detected.gates.map((g) => `${g.name} (${g.command})`).join(', ')}\n` +
                    `  Run \`ralph init --force\` to add them to the plan (nothing else in it changes), or add "gates" yourself.`);
            }
        }
        else {
            plan = templatePlan(detected.gates, agentOption ?? 'claude', (0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, 'README.md')));
            const problems = (0,checks/* planProblems */.s4)(plan);
            if (problems.length > 0)
                throw new plan_file/* PlanError */.W6(planPath, problems);
            (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(planPath), { recursive: true });
            if (!createFile(planPath, (0,plan_file/* serializePlan */.S1)(plan))) {
                throw new command/* UsageError */.eb(`${planRel} appeared while ralph init ran; run it again`);
            }
            planCreated = true;
            ctx.out(`created ${planRel} (an example spec to replace; gates: ${names(plan.gates ?? [])}; agent: ${agentOption ?? 'claude'})`);
        }
        const planProvider = plan.agent?.provider;
        const agent = agentOption ?? planProvider ?? 'claude';
        if (!PROVIDERS.includes(agent))
            throw new command/* UsageError */.eb(`${planRel}: agent.provider "${agent}" has no workflow setup; pass --agent with one of ${PROVIDERS.join(', ')}`);
        if (agentOption && planProvider && planProvider !== agentOption)
            ctx.err(`warning: ${planRel} says agent.provider "${planProvider}"; the workflow runs "${agentOption}" (its input wins)`);
        // 2. The workflow, from the plan's gates.
        const gates = plan.gates ?? [];
        const ids = new Map();
        for (const g of gates) {
            const clash = ids.get(gateStepId(g.name));
            if (clash !== undefined)
                throw new command/* UsageError */.eb(`${planRel}: gates "${clash}" and "${g.name}" would get the same workflow step id; rename one`);
            ids.set(gateStepId(g.name), g.name);
        }
        const workflow = renderWorkflow({
            gates,
            agent,
            setupSteps: detected.setupSteps,
            plan: planRel,
        });
        let existing;
        try {
            existing = (0,external_node_fs_.readFileSync)(workflowPath, 'utf8');
        }
        catch {
            existing = undefined;
        }
        if (existing === workflow) {
            ctx.out(`${WORKFLOW_PATH} is up to date`);
            if (planCreated)
                ctx.out(nextSteps(agent, planRel, planCreated, gates.length === 0));
        }
        else if (existing !== undefined && !force) {
            ctx.err(`ralph init: ${WORKFLOW_PATH} exists and differs from the workflow for this plan; not overwritten.\n` +
                `  Run \`ralph init --force\` to replace it, or \`ralph init --check\` to compare its gate steps with the plan.`);
            return 1;
        }
        else {
            (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(workflowPath), { recursive: true });
            if (existing === undefined) {
                if (!createFile(workflowPath, workflow))
                    throw new command/* UsageError */.eb(`${WORKFLOW_PATH} appeared while ralph init ran; run it again`);
            }
            else
                (0,plan_file/* writeAtomic */.vZ)(workflowPath, workflow);
            ctx.out(`${existing === undefined ? 'created' : 'replaced'} ${WORKFLOW_PATH} (gate steps: ${names(gates)}; agent: ${agent})`);
            ctx.out(nextSteps(agent, planRel, planCreated, gates.length === 0));
        }
        return 0;
    },
};
/** The root directory as detection reads it. */
function projectReader(root) {
    return {
        list: () => {
            try {
                return (0,external_node_fs_.readdirSync)(root);
            }
            catch {
                return [];
            }
        },
        read: (name) => {
            try {
                return (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(root, name), 'utf8');
            }
            catch {
                return undefined;
            }
        },
    };
}
/** The plan `ralph init` creates: the detected gates, the agent, and an example spec to replace. */
function templatePlan(gates, provider, hasReadme = false) {
    return {
        $schema: (0,plan/* planJsonSchema */.bE)().$id,
        version: 1,
        agent: { provider },
        ...(gates.length > 0 ? { gates: gates.map((g) => ({ ...g })) } : {}),
        specs: [
            {
                id: 'example',
                name: 'Example spec: replace it with your own',
                priority: 1,
                context: 'A spec is one reviewable change: its tasks run one at a time on the branch ralph/<spec id>, and one pull request is opened when they are all completed.',
                acceptanceCriteria: ['Every gate passes'],
                tasks: [
                    {
                        id: 'example-1',
                        title: 'First task',
                        description: 'What the agent should build, in a few sentences, as you would brief a colleague.',
                        status: 'pending',
                        acceptanceCriteria: ['An observable result that says the task is done'],
                        // Files whose contents go into the prompt; only one that exists, so the example runs.
                        ...(hasReadme ? { contextFiles: ['README.md'] } : {}),
                    },
                    {
                        id: 'example-2',
                        title: 'Second task',
                        description: 'Runs after example-1 is completed.',
                        status: 'pending',
                        dependsOn: ['example-1'],
                        acceptanceCriteria: ['Another observable result'],
                    },
                ],
            },
        ],
    };
}
function describeProject(d) {
    const what = d.kind === 'unknown' ? 'project: no known build files' : `project: ${d.kind}`;
    return [what, ...d.notes.map((n) => `  ${n}`)].join('\n');
}
function nextSteps(agent, planRel, planCreated, noGates) {
    const setup = AGENT_SETUPS[agent];
    const steps = [];
    if (planCreated)
        steps.push(`Replace the example spec in ${planRel} with your specs and tasks; scheduled runs start on pending tasks once the workflow is on the default branch.`);
    if (noGates)
        steps.push(`Add "gates" (name and command) to ${planRel} - nothing checks the agent's work without them - then run \`ralph init --force\`.`);
    if (setup.secrets.length > 0)
        steps.push(`Add the repository secret${setup.secrets.length > 1 ? 's' : ''} ${setup.secrets.join(', ')} for the ${agent} agent (Settings > Secrets and variables > Actions).`);
    else if (agent === 'command')
        steps.push(`Set agent.command in ${planRel}: the command line that runs your agent (the prompt arrives on stdin).`);
    steps.push('Allow GitHub Actions to create pull requests (Settings > Actions > General > Workflow permissions).', `Check the plan: ralph validate${planRel === 'implementation.json' ? '' : ` --plan ${planRel}`}`, `Commit ${planRel} and ${WORKFLOW_PATH}, and push.`, 'Run the workflow once by hand: gh workflow run ralph.yml (or Actions > Ralph > Run workflow).');
    return ['', 'Next:', ...steps.map((s, i) => `  ${i + 1}. ${s}`)].join('\n');
}
/**
 * `ralph init --check`: the workflow has the layout split by trust (a workflow written for an
 * older Ralph is told what to change), and its gate steps are the plan's gates, same names,
 * same order.
 */
function check(ctx, planPath, planRel, workflowPath) {
    const { plan } = (0,plan_file/* loadPlan */.Yq)(planPath);
    const planGates = (plan.gates ?? []).map((g) => g.name);
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(workflowPath, 'utf8');
    }
    catch {
        ctx.err(`ralph init --check: ${WORKFLOW_PATH} is missing; run \`ralph init\` to write it`);
        return 1;
    }
    let stepGates;
    let layout;
    try {
        const parsed = (0,dist/* parse */.qg)(text);
        stepGates = workflowGateNames(parsed);
        layout = layoutProblems(parsed);
    }
    catch (e) {
        ctx.err(`ralph init --check: ${WORKFLOW_PATH} is not valid YAML: ${e.message}`);
        return 1;
    }
    const problems = [...layout, ...gateDifferences(planGates, stepGates)];
    if (problems.length === 0) {
        ctx.out(`${WORKFLOW_PATH}: gate steps match ${planRel} (${planGates.join(', ') || 'no gates'})`);
        return 0;
    }
    ctx.err([
        layout.length > 0
            ? `ralph init --check: ${WORKFLOW_PATH} is laid out for an older Ralph${layout.length < problems.length ? ` and does not match the gates of ${planRel}` : ''}:`
            : `ralph init --check: ${WORKFLOW_PATH} does not match the gates of ${planRel}:`,
        ...problems.map((p) => `  ${p}`),
        `Fix: run \`ralph init --force\` to rewrite the workflow from the plan (or edit its gate steps by hand).`,
    ].join('\n'));
    return 1;
}
/** The `gate` input of every step, in any job, whose `with.command` is `gate`, in file order. */
function workflowGateNames(workflow) {
    const out = [];
    const jobs = workflow?.jobs;
    if (!jobs || typeof jobs !== 'object')
        return out;
    for (const job of Object.values(jobs)) {
        const steps = job?.steps;
        if (!Array.isArray(steps))
            continue;
        for (const step of steps) {
            const w = step?.with;
            if (w?.command !== 'gate')
                continue;
            out.push(typeof w.gate === 'string'
                ? w.gate
                : `(a gate step without a "gate" name: ${String(step.name ?? 'unnamed')})`);
        }
    }
    return out;
}
/** What differs between the plan's gate names and the workflow's gate steps, one line each. */
function gateDifferences(planGates, stepGates) {
    const problems = [];
    for (const g of planGates)
        if (!stepGates.includes(g))
            problems.push(`missing gate step: ${g} (in the plan, not in the workflow)`);
    for (const g of stepGates)
        if (!planGates.includes(g))
            problems.push(`extra gate step: ${g} (in the workflow, not in the plan)`);
    const dup = stepGates.filter((g, i) => stepGates.indexOf(g) !== i);
    for (const g of new Set(dup))
        problems.push(`gate step ${g} appears more than once`);
    if (problems.length === 0 && planGates.join('\n') !== stepGates.join('\n'))
        problems.push(`order: the plan runs ${planGates.join(', ')}; the workflow runs ${stepGates.join(', ')}`);
    return problems;
}
function names(gates) {
    return gates.length > 0 ? gates.map((g) => g.name).join(', ') : 'none';
}
/** Sets `key` on `obj` in place, placed before `before` (or last), so the file reads in the usual order. */
function insertBefore(obj, before, key, value) {
    const entries = Object.entries(obj).filter(([k]) => k !== key);
    for (const [k] of entries)
        delete obj[k];
    let placed = false;
    for (const [k, v] of entries) {
        if (k === before && !placed) {
            obj[key] = value;
            placed = true;
        }
        obj[k] = v;
    }
    if (!placed)
        obj[key] = value;
}
/**
 * Creates a file that must not exist yet, atomically: written to a temp file, then hard-linked
 * into place (which fails rather than replace a file). False when the file already exists.
 */
function createFile(path, data) {
    const tmp = `${path}.${process.pid}.${Date.now().toString(36)}.tmp`;
    (0,external_node_fs_.writeFileSync)(tmp, data, { flag: 'wx' });
    try {
        (0,external_node_fs_.linkSync)(tmp, path);
        return true;
    }
    catch (err) {
        const code = err.code;
        if (code === 'EEXIST')
            return false;
        // A file system without hard links: exclusive create, the next best thing.
        try {
            (0,external_node_fs_.writeFileSync)(path, data, { flag: 'wx' });
            return true;
        }
        catch (e) {
            if (e.code === 'EEXIST')
                return false;
            throw e;
        }
    }
    finally {
        (0,external_node_fs_.rmSync)(tmp, { force: true });
    }
}


/***/ }),

/***/ 5763:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P2: () => (/* binding */ SCHEDULE_ARTIFACT),
/* harmony export */   UD: () => (/* binding */ ATTEMPT_ARTIFACT_PATTERN),
/* harmony export */   cr: () => (/* binding */ recordedOnBranch),
/* harmony export */   pr: () => (/* binding */ AttemptReportSchema),
/* harmony export */   px: () => (/* binding */ parseMatrixEntry),
/* harmony export */   sQ: () => (/* binding */ ATTEMPT_FILES),
/* harmony export */   tZ: () => (/* binding */ attemptArtifactName),
/* harmony export */   z5: () => (/* binding */ parseMatrix)
/* harmony export */ });
/* unused harmony exports MatrixEntrySchema, MatrixSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2311);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4813);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4115);
/* harmony import */ var _prompt_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9842);
// What travels between the jobs of a run (DESIGN.md C7). The schedule job (read-only, runs no
// agent) decides each task job's anchors and hands them on as the matrix entry; the task job
// (runs the agent and the gates, holds no write credential) hands back one attempt artifact;
// the writer job trusts the anchors, and takes from the artifact only what an untrusted job
// may say: the agent's outcome, the gate results and a patch it validates itself.




const sha = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(/^[0-9a-f]{40}$/, 'a full commit sha');
const id = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().superRefine((value, ctx) => {
    const unsafe = (0,_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .unsafeIdReason */ .wg)(value);
    if (unsafe)
        ctx.addIssue({ code: 'custom', message: unsafe });
});
/** One matrix entry: a task job's anchors. */
const MatrixEntrySchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    spec: id,
    task: id,
    /** The attempt's number: the task's attempts on its branch so far, plus one. */
    attempt: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().positive(),
    branch: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1),
    base: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1),
    /** The commit the job checks out: the spec branch's tip, or the base's when the branch is new. */
    start: sha,
    /** The base's tip when scheduled; merged into `start` first when `start` does not contain it. */
    'base-sha': sha,
    complexity: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    'max-turns': zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().positive(),
    'timeout-minutes': zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().positive(),
    'job-timeout-minutes': zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().positive().optional(),
    /** The name this attempt's artifact is uploaded under. */
    artifact: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1),
    /** The previous attempt's artifact and run, for its retry context ('' when none). */
    'retry-artifact': zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    'retry-run-id': zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig()]).transform(String),
});
const MatrixSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ include: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(MatrixEntrySchema) });
/** Parses a matrix entry (the `task` input: `toJSON(matrix)`); the message names what is wrong. */
function parseMatrixEntry(text, where) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (err) {
        throw new Error(`${where} is not JSON (${err.message}); pass \`\${{ toJSON(matrix) }}\`.`);
    }
    const r = MatrixEntrySchema.safeParse(value);
    if (!r.success)
        throw new Error(`${where} is not a Ralph matrix entry: ${r.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}. Pass \`\${{ toJSON(matrix) }}\` from the schedule job's matrix.`);
    return r.data;
}
function parseMatrix(text, where) {
    let value;
    try {
        value = JSON.parse(text || '{"include":[]}');
    }
    catch (err) {
        throw new Error(`${where} is not JSON (${err.message}).`);
    }
    const r = MatrixSchema.safeParse(value);
    if (!r.success)
        throw new Error(`${where} is not Ralph's matrix: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}. Pass the schedule job's \`matrix\` output.`);
    return r.data.include;
}
function attemptArtifactName(spec, task, attempt) {
    return `ralph-attempt-${spec}-${task}-${attempt}`;
}
/**
 * What the writer downloads: every attempt artifact of the run, and the schedule job's
 * (SCHEDULE_ARTIFACT). There are always two or more, so actions/download-artifact puts each
 * in a folder named after it; it extracts a single match straight into the path, where one
 * task's artifact could hold a folder named after another's.
 */
const ATTEMPT_ARTIFACT_PATTERN = 'ralph-*';
/** The schedule job's artifact: the matrix as scheduled. */
const SCHEDULE_ARTIFACT = 'ralph-schedule';
const gateResult = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    command: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    required: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
    passed: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nullable(),
    outputTail: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(64_000),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().optional(),
    timedOut: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().optional(),
});
/**
 * `attempt.json` in the attempt artifact. Everything in it was written by a job that ran the
 * agent's code: the writer checks its shape, takes the identity of the attempt from the matrix
 * entry, and never a path, a commit or a command from here.
 */
const AttemptReportSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(1),
    spec: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    task: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    attempt: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int(),
    /** The run step found this attempt already recorded on the spec branch (a re-run): nothing ran. */
    alreadyRecorded: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().optional(),
    /** The run step stopped before the agent ran (a configuration error): no attempt to record. */
    setupError: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(2_000).optional(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(40),
    finishedAt: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(40),
    agent: zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
        outcome: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['done', 'blocked', 'no_marker', 'timeout', 'crashed', 'rate_limited']),
        reason: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(8_000).optional(),
        interrupted: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().optional(),
        exitCode: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nullable(),
        durationMs: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().nonnegative(),
        turns: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative().optional(),
        inputTokens: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative().optional(),
        outputTokens: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative().optional(),
        costUsd: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().nonnegative().optional(),
    }),
    claimProblems: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().max(2_000)).max(50),
    gates: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(gateResult).max(100),
    /** Whether `work.patch` beside it holds the attempt's change (git diff --binary). */
    patch: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY(),
});
const ATTEMPT_FILES = {
    report: 'attempt.json',
    patch: 'work.patch',
    retry: 'retry.json',
    transcript: 'transcript.log',
};
/**
 * Why a matrix entry's attempt needs no more work: the spec branch's plan records it, or the
 * task is finished or blocked there. The task job then runs no agent and the writer records
 * nothing (a re-run of either), judged by the branch alone, never by an artifact.
 */
function recordedOnBranch(plan, entry) {
    const task = (0,_prompt_js__WEBPACK_IMPORTED_MODULE_2__/* .findTask */ .VX)(plan, entry.task)?.task;
    if (!task)
        return undefined;
    if (task.attempts?.some((a) => a.number === entry.attempt))
        return `attempt ${entry.attempt} of ${entry.task} is recorded on ${entry.branch} already`;
    if ((0,_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .isDone */ .$L)(task.status) || task.status === 'blocked')
        return `${entry.task} is ${task.status} on ${entry.branch} already`;
    return undefined;
}


/***/ })

};
