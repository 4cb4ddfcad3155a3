export const id = 3735;
export const ids = [3735];
export const modules = {

/***/ 3735:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  importCommand: () => (/* binding */ importCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/adapters/plan-file.js + 1 modules
var plan_file = __webpack_require__(3626);
// EXTERNAL MODULE: ./build/adapters/project-root.js
var project_root = __webpack_require__(2757);
// EXTERNAL MODULE: ./build/core/plan/checks.js
var checks = __webpack_require__(4415);
// EXTERNAL MODULE: ./build/core/plan/merge.js
var merge = __webpack_require__(1920);
// EXTERNAL MODULE: ./build/core/plan/plan-basics.js
var plan_basics = __webpack_require__(4929);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js
var schemas = __webpack_require__(5156);
// EXTERNAL MODULE: ./build/core/glob.js
var glob = __webpack_require__(8998);
;// CONCATENATED MODULE: ./build/importers/kit/dropped.js
// The warnings for source fields that have no place in a plan: one per field, with a count.
/** A value that holds nothing (null, "", [], {}): dropping it loses nothing, so no warning. */
function isEmptyValue(value) {
    if (value === undefined || value === null)
        return true;
    if (typeof value === 'string')
        return value.trim() === '';
    if (Array.isArray(value))
        return value.length === 0;
    if (typeof value === 'object')
        return Object.keys(value).length === 0;
    return false;
}
/**
 * Fields with no place in the plan, gathered over many entries so that each gets ONE warning
 * (where it first appears, and in how many entries): a field every task carries is one
 * warning, not one per task.
 */
class DroppedFields {
    unit;
    fields = new Map();
    constructor(unit = 'tasks') {
        this.unit = unit;
    }
    add(where, field, why) {
        const known = this.fields.get(field);
        if (known)
            known.count++;
        else
            this.fields.set(field, { where, why, count: 1 });
    }
    /** Pushes the warnings gathered so far, one per field, and forgets them. */
    flush(warnings) {
        for (const [field, { where, why, count }] of this.fields)
            warnings.push(`${dropped(where, field, why)}${count > 1 ? ` (in ${count} ${this.unit}; this is the first)` : ''}`);
        this.fields.clear();
    }
}
/**
 * Warns about each key of `obj` that is neither mapped nor deliberately ignored and holds
 * something: once per key per `seen` set, or (a DroppedFields) once per key with a count.
 */
function warnUnmapped(obj, known, where, seen, warnings) {
    for (const [key, value] of Object.entries(obj)) {
        if (known.has(key) || isEmptyValue(value))
            continue;
        if (seen instanceof DroppedFields) {
            seen.add(where(key), key);
            continue;
        }
        if (seen.has(key))
            continue;
        seen.add(key);
        warnings.push(dropped(where(key), key));
    }
}
/** The one warning for a source field that has no place in a plan (the summary counts them). */
function dropped(where, field, why = 'has no place in a Ralph plan') {
    return `${where}: field "${field}" ${why}; dropped`;
}

// EXTERNAL MODULE: ./build/core/errors.js
var errors = __webpack_require__(2807);
;// CONCATENATED MODULE: ./build/importers/kit/error.js
// The error for input an importer cannot convert: it names the file, the place and what to fix.

/** Input an importer cannot convert. The message names the file, the place, and what to fix. */
class ImportError extends errors/* RalphError */.A4 {
    code = 'import';
    problems;
    constructor(problems) {
        const list = typeof problems === 'string' ? [problems] : problems;
        super(list.join('\n'));
        this.name = 'ImportError';
        this.problems = list;
    }
}

// EXTERNAL MODULE: ./build/core/plan/problem.js
var problem = __webpack_require__(1215);
// EXTERNAL MODULE: ./build/core/schedule/schedule.js
var schedule = __webpack_require__(7961);
;// CONCATENATED MODULE: ./build/importers/kit/finish.js
// The last step: what an importer gathered, made into a plan that passes \`planProblems\`.





/** Keys whose empty value still means something (and which the schema requires). */
const KEEP_EMPTY = new Set(['id', 'description', 'status', 'tasks']);
/** Drops undefined, null, "" and [] values, so an imported plan stays as small as its source. */
function compact(obj) {
    const out = {};
    for (const [key, value] of Object.entries(obj)) {
        if (value === undefined || value === null)
            continue;
        if (!KEEP_EMPTY.has(key) && (value === '' || (Array.isArray(value) && value.length === 0)))
            continue;
        out[key] = value;
    }
    return out;
}
/**
 * Makes the gathered specs a valid plan: drops dependencies that cannot hold (unknown, on
 * itself, a completed task on one that is not done, the edge that closes a cycle) with a
 * warning each, adds disciplines and features that tasks name but the source never defined,
 * and checks the result with `planProblems` (a failure there is a bug in the importer).
 */
function finishPlan(format, parts, warnings) {
    const specs = parts.specs
        .filter((s) => s.tasks.length > 0)
        .map((s) => compact({ ...s, tasks: s.tasks.map((t) => compact(t)) }));
    const tasks = new Map();
    for (const spec of specs)
        for (const task of spec.tasks)
            tasks.set(task.id, task);
    for (const task of tasks.values()) {
        if (!task.dependsOn)
            continue;
        const deps = [];
        for (const dep of task.dependsOn) {
            const target = tasks.get(dep);
            if (deps.includes(dep))
                continue;
            if (dep === task.id)
                warnings.push(`task "${task.id}" depends on itself; that dependency is dropped`);
            else if (!target)
                warnings.push(`task "${task.id}" depends on unknown task "${dep}"; that dependency is dropped`);
            else if (task.status === 'completed' && !(0,plan_basics/* isDone */.$L)(target.status))
                warnings.push(`task "${task.id}" is completed but its dependency "${dep}" is ${target.status}; that dependency is dropped`);
            else
                deps.push(dep);
        }
        task.dependsOn = deps;
    }
    breakCycles(tasks, warnings);
    for (const task of tasks.values())
        if (task.dependsOn?.length === 0)
            delete task.dependsOn;
    // The scheduler takes an in_progress task with no start time for a dead job and runs it again;
    // say so, and make it plainly pending so that `ralph status` does not show it as running.
    for (const task of tasks.values()) {
        if (task.status !== 'in_progress' || task.startedAt || task.attempts?.some((a) => a.startedAt))
            continue;
        task.status = 'pending';
        warnings.push(`task "${task.id}" was in progress in the source, with no start time; imported as pending, so Ralph runs it again from the start (keep any partial work on a branch, or mark it \`ralph set ${task.id} --status completed\` if it is done)`);
    }
    // Attempts the source recorded were the other tool's runs, not Ralph's: on a task still to
    // do they must not use up its retry budget (countedAttempts skips those up to retryBudgetFrom).
    for (const task of tasks.values()) {
        if ((0,plan_basics/* isDone */.$L)(task.status) || task.retryBudgetFrom !== undefined || !task.attempts?.length)
            continue;
        (0,schedule/* resetRetryBudget */.$U)(task);
    }
    const disciplines = [...(parts.disciplines ?? [])].map((d) => compact(d));
    const features = [...(parts.features ?? [])].map((f) => compact(f));
    for (const task of tasks.values()) {
        if (task.discipline !== undefined && !disciplines.some((d) => d.name === task.discipline)) {
            warnings.push(`discipline "${task.discipline}" (task "${task.id}") is not defined; added with its name only`);
            disciplines.push({ name: task.discipline });
        }
        if (task.feature !== undefined && !features.some((f) => f.name === task.feature)) {
            warnings.push(`feature "${task.feature}" (task "${task.id}") is not defined; added with its name only`);
            features.push({ name: task.feature });
        }
    }
    const plan = compact({ version: 1, disciplines, features, specs });
    const problems = (0,checks/* planProblems */.s4)(plan);
    if (problems.length > 0)
        throw (0,errors/* bug */.jr)(`the ${format} importer made an invalid plan:\n${problems.map(problem/* formatProblem */.Vw).join('\n')}`);
    return plan;
}
/** Removes, with a warning, each dependency that closes a cycle. Iterative: no deep recursion. */
function breakCycles(tasks, warnings) {
    const state = new Map();
    for (const root of tasks.keys()) {
        if (state.has(root))
            continue;
        const stack = [{ id: root, next: 0 }];
        state.set(root, 1);
        while (stack.length > 0) {
            const frame = stack[stack.length - 1];
            const task = tasks.get(frame.id);
            const deps = task.dependsOn ?? [];
            if (frame.next >= deps.length) {
                state.set(frame.id, 2);
                stack.pop();
                continue;
            }
            const dep = deps[frame.next];
            const s = state.get(dep);
            if (s === 1) {
                const cycle = [...stack.slice(stack.findIndex((f) => f.id === dep)).map((f) => f.id), dep];
                warnings.push(`dependency cycle ${cycle.join(' -> ')}; the dependency of "${frame.id}" on "${dep}" is dropped`);
                deps.splice(frame.next, 1);
                continue;
            }
            frame.next++;
            if (s === undefined) {
                state.set(dep, 1);
                stack.push({ id: dep, next: 0 });
            }
        }
    }
}

;// CONCATENATED MODULE: ./build/importers/kit/ids.js
// Ids: what other tools call a task or a spec, made into a safe Ralph id (a slug, a readable
// spec id, a hash when nothing readable is left), unique within the plan.

/** A branch- and file-safe form of `raw`: unsafe characters become "-". */
function slugify(raw, lower = false) {
    let s = latinize(raw);
    if (lower)
        s = s.toLowerCase();
    s = s
        .replace(/[^A-Za-z0-9._-]+/g, '-')
        .replace(/\.{2,}/g, '.')
        .replace(/-{2,}/g, '-')
        .replace(/^[^A-Za-z0-9]+/, '')
        .slice(0, 100)
        .replace(/(\.lock)+$/i, '')
        .replace(/[._-]+$/, '');
    return s || 'x';
}
/**
 * Letters NFKD does not take apart, written the way their languages write them in ASCII. The
 * marks NFKD does take apart (é, Ä, ñ, ...) are simply dropped: cheap and well known. Other
 * scripts (Cyrillic, CJK, ...) cannot be spelled in ASCII readably without a large table.
 */
const LATIN_LETTERS = {
    ß: 'ss',
    æ: 'ae',
    Æ: 'AE',
    œ: 'oe',
    Œ: 'OE',
    ø: 'o',
    Ø: 'O',
    ł: 'l',
    Ł: 'L',
    đ: 'd',
    Đ: 'D',
    ð: 'd',
    Ð: 'D',
    þ: 'th',
    Þ: 'TH',
    ı: 'i',
};
/** `raw` in ASCII letters where that is cheap: accents dropped, ß -> ss; other scripts stay. */
function latinize(raw) {
    return raw
        .normalize('NFKD')
        .replace(/\p{M}+/gu, '')
        .replace(/[ßæÆœŒøØłŁđĐðÐþÞı]/g, (c) => LATIN_LETTERS[c]);
}
/** A short hash that depends only on `text` (FNV-1a, 32 bits, base 36). */
function shortHash(text) {
    let h = 0x811c9dc5;
    for (const ch of text) {
        h ^= ch.codePointAt(0);
        h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(36).padStart(7, '0').slice(-6);
}
/**
 * A spec id from a spec's name or number: lower case, readable, branch-safe (`ralph/<id>`),
 * and a pure function of its source so that a re-import finds the same spec.
 * "1 — Foundation" -> "1-foundation" (never "1"), "Foundation" -> "foundation",
 * "Épique: Auth & SSO" -> "epique-auth-sso", "1.5 Hardening" -> "1.5-hardening".
 *
 * A name whose words cannot be spelled in ASCII ("1 — 认证", "Тестирование", or a name that
 * would keep only a stub of itself, "给报表页面添加CSV导出" -> "csv") or that is only a number
 * gets `<kind>-<number>` from its leading number ("milestone-1"), else `<kind>-<hash>` of the
 * whole name; `readable` is then false, so that the caller can say so. Both are stable.
 */
function specSlug(raw, kind = 'spec') {
    const latin = latinize(raw);
    const ascii = (latin.match(/[A-Za-z]/g) ?? []).length;
    const other = (latin.match(/\p{L}/gu) ?? []).length - ascii;
    const id = slugify(latin, true);
    if (ascii > 0 && ascii >= other && /[a-z]/.test(id))
        return { id, readable: true };
    const number = /^\s*(\d+(?:\.\d+)*)/.exec(latin)?.[1];
    const base = slugify(kind, true);
    if (number !== undefined && raw.trim() === number)
        return { id: `${base}-${number}`, readable: true };
    return {
        id: number !== undefined ? `${base}-${number}` : `${base}-${shortHash(raw.trim())}`,
        readable: false,
    };
}
/** Hands out safe, unique ids, and says so in a warning whenever one differs from its source. */
class IdAllocator {
    kind;
    warnings;
    taken = new Set();
    constructor(kind, warnings) {
        this.kind = kind;
        this.warnings = warnings;
    }
    /** `where` names the place in the source; `lower` slugifies to lower case (ids made from names). */
    take(raw, where, lower = false) {
        const trimmed = raw.trim();
        const reason = (0,problem/* unsafeIdReason */.wg)(trimmed);
        let id = reason ? slugify(trimmed, lower) : trimmed;
        if (reason)
            this.warnings.push(`${where}: ${this.kind} id "${raw}" ${reason}; imported as "${id}"`);
        if (this.taken.has(id)) {
            let n = 2;
            while (this.taken.has(`${id}-${n}`))
                n++;
            this.warnings.push(`${where}: ${this.kind} id "${id}" is already taken; imported as "${id}-${n}"`);
            id = `${id}-${n}`;
        }
        this.taken.add(id);
        return id;
    }
    /**
     * A spec id made from a name (see specSlug): no warning for the slug itself, since people
     * name specs with spaces and capitals; a warning when the name cannot be made readable
     * (`kind` names the fallback, "milestone-1") or when two names make the same id.
     */
    takeSpec(name, where, kind = 'spec') {
        const slug = specSlug(name, kind);
        let id = slug.id;
        if (!slug.readable)
            this.warnings.push(`${where}: ${kind} "${name}" could not be made a readable id (a branch name takes only ASCII letters, digits, ".", "_" and "-"); imported as "${id}", the same on every re-import`);
        if (this.taken.has(id)) {
            let n = 2;
            while (this.taken.has(`${id}-${n}`))
                n++;
            this.warnings.push(`${where}: spec "${name}" makes the id "${id}", already taken; imported as "${id}-${n}"`);
            id = `${id}-${n}`;
        }
        this.taken.add(id);
        return id;
    }
}

// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(9547);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./build/importers/kit/parse.js
// Parsed sources: a JSON, JSONC or YAML value plus where each part of it came from, so a
// problem can name its line and column; a syntax error names its place too.




/** `file:line:column: path` for messages about one place in a source. */
function place(doc, path) {
    return path.length > 0 ? `${doc.where(path)}: ${(0,problem/* formatPath */.jV)(path)}` : doc.where(path);
}
function lineColumn(text, offset) {
    return lineIndex(text)(offset);
}
/**
 * `line:column` of offsets in one text. The line starts are found once, so an importer that asks
 * for the place of every task in a large file (Task Master's own tasks.json is 1.5 MB) pays a
 * binary search per place, not a scan from the start.
 */
function lineIndex(text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        starts.push(i + 1);
    return (offset) => {
        const at = Math.min(Math.max(offset, 0), text.length);
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (starts[mid] <= at)
                lo = mid;
            else
                hi = mid - 1;
        }
        return `${lo + 1}:${at - starts[lo] + 1}`;
    };
}
const JSON_ERRORS = {
    InvalidSymbol: 'unexpected character',
    InvalidNumberFormat: 'invalid number',
    PropertyNameExpected: 'expected a property name in double quotes',
    ValueExpected: 'expected a value',
    ColonExpected: 'expected ":"',
    CommaExpected: 'expected "," between entries',
    CloseBraceExpected: 'expected "}"',
    CloseBracketExpected: 'expected "]"',
    EndOfFileExpected: 'unexpected content after the end of the document',
    InvalidCommentToken: 'comments are not allowed in JSON',
    UnexpectedEndOfComment: 'unterminated comment',
    UnexpectedEndOfString: 'unterminated string',
    UnexpectedEndOfNumber: 'unterminated number',
    InvalidUnicode: 'invalid unicode escape',
    InvalidEscapeCharacter: 'invalid escape character',
    InvalidCharacter: 'invalid character in a string',
};
function describeJsonError(code, jsonc) {
    const name = (0,main.printParseErrorCode)(code);
    if (name === 'InvalidCommentToken' && !jsonc)
        return 'comments are not allowed in JSON; remove it';
    return `${JSON_ERRORS[name] ?? name}; fix the syntax there`;
}
/** Parses JSON (or JSONC: comments and trailing commas allowed); syntax errors carry line and column. */
function parseJsonSource(file, text, opts = {}) {
    const jsonc = opts.jsonc ?? false;
    const kind = jsonc ? 'JSONC' : 'JSON';
    const errors = [];
    const root = (0,main.parseTree)(text, errors, {
        disallowComments: !jsonc,
        allowTrailingComma: jsonc,
        allowEmptyContent: false,
    });
    if (errors.length > 0 || !root) {
        // Only the first error: the ones after it are mostly its echoes.
        const e = errors[0] ?? { offset: 0, error: 4, length: 0 };
        const before = text.slice(0, e.offset).trimEnd();
        const name = (0,main.printParseErrorCode)(e.error);
        if (before.endsWith(',') && (name === 'ValueExpected' || name === 'PropertyNameExpected'))
            throw new ImportError(`${file}:${lineColumn(text, before.length - 1)}: invalid ${kind}: a trailing comma; remove it`);
        throw new ImportError(`${file}:${lineColumn(text, e.offset)}: invalid ${kind}: ${describeJsonError(e.error, jsonc)}`);
    }
    let lines;
    return {
        file,
        value: (0,main.getNodeValue)(root),
        where(path) {
            const segments = [...path];
            let node = (0,main.findNodeAtLocation)(root, segments);
            while (!node && segments.length > 0) {
                segments.pop();
                node = (0,main.findNodeAtLocation)(root, segments);
            }
            if (!node)
                return file;
            const at = node.parent?.type === 'property' ? node.parent.offset : node.offset;
            lines ??= lineIndex(text);
            return `${file}:${lines(at)}`;
        },
    };
}
/** Parses YAML (duplicate keys refused); syntax errors carry line and column. */
function parseYamlSource(file, text) {
    const lines = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: lines, prettyErrors: true, uniqueKeys: true });
    if (doc.errors.length > 0) {
        const e = doc.errors[0];
        const pos = lines.linePos(e.pos[0]);
        const message = e.message.split(/ at line \d+, column \d+/)[0].trim();
        throw new ImportError(`${file}:${pos.line}:${pos.col}: invalid YAML: ${message}; fix the syntax there`);
    }
    const value = doc.toJS({ maxAliasCount: 1000 });
    return {
        file,
        value,
        where(path) {
            const segments = [...path];
            for (;;) {
                let node;
                try {
                    node = segments.length === 0 ? doc.contents : doc.getIn(segments, true);
                }
                catch {
                    node = undefined;
                }
                if ((0,dist/* isNode */.Ll)(node) && node.range) {
                    const pos = lines.linePos(node.range[0]);
                    return `${file}:${pos.line}:${pos.col}`;
                }
                if (segments.length === 0)
                    return file;
                segments.pop();
            }
        },
    };
}

;// CONCATENATED MODULE: ./build/importers/kit/shape.js


function valueAt(value, path) {
    let v = value;
    for (const seg of path) {
        if (v === null || typeof v !== 'object')
            return undefined;
        v = v[seg];
    }
    return v;
}
function describeValue(v) {
    if (v === null)
        return 'null';
    if (Array.isArray(v))
        return 'a list';
    if (typeof v === 'object')
        return 'an object';
    const s = JSON.stringify(v);
    return s.length > 40 ? `${s.slice(0, 37)}...` : s;
}
const NICE_TYPES = {
    string: 'a string',
    number: 'a number',
    boolean: 'true or false',
    array: 'a list',
    object: 'an object',
    record: 'an object',
};
/**
 * Checks `value` (found at `at` inside `doc`) against a schema of the source format; the
 * ImportError lists up to five problems as `file:line:column: path: what is wrong; fix`.
 */
function checkShape(doc, schema, value, at = []) {
    const result = schema.safeParse(value);
    if (result.success)
        return result.data;
    const problems = result.error.issues.slice(0, 5).map((issue) => {
        const path = [...at, ...issue.path];
        const actual = valueAt(value, issue.path);
        let message;
        if ((issue.code === 'invalid_type' || issue.code === 'invalid_union') && actual === undefined)
            message = 'missing; add it';
        else if (issue.code === 'invalid_type')
            message = `expected ${NICE_TYPES[issue.expected] ?? issue.expected}, got ${describeValue(actual)}; change it`;
        else if (issue.code === 'too_small' && issue.origin === 'string')
            message = 'is empty; give it a value';
        else
            message = issue.message;
        return `${place(doc, path)}: ${message}`;
    });
    const more = result.error.issues.length - problems.length;
    if (more > 0)
        problems.push(`${doc.file}: ... and ${more} more problem${more === 1 ? '' : 's'}`);
    throw new ImportError(problems);
}

;// CONCATENATED MODULE: ./build/importers/kit/source.js
// The source reader: how an importer gets its files (the file system in the CLI, a map of
// strings in tests), so importers stay pure functions of file contents; and reading a file or a
// directory with an error that says which path failed and why.


/** A reader over an in-memory map of path -> text; directories are implied by the paths. */
function memoryReader(files) {
    const norm = (p) => posix.normalize(p).replace(/\/+$/, '');
    const map = new Map(Object.entries(files).map(([p, t]) => [norm(p), t]));
    return {
        read(path) {
            const text = map.get(norm(path));
            // As the file system says it: an error with its errno code.
            if (text === undefined)
                throw Object.assign(new Error(`ENOENT: no such file, open '${path}'`), { code: 'ENOENT' });
            return text;
        },
        list(dir) {
            const d = norm(dir);
            const prefix = d === '.' ? '' : `${d}/`;
            const names = new Set();
            for (const p of map.keys())
                if (p.startsWith(prefix))
                    names.add(p.slice(prefix.length).split('/')[0]);
            if (names.size === 0)
                throw Object.assign(new Error(`ENOTDIR: not a directory, scandir '${dir}'`), { code: 'ENOTDIR' });
            return [...names].sort();
        },
    };
}
const joinPath = (dir, name) => external_node_path_.posix.join(dir, name);
const dirOf = (file) => external_node_path_.posix.dirname(file);
const baseName = (file) => external_node_path_.posix.basename(file);
/** The file's text without a byte-order mark; a missing file is an ImportError naming it. */
function readSource(reader, path, hint = 'check the path') {
    let text;
    try {
        text = reader.read(path);
    }
    catch (err) {
        throw new ImportError(`${path}: ${readFailure(err)}; ${hint}`);
    }
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
function tryRead(reader, path) {
    try {
        return readSource(reader, path);
    }
    catch {
        return undefined;
    }
}
/** The sorted entries of a directory, or undefined when `path` is not one. */
function tryList(reader, path) {
    try {
        return [...reader.list(path)].sort(compareNatural);
    }
    catch {
        return undefined;
    }
}
/** "T-2" before "T-10", "1.2" before "1.10": digit runs compare as numbers. */
function compareNatural(a, b) {
    const ra = a.match(/\d+|\D+/g) ?? [];
    const rb = b.match(/\d+|\D+/g) ?? [];
    for (let i = 0; i < Math.min(ra.length, rb.length); i++) {
        const x = ra[i];
        const y = rb[i];
        if (x === y)
            continue;
        const nx = /^\d/.test(x);
        const ny = /^\d/.test(y);
        if (nx && ny && Number(x) !== Number(y))
            return Number(x) - Number(y);
        return x < y ? -1 : 1;
    }
    if (ra.length !== rb.length)
        return ra.length - rb.length;
    return a < b ? -1 : a > b ? 1 : 0;
}
function readFailure(err) {
    const message = (err instanceof Error ? err.message : String(err)).split('\n')[0];
    const code = err.code ?? /^(E[A-Z]+)\b/.exec(message)?.[1];
    if (code === 'ENOENT')
        return 'no such file';
    if (code === 'EISDIR')
        return 'a directory, not a file';
    if (code === 'EACCES')
        return 'not readable (permission denied)';
    return `cannot read it (${message})`;
}

;// CONCATENATED MODULE: ./build/importers/kit/values.js
// Source values that have a place in the plan: text, times, durations, costs, and the record
// of finished work as one attempt.

/** Text as one string: a list of lines is joined. */
function values_text(value) {
    if (value === undefined || value === null)
        return undefined;
    const s = Array.isArray(value) ? value.join('\n') : value;
    return s.trim() === '' ? undefined : s.trim();
}
/**
 * A time as the plan keeps it: a Date (an unquoted YAML date) or an ISO string as ISO 8601;
 * "YYYY-MM-DD HH:MM[:SS]" as "YYYY-MM-DDTHH:MM:SS" (no zone is invented when the source has
 * none); a bare date as it is. Anything else is a warning and undefined.
 */
function isoTime(raw, where, warnings) {
    if (raw === undefined || raw === null || raw === '')
        return undefined;
    if (raw instanceof Date) {
        if (Number.isNaN(raw.getTime()))
            return undefined;
        const iso = raw.toISOString();
        // A YAML date without a time is midnight UTC: keep it a date.
        return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace('.000Z', 'Z');
    }
    const s = String(raw).trim();
    const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(Z|[+-]\d{2}:?\d{2}|UTC)?)?$/i.exec(s);
    if (m) {
        if (!m[2])
            return m[1];
        // "9:05" -> "09:05:00": ISO 8601 as Date.parse and people read it.
        const padded = m[2].length === 4 || (m[2].length > 4 && m[2][1] === ':') ? `0${m[2]}` : m[2];
        const time = padded.length === 5 ? `${padded}:00` : padded;
        const zone = m[3] ? (m[3].toUpperCase() === 'UTC' ? 'Z' : m[3].toUpperCase()) : '';
        return `${m[1]}T${time}${zone}`;
    }
    // Epoch seconds or milliseconds: 10 to 13 digits (a bare 2024 is not a time).
    if (/^\d{10,13}$/.test(s)) {
        const n = Number(s);
        return new Date(n < 1e12 ? n * 1000 : n).toISOString();
    }
    warnings.push(`${where}: time ${JSON.stringify(raw)} is not a date; left out (use YYYY-MM-DD or ISO 8601)`);
    return undefined;
}
/**
 * Milliseconds from a duration as people write it: "12m", "12 min", "1h 5m", "90s", "1:05:00",
 * "250ms", or a number of `numberUnit` (seconds by default). Undefined when it is not one.
 */
function parseDuration(raw, numberUnit = 's') {
    if (raw === undefined || raw === null || raw === '')
        return undefined;
    const factor = { ms: 1, s: 1000, m: 60_000 }[numberUnit];
    if (typeof raw === 'number')
        return Number.isFinite(raw) && raw >= 0 ? Math.round(raw * factor) : undefined;
    const s = String(raw).trim().toLowerCase();
    if (/^\d+(\.\d+)?$/.test(s))
        return Math.round(Number(s) * factor);
    const clock = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(s);
    if (clock)
        return ((Number(clock[1] ?? 0) * 60 + Number(clock[2])) * 60 + Number(clock[3])) * 1000;
    const units = {
        ms: 1,
        s: 1000,
        sec: 1000,
        secs: 1000,
        second: 1000,
        seconds: 1000,
        m: 60_000,
        min: 60_000,
        mins: 60_000,
        minute: 60_000,
        minutes: 60_000,
        h: 3_600_000,
        hr: 3_600_000,
        hrs: 3_600_000,
        hour: 3_600_000,
        hours: 3_600_000,
        d: 86_400_000,
        day: 86_400_000,
        days: 86_400_000,
    };
    let total = 0;
    // `\b` needs a word character beside it: `~` and `approx.` are matched without it.
    let rest = s.replace(/\b(duration|total|took|about)\b|\bapprox\b\.?|~/g, ' ').trim();
    const part = /^(\d+(?:\.\d+)?)\s*([a-z]+)[\s,]*/;
    let any = false;
    for (let m = part.exec(rest); m; m = part.exec(rest)) {
        const unit = units[m[2]];
        if (unit === undefined)
            return undefined;
        total += Number(m[1]) * unit;
        any = true;
        rest = rest.slice(m[0].length);
    }
    return any && rest.trim() === '' ? Math.round(total) : undefined;
}
/** US dollars from 0.42, "0.42", "$0.42", "$1,204.50", "0.42 USD"; undefined when it is not an amount. */
function parseUsd(raw) {
    if (typeof raw === 'number')
        return Number.isFinite(raw) && raw >= 0 ? raw : undefined;
    if (typeof raw !== 'string')
        return undefined;
    const m = /^(?:US)?\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(?:usd|\$)?$/i.exec(raw.trim());
    return m ? Number(m[1].replace(/,/g, '')) : undefined;
}
/**
 * The source's record of finished work as the one attempt the plan can hold it in (the plan
 * keeps cost and tokens per attempt): attempt 1, `passed` for a completed task. Undefined when
 * the source recorded none of it, so that a plain task gets no invented history.
 */
function recordedAttempt(status, fields) {
    const recorded = compact({ ...fields });
    if (Object.keys(recorded).length === 0)
        return undefined;
    const outcome = status === 'completed' ? 'passed' : status === 'blocked' ? 'blocked' : undefined;
    return compact({ number: 1, ...recorded, outcome });
}

;// CONCATENATED MODULE: ./build/importers/kit/words.js
const STATUS_WORDS = {
    pending: 'pending',
    todo: 'pending',
    to_do: 'pending',
    open: 'pending',
    new: 'pending',
    not_started: 'pending',
    planned: 'pending',
    backlog: 'pending',
    ready: 'pending',
    queued: 'pending',
    in_progress: 'in_progress',
    inprogress: 'in_progress',
    started: 'in_progress',
    doing: 'in_progress',
    wip: 'in_progress',
    active: 'in_progress',
    running: 'in_progress',
    completed: 'completed',
    complete: 'completed',
    done: 'completed',
    finished: 'completed',
    passed: 'completed',
    closed: 'completed',
    resolved: 'completed',
    // Finished, waiting for a person's review: the work is done, so it must not run again.
    review: 'completed',
    in_review: 'completed',
    awaiting_review: 'completed',
    needs_review: 'completed',
    ready_for_review: 'completed',
    blocked: 'blocked',
    on_hold: 'blocked',
    failed: 'failed',
    failing: 'failed',
    error: 'failed',
    skipped: 'skipped',
    skip: 'skipped',
    cancelled: 'skipped',
    canceled: 'skipped',
    wontfix: 'skipped',
    won_t_fix: 'skipped',
    obsolete: 'skipped',
    dropped: 'skipped',
};
const REVIEW_WORDS = new Set(['review', 'in_review', 'awaiting_review', 'needs_review', 'ready_for_review']);
/**
 * Ralph's status for another tool's word (`done`, `In Progress`, `✅ complete`, ...). `extra`
 * adds or overrides words for one format. An unknown word is a warning and becomes pending.
 */
function mapStatus(raw, where, warnings, extra = {}) {
    if (raw === undefined || raw === null || raw === '')
        return 'pending';
    const key = String(raw)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '_')
        .replace(/^_+|_+$/g, '');
    const words = { ...STATUS_WORDS, ...extra };
    const first = key.split('_')[0];
    // "review_changes_requested" is not "review": a review word counts only on its own.
    const found = words[key] ?? (REVIEW_WORDS.has(first) && !(first in extra) ? undefined : words[first]);
    if (found) {
        if (found === 'completed' && REVIEW_WORDS.has(key) && !(key in extra))
            warnings.push(`${where}: status ${JSON.stringify(raw)} (finished, awaiting review) imported as completed, so Ralph does not run it again; review it yourself`);
        return found;
    }
    warnings.push(`${where}: unknown status ${JSON.stringify(raw)}; imported as pending (Ralph's statuses: pending, in_progress, completed, blocked, failed, skipped)`);
    return 'pending';
}
const COMPLEXITY_WORDS = {
    light: 'light',
    low: 'light',
    small: 'light',
    s: 'light',
    xs: 'light',
    simple: 'light',
    easy: 'light',
    trivial: 'light',
    standard: 'standard',
    medium: 'standard',
    m: 'standard',
    moderate: 'standard',
    normal: 'standard',
    heavy: 'heavy',
    high: 'heavy',
    large: 'heavy',
    l: 'heavy',
    xl: 'heavy',
    complex: 'heavy',
    hard: 'heavy',
};
/** light / standard / heavy from a word (`medium`, `L`) or a 1-10 score; else a warning and undefined. */
function mapComplexity(raw, where, warnings) {
    if (raw === undefined || raw === null || raw === '')
        return undefined;
    if (typeof raw === 'number' || /^\d+(\.\d+)?$/.test(String(raw).trim())) {
        const n = Number(raw);
        if (n >= 0 && n <= 10)
            return n <= 3 ? 'light' : n <= 6 ? 'standard' : 'heavy';
    }
    const key = String(raw)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim()
        .split(' ')[0];
    const found = COMPLEXITY_WORDS[key];
    if (found)
        return found;
    warnings.push(`${where}: unknown complexity ${JSON.stringify(raw)}; left out (use light, standard or heavy)`);
    return undefined;
}
const PRIORITY_WORDS = {
    critical: 0,
    urgent: 0,
    blocker: 0,
    highest: 0,
    p0: 0,
    high: 1,
    p1: 1,
    medium: 2,
    normal: 2,
    moderate: 2,
    p2: 2,
    low: 3,
    p3: 3,
    lowest: 4,
    minor: 4,
    trivial: 4,
    p4: 4,
};
/**
 * A rank for a priority word (lower runs first): critical/urgent 0, high 1, medium 2, low 3,
 * lowest 4, `P0`..`P4` alike; a number is taken as it is (1 before 2). An unknown word is a
 * warning and undefined (the item then sorts as medium).
 */
function priorityRank(raw, where, warnings) {
    if (raw === undefined || raw === null || raw === '')
        return undefined;
    if (typeof raw === 'number' && Number.isFinite(raw))
        return raw;
    const key = String(raw).trim().toLowerCase();
    if (/^-?\d+(\.\d+)?$/.test(key))
        return Number(key);
    const found = PRIORITY_WORDS[key];
    if (found !== undefined)
        return found;
    warnings.push(`${where}: unknown priority ${JSON.stringify(raw)}; imported as medium (use critical, high, medium or low)`);
    return undefined;
}
/**
 * Priority within a spec is kept through TASK ORDER, in every importer: the scheduler gives a
 * spec's one slot to its first ready task, so a stable sort by rank (ties keep source order;
 * unranked items rank as `missing`, medium by default) makes a critical task run before a low
 * one whenever both are ready, without inventing dependencies the source never had.
 */
function sortByPriority(items, rank, missing = 2) {
    return items
        .map((item, i) => ({ item, i, r: rank(item) ?? missing }))
        .sort((a, b) => a.r - b.r || a.i - b.i)
        .map((x) => x.item);
}

;// CONCATENATED MODULE: ./build/importers/kit/index.js
// What every importer shares, one idea a file: the source reader (source.ts), the input error
// (error.ts), parsing with line and column (parse.ts), shape checks (shape.ts), ids and slugs
// (ids.ts), other tools' words for status, complexity and priority (words.ts), values with a
// place in the plan (values.ts), the warnings for dropped fields (dropped.ts), and the last step
// that makes a valid plan (finish.ts).










;// CONCATENATED MODULE: ./build/importers/jsonc-task-files.js
// The files of spectr's `tasks.jsonc` layout (see jsonc-tasks.ts): finding the root files,
// following `$ref`, `children` and `includes` through the task files, and reading each entry
// into a task found under its section, as written. What they mean in a plan (the order, the
// specs) is jsonc-tasks.ts's.




const Id = schemas.union([schemas.string().min(1), schemas.number()], {
    error: 'expected a task id (a string or a number)',
});
const Strings = schemas.array(schemas.string());
const EntrySchema = schemas.looseObject({
    id: Id,
    section: schemas.string().optional(),
    description: schemas.string().optional(),
    status: schemas.string().optional(),
    // spectr: "$ref:tasks-1.jsonc"; earlier fixtures: a list of entries.
    children: schemas.union([schemas.string().min(1), schemas.array(schemas.unknown())]).optional(),
    title: schemas.string().optional(),
    parent: Id.optional(),
    dependsOn: schemas.array(Id).optional(),
    dependencies: schemas.array(Id).optional(),
    acceptanceCriteria: Strings.optional(),
    files: Strings.optional(),
    contextFiles: Strings.optional(),
    produces: Strings.optional(),
    outputArtifacts: Strings.optional(),
    hints: schemas.union([schemas.string(), Strings]).optional(),
    notes: schemas.union([schemas.string(), Strings]).optional(),
    complexity: schemas.union([schemas.string(), schemas.number()]).optional(),
    // What an agent wrote about a finished task ("All 2563 tests passed"), as spectr's own files show.
    note: schemas.union([schemas.string(), Strings]).optional(),
    $ref: schemas.string().min(1).optional(),
});
const FileSchema = schemas.looseObject({
    version: schemas.union([schemas.number(), schemas.string()]).optional(),
    parent: Id.optional(),
    section: schemas.string().optional(),
    includes: schemas.array(schemas.string()).optional(),
    summary: schemas.unknown().optional(),
    tasks: schemas.array(schemas.unknown()),
});
const KNOWN = new Set(Object.keys(EntrySchema.shape));
/** What a section entry (one with children) holds; its description and status are derived. */
const SECTION_KEYS = new Set(['id', 'section', 'description', 'status', 'children', '$ref', 'title']);
/**
 * The file given, or in a directory its `tasks.jsonc` (spectr's root); without one, the
 * `tasks*.jsonc` files that no other file reaches through a reference or an include.
 */
function rootFiles(path, reader, loader) {
    const names = tryList(reader, path);
    if (!names)
        return [path];
    if (names.includes('tasks.jsonc'))
        return [joinPath(path, 'tasks.jsonc')];
    const files = names
        .filter((n) => /^tasks.*\.jsonc$/i.test(n))
        .sort((a, b) => compareNatural(a.replace(/\.jsonc$/i, ''), b.replace(/\.jsonc$/i, '')))
        .map((n) => joinPath(path, n));
    if (files.length === 0)
        throw new ImportError(`${path}: no tasks*.jsonc file here; pass the file, or the directory that holds it (spectr accept writes it from tasks.md)`);
    const reached = new Set();
    for (const file of files)
        for (const other of loader.reachedFrom(file))
            reached.add(other);
    const roots = files.filter((f) => !reached.has(f));
    // Every file is reached from another: a cycle; start from the first so the cycle is reported.
    return roots.length > 0 ? roots : files.slice(0, 1);
}
/** `$ref:tasks-1.jsonc` (spectr) or a plain path (earlier fixtures), against the including file. */
function resolveRef(from, ref) {
    const target = ref.replace(/^\$ref:/, '').split('#')[0];
    return external_node_path_.posix.normalize(joinPath(dirOf(from), target));
}
class Loader {
    reader;
    warnings;
    found = [];
    docs = new Map();
    loaded = new Map();
    /** Keys with no place in a plan, each reported once over all files, with a count. */
    unmapped = new DroppedFields('tasks');
    /** The ids of all section entries (entries with children), which spectr ralph's graph holds. */
    sectionEntries = new Set();
    /** `file:line:column` of the first header that asks for sections in order, if any. */
    inOrder;
    /** Section entries by id, for child files that name theirs with `"parent"`. */
    containers = new Map();
    constructor(reader, warnings) {
        this.reader = reader;
        this.warnings = warnings;
    }
    doc(file, from) {
        let doc = this.docs.get(file);
        if (!doc) {
            const hint = from ? `fix the reference at ${from}` : 'check the path';
            const source = readSource(this.reader, file, hint);
            doc = parseJsonSource(file, source, { jsonc: true });
            this.docs.set(file, doc);
            const asked = /complete all tasks in a section before moving to the next/i.exec(source);
            if (asked && !this.inOrder) {
                const before = source.slice(0, asked.index).split('\n');
                this.inOrder = `${file}:${before.length}:${before[before.length - 1].length + 1}`;
            }
        }
        return doc;
    }
    /** The files `file` names through `children`, `$ref` or `includes` (for finding roots). */
    reachedFrom(file) {
        const out = [];
        const walk = (v) => {
            if (Array.isArray(v))
                v.forEach(walk);
            else if (v && typeof v === 'object') {
                const o = v;
                if (typeof o.$ref === 'string')
                    out.push(resolveRef(file, o.$ref));
                if (typeof o.children === 'string')
                    out.push(resolveRef(file, o.children));
                Object.values(o).forEach(walk);
            }
        };
        const value = this.doc(file).value;
        walk(value);
        const includes = value?.includes;
        if (Array.isArray(includes))
            for (const g of includes)
                if (typeof g === 'string')
                    out.push(...this.glob(file, g));
        return out.filter((f) => f !== file);
    }
    /** A root file: its tasks, then the files its `includes` match that no reference reached. */
    root(file) {
        this.include(file, {}, []);
        const includes = this.doc(file).value?.includes;
        if (!Array.isArray(includes))
            return;
        for (const [i, g] of includes.entries()) {
            if (typeof g !== 'string')
                continue;
            for (const child of this.glob(file, g)) {
                if (child === file || this.loaded.has(child))
                    continue;
                this.include(child, {}, [file], place(this.doc(file), ['includes', i]));
            }
        }
    }
    glob(from, pattern) {
        const full = external_node_path_.posix.normalize(joinPath(dirOf(from), pattern));
        const dir = dirOf(full);
        const test = (0,glob/* globSegment */.i)(external_node_path_.posix.basename(full));
        return (tryList(this.reader, dir) ?? [])
            .filter((n) => test.test(n))
            .sort((a, b) => compareNatural(a, b))
            .map((n) => joinPath(dir, n));
    }
    /** Adds the tasks of `file`; `stack` is the chain of files leading to it, for cycles. */
    include(file, ctx, stack, from) {
        if (stack.includes(file))
            throw new ImportError(`${from}: reference cycle ${[...stack, file].join(' -> ')}; remove one of these references`);
        const first = this.loaded.get(file);
        if (first !== undefined)
            throw new ImportError(`${from ?? file}: ${file} is already included (at ${first}); include each file once`);
        this.loaded.set(file, from ?? file);
        const doc = this.doc(file, from);
        const v = doc.value;
        if (Array.isArray(v)) {
            this.entries(doc, v, [], ctx, [...stack, file]);
            return;
        }
        if (!v || typeof v !== 'object' || !Array.isArray(v.tasks))
            throw new ImportError(`${doc.where([])}: expected an object with "tasks": [...] (spectr's tasks.jsonc), or a list of tasks; wrap the tasks in one`);
        const head = checkShape(doc, FileSchema, v);
        // A child file says which section entry it belongs to; reached only through `includes`,
        // that is all that places it.
        if (head.parent !== undefined) {
            const parent = String(head.parent).trim();
            const known = this.containers.get(parent);
            if (ctx.container === undefined && known)
                ctx = { container: parent, section: known.section };
            else if (ctx.container !== undefined && ctx.container !== parent)
                this.warnings.push(`${place(doc, ['parent'])}: "parent": "${parent}", but ${from} refers to this file from section entry "${ctx.container}"; the reference is followed`);
            else if (!known && ctx.container === undefined)
                this.warnings.push(`${place(doc, ['parent'])}: parent "${parent}" is not a section entry of the root file; its tasks are placed by their own "section"`);
        }
        if (head.section !== undefined && ctx.section === undefined)
            ctx = { ...ctx, section: head.section };
        this.entries(doc, head.tasks, ['tasks'], ctx, [...stack, file]);
    }
    entries(doc, entries, base, ctx, stack) {
        entries.forEach((raw, i) => {
            const path = [...base, i];
            const obj = raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : undefined;
            if (obj && obj.id === undefined && obj.$ref !== undefined) {
                const ref = checkShape(doc, schemas.looseObject({ $ref: schemas.string().min(1) }), obj, path).$ref;
                this.include(resolveRef(doc.file, ref), ctx, stack, place(doc, [...path, '$ref']));
                return;
            }
            const entry = checkShape(doc, EntrySchema, raw, path);
            warnUnmapped(entry, KNOWN, (key) => place(doc, [...path, key]), this.unmapped, this.warnings);
            const rawId = String(entry.id).trim();
            const ref = typeof entry.children === 'string' ? entry.children : entry.$ref;
            if (typeof entry.children === 'string' && !entry.children.startsWith('$ref:'))
                throw new ImportError(`${place(doc, [...path, 'children'])}: "${entry.children}" is not a reference; write it as "$ref:tasks-${rawId}.jsonc"`);
            if (ref !== undefined || Array.isArray(entry.children)) {
                // A section entry: its children are the work; its own status only sums theirs up.
                for (const key of Object.keys(entry))
                    if (!SECTION_KEYS.has(key) && KNOWN.has(key))
                        this.warnings.push(dropped(place(doc, [...path, key]), key, 'belongs to a section entry, which is not a task (its children are)'));
                const section = ctx.section ?? entry.section?.trim() ?? '';
                this.sectionEntries.add(rawId);
                const mine = { container: ctx.container ?? rawId, section };
                if (ctx.container === undefined)
                    this.containers.set(rawId, { section, doc, path });
                if (Array.isArray(entry.children))
                    this.entries(doc, entry.children, [...path, 'children'], mine, stack);
                if (ref !== undefined)
                    this.include(resolveRef(doc.file, ref), mine, stack, place(doc, [...path, entry.$ref ? '$ref' : 'children']));
                return;
            }
            // Under a section entry, the entry's section; else the task's own, else (a task that
            // names none) the section of the task before it in the file, as spectr groups them.
            const previous = this.found[this.found.length - 1];
            const inherited = previous?.doc === doc && previous.container === ctx.container ? previous.section : undefined;
            this.found.push({
                entry,
                doc,
                path,
                rawId,
                container: ctx.container,
                section: (ctx.container !== undefined ? ctx.section : (entry.section ?? ctx.section ?? inherited))?.trim() ??
                    '',
            });
        });
    }
}

;// CONCATENATED MODULE: ./build/importers/jsonc-tasks.js
// `jsonc-tasks`: spectr's `tasks.jsonc` (connerohnesorge/spectr). Its shape was read from that
// repository: `internal/parsers/types.go` (TasksFile, Task, statuses), `cmd/accept_writer.go`
// and `cmd/accept.go` (what `spectr accept` writes), `internal/config/config.go` (append and
// refs tasks), `internal/discovery/task_discovery.go` (how the next task is found), and its
// own `spectr/changes/*/tasks*.jsonc` files.
//
//   flat (v1):  { "version": 1, "tasks": [ { "id": "1.1", "section": "Foundation",
//                 "description": "...", "status": "pending" | "in_progress" | "completed" } ] }
//   split (v2): tasks.jsonc   { "version": 2, "includes": ["tasks-*.jsonc"], "tasks": [
//                 { "id": "1", "section": "Foundation", "description": "Foundation tasks",
//                   "status": "...", "children": "$ref:tasks-1.jsonc" }, ... ] }
//               tasks-1.jsonc { "version": 2, "parent": "1", "tasks": [ 1.0.x (prerequisites,
//                 section "Section Prerequisites"), 1.1 ..., 1.99.x ("Section Verification") ] }
//
// An entry with children is a section, not a task: its children are the work. Sections become
// specs (ids are lower-case slugs of the section name; a name in another script gets
// `section-<hash>`, with a warning), given a `priority` (1, 2, ...) in file order; tasks written
// in the root file itself, spectr's section 0 of preliminary tasks, come first.
//
// The order is the one `spectr ralph` runs, read from its orchestrator: `internal/ralph/graph.go`
// (getParentID, getDependencies, buildTaskRelationships) and `internal/ralph/orchestrator.go`
// (Run: the stages of TopologicalSort, in parallel by root prefix), on spectr's `hierarchical`
// branch, commit e5a71dab. ParseTaskGraph reads every `tasks*.jsonc` of the change directory,
// section entries included, and getDependencies gives each id two dependencies at most:
//   - its parent, the id up to its last dot, when a task has that id (`1.2` for `1.2.1`);
//   - its previous sibling, the last number minus one, when a task has that id (`1.1` for
//     `1.2`; not across a gap: `1.3` after `1.1` waits for neither).
// So `1.x` and `2.x` share nothing and run in parallel: in a flat (v1) file there is no task
// `1`, and in a split (v2) one, `2.1` waits for the section entry `2`, which waits for the entry
// `1`, not for `1.x`. A section entry is no work here (spectr ralph hands even it to an agent),
// so a dependency on one is a dependency on what it depends on: none, or section-0 tasks.
// Three rules come on top, from how `spectr accept` numbers what it adds (cmd/accept_writer.go:
// createChildPrependedTasks, createChildAppendedTasks; internal/config/config.go): a section's
// `N.0.x` prerequisites ("Section Prerequisites") come before its other tasks, its `N.99.x`
// checks ("Section Verification") after them, and the tasks `append_tasks` adds (the last
// section, named by `append_tasks.section` in the spectr.yaml found from the change directory
// upward, else "Automated Tasks", or one whose name says "after all tasks") wait for every
// other task. A completed task keeps only the order that held (its dependencies that are done).
// Where a file's header says "Complete all tasks in a section before moving to the next"
// (spectr's own parser fixture does), a warning says that this order is followed instead, and
// how to chain sections: a `dependsOn` a task states adds to this order.
//
// Also read, from earlier Ralph fixtures: a bare list of tasks, inline `children: [...]`,
// `{ "$ref": "file" }` entries, and the optional fields title, dependsOn, acceptanceCriteria,
// files, produces, hints, complexity.




/** spectr's default `append_tasks.section` (internal/config: DefaultAppendTasksSection). */
const APPEND_SECTION = 'Automated Tasks';
const importJsoncTasks = (path, reader) => {
    const warnings = [];
    const loader = new Loader(reader, warnings);
    const roots = rootFiles(path, reader, loader);
    for (const root of roots)
        loader.root(root);
    loader.unmapped.flush(warnings);
    const found = loader.found;
    if (found.length === 0)
        throw new ImportError(`${path}: no tasks found; add entries with "id", "section", "description" and "status"`);
    const byId = uniqueIds(found);
    const taskIds = new IdAllocator('task', warnings);
    const specIds = new IdAllocator('spec', warnings);
    const idOf = new Map();
    for (const f of found)
        idOf.set(f.rawId, taskIds.take(f.rawId, place(f.doc, [...f.path, 'id'])));
    const { finalSections, beforeFinal } = finalSectionsOf(found, dirOf(roots[0]), reader, warnings);
    const order = {
        found,
        idOf,
        idOrder: orchestratorOrder(new Set(byId.keys()), loader.sectionEntries),
        sectionDeps: sectionOrder(found),
        finalSections,
        beforeFinal,
        done: new Set(found.filter((f) => (0,plan_basics/* isDone */.$L)(mapStatus(f.entry.status, '', []))).map((f) => f.rawId)),
    };
    const specs = new Map();
    /** Sections of tasks that sit in a split root file itself: spectr's section 0, listed first. */
    const inline = new Set();
    const split = found.some((f) => f.container !== undefined);
    const rootSet = new Set(roots);
    for (const f of found) {
        let spec = specs.get(f.section);
        if (!spec) {
            spec = {
                id: specIds.takeSpec(f.section || 'tasks', place(f.doc, [...f.path, 'section']), 'section'),
                name: f.section || undefined,
                tasks: [],
            };
            specs.set(f.section, spec);
        }
        if (split && f.container === undefined && rootSet.has(f.doc.file))
            inline.add(spec);
        spec.tasks.push(taskOf(f, order, warnings));
    }
    const ordered = [
        ...[...specs.values()].filter((s) => inline.has(s)),
        ...[...specs.values()].filter((s) => !inline.has(s)),
    ];
    // Sections keep file order beside specs from other sources (lower priority runs first).
    ordered.forEach((s, i) => {
        s.priority = i + 1;
    });
    if (loader.inOrder)
        warnings.push(sectionOrderNote(loader.inOrder, ordered, finalSections));
    return { plan: finishPlan('jsonc-tasks', { specs: ordered }, warnings), warnings };
};
/** The found tasks by their id as written; two tasks with one id are an error naming both. */
function uniqueIds(found) {
    const byId = new Map();
    for (const f of found) {
        const first = byId.get(f.rawId);
        if (first)
            throw new ImportError(`${place(f.doc, [...f.path, 'id'])}: task id "${f.rawId}" is also used at ${place(first.doc, [...first.path, 'id'])}; give each task its own id`);
        byId.set(f.rawId, f);
    }
    return byId;
}
/** Prerequisites (N.0.x) come before their section's other tasks, checks (N.99.x) after them. */
function sectionOrder(found) {
    const sectionKey = (f) => f.container ?? `section:${f.section}`;
    const isPrereq = (f) => /\.0\.\d+$/.test(f.rawId) || /^section prerequisites$/i.test(f.entry.section ?? '');
    const isCheck = (f) => /\.99\.\d+$/.test(f.rawId) || /^section verification$/i.test(f.entry.section ?? '');
    const groups = new Map();
    for (const f of found) {
        const list = groups.get(sectionKey(f));
        if (list)
            list.push(f);
        else
            groups.set(sectionKey(f), [f]);
    }
    const sectionDeps = new Map();
    for (const list of groups.values()) {
        const prereqs = list.filter(isPrereq).map((f) => f.rawId);
        const work = list.filter((f) => !isPrereq(f) && !isCheck(f)).map((f) => f.rawId);
        for (const f of list) {
            if (isCheck(f))
                sectionDeps.set(f.rawId, [...prereqs, ...work]);
            else if (!isPrereq(f))
                sectionDeps.set(f.rawId, prereqs);
        }
    }
    return sectionDeps;
}
/**
 * The tasks `append_tasks` adds close the change: they come after every other task. Their
 * section is named in spectr.yaml (append_tasks.section, looked for from `dir` upward), else
 * "Automated Tasks"; a section whose name says "after all tasks" is one too.
 */
function finalSectionsOf(found, dir, reader, warnings) {
    const sectionNames = [...new Set(found.map((f) => f.section))];
    const last = sectionNames[sectionNames.length - 1];
    // Sections run in parallel, so a last section spectr.yaml was not found to name would run
    // beside the others: say so.
    const appendSection = appendSectionName(dir, reader, warnings, sectionNames.length > 1 ? last : undefined);
    const isFinal = (name) => /\bafter all( the)? tasks\b|\bfinal section\b/i.test(name) ||
        (name === last && name.toLowerCase() === appendSection.toLowerCase() && sectionNames.length > 1);
    const finalSections = new Set(sectionNames.filter(isFinal));
    const beforeFinal = found.filter((f) => !finalSections.has(f.section)).map((f) => f.rawId);
    return { finalSections, beforeFinal };
}
/** One found task as a plan task: its fields, and what it waits for, stated and implied. */
function taskOf(f, order, warnings) {
    const e = f.entry;
    const at = (key) => place(f.doc, [...f.path, key]);
    const deps = statedDependencies(f, order, warnings);
    const status = mapStatus(e.status, at('status'), warnings);
    // A finished task keeps only the implied order that held: a prerequisite added to a section
    // after its work was done (spectr keeps statuses when it regenerates the files) is no reason
    // to warn about that work.
    const implied = [
        ...(order.idOrder.get(f.rawId) ?? []),
        ...(order.sectionDeps.get(f.rawId) ?? []),
        ...(order.finalSections.has(f.section) ? order.beforeFinal : []),
    ].filter((raw) => status !== 'completed' || order.done.has(raw));
    for (const raw of implied)
        if (raw !== f.rawId && !deps.includes(order.idOf.get(raw)))
            deps.push(order.idOf.get(raw));
    const description = e.description?.trim() || e.title?.trim();
    if (!description)
        throw new ImportError(`${at('description')}: missing; give the task a description`);
    return {
        id: order.idOf.get(f.rawId),
        title: e.title?.trim() && e.description?.trim() ? e.title.trim() : undefined,
        description,
        status,
        acceptanceCriteria: e.acceptanceCriteria,
        dependsOn: deps,
        contextFiles: [...(e.contextFiles ?? []), ...(e.files ?? [])],
        outputArtifacts: [...(e.outputArtifacts ?? []), ...(e.produces ?? [])],
        hints: values_text(e.hints) ?? values_text(e.notes),
        complexity: mapComplexity(e.complexity, at('complexity'), warnings),
        comments: values_text(e.note) ? [{ author: 'note', body: values_text(e.note) }] : undefined,
    };
}
/** The plan ids a task's `dependsOn` (or `dependencies`) names; a section entry's id names its tasks. */
function statedDependencies(f, order, warnings) {
    const e = f.entry;
    const explicit = [...(e.dependsOn ?? []), ...(e.dependencies ?? [])].map(String);
    const deps = [];
    for (const raw of explicit) {
        const id = order.idOf.get(raw);
        // A dependency on a section entry is one on all of that section's tasks.
        const section = id
            ? []
            : order.found.filter((g) => g.container === raw).map((g) => order.idOf.get(g.rawId));
        if (id)
            deps.push(id);
        else if (section.length > 0)
            deps.push(...section);
        else
            warnings.push(`${place(f.doc, [...f.path, e.dependsOn ? 'dependsOn' : 'dependencies'])}: unknown task "${raw}"; that dependency is dropped`);
    }
    return deps;
}
/**
 * spectr ralph's order (internal/ralph/graph.go, getDependencies): each task waits for its
 * parent and its previous sibling, where a task or section entry has that id. Section entries
 * are no work, so a dependency on one becomes one on what it depends on, down to tasks.
 */
function orchestratorOrder(tasks, entries) {
    const exists = (id) => tasks.has(id) || entries.has(id);
    const direct = (id) => {
        const deps = [];
        // getParentID: everything before the last dot.
        const dot = id.lastIndexOf('.');
        if (dot !== -1 && exists(id.slice(0, dot)))
            deps.push(id.slice(0, dot));
        // The previous sibling: fmt.Sscanf(last, "%d") reads a leading number; above 1, the id
        // with that number minus one in its place.
        const parts = id.split('.');
        const number = /^\s*([+-]?\d+)/.exec(parts[parts.length - 1]);
        const n = number ? Number.parseInt(number[1], 10) : Number.NaN;
        if (n > 1) {
            parts[parts.length - 1] = String(n - 1);
            const sibling = parts.join('.');
            if (exists(sibling))
                deps.push(sibling);
        }
        return deps;
    };
    const throughEntry = new Map();
    const resolve = (id, seen) => {
        const out = [];
        for (const dep of direct(id)) {
            if (tasks.has(dep))
                out.push(dep);
            else if (!seen.has(dep)) {
                seen.add(dep);
                let via = throughEntry.get(dep);
                if (!via) {
                    via = resolve(dep, seen);
                    throughEntry.set(dep, via);
                }
                out.push(...via);
            }
        }
        return [...new Set(out)];
    };
    return new Map([...tasks].map((id) => [id, resolve(id, new Set([id]))]));
}
/**
 * The warning for a file whose header asks for sections in order: Ralph runs them as spectr
 * ralph does, in parallel, and a stated `dependsOn` chains them (it adds to that order). The
 * example names the second section's first task and the first section's last.
 */
function sectionOrderNote(at, specs, finalSections) {
    const sections = specs.filter((s) => !finalSections.has(s.name ?? ''));
    const example = sections.length > 1
        ? ` (e.g. "dependsOn": ["${sections[0].tasks[sections[0].tasks.length - 1].id}"] on task "${sections[1].tasks[0].id}")`
        : '';
    return `${at}: the header says "Complete all tasks in a section before moving to the next"; Ralph follows spectr ralph's order instead (internal/ralph/graph.go): a task waits for its previous sibling and its parent, and sections run in parallel. To run a section after another, give its first task a "dependsOn" naming the other's last task${example}; it adds to that order`;
}
/**
 * The name of the section spectr's `append_tasks` adds: `append_tasks.section` of the first
 * spectr.yaml found from the change directory upward (spectr's LoadConfig walks up the same
 * way), else spectr's default. Without a spectr.yaml, a last section under another name may
 * still be one, so a warning says what was assumed.
 */
function appendSectionName(dir, reader, warnings, last) {
    let at = external_node_path_.posix.normalize(dir);
    for (let up = 0; up < 40; up++) {
        const file = joinPath(at, 'spectr.yaml');
        const source = tryRead(reader, file);
        if (source !== undefined) {
            let doc;
            try {
                doc = parseYamlSource(file, source);
            }
            catch (e) {
                warnings.push(`${e instanceof Error ? e.message : String(e)}; "append_tasks.section" taken to be "${APPEND_SECTION}", spectr's default`);
                return APPEND_SECTION;
            }
            const section = doc.value?.append_tasks?.section;
            if (section === undefined || section === null || section === '')
                return APPEND_SECTION;
            if (typeof section === 'string')
                return section.trim();
            warnings.push(`${place(doc, ['append_tasks', 'section'])}: expected a section name, got ${JSON.stringify(section)}; "${APPEND_SECTION}" is used, spectr's default`);
            return APPEND_SECTION;
        }
        // Up to the file system's root, as spectr does (a relative path climbs through "..").
        if (at === '/')
            break;
        at = external_node_path_.posix.normalize(joinPath(at, '..'));
    }
    if (last !== undefined &&
        last.toLowerCase() !== APPEND_SECTION.toLowerCase() &&
        !/\bafter all( the)? tasks\b|\bfinal section\b/i.test(last))
        warnings.push(`${dir}: no spectr.yaml found here or above; the last section, "${last}", is taken as an ordinary section (if spectr.yaml's append_tasks.section names it, import from inside the project so that it is found and waits for every other task)`);
    return APPEND_SECTION;
}

;// CONCATENATED MODULE: ./build/importers/markdown-task-file.js
// One task file of the markdown-tasks layout (see markdown-tasks.ts): finding the files, and
// reading one into its heading, its `Field: value` lines and its `## ` sections, as written.
// What they mean in a plan is markdown-tasks.ts's.

/** Field names as people and the original tool write them, to one key each. */
const FIELD_NAMES = {
    status: 'status',
    state: 'status',
    milestone: 'milestone',
    depends: 'depends',
    'depends on': 'depends',
    dependencies: 'depends',
    deps: 'depends',
    'prd reference': 'prd',
    'prd ref': 'prd',
    'prd references': 'prd',
    touches: 'touches',
    files: 'touches',
    complexity: 'complexity',
    produces: 'produces',
    outputs: 'produces',
    roles: 'roles',
    role: 'roles',
    model: 'model',
    completed: 'completed',
    'completed at': 'completed',
    commit: 'commit',
    sha: 'commit',
    cost: 'cost',
    'blocked reason': 'blockedReason',
    'completion notes': 'notes',
};
/** Sections with a place of their own; any other section stays in the description. */
const SECTION_NAMES = {
    description: 'description',
    ac: 'acceptance',
    'acceptance criteria': 'acceptance',
    acceptance: 'acceptance',
    hints: 'hints',
    produces: 'produces',
    outputs: 'produces',
    blocked: 'blocked',
    'blocked reason': 'blocked',
    'completion notes': 'notes',
    touches: 'touches',
    depends: 'depends',
    dependencies: 'depends',
};
const TASK_FILE = /^[A-Za-z]+-?\d+.*\.md$/i;
// A closing `#` sequence needs a space before it (CommonMark), so "Port F#" keeps its "#".
const HEADING = /^#\s+([^\s:]+?)\s*(?::|\s[-—–]\s)\s*(.+?)(?:\s+#+)?\s*$/;
/** `- **Name**: value`, as the original writes it; also `- *Name*: value`, `**Name:** value`, `Name: value`. */
const FIELD_LINE = /^\s*(?:[-*+]\s+)?(\*\*|__|\*|_)?([A-Za-z][A-Za-z /]*?)\s*(?::\1|\1\s*:|:)\s*(.*?)\s*$/;
function findTaskFiles(path, reader, warnings) {
    if (/\.md$/i.test(path) && tryList(reader, path) === undefined)
        return [path];
    for (const dir of [path, joinPath(path, 'docs/tasks')]) {
        const names = tryList(reader, dir);
        if (!names)
            continue;
        const md = names.filter((n) => /\.md$/i.test(n));
        const tasks = md.filter((n) => TASK_FILE.test(n));
        if (tasks.length === 0)
            continue;
        for (const n of md)
            if (!TASK_FILE.test(n) && !/^(readme|index)\.md$/i.test(n))
                warnings.push(`${joinPath(dir, n)}: not named like a task file (T-NNN.md); skipped`);
        return tasks.sort(compareNatural).map((n) => joinPath(dir, n));
    }
    throw new ImportError(`${path}: no task files (T-NNN.md) found; pass the directory that holds them, such as docs/tasks`);
}
function parseTaskFile(file, source, warnings, unknownFields) {
    const lines = source.split(/\r?\n/);
    let i = 0;
    // Front matter and blank lines may come before the heading.
    if (lines[0]?.trim() === '---') {
        const end = lines.indexOf('---', 1);
        if (end > 0)
            i = end + 1;
    }
    while (i < lines.length && (lines[i].trim() === '' || /^<!--.*-->$/.test(lines[i].trim())))
        i++;
    const stem = baseName(file).replace(/\.md$/i, '');
    const m = HEADING.exec(lines[i] ?? '');
    // Without a heading the original takes the id from the file name and has no title.
    const named = /^[A-Za-z]+-\d+$/.test(stem);
    if (!m && !named)
        throw new ImportError(`${file}:${i + 1}: expected the task heading "# ${stem.match(/^[A-Za-z]+-?\d+/)?.[0] ?? 'T-NNN'}: title" here; add it as the first line`);
    if (!m)
        warnings.push(`${file}:${i + 1}: no "# ${stem}: title" heading; imported as task "${stem}" (its file name), without a title`);
    const t = {
        file,
        line: i + 1,
        rawId: m ? m[1] : stem,
        title: m ? unbold(m[2]) : '',
        fields: new Map(),
        sections: [],
        preamble: [],
    };
    const fromName = /^[A-Za-z]+-?\d+/.exec(stem)?.[0];
    const comparable = (id) => id.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    if (fromName && !comparable(t.rawId).startsWith(comparable(fromName)))
        warnings.push(`${file}:${t.line}: the file name says "${fromName}" but the heading says "${t.rawId}"; the heading's id is used`);
    let section;
    const closeSection = () => {
        if (section)
            t.sections.push({
                heading: section.heading,
                line: section.line,
                value: section.body.join('\n').trim(),
            });
    };
    let fence;
    let comment = false;
    const seenUnknown = new Set();
    for (i += m ? 1 : 0; i < lines.length; i++) {
        const line = lines[i];
        // A "## " inside a code fence is code, not a section.
        const f = /^\s*(```+|~~~+)/.exec(line)?.[1];
        if (f && (fence === undefined || f.startsWith(fence)))
            fence = fence === undefined ? f : undefined;
        const h = fence === undefined && !f ? /^##\s+(.+?)(?:\s+#+)?\s*$/.exec(line) : null;
        if (h) {
            closeSection();
            section = { heading: unbold(h[1]).replace(/:$/, '').trim(), line: i + 1, body: [] };
            continue;
        }
        if (section) {
            section.body.push(line);
            continue;
        }
        // The scaffold's `<!-- Sections: ... -->` note is for people, not part of the task.
        if (comment || /^\s*<!--/.test(line)) {
            comment = !line.includes('-->');
            continue;
        }
        const fl = FIELD_LINE.exec(line);
        const key = fl?.[2]?.trim().toLowerCase();
        const name = key ? FIELD_NAMES[key] : undefined;
        if (fl && name) {
            if (!t.fields.has(name))
                t.fields.set(name, { value: unbold(fl[3]), line: i + 1 });
        }
        else if (fl?.[1] && key) {
            // A bold `**Name**: value` line is a field the plan has no place for.
            if (seenUnknown.has(key))
                continue;
            seenUnknown.add(key);
            if (unbold(fl[3]) !== '')
                unknownFields.add(`${file}:${i + 1}`, fl[2]);
        }
        else
            t.preamble.push(line);
    }
    closeSection();
    return t;
}
/**
 * The text without bold markers AROUND it (`**Blocked on API**`), the only way the real files
 * use them on a value; `**` inside it is the text's own (`docs/**`, a glob), and stays.
 */
function unbold(raw) {
    const s = raw.trim();
    const m = /^(\*\*|__)(?=\S)(.*?\S)\1$/.exec(s);
    return (m ? m[2] : s).trim();
}

;// CONCATENATED MODULE: ./build/importers/markdown-tasks.js


/** What the original treats as "no value": `none`, `(none)`, dashes, empty. */
const NONE = /^(none|n\/a|na|-+|—|–|\(none\))?$/i;
const importMarkdownTasks = (path, reader) => {
    const warnings = [];
    const files = findTaskFiles(path, reader, warnings);
    const unknownFields = new DroppedFields('task files');
    const parsed = files.map((file) => parseTaskFile(file, readSource(reader, file), warnings, unknownFields));
    const byRawId = new Map();
    for (const t of parsed) {
        const other = byRawId.get(t.rawId);
        if (other)
            throw new ImportError(`${t.file}:${t.line}: task id "${t.rawId}" is also the id of ${other.file}; give each task its own id`);
        byRawId.set(t.rawId, t);
    }
    const lowerIds = new Map([...byRawId.keys()].map((id) => [id.toLowerCase(), id]));
    const taskIds = new IdAllocator('task', warnings);
    const specIds = new IdAllocator('spec', warnings);
    const idOf = new Map();
    for (const t of parsed)
        idOf.set(t.rawId, taskIds.take(t.rawId, `${t.file}:${t.line}`));
    const specs = new Map();
    for (const t of parsed) {
        const at = (f) => `${t.file}:${f.line}`;
        const field = (key) => t.fields.get(key);
        const sections = (key) => t.sections.filter((s) => SECTION_NAMES[s.heading.toLowerCase()] === key);
        const spec = specFor(field('milestone'), t, specs, specIds);
        const statusField = field('status');
        if (!statusField)
            warnings.push(`${t.file}:${t.line}: no Status line; imported as pending (the original reads it as TODO)`);
        let status = statusField
            ? mapStatus(statusField.value, at(statusField), warnings)
            : 'pending';
        const depends = dependsOf(t, { byRawId, lowerIds, idOf }, warnings);
        const blocked = blockedOf(t, status, warnings);
        status = blocked.status;
        const { blockedReason } = blocked;
        const { when, costUsd, commit } = runRecordOf(t, status, warnings);
        const produces = produced([field('produces'), ...sections('produces')]);
        const notes = [value(field('notes')), ...sections('notes').map(value)].filter((s) => s !== undefined);
        const complexity = field('complexity');
        // A glob is no file the prompt can include or a run can create (the prompt would call it
        // "listed but does not exist"): patterns go to the hints, as words for the agent.
        const touches = paths([field('touches'), ...sections('touches')]);
        const touchPatterns = touches.filter(isGlob);
        const hints = [
            ...sections('hints').map(value),
            labelled('PRD Reference', field('prd')),
            labelled('Roles', field('roles')),
            touchPatterns.length > 0 ? `Touches (patterns): ${touchPatterns.join(', ')}` : undefined,
            produces.patterns.length > 0 ? `Produces (patterns): ${produces.patterns.join(', ')}` : undefined,
        ].filter((s) => s !== undefined);
        const model = field('model');
        if (value(model))
            unknownFields.add(at(model), 'Model', 'has no place per task in a Ralph plan (agent.model is plan-wide)');
        const task = {
            id: idOf.get(t.rawId),
            title: t.title,
            description: describe(t),
            status,
            acceptanceCriteria: [
                ...sections('acceptance').flatMap((s) => listItems(s.value)),
                ...produces.criteria,
            ],
            dependsOn: depends,
            contextFiles: touches.filter((p) => !isGlob(p)),
            outputArtifacts: produces.artifacts,
            hints: hints.length > 0 ? hints.join('\n\n') : undefined,
            complexity: complexity && !NONE.test(complexity.value)
                ? mapComplexity(complexity.value, at(complexity), warnings)
                : undefined,
            comments: notes.length > 0 ? [{ author: 'completion-notes', body: notes.join('\n\n') }] : undefined,
            blockedReason,
            completedAt: when.completedAt,
            durationMs: when.durationMs,
            commit,
        };
        const attempt = costUsd !== undefined
            ? recordedAttempt(status, { costUsd, durationMs: when.durationMs, finishedAt: when.completedAt })
            : undefined;
        if (attempt)
            task.attempts = [attempt];
        spec.tasks.push(task);
    }
    unknownFields.flush(warnings);
    return { plan: finishPlan('markdown-tasks', { specs: [...specs.values()] }, warnings), warnings };
};
/** A task file's field by its key, its sections of a kind, and where a field sits. */
const fieldOf = (t, key) => t.fields.get(key);
const sectionsOf = (t, key) => t.sections.filter((s) => SECTION_NAMES[s.heading.toLowerCase()] === key);
const where = (t, f) => `${t.file}:${f.line}`;
/** A task's dependencies, as imported ids, from its Depends line and section; an unknown one is said and dropped. */
function dependsOf(t, { byRawId, lowerIds, idOf }, warnings) {
    const field = (key) => fieldOf(t, key);
    const sections = (key) => sectionsOf(t, key);
    const at = (f) => where(t, f);
    const depends = [];
    for (const f of [field('depends'), ...sections('depends')]) {
        if (!f || NONE.test(f.value.trim()))
            continue;
        // `[T-003](T-003.md)` is T-003; ids are compared whole, so one with a "/" is still found.
        const tokens = f.value.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').split(/[\s,;]+/);
        for (const token of tokens) {
            const clean = token.replace(/^[[(`*_]+|[\])`*_.:]+$/g, '').replace(/\.md$/i, '');
            if (!clean || NONE.test(clean))
                continue;
            const raw = byRawId.has(clean) ? clean : lowerIds.get(clean.toLowerCase());
            if (raw) {
                const id = idOf.get(raw);
                if (!depends.includes(id))
                    depends.push(id);
            }
            else if (/^[A-Za-z]+-?\d/.test(clean))
                warnings.push(`${at(f)}: depends on "${clean}", which no task file has; that dependency is dropped`);
        }
    }
    return depends;
}
/** A task's status and blocked reason: the original never picks a task with a `## Blocked` section, whatever its Status says. */
function blockedOf(t, status, warnings) {
    const field = (key) => fieldOf(t, key);
    const at = (f) => where(t, f);
    const blockedSection = sectionsOf(t, 'blocked')[0];
    const reasonField = value(field('blockedReason'));
    const blockedText = value(blockedSection);
    if (status === 'blocked' || ((status === 'pending' || status === 'in_progress') && blockedSection))
        return {
            status: 'blocked',
            blockedReason: [reasonField, blockedText].filter((s) => s !== undefined).join('\n\n') || undefined,
        };
    if (blockedSection || reasonField)
        warnings.push(`${blockedSection ? at(blockedSection) : at(field('blockedReason'))}: a blocked reason on a ${status} task; dropped (the task stays ${status})`);
    return { status, blockedReason: undefined };
}
/** What a finished run left in the file: Completed (when and how long), Cost and Commit. */
function runRecordOf(t, status, warnings) {
    const field = (key) => fieldOf(t, key);
    const at = (f) => where(t, f);
    const completed = field('completed');
    // Only a completed task's Completed is read (see below for the others).
    const when = completed && status === 'completed' ? parseCompleted(completed.value, at(completed), warnings) : {};
    const costField = field('cost');
    const costUsd = costField && !NONE.test(costField.value) ? parseUsd(costField.value) : undefined;
    if (costField && !NONE.test(costField.value) && costUsd === undefined)
        warnings.push(`${at(costField)}: Cost "${costField.value}" is not an amount in dollars; dropped (write it as $0.42)`);
    let commit = value(field('commit'))?.replace(/`/g, '');
    // `ralph retry` sets Status back to TODO and leaves Completed, Commit and Cost: on a task
    // that is not done they record a finished run that no longer stands, so they go (the cost
    // stays, as an attempt that was made).
    if (status !== 'completed') {
        const stale = (f, name, what) => {
            if (value(f))
                warnings.push(`${at(f)}: ${name} on a ${status} task (left over from a run that was retried) is not its ${what}; dropped`);
        };
        stale(completed, 'Completed', 'completion time');
        stale(field('commit'), 'Commit', 'commit');
        commit = undefined;
    }
    return { when, costUsd, commit };
}
/** The body the original sends the agent: `## Description` as it is, then other sections under their headings. */
function describe(t) {
    const parts = [];
    const intro = t.preamble.join('\n').trim();
    if (intro)
        parts.push(intro);
    for (const s of t.sections) {
        const key = SECTION_NAMES[s.heading.toLowerCase()];
        if (!s.value || (key !== undefined && key !== 'description'))
            continue;
        parts.push(key === 'description' ? s.value : `## ${s.heading}\n\n${s.value}`);
    }
    return parts.join('\n\n') || t.title || t.rawId;
}
function specFor(milestone, t, specs, specIds) {
    // The whole milestone is the key: the original's own backlog has "13 — Loop Efficiency" and
    // "13 — Prompt Fidelity", two milestones with one number.
    const raw = (milestone?.value ?? '').replace(/\s+/g, ' ').trim();
    const key = NONE.test(raw) ? '' : raw;
    const known = specs.get(key);
    if (known)
        return known;
    const where = milestone ? `${t.file}:${milestone.line}` : `${t.file}:${t.line}`;
    // Milestones run in the order their first task comes (the original takes the lowest-numbered
    // eligible task): priority keeps that order beside specs from other sources.
    const spec = {
        id: specIds.takeSpec(key || 'tasks', where, 'milestone'),
        name: key || undefined,
        priority: specs.size + 1,
        tasks: [],
    };
    specs.set(key, spec);
    return spec;
}
/** `2025-06-15 14:32 (8m duration)`, `2026-03-10`, or ISO 8601. */
function parseCompleted(raw, where, warnings) {
    if (NONE.test(raw.trim()))
        return {};
    const m = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(raw.trim());
    const time = m ? m[1] : raw.trim();
    const completedAt = isoTime(time, where, warnings);
    let durationMs;
    if (m) {
        durationMs = parseDuration(m[2].replace(/\bduration\b/i, '').trim());
        if (durationMs === undefined)
            warnings.push(`${where}: duration "(${m[2]})" is not a duration; dropped (write it as (8m duration))`);
    }
    return { completedAt, durationMs };
}
// A glob (`docs/**`, `docs/[a-z]*.md`): not one file a run can read or must create.
function isGlob(p) {
    return /[*?[\]]/.test(p);
}
function value(field) {
    const v = field?.value.trim();
    return v && !NONE.test(v) ? v : undefined;
}
function labelled(label, field) {
    const v = value(field);
    return v === undefined ? undefined : `${label}: ${v}`;
}
/** The items of a markdown list (`-`, `*`, `1.`; checkboxes dropped), or the lines of plain text. */
function listItems(body) {
    const items = [];
    for (const line of body.split('\n')) {
        const m = /^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?(.*)$/.exec(line);
        if (m)
            items.push(m[1].trim());
        else if (line.trim() && items.length > 0 && /^\s/.test(line))
            items[items.length - 1] += ` ${line.trim()}`;
        else if (line.trim())
            items.push(line.trim());
    }
    return items.filter((s) => s && !NONE.test(s));
}
/** A section body (a list, or lines) rather than a field's `a, b` value. */
function isList(value) {
    return value.includes('\n') || /^\s*(?:[-*+]|\d+[.)])\s/.test(value);
}
/** Repository paths from `a, b` on a field line or a list in a section: `code` spans, else the first word. */
function paths(fields) {
    const out = [];
    for (const f of fields) {
        if (!f)
            continue;
        const pieces = isList(f.value) ? listItems(f.value) : f.value.split(',');
        for (const piece of pieces) {
            const code = /`([^`]+)`/.exec(piece)?.[1];
            const p = (code ?? piece.trim().split(/\s+/)[0] ?? '').trim();
            if (p && !NONE.test(p) && !out.includes(p))
                out.push(p);
        }
    }
    return out;
}
/** Words that may lead a Produces item before its path: "Updated `src/x.ts`". */
const PRODUCES_VERB = /^(?:new|updated?|modified|modify|created?|added|add|edited|edit|extended|rewritten|changes? to)\s+/i;
/**
 * `## Produces` mixes paths with things that are not files ("Tests", "Updated tests as
 * needed", "Quality check script (`pnpm check`)"). A run must create every output artifact, so
 * only an item that IS a path (maybe after a verb, maybe followed by a remark) becomes one;
 * the rest are acceptance criteria, word for word.
 */
function produced(fields) {
    const artifacts = [];
    const criteria = [];
    const patterns = [];
    for (const f of fields) {
        if (!f)
            continue;
        const items = isList(f.value) ? listItems(f.value) : f.value.split(/,\s*(?![^`]*`[^`]*$)/);
        for (const item of items.map((s) => s.trim()).filter((s) => s && !NONE.test(s))) {
            const p = artifactPath(item);
            const glob = p === undefined ? globPath(item) : undefined;
            if (glob !== undefined) {
                if (!patterns.includes(glob))
                    patterns.push(glob);
            }
            else if (p === undefined) {
                if (!criteria.includes(item))
                    criteria.push(item);
            }
            else if (!artifacts.includes(p))
                artifacts.push(p);
        }
    }
    return { artifacts, criteria, patterns };
}
// The glob an item names (`src/**` + `/*.test.ts`, in backticks or as its first word), if any.
function globPath(item) {
    const lead = item.replace(PRODUCES_VERB, '');
    const m = /^`([^`]+)`/.exec(lead) ?? /^(\S+)/.exec(lead);
    const candidate = m?.[1]?.trim();
    return candidate && isGlob(candidate) && !/\s/.test(candidate) && candidate.includes('/')
        ? candidate
        : undefined;
}
function artifactPath(item) {
    const lead = item.replace(PRODUCES_VERB, '');
    const m = /^`([^`]+)`(.*)$/.exec(lead) ?? /^([^\s`]+)(.*)$/.exec(lead);
    if (!m)
        return undefined;
    const candidate = m[1].trim();
    const rest = m[2].trim();
    // A remark may follow ("— the CLI entry", "(modified)"); an alternative may not: "(or ...)"
    // means the path is only a suggestion.
    if (rest && !/^([(—–:,;]|-\s)/.test(rest))
        return undefined;
    if (/^\(\s*or\b/i.test(rest))
        return undefined;
    return isPath(candidate) ? candidate : undefined;
}
/** A repository path: no spaces, no URL or template, and a "/" or a file extension. */
function isPath(s) {
    if (!s || /\s/.test(s) || /^[a-z][a-z0-9+.-]*:\/\//i.test(s) || s.includes('{{'))
        return false;
    if (/[()<>|;$*?[\]{}"'=]/.test(s) || s.startsWith('-') || /^\.+$/.test(s))
        return false;
    return s.includes('/') || /^[^/]*\.[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*$/.test(s);
}

;// CONCATENATED MODULE: ./build/importers/prd.js
// `prd`: the `prd.json` of the original Ralph loop (snarktank/ralph: `prd.json.example`,
// `prompt.md`, `ralph.sh`, `skills/ralph/SKILL.md`): `{ project, branchName, description,
// userStories: [{ id, title, description, acceptanceCriteria, priority, passes, notes }] }`.
// The PRD becomes one spec (named after its branch, without the `ralph/` prefix, since Ralph
// adds its own); `passes: true` means completed; notes become hints.
// The loop always takes the highest-priority story (the lowest number) whose `passes` is false,
// and never skips one that keeps failing. So stories become tasks in priority order (equal
// priorities keep the file's order), and each story that does not pass yet depends on the one
// before it that does not pass yet: a story Ralph has to block holds back the later ones, as
// it would in the original loop.


const StorySchema = schemas.looseObject({
    id: schemas.union([schemas.string().min(1), schemas.number()], { error: 'expected a story id such as "US-001"' }),
    title: schemas.string().min(1),
    description: schemas.string().nullish(),
    acceptanceCriteria: schemas.array(schemas.string()).nullish(),
    priority: schemas.union([schemas.number(), schemas.string()]).nullish(),
    passes: schemas.boolean().nullish(),
    notes: schemas.string().nullish(),
});
const PrdSchema = schemas.looseObject({
    project: schemas.string().nullish(),
    branchName: schemas.string().nullish(),
    description: schemas.string().nullish(),
    userStories: schemas.array(schemas.unknown()),
});
const PRD_KEYS = new Set(Object.keys(PrdSchema.shape));
const STORY_KEYS = new Set(Object.keys(StorySchema.shape));
const importPrd = (path, reader) => {
    const warnings = [];
    const file = findFile(path, reader);
    const doc = parseJsonSource(file, readSource(reader, file));
    const prd = checkShape(doc, PrdSchema, doc.value);
    warnUnmapped(prd, PRD_KEYS, (k) => place(doc, [k]), new Set(), warnings);
    if (prd.userStories.length === 0)
        throw new ImportError(`${place(doc, ['userStories'])}: no stories; add at least one`);
    const seen = new DroppedFields('stories');
    const stories = prd.userStories.map((value, i) => {
        const at = ['userStories', i];
        const story = checkShape(doc, StorySchema, value, at);
        warnUnmapped(story, STORY_KEYS, (k) => place(doc, [...at, k]), seen, warnings);
        return { story, at };
    });
    seen.flush(warnings);
    // Priority order (lower first); stories without one come after those with one, in file order.
    const ordered = sortByPriority(stories, ({ story, at }) => priorityRank(story.priority, place(doc, [...at, 'priority']), warnings), Number.MAX_SAFE_INTEGER);
    const firstAt = new Map();
    const taskIds = new IdAllocator('task', warnings);
    let previous;
    const tasks = ordered.map(({ story, at }) => {
        const raw = String(story.id).trim();
        const here = place(doc, [...at, 'id']);
        const first = firstAt.get(raw);
        if (first)
            throw new ImportError(`${here}: story id "${raw}" is also used at ${first}; give each story its own id`);
        firstAt.set(raw, here);
        const id = taskIds.take(raw, here);
        const passes = story.passes === true;
        const dependsOn = !passes && previous !== undefined ? [previous] : undefined;
        if (!passes)
            previous = id;
        return {
            id,
            title: story.title.trim(),
            description: values_text(story.description) ?? story.title.trim(),
            status: passes ? 'completed' : 'pending',
            acceptanceCriteria: story.acceptanceCriteria ?? undefined,
            dependsOn,
            hints: values_text(story.notes),
        };
    });
    const branch = prd.branchName?.trim().replace(/^ralph\//, '');
    const specRaw = branch || prd.project?.trim() || 'prd';
    const spec = {
        id: new IdAllocator('spec', warnings).takeSpec(specRaw, place(doc, [branch ? 'branchName' : 'project']), branch ? 'branch' : 'project'),
        name: prd.project?.trim() || undefined,
        context: values_text(prd.description),
        tasks,
    };
    return { plan: finishPlan('prd', { specs: [spec] }, warnings), warnings };
};
/** PATH is prd.json, or a directory holding it (itself, or scripts/ralph/ as the original loop has it). */
function findFile(path, reader) {
    if (tryList(reader, path) === undefined)
        return path;
    for (const dir of [path, joinPath(path, 'scripts/ralph')])
        if (tryList(reader, dir)?.includes('prd.json'))
            return joinPath(dir, 'prd.json');
    throw new ImportError(`${path}: no prd.json here; pass the file`);
}

;// CONCATENATED MODULE: ./build/importers/ralph-db.js
// `ralph-db`: ralph4days' YAML database in `.ralph/db/` (veighnsche/ralph4days, before it moved
// to SQLite: `crates/yaml-db/src/lib.rs`, `features.rs`, `disciplines.rs`, `metadata.rs`,
// `.docs/021_CURRENT_YAML_DB_SCHEMA.md`, and the fixtures under `fixtures/*/.undetect-ralph/db/`):
// `tasks.yaml` (required), `features.yaml`, `disciplines.yaml` and `metadata.yaml`, snake_case
// keys, dates unquoted (`created: 2025-01-10`). Each feature becomes a spec (and an entry of the
// plan's features[], with its knowledge paths and context files); disciplines keep their system
// prompts, skills, conventions and MCP servers; a task keeps its context files, output
// artifacts, hints, comments (with the `agent_task_id` an agent's comment carries) and
// provenance. Priority (low, medium, high, critical) orders the tasks of a feature, so that a
// critical task never waits behind a low one; equal priorities keep the file's order.
// The database's own bookkeeping (acronyms, icons, colours, counters, schema_version) is
// dropped quietly; anything else without a place in a plan gets one warning.



const ralph_db_Id = schemas.union([schemas.string().min(1), schemas.number().int()], {
    error: 'expected a task id (a number or a string)',
});
const ralph_db_Strings = schemas.array(schemas.string()).nullish();
const Text = schemas.union([schemas.string(), schemas.array(schemas.string())]).nullish();
/** A YAML date stays a string in YAML 1.2, but a `%YAML 1.1` file reads it as a Date. */
const When = schemas.union([schemas.string(), schemas.date()]).nullish();
const Scalar = schemas.union([schemas.string(), schemas.number(), schemas.boolean()]).transform(String);
const TaskRow = schemas.looseObject({
    id: ralph_db_Id,
    feature: schemas.string().nullish(),
    discipline: schemas.string().nullish(),
    title: schemas.string().min(1),
    description: schemas.string().nullish(),
    status: schemas.string().nullish(),
    depends_on: schemas.array(ralph_db_Id).nullish(),
    blocked_by: schemas.string().nullish(),
    priority: schemas.string().nullish(),
    completed: When,
    acceptance_criteria: ralph_db_Strings,
    context_files: ralph_db_Strings,
    output_artifacts: ralph_db_Strings,
    hints: Text,
    complexity: schemas.union([schemas.string(), schemas.number()]).nullish(),
    estimated_turns: schemas.number().int().positive().nullish(),
    provenance: schemas.string().nullish(),
    comments: schemas.array(schemas.looseObject({
        author: schemas.string().nullish(),
        agent_task_id: ralph_db_Id.nullish(),
        body: schemas.string(),
        created: When,
    }))
        .nullish(),
});
const FeatureRow = schemas.looseObject({
    name: schemas.string().min(1),
    display_name: schemas.string().nullish(),
    description: schemas.string().nullish(),
    knowledge_paths: ralph_db_Strings,
    context_files: ralph_db_Strings,
});
const McpRow = schemas.looseObject({
    name: schemas.string().min(1),
    command: schemas.string().nullish(),
    // YAML reads `PORT: 5432` as a number; a command line and an environment hold strings.
    args: schemas.array(Scalar).nullish(),
    env: schemas.record(schemas.string(), Scalar).nullish(),
    url: schemas.string().nullish(),
});
const DisciplineRow = schemas.looseObject({
    name: schemas.string().min(1),
    system_prompt: schemas.string().nullish(),
    skills: ralph_db_Strings,
    conventions: Text,
    mcp_servers: schemas.array(McpRow).nullish(),
});
/** The database's UI bookkeeping (a 4-letter acronym, a Lucide icon, a colour): dropped quietly. */
const QUIET = ['acronym', 'icon', 'color'];
const TASK_KEYS = new Set([...Object.keys(TaskRow.shape), ...QUIET]);
/** A feature's display name becomes its spec's name. */
const FEATURE_KEYS = new Set([...Object.keys(FeatureRow.shape), ...QUIET]);
const DISCIPLINE_KEYS = new Set([...Object.keys(DisciplineRow.shape), ...QUIET]);
/** metadata.yaml: the schema version and the id counters are the database's own. */
const METADATA_KEYS = new Set(['schema_version', '_counters']);
const importRalphDb = (path, reader) => {
    const warnings = [];
    const dir = findDb(path, reader);
    const tasksDoc = load(reader, joinPath(dir, 'tasks.yaml'));
    // Unmapped keys per file, each reported once with the number of entries that have it.
    const seenKeys = new Map();
    const seen = (doc) => {
        const keys = seenKeys.get(doc) ?? new DroppedFields(doc === tasksDoc ? 'tasks' : 'entries');
        seenKeys.set(doc, keys);
        return keys;
    };
    const featuresDoc = load(reader, joinPath(dir, 'features.yaml'));
    const disciplinesDoc = load(reader, joinPath(dir, 'disciplines.yaml'));
    const metadataDoc = load(reader, joinPath(dir, 'metadata.yaml'));
    if (metadataDoc)
        warnMetadata(metadataDoc, warnings);
    const { features, featureInfo } = readFeatures(featuresDoc, seen, warnings);
    const disciplines = readDisciplines(disciplinesDoc, seen, warnings);
    const unsorted = rows(tasksDoc, 'tasks').map(({ value, path: at }) => {
        const row = checkShape(tasksDoc, TaskRow, value, at);
        warnUnmapped(row, TASK_KEYS, (k) => place(tasksDoc, [...at, k]), seen(tasksDoc), warnings);
        return { row, at };
    });
    seen(tasksDoc).flush(warnings);
    // Critical before high before medium before low; a task without one is medium, as in the database.
    const taskRows = sortByPriority(unsorted, ({ row, at }) => priorityRank(row.priority, place(tasksDoc, [...at, 'priority']), warnings));
    if (taskRows.length === 0)
        throw new ImportError(`${tasksDoc.file}: no tasks; add entries under "tasks:"`);
    const firstAt = new Map();
    const taskIds = new IdAllocator('task', warnings);
    const idOf = new Map();
    for (const { row, at } of unsorted) {
        const raw = String(row.id);
        const here = place(tasksDoc, [...at, 'id']);
        const first = firstAt.get(raw);
        if (first)
            throw new ImportError(`${here}: task id ${raw} is also used at ${first}; give each task its own id`);
        firstAt.set(raw, here);
        idOf.set(raw, taskIds.take(raw, here));
    }
    // Specs in the order features.yaml lists them, then features only tasks mention.
    const specIds = new IdAllocator('spec', warnings);
    const specs = new Map();
    const specFor = (feature, where) => {
        let spec = specs.get(feature);
        if (!spec) {
            const info = featureInfo.get(feature);
            spec = {
                id: specIds.takeSpec(feature || 'tasks', where, 'feature'),
                name: info?.name ?? (feature || undefined),
                context: info?.context,
                tasks: [],
            };
            specs.set(feature, spec);
        }
        return spec;
    };
    features.forEach((f, i) => {
        if (taskRows.some(({ row }) => row.feature === f.name))
            specFor(f.name, place(featuresDoc, rowPath(featuresDoc, 'features', i)));
    });
    for (const { row, at } of taskRows) {
        const task = taskOfRow(row, at, tasksDoc, idOf, warnings);
        const where = (key) => place(tasksDoc, [...at, key]);
        specFor(row.feature ?? '', where('feature')).tasks.push(task);
    }
    const plan = finishPlan('ralph-db', { specs: [...specs.values()], disciplines, features }, warnings);
    return { plan, warnings };
};
/** A task row as a plan task: its status, dependencies, reason, provenance, comments and dates. */
function taskOfRow(row, at, tasksDoc, idOf, warnings) {
    const where = (key) => place(tasksDoc, [...at, key]);
    const status = mapStatus(row.status, where('status'), warnings);
    const deps = [];
    for (const d of row.depends_on ?? []) {
        const id = idOf.get(String(d));
        if (id)
            deps.push(id);
        else
            warnings.push(`${where('depends_on')}: unknown task ${d}; that dependency is dropped`);
    }
    let blockedReason;
    if (row.blocked_by && status === 'blocked')
        blockedReason = row.blocked_by;
    else if (row.blocked_by)
        warnings.push(`${where('blocked_by')}: blocked_by on a ${status} task; ignored (Ralph keeps a reason only for blocked tasks)`);
    let provenance;
    if (row.provenance && plan_basics/* PROVENANCES */.pN.includes(row.provenance))
        provenance = row.provenance;
    else if (row.provenance)
        warnings.push(`${where('provenance')}: unknown provenance "${row.provenance}"; left out (use ${plan_basics/* PROVENANCES */.pN.join(', ')})`);
    const comments = row.comments?.map((c, ci) => {
        const { author, agent_task_id, body, created, ...rest } = c;
        const cat = (key) => place(tasksDoc, [...at, 'comments', ci, key]);
        // The task the agent was working on when it wrote the comment, by its id in the plan.
        let agentTaskId;
        if (agent_task_id !== undefined && agent_task_id !== null) {
            agentTaskId = idOf.get(String(agent_task_id));
            if (!agentTaskId)
                warnings.push(`${cat('agent_task_id')}: unknown task ${agent_task_id}; dropped from the comment`);
        }
        return compactComment({
            ...rest,
            author: author ?? 'unknown',
            agentTaskId,
            body,
            created: isoTime(created, cat('created'), warnings),
        });
    });
    const completed = isoTime(row.completed, where('completed'), warnings);
    if (completed && status !== 'completed')
        warnings.push(`${where('completed')}: a completion date on a ${status} task; dropped (Ralph keeps one for completed tasks)`);
    return {
        id: idOf.get(String(row.id)),
        title: row.title.trim(),
        description: values_text(row.description) ?? row.title.trim(),
        status,
        acceptanceCriteria: row.acceptance_criteria ?? undefined,
        dependsOn: deps,
        discipline: row.discipline ?? undefined,
        feature: row.feature ?? undefined,
        contextFiles: row.context_files ?? undefined,
        outputArtifacts: row.output_artifacts ?? undefined,
        hints: row.hints ?? undefined,
        complexity: mapComplexity(row.complexity, where('complexity'), warnings),
        estimatedTurns: row.estimated_turns ?? undefined,
        provenance,
        comments,
        blockedReason,
        completedAt: status === 'completed' ? completed : undefined,
    };
}
/** features.yaml: the plan's features, and each one's display name and description for its spec. */
function readFeatures(featuresDoc, seen, warnings) {
    const features = [];
    const featureInfo = new Map();
    rows(featuresDoc, 'features').forEach(({ value, path: at }) => {
        const f = checkShape(featuresDoc, FeatureRow, value, at);
        warnUnmapped(f, FEATURE_KEYS, (k) => place(featuresDoc, [...at, k]), seen(featuresDoc), warnings);
        features.push({
            name: f.name,
            description: f.description ?? undefined,
            knowledgePaths: f.knowledge_paths ?? undefined,
            contextFiles: f.context_files ?? undefined,
        });
        featureInfo.set(f.name, { name: f.display_name ?? undefined, context: f.description ?? undefined });
    });
    if (featuresDoc)
        seen(featuresDoc).flush(warnings);
    return { features, featureInfo };
}
/** disciplines.yaml: the plan's disciplines. */
function readDisciplines(disciplinesDoc, seen, warnings) {
    const disciplines = [];
    rows(disciplinesDoc, 'disciplines').forEach(({ value, path: at }) => {
        const d = checkShape(disciplinesDoc, DisciplineRow, value, at);
        warnUnmapped(d, DISCIPLINE_KEYS, (k) => place(disciplinesDoc, [...at, k]), seen(disciplinesDoc), warnings);
        disciplines.push({
            name: d.name,
            systemPrompt: d.system_prompt ?? undefined,
            skills: d.skills ?? undefined,
            conventions: d.conventions ?? undefined,
            mcpServers: d.mcp_servers?.map((m) => {
                const { name, command, args, env, url, ...rest } = m;
                return {
                    ...rest,
                    name,
                    command: command ?? undefined,
                    args: args ?? undefined,
                    env: env ?? undefined,
                    url: url ?? undefined,
                };
            }),
        });
    });
    if (disciplinesDoc)
        seen(disciplinesDoc).flush(warnings);
    return disciplines;
}
/** metadata.yaml: nothing in it has a place in the plan but the database's own bookkeeping. */
function warnMetadata(metadataDoc, warnings) {
    const meta = metadataDoc?.value;
    if (meta && typeof meta === 'object' && !Array.isArray(meta)) {
        const project = meta.project;
        if (project && typeof project === 'object')
            for (const key of Object.keys(project))
                if (key !== 'created')
                    warnings.push(dropped(place(metadataDoc, ['project', key]), `project.${key}`));
        warnUnmapped(meta, new Set([...METADATA_KEYS, 'project']), (k) => place(metadataDoc, [k]), new Set(), warnings);
    }
}
/** The database directory: PATH itself, PATH/db, or PATH/.ralph/db, whichever holds tasks.yaml. */
function findDb(path, reader) {
    for (const dir of [path, joinPath(path, 'db'), joinPath(path, '.ralph/db')])
        if (tryList(reader, dir)?.includes('tasks.yaml'))
            return dir;
    throw new ImportError(`${path}: no tasks.yaml here; pass the .ralph/db directory that holds it`);
}
function compactComment(c) {
    return Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined));
}
function load(reader, file) {
    const text = tryRead(reader, file);
    if (text === undefined)
        return undefined;
    return parseYamlSource(file, text);
}
/** The rows under `key:` (or a top-level list), each with its path for messages. */
function rows(doc, key) {
    if (!doc || doc.value === null || doc.value === undefined)
        return [];
    const v = doc.value;
    const list = Array.isArray(v) ? v : v?.[key];
    if (list === undefined || list === null) {
        if (v && typeof v === 'object' && !Array.isArray(v))
            return [];
    }
    if (!Array.isArray(list))
        throw new ImportError(`${doc.where([key])}: expected "${key}:" to hold a list; write each entry as "- ..."`);
    return list.map((value, i) => ({ value, path: rowPath(doc, key, i) }));
}
function rowPath(doc, key, i) {
    return Array.isArray(doc.value) ? [i] : [key, i];
}

;// CONCATENATED MODULE: ./build/importers/ralph-state.js
// `ralph-state`: the files the `/ralph` and `/ralph-start` commands keep in `.ralph/`
// (dickykuang/ralph: the "State Management: state.json", "Task Schema" and "commits.json
// Format" sections of `claude/ralph.md` and `claude/ralph-start.md`, older copies under
// `commands/`). Everything there is snake_case:
// - `state.json`: `original_request`, `task_order` (already sorted by dependencies, then
//   priority), `task_statuses` (the status that counts: /ralph-start never writes a task file's
//   own `status`), `last_failure` {task_id, error_message, failed_at, log_file}.
// - `tasks/task-NNN.json`: title, description, acceptance_criteria, dependencies, priority
//   (1 highest), reuse_notes, files_to_modify (paths or globs), context {notes, *_refs},
//   estimated_complexity (low/medium/high); newer runs add why_this_task_exists,
//   plain_english_summary, expected_user_visible_change, business_logic_context and
//   verification_plan, all of which the original prompt gives the agent, so they become hints.
// - `commits.json`: {base_commit, commits: [{task_id, commit, created_at, ...}]}: a task's commit
//   and when it was made.
// One run is one request, so the import is one spec, in task order.


const ralph_state_Id = schemas.union([schemas.string().min(1), schemas.number()], { error: 'expected a task id such as "task-001"' });
const Lines = schemas.union([schemas.string(), schemas.array(schemas.string())]).nullish();
const Time = schemas.union([schemas.string(), schemas.number()]).nullish();
const StateSchema = schemas.looseObject({
    original_request: schemas.string().nullish(),
    task_order: schemas.array(ralph_state_Id).nullish(),
    task_statuses: schemas.record(schemas.string(), schemas.string()).nullish(),
    last_failure: schemas.looseObject({
        task_id: ralph_state_Id,
        task_title: schemas.string().nullish(),
        error_message: schemas.string().nullish(),
        failed_at: Time,
        log_file: schemas.string().nullish(),
    })
        .nullish(),
});
const TaskSchema = schemas.looseObject({
    id: ralph_state_Id,
    title: schemas.string().nullish(),
    description: schemas.string().nullish(),
    why_this_task_exists: schemas.string().nullish(),
    plain_english_summary: schemas.string().nullish(),
    expected_user_visible_change: schemas.string().nullish(),
    business_logic_context: schemas.record(schemas.string(), schemas.unknown()).nullish(),
    acceptance_criteria: schemas.array(schemas.string()).nullish(),
    verification_plan: Lines,
    dependencies: schemas.array(ralph_state_Id).nullish(),
    priority: schemas.union([schemas.number(), schemas.string()]).nullish(),
    reuse_notes: Lines,
    files_to_modify: schemas.array(schemas.string()).nullish(),
    context: schemas.record(schemas.string(), schemas.unknown()).nullish(),
    status: schemas.string().nullish(),
    estimated_complexity: schemas.union([schemas.string(), schemas.number()]).nullish(),
});
const CommitSchema = schemas.looseObject({
    task_id: ralph_state_Id,
    commit: schemas.string().min(1),
    created_at: Time,
});
/**
 * The loop's own bookkeeping, which Ralph keeps its own way (phase and execution_summary are
 * derived from the statuses and commits; the acknowledgement flags gate the old planning
 * step): dropped without a warning each.
 */
const STATE_QUIET = [
    'version',
    'created_at',
    'updated_at',
    'phase',
    'execution_summary',
    'developer_acknowledged',
    'business_logic_confirmed',
];
const STATE_KEYS = new Set([...Object.keys(StateSchema.shape), ...STATE_QUIET]);
/** `status` is superseded by task_statuses; `priority` is kept as the task order. */
const ralph_state_TASK_KEYS = new Set(Object.keys(TaskSchema.shape));
/** The title and message repeat the task file's title ("ralph: task-001 - ..."). */
const COMMIT_KEYS = new Set([...Object.keys(CommitSchema.shape), 'title', 'message', 'sha', 'hash']);
/** An entry as written, with `sha` or `hash` read as `commit` (hand-kept files use either). */
function commitEntry(entry) {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry) || 'commit' in entry)
        return entry;
    const e = entry;
    const alias = [e.sha, e.hash].find((v) => typeof v === 'string');
    return alias === undefined ? entry : { ...e, commit: alias };
}
/** Where the agent finds what a `context.*_refs` entry points at. */
const REF_FILES = {
    research_refs: '.ralph/research.json',
    decisions_refs: '.ralph/decisions.json',
    code_context_refs: '.ralph/code_context.json',
};
const importRalphState = (path, reader) => {
    const warnings = [];
    const dir = locate(path, reader);
    const stateFile = joinPath(dir, 'state.json');
    const stateDoc = parseJsonSource(stateFile, readSource(reader, stateFile));
    const state = checkShape(stateDoc, StateSchema, stateDoc.value);
    warnUnmapped(state, STATE_KEYS, (k) => place(stateDoc, [k]), new Set(), warnings);
    const loaded = loadTasks(joinPath(dir, 'tasks'), reader, warnings);
    const order = taskOrder(state, stateDoc, loaded, `${dir}/tasks`, warnings);
    const commits = loadCommits(joinPath(dir, 'commits.json'), reader, warnings);
    const results = new Set(tryList(reader, joinPath(dir, 'results')) ?? []);
    for (const id of Object.keys(state.task_statuses ?? {}))
        if (!loaded.has(id))
            warnings.push(`${place(stateDoc, ['task_statuses', id])}: status of task "${id}", which has no file; ignored`);
    for (const [id, c] of commits)
        if (!loaded.has(id))
            warnings.push(`${c.where}: commit of task "${id}", which has no file; ignored`);
    const failure = state.last_failure ?? undefined;
    // task_title repeats the task file's title; log_file goes into the attempt's summary.
    if (failure)
        warnUnmapped(failure, new Set(['task_id', 'task_title', 'error_message', 'failed_at', 'log_file']), (k) => place(stateDoc, ['last_failure', k]), new Set(), warnings);
    const failedId = failure ? String(failure.task_id) : undefined;
    if (failedId !== undefined && !loaded.has(failedId))
        warnings.push(`${place(stateDoc, ['last_failure', 'task_id'])}: last failure of task "${failedId}", which has no file; ignored`);
    const taskIds = new IdAllocator('task', warnings);
    const idOf = new Map();
    for (const raw of order)
        idOf.set(raw, taskIds.take(raw, place(loaded.get(raw).doc, ['id'])));
    const tasks = order.map((raw) => {
        const { task: t, doc } = loaded.get(raw);
        const at = (key) => place(doc, [key]);
        const status = taskStatus(raw, t, doc, stateDoc, state, commits, results, warnings);
        const title = values_text(t.title);
        const description = values_text(t.description) ?? title;
        if (!description)
            throw new ImportError(`${at('description')}: missing; give the task a description`);
        const deps = [];
        for (const d of t.dependencies ?? []) {
            const id = idOf.get(String(d));
            if (id)
                deps.push(id);
            else
                warnings.push(`${at('dependencies')}: unknown task "${d}"; that dependency is dropped`);
        }
        // Plain paths are files the agent reads first; globs cannot be read, so they go to the hints.
        const files = t.files_to_modify ?? [];
        const globs = files.filter((f) => /[*?[\]{}]/.test(f));
        const commit = commits.get(raw);
        let commitHash;
        let completedAt;
        if (commit && status === 'completed') {
            commitHash = commit.commit;
            completedAt = commit.createdAt;
        }
        else if (commit)
            warnings.push(`${commit.where}: commit ${commit.commit} of task "${raw}", which is ${status}; dropped (Ralph records a commit for completed tasks)`);
        let attempts;
        if (failure && failedId === raw) {
            const log = values_text(failure.log_file);
            const summary = values_text(failure.error_message);
            attempts = [
                {
                    number: 1,
                    finishedAt: isoTime(failure.failed_at, place(stateDoc, ['last_failure', 'failed_at']), warnings),
                    summary: summary && log
                        ? `${summary} (details in ${log})`
                        : (summary ?? (log ? `details in ${log}` : undefined)),
                },
            ];
        }
        return {
            id: idOf.get(raw),
            title: title && values_text(t.description) ? title : undefined,
            description,
            status,
            acceptanceCriteria: t.acceptance_criteria ?? undefined,
            dependsOn: deps,
            contextFiles: files.filter((f) => !globs.includes(f)),
            hints: hints(t, globs),
            complexity: mapComplexity(t.estimated_complexity, at('estimated_complexity'), warnings),
            attempts: attempts?.map((a) => Object.fromEntries(Object.entries(a).filter(([, v]) => v !== undefined))),
            completedAt,
            commit: commitHash,
        };
    });
    const request = values_text(state.original_request);
    const specIds = new IdAllocator('spec', warnings);
    const spec = {
        id: specIds.takeSpec(request ? firstWords(request) : 'ralph', place(stateDoc, ['original_request']), 'request'),
        name: request ? oneLine(request) : undefined,
        // The original prompt opens every task with the request: the spec's context does the same.
        context: request,
        file: tryRead(reader, joinPath(dir, 'prd.md')) !== undefined ? '.ralph/prd.md' : undefined,
        tasks,
    };
    return { plan: finishPlan('ralph-state', { specs: [spec] }, warnings), warnings };
};
/** The task files of tasks/, by id; a file without an id takes its name's. */
function loadTasks(tasksDir, reader, warnings) {
    const files = (tryList(reader, tasksDir) ?? []).filter((n) => n.endsWith('.json'));
    const loaded = new Map();
    const seen = new DroppedFields('task files');
    const notText = new Set();
    for (const name of files) {
        const file = joinPath(tasksDir, name);
        const doc = parseJsonSource(file, readSource(reader, file));
        const value = doc.value;
        const withId = value && typeof value === 'object' && !Array.isArray(value) && !('id' in value)
            ? { id: name.replace(/\.json$/, ''), ...value }
            : value;
        const task = checkShape(doc, TaskSchema, withId);
        warnUnmapped(task, ralph_state_TASK_KEYS, (k) => place(doc, [k]), seen, warnings);
        for (const key of Object.keys(task.context ?? {}))
            if (key !== 'notes' && !notText.has(`context.${key}`) && !isTextish(task.context?.[key])) {
                notText.add(`context.${key}`);
                warnings.push(dropped(place(doc, ['context', key]), `context.${key}`, 'is not text Ralph can pass on'));
            }
        const id = String(task.id).trim();
        const other = loaded.get(id);
        if (other)
            throw new ImportError(`${place(doc, ['id'])}: task id "${id}" is also the id in ${other.doc.file}; give each task its own id`);
        loaded.set(id, { task, doc });
    }
    if (loaded.size === 0)
        throw new ImportError(`${tasksDir}: no task files (task-NNN.json); the state alone has no descriptions to import (run /ralph's planning first)`);
    seen.flush(warnings);
    return loaded;
}
/**
 * The order /ralph-start works in: `task_order`, then task files it does not list, by priority
 * (1 first) and id, which is the rule /ralph's planning sorts task_order by.
 */
function taskOrder(state, stateDoc, loaded, tasksDir, warnings) {
    const order = [];
    (state.task_order ?? []).forEach((raw, i) => {
        const id = String(raw);
        if (order.includes(id))
            return;
        if (loaded.has(id))
            order.push(id);
        else
            warnings.push(`${place(stateDoc, ['task_order', i])}: task "${id}" has no file in ${tasksDir}/; skipped (add ${id}.json to import it)`);
    });
    const rest = [...loaded.keys()].filter((id) => !order.includes(id)).sort(compareNatural);
    const ranked = sortByPriority(rest, (id) => {
        const { task, doc } = loaded.get(id);
        return priorityRank(task.priority, place(doc, ['priority']), warnings);
    }, Number.MAX_SAFE_INTEGER);
    if (ranked.length > 0 && state.task_order && state.task_order.length > 0)
        warnings.push(`${place(stateDoc, ['task_order'])}: ${ranked.join(', ')} not in the task order; added at the end by priority`);
    order.push(...ranked);
    return order;
}
/**
 * task_statuses decides; the task file's own status only when the state has none. An
 * in_progress task whose result file and commit both exist finished before the run stopped:
 * /ralph-start's resume marks it completed, and so does the import.
 */
function taskStatus(raw, t, doc, stateDoc, state, commits, results, warnings) {
    const fromState = state.task_statuses?.[raw];
    const status = fromState !== undefined
        ? mapStatus(fromState, place(stateDoc, ['task_statuses', raw]), warnings)
        : mapStatus(t.status, place(doc, ['status']), warnings);
    if (status === 'in_progress' && commits.has(raw) && results.has(`${raw}.md`)) {
        warnings.push(`${place(stateDoc, ['task_statuses', raw])}: task "${raw}" is in_progress, but results/${raw}.md and commits.json record it done; imported as completed, as /ralph-start's resume would`);
        return 'completed';
    }
    return status;
}
/** commits.json by task id: the tool's {commits: [...]} list, or a plain {task_id: commit} map. */
function loadCommits(file, reader, warnings) {
    const out = new Map();
    const source = tryRead(reader, file);
    if (source === undefined)
        return out;
    const doc = parseJsonSource(file, source);
    const value = doc.value;
    if (!value || typeof value !== 'object' || Array.isArray(value))
        throw new ImportError(`${doc.where([])}: expected {"commits": [...]}; check that this is /ralph-start's commits.json`);
    const root = value;
    if (Array.isArray(root.commits)) {
        const seen = new Set();
        root.commits.forEach((entry, i) => {
            const at = ['commits', i];
            const c = checkShape(doc, CommitSchema, commitEntry(entry), at);
            warnUnmapped(c, COMMIT_KEYS, (k) => place(doc, [...at, k]), seen, warnings);
            // A task committed twice (a retry after a failed commit): the last commit is the one that stands.
            out.set(String(c.task_id), {
                commit: c.commit,
                createdAt: isoTime(c.created_at, place(doc, [...at, 'created_at']), warnings),
                where: place(doc, at),
            });
        });
        warnUnmapped(root, new Set(['commits', 'base_commit']), (k) => place(doc, [k]), new Set(), warnings);
        return out;
    }
    for (const [id, entry] of Object.entries(root)) {
        if (id === 'base_commit')
            continue;
        const at = [id];
        // A task committed more than once keeps its last commit.
        const last = Array.isArray(entry) ? entry[entry.length - 1] : entry;
        if (typeof last === 'string' && last !== '')
            out.set(id, { commit: last, where: place(doc, at) });
        else {
            const c = checkShape(doc, CommitSchema, commitEntry({ task_id: id, ...last }), at);
            out.set(id, {
                commit: c.commit,
                createdAt: isoTime(c.created_at, place(doc, [...at, 'created_at']), warnings),
                where: place(doc, at),
            });
        }
    }
    return out;
}
/**
 * What the original prompt gives the agent beyond description and criteria, one line each:
 * the developer-facing fields, business rules, verification steps, reuse notes, globs of files
 * to modify, context notes and the references into .ralph/'s research and decisions.
 */
function hints(t, globs) {
    const lines = [];
    const add = (label, value) => {
        for (const v of flat(value))
            lines.push(label ? `${label}: ${v}` : v);
    };
    add('Why this task exists', t.why_this_task_exists);
    add('In plain English', t.plain_english_summary);
    add('Expected visible change', t.expected_user_visible_change);
    for (const [key, value] of Object.entries(t.business_logic_context ?? {}))
        add(`Business logic (${key.replace(/_/g, ' ')})`, value);
    add('Verification', t.verification_plan);
    add('Reuse', t.reuse_notes);
    if (globs.length > 0)
        add('Files to modify (patterns)', globs.join(', '));
    const context = t.context ?? {};
    add('', context.notes);
    for (const [key, value] of Object.entries(context)) {
        if (key === 'notes' || !isTextish(value))
            continue;
        const items = flat(value);
        if (items.length === 0)
            continue;
        const where = REF_FILES[key];
        lines.push(`${key.replace(/_/g, ' ')}: ${items.join(', ')}${where ? ` (see ${where})` : ''}`);
    }
    return lines.length > 0 ? lines : undefined;
}
function isTextish(value) {
    return (typeof value === 'string' ||
        typeof value === 'number' ||
        (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')));
}
function flat(value) {
    const items = Array.isArray(value) ? value : [value];
    return items
        .filter((v) => typeof v === 'string' || typeof v === 'number')
        .map((v) => String(v).trim())
        .filter((v) => v !== '');
}
/** The first words of the request, up to about 40 characters: a branch name people can read. */
function firstWords(request) {
    const words = request.split(/\s+/).filter(Boolean);
    let out = words[0] ?? 'ralph';
    for (const w of words.slice(1)) {
        if (out.length + 1 + w.length > 40)
            break;
        out += ` ${w}`;
    }
    return out;
}
/** The request's first line, cut at a word to about 100 characters: a name for lists. */
function oneLine(request) {
    const line = request.split('\n')[0].trim();
    if (line.length <= 100)
        return line;
    const cut = line.slice(0, 100);
    return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : 100)}...`;
}
/** PATH is the `.ralph` directory, the project root above it, or state.json itself. */
function locate(path, reader) {
    for (const dir of [path, joinPath(path, '.ralph')])
        if (tryList(reader, dir)?.includes('state.json'))
            return dir;
    if (baseName(path) === 'state.json' && tryList(reader, path) === undefined)
        return joinPath(path, '..');
    throw new ImportError(`${path}: no state.json here; pass the .ralph directory that holds state.json and tasks/`);
}

;// CONCATENATED MODULE: ./build/importers/taskmaster.js
// `taskmaster`: Task Master's `.taskmaster/tasks/tasks.json` (eyaltoledano/claude-task-master:
// `src/constants/task-status.js`, `src/constants/task-priority.js`,
// `scripts/modules/task-manager/find-next-task.js`, `update-single-task-status.js`,
// `scripts/modules/dependency-manager.js`, the tag migration in `scripts/modules/utils.js`, and
// the project's own tasks.json). Its shape:
// - tagged `{"<tag>": {"tasks": [...], "metadata": {...}}}`, or the legacy `{"meta", "tasks"}`,
//   which Task Master itself migrates to the tag "master". Each tag becomes a spec.
// - a task: id (a number, or a string such as "3"), title, description, status (pending,
//   in-progress, done, review, deferred, cancelled), dependencies, priority (high, medium, low),
//   details, testStrategy, complexity (a 1-10 score), subtasks.
// - a subtask: the same, with `acceptanceCriteria` as one string; in its dependencies a number
//   (or a string without a dot) is a sibling subtask and "N.M" any subtask.
// How the import keeps Task Master's meaning:
// - A task with subtasks is worked through its subtasks, so it is not a task of its own (it
//   would be an extra agent run after them): its subtasks carry its description and details
//   as hints, its test strategy as a criterion of its last subtasks, its dependencies on its
//   first subtasks, and a dependency on it becomes one on its last subtasks.
// - `next` takes high before medium before low priority, then fewer dependencies, then the
//   lower id, and subtasks of an in-progress task first: the tasks are put in that order, and
//   Ralph gives a spec's turn to the first ready one.
// - `review` is finished work waiting for review: completed. `deferred` is not picked by
//   `next`: blocked. `cancelled` will not be done: skipped.
// - Task ids are Task Master's ("3", "3.1"); tags other than master prefix theirs ("ui-3.1").


const taskmaster_Id = schemas.union([schemas.number().int().nonnegative(), schemas.string().min(1)], {
    error: 'expected a task id (a number, or a string such as "3" or "3.1")',
});
const SubtaskSchema = schemas.looseObject({
    id: taskmaster_Id,
    title: schemas.string(),
    description: schemas.string().nullish(),
    details: schemas.string().nullish(),
    testStrategy: schemas.string().nullish(),
    acceptanceCriteria: schemas.union([schemas.string(), schemas.array(schemas.string())]).nullish(),
    status: schemas.string().nullish(),
    priority: schemas.string().nullish(),
    dependencies: schemas.array(taskmaster_Id).nullish(),
    complexity: schemas.union([schemas.number(), schemas.string()]).nullish(),
});
const taskmaster_TaskSchema = SubtaskSchema.extend({ subtasks: schemas.array(schemas.unknown()).nullish() });
/** Task Master's words where they differ from the common ones (review: see mapStatus). */
const TM_STATUSES = {
    in_progress: 'in_progress',
    deferred: 'blocked',
    cancelled: 'skipped',
};
/** Kept by the structure itself (the subtask sits under its parent): no warning. */
const taskmaster_QUIET = ['parentId', 'parentTaskId', 'parentTask', 'isSubtask'];
const taskmaster_KNOWN = new Set([...Object.keys(taskmaster_TaskSchema.shape), ...taskmaster_QUIET]);
/** A tag's metadata is bookkeeping (times, counts) apart from its description. */
const META_KNOWN = new Set([
    'description',
    'created',
    'updated',
    'version',
    'lastModified',
    'taskCount',
    'completedCount',
    'tags',
]);
const importTaskmaster = (path, reader) => {
    const warnings = [];
    const file = taskmaster_findFile(path, reader);
    const doc = parseJsonSource(file, readSource(reader, file));
    const tags = findTags(doc, warnings);
    const seen = new DroppedFields();
    const taskIds = new IdAllocator('task', warnings);
    const specIds = new IdAllocator('spec', warnings);
    // Ids are unique per tag in Task Master: tags other than master prefix theirs, whatever other
    // tags the file has, so that adding a tag later does not rename the tasks of this one.
    const specs = tags.map((t) => {
        const units = readUnits(doc, t, seen, warnings);
        const prefix = t.tag !== 'master' ? `${t.tag}-` : '';
        return {
            id: specIds.takeSpec(t.tag, place(doc, t.base), 'tag'),
            name: t.name,
            context: t.description,
            tasks: tagTasks(doc, units, prefix, taskIds, warnings),
        };
    });
    // A fresh project (`task-master init`) has tags with empty lists: nothing to build yet.
    if (specs.every((s) => s.tasks.length === 0))
        throw new ImportError(`${tags.map((t) => place(doc, [...t.base, 'tasks'])).join(', ')}: no tasks; add some first (task-master parse-prd or add-task), then import`);
    seen.flush(warnings);
    return { plan: finishPlan('taskmaster', { specs }, warnings), warnings };
};
/** The tags of the file; the legacy `{meta, tasks}` is Task Master's "master". */
function findTags(doc, warnings) {
    const root = doc.value;
    if (!root || typeof root !== 'object' || Array.isArray(root))
        throw new ImportError(`${doc.where([])}: expected {"master": {"tasks": [...]}} or the legacy {"tasks": [...]}`);
    const obj = root;
    if (Array.isArray(obj.tasks)) {
        // Task Master's own migration keeps `metadata` and drops `meta`; the import keeps what it can.
        const meta = obj.meta && typeof obj.meta === 'object' ? obj.meta : {};
        const metadata = obj.metadata && typeof obj.metadata === 'object' ? obj.metadata : {};
        for (const key of Object.keys(meta))
            if (!['projectName', 'description', 'version', 'createdAt', 'updatedAt'].includes(key))
                warnings.push(dropped(place(doc, ['meta', key]), `meta.${key}`));
        for (const key of Object.keys(obj))
            if (!['tasks', 'meta', 'metadata'].includes(key))
                warnings.push(dropped(place(doc, [key]), key));
        return [
            {
                tag: 'master',
                base: [],
                name: typeof meta.projectName === 'string' ? meta.projectName : undefined,
                description: [meta.description, metadata.description].find((d) => typeof d === 'string'),
            },
        ];
    }
    const tags = [];
    for (const [tag, value] of Object.entries(obj)) {
        if (!value || typeof value !== 'object' || !('tasks' in value)) {
            warnings.push(`${place(doc, [tag])}: "${tag}" is not a tag with "tasks"; ignored`);
            continue;
        }
        const meta = value.metadata;
        const m = meta && typeof meta === 'object' ? meta : {};
        for (const key of Object.keys(m))
            if (!META_KNOWN.has(key))
                warnings.push(dropped(place(doc, [tag, 'metadata', key]), `metadata.${key}`));
        const description = typeof m.description === 'string' ? m.description.trim() : '';
        tags.push({
            tag,
            base: [tag],
            // "Tasks for <tag> context" and "Tag created on <date>" are Task Master's defaults, not the user's words.
            description: description && !/^(Tasks for \S+ context|Tag created on .*)$/.test(description)
                ? description
                : undefined,
        });
    }
    if (tags.length === 0)
        throw new ImportError(`${doc.where([])}: no "tasks" list; expected {"master": {"tasks": [...]}} or the legacy {"tasks": [...]}`);
    return tags;
}
function readUnits(doc, t, seen, warnings) {
    const tasksPath = [...t.base, 'tasks'];
    const list = t.base.length > 0
        ? doc.value[t.tag].tasks
        : doc.value.tasks;
    if (!Array.isArray(list))
        throw new ImportError(`${place(doc, tasksPath)}: expected a list of tasks; write "tasks": [...]`);
    const units = [];
    // Task Master's own files hold subtasks that share an id (its repository has a task whose
    // subtasks are all 42): the import keeps them all, each with an id of its own, and a
    // dependency on that id means the first (the allocator says which id each one got).
    const count = new Map();
    const claim = (id) => {
        const n = (count.get(id) ?? 0) + 1;
        count.set(id, n);
        return n === 1 ? id : `${id}#${n}`;
    };
    list.forEach((value, i) => {
        const at = [...tasksPath, i];
        const task = checkShape(doc, taskmaster_TaskSchema, value, at);
        warnUnmapped(task, taskmaster_KNOWN, (k) => place(doc, [...at, k]), seen, warnings);
        const tmId = String(task.id).trim();
        const key = claim(tmId);
        const subs = (task.subtasks ?? []).map((sv, si) => {
            const sat = [...at, 'subtasks', si];
            const sub = checkShape(doc, SubtaskSchema, sv, sat);
            warnUnmapped(sub, taskmaster_KNOWN, (k) => place(doc, [...sat, k]), seen, warnings);
            const subId = String(sub.id).trim();
            const full = subId.startsWith(`${tmId}.`) ? subId : `${tmId}.${subId}`;
            return { sub, path: sat, tmId: full, key: claim(full) };
        });
        units.push({ task, path: at, tmId, key, subs });
    });
    return units;
}
function tagTasks(doc, units, prefix, taskIds, warnings) {
    const idOf = taskIdsOf(doc, units, prefix, taskIds);
    const deps = dependencyReader(units, idOf, warnings);
    const tasks = [];
    units.forEach((u, ui) => {
        const at = (key) => place(doc, [...u.path, key]);
        const parentStatus = mapStatus(u.task.status, at('status'), warnings, TM_STATUSES);
        const parentRank = priorityRank(u.task.priority, at('priority'), warnings) ?? 2;
        const parentDeps = deps(u.task.dependencies, u.tmId, undefined, () => at('dependencies'));
        // find-next-task breaks ties by how many dependencies the SOURCE lists, not by how many
        // Ralph ids they resolve to (a task with subtasks stands for several).
        const parentDepCount = u.task.dependencies?.length ?? 0;
        // Subtasks of an in-progress task come first in `next`.
        const first = u.task.status?.trim().toLowerCase() === 'in-progress' && u.subs.length > 0 ? 0 : 1;
        if (u.subs.length === 0) {
            tasks.push({
                task: {
                    id: idOf.get(u.key),
                    ...common(u.task, at, warnings),
                    status: parentStatus,
                    dependsOn: parentDeps,
                    blockedReason: parentStatus === 'blocked' && isDeferred(u.task.status) ? 'deferred in Task Master' : undefined,
                },
                key: [first, parentRank, parentDepCount, ui, 0],
            });
            return;
        }
        // The parent's complexity score is the best estimate a subtask without its own has.
        const parentComplexity = u.task.complexity === undefined || u.task.complexity === null
            ? undefined
            : mapComplexity(u.task.complexity, at('complexity'), warnings);
        tasks.push(...subtaskTasks(doc, u, ui, { parentStatus, parentRank, parentDeps, parentDepCount, first, parentComplexity }, idOf, deps, warnings));
    });
    tasks.sort((a, b) => {
        for (let i = 0; i < a.key.length; i++)
            if (a.key[i] !== b.key[i])
                return a.key[i] - b.key[i];
        return 0;
    });
    return tasks.map((t) => t.task);
}
/** A Ralph id for each task without subtasks and each subtask, by its Task Master key. */
function taskIdsOf(doc, units, prefix, taskIds) {
    const idOf = new Map();
    for (const u of units) {
        if (u.subs.length === 0)
            idOf.set(u.key, taskIds.take(`${prefix}${u.tmId}`, place(doc, [...u.path, 'id'])));
        for (const s of u.subs)
            idOf.set(s.key, taskIds.take(`${prefix}${s.tmId}`, place(doc, [...s.path, 'id'])));
    }
    return idOf;
}
function dependencyReader(units, idOf, warnings) {
    const unitOf = new Map(units.map((u) => [u.key, u]));
    /** Ralph ids for a Task Master id: a task with subtasks stands for its last subtasks. */
    const resolve = (target) => {
        const unit = unitOf.get(target);
        if (unit && unit.subs.length > 0)
            return lastSubtasks(unit).map((s) => idOf.get(s.key));
        const id = idOf.get(target);
        return id ? [id] : undefined;
    };
    return (list, self, parent, where) => {
        const out = [];
        for (const d of list ?? []) {
            const s = String(d).trim();
            // find-next-task reads a dot-less id in a subtask's dependencies as a sibling subtask.
            const target = parent !== undefined && !s.includes('.') ? `${parent}.${s}` : s;
            if (target === self) {
                warnings.push(`${where()}: task ${self} depends on itself; that dependency is dropped`);
                continue;
            }
            const ids = resolve(target);
            if (!ids) {
                const sibling = parent !== undefined && !s.includes('.')
                    ? ` (a number in a subtask's dependencies is a sibling subtask: ${target})`
                    : '';
                warnings.push(`${where()}: unknown task ${JSON.stringify(d)}${sibling}; that dependency is dropped`);
                continue;
            }
            for (const id of ids)
                if (!out.includes(id))
                    out.push(id);
        }
        return out;
    };
}
/** The subtasks of a task as Ralph tasks: each with what it takes from its parent. */
function subtaskTasks(doc, u, ui, parent, idOf, deps, warnings) {
    const { parentStatus, parentRank, parentDeps, parentDepCount, first, parentComplexity } = parent;
    const at = (key) => place(doc, [...u.path, key]);
    const last = new Set(lastSubtasks(u).map((s) => s.key));
    const out = [];
    const overridden = [];
    u.subs.forEach((s, si) => {
        const sat = (key) => place(doc, [...s.path, key]);
        let status = mapStatus(s.sub.status, sat('status'), warnings, TM_STATUSES);
        // Setting a task done sets its subtasks done; a cancelled or deferred task's subtasks are never picked.
        const forced = parentStatus === 'completed'
            ? 'completed'
            : parentStatus === 'skipped' || parentStatus === 'blocked'
                ? parentStatus
                : undefined;
        if (forced && status !== forced && status !== 'completed' && status !== 'skipped') {
            overridden.push(s.tmId);
            status = forced;
        }
        const own = deps(s.sub.dependencies, s.tmId, u.tmId, () => sat('dependencies'));
        const siblings = new Set(u.subs.map((x) => idOf.get(x.key)));
        const inherited = own.some((d) => siblings.has(d)) ? [] : parentDeps.filter((d) => !own.includes(d));
        const base = common(s.sub, sat, warnings);
        const criteria = [...(base.acceptanceCriteria ?? [])];
        const strategy = values_text(u.task.testStrategy);
        if (last.has(s.key) && strategy)
            criteria.push(`Task ${u.tmId} as a whole: ${strategy}`);
        const parentLines = [
            `Part of task ${u.tmId}: ${u.task.title.trim().replace(/\.$/, '')}${values_text(u.task.description) ? `. ${values_text(u.task.description)}` : ''}`,
            ...(values_text(u.task.details) ? [`Task ${u.tmId} details: ${values_text(u.task.details)}`] : []),
        ];
        const rank = priorityRank(s.sub.priority, sat('priority'), warnings) ?? parentRank;
        out.push({
            task: {
                id: idOf.get(s.key),
                title: base.title,
                description: base.description,
                status,
                acceptanceCriteria: criteria,
                dependsOn: [...inherited, ...own],
                hints: [...parentLines, ...(base.hints ? [base.hints] : [])],
                complexity: base.complexity ?? parentComplexity,
                blockedReason: status === 'blocked'
                    ? isDeferred(s.sub.status)
                        ? 'deferred in Task Master'
                        : isDeferred(u.task.status)
                            ? `task ${u.tmId} is deferred in Task Master`
                            : undefined
                    : undefined,
            },
            key: [first, parentRank, parentDepCount, ui, rank * 1e6 + (s.sub.dependencies?.length ?? 0) * 1e3 + si],
        });
    });
    if (overridden.length > 0)
        warnings.push(`${at('status')}: task ${u.tmId} is ${u.task.status}, so its subtasks ${overridden.join(', ')} are imported as ${parentStatus}, as Task Master treats them`);
    return out;
}
/** The fields a task and a subtask map alike. */
function common(t, at, warnings) {
    const criteria = [...criteriaList(t.acceptanceCriteria)];
    const strategy = values_text(t.testStrategy);
    if (strategy)
        criteria.push(strategy);
    return {
        title: t.title.trim() || undefined,
        description: values_text(t.description) ?? t.title.trim(),
        acceptanceCriteria: criteria,
        hints: values_text(t.details),
        complexity: mapComplexity(t.complexity, at('complexity'), warnings),
    };
}
/** A subtask's acceptanceCriteria: one string, usually "- a\n- b"; one criterion per item. */
function criteriaList(raw) {
    if (raw === undefined || raw === null)
        return [];
    if (Array.isArray(raw))
        return raw.map((s) => s.trim()).filter(Boolean);
    const lines = raw
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
    const bullet = /^(?:[-*•]|\d+[.)]|\[[ xX]\])\s+/;
    if (lines.length > 1 && lines.every((l) => bullet.test(l)))
        return lines.map((l) => l.replace(bullet, '').trim());
    const s = raw.trim();
    return s ? [s] : [];
}
/** The subtasks no sibling depends on: where the task as a whole is finished. */
function lastSubtasks(u) {
    const needed = new Set();
    for (const s of u.subs)
        for (const d of s.sub.dependencies ?? []) {
            const id = String(d).trim();
            needed.add(id.includes('.') ? id : `${u.tmId}.${id}`);
        }
    const last = u.subs.filter((s) => !needed.has(s.key));
    return last.length > 0 ? last : u.subs;
}
function isDeferred(status) {
    return status?.trim().toLowerCase() === 'deferred';
}
/** PATH is tasks.json, or a directory holding it (itself, tasks/, or .taskmaster/tasks/). */
function taskmaster_findFile(path, reader) {
    if (tryList(reader, path) === undefined)
        return path;
    for (const dir of [path, joinPath(path, 'tasks'), joinPath(path, '.taskmaster/tasks')])
        if (tryList(reader, dir)?.includes('tasks.json'))
            return joinPath(dir, 'tasks.json');
    throw new ImportError(`${path}: no tasks.json here; pass the file (usually .taskmaster/tasks/tasks.json)`);
}

;// CONCATENATED MODULE: ./build/importers/index.js
// The importers by format name (`ralph import FORMAT PATH`). Each is a pure function from the
// files it reads through a SourceReader to a valid plan plus warnings; see kit/.








const IMPORTERS = {
    'markdown-tasks': {
        importer: importMarkdownTasks,
        summary: 'mabulu-inc/ralph docs/tasks/T-NNN.md; milestones become specs (PATH: the directory)',
    },
    'jsonc-tasks': {
        importer: importJsoncTasks,
        summary: "spectr tasks.jsonc with tasks-N.jsonc children; sections become specs, tasks in spectr ralph's order (PATH: the file or its directory)",
    },
    'ralph-db': {
        importer: importRalphDb,
        summary: '.ralph/db/{tasks,features,disciplines}.yaml; features become specs (PATH: the db directory)',
    },
    'ralph-state': {
        importer: importRalphState,
        summary: "the /ralph command's .ralph/state.json, tasks/*.json and commits.json; one spec per request (PATH: the .ralph directory)",
    },
    taskmaster: {
        importer: importTaskmaster,
        summary: 'Task Master tasks.json, tagged or not; tags become specs (PATH: the file)',
    },
    prd: {
        importer: importPrd,
        summary: 'snarktank/ralph prd.json; one spec, stories in priority order, each waits for the one before (PATH: the file)',
    },
};
const IMPORT_FORMATS = Object.keys(IMPORTERS);
function isImportFormat(name) {
    return Object.hasOwn(IMPORTERS, name);
}
/** Runs the importer for `format`; throws ImportError for input it cannot convert. */
function importPlan(format, path, reader) {
    if (!isImportFormat(format))
        throw new ImportError(`unknown format "${format}"; use one of ${IMPORT_FORMATS.join(', ')}`);
    return IMPORTERS[format].importer(path, reader);
}

// EXTERNAL MODULE: ./build/cli/command.js
var command = __webpack_require__(3192);
;// CONCATENATED MODULE: ./build/cli/import.js








const importCommand = {
    name: 'import',
    args: 'FORMAT PATH',
    about: `Converts another tool's tasks into a plan, deterministically (no agent runs).
Without --write it prints the plan on stdout and what it could not map on stderr.
With --write it merges the tasks into the plan: tasks already there keep their
id, status, attempts and comments; descriptions come from PATH; new tasks are
added. Importing the same source again leaves the plan byte for byte as it was.
A summary line counts the warnings: each is a field dropped or a value changed.

Formats:
${IMPORT_FORMATS.map((f) => `  ${f.padEnd(15)} ${IMPORTERS[f].summary}`).join('\n')}`,
    options: {
        write: { type: 'boolean', help: 'save into the plan (created when there is none)' },
        prune: {
            type: 'boolean',
            help: 'with --write: drop tasks that disappeared from their spec (by default they are kept and reported)',
        },
        ...command/* PLAN_OPTION */.w,
    },
    positionals: [2, 2],
    async run(ctx) {
        const [format, source] = ctx.positionals;
        if (!IMPORT_FORMATS.includes(format))
            throw new command/* UsageError */.eb(`unknown format "${format}"; use one of ${IMPORT_FORMATS.join(', ')}`);
        if (ctx.values.prune && !ctx.values.write)
            throw new command/* UsageError */.eb('--prune only applies with --write');
        let result;
        try {
            result = importPlan(format, source, fileReader(ctx.cwd));
        }
        catch (e) {
            if (e instanceof ImportError)
                throw new command/* UsageError */.eb(`cannot import ${source} as ${format}:\n${e.message}`);
            throw e;
        }
        for (const w of result.warnings)
            ctx.err(`warning: ${w}`);
        ctx.err(summary(source, format, result));
        if (!ctx.values.write) {
            ctx.out((0,plan_file/* serializePlan */.S1)(result.plan));
            return 0;
        }
        const path = (0,project_root/* resolvePlanPath */.PC)(ctx.cwd, (0,command/* stringOption */.Pp)(ctx, 'plan'));
        const prune = Boolean(ctx.values.prune);
        let merged;
        if ((0,external_node_fs_.existsSync)(path)) {
            merged = await (0,plan_file/* updatePlan */.td)(path, (plan) => {
                const m = (0,merge/* mergePlans */.Je)(plan, result.plan, { prune });
                replaceContents(plan, m.plan);
                return m;
            });
        }
        else {
            merged = (0,merge/* mergePlans */.Je)(undefined, result.plan);
            const problems = (0,checks/* planProblems */.s4)(merged.plan);
            if (problems.length > 0)
                throw new plan_file/* PlanError */.W6(path, problems);
            (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(path), { recursive: true });
            (0,plan_file/* writeAtomic */.vZ)(path, (0,plan_file/* serializePlan */.S1)(merged.plan));
        }
        for (const w of merged.warnings)
            ctx.err(`warning: ${w}`);
        ctx.err(report(merged, prune, path));
        return 0;
    },
};
/** One line a person can check the import by: what came in, and how much did not fit. */
function summary(source, format, result) {
    const tasks = result.plan.specs.reduce((n, s) => n + s.tasks.length, 0);
    const specs = result.plan.specs.length;
    const w = result.warnings.length;
    const warned = w === 0
        ? 'no warnings'
        : `${w} warning${w === 1 ? '' : 's'} above (each a field dropped or a value changed to fit)`;
    return `${source} (${format}): ${tasks} task${tasks === 1 ? '' : 's'} in ${specs} spec${specs === 1 ? '' : 's'}; ${warned}`;
}
/** The file system under `cwd`, as importers read it. */
function fileReader(cwd) {
    return {
        read: (path) => (0,external_node_fs_.readFileSync)((0,external_node_path_.resolve)(cwd, path), 'utf8'),
        list: (dir) => (0,external_node_fs_.readdirSync)((0,external_node_path_.resolve)(cwd, dir)),
    };
}
/** updatePlan saves the object it handed out, so the merge result goes into that object. */
function replaceContents(target, source) {
    const t = target;
    for (const key of Object.keys(t))
        delete t[key];
    Object.assign(t, source);
}
function report(m, prune, path) {
    const list = (ids) => {
        if (ids.length === 0)
            return '';
        const shown = ids.slice(0, 20).join(', ');
        return `: ${shown}${ids.length > 20 ? `, and ${ids.length - 20} more` : ''}`;
    };
    const lines = [
        `${path}: ${m.added.length} added${list(m.added)}`,
        `${m.kept.length} kept (status, attempts and comments unchanged)${list(m.kept)}`,
    ];
    if (m.removed.length > 0)
        lines.push(prune
            ? `${m.removed.length} removed (--prune)${list(m.removed)}`
            : `${m.removed.length} no longer in the source, kept in the plan (--prune drops them)${list(m.removed)}`);
    return lines.join('\n');
}


/***/ }),

/***/ 8998:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ globSegment)
/* harmony export */ });
// One path segment's glob (`*`, `?`) as a test on names in one directory: what spectr's
// `includes` and plan mode's spec patterns need, no more (no `**`, no classes).
function globSegment(seg) {
    const body = seg
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '[^/]*')
        .replace(/\?/g, '[^/]');
    return new RegExp(`^${body}$`);
}


/***/ })

};
