export const id = 168;
export const ids = [168];
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


/***/ })

};
