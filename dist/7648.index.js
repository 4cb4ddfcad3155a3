export const id = 7648;
export const ids = [7648];
export const modules = {

/***/ 4577:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aq: () => (/* binding */ outcomeAndStatus),
/* harmony export */   Pu: () => (/* binding */ failureLine),
/* harmony export */   TM: () => (/* binding */ firstLine),
/* harmony export */   fh: () => (/* binding */ recordAttempt),
/* harmony export */   jU: () => (/* binding */ claimHolds),
/* harmony export */   jp: () => (/* binding */ concludeAttempt)
/* harmony export */ });
/* unused harmony exports SUMMARY_LIMIT, clip, judgeAttempt, costBudgetSpent */
/* harmony import */ var _plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4929);
/* harmony import */ var _schedule_schedule_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7961);
// Deciding an attempt and writing it into the plan (docs/ARCHITECTURE.md#agents, #gates): the agent's word, the
// check of its done claim and the gate results become one outcome; the task's status follows
// from that outcome and the retry budget. Pure: the same for `ralph build` and for `record`.


const SUMMARY_LIMIT = 1_500;
function clip(text, limit = SUMMARY_LIMIT) {
    const t = text.trim();
    return t.length <= limit ? t : `…${t.slice(t.length - limit + 1)}`;
}
/** The outcome of one attempt, from the agent's result, problems with its done claim, and the gates. */
function judgeAttempt(agent, claimProblems, gates) {
    if (agent.interrupted)
        return { outcome: 'interrupted', summary: 'interrupted before the attempt finished' };
    switch (agent.outcome) {
        case 'rate_limited':
            return {
                outcome: 'rate_limited',
                summary: clip(`the agent hit a rate limit: ${agent.reason ?? 'no detail'}`),
            };
        case 'blocked':
            return { outcome: 'blocked', summary: clip(agent.reason ?? 'the agent reported the task blocked') };
        case 'timeout':
            return { outcome: 'timeout', summary: clip(agent.reason ?? 'the agent ran out of time') };
        case 'crashed':
            return {
                outcome: 'crashed',
                summary: clip(`the agent exited without finishing: ${agent.reason ?? 'no detail'}`),
            };
        case 'no_marker':
            return {
                outcome: 'no_marker',
                summary: 'the agent stopped without printing <TASK_DONE> or <TASK_BLOCKED reason="...">',
            };
        case 'done':
            break;
    }
    if (claimProblems.length > 0)
        return { outcome: 'rejected', summary: clip(claimProblems.join('; ')) };
    const failed = gates.find((g) => g.required && !g.passed);
    if (failed) {
        return {
            outcome: 'gate_failed',
            gate: failed,
            summary: clip(`gate "${failed.name}" (\`${failed.command}\`) exited ${failed.exitCode ?? 'without a code'}:\n${failed.outputTail}`),
        };
    }
    return {
        outcome: 'passed',
        summary: gates.length > 0 ? `gates passed: ${gates.map((g) => g.name).join(', ')}` : 'done',
    };
}
/**
 * Appends the attempt to the task and sets its status: completed, blocked (by the agent, a
 * spent retry budget or a spent cost budget), failed (retry later), or pending again (rate
 * limit, interruption). `maxCostUsd` is the task's cost budget (taskMaxCostUsd).
 */
function recordAttempt(task, verdict, meta, maxAttempts, maxCostUsd) {
    const attempts = task.attempts ?? [];
    const attempt = {
        number: (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .nextAttemptNumber */ .oH)(task),
        startedAt: meta.startedAt,
        finishedAt: meta.finishedAt,
        outcome: verdict.outcome,
        ...(verdict.gate ? { gate: verdict.gate.name } : {}),
        summary: verdict.summary,
        ...(meta.durationMs !== undefined ? { durationMs: meta.durationMs } : {}),
        ...(meta.turns !== undefined ? { turns: meta.turns } : {}),
        ...(meta.inputTokens !== undefined ? { inputTokens: meta.inputTokens } : {}),
        ...(meta.outputTokens !== undefined ? { outputTokens: meta.outputTokens } : {}),
        ...(meta.costUsd !== undefined ? { costUsd: meta.costUsd } : {}),
        ...(meta.provider ? { provider: meta.provider } : {}),
        ...(meta.model ? { model: meta.model } : {}),
        ...(meta.promptBytes !== undefined ? { promptBytes: meta.promptBytes } : {}),
        ...(meta.runUrl ? { runUrl: meta.runUrl } : {}),
        ...(meta.artifact ? { artifact: meta.artifact } : {}),
    };
    task.attempts = [...attempts, attempt];
    delete task.startedAt;
    let status;
    switch (verdict.outcome) {
        case 'passed':
            status = 'completed';
            task.completedAt = meta.finishedAt;
            task.durationMs = task.attempts.reduce((n, a) => n + (a.durationMs ?? 0), 0);
            delete task.blockedReason;
            break;
        case 'blocked':
            status = 'blocked';
            task.blockedReason = verdict.summary;
            break;
        case 'rate_limited':
        case 'interrupted':
            status = 'pending';
            break;
        default:
            if ((0,_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_1__/* .countedAttempts */ .jc)(task) >= maxAttempts) {
                status = 'blocked';
                task.blockedReason = `retry budget spent (${(0,_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_1__/* .countedAttempts */ .jc)(task)} of ${maxAttempts} attempts); last: ${firstLine(verdict.summary)}`;
            }
            else
                status = 'failed';
    }
    // A task that spent its cost budget is not tried again, whatever the attempt's outcome
    // (the CLIs without a budget flag are only stopped here); a blocked task keeps its reason.
    const overBudget = status === 'failed' || status === 'pending' ? costBudgetSpent(task, maxCostUsd) : undefined;
    if (overBudget) {
        status = 'blocked';
        task.blockedReason = `${overBudget}; last: ${firstLine(verdict.summary)}`;
    }
    task.status = status;
    return status;
}
/**
 * Why the task may not spend more, when its recorded cost (since a person last reset it)
 * reached its budget; undefined when it has none or has money left.
 */
function costBudgetSpent(task, maxCostUsd) {
    if (maxCostUsd === undefined)
        return undefined;
    const spent = (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .taskCostUsd */ .FJ)(task, true);
    if (spent < maxCostUsd)
        return undefined;
    return `cost budget spent (${(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(spent)} of ${(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(maxCostUsd)} maxCostUsd)`;
}
/**
 * The first line of a summary, made to stand alone where only one line is shown (a blocked
 * reason, a progress line): a first line that ends in ":" (a gate's "exited 1:") gets the line
 * of the output after it that says what failed (failureLine), not the tool's banner.
 */
function firstLine(text) {
    const lines = text.split('\n');
    let head = lines[0].trim();
    if (head.endsWith(':')) {
        const more = failureLine(lines.slice(1).join('\n'));
        if (more)
            head = `${head} ${more}`;
    }
    return head.slice(0, 300);
}
/**
 * Lines that say what failed, strongest first: a test runner's failed test or assertion, a
 * compiler's or a program's error, a panic. Checked in order, each against every line, so that
 * vitest's "× adds" wins over its "(1 test | 1 failed)" file line.
 */
const FAILURE_LINES = [
    // vitest/jest "× name", node:test "✖ name", TAP "not ok", go "--- FAIL:", vitest "FAIL  file > test"
    /^\s*([×✗✕✖]\s|not ok\b|--- FAIL:|FAIL\b)/,
    // A Rust panic: "thread 'tests::it_adds' panicked at src/lib.rs:11:9:"
    /\bpanicked at\b/,
    // pytest's "E   assert ...", Python's and JavaScript's "SomethingError: ...", rustc's "error[E0308]: ..."
    /^\s*E\s{2,}\S|^\s*(\w+\.)*\w*(Error|Exception)\b:?|^\s*error(\[\w+\])?:/,
    /^\s*(FAILED|FAILURE|ERROR)\b/,
    /\b(failed|failure|error)\b/i,
];
/** A tool's own banner: npm's `> pkg@1.0.0 test` and `> vitest run`, a blank line. */
const BANNER = /^\s*(>\s|$)/;
/**
 * The line of a failed gate's output that says what failed (FAILURE_LINES), with the line after
 * it when it only introduces that one ("panicked at src/lib.rs:11:9:", "--- FAIL: TestAdd");
 * else the first line that is not a banner. Empty for empty output.
 */
function failureLine(output) {
    const lines = output.split('\n').map((l) => l.replace(/\s+$/, ''));
    for (const pattern of FAILURE_LINES) {
        const at = lines.findIndex((l) => !BANNER.test(l) && pattern.test(l));
        if (at < 0)
            continue;
        const line = lines[at].trim();
        if (line.endsWith(':') || /^--- FAIL:/.test(line)) {
            const next = lines.slice(at + 1).find((l) => l.trim() !== '');
            if (next)
                return `${line} ${next.trim()}`;
        }
        return line;
    }
    return lines.find((l) => !BANNER.test(l))?.trim() ?? '';
}
/**
 * An attempt's outcome and the status it left the task in, said once when they are the same
 * word ("blocked", not "blocked -> blocked"): `gate_failed -> blocked`.
 */
function outcomeAndStatus(outcome, status, arrow = '->') {
    return outcome === status ? outcome : `${outcome} ${arrow} ${status}`;
}
/**
 * Whether the agent's done claim holds: it said done and nothing is wrong with the claim, and,
 * when the gates that ran are given, none of the required ones failed. Only then is the work
 * kept, checked further or applied.
 */
function claimHolds(agent, problems, gates = []) {
    return agent.outcome === 'done' && problems.length === 0 && !gates.some((g) => g.required && !g.passed);
}
/**
 * The verdict of one attempt, the same for `ralph build` and for the writer job: the agent's
 * outcome, the problems with its claim, and the gates, where a required gate that never ran
 * (no step for it in the workflow, say) counts as failed.
 */
function concludeAttempt(input) {
    const gates = [...input.gates];
    if (claimHolds(input.agent, input.problems, gates)) {
        for (const g of input.expected ?? []) {
            if (g.required === false || gates.some((r) => r.name === g.name))
                continue;
            gates.push({
                name: g.name,
                command: g.command,
                required: true,
                passed: false,
                exitCode: null,
                outputTail: `gate "${g.name}" did not run: the job has no step for it (\`ralph init --check\` finds this)`,
            });
        }
    }
    return { verdict: judgeAttempt(input.agent, input.problems, gates), gates };
}


/***/ }),

/***/ 7648:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Co: () => (/* binding */ skipTaskState),
/* harmony export */   Qd: () => (/* binding */ CommandError),
/* harmony export */   RM: () => (/* binding */ parseCommand),
/* harmony export */   Rl: () => (/* binding */ replyBody),
/* harmony export */   U: () => (/* binding */ statusReplyText),
/* harmony export */   VZ: () => (/* binding */ applyTaskCommand),
/* harmony export */   Z0: () => (/* binding */ canRetry),
/* harmony export */   eS: () => (/* binding */ addFollowUp),
/* harmony export */   hQ: () => (/* binding */ handledSources),
/* harmony export */   hy: () => (/* binding */ notHeardText),
/* harmony export */   nK: () => (/* binding */ isReply),
/* harmony export */   pC: () => (/* binding */ retryTaskState),
/* harmony export */   qj: () => (/* binding */ canSkip),
/* harmony export */   u_: () => (/* binding */ USAGE),
/* harmony export */   y4: () => (/* binding */ followUpId)
/* harmony export */ });
/* unused harmony export replyMarker */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2807);
/* harmony import */ var _prompt_prompt_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7556);
/* harmony import */ var _schedule_schedule_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7961);
/* harmony import */ var _github_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4049);
// What people say to Ralph on GitHub (docs/ARCHITECTURE.md#listening), as data: `/ralph` commands on a tracking
// issue or a spec pull request, and reviews that request changes. Parsing, the change each makes
// to the plan and the words of each reply are pure; the action's `commands` step reads them from
// GitHub, decides who is heard, writes the plan on the spec branch and posts the replies.




const USAGE = [
    '`/ralph retry TASK [answer]`: the answer goes to the next attempt, the retry budget starts again',
    '`/ralph retry SPEC`: a spec held because its pull request was closed without merging goes on',
    '`/ralph skip TASK [reason]`',
    '`/ralph status`: the plan as a table',
    'on a spec pull request, `/ralph <what to change>`: a follow-up task of the spec',
];
/**
 * The command in a comment: its first non-empty line starts with `/ralph`; undefined when it
 * does not (a plain comment, which Ralph does not answer). What follows the task id, on that
 * line and the lines after it, is the answer or reason.
 */
function parseCommand(body, place) {
    const text = body.replace(/\r\n/g, '\n').trim();
    // Case-insensitive, as the workflow's `contains(body, '/ralph')` that starts the listen job is.
    const m = /^\/ralph(?:[ \t]+([\s\S]*))?$/i.exec(text);
    if (!m)
        return undefined;
    const rest = (m[1] ?? '').trim();
    const [word = '', ...more] = rest.split(/[ \t\n]+/);
    const afterWord = rest.slice(word.length).trim();
    switch (word.toLowerCase()) {
        case '':
            return { kind: 'malformed', why: 'the command is empty' };
        case 'status':
            return more.length === 0
                ? { kind: 'status' }
                : { kind: 'malformed', why: '`status` takes nothing after it' };
        case 'retry':
        case 'skip': {
            const task = afterWord.split(/[ \t\n]+/)[0] ?? '';
            if (!task)
                return { kind: 'malformed', why: `\`${word.toLowerCase()}\` needs a task id` };
            const kind = word.toLowerCase();
            return { kind, task, text: afterWord.slice(task.length).trim() };
        }
        default:
            if (place.kind === 'pull')
                return { kind: 'change', text: rest };
            return { kind: 'malformed', why: `\`${word}\` is not a command here` };
    }
}
/** The follow-up task's id: stable for one review or comment, safe as a file name and argument. */
function followUpId(spec, source) {
    return `${spec.id}-${source}`.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 100);
}
const firstLine = (s) => s.trim().split('\n', 1)[0].slice(0, 120);
/**
 * Adds the follow-up task of a change request to the spec (open again), unless it is there.
 * Returns the task, or undefined when it existed already (handled before).
 */
function addFollowUp(plan, specId, req) {
    const spec = plan.specs.find((s) => s.id === specId);
    if (!spec)
        throw new CommandError(`no spec "${specId}" in the plan`);
    const id = followUpId(spec, req.source);
    if (spec.tasks.some((t) => t.id === id))
        return undefined;
    const files = [...new Set(req.comments.map((c) => c.path))];
    const task = {
        id,
        title: `Review by ${req.author}: ${firstLine(req.body) || 'inline comments'}`,
        description: `Address the review of the pull request by ${req.author}${req.body.trim() ? `: ${req.body.trim()}` : '.'}`,
        status: 'pending',
        provenance: 'human',
        acceptanceCriteria: ['Every point of the review and of its inline comments is addressed'],
        ...(files.length > 0 ? { contextFiles: files } : {}),
        comments: [
            ...(req.body.trim() ? [{ author: req.author, body: req.body.trim(), created: req.created }] : []),
            ...req.comments.map((c) => ({
                author: c.author,
                body: `${c.path}${c.line ? `:${c.line}` : ''}: ${c.body.trim()}`,
                created: c.created ?? req.created,
            })),
        ],
    };
    spec.tasks.push(task);
    // The spec is open again: its pull request waits for the task, then is one commit again.
    delete spec.status;
    return task;
}
/** A task `retry` may act on: one that is blocked or failed. */
const canRetry = (status) => status === 'blocked' || status === 'failed';
/** A task `skip` may act on: one not finished already. */
const canSkip = (status) => status !== 'completed' && status !== 'skipped';
/**
 * `retry`, on the plan, wherever it is asked (a /ralph comment, `ralph retry`): the task is
 * pending again with a fresh retry budget, and the person's words become a comment on it,
 * which its next prompt shows. True when the budget had counted attempts.
 */
function retryTaskState(task, comment) {
    task.status = 'pending';
    delete task.blockedReason;
    delete task.startedAt;
    delete task.completedAt;
    const reset = (0,_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_2__/* .resetRetryBudget */ .$U)(task);
    if (comment?.body.trim())
        task.comments = [...(task.comments ?? []), comment];
    return reset;
}
/** `skip`, wherever it is asked: the task is skipped, what depends on it goes ahead. */
function skipTaskState(task, comment) {
    task.status = 'skipped';
    delete task.blockedReason;
    delete task.startedAt;
    delete task.completedAt;
    if (comment?.body.trim())
        task.comments = [...(task.comments ?? []), comment];
}
/** A mistake in a command that the reply explains; nothing is changed. */
class CommandError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4 {
    code = 'command';
    name = 'CommandError';
}
/**
 * Applies `/ralph retry` or `/ralph skip` to the plan. Throws CommandError (an unknown task, a
 * task of another spec than the pull request's, a task that is not blocked or failed) with
 * the words of the reply.
 */
function applyTaskCommand(plan, command, by) {
    const found = (0,_prompt_prompt_js__WEBPACK_IMPORTED_MODULE_1__/* .findTask */ .VX)(plan, command.task);
    if (!found) {
        const spec = by.place.spec ? plan.specs.find((s) => s.id === by.place.spec) : undefined;
        const known = (spec ? spec.tasks : plan.specs.flatMap((s) => s.tasks)).map((t) => `\`${t.id}\``);
        throw new CommandError(`there is no task \`${command.task}\`${spec ? ` in spec \`${spec.id}\`` : ''}; its tasks are ${known.slice(0, 20).join(', ')}${known.length > 20 ? ', ...' : ''}`);
    }
    const { spec, task } = found;
    if (by.place.spec && by.place.spec !== spec.id)
        throw new CommandError(`\`${task.id}\` is a task of spec \`${spec.id}\`, not of \`${by.place.spec}\`, which this ${by.place.kind === 'pull' ? 'pull request' : 'issue'} is about`);
    const from = task.status;
    const comment = { author: by.author, body: command.text, created: by.created };
    if (command.kind === 'retry') {
        if (!canRetry(from))
            throw new CommandError(`\`${task.id}\` is ${from}; only a blocked or failed task can be retried`);
        retryTaskState(task, comment);
    }
    else {
        if (!canSkip(from))
            throw new CommandError(`\`${task.id}\` is ${from} already`);
        skipTaskState(task, comment);
    }
    return { spec, task, from, to: task.status };
}
/** The hidden marker of Ralph's reply to one command: how a later run knows it was handled. */
function replyMarker(source) {
    return `<!-- ralph:reply:${source} -->`;
}
/**
 * The commands Ralph's replies say were handled: a reply starts with its marker (a comment
 * that merely quotes one, a blocked-task comment quoting an agent, say, does not count).
 */
function handledSources(bodies) {
    const out = new Set();
    for (const body of bodies) {
        const m = /^<!-- ralph:reply:([\w.-]+) -->/.exec(body.trimStart());
        if (m)
            out.add(m[1]);
    }
    return out;
}
/** Whether a comment is one of Ralph's replies (it starts with a reply or failure marker). */
function isReply(body) {
    return /^<!-- ralph:(?:reply|failed):/.test(body.trimStart());
}
/** A reply: the marker, what happened, and the run that did it. */
function replyBody(source, text, runUrl) {
    return `${replyMarker(source)}\n${text}${runUrl ? `\n\n<sub>[Ralph's run](${runUrl})</sub>` : ''}\n`;
}
/**
 * The `/ralph status` reply: the whole table when it fits in one comment with room to spare,
 * else the counts per status, the tasks that need a person (blocked, failed) and where the
 * whole table is (the run's summary). Always within GitHub's body limit.
 */
function statusReplyText(rows, table, opts = {}) {
    const limit = (opts.limit ?? _github_text_js__WEBPACK_IMPORTED_MODULE_3__/* .GITHUB_BODY_LIMIT */ .nY) - 2_000; // the marker, the run link, headroom
    const whole = `The plan as Ralph sees it now:\n\n${table(rows)}`;
    if (whole.length <= limit)
        return whole;
    const [head, ...body] = rows;
    const status = head ? head.indexOf('STATUS') : -1;
    const word = (r) => (r[status] ?? '').replace(/^\S+\s+(?=\w+$)/, '');
    const counts = new Map();
    for (const r of body)
        counts.set(word(r), (counts.get(word(r)) ?? 0) + 1);
    const lines = [
        `The plan has ${body.length} task${body.length === 1 ? '' : 's'}, too many for one comment: ${[...counts].map(([w, n]) => `${n} ${w}`).join(', ')}.`,
        opts.runUrl
            ? `The whole table is in [the run's summary](${opts.runUrl}).`
            : "The whole table is in the run's summary.",
    ];
    const attention = body.filter((r) => ['blocked', 'failed'].includes(word(r)));
    if (attention.length > 0 && head) {
        const shown = [];
        let size = lines.join('\n').length + 200;
        for (const r of attention) {
            size += r.join(' | ').length + 8;
            if (size > limit)
                break;
            shown.push([...r]);
        }
        lines.push('', `Tasks that wait for a person${shown.length < attention.length ? ` (the first ${shown.length} of ${attention.length})` : ''}:`, '', table([[...head], ...shown]));
    }
    return lines.join('\n');
}
/** The one reply to someone without write access (no @-mention: Ralph's texts notify nobody). */
function notHeardText(author) {
    return `Ralph acts only on commands from people with write access to this repository, and ${author} has none here; nothing was done.`;
}


/***/ }),

/***/ 4049:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BN: () => (/* binding */ trackingIssueBody),
/* harmony export */   CV: () => (/* binding */ holdMarker),
/* harmony export */   N1: () => (/* binding */ trackingIssueTitle),
/* harmony export */   NF: () => (/* binding */ pullRequestBody),
/* harmony export */   Pv: () => (/* binding */ holdCommentBody),
/* harmony export */   Zr: () => (/* binding */ pullRequestTitle),
/* harmony export */   eK: () => (/* binding */ specMarker),
/* harmony export */   eQ: () => (/* binding */ blockedCommentBody),
/* harmony export */   nP: () => (/* binding */ blockedMarker),
/* harmony export */   nY: () => (/* binding */ GITHUB_BODY_LIMIT)
/* harmony export */ });
/* unused harmony exports GITHUB_TITLE_LIMIT, neutraliseComments, inline, cell, taskTitle, formatCost, formatDuration, clipBody, specCost, specRunUrls */
/* harmony import */ var _attempt_attempt_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4577);
/* harmony import */ var _report_graph_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7153);
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8772);
// The words Ralph writes on GitHub (docs/ARCHITECTURE.md#spec-branches-and-pull-requests): the pull request of a spec, the comment
// for a blocked task, the spec's tracking issue. Pure and deterministic (no clock): the same
// plan gives the same bytes, which is what lets the adapter skip a write when nothing changed.
//
// Every body starts with a hidden marker (`<!-- ralph:spec:<id> -->`, `<!-- ralph:blocked:<id> -->`)
// that the adapter finds it by. Text from the plan is neutralised so that it can neither open
// an HTML comment (which would hide the rest of the body) nor forge a marker nor break a table.



/** GitHub refuses an issue, pull request or comment body longer than this. */
const GITHUB_BODY_LIMIT = 65_536;
/** GitHub refuses a title longer than this. */
const GITHUB_TITLE_LIMIT = 256;
/**
 * A diagram in a body stays this small, so that the body's other sections fit under GitHub's
 * limit beside it (the diagram is folded until it does; see graph.ts).
 */
const BODY_GRAPH_CHARS = 20_000;
/** The spec's context is cut here so that it cannot crowd out the tasks and results. */
const CONTEXT_LIMIT = 4_000;
const SUMMARY_LINE_LIMIT = 200;
// ---------------------------------------------------------------------------------------------
// Markers and escaping
// ---------------------------------------------------------------------------------------------
/**
 * An id as it may stand inside an HTML comment: `--`, `>`, `<`, `!`, `%`, spaces and anything
 * unusual are percent-encoded, so an id can never end the comment early. Injective.
 */
function markerId(id) {
    return id.replace(/[^A-Za-z0-9._:/@+=-]|(?<=-)-/gu, (c) => c === '-'
        ? '%2D'
        : encodeURIComponent(c) === c
            ? `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`
            : encodeURIComponent(c));
}
/** The hidden marker of a spec's pull request and tracking issue. */
function specMarker(specId) {
    return `<!-- ralph:spec:${markerId(specId)} -->`;
}
/** The hidden marker of the comment on a closed spec pull request that says its spec is held. */
function holdMarker(specId) {
    return `<!-- ralph:held:${markerId(specId)} -->`;
}
/**
 * What Ralph says on the pull request whose close holds its spec (core/schedule/hold.ts): that the spec
 * is held, why, and the two ways to lift it; once lifted, what lifted it. One comment, updated
 * in place when the hold changes.
 */
function holdCommentBody(hold, branch) {
    if (hold.state === 'lifted')
        return `${holdMarker(hold.spec)}
### ▶️ Spec ${code(hold.spec)} is no longer held

${inline(hold.liftedBy ?? 'The hold was lifted')}: Ralph goes on with the spec from its next run, on ${code(branch)}.
`;
    return `${holdMarker(hold.spec)}
### ⏸️ Spec ${code(hold.spec)} is held

This pull request was closed without merging, so Ralph takes it that a person said no: none of the spec's tasks runs again and no new pull request is opened for it.

To let Ralph go on with it, a person with write access either:
- reopens this pull request (Ralph keeps it up to date again), or
- writes ${code(`/ralph retry ${hold.spec}`)} in a comment here or on the spec's tracking issue (a finished spec gets a new pull request; a spec whose branch was deleted is done again from the start).
`;
}
/** The hidden marker of the comment about a blocked task. */
function blockedMarker(taskId) {
    return `<!-- ralph:blocked:${markerId(taskId)} -->`;
}
/**
 * Plan and agent text in Markdown: it cannot open or close an HTML comment (so it cannot hide
 * text or forge a marker), nor @-mention anyone.
 */
function neutraliseComments(text) {
    return (text
        .replace(/<!--/g, '&lt;!--')
        .replace(/--!?>/g, (m) => m.replace('>', '&gt;'))
        // Text from the plan and the agent must not ping people: `@name` gets a zero-width joiner.
        .replace(/(^|[^\w`])@(?=[A-Za-z0-9])/g, '$1@\u2060'));
}
/** Plan text on one line (list items, headings). */
function inline(text) {
    return neutraliseComments(text.replace(/\r?\n\s*/g, ' ').trim());
}
/** Plan text in a table cell: one line, pipes escaped. */
function cell(text) {
    return inline(text).replace(/\|/g, '\\|');
}
/** Code spans that survive any backticks inside. */
function code(text) {
    const t = inline(text);
    const runs = t.match(/`+/g) ?? [];
    const fence = '`'.repeat(Math.max(0, ...runs.map((r) => r.length)) + 1);
    const pad = t.startsWith('`') || t.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${t}${pad}${fence}`;
}
function table(rows) {
    const [head, ...body] = rows;
    if (!head)
        return '';
    return [
        `| ${head.join(' | ')} |`,
        `| ${head.map(() => '---').join(' | ')} |`,
        ...body.map((r) => `| ${r.join(' | ')} |`),
    ].join('\n');
}
function firstLine(text) {
    return (text
        .split('\n')
        .map((l) => l.trim())
        .find((l) => l !== '') ?? '');
}
function shorten(text, limit) {
    const chars = Array.from(text);
    return chars.length <= limit ? text : `${chars.slice(0, limit - 1).join('')}…`;
}
function quote(text) {
    return neutraliseComments(text.trim())
        .split(/\r?\n/)
        .map((l) => (l.trim() === '' ? '>' : `> ${l}`))
        .join('\n');
}
function taskTitle(task) {
    return task.title?.trim() || firstLine(task.description) || task.id;
}
function formatCost(usd) {
    return `$${usd.toFixed(2)}`;
}
function formatDuration(ms) {
    if (ms < 1000)
        return `${Math.round(ms)}ms`;
    const s = ms / 1000;
    if (s < 60)
        return `${s.toFixed(1)}s`;
    const m = Math.floor(s / 60);
    const rest = Math.round(s - m * 60);
    return rest === 0 ? `${m}m` : `${m}m ${rest}s`;
}
/** `https://github.com/o/r/actions/runs/123/job/4` -> `run 123`; else the URL itself. */
function runLabel(url) {
    const m = /\/actions\/runs\/(\d+)/.exec(url);
    return m ? `run ${m[1]}` : url;
}
function link(label, url) {
    const target = url.replace(/[()\s<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    return `[${inline(label).replace(/[[\]]/g, '\\$&')}](${target})`;
}
/**
 * Keeps a body under GitHub's limit: cuts at a line boundary and says so, keeping the footer.
 * The marker is at the start and so always survives.
 */
function clipBody(body, footer, limit = GITHUB_BODY_LIMIT) {
    const full = footer ? `${body}\n\n${footer}\n` : `${body}\n`;
    if (full.length <= limit)
        return full;
    const note = `\n\n> [!NOTE]\n> This description was cut to stay under GitHub's limit of ${limit} characters; the plan file has the rest.`;
    const tail = footer ? `${note}\n\n${footer}\n` : `${note}\n`;
    const room = Math.max(0, limit - tail.length);
    let cut = body.slice(0, room);
    const nl = cut.lastIndexOf('\n');
    if (nl > room / 2)
        cut = cut.slice(0, nl);
    // Never leave half of a surrogate pair.
    if (/[\uD800-\uDBFF]$/.test(cut))
        cut = cut.slice(0, -1);
    return `${cut.trimEnd()}${tail}`;
}
// ---------------------------------------------------------------------------------------------
// The pull request of a spec
// ---------------------------------------------------------------------------------------------
/** The pull request's title: the spec's name (its id when it has none), on one line. */
function pullRequestTitle(spec) {
    const name = (spec.name ?? '').replace(/\s+/g, ' ').trim() || spec.id;
    return shorten(name, GITHUB_TITLE_LIMIT);
}
function attemptOutcome(a) {
    const outcome = a.outcome ?? 'unknown';
    return a.gate ? `${outcome} (${a.gate})` : outcome;
}
function sum(values) {
    const known = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
    return known.length === 0 ? undefined : known.reduce((n, v) => n + v, 0);
}
/** The sum of the attempts' reported costs, or undefined when no attempt reported one. */
function specCost(spec) {
    return sum(spec.tasks.flatMap((t) => (t.attempts ?? []).map((a) => a.costUsd)));
}
/** Run URLs of the spec's attempts, in plan order, each once. */
function specRunUrls(spec, extra) {
    const urls = spec.tasks.flatMap((t) => (t.attempts ?? []).map((a) => a.runUrl));
    if (extra)
        urls.push(extra);
    return [...new Set(urls.filter((u) => typeof u === 'string' && u !== ''))];
}
function taskLine(task) {
    const done = task.status === 'completed';
    let line = `- [${done ? 'x' : ' '}] ${code(task.id)}: ${inline(taskTitle(task))}`;
    if (!done)
        line += ` — ${task.status}`;
    if (task.status === 'blocked' && task.blockedReason) {
        line += `: ${inline(shorten(firstLine(task.blockedReason), SUMMARY_LINE_LIMIT))}`;
    }
    return line;
}
/**
 * The pull request's description: the tasks as a checklist with their acceptance criteria, the
 * spec's criteria, the gate results, the attempts and their cost, and links to the runs.
 */
function pullRequestBody(spec, opts = {}) {
    const planFile = opts.planFile ?? 'implementation.json';
    const parts = [specMarker(spec.id), `## ${inline(pullRequestTitle(spec))}`];
    const about = [`Spec ${code(spec.id)}`];
    if (spec.file)
        about.push(`from ${code(spec.file)}`);
    if (spec.issue)
        about.push(`tracking issue #${spec.issue}`);
    parts.push(`${about.join(' · ')}.`);
    const context = spec.context?.trim();
    if (context) {
        const clipped = context.length > CONTEXT_LIMIT;
        parts.push(quote(clipped ? `${context.slice(0, CONTEXT_LIMIT)}…` : context) +
            (clipped ? `\n\n_The context is cut here; ${code(planFile)} has all of it._` : ''));
    }
    const completed = spec.tasks.filter((t) => t.status === 'completed').length;
    const tasks = spec.tasks.map((t) => {
        const criteria = (t.acceptanceCriteria ?? []).map((c) => `  - ${inline(c)}`);
        return [taskLine(t), ...criteria].join('\n');
    });
    parts.push(`### Tasks (${completed} of ${spec.tasks.length} completed)`, tasks.join('\n') || '_No tasks._');
    if (opts.plan?.specs.some((s) => s.id === spec.id)) {
        const scope = (0,_report_graph_js__WEBPACK_IMPORTED_MODULE_1__/* .scopeTasks */ .vI)(opts.plan, { kind: 'waiting-on-spec', spec: spec.id });
        const waiting = opts.plan.specs.filter((s) => s.id !== spec.id && s.tasks.some((t) => scope.has(t.id)));
        parts.push('### Where this spec stands', `${waiting.length > 0
            ? `This spec and the tasks that wait on it, in ${waiting.map((s) => code(s.id)).join(', ')}.`
            : 'No other spec waits on this one.'}\n\n${(0,_report_graph_js__WEBPACK_IMPORTED_MODULE_1__/* .mermaidBlock */ .tW)(opts.plan, { scope: { kind: 'waiting-on-spec', spec: spec.id }, maxChars: BODY_GRAPH_CHARS })}`);
    }
    if (spec.acceptanceCriteria?.length) {
        parts.push('### Acceptance criteria of the spec', spec.acceptanceCriteria.map((c) => `- ${inline(c)}`).join('\n'));
    }
    if (opts.gateResults?.length) {
        const rows = [['Gate', 'Result', 'Duration']];
        for (const g of opts.gateResults) {
            const result = g.passed ? '✅ passed' : g.required === false ? '⚠️ failed (not required)' : '❌ failed';
            rows.push([code(g.name), result, g.durationMs === undefined ? '—' : formatDuration(g.durationMs)]);
        }
        parts.push('### Gates', table(rows));
    }
    const tried = spec.tasks.filter((t) => (t.attempts?.length ?? 0) > 0);
    if (tried.length > 0) {
        const rows = [['Task', 'Attempts', 'Outcomes', 'Turns', 'Cost']];
        for (const t of tried) {
            const attempts = t.attempts ?? [];
            const turns = sum(attempts.map((a) => a.turns));
            const cost = sum(attempts.map((a) => a.costUsd));
            rows.push([
                code(t.id),
                String(attempts.length),
                cell(attempts.map(attemptOutcome).join(' → ')),
                turns === undefined ? '—' : String(turns),
                cost === undefined ? '—' : formatCost(cost),
            ]);
        }
        const total = specCost(spec);
        const count = tried.reduce((n, t) => n + (t.attempts?.length ?? 0), 0);
        parts.push('### Attempts', table(rows), total === undefined
            ? `${count} attempt${count === 1 ? '' : 's'}; the agent reported no cost.`
            : `**Total cost:** ${formatCost(total)} over ${count} attempt${count === 1 ? '' : 's'}.`);
    }
    const runs = specRunUrls(spec, opts.runUrl);
    if (runs.length > 0) {
        const lines = runs.map((u) => `- ${link(runLabel(u), u)}${u === opts.runUrl ? ' (this update)' : ''}`);
        parts.push('### Runs', lines.join('\n'));
    }
    parts.push('### Review', [
        'A review that requests changes, or a comment `/ralph <what to change>`, from someone with write access becomes a follow-up task of this spec, with the review and its inline comments; then this pull request is one commit again.',
        opts.autoMerge
            ? '**Auto-merge is on:** Ralph squash-merges this pull request once every check of its head commit has passed and no review requests changes.'
            : '',
    ]
        .filter(Boolean)
        .join('\n\n'));
    const footer = [
        '---',
        `<sub>Opened and kept up to date by Ralph. The tasks, their status and the attempts come from ${code(planFile)} on this branch; edit the plan, not this description, which the next run rewrites.</sub>`,
    ].join('\n');
    return clipBody(parts.join('\n\n'), footer, opts.maxLength);
}
// ---------------------------------------------------------------------------------------------
// The comment about a blocked task
// ---------------------------------------------------------------------------------------------
/** The comment on the spec's tracking issue that says a task is blocked, why, and what to do. */
function blockedCommentBody(spec, task, opts = {}) {
    const planFile = opts.planFile ?? 'implementation.json';
    const attempts = task.attempts ?? [];
    const parts = [
        blockedMarker(task.id),
        `### ⛔ Task ${code(task.id)} is blocked: ${inline(taskTitle(task))}`,
        `Spec **${inline(pullRequestTitle(spec))}** (${code(spec.id)})${opts.branch ? `, branch ${code(opts.branch)}` : ''}.`,
    ];
    parts.push('**Reason**', quote(task.blockedReason?.trim() || 'No reason was recorded.'));
    if (attempts.length > 0) {
        const rows = [['#', 'Outcome', 'Gate', 'Summary']];
        for (const a of attempts) {
            rows.push([
                String(a.number),
                cell(a.outcome ?? 'unknown'),
                a.gate ? code(a.gate) : '—',
                cell(shorten((0,_attempt_attempt_js__WEBPACK_IMPORTED_MODULE_0__/* .firstLine */ .TM)(a.summary ?? ''), SUMMARY_LINE_LIMIT)) || '—',
            ]);
        }
        parts.push(`**Attempts:** ${attempts.length}`, table(rows));
    }
    else {
        parts.push('**Attempts:** none recorded.');
    }
    if (opts.plan) {
        const holds = opts.plan.specs.flatMap((s) => s.tasks).filter((t) => t.dependsOn?.includes(task.id));
        parts.push(holds.length > 0
            ? `**What it holds up:** ${holds.length === 1 ? 'one task waits' : `${holds.length} tasks wait`} on it directly; everything that waits on it:\n\n${(0,_report_graph_js__WEBPACK_IMPORTED_MODULE_1__/* .mermaidBlock */ .tW)(opts.plan, { scope: { kind: 'waiting-on-task', task: task.id }, maxChars: BODY_GRAPH_CHARS })}`
            : '**What it holds up:** no task waits on it.');
    }
    const failing = [...attempts].reverse().find((a) => a.gate);
    if (failing?.gate) {
        const summary = (0,_attempt_attempt_js__WEBPACK_IMPORTED_MODULE_0__/* .firstLine */ .TM)(failing.summary ?? '');
        parts.push(`**Last failing gate:** ${code(failing.gate)} (attempt ${failing.number})${summary ? `: ${inline(shorten(summary, SUMMARY_LINE_LIMIT))}` : ''}`);
    }
    const last = attempts.at(-1);
    const runUrl = opts.runUrl ?? last?.runUrl;
    const artifact = opts.artifact ?? last?.artifact;
    const where = [];
    if (runUrl)
        where.push(`Run: ${link(runLabel(runUrl), runUrl)}`);
    if (artifact) {
        where.push(`Full retry context (gate output, agent transcript, diff): artifact ${code(artifact)}${runUrl ? ' in the run’s Artifacts' : ''}`);
    }
    if (where.length > 0)
        parts.push(where.map((w) => `- ${w}`).join('\n'));
    const id = (0,_shell_js__WEBPACK_IMPORTED_MODULE_2__/* .shellWord */ .r)(task.id);
    const onBranch = opts.branch ? ` on branch ${code(opts.branch)}` : '';
    parts.push('#### What you can do', [
        `- Answer here and retry: comment \`/ralph retry ${id} <your answer>\`. The answer reaches the next attempt's prompt, and the retry budget starts again.`,
        `- Or drop it: \`/ralph skip ${id} <reason>\`. What depends on it goes ahead.`,
        '- `/ralph status` answers with the plan as a table.',
        `Only comments from people with write access count. Locally the same is \`ralph retry ${id} --reason "..."\` or \`ralph skip ${id} --reason "..."\`, from any branch; or edit the task in ${code(planFile)}${onBranch}.`,
    ].join('\n'));
    const footer = '<sub>Posted by Ralph and updated in place when the task is blocked again.</sub>';
    return clipBody(parts.join('\n\n'), footer, opts.maxLength);
}
// ---------------------------------------------------------------------------------------------
// The tracking issue of a spec
// ---------------------------------------------------------------------------------------------
function trackingIssueTitle(spec) {
    return shorten(`Ralph: ${pullRequestTitle(spec)}`, GITHUB_TITLE_LIMIT);
}
/** The body of the issue Ralph opens for a spec that has none; it stays as first written. */
function trackingIssueBody(spec, opts = {}) {
    const planFile = opts.planFile ?? 'implementation.json';
    const parts = [
        specMarker(spec.id),
        `Ralph tracks spec **${inline(pullRequestTitle(spec))}** (${code(spec.id)}) here. When one of its tasks is blocked, Ralph comments on this issue and updates that comment in place on later runs.`,
    ];
    if (spec.file)
        parts.push(`The spec: ${code(spec.file)}.`);
    if (spec.tasks.length > 0) {
        parts.push('### Tasks', spec.tasks.map((t) => `- ${code(t.id)}: ${inline(taskTitle(t))}`).join('\n'));
    }
    const footer = `<sub>Opened by Ralph. Set the spec's \`issue\` in ${code(planFile)} to use another issue.</sub>`;
    return clipBody(parts.join('\n\n'), footer);
}


/***/ })

};
