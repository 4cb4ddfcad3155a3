export const id = 2591;
export const ids = [2591];
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


/***/ }),

/***/ 8256:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IP: () => (/* binding */ patchRefusals),
/* harmony export */   Sj: () => (/* binding */ DEFAULT_MAX_FILE_SIZE),
/* harmony export */   YX: () => (/* binding */ DEFAULT_PROTECTED_PATHS),
/* harmony export */   bz: () => (/* binding */ isProtected),
/* harmony export */   hN: () => (/* binding */ escapeControl),
/* harmony export */   lT: () => (/* binding */ parseFileSize)
/* harmony export */ });
/* unused harmony exports printablePath, formatSize */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2807);
// What an attempt's change may not touch (docs/ARCHITECTURE.md#trust). The writer job applies a patch that
// came from a job running untrusted code; these rules decide, from git's own list of what the
// patch changes, whether it is refused. Pure: the writer and the tests share them.

const DEFAULT_PROTECTED_PATHS = ['.github/'];
/**
 * Whether `path` is one of `protectedPaths` (`dir/` for a folder, else a file or a folder). Letter
 * case is ignored: on macOS and Windows, where file systems fold case, `.GitHub/workflows/x.yml`
 * is `.github/workflows/x.yml` once checked out.
 */
function isProtected(path, protectedPaths) {
    const lower = path.toLowerCase();
    return protectedPaths.some((p) => {
        const prefix = p.replace(/^\.\//, '').toLowerCase();
        return prefix.endsWith('/')
            ? lower.startsWith(prefix) || `${lower}/` === prefix
            : lower === prefix || lower.startsWith(`${prefix}/`);
    });
}
/**
 * Files whose content changes how git itself behaves in every later clone. `.lfsconfig` sets
 * where Git LFS sends and fetches the repository's large files (`lfs.url`, `lfs.pushurl`) and
 * how it authenticates there. git-lfs reads it at the repository's root only; it is refused in
 * every folder all the same, as the other two: no task needs one, and a folder becomes a root
 * when it is split out into a repository of its own.
 */
const GIT_CONTROL_FILES = new Set(['.gitmodules', '.gitattributes', '.lfsconfig']);
/**
 * The three places GitHub reads a CODEOWNERS file from (the first found wins): it names who
 * must review changes when branch protection asks for code owners' reviews. `.github/` is a
 * protected path already; the root and `docs/` are refused here. Letter case ignored, as for
 * protected paths.
 */
const CODEOWNERS = new Set(['codeowners', 'docs/codeowners', '.github/codeowners']);
/**
 * Characters a file name may not hold: the C0 controls (TAB, LF, CR, ESC and the rest), DEL and
 * the C1 controls, which move the cursor, colour or rewrite lines of a terminal, a log or a
 * listing (`git log --stat`, the pull request's file list); the Unicode line and paragraph
 * separators and the bidirectional controls, which make a name read as another; and U+FFFD,
 * which stands for bytes that are not UTF-8 (the 8-bit C1 controls among them).
 */
const UNSAFE_CHAR = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028-\u202e\u2066-\u2069\ufffd]/;
const UNSAFE_CHARS = new RegExp(UNSAFE_CHAR.source, 'g');
/**
 * A path as a message can show it: each character of UNSAFE_CHAR escaped (`\n`, `\x1b`,
 * `\u202e`) and a backslash doubled, so the message itself prints no control character.
 */
function printablePath(path) {
    return path.replace(/\\/g, '\\\\').replace(UNSAFE_CHARS, escapeControl);
}
/**
 * One character as an escape a message can show: `\n`, `\r` and `\t` by name, any other as
 * `\xHH` (up to U+00FF) or `\uHHHH`. Also the Actions log's (adapters/task-job/untrusted-log.ts).
 */
function escapeControl(c) {
    if (c === '\n')
        return '\\n';
    if (c === '\r')
        return '\\r';
    if (c === '\t')
        return '\\t';
    const code = c.charCodeAt(0);
    return code > 0xff
        ? `\\u${code.toString(16).padStart(4, '0')}`
        : `\\x${code.toString(16).padStart(2, '0')}`;
}
/** A size as people read it: `512 bytes`, `500 KB`, `10 MB`, `60.5 MB` (KB = 1024 bytes). */
function formatSize(bytes) {
    const units = ['bytes', 'KB', 'MB', 'GB'];
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit++;
    }
    const shown = unit === 0 || Number.isInteger(value) ? String(value) : value.toFixed(1);
    return `${shown} ${units[unit]}`;
}
/** Default of the `max-file-size` input: 10 MB, a fifth of the size at which GitHub warns. */
const DEFAULT_MAX_FILE_SIZE = 10 * 1024 * 1024;
/**
 * A size as the `max-file-size` input gives it: bytes (`1048576`), or a number with `KB`, `MB`
 * or `GB` (also `K`, `KiB` and the like, any letter case; 1 KB = 1024 bytes). Throws a message
 * that names `what`, the value and the forms it takes.
 */
function parseFileSize(text, what) {
    const m = /^\s*(\d+(?:\.\d+)?)\s*(b|bytes?|k|kb|kib|m|mb|mib|g|gb|gib)?\s*$/i.exec(text);
    const unit = (m?.[2] ?? 'b').toLowerCase()[0];
    const bytes = m ? Math.floor(Number(m[1]) * 1024 ** ({ b: 0, k: 1, m: 2, g: 3 }[unit] ?? 0)) : Number.NaN;
    if (!Number.isSafeInteger(bytes) || bytes < 1)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4(`${what}: "${text}" is not a file size. Give bytes (1048576) or a number with KB, MB or GB (500KB, 5MB, 1.5GB), more than 0.`);
    return bytes;
}
/** Why the change is refused, one sentence per refused path; empty when it may be applied. */
function patchRefusals(changes, rules) {
    const out = [];
    for (const c of changes) {
        const name = c.path.split('/').at(-1) ?? c.path;
        const unsafe = c.path.match(UNSAFE_CHARS);
        const why = unsafe
            ? `its name holds ${[...new Set(unsafe)].map((ch) => printablePath(ch)).join(', ')}: control characters (and bidirectional marks) in a file name can rewrite what a log or a file listing shows`
            : c.path === rules.planFile
                ? 'the plan file is written by Ralph alone'
                : c.path.split('/').some((seg) => seg.toLowerCase() === '.git')
                    ? 'a path inside .git'
                    : isProtected(c.path, rules.protectedPaths)
                        ? 'a protected path'
                        : CODEOWNERS.has(c.path.toLowerCase())
                            ? 'CODEOWNERS names who must review changes to the repository'
                            : GIT_CONTROL_FILES.has(name.toLowerCase())
                                ? `${name} changes how git treats the repository`
                                : c.newMode === '120000'
                                    ? 'a symbolic link'
                                    : c.newMode === '160000'
                                        ? 'a submodule (gitlink)'
                                        : rules.maxFileBytes !== undefined && (c.size ?? 0) > rules.maxFileBytes
                                            ? `a file of ${formatSize(c.size ?? 0)}, over the ${formatSize(rules.maxFileBytes)} the action input 'max-file-size' allows`
                                            : undefined;
        if (why)
            out.push(`the change to ${printablePath(c.path)} is refused: ${why}`);
    }
    return out;
}


/***/ })

};
