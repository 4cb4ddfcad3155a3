export const id = 9890;
export const ids = [9890];
export const modules = {

/***/ 9890:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   planCommand: () => (/* binding */ planCommand),
/* harmony export */   planReport: () => (/* binding */ planReport)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3626);
/* harmony import */ var _adapters_project_root_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2757);
/* harmony import */ var _core_agent_routing_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6276);
/* harmony import */ var _engine_plan_mode_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8902);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3192);
// `ralph plan`: the agent turns the markdown specs into tasks, Ralph validates its answer
// (retrying with the problems injected) and merges it into implementation.json.







const planCommand = {
    name: 'plan',
    about: `Gives the agent the markdown specs with a plan prompt and takes the plan it answers
with (as JSON, in .ralph/plan/output.json or in a \`\`\`json block). The answer is checked
against the schema and the plan rules; when it has problems the agent runs again with
those problems in its prompt, up to --max-attempts. The valid answer is merged into
the plan: existing specs and tasks keep their ids, statuses, attempts and comments,
new ones are added, and a task gone from its spec is reported and kept (unless
--prune). Nothing is written when no valid plan comes back. Logs: .ralph/logs/plan/.`,
    options: {
        specs: {
            type: 'string',
            value: 'GLOB',
            help: `the markdown specs, relative to the project root; "*" and "**" work, several patterns separated by commas (default ${_engine_plan_mode_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_SPECS_GLOB */ .yM})`,
        },
        agent: {
            type: 'string',
            value: 'PROVIDER',
            help: "claude, codex, gemini, opencode or command (default: the plan's agent.provider, else claude)",
        },
        'agent-command': {
            type: 'string',
            value: 'CMD',
            help: "for --agent command: the command line; the prompt arrives on stdin (default: the plan's agent.command)",
        },
        model: { type: 'string', value: 'NAME', help: 'the model to ask the agent for' },
        'max-attempts': {
            type: 'string',
            value: 'N',
            help: `agent runs before giving up (default ${_engine_plan_mode_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_PLAN_ATTEMPTS */ .Nd})`,
        },
        prune: { type: 'boolean', help: 'drop tasks that disappeared from their spec' },
        'dry-run': { type: 'boolean', help: 'print the merged plan, write nothing' },
        ..._command_js__WEBPACK_IMPORTED_MODULE_6__/* .PLAN_OPTION */ .w,
    },
    async run(ctx) {
        const planPath = (0,_adapters_project_root_js__WEBPACK_IMPORTED_MODULE_3__/* .resolvePlanPath */ .PC)(ctx.cwd, (0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .stringOption */ .Pp)(ctx, 'plan'));
        const planAt = (0,_adapters_project_root_js__WEBPACK_IMPORTED_MODULE_3__/* .locatePlan */ .Up)((0,_adapters_project_root_js__WEBPACK_IMPORTED_MODULE_3__/* .findProjectRoot */ .pj)(ctx.cwd), planPath);
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
                planAt,
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
