export const id = 2789;
export const ids = [2789];
export const modules = {

/***/ 6793:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AQ: () => (/* binding */ runGates),
/* harmony export */   Rg: () => (/* binding */ runGate),
/* harmony export */   TY: () => (/* binding */ gateOutput),
/* harmony export */   by: () => (/* binding */ gateLogName)
/* harmony export */ });
/* unused harmony exports DEFAULT_GATE_TIMEOUT_MS, gateShell, GATE_COMPARE_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _core_baseline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5995);
/* harmony import */ var _core_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2479);
/* harmony import */ var _process_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7288);
// Quality gates (docs/ARCHITECTURE.md#gates): each gate's command runs through a shell with its own timeout;
// the result (exit code, duration, log tail) is what decides a task, never the agent's word.





const DEFAULT_GATE_TIMEOUT_MS = 15 * 60_000;
const GATE_TAIL_BYTES = 8 * 1024;
function gateLogName(name) {
    return `${name.replace(/[^A-Za-z0-9._-]+/g, '_')}.log`;
}
/**
 * The program and arguments that run a gate's command: `/bin/sh -c` by default, else its
 * `shell` as GitHub runs a step's (`bash` is `bash --noprofile --norc -eo pipefail`, `sh` is
 * `sh -e`, a template's `{0}` is the script), given the script with `-c` rather than a file:
 * the sandbox gives each gate a /tmp of its own.
 */
function gateShell(gate) {
    const shell = gate.shell;
    if (shell === undefined)
        return { file: '/bin/sh', args: ['-c', gate.command] };
    if (shell === 'bash')
        return { file: 'bash', args: ['--noprofile', '--norc', '-eo', 'pipefail', '-c', gate.command] };
    if (shell === 'sh')
        return { file: 'sh', args: ['-e', '-c', gate.command] };
    if (shell === 'python')
        return { file: 'python', args: ['-c', gate.command] };
    const words = shell.trim().split(/\s+/);
    // The schema allows only `PROGRAM [-flags] {0}`: the script replaces `{0}`. Bash reads no
    // startup file, as on the runner (here its stdin is a socket, which Debian's bash takes for
    // an ssh session and would read ~/.bashrc for).
    const rc = words[0] === 'bash' ? ['--noprofile', '--norc'] : [];
    return { file: words[0], args: [...rc, ...words.slice(1, -1), '-c', gate.command] };
}
async function runGate(gate, opts) {
    const logPath = opts.logDir ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(opts.logDir, gateLogName(gate.name)) : undefined;
    const { file, args } = gateShell(gate);
    const r = await (0,_process_js__WEBPACK_IMPORTED_MODULE_3__/* .runProcess */ .R3)({
        file,
        args,
        cwd: gate.workingDirectory ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(opts.cwd, gate.workingDirectory) : opts.cwd,
        env: gate.env ? { ...opts.env, ...gate.env } : opts.env,
        timeoutMs: gate.timeout !== undefined ? (0,_core_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .durationMs */ .pc)(gate.timeout) : DEFAULT_GATE_TIMEOUT_MS,
        signal: opts.signal,
        logPath,
        tailBytes: GATE_TAIL_BYTES,
        runAs: opts.runAs,
        network: opts.network,
    });
    let outputTail = r.tail;
    if (r.timedOut)
        outputTail += `\n[ralph: gate "${gate.name}" timed out after ${Math.round(r.durationMs / 1000)}s]`;
    if (r.spawnError)
        outputTail += `\n[ralph: could not start the shell: ${r.spawnError.message}]`;
    const result = {
        name: gate.name,
        command: gate.command,
        required: gate.required ?? true,
        passed: r.exitCode === 0 && !r.timedOut && r.interrupted === undefined,
        exitCode: r.exitCode,
        timedOut: r.timedOut,
        durationMs: r.durationMs,
        outputTail,
        logPath,
    };
    // A known-red gate: judged against the untouched tree's run of the same command.
    const baseline = opts.baselines?.[gate.name];
    if (!result.passed &&
        r.interrupted === undefined &&
        (0,_core_baseline_js__WEBPACK_IMPORTED_MODULE_4__/* .baselineMode */ .pc)(gate) === 'no-new-failures' &&
        baseline?.command === gate.command) {
        const judged = (0,_core_baseline_js__WEBPACK_IMPORTED_MODULE_4__/* .judgeAgainstBaseline */ .SU)(baseline, result, gateOutput(result));
        result.passed = judged.passed;
        result.outputTail += `\n[ralph: gate "${gate.name}": ${judged.note}]`;
    }
    return result;
}
/** How much of a gate's log is read to compare its failures with the baseline's. */
const GATE_COMPARE_BYTES = 8 * 1024 * 1024;
/** A gate's output for comparing: the end of its full log (at most 8 MiB), else its tail. */
function gateOutput(r) {
    if (!r.logPath)
        return r.outputTail;
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(r.logPath, 'r');
    }
    catch {
        return r.outputTail;
    }
    try {
        const size = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd).size;
        const length = Math.min(size, GATE_COMPARE_BYTES);
        const buf = Buffer.alloc(length);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buf, 0, length, size - length);
        const text = buf.toString('utf8');
        // A read that starts mid-file starts mid-line: that first line is not compared.
        return length < size ? text.slice(text.indexOf('\n') + 1) : text;
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/**
 * Runs gates in order. The first failing required gate stops the rest unless
 * `keepGoing`; an optional gate's failure is reported and the run goes on.
 */
async function runGates(gates, opts) {
    const results = [];
    for (const gate of gates) {
        if (opts.signal?.aborted)
            break;
        const r = await runGate(gate, opts);
        results.push(r);
        opts.onResult?.(r);
        if (!r.passed && r.required && !opts.keepGoing)
            break;
    }
    return results;
}


/***/ }),

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

/***/ 5983:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aq: () => (/* binding */ outcomeAndStatus),
/* harmony export */   Pu: () => (/* binding */ failureLine),
/* harmony export */   TM: () => (/* binding */ firstLine),
/* harmony export */   fh: () => (/* binding */ recordAttempt),
/* harmony export */   jU: () => (/* binding */ claimHolds),
/* harmony export */   jp: () => (/* binding */ concludeAttempt)
/* harmony export */ });
/* unused harmony exports SUMMARY_LIMIT, clip, judgeAttempt, costBudgetSpent */
/* harmony import */ var _plan_basics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2479);
/* harmony import */ var _schedule_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1733);
// Deciding an attempt and writing it into the plan (docs/ARCHITECTURE.md#agents, #gates): the agent's word, the
// check of its done claim and the gate results become one outcome; the task's status follows
// from that outcome and the retry budget. Pure: the same for `ralph build` and for `record`.


const SUMMARY_LIMIT = 1_500;
function clip(text, limit = SUMMARY_LIMIT) {
    const t = text.trim();
    return t.length <= limit ? t : `…${t.slice(t.length - limit + 1)}`;
}
/** The outcome of one attempt, from the agent's result, problems with its done claim, and the gates. */
function judgeAttempt(agent, claimProblems, gates) {
    if (agent.interrupted)
        return { outcome: 'interrupted', summary: 'interrupted before the attempt finished' };
    switch (agent.outcome) {
        case 'rate_limited':
            return {
                outcome: 'rate_limited',
                summary: clip(`the agent hit a rate limit: ${agent.reason ?? 'no detail'}`),
            };
        case 'blocked':
            return { outcome: 'blocked', summary: clip(agent.reason ?? 'the agent reported the task blocked') };
        case 'timeout':
            return { outcome: 'timeout', summary: clip(agent.reason ?? 'the agent ran out of time') };
        case 'crashed':
            return {
                outcome: 'crashed',
                summary: clip(`the agent exited without finishing: ${agent.reason ?? 'no detail'}`),
            };
        case 'no_marker':
            return {
                outcome: 'no_marker',
                summary: 'the agent stopped without printing <TASK_DONE> or <TASK_BLOCKED reason="...">',
            };
        case 'done':
            break;
    }
    if (claimProblems.length > 0)
        return { outcome: 'rejected', summary: clip(claimProblems.join('; ')) };
    const failed = gates.find((g) => g.required && !g.passed);
    if (failed) {
        return {
            outcome: 'gate_failed',
            gate: failed,
            summary: clip(`gate "${failed.name}" (\`${failed.command}\`) exited ${failed.exitCode ?? 'without a code'}:\n${failed.outputTail}`),
        };
    }
    return {
        outcome: 'passed',
        summary: gates.length > 0 ? `gates passed: ${gates.map((g) => g.name).join(', ')}` : 'done',
    };
}
/**
 * Appends the attempt to the task and sets its status: completed, blocked (by the agent, a
 * spent retry budget or a spent cost budget), failed (retry later), or pending again (rate
 * limit, interruption). `maxCostUsd` is the task's cost budget (taskMaxCostUsd).
 */
function recordAttempt(task, verdict, meta, maxAttempts, maxCostUsd) {
    const attempts = task.attempts ?? [];
    const attempt = {
        number: (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .nextAttemptNumber */ .oH)(task),
        startedAt: meta.startedAt,
        finishedAt: meta.finishedAt,
        outcome: verdict.outcome,
        ...(verdict.gate ? { gate: verdict.gate.name } : {}),
        summary: verdict.summary,
        ...(meta.durationMs !== undefined ? { durationMs: meta.durationMs } : {}),
        ...(meta.turns !== undefined ? { turns: meta.turns } : {}),
        ...(meta.inputTokens !== undefined ? { inputTokens: meta.inputTokens } : {}),
        ...(meta.outputTokens !== undefined ? { outputTokens: meta.outputTokens } : {}),
        ...(meta.costUsd !== undefined ? { costUsd: meta.costUsd } : {}),
        ...(meta.provider ? { provider: meta.provider } : {}),
        ...(meta.model ? { model: meta.model } : {}),
        ...(meta.promptBytes !== undefined ? { promptBytes: meta.promptBytes } : {}),
        ...(meta.runUrl ? { runUrl: meta.runUrl } : {}),
        ...(meta.artifact ? { artifact: meta.artifact } : {}),
    };
    task.attempts = [...attempts, attempt];
    delete task.startedAt;
    let status;
    switch (verdict.outcome) {
        case 'passed':
            status = 'completed';
            task.completedAt = meta.finishedAt;
            task.durationMs = task.attempts.reduce((n, a) => n + (a.durationMs ?? 0), 0);
            delete task.blockedReason;
            break;
        case 'blocked':
            status = 'blocked';
            task.blockedReason = verdict.summary;
            break;
        case 'rate_limited':
        case 'interrupted':
            status = 'pending';
            break;
        default:
            if ((0,_schedule_js__WEBPACK_IMPORTED_MODULE_1__/* .countedAttempts */ .jc)(task) >= maxAttempts) {
                status = 'blocked';
                task.blockedReason = `retry budget spent (${(0,_schedule_js__WEBPACK_IMPORTED_MODULE_1__/* .countedAttempts */ .jc)(task)} of ${maxAttempts} attempts); last: ${firstLine(verdict.summary)}`;
            }
            else
                status = 'failed';
    }
    // A task that spent its cost budget is not tried again, whatever the attempt's outcome
    // (the CLIs without a budget flag are only stopped here); a blocked task keeps its reason.
    const overBudget = status === 'failed' || status === 'pending' ? costBudgetSpent(task, maxCostUsd) : undefined;
    if (overBudget) {
        status = 'blocked';
        task.blockedReason = `${overBudget}; last: ${firstLine(verdict.summary)}`;
    }
    task.status = status;
    return status;
}
/**
 * Why the task may not spend more, when its recorded cost (since a person last reset it)
 * reached its budget; undefined when it has none or has money left.
 */
function costBudgetSpent(task, maxCostUsd) {
    if (maxCostUsd === undefined)
        return undefined;
    const spent = (0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .taskCostUsd */ .FJ)(task, true);
    if (spent < maxCostUsd)
        return undefined;
    return `cost budget spent (${(0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(spent)} of ${(0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(maxCostUsd)} maxCostUsd)`;
}
/**
 * The first line of a summary, made to stand alone where only one line is shown (a blocked
 * reason, a progress line): a first line that ends in ":" (a gate's "exited 1:") gets the line
 * of the output after it that says what failed (failureLine), not the tool's banner.
 */
function firstLine(text) {
    const lines = text.split('\n');
    let head = lines[0].trim();
    if (head.endsWith(':')) {
        const more = failureLine(lines.slice(1).join('\n'));
        if (more)
            head = `${head} ${more}`;
    }
    return head.slice(0, 300);
}
/**
 * Lines that say what failed, strongest first: a test runner's failed test or assertion, a
 * compiler's or a program's error, a panic. Checked in order, each against every line, so that
 * vitest's "× adds" wins over its "(1 test | 1 failed)" file line.
 */
const FAILURE_LINES = [
    // vitest/jest "× name", node:test "✖ name", TAP "not ok", go "--- FAIL:", vitest "FAIL  file > test"
    /^\s*([×✗✕✖]\s|not ok\b|--- FAIL:|FAIL\b)/,
    // A Rust panic: "thread 'tests::it_adds' panicked at src/lib.rs:11:9:"
    /\bpanicked at\b/,
    // pytest's "E   assert ...", Python's and JavaScript's "SomethingError: ...", rustc's "error[E0308]: ..."
    /^\s*E\s{2,}\S|^\s*(\w+\.)*\w*(Error|Exception)\b:?|^\s*error(\[\w+\])?:/,
    /^\s*(FAILED|FAILURE|ERROR)\b/,
    /\b(failed|failure|error)\b/i,
];
/** A tool's own banner: npm's `> pkg@1.0.0 test` and `> vitest run`, a blank line. */
const BANNER = /^\s*(>\s|$)/;
/**
 * The line of a failed gate's output that says what failed (FAILURE_LINES), with the line after
 * it when it only introduces that one ("panicked at src/lib.rs:11:9:", "--- FAIL: TestAdd");
 * else the first line that is not a banner. Empty for empty output.
 */
function failureLine(output) {
    const lines = output.split('\n').map((l) => l.replace(/\s+$/, ''));
    for (const pattern of FAILURE_LINES) {
        const at = lines.findIndex((l) => !BANNER.test(l) && pattern.test(l));
        if (at < 0)
            continue;
        const line = lines[at].trim();
        if (line.endsWith(':') || /^--- FAIL:/.test(line)) {
            const next = lines.slice(at + 1).find((l) => l.trim() !== '');
            if (next)
                return `${line} ${next.trim()}`;
        }
        return line;
    }
    return lines.find((l) => !BANNER.test(l))?.trim() ?? '';
}
/**
 * An attempt's outcome and the status it left the task in, said once when they are the same
 * word ("blocked", not "blocked -> blocked"): `gate_failed -> blocked`.
 */
function outcomeAndStatus(outcome, status, arrow = '->') {
    return outcome === status ? outcome : `${outcome} ${arrow} ${status}`;
}
/**
 * Whether the agent's done claim holds: it said done and nothing is wrong with the claim, and,
 * when the gates that ran are given, none of the required ones failed. Only then is the work
 * kept, checked further or applied.
 */
function claimHolds(agent, problems, gates = []) {
    return agent.outcome === 'done' && problems.length === 0 && !gates.some((g) => g.required && !g.passed);
}
/**
 * The verdict of one attempt, the same for `ralph build` and for the writer job: the agent's
 * outcome, the problems with its claim, and the gates, where a required gate that never ran
 * (no step for it in the workflow, say) counts as failed.
 */
function concludeAttempt(input) {
    const gates = [...input.gates];
    if (claimHolds(input.agent, input.problems, gates)) {
        for (const g of input.expected ?? []) {
            if (g.required === false || gates.some((r) => r.name === g.name))
                continue;
            gates.push({
                name: g.name,
                command: g.command,
                required: true,
                passed: false,
                exitCode: null,
                outputTail: `gate "${g.name}" did not run: the job has no step for it (\`ralph init --check\` finds this)`,
            });
        }
    }
    return { verdict: judgeAttempt(input.agent, input.problems, gates), gates };
}


/***/ }),

/***/ 5995:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FM: () => (/* binding */ baselineProblem),
/* harmony export */   SU: () => (/* binding */ judgeAgainstBaseline),
/* harmony export */   U9: () => (/* binding */ count),
/* harmony export */   eF: () => (/* binding */ attemptSetupProblem),
/* harmony export */   pc: () => (/* binding */ baselineMode),
/* harmony export */   sL: () => (/* binding */ failureRecord),
/* harmony export */   x2: () => (/* binding */ baselineKey)
/* harmony export */ });
/* unused harmony exports EXIT_NOT_FOUND, missingCommand, normaliseLine, failureLines, MAX_BASELINE_LINES, newFailures */
function baselineMode(gate) {
    return gate.baseline ?? 'must-pass';
}
/** A colour or cursor code (ESC [ ... letter), dropped before lines are read. */
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
/** The shell's exit code for a command it could not find. */
const EXIT_NOT_FOUND = 127;
/**
 * How a missing command shows in the last lines of a failing gate, with the command's name as the
 * first group where the line has one: sh and bash, npm/pnpm exec, npx, uv, cargo subcommands,
 * `python -m`, and Windows' cmd.
 */
const MISSING_PATTERNS = [
    /^(?:\/bin\/)?(?:ba|da)?sh: (?:line )?\d*:? ?([^\s:]+): (?:command )?not found$/,
    /^(?:\S+: )?([^\s:]+): command not found$/,
    /^zsh: command not found: (\S+)$/,
    /^(?:\/usr\/bin\/)?env: '?([^':]+)'?: No such file or directory$/,
    /Command "([^"]+)" not found/,
    /could not determine executable to run/,
    /Failed to spawn: `([^`]+)`/,
    /error: no such command: `([^`]+)`/,
    /^\S*python[\d.]*: No module named ([\w.]+)$/,
    /^'([^']+)' is not recognized as an internal or external command/,
    /^make(?:\[\d+\])?: ([^\s:]+): No such file or directory$/,
    /^make(?:\[\d+\])?: \*\*\* .*Error 127$/,
];
/**
 * The command a failing gate could not find, '' when its name cannot be told, undefined when
 * nothing was missing. Exit 127 (the shell's "command not found") always counts; a message of
 * a tool that reports a missing command its own way counts only in the output's last lines, so
 * a test that prints such a line midway is not taken for one.
 */
function missingCommand(run) {
    if (run.passed)
        return undefined;
    const lines = run.outputTail.replace(ANSI, '').trimEnd().split('\n').slice(-20).reverse();
    // The last line that names the command wins over one that only says something is missing
    // (make's "Error 127" comes after the shell's line that names it).
    let unnamed = false;
    for (const line of lines)
        for (const p of MISSING_PATTERNS) {
            const m = p.exec(line.trim());
            if (m?.[1])
                return m[1];
            if (m)
                unnamed = true;
        }
    if (unnamed)
        return '';
    if (run.exitCode !== EXIT_NOT_FOUND)
        return undefined;
    // Exit 127 with the shell's own line about a command, whatever its words (dash says
    // "Permission denied" when a folder on PATH cannot be searched): that command.
    for (const line of lines) {
        const m = /^(?:\/bin\/)?(?:ba|da)?sh: (?:line )?\d*:? ?([^\s:]+): /.exec(line.trim());
        if (m)
            return m[1];
    }
    return '';
}
/** A line that reports a failure in any common tool's words (or a test runner's crosses). */
const FAILURE_WORD = /\b(?:errors?|fail(?:s|ed|ing|ures?)?|warnings?|panic(?:ked)?|exception|traceback)\b|[✗✖×❌]/i;
/**
 * A line as compared: no colour, runs of digits (line numbers, counts, durations) and long hex
 * strings (addresses, hashes) made '#', spaces collapsed. A known warning that moved to another
 * line stays the same line; a second occurrence of it counts twice.
 */
function normaliseLine(line) {
    return line
        .replace(ANSI, '')
        .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{7,}\b/gi, '#')
        .replace(/\d+/g, '#')
        .replace(/\s+/g, ' ')
        .trim();
}
/**
 * The failure lines of a gate's output, normalised, with how often each occurs: the lines that
 * say error, fail(ed), warning, panic, exception or traceback, or carry a test runner's cross.
 * Both runs are read the same way, so what counts is only what differs.
 */
function failureLines(output) {
    const counts = new Map();
    for (const raw of output.split('\n')) {
        if (!FAILURE_WORD.test(raw))
            continue;
        const line = normaliseLine(raw);
        if (line)
            counts.set(line, (counts.get(line) ?? 0) + 1);
    }
    return counts;
}
/** At most this many distinct failure lines are kept per baseline (a legacy tree's thousands of warnings). */
const MAX_BASELINE_LINES = 20_000;
function failureRecord(output) {
    const out = {};
    let n = 0;
    for (const [line, count] of failureLines(output)) {
        if (n++ >= MAX_BASELINE_LINES)
            break;
        out[line] = count;
    }
    return out;
}
/**
 * The failures of an attempt's output the untouched tree did not have: each failure line that
 * occurs more often than it did there, as first printed.
 */
function newFailures(baseline, output) {
    const known = baseline.failures ?? {};
    const counts = new Map();
    const found = [];
    for (const raw of output.split('\n')) {
        if (!FAILURE_WORD.test(raw))
            continue;
        const line = normaliseLine(raw);
        if (!line)
            continue;
        const n = (counts.get(line) ?? 0) + 1;
        counts.set(line, n);
        if (n > (known[line] ?? 0))
            found.push(raw.replace(ANSI, '').trim());
    }
    return found;
}
/**
 * An attempt's run of a `no-new-failures` gate, judged against the untouched tree's. It passes
 * when it passes, or when it fails as the untouched tree does: the same exit code, no timeout,
 * and no failure line (failureLines) more often than there. Anything else is a new failure.
 */
function judgeAgainstBaseline(baseline, run, output) {
    if (run.passed)
        return { passed: true, note: '' };
    if (run.timedOut)
        return { passed: false, note: 'it timed out; the untouched tree did not' };
    if (baseline.exitCode === 0)
        return { passed: false, note: 'it passes on the untouched tree, so every failure is new' };
    if (run.exitCode !== baseline.exitCode)
        return {
            passed: false,
            note: `it exited ${run.exitCode ?? 'without a code'}, the untouched tree ${baseline.exitCode ?? 'without a code'}: a new kind of failure`,
        };
    const fresh = newFailures(baseline, output);
    const known = Object.values(baseline.failures ?? {}).reduce((a, b) => a + b, 0);
    if (fresh.length > 0) {
        const shown = fresh.slice(0, 10).map((l) => `  ${l.slice(0, 300)}`);
        return {
            passed: false,
            note: `${count(fresh.length, 'new failure line')}, not on the untouched tree:\n${shown.join('\n')}${fresh.length > shown.length ? `\n  … ${fresh.length - shown.length} more` : ''}`,
        };
    }
    return {
        passed: true,
        note: `it fails as the untouched tree does (exit ${baseline.exitCode}, ${count(known, 'known failure line')}) and nothing new: counted as passed (baseline: no-new-failures)`,
    };
}
const MUST_PASS_FIX = 'fix the code or the gate\'s command, drop the gate, mark it "required": false, or accept its current failures with "baseline": "no-new-failures" (then an attempt fails it only with new failures)';
function missingFix(command) {
    const what = command ? `\`${command}\`` : 'the command';
    return `install ${what} where the gates run (locally: on your PATH; in CI: a setup step of the task job, before the agent), change the gate's command, drop the gate, or mark it "required": false`;
}
function tailOf(text, lines = 25) {
    const kept = text.replace(ANSI, '').trimEnd().split('\n').slice(-lines).join('\n');
    return kept.length > 1_200 ? `…${kept.slice(-1_200)}` : kept;
}
/**
 * Why a gate's run on the untouched tree stops Ralph before any agent runs, undefined when it
 * may go on: a required gate that fails there (a known-red `no-new-failures` gate may fail, but
 * not time out or miss its tool). The message names the gate, the commit, the output's tail
 * and the fix.
 */
function baselineProblem(gate, run, commit) {
    if (run.passed || !run.required)
        return undefined;
    const missing = missingCommand(run);
    const at = `on the untouched tree (${commit.slice(0, 7)}), before any agent ran`;
    const head = `Setup problem: gate "${gate.name}" (\`${gate.command}\`)`;
    if (missing !== undefined)
        return `${head} cannot run ${at}: ${missing ? `\`${missing}\` is` : 'a command is'} not installed (exit ${run.exitCode ?? 'none'}). Fix: ${missingFix(missing)}. No attempt was recorded.\n${tailOf(run.outputTail)}`;
    if (run.timedOut)
        return `${head} timed out ${at}. Fix: raise its "timeout", or change the gate's command. No attempt was recorded.\n${tailOf(run.outputTail)}`;
    if (baselineMode(gate) === 'no-new-failures')
        return undefined;
    return `${head} fails ${at} (exit ${run.exitCode ?? 'none'}), so every agent would be blamed for it. Fix: ${MUST_PASS_FIX}. No attempt was recorded.\n${tailOf(run.outputTail)}`;
}
/**
 * Why a gate's failure in an attempt is a setup problem rather than the agent's, undefined when
 * it is the agent's: a required gate whose command was not found (exit 127, "not found"). When
 * the same gate ran on the untouched tree in this same build or job without missing its command
 * (`ranBefore`), the tool was there before the agent: the attempt's change made it go missing
 * (a deleted script, a renamed binary), and the failure is the agent's like any other.
 */
function attemptSetupProblem(run, ranBefore) {
    if (run.passed || !run.required)
        return undefined;
    const missing = missingCommand(run);
    if (missing === undefined)
        return undefined;
    if (ranBefore && ranBefore.exitCode !== EXIT_NOT_FOUND)
        return undefined;
    return `Setup problem: gate "${run.name}" (\`${run.command}\`) could not run its command: ${missing ? `\`${missing}\` is` : 'a command is'} not installed (exit ${run.exitCode ?? 'none'}). That is not the agent's failure: no attempt was recorded and the task is as it was. Fix: ${missingFix(missing)}.\n${tailOf(run.outputTail)}`;
}
/** "1 line", "2 lines". */
function count(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/** The cache key of a gate's baseline: the tree it ran on, and the gate's name and command. */
function baselineKey(tree, gate) {
    return `${tree} ${JSON.stringify([gate.name, gate.command])}`;
}


/***/ }),

/***/ 9137:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $7: () => (/* binding */ AgentOutcomeSchema),
/* harmony export */   hc: () => (/* binding */ agentUsage),
/* harmony export */   ui: () => (/* binding */ GateResultSchema)
/* harmony export */ });
/* unused harmony export AGENT_OUTCOMES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2311);
// The words an attempt is decided with, said once: how an agent run ended and what a gate run
// left behind. The agent adapter, the attempt artifact's schema and the verdict all use these,
// so a new outcome or a new gate field is added in one place.

/** How an agent run ended, before any gate has looked at the work. */
const AGENT_OUTCOMES = ['done', 'blocked', 'no_marker', 'timeout', 'crashed', 'rate_limited'];
const AgentOutcomeSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(AGENT_OUTCOMES);
/**
 * Those fields of an agent run (or of an attempt artifact's agent), and no other: the one list
 * of them, for `ralph build`, the run step (agentFacts) and the writer.
 */
function agentUsage(a) {
    return {
        turns: a?.turns,
        inputTokens: a?.inputTokens,
        outputTokens: a?.outputTokens,
        costUsd: a?.costUsd,
        provider: a?.provider,
        model: a?.model,
        promptBytes: a?.promptBytes,
    };
}
/**
 * A gate result as the attempt artifact holds it: written by a job that ran the agent's code,
 * so its shape is checked, and the fields only a local run has (the log's path) are left out.
 */
const GateResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    command: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    required: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    passed: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nullable(),
    outputTail: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(64_000),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
    timedOut: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
});


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


/***/ }),

/***/ 5763:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ld: () => (/* binding */ agentFacts),
/* harmony export */   P2: () => (/* reexport safe */ _artifact_names_js__WEBPACK_IMPORTED_MODULE_7__.P2),
/* harmony export */   UD: () => (/* reexport safe */ _artifact_names_js__WEBPACK_IMPORTED_MODULE_7__.UD),
/* harmony export */   cr: () => (/* binding */ recordedOnBranch),
/* harmony export */   pr: () => (/* binding */ AttemptReportSchema),
/* harmony export */   px: () => (/* binding */ parseMatrixEntry),
/* harmony export */   sQ: () => (/* binding */ ATTEMPT_FILES),
/* harmony export */   z5: () => (/* binding */ parseMatrix)
/* harmony export */ });
/* unused harmony exports MatrixEntrySchema, MatrixSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2311);
/* harmony import */ var _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6276);
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5563);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2807);
/* harmony import */ var _outcomes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9137);
/* harmony import */ var _plan_basics_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2479);
/* harmony import */ var _prompt_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9842);
/* harmony import */ var _artifact_names_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5399);
// What travels between the jobs of a run (docs/ARCHITECTURE.md#trust). The schedule job (read-only, runs no
// agent) decides each task job's anchors and hands them on as the matrix entry; the task job
// (runs the agent and the gates, holds no write credential) hands back one attempt artifact;
// the writer job trusts the anchors, and takes from the artifact only what an untrusted job
// may say: the agent's outcome, the gate results and a patch it validates itself.







const sha = zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().regex(/^[0-9a-f]{40}$/, 'a full commit sha');
const id = zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().superRefine((value, ctx) => {
    const unsafe = (0,_checks_js__WEBPACK_IMPORTED_MODULE_1__/* .unsafeIdReason */ .wg)(value);
    if (unsafe)
        ctx.addIssue({ code: 'custom', message: unsafe });
});
/** One matrix entry: a task job's anchors. */
const MatrixEntrySchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({
    spec: id,
    task: id,
    /** The attempt's number: the task's attempts on its branch so far, plus one. */
    attempt: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().positive(),
    branch: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1),
    base: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1),
    /** The commit the job checks out: the spec branch's tip, or the base's when the branch is new. */
    start: sha,
    /** The base's tip when scheduled; merged into `start` first when `start` does not contain it. */
    'base-sha': sha,
    complexity: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(),
    'max-turns': zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().positive(),
    'timeout-minutes': zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().positive(),
    'job-timeout-minutes': zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().positive().optional(),
    /** The name this attempt's artifact is uploaded under. */
    artifact: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1),
    /** The previous attempt's artifact and run, for its retry context ('' when none). */
    'retry-artifact': zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    'retry-run-id': zod__WEBPACK_IMPORTED_MODULE_6__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig()]).transform(String),
    /**
     * The leg's agent as the schedule job resolved it (agent-routing.ts): the provider whose CLI
     * the job installs and runs, and the model ('' for the CLI's default). Absent in a matrix
     * written by an older Ralph: the task job then resolves them from the plan.
     */
    provider: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .PROVIDER_NAMES */ .xd).optional(),
    model: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().max(200).optional(),
});
const MatrixSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({ include: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(MatrixEntrySchema) });
/** Parses a matrix entry (the `task` input: `toJSON(matrix)`); the message names what is wrong. */
function parseMatrixEntry(text, where) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`${where} is not JSON (${err.message}); pass \`\${{ toJSON(matrix) }}\`.`);
    }
    const r = MatrixEntrySchema.safeParse(value);
    if (!r.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`${where} is not a Ralph matrix entry: ${r.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}. Pass \`\${{ toJSON(matrix) }}\` from the schedule job's matrix.`);
    return r.data;
}
function parseMatrix(text, where) {
    let value;
    try {
        value = JSON.parse(text || '{"include":[]}');
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`${where} is not JSON (${err.message}).`);
    }
    const r = MatrixSchema.safeParse(value);
    if (!r.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RalphError */ .A4(`${where} is not Ralph's matrix: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}. Pass the schedule job's \`matrix\` output.`);
    return r.data.include;
}

/**
 * `attempt.json` in the attempt artifact. Everything in it was written by a job that ran the
 * agent's code: the writer checks its shape, takes the identity of the attempt from the matrix
 * entry, and never a path, a commit or a command from here.
 */
const AttemptReportSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz(1),
    spec: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    task: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    attempt: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int(),
    /** The run step found this attempt already recorded on the spec branch (a re-run): nothing ran. */
    alreadyRecorded: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY().optional(),
    /** The run step stopped before the agent ran (a configuration error): no attempt to record. */
    setupError: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().max(2_000).optional(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().max(40),
    finishedAt: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().max(40),
    agent: zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({
        outcome: _outcomes_js__WEBPACK_IMPORTED_MODULE_3__/* .AgentOutcomeSchema */ .$7,
        reason: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().max(8_000).optional(),
        interrupted: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY().optional(),
        exitCode: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().nullable(),
        durationMs: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().nonnegative(),
        turns: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().nonnegative().optional(),
        inputTokens: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().nonnegative().optional(),
        outputTokens: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().nonnegative().optional(),
        costUsd: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().nonnegative().optional(),
        /** The provider, the model asked for and the prompt's size, for `ralph report`. */
        provider: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().max(100).optional(),
        model: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().max(200).optional(),
        promptBytes: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().nonnegative().optional(),
    }),
    claimProblems: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().max(2_000)).max(50),
    gates: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(_outcomes_js__WEBPACK_IMPORTED_MODULE_3__/* .GateResultSchema */ .ui).max(100),
    /** Whether `work.patch` beside it holds the attempt's change (git diff --binary). */
    patch: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY(),
});
const ATTEMPT_FILES = {
    report: 'attempt.json',
    patch: 'work.patch',
    retry: 'retry.json',
    transcript: 'transcript.log',
};
/**
 * Why a matrix entry's attempt needs no more work: the spec branch's plan records it, or the
 * task is finished or blocked there. The task job then runs no agent and the writer records
 * nothing (a re-run of either), judged by the branch alone, never by an artifact.
 */
function recordedOnBranch(plan, entry) {
    const task = (0,_prompt_js__WEBPACK_IMPORTED_MODULE_5__/* .findTask */ .VX)(plan, entry.task)?.task;
    if (!task)
        return undefined;
    if (task.attempts?.some((a) => a.number === entry.attempt))
        return `attempt ${entry.attempt} of ${entry.task} is recorded on ${entry.branch} already`;
    if ((0,_plan_basics_js__WEBPACK_IMPORTED_MODULE_4__/* .isDone */ .$L)(task.status) || task.status === 'blocked')
        return `${entry.task} is ${task.status} on ${entry.branch} already`;
    return undefined;
}
/**
 * Those facts of an agent run, and no other field: the run step keeps them for the record step,
 * which puts them in the attempt artifact.
 */
function agentFacts(a) {
    return {
        outcome: a.outcome,
        reason: a.reason,
        interrupted: a.interrupted,
        exitCode: a.exitCode,
        durationMs: a.durationMs,
        ...(0,_outcomes_js__WEBPACK_IMPORTED_MODULE_3__/* .agentUsage */ .hc)(a),
    };
}


/***/ })

};
