export const id = 3258;
export const ids = [3258];
export const modules = {

/***/ 4899:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ githubSession)
/* harmony export */ });
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2807);
/* harmony import */ var _actions_core_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7836);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8275);
/* harmony import */ var _github_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3187);
// What a step that writes to GitHub works with: the run's context, the repository, git with the
// token for fetch and push only (in git's environment), and one Octokit with retry and
// throttling.




/** Throws when the step (`command`) has no token. `log` takes the client's retry notes. */
function githubSession(opts) {
    const ctx = (0,_actions_core_js__WEBPACK_IMPORTED_MODULE_1__.runContext)();
    if (!opts.token)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`The '${opts.command}' command needs the 'github-token' input (the default is the job's token).`);
    const repo = { owner: ctx.owner, repo: ctx.repo };
    const git = new _git_js__WEBPACK_IMPORTED_MODULE_2__/* .Git */ .TU(opts.workspace, (0,_git_js__WEBPACK_IMPORTED_MODULE_2__/* .authConfig */ .fl)(ctx.serverUrl, opts.token));
    const octokit = (0,_github_js__WEBPACK_IMPORTED_MODULE_3__/* .createOctokit */ .Qi)(opts.token, {
        baseUrl: ctx.apiUrl,
        log: opts.log,
        spaceWrites: process.env.RALPH_GITHUB_WRITE_SPACING !== '0',
    });
    return { ctx, repo, git, octokit };
}


/***/ }),

/***/ 3187:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  aX: () => (/* reexport */ ACTIONS_BOT),
  XH: () => (/* reexport */ MergeRefused),
  Kb: () => (/* reexport */ changeReviews),
  U_: () => (/* reexport */ changesRequested),
  tg: () => (/* reexport */ checksOf),
  K3: () => (/* reexport */ closedSpecPulls),
  wj: () => (/* reexport */ collaboratorCanWrite),
  Qi: () => (/* reexport */ createOctokit),
  "in": () => (/* reexport */ dispatchWorkflow),
  PJ: () => (/* reexport */ ensureTrackingIssue),
  qB: () => (/* reexport */ getIssue),
  ne: () => (/* reexport */ isMe),
  u4: () => (/* reexport */ listRecentComments),
  a7: () => (/* reexport */ openSpecPulls),
  Gy: () => (/* reexport */ postComment),
  QO: () => (/* reexport */ reactToComment),
  Gu: () => (/* reexport */ squashMerge),
  lB: () => (/* reexport */ upsertComment),
  _b: () => (/* reexport */ upsertPullRequest),
  Wc: () => (/* reexport */ whoAmI)
});

// UNUSED EXPORTS: GitHubError, RALPH_LABEL, ensureLabel, explainGitHubError

// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./node_modules/@octokit/rest/dist-src/index.js + 20 modules
var dist_src = __webpack_require__(2264);
// EXTERNAL MODULE: ./build/version.js
var version = __webpack_require__(8508);
;// CONCATENATED MODULE: ./build/adapters/github/client.js
// The one GitHub client of Ralph (docs/ARCHITECTURE.md#spec-branches-and-pull-requests): an
// Octokit with retry for 5xx answers and throttling (rate-limit retries, writes spaced out as
// GitHub asks). Each area's calls live beside it (issues.ts, pulls.ts, people.ts, workflows.ts),
// and errors.ts turns a failed request into an error a user can act on.




/** How often a request is retried after a secondary rate limit, and after a primary one. */
const SECONDARY_RATE_RETRIES = 3;
const PRIMARY_RATE_RETRIES = 2;
/** A primary rate limit that resets later than this fails the request rather than idling the job. */
const PRIMARY_RATE_MAX_WAIT_S = 600;
const RalphOctokit = dist_src/* Octokit */.E.plugin(dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
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
        userAgent: `ralph/${version/* RALPH_VERSION */.F}`,
        log: {
            debug: () => { },
            info: () => { },
            warn: (msg) => log(msg),
            // Failed requests are thrown (and explained); the request log's line for each would be noise.
            error: () => { },
        },
        // 429 is the throttling plugin's business; retrying it here too would double the retries.
        retry: {
            // 405 and 409 are refusals (a merge GitHub will not make, a head that moved): asking
            // again gets the same answer.
            doNotRetry: [400, 401, 403, 404, 405, 409, 410, 422, 429, 451],
            ...(opts.retryBaseMs !== undefined ? { retryAfterBaseValue: opts.retryBaseMs } : {}),
        },
        throttle: throttle,
    });
}

// EXTERNAL MODULE: ./build/core/errors.js
var errors = __webpack_require__(2807);
;// CONCATENATED MODULE: ./build/adapters/github/errors.js
// Failed GitHub requests as errors a user can act on (docs/ARCHITECTURE.md#trust): what Ralph was
// doing, the request, GitHub's message, and what to change (the missing permission as a
// workflow `permissions:` entry; for a merge, what would lift the refusal).

class GitHubError extends errors/* RalphError */.A4 {
    status;
    method;
    path;
    permission;
    code = 'github';
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
    // A bug in Ralph's handling of the answer (a field of null read): it stays a bug, with its stack.
    if ((0,errors/* isLanguageError */.V$)(err))
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
 * Why GitHub would not merge, from what it said: branch protection and rulesets, a review they
 * require, a merge method the repository does not allow, a head that moved. GitHub answers such
 * refusals with 405 (and some with 403 or 422) whatever the token's permissions, so a 403 is
 * put down to the token only when GitHub says the token may not do it.
 */
function explainMergeError(err, what) {
    if (!isRequestError(err) || ![403, 405, 409, 422].includes(err.status))
        return explainGitHubError(err, what);
    const message = errorBody(err).message ?? err.message;
    if (err.status === 403 &&
        /not accessible by integration|must have .*(access|rights|permission)/i.test(message))
        return explainGitHubError(err, what);
    // The first four wait for a person: a merge Ralph must not keep asking for, nor fail a run over.
    const cause = [
        [
            /squash merges? (are|is) not allowed|merge method|not allowed on this repository/i,
            'the repository does not allow squash merges: allow them in Settings > General > Pull Requests, or merge by hand',
            true,
        ],
        [
            /approving review|review(s)? (is|are) required|code owner|changes requested/i,
            'branch protection requires a review that approves it: approve the pull request (or let a ruleset bypass), and the next run merges it',
            true,
        ],
        [
            /status check|check.*(expected|required|failing)|required.*check/i,
            'a status check the branch protection requires has not passed yet: the next run tries again when it has',
            true,
        ],
        [
            /rule violation|ruleset|protected branch|branch protection/i,
            'branch protection or a ruleset of the base branch refuses it: check its rules, or merge by hand',
            true,
        ],
        [
            /head branch was modified|head.*sha/i,
            'the head moved since Ralph looked at it: the next run tries again',
            false,
        ],
        [/base branch was modified/i, 'the base moved meanwhile: the next run tries again', false],
        [
            /not mergeable|merge conflict/i,
            'GitHub finds it not mergeable (a conflict with the base): the next run rebuilds it',
            false,
        ],
    ];
    const found = cause.find(([re]) => re.test(message));
    const why = found?.[1] ?? 'GitHub refused the merge as said';
    const method = (err.request?.method ?? 'PUT').toUpperCase();
    const text = `Could not ${what}: ${method} ${pathOf(err.request?.url)} answered ${err.status}: "${message.replace(/\.$/, '')}". ${why[0].toUpperCase()}${why.slice(1)}.`;
    if (found?.[2])
        return new MergeRefused(text, err.status, method, pathOf(err.request?.url), why, { cause: err });
    return new GitHubError(text, err.status, method, pathOf(err.request?.url), undefined, { cause: err });
}
/**
 * A merge GitHub refused for a reason only a person can lift (a review or check that branch
 * protection requires, a ruleset, a merge method the repository does not allow): waiting for a
 * person, not a failure.
 */
class MergeRefused extends GitHubError {
    lift;
    code = 'merge-refused';
    name = 'MergeRefused';
    constructor(message, status, method, path, 
    /** What would lift it, as a sentence. */
    lift, options) {
        super(message, status, method, path, undefined, options);
        this.lift = lift;
    }
}

// EXTERNAL MODULE: ./build/core/github-text/github-text.js
var github_text = __webpack_require__(4049);
;// CONCATENATED MODULE: ./build/adapters/github/people.js

const authorOf = (user) => ({
    login: user?.login ?? '',
    bot: user?.type === 'Bot' || /\[bot\]$/.test(user?.login ?? ''),
});
/** What GITHUB_TOKEN acts as: the GitHub Actions app's bot. */
const ACTIONS_BOT = 'github-actions[bot]';
const identities = new WeakMap();
/**
 * The login Ralph's token acts as, so that Ralph knows its own comments by their author and not
 * only by a marker anyone could type: `given` (the `ralph-login` input) when set; else GitHub's
 * answer to GET /user (a personal access token or a machine user); else, where GitHub answers
 * that an installation token is no user (403), the workflow's GITHUB_TOKEN's bot. Asked once
 * per client.
 */
function whoAmI(octokit, given) {
    if (given)
        return Promise.resolve(given);
    let known = identities.get(octokit);
    if (!known) {
        known = octokit.rest.users.getAuthenticated().then(({ data }) => data.login, (e) => {
            const status = e.status;
            if (status === 403 || status === 401)
                return ACTIONS_BOT;
            throw explainGitHubError(e, 'find which account the token acts as (GET /user)');
        });
        identities.set(octokit, known);
    }
    return known;
}
/** Whether `login` is `me` (GitHub logins are case-insensitive). */
const isMe = (login, me) => login.toLowerCase() === me.toLowerCase();
const WRITE_ROLES = new Set(['admin', 'maintain', 'write']);
/**
 * Whether `username` may push to the repository (admin, maintain or write), by the collaborator
 * permission API. Text by anyone else never reaches a prompt (docs/ARCHITECTURE.md#trust).
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

;// CONCATENATED MODULE: ./build/adapters/github/issues.js
// Issues and comments (docs/ARCHITECTURE.md#spec-branches-and-pull-requests, #listening): the
// `ralph` label, the spec's tracking issue, the comment a hidden marker names (found first,
// written only when its text differs), and the comments, reactions and issues `listen` and
// `commands` read and write. The words (bodies, markers) come from src/core/github-text.ts.



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
 * The spec's tracking issue and who opened it: the open issue labelled `ralph` whose body holds
 * the spec's marker, else a new one (labelled `ralph`), opened by the token's account.
 */
async function ensureTrackingIssue(octokit, repo, input) {
    const marker = (0,github_text/* specMarker */.eK)(input.specId);
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
            const found = page.data.find((i) => !i.pull_request &&
                (i.body ?? '').includes(marker) &&
                (input.authors === undefined || input.authors.some((a) => isMe(i.user?.login ?? '', a))));
            if (found)
                return { number: found.number, openedBy: found.user?.login ?? '', created: false };
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
        return { number: data.number, openedBy: data.user?.login ?? '', created: true };
    }
    catch (e) {
        throw explainGitHubError(e, `open the tracking issue of spec "${input.specId}"`);
    }
}
/** What GITHUB_TOKEN acts as: the GitHub Actions app's bot. */
/**
 * Posts the comment that `marker` names on an issue or pull request, or updates it in place when
 * its text changed. The body starts with the marker (it is put there when missing); only a
 * comment that starts with it counts, so a person quoting it is never taken for Ralph's; and
 * with `author`, only one that account wrote (or one of those accounts: the logins Ralph acted
 * as here): a comment someone else opened with the marker is never written into (they could
 * edit what Ralph says there).
 */
async function upsertComment(octokit, repo, issueNumber, marker, body, author) {
    const authors = author === undefined ? undefined : typeof author === 'string' ? [author] : author;
    const text = body.trimStart().startsWith(marker) ? body : `${marker}\n${body}`;
    const where = `#${issueNumber} in ${repo.owner}/${repo.repo}`;
    try {
        const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
            ...repo,
            issue_number: issueNumber,
            per_page: 100,
        });
        for await (const page of pages) {
            const found = page.data.find((c) => (c.body ?? '').trimStart().startsWith(marker) &&
                (authors === undefined || authors.some((a) => isMe(c.user?.login ?? '', a))));
            if (!found)
                continue;
            if (sameText(found.body, text)) {
                return { id: found.id, url: found.html_url, created: false, updated: false };
            }
            const { data } = await octokit.rest.issues.updateComment({ ...repo, comment_id: found.id, body: text });
            return { id: data.id, url: data.html_url, created: false, updated: true, at: data.updated_at };
        }
        const { data } = await octokit.rest.issues.createComment({
            ...repo,
            issue_number: issueNumber,
            body: text,
        });
        return { id: data.id, url: data.html_url, created: true, updated: false, at: data.created_at };
    }
    catch (e) {
        throw explainGitHubError(e, `post or update the comment on ${where}`);
    }
}
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
            author: data.user?.login ?? '',
        };
    }
    catch (e) {
        throw explainGitHubError(e, `read #${number} in ${repo.owner}/${repo.repo}`);
    }
}
async function reactToComment(octokit, repo, commentId, content) {
    try {
        await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: commentId, content });
    }
    catch (e) {
        throw explainGitHubError(e, `react to comment ${commentId} in ${repo.owner}/${repo.repo}`);
    }
}
/** Posts a comment; its link and GitHub's time of it. */
async function postComment(octokit, repo, issueNumber, body) {
    try {
        const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: issueNumber, body });
        return { url: data.html_url, at: data.created_at };
    }
    catch (e) {
        throw explainGitHubError(e, `comment on #${issueNumber} in ${repo.owner}/${repo.repo}`);
    }
}

;// CONCATENATED MODULE: ./build/adapters/github/pulls.js


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
/** The open pull requests whose head is a spec branch of this repository. */
async function openSpecPulls(octokit, repo, prefix) {
    try {
        const all = await octokit.paginate(octokit.rest.pulls.list, { ...repo, state: 'open', per_page: 100 });
        return all
            .filter((p) => p.head.ref.startsWith(prefix) && p.head.repo?.full_name === `${repo.owner}/${repo.repo}`)
            .map((p) => ({
            number: p.number,
            head: p.head.ref,
            headSha: p.head.sha,
            url: p.html_url,
            updatedAt: p.updated_at,
        }));
    }
    catch (e) {
        throw explainGitHubError(e, `list the open pull requests of ${repo.owner}/${repo.repo}`);
    }
}
/**
 * The spec pull requests closed most recently (one request: the newest 100 closed pull
 * requests by update). A close older than that was seen by an earlier run, which kept it as a
 * hold (core/schedule/hold.ts).
 */
async function closedSpecPulls(octokit, repo, prefix) {
    try {
        const { data } = await octokit.rest.pulls.list({
            ...repo,
            state: 'closed',
            sort: 'updated',
            direction: 'desc',
            per_page: 100,
        });
        return data
            .filter((p) => p.closed_at &&
            p.head.ref.startsWith(prefix) &&
            p.head.repo?.full_name === `${repo.owner}/${repo.repo}`)
            .map((p) => ({
            number: p.number,
            head: p.head.ref,
            url: p.html_url,
            merged: Boolean(p.merged_at),
            closedAt: p.closed_at,
        }));
    }
    catch (e) {
        throw explainGitHubError(e, `list the closed pull requests of ${repo.owner}/${repo.repo}`);
    }
}
/**
 * The reviews of a pull request that request changes and are `wanted`, each with its inline
 * comments: one request, and one more per wanted review.
 */
async function changeReviews(octokit, repo, pull, wanted = () => true) {
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
            // Only a review to act on costs the listing of its inline comments.
            if (!wanted({ id: r.id, author: authorOf(r.user), submittedAt: r.submitted_at ?? '' }))
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
        // Changes with any check run or status that starts, ends or is added.
        const fingerprint = [
            ...runs.map((r) => `${r.id}:${r.status}:${r.conclusion ?? ''}`),
            ...status.statuses.map((s) => `${s.id}:${s.state}`),
        ].join(',');
        if (failed.length > 0)
            return { state: 'failed', failed, fingerprint };
        if (pending)
            return { state: 'pending', failed, fingerprint };
        return { state: runs.length + status.statuses.length > 0 ? 'passed' : 'none', failed, fingerprint };
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
        throw explainMergeError(e, `merge #${pull} in ${repo.owner}/${repo.repo}`);
    }
}
/**
 * The reviews that still request changes (each reviewer's latest review that is not a comment),
 * and a fingerprint of every review, which changes with any review submitted or dismissed.
 */
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
        const out = [...latest.entries()]
            .filter(([, r]) => r.state === 'CHANGES_REQUESTED')
            .map(([login, r]) => ({ login, reviewId: r.id }));
        return Object.assign(out, { fingerprint: reviews.map((r) => `${r.id}:${r.state}`).join(',') });
    }
    catch (e) {
        throw explainGitHubError(e, `read the reviews of #${pull} in ${repo.owner}/${repo.repo}`);
    }
}

;// CONCATENATED MODULE: ./build/adapters/github/workflows.js

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

;// CONCATENATED MODULE: ./build/adapters/github.js
// The GitHub side of Ralph (docs/ARCHITECTURE.md#spec-branches-and-pull-requests, #trust): one Octokit with retry and throttling, and the
// few writes Ralph makes, each idempotent so that re-running a job or a whole workflow never
// duplicates a pull request, an issue or a comment: find first (by head branch, or by a hidden
// marker in the body), write only when the text differs, and treat GitHub's "already exists"
// as found. Errors come out as GitHubError with a message that names the missing permission.
// The words written (bodies, titles, markers) are built by src/core/github-text.ts.
//
// This file only gathers the modules of src/adapters/github/, one per area: client.ts (the
// Octokit), errors.ts, issues.ts (labels, tracking issue, comments), pulls.ts (pull requests,
// reviews, checks, merging), people.ts (the token's account, authors, write access) and
// workflows.ts (dispatch). A module that needs one area imports it from there; only the area
// it imports is loaded.








/***/ }),

/***/ 8772:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ shellCommand),
/* harmony export */   r: () => (/* binding */ shellWord)
/* harmony export */ });
// Commands as Ralph prints them for a person to run: every word quoted for a POSIX shell where
// it has to be, so that a command pasted from Ralph's output (a hint, a fix, the demo's
// transcript) runs with the words Ralph meant. The one place a printed command is formatted.
/** A word a shell passes on as it is: quoted only when it has to be (`''` for an empty one). */
function shellWord(word) {
    return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
/** A command line from its words, each quoted as shellWord quotes it: `git show '--format=%h %s'`. */
function shellCommand(words) {
    return words.map(shellWord).join(' ');
}


/***/ })

};
