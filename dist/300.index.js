export const id = 300;
export const ids = [300];
export const modules = {

/***/ 300:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  W6: () => (/* binding */ PlanError),
  Yq: () => (/* binding */ loadPlan),
  td: () => (/* binding */ updatePlan)
});

// UNUSED EXPORTS: parsePlanText, savePlan, serializePlan, writeAtomic

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __webpack_require__(9547);
// EXTERNAL MODULE: ./build/core/plan.js
var core_plan = __webpack_require__(4115);
;// CONCATENATED MODULE: ./build/core/checks.js
// Validation of a plan: the schema, then the rules no schema can express (duplicate ids,
// unknown and cyclic dependencies, ids unsafe as branch names, completed-before-dependency).
// Every problem carries the JSON path it is about, so a message reads
// `specs[1].tasks[0].dependsOn[0]: unknown task "x"`.

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
/** Schema problems (zod) for any JSON value. */
function schemaProblems(value) {
    const result = core_plan/* PlanSchema */.fB.safeParse(value);
    if (result.success)
        return [];
    return result.error.issues.map((issue) => ({
        path: formatPath(issue.path),
        message: issue.message,
    }));
}
/** The rules beyond the schema. Assumes the value passed the schema. Linear in plan size. */
function semanticProblems(plan) {
    const problems = [];
    const specIds = new Map();
    const taskAt = new Map();
    plan.specs.forEach((spec, si) => {
        const first = specIds.get(spec.id);
        if (first !== undefined) {
            problems.push({ path: `specs[${si}].id`, message: `duplicate spec id "${spec.id}" (first at specs[${first}].id)` });
        }
        else
            specIds.set(spec.id, si);
        const unsafe = unsafeIdReason(spec.id);
        if (unsafe)
            problems.push({
                path: `specs[${si}].id`,
                message: `spec id "${spec.id}" ${unsafe}; it becomes a branch name (ralph/${spec.id}), so rename it`,
            });
        spec.tasks.forEach((task, ti) => {
            const prior = taskAt.get(task.id);
            if (prior) {
                problems.push({
                    path: `specs[${si}].tasks[${ti}].id`,
                    message: `duplicate task id "${task.id}" (first at specs[${prior.specIndex}].tasks[${prior.taskIndex}].id)`,
                });
            }
            else
                taskAt.set(task.id, { specIndex: si, taskIndex: ti });
            const unsafeTask = unsafeIdReason(task.id);
            if (unsafeTask)
                problems.push({
                    path: `specs[${si}].tasks[${ti}].id`,
                    message: `task id "${task.id}" ${unsafeTask}; it becomes a file and artifact name, so rename it`,
                });
        });
    });
    const disciplines = new Set((plan.disciplines ?? []).map((d) => d.name));
    const features = new Set((plan.features ?? []).map((f) => f.name));
    plan.specs.forEach((spec, si) => {
        spec.tasks.forEach((task, ti) => {
            const at = `specs[${si}].tasks[${ti}]`;
            task.dependsOn?.forEach((dep, di) => {
                const target = taskAt.get(dep);
                if (!target) {
                    problems.push({ path: `${at}.dependsOn[${di}]`, message: `unknown task "${dep}"` });
                    return;
                }
                const depTask = plan.specs[target.specIndex].tasks[target.taskIndex];
                if (task.status === 'completed' && !(0,core_plan/* isDone */.$L)(depTask.status)) {
                    problems.push({
                        path: `${at}.status`,
                        message: `task "${task.id}" is completed but its dependency "${dep}" is ${depTask.status}; set one of them right`,
                    });
                }
            });
            if (task.discipline !== undefined && !disciplines.has(task.discipline))
                problems.push({
                    path: `${at}.discipline`,
                    message: `unknown discipline "${task.discipline}"; add it to disciplines[] or remove the reference`,
                });
            if (task.feature !== undefined && !features.has(task.feature))
                problems.push({
                    path: `${at}.feature`,
                    message: `unknown feature "${task.feature}"; add it to features[] or remove the reference`,
                });
        });
    });
    problems.push(...cycleProblems(plan, taskAt));
    return problems;
}
/** Every dependency cycle, each reported once at the task where the walk found it. */
function cycleProblems(plan, taskAt) {
    const problems = [];
    const state = new Map(); // 1 = on the stack, 2 = finished
    const deps = (id) => {
        const at = taskAt.get(id);
        if (!at)
            return [];
        return (plan.specs[at.specIndex].tasks[at.taskIndex].dependsOn ?? []).filter((d) => taskAt.has(d));
    };
    for (const root of taskAt.keys()) {
        if (state.has(root))
            continue;
        // Iterative DFS: a 10,000-task chain must not overflow the call stack.
        const stack = [{ id: root, next: 0, deps: deps(root) }];
        state.set(root, 1);
        while (stack.length > 0) {
            const frame = stack[stack.length - 1];
            if (frame.next >= frame.deps.length) {
                state.set(frame.id, 2);
                stack.pop();
                continue;
            }
            const dep = frame.deps[frame.next++];
            const s = state.get(dep);
            if (s === 1) {
                const from = stack.findIndex((f) => f.id === dep);
                const cycle = [...stack.slice(from).map((f) => f.id), dep];
                const at = taskAt.get(frame.id);
                problems.push({
                    path: `specs[${at.specIndex}].tasks[${at.taskIndex}].dependsOn`,
                    message: `dependency cycle: ${cycle.join(' -> ')}; remove one of these dependencies`,
                });
            }
            else if (s === undefined) {
                state.set(dep, 1);
                stack.push({ id: dep, next: 0, deps: deps(dep) });
            }
        }
    }
    return problems;
}
/** Schema first; the semantic rules only run on a plan that has the right shape. */
function planProblems(value) {
    const schema = schemaProblems(value);
    if (schema.length > 0)
        return schema;
    return semanticProblems(value);
}

;// CONCATENATED MODULE: ./build/adapters/plan-file.js
// Reading and writing `implementation.json` safely. The object in memory is the parsed JSON
// itself (not zod's output), so key order and unknown keys survive; a write re-validates,
// keeps the file's indentation, line endings and byte-order mark, and replaces the file
// atomically (temp file + rename) under a lock, so no reader sees half a file and no
// concurrent writer's update is lost.





/** A plan that cannot be read or would not be valid; `problems` has one entry per problem. */
class PlanError extends Error {
    file;
    problems;
    constructor(file, problems) {
        super(problems
            .map((p) => `${file}${p.line ? `:${p.line}:${p.column}` : ''}: ${formatProblem(p)}`)
            .join('\n'));
        this.file = file;
        this.problems = problems;
        this.name = 'PlanError';
    }
}
const DEFAULT_FORMAT = { bom: false, eol: '\n', indent: '  ' };
/** Parses plan text; throws PlanError with line and column for bad JSON or a bad plan. */
function parsePlanText(text, file) {
    const bom = text.charCodeAt(0) === 0xfeff;
    const body = bom ? text.slice(1) : text;
    let value;
    try {
        value = JSON.parse(body);
    }
    catch {
        throw new PlanError(file, jsonSyntaxProblems(body));
    }
    const problems = planProblems(value);
    if (problems.length > 0)
        throw new PlanError(file, locate(body, problems));
    return { plan: value, format: { bom, eol: body.includes('\r\n') ? '\r\n' : '\n', indent: detectIndent(body) } };
}
function loadPlan(path) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch (err) {
        const code = err.code;
        const hint = code === 'ENOENT'
            ? 'no such file; create one with `ralph init`, or pass --plan PATH'
            : err.message;
        throw new PlanError(path, [{ path: '', message: hint }]);
    }
    return { path, ...parsePlanText(text, path) };
}
/** The bytes a plan is written as, in the given format. */
function serializePlan(plan, format = DEFAULT_FORMAT) {
    let json = `${JSON.stringify(plan, null, format.indent)}\n`;
    if (format.eol === '\r\n')
        json = json.replace(/\n/g, '\r\n');
    return (format.bom ? '\uFEFF' : '') + json;
}
/** Validates, then atomically replaces the file. A plan with problems is never written. */
function savePlan(loaded) {
    const problems = planProblems(loaded.plan);
    if (problems.length > 0) {
        throw new PlanError(loaded.path, problems.map((p) => ({ ...p, message: `${p.message} (not saved; the file is unchanged)` })));
    }
    writeAtomic(loaded.path, serializePlan(loaded.plan, loaded.format));
}
function writeAtomic(path, data) {
    const tmp = `${path}.${process.pid}.${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.tmp`;
    try {
        (0,external_node_fs_.writeFileSync)(tmp, data, { flag: 'wx' });
        (0,external_node_fs_.renameSync)(tmp, path);
    }
    catch (err) {
        (0,external_node_fs_.rmSync)(tmp, { force: true });
        throw err;
    }
}
const LOCK_STALE_MS = 30_000;
/**
 * Read-modify-write under a lock file (`<plan>.lock`), so two writers (a `ralph set` while
 * `ralph build` runs, say) never lose each other's update. `mutate` sees the freshest plan.
 */
async function updatePlan(path, mutate) {
    const lock = `${path}.lock`;
    const deadline = Date.now() + 10_000;
    for (;;) {
        try {
            (0,external_node_fs_.closeSync)((0,external_node_fs_.openSync)(lock, 'wx'));
            break;
        }
        catch (err) {
            if (err.code !== 'EEXIST')
                throw err;
            try {
                if (Date.now() - (0,external_node_fs_.statSync)(lock).mtimeMs > LOCK_STALE_MS)
                    (0,external_node_fs_.rmSync)(lock, { force: true });
            }
            catch {
                // the holder released it between our open and stat
            }
            if (Date.now() > deadline)
                throw new Error(`${path}: locked by another ralph process (${lock}); wait, or delete the lock if none runs`);
            await (0,promises_.setTimeout)(20 + Math.random() * 30);
        }
    }
    try {
        const loaded = loadPlan(path);
        const result = mutate(loaded.plan);
        savePlan(loaded);
        return result;
    }
    finally {
        (0,external_node_fs_.rmSync)(lock, { force: true });
    }
}
function detectIndent(text) {
    const m = /^[{[][ \t]*\r?\n([ \t]+)\S/.exec(text);
    return m?.[1] ?? '  ';
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
    return { line, column: offset - lineStart + 1 };
}
function jsonSyntaxProblems(text) {
    const errors = [];
    (0,main.parseTree)(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    if (errors.length === 0)
        return [{ line: 1, column: 1, path: '', message: 'invalid JSON; fix the syntax' }];
    return errors.slice(0, 5).map((e) => ({
        ...lineColumn(text, e.offset),
        path: '',
        message: `invalid JSON: ${(0,main.printParseErrorCode)(e.error)}; fix the syntax at this place`,
    }));
}
/** Adds the line and column of each problem's JSON path (only computed when there are problems). */
function locate(text, problems) {
    const root = (0,main.parseTree)(text);
    if (!root)
        return problems;
    return problems.map((p) => {
        const segments = parsePath(p.path);
        let node = (0,main.findNodeAtLocation)(root, segments);
        // A missing key: point at the nearest enclosing value that exists.
        while (!node && segments.length > 0) {
            segments.pop();
            node = (0,main.findNodeAtLocation)(root, segments);
        }
        if (!node)
            return p;
        const at = node.parent?.type === 'property' ? node.parent.offset : node.offset;
        return { ...p, ...lineColumn(text, at) };
    });
}


/***/ }),

/***/ 4115:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $L: () => (/* binding */ isDone),
/* harmony export */   Hi: () => (/* binding */ TASK_STATUSES),
/* harmony export */   bE: () => (/* binding */ planJsonSchema),
/* harmony export */   fB: () => (/* binding */ PlanSchema)
/* harmony export */ });
/* unused harmony exports COMPLEXITIES, PROVENANCES, ATTEMPT_OUTCOMES, CommentSchema, AttemptSchema, TaskSchema, SpecSchema, GateSchema, AgentDefaultsSchema, McpServerSchema, DisciplineSchema, FeatureSchema, durationMs, allTasks */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2311);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8439);
// The plan file, `implementation.json` (DESIGN.md C1). This zod schema is the single
// source of truth: TypeScript types are inferred from it and `schema/implementation.schema.json`
// is generated from it. Every object is loose so that keys a user adds survive a read and a
// write; every field beyond the seed-minimal set is optional so small plans stay small.

const TASK_STATUSES = ['pending', 'in_progress', 'completed', 'blocked', 'failed', 'skipped'];
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
const Duration = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().positive(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^\d+(\.\d+)?\s*(ms|s|m|h)$/)])
    .describe('A number of seconds, or a string with a unit: "90s", "15m", "1h".');
const Text = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())]).describe('A string, or a list of lines.');
const CommentSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    author: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    body: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    created: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('ISO 8601 time the comment was made.'),
});
const AttemptSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    number: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    finishedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    outcome: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(ATTEMPT_OUTCOMES).optional(),
    gate: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('The gate that failed, when one did.'),
    summary: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('A short account of what went wrong: gate output tail, reason.'),
    runUrl: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    artifact: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('Name of the job artifact holding the full retry context.'),
    turns: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
    costUsd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
});
const TaskSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(TASK_STATUSES),
    acceptanceCriteria: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    dependsOn: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional().describe('Ids of tasks (in any spec) that must be completed first.'),
    discipline: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('Name of an entry in the top-level disciplines[].'),
    feature: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('Name of an entry in the top-level features[].'),
    contextFiles: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional().describe('Repository paths whose contents go into the prompt.'),
    outputArtifacts: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional().describe('Repository paths the task must produce.'),
    hints: Text.optional(),
    complexity: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(COMPLEXITIES).optional(),
    estimatedTurns: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().optional(),
    provenance: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(PROVENANCES).optional(),
    comments: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(CommentSchema).optional(),
    attempts: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AttemptSchema).optional(),
    retryBudgetFrom: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .int()
        .nonnegative()
        .optional()
        .describe('Attempts numbered up to this one do not count against the retry budget (a person reset the task).'),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    blockedReason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    completedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
    commit: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
const SpecSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).describe('Used in branch names (ralph/<id>): letters, digits, ".", "_", "-".'),
    file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('The markdown spec this entry was planned from.'),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    priority: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional().describe('Lower runs first.'),
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(TASK_STATUSES).optional(),
    context: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    acceptanceCriteria: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    issue: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().optional().describe('Tracking issue number for blocked-task comments.'),
    tasks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(TaskSchema),
});
const GateSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    command: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    required: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional().describe('Defaults to true: a failing required gate fails the attempt.'),
    timeout: Duration.optional(),
});
const AgentDefaultsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    provider: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('claude, codex, gemini, opencode or command.'),
    command: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('For provider "command": the command line; the prompt goes to stdin.'),
    model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    maxTurns: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().optional(),
    timeout: Duration.optional(),
    maxAttempts: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().optional(),
});
const McpServerSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    command: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    args: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    env: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
const DisciplineSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    systemPrompt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    skills: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    conventions: Text.optional(),
    mcpServers: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(McpServerSchema).optional(),
});
const FeatureSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    knowledgePaths: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    contextFiles: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
});
const PlanSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    $schema: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    version: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()]).optional(),
    updatedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    updatedBy: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    gates: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(GateSchema).optional(),
    agent: AgentDefaultsSchema.optional(),
    disciplines: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(DisciplineSchema).optional(),
    features: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(FeatureSchema).optional(),
    specs: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(SpecSchema),
});
/** The JSON Schema editors use through `$schema`; committed and checked for staleness. */
function planJsonSchema() {
    return {
        ...zod__WEBPACK_IMPORTED_MODULE_1__/* .toJSONSchema */ .bl(PlanSchema, { target: 'draft-2020-12', io: 'input' }),
        $id: 'https://github.com/ralph-ci/ralph/schema/implementation.schema.json',
        title: 'Ralph implementation plan',
    };
}
/** Parses "90s", "15m", "1h", "500ms" or a number of seconds into milliseconds. */
function durationMs(value) {
    if (typeof value === 'number')
        return value * 1000;
    const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)$/.exec(value);
    if (!m)
        throw new Error(`invalid duration "${value}": use a number of seconds or "90s", "15m", "1h"`);
    const n = Number(m[1]);
    const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2]];
    return n * unit;
}
/** Statuses that satisfy a dependency: a skipped task was judged unnecessary by a person. */
function isDone(status) {
    return status === 'completed' || status === 'skipped';
}
function allTasks(plan) {
    const out = [];
    plan.specs.forEach((spec, specIndex) => {
        spec.tasks.forEach((task, taskIndex) => {
            out.push({ spec, task, specIndex, taskIndex });
        });
    });
    return out;
}


/***/ })

};
