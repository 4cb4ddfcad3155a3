export const id = 435;
export const ids = [435];
export const modules = {

/***/ 2:
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
        return (0,merge/* mergePlans */.J)({ specs: [branchSpec] }, { specs: [spec] }).plan.specs[0];
    });
    return { plan: { ...base, specs }, baseStatus, fromBranch };
}

// EXTERNAL MODULE: ./build/adapters/git.js
var adapters_git = __webpack_require__(6689);
// EXTERNAL MODULE: ./build/adapters/plan-file.js
var plan_file = __webpack_require__(8601);
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
    const branches = new Map();
    const branchPlans = new Map();
    for (const ref of refs.split('\n').filter(Boolean)) {
        const branch = ref.slice(opts.refs.length);
        const specId = branch.slice(opts.branchPrefix.length);
        if (branch === opts.skip || !base.specs.some((s) => s.id === specId))
            continue;
        const text = await git.show(ref, opts.planFile);
        if (text === undefined)
            continue;
        branches.set(specId, branch);
        branchPlans.set(specId, (0,plan_file/* parsePlanText */.uo)(text, `${branch}:${opts.planFile}`).plan);
    }
    return { ...overlaySpecBranches(base, branchPlans), branches };
}
/**
 * `ralph status` and `ralph next` in a repository: the plan file as it is in the work tree,
 * with the entries of specs that have a local spec branch taken from there. Outside a git
 * repository (no `.git` beside the plan or above it), just the plan file: no git process.
 */
async function localPlanView(planPath, plan, branchPrefix) {
    const dir = (0,external_node_path_.dirname)(planPath);
    if (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)((0,project_root/* findProjectRoot */.pj)(dir), '.git')))
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


/***/ }),

/***/ 4486:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J7: () => (/* binding */ countsLine),
/* harmony export */   Mj: () => (/* binding */ scheduleSummary),
/* harmony export */   O5: () => (/* binding */ statusRows),
/* harmony export */   Qj: () => (/* binding */ markdownTable),
/* harmony export */   ed: () => (/* binding */ textTable),
/* harmony export */   t0: () => (/* binding */ readyRows)
/* harmony export */ });
/* unused harmony export STATUS_ICONS */
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1733);

const STATUS_ICONS = {
    pending: '⏳',
    in_progress: '🔄',
    completed: '✅',
    blocked: '⛔',
    failed: '❌',
    skipped: '⏭️',
};
/** A plain aligned table: first row is the header. */
function textTable(rows) {
    const widths = [];
    for (const row of rows) {
        row.forEach((cell, i) => {
            widths[i] = Math.max(widths[i] ?? 0, cell.length);
        });
    }
    return rows
        .map((row) => row
        .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i])))
        .join('  ')
        .trimEnd())
        .join('\n');
}
function mdCell(text) {
    return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}
function markdownTable(rows) {
    const [head, ...body] = rows;
    if (!head)
        return '';
    return [
        `| ${head.map(mdCell).join(' | ')} |`,
        `| ${head.map(() => '---').join(' | ')} |`,
        ...body.map((r) => `| ${r.map(mdCell).join(' | ')} |`),
    ].join('\n');
}
function readyRows(ready) {
    return [
        ['SPEC', 'TASK', 'ATTEMPT', 'TIER', 'TURNS', 'TIMEOUT', 'BRANCH'],
        ...ready.map((r) => [
            r.spec,
            r.task,
            String(r.attempt),
            r.complexity,
            String(r.maxTurns),
            r.timeoutMinutes >= 1 ? `${Math.round(r.timeoutMinutes)}m` : `${Math.round(r.timeoutMinutes * 60)}s`,
            r.branch,
        ]),
    ];
}
function countsLine(s) {
    const c = s.counts;
    const parts = [
        `${c.total} tasks`,
        `${c.completed} completed`,
        `${c.ready} ready`,
        `${c.in_progress} in progress`,
        `${c.pending} pending`,
        `${c.failed} failed`,
        `${c.blocked} blocked`,
        `${c.skipped} skipped`,
    ];
    return parts.join(', ');
}
/** One row per task: spec, task, status, attempts, and why it waits (blocked reason, deps). */
function statusRows(plan, s, icons = false) {
    const waits = new Map(s.waiting.map((w) => [w.task, w.reason]));
    const ready = new Set(s.ready.map((r) => r.task));
    const rows = [['SPEC', 'TASK', 'STATUS', 'ATTEMPTS', 'NOTE']];
    for (const spec of plan.specs) {
        for (const task of spec.tasks) {
            const note = ready.has(task.id)
                ? 'ready'
                : task.status === 'completed' && task.commit
                    ? `commit ${task.commit.slice(0, 7)}`
                    : (waits.get(task.id) ?? (task.blockedReason ? `blocked: ${task.blockedReason}` : ''));
            rows.push([
                spec.id,
                task.id,
                icons ? `${STATUS_ICONS[task.status]} ${task.status}` : task.status,
                String((0,_schedule_js__WEBPACK_IMPORTED_MODULE_0__/* .countedAttempts */ .jc)(task)),
                note,
            ]);
        }
    }
    return rows;
}
/** The job summary of `schedule`: what runs now, and where every task stands. */
function scheduleSummary(plan, s) {
    const parts = ['## Ralph schedule', '', countsLine(s), ''];
    if (s.ready.length > 0) {
        parts.push('### Ready now', '', markdownTable(readyRows(s.ready)), '');
    }
    else
        parts.push('Nothing is ready to run.', '');
    parts.push('### Plan', '', markdownTable(statusRows(plan, s, true)), '');
    return parts.join('\n');
}


/***/ }),

/***/ 1733:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D3: () => (/* binding */ toMatrix),
/* harmony export */   Gz: () => (/* binding */ DEFAULT_MAX_ATTEMPTS),
/* harmony export */   _: () => (/* binding */ schedule),
/* harmony export */   _g: () => (/* binding */ DEFAULT_BRANCH_PREFIX),
/* harmony export */   cp: () => (/* binding */ taskLimits),
/* harmony export */   jc: () => (/* binding */ countedAttempts),
/* harmony export */   xG: () => (/* binding */ limitOverrides)
/* harmony export */ });
/* unused harmony exports TIERS, STALE_MARGIN_MINUTES, JOB_TIMEOUT_ALLOWANCE_MINUTES, taskComplexity */
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4115);
// The scheduler (DESIGN.md C2): a pure function from a plan, options and the current time to
// the ready set. Tasks of one spec share a branch, so they run one at a time; specs run in
// parallel. Ordered by spec priority (lower first), then plan order.

const TIERS = {
    light: { maxTurns: 50, timeoutMinutes: 10 },
    standard: { maxTurns: 75, timeoutMinutes: 15 },
    heavy: { maxTurns: 125, timeoutMinutes: 20 },
};
const DEFAULT_MAX_ATTEMPTS = 3;
const DEFAULT_BRANCH_PREFIX = 'ralph/';
/** How long past its timeout an `in_progress` task must be before its job is taken as dead. */
const STALE_MARGIN_MINUTES = 10;
const JOB_TIMEOUT_ALLOWANCE_MINUTES = 30;
const INTEGRATION_WORDS = /\b(integrat\w*|end[- ]to[- ]end|e2e|migrat\w*|database|schema|auth\w*|security|concurren\w*|distributed|api|deploy\w*|refactor\w*|oauth|webhook\w*|pipeline)\b/gi;
/** The complexity tier of a task: its own `complexity`, else detected from its shape. */
function taskComplexity(task) {
    if (task.complexity)
        return task.complexity;
    if (task.estimatedTurns !== undefined) {
        if (task.estimatedTurns <= TIERS.light.maxTurns)
            return 'light';
        return task.estimatedTurns <= TIERS.standard.maxTurns ? 'standard' : 'heavy';
    }
    const deps = task.dependsOn?.length ?? 0;
    const artifacts = task.outputArtifacts?.length ?? 0;
    const text = `${task.title ?? ''} ${task.description}`;
    const keywords = new Set(Array.from(text.matchAll(INTEGRATION_WORDS), (m) => m[0].toLowerCase())).size;
    const score = deps + artifacts + 2 * keywords;
    if (score >= 6)
        return 'heavy';
    if (score <= 1 && text.length < 200)
        return 'light';
    return 'standard';
}
/** Plan-wide limits (`agent.maxTurns`, `agent.timeout`) that override every tier, under explicit options. */
function limitOverrides(plan, options = {}) {
    const timeout = plan.agent?.timeout;
    return {
        maxTurns: options.maxTurns ?? plan.agent?.maxTurns,
        timeoutMinutes: options.timeoutMinutes ?? (timeout !== undefined ? (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .durationMs */ .pc)(timeout) / 60_000 : undefined),
    };
}
function taskLimits(task, options = {}) {
    const complexity = taskComplexity(task);
    const tier = TIERS[complexity];
    return {
        complexity,
        maxTurns: options.maxTurns ?? task.estimatedTurns ?? tier.maxTurns,
        timeoutMinutes: options.timeoutMinutes ?? tier.timeoutMinutes,
    };
}
/** Attempts that count against the retry budget: rate limits and interruptions are not the task's fault. */
function countedAttempts(task) {
    const from = task.retryBudgetFrom ?? 0;
    return (task.attempts ?? []).filter((a) => a.number > from && a.outcome !== 'rate_limited' && a.outcome !== 'interrupted').length;
}
function startedAt(task) {
    const iso = task.startedAt ?? (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .lastAttempt */ .mh)(task)?.startedAt;
    if (!iso)
        return undefined;
    const t = Date.parse(iso);
    return Number.isNaN(t) ? undefined : t;
}
function specDone(spec) {
    return (spec.status === 'completed' || spec.status === 'skipped' || spec.tasks.every((t) => (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .isDone */ .$L)(t.status)));
}
function schedule(plan, options = {}) {
    const now = (options.now ?? new Date()).getTime();
    const maxAttempts = options.maxAttempts ?? plan.agent?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const perSpec = options.perSpec ?? 1;
    const prefix = options.branchPrefix ?? DEFAULT_BRANCH_PREFIX;
    const overrides = limitOverrides(plan, options);
    const byId = new Map();
    const specOf = new Map();
    for (const spec of plan.specs)
        for (const task of spec.tasks) {
            byId.set(task.id, task);
            specOf.set(task.id, spec.id);
        }
    const depStatus = (dep, specId) => options.baseStatus && specOf.get(dep) !== specId ? options.baseStatus.get(dep) : byId.get(dep)?.status;
    const counts = {
        pending: 0,
        in_progress: 0,
        completed: 0,
        blocked: 0,
        failed: 0,
        skipped: 0,
        total: 0,
        ready: 0,
    };
    const candidates = [];
    const waiting = [];
    let order = 0;
    for (const spec of plan.specs) {
        for (const task of spec.tasks) {
            counts[task.status]++;
            counts.total++;
        }
        if (options.spec !== undefined && spec.id !== options.spec)
            continue;
        const done = specDone(spec);
        let slots = perSpec;
        const branch = `${prefix}${spec.id}`;
        // A live in_progress task holds its spec's slot.
        const live = new Set();
        for (const task of spec.tasks) {
            if (task.status !== 'in_progress')
                continue;
            const limits = taskLimits(task, overrides);
            const started = startedAt(task);
            const staleAfter = (limits.timeoutMinutes + STALE_MARGIN_MINUTES) * 60_000;
            // No start time (an import, a hand edit) or an old one: its job is gone, run it again.
            if (started !== undefined && now - started <= staleAfter) {
                live.add(task);
                slots--;
            }
        }
        for (const task of spec.tasks) {
            const wait = (reason) => waiting.push({ spec: spec.id, task: task.id, status: task.status, reason });
            if ((0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .isDone */ .$L)(task.status))
                continue;
            if (done)
                continue;
            if (live.has(task)) {
                wait('running');
                continue;
            }
            let why;
            const used = countedAttempts(task);
            if (task.status === 'pending')
                why = used > 0 ? 'retry' : 'pending';
            else if (task.status === 'failed') {
                if (used >= maxAttempts) {
                    wait(`retry budget spent (${used}/${maxAttempts} attempts)`);
                    continue;
                }
                why = 'retry';
            }
            else if (task.status === 'in_progress')
                why = 'stale';
            else {
                wait(task.blockedReason ? `blocked: ${task.blockedReason}` : 'blocked');
                continue;
            }
            const unmet = (task.dependsOn ?? []).filter((d) => !(0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .isDone */ .$L)(depStatus(d, spec.id)));
            if (unmet.length > 0) {
                const on = (d) => {
                    const st = depStatus(d, spec.id) ?? 'unknown';
                    return options.baseStatus && specOf.get(d) !== spec.id && byId.get(d)?.status === 'completed'
                        ? `${d} (completed, not yet merged)`
                        : `${d} (${st})`;
                };
                wait(`waits on ${unmet.map(on).join(', ')}`);
                continue;
            }
            if (options.task !== undefined && task.id !== options.task)
                continue;
            if (slots <= 0) {
                wait(`waits for its spec's running task`);
                continue;
            }
            slots--;
            const limits = taskLimits(task, overrides);
            const last = (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .lastAttempt */ .mh)(task);
            const runId = last?.runUrl ? /\/actions\/runs\/(\d+)/.exec(last.runUrl)?.[1] : undefined;
            const retry = last?.artifact && runId ? { retryArtifact: last.artifact, retryRunId: runId } : {};
            candidates.push({
                priority: spec.priority ?? Number.MAX_SAFE_INTEGER,
                order: order++,
                ready: {
                    spec: spec.id,
                    task: task.id,
                    attempt: (last?.number ?? 0) + 1,
                    branch,
                    ...limits,
                    why,
                    ...retry,
                },
            });
        }
    }
    candidates.sort((a, b) => a.priority - b.priority || a.order - b.order);
    let ready = candidates.map((c) => c.ready);
    if (options.maxParallel !== undefined && options.maxParallel > 0) {
        for (const r of ready.slice(options.maxParallel))
            waiting.push({
                spec: r.spec,
                task: r.task,
                status: byId.get(r.task).status,
                reason: 'over max-parallel',
            });
        ready = ready.slice(0, options.maxParallel);
    }
    counts.ready = ready.length;
    return { ready, waiting, counts };
}
/** The GitHub Actions matrix for a schedule: `{"include": [...]}`; with `where`, each entry also says its base and what to check out. */
function toMatrix(ready, where = {}) {
    return {
        include: ready.map((r) => ({
            spec: r.spec,
            task: r.task,
            attempt: r.attempt,
            branch: r.branch,
            complexity: r.complexity,
            'max-turns': r.maxTurns,
            'timeout-minutes': Math.ceil(r.timeoutMinutes),
            // The job also sets up, runs the gates and records: room beyond the agent's own limit.
            'job-timeout-minutes': Math.ceil(r.timeoutMinutes) + JOB_TIMEOUT_ALLOWANCE_MINUTES,
            'retry-artifact': r.retryArtifact ?? '',
            'retry-run-id': r.retryRunId ?? '',
            // What the job checks out before its setup steps: the spec branch once it exists, so the
            // project is installed as the spec's earlier tasks left it; else the base.
            ...(where.base !== undefined
                ? { base: where.base, 'checkout-ref': where.branches?.has(r.branch) ? r.branch : where.base }
                : {}),
        })),
    };
}


/***/ })

};
