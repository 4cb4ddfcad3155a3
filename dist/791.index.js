export const id = 791;
export const ids = [791];
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
        throw new Error(`cannot read "${bad}" through git cat-file: the name holds a line break`);
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
            throw new Error(`git ${args.join(' ')} could not start: ${error.message}`);
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
;// CONCATENATED MODULE: ./build/adapters/plan-view.js
// The plan as a run sees it: the base branch's plan with each spec's entry taken from that
// spec's branch when the branch exists (DESIGN.md C6: progress travels on the spec branch).
// In a workflow the branches are the remote's (`refs/remotes/origin/`); locally, the
// repository's own (`refs/heads/`).








async function readPlanView(git, opts) {
    const base = opts.base ?? (0,plan_file/* parsePlanText */.uo)(opts.baseText, opts.baseName).plan;
    const refs = await git.out(['for-each-ref', '--format=%(refname)', `${opts.refs}${opts.branchPrefix}`]);
    const specIds = new Set(base.specs.map((s) => s.id));
    const wanted = [];
    for (const ref of refs.split('\n').filter(Boolean)) {
        const branch = ref.slice(opts.refs.length);
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
                throw new Error(`git cat-file gave no contents for ${name}`);
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
 * `ralph status` and `ralph next` in a repository: the plan file as it is in the work tree,
 * with the entries of specs that have a local spec branch taken from there. Outside a git
 * repository (no `.git` beside the plan or above it), just the plan file: no git process.
 */
async function localPlanView(planPath, plan, branchPrefix) {
    const dir = (0,external_node_path_.dirname)(planPath);
    const dotGit = (0,external_node_path_.join)((0,project_root/* findProjectRoot */.pj)(dir), '.git');
    if (!(0,external_node_fs_.existsSync)(dotGit))
        return undefined;
    const git = new adapters_git/* Git */.TU(dir);
    const current = await git.currentBranch();
    if (current === undefined && !(await git.try(['rev-parse', '--verify', '--quiet', 'HEAD'])))
        return undefined;
    const view = await readPlanView(git, {
        planFile: `./${(0,external_node_path_.basename)(planPath)}`,
        baseText: '',
        base: plan,
        baseName: planPath,
        refs: 'refs/heads/',
        branchPrefix,
        skip: current,
        // In the repository's own git directory (a linked worktree's `.git` is a file: no cache there).
        ...((0,external_node_fs_.statSync)(dotGit).isDirectory() ? { cache: (0,external_node_path_.join)(dotGit, 'ralph', 'branch-plans.json') } : {}),
    });
    return view.branches.size > 0 ? view : undefined;
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
// current one, that holds a project marker (DESIGN.md C9).


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
