export const id = 5699;
export const ids = [5699];
export const modules = {

/***/ 5699:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runCli: () => (/* binding */ runCli)
/* harmony export */ });
/* unused harmony exports COMMANDS, ALIASES */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var _core_closest_key_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2167);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2807);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8508);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3192);
// The `ralph` command line: finds the command, parses its options strictly, runs it.





/**
 * The registry of commands: name -> its one-line summary and a lazy loader, so start-up only
 * loads the command that runs. `ralph --help` lists these summaries; each command's options and
 * what they do are in its module (see command.ts); docs/cli.md is generated from both
 * (`npm run docs`).
 */
const COMMANDS = {
    validate: {
        summary: 'check the plan; one line per problem',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(3626), __webpack_require__.e(8096), __webpack_require__.e(6875)]).then(__webpack_require__.bind(__webpack_require__, 6875))).validate,
    },
    next: {
        summary: 'list the tasks that are ready to run',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(3626), __webpack_require__.e(6132), __webpack_require__.e(8096), __webpack_require__.e(4337), __webpack_require__.e(8275), __webpack_require__.e(6298)]).then(__webpack_require__.bind(__webpack_require__, 1940))).next,
    },
    status: {
        summary: 'every spec and task with status and counts',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(3626), __webpack_require__.e(6132), __webpack_require__.e(8096), __webpack_require__.e(4337), __webpack_require__.e(8275), __webpack_require__.e(6235)]).then(__webpack_require__.bind(__webpack_require__, 6235))).status,
    },
    graph: {
        summary: 'draw the plan as a dependency graph (Mermaid or Graphviz)',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(3626), __webpack_require__.e(6132), __webpack_require__.e(8096), __webpack_require__.e(4337), __webpack_require__.e(8275), __webpack_require__.e(7153), __webpack_require__.e(1219)]).then(__webpack_require__.bind(__webpack_require__, 109))).graph,
    },
    report: {
        summary: "measure the plan's attempts: gate pass rates, retries, cost, prompt size",
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(3626), __webpack_require__.e(6132), __webpack_require__.e(8096), __webpack_require__.e(4337), __webpack_require__.e(8275), __webpack_require__.e(7153), __webpack_require__.e(1856), __webpack_require__.e(4253)]).then(__webpack_require__.bind(__webpack_require__, 1743))).report,
    },
    prompt: {
        summary: 'print the prompt a task would get',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(3626), __webpack_require__.e(6132), __webpack_require__.e(8096), __webpack_require__.e(7556), __webpack_require__.e(4337), __webpack_require__.e(8275), __webpack_require__.e(6257)]).then(__webpack_require__.bind(__webpack_require__, 9863))).prompt,
    },
    build: {
        summary: 'run the ready tasks locally: agent, gates, retries, one commit per spec',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(5156), __webpack_require__.e(8815), __webpack_require__.e(2844), __webpack_require__.e(3626), __webpack_require__.e(6132), __webpack_require__.e(8096), __webpack_require__.e(7556), __webpack_require__.e(4337), __webpack_require__.e(8275), __webpack_require__.e(7153), __webpack_require__.e(4927), __webpack_require__.e(7648), __webpack_require__.e(4638), __webpack_require__.e(498), __webpack_require__.e(3225), __webpack_require__.e(1178), __webpack_require__.e(9529), __webpack_require__.e(9222)]).then(__webpack_require__.bind(__webpack_require__, 9222))).buildCommand,
    },
    retry: {
        summary: 'run a blocked or failed task again, with your answer in its prompt',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(3626), __webpack_require__.e(6132), __webpack_require__.e(8096), __webpack_require__.e(7556), __webpack_require__.e(4337), __webpack_require__.e(8275), __webpack_require__.e(7153), __webpack_require__.e(7648), __webpack_require__.e(8409), __webpack_require__.e(1417)]).then(__webpack_require__.bind(__webpack_require__, 1417))).retry,
    },
    skip: {
        summary: 'skip a task, so the tasks that depend on it go ahead',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(3626), __webpack_require__.e(6132), __webpack_require__.e(8096), __webpack_require__.e(7556), __webpack_require__.e(4337), __webpack_require__.e(8275), __webpack_require__.e(7153), __webpack_require__.e(7648), __webpack_require__.e(8409), __webpack_require__.e(1417)]).then(__webpack_require__.bind(__webpack_require__, 1417))).skip,
    },
    set: {
        summary: "change a task's status by hand",
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(3626), __webpack_require__.e(6132), __webpack_require__.e(8096), __webpack_require__.e(7556), __webpack_require__.e(4337), __webpack_require__.e(8275), __webpack_require__.e(7153), __webpack_require__.e(7648), __webpack_require__.e(8409), __webpack_require__.e(3085)]).then(__webpack_require__.bind(__webpack_require__, 3085))).set,
    },
    import: {
        summary: 'convert another task format into implementation.json',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(5156), __webpack_require__.e(8815), __webpack_require__.e(3626), __webpack_require__.e(6132), __webpack_require__.e(8096), __webpack_require__.e(3735)]).then(__webpack_require__.bind(__webpack_require__, 3735))).importCommand,
    },
    plan: {
        summary: 'turn specs/*.md into implementation.json with an agent',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(5156), __webpack_require__.e(3626), __webpack_require__.e(6132), __webpack_require__.e(8096), __webpack_require__.e(7556), __webpack_require__.e(8275), __webpack_require__.e(4927), __webpack_require__.e(4638), __webpack_require__.e(498), __webpack_require__.e(8902), __webpack_require__.e(2591)]).then(__webpack_require__.bind(__webpack_require__, 9890))).planCommand,
    },
    init: {
        summary: 'create implementation.json and the Ralph workflow for this repository',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(9547), __webpack_require__.e(5156), __webpack_require__.e(8815), __webpack_require__.e(2844), __webpack_require__.e(3626), __webpack_require__.e(8096), __webpack_require__.e(7556), __webpack_require__.e(8275), __webpack_require__.e(4927), __webpack_require__.e(498), __webpack_require__.e(3225), __webpack_require__.e(1178), __webpack_require__.e(7706)]).then(__webpack_require__.bind(__webpack_require__, 7706))).init,
    },
    schema: {
        summary: 'print the JSON Schema of implementation.json',
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(5156), __webpack_require__.e(8222)]).then(__webpack_require__.bind(__webpack_require__, 8222))).schema,
    },
};
/**
 * Other spellings of a command: `ralph start build` is how the task-loop proposal Ralph started
 * from starts the loop. Each is a word followed by the command it stands for.
 */
const ALIASES = {
    start: {
        commands: ['build', 'plan'],
        summary: 'build | start plan: the same as `ralph build`, `ralph plan`',
    },
};
function mainUsage() {
    const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
    const lines = Object.entries(COMMANDS).map(([n, c]) => `  ${n.padEnd(width)}  ${c.summary}`);
    const aliases = Object.entries(ALIASES).map(([n, a]) => `  ${n} ${a.summary}`);
    return [
        'Usage: ralph COMMAND [options]',
        '',
        'Ralph runs coding agents on implementation.json, one task at a time, with quality gates.',
        '',
        'Commands:',
        ...lines,
        '',
        'Aliases:',
        ...aliases,
        '',
        'Run `ralph COMMAND --help` (or `ralph help COMMAND`) for the options of one command.',
    ].join('\n');
}
/**
 * Writes lines to a stream that a reader may close early (`ralph status | head`): once it is
 * gone (EPIPE), what is left goes nowhere, quietly, and the command still ends as it would
 * (a build keeps its plan and logs right), instead of dying with a stack trace.
 */
function lineWriter(stream) {
    let gone = false;
    if (!stream.listeners('error').some((l) => l === ignoreClosedPipe))
        stream.on('error', ignoreClosedPipe);
    const mark = () => {
        gone = true;
    };
    stream.once('close', mark);
    return (text) => {
        if (gone || stream.destroyed)
            return;
        stream.write(text.endsWith('\n') ? text : `${text}\n`);
    };
}
function ignoreClosedPipe(e) {
    // The reader went away: every other writer to this stream (a progress line) is moot too.
    if (e.code === 'EPIPE' || e.code === 'ERR_STREAM_DESTROYED')
        return;
    throw e;
}
async function runCli(argv, io = {}) {
    const out = io.out ?? lineWriter(process.stdout);
    const err = io.err ?? lineWriter(process.stderr);
    let [name, ...rest] = argv;
    // `ralph start build`: the seeds' spelling of `ralph build`.
    const alias = name === undefined ? undefined : ALIASES[name];
    if (alias) {
        if (rest[0] === undefined || !alias.commands.includes(rest[0])) {
            const meant = rest[0] === undefined ? undefined : (0,_core_closest_key_js__WEBPACK_IMPORTED_MODULE_3__/* .closestKey */ .b)(rest[0], alias.commands);
            const choices = alias.commands.map((c) => `\`ralph ${name} ${c}\``).join(' or ');
            err(rest[0] === undefined
                ? `ralph ${name}: say what to start: ${choices}`
                : `ralph ${name}: unknown "${rest[0]}"; ${meant ? `did you mean \`ralph ${name} ${meant}\`?` : `use ${choices}`}`);
            return 2;
        }
        [name, ...rest] = rest;
    }
    // `ralph help init` is `ralph init --help`.
    if (name === 'help' && rest.length > 0) {
        const topic = (ALIASES[rest[0]] ? rest[1] : rest[0]) ?? '';
        if (COMMANDS[topic]) {
            out((0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .commandUsage */ .T3)(await COMMANDS[topic].load()));
            return 0;
        }
        const meant = (0,_core_closest_key_js__WEBPACK_IMPORTED_MODULE_3__/* .closestKey */ .b)(topic, Object.keys(COMMANDS));
        err(`ralph help: unknown command "${topic}"${meant ? `; did you mean \`ralph help ${meant}\`?` : `\n\n${mainUsage()}`}`);
        return 2;
    }
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
        out(mainUsage());
        return name === undefined ? 1 : 0;
    }
    if (name === '--version' || name === '-V') {
        out(_version_js__WEBPACK_IMPORTED_MODULE_4__/* .RALPH_VERSION */ .F);
        return 0;
    }
    const entry = COMMANDS[name];
    if (!entry) {
        const meant = (0,_core_closest_key_js__WEBPACK_IMPORTED_MODULE_3__/* .closestKey */ .b)(name, Object.keys(COMMANDS));
        err(meant
            ? `ralph: unknown command "${name}"; did you mean \`ralph ${meant}\`?`
            : `ralph: unknown command "${name}"\n\n${mainUsage()}`);
        return 2;
    }
    const cmd = await entry.load();
    let parsed;
    try {
        parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
            args: rest,
            options: (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .parseArgsOptions */ .dm)(cmd),
            allowPositionals: true,
            strict: true,
        });
    }
    catch (e) {
        err(`ralph ${name}: ${optionError(e, cmd)}\n\n${(0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .commandUsage */ .T3)(cmd)}`);
        return 2;
    }
    if (parsed.values.help) {
        out((0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .commandUsage */ .T3)(cmd));
        return 0;
    }
    const [min, max] = cmd.positionals ?? [0, 0];
    if (parsed.positionals.length < min || parsed.positionals.length > max) {
        const what = parsed.positionals.length < min
            ? 'missing argument'
            : `unexpected argument "${parsed.positionals[max]}"`;
        err(`ralph ${name}: ${what}\n\n${(0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .commandUsage */ .T3)(cmd)}`);
        return 2;
    }
    try {
        return await cmd.run({
            positionals: parsed.positionals,
            values: parsed.values,
            cwd: io.cwd ?? process.cwd(),
            env: io.env ?? process.env,
            out,
            err,
        });
    }
    catch (e) {
        if (e instanceof _command_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb) {
            err(`ralph ${name}: ${e.message}`);
            return e.exitCode;
        }
        if ((io.env ?? process.env).RALPH_DEBUG)
            throw e;
        // A bad plan's message names the file and place itself.
        if ((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .isUserError */ .iU)(e) && e.code === 'plan') {
            err(e.message);
            return 1;
        }
        // Ralph's own errors, and the system's (a file that cannot be read: ENOENT, EACCES), are
        // the user's to act on: their message. Anything else is a bug in Ralph, said as one.
        if ((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .isUserError */ .iU)(e) || (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .isSystemError */ .Or)(e)) {
            err(`ralph ${name}: ${e.message}`);
            return 1;
        }
        err((0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .describeError */ .Uc)(e, { version: _version_js__WEBPACK_IMPORTED_MODULE_4__/* .RALPH_VERSION */ .F, command: `ralph ${name}` }));
        return 1;
    }
}
/**
 * What parseArgs refused, in Ralph's words: an unknown option with the one it is likely a slip
 * of (`--max-task` for `--max-tasks`), an option that needs a value, a value given to a switch.
 * Node's own text (which suggests `--` and `-- "--max-task"`) is the fallback.
 */
function optionError(e, cmd) {
    const options = (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .parseArgsOptions */ .dm)(cmd);
    const names = Object.keys(options);
    const given = /'(-[^']*)'/.exec(e.message)?.[1];
    if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && given) {
        const bare = given.replace(/^--?/, '').replace(/=.*$/, '');
        const meant = (0,_core_closest_key_js__WEBPACK_IMPORTED_MODULE_3__/* .closestKey */ .b)(bare, names);
        return meant
            ? `unknown option ${given}; did you mean --${meant}?`
            : `unknown option ${given}; the options are below`;
    }
    if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && given) {
        const name = given.replace(/^-+/, '').split(/[ ,=]/)[0] ?? '';
        const long = Object.entries(options).find(([n, o]) => n === name || o.short === name)?.[0] ?? name;
        return options[long]?.type === 'string'
            ? `--${long} needs a value: --${long} VALUE`
            : `--${long} takes no value`;
    }
    return e.message;
}


/***/ }),

/***/ 3192:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kh: () => (/* binding */ hasNoTasks),
/* harmony export */   Nt: () => (/* binding */ checkSelection),
/* harmony export */   Pp: () => (/* binding */ stringOption),
/* harmony export */   T3: () => (/* binding */ commandUsage),
/* harmony export */   WH: () => (/* binding */ BRANCH_PREFIX_OPTION),
/* harmony export */   dP: () => (/* binding */ intOption),
/* harmony export */   dm: () => (/* binding */ parseArgsOptions),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   je: () => (/* binding */ noTasksText),
/* harmony export */   w: () => (/* binding */ PLAN_OPTION)
/* harmony export */ });
/* unused harmony exports HELP_OPTION, optionFlags, synopsisParts */
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2807);
/* harmony import */ var _core_shell_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8772);


/** `-h, --help`, which every command takes. */
const HELP_OPTION = {
    help: { type: 'boolean', short: 'h', help: 'show this help' },
};
/** What parseArgs needs of a command's options (and `--help`). */
function parseArgsOptions(cmd) {
    const out = {};
    for (const [name, o] of Object.entries({ ...cmd.options, ...HELP_OPTION }))
        out[name] = {
            type: o.type,
            ...(o.short !== undefined ? { short: o.short } : {}),
            ...(o.multiple ? { multiple: true } : {}),
        };
    return out;
}
/** An option as its line in the help shows it: `-p, --plan PATH`, `--json`. */
function optionFlags(name, o) {
    return `${o.short !== undefined ? `-${o.short}, ` : ''}--${name}${o.value !== undefined ? ` ${o.value}` : ''}`;
}
/** The synopsis after `ralph NAME`: arguments, then each option as `[--flag VALUE]`. */
function synopsisParts(cmd) {
    const parts = cmd.args !== undefined ? [cmd.args] : [];
    const entries = Object.entries(cmd.options);
    const bare = (name, o) => `--${name}${o.value !== undefined ? ` ${o.value}` : ''}`;
    for (let i = 0; i < entries.length; i++) {
        const [name, o] = entries[i];
        let text = bare(name, o);
        while (entries[i][1].or !== undefined && entries[i + 1]?.[0] === entries[i][1].or) {
            i++;
            text += ` | ${bare(entries[i][0], entries[i][1])}`;
        }
        parts.push(o.required ? text : `[${text}]${o.multiple ? '...' : ''}`);
    }
    return parts;
}
/** Words filled into lines of at most `width` characters; every line after the first indented. */
function fill(words, width, first, indent) {
    const lines = [];
    let line = first;
    for (const w of words) {
        const sep = line === first || line === indent ? '' : ' ';
        if (line.length + sep.length + w.length > width && line.trim() !== first.trim()) {
            lines.push(line);
            line = indent + w;
        }
        else
            line += sep + w;
    }
    lines.push(line);
    return lines;
}
const HELP_WIDTH = 96;
/** `ralph NAME --help`: the synopsis, what it does, the options in one column, and what follows. */
function commandUsage(cmd) {
    const head = `Usage: ralph ${cmd.name} `;
    const synopsis = fill(synopsisParts(cmd), HELP_WIDTH, head, ' '.repeat(7)).join('\n');
    const options = Object.entries({ ...cmd.options, ...HELP_OPTION });
    const flags = (name, o) => `${o.short !== undefined ? '  ' : '      '}${optionFlags(name, o)}`;
    const column = Math.max(...options.map(([n, o]) => flags(n, o).length)) + 2;
    const lines = options.flatMap(([n, o]) => fill(o.help.split(/\s+/), HELP_WIDTH, flags(n, o).padEnd(column), ' '.repeat(column)));
    return [synopsis, cmd.about, lines.join('\n'), cmd.after]
        .filter((p) => p !== undefined && p.trim() !== '')
        .map((p) => p.trimEnd())
        .join('\n\n');
}
/** A failure the user caused and can fix: printed as is, exit code 1, no stack. */
class UsageError extends _core_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RalphError */ .A4 {
    exitCode;
    code = 'usage';
    constructor(message, exitCode = 1) {
        super(message);
        this.exitCode = exitCode;
        this.name = 'UsageError';
    }
}
/** `--plan PATH`, which every command that reads the plan takes; list it last. */
const PLAN_OPTION = {
    plan: {
        type: 'string',
        short: 'p',
        value: 'PATH',
        help: 'the plan file (default: implementation.json at the project root)',
    },
};
function stringOption(ctx, name) {
    const v = ctx.values[name];
    return typeof v === 'string' ? v : undefined;
}
function intOption(ctx, name) {
    const v = stringOption(ctx, name);
    if (v === undefined)
        return undefined;
    if (!/^\d+$/.test(v) || Number(v) < 1)
        throw new UsageError(`--${name} must be a whole number of at least 1, got "${v}"`);
    return Number(v);
}
/** `--branch-prefix`: where spec branches live, `<prefix><spec-id>` (the action's `branch-prefix`). */
const BRANCH_PREFIX_OPTION = {
    'branch-prefix': {
        type: 'string',
        value: 'PREFIX',
        help: 'where spec branches live: PREFIX<spec-id> (default: ralph/)',
    },
};
/**
 * `--spec ID` and `--task ID` must name something in the plan: a typo would otherwise read as
 * "no task is ready". Throws a UsageError naming the id, the plan and the ids there are.
 */
function checkSelection(plan, planPath, selection) {
    const list = (ids) => ids.length === 0
        ? 'it has none'
        : `it has ${ids.slice(0, 10).join(', ')}${ids.length > 10 ? ', ...' : ''}`;
    if (selection.spec !== undefined && !plan.specs.some((s) => s.id === selection.spec))
        throw new UsageError(`--spec ${selection.spec}: no spec with that id in ${planPath}; ${list(plan.specs.map((s) => s.id))}`);
    if (selection.task === undefined)
        return;
    const home = plan.specs.find((s) => s.tasks.some((t) => t.id === selection.task));
    if (!home) {
        const ids = plan.specs
            .filter((s) => selection.spec === undefined || s.id === selection.spec)
            .flatMap((s) => s.tasks.map((t) => t.id));
        throw new UsageError(`--task ${selection.task}: no task with that id in ${planPath}; ${list(ids)}`);
    }
    if (selection.spec !== undefined && home.id !== selection.spec)
        throw new UsageError(`--task ${selection.task} is in spec ${home.id}, not ${selection.spec}; drop --spec, or pass --spec ${home.id}`);
}
/** A plan without a single task: nothing can be ready, drawn or counted yet. */
function hasNoTasks(plan) {
    return plan.specs.every((s) => s.tasks.length === 0);
}
/** What a command says of a plan without tasks: where tasks come from, as commands that run. */
function noTasksText(ctx) {
    const plan = stringOption(ctx, 'plan');
    const planCommand = (0,_core_shell_js__WEBPACK_IMPORTED_MODULE_1__/* .shellCommand */ .q)(['ralph', 'plan', ...(plan !== undefined ? ['--plan', plan] : [])]);
    return `The plan has no tasks yet: \`${planCommand}\` writes them from specs/*.md, or \`ralph import --help\` shows how to bring them from another tool.`;
}


/***/ }),

/***/ 2167:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ unknownAgentText),
/* harmony export */   b: () => (/* binding */ closestKey)
/* harmony export */ });
// Which known name an unknown one is a slip of: `ralph depnds` for `depends`, a `dependOn` key
// for `dependsOn`. A module of its own, without the plan schema, so that the command line can
// suggest a command or an option without loading zod.
/**
 * The known key a key is most likely a slip of: the same but for case, "_" and "-"
 * (`depends_on`), or at most one edit away (two for keys of 6 letters or more), counting a swap
 * of neighbours as one edit. Undefined when none is that close.
 */
function closestKey(key, known) {
    if (key.length < 3)
        return undefined;
    const fold = (k) => k.toLowerCase().replace(/[_-]/g, '');
    const limit = key.length >= 6 ? 2 : 1;
    let best;
    let bestDistance = limit + 1;
    for (const k of known) {
        if (fold(k) === fold(key))
            return k;
        const d = editDistance(key, k, limit);
        if (d < bestDistance) {
            best = k;
            bestDistance = d;
        }
    }
    return best;
}
/** Optimal string alignment distance, giving up (limit + 1) once it must exceed `limit`. */
function editDistance(a, b, limit) {
    if (Math.abs(a.length - b.length) > limit)
        return limit + 1;
    let prev2 = [];
    let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const row = [i];
        let rowMin = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                d = Math.min(d, prev2[j - 2] + 1);
            row.push(d);
            rowMin = Math.min(rowMin, d);
        }
        if (rowMin > limit)
            return limit + 1;
        prev2 = prev;
        prev = row;
    }
    return prev[b.length];
}
/** `unknown agent "codx"; did you mean codex?`, naming the agents there are. */
function unknownAgentText(name, agents) {
    const meant = closestKey(name, agents);
    return `unknown agent "${name}"; ${meant ? `did you mean ${meant}? The agents are` : 'use one of'} ${agents.join(', ')}`;
}


/***/ }),

/***/ 2807:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A4: () => (/* binding */ RalphError),
/* harmony export */   Or: () => (/* binding */ isSystemError),
/* harmony export */   Uc: () => (/* binding */ describeError),
/* harmony export */   V$: () => (/* binding */ isLanguageError),
/* harmony export */   iU: () => (/* binding */ isUserError),
/* harmony export */   jr: () => (/* binding */ bug)
/* harmony export */ });
/* unused harmony export ISSUES_URL */
// One error backbone (docs/ARCHITECTURE.md#errors). Every error Ralph throws on purpose is a
// RalphError: it has a stable `code` a script or a test can match, and says whether the person
// running Ralph can fix it (a bad plan, a missing input, a token without a permission) or not:
// `bug()` makes the one for a broken invariant of Ralph's own, said as a bug like any other
// unexpected error. The two entry points (the CLI's and the action's) are the only places that
// catch everything: a user error is printed as it is, anything else as a bug with what to put in
// a report.
class RalphError extends Error {
    name = 'RalphError';
    code;
    userFixable;
    constructor(message, options = {}) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.code = options.code ?? 'ralph';
        this.userFixable = options.userFixable ?? true;
    }
}
/**
 * A broken invariant of Ralph's own (a step reading an input it did not declare, an importer
 * that made an invalid plan): no user can fix it, so the entry points say it as a bug, with its
 * stack and where to report it, and a public comment never quotes it.
 */
function bug(message, cause) {
    return new RalphError(message, { code: 'bug', userFixable: false, cause });
}
/**
 * JavaScript's own errors (a TypeError reading a field of undefined, a ReferenceError): a bug in
 * Ralph's code wherever they come from, never something to explain as a user's error.
 */
function isLanguageError(error) {
    return [TypeError, ReferenceError, RangeError, SyntaxError].some((kind) => error instanceof kind);
}
/** Whether the person running Ralph can act on `error` from its message alone. */
function isUserError(error) {
    return error instanceof RalphError && error.userFixable;
}
/** An error of the operating system (a file that cannot be read: ENOENT, EACCES, ...). */
function isSystemError(error) {
    const e = error;
    return error instanceof Error && typeof e.code === 'string' && /^E[A-Z]+$/.test(e.code) && !!e.syscall;
}
/** Where a bug in Ralph is reported. */
const ISSUES_URL = 'https://github.com/ralph-ci/ralph/issues';
/**
 * What the entry points say of an error: a user error's own message, and the system's (a file
 * that cannot be read); anything else marked as a bug in Ralph, with its stack and what to put
 * in a report.
 */
function describeError(error, context) {
    if (isUserError(error) || isSystemError(error))
        return error.message;
    const e = error instanceof Error ? error : new Error(String(error));
    return [
        `Ralph failed unexpectedly: ${e.message}`,
        '',
        `This is a bug in Ralph, not something you did. Please report it at ${ISSUES_URL} with Ralph's version (${context.version}), the command (${context.command}), and this:`,
        '',
        e.stack ?? `${e.name}: ${e.message}`,
    ].join('\n');
}


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
