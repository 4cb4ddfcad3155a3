export const id = 503;
export const ids = [503];
export const modules = {

/***/ 6503:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  buildCommand: () => (/* binding */ buildCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/adapters/plan-file.js
var plan_file = __webpack_require__(8601);
// EXTERNAL MODULE: ./build/adapters/project-root.js
var project_root = __webpack_require__(2757);
// EXTERNAL MODULE: ./build/core/report.js
var report = __webpack_require__(4486);
// EXTERNAL MODULE: ./build/core/schedule.js
var schedule = __webpack_require__(1733);
// EXTERNAL MODULE: ./build/engine/build.js
var build = __webpack_require__(1099);
// EXTERNAL MODULE: ./build/cli/command.js
var command = __webpack_require__(3192);
;// CONCATENATED MODULE: ./build/cli/progress.js
const OUTPUT_LINES = 5;
const ICONS = { completed: '✔', blocked: '⛔', failed: '✖', pending: '…' };
function createProgress(write, live) {
    const finished = [];
    let current;
    let lines = [];
    let partial = '';
    let drawn = 0;
    let timer;
    const takeOutput = (text) => {
        const parts = (partial + text).split('\n');
        partial = parts.pop() ?? '';
        for (const p of parts)
            if (p.trim())
                lines.push(p);
        if (lines.length > OUTPUT_LINES)
            lines = lines.slice(-OUTPUT_LINES);
    };
    const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;
    const draw = () => {
        const width = Math.max(40, (process.stdout.columns ?? 100) - 1);
        const block = [...finished];
        if (current) {
            block.push(`▶ ${current.label}  ${seconds(Date.now() - current.started)}`);
            for (const l of lines)
                block.push(`  │ ${l}`.slice(0, width));
        }
        let out = drawn > 0 ? `\x1b[${drawn}F\x1b[J` : '';
        out += block.join('\n');
        process.stdout.write(`${out}\n`);
        drawn = block.length;
    };
    const say = (text) => {
        if (live) {
            finished.push(text);
            draw();
        }
        else
            write(text);
    };
    return {
        event(e) {
            switch (e.type) {
                case 'task':
                    current = { label: `${e.spec}/${e.task} attempt ${e.attempt} on ${e.branch}`, started: Date.now() };
                    lines = [];
                    partial = '';
                    if (live) {
                        timer ??= setInterval(draw, 250);
                        draw();
                    }
                    else
                        write(`▶ ${current.label}`);
                    break;
                case 'output':
                    takeOutput(e.text);
                    break;
                case 'agent':
                    if (!live)
                        for (const l of lines.slice(-3))
                            write(`  │ ${l}`);
                    say(`  agent: ${e.outcome} in ${seconds(e.durationMs)}${e.reason ? ` (${e.reason.split('\n')[0]})` : ''}`);
                    break;
                case 'gate':
                    say(`  gate ${e.result.name}: ${e.result.passed ? 'passed' : `failed (exit ${e.result.exitCode ?? 'none'})`} in ${seconds(e.result.durationMs)}`);
                    break;
                case 'attempt':
                    current = undefined;
                    say(`  ${ICONS[e.status] ?? '·'} ${e.task}: ${e.outcome} -> ${e.status}${e.outcome === 'passed' ? '' : `: ${e.summary.split('\n')[0]}`}`);
                    break;
                case 'spec-commit':
                    say(`✔ spec ${e.spec}: one commit ${e.sha.slice(0, 7)} "${e.title}" on ${e.branch}`);
                    break;
                case 'note':
                    say(`  note: ${e.text}`);
                    break;
            }
        },
        done() {
            if (timer)
                clearInterval(timer);
            timer = undefined;
            if (live && current)
                draw();
        },
    };
}

;// CONCATENATED MODULE: ./build/cli/build.js









const buildCommand = {
    name: 'build',
    summary: 'run the tasks locally',
    usage: `[--agent PROVIDER] [--agent-command CMD] [--spec ID] [--task ID] [--max-tasks N]
       [--branch spec|current] [--dry-run] [--plan PATH]

Runs the ready tasks one by one: a focused prompt, one agent process per task, the
plan's gates; a failure is retried with its output injected into the prompt, up to
the retry budget. Every attempt is recorded in the plan and committed on the spec's
branch; when a spec's last task completes, its branch gets one commit named after the
spec and PROGRESS.md an entry. Ctrl-C puts the running task back to pending; run
again to resume. Logs go to .ralph/logs/.

      --agent PROVIDER      claude, codex, gemini, opencode or command
                            (default: the plan's agent.provider, else claude)
      --agent-command CMD   for --agent command: the command line; the prompt
                            arrives on stdin (default: the plan's agent.command)
      --model NAME          the model to ask the agent for
      --spec ID             only tasks of this spec
      --task ID             only this task
      --max-tasks N         stop after N tasks completed or blocked
      --max-attempts N      attempts per task before it is blocked (default 3)
      --branch MODE         spec: one branch per spec, ralph/<spec-id> (default);
                            current: commit on the current branch
      --protect PATH        a path the agent may not change (repeatable;
                            .github/ and the plan are always protected)
      --dry-run             show what would run, run nothing
${command/* PLAN_USAGE */.YG}`,
    options: {
        ...command/* PLAN_OPTION */.w,
        agent: { type: 'string' },
        'agent-command': { type: 'string' },
        model: { type: 'string' },
        spec: { type: 'string' },
        task: { type: 'string' },
        'max-tasks': { type: 'string' },
        'max-attempts': { type: 'string' },
        branch: { type: 'string' },
        protect: { type: 'string', multiple: true },
        'dry-run': { type: 'boolean' },
    },
    async run(ctx) {
        const planPath = (0,project_root/* resolvePlanPath */.PC)(ctx.cwd, (0,command/* stringOption */.Pp)(ctx, 'plan'));
        const { plan } = (0,plan_file/* loadPlan */.Yq)(planPath);
        const branch = (0,command/* stringOption */.Pp)(ctx, 'branch') ?? 'spec';
        if (branch !== 'spec' && branch !== 'current')
            throw new command/* UsageError */.eb(`--branch must be "spec" or "current", got "${branch}"`);
        const provider = (0,command/* stringOption */.Pp)(ctx, 'agent') ?? plan.agent?.provider ?? 'claude';
        const agentCommand = (0,command/* stringOption */.Pp)(ctx, 'agent-command') ?? plan.agent?.command;
        if (provider === 'command' && !agentCommand)
            throw new command/* UsageError */.eb('--agent command needs --agent-command CMD (or agent.command in the plan)');
        const maxAttempts = (0,command/* intOption */.dP)(ctx, 'max-attempts');
        const spec = (0,command/* stringOption */.Pp)(ctx, 'spec');
        const task = (0,command/* stringOption */.Pp)(ctx, 'task');
        if (ctx.values['dry-run']) {
            const s = (0,schedule/* schedule */._)(plan, { spec, task, maxAttempts });
            if (s.ready.length === 0)
                ctx.out('Nothing is ready to run. `ralph status` shows what each task waits on.');
            else
                ctx.out(`Would run, in this order (then whatever they unblock):\n${(0,report/* textTable */.ed)((0,report/* readyRows */.t0)(s.ready))}`);
            return 0;
        }
        const root = (0,external_node_path_.dirname)(planPath);
        const logPath = (0,external_node_path_.join)(root, '.ralph', 'logs', 'build.log');
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(logPath), { recursive: true });
        const log = (0,external_node_fs_.createWriteStream)(logPath, { flags: 'a' });
        const progress = createProgress(ctx.out, process.stdout.isTTY === true && !ctx.env.CI);
        const controller = new AbortController();
        const onSigint = () => {
            ctx.err('\nralph: stopping; the running task goes back to pending (Ctrl-C again to force)');
            controller.abort();
            process.off('SIGINT', onSigint);
        };
        process.on('SIGINT', onSigint);
        try {
            const report = await (0,build/* build */.jq)({
                root,
                planPath,
                provider,
                agentCommand,
                model: (0,command/* stringOption */.Pp)(ctx, 'model') ?? plan.agent?.model,
                spec,
                task,
                maxTasks: (0,command/* intOption */.dP)(ctx, 'max-tasks'),
                maxAttempts,
                branch,
                branchPrefix: schedule/* DEFAULT_BRANCH_PREFIX */._g,
                protectedPaths: ctx.values.protect ?? [],
                env: ctx.env,
                signal: controller.signal,
                onEvent: (e) => {
                    if (e.type !== 'output')
                        log.write(`${new Date().toISOString()} ${JSON.stringify(e)}\n`);
                    progress.event(e);
                },
            });
            progress.done();
            const completed = report.tasks.filter((t) => t.status === 'completed').length;
            const blocked = report.tasks.filter((t) => t.status === 'blocked').length;
            ctx.out(`\n${report.tasks.length === 0 && !report.interrupted ? 'No task was ready.' : `${completed} task(s) completed, ${blocked} blocked.`}` +
                (report.specCommits.length > 0
                    ? `\nSpec commits: ${report.specCommits.map((c) => `${c.branch} ${c.sha.slice(0, 7)}`).join(', ')}`
                    : '') +
                (report.interrupted
                    ? '\nInterrupted: the running task is pending again; run `ralph build` to resume.'
                    : '') +
                (report.stoppedBecause ? `\nStopped: ${report.stoppedBecause}` : '') +
                `\nLogs: ${(0,external_node_path_.join)('.ralph', 'logs')}/`);
            return report.interrupted ? 130 : blocked > 0 ? 1 : 0;
        }
        catch (e) {
            progress.done();
            if (e instanceof build/* BuildError */.zS)
                throw new command/* UsageError */.eb(e.message);
            throw e;
        }
        finally {
            process.off('SIGINT', onSigint);
            log.end();
        }
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


/***/ })

};
