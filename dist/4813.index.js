export const id = 4813;
export const ids = [4813];
export const modules = {

/***/ 4813:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ic: () => (/* binding */ schemaProblems),
/* harmony export */   Rr: () => (/* binding */ parsePath),
/* harmony export */   Vw: () => (/* binding */ formatProblem),
/* harmony export */   bi: () => (/* binding */ closestKey),
/* harmony export */   jV: () => (/* binding */ formatPath),
/* harmony export */   pH: () => (/* binding */ planWarnings),
/* harmony export */   s4: () => (/* binding */ planProblems),
/* harmony export */   vP: () => (/* binding */ semanticProblems),
/* harmony export */   wg: () => (/* binding */ unsafeIdReason)
/* harmony export */ });
/* unused harmony exports schemaPredicate, dependencyCycles */
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4115);

function formatPath(segments) {
    let out = '';
    for (const seg of segments) {
        if (typeof seg === 'number')
            out += `[${seg}]`;
        else if (typeof seg === 'string' && /^[A-Za-z_$][\w$]*$/.test(seg))
            out += out ? `.${seg}` : seg;
        else
            out += `[${JSON.stringify(String(seg))}]`;
    }
    return out;
}
function parsePath(path) {
    const out = [];
    const re = /([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g;
    for (const m of path.matchAll(re)) {
        if (m[1] !== undefined)
            out.push(m[1]);
        else if (m[2] !== undefined)
            out.push(Number(m[2]));
        else if (m[3] !== undefined)
            out.push(JSON.parse(m[3]));
    }
    return out;
}
function formatProblem(p) {
    return p.path ? `${p.path}: ${p.message}` : p.message;
}
/**
 * Branch-, file- and argument-safe id: starts with a letter or digit, then letters, digits,
 * ".", "_" or "-"; no "..", no trailing "." or ".lock" (git refuses those), at most 100 chars.
 */
function unsafeIdReason(id) {
    if (id.length > 100)
        return 'is longer than 100 characters';
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(id))
        return 'may only hold letters, digits, ".", "_" and "-", starting with a letter or digit';
    if (id.includes('..'))
        return 'may not contain ".."';
    if (id.endsWith('.') || id.endsWith('.lock'))
        return 'may not end in "." or ".lock"';
    return undefined;
}
const UNSURE = () => false;
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * Compiles a zod schema into a predicate that answers `true` only for values zod accepts, without
 * building zod's output copy or issue list. It reads the same definitions zod runs, so zod stays
 * the single source of truth; a construct or check it does not model makes it answer `false`
 * ("not sure"), and the caller then asks zod, which also gives the messages. On a 10,000-task
 * plan this is several times faster than `safeParse`, which matters for `ralph next` start-up.
 */
function schemaPredicate(schema) {
    const def = schema._zod.def;
    const checks = (def.checks ?? []).map((c) => c._zod.def);
    const lengthOk = () => {
        let min = 0;
        let max = Number.POSITIVE_INFINITY;
        for (const c of checks) {
            if (c.check === 'min_length' && typeof c.minimum === 'number')
                min = Math.max(min, c.minimum);
            else if (c.check === 'max_length' && typeof c.maximum === 'number')
                max = Math.min(max, c.maximum);
            else
                return undefined;
        }
        return (n) => n >= min && n <= max;
    };
    switch (def.type) {
        case 'unknown':
        case 'any':
            return () => true;
        case 'boolean':
            return checks.length === 0 ? (v) => typeof v === 'boolean' : UNSURE;
        case 'string': {
            const patterns = [];
            let min = 0;
            for (const c of checks) {
                if (c.check === 'min_length' && typeof c.minimum === 'number')
                    min = Math.max(min, c.minimum);
                else if (c.check === 'string_format' && c.format === 'regex' && c.pattern)
                    patterns.push(c.pattern);
                else
                    return UNSURE;
            }
            if (patterns.length === 0)
                return min === 0 ? (v) => typeof v === 'string' : (v) => typeof v === 'string' && v.length >= min;
            return (v) => {
                if (typeof v !== 'string' || v.length < min)
                    return false;
                for (const p of patterns) {
                    p.lastIndex = 0;
                    if (!p.test(v))
                        return false;
                }
                return true;
            };
        }
        case 'number': {
            const tests = [];
            for (const c of checks) {
                const bound = c.value;
                if (c.check === 'number_format' && c.format === 'safeint')
                    tests.push(Number.isSafeInteger);
                else if (c.check === 'greater_than' && typeof bound === 'number')
                    tests.push(c.inclusive ? (n) => n >= bound : (n) => n > bound);
                else if (c.check === 'less_than' && typeof bound === 'number')
                    tests.push(c.inclusive ? (n) => n <= bound : (n) => n < bound);
                else
                    return UNSURE;
            }
            if (tests.length === 0)
                return (v) => typeof v === 'number' && Number.isFinite(v);
            return (v) => typeof v === 'number' && Number.isFinite(v) && tests.every((t) => t(v));
        }
        case 'enum': {
            const values = new Set(Object.values(def.entries ?? {}));
            return checks.length === 0 ? (v) => values.has(v) : UNSURE;
        }
        case 'optional': {
            if (!def.innerType || checks.length > 0)
                return UNSURE;
            const inner = schemaPredicate(def.innerType);
            return (v) => v === undefined || inner(v);
        }
        case 'union': {
            if (!def.options || checks.length > 0)
                return UNSURE;
            const options = def.options.map(schemaPredicate);
            return (v) => options.some((o) => o(v));
        }
        case 'array': {
            const length = lengthOk();
            if (!def.element || !length)
                return UNSURE;
            const element = schemaPredicate(def.element);
            return (v) => {
                if (!Array.isArray(v) || !length(v.length))
                    return false;
                for (const item of v)
                    if (!element(item))
                        return false;
                return true;
            };
        }
        case 'record': {
            const keyDef = def.keyType?._zod.def;
            if (!def.valueType || keyDef?.type !== 'string' || keyDef.checks?.length || checks.length > 0)
                return UNSURE;
            const value = schemaPredicate(def.valueType);
            return (v) => isRecord(v) && Object.values(v).every(value);
        }
        case 'object': {
            const rest = def.catchall?._zod.def?.type;
            // No catchall strips unknown keys, unknown/any keeps them: either way they are fine.
            if (!def.shape || checks.length > 0 || (rest !== undefined && rest !== 'unknown' && rest !== 'any'))
                return UNSURE;
            const keys = Object.keys(def.shape);
            const fields = keys.map((k) => schemaPredicate(def.shape[k]));
            return (v) => {
                if (!isRecord(v))
                    return false;
                for (let i = 0; i < keys.length; i++)
                    if (!fields[i](v[keys[i]]))
                        return false;
                return true;
            };
        }
        default:
            return UNSURE;
    }
}
let planPredicate;
/** Schema problems (zod) for any JSON value, each naming the value it got and what fits. */
function schemaProblems(value) {
    planPredicate ??= schemaPredicate(_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .PlanSchema */ .fB);
    if (planPredicate(value))
        return [];
    const result = _plan_js__WEBPACK_IMPORTED_MODULE_0__/* .PlanSchema */ .fB.safeParse(value);
    if (result.success)
        return [];
    return result.error.issues.map((issue) => ({
        path: formatPath(issue.path),
        message: issueMessage(issue, valueAt(value, issue.path), describedAt(_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .PlanSchema */ .fB, issue.path)),
    }));
}
/**
 * One sentence per issue in a plan's words: the value it got and what would fit. zod's own
 * messages ("Invalid option: expected one of "a"|"b"", "must match pattern /^\d+.../") name
 * neither the value nor, for a pattern, anything a person can copy.
 */
function issueMessage(raw, got, description) {
    const issue = raw;
    const what = description ? lowerFirst(description).replace(/\.$/, '') : undefined;
    const hint = what ? `; ${what}` : '';
    switch (issue.code) {
        case 'invalid_type':
            if (got === undefined)
                return `missing: this key is required (${typeWord(issue.expected)})`;
            return `expected ${typeWord(issue.expected)}, got ${shown(got)}${hint}`;
        case 'invalid_value':
            return `${shown(got)} is not one of ${(issue.values ?? []).map((v) => String(v)).join(', ')}`;
        case 'invalid_format':
            if (issue.format === 'regex' && what)
                return `${shown(got)} is not valid here: use ${what}`;
            return `${shown(got)} is not valid here: it must match ${issue.pattern ?? issue.format}`;
        case 'invalid_union': {
            const options = [...new Set((issue.errors ?? []).map((e) => typeWord(e[0]?.expected)))];
            return `got ${shown(got)}; use ${what ?? options.join(' or ')}`;
        }
        case 'too_small':
        case 'too_big': {
            const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
            const more = issue.code === 'too_small';
            if (issue.origin === 'string')
                return `${shown(got)} is too ${more ? 'short' : 'long'}: ${more ? 'at least' : 'at most'} ${bound} character${bound === 1 ? '' : 's'}`;
            if (issue.origin === 'array')
                return `has ${Array.isArray(got) ? got.length : '?'} entries; ${more ? 'at least' : 'at most'} ${bound} ${bound === 1 ? 'is' : 'are'} needed`;
            const rel = more
                ? issue.inclusive
                    ? 'at least'
                    : 'greater than'
                : issue.inclusive
                    ? 'at most'
                    : 'less than';
            return `got ${shown(got)}; it must be ${rel} ${bound}${hint}`;
        }
        default:
            return `${issue.message}, got ${shown(got)}`;
    }
}
function lowerFirst(text) {
    return text.charAt(0).toLowerCase() + text.slice(1);
}
const TYPE_WORDS = {
    string: 'a string',
    number: 'a number',
    int: 'a whole number',
    boolean: 'true or false',
    array: 'a list',
    object: 'an object',
};
function typeWord(expected) {
    return (expected && TYPE_WORDS[expected]) ?? expected ?? 'something else';
}
/** A value as a message quotes it: short JSON for scalars, a kind for the rest. */
function shown(value) {
    if (value === undefined)
        return 'nothing';
    if (Array.isArray(value))
        return 'a list';
    if (isRecord(value))
        return 'an object';
    const text = JSON.stringify(value);
    return text.length > 60 ? `${text.slice(0, 56)}..."` : text;
}
function valueAt(value, path) {
    let at = value;
    for (const seg of path) {
        if (Array.isArray(at) && typeof seg === 'number')
            at = at[seg];
        else if (isRecord(at) && typeof seg === 'string')
            at = at[seg];
        else
            return undefined;
    }
    return at;
}
/** The schema node at a path, through optional wrappers; undefined past a union or a record. */
function schemaAt(schema, path) {
    let nodes = [schema];
    for (const seg of path) {
        const inner = unwrapOptional(nodes[nodes.length - 1]);
        const def = inner._zod.def;
        const next = def.type === 'object' && typeof seg === 'string'
            ? def.shape?.[seg]
            : def.type === 'array' && typeof seg === 'number'
                ? def.element
                : def.type === 'record'
                    ? def.valueType
                    : undefined;
        if (!next)
            return [];
        nodes = [next];
    }
    // The node and what it wraps: `.describe()` may sit on either side of `.optional()`.
    const last = nodes[0];
    const inner = unwrapOptional(last);
    return inner === last ? [last] : [last, inner];
}
function unwrapOptional(schema) {
    const def = schema._zod.def;
    return def.type === 'optional' && def.innerType ? def.innerType : schema;
}
/** The schema's own description of what fits at a path (`.describe()`), if it has one. */
function describedAt(schema, path) {
    for (const node of schemaAt(schema, path)) {
        const description = node.description;
        if (description)
            return description;
    }
    return undefined;
}
/**
 * Warnings about a plan that is valid but probably not what its author meant: an unknown key
 * that is a known key misspelled (kept, as every unknown key is, but Ralph does not read it,
 * so a `dependOn` silently drops a dependency), and a plan without gates (nothing checks the
 * agent's work). `ralph validate --strict` turns them into errors.
 */
function planWarnings(plan) {
    const warnings = [];
    misspelledKeys(_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .PlanSchema */ .fB, plan, [], warnings);
    if (!plan.gates || plan.gates.length === 0)
        warnings.push({
            path: '',
            message: 'no gates: nothing checks the agent\'s work before its task is marked completed; add "gates", such as [{"name": "test", "command": "npm test"}]',
        });
    return warnings;
}
function misspelledKeys(schema, value, path, out) {
    const def = unwrapOptional(schema)._zod.def;
    if (def.type === 'array' && def.element && Array.isArray(value)) {
        for (let i = 0; i < value.length; i++)
            misspelledKeys(def.element, value[i], [...path, i], out);
        return;
    }
    if (def.type !== 'object' || !def.shape || !isRecord(value))
        return;
    const shape = def.shape;
    const known = Object.keys(shape);
    for (const key of Object.keys(value)) {
        const field = shape[key];
        if (field) {
            misspelledKeys(field, value[key], [...path, key], out);
            continue;
        }
        const meant = closestKey(key, known);
        // Both present: the unknown one is the author's own key, not a slip.
        if (meant !== undefined && !(meant in value))
            out.push({
                path: formatPath([...path, key]),
                message: `unknown key "${key}" is kept, but Ralph does not read it; did you mean "${meant}"?`,
            });
    }
}
/**
 * The known key a key is most likely a slip of: the same but for case, "_" and "-"
 * (`depends_on`), or at most one edit away (two for keys of 6 letters or more), counting a swap
 * of neighbours as one edit. Undefined when none is that close.
 */
function closestKey(key, known) {
    if (key.length < 3)
        return undefined;
    const fold = (k) => k.toLowerCase().replace(/[_-]/g, '');
    const limit = key.length >= 6 ? 2 : 1;
    let best;
    let bestDistance = limit + 1;
    for (const k of known) {
        if (fold(k) === fold(key))
            return k;
        const d = editDistance(key, k, limit);
        if (d < bestDistance) {
            best = k;
            bestDistance = d;
        }
    }
    return best;
}
/** Optimal string alignment distance, giving up (limit + 1) once it must exceed `limit`. */
function editDistance(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit)
        return limit + 1;
    let prev2 = [];
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        let rowMin = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                d = Math.min(d, prev2[j - 2] + 1);
            row.push(d);
            rowMin = Math.min(rowMin, d);
        }
        if (rowMin > limit)
            return limit + 1;
        prev2 = prev;
        prev = row;
    }
    return prev[b.length];
}
/** The rules beyond the schema. Assumes the value passed the schema. Linear in plan size. */
function semanticProblems(plan) {
    const problems = [];
    // The `command` agent is a command line of the user's: without one nothing can run.
    if (plan.agent?.provider === 'command' && !plan.agent.command?.trim())
        problems.push({
            path: 'agent.command',
            message: 'agent.provider is "command" but agent.command is missing; add "command": the command line that runs your agent (the prompt arrives on its stdin), such as "my-agent --yes", or choose another provider (claude, codex, gemini, opencode)',
        });
    const specIds = new Map();
    // Every task in plan order, by position; `index` maps an id to the position of its first task.
    const tasks = [];
    const specOf = [];
    const taskOf = [];
    const index = new Map();
    const taskPath = (n) => `specs[${specOf[n]}].tasks[${taskOf[n]}]`;
    for (let si = 0; si < plan.specs.length; si++) {
        const spec = plan.specs[si];
        const first = specIds.get(spec.id);
        if (first !== undefined) {
            problems.push({
                path: `specs[${si}].id`,
                message: `duplicate spec id "${spec.id}" (first at specs[${first}].id)`,
            });
        }
        else
            specIds.set(spec.id, si);
        const unsafe = unsafeIdReason(spec.id);
        if (unsafe)
            problems.push({
                path: `specs[${si}].id`,
                message: `spec id "${spec.id}" ${unsafe}; it becomes a branch name (ralph/${spec.id}), so rename it`,
            });
        for (let ti = 0; ti < spec.tasks.length; ti++) {
            const task = spec.tasks[ti];
            const n = tasks.length;
            tasks.push(task);
            specOf.push(si);
            taskOf.push(ti);
            const prior = index.get(task.id);
            if (prior !== undefined) {
                problems.push({
                    path: `${taskPath(n)}.id`,
                    message: `duplicate task id "${task.id}" (first at ${taskPath(prior)}.id)`,
                });
            }
            else
                index.set(task.id, n);
            const unsafeTask = unsafeIdReason(task.id);
            if (unsafeTask)
                problems.push({
                    path: `${taskPath(n)}.id`,
                    message: `task id "${task.id}" ${unsafeTask}; it becomes a file and artifact name, so rename it`,
                });
        }
    }
    const gateNames = new Map();
    plan.gates?.forEach((gate, gi) => {
        const first = gateNames.get(gate.name);
        if (first !== undefined)
            problems.push({
                path: `gates[${gi}].name`,
                message: `duplicate gate name "${gate.name}" (first at gates[${first}].name); each gate is one workflow step, by name`,
            });
        else
            gateNames.set(gate.name, gi);
    });
    // The plan is committed: a secret in the agent's environment would be published with it.
    for (const [name, value] of Object.entries(plan.agent?.env ?? {})) {
        const problem = (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .agentEnvProblem */ .Wm)(name, value);
        if (problem)
            problems.push({ path: formatPath(['agent', 'env', name]), message: problem });
    }
    const disciplines = new Set((plan.disciplines ?? []).map((d) => d.name));
    const features = new Set((plan.features ?? []).map((f) => f.name));
    // The dependency graph by position, dependencies that name no task left out (reported here).
    const edges = new Array(tasks.length);
    for (let n = 0; n < tasks.length; n++) {
        const task = tasks[n];
        const deps = task.dependsOn;
        let resolved = NO_EDGES;
        if (deps && deps.length > 0) {
            resolved = [];
            for (let di = 0; di < deps.length; di++) {
                const dep = deps[di];
                const target = index.get(dep);
                if (target === undefined) {
                    problems.push({ path: `${taskPath(n)}.dependsOn[${di}]`, message: `unknown task "${dep}"` });
                    continue;
                }
                resolved.push(target);
                const depStatus = tasks[target].status;
                if (task.status === 'completed' && !(0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .isDone */ .$L)(depStatus)) {
                    problems.push({
                        path: `${taskPath(n)}.status`,
                        message: `task "${task.id}" is completed but its dependency "${dep}" is ${depStatus}; set one of them right`,
                    });
                }
            }
        }
        edges[n] = resolved;
        if (task.discipline !== undefined && !disciplines.has(task.discipline))
            problems.push({
                path: `${taskPath(n)}.discipline`,
                message: `unknown discipline "${task.discipline}"; add it to disciplines[] or remove the reference`,
            });
        if (task.feature !== undefined && !features.has(task.feature))
            problems.push({
                path: `${taskPath(n)}.feature`,
                message: `unknown feature "${task.feature}"; add it to features[] or remove the reference`,
            });
    }
    for (const cycle of dependencyCycles(edges)) {
        const at = cycle[cycle.length - 2];
        problems.push({
            path: `${taskPath(at)}.dependsOn`,
            message: `dependency cycle: ${cycle.map((n) => tasks[n].id).join(' -> ')}; remove one of these dependencies`,
        });
    }
    return problems;
}
const NO_EDGES = [];
/**
 * Every dependency cycle of a graph given as `edges[node] = [dependency, ...]`, each found once,
 * as the list of nodes from the first back to itself (`[a, b, a]`). An iterative depth-first
 * walk over typed arrays: a 10,000-task chain neither overflows the call stack nor allocates
 * per node.
 */
function dependencyCycles(edges) {
    const count = edges.length;
    const cycles = [];
    const state = new Uint8Array(count); // 0 = not seen, 1 = on the stack, 2 = finished
    const stackNode = new Int32Array(count);
    const stackNext = new Int32Array(count);
    const stackAt = new Int32Array(count); // where a node on the stack sits in it
    for (let root = 0; root < count; root++) {
        if (state[root] !== 0)
            continue;
        let top = 0;
        stackNode[0] = root;
        stackNext[0] = 0;
        stackAt[root] = 0;
        state[root] = 1;
        while (top >= 0) {
            const node = stackNode[top];
            const deps = edges[node];
            if (stackNext[top] >= deps.length) {
                state[node] = 2;
                top--;
                continue;
            }
            const dep = deps[stackNext[top]++];
            if (state[dep] === 1) {
                const cycle = Array.from(stackNode.subarray(stackAt[dep], top + 1));
                cycle.push(dep);
                cycles.push(cycle);
            }
            else if (state[dep] === 0) {
                top++;
                stackNode[top] = dep;
                stackNext[top] = 0;
                stackAt[dep] = top;
                state[dep] = 1;
            }
        }
    }
    return cycles;
}
/** Schema first; the semantic rules only run on a plan that has the right shape. */
function planProblems(value) {
    const schema = schemaProblems(value);
    if (schema.length > 0)
        return schema;
    return semanticProblems(value);
}


/***/ }),

/***/ 4115:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $L: () => (/* binding */ isDone),
/* harmony export */   FG: () => (/* binding */ planCostUsd),
/* harmony export */   FJ: () => (/* binding */ taskCostUsd),
/* harmony export */   Hi: () => (/* binding */ TASK_STATUSES),
/* harmony export */   TN: () => (/* binding */ taskMaxCostUsd),
/* harmony export */   UK: () => (/* binding */ formatUsd),
/* harmony export */   Wm: () => (/* binding */ agentEnvProblem),
/* harmony export */   ZM: () => (/* binding */ GateSchema),
/* harmony export */   bE: () => (/* binding */ planJsonSchema),
/* harmony export */   fB: () => (/* binding */ PlanSchema),
/* harmony export */   mh: () => (/* binding */ lastAttempt),
/* harmony export */   oH: () => (/* binding */ nextAttemptNumber),
/* harmony export */   pN: () => (/* binding */ PROVENANCES),
/* harmony export */   pc: () => (/* binding */ durationMs)
/* harmony export */ });
/* unused harmony exports SPEC_STATUSES, COMPLEXITIES, ATTEMPT_OUTCOMES, CommentSchema, AttemptSchema, TaskSchema, SpecSchema, AgentDefaultsSchema, BudgetSchema, McpServerSchema, DisciplineSchema, FeatureSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2311);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8439);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2807);
// The plan file, `implementation.json` (docs/ARCHITECTURE.md#the-plan). This zod schema is the single
// source of truth: TypeScript types are inferred from it and `schema/implementation.schema.json`
// is generated from it. Every object is loose so that keys a user adds survive a read and a
// write; every field beyond the seed-minimal set is optional so small plans stay small.


const TASK_STATUSES = ['pending', 'in_progress', 'completed', 'blocked', 'failed', 'skipped'];
/**
 * A spec's status: a task's, or `held`: a person closed its pull request without merging, so
 * nothing of it runs and no pull request is opened for it until a person reopens that pull
 * request or writes `/ralph retry <spec>` (see `heldReason`).
 */
const SPEC_STATUSES = [...TASK_STATUSES, 'held'];
const COMPLEXITIES = ['light', 'standard', 'heavy'];
const PROVENANCES = ['agent', 'human', 'system'];
/** How an attempt ended: the agent outcomes of C4 plus what the gates and checks decided. */
const ATTEMPT_OUTCOMES = [
    'passed',
    'gate_failed',
    'rejected',
    'blocked',
    'no_marker',
    'timeout',
    'crashed',
    'rate_limited',
    'interrupted',
];
/** A duration: a number of seconds, or a string such as "90s", "15m", "1h". */
const Duration = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().positive(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^\d+(\.\d+)?\s*(ms|s|m|h)$/)])
    .describe('A number of seconds, or a string with a unit: "90s", "15m", "1h".');
const Text = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())]).describe('A string, or a list of lines.');
/**
 * Why an `agent.env` entry cannot stand in a committed plan: a name that is not a variable
 * name, a name that holds a credential by convention (`*_API_KEY`, `*_TOKEN`, `*_SECRET`,
 * `*PASSWORD`), or a URL with a password in it. One of checks.ts's rules, so that the fast
 * schema predicate stays exact.
 */
function agentEnvProblem(name, value) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
        return 'not an environment variable name: use letters, digits and _, not starting with a digit';
    if (/(^|_)(API_?KEY|KEY|TOKEN|SECRET|PASSWORD|PASSWD)(_|$)/i.test(name))
        return `${name} holds a secret, and the plan is committed: set it in the environment Ralph runs in instead (a repository secret in the workflow, an exported variable locally)`;
    if (/:\/\/[^/\s@:]*:[^/\s@]*@/.test(value))
        return 'a URL with a password in it, and the plan is committed: give the credentials through the environment instead';
    return undefined;
}
const CommentSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    author: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    body: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    created: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe('ISO 8601 time the comment was made.'),
});
const AttemptSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    number: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    finishedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    outcome: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(ATTEMPT_OUTCOMES).optional(),
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
const TaskSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    title: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    description: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(TASK_STATUSES),
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
    complexity: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(COMPLEXITIES).optional(),
    estimatedTurns: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
    maxCostUsd: CostUsd.optional().describe('The most this task may cost in USD over its attempts (since it was last reset); overrides agent.maxCostUsd. Passed to an agent CLI that takes a budget, checked after every attempt: a task that reaches it is blocked.'),
    provenance: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(PROVENANCES).optional(),
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
    status: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(SPEC_STATUSES)
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
        .describe('Where `ralph init` found this gate (a CI workflow job, a package.json script, a build file); `ralph init --check` compares the command of a gate that has one with what it finds there now.'),
});
const AgentDefaultsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    provider: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional().describe('claude, codex, gemini, opencode or command.'),
    command: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .optional()
        .describe('For provider "command": the command line; the prompt goes to stdin.'),
    model: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    maxTurns: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
    timeout: Duration.optional(),
    maxAttempts: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
    retry: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['continue', 'fresh'])
        .optional()
        .describe('Where a retry starts. "continue" (default): from the failed attempt\'s work, in the work tree, with what failed in its prompt. "fresh": from the task\'s start commit, the failed work thrown away (`ralph build --fresh-retry` for one build).'),
    maxCostUsd: CostUsd.optional().describe("Every task's cost budget in USD, unless the task has its own maxCostUsd."),
    args: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())
        .optional()
        .describe("Options added to the agent CLI's command line, such as codex `-c model_provider=...` overrides. They go to whichever CLI runs, so keep them matching provider."),
    env: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())
        .optional()
        .describe('Environment variables for the agent CLI, such as ANTHROPIC_BASE_URL for a gateway. Never secrets (ralph validate refuses names like *_API_KEY and *_TOKEN): the plan is committed; the agent gets the environment Ralph runs in, secrets included, and these on top.'),
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
});
const FeatureSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    description: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    knowledgePaths: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
    contextFiles: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
});
const PlanSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
    $schema: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    version: zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()]).optional(),
    updatedAt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    updatedBy: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    gates: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(GateSchema).optional(),
    agent: AgentDefaultsSchema.optional(),
    budget: BudgetSchema.optional(),
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
/** Parses "90s", "15m", "1h", "500ms" or a number of seconds into milliseconds. */
function durationMs(value) {
    if (typeof value === 'number')
        return value * 1000;
    const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)$/.exec(value);
    if (!m)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`invalid duration "${value}": use a number of seconds or "90s", "15m", "1h"`);
    const n = Number(m[1]);
    const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2]];
    return n * unit;
}
/** Statuses that satisfy a dependency: a skipped task was judged unnecessary by a person. */
function isDone(status) {
    return status === 'completed' || status === 'skipped';
}
/** The task's latest attempt (the highest number; attempts are appended in order). */
function lastAttempt(task) {
    let last;
    for (const a of task.attempts ?? [])
        if (!last || a.number > last.number)
            last = a;
    return last;
}
/** The number the task's next attempt gets. */
function nextAttemptNumber(task) {
    return (lastAttempt(task)?.number ?? 0) + 1;
}
/**
 * What the task's attempts cost in USD, as recorded: all of them, or (`sinceReset`) those a
 * person's reset did not wipe out (`retryBudgetFrom`), which is what its own budget counts.
 */
function taskCostUsd(task, sinceReset = false) {
    const from = sinceReset ? (task.retryBudgetFrom ?? 0) : 0;
    let sum = 0;
    for (const a of task.attempts ?? [])
        if (a.number > from && a.costUsd !== undefined)
            sum += a.costUsd;
    return micro(sum);
}
/** What every attempt in the plan cost in USD, as recorded. */
function planCostUsd(plan) {
    let sum = 0;
    for (const spec of plan.specs)
        for (const task of spec.tasks)
            sum += taskCostUsd(task);
    return micro(sum);
}
/** Rounded to a millionth of a dollar, so that sums of reported costs compare as people expect. */
function micro(usd) {
    return Math.round(usd * 1e6) / 1e6;
}
/** The task's cost budget: its own `maxCostUsd`, else the plan's `agent.maxCostUsd`. */
function taskMaxCostUsd(plan, task) {
    return task.maxCostUsd ?? plan.agent?.maxCostUsd;
}
/** An amount in USD for people: cents, and below a dollar up to four decimals ($0.0168). */
function formatUsd(usd) {
    if (Math.abs(usd) >= 1)
        return `$${usd.toFixed(2)}`;
    return `$${usd.toFixed(4).replace(/0{1,2}$/, '')}`;
}


/***/ })

};
