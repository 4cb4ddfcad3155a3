export const id = 8302;
export const ids = [8302];
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

/***/ 9488:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HQ: () => (/* binding */ localBaseline),
/* harmony export */   aB: () => (/* binding */ setupProblemIn),
/* harmony export */   iW: () => (/* binding */ checkBaseline)
/* harmony export */ });
/* unused harmony export BASELINE_CACHE */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _adapters_gates_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6793);
/* harmony import */ var _core_baseline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5995);
// The baseline run (docs/ARCHITECTURE.md#gates), shared by `ralph build` and the CI task job: the plan's required
// gates on the untouched start tree, before the first agent, each cached by the tree it ran on
// and its command, so it runs once per start commit. What the gates write there is put back.
// The verdicts and messages are core/baseline.ts's.




/** Cache entries kept: a few start commits' worth of gates. */
const CACHE_LIMIT = 200;
function readCache(file) {
    const empty = { version: 1, entries: {} };
    if (!file || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
        return empty;
    try {
        const value = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
        // A cache Ralph cannot read is a cache it does not have: the gates run again.
        return value?.version === 1 && value.entries && typeof value.entries === 'object' ? value : empty;
    }
    catch {
        return empty;
    }
}
function writeCache(file, cache) {
    const entries = Object.entries(cache.entries)
        .sort(([, a], [, b]) => b.checkedAt.localeCompare(a.checkedAt))
        .slice(0, CACHE_LIMIT);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync)(tmp, `${JSON.stringify({ version: 1, entries: Object.fromEntries(entries) }, null, 2)}\n`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, file);
}
/**
 * Runs the plan's required gates on the work tree as it is (the untouched start commit, HEAD),
 * each unless the cache has it for this tree and command. A gate that fails there (a known-red
 * `no-new-failures` gate excepted), times out or misses its tool is a setup problem: said in
 * `problem`, never cached, so the next run checks again. Optional gates do not run: they decide
 * nothing.
 */
async function checkBaseline(git, o) {
    const required = o.gates.filter((g) => g.required !== false);
    const baseline = { commit: '', tree: '', gates: {}, ran: [], cacheFile: o.cacheFile };
    if (required.length === 0)
        return baseline;
    baseline.commit = await git.head();
    baseline.tree = await git.out(['rev-parse', 'HEAD^{tree}']);
    const cache = readCache(o.cacheFile);
    const problems = [];
    let cached = 0;
    for (const gate of required) {
        const key = (0,_core_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineKey */ .x2)(baseline.tree, gate);
        const hit = cache.entries[key];
        if (hit) {
            baseline.gates[gate.name] = { ...pick(hit), fresh: false };
            cached++;
            continue;
        }
        if (o.signal?.aborted)
            break;
        const result = await (0,_adapters_gates_js__WEBPACK_IMPORTED_MODULE_2__/* .runGate */ .Rg)(gate, {
            cwd: o.root,
            env: { ...o.env, RALPH_BASELINE: '1' },
            logDir: o.logDir,
            signal: o.signal,
            runAs: o.runAs,
            network: o.network,
        });
        baseline.ran.push(gate.name);
        if (!o.signal?.aborted)
            o.onResult?.(result);
        // Even when stopped: the tree goes back as it was.
        await putBack(git, gate, baseline.commit, o);
        if (o.signal?.aborted)
            break;
        const problem = (0,_core_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineProblem */ .FM)(gate, result, baseline.commit);
        if (problem) {
            problems.push(problem);
            continue;
        }
        const entry = {
            name: gate.name,
            command: gate.command,
            exitCode: result.passed ? 0 : result.exitCode,
            ...(result.passed ? {} : { failures: (0,_core_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .failureRecord */ .sL)((0,_adapters_gates_js__WEBPACK_IMPORTED_MODULE_2__/* .gateOutput */ .TY)(result)) }),
        };
        if (!result.passed)
            o.onNote?.(`gate "${gate.name}" fails on the untouched tree (exit ${result.exitCode}, ${(0,_core_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(Object.keys(entry.failures ?? {}).length, 'distinct failure line')}); "baseline": "no-new-failures" accepts these, and an attempt fails it only with new ones`);
        baseline.gates[gate.name] = { ...entry, fresh: true };
        cache.entries[key] = { ...entry, commit: baseline.commit, checkedAt: new Date().toISOString() };
    }
    if (o.signal?.aborted)
        baseline.interrupted = true;
    if (problems.length > 0)
        baseline.problem = problems.join('\n\n');
    if (o.cacheFile && baseline.ran.length > 0)
        writeCache(o.cacheFile, cache);
    if (cached > 0)
        o.onNote?.(`baseline: ${(0,_core_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(cached, 'gate')} already checked on this tree (${baseline.commit.slice(0, 7)}), not run again (${o.cacheFile ?? 'the cache'})`);
    return baseline;
}
function pick(e) {
    return {
        name: e.name,
        command: e.command,
        exitCode: e.exitCode,
        ...(e.failures ? { failures: e.failures } : {}),
    };
}
/**
 * What a baseline gate wrote to the tree (a formatter, a build into a tracked folder) is put
 * back: the agent starts from the commit as it is, and only its own changes are its work.
 */
async function putBack(git, gate, commit, o) {
    const wrote = (await git.changedPaths()).filter((p) => !o.changedBefore?.has(p));
    if (wrote.length === 0)
        return;
    // A few git processes for any number of files (a formatter may rewrite hundreds): what the
    // commit has is checked out again, what it lacks is removed. Paths are names, not patterns:
    // a file a gate named `*.txt` must not take other files with it.
    for (let i = 0; i < wrote.length; i += 500) {
        const paths = wrote.slice(i, i + 500);
        const listed = await git.out([
            '--literal-pathspecs',
            'ls-tree',
            '-r',
            '-z',
            '--name-only',
            commit,
            '--',
            ...paths,
        ]);
        const tracked = listed.split('\0').filter(Boolean);
        const known = new Set(tracked);
        const untracked = paths.filter((p) => !known.has(p));
        if (tracked.length > 0)
            await git.exec(['--literal-pathspecs', 'checkout', commit, '--', ...tracked]);
        if (untracked.length > 0) {
            await git.exec([
                '--literal-pathspecs',
                'rm',
                '-r',
                '-f',
                '--quiet',
                '--cached',
                '--ignore-unmatch',
                '--',
                ...untracked,
            ]);
            await git.exec(['--literal-pathspecs', 'clean', '-fdq', '--', ...untracked]);
        }
    }
    (o.onWarning ?? o.onNote)?.(`gate "${gate.name}" changed ${(0,_core_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .count */ .U9)(wrote.length, 'file')} on the untouched tree (${wrote.slice(0, 5).join(', ')}${wrote.length > 5 ? ', ...' : ''}); Ralph put them back. Run formatters and fixers as gates in check mode.`);
}
/**
 * The setup problem among an attempt's gate results (a required gate's missing tool), judged
 * with what the same gate did on the untouched tree in this build or job; undefined when the
 * results are the attempt's to answer for. A cached baseline entry of a gate whose tool is now
 * missing is dropped from the cache, so the next run checks the tree again.
 */
function setupProblemIn(results, baseline) {
    for (const r of results) {
        const entry = baseline?.gates[r.name];
        const problem = (0,_core_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptSetupProblem */ .eF)(r, entry?.fresh && entry.command === r.command ? entry : undefined);
        if (!problem)
            continue;
        if (baseline?.cacheFile && entry) {
            const cache = readCache(baseline.cacheFile);
            delete cache.entries[(0,_core_baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineKey */ .x2)(baseline.tree, r)];
            writeCache(baseline.cacheFile, cache);
        }
        return problem;
    }
    return undefined;
}
/** Where `ralph build` keeps the baseline cache, under the project's `.ralph/`. */
const BASELINE_CACHE = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)('.ralph', 'baseline.json');
/**
 * `ralph build`'s baseline: checkBaseline on the tree it starts from, cached in
 * `.ralph/baseline.json`, each gate's log under `.ralph/logs/baseline/`, each result said.
 */
function localBaseline(git, o) {
    return checkBaseline(git, {
        root: o.root,
        gates: o.gates,
        env: o.env,
        signal: o.signal,
        cacheFile: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(o.stateRoot, BASELINE_CACHE),
        logDir: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(o.stateRoot, '.ralph', 'logs', 'baseline'),
        onNote: o.onNote,
        onResult: (r) => o.onNote(`baseline: gate "${r.name}" ${r.passed ? 'passed' : `failed (exit ${r.exitCode ?? 'none'}${r.timedOut ? ', timed out' : ''})`} on the untouched tree in ${(r.durationMs / 1000).toFixed(1)}s`),
    });
}


/***/ }),

/***/ 8111:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lu: () => (/* binding */ claimProblems),
/* harmony export */   XJ: () => (/* binding */ reclaimWorkTree),
/* harmony export */   ze: () => (/* binding */ takeHeadBack)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8224);
/* harmony import */ var _core_patch_rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8826);
// Checking an agent's done claim against the work tree (docs/ARCHITECTURE.md#agents, #trust): no change at all,
// a change to the plan or to protected paths, or a missing output artifact means not done.
// The plan file, protected paths and the branch are put back either way: the agent's edits
// there are refused, never committed.




/**
 * Takes the work tree back after untrusted code ran (the agent, or gates running its code):
 * HEAD on the attempt's branch at its start commit (commits the agent made are undone, their
 * changes kept for the checks), the plan file as it was before the agent, and protected paths
 * as at the start commit. Called after the agent and again right before Ralph commits, so no
 * edit to the plan, `.github/` or other protected paths is ever committed.
 */
async function reclaimWorkTree(git, g) {
    const problems = [];
    const notes = [];
    // The index is what Ralph commits from: one the agent wrote (a `git add`, an assume-unchanged
    // bit, even a `git status`) is read afresh from HEAD, keeping the files, so nothing staged or
    // hidden behind Ralph's back is trusted.
    const moved = await takeHeadBack(git, g, notes);
    if (moved || (g.index !== undefined && (await git.indexStamp()) !== g.index))
        await git.freshIndex();
    const planNow = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(g.planPath) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(g.planPath) : undefined;
    if (!planNow?.equals(g.planBefore)) {
        (0,_adapters_plan_file_js__WEBPACK_IMPORTED_MODULE_2__/* .writeAtomic */ .vZ)(g.planPath, g.planBefore.toString('utf8'));
        problems.push(`${planNow ? 'edited' : 'deleted'} the plan file ${g.planFile}; refused`);
    }
    // Read-only: a write would rewrite the whole index (megabytes in a large repository) for what
    // git re-read to refresh, the few files of the last commit, and the commit that follows writes
    // it anyway. Through the untracked cache, the listings git keeps are those of the last write;
    // a folder changed since is read again by each pass, which costs a few folders, not the tree.
    const cached = g.untrackedCache === true;
    const byAgent = (await git.changedPaths({ readOnly: true, untrackedCache: cached })).filter((p) => p !== g.planFile && !g.changedBefore.has(p));
    const refused = byAgent.filter((p) => (0,_core_patch_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .isProtected */ .bz)(p, g.protectedPaths));
    if (refused.length > 0) {
        await git.restorePaths(refused, g.startSha);
        problems.push(`changed protected paths (${refused.slice(0, 5).join(', ')}); refused`);
    }
    const changed = refused.length > 0 ? byAgent.filter((p) => !refused.includes(p)) : byAgent;
    if (g.index !== undefined)
        g.index = await git.indexStamp();
    return { problems, notes, changed };
}
/** HEAD back on the attempt's branch at its start commit; true when it had moved (also after the gates, gates.ts). */
async function takeHeadBack(git, g, notes) {
    const now = await git.headState();
    if (now.branch === g.branch && now.sha === g.startSha)
        return false;
    notes.push(now.branch !== g.branch
        ? `the agent left the branch ${g.branch}${now.branch ? ` for ${now.branch}` : ''}; Ralph went back to it`
        : 'the agent made commits; Ralph undid them and kept their changes for the checks');
    await git.exec(['update-ref', `refs/heads/${g.branch}`, g.startSha]);
    await git.exec(['symbolic-ref', 'HEAD', `refs/heads/${g.branch}`]);
    return true;
}
/** What is wrong with a done claim beyond refused edits: no change at all, missing output artifacts. */
function claimProblems(root, reclaimed, outputArtifacts) {
    const problems = reclaimed.problems.map((p) => `the agent ${p}`);
    if (reclaimed.changed.length === 0 && problems.length === 0)
        problems.push('the agent claimed done but changed no file');
    const missing = outputArtifacts.filter((a) => !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, a)));
    if (missing.length > 0)
        problems.push(`output artifacts missing: ${missing.join(', ')}`);
    return problems;
}


/***/ })

};
