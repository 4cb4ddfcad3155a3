export const id = 6235;
export const ids = [6235];
export const modules = {

/***/ 6739:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KB: () => (/* binding */ localHolds),
/* harmony export */   LU: () => (/* binding */ fetchHolds),
/* harmony export */   RC: () => (/* binding */ readHolds),
/* harmony export */   hA: () => (/* binding */ writeHold)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _core_hold_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7565);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6689);
/* harmony import */ var _project_root_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2757);
/* harmony import */ var _spec_branch_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4323);
// The holds on the remote, as tags `ralph-held/<spec>` (see core/hold.ts for why a tag).






const TAGS = `refs/tags/${_core_hold_js__WEBPACK_IMPORTED_MODULE_5__/* .HOLD_TAG_PREFIX */ .wN}`;
/** Brings the remote's hold tags into the clone (a writer job: its token is in git's environment). */
async function fetchHolds(git) {
    await git.exec(['fetch', '--quiet', '--prune', '--no-tags', _spec_branch_js__WEBPACK_IMPORTED_MODULE_4__/* .REMOTE */ .Bn, `+${TAGS}*:${TAGS}*`], {
        allowFailure: true,
    });
}
/** The holds the clone knows, by spec id: one git process. */
async function readHolds(git) {
    const out = await git.exec(['for-each-ref', '--format=%(refname)%00%(contents)%00%00', TAGS], {
        allowFailure: true,
    });
    const holds = new Map();
    for (const record of out.stdout.split('\0\0')) {
        const [ref, message] = record.replace(/^\n/, '').split('\0');
        if (!ref?.startsWith(TAGS) || message === undefined)
            continue;
        const spec = ref.slice(TAGS.length);
        const hold = (0,_core_hold_js__WEBPACK_IMPORTED_MODULE_5__/* .parseHoldMessage */ .A1)(spec, message);
        if (hold)
            holds.set(spec, hold);
    }
    return holds;
}
/**
 * Pushes the hold as the annotated tag `ralph-held/<spec>` on `target` (the base's tip: the tag
 * only needs a commit to stand on), replacing the one there, and keeps it in the clone.
 */
async function writeHold(git, hold, target) {
    const name = `${_core_hold_js__WEBPACK_IMPORTED_MODULE_5__/* .HOLD_TAG_PREFIX */ .wN}${hold.spec}`;
    const tag = (await git.exec(['mktag'], {
        input: `object ${target}\ntype commit\ntag ${name}\ntagger ${_git_js__WEBPACK_IMPORTED_MODULE_2__/* .RALPH_IDENTITY */ .tn.name} <${_git_js__WEBPACK_IMPORTED_MODULE_2__/* .RALPH_IDENTITY */ .tn.email}> ${Math.floor(Date.now() / 1000)} +0000\n\n${(0,_core_hold_js__WEBPACK_IMPORTED_MODULE_5__/* .holdMessage */ .xb)(hold)}`,
    })).stdout.trim();
    await git.exec(['push', '--quiet', '--force', '--no-follow-tags', _spec_branch_js__WEBPACK_IMPORTED_MODULE_4__/* .REMOTE */ .Bn, `${tag}:refs/tags/${name}`]);
    await git.exec(['update-ref', `refs/tags/${name}`, tag]);
}
/** The holds a local repository knows (tags fetched from the remote), for `ralph status`. */
async function localHolds(planPath) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(planPath);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,_project_root_js__WEBPACK_IMPORTED_MODULE_3__/* .findProjectRoot */ .pj)(dir), '.git')))
        return new Map();
    return readHolds(new _git_js__WEBPACK_IMPORTED_MODULE_2__/* .Git */ .TU(dir));
}


/***/ }),

/***/ 6235:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   branchesLine: () => (/* binding */ branchesLine),
/* harmony export */   status: () => (/* binding */ status)
/* harmony export */ });
/* harmony import */ var _adapters_holds_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6739);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8224);
/* harmony import */ var _adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4337);
/* harmony import */ var _adapters_project_root_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2757);
/* harmony import */ var _core_agent_routing_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6276);
/* harmony import */ var _core_hold_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7565);
/* harmony import */ var _core_plan_basics_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2479);
/* harmony import */ var _core_report_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4486);
/* harmony import */ var _core_schedule_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1733);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3192);










const status = {
    name: 'status',
    summary: 'show every spec and task',
    usage: `[--json] [--branch-prefix PREFIX] [--plan PATH]

Every spec and task with its status, attempts, cost and why it waits, then the counts,
the cost recorded against the plan's budget, and for each blocked task how to unblock
it. A spec's progress is read from its branch (ralph/<spec-id>) when it has one, or
from origin/ralph/<spec-id> where that is newer or the only copy (a fresh clone).

      --json                  print the same as JSON
      --branch-prefix PREFIX  where spec branches live: PREFIX<spec-id> (default: ralph/)
${_command_js__WEBPACK_IMPORTED_MODULE_8__/* .PLAN_USAGE */ .YG}`,
    options: { ..._command_js__WEBPACK_IMPORTED_MODULE_8__/* .PLAN_OPTION */ .w, ..._command_js__WEBPACK_IMPORTED_MODULE_8__/* .BRANCH_PREFIX_OPTION */ .WH, json: { type: 'boolean' } },
    async run(ctx) {
        const planOption = (0,_command_js__WEBPACK_IMPORTED_MODULE_8__/* .stringOption */ .Pp)(ctx, 'plan');
        const prefixOption = (0,_command_js__WEBPACK_IMPORTED_MODULE_8__/* .stringOption */ .Pp)(ctx, 'branch-prefix');
        const planPath = (0,_adapters_project_root_js__WEBPACK_IMPORTED_MODULE_3__/* .resolvePlanPath */ .PC)(ctx.cwd, planOption);
        const file = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_1__/* .loadPlan */ .Yq)(planPath);
        const loaded = file.plan;
        // Specs held because a person closed their pull request (the remote's `ralph-held/` tags),
        // read while the branches' plans are: a process started before those fill memory costs
        // less to start. A failure is thrown where the holds are awaited.
        const holds = (0,_adapters_holds_js__WEBPACK_IMPORTED_MODULE_0__/* .localHolds */ .KB)(planPath);
        holds.catch(() => { });
        const view = await (0,_adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_2__/* .localPlanView */ .e)(planPath, loaded, prefixOption ?? _core_schedule_js__WEBPACK_IMPORTED_MODULE_7__/* .DEFAULT_BRANCH_PREFIX */ ._g, {
            text: file.text,
        });
        const plan = view?.plan ?? loaded;
        (0,_core_hold_js__WEBPACK_IMPORTED_MODULE_9__/* .applyHolds */ .tf)(plan, await holds);
        const s = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_7__/* .schedule */ ._)(plan, { baseStatus: view?.baseStatus });
        for (const w of view?.warnings ?? [])
            ctx.err(w);
        const commits = view ? specCommitsOn(view.tips, view.names) : new Map();
        // What the unblocking commands need to act on the same plan and branches as this one.
        const args = [
            ...(planOption !== undefined ? ['--plan', planOption] : []),
            ...(prefixOption !== undefined && prefixOption !== _core_schedule_js__WEBPACK_IMPORTED_MODULE_7__/* .DEFAULT_BRANCH_PREFIX */ ._g
                ? ['--branch-prefix', prefixOption]
                : []),
        ];
        const hints = (0,_core_report_js__WEBPACK_IMPORTED_MODULE_6__/* .unblockHints */ .dB)(plan, args);
        // Each task's agent, as its next attempt resolves it (core/agent-routing.ts).
        const route = (0,_core_agent_routing_js__WEBPACK_IMPORTED_MODULE_4__/* .agentRouting */ .UN)(plan);
        if (ctx.values.json) {
            const ready = new Set(s.ready.map((r) => r.task));
            const waits = new Map(s.waiting.map((w) => [w.task, w.reason]));
            const unblock = new Map(hints.map(({ spec: _, task, ...how }) => [task, how]));
            const specs = plan.specs.map((spec) => ({
                id: spec.id,
                name: spec.name,
                ...(view?.branches.has(spec.id) ? { branch: view.names.get(spec.id) } : {}),
                ...(spec.status === 'held' ? { status: spec.status, heldReason: spec.heldReason } : {}),
                ...(commits.has(spec.id) ? { commit: commits.get(spec.id).sha } : {}),
                tasks: spec.tasks.map((t) => ({
                    id: t.id,
                    status: t.status,
                    attempts: (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_7__/* .countedAttempts */ .jc)(t),
                    agent: agentOfTask(route(t)),
                    ...(t.attempts?.some((a) => a.costUsd !== undefined) ? { costUsd: (0,_core_plan_basics_js__WEBPACK_IMPORTED_MODULE_5__/* .taskCostUsd */ .FJ)(t) } : {}),
                    ready: ready.has(t.id),
                    waitsOn: waits.get(t.id),
                    blockedReason: t.blockedReason,
                    unblock: unblock.get(t.id),
                })),
            }));
            const { spentUsd, maxCostUsd, spent, uncounted } = s.budget;
            const cost = {
                spentUsd,
                ...(uncounted ? { uncounted } : {}),
                ...(maxCostUsd !== undefined ? { maxCostUsd, budgetSpent: spent !== undefined } : {}),
            };
            ctx.out(JSON.stringify({ specs, counts: s.counts, cost }, null, 2));
            return 0;
        }
        const from = view && view.names.size > 0 ? `\n${branchesLine([...view.names.values()])}` : '';
        const help = hints.length > 0 ? `\n\n${(0,_core_report_js__WEBPACK_IMPORTED_MODULE_6__/* .unblockText */ .eg)(hints)}` : '';
        const cost = (0,_core_report_js__WEBPACK_IMPORTED_MODULE_6__/* .showsCost */ .k5)(plan, s) ? `\n${(0,_core_report_js__WEBPACK_IMPORTED_MODULE_6__/* .budgetLine */ ["in"])(s.budget)}` : '';
        const notes = new Map([...commits].map(([id, c]) => [id, `spec commit ${c.sha.slice(0, 7)} on ${c.branch}`]));
        if ((0,_command_js__WEBPACK_IMPORTED_MODULE_8__/* .hasNoTasks */ .Kh)(plan)) {
            ctx.out((0,_command_js__WEBPACK_IMPORTED_MODULE_8__/* .noTasksText */ .je)(ctx));
            return 0;
        }
        ctx.out(`${(0,_core_report_js__WEBPACK_IMPORTED_MODULE_6__/* .textTable */ .ed)((0,_core_report_js__WEBPACK_IMPORTED_MODULE_6__/* .statusRows */ .O5)(plan, s, false, notes, true))}\n\n${(0,_core_report_js__WEBPACK_IMPORTED_MODULE_6__/* .countsLine */ .J7)(s)}${cost}${from}${help}`);
        return 0;
    },
};
/**
 * The commit each finished spec is on its branch: the branch tip, when it is the one commit
 * named after the spec (a Ralph-Spec trailer, not a `ralph(<spec>):` task commit). `tips` gives
 * the tip of the ref read for each spec (listed with the branches: no process of its own),
 * `names` what to call that ref.
 */
function specCommitsOn(tips, names) {
    const found = new Map();
    for (const [spec, tip] of tips)
        if (!tip.subject.startsWith('ralph(') && tip.specTrailer.trim() === spec)
            found.set(spec, { branch: names.get(spec), sha: tip.sha });
    return found;
}
/** Where the progress shown came from: `Progress read from the spec branches ralph/a and ralph/b.` */
function branchesLine(refs) {
    const list = refs.length <= 2 ? refs.join(' and ') : `${refs.slice(0, -1).join(', ')} and ${refs[refs.length - 1]}`;
    return `Progress read from the spec branch${refs.length === 1 ? '' : 'es'} ${list}.`;
}
/** A task's agent in `status --json`: its provider and model, and whether it is an escalation. */
function agentOfTask(a) {
    return {
        provider: a.provider,
        ...(a.model ? { model: a.model } : {}),
        ...(a.escalated ? { escalated: true } : {}),
    };
}


/***/ }),

/***/ 7565:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A1: () => (/* binding */ parseHoldMessage),
/* harmony export */   VA: () => (/* binding */ holdChanges),
/* harmony export */   tf: () => (/* binding */ applyHolds),
/* harmony export */   wN: () => (/* binding */ HOLD_TAG_PREFIX),
/* harmony export */   xb: () => (/* binding */ holdMessage)
/* harmony export */ });
const HOLD_TAG_PREFIX = 'ralph-held/';
/** The tag message that records a hold. */
function holdMessage(h) {
    const first = h.state === 'held'
        ? `Spec ${h.spec} is held: its pull request #${h.pull} was closed without merging.`
        : `Spec ${h.spec} is no longer held (${h.liftedBy ?? 'lifted'}).`;
    return `${first}\n\nRalph-Hold: ${h.state}\nRalph-Pull: ${h.pull}\nRalph-Url: ${h.url}\nRalph-Closed-At: ${h.closedAt}\n${h.liftedBy ? `Ralph-Lifted-By: ${h.liftedBy}\n` : ''}`;
}
/** The hold a tag message records, if it is one of Ralph's. */
function parseHoldMessage(spec, text) {
    const field = (name) => new RegExp(`^Ralph-${name}: (.+)$`, 'm').exec(text)?.[1]?.trim();
    const state = field('Hold');
    const pull = Number(field('Pull'));
    const url = field('Url');
    const closedAt = field('Closed-At');
    if ((state !== 'held' && state !== 'lifted') || !Number.isInteger(pull) || !url || !closedAt)
        return undefined;
    const liftedBy = field('Lifted-By');
    return { spec, state, pull, url, closedAt, ...(liftedBy ? { liftedBy } : {}) };
}
/**
 * The holds to write: a spec whose latest closed pull request was closed without merging, with
 * no open one, not merged into the base and not held for that close already, becomes held; a
 * held spec whose branch has an open pull request again (reopened) is lifted.
 */
function holdChanges(opts) {
    const out = [];
    for (const spec of opts.specs) {
        const branch = `${opts.prefix}${spec}`;
        const existing = opts.holds.get(spec);
        if (opts.openHeads.has(branch)) {
            if (existing?.state === 'held')
                out.push({ ...existing, state: 'lifted', liftedBy: `pull request reopened on ${branch}` });
            continue;
        }
        if (opts.mergedOnBase(spec))
            continue;
        let latest;
        for (const p of opts.closed)
            if (p.head === branch && (!latest || Date.parse(p.closedAt) > Date.parse(latest.closedAt)))
                latest = p;
        if (!latest || latest.merged)
            continue;
        if (existing && existing.pull === latest.number && existing.closedAt === latest.closedAt)
            continue;
        out.push({ spec, state: 'held', pull: latest.number, url: latest.url, closedAt: latest.closedAt });
    }
    return out;
}
/**
 * Marks the held specs of the plan (in place): status `held`, the pull request's link as the
 * reason; a spec marked so whose hold was lifted since (in the same job) is marked no more.
 */
function applyHolds(plan, holds) {
    for (const spec of plan.specs) {
        const h = holds.get(spec.id);
        if (h?.state === 'lifted' && spec.status === 'held') {
            delete spec.status;
            delete spec.heldReason;
        }
        if (h?.state !== 'held')
            continue;
        spec.status = 'held';
        spec.heldReason = `pull request #${h.pull} was closed without merging (${h.url}); reopen it or write \`/ralph retry ${spec.id}\``;
    }
}


/***/ }),

/***/ 4486:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J7: () => (/* binding */ countsLine),
/* harmony export */   Mj: () => (/* binding */ scheduleSummary),
/* harmony export */   O5: () => (/* binding */ statusRows),
/* harmony export */   Qj: () => (/* binding */ markdownTable),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   dB: () => (/* binding */ unblockHints),
/* harmony export */   ed: () => (/* binding */ textTable),
/* harmony export */   eg: () => (/* binding */ unblockText),
/* harmony export */   "in": () => (/* binding */ budgetLine),
/* harmony export */   k5: () => (/* binding */ showsCost),
/* harmony export */   t0: () => (/* binding */ readyRows)
/* harmony export */ });
/* unused harmony exports STATUS_ICONS, uncountedText */
/* harmony import */ var _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6276);
/* harmony import */ var _plan_basics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2479);
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1733);
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8772);
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
/** Text for GitHub's markdown: `<`, `>` and `&` shown as they are, never read as HTML. */
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
/** A table cell: its text as written (no HTML), on one line, its `|` not ending the cell. */
function mdCell(text) {
    return escapeHtml(text).replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
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
        ['SPEC', 'TASK', 'ATTEMPT', 'AGENT', 'TIER', 'TURNS', 'TIMEOUT', 'BRANCH'],
        ...ready.map((r) => [
            r.spec,
            r.task,
            String(r.attempt),
            (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .agentLabel */ .kV)(r),
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
        `${c.total} task${c.total === 1 ? '' : 's'}`,
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
    const spent = `Cost: ${(0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUsd */ .UK)(budget.spentUsd)} recorded`;
    const line = budget.maxCostUsd === undefined
        ? spent
        : `${spent} of a ${(0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUsd */ .UK)(budget.maxCostUsd)} budget${budget.spent ? ': spent, so no task starts until the budget is raised' : ''}`;
    return `${line}${uncountedText(budget)}`;
}
/**
 * The attempts whose agent reported no cost, named: "; not counted: 2 attempts by command, which
 * reports no cost" (never taken as free). Empty when every attempt reported one.
 */
function uncountedText(budget) {
    const u = budget.uncounted;
    if (!u)
        return '';
    return `; not counted: ${u.attempts} attempt${u.attempts === 1 ? '' : 's'} by ${u.providers.join(', ')}, which reported no cost`;
}
/**
 * Whether a plan's tables show costs: once any is recorded, when it has a budget, or when some
 * agent's attempts reported none (they are named as not counted).
 */
function showsCost(plan, s) {
    return (s.budget.maxCostUsd !== undefined ||
        (s.budget.uncounted !== undefined && routesCost(plan)) ||
        plan.specs.some((spec) => spec.tasks.some((t) => t.attempts?.some((a) => a.costUsd !== undefined))));
}
/**
 * A task's agent, as a table cell: for a finished task the one its last attempt recorded, else
 * the one its next attempt resolves to (escalated when the plan says so).
 */
function taskAgentCell(task, route) {
    const last = task.attempts?.at(-1);
    if ((0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .isDone */ .$L)(task.status) && last?.provider)
        return (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .agentLabel */ .kV)({ provider: last.provider, model: last.model });
    return (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .agentLabel */ .kV)(route(task));
}
/** Whether some level of the plan's agent could route a task to a provider that reports a cost. */
function routesCost(plan) {
    return (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .planProviders */ .YN)(plan).some((p) => p !== 'command');
}
/**
 * What a task's attempts cost, as a table cell: a dash when none reported a cost, and the
 * attempts that reported none named beside the sum ("$0.0084 + 1 uncounted").
 */
function costCell(task) {
    const attempts = task.attempts ?? [];
    const none = attempts.filter(_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .isUncounted */ .Eh).length;
    const sum = attempts.some((a) => a.costUsd !== undefined) ? (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUsd */ .UK)((0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .taskCostUsd */ .FJ)(task)) : undefined;
    if (none === 0)
        return sum ?? '–';
    return sum ? `${sum} + ${none} uncounted` : `${none} uncounted`;
}
/**
 * One row per task: spec, task, status, attempts, cost (once any is recorded), and why it
 * waits (blocked reason, deps). A completed task's note is its spec's commit, when
 * `specCommits` (spec id -> "spec commit abc1234 on ralph/x") has one: the per-task commits a
 * task records are squashed into that one when its spec completes, so they are not shown.
 */
function statusRows(plan, s, icons = false, specCommits, withAgent = false) {
    const waits = new Map(s.waiting.map((w) => [w.task, w.reason]));
    const ready = new Set(s.ready.map((r) => r.task));
    const cost = showsCost(plan, s);
    const route = withAgent ? (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .agentRouting */ .UN)(plan) : undefined;
    const rows = [
        ['SPEC', 'TASK', 'STATUS', 'ATTEMPTS', ...(route ? ['AGENT'] : []), ...(cost ? ['COST'] : []), 'NOTE'],
    ];
    for (const spec of plan.specs) {
        for (const task of spec.tasks) {
            const note = ready.has(task.id)
                ? 'ready'
                : spec.status === 'held' && (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_1__/* .isDone */ .$L)(task.status)
                    ? `held: ${spec.heldReason ?? 'its pull request was closed without merging'}`
                    : task.status === 'completed'
                        ? (specCommits?.get(spec.id) ?? '')
                        : (waits.get(task.id) ?? (task.blockedReason ? `blocked: ${task.blockedReason}` : ''));
            rows.push([
                spec.id,
                task.id,
                icons ? `${STATUS_ICONS[task.status]} ${task.status}` : task.status,
                String((0,_schedule_js__WEBPACK_IMPORTED_MODULE_2__/* .countedAttempts */ .jc)(task)),
                ...(route ? [taskAgentCell(task, route)] : []),
                ...(cost ? [costCell(task)] : []),
                note,
            ]);
        }
    }
    return rows;
}
/**
 * One hint per blocked task. `args` are the options the commands need beyond the task
 * (`--plan PATH`, `--branch-prefix P`), as the person typed them for this command.
 */
function unblockHints(plan, args = []) {
    const extra = args.map((a) => ` ${(0,_shell_js__WEBPACK_IMPORTED_MODULE_3__/* .shellWord */ .r)(a)}`).join('');
    const hints = [];
    for (const spec of plan.specs)
        for (const task of spec.tasks) {
            if (task.status !== 'blocked')
                continue;
            const id = (0,_shell_js__WEBPACK_IMPORTED_MODULE_3__/* .shellWord */ .r)(task.id);
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
