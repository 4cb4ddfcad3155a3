export const id = 940;
export const ids = [940];
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

/***/ 1940:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   next: () => (/* binding */ next)
/* harmony export */ });
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8224);
/* harmony import */ var _adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2);
/* harmony import */ var _adapters_project_root_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2757);
/* harmony import */ var _core_report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4486);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1733);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3192);






const next = {
    name: 'next',
    summary: 'list the ready tasks',
    usage: `[--json | --matrix] [--spec ID] [--task ID] [--max N] [--branch-prefix PREFIX] [--plan PATH]

Lists the tasks that are ready to run, in the order Ralph runs them:
spec priority, then plan order; one task per spec at a time. A spec's progress is
read from its branch (ralph/<spec-id>) when it has one.

      --json                  print the ready tasks as JSON
      --matrix                print a GitHub Actions matrix ({"include": [...]})
      --spec ID               only tasks of this spec
      --task ID               only this task
      --max N                 at most N tasks
      --branch-prefix PREFIX  where spec branches live: PREFIX<spec-id> (default: ralph/)
${_command_js__WEBPACK_IMPORTED_MODULE_5__/* .PLAN_USAGE */ .YG}`,
    options: {
        ..._command_js__WEBPACK_IMPORTED_MODULE_5__/* .PLAN_OPTION */ .w,
        ..._command_js__WEBPACK_IMPORTED_MODULE_5__/* .BRANCH_PREFIX_OPTION */ .WH,
        json: { type: 'boolean' },
        matrix: { type: 'boolean' },
        spec: { type: 'string' },
        task: { type: 'string' },
        max: { type: 'string' },
    },
    async run(ctx) {
        const planPath = (0,_adapters_project_root_js__WEBPACK_IMPORTED_MODULE_2__/* .resolvePlanPath */ .PC)(ctx.cwd, (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(ctx, 'plan'));
        const loaded = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_0__/* .loadPlan */ .Yq)(planPath).plan;
        const branchPrefix = (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(ctx, 'branch-prefix') ?? _core_schedule_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_BRANCH_PREFIX */ ._g;
        const view = await (0,_adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_1__/* .localPlanView */ .e)(planPath, loaded, branchPrefix);
        const s = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_4__/* .schedule */ ._)(view?.plan ?? loaded, {
            baseStatus: view?.baseStatus,
            branchPrefix,
            spec: (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(ctx, 'spec'),
            task: (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(ctx, 'task'),
            maxParallel: (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .intOption */ .dP)(ctx, 'max'),
        });
        if (ctx.values.matrix)
            ctx.out(JSON.stringify((0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_4__/* .toMatrix */ .D3)(s.ready)));
        else if (ctx.values.json)
            ctx.out(JSON.stringify(s.ready, null, 2));
        else if (s.budget.spent)
            ctx.out(`No task is ready: ${s.budget.spent}. \`ralph status\` shows the cost of each task.`);
        else if (s.ready.length === 0)
            ctx.out('No task is ready. `ralph status` shows what each task waits on.');
        else
            ctx.out((0,_core_report_js__WEBPACK_IMPORTED_MODULE_3__/* .textTable */ .ed)((0,_core_report_js__WEBPACK_IMPORTED_MODULE_3__/* .readyRows */ .t0)(s.ready)));
        return 0;
    },
};


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
/* harmony export */   dB: () => (/* binding */ unblockHints),
/* harmony export */   ed: () => (/* binding */ textTable),
/* harmony export */   eg: () => (/* binding */ unblockText),
/* harmony export */   "in": () => (/* binding */ budgetLine),
/* harmony export */   k5: () => (/* binding */ showsCost),
/* harmony export */   r7: () => (/* binding */ shellWord),
/* harmony export */   t0: () => (/* binding */ readyRows)
/* harmony export */ });
/* unused harmony export STATUS_ICONS */
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4115);
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1733);
// Plans and schedules as text for people: terminal tables and the Markdown of job summaries.


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
/** The plan's recorded cost against its budget, in one line: "Cost: $1.20 of a $5.00 budget". */
function budgetLine(budget) {
    const spent = `Cost: ${(0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(budget.spentUsd)} recorded`;
    if (budget.maxCostUsd === undefined)
        return spent;
    const line = `${spent} of a ${(0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(budget.maxCostUsd)} budget`;
    return budget.spent ? `${line}: spent, so no task starts until the budget is raised` : line;
}
/** Whether a plan's tables show costs: once any is recorded, or when it has a budget. */
function showsCost(plan, s) {
    return (s.budget.maxCostUsd !== undefined ||
        plan.specs.some((spec) => spec.tasks.some((t) => t.attempts?.some((a) => a.costUsd !== undefined))));
}
/** What a task's attempts cost, as a table cell: a dash when none reported a cost. */
function costCell(task) {
    return task.attempts?.some((a) => a.costUsd !== undefined) ? (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)((0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .taskCostUsd */ .FJ)(task)) : '–';
}
/**
 * One row per task: spec, task, status, attempts, cost (once any is recorded), and why it
 * waits (blocked reason, deps).
 */
function statusRows(plan, s, icons = false) {
    const waits = new Map(s.waiting.map((w) => [w.task, w.reason]));
    const ready = new Set(s.ready.map((r) => r.task));
    const cost = showsCost(plan, s);
    const rows = [['SPEC', 'TASK', 'STATUS', 'ATTEMPTS', ...(cost ? ['COST'] : []), 'NOTE']];
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
                String((0,_schedule_js__WEBPACK_IMPORTED_MODULE_1__/* .countedAttempts */ .jc)(task)),
                ...(cost ? [costCell(task)] : []),
                note,
            ]);
        }
    }
    return rows;
}
/** A word a shell passes on as it is: quoted only when it has to be. */
function shellWord(text) {
    return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
/**
 * One hint per blocked task. `args` are the options the commands need beyond the task
 * (`--plan PATH`, `--branch-prefix P`), as the person typed them for this command.
 */
function unblockHints(plan, args = []) {
    const extra = args.map((a) => ` ${shellWord(a)}`).join('');
    const hints = [];
    for (const spec of plan.specs)
        for (const task of spec.tasks) {
            if (task.status !== 'blocked')
                continue;
            const id = shellWord(task.id);
            hints.push({
                spec: spec.id,
                task: task.id,
                retry: `ralph retry ${id} --reason "..."${extra}`,
                skip: `ralph skip ${id} --reason "..."${extra}`,
                comment: `/ralph retry ${task.id} <answer>`,
                ...(spec.issue !== undefined ? { issue: spec.issue } : {}),
            });
        }
    return hints;
}
/** The hints as lines for a terminal; empty when nothing is blocked. */
function unblockText(hints) {
    return hints
        .map((h) => {
        const width = Math.max(h.retry.length, h.skip.length);
        const where = h.issue !== undefined ? `issue #${h.issue}` : `${h.spec}'s tracking issue`;
        return [
            `${h.task} is blocked. To unblock it:`,
            `  ${h.retry.padEnd(width)}  run it again; your answer goes into its prompt`,
            `  ${h.skip.padEnd(width)}  skip it; what depends on it goes ahead`,
            `  or on GitHub, comment on ${where}: ${h.comment}`,
        ].join('\n');
    })
        .join('\n');
}
/** The job summary of `schedule`: what runs now, and where every task stands. */
function scheduleSummary(plan, s) {
    const parts = ['## Ralph schedule', '', countsLine(s), ''];
    if (showsCost(plan, s))
        parts.push(budgetLine(s.budget), '');
    if (s.ready.length > 0) {
        parts.push('### Ready now', '', markdownTable(readyRows(s.ready)), '');
    }
    else if (s.budget.spent)
        parts.push(`Nothing is ready to run: ${s.budget.spent}.`, '');
    else
        parts.push('Nothing is ready to run.', '');
    parts.push('### Plan', '', markdownTable(statusRows(plan, s, true)), '');
    return parts.join('\n');
}


/***/ })

};
