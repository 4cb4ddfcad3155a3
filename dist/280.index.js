export const id = 280;
export const ids = [280];
export const modules = {

/***/ 3280:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ writerFor),
/* harmony export */   p: () => (/* binding */ runContext)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6421);
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(722);
/* harmony import */ var _adapters_git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6689);
/* harmony import */ var _adapters_github_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7918);
// Facts about the workflow run, from @actions/github's context (the runner's environment):
// where the repository lives, this run's URL, the event; plus the workflow file, which the
// context does not name, for dispatching the next run.




function runContext(env = process.env) {
    const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '/').split('/');
    const runId = _actions_github__WEBPACK_IMPORTED_MODULE_1__/* .context */ ._.runId ? String(_actions_github__WEBPACK_IMPORTED_MODULE_1__/* .context */ ._.runId) : undefined;
    const attempt = _actions_github__WEBPACK_IMPORTED_MODULE_1__/* .context */ ._.runAttempt ? `/attempts/${_actions_github__WEBPACK_IMPORTED_MODULE_1__/* .context */ ._.runAttempt}` : '';
    return {
        owner,
        repo,
        serverUrl: _actions_github__WEBPACK_IMPORTED_MODULE_1__/* .context */ ._.serverUrl,
        apiUrl: _actions_github__WEBPACK_IMPORTED_MODULE_1__/* .context */ ._.apiUrl,
        runId,
        runUrl: runId ? `${_actions_github__WEBPACK_IMPORTED_MODULE_1__/* .context */ ._.serverUrl}/${owner}/${repo}/actions/runs/${runId}${attempt}` : undefined,
        eventName: _actions_github__WEBPACK_IMPORTED_MODULE_1__/* .context */ ._.eventName,
        event: _actions_github__WEBPACK_IMPORTED_MODULE_1__/* .context */ ._.payload,
        workflowFile: /\.github\/workflows\/([^@]+)@/.exec(env.GITHUB_WORKFLOW_REF ?? '')?.[1],
    };
}
/**
 * What a step that writes to GitHub needs: the run's context, the repository, git with the
 * token for fetch and push only (in git's environment), and one Octokit with retry and
 * throttling. Throws when the step has no token.
 */
function writerFor(settings) {
    const ctx = runContext();
    if (!settings.token)
        throw new Error(`The '${settings.command}' command needs the 'github-token' input (the default is the job's token).`);
    const repo = { owner: ctx.owner, repo: ctx.repo };
    const git = new _adapters_git_js__WEBPACK_IMPORTED_MODULE_2__/* .Git */ .TU(settings.workspace, (0,_adapters_git_js__WEBPACK_IMPORTED_MODULE_2__/* .authConfig */ .fl)(ctx.serverUrl, settings.token));
    const octokit = (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_3__/* .createOctokit */ .Qi)(settings.token, {
        baseUrl: ctx.apiUrl,
        log: (m) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(m),
        spaceWrites: process.env.RALPH_GITHUB_WRITE_SPACING !== '0',
    });
    return { ctx, repo, git, octokit };
}


/***/ }),

/***/ 7918:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gu: () => (/* binding */ squashMerge),
/* harmony export */   Gy: () => (/* binding */ postComment),
/* harmony export */   Kb: () => (/* binding */ changeReviews),
/* harmony export */   PJ: () => (/* binding */ ensureTrackingIssue),
/* harmony export */   QO: () => (/* binding */ reactToComment),
/* harmony export */   Qi: () => (/* binding */ createOctokit),
/* harmony export */   U_: () => (/* binding */ changesRequested),
/* harmony export */   _b: () => (/* binding */ upsertPullRequest),
/* harmony export */   a7: () => (/* binding */ openSpecPulls),
/* harmony export */   "in": () => (/* binding */ dispatchWorkflow),
/* harmony export */   lB: () => (/* binding */ upsertComment),
/* harmony export */   qB: () => (/* binding */ getIssue),
/* harmony export */   tg: () => (/* binding */ checksOf),
/* harmony export */   u4: () => (/* binding */ listRecentComments),
/* harmony export */   wj: () => (/* binding */ collaboratorCanWrite)
/* harmony export */ });
/* unused harmony exports parseRepo, GitHubError, explainGitHubError, RALPH_LABEL, ensureLabel, trustedAuthor */
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6856);
/* harmony import */ var _octokit_rest__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1267);
/* harmony import */ var _core_github_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8535);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8508);
// The GitHub side of Ralph (DESIGN.md C6, C7): one Octokit with retry and throttling, and the
// few writes Ralph makes, each idempotent so that re-running a job or a whole workflow never
// duplicates a pull request, an issue or a comment: find first (by head branch, or by a hidden
// marker in the body), write only when the text differs, and treat GitHub's "already exists"
// as found. Errors come out as GitHubError with a message that names the missing permission.
// The words written (bodies, titles, markers) are built by src/core/github-text.ts.





/** How often a request is retried after a secondary rate limit, and after a primary one. */
const SECONDARY_RATE_RETRIES = 3;
const PRIMARY_RATE_RETRIES = 2;
/** A primary rate limit that resets later than this fails the request rather than idling the job. */
const PRIMARY_RATE_MAX_WAIT_S = 600;
const RalphOctokit = _octokit_rest__WEBPACK_IMPORTED_MODULE_0__/* .Octokit */ .E.plugin(_octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_1__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_2__/* .throttling */ .A);
/** A limiter group that never waits: stands in for the write spacing when it is turned off. */
const UNSPACED = {
    key: () => ({
        schedule: (_opts, fn, ...args) => Promise.resolve(fn(...args)),
    }),
};
/** The Octokit every GitHub call of Ralph goes through: retry for 5xx, throttling and rate-limit retries. */
function createOctokit(token, opts = {}) {
    const log = opts.log ?? ((msg) => process.stderr.write(`${msg}\n`));
    const baseUrl = (opts.baseUrl || process.env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
    const describe = (o) => `${o.method ?? 'GET'} ${o.url ?? ''}`;
    const throttle = {
        onSecondaryRateLimit: (retryAfter, o, _k, n) => {
            if (n >= SECONDARY_RATE_RETRIES) {
                log(`GitHub secondary rate limit on ${describe(o)}: giving up after ${n} retries`);
                return false;
            }
            log(`GitHub secondary rate limit on ${describe(o)}: retrying in ${retryAfter}s (retry ${n + 1} of ${SECONDARY_RATE_RETRIES})`);
            return true;
        },
        onRateLimit: (retryAfter, o, _k, n) => {
            if (n >= PRIMARY_RATE_RETRIES || retryAfter > PRIMARY_RATE_MAX_WAIT_S) {
                log(`GitHub rate limit on ${describe(o)}: it resets in ${retryAfter}s; not waiting`);
                return false;
            }
            log(`GitHub rate limit on ${describe(o)}: retrying in ${retryAfter}s (retry ${n + 1} of ${PRIMARY_RATE_RETRIES})`);
            return true;
        },
    };
    if (opts.spaceWrites === false) {
        throttle.write = UNSPACED;
        throttle.notifications = UNSPACED;
    }
    return new RalphOctokit({
        auth: token,
        baseUrl,
        userAgent: `ralph/${_version_js__WEBPACK_IMPORTED_MODULE_3__/* .RALPH_VERSION */ .F}`,
        log: {
            debug: () => { },
            info: () => { },
            warn: (msg) => log(msg),
            // Failed requests are thrown (and explained); the request log's line for each would be noise.
            error: () => { },
        },
        // 429 is the throttling plugin's business; retrying it here too would double the retries.
        retry: {
            doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
            ...(opts.retryBaseMs !== undefined ? { retryAfterBaseValue: opts.retryBaseMs } : {}),
        },
        throttle: throttle,
    });
}
/** "owner/repo" (GITHUB_REPOSITORY) into a Repo, with a message that says what was expected. */
function parseRepo(text) {
    const m = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(text.trim());
    if (!m)
        throw new Error(`Invalid repository '${text}'. Expected format {owner}/{repo}.`);
    return { owner: m[1], repo: m[2] };
}
// ---------------------------------------------------------------------------------------------
// Errors a user can act on
// ---------------------------------------------------------------------------------------------
class GitHubError extends Error {
    status;
    method;
    path;
    permission;
    name = 'GitHubError';
    constructor(message, 
    /** The HTTP status GitHub answered, when it answered. */
    status, method, path, 
    /** The permission the token lacks, as a workflow `permissions:` entry (`pull-requests: write`). */
    permission, options) {
        super(message, options);
        this.status = status;
        this.method = method;
        this.path = path;
        this.permission = permission;
    }
}
function isRequestError(e) {
    return e instanceof Error && typeof e.status === 'number';
}
function errorBody(e) {
    const data = e.response?.data;
    return typeof data === 'object' && data !== null ? data : {};
}
/** GitHub's validation errors, each as one phrase. */
function validationDetails(body) {
    return (body.errors ?? []).map((x) => typeof x === 'string'
        ? x
        : (x.message ?? [x.resource, x.field, x.code].filter((p) => p !== undefined).join(' ')));
}
/** Known endpoints -> the workflow permission they need, for when GitHub does not say. */
const ENDPOINT_PERMISSIONS = [
    [/\/repos\/[^/]+\/[^/]+\/pulls(\/|$)/, 'pull-requests'],
    [/\/repos\/[^/]+\/[^/]+\/(issues|labels)(\/|$)/, 'issues'],
    [/\/repos\/[^/]+\/[^/]+\/actions(\/|$)/, 'actions'],
    [/\/repos\/[^/]+\/[^/]+\/(contents|git|branches|commits|merges)(\/|$)/, 'contents'],
];
/**
 * The permissions GitHub says it accepts (`x-accepted-github-permissions: issues=write; pull_requests=write`):
 * `;` separates alternatives, `,` the permissions one alternative needs together.
 */
function acceptedPermissions(header) {
    if (typeof header !== 'string' || header.trim() === '')
        return [];
    return header
        .split(';')
        .map((alt) => alt
        .split(',')
        .map((p) => p.trim())
        .filter((p) => /^[a-z_]+=(read|write|admin)$/.test(p))
        .map((p) => p.replace('=', ': ').replace(/_/g, '-')))
        .filter((alt) => alt.length > 0);
}
function permissionFromPath(path, method) {
    const entry = ENDPOINT_PERMISSIONS.find(([re]) => re.test(path));
    if (!entry)
        return undefined;
    return `${entry[1]}: ${method === 'GET' || method === 'HEAD' ? 'read' : 'write'}`;
}
function pathOf(url) {
    if (!url)
        return '';
    try {
        return new URL(url).pathname;
    }
    catch {
        return url.split('?')[0] ?? url;
    }
}
/**
 * Turns a failed GitHub request into an error a user can act on: what Ralph was doing, the
 * request, GitHub's message, and what to change (for a missing permission, the `permissions:`
 * entry the job needs). `what` completes "Could not …", e.g. "open the pull request for ralph/a".
 */
function explainGitHubError(err, what) {
    if (err instanceof GitHubError)
        return err;
    if (!isRequestError(err)) {
        const message = err instanceof Error ? err.message : String(err);
        return new GitHubError(`Could not ${what}: ${message}`, undefined, undefined, undefined, undefined, {
            cause: err,
        });
    }
    const status = err.status;
    const method = (err.request?.method ?? 'GET').toUpperCase();
    const path = pathOf(err.request?.url);
    const body = errorBody(err);
    const githubMessage = body.message ?? err.message;
    const details = validationDetails(body);
    const said = `${method} ${path} answered ${status}: "${githubMessage}"${details.length ? ` (${details.join('; ')})` : ''}`;
    const head = `Could not ${what}: ${said}.`;
    const isWrite = method !== 'GET' && method !== 'HEAD';
    let hint = '';
    let permission;
    if (/rate limit/i.test(githubMessage) && (status === 403 || status === 429)) {
        hint =
            'GitHub rate-limited the token and the retries ran out; run the job again later, or space out the runs.';
    }
    else if (status === 401) {
        hint =
            'The token was refused: check that the `token` input (or GITHUB_TOKEN) is set and has not expired.';
    }
    else if (status === 403 && /not permitted to create or approve pull requests/i.test(githubMessage)) {
        hint =
            'Allow it in the repository (or organisation) settings: Actions > General > Workflow permissions > "Allow GitHub Actions to create and approve pull requests", or give Ralph the token of a GitHub App or a personal access token.';
    }
    else if (status === 403 || (status === 404 && isWrite)) {
        const alternatives = acceptedPermissions(err.response?.headers?.['x-accepted-github-permissions']);
        const chosen = alternatives[0] ?? [permissionFromPath(path, method)].filter((p) => !!p);
        if (chosen.length > 0) {
            permission = chosen.join(', ');
            const others = alternatives.slice(1).map((a) => a.join(', '));
            const lacks = `the token lacks ${permission}${others.length ? ` (or ${others.join(' or ')})` : ''}`;
            const fix = `add \`permissions: ${permission}\` to the job (a token of a GitHub App or a personal access token needs the same)`;
            hint =
                status === 404
                    ? `GitHub answers 404 when the token may not see or change the resource: either it does not exist, or ${lacks}; ${fix}.`
                    : `${lacks[0].toUpperCase()}${lacks.slice(1)}; ${fix}.`;
        }
        else {
            hint = 'The token may not do this: check the permissions of the job or of the token.';
        }
    }
    else if (status === 404) {
        hint = 'Check the repository name and that the token can see the repository.';
    }
    else if (status >= 500) {
        hint = 'GitHub failed on its side and the retries ran out; run the job again.';
    }
    return new GitHubError(hint ? `${head} ${hint}` : head, status, method, path, permission, { cause: err });
}
function statusOf(e) {
    return isRequestError(e) ? e.status : undefined;
}
function alreadyExists(e, pattern) {
    if (!isRequestError(e) || e.status !== 422)
        return false;
    const body = errorBody(e);
    return (body.errors ?? []).some((x) => typeof x === 'string' ? pattern.test(x) : pattern.test(x.message ?? '') || x.code === 'already_exists');
}
/** Bodies as GitHub may hand them back: line endings normalised, null as empty. */
function sameText(a, b) {
    const norm = (s) => (s ?? '').replace(/\r\n/g, '\n');
    return norm(a) === norm(b);
}
/**
 * Opens the pull request of `head` into `base`, or updates the open one (whoever opened it):
 * title and body are written only when they differ. Never opens a second one, also when
 * another job opens it between our look and our create.
 */
async function upsertPullRequest(octokit, repo, input) {
    const qualifiedHead = input.head.includes(':') ? input.head : `${repo.owner}:${input.head}`;
    const find = async () => {
        const { data } = await octokit.rest.pulls.list({
            ...repo,
            state: 'open',
            head: qualifiedHead,
            base: input.base,
            per_page: 100,
        });
        return data[0];
    };
    const update = async (pr) => {
        const changes = {};
        if (pr.title !== input.title)
            changes.title = input.title;
        if (!sameText(pr.body, input.body))
            changes.body = input.body;
        if (Object.keys(changes).length === 0) {
            return { number: pr.number, url: pr.html_url, created: false, updated: false };
        }
        const { data } = await octokit.rest.pulls.update({ ...repo, pull_number: pr.number, ...changes });
        return { number: data.number, url: data.html_url, created: false, updated: true };
    };
    const what = `open or update the pull request ${qualifiedHead} -> ${input.base} in ${repo.owner}/${repo.repo}`;
    try {
        const existing = await find();
        if (existing)
            return await update(existing);
        try {
            const { data } = await octokit.rest.pulls.create({
                ...repo,
                head: input.head,
                base: input.base,
                title: input.title,
                body: input.body,
            });
            return { number: data.number, url: data.html_url, created: true, updated: false };
        }
        catch (e) {
            if (!alreadyExists(e, /pull request already exists/i))
                throw e;
            // Someone opened it since we looked: update theirs.
            const raced = await find();
            if (!raced)
                throw e;
            return await update(raced);
        }
    }
    catch (e) {
        throw explainGitHubError(e, what);
    }
}
// ---------------------------------------------------------------------------------------------
// Labels, the tracking issue, comments
// ---------------------------------------------------------------------------------------------
const RALPH_LABEL = 'ralph';
const RALPH_LABEL_COLOR = '6f42c1';
const RALPH_LABEL_DESCRIPTION = 'Tracked by Ralph: blocked tasks of a spec are reported here';
/** Creates the label unless the repository has it. Returns whether it was created. */
async function ensureLabel(octokit, repo, name, color, description) {
    try {
        try {
            await octokit.rest.issues.getLabel({ ...repo, name });
            return false;
        }
        catch (e) {
            if (statusOf(e) !== 404)
                throw e;
        }
        try {
            await octokit.rest.issues.createLabel({
                ...repo,
                name,
                color: color.replace(/^#/, ''),
                description: description.slice(0, 100),
            });
            return true;
        }
        catch (e) {
            if (alreadyExists(e, /already exists/i))
                return false;
            throw e;
        }
    }
    catch (e) {
        throw explainGitHubError(e, `create the label "${name}" in ${repo.owner}/${repo.repo}`);
    }
}
/**
 * The number of the spec's tracking issue: the open issue labelled `ralph` whose body holds the
 * spec's marker, else a new one (labelled `ralph`).
 */
async function ensureTrackingIssue(octokit, repo, input) {
    const marker = (0,_core_github_text_js__WEBPACK_IMPORTED_MODULE_4__/* .specMarker */ .eK)(input.specId);
    try {
        const pages = octokit.paginate.iterator(octokit.rest.issues.listForRepo, {
            ...repo,
            state: 'open',
            labels: RALPH_LABEL,
            sort: 'created',
            direction: 'asc',
            per_page: 100,
        });
        for await (const page of pages) {
            // The issues API lists pull requests too.
            const found = page.data.find((i) => !i.pull_request && (i.body ?? '').includes(marker));
            if (found)
                return found.number;
        }
    }
    catch (e) {
        throw explainGitHubError(e, `look for the tracking issue of spec "${input.specId}"`);
    }
    await ensureLabel(octokit, repo, RALPH_LABEL, RALPH_LABEL_COLOR, RALPH_LABEL_DESCRIPTION);
    try {
        const body = input.body.includes(marker) ? input.body : `${marker}\n${input.body}`;
        const { data } = await octokit.rest.issues.create({
            ...repo,
            title: input.title,
            body,
            labels: [RALPH_LABEL],
        });
        return data.number;
    }
    catch (e) {
        throw explainGitHubError(e, `open the tracking issue of spec "${input.specId}"`);
    }
}
/**
 * Posts the comment that `marker` names on an issue or pull request, or updates it in place when
 * its text changed. The body starts with the marker (it is put there when missing); only a
 * comment that starts with it counts, so a person quoting it is never taken for Ralph's.
 */
async function upsertComment(octokit, repo, issueNumber, marker, body) {
    const text = body.trimStart().startsWith(marker) ? body : `${marker}\n${body}`;
    const where = `#${issueNumber} in ${repo.owner}/${repo.repo}`;
    try {
        const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
            ...repo,
            issue_number: issueNumber,
            per_page: 100,
        });
        for await (const page of pages) {
            const found = page.data.find((c) => (c.body ?? '').trimStart().startsWith(marker));
            if (!found)
                continue;
            if (sameText(found.body, text)) {
                return { id: found.id, url: found.html_url, created: false, updated: false };
            }
            const { data } = await octokit.rest.issues.updateComment({ ...repo, comment_id: found.id, body: text });
            return { id: data.id, url: data.html_url, created: false, updated: true };
        }
        const { data } = await octokit.rest.issues.createComment({
            ...repo,
            issue_number: issueNumber,
            body: text,
        });
        return { id: data.id, url: data.html_url, created: true, updated: false };
    }
    catch (e) {
        throw explainGitHubError(e, `post or update the comment on ${where}`);
    }
}
// ---------------------------------------------------------------------------------------------
// Workflows and trust
// ---------------------------------------------------------------------------------------------
/** Starts a `workflow_dispatch` run of `workflow` (a file name such as `ralph.yml`, or an id) on `ref`. */
async function dispatchWorkflow(octokit, repo, workflow, ref, inputs) {
    try {
        await octokit.rest.actions.createWorkflowDispatch({
            ...repo,
            workflow_id: /^\d+$/.test(workflow) ? Number(workflow) : workflow,
            ref,
            ...(inputs && Object.keys(inputs).length > 0 ? { inputs } : {}),
        });
    }
    catch (e) {
        throw explainGitHubError(e, `start the workflow ${workflow} on ${ref}`);
    }
}
const WRITE_ROLES = new Set(['admin', 'maintain', 'write']);
/**
 * Whether `username` may push to the repository (admin, maintain or write), by the collaborator
 * permission API. Text by anyone else never reaches a prompt (DESIGN.md C7).
 */
async function collaboratorCanWrite(octokit, repo, username) {
    if (username.trim() === '')
        return false;
    try {
        const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username });
        return WRITE_ROLES.has(data.permission) || WRITE_ROLES.has(data.role_name);
    }
    catch (e) {
        // Not a user, or not a collaborator: no write access.
        if (statusOf(e) === 404)
            return false;
        throw explainGitHubError(e, `read the permission of ${username} on ${repo.owner}/${repo.repo}`);
    }
}
const TRUSTED_ASSOCIATIONS = new Set(['OWNER', 'MEMBER', 'COLLABORATOR']);
/**
 * Whether an `author_association` from an event or a comment marks a trusted author, without
 * an API call. MEMBER is any member of the owning organisation; when that is too wide, ask
 * `collaboratorCanWrite`.
 */
function trustedAuthor(association) {
    return TRUSTED_ASSOCIATIONS.has(association.trim().toUpperCase());
}
const authorOf = (user) => ({
    login: user?.login ?? '',
    bot: user?.type === 'Bot' || /\[bot\]$/.test(user?.login ?? ''),
});
/** Every issue and pull request comment of the repository created or edited since `since`. */
async function listRecentComments(octokit, repo, since) {
    try {
        const all = await octokit.paginate(octokit.rest.issues.listCommentsForRepo, {
            ...repo,
            since,
            sort: 'created',
            direction: 'asc',
            per_page: 100,
        });
        return all.map((c) => ({
            id: c.id,
            issueNumber: Number(/\/issues\/(\d+)$/.exec(c.issue_url)?.[1] ?? 0),
            body: c.body ?? '',
            author: authorOf(c.user),
            createdAt: c.created_at,
            updatedAt: c.updated_at,
            url: c.html_url,
        }));
    }
    catch (e) {
        throw explainGitHubError(e, `list the comments of ${repo.owner}/${repo.repo}`);
    }
}
async function getIssue(octokit, repo, number) {
    try {
        const { data } = await octokit.rest.issues.get({ ...repo, issue_number: number });
        return {
            number,
            pull: !!data.pull_request,
            body: data.body ?? '',
            state: data.state,
            byBot: authorOf(data.user).bot,
        };
    }
    catch (e) {
        throw explainGitHubError(e, `read #${number} in ${repo.owner}/${repo.repo}`);
    }
}
/** The open pull requests whose head is a spec branch of this repository. */
async function openSpecPulls(octokit, repo, prefix) {
    try {
        const all = await octokit.paginate(octokit.rest.pulls.list, { ...repo, state: 'open', per_page: 100 });
        return all
            .filter((p) => p.head.ref.startsWith(prefix) && p.head.repo?.full_name === `${repo.owner}/${repo.repo}`)
            .map((p) => ({ number: p.number, head: p.head.ref, headSha: p.head.sha, url: p.html_url }));
    }
    catch (e) {
        throw explainGitHubError(e, `list the open pull requests of ${repo.owner}/${repo.repo}`);
    }
}
/** The reviews of a pull request that request changes, each with its inline comments. */
async function changeReviews(octokit, repo, pull) {
    try {
        const reviews = await octokit.paginate(octokit.rest.pulls.listReviews, {
            ...repo,
            pull_number: pull,
            per_page: 100,
        });
        const out = [];
        for (const r of reviews) {
            if (r.state !== 'CHANGES_REQUESTED')
                continue;
            const comments = await octokit.paginate(octokit.rest.pulls.listCommentsForReview, {
                ...repo,
                pull_number: pull,
                review_id: r.id,
                per_page: 100,
            });
            out.push({
                id: r.id,
                author: authorOf(r.user),
                body: r.body ?? '',
                submittedAt: r.submitted_at ?? '',
                url: r.html_url,
                comments: comments.map((c) => ({
                    path: c.path,
                    line: c.line ?? c.original_line ?? undefined,
                    body: c.body,
                    author: c.user?.login ?? '',
                    created: c.created_at,
                })),
            });
        }
        return out;
    }
    catch (e) {
        throw explainGitHubError(e, `read the reviews of #${pull} in ${repo.owner}/${repo.repo}`);
    }
}
/** Reacts to an issue comment (idempotent: GitHub answers 200 for a reaction that exists). */
async function reactToComment(octokit, repo, commentId, content) {
    try {
        await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: commentId, content });
    }
    catch (e) {
        throw explainGitHubError(e, `react to comment ${commentId} in ${repo.owner}/${repo.repo}`);
    }
}
async function postComment(octokit, repo, issueNumber, body) {
    try {
        const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: issueNumber, body });
        return data.html_url;
    }
    catch (e) {
        throw explainGitHubError(e, `comment on #${issueNumber} in ${repo.owner}/${repo.repo}`);
    }
}
/**
 * Whether every check of a commit has passed: its check runs and its combined commit status.
 * `pending` while one runs; a commit with no check at all has not passed (nothing vouched for it).
 */
async function checksOf(octokit, repo, sha) {
    try {
        const runs = await octokit.paginate(octokit.rest.checks.listForRef, { ...repo, ref: sha, per_page: 100 });
        const { data: status } = await octokit.rest.repos.getCombinedStatusForRef({ ...repo, ref: sha });
        const failed = [
            ...runs
                .filter((r) => r.status === 'completed' && !['success', 'neutral', 'skipped'].includes(r.conclusion ?? ''))
                .map((r) => r.name),
            ...status.statuses.filter((s) => s.state === 'failure' || s.state === 'error').map((s) => s.context),
        ];
        const pending = runs.some((r) => r.status !== 'completed') || status.statuses.some((s) => s.state === 'pending');
        if (failed.length > 0)
            return { state: 'failed', failed };
        if (pending)
            return { state: 'pending', failed };
        return { state: runs.length + status.statuses.length > 0 ? 'passed' : 'none', failed };
    }
    catch (e) {
        throw explainGitHubError(e, `read the checks of ${sha.slice(0, 7)} in ${repo.owner}/${repo.repo}`);
    }
}
/** Squash-merges a pull request at `sha` (GitHub refuses when the head moved since). */
async function squashMerge(octokit, repo, pull, sha, title) {
    try {
        const { data } = await octokit.rest.pulls.merge({
            ...repo,
            pull_number: pull,
            sha,
            merge_method: 'squash',
            commit_title: title,
        });
        return data.sha;
    }
    catch (e) {
        throw explainGitHubError(e, `merge #${pull} in ${repo.owner}/${repo.repo}`);
    }
}
/** The reviews that still request changes: each reviewer's latest review that is not a comment. */
async function changesRequested(octokit, repo, pull) {
    try {
        const reviews = await octokit.paginate(octokit.rest.pulls.listReviews, {
            ...repo,
            pull_number: pull,
            per_page: 100,
        });
        const latest = new Map();
        for (const r of reviews)
            if (r.state !== 'COMMENTED' && r.state !== 'PENDING')
                latest.set(r.user?.login ?? '', { state: r.state, id: r.id });
        return [...latest.entries()]
            .filter(([, r]) => r.state === 'CHANGES_REQUESTED')
            .map(([login, r]) => ({ login, reviewId: r.id }));
    }
    catch (e) {
        throw explainGitHubError(e, `read the reviews of #${pull} in ${repo.owner}/${repo.repo}`);
    }
}


/***/ }),

/***/ 8535:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BN: () => (/* binding */ trackingIssueBody),
/* harmony export */   N1: () => (/* binding */ trackingIssueTitle),
/* harmony export */   NF: () => (/* binding */ pullRequestBody),
/* harmony export */   Zr: () => (/* binding */ pullRequestTitle),
/* harmony export */   eK: () => (/* binding */ specMarker),
/* harmony export */   eQ: () => (/* binding */ blockedCommentBody),
/* harmony export */   nP: () => (/* binding */ blockedMarker)
/* harmony export */ });
/* unused harmony exports GITHUB_BODY_LIMIT, GITHUB_TITLE_LIMIT, neutraliseComments, inline, cell, taskTitle, formatCost, formatDuration, clipBody, specCost, specRunUrls */
/** GitHub refuses an issue, pull request or comment body longer than this. */
const GITHUB_BODY_LIMIT = 65_536;
/** GitHub refuses a title longer than this. */
const GITHUB_TITLE_LIMIT = 256;
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
function shellWord(text) {
    return /^[A-Za-z0-9._/:@=+-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
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
                cell(shorten(firstLine(a.summary ?? ''), SUMMARY_LINE_LIMIT)) || '—',
            ]);
        }
        parts.push(`**Attempts:** ${attempts.length}`, table(rows));
    }
    else {
        parts.push('**Attempts:** none recorded.');
    }
    const failing = [...attempts].reverse().find((a) => a.gate);
    if (failing?.gate) {
        const summary = firstLine(failing.summary ?? '');
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
    const id = shellWord(task.id);
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


/***/ }),

/***/ 8508:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ RALPH_VERSION)
/* harmony export */ });
/** Ralph's version, in `ralph --version` and the GitHub API user agent. */
const RALPH_VERSION = '0.1.0';


/***/ })

};
