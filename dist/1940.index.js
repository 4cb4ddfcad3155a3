export const id = 1940;
export const ids = [1940];
export const modules = {

/***/ 1940:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   next: () => (/* binding */ next)
/* harmony export */ });
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8224);
/* harmony import */ var _adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4337);
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
read from its branch (ralph/<spec-id>) when it has one, or from origin/ralph/<spec-id>
where that is newer or the only copy (a fresh clone).

      --json                  print the ready tasks as JSON
      --matrix                print a GitHub Actions matrix ({"include": [...]}), at most 256 entries
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
        const file = (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_0__/* .loadPlan */ .Yq)(planPath);
        const loaded = file.plan;
        (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .checkSelection */ .Nt)(loaded, planPath, { spec: (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(ctx, 'spec'), task: (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(ctx, 'task') });
        const branchPrefix = (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(ctx, 'branch-prefix') ?? _core_schedule_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_BRANCH_PREFIX */ ._g;
        const view = await (0,_adapters_plan_view_js__WEBPACK_IMPORTED_MODULE_1__/* .localPlanView */ .e)(planPath, loaded, branchPrefix, { text: file.text });
        for (const w of view?.warnings ?? [])
            ctx.err(w);
        const s = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_4__/* .schedule */ ._)(view?.plan ?? loaded, {
            baseStatus: view?.baseStatus,
            branchPrefix,
            spec: (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(ctx, 'spec'),
            task: (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(ctx, 'task'),
            maxParallel: (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .intOption */ .dP)(ctx, 'max'),
            // A matrix GitHub would refuse is no use: at most MATRIX_MAX_JOBS entries.
            matrix: ctx.values.matrix === true,
            // Nothing below prints why a task waits (`ralph status` does).
            readyOnly: true,
        });
        if (ctx.values.matrix) {
            ctx.out(JSON.stringify((0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_4__/* .toMatrix */ .D3)(s.ready)));
            const left = (0,_core_schedule_js__WEBPACK_IMPORTED_MODULE_4__/* .leftText */ .$)(s, { maxParallel: (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .intOption */ .dP)(ctx, 'max'), matrix: true });
            if (left)
                ctx.err(left);
        }
        else if (ctx.values.json)
            ctx.out(JSON.stringify(s.ready, null, 2));
        else if (s.budget.spent)
            ctx.out(`No task is ready: ${s.budget.spent}. \`ralph status\` shows the cost of each task.`);
        else if ((0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .hasNoTasks */ .Kh)(loaded))
            ctx.out((0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .noTasksText */ .je)(ctx));
        else if (s.ready.length === 0)
            ctx.out('No task is ready. `ralph status` shows what each task waits on.');
        else
            ctx.out((0,_core_report_js__WEBPACK_IMPORTED_MODULE_3__/* .textTable */ .ed)((0,_core_report_js__WEBPACK_IMPORTED_MODULE_3__/* .readyRows */ .t0)(s.ready)));
        return 0;
    },
};


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
