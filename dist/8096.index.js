export const id = 8096;
export const ids = [8096];
export const modules = {

/***/ 2757:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PC: () => (/* binding */ resolvePlanPath),
/* harmony export */   Si: () => (/* binding */ planUnder),
/* harmony export */   Up: () => (/* binding */ locatePlan),
/* harmony export */   pj: () => (/* binding */ findProjectRoot)
/* harmony export */ });
/* unused harmony export ROOT_MARKERS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
// Finding the project a command works on: the nearest directory, walking up from the
// current one, that holds a project marker (docs/ARCHITECTURE.md#life-of-a-task-locally).


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
/** The plan's location under `root`: its absolute path and its repository-relative name (`/`-separated). */
function locatePlan(root, path) {
    const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
    return { root, file: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, absolute).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/'), path: absolute };
}
/** The same plan file under another root (a worktree of the same repository). */
function planUnder(root, plan) {
    return { root, file: plan.file, path: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, ...plan.file.split('/')) };
}


/***/ }),

/***/ 6276:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ taskComplexity),
/* harmony export */   Gr: () => (/* binding */ DEFAULT_PROVIDER),
/* harmony export */   UN: () => (/* binding */ agentRouting),
/* harmony export */   YN: () => (/* binding */ planProviders),
/* harmony export */   cT: () => (/* binding */ resolveAgent),
/* harmony export */   iB: () => (/* binding */ TIERS),
/* harmony export */   kV: () => (/* binding */ agentLabel),
/* harmony export */   xD: () => (/* binding */ planAgent),
/* harmony export */   xd: () => (/* binding */ PROVIDER_NAMES)
/* harmony export */ });
/* unused harmony exports AGENT_FIELDS, afterFailure, agentLevels */
/** The provider when no level names one. */
const DEFAULT_PROVIDER = 'claude';
/** The providers Ralph has (src/adapters/agents/ implements each; a test keeps the two lists equal). */
const PROVIDER_NAMES = ['claude', 'codex', 'gemini', 'opencode', 'command'];
/** Each complexity tier's turns and timeout, unless a level of the agent sets them. */
const TIERS = {
    light: { maxTurns: 50, timeoutMinutes: 10 },
    standard: { maxTurns: 75, timeoutMinutes: 15 },
    heavy: { maxTurns: 125, timeoutMinutes: 20 },
};
const INTEGRATION_WORDS = /\b(integrat\w*|end[- ]to[- ]end|e2e|migrat\w*|database|schema|auth\w*|security|concurren\w*|distributed|api|deploy\w*|refactor\w*|oauth|webhook\w*|pipeline)\b/gi;
/** The complexity tier of a task: its own `complexity`, else detected from its shape. */
function taskComplexity(task) {
    if (task.complexity)
        return task.complexity;
    if (task.estimatedTurns !== undefined) {
        if (task.estimatedTurns <= TIERS.light.maxTurns)
            return 'light';
        return task.estimatedTurns <= TIERS.standard.maxTurns ? 'standard' : 'heavy';
    }
    const deps = task.dependsOn?.length ?? 0;
    const artifacts = task.outputArtifacts?.length ?? 0;
    const text = `${task.title ?? ''} ${task.description}`;
    const keywords = new Set(Array.from(text.matchAll(INTEGRATION_WORDS), (m) => m[0].toLowerCase())).size;
    const score = deps + artifacts + 2 * keywords;
    if (score >= 6)
        return 'heavy';
    if (score <= 1 && text.length < 200)
        return 'light';
    return 'standard';
}
/** The fields a level may set, in the order people read them. */
const AGENT_FIELDS = [
    'provider',
    'command',
    'model',
    'maxTurns',
    'timeout',
    'maxCostUsd',
    'args',
    'env',
];
/**
 * Whether the task's next attempt is a retry after a failed one: an attempt since the last reset
 * that neither passed nor was cut short by a rate limit or an interruption (not the agent's fault).
 */
function afterFailure(task) {
    const from = task.retryBudgetFrom ?? 0;
    for (const a of task.attempts ?? [])
        if (a.number > from &&
            a.outcome !== 'passed' &&
            a.outcome !== 'rate_limited' &&
            a.outcome !== 'interrupted')
            return true;
    return false;
}
/**
 * The agent routing of a plan: a function from a task to its resolved agent. Built once per plan
 * (its disciplines by name), so that resolving the agent of each of 10,000 tasks stays cheap.
 */
function agentRouting(plan, cli = {}) {
    const disciplines = new Map();
    (plan.disciplines ?? []).forEach((d, i) => {
        if (!disciplines.has(d.name))
            disciplines.set(d.name, { d, i });
    });
    return (task, where = {}) => {
        const complexity = taskComplexity(task);
        const levels = agentLevels(plan, task, complexity, disciplines.get(task.discipline ?? ''), where.taskPath);
        const escalated = (where.retry ?? afterFailure(task)) && plan.agent?.escalate !== undefined;
        const resolved = { provider: DEFAULT_PROVIDER, complexity, from: {}, escalated };
        // Least specific first, each level over the one before.
        for (let i = levels.length - 1; i >= 0; i--)
            apply(resolved, levels[i].override, levels[i].name);
        // A task's budget of its own (`maxCostUsd` beside its `agent`) is the task's level too.
        if (task.maxCostUsd !== undefined && task.agent?.maxCostUsd === undefined) {
            resolved.maxCostUsd = task.maxCostUsd;
            resolved.from.maxCostUsd = `task "${task.id}"`;
        }
        if (escalated)
            apply(resolved, plan.agent.escalate, 'agent.escalate');
        apply(resolved, cli, 'command line');
        if (resolved.from.provider === undefined)
            resolved.from.provider = 'default';
        return resolved;
    };
}
/**
 * The agent of work that is no task's (`ralph plan`): the plan's `agent`, the command line over
 * it. Undefined plan: the default provider.
 */
function planAgent(plan, cli = {}) {
    const resolved = { provider: DEFAULT_PROVIDER, from: {}, escalated: false };
    if (plan?.agent)
        apply(resolved, plan.agent, 'agent');
    apply(resolved, cli, 'command line');
    if (resolved.from.provider === undefined)
        resolved.from.provider = 'default';
    return resolved;
}
/** The task's agent: `agentRouting(plan, cli)(task)` for one task. */
function resolveAgent(plan, task, options = {}) {
    return agentRouting(plan, options.cli)(task, { retry: options.retry });
}
/** The levels that take part for a task, most specific first (escalation and the command line are not levels). */
function agentLevels(plan, task, complexity = taskComplexity(task), discipline, taskPath = 'tasks') {
    const levels = [];
    if (task.agent)
        levels.push({ name: `task "${task.id}"`, path: `${taskPath}.agent`, override: task.agent });
    const found = discipline ??
        (task.discipline !== undefined
            ? (plan.disciplines ?? []).map((d, i) => ({ d, i })).find((x) => x.d.name === task.discipline)
            : undefined);
    if (found?.d.agent)
        levels.push({
            name: `discipline "${found.d.name}"`,
            path: `disciplines[${found.i}].agent`,
            override: found.d.agent,
        });
    const tier = plan.agent?.tiers?.[complexity];
    if (tier)
        levels.push({ name: `tier "${complexity}"`, path: `agent.tiers.${complexity}`, override: tier });
    if (plan.agent)
        levels.push({ name: 'agent', path: 'agent', override: plan.agent });
    return levels;
}
function apply(into, level, name) {
    for (const field of AGENT_FIELDS) {
        const value = level[field];
        if (value === undefined)
            continue;
        into[field] = value;
        into.from[field] = name;
    }
}
/** The agent as people read it: `claude`, `claude claude-haiku-4-5`, `codex gpt-5 (escalated)`. */
function agentLabel(a) {
    return `${a.model ? `${a.provider} ${a.model}` : a.provider}${a.escalated ? ' (escalated)' : ''}`;
}
/**
 * Every provider the plan's tasks resolve to, first attempts and escalated retries, sorted: what
 * the workflow must install. A plan without tasks needs its `agent.provider` (or the default).
 */
function planProviders(plan) {
    const route = agentRouting(plan);
    const out = new Set();
    const escalates = plan.agent?.escalate !== undefined;
    for (const spec of plan.specs)
        for (const task of spec.tasks) {
            out.add(route(task, { retry: false }).provider);
            if (escalates)
                out.add(route(task, { retry: true }).provider);
        }
    if (out.size === 0)
        out.add(plan.agent?.provider ?? DEFAULT_PROVIDER);
    return [...out].sort();
}


/***/ }),

/***/ 8032:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ER: () => (/* binding */ parseEntry),
/* harmony export */   HQ: () => (/* binding */ networkPolicy),
/* harmony export */   NB: () => (/* binding */ allows),
/* harmony export */   ON: () => (/* binding */ parseNetworkInput),
/* harmony export */   R1: () => (/* binding */ refusalsText),
/* harmony export */   sC: () => (/* binding */ parseNetworkSetting),
/* harmony export */   yA: () => (/* binding */ EGRESS_PORT)
/* harmony export */ });
/* unused harmony exports NETWORK_SETS, MODEL_SETS, ECOSYSTEM_MARKERS, entryFor */
/* harmony import */ var _closest_key_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2167);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2807);
// The agent's network (docs/ARCHITECTURE.md#trust): which hosts the egress proxy lets a
// sandboxed step reach. Pure: the sets, the grammar of an allowlist entry, matching, the
// did-you-mean for a slip, and the line a summary prints to allow a refused host.
//
// An entry, in the plan's `network.allowed` or the action's `network` input (gh-aw's
// `network.allowed` style):
//   node                   a named set (NETWORK_SETS): `defaults`, `github`, `node`, `python`, ...
//   registry.example.com   that host, through CONNECT to port 443
//   *.example.com          every subdomain of example.com (not example.com itself)
//   example.com:8443       that host through CONNECT to that port
//   http://example.com     that host on port 80 in plain HTTP too (http://example.com:8080: that port)
//   localhost:5432         that port of the runner's loopback, forwarded into the step's network
//                          (a job's `services:` publish their ports there); no other port of it
// `open` (the whole setting) turns the proxy off: the step gets the runner's network.


/**
 * Named sets of hosts, after gh-aw's ecosystem identifiers (pkg/workflow/data/ecosystem_domains.json
 * in github/gh-aw), trimmed to what a build fetches: registries and their file hosts, the
 * toolchains' own download hosts, GitHub's git and release hosts.
 */
const NETWORK_SETS = {
    // Certificate revocation and the runner's package archives: what TLS and apt need.
    defaults: [
        'crl3.digicert.com',
        'crl4.digicert.com',
        'ocsp.digicert.com',
        'crl.globalsign.com',
        'ocsp.globalsign.com',
        'crl.sectigo.com',
        'ocsp.sectigo.com',
        'crl.usertrust.com',
        'ocsp.usertrust.com',
        'crl.identrust.com',
        'ocsp.identrust.com',
        'crls.ssl.com',
        'ocsp.ssl.com',
        'archive.ubuntu.com',
        'security.ubuntu.com',
        'azure.archive.ubuntu.com',
        'ppa.launchpad.net',
        'packages.microsoft.com',
        'json.schemastore.org',
    ],
    github: [
        'github.com',
        'api.github.com',
        'codeload.github.com',
        'objects.githubusercontent.com',
        'raw.githubusercontent.com',
        'release-assets.githubusercontent.com',
        'github-releases.githubusercontent.com',
        'lfs.github.com',
        'ghcr.io',
        'pkg-containers.githubusercontent.com',
    ],
    node: [
        'registry.npmjs.org',
        'registry.npmjs.com',
        'npm.pkg.github.com',
        'registry.yarnpkg.com',
        'repo.yarnpkg.com',
        'nodejs.org',
        'get.pnpm.io',
        'bun.sh',
        'jsr.io',
    ],
    python: [
        'pypi.org',
        'pypi.python.org',
        'files.pythonhosted.org',
        'pip.pypa.io',
        'bootstrap.pypa.io',
        'conda.anaconda.org',
        'repo.anaconda.com',
        'astral.sh',
    ],
    rust: ['crates.io', 'index.crates.io', 'static.crates.io', 'static.rust-lang.org', 'sh.rustup.rs'],
    go: ['proxy.golang.org', 'sum.golang.org', 'go.dev', 'golang.org', 'storage.googleapis.com'],
    java: [
        'repo.maven.apache.org',
        'repo1.maven.org',
        'maven.pkg.github.com',
        'maven.google.com',
        'dl.google.com',
        'services.gradle.org',
        'plugins.gradle.org',
        'plugins-artifacts.gradle.org',
        'downloads.gradle.org',
        'api.adoptium.net',
        'api.foojay.io',
    ],
    ruby: [
        'rubygems.org',
        'api.rubygems.org',
        'index.rubygems.org',
        'rubygems.pkg.github.com',
        'cache.ruby-lang.org',
    ],
    dotnet: [
        'api.nuget.org',
        'nuget.org',
        'dist.nuget.org',
        'nuget.pkg.github.com',
        'dotnetcli.blob.core.windows.net',
        'builds.dotnet.microsoft.com',
    ],
    php: ['repo.packagist.org', 'packagist.org', 'getcomposer.org'],
    elixir: ['hex.pm', 'repo.hex.pm', 'builds.hex.pm'],
    dart: ['pub.dev', 'pub.dartlang.org'],
    deno: ['deno.land', 'jsr.io'],
    containers: [
        'registry-1.docker.io',
        'auth.docker.io',
        'production.cloudflare.docker.com',
        'ghcr.io',
        'quay.io',
        'mcr.microsoft.com',
        'gcr.io',
    ],
    'linux-distros': [
        'deb.debian.org',
        'security.debian.org',
        'dl-cdn.alpinelinux.org',
        'dl.fedoraproject.org',
    ],
    // The agents' model APIs (agent providers, adapters/agents).
    claude: ['api.anthropic.com'],
    codex: ['api.openai.com', 'chatgpt.com'],
    gemini: ['generativelanguage.googleapis.com', 'cloudcode-pa.googleapis.com', 'oauth2.googleapis.com'],
    opencode: [
        'api.anthropic.com',
        'api.openai.com',
        'generativelanguage.googleapis.com',
        'models.dev',
        'opencode.ai',
    ],
};
/** The set of each provider's model API (the `command` provider names none). */
const MODEL_SETS = {
    claude: 'claude',
    codex: 'codex',
    gemini: 'gemini',
    opencode: 'opencode',
};
/** The files at a work tree's root that say which ecosystem's registries its setup fetches from. */
const ECOSYSTEM_MARKERS = {
    node: ['package.json', 'package-lock.json', 'yarn.lock', 'pnpm-lock.yaml', 'bun.lockb', '.nvmrc'],
    python: ['pyproject.toml', 'requirements.txt', 'setup.py', 'setup.cfg', 'Pipfile', 'tox.ini', 'uv.lock'],
    rust: ['Cargo.toml', 'rust-toolchain', 'rust-toolchain.toml'],
    go: ['go.mod'],
    java: [
        'pom.xml',
        'build.gradle',
        'build.gradle.kts',
        'settings.gradle',
        'settings.gradle.kts',
        'mvnw',
        'gradlew',
    ],
    ruby: ['Gemfile', 'Gemfile.lock', '.ruby-version'],
    php: ['composer.json'],
    elixir: ['mix.exs'],
    dart: ['pubspec.yaml'],
    deno: ['deno.json', 'deno.jsonc'],
};
/** The port inside a step's network that Ralph's egress proxy appears on: no forward may take it. */
const EGRESS_PORT = 3128;
const HOST = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const SET = /^[a-z][a-z0-9-]*$/;
/** Every host the sets name: what a slip in a host is compared against. */
const KNOWN_HOSTS = [...new Set(Object.values(NETWORK_SETS).flat())];
/** `where`: the place to name in an error (`implementation.json network.allowed[2]`, `the input 'network'`). */
function parseEntry(entry, where) {
    const raw = entry.trim();
    const text = raw.toLowerCase();
    const bad = (why, fix) => new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`${where}: "${raw}" ${why}; ${fix}`);
    if (!text)
        throw bad('is empty', 'remove it, or name a host or a set.');
    if (SET.test(text) && !text.includes('.')) {
        if (text === 'open')
            throw bad('turns the proxy off only as the whole setting', `write "network": "open" (the input: network: open) instead of listing it.`);
        if (NETWORK_SETS[text])
            return { set: text };
        const near = (0,_closest_key_js__WEBPACK_IMPORTED_MODULE_1__/* .closestKey */ .b)(text, Object.keys(NETWORK_SETS));
        throw bad('is neither a host nor a known set', near
            ? `did you mean the set "${near}"?`
            : `name a host (registry.example.com) or one of the sets ${Object.keys(NETWORK_SETS).join(', ')}.`);
    }
    const loopback = /^localhost:(\d+)$/.exec(text);
    if (loopback) {
        const n = Number(loopback[1]);
        if (n < 1024 || n > 65535)
            throw bad(`forwards the port ${n} of the runner's loopback`, "only ports from 1024 to 65535 can be forwarded into the step's network: publish the service on one of those.");
        if (n === EGRESS_PORT)
            throw bad(`forwards the port ${n}, where Ralph's egress proxy listens inside the step's network`, 'publish the service on another port.');
        return { loopback: n };
    }
    if (text.startsWith('localhost:'))
        throw bad("names no port of the runner's loopback", "write localhost:PORT; where it reads a service's port, job.services.<id>.ports['<container port>'] must name a port that service publishes.");
    let http = false;
    let rest = text;
    const scheme = /^([a-z]+):\/\//.exec(rest);
    if (scheme) {
        if (scheme[1] !== 'http' && scheme[1] !== 'https')
            throw bad(`has the scheme ${scheme[1]}://`, 'write a host name, or http://host for plain HTTP.');
        http = scheme[1] === 'http';
        rest = rest.slice(scheme[0].length).replace(/\/+$/, '');
        if (rest.includes('/'))
            throw bad('has a path', 'the proxy allows hosts, not paths: write the host alone.');
    }
    let ports = [http ? 80 : 443];
    const port = /:(\d+)$/.exec(rest);
    if (port) {
        const n = Number(port[1]);
        if (n < 1 || n > 65535)
            throw bad(`has the port ${port[1]}`, 'use a port from 1 to 65535.');
        ports = [n];
        rest = rest.slice(0, port.index);
    }
    if (/^[\d.]+$/.test(rest) || rest.includes(':') || rest === 'localhost')
        throw bad('is an address, not a host name', 'the proxy allows host names only (it resolves them itself, and never to the runner itself).');
    if (!HOST.test(rest) || !rest.includes('.'))
        throw bad('is not a host name', 'write it as registry.example.com, *.example.com or example.com:8443.');
    // A host no set names but one of theirs is a letter away: most likely a slip.
    if (!port && !scheme && !rest.startsWith('*.') && !KNOWN_HOSTS.includes(rest)) {
        const near = KNOWN_HOSTS.find((h) => h !== rest && closeHost(rest, h));
        if (near)
            throw bad(`is not a host of any default set, but looks like ${near}`, `did you mean "${near}"? (To allow ${rest} itself, write it with a port: "${rest}:443".)`);
    }
    return [{ host: rest, ports, http }];
}
/** Whether two host names differ by one or two slips (closestKey's measure) and share their last label. */
function closeHost(a, b) {
    if (a.split('.').length !== b.split('.').length)
        return false;
    return (0,_closest_key_js__WEBPACK_IMPORTED_MODULE_1__/* .closestKey */ .b)(a, [b]) === b;
}
/**
 * The plan's `network` as written (undefined: not set), checked: `open`, or
 * `{ "allowed": [entries] }`. Throws with the place and the fix.
 */
function parseNetworkSetting(value, where) {
    if (value === undefined)
        return undefined;
    if (value === 'open')
        return 'open';
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        const allowed = value.allowed;
        const keys = Object.keys(value).filter((k) => k !== 'allowed');
        if (keys.length > 0)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`${where}: unknown key "${keys[0]}"; the network setting has only "allowed".`);
        if (Array.isArray(allowed) && allowed.every((e) => typeof e === 'string')) {
            for (const [i, e] of allowed.entries())
                parseEntry(e, `${where}.allowed[${i}]`);
            return { allowed };
        }
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`${where}: ${JSON.stringify(value)} is not a network setting; write "open", or { "allowed": ["python", "registry.example.com"] }.`);
}
/** The action's `network` input: empty (nothing added), `open`, or entries split on commas, spaces and lines. */
function parseNetworkInput(value) {
    const entries = value
        .split(/[\s,]+/)
        .map((e) => e.trim())
        .filter(Boolean);
    if (entries.length === 0)
        return undefined;
    if (entries.length === 1 && entries[0].toLowerCase() === 'open')
        return 'open';
    for (const e of entries)
        parseEntry(e, "the input 'network'");
    return { allowed: entries };
}
/**
 * The allowlist of a step: `defaults`, `github`, the provider's model API and the registries of
 * the work tree's ecosystems, plus what the plan and the input add. Either saying `open`
 * opens it.
 */
function networkPolicy(o) {
    if (o.plan === 'open' || o.input === 'open')
        return { open: true };
    const sets = ['defaults', 'github'];
    const model = o.provider ? MODEL_SETS[o.provider] : undefined;
    if (model)
        sets.push(model);
    for (const [set, markers] of Object.entries(ECOSYSTEM_MARKERS))
        if (markers.some((m) => o.rootFiles?.includes(m)))
            sets.push(set);
    const rules = [];
    const loopback = [];
    const added = [
        [o.plan, 'implementation.json network.allowed'],
        [o.input, "the input 'network'"],
    ];
    for (const [setting, where] of added) {
        if (!setting || setting === 'open')
            continue;
        for (const entry of setting.allowed) {
            const parsed = parseEntry(entry, where);
            if ('set' in parsed)
                sets.push(parsed.set);
            else if ('loopback' in parsed)
                loopback.push(parsed.loopback);
            else
                rules.push(...parsed);
        }
    }
    const unique = [...new Set(sets)];
    for (const set of unique)
        for (const host of NETWORK_SETS[set])
            rules.push({ host, ports: [443], http: false });
    return { open: false, rules, sets: unique, loopback: [...new Set(loopback)] };
}
/** Whether the policy lets a step reach host:port, through CONNECT or (http) plain HTTP. */
function allows(policy, host, port, http) {
    if (policy.open)
        return true;
    const name = host.toLowerCase().replace(/\.$/, '');
    return policy.rules.some((r) => (r.host.startsWith('*.') ? name.endsWith(r.host.slice(1)) : name === r.host) &&
        r.ports.includes(port) &&
        (r.http || !http));
}
/**
 * How to write an allowlist entry that lets `r` through, as parseEntry takes it: a host one
 * slip from a set's host gets its port (`ocsp2.globalsign.com:443`), which says it is meant.
 * Undefined when no entry can (an address: the proxy allows host names only).
 */
function entryFor(r) {
    const host = r.host.replace(/\.$/, ''); // `example.com.` is example.com (allows)
    const candidates = r.http
        ? [r.port === 80 ? `http://${host}` : `http://${host}:${r.port}`]
        : r.port === 443
            ? [host, `${host}:443`]
            : [`${host}:${r.port}`];
    return candidates.find((entry) => {
        try {
            const rules = parseEntry(entry, 'entry');
            return (Array.isArray(rules) && allows({ open: false, rules, sets: [], loopback: [] }, r.host, r.port, r.http));
        }
        catch {
            return false;
        }
    });
}
/**
 * What a summary says of the hosts a step's proxy refused, with the lines to paste to allow
 * them (the plan's `network`, or the input); empty when it refused none. The first line says
 * what was refused, the last what is allowed now; between them the lines to paste, none when
 * nothing refused can be allowed.
 */
function refusalsText(refused, policy) {
    if (refused.length === 0)
        return [];
    const entries = new Set();
    const never = new Set();
    for (const r of refused) {
        const entry = entryFor(r);
        if (entry)
            entries.add(entry);
        else
            never.add(r.host.includes(':') ? `[${r.host}]:${r.port}` : `${r.host}:${r.port}`);
    }
    const allow = [...entries].sort();
    const cannot = [...never].sort();
    const count = allow.length + cannot.length;
    const sets = policy.open ? [] : policy.sets;
    const them = cannot.length > 0 ? allow.join(', ') : allow.length === 1 ? 'it' : 'them';
    return [
        `The network proxy refused ${count === 1 ? 'a host' : `${count} hosts`}: ${[...allow, ...cannot].join(', ')}.` +
            (cannot.length > 0
                ? ` ${cannot.join(', ')} cannot be allowed: the proxy lets host names through (registry.example.com), never an address.`
                : ''),
        ...(allow.length > 0
            ? [
                `To allow ${them}, add to implementation.json: "network": { "allowed": ${JSON.stringify(allow)} }`,
                `or to the action's step: network: ${allow.join(', ')}`,
            ]
            : []),
        `(Allowed now: the sets ${sets.join(', ')}${policy.open ? '' : ` and ${policy.rules.length} hosts in all`}.)`,
    ];
}


/***/ }),

/***/ 4929:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $L: () => (/* binding */ isDone),
/* harmony export */   BE: () => (/* binding */ COMPLEXITIES),
/* harmony export */   Eh: () => (/* binding */ isUncounted),
/* harmony export */   FG: () => (/* binding */ planCostUsd),
/* harmony export */   FJ: () => (/* binding */ taskCostUsd),
/* harmony export */   Hi: () => (/* binding */ TASK_STATUSES),
/* harmony export */   LI: () => (/* binding */ micro),
/* harmony export */   Qe: () => (/* binding */ ATTEMPT_OUTCOMES),
/* harmony export */   TN: () => (/* binding */ taskMaxCostUsd),
/* harmony export */   UK: () => (/* binding */ formatUsd),
/* harmony export */   Wm: () => (/* binding */ agentEnvProblem),
/* harmony export */   mh: () => (/* binding */ lastAttempt),
/* harmony export */   oH: () => (/* binding */ nextAttemptNumber),
/* harmony export */   pN: () => (/* binding */ PROVENANCES),
/* harmony export */   pc: () => (/* binding */ durationMs),
/* harmony export */   zZ: () => (/* binding */ SPEC_STATUSES)
/* harmony export */ });
/* harmony import */ var _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6276);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2807);
// What Ralph reads from a plan beyond its shape: the status words, durations, attempts and
// costs. No zod here (the schema, and the types inferred from it, are in plan.ts): the read
// path of `ralph next` and `ralph status` loads this module and not the schema library, which
// on its own takes longer to load than scheduling 10,000 tasks.


const TASK_STATUSES = ['pending', 'in_progress', 'completed', 'blocked', 'failed', 'skipped'];
/**
 * A spec's status: a task's, or `held`: a person closed its pull request without merging, so
 * nothing of it runs and no pull request is opened for it until a person reopens that pull
 * request or writes `/ralph retry <spec>` (see `heldReason`).
 */
const SPEC_STATUSES = [...TASK_STATUSES, 'held'];
const COMPLEXITIES = ['light', 'standard', 'heavy'];
const PROVENANCES = ['agent', 'human', 'system'];
/** How an attempt ended: the agent outcomes of C4 plus what the gates and checks decided. */
const ATTEMPT_OUTCOMES = [
    'passed',
    'gate_failed',
    'rejected',
    'blocked',
    'no_marker',
    'timeout',
    'crashed',
    'rate_limited',
    'interrupted',
];
/**
 * Why an `agent.env` entry cannot stand in a committed plan: a name that is not a variable
 * name, a name that holds a credential by convention (`*_API_KEY`, `*_KEY`, `*_TOKEN`, `*_SECRET`,
 * `*PASSWORD`: `PGPASSWORD` too), or a URL with a password in it. One of checks.ts's rules, so that the fast
 * schema predicate stays exact.
 */
function agentEnvProblem(name, value) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
        return 'not an environment variable name: use letters, digits and _, not starting with a digit';
    if (/(^|_)(API_?KEY|KEY|TOKEN|SECRET)(_|$)|PASSW(OR)?D(_|$)/i.test(name))
        return `${name} holds a secret, and the plan is committed: set it in the environment Ralph runs in instead (a repository secret in the workflow, an exported variable locally)`;
    if (/:\/\/[^/\s@:]*:[^/\s@]*@/.test(value))
        return 'a URL with a password in it, and the plan is committed: give the credentials through the environment instead';
    return undefined;
}
/** Parses "90s", "15m", "1h", "500ms" or a number of seconds into milliseconds. */
function durationMs(value) {
    if (typeof value === 'number')
        return value * 1000;
    const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)$/.exec(value);
    if (!m)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RalphError */ .A4(`invalid duration "${value}": use a number of seconds or "90s", "15m", "1h"`);
    const n = Number(m[1]);
    const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2]];
    return n * unit;
}
/** Statuses that satisfy a dependency: a skipped task was judged unnecessary by a person. */
function isDone(status) {
    return status === 'completed' || status === 'skipped';
}
/** The task's latest attempt (the highest number; attempts are appended in order). */
function lastAttempt(task) {
    let last;
    for (const a of task.attempts ?? [])
        if (!last || a.number > last.number)
            last = a;
    return last;
}
/** The number the task's next attempt gets. */
function nextAttemptNumber(task) {
    return (lastAttempt(task)?.number ?? 0) + 1;
}
/**
 * What the task's attempts cost in USD, as recorded: all of them, or (`sinceReset`) those a
 * person's reset did not wipe out (`retryBudgetFrom`), which is what its own budget counts.
 */
function taskCostUsd(task, sinceReset = false) {
    const attempts = task.attempts;
    if (!attempts)
        return 0;
    const from = sinceReset ? (task.retryBudgetFrom ?? 0) : 0;
    let sum = 0;
    for (const a of attempts)
        if (a.number > from && a.costUsd !== undefined)
            sum += a.costUsd;
    return micro(sum);
}
/**
 * An attempt an agent ran whose CLI reported no cost (the `command` agent, a CLI that reports
 * only tokens): its cost is in no sum, and is named as not counted, never taken as free.
 * Attempts recorded before Ralph kept the provider, and interrupted ones, are not among them.
 */
function isUncounted(a) {
    return a.costUsd === undefined && a.provider !== undefined && a.outcome !== 'interrupted';
}
/** What every attempt in the plan cost in USD, as recorded. */
function planCostUsd(plan) {
    let sum = 0;
    for (const spec of plan.specs)
        for (const task of spec.tasks)
            sum += taskCostUsd(task);
    return micro(sum);
}
/** Rounded to a millionth of a dollar, so that sums of reported costs compare as people expect. */
function micro(usd) {
    return Math.round(usd * 1e6) / 1e6;
}
/**
 * The task's cost budget over its attempts, whichever providers ran them: the `maxCostUsd` its
 * agent's levels resolve to (its own, its discipline's, its tier's, the plan's agent's).
 */
function taskMaxCostUsd(plan, task) {
    return (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveAgent */ .cT)(plan, task).maxCostUsd;
}
/** An amount in USD for people: cents, and below a dollar up to four decimals ($0.0168). */
function formatUsd(usd) {
    if (Math.abs(usd) >= 1)
        return `$${usd.toFixed(2)}`;
    return `$${usd.toFixed(4).replace(/0{1,2}$/, '')}`;
}


/***/ }),

/***/ 8917:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ PLAN_SHAPE)
/* harmony export */ });
const PART_1 = {
    type: 'optional',
    inner: { type: 'array', element: { type: 'string' } },
    description: "Options added to the agent CLI's command line, such as codex `-c model_provider=...` overrides. They go to whichever CLI runs, so keep them matching provider.",
};
const PART_2 = {
    type: 'union',
    options: [
        { type: 'number', checks: [{ check: 'greater_than', value: 0, inclusive: false }] },
        { type: 'string', checks: [{ check: 'regex', pattern: '^\\d+(\\.\\d+)?\\s*(ms|s|m|h)$', flags: '' }] },
    ],
    description: 'A number of seconds, or a string with a unit: "90s", "15m", "1h".',
};
const PART_3 = { type: 'optional', inner: PART_2 };
const PART_4 = {
    type: 'optional',
    inner: { type: 'record', value: { type: 'string' } },
    description: "Environment variables for the agent CLI, such as ANTHROPIC_BASE_URL for a gateway (Ralph's key proxy forwards there, adding the key). Never secrets (ralph validate refuses names like *_API_KEY and *_TOKEN): the plan is committed; the agent gets the environment Ralph runs in, without the model keys and GitHub's credentials, and these on top.",
};
const PART_5 = {
    type: 'object',
    fields: {
        provider: {
            type: 'optional',
            inner: { type: 'string' },
            description: 'claude, codex, gemini, opencode or command.',
        },
        command: {
            type: 'optional',
            inner: { type: 'string' },
            description: 'For provider "command": the command line; the prompt goes to stdin.',
        },
        model: { type: 'optional', inner: { type: 'string' } },
        maxTurns: {
            type: 'optional',
            inner: {
                type: 'number',
                checks: [{ check: 'safeint' }, { check: 'greater_than', value: 0, inclusive: false }],
            },
        },
        timeout: PART_3,
        maxCostUsd: {
            type: 'optional',
            inner: { type: 'number', checks: [{ check: 'greater_than', value: 0, inclusive: false }] },
            description: "Every task's cost budget in USD, unless the task has its own maxCostUsd.",
        },
        args: PART_1,
        env: PART_4,
    },
    description: "Overrides the plan's agent for what this level covers, field by field; the most specific level wins: task, then discipline, then tier, then the plan's agent.",
};
const PART_6 = { type: 'optional', inner: PART_5 };
const PLAN_SHAPE = {
    type: 'object',
    fields: {
        $schema: { type: 'optional', inner: { type: 'string' } },
        version: {
            type: 'optional',
            inner: { type: 'union', options: [{ type: 'number' }, { type: 'string' }] },
        },
        updatedAt: { type: 'optional', inner: { type: 'string' } },
        updatedBy: { type: 'optional', inner: { type: 'string' } },
        gates: {
            type: 'optional',
            inner: {
                type: 'array',
                element: {
                    type: 'object',
                    fields: {
                        name: { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] },
                        command: { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] },
                        required: {
                            type: 'optional',
                            inner: { type: 'boolean' },
                            description: 'Defaults to true: a failing required gate fails the attempt.',
                        },
                        timeout: PART_3,
                        baseline: {
                            type: 'optional',
                            inner: { type: 'enum', values: ['must-pass', 'no-new-failures'] },
                            description: 'How the gate is judged against its run on the untouched tree before the first agent. "must-pass" (default): it must pass there, else Ralph stops with a setup problem. "no-new-failures": a known-red gate; an attempt passes it when it fails no worse than the untouched tree (same exit code, no failure line that was not there).',
                        },
                        source: {
                            type: 'optional',
                            inner: { type: 'string' },
                            description: 'Where `ralph init` found this gate (a CI workflow, job and matrix leg, a package.json script, a build file); `ralph init --check` compares the command of a gate that has one with what it finds there now.',
                        },
                        workingDirectory: {
                            type: 'optional',
                            inner: {
                                type: 'string',
                                checks: [{ check: 'regex', pattern: '^(?!\\/)(?!(.*\\/)?\\.\\.(\\/|$)).+$', flags: '' }],
                            },
                            description: "The directory the command runs in, relative to the repository root, never outside it (a CI step's `working-directory`).",
                        },
                        shell: {
                            type: 'optional',
                            inner: {
                                type: 'string',
                                checks: [
                                    {
                                        check: 'regex',
                                        pattern: '^(bash|sh|python)$|^(bash|sh|python3?)( -[\\w-]+)* \\{0\\}$',
                                        flags: '',
                                    },
                                ],
                            },
                            description: 'The shell, as a CI step\'s `shell:`: bash (`bash --noprofile --norc -eo pipefail`), sh (`sh -e`), python, or a template such as "bash -e {0}" (GitHub\'s default for a step without one). Without it the command runs with `/bin/sh -c`.',
                        },
                        env: {
                            type: 'optional',
                            inner: { type: 'record', value: { type: 'string' } },
                            description: "Environment variables the command runs with (a CI step's `env:`, with its job's and workflow's).",
                        },
                    },
                },
            },
        },
        agent: {
            type: 'optional',
            inner: {
                type: 'object',
                fields: {
                    provider: {
                        type: 'optional',
                        inner: { type: 'string' },
                        description: 'claude, codex, gemini, opencode or command.',
                    },
                    command: {
                        type: 'optional',
                        inner: { type: 'string' },
                        description: 'For provider "command": the command line; the prompt goes to stdin.',
                    },
                    model: { type: 'optional', inner: { type: 'string' } },
                    maxTurns: {
                        type: 'optional',
                        inner: {
                            type: 'number',
                            checks: [{ check: 'safeint' }, { check: 'greater_than', value: 0, inclusive: false }],
                        },
                    },
                    timeout: PART_3,
                    maxCostUsd: {
                        type: 'optional',
                        inner: { type: 'number', checks: [{ check: 'greater_than', value: 0, inclusive: false }] },
                        description: "Every task's cost budget in USD, unless the task has its own maxCostUsd.",
                    },
                    args: PART_1,
                    env: PART_4,
                    maxAttempts: {
                        type: 'optional',
                        inner: {
                            type: 'number',
                            checks: [{ check: 'safeint' }, { check: 'greater_than', value: 0, inclusive: false }],
                        },
                    },
                    retry: {
                        type: 'optional',
                        inner: { type: 'enum', values: ['continue', 'fresh'] },
                        description: 'Where a retry starts. "continue" (default): from the failed attempt\'s work, in the work tree, with what failed in its prompt. "fresh": from the task\'s start commit, the failed work thrown away (`ralph build --fresh-retry` for one build).',
                    },
                    tiers: {
                        type: 'optional',
                        inner: { type: 'object', fields: { light: PART_6, standard: PART_6, heavy: PART_6 } },
                        description: "An agent override per complexity tier (light, standard, heavy): a cheap model for light tasks, a strong one for heavy ones. A discipline's or a task's own agent wins over it.",
                    },
                    escalate: {
                        type: 'optional',
                        inner: PART_5,
                        description: 'Opt-in: the agent for the retries after a failed attempt (a cheap model first, a strong one when the gates say no), over whatever the levels resolve to. Each attempt records the provider and model it ran with.',
                    },
                },
            },
        },
        budget: {
            type: 'optional',
            inner: {
                type: 'object',
                fields: {
                    maxCostUsd: {
                        type: 'optional',
                        inner: { type: 'number', checks: [{ check: 'greater_than', value: 0, inclusive: false }] },
                        description: 'Once the cost recorded in the plan reaches this many USD, no task starts (ralph build --max-cost overrides it).',
                    },
                },
            },
        },
        network: {
            type: 'optional',
            inner: {
                type: 'union',
                options: [
                    { type: 'enum', values: ['open'] },
                    {
                        type: 'object',
                        fields: {
                            allowed: {
                                type: 'array',
                                element: { type: 'string' },
                                description: 'Hosts and sets the egress proxy lets the agent, setup and gates reach, added to the defaults (defaults, github, the model API, the registries of the ecosystems found): a set (node, python, rust, go, java, ruby, dotnet, ...), a host (registry.example.com: CONNECT to 443), *.example.com, example.com:8443, or http://example.com for plain HTTP.',
                            },
                        },
                    },
                ],
                description: 'The network of the sandboxed agent, setup and gates: "open" for the runner\'s own network (no proxy), else { "allowed": [...] }.',
            },
        },
        disciplines: {
            type: 'optional',
            inner: {
                type: 'array',
                element: {
                    type: 'object',
                    fields: {
                        name: { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] },
                        systemPrompt: { type: 'optional', inner: { type: 'string' } },
                        skills: { type: 'optional', inner: { type: 'array', element: { type: 'string' } } },
                        conventions: {
                            type: 'optional',
                            inner: {
                                type: 'union',
                                options: [{ type: 'string' }, { type: 'array', element: { type: 'string' } }],
                                description: 'A string, or a list of lines.',
                            },
                        },
                        mcpServers: {
                            type: 'optional',
                            inner: {
                                type: 'array',
                                element: {
                                    type: 'object',
                                    fields: {
                                        name: { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] },
                                        command: { type: 'optional', inner: { type: 'string' } },
                                        args: { type: 'optional', inner: { type: 'array', element: { type: 'string' } } },
                                        env: { type: 'optional', inner: { type: 'record', value: { type: 'string' } } },
                                        url: { type: 'optional', inner: { type: 'string' } },
                                        type: {
                                            type: 'optional',
                                            inner: { type: 'enum', values: ['http', 'sse'] },
                                            description: 'For a server given by url: its transport, "http" (streamable HTTP, the default) or "sse".',
                                        },
                                    },
                                },
                            },
                        },
                        agent: {
                            type: 'optional',
                            inner: PART_5,
                            description: "The agent for this discipline's tasks, over the plan's agent and the tier's; a task's own agent wins.",
                        },
                    },
                },
            },
        },
        features: {
            type: 'optional',
            inner: {
                type: 'array',
                element: {
                    type: 'object',
                    fields: {
                        name: { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] },
                        description: { type: 'optional', inner: { type: 'string' } },
                        knowledgePaths: { type: 'optional', inner: { type: 'array', element: { type: 'string' } } },
                        contextFiles: { type: 'optional', inner: { type: 'array', element: { type: 'string' } } },
                    },
                },
            },
        },
        specs: {
            type: 'array',
            element: {
                type: 'object',
                fields: {
                    id: {
                        type: 'string',
                        checks: [{ check: 'min_length', minimum: 1 }],
                        description: 'Used in branch names (ralph/<id>): letters, digits, ".", "_", "-".',
                    },
                    file: {
                        type: 'optional',
                        inner: { type: 'string' },
                        description: 'The markdown spec this entry was planned from.',
                    },
                    name: { type: 'optional', inner: { type: 'string' } },
                    priority: { type: 'optional', inner: { type: 'number' }, description: 'Lower runs first.' },
                    status: {
                        type: 'optional',
                        inner: {
                            type: 'enum',
                            values: ['pending', 'in_progress', 'completed', 'blocked', 'failed', 'skipped', 'held'],
                        },
                        description: '"held": nothing of the spec runs and no pull request is opened for it (see heldReason); a person lifts it by reopening the pull request or with `/ralph retry <spec>`.',
                    },
                    heldReason: {
                        type: 'optional',
                        inner: { type: 'string' },
                        description: 'Why the spec is held: the link of its pull request that was closed without merging.',
                    },
                    context: { type: 'optional', inner: { type: 'string' } },
                    acceptanceCriteria: { type: 'optional', inner: { type: 'array', element: { type: 'string' } } },
                    issue: {
                        type: 'optional',
                        inner: {
                            type: 'number',
                            checks: [{ check: 'safeint' }, { check: 'greater_than', value: 0, inclusive: false }],
                        },
                        description: 'Tracking issue number for blocked-task comments.',
                    },
                    tasks: {
                        type: 'array',
                        element: {
                            type: 'object',
                            fields: {
                                id: { type: 'string', checks: [{ check: 'min_length', minimum: 1 }] },
                                title: { type: 'optional', inner: { type: 'string' } },
                                description: { type: 'string' },
                                status: {
                                    type: 'enum',
                                    values: ['pending', 'in_progress', 'completed', 'blocked', 'failed', 'skipped'],
                                },
                                acceptanceCriteria: {
                                    type: 'optional',
                                    inner: { type: 'array', element: { type: 'string' } },
                                },
                                dependsOn: {
                                    type: 'optional',
                                    inner: { type: 'array', element: { type: 'string' } },
                                    description: 'Ids of tasks (in any spec) that must be completed first.',
                                },
                                discipline: {
                                    type: 'optional',
                                    inner: { type: 'string' },
                                    description: 'Name of an entry in the top-level disciplines[].',
                                },
                                feature: {
                                    type: 'optional',
                                    inner: { type: 'string' },
                                    description: 'Name of an entry in the top-level features[].',
                                },
                                contextFiles: {
                                    type: 'optional',
                                    inner: { type: 'array', element: { type: 'string' } },
                                    description: 'Repository paths whose contents go into the prompt.',
                                },
                                outputArtifacts: {
                                    type: 'optional',
                                    inner: { type: 'array', element: { type: 'string' } },
                                    description: 'Repository paths the task must produce.',
                                },
                                hints: {
                                    type: 'optional',
                                    inner: {
                                        type: 'union',
                                        options: [{ type: 'string' }, { type: 'array', element: { type: 'string' } }],
                                        description: 'A string, or a list of lines.',
                                    },
                                },
                                complexity: {
                                    type: 'optional',
                                    inner: { type: 'enum', values: ['light', 'standard', 'heavy'] },
                                },
                                estimatedTurns: {
                                    type: 'optional',
                                    inner: {
                                        type: 'number',
                                        checks: [{ check: 'safeint' }, { check: 'greater_than', value: 0, inclusive: false }],
                                    },
                                },
                                agent: {
                                    type: 'optional',
                                    inner: PART_5,
                                    description: "The agent for this task, over its discipline's, its tier's and the plan's, field by field.",
                                },
                                maxCostUsd: {
                                    type: 'optional',
                                    inner: { type: 'number', checks: [{ check: 'greater_than', value: 0, inclusive: false }] },
                                    description: 'The most this task may cost in USD over its attempts (since it was last reset); overrides agent.maxCostUsd. Passed to an agent CLI that takes a budget, checked after every attempt: a task that reaches it is blocked.',
                                },
                                provenance: {
                                    type: 'optional',
                                    inner: { type: 'enum', values: ['agent', 'human', 'system'] },
                                },
                                comments: {
                                    type: 'optional',
                                    inner: {
                                        type: 'array',
                                        element: {
                                            type: 'object',
                                            fields: {
                                                author: { type: 'string' },
                                                body: { type: 'string' },
                                                created: {
                                                    type: 'optional',
                                                    inner: { type: 'string' },
                                                    description: 'ISO 8601 time the comment was made.',
                                                },
                                            },
                                        },
                                    },
                                },
                                attempts: {
                                    type: 'optional',
                                    inner: {
                                        type: 'array',
                                        element: {
                                            type: 'object',
                                            fields: {
                                                number: {
                                                    type: 'number',
                                                    checks: [
                                                        { check: 'safeint' },
                                                        { check: 'greater_than', value: 0, inclusive: false },
                                                    ],
                                                },
                                                startedAt: { type: 'optional', inner: { type: 'string' } },
                                                finishedAt: { type: 'optional', inner: { type: 'string' } },
                                                outcome: {
                                                    type: 'optional',
                                                    inner: {
                                                        type: 'enum',
                                                        values: [
                                                            'passed',
                                                            'gate_failed',
                                                            'rejected',
                                                            'blocked',
                                                            'no_marker',
                                                            'timeout',
                                                            'crashed',
                                                            'rate_limited',
                                                            'interrupted',
                                                        ],
                                                    },
                                                },
                                                gate: {
                                                    type: 'optional',
                                                    inner: { type: 'string' },
                                                    description: 'The gate that failed, when one did.',
                                                },
                                                summary: {
                                                    type: 'optional',
                                                    inner: { type: 'string' },
                                                    description: 'A short account of what went wrong: gate output tail, reason.',
                                                },
                                                runUrl: { type: 'optional', inner: { type: 'string' } },
                                                artifact: {
                                                    type: 'optional',
                                                    inner: { type: 'string' },
                                                    description: 'Name of the job artifact holding the full retry context.',
                                                },
                                                turns: {
                                                    type: 'optional',
                                                    inner: { type: 'number' },
                                                    description: 'Model round trips, as the agent CLI reported them.',
                                                },
                                                inputTokens: {
                                                    type: 'optional',
                                                    inner: { type: 'number' },
                                                    description: 'Every input token the model read, cached or not, as the agent CLI reported them.',
                                                },
                                                outputTokens: {
                                                    type: 'optional',
                                                    inner: { type: 'number' },
                                                    description: 'Output tokens, as the agent CLI reported them.',
                                                },
                                                costUsd: {
                                                    type: 'optional',
                                                    inner: { type: 'number' },
                                                    description: 'What the attempt cost in USD, as the agent CLI reported it.',
                                                },
                                                durationMs: { type: 'optional', inner: { type: 'number' } },
                                                provider: {
                                                    type: 'optional',
                                                    inner: { type: 'string' },
                                                    description: 'The agent provider that ran the attempt (claude, codex, ...).',
                                                },
                                                model: {
                                                    type: 'optional',
                                                    inner: { type: 'string' },
                                                    description: "The model the attempt asked for, when one was set (else the CLI's default).",
                                                },
                                                promptBytes: {
                                                    type: 'optional',
                                                    inner: { type: 'number' },
                                                    description: 'The size of the prompt the agent got, in bytes.',
                                                },
                                            },
                                        },
                                    },
                                },
                                retryBudgetFrom: {
                                    type: 'optional',
                                    inner: {
                                        type: 'number',
                                        checks: [{ check: 'safeint' }, { check: 'greater_than', value: 0, inclusive: true }],
                                    },
                                    description: 'Attempts numbered up to this one do not count against the retry budget (a person reset the task).',
                                },
                                startedAt: { type: 'optional', inner: { type: 'string' } },
                                blockedReason: { type: 'optional', inner: { type: 'string' } },
                                completedAt: { type: 'optional', inner: { type: 'string' } },
                                durationMs: { type: 'optional', inner: { type: 'number' } },
                                commit: { type: 'optional', inner: { type: 'string' } },
                            },
                        },
                    },
                },
            },
        },
    },
};


/***/ }),

/***/ 605:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kp: () => (/* binding */ shapeIssues),
/* harmony export */   ln: () => (/* binding */ shapeAt),
/* harmony export */   p7: () => (/* binding */ shapePredicate),
/* harmony export */   qx: () => (/* binding */ unwrapOptional)
/* harmony export */ });
// The plan's shape as plain data (plan-shape.ts, generated from the zod schema in plan.ts by
// shape-of.ts), and the two things Ralph does with it: a fast yes/no check, and, when the answer
// is no, the list of issues zod itself would report, field for field and in zod's order.
//
// Why not zod at run time: loading the schema library and building the plan schema takes longer
// than checking a 10,000-task plan, and `ralph next` runs at the start of every CI run. zod stays
// the single source of truth: plan-shape.ts is generated from it (a test fails when it is stale),
// and a test compares these issues with zod's on every one-field change of a full plan.
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** zod's isPlainObject: an object literal, or one without a prototype (what a record takes). */
function isPlainObject(value) {
    if (!isObject(value))
        return false;
    const proto = Object.getPrototypeOf(value);
    return proto === null || proto === Object.prototype;
}
function regexOf(check) {
    return new RegExp(check.pattern, check.flags);
}
/**
 * A function that answers `true` only for a value zod accepts, compiled once per shape into
 * closures: no issue list, no output copy. `false` means zod rejects it, or (for an object with
 * a prototype of its own, which JSON never makes) that shapeIssues should decide. Plain loops
 * over keys and elements, because it runs on every field of every task on every command.
 */
function shapePredicate(shape) {
    switch (shape.type) {
        case 'boolean':
            return (v) => typeof v === 'boolean';
        case 'string': {
            let min = 0;
            const patterns = [];
            for (const c of shape.checks ?? []) {
                if (c.check === 'min_length')
                    min = Math.max(min, c.minimum);
                else if (c.check === 'regex')
                    patterns.push(regexOf(c));
                else
                    throw new Error(`shapePredicate: a string cannot have the check ${c.check}`);
            }
            if (patterns.length === 0)
                // A string of `min` code units or more has `min` code points or more only when min <= 1
                // (a surrogate pair is two units), so above that count code points, as zod does.
                return min === 0
                    ? (v) => typeof v === 'string'
                    : min === 1
                        ? (v) => typeof v === 'string' && v.length >= 1
                        : (v) => typeof v === 'string' && codePoints(v) >= min;
            return (v) => {
                if (typeof v !== 'string' || codePoints(v) < min)
                    return false;
                for (const p of patterns) {
                    p.lastIndex = 0;
                    if (!p.test(v))
                        return false;
                }
                return true;
            };
        }
        case 'number': {
            const tests = (shape.checks ?? []).map(numberTest);
            if (tests.length === 0)
                return (v) => typeof v === 'number' && Number.isFinite(v);
            return (v) => typeof v === 'number' && Number.isFinite(v) && tests.every((t) => t(v));
        }
        case 'enum': {
            const values = new Set(shape.values);
            return (v) => values.has(v);
        }
        case 'optional': {
            const inner = shapePredicate(shape.inner);
            return (v) => v === undefined || inner(v);
        }
        case 'union': {
            const options = shape.options.map(shapePredicate);
            return (v) => options.some((o) => o(v));
        }
        case 'array': {
            const element = shapePredicate(shape.element);
            return (v) => {
                if (!Array.isArray(v))
                    return false;
                for (let i = 0; i < v.length; i++)
                    if (!element(v[i]))
                        return false;
                return true;
            };
        }
        case 'record': {
            const value = shapePredicate(shape.value);
            return (v) => {
                if (!isPlainObject(v))
                    return false;
                for (const key of Object.keys(v))
                    if (key !== '__proto__' && !value(v[key]))
                        return false;
                return true;
            };
        }
        case 'object': {
            // The required fields are looked up by name; the optional ones are checked by walking the
            // keys the object has, since a task sets a few of its 27 optional fields. `for...in` over
            // a parsed object reads its keys from V8's cache, where looking up every known key costs
            // a lookup per key, present or not: a third less time on a 10,000-task plan. A key that
            // is no field is another key of the user's, kept and not checked (a loose object).
            const requiredKeys = [];
            const requiredTests = [];
            const optional = Object.create(null);
            for (const [key, field] of Object.entries(shape.fields)) {
                if (field.type === 'optional')
                    optional[key] = shapePredicate(field.inner);
                else {
                    requiredKeys.push(key);
                    requiredTests.push(shapePredicate(field));
                }
            }
            return (v) => {
                // `for...in` sees enumerable keys, zod reads every field by name: the same on a parsed
                // object, not always on one made by code with a prototype of its own (left to shapeIssues).
                if (!isPlainObject(v))
                    return false;
                for (let i = 0; i < requiredKeys.length; i++)
                    if (!requiredTests[i](v[requiredKeys[i]]))
                        return false;
                for (const key in v) {
                    const test = optional[key];
                    if (test === undefined)
                        continue;
                    const value = v[key];
                    if (value !== undefined && !test(value))
                        return false;
                }
                return true;
            };
        }
    }
}
function numberTest(c) {
    switch (c.check) {
        case 'safeint':
            return Number.isSafeInteger;
        case 'greater_than':
            return c.inclusive ? (n) => n >= c.value : (n) => n > c.value;
        case 'less_than':
            return c.inclusive ? (n) => n <= c.value : (n) => n < c.value;
        default:
            throw new Error(`shapePredicate: a number cannot have the check ${c.check}`);
    }
}
function codePoints(text) {
    let n = 0;
    for (const _ of text)
        n++;
    return n;
}
/**
 * The issues zod reports for a value (`safeParse(value).error.issues`, in the same order, with
 * the same code, path and fields), for the constructs a Shape has. Only called once the
 * predicate said no, so it favours following zod's steps over speed.
 */
function shapeIssues(shape, value) {
    return run(shape, value).map(finish);
}
function finish(issue) {
    const { continue: _, ...rest } = issue;
    return rest.errors ? { ...rest, errors: rest.errors.map((list) => list.map(finish)) } : rest;
}
/** zod's `aborted`: an issue that does not say `continue` stops the checks after it. */
function aborted(issues, from = 0) {
    for (let i = from; i < issues.length; i++)
        if (issues[i].continue !== true)
            return true;
    return false;
}
function prefixed(key, issues) {
    return issues.map((issue) => ({ ...issue, path: [key, ...issue.path] }));
}
function run(shape, value) {
    const issues = parse(shape, value);
    if ((shape.type === 'string' || shape.type === 'number') && shape.checks?.length)
        runChecks(shape.checks, value, issues);
    return issues;
}
/** The type's own test and its children's issues, before its checks (zod's `_zod.parse`). */
function parse(shape, value) {
    const wrongType = (expected) => [{ code: 'invalid_type', expected, path: [] }];
    switch (shape.type) {
        case 'boolean':
            return typeof value === 'boolean' ? [] : wrongType('boolean');
        case 'string':
            return typeof value === 'string' ? [] : wrongType('string');
        case 'number':
            return typeof value === 'number' && Number.isFinite(value) ? [] : wrongType('number');
        case 'enum':
            return shape.values.includes(value)
                ? []
                : [{ code: 'invalid_value', values: shape.values, path: [] }];
        case 'optional':
            return value === undefined ? [] : run(shape.inner, value);
        case 'union': {
            const results = shape.options.map((option) => run(option, value));
            if (results.some((r) => r.length === 0))
                return [];
            // zod: when all options but one failed on the type itself, that option's issues are the answer.
            const open = results.filter((r) => !aborted(r));
            if (open.length === 1)
                return open[0];
            return [{ code: 'invalid_union', errors: results, path: [] }];
        }
        case 'array': {
            if (!Array.isArray(value))
                return wrongType('array');
            const issues = [];
            for (let i = 0; i < value.length; i++)
                issues.push(...prefixed(i, run(shape.element, value[i])));
            return issues;
        }
        case 'record': {
            if (!isPlainObject(value))
                return wrongType('record');
            const issues = [];
            for (const key of Object.keys(value))
                if (key !== '__proto__')
                    issues.push(...prefixed(key, run(shape.value, value[key])));
            return issues;
        }
        case 'object': {
            if (!isObject(value))
                return wrongType('object');
            const issues = [];
            for (const [key, field] of Object.entries(shape.fields)) {
                if (key === '__proto__')
                    continue;
                const present = key in value;
                // An optional key that is absent is fine, whatever is wrong with `undefined` for it.
                if (field.type === 'optional' && !present)
                    continue;
                const found = run(field, value[key]);
                issues.push(...prefixed(key, found));
                if (!present && found.length === 0)
                    issues.push({ code: 'invalid_type', expected: 'nonoptional', path: [key] });
            }
            return issues;
        }
    }
}
/**
 * zod's `runChecks`: each check in order, none after an issue that aborts, except that a
 * length check (which has a `when`) still runs on anything with a length, such as a list given
 * where a string belongs.
 */
function runChecks(checks, value, issues) {
    let stopped = aborted(issues);
    for (const c of checks) {
        if (c.check === 'min_length') {
            if (issues.some((i) => i.continue === false))
                continue;
            if (value === null || value === undefined || value.length === undefined)
                continue;
        }
        else if (stopped)
            continue;
        const before = issues.length;
        check(c, value, issues);
        if (!stopped && issues.length > before)
            stopped = aborted(issues, before);
    }
}
function check(c, value, issues) {
    switch (c.check) {
        case 'min_length': {
            const length = typeof value === 'string' ? codePoints(value) : value.length;
            if (length < c.minimum)
                issues.push({
                    code: 'too_small',
                    origin: Array.isArray(value) ? 'array' : typeof value === 'string' ? 'string' : 'unknown',
                    minimum: c.minimum,
                    inclusive: true,
                    path: [],
                    continue: true,
                });
            return;
        }
        case 'regex': {
            const pattern = regexOf(c);
            if (!pattern.test(value))
                issues.push({
                    code: 'invalid_format',
                    origin: 'string',
                    format: 'regex',
                    pattern: pattern.toString(),
                    path: [],
                    continue: true,
                });
            return;
        }
        case 'greater_than':
        case 'less_than': {
            const n = value;
            const below = c.check === 'greater_than';
            const ok = below
                ? c.inclusive
                    ? n >= c.value
                    : n > c.value
                : c.inclusive
                    ? n <= c.value
                    : n < c.value;
            if (!ok)
                issues.push({
                    code: below ? 'too_small' : 'too_big',
                    origin: typeof value === 'bigint' ? 'bigint' : 'number',
                    ...(below ? { minimum: c.value } : { maximum: c.value }),
                    inclusive: c.inclusive,
                    path: [],
                    continue: true,
                });
            return;
        }
        case 'safeint': {
            const n = value;
            if (!Number.isInteger(n)) {
                issues.push({ code: 'invalid_type', expected: 'int', format: 'safeint', path: [], continue: false });
                return;
            }
            if (!Number.isSafeInteger(n))
                issues.push(n > 0
                    ? {
                        code: 'too_big',
                        origin: 'int',
                        maximum: Number.MAX_SAFE_INTEGER,
                        inclusive: true,
                        path: [],
                        continue: true,
                    }
                    : {
                        code: 'too_small',
                        origin: 'int',
                        minimum: Number.MIN_SAFE_INTEGER,
                        inclusive: true,
                        path: [],
                        continue: true,
                    });
            return;
        }
    }
}
/** The node at a path and what it wraps, through optional wrappers; empty past a union. */
function shapeAt(shape, path) {
    let node = shape;
    for (const seg of path) {
        const inner = unwrapOptional(node);
        const next = inner.type === 'object' && typeof seg === 'string'
            ? inner.fields[seg]
            : inner.type === 'array' && typeof seg === 'number'
                ? inner.element
                : inner.type === 'record'
                    ? inner.value
                    : undefined;
        if (!next)
            return [];
        node = next;
    }
    // The node and what it wraps: `.describe()` may sit on either side of `.optional()`.
    const inner = unwrapOptional(node);
    return inner === node ? [node] : [node, inner];
}
function unwrapOptional(shape) {
    return shape.type === 'optional' ? shape.inner : shape;
}


/***/ })

};
