export const id = 106;
export const ids = [106];
export const modules = {

/***/ 8469:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ onPath),
/* harmony export */   S3: () => (/* binding */ rootCommand),
/* harmony export */   ZL: () => (/* binding */ shellQuote),
/* harmony export */   eF: () => (/* binding */ run),
/* harmony export */   nx: () => (/* binding */ inside),
/* harmony export */   sg: () => (/* binding */ SYSTEM_PATH),
/* harmony export */   tE: () => (/* binding */ asRoot)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
// Running fixed commands as root (directly, or through passwordless `sudo -n`) or as another
// user, with a fixed PATH, from /: what the agent user (agent-user.ts) and its sandbox
// (sandbox.ts) share. No secret ever goes on these command lines (/proc/PID/cmdline is
// world-readable).



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
/** The executable file `tool` in the directories of `path`, if any. */
function onPath(tool, path = SYSTEM_PATH) {
    for (const dir of path.split(node_path__WEBPACK_IMPORTED_MODULE_2__.delimiter)) {
        if (!dir)
            continue;
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, tool);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.accessSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.X_OK);
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(file).isFile())
                return file;
        }
        catch {
            // not here
        }
    }
    return undefined;
}
const shellQuote = (s) => `'${s.replace(/'/g, `'\\''`)}'`;
/** Whether `path` is `dir` or inside it (both absolute and resolved). */
const inside = (path, dir) => path === dir || path.startsWith(dir === '/' ? '/' : `${dir}/`);


/***/ }),

/***/ 106:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H$: () => (/* binding */ onSandboxWarning),
/* harmony export */   IY: () => (/* binding */ sandboxLayout),
/* harmony export */   Xq: () => (/* binding */ sandboxFor),
/* harmony export */   jJ: () => (/* binding */ sandboxArgs),
/* harmony export */   xk: () => (/* binding */ mountSteps)
/* harmony export */ });
/* unused harmony exports PRIVATE_TEMP, checkForwards, sandboxSupport, sandboxWarning */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2807);
/* harmony import */ var _root_command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8469);
// The sandbox of the agent user (where the runner lets Ralph reach root): the agent, the
// `setup` command and each gate run in their own PID and mount namespaces, as the agent user.
//
// - PID namespace (util-linux `unshare --pid --fork --mount-proc`): they see only their own
//   processes in /proc, and when the step's command (PID 1 there) exits, the kernel kills
//   every other process of the namespace: setsid'd and nohup'd ones too. `--kill-child`
//   does the same when `unshare` itself is killed (Ralph's timeout or cancel).
// - Mount namespace: the runner's folders ($RUNNER_TEMP, the home of Ralph's user, the
//   runner's work folder with its `_actions`, the runner's own directory) are hidden under an
//   empty tmpfs, and only what the step needs is bound back: the workspace and the caller's
//   other writable paths read-write; the toolchains the job set up there (PATH directories,
//   RUSTUP_HOME, ...) and the tool cache read-only.
// - Private temporary folders: /tmp, /var/tmp, /dev/shm and /run/lock are each a new tmpfs (1777), so the
//   step sees nothing of the runner's and leaves nothing behind: they go with the namespace.
// - Network namespace (unless the step's network is `open`): loopback only, brought up, no
//   route out; none of the runner's local services (TCP or abstract unix sockets) can be
//   reached. Its ways out are `forwards`: ports on 127.0.0.1 inside, each relayed to a unix
//   socket outside (Ralph's egress proxy, egress-proxy.ts; the key proxy) by a small node
//   process started as root before the masks (Ralph's node may lie under one), which drops to
//   `nobody` before it listens (out of the agent's reach) and dies with the namespace.
// - Then `setpriv` drops to the agent user for good: its uid and group only, no
//   capability, no_new_privs (no setuid program can raise it again).
//
// The root part is a fixed shell script that takes paths as arguments and calls its tools by
// absolute path; it never sees the agent's environment, which travels on stdin and is
// decoded only after the drop (agent-user.ts, agentLaunch). Where namespaces cannot be had
// (a container without CAP_SYS_ADMIN, a seccomp or AppArmor profile that forbids mount), a
// real probe finds out once per process, and the agent user runs as before, with one warning.






const SYSTEM_DIRS = ['/usr/bin', '/bin', '/usr/sbin', '/sbin'];
/** The folder Ralph runs from: its package root, above `dist/` (the bundle) or `src/adapters/`. */
const RALPH_ROOT = (() => {
    const here = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(import.meta.url));
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(here, '..', 'package.json')) ? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(here, '..') : (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(here, '..', '..');
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
    const names = ['sh', 'unshare', 'setpriv', 'mount', 'umount', 'mkdir', 'mktemp', 'rmdir', 'ip'];
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
// The relay of `forwards`, run by node as root in the namespace: it becomes the overflow user
// `nobody` (65534: groups, gid, uid, no way back), not the agent user, whose `kill -9 -1` would
// otherwise take the step's way out with it; it listens on 127.0.0.1:PORT for each PORT=SOCKET argument and
// pipes each connection to a new connection to SOCKET. Once all listen it writes the line `ok`,
// which the root script reads before it goes on. No secret passes through its arguments.
/** The relay's uid and gid: the kernel's overflow id, `nobody` on every distribution. */
const RELAY_ID = 65534;
const RELAY = `
const net = require('node:net'), fs = require('node:fs');
const [uid, gid, ...pairs] = process.argv.slice(1);
process.setgroups([]); process.setgid(Number(gid)); process.setuid(Number(uid));
let waiting = pairs.length;
for (const pair of pairs) {
  const at = pair.indexOf('=');
  const port = Number(pair.slice(0, at)), socket = pair.slice(at + 1);
  net.createServer((inside) => {
    const outside = net.connect(socket);
    inside.pipe(outside).on('error', () => inside.destroy());
    outside.pipe(inside).on('error', () => outside.destroy());
    inside.on('error', () => outside.destroy());
    outside.on('error', () => inside.destroy());
  }).on('error', (e) => { console.error('ralph sandbox: relay of 127.0.0.1:' + port + ': ' + e.message); process.exit(1); })
    .listen(port, '127.0.0.1', () => { if (--waiting === 0) fs.writeSync(1, 'ok\\n'); });
}
`;
// The root part, run by `unshare` as PID 1 of the new namespaces. Arguments: the agent
// user's uid and gid, the working directory, the network (`open`, or `own` and node's path),
// the mount steps, `--`, the command. Steps:
//   forward PORT SOCKET  relay 127.0.0.1:PORT inside to SOCKET (own network only)
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
        'uid=$1 gid=$2 cwd=$3 net=$4 node=$5',
        'shift 5',
        'relays= relay=',
        'if [ "$net" = own ]; then',
        `  ${q(t.ip)} link set lo up || fail "cannot bring up the loopback of the step's network"`,
        '  while [ $# -gt 0 ] && [ "$1" = forward ]; do relays="$relays $2=$3"; shift 3; done',
        '  if [ -n "$relays" ]; then',
        // Started before the mounts and waited for after them (node starts meanwhile): the
        // background pipeline ends with `read` of its `ok`, and the relay lives on after it.
        `    { "$node" -e ${q(RELAY)} ${RELAY_ID} ${RELAY_ID} $relays & } | { IFS= read -r line && [ "$line" = ok ]; } &`,
        '    relay=$!',
        '  fi',
        'fi',
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
        `[ -z "$relay" ] || wait "$relay" || fail "the relay of the step's network (127.0.0.1 ports:$relays) did not start"`,
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
    for (const socket of o.sockets ?? []) {
        const dir = realDir((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(socket));
        if (dir && underMask(dir))
            readOnly.push(dir);
    }
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
    const own = !network.open;
    const forwards = network.open ? [] : network.forwards;
    checkForwards(forwards);
    return [
        '--pid',
        '--fork',
        '--kill-child',
        '--mount',
        '--mount-proc',
        ...(own ? ['--net'] : []),
        '--',
        tools.sh,
        '-c',
        rootScript(tools),
        'ralph-sandbox',
        String(as.uid),
        String(as.gid),
        as.cwd,
        own ? 'own' : 'open',
        forwards.length > 0 ? process.execPath : '-',
        ...forwards.flatMap((f) => ['forward', String(f.port), f.socket]),
        ...steps,
        '--',
        ...command,
    ];
}
/** Forwards the relay can serve: distinct ports 1024-65535, absolute socket paths without `=`. */
function checkForwards(forwards) {
    const seen = new Set();
    for (const f of forwards) {
        if (!Number.isInteger(f.port) || f.port < 1024 || f.port > 65535)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`A sandbox forward has the port ${f.port}: use a port from 1024 to 65535.`);
        if (seen.has(f.port))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`Two sandbox forwards use the port ${f.port} inside: give each its own port.`);
        seen.add(f.port);
        if (!(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(f.socket) || /[\s=]/.test(f.socket))
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RalphError */ .A4(`The sandbox forward of port ${f.port} names the socket "${f.socket}": use an absolute path without spaces or "=".`);
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
