export const id = 735;
export const ids = [735];
export const modules = {

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

/***/ 7735:
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
var plan_file = __webpack_require__(8224);
// EXTERNAL MODULE: ./build/adapters/project-root.js
var project_root = __webpack_require__(2757);
// EXTERNAL MODULE: ./build/core/checks.js
var checks = __webpack_require__(4813);
// EXTERNAL MODULE: ./build/core/merge.js
var merge = __webpack_require__(4194);
// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(9547);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./build/core/plan.js
var core_plan = __webpack_require__(4115);
;// CONCATENATED MODULE: ./build/importers/common.js
// What every importer shares: the reader it gets its files through (so importers stay pure
// functions of file contents), the error for input it cannot read (file, place, what to fix),
// parsing with line and column, safe ids, status and complexity words, and the last step that
// turns what an importer gathered into a plan that passes `planProblems`.





/** Input an importer cannot convert. The message names the file, the place, and what to fix. */
class ImportError extends Error {
    problems;
    constructor(problems) {
        const list = typeof problems === 'string' ? [problems] : problems;
        super(list.join('\n'));
        this.name = 'ImportError';
        this.problems = list;
    }
}
/** A reader over an in-memory map of path -> text; directories are implied by the paths. */
function memoryReader(files) {
    const norm = (p) => posix.normalize(p).replace(/\/+$/, '');
    const map = new Map(Object.entries(files).map(([p, t]) => [norm(p), t]));
    return {
        read(path) {
            const text = map.get(norm(path));
            if (text === undefined)
                throw new Error(`ENOENT: no such file, open '${path}'`);
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
                throw new Error(`ENOTDIR: not a directory, scandir '${dir}'`);
            return [...names].sort();
        },
    };
}
// ---------------------------------------------------------------------------------------------
// Files
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
/** `file:line:column: path` for messages about one place in a source. */
function place(doc, path) {
    return path.length > 0 ? `${doc.where(path)}: ${(0,checks/* formatPath */.jV)(path)}` : doc.where(path);
}
function lineColumn(text, offset) {
    let line = 1;
    let lineStart = 0;
    for (let i = 0; i < offset && i < text.length; i++) {
        if (text.charCodeAt(i) === 10) {
            line++;
            lineStart = i + 1;
        }
    }
    return `${line}:${offset - lineStart + 1}`;
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
            return `${file}:${lineColumn(text, at)}`;
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
// ---------------------------------------------------------------------------------------------
// Shape checks: zod schemas of the source formats, with errors that point into the file
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
        problems.push(`${doc.file}: ... and ${more} more problem(s)`);
    throw new ImportError(problems);
}
// ---------------------------------------------------------------------------------------------
// Ids
/** A branch- and file-safe form of `raw`: unsafe characters become "-". */
function slugify(raw, lower = false) {
    let s = raw.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
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
        const reason = (0,checks/* unsafeIdReason */.wg)(trimmed);
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
}
// ---------------------------------------------------------------------------------------------
// Words other tools use
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
    const found = words[key] ?? words[key.split('_')[0]];
    if (found)
        return found;
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
            else if (task.status === 'completed' && !(0,core_plan/* isDone */.$L)(target.status))
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
    // The scheduler takes an in_progress task without a start time for a running job.
    const running = [...tasks.values()]
        .filter((t) => t.status === 'in_progress' && !t.startedAt)
        .map((t) => t.id);
    if (running.length > 0)
        warnings.push(`in progress in the source: ${running.map((id) => `"${id}"`).join(', ')}; Ralph counts an in_progress task as running, so its spec waits for it (\`ralph set ID --status pending\` hands it to Ralph)`);
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
        throw new Error(`internal error: the ${format} importer made an invalid plan (please report it):\n${problems.map(checks/* formatProblem */.Vw).join('\n')}`);
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
/** Text as one string: a list of lines is joined. */
function common_text(value) {
    if (value === undefined || value === null)
        return undefined;
    const s = Array.isArray(value) ? value.join('\n') : value;
    return s.trim() === '' ? undefined : s.trim();
}
/** Warns once per key of `obj` that is neither mapped nor deliberately ignored. */
function warnUnmapped(obj, known, where, seen, warnings) {
    for (const key of Object.keys(obj)) {
        if (known.has(key) || seen.has(key))
            continue;
        seen.add(key);
        warnings.push(`${where(key)}: field "${key}" has no place in a Ralph plan; ignored`);
    }
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(2311);
;// CONCATENATED MODULE: ./build/importers/jsonc-tasks.js
// `jsonc-tasks`: task lists in `tasks*.jsonc` (comments and trailing commas allowed). A file is
// a list of tasks or `{ "parent"?, "section"?, "tasks": [...] }`; a task has `id`, `section`,
// `description`, `status` and optionally `title`, `parent`, `dependsOn`, `acceptanceCriteria`,
// `files`, `produces`, `hints`, `complexity`, inline `children`, and `$ref` (a file holding its
// children). An entry that is only `{ "$ref": "file" }` includes that file's tasks in place.
//
// Sections become specs. Dependencies follow the ids: children of one parent run in id order
// (1.2 after 1.1), the first of them waits for what its parent waits for, and the parent comes
// after its children (it is done when they are).



const Id = schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* number */.aig()], {
    error: 'expected a task id (a string or a number)',
});
const Strings = schemas/* array */.YOg(schemas/* string */.YjP());
const EntrySchema = schemas/* looseObject */._H3({
    id: Id,
    title: schemas/* string */.YjP().optional(),
    description: schemas/* string */.YjP().optional(),
    section: schemas/* string */.YjP().optional(),
    status: schemas/* string */.YjP().optional(),
    parent: Id.optional(),
    dependsOn: schemas/* array */.YOg(Id).optional(),
    dependencies: schemas/* array */.YOg(Id).optional(),
    acceptanceCriteria: Strings.optional(),
    files: Strings.optional(),
    contextFiles: Strings.optional(),
    produces: Strings.optional(),
    outputArtifacts: Strings.optional(),
    hints: schemas/* union */.KCZ([schemas/* string */.YjP(), Strings]).optional(),
    notes: schemas/* union */.KCZ([schemas/* string */.YjP(), Strings]).optional(),
    complexity: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()]).optional(),
    $ref: schemas/* string */.YjP().min(1).optional(),
    children: schemas/* array */.YOg(schemas/* unknown */.L5J()).optional(),
});
const KNOWN = new Set(Object.keys(EntrySchema.shape));
const importJsoncTasks = (path, reader) => {
    const warnings = [];
    const loader = new Loader(reader, warnings);
    for (const root of rootFiles(path, reader, loader))
        loader.include(root, {}, []);
    const found = loader.found;
    if (found.length === 0)
        throw new ImportError(`${path}: no tasks found; add entries with "id" and "description"`);
    const byId = new Map();
    for (const f of found) {
        const first = byId.get(f.rawId);
        if (first)
            throw new ImportError(`${place(f.doc, [...f.path, 'id'])}: task id "${f.rawId}" is also used at ${place(first.doc, [...first.path, 'id'])}; give each task its own id`);
        byId.set(f.rawId, f);
    }
    // Parent: explicit, else from the enclosing file or task, else the id's prefix ("1.2" -> "1").
    for (const f of found) {
        if (f.parent !== undefined && !byId.has(f.parent)) {
            warnings.push(`${place(f.doc, [...f.path, 'parent'])}: parent "${f.parent}" is not a task; ignored`);
            f.parent = undefined;
        }
        if (f.parent === undefined) {
            const dot = f.rawId.lastIndexOf('.');
            if (dot > 0 && byId.has(f.rawId.slice(0, dot)))
                f.parent = f.rawId.slice(0, dot);
        }
        if (f.parent === f.rawId)
            f.parent = undefined;
    }
    const sectionOf = (f, seen = new Set()) => {
        if (f.section !== undefined)
            return f.section;
        if (f.parent === undefined || seen.has(f.rawId))
            return undefined;
        seen.add(f.rawId);
        return sectionOf(byId.get(f.parent), seen);
    };
    const taskIds = new IdAllocator('task', warnings);
    const specIds = new IdAllocator('spec', warnings);
    const idOf = new Map();
    for (const f of found)
        idOf.set(f.rawId, taskIds.take(f.rawId, place(f.doc, [...f.path, 'id'])));
    const children = new Map();
    for (const f of found) {
        if (f.parent === undefined)
            continue;
        const list = children.get(f.parent) ?? [];
        list.push(f);
        children.set(f.parent, list);
    }
    // Children of one parent run in id order; the first waits for what its parent waits for
    // (the parent itself comes after all of them).
    const explicitOf = (f) => [...(f.entry.dependsOn ?? []), ...(f.entry.dependencies ?? [])].map(String).filter((d) => byId.has(d));
    const firstChild = new Set();
    const inferred = new Map();
    for (const [parent, list] of children) {
        const sorted = [...list].sort((a, b) => compareNatural(a.rawId, b.rawId));
        sorted.forEach((f, i) => {
            if (i > 0)
                inferred.set(f.rawId, [sorted[i - 1].rawId]);
            else
                firstChild.add(f.rawId);
        });
        inferred.set(parent, [...(inferred.get(parent) ?? []), ...sorted.map((f) => f.rawId)]);
    }
    const upstream = (f, depth = 0) => {
        const own = explicitOf(f);
        if (!firstChild.has(f.rawId) || f.parent === undefined || depth > found.length)
            return own;
        return [...own, ...upstream(byId.get(f.parent), depth + 1)];
    };
    for (const f of found)
        if (firstChild.has(f.rawId))
            inferred.set(f.rawId, [...(inferred.get(f.rawId) ?? []), ...upstream(byId.get(f.parent))]);
    const specs = new Map();
    for (const f of found) {
        const e = f.entry;
        const at = (key) => place(f.doc, [...f.path, key]);
        const section = sectionOf(f)?.trim() || '';
        let spec = specs.get(section);
        if (!spec) {
            spec = {
                id: specIds.take(section || 'tasks', at('section'), true),
                name: section || undefined,
                tasks: [],
            };
            specs.set(section, spec);
        }
        const explicit = [...(e.dependsOn ?? []), ...(e.dependencies ?? [])].map(String);
        const deps = [];
        for (const raw of [...explicit, ...(inferred.get(f.rawId) ?? [])]) {
            const id = idOf.get(raw);
            if (id)
                deps.push(id);
            else
                warnings.push(`${at(e.dependsOn ? 'dependsOn' : 'dependencies')}: unknown task "${raw}"; that dependency is dropped`);
        }
        const description = e.description?.trim() || e.title?.trim();
        if (!description)
            throw new ImportError(`${at('description')}: missing; give the task a description`);
        const task = {
            id: idOf.get(f.rawId),
            title: e.title?.trim() && e.description?.trim() ? e.title.trim() : undefined,
            description,
            status: mapStatus(e.status, at('status'), warnings),
            acceptanceCriteria: e.acceptanceCriteria,
            dependsOn: deps,
            contextFiles: [...(e.contextFiles ?? []), ...(e.files ?? [])],
            outputArtifacts: [...(e.outputArtifacts ?? []), ...(e.produces ?? [])],
            hints: common_text(e.hints) ?? common_text(e.notes),
            complexity: mapComplexity(e.complexity, at('complexity'), warnings),
        };
        spec.tasks.push(task);
    }
    return { plan: finishPlan('jsonc-tasks', { specs: [...specs.values()] }, warnings), warnings };
};
/** `tasks*.jsonc` files that no other file includes with `$ref`; or the one file given. */
function rootFiles(path, reader, loader) {
    const names = tryList(reader, path);
    if (!names)
        return [path];
    const files = names
        .filter((n) => /^tasks.*\.jsonc$/i.test(n))
        .sort((a, b) => compareNatural(a.replace(/\.jsonc$/i, ''), b.replace(/\.jsonc$/i, '')))
        .map((n) => joinPath(path, n));
    if (files.length === 0)
        throw new ImportError(`${path}: no tasks*.jsonc file here; pass the file, or the directory that holds it`);
    const referenced = new Set();
    for (const file of files)
        for (const ref of refsIn(loader.doc(file).value))
            referenced.add(resolveRef(file, ref));
    const roots = files.filter((f) => !referenced.has(f));
    // Every file is referenced: a cycle; start from the first so the cycle is reported.
    return roots.length > 0 ? roots : files.slice(0, 1);
}
function refsIn(value) {
    const out = [];
    const walk = (v) => {
        if (Array.isArray(v))
            v.forEach(walk);
        else if (v && typeof v === 'object') {
            const o = v;
            if (typeof o.$ref === 'string')
                out.push(o.$ref);
            Object.values(o).forEach(walk);
        }
    };
    walk(value);
    return out;
}
function resolveRef(from, ref) {
    return external_node_path_.posix.normalize(joinPath(dirOf(from), ref.split('#')[0]));
}
class Loader {
    reader;
    warnings;
    found = [];
    docs = new Map();
    includedAt = new Map();
    unmapped = new Map();
    constructor(reader, warnings) {
        this.reader = reader;
        this.warnings = warnings;
    }
    doc(file, from) {
        let doc = this.docs.get(file);
        if (!doc) {
            const hint = from ? `fix the "$ref" at ${from}` : 'check the path';
            doc = parseJsonSource(file, readSource(this.reader, file, hint), { jsonc: true });
            this.docs.set(file, doc);
        }
        return doc;
    }
    /** Adds the tasks of `file`; `stack` is the chain of files including it, for cycles. */
    include(file, ctx, stack, from) {
        if (stack.includes(file))
            throw new ImportError(`${from}: "$ref" cycle ${[...stack, file].join(' -> ')}; remove one of these references`);
        const first = this.includedAt.get(file);
        if (first !== undefined)
            throw new ImportError(`${from ?? file}: ${file} is already included (at ${first}); include each file once`);
        this.includedAt.set(file, from ?? file);
        const doc = this.doc(file, from);
        const v = doc.value;
        let entries;
        let base;
        if (Array.isArray(v)) {
            entries = v;
            base = [];
        }
        else if (v && typeof v === 'object' && Array.isArray(v.tasks)) {
            const head = checkShape(doc, schemas/* looseObject */._H3({ parent: Id.optional(), section: schemas/* string */.YjP().optional() }), v);
            entries = v.tasks;
            base = ['tasks'];
            ctx = {
                parent: head.parent !== undefined ? String(head.parent) : ctx.parent,
                section: head.section ?? ctx.section,
            };
        }
        else {
            throw new ImportError(`${doc.where([])}: expected a list of tasks, or an object with "tasks": [...]; wrap the tasks in one`);
        }
        this.entries(doc, entries, base, ctx, [...stack, file]);
    }
    entries(doc, entries, base, ctx, stack) {
        entries.forEach((raw, i) => {
            const path = [...base, i];
            const obj = raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : undefined;
            if (obj && obj.id === undefined && obj.$ref !== undefined) {
                const ref = checkShape(doc, schemas/* looseObject */._H3({ $ref: schemas/* string */.YjP().min(1) }), obj, path).$ref;
                this.include(resolveRef(doc.file, ref), ctx, stack, place(doc, [...path, '$ref']));
                return;
            }
            const entry = checkShape(doc, EntrySchema, raw, path);
            const seen = this.unmapped.get(doc.file) ?? new Set();
            this.unmapped.set(doc.file, seen);
            warnUnmapped(entry, KNOWN, (key) => place(doc, [...path, key]), seen, this.warnings);
            const rawId = String(entry.id).trim();
            this.found.push({
                entry,
                doc,
                path,
                rawId,
                parent: entry.parent !== undefined ? String(entry.parent).trim() : ctx.parent,
                section: entry.section ?? (entry.parent === undefined ? ctx.section : undefined),
            });
            const mine = { parent: rawId, section: undefined };
            if (entry.children)
                this.entries(doc, entry.children, [...path, 'children'], mine, stack);
            if (entry.$ref)
                this.include(resolveRef(doc.file, entry.$ref), mine, stack, place(doc, [...path, '$ref']));
        });
    }
}

;// CONCATENATED MODULE: ./build/importers/markdown-tasks.js

const FIELD_NAMES = {
    status: 'status',
    state: 'status',
    milestone: 'milestone',
    depends: 'depends',
    'depends on': 'depends',
    dependencies: 'depends',
    deps: 'depends',
    touches: 'touches',
    files: 'touches',
    complexity: 'complexity',
    produces: 'produces',
    outputs: 'produces',
};
const SECTION_NAMES = {
    description: 'description',
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
const HEADING = /^#\s+([^\s:]+?)\s*(?::|\s[-—–]\s)\s*(.+?)\s*#*\s*$/;
const FIELD_LINE = /^\s*(?:[-*+]\s+)?(\*\*|__)?([A-Za-z][A-Za-z /]*?)\s*(?::\1|\1\s*:|:)\s*(.*?)\s*$/;
const NONE = /^(none|n\/a|na|-+|—|–|\(none\))?$/i;
const importMarkdownTasks = (path, reader) => {
    const warnings = [];
    const files = findTaskFiles(path, reader, warnings);
    const parsed = files.map((file) => parseTaskFile(file, readSource(reader, file), warnings));
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
        const where = (f) => `${t.file}:${f.line}`;
        const milestone = t.fields.get('milestone');
        const spec = specFor(milestone, t, specs, specIds);
        const statusField = t.fields.get('status');
        if (!statusField)
            warnings.push(`${t.file}:${t.line}: no Status line; imported as pending`);
        const status = statusField ? mapStatus(statusField.value, where(statusField), warnings) : 'pending';
        const depends = [];
        for (const f of [t.fields.get('depends'), t.sections.get('depends')]) {
            if (!f || NONE.test(f.value.trim()))
                continue;
            // `[T-003](T-003.md)` is T-003; ids are compared whole, so one with a "/" is still found.
            const tokens = f.value.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').split(/[\s,;]+/);
            for (const token of tokens) {
                const clean = token.replace(/^[[(`*_]+|[\])`*_.:]+$/g, '').replace(/\.md$/i, '');
                if (!clean)
                    continue;
                const raw = byRawId.has(clean) ? clean : lowerIds.get(clean.toLowerCase());
                if (raw)
                    depends.push(idOf.get(raw));
                else if (/^[A-Za-z]+-?\d/.test(clean))
                    warnings.push(`${where(f)}: depends on "${clean}", which no task file has; that dependency is dropped`);
            }
        }
        const blocked = markdown_tasks_text(t.sections.get('blocked'));
        let blockedReason;
        if (blocked && status === 'blocked')
            blockedReason = blocked;
        else if (blocked)
            warnings.push(`${where(t.sections.get('blocked'))}: a "## Blocked" section on a ${status} task; ignored (set Status: blocked to keep it)`);
        const notes = markdown_tasks_text(t.sections.get('notes'));
        const complexity = t.fields.get('complexity');
        const description = [
            markdown_tasks_text(t.sections.get('description')) ?? (t.preamble.join('\n').trim() || t.title),
            ...t.extra,
        ].join('\n\n');
        const task = {
            id: idOf.get(t.rawId),
            title: t.title,
            description,
            status,
            acceptanceCriteria: listItems(t.sections.get('acceptance')?.value ?? ''),
            dependsOn: depends,
            contextFiles: paths(t.fields.get('touches'), t.sections.get('touches')),
            outputArtifacts: paths(t.fields.get('produces'), t.sections.get('produces')),
            hints: markdown_tasks_text(t.sections.get('hints')),
            complexity: complexity ? mapComplexity(complexity.value, where(complexity), warnings) : undefined,
            comments: notes ? [{ author: 'completion-notes', body: notes }] : undefined,
            blockedReason,
        };
        spec.tasks.push(task);
    }
    return { plan: finishPlan('markdown-tasks', { specs: [...specs.values()] }, warnings), warnings };
};
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
function parseTaskFile(file, source, warnings) {
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
    if (!m)
        throw new ImportError(`${file}:${i + 1}: expected the task heading "# ${stem.match(/^[A-Za-z]+-?\d+/)?.[0] ?? 'T-NNN'}: title" here; add it as the first line`);
    const t = {
        file,
        line: i + 1,
        rawId: m[1],
        title: m[2].replace(/\*\*/g, '').trim(),
        fields: new Map(),
        sections: new Map(),
        extra: [],
        preamble: [],
    };
    const fromName = /^[A-Za-z]+-?\d+/.exec(stem)?.[0];
    const comparable = (id) => id.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    if (fromName && !comparable(t.rawId).startsWith(comparable(fromName)))
        warnings.push(`${file}:${t.line}: the file name says "${fromName}" but the heading says "${t.rawId}"; the heading's id is used`);
    let section;
    const closeSection = () => {
        if (!section)
            return;
        const body = section.body.join('\n').trim();
        if (section.key) {
            if (!t.sections.has(section.key))
                t.sections.set(section.key, { value: body, line: section.line });
        }
        else if (body)
            t.extra.push(`### ${section.heading}\n\n${body}`);
    };
    const seenUnknown = new Set();
    for (i++; i < lines.length; i++) {
        const line = lines[i];
        const h = /^##\s+(.+?)\s*#*\s*$/.exec(line);
        if (h && !line.startsWith('###')) {
            closeSection();
            const heading = h[1].replace(/\*\*/g, '').replace(/:$/, '').trim();
            section = { key: SECTION_NAMES[heading.toLowerCase()], heading, line: i + 1, body: [] };
            continue;
        }
        if (section) {
            section.body.push(line);
            continue;
        }
        const f = FIELD_LINE.exec(line);
        const key = f?.[2]?.trim().toLowerCase();
        const name = key ? FIELD_NAMES[key] : undefined;
        if (f && name) {
            if (!t.fields.has(name))
                t.fields.set(name, { value: f[3].replace(/\*\*/g, '').trim(), line: i + 1 });
        }
        else if (f?.[1] && key) {
            if (!seenUnknown.has(key))
                warnings.push(`${file}:${i + 1}: field "${f[2]}" has no place in a Ralph plan; ignored`);
            seenUnknown.add(key);
        }
        else
            t.preamble.push(line);
    }
    closeSection();
    return t;
}
function specFor(milestone, t, specs, specIds) {
    const raw = milestone?.value.trim() || '';
    const m = /^(\S+?)\s*(?::|\s[-—–]\s)\s*(.+)$/.exec(raw);
    const key = NONE.test(raw) ? '' : (m?.[1] ?? raw);
    const name = m?.[2]?.trim() ?? (key || undefined);
    const known = specs.get(key);
    if (known)
        return known;
    const where = milestone ? `${t.file}:${milestone.line}` : `${t.file}:${t.line}`;
    const spec = { id: specIds.take(key || 'tasks', where, true), name, tasks: [] };
    specs.set(key, spec);
    return spec;
}
function markdown_tasks_text(field) {
    const v = field?.value.trim();
    return v && !NONE.test(v) ? v : undefined;
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
/** Repository paths from `a, b` on a field line or a list in a section: `code` spans, else the first word. */
function paths(...fields) {
    const out = [];
    for (const f of fields) {
        if (!f)
            continue;
        const pieces = f.value.includes('\n') ? listItems(f.value) : f.value.split(',');
        for (const piece of pieces) {
            const code = /`([^`]+)`/.exec(piece)?.[1];
            const p = (code ?? piece.trim().split(/\s+/)[0] ?? '').trim();
            if (p && !NONE.test(p) && !out.includes(p))
                out.push(p);
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./build/importers/prd.js
// `prd`: a `prd.json` of user stories, as the original Ralph loop keeps them:
// `{ project, branchName, description, userStories: [{ id, title, description,
// acceptanceCriteria, priority, passes, notes }] }`. The PRD becomes one spec (named after its
// branch, without a `ralph/` prefix, since Ralph adds its own); stories become tasks in
// priority order; `passes: true` means completed; notes become hints.


const StorySchema = schemas/* looseObject */._H3({
    id: schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* number */.aig()], { error: 'expected a story id such as "US-001"' }),
    title: schemas/* string */.YjP().min(1),
    description: schemas/* string */.YjP().nullish(),
    acceptanceCriteria: schemas/* array */.YOg(schemas/* string */.YjP()).nullish(),
    priority: schemas/* number */.aig().nullish(),
    passes: schemas/* boolean */.zMY().nullish(),
    notes: schemas/* string */.YjP().nullish(),
});
const PrdSchema = schemas/* looseObject */._H3({
    project: schemas/* string */.YjP().nullish(),
    branchName: schemas/* string */.YjP().nullish(),
    description: schemas/* string */.YjP().nullish(),
    userStories: schemas/* array */.YOg(schemas/* unknown */.L5J()),
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
    const seen = new Set();
    const stories = prd.userStories.map((value, i) => {
        const at = ['userStories', i];
        const story = checkShape(doc, StorySchema, value, at);
        warnUnmapped(story, STORY_KEYS, (k) => place(doc, [...at, k]), seen, warnings);
        return { story, at, index: i };
    });
    // Priority order (lower first); stories without one keep their place after those with one.
    stories.sort((a, b) => (a.story.priority ?? Number.MAX_SAFE_INTEGER) - (b.story.priority ?? Number.MAX_SAFE_INTEGER) ||
        a.index - b.index);
    const firstAt = new Map();
    const taskIds = new IdAllocator('task', warnings);
    const tasks = stories.map(({ story, at }) => {
        const raw = String(story.id).trim();
        const here = place(doc, [...at, 'id']);
        const first = firstAt.get(raw);
        if (first)
            throw new ImportError(`${here}: story id "${raw}" is also used at ${first}; give each story its own id`);
        firstAt.set(raw, here);
        return {
            id: taskIds.take(raw, here),
            title: story.title.trim(),
            description: common_text(story.description) ?? story.title.trim(),
            status: story.passes ? 'completed' : 'pending',
            acceptanceCriteria: story.acceptanceCriteria ?? undefined,
            hints: common_text(story.notes),
        };
    });
    const branch = prd.branchName?.trim().replace(/^ralph\//, '');
    const specRaw = branch || prd.project?.trim() || 'prd';
    const spec = {
        id: new IdAllocator('spec', warnings).take(specRaw, place(doc, [branch ? 'branchName' : 'project']), true),
        name: prd.project?.trim() || undefined,
        context: common_text(prd.description),
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
// `ralph-db`: the YAML database in `.ralph/db/`: `tasks.yaml` (required), `features.yaml` and
// `disciplines.yaml`, snake_case keys. Each feature becomes a spec (and an entry of the plan's
// features[], with its knowledge paths and context files); disciplines keep their system
// prompts, skills, conventions and MCP servers; a task keeps its context files, output
// artifacts, hints, comments and provenance.



const ralph_db_Id = schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* number */.aig().int()], {
    error: 'expected a task id (a number or a string)',
});
const ralph_db_Strings = schemas/* array */.YOg(schemas/* string */.YjP()).nullish();
const Text = schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* array */.YOg(schemas/* string */.YjP())]).nullish();
const Scalar = schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY()]).transform(String);
const TaskRow = schemas/* looseObject */._H3({
    id: ralph_db_Id,
    feature: schemas/* string */.YjP().nullish(),
    discipline: schemas/* string */.YjP().nullish(),
    title: schemas/* string */.YjP().min(1),
    description: schemas/* string */.YjP().nullish(),
    status: schemas/* string */.YjP().nullish(),
    depends_on: schemas/* array */.YOg(ralph_db_Id).nullish(),
    blocked_by: schemas/* string */.YjP().nullish(),
    completed: schemas/* string */.YjP().nullish(),
    acceptance_criteria: ralph_db_Strings,
    context_files: ralph_db_Strings,
    output_artifacts: ralph_db_Strings,
    hints: Text,
    complexity: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()]).nullish(),
    estimated_turns: schemas/* number */.aig().int().positive().nullish(),
    provenance: schemas/* string */.YjP().nullish(),
    comments: schemas/* array */.YOg(schemas/* looseObject */._H3({
        author: schemas/* string */.YjP().nullish(),
        body: schemas/* string */.YjP(),
        created: schemas/* string */.YjP().nullish(),
    }))
        .nullish(),
});
const FeatureRow = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP().min(1),
    display_name: schemas/* string */.YjP().nullish(),
    description: schemas/* string */.YjP().nullish(),
    knowledge_paths: ralph_db_Strings,
    context_files: ralph_db_Strings,
});
const McpRow = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP().min(1),
    command: schemas/* string */.YjP().nullish(),
    // YAML reads `PORT: 5432` as a number; a command line and an environment hold strings.
    args: schemas/* array */.YOg(Scalar).nullish(),
    env: schemas/* record */.g1P(schemas/* string */.YjP(), Scalar).nullish(),
    url: schemas/* string */.YjP().nullish(),
});
const DisciplineRow = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP().min(1),
    system_prompt: schemas/* string */.YjP().nullish(),
    skills: ralph_db_Strings,
    conventions: Text,
    mcp_servers: schemas/* array */.YOg(McpRow).nullish(),
});
/** Keys the database keeps for its own UI or bookkeeping: dropped without a warning. */
const QUIET = ['display_name', 'acronym', 'icon', 'color', 'created', 'updated', 'tags', 'priority'];
const TASK_KEYS = new Set([...Object.keys(TaskRow.shape), ...QUIET]);
const FEATURE_KEYS = new Set([...Object.keys(FeatureRow.shape), ...QUIET]);
const DISCIPLINE_KEYS = new Set([...Object.keys(DisciplineRow.shape), ...QUIET]);
const importRalphDb = (path, reader) => {
    const warnings = [];
    // The keys already warned about, per file, so each unmapped key is reported once.
    const seenKeys = new Map();
    const seen = (doc) => {
        const keys = seenKeys.get(doc) ?? new Set();
        seenKeys.set(doc, keys);
        return keys;
    };
    const dir = findDb(path, reader);
    const tasksDoc = load(reader, joinPath(dir, 'tasks.yaml'));
    const featuresDoc = load(reader, joinPath(dir, 'features.yaml'));
    const disciplinesDoc = load(reader, joinPath(dir, 'disciplines.yaml'));
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
    const taskRows = rows(tasksDoc, 'tasks').map(({ value, path: at }) => {
        const row = checkShape(tasksDoc, TaskRow, value, at);
        warnUnmapped(row, TASK_KEYS, (k) => place(tasksDoc, [...at, k]), seen(tasksDoc), warnings);
        return { row, at };
    });
    if (taskRows.length === 0)
        throw new ImportError(`${tasksDoc.file}: no tasks; add entries under "tasks:"`);
    const firstAt = new Map();
    const taskIds = new IdAllocator('task', warnings);
    const idOf = new Map();
    for (const { row, at } of taskRows) {
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
                id: specIds.take(feature || 'tasks', where, true),
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
        if (row.provenance && core_plan/* PROVENANCES */.pN.includes(row.provenance))
            provenance = row.provenance;
        else if (row.provenance)
            warnings.push(`${where('provenance')}: unknown provenance "${row.provenance}"; left out (use ${core_plan/* PROVENANCES */.pN.join(', ')})`);
        const comments = row.comments?.map((c) => {
            const { author, body, created, ...rest } = c;
            return { ...rest, author: author ?? 'unknown', body, created: created ?? undefined };
        });
        const task = {
            id: idOf.get(String(row.id)),
            title: row.title.trim(),
            description: common_text(row.description) ?? row.title.trim(),
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
            completedAt: status === 'completed' ? (row.completed ?? undefined) : undefined,
        };
        specFor(row.feature ?? '', where('feature')).tasks.push(task);
    }
    const plan = finishPlan('ralph-db', { specs: [...specs.values()], disciplines, features }, warnings);
    return { plan, warnings };
};
/** The database directory: PATH itself, PATH/db, or PATH/.ralph/db, whichever holds tasks.yaml. */
function findDb(path, reader) {
    for (const dir of [path, joinPath(path, 'db'), joinPath(path, '.ralph/db')])
        if (tryList(reader, dir)?.includes('tasks.yaml'))
            return dir;
    throw new ImportError(`${path}: no tasks.yaml here; pass the .ralph/db directory that holds it`);
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
// `ralph-state`: a loop's state in `.ralph/state.json` (phase, task order, statuses, last
// failure) with one `.ralph/tasks/<id>.json` per task (title, description, spec, dependencies,
// acceptance criteria, files). Tasks are grouped into specs by their `spec` (or `specFile`);
// the task order gives the plan order; the last failure becomes an attempt on its task, so
// Ralph's next prompt for it carries what went wrong.



const ralph_state_Strings = schemas/* array */.YOg(schemas/* string */.YjP()).optional();
const StateSchema = schemas/* looseObject */._H3({
    phase: schemas/* string */.YjP().optional(),
    taskOrder: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).optional(),
    task_order: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).optional(),
    statuses: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).optional(),
    currentTask: schemas/* string */.YjP().nullish(),
    lastFailure: schemas/* looseObject */._H3({
        task: schemas/* string */.YjP().min(1),
        gate: schemas/* string */.YjP().nullish(),
        summary: schemas/* string */.YjP().nullish(),
        error: schemas/* string */.YjP().nullish(),
        at: schemas/* string */.YjP().nullish(),
        attempt: schemas/* number */.aig().int().positive().nullish(),
    })
        .nullish(),
});
const TaskSchema = schemas/* looseObject */._H3({
    id: schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* number */.aig()], { error: 'expected a task id (a string or a number)' }),
    title: schemas/* string */.YjP().optional(),
    description: schemas/* string */.YjP().optional(),
    spec: schemas/* string */.YjP().optional(),
    specFile: schemas/* string */.YjP().optional(),
    status: schemas/* string */.YjP().optional(),
    dependsOn: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    acceptanceCriteria: ralph_state_Strings,
    files: ralph_state_Strings,
    contextFiles: ralph_state_Strings,
    outputArtifacts: ralph_state_Strings,
    hints: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* array */.YOg(schemas/* string */.YjP())]).optional(),
    complexity: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()]).optional(),
    provenance: schemas/* string */.YjP().optional(),
    attempts: schemas/* number */.aig().int().nonnegative().optional(),
});
const STATE_KEYS = new Set([
    ...Object.keys(StateSchema.shape),
    'version',
    'iteration',
    'updatedAt',
    'startedAt',
]);
const ralph_state_TASK_KEYS = new Set([...Object.keys(TaskSchema.shape), 'createdAt', 'updatedAt']);
const importRalphState = (path, reader) => {
    const warnings = [];
    const { stateFile, tasksDir } = locate(path, reader);
    const stateDoc = parseJsonSource(stateFile, readSource(reader, stateFile));
    const state = checkShape(stateDoc, StateSchema, stateDoc.value);
    warnUnmapped(state, STATE_KEYS, (k) => place(stateDoc, [k]), new Set(), warnings);
    if (state.phase)
        warnings.push(`${place(stateDoc, ['phase'])}: phase "${state.phase}" is the old loop's; Ralph's schedule follows the statuses`);
    // The task files, by id; a file name without its `.json` is the id when the file has none.
    const files = (tryList(reader, tasksDir) ?? []).filter((n) => n.endsWith('.json'));
    const loaded = new Map();
    for (const name of files) {
        const file = joinPath(tasksDir, name);
        const doc = parseJsonSource(file, readSource(reader, file));
        const value = doc.value;
        const withId = value && typeof value === 'object' && !Array.isArray(value) && !('id' in value)
            ? { id: name.replace(/\.json$/, ''), ...value }
            : value;
        const task = checkShape(doc, TaskSchema, withId);
        warnUnmapped(task, ralph_state_TASK_KEYS, (k) => place(doc, [k]), new Set(), warnings);
        const id = String(task.id);
        const other = loaded.get(id);
        if (other)
            throw new ImportError(`${place(doc, ['id'])}: task id "${id}" is also the id in ${other.doc.file}; give each task its own id`);
        loaded.set(id, { task, doc });
    }
    // Plan order: the state's task order, then task files it does not list.
    const order = [];
    const orderKey = state.taskOrder ? 'taskOrder' : 'task_order';
    (state.taskOrder ?? state.task_order ?? []).forEach((id, i) => {
        if (order.includes(id))
            return;
        if (loaded.has(id))
            order.push(id);
        else
            warnings.push(`${place(stateDoc, [orderKey, i])}: task "${id}" has no file in ${tasksDir}/; skipped (add ${id}.json to import it)`);
    });
    const rest = [...loaded.keys()].filter((id) => !order.includes(id)).sort(compareNatural);
    if (rest.length > 0 && (state.taskOrder ?? state.task_order))
        warnings.push(`${stateFile}: ${rest.join(', ')} not in the task order; added at the end`);
    order.push(...rest);
    if (order.length === 0)
        throw new ImportError(`${tasksDir}: no task files (<id>.json); the state alone has no descriptions to import`);
    for (const id of Object.keys(state.statuses ?? {}))
        if (!loaded.has(id))
            warnings.push(`${place(stateDoc, ['statuses', id])}: status of unknown task "${id}"; ignored`);
    const taskIds = new IdAllocator('task', warnings);
    const idOf = new Map();
    for (const id of order)
        idOf.set(id, taskIds.take(id, place(loaded.get(id).doc, ['id'])));
    const specIds = new IdAllocator('spec', warnings);
    const specs = new Map();
    for (const raw of order) {
        const { task: t, doc } = loaded.get(raw);
        const at = (key) => place(doc, [key]);
        const specKey = t.spec ?? (t.specFile ? baseName(t.specFile).replace(/\.[^.]+$/, '') : '');
        let spec = specs.get(specKey);
        if (!spec) {
            spec = {
                id: specIds.take(specKey || 'tasks', at(t.spec ? 'spec' : 'specFile'), true),
                file: t.specFile,
                tasks: [],
            };
            specs.set(specKey, spec);
        }
        const fromState = state.statuses?.[raw];
        const status = fromState
            ? mapStatus(fromState, place(stateDoc, ['statuses', raw]), warnings)
            : mapStatus(t.status, at('status'), warnings);
        const deps = [];
        for (const d of t.dependsOn ?? []) {
            const id = idOf.get(d);
            if (id)
                deps.push(id);
            else
                warnings.push(`${at('dependsOn')}: unknown task "${d}"; that dependency is dropped`);
        }
        const description = common_text(t.description) ?? common_text(t.title);
        if (!description)
            throw new ImportError(`${at('description')}: missing; give the task a description`);
        let provenance;
        if (t.provenance && core_plan/* PROVENANCES */.pN.includes(t.provenance))
            provenance = t.provenance;
        else if (t.provenance)
            warnings.push(`${at('provenance')}: unknown provenance "${t.provenance}"; left out`);
        const failure = state.lastFailure?.task === raw ? state.lastFailure : undefined;
        let attempts;
        if (failure) {
            const summary = common_text(failure.summary) ?? common_text(failure.error);
            attempts = [
                {
                    number: failure.attempt ?? t.attempts ?? 1,
                    finishedAt: failure.at ?? undefined,
                    outcome: failure.gate ? 'gate_failed' : 'crashed',
                    gate: failure.gate ?? undefined,
                    summary,
                },
            ];
        }
        const task = {
            id: idOf.get(raw),
            title: t.title && t.description ? t.title.trim() : undefined,
            description,
            status,
            acceptanceCriteria: t.acceptanceCriteria,
            dependsOn: deps,
            contextFiles: [...(t.contextFiles ?? []), ...(t.files ?? [])],
            outputArtifacts: t.outputArtifacts,
            hints: t.hints,
            complexity: mapComplexity(t.complexity, at('complexity'), warnings),
            provenance,
            attempts: attempts?.map((a) => Object.fromEntries(Object.entries(a).filter(([, v]) => v !== undefined))),
        };
        spec.tasks.push(task);
    }
    if (state.lastFailure && !loaded.has(state.lastFailure.task))
        warnings.push(`${place(stateDoc, ['lastFailure', 'task'])}: last failure of unknown task "${state.lastFailure.task}"; ignored`);
    return { plan: finishPlan('ralph-state', { specs: [...specs.values()] }, warnings), warnings };
};
/** PATH is the `.ralph` directory, the project root above it, or state.json itself. */
function locate(path, reader) {
    for (const dir of [path, joinPath(path, '.ralph')]) {
        if (tryList(reader, dir)?.includes('state.json'))
            return { stateFile: joinPath(dir, 'state.json'), tasksDir: joinPath(dir, 'tasks') };
    }
    if (baseName(path).endsWith('.json') && tryList(reader, path) === undefined)
        return { stateFile: path, tasksDir: joinPath(path, '../tasks') };
    throw new ImportError(`${path}: no state.json here; pass the .ralph directory that holds state.json and tasks/`);
}

;// CONCATENATED MODULE: ./build/importers/taskmaster.js
// `taskmaster`: Task Master's `tasks.json` (`.taskmaster/tasks/tasks.json`), tagged
// (`{"master": {"tasks": [...], "metadata": {...}}, "feature-x": {...}}`) or not
// (`{"tasks": [...]}`). Each tag becomes a spec. Subtasks become tasks with the id
// `<parent>.<sub>`; a parent comes after its subtasks (it is done when they are), and the
// first subtasks wait for what their parent waits for. `details` become hints and
// `testStrategy` an acceptance criterion.


const taskmaster_Id = schemas/* union */.KCZ([schemas/* number */.aig().int().nonnegative(), schemas/* string */.YjP().min(1)], {
    error: 'expected a task id (a number, or a string such as "3" or "3.1")',
});
const Deps = schemas/* array */.YOg(taskmaster_Id).nullish();
const SubtaskSchema = schemas/* looseObject */._H3({
    id: taskmaster_Id,
    title: schemas/* string */.YjP(),
    description: schemas/* string */.YjP().nullish(),
    details: schemas/* string */.YjP().nullish(),
    testStrategy: schemas/* string */.YjP().nullish(),
    status: schemas/* string */.YjP().nullish(),
    dependencies: Deps,
});
const taskmaster_TaskSchema = SubtaskSchema.extend({
    priority: schemas/* string */.YjP().nullish(),
    complexity: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP()]).nullish(),
    subtasks: schemas/* array */.YOg(schemas/* unknown */.L5J()).nullish(),
});
/** Task Master's words, where they differ from the common ones. */
const TM_STATUSES = {
    pending: 'pending',
    in_progress: 'in_progress',
    done: 'completed',
    review: 'in_progress',
    deferred: 'blocked',
    cancelled: 'skipped',
    blocked: 'blocked',
};
const taskmaster_QUIET = ['priority', 'createdAt', 'updatedAt', 'parentTaskId', 'parentId', 'complexityScore'];
const taskmaster_KNOWN = new Set([...Object.keys(taskmaster_TaskSchema.shape), ...taskmaster_QUIET]);
const importTaskmaster = (path, reader) => {
    const warnings = [];
    const file = taskmaster_findFile(path, reader);
    const doc = parseJsonSource(file, readSource(reader, file));
    const root = doc.value;
    if (!root || typeof root !== 'object' || Array.isArray(root))
        throw new ImportError(`${doc.where([])}: expected {"tasks": [...]} or tags such as {"master": {"tasks": [...]}}`);
    // Untagged files hold `tasks` at the top; tagged ones one object per tag.
    const tags = [];
    if ('tasks' in root)
        tags.push({ tag: 'master', base: [] });
    else
        for (const [tag, value] of Object.entries(root)) {
            if (value && typeof value === 'object' && 'tasks' in value) {
                const meta = value.metadata;
                tags.push({
                    tag,
                    base: [tag],
                    description: typeof meta?.description === 'string' ? meta.description : undefined,
                });
            }
            else
                warnings.push(`${place(doc, [tag])}: "${tag}" is not a tag with "tasks"; ignored`);
        }
    if (tags.length === 0)
        throw new ImportError(`${doc.where([])}: no "tasks" list; expected {"tasks": [...]} or {"master": {"tasks": [...]}}`);
    const tagRows = [];
    const seen = new Set();
    tags.forEach((t) => {
        const list = root[t.base.length ? t.tag : 'tasks'];
        const tasksValue = t.base.length ? list.tasks : list;
        const tasksPath = [...t.base, 'tasks'];
        if (!Array.isArray(tasksValue))
            throw new ImportError(`${place(doc, tasksPath)}: expected a list of tasks; write "tasks": [...]`);
        const mine = [];
        tasksValue.forEach((value, i) => {
            const at = [...tasksPath, i];
            const task = checkShape(doc, taskmaster_TaskSchema, value, at);
            warnUnmapped(task, taskmaster_KNOWN, (k) => place(doc, [...at, k]), seen, warnings);
            const tmId = String(task.id).trim();
            mine.push({ raw: task, doc, path: at, tmId });
            (task.subtasks ?? []).forEach((sv, si) => {
                const sat = [...at, 'subtasks', si];
                const sub = checkShape(doc, SubtaskSchema, sv, sat);
                warnUnmapped(sub, taskmaster_KNOWN, (k) => place(doc, [...sat, k]), seen, warnings);
                const subId = String(sub.id).trim();
                const full = subId.startsWith(`${tmId}.`) ? subId : `${tmId}.${subId}`;
                mine.push({ raw: sub, doc, path: sat, tmId: full, parent: tmId });
            });
        });
        tagRows.push(mine);
    });
    // Ids are unique per tag in Task Master; across tags they get the tag as a prefix.
    const taskIds = new IdAllocator('task', warnings);
    const specIds = new IdAllocator('spec', warnings);
    const specs = [];
    tags.forEach((t, ti) => {
        const mine = tagRows[ti];
        const firstAt = new Map();
        for (const r of mine) {
            const first = firstAt.get(r.tmId);
            if (first)
                throw new ImportError(`${place(doc, [...r.path, 'id'])}: task id ${r.tmId} is also used at ${place(doc, [...first.path, 'id'])}; give each task its own id`);
            firstAt.set(r.tmId, r);
        }
        const prefix = tags.length > 1 && ti > 0 ? `${t.tag}-` : '';
        const idOf = new Map();
        for (const r of mine)
            idOf.set(r.tmId, taskIds.take(`${prefix}${r.tmId}`, place(doc, [...r.path, 'id'])));
        const subtasksOf = new Map();
        for (const r of mine)
            if (r.parent !== undefined)
                subtasksOf.set(r.parent, [...(subtasksOf.get(r.parent) ?? []), r]);
        const spec = {
            id: specIds.take(t.tag, place(doc, t.base.length ? t.base : []), true),
            name: t.base.length ? t.tag : undefined,
            context: t.description,
            tasks: [],
        };
        for (const r of mine) {
            const at = (key) => place(doc, [...r.path, key]);
            const deps = resolveDeps(r, idOf, at('dependencies'), warnings);
            if (r.parent !== undefined) {
                // The first subtasks (those waiting on no sibling) wait for what their parent waits for.
                const siblings = new Set((subtasksOf.get(r.parent) ?? []).map((s) => idOf.get(s.tmId)));
                if (!deps.some((d) => siblings.has(d)))
                    for (const d of resolveDeps(firstAt.get(r.parent), idOf, '', []))
                        if (!deps.includes(d))
                            deps.push(d);
            }
            else
                for (const s of subtasksOf.get(r.tmId) ?? [])
                    deps.push(idOf.get(s.tmId));
            const status = mapStatus(r.raw.status, at('status'), warnings, TM_STATUSES);
            const description = common_text(r.raw.description) ?? r.raw.title.trim();
            const task = {
                id: idOf.get(r.tmId),
                title: r.raw.title.trim() || undefined,
                description,
                status,
                acceptanceCriteria: common_text(r.raw.testStrategy) ? [common_text(r.raw.testStrategy)] : undefined,
                dependsOn: deps,
                hints: common_text(r.raw.details),
                complexity: mapComplexity(r.raw.complexity, at('complexity'), warnings),
                blockedReason: /^deferred$/i.test(r.raw.status?.trim() ?? '') ? 'deferred in Task Master' : undefined,
            };
            spec.tasks.push(task);
        }
        specs.push(spec);
    });
    return { plan: finishPlan('taskmaster', { specs }, warnings), warnings };
};
/**
 * Task Master dependencies: a number is a task of the same tag (for a subtask, first a sibling
 * subtask with that number, then a task); "3.1" is subtask 1 of task 3.
 */
function resolveDeps(r, idOf, where, warnings) {
    const out = [];
    for (const d of r.raw.dependencies ?? []) {
        const s = String(d).trim();
        const candidates = r.parent !== undefined && !s.includes('.') ? [`${r.parent}.${s}`, s] : [s];
        const target = candidates.find((c) => c !== r.tmId && idOf.has(c));
        if (target !== undefined && target === r.parent)
            warnings.push(`${where}: a subtask cannot wait for its own parent (the parent waits for its subtasks); dropped`);
        else if (target !== undefined) {
            const id = idOf.get(target);
            if (!out.includes(id))
                out.push(id);
        }
        else if (candidates.includes(r.tmId))
            warnings.push(`${where}: task ${r.tmId} depends on itself; that dependency is dropped`);
        else
            warnings.push(`${where}: unknown task ${JSON.stringify(d)}; that dependency is dropped`);
    }
    return out;
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
// files it reads through a SourceReader to a valid plan plus warnings; see common.ts.








const IMPORTERS = {
    'markdown-tasks': {
        importer: importMarkdownTasks,
        summary: 'docs/tasks/T-NNN.md files; milestones become specs (PATH: the directory)',
    },
    'jsonc-tasks': {
        importer: importJsoncTasks,
        summary: 'tasks*.jsonc with $ref children; sections become specs (PATH: a file or its directory)',
    },
    'ralph-db': {
        importer: importRalphDb,
        summary: '.ralph/db/{tasks,features,disciplines}.yaml; features become specs (PATH: the db directory)',
    },
    'ralph-state': {
        importer: importRalphState,
        summary: '.ralph/state.json with .ralph/tasks/*.json (PATH: the .ralph directory)',
    },
    taskmaster: {
        importer: importTaskmaster,
        summary: 'Task Master tasks.json, tagged or not; tags become specs (PATH: the file)',
    },
    prd: {
        importer: importPrd,
        summary: 'prd.json user stories; one spec, passes: true is completed (PATH: the file)',
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
    summary: 'convert another task format into implementation.json',
    usage: `FORMAT PATH [--write] [--prune] [--plan PATH]

Converts another tool's tasks into a plan, deterministically (no agent runs).
Without --write it prints the plan on stdout and what it could not map on stderr.
With --write it merges the tasks into the plan: tasks already there keep their
status, attempts and comments; descriptions come from PATH; new tasks are added.

Formats:
${IMPORT_FORMATS.map((f) => `  ${f.padEnd(15)} ${IMPORTERS[f].summary}`).join('\n')}

      --write       save into the plan (created when there is none)
      --prune       with --write: drop tasks that disappeared from their spec
                    (by default they are kept and reported)
${command/* PLAN_USAGE */.YG}`,
    options: { ...command/* PLAN_OPTION */.w, write: { type: 'boolean' }, prune: { type: 'boolean' } },
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
        if (!ctx.values.write) {
            ctx.out((0,plan_file/* serializePlan */.S1)(result.plan));
            return 0;
        }
        const path = (0,project_root/* resolvePlanPath */.PC)(ctx.cwd, (0,command/* stringOption */.Pp)(ctx, 'plan'));
        const prune = Boolean(ctx.values.prune);
        let merged;
        if ((0,external_node_fs_.existsSync)(path)) {
            merged = await (0,plan_file/* updatePlan */.td)(path, (plan) => {
                const m = (0,merge/* mergePlans */.J)(plan, result.plan, { prune });
                replaceContents(plan, m.plan);
                return m;
            });
        }
        else {
            merged = (0,merge/* mergePlans */.J)(undefined, result.plan);
            const problems = (0,checks/* planProblems */.s4)(merged.plan);
            if (problems.length > 0)
                throw new plan_file/* PlanError */.W6(path, problems);
            (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(path), { recursive: true });
            (0,plan_file/* writeAtomic */.vZ)(path, (0,plan_file/* serializePlan */.S1)(merged.plan));
        }
        ctx.err(report(merged, prune, path));
        return 0;
    },
};
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

/***/ 4194:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ mergePlans)
/* harmony export */ });
/* unused harmony export weave */
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
/** Shared sections matched by `name`: incoming values win, keys only the existing entry has stay. */
const NAMED_SECTIONS = ['gates', 'disciplines', 'features'];
/**
 * Merges `incoming` into `existing` (pure: neither argument is changed). Existing specs and
 * tasks keep their ids, statuses, attempts, comments, timings and unknown keys, and their keys
 * keep their order; descriptive fields take the incoming values; new specs and tasks are added.
 * Order follows the incoming plan; an existing spec or task it does not mention stays after
 * the one it followed. A task may move to another spec and keeps its state. Specs the incoming
 * plan does not have at all are left alone (an import covers only what its source knows).
 */
function mergePlans(existing, incoming, opts = {}) {
    const inc = structuredClone(incoming);
    if (!existing) {
        return { plan: inc, added: inc.specs.flatMap((s) => s.tasks.map((t) => t.id)), kept: [], removed: [] };
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
        merged.set(spec.id, { ...spec, tasks: spec.tasks.filter((t) => !incomingTaskIds.has(t.id)) });
    }
    const specOrder = weave(ex.specs.map((s) => s.id), inc.specs.map((s) => s.id));
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
    return { plan: plan, added, kept, removed };
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
