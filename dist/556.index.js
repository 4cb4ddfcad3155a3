export const id = 556;
export const ids = [556];
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
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3280);




const obj = (v) => (typeof v === 'object' && v !== null ? v : {});
const str = (v) => (typeof v === 'string' ? v : '');
const isBot = (user) => user.type === 'Bot' || /\[bot\]$/.test(str(user.login));
/**
 * `command: listen`, the short job an `issue_comment`, `pull_request_review` or `pull_request`
 * event starts (DESIGN.md C12). No agent runs and nothing of the plan changes here: it hears
 * only people with write access (bots never, Ralph included, so nothing loops), answers anyone
 * else once, acknowledges a command at once (👀), and wakes the next run, whose first job reads
 * every command it has not answered from GitHub and handles it. A merged spec pull request wakes
 * the next run too, so the tasks that depend on it start then.
 */
async function listenStep(settings) {
    const { ctx, repo, octokit } = (0,_context_js__WEBPACK_IMPORTED_MODULE_3__/* .writerFor */ .P)(settings);
    const event = ctx.event;
    const defaultBranch = str(obj(event.repository).default_branch) || 'main';
    const wake = async (why) => {
        const workflow = settings.workflow ?? ctx.workflowFile;
        if (!workflow)
            throw new Error("This run's workflow file is unknown; set the 'workflow' input to wake the next run.");
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
            if (event.action !== 'closed' || pull.merged !== true || !isSpecPull(pull, settings.branchPrefix, repo))
                return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq('Not a merged spec pull request: nothing to do.');
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

/***/ 6689:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TU: () => (/* binding */ Git),
/* harmony export */   XS: () => (/* binding */ GitError),
/* harmony export */   fl: () => (/* binding */ authConfig),
/* harmony export */   tn: () => (/* binding */ RALPH_IDENTITY)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
// The git CLI behind one small interface (after actions/checkout's git-command-manager).
// Every command runs with hooks disabled and without signing or prompts, because it may run
// after an untrusted agent changed the work tree: a planted `.git/hooks` script never runs.



/** The git commands that talk to the remote, the only ones that get the credentials. */
const REMOTE_COMMANDS = new Set(['fetch', 'push', 'ls-remote', 'pull', 'clone']);
class GitError extends Error {
    args;
    result;
    constructor(args, result) {
        super(`git ${args.join(' ')} failed (exit ${result.exitCode}): ${result.stderr.trim() || result.stdout.trim()}`);
        this.args = args;
        this.result = result;
        this.name = 'GitError';
    }
}
const RALPH_IDENTITY = { name: 'ralph[bot]', email: 'ralph-bot@users.noreply.github.com' };
class Git {
    cwd;
    auth;
    env;
    /**
     * @param cwd the work tree
     * @param auth `key=value` settings that authenticate to the remote (see authConfig), given
     *   only to the commands that talk to it (`fetch`, `push`, `ls-remote`) and only through
     *   their environment, so nothing is written to .git/config or put on a command line
     */
    constructor(cwd, auth = [], env = process.env) {
        this.cwd = cwd;
        this.auth = auth;
        this.env = env;
    }
    /** Runs git; throws GitError on a non-zero exit unless `allowFailure`. */
    async exec(args, opts = {}) {
        const r = await this.run(args, opts);
        return { ...r, stdout: r.stdout.toString('utf8') };
    }
    /** Like exec, with stdout as bytes (a binary patch, a blob). */
    execRaw(args, opts = {}) {
        return this.run(args, opts);
    }
    run(args, opts) {
        const remote = REMOTE_COMMANDS.has(args.find((a) => !a.startsWith('-')) ?? '');
        const full = [
            // Nothing the agent planted in .git runs: no hooks, no file-system monitor.
            '-c',
            'core.hooksPath=/dev/null',
            '-c',
            'core.fsmonitor=false',
            '-c',
            'commit.gpgsign=false',
            '-c',
            'tag.gpgsign=false',
            '-c',
            'core.quotepath=off',
            ...args,
        ];
        // The credentials go to the commands that talk to the remote only, and only through their
        // environment (GIT_CONFIG_COUNT): never on a command line, which any process of the same
        // user can read in /proc/PID/cmdline, and never in .git/config.
        const auth = {};
        if (remote && this.auth.length > 0) {
            auth.GIT_CONFIG_COUNT = String(this.auth.length);
            this.auth.forEach((setting, i) => {
                const at = setting.indexOf('=');
                auth[`GIT_CONFIG_KEY_${i}`] = setting.slice(0, at);
                auth[`GIT_CONFIG_VALUE_${i}`] = setting.slice(at + 1);
            });
        }
        return new Promise((resolve, reject) => {
            const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)('git', full, {
                cwd: this.cwd,
                env: { ...this.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', ...opts.env, ...auth },
                maxBuffer: 256 * 1024 * 1024,
                encoding: 'buffer',
            }, (error, stdout, stderr) => {
                const exitCode = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
                const result = { exitCode, stdout, stderr: stderr.toString('utf8') };
                if (exitCode !== 0 && !opts.allowFailure)
                    reject(new GitError(args, { ...result, stdout: stdout.toString('utf8') }));
                else
                    resolve(result);
            });
            if (opts.input !== undefined)
                child.stdin?.end(opts.input);
        });
    }
    /** Keeps `pattern` out of `git status` through .git/info/exclude (worktrees included), not .gitignore. */
    async exclude(pattern) {
        const r = await this.exec(['rev-parse', '--git-path', 'info/exclude'], { allowFailure: true });
        if (r.exitCode !== 0)
            return;
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(this.cwd, r.stdout.trim());
        const text = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(file) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(file, 'utf8') : '';
        if (text.split('\n').some((l) => l.trim() === pattern))
            return;
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(file), { recursive: true });
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.appendFileSync)(file, `${text === '' || text.endsWith('\n') ? '' : '\n'}${pattern}\n`);
        }
        catch {
            // a read-only .git: the files just show up in git status
        }
    }
    async out(args) {
        return (await this.exec(args)).stdout.trim();
    }
    /** `true` when the command exits 0. */
    async try(args) {
        return (await this.exec(args, { allowFailure: true })).exitCode === 0;
    }
    async head() {
        return this.out(['rev-parse', 'HEAD']);
    }
    async currentBranch() {
        const r = await this.exec(['symbolic-ref', '--quiet', '--short', 'HEAD'], { allowFailure: true });
        return r.exitCode === 0 ? r.stdout.trim() : undefined;
    }
    async revParse(ref) {
        const r = await this.exec(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
            allowFailure: true,
        });
        return r.exitCode === 0 ? r.stdout.trim() : undefined;
    }
    /** Paths changed in the work tree and index against HEAD, untracked ones included (not ignored ones). */
    async changedPaths() {
        const out = (await this.exec(['status', '--porcelain=v1', '-z', '--untracked-files=all'])).stdout;
        const paths = [];
        const parts = out.split('\0');
        for (let i = 0; i < parts.length; i++) {
            const entry = parts[i];
            if (entry.length < 4)
                continue;
            paths.push(entry.slice(3));
            // A rename or copy is followed by its source path.
            if (entry[0] === 'R' || entry[0] === 'C')
                paths.push(parts[++i]);
        }
        return paths;
    }
    /** A short `git diff --stat` of the work tree (untracked files included) against a commit. */
    async diffSummary(base = 'HEAD') {
        await this.exec(['add', '-A', '--intent-to-add'], { allowFailure: true });
        const stat = await this.exec(['diff', '--stat=100', base], { allowFailure: true });
        await this.exec(['reset', '--quiet'], { allowFailure: true });
        return stat.stdout.trim();
    }
    /** Discards every change since HEAD: tracked edits and new untracked files (ignored ones stay). */
    async discardChanges() {
        await this.exec(['reset', '--hard', '--quiet', 'HEAD']);
        await this.exec(['clean', '-fd', '--quiet']);
    }
    /** Restores the given paths to their state at `ref` (removing them when `ref` lacks them). */
    async restorePaths(paths, ref = 'HEAD') {
        for (const path of paths) {
            const tracked = await this.try(['cat-file', '-e', `${ref}:${path}`]);
            if (tracked)
                await this.exec(['checkout', ref, '--', path]);
            else
                await this.exec(['rm', '-r', '-f', '--quiet', '--ignore-unmatch', '--', path]);
            await this.exec(['clean', '-fdq', '--', path], { allowFailure: true });
        }
    }
    /** Stages everything and commits; returns the new commit, or undefined when nothing changed. */
    async commitAll(message, identity = RALPH_IDENTITY) {
        await this.exec(['add', '-A']);
        if (await this.try(['diff', '--cached', '--quiet']))
            return undefined;
        await this.commitIndex(message, identity);
        return this.head();
    }
    async commitIndex(message, identity = RALPH_IDENTITY) {
        await this.exec([
            '-c',
            `user.name=${identity.name}`,
            '-c',
            `user.email=${identity.email}`,
            'commit',
            '--quiet',
            '--no-verify',
            '--file=-',
        ], { input: message });
    }
    /** Switches to `branch`, creating it at `startPoint` when it does not exist locally. */
    async switchBranch(branch, startPoint) {
        if (await this.revParse(`refs/heads/${branch}`))
            await this.exec(['checkout', '--quiet', branch]);
        else
            await this.exec(['checkout', '--quiet', '-b', branch, ...(startPoint ? [startPoint] : [])]);
    }
    /** The contents of a file at a ref, or undefined. */
    async show(ref, path) {
        const r = await this.exec(['show', `${ref}:${path}`], { allowFailure: true });
        return r.exitCode === 0 ? r.stdout : undefined;
    }
    /** Squashes everything since `base` into one commit with `message`; returns its sha. */
    async squashSince(base, message, identity = RALPH_IDENTITY) {
        await this.exec(['reset', '--soft', '--quiet', base]);
        await this.commitIndex(message, identity);
        return this.head();
    }
}
/**
 * Settings that authenticate git over HTTPS to the GitHub server with a token, given per
 * command so the token is never written to .git/config, where the agent could read it.
 */
function authConfig(serverUrl, token) {
    if (!token)
        return [];
    const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
    return [`http.${serverUrl.replace(/\/$/, '')}/.extraheader=AUTHORIZATION: basic ${basic}`];
}


/***/ }),

/***/ 586:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qd: () => (/* binding */ CommandError),
/* harmony export */   RM: () => (/* binding */ parseCommand),
/* harmony export */   Rl: () => (/* binding */ replyBody),
/* harmony export */   VZ: () => (/* binding */ applyTaskCommand),
/* harmony export */   eS: () => (/* binding */ addFollowUp),
/* harmony export */   hQ: () => (/* binding */ handledSources),
/* harmony export */   hy: () => (/* binding */ notHeardText),
/* harmony export */   u_: () => (/* binding */ USAGE),
/* harmony export */   y4: () => (/* binding */ followUpId)
/* harmony export */ });
/* unused harmony export replyMarker */
/* harmony import */ var _prompt_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9842);
// What people say to Ralph on GitHub (DESIGN.md C12), as data: `/ralph` commands on a tracking
// issue or a spec pull request, and reviews that request changes. Parsing, the change each makes
// to the plan and the words of each reply are pure; the action's `commands` step reads them from
// GitHub, decides who is heard, writes the plan on the spec branch and posts the replies.

const USAGE = [
    '`/ralph retry TASK [answer]`: the answer goes to the next attempt, the retry budget starts again',
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
    const m = /^\/ralph(?:[ \t]+([\s\S]*))?$/.exec(text);
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
/** A mistake in a command that the reply explains; nothing is changed. */
class CommandError extends Error {
    name = 'CommandError';
}
/**
 * Applies `/ralph retry` or `/ralph skip` to the plan. Throws CommandError (an unknown task, a
 * task of another spec than the pull request's, a task that is not blocked or failed) with
 * the words of the reply.
 */
function applyTaskCommand(plan, command, by) {
    const found = (0,_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .findTask */ .VX)(plan, command.task);
    if (!found) {
        const spec = by.place.spec ? plan.specs.find((s) => s.id === by.place.spec) : undefined;
        const known = (spec ? spec.tasks : plan.specs.flatMap((s) => s.tasks)).map((t) => `\`${t.id}\``);
        throw new CommandError(`there is no task \`${command.task}\`${spec ? ` in spec \`${spec.id}\`` : ''}; its tasks are ${known.slice(0, 20).join(', ')}${known.length > 20 ? ', ...' : ''}`);
    }
    const { spec, task } = found;
    if (by.place.spec && by.place.spec !== spec.id)
        throw new CommandError(`\`${task.id}\` is a task of spec \`${spec.id}\`, not of \`${by.place.spec}\`, which this ${by.place.kind === 'pull' ? 'pull request' : 'issue'} is about`);
    const from = task.status;
    if (command.kind === 'retry') {
        if (from !== 'blocked' && from !== 'failed')
            throw new CommandError(`\`${task.id}\` is ${from}; only a blocked or failed task can be retried`);
        task.status = 'pending';
        delete task.blockedReason;
        task.retryBudgetFrom = task.attempts?.length ?? 0;
    }
    else {
        if (from === 'completed' || from === 'skipped')
            throw new CommandError(`\`${task.id}\` is ${from} already`);
        task.status = 'skipped';
        delete task.blockedReason;
    }
    if (command.text)
        task.comments = [
            ...(task.comments ?? []),
            { author: by.author, body: command.text, created: by.created },
        ];
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
/** A reply: the marker, what happened, and the run that did it. */
function replyBody(source, text, runUrl) {
    return `${replyMarker(source)}\n${text}${runUrl ? `\n\n<sub>[Ralph's run](${runUrl})</sub>` : ''}\n`;
}
/** The one reply to someone without write access (no @-mention: Ralph's texts notify nobody). */
function notHeardText(author) {
    return `Ralph acts only on commands from people with write access to this repository, and ${author} has none here; nothing was done.`;
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
/* unused harmony exports COMPLEXITIES, ATTEMPT_OUTCOMES, CommentSchema, AttemptSchema, TaskSchema, SpecSchema, AgentDefaultsSchema, BudgetSchema, McpServerSchema, DisciplineSchema, FeatureSchema */
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
    turns: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional().describe('Model round trips, as the agent CLI reported them.'),
    inputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .optional()
        .describe('Every input token the model read, cached or not, as the agent CLI reported them.'),
    outputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional().describe('Output tokens, as the agent CLI reported them.'),
    costUsd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional().describe('What the attempt cost in USD, as the agent CLI reported it.'),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
});
/** A cost budget in USD: a positive number. */
const CostUsd = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().positive();
const TaskSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(TASK_STATUSES),
    acceptanceCriteria: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    dependsOn: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())
        .optional()
        .describe('Ids of tasks (in any spec) that must be completed first.'),
    discipline: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('Name of an entry in the top-level disciplines[].'),
    feature: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('Name of an entry in the top-level features[].'),
    contextFiles: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())
        .optional()
        .describe('Repository paths whose contents go into the prompt.'),
    outputArtifacts: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional().describe('Repository paths the task must produce.'),
    hints: Text.optional(),
    complexity: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(COMPLEXITIES).optional(),
    estimatedTurns: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().optional(),
    maxCostUsd: CostUsd.optional().describe('The most this task may cost in USD over its attempts (since it was last reset); overrides agent.maxCostUsd. Passed to an agent CLI that takes a budget, checked after every attempt: a task that reaches it is blocked.'),
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
    command: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .optional()
        .describe('For provider "command": the command line; the prompt goes to stdin.'),
    model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    maxTurns: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().optional(),
    timeout: Duration.optional(),
    maxAttempts: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().optional(),
    maxCostUsd: CostUsd.optional().describe("Every task's cost budget in USD, unless the task has its own maxCostUsd."),
    args: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())
        .optional()
        .describe("Options added to the agent CLI's command line, such as codex `-c model_provider=...` overrides. They go to whichever CLI runs, so keep them matching provider."),
    env: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP())
        .optional()
        .describe('Environment variables for the agent CLI, such as ANTHROPIC_BASE_URL for a gateway. Never secrets (ralph validate refuses names like *_API_KEY and *_TOKEN): the plan is committed; the agent gets the environment Ralph runs in, secrets included, and these on top.'),
});
/** Plan-wide limits. */
const BudgetSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    maxCostUsd: CostUsd.optional().describe('Once the cost recorded in the plan reaches this many USD, no task starts (ralph build --max-cost overrides it).'),
});
const McpServerSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .looseObject */ ._H3({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    command: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    args: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    env: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['http', 'sse'])
        .optional()
        .describe('For a server given by url: its transport, "http" (streamable HTTP, the default) or "sse".'),
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
    budget: BudgetSchema.optional(),
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
