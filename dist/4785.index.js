export const id = 4785;
export const ids = [4785];
export const modules = {

/***/ 7972:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A$: () => (/* binding */ agentUserFor),
/* harmony export */   Vz: () => (/* binding */ dropJobAgentUser),
/* harmony export */   gE: () => (/* binding */ jobAgentUserToDrop)
/* harmony export */ });
/* unused harmony exports hasJobAgentUser, jobAgentUserName */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6421);
/* harmony import */ var _adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5590);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2807);
/* harmony import */ var _job_state_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7428);
// The `agent-user` input in a task job's steps (docs/ARCHITECTURE.md#trust): the agent and the gates run as
// a separate user without sudo where the runner allows it (adapters/agent-user.ts). Each task
// job has a user of its own, made by its first step and deleted by `record`, so that killing
// every process of that user after a run touches this job's processes only, even where one
// machine runs several jobs at once.







let warned = false;
/**
 * The agent user for this step, made ready (and a work tree an earlier step left lent taken
 * back); undefined when the input or the runner says no, with a warning unless the input did.
 */
async function agentUserFor(settings) {
    const decision = await (0,_adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_4__/* .decideAgentUser */ .vd)(settings.agentUser);
    if (!decision.use) {
        if (settings.agentUser !== 'false' && !warned)
            _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .warning */ .$e(`The agent and the gates run as the runner's user: ${decision.reason}. They can read this step's environment; see the README's Security section.`);
        warned = true;
        return undefined;
    }
    return (0,_adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_4__/* .prepareAgentUser */ .co)({
        name: jobAgentUserName(),
        workspace: settings.workspace,
        log: (m) => _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .debug */ .Yz(m),
    });
}
/**
 * This job's agent user for the step that deletes it (record): looked up only, never made or
 * hardened; its processes killed and a work tree an earlier step left lent taken back.
 * Undefined when no step of the job chose one, the input says no, or it does not exist.
 */
async function jobAgentUserToDrop(settings) {
    if (!hasJobAgentUser())
        return undefined;
    const decision = await (0,_adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_4__/* .decideAgentUser */ .vd)(settings.agentUser);
    if (!decision.use)
        return undefined;
    return (0,_adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_4__/* .existingAgentUser */ .uJ)(jobAgentUserName(), settings.workspace);
}
/** The file in Ralph's state folder that names this job's agent user. */
const nameFile = (dir = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_6__/* .stateDir */ .Pn)()) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'agent-user');
/** Whether a step of this job chose an agent user already. */
const hasJobAgentUser = (dir = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_6__/* .stateDir */ .Pn)()) => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(nameFile(dir));
/**
 * This job's agent user: `ralph-agent-` and 8 random hex digits, chosen by the job's first step
 * and kept in its state folder (which only Ralph's user can read) for the others.
 */
function jobAgentUserName(dir = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_6__/* .stateDir */ .Pn)()) {
    const file = nameFile(dir);
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(file)) {
        const name = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(file, 'utf8').trim();
        if (new RegExp(`^${_adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_AGENT_USER */ .g0}-[0-9a-f]{8}$`).test(name))
            return name;
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .RalphError */ .A4(`${file} names the agent user "${name}", not one Ralph chose; re-run the job.`);
    }
    const name = `${_adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_AGENT_USER */ .g0}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}`;
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(dir, { recursive: true, mode: 0o700 });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(file, `${name}\n`, { mode: 0o600 });
    return name;
}
/**
 * Deletes this job's agent user and its home (the `record` step, once nothing of the agent runs
 * any more); nothing when no step made one.
 */
async function dropJobAgentUser(user) {
    if (!user)
        return;
    await (0,_adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_4__/* .deleteAgentUser */ .kp)(user, (m) => _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .debug */ .Yz(m));
}


/***/ }),

/***/ 7428:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $A: () => (/* binding */ changedSince),
/* harmony export */   $k: () => (/* binding */ readAgentState),
/* harmony export */   Lf: () => (/* binding */ readTaskState),
/* harmony export */   Pn: () => (/* binding */ stateDir),
/* harmony export */   Ps: () => (/* binding */ writeGateWrites),
/* harmony export */   RC: () => (/* binding */ gatesInput),
/* harmony export */   XD: () => (/* binding */ hasAgentState),
/* harmony export */   Xn: () => (/* binding */ saveWorkTree),
/* harmony export */   Y6: () => (/* binding */ writeTaskState),
/* harmony export */   YE: () => (/* binding */ writeGateResult),
/* harmony export */   f0: () => (/* binding */ paths),
/* harmony export */   oN: () => (/* binding */ readGateResults),
/* harmony export */   uN: () => (/* binding */ readGateWrites),
/* harmony export */   ws: () => (/* binding */ writeAgentState),
/* harmony export */   zi: () => (/* binding */ TREE_ID)
/* harmony export */ });
/* unused harmony export gateResultPath */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2311);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2807);
/* harmony import */ var _core_plan_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4115);
// What the steps of one task job hand each other, as files under $RUNNER_TEMP/ralph/: `run`
// writes the task and the agent's result; each `gate` step writes its result; `record` reads
// them all and writes the attempt artifact. Files, because each step is its own process. The
// agent's code could rewrite them (on a runner without the agent user): they decide nothing
// beyond this attempt's own report, which the writer job treats as untrusted anyway; what
// decides where work goes comes from the schedule job's matrix entry.





function stateDir() {
    const base = process.env.RUNNER_TEMP ?? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(process.cwd(), '.ralph');
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(base, 'ralph');
}
function readJson(path, what) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`${what} is missing (${path}). The 'run' step must come first in the same job.`);
    try {
        return JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`${what} (${path}) is not valid JSON: ${err.message}. Re-run the job.`);
    }
}
function writeJson(path, value) {
    // Ralph's own: nobody else on the runner (the agent user) may read or change it.
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(path, '..'), { recursive: true, mode: 0o700 });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(path, `${JSON.stringify(value, null, 2)}\n`);
}
const paths = (dir = stateDir()) => ({
    dir,
    task: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'task.json'),
    agent: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'agent.json'),
    prompt: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'prompt.md'),
    transcript: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'transcript.log'),
    gates: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'gates'),
    /** The attempt artifact's folder: what the upload step sends to the writer job. */
    attempt: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'attempt'),
    /** The previous attempt's artifact, downloaded by the workflow. */
    previous: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'previous'),
    /** The private index the agent's tree is written from (saveWorkTree), and a scratch one. */
    agentIndex: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'agent.index'),
    scratchIndex: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'scratch.index'),
    /** What the gate steps found their gates wrote, in the order they ran. */
    gateWrites: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'gate-writes.json'),
});
const readTaskState = (dir) => readJson(paths(dir).task, 'The task state');
const writeTaskState = (s, dir) => writeJson(paths(dir).task, s);
const readAgentState = (dir) => readJson(paths(dir).agent, "The agent's result");
const writeAgentState = (s, dir) => writeJson(paths(dir).agent, s);
const hasAgentState = (dir) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(paths(dir).agent);
function gateResultPath(name, dir) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths(dir).gates, `${name.replace(/[^A-Za-z0-9._-]+/g, '_')}.json`);
}
function writeGateResult(r, dir) {
    writeJson(gateResultPath(r.name, dir), r);
}
/** Gate results in the order of `gates` (gates with no result file did not run). */
function readGateResults(gates, dir) {
    const results = [];
    const missing = [];
    for (const g of gates) {
        const p = gateResultPath(g.name, dir);
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(p))
            results.push(JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(p, 'utf8')));
        else
            missing.push(g.name);
    }
    // Gates given by command input only (not in the plan) still count.
    const dirPath = paths(dir).gates;
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dirPath)) {
        for (const f of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dirPath)
            .filter((n) => n.endsWith('.json'))
            .sort()) {
            const r = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dirPath, f), 'utf8'));
            if (!gates.some((g) => g.name === r.name))
                results.push(r);
        }
    }
    return { results, missing };
}
/** The `gates` input: the plan's gates as the schedule job read them (its `gates` output). */
function gatesInput(text, command) {
    if (text === undefined)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`The '${command}' command needs the input 'gates': \`\${{ needs.schedule.outputs.gates }}\`, the gate commands as the schedule job read them from the plan (never from a file the agent could change). \`ralph init --check\` shows the workflow change.`);
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (err) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`The input 'gates' is not JSON (${err.message}).`);
    }
    const r = zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_core_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .GateSchema */ .ZM).safeParse(value);
    if (!r.success)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`The input 'gates' is not a list of gates: ${r.error.issues.map((i) => `[${i.path.join('.')}] ${i.message}`).join('; ')}.`);
    return r.data;
}
/**
 * The work tree as a tree object, written from a private index in the job's state folder (never
 * git's own index, which the agent's git may have written when there is no agent user): the
 * start commit's tree, keeping what the index knew of unchanged files so that only changed
 * files are read, then everything in the work tree that is not ignored, as `git add -A` sees it.
 * The object is in Ralph's private repository (action/private-git.ts), which the agent user
 * cannot reach, and its id goes into a state file only Ralph's user can write: the gates, which
 * run the agent's code as that user, can change neither.
 */
async function saveWorkTree(git, startSha, index) {
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(index, '..'), { recursive: true, mode: 0o700 });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(index, { force: true });
    const live = await git.indexFile();
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(live))
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.copyFileSync)(live, index);
    const env = { GIT_INDEX_FILE: index };
    // An entry marked assume-unchanged (a lower-case tag) or skip-worktree (S) would keep its old
    // content whatever the file now holds: such an index is not built on.
    const tags = await git.exec(['ls-files', '-v', '-z'], { env, allowFailure: true });
    if (tags.exitCode !== 0 || tags.stdout.split('\0').some((e) => /^([a-z]|S) /.test(e)))
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(index, { force: true });
    // One tree with -m: the stat data of files that match it is kept. An index git cannot merge
    // from (unmerged entries) is read afresh: slower, the same tree.
    const merged = await git.exec(['read-tree', '-m', startSha], { env, allowFailure: true });
    if (merged.exitCode !== 0)
        await git.exec(['read-tree', startSha], { env });
    // Not `add -A`, which would look into a nested repository the agent made (Git.stageAll).
    await git.stageAll(env);
    return (await git.exec(['write-tree'], { env })).stdout.trim();
}
/**
 * The paths where the work tree differs from a saved tree (changed, new or gone; ignored files
 * are not looked at), through a scratch copy of the index the tree was written from.
 */
async function changedSince(git, tree, dir) {
    const p = paths(dir);
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(p.agentIndex))
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.copyFileSync)(p.agentIndex, p.scratchIndex);
    else
        await git.exec(['read-tree', tree], { env: { GIT_INDEX_FILE: p.scratchIndex } });
    try {
        const env = { GIT_INDEX_FILE: p.scratchIndex };
        await git.stageAll(env);
        const now = (await git.exec(['write-tree'], { env })).stdout.trim();
        if (now === tree)
            return [];
        const out = (await git.exec(['diff-tree', '-r', '-z', '--no-renames', '--name-only', tree, now])).stdout;
        return out.split('\0').filter((path) => path !== '');
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(p.scratchIndex, { force: true });
    }
}
/** A tree id as git prints it (SHA-1 or SHA-256). */
const TREE_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
function readGateWrites(dir) {
    const file = paths(dir).gateWrites;
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file) ? readJson(file, 'The gate writes') : [];
}
const writeGateWrites = (w, dir) => writeJson(paths(dir).gateWrites, w);


/***/ }),

/***/ 1416:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pP: () => (/* binding */ stepNetwork)
});

// UNUSED EXPORTS: jobNetwork, stepPolicy

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: external "node:dns"
var external_node_dns_ = __webpack_require__(610);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./node_modules/proxy-chain/dist/index.js
var dist = __webpack_require__(4233);
// EXTERNAL MODULE: ./build/core/errors.js
var errors = __webpack_require__(2807);
// EXTERNAL MODULE: ./build/core/network.js
var network = __webpack_require__(8032);
;// CONCATENATED MODULE: ./build/adapters/egress-proxy.js
// Ralph's egress proxy (docs/ARCHITECTURE.md#trust): the one way out of a sandboxed step's
// network namespace. It runs in Ralph's process, as Ralph's user, outside the sandbox, and
// listens on a unix socket that the sandbox relays to 127.0.0.1:EGRESS_PORT inside
// (sandbox.ts, `forwards`). Tools find it through HTTPS_PROXY / HTTP_PROXY; one that ignores
// them has no network at all.
//
// - Only hosts on the allowlist (core/network.ts) pass: CONNECT to their ports (443 unless
//   listed otherwise), plain HTTP only where an `http://` entry allows it. Everything else gets
//   403 and is remembered for the step's summary.
// - It resolves names itself (the inside has no DNS), and never to the runner itself: an
//   allowed name whose addresses are all loopback, private, link-local or unspecified is
//   refused (DNS rebinding onto the runner's own services). Tests map names to a stand-in on
//   loopback through RALPH_TEST_RESOLVE (TEST_RESOLVE_VARIABLE): name=address pairs; nothing
//   else in Ralph sets it.
//
// The HTTP work (CONNECT tunnels, forwarding plain requests with their hop-by-hop headers)
// is apify's proxy-chain; Ralph adds the socket, the allowlist and the resolver.








/** The port inside the step's namespace that the proxy appears on. */
const EGRESS_PORT = 3128;
/** Test-only: `name=address[,name=address]`, names the proxy resolves to those addresses. */
const TEST_RESOLVE_VARIABLE = 'RALPH_TEST_RESOLVE';
/** The proxy variables for a proxy on 127.0.0.1:port; loopback goes direct. */
function proxyEnv(port = EGRESS_PORT) {
    const url = `http://127.0.0.1:${port}`;
    const none = 'localhost,127.0.0.1,::1';
    return {
        HTTPS_PROXY: url,
        https_proxy: url,
        HTTP_PROXY: url,
        http_proxy: url,
        NO_PROXY: none,
        no_proxy: none,
        // Node's own fetch and http follow the variables only when told (Node 22.21+, 24).
        NODE_USE_ENV_PROXY: '1',
    };
}
/** TEST_RESOLVE_VARIABLE's pairs; throws on a malformed one. */
function testHosts(value) {
    const hosts = {};
    for (const pair of (value ?? '').split(',').filter((p) => p.trim())) {
        const [name, address] = pair.split('=').map((s) => s.trim());
        if (!name || !address || !(0,external_node_net_.isIP)(address))
            throw new errors/* RalphError */.A4(`${TEST_RESOLVE_VARIABLE}: "${pair}" is not name=address (an IP address); it is for tests only.`);
        hosts[name.toLowerCase()] = address;
    }
    return hosts;
}
/** Addresses that are the runner itself or its local networks: never a destination. */
function localAddress(address) {
    const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.(\d+)$/i.exec(address);
    if (v4) {
        const [a, b] = [Number(v4[1]), Number(v4[2])];
        return (a === 0 ||
            a === 10 ||
            a === 127 ||
            (a === 100 && b >= 64 && b < 128) ||
            (a === 169 && b === 254) ||
            (a === 172 && b >= 16 && b < 32) ||
            (a === 192 && b === 168) ||
            a >= 224);
    }
    const v6 = address.toLowerCase();
    return v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6) || /^ff/.test(v6);
}
/** The resolver the proxy connects with: the test map, else DNS without local addresses. */
function resolver(hosts) {
    return (hostname, options, callback) => {
        const answer = (list) => {
            if (options.all)
                callback(null, list);
            else
                callback(null, list[0].address, list[0].family);
        };
        const fixed = hosts[hostname.toLowerCase()];
        if (fixed)
            return answer([{ address: fixed, family: (0,external_node_net_.isIP)(fixed) }]);
        (0,external_node_dns_.lookup)(hostname, { all: true }, (err, addresses) => {
            if (err)
                return callback(err, []);
            const outside = addresses.filter((a) => !localAddress(a.address));
            if (outside.length === 0) {
                const e = new Error(`${hostname} resolves only to local addresses (${addresses.map((a) => a.address).join(', ')}); Ralph's network proxy never connects there`);
                e.code = 'ENOTFOUND';
                return callback(e, []);
            }
            answer(outside);
        });
    };
}
/**
 * Starts the proxy on a new unix socket (its folder 0711, the socket 0666: the agent user's
 * relay connects to it). Throws a RalphError saying why when it cannot listen.
 */
async function startEgressProxy(o) {
    let dir;
    try {
        dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)(o.dir ?? (0,external_node_os_.tmpdir)(), 'ralph-egress-'));
        (0,external_node_fs_.chmodSync)(dir, 0o711);
    }
    catch (err) {
        throw new errors/* RalphError */.A4(`Ralph's network proxy cannot start: no folder for its socket in ${o.dir ?? (0,external_node_os_.tmpdir)()} (${err.message}).`);
    }
    const socket = (0,external_node_path_.join)(dir, 'egress.sock');
    const refused = new Map();
    const lookup = resolver(o.hosts ?? {});
    const policy = o.policy;
    const server = new dist.Server({
        port: 0,
        prepareRequestFunction: ({ hostname, port, isHttp }) => {
            const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
            if (!(0,network/* allows */.NB)(policy, host, port, isHttp)) {
                const r = { host, port, http: isHttp };
                refused.set(`${isHttp ? 'http' : 'connect'} ${host}:${port}`, r);
                throw new dist.RequestError(`Ralph's network proxy refused ${isHttp ? 'plain HTTP to ' : ''}${host}:${port}: it is not on the allowlist (see the step's summary).`, 403);
            }
            return { dnsLookup: lookup };
        },
    });
    // A unix socket's peer has no address, and proxy-chain drops connections without one.
    server.server.prependListener('connection', (s) => {
        if (!s.remoteAddress)
            Object.defineProperty(s, 'remoteAddress', { value: 'sandbox', configurable: true });
    });
    try {
        await new Promise((done, fail) => {
            server.server.once('error', fail);
            server.server.listen(socket, () => {
                server.server.off('error', fail);
                done();
            });
        });
        (0,external_node_fs_.chmodSync)(socket, 0o666);
    }
    catch (err) {
        (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
        throw new errors/* RalphError */.A4(`Ralph's network proxy cannot start: it cannot listen on ${socket} (${err.message}).`);
    }
    return {
        socket,
        forward: { port: EGRESS_PORT, socket },
        env: proxyEnv(EGRESS_PORT),
        refused: () => [...refused.values()],
        close: async () => {
            await server.close(true).catch(() => { });
            (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
        },
    };
}

// EXTERNAL MODULE: ./build/adapters/sandbox.js
var sandbox = __webpack_require__(106);
// EXTERNAL MODULE: ./build/action/job-state.js
var job_state = __webpack_require__(7428);
;// CONCATENATED MODULE: ./build/action/network.js
// The network of a task job's sandboxed steps (setup, the baseline, the agent, each gate):
// Ralph's egress proxy (adapters/egress-proxy.ts) started for the step, its allowlist
// (core/network.ts) from what the job's first step read before any of the repository's code
// ran, and the hosts it refused said in the step's summary with the lines that allow them.








/**
 * The plan's `network` and the names at the work tree's root, read by the job's first step that
 * asks (before `setup` or the agent ran any of the repository's code) and kept in Ralph's state
 * folder, which the agent user cannot reach: an agent that edits the plan or adds a Cargo.toml
 * widens nothing for the gates after it.
 */
function jobNetwork(settings, dir = (0,job_state/* stateDir */.Pn)()) {
    const file = (0,external_node_path_.join)(dir, 'network.json');
    if ((0,external_node_fs_.existsSync)(file))
        return JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
    let plan;
    if ((0,external_node_fs_.existsSync)(settings.planPath)) {
        let raw;
        try {
            raw = JSON.parse((0,external_node_fs_.readFileSync)(settings.planPath, 'utf8'));
        }
        catch {
            raw = undefined; // the plan's own checks say what is wrong with it
        }
        if (raw && typeof raw === 'object')
            plan = (0,network/* parseNetworkSetting */.sC)(raw.network, `${settings.planPath} network`);
    }
    let rootFiles = [];
    try {
        rootFiles = (0,external_node_fs_.readdirSync)(settings.workspace);
    }
    catch {
        rootFiles = [];
    }
    const job = { plan, rootFiles };
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true, mode: 0o700 });
    (0,external_node_fs_.writeFileSync)(file, JSON.stringify(job), { mode: 0o600 });
    return job;
}
/** The step's allowlist: the job's, this step's `network` input and the agent's provider. */
function stepPolicy(settings, provider, dir = (0,job_state/* stateDir */.Pn)()) {
    const job = jobNetwork(settings, dir);
    return (0,network/* networkPolicy */.HQ)({
        plan: job.plan,
        input: (0,network/* parseNetworkInput */.ON)(settings.network),
        provider,
        rootFiles: job.rootFiles,
    });
}
/**
 * The network of one sandboxed step (`what`: "setup", "the agent", "gate test"): the egress
 * proxy started for it, or the runner's network where the policy says `open` (said in the
 * summary), or nothing where the step runs without the sandbox.
 */
async function stepNetwork(settings, runAs, what, provider) {
    const none = { env: {}, finish: async () => { } };
    if (!runAs || !(await (0,sandbox/* sandboxFor */.Xq)(runAs)))
        return none;
    const policy = stepPolicy(settings, provider);
    if (policy.open) {
        const note = `${what} ran with the runner's open network: the plan or the input 'network' says "open", so Ralph's egress proxy was off.`;
        core/* info */.pq(note);
        return {
            network: { open: true },
            env: {},
            finish: async () => {
                await core/* summary */.z.addRaw(`\n\n🌐 Ralph: ${note}\n`).write();
            },
        };
    }
    let proxy;
    try {
        proxy = await startEgressProxy({
            policy,
            dir: process.env.RUNNER_TEMP,
            hosts: testHosts(process.env[TEST_RESOLVE_VARIABLE]),
        });
    }
    catch (err) {
        throw new errors/* RalphError */.A4(`${err.message} ${what} would have no network; set the input 'network: open' to run it with the runner's network instead.`);
    }
    core/* info */.pq(`${what} reaches the network through Ralph's egress proxy only (sets: ${policy.sets.join(', ')}).`);
    return {
        network: { forwards: [proxy.forward] },
        env: proxy.env,
        finish: async () => {
            const refused = proxy.refused();
            await proxy.close();
            const lines = (0,network/* refusalsText */.R1)(refused, policy);
            if (lines.length === 0)
                return;
            core/* warning */.$e(`${what}: ${lines.join('\n')}`);
            await core/* summary */.z
                .addRaw(`\n\n🌐 Ralph: ${what}: ${lines[0]}\n\n`)
                .addCodeBlock(lines.slice(1, 3).join('\n'))
                .addRaw(`\n${lines[3]}\n`)
                .write();
        },
    };
}


/***/ }),

/***/ 6661:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BU: () => (/* binding */ taskJobGit),
/* harmony export */   FG: () => (/* binding */ dropAgentRepository),
/* harmony export */   cU: () => (/* binding */ withAgentRepository)
/* harmony export */ });
/* unused harmony exports privateGitPaths, makeAgentRepository */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6421);
/* harmony import */ var _adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5590);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6689);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2807);
/* harmony import */ var _job_state_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7428);
// Ralph's repository in a task job is out of the agent's reach by construction. The first Ralph
// step of the job (setup, run, gate or record, whichever comes first) moves the checkout's
// `<workspace>/.git` into Ralph's state folder ($RUNNER_TEMP/ralph/repo.git: 0700, and closed
// to the agent user by an ACL), writes that repository's configuration itself (no filter,
// textconv, fsmonitor, hook, include, sshCommand of anyone's) and records its identity. Every
// later step checks that identity and stops when it changed. Ralph's git there runs isolated
// (Git's GitPlace.isolated): no system or global configuration, no inherited GIT_* variable.
//
// The agent's git is disposable: for each step that runs the repository's code (setup, the
// baseline, the agent, each gate) Ralph clones its private repository next to the work tree
// (objects hard-linked: they stay Ralph's and read-only), gives that clone to the agent user
// and puts a `.git` file in the work tree that names it. After the step, with every process of
// the agent user dead, both are deleted. Ralph never reads either: whatever the agent, an
// install script or a gate plants there runs, at most, as the agent user, in that step.








/** The file in the git directory whose random content identifies it. */
const IDENTITY_FILE = 'ralph-identity';
const privateGitPaths = (dir = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_7__/* .stateDir */ .Pn)()) => ({
    gitDir: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'repo.git'),
    record: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'repo.json'),
});
/**
 * Ralph's git for this task job: the private repository, made from the checkout's `.git` by
 * the job's first Ralph step, checked by every later one. Throws when the checkout has no
 * `.git` folder (actions/checkout must come first) or when the private repository is not the
 * one the first step made.
 */
async function taskJobGit(settings, dir = (0,_job_state_js__WEBPACK_IMPORTED_MODULE_7__/* .stateDir */ .Pn)()) {
    const workspace = settings.workspace;
    const where = privateGitPaths(dir);
    let record;
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(where.record))
        record = await takeRepository(workspace, dir);
    else {
        record = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(where.record, 'utf8'));
        if (record.workspace !== workspace)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .RalphError */ .A4(`Ralph's private repository ${record.gitDir} is the one of the work tree ${record.workspace}, not ${workspace}; every Ralph step of a task job must have the same 'workspace'.`);
        checkIdentity(record);
        const left = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workspace, '.git'), { throwIfNoEntry: false });
        if (left && !(left.isFile() && sameFile((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workspace, '.git'), gitFileText(record.agentRepo))))
            _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .warning */ .$e(`${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workspace, '.git')} is there again (a ${left.isDirectory() ? 'folder' : 'file'}): after Ralph's first step the repository of a task job is Ralph's private one (${record.gitDir}), and a later step may not check out again. Ralph removes it and uses its own.`);
    }
    return {
        git: new _adapters_git_js__WEBPACK_IMPORTED_MODULE_5__/* .Git */ .TU(workspace, [], process.env, { gitDir: record.gitDir, isolated: true }),
        workspace,
        gitDir: record.gitDir,
        agentRepo: record.agentRepo,
    };
}
function sameFile(path, text) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(path, 'utf8') === text;
    }
    catch {
        return false;
    }
}
const gitFileText = (agentRepo) => `gitdir: ${agentRepo}\n`;
/** The first step: the checkout's `.git` moved into the state folder and made Ralph's. */
async function takeRepository(workspace, dir) {
    const where = privateGitPaths(dir);
    const dotGit = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workspace, '.git');
    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(dotGit, { throwIfNoEntry: false });
    if (!st?.isDirectory())
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .RalphError */ .A4(`${dotGit} is ${st ? (st.isSymbolicLink() ? 'a symbolic link' : 'a file') : 'missing'}, not the repository folder a checkout makes; the task job must start with actions/checkout (not a worktree or a submodule) before Ralph's first step.`);
    const me = process.getuid?.();
    if (me !== undefined && me !== 0 && st.uid !== me)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .RalphError */ .A4(`${dotGit} belongs to uid ${st.uid}, not to Ralph's user (uid ${me}); check out the repository as the user the steps run as.`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(dir, { recursive: true, mode: 0o700 });
    // Made by another step first (the previous attempt's download, say) with the umask's mode.
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(dir, 0o700);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(where.gitDir, { recursive: true, force: true });
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(dotGit, where.gitDir);
    }
    catch (err) {
        if (err.code !== 'EXDEV')
            throw err;
        // Another file system: copied, then the original removed.
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.cpSync)(dotGit, where.gitDir, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(dotGit, { recursive: true, force: true });
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(where.gitDir, 0o700);
    const config = { text: await ralphConfig(where.gitDir) };
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(where.gitDir, 'config'), config.text);
    // Nothing of the checkout's that could run: hooks (never run anyway), attributes, the
    // per-worktree configuration.
    for (const name of ['hooks', 'info/attributes', 'config.worktree'])
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(where.gitDir, name), { recursive: true, force: true });
    const nonce = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(16).toString('hex');
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(where.gitDir, IDENTITY_FILE), `${nonce}\n`, { mode: 0o600 });
    const id = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(where.gitDir);
    const record = {
        gitDir: where.gitDir,
        workspace,
        dev: id.dev,
        ino: id.ino,
        nonce,
        config: sha256(config.text),
        agentRepo: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(workspace), `.ralph-agent-${nonce.slice(0, 12)}.git`),
    };
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(where.record, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
    _actions_core__WEBPACK_IMPORTED_MODULE_3__/* .info */ .pq(`The repository is Ralph's private one now (${where.gitDir}); the agent gets a copy for each step.`);
    return record;
}
const sha256 = (text) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex');
/** Every step after the first: the private repository is the one the first step made. */
function checkIdentity(r) {
    const problem = identityProblem(r);
    if (problem)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .RalphError */ .A4(`Ralph's private repository ${r.gitDir} is not the one this job's first Ralph step made: ${problem}. Something with the rights of Ralph's user changed it while the job ran (without the agent user, the agent or a gate could), so Ralph trusts nothing of it and stops; run the job again.`);
}
function identityProblem(r) {
    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(r.gitDir, { throwIfNoEntry: false });
    if (!st)
        return 'it is gone';
    if (!st.isDirectory())
        return `it is now ${st.isSymbolicLink() ? 'a symbolic link' : 'a file'}`;
    if (st.dev !== r.dev || st.ino !== r.ino)
        return `it is another folder (device ${st.dev}, inode ${st.ino}; it was ${r.dev}, ${r.ino})`;
    const read = (name) => {
        try {
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(r.gitDir, name), 'utf8');
        }
        catch {
            return undefined;
        }
    };
    const nonce = read(IDENTITY_FILE)?.trim();
    if (nonce !== r.nonce)
        return `its identity file ${IDENTITY_FILE} ${nonce === undefined ? 'is gone' : 'changed'}`;
    const config = read('config');
    if (config === undefined || sha256(config) !== r.config)
        return 'its config is not the one Ralph wrote';
    return undefined;
}
/** A value as git's config files quote it. */
const quote = (v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t')}"`;
const BOOLEAN = /^(true|false|yes|no|on|off|1|0)$/i;
/** The checkout's configuration, as key and value pairs (no include followed). */
async function readConfig(gitDir) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(gitDir, 'config');
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(file))
        return [];
    const out = await new _adapters_git_js__WEBPACK_IMPORTED_MODULE_5__/* .Git */ .TU('/', [], process.env, { isolated: true }).exec([
        'config',
        '--file',
        file,
        '--no-includes',
        '--list',
        '-z',
    ]);
    return out.stdout
        .split('\0')
        .filter(Boolean)
        .map((entry) => {
        const at = entry.indexOf('\n');
        return at < 0 ? [entry, 'true'] : [entry.slice(0, at), entry.slice(at + 1)];
    });
}
/**
 * The configuration Ralph writes for a repository it made from the checkout's: the format and
 * its extensions, the file system's traits git found, the remote's URL and refspecs (and a
 * partial clone's filter), and nothing else. `agent`: the agent's copy, whose index must stay
 * valid when its files change owner (only mtime and size are compared).
 */
async function ralphConfig(gitDir, agent = false) {
    const all = await readConfig(gitDir);
    const get = (key) => all.filter(([k]) => k === key).map(([, v]) => v);
    const format = get('core.repositoryformatversion').at(-1) ?? '0';
    const extensions = all.filter(([k]) => k.startsWith('extensions.') && k !== 'extensions.worktreeconfig' && /^[a-z0-9.]+$/.test(k));
    const lines = ['[core]', `\trepositoryformatversion = ${/^[01]$/.test(format) ? format : '0'}`];
    for (const key of ['filemode', 'symlinks', 'ignorecase', 'precomposeunicode']) {
        const v = get(`core.${key}`).at(-1);
        if (v !== undefined && BOOLEAN.test(v))
            lines.push(`\t${key} = ${v.toLowerCase()}`);
    }
    lines.push('\tbare = false', '\tlogallrefupdates = true');
    if (agent)
        lines.push('\tcheckStat = minimal', '\ttrustctime = false');
    if (extensions.length > 0) {
        lines.push('[extensions]');
        for (const [k, v] of extensions)
            lines.push(`\t${k.slice('extensions.'.length)} = ${quote(v)}`);
    }
    const url = get('remote.origin.url').at(-1);
    if (url !== undefined) {
        lines.push('[remote "origin"]', `\turl = ${quote(url)}`);
        const fetch = agent ? ['+refs/heads/*:refs/remotes/origin/*'] : get('remote.origin.fetch');
        for (const f of fetch)
            lines.push(`\tfetch = ${quote(f)}`);
        for (const key of ['promisor', 'partialclonefilter']) {
            const v = get(`remote.origin.${key}`).at(-1);
            if (v !== undefined)
                lines.push(`\t${key} = ${quote(v)}`);
        }
    }
    lines.push('[gc]', '\tauto = 0');
    return `${lines.join('\n')}\n`;
}
/**
 * The agent's copy's configuration, made once per text of the private repository's: that text
 * stays the one Ralph wrote all job long (checkIdentity), and a step may make several copies.
 */
const agentConfigs = new Map();
async function agentConfig(gitDir) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(gitDir, 'config');
    const key = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(file) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(file, 'utf8') : '';
    let text = agentConfigs.get(key);
    if (text === undefined) {
        text = await ralphConfig(gitDir, true);
        agentConfigs.set(key, text);
    }
    return text;
}
/**
 * Makes the agent's disposable repository for one step that runs the repository's code: a
 * clone of the private one beside the work tree (objects hard-linked, so they stay Ralph's and
 * read-only), HEAD where Ralph's is, an index refreshed against the work tree, then everything
 * in it but the hard-linked objects given to the agent user; and the work tree's `.git` file,
 * Ralph's, that names it. Whatever an earlier step left of either goes first.
 */
async function makeAgentRepository(repo, user) {
    await dropAgentRepository(repo, user);
    const { agentRepo, workspace } = repo;
    const clone = new _adapters_git_js__WEBPACK_IMPORTED_MODULE_5__/* .Git */ .TU((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(agentRepo), [], process.env, { isolated: true });
    await clone.exec([
        'clone',
        '--quiet',
        '--mirror',
        '--local',
        '--template=',
        '--',
        repo.gitDir,
        (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(agentRepo),
    ]);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(agentRepo, IDENTITY_FILE), { force: true });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(agentRepo, 'config'), await agentConfig(repo.gitDir));
    const head = await repo.git.exec(['symbolic-ref', '--quiet', 'HEAD'], { allowFailure: true });
    const at = head.exitCode === 0 ? `ref: ${head.stdout.trim()}` : await repo.git.out(['rev-parse', 'HEAD']);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(agentRepo, 'HEAD'), `${at}\n`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workspace, '.git'), gitFileText(agentRepo), { flag: 'wx', mode: 0o644 });
    // The index: HEAD's tree, refreshed by Ralph now, while the files are still Ralph's. Built on
    // a copy of Ralph's own, whose stat data spares hashing every unchanged file again.
    const agentGit = new _adapters_git_js__WEBPACK_IMPORTED_MODULE_5__/* .Git */ .TU(workspace, [], process.env, { gitDir: agentRepo, isolated: true });
    const own = await repo.git.indexFile();
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(own))
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.copyFileSync)(own, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(agentRepo, 'index'));
    const merged = await agentGit.exec(['read-tree', '-m', 'HEAD'], { allowFailure: true });
    if (merged.exitCode !== 0) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(agentRepo, 'index'), { force: true });
        await agentGit.exec(['read-tree', 'HEAD']);
    }
    await agentGit.exec(['update-index', '-q', '--refresh'], { allowFailure: true });
    if (!user)
        return;
    // Hard-linked objects stay Ralph's (read-only: the agent reads them and can change none);
    // -xdev and chown -h: nothing outside the clone is reached.
    await (0,_adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_4__/* .mustAsRoot */ .Ks)(user.via, [
        'find',
        agentRepo,
        '-xdev',
        '!',
        '(',
        '-type',
        'f',
        '-links',
        '+1',
        ')',
        '-exec',
        'chown',
        '-h',
        `+${user.uid}:+${user.gid}`,
        '--',
        '{}',
        '+',
    ], `Giving ${agentRepo} to ${user.name}`);
    await (0,_adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_4__/* .mustAsRoot */ .Ks)(user.via, ['chmod', '0700', '--', agentRepo], `Closing ${agentRepo} to others`);
}
/**
 * Deletes the agent's repository and the work tree's `.git` (as root when the agent user may
 * own them; rm never follows a link). Only once every process of the agent user is dead.
 */
async function dropAgentRepository(repo, user) {
    const paths = [(0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(repo.workspace, '.git'), repo.agentRepo].filter((p) => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(p, { throwIfNoEntry: false }) !== undefined);
    if (paths.length === 0)
        return;
    if (user)
        await (0,_adapters_agent_user_js__WEBPACK_IMPORTED_MODULE_4__/* .mustAsRoot */ .Ks)(user.via, ['rm', '-rf', '--one-file-system', '--', ...paths], "Removing the agent's repository");
    else
        for (const p of paths)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(p, { recursive: true, force: true });
}
/**
 * Runs `step` (code of the repository's: the setup line, the baseline, the agent, a gate) with
 * the agent's disposable repository in place, and deletes it afterwards, whatever happened.
 */
async function withAgentRepository(repo, user, step) {
    await makeAgentRepository(repo, user);
    // The sandbox masks the folder it is in: the agent's processes get it bound writable.
    if (user)
        user.lent = [repo.agentRepo];
    try {
        return await step();
    }
    finally {
        if (user)
            user.lent = undefined;
        await dropAgentRepository(repo, user);
    }
}


/***/ }),

/***/ 2167:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ unknownAgentText),
/* harmony export */   b: () => (/* binding */ closestKey)
/* harmony export */ });
// Which known name an unknown one is a slip of: `ralph depnds` for `depends`, a `dependOn` key
// for `dependsOn`. A module of its own, without the plan schema, so that the command line can
// suggest a command or an option without loading zod.
/**
 * The known key a key is most likely a slip of: the same but for case, "_" and "-"
 * (`depends_on`), or at most one edit away (two for keys of 6 letters or more), counting a swap
 * of neighbours as one edit. Undefined when none is that close.
 */
function closestKey(key, known) {
    if (key.length < 3)
        return undefined;
    const fold = (k) => k.toLowerCase().replace(/[_-]/g, '');
    const limit = key.length >= 6 ? 2 : 1;
    let best;
    let bestDistance = limit + 1;
    for (const k of known) {
        if (fold(k) === fold(key))
            return k;
        const d = editDistance(key, k, limit);
        if (d < bestDistance) {
            best = k;
            bestDistance = d;
        }
    }
    return best;
}
/** Optimal string alignment distance, giving up (limit + 1) once it must exceed `limit`. */
function editDistance(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit)
        return limit + 1;
    let prev2 = [];
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        let rowMin = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                d = Math.min(d, prev2[j - 2] + 1);
            row.push(d);
            rowMin = Math.min(rowMin, d);
        }
        if (rowMin > limit)
            return limit + 1;
        prev2 = prev;
        prev = row;
    }
    return prev[b.length];
}
/** `unknown agent "codx"; did you mean codex?`, naming the agents there are. */
function unknownAgentText(name, agents) {
    const meant = closestKey(name, agents);
    return `unknown agent "${name}"; ${meant ? `did you mean ${meant}? The agents are` : 'use one of'} ${agents.join(', ')}`;
}


/***/ })

};
