export const id = 4337;
export const ids = [4337];
export const modules = {

/***/ 4337:
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
// EXTERNAL MODULE: ./build/core/errors.js
var errors = __webpack_require__(2807);
// EXTERNAL MODULE: ./build/core/plan/branches.js
var plan_branches = __webpack_require__(8286);
// EXTERNAL MODULE: ./build/version.js
var version = __webpack_require__(8508);
// EXTERNAL MODULE: ./build/adapters/git.js + 1 modules
var adapters_git = __webpack_require__(8275);
;// CONCATENATED MODULE: ./build/adapters/git-batch.js
// Many objects read through one `git cat-file` process: `ralph status`, `ralph next` and the
// schedule job read the plan file from every spec branch, and one `git show` per branch cost a
// process start each (about 6.5 ms: 0.65 s for 100 branches). The output is parsed as it
// arrives and each object is handed on once complete, so memory holds one object at a time,
// never the whole stream (a buffered reader raised the peak RSS of `ralph status` by a quarter).
// A caller that already knows some objects by their id (a cache) asks for the ids first and
// then only for the contents it lacks, still in one process (`--batch-command`, git 2.36+), each
// object once however many names it has.


/** `object` with the bytes `parts` hold, joined only when `content` is read. */
function withBytes(object, parts) {
    let joined;
    return Object.defineProperties(object, {
        parts: { value: parts, enumerable: false },
        content: {
            get: () => (joined ??= parts.length === 1 ? parts[0] : Buffer.concat(parts)),
            enumerable: true,
        },
    });
}
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
                const last = o.parts[o.parts.length - 1];
                if (last[last.length - 1] !== LF)
                    throw this.broken('an object that does not end in a newline');
                // The LF after the contents is not theirs.
                if (last.length === 1)
                    o.parts.pop();
                else
                    o.parts[o.parts.length - 1] = last.subarray(0, -1);
                done.push(withBytes({ ...o.info, missing: false }, o.parts));
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
            // One object named several times (the same plan on many branches) is read once, and
            // handed on for each name in a row, so its bytes are not kept waiting.
            const byOid = new Map();
            for (const info of asked) {
                const same = byOid.get(info.oid);
                if (same)
                    same.push(info);
                else
                    byOid.set(info.oid, [info]);
            }
            const oids = [...byOid.keys()];
            for (const oid of oids)
                parser.expect(oid, true);
            child.stdin.end(oids.map((oid) => `contents ${oid}\n`).join(''));
            let k = 0;
            for (let c = await chunks.next(); !c.done; c = await chunks.next())
                // Each contents reply answers the info replies it was asked for.
                for (const reply of parser.push(c.value))
                    for (const info of byOid.get(oids[k++]))
                        yield reply.missing
                            ? { index: info.index, name: info.name, missing: true }
                            : withBytes({ ...info, missing: false }, reply.parts ?? []);
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

// EXTERNAL MODULE: ./build/core/plan/checks.js
var checks = __webpack_require__(4415);
// EXTERNAL MODULE: ./build/core/plan/rules.js
var rules = __webpack_require__(795);
;// CONCATENATED MODULE: ./build/adapters/plan-delta.js
// A spec branch's plan is the base plan with a few `specs` entries changed: the spec's own
// progress, and the specs the base merged since the branch began. `ralph status` and `ralph
// next` read the plan of every spec branch and keep only that spec's entry, so a full parse of
// each (JSON.parse and validation of the whole plan: about 2 ms for 500 tasks, 30 ms for
// 10,000) made 100 branches cost more than the rest of the command. Here a branch's bytes are
// compared with the base's (native compares of the common start and end, in the pieces git
// sent them in): when they differ only inside the `specs` list, only the entries that changed
// are parsed and checked by the schema, and the cross-spec rules run on the plan put together
// from the base's other entries and the new ones (only those an edit of that shape can break:
// SameShapeCheck). A branch is accepted only when the full parse would accept it, with the
// same entries; anything else (a change outside `specs`, text that does not parse, any problem
// at all) answers "not sure", and the caller then parses the whole plan, which gives the same
// error, at the same place, as before. The base's entries are found by a scan of its bytes
// (specsLayout): 1.4 ms on a 462 KB plan and 15 ms on 8 MB, where jsonc-parser's parseTree
// takes 10 and 190 ms.


/** How often a branch's entry was read the fast way, and how often it was not sure. Tests read it. */
const planDeltaCounts = { fast: 0, notSure: 0 };
class PlanDelta {
    load;
    base;
    /** `load` gives the base (or undefined: no fast way); it is called once, when a branch first needs it. */
    constructor(load) {
        this.load = load;
    }
    /**
     * The entry of spec `specId` in the plan whose file holds `branch` (its bytes, or the pieces
     * they arrived in from git, which are not joined), equal to the one the full
     * parse (parsePlanText) would give: null when that plan has no such spec. undefined when not
     * sure: the plan differs from the base elsewhere than in `specs` entries, does not parse, or
     * has a problem; the full parse must then decide. An entry the branch did not change is the
     * base's own object: not to be changed.
     */
    specEntry(branch, specId) {
        const entry = this.fastEntry(Buffer.isBuffer(branch) ? [branch] : branch, specId);
        if (entry === undefined)
            planDeltaCounts.notSure++;
        else
            planDeltaCounts.fast++;
        return entry;
    }
    fastEntry(pieces, specId) {
        const base = this.prepared();
        if (!base)
            return undefined;
        const { bytes, plan } = base;
        let length = 0;
        for (const piece of pieces)
            length += piece.length;
        const p = piecesPrefix(bytes, pieces);
        if (p === length && length === bytes.length)
            return plan.specs.find((s) => s.id === specId) ?? null;
        const s = piecesSuffix(bytes, pieces, Math.min(bytes.length, length) - p);
        base.layout ??= specsLayout(bytes, plan.specs.length) ?? { starts: [], ends: [] };
        const { starts, ends } = base.layout;
        // The entries the changed bytes [p, bytes.length - s) touch: k, the last one that starts at
        // or before p, to m, the first one that ends at or after the change does.
        const k = lastAtOrBefore(starts, p);
        const m = firstAtOrAfter(ends, bytes.length - s);
        if (k < 0 || m >= ends.length)
            return undefined;
        // The branch's text is the base's up to entry k, then `part`, then the base's after entry m:
        // `part` takes the place of entries k to m. Before it, JSON.parse stood where an entry of
        // `specs` begins, and after it the base's text goes on from the end of an entry; so when
        // `[part]` parses to a list of values, the whole text parses to the base's plan with those
        // values as entries k to m, and otherwise the full parse must say what is wrong. The cuts
        // fall next to ASCII bytes (JSON's structure), so decoding the part alone as UTF-8 gives the
        // characters decoding the whole would.
        const part = piecesSlice(pieces, starts[k], ends[m] + length - bytes.length);
        let entries;
        try {
            entries = JSON.parse(`[${part.toString('utf8')}]`);
        }
        catch {
            return undefined;
        }
        // No entry: the commas around the gap would not parse (or `specs` is now empty).
        if (!Array.isArray(entries) || entries.length === 0 || !(0,checks/* specEntriesAccepted */.BZ)(entries))
            return undefined;
        const specs = [...plan.specs.slice(0, k), ...entries, ...plan.specs.slice(m + 1)];
        // The rest of the plan is the base's (accepted), the new entries are: the cross-spec rules
        // (ids, dependencies, cycles) are what is left of the full parse. Where the entries hold the
        // same tasks with the same dependencies (progress), only what that can change is checked.
        base.shape ??= new rules/* SameShapeCheck */.ML(plan);
        const same = base.shape.accepts(k, m, entries);
        if (same === false || (same === undefined && (0,rules/* semanticProblems */.vP)({ ...plan, specs }).length > 0))
            return undefined;
        return specs.find((spec) => spec.id === specId) ?? null;
    }
    prepared() {
        if (this.base === undefined) {
            const loaded = this.load();
            // The base must be valid, and accepted by the schema predicate: then its entries need no
            // second look, and a branch holding the same bytes is valid too.
            this.base =
                loaded &&
                    loaded.text !== '' &&
                    (0,checks/* planSchemaAccepts */.Ii)(loaded.plan) &&
                    (loaded.valid === true || (0,rules/* semanticProblems */.vP)(loaded.plan).length === 0)
                    ? { bytes: Buffer.from(loaded.text, 'utf8'), plan: loaded.plan }
                    : null;
        }
        return this.base ?? undefined;
    }
}
/** How many bytes `a` and `b` start with in common: native comparisons of halves, then bytes. */
function commonPrefix(a, b) {
    // a[0, lo) equals b[0, lo); the first difference is before hi, or there is none.
    let lo = 0;
    let hi = Math.min(a.length, b.length);
    while (hi - lo > 32) {
        const mid = (lo + hi) >>> 1;
        if (a.compare(b, lo, mid, lo, mid) === 0)
            lo = mid;
        else
            hi = mid;
    }
    while (lo < hi && a[lo] === b[lo])
        lo++;
    return lo;
}
/** How many bytes `a` and `b` end with in common, at most `limit`. */
function commonSuffix(a, b, limit) {
    const al = a.length;
    const bl = b.length;
    let lo = 0;
    let hi = limit;
    while (hi - lo > 32) {
        const mid = (lo + hi) >>> 1;
        if (a.compare(b, bl - mid, bl - lo, al - mid, al - lo) === 0)
            lo = mid;
        else
            hi = mid;
    }
    while (lo < hi && a[al - 1 - lo] === b[bl - 1 - lo])
        lo++;
    return lo;
}
/** commonPrefix of `base` and the bytes `pieces` hold one after the other. */
function piecesPrefix(base, pieces) {
    let at = 0;
    for (const piece of pieces) {
        const same = commonPrefix(base.subarray(at, at + piece.length), piece);
        at += same;
        if (same < piece.length)
            break;
    }
    return at;
}
/** commonSuffix of `base` and the bytes `pieces` hold one after the other, at most `limit`. */
function piecesSuffix(base, pieces, limit) {
    let s = 0;
    for (let i = pieces.length - 1; i >= 0 && s < limit; i--) {
        const piece = pieces[i];
        const same = commonSuffix(base.subarray(0, base.length - s), piece, Math.min(piece.length, limit - s));
        s += same;
        if (same < piece.length)
            break;
    }
    return s;
}
/** Bytes `start` to `end` of what `pieces` hold one after the other; copied only across pieces. */
function piecesSlice(pieces, start, end) {
    const out = [];
    let at = 0;
    for (const piece of pieces) {
        const from = Math.max(start - at, 0);
        const to = Math.min(end - at, piece.length);
        if (from < to)
            out.push(piece.subarray(from, to));
        at += piece.length;
        if (at >= end)
            break;
    }
    return out.length === 1 ? out[0] : Buffer.concat(out);
}
/** The index of the last value <= x in an ascending list, -1 if none. */
function lastAtOrBefore(list, x) {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (list[mid] <= x)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo - 1;
}
/** The index of the first value >= x in an ascending list, list.length if none. */
function firstAtOrAfter(list, x) {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (list[mid] < x)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
const WHITESPACE = /[ \t\n\r]*/y;
const STRING = /"[^"\\]*(?:\\.[^"\\]*)*"/y;
const SCALAR = /[^,\]} \t\n\r]+/y;
// A string (skipped whole, so a bracket inside one does not count) or a bracket.
const STRING_OR_BRACKET = /"[^"\\]*(?:\\.[^"\\]*)*"|[[\]{}]/g;
/**
 * Where each entry of the top-level `specs` list starts and ends in the bytes of a plan that
 * parsed, in bytes; undefined if the text is not laid out as expected or the list does not
 * have `count` entries. The bytes are read as latin1, one character per byte, so offsets are
 * byte offsets; every character that matters to JSON's structure is ASCII, and no byte of a
 * multi-byte UTF-8 character is. As JSON.parse, the last of two `specs` keys counts.
 */
function specsLayout(bytes, count) {
    const text = bytes.toString('latin1');
    let i = text.startsWith('\xEF\xBB\xBF') ? 3 : 0;
    const skipSpace = () => {
        WHITESPACE.lastIndex = i;
        WHITESPACE.exec(text);
        i = WHITESPACE.lastIndex;
    };
    const matchAt = (re) => {
        re.lastIndex = i;
        const m = re.exec(text);
        if (!m)
            return undefined;
        i = re.lastIndex;
        return m[0];
    };
    const skipValue = () => {
        const c = text[i];
        if (c === '"')
            return matchAt(STRING) !== undefined;
        if (c !== '{' && c !== '[')
            return matchAt(SCALAR) !== undefined;
        STRING_OR_BRACKET.lastIndex = i;
        let depth = 0;
        for (;;) {
            const m = STRING_OR_BRACKET.exec(text);
            if (!m)
                return false;
            const t = m[0];
            if (t === '{' || t === '[')
                depth++;
            else if (t === '}' || t === ']')
                depth--;
            if (depth === 0) {
                i = STRING_OR_BRACKET.lastIndex;
                return true;
            }
        }
    };
    let layout;
    skipSpace();
    if (text[i] !== '{')
        return undefined;
    i++;
    skipSpace();
    if (text[i] === '}')
        return undefined;
    for (;;) {
        const key = text[i] === '"' ? matchAt(STRING) : undefined;
        if (key === undefined)
            return undefined;
        skipSpace();
        if (text[i] !== ':')
            return undefined;
        i++;
        skipSpace();
        // A key spelled with escapes (`"spec\u0073"`) is still `specs`; non-ASCII bytes never make it.
        if (JSON.parse(key) === 'specs') {
            if (text[i] !== '[')
                return undefined;
            i++;
            layout = { starts: [], ends: [] };
            skipSpace();
            if (text[i] === ']')
                i++;
            else
                for (;;) {
                    layout.starts.push(i);
                    if (!skipValue())
                        return undefined;
                    layout.ends.push(i);
                    skipSpace();
                    if (text[i] === ']') {
                        i++;
                        break;
                    }
                    if (text[i] !== ',')
                        return undefined;
                    i++;
                    skipSpace();
                }
        }
        else if (!skipValue())
            return undefined;
        skipSpace();
        if (text[i] === '}')
            break;
        if (text[i] !== ',')
            return undefined;
        i++;
        skipSpace();
    }
    i++;
    skipSpace();
    if (i !== text.length || layout?.starts.length !== count)
        return undefined;
    return layout;
}

// EXTERNAL MODULE: ./build/adapters/plan-file.js + 1 modules
var plan_file = __webpack_require__(3626);
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
    const delta = new PlanDelta(opts.deltaBase ??
        (() => (opts.base === undefined ? { text: opts.baseText, plan: base, valid: true } : undefined)));
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
            // The pieces the bytes came in, not `content`: that joins them, a copy of every plan.
            const bytes = object.parts ?? object.content;
            if (!bytes)
                throw new errors/* RalphError */.A4(`git cat-file gave no contents for ${name}`);
            // Only the spec's own entry is kept from its branch: the rest of that plan can go. Most
            // branches differ from the base in a few entries, read without parsing the whole plan;
            // for the others (and any plan with a problem) the full parse decides.
            spec = delta.specEntry(bytes, specId);
            if (spec === undefined) {
                const plan = (0,plan_file/* parsePlanText */.uo)(object.content.toString('utf8'), name).plan;
                spec = plan.specs.find((s) => s.id === specId) ?? null;
            }
        }
        cache?.keep(object.oid, specId, spec);
        branches.set(specId, branch);
        branchPlans.set(specId, { version: 1, specs: spec ? [spec] : [] });
    }
    cache?.save();
    return { ...(0,plan_branches/* overlaySpecBranches */.M)(base, branchPlans), branches };
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
    // With `remote: false`, the local branches only: each is the ref read, and none is behind.
    const all = await (0,spec_branch_refs/* specBranchRefs */.SO)(git, branchPrefix, { remote: opts.remote });
    const sources = new Map();
    for (const r of all.values())
        sources.set(r.branch, r.ref);
    // The branches of the plan's specs, which the warnings are about.
    const planned = new Set(plan.specs.map((s) => `${branchPrefix}${s.id}`));
    const warned = [...all.values()].filter((r) => planned.has(r.branch));
    // Only a warning about a branch behind names the command that updates it, which depends on
    // where the branch is checked out. Started now, to run while the branches' plans are read: a
    // process started once those are in memory costs more to start (the parent's memory is
    // larger to copy).
    const behind = warned.some((r) => r.relation === 'behind');
    const worktrees = behind ? settled((0,spec_branch_refs/* checkedOutBranches */.SN)(git)) : undefined;
    const top = behind ? settled(git.out(['rev-parse', '--show-toplevel'])) : undefined;
    const view = await readPlanView(git, {
        planFile: `./${(0,external_node_path_.basename)(planPath)}`,
        baseText: '',
        base: plan,
        baseName: planPath,
        refs: 'refs/heads/',
        sources,
        branchPrefix,
        skip: current,
        // The text `plan` was parsed from, when the caller has it unchanged; otherwise the plan file
        // is read again rather than `plan` trusted to be its parse (one JSON.parse, only when some
        // branch's plan is read).
        deltaBase: () => {
            if (opts.text !== undefined)
                return { text: opts.text, plan, valid: true };
            try {
                const text = (0,external_node_fs_.readFileSync)(planPath, 'utf8');
                return { text, plan: JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) };
            }
            catch {
                return undefined;
            }
        },
        // In the repository's own git directory (a linked worktree's `.git` is a file: no cache there).
        ...((0,external_node_fs_.statSync)(dotGit).isDirectory() ? { cache: (0,external_node_path_.join)(dotGit, 'ralph', 'branch-plans.json') } : {}),
    });
    const names = new Map();
    const tips = new Map();
    for (const [specId, branch] of view.branches) {
        // The ref the spec's state was read from, and its tip.
        const r = all.get(branch);
        names.set(specId, r.name);
        if (r.tip)
            tips.set(specId, r.tip);
    }
    const warnings = (0,spec_branch_refs/* branchWarnings */.Y3)(warned, (await worktrees?.()) ?? new Map(), (await top?.()) ?? '');
    return view.branches.size > 0 || warnings.length > 0 ? { ...view, names, tips, warnings } : undefined;
}
/** A promise started ahead of its use: a rejection is not unhandled meanwhile, and is thrown when awaited. */
function settled(promise) {
    promise.catch(() => { });
    return () => promise;
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
/* harmony import */ var _core_shell_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8772);
/* harmony import */ var _spec_branch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4323);
// Where a spec's state is in a clone: its branch `<prefix><spec-id>` as this repository has it
// (refs/heads/) and as the remote had it at the last fetch (refs/remotes/origin/). Ralph's
// workflow records each attempt on the remote's spec branch, so a fresh clone has only the
// remote-tracking branch, and a local branch made earlier falls behind it. The local commands
// (`status`, `next`, `prompt`, `retry`, `skip`, `set`) read whichever is newer, and edit only a
// local branch that is not behind: a commit on an old tip could not be pushed.


/**
 * Every spec branch under `prefix`, local or remote-tracking (one `for-each-ref`, and one
 * `merge-base` for each pair that differs, all started at once), by branch name. With
 * `remote: false`, only the local branches, each `local` (one `for-each-ref`, no merge-base).
 */
async function specBranchRefs(git, prefix, opts = {}) {
    const heads = 'refs/heads/';
    const remotes = `refs/remotes/${_spec_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE */ .Bn}/`;
    // The tip's subject and trailers come along (`ralph status` names a finished spec's commit):
    // no second process for them.
    const listed = await git.out([
        'for-each-ref',
        '--format=%(objectname)%00%(refname)%00%(subject)%00%(trailers:key=Ralph-Spec,valueonly,separator=%x2C)',
        `${heads}${prefix}`,
        ...(opts.remote === false ? [] : [`${remotes}${prefix}`]),
    ]);
    const local = new Map();
    const remote = new Map();
    const tips = new Map();
    for (const line of listed.split('\n').filter(Boolean)) {
        const [sha = '', ref = '', subject = '', specTrailer = ''] = line.split('\0');
        tips.set(sha, { sha, subject, specTrailer });
        if (ref.startsWith(heads))
            local.set(ref.slice(heads.length), sha);
        else if (ref.startsWith(remotes))
            remote.set(ref.slice(remotes.length), sha);
    }
    const related = await Promise.all([...new Set([...local.keys(), ...remote.keys()])].map((branch) => relate(git, branch, local.get(branch), remote.get(branch))));
    const out = new Map();
    for (const refs of related) {
        const tip = tips.get((refs.ref.startsWith(heads) ? refs.local : refs.remote) ?? '');
        out.set(refs.branch, tip ? { ...refs, tip } : refs);
    }
    return out;
}
/** The one spec branch `branch`, local or remote-tracking; undefined when neither exists. */
async function specBranchRef(git, branch) {
    const [local, remote] = await Promise.all([
        git.revParse(`refs/heads/${branch}`),
        git.revParse(`refs/remotes/${_spec_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE */ .Bn}/${branch}`),
    ]);
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
    // One process: the best common ancestor is the local commit when the local branch is behind,
    // the remote one when it is ahead, and another commit (or none: exit 1, no output) when the
    // two have diverged.
    const r = await git.exec(['merge-base', local, remote], { allowFailure: true });
    const base = r.exitCode === 0 ? r.stdout.trim() : '';
    if (base === local)
        return { branch, local, remote, relation: 'behind', ...onRemote };
    if (base === remote)
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
    const pull = ['pull', '--ff-only', _spec_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE */ .Bn, refs.branch];
    if (checkedOut)
        return (0,_core_shell_js__WEBPACK_IMPORTED_MODULE_1__/* .shellCommand */ .q)(['git', ...(checkedOut.here ? [] : ['-C', checkedOut.path]), ...pull]);
    return (0,_core_shell_js__WEBPACK_IMPORTED_MODULE_1__/* .shellCommand */ .q)(['git', 'fetch', _spec_branch_js__WEBPACK_IMPORTED_MODULE_0__/* .REMOTE */ .Bn, `${refs.branch}:${refs.branch}`]);
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


/***/ }),

/***/ 8286:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ overlaySpecBranches),
/* harmony export */   x: () => (/* binding */ mergedOnBase)
/* harmony export */ });
/* harmony import */ var _merge_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1920);
/* harmony import */ var _plan_basics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4929);
// The plan as a workflow run sees it: the base branch's plan, with each spec's task state
// taken from that spec's branch when the branch exists (progress travels on the spec branch).


/**
 * Whether the spec is merged on the base: every one of its tasks is done in the base's plan
 * (`baseStatus`). A spec finished on its branch but not merged yet is one whose pull request
 * is still to open, merge or hold.
 */
function mergedOnBase(spec, baseStatus) {
    return spec.tasks.every((t) => (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .isDone */ .$L)(baseStatus.get(t.id)));
}
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
        return (0,_merge_js__WEBPACK_IMPORTED_MODULE_0__/* .mergePlans */ .Je)({ specs: [branchSpec] }, { specs: [spec] }).plan.specs[0];
    });
    return { plan: { ...base, specs }, baseStatus, fromBranch };
}


/***/ })

};
