export const id = 1743;
export const ids = [1743,109];
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
        // Look before opening: opening a FIFO blocks until a writer comes, opening a device may act.
        let before;
        try {
            before = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(resolved.real, { bigint: true });
        }
        catch (err) {
            return fsProblem(err);
        }
        const kind = kindProblem(before);
        if (kind)
            return { kind: 'refused', reason: kind };
        let fd;
        try {
            fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(resolved.real, OPEN_FLAGS);
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

/***/ 2490:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   graph: () => (/* binding */ graph),
/* harmony export */   viewedPlan: () => (/* binding */ viewedPlan)
/* harmony export */ });
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8224);
/* harmony import */ var _adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4337);
/* harmony import */ var _adapters_project_root_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2757);
/* harmony import */ var _core_graph_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5882);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1733);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3192);






/**
 * The plan as `status` sees it: the plan file with each spec's entry from its branch, and the
 * warnings `status` prints about those branches (a local one behind or diverged from origin's).
 */
async function viewedPlan(planPath, prefix) {
    const file = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_0__/* .loadPlan */ .Yq)(planPath);
    const loaded = file.plan;
    const view = await (0,_adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_1__/* .localPlanView */ .e)(planPath, loaded, prefix ?? _core_schedule_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_BRANCH_PREFIX */ ._g, { text: file.text });
    return view ?? { plan: loaded, warnings: [] };
}
const graph = {
    name: 'graph',
    summary: 'draw the plan as a Mermaid (or Graphviz) dependency graph',
    usage: `[--format mermaid|dot] [--markdown] [--spec ID] [--json] [--branch-prefix PREFIX] [--plan PATH]

Prints the plan's dependency graph: each spec a box, each task a node labelled with
its id and title and coloured by status (completed, ready, in progress, pending,
failed, blocked, skipped), an arrow for every dependsOn, and the critical path (the
longest chain of unfinished tasks) drawn thick. GitHub renders the Mermaid text in
a \`\`\`mermaid block. Large plans stay under the size GitHub renders (50,000
characters, 500 edges): each spec's finished tasks fold into one node, and past
that each spec is one node. A spec's progress is read from its branch
(ralph/<spec-id>) when it has one.

      --format FORMAT         mermaid (default) or dot (Graphviz)
      --markdown              the Mermaid text in a \`\`\`mermaid block, with a caption
      --spec ID               only this spec and the tasks it depends on or that depend on it
      --json                  the graph as JSON: nodes, edges, critical path, the text
      --branch-prefix PREFIX  where spec branches live: PREFIX<spec-id> (default: ralph/)
${_command_js__WEBPACK_IMPORTED_MODULE_5__/* .PLAN_USAGE */ .YG}`,
    options: {
        ..._command_js__WEBPACK_IMPORTED_MODULE_5__/* .PLAN_OPTION */ .w,
        ..._command_js__WEBPACK_IMPORTED_MODULE_5__/* .BRANCH_PREFIX_OPTION */ .WH,
        format: { type: 'string' },
        markdown: { type: 'boolean' },
        spec: { type: 'string' },
        json: { type: 'boolean' },
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
        const ready = new Set((0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_4__/* .schedule */ ._)(plan, { baseStatus }).ready.map((r) => r.task));
        const g = (0,_core_graph_js__WEBPACK_IMPORTED_MODULE_3__/* .planGraph */ .Gf)(plan, { ready, ...(spec !== undefined ? { scope: { kind: 'spec', spec } } : {}) });
        const text = format === 'dot' ? (0,_core_graph_js__WEBPACK_IMPORTED_MODULE_3__/* .toDot */ .d9)(g) : (0,_core_graph_js__WEBPACK_IMPORTED_MODULE_3__/* .toMermaid */ .nu)(g);
        if (!ctx.values.json && (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .hasNoTasks */ .Kh)(plan)) {
            ctx.out((0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .noTasksText */ .je)(ctx));
            return 0;
        }
        if (ctx.values.json) {
            ctx.out(JSON.stringify({ format, ...g, caption: (0,_core_graph_js__WEBPACK_IMPORTED_MODULE_3__/* .graphCaption */ .X_)(g), text }, null, 2));
            return 0;
        }
        ctx.out(ctx.values.markdown ? `\`\`\`mermaid\n${text}\`\`\`\n\n${(0,_core_graph_js__WEBPACK_IMPORTED_MODULE_3__/* .graphCaption */ .X_)(g)}` : text.trimEnd());
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
/* harmony import */ var _core_metrics_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6491);
/* harmony import */ var _core_report_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4486);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3192);
/* harmony import */ var _graph_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2490);








const report = {
    name: 'report',
    summary: "measure the plan's attempts: gate pass rates, retries, cost, prompt size",
    usage: `[--json | --markdown] [--branch-prefix PREFIX] [--plan PATH]

Measures what the attempts recorded in the plan show, overall, per spec and per
agent provider and model: the share of tasks whose first attempt passed the gates,
attempts per completed task, the share of retries (prompted with the failure before
them) that passed, the share of tasks blocked, turns, tokens, cost and wall time per
completed task, and the bytes of a task's prompt against the whole spec dumped into
one prompt (its markdown, every file its tasks list, the plan). A spec's progress is
read from its branch (ralph/<spec-id>) when it has one, as \`ralph status\` does.

      --json                  print the figures as JSON, with what each was counted from
      --markdown              print the table as Markdown (a job summary section)
      --branch-prefix PREFIX  where spec branches live: PREFIX<spec-id> (default: ralph/)
${_command_js__WEBPACK_IMPORTED_MODULE_6__/* .PLAN_USAGE */ .YG}`,
    options: {
        ..._command_js__WEBPACK_IMPORTED_MODULE_6__/* .PLAN_OPTION */ .w,
        ..._command_js__WEBPACK_IMPORTED_MODULE_6__/* .BRANCH_PREFIX_OPTION */ .WH,
        json: { type: 'boolean' },
        markdown: { type: 'boolean' },
    },
    async run(ctx) {
        const planPath = (0,_adapters_project_root_js__WEBPACK_IMPORTED_MODULE_3__/* .resolvePlanPath */ .PC)(ctx.cwd, (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .stringOption */ .Pp)(ctx, 'plan'));
        const { plan, warnings } = await (0,_graph_js__WEBPACK_IMPORTED_MODULE_7__.viewedPlan)(planPath, (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .stringOption */ .Pp)(ctx, 'branch-prefix'));
        for (const w of warnings)
            ctx.err(w);
        // The whole-spec dump, read as prompts read files (the same refusals: no secrets, no escapes).
        const reader = (0,_adapters_context_files_js__WEBPACK_IMPORTED_MODULE_2__/* .createRepoReader */ .wA)((0,_adapters_project_root_js__WEBPACK_IMPORTED_MODULE_3__/* .findProjectRoot */ .pj)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(planPath)));
        const m = (0,_core_metrics_js__WEBPACK_IMPORTED_MODULE_4__/* .planMetrics */ .T4)(plan, {
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
            ctx.out((0,_core_metrics_js__WEBPACK_IMPORTED_MODULE_4__/* .metricsMarkdown */ .RL)(m));
            return 0;
        }
        ctx.out(`${(0,_core_report_js__WEBPACK_IMPORTED_MODULE_5__/* .textTable */ .ed)((0,_core_metrics_js__WEBPACK_IMPORTED_MODULE_4__/* .metricsRows */ .tT)(m))}\n\n${_core_metrics_js__WEBPACK_IMPORTED_MODULE_4__/* .METRICS_LEGEND */ .U}`);
        return 0;
    },
};


/***/ })

};
