export const id = 498;
export const ids = [498];
export const modules = {

/***/ 3205:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ findOnPath)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
// Finding a program on a PATH the way the process that runs it will: node's spawn runs execvp
// in the child, after it changed to the child's working directory. The one PATH search of
// Ralph: the agent CLI's preflight, the dry runs' tool checks and the root commands use it.


/**
 * The first executable regular file `<entry>/<program>` over the entries of `path`, in order;
 * undefined when there is none. `program` is a bare name (the caller takes a name holding a `/`
 * as a path).
 *
 * An empty entry (`/bin::/usr/bin`, a leading or trailing `:`) means the current directory, as
 * POSIX says and as execvp does, and so does a relative entry: `cwd`, the directory the program
 * will run in. Not skipped, although a safer-looking choice: this lookup says what spawn will
 * run, and a lookup that skipped such an entry would call a program that runs missing, or name
 * a file other than the one that runs.
 */
function findOnPath(program, path, cwd = '.') {
    for (const entry of path.split(node_path__WEBPACK_IMPORTED_MODULE_1__.delimiter)) {
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, entry, program);
        if (isExecutableFile(file))
            return file;
    }
    return undefined;
}
function isExecutableFile(file) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).isFile();
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 5542:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gn: () => (/* binding */ runnerDirectory),
/* harmony export */   co: () => (/* binding */ prepareAgentUser),
/* harmony export */   g0: () => (/* binding */ DEFAULT_AGENT_USER),
/* harmony export */   kp: () => (/* binding */ deleteAgentUser),
/* harmony export */   uJ: () => (/* binding */ existingAgentUser),
/* harmony export */   vd: () => (/* binding */ decideAgentUser)
/* harmony export */ });
/* unused harmony exports AGENT_USER_OFF_HINT, agentUserSupport */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2807);
/* harmony import */ var _lend_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5856);
/* harmony import */ var _root_command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4981);
// The agent user (docs/ARCHITECTURE.md#trust): on Linux, the agent and the gates run as a separate system
// user without sudo, so that what they start cannot read Ralph's environment
// (/proc/PID/environ of another user is unreadable), cannot write Ralph's files or the
// runner's command files, and does not outlive its step (every process of that user is
// killed after each run). The idea is openai/codex-action's `unprivileged-user` strategy.
//
// Ralph reaches root either directly (a container job) or through passwordless `sudo -n`
// (GitHub-hosted runners). Lending the work tree to the user for each run is lend.ts; starting a
// command as it, in its sandbox, is launch.ts.






const DEFAULT_AGENT_USER = 'ralph-agent';
/** What self-hosted runners that cannot create users are told. */
const AGENT_USER_OFF_HINT = "set the input 'agent-user: false' on runners where Ralph can neither run as root nor use " +
    'passwordless sudo (self-hosted runners that cannot create users); the agent then runs as ' +
    "the runner's user and can read the step's environment";
/** Groups that are root in all but name: the agent user must be in none of them. */
const PRIVILEGED_GROUPS = ['sudo', 'admin', 'wheel', 'root', 'docker', 'lxd', 'disk'];
const NAME = /^[a-z_][a-z0-9_-]{0,30}$/;
const isRoot = () => process.getuid?.() === 0;
function me() {
    try {
        return (0,node_os__WEBPACK_IMPORTED_MODULE_1__.userInfo)().username;
    }
    catch {
        return `uid ${process.getuid?.()}`;
    }
}
/**
 * How Ralph could switch to an agent user here: as root, or through passwordless sudo; or why
 * it cannot (not Linux, neither root nor passwordless sudo, no useradd).
 */
function agentUserSupport() {
    support ??= findAgentUserSupport();
    return support;
}
/** Found once per process: decideAgentUser and prepareAgentUser both ask in the same step. */
let support;
async function findAgentUserSupport() {
    if (process.platform !== 'linux')
        return { unavailable: `the agent user needs Linux (this runner is ${process.platform})` };
    if (isRoot()) {
        if (!(0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .onPath */ .L)('useradd'))
            return { unavailable: 'Ralph runs as root but there is no useradd to create users' };
        return { via: 'root' };
    }
    if (!(0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .onPath */ .L)('sudo', `${process.env.PATH ?? ''}${node_path__WEBPACK_IMPORTED_MODULE_2__.delimiter}${_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .SYSTEM_PATH */ .sg}`))
        return { unavailable: `Ralph runs as ${me()}, not root, and there is no sudo` };
    const r = await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .run */ .eF)('sudo', ['-n', 'true']);
    if (r.code !== 0)
        return {
            unavailable: `Ralph runs as ${me()}, not root, without passwordless sudo (${r.stderr.trim() || `exit ${r.code}`})`,
        };
    return { via: 'sudo' };
}
/**
 * The `agent-user` input decided for this runner: `false` never, `true` always (failing when
 * it cannot be), `auto` when it can be (on Linux as root or with passwordless sudo).
 */
async function decideAgentUser(setting) {
    const value = setting.trim().toLowerCase() || 'auto';
    if (value === 'false')
        return { use: false, reason: "the input 'agent-user' is false" };
    if (value !== 'true' && value !== 'auto')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RalphError */ .A4(`Invalid input 'agent-user': "${setting}" (auto, true or false).`);
    const support = await agentUserSupport();
    if ('via' in support)
        return { use: true };
    if (value === 'true')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RalphError */ .A4(`The input 'agent-user' is true, but ${support.unavailable}; ${AGENT_USER_OFF_HINT}.`);
    return { use: false, reason: support.unavailable };
}
async function lookUp(name) {
    const r = await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .run */ .eF)('getent', ['passwd', name]);
    if (r.code !== 0)
        return undefined;
    const f = r.stdout.trim().split('\n')[0].split(':');
    if (f.length < 7)
        return undefined;
    return { uid: Number(f[2]), gid: Number(f[3]), home: f[5] };
}
/**
 * Makes sure the agent user exists without any way to root, can reach the work tree and gets
 * nothing from cron or at; takes back a work tree an earlier step left lent (it died during a
 * run). Idempotent: every step that runs agent code calls it first.
 */
async function prepareAgentUser(opts) {
    const name = opts.name ?? DEFAULT_AGENT_USER;
    if (!NAME.test(name))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RalphError */ .A4(`Invalid agent user name "${name}" (lower-case letters, digits, _ and -).`);
    const support = await agentUserSupport();
    if (!('via' in support))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RalphError */ .A4(`Cannot run the agent as its own user: ${support.unavailable}; ${AGENT_USER_OFF_HINT}.`);
    const { via } = support;
    const workspace = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(opts.workspace);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(workspace).isDirectory())
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RalphError */ .A4(`The workspace ${workspace} is not a directory.`);
    let entry = await lookUp(name);
    if (!entry) {
        const shell = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)('/bin/bash') ? '/bin/bash' : '/bin/sh';
        const r = await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .asRoot */ .tE)(via, [
            'useradd',
            '--system',
            '--user-group',
            '--create-home',
            '--shell',
            shell,
            '--comment',
            'Ralph agent (no sudo)',
            name,
        ]);
        // 9: it exists (another step made it meanwhile).
        if (r.code !== 0 && r.code !== 9)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RalphError */ .A4(`Could not create the agent user ${name} (useradd exit ${r.code}): ${r.stderr.trim()}`);
        entry = await lookUp(name);
        if (!entry)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RalphError */ .A4(`useradd made no user ${name}.`);
        if (r.code === 0) {
            await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .mustAsRoot */ .Ks)(via, ['chmod', '0700', '--', entry.home], `Closing the home of ${name}`);
            opts.log(`Created the agent user ${name} (uid ${entry.uid}, home ${entry.home}).`);
        }
    }
    if (entry.uid === 0 || entry.gid === 0 || entry.uid === process.getuid?.())
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RalphError */ .A4(`The agent user ${name} is uid ${entry.uid} (group ${entry.gid}): root, or Ralph's own user.`);
    const home = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(entry.home, { throwIfNoEntry: false });
    if (!home?.isDirectory() || home.uid !== entry.uid)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RalphError */ .A4(`The agent user ${name} has no home of its own (${entry.home}); its CLIs write their config there.`);
    // No group that is root in all but name.
    const groups = (await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .run */ .eF)('id', ['-nG', name])).stdout.trim().split(/\s+/);
    for (const group of groups.filter((g) => PRIVILEGED_GROUPS.includes(g))) {
        await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .mustAsRoot */ .Ks)(via, ['gpasswd', '-d', name, group], `Removing ${name} from the group ${group}`);
        opts.log(`Removed the agent user ${name} from the group ${group}.`);
    }
    // No sudo rule that names it: refused rather than edited.
    if ((0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .onPath */ .L)('sudo')) {
        const r = await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .asRoot */ .tE)(via, ['sudo', '-n', '-l', '-U', name]);
        if (r.code !== 0 || !/is not allowed to run sudo/.test(r.stdout))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RalphError */ .A4(`The agent user ${name} may use sudo (sudo -l -U ${name}: ${(r.stdout + r.stderr).trim()}); remove its sudoers rules or choose another user.`);
    }
    await denyScheduling(via, name, opts.log);
    const user = {
        name,
        uid: entry.uid,
        gid: entry.gid,
        home: entry.home,
        via,
        workspace,
        owner: ownerOf(workspace, entry.uid),
    };
    if (via === 'sudo') {
        const r = await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .asUser */ .ex)(user, ['true']);
        if (r.code !== 0)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RalphError */ .A4(`sudo does not let Ralph run commands as ${name}: ${r.stderr.trim() || `exit ${r.code}`}`);
    }
    await openAncestors(user, opts.log);
    const runnerDir = runnerDirectory();
    const hide = opts.hide ?? [process.env.RUNNER_TEMP, runnerDir].filter((p) => !!p);
    await hideFromAgent(user, hide, opts.log);
    await (0,_lend_js__WEBPACK_IMPORTED_MODULE_4__/* .reclaimLeftLent */ .WG)(user);
    return user;
}
/**
 * This job's agent user as it is, or undefined when there is none: for a step that only
 * deletes it (record), where prepareAgentUser would harden (or create) a user about to go.
 * Its processes are killed and a work tree a step left lent is taken back.
 */
async function existingAgentUser(name, workspace) {
    const support = await agentUserSupport();
    if (!('via' in support))
        return undefined;
    const entry = await lookUp(name);
    if (!entry)
        return undefined;
    if (entry.uid === 0 || entry.gid === 0 || entry.uid === process.getuid?.())
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RalphError */ .A4(`The agent user ${name} is uid ${entry.uid} (group ${entry.gid}): root, or Ralph's own user.`);
    const ws = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(workspace);
    const user = {
        name,
        uid: entry.uid,
        gid: entry.gid,
        home: entry.home,
        via: support.via,
        workspace: ws,
        owner: ownerOf(ws, entry.uid),
    };
    await (0,_lend_js__WEBPACK_IMPORTED_MODULE_4__/* .settle */ .G9)(user);
    return user;
}
/** Who gets the work tree back: Ralph's own user, or as root the tree's owner. */
function ownerOf(workspace, agentUid) {
    if (!isRoot())
        return { uid: process.getuid(), gid: process.getgid() };
    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(workspace);
    // Left lent by a step that died: root takes it.
    return st.uid === agentUid ? { uid: 0, gid: 0 } : { uid: st.uid, gid: st.gid };
}
/** The directories above the work tree, from / down. */
function ancestors(path) {
    const dirs = [];
    for (let d = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path);; d = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(d)) {
        dirs.unshift(d);
        if (d === (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(d))
            return dirs;
    }
}
/**
 * Lets it traverse (not list) every directory above the work tree, e.g. /home/runner (0750):
 * with an ACL entry for it alone where ACLs work, else `chmod o+x`. Checked as the agent user
 * (ACLs included), top down.
 */
async function openAncestors(user, log) {
    const dirs = ancestors(user.workspace);
    const acl = (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .onPath */ .L)('setfacl') !== undefined;
    for (let round = 0; round <= dirs.length; round++) {
        const r = await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .asUser */ .ex)(user, [
            '/bin/sh',
            '-c',
            'for d; do test -x "$d" || { echo "$d"; exit 0; }; done',
            'sh',
            ...dirs,
        ]);
        const dir = r.stdout.trim();
        if (r.code !== 0 || !dir)
            return;
        if (acl && (await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .asRoot */ .tE)(user.via, ['setfacl', '-m', `u:${user.uid}:x`, '--', dir])).code === 0) {
            log(`Let ${user.name} traverse ${dir} (ACL u:${user.name}:x) to reach the workspace.`);
            continue;
        }
        await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .mustAsRoot */ .Ks)(user.via, ['chmod', 'o+x', '--', dir], `Letting ${user.name} reach the workspace`);
        log(`Made ${dir} traversable (o+x) so that ${user.name} can reach the workspace.`);
    }
}
/**
 * The runner's own directory (its credentials, its logs): the one above the bin/ of the
 * Runner.Worker or Runner.Listener among Ralph's ancestor processes, if any.
 */
function runnerDirectory() {
    let pid = process.ppid;
    for (let depth = 0; depth < 32 && pid > 1; depth++) {
        try {
            const exe = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(`/proc/${pid}/exe`);
            if (/^Runner\.(Worker|Listener)$/.test((0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(exe)))
                return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(exe));
            const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/stat`, 'utf8');
            pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        }
        catch {
            return undefined;
        }
    }
    return undefined;
}
/**
 * Closes directories that others may read to the agent user alone (an ACL entry with no
 * permission): by default $RUNNER_TEMP (the steps' scripts and command files, Ralph's state)
 * and the runner's own directory. Without ACLs they stay as readable to it as to any user.
 */
async function hideFromAgent(user, paths, log) {
    for (const path of paths.map((p) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(p))) {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(path) || (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .inside */ .nx)(user.workspace, path) || (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .inside */ .nx)(path, user.workspace))
            continue;
        const r = (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .onPath */ .L)('setfacl')
            ? await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .asRoot */ .tE)(user.via, ['setfacl', '-m', `u:${user.uid}:---`, '--', path])
            : { code: -1, stdout: '', stderr: 'no setfacl (the acl package)' };
        if (r.code !== 0)
            log(`Could not close ${path} to ${user.name}: ${r.stderr.trim()}; it can read what others can there.`);
    }
}
/** cron and at would start its processes later, after the kill. */
async function denyScheduling(via, name, log) {
    for (const [tool, allow, deny] of [
        ['crontab', '/etc/cron.allow', '/etc/cron.deny'],
        ['at', '/etc/at.allow', '/etc/at.deny'],
    ]) {
        if (!(0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .onPath */ .L)(tool) || (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(allow))
            continue;
        const listed = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(deny) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(deny, 'utf8').split('\n').includes(name);
        if (listed)
            continue;
        await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .mustAsRoot */ .Ks)(via, ['sh', '-c', 'printf "%s\\n" "$1" >> "$2"', 'sh', name, deny], `Denying ${tool} to ${name}`);
        log(`Listed ${name} in ${deny}.`);
    }
}
/**
 * Deletes the agent user once its job is done: its processes killed, the work tree taken back,
 * the user and its home deleted (userdel -r) and its line in cron's and at's deny lists gone.
 */
async function deleteAgentUser(user, log) {
    await (0,_lend_js__WEBPACK_IMPORTED_MODULE_4__/* .settle */ .G9)(user);
    const r = await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .asRoot */ .tE)(user.via, ['userdel', '-r', user.name]);
    // 6: no such user (deleted already); 12: its home could not be removed (said below).
    if (r.code !== 0 && r.code !== 6)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RalphError */ .A4(`Could not delete the agent user ${user.name} (userdel exit ${r.code}): ${r.stderr.trim()}`);
    for (const deny of ['/etc/cron.deny', '/etc/at.deny']) {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(deny) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(deny, 'utf8').split('\n').includes(user.name))
            continue;
        await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .mustAsRoot */ .Ks)(user.via, ['sed', '-i', `/^${user.name}$/d`, deny], `Taking ${user.name} out of ${deny}`);
    }
    log(`Deleted the agent user ${user.name}.`);
}


/***/ }),

/***/ 498:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pE: () => (/* binding */ asAgentUser)
/* harmony export */ });
/* unused harmony exports RELOCATED_VARIABLES, signalAgentGroup, agentUserEnv, agentLaunch */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _agent_user_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5542);
/* harmony import */ var _lend_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5856);
/* harmony import */ var _net_namespace_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3104);
/* harmony import */ var _root_command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4981);
/* harmony import */ var _sandbox_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9850);
// Starting a command as the agent user (agent-user.ts), in its sandbox (sandbox.ts) where the
// runner allows one: what the generic process runner (adapters/process.ts) is handed as its
// `wrap`, around a work tree lent for the run (lend.ts).
//
// Ralph reaches root either directly (a container job) or through passwordless `sudo -n`
// (GitHub-hosted runners). Through sudo, the agent's environment travels on the child's
// stdin, never on a command line (/proc/PID/cmdline is world-readable), and a fixed shell
// wrapper restores it exactly: sudo's own env_reset, secure_path and env_delete do not apply.







/** Variables that point into Ralph's home are moved to the agent's (it cannot write Ralph's). */
const RELOCATED_VARIABLES = [
    'XDG_CONFIG_HOME',
    'XDG_CACHE_HOME',
    'XDG_DATA_HOME',
    'XDG_STATE_HOME',
    'CARGO_HOME',
    'GEM_HOME',
];
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Signals a process group of the agent user that Ralph (not root) cannot signal itself. */
function signalAgentGroup(user, pgid, signal, sync = false) {
    const args = ['-n', '-u', user.name, '--', '/bin/sh', '-c', 'kill -s "$1" -- "-$2" 2>/dev/null', 'sh'];
    args.push(signal.replace(/^SIG/, ''), String(pgid));
    const options = { cwd: '/', env: { PATH: _root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .SYSTEM_PATH */ .sg }, stdio: 'ignore' };
    try {
        if (sync)
            (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('sudo', args, { ...options, timeout: 10_000 });
        else
            (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('sudo', args, options)
                .on('error', () => { })
                .unref();
    }
    catch {
        // the group is gone
    }
}
/** The environment as the agent user gets it: its own HOME, USER, LOGNAME, per-user directories and GEM_HOME. */
function agentUserEnv(user, env) {
    const out = { ...env, HOME: user.home, USER: user.name, LOGNAME: user.name };
    const from = env.HOME?.replace(/\/+$/, '');
    if (from && (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(from) && from !== user.home) {
        for (const key of RELOCATED_VARIABLES) {
            const v = out[key];
            if (v === from || v?.startsWith(`${from}/`))
                out[key] = user.home + v.slice(from.length);
        }
    }
    // RubyGems and Bundler install into the Ruby's own folder unless GEM_HOME says otherwise: the
    // tool cache's (or the system's), which is not the agent user's to write. Its home instead,
    // for every step of the job, with the gems' programs on PATH.
    if (!out.GEM_HOME) {
        out.GEM_HOME = `${user.home}/.gem`;
        if (out.PATH)
            out.PATH = `${out.GEM_HOME}/bin:${out.PATH}`;
    }
    // Ralph's own runtime directory (0700).
    delete out.XDG_RUNTIME_DIR;
    return out;
}
// Through sudo: reads one line (the environment as a base64 shell script), drops everything
// sudo set, sets exactly that environment and becomes the command. `read` takes no byte past
// the line, so the rest of stdin is the command's.
const WRAPPER = [
    'IFS= read -r __ralph_env || { echo "ralph: no environment on stdin" >&2; exit 125; }',
    '__ralph_env=$(printf "%s" "$__ralph_env" | base64 -d) || exit 125',
    // A multi-line value (SUDO_COMMAND is this script) may yield names that are not variables.
    'for __ralph_name in $(env | sed -n "s/^\\([A-Za-z_][A-Za-z0-9_]*\\)=.*/\\1/p"); do',
    '  case $__ralph_name in __ralph_*) ;; *) unset "$__ralph_name" ;; esac',
    'done',
    'eval "$__ralph_env" || exit 125',
    'unset __ralph_env __ralph_name',
    'exec "$@"',
].join('\n');
/**
 * How to start `file args` as the agent user with `env`, no value of it on any command line.
 * With a sandbox (sandbox.ts), as root (directly or through `sudo -n`): `unshare` makes the
 * namespaces, a fixed root script masks and binds the folders and `setpriv` drops to the agent
 * user, whose shell (WRAPPER) then reads the environment from stdin. The root part runs with
 * a fixed PATH and never sees the agent's environment. Without one: as before, uid/gid as
 * root, or `sudo -n -u` and WRAPPER.
 */
function agentLaunch(user, cmd, sandbox) {
    const env = agentUserEnv(user, cmd.env);
    // In the sandbox the temporary folder is its own private /tmp: one named elsewhere (the
    // runner's, a test's) is hidden there, or shared with the runner.
    if (sandbox)
        for (const key of ['TMPDIR', 'TMP', 'TEMP'])
            if (env[key])
                env[key] = '/tmp';
    if (user.via === 'root' && !sandbox)
        return { file: cmd.file, args: cmd.args, env, uid: user.uid, gid: user.gid, stdinPrefix: '' };
    const notFound = !cmd.file.includes('/') && !(0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .onPath */ .L)(cmd.file, env.PATH ?? '');
    const script = Object.entries(env)
        .filter(([k, v]) => v !== undefined && ENV_NAME.test(k))
        .map(([k, v]) => `export ${k}=${(0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .shellQuote */ .ZL)(v)}\n`)
        .join('');
    const stdinPrefix = `${Buffer.from(script).toString('base64')}\n`;
    const inner = ['/bin/sh', '-c', WRAPPER, 'ralph-agent', cmd.file, ...cmd.args];
    if (!sandbox)
        return {
            file: 'sudo',
            args: ['-n', '-u', user.name, '--', ...inner],
            env: { PATH: _root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .SYSTEM_PATH */ .sg },
            stdinPrefix,
            notFound,
        };
    const cwd = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cmd.cwd ?? user.workspace);
    const steps = (0,_sandbox_js__WEBPACK_IMPORTED_MODULE_6__/* .mountSteps */ .xk)((0,_sandbox_js__WEBPACK_IMPORTED_MODULE_6__/* .sandboxLayout */ .IY)({
        workspace: user.workspace,
        // Its PATH and tool roots (RUSTUP_HOME, GOROOT, ...) are the ones it will use.
        env,
        readWrite: sandbox.readWrite,
        file: cmd.file,
        runnerDirectory: (0,_agent_user_js__WEBPACK_IMPORTED_MODULE_2__/* .runnerDirectory */ .Gn)(),
    }));
    // No network given: a namespace of its own with loopback only (fail closed).
    const network = cmd.network ?? { forwards: [] };
    const c = (0,_sandbox_js__WEBPACK_IMPORTED_MODULE_6__/* .sandboxCommand */ .P9)(sandbox.tools, { uid: user.uid, gid: user.gid, cwd }, steps, inner, network);
    return {
        ...(0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .rootCommand */ .S3)(user.via, c.file, c.args),
        env: { PATH: _root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .SYSTEM_PATH */ .sg },
        stdinPrefix,
        notFound,
    };
}
/**
 * Runs a process as the agent user (runProcess's `wrap`): every process of that user is killed
 * and the work tree lent to it first (lend.ts), in the sandbox where the runner has one, with
 * `binds` (folders outside the work tree it writes: the agent's settings) bound writable and the
 * step's `network` (sandbox.ts); its group is signalled as that user; after the process ended,
 * every process of that user is killed and the work tree taken back.
 */
function asAgentUser(user, o = {}) {
    return {
        open: async () => {
            let sandbox = await (0,_sandbox_js__WEBPACK_IMPORTED_MODULE_6__/* .sandboxFor */ .Xq)(user);
            if (sandbox && o.binds?.length)
                sandbox = { ...sandbox, readWrite: [...sandbox.readWrite, ...o.binds] };
            // Its network namespace (net-namespace.ts) opens while the work tree is lent.
            const namespace = await withLent(user, sandbox && (0,_net_namespace_js__WEBPACK_IMPORTED_MODULE_4__/* .stepNamespace */ .Em)(user.via, sandbox.tools, o.network));
            const network = namespace?.network ?? o.network;
            return {
                launch: (cmd) => agentLaunch(user, { ...cmd, network }, sandbox),
                // Through sudo, Ralph may signal sudo but not the agent user's processes.
                signalGroup: user.via === 'sudo'
                    ? (pgid, signal, sync) => signalAgentGroup(user, pgid, signal, sync)
                    : undefined,
                close: () => {
                    namespace?.close();
                    return (0,_lend_js__WEBPACK_IMPORTED_MODULE_3__/* .reclaimWorkspace */ .Tv)(user, { sandboxed: sandbox !== undefined });
                },
            };
        },
    };
}
/**
 * The work tree lent to the agent user while `opening` (the sandbox's) runs; if either fails,
 * the other is undone.
 */
async function withLent(user, opening) {
    const [lent, opened] = await Promise.allSettled([(0,_lend_js__WEBPACK_IMPORTED_MODULE_3__/* .lendWorkspace */ .lw)(user), opening]);
    if (lent.status === 'rejected') {
        if (opened.status === 'fulfilled')
            opened.value?.close();
        throw lent.reason;
    }
    if (opened.status === 'rejected') {
        await (0,_lend_js__WEBPACK_IMPORTED_MODULE_3__/* .reclaimWorkspace */ .Tv)(user, { sandboxed: true });
        throw opened.reason;
    }
    return opened.value;
}


/***/ }),

/***/ 5856:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G9: () => (/* binding */ settle),
/* harmony export */   Tv: () => (/* binding */ reclaimWorkspace),
/* harmony export */   WG: () => (/* binding */ reclaimLeftLent),
/* harmony export */   lw: () => (/* binding */ lendWorkspace)
/* harmony export */ });
/* unused harmony exports processesOf, killAgentUserProcesses */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2807);
/* harmony import */ var _root_command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4981);
// The work tree lent to the agent user (agent-user.ts) for each run, not shared: before the run
// every file Ralph's user owns in it is chowned to the agent user, and after the run, once all
// of the agent user's processes are dead, everything the agent user owns there is chowned back
// and made readable and writable by its owner again. The work tree's root stays Ralph's: the
// agent user may create entries in it (an ACL entry, or the group) but, with the sticky bit,
// never rename or remove one it does not own, such as the `.git` file Ralph puts there. A link
// never takes a chown out of the work tree: symlinks are changed themselves, no other file
// system is entered, and a file with more than one hard link is never given away. Between runs
// the agent user owns nothing in the work tree and has no process left, and its home is empty.




/**
 * The agent users prepareAgentUser just took a work tree back from (every process killed, the
 * home emptied): their next lendWorkspace, in the same step, need not do that again.
 */
const justReclaimed = new WeakSet();
/**
 * Whether the work tree is still lent (a step died between lendWorkspace and the end of
 * reclaimWorkspace): its root is opened from the start of the one to the end of the other, by
 * the sticky bit, and the agent user's group or an ACL entry for it. When that cannot be told,
 * it is taken for lent.
 */
async function leftLent(user) {
    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(user.workspace);
    if (st.mode & 0o1000 || st.gid === user.gid)
        return true;
    if (!(0,_root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .onPath */ .L)('setfacl'))
        return false;
    const r = await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .run */ .eF)('getfacl', ['-n', '-c', '--', user.workspace]);
    return r.code !== 0 || r.stdout.split('\n').some((line) => line.startsWith(`user:${user.uid}:`));
}
/**
 * Takes back a work tree an earlier step left lent (it died during a run): for prepareAgentUser,
 * so that the next lendWorkspace in the same step need not kill and empty again.
 */
async function reclaimLeftLent(user) {
    if (!(await leftLent(user)))
        return;
    await reclaimWorkspace(user);
    justReclaimed.add(user);
}
/** Every process of the agent user killed, and the work tree taken back if a step left it lent. */
async function settle(user) {
    if (await leftLent(user))
        await reclaimWorkspace(user);
    else
        await killAgentUserProcesses(user);
}
/**
 * Empties the agent user's home: a new folder, 0700, its own, with nothing in it but a
 * ~/.gitconfig that trusts the work tree (its git must accept a work tree and a `.git` file
 * that Ralph's user owns: "dubious ownership"). Nothing one run wrote there (an `.npmrc` whose
 * `script-shell` makes every `npm run` pass, a shell profile) reaches the next.
 */
async function freshAgentHome(user) {
    const home = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(user.home);
    if (home === '/' || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(home) === '/' || (0,_root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .inside */ .nx)(user.workspace, home) || (0,_root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .inside */ .nx)(home, user.workspace))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`The agent user ${user.name} has the home ${home}; Ralph empties it before each run and will not empty that folder.`);
    await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .mustAsRoot */ .Ks)(user.via, [
        '/bin/sh',
        '-c',
        'rm -rf --one-file-system -- "$1" && mkdir -m 0700 -- "$1" && chown -- "$2" "$1"',
        'sh',
        home,
        `${user.uid}:${user.gid}`,
    ], `Emptying the home of ${user.name}`);
    if (!(0,_root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .onPath */ .L)('git'))
        return;
    const r = await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .asUser */ .ex)(user, [
        'git',
        'config',
        '--file',
        (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(home, '.gitconfig'),
        '--add',
        'safe.directory',
        user.workspace,
    ]);
    if (r.code !== 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`Could not let the git of ${user.name} trust ${user.workspace}: ${r.stderr.trim()}`);
}
/** The live (not zombie) processes whose real, effective or saved uid is `uid`. */
function processesOf(uid) {
    const pids = [];
    for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)('/proc')) {
        if (!/^\d+$/.test(name))
            continue;
        let status;
        try {
            status = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${name}/status`, 'utf8');
        }
        catch {
            continue;
        }
        if (/^State:\s+Z/m.test(status))
            continue;
        const uids = /^Uid:\s+(\d+)\s+(\d+)\s+(\d+)/m.exec(status);
        if (uids?.slice(1).some((u) => Number(u) === uid))
            pids.push(Number(name));
    }
    return pids;
}
// Run as the agent user: kill(-1) signals every process it may signal, at once, so a
// process forking away cannot escape. The uid check keeps it from ever running as root.
const KILL_ALL = 'test "$(id -u)" = "$1" && test "$(id -ru)" = "$1" || exit 3; kill -9 -1 2>/dev/null; exit 0';
/** Kills every process of the agent user (setsid'd, nohup'd, daemonized ones included). */
async function killAgentUserProcesses(user) {
    let left = [];
    for (let round = 0; round < 20; round++) {
        const r = await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .asUser */ .ex)(user, ['/bin/sh', '-c', KILL_ALL, 'sh', String(user.uid)]);
        if (r.code !== 0)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`Could not kill the processes of ${user.name} (exit ${r.code}): ${r.stderr.trim()}`);
        await new Promise((done) => setTimeout(done, 20 + round * 20));
        left = processesOf(user.uid);
        if (left.length === 0)
            return;
    }
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`Processes of ${user.name} survive SIGKILL: ${left.join(', ')}.`);
}
/**
 * Hands the work tree to the agent user for a run, in a home emptied for it: what Ralph's user
 * owns there becomes its, except the `.git` entry of the root (Ralph's; see
 * private-git.ts) and any file with more than one hard link (another name of it may be
 * outside the work tree: a package manager's store, say). The root stays Ralph's, opened to
 * the agent user for writing with the sticky bit set.
 */
async function lendWorkspace(user) {
    if (!justReclaimed.delete(user)) {
        await killAgentUserProcesses(user);
        await freshAgentHome(user);
    }
    // Opened first, so that a step dying in the middle leaves a root the next one sees lent.
    await openRoot(user);
    const what = `Lending ${user.workspace} to ${user.name}`;
    // -xdev: no other file system (a mount inside the work tree); -P (find's default): no
    // symlink followed; chown -h: a symlink is changed itself.
    await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .mustAsRoot */ .Ks)(user.via, [
        'find',
        user.workspace,
        '-xdev',
        '-mindepth',
        '1',
        '(',
        '-path',
        // A pattern: the work tree's own *, ? and [ taken literally.
        (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(user.workspace, '.git').replace(/[*?[\\]/g, '\\$&'),
        '-o',
        '-type',
        'f',
        '-links',
        '+1',
        ')',
        '-prune',
        '-o',
        '-user',
        String(user.owner.uid),
        '-exec',
        'chown',
        '-h',
        `+${user.uid}:+${user.gid}`,
        '--',
        '{}',
        '+',
    ], what);
}
/**
 * The root opened to the agent user: write access through an ACL entry for it alone (else
 * through the group, the root's group and mode kept in `user.root` to be put back), and the
 * sticky bit, so that it may create entries and rename or remove its own, never Ralph's.
 */
async function openRoot(user) {
    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(user.workspace);
    user.root = { mode: st.mode & 0o7777, gid: st.gid };
    const what = `Opening ${user.workspace} to ${user.name}`;
    const acl = (0,_root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .onPath */ .L)('setfacl') !== undefined &&
        (await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .asRoot */ .tE)(user.via, ['setfacl', '-m', `u:${user.uid}:rwx`, '--', user.workspace])).code === 0;
    if (!acl)
        await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .mustAsRoot */ .Ks)(user.via, ['chgrp', '-h', `+${user.gid}`, '--', user.workspace], what);
    await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .mustAsRoot */ .Ks)(user.via, ['chmod', acl ? '+t' : 'g+rwx,+t', '--', user.workspace], what);
}
/** The root as it was before openRoot (or, after a step that died, Ralph's and closed again). */
async function closeRoot(user) {
    const what = `Closing ${user.workspace} to ${user.name}`;
    if ((0,_root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .onPath */ .L)('setfacl'))
        await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .asRoot */ .tE)(user.via, ['setfacl', '-x', `u:${user.uid}`, '--', user.workspace]);
    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(user.workspace);
    const was = user.root ?? {
        mode: st.mode & 0o7777 & ~0o1000 & (st.gid === user.gid ? ~0o020 : 0o7777),
        gid: st.gid === user.gid ? user.owner.gid : st.gid,
    };
    if (st.gid !== was.gid)
        await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .mustAsRoot */ .Ks)(user.via, ['chgrp', '-h', `+${was.gid}`, '--', user.workspace], what);
    await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .mustAsRoot */ .Ks)(user.via, ['chmod', (was.mode & 0o7777).toString(8).padStart(4, '0'), '--', user.workspace], what);
    user.root = undefined;
}
// Run as root, in the work tree: each file the agent user owns that has other hard links is
// replaced by a copy of its own (same bytes, mode and times), Ralph's, and the other names keep
// the old file, untouched. Chowning it would hand Ralph's user a file outside the work tree.
// The copy goes to a new file mktemp makes, never to a name the agent could have prepared (a
// symlink there would take root's write elsewhere).
const UNLINK_COPIES = 'owner=$1; shift; for f; do t=$(mktemp "$f.ralph-XXXXXX") && cp -p -- "$f" "$t" && chown -h -- "$owner" "$t" && mv -f -- "$t" "$f" || { rm -f -- "$t"; exit 1; }; done';
/**
 * Takes the work tree back after a run, once every process of the agent user is dead: what
 * it owns there goes back to the owner (a file with more than one hard link is replaced by a
 * copy, so no chown reaches its other names), whatever it made unreadable or unwritable for
 * its owner is opened again, the root is closed, and its home emptied.
 */
async function reclaimWorkspace(user, o = {}) {
    await killAgentUserProcesses(user);
    const owner = `+${user.owner.uid}:+${user.owner.gid}`;
    const multi = await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .mustAsRoot */ .Ks)(user.via, ['find', user.workspace, '-xdev', '-type', 'f', '-user', String(user.uid), '-links', '+1', '-print0'], `Looking for hard links in ${user.workspace}`);
    const linked = multi.stdout.split('\0').filter(Boolean);
    for (let i = 0; i < linked.length; i += 200)
        await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .mustAsRoot */ .Ks)(user.via, ['/bin/sh', '-c', UNLINK_COPIES, 'sh', owner, ...linked.slice(i, i + 200)], `Replacing hard-linked files of ${user.name} in ${user.workspace}`);
    // -xdev, -P and chown -h: nothing outside the work tree is changed through a link. One walk
    // (`,` evaluates both sides for every file): what it owns goes back, then whatever it closed
    // to the owner is opened again.
    await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .mustAsRoot */ .Ks)(user.via, [
        'find',
        user.workspace,
        '-xdev',
        '(',
        '-user',
        String(user.uid),
        '(',
        '!',
        '-type',
        'f',
        '-o',
        '-links',
        '1',
        ')',
        '-exec',
        'chown',
        '-h',
        owner,
        '--',
        '{}',
        '+',
        ')',
        ',',
        '(',
        '-type',
        'd',
        '!',
        '-perm',
        '-u=rwx',
        '-o',
        '-type',
        'f',
        '-links',
        '1',
        '!',
        '-perm',
        '-u=rw',
        ')',
        '-exec',
        'chmod',
        'u+rwX',
        '--',
        '{}',
        '+',
    ], `Taking ${user.workspace} back from ${user.name}`);
    await freshAgentHome(user);
    // In the sandbox they were private to the step: nothing of its can be there.
    if (!o.sandboxed)
        await sweepSharedTemp(user);
    // Last: until the tree is all taken back, its root says it is lent (leftLent).
    await closeRoot(user);
}
/** The folders every user may write, where one step could leave something for the next. */
const SHARED_TEMP = ['/tmp', '/var/tmp', '/dev/shm', '/run/lock'];
/**
 * What the agent user left in the shared temporary folders, at any depth (a file, a cache such
 * as /tmp/pytest-of-<user>, a socket, a file in another user's 1777 folder), is removed after
 * each step, so that no later step (a gate run after the agent, the next job's) finds it. In the
 * sandbox they are private and go with the step anyway; this is for runs without it. `rm -rf`
 * never follows a symlink nor leaves the file system; only what the agent user owns is touched,
 * and the work tree, its home and the paths lent to it are left alone.
 */
async function sweepSharedTemp(user) {
    const dirs = [...SHARED_TEMP, process.env.TMPDIR]
        .filter((d) => !!d && (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(d) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(d))
        .map((d) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(d))
        .filter((d, i, all) => all.indexOf(d) === i && !(0,_root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .inside */ .nx)(d, user.workspace));
    if (dirs.length === 0)
        return;
    const keep = [user.workspace, user.home, ...(user.lent ?? [])].map((p) => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(p));
    const pattern = (p) => p.replace(/[*?[\\]/g, '\\$&');
    const r = await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .asRoot */ .tE)(user.via, [
        'find',
        ...dirs,
        // Other users' files come and go meanwhile: one gone before find looked at it is no error.
        '-ignore_readdir_race',
        '-xdev',
        '-mindepth',
        '1',
        '(',
        ...keep.flatMap((p, i) => [...(i > 0 ? ['-o'] : []), '-path', pattern(p)]),
        ')',
        '-prune',
        '-o',
        '-user',
        String(user.uid),
        '-prune',
        '-exec',
        'rm',
        '-rf',
        '--one-file-system',
        '--',
        '{}',
        '+',
    ]);
    // Another process's entry gone between find's listing and its look is no failure.
    const problems = r.stderr.split('\n').filter((l) => l.trim() && !/No such file or directory$/.test(l));
    if (r.code !== 0 && problems.length > 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`Could not remove what ${user.name} left in ${dirs.join(', ')}: ${problems.join('; ')}`);
}


/***/ }),

/***/ 3104:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Em: () => (/* binding */ stepNamespace),
/* harmony export */   Vs: () => (/* binding */ loopbackForward)
/* harmony export */ });
/* unused harmony export openNetNamespace */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7030);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2807);
/* harmony import */ var _root_command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4981);
/* harmony import */ var _sandbox_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9850);
// The network namespace of a sandboxed step that has ways out (docs/ARCHITECTURE.md#trust):
// loopback only, with a listening socket on 127.0.0.1:PORT inside for each of its `forwards`,
// served by Ralph's own process outside. Nothing copies bytes between the two sides: the
// listening sockets are made inside and handed to Ralph, which accepts on them directly (its
// egress proxy, its key proxy and the service forwards run there); what it connects to in turn
// lives in the runner's network. A connection through the egress proxy is one copy in Ralph's
// process, where a relay inside would add a second process and a second copy.
//
// The hand-over: a small node process, the namespace's holder, started as root through
// `unshare --net` (sudo closes every descriptor above stderr, so its channel to Ralph is its
// stdin, a socket pair node's IPC speaks over), brings loopback up, becomes the overflow user
// `nobody` for good, listens on each port, sends each listening socket to Ralph over that
// channel (SCM_RIGHTS) and closes its own copy. It then only holds the namespace open, for the
// step to join through /proc/PID/ns/net (sandbox.ts, `join`); it exits when Ralph closes the
// channel, or when Ralph dies. The step's processes never see it: it lies outside their PID
// namespace and is not their user.





/** The holder's uid and gid: the kernel's overflow id, `nobody` on every distribution. */
const HOLDER_ID = 65534;
/** How long the holder may take to hand over its sockets. */
const OPEN_TIMEOUT_MS = 30_000;
// Run by node as root in the new namespace, arguments: uid, gid, then the ports. No secret
// passes through them. It drops to uid:gid before it listens, so what it listens on is never
// root's; it sends every listening socket, closes its own, then says `ready` with its pid.
const HOLDER = `
const net = require('node:net');
const [uid, gid, ...ports] = process.argv.slice(1);
process.setgroups([]); process.setgid(Number(gid)); process.setuid(Number(uid));
process.on('disconnect', () => process.exit(0));
let left = ports.length;
const done = () => { if (left === 0) process.send({ ready: process.pid }); };
for (const port of ports) {
  const server = net.createServer((early) => early.destroy());
  server.on('error', (e) => { process.stderr.write('127.0.0.1:' + port + ': ' + e.message + '\\n'); process.exit(1); });
  server.listen({ port: Number(port), host: '127.0.0.1', backlog: 511 }, () => {
    process.send({ port: Number(port) }, server, () => { server.close(); left--; done(); });
  });
}
done();
`;
/**
 * The namespace of a step whose network is its own and has ways out; undefined when it has
 * none (the sandbox then makes a namespace with no way out itself) or is `open`.
 */
function stepNamespace(via, tools, network) {
    if (!network || network.open || network.forwards.length === 0 || network.join)
        return Promise.resolve(undefined);
    return openNetNamespace(via, tools, network.forwards);
}
/**
 * Starts the holder of a new network namespace and takes the listening sockets of `forwards`
 * from it, each accepted by its forward's `accept`. Throws a RalphError saying why when it
 * cannot (no root, a port that cannot be listened on, no answer).
 */
function openNetNamespace(via, tools, forwards) {
    (0,_sandbox_js__WEBPACK_IMPORTED_MODULE_4__/* .checkForwards */ .zH)(forwards);
    const script = [
        `${(0,_root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .shellQuote */ .ZL)(tools.ip)} link set lo up || { echo "cannot bring up the loopback of the step's network" >&2; exit 125; }`,
        'export NODE_CHANNEL_FD=0',
        'exec "$0" -e "$@"',
    ].join('\n');
    const c = (0,_root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .rootCommand */ .S3)(via, tools.unshare, [
        '--net',
        '--',
        tools.sh,
        '-c',
        script,
        process.execPath,
        HOLDER,
        String(HOLDER_ID),
        String(HOLDER_ID),
        ...forwards.map((f) => String(f.port)),
    ]);
    const where = forwards.map((f) => `127.0.0.1:${f.port}`).join(', ');
    const servers = [];
    let child;
    const release = () => {
        for (const s of servers)
            s.close();
        if (child?.connected)
            child.disconnect();
    };
    return new Promise((resolve, reject) => {
        let stderr = '';
        let settled = false;
        const fail = (why) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            release();
            reject(new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`Ralph cannot open the step's network (${where} inside, served by Ralph): ${why}. ` +
                "Set the input 'network: open' to run the step with the runner's network instead."));
        };
        const timer = setTimeout(() => fail(`no answer from its holder in ${OPEN_TIMEOUT_MS / 1000} s`), OPEN_TIMEOUT_MS);
        try {
            child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(c.file, c.args, {
                cwd: '/',
                env: { PATH: _root_command_js__WEBPACK_IMPORTED_MODULE_3__/* .SYSTEM_PATH */ .sg },
                // Its channel to Ralph is its stdin: the one descriptor sudo passes that node can speak IPC on.
                stdio: ['ipc', 'ignore', 'pipe'],
                detached: true,
            });
        }
        catch (err) {
            fail(err.message);
            return;
        }
        child.stderr?.on('data', (d) => {
            if (stderr.length < 4096)
                stderr += d;
        });
        child.on('error', (err) => fail(err.message));
        child.on('exit', (code, signal) => fail(`its holder ended (${signal ?? `exit ${code}`}): ${stderr.trim() || 'no message'}`));
        // The sockets and the `ready` may be told in either order (node hands a socket over a tick later).
        let ready;
        const complete = () => {
            if (settled || ready === undefined || servers.length < forwards.length)
                return;
            settled = true;
            clearTimeout(timer);
            resolve({ network: { forwards, join: `/proc/${ready}/ns/net` }, close: release });
        };
        child.on('message', (m, handle) => {
            if (m.port !== undefined && handle) {
                servers.push(handle);
                handle.on('error', () => { });
                const forward = forwards.find((f) => f.port === m.port);
                if (!forward)
                    return fail(`its holder sent port ${m.port}, which is not asked for`);
                handle.on('connection', (s) => forward.accept(s));
            }
            if (m.ready !== undefined)
                ready = m.ready;
            complete();
        });
    });
}
/**
 * A forward of a port on the runner's loopback: 127.0.0.1:PORT inside reaches 127.0.0.1:PORT
 * outside, and only that port (a job's `services:` published there).
 */
function loopbackForward(port) {
    return {
        port,
        accept: (inside) => {
            const outside = (0,node_net__WEBPACK_IMPORTED_MODULE_1__.connect)({ port, host: '127.0.0.1' });
            inside.pipe(outside);
            outside.pipe(inside);
            inside.on('error', () => outside.destroy());
            outside.on('error', () => inside.destroy());
        },
    };
}


/***/ }),

/***/ 4981:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ks: () => (/* binding */ mustAsRoot),
/* harmony export */   L: () => (/* binding */ onPath),
/* harmony export */   S3: () => (/* binding */ rootCommand),
/* harmony export */   ZL: () => (/* binding */ shellQuote),
/* harmony export */   eF: () => (/* binding */ run),
/* harmony export */   ex: () => (/* binding */ asUser),
/* harmony export */   nx: () => (/* binding */ inside),
/* harmony export */   sg: () => (/* binding */ SYSTEM_PATH),
/* harmony export */   tE: () => (/* binding */ asRoot)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2807);
/* harmony import */ var _program_path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3205);
// Running fixed commands as root (directly, or through passwordless `sudo -n`) or as another
// user, with a fixed PATH, from /: what the agent user (agent-user.ts, lend.ts, launch.ts), its
// sandbox (sandbox.ts) and the agent's repository (private-git.ts) share. No secret ever goes
// on these command lines (/proc/PID/cmdline is world-readable).



const SYSTEM_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
/** Runs `file args` from / with PATH=SYSTEM_PATH and LC_ALL=C, and an empty stdin. */
function run(file, args, opts = {}) {
    return new Promise((done) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)(file, args, 
        // From /: the agent user may not reach Ralph's working directory.
        {
            cwd: '/',
            env: { PATH: SYSTEM_PATH, LC_ALL: 'C', ...(opts.home ? { HOME: opts.home } : {}) },
            uid: opts.uid,
            gid: opts.gid,
            timeout: opts.timeoutMs ?? 30 * 60_000,
        }, (err, stdout, stderr) => {
            const code = err ? (typeof err.code === 'number' ? err.code : -1) : 0;
            done({ code, stdout, stderr: stderr || (err && code === -1 ? err.message : '') });
        });
        child.stdin?.on('error', () => { }); // it need not read its input
        child.stdin?.end();
    });
}
/** `file args` as root: itself when Ralph is root, else behind `sudo -n --`. */
function rootCommand(via, file, args) {
    return via === 'root' ? { file, args: [...args] } : { file: 'sudo', args: ['-n', '--', file, ...args] };
}
/** A command as root: directly, or through passwordless sudo. No secret ever goes here. */
function asRoot(via, args, opts = {}) {
    const c = rootCommand(via, args[0], args.slice(1));
    return run(c.file, c.args, opts);
}
/** A command as root that must succeed: its failure throws, saying `what` failed and why. */
async function mustAsRoot(via, args, what) {
    const r = await asRoot(via, args);
    if (r.code !== 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RalphError */ .A4(`${what} failed (${args.join(' ')}: exit ${r.code}): ${r.stderr.trim() || r.stdout.trim()}`);
    return r;
}
/** A small fixed command as that user (no secret in it either). */
function asUser(user, args) {
    return user.via === 'root'
        ? run(args[0], args.slice(1), { uid: user.uid, gid: user.gid, home: user.home })
        : run('sudo', ['-n', '-u', user.name, '--', ...args]);
}
/** The executable file `tool` in the directories of `path`, if any. */
function onPath(tool, path = SYSTEM_PATH) {
    return (0,_program_path_js__WEBPACK_IMPORTED_MODULE_2__/* .findOnPath */ .a)(tool, path);
}
const shellQuote = (s) => `'${s.replace(/'/g, `'\\''`)}'`;
/** Whether `path` is `dir` or inside it (both absolute and resolved). */
const inside = (path, dir) => path === dir || path.startsWith(dir === '/' ? '/' : `${dir}/`);


/***/ }),

/***/ 9850:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H$: () => (/* binding */ onSandboxWarning),
/* harmony export */   IY: () => (/* binding */ sandboxLayout),
/* harmony export */   P9: () => (/* binding */ sandboxCommand),
/* harmony export */   Xq: () => (/* binding */ sandboxFor),
/* harmony export */   xk: () => (/* binding */ mountSteps),
/* harmony export */   zH: () => (/* binding */ checkForwards)
/* harmony export */ });
/* unused harmony exports PRIVATE_TEMP, sandboxArgs, sandboxSupport, sandboxWarning */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2807);
/* harmony import */ var _root_command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4981);
// The sandbox of the agent user (where the runner lets Ralph reach root): the agent, the
// `setup` command and each gate run in their own PID and mount namespaces, as the agent user.
//
// - PID namespace (util-linux `unshare --pid --fork --mount-proc`): they see only their own
//   processes in /proc, and when the step's command (PID 1 there) exits, the kernel kills
//   every other process of the namespace: setsid'd and nohup'd ones too. `--kill-child`
//   does the same when `unshare` itself is killed (Ralph's timeout or cancel).
// - Mount namespace: the runner's folders ($RUNNER_TEMP, the home of Ralph's user, the
//   runner's work folder with its `_actions`, the runner's own directory) are hidden under an
//   empty tmpfs, and so is the tool cache; only what the step needs is bound back: the
//   workspace and the caller's other writable paths read-write; the toolchains the step's
//   PATH or environment names there (PATH directories, RUSTUP_HOME, pythonLocation, ...)
//   read-only. The rest of the tool cache is not visible at all.
// - Private temporary folders: /tmp, /var/tmp, /dev/shm and /run/lock are each a new tmpfs (1777), so the
//   step sees nothing of the runner's and leaves nothing behind: they go with the namespace.
// - Network namespace (unless the step's network is `open`): loopback only, brought up, no
//   route out; none of the runner's local services (TCP or abstract unix sockets) can be
//   reached. Its ways out are `forwards`: ports on 127.0.0.1 inside whose listening sockets
//   Ralph's own process accepts on (Ralph's egress proxy, egress-proxy.ts; the key proxy). That
//   namespace is made beforehand (net-namespace.ts) and joined here (`join`): `nsenter` before
//   `unshare`, and the root part checks that it holds loopback alone.
// - Then `setpriv` drops to the agent user for good: its uid and group only, no
//   capability, no_new_privs (no setuid program can raise it again).
//
// The root part is a fixed shell script that takes paths as arguments and calls its tools by
// absolute path; it never sees the agent's environment, which travels on stdin and is
// decoded only after the drop (launch.ts, agentLaunch). Where namespaces cannot be had
// (a container without CAP_SYS_ADMIN, a seccomp or AppArmor profile that forbids mount), a
// real probe finds out once per process, and the agent user runs as before, with one warning.






const SYSTEM_DIRS = ['/usr/bin', '/bin', '/usr/sbin', '/sbin'];
/** The folder Ralph runs from: its package root, above `dist/` (the bundle) or `src/adapters/task-job/`. */
const RALPH_ROOT = (() => {
    const here = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(import.meta.url));
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(here, '..', 'package.json')) ? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(here, '..') : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(here, '..', '..', '..');
})();
/** The shared temporary folders each sandboxed step gets a private copy of. */
const PRIVATE_TEMP = ['/tmp', '/var/tmp', '/dev/shm', '/run/lock'];
/** Folders a mask may never hide, nor any folder above them: the system the step runs on. */
const SYSTEM_FOLDERS = [
    '/bin',
    '/dev',
    '/etc',
    '/lib',
    '/lib64',
    '/proc',
    '/run',
    '/sbin',
    '/sys',
    '/tmp',
    '/usr',
    '/var',
];
/** A folder a mask may hide: not the system the step runs on, nor any folder above it. */
const maskable = (dir) => !SYSTEM_FOLDERS.some((s) => (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .inside */ .nx)(s, dir));
/** The tools, from the system's own directories; or the names of the missing ones. */
function sandboxTools() {
    const names = [
        'sh',
        'unshare',
        'setpriv',
        'mount',
        'umount',
        'mkdir',
        'mktemp',
        'rmdir',
        'ip',
        'nsenter',
    ];
    const found = {};
    const missing = [];
    for (const name of names) {
        const file = (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .onPath */ .L)(name, SYSTEM_DIRS.join(node_path__WEBPACK_IMPORTED_MODULE_2__.delimiter));
        if (file)
            found[name] = file;
        else
            missing.push(name);
    }
    return missing.length > 0 ? { missing } : found;
}
// The root part, run by `unshare` as PID 1 of the new namespaces. Arguments: the agent
// user's uid and gid, the working directory, the network (`open`; `own`, a new one whose
// loopback it brings up; `joined`, one made beforehand, which must hold loopback alone), the
// mount steps, `--`, the command. Steps:
//   save N PATH          bind PATH to a private stash (before a mask hides it)
//   mask PATH            an empty tmpfs over PATH
//   private PATH         a new, empty temporary folder (tmpfs, 1777) over PATH
//   bind N PATH ro|rw    the stashed N back at PATH
// The stash lives in /run (never masked nor made private). Then the stash goes, it enters the
// working directory as it now appears (never the directory it inherited, which may lie under
// a mask) and becomes the agent user for good.
function rootScript(t) {
    const q = _root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .shellQuote */ .ZL;
    return [
        'set -u',
        'fail() { echo "ralph sandbox: $*" >&2; exit 125; }',
        'umask 022',
        'uid=$1 gid=$2 cwd=$3 net=$4',
        'shift 4',
        'case $net in',
        `own) ${q(t.ip)} link set lo up || fail "cannot bring up the loopback of the step's network" ;;`,
        // The namespace joined by its holder's pid: never one with more than loopback (a pid reused).
        `joined) links=$(${q(t.ip)} -o link show) || fail "cannot list the links of the step's network"`,
        // One line, loopback's: `nl` holds a newline (this array's lines are joined by newlines).
        "  nl='",
        "'",
        `  case $links in *"$nl"*) fail "the step's network is not its own: $links" ;; "1: lo:"*) ;; *) fail "the step's network is not its own: $links" ;; esac ;;`,
        'esac',
        `stash=$(${q(t.mktemp)} -d /run/ralph-sandbox.XXXXXXXX) || fail "no stash directory in /run"`,
        `${q(t.mount)} -t tmpfs -o mode=0700,size=64k ralph-stash "$stash" || fail "cannot mount a tmpfs on $stash"`,
        'while [ $# -gt 0 ] && [ "$1" != -- ]; do',
        '  case $1 in',
        `  save) ${q(t.mkdir)} -- "$stash/$2" && ${q(t.mount)} --bind "$3" "$stash/$2" || fail "cannot bind $3"; shift 3 ;;`,
        `  mask) ${q(t.mount)} -t tmpfs -o mode=0755,size=64k,nosuid,nodev ralph-mask "$2" || fail "cannot mask $2"; shift 2 ;;`,
        `  private) ${q(t.mount)} -t tmpfs -o mode=1777,nosuid,nodev ralph-tmp "$2" || fail "cannot make $2 private"; shift 2 ;;`,
        '  bind) case $4 in ro) flags=,ro ;; *) flags= ;; esac',
        `    { [ -d "$3" ] || ${q(t.mkdir)} -p -- "$3"; } && ${q(t.mount)} --bind "$stash/$2" "$3" &&`,
        `      ${q(t.mount)} -o "remount,bind,nosuid,nodev$flags" "$3" || fail "cannot bind $3 back ($4)"`,
        '    shift 4 ;;',
        '  *) fail "unknown step $1" ;;',
        '  esac',
        'done',
        '[ $# -gt 1 ] || fail "no command"',
        'shift',
        `${q(t.umount)} -l "$stash" && ${q(t.rmdir)} -- "$stash" || fail "cannot remove the stash $stash"`,
        'cd -- "$cwd" || fail "no working directory $cwd in the sandbox"',
        `exec ${q(t.setpriv)} --reuid="$uid" --regid="$gid" --clear-groups --inh-caps=-all --no-new-privs -- "$@"`,
    ].join('\n');
}
/** A real directory's canonical path, or undefined when it is not one. */
function realDir(path) {
    if (!path || !(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(path))
        return undefined;
    try {
        const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(path);
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(real).isDirectory() ? real : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * The toolchain a PATH directory belongs to: for `.../x64/bin`, `.../x64` (node's bin/npm
 * links to ../lib), unless that is the masked folder itself or above it.
 */
function toolRoot(dir, masks) {
    const up = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(dir);
    if ((0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(dir) !== 'bin')
        return dir;
    return masks.some((m) => (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .inside */ .nx)(m, up)) ? dir : up;
}
/**
 * What to hide and what to bind back, for a step on this runner:
 * - masked: $RUNNER_TEMP, the home of Ralph's user, the runner's work folder (the parent of
 *   the workspace's parent: GitHub's /home/runner/work, with `_actions` and `_temp`) and the
 *   runner's own directory;
 * - read-write: the workspace and `readWrite`;
 * - masked too: the tool cache (what other jobs' setup-* actions left there is none of this
 *   step's business);
 * - read-only: every PATH directory under a masked folder with its toolchain (setup-node's
 *   node, ~/.cargo/bin, ~/.local/bin) and the tool roots the environment names (RUSTUP_HOME,
 *   else ~/.rustup; GOROOT, JAVA_HOME, JAVA_HOME_17_X64, pythonLocation, ...).
 */
function sandboxLayout(o) {
    const runnerEnv = o.runnerEnv ?? process.env;
    const home = runnerEnv.HOME || (0,node_os__WEBPACK_IMPORTED_MODULE_1__.homedir)();
    const workspace = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(o.workspace);
    const workFolder = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(workspace));
    const mask = [
        runnerEnv.RUNNER_TEMP,
        home,
        workFolder,
        (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(workFolder, '_actions'),
        runnerEnv.RUNNER_TOOL_CACHE,
        o.runnerDirectory,
    ].filter((p) => !!p && (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(p));
    const privateTemp = (o.privateTemp ?? PRIVATE_TEMP).filter((p) => realDir(p) !== undefined);
    const realMasks = [
        ...mask.map(realDir).filter((p) => !!p && maskable(p)),
        ...privateTemp.map(realDir).filter((p) => !!p),
    ];
    const underMask = (p) => realMasks.some((m) => (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .inside */ .nx)(p, m));
    const readOnly = [];
    // Ralph's own installation, where it lies in a temporary folder the step gets a private copy
    // of (a clone in /tmp running its demo or tests): bound back read-only, as a toolchain is. On a
    // runner it lies in the work folder's _actions, which stays masked.
    const install = realDir(RALPH_ROOT);
    const privateReal = privateTemp.map(realDir).filter((p) => !!p);
    if (install && privateReal.some((t) => (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .inside */ .nx)(install, t)))
        readOnly.push(install);
    const candidates = (o.env.PATH ?? '').split(node_path__WEBPACK_IMPORTED_MODULE_2__.delimiter).filter((d) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(d));
    if (o.file && (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(o.file))
        candidates.push((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(o.file));
    for (const dir of candidates) {
        const real = realDir(dir);
        if (real && underMask(real))
            readOnly.push(toolRoot(real, realMasks));
    }
    const rustup = o.env.RUSTUP_HOME ?? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(home, '.rustup');
    for (const root of [rustup, o.env.GOROOT, o.env.JAVA_HOME]) {
        const real = realDir(root);
        if (real && underMask(real))
            readOnly.push(real);
    }
    // Any variable naming a folder inside the tool cache (JAVA_HOME_17_X64, pythonLocation, ...).
    const cache = realDir(runnerEnv.RUNNER_TOOL_CACHE);
    if (cache)
        for (const value of Object.values(o.env)) {
            const real = value && (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(value) ? realDir(value) : undefined;
            if (real && real !== cache && (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .inside */ .nx)(real, cache))
                readOnly.push(real);
        }
    return { mask, readWrite: [workspace, ...(o.readWrite ?? [])], readOnly, private: privateTemp };
}
/**
 * The layout as the root part's steps: every path made canonical; a mask that would hide the
 * system (/, /usr, /tmp, ...) or lies inside another mask or inside a path bound back is
 * dropped; a read-only path inside a writable one is dropped (the workspace's
 * node_modules/.bin stays writable); a path needs binding only where a mask or a read-only
 * bind above it would hide or freeze it. Throws when a writable path does not exist.
 */
function mountSteps(layout) {
    const rw = [];
    for (const path of layout.readWrite) {
        const real = realDir(path);
        if (!real)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`The sandbox cannot bind ${path} back: it is not a directory.`);
        rw.push(real);
    }
    const ro = [...new Set(layout.readOnly.map(realDir).filter((p) => !!p))].filter((p) => !rw.some((w) => (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .inside */ .nx)(p, w)));
    const keeps = [
        ...[...new Set(rw)].map((path) => ({ path, mode: 'rw' })),
        ...ro.map((path) => ({ path, mode: 'ro' })),
    ];
    const privates = [...new Set((layout.private ?? []).map(realDir).filter((p) => !!p))];
    const masks = [...new Set(layout.mask.map(realDir).filter((p) => !!p))]
        .filter(maskable)
        .filter((m) => !keeps.some((k) => (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .inside */ .nx)(m, k.path) && m !== k.path) && !rw.includes(m))
        .sort((a, b) => a.length - b.length)
        // Inside another mask, or inside a private temporary folder: hidden already.
        .filter((m, i, all) => ![...all.slice(0, i), ...privates].some((outer) => (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .inside */ .nx)(m, outer)));
    const binds = [];
    for (const k of keeps.sort((a, b) => a.path.length - b.path.length)) {
        // The innermost mask or bind above it; a mask hides it, a bind of the other mode changes it.
        const layer = [...[...masks, ...privates].map((path) => ({ path, mode: 'mask' })), ...binds]
            .filter((l) => (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .inside */ .nx)(k.path, l.path))
            .sort((a, b) => b.path.length - a.path.length)[0];
        if (layer ? layer.mode !== k.mode : k.mode === 'ro')
            binds.push(k);
    }
    return [
        ...binds.flatMap((b, i) => ['save', String(i), b.path]),
        ...privates.flatMap((p) => ['private', p]),
        ...masks.flatMap((m) => ['mask', m]),
        ...binds.flatMap((b, i) => ['bind', String(i), b.path, b.mode]),
    ];
}
/** The `unshare` arguments that run `command` in the sandbox as uid:gid, in `cwd`. */
function sandboxArgs(tools, as, steps, command, network = { forwards: [] }) {
    const net = network.open ? 'open' : network.join ? 'joined' : 'own';
    if (!network.open)
        checkForwards(network.forwards);
    return [
        '--pid',
        '--fork',
        '--kill-child',
        '--mount',
        '--mount-proc',
        ...(net === 'own' ? ['--net'] : []),
        '--',
        tools.sh,
        '-c',
        rootScript(tools),
        'ralph-sandbox',
        String(as.uid),
        String(as.gid),
        as.cwd,
        net,
        ...steps,
        '--',
        ...command,
    ];
}
/**
 * The program and arguments (for rootCommand) that run `command` in the sandbox: `unshare`
 * (sandboxArgs), behind `nsenter` into the step's network namespace where it has one made
 * beforehand (`join`: its /proc path, outside the new PID namespace's /proc).
 */
function sandboxCommand(tools, as, steps, command, network = { forwards: [] }) {
    const args = sandboxArgs(tools, as, steps, command, network);
    if (network.open || !network.join)
        return { file: tools.unshare, args };
    return { file: tools.nsenter, args: [`--net=${network.join}`, '--', tools.unshare, ...args] };
}
/** Forwards a namespace can serve: distinct ports 1024-65535. */
function checkForwards(forwards) {
    const seen = new Set();
    for (const f of forwards) {
        if (!Number.isInteger(f.port) || f.port < 1024 || f.port > 65535)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`A sandbox forward has the port ${f.port}: use a port from 1024 to 65535.`);
        if (seen.has(f.port))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`Two sandbox forwards use the port ${f.port} inside: give each its own port.`);
        seen.add(f.port);
    }
}
const probes = new Map();
/**
 * Whether the sandbox works here, found once per process by running it: `true` as the user
 * `as`, in new PID and mount namespaces, behind a mask with a read-only bind in it. Through
 * `sudo -n` when Ralph is not root.
 */
function sandboxSupport(as) {
    const key = `${as.via}:${as.uid}:${as.gid}`;
    let probe = probes.get(key);
    if (!probe) {
        probe = probeSandbox(as).catch((err) => ({ unavailable: `its probe failed: ${err.message}` }));
        probes.set(key, probe);
    }
    return probe;
}
async function probeSandbox(as) {
    if (process.platform !== 'linux')
        return { unavailable: `namespaces need Linux (this runner is ${process.platform})` };
    const tools = sandboxTools();
    if ('missing' in tools)
        return { unavailable: `no ${tools.missing.join(', ')} in ${SYSTEM_DIRS.join(' or ')}` };
    const dir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'ralph-sandbox-probe-'));
    try {
        // Open to all: only the read-only bind may keep the agent user from writing there.
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.chmodSync)(dir, 0o755);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'kept'), { mode: 0o777 });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.chmodSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'kept'), 0o777);
        const steps = ['save', '0', (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'kept'), 'mask', dir, 'bind', '0', (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'kept'), 'ro'];
        const args = sandboxArgs(tools, { uid: as.uid, gid: as.gid, cwd: '/' }, steps, [
            tools.sh,
            '-c',
            'test "$(id -u)" = "$1" && test ! -w "$2"',
            'probe',
            String(as.uid),
            (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'kept'),
        ]);
        const r = await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .asRoot */ .tE)(as.via, [tools.unshare, ...args], { timeoutMs: 60_000 });
        if (r.code === 0)
            return { tools };
        return {
            unavailable: `${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(tools.unshare)} failed (exit ${r.code}): ${r.stderr.trim() || 'no message'}`,
        };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, { recursive: true, force: true });
    }
}
/** What running without the sandbox loses, said once. */
function sandboxWarning(reason) {
    return (`The agent, setup and the gates run as the agent user without a sandbox: ${reason}. What that loses: ` +
        "they see every process on the runner (ps, /proc); they can read the runner's folders ($RUNNER_TEMP, " +
        "the home of Ralph's user, the work, tool and action folders, the runner's own directory) wherever " +
        'their permissions let other users read; what they leave running is killed by the sweep of the ' +
        "agent user's processes after the step, instead of ending with the step's PID namespace; they share " +
        "the runner's /tmp; and they have the runner's whole network: no namespace of their own, no egress proxy.");
}
let warn = (text) => process.stderr.write(`Warning: ${text}\n`);
let warned = false;
/** Where the one warning goes (the action: core.warning). */
function onSandboxWarning(fn) {
    warn = fn;
}
/**
 * The sandbox for the agent user's steps in this process, or undefined (with the warning,
 * once per process) where the probe failed.
 */
async function sandboxFor(user) {
    const support = await sandboxSupport(user);
    if ('unavailable' in support) {
        if (!warned)
            warn(sandboxWarning(support.unavailable));
        warned = true;
        return undefined;
    }
    return { tools: support.tools, readWrite: [user.home, ...(user.lent ?? [])] };
}


/***/ })

};
