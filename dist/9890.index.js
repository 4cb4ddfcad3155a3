export const id = 9890;
export const ids = [9890];
export const modules = {

/***/ 2757:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PC: () => (/* binding */ resolvePlanPath),
/* harmony export */   pj: () => (/* binding */ findProjectRoot)
/* harmony export */ });
/* unused harmony export ROOT_MARKERS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
// Finding the project a command works on: the nearest directory, walking up from the
// current one, that holds a project marker (docs/ARCHITECTURE.md#life-of-a-task-locally).


const ROOT_MARKERS = ['.git', 'package.json', 'Cargo.toml', 'go.mod', 'pyproject.toml', 'mix.exs'];
/** The nearest ancestor of `from` (itself included) holding a marker, else `from`. */
function findProjectRoot(from) {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(from);
    for (;;) {
        if (ROOT_MARKERS.some((m) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, m))))
            return dir;
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (parent === dir)
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(from);
        dir = parent;
    }
}
/** The plan path: `--plan` as given (relative to cwd), else `implementation.json` at the project root. */
function resolvePlanPath(cwd, planOption) {
    if (planOption)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, planOption);
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(findProjectRoot(cwd), 'implementation.json');
}


/***/ }),

/***/ 9890:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   planCommand: () => (/* binding */ planCommand),
/* harmony export */   planReport: () => (/* binding */ planReport)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8224);
/* harmony import */ var _adapters_project_root_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2757);
/* harmony import */ var _core_agent_routing_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6276);
/* harmony import */ var _engine_plan_mode_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(178);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3192);
// `ralph plan`: the agent turns the markdown specs into tasks, Ralph validates its answer
// (retrying with the problems injected) and merges it into implementation.json.







const planCommand = {
    name: 'plan',
    summary: 'turn specs/*.md into implementation.json with an agent',
    usage: `[--specs GLOB] [--agent PROVIDER] [--agent-command CMD] [--model M]
       [--max-attempts N] [--prune] [--dry-run] [--plan PATH]

Gives the agent the markdown specs with a plan prompt and takes the plan it answers
with (as JSON, in .ralph/plan/output.json or in a \`\`\`json block). The answer is checked
against the schema and the plan rules; when it has problems the agent runs again with
those problems in its prompt, up to --max-attempts. The valid answer is merged into
the plan: existing specs and tasks keep their ids, statuses, attempts and comments,
new ones are added, and a task gone from its spec is reported and kept (unless
--prune). Nothing is written when no valid plan comes back. Logs: .ralph/logs/plan/.

      --specs GLOB          the markdown specs, relative to the project root; "*" and
                            "**" work, several patterns separated by commas
                            (default ${_engine_plan_mode_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_SPECS_GLOB */ .yM})
      --agent PROVIDER      claude, codex, gemini, opencode or command
                            (default: the plan's agent.provider, else claude)
      --agent-command CMD   for --agent command: the command line; the prompt
                            arrives on stdin (default: the plan's agent.command)
      --model NAME          the model to ask the agent for
      --max-attempts N      agent runs before giving up (default ${_engine_plan_mode_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_PLAN_ATTEMPTS */ .Nd})
      --prune               drop tasks that disappeared from their spec
      --dry-run             print the merged plan, write nothing
${_command_js__WEBPACK_IMPORTED_MODULE_6__/* .PLAN_USAGE */ .YG}`,
    options: {
        ..._command_js__WEBPACK_IMPORTED_MODULE_6__/* .PLAN_OPTION */ .w,
        specs: { type: 'string' },
        agent: { type: 'string' },
        'agent-command': { type: 'string' },
        model: { type: 'string' },
        'max-attempts': { type: 'string' },
        prune: { type: 'boolean' },
        'dry-run': { type: 'boolean' },
    },
    async run(ctx) {
        const planPath = (0,_adapters_project_root_js__WEBPACK_IMPORTED_MODULE_3__/* .resolvePlanPath */ .PC)(ctx.cwd, (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .stringOption */ .Pp)(ctx, 'plan'));
        const root = (0,_adapters_project_root_js__WEBPACK_IMPORTED_MODULE_3__/* .findProjectRoot */ .pj)(ctx.cwd);
        // A broken plan stops here with one line per problem, before any agent runs.
        const existing = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(planPath) ? (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_2__/* .loadPlan */ .Yq)(planPath).plan : undefined;
        const agent = (0,_core_agent_routing_js__WEBPACK_IMPORTED_MODULE_4__/* .planAgent */ .xD)(existing, {
            provider: (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .stringOption */ .Pp)(ctx, 'agent'),
            command: (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .stringOption */ .Pp)(ctx, 'agent-command'),
            model: (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .stringOption */ .Pp)(ctx, 'model'),
        });
        const { provider, command: agentCommand } = agent;
        if (provider === 'command' && !agentCommand)
            throw new _command_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb('--agent command needs --agent-command CMD (or agent.command in the plan)');
        const dryRun = Boolean(ctx.values['dry-run']);
        const prune = Boolean(ctx.values.prune);
        const controller = new AbortController();
        const onSigint = () => {
            ctx.err('\nralph: stopping the agent; nothing is written');
            controller.abort();
            process.off('SIGINT', onSigint);
        };
        process.on('SIGINT', onSigint);
        let result;
        try {
            result = await (0,_engine_plan_mode_js__WEBPACK_IMPORTED_MODULE_5__/* .planWithAgent */ .Jn)({
                root,
                planPath,
                specsGlob: (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .stringOption */ .Pp)(ctx, 'specs'),
                provider,
                agentCommand,
                model: agent.model,
                maxAttempts: (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .intOption */ .dP)(ctx, 'max-attempts'),
                prune,
                dryRun,
                env: ctx.env,
                signal: controller.signal,
                onEvent: (e) => progress(e, ctx.err),
            });
        }
        catch (e) {
            if (e instanceof _engine_plan_mode_js__WEBPACK_IMPORTED_MODULE_5__/* .PlanModeError */ .LB)
                throw new _command_js__WEBPACK_IMPORTED_MODULE_6__/* .UsageError */ .eb(e.message);
            throw e;
        }
        finally {
            process.off('SIGINT', onSigint);
        }
        const shown = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(ctx.cwd, planPath) || planPath;
        if (dryRun) {
            ctx.out((0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_2__/* .serializePlan */ .S1)(result.plan).trimEnd());
            ctx.err(planReport(result, prune, `${shown} (dry run: not written)`));
        }
        else {
            const where = result.written
                ? `wrote ${shown}`
                : `${shown} unchanged (the merged plan is the same as the plan)`;
            ctx.out(planReport(result, prune, where));
        }
        return 0;
    },
};
function progress(e, err) {
    switch (e.type) {
        case 'specs':
            err(`Planning from ${e.files.length} spec${e.files.length === 1 ? '' : 's'}: ${e.files.join(', ')}`);
            break;
        case 'attempt':
            err(`Attempt ${e.attempt}/${e.maxAttempts}: running the ${e.provider} agent...`);
            break;
        case 'agent':
            err(`Attempt ${e.attempt}: the agent ${(0,_engine_plan_mode_js__WEBPACK_IMPORTED_MODULE_5__/* .describeAgentEnd */ .wM)(e)} after ${Math.round(e.durationMs / 1000)}s`);
            break;
        case 'problems':
            err(`Attempt ${e.attempt}: the answer is not a valid plan (${e.problems.length} problem${e.problems.length === 1 ? '' : 's'}):\n${e.problems.map((p) => `  ${p}`).join('\n')}`);
            break;
        case 'note':
            err(`note: ${e.text}`);
            break;
        case 'output':
            break;
    }
}
/** What the merge did, one line each for added, kept and removed tasks. */
function planReport(r, prune, where) {
    const list = (ids) => {
        if (ids.length === 0)
            return '';
        const shown = ids.slice(0, 20).join(', ');
        return `: ${shown}${ids.length > 20 ? `, and ${ids.length - 20} more` : ''}`;
    };
    const lines = [
        `Planned ${r.specFiles.length} spec${r.specFiles.length === 1 ? '' : 's'} in ${r.attempts} attempt${r.attempts === 1 ? '' : 's'}; ${where}`,
        `${r.added.length} added${list(r.added)}`,
        `${r.kept.length} kept (status, attempts and comments unchanged)${list(r.kept)}`,
    ];
    if (r.removed.length > 0)
        lines.push(prune
            ? `${r.removed.length} removed (--prune)${list(r.removed)}`
            : `${r.removed.length} no longer in their spec, kept in the plan (--prune drops them)${list(r.removed)}`);
    return lines.join('\n');
}


/***/ })

};
