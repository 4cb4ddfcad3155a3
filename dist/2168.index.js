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

/***/ 6276:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ taskComplexity),
/* harmony export */   Gr: () => (/* binding */ DEFAULT_PROVIDER),
/* harmony export */   UN: () => (/* binding */ agentRouting),
/* harmony export */   YN: () => (/* binding */ planProviders),
/* harmony export */   cT: () => (/* binding */ resolveAgent),
/* harmony export */   iB: () => (/* binding */ TIERS),
/* harmony export */   kV: () => (/* binding */ agentLabel),
/* harmony export */   xD: () => (/* binding */ planAgent),
/* harmony export */   xd: () => (/* binding */ PROVIDER_NAMES)
/* harmony export */ });
/* unused harmony exports AGENT_FIELDS, afterFailure, agentLevels */
/** The provider when no level names one. */
const DEFAULT_PROVIDER = 'claude';
/** The providers Ralph has (src/adapters/agents/ implements each; a test keeps the two lists equal). */
const PROVIDER_NAMES = ['claude', 'codex', 'gemini', 'opencode', 'command'];
/** Each complexity tier's turns and timeout, unless a level of the agent sets them. */
const TIERS = {
    light: { maxTurns: 50, timeoutMinutes: 10 },
    standard: { maxTurns: 75, timeoutMinutes: 15 },
    heavy: { maxTurns: 125, timeoutMinutes: 20 },
};
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
/** The fields a level may set, in the order people read them. */
const AGENT_FIELDS = [
    'provider',
    'command',
    'model',
    'maxTurns',
    'timeout',
    'maxCostUsd',
    'args',
    'env',
];
/**
 * Whether the task's next attempt is a retry after a failed one: an attempt since the last reset
 * that neither passed nor was cut short by a rate limit or an interruption (not the agent's fault).
 */
function afterFailure(task) {
    const from = task.retryBudgetFrom ?? 0;
    for (const a of task.attempts ?? [])
        if (a.number > from &&
            a.outcome !== 'passed' &&
            a.outcome !== 'rate_limited' &&
            a.outcome !== 'interrupted')
            return true;
    return false;
}
/**
 * The agent routing of a plan: a function from a task to its resolved agent. Built once per plan
 * (its disciplines by name), so that resolving the agent of each of 10,000 tasks stays cheap.
 */
function agentRouting(plan, cli = {}) {
    const disciplines = new Map();
    (plan.disciplines ?? []).forEach((d, i) => {
        if (!disciplines.has(d.name))
            disciplines.set(d.name, { d, i });
    });
    return (task, where = {}) => {
        const complexity = taskComplexity(task);
        const levels = agentLevels(plan, task, complexity, disciplines.get(task.discipline ?? ''), where.taskPath);
        const escalated = (where.retry ?? afterFailure(task)) && plan.agent?.escalate !== undefined;
        const resolved = { provider: DEFAULT_PROVIDER, complexity, from: {}, escalated };
        // Least specific first, each level over the one before.
        for (let i = levels.length - 1; i >= 0; i--)
            apply(resolved, levels[i].override, levels[i].name);
        // A task's budget of its own (`maxCostUsd` beside its `agent`) is the task's level too.
        if (task.maxCostUsd !== undefined && task.agent?.maxCostUsd === undefined) {
            resolved.maxCostUsd = task.maxCostUsd;
            resolved.from.maxCostUsd = `task "${task.id}"`;
        }
        if (escalated)
            apply(resolved, plan.agent.escalate, 'agent.escalate');
        apply(resolved, cli, 'command line');
        if (resolved.from.provider === undefined)
            resolved.from.provider = 'default';
        return resolved;
    };
}
/**
 * The agent of work that is no task's (`ralph plan`): the plan's `agent`, the command line over
 * it. Undefined plan: the default provider.
 */
function planAgent(plan, cli = {}) {
    const resolved = { provider: DEFAULT_PROVIDER, from: {}, escalated: false };
    if (plan?.agent)
        apply(resolved, plan.agent, 'agent');
    apply(resolved, cli, 'command line');
    if (resolved.from.provider === undefined)
        resolved.from.provider = 'default';
    return resolved;
}
/** The task's agent: `agentRouting(plan, cli)(task)` for one task. */
function resolveAgent(plan, task, options = {}) {
    return agentRouting(plan, options.cli)(task, { retry: options.retry });
}
/** The levels that take part for a task, most specific first (escalation and the command line are not levels). */
function agentLevels(plan, task, complexity = taskComplexity(task), discipline, taskPath = 'tasks') {
    const levels = [];
    if (task.agent)
        levels.push({ name: `task "${task.id}"`, path: `${taskPath}.agent`, override: task.agent });
    const found = discipline ??
        (task.discipline !== undefined
            ? (plan.disciplines ?? []).map((d, i) => ({ d, i })).find((x) => x.d.name === task.discipline)
            : undefined);
    if (found?.d.agent)
        levels.push({
            name: `discipline "${found.d.name}"`,
            path: `disciplines[${found.i}].agent`,
            override: found.d.agent,
        });
    const tier = plan.agent?.tiers?.[complexity];
    if (tier)
        levels.push({ name: `tier "${complexity}"`, path: `agent.tiers.${complexity}`, override: tier });
    if (plan.agent)
        levels.push({ name: 'agent', path: 'agent', override: plan.agent });
    return levels;
}
function apply(into, level, name) {
    for (const field of AGENT_FIELDS) {
        const value = level[field];
        if (value === undefined)
            continue;
        into[field] = value;
        into.from[field] = name;
    }
}
/** The agent as people read it: `claude`, `claude claude-haiku-4-5`, `codex gpt-5 (escalated)`. */
function agentLabel(a) {
    return `${a.model ? `${a.provider} ${a.model}` : a.provider}${a.escalated ? ' (escalated)' : ''}`;
}
/**
 * Every provider the plan's tasks resolve to, first attempts and escalated retries, sorted: what
 * the workflow must install. A plan without tasks needs its `agent.provider` (or the default).
 */
function planProviders(plan) {
    const route = agentRouting(plan);
    const out = new Set();
    const escalates = plan.agent?.escalate !== undefined;
    for (const spec of plan.specs)
        for (const task of spec.tasks) {
            out.add(route(task, { retry: false }).provider);
            if (escalates)
                out.add(route(task, { retry: true }).provider);
        }
    if (out.size === 0)
        out.add(plan.agent?.provider ?? DEFAULT_PROVIDER);
    return [...out].sort();
}


/***/ }),

/***/ 5399:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P2: () => (/* binding */ SCHEDULE_ARTIFACT),
/* harmony export */   UD: () => (/* binding */ ATTEMPT_ARTIFACT_PATTERN),
/* harmony export */   tZ: () => (/* binding */ attemptArtifactName)
/* harmony export */ });
// The names of the artifacts a run's jobs hand on. Apart from task-job.ts (which checks what
// the artifacts hold, with zod) so that the scheduler, which names each task job's artifact,
// loads no schema: `ralph next` stays light.
function attemptArtifactName(spec, task, attempt) {
    return `ralph-attempt-${spec}-${task}-${attempt}`;
}
/**
 * What the writer downloads: every attempt artifact of the run, and the schedule job's
 * (SCHEDULE_ARTIFACT). There are always two or more, so actions/download-artifact puts each
 * in a folder named after it; it extracts a single match straight into the path, where one
 * task's artifact could hold a folder named after another's.
 */
const ATTEMPT_ARTIFACT_PATTERN = 'ralph-*';
/** The schedule job's artifact: the matrix as scheduled. */
const SCHEDULE_ARTIFACT = 'ralph-schedule';


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


/***/ }),

/***/ 2479:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $L: () => (/* binding */ isDone),
/* harmony export */   BE: () => (/* binding */ COMPLEXITIES),
/* harmony export */   Eh: () => (/* binding */ isUncounted),
/* harmony export */   FG: () => (/* binding */ planCostUsd),
/* harmony export */   FJ: () => (/* binding */ taskCostUsd),
/* harmony export */   Hi: () => (/* binding */ TASK_STATUSES),
/* harmony export */   LI: () => (/* binding */ micro),
/* harmony export */   Qe: () => (/* binding */ ATTEMPT_OUTCOMES),
/* harmony export */   TN: () => (/* binding */ taskMaxCostUsd),
/* harmony export */   UK: () => (/* binding */ formatUsd),
/* harmony export */   Wm: () => (/* binding */ agentEnvProblem),
/* harmony export */   mh: () => (/* binding */ lastAttempt),
/* harmony export */   oH: () => (/* binding */ nextAttemptNumber),
/* harmony export */   pN: () => (/* binding */ PROVENANCES),
/* harmony export */   pc: () => (/* binding */ durationMs),
/* harmony export */   zZ: () => (/* binding */ SPEC_STATUSES)
/* harmony export */ });
/* harmony import */ var _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6276);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2807);
// What Ralph reads from a plan beyond its shape: the status words, durations, attempts and
// costs. No zod here (the schema, and the types inferred from it, are in plan.ts): the read
// path of `ralph next` and `ralph status` loads this module and not the schema library, which
// on its own takes longer to load than scheduling 10,000 tasks.


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
/** Parses "90s", "15m", "1h", "500ms" or a number of seconds into milliseconds. */
function durationMs(value) {
    if (typeof value === 'number')
        return value * 1000;
    const m = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)$/.exec(value);
    if (!m)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RalphError */ .A4(`invalid duration "${value}": use a number of seconds or "90s", "15m", "1h"`);
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
    const attempts = task.attempts;
    if (!attempts)
        return 0;
    const from = sinceReset ? (task.retryBudgetFrom ?? 0) : 0;
    let sum = 0;
    for (const a of attempts)
        if (a.number > from && a.costUsd !== undefined)
            sum += a.costUsd;
    return micro(sum);
}
/**
 * An attempt an agent ran whose CLI reported no cost (the `command` agent, a CLI that reports
 * only tokens): its cost is in no sum, and is named as not counted, never taken as free.
 * Attempts recorded before Ralph kept the provider, and interrupted ones, are not among them.
 */
function isUncounted(a) {
    return a.costUsd === undefined && a.provider !== undefined && a.outcome !== 'interrupted';
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
/**
 * The task's cost budget over its attempts, whichever providers ran them: the `maxCostUsd` its
 * agent's levels resolve to (its own, its discipline's, its tier's, the plan's agent's).
 */
function taskMaxCostUsd(plan, task) {
    return (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveAgent */ .cT)(plan, task).maxCostUsd;
}
/** An amount in USD for people: cents, and below a dollar up to four decimals ($0.0168). */
function formatUsd(usd) {
    if (Math.abs(usd) >= 1)
        return `$${usd.toFixed(2)}`;
    return `$${usd.toFixed(4).replace(/0{1,2}$/, '')}`;
}


/***/ }),

/***/ 1733:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ leftText),
/* harmony export */   $U: () => (/* binding */ resetRetryBudget),
/* harmony export */   D3: () => (/* binding */ toMatrix),
/* harmony export */   Gz: () => (/* binding */ DEFAULT_MAX_ATTEMPTS),
/* harmony export */   RF: () => (/* binding */ outputBytes),
/* harmony export */   _: () => (/* binding */ schedule),
/* harmony export */   _g: () => (/* binding */ DEFAULT_BRANCH_PREFIX),
/* harmony export */   cp: () => (/* binding */ taskLimits),
/* harmony export */   eH: () => (/* binding */ MATRIX_MAX_JOBS),
/* harmony export */   f: () => (/* binding */ SCHEDULE_OUTPUTS_BUDGET_BYTES),
/* harmony export */   jc: () => (/* binding */ countedAttempts),
/* harmony export */   nM: () => (/* binding */ matrixWithin),
/* harmony export */   rS: () => (/* binding */ planBudget),
/* harmony export */   x9: () => (/* binding */ attemptMaxCostUsd)
/* harmony export */ });
/* unused harmony exports STALE_MARGIN_MINUTES, JOB_TIMEOUT_ALLOWANCE_MINUTES, JOB_OUTPUTS_MAX_BYTES */
/* harmony import */ var _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6276);
/* harmony import */ var _artifact_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5399);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2807);
/* harmony import */ var _plan_basics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2479);
// The scheduler (docs/ARCHITECTURE.md#scheduling): a pure function from a plan, options and the current time to
// the ready set. Tasks of one spec share a branch, so they run one at a time; specs run in
// parallel. Ordered by spec priority (lower first), then plan order.





const DEFAULT_MAX_ATTEMPTS = 3;
const DEFAULT_BRANCH_PREFIX = 'ralph/';
/** How long past its timeout an `in_progress` task must be before its job is taken as dead. */
const STALE_MARGIN_MINUTES = 10;
const JOB_TIMEOUT_ALLOWANCE_MINUTES = 30;
/** GitHub refuses a whole run whose matrix makes more jobs than this. */
const MATRIX_MAX_JOBS = 256;
/**
 * GitHub's limit on one job's outputs: 1 MiB, the size approximated as UTF-16 (two bytes a
 * character), 50 MB for a whole run. A job over it fails as it ends ("Fail to evaluate job outputs").
 */
const JOB_OUTPUTS_MAX_BYTES = 1024 * 1024;
/** What the schedule job's outputs may take: half the limit, so no run comes near it. */
const SCHEDULE_OUTPUTS_BUDGET_BYTES = JOB_OUTPUTS_MAX_BYTES / 2;
/**
 * The task's turns and timeout: an explicit option (the command line, the matrix entry), else
 * what its agent's levels set (`agent`), else its own `estimatedTurns` and its tier's defaults.
 */
function taskLimits(task, options = {}, agent = {}) {
    const complexity = (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .taskComplexity */ .AN)(task);
    const tier = _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .TIERS */ .iB[complexity];
    return {
        complexity,
        maxTurns: options.maxTurns ?? agent.maxTurns ?? task.estimatedTurns ?? tier.maxTurns,
        timeoutMinutes: options.timeoutMinutes ??
            (agent.timeout !== undefined ? (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .durationMs */ .pc)(agent.timeout) / 60_000 : tier.timeoutMinutes),
    };
}
/** The plan's recorded cost against its budget: `maxCostUsd` (a command line's), else `budget.maxCostUsd`. */
function planBudget(plan, maxCostUsd = plan.budget?.maxCostUsd) {
    const uncounted = new Uncounted();
    for (const spec of plan.specs)
        for (const task of spec.tasks)
            uncounted.add(task);
    return budgetOf((0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .planCostUsd */ .FG)(plan), maxCostUsd, uncounted);
}
/**
 * The attempts whose agent reported no cost, counted as the plan is walked (isUncounted). An
 * attempt recorded before Ralph kept the provider is not among them: nothing is known of it.
 */
class Uncounted {
    attempts = 0;
    providers = new Set();
    add(task) {
        for (const a of task.attempts ?? [])
            if ((0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isUncounted */ .Eh)(a)) {
                this.attempts++;
                this.providers.add(a.provider);
            }
    }
}
function budgetOf(spentUsd, maxCostUsd, uncounted) {
    const none = uncounted && uncounted.attempts > 0
        ? { uncounted: { attempts: uncounted.attempts, providers: [...uncounted.providers].sort() } }
        : {};
    if (maxCostUsd === undefined)
        return { spentUsd, ...none };
    return {
        spentUsd,
        maxCostUsd,
        ...none,
        ...(spentUsd >= maxCostUsd
            ? {
                spent: `the plan's cost budget is spent: ${(0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(spentUsd)} recorded of ${(0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(maxCostUsd)}; no task starts until the budget is raised`,
            }
            : {}),
    };
}
/**
 * The most the task's next attempt may spend in USD, for a CLI that takes a budget (Claude
 * Code's `--max-budget-usd`): what is left of the task's budget and of the plan's, whichever
 * is less; undefined when neither has one.
 */
function attemptMaxCostUsd(plan, task, planMaxCostUsd) {
    const left = [];
    const taskMax = (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .taskMaxCostUsd */ .TN)(plan, task);
    if (taskMax !== undefined)
        left.push(taskMax - (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .taskCostUsd */ .FJ)(task, true));
    const budget = planBudget(plan, planMaxCostUsd ?? plan.budget?.maxCostUsd);
    if (budget.maxCostUsd !== undefined)
        left.push(budget.maxCostUsd - budget.spentUsd);
    return left.length > 0 ? Math.max(0, Math.min(...left)) : undefined;
}
/** Attempts that count against the retry budget: rate limits and interruptions are not the task's fault. */
function countedAttempts(task) {
    const attempts = task.attempts;
    if (!attempts)
        return 0;
    const from = task.retryBudgetFrom ?? 0;
    let counted = 0;
    for (const a of attempts)
        if (a.number > from && a.outcome !== 'rate_limited' && a.outcome !== 'interrupted')
            counted++;
    return counted;
}
/**
 * A fresh retry budget: the attempts made so far no longer count (`retryBudgetFrom`, which
 * countedAttempts reads). True when some counted before.
 */
function resetRetryBudget(task) {
    const counted = countedAttempts(task);
    const last = (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .lastAttempt */ .mh)(task);
    if (last)
        task.retryBudgetFrom = last.number;
    return counted > 0;
}
function startedAt(task) {
    const iso = task.startedAt ?? (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .lastAttempt */ .mh)(task)?.startedAt;
    if (!iso)
        return undefined;
    const t = Date.parse(iso);
    return Number.isNaN(t) ? undefined : t;
}
function schedule(plan, options = {}) {
    const now = (options.now ?? new Date()).getTime();
    const maxAttempts = options.maxAttempts ?? plan.agent?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const perSpec = options.perSpec ?? 1;
    const prefix = options.branchPrefix ?? DEFAULT_BRANCH_PREFIX;
    const overrides = { maxTurns: options.maxTurns, timeoutMinutes: options.timeoutMinutes };
    const route = (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .agentRouting */ .UN)(plan, options.agent);
    const baseStatus = options.baseStatus;
    // One pass over every task for what the rest needs of the whole plan: each task by id, the
    // counts, the recorded cost (planCostUsd's sum, in the same order) and whether each spec is
    // done. The plan's tasks are objects of many shapes, so each read of a field is slow-ish:
    // one pass instead of four.
    const byId = new Map();
    // Only with baseStatus: a dependency in another spec is then judged by the base branch.
    const specOf = baseStatus ? new Map() : undefined;
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
    let spentUsd = 0;
    const uncounted = new Uncounted();
    const allDone = [];
    for (const spec of plan.specs) {
        let done = true;
        for (const task of spec.tasks) {
            byId.set(task.id, task);
            specOf?.set(task.id, spec.id);
            counts[task.status]++;
            if (!(0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(task.status))
                done = false;
            if (task.attempts) {
                spentUsd += (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .taskCostUsd */ .FJ)(task);
                uncounted.add(task);
            }
        }
        counts.total += spec.tasks.length;
        allDone.push(done);
    }
    const budget = budgetOf((0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .micro */ .LI)(spentUsd), options.maxCostUsd ?? plan.budget?.maxCostUsd, uncounted);
    const depStatus = (dep, specId) => baseStatus && specOf.get(dep) !== specId ? baseStatus.get(dep) : byId.get(dep)?.status;
    // "waits on a (pending), b (failed)": the dependencies from `first` on that are not done.
    const waitsOn = (deps, first, specId) => {
        let reason = 'waits on ';
        let named = 0;
        for (let i = first; i < deps.length; i++) {
            const d = deps[i];
            const status = depStatus(d, specId);
            if ((0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(status))
                continue;
            const unmerged = baseStatus && specOf.get(d) !== specId && byId.get(d)?.status === 'completed';
            reason += `${named++ > 0 ? ', ' : ''}${d} (${unmerged ? 'completed, not yet merged' : (status ?? 'unknown')})`;
        }
        return reason;
    };
    const candidates = [];
    const waiting = [];
    // Where waiting tasks go: nowhere for readyOnly, and `wait?.push(...)` then makes no reason.
    const wait = options.readyOnly ? undefined : waiting;
    let order = 0;
    for (let si = 0; si < plan.specs.length; si++) {
        const spec = plan.specs[si];
        if (options.spec !== undefined && spec.id !== options.spec)
            continue;
        // Nothing of a done spec waits or runs.
        if (spec.status === 'completed' || spec.status === 'skipped' || allDone[si])
            continue;
        let slots = perSpec;
        const branch = `${prefix}${spec.id}`;
        // A live in_progress task holds its spec's slot.
        let live;
        for (const task of spec.tasks) {
            if (task.status !== 'in_progress')
                continue;
            const limits = taskLimits(task, overrides, route(task));
            const started = startedAt(task);
            const staleAfter = (limits.timeoutMinutes + STALE_MARGIN_MINUTES) * 60_000;
            // No start time (an import, a hand edit) or an old one: its job is gone, run it again.
            if (started !== undefined && now - started <= staleAfter) {
                live ??= new Set();
                live.add(task);
                slots--;
            }
        }
        for (const task of spec.tasks) {
            if ((0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(task.status))
                continue;
            // A person closed the spec's pull request without merging: nothing of it runs again until
            // a person reopens that pull request or writes `/ralph retry <spec>`.
            if (spec.status === 'held') {
                wait?.push(waitingTask(spec, task, spec.heldReason ? `held: ${spec.heldReason}` : 'held'));
                continue;
            }
            if (live?.has(task)) {
                wait?.push(waitingTask(spec, task, 'running'));
                continue;
            }
            let why;
            const used = countedAttempts(task);
            if (task.status === 'pending')
                why = used > 0 ? 'retry' : 'pending';
            else if (task.status === 'failed') {
                if (used >= maxAttempts) {
                    wait?.push(waitingTask(spec, task, `retry budget spent (${used}/${maxAttempts} attempts)`));
                    continue;
                }
                why = 'retry';
            }
            else if (task.status === 'in_progress')
                why = 'stale';
            else {
                wait?.push(waitingTask(spec, task, task.blockedReason ? `blocked: ${task.blockedReason}` : 'blocked'));
                continue;
            }
            // The first dependency that is not done, if any: the task waits on it, and on any later one.
            const deps = task.dependsOn ?? NONE;
            let first = 0;
            while (first < deps.length && (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(depStatus(deps[first], spec.id)))
                first++;
            if (first < deps.length) {
                wait?.push(waitingTask(spec, task, waitsOn(deps, first, spec.id)));
                continue;
            }
            if (options.task !== undefined && task.id !== options.task)
                continue;
            if (budget.spent) {
                wait?.push(waitingTask(spec, task, `plan budget spent (${(0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(budget.spentUsd)} of ${(0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(budget.maxCostUsd)})`));
                continue;
            }
            if (slots <= 0) {
                wait?.push(waitingTask(spec, task, `waits for its spec's running task`));
                continue;
            }
            slots--;
            const agent = route(task);
            candidates.push({
                priority: spec.priority ?? Number.MAX_SAFE_INTEGER,
                order: order++,
                ready: readyTask({ spec, task, branch, why }, taskLimits(task, overrides, agent), agent),
            });
        }
    }
    candidates.sort((a, b) => a.priority - b.priority || a.order - b.order);
    let ready = candidates.map((c) => c.ready);
    const { limit, reason } = readyLimit(options);
    for (const r of ready.slice(limit))
        wait?.push({ spec: r.spec, task: r.task, status: byId.get(r.task).status, reason });
    const left = Math.max(0, ready.length - limit);
    ready = ready.slice(0, limit);
    counts.ready = ready.length;
    return { ready, waiting, left, counts, budget };
}
const NONE = [];
/** A ready task as the schedule gives it: its limits and agent, its attempt, its retry context. */
function readyTask(at, limits, agent) {
    const last = (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .lastAttempt */ .mh)(at.task);
    const runId = last?.runUrl ? /\/actions\/runs\/(\d+)/.exec(last.runUrl)?.[1] : undefined;
    return {
        spec: at.spec.id,
        task: at.task.id,
        attempt: (last?.number ?? 0) + 1,
        branch: at.branch,
        ...limits,
        provider: agent.provider,
        ...(agent.model !== undefined ? { model: agent.model } : {}),
        ...(agent.escalated ? { escalated: true } : {}),
        why: at.why,
        ...(last?.artifact && runId ? { retryArtifact: last.artifact, retryRunId: runId } : {}),
    };
}
function waitingTask(spec, task, reason) {
    return { spec: spec.id, task: task.id, status: task.status, reason };
}
/** How many ready tasks one schedule takes, and what the others wait for. */
function readyLimit(options) {
    const own = options.maxParallel !== undefined && options.maxParallel > 0 ? options.maxParallel : Infinity;
    if (options.matrix && own > MATRIX_MAX_JOBS)
        return { limit: MATRIX_MAX_JOBS, reason: `over GitHub's ${MATRIX_MAX_JOBS} jobs per matrix` };
    return { limit: own, reason: 'over max-parallel' };
}
/**
 * How many ready tasks wait for the next run and why, for the log and the summary: `s.left` over
 * the limit, and `bySize` more that would have taken the job's outputs over their budget
 * (matrixWithin). Undefined when none wait.
 */
function leftText(s, options, bySize = 0) {
    const left = s.left + bySize;
    if (left === 0)
        return undefined;
    const why = [];
    if (s.left > 0) {
        const { limit, reason } = readyLimit(options);
        why.push(reason === 'over max-parallel'
            ? `max-parallel is ${limit}`
            : `GitHub runs at most ${MATRIX_MAX_JOBS} jobs from one matrix`);
    }
    if (bySize > 0)
        why.push(`${bySize} more would take the job's outputs over ${SCHEDULE_OUTPUTS_BUDGET_BYTES / 1024} KiB`);
    return `${left} ready task${left === 1 ? '' : 's'} left for the next run (${why.join('; ')}).`;
}
/** A job output's size as GitHub counts it against JOB_OUTPUTS_MAX_BYTES: UTF-16, two bytes a code unit. */
function outputBytes(outputs) {
    let units = 0;
    for (const [name, value] of Object.entries(outputs))
        units += name.length + value.length;
    return units * 2;
}
/**
 * The first entries of a matrix whose JSON, with the job's other outputs, stays within `budget`
 * bytes (outputBytes); the rest wait for a later run. Throws when the other outputs alone do
 * not fit: no matrix could then leave the job.
 */
function matrixWithin(include, others, budget = SCHEDULE_OUTPUTS_BUDGET_BYTES) {
    // `matrix` + `{"include":[]}`, then each entry and its comma.
    let bytes = outputBytes(others) + outputBytes({ matrix: '{"include":[]}' });
    if (bytes > budget)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RalphError */ .A4(`the schedule job's outputs besides the matrix take ${bytes} bytes (${Object.keys(others).join(', ')}), over the ${budget} bytes Ralph keeps them under (GitHub allows ${JOB_OUTPUTS_MAX_BYTES} per job); shorten the plan's gate commands (a long script can live in a file the gate runs)`);
    let n = 0;
    for (const entry of include) {
        bytes += outputBytes({ '': JSON.stringify(entry) }) + (n > 0 ? 2 : 0);
        if (bytes > budget)
            break;
        n++;
    }
    return { include: include.slice(0, n), dropped: include.length - n };
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
            artifact: (0,_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptArtifactName */ .tZ)(r.spec, r.task, r.attempt),
            'retry-artifact': r.retryArtifact ?? '',
            'retry-run-id': r.retryRunId ?? '',
            // The leg's agent: the task job installs this CLI alone and runs it with this model.
            provider: r.provider,
            model: r.model ?? '',
            // The anchors (docs/ARCHITECTURE.md#trust): the commit the job starts from, the spec branch's tip once it
            // exists (so the project is set up as the spec's earlier tasks left it), else the base's;
            // and the base's tip, which the job merges in when the branch does not have it yet.
            ...(where.base !== undefined && where.baseSha !== undefined
                ? { base: where.base, start: where.tips?.get(r.branch) ?? where.baseSha, 'base-sha': where.baseSha }
                : {}),
        })),
    };
}


/***/ })

};
