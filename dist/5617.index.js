export const id = 5617;
export const ids = [5617];
export const modules = {

/***/ 5590:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ks: () => (/* binding */ mustAsRoot),
/* harmony export */   Tv: () => (/* binding */ reclaimWorkspace),
/* harmony export */   Z: () => (/* binding */ agentLaunch),
/* harmony export */   co: () => (/* binding */ prepareAgentUser),
/* harmony export */   g0: () => (/* binding */ DEFAULT_AGENT_USER),
/* harmony export */   kp: () => (/* binding */ deleteAgentUser),
/* harmony export */   lw: () => (/* binding */ lendWorkspace),
/* harmony export */   p4: () => (/* binding */ signalAgentGroup),
/* harmony export */   uJ: () => (/* binding */ existingAgentUser),
/* harmony export */   vd: () => (/* binding */ decideAgentUser)
/* harmony export */ });
/* unused harmony exports AGENT_USER_OFF_HINT, RELOCATED_VARIABLES, agentUserSupport, runnerDirectory, processesOf, killAgentUserProcesses, agentUserEnv */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2807);
/* harmony import */ var _root_command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8469);
/* harmony import */ var _sandbox_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(106);
// The agent user (docs/ARCHITECTURE.md#trust): on Linux, the agent and the gates run as a separate system
// user without sudo, so that what they start cannot read Ralph's environment
// (/proc/PID/environ of another user is unreadable), cannot write Ralph's files or the
// runner's command files, and does not outlive its step (every process of that user is
// killed after each run). The idea is openai/codex-action's `unprivileged-user` strategy.
//
// The work tree is lent, not shared: before each run every file Ralph's user owns in it is
// chowned to the agent user, and after the run, once all of the agent user's processes are
// dead, everything the agent user owns there is chowned back and made readable and writable by
// its owner again. The work tree's root stays Ralph's: the agent user may create entries in it
// (an ACL entry, or the group) but, with the sticky bit, never rename or remove one it does not
// own, such as the `.git` file Ralph puts there. A link never takes a chown out of the work
// tree: symlinks are changed themselves, no other file system is entered, and a file with more
// than one hard link is never given away. Between runs the agent user owns nothing in the work
// tree and has no process left, and its home is empty.
//
// Ralph reaches root either directly (a container job) or through passwordless `sudo -n`
// (GitHub-hosted runners). Through sudo, the agent's environment travels on the child's
// stdin, never on a command line (/proc/PID/cmdline is world-readable), and a fixed shell
// wrapper restores it exactly: sudo's own env_reset, secure_path and env_delete do not apply.







const DEFAULT_AGENT_USER = 'ralph-agent';
/** What self-hosted runners that cannot create users are told. */
const AGENT_USER_OFF_HINT = "set the input 'agent-user: false' on runners where Ralph can neither run as root nor use " +
    'passwordless sudo (self-hosted runners that cannot create users); the agent then runs as ' +
    "the runner's user and can read the step's environment";
/** Variables that point into Ralph's home are moved to the agent's (it cannot write Ralph's). */
const RELOCATED_VARIABLES = [
    'XDG_CONFIG_HOME',
    'XDG_CACHE_HOME',
    'XDG_DATA_HOME',
    'XDG_STATE_HOME',
    'CARGO_HOME',
];
/** Groups that are root in all but name: the agent user must be in none of them. */
const PRIVILEGED_GROUPS = ['sudo', 'admin', 'wheel', 'root', 'docker', 'lxd', 'disk'];
const NAME = /^[a-z_][a-z0-9_-]{0,30}$/;
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const isRoot = () => process.getuid?.() === 0;
function me() {
    try {
        return (0,node_os__WEBPACK_IMPORTED_MODULE_2__.userInfo)().username;
    }
    catch {
        return `uid ${process.getuid?.()}`;
    }
}
async function mustAsRoot(via, args, what) {
    const r = await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .asRoot */ .tE)(via, args);
    if (r.code !== 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`${what} failed (${args.join(' ')}: exit ${r.code}): ${r.stderr.trim() || r.stdout.trim()}`);
    return r;
}
/** A small fixed command as the agent user (no secret in it either). */
function asAgent(user, args) {
    return user.via === 'root'
        ? (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .run */ .eF)(args[0], args.slice(1), { uid: user.uid, gid: user.gid, home: user.home })
        : (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .run */ .eF)('sudo', ['-n', '-u', user.name, '--', ...args]);
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
    if (!(0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .onPath */ .L)('sudo', `${process.env.PATH ?? ''}${node_path__WEBPACK_IMPORTED_MODULE_3__.delimiter}${_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .SYSTEM_PATH */ .sg}`))
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
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`Invalid input 'agent-user': "${setting}" (auto, true or false).`);
    const support = await agentUserSupport();
    if ('via' in support)
        return { use: true };
    if (value === 'true')
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`The input 'agent-user' is true, but ${support.unavailable}; ${AGENT_USER_OFF_HINT}.`);
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
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`Invalid agent user name "${name}" (lower-case letters, digits, _ and -).`);
    const support = await agentUserSupport();
    if (!('via' in support))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`Cannot run the agent as its own user: ${support.unavailable}; ${AGENT_USER_OFF_HINT}.`);
    const { via } = support;
    const workspace = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(opts.workspace);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(workspace).isDirectory())
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`The workspace ${workspace} is not a directory.`);
    let entry = await lookUp(name);
    if (!entry) {
        const shell = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)('/bin/bash') ? '/bin/bash' : '/bin/sh';
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
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`Could not create the agent user ${name} (useradd exit ${r.code}): ${r.stderr.trim()}`);
        entry = await lookUp(name);
        if (!entry)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`useradd made no user ${name}.`);
        if (r.code === 0) {
            await mustAsRoot(via, ['chmod', '0700', '--', entry.home], `Closing the home of ${name}`);
            opts.log(`Created the agent user ${name} (uid ${entry.uid}, home ${entry.home}).`);
        }
    }
    if (entry.uid === 0 || entry.gid === 0 || entry.uid === process.getuid?.())
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`The agent user ${name} is uid ${entry.uid} (group ${entry.gid}): root, or Ralph's own user.`);
    const home = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(entry.home, { throwIfNoEntry: false });
    if (!home?.isDirectory() || home.uid !== entry.uid)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`The agent user ${name} has no home of its own (${entry.home}); its CLIs write their config there.`);
    // No group that is root in all but name.
    const groups = (await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .run */ .eF)('id', ['-nG', name])).stdout.trim().split(/\s+/);
    for (const group of groups.filter((g) => PRIVILEGED_GROUPS.includes(g))) {
        await mustAsRoot(via, ['gpasswd', '-d', name, group], `Removing ${name} from the group ${group}`);
        opts.log(`Removed the agent user ${name} from the group ${group}.`);
    }
    // No sudo rule that names it: refused rather than edited.
    if ((0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .onPath */ .L)('sudo')) {
        const r = await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .asRoot */ .tE)(via, ['sudo', '-n', '-l', '-U', name]);
        if (r.code !== 0 || !/is not allowed to run sudo/.test(r.stdout))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`The agent user ${name} may use sudo (sudo -l -U ${name}: ${(r.stdout + r.stderr).trim()}); remove its sudoers rules or choose another user.`);
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
        const r = await asAgent(user, ['true']);
        if (r.code !== 0)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`sudo does not let Ralph run commands as ${name}: ${r.stderr.trim() || `exit ${r.code}`}`);
    }
    await openAncestors(user, opts.log);
    const runnerDir = runnerDirectory();
    const hide = opts.hide ?? [process.env.RUNNER_TEMP, runnerDir].filter((p) => !!p);
    await hideFromAgent(user, hide, opts.log);
    if (await leftLent(user)) {
        await reclaimWorkspace(user);
        justReclaimed.add(user);
    }
    return user;
}
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
    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(user.workspace);
    if (st.mode & 0o1000 || st.gid === user.gid)
        return true;
    if (!(0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .onPath */ .L)('setfacl'))
        return false;
    const r = await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .run */ .eF)('getfacl', ['-n', '-c', '--', user.workspace]);
    return r.code !== 0 || r.stdout.split('\n').some((line) => line.startsWith(`user:${user.uid}:`));
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
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`The agent user ${name} is uid ${entry.uid} (group ${entry.gid}): root, or Ralph's own user.`);
    const ws = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(workspace);
    const user = {
        name,
        uid: entry.uid,
        gid: entry.gid,
        home: entry.home,
        via: support.via,
        workspace: ws,
        owner: ownerOf(ws, entry.uid),
    };
    await settle(user);
    return user;
}
/** Every process of the agent user killed, and the work tree taken back if a step left it lent. */
async function settle(user) {
    if (await leftLent(user))
        await reclaimWorkspace(user);
    else
        await killAgentUserProcesses(user);
}
/** Who gets the work tree back: Ralph's own user, or as root the tree's owner. */
function ownerOf(workspace, agentUid) {
    if (!isRoot())
        return { uid: process.getuid(), gid: process.getgid() };
    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(workspace);
    // Left lent by a step that died: root takes it.
    return st.uid === agentUid ? { uid: 0, gid: 0 } : { uid: st.uid, gid: st.gid };
}
/**
 * Empties the agent user's home: a new folder, 0700, its own, with nothing in it but a
 * ~/.gitconfig that trusts the work tree (its git must accept a work tree and a `.git` file
 * that Ralph's user owns: "dubious ownership"). Nothing one run wrote there (an `.npmrc` whose
 * `script-shell` makes every `npm run` pass, a shell profile) reaches the next.
 */
async function freshAgentHome(user) {
    const home = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(user.home);
    if (home === '/' || (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(home) === '/' || (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .inside */ .nx)(user.workspace, home) || (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .inside */ .nx)(home, user.workspace))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`The agent user ${user.name} has the home ${home}; Ralph empties it before each run and will not empty that folder.`);
    await mustAsRoot(user.via, [
        '/bin/sh',
        '-c',
        'rm -rf --one-file-system -- "$1" && mkdir -m 0700 -- "$1" && chown -- "$2" "$1"',
        'sh',
        home,
        `${user.uid}:${user.gid}`,
    ], `Emptying the home of ${user.name}`);
    if (!(0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .onPath */ .L)('git'))
        return;
    const r = await asAgent(user, [
        'git',
        'config',
        '--file',
        (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(home, '.gitconfig'),
        '--add',
        'safe.directory',
        user.workspace,
    ]);
    if (r.code !== 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`Could not let the git of ${user.name} trust ${user.workspace}: ${r.stderr.trim()}`);
}
/** The directories above the work tree, from / down. */
function ancestors(path) {
    const dirs = [];
    for (let d = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(path);; d = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(d)) {
        dirs.unshift(d);
        if (d === (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(d))
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
        const r = await asAgent(user, [
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
        await mustAsRoot(user.via, ['chmod', 'o+x', '--', dir], `Letting ${user.name} reach the workspace`);
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
            const exe = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readlinkSync)(`/proc/${pid}/exe`);
            if (/^Runner\.(Worker|Listener)$/.test((0,node_path__WEBPACK_IMPORTED_MODULE_3__.basename)(exe)))
                return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(exe));
            const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(`/proc/${pid}/stat`, 'utf8');
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
    for (const path of paths.map((p) => (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(p))) {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(path) || (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .inside */ .nx)(user.workspace, path) || (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .inside */ .nx)(path, user.workspace))
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
        if (!(0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .onPath */ .L)(tool) || (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(allow))
            continue;
        const listed = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(deny) && (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(deny, 'utf8').split('\n').includes(name);
        if (listed)
            continue;
        await mustAsRoot(via, ['sh', '-c', 'printf "%s\\n" "$1" >> "$2"', 'sh', name, deny], `Denying ${tool} to ${name}`);
        log(`Listed ${name} in ${deny}.`);
    }
}
/**
 * Deletes the agent user once its job is done: its processes killed, the work tree taken back,
 * the user and its home deleted (userdel -r) and its line in cron's and at's deny lists gone.
 */
async function deleteAgentUser(user, log) {
    await settle(user);
    const r = await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .asRoot */ .tE)(user.via, ['userdel', '-r', user.name]);
    // 6: no such user (deleted already); 12: its home could not be removed (said below).
    if (r.code !== 0 && r.code !== 6)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`Could not delete the agent user ${user.name} (userdel exit ${r.code}): ${r.stderr.trim()}`);
    for (const deny of ['/etc/cron.deny', '/etc/at.deny']) {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(deny) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(deny, 'utf8').split('\n').includes(user.name))
            continue;
        await mustAsRoot(user.via, ['sed', '-i', `/^${user.name}$/d`, deny], `Taking ${user.name} out of ${deny}`);
    }
    log(`Deleted the agent user ${user.name}.`);
}
/** The live (not zombie) processes whose real, effective or saved uid is `uid`. */
function processesOf(uid) {
    const pids = [];
    for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)('/proc')) {
        if (!/^\d+$/.test(name))
            continue;
        let status;
        try {
            status = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(`/proc/${name}/status`, 'utf8');
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
        const r = await asAgent(user, ['/bin/sh', '-c', KILL_ALL, 'sh', String(user.uid)]);
        if (r.code !== 0)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`Could not kill the processes of ${user.name} (exit ${r.code}): ${r.stderr.trim()}`);
        await new Promise((done) => setTimeout(done, 20 + round * 20));
        left = processesOf(user.uid);
        if (left.length === 0)
            return;
    }
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`Processes of ${user.name} survive SIGKILL: ${left.join(', ')}.`);
}
/**
 * Hands the work tree to the agent user for a run, in a home emptied for it: what Ralph's user
 * owns there becomes its, except the `.git` entry of the root (Ralph's; see
 * action/private-git.ts) and any file with more than one hard link (another name of it may be
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
    await mustAsRoot(user.via, [
        'find',
        user.workspace,
        '-xdev',
        '-mindepth',
        '1',
        '(',
        '-path',
        // A pattern: the work tree's own *, ? and [ taken literally.
        (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(user.workspace, '.git').replace(/[*?[\\]/g, '\\$&'),
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
    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(user.workspace);
    user.root = { mode: st.mode & 0o7777, gid: st.gid };
    const what = `Opening ${user.workspace} to ${user.name}`;
    const acl = (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .onPath */ .L)('setfacl') !== undefined &&
        (await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .asRoot */ .tE)(user.via, ['setfacl', '-m', `u:${user.uid}:rwx`, '--', user.workspace])).code === 0;
    if (!acl)
        await mustAsRoot(user.via, ['chgrp', '-h', `+${user.gid}`, '--', user.workspace], what);
    await mustAsRoot(user.via, ['chmod', acl ? '+t' : 'g+rwx,+t', '--', user.workspace], what);
}
/** The root as it was before openRoot (or, after a step that died, Ralph's and closed again). */
async function closeRoot(user) {
    const what = `Closing ${user.workspace} to ${user.name}`;
    if ((0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .onPath */ .L)('setfacl'))
        await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .asRoot */ .tE)(user.via, ['setfacl', '-x', `u:${user.uid}`, '--', user.workspace]);
    const st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(user.workspace);
    const was = user.root ?? {
        mode: st.mode & 0o7777 & ~0o1000 & (st.gid === user.gid ? ~0o020 : 0o7777),
        gid: st.gid === user.gid ? user.owner.gid : st.gid,
    };
    if (st.gid !== was.gid)
        await mustAsRoot(user.via, ['chgrp', '-h', `+${was.gid}`, '--', user.workspace], what);
    await mustAsRoot(user.via, ['chmod', (was.mode & 0o7777).toString(8).padStart(4, '0'), '--', user.workspace], what);
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
    const multi = await mustAsRoot(user.via, ['find', user.workspace, '-xdev', '-type', 'f', '-user', String(user.uid), '-links', '+1', '-print0'], `Looking for hard links in ${user.workspace}`);
    const linked = multi.stdout.split('\0').filter(Boolean);
    for (let i = 0; i < linked.length; i += 200)
        await mustAsRoot(user.via, ['/bin/sh', '-c', UNLINK_COPIES, 'sh', owner, ...linked.slice(i, i + 200)], `Replacing hard-linked files of ${user.name} in ${user.workspace}`);
    // -xdev, -P and chown -h: nothing outside the work tree is changed through a link. One walk
    // (`,` evaluates both sides for every file): what it owns goes back, then whatever it closed
    // to the owner is opened again.
    await mustAsRoot(user.via, [
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
        .filter((d) => !!d && (0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(d) && (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(d))
        .map((d) => (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(d))
        .filter((d, i, all) => all.indexOf(d) === i && !(0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .inside */ .nx)(d, user.workspace));
    if (dirs.length === 0)
        return;
    const keep = [user.workspace, user.home, ...(user.lent ?? [])].map((p) => (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(p));
    const pattern = (p) => p.replace(/[*?[\\]/g, '\\$&');
    const r = await (0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .asRoot */ .tE)(user.via, [
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
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`Could not remove what ${user.name} left in ${dirs.join(', ')}: ${problems.join('; ')}`);
}
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
/** The environment as the agent user gets it: its own HOME, USER, LOGNAME and per-user directories. */
function agentUserEnv(user, env) {
    const out = { ...env, HOME: user.home, USER: user.name, LOGNAME: user.name };
    const from = env.HOME?.replace(/\/+$/, '');
    if (from && (0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(from) && from !== user.home) {
        for (const key of RELOCATED_VARIABLES) {
            const v = out[key];
            if (v === from || v?.startsWith(`${from}/`))
                out[key] = user.home + v.slice(from.length);
        }
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
    const cwd = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(cmd.cwd ?? user.workspace);
    const steps = (0,_sandbox_js__WEBPACK_IMPORTED_MODULE_6__/* .mountSteps */ .xk)((0,_sandbox_js__WEBPACK_IMPORTED_MODULE_6__/* .sandboxLayout */ .IY)({
        workspace: user.workspace,
        // Its PATH and tool roots (RUSTUP_HOME, GOROOT, ...) are the ones it will use.
        env,
        readWrite: sandbox.readWrite,
        file: cmd.file,
        runnerDirectory: runnerDirectory(),
        sockets: cmd.network?.open ? [] : cmd.network?.forwards.map((f) => f.socket),
    }));
    // No network given: a namespace of its own with loopback only (fail closed).
    const network = cmd.network ?? { forwards: [] };
    const args = (0,_sandbox_js__WEBPACK_IMPORTED_MODULE_6__/* .sandboxArgs */ .jJ)(sandbox.tools, { uid: user.uid, gid: user.gid, cwd }, steps, inner, network);
    return {
        ...(0,_root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .rootCommand */ .S3)(user.via, sandbox.tools.unshare, args),
        env: { PATH: _root_command_js__WEBPACK_IMPORTED_MODULE_5__/* .SYSTEM_PATH */ .sg },
        stdinPrefix,
        notFound,
    };
}


/***/ }),

/***/ 7288:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R3: () => (/* binding */ runProcess),
/* harmony export */   nW: () => (/* binding */ STOP_SIGNALS)
/* harmony export */ });
/* unused harmony exports KILL_GRACE_MS, Tail */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _agent_user_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5590);
/* harmony import */ var _sandbox_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(106);
// Running a child process whose output may be unbounded and whose children may outlive it,
// for agents and gates alike: it gets its own process group, so a timeout, an abort or
// Ralph's own SIGINT/SIGTERM kills the whole tree; its output goes in full to a log file while
// memory keeps a bounded tail; and once it exits, what it left running in its group goes too,
// and output pipes held by anything that escaped the group are not waited for. With `runAs`
// it runs as the agent user (agent-user.ts), which gets the work tree only for the run, and
// where the runner allows it in its own PID and mount namespaces (sandbox.ts): then all it
// started ends with it, and signals reach the namespace's first process through unshare's
// process group (SIGKILL to unshare kills the namespace: --kill-child).





const KILL_GRACE_MS = 2_000;
/** Signals that tell Ralph to stop (Ctrl-C, kill, the terminal closing): the child's tree goes first. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** How long output is still read after the group was killed, from what escaped it. */
const PIPE_WAIT_MS = 500;
/** Keeps the last `limit` bytes pushed into it. */
class Tail {
    limit;
    buf = Buffer.alloc(0);
    total = 0;
    constructor(limit) {
        this.limit = limit;
    }
    push(chunk) {
        this.total += chunk.length;
        if (chunk.length >= this.limit) {
            this.buf = Buffer.from(chunk.subarray(chunk.length - this.limit));
            return;
        }
        const keep = Math.max(0, this.buf.length + chunk.length - this.limit);
        this.buf = Buffer.concat([this.buf.subarray(keep), chunk]);
    }
    /** As text, without the broken character where the cut fell. */
    text() {
        return this.buf.toString('utf8').replace(/^\uFFFD+/, '');
    }
}
/**
 * The log file, written synchronously: a process that prints faster than the disk takes it
 * is slowed down (its pipe fills) instead of filling Ralph's memory. A failed write (disk
 * full) stops the writing, not the run.
 */
class Log {
    fd;
    constructor(path) {
        if (path === undefined)
            return;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
        this.fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(path, 'w');
    }
    write(chunk) {
        if (this.fd === undefined)
            return;
        try {
            let off = 0;
            while (off < chunk.length)
                off += (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(this.fd, chunk, off);
        }
        catch {
            this.close();
        }
    }
    close() {
        if (this.fd === undefined)
            return;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(this.fd);
        this.fd = undefined;
    }
}
function killOwnGroup(pid, signal) {
    if (pid === undefined)
        return;
    try {
        process.kill(-pid, signal);
    }
    catch {
        // the group is already gone
    }
}
async function runProcess(opts) {
    const user = opts.runAs;
    if (!user || opts.signal?.aborted)
        return runChild(opts, new Log(opts.logPath));
    // The log is Ralph's: opened before the agent user gets the tree it may be in.
    const log = new Log(opts.logPath);
    let sandbox;
    try {
        sandbox = await (0,_sandbox_js__WEBPACK_IMPORTED_MODULE_4__/* .sandboxFor */ .Xq)(user);
        if (sandbox && opts.binds?.length)
            sandbox = { ...sandbox, readWrite: [...sandbox.readWrite, ...opts.binds] };
        await (0,_agent_user_js__WEBPACK_IMPORTED_MODULE_3__/* .lendWorkspace */ .lw)(user);
    }
    catch (err) {
        log.close();
        throw err;
    }
    try {
        return await runChild(opts, log, sandbox);
    }
    finally {
        await (0,_agent_user_js__WEBPACK_IMPORTED_MODULE_3__/* .reclaimWorkspace */ .Tv)(user, { sandboxed: sandbox !== undefined });
    }
}
function runChild(opts, log, sandbox) {
    const started = Date.now();
    const tail = new Tail(opts.tailBytes ?? 64 * 1024);
    const stderrTail = new Tail(opts.stderrTailBytes ?? 16 * 1024);
    const grace = opts.killGraceMs ?? KILL_GRACE_MS;
    const result = (extra) => ({
        exitCode: null,
        signal: null,
        timedOut: false,
        durationMs: Date.now() - started,
        tail: tail.text(),
        stderrTail: stderrTail.text(),
        bytes: tail.total,
        ...extra,
    });
    if (opts.signal?.aborted) {
        log.close();
        return Promise.resolve(result({ interrupted: 'interrupted' }));
    }
    const user = opts.runAs;
    const launch = user
        ? (0,_agent_user_js__WEBPACK_IMPORTED_MODULE_3__/* .agentLaunch */ .Z)(user, opts, sandbox)
        : { file: opts.file, args: opts.args, env: opts.env, stdinPrefix: '', uid: undefined, gid: undefined };
    if ('notFound' in launch && launch.notFound) {
        log.close();
        return Promise.resolve(result({ spawnError: { message: `spawn ${opts.file} ENOENT`, code: 'ENOENT' } }));
    }
    let child;
    try {
        child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(launch.file, launch.args, {
            cwd: opts.cwd,
            env: launch.env,
            detached: true,
            stdio: 'pipe',
            uid: launch.uid,
            gid: launch.gid,
        });
    }
    catch (err) {
        // Arguments node refuses outright (a NUL byte, say).
        log.close();
        return Promise.resolve(result({ spawnError: { message: err.message } }));
    }
    const pid = child.pid;
    // Through sudo, Ralph may signal sudo but not the agent user's processes: those are
    // signalled as that user (sudo itself goes with SIGKILL).
    const killGroup = (p, sig, sync = false) => {
        if (user?.via !== 'sudo' || p === undefined)
            return killOwnGroup(p, sig);
        (0,_agent_user_js__WEBPACK_IMPORTED_MODULE_3__/* .signalAgentGroup */ .p4)(user, p, sig, sync);
        if (sig === 'SIGKILL')
            killOwnGroup(p, sig);
    };
    return new Promise((resolve) => {
        let timedOut = false;
        let interrupted;
        let spawnError;
        let exitCode = null;
        let exitSignal = null;
        let finished = false;
        const timers = [];
        let killTimer;
        const stop = () => {
            killGroup(pid, 'SIGTERM');
            killTimer ??= setTimeout(() => killGroup(pid, 'SIGKILL'), grace);
        };
        if (opts.timeoutMs && opts.timeoutMs > 0 && Number.isFinite(opts.timeoutMs))
            timers.push(setTimeout(() => {
                timedOut = true;
                stop();
            }, opts.timeoutMs));
        const onAbort = () => {
            interrupted ??= 'interrupted';
            stop();
        };
        opts.signal?.addEventListener('abort', onAbort, { once: true });
        // If Ralph itself is told to stop, the whole tree goes with it; a second signal does not
        // wait for the grace period.
        const onProcessSignal = (sig) => {
            if (interrupted)
                killGroup(pid, 'SIGKILL');
            interrupted ??= `interrupted by ${sig}`;
            stop();
        };
        const onProcessExit = () => killGroup(pid, 'SIGKILL', true);
        for (const sig of STOP_SIGNALS)
            process.on(sig, onProcessSignal);
        process.on('exit', onProcessExit);
        child.stdout?.on('data', (chunk) => {
            log.write(chunk);
            tail.push(chunk);
            opts.onStdout?.(chunk);
        });
        child.stderr?.on('data', (chunk) => {
            log.write(chunk);
            tail.push(chunk);
            stderrTail.push(chunk);
            opts.onStderr?.(chunk);
        });
        child.stdin?.on('error', () => { }); // the process may exit without reading its stdin
        child.stdin?.end(launch.stdinPrefix + (opts.stdin ?? ''));
        const finish = () => {
            if (finished)
                return;
            finished = true;
            for (const t of timers)
                clearTimeout(t);
            if (killTimer)
                clearTimeout(killTimer);
            opts.signal?.removeEventListener('abort', onAbort);
            for (const sig of STOP_SIGNALS)
                process.off(sig, onProcessSignal);
            process.off('exit', onProcessExit);
            log.close();
            resolve(result({ exitCode, signal: exitSignal, timedOut, interrupted, spawnError }));
        };
        child.on('error', (err) => {
            // Only a failed spawn leaves no pid; other errors (a failed kill) are not the end.
            if (pid !== undefined)
                return;
            const where = err.code === 'ENOENT' && !(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(opts.cwd) ? `no directory ${opts.cwd}` : err.message;
            spawnError = { message: where, code: err.code };
            finish();
        });
        child.on('exit', (code, sig) => {
            exitCode = code;
            exitSignal = sig;
            // What it left running in its group goes with it. If something outside the group still
            // holds the pipes open, stop waiting for them after the grace period.
            killGroup(pid, 'SIGTERM');
            timers.push(setTimeout(() => {
                killGroup(pid, 'SIGKILL');
                timers.push(setTimeout(() => {
                    child.stdout?.destroy();
                    child.stderr?.destroy();
                    finish();
                }, PIPE_WAIT_MS));
            }, grace));
        });
        child.on('close', finish);
    });
}


/***/ }),

/***/ 6780:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fp: () => (/* binding */ modelKeyRoutes),
/* harmony export */   Kn: () => (/* binding */ PLACEHOLDER_KEY),
/* harmony export */   L4: () => (/* binding */ localKeyNote),
/* harmony export */   Sl: () => (/* binding */ codexGateway),
/* harmony export */   cI: () => (/* binding */ namedKeyVariables),
/* harmony export */   dK: () => (/* binding */ modelKeysIn),
/* harmony export */   dO: () => (/* binding */ BASE_URL_VARS),
/* harmony export */   du: () => (/* binding */ MODEL_KEY_NAMES),
/* harmony export */   iE: () => (/* binding */ withoutModelKeys),
/* harmony export */   xN: () => (/* binding */ codexGatewayRoute)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2807);
// The model keys and where they go (docs/ARCHITECTURE.md#trust): which environment variables hold
// a model API key, which API each belongs to and in which header that API takes it, and where
// each API is (its public address, or the gateway a *_BASE_URL names). The keys never reach the
// agent: Ralph's key proxy (adapters/key-proxy.ts) adds them to the agent's requests.

/** The variables that hold a model key, never given to an agent, a `setup` line or a gate. */
const MODEL_KEY_NAMES = [
    'ANTHROPIC_API_KEY',
    'ANTHROPIC_AUTH_TOKEN',
    'OPENAI_API_KEY',
    'CODEX_API_KEY',
    'GEMINI_API_KEY',
    'GOOGLE_API_KEY',
];
/** What the agent's CLI is given in place of a key, where it insists on one. */
const PLACEHOLDER_KEY = 'ralph-key-proxy-placeholder';
const APIS = [
    {
        api: 'anthropic',
        baseUrlVar: 'ANTHROPIC_BASE_URL',
        defaultUrl: 'https://api.anthropic.com',
        keys: [
            { name: 'ANTHROPIC_API_KEY', header: 'x-api-key' },
            { name: 'ANTHROPIC_AUTH_TOKEN', header: 'authorization' },
        ],
        all: true,
    },
    {
        api: 'openai',
        baseUrlVar: 'OPENAI_BASE_URL',
        defaultUrl: 'https://api.openai.com/v1',
        // `codex exec` prefers CODEX_API_KEY.
        keys: [
            { name: 'CODEX_API_KEY', header: 'authorization' },
            { name: 'OPENAI_API_KEY', header: 'authorization' },
        ],
        all: false,
    },
    {
        api: 'gemini',
        baseUrlVar: 'GOOGLE_GEMINI_BASE_URL',
        defaultUrl: 'https://generativelanguage.googleapis.com',
        // Gemini CLI prefers GEMINI_API_KEY.
        keys: [
            { name: 'GEMINI_API_KEY', header: 'x-goog-api-key' },
            { name: 'GOOGLE_API_KEY', header: 'x-goog-api-key' },
        ],
        all: false,
    },
];
/** The variable that points each API's clients at a base URL (the agent's get the proxy's). */
const BASE_URL_VARS = {
    anthropic: 'ANTHROPIC_BASE_URL',
    openai: 'OPENAI_BASE_URL',
    gemini: 'GOOGLE_GEMINI_BASE_URL',
};
/**
 * The key proxy's routes: one for each API whose key is set in `keys` (Ralph's environment),
 * forwarding to the base URL `urls` names for it (the agent's environment with the plan's
 * `agent.env`, where a gateway is set), else to the public API. Throws a message naming the
 * variable when a base URL is not an http(s) URL.
 */
function modelKeyRoutes(keys, urls) {
    const routes = [];
    for (const spec of APIS) {
        const set = spec.keys.filter((k) => keys[k.name]);
        const used = spec.all ? set : set.slice(0, 1);
        if (used.length === 0)
            continue;
        const given = urls[spec.baseUrlVar] || keys[spec.baseUrlVar];
        const upstream = given || spec.defaultUrl;
        const problem = upstreamProblem(upstream);
        if (problem)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`${spec.baseUrlVar}=${JSON.stringify(upstream)}: ${problem}`, {
                code: 'model-key',
            });
        const headers = {};
        for (const k of used) {
            const value = keys[k.name];
            headers[k.header] = k.header === 'authorization' ? `Bearer ${value}` : value;
        }
        routes.push({
            api: spec.api,
            upstream: upstream.replace(/\/+$/, ''),
            upstreamFrom: given ? spec.baseUrlVar : 'default',
            headers,
            keyNames: used.map((k) => k.name),
        });
    }
    return routes;
}
function upstreamProblem(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return 'not a URL: give the API or gateway address, such as https://api.anthropic.com';
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        return 'use an http:// or https:// URL';
    if (parsed.username || parsed.password)
        return 'a URL with credentials in it: give the key in its own variable';
    if (parsed.search || parsed.hash)
        return 'a base URL takes no query or fragment';
    return undefined;
}
/** The model keys set in `env` (for the person's own interactive session, locally). */
function modelKeysIn(env) {
    const out = {};
    for (const name of MODEL_KEY_NAMES)
        if (env[name])
            out[name] = env[name];
    return out;
}
/** `env` without any model key (MODEL_KEY_NAMES and `extra`). */
function withoutModelKeys(env, extra = []) {
    const drop = new Set([...MODEL_KEY_NAMES, ...extra]);
    const out = {};
    for (const [k, v] of Object.entries(env))
        if (!drop.has(k))
            out[k] = v;
    return out;
}
/**
 * What `ralph build` says before it starts: where the model key is, and what is and is not
 * enforced when the agent runs on this machine, as the person running Ralph.
 */
function localKeyNote(routes) {
    const names = routes.flatMap((r) => r.keyNames);
    const key = names.length > 0
        ? `Model key: ${names.join(', ')} stay${names.length === 1 ? 's' : ''} in Ralph's process; the agent gets a placeholder and reaches the model through Ralph's key proxy on 127.0.0.1 (${routes.map((r) => `${r.api} to ${r.upstream}`).join(', ')}).`
        : `Model key: none in Ralph's environment (${MODEL_KEY_NAMES.join(', ')}); the agent's CLI uses its own login.`;
    return [
        key,
        "Not enforced on this machine: the agent runs as you, with your files, your network and your processes, so it could still read a key from Ralph's environment in /proc or from wherever you keep one. The agent user, the sandbox and its network apply in CI only.",
    ].join('\n');
}
/** The value of a `-c key=value` override, read as Codex does: TOML, else the bare text. */
function overrideValue(raw) {
    const v = raw.trim();
    if (/^"(?:[^"\\]|\\.)*"$/.test(v)) {
        try {
            return JSON.parse(v);
        }
        catch {
            return v.slice(1, -1);
        }
    }
    if (/^'[^']*'$/.test(v))
        return v.slice(1, -1);
    return v;
}
/** The `-c` overrides in `args` (`-c k=v`, `--config k=v`, `-ck=v`, `--config=k=v`), last one wins. */
function overrides(args) {
    const out = new Map();
    for (let i = 0; i < args.length; i++) {
        const a = args[i];
        let kv;
        if (a === '-c' || a === '--config')
            kv = args[++i];
        else if (a.startsWith('--config='))
            kv = a.slice('--config='.length);
        else if (a.startsWith('-c') && a.length > 2)
            kv = a.slice(2);
        if (!kv)
            continue;
        const eq = kv.indexOf('=');
        if (eq > 0)
            out.set(kv.slice(0, eq).trim(), overrideValue(kv.slice(eq + 1)));
    }
    return out;
}
/** The gateway provider the plan's Codex options select, when they define one. */
function codexGateway(args) {
    const o = overrides(args);
    const id = o.get('model_provider');
    if (!id)
        return undefined;
    const baseUrl = o.get(`model_providers.${id}.base_url`);
    const envKey = o.get(`model_providers.${id}.env_key`);
    if (!baseUrl && !envKey)
        return undefined;
    return { id, ...(baseUrl ? { baseUrl } : {}), ...(envKey ? { envKey } : {}) };
}
/**
 * The key variables the plan's agent settings name beyond MODEL_KEY_NAMES: a Codex gateway's
 * `env_key`. (An OpenCode provider's `{env:NAME}` is not among them: Ralph cannot yet take
 * such a provider through its proxy, and without the key it would not run.)
 */
function namedKeyVariables(agent) {
    const gateway = codexGateway(agent?.args ?? []);
    return gateway?.envKey ? [gateway.envKey] : [];
}
/**
 * The route for a Codex gateway the plan defines: its base URL (else OpenAI's), its key from
 * `keys[env_key]`. Undefined when that key is not set (Codex then fails on its own words).
 */
function codexGatewayRoute(gateway, keys) {
    const key = gateway.envKey ? keys[gateway.envKey] : (keys.CODEX_API_KEY ?? keys.OPENAI_API_KEY);
    if (!key)
        return undefined;
    const upstream = gateway.baseUrl ?? 'https://api.openai.com/v1';
    const from = `model_providers.${gateway.id}.base_url`;
    const problem = upstreamProblem(upstream);
    if (problem)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`agent.args ${from}=${JSON.stringify(upstream)}: ${problem}`, { code: 'model-key' });
    return {
        api: 'openai',
        upstream: upstream.replace(/\/+$/, ''),
        upstreamFrom: gateway.baseUrl ? from : 'default',
        headers: { authorization: `Bearer ${key}` },
        keyNames: [gateway.envKey ?? (keys.CODEX_API_KEY ? 'CODEX_API_KEY' : 'OPENAI_API_KEY')],
    };
}


/***/ }),

/***/ 4115:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZM: () => (/* binding */ GateSchema),
/* harmony export */   bE: () => (/* binding */ planJsonSchema)
/* harmony export */ });
/* unused harmony exports CommentSchema, AttemptSchema, AgentOverrideSchema, TaskSchema, SpecSchema, AgentDefaultsSchema, BudgetSchema, McpServerSchema, DisciplineSchema, FeatureSchema, NetworkSchema, PlanSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2311);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8439);
/* harmony import */ var _plan_basics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2479);
// The plan file, `implementation.json` (docs/ARCHITECTURE.md#the-plan). This zod schema is the single
// source of truth: TypeScript types are inferred from it and `schema/implementation.schema.json`
// is generated from it. Every object is loose so that keys a user adds survive a read and a
// write; every field beyond the seed-minimal set is optional so small plans stay small.


// What the plan's values mean (statuses, durations, costs) lives in plan-basics.ts, without zod;
// it is exported from here too, so that this module stays the one place to import the plan from.

/** A duration: a number of seconds, or a string such as "90s", "15m", "1h". */
const Duration = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().positive(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^\d+(\.\d+)?\s*(ms|s|m|h)$/)])
    .describe('A number of seconds, or a string with a unit: "90s", "15m", "1h".');
const Text = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())]).describe('A string, or a list of lines.');
const CommentSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    author: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    body: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    created: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe('ISO 8601 time the comment was made.'),
});
const AttemptSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    number: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    finishedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    outcome: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .ATTEMPT_OUTCOMES */ .Qe).optional(),
    gate: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe('The gate that failed, when one did.'),
    summary: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe('A short account of what went wrong: gate output tail, reason.'),
    runUrl: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    artifact: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe('Name of the job artifact holding the full retry context.'),
    turns: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional().describe('Model round trips, as the agent CLI reported them.'),
    inputTokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .optional()
        .describe('Every input token the model read, cached or not, as the agent CLI reported them.'),
    outputTokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional().describe('Output tokens, as the agent CLI reported them.'),
    costUsd: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional().describe('What the attempt cost in USD, as the agent CLI reported it.'),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional(),
    provider: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe('The agent provider that ran the attempt (claude, codex, ...).'),
    model: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .optional()
        .describe("The model the attempt asked for, when one was set (else the CLI's default)."),
    promptBytes: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional().describe('The size of the prompt the agent got, in bytes.'),
});
/** A cost budget in USD: a positive number. */
const CostUsd = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().positive();
/** The fields of an agent that every level of routing may set (docs/ARCHITECTURE.md#agents). */
const agentFields = {
    provider: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe('claude, codex, gemini, opencode or command.'),
    command: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .optional()
        .describe('For provider "command": the command line; the prompt goes to stdin.'),
    model: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    maxTurns: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
    timeout: Duration.optional(),
    maxCostUsd: CostUsd.optional().describe("Every task's cost budget in USD, unless the task has its own maxCostUsd."),
    args: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())
        .optional()
        .describe("Options added to the agent CLI's command line, such as codex `-c model_provider=...` overrides. They go to whichever CLI runs, so keep them matching provider."),
    env: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())
        .optional()
        .describe("Environment variables for the agent CLI, such as ANTHROPIC_BASE_URL for a gateway (Ralph's key proxy forwards there, adding the key). Never secrets (ralph validate refuses names like *_API_KEY and *_TOKEN): the plan is committed; the agent gets the environment Ralph runs in, without the model keys and GitHub's credentials, and these on top."),
};
/**
 * An agent override: on a discipline (`disciplines[].agent`), a complexity tier
 * (`agent.tiers.light|standard|heavy`) or a task (`tasks[].agent`). The most specific level
 * wins, field by field: task, then discipline, then tier, then the plan's `agent`.
 */
const AgentOverrideSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3(agentFields)
    .describe("Overrides the plan's agent for what this level covers, field by field; the most specific level wins: task, then discipline, then tier, then the plan's agent.");
const TaskSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    title: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    description: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .TASK_STATUSES */ .Hi),
    acceptanceCriteria: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    dependsOn: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())
        .optional()
        .describe('Ids of tasks (in any spec) that must be completed first.'),
    discipline: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe('Name of an entry in the top-level disciplines[].'),
    feature: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe('Name of an entry in the top-level features[].'),
    contextFiles: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())
        .optional()
        .describe('Repository paths whose contents go into the prompt.'),
    outputArtifacts: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional().describe('Repository paths the task must produce.'),
    hints: Text.optional(),
    complexity: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .COMPLEXITIES */ .BE).optional(),
    estimatedTurns: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
    agent: AgentOverrideSchema.optional().describe("The agent for this task, over its discipline's, its tier's and the plan's, field by field."),
    maxCostUsd: CostUsd.optional().describe('The most this task may cost in USD over its attempts (since it was last reset); overrides agent.maxCostUsd. Passed to an agent CLI that takes a budget, checked after every attempt: a task that reaches it is blocked.'),
    provenance: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .PROVENANCES */ .pN).optional(),
    comments: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(CommentSchema).optional(),
    attempts: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(AttemptSchema).optional(),
    retryBudgetFrom: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .int()
        .nonnegative()
        .optional()
        .describe('Attempts numbered up to this one do not count against the retry budget (a person reset the task).'),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    blockedReason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    completedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional(),
    commit: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
const SpecSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).describe('Used in branch names (ralph/<id>): letters, digits, ".", "_", "-".'),
    file: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe('The markdown spec this entry was planned from.'),
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    priority: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional().describe('Lower runs first.'),
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .SPEC_STATUSES */ .zZ)
        .optional()
        .describe('"held": nothing of the spec runs and no pull request is opened for it (see heldReason); a person lifts it by reopening the pull request or with `/ralph retry <spec>`.'),
    heldReason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .optional()
        .describe('Why the spec is held: the link of its pull request that was closed without merging.'),
    context: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    acceptanceCriteria: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    issue: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional().describe('Tracking issue number for blocked-task comments.'),
    tasks: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(TaskSchema),
});
const GateSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    command: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    required: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional().describe('Defaults to true: a failing required gate fails the attempt.'),
    timeout: Duration.optional(),
    baseline: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['must-pass', 'no-new-failures'])
        .optional()
        .describe('How the gate is judged against its run on the untouched tree before the first agent. "must-pass" (default): it must pass there, else Ralph stops with a setup problem. "no-new-failures": a known-red gate; an attempt passes it when it fails no worse than the untouched tree (same exit code, no failure line that was not there).'),
    source: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .optional()
        .describe('Where `ralph init` found this gate (a CI workflow, job and matrix leg, a package.json script, a build file); `ralph init --check` compares the command of a gate that has one with what it finds there now.'),
    workingDirectory: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .regex(/^(?!\/)(?!(.*\/)?\.\.(\/|$)).+$/)
        .optional()
        .describe("The directory the command runs in, relative to the repository root, never outside it (a CI step's `working-directory`)."),
    shell: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .regex(/^(bash|sh|python)$|^(bash|sh|python3?)( -[\w-]+)* \{0\}$/)
        .optional()
        .describe('The shell, as a CI step\'s `shell:`: bash (`bash --noprofile --norc -eo pipefail`), sh (`sh -e`), python, or a template such as "bash -e {0}" (GitHub\'s default for a step without one). Without it the command runs with `/bin/sh -c`.'),
    env: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())
        .optional()
        .describe("Environment variables the command runs with (a CI step's `env:`, with its job's and workflow's)."),
});
const AgentDefaultsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    ...agentFields,
    maxAttempts: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
    retry: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['continue', 'fresh'])
        .optional()
        .describe('Where a retry starts. "continue" (default): from the failed attempt\'s work, in the work tree, with what failed in its prompt. "fresh": from the task\'s start commit, the failed work thrown away (`ralph build --fresh-retry` for one build).'),
    tiers: zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
        light: AgentOverrideSchema.optional(),
        standard: AgentOverrideSchema.optional(),
        heavy: AgentOverrideSchema.optional(),
    })
        .optional()
        .describe("An agent override per complexity tier (light, standard, heavy): a cheap model for light tasks, a strong one for heavy ones. A discipline's or a task's own agent wins over it."),
    escalate: AgentOverrideSchema.optional().describe('Opt-in: the agent for the retries after a failed attempt (a cheap model first, a strong one when the gates say no), over whatever the levels resolve to. Each attempt records the provider and model it ran with.'),
});
/** Plan-wide limits. */
const BudgetSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    maxCostUsd: CostUsd.optional().describe('Once the cost recorded in the plan reaches this many USD, no task starts (ralph build --max-cost overrides it).'),
});
const McpServerSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    command: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    args: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    env: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    url: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['http', 'sse'])
        .optional()
        .describe('For a server given by url: its transport, "http" (streamable HTTP, the default) or "sse".'),
});
const DisciplineSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    systemPrompt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    skills: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    conventions: Text.optional(),
    mcpServers: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(McpServerSchema).optional(),
    agent: AgentOverrideSchema.optional().describe("The agent for this discipline's tasks, over the plan's agent and the tier's; a task's own agent wins."),
});
const FeatureSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    description: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    knowledgePaths: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    contextFiles: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
});
/** The agent's network (core/network.ts): `open`, or hosts and sets added to the defaults. */
const NetworkSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['open']),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
        allowed: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())
            .describe('Hosts and sets the egress proxy lets the agent, setup and gates reach, added to the defaults (defaults, github, the model API, the registries of the ecosystems found): a set (node, python, rust, go, java, ruby, dotnet, ...), a host (registry.example.com: CONNECT to 443), *.example.com, example.com:8443, or http://example.com for plain HTTP.'),
    }),
])
    .describe('The network of the sandboxed agent, setup and gates: "open" for the runner\'s own network (no proxy), else { "allowed": [...] }.');
const PlanSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    $schema: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    version: zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()]).optional(),
    updatedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    updatedBy: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    gates: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(GateSchema).optional(),
    agent: AgentDefaultsSchema.optional(),
    budget: BudgetSchema.optional(),
    network: NetworkSchema.optional(),
    disciplines: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(DisciplineSchema).optional(),
    features: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(FeatureSchema).optional(),
    specs: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(SpecSchema),
});
/** The JSON Schema editors use through `$schema`; committed and checked for staleness. */
function planJsonSchema() {
    return {
        ...zod__WEBPACK_IMPORTED_MODULE_2__/* .toJSONSchema */ .bl(PlanSchema, { target: 'draft-2020-12', io: 'input' }),
        // A URL an editor can fetch: the committed schema/ file at the tag the workflow's `uses:` names.
        $id: 'https://raw.githubusercontent.com/ralph-ci/ralph/v0/schema/implementation.schema.json',
        title: 'Ralph implementation plan',
    };
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
