export const id = 2878;
export const ids = [2878];
export const modules = {

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
/* harmony export */   sC: () => (/* binding */ parseNetworkSetting)
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
            else
                rules.push(...parsed);
        }
    }
    const unique = [...new Set(sets)];
    for (const set of unique)
        for (const host of NETWORK_SETS[set])
            rules.push({ host, ports: [443], http: false });
    return { open: false, rules, sets: unique };
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
/** How to write an allowlist entry that lets `r` through. */
function entryFor(r) {
    if (r.http)
        return r.port === 80 ? `http://${r.host}` : `http://${r.host}:${r.port}`;
    return r.port === 443 ? r.host : `${r.host}:${r.port}`;
}
/**
 * What a summary says of the hosts a step's proxy refused, with the lines to paste to allow
 * them (the plan's `network`, or the input); empty when it refused none.
 */
function refusalsText(refused, policy) {
    if (refused.length === 0)
        return [];
    const entries = [...new Set(refused.map(entryFor))].sort();
    const sets = policy.open ? [] : policy.sets;
    return [
        `The network proxy refused ${entries.length === 1 ? 'a host' : `${entries.length} hosts`}: ${entries.join(', ')}.`,
        `To allow ${entries.length === 1 ? 'it' : 'them'}, add to implementation.json: "network": { "allowed": ${JSON.stringify(entries)} }`,
        `or to the action's step: network: ${entries.join(', ')}`,
        `(Allowed now: the sets ${sets.join(', ')}${policy.open ? '' : ` and ${policy.rules.length} hosts in all`}.)`,
    ];
}


/***/ }),

/***/ 2479:
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
 * name, a name that holds a credential by convention (`*_API_KEY`, `*_TOKEN`, `*_SECRET`,
 * `*PASSWORD`), or a URL with a password in it. One of checks.ts's rules, so that the fast
 * schema predicate stays exact.
 */
function agentEnvProblem(name, value) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
        return 'not an environment variable name: use letters, digits and _, not starting with a digit';
    if (/(^|_)(API_?KEY|KEY|TOKEN|SECRET|PASSWORD|PASSWD)(_|$)/i.test(name))
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


/***/ })

};
