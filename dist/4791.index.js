export const id = 4791;
export const ids = [4791,4323];
export const modules = {

/***/ 4791:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* binding */ localPlanView),
  z: () => (/* binding */ readPlanView)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/core/merge.js
var merge = __webpack_require__(4194);
;// CONCATENATED MODULE: ./build/core/branches.js
// The plan as a workflow run sees it: the base branch's plan, with each spec's task state
// taken from that spec's branch when the branch exists (progress travels on the spec branch).

function overlaySpecBranches(base, branchPlans) {
    const baseStatus = new Map();
    for (const spec of base.specs)
        for (const task of spec.tasks)
            baseStatus.set(task.id, task.status);
    const fromBranch = new Set();
    const specs = base.specs.map((spec) => {
        const branchSpec = branchPlans.get(spec.id)?.specs.find((s) => s.id === spec.id);
        if (!branchSpec)
            return spec;
        fromBranch.add(spec.id);
        // Task state from the branch; what the base added or reworded since the branch began, from
        // the base (a task added to the spec on the base must not stay hidden behind an old branch).
        return (0,merge/* mergePlans */.Je)({ specs: [branchSpec] }, { specs: [spec] }).plan.specs[0];
    });
    return { plan: { ...base, specs }, baseStatus, fromBranch };
}

// EXTERNAL MODULE: ./build/core/errors.js
var errors = __webpack_require__(2807);
// EXTERNAL MODULE: ./build/version.js
var version = __webpack_require__(8508);
// EXTERNAL MODULE: ./build/adapters/git.js
var adapters_git = __webpack_require__(6689);
;// CONCATENATED MODULE: ./build/adapters/git-batch.js
// Many objects read through one `git cat-file` process: `ralph status`, `ralph next` and the
// schedule job read the plan file from every spec branch, and one `git show` per branch cost a
// process start each (about 6.5 ms: 0.65 s for 100 branches). The output is parsed as it
// arrives and each object is handed on once complete, so memory holds one object at a time,
// never the whole stream (a buffered reader raised the peak RSS of `ralph status` by a quarter).
// A caller that already knows some objects by their id (a cache) asks for the ids first and
// then only for the contents it lacks, still in one process (`--batch-command`, git 2.36+).


const LF = 0x0a;
/**
 * The output format of `cat-file --batch` and `--batch-command` (git-cat-file(1)), fed in
 * chunks of any size: for each request, `<oid> SP <type> SP <size> LF`, then for a contents
 * request `<contents> LF`; or `<name> SP missing LF` (`ambiguous` for a short oid naming
 * several objects, taken as missing too). Requests are answered in the order they were made.
 */
class BatchParser {
    requests = [];
    next = 0;
    /** The header line so far, while it is split across chunks. */
    line = [];
    /** The object being read: its header, what is left to read (contents and the LF), what was read. */
    object;
    /** With `names`, a contents request for each (`--batch`). */
    constructor(names = []) {
        for (const name of names)
            this.expect(name, true);
    }
    /** One more request, answered after those made before it; its index is the count made before. */
    expect(name, contents) {
        this.requests.push({ name, contents });
    }
    /** The replies this chunk completes. */
    push(chunk) {
        const done = [];
        let at = 0;
        while (at < chunk.length) {
            if (this.object) {
                const o = this.object;
                const take = Math.min(o.left, chunk.length - at);
                o.parts.push(chunk.subarray(at, at + take));
                o.left -= take;
                at += take;
                if (o.left > 0)
                    break;
                this.object = undefined;
                const bytes = o.parts.length === 1 ? o.parts[0] : Buffer.concat(o.parts);
                if (bytes[bytes.length - 1] !== LF)
                    throw this.broken('an object that does not end in a newline');
                done.push({ ...o.info, missing: false, content: bytes.subarray(0, -1) });
                continue;
            }
            const nl = chunk.indexOf(LF, at);
            if (nl < 0) {
                this.line.push(chunk.subarray(at));
                break;
            }
            this.line.push(chunk.subarray(at, nl));
            at = nl + 1;
            const header = Buffer.concat(this.line).toString('utf8');
            this.line = [];
            const request = this.requests[this.next];
            if (request === undefined)
                throw this.broken(`more output than was asked for: "${header}"`);
            const index = this.next++;
            const { name } = request;
            if (header === `${name} missing` || header === `${name} ambiguous`) {
                done.push({ index, name, missing: true });
                continue;
            }
            const m = /^([0-9a-f]{40,64}) (\S+) (\d+)$/.exec(header);
            if (!m)
                throw this.broken(`an unexpected header for "${name}": "${header}"`);
            const info = { index, name, oid: m[1], type: m[2], size: Number(m[3]) };
            if (request.contents)
                this.object = { info, left: info.size + 1, parts: [] };
            else
                done.push({ ...info, missing: false });
        }
        return done;
    }
    /** Throws unless every request was answered. */
    end() {
        if (this.object || this.line.length > 0 || this.next < this.requests.length)
            throw this.broken(`its output ended after ${this.next} of ${this.requests.length} replies`);
    }
    broken(what) {
        return new Error(`git cat-file gave ${what}`);
    }
}
/**
 * Reads `names` (`<rev>:<path>`, oids: anything `git cat-file` takes) through one git process,
 * yielding each object as soon as its bytes are in; the next chunk is read only when the
 * consumer asks for the next object, and stopping early ends git. Without `wanted`, every
 * object comes with its contents, in order (`--batch`). With it, the ids come first, and only
 * the objects `wanted` picks come with their contents, after the others (`--batch-command`;
 * a git older than 2.36 falls back to `--batch`, and every object then has its contents).
 */
async function* catFileBatch(git, names, wanted) {
    const bad = names.find((n) => /[\n\r]/.test(n));
    if (bad !== undefined)
        throw new errors/* RalphError */.A4(`cannot read "${bad}" through git cat-file: the name holds a line break`);
    if (names.length === 0)
        return;
    const args = ['cat-file', wanted ? '--batch-command' : '--batch'];
    const child = git.spawn(args);
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text) => {
        if (stderr.length < 8192)
            stderr += text;
    });
    const exited = new Promise((resolve) => {
        child.on('error', (error) => resolve({ code: 1, error }));
        child.on('close', (code) => resolve({ code: code ?? 1 }));
    });
    // A git that exits early closes its stdin: its exit status says why, not EPIPE.
    child.stdin.on('error', () => { });
    const parser = new BatchParser();
    const chunks = child.stdout[Symbol.asyncIterator]();
    let finished = false;
    try {
        if (!wanted) {
            for (const name of names)
                parser.expect(name, true);
            child.stdin.end(`${names.join('\n')}\n`);
            for (let c = await chunks.next(); !c.done; c = await chunks.next())
                yield* parser.push(c.value);
        }
        else {
            // The ids first: what the caller knows already goes on at once, the rest is asked for after.
            for (const name of names)
                parser.expect(name, false);
            child.stdin.write(names.map((n) => `info ${n}\n`).join(''));
            const asked = [];
            let replies = 0;
            while (replies < names.length) {
                const c = await chunks.next();
                if (c.done)
                    break;
                for (const reply of parser.push(c.value)) {
                    replies++;
                    if (!reply.missing && wanted(reply))
                        asked.push(reply);
                    else
                        yield reply;
                }
            }
            if (replies === 0 && (await exited).code === 129 && stderr.includes('batch-command')) {
                // git before 2.36 has no --batch-command: every object comes with its contents then.
                finished = true;
                yield* catFileBatch(git, names);
                return;
            }
            for (const info of asked)
                parser.expect(info.oid, true);
            child.stdin.end(asked.map((info) => `contents ${info.oid}\n`).join(''));
            let k = 0;
            for (let c = await chunks.next(); !c.done; c = await chunks.next())
                for (const reply of parser.push(c.value)) {
                    // Each contents reply answers the info reply it was asked for.
                    const info = asked[k++];
                    yield reply.missing
                        ? { index: info.index, name: info.name, missing: true }
                        : { ...info, missing: false, content: reply.content };
                }
        }
        const { code, error } = await exited;
        if (error)
            throw new errors/* RalphError */.A4(`git ${args.join(' ')} could not start: ${error.message}`);
        if (code !== 0)
            throw new adapters_git/* GitError */.XS(args, { exitCode: code, stdout: '', stderr });
        parser.end();
        finished = true;
    }
    finally {
        if (!finished)
            child.kill();
        await chunks.return?.();
    }
}

// EXTERNAL MODULE: ./build/adapters/plan-file.js + 1 modules
var plan_file = __webpack_require__(8224);
// EXTERNAL MODULE: ./build/adapters/project-root.js
var project_root = __webpack_require__(2757);
// EXTERNAL MODULE: ./build/adapters/spec-branch-refs.js
var spec_branch_refs = __webpack_require__(3118);
;// CONCATENATED MODULE: ./build/adapters/plan-view.js
// The plan as a run sees it: the base branch's plan with each spec's entry taken from that
// spec's branch when the branch exists (docs/ARCHITECTURE.md#spec-branches-and-pull-requests: progress travels on the spec branch).
// In a workflow the branches are the remote's (`refs/remotes/origin/`); locally, the
// repository's own (`refs/heads/`).










async function readPlanView(git, opts) {
    const base = opts.base ?? (0,plan_file/* parsePlanText */.uo)(opts.baseText, opts.baseName).plan;
    const sources = opts.sources ??
        new Map((await git.out(['for-each-ref', '--format=%(refname)', `${opts.refs}${opts.branchPrefix}`]))
            .split('\n')
            .filter(Boolean)
            .map((ref) => [ref.slice(opts.refs.length), ref]));
    const specIds = new Set(base.specs.map((s) => s.id));
    const wanted = [];
    for (const [branch, ref] of sources) {
        if (!branch.startsWith(opts.branchPrefix))
            continue;
        const specId = branch.slice(opts.branchPrefix.length);
        if (branch !== opts.skip && specIds.has(specId))
            wanted.push({ ref, branch, specId });
    }
    const cache = opts.cache === undefined ? undefined : new BranchPlanCache(opts.cache);
    const branches = new Map();
    const branchPlans = new Map();
    // Every branch's plan through one git process, each parsed as it arrives (git-batch.ts); with
    // a cache, only the plans it does not know by their blob id are read and parsed.
    const names = wanted.map((w) => `${w.ref}:${opts.planFile}`);
    const unknown = cache && ((o) => o.type === 'blob' && !cache.has(o.oid, wanted[o.index].specId));
    for await (const object of catFileBatch(git, names, unknown)) {
        if (object.missing)
            continue;
        const { branch, specId } = wanted[object.index];
        const name = `${branch}:${opts.planFile}`;
        if (object.type !== 'blob')
            throw new plan_file/* PlanError */.W6(name, [
                { path: '', message: `is a ${object.type}, not a file; the plan file must be a file on the branch` },
            ]);
        let spec = cache?.get(object.oid, specId);
        if (spec === undefined) {
            if (!object.content)
                throw new errors/* RalphError */.A4(`git cat-file gave no contents for ${name}`);
            const plan = (0,plan_file/* parsePlanText */.uo)(object.content.toString('utf8'), name).plan;
            // Only the spec's own entry is kept from its branch: the rest of that plan can go.
            spec = plan.specs.find((s) => s.id === specId) ?? null;
        }
        cache?.keep(object.oid, specId, spec);
        branches.set(specId, branch);
        branchPlans.set(specId, { version: 1, specs: spec ? [spec] : [] });
    }
    cache?.save();
    return { ...overlaySpecBranches(base, branchPlans), branches };
}
/**
 * The spec entry each branch's plan file holds, by the blob id of that file (its contents, so
 * an entry never goes stale) and the spec's id, for `ralph status` and `ralph next`: a branch
 * whose plan did not change since the last time is neither read nor parsed again. Only plans
 * that parsed are kept (a broken one fails every time, naming its place), and only the entries
 * of the last read (so the file does not grow). Kept in the git directory, beside git's own
 * caches; a file of another Ralph version, or one that does not parse, counts as empty.
 */
class BranchPlanCache {
    file;
    entries = new Map();
    used = new Map();
    constructor(file) {
        this.file = file;
        try {
            const data = JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
            if (data.ralph === version/* RALPH_VERSION */.F && data.entries && typeof data.entries === 'object')
                // An entry of any other shape (a hand edit) is not used: that plan is read again.
                for (const [key, spec] of Object.entries(data.entries))
                    if (spec === null || Array.isArray(spec?.tasks))
                        this.entries.set(key, spec);
        }
        catch {
            // none yet, or unreadable: every plan is read
        }
    }
    has(oid, specId) {
        return this.entries.has(`${oid} ${specId}`);
    }
    /** The spec's entry in that blob's plan (null: the plan has none), if known. */
    get(oid, specId) {
        return this.entries.get(`${oid} ${specId}`);
    }
    keep(oid, specId, spec) {
        this.used.set(`${oid} ${specId}`, spec);
    }
    /** Writes the entries of this read, when they differ from what the file had. */
    save() {
        if (this.used.size === this.entries.size && [...this.used.keys()].every((k) => this.entries.has(k)))
            return;
        try {
            (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(this.file), { recursive: true });
            const tmp = `${this.file}.${process.pid}.tmp`;
            (0,external_node_fs_.writeFileSync)(tmp, JSON.stringify({ ralph: version/* RALPH_VERSION */.F, entries: Object.fromEntries(this.used) }));
            (0,external_node_fs_.renameSync)(tmp, this.file);
        }
        catch {
            // a read-only repository: the next read parses again
        }
    }
}
/**
 * `ralph status`, `next` and `prompt` in a repository: the plan file as it is in the work tree,
 * with the entries of specs that have a spec branch taken from there: the local branch, or the
 * remote-tracking one (`origin/<prefix><spec>`) where it is newer or the only copy (see
 * spec-branch-refs.ts; `remote: false` reads local branches only). `names` says which ref each
 * spec's entry came from (`ralph/api` or `origin/ralph/api`); `warnings`, which local branch is
 * behind or has diverged from the remote's. Outside a git repository (no `.git` beside the plan
 * or above it), just the plan file: no git process.
 */
async function localPlanView(planPath, plan, branchPrefix, opts = {}) {
    const dir = (0,external_node_path_.dirname)(planPath);
    const dotGit = (0,external_node_path_.join)((0,project_root/* findProjectRoot */.pj)(dir), '.git');
    if (!(0,external_node_fs_.existsSync)(dotGit))
        return undefined;
    const git = new adapters_git/* Git */.TU(dir);
    const current = await git.currentBranch();
    if (current === undefined && !(await git.try(['rev-parse', '--verify', '--quiet', 'HEAD'])))
        return undefined;
    const all = await (0,spec_branch_refs/* specBranchRefs */.SO)(git, branchPrefix);
    const sources = new Map();
    for (const r of all.values())
        if (opts.remote !== false)
            sources.set(r.branch, r.ref);
        else if (r.local)
            sources.set(r.branch, `refs/heads/${r.branch}`);
    const view = await readPlanView(git, {
        planFile: `./${(0,external_node_path_.basename)(planPath)}`,
        baseText: '',
        base: plan,
        baseName: planPath,
        refs: 'refs/heads/',
        sources,
        branchPrefix,
        skip: current,
        // In the repository's own git directory (a linked worktree's `.git` is a file: no cache there).
        ...((0,external_node_fs_.statSync)(dotGit).isDirectory() ? { cache: (0,external_node_path_.join)(dotGit, 'ralph', 'branch-plans.json') } : {}),
    });
    const refs = new Map();
    const names = new Map();
    for (const [specId, branch] of view.branches) {
        refs.set(specId, sources.get(branch));
        names.set(specId, opts.remote === false ? branch : all.get(branch).name);
    }
    const warnings = opts.remote === false
        ? []
        : (0,spec_branch_refs/* branchWarnings */.Y3)([...all.values()].filter((r) => r.branch.startsWith(branchPrefix) &&
            plan.specs.some((s) => `${branchPrefix}${s.id}` === r.branch)), await (0,spec_branch_refs/* checkedOutBranches */.SN)(git), await git.out(['rev-parse', '--show-toplevel']));
    return view.branches.size > 0 || warnings.length > 0 ? { ...view, refs, names, warnings } : undefined;
}


/***/ }),

/***/ 2757:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PC: () => (/* binding */ resolvePlanPath),
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


/***/ }),

/***/ 3118:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bd: () => (/* binding */ specBranchRef),
/* harmony export */   Kp: () => (/* binding */ divergedText),
/* harmony export */   SN: () => (/* binding */ checkedOutBranches),
/* harmony export */   SO: () => (/* binding */ specBranchRefs),
/* harmony export */   Sd: () => (/* binding */ behindText),
/* harmony export */   Y3: () => (/* binding */ branchWarnings),
/* harmony export */   hi: () => (/* binding */ updateCommand),
/* harmony export */   mm: () => (/* binding */ divergedFix)
/* harmony export */ });
/* harmony import */ var _spec_branch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4323);

/**
 * Every spec branch under `prefix`, local or remote-tracking (one `for-each-ref`, and one
 * `merge-base` for each pair that differs), by branch name.
 */
async function specBranchRefs(git, prefix) {
    const heads = 'refs/heads/';
    const remotes = `refs/remotes/${_spec_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE */ .Bn}/`;
    const listed = await git.out([
        'for-each-ref',
        '--format=%(objectname) %(refname)',
        `${heads}${prefix}`,
        `${remotes}${prefix}`,
    ]);
    const local = new Map();
    const remote = new Map();
    for (const line of listed.split('\n').filter(Boolean)) {
        const at = line.indexOf(' ');
        const sha = line.slice(0, at);
        const ref = line.slice(at + 1);
        if (ref.startsWith(heads))
            local.set(ref.slice(heads.length), sha);
        else if (ref.startsWith(remotes))
            remote.set(ref.slice(remotes.length), sha);
    }
    const out = new Map();
    for (const branch of new Set([...local.keys(), ...remote.keys()]))
        out.set(branch, await relate(git, branch, local.get(branch), remote.get(branch)));
    return out;
}
/** The one spec branch `branch`, local or remote-tracking; undefined when neither exists. */
async function specBranchRef(git, branch) {
    const local = await git.revParse(`refs/heads/${branch}`);
    const remote = await git.revParse(`refs/remotes/${_spec_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE */ .Bn}/${branch}`);
    return local || remote ? relate(git, branch, local, remote) : undefined;
}
async function relate(git, branch, local, remote) {
    const onRemote = { ref: `refs/remotes/${_spec_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE */ .Bn}/${branch}`, name: `${_spec_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE */ .Bn}/${branch}` };
    const here = { ref: `refs/heads/${branch}`, name: branch };
    if (!local)
        return { branch, remote, relation: 'remote', ...onRemote };
    if (!remote)
        return { branch, local, relation: 'local', ...here };
    if (local === remote)
        return { branch, local, remote, relation: 'same', ...here };
    if (await git.try(['merge-base', '--is-ancestor', local, remote]))
        return { branch, local, remote, relation: 'behind', ...onRemote };
    if (await git.try(['merge-base', '--is-ancestor', remote, local]))
        return { branch, local, remote, relation: 'ahead', ...here };
    return { branch, local, remote, relation: 'diverged', ...here };
}
const short = (sha) => (sha ?? '').slice(0, 7);
/**
 * The command that brings a local branch behind its remote-tracking one up to date: a
 * fast-forward. Where the branch is checked out, a pull there; elsewhere a fetch straight into
 * the branch (git refuses it unless it is a fast-forward, so no commit can be lost).
 */
function updateCommand(refs, checkedOut) {
    const pull = `git pull --ff-only ${_spec_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE */ .Bn} ${refs.branch}`;
    if (checkedOut)
        return checkedOut.here ? pull : `git -C ${shellQuote(checkedOut.path)} ${pull.slice(4)}`;
    return `git fetch ${_spec_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE */ .Bn} ${refs.branch}:${refs.branch}`;
}
/** "ralph/api (at 1234567) is behind origin/ralph/api (at 89abcde)". */
function behindText(refs) {
    return `${refs.branch} (at ${short(refs.local)}) is behind ${_spec_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE */ .Bn}/${refs.branch} (at ${short(refs.remote)})`;
}
/** "ralph/api (at 1234567) and origin/ralph/api (at 89abcde) have diverged: ...". */
function divergedText(refs) {
    return `${refs.branch} (at ${short(refs.local)}) and ${_spec_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE */ .Bn}/${refs.branch} (at ${short(refs.remote)}) have diverged: each has commits the other lacks`;
}
/** How to bring a diverged local branch together with the remote's, or drop the local commits. */
function divergedFix(refs) {
    const b = refs.branch;
    return `merge them (git switch ${b} && git pull --no-rebase ${_spec_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE */ .Bn} ${b}, then git push ${_spec_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE */ .Bn} ${b}), or drop the local commits (git branch -f ${b} ${_spec_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE */ .Bn}/${b}, from another branch)`;
}
/** The warnings `ralph status`, `next` and `prompt` print about the spec branches they read. */
function branchWarnings(all, checkedOut, top) {
    const warnings = [];
    for (const refs of all) {
        if (refs.relation === 'behind') {
            const path = checkedOut.get(refs.branch);
            const cmd = updateCommand(refs, path === undefined ? undefined : { path, here: path === top });
            warnings.push(`warning: ${behindText(refs)}; Ralph reads ${_spec_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE */ .Bn}/${refs.branch}. Bring it up to date: ${cmd}`);
        }
        else if (refs.relation === 'diverged')
            warnings.push(`warning: ${divergedText(refs)}; Ralph reads ${refs.branch}, the local one. To end this, ${divergedFix(refs)}`);
    }
    return warnings;
}
/** Each branch checked out in a work tree of this repository, with that work tree's path. */
async function checkedOutBranches(git) {
    const out = new Map();
    const r = await git.exec(['worktree', 'list', '--porcelain'], { allowFailure: true });
    if (r.exitCode !== 0)
        return out;
    for (const block of r.stdout.split('\n\n')) {
        const lines = block.split('\n');
        const path = lines.find((l) => l.startsWith('worktree '))?.slice('worktree '.length);
        const branch = lines.find((l) => l.startsWith('branch refs/heads/'))?.slice('branch refs/heads/'.length);
        if (path !== undefined && branch !== undefined)
            out.set(branch, path);
    }
    return out;
}
function shellQuote(s) {
    return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
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
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6689);
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

/***/ 4194:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Je: () => (/* binding */ mergePlans)
/* harmony export */ });
/* unused harmony exports dropUnfinishedDependencies, weave */
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4115);
// Merging an incoming plan (an import now, plan mode's output later) into the plan that is
// already there. The incoming plan says WHAT to build (names, descriptions, criteria,
// dependencies); the existing plan says what HAPPENED (statuses, attempts, comments, timings)
// and holds what people added by hand (unknown keys, tuning, whole specs the source never had).
// So specs and tasks are matched by id, descriptive fields come from the incoming side,
// everything else stays, and nothing already in the plan is lost unless `prune` says so.

const TASK_RULES = {
    authoritative: new Set([
        'title',
        'description',
        'acceptanceCriteria',
        'dependsOn',
        'discipline',
        'feature',
        'contextFiles',
        'outputArtifacts',
        'hints',
    ]),
    override: new Set(['complexity', 'estimatedTurns']),
    state: new Set([
        'status',
        'comments',
        'attempts',
        'retryBudgetFrom',
        'startedAt',
        'blockedReason',
        'completedAt',
        'durationMs',
        'commit',
    ]),
};
const SPEC_RULES = {
    authoritative: new Set(['file', 'name', 'context', 'acceptanceCriteria']),
    override: new Set(['priority', 'tasks']),
    state: new Set(['status', 'issue']),
};
/** The keys an importer writes on a spec: a spec with no other key holds nothing a person added. */
const IMPORTED_SPEC_KEYS = new Set(['id', 'tasks', 'priority', ...SPEC_RULES.authoritative]);
/** Shared sections matched by `name`: incoming values win, keys only the existing entry has stay. */
const NAMED_SECTIONS = ['gates', 'disciplines', 'features'];
/**
 * Merges `incoming` into `existing` (pure: neither argument is changed). Existing specs and
 * tasks keep their ids, statuses, attempts, comments, timings and unknown keys, and their keys
 * keep their order; descriptive fields take the incoming values; new specs and tasks are added.
 * Order follows the incoming plan; an existing spec or task it does not mention stays after
 * the one it followed. A task may move to another spec and keeps its state. Specs the incoming
 * plan does not have at all are left alone (an import covers only what its source knows), except
 * one whose every task moved into an incoming spec and that records no status or issue of its own.
 */
function mergePlans(existing, incoming, opts = {}) {
    const inc = structuredClone(incoming);
    if (!existing) {
        return {
            plan: inc,
            added: inc.specs.flatMap((s) => s.tasks.map((t) => t.id)),
            kept: [],
            removed: [],
            warnings: [],
        };
    }
    const ex = structuredClone(existing);
    const added = [];
    const kept = [];
    const removed = [];
    const incomingTaskIds = new Set(inc.specs.flatMap((s) => s.tasks.map((t) => t.id)));
    const existingTasks = new Map();
    for (const spec of ex.specs)
        for (const task of spec.tasks)
            existingTasks.set(task.id, task);
    const existingSpecs = new Map(ex.specs.map((s) => [s.id, s]));
    const merged = new Map();
    const specGone = new Set();
    const goneWarnings = [];
    for (const spec of inc.specs) {
        const tasks = new Map();
        for (const task of spec.tasks) {
            const prev = existingTasks.get(task.id);
            if (prev)
                kept.push(task.id);
            else
                added.push(task.id);
            tasks.set(task.id, prev ? mergeObject(prev, task, TASK_RULES) : task);
        }
        const old = existingSpecs.get(spec.id);
        if (!old) {
            merged.set(spec.id, { ...spec, tasks: [...tasks.values()] });
            continue;
        }
        // Tasks that left this spec for another one are not "removed": they moved.
        const gone = old.tasks.filter((t) => !incomingTaskIds.has(t.id));
        removed.push(...gone.map((t) => t.id));
        if (!opts.prune)
            for (const t of gone)
                tasks.set(t.id, t);
        const order = weave(old.tasks.map((t) => t.id).filter((id) => tasks.has(id)), spec.tasks.map((t) => t.id));
        merged.set(spec.id, mergeObject(old, { ...spec, tasks: order.map((id) => tasks.get(id)) }, SPEC_RULES));
    }
    for (const spec of ex.specs) {
        if (merged.has(spec.id))
            continue;
        const left = spec.tasks.filter((t) => !incomingTaskIds.has(t.id));
        // Every task moved to an incoming spec (a source re-imported under new spec ids): the shell
        // that is left holds nothing to build, so it goes, said, unless it holds more than an import
        // writes (a status, an issue, a person's own keys).
        if (spec.tasks.length > 0 &&
            left.length === 0 &&
            Object.keys(spec).every((k) => IMPORTED_SPEC_KEYS.has(k))) {
            specGone.add(spec.id);
            goneWarnings.push(`spec "${spec.id}" removed: all its tasks moved to other specs (${spec.tasks.map((t) => t.id).join(', ')}); work on its branch, if any, is not merged by this`);
            continue;
        }
        merged.set(spec.id, { ...spec, tasks: left });
    }
    const specOrder = weave(ex.specs.map((s) => s.id).filter((id) => !specGone.has(id)), inc.specs.map((s) => s.id));
    const plan = {};
    for (const [key, value] of Object.entries(ex)) {
        if (key === 'specs')
            plan.specs = specOrder.map((id) => merged.get(id));
        else if (NAMED_SECTIONS.includes(key))
            plan[key] = mergeNamed(value, inc[key]);
        else
            plan[key] = value;
    }
    for (const [key, value] of Object.entries(inc))
        if (!(key in plan) && value !== undefined)
            plan[key] = value;
    const warnings = [...goneWarnings, ...dropUnfinishedDependencies(plan)];
    return { plan: plan, added, kept, removed, warnings };
}
/**
 * Statuses come from the existing plan and dependencies from the incoming one, so a task Ralph
 * already completed may now depend on a task that is not done (the source added a step, or
 * reordered by priority). No run can make that true again, and the work is done, so the rule
 * an import applies (importers' finishPlan) applies here against the merged statuses: the
 * dependency is dropped, with a warning naming both tasks. Changes `plan`; returns the warnings.
 */
function dropUnfinishedDependencies(plan) {
    const warnings = [];
    const status = new Map();
    for (const spec of plan.specs)
        for (const task of spec.tasks)
            status.set(task.id, task.status);
    for (const spec of plan.specs)
        for (const task of spec.tasks) {
            if (task.status !== 'completed' || !task.dependsOn)
                continue;
            const keep = task.dependsOn.filter((dep) => {
                const s = status.get(dep);
                if (s === undefined || (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .isDone */ .$L)(s))
                    return true;
                warnings.push(`task "${task.id}" is completed but its new dependency "${dep}" is ${s}; that dependency is dropped (the work is done, so it does not wait)`);
                return false;
            });
            if (keep.length === task.dependsOn.length)
                continue;
            if (keep.length > 0)
                task.dependsOn = keep;
            else
                delete task.dependsOn;
        }
    return warnings;
}
/** One object from two: the existing key order first, then keys only the incoming one has. */
function mergeObject(old, neu, rules) {
    const out = {};
    for (const [key, value] of Object.entries(old)) {
        if (rules.authoritative.has(key)) {
            if (neu[key] !== undefined)
                out[key] = neu[key];
        }
        else if (rules.override.has(key))
            out[key] = neu[key] !== undefined ? neu[key] : value;
        else
            out[key] = value;
    }
    for (const [key, value] of Object.entries(neu)) {
        if (key in old || value === undefined || rules.state.has(key))
            continue;
        out[key] = value;
    }
    return out;
}
function mergeNamed(old, neu) {
    if (!neu)
        return old;
    if (!old)
        return neu;
    const incoming = new Map(neu.map((e) => [e.name, e]));
    const out = old.map((e) => {
        const match = incoming.get(e.name);
        return match ? { ...e, ...match } : e;
    });
    const names = new Set(old.map((e) => e.name));
    for (const e of neu)
        if (!names.has(e.name))
            out.push(e);
    return out;
}
/**
 * The incoming order, with each item only the existing list has placed right after the item
 * it followed there (or first, when it led the list).
 */
function weave(existing, incoming) {
    const out = [...incoming];
    const present = new Set(incoming);
    existing.forEach((id, i) => {
        if (present.has(id))
            return;
        let at = 0;
        for (let j = i - 1; j >= 0; j--) {
            const k = out.indexOf(existing[j]);
            if (k >= 0) {
                at = k + 1;
                break;
            }
        }
        out.splice(at, 0, id);
        present.add(id);
    });
    return out;
}


/***/ })

};
