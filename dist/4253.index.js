export const id = 4253;
export const ids = [4253,1219];
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

/***/ 4323:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bn: () => (/* binding */ REMOTE),
/* harmony export */   C3: () => (/* binding */ mergeConflicts),
/* harmony export */   CJ: () => (/* binding */ treeChanges),
/* harmony export */   Md: () => (/* binding */ mergeTrees),
/* harmony export */   RZ: () => (/* binding */ pushLeased),
/* harmony export */   SC: () => (/* binding */ commitTree),
/* harmony export */   TB: () => (/* binding */ oneSpecCommit),
/* harmony export */   eL: () => (/* binding */ startCommit),
/* harmony export */   fI: () => (/* binding */ remoteSha),
/* harmony export */   g7: () => (/* binding */ treeOf),
/* harmony export */   m1: () => (/* binding */ taskCommitsBetween),
/* harmony export */   mQ: () => (/* binding */ TreeEditor),
/* harmony export */   r4: () => (/* binding */ fetchBranches),
/* harmony export */   wu: () => (/* binding */ mergeBase)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2807);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8275);
// The spec-branch git algorithm in one place (after create-pull-request's
// create-or-update-branch): the commit a task starts from (the base merged in the same way by
// the task job and the writer), merges as GitHub makes them (`git merge-tree`, no merge
// drivers), trees edited through a private index and commits made without a work tree, and
// pushes with a lease. The writer job (action/writer/) composes them; `ralph build` uses
// the work-tree ones.


const REMOTE = 'origin';
async function remoteSha(git, branch) {
    return git.revParse(`refs/remotes/${REMOTE}/${branch}`);
}
/** Fetches the given branches (and prunes deleted ones) into refs/remotes/origin/. */
async function fetchBranches(git, refspecs = ['+refs/heads/*:refs/remotes/origin/*']) {
    await git.exec(['fetch', '--quiet', '--prune', '--no-tags', REMOTE, ...refspecs]);
}
/**
 * Merges `baseTip` into the checked-out branch when it is not in it yet. A conflict is backed
 * out (the branch stays as it was) and reported as false; the spec's final squash onto the
 * base surfaces it for review.
 */
async function mergeBase(git, baseTip, baseName) {
    if (await git.try(['merge-base', '--is-ancestor', baseTip, 'HEAD']))
        return false;
    const r = await git.exec([
        '-c',
        `user.name=${_git_js__WEBPACK_IMPORTED_MODULE_1__/* .RALPH_IDENTITY */ .tn.name}`,
        '-c',
        `user.email=${_git_js__WEBPACK_IMPORTED_MODULE_1__/* .RALPH_IDENTITY */ .tn.email}`,
        'merge',
        '--quiet',
        '--no-edit',
        '-m',
        `Merge ${baseName} into the spec branch`,
        baseTip,
    ], { allowFailure: true });
    if (r.exitCode === 0)
        return true;
    await git.exec(['merge', '--abort'], { allowFailure: true });
    return false;
}
/** The first commit completing each task in `from..to` (the commits `ralph(spec): complete <task>`). */
async function taskCommitsBetween(git, from, to) {
    const map = new Map();
    const log = await git.out(['log', '--reverse', '--format=%H%x00%s', `${from}..${to}`]);
    for (const line of log.split('\n')) {
        const [sha, subject] = line.split('\0');
        const m = /^ralph\([^)]*\): complete (\S+)$/.exec(subject ?? '');
        if (sha && m && !map.has(m[1]))
            map.set(m[1], sha);
    }
    return map;
}
/** Environment that makes a commit's identity and dates fixed: the same inputs, the same sha. */
function commitEnv(identity = _git_js__WEBPACK_IMPORTED_MODULE_1__/* .RALPH_IDENTITY */ .tn, date) {
    return {
        GIT_AUTHOR_NAME: identity.name,
        GIT_AUTHOR_EMAIL: identity.email,
        GIT_COMMITTER_NAME: identity.name,
        GIT_COMMITTER_EMAIL: identity.email,
        ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
    };
}
/** A commit of `tree` with `parents`, made without a work tree; returns its sha. */
async function commitTree(git, tree, parents, message, opts = {}) {
    return (await git.exec(['commit-tree', tree, ...parents.flatMap((p) => ['-p', p]), '-F', '-'], {
        input: message.endsWith('\n') ? message : `${message}\n`,
        env: commitEnv(opts.identity, opts.date),
    })).stdout.trim();
}
/**
 * Merges two commits without a work tree (`git merge-tree --write-tree`, git's own merge with
 * no merge drivers, as GitHub merges): the merged tree, or the paths that conflict. The merge
 * base is git's own (`--merge-base` needs git 2.40): replaying a commit onto a branch that grew
 * from its parent is this merge, with that parent as the base.
 */
async function mergeTrees(git, ours, theirs) {
    const r = await git.exec(['merge-tree', '--write-tree', '--name-only', '--no-messages', ours, theirs], {
        allowFailure: true,
    });
    const lines = r.stdout.split('\n');
    if (r.exitCode === 0)
        return { tree: lines[0].trim(), conflicts: [] };
    if (r.exitCode === 1)
        return { conflicts: [...new Set(lines.slice(1).filter(Boolean))] };
    throw new _git_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS(['merge-tree', ours, theirs], r);
}
/** The paths that conflict when `theirs` is merged into `ours` (none when it is in already). */
async function mergeConflicts(git, ours, theirs) {
    if (await git.try(['merge-base', '--is-ancestor', theirs, ours]))
        return [];
    return (await mergeTrees(git, ours, theirs)).conflicts;
}
/**
 * The commit a task starts from: `start` itself when it contains the base's tip, else the merge
 * of the base's tip into it, made without a work tree with a fixed identity, date and message,
 * so the task job and the writer job make the same commit from the same two. Throws when the
 * two conflict.
 */
async function startCommit(git, opts) {
    if (await git.try(['merge-base', '--is-ancestor', opts.baseSha, opts.start]))
        return { sha: opts.start, merged: false };
    const m = await mergeTrees(git, opts.start, opts.baseSha);
    if (m.tree === undefined)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`${opts.branch} conflicts with ${opts.base} in ${m.conflicts.join(', ')}; merge ${opts.base} into ${opts.branch} and resolve it.`);
    const times = await git.out(['show', '-s', '--format=%ct', opts.start, opts.baseSha]);
    const when = Math.max(...times.split('\n').map(Number));
    const sha = await commitTree(git, m.tree, [opts.start, opts.baseSha], `Merge ${opts.base} into ${opts.branch}`, { date: `@${when} +0000` });
    return { sha, merged: true };
}
async function treeChanges(git, from, to) {
    const out = (await git.exec(['diff-tree', '-r', '-z', '--no-renames', '--raw', from, to])).stdout;
    const parts = out.split('\0');
    const changes = [];
    for (let i = 0; i + 1 < parts.length; i += 2) {
        const meta = parts[i];
        if (!meta.startsWith(':'))
            continue;
        const [oldMode, newMode, , newSha, status] = meta.slice(1).split(' ');
        changes.push({ path: parts[i + 1], oldMode: oldMode, newMode: newMode, newSha, status: status });
    }
    return changes;
}
/**
 * A tree edited through a private index file, never a work tree: nothing of what is edited is
 * written where a program could run it, and no filter or hook of the repository runs.
 */
class TreeEditor {
    git;
    env;
    constructor(git, indexFile) {
        this.git = git;
        this.env = { GIT_INDEX_FILE: indexFile };
    }
    async read(treeish) {
        await this.git.exec(['read-tree', treeish], { env: this.env });
    }
    /** Applies a binary patch to the index; the error text when it does not apply. */
    async apply(patch) {
        const r = await this.git.exec(['apply', '--cached', '--binary', '--whitespace=nowarn', '-'], {
            input: patch,
            env: this.env,
            allowFailure: true,
        });
        return r.exitCode === 0 ? undefined : r.stderr.trim() || `git apply exited ${r.exitCode}`;
    }
    /** Writes a file's bytes into the index as a regular file. */
    async put(path, content) {
        const blob = (await this.git.exec(['hash-object', '-w', '--no-filters', '--stdin'], { input: content })).stdout.trim();
        await this.git.exec(['update-index', '--add', '--cacheinfo', `100644,${blob},${path}`], {
            env: this.env,
        });
    }
    async write() {
        return (await this.git.exec(['write-tree'], { env: this.env })).stdout.trim();
    }
}
/**
 * Sets the remote's `branch` to `commit` only if it still is at `expected` (undefined: only if
 * it does not exist), so nobody's push is ever overwritten. False when the branch moved.
 */
async function pushLeased(git, branch, commit, expected) {
    const r = await git.exec([
        'push',
        '--quiet',
        '--porcelain',
        '--no-follow-tags',
        `--force-with-lease=refs/heads/${branch}:${expected ?? ''}`,
        REMOTE,
        `${commit}:refs/heads/${branch}`,
    ], { allowFailure: true });
    if (r.exitCode === 0) {
        await git.exec(['update-ref', `refs/remotes/${REMOTE}/${branch}`, commit]);
        return true;
    }
    if (/stale info|\[rejected\]|fetch first|non-fast-forward/.test(r.stdout + r.stderr))
        return false;
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`Could not push ${branch}: ${r.stderr.trim() || r.stdout.trim()}. Check that the job has \`contents: write\`.`);
}
/** The tree of a commit. */
async function treeOf(git, commit) {
    return git.out(['rev-parse', `${commit}^{tree}`]);
}
/** Whether `branchTip` is one commit on top of `parent` carrying the spec's trailer. */
async function oneSpecCommit(git, tip, specId) {
    const parents = (await git.out(['show', '-s', '--format=%P', tip])).split(' ').filter(Boolean);
    if (parents.length !== 1)
        return undefined;
    const message = (await git.exec(['show', '-s', '--format=%B', tip])).stdout;
    const spec = await git.out([
        'show',
        '-s',
        '--format=%(trailers:key=Ralph-Spec,valueonly,separator=%x2C)',
        tip,
    ]);
    const subject = message.split('\n', 1)[0] ?? '';
    // A task's commit carries the trailer too; a spec's commit is not `ralph(spec): ...`.
    if (spec.trim() !== specId || subject.startsWith(`ralph(${specId}):`))
        return undefined;
    return { parent: parents[0], message };
}


/***/ }),

/***/ 109:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   graph: () => (/* binding */ graph),
/* harmony export */   viewedPlan: () => (/* binding */ viewedPlan)
/* harmony export */ });
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3626);
/* harmony import */ var _adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4337);
/* harmony import */ var _adapters_project_root_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2757);
/* harmony import */ var _core_report_graph_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7153);
/* harmony import */ var _core_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7961);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3192);






/**
 * The plan as `status` sees it: the plan file with each spec's entry from its branch, and the
 * warnings `status` prints about those branches (a local one behind or diverged from origin's).
 */
async function viewedPlan(planPath, prefix) {
    const file = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_0__/* .loadPlan */ .Yq)(planPath);
    const loaded = file.plan;
    const view = await (0,_adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_1__/* .localPlanView */ .e)(planPath, loaded, prefix ?? _core_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_BRANCH_PREFIX */ ._g, { text: file.text });
    return view ?? { plan: loaded, warnings: [] };
}
const graph = {
    name: 'graph',
    about: `Prints the plan's dependency graph: each spec a box, each task a node labelled with
its id and title and coloured by status (completed, ready, in progress, pending,
failed, blocked, skipped), an arrow for every dependsOn, and the critical path (the
longest chain of unfinished tasks) drawn thick. GitHub renders the Mermaid text in
a \`\`\`mermaid block. Large plans stay under the size GitHub renders (50,000
characters, 500 edges): each spec's finished tasks fold into one node, and past
that each spec is one node. A spec's progress is read from its branch
(ralph/<spec-id>) when it has one.`,
    options: {
        format: { type: 'string', value: 'FORMAT', help: 'mermaid (default) or dot (Graphviz)' },
        markdown: { type: 'boolean', help: 'the Mermaid text in a ```mermaid block, with a caption' },
        spec: {
            type: 'string',
            value: 'ID',
            help: 'only this spec and the tasks it depends on or that depend on it',
        },
        json: { type: 'boolean', help: 'the graph as JSON: nodes, edges, critical path, the text' },
        ..._command_js__WEBPACK_IMPORTED_MODULE_5__/* .BRANCH_PREFIX_OPTION */ .WH,
        ..._command_js__WEBPACK_IMPORTED_MODULE_5__/* .PLAN_OPTION */ .w,
    },
    async run(ctx) {
        const format = (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(ctx, 'format') ?? 'mermaid';
        if (format !== 'mermaid' && format !== 'dot')
            throw new _command_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`--format ${format}: use mermaid or dot`, 2);
        if (ctx.values.markdown && format !== 'mermaid')
            throw new _command_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb('--markdown is for the Mermaid format; drop --format dot', 2);
        const planPath = (0,_adapters_project_root_js__WEBPACK_IMPORTED_MODULE_2__/* .resolvePlanPath */ .PC)(ctx.cwd, (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(ctx, 'plan'));
        const { plan, baseStatus, warnings } = await viewedPlan(planPath, (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(ctx, 'branch-prefix'));
        for (const w of warnings)
            ctx.err(w);
        const spec = (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(ctx, 'spec');
        (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .checkSelection */ .Nt)(plan, planPath, { spec });
        const ready = new Set((0,_core_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_4__/* .schedule */ ._)(plan, { baseStatus }).ready.map((r) => r.task));
        const g = (0,_core_report_graph_js__WEBPACK_IMPORTED_MODULE_3__/* .planGraph */ .Gf)(plan, { ready, ...(spec !== undefined ? { scope: { kind: 'spec', spec } } : {}) });
        const text = format === 'dot' ? (0,_core_report_graph_js__WEBPACK_IMPORTED_MODULE_3__/* .toDot */ .d9)(g) : (0,_core_report_graph_js__WEBPACK_IMPORTED_MODULE_3__/* .toMermaid */ .nu)(g);
        if (!ctx.values.json && (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .hasNoTasks */ .Kh)(plan)) {
            ctx.out((0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .noTasksText */ .je)(ctx));
            return 0;
        }
        if (ctx.values.json) {
            ctx.out(JSON.stringify({ format, ...g, caption: (0,_core_report_graph_js__WEBPACK_IMPORTED_MODULE_3__/* .graphCaption */ .X_)(g), text }, null, 2));
            return 0;
        }
        ctx.out(ctx.values.markdown ? `\`\`\`mermaid\n${text}\`\`\`\n\n${(0,_core_report_graph_js__WEBPACK_IMPORTED_MODULE_3__/* .graphCaption */ .X_)(g)}` : text.trimEnd());
        return 0;
    },
};


/***/ }),

/***/ 1743:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   report: () => (/* binding */ report)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _adapters_context_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8248);
/* harmony import */ var _adapters_project_root_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2757);
/* harmony import */ var _core_report_metrics_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1856);
/* harmony import */ var _core_report_report_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6859);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3192);
/* harmony import */ var _graph_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(109);








const report = {
    name: 'report',
    about: `Measures what the attempts recorded in the plan show, overall, per spec and per
agent provider and model: the share of tasks whose first attempt passed the gates,
attempts per completed task, the share of retries (prompted with the failure before
them) that passed, the share of tasks blocked, turns, tokens, cost and wall time per
completed task, and the bytes of a task's prompt against the whole spec dumped into
one prompt (its markdown, every file its tasks list, the plan). A spec's progress is
read from its branch (ralph/<spec-id>) when it has one, as \`ralph status\` does.`,
    options: {
        json: {
            type: 'boolean',
            or: 'markdown',
            help: 'print the figures as JSON, with what each was counted from',
        },
        markdown: { type: 'boolean', help: 'print the table as Markdown (a job summary section)' },
        ..._command_js__WEBPACK_IMPORTED_MODULE_6__/* .BRANCH_PREFIX_OPTION */ .WH,
        ..._command_js__WEBPACK_IMPORTED_MODULE_6__/* .PLAN_OPTION */ .w,
    },
    async run(ctx) {
        const planPath = (0,_adapters_project_root_js__WEBPACK_IMPORTED_MODULE_3__/* .resolvePlanPath */ .PC)(ctx.cwd, (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .stringOption */ .Pp)(ctx, 'plan'));
        const { plan, warnings } = await (0,_graph_js__WEBPACK_IMPORTED_MODULE_7__.viewedPlan)(planPath, (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .stringOption */ .Pp)(ctx, 'branch-prefix'));
        for (const w of warnings)
            ctx.err(w);
        // The whole-spec dump, read as prompts read files (the same refusals: no secrets, no escapes).
        const reader = (0,_adapters_context_files_js__WEBPACK_IMPORTED_MODULE_2__/* .createRepoReader */ .wA)((0,_adapters_project_root_js__WEBPACK_IMPORTED_MODULE_3__/* .findProjectRoot */ .pj)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(planPath)));
        const m = (0,_core_report_metrics_js__WEBPACK_IMPORTED_MODULE_4__/* .planMetrics */ .T4)(plan, {
            planBytes: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(planPath).length,
            fileBytes: (path) => {
                const r = reader.read(path);
                return r.kind === 'ok' ? r.bytes : undefined;
            },
        });
        if (ctx.values.json) {
            ctx.out(JSON.stringify(m, null, 2));
            return 0;
        }
        if (ctx.values.markdown) {
            ctx.out((0,_core_report_metrics_js__WEBPACK_IMPORTED_MODULE_4__/* .metricsMarkdown */ .RL)(m));
            return 0;
        }
        ctx.out(`${(0,_core_report_report_js__WEBPACK_IMPORTED_MODULE_5__/* .textTable */ .ed)((0,_core_report_metrics_js__WEBPACK_IMPORTED_MODULE_4__/* .metricsRows */ .tT)(m))}\n\n${_core_report_metrics_js__WEBPACK_IMPORTED_MODULE_4__/* .METRICS_LEGEND */ .U}`);
        return 0;
    },
};


/***/ })

};
