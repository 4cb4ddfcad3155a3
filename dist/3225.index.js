export const id = 3225;
export const ids = [3225];
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
/* harmony import */ var _core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9085);
/* harmony import */ var _core_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4929);
/* harmony import */ var _process_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7288);
/* harmony import */ var _task_job_launch_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(498);
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
        timeoutMs: gate.timeout !== undefined ? (0,_core_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .durationMs */ .pc)(gate.timeout) : DEFAULT_GATE_TIMEOUT_MS,
        signal: opts.signal,
        logPath,
        tailBytes: GATE_TAIL_BYTES,
        wrap: opts.runAs && (0,_task_job_launch_js__WEBPACK_IMPORTED_MODULE_4__/* .asAgentUser */ .pE)(opts.runAs, { network: opts.network }),
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
        (0,_core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_5__/* .baselineMode */ .pc)(gate) === 'no-new-failures' &&
        baseline?.command === gate.command) {
        const judged = (0,_core_attempt_baseline_js__WEBPACK_IMPORTED_MODULE_5__/* .judgeAgainstBaseline */ .SU)(baseline, result, gateOutput(result));
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

/***/ 9085:
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
// The baseline (docs/ARCHITECTURE.md#gates): the gates run once on the untouched start tree, before the first
// agent. A gate that fails there, or whose tool is missing, is a setup problem: it is said, with
// the fix, and never charged to an agent. A gate marked `baseline: "no-new-failures"` (a known-red
// gate) is judged against that run instead: an attempt passes it when it fails no worse.
// Pure: what the gates printed and how they exited in, verdicts and messages out.
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

/***/ 599:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $7: () => (/* binding */ AgentOutcomeSchema),
/* harmony export */   hc: () => (/* binding */ agentUsage),
/* harmony export */   ui: () => (/* binding */ GateResultSchema)
/* harmony export */ });
/* unused harmony export AGENT_OUTCOMES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5156);
// The words an attempt is decided with, said once: how an agent run ended and what a gate run
// left behind. The agent adapter, the attempt artifact's schema and the verdict all use these,
// so a new outcome or a new gate field is added in one place.

/** How an agent run ended, before any gate has looked at the work. */
const AGENT_OUTCOMES = ['done', 'blocked', 'no_marker', 'timeout', 'crashed', 'rate_limited'];
const AgentOutcomeSchema = zod__WEBPACK_IMPORTED_MODULE_0__["enum"](AGENT_OUTCOMES);
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
const GateResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__.object({
    name: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
    command: zod__WEBPACK_IMPORTED_MODULE_0__.string(),
    required: zod__WEBPACK_IMPORTED_MODULE_0__.boolean(),
    passed: zod__WEBPACK_IMPORTED_MODULE_0__.boolean(),
    exitCode: zod__WEBPACK_IMPORTED_MODULE_0__.number().int().nullable(),
    outputTail: zod__WEBPACK_IMPORTED_MODULE_0__.string().max(64_000),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_0__.number().optional(),
    timedOut: zod__WEBPACK_IMPORTED_MODULE_0__.boolean().optional(),
});


/***/ }),

/***/ 6094:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ serviceNetwork)
/* harmony export */ });
/* unused harmony export servicePortEntry */
/* harmony import */ var _network_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8032);
// The task job's services in its sandboxed steps' network (docs/ARCHITECTURE.md#trust). The
// services (the CI's databases) publish their ports on the runner's loopback, which a step's own
// network cannot reach; an entry `localhost:PORT` of the step's `network` input forwards that
// one port into it (core/network.ts), and nothing else of the runner's network. Pure: a job's
// `services:` in, the entries and what cannot be forwarded out.
//
// A `ports:` entry is handed to `docker create -p` as written (actions/runner,
// ContainerInfo.cs), so docker's grammar applies: `[IP:][HOST:]CONTAINER[/PROTOCOL]`.
//   5432:5432, 127.0.0.1:5432:5432   host port 5432            -> localhost:5432
//   5432, '6379/tcp', 127.0.0.1::5432 a free host port, which the runner puts in the job
//                                     context as job.services.<id>.ports['<CONTAINER>']
//                                     -> localhost:${{ job.services.<id>.ports['<CONTAINER>'] }}
//                                     (the runner evaluates it before Ralph reads the input)
//   '5353/udp'                        UDP: the forward carries TCP only; left out
//   a range, another address, a port under 1024 or the egress proxy's, an expression: left
//   out, each said.

const RANGE = /^\d+-\d+$/;
/** A service id as GitHub's expressions read it: `job.services.my-db`, else `job.services['x y']`. */
function serviceRef(id) {
    return /^[A-Za-z_][A-Za-z0-9_-]*$/.test(id)
        ? `job.services.${id}`
        : `job.services['${id.replaceAll("'", "''")}']`;
}
/** One `ports:` entry: the network entry that reaches it, or why none does. */
function servicePortEntry(id, port) {
    if (typeof port === 'number')
        port = String(port);
    if (typeof port !== 'string' || port.trim() === '')
        return { why: `${JSON.stringify(port)} is not a port` };
    const written = port.trim();
    if (written.includes('${{'))
        return {
            why: `${written} is an expression init cannot read; add its host port to the step's network input`,
        };
    const [mapping = '', protocol = 'tcp'] = written.split('/');
    if (protocol.toLowerCase() !== 'tcp')
        return { why: `${written} is ${protocol.toUpperCase()}: the step's network forwards TCP only` };
    let ip = '';
    let rest = mapping;
    const v6 = /^\[([^\]]*)\]:(.*)$/.exec(mapping);
    if (v6) {
        ip = v6[1];
        rest = v6[2];
    }
    const parts = rest.split(':');
    if (!v6 && parts.length === 3)
        ip = parts.shift();
    if (parts.length > 2 || (v6 && parts.length !== 2))
        return { why: `${written} is not a port mapping docker reads` };
    const [hostPort, containerPort] = parts.length === 2 ? parts : ['', parts[0]];
    if ([hostPort, containerPort].some((p) => p && RANGE.test(p)))
        return {
            why: `${written} publishes a range; list the ports one by one, or add them to the step's network input`,
        };
    if (!/^\d+$/.test(containerPort ?? '') || (hostPort !== '' && !/^\d+$/.test(hostPort)))
        return { why: `${written} is not a port mapping docker reads` };
    if (ip !== '' && ip !== '0.0.0.0' && ip !== '127.0.0.1')
        return {
            why: `${written} is published on ${ip}, not on 127.0.0.1, where the step's network forwards from`,
        };
    if (hostPort === '')
        return { entry: `localhost:\${{ ${serviceRef(id)}.ports['${containerPort}'] }}` };
    const n = Number(hostPort);
    if (n < 1024 || n > 65535)
        return {
            why: `${written} publishes the host port ${n}; the step's network forwards ports 1024-65535 only: publish it on one of those (${n + 10000}:${containerPort}, say)`,
        };
    if (n === _network_js__WEBPACK_IMPORTED_MODULE_0__/* .EGRESS_PORT */ .yA)
        return {
            why: `${written} publishes the host port ${n}, where Ralph's egress proxy listens inside the step's network: publish it on another one`,
        };
    return { entry: `localhost:${n}` };
}
/** The `network` entries that reach a job's services, and what of them cannot be reached. */
function serviceNetwork(services) {
    const out = { entries: [], leftOut: [] };
    for (const [id, service] of Object.entries(services ?? {})) {
        const ports = service?.ports;
        const list = Array.isArray(ports) ? ports : ports === undefined || ports === null ? [] : [ports];
        if (list.length === 0) {
            out.leftOut.push(`${id} publishes no ports: it is not on the runner's loopback (only a job in a container reaches it by name), so no step reaches it`);
            continue;
        }
        for (const port of list) {
            const r = servicePortEntry(id, port);
            if ('entry' in r) {
                if (!out.entries.includes(r.entry))
                    out.entries.push(r.entry);
            }
            else
                out.leftOut.push(`${id}: ${r.why}`);
        }
    }
    return out;
}


/***/ }),

/***/ 1679:
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5156);
/* harmony import */ var _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6276);
/* harmony import */ var _attempt_outcomes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(599);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2807);
/* harmony import */ var _plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4929);
/* harmony import */ var _plan_problem_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1215);
/* harmony import */ var _prompt_prompt_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7556);
/* harmony import */ var _artifact_names_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9907);
// What travels between the jobs of a run (docs/ARCHITECTURE.md#trust). The schedule job (read-only, runs no
// agent) decides each task job's anchors and hands them on as the matrix entry; the task job
// (runs the agent and the gates, holds no write credential) hands back one attempt artifact;
// the writer job trusts the anchors, and takes from the artifact only what an untrusted job
// may say: the agent's outcome, the gate results and a patch it validates itself.







const sha = zod__WEBPACK_IMPORTED_MODULE_5__.string().regex(/^[0-9a-f]{40}$/, 'a full commit sha');
const id = zod__WEBPACK_IMPORTED_MODULE_5__.string().superRefine((value, ctx) => {
    const unsafe = (0,_plan_problem_js__WEBPACK_IMPORTED_MODULE_6__/* .unsafeIdReason */ .wg)(value);
    if (unsafe)
        ctx.addIssue({ code: 'custom', message: unsafe });
});
/** One matrix entry: a task job's anchors. */
const MatrixEntrySchema = zod__WEBPACK_IMPORTED_MODULE_5__.object({
    spec: id,
    task: id,
    /** The attempt's number: the task's attempts on its branch so far, plus one. */
    attempt: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().positive(),
    branch: zod__WEBPACK_IMPORTED_MODULE_5__.string().min(1),
    base: zod__WEBPACK_IMPORTED_MODULE_5__.string().min(1),
    /** The commit the job checks out: the spec branch's tip, or the base's when the branch is new. */
    start: sha,
    /** The base's tip when scheduled; merged into `start` first when `start` does not contain it. */
    'base-sha': sha,
    complexity: zod__WEBPACK_IMPORTED_MODULE_5__.string().optional(),
    'max-turns': zod__WEBPACK_IMPORTED_MODULE_5__.number().int().positive(),
    'timeout-minutes': zod__WEBPACK_IMPORTED_MODULE_5__.number().positive(),
    'job-timeout-minutes': zod__WEBPACK_IMPORTED_MODULE_5__.number().positive().optional(),
    /** The name this attempt's artifact is uploaded under. */
    artifact: zod__WEBPACK_IMPORTED_MODULE_5__.string().min(1),
    /** The previous attempt's artifact and run, for its retry context ('' when none). */
    'retry-artifact': zod__WEBPACK_IMPORTED_MODULE_5__.string(),
    'retry-run-id': zod__WEBPACK_IMPORTED_MODULE_5__.union([zod__WEBPACK_IMPORTED_MODULE_5__.string(), zod__WEBPACK_IMPORTED_MODULE_5__.number()]).transform(String),
    /**
     * The leg's agent as the schedule job resolved it (agent-routing.ts): the provider whose CLI
     * the job installs and runs, and the model ('' for the CLI's default). Absent in a matrix
     * written by an older Ralph: the task job then resolves them from the plan.
     */
    provider: zod__WEBPACK_IMPORTED_MODULE_5__["enum"](_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .PROVIDER_NAMES */ .xd).optional(),
    model: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(200).optional(),
});
const MatrixSchema = zod__WEBPACK_IMPORTED_MODULE_5__.object({ include: zod__WEBPACK_IMPORTED_MODULE_5__.array(MatrixEntrySchema) });
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
const AttemptReportSchema = zod__WEBPACK_IMPORTED_MODULE_5__.object({
    version: zod__WEBPACK_IMPORTED_MODULE_5__.literal(1),
    spec: zod__WEBPACK_IMPORTED_MODULE_5__.string(),
    task: zod__WEBPACK_IMPORTED_MODULE_5__.string(),
    attempt: zod__WEBPACK_IMPORTED_MODULE_5__.number().int(),
    /** The run step found this attempt already recorded on the spec branch (a re-run): nothing ran. */
    alreadyRecorded: zod__WEBPACK_IMPORTED_MODULE_5__.boolean().optional(),
    /** The run step stopped before the agent ran (a configuration error): no attempt to record. */
    setupError: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(2_000).optional(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(40),
    finishedAt: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(40),
    agent: zod__WEBPACK_IMPORTED_MODULE_5__.object({
        outcome: _attempt_outcomes_js__WEBPACK_IMPORTED_MODULE_1__/* .AgentOutcomeSchema */ .$7,
        reason: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(8_000).optional(),
        interrupted: zod__WEBPACK_IMPORTED_MODULE_5__.boolean().optional(),
        exitCode: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().nullable(),
        durationMs: zod__WEBPACK_IMPORTED_MODULE_5__.number().nonnegative(),
        turns: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().nonnegative().optional(),
        inputTokens: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().nonnegative().optional(),
        outputTokens: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().nonnegative().optional(),
        costUsd: zod__WEBPACK_IMPORTED_MODULE_5__.number().nonnegative().optional(),
        /** The provider, the model asked for and the prompt's size, for `ralph report`. */
        provider: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(100).optional(),
        model: zod__WEBPACK_IMPORTED_MODULE_5__.string().max(200).optional(),
        promptBytes: zod__WEBPACK_IMPORTED_MODULE_5__.number().int().nonnegative().optional(),
    }),
    claimProblems: zod__WEBPACK_IMPORTED_MODULE_5__.array(zod__WEBPACK_IMPORTED_MODULE_5__.string().max(2_000)).max(50),
    gates: zod__WEBPACK_IMPORTED_MODULE_5__.array(_attempt_outcomes_js__WEBPACK_IMPORTED_MODULE_1__/* .GateResultSchema */ .ui).max(100),
    /** Whether `work.patch` beside it holds the attempt's change (git diff --binary). */
    patch: zod__WEBPACK_IMPORTED_MODULE_5__.boolean(),
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
    const task = (0,_prompt_prompt_js__WEBPACK_IMPORTED_MODULE_4__/* .findTask */ .VX)(plan, entry.task)?.task;
    if (!task)
        return undefined;
    if (task.attempts?.some((a) => a.number === entry.attempt))
        return `attempt ${entry.attempt} of ${entry.task} is recorded on ${entry.branch} already`;
    if ((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_3__/* .isDone */ .$L)(task.status) || task.status === 'blocked')
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
        ...(0,_attempt_outcomes_js__WEBPACK_IMPORTED_MODULE_1__/* .agentUsage */ .hc)(a),
    };
}


/***/ }),

/***/ 9569:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RQ: () => (/* binding */ AGENT_SETUPS),
/* harmony export */   _s: () => (/* binding */ setUpCommitCommand),
/* harmony export */   a4: () => (/* binding */ agentSetups),
/* harmony export */   aR: () => (/* binding */ PULL_REQUEST_TYPES),
/* harmony export */   cn: () => (/* binding */ renderWorkflow),
/* harmony export */   fd: () => (/* binding */ gateStepId),
/* harmony export */   gk: () => (/* binding */ RALPH_WORKFLOW_PATH),
/* harmony export */   kg: () => (/* binding */ RECORD_STATE)
/* harmony export */ });
/* unused harmony export DEFAULT_ACTION_REF */
/* harmony import */ var _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6276);
/* harmony import */ var _shell_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8772);
/* harmony import */ var _service_network_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6094);
/* harmony import */ var _task_job_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1679);
// Ralph's workflow (docs/ARCHITECTURE.md#trust) as text: a read-only schedule job, a matrix job per task with
// one step per gate and no write credential, and one writer job; least-privilege permissions
// per job. `ralph init` writes it tailored to a repository, and
// this repository ships the default one (`.github/workflows/ralph.yml`).




const DEFAULT_ACTION_REF = 'ralph-ci/ralph@v0';
const AGENT_SETUPS = {
    claude: {
        provider: 'claude',
        install: 'npm install -g @anthropic-ai/claude-code',
        secrets: ['ANTHROPIC_API_KEY'],
    },
    codex: { provider: 'codex', install: 'npm install -g @openai/codex', secrets: ['OPENAI_API_KEY'] },
    gemini: { provider: 'gemini', install: 'npm install -g @google/gemini-cli', secrets: ['GEMINI_API_KEY'] },
    opencode: { provider: 'opencode', install: 'npm install -g opencode-ai', secrets: ['ANTHROPIC_API_KEY'] },
    command: { provider: 'command', secrets: [] },
};
/**
 * A YAML scalar: plain when that is unambiguous (words of safe characters separated by single
 * spaces, not starting with an indicator, not reading as a boolean, null or number), else quoted.
 */
const q = (s) => /^(?:[\w./]|-(?=[\w./]))[\w./@+=-]*(?: [\w./@+=-]+)*$/.test(s) &&
    !/^(true|false|null|yes|no|on|off|y|n|[-+.]?\d.*|[-+]?\.(inf|nan))$/i.test(s)
    ? s
    : JSON.stringify(s);
function withBlock(entries, indent) {
    const lines = Object.entries(entries).filter(([, v]) => v !== undefined);
    if (lines.length === 0)
        return [];
    return [`${indent}with:`, ...lines.map(([k, v]) => `${indent}  ${k}: ${v}`)];
}
function envBlock(env, indent) {
    const entries = Object.entries(env);
    if (entries.length === 0)
        return [];
    return [`${indent}env:`, ...entries.map(([k, v]) => `${indent}  ${k}: ${q(v)}`)];
}
/** The task job's `services:` block, from the CI's check jobs (JSON is YAML: one line each). */
function servicesBlock(services) {
    const entries = Object.entries(services ?? {});
    if (entries.length === 0)
        return '';
    return `    services:\n${entries.map(([k, v]) => `      ${q(k)}: ${JSON.stringify(v)}`).join('\n')}\n`;
}
function gateStepId(name) {
    return `gate-${name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}`;
}
/** The repository's setup steps in the task job, before the agent is installed. */
function setupStepLines(opts, ref) {
    const s = '      ';
    const setup = [];
    for (const step of opts.setupSteps ?? []) {
        setup.push(`${s}- name: ${q(step.name)}`);
        if (step.run && step.repoCode) {
            setup.push(`${s}  uses: ${ref}`, ...withBlock({ command: 'setup', run: q(step.run), network: servicePorts(opts), 'github-token': '""' }, `${s}  `));
            setup.push(...envBlock({ ...opts.servicePorts, ...step.env }, `${s}  `));
            continue;
        }
        if (step.uses)
            setup.push(`${s}  uses: ${step.uses}`);
        if (step.with)
            setup.push(...withBlock(Object.fromEntries(Object.entries(step.with).map(([k, v]) => [k, q(v)])), `${s}  `));
        if (step.run)
            setup.push(`${s}  run: ${q(step.run)}`);
        if (step.env)
            setup.push(...envBlock(step.env, `${s}  `));
    }
    return setup;
}
/**
 * The `network` input of the Ralph steps that run the repository's code, when the task job has
 * services (the CI's databases): they publish their ports on the runner's loopback, which a
 * sandboxed step's own network cannot reach (docs/ARCHITECTURE.md#trust), so the input forwards
 * those ports, and only those, into it (service-network.ts); init says what is left out.
 */
function servicePorts(opts) {
    const { entries } = (0,_service_network_js__WEBPACK_IMPORTED_MODULE_1__/* .serviceNetwork */ .a)(opts.services);
    return entries.length > 0 ? q(entries.join(', ')) : undefined;
}
/** One step per gate in the task job, each run only when the agent said it is done. */
function gateStepLines(opts, ref, planInput) {
    const s = '      ';
    const gateSteps = [];
    for (const gate of opts.gates) {
        gateSteps.push(`${s}- name: ${q(`Gate: ${gate.name}`)}`, `${s}  id: ${gateStepId(gate.name)}`, `${s}  if: steps.run.outputs.outcome == 'done'`, `${s}  uses: ${ref}`, ...withBlock({
            command: 'gate',
            gate: q(gate.name),
            // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
            gates: '${{ needs.schedule.outputs.gates }}',
            plan: planInput,
            network: servicePorts(opts),
            'github-token': '""',
        }, `${s}  `), ...envBlock({ ...opts.servicePorts }, `${s}  `));
    }
    return gateSteps;
}
/** The setups of the providers the workflow serves, known ones only, each once, in name order. */
function agentSetups(opts) {
    const names = opts.providers ?? [opts.agent ?? _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_PROVIDER */ .Gr];
    return [...new Set(names)]
        .sort()
        .map((name) => AGENT_SETUPS[name])
        .filter((a) => a !== undefined);
}
/** `matrix.provider == 'a' || matrix.provider == 'b'`: the legs that run one of these providers. */
function legsOf(providers) {
    return providers.map((p) => `matrix.provider == '${p}'`).join(' || ');
}
/**
 * One install step per provider with a CLI, each run only on the legs whose matrix entry names
 * that provider: a leg installs the CLI it runs and no other.
 */
function installStepLines(agents) {
    return agents
        .filter((a) => a.install)
        .map((a) => `      - name: ${q(`Install the agent (${a.provider})`)}\n        if: ${legsOf([a.provider])}\n        run: ${a.install}\n`)
        .join('');
}
/**
 * The run step's secrets: each one the providers' CLIs need, set only on the legs whose provider
 * needs it (empty on the others), so a leg's CLI holds no key another provider's CLI uses. A
 * `command` leg runs the user's own program, which may call any of them: it gets them all. When
 * every leg may have a secret, it is passed plainly.
 */
function agentSecretLines(agents, indent) {
    const users = new Map();
    for (const a of agents)
        for (const name of a.secrets)
            users.set(name, [...(users.get(name) ?? []), a.provider]);
    return [...users].map(([name, providers]) => {
        const legs = [...providers, 'command'];
        if (agents.every((a) => legs.includes(a.provider)))
            return `${indent}${name}: \${{ secrets.${name} }}`;
        return `${indent}${name}: \${{ (${legsOf(legs)}) && secrets.${name} || '' }}`;
    });
}
/**
 * The pull request events Ralph listens to: closed (a merged spec pull request) and reopened.
 * Without `types` GitHub sends only opened, synchronize and reopened.
 */
const PULL_REQUEST_TYPES = ['closed', 'reopened'];
/** The comment at the top, the triggers, the concurrency group and the empty default permissions. */
function workflowHead(r) {
    const { opts, maxParallel } = r;
    return `# Ralph: advances implementation.json one task per job on every run.
# Written by \`ralph init\`; \`ralph init --check\` says what to change when it no longer fits the plan.
#
# The jobs are split by trust (Ralph's docs/security.md): \`commands\` applies what people asked
# (/ralph comments, reviews) to the plan; \`schedule\` reads the plan; each \`task\` job runs the
# agent and the gates with a read-only token and hands back one artifact; \`finalize\`, the
# run's writer, runs no code from the repository or the artifacts: it checks each attempt's
# patch, commits it to the spec's branch and opens or updates the pull request. \`listen\`
# answers a comment or review at once and wakes the next run. No job but \`task\` runs an agent.
name: Ralph

on:
  schedule:
    - cron: ${q(opts.cron ?? '17 */3 * * *')}
  # Ralph listens: a /ralph comment, a review requesting changes on a spec pull request, a
  # merged or reopened spec pull request. The listen job answers at once and wakes the next run.
  issue_comment:
    types: [created]
  pull_request_review:
    types: [submitted]
  pull_request:
    types: [${PULL_REQUEST_TYPES.join(', ')}]
  workflow_dispatch:
    inputs:
      spec-id:
        description: Only tasks of this spec
        type: string
        default: ""
      task-id:
        description: Only this task
        type: string
        default: ""
      max-parallel:
        description: At most this many task jobs
        type: string
        default: "${maxParallel}"
      dry-run:
        description: Schedule and summarise, run nothing
        type: boolean
        default: false

# Runs never overlap, so two runs never work the same spec; the listen job of an event is
# outside that group, so it answers at once even while a run is busy.
concurrency:
  group: \${{ (github.event_name == 'schedule' || github.event_name == 'workflow_dispatch') && format('ralph-{0}', github.repository) || format('ralph-listen-{0}', github.run_id) }}
  cancel-in-progress: false

permissions: {}

jobs:
`;
}
/** The listen job: answers a comment or review at once and wakes the next run. */
function listenJob(r) {
    const { ref } = r;
    return `  listen:
    # Only what may concern Ralph starts a runner: a comment that mentions /ralph, a review
    # that requests changes, a merged or reopened pull request. The step decides the rest.
    if: >-
      (github.event_name == 'issue_comment' && contains(github.event.comment.body, '/ralph')) ||
      (github.event_name == 'pull_request_review' && github.event.review.state == 'changes_requested') ||
      (github.event_name == 'pull_request' && (github.event.pull_request.merged || github.event.action == 'reopened'))
    runs-on: ubuntu-latest
    timeout-minutes: 5
    permissions:
      issues: write # react to a command, answer someone without write access
      pull-requests: write # answer on a spec pull request
      actions: write # wake the next run
    steps:
      - name: Hear the event
        id: listen
        uses: ${ref}
        with:
          command: listen

`;
}
/** The commands job: applies what people asked since the last run to the plan. */
function commandsJob(r) {
    const { ref, planLine } = r;
    return `  commands:
    if: github.event_name == 'schedule' || github.event_name == 'workflow_dispatch'
    runs-on: ubuntu-latest
    timeout-minutes: 10
    # What people asked since the last run, read from GitHub: retry, skip, status, reviews.
    permissions:
      contents: write # the plan on the spec branches
      issues: write # the replies
      pull-requests: write # read reviews, answer on spec pull requests
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
          persist-credentials: false
      - name: Handle commands and reviews
        id: commands
        uses: ${ref}
        with:
          command: commands
${planLine}
`;
}
/** The schedule job: reads the plan and hands the matrix and the gates on. */
function scheduleJob(r) {
    const { ref, planLine, maxParallel } = r;
    return `  schedule:
    needs: commands
    # After the commands job, also when it failed: the plan still goes on.
    if: \${{ !cancelled() && (github.event_name == 'schedule' || github.event_name == 'workflow_dispatch') }}
    runs-on: ubuntu-latest
    timeout-minutes: 10
    permissions:
      contents: read
    outputs:
      matrix: \${{ steps.schedule.outputs.matrix }}
      gates: \${{ steps.schedule.outputs.gates }}
      has-work: \${{ steps.schedule.outputs.has-work }}
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
          persist-credentials: false
      - id: schedule
        uses: ${ref}
        with:
          command: schedule
${planLine}          # A scheduled run has no inputs: these fall back to the defaults.
          spec-id: \${{ inputs.spec-id }}
          task-id: \${{ inputs.task-id }}
          max-parallel: \${{ inputs.max-parallel || '${maxParallel}' }}
          dry-run: \${{ inputs.dry-run == true }}
      # Two or more artifacts, so the writer's download gives each its own folder.
      - name: The schedule, for the writer
        uses: actions/upload-artifact@v4
        with:
          name: ${_task_job_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEDULE_ARTIFACT */ .P2}
          path: \${{ runner.temp }}/ralph/schedule
          retention-days: 14
          overwrite: true

`;
}
/** The task job: runs the agent and the gates with a read-only token, one matrix entry each. */
function taskJob(r) {
    const { ref, planLine, maxParallel, setup, gateSteps, agentEnv } = r;
    return `  task:
    needs: schedule
    # !cancelled(): a job's \`if\` implies success() over every ancestor, so without it a failed
    # commands job would skip every task job.
    if: \${{ !cancelled() && needs.schedule.result == 'success' && needs.schedule.outputs.has-work == 'true' }}
    name: \${{ matrix.spec }} / \${{ matrix.task }}
    runs-on: ubuntu-latest
    timeout-minutes: \${{ matrix.job-timeout-minutes }}
${servicesBlock(r.opts.services)}    # The agent's job holds no write credential at any step.
    permissions:
      contents: read
      actions: read # download the previous attempt's artifact
    strategy:
      fail-fast: false
      max-parallel: ${maxParallel}
      matrix: \${{ fromJSON(needs.schedule.outputs.matrix) }}
    steps:
      - uses: actions/checkout@v4
        with:
          ref: \${{ matrix.start }}
          fetch-depth: 0
          persist-credentials: false
${setup.length > 0 ? `${setup.join('\n')}\n` : ''}${installStepLines(r.agents)}      - name: Previous attempt
        if: matrix.retry-artifact != ''
        continue-on-error: true
        uses: actions/download-artifact@v4
        with:
          name: \${{ matrix.retry-artifact }}
          run-id: \${{ matrix.retry-run-id }}
          github-token: \${{ github.token }}
          path: \${{ runner.temp }}/ralph/previous
      - name: Agent
        id: run
        uses: ${ref}
        with:
          command: run
${planLine}          task: \${{ toJSON(matrix) }}
${servicePorts(r.opts) ? `          network: ${servicePorts(r.opts)} # the services' ports on the runner's loopback\n` : ''}          github-token: ""
${agentEnv.length > 0 ? `        env:\n${agentEnv.join('\n')}\n` : ''}${gateSteps.length > 0 ? `${gateSteps.join('\n')}\n` : ''}      - name: Record the attempt
        id: record
        if: \${{ !cancelled() && steps.run.outcome != 'skipped' }}
        uses: ${ref}
        with:
          command: record
${planLine}          task: \${{ toJSON(matrix) }}
          gates: \${{ needs.schedule.outputs.gates }}
          github-token: ""
      - name: Upload the attempt
        # Not when a re-run found the attempt recorded: its artifact is the retry context.
        if: \${{ !cancelled() && steps.record.outcome == 'success' && steps.record.outputs.record-state != 'already-recorded' }}
        uses: actions/upload-artifact@v4
        with:
          name: \${{ matrix.artifact }}
          path: \${{ runner.temp }}/ralph/attempt
          retention-days: 14
          overwrite: true

`;
}
/** The finalize job, the run's writer. */
function finalizeJob(r) {
    const { opts, ref, planLine } = r;
    return `  finalize:
    needs: [schedule, task]
    # Also after failed task jobs (a failed gate is an attempt to record); not in a cancelled run.
    if: \${{ !cancelled() && needs.schedule.result == 'success' && inputs.dry-run != true }}
    runs-on: ubuntu-latest
    timeout-minutes: 15
    # The one job that writes. It runs no code from the repository or the artifacts.
    permissions:
      contents: write # commit each attempt to its spec branch
      pull-requests: write # open or update one pull request per spec
      issues: write # comment on blocked tasks
      actions: write # read this run's artifacts; dispatch the next run
${opts.autoMerge ? "      checks: read # auto-merge: the pull request's checks\n      statuses: read # auto-merge: its commit statuses\n" : ''}    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
          persist-credentials: false
      - name: This run's attempts
        id: attempts
        uses: actions/download-artifact@v4
        with:
          pattern: ${q(_task_job_js__WEBPACK_IMPORTED_MODULE_2__/* .ATTEMPT_ARTIFACT_PATTERN */ .UD)}
          path: \${{ runner.temp }}/ralph/attempts
      - name: Record, squash, pull requests
        id: finalize
        uses: ${ref}
        with:
          command: finalize
${planLine}          matrix: \${{ needs.schedule.outputs.matrix }}
          # A skipped task job ran nothing: the writer records no attempt for it.
          task-result: \${{ needs.task.result }}
          dispatch-next: "true"
${opts.autoMerge ? '          auto-merge: "true"\n' : ''}`;
}
function renderWorkflow(opts) {
    const ref = opts.actionRef ?? DEFAULT_ACTION_REF;
    const agents = agentSetups(opts);
    const planInput = opts.plan && opts.plan !== 'implementation.json' ? q(opts.plan) : undefined;
    const s = '      ';
    const r = {
        opts,
        ref,
        agents,
        planInput,
        planLine: planInput ? `          plan: ${planInput}\n` : '',
        maxParallel: opts.maxParallel ?? 4,
        setup: setupStepLines(opts, ref),
        gateSteps: gateStepLines(opts, ref, planInput),
        agentEnv: [
            ...agentSecretLines(agents, `${s}    `),
            ...envBlock({ ...opts.servicePorts }, `${s}  `).slice(1),
        ],
    };
    return [workflowHead, listenJob, commandsJob, scheduleJob, taskJob, finalizeJob]
        .map((part) => part(r))
        .join('');
}
/**
 * The record step's `record-state` output: what it wrote. The attempt's verdict is its own
 * output, `outcome`, set only for `attempt`; the upload step skips `already-recorded`.
 */
const RECORD_STATE = {
    attempt: 'attempt',
    alreadyRecorded: 'already-recorded',
    setupError: 'setup-error',
};
/** Where `ralph init` writes the workflow, relative to the project root. */
const RALPH_WORKFLOW_PATH = '.github/workflows/ralph.yml';
/** The command that commits what `ralph init` wrote (the plan, the workflow), as it runs when pasted. */
function setUpCommitCommand(paths) {
    return `${(0,_shell_js__WEBPACK_IMPORTED_MODULE_3__/* .shellCommand */ .q)(['git', 'add', ...paths])} && ${(0,_shell_js__WEBPACK_IMPORTED_MODULE_3__/* .shellCommand */ .q)(['git', 'commit', '-m', 'Set up Ralph'])}`;
}


/***/ })

};
