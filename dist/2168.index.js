export const id = 2168;
export const ids = [2168];
export const modules = {

/***/ 2168:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   listenStep: () => (/* binding */ listenStep)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6421);
/* harmony import */ var _adapters_github_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7918);
/* harmony import */ var _core_commands_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(586);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2807);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3280);





const obj = (v) => (typeof v === 'object' && v !== null ? v : {});
const str = (v) => (typeof v === 'string' ? v : '');
const isBot = (user) => user.type === 'Bot' || /\[bot\]$/.test(str(user.login));
/**
 * `command: listen`, the short job an `issue_comment`, `pull_request_review` or `pull_request`
 * event starts (docs/ARCHITECTURE.md#listening). No agent runs and nothing of the plan changes here: it hears
 * only people with write access (bots never, Ralph included, so nothing loops), answers anyone
 * else once, acknowledges a command at once (👀), and wakes the next run, whose first job reads
 * every command it has not answered from GitHub and handles it. A merged spec pull request wakes
 * the next run too, so the tasks that depend on it start then.
 */
async function listenStep(settings) {
    const { ctx, repo, octokit } = (0,_context_js__WEBPACK_IMPORTED_MODULE_4__/* .writerFor */ .P)(settings);
    const event = ctx.event;
    const defaultBranch = str(obj(event.repository).default_branch) || 'main';
    const wake = async (why) => {
        const workflow = settings.workflow ?? ctx.workflowFile;
        if (!workflow)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RalphError */ .A4("This run's workflow file is unknown; set the 'workflow' input to wake the next run.");
        await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_1__/* .dispatchWorkflow */ ["in"])(octokit, repo, workflow, settings.baseBranch ?? defaultBranch);
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Woke the next run of ${workflow} on ${settings.baseBranch ?? defaultBranch}: ${why}.`);
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('woke', 'true');
    };
    const heard = async (user) => {
        if (isBot(user)) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${str(user.login)} is a bot: not heard.`);
            return false;
        }
        return (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_1__/* .collaboratorCanWrite */ .wj)(octokit, repo, str(user.login));
    };
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('woke', 'false');
    switch (ctx.eventName) {
        case 'issue_comment': {
            const comment = obj(event.comment);
            const issue = obj(event.issue);
            if (event.action !== 'created')
                return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`A comment ${str(event.action)}: nothing to do.`);
            const place = issue.pull_request ? { kind: 'pull', spec: '' } : { kind: 'issue' };
            if (!(0,_core_commands_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommand */ .RM)(str(comment.body), place))
                return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq('Not a /ralph command.');
            const user = obj(comment.user);
            if (isBot(user))
                return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${str(user.login)} is a bot: not heard.`);
            if (!(await heard(user))) {
                await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_1__/* .postComment */ .Gy)(octokit, repo, Number(issue.number), (0,_core_commands_js__WEBPACK_IMPORTED_MODULE_2__/* .replyBody */ .Rl)(`comment-${Number(comment.id)}`, (0,_core_commands_js__WEBPACK_IMPORTED_MODULE_2__/* .notHeardText */ .hy)(str(user.login)), ctx.runUrl));
                return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(`${str(user.login)} has no write access: answered, nothing done.`);
            }
            await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_1__/* .reactToComment */ .QO)(octokit, repo, Number(comment.id), 'eyes');
            return wake(`a command from ${str(user.login)} on #${Number(issue.number)}`);
        }
        case 'pull_request_review': {
            const review = obj(event.review);
            const pull = obj(event.pull_request);
            const head = obj(pull.head);
            if (str(review.state).toLowerCase() !== 'changes_requested')
                return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`A review that ${str(review.state)}: nothing to do.`);
            if (!isSpecPull(pull, settings.branchPrefix, repo))
                return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq('Not a spec pull request.');
            const user = obj(review.user);
            if (isBot(user))
                return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${str(user.login)} is a bot: not heard.`);
            if (!(await heard(user))) {
                await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_1__/* .postComment */ .Gy)(octokit, repo, Number(pull.number), (0,_core_commands_js__WEBPACK_IMPORTED_MODULE_2__/* .replyBody */ .Rl)(`review-${Number(review.id)}`, (0,_core_commands_js__WEBPACK_IMPORTED_MODULE_2__/* .notHeardText */ .hy)(str(user.login)), ctx.runUrl));
                return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(`${str(user.login)} has no write access: answered, nothing done.`);
            }
            return wake(`a review requesting changes on ${str(head.ref)}`);
        }
        case 'pull_request': {
            const pull = obj(event.pull_request);
            if (!isSpecPull(pull, settings.branchPrefix, repo))
                return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq('Not a spec pull request.');
            // Reopened (GitHub lets only someone with write access, or its author, reopen one): the
            // hold its close put on the spec is lifted by the next run's commands job, which finds it
            // open, whoever reopened it; this only wakes that run now rather than at the next cron.
            if (event.action === 'reopened')
                return wake(`${str(obj(pull.head).ref)} was reopened`);
            if (event.action !== 'closed' || pull.merged !== true)
                return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq('Not a merged or reopened spec pull request: nothing to do.');
            return wake(`${str(obj(pull.head).ref)} was merged`);
        }
        default:
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Ralph does not listen to ${ctx.eventName ?? 'this event'}.`);
    }
}
function isSpecPull(pull, prefix, repo) {
    const head = obj(pull.head);
    return str(head.ref).startsWith(prefix) && str(obj(head.repo).full_name) === `${repo.owner}/${repo.repo}`;
}


/***/ }),

/***/ 586:
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
/* harmony import */ var _github_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8535);
/* harmony import */ var _prompt_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9842);
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1733);
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
    const reset = (0,_schedule_js__WEBPACK_IMPORTED_MODULE_3__/* .resetRetryBudget */ .$U)(task);
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
    const found = (0,_prompt_js__WEBPACK_IMPORTED_MODULE_2__/* .findTask */ .VX)(plan, command.task);
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
    const limit = (opts.limit ?? _github_text_js__WEBPACK_IMPORTED_MODULE_1__/* .GITHUB_BODY_LIMIT */ .nY) - 2_000; // the marker, the run link, headroom
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


/***/ })

};
