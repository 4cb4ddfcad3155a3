export const id = 1178;
export const ids = [1178];
export const modules = {

/***/ 5618:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ toolCheck)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _core_detect_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(464);
/* harmony import */ var _core_workflow_gate_tools_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(313);
/* harmony import */ var _program_path_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3205);
// A gate's tool here (docs/ARCHITECTURE.md#gates): whether the program a gate calls is on PATH
// (or at its path), and the package.json script or the project-environment program it runs
// through a package manager (npx, pnpm exec, uv run, ...). Read by the dry runs, init's
// verification and the agent's readiness check.





/**
 * A gate's tool here: the line the dry runs print, and what is missing when the gate cannot
 * run at all (its program is not on PATH, or the package.json script it runs does not exist).
 * A tool the setup installs (node_modules/.bin, .venv/bin) is not missing: it is not there yet.
 * Leading `NAME=value` assignments are read as the shell reads them, quotes and all.
 */
function toolCheck(root, command, env) {
    const first = (0,_core_detect_index_js__WEBPACK_IMPORTED_MODULE_2__/* .commandWords */ .Bl)(command);
    // A script that opens with a shell construct (`if [[ ... ]]; then`): its first program is the tool.
    const construct = (0,_core_workflow_gate_tools_js__WEBPACK_IMPORTED_MODULE_3__/* .opensConstruct */ .Z)(first[0]);
    const program = construct ? ((0,_core_workflow_gate_tools_js__WEBPACK_IMPORTED_MODULE_3__/* .gatePrograms */ .H)(command)[0] ?? '') : (first[0] ?? '');
    if (program === '')
        return { text: 'runs only shell builtins' };
    const words = construct ? [program] : first;
    const where = resolveProgram(root, program, env);
    const head = where
        ? `${program} found (${where})`
        : `${program} not found on PATH (install it to run this gate here: without it the gate exits 127)`;
    const notFound = where ? undefined : program;
    const inner = innerTool(words);
    if (!inner)
        return { text: head, ...(notFound ? { missing: notFound } : {}) };
    if (inner.kind === 'script') {
        const pkg = readJson((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'package.json'));
        const scripts = pkg?.scripts;
        const has = typeof scripts?.[inner.name] === 'string';
        // pnpm, yarn and bun run a dependency's binary by its name when no script has it.
        const bin = !has && words[0] !== 'npm' ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'node_modules', '.bin', inner.name) : undefined;
        if (bin !== undefined && (isExecutable(bin) || dependsOn(pkg, inner.name)))
            return {
                text: `${head}; ${inner.name} ${isExecutable(bin) ? `found (${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, bin)})` : 'not installed here yet (the install step installs it)'}`,
                ...(notFound ? { missing: notFound } : {}),
            };
        const missing = notFound ?? (has ? undefined : `script "${inner.name}" of package.json`);
        return {
            text: `${head}; script "${inner.name}" ${has ? 'in package.json' : 'NOT in package.json'}`,
            ...(missing ? { missing } : {}),
        };
    }
    const local = inner.dirs.map((d) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, d, inner.name)).find((p) => isExecutable(p));
    return {
        text: `${head}; ${inner.name} ${local ? `found (${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, local)})` : `not installed here yet (${inner.installedBy} installs it)`}`,
        ...(notFound ? { missing: notFound } : {}),
    };
}
/** Whether package.json lists a dependency that provides `bin`: the package of that name (tsc: typescript). */
function dependsOn(pkg, bin) {
    const deps = { ...pkg?.dependencies, ...pkg?.devDependencies };
    return deps[bin] !== undefined || (bin === 'tsc' && deps.typescript !== undefined);
}
/** The tool a package manager runs for a gate: a package.json script, or a program in the project's environment. */
function innerTool(words) {
    const [pm, ...rest] = words;
    const flagsOut = (list, withValue) => {
        const out = [];
        for (let i = 0; i < list.length; i++) {
            if (withValue.includes(list[i]))
                i++;
            else if (!list[i].startsWith('-'))
                out.push(list[i]);
        }
        return out;
    };
    if (pm === 'npx' || pm === 'bunx' || ((pm === 'pnpm' || pm === 'yarn') && rest[0] === 'exec')) {
        const name = flagsOut(pm === 'npx' || pm === 'bunx' ? rest : rest.slice(1), [])[0];
        return name
            ? { kind: 'bin', name, dirs: ['node_modules/.bin'], installedBy: 'the install step' }
            : undefined;
    }
    if (pm === 'npm' || pm === 'pnpm' || pm === 'yarn' || pm === 'bun') {
        const args = flagsOut(rest, ['--filter', '-F', '--workspace']);
        if (args.some((a) => a.startsWith('@')) || rest.includes('--filter') || rest.includes('-F'))
            return undefined;
        const script = args[0] === 'run' || args[0] === 'run-script' ? args[1] : args[0] === 't' ? 'test' : args[0];
        return script ? { kind: 'script', name: script } : undefined;
    }
    if ((pm === 'uv' || pm === 'poetry') && rest[0] === 'run') {
        const name = flagsOut(rest.slice(1), [
            '--group',
            '--with',
            '--extra',
            '--python',
            '-p',
            '--package',
            '--only-group',
        ])[0];
        return name
            ? { kind: 'bin', name, dirs: ['.venv/bin'], installedBy: pm === 'uv' ? 'uv sync' : 'poetry install' }
            : undefined;
    }
    return undefined;
}
function resolveProgram(root, program, env) {
    if (!program)
        return undefined;
    if (program.includes('/')) {
        const p = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(program) ? program : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, program);
        return isExecutable(p) ? program : undefined;
    }
    // The gate runs in the project root: an empty or relative PATH entry is taken from there.
    return (0,_program_path_js__WEBPACK_IMPORTED_MODULE_4__/* .findOnPath */ .a)(program, env.PATH ?? '', root);
}
function isExecutable(path) {
    try {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isFile())
            return false;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
        return true;
    }
    catch {
        return false;
    }
}
function readJson(path) {
    try {
        const v = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
        return v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 471:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XC: () => (/* binding */ WORKFLOW_FILE),
  ir: () => (/* binding */ agentReadiness),
  OI: () => (/* binding */ blockerLines),
  Lv: () => (/* binding */ dryRunTaskJob),
  Xy: () => (/* binding */ installLines),
  SI: () => (/* binding */ otherPrograms),
  P_: () => (/* binding */ readTaskJob),
  xI: () => (/* binding */ taskJobReport),
  y9: () => (/* binding */ toolFix)
});

// UNUSED EXPORTS: installHint, taskJobFromText

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./build/adapters/agents/signin.js
// Whether an agent CLI is signed in, as far as Ralph can tell without running it: no network
// call, no cost: the names of environment variables, whether a credential file exists, and
// whether a settings or .env file names a key (its value is never kept or printed). What each CLI reads, from its documentation (how each fails
// without it is in the parsers' tests on their real transcripts, test/fixtures/transcripts/):
// - Claude Code: ANTHROPIC_API_KEY, ANTHROPIC_AUTH_TOKEN, CLAUDE_CODE_OAUTH_TOKEN, Bedrock or
//   Vertex (CLAUDE_CODE_USE_BEDROCK / _VERTEX), an `apiKeyHelper` in its settings; a `/login`
//   keeps the OAuth credentials in `$CLAUDE_CONFIG_DIR/.credentials.json` (default
//   ~/.claude) on Linux, in the Keychain on macOS, which Ralph cannot see;
// - Codex: CODEX_API_KEY or OPENAI_API_KEY, else `codex login` in `$CODEX_HOME/auth.json`
//   (default ~/.codex), or the OS keyring when configured so;
// - Gemini CLI: GEMINI_API_KEY, GOOGLE_API_KEY, Vertex AI (GOOGLE_GENAI_USE_VERTEXAI), a cached
//   Google sign-in in ~/.gemini/oauth_creds.json, or a key in ~/.gemini/.env;
// - OpenCode: `opencode auth login` in `$XDG_DATA_HOME/opencode/auth.json` (default
//   ~/.local/share), or a provider's key in the environment.
// So only a missing Claude Code sign-in on Linux is certain; the rest can only be "not found
// where Ralph looked", said as such.



const set = (env, name) => typeof env[name] === 'string' && env[name] !== '';
/** The first of `names` set in `env`. */
function envKey(env, names) {
    return names.find((n) => set(env, n));
}
/**
 * The agent CLI's sign-in, for `provider` (claude, codex, gemini, opencode); undefined for a
 * provider with no sign-in of its own (`command`).
 */
function agentSignIn(provider, env, platform = process.platform) {
    const home = env.HOME || (0,external_node_os_.homedir)();
    switch (provider) {
        case 'claude': {
            const key = envKey(env, [
                'ANTHROPIC_API_KEY',
                'ANTHROPIC_AUTH_TOKEN',
                'CLAUDE_CODE_OAUTH_TOKEN',
                'CLAUDE_CODE_USE_BEDROCK',
                'CLAUDE_CODE_USE_VERTEX',
            ]);
            if (key)
                return { state: 'found', text: `${key} is set` };
            const dir = env.CLAUDE_CONFIG_DIR || (0,external_node_path_.join)(home, '.claude');
            const creds = (0,external_node_path_.join)(dir, '.credentials.json');
            if ((0,external_node_fs_.existsSync)(creds))
                return { state: 'found', text: `signed in (${creds})` };
            if (hasKey((0,external_node_path_.join)(dir, 'settings.json'), 'apiKeyHelper'))
                return { state: 'found', text: `an apiKeyHelper in ${(0,external_node_path_.join)(dir, 'settings.json')}` };
            const fix = 'run `claude` once and sign in (`/login`), or set ANTHROPIC_API_KEY';
            return platform === 'linux'
                ? { state: 'missing', text: `not signed in: no ${creds} and no ANTHROPIC_API_KEY`, fix }
                : {
                    state: 'unknown',
                    text: `no ANTHROPIC_API_KEY; a sign-in on ${platform} is kept in the system keychain, which Ralph does not read`,
                    fix,
                };
        }
        case 'codex': {
            const key = envKey(env, ['CODEX_API_KEY', 'OPENAI_API_KEY']);
            if (key)
                return { state: 'found', text: `${key} is set` };
            const auth = (0,external_node_path_.join)(env.CODEX_HOME || (0,external_node_path_.join)(home, '.codex'), 'auth.json');
            if ((0,external_node_fs_.existsSync)(auth))
                return { state: 'found', text: `signed in (${auth})` };
            return {
                state: 'unknown',
                text: `no ${auth} and no OPENAI_API_KEY (a sign-in kept in the OS keyring is not seen; \`codex login status\` says)`,
                fix: 'run `codex login`, or set OPENAI_API_KEY',
            };
        }
        case 'gemini': {
            const key = envKey(env, [
                'GEMINI_API_KEY',
                'GOOGLE_API_KEY',
                'GOOGLE_GENAI_USE_VERTEXAI',
                'GOOGLE_GENAI_USE_GCA',
            ]);
            if (key)
                return { state: 'found', text: `${key} is set` };
            const dir = (0,external_node_path_.join)(home, '.gemini');
            const oauth = (0,external_node_path_.join)(dir, 'oauth_creds.json');
            if ((0,external_node_fs_.existsSync)(oauth))
                return { state: 'found', text: `signed in (${oauth})` };
            if (fileMentions((0,external_node_path_.join)(dir, '.env'), 'GEMINI_API_KEY'))
                return { state: 'found', text: `GEMINI_API_KEY in ${(0,external_node_path_.join)(dir, '.env')}` };
            return {
                state: 'unknown',
                text: `no GEMINI_API_KEY and no ${oauth}`,
                fix: 'run `gemini` once and sign in with Google, or set GEMINI_API_KEY',
            };
        }
        case 'opencode': {
            const auth = (0,external_node_path_.join)(env.XDG_DATA_HOME || (0,external_node_path_.join)(home, '.local', 'share'), 'opencode', 'auth.json');
            if ((0,external_node_fs_.existsSync)(auth))
                return { state: 'found', text: `signed in (${auth})` };
            const key = envKey(env, [
                'ANTHROPIC_API_KEY',
                'OPENAI_API_KEY',
                'GEMINI_API_KEY',
                'OPENROUTER_API_KEY',
            ]);
            if (key)
                return { state: 'found', text: `${key} is set` };
            return {
                state: 'unknown',
                text: `no ${auth} and no provider key in the environment`,
                fix: 'run `opencode auth login`, or set the API key of the provider its model uses',
            };
        }
        default:
            return undefined;
    }
}
/** Whether a JSON file has a top-level key (its value is not kept). */
function hasKey(path, key) {
    try {
        const v = JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'));
        return v !== null && typeof v === 'object' && v[key] !== undefined;
    }
    catch {
        return false;
    }
}
function fileMentions(path, name) {
    try {
        return new RegExp(`^\\s*(export\\s+)?${name}=\\S`, 'm').test((0,external_node_fs_.readFileSync)(path, 'utf8'));
    }
    catch {
        return false;
    }
}

// EXTERNAL MODULE: ./build/adapters/tool-check.js
var tool_check = __webpack_require__(5618);
// EXTERNAL MODULE: ./build/core/workflow/gate-tools.js
var gate_tools = __webpack_require__(313);
// EXTERNAL MODULE: ./build/core/detect/shell.js
var shell = __webpack_require__(1206);
;// CONCATENATED MODULE: ./build/core/workflow/task-job-needs.js
// What a gate needs from the task job that runs it in CI, and whether the job sets it up
// (docs/ARCHITECTURE.md#gates). A gate the job cannot run fails every attempt's baseline, so the
// dry runs flag it before any run: a Rust toolchain named with `+toolchain`, a `--target`, a
// tool GitHub's Ubuntu runner does not have (Deno, Bun, pnpm, uv...), a database the gate talks
// to without a `services:` entry, a package manager of another distribution (`apk`, `dnf`)
// without a `container:`. Read from the workflow file: the steps of the job with the
// `command: run` step, up to that step, and its `services` and `container`.


/** The task job of a parsed Ralph workflow: the job with the `command: run` step. */
function taskJobOf(workflow) {
    const jobs = workflow?.jobs;
    if (!jobs || typeof jobs !== 'object')
        return undefined;
    for (const [id, job] of Object.entries(jobs)) {
        const steps = Array.isArray(job?.steps) ? job.steps : [];
        const runAt = steps.findIndex((s) => s?.with?.command === 'run');
        if (runAt < 0)
            continue;
        const services = [];
        if (job?.services && typeof job.services === 'object')
            for (const [name, s] of Object.entries(job.services)) {
                const image = typeof s === 'string' ? s : s?.image;
                services.push({ name, image: typeof image === 'string' ? image : '' });
            }
        const c = job?.container;
        const container = typeof c === 'string' ? c : c?.image;
        return {
            id,
            setup: steps.slice(0, runAt).filter((s) => s && typeof s === 'object'),
            services,
            ...(typeof container === 'string' && container !== '' ? { container } : {}),
        };
    }
    return undefined;
}
/** A step's script: its `run:`, or the `run` input of Ralph's `command: setup` step. */
function stepScript(s) {
    if (typeof s.run === 'string')
        return s.run;
    return typeof s.with?.run === 'string' ? s.with.run : '';
}
function stepUses(s) {
    return typeof s.uses === 'string' ? s.uses.toLowerCase() : '';
}
function withValue(s, ...keys) {
    return keys
        .map((k) => s.with?.[k])
        .filter((v) => v !== undefined && v !== null)
        .map(String)
        .join(',');
}
const RUST_ACTIONS = [
    'dtolnay/rust-toolchain',
    'actions-rust-lang/setup-rust-toolchain',
    'actions-rs/toolchain',
];
/** The Rust toolchains the job installs (`stable` is on GitHub's runners already). */
function rustToolchains(job) {
    const out = new Set(['stable']);
    for (const s of job.setup) {
        const uses = stepUses(s);
        if (RUST_ACTIONS.some((a) => uses.startsWith(`${a}@`))) {
            const ref = uses.split('@')[1] ?? '';
            if (uses.startsWith('dtolnay/rust-toolchain@') &&
                ref !== 'master' &&
                ref !== 'v1' &&
                !/^[0-9a-f]{40}$/.test(ref))
                out.add(ref);
            for (const t of withValue(s, 'toolchain').split(/[\s,]+/))
                if (t)
                    out.add(t);
        }
        for (const m of stepScript(s).matchAll(/\brustup\s+(?:toolchain\s+install|install|default|update|override\s+set)\s+([^\s;&|]+(?:\s+[^-\s;&|][^\s;&|]*)*)/g))
            for (const t of m[1].split(/\s+/))
                out.add(t);
    }
    return out;
}
/** The compilation targets the job adds. */
function rustTargets(job) {
    const out = new Set();
    for (const s of job.setup) {
        if (RUST_ACTIONS.some((a) => stepUses(s).startsWith(`${a}@`)))
            for (const t of withValue(s, 'targets', 'target').split(/[\s,]+/))
                if (t)
                    out.add(t);
        for (const m of stepScript(s).matchAll(/\brustup\s+target\s+add\s+([^;&|\n]+)/g))
            for (const t of m[1].trim().split(/\s+/))
                if (!t.startsWith('-'))
                    out.add(t);
    }
    return out;
}
/** A toolchain matches when one names the other's version (`1.80` and `1.80.0`). */
function toolchainSetUp(wanted, have) {
    for (const h of have)
        if (h === wanted ||
            h.startsWith(`${wanted}.`) ||
            wanted.startsWith(`${h}.`) ||
            wanted.startsWith(`${h}-`))
            return true;
    return false;
}
/** Tools GitHub's Ubuntu runner image does not have: the setup actions (or install lines) that provide each. */
const NEEDS_SETUP = {
    deno: {
        actions: ['denoland/setup-deno'],
        installs: /deno\.land\/install|deno\.com\/install|npm (i|install) (-g|--global) deno\b/,
        fix: 'add `uses: denoland/setup-deno@v2` to the task job',
    },
    bun: {
        actions: ['oven-sh/setup-bun'],
        installs: /bun\.sh\/install|npm (i|install) (-g|--global) bun\b/,
        fix: 'add `uses: oven-sh/setup-bun@v2` to the task job',
    },
    pnpm: {
        actions: ['pnpm/action-setup'],
        installs: /corepack enable|npm (i|install) (-g|--global) pnpm\b/,
        fix: 'add `uses: pnpm/action-setup@v4` to the task job',
    },
    uv: {
        actions: ['astral-sh/setup-uv'],
        installs: /astral\.sh\/uv|pipx? install\b.*\buv\b/,
        fix: 'add `uses: astral-sh/setup-uv@v6` to the task job',
    },
    poetry: {
        actions: ['snok/install-poetry', 'abatilo/actions-poetry'],
        installs: /pipx? install\b.*\bpoetry\b|install\.python-poetry\.org/,
        fix: 'add `uses: snok/install-poetry@v1` (or a `pipx install poetry` setup line) to the task job',
    },
    just: {
        actions: ['extractions/setup-just', 'taiki-e/install-action'],
        installs: /\bjust\b/,
        fix: 'add `uses: extractions/setup-just@v3` to the task job',
    },
    'golangci-lint': {
        actions: ['golangci/golangci-lint-action'],
        installs: /golangci-lint/,
        fix: 'add `uses: golangci/golangci-lint-action@v8` with `install-only: true` to the task job',
    },
};
NEEDS_SETUP.bunx = NEEDS_SETUP.bun;
NEEDS_SETUP.uvx = NEEDS_SETUP.uv;
/** Databases a gate may talk to: how its command shows it, and the images that provide one. */
const SERVICES = [
    {
        name: 'PostgreSQL',
        signs: /postgres(?:ql)?(?:\+\w+)?:\/\/|\bPG(?:HOST|PORT|USER|PASSWORD|DATABASE)\b|:5432\b|\bpsql\b|\bpg_isready\b/i,
        images: /postgres|postgis|timescale/i,
    },
    {
        name: 'MySQL',
        signs: /\bmysql(?:\+\w+)?:\/\/|\bmariadb:\/\/|:3306\b|\bMYSQL_(?:HOST|PORT|USER|PASSWORD|DATABASE)\b/i,
        images: /mysql|mariadb|percona/i,
    },
    {
        name: 'Redis',
        signs: /\brediss?:\/\/|:6379\b|\bREDIS_(?:URL|HOST|PORT)\b|\bredis-cli\b/i,
        images: /redis|valkey|keydb|dragonfly/i,
    },
    {
        name: 'MongoDB',
        signs: /\bmongodb(?:\+srv)?:\/\/|:27017\b|\bMONGO(?:DB)?_(?:URL|URI|HOST)\b/i,
        images: /mongo/i,
    },
];
/** Package managers of other distributions: the container images that have each. */
const DISTRO_TOOLS = {
    apk: { images: /alpine/i, distro: 'Alpine' },
    dnf: { images: /fedora|centos|rhel|rocky|alma|ubi|amazonlinux|oraclelinux/i, distro: 'Fedora or RHEL' },
    yum: { images: /fedora|centos|rhel|rocky|alma|ubi|amazonlinux|oraclelinux/i, distro: 'Fedora or RHEL' },
    microdnf: { images: /ubi|fedora|rhel/i, distro: 'RHEL UBI' },
    zypper: { images: /suse/i, distro: 'openSUSE' },
    pacman: { images: /arch/i, distro: 'Arch Linux' },
};
/**
 * What `gate` needs that `job` does not set up, one entry per need; empty when the job has it
 * all (as far as these rules see: a tool installed by a script they cannot read counts as set
 * up when the script names it).
 */
function gateNeeds(gate, job) {
    const out = [];
    const need = (n, fix) => out.push({ gate: gate.name, need: n, fix });
    const setupText = job.setup.map(stepScript).join('\n');
    const uses = job.setup.map(stepUses);
    const toolchains = rustToolchains(job);
    const targets = rustTargets(job);
    for (const line of gate.command.split(/\r?\n|&&|\|\||;/)) {
        const words = (0,shell/* shellWords */.CH)(line.trim());
        const at = words.findIndex((w) => w === 'cargo' || w === 'rustc' || w === 'rustup');
        if (at < 0)
            continue;
        const tool = words[at];
        const plus = tool === 'rustup' && words[at + 1] === 'run'
            ? words[at + 2]
            : words[at + 1]?.startsWith('+')
                ? words[at + 1].slice(1)
                : undefined;
        if (plus && !toolchainSetUp(plus, toolchains))
            need(`the Rust toolchain ${plus} (\`${tool} ${tool === 'rustup' ? 'run ' : '+'}${plus}\`)`, `add \`uses: dtolnay/rust-toolchain@master\` with \`toolchain: ${plus}\` to the task job, or drop \`+${plus}\` from the gate`);
        for (let i = at + 1; i < words.length; i++) {
            const w = words[i];
            const target = w === '--target' ? words[i + 1] : w.startsWith('--target=') ? w.slice(9) : undefined;
            if (!target || target.includes('$') || target === 'x86_64-unknown-linux-gnu' || targets.has(target))
                continue;
            need(`the Rust target ${target} (\`--target ${target}\`)`, `add \`targets: ${target}\` to the task job's Rust toolchain step (or a \`rustup target add ${target}\` setup line)`);
        }
    }
    for (const program of (0,gate_tools/* gatePrograms */.H)(gate.command)) {
        const name = program.split('/').pop();
        const setup = NEEDS_SETUP[name];
        if (setup &&
            !uses.some((u) => setup.actions.some((a) => u.startsWith(`${a}@`))) &&
            !setup.installs.test(setupText))
            need(`\`${name}\`, which GitHub's Ubuntu runner does not have`, setup.fix);
        const distro = DISTRO_TOOLS[name];
        if (distro && !(job.container && distro.images.test(job.container)))
            need(`a ${distro.distro} container (it runs \`${name}\`)`, `run the task job in one (\`container:\`), or drop the \`${name}\` line from the gate: the task job runs on Ubuntu`);
    }
    // A gate's own environment (a transplanted step's `env:`) says what it talks to as well.
    const env = gate.env && typeof gate.env === 'object'
        ? Object.entries(gate.env)
            .map(([k, v]) => `${k}=${String(v)}`)
            .join('\n')
        : '';
    for (const s of SERVICES) {
        if (!s.signs.test(`${gate.command}\n${env}`))
            continue;
        const provided = job.services.some((v) => s.images.test(v.image) || s.images.test(v.name)) ||
            uses.some((u) => s.images.test(u)) ||
            new RegExp(`(docker run|systemctl start|service)\\b.*${s.images.source}`, 'i').test(setupText);
        if (!provided)
            need(`a ${s.name} server (the gate's command talks to one)`, `add a \`services:\` entry with a ${s.name} image to the task job, as the CI job it came from has`);
    }
    return out;
}

;// CONCATENATED MODULE: ./build/core/workflow/tool-install.js
// How to install the programs gates and agents call, for the messages that say one is missing
// (`ralph init`'s verification, the dry runs). One line each: the usual install command on a
// Debian or Ubuntu machine, or the tool's own installer where its distribution package is
// missing or too old, then in CI the setup action that provides it.
const NODE = 'Node.js: `apt-get install nodejs npm` or https://nodejs.org/en/download (CI: actions/setup-node)';
const RUST = 'Rust through rustup: https://rustup.rs (CI: dtolnay/rust-toolchain)';
const PYTHON = '`apt-get install python3 python-is-python3` (CI: actions/setup-python)';
const GO = 'Go: https://go.dev/dl or `apt-get install golang` (CI: actions/setup-go)';
const JAVA = 'a JDK: `apt-get install default-jdk` (CI: actions/setup-java)';
/** Python tools installed with pip (or pipx), and their Debian package where there is one. */
const PYTHON_TOOLS = {
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
const HINTS = {
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
    'golangci-lint': 'golangci-lint: https://golangci-lint.run/welcome/install/ (CI: golangci/golangci-lint-action)',
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
    gradle: "Gradle: the repository's `./gradlew`, or https://gradle.org/install (CI: gradle/actions/setup-gradle)",
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
function installHint(program) {
    const name = program.split('/').pop() ?? program;
    if (HINTS[name] !== undefined)
        return HINTS[name];
    if (/^python3\.\d+$/.test(name))
        return PYTHON;
    if (name in PYTHON_TOOLS) {
        const deb = PYTHON_TOOLS[name];
        return `\`pip install ${name}\`${deb ? ` (or \`apt-get install ${deb}\`)` : ''}`;
    }
    return undefined;
}
/** "install it: HINT", or the plain advice when no hint is known. */
function installAdvice(program) {
    const hint = installHint(program);
    return hint ? `install it: ${hint}` : 'install it or put it on PATH';
}

// EXTERNAL MODULE: ./build/core/workflow/workflow.js
var workflow = __webpack_require__(9569);
;// CONCATENATED MODULE: ./build/cli/preflight.js
// What the dry runs check before anything runs (`ralph build --dry-run`, `ralph init --dry-run`):
// that the agent's CLI is installed and, where Ralph can tell without a call, signed in; that
// every program each gate calls is here; and that the CI's task job sets up what each gate
// needs (core/workflow/task-job-needs.ts). Each missing thing is named with how to install it.









/** The agent's CLI and sign-in: the lines to print and what blocks. */
function agentReadiness(root, provider, agentCommand, env) {
    const lines = [];
    const blockers = [];
    if (provider === 'command') {
        const program = (0,gate_tools/* gatePrograms */.H)(agentCommand ?? '')[0];
        lines.push(`Agent: command \`${agentCommand ?? ''}\``);
        if (program === undefined) {
            lines.push('  program: none Ralph can look up (the shell runs the line)');
            return { lines, blockers };
        }
        const tool = (0,tool_check/* toolCheck */.Z)(root, program, env);
        lines.push(`  program: ${tool.text.split(' (install it')[0]}`);
        if (tool.missing !== undefined)
            blockers.push({
                what: 'the agent command',
                why: `\`${program}\` is not found on PATH`,
                fix: installAdvice(program),
            });
        lines.push('  sign-in: not checked (a command agent signs in its own way)');
        return { lines, blockers };
    }
    // Each built-in provider's CLI is named after it (claude, codex, gemini, opencode).
    const install = workflow/* AGENT_SETUPS */.RQ[provider]?.install;
    const cli = install !== undefined ? { file: provider, install } : undefined;
    lines.push(`Agent: ${provider}`);
    if (!cli)
        return { lines, blockers };
    const tool = (0,tool_check/* toolCheck */.Z)(root, cli.file, env);
    if (tool.missing !== undefined) {
        lines.push(`  CLI: ${cli.file} not found on PATH`);
        blockers.push({
            what: `the ${provider} agent`,
            why: `its CLI \`${cli.file}\` is not on PATH`,
            fix: `install it: \`${cli.install}\``,
        });
    }
    else
        lines.push(`  CLI: ${tool.text}`);
    const signIn = agentSignIn(provider, env);
    if (signIn) {
        const note = signIn.state === 'unknown'
            ? ' (Ralph cannot tell more without running it; the first attempt will)'
            : '';
        lines.push(`  sign-in: ${signIn.text}${note}`);
        if (signIn.state === 'missing')
            blockers.push({ what: `the ${provider} agent`, why: signIn.text, fix: signIn.fix ?? 'sign in' });
        else if (signIn.state === 'unknown' && signIn.fix)
            lines.push(`    if it is not: ${signIn.fix}`);
    }
    return { lines, blockers };
}
/**
 * The programs a gate calls after its first (toolCheck covers the first): the line to print
 * (undefined when it calls only one) and those missing here.
 */
function otherPrograms(root, command, env) {
    const programs = (0,gate_tools/* gatePrograms */.H)(command).slice(1);
    if (programs.length === 0)
        return { missing: [] };
    const missing = [];
    const parts = programs.map((p) => {
        const found = (0,tool_check/* toolCheck */.Z)(root, p, env).missing === undefined;
        if (!found)
            missing.push(p);
        return `${p} ${found ? 'found' : 'NOT found'}`;
    });
    return { line: `also calls: ${parts.join(', ')}`, missing };
}
/** "install it: ..." for a missing program, or the script advice for a missing package.json script. */
function toolFix(missing) {
    if (missing.startsWith('script '))
        return `add ${missing.replace(/ of package\.json$/, '')} to package.json`;
    return installAdvice(missing);
}
/** The task job of the workflow file at `path` (parsed), or why there is none. */
function readTaskJob(path) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch {
        return { note: 'no workflow yet' };
    }
    return taskJobFromText(text);
}
/** The task job of a workflow's text, or why there is none. */
function taskJobFromText(text) {
    try {
        const job = taskJobOf((0,dist/* parse */.qg)(text));
        return job ? { job } : { note: 'it has no task job (no step with `command: run`)' };
    }
    catch (e) {
        return { note: `it is not valid YAML (${e.message.split('\n')[0]})` };
    }
}
/**
 * What each gate needs that the CI's task job does not set up, as lines to print under a heading
 * (empty when nothing is missing) and the needs themselves.
 */
function taskJobReport(gates, job, where, note) {
    if (!job)
        return { lines: [`\nIn CI: not checked: ${where}: ${note ?? 'no task job'}.`], needs: [] };
    const needs = gates.flatMap((g) => gateNeeds(g, job).map((n) => ({ ...n, required: g.required !== false })));
    if (needs.length === 0)
        return {
            lines: [
                `\nIn CI: the task job (${where}, job ${job.id}) sets up what every gate needs, as far as Ralph can tell.`,
            ],
            needs,
        };
    return {
        lines: [
            `\nIn CI: the task job (${where}, job ${job.id}) does not set up what ${needs.length === 1 ? 'a gate needs' : 'these gates need'}:`,
            ...needs.map((n) => `  ${n.gate}${n.required ? '' : ' (not required)'}: needs ${n.need}\n    fix: ${n.fix}`),
        ],
        needs,
    };
}
/** Blockers as the lines of an error: one per thing, with its fix. */
function blockerLines(blockers) {
    return blockers.map((b) => `  - ${b.what}: ${b.why}; ${b.fix}`);
}
/**
 * The task job a dry run checks the gates against: the workflow at WORKFLOW_FILE when there is
 * one (what CI runs), else the one `render` writes (what `ralph init` would write).
 */
function dryRunTaskJob(root, gates, render) {
    const path = (0,external_node_path_.join)(root, WORKFLOW_FILE);
    const existing = readTaskJob(path);
    if (existing.note !== 'no workflow yet')
        return taskJobReport(gates, existing.job, WORKFLOW_FILE, existing.note);
    const { job, note } = taskJobFromText(render());
    return taskJobReport(gates, job, `the ${WORKFLOW_FILE} init would write`, note);
}
/** "  PROGRAM: install it: ..." for each program named in `missing` entries like `gate (program)`. */
function installLines(missing) {
    const programs = new Set();
    for (const m of missing) {
        const p = /\(([^()]+)\)$/.exec(m)?.[1];
        if (p && !p.startsWith('script '))
            programs.add(p);
    }
    return [...programs].map((p) => `  ${p}: ${installAdvice(p)}`);
}
/** The workflow path relative to the root, where the dry runs read the task job. */
const WORKFLOW_FILE = (0,external_node_path_.join)('.github', 'workflows', 'ralph.yml');



/***/ }),

/***/ 464:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Bl: () => (/* reexport */ detect_shell/* commandWords */.Bl),
  pp: () => (/* reexport */ detectProject),
  xf: () => (/* reexport */ jobsTable)
});

// UNUSED EXPORTS: DEFAULT_NODE_VERSION, DEFAULT_PYTHON_VERSION, commandAssignments, lowestVersion, makeTargets, mentionsPackage, readCi, readerFromFiles, shellWords, transplantCi, writesFiles

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./build/core/detect/types.js
function isRecord(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}

;// CONCATENATED MODULE: ./build/core/detect/ci-workflows.js
// The repository's workflows as both CI readers take them (ci-jobs.ts as jobs, ci.ts as
// commands): the workflows that check a change (those that run on pull requests, else those
// that run on pushes; Ralph's own workflow is not one of them), each parsed once, and the local
// reusable workflows and composite actions they lead to. Pure: reads through a ProjectReader.


const WORKFLOW_DIR = '.github/workflows';
/** How deep reusable workflows and composite actions are followed. */
const MAX_DEPTH = 2;
/** A YAML file of the repository as a mapping; one that does not parse is named in `notes`. */
function parseWorkflow(reader, file, notes) {
    const text = reader.read(file);
    return text === undefined ? undefined : parseText(text, file, notes);
}
function parseText(text, file, notes) {
    try {
        const doc = (0,dist/* parse */.qg)(text);
        return isRecord(doc) ? doc : undefined;
    }
    catch (e) {
        notes.push(`${file} is not valid YAML (${e.message.split('\n')[0]}); not read`);
        return undefined;
    }
}
/**
 * The workflows that check a change, in file order: those that run on pull requests
 * (`pull_request`, `pull_request_target`), else those that run on pushes. Ralph's own workflow
 * is not one of them.
 */
function checkingWorkflows(reader, notes) {
    const parsed = [];
    const names = reader
        .list(WORKFLOW_DIR)
        .filter((n) => /\.ya?ml$/.test(n))
        .sort();
    for (const name of names) {
        const file = `${WORKFLOW_DIR}/${name}`;
        const text = reader.read(file);
        if (text === undefined)
            continue;
        if (/uses:\s*['"]?[\w.-]+\/ralph@/.test(text))
            continue; // Ralph's own workflow
        const doc = parseText(text, file, notes);
        // YAML 1.1 readers turned `on:` into `true:`; the yaml library keeps `on`.
        if (doc)
            parsed.push({ file, doc, on: triggers(doc.on ?? doc.true) });
    }
    const pr = parsed.filter((w) => w.on.has('pull_request') || w.on.has('pull_request_target'));
    return (pr.length > 0 ? pr : parsed.filter((w) => w.on.has('push'))).map(({ file, doc }) => ({
        file,
        doc,
    }));
}
/** A local action's document (`./path` or `$/path`: its action.yml or action.yaml), if any. */
function localAction(reader, uses, notes) {
    const dir = uses.slice(2).replace(/\/+$/, '');
    const file = [`${dir}/action.yml`, `${dir}/action.yaml`].find((f) => reader.read(f) !== undefined);
    return file ? parseWorkflow(reader, file, notes) : undefined;
}
function triggers(on) {
    if (typeof on === 'string')
        return new Set([on]);
    if (Array.isArray(on))
        return new Set(on.map(String));
    if (isRecord(on))
        return new Set(Object.keys(on));
    return new Set();
}

// EXTERNAL MODULE: ./build/core/detect/shell.js
var detect_shell = __webpack_require__(1206);
;// CONCATENATED MODULE: ./build/core/detect/ci.js
// The repository's CI as detection reads it: the workflows that check a change (on pull
// requests, else on pushes), their `run:` commands and `uses:` steps, following reusable
// workflows and composite actions of the repository.



/**
 * The commands and actions of the workflows that check a change (ci-workflows.ts). A job that
 * calls a reusable workflow of the repository, and a step that uses a local composite action,
 * are read where they lead.
 */
function readCi(reader) {
    const facts = { files: [], commands: [], actions: [], notes: [] };
    for (const { file, doc } of checkingWorkflows(reader, facts.notes)) {
        const before = facts.commands.length;
        readWorkflow(reader, file, doc, facts, 0);
        // Only the workflows that run a command are named as read (not a review bot's, say).
        if (facts.commands.length > before)
            facts.files.push(file);
    }
    return facts;
}
function readWorkflow(reader, file, doc, facts, depth) {
    const workflowEnv = literalEnv(doc.env);
    const jobs = isRecord(doc.jobs) ? doc.jobs : {};
    for (const [jobId, job] of Object.entries(jobs)) {
        if (!isRecord(job))
            continue;
        const source = `${file}, job ${jobId}`;
        if (typeof job.uses === 'string' && job.uses.startsWith('./')) {
            const called = job.uses.slice(2).split('@')[0];
            const calledDoc = depth < MAX_DEPTH ? parseWorkflow(reader, called, facts.notes) : undefined;
            if (calledDoc)
                readWorkflow(reader, called, calledDoc, facts, depth + 1);
            continue;
        }
        if (!Array.isArray(job.steps))
            continue;
        // A job that writes files and commits them (autofix.ci, an auto-commit action) fixes, it
        // does not check: its fixers and generators must never judge the agent's work.
        const writes = autofixStep(job.steps) ??
            (typeof doc.name === 'string' && /autofix/i.test(doc.name)
                ? `the workflow is named "${doc.name}"`
                : undefined);
        if (writes !== undefined) {
            facts.notes.push(`${source} writes files and commits them (${writes}): an autofix job, so none of its commands is a gate`);
            continue;
        }
        // Ralph's task job runs on Linux: a Windows-only job's lines are not for it.
        if (typeof job['runs-on'] === 'string' && /windows/i.test(job['runs-on']))
            continue;
        if (/^(pwsh|powershell|cmd|msys2)/.test(shellOf(job.defaults) ?? shellOf(doc.defaults) ?? ''))
            continue;
        if (isRecord(job.services) && Object.keys(job.services).length > 0)
            facts.notes.push(`${source} uses the services ${Object.keys(job.services).join(', ')}: Ralph's task job has none; add them to it by hand if the gates need them`);
        readSteps(reader, job.steps, facts, depth, {
            source,
            env: { ...workflowEnv, ...literalEnv(job.env) },
            dir: workingDirectory(job.defaults) ?? workingDirectory(doc.defaults),
            optional: job['continue-on-error'] === true,
        });
    }
}
function readSteps(reader, steps, facts, depth, job) {
    const { source } = job;
    for (const step of steps) {
        if (!isRecord(step))
            continue;
        if (typeof step.uses === 'string') {
            const action = step.uses.split('@')[0];
            const withs = {};
            if (isRecord(step.with))
                for (const [k, v] of Object.entries(step.with))
                    if (v !== null && typeof v !== 'object')
                        withs[k] = String(v);
            facts.actions.push({ action, uses: step.uses, with: withs, source });
            // The official action runs the linter itself: in the CI's order, it is this command.
            if (action === 'golangci/golangci-lint-action' && withs['install-only'] !== 'true') {
                const args = withs.args && !withs.args.includes('${{') ? ` ${withs.args}` : '';
                facts.commands.push({ command: `golangci-lint run${args}`, source, env: {} });
            }
            // A composite action of the repository: its steps, as if they were the job's.
            if (action.startsWith('./') && depth < MAX_DEPTH) {
                const doc = localAction(reader, action, facts.notes);
                const runs = doc && isRecord(doc.runs) ? doc.runs : undefined;
                if (runs && Array.isArray(runs.steps))
                    readSteps(reader, runs.steps, facts, depth + 1, job);
            }
            continue;
        }
        if (typeof step.run !== 'string')
            continue;
        // A step for when something failed (a report, an upload) checks nothing.
        if (typeof step.if === 'string' && /\b(failure|cancelled)\(\)/.test(step.if))
            continue;
        if (typeof step.shell === 'string' && /^(pwsh|powershell|cmd|msys2)/.test(step.shell))
            continue;
        const optional = step['continue-on-error'] === true || job.optional;
        const dir = typeof step['working-directory'] === 'string' ? step['working-directory'] : job.dir;
        if (dir !== undefined && dir.replace(/^\.\/?/, '') !== '') {
            facts.notes.push(`${source}: \`${firstLine(step.run)}\` runs in ${dir}, not the root; not a gate`);
            continue;
        }
        const stepEnv = literalEnv(step.env);
        const env = { ...job.env, ...stepEnv };
        for (const { command: line, dir: elsewhere, block } of (0,detect_shell/* shellLines */.ms)(step.run)) {
            if (block) {
                facts.notes.push(`${source}: \`${brief(line)}\` ...: a shell condition; the commands in it are not gates`);
                continue;
            }
            if (elsewhere !== undefined) {
                if (QUIET.has((0,detect_shell/* commandWords */.Bl)(line)[0] ?? ''))
                    continue;
                facts.notes.push(`${source}: \`${line}\` runs in ${elsewhere}, not the root; not a gate`);
                continue;
            }
            const command = line.replace(/\$\{\{\s*env\.(\w+)\s*\}\}/g, (m, name) => env[name] ?? m);
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
const COMMIT_ACTIONS = /^(autofix-ci\/action|stefanzweifel\/git-auto-commit-action|EndBug\/add-and-commit|peter-evans\/create-pull-request)$/;
/** The step that makes a job an autofix job (it commits or pushes what it changed), if any. */
function autofixStep(steps) {
    for (const step of steps) {
        if (!isRecord(step))
            continue;
        if (typeof step.uses === 'string' && COMMIT_ACTIONS.test(step.uses.split('@')[0]))
            return `uses ${step.uses.split('@')[0]}`;
        const git = typeof step.run === 'string' ? /\bgit\s+(commit|push)\b/.exec(step.run) : null;
        if (git)
            return `runs \`${git[0]}\``;
    }
    return undefined;
}
function shellOf(defaults) {
    const run = isRecord(defaults) && isRecord(defaults.run) ? defaults.run : undefined;
    return typeof run?.shell === 'string' ? run.shell : undefined;
}
function workingDirectory(defaults) {
    const run = isRecord(defaults) && isRecord(defaults.run) ? defaults.run : undefined;
    return typeof run?.['working-directory'] === 'string' ? run['working-directory'] : undefined;
}
/** The `env:` entries whose values are plain (no expression), as strings. */
function literalEnv(env) {
    const out = {};
    if (!isRecord(env))
        return out;
    for (const [k, v] of Object.entries(env)) {
        if (v === null || v === undefined)
            out[k] = '';
        else if (typeof v !== 'object' && !String(v).includes('${{'))
            out[k] = String(v);
    }
    return out;
}
const firstLine = (s) => s.trim().split('\n')[0];
/** A line short enough for a note. */
const brief = (s) => (s.length > 80 ? `${s.slice(0, 77)}...` : s);
/**
 * First words of CI lines that are set-up, shell plumbing or reporting, never a check: left
 * out without a note, so the notes name only the lines a user may want as gates.
 */
const QUIET = new Set(('sudo apt-get apt brew choco rustup pip pipx corepack echo printf git gh cd export set unset if then ' +
    'else elif fi for do done while case esac mkdir cat ls tar curl wget rm cp mv chmod chown ln source . ' +
    'true false exit test which command type env').split(' '));

// EXTERNAL MODULE: ./node_modules/@actions/expressions/dist/index.js + 15 modules
var expressions_dist = __webpack_require__(1281);
// EXTERNAL MODULE: ./node_modules/@actions/expressions/dist/ast.js
var ast = __webpack_require__(2049);
// EXTERNAL MODULE: ./node_modules/@actions/expressions/dist/lexer.js
var lexer = __webpack_require__(2083);
// EXTERNAL MODULE: ./node_modules/@actions/expressions/dist/result.js
var result = __webpack_require__(2094);
;// CONCATENATED MODULE: ./build/core/detect/ci-expr.js
// `${{ }}` expressions of a CI workflow, evaluated the way GitHub does (its own evaluator,
// @actions/expressions: loose equality, coercion, contains/startsWith/format/fromJSON...) over
// what is known when `ralph init` reads the workflow for a pull request: the chosen matrix leg,
// `env`, `inputs` (a reusable workflow's or composite action's, from the caller's `with:` or
// the defaults), `runner` (an ubuntu runner) and a few `github` fields. What depends on the run
// itself (secrets, step outputs, needs, vars, most of `github`) cannot be known: such an
// expression is left as written and named, never silently dropped.




/** What an ubuntu runner says about itself (`runner.os`, ...). */
const RUNNER = {
    os: 'Linux',
    arch: 'X64',
    name: 'GitHub Actions',
    environment: 'github-hosted',
};
/** The `github` fields known for a pull request run before it starts. */
const GITHUB_PR = { event_name: 'pull_request', ref_type: 'branch' };
/** The contexts Ralph can reason about; any other (secrets, steps, needs, vars, job, strategy) is unknown. */
const CONTEXT_NAMES = ['matrix', 'env', 'inputs', 'runner', 'github', 'steps'];
// toData, fromData and lexExpression are shared with the runner emulation of the tests
// (test/support/runner-expr.ts), which evaluates the same expressions during a run.
/** A JSON value as GitHub's expression data. */
function toData(value) {
    if (value === undefined)
        return new expressions_dist/* data.Null */.p.Uv();
    return JSON.parse(JSON.stringify(value), expressions_dist/* data.reviver */.p.eD);
}
/** GitHub's expression data as a JSON value (undefined, as from an empty expression: null). */
function fromData(d) {
    if (d === undefined)
        return null;
    switch (d.kind) {
        case expressions_dist/* data.Kind */.p.b8.Null:
            return null;
        case expressions_dist/* data.Kind */.p.b8.Boolean:
            return d.value;
        case expressions_dist/* data.Kind */.p.b8.Number:
            return d.value;
        case expressions_dist/* data.Kind */.p.b8.String:
            return d.value;
        case expressions_dist/* data.Kind */.p.b8.Array:
            return d.values().map((v) => fromData(v));
        default: {
            const out = {};
            for (const p of d.pairs())
                out[p.key] = fromData(p.value);
            return out;
        }
    }
}
/** The status functions of an `if:` as they read before anything failed. */
const STATUS = [
    { name: 'success', minArgs: 0, maxArgs: 255, call: () => new expressions_dist/* data.BooleanData */.p.bo(true) },
    { name: 'always', minArgs: 0, maxArgs: 0, call: () => new expressions_dist/* data.BooleanData */.p.bo(true) },
    { name: 'failure', minArgs: 0, maxArgs: 255, call: () => new expressions_dist/* data.BooleanData */.p.bo(false) },
    { name: 'cancelled', minArgs: 0, maxArgs: 0, call: () => new expressions_dist/* data.BooleanData */.p.bo(false) },
];
/** Looks a key up the way GitHub does: case-insensitively. */
function lookup(value, key) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return undefined;
    const k = Object.keys(value).find((n) => n.toLowerCase() === key.toLowerCase());
    return k === undefined ? undefined : value[k];
}
/** The context paths an expression reads (`matrix.os`, `github.sha`) whose value is not known. */
function unknownReads(tree, contexts) {
    const out = [];
    // biome-ignore lint/suspicious/noExplicitAny: walking the evaluator's AST by its shape
    const walk = (e) => {
        if (!e || typeof e !== 'object')
            return undefined;
        if (e instanceof ast/* ContextAccess */.QC) {
            const name = String(e.name.lexeme);
            return { path: name, value: lookup(contexts, name) };
        }
        if (e instanceof ast/* IndexAccess */.p_) {
            const base = walk(e.expr);
            const literal = e.index instanceof ast/* Literal */.uS ? e.index.literal : undefined;
            if (base === undefined) {
                walk(e.index);
                return undefined;
            }
            if (literal === undefined || literal.kind !== expressions_dist/* data.Kind */.p.b8.String) {
                walk(e.index);
                if (base.value === undefined)
                    out.push(base.path);
                return undefined;
            }
            const key = String(literal.value);
            return {
                path: `${base.path}.${key}`,
                value: base.value === undefined ? undefined : lookup(base.value, key),
            };
        }
        for (const child of [e.expr, e.left, e.right, e.group, ...(Array.isArray(e.args) ? e.args : [])]) {
            const got = child === undefined ? undefined : walk(child);
            if (got && got.value === undefined)
                out.push(got.path);
        }
        return undefined;
    };
    const top = walk(tree);
    if (top && top.value === undefined)
        out.push(top.path);
    // A key missing from the leg, `env` or `inputs` reads as '' on GitHub too: known.
    return [...new Set(out)].filter((p) => !/^(matrix|env|inputs)\./i.test(p));
}
/**
 * An expression's tokens, its string literals un-escaped as GitHub does: @actions/expressions
 * 0.3.61 un-escapes only the first `''` of a string literal.
 */
function lexExpression(expression) {
    const { tokens } = new expressions_dist/* Lexer */.JG(expression).lex();
    for (const t of tokens)
        if (t.type === lexer/* TokenType */.ks.STRING && t.lexeme.length >= 2)
            t.value = t.lexeme.slice(1, -1).replace(/''/g, "'");
    return tokens;
}
/** One expression (without `${{ }}`), or why its value is not known here. */
function evaluate(expression, contexts, status = false) {
    let tree;
    try {
        tree = new expressions_dist/* Parser */.iX(lexExpression(expression), CONTEXT_NAMES, status ? STATUS : []).parse();
    }
    catch (e) {
        const m = /Unrecognized (named-value|function): '([^']+)'/.exec(e.message);
        return {
            ok: false,
            why: m
                ? `${m[2]}${m[1] === 'function' ? '()' : ''} is only known when the CI runs`
                : e.message,
        };
    }
    if (!tree)
        return { ok: true, value: null };
    const unknown = unknownReads(tree, contexts);
    if (unknown.length > 0)
        return {
            ok: false,
            why: `${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not known before the run`,
        };
    const context = new expressions_dist/* data.Dictionary */.p.bT(...CONTEXT_NAMES.map((key) => ({ key, value: toData(contexts[key] ?? {}) })));
    try {
        const functions = new Map((status ? STATUS : []).map((f) => [f.name.toLowerCase(), f]));
        return { ok: true, value: fromData(new expressions_dist/* Evaluator */.oi(tree, context, functions).evaluate()) };
    }
    catch (e) {
        return { ok: false, why: e.message };
    }
}
/** A value as a template puts it in text: GitHub's string coercion. */
function asText(value) {
    if (value === null)
        return '';
    if (typeof value === 'object')
        return JSON.stringify(value);
    return toData(value).coerceString();
}
const EXPRESSION = /\$\{\{([\s\S]*?)\}\}/g;
/** Whether a text holds an expression. */
const hasExpression = (text) => text.includes('${{');
/**
 * A text with every `${{ }}` whose value is known replaced by it; the others are left as
 * written, each named in `unknown` (`secrets.TOKEN: secrets is only known when the CI runs`).
 */
function substitute(text, contexts) {
    const unknown = [];
    const out = text.replace(EXPRESSION, (whole, inner) => {
        const r = evaluate(inner.trim(), contexts);
        if (r.ok)
            return asText(r.value);
        unknown.push(`\`${whole}\` (${r.why})`);
        return whole;
    });
    return { text: out, unknown };
}
/**
 * A value of the workflow (a `with:` or `env:` entry, a whole `${{ fromJSON(...) }}` matrix) with
 * its expressions evaluated: a text that is one expression keeps the expression's type.
 */
function substituteValue(value, contexts, unknown) {
    if (typeof value === 'string') {
        const one = /^\s*\$\{\{([\s\S]*?)\}\}\s*$/.exec(value);
        if (one && !one[1].includes('}}')) {
            const r = evaluate(one[1].trim(), contexts);
            if (r.ok)
                return r.value;
            unknown.push(`\`${value.trim()}\` (${r.why})`);
            return value;
        }
        const s = substitute(value, contexts);
        unknown.push(...s.unknown);
        return s.text;
    }
    if (Array.isArray(value))
        return value.map((v) => substituteValue(v, contexts, unknown));
    if (value !== null && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [
            k,
            substituteValue(v, contexts, unknown),
        ]));
    return (value ?? null);
}
/**
 * An `if:` for a pull request before anything failed: true, false, or undefined with the reason
 * when it reads what is only known during the run. A bare condition is an expression already.
 */
function condition(text, contexts) {
    if (text === undefined || text === null)
        return { value: true };
    if (typeof text === 'boolean')
        return { value: text };
    const raw = String(text).trim();
    const one = /^\$\{\{([\s\S]*)\}\}$/.exec(raw);
    const expression = one && !one[1].includes('${{') ? one[1].trim() : raw.includes('${{') ? undefined : raw;
    if (expression === undefined) {
        // Text around an expression is a string, which is truthy unless empty.
        return { value: raw.length > 0 };
    }
    // On a pull request `github.ref` is refs/pull/N/merge: no branch a condition names.
    const github = { ref: 'refs/pull/0/merge', ...contexts.github };
    const r = evaluate(expression, { ...contexts, github }, true);
    if (!r.ok)
        return { why: r.why };
    return { value: (0,result/* truthy */.vN)(toData(r.value)) };
}

;// CONCATENATED MODULE: ./build/core/detect/ci-jobs.js



/**
 * The jobs of the workflows that check a change (ci-workflows.ts), a job that calls a reusable
 * workflow of the repository standing for the called workflow's jobs.
 */
function readWorkflowJobs(reader) {
    const out = { files: [], jobs: [], notes: [] };
    for (const { file, doc } of checkingWorkflows(reader, out.notes)) {
        out.files.push(file);
        addJobs(reader, file, doc, undefined, out, 0);
    }
    return out;
}
function addJobs(reader, file, doc, caller, out, depth) {
    const inputDefaults = {};
    const on = isRecord(doc.on) ? doc.on : {};
    const call = isRecord(on.workflow_call) ? on.workflow_call : {};
    if (isRecord(call.inputs))
        for (const [k, v] of Object.entries(call.inputs))
            if (isRecord(v) && v.default !== undefined)
                inputDefaults[k] = v.default;
    const jobs = isRecord(doc.jobs) ? doc.jobs : {};
    for (const [id, job] of Object.entries(jobs)) {
        if (!isRecord(job))
            continue;
        const wj = {
            file,
            id,
            job,
            workflowEnv: doc.env,
            workflowDefaults: doc.defaults,
            inputDefaults,
            ...(caller ? { caller } : {}),
        };
        if (typeof job.uses === 'string' && job.uses.startsWith('./')) {
            const called = job.uses.slice(2).split('@')[0];
            const calledDoc = depth < MAX_DEPTH ? parseWorkflow(reader, called, out.notes) : undefined;
            if (calledDoc) {
                addJobs(reader, called, calledDoc, wj, out, depth + 1);
                continue;
            }
            out.notes.push(`${file}, job ${id}: calls ${job.uses}, which could not be read`);
        }
        out.jobs.push(wj);
    }
}
/**
 * The legs of a `strategy.matrix` as GitHub expands it: the product of its dimensions, less the
 * combinations an `exclude` entry matches, then each `include` entry added to every combination
 * whose original values it does not change, or as a leg of its own when it fits none.
 * `unknown` names an expression the matrix is computed from (`${{ fromJSON(...) }}`).
 */
function matrixLegs(matrix, contexts) {
    if (matrix === undefined || matrix === null)
        return { legs: [{ values: {}, includeOnly: false }] };
    const unknown = [];
    const m = substituteValue(matrix, contexts, unknown);
    if (!isRecord(m))
        return { legs: [{ values: {}, includeOnly: false }], unknown: unknown[0] ?? String(matrix) };
    const dims = Object.entries(m).filter(([k]) => k !== 'include' && k !== 'exclude');
    let combos = [{}];
    for (const [key, values] of dims) {
        if (!Array.isArray(values)) {
            if (unknown.length === 0)
                unknown.push(`matrix.${key}: ${JSON.stringify(values)}`);
            continue;
        }
        combos = combos.flatMap((c) => values.map((v) => ({ ...c, [key]: v })));
    }
    if (dims.length === 0)
        combos = [];
    const matches = (leg, entry) => Object.entries(entry).every(([k, v]) => JSON.stringify(leg[k]) === JSON.stringify(v));
    const excludes = Array.isArray(m.exclude) ? m.exclude.filter(isRecord) : [];
    combos = combos.filter((c) => !excludes.some((e) => matches(c, e)));
    const legs = combos.map((values) => ({ values, includeOnly: false }));
    const original = new Set(dims.map(([k]) => k));
    for (const entry of Array.isArray(m.include) ? m.include.filter(isRecord) : []) {
        let added = false;
        for (const leg of legs) {
            if (leg.includeOnly)
                continue;
            const fits = Object.entries(entry).every(([k, v]) => !original.has(k) || JSON.stringify(leg.values[k]) === JSON.stringify(v));
            if (fits) {
                Object.assign(leg.values, entry);
                added = true;
            }
        }
        if (!added)
            legs.push({ values: { ...entry }, includeOnly: true });
    }
    if (legs.length === 0)
        legs.push({ values: {}, includeOnly: false });
    return { legs, ...(unknown.length > 0 ? { unknown: unknown[0] } : {}) };
}
/** Words that name a leg no maintainer calls the ordinary one. */
const SPECIAL_LEG = /(^|[^a-z])(msrv|minimal|minimum|min-versions|oldest|lowest|nightly|beta|canary|experimental|preview|alpha|rc\d*|dev|pre|next|unstable|head|tip)([^a-z]|$)/i;
const OTHER_OS = /(windows|macos|mac-|darwin|osx|win\d|freebsd)/i;
/** How much a value says "this is the ordinary leg": ubuntu, stable, latest, default. */
function valueScore(key, value, all) {
    if (typeof value === 'boolean')
        return /experimental|allow.?fail|nightly|flaky/i.test(key) && value ? -6 : 0;
    if (value === null)
        return 0;
    // A leg given as one object (`job: { target, os }`, `config: { ... }`): its fields speak for it.
    if (Array.isArray(value))
        return 0;
    if (typeof value === 'object')
        return Object.entries(value).reduce((sum, [k, v]) => sum + valueScore(k, v, []), 0);
    const s = String(value);
    // A target triple: the host's is ordinary, any other is a cross build (musl, arm, i686...).
    if (/^[a-z0-9_]+-(unknown|pc|apple|linux|none)(-[a-z0-9_]+){0,2}$/i.test(s))
        return s === 'x86_64-unknown-linux-gnu' ? 1 : -4;
    let score = 0;
    if (OTHER_OS.test(s))
        score -= 10;
    if (/ubuntu|linux/i.test(s))
        score += 3;
    if (SPECIAL_LEG.test(s))
        score -= 6;
    if (/(^|[^a-z])(stable|latest|default|lts)([^a-z]|$)/i.test(s))
        score += 4;
    // Among plain versions (3.10 ... 3.14) nothing says which is ordinary: the first leg is.
    void all;
    return score;
}
function compareVersions(a, b) {
    const pa = a
        .replace(/^v/, '')
        .split('.')
        .map((p) => Number.parseInt(p, 10) || 0);
    const pb = b
        .replace(/^v/, '')
        .split('.')
        .map((p) => Number.parseInt(p, 10) || 0);
    for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
        const d = (pa[i] ?? 0) - (pb[i] ?? 0);
        if (d !== 0)
            return d;
    }
    return 0;
}
/**
 * The main leg: the one a maintainer would call ordinary (ubuntu, stable, latest, default, the
 * newest plain version), never a leg only `include` adds or one named for MSRV, minimal versions,
 * nightly, beta or an experiment when another exists; ties go to the first leg. `chosen` are the
 * user's `--leg KEY=VALUE` pairs: a leg must have each key it names at that value.
 */
function mainLeg(legs, chosen = {}) {
    const wanted = Object.entries(chosen).filter(([k]) => legs.some((l) => k in l.values));
    let pool = legs.filter((l) => wanted.every(([k, v]) => l.values[k] !== undefined && String(l.values[k]) === v));
    let why;
    if (wanted.length > 0 && pool.length === 0) {
        pool = legs;
        why = `no leg has ${wanted.map(([k, v]) => `${k}=${v}`).join(', ')}`;
    }
    const keys = [...new Set(pool.flatMap((l) => Object.keys(l.values)))];
    const all = new Map(keys.map((k) => [k, legs.map((l) => l.values[k]).filter((v) => v !== undefined)]));
    let best = pool[0];
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const leg of pool) {
        let score = leg.includeOnly ? -5 : 0;
        for (const [k, v] of Object.entries(leg.values))
            score += valueScore(k, v, all.get(k) ?? []);
        if (score > bestScore) {
            best = leg;
            bestScore = score;
        }
    }
    return { leg: best, ...(why ? { why } : {}) };
}
/** A leg as text: `os=ubuntu-latest, rust=stable`; values that are objects as JSON. */
function legText(leg) {
    return Object.entries(leg.values)
        .map(([k, v]) => `${k}=${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`)
        .join(', ');
}
/** `runs-on` as a text for the leg (a label, a list of labels, a group), or why it is not known. */
function runsOn(value, contexts) {
    const unknown = [];
    const v = substituteValue(value, contexts, unknown);
    if (Array.isArray(v))
        return v.map(String).join(', ');
    if (isRecord(v))
        return [v.group, v.labels]
            .filter((x) => x !== undefined)
            .map(String)
            .join(', ');
    return v === null ? '' : String(v);
}


;// CONCATENATED MODULE: ./build/core/detect/ci-resolve.js
// A CI job resolved on its main leg (docs/ARCHITECTURE.md#gates): its contexts (the caller's
// first, when a reusable workflow of the repository calls it), the matrix leg chosen, its env
// evaluated, its runner; and its steps in order, a local composite action's steps in its place
// with their own `inputs`. What cannot be known before the run is named in the notes.




function literalMap(value) {
    return isRecord(value) ? value : {};
}
/** `job.services.<id>.ports['<port>']` (or `job.services['<id>']...`): a port the job's service publishes. */
const SERVICE_PORT = /^job\.services(?:\.[A-Za-z_][\w-]*|\['[^']+'\])\.ports\[\s*'\d+'\s*\]$/;
/**
 * The env a level adds, evaluated; what cannot be known is left out and named. With
 * `servicePorts` (a step's own env), a value whose only unknowns read the port a service
 * publishes goes there instead, the rest of it substituted: the task job starts the same
 * services, so its steps can read that port when they run.
 */
function evalEnv(env, contexts, where, notes, base, servicePorts) {
    const out = { ...base };
    if (typeof env === 'string') {
        notes.push(`${where}: its env is \`${env}\`, which is only known when the CI runs; not used`);
        return out;
    }
    for (const [k, v] of Object.entries(literalMap(env))) {
        const unknown = [];
        const value = substituteValue(v ?? '', { ...contexts, env: out }, unknown);
        if (unknown.length > 0) {
            // `substitute` names each unknown as "`${{ expression }}` (why)".
            const inner = (u) => /^`\$\{\{([\s\S]*?)\}\}`/.exec(u)?.[1]?.trim() ?? '';
            if (servicePorts && typeof v === 'string') {
                const partly = substitute(v, { ...contexts, env: out });
                if (partly.unknown.every((u) => SERVICE_PORT.test(inner(u)))) {
                    servicePorts[k] = partly.text;
                    continue;
                }
            }
            notes.push(`${where}: env ${k} is ${unknown.join(', ')}; left out`);
            continue;
        }
        out[k] = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value ?? '');
    }
    return out;
}
function jobDisplay(wj) {
    const own = typeof wj.job.name === 'string' && !wj.job.name.includes('${{') ? wj.job.name : wj.id;
    return wj.caller ? `${jobDisplay(wj.caller)} / ${own}` : own;
}
const workflowName = (file) => file.replace(/^\.github\/workflows\//, '');
/** The contexts of a job on its main leg: the caller's first, when a reusable workflow is called. */
function resolveJob(wj, choice, notes) {
    let inputs = { ...wj.inputDefaults };
    let outerEnv = {};
    let legNote;
    if (wj.caller) {
        const caller = resolveJob(wj.caller, choice, notes);
        const unknown = [];
        const withs = substituteValue(literalMap(wj.caller.job.with), caller.contexts, unknown);
        if (unknown.length > 0)
            notes.push(`${wj.caller.file}, job ${wj.caller.id}: passes ${unknown.join(', ')} to ${wj.file}; left as written`);
        if (isRecord(withs))
            inputs = { ...inputs, ...withs };
        outerEnv = {};
        if (caller.legNote)
            legNote = caller.legNote;
        if (Object.keys(caller.leg.values).length > 0)
            legNote = `caller's leg ${legText(caller.leg)}`;
    }
    const base = { runner: RUNNER, github: GITHUB_PR, inputs, matrix: {}, env: {} };
    const where = `${wj.file}, job ${wj.id}`;
    const workflowEnv = evalEnv(wj.workflowEnv, base, wj.file, notes, outerEnv);
    const strategy = literalMap(wj.job.strategy);
    const { legs, unknown } = matrixLegs(strategy.matrix, { ...base, env: workflowEnv });
    if (unknown !== undefined)
        notes.push(`${where}: its matrix reads ${unknown}; its legs are not known, so none is chosen`);
    const picked = mainLeg(legs, choice.legs);
    if (picked.why)
        notes.push(`${where}: ${picked.why}; the main leg is chosen instead`);
    const leg = picked.leg;
    const legContexts = { ...base, matrix: leg.values, env: workflowEnv };
    const env = evalEnv(wj.job.env, legContexts, where, notes, workflowEnv);
    const contexts = { ...legContexts, env };
    const display = jobDisplay(wj);
    return {
        wj,
        display,
        leg,
        ...(legNote ? { legNote } : {}),
        contexts,
        runsOn: runsOn(wj.job['runs-on'] ?? wj.caller?.job['runs-on'] ?? '', contexts),
        env,
        notes: [],
    };
}
/** A job's steps in order, a local composite action's steps in its place. */
function flatSteps(reader, steps, contexts, notes, where, depth, via) {
    const out = [];
    for (const step of steps) {
        if (!isRecord(step))
            continue;
        const uses = typeof step.uses === 'string' ? step.uses : undefined;
        // `./path` and `$/path` both name an action of this repository.
        if (uses?.startsWith('./') || uses?.startsWith('$/')) {
            const doc = depth < MAX_DEPTH ? localAction(reader, uses, notes) : undefined;
            const runs = doc && isRecord(doc.runs) ? doc.runs : undefined;
            if (runs?.using !== 'composite' || !Array.isArray(runs.steps)) {
                notes.push(`${where}: uses ${uses}, which is not a composite action Ralph can read; left out`);
                continue;
            }
            const inputs = {};
            for (const [k, v] of Object.entries(literalMap(doc?.inputs)))
                if (isRecord(v) && v.default !== undefined)
                    inputs[k] = v.default;
            const unknown = [];
            const given = substituteValue(literalMap(step.with), contexts, unknown);
            if (unknown.length > 0)
                notes.push(`${where}: passes ${unknown.join(', ')} to ${uses}; left as written`);
            Object.assign(inputs, isRecord(given) ? given : {});
            out.push(...flatSteps(reader, runs.steps, { ...contexts, inputs }, notes, where, depth + 1, uses));
            continue;
        }
        out.push({ step, contexts, ...(via ? { via } : {}) });
    }
    return out;
}

;// CONCATENATED MODULE: ./build/core/detect/ci-classify.js
// What a CI job's facts say about it (docs/ARCHITECTURE.md#gates): which actions set a tool up,
// which report, publish or commit; which lines install, which only print or move about; which
// facts (a `+toolchain`, a `--target`, a benchmark, a runner, a container, a name) make a job a
// specialised one that Ralph's task job leaves out, with the reason.



const HOST_TARGET = /^x86_64-unknown-linux-gnu$/;
/** Setup actions: they install a tool or toolchain, nothing else. */
const SETUP_ACTION = /(^|\/)(setup-[\w-]+|[\w-]*-toolchain|toolchain|install-action|action-setup|setup|[\w-]*install[\w-]*|cache|cache\/restore)$|^(Swatinem\/rust-cache|actions\/cache|gradle\/actions\/setup-gradle|ruby\/setup-ruby|denoland\/setup-deno|oven-sh\/setup-bun|pnpm\/action-setup|astral-sh\/setup-uv|dtolnay\/rust-toolchain|actions-rs\/toolchain|arduino\/setup-protoc)$/i;
/** Actions that do not belong in a task job: they report, publish or hand files on. */
const NOT_SETUP = /^(actions\/(checkout|upload-artifact|download-artifact|upload-pages-artifact|deploy-pages|github-script|labeler|stale)|codecov\/[\w-]+|coverallsapp\/[\w-]+|softprops\/action-gh-release|pypa\/gh-action-pypi-publish|peaceiris\/actions-gh-pages|JamesIves\/github-pages-deploy-action|changesets\/action|docker\/(build-push-action|login-action))$/i;
const PUBLISH_ACTION = /^(softprops\/action-gh-release|pypa\/gh-action-pypi-publish|actions\/deploy-pages|actions\/upload-pages-artifact|peaceiris\/actions-gh-pages|JamesIves\/github-pages-deploy-action|changesets\/action|docker\/build-push-action|release-plz\/action|googleapis\/release-please-action)$/i;
const ci_classify_COMMIT_ACTIONS = /^(autofix-ci\/action|stefanzweifel\/git-auto-commit-action|EndBug\/add-and-commit|peter-evans\/create-pull-request)$/i;
/** Job names that say what kind of job it is when its facts do not. */
const SPECIAL_JOB = [
    [
        /(^|[^a-z])msrv([^a-z]|$)|minimum.?(supported|rust|version)/i,
        'an MSRV job (the oldest toolchain supported)',
    ],
    [/minimal.?versions|min.?versions|oldest.?deps|lowest/i, 'a minimal-versions job'],
    [/nightly/i, 'a nightly-toolchain job'],
    [/(^|[^a-z])miri([^a-z]|$)/i, 'a miri job'],
    [/sanitiz|(^|[^a-z])[amt]san([^a-z]|$)/i, 'a sanitizer job'],
    [/(^|[^a-z])(fuzz|fuzzing)([^a-z]|$)/i, 'a fuzzing job'],
    [/bench/i, 'a benchmark job'],
    [/coverage|codecov|coveralls/i, 'a coverage job (its report is uploaded)'],
    [/(^|[^a-z])(release|publish|deploy|pages)([^a-z]|$)/i, 'a release, publish or deploy job'],
    [/(^|[^a-z])(cross|cross-?compil\w*)([^a-z]|$)/i, 'a cross-compilation job'],
];
/** Lines that install or set a tool up, never check anything. */
function installLine(words) {
    // `curl -sSf https://.../install.sh | sh`: an installer.
    const pipe = words.indexOf('|');
    if (/^(curl|wget)$/.test(words[0] ?? '') && pipe > 0 && /^(sudo|sh|bash)$/.test(words[pipe + 1] ?? ''))
        return true;
    if (words[0] === 'git' && words[1] === 'config')
        return true;
    const w = words[0] === 'sudo' ? words.slice(words[1] === '-E' ? 2 : 1) : words;
    const [a = '', b = '', c = ''] = w;
    if (/^(apt-get|apt|brew|choco|rustup|corepack|pipx|gem|conda|mamba|micromamba|dnf|yum|apk|nvm)$/.test(a))
        return a !== 'pipx' || b === 'install' || b === 'ensurepath';
    if (/^(pip|pip3)$/.test(a))
        return b === 'install' || b === 'download';
    if (/^python[\d.]*$/.test(a) && b === '-m' && /^(pip|venv|ensurepip)$/.test(c))
        return c !== 'pip' || w[3] === 'install';
    if (a === 'uv')
        return /^(sync|venv)$/.test(b) || (/^(pip|tool|python)$/.test(b) && /^(install|sync)$/.test(c));
    if (a === 'poetry' || a === 'pdm')
        return /^(install|sync|lock)$/.test(b) && !w.includes('--check');
    if (a === 'npm')
        return /^(ci|install|i|add)$/.test(b);
    if (a === 'pnpm')
        return /^(install|i|fetch|add|setup)$/.test(b) || (b === 'env' && c === 'use');
    if (a === 'yarn')
        return b === '' || b === 'install' || /^--(frozen-lockfile|immutable)/.test(b);
    if (a === 'bun')
        return b === 'install' || b === 'i';
    if (a === 'cargo')
        return /^(install|fetch|binstall)$/.test(b);
    if (a === 'go')
        return b === 'install' || (b === 'mod' && c === 'download') || b === 'get';
    if (a === 'deno')
        return b === 'install' || b === 'cache';
    if (a === 'bundle')
        return b === 'install';
    // Without a lockfile (a library's CI) `composer update` is how it installs.
    if (a === 'composer')
        return b === 'install' || b === 'update';
    if (a === 'dotnet')
        return b === 'restore' || (b === 'tool' && c === 'install');
    return false;
}
/** `pnpm add typescript@latest`, `npm install left-pad`: the manifest changes, not the machine. */
function changesManifest(words) {
    const [a = '', b = '', ...rest] = words;
    if (!/^(npm|pnpm|yarn|bun|uv|poetry|pdm|cargo)$/.test(a))
        return false;
    if (rest.some((w) => w === '-g' || w === '--global'))
        return false;
    if (b === 'add')
        return true;
    return /^(npm|pnpm|bun)$/.test(a) && /^(install|i)$/.test(b) && rest.some((w) => !w.startsWith('-'));
}
/** Lines that neither install nor check: printing, moving about, versions. */
function neutralLine(line, words) {
    const a = words[0] ?? '';
    if (/^[A-Za-z_]\w*=/.test(line) && words.length === 0)
        return true;
    if (/^(echo|printf|cd|export|set|unset|mkdir|ls|pwd|cat|env|which|type|true|:|shopt|source|\.|hash|uname|whoami|nproc|df|free|lscpu|hostname)$/.test(a))
        return true;
    return words.length <= 3 && words.some((x) => /^(--version|-V|version|--print)$/.test(x));
}
/** Facts of a run script that make a job specialised, with the reason. */
function scriptSpecial(script) {
    const plus = /(?:^|\s)(cargo|rustc|rustup run)\s+\+(\S+)/.exec(script)?.[2];
    if (plus !== undefined)
        return /nightly/.test(plus)
            ? `runs on the nightly toolchain (\`+${plus}\`)`
            : `runs on another toolchain than the job's (\`+${plus}\`, an MSRV or pinned toolchain)`;
    if (/(^|\s)-Z\s*minimal-versions|minimal-versions/.test(script))
        return 'resolves minimal versions (`-Z minimal-versions`)';
    const lock = /(^|\s)((rm|cp|mv)\s[^\n]*\b(Cargo\.lock|package-lock\.json|yarn\.lock|pnpm-lock\.yaml|poetry\.lock|uv\.lock|go\.sum)\b|cargo\s+(update|generate-lockfile)\b)/.exec(script)?.[2];
    if (lock !== undefined)
        return `tests other dependency versions than the lockfile's (\`${lock.trim()}\`)`;
    if (/(^|\s)cargo\s+miri\b/.test(script))
        return 'runs miri';
    if (/-Zsanitizer|sanitizer=/.test(script))
        return 'runs a sanitizer';
    const target = /(?:^|\s)--target[=\s]+(\S+)/.exec(script)?.[1];
    if (target !== undefined && !HOST_TARGET.test(target) && /cargo|cross|rustc/.test(script))
        return `cross-compiles (\`--target ${target}\`)`;
    if (/(^|\s)cross\s+(build|test|check)\b/.test(script))
        return 'cross-compiles (`cross`)';
    const added = /(?:^|\s)rustup\s+target\s+add\s+(\S+)/.exec(script)?.[1];
    if (added !== undefined && !HOST_TARGET.test(added))
        return `cross-compiles (adds the target ${added})`;
    const bench = /(^|\s)(cargo\s+bench|asv\s+(run|continuous)|go\s+test\s.*-bench\b|pytest\s.*--benchmark|hyperfine|codspeed)/.exec(script)?.[2];
    if (bench !== undefined)
        return `runs benchmarks (\`${bench.trim()}\`)`;
    return undefined;
}
/** Facts of a setup action that make a job specialised. */
function actionSpecial(action, ref, withs) {
    if (!/rust-toolchain|actions-rs\/toolchain|setup-rust/i.test(action))
        return undefined;
    const toolchain = String(withs.toolchain ?? (action === 'dtolnay/rust-toolchain' ? ref : ''));
    if (/nightly/.test(toolchain))
        return `sets up the nightly toolchain (${toolchain})`;
    const targets = String(withs.targets ?? withs.target ?? '')
        .split(/[\s,]+/)
        .filter((t) => t && !HOST_TARGET.test(t));
    if (targets.length > 0)
        return `cross-compiles (adds the target ${targets.join(', ')})`;
    return undefined;
}
/** A job named for what it checks. */
const CHECK_JOB = /(^|[^a-z])(tests?|lint|linting|check|checks|mypy|pyright|typecheck|type-check|docs|format|fmt|clippy|unit|integration|e2e)([^a-z]|$)/i;
/** Why a job gives no required gate, from its own facts; undefined for a check job. */
function specialReason(r, parts) {
    const job = r.wj.job;
    const ifs = [r.wj.caller?.job.if, job.if].filter((x) => x !== undefined);
    for (const cond of ifs) {
        const c = condition(cond, r.contexts);
        if ('value' in c && !c.value)
            return `does not run on pull requests (\`if: ${String(cond)}\`)`;
    }
    for (const [re, why] of SPECIAL_JOB)
        if (re.test(r.wj.id) || re.test(r.display))
            return why;
    // A workflow named for a release or a deploy is one, unless a job of it is named for a check
    // (marshmallow's `build-release` workflow runs its mypy, docs and tests jobs on every pull
    // request; cargo-dist's `release` workflow plans on one, with jobs named plan, build, host).
    const wf = workflowName(r.wj.caller?.file ?? r.wj.file).replace(/\.ya?ml$/, '');
    if (/(^|[^a-z])(release|publish|deploy|pages)([^a-z]|$)/i.test(wf) &&
        !CHECK_JOB.test(r.wj.id) &&
        !CHECK_JOB.test(r.display))
        return `in the ${wf} workflow: a release, publish or deploy job`;
    if (/(^|[^a-z])(bench|benchmarks?|perf)([^a-z]|$)/i.test(wf))
        return `in the ${wf} workflow: a benchmark job`;
    if (/autofix/i.test(wf))
        return `in the ${wf} workflow: an autofix job (it commits what it changes)`;
    if (/windows|macos|mac-|darwin/i.test(r.runsOn) && !/ubuntu|linux/i.test(r.runsOn))
        return `runs on ${r.runsOn} only; the task job runs on ubuntu`;
    if (/self-hosted/i.test(r.runsOn))
        return `runs on a self-hosted runner (${r.runsOn})`;
    if (job.container !== undefined) {
        const c = substituteValue(job.container, r.contexts, []);
        const image = isRecord(c) ? c.image : c;
        if (image !== null && image !== '')
            return `runs in the container ${String(image)}; the task job runs on the ubuntu runner`;
    }
    if (parts.special)
        return parts.special;
    return undefined;
}

;// CONCATENATED MODULE: ./build/core/detect/ci-cache.js
const major = (ref) => Number.parseInt(/^v?(\d+)/.exec(ref)?.[1] ?? '', 10);
const WHY = 'a task job never saves a cache: the agent wrote its work tree';
/** The action as the task job may run it. */
function cacheInTaskJob(action, ref, withs) {
    const w = { ...withs };
    const e = {
        action,
        ref,
        withs,
        w,
        drop: (...keys) => {
            const had = keys.filter((k) => w[k] !== undefined && w[k] !== false && w[k] !== 'false');
            for (const k of keys)
                delete w[k];
            return had;
        },
        out: (note, a = action, r = ref) => ({ action: a, ref: r, withs: w, ...(note ? { note } : {}) }),
    };
    return cacheAction(e) ?? setupAction(e) ?? otherAction(e);
}
/** The cache actions Ralph knows: made restore-only, or left out. */
function cacheAction({ action, ref, withs, w, out }) {
    switch (action.toLowerCase()) {
        case 'swatinem/rust-cache': {
            w['save-if'] = 'false';
            // actionlint's input list for the moving @v2 tag predates save-if (v2.3): a release
            // that has it, by name, so the written workflow passes actionlint.
            const pinned = /^v[12]$/.test(ref) ? 'v2.7.8' : ref;
            return out(`Swatinem/rust-cache restores only (save-if: false${pinned !== ref ? `; @${ref} written as @${pinned}, a release with save-if` : ''}): ${WHY}`, action, pinned);
        }
        case 'actions/cache':
        case 'actions/cache/restore': {
            // Both inputs are required: without one (its value known only during the run) the
            // action fails, so the step is left out.
            const missing = ['path', 'key'].filter((k) => w[k] === undefined);
            if (missing.length > 0)
                return {
                    ...out(`${action} left out: its ${missing.join(' and ')} (required) is not known before the run`),
                    leftOut: true,
                };
            if (action.toLowerCase() === 'actions/cache/restore')
                return out();
            for (const k of Object.keys(w))
                if (![
                    'path',
                    'key',
                    'restore-keys',
                    'enableCrossOsArchive',
                    'fail-on-cache-miss',
                    'lookup-only',
                ].includes(k))
                    delete w[k];
            return out(`actions/cache becomes actions/cache/restore (it restores, never saves): ${WHY}`, 'actions/cache/restore');
        }
        case 'actions/cache/save':
            return { ...out(`actions/cache/save left out: ${WHY}`), leftOut: true };
        case 'taiki-e/cache-cargo-install-action':
            return {
                action: 'taiki-e/install-action',
                ref: 'v2',
                withs: { tool: String(withs.tool ?? '') },
                note: `taiki-e/cache-cargo-install-action becomes taiki-e/install-action@v2 (the same tool, no cache saved): ${WHY}`,
            };
    }
    return undefined;
}
/** The setup actions Ralph knows that cache by themselves: their cache turned off. */
function setupAction({ action, ref, withs, w, drop, out }) {
    switch (action.toLowerCase()) {
        case 'actions/setup-node': {
            const had = drop('cache', 'cache-dependency-path');
            // From v5 setup-node caches by itself when package.json names its package manager.
            if (major(ref) >= 5)
                w['package-manager-cache'] = 'false';
            return out(had.length > 0 || major(ref) >= 5
                ? `actions/setup-node without its cache (${major(ref) >= 5 ? 'package-manager-cache: false' : `cache: ${String(withs.cache)} dropped`}): it cannot restore without saving, and ${WHY}`
                : undefined);
        }
        case 'actions/setup-python':
        case 'actions/setup-java':
        case 'actions/setup-dotnet':
        case 'denoland/setup-deno': {
            const had = drop('cache', 'cache-dependency-path', 'cache-hash');
            return out(had.length > 0
                ? `${action} without its cache (${had.join(', ')} dropped): it cannot restore without saving, and ${WHY}`
                : undefined);
        }
        case 'actions/setup-go': {
            drop('cache-dependency-path');
            // From v4 setup-go caches unless told not to.
            if (major(ref) >= 4 || withs.cache === true || withs.cache === 'true') {
                w.cache = 'false';
                return out(`actions/setup-go with cache: false: it cannot restore without saving, and ${WHY}`);
            }
            return out();
        }
        case 'astral-sh/setup-uv':
            drop('cache-dependency-glob', 'cache-suffix', 'cache-local-path', 'prune-cache', 'save-cache');
            w['enable-cache'] = 'false';
            return out(`astral-sh/setup-uv with enable-cache: false: ${WHY}`);
        case 'oven-sh/setup-bun':
            w['no-cache'] = 'true';
            return out(`oven-sh/setup-bun with no-cache: true (it would save the bun it installed): ${WHY}`);
        case 'gradle/actions/setup-gradle':
        case 'gradle/gradle-build-action':
            w['cache-read-only'] = 'true';
            return out(`${action} with cache-read-only: true: ${WHY}`);
        case 'ruby/setup-ruby':
            if (w['bundler-cache'] === true || w['bundler-cache'] === 'true') {
                w['bundler-cache'] = 'false';
                return out(`ruby/setup-ruby with bundler-cache: false (it installs and saves the gems): ${WHY}; no later step has the gems then (the agent user's home, where \`bundle install\` puts them, is emptied before each step), so a gate that needs them runs \`bundle install\` itself`);
            }
            return out();
        case 'pnpm/action-setup':
            // Its post step prunes pnpm's store: not the work tree, and nothing is uploaded.
            return out();
    }
    return undefined;
}
/** Any other action: without its cache input; left out when its name says it caches. */
function otherAction({ action, w, out }) {
    // Any other setup action with a cache input saves that cache in its post step.
    if (w.cache !== undefined && w.cache !== false && w.cache !== 'false') {
        const had = String(w.cache);
        delete w.cache;
        return out(`${action} without its cache (cache: ${had} dropped): it saves it in its post step, and ${WHY}`);
    }
    if (/cache/i.test(action))
        return {
            ...out(`${action} left out: it saves a cache from the job (its post step, or during the build), and ${WHY}`),
            leftOut: true,
        };
    return out();
}

;// CONCATENATED MODULE: ./build/core/detect/ci-setup.js
// The kept jobs' setup, de-duplicated into the one task job's (docs/ARCHITECTURE.md#gates): the
// same setup action of two jobs is set up once (list inputs merged, else the more ordinary setup
// wins, with a note), two actions of one toolchain family cannot both be (the later job is left
// out), a Rust pinned older than another kept job's is an MSRV job; every cache is made
// restore-only or off (ci-cache.ts), and each install step is kept once.


/** `.github/workflows/ci.yml, job test`: how a job is named in the notes and the losers. */
const jobKey = (r) => `${r.wj.file}, job ${r.wj.id}`;
/**
 * Kept jobs that pin an older Rust than another kept job runs (1.70.0 beside stable): MSRV jobs,
 * whatever they are called.
 */
function rustToolchains(kept) {
    const of = new Map();
    for (const { r, parts } of kept)
        for (const a of parts.actions)
            if (/rust-toolchain|actions-rs\/toolchain/i.test(a.action)) {
                const t = String(a.withs.toolchain ?? (a.action === 'dtolnay/rust-toolchain' ? a.ref : ''));
                if (t)
                    of.set(jobKey(r), t);
            }
    const numeric = (t) => /^1\.\d+(\.\d+)?$/.test(t);
    const newest = [...of.values()].some((t) => !numeric(t))
        ? undefined
        : [...of.values()].sort(compareVersions).at(-1);
    const out = new Map();
    for (const [job, t] of of)
        if (numeric(t) && (newest === undefined || compareVersions(t, newest) < 0))
            out.set(job, `pins Rust ${t}, older than the ${newest ?? 'stable'} toolchain other kept jobs run: an MSRV job`);
    return out;
}
/** Actions that set up one toolchain each: two of a family conflict. */
const TOOLCHAIN_FAMILY = [
    [/^(actions\/setup-java|graalvm\/setup-graalvm|oracle-actions\/setup-java)$/i, 'Java'],
    [/^(actions\/setup-node)$/i, 'Node'],
    [/^(actions\/setup-go)$/i, 'Go'],
    [/^(dtolnay\/rust-toolchain|actions-rs\/toolchain|actions-rust-lang\/setup-rust-toolchain)$/i, 'Rust'],
    [/^(denoland\/setup-deno)$/i, 'Deno'],
];
/** Inputs that list things: two jobs' values are merged, not in conflict. */
const LIST_INPUT = /^(components|targets|target|tool|tools|packages)$/;
/** How ordinary a setup is: a stable toolchain beats beta, nightly or a pinned old one. */
function setupScore(ref, withs) {
    const text = [ref, ...Object.values(withs).map(String)].join(' ');
    let s = 0;
    if (/stable|latest/.test(text))
        s += 2;
    if (SPECIAL_LEG.test(text))
        s -= 3;
    return s;
}
/**
 * The kept jobs' setup, in job order: setup actions de-duplicated (the same action with other
 * inputs: list inputs merged, else the more ordinary setup wins, with a note), caches made
 * restore-only, then the install steps, each once. A job whose toolchain family another kept
 * job set up first is added to `losers`, with the reason.
 */
function setupOf(kept, notes, losers) {
    const actions = mergedActions(kept, notes);
    const steps = [];
    for (const a of oneToolchainEach(actions, losers)) {
        const made = cacheInTaskJob(a.action, a.ref, a.withs);
        if (made.note)
            notes.push(`setup: ${made.note}`);
        if (made.leftOut)
            continue;
        const withs = Object.fromEntries(Object.entries(made.withs).map(([k, v]) => [
            k,
            typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v ?? ''),
        ]));
        steps.push({
            name: a.name ?? `Set up (${made.action})`,
            uses: `${made.action}@${made.ref}`,
            ...(Object.keys(withs).length > 0 ? { with: withs } : {}),
            ...(Object.keys(a.env).length > 0 ? { env: a.env } : {}),
        });
    }
    const runs = new Set();
    for (const { parts } of kept)
        for (const s of parts.installs) {
            if (runs.has(s.run ?? ''))
                continue;
            runs.add(s.run ?? '');
            steps.push(s);
        }
    return steps;
}
/** The kept jobs' setup actions, each once: another job's same action merged into the first. */
function mergedActions(kept, notes) {
    const actions = [];
    for (const { r, parts } of kept)
        for (const a of parts.actions) {
            const from = jobKey(r);
            const leg = a.leg === true;
            // Two caches of other paths are two caches: kept both, an identical one once.
            if (/cache/i.test(a.action) && !/rust-cache/i.test(a.action)) {
                const twin = actions.some((x) => x.action === a.action && JSON.stringify(x.withs) === JSON.stringify(a.withs));
                if (!twin)
                    actions.push({ ...a, withs: { ...a.withs }, from, leg });
                continue;
            }
            const same = actions.find((x) => x.action.toLowerCase() === a.action.toLowerCase());
            if (!same || same.from === from) {
                actions.push({ ...a, withs: { ...a.withs }, from, leg });
                continue;
            }
            mergeInto(same, a, from, leg, notes);
        }
    return actions;
}
/**
 * Another job's setup of an action already chosen: list inputs merged; in a conflict the winner
 * taken (pickWinner), with a note; setup-python given both jobs' versions.
 */
function mergeInto(same, a, from, leg, notes) {
    const lists = (w) => Object.fromEntries(Object.entries(w).filter(([k]) => !LIST_INPUT.test(k)));
    // Compared as the task job runs them: two caches differing only in when they save agree.
    const asRun = (x) => {
        const made = cacheInTaskJob(x.action, x.ref, x.withs);
        return JSON.stringify([made.ref, lists(made.withs)]);
    };
    const conflict = asRun(same) !== asRun(a);
    const merged = {};
    for (const k of Object.keys({ ...same.withs, ...a.withs }))
        if (LIST_INPUT.test(k)) {
            const items = [same.withs[k], a.withs[k]]
                .filter((v) => v !== undefined && v !== null)
                .flatMap((v) => String(v).split(/[\s,]+/))
                .filter(Boolean);
            merged[k] = [...new Set(items)].join(', ');
        }
    let versions = [];
    if (conflict) {
        const winner = pickWinner(same, a, leg);
        notes.push(`setup: ${same.from} sets up ${same.action}@${same.ref}${describeWith(same.withs)}, ${from} ${a.action}@${a.ref}${describeWith(a.withs)}; the task job gets ${winner.action}@${winner.ref}${describeWith(winner.withs)} (the more ordinary setup, else the main leg's, else the newer version, else the first kept job's), with the components, targets and tools of both`);
        versions = same.action === 'actions/setup-python' ? pythonVersions(same, a, winner) : [];
        if (winner === a) {
            same.leg = leg;
            same.ref = a.ref;
            same.withs = { ...a.withs };
            same.name = a.name;
        }
    }
    Object.assign(same.withs, merged);
    if (same.action === 'actions/setup-python' && versions.length > 1)
        same.withs['python-version'] = versions.join('\n');
}
/**
 * Of two setups of one action that conflict: the more ordinary setup; else the main leg's (a job
 * whose matrix leg was chosen); else the newer of two plain versions (node 18 and 22.4: 22.4);
 * else the first kept job's.
 */
function pickWinner(same, a, leg) {
    const scoreA = setupScore(a.ref, a.withs);
    const scoreSame = setupScore(same.ref, same.withs);
    const version = (w) => String(Object.entries(w).find(([k]) => /version$/.test(k))?.[1] ?? '');
    const newer = /^\d+(\.\d+)*$/.test(version(a.withs)) &&
        /^\d+(\.\d+)*$/.test(version(same.withs)) &&
        compareVersions(version(a.withs), version(same.withs)) > 0;
    if (scoreA !== scoreSame)
        return scoreA > scoreSame ? a : same;
    if (leg !== same.leg)
        return leg ? a : same;
    return newer ? a : same;
}
/** setup-python installs every version listed, the last the default: both jobs' run. */
function pythonVersions(same, a, winner) {
    return [...new Set([a.withs, same.withs].flatMap((w) => String(w['python-version'] ?? '').split(/\s+/)))]
        .filter(Boolean)
        .sort((x, y) => x === String(winner.withs['python-version'])
        ? 1
        : y === String(winner.withs['python-version'])
            ? -1
            : 0);
}
/**
 * Two actions that set up the same toolchain (setup-java and setup-graalvm): the first kept
 * job's wins, the other is left out, its job added to `losers` with the reason.
 */
function oneToolchainEach(actions, losers) {
    const familyOf = (action) => TOOLCHAIN_FAMILY.find(([re]) => re.test(action))?.[1];
    return actions.filter((a) => {
        const family = familyOf(a.action);
        if (family === undefined)
            return true;
        const first = actions.find((b) => b !== a && familyOf(b.action) === family && b.from !== a.from);
        if (first && actions.indexOf(first) < actions.indexOf(a)) {
            losers.set(a.from, `needs ${family} from ${a.action}, and the task job has one ${family}: ${first.action} of ${first.from} (the first kept job's)`);
            return false;
        }
        return true;
    });
}
function describeWith(withs) {
    const e = Object.entries(withs);
    return e.length > 0 ? ` (${e.map(([k, v]) => `${k}: ${String(v)}`).join(', ')})` : '';
}

;// CONCATENATED MODULE: ./build/core/detect/ci-docker.js

const DOCKERS = new Set(['docker', 'podman', 'docker-compose']);
/** Whether a command line runs docker, podman or docker-compose (after `sudo` and its options). */
function runsDocker(words) {
    const w = words[0] === 'sudo' ? words.slice(1).find((x) => !x.startsWith('-')) : words[0];
    return w !== undefined && DOCKERS.has(w);
}
/** `docker run`'s options that take a value, as `docker run --help` lists those a CI uses. */
const VALUE_OPTIONS = new Set([
    '-p',
    '--publish',
    '-e',
    '--env',
    '--name',
    '--network',
    '--net',
    '-v',
    '--volume',
    '--health-cmd',
    '--health-interval',
    '--health-timeout',
    '--health-retries',
    '--health-start-period',
    '--env-file',
    '-u',
    '--user',
    '-w',
    '--workdir',
    '--entrypoint',
    '--shm-size',
    '--tmpfs',
    '--mount',
    '--label',
    '-l',
    '--hostname',
    '-h',
    '--platform',
    '--ulimit',
]);
/** Options a service's `options:` may carry as they are (docker create takes them). */
const SERVICE_OPTIONS = /^--(health-|shm-size|tmpfs|ulimit|user$|hostname$|label$)/;
/**
 * The services and the notes for a step's lines. Undefined when no line runs docker. `lines`
 * are the step's commands (continuations joined).
 */
function dockerStep(lines) {
    const docker = lines.map((l) => (0,detect_shell/* shellWords */.CH)(l)).filter(runsDocker);
    if (docker.length === 0)
        return undefined;
    const out = { services: {}, dropped: [] };
    for (const words of docker) {
        const args = words.slice(words.findIndex((w) => DOCKERS.has(w)));
        const line = words.join(' ');
        const engine = args[0] !== 'docker-compose';
        if (engine && args[1] === 'pull')
            continue;
        const run = engine && (args[1] === 'run' || (args[1] === 'container' && args[2] === 'run'));
        if (!run) {
            out.dropped.push(`\`${line}\``);
            continue;
        }
        const service = runService(args.slice(args[1] === 'run' ? 2 : 3));
        if (typeof service === 'string')
            out.dropped.push(`\`${line}\` (${service})`);
        else {
            out.services[service.name] = service.service;
            if (service.dropped.length > 0)
                out.dropped.push(`of \`${line}\`: ${service.dropped.join(', ')}, which a service cannot take`);
        }
    }
    return out;
}
/** A `docker run`'s words after `run` as a service, or why it cannot be one. */
function runService(args) {
    const ports = [];
    const env = {};
    const options = [];
    const dropped = [];
    let name;
    let detached = false;
    let i = 0;
    for (; i < args.length; i++) {
        const a = args[i];
        if (!a.startsWith('-'))
            break;
        if (a === '--rm' || a === '--init' || a === '--detach' || /^-[dit]+$/.test(a)) {
            if (a === '--detach' || (a[1] !== '-' && a.includes('d')))
                detached = true;
            continue;
        }
        const eq = a.indexOf('=');
        const [flag, inline] = a.startsWith('--') && eq > 0 ? [a.slice(0, eq), a.slice(eq + 1)] : [a, undefined];
        if (!VALUE_OPTIONS.has(flag)) {
            dropped.push(a);
            continue;
        }
        const value = inline ?? args[++i];
        if (value === undefined)
            return `${flag} has no value`;
        if (flag === '-p' || flag === '--publish')
            ports.push(value);
        else if (flag === '-e' || flag === '--env') {
            const k = value.indexOf('=');
            if (k > 0)
                env[value.slice(0, k)] = value.slice(k + 1);
            else
                dropped.push(`${flag} ${value} (a value from the step's own environment)`);
        }
        else if (flag === '--name')
            name = value;
        else if (SERVICE_OPTIONS.test(flag))
            options.push(`${flag} ${/\s/.test(value) ? JSON.stringify(value) : value}`);
        else
            dropped.push(`${flag} ${value}`);
    }
    const image = args[i];
    if (!detached)
        return 'it runs in the foreground: a command in a container, not a service';
    if (image === undefined || !/^[\w./:@-]+$/.test(image))
        return `its image ${image ?? '(none)'} is not known before the run`;
    const rest = args.slice(i + 1);
    if (rest.length > 0)
        dropped.push(`the arguments after the image (\`${rest.join(' ')}\`)`);
    const service = { image };
    if (Object.keys(env).length > 0)
        service.env = env;
    if (ports.length > 0)
        service.ports = ports;
    if (options.length > 0)
        service.options = options.join(' ');
    const fallback = image
        .replace(/[:@].*$/, '')
        .split('/')
        .at(-1);
    // A service id is a job id: a letter or `_` first, then letters, digits, `_` and `-`.
    const id = (name ?? fallback).replace(/[^\w-]/g, '-');
    return { name: /^[A-Za-z_]/.test(id) ? id : `_${id}`, service, dropped };
}

;// CONCATENATED MODULE: ./build/core/detect/make.js
// Makefiles: their targets, each target's recipe (for the checks a `make x` in the CI runs),
// and the make targets that are gates.

const MAKEFILES = ['GNUmakefile', 'makefile', 'Makefile'];
const MAKE_TARGETS = ['lint', 'test', 'build', 'check'];
const MAKE_GATE_NAMES = {
    lint: 'lint',
    test: 'test',
    build: 'build',
    check: 'check',
    fmt: 'format',
    format: 'format',
    vet: 'vet',
    typecheck: 'typecheck',
};
/** Explicit targets of a Makefile (`name:` at the start of a line; not `name := value`). */
function makeTargets(text) {
    const targets = new Set();
    for (const m of text.matchAll(/^([A-Za-z0-9_.][A-Za-z0-9_. -]*?)\s*::?(?!=)/gm)) {
        for (const t of m[1].split(/\s+/))
            targets.add(t);
    }
    return targets;
}
/** A Makefile's targets, each with its prerequisites and recipe lines. */
function makeRecipes(text) {
    const out = new Map();
    let current = [];
    for (const raw of text.replace(/\\\r?\n/g, ' ').split(/\r?\n/)) {
        if (raw.startsWith('\t')) {
            const line = raw.trim().replace(/^[@+-]+/, '');
            if (line)
                for (const r of current)
                    r.lines.push(line);
            continue;
        }
        const m = /^([A-Za-z0-9_.][A-Za-z0-9_. -]*?)\s*::?(?!=)(.*)$/.exec(raw);
        if (!m) {
            if (raw.trim() && !raw.trim().startsWith('#'))
                current = [];
            continue;
        }
        const deps = m[2].split(';')[0].trim().split(/\s+/).filter(Boolean);
        current = m[1].split(/\s+/).map((t) => {
            const r = out.get(t) ?? { deps: [], lines: [] };
            r.deps.push(...deps);
            out.set(t, r);
            return r;
        });
    }
    return out;
}
/** The commands a make target runs: its prerequisites' first, `$(MAKE) x` followed. */
function recipeLines(recipes, target, depth) {
    const r = recipes.get(target);
    if (!r || depth > 3)
        return [];
    const out = [];
    for (const d of r.deps)
        out.push(...recipeLines(recipes, d, depth + 1));
    for (const line of r.lines) {
        const sub = /^(\$\(MAKE\)|\$\{MAKE\}|make)\s+([\w.-]+)\s*$/.exec(line);
        if (sub)
            out.push(...recipeLines(recipes, sub[2], depth + 1));
        else
            for (const part of line.split(/\s+&&\s+/))
                out.push(part.replace(/\$[({][\w]+[)}]\s*/g, '').trim());
    }
    return out;
}
/** Commands every ecosystem reads alike: make targets, and set-up lines. */
function classifyCommon(command, targets) {
    const words = (0,detect_shell/* commandWords */.Bl)(command);
    const [tool, sub] = words;
    if (tool === 'make' && sub && targets.has(sub) && MAKE_GATE_NAMES[sub])
        return { name: MAKE_GATE_NAMES[sub], command };
    return undefined;
}

;// CONCATENATED MODULE: ./build/core/detect/gates.js



/**
 * The CI's gates first, in its order; then the build files' gates the CI does not cover. In Rust
 * and Go a build or test compiles everything, so `cargo check` / typecheck adds nothing to them.
 */
function mergeGates(fromCi, fromFiles, kind) {
    const out = [...fromCi];
    // `test:coverage` or `turbo:typecheck` in the CI is its test or typecheck.
    const covered = new Set(fromCi.flatMap((g) => [g.name, ...g.name.split(':')]));
    if ((kind === 'rust' || kind === 'go') && (covered.has('build') || covered.has('test')))
        covered.add('typecheck');
    for (const g of fromFiles)
        if (!covered.has(g.name) && !out.some((o) => o.command === g.command))
            out.push(g);
    return out;
}
/** The CI commands that are gates, in order, one per gate name; and a note for the rest. */
function ciGates(ci, eco, makeTargetsFound) {
    const gates = [];
    const notes = [];
    const skipped = [];
    const seen = new Set();
    for (const c of ci.commands) {
        if (seen.has(c.command))
            continue;
        seen.add(c.command);
        const first = (0,detect_shell/* commandWords */.Bl)(c.command)[0] ?? '';
        if (QUIET.has(first) || (0,detect_shell/* isAssignment */.wh)(c.command) || first.startsWith('['))
            continue;
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
        if (got === 'setup')
            continue;
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
            skipped.push(runner
                ? `\`${c.command}\` (${c.source}): ${runner} runs other checks in environments of its own; the gates run those tools directly`
                : /install|setup/i.test(c.command) && ((0,detect_shell/* commandWords */.Bl)(c.command)[0] ?? '').includes('/')
                    ? `\`${c.command}\` (${c.source}): a set-up script of the repository, not run before the agent (it would run its code with root); if the gates need what it installs, add those steps to the workflow by hand`
                    : `\`${c.command}\` (${c.source}): not a known check command${BY_HAND}`);
            continue;
        }
        const existing = gates.find((g) => g.name === got.name);
        if (existing) {
            if (existing.command !== (0,detect_shell/* withEnv */.Eh)(got.command, c.env))
                notes.push(`CI also runs \`${c.command}\` (${c.source}); the ${got.name} gate is its first command`);
            continue;
        }
        gates.push({
            name: got.name,
            command: (0,detect_shell/* withEnv */.Eh)(got.command, c.env),
            ...(c.optional ? { required: false } : {}),
            source: c.source,
        });
    }
    if (ci.files.length > 0)
        notes.unshift(gates.length > 0
            ? `CI (${ci.files.join(', ')}): ${gates.map((g) => g.name).join(', ')}`
            : `CI (${ci.files.join(', ')}): no check command Ralph knows; gates from the build files`);
    for (const s of skipped)
        notes.push(`not a gate: ${s}`);
    return { gates, notes };
}
const BY_HAND = '; add it to the plan by hand if it is a check';
/** A script that changes files: a formatter or linter told to write or fix. */
const WRITES = /(^|\s)(--write|--fix|--apply|--apply-unsafe)(\s|=|$)/;
/**
 * Why a command changes files (a fixer's flag, a formatter without its check mode, a generator),
 * or undefined when nothing says it does.
 */
function writesFiles(command) {
    const words = (0,detect_shell/* commandWords */.Bl)(command);
    const flag = words.find((w) => /^--(write|fix|apply|apply-unsafe|fix-only)(=.*)?$/.test(w));
    if (flag !== undefined)
        return `it writes files (${flag})`;
    if (words[0] === 'go' && words[1] === 'generate')
        return 'it generates files (go generate)';
    // `sed -i`, `perl -pi -e`: edits tracked files in place.
    if ((words[0] === 'sed' && words.some((w) => /^(-[A-Za-z]*i|--in-place)/.test(w))) ||
        (words[0] === 'perl' && words.some((w) => /^-[A-Za-z]*i/.test(w))))
        return `it edits files in place (${words[0]} -i)`;
    if ((words[0] === 'gofmt' || words[0] === 'goimports') && words.includes('-w'))
        return 'it writes files (-w)';
    // A package script named for what it writes (`pnpm lint:fix`, `npm run generate`).
    const script = words.find((w, i) => i > 0 && !w.startsWith('-') && w !== 'run' && w !== 'run-script');
    if (/^(npm|pnpm|yarn|bun)$/.test(words[0] ?? '') &&
        script !== undefined &&
        /(^|[:_-])(fix|autofix|generate|gen|codegen|update-snapshots?)($|[:_-])/.test(script))
        return `it writes files (the script ${script})`;
    return undefined;
}
/** pre-commit hook ids and the gate each is. */
const PRECOMMIT_HOOKS = {
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
function indirectChecks(reader, ci, eco, makefile, makeText) {
    const out = new Map();
    const precommit = reader.read('.pre-commit-config.yaml');
    if (precommit !== undefined) {
        const run = ci.commands.find((c) => /(^|\s)pre-commit\s+run\b/.test(c.command))?.source ??
            ci.actions.find((a) => a.action === 'pre-commit/action')?.source ??
            (/^ci:/m.test(precommit) ? 'pre-commit.ci (the `ci:` section of .pre-commit-config.yaml)' : undefined);
        if (run !== undefined)
            for (const m of precommit.matchAll(/^\s*-\s*id:\s*["']?([\w.-]+)/gm)) {
                const name = PRECOMMIT_HOOKS[m[1]];
                if (name && !out.has(name))
                    out.set(name, `pre-commit's ${m[1]} hook (run by ${run})`);
            }
    }
    if (makefile !== undefined) {
        const recipes = makeRecipes(makeText);
        for (const c of ci.commands) {
            const words = (0,detect_shell/* commandWords */.Bl)(c.command);
            if (words[0] !== 'make')
                continue;
            for (const target of words.slice(1).filter((w) => !w.startsWith('-') && !w.includes('='))) {
                for (const line of recipeLines(recipes, target, 0)) {
                    const got = eco.classify(line);
                    if (got === undefined || got === 'setup' || writesFiles(line) !== undefined)
                        continue;
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
function canonicalGateName(name) {
    const parts = name.split(':');
    return parts.find((p) => ['typecheck', 'lint', 'format', 'test', 'build'].includes(p)) ?? name;
}

;// CONCATENATED MODULE: ./build/core/detect/ci-run-steps.js
// A CI job's `run:` step turned into a part of Ralph's task job (docs/ARCHITECTURE.md#gates): an
// install step (it only installs or sets the machine up), a gate (it checks: named after the
// step, its script exactly as written, with its working directory, shell and env), a fact
// that makes the job a specialised one, or a note saying why it is neither.





/** A `run:` step: an install step, a gate, a fact about the job, or a note. */
function runStep(parts, s, layout) {
    const { step, stepCtx, at, notes } = s;
    const shell = typeof step.shell === 'string' ? step.shell : layout.defaultShell;
    if (shell !== undefined && /^(pwsh|powershell|cmd)/.test(shell)) {
        notes.push(`${at}: runs in ${shell}; Ralph runs gates in bash, sh or python: left out`);
        return;
    }
    const sub = substitute(String(step.run), stepCtx);
    const text = sub.text.replace(/\s+$/, '');
    if (leftOut(parts, s, text, sub.unknown, layout.named))
        return;
    // Its script reads a variable of its env that was left out: it would run with it empty.
    const reads = (s.droppedEnv ?? []).filter((k) => new RegExp(`\\$(\\{)?${k}\\b`).test(text));
    if (reads.length > 0) {
        parts.unknown ??= `\`${ci_run_steps_firstLine(text)}\` reads $${reads[0]}, which only the run knows`;
        s.notes.push(`${s.at}: its script reads ${reads.map((k) => `$${k}`).join(', ')}, whose value only the run knows; not transplanted`);
        return;
    }
    if (dockerOnly(parts, s, text))
        return;
    const lines = (0,detect_shell/* shellLines */.ms)(text).filter((l) => !l.block);
    const words = lines.map((l) => (0,detect_shell/* commandWords */.Bl)(l.command));
    const neutral = lines.filter((l, i) => neutralLine(l.command, words[i])).length;
    if (lines.length === 0 || neutral === lines.length)
        return;
    const manifest = words.find((w) => changesManifest(w));
    if (manifest) {
        notes.push(`${at}: \`${manifest.join(' ')}\` changes the project's manifest (the leg's dependency versions); not transplanted`);
        return;
    }
    const dir = stepDir(s, layout);
    if (dir?.includes('${{')) {
        parts.unknown ??= `its working-directory (\`${dir}\`) is not known before the run`;
        s.notes.push(`${s.at}: ${parts.unknown}; not transplanted`);
        return;
    }
    const script = { text, dir, lines, words, neutral };
    if (layout.firstCheckout !== undefined && s.index < layout.firstCheckout) {
        // Before the checkout there is no tree to check: the step prepares (a database's roles).
        s.notes.push(`${s.at}: runs before the checkout, so it checks nothing of the change; a setup step`);
        installStep(parts, s, script, true);
        return;
    }
    if (words.every((w, i) => neutralLine(lines[i].command, w) || prepares(w))) {
        s.notes.push(`${s.at}: prepares (waits for a service, or sets up files or keys); a setup step`);
        installStep(parts, s, script, true);
        return;
    }
    if (installStep(parts, s, script))
        return;
    if (notACheck(parts, s, script))
        return;
    const stepShell = typeof step.shell === 'string' ? step.shell : layout.defaultShell;
    const gateShell = stepShell ?? (text.includes('\n') ? 'bash -e {0}' : undefined);
    const optional = step['continue-on-error'] === true;
    // An unnamed step is named after its first command that does something (not its `cd`).
    const first = lines.find((l, i) => !neutralLine(l.command, words[i]) && !installLine(words[i]))?.command ?? text;
    parts.gates.push({
        name: typeof step.name === 'string' ? substitute(step.name, stepCtx).text : ci_run_steps_firstLine(first),
        command: text,
        ...(optional ? { required: false } : {}),
        ...(script.dir ? { workingDirectory: script.dir } : {}),
        ...(gateShell ? { shell: gateShell } : {}),
        ...(Object.keys(s.stepEnv).length > 0 ? { env: s.stepEnv } : {}),
    });
}
/**
 * A step Ralph does not transplant, whatever its lines: one that makes the job specialised (a
 * job the user chose by name keeps it), commits, publishes, writes the run's files, or reads
 * what is only known during the run. True when left out.
 */
function leftOut(parts, s, script, unknown, named) {
    const { at, notes } = s;
    const special = scriptSpecial(script);
    if (special) {
        parts.special ??= special;
        // A job the user chose by name keeps every step it runs.
        if (!named)
            return true;
    }
    if (/\bgit\s+(commit|push)\b/.test(script)) {
        parts.special ??= 'commits or pushes what it changed: an autofix or release job';
        return true;
    }
    if (/(^|\s)(npm|pnpm|yarn|cargo|poetry|uv|twine|gem)\s+publish\b|twine\s+upload|gh\s+release\s+(create|upload|edit)\b|docker\s+push/.test(script) ||
        deploys(script)) {
        parts.special ??= 'publishes';
        return true;
    }
    if (/\$\{?GITHUB_(ENV|PATH|OUTPUT|STEP_SUMMARY)\b/.test(script)) {
        notes.push(`${at}: writes $GITHUB_ENV, $GITHUB_PATH, $GITHUB_OUTPUT or the step summary for the run; not transplanted`);
        return true;
    }
    if (unknown.length > 0) {
        parts.unknown ??= `\`${ci_run_steps_firstLine(String(s.step.run))}\` reads ${unknown.join(', ')}`;
        notes.push(`${at}: \`${ci_run_steps_firstLine(String(s.step.run))}\` reads ${unknown.join(', ')}; not a gate`);
        return true;
    }
    return false;
}
/**
 * A line that prepares rather than checks: it waits for a service (`wait-for-it.sh db:5432`,
 * `php test_files/wait_for_ftp.php 2121`, `npx wait-on tcp:5432`, `dockerize -wait`) or sets
 * up files and keys (`chmod 0400 key`, `ssh-add key`).
 */
function prepares(words) {
    if (/^(chmod|chown|ssh-add|ssh-keyscan|ulimit)$/.test(words[0] ?? ''))
        return true;
    return words.slice(0, 3).some((w) => /(^|[/_-])wait[-_]?(for|on|until)([^a-z]|$)|^dockerize$/i.test(w));
}
/**
 * A step that runs docker is never a gate (ci-docker.ts): what its `docker run -d` lines start
 * becomes the task job's services (the job's own `services:` of the same name win), the rest is
 * named. True when the step runs docker.
 */
function dockerOnly(parts, s, text) {
    const docker = dockerStep((0,detect_shell/* shellLines */.ms)(text).map((l) => l.command));
    if (!docker)
        return false;
    const started = Object.keys(docker.services);
    if (docker.dropped.length > 0 && started.length === 0)
        parts.inDocker = true;
    for (const [name, service] of Object.entries(docker.services))
        parts.services[name] ??= service;
    const became = started.length > 0 ? `; what it starts becomes the task job's services: ${started.join(', ')}` : '';
    const dropped = docker.dropped.length > 0 ? `; not carried over: ${docker.dropped.join('; ')}` : '';
    s.notes.push(`${s.at}: runs docker, whose socket is root on the runner and never lent to the repository's code: not a gate${became}${dropped}`);
    return true;
}
/**
 * Whether a line of the script runs a program's `deploy` (`mkdocs gh-deploy`, `mike deploy`,
 * `firebase deploy`, `mvn -B deploy`, `npm run deploy`): its subcommand, not any word
 * (`cargo test --features deploy`, `echo deploy` are not).
 */
function deploys(script) {
    return (0,detect_shell/* shellLines */.ms)(script).some((l) => {
        const words = (0,detect_shell/* commandWords */.Bl)(l.command);
        // After `sudo`, or a runner of a package's program (`npx firebase deploy`).
        const w = /^(sudo|npx|bunx|pnpx|uvx)$/.test(words[0] ?? '') ? words.slice(1) : words;
        if (/^(echo|printf|:|true)$/.test(w[0] ?? ''))
            return false;
        const rest = w.slice(1).filter((x) => !x.startsWith('-'));
        const sub = rest[0] === 'run' || rest[0] === 'run-script' ? rest[1] : rest[0];
        return /^(gh-)?deploy$/.test(sub ?? '');
    });
}
/** The step's working directory relative to the task job's root (its checkout's path taken off). */
function stepDir(s, layout) {
    const { step, stepCtx } = s;
    const { rootAlias } = layout;
    const dirGiven = typeof step['working-directory'] === 'string' ? step['working-directory'] : layout.defaultDir;
    const dirRaw = rootAlias !== undefined && dirGiven?.startsWith(rootAlias)
        ? dirGiven.slice(rootAlias.length).replace(/^\/+/, '') || undefined
        : dirGiven;
    return dirRaw === undefined
        ? undefined
        : substitute(dirRaw, stepCtx).text.replace(/^\.\/?$/, '') || undefined;
}
/**
 * A step that installs or sets the machine up, never checks: kept as an install step. A step
 * named for setting up (`Install packages`, `Set up the database`) that runs a script of the
 * repository prepares; lines that all run as root (`sudo udevadm ...`, `echo ... | sudo tee
 * /etc/...`) set the machine up; so does any step before the checkout (`prepares`). True when
 * the step is one.
 */
function installStep(parts, s, script, prepares = false) {
    const { step, stepCtx, at, notes } = s;
    const { text, dir, lines, words, neutral } = script;
    const stepName = typeof step.name === 'string' ? step.name : '';
    const installs = words.filter((w) => installLine(w)).length;
    const script0 = words[0]?.[0] ?? '';
    const setupNamed = (/^(install|set\s*up|setup|prepare|configure)\b/i.test(stepName) &&
        !/\b(test|check|lint|build)/i.test(stepName)) ||
        (lines.length === 1 && script0.includes('/') && /(install|setup|bootstrap|deps)[^/]*$/i.test(script0));
    const asRoot = words.filter((w) => w[0] === 'sudo' || w.includes('sudo')).length;
    const system = asRoot > 0 && asRoot + neutral >= lines.length;
    if (!(prepares || setupNamed || system || (installs > 0 && installs + neutral === lines.length)))
        return false;
    const pure = system ||
        words.every((w, i) => neutralLine(lines[i].command, w) || /^(sudo|apt-get|apt)$/.test(w[0] ?? ''));
    const ownEnv = envOwn(s.stepEnv, {});
    parts.installs.push({
        name: typeof step.name === 'string' ? substitute(step.name, stepCtx).text : ci_run_steps_firstLine(text),
        run: dir ? `cd ${JSON.stringify(dir)}\n${text}` : text,
        // System packages need root and run nothing of the repository's; the rest runs its code.
        ...(pure ? {} : { repoCode: true }),
        ...(Object.keys(ownEnv).length > 0 ? { env: ownEnv } : {}),
    });
    if (!pure && /(^|\s)sudo\s/.test(text))
        notes.push(`${at}: \`${ci_run_steps_firstLine(text)}\` uses sudo; Ralph's setup runs it as the agent user, without sudo`);
    return true;
}
/**
 * A step that runs but checks nothing the task job can judge: it writes files, cross-compiles
 * (by its env), or prepares a report for an upload (`generate lcov`). True when it is one.
 */
function notACheck(parts, s, script) {
    const { step, stepEnv, at, notes } = s;
    const writes = script.lines.map((l) => writesFiles(l.command)).find((w) => w !== undefined);
    if (writes !== undefined) {
        notes.push(`${at}: \`${ci_run_steps_firstLine(script.text)}\`: ${writes}, so it is not a check`);
        return true;
    }
    const cargoTarget = stepEnv.CARGO_BUILD_TARGET;
    if (cargoTarget && !HOST_TARGET.test(cargoTarget)) {
        parts.special ??= `cross-compiles (CARGO_BUILD_TARGET=${cargoTarget})`;
        return true;
    }
    const goos = stepEnv.GOOS;
    const goarch = stepEnv.GOARCH;
    if ((goos && goos !== 'linux') || (goarch && !/^(amd64|x86_64)$/.test(goarch))) {
        parts.special ??= `cross-compiles (GOOS=${goos ?? ''} GOARCH=${goarch ?? ''})`;
        return true;
    }
    const stepName = typeof step.name === 'string' ? step.name : '';
    if (/\b(generate|upload|prepare|write|produce|convert|combine|publish)\b.*\b(coverage|lcov|report)|\blcov\b|coverage report/i.test(stepName) &&
        !/test|check|lint|build|enforce/i.test(stepName)) {
        notes.push(`${at}: prepares a report, not a check; left out`);
        return true;
    }
    return false;
}
/** The entries a step's env adds to what it inherits. */
function envOwn(env, inherited) {
    return Object.fromEntries(Object.entries(env).filter(([k, v]) => inherited[k] !== v));
}
/**
 * A script's first line (with its `\` continuations, spaces collapsed), cut at a word within 80
 * characters: the name of an unnamed step.
 */
const ci_run_steps_firstLine = (s) => {
    const line = s
        .trim()
        .replace(/\\\r?\n/g, ' ')
        .split('\n')[0]
        .replace(/\s+/g, ' ');
    if (line.length <= 80)
        return line;
    const cut = line.slice(0, 80);
    return cut.slice(0, cut.lastIndexOf(' ') > 20 ? cut.lastIndexOf(' ') : 80);
};

;// CONCATENATED MODULE: ./build/core/detect/ci-steps.js
// A resolved CI job's steps turned into what Ralph's task job gets (docs/ARCHITECTURE.md#gates):
// its setup actions (`uses:`, `with:` evaluated on the main leg), its services, and, through
// ci-run-steps.ts, its install steps and gates; or the fact that makes it a specialised job.
// A step that runs only after a failure, or on what is only known during the run, is left out
// or named in the notes.






function jobParts(reader, r, notes, named = false) {
    const { wj, contexts } = r;
    const where = `${wj.file}, job ${wj.id}`;
    const parts = {
        actions: [],
        installs: [],
        gates: [],
        services: {},
        servicePorts: {},
        checkActions: [],
    };
    const job = wj.job;
    if (isRecord(job.services)) {
        const unknown = [];
        const services = substituteValue(job.services, contexts, unknown);
        if (unknown.length > 0)
            notes.push(`${where}: its services read ${unknown.join(', ')}; left as written`);
        if (isRecord(services))
            parts.services = services;
    }
    const continueOnError = substituteValue(job['continue-on-error'] ?? false, contexts, []);
    if (continueOnError === true || continueOnError === 'true')
        parts.optional = 'the CI lets it fail (continue-on-error)';
    const steps = flatSteps(reader, Array.isArray(job.steps) ? job.steps : [], contexts, notes, where, 0);
    const layout = jobLayout(r, steps, named);
    let index = 0;
    for (const { step, contexts: ctx, via } of steps) {
        index++;
        // An unnamed step as GitHub's log names it: its action, or `Run` and its script's first line.
        const label = typeof step.name === 'string'
            ? step.name
            : typeof step.uses === 'string'
                ? step.uses
                : typeof step.run === 'string'
                    ? `Run ${ci_run_steps_firstLine(step.run)}`
                    : `step ${index}`;
        const at = `${where}, step "${substitute(label, ctx).text}"${via ? ` (from ${via})` : ''}`;
        if (!runsOnPullRequest(step, ctx, at, notes))
            continue;
        const ports = {};
        const stepEnv = evalEnv(step.env, ctx, at, notes, { ...ctx.env }, ports);
        const droppedEnv = Object.keys(literalMap(step.env)).filter((k) => !(k in stepEnv) && !(k in ports));
        const s = { step, ctx, stepEnv, stepCtx: { ...ctx, env: stepEnv }, at, index, notes, droppedEnv };
        const kept = parts.gates.length + parts.installs.length;
        if (typeof step.uses === 'string')
            actionStep(parts, s, layout);
        else if (typeof step.run === 'string')
            runStep(parts, s, layout);
        if (parts.gates.length + parts.installs.length > kept)
            keepServicePorts(parts, ports, at, notes);
    }
    return parts;
}
/** A kept step's env that reads a service's port: the task job's steps get it as written. */
function keepServicePorts(parts, ports, at, notes) {
    for (const [k, v] of Object.entries(ports)) {
        const had = parts.servicePorts[k];
        if (had === v)
            continue;
        if (had !== undefined) {
            notes.push(`${at}: env ${k} is \`${v}\`, but an earlier step's is \`${had}\`; the earlier one is kept`);
            continue;
        }
        parts.servicePorts[k] = v;
        notes.push(`${at}: env ${k} reads a service's port (\`${v}\`): the task job's setup, agent and gate steps get it in their env`);
    }
}
/** The job's run defaults (its own, else its workflow's) and its checkout's path. */
function jobLayout(r, steps, named) {
    const shellDefault = (d) => {
        const run = isRecord(d) && isRecord(d.run) ? d.run : {};
        return {
            shell: typeof run.shell === 'string' ? run.shell : undefined,
            dir: typeof run['working-directory'] === 'string' ? run['working-directory'] : undefined,
        };
    };
    const jobDefaults = shellDefault(r.wj.job.defaults);
    const wfDefaults = shellDefault(r.wj.workflowDefaults);
    // The job's only checkout, of the change itself, put at a path (a GOPATH layout): that path
    // is the task job's root.
    const checkouts = steps.filter(({ step }) => typeof step.uses === 'string' && step.uses.startsWith('actions/checkout@'));
    const only = checkouts.length === 1 ? literalMap(checkouts[0].step.with) : undefined;
    const rootAlias = only && typeof only.path === 'string' && only.repository === undefined && only.ref === undefined
        ? only.path
        : undefined;
    const first = steps.findIndex(({ step }) => {
        if (typeof step.uses !== 'string' || !step.uses.startsWith('actions/checkout@'))
            return false;
        const repository = literalMap(step.with).repository;
        return repository === undefined || /^\$\{\{\s*github\.repository\s*\}\}$/.test(String(repository));
    });
    return {
        defaultShell: jobDefaults.shell ?? wfDefaults.shell,
        defaultDir: jobDefaults.dir ?? wfDefaults.dir,
        rootAlias,
        named,
        ...(first >= 0 ? { firstCheckout: first + 1 } : {}),
    };
}
/** Whether a step runs on a pull request before anything failed; what is not known is said. */
function runsOnPullRequest(step, ctx, at, notes) {
    // `if: steps.cache.outputs.cache-hit != 'true'` (install unless a cache restored it): read as
    // a miss, since the task job must install what the CI installs when nothing was restored.
    const hits = [...String(step.if ?? '').matchAll(/\bsteps\.([\w-]+)\.outputs\.cache-hit\b/g)].map((m) => m[1]);
    const steps = Object.fromEntries(hits.map((id) => [id, { outputs: { 'cache-hit': 'false' } }]));
    const cond = condition(step.if, hits.length > 0 ? { ...ctx, steps } : ctx);
    if (hits.length > 0 && 'value' in cond && cond.value)
        notes.push(`${at}: its \`if: ${String(step.if)}\` is read as a cache miss: the step runs`);
    if ('value' in cond && !cond.value)
        return false; // not on a pull request, or only after a failure
    if ('why' in cond) {
        // A step for when other jobs or steps failed (an all-green check, a report) checks nothing here.
        if (/\b(needs|steps|job)\b/.test(String(step.if))) {
            notes.push(`${at}: runs on \`if: ${String(step.if)}\`, which reads other jobs' or steps' results; left out`);
            return false;
        }
        notes.push(`${at}: its \`if: ${String(step.if)}\` is not known before the run (${cond.why}); taken as true`);
    }
    return true;
}
/**
 * A step's `with:` evaluated on the main leg. A read-only token for a setup action is fine; any
 * other unknown input is left out, and named unless the task job sets that input itself (a
 * cache's `save-if`). An input that evaluates to '' is one the action sees as not given.
 */
function actionInputs(s, action, ref) {
    const { step, stepCtx, at, notes } = s;
    const unknown = [];
    const withs = substituteValue(literalMap(step.with), stepCtx, unknown);
    const unknownInputs = [];
    for (const [k, v] of Object.entries(withs))
        if (typeof v === 'string' && v.includes('${{') && !taskJobEvaluates(v)) {
            delete withs[k];
            unknownInputs.push(k);
        }
    for (const [k, v] of Object.entries(withs))
        if (v === '' || v === null)
            delete withs[k];
    const forced = cacheInTaskJob(action, ref, withs).withs;
    for (const k of unknownInputs)
        if (forced[k] === undefined)
            notes.push(`${at}: its input ${k} (\`${String(literalMap(step.with)[k])}\`) cannot be known before the run; left out`);
    return withs;
}
/** A `uses:` step: a setup action kept, an action that checks turned into a gate, or a fact. */
function actionStep(parts, s, layout) {
    const { step, stepCtx, stepEnv, ctx } = s;
    const [action = '', ref = ''] = String(step.uses).split('@');
    const withs = actionInputs(s, action, ref);
    // `taiki-e/install-action@cargo-hack` is the action's shorthand for `tool: cargo-hack`.
    if (action === 'taiki-e/install-action' && !/^(v\d.*|main|[0-9a-f]{40})$/.test(ref)) {
        parts.actions.push({
            action,
            ref: 'v2',
            withs: { ...withs, tool: [withs.tool, ref].filter(Boolean).join(', ') },
            env: {},
        });
        return;
    }
    const special = actionSpecial(action, ref, withs);
    if (special && !parts.special)
        parts.special = special;
    if (ci_classify_COMMIT_ACTIONS.test(action))
        parts.special ??= `commits what it changed (uses ${action}): an autofix job`;
    if (PUBLISH_ACTION.test(action))
        parts.special ??= `publishes (uses ${action})`;
    if (checkingAction(parts, s, action, ref, withs, layout))
        return;
    if (NOT_SETUP.test(action) || PUBLISH_ACTION.test(action) || ci_classify_COMMIT_ACTIONS.test(action))
        return;
    if (!SETUP_ACTION.test(action)) {
        parts.checkActions.push(action);
        return;
    }
    parts.actions.push({
        action,
        ref,
        withs,
        ...(JSON.stringify(step.with ?? {}).includes('matrix.') ? { leg: true } : {}),
        ...(typeof step.name === 'string' ? { name: substitute(step.name, stepCtx).text } : {}),
        env: envOwn(stepEnv, ctx.env),
    });
}
/**
 * The actions Ralph knows more of than "sets up" or "checks": a linter that installs and runs
 * itself (installed, run as a gate), a second checkout, a CodeQL analysis. True when the step
 * is dealt with.
 */
function checkingAction(parts, s, action, ref, withs, layout) {
    const { step, stepCtx, stepEnv, index } = s;
    if (action === 'golangci/golangci-lint-action') {
        // It installs the linter and runs it: installed here, run as a gate.
        const args = typeof withs.args === 'string' ? ` ${withs.args}` : '';
        const dir = typeof withs['working-directory'] === 'string' ? withs['working-directory'] : undefined;
        parts.actions.push({
            action,
            ref,
            withs: { ...(withs.version !== undefined ? { version: withs.version } : {}), 'install-only': 'true' },
            env: {},
        });
        parts.gates.push({
            name: 'golangci-lint',
            command: `golangci-lint run${args}`,
            ...(dir ? { workingDirectory: dir } : {}),
        });
        return true;
    }
    const raw = literalMap(step.with);
    // The task job has the change's tree at the root: a checkout elsewhere, of another
    // repository, or (after the first) of another ref gives the later steps a tree it lacks.
    if (action === 'actions/checkout' &&
        (raw.path !== undefined || raw.repository !== undefined || (raw.ref !== undefined && index > 1)) &&
        raw.path !== layout.rootAlias) {
        parts.special ??=
            'checks out another tree (a second actions/checkout with path, ref or repository), which the task job does not have';
        return true;
    }
    if (/^github\/codeql-action\//.test(action)) {
        parts.special ??= 'a CodeQL analysis job (its results go to code scanning)';
        return true;
    }
    if (action === 'pre-commit/action') {
        // It installs pre-commit and runs every hook: installed here, run as a gate.
        const extra = typeof withs.extra_args === 'string' ? withs.extra_args : '--all-files';
        parts.installs.push({
            name: 'Install pre-commit',
            run: 'python -m pip install pre-commit',
            repoCode: true,
        });
        parts.gates.push({
            name: typeof step.name === 'string' ? substitute(step.name, stepCtx).text : 'pre-commit',
            command: `pre-commit run --show-diff-on-failure --color=always ${extra}`,
            ...(Object.keys(stepEnv).length > 0 ? { env: stepEnv } : {}),
        });
        return true;
    }
    return false;
}
/**
 * Whether every expression left in a text reads only what the task job's runner evaluates the
 * same way as the CI's: `hashFiles()`, `runner.*`, `github.*`, the read-only token. Such an
 * input is kept as written (a cache key); one that reads secrets, steps, needs or the CI's
 * matrix is not.
 */
function taskJobEvaluates(text) {
    return [...text.matchAll(/\$\{\{([\s\S]*?)\}\}/g)].every(([, inner]) => {
        const words = inner.replace(/'[^']*'/g, '').match(/[A-Za-z_][\w-]*(?=\s*[.([])/g) ?? [];
        return (words.every((w) => /^(hashFiles|runner|github|format|join|toJSON|fromJSON|contains|startsWith|endsWith)$/.test(w)) || /^\s*secrets\.GITHUB_TOKEN\s*$/.test(inner));
    });
}

;// CONCATENATED MODULE: ./build/core/detect/ci-transplant.js
// The CI's check jobs transplanted into Ralph's task job (docs/ARCHITECTURE.md#gates). Each job
// of the pull-request workflows (ci-jobs.ts) is resolved on its main leg, classified as a check
// job (kept), one the CI lets fail (optional) or a specialised one (left out, with the reason
// taken from the job's own facts: its runner, container, toolchain, `--target`, `+toolchain`,
// name), and the kept jobs give:
// - setup: their setup actions (`uses:`), de-duplicated across jobs, `with:` as written with the
//   leg substituted, every cache restore-only or off; their install-only `run:` steps;
// - gates: each checking `run:` step, named after the step, its script exactly as written, with
//   its working directory, shell and env;
// - services: the services the kept jobs start.





/** Every job of the CI on its main leg: what it gives, and the table that says so. */
function transplantCi(reader, choice = {}) {
    const read = readWorkflowJobs(reader);
    const notes = [...read.notes];
    const out = {
        files: read.files,
        jobs: [],
        gates: [],
        setupSteps: [],
        services: {},
        servicePorts: {},
        notes,
    };
    const kept = [];
    const picked = (choice.jobs ?? []).map((j) => j.toLowerCase());
    for (const wj of read.jobs) {
        const job = classifyJob(reader, wj, choice, picked, out);
        if (!job)
            continue;
        kept.push(job);
        // What reading a job finds is said only for the jobs that give something.
        notes.push(...job.notes);
        addGates(out, job);
    }
    if (picked.length > 0)
        notes.push(...unknownJobNames(choice, out, read));
    out.setupSteps = keptSetup(out, kept, notes);
    for (const { r, parts } of kept)
        for (const [name, svc] of Object.entries(parts.services)) {
            const had = out.services[name];
            if (had === undefined)
                out.services[name] = svc;
            else if (JSON.stringify(had) !== JSON.stringify(svc))
                notes.push(`services: ${r.wj.file}, job ${r.wj.id} starts another ${name}; the first job's is kept`);
        }
    for (const { r, parts } of kept)
        for (const [k, v] of Object.entries(parts.servicePorts)) {
            const had = out.servicePorts[k];
            if (had === undefined)
                out.servicePorts[k] = v;
            else if (had !== v)
                notes.push(`services: ${r.wj.file}, job ${r.wj.id} gives env ${k} another port (\`${v}\`); the first job's is kept`);
        }
    return out;
}
/**
 * A job's row of the table (pushed to `out.jobs`), with its verdict and the reason: kept,
 * optional (the CI lets it fail) or left out (not chosen, specialised, or no check step). The
 * job, when it gives gates.
 */
function classifyJob(reader, wj, choice, picked, out) {
    const jobNotes = [];
    const r = resolveJob(wj, choice, jobNotes);
    const row = {
        workflow: workflowName(wj.caller?.file ?? wj.file),
        job: r.display,
        leg: r.legNote ?? legText(r.leg),
        verdict: 'left out',
        reason: '',
        gates: [],
    };
    out.jobs.push(row);
    if (typeof wj.job.uses === 'string') {
        row.reason = `calls the reusable workflow ${wj.job.uses}, which Ralph does not read`;
        return undefined;
    }
    const named = picked.length > 0 &&
        [wj.id, r.display, `${row.workflow}/${wj.id}`].some((n) => picked.includes(n.toLowerCase()));
    const parts = jobParts(reader, r, jobNotes, named);
    const special = specialReason(r, parts);
    if (picked.length > 0 && !named) {
        row.reason = 'not chosen (--job)';
        return undefined;
    }
    if (special && !named) {
        row.reason = special;
        return undefined;
    }
    if (parts.gates.length === 0) {
        row.reason =
            parts.checkActions.length > 0
                ? `checks only through actions (${[...new Set(parts.checkActions)].join(', ')}), not run: steps Ralph can gate`
                : parts.inDocker
                    ? "checks only in containers it runs with docker, whose socket is root on the runner and never lent to the repository's code"
                    : parts.unknown
                        ? `its check steps need what only the run knows: ${parts.unknown}`
                        : 'runs no check step';
        return undefined;
    }
    row.verdict = parts.optional ? 'optional' : 'kept';
    row.reason = named
        ? `chosen with --job${special ? ` (${special})` : ''}`
        : (parts.optional ?? 'a check job');
    return { r, parts, row, notes: jobNotes };
}
/**
 * A kept job's gates, named uniquely, with their source. The same step in several jobs (a
 * shared composite action's check) is one gate.
 */
function addGates(out, { r, parts, row }) {
    const wj = r.wj;
    const source = `${wj.caller ? `${wj.caller.file} → ` : ''}${wj.file}, job ${wj.id}${row.leg ? `, leg ${row.leg}` : ''}`;
    for (const g of parts.gates) {
        const twin = out.gates.find((x) => x.command === g.command &&
            x.workingDirectory === g.workingDirectory &&
            x.shell === g.shell &&
            JSON.stringify(x.env) === JSON.stringify(g.env));
        if (twin) {
            row.gates.push(twin.name);
            continue;
        }
        let name = g.name;
        if (out.gates.some((x) => x.name === name))
            name = `${g.name} (${wj.id})`;
        for (let n = 2; out.gates.some((x) => x.name === name); n++)
            name = `${g.name} (${wj.id} ${n})`;
        out.gates.push({ ...g, name, ...(row.verdict === 'optional' ? { required: false } : {}), source });
        row.gates.push(name);
    }
}
/** A note for each `--job` that names no job of the CI. */
function unknownJobNames(choice, out, read) {
    const notes = [];
    for (const p of choice.jobs ?? [])
        if (!out.jobs.some((j) => [j.job.toLowerCase(), `${j.workflow}/${j.job}`.toLowerCase()].includes(p.toLowerCase())) &&
            !read.jobs.some((wj) => wj.id.toLowerCase() === p.toLowerCase()))
            notes.push(`--job ${p}: no job of the CI has that name (${out.jobs.map((j) => j.job).join(', ')})`);
    return notes;
}
/**
 * The kept jobs' setup (ci-setup.ts). A job whose toolchain loses to another kept job's cannot
 * pass there: left out, said why, its gates dropped, and the setup made again without it.
 */
function keptSetup(out, kept, notes) {
    const losers = new Map();
    const rust = rustToolchains(kept);
    for (const { r } of kept) {
        const why = rust.get(jobKey(r));
        if (why)
            losers.set(jobKey(r), why);
    }
    const setup = setupOf(kept.filter(({ r }) => !losers.has(jobKey(r))), notes, losers);
    if (losers.size === 0)
        return setup;
    for (const [from, why] of losers) {
        const row = kept.find(({ r }) => jobKey(r) === from).row;
        out.gates = out.gates.filter((g) => !row.gates.includes(g.name));
        row.verdict = 'left out';
        row.reason = why;
        row.gates = [];
    }
    return setupOf(kept.filter(({ r }) => !losers.has(jobKey(r))), [], new Map());
}
/** init's jobs table, as text: one row per job. */
function jobsTable(rows) {
    const head = ['workflow', 'job', 'leg', 'verdict', 'why'];
    const body = rows.map((r) => [
        r.workflow,
        r.job,
        r.leg || '-',
        r.verdict,
        r.reason + (r.gates.length > 0 ? `; gates: ${r.gates.join(', ')}` : ''),
    ]);
    const widths = head.map((h, i) => Math.min(i === 4 ? 200 : 40, Math.max(h.length, ...body.map((b) => b[i].length))));
    const line = (cells) => cells
        .map((c, i) => i === cells.length - 1
        ? c
        : c.length > widths[i]
            ? `${c.slice(0, widths[i] - 1)}…`
            : c.padEnd(widths[i]))
        .join('  ')
        .trimEnd();
    return [line(head), ...body.map(line)].join('\n');
}

;// CONCATENATED MODULE: ./build/core/detect/bun.js
/** File names Bun's test runner picks up. */
const TEST_FILE = /(\.|_)(test|spec)\.(ts|tsx|js|jsx|mjs|cjs|mts|cts)$/;
/** Where test files usually live: the root and these folders, two levels deep. */
const TEST_DIRS = ['', 'test', 'tests', 'src', '__tests__', 'spec'];
/** Whether the project has files `bun test` would run. */
function hasBunTests(reader) {
    for (const dir of TEST_DIRS) {
        for (const name of reader.list(dir)) {
            const path = dir ? `${dir}/${name}` : name;
            if (TEST_FILE.test(name))
                return path;
            if (dir && !name.includes('.'))
                for (const inner of reader.list(path))
                    if (TEST_FILE.test(inner))
                        return `${path}/${inner}`;
        }
    }
    return undefined;
}
/** The gates Bun adds to the scripts' (`gates`): `bun test` when no script is the test gate. */
function bunGates(reader, gates, notes) {
    if (gates.some((g) => g.name === 'test'))
        return [];
    const example = hasBunTests(reader);
    if (!example)
        return [];
    notes.push(`no "test" script; Bun's own test runner runs the test files (${example}, ...)`);
    return [{ name: 'test', command: 'bun test', source: `bun's test runner (${example})` }];
}

// EXTERNAL MODULE: ./node_modules/smol-toml/dist/index.js + 8 modules
var smol_toml_dist = __webpack_require__(3292);
;// CONCATENATED MODULE: ./build/core/detect/toml.js
// The TOML build files (Cargo.toml, pyproject.toml, ruff.toml) as documents, through smol-toml,
// a TOML 1.0 parser. A file that is not valid TOML gives a note that says where it breaks, and
// the detection goes on without what that file would have said.


/**
 * The document of a TOML file: undefined when there is no such file, or when it is not valid
 * TOML (then with a note that says where it breaks and what is lost).
 */
function readToml(reader, file, notes, lost) {
    const text = reader.read(file);
    if (text === undefined)
        return undefined;
    try {
        return (0,smol_toml_dist/* parse */.qg)(text);
    }
    catch (e) {
        if (!(e instanceof smol_toml_dist/* TomlError */.zx))
            throw e;
        const why = e.message.split('\n')[0].replace(/^Invalid TOML document:\s*/, '');
        notes.push(`${file} is not valid TOML (line ${e.line}, column ${e.column}: ${why}); ${lost}. Fix the file and run ralph init again`);
        return undefined;
    }
}
/** The table at a dotted path (`table(doc, 'tool', 'ruff')`), or undefined. */
function table(doc, ...path) {
    let at = doc;
    for (const key of path)
        at = isRecord(at) ? at[key] : undefined;
    return isRecord(at) ? at : undefined;
}
/** The strings of an array (a dependency list, an env list); nothing for anything else. */
function strings(value) {
    return Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
}
/**
 * A dependency list as text, one quoted requirement a line (`"ruff>=0.4"`), the form
 * `mentionsPackage` reads; undefined when the value is not a list.
 */
function requirementsText(value) {
    return Array.isArray(value)
        ? strings(value)
            .map((s) => JSON.stringify(s))
            .join('\n')
        : undefined;
}
/** Each key of a table whose value is a dependency list, as `requirementsText`. */
function requirementLists(value) {
    const out = {};
    if (isRecord(value))
        for (const [k, v] of Object.entries(value)) {
            const text = requirementsText(v);
            if (text !== undefined)
                out[k] = text;
        }
    return out;
}

;// CONCATENATED MODULE: ./build/core/detect/rust.js



function detectRust(reader, names, ci) {
    const tomlNotes = [];
    const manifest = readToml(reader, 'Cargo.toml', tomlNotes, 'its gates assume one crate, not a workspace') ?? {};
    const workspace = table(manifest, 'workspace') !== undefined;
    const ws = workspace ? ' --workspace' : '';
    const nightly = (c) => nightlyReason(c, ci);
    const ciClippy = ci.commands.find((c) => /\bcargo\s+(\+\S+\s+)?clippy\b/.test(c.command) && writesFiles(c.command) === undefined && !nightly(c));
    const clippyFile = ['clippy.toml', '.clippy.toml'].find((f) => names.has(f));
    const clippyLints = ['lints.clippy', 'workspace.lints.clippy'].find((path) => table(manifest, ...path.split('.')) !== undefined);
    const clippySource = ciClippy?.source ?? clippyFile ?? (clippyLints ? `Cargo.toml [${clippyLints}]` : undefined);
    const ciFmt = ci.commands.find((c) => /\bcargo\s+(\+\S+\s+)?fmt\b/.test(c.command));
    const fmtFile = ['rustfmt.toml', '.rustfmt.toml'].find((f) => names.has(f));
    const notes = [
        `Cargo.toml${workspace ? ' (a workspace: its gates run with --workspace)' : ''}`,
        ...tomlNotes,
    ];
    const gates = [{ name: 'typecheck', command: `cargo check${ws}`, source: 'Cargo.toml' }];
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
        notes.push('no clippy gate: nothing says the repository uses clippy (its CI, a clippy.toml, [lints.clippy])');
    if (fmtFile || ciFmt)
        gates.push({ name: 'format', command: 'cargo fmt --all --check', source: ciFmt?.source ?? fmtFile });
    gates.push({ name: 'test', command: `cargo test${ws}`, source: 'Cargo.toml' }, { name: 'build', command: `cargo build${ws}`, source: 'Cargo.toml' });
    const components = [clippySource ? 'clippy' : '', fmtFile || ciFmt ? 'rustfmt' : ''].filter(Boolean);
    const setupSteps = [
        {
            name: 'Set up Rust',
            uses: 'dtolnay/rust-toolchain@stable',
            ...(components.length > 0 ? { with: { components: components.join(', ') } } : {}),
        },
        // One cache of ~/.cargo and target/ across runs, so each task does not compile the world.
        { name: 'Cache cargo', uses: 'Swatinem/rust-cache@v2' },
    ];
    const classify = cargoClassifier();
    const skip = (c) => {
        const why = nightly(c);
        return why === undefined
            ? undefined
            : `runs on nightly Rust in the CI (${why}); the task job sets up stable Rust, so it is not a gate (add it by hand with a nightly toolchain step if you want it)`;
    };
    return { kind: 'rust', gates, setupSteps, notes, classify, skip };
}
/** Rust toolchain set-up actions, and the input that names the toolchain. */
const RUST_TOOLCHAIN_ACTIONS = {
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
function nightlyReason(c, ci) {
    const words = (0,detect_shell/* commandWords */.Bl)(c.command);
    if (words.some((w) => /^\+nightly/.test(w)))
        return `\`${words.find((w) => /^\+nightly/.test(w))}\``;
    if (words.some((w) => /^-Z/.test(w)))
        return `\`${words.find((w) => /^-Z/.test(w))}\``;
    const env = { ...c.jobEnv, ...c.env, ...(0,detect_shell/* commandAssignments */.kB)(c.command) };
    for (const k of ['RUSTDOCFLAGS', 'RUSTFLAGS']) {
        const v = env[k] ?? '';
        if (/--cfg[= ]docsrs|(^|\s)-Z/.test(v))
            return `${k}='${v}'`;
    }
    const toolchains = [];
    for (const a of ci.actions) {
        if (a.source !== c.source || RUST_TOOLCHAIN_ACTIONS[a.action] === undefined)
            continue;
        const t = rustToolchainOf(a);
        if (t !== undefined)
            toolchains.push(t);
    }
    for (const other of ci.commands)
        if (other.source === c.source) {
            const m = /^rustup\s+(?:default|override\s+set|toolchain\s+install)\s+(\S+)/.exec(other.command);
            if (m)
                toolchains.push(m[1]);
        }
    if (toolchains.length > 0 && toolchains.every((t) => /^nightly/.test(t)))
        return `its job sets up ${toolchains[0]}`;
    return undefined;
}
/** The toolchain a Rust set-up action installs: its input, else dtolnay's ref (`@1.85.0`, `@nightly`). */
function rustToolchainOf(a) {
    const input = RUST_TOOLCHAIN_ACTIONS[a.action];
    const ref = a.action === 'dtolnay/rust-toolchain' ? /@(.+)$/.exec(a.uses ?? '')?.[1] : undefined;
    return (input ? a.with[input] : undefined) ?? (ref && !/^(master|v\d+)$/.test(ref) ? ref : undefined);
}
/**
 * Rust on the toolchain the first CI gate's job sets up, when that is a plain release other than
 * stable (a pinned `1.85.0`, `beta`); nightly jobs give no gates at all (see nightlyReason).
 */
function rustJobToolchain(step, ciAll, ci, notes) {
    for (const g of ciAll) {
        const toolchain = ci.actions
            .filter((a) => a.source === g.source && RUST_TOOLCHAIN_ACTIONS[a.action] !== undefined)
            .map((a) => rustToolchainOf(a))
            .find((t) => t !== undefined);
        if (toolchain === undefined || toolchain.includes('${{'))
            continue;
        if (toolchain === 'stable' || /^nightly/.test(toolchain))
            return step;
        notes.push(`Rust ${toolchain}: the toolchain of the CI job the ${g.name} gate comes from (${g.source})`);
        return { ...step, uses: 'dtolnay/rust-toolchain@master', with: { toolchain, ...step.with } };
    }
    return step;
}
/** How a cargo command in the CI reads as a gate. */
function cargoClassifier() {
    return (command) => {
        const words = (0,detect_shell/* commandWords */.Bl)(command);
        if (words[0] !== 'cargo')
            return undefined;
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
}

;// CONCATENATED MODULE: ./build/core/detect/toolchain.js


/** Set-up actions whose version input a CI job may set, and that input. */
const VERSION_INPUTS = {
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
function jobToolchain(step, ciAll, ci, notes) {
    const action = step.uses?.split('@')[0] ?? '';
    if (step.uses === 'dtolnay/rust-toolchain@stable')
        return rustJobToolchain(step, ciAll, ci, notes);
    const input = VERSION_INPUTS[action];
    if (input === undefined || Object.keys(step.with ?? {}).some((k) => k.endsWith('-file')))
        return step;
    if (action === 'actions/setup-go' && step.with?.[input] !== 'stable')
        return step;
    for (const g of ciAll) {
        const withs = ci.actions.find((a) => a.source === g.source && a.action === action)?.with;
        const key = [input, `${input}-file`].find((k) => withs?.[k] !== undefined && !withs[k].includes('${{'));
        if (withs === undefined || key === undefined)
            continue;
        const value = withs[key];
        if (step.with?.[key] === value)
            return step;
        notes.push(`${action} ${key}: ${value}: the toolchain of the CI job the ${g.name} gate comes from (${g.source})`);
        const { [input]: _, ...rest } = step.with ?? {};
        return { ...step, with: { [key]: value, ...rest } };
    }
    return step;
}
/**
 * The apt packages the CI installs with a plain `apt-get install` line: the same step, run as
 * the runner's user (it runs no code of the repository, so it may use sudo). A script of the
 * repository that installs them is named in a note instead: it would run with root.
 */
function systemPackages(ci) {
    const packages = [];
    let source;
    for (const c of ci.commands) {
        const words = (0,detect_shell/* commandWords */.Bl)(c.command);
        if (words[0] === 'sudo')
            words.shift();
        if (!/^apt(-get)?$/.test(words[0] ?? '') || words[1] !== 'install')
            continue;
        const names = words.slice(2).filter((w) => !w.startsWith('-'));
        if (names.some((n) => !/^[a-z0-9][a-z0-9.+:=~-]*$/.test(n)))
            continue;
        for (const n of names)
            if (!packages.includes(n))
                packages.push(n);
        source ??= c.source;
    }
    if (packages.length === 0 || source === undefined)
        return undefined;
    return {
        step: {
            name: 'Install system packages',
            run: `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`,
        },
        packages,
        source,
    };
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

;// CONCATENATED MODULE: ./build/core/detect/node.js
// Node projects: package.json's scripts as gates (check-mode variants first, never one that
// writes), the lockfile's package manager, the Node version, Playwright's browsers, and how a
// CI line that runs a script or a tool reads as a gate.





const DEFAULT_NODE_VERSION = '20';
/** Gate name -> the scripts that are it, best first (check-mode variants before the rest). */
const NODE_SCRIPTS = [
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
const LOCKFILES = [
    ['package-lock.json', 'npm'],
    ['npm-shrinkwrap.json', 'npm'],
    ['pnpm-lock.yaml', 'pnpm'],
    ['yarn.lock', 'yarn'],
    ['bun.lock', 'bun'],
    ['bun.lockb', 'bun'],
];
function detectNode(reader, names, ci) {
    const notes = [];
    let pkg = {};
    try {
        const parsed = JSON.parse(reader.read('package.json') ?? '');
        if (isRecord(parsed))
            pkg = parsed;
    }
    catch {
        notes.push('package.json is not valid JSON; no scripts read from it');
    }
    const scripts = {};
    if (isRecord(pkg.scripts))
        for (const [k, v] of Object.entries(pkg.scripts))
            if (typeof v === 'string' && v.trim())
                scripts[k] = v;
    const declared = typeof pkg.packageManager === 'string' ? pkg.packageManager : undefined;
    const { pm, source: pmSource, lockfile } = packageManager(names, declared, ci);
    notes.push(`package manager: ${pm} (${pmSource})`);
    const gates = scriptGates(scripts, pm, notes);
    if (pm === 'bun')
        gates.push(...bunGates(reader, gates, notes));
    const deps = {
        ...(isRecord(pkg.dependencies) ? pkg.dependencies : {}),
        ...(isRecord(pkg.devDependencies) ? pkg.devDependencies : {}),
    };
    const playwrightPkg = ['@playwright/test', 'playwright', 'playwright-core'].find((d) => typeof deps[d] === 'string');
    const ciPlaywright = ci.commands.find((c) => /\bplaywright install\b/.test(c.command));
    const setupSteps = [];
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
        const nodeWith = { ...nodeVersion(reader, names, pkg, ci) };
        if (lockfile && (pm === 'npm' || pm === 'pnpm'))
            nodeWith.cache = pm;
        setupSteps.push({ name: 'Set up Node.js', uses: 'actions/setup-node@v4', with: nodeWith });
    }
    const berry = pm === 'yarn' && (names.has('.yarnrc.yml') || /^yarn@([2-9]|\d\d)/.test(declared ?? ''));
    if (berry)
        setupSteps.push({ name: 'Enable Corepack', run: 'corepack enable' });
    setupSteps.push({ name: 'Install dependencies', run: installCommand(pm, lockfile, berry), repoCode: true });
    if (playwrightPkg || ciPlaywright) {
        // The system libraries need root, so they come from the Playwright release the project
        // pins, fetched from npm, run outside the work tree: not the branch's node_modules or
        // .npmrc, which an earlier agent wrote. The browsers go to the agent user's cache, where
        // the gates (run as that user) look for them.
        const version = playwrightPkg ? lowestVersion(String(deps[playwrightPkg])) : undefined;
        setupSteps.push({
            name: "Install Playwright's system dependencies",
            run: `cd "$RUNNER_TEMP" && ${pm === 'bun' ? 'bunx' : 'npx --yes'} playwright${version ? `@${version}` : ''} install-deps`,
        }, { name: 'Install Playwright browsers', run: `${execPrefix(pm)} playwright install`, repoCode: true });
        notes.push(`Playwright (${ciPlaywright ? ciPlaywright.source : `package.json ${playwrightPkg}`}): its browsers are installed before the gates`);
    }
    const classify = nodeClassifier(pm, scripts);
    return { kind: 'node', gates, setupSteps, notes, classify };
}
/** The package manager: the lockfile's, else package.json's `packageManager`, else the CI's installs, else npm. */
function packageManager(names, declared, ci) {
    const lock = LOCKFILES.find(([file]) => names.has(file));
    let pm = lock?.[1] ?? 'npm';
    let pmSource = lock ? lock[0] : 'no lockfile';
    if (!lock) {
        const name = (/^(npm|pnpm|yarn|bun)@/.exec(declared ?? '')?.[1] ??
            ci.commands.map((c) => /^(pnpm|yarn|bun) (install|i)\b/.exec(c.command)?.[1]).find(Boolean) ??
            (names.has('bunfig.toml') ? 'bun' : undefined));
        if (name) {
            pm = name;
            pmSource = declared?.startsWith(`${name}@`)
                ? 'packageManager in package.json'
                : name === 'bun' &&
                    names.has('bunfig.toml') &&
                    !ci.commands.some((c) => /^bun (install|i)\b/.test(c.command))
                    ? 'bunfig.toml'
                    : 'the CI installs with it';
        }
    }
    return { pm, source: pmSource, lockfile: lock !== undefined };
}
/** package.json's scripts as gates, the check-mode variant of each first, never one that writes. */
function scriptGates(scripts, pm, notes) {
    const gates = [];
    for (const { gate, scripts: candidates } of NODE_SCRIPTS) {
        const usable = candidates.filter((s) => scripts[s] !== undefined);
        const script = usable.find((s) => !WRITES.test(scripts[s]));
        for (const s of usable.filter((s) => WRITES.test(scripts[s])))
            notes.push(`the ${s} script writes files (\`${scripts[s]}\`); ${script ? `the ${gate} gate runs ${script}, its check mode` : `no ${gate} gate (add a check-mode script, such as "${gate}:check")`}`);
        if (!script)
            continue;
        if (script === 'test' && /no test specified/i.test(scripts[script])) {
            notes.push('the test script is npm\'s placeholder ("no test specified"); not a gate');
            continue;
        }
        gates.push({ name: gate, command: `${pm} run ${script}`, source: `package.json scripts.${script}` });
    }
    if (gates.length > 0)
        notes.push(`package.json scripts: ${gates.map((g) => g.command.split(' ').pop()).join(', ')}`);
    return gates;
}
/**
 * How a CI line reads as a gate: a package script (`pnpm --filter x test` is `x:test`), a tool
 * through npx or `pnpm exec`, or a tool by its name, run through the package manager.
 */
function nodeClassifier(pm, scripts) {
    return (command) => {
        const words = (0,detect_shell/* commandWords */.Bl)(command);
        const [tool, ...rest] = words;
        // A known tool's gate, run as `line`; none for a command that writes, nor for prettier
        // without --check (it prints the formatted files: it checks nothing).
        const checkBin = (bin, line) => {
            const name = bin ? TOOL_GATES[bin] : undefined;
            if (!name || WRITES.test(line) || (bin === 'prettier' && !/\s--check\b/.test(line)))
                return undefined;
            return { name, command: line };
        };
        if (tool === 'npx' ||
            (tool === 'pnpm' && rest[0] === 'exec') ||
            tool === 'bunx' ||
            (tool === 'yarn' && rest[0] === 'exec')) {
            const inner = tool === 'npx' || tool === 'bunx' ? rest : rest.slice(1);
            while (inner[0]?.startsWith('-'))
                inner.shift();
            const bin = inner[0]?.replace(/@[^/]*$/, '');
            if (bin === 'playwright' && inner[1] === 'install')
                return 'setup';
            return checkBin(bin, command);
        }
        // A tool the CI runs by its name (`vitest --coverage`): through the package manager here, as
        // the task job has no node_modules/.bin on its PATH.
        if (tool !== undefined && TOOL_GATES[tool] !== undefined) {
            // The keys of TOOL_GATES are plain names: no regex characters.
            const at = new RegExp(`(^|\\s)${tool}(?=\\s|$)`).exec(command);
            if (!at)
                return undefined;
            const i = at.index + at[1].length;
            return checkBin(tool, `${command.slice(0, i)}${execPrefix(pm)} ${command.slice(i)}`);
        }
        if (tool === 'npm' && rest[0] === 'exec') {
            const inner = rest.slice(1).filter((w) => !w.startsWith('-'));
            return checkBin(inner[0], command);
        }
        if (tool !== 'npm' && tool !== 'pnpm' && tool !== 'yarn' && tool !== 'bun')
            return undefined;
        if (rest.length === 0 && tool === 'yarn')
            return 'setup';
        const filter = [];
        const args = [];
        for (let i = 0; i < rest.length; i++) {
            const w = rest[i];
            if (w === '--filter' || w === '-F' || (tool === 'npm' && (w === '--workspace' || w === '-w')))
                filter.push(rest[++i] ?? '');
            else if (w.startsWith('--filter='))
                filter.push(w.slice('--filter='.length));
            else if (w.startsWith('-'))
                continue;
            else
                args.push(w);
        }
        const [verb, script0] = args;
        if (!verb)
            return undefined;
        if (PM_SETUP_VERBS.has(verb))
            return 'setup';
        const script = verb === 'run' || verb === 'run-script'
            ? script0
            : verb === 'test' || verb === 't'
                ? 'test'
                : tool === 'npm'
                    ? undefined
                    : verb;
        if (!script)
            return undefined;
        // pnpm, yarn and bun run a dependency's binary by its name: `pnpm vitest run --coverage`.
        if (filter.length === 0 && scripts[script] === undefined)
            return tool !== 'npm' && verb !== 'run' ? checkBin(script, command) : undefined;
        if (filter.length === 0 && WRITES.test(scripts[script]))
            return undefined;
        const base = canonicalScriptGate(script);
        // `pnpm --filter @zod/integration test:all` is the gate `integration:test:all`.
        const packages = filter.map((f) => f.replace(/^["']|["']$/g, '').replace(/^.*\//, ''));
        const name = packages.length === 0 ? base : `${packages.length === 1 ? packages[0] : 'workspaces'}:${script}`;
        return { name, command };
    };
}
/** Package-manager commands that install, publish or configure: set-up, never a check. */
const PM_SETUP_VERBS = new Set(('install i ci add rebuild dedupe fetch config set link audit version publish pack dlx x create init ' +
    'remove update upgrade prune cache store setup').split(' '));
/** Tools a CI may run through npx / pnpm exec, and the gate each is. */
const TOOL_GATES = {
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
function canonicalScriptGate(script) {
    for (const { gate, scripts } of NODE_SCRIPTS)
        if (scripts.includes(script))
            return gate;
    return script;
}
function execPrefix(pm) {
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
/**
 * `.nvmrc` / `.node-version` (read by setup-node itself: the version the repository pins); else
 * a plain `node-version` its CI sets (not a matrix expression); else the lowest version
 * `engines.node` allows.
 */
function nodeVersion(reader, names, pkg, ci) {
    for (const file of ['.nvmrc', '.node-version']) {
        if (names.has(file) && reader.read(file)?.trim())
            return { 'node-version-file': file };
    }
    for (const a of ci.actions) {
        const v = a.action === 'actions/setup-node' ? a.with['node-version'] : undefined;
        if (v && !v.includes('${{'))
            return { 'node-version': v };
    }
    const engines = typeof pkg.engines?.node === 'string' ? pkg.engines.node : undefined;
    return { 'node-version': (engines && lowestVersion(engines)) ?? DEFAULT_NODE_VERSION };
}

;// CONCATENATED MODULE: ./build/core/detect/pip.js

/**
 * Whether a dependency list names a package: a PEP 508 string ("ruff>=0.4", 'pytest[extra]')
 * or a Poetry key (`pytest = "^8"`). "pytest-cov" does not name pytest.
 */
function mentionsPackage(text, name) {
    const n = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return (new RegExp(`["']${n}\\s*(\\[[^\\]]*\\])?\\s*([<>=!~;@ ][^"']*)?["']`, 'i').test(text) ||
        new RegExp(`^${n}\\s*=`, 'im').test(text));
}
/** The package a requirement line names: `pytest` for `pytest>=8`, undefined for `-r x.txt`. */
function requirementName(line) {
    const m = /^\s*([A-Za-z0-9][\w.-]*)/.exec(line);
    return m ? m[1].toLowerCase() : undefined;
}
/** Whether requirement lines (requirements.txt, a dependency list) name a package. */
function requirementsMention(text, name) {
    if (mentionsPackage(text, name))
        return true;
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
function safeInstallScript(reader, command) {
    const words = (0,detect_shell/* commandWords */.Bl)(command);
    let path = words[0] ?? '';
    if ((path === 'bash' || path === 'sh') && words[1])
        path = words[1];
    if (!path.includes('/') || !/install|setup|bootstrap|deps|requirements/i.test(path))
        return undefined;
    const rel = path.replace(/^\.\//, '');
    const text = reader.read(rel);
    if (text === undefined || /\bsudo\b|\bapt(-get)?\s/.test(text))
        return undefined;
    return rel;
}
/**
 * The install lines of the CI jobs that run checks (pip install, python -m pip install, the
 * repository's install scripts), with the requirement files they read and whether they install
 * the project itself.
 */
function installLines(reader, ci, jobs, notes) {
    const out = {
        lines: [],
        sources: [],
        requirements: [],
        extras: [],
        installsProject: false,
    };
    const readRequirements = (file, depth) => {
        const text = reader.read(file.replace(/^\.\//, ''));
        if (text === undefined || depth > 3)
            return;
        out.requirements.push(text);
        for (const m of text.matchAll(/^\s*-r\s*(\S+)/gm)) {
            const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
            readRequirements(`${dir}${m[1]}`, depth + 1);
        }
        if (/^\s*(-e\s+)?\.(\[[^\]]*\])?\s*$/m.test(text))
            out.installsProject = true;
    };
    for (const c of ci.commands) {
        if (jobs.size > 0 && !jobs.has(c.source))
            continue;
        if (out.lines.includes(c.command))
            continue;
        const script = safeInstallScript(reader, c.command);
        if (script !== undefined) {
            out.lines.push(c.command);
            out.sources.push(c.source);
            const text = reader.read(script) ?? '';
            for (const m of text.matchAll(/-r\s*(\S+)/g))
                readRequirements(m[1], 1);
            if (/pip\s+install\b[^\n]*\s(-e\s+)?['"]?\.(\[|['"\s]|$)/m.test(text))
                out.installsProject = true;
            continue;
        }
        const words = (0,detect_shell/* commandWords */.Bl)(c.command);
        const pip = /^pip3?$/.test(words[0] ?? '')
            ? 1
            : /^python(3(\.\d+)?)?$/.test(words[0] ?? '') && words[1] === '-m' && words[2] === 'pip'
                ? 3
                : -1;
        if (pip < 0 || words[pip] !== 'install')
            continue;
        const args = words.slice(pip + 1);
        if (c.command.includes('${{')) {
            notes.push(`\`${c.command}\` (${c.source}) installs with a CI expression; the setup leaves it out`);
            continue;
        }
        const packages = args.filter((a, i) => !a.startsWith('-') && !['-r', '-c', '-e', '--requirement'].includes(args[i - 1] ?? ''));
        const reads = args.some((a) => a.startsWith('-r') || a === '--requirement' || a.startsWith('-e'));
        if (!reads && packages.every((p) => RUNNER_PACKAGES.has(requirementName(p) ?? '')))
            continue;
        out.lines.push(c.command);
        out.sources.push(c.source);
        args.forEach((a, i) => {
            if (a === '-r' || a === '--requirement')
                readRequirements(args[i + 1] ?? '', 1);
            else if (a.startsWith('-r') && a.length > 2)
                readRequirements(a.slice(2), 1);
        });
        if (args.some((a) => /^\.(\[[^\]]*\])?$/.test(a)))
            out.installsProject = true;
        if (args.some((a) => /^-e\.(\[[^\]]*\])?$/.test(a)))
            out.installsProject = true;
        for (const a of args) {
            const extras = /^(?:\.|-e\s*\.)\[([^\]]*)\]$/.exec(a)?.[1];
            if (extras !== undefined)
                out.extras.push(...extras.split(',').map((e) => e.trim()));
        }
    }
    return out;
}

// EXTERNAL MODULE: ./build/core/workflow/service-network.js
var service_network = __webpack_require__(6094);
// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(9547);
;// CONCATENATED MODULE: ./build/core/detect/deno.js
// Deno projects (deno.json or deno.jsonc): `deno fmt --check`, `deno lint` and the tests, each
// through the project's task of that name when deno.json has one (its flags and permissions are
// the project's), else Deno's own command. A task or a `fmt` without `--check` writes files:
// never a gate. Taken from oakserver/oak@a766bcf (tasks.test with its permissions, `fmt` and
// `lint` settings; its CI runs setup-deno, `deno fmt --check`, `deno lint`, `deno task test`).




const DENO_FILES = ['deno.json', 'deno.jsonc'];
/** `deno` subcommands that check, and the gate each is. */
const CHECKS = { lint: 'lint', test: 'test', check: 'typecheck', bench: 'bench' };
/** A task that changes files: a fixer's flag, or `deno fmt` without `--check`. */
function writes(command) {
    return WRITES.test(command) || /\bdeno fmt\b(?![^;&|]*--check)/.test(command);
}
function detectDeno(reader, names, _ci) {
    const file = DENO_FILES.find((f) => names.has(f));
    const notes = [];
    let config = {};
    const parsed = (0,main.parse)(reader.read(file) ?? '', [], { allowTrailingComma: true });
    if (isRecord(parsed))
        config = parsed;
    else
        notes.push(`${file} is not a JSON object; its tasks are not read`);
    const tasks = {};
    if (isRecord(config.tasks))
        for (const [k, v] of Object.entries(config.tasks)) {
            // A task is a command line, or (Deno 2.1+) an object with a `command`.
            const command = typeof v === 'string' ? v : isRecord(v) && typeof v.command === 'string' ? v.command : undefined;
            if (command)
                tasks[k] = command;
        }
    const task = (...candidates) => candidates.find((t) => tasks[t] !== undefined && !writes(tasks[t]));
    const gates = [];
    const fmtTask = task('fmt:check', 'check:fmt', 'format:check');
    if (config.fmt !== false)
        gates.push(fmtTask
            ? { name: 'format', command: `deno task ${fmtTask}`, source: `${file} tasks.${fmtTask}` }
            : { name: 'format', command: 'deno fmt --check', source: file });
    const lintTask = task('lint');
    if (config.lint !== false)
        gates.push(lintTask
            ? { name: 'lint', command: `deno task ${lintTask}`, source: `${file} tasks.${lintTask}` }
            : { name: 'lint', command: 'deno lint', source: file });
    const checkTask = task('check', 'typecheck');
    if (checkTask)
        gates.push({
            name: 'typecheck',
            command: `deno task ${checkTask}`,
            source: `${file} tasks.${checkTask}`,
        });
    const testTask = task('test');
    gates.push(testTask
        ? { name: 'test', command: `deno task ${testTask}`, source: `${file} tasks.${testTask}` }
        : { name: 'test', command: 'deno test', source: file });
    notes.push(`${file}: Deno${Object.keys(tasks).length > 0 ? `; tasks: ${Object.keys(tasks).join(', ')}` : ''}`);
    const classify = (command) => {
        const [tool, sub, ...rest] = (0,detect_shell/* commandWords */.Bl)(command);
        if (tool !== 'deno')
            return undefined;
        if (sub === 'fmt')
            return rest.includes('--check') ? { name: 'format', command } : undefined;
        if (sub === 'task') {
            const name = rest.find((w) => !w.startsWith('-'));
            if (!name || tasks[name] === undefined || writes(tasks[name]))
                return undefined;
            return { name: CHECKS[name] ?? (/fmt|format/.test(name) ? 'format' : name), command };
        }
        if (sub !== undefined && CHECKS[sub])
            return { name: CHECKS[sub], command };
        if (sub === 'install' || sub === 'cache' || sub === 'upgrade')
            return 'setup';
        return undefined;
    };
    return {
        kind: 'deno',
        gates,
        setupSteps: [{ name: 'Set up Deno', uses: 'denoland/setup-deno@v2', with: { 'deno-version': 'v2.x' } }],
        notes,
        classify,
    };
}

;// CONCATENATED MODULE: ./build/core/detect/dotnet.js

/** Root files that make a .NET project. */
const DOTNET_FILE = /\.(sln|slnx|csproj|fsproj|vbproj)$/;
function detectDotnet(_reader, names, _ci) {
    const roots = [...names].filter((n) => DOTNET_FILE.test(n)).sort();
    const solutions = roots.filter((n) => /\.slnx?$/.test(n));
    // Two solutions at the root: dotnet cannot choose, so the gate names the first.
    const target = solutions.length > 1 ? ` ${solutions[0]}` : '';
    const notes = [
        `${roots.join(', ')}: .NET${names.has('global.json') ? ', on the SDK global.json pins' : ", on the runner's SDK (no global.json)"}`,
    ];
    if (solutions.length > 1)
        notes.push(`${solutions.length} solutions at the root: the gates build ${solutions[0]}`);
    const gates = [];
    if (names.has('.editorconfig'))
        gates.push({
            name: 'format',
            command: `dotnet format${target} --verify-no-changes`,
            source: '.editorconfig',
        });
    gates.push({ name: 'test', command: `dotnet test${target}`, source: roots[0] });
    const setupSteps = names.has('global.json')
        ? [{ name: 'Set up .NET', uses: 'actions/setup-dotnet@v5', with: { 'global-json-file': 'global.json' } }]
        : [];
    const classify = (command) => {
        const [tool, verb] = (0,detect_shell/* commandWords */.Bl)(command);
        if (tool !== 'dotnet')
            return undefined;
        if (verb === 'restore' || verb === 'tool')
            return 'setup';
        if (verb === 'test')
            return { name: 'test', command };
        if (verb === 'build')
            return { name: 'build', command };
        if (verb === 'format' && /--verify-no-changes/.test(command))
            return { name: 'format', command };
        return undefined;
    };
    return { kind: 'dotnet', gates, setupSteps, notes, classify };
}

;// CONCATENATED MODULE: ./build/core/detect/go.js

function detectGo(reader, names, ci) {
    const gomod = reader.read('go.mod') ?? '';
    // The `go` directive is the oldest Go the module supports, not one to build with (cobra says
    // 1.15 and its tests need 1.16+): the `toolchain` line says which Go to use, else stable.
    const toolchain = /^toolchain\s+go(\d+(?:\.\d+){1,2})\s*$/m.exec(gomod)?.[1];
    const golangciFile = ['.golangci.yml', '.golangci.yaml', '.golangci.toml', '.golangci.json'].find((f) => names.has(f));
    const golangciAction = ci.actions.find((a) => a.action === 'golangci/golangci-lint-action');
    const ciGolangci = ci.commands.find((c) => /\bgolangci-lint\s+run\b/.test(c.command));
    const usesGolangci = golangciFile || golangciAction || ciGolangci;
    const notes = [
        `go.mod: Go ${toolchain ? `${toolchain} (its toolchain line)` : 'stable (go.mod has no toolchain line; its go directive is the oldest Go it supports)'}`,
    ];
    // A config the CI does not use may be years old (a v1 config, linters since renamed): its gate
    // is not required.
    const ciRunsGolangci = golangciAction !== undefined || ciGolangci !== undefined;
    const gates = [
        usesGolangci
            ? {
                name: 'lint',
                command: 'golangci-lint run',
                source: golangciFile ?? golangciAction?.source ?? ciGolangci.source,
                ...(ciRunsGolangci ? {} : { configOnly: golangciFile }),
            }
            : { name: 'lint', command: 'go vet ./...', source: 'go.mod' },
        { name: 'test', command: 'go test ./...', source: 'go.mod' },
        { name: 'build', command: 'go build ./...', source: 'go.mod' },
    ];
    const setupSteps = [
        { name: 'Set up Go', uses: 'actions/setup-go@v5', with: { 'go-version': toolchain ?? 'stable' } },
    ];
    if (usesGolangci) {
        // The version the CI runs, else the latest; a v1 one (a config without `version: "2"`, or
        // the CI pinning v1) needs a v1 binary, which golangci-lint-action@v8 does not install.
        const ciVersion = golangciAction?.with.version;
        const version = ciVersion && !ciVersion.includes('${{') ? ciVersion : 'latest';
        const config = golangciFile ? (reader.read(golangciFile) ?? '') : undefined;
        const v1 = /^v?1\./.test(version) || (config !== undefined && !/^version:\s*["']?2/m.test(config));
        setupSteps.push(v1
            ? {
                name: 'Install golangci-lint',
                run: `go install github.com/golangci/golangci-lint/cmd/golangci-lint@${/^v1\./.test(version) ? version : 'v1.64.8'}`,
            }
            : {
                name: 'Install golangci-lint',
                uses: 'golangci/golangci-lint-action@v8',
                with: { version, 'install-only': 'true' },
            });
    }
    const classify = (command) => {
        const [tool, sub] = (0,detect_shell/* commandWords */.Bl)(command);
        if (tool === 'golangci-lint')
            return sub === 'run' ? { name: 'lint', command } : undefined;
        // Wrappers that run `go test` with other output: the gate runs `go test` itself, which needs
        // nothing more installed.
        if (tool === 'richgo' && sub === 'test')
            return { name: 'test', command: `go ${(0,detect_shell/* commandWords */.Bl)(command).slice(1).join(' ')}` };
        if (tool === 'gotestsum') {
            const words = (0,detect_shell/* commandWords */.Bl)(command);
            const rest = words.includes('--') ? words.slice(words.indexOf('--') + 1) : [];
            return { name: 'test', command: `go test ${rest.length > 0 ? rest.join(' ') : './...'}` };
        }
        if (tool !== 'go')
            return undefined;
        if (sub === 'test')
            return { name: 'test', command };
        if (sub === 'build')
            return { name: 'build', command };
        if (sub === 'vet')
            return { name: usesGolangci ? 'vet' : 'lint', command };
        if (sub === 'install' || sub === 'get' || sub === 'mod' || sub === 'env' || sub === 'version')
            return 'setup';
        return undefined;
    };
    return { kind: 'go', gates, setupSteps, notes, classify };
}

;// CONCATENATED MODULE: ./build/core/detect/java.js
const DEFAULT_JDK = '17';
/** The JDK for the numbers a build file names (`1.8` is 8). */
function jdkFor(versions) {
    const numbers = versions
        .filter((v) => v !== undefined)
        .map((v) => Number(/^1\.(\d+)$/.exec(v)?.[1] ?? v))
        .filter((n) => Number.isInteger(n) && n > 0);
    return String(Math.max(Number(DEFAULT_JDK), ...numbers));
}
/** actions/setup-java for that JDK. No `cache:`: a task job never saves a cache the agent's code could have written. */
function setupJava(version) {
    return {
        name: 'Set up Java',
        uses: 'actions/setup-java@v4',
        with: { distribution: 'temurin', 'java-version': version },
    };
}

;// CONCATENATED MODULE: ./build/core/detect/gradle.js


const GRADLE_FILES = ['build.gradle', 'build.gradle.kts', 'settings.gradle', 'settings.gradle.kts'];
/** Gradle tasks that check the project, and the gate each is. */
const TASKS = {
    check: 'test',
    test: 'test',
    build: 'build',
    assemble: 'build',
    spotlessCheck: 'format',
    ktlintCheck: 'lint',
    detekt: 'lint',
    lint: 'lint',
};
function detectGradle(reader, names, _ci) {
    const gradle = names.has('gradlew') ? './gradlew' : 'gradle';
    const file = ['build.gradle.kts', 'build.gradle'].find((f) => names.has(f));
    const build = file ? (reader.read(file) ?? '') : '';
    const jdk = jdkFor([
        /languageVersion\s*(?:=|\.set\()\s*JavaLanguageVersion\.of\(\s*(\d+)\s*\)/.exec(build)?.[1],
        /jvmToolchain\(\s*(\d+)\s*\)/.exec(build)?.[1],
        /sourceCompatibility\s*=\s*(?:JavaVersion\.VERSION_)?['"]?([\d._]+)/.exec(build)?.[1]?.replace('_', '.'),
    ]);
    const notes = [
        `${file ?? 'settings.gradle'}: Gradle${gradle === './gradlew' ? " through the repository's wrapper (./gradlew)" : ''}, on JDK ${jdk}`,
    ];
    const gates = [
        { name: 'test', command: `${gradle} check`, source: file ?? 'settings.gradle' },
        { name: 'build', command: `${gradle} assemble`, source: file ?? 'settings.gradle' },
    ];
    // The Gradle action for its distribution download; its cache is read, never written, here.
    const setupSteps = [
        setupJava(jdk),
        { name: 'Set up Gradle', uses: 'gradle/actions/setup-gradle@v4', with: { 'cache-read-only': 'true' } },
    ];
    const classify = (command) => {
        const words = (0,detect_shell/* commandWords */.Bl)(command);
        if (words[0] !== 'gradle' && words[0] !== './gradlew' && words[0] !== 'gradlew')
            return undefined;
        const tasks = words
            .slice(1)
            .filter((w) => !w.startsWith('-'))
            .map((t) => t.split(':').pop());
        if (tasks.some((t) => /^(publish|release|spotlessApply|ktlintFormat)/.test(t)))
            return undefined;
        const task = tasks.find((t) => t in TASKS);
        if (task)
            return { name: TASKS[task], command };
        return tasks.some((t) => /^(dependencies|wrapper|help|tasks)$/.test(t)) ? 'setup' : undefined;
    };
    return { kind: 'gradle', gates, setupSteps, notes, classify };
}

;// CONCATENATED MODULE: ./build/core/detect/maven.js


/** Maven's batch mode: no colours, no progress bars in a gate's log. */
const BATCH = '-B -ntp';
/** Maven phases and goals that check the project, and the gate each is. */
const PHASES = {
    verify: 'test',
    test: 'test',
    install: 'test',
    package: 'build',
    compile: 'build',
};
function detectMaven(reader, names, _ci) {
    const pom = reader.read('pom.xml') ?? '';
    const mvn = names.has('mvnw') ? './mvnw' : 'mvn';
    const tag = (name) => new RegExp(`<${name.replace(/\./g, '\\.')}>\\s*([\\d.]+)\\s*</`).exec(pom)?.[1];
    const enforced = /<requireJavaVersion>[\s\S]*?<version>\s*\[?\s*([\d.]+)/.exec(pom)?.[1];
    const jdk = jdkFor([
        enforced,
        tag('java.version'),
        tag('maven.compiler.release'),
        tag('maven.compiler.source'),
        tag('maven.compiler.target'),
    ]);
    const notes = [
        `pom.xml: Maven${mvn === './mvnw' ? " through the repository's wrapper (./mvnw)" : ''}, on JDK ${jdk}`,
    ];
    const gates = [];
    if (/<artifactId>\s*spotless-maven-plugin\s*<\/artifactId>/.test(pom))
        gates.push({
            name: 'format',
            command: `${mvn} ${BATCH} spotless:check`,
            source: 'pom.xml spotless-maven-plugin',
        });
    gates.push({ name: 'test', command: `${mvn} ${BATCH} verify`, source: 'pom.xml' });
    if (names.has('build.gradle') || names.has('build.gradle.kts'))
        notes.push('a Gradle build is here too: the gates use Maven (pom.xml); change them in the plan to use Gradle');
    const classify = (command) => {
        const words = (0,detect_shell/* commandWords */.Bl)(command);
        if (words[0] !== 'mvn' && words[0] !== './mvnw' && words[0] !== 'mvnw')
            return undefined;
        const goals = words.slice(1).filter((w) => !w.startsWith('-'));
        if (goals.some((g) => /^spotless:check$/.test(g)))
            return { name: 'format', command };
        if (goals.some((g) => /^(dependency:|help:|versions:|spotless:apply|deploy|release:)/.test(g)) &&
            !goals.some((g) => g in PHASES))
            return goals.some((g) => g.startsWith('dependency:')) ? 'setup' : undefined;
        const phase = goals.find((g) => g in PHASES);
        return phase ? { name: PHASES[phase], command } : undefined;
    };
    return { kind: 'maven', gates, setupSteps: [setupJava(jdk)], notes, classify };
}

;// CONCATENATED MODULE: ./build/core/detect/python-commands.js
// The Python tool a command line runs, through `uv run`, `poetry run` or `python -m`.

/** A command's words after a Python runner (`uv run ...`, `poetry run`, `python -m`); 'setup' for uv's or poetry's own commands. */
function pythonWords(command) {
    let words = (0,detect_shell/* commandWords */.Bl)(command);
    if (words[0] === 'uv' && words[1] === 'run') {
        words = words.slice(2);
        while (words[0]?.startsWith('-')) {
            const opt = words.shift();
            if (['--group', '--with', '--extra', '--python', '-p', '--only-group', '--package'].includes(opt))
                words.shift();
        }
        if (words[0] === '--')
            words.shift();
    }
    else if (words[0] === 'poetry' && words[1] === 'run')
        words = words.slice(2);
    else if (words[0] === 'uv' || words[0] === 'poetry')
        return 'setup';
    if (/^python(3(\.\d+)?)?$/.test(words[0] ?? '') && words[1] === '-m')
        words = words.slice(2);
    return words;
}
/** The tool a Python command runs: `pytest` for `PYTHONPATH=src uv run --locked pytest -x`. */
function pythonTool(command) {
    const words = pythonWords(command);
    return words === 'setup' ? '' : (words[0] ?? '');
}

;// CONCATENATED MODULE: ./build/core/detect/tox.js



/** tox's configuration: tox.ini, setup.cfg's [tox:tox], or pyproject.toml's [tool.tox] (native TOML or legacy_tox_ini). */
function readTox(reader, names, pyproject) {
    const fromIni = (file, text, head) => {
        const ini = iniSections(text);
        const main = ini.get(head) ?? new Map();
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
                if (!own && !base)
                    return undefined;
                const get = (k) => own?.get(k) ?? base?.get(k) ?? '';
                const factors = name.split('-');
                const lines = (v) => v
                    .split(/\r?\n/)
                    .map((l) => l.trim())
                    .filter((l) => l && !l.startsWith('#'))
                    .flatMap((l) => {
                    // `py311,py312: pytest`: only in envs with one of those factors.
                    const m = /^([\w.!,{}-]+):\s+(.*)$/.exec(l);
                    if (!m)
                        return [l];
                    return m[1].split(',').some((f) => factors.includes(f)) ? [m[2]] : [];
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
    if (names.has('tox.ini'))
        return fromIni('tox.ini', reader.read('tox.ini') ?? '', 'tox');
    const tox = table(pyproject, 'tool', 'tox');
    if (typeof tox?.legacy_tox_ini === 'string')
        return fromIni('pyproject.toml legacy_tox_ini', tox.legacy_tox_ini, 'tox');
    if (tox !== undefined)
        return nativeTox(tox);
    if (names.has('setup.cfg')) {
        const text = reader.read('setup.cfg') ?? '';
        if (/^\[tox:tox\]/m.test(text))
            return fromIni('setup.cfg', text, 'tox:tox');
    }
    return undefined;
}
/** tox's native TOML configuration: pyproject.toml's `[tool.tox]`. */
function nativeTox(tox) {
    const envList = strings(tox.env_list).flatMap(expandEnvList);
    return {
        file: 'pyproject.toml',
        envList,
        envNames: [...envList, ...Object.keys(table(tox, 'env') ?? {})],
        env: (name) => {
            const own = table(tox, 'env', name);
            const base = table(tox, 'env_run_base');
            if (own === undefined && base === undefined)
                return undefined;
            const pick = (key) => (own?.[key] !== undefined ? own : base);
            return {
                section: `pyproject.toml [tool.tox.${pick('commands') === own ? `env.${name}` : 'env_run_base'}]`,
                commands: tomlCommands(pick('commands')?.commands).map(toxSubstitute),
                deps: strings(pick('deps')?.deps).map(toxSubstitute),
                groups: strings(pick('dependency_groups')?.dependency_groups),
                extras: strings(pick('extras')?.extras),
            };
        },
    };
}
/** `{posargs}` and the paths tox fills in, as the command runs from the project root. */
function toxSubstitute(line) {
    return line
        .replace(/\{posargs(?::([^}]*))?\}/g, (_, d) => d ?? '')
        .replace(/\{(toxinidir|tox_root)\}\/?/g, '')
        .replace(/\{envpython\}/g, 'python')
        .replace(/\{(envbindir|env_bin_dir)\}\//g, '')
        .replace(/\s+/g, ' ')
        .trim();
}
/**
 * The commands of a native tox TOML `commands = [["mypy"], ["pytest", { replace = "posargs" }]]`,
 * one line each; a table in a command (a substitution) is left out.
 */
function tomlCommands(commands) {
    if (!Array.isArray(commands))
        return [];
    return commands.filter(Array.isArray).map((words) => strings(words).map(detect_shell/* shellQuote */.ZL).join(' '));
}
/** An env list as names: `py{39,310}-django, lint` -> py39-django, py310-django, lint. */
function expandEnvList(list) {
    const items = [];
    let depth = 0;
    let cur = '';
    for (const c of list) {
        if (c === '{')
            depth++;
        if (c === '}')
            depth--;
        if ((c === ',' || c === '\n') && depth === 0) {
            items.push(cur);
            cur = '';
        }
        else
            cur += c;
    }
    items.push(cur);
    const expand = (s) => {
        const m = /\{([^{}]*)\}/.exec(s);
        if (!m)
            return [s];
        return m[1]
            .split(',')
            .flatMap((alt) => expand(s.slice(0, m.index) + alt.trim() + s.slice(m.index + m[0].length)));
    };
    return items
        .map((i) => i.trim())
        .filter(Boolean)
        .flatMap(expand);
}
/** The tox envs a CI command runs, or undefined when it does not run tox. */
function toxEnvsRun(c, tox) {
    const words = pythonWords(c.command);
    if (words === 'setup' || words[0] !== 'tox')
        return undefined;
    let list;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (w === '-e' || w === '--env')
            list = words[i + 1];
        else if (w.startsWith('--env='))
            list = w.slice(6);
        else if (/^-e./.test(w))
            list = w.slice(2).replace(/^=/, '');
    }
    const envVar = { ...c.jobEnv, ...c.env, ...(0,detect_shell/* commandAssignments */.kB)(c.command) }.TOXENV;
    if ((list === undefined || list.includes('${{')) && envVar && !envVar.includes('${{'))
        list = envVar;
    if (list === undefined || list.includes('${{') || list === 'ALL')
        return tox.envList.length > 0 ? tox.envList : ['py'];
    return expandEnvList(list);
}
/** An INI file's sections, each a map of keys to values (continuation lines joined with newlines). */
function iniSections(text) {
    const out = new Map();
    let section;
    let key;
    for (const line of text.split(/\r?\n/)) {
        const head = /^\[([^\]]+)\]\s*$/.exec(line);
        if (head) {
            section = new Map();
            out.set(head[1].trim(), section);
            key = undefined;
            continue;
        }
        if (!section || /^\s*[#;]/.test(line))
            continue;
        if (/^\s+\S/.test(line) && key !== undefined) {
            section.set(key, `${section.get(key)}\n${line.trim()}`);
            continue;
        }
        const kv = /^([\w.-]+)\s*[=:]\s*(.*)$/.exec(line);
        if (kv) {
            key = kv[1];
            section.set(key, kv[2].trim());
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./build/core/detect/python.js







const DEFAULT_PYTHON_VERSION = '3.12';
/** Extras installed with the project when pyproject.toml defines them (pip). */
const DEV_EXTRAS = ['dev', 'test', 'tests'];
function detectPython(reader, names, ci) {
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
function readPythonProject(reader, names, ci) {
    const notes = [];
    const parsed = readToml(reader, 'pyproject.toml', notes, 'nothing is read from it');
    const doc = parsed ?? {};
    const text = parsed ? (reader.read('pyproject.toml') ?? '') : '';
    const project = table(doc, 'project');
    const has = (tool) => table(doc, 'tool', tool) !== undefined;
    const ciUv = ci.actions.some((a) => a.action === 'astral-sh/setup-uv') ||
        ci.commands.some((c) => /^uv\s/.test(c.command));
    const runner = names.has('uv.lock') || has('uv') || ciUv
        ? 'uv'
        : names.has('poetry.lock') || has('poetry')
            ? 'poetry'
            : 'pip';
    const installable = project !== undefined ||
        has('poetry') ||
        table(doc, 'build-system') !== undefined ||
        names.has('setup.py');
    const groups = requirementLists(doc['dependency-groups']);
    // uv syncs the `dev` group unless `tool.uv.default-groups` names others (or says "all").
    const uvDefault = table(doc, 'tool', 'uv')?.['default-groups'];
    const defaultGroups = uvDefault === undefined ? ['dev'] : uvDefault === 'all' ? Object.keys(groups) : strings(uvDefault);
    const optional = requirementLists(project?.['optional-dependencies']);
    const projectDeps = requirementsText(project?.dependencies) ?? '';
    const installed = !installable
        ? ''
        : [projectDeps, ...DEV_EXTRAS.filter((e) => optional[e] !== undefined).map((e) => optional[e])].join('\n');
    const ruffFile = ['ruff.toml', '.ruff.toml'].find((f) => names.has(f));
    const ruffConfig = ruffFile
        ? readToml(reader, ruffFile, notes, 'the gates do not know whether ruff fixes by default')
        : table(doc, 'tool', 'ruff');
    const mypyFiles = table(doc, 'tool', 'mypy')?.files !== undefined ||
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
function pythonTools(py) {
    const { names, has, groups, optional, text, ruffFix, mypyFiles, doc, notes } = py;
    const precommit = py.reader.read('.pre-commit-config.yaml') ?? '';
    const tools = [];
    const configuredBy = (tool, files) => has(tool) ? `pyproject.toml [tool.${tool}]` : files.find((f) => names.has(f));
    const mypyConf = configuredBy('mypy', ['mypy.ini', '.mypy.ini']);
    const ruffConf = configuredBy('ruff', ['ruff.toml', '.ruff.toml']);
    const pytestConf = configuredBy('pytest', ['pytest.ini']);
    const listed = (tool) => {
        for (const [g, body] of Object.entries(groups))
            if (mentionsPackage(body, tool))
                return `pyproject.toml [dependency-groups] ${g}`;
        for (const [e, body] of Object.entries(optional))
            if (mentionsPackage(body, tool))
                return `pyproject.toml optional-dependencies ${e}`;
        if (mentionsPackage(text, tool))
            return 'pyproject.toml';
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
        if (ruffFix)
            notes.push(`ruff: the config says fix = true; the lint gate runs ruff check --no-fix`);
        const fmt = table(doc, 'tool', 'ruff', 'format')
            ? 'pyproject.toml [tool.ruff.format]'
            : /id:\s*ruff-format\b/.test(precommit)
                ? '.pre-commit-config.yaml ruff-format'
                : undefined;
        if (fmt)
            tools.push({ tool: 'ruff', gate: 'format', args: ' format --check', source: fmt });
    }
    const pytestSrc = pytestConf ?? listed('pytest');
    if (pytestSrc)
        tools.push({ tool: 'pytest', gate: 'test', args: '', source: pytestSrc });
    return tools;
}
/** The tools' gates, run through the project's runner; with pip, the tools it does not install. */
function toolGates(py, tools) {
    const { runner, groups, defaultGroups, optional, projectDeps, text, installed, names, doc, notes } = py;
    const gates = [];
    const missing = [];
    for (const t of tools) {
        let prefix = '';
        if (runner === 'uv') {
            const group = Object.entries(groups).find(([, body]) => mentionsPackage(body, t.tool))?.[0];
            const inProject = mentionsPackage(projectDeps, t.tool);
            const extra = Object.entries(optional).find(([, body]) => mentionsPackage(body, t.tool))?.[0];
            if (group && !defaultGroups.includes(group)) {
                py.syncGroups.add(group);
                prefix = `uv run --locked --group ${group} `;
            }
            else if (group || inProject)
                prefix = 'uv run --locked ';
            else if (extra) {
                py.syncExtras.add(extra);
                prefix = `uv run --locked --extra ${extra} `;
            }
            else {
                prefix = `uv run --locked --with ${t.tool} `;
                notes.push(`${t.tool} is in no dependency group of pyproject.toml; its gate runs an unpinned one (uv run --with)`);
            }
        }
        else if (runner === 'poetry') {
            prefix = 'poetry run ';
            if (!mentionsPackage(text, t.tool))
                notes.push(`${t.tool} is not a dependency in pyproject.toml: add it to a Poetry group, or its gate finds no ${t.tool}`);
        }
        else if (!mentionsPackage(installed, t.tool) && !missing.includes(t.tool))
            missing.push(t.tool);
        // With pip, an installed copy of the package (site-packages, a global install) could be
        // what the tests import; a src layout goes first on the path, so the tests test src/.
        const srcFirst = runner === 'pip' &&
            t.tool === 'pytest' &&
            names.has('src') &&
            table(doc, 'tool', 'pytest', 'ini_options')?.pythonpath === undefined
            ? 'PYTHONPATH=src '
            : '';
        gates.push({ name: t.gate, command: `${srcFirst}${prefix}${t.tool}${t.args}`, source: t.source });
    }
    if (tools.some((t) => t.tool === 'mypy'))
        notes.push(py.mypyFiles
            ? 'mypy: its config names the files to check, so the gate runs plain `mypy`'
            : 'mypy: no `files` in its config; the gate checks `.`');
    return { gates, missing };
}
/** How a Python command line reads as a gate (through uv, Poetry or `python -m`). */
function pythonClassifier(py) {
    const { runner, reader, ruffFix } = py;
    return (command) => {
        const words = pythonWords(command);
        if (words === 'setup')
            return 'setup';
        const [tool, sub] = words;
        if (tool === 'pip')
            return 'setup';
        // An install script of the repository that the setup runs (see installLines).
        if (runner === 'pip' && safeInstallScript(reader, command) !== undefined)
            return 'setup';
        if (tool === 'pytest')
            return { name: 'test', command };
        if (tool === 'mypy' || tool === 'pyright')
            return { name: 'typecheck', command };
        if (tool === 'ruff' && sub === 'check')
            return {
                name: 'lint',
                command: ruffFix && !command.includes('--no-fix') && !command.includes('--fix')
                    ? `${command} --no-fix`
                    : command,
            };
        if (tool === 'ruff' && sub === 'format')
            return command.includes('--check') ? { name: 'format', command } : undefined;
        if (tool === 'black')
            return command.includes('--check') ? { name: 'format', command } : undefined;
        if (tool === 'flake8' || tool === 'pylint')
            return { name: 'lint', command };
        return undefined;
    };
}
/**
 * tox: the environments the CI runs, and the commands in them. Each check tool in them is a
 * gate of its own, run directly (the gates are what tox would run), unless a gate from the
 * build files runs the same tool: that one stays, and counts as run by the CI.
 */
function gatesFromTox(py, gates, classify) {
    const { reader, names, doc, ci, notes, runner, groups, defaultGroups, syncGroups } = py;
    const found = { gates: [], covered: new Map(), installs: [], extras: [], jobs: new Set() };
    const { gates: toxGates, covered, installs: toxInstalls, extras: extrasWanted, jobs: toxJobs } = found;
    const tox = readTox(reader, names, doc);
    if (!tox)
        return found;
    for (const c of ci.commands) {
        const envs = toxEnvsRun(c, tox);
        if (envs === undefined)
            continue;
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
                if (got === 'setup')
                    continue;
                if (got === undefined || writesFiles(line) !== undefined) {
                    notes.push(`not a gate: \`${line}\` (${where}): ${got === undefined ? 'not a known check command' : writesFiles(line)}${BY_HAND}`);
                    continue;
                }
                gave = true;
                if (toxGates.some((g) => g.name === got.name) || covered.has(got.name))
                    continue;
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
                if (runner === 'uv' && group)
                    syncGroups.add(group);
                const prefix = runner === 'uv'
                    ? `uv run --locked ${group ? `--group ${group} ` : ''}`
                    : runner === 'poetry'
                        ? 'poetry run '
                        : '';
                toxGates.push({ name: got.name, command: `${prefix}${got.command}`, source: where });
                if (file)
                    notes.push(`the ${got.name} gate runs \`${got.command}\` as the CI does (${where}), not \`${file.command}\``);
            }
            if (gave && runner === 'pip')
                toxInstalls.push(...env.deps);
            if (gave && runner === 'pip' && env.extras.length > 0)
                extrasWanted.push(...env.extras);
        }
    }
    const toxRan = new Set(ci.commands.flatMap((c) => toxEnvsRun(c, tox) ?? []));
    if (!gates.some((g) => g.name === 'typecheck') && !toxGates.some((g) => g.name === 'typecheck'))
        for (const name of new Set(tox.envNames)) {
            if (toxRan.has(name))
                continue;
            const env = tox.env(name);
            const line = env?.commands.find((l) => {
                const got = classify(l);
                return got !== undefined && got !== 'setup' && got.name === 'typecheck';
            });
            if (env && line)
                notes.push(`not a gate: \`${line}\` (tox env ${name}, ${env.section}): no CI job runs this env, so the type check is not a gate; add it to the plan by hand (as "required": false until it passes)`);
        }
    return found;
}
/** Python, then uv, Poetry or pip with what the gates need. */
function pythonSetup(py, gates, tox, missing, classify) {
    const { names, ci, notes, runner, project, groups, defaultGroups, syncGroups, syncExtras } = py;
    const toxGates = tox.gates;
    // `.python-version`, else a plain version the CI sets up, else the lowest `requires-python`.
    const ciPython = ci.actions
        .map((a) => (a.action === 'actions/setup-python' ? a.with['python-version'] : undefined))
        .find((v) => v && !v.includes('${{'));
    const pythonVersion = names.has('.python-version')
        ? { 'python-version-file': '.python-version' }
        : {
            'python-version': ciPython ?? requiresPythonVersion(project?.['requires-python']) ?? DEFAULT_PYTHON_VERSION,
        };
    const setupSteps = [
        { name: 'Set up Python', uses: 'actions/setup-python@v5', with: pythonVersion },
    ];
    if (runner === 'uv') {
        // Not setup-uv's cache: it lives in a runner directory the agent user (who runs `uv sync`)
        // cannot write to.
        setupSteps.push({ name: 'Set up uv', uses: 'astral-sh/setup-uv@v6', with: { 'enable-cache': 'false' } });
        const lockArg = names.has('uv.lock') ? ' --locked' : '';
        if (!lockArg)
            for (const g of [...gates, ...toxGates])
                g.command = g.command.replace('uv run --locked', 'uv run');
        setupSteps.push({
            name: 'Install dependencies',
            run: `uv sync${lockArg}${[...syncGroups].map((g) => ` --group ${g}`).join('')}${[...syncExtras].map((e) => ` --extra ${e}`).join('')}`,
            repoCode: true,
        });
        notes.push(`uv (${names.has('uv.lock') ? 'uv.lock' : 'no uv.lock'}): the project is installed editable, so the tests import src/; groups ${[...new Set([...defaultGroups.filter((g) => groups[g] !== undefined), ...syncGroups])].join(', ') || 'none'}`);
    }
    else if (runner === 'poetry') {
        setupSteps.push({ name: 'Install Poetry', run: 'pip install poetry' });
        setupSteps.push({ name: 'Install dependencies', run: 'poetry install --no-interaction', repoCode: true });
        notes.push('poetry: the gates run through poetry run');
    }
    else {
        const install = pipInstall(py, tox, missing, classify);
        if (install)
            setupSteps.push(install);
    }
    return setupSteps;
}
/**
 * The pip install step: what the CI job that runs the checks installs (its pip lines and
 * install scripts, so the test dependencies are there), else the project with its dev extras;
 * then the deps of the tox envs and the tools still missing.
 */
function pipInstall(py, tox, missing, classify) {
    const { reader, ci, notes, installable, installed, optional } = py;
    const { gates: toxGates, installs: toxInstalls, extras: extrasWanted, jobs: toxJobs } = tox;
    // What the CI job that runs the checks installs: its pip lines and install scripts, so the
    // test dependencies (requirements-dev.txt, an extra) are there. The jobs that give gates,
    // else every job read.
    const checkJobs = new Set(toxJobs);
    for (const c of ci.commands) {
        const got = classify(c.command);
        if (got !== undefined && got !== 'setup')
            checkJobs.add(c.source);
    }
    const fromCi = installLines(reader, ci, checkJobs, notes);
    const installedText = [
        installed,
        ...fromCi.requirements,
        ...fromCi.extras.map((e) => optional[e] ?? ''),
    ].join('\n');
    const stillMissing = [...missing, ...toxGates.map((g) => pythonTool(g.command))].filter((t, i, all) => all.indexOf(t) === i &&
        !requirementsMention(installedText, t) &&
        !toxInstalls.some((d) => requirementName(d) === t));
    const lines = [];
    if (fromCi.lines.length > 0) {
        lines.push(...fromCi.lines);
        if (installable && !fromCi.installsProject && (toxGates.length > 0 || extrasWanted.length > 0))
            lines.push(`pip install ${extrasWanted.length > 0 ? `-e '.[${[...new Set(extrasWanted)].join(',')}]'` : '-e .'}`);
        notes.push(`pip: the setup installs what the CI installs (${[...new Set(fromCi.sources)].join('; ')}): ${fromCi.lines.map((l) => `\`${l}\``).join(', ')}`);
    }
    else {
        const extras = [...new Set([...DEV_EXTRAS.filter((e) => optional[e] !== undefined), ...extrasWanted])];
        if (installable)
            lines.push(`pip install ${extras.length > 0 ? `-e '.[${extras.join(',')}]'` : '-e .'}`);
    }
    // A tox dep is a requirement (`mypy>=1`) or an option with its value (`-r requirements/x.txt`).
    const more = [...new Set([...toxInstalls, ...stillMissing])].map((d) => d.startsWith('-') ? (0,detect_shell/* shellWords */.CH)(d).map(detect_shell/* shellQuote */.ZL).join(' ') : (0,detect_shell/* shellQuote */.ZL)(d));
    if (more.length > 0) {
        if (lines.length > 0 && fromCi.lines.length === 0 && /^pip install /.test(lines[0]))
            lines[0] = `${lines[0]} ${more.join(' ')}`;
        else
            lines.push(`pip install ${more.join(' ')}`);
    }
    if (toxInstalls.length > 0)
        notes.push(`tox: the setup installs the deps of the tox envs the gates come from: ${[...new Set(toxInstalls)].join(' ')}`);
    return lines.length > 0
        ? { name: 'Install dependencies', run: lines.join(' && '), repoCode: true }
        : undefined;
}
function requiresPythonVersion(requires) {
    const v = typeof requires === 'string' ? lowestVersion(requires) : undefined;
    // "3" alone would pick the oldest Python 3; only a minor version says something.
    return v?.includes('.') ? v.split('.').slice(0, 2).join('.') : undefined;
}

;// CONCATENATED MODULE: ./build/core/detect/project.js
// What kind of project a repository is, and the quality gates and CI setup steps that fit it:
// the data `ralph init` writes into implementation.json and the workflow.
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
















/** A reader over an in-memory map of file paths (relative, `/`-separated) to texts. */
function readerFromFiles(files) {
    return {
        list: (dir = '') => {
            const prefix = dir === '' ? '' : `${dir.replace(/\/+$/, '')}/`;
            const names = new Set();
            for (const path of Object.keys(files))
                if (path.startsWith(prefix))
                    names.add(path.slice(prefix.length).split('/')[0]);
            return [...names];
        },
        read: (path) => files[path],
    };
}
/**
 * The project's gates and setup: the CI's check jobs transplanted (ci-transplant.ts) where the
 * CI has any; the build files' otherwise. Every setup action is then made cache-safe for a task
 * job (ci-cache.ts).
 */
function detectProject(reader, choice = {}) {
    const ci = transplantCi(reader, choice);
    let detected;
    if (ci.gates.length > 0) {
        const names = new Set(reader.list());
        const eco = detectEcosystem(reader, names, { files: [], commands: [], actions: [], notes: [] });
        const kept = ci.jobs.filter((j) => j.verdict !== 'left out').map((j) => j.job);
        detected = {
            kind: eco.kind,
            gates: ci.gates,
            setupSteps: ci.setupSteps,
            notes: [
                `CI (${ci.files.join(', ')}): the check jobs ${kept.join(', ')} transplanted, each on its main leg; gates: ${ci.gates.map((g) => g.name).join(', ')}`,
                ...ci.notes,
            ],
        };
    }
    else {
        // No CI, or none of its jobs gives a gate Ralph can run: the build files say.
        detected = detectFromFiles(ci.files.length > 0 ? withoutWorkflows(reader) : reader);
        if (ci.files.length > 0) {
            detected.notes.unshift(`CI (${ci.files.join(', ')}): none of its jobs gives a check Ralph can run (see the jobs table); the gates come from the build files and are not required until they pass on the untouched tree`, ...ci.notes);
            detected.gates = detected.gates.map((g) => ({ ...g, required: false }));
        }
    }
    detected.jobs = ci.jobs;
    if (Object.keys(ci.services).length > 0) {
        detected.services = ci.services;
        if (Object.keys(ci.servicePorts).length > 0)
            detected.servicePorts = ci.servicePorts;
        const reach = (0,service_network/* serviceNetwork */.a)(ci.services);
        detected.notes.push(`services (${Object.keys(ci.services).join(', ')}): ${reach.entries.length > 0
            ? `their ports on the runner's loopback are forwarded into the network of the task job's setup, agent and gate steps (network: ${reach.entries.join(', ')}), which keep Ralph's egress proxy and reach nothing else of the runner`
            : "none publishes a port Ralph can forward, so the task job's setup, agent and gate steps do not reach them"}`, ...reach.leftOut.map((why) => `services: ${why}`));
    }
    // The transplanted setup is cache-safe already (ci-transplant.ts); the build files' is made so.
    if (ci.gates.length === 0)
        detected.setupSteps = detected.setupSteps.flatMap((step) => {
            if (!step.uses)
                return [step];
            const [action = '', ref = ''] = step.uses.split('@');
            const made = cacheInTaskJob(action, ref, step.with ?? {});
            if (made.note && !detected.notes.includes(`setup: ${made.note}`))
                detected.notes.push(`setup: ${made.note}`);
            if (made.leftOut)
                return [];
            const withs = Object.fromEntries(Object.entries(made.withs).map(([k, v]) => [k, String(v ?? '')]));
            return [
                {
                    ...step,
                    uses: `${made.action}@${made.ref}`,
                    ...(Object.keys(withs).length > 0 ? { with: withs } : {}),
                },
            ];
        });
    return detected;
}
/** The project as if it had no workflows. */
function withoutWorkflows(reader) {
    return {
        list: (dir = '') => (dir.replace(/\/+$/, '') === WORKFLOW_DIR ? [] : reader.list(dir)),
        read: (path) => (path.startsWith(`${WORKFLOW_DIR}/`) ? undefined : reader.read(path)),
    };
}
/** The gates and setup the build files give (and, for the toolchain, what the CI sets up). */
function detectFromFiles(reader) {
    const names = new Set(reader.list());
    const ci = readCi(reader);
    const detected = detectEcosystem(reader, names, ci);
    const makefile = MAKEFILES.find((n) => names.has(n));
    const makeText = makefile ? (reader.read(makefile) ?? '') : '';
    const targets = makefile ? makeTargets(makeText) : new Set();
    const fromCi = ciGates(ci, detected, targets);
    // Checks the CI runs through another runner (tox, pre-commit, a make target's recipe).
    const covered = new Map(detected.covered ?? []);
    for (const [name, via] of indirectChecks(reader, ci, detected, makefile, makeText))
        if (!covered.has(name))
            covered.set(name, via);
    // The tools the CI runs only through such a runner, as gates of their own.
    const viaRunner = (detected.ciGates ?? []).filter((g) => !fromCi.gates.some((c) => c.name === g.name));
    const ciAll = [...fromCi.gates, ...viaRunner];
    const merged = mergeGates(ciAll, detected.gates.filter((g) => !viaRunner.some((v) => v.name === g.name)), detected.kind);
    const notes = [...ci.notes, ...fromCi.notes, ...detected.notes];
    if (fromCi.gates.length === 0 && (covered.size > 0 || viaRunner.length > 0)) {
        const i = notes.findIndex((n) => n.startsWith('CI (') && n.endsWith('gates from the build files'));
        if (i >= 0)
            notes[i] =
                `CI (${ci.files.join(', ')}): its checks run through other runners (tox, pre-commit, make); the gates run their tools directly`;
    }
    const gates = markRequired(merged, ciAll, covered, notes);
    let kind = detected.kind;
    if (kind === 'unknown' && gates.some((g) => g.command.startsWith('make ')))
        kind = 'make';
    if (gates.length === 0) {
        const make = MAKE_TARGETS.filter((t) => targets.has(t)).map((t) => ({
            name: t,
            command: `make ${t}`,
            source: `${makefile} target ${t}`,
        }));
        if (make.length > 0) {
            gates.push(...make);
            notes.push(`${makefile} targets: ${make.map((g) => g.name).join(', ')}`);
            if (kind === 'unknown')
                kind = 'make';
        }
        else if (makefile && kind === 'unknown') {
            kind = 'make';
            notes.push(`${makefile} has none of the targets ${MAKE_TARGETS.join(', ')}`);
        }
    }
    if (gates.length === 0)
        notes.push('no gates detected');
    const system = systemPackages(ci);
    const setupSteps = detected.setupSteps.map((step) => jobToolchain(step, ciAll, ci, notes));
    if (system) {
        setupSteps.unshift(system.step);
        notes.push(`system packages the CI installs (${system.source}): ${system.packages.join(' ')}`);
    }
    return { kind, gates, setupSteps, notes };
}
/** The build system's detector: the first whose file the root has. */
function detectEcosystem(reader, names, ci) {
    // Deno first: a Deno project may keep a package.json for npm packages.
    if (DENO_FILES.some((f) => names.has(f)))
        return detectDeno(reader, names, ci);
    if (names.has('package.json'))
        return detectNode(reader, names, ci);
    if (names.has('Cargo.toml'))
        return detectRust(reader, names, ci);
    if (names.has('go.mod'))
        return detectGo(reader, names, ci);
    if (names.has('pyproject.toml') || names.has('setup.py') || names.has('setup.cfg'))
        return detectPython(reader, names, ci);
    if (names.has('pom.xml'))
        return detectMaven(reader, names, ci);
    if (GRADLE_FILES.some((f) => names.has(f)))
        return detectGradle(reader, names, ci);
    if ([...names].some((n) => DOTNET_FILE.test(n)))
        return detectDotnet(reader, names, ci);
    return { kind: 'unknown', gates: [], setupSteps: [], notes: [], classify: () => undefined };
}
/**
 * A gate is required only when the CI runs that check: what the CI never runs may well fail on
 * the untouched tree (a linter's config written years ago, clippy's newest warnings). Each gate
 * that is not the CI's own gets a note saying why it is required or not.
 */
function markRequired(merged, ciAll, covered, notes) {
    const ciRuns = ciAll.length > 0 || covered.size > 0;
    return merged.map((g) => {
        const { configOnly, ...gate } = g;
        if (ciAll.includes(g))
            return gate;
        const via = covered.get(gate.name);
        if (via !== undefined) {
            notes.push(`gate ${gate.name} (\`${gate.command}\`): the CI runs it through ${via}`);
            return gate;
        }
        if (ciRuns) {
            notes.push(`gate ${gate.name} (\`${gate.command}\`, from ${gate.source}): required: false, because the repository's CI does not run it (it may fail on the untouched tree); make it required once it passes`);
            return { ...gate, required: false };
        }
        if (configOnly !== undefined) {
            notes.push(`gate ${gate.name} (\`${gate.command}\`): required: false, because only ${configOnly} says the project uses it and no CI runs it (it may fail on the untouched tree); make it required once it passes`);
            return { ...gate, required: false };
        }
        return gate;
    });
}

;// CONCATENATED MODULE: ./build/core/detect/index.js












/***/ }),

/***/ 1206:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bl: () => (/* binding */ commandWords),
/* harmony export */   CH: () => (/* binding */ shellWords),
/* harmony export */   Eh: () => (/* binding */ withEnv),
/* harmony export */   ZL: () => (/* binding */ shellQuote),
/* harmony export */   kB: () => (/* binding */ commandAssignments),
/* harmony export */   ms: () => (/* binding */ shellLines),
/* harmony export */   wh: () => (/* binding */ isAssignment)
/* harmony export */ });
// Shell command lines as detection reads them: words as a POSIX shell splits them, the
// leading `NAME=value` assignments, and a `run:` script as separate commands.
/**
 * A command line split into words as a POSIX shell splits it: quotes group (`'--cfg docsrs'` is
 * one word, without its quotes), a backslash escapes the next character. No expansion.
 */
function shellWords(command) {
    const words = [];
    let word;
    let quote;
    for (let i = 0; i < command.length; i++) {
        const c = command[i];
        if (quote) {
            if (c === quote)
                quote = undefined;
            else if (c === '\\' && quote === '"' && i + 1 < command.length)
                word = `${word ?? ''}${command[++i] ?? ''}`;
            else
                word += c;
        }
        else if (c === "'" || c === '"') {
            quote = c;
            word ??= '';
        }
        else if (c === '\\' && i + 1 < command.length)
            word = (word ?? '') + command[++i];
        else if (/\s/.test(c)) {
            if (word !== undefined)
                words.push(word);
            word = undefined;
        }
        else
            word = (word ?? '') + c;
    }
    if (word !== undefined)
        words.push(word);
    return words;
}
/** The leading `NAME=value` assignments of a command line, as the shell reads them. */
function commandAssignments(command) {
    const out = {};
    for (const w of shellWords(command)) {
        const m = /^([A-Za-z_]\w*)=(.*)$/s.exec(w);
        if (!m)
            break;
        out[m[1]] = m[2];
    }
    return out;
}
/** The words of a command after any leading `NAME=value` assignments. */
function commandWords(command) {
    const words = shellWords(command);
    while (words.length > 0 && /^[A-Za-z_]\w*=/.test(words[0]))
        words.shift();
    return words;
}
function shellQuote(word) {
    return /^[\w./:=@+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
/** `K='v' command` for the step's literal env, so the gate runs as the CI step did. */
function withEnv(command, env) {
    const vars = Object.entries(env).filter(([, v]) => v !== '');
    if (vars.length === 0)
        return command;
    return `${vars.map(([k, v]) => `${k}=${shellQuote(v)}`).join(' ')} ${command}`;
}
/** A shell variable assignment alone (`x=1`, `dir="$(mktemp -d)"`): no command runs. */
function isAssignment(line) {
    return /^[A-Za-z_]\w*=(\S*|["'$].*["')])$/.test(line);
}
/**
 * A `run:` script as separate commands: continuation lines joined, `a && b` split, comments
 * out. After a `cd` the commands run elsewhere: each says where (`dir`). What runs inside a
 * shell block (if, for, while, case, a function) runs only sometimes or is plumbing: left out,
 * as are calls of the script's own functions.
 */
function shellLines(script) {
    const out = [];
    let dir;
    let depth = 0;
    const functions = new Set();
    for (const raw of script.replace(/\\\r?\n/g, ' ').split(/\r?\n/)) {
        const line = raw.trim();
        if (!line || line.startsWith('#') || /^set\s+[-+]/.test(line))
            continue;
        const fn = /^(?:function\s+)?([A-Za-z_][\w-]*)\s*\(\)\s*\{?\s*$/.exec(line)?.[1];
        if (fn !== undefined)
            functions.add(fn);
        const opens = fn !== undefined || /^(if|for|while|until|case)\b/.test(line) || /^\{$/.test(line);
        // `\b` after `}` never matches at a line's end: a lone brace is tested on its own.
        const closes = /^(fi|done|esac)\b|^\}(\s|;|$)/.test(line) || /;\s*(fi|done)$/.test(line);
        if (opens && closes)
            continue; // a one-line block: `if ...; then ...; fi`
        if (opens) {
            // A condition says when its commands run (a matrix shard, an OS): named, not read.
            if (depth === 0 && /^(if|case)\b/.test(line))
                out.push({ command: line, block: true });
            depth++;
            continue;
        }
        if (closes) {
            depth = Math.max(0, depth - 1);
            continue;
        }
        if (depth > 0 || functions.has(line.split(/\s+/)[0]))
            continue;
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


/***/ }),

/***/ 313:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ gatePrograms),
/* harmony export */   Z: () => (/* binding */ opensConstruct)
/* harmony export */ });
/* harmony import */ var _detect_shell_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1206);
// The programs a gate calls: the first word of each command of its script, as a shell would
// run them (`a && b`, `a | b`, `a; b`, several lines, `if`/`then` bodies). A gate that is a
// CI step's whole script calls several (`cargo fmt --check && cargo clippy`); the dry runs and
// `ralph init`'s verification check each one is there. Words the shell itself runs (`cd`,
// `echo`, `test`, `export`...), the script's own functions and anything with an expansion in it
// are not programs to look for.

/** Shell keywords that start a command without being one. */
const KEYWORDS = new Set(['if', 'then', 'else', 'elif', 'while', 'until', 'do', '!', '{', '(', 'time']);
/** Words that end a construct: nothing follows them as a program. */
const CLOSERS = new Set(['fi', 'done', 'esac', '}', ')', ';;']);
/** Builtins and utilities every POSIX shell or system has. */
const BUILTINS = new Set([
    'cd',
    'echo',
    'printf',
    'test',
    '[',
    '[[',
    'export',
    'set',
    'unset',
    'shift',
    'exit',
    'return',
    'true',
    'false',
    ':',
    '.',
    'source',
    'eval',
    'read',
    'local',
    'declare',
    'trap',
    'wait',
    'pwd',
    'for',
    'case',
    'function',
    'break',
    'continue',
    'type',
    'hash',
    'ulimit',
    'umask',
    'alias',
    'mkdir',
    'rm',
    'cp',
    'mv',
    'ls',
    'cat',
    'touch',
    'grep',
    'sed',
    'awk',
    'tee',
    'head',
    'tail',
    'sort',
    'wc',
    'find',
    'xargs',
    'tr',
    'cut',
    'diff',
    'chmod',
    'sh',
    'sleep',
]);
/** Wrappers whose program is the next word (`env X=1 cargo`, `sudo make`, `command -v` aside). */
const WRAPPERS = new Set(['env', 'sudo', 'exec', 'nice', 'nohup', 'command', 'timeout']);
/** Whether a script's first word opens a shell construct (`if`, `for`, `[[`) rather than naming a program. */
function opensConstruct(word) {
    return (word !== undefined && (KEYWORDS.has(word) || ['[[', 'for', 'case', 'select', 'function'].includes(word)));
}
/** The programs `script` calls, each once, in the order they first appear. */
function gatePrograms(script) {
    const out = [];
    const functions = new Set();
    const text = script.replace(/\\\r?\n/g, ' ');
    for (const m of text.matchAll(/^\s*(?:function\s+)?([A-Za-z_][\w-]*)\s*\(\)/gm))
        functions.add(m[1]);
    for (const line of text.split(/\r?\n/)) {
        const trimmed = line.trim();
        if (!trimmed || trimmed.startsWith('#'))
            continue;
        for (const segment of splitCommands(trimmed)) {
            const program = programOf(segment);
            if (program !== undefined && !functions.has(program) && !out.includes(program))
                out.push(program);
        }
    }
    return out;
}
/** A line split where the shell starts a new command: `&&`, `||`, `|`, `;`, `&`, outside quotes. */
function splitCommands(line) {
    const out = [];
    let current = '';
    let quote;
    for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (quote) {
            if (c === quote)
                quote = undefined;
            current += c;
        }
        else if (c === "'" || c === '"') {
            quote = c;
            current += c;
        }
        else if (c === '#' && (i === 0 || /\s/.test(line[i - 1])))
            break;
        else if (c === '&' || c === '|' || c === ';') {
            if (line[i + 1] === c)
                i++;
            out.push(current);
            current = '';
        }
        else
            current += c;
    }
    out.push(current);
    return out.map((s) => s.trim()).filter(Boolean);
}
function programOf(segment) {
    const words = (0,_detect_shell_js__WEBPACK_IMPORTED_MODULE_0__/* .shellWords */ .CH)(segment);
    let i = 0;
    while (i < words.length) {
        const w = words[i];
        if (KEYWORDS.has(w) || /^[A-Za-z_]\w*=/.test(w)) {
            i++;
            continue;
        }
        if (WRAPPERS.has(w)) {
            // `command -v x` asks whether x exists: no program runs.
            if (w === 'command' && words[i + 1]?.startsWith('-'))
                return undefined;
            i++;
            // A wrapper's own options (`timeout 60`, `env -i`, `sudo -E`) come before the program.
            while (i < words.length && (words[i].startsWith('-') || (w === 'timeout' && /^\d/.test(words[i]))))
                i++;
            continue;
        }
        break;
    }
    const w = words[i];
    if (w === undefined || CLOSERS.has(w) || BUILTINS.has(w))
        return undefined;
    // An expansion, a redirection or a subshell: not a program name to look up.
    if (!/^[\w.+/-]+$/.test(w) || /^[-+]/.test(w))
        return undefined;
    return w;
}


/***/ }),

/***/ 3188:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ agentEnv)
/* harmony export */ });
/* harmony import */ var _core_model_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6780);
// What an agent and the gates may see of Ralph's environment (docs/ARCHITECTURE.md#trust: the agent is
// untrusted code; no GitHub or runner credential reaches it, and no model key: Ralph's key proxy
// adds that to the agent's model requests, adapters/key-proxy.ts).

const MODEL_KEYS = new Set(_core_model_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .MODEL_KEY_NAMES */ .du);
/**
 * The environment of the agent and the gates: everything but credentials for GitHub and the
 * runner, the model keys (MODEL_KEY_NAMES) and the runner's command files, plus RALPH_SPEC_ID, RALPH_TASK_ID and RALPH_ATTEMPT for scripts that want them.
 */
function agentEnv(env, task) {
    const out = {};
    for (const [k, v] of Object.entries(env)) {
        if (/^(INPUT_|ACTIONS_)/.test(k))
            continue;
        if (/^(GITHUB_TOKEN|GH_TOKEN|GH_ENTERPRISE_TOKEN|GITHUB_ENTERPRISE_TOKEN)$/.test(k))
            continue;
        if (MODEL_KEYS.has(k))
            continue;
        // The runner's command files: writing them would set outputs, env or PATH of later steps.
        if (/^GITHUB_(ENV|PATH|OUTPUT|STATE|STEP_SUMMARY)$/.test(k))
            continue;
        out[k] = v;
    }
    if (task) {
        out.RALPH_SPEC_ID = task.spec;
        out.RALPH_TASK_ID = task.task;
        out.RALPH_ATTEMPT = String(task.attempt);
    }
    return out;
}


/***/ })

};
