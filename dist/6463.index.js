export const id = 6463;
export const ids = [6463];
export const modules = {

/***/ 8248:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   wA: () => (/* binding */ createRepoReader)
/* harmony export */ });
/* unused harmony exports DEFAULT_MAX_FILE_BYTES, DEFAULT_MAX_DIR_FILES, secretNameReason */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
// The FileReader the prompt uses in a real checkout (docs/ARCHITECTURE.md#the-prompt). The plan is edited by
// people and agents, so a listed path is untrusted: it is read only when it stays inside the
// repository (relative, no "..", and its real path, symlinks resolved, under the root's real
// path), is not a secrets file or a private key, is a regular text file with one name, and
// only up to a per-file byte cap. Directories expand into their files, sorted and bounded.
//
// What is refused, and why (every refusal is reported in the prompt with its reason, never
// dropped in silence; a directory expansion lists a refused entry so that read() reports it):
// - By name, case-insensitive, on the last path segment (SECRET_NAMES): environment files
//   (.env*, .envrc), keys and certificates, SSH keys, login files (.netrc, _netrc, .pgpass,
//   .my.cnf, .git-credentials, .htpasswd), package registry tokens (.npmrc, .yarnrc,
//   .yarnrc.yml, .pypirc; cargo's and gem's `credentials`), Docker's .dockercfg, cloud CLI
//   credentials (`credentials`, application_default_credentials.json, .boto, .s3cfg, Azure's
//   accessTokens.json and azureProfile.json, service-account and OAuth client key JSON such as
//   *-sa.json, service-account*.json, client_secret*.json, gha-creds-*.json), kubeconfigs
//   (kubeconfig, kubeconfig.*, *.kubeconfig), .vault-token, Terraform state (*.tfstate*),
//   variables (*.tfvars*) and CLI config (.terraformrc).
// - By the words secret(s), credential(s), password(s): a name one of whose dot-separated
//   parts ends in such a word ("secrets", "prod.secrets.yaml", "db-credentials.json",
//   "passwords.txt") is a store of them, unless its extension is one of code or documentation
//   (CODE_OR_DOC_EXTENSIONS): "secrets.ts", "secrets-manager.ts" and "docs/credentials.md"
//   are about secrets and are read; "secrets.yaml|yml|json|env|toml|ini|txt" and unknown
//   extensions are data and are not. A word inside a part does not count: "secret-santa.json"
//   is read. A data file inside a directory so named ("config/secrets/prod.yaml") is refused
//   too; the directory itself is expanded, for it may hold code ("src/secrets/index.ts").
//   These name rules are for files: a directory is judged by the segment rules below. A
//   refused name costs little (the agent can still open the file itself if it must); a
//   leaked secret ends up in prompts, logs and the model provider's hands.
// - By directory (REFUSED_SEGMENTS, anywhere in the path): .git, .ssh, .gnupg, .aws, .docker,
//   .kube, .azure, .gcloud and gcloud (so .config/gcloud), gcloud's legacy_credentials, and
//   .config/gh (the GitHub CLI's token). A symlink's target is checked by the same rules.
// - By kind, looked at with lstat before any open: anything but a regular file (a FIFO, whose
//   open would block until a writer comes; a socket; a character or block device), and a
//   file with more than one hard link, since another name of it may lie outside the
//   repository or be a secrets file. The open itself is non-blocking and does not follow a
//   symlink, and fstat must then show the same regular file (same device and inode), so a
//   file swapped in between is refused too.
// - By content: binary files, and text holding a PEM private key.


const DEFAULT_MAX_FILE_BYTES = 100_000;
const DEFAULT_MAX_DIR_FILES = 50;
/** Directory entries a walk visits at most, so a huge tree cannot stall the prompt. */
const MAX_WALK_ENTRIES = 20_000;
const BINARY_SNIFF_BYTES = 8 * 1024;
/** Directories a directory path never expands into. */
const SKIPPED_DIRS = new Set(['.git', 'node_modules']);
/** Path segments that are never read, anywhere in a path: git internals and credential stores. */
const REFUSED_SEGMENTS = new Map([
    ['.git', 'git internals'],
    ['.ssh', 'SSH keys'],
    ['.gnupg', 'GnuPG keys'],
    ['.aws', 'AWS credentials'],
    ['.docker', 'Docker registry credentials'],
    ['.kube', 'Kubernetes credentials'],
    ['.azure', 'Azure CLI credentials'],
    ['.gcloud', 'Google Cloud credentials'],
    ['gcloud', 'Google Cloud credentials'],
    ['legacy_credentials', 'Google Cloud credentials'],
]);
/** Two segments in a row that are never read: a directory whose name alone is too common. */
const REFUSED_SEGMENT_PAIRS = [['.config', 'gh', 'GitHub CLI tokens']];
const SECRET_NAMES = [
    [/^\.env/, 'an environment file (.env*) may hold secrets'],
    [/\.(pem|key|p12|pfx|jks|keystore|ppk)$/, 'a key or certificate file'],
    [/^id_(rsa|dsa|ecdsa|ed25519)/, 'an SSH key'],
    [
        /^(\.netrc|_netrc|\.pgpass|\.my\.cnf|\.git-credentials|\.htpasswd)$/,
        'a credentials file (logins and passwords)',
    ],
    [
        /^(\.npmrc|\.yarnrc|\.yarnrc\.ya?ml|\.pypirc)$/,
        'a package registry config (.npmrc, .yarnrc, .pypirc) may hold an auth token',
    ],
    [/^\.dockercfg$/, 'a Docker registry credentials file'],
    [
        /^credentials(\.(json|toml|ya?ml|ini))?$/,
        'a credentials file (aws/credentials, .cargo/credentials, .gem/credentials and kin)',
    ],
    [
        /^(application_default_credentials|adc)\.json$/,
        'a Google Cloud credentials file (application default credentials)',
    ],
    [/^(\.boto|\.s3cfg)$/, 'a cloud storage credentials file (.boto, .s3cfg)'],
    [
        /^(accesstokens|azureprofile|msal_token_cache|service_principal_entries)\.(json|bin)$/,
        'an Azure CLI credentials file',
    ],
    // "ci-sa.json", not the Arabic (Saudi Arabia) locale "ar-SA.json".
    [/^(?!ar[-_]sa\.json$).*(^|[-_.])sa(-key)?\.json$/, 'a cloud service-account key (JSON)'],
    [/service[-_]?account.*\.json$/, 'a cloud service-account key (JSON)'],
    [/^client_secrets?.*\.json$/, 'an OAuth client secret (JSON)'],
    [/^gha-creds-.*\.json$/, 'a cloud credentials file written by a GitHub auth action (gha-creds-*.json)'],
    [/^kubeconfig($|\.)|\.kubeconfig$/, 'a kubeconfig holds Kubernetes cluster credentials'],
    [/^\.vault-token$/, 'a HashiCorp Vault token'],
    [/\.tfstate($|\.)/, 'Terraform state holds secrets in plain text'],
    [/\.tfvars($|\.)/, 'Terraform variables often hold secrets'],
    [/^(\.terraformrc|terraform\.rc)$/, 'a Terraform CLI config may hold API tokens'],
];
/** Words that make a data file a store of secrets when a dot-separated part of its name ends in one. */
const SECRET_WORDS = new Set(['secret', 'secrets', 'credential', 'credentials', 'password', 'passwords']);
/** Extensions of code and documentation: "secrets.ts" or "credentials.md" is about secrets, not a store. */
const CODE_OR_DOC_EXTENSIONS = new Set(('md mdx markdown rst adoc asciidoc html htm ' +
    'ts tsx mts cts js jsx mjs cjs vue svelte ' +
    'py rb go rs java kt kts scala groovy cs fs swift c h cc cpp hpp m php pl ' +
    'sh bash zsh fish ps1 lua ex exs erl clj dart tf proto graphql snap').split(' '));
/** A PEM private key header as a line of its own ("-----BEGIN RSA PRIVATE KEY-----" and kin). */
const PRIVATE_KEY_LINE = /^[ \t]*-{5}BEGIN [A-Z0-9 ]*PRIVATE KEY-{5}[ \t]*\r?$/m;
/** Read-only, never blocking (a FIFO swapped in after lstat), never through a symlink. */
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0);
/** Why a file name is a secret, or undefined. Case-insensitive; the rules are in the module comment. */
function secretNameReason(name) {
    const lower = name.toLowerCase();
    for (const [pattern, reason] of SECRET_NAMES)
        if (pattern.test(lower))
            return reason;
    if (namedLikeSecretStore(lower))
        return 'named like a store of secrets (secrets.*, *.secrets.*, credentials.*, passwords.*); only code and docs so named (.ts, .md, ...) are read';
    return undefined;
}
/** "secrets", "prod.secrets.yaml", "db-credentials.json": yes; "secrets.ts", "secret-santa.json": no. */
function namedLikeSecretStore(lower) {
    if (isCodeOrDoc(lower))
        return false;
    return lower.split('.').some((part) => SECRET_WORDS.has(part.split(/[-_]/).at(-1)));
}
/** A name whose extension is one of code or documentation ("secrets.ts", "credentials.md"). */
function isCodeOrDoc(lower) {
    const parts = lower.replace(/^\./, '').split('.');
    return parts.length > 1 && CODE_OR_DOC_EXTENSIONS.has(parts.at(-1));
}
/** Why a file of this kind is not read (looked at before it is opened), or undefined. */
function kindProblem(stat) {
    if (stat.isDirectory())
        return 'a directory';
    if (stat.isFIFO())
        return 'a FIFO (named pipe), not a regular file; reading it could block';
    if (stat.isSocket())
        return 'a socket, not a regular file';
    if (stat.isCharacterDevice())
        return 'a character device, not a regular file';
    if (stat.isBlockDevice())
        return 'a block device, not a regular file';
    if (!stat.isFile())
        return 'not a regular file';
    if (stat.nlink > 1n)
        return `a file with ${stat.nlink} hard links: another of its names may lie outside the repository, so it is not read`;
    return undefined;
}
/**
 * The text of the regular file at `real` (a path inside the repository), at most `maxFileBytes`
 * of it in whole characters; refused when it is not a regular file, is binary or holds a private
 * key, or CHANGED when another file was swapped in between the look and the open.
 */
function readRegularFile(real, maxFileBytes) {
    // Look before opening: opening a FIFO blocks until a writer comes, opening a device may act.
    let before;
    try {
        before = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(real, { bigint: true });
    }
    catch (err) {
        return fsProblem(err);
    }
    const kind = kindProblem(before);
    if (kind)
        return { kind: 'refused', reason: kind };
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(real, OPEN_FLAGS);
    }
    catch (err) {
        if (err.code === 'ELOOP')
            return CHANGED;
        return fsProblem(err);
    }
    try {
        // The same regular file lstat saw, not one swapped in since.
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd, { bigint: true });
        if (stat.dev !== before.dev || stat.ino !== before.ino)
            return CHANGED;
        const kindNow = kindProblem(stat);
        if (kindNow)
            return { kind: 'refused', reason: kindNow };
        const size = Number(stat.size);
        // A few bytes past the cap tell whether the cap falls inside a character.
        const want = Math.min(size, maxFileBytes + 4);
        const buf = Buffer.alloc(want);
        let got = 0;
        while (got < want) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, got, want - got, got);
            if (n === 0)
                break;
            got += n;
        }
        const bytes = buf.subarray(0, got);
        if (bytes.subarray(0, BINARY_SNIFF_BYTES).includes(0))
            return { kind: 'refused', reason: 'a binary file' };
        let end = Math.min(got, maxFileBytes);
        if (end < got)
            while (end > 0 && (bytes[end] & 0xc0) === 0x80)
                end--; // whole characters only
        const text = bytes.subarray(0, end).toString('utf8');
        if (PRIVATE_KEY_LINE.test(text))
            return { kind: 'refused', reason: 'holds a private key' };
        const truncatedBytes = size - end;
        return truncatedBytes > 0
            ? { kind: 'ok', text, bytes: size, truncatedBytes }
            : { kind: 'ok', text, bytes: size };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
function createRepoReader(root, opts = {}) {
    const maxFileBytes = opts.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
    const maxDirFiles = opts.maxDirFiles ?? DEFAULT_MAX_DIR_FILES;
    const rootReal = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(root);
    const prefix = rootReal.endsWith(node_path__WEBPACK_IMPORTED_MODULE_1__.sep) ? rootReal : rootReal + node_path__WEBPACK_IMPORTED_MODULE_1__.sep;
    const inside = (real) => real === rootReal || real.startsWith(prefix);
    /** The checked path: its normalised relative form and real path, or why it is not readable. */
    function resolvePath(path) {
        const lexical = lexicalProblem(path);
        if (lexical)
            return { kind: 'refused', reason: lexical };
        const rel = normalise(path);
        let real;
        try {
            real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(rootReal, rel));
        }
        catch (err) {
            const code = err.code;
            if (code === 'ENOENT' || code === 'ENOTDIR') {
                // Missing, unless it is missing behind a symlink that leads out: that says nothing.
                const ancestor = existingAncestor(rootReal, rel);
                if (ancestor !== undefined && !inside(ancestor))
                    return { kind: 'refused', reason: 'a symlink that leads outside the repository' };
                const named = fileNameProblem(rel.split('/'));
                return named ? { kind: 'refused', reason: named } : { kind: 'missing' };
            }
            return { kind: 'refused', reason: `cannot be read (${code ?? err.message})` };
        }
        if (!inside(real))
            return { kind: 'refused', reason: 'a symlink that leads outside the repository' };
        // The names of a file count, not of a directory ("src/secrets/" holds code); the target of
        // a symlink is checked too: `notes.txt -> .env` stays refused.
        const dir = isDirectory(real);
        const targetRel = real === rootReal ? '' : real.slice(prefix.length);
        const problem = pathProblem(rel.split('/'), dir) ??
            (targetRel === '' ? undefined : pathProblem(targetRel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep), dir));
        if (problem)
            return { kind: 'refused', reason: problem };
        return { kind: 'ok', rel, real };
    }
    function read(path) {
        const resolved = resolvePath(path);
        if (resolved.kind !== 'ok')
            return resolved;
        return readRegularFile(resolved.real, maxFileBytes);
    }
    function list(path) {
        const resolved = resolvePath(path);
        if (resolved.kind !== 'ok')
            return undefined;
        try {
            if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(resolved.real).isDirectory())
                return undefined;
        }
        catch {
            return undefined;
        }
        const files = [];
        let omitted = 0;
        let visited = 0;
        const add = (rel) => {
            if (files.length < maxDirFiles)
                files.push(rel);
            else
                omitted++;
        };
        const walk = (realDir, relDir) => {
            let entries;
            try {
                entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(realDir, { withFileTypes: true });
            }
            catch {
                return;
            }
            entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
            for (const entry of entries) {
                if (++visited > MAX_WALK_ENTRIES)
                    return;
                const rel = relDir === '' ? entry.name : `${relDir}/${entry.name}`;
                // Symlinked directories are not followed (no loops, no escapes); a symlinked file is
                // listed, and read() checks where it leads. An entry read() refuses (a credentials
                // directory, a FIFO, a socket, a device, a secrets file) is listed too, so that the
                // prompt says why it is left out; .git and node_modules are skipped without a word.
                if (entry.isDirectory()) {
                    if (SKIPPED_DIRS.has(entry.name))
                        continue;
                    if (segmentProblem(rel.split('/')))
                        add(rel);
                    else
                        walk((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realDir, entry.name), rel);
                }
                else if (entry.isSymbolicLink()) {
                    if (!isDirectory((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realDir, entry.name)))
                        add(rel);
                }
                else {
                    add(rel); // a regular file, or a FIFO, socket or device that read() refuses without opening
                }
            }
        };
        walk(resolved.real, resolved.rel === '.' ? '' : resolved.rel);
        return { files, omitted };
    }
    return { read, list };
}
/** The real path of the nearest existing ancestor of `rel` under the root (the root's own included). */
function existingAncestor(rootReal, rel) {
    const parts = rel === '.' ? [] : rel.split('/');
    for (let n = parts.length - 1; n >= 0; n--) {
        try {
            return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(rootReal, ...parts.slice(0, n)));
        }
        catch {
            // keep climbing
        }
    }
    return undefined;
}
function isDirectory(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}
/** A path is relative, "/"-separated after normalising "\", and never climbs out. */
function lexicalProblem(path) {
    if (path.trim() === '')
        return 'an empty path';
    if (path.includes('\0'))
        return 'a path with a NUL byte';
    if (path.startsWith('/') || path.startsWith('\\') || /^[A-Za-z]:/.test(path) || path.startsWith('~'))
        return 'an absolute path; list paths relative to the repository root';
    const segments = path.split(/[\\/]+/);
    if (segments.includes('..'))
        return 'a path with ".." that leaves the repository';
    return segmentProblem(segments);
}
/** Why a path is not read, given whether it is a directory. */
function pathProblem(segments, isDir) {
    return segmentProblem(segments) ?? (isDir ? undefined : fileNameProblem(segments));
}
/** A directory anywhere in the path that is never read. */
function segmentProblem(segments) {
    const lower = segments.map((s) => s.toLowerCase());
    for (const [i, s] of lower.entries()) {
        const what = REFUSED_SEGMENTS.get(s);
        if (what)
            return `inside ${segments[i]}/ (${what}), which is never read`;
        for (const [first, second, why] of REFUSED_SEGMENT_PAIRS)
            if (s === second && lower[i - 1] === first)
                return `inside ${segments[i - 1]}/${segments[i]}/ (${why}), which is never read`;
    }
    return undefined;
}
/** A file's own name is a secret's, or it is data in a directory named like a store of secrets. */
function fileNameProblem(segments) {
    const parts = segments.filter((s) => s !== '' && s !== '.');
    const name = parts.at(-1);
    if (name === undefined)
        return undefined;
    const byName = secretNameReason(name);
    if (byName)
        return byName;
    if (isCodeOrDoc(name.toLowerCase()))
        return undefined;
    const store = parts.slice(0, -1).find((dir) => namedLikeSecretStore(dir.toLowerCase()));
    if (store)
        return `inside ${store}/, a directory named like a store of secrets; only code and docs in it are read`;
    return undefined;
}
const CHANGED = {
    kind: 'refused',
    reason: 'changed while being read (a file swapped for another)',
};
function fsProblem(err) {
    const code = err.code;
    if (code === 'ENOENT')
        return { kind: 'missing' };
    return { kind: 'refused', reason: `cannot be read (${code ?? err.message})` };
}
/** "./docs//a.md" -> "docs/a.md"; "." and "./" -> ".". */
function normalise(path) {
    const parts = path.split(/[\\/]+/).filter((s) => s !== '' && s !== '.');
    return parts.length === 0 ? '.' : parts.join('/');
}


/***/ }),

/***/ 6793:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AQ: () => (/* binding */ runGates),
/* harmony export */   Rg: () => (/* binding */ runGate),
/* harmony export */   TY: () => (/* binding */ gateOutput),
/* harmony export */   by: () => (/* binding */ gateLogName)
/* harmony export */ });
/* unused harmony exports DEFAULT_GATE_TIMEOUT_MS, gateShell, GATE_COMPARE_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9085);
/* harmony import */ var _core_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4929);
/* harmony import */ var _process_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7288);
/* harmony import */ var _task_job_launch_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(498);
// Quality gates (docs/ARCHITECTURE.md#gates): each gate's command runs through a shell with its own timeout;
// the result (exit code, duration, log tail) is what decides a task, never the agent's word.






const DEFAULT_GATE_TIMEOUT_MS = 15 * 60_000;
const GATE_TAIL_BYTES = 8 * 1024;
function gateLogName(name) {
    return `${name.replace(/[^A-Za-z0-9._-]+/g, '_')}.log`;
}
/**
 * The program and arguments that run a gate's command: `/bin/sh -c` by default, else its
 * `shell` as GitHub runs a step's (`bash` is `bash --noprofile --norc -eo pipefail`, `sh` is
 * `sh -e`, a template's `{0}` is the script), given the script with `-c` rather than a file:
 * the sandbox gives each gate a /tmp of its own.
 */
function gateShell(gate) {
    const shell = gate.shell;
    if (shell === undefined)
        return { file: '/bin/sh', args: ['-c', gate.command] };
    if (shell === 'bash')
        return { file: 'bash', args: ['--noprofile', '--norc', '-eo', 'pipefail', '-c', gate.command] };
    if (shell === 'sh')
        return { file: 'sh', args: ['-e', '-c', gate.command] };
    if (shell === 'python')
        return { file: 'python', args: ['-c', gate.command] };
    const words = shell.trim().split(/\s+/);
    // The schema allows only `PROGRAM [-flags] {0}`: the script replaces `{0}`. Bash reads no
    // startup file, as on the runner (here its stdin is a socket, which Debian's bash takes for
    // an ssh session and would read ~/.bashrc for).
    const rc = words[0] === 'bash' ? ['--noprofile', '--norc'] : [];
    return { file: words[0], args: [...rc, ...words.slice(1, -1), '-c', gate.command] };
}
async function runGate(gate, opts) {
    const logPath = opts.logDir ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(opts.logDir, gateLogName(gate.name)) : undefined;
    const { file, args } = gateShell(gate);
    const r = await (0,_process_js__WEBPACK_IMPORTED_MODULE_3__/* .runProcess */ .R3)({
        file,
        args,
        cwd: gate.workingDirectory ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(opts.cwd, gate.workingDirectory) : opts.cwd,
        env: gate.env ? { ...opts.env, ...gate.env } : opts.env,
        timeoutMs: gate.timeout !== undefined ? (0,_core_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .durationMs */ .pc)(gate.timeout) : DEFAULT_GATE_TIMEOUT_MS,
        signal: opts.signal,
        logPath,
        tailBytes: GATE_TAIL_BYTES,
        wrap: opts.runAs && (0,_task_job_launch_js__WEBPACK_IMPORTED_MODULE_4__/* .asAgentUser */ .pE)(opts.runAs, { network: opts.network }),
    });
    let outputTail = r.tail;
    if (r.timedOut)
        outputTail += `\n[ralph: gate "${gate.name}" timed out after ${Math.round(r.durationMs / 1000)}s]`;
    if (r.spawnError)
        outputTail += `\n[ralph: could not start the shell: ${r.spawnError.message}]`;
    const result = {
        name: gate.name,
        command: gate.command,
        required: gate.required ?? true,
        passed: r.exitCode === 0 && !r.timedOut && r.interrupted === undefined,
        exitCode: r.exitCode,
        timedOut: r.timedOut,
        durationMs: r.durationMs,
        outputTail,
        logPath,
    };
    // A known-red gate: judged against the untouched tree's run of the same command.
    const baseline = opts.baselines?.[gate.name];
    if (!result.passed &&
        r.interrupted === undefined &&
        (0,_core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_5__/* .baselineMode */ .pc)(gate) === 'no-new-failures' &&
        baseline?.command === gate.command) {
        const judged = (0,_core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_5__/* .judgeAgainstBaseline */ .SU)(baseline, result, gateOutput(result));
        result.passed = judged.passed;
        result.outputTail += `\n[ralph: gate "${gate.name}": ${judged.note}]`;
    }
    return result;
}
/** How much of a gate's log is read to compare its failures with the baseline's. */
const GATE_COMPARE_BYTES = 8 * 1024 * 1024;
/** A gate's output for comparing: the end of its full log (at most 8 MiB), else its tail. */
function gateOutput(r) {
    if (!r.logPath)
        return r.outputTail;
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(r.logPath, 'r');
    }
    catch {
        return r.outputTail;
    }
    try {
        const size = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).size;
        const length = Math.min(size, GATE_COMPARE_BYTES);
        const buf = Buffer.alloc(length);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, 0, length, size - length);
        const text = buf.toString('utf8');
        // A read that starts mid-file starts mid-line: that first line is not compared.
        return length < size ? text.slice(text.indexOf('\n') + 1) : text;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/**
 * Runs gates in order. The first failing required gate stops the rest unless
 * `keepGoing`; an optional gate's failure is reported and the run goes on.
 */
async function runGates(gates, opts) {
    const results = [];
    for (const gate of gates) {
        if (opts.signal?.aborted)
            break;
        const r = await runGate(gate, opts);
        results.push(r);
        opts.onResult?.(r);
        if (!r.passed && r.required && !opts.keepGoing)
            break;
    }
    return results;
}


/***/ }),

/***/ 9085:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FM: () => (/* binding */ baselineProblem),
/* harmony export */   SU: () => (/* binding */ judgeAgainstBaseline),
/* harmony export */   U9: () => (/* binding */ count),
/* harmony export */   eF: () => (/* binding */ attemptSetupProblem),
/* harmony export */   pc: () => (/* binding */ baselineMode),
/* harmony export */   sL: () => (/* binding */ failureRecord),
/* harmony export */   x2: () => (/* binding */ baselineKey)
/* harmony export */ });
/* unused harmony exports EXIT_NOT_FOUND, missingCommand, normaliseLine, failureLines, MAX_BASELINE_LINES, newFailures */
// The baseline (docs/ARCHITECTURE.md#gates): the gates run once on the untouched start tree, before the first
// agent. A gate that fails there, or whose tool is missing, is a setup problem: it is said, with
// the fix, and never charged to an agent. A gate marked `baseline: "no-new-failures"` (a known-red
// gate) is judged against that run instead: an attempt passes it when it fails no worse.
// Pure: what the gates printed and how they exited in, verdicts and messages out.
function baselineMode(gate) {
    return gate.baseline ?? 'must-pass';
}
/** A colour or cursor code (ESC [ ... letter), dropped before lines are read. */
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
/** The shell's exit code for a command it could not find. */
const EXIT_NOT_FOUND = 127;
/**
 * How a missing command shows in the last lines of a failing gate, with the command's name as the
 * first group where the line has one: sh and bash, npm/pnpm exec, npx, uv, cargo subcommands,
 * `python -m`, and Windows' cmd.
 */
const MISSING_PATTERNS = [
    /^(?:\/bin\/)?(?:ba|da)?sh: (?:line )?\d*:? ?([^\s:]+): (?:command )?not found$/,
    /^(?:\S+: )?([^\s:]+): command not found$/,
    /^zsh: command not found: (\S+)$/,
    /^(?:\/usr\/bin\/)?env: '?([^':]+)'?: No such file or directory$/,
    /Command "([^"]+)" not found/,
    /could not determine executable to run/,
    /Failed to spawn: `([^`]+)`/,
    /error: no such command: `([^`]+)`/,
    /^\S*python[\d.]*: No module named ([\w.]+)$/,
    /^'([^']+)' is not recognized as an internal or external command/,
    /^make(?:\[\d+\])?: ([^\s:]+): No such file or directory$/,
    /^make(?:\[\d+\])?: \*\*\* .*Error 127$/,
];
/**
 * The command a failing gate could not find, '' when its name cannot be told, undefined when
 * nothing was missing. Exit 127 (the shell's "command not found") always counts; a message of
 * a tool that reports a missing command its own way counts only in the output's last lines, so
 * a test that prints such a line midway is not taken for one.
 */
function missingCommand(run) {
    if (run.passed)
        return undefined;
    const lines = run.outputTail.replace(ANSI, '').trimEnd().split('\n').slice(-20).reverse();
    // The last line that names the command wins over one that only says something is missing
    // (make's "Error 127" comes after the shell's line that names it).
    let unnamed = false;
    for (const line of lines)
        for (const p of MISSING_PATTERNS) {
            const m = p.exec(line.trim());
            if (m?.[1])
                return m[1];
            if (m)
                unnamed = true;
        }
    if (unnamed)
        return '';
    if (run.exitCode !== EXIT_NOT_FOUND)
        return undefined;
    // Exit 127 with the shell's own line about a command, whatever its words (dash says
    // "Permission denied" when a folder on PATH cannot be searched): that command.
    for (const line of lines) {
        const m = /^(?:\/bin\/)?(?:ba|da)?sh: (?:line )?\d*:? ?([^\s:]+): /.exec(line.trim());
        if (m)
            return m[1];
    }
    return '';
}
/** A line that reports a failure in any common tool's words (or a test runner's crosses). */
const FAILURE_WORD = /\b(?:errors?|fail(?:s|ed|ing|ures?)?|warnings?|panic(?:ked)?|exception|traceback)\b|[✗✖×❌]/i;
/**
 * A line as compared: no colour, runs of digits (line numbers, counts, durations) and long hex
 * strings (addresses, hashes) made '#', spaces collapsed. A known warning that moved to another
 * line stays the same line; a second occurrence of it counts twice.
 */
function normaliseLine(line) {
    return line
        .replace(ANSI, '')
        .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{7,}\b/gi, '#')
        .replace(/\d+/g, '#')
        .replace(/\s+/g, ' ')
        .trim();
}
/**
 * The failure lines of a gate's output, normalised, with how often each occurs: the lines that
 * say error, fail(ed), warning, panic, exception or traceback, or carry a test runner's cross.
 * Both runs are read the same way, so what counts is only what differs.
 */
function failureLines(output) {
    const counts = new Map();
    for (const raw of output.split('\n')) {
        if (!FAILURE_WORD.test(raw))
            continue;
        const line = normaliseLine(raw);
        if (line)
            counts.set(line, (counts.get(line) ?? 0) + 1);
    }
    return counts;
}
/** At most this many distinct failure lines are kept per baseline (a legacy tree's thousands of warnings). */
const MAX_BASELINE_LINES = 20_000;
function failureRecord(output) {
    const out = {};
    let n = 0;
    for (const [line, count] of failureLines(output)) {
        if (n++ >= MAX_BASELINE_LINES)
            break;
        out[line] = count;
    }
    return out;
}
/**
 * The failures of an attempt's output the untouched tree did not have: each failure line that
 * occurs more often than it did there, as first printed.
 */
function newFailures(baseline, output) {
    const known = baseline.failures ?? {};
    const counts = new Map();
    const found = [];
    for (const raw of output.split('\n')) {
        if (!FAILURE_WORD.test(raw))
            continue;
        const line = normaliseLine(raw);
        if (!line)
            continue;
        const n = (counts.get(line) ?? 0) + 1;
        counts.set(line, n);
        if (n > (known[line] ?? 0))
            found.push(raw.replace(ANSI, '').trim());
    }
    return found;
}
/**
 * An attempt's run of a `no-new-failures` gate, judged against the untouched tree's. It passes
 * when it passes, or when it fails as the untouched tree does: the same exit code, no timeout,
 * and no failure line (failureLines) more often than there. Anything else is a new failure.
 */
function judgeAgainstBaseline(baseline, run, output) {
    if (run.passed)
        return { passed: true, note: '' };
    if (run.timedOut)
        return { passed: false, note: 'it timed out; the untouched tree did not' };
    if (baseline.exitCode === 0)
        return { passed: false, note: 'it passes on the untouched tree, so every failure is new' };
    if (run.exitCode !== baseline.exitCode)
        return {
            passed: false,
            note: `it exited ${run.exitCode ?? 'without a code'}, the untouched tree ${baseline.exitCode ?? 'without a code'}: a new kind of failure`,
        };
    const fresh = newFailures(baseline, output);
    const known = Object.values(baseline.failures ?? {}).reduce((a, b) => a + b, 0);
    if (fresh.length > 0) {
        const shown = fresh.slice(0, 10).map((l) => `  ${l.slice(0, 300)}`);
        return {
            passed: false,
            note: `${count(fresh.length, 'new failure line')}, not on the untouched tree:\n${shown.join('\n')}${fresh.length > shown.length ? `\n  … ${fresh.length - shown.length} more` : ''}`,
        };
    }
    return {
        passed: true,
        note: `it fails as the untouched tree does (exit ${baseline.exitCode}, ${count(known, 'known failure line')}) and nothing new: counted as passed (baseline: no-new-failures)`,
    };
}
const MUST_PASS_FIX = 'fix the code or the gate\'s command, drop the gate, mark it "required": false, or accept its current failures with "baseline": "no-new-failures" (then an attempt fails it only with new failures)';
function missingFix(command) {
    const what = command ? `\`${command}\`` : 'the command';
    return `install ${what} where the gates run (locally: on your PATH; in CI: a setup step of the task job, before the agent), change the gate's command, drop the gate, or mark it "required": false`;
}
function tailOf(text, lines = 25) {
    const kept = text.replace(ANSI, '').trimEnd().split('\n').slice(-lines).join('\n');
    return kept.length > 1_200 ? `…${kept.slice(-1_200)}` : kept;
}
/**
 * Why a gate's run on the untouched tree stops Ralph before any agent runs, undefined when it
 * may go on: a required gate that fails there (a known-red `no-new-failures` gate may fail, but
 * not time out or miss its tool). The message names the gate, the commit, the output's tail
 * and the fix.
 */
function baselineProblem(gate, run, commit) {
    if (run.passed || !run.required)
        return undefined;
    const missing = missingCommand(run);
    const at = `on the untouched tree (${commit.slice(0, 7)}), before any agent ran`;
    const head = `Setup problem: gate "${gate.name}" (\`${gate.command}\`)`;
    if (missing !== undefined)
        return `${head} cannot run ${at}: ${missing ? `\`${missing}\` is` : 'a command is'} not installed (exit ${run.exitCode ?? 'none'}). Fix: ${missingFix(missing)}. No attempt was recorded.\n${tailOf(run.outputTail)}`;
    if (run.timedOut)
        return `${head} timed out ${at}. Fix: raise its "timeout", or change the gate's command. No attempt was recorded.\n${tailOf(run.outputTail)}`;
    if (baselineMode(gate) === 'no-new-failures')
        return undefined;
    return `${head} fails ${at} (exit ${run.exitCode ?? 'none'}), so every agent would be blamed for it. Fix: ${MUST_PASS_FIX}. No attempt was recorded.\n${tailOf(run.outputTail)}`;
}
/**
 * Why a gate's failure in an attempt is a setup problem rather than the agent's, undefined when
 * it is the agent's: a required gate whose command was not found (exit 127, "not found"). When
 * the same gate ran on the untouched tree in this same build or job without missing its command
 * (`ranBefore`), the tool was there before the agent: the attempt's change made it go missing
 * (a deleted script, a renamed binary), and the failure is the agent's like any other.
 */
function attemptSetupProblem(run, ranBefore) {
    if (run.passed || !run.required)
        return undefined;
    const missing = missingCommand(run);
    if (missing === undefined)
        return undefined;
    if (ranBefore && ranBefore.exitCode !== EXIT_NOT_FOUND)
        return undefined;
    return `Setup problem: gate "${run.name}" (\`${run.command}\`) could not run its command: ${missing ? `\`${missing}\` is` : 'a command is'} not installed (exit ${run.exitCode ?? 'none'}). That is not the agent's failure: no attempt was recorded and the task is as it was. Fix: ${missingFix(missing)}.\n${tailOf(run.outputTail)}`;
}
/** "1 line", "2 lines". */
function count(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/** The cache key of a gate's baseline: the tree it ran on, and the gate's name and command. */
function baselineKey(tree, gate) {
    return `${tree} ${JSON.stringify([gate.name, gate.command])}`;
}


/***/ }),

/***/ 599:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $7: () => (/* binding */ AgentOutcomeSchema),
/* harmony export */   hc: () => (/* binding */ agentUsage),
/* harmony export */   ui: () => (/* binding */ GateResultSchema)
/* harmony export */ });
/* unused harmony export AGENT_OUTCOMES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5156);
// The words an attempt is decided with, said once: how an agent run ended and what a gate run
// left behind. The agent adapter, the attempt artifact's schema and the verdict all use these,
// so a new outcome or a new gate field is added in one place.

/** How an agent run ended, before any gate has looked at the work. */
const AGENT_OUTCOMES = ['done', 'blocked', 'no_marker', 'timeout', 'crashed', 'rate_limited'];
const AgentOutcomeSchema = zod__WEBPACK_IMPORTED_MODULE_0__["enum"](AGENT_OUTCOMES);
/**
 * Those fields of an agent run (or of an attempt artifact's agent), and no other: the one list
 * of them, for `ralph build`, the run step (agentFacts) and the writer.
 */
function agentUsage(a) {
    return {
        turns: a?.turns,
        inputTokens: a?.inputTokens,
        outputTokens: a?.outputTokens,
        costUsd: a?.costUsd,
        provider: a?.provider,
        model: a?.model,
        promptBytes: a?.promptBytes,
    };
}
/**
 * A gate result as the attempt artifact holds it: written by a job that ran the agent's code,
 * so its shape is checked, and the fields only a local run has (the log's path) are left out.
 */
const GateResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__.object({
    name: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
    command: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
    required: zod__WEBPACK_IMPORTED_MODULE_0__.boolean(),
    passed: zod__WEBPACK_IMPORTED_MODULE_0__.boolean(),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_0__.number().int().nullable(),
    outputTail: zod__WEBPACK_IMPORTED_MODULE_0__.string().max(64_000),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_0__.number().optional(),
    timedOut: zod__WEBPACK_IMPORTED_MODULE_0__.boolean().optional(),
});


/***/ }),

/***/ 1679:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ld: () => (/* binding */ agentFacts),
/* harmony export */   P2: () => (/* reexport safe */ _artifact_names_js__WEBPACK_IMPORTED_MODULE_7__.P2),
/* harmony export */   UD: () => (/* reexport safe */ _artifact_names_js__WEBPACK_IMPORTED_MODULE_7__.UD),
/* harmony export */   cr: () => (/* binding */ recordedOnBranch),
/* harmony export */   pr: () => (/* binding */ AttemptReportSchema),
/* harmony export */   px: () => (/* binding */ parseMatrixEntry),
/* harmony export */   sQ: () => (/* binding */ ATTEMPT_FILES),
/* harmony export */   z5: () => (/* binding */ parseMatrix)
/* harmony export */ });
/* unused harmony exports MatrixEntrySchema, MatrixSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5156);
/* harmony import */ var _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6276);
/* harmony import */ var _attempt_outcomes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(599);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2807);
/* harmony import */ var _plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4929);
/* harmony import */ var _plan_problem_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1215);
/* harmony import */ var _prompt_prompt_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7556);
/* harmony import */ var _artifact_names_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9907);
// What travels between the jobs of a run (docs/ARCHITECTURE.md#trust). The schedule job (read-only, runs no
// agent) decides each task job's anchors and hands them on as the matrix entry; the task job
// (runs the agent and the gates, holds no write credential) hands back one attempt artifact;
// the writer job trusts the anchors, and takes from the artifact only what an untrusted job
// may say: the agent's outcome, the gate results and a patch it validates itself.







const sha = zod__WEBPACK_IMPORTED_MODULE_5__.string().regex(/^[0-9a-f]{40}$/, 'a full commit sha');
const id = zod__WEBPACK_IMPORTED_MODULE_5__.string().superRefine((value, ctx) => {
    const unsafe = (0,_plan_problem_js__WEBPACK_IMPORTED_MODULE_6__/* .unsafeIdReason */ .wg)(value);
    if (unsafe)
        ctx.addIssue({ code: 'custom', message: unsafe });
});
/** One matrix entry: a task job's anchors. */
const MatrixEntrySchema = zod__WEBPACK_IMPORTED_MODULE_5__.object({
    spec: id,
    task: id,
    /** The attempt's number: the task's attempts on its branch so far, plus one. */
    attempt: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().positive(),
    branch: zod__WEBPACK_IMPORTED_MODULE_5__.string().min(1),
    base: zod__WEBPACK_IMPORTED_MODULE_5__.string().min(1),
    /** The commit the job checks out: the spec branch's tip, or the base's when the branch is new. */
    start: sha,
    /** The base's tip when scheduled; merged into `start` first when `start` does not contain it. */
    'base-sha': sha,
    complexity: zod__WEBPACK_IMPORTED_MODULE_5__.string().optional(),
    'max-turns': zod__WEBPACK_IMPORTED_MODULE_5__.number().int().positive(),
    'timeout-minutes': zod__WEBPACK_IMPORTED_MODULE_5__.number().positive(),
    'job-timeout-minutes': zod__WEBPACK_IMPORTED_MODULE_5__.number().positive().optional(),
    /** The name this attempt's artifact is uploaded under. */
    artifact: zod__WEBPACK_IMPORTED_MODULE_5__.string().min(1),
    /** The previous attempt's artifact and run, for its retry context ('' when none). */
    'retry-artifact': zod__WEBPACK_IMPORTED_MODULE_5__.string(),
    'retry-run-id': zod__WEBPACK_IMPORTED_MODULE_5__.union([zod__WEBPACK_IMPORTED_MODULE_5__.string(), zod__WEBPACK_IMPORTED_MODULE_5__.number()]).transform(String),
    /**
     * The leg's agent as the schedule job resolved it (agent-routing.ts): the provider whose CLI
     * the job installs and runs, and the model ('' for the CLI's default). Absent in a matrix
     * written by an older Ralph: the task job then resolves them from the plan.
     */
    provider: zod__WEBPACK_IMPORTED_MODULE_5__["enum"](_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .PROVIDER_NAMES */ .xd).optional(),
    model: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(200).optional(),
});
const MatrixSchema = zod__WEBPACK_IMPORTED_MODULE_5__.object({ include: zod__WEBPACK_IMPORTED_MODULE_5__.array(MatrixEntrySchema) });
/** Parses a matrix entry (the `task` input: `toJSON(matrix)`); the message names what is wrong. */
function parseMatrixEntry(text, where) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`${where} is not JSON (${err.message}); pass \`\${{ toJSON(matrix) }}\`.`);
    }
    const r = MatrixEntrySchema.safeParse(value);
    if (!r.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`${where} is not a Ralph matrix entry: ${r.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}. Pass \`\${{ toJSON(matrix) }}\` from the schedule job's matrix.`);
    return r.data;
}
function parseMatrix(text, where) {
    let value;
    try {
        value = JSON.parse(text || '{"include":[]}');
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`${where} is not JSON (${err.message}).`);
    }
    const r = MatrixSchema.safeParse(value);
    if (!r.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`${where} is not Ralph's matrix: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}. Pass the schedule job's \`matrix\` output.`);
    return r.data.include;
}

/**
 * `attempt.json` in the attempt artifact. Everything in it was written by a job that ran the
 * agent's code: the writer checks its shape, takes the identity of the attempt from the matrix
 * entry, and never a path, a commit or a command from here.
 */
const AttemptReportSchema = zod__WEBPACK_IMPORTED_MODULE_5__.object({
    version: zod__WEBPACK_IMPORTED_MODULE_5__.literal(1),
    spec: zod__WEBPACK_IMPORTED_MODULE_5__.string(),
    task: zod__WEBPACK_IMPORTED_MODULE_5__.string(),
    attempt: zod__WEBPACK_IMPORTED_MODULE_5__.number().int(),
    /** The run step found this attempt already recorded on the spec branch (a re-run): nothing ran. */
    alreadyRecorded: zod__WEBPACK_IMPORTED_MODULE_5__.boolean().optional(),
    /** The run step stopped before the agent ran (a configuration error): no attempt to record. */
    setupError: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(2_000).optional(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(40),
    finishedAt: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(40),
    agent: zod__WEBPACK_IMPORTED_MODULE_5__.object({
        outcome: _attempt_outcomes_js__WEBPACK_IMPORTED_MODULE_1__/* .AgentOutcomeSchema */ .$7,
        reason: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(8_000).optional(),
        interrupted: zod__WEBPACK_IMPORTED_MODULE_5__.boolean().optional(),
        exitCode: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().nullable(),
        durationMs: zod__WEBPACK_IMPORTED_MODULE_5__.number().nonnegative(),
        turns: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().nonnegative().optional(),
        inputTokens: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().nonnegative().optional(),
        outputTokens: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().nonnegative().optional(),
        costUsd: zod__WEBPACK_IMPORTED_MODULE_5__.number().nonnegative().optional(),
        /** The provider, the model asked for and the prompt's size, for `ralph report`. */
        provider: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(100).optional(),
        model: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(200).optional(),
        promptBytes: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().nonnegative().optional(),
    }),
    claimProblems: zod__WEBPACK_IMPORTED_MODULE_5__.array(zod__WEBPACK_IMPORTED_MODULE_5__.string().max(2_000)).max(50),
    gates: zod__WEBPACK_IMPORTED_MODULE_5__.array(_attempt_outcomes_js__WEBPACK_IMPORTED_MODULE_1__/* .GateResultSchema */ .ui).max(100),
    /** Whether `work.patch` beside it holds the attempt's change (git diff --binary). */
    patch: zod__WEBPACK_IMPORTED_MODULE_5__.boolean(),
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
    const task = (0,_prompt_prompt_js__WEBPACK_IMPORTED_MODULE_4__/* .findTask */ .VX)(plan, entry.task)?.task;
    if (!task)
        return undefined;
    if (task.attempts?.some((a) => a.number === entry.attempt))
        return `attempt ${entry.attempt} of ${entry.task} is recorded on ${entry.branch} already`;
    if ((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_3__/* .isDone */ .$L)(task.status) || task.status === 'blocked')
        return `${entry.task} is ${task.status} on ${entry.branch} already`;
    return undefined;
}
/**
 * Those facts of an agent run, and no other field: the run step keeps them for the record step,
 * which puts them in the attempt artifact.
 */
function agentFacts(a) {
    return {
        outcome: a.outcome,
        reason: a.reason,
        interrupted: a.interrupted,
        exitCode: a.exitCode,
        durationMs: a.durationMs,
        ...(0,_attempt_outcomes_js__WEBPACK_IMPORTED_MODULE_1__/* .agentUsage */ .hc)(a),
    };
}


/***/ }),

/***/ 4638:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EX: () => (/* binding */ runAttemptAgent),
/* harmony export */   ub: () => (/* binding */ reclaimAfterGates)
/* harmony export */ });
/* unused harmony export withPlanArgs */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _adapters_agents_codex_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4867);
/* harmony import */ var _adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1192);
/* harmony import */ var _adapters_agents_runner_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7799);
/* harmony import */ var _adapters_context_files_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8248);
/* harmony import */ var _core_agent_routing_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6276);
/* harmony import */ var _core_model_keys_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6780);
/* harmony import */ var _core_prompt_prompt_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7556);
/* harmony import */ var _core_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7961);
/* harmony import */ var _core_shell_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8772);
/* harmony import */ var _claim_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8111);
// One attempt at a task, the part `ralph build` and the CI task job share (docs/ARCHITECTURE.md#the-prompt, #agents):
// the prompt (with the previous failure injected), the MCP configuration, one agent process
// under the task's limits, the work tree taken back from it, and the check of its done claim.
// The gates run after it (in-process locally, one workflow step each in CI), and the verdict is
// core/attempt/attempt.ts's concludeAttempt. The two shells differ only in how state travels.












/** The warnings each onWarning function has heard, so that it hears each once. */
const heard = new WeakMap();
/**
 * Writes the prompt, runs the agent, takes the work tree back and checks a done claim. Throws
 * AgentNotInstalledError, before anything is written, when the agent's CLI is not installed.
 */
async function runAttemptAgent(git, o) {
    const task = (0,_core_prompt_prompt_js__WEBPACK_IMPORTED_MODULE_8__/* .findTask */ .VX)(o.plan, o.taskId)?.task;
    const routed = o.agent ?? (task ? (0,_core_agent_routing_js__WEBPACK_IMPORTED_MODULE_6__/* .resolveAgent */ .cT)(o.plan, task) : {});
    // The levels' `env` (a gateway's URL; `ralph validate` refuses secrets) on top.
    const env = { ...o.env, ...routed.env };
    (0,_adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_3__/* .checkAgentInstalled */ .og)(o.provider, env);
    const reader = (0,_adapters_context_files_js__WEBPACK_IMPORTED_MODULE_5__/* .createRepoReader */ .wA)(o.planAt.root);
    const prompt = o.retry
        ? (0,_core_prompt_prompt_js__WEBPACK_IMPORTED_MODULE_8__/* .generateRetryPrompt */ .Gl)(o.plan, o.taskId, reader, o.retry, { planFile: o.planAt.file })
        : (0,_core_prompt_prompt_js__WEBPACK_IMPORTED_MODULE_8__/* .generateTaskPrompt */ .Jk)(o.plan, o.taskId, reader, { planFile: o.planAt.file });
    const guard = {
        ...o.guard,
        planAt: o.planAt,
        planBefore: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(o.planAt.path),
        // What was changed before the agent ran (a setup step) is not the agent's work.
        changedBefore: o.guard.changedBefore ?? new Set(await git.changedPaths()),
    };
    const mcp = (0,_core_prompt_prompt_js__WEBPACK_IMPORTED_MODULE_8__/* .mcpConfig */ .nX)(o.plan, o.taskId);
    const mcpConfigPath = mcp ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(o.workDir, 'mcp.json') : undefined;
    if (mcp && mcpConfigPath)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(mcpConfigPath, `${JSON.stringify(mcp, null, 2)}\n`);
    const warnings = (0,_adapters_agents_index_js__WEBPACK_IMPORTED_MODULE_3__/* .limitWarnings */ .fT)(o.provider, { maxTurns: o.maxTurns, mcpServers: mcp?.mcpServers });
    if (o.onWarning) {
        const said = heard.get(o.onWarning) ?? new Set();
        heard.set(o.onWarning, said);
        for (const w of warnings) {
            if (said.has(w))
                continue;
            said.add(w);
            o.onWarning(w);
        }
    }
    // The index as Ralph leaves it to the agent: one the agent rewrites is not trusted after it.
    guard.index = await git.indexStamp();
    const maxCostUsd = o.maxCostUsd ?? (task ? (0,_core_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_9__/* .attemptMaxCostUsd */ .x9)(o.plan, task) : undefined);
    // A Codex gateway the plan defines goes through Ralph's key proxy too; its key stays with Ralph.
    const gateway = o.provider.name === 'codex' ? (0,_core_model_keys_js__WEBPACK_IMPORTED_MODULE_7__/* .codexGateway */ .Sl)(routed.args ?? []) : undefined;
    const agent = await (0,_adapters_agents_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .runAgent */ .JN)({
        provider: withPlanArgs(o.provider, routed.args, gateway),
        codexGateway: gateway,
        keyNames: (0,_core_model_keys_js__WEBPACK_IMPORTED_MODULE_7__/* .namedKeyVariables */ .cI)(routed),
        prompt,
        cwd: o.planAt.root,
        limits: {
            maxTurns: o.maxTurns,
            timeoutMs: o.timeoutMs,
            model: routed.model,
            mcpConfigPath,
            ...(maxCostUsd !== undefined ? { maxCostUsd } : {}),
        },
        transcriptPath: o.transcriptPath,
        env,
        keyEnv: o.keyEnv,
        onKeyProxy: o.onKeyProxy,
        userCommand: routed.command,
        signal: o.signal,
        onOutput: o.onOutput,
        onLine: o.onLine,
        runAs: o.runAs,
        network: o.network,
    });
    const reclaimed = await (0,_claim_js__WEBPACK_IMPORTED_MODULE_10__/* .reclaimWorkTree */ .XJ)(git, guard);
    const problems = agent.outcome === 'done' && !agent.interrupted
        ? (0,_claim_js__WEBPACK_IMPORTED_MODULE_10__/* .claimProblems */ .Lu)(o.planAt.root, reclaimed, o.outputArtifacts)
        : [];
    return { prompt, agent, guard, changed: reclaimed.changed, problems, notes: reclaimed.notes, warnings };
}
/**
 * The agent's `args` (from whichever level set them) after the provider's own options, so they have the last word (a
 * gateway's `-c model_provider=...` for codex, say); for the `command` provider, added to its
 * command line, quoted.
 */
function withPlanArgs(provider, args, gateway) {
    if (!args || args.length === 0)
        return provider;
    return {
        ...provider,
        command(input) {
            if (provider.name === 'command')
                return provider.command({
                    ...input,
                    userCommand: input.userCommand && `${input.userCommand} ${args.map(_core_shell_js__WEBPACK_IMPORTED_MODULE_11__/* .shellWord */ .r).join(' ')}`,
                });
            const cmd = provider.command(input);
            const proxied = gateway && input.modelProxy?.openai
                ? (0,_adapters_agents_codex_js__WEBPACK_IMPORTED_MODULE_2__/* .gatewayThroughProxy */ .Yg)(gateway.id, input.modelProxy.openai)
                : undefined;
            // The gateway's address and key variable re-pointed at the proxy, after the plan's own.
            if (proxied)
                return { ...cmd, args: [...cmd.args, ...args, ...proxied.args], env: { ...cmd.env, ...proxied.env } };
            return { ...cmd, args: [...cmd.args, ...args] };
        },
    };
}
/** After the gates ran the agent's code: the work tree taken back again, and what was refused. */
async function reclaimAfterGates(git, guard) {
    return (await (0,_claim_js__WEBPACK_IMPORTED_MODULE_10__/* .reclaimWorkTree */ .XJ)(git, guard)).problems.map((p) => `a gate ${p}`);
}


/***/ }),

/***/ 9488:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HQ: () => (/* binding */ localBaseline),
/* harmony export */   aB: () => (/* binding */ setupProblemIn),
/* harmony export */   iW: () => (/* binding */ checkBaseline)
/* harmony export */ });
/* unused harmony export BASELINE_CACHE */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _adapters_gates_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6793);
/* harmony import */ var _core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9085);
// The baseline run (docs/ARCHITECTURE.md#gates), shared by `ralph build` and the CI task job: the plan's required
// gates on the untouched start tree, before the first agent, each cached by the tree it ran on
// and its command, so it runs once per start commit. What the gates write there is put back.
// The verdicts and messages are core/attempt/baseline.ts's.




/** Cache entries kept: a few start commits' worth of gates. */
const CACHE_LIMIT = 200;
function readCache(file) {
    const empty = { version: 1, entries: {} };
    if (!file || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        return empty;
    try {
        const value = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
        // A cache Ralph cannot read is a cache it does not have: the gates run again.
        return value?.version === 1 && value.entries && typeof value.entries === 'object' ? value : empty;
    }
    catch {
        return empty;
    }
}
function writeCache(file, cache) {
    const entries = Object.entries(cache.entries)
        .sort(([, a], [, b]) => b.checkedAt.localeCompare(a.checkedAt))
        .slice(0, CACHE_LIMIT);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(tmp, `${JSON.stringify({ version: 1, entries: Object.fromEntries(entries) }, null, 2)}\n`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, file);
}
/**
 * Runs the plan's required gates on the work tree as it is (the untouched start commit, HEAD),
 * each unless the cache has it for this tree and command. A gate that fails there (a known-red
 * `no-new-failures` gate excepted), times out or misses its tool is a setup problem: said in
 * `problem`, never cached, so the next run checks again. Optional gates do not run: they decide
 * nothing.
 */
async function checkBaseline(git, o) {
    const required = o.gates.filter((g) => g.required !== false);
    const baseline = { commit: '', tree: '', gates: {}, ran: [], cacheFile: o.cacheFile };
    if (required.length === 0)
        return baseline;
    baseline.commit = await git.head();
    baseline.tree = await git.out(['rev-parse', 'HEAD^{tree}']);
    const cache = readCache(o.cacheFile);
    const problems = [];
    let cached = 0;
    for (const gate of required) {
        const key = (0,_core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineKey */ .x2)(baseline.tree, gate);
        const hit = cache.entries[key];
        if (hit) {
            baseline.gates[gate.name] = { ...pick(hit), fresh: false };
            cached++;
            continue;
        }
        if (o.signal?.aborted)
            break;
        const result = await (0,_adapters_gates_js__WEBPACK_IMPORTED_MODULE_2__/* .runGate */ .Rg)(gate, {
            cwd: o.root,
            env: { ...o.env, RALPH_BASELINE: '1' },
            logDir: o.logDir,
            signal: o.signal,
            runAs: o.runAs,
            network: o.network,
        });
        baseline.ran.push(gate.name);
        if (!o.signal?.aborted)
            o.onResult?.(result);
        // Even when stopped: the tree goes back as it was.
        await putBack(git, gate, baseline.commit, o);
        if (o.signal?.aborted)
            break;
        const problem = (0,_core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineProblem */ .FM)(gate, result, baseline.commit);
        if (problem) {
            problems.push(problem);
            continue;
        }
        const entry = {
            name: gate.name,
            command: gate.command,
            exitCode: result.passed ? 0 : result.exitCode,
            ...(result.passed ? {} : { failures: (0,_core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .failureRecord */ .sL)((0,_adapters_gates_js__WEBPACK_IMPORTED_MODULE_2__/* .gateOutput */ .TY)(result)) }),
        };
        if (!result.passed)
            o.onNote?.(`gate "${gate.name}" fails on the untouched tree (exit ${result.exitCode}, ${(0,_core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(Object.keys(entry.failures ?? {}).length, 'distinct failure line')}); "baseline": "no-new-failures" accepts these, and an attempt fails it only with new ones`);
        baseline.gates[gate.name] = { ...entry, fresh: true };
        cache.entries[key] = { ...entry, commit: baseline.commit, checkedAt: new Date().toISOString() };
    }
    if (o.signal?.aborted)
        baseline.interrupted = true;
    if (problems.length > 0)
        baseline.problem = problems.join('\n\n');
    if (o.cacheFile && baseline.ran.length > 0)
        writeCache(o.cacheFile, cache);
    if (cached > 0)
        o.onNote?.(`baseline: ${(0,_core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(cached, 'gate')} already checked on this tree (${baseline.commit.slice(0, 7)}), not run again (${o.cacheFile ?? 'the cache'})`);
    return baseline;
}
function pick(e) {
    return {
        name: e.name,
        command: e.command,
        exitCode: e.exitCode,
        ...(e.failures ? { failures: e.failures } : {}),
    };
}
/**
 * What a baseline gate wrote to the tree (a formatter, a build into a tracked folder) is put
 * back: the agent starts from the commit as it is, and only its own changes are its work.
 */
async function putBack(git, gate, commit, o) {
    const wrote = (await git.changedPaths()).filter((p) => !o.changedBefore?.has(p));
    if (wrote.length === 0)
        return;
    // A few git processes for any number of files (a formatter may rewrite hundreds): what the
    // commit has is checked out again, what it lacks is removed. Paths are names, not patterns:
    // a file a gate named `*.txt` must not take other files with it.
    for (let i = 0; i < wrote.length; i += 500) {
        const paths = wrote.slice(i, i + 500);
        const listed = await git.out([
            '--literal-pathspecs',
            'ls-tree',
            '-r',
            '-z',
            '--name-only',
            commit,
            '--',
            ...paths,
        ]);
        const tracked = listed.split('\0').filter(Boolean);
        const known = new Set(tracked);
        const untracked = paths.filter((p) => !known.has(p));
        if (tracked.length > 0)
            await git.exec(['--literal-pathspecs', 'checkout', commit, '--', ...tracked]);
        if (untracked.length > 0) {
            await git.exec([
                '--literal-pathspecs',
                'rm',
                '-r',
                '-f',
                '--quiet',
                '--cached',
                '--ignore-unmatch',
                '--',
                ...untracked,
            ]);
            await git.exec(['--literal-pathspecs', 'clean', '-fdq', '--', ...untracked]);
        }
    }
    (o.onWarning ?? o.onNote)?.(`gate "${gate.name}" changed ${(0,_core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(wrote.length, 'file')} on the untouched tree (${wrote.slice(0, 5).join(', ')}${wrote.length > 5 ? ', ...' : ''}); Ralph put them back. Run formatters and fixers as gates in check mode.`);
}
/**
 * The setup problem among an attempt's gate results (a required gate's missing tool), judged
 * with what the same gate did on the untouched tree in this build or job; undefined when the
 * results are the attempt's to answer for. A cached baseline entry of a gate whose tool is now
 * missing is dropped from the cache, so the next run checks the tree again.
 */
function setupProblemIn(results, baseline) {
    for (const r of results) {
        const entry = baseline?.gates[r.name];
        const problem = (0,_core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptSetupProblem */ .eF)(r, entry?.fresh && entry.command === r.command ? entry : undefined);
        if (!problem)
            continue;
        if (baseline?.cacheFile && entry) {
            const cache = readCache(baseline.cacheFile);
            delete cache.entries[(0,_core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineKey */ .x2)(baseline.tree, r)];
            writeCache(baseline.cacheFile, cache);
        }
        return problem;
    }
    return undefined;
}
/** Where `ralph build` keeps the baseline cache, under the project's `.ralph/`. */
const BASELINE_CACHE = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)('.ralph', 'baseline.json');
/**
 * `ralph build`'s baseline: checkBaseline on the tree it starts from, cached in
 * `.ralph/baseline.json`, each gate's log under `.ralph/logs/baseline/`, each result said.
 */
function localBaseline(git, o) {
    return checkBaseline(git, {
        root: o.root,
        gates: o.gates,
        env: o.env,
        signal: o.signal,
        cacheFile: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(o.stateRoot, BASELINE_CACHE),
        logDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(o.stateRoot, '.ralph', 'logs', 'baseline'),
        onNote: o.onNote,
        onResult: (r) => o.onNote(`baseline: gate "${r.name}" ${r.passed ? 'passed' : `failed (exit ${r.exitCode ?? 'none'}${r.timedOut ? ', timed out' : ''})`} on the untouched tree in ${(r.durationMs / 1000).toFixed(1)}s`),
    });
}


/***/ }),

/***/ 8111:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lu: () => (/* binding */ claimProblems),
/* harmony export */   XJ: () => (/* binding */ reclaimWorkTree),
/* harmony export */   ze: () => (/* binding */ takeHeadBack)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3626);
/* harmony import */ var _core_attempt_patch_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8256);
// Checking an agent's done claim against the work tree (docs/ARCHITECTURE.md#agents, #trust): no change at all,
// a change to the plan or to protected paths, or a missing output artifact means not done.
// The plan file, protected paths and the branch are put back either way: the agent's edits
// there are refused, never committed.




/**
 * Takes the work tree back after untrusted code ran (the agent, or gates running its code):
 * HEAD on the attempt's branch at its start commit (commits the agent made are undone, their
 * changes kept for the checks), the plan file as it was before the agent, and protected paths
 * as at the start commit. Called after the agent and again right before Ralph commits, so no
 * edit to the plan, `.github/` or other protected paths is ever committed.
 */
async function reclaimWorkTree(git, g) {
    const problems = [];
    const notes = [];
    // The index is what Ralph commits from: one the agent wrote (a `git add`, an assume-unchanged
    // bit, even a `git status`) is read afresh from HEAD, keeping the files, so nothing staged or
    // hidden behind Ralph's back is trusted.
    const moved = await takeHeadBack(git, g, notes);
    if (moved || (g.index !== undefined && (await git.indexStamp()) !== g.index))
        await git.freshIndex();
    const planNow = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(g.planAt.path) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(g.planAt.path) : undefined;
    if (!planNow?.equals(g.planBefore)) {
        (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_2__/* .writeAtomic */ .vZ)(g.planAt.path, g.planBefore.toString('utf8'));
        problems.push(`${planNow ? 'edited' : 'deleted'} the plan file ${g.planAt.file}; refused`);
    }
    // Read-only: a write would rewrite the whole index (megabytes in a large repository) for what
    // git re-read to refresh, the few files of the last commit, and the commit that follows writes
    // it anyway. Through the untracked cache, the listings git keeps are those of the last write;
    // a folder changed since is read again by each pass, which costs a few folders, not the tree.
    const cached = g.untrackedCache === true;
    const byAgent = (await git.changedPaths({ readOnly: true, untrackedCache: cached })).filter((p) => p !== g.planAt.file && !g.changedBefore.has(p));
    const refused = byAgent.filter((p) => (0,_core_attempt_patch_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .isProtected */ .bz)(p, g.protectedPaths));
    if (refused.length > 0) {
        await git.restorePaths(refused, g.startSha);
        problems.push(`changed protected paths (${refused.slice(0, 5).join(', ')}); refused`);
    }
    const changed = refused.length > 0 ? byAgent.filter((p) => !refused.includes(p)) : byAgent;
    if (g.index !== undefined)
        g.index = await git.indexStamp();
    return { problems, notes, changed };
}
/** HEAD back on the attempt's branch at its start commit; true when it had moved (also after the gates, gates.ts). */
async function takeHeadBack(git, g, notes) {
    const now = await git.headState();
    if (now.branch === g.branch && now.sha === g.startSha)
        return false;
    notes.push(now.branch !== g.branch
        ? `the agent left the branch ${g.branch}${now.branch ? ` for ${now.branch}` : ''}; Ralph went back to it`
        : 'the agent made commits; Ralph undid them and kept their changes for the checks');
    await git.exec(['update-ref', `refs/heads/${g.branch}`, g.startSha]);
    await git.exec(['symbolic-ref', 'HEAD', `refs/heads/${g.branch}`]);
    return true;
}
/** What is wrong with a done claim beyond refused edits: no change at all, missing output artifacts. */
function claimProblems(root, reclaimed, outputArtifacts) {
    const problems = reclaimed.problems.map((p) => `the agent ${p}`);
    if (reclaimed.changed.length === 0 && problems.length === 0)
        problems.push('the agent claimed done but changed no file');
    const missing = outputArtifacts.filter((a) => !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, a)));
    if (missing.length > 0)
        problems.push(`output artifacts missing: ${missing.join(', ')}`);
    return problems;
}


/***/ })

};
