export const id = 9604;
export const ids = [9604];
export const modules = {

/***/ 9604:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  WORKFLOW_PATH: () => (/* binding */ WORKFLOW_PATH),
  commandDifferences: () => (/* binding */ commandDifferences),
  gateDifferences: () => (/* binding */ gateDifferences),
  init: () => (/* binding */ init),
  projectReader: () => (/* binding */ projectReader),
  setupDifferences: () => (/* binding */ setupDifferences),
  templatePlan: () => (/* binding */ templatePlan),
  toolCheck: () => (/* binding */ toolCheck),
  workflowGateNames: () => (/* binding */ workflowGateNames),
  workflowSetupSteps: () => (/* binding */ workflowSetupSteps)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./build/adapters/git.js
var git = __webpack_require__(6689);
// EXTERNAL MODULE: ./build/adapters/plan-file.js + 1 modules
var plan_file = __webpack_require__(8224);
// EXTERNAL MODULE: ./build/adapters/project-root.js
var project_root = __webpack_require__(2757);
// EXTERNAL MODULE: ./build/core/checks.js + 2 modules
var checks = __webpack_require__(5563);
;// CONCATENATED MODULE: ./build/core/detect/shell.js
// Shell command lines as detection reads them: words as a POSIX shell splits them, the
// leading `NAME=value` assignments, and a `run:` script as separate commands.
/**
 * A command line split into words as a POSIX shell splits it: quotes group (`'--cfg docsrs'` is
 * one word, without its quotes), a backslash escapes the next character. No expansion.
 */
function shellWords(command) {
    const words = [];
    let word;
    let quote;
    for (let i = 0; i < command.length; i++) {
        const c = command[i];
        if (quote) {
            if (c === quote)
                quote = undefined;
            else if (c === '\\' && quote === '"' && i + 1 < command.length)
                word = `${word ?? ''}${command[++i] ?? ''}`;
            else
                word += c;
        }
        else if (c === "'" || c === '"') {
            quote = c;
            word ??= '';
        }
        else if (c === '\\' && i + 1 < command.length)
            word = (word ?? '') + command[++i];
        else if (/\s/.test(c)) {
            if (word !== undefined)
                words.push(word);
            word = undefined;
        }
        else
            word = (word ?? '') + c;
    }
    if (word !== undefined)
        words.push(word);
    return words;
}
/** The leading `NAME=value` assignments of a command line, as the shell reads them. */
function commandAssignments(command) {
    const out = {};
    for (const w of shellWords(command)) {
        const m = /^([A-Za-z_]\w*)=(.*)$/s.exec(w);
        if (!m)
            break;
        out[m[1]] = m[2];
    }
    return out;
}
/** The words of a command after any leading `NAME=value` assignments. */
function commandWords(command) {
    const words = shellWords(command);
    while (words.length > 0 && /^[A-Za-z_]\w*=/.test(words[0]))
        words.shift();
    return words;
}
function shellQuote(word) {
    return /^[\w./:=@+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
/** `K='v' command` for the step's literal env, so the gate runs as the CI step did. */
function withEnv(command, env) {
    const vars = Object.entries(env).filter(([, v]) => v !== '');
    if (vars.length === 0)
        return command;
    return `${vars.map(([k, v]) => `${k}=${shellQuote(v)}`).join(' ')} ${command}`;
}
/** A shell variable assignment alone (`x=1`, `dir="$(mktemp -d)"`): no command runs. */
function isAssignment(line) {
    return /^[A-Za-z_]\w*=(\S*|["'$].*["')])$/.test(line);
}
/**
 * A `run:` script as separate commands: continuation lines joined, `a && b` split, comments
 * out. After a `cd` the commands run elsewhere: each says where (`dir`). What runs inside a
 * shell block (if, for, while, case, a function) runs only sometimes or is plumbing: left out,
 * as are calls of the script's own functions.
 */
function shellLines(script) {
    const out = [];
    let dir;
    let depth = 0;
    const functions = new Set();
    for (const raw of script.replace(/\\\r?\n/g, ' ').split(/\r?\n/)) {
        const line = raw.trim();
        if (!line || line.startsWith('#') || /^set\s+[-+]/.test(line))
            continue;
        const fn = /^(?:function\s+)?([A-Za-z_][\w-]*)\s*\(\)\s*\{?\s*$/.exec(line)?.[1];
        if (fn !== undefined)
            functions.add(fn);
        const opens = fn !== undefined || /^(if|for|while|until|case)\b/.test(line) || /^\{$/.test(line);
        // `\b` after `}` never matches at a line's end: a lone brace is tested on its own.
        const closes = /^(fi|done|esac)\b|^\}(\s|;|$)/.test(line) || /;\s*(fi|done)$/.test(line);
        if (opens && closes)
            continue; // a one-line block: `if ...; then ...; fi`
        if (opens) {
            // A condition says when its commands run (a matrix shard, an OS): named, not read.
            if (depth === 0 && /^(if|case)\b/.test(line))
                out.push({ command: line, block: true });
            depth++;
            continue;
        }
        if (closes) {
            depth = Math.max(0, depth - 1);
            continue;
        }
        if (depth > 0 || functions.has(line.split(/\s+/)[0]))
            continue;
        for (const command of line.split(/\s+&&\s+/)) {
            const cd = /^cd\s+(\S+)\s*$/.exec(command)?.[1];
            if (cd !== undefined) {
                dir = /^(\.\/?|"?\$\{?GITHUB_WORKSPACE\}?"?)$/.test(cd) ? undefined : cd;
                continue;
            }
            out.push(dir === undefined ? { command } : { command, dir });
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./build/core/detect/types.js
function isRecord(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}

;// CONCATENATED MODULE: ./build/core/detect/ci.js
// The repository's CI as detection reads it: the workflows that check a change (on pull
// requests, else on pushes), their `run:` commands and `uses:` steps, following reusable
// workflows and composite actions of the repository.



const WORKFLOW_DIR = '.github/workflows';
/**
 * The commands and actions of the workflows that check a change: those that run on pull
 * requests, else those that run on pushes. Ralph's own workflow is not one of them. A job that
 * calls a reusable workflow of the repository, and a step that uses a local composite action,
 * are read where they lead.
 */
function readCi(reader) {
    const facts = { files: [], commands: [], actions: [], notes: [] };
    const files = reader
        .list(WORKFLOW_DIR)
        .filter((n) => /\.ya?ml$/.test(n))
        .sort()
        .map((n) => `${WORKFLOW_DIR}/${n}`);
    const parsed = [];
    for (const file of files) {
        const text = reader.read(file) ?? '';
        if (/uses:\s*['"]?[\w.-]+\/ralph@/.test(text))
            continue; // Ralph's own workflow
        const doc = readYaml(reader, file, facts);
        if (doc)
            parsed.push({ file, doc, on: triggers(doc.on ?? doc.true) });
    }
    const pr = parsed.filter((w) => w.on.has('pull_request'));
    const chosen = pr.length > 0 ? pr : parsed.filter((w) => w.on.has('push'));
    for (const { file, doc } of chosen) {
        const before = facts.commands.length;
        readWorkflow(reader, file, doc, facts, 0);
        // Only the workflows that run a command are named as read (not a review bot's, say).
        if (facts.commands.length > before)
            facts.files.push(file);
    }
    return facts;
}
/** How deep reusable workflows and composite actions are followed. */
const MAX_DEPTH = 2;
function readYaml(reader, file, facts) {
    const text = reader.read(file);
    if (text === undefined)
        return undefined;
    try {
        const doc = (0,dist/* parse */.qg)(text);
        return isRecord(doc) ? doc : undefined;
    }
    catch (e) {
        facts.notes.push(`${file} is not valid YAML (${e.message.split('\n')[0]}); not read`);
        return undefined;
    }
}
function readWorkflow(reader, file, doc, facts, depth) {
    const workflowEnv = literalEnv(doc.env);
    const jobs = isRecord(doc.jobs) ? doc.jobs : {};
    for (const [jobId, job] of Object.entries(jobs)) {
        if (!isRecord(job))
            continue;
        const source = `${file}, job ${jobId}`;
        if (typeof job.uses === 'string' && job.uses.startsWith('./')) {
            const called = job.uses.slice(2).split('@')[0];
            const calledDoc = depth < MAX_DEPTH ? readYaml(reader, called, facts) : undefined;
            if (calledDoc)
                readWorkflow(reader, called, calledDoc, facts, depth + 1);
            continue;
        }
        if (!Array.isArray(job.steps))
            continue;
        // A job that writes files and commits them (autofix.ci, an auto-commit action) fixes, it
        // does not check: its fixers and generators must never judge the agent's work.
        const writes = autofixStep(job.steps) ??
            (typeof doc.name === 'string' && /autofix/i.test(doc.name)
                ? `the workflow is named "${doc.name}"`
                : undefined);
        if (writes !== undefined) {
            facts.notes.push(`${source} writes files and commits them (${writes}): an autofix job, so none of its commands is a gate`);
            continue;
        }
        // Ralph's task job runs on Linux: a Windows-only job's lines are not for it.
        if (typeof job['runs-on'] === 'string' && /windows/i.test(job['runs-on']))
            continue;
        if (/^(pwsh|powershell|cmd|msys2)/.test(shellOf(job.defaults) ?? shellOf(doc.defaults) ?? ''))
            continue;
        if (isRecord(job.services) && Object.keys(job.services).length > 0)
            facts.notes.push(`${source} uses the services ${Object.keys(job.services).join(', ')}: Ralph's task job has none; add them to it by hand if the gates need them`);
        readSteps(reader, job.steps, facts, depth, {
            source,
            env: { ...workflowEnv, ...literalEnv(job.env) },
            dir: workingDirectory(job.defaults) ?? workingDirectory(doc.defaults),
            optional: job['continue-on-error'] === true,
        });
    }
}
function readSteps(reader, steps, facts, depth, job) {
    const { source } = job;
    for (const step of steps) {
        if (!isRecord(step))
            continue;
        if (typeof step.uses === 'string') {
            const action = step.uses.split('@')[0];
            const withs = {};
            if (isRecord(step.with))
                for (const [k, v] of Object.entries(step.with))
                    if (v !== null && typeof v !== 'object')
                        withs[k] = String(v);
            facts.actions.push({ action, uses: step.uses, with: withs, source });
            // The official action runs the linter itself: in the CI's order, it is this command.
            if (action === 'golangci/golangci-lint-action' && withs['install-only'] !== 'true') {
                const args = withs.args && !withs.args.includes('${{') ? ` ${withs.args}` : '';
                facts.commands.push({ command: `golangci-lint run${args}`, source, env: {} });
            }
            // A composite action of the repository: its steps, as if they were the job's.
            if (action.startsWith('./') && depth < MAX_DEPTH) {
                const dir = action.slice(2).replace(/\/+$/, '');
                const file = [`${dir}/action.yml`, `${dir}/action.yaml`].find((f) => reader.read(f) !== undefined);
                const doc = file ? readYaml(reader, file, facts) : undefined;
                const runs = doc && isRecord(doc.runs) ? doc.runs : undefined;
                if (runs && Array.isArray(runs.steps))
                    readSteps(reader, runs.steps, facts, depth + 1, job);
            }
            continue;
        }
        if (typeof step.run !== 'string')
            continue;
        // A step for when something failed (a report, an upload) checks nothing.
        if (typeof step.if === 'string' && /\b(failure|cancelled)\(\)/.test(step.if))
            continue;
        if (typeof step.shell === 'string' && /^(pwsh|powershell|cmd|msys2)/.test(step.shell))
            continue;
        const optional = step['continue-on-error'] === true || job.optional;
        const dir = typeof step['working-directory'] === 'string' ? step['working-directory'] : job.dir;
        if (dir !== undefined && dir.replace(/^\.\/?/, '') !== '') {
            facts.notes.push(`${source}: \`${firstLine(step.run)}\` runs in ${dir}, not the root; not a gate`);
            continue;
        }
        const stepEnv = literalEnv(step.env);
        const env = { ...job.env, ...stepEnv };
        for (const { command: line, dir: elsewhere, block } of shellLines(step.run)) {
            if (block) {
                facts.notes.push(`${source}: \`${brief(line)}\` ...: a shell condition; the commands in it are not gates`);
                continue;
            }
            if (elsewhere !== undefined) {
                if (QUIET.has(commandWords(line)[0] ?? ''))
                    continue;
                facts.notes.push(`${source}: \`${line}\` runs in ${elsewhere}, not the root; not a gate`);
                continue;
            }
            const command = line.replace(/\$\{\{\s*env\.(\w+)\s*\}\}/g, (m, name) => env[name] ?? m);
            facts.commands.push({
                command: command.replace(/\s+/g, ' ').trim(),
                source,
                env: stepEnv,
                jobEnv: job.env,
                ...(optional ? { optional } : {}),
            });
        }
    }
}
/** Actions that commit or push what the job changed. */
const COMMIT_ACTIONS = /^(autofix-ci\/action|stefanzweifel\/git-auto-commit-action|EndBug\/add-and-commit|peter-evans\/create-pull-request)$/;
/** The step that makes a job an autofix job (it commits or pushes what it changed), if any. */
function autofixStep(steps) {
    for (const step of steps) {
        if (!isRecord(step))
            continue;
        if (typeof step.uses === 'string' && COMMIT_ACTIONS.test(step.uses.split('@')[0]))
            return `uses ${step.uses.split('@')[0]}`;
        const git = typeof step.run === 'string' ? /\bgit\s+(commit|push)\b/.exec(step.run) : null;
        if (git)
            return `runs \`${git[0]}\``;
    }
    return undefined;
}
function shellOf(defaults) {
    const run = isRecord(defaults) && isRecord(defaults.run) ? defaults.run : undefined;
    return typeof run?.shell === 'string' ? run.shell : undefined;
}
function workingDirectory(defaults) {
    const run = isRecord(defaults) && isRecord(defaults.run) ? defaults.run : undefined;
    return typeof run?.['working-directory'] === 'string' ? run['working-directory'] : undefined;
}
function triggers(on) {
    if (typeof on === 'string')
        return new Set([on]);
    if (Array.isArray(on))
        return new Set(on.map(String));
    if (isRecord(on))
        return new Set(Object.keys(on));
    return new Set();
}
/** The `env:` entries whose values are plain (no expression), as strings. */
function literalEnv(env) {
    const out = {};
    if (!isRecord(env))
        return out;
    for (const [k, v] of Object.entries(env)) {
        if (v === null || v === undefined)
            out[k] = '';
        else if (typeof v !== 'object' && !String(v).includes('${{'))
            out[k] = String(v);
    }
    return out;
}
const firstLine = (s) => s.trim().split('\n')[0];
/** A line short enough for a note. */
const brief = (s) => (s.length > 80 ? `${s.slice(0, 77)}...` : s);
/**
 * First words of CI lines that are set-up, shell plumbing or reporting, never a check: left
 * out without a note, so the notes name only the lines a user may want as gates.
 */
const QUIET = new Set(('sudo apt-get apt brew choco rustup pip pipx corepack echo printf git gh cd export set unset if then ' +
    'else elif fi for do done while case esac mkdir cat ls tar curl wget rm cp mv chmod chown ln source . ' +
    'true false exit test which command type env').split(' '));

;// CONCATENATED MODULE: ./build/core/detect/make.js
// Makefiles: their targets, each target's recipe (for the checks a `make x` in the CI runs),
// and the make targets that are gates.

const MAKEFILES = ['GNUmakefile', 'makefile', 'Makefile'];
const MAKE_TARGETS = ['lint', 'test', 'build', 'check'];
const MAKE_GATE_NAMES = {
    lint: 'lint',
    test: 'test',
    build: 'build',
    check: 'check',
    fmt: 'format',
    format: 'format',
    vet: 'vet',
    typecheck: 'typecheck',
};
/** Explicit targets of a Makefile (`name:` at the start of a line; not `name := value`). */
function makeTargets(text) {
    const targets = new Set();
    for (const m of text.matchAll(/^([A-Za-z0-9_.][A-Za-z0-9_. -]*?)\s*::?(?!=)/gm)) {
        for (const t of m[1].split(/\s+/))
            targets.add(t);
    }
    return targets;
}
/** A Makefile's targets, each with its prerequisites and recipe lines. */
function makeRecipes(text) {
    const out = new Map();
    let current = [];
    for (const raw of text.replace(/\\\r?\n/g, ' ').split(/\r?\n/)) {
        if (raw.startsWith('\t')) {
            const line = raw.trim().replace(/^[@+-]+/, '');
            if (line)
                for (const r of current)
                    r.lines.push(line);
            continue;
        }
        const m = /^([A-Za-z0-9_.][A-Za-z0-9_. -]*?)\s*::?(?!=)(.*)$/.exec(raw);
        if (!m) {
            if (raw.trim() && !raw.trim().startsWith('#'))
                current = [];
            continue;
        }
        const deps = m[2].split(';')[0].trim().split(/\s+/).filter(Boolean);
        current = m[1].split(/\s+/).map((t) => {
            const r = out.get(t) ?? { deps: [], lines: [] };
            r.deps.push(...deps);
            out.set(t, r);
            return r;
        });
    }
    return out;
}
/** The commands a make target runs: its prerequisites' first, `$(MAKE) x` followed. */
function recipeLines(recipes, target, depth) {
    const r = recipes.get(target);
    if (!r || depth > 3)
        return [];
    const out = [];
    for (const d of r.deps)
        out.push(...recipeLines(recipes, d, depth + 1));
    for (const line of r.lines) {
        const sub = /^(\$\(MAKE\)|\$\{MAKE\}|make)\s+([\w.-]+)\s*$/.exec(line);
        if (sub)
            out.push(...recipeLines(recipes, sub[2], depth + 1));
        else
            for (const part of line.split(/\s+&&\s+/))
                out.push(part.replace(/\$[({][\w]+[)}]\s*/g, '').trim());
    }
    return out;
}
/** Commands every ecosystem reads alike: make targets, and set-up lines. */
function classifyCommon(command, targets) {
    const words = commandWords(command);
    const [tool, sub] = words;
    if (tool === 'make' && sub && targets.has(sub) && MAKE_GATE_NAMES[sub])
        return { name: MAKE_GATE_NAMES[sub], command };
    return undefined;
}

;// CONCATENATED MODULE: ./build/core/detect/gates.js



/**
 * The CI's gates first, in its order; then the build files' gates the CI does not cover. In Rust
 * and Go a build or test compiles everything, so `cargo check` / typecheck adds nothing to them.
 */
function mergeGates(fromCi, fromFiles, kind) {
    const out = [...fromCi];
    // `test:coverage` or `turbo:typecheck` in the CI is its test or typecheck.
    const covered = new Set(fromCi.flatMap((g) => [g.name, ...g.name.split(':')]));
    if ((kind === 'rust' || kind === 'go') && (covered.has('build') || covered.has('test')))
        covered.add('typecheck');
    for (const g of fromFiles)
        if (!covered.has(g.name) && !out.some((o) => o.command === g.command))
            out.push(g);
    return out;
}
/** The CI commands that are gates, in order, one per gate name; and a note for the rest. */
function ciGates(ci, eco, makeTargetsFound) {
    const gates = [];
    const notes = [];
    const skipped = [];
    const seen = new Set();
    for (const c of ci.commands) {
        if (seen.has(c.command))
            continue;
        seen.add(c.command);
        const first = commandWords(c.command)[0] ?? '';
        if (QUIET.has(first) || isAssignment(c.command) || first.startsWith('['))
            continue;
        if (c.command.includes('${{')) {
            if (!/^\S+\s+(add|install|i|ci)\b/.test(c.command))
                skipped.push(`\`${c.command}\` (${c.source}): uses a CI expression${BY_HAND}`);
            continue;
        }
        if (/[|;<>`]|\$\(/.test(c.command)) {
            skipped.push(`\`${c.command}\` (${c.source}): a shell pipeline, not one command${BY_HAND}`);
            continue;
        }
        const got = classifyCommon(c.command, makeTargetsFound) ?? eco.classify(c.command);
        if (got === 'setup')
            continue;
        // A fixer or a generator changes the tree it should judge: never a gate.
        const writes = writesFiles(c.command);
        if (writes !== undefined) {
            skipped.push(`\`${c.command}\` (${c.source}): ${writes}, so it is not a check`);
            continue;
        }
        const skip = eco.skip?.(c);
        if (skip !== undefined) {
            skipped.push(`\`${c.command}\` (${c.source}): ${skip}`);
            continue;
        }
        if (got === undefined) {
            const runner = /(^|\s)(tox|nox|pre-commit)(\s|$)/.exec(c.command)?.[2];
            skipped.push(runner
                ? `\`${c.command}\` (${c.source}): ${runner} runs other checks in environments of its own; the gates run those tools directly`
                : /install|setup/i.test(c.command) && (commandWords(c.command)[0] ?? '').includes('/')
                    ? `\`${c.command}\` (${c.source}): a set-up script of the repository, not run before the agent (it would run its code with root); if the gates need what it installs, add those steps to the workflow by hand`
                    : `\`${c.command}\` (${c.source}): not a known check command${BY_HAND}`);
            continue;
        }
        const existing = gates.find((g) => g.name === got.name);
        if (existing) {
            if (existing.command !== withEnv(got.command, c.env))
                notes.push(`CI also runs \`${c.command}\` (${c.source}); the ${got.name} gate is its first command`);
            continue;
        }
        gates.push({
            name: got.name,
            command: withEnv(got.command, c.env),
            ...(c.optional ? { required: false } : {}),
            source: c.source,
        });
    }
    if (ci.files.length > 0)
        notes.unshift(gates.length > 0
            ? `CI (${ci.files.join(', ')}): ${gates.map((g) => g.name).join(', ')}`
            : `CI (${ci.files.join(', ')}): no check command Ralph knows; gates from the build files`);
    for (const s of skipped)
        notes.push(`not a gate: ${s}`);
    return { gates, notes };
}
const BY_HAND = '; add it to the plan by hand if it is a check';
/** A script that changes files: a formatter or linter told to write or fix. */
const WRITES = /(^|\s)(--write|--fix|--apply|--apply-unsafe)(\s|=|$)/;
/**
 * Why a command changes files (a fixer's flag, a formatter without its check mode, a generator),
 * or undefined when nothing says it does.
 */
function writesFiles(command) {
    const words = commandWords(command);
    const flag = words.find((w) => /^--(write|fix|apply|apply-unsafe|fix-only)(=.*)?$/.test(w));
    if (flag !== undefined)
        return `it writes files (${flag})`;
    if (words[0] === 'go' && words[1] === 'generate')
        return 'it generates files (go generate)';
    if ((words[0] === 'gofmt' || words[0] === 'goimports') && words.includes('-w'))
        return 'it writes files (-w)';
    // A package script named for what it writes (`pnpm lint:fix`, `npm run generate`).
    const script = words.find((w, i) => i > 0 && !w.startsWith('-') && w !== 'run' && w !== 'run-script');
    if (/^(npm|pnpm|yarn|bun)$/.test(words[0] ?? '') &&
        script !== undefined &&
        /(^|[:_-])(fix|autofix|generate|gen|codegen|update-snapshots?)($|[:_-])/.test(script))
        return `it writes files (the script ${script})`;
    return undefined;
}
/** pre-commit hook ids and the gate each is. */
const PRECOMMIT_HOOKS = {
    ruff: 'lint',
    'ruff-check': 'lint',
    flake8: 'lint',
    pylint: 'lint',
    eslint: 'lint',
    'golangci-lint': 'lint',
    clippy: 'lint',
    'ruff-format': 'format',
    black: 'format',
    prettier: 'format',
    fmt: 'format',
    'go-fmt': 'format',
    mypy: 'typecheck',
    pyright: 'typecheck',
};
/**
 * The gate names the CI runs through another runner, and how: the hooks of pre-commit (when a
 * CI job runs it, or pre-commit.ci does: the config has a `ci:` section), and the check commands
 * in the recipe of a make target a CI job runs.
 */
function indirectChecks(reader, ci, eco, makefile, makeText) {
    const out = new Map();
    const precommit = reader.read('.pre-commit-config.yaml');
    if (precommit !== undefined) {
        const run = ci.commands.find((c) => /(^|\s)pre-commit\s+run\b/.test(c.command))?.source ??
            ci.actions.find((a) => a.action === 'pre-commit/action')?.source ??
            (/^ci:/m.test(precommit) ? 'pre-commit.ci (the `ci:` section of .pre-commit-config.yaml)' : undefined);
        if (run !== undefined)
            for (const m of precommit.matchAll(/^\s*-\s*id:\s*["']?([\w.-]+)/gm)) {
                const name = PRECOMMIT_HOOKS[m[1]];
                if (name && !out.has(name))
                    out.set(name, `pre-commit's ${m[1]} hook (run by ${run})`);
            }
    }
    if (makefile !== undefined) {
        const recipes = makeRecipes(makeText);
        for (const c of ci.commands) {
            const words = commandWords(c.command);
            if (words[0] !== 'make')
                continue;
            for (const target of words.slice(1).filter((w) => !w.startsWith('-') && !w.includes('='))) {
                for (const line of recipeLines(recipes, target, 0)) {
                    const got = eco.classify(line);
                    if (got === undefined || got === 'setup' || writesFiles(line) !== undefined)
                        continue;
                    const name = canonicalGateName(got.name);
                    if (!out.has(name))
                        out.set(name, `\`make ${target}\` (${makefile}: \`${line}\`; run by ${c.source})`);
                }
            }
        }
    }
    return out;
}
/** `test:coverage` covers `test`, `turbo:typecheck` covers `typecheck`. */
function canonicalGateName(name) {
    const parts = name.split(':');
    return parts.find((p) => ['typecheck', 'lint', 'format', 'test', 'build'].includes(p)) ?? name;
}

// EXTERNAL MODULE: ./node_modules/smol-toml/dist/index.js + 8 modules
var smol_toml_dist = __webpack_require__(3292);
;// CONCATENATED MODULE: ./build/core/detect/toml.js
// The TOML build files (Cargo.toml, pyproject.toml, ruff.toml) as documents, through smol-toml,
// a TOML 1.0 parser. A file that is not valid TOML gives a note that says where it breaks, and
// the detection goes on without what that file would have said.


/**
 * The document of a TOML file: undefined when there is no such file, or when it is not valid
 * TOML (then with a note that says where it breaks and what is lost).
 */
function readToml(reader, file, notes, lost) {
    const text = reader.read(file);
    if (text === undefined)
        return undefined;
    try {
        return (0,smol_toml_dist/* parse */.qg)(text);
    }
    catch (e) {
        if (!(e instanceof smol_toml_dist/* TomlError */.zx))
            throw e;
        const why = e.message.split('\n')[0].replace(/^Invalid TOML document:\s*/, '');
        notes.push(`${file} is not valid TOML (line ${e.line}, column ${e.column}: ${why}); ${lost}. Fix the file and run ralph init again`);
        return undefined;
    }
}
/** The table at a dotted path (`table(doc, 'tool', 'ruff')`), or undefined. */
function table(doc, ...path) {
    let at = doc;
    for (const key of path)
        at = isRecord(at) ? at[key] : undefined;
    return isRecord(at) ? at : undefined;
}
/** The strings of an array (a dependency list, an env list); nothing for anything else. */
function strings(value) {
    return Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
}
/**
 * A dependency list as text, one quoted requirement a line (`"ruff>=0.4"`), the form
 * `mentionsPackage` reads; undefined when the value is not a list.
 */
function requirementsText(value) {
    return Array.isArray(value)
        ? strings(value)
            .map((s) => JSON.stringify(s))
            .join('\n')
        : undefined;
}
/** Each key of a table whose value is a dependency list, as `requirementsText`. */
function requirementLists(value) {
    const out = {};
    if (isRecord(value))
        for (const [k, v] of Object.entries(value)) {
            const text = requirementsText(v);
            if (text !== undefined)
                out[k] = text;
        }
    return out;
}

;// CONCATENATED MODULE: ./build/core/detect/rust.js



function detectRust(reader, names, ci) {
    const tomlNotes = [];
    const manifest = readToml(reader, 'Cargo.toml', tomlNotes, 'its gates assume one crate, not a workspace') ?? {};
    const workspace = table(manifest, 'workspace') !== undefined;
    const ws = workspace ? ' --workspace' : '';
    const nightly = (c) => nightlyReason(c, ci);
    const ciClippy = ci.commands.find((c) => /\bcargo\s+(\+\S+\s+)?clippy\b/.test(c.command) && writesFiles(c.command) === undefined && !nightly(c));
    const clippyFile = ['clippy.toml', '.clippy.toml'].find((f) => names.has(f));
    const clippyLints = ['lints.clippy', 'workspace.lints.clippy'].find((path) => table(manifest, ...path.split('.')) !== undefined);
    const clippySource = ciClippy?.source ?? clippyFile ?? (clippyLints ? `Cargo.toml [${clippyLints}]` : undefined);
    const ciFmt = ci.commands.find((c) => /\bcargo\s+(\+\S+\s+)?fmt\b/.test(c.command));
    const fmtFile = ['rustfmt.toml', '.rustfmt.toml'].find((f) => names.has(f));
    const notes = [
        `Cargo.toml${workspace ? ' (a workspace: its gates run with --workspace)' : ''}`,
        ...tomlNotes,
    ];
    const gates = [{ name: 'typecheck', command: `cargo check${ws}`, source: 'Cargo.toml' }];
    // `-D warnings` makes every new clippy warning an error: only the CI running clippy says the
    // code passes it; a clippy.toml or a lints table alone gives a gate that is not required.
    if (clippySource)
        gates.push({
            name: 'lint',
            command: `cargo clippy${ws} --all-targets -- -D warnings`,
            source: clippySource,
            ...(ciClippy ? {} : { configOnly: clippySource }),
        });
    else
        notes.push('no clippy gate: nothing says the repository uses clippy (its CI, a clippy.toml, [lints.clippy])');
    if (fmtFile || ciFmt)
        gates.push({ name: 'format', command: 'cargo fmt --all --check', source: ciFmt?.source ?? fmtFile });
    gates.push({ name: 'test', command: `cargo test${ws}`, source: 'Cargo.toml' }, { name: 'build', command: `cargo build${ws}`, source: 'Cargo.toml' });
    const components = [clippySource ? 'clippy' : '', fmtFile || ciFmt ? 'rustfmt' : ''].filter(Boolean);
    const setupSteps = [
        {
            name: 'Set up Rust',
            uses: 'dtolnay/rust-toolchain@stable',
            ...(components.length > 0 ? { with: { components: components.join(', ') } } : {}),
        },
        // One cache of ~/.cargo and target/ across runs, so each task does not compile the world.
        { name: 'Cache cargo', uses: 'Swatinem/rust-cache@v2' },
    ];
    const classify = cargoClassifier();
    const skip = (c) => {
        const why = nightly(c);
        return why === undefined
            ? undefined
            : `runs on nightly Rust in the CI (${why}); the task job sets up stable Rust, so it is not a gate (add it by hand with a nightly toolchain step if you want it)`;
    };
    return { kind: 'rust', gates, setupSteps, notes, classify, skip };
}
/** Rust toolchain set-up actions, and the input that names the toolchain. */
const RUST_TOOLCHAIN_ACTIONS = {
    'dtolnay/rust-toolchain': 'toolchain',
    'actions-rs/toolchain': 'toolchain',
    'actions-rust-lang/setup-rust-toolchain': 'toolchain',
    'hecrj/setup-rust-action': 'rust-version',
};
/**
 * Why a CI command needs nightly Rust, or undefined: its job sets up nightly (and no stable), the
 * command says `+nightly` or `-Z`, or its flags use `--cfg docsrs` (docs.rs's nightly-only
 * features).
 */
function nightlyReason(c, ci) {
    const words = commandWords(c.command);
    if (words.some((w) => /^\+nightly/.test(w)))
        return `\`${words.find((w) => /^\+nightly/.test(w))}\``;
    if (words.some((w) => /^-Z/.test(w)))
        return `\`${words.find((w) => /^-Z/.test(w))}\``;
    const env = { ...c.jobEnv, ...c.env, ...commandAssignments(c.command) };
    for (const k of ['RUSTDOCFLAGS', 'RUSTFLAGS']) {
        const v = env[k] ?? '';
        if (/--cfg[= ]docsrs|(^|\s)-Z/.test(v))
            return `${k}='${v}'`;
    }
    const toolchains = [];
    for (const a of ci.actions) {
        if (a.source !== c.source || RUST_TOOLCHAIN_ACTIONS[a.action] === undefined)
            continue;
        const t = rustToolchainOf(a);
        if (t !== undefined)
            toolchains.push(t);
    }
    for (const other of ci.commands)
        if (other.source === c.source) {
            const m = /^rustup\s+(?:default|override\s+set|toolchain\s+install)\s+(\S+)/.exec(other.command);
            if (m)
                toolchains.push(m[1]);
        }
    if (toolchains.length > 0 && toolchains.every((t) => /^nightly/.test(t)))
        return `its job sets up ${toolchains[0]}`;
    return undefined;
}
/** The toolchain a Rust set-up action installs: its input, else dtolnay's ref (`@1.85.0`, `@nightly`). */
function rustToolchainOf(a) {
    const input = RUST_TOOLCHAIN_ACTIONS[a.action];
    const ref = a.action === 'dtolnay/rust-toolchain' ? /@(.+)$/.exec(a.uses ?? '')?.[1] : undefined;
    return (input ? a.with[input] : undefined) ?? (ref && !/^(master|v\d+)$/.test(ref) ? ref : undefined);
}
/**
 * Rust on the toolchain the first CI gate's job sets up, when that is a plain release other than
 * stable (a pinned `1.85.0`, `beta`); nightly jobs give no gates at all (see nightlyReason).
 */
function rustJobToolchain(step, ciAll, ci, notes) {
    for (const g of ciAll) {
        const toolchain = ci.actions
            .filter((a) => a.source === g.source && RUST_TOOLCHAIN_ACTIONS[a.action] !== undefined)
            .map((a) => rustToolchainOf(a))
            .find((t) => t !== undefined);
        if (toolchain === undefined || toolchain.includes('${{'))
            continue;
        if (toolchain === 'stable' || /^nightly/.test(toolchain))
            return step;
        notes.push(`Rust ${toolchain}: the toolchain of the CI job the ${g.name} gate comes from (${g.source})`);
        return { ...step, uses: 'dtolnay/rust-toolchain@master', with: { toolchain, ...step.with } };
    }
    return step;
}
/** How a cargo command in the CI reads as a gate. */
function cargoClassifier() {
    return (command) => {
        const words = commandWords(command);
        if (words[0] !== 'cargo')
            return undefined;
        const sub = words.slice(1).find((w) => !w.startsWith('+') && !w.startsWith('-'));
        switch (sub) {
            case 'build':
                return { name: 'build', command };
            case 'test':
            case 'nextest':
                return { name: 'test', command };
            case 'check':
                return { name: 'typecheck', command };
            case 'clippy':
                return WRITES.test(command) ? undefined : { name: 'lint', command };
            case 'fmt':
                return /\s--check\b/.test(command) ? { name: 'format', command } : undefined;
            case 'doc':
                return { name: 'doc', command };
            case 'install':
            case 'fetch':
            case 'update':
            case 'generate-lockfile':
                return 'setup';
            default:
                return undefined;
        }
    };
}

;// CONCATENATED MODULE: ./build/core/detect/toolchain.js


/** Set-up actions whose version input a CI job may set, and that input. */
const VERSION_INPUTS = {
    'actions/setup-node': 'node-version',
    'actions/setup-python': 'python-version',
    'actions/setup-go': 'go-version',
};
/**
 * A setup step on the toolchain of the CI job the gates came from: the plain version (or version
 * file) that job's own set-up action names, from the first CI gate whose job names one. A version
 * file the repository pins (`.nvmrc`, `.python-version`) is kept: the CI reads it too; so is a
 * go.mod toolchain line, which `go` itself switches to.
 */
function jobToolchain(step, ciAll, ci, notes) {
    const action = step.uses?.split('@')[0] ?? '';
    if (step.uses === 'dtolnay/rust-toolchain@stable')
        return rustJobToolchain(step, ciAll, ci, notes);
    const input = VERSION_INPUTS[action];
    if (input === undefined || Object.keys(step.with ?? {}).some((k) => k.endsWith('-file')))
        return step;
    if (action === 'actions/setup-go' && step.with?.[input] !== 'stable')
        return step;
    for (const g of ciAll) {
        const withs = ci.actions.find((a) => a.source === g.source && a.action === action)?.with;
        const key = [input, `${input}-file`].find((k) => withs?.[k] !== undefined && !withs[k].includes('${{'));
        if (withs === undefined || key === undefined)
            continue;
        const value = withs[key];
        if (step.with?.[key] === value)
            return step;
        notes.push(`${action} ${key}: ${value}: the toolchain of the CI job the ${g.name} gate comes from (${g.source})`);
        const { [input]: _, ...rest } = step.with ?? {};
        return { ...step, with: { [key]: value, ...rest } };
    }
    return step;
}
/**
 * The apt packages the CI installs with a plain `apt-get install` line: the same step, run as
 * the runner's user (it runs no code of the repository, so it may use sudo). A script of the
 * repository that installs them is named in a note instead: it would run with root.
 */
function systemPackages(ci) {
    const packages = [];
    let source;
    for (const c of ci.commands) {
        const words = commandWords(c.command);
        if (words[0] === 'sudo')
            words.shift();
        if (!/^apt(-get)?$/.test(words[0] ?? '') || words[1] !== 'install')
            continue;
        const names = words.slice(2).filter((w) => !w.startsWith('-'));
        if (names.some((n) => !/^[a-z0-9][a-z0-9.+:=~-]*$/.test(n)))
            continue;
        for (const n of names)
            if (!packages.includes(n))
                packages.push(n);
        source ??= c.source;
    }
    if (packages.length === 0 || source === undefined)
        return undefined;
    return {
        step: {
            name: 'Install system packages',
            run: `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`,
        },
        packages,
        source,
    };
}
/** The lowest version a range mentions: ">=20" -> "20", "^18.17 || >=20" -> "18.17", "20.x" -> "20". */
function lowestVersion(range) {
    const versions = [...range.matchAll(/\d+(?:\.\d+){0,2}/g)].map((m) => m[0]);
    const key = (v) => v.split('.').map(Number);
    versions.sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        for (let i = 0; i < 3; i++) {
            const d = (x[i] ?? 0) - (y[i] ?? 0);
            if (d !== 0)
                return d;
        }
        return 0;
    });
    return versions[0];
}

;// CONCATENATED MODULE: ./build/core/detect/node.js




const DEFAULT_NODE_VERSION = '20';
/** Gate name -> the scripts that are it, best first (check-mode variants before the rest). */
const NODE_SCRIPTS = [
    {
        gate: 'typecheck',
        scripts: ['typecheck', 'type-check', 'check-types', 'check:types', 'types:check', 'tsc'],
    },
    { gate: 'lint', scripts: ['lint:check', 'check:lint', 'lint-check', 'lint'] },
    {
        gate: 'format',
        scripts: ['format:check', 'check:format', 'format-check', 'fmt:check', 'prettier:check', 'format', 'fmt'],
    },
    { gate: 'test', scripts: ['test'] },
    { gate: 'build', scripts: ['build'] },
];
const LOCKFILES = [
    ['package-lock.json', 'npm'],
    ['npm-shrinkwrap.json', 'npm'],
    ['pnpm-lock.yaml', 'pnpm'],
    ['yarn.lock', 'yarn'],
    ['bun.lock', 'bun'],
    ['bun.lockb', 'bun'],
];
function detectNode(reader, names, ci) {
    const notes = [];
    let pkg = {};
    try {
        const parsed = JSON.parse(reader.read('package.json') ?? '');
        if (isRecord(parsed))
            pkg = parsed;
    }
    catch {
        notes.push('package.json is not valid JSON; no scripts read from it');
    }
    const scripts = {};
    if (isRecord(pkg.scripts))
        for (const [k, v] of Object.entries(pkg.scripts))
            if (typeof v === 'string' && v.trim())
                scripts[k] = v;
    const declared = typeof pkg.packageManager === 'string' ? pkg.packageManager : undefined;
    const { pm, source: pmSource, lockfile } = packageManager(names, declared, ci);
    notes.push(`package manager: ${pm} (${pmSource})`);
    const gates = scriptGates(scripts, pm, notes);
    const deps = {
        ...(isRecord(pkg.dependencies) ? pkg.dependencies : {}),
        ...(isRecord(pkg.devDependencies) ? pkg.devDependencies : {}),
    };
    const playwrightPkg = ['@playwright/test', 'playwright', 'playwright-core'].find((d) => typeof deps[d] === 'string');
    const ciPlaywright = ci.commands.find((c) => /\bplaywright install\b/.test(c.command));
    const setupSteps = [];
    if (pm === 'bun') {
        setupSteps.push({ name: 'Set up Bun', uses: 'oven-sh/setup-bun@v2' });
    }
    else {
        if (pm === 'pnpm') {
            setupSteps.push({
                name: 'Set up pnpm',
                uses: 'pnpm/action-setup@v4',
                // Without a version the action reads `packageManager` from package.json.
                ...(declared?.startsWith('pnpm@') ? {} : { with: { version: '10' } }),
            });
        }
        const nodeWith = { ...nodeVersion(reader, names, pkg, ci) };
        if (lockfile && (pm === 'npm' || pm === 'pnpm'))
            nodeWith.cache = pm;
        setupSteps.push({ name: 'Set up Node.js', uses: 'actions/setup-node@v4', with: nodeWith });
    }
    const berry = pm === 'yarn' && (names.has('.yarnrc.yml') || /^yarn@([2-9]|\d\d)/.test(declared ?? ''));
    if (berry)
        setupSteps.push({ name: 'Enable Corepack', run: 'corepack enable' });
    setupSteps.push({ name: 'Install dependencies', run: installCommand(pm, lockfile, berry), repoCode: true });
    if (playwrightPkg || ciPlaywright) {
        // The system libraries need root, so they come from the Playwright release the project
        // pins, fetched from npm, run outside the work tree: not the branch's node_modules or
        // .npmrc, which an earlier agent wrote. The browsers go to the agent user's cache, where
        // the gates (run as that user) look for them.
        const version = playwrightPkg ? lowestVersion(String(deps[playwrightPkg])) : undefined;
        setupSteps.push({
            name: "Install Playwright's system dependencies",
            run: `cd "$RUNNER_TEMP" && ${pm === 'bun' ? 'bunx' : 'npx --yes'} playwright${version ? `@${version}` : ''} install-deps`,
        }, { name: 'Install Playwright browsers', run: `${execPrefix(pm)} playwright install`, repoCode: true });
        notes.push(`Playwright (${ciPlaywright ? ciPlaywright.source : `package.json ${playwrightPkg}`}): its browsers are installed before the gates`);
    }
    const classify = nodeClassifier(pm, scripts);
    return { kind: 'node', gates, setupSteps, notes, classify };
}
/** The package manager: the lockfile's, else package.json's `packageManager`, else the CI's installs, else npm. */
function packageManager(names, declared, ci) {
    const lock = LOCKFILES.find(([file]) => names.has(file));
    let pm = lock?.[1] ?? 'npm';
    let pmSource = lock ? lock[0] : 'no lockfile';
    if (!lock) {
        const name = (/^(npm|pnpm|yarn|bun)@/.exec(declared ?? '')?.[1] ??
            ci.commands.map((c) => /^(pnpm|yarn|bun) (install|i)\b/.exec(c.command)?.[1]).find(Boolean));
        if (name) {
            pm = name;
            pmSource = declared?.startsWith(`${name}@`)
                ? 'packageManager in package.json'
                : 'the CI installs with it';
        }
    }
    return { pm, source: pmSource, lockfile: lock !== undefined };
}
/** package.json's scripts as gates, the check-mode variant of each first, never one that writes. */
function scriptGates(scripts, pm, notes) {
    const gates = [];
    for (const { gate, scripts: candidates } of NODE_SCRIPTS) {
        const usable = candidates.filter((s) => scripts[s] !== undefined);
        const script = usable.find((s) => !WRITES.test(scripts[s]));
        for (const s of usable.filter((s) => WRITES.test(scripts[s])))
            notes.push(`the ${s} script writes files (\`${scripts[s]}\`); ${script ? `the ${gate} gate runs ${script}, its check mode` : `no ${gate} gate (add a check-mode script, such as "${gate}:check")`}`);
        if (!script)
            continue;
        if (script === 'test' && /no test specified/i.test(scripts[script])) {
            notes.push('the test script is npm\'s placeholder ("no test specified"); not a gate');
            continue;
        }
        gates.push({ name: gate, command: `${pm} run ${script}`, source: `package.json scripts.${script}` });
    }
    if (gates.length > 0)
        notes.push(`package.json scripts: ${gates.map((g) => g.command.split(' ').pop()).join(', ')}`);
    return gates;
}
/**
 * How a CI line reads as a gate: a package script (`pnpm --filter x test` is `x:test`), a tool
 * through npx or `pnpm exec`, or a tool by its name, run through the package manager.
 */
function nodeClassifier(pm, scripts) {
    return (command) => {
        const words = commandWords(command);
        const [tool, ...rest] = words;
        // A known tool's gate, run as `line`; none for a command that writes, nor for prettier
        // without --check (it prints the formatted files: it checks nothing).
        const checkBin = (bin, line) => {
            const name = bin ? TOOL_GATES[bin] : undefined;
            if (!name || WRITES.test(line) || (bin === 'prettier' && !/\s--check\b/.test(line)))
                return undefined;
            return { name, command: line };
        };
        if (tool === 'npx' ||
            (tool === 'pnpm' && rest[0] === 'exec') ||
            tool === 'bunx' ||
            (tool === 'yarn' && rest[0] === 'exec')) {
            const inner = tool === 'npx' || tool === 'bunx' ? rest : rest.slice(1);
            while (inner[0]?.startsWith('-'))
                inner.shift();
            const bin = inner[0]?.replace(/@[^/]*$/, '');
            if (bin === 'playwright' && inner[1] === 'install')
                return 'setup';
            return checkBin(bin, command);
        }
        // A tool the CI runs by its name (`vitest --coverage`): through the package manager here, as
        // the task job has no node_modules/.bin on its PATH.
        if (tool !== undefined && TOOL_GATES[tool] !== undefined) {
            // The keys of TOOL_GATES are plain names: no regex characters.
            const at = new RegExp(`(^|\\s)${tool}(?=\\s|$)`).exec(command);
            if (!at)
                return undefined;
            const i = at.index + at[1].length;
            return checkBin(tool, `${command.slice(0, i)}${execPrefix(pm)} ${command.slice(i)}`);
        }
        if (tool === 'npm' && rest[0] === 'exec') {
            const inner = rest.slice(1).filter((w) => !w.startsWith('-'));
            return checkBin(inner[0], command);
        }
        if (tool !== 'npm' && tool !== 'pnpm' && tool !== 'yarn' && tool !== 'bun')
            return undefined;
        if (rest.length === 0 && tool === 'yarn')
            return 'setup';
        const filter = [];
        const args = [];
        for (let i = 0; i < rest.length; i++) {
            const w = rest[i];
            if (w === '--filter' || w === '-F' || (tool === 'npm' && (w === '--workspace' || w === '-w')))
                filter.push(rest[++i] ?? '');
            else if (w.startsWith('--filter='))
                filter.push(w.slice('--filter='.length));
            else if (w.startsWith('-'))
                continue;
            else
                args.push(w);
        }
        const [verb, script0] = args;
        if (!verb)
            return undefined;
        if (PM_SETUP_VERBS.has(verb))
            return 'setup';
        const script = verb === 'run' || verb === 'run-script'
            ? script0
            : verb === 'test' || verb === 't'
                ? 'test'
                : tool === 'npm'
                    ? undefined
                    : verb;
        if (!script)
            return undefined;
        // pnpm, yarn and bun run a dependency's binary by its name: `pnpm vitest run --coverage`.
        if (filter.length === 0 && scripts[script] === undefined)
            return tool !== 'npm' && verb !== 'run' ? checkBin(script, command) : undefined;
        if (filter.length === 0 && WRITES.test(scripts[script]))
            return undefined;
        const base = canonicalScriptGate(script);
        // `pnpm --filter @zod/integration test:all` is the gate `integration:test:all`.
        const packages = filter.map((f) => f.replace(/^["']|["']$/g, '').replace(/^.*\//, ''));
        const name = packages.length === 0 ? base : `${packages.length === 1 ? packages[0] : 'workspaces'}:${script}`;
        return { name, command };
    };
}
/** Package-manager commands that install, publish or configure: set-up, never a check. */
const PM_SETUP_VERBS = new Set(('install i ci add rebuild dedupe fetch config set link audit version publish pack dlx x create init ' +
    'remove update upgrade prune cache store setup').split(' '));
/** Tools a CI may run through npx / pnpm exec, and the gate each is. */
const TOOL_GATES = {
    tsc: 'typecheck',
    'vue-tsc': 'typecheck',
    eslint: 'lint',
    biome: 'lint',
    xo: 'lint',
    prettier: 'format',
    vitest: 'test',
    jest: 'test',
    ava: 'test',
    mocha: 'test',
};
function canonicalScriptGate(script) {
    for (const { gate, scripts } of NODE_SCRIPTS)
        if (scripts.includes(script))
            return gate;
    return script;
}
function execPrefix(pm) {
    switch (pm) {
        case 'npm':
            return 'npx';
        case 'pnpm':
            return 'pnpm exec';
        case 'yarn':
            return 'yarn exec';
        case 'bun':
            return 'bunx';
    }
}
function installCommand(pm, lockfile, berry) {
    switch (pm) {
        case 'npm':
            return lockfile ? 'npm ci' : 'npm install';
        case 'pnpm':
            return lockfile ? 'pnpm install --frozen-lockfile' : 'pnpm install';
        case 'yarn':
            if (!lockfile)
                return 'yarn install';
            return berry ? 'yarn install --immutable' : 'yarn install --frozen-lockfile';
        case 'bun':
            return lockfile ? 'bun install --frozen-lockfile' : 'bun install';
    }
}
/**
 * `.nvmrc` / `.node-version` (read by setup-node itself: the version the repository pins); else
 * a plain `node-version` its CI sets (not a matrix expression); else the lowest version
 * `engines.node` allows.
 */
function nodeVersion(reader, names, pkg, ci) {
    for (const file of ['.nvmrc', '.node-version']) {
        if (names.has(file) && reader.read(file)?.trim())
            return { 'node-version-file': file };
    }
    for (const a of ci.actions) {
        const v = a.action === 'actions/setup-node' ? a.with['node-version'] : undefined;
        if (v && !v.includes('${{'))
            return { 'node-version': v };
    }
    const engines = typeof pkg.engines?.node === 'string' ? pkg.engines.node : undefined;
    return { 'node-version': (engines && lowestVersion(engines)) ?? DEFAULT_NODE_VERSION };
}

;// CONCATENATED MODULE: ./build/core/detect/pip.js

/**
 * Whether a dependency list names a package: a PEP 508 string ("ruff>=0.4", 'pytest[extra]')
 * or a Poetry key (`pytest = "^8"`). "pytest-cov" does not name pytest.
 */
function mentionsPackage(text, name) {
    const n = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return (new RegExp(`["']${n}\\s*(\\[[^\\]]*\\])?\\s*([<>=!~;@ ][^"']*)?["']`, 'i').test(text) ||
        new RegExp(`^${n}\\s*=`, 'im').test(text));
}
/** The package a requirement line names: `pytest` for `pytest>=8`, undefined for `-r x.txt`. */
function requirementName(line) {
    const m = /^\s*([A-Za-z0-9][\w.-]*)/.exec(line);
    return m ? m[1].toLowerCase() : undefined;
}
/** Whether requirement lines (requirements.txt, a dependency list) name a package. */
function requirementsMention(text, name) {
    if (mentionsPackage(text, name))
        return true;
    return text.split(/\r?\n/).some((l) => requirementName(l) === name.toLowerCase());
}
/** Packages the CI installs to run other tools, not the project's checks. */
const RUNNER_PACKAGES = new Set([
    'pip',
    'setuptools',
    'wheel',
    'tox',
    'tox-uv',
    'tox-gh-actions',
    'nox',
    'pre-commit',
    'virtualenv',
    'uv',
]);
/**
 * A repository script that installs the project's dependencies (`./scripts/install.sh`), as the
 * setup may run it: its path, when the script exists and needs no root (no sudo, no apt).
 */
function safeInstallScript(reader, command) {
    const words = commandWords(command);
    let path = words[0] ?? '';
    if ((path === 'bash' || path === 'sh') && words[1])
        path = words[1];
    if (!path.includes('/') || !/install|setup|bootstrap|deps|requirements/i.test(path))
        return undefined;
    const rel = path.replace(/^\.\//, '');
    const text = reader.read(rel);
    if (text === undefined || /\bsudo\b|\bapt(-get)?\s/.test(text))
        return undefined;
    return rel;
}
/**
 * The install lines of the CI jobs that run checks (pip install, python -m pip install, the
 * repository's install scripts), with the requirement files they read and whether they install
 * the project itself.
 */
function installLines(reader, ci, jobs, notes) {
    const out = {
        lines: [],
        sources: [],
        requirements: [],
        extras: [],
        installsProject: false,
    };
    const readRequirements = (file, depth) => {
        const text = reader.read(file.replace(/^\.\//, ''));
        if (text === undefined || depth > 3)
            return;
        out.requirements.push(text);
        for (const m of text.matchAll(/^\s*-r\s*(\S+)/gm)) {
            const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
            readRequirements(`${dir}${m[1]}`, depth + 1);
        }
        if (/^\s*(-e\s+)?\.(\[[^\]]*\])?\s*$/m.test(text))
            out.installsProject = true;
    };
    for (const c of ci.commands) {
        if (jobs.size > 0 && !jobs.has(c.source))
            continue;
        if (out.lines.includes(c.command))
            continue;
        const script = safeInstallScript(reader, c.command);
        if (script !== undefined) {
            out.lines.push(c.command);
            out.sources.push(c.source);
            const text = reader.read(script) ?? '';
            for (const m of text.matchAll(/-r\s*(\S+)/g))
                readRequirements(m[1], 1);
            if (/pip\s+install\b[^\n]*\s(-e\s+)?['"]?\.(\[|['"\s]|$)/m.test(text))
                out.installsProject = true;
            continue;
        }
        const words = commandWords(c.command);
        const pip = /^pip3?$/.test(words[0] ?? '')
            ? 1
            : /^python(3(\.\d+)?)?$/.test(words[0] ?? '') && words[1] === '-m' && words[2] === 'pip'
                ? 3
                : -1;
        if (pip < 0 || words[pip] !== 'install')
            continue;
        const args = words.slice(pip + 1);
        if (c.command.includes('${{')) {
            notes.push(`\`${c.command}\` (${c.source}) installs with a CI expression; the setup leaves it out`);
            continue;
        }
        const packages = args.filter((a, i) => !a.startsWith('-') && !['-r', '-c', '-e', '--requirement'].includes(args[i - 1] ?? ''));
        const reads = args.some((a) => a.startsWith('-r') || a === '--requirement' || a.startsWith('-e'));
        if (!reads && packages.every((p) => RUNNER_PACKAGES.has(requirementName(p) ?? '')))
            continue;
        out.lines.push(c.command);
        out.sources.push(c.source);
        args.forEach((a, i) => {
            if (a === '-r' || a === '--requirement')
                readRequirements(args[i + 1] ?? '', 1);
            else if (a.startsWith('-r') && a.length > 2)
                readRequirements(a.slice(2), 1);
        });
        if (args.some((a) => /^\.(\[[^\]]*\])?$/.test(a)))
            out.installsProject = true;
        if (args.some((a) => /^-e\.(\[[^\]]*\])?$/.test(a)))
            out.installsProject = true;
        for (const a of args) {
            const extras = /^(?:\.|-e\s*\.)\[([^\]]*)\]$/.exec(a)?.[1];
            if (extras !== undefined)
                out.extras.push(...extras.split(',').map((e) => e.trim()));
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./build/core/detect/go.js

function detectGo(reader, names, ci) {
    const gomod = reader.read('go.mod') ?? '';
    // The `go` directive is the oldest Go the module supports, not one to build with (cobra says
    // 1.15 and its tests need 1.16+): the `toolchain` line says which Go to use, else stable.
    const toolchain = /^toolchain\s+go(\d+(?:\.\d+){1,2})\s*$/m.exec(gomod)?.[1];
    const golangciFile = ['.golangci.yml', '.golangci.yaml', '.golangci.toml', '.golangci.json'].find((f) => names.has(f));
    const golangciAction = ci.actions.find((a) => a.action === 'golangci/golangci-lint-action');
    const ciGolangci = ci.commands.find((c) => /\bgolangci-lint\s+run\b/.test(c.command));
    const usesGolangci = golangciFile || golangciAction || ciGolangci;
    const notes = [
        `go.mod: Go ${toolchain ? `${toolchain} (its toolchain line)` : 'stable (go.mod has no toolchain line; its go directive is the oldest Go it supports)'}`,
    ];
    // A config the CI does not use may be years old (a v1 config, linters since renamed): its gate
    // is not required.
    const ciRunsGolangci = golangciAction !== undefined || ciGolangci !== undefined;
    const gates = [
        usesGolangci
            ? {
                name: 'lint',
                command: 'golangci-lint run',
                source: golangciFile ?? golangciAction?.source ?? ciGolangci.source,
                ...(ciRunsGolangci ? {} : { configOnly: golangciFile }),
            }
            : { name: 'lint', command: 'go vet ./...', source: 'go.mod' },
        { name: 'test', command: 'go test ./...', source: 'go.mod' },
        { name: 'build', command: 'go build ./...', source: 'go.mod' },
    ];
    const setupSteps = [
        { name: 'Set up Go', uses: 'actions/setup-go@v5', with: { 'go-version': toolchain ?? 'stable' } },
    ];
    if (usesGolangci) {
        // The version the CI runs, else the latest; a v1 one (a config without `version: "2"`, or
        // the CI pinning v1) needs a v1 binary, which golangci-lint-action@v8 does not install.
        const ciVersion = golangciAction?.with.version;
        const version = ciVersion && !ciVersion.includes('${{') ? ciVersion : 'latest';
        const config = golangciFile ? (reader.read(golangciFile) ?? '') : undefined;
        const v1 = /^v?1\./.test(version) || (config !== undefined && !/^version:\s*["']?2/m.test(config));
        setupSteps.push(v1
            ? {
                name: 'Install golangci-lint',
                run: `go install github.com/golangci/golangci-lint/cmd/golangci-lint@${/^v1\./.test(version) ? version : 'v1.64.8'}`,
            }
            : {
                name: 'Install golangci-lint',
                uses: 'golangci/golangci-lint-action@v8',
                with: { version, 'install-only': 'true' },
            });
    }
    const classify = (command) => {
        const [tool, sub] = commandWords(command);
        if (tool === 'golangci-lint')
            return sub === 'run' ? { name: 'lint', command } : undefined;
        // Wrappers that run `go test` with other output: the gate runs `go test` itself, which needs
        // nothing more installed.
        if (tool === 'richgo' && sub === 'test')
            return { name: 'test', command: `go ${commandWords(command).slice(1).join(' ')}` };
        if (tool === 'gotestsum') {
            const words = commandWords(command);
            const rest = words.includes('--') ? words.slice(words.indexOf('--') + 1) : [];
            return { name: 'test', command: `go test ${rest.length > 0 ? rest.join(' ') : './...'}` };
        }
        if (tool !== 'go')
            return undefined;
        if (sub === 'test')
            return { name: 'test', command };
        if (sub === 'build')
            return { name: 'build', command };
        if (sub === 'vet')
            return { name: usesGolangci ? 'vet' : 'lint', command };
        if (sub === 'install' || sub === 'get' || sub === 'mod' || sub === 'env' || sub === 'version')
            return 'setup';
        return undefined;
    };
    return { kind: 'go', gates, setupSteps, notes, classify };
}

;// CONCATENATED MODULE: ./build/core/detect/python-commands.js
// The Python tool a command line runs, through `uv run`, `poetry run` or `python -m`.

/** A command's words after a Python runner (`uv run ...`, `poetry run`, `python -m`); 'setup' for uv's or poetry's own commands. */
function pythonWords(command) {
    let words = commandWords(command);
    if (words[0] === 'uv' && words[1] === 'run') {
        words = words.slice(2);
        while (words[0]?.startsWith('-')) {
            const opt = words.shift();
            if (['--group', '--with', '--extra', '--python', '-p', '--only-group', '--package'].includes(opt))
                words.shift();
        }
        if (words[0] === '--')
            words.shift();
    }
    else if (words[0] === 'poetry' && words[1] === 'run')
        words = words.slice(2);
    else if (words[0] === 'uv' || words[0] === 'poetry')
        return 'setup';
    if (/^python(3(\.\d+)?)?$/.test(words[0] ?? '') && words[1] === '-m')
        words = words.slice(2);
    return words;
}
/** The tool a Python command runs: `pytest` for `PYTHONPATH=src uv run --locked pytest -x`. */
function pythonTool(command) {
    const words = pythonWords(command);
    return words === 'setup' ? '' : (words[0] ?? '');
}

;// CONCATENATED MODULE: ./build/core/detect/tox.js



/** tox's configuration: tox.ini, setup.cfg's [tox:tox], or pyproject.toml's [tool.tox] (native TOML or legacy_tox_ini). */
function readTox(reader, names, pyproject) {
    const fromIni = (file, text, head) => {
        const ini = iniSections(text);
        const main = ini.get(head) ?? new Map();
        return {
            file,
            envList: expandEnvList(main.get('env_list') ?? main.get('envlist') ?? ''),
            envNames: [
                ...expandEnvList(main.get('env_list') ?? main.get('envlist') ?? ''),
                ...[...ini.keys()].filter((k) => k.startsWith('testenv:')).map((k) => k.slice('testenv:'.length)),
            ],
            env: (name) => {
                const own = ini.get(`testenv:${name}`);
                const base = ini.get('testenv');
                if (!own && !base)
                    return undefined;
                const get = (k) => own?.get(k) ?? base?.get(k) ?? '';
                const factors = name.split('-');
                const lines = (v) => v
                    .split(/\r?\n/)
                    .map((l) => l.trim())
                    .filter((l) => l && !l.startsWith('#'))
                    .flatMap((l) => {
                    // `py311,py312: pytest`: only in envs with one of those factors.
                    const m = /^([\w.!,{}-]+):\s+(.*)$/.exec(l);
                    if (!m)
                        return [l];
                    return m[1].split(',').some((f) => factors.includes(f)) ? [m[2]] : [];
                });
                return {
                    section: `${file} [${own ? `testenv:${name}` : 'testenv'}]`,
                    commands: lines(get('commands'))
                        .map(toxSubstitute)
                        .map((l) => l.replace(/^-\s*/, '')),
                    deps: lines(get('deps')).map(toxSubstitute),
                    groups: lines(get('dependency_groups')).flatMap((l) => l.split(/[\s,]+/)),
                    extras: lines(get('extras')).flatMap((l) => l.split(/[\s,]+/)),
                };
            },
        };
    };
    if (names.has('tox.ini'))
        return fromIni('tox.ini', reader.read('tox.ini') ?? '', 'tox');
    const tox = table(pyproject, 'tool', 'tox');
    if (typeof tox?.legacy_tox_ini === 'string')
        return fromIni('pyproject.toml legacy_tox_ini', tox.legacy_tox_ini, 'tox');
    if (tox !== undefined)
        return nativeTox(tox);
    if (names.has('setup.cfg')) {
        const text = reader.read('setup.cfg') ?? '';
        if (/^\[tox:tox\]/m.test(text))
            return fromIni('setup.cfg', text, 'tox:tox');
    }
    return undefined;
}
/** tox's native TOML configuration: pyproject.toml's `[tool.tox]`. */
function nativeTox(tox) {
    const envList = strings(tox.env_list).flatMap(expandEnvList);
    return {
        file: 'pyproject.toml',
        envList,
        envNames: [...envList, ...Object.keys(table(tox, 'env') ?? {})],
        env: (name) => {
            const own = table(tox, 'env', name);
            const base = table(tox, 'env_run_base');
            if (own === undefined && base === undefined)
                return undefined;
            const pick = (key) => (own?.[key] !== undefined ? own : base);
            return {
                section: `pyproject.toml [tool.tox.${pick('commands') === own ? `env.${name}` : 'env_run_base'}]`,
                commands: tomlCommands(pick('commands')?.commands).map(toxSubstitute),
                deps: strings(pick('deps')?.deps).map(toxSubstitute),
                groups: strings(pick('dependency_groups')?.dependency_groups),
                extras: strings(pick('extras')?.extras),
            };
        },
    };
}
/** `{posargs}` and the paths tox fills in, as the command runs from the project root. */
function toxSubstitute(line) {
    return line
        .replace(/\{posargs(?::([^}]*))?\}/g, (_, d) => d ?? '')
        .replace(/\{(toxinidir|tox_root)\}\/?/g, '')
        .replace(/\{envpython\}/g, 'python')
        .replace(/\{(envbindir|env_bin_dir)\}\//g, '')
        .replace(/\s+/g, ' ')
        .trim();
}
/**
 * The commands of a native tox TOML `commands = [["mypy"], ["pytest", { replace = "posargs" }]]`,
 * one line each; a table in a command (a substitution) is left out.
 */
function tomlCommands(commands) {
    if (!Array.isArray(commands))
        return [];
    return commands.filter(Array.isArray).map((words) => strings(words).map(shellQuote).join(' '));
}
/** An env list as names: `py{39,310}-django, lint` -> py39-django, py310-django, lint. */
function expandEnvList(list) {
    const items = [];
    let depth = 0;
    let cur = '';
    for (const c of list) {
        if (c === '{')
            depth++;
        if (c === '}')
            depth--;
        if ((c === ',' || c === '\n') && depth === 0) {
            items.push(cur);
            cur = '';
        }
        else
            cur += c;
    }
    items.push(cur);
    const expand = (s) => {
        const m = /\{([^{}]*)\}/.exec(s);
        if (!m)
            return [s];
        return m[1]
            .split(',')
            .flatMap((alt) => expand(s.slice(0, m.index) + alt.trim() + s.slice(m.index + m[0].length)));
    };
    return items
        .map((i) => i.trim())
        .filter(Boolean)
        .flatMap(expand);
}
/** The tox envs a CI command runs, or undefined when it does not run tox. */
function toxEnvsRun(c, tox) {
    const words = pythonWords(c.command);
    if (words === 'setup' || words[0] !== 'tox')
        return undefined;
    let list;
    for (let i = 1; i < words.length; i++) {
        const w = words[i];
        if (w === '-e' || w === '--env')
            list = words[i + 1];
        else if (w.startsWith('--env='))
            list = w.slice(6);
        else if (/^-e./.test(w))
            list = w.slice(2).replace(/^=/, '');
    }
    const envVar = { ...c.jobEnv, ...c.env, ...commandAssignments(c.command) }.TOXENV;
    if ((list === undefined || list.includes('${{')) && envVar && !envVar.includes('${{'))
        list = envVar;
    if (list === undefined || list.includes('${{') || list === 'ALL')
        return tox.envList.length > 0 ? tox.envList : ['py'];
    return expandEnvList(list);
}
/** An INI file's sections, each a map of keys to values (continuation lines joined with newlines). */
function iniSections(text) {
    const out = new Map();
    let section;
    let key;
    for (const line of text.split(/\r?\n/)) {
        const head = /^\[([^\]]+)\]\s*$/.exec(line);
        if (head) {
            section = new Map();
            out.set(head[1].trim(), section);
            key = undefined;
            continue;
        }
        if (!section || /^\s*[#;]/.test(line))
            continue;
        if (/^\s+\S/.test(line) && key !== undefined) {
            section.set(key, `${section.get(key)}\n${line.trim()}`);
            continue;
        }
        const kv = /^([\w.-]+)\s*[=:]\s*(.*)$/.exec(line);
        if (kv) {
            key = kv[1];
            section.set(key, kv[2].trim());
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./build/core/detect/python.js







const DEFAULT_PYTHON_VERSION = '3.12';
/** Extras installed with the project when pyproject.toml defines them (pip). */
const DEV_EXTRAS = ['dev', 'test', 'tests'];
function detectPython(reader, names, ci) {
    const py = readPythonProject(reader, names, ci);
    const { gates, missing } = toolGates(py, pythonTools(py));
    const classify = pythonClassifier(py);
    const tox = gatesFromTox(py, gates, classify);
    const setupSteps = pythonSetup(py, gates, tox, missing, classify);
    return {
        kind: 'python',
        gates,
        setupSteps,
        notes: py.notes,
        classify,
        ciGates: tox.gates,
        covered: tox.covered,
    };
}
function readPythonProject(reader, names, ci) {
    const notes = [];
    const parsed = readToml(reader, 'pyproject.toml', notes, 'nothing is read from it');
    const doc = parsed ?? {};
    const text = parsed ? (reader.read('pyproject.toml') ?? '') : '';
    const project = table(doc, 'project');
    const has = (tool) => table(doc, 'tool', tool) !== undefined;
    const ciUv = ci.actions.some((a) => a.action === 'astral-sh/setup-uv') ||
        ci.commands.some((c) => /^uv\s/.test(c.command));
    const runner = names.has('uv.lock') || has('uv') || ciUv
        ? 'uv'
        : names.has('poetry.lock') || has('poetry')
            ? 'poetry'
            : 'pip';
    const installable = project !== undefined ||
        has('poetry') ||
        table(doc, 'build-system') !== undefined ||
        names.has('setup.py');
    const groups = requirementLists(doc['dependency-groups']);
    // uv syncs the `dev` group unless `tool.uv.default-groups` names others (or says "all").
    const uvDefault = table(doc, 'tool', 'uv')?.['default-groups'];
    const defaultGroups = uvDefault === undefined ? ['dev'] : uvDefault === 'all' ? Object.keys(groups) : strings(uvDefault);
    const optional = requirementLists(project?.['optional-dependencies']);
    const projectDeps = requirementsText(project?.dependencies) ?? '';
    const installed = !installable
        ? ''
        : [projectDeps, ...DEV_EXTRAS.filter((e) => optional[e] !== undefined).map((e) => optional[e])].join('\n');
    const ruffFile = ['ruff.toml', '.ruff.toml'].find((f) => names.has(f));
    const ruffConfig = ruffFile
        ? readToml(reader, ruffFile, notes, 'the gates do not know whether ruff fixes by default')
        : table(doc, 'tool', 'ruff');
    const mypyFiles = table(doc, 'tool', 'mypy')?.files !== undefined ||
        ['mypy.ini', '.mypy.ini', 'setup.cfg'].some((f) => /^\s*files\s*=/m.test(reader.read(f) ?? ''));
    return {
        reader,
        names,
        ci,
        notes,
        doc,
        text,
        project,
        has,
        runner,
        installable,
        groups,
        defaultGroups,
        optional,
        projectDeps,
        installed,
        ruffFix: ruffConfig?.fix === true,
        mypyFiles,
        syncGroups: new Set(),
        syncExtras: new Set(),
    };
}
/** mypy, ruff (check, and format where configured) and pytest, where a config or a dependency names them. */
function pythonTools(py) {
    const { names, has, groups, optional, text, ruffFix, mypyFiles, doc, notes } = py;
    const precommit = py.reader.read('.pre-commit-config.yaml') ?? '';
    const tools = [];
    const configuredBy = (tool, files) => has(tool) ? `pyproject.toml [tool.${tool}]` : files.find((f) => names.has(f));
    const mypyConf = configuredBy('mypy', ['mypy.ini', '.mypy.ini']);
    const ruffConf = configuredBy('ruff', ['ruff.toml', '.ruff.toml']);
    const pytestConf = configuredBy('pytest', ['pytest.ini']);
    const listed = (tool) => {
        for (const [g, body] of Object.entries(groups))
            if (mentionsPackage(body, tool))
                return `pyproject.toml [dependency-groups] ${g}`;
        for (const [e, body] of Object.entries(optional))
            if (mentionsPackage(body, tool))
                return `pyproject.toml optional-dependencies ${e}`;
        if (mentionsPackage(text, tool))
            return 'pyproject.toml';
        return undefined;
    };
    const mypySrc = mypyConf ?? listed('mypy');
    if (mypySrc)
        tools.push({
            tool: 'mypy',
            gate: 'typecheck',
            args: mypyFiles ? '' : ' .',
            source: mypySrc,
        });
    const ruffSrc = ruffConf ?? listed('ruff');
    if (ruffSrc) {
        tools.push({
            tool: 'ruff',
            gate: 'lint',
            args: ` check${ruffFix ? ' --no-fix' : ''}`,
            source: ruffSrc,
        });
        if (ruffFix)
            notes.push(`ruff: the config says fix = true; the lint gate runs ruff check --no-fix`);
        const fmt = table(doc, 'tool', 'ruff', 'format')
            ? 'pyproject.toml [tool.ruff.format]'
            : /id:\s*ruff-format\b/.test(precommit)
                ? '.pre-commit-config.yaml ruff-format'
                : undefined;
        if (fmt)
            tools.push({ tool: 'ruff', gate: 'format', args: ' format --check', source: fmt });
    }
    const pytestSrc = pytestConf ?? listed('pytest');
    if (pytestSrc)
        tools.push({ tool: 'pytest', gate: 'test', args: '', source: pytestSrc });
    return tools;
}
/** The tools' gates, run through the project's runner; with pip, the tools it does not install. */
function toolGates(py, tools) {
    const { runner, groups, defaultGroups, optional, projectDeps, text, installed, names, doc, notes } = py;
    const gates = [];
    const missing = [];
    for (const t of tools) {
        let prefix = '';
        if (runner === 'uv') {
            const group = Object.entries(groups).find(([, body]) => mentionsPackage(body, t.tool))?.[0];
            const inProject = mentionsPackage(projectDeps, t.tool);
            const extra = Object.entries(optional).find(([, body]) => mentionsPackage(body, t.tool))?.[0];
            if (group && !defaultGroups.includes(group)) {
                py.syncGroups.add(group);
                prefix = `uv run --locked --group ${group} `;
            }
            else if (group || inProject)
                prefix = 'uv run --locked ';
            else if (extra) {
                py.syncExtras.add(extra);
                prefix = `uv run --locked --extra ${extra} `;
            }
            else {
                prefix = `uv run --locked --with ${t.tool} `;
                notes.push(`${t.tool} is in no dependency group of pyproject.toml; its gate runs an unpinned one (uv run --with)`);
            }
        }
        else if (runner === 'poetry') {
            prefix = 'poetry run ';
            if (!mentionsPackage(text, t.tool))
                notes.push(`${t.tool} is not a dependency in pyproject.toml: add it to a Poetry group, or its gate finds no ${t.tool}`);
        }
        else if (!mentionsPackage(installed, t.tool) && !missing.includes(t.tool))
            missing.push(t.tool);
        // With pip, an installed copy of the package (site-packages, a global install) could be
        // what the tests import; a src layout goes first on the path, so the tests test src/.
        const srcFirst = runner === 'pip' &&
            t.tool === 'pytest' &&
            names.has('src') &&
            table(doc, 'tool', 'pytest', 'ini_options')?.pythonpath === undefined
            ? 'PYTHONPATH=src '
            : '';
        gates.push({ name: t.gate, command: `${srcFirst}${prefix}${t.tool}${t.args}`, source: t.source });
    }
    if (tools.some((t) => t.tool === 'mypy'))
        notes.push(py.mypyFiles
            ? 'mypy: its config names the files to check, so the gate runs plain `mypy`'
            : 'mypy: no `files` in its config; the gate checks `.`');
    return { gates, missing };
}
/** How a Python command line reads as a gate (through uv, Poetry or `python -m`). */
function pythonClassifier(py) {
    const { runner, reader, ruffFix } = py;
    return (command) => {
        const words = pythonWords(command);
        if (words === 'setup')
            return 'setup';
        const [tool, sub] = words;
        if (tool === 'pip')
            return 'setup';
        // An install script of the repository that the setup runs (see installLines).
        if (runner === 'pip' && safeInstallScript(reader, command) !== undefined)
            return 'setup';
        if (tool === 'pytest')
            return { name: 'test', command };
        if (tool === 'mypy' || tool === 'pyright')
            return { name: 'typecheck', command };
        if (tool === 'ruff' && sub === 'check')
            return {
                name: 'lint',
                command: ruffFix && !command.includes('--no-fix') && !command.includes('--fix')
                    ? `${command} --no-fix`
                    : command,
            };
        if (tool === 'ruff' && sub === 'format')
            return command.includes('--check') ? { name: 'format', command } : undefined;
        if (tool === 'black')
            return command.includes('--check') ? { name: 'format', command } : undefined;
        if (tool === 'flake8' || tool === 'pylint')
            return { name: 'lint', command };
        return undefined;
    };
}
/**
 * tox: the environments the CI runs, and the commands in them. Each check tool in them is a
 * gate of its own, run directly (the gates are what tox would run), unless a gate from the
 * build files runs the same tool: that one stays, and counts as run by the CI.
 */
function gatesFromTox(py, gates, classify) {
    const { reader, names, doc, ci, notes, runner, groups, defaultGroups, syncGroups } = py;
    const found = { gates: [], covered: new Map(), installs: [], extras: [], jobs: new Set() };
    const { gates: toxGates, covered, installs: toxInstalls, extras: extrasWanted, jobs: toxJobs } = found;
    const tox = readTox(reader, names, doc);
    if (!tox)
        return found;
    for (const c of ci.commands) {
        const envs = toxEnvsRun(c, tox);
        if (envs === undefined)
            continue;
        toxJobs.add(c.source);
        for (const envName of envs) {
            const env = tox.env(envName);
            if (!env) {
                notes.push(`tox env ${envName} (run by ${c.source}) is not in ${tox.file}; nothing read from it`);
                continue;
            }
            const where = `tox env ${envName} (${env.section}), run by ${c.source}`;
            let gave = false;
            for (const line of env.commands) {
                const got = classify(line);
                if (got === 'setup')
                    continue;
                if (got === undefined || writesFiles(line) !== undefined) {
                    notes.push(`not a gate: \`${line}\` (${where}): ${got === undefined ? 'not a known check command' : writesFiles(line)}${BY_HAND}`);
                    continue;
                }
                gave = true;
                if (toxGates.some((g) => g.name === got.name) || covered.has(got.name))
                    continue;
                const tool = pythonTool(line);
                const file = gates.find((g) => g.name === got.name);
                if (file && pythonTool(file.command) === tool) {
                    covered.set(got.name, where);
                    continue;
                }
                if (line.includes('{')) {
                    notes.push(`not a gate: \`${line}\` (${where}): uses tox substitutions${BY_HAND}`);
                    continue;
                }
                const group = env.groups.find((g) => !defaultGroups.includes(g) && groups[g] !== undefined);
                if (runner === 'uv' && group)
                    syncGroups.add(group);
                const prefix = runner === 'uv'
                    ? `uv run --locked ${group ? `--group ${group} ` : ''}`
                    : runner === 'poetry'
                        ? 'poetry run '
                        : '';
                toxGates.push({ name: got.name, command: `${prefix}${got.command}`, source: where });
                if (file)
                    notes.push(`the ${got.name} gate runs \`${got.command}\` as the CI does (${where}), not \`${file.command}\``);
            }
            if (gave && runner === 'pip')
                toxInstalls.push(...env.deps);
            if (gave && runner === 'pip' && env.extras.length > 0)
                extrasWanted.push(...env.extras);
        }
    }
    const toxRan = new Set(ci.commands.flatMap((c) => toxEnvsRun(c, tox) ?? []));
    if (!gates.some((g) => g.name === 'typecheck') && !toxGates.some((g) => g.name === 'typecheck'))
        for (const name of new Set(tox.envNames)) {
            if (toxRan.has(name))
                continue;
            const env = tox.env(name);
            const line = env?.commands.find((l) => {
                const got = classify(l);
                return got !== undefined && got !== 'setup' && got.name === 'typecheck';
            });
            if (env && line)
                notes.push(`not a gate: \`${line}\` (tox env ${name}, ${env.section}): no CI job runs this env, so the type check is not a gate; add it to the plan by hand (as "required": false until it passes)`);
        }
    return found;
}
/** Python, then uv, Poetry or pip with what the gates need. */
function pythonSetup(py, gates, tox, missing, classify) {
    const { names, ci, notes, runner, project, groups, defaultGroups, syncGroups, syncExtras } = py;
    const toxGates = tox.gates;
    // `.python-version`, else a plain version the CI sets up, else the lowest `requires-python`.
    const ciPython = ci.actions
        .map((a) => (a.action === 'actions/setup-python' ? a.with['python-version'] : undefined))
        .find((v) => v && !v.includes('${{'));
    const pythonVersion = names.has('.python-version')
        ? { 'python-version-file': '.python-version' }
        : {
            'python-version': ciPython ?? requiresPythonVersion(project?.['requires-python']) ?? DEFAULT_PYTHON_VERSION,
        };
    const setupSteps = [
        { name: 'Set up Python', uses: 'actions/setup-python@v5', with: pythonVersion },
    ];
    if (runner === 'uv') {
        // Not setup-uv's cache: it lives in a runner directory the agent user (who runs `uv sync`)
        // cannot write to.
        setupSteps.push({ name: 'Set up uv', uses: 'astral-sh/setup-uv@v6', with: { 'enable-cache': 'false' } });
        const lockArg = names.has('uv.lock') ? ' --locked' : '';
        if (!lockArg)
            for (const g of [...gates, ...toxGates])
                g.command = g.command.replace('uv run --locked', 'uv run');
        setupSteps.push({
            name: 'Install dependencies',
            run: `uv sync${lockArg}${[...syncGroups].map((g) => ` --group ${g}`).join('')}${[...syncExtras].map((e) => ` --extra ${e}`).join('')}`,
            repoCode: true,
        });
        notes.push(`uv (${names.has('uv.lock') ? 'uv.lock' : 'no uv.lock'}): the project is installed editable, so the tests import src/; groups ${[...new Set([...defaultGroups.filter((g) => groups[g] !== undefined), ...syncGroups])].join(', ') || 'none'}`);
    }
    else if (runner === 'poetry') {
        setupSteps.push({ name: 'Install Poetry', run: 'pip install poetry' });
        setupSteps.push({ name: 'Install dependencies', run: 'poetry install --no-interaction', repoCode: true });
        notes.push('poetry: the gates run through poetry run');
    }
    else {
        const install = pipInstall(py, tox, missing, classify);
        if (install)
            setupSteps.push(install);
    }
    return setupSteps;
}
/**
 * The pip install step: what the CI job that runs the checks installs (its pip lines and
 * install scripts, so the test dependencies are there), else the project with its dev extras;
 * then the deps of the tox envs and the tools still missing.
 */
function pipInstall(py, tox, missing, classify) {
    const { reader, ci, notes, installable, installed, optional } = py;
    const { gates: toxGates, installs: toxInstalls, extras: extrasWanted, jobs: toxJobs } = tox;
    // What the CI job that runs the checks installs: its pip lines and install scripts, so the
    // test dependencies (requirements-dev.txt, an extra) are there. The jobs that give gates,
    // else every job read.
    const checkJobs = new Set(toxJobs);
    for (const c of ci.commands) {
        const got = classify(c.command);
        if (got !== undefined && got !== 'setup')
            checkJobs.add(c.source);
    }
    const fromCi = installLines(reader, ci, checkJobs, notes);
    const installedText = [
        installed,
        ...fromCi.requirements,
        ...fromCi.extras.map((e) => optional[e] ?? ''),
    ].join('\n');
    const stillMissing = [...missing, ...toxGates.map((g) => pythonTool(g.command))].filter((t, i, all) => all.indexOf(t) === i &&
        !requirementsMention(installedText, t) &&
        !toxInstalls.some((d) => requirementName(d) === t));
    const lines = [];
    if (fromCi.lines.length > 0) {
        lines.push(...fromCi.lines);
        if (installable && !fromCi.installsProject && (toxGates.length > 0 || extrasWanted.length > 0))
            lines.push(`pip install ${extrasWanted.length > 0 ? `-e '.[${[...new Set(extrasWanted)].join(',')}]'` : '-e .'}`);
        notes.push(`pip: the setup installs what the CI installs (${[...new Set(fromCi.sources)].join('; ')}): ${fromCi.lines.map((l) => `\`${l}\``).join(', ')}`);
    }
    else {
        const extras = [...new Set([...DEV_EXTRAS.filter((e) => optional[e] !== undefined), ...extrasWanted])];
        if (installable)
            lines.push(`pip install ${extras.length > 0 ? `-e '.[${extras.join(',')}]'` : '-e .'}`);
    }
    // A tox dep is a requirement (`mypy>=1`) or an option with its value (`-r requirements/x.txt`).
    const more = [...new Set([...toxInstalls, ...stillMissing])].map((d) => d.startsWith('-') ? shellWords(d).map(shellQuote).join(' ') : shellQuote(d));
    if (more.length > 0) {
        if (lines.length > 0 && fromCi.lines.length === 0 && /^pip install /.test(lines[0]))
            lines[0] = `${lines[0]} ${more.join(' ')}`;
        else
            lines.push(`pip install ${more.join(' ')}`);
    }
    if (toxInstalls.length > 0)
        notes.push(`tox: the setup installs the deps of the tox envs the gates come from: ${[...new Set(toxInstalls)].join(' ')}`);
    return lines.length > 0
        ? { name: 'Install dependencies', run: lines.join(' && '), repoCode: true }
        : undefined;
}
function requiresPythonVersion(requires) {
    const v = typeof requires === 'string' ? lowestVersion(requires) : undefined;
    // "3" alone would pick the oldest Python 3; only a minor version says something.
    return v?.includes('.') ? v.split('.').slice(0, 2).join('.') : undefined;
}

;// CONCATENATED MODULE: ./build/core/detect/project.js
// What kind of project a repository is, and the quality gates and CI setup steps that fit it:
// the data `ralph init` writes into implementation.json and the workflow.
// Pure: it sees the project only through a ProjectReader (file names and texts by path).
//
// Where gates come from, in order:
// 1. The repository's own CI (`.github/workflows/*.yml`, the workflows that run on pull
//    requests, else on pushes): each `run:` line that is a known check command (a package
//    script, cargo, go, golangci-lint, pytest, mypy, ruff, make check targets...) becomes a gate,
//    in the CI's order (zod builds before it tests), the first command of each gate name only.
//    Reusable workflows and composite actions of the repository are followed; a step the CI
//    lets fail gives a gate that is not required. Installs and tool set-up lines are set-up,
//    not gates (a plain `apt-get install` becomes a setup step); anything else is named in a
//    note, so the user can add it by hand. Never a gate: a job that commits what it changed
//    (autofix.ci, an auto-commit action, `git commit`/`git push`), a command that writes files
//    (`--fix`, `--write`, `go generate`, a `lint:fix` or `generate` script), and on Rust a
//    command that needs nightly (`+nightly`, `-Z`, `--cfg docsrs`, a nightly-only job): the task
//    job runs stable.
//    The tox envs the CI runs are read too: their check tools become gates run directly.
// 2. The build files, for the gates the CI does not run:
//    - node: package.json scripts typecheck, lint, format, test, build, preferring the
//      check-mode variant (`lint:check`, `format:check`) and never a script that writes
//      (`--write`, `--fix`), run with the package manager of the lockfile.
//    - rust: cargo check, clippy (only where the repository uses clippy: its CI, a clippy.toml
//      or a `lints.clippy` table), fmt --check (a rustfmt.toml), test, build; `--workspace` for a
//      workspace.
//    - go: go vet (or golangci-lint with a .golangci.yml), go test, go build.
//    - python: mypy (plain `mypy` when `[tool.mypy] files` says what to check), ruff check
//      (`--no-fix` when the config says `fix = true`), ruff format --check, pytest; run through
//      `uv run --locked` (uv.lock) or `poetry run` (poetry), else installed with pip.
//    - a Makefile's lint, test, build, check targets, only when nothing above gives a gate.
//    Such a gate is required only when the CI runs that check anyway, through tox, pre-commit
//    or a make target's recipe; when the CI runs checks but not this one, it is
//    `required: false` with a note (it may fail on the untouched tree). Without any CI, a linter
//    that only its config suggests (clippy.toml, .golangci.yml) is not required either.
// Every gate says in `source` where it came from. Gate names are the same everywhere
// (typecheck, lint, format, test, build), so retry context and summaries read alike; a CI
// script with no such meaning keeps its own name (`check:circular`).
// The setup steps fit the ecosystem: the lockfile's package manager, Go from go.mod's
// `toolchain` line (its `go` directive is the oldest Go it supports), a cargo cache, uv or
// Poetry with the lock file, Playwright's browsers where the tests use them. The toolchain is
// the one the CI job of the first CI gate sets up (node-version, python-version, go-version or
// its file), unless the repository pins one itself. With pip, the setup runs the install lines
// of the CI jobs that run checks (requirements files, extras, an install script that needs no
// root) and the deps of the tox envs the gates come from.








/** A reader over an in-memory map of file paths (relative, `/`-separated) to texts. */
function readerFromFiles(files) {
    return {
        list: (dir = '') => {
            const prefix = dir === '' ? '' : `${dir.replace(/\/+$/, '')}/`;
            const names = new Set();
            for (const path of Object.keys(files))
                if (path.startsWith(prefix))
                    names.add(path.slice(prefix.length).split('/')[0]);
            return [...names];
        },
        read: (path) => files[path],
    };
}
function detectProject(reader) {
    const names = new Set(reader.list());
    const ci = readCi(reader);
    const detected = detectEcosystem(reader, names, ci);
    const makefile = MAKEFILES.find((n) => names.has(n));
    const makeText = makefile ? (reader.read(makefile) ?? '') : '';
    const targets = makefile ? makeTargets(makeText) : new Set();
    const fromCi = ciGates(ci, detected, targets);
    // Checks the CI runs through another runner (tox, pre-commit, a make target's recipe).
    const covered = new Map(detected.covered ?? []);
    for (const [name, via] of indirectChecks(reader, ci, detected, makefile, makeText))
        if (!covered.has(name))
            covered.set(name, via);
    // The tools the CI runs only through such a runner, as gates of their own.
    const viaRunner = (detected.ciGates ?? []).filter((g) => !fromCi.gates.some((c) => c.name === g.name));
    const ciAll = [...fromCi.gates, ...viaRunner];
    const merged = mergeGates(ciAll, detected.gates.filter((g) => !viaRunner.some((v) => v.name === g.name)), detected.kind);
    const notes = [...ci.notes, ...fromCi.notes, ...detected.notes];
    if (fromCi.gates.length === 0 && (covered.size > 0 || viaRunner.length > 0)) {
        const i = notes.findIndex((n) => n.startsWith('CI (') && n.endsWith('gates from the build files'));
        if (i >= 0)
            notes[i] =
                `CI (${ci.files.join(', ')}): its checks run through other runners (tox, pre-commit, make); the gates run their tools directly`;
    }
    const gates = markRequired(merged, ciAll, covered, notes);
    let kind = detected.kind;
    if (kind === 'unknown' && gates.some((g) => g.command.startsWith('make ')))
        kind = 'make';
    if (gates.length === 0) {
        const make = MAKE_TARGETS.filter((t) => targets.has(t)).map((t) => ({
            name: t,
            command: `make ${t}`,
            source: `${makefile} target ${t}`,
        }));
        if (make.length > 0) {
            gates.push(...make);
            notes.push(`${makefile} targets: ${make.map((g) => g.name).join(', ')}`);
            if (kind === 'unknown')
                kind = 'make';
        }
        else if (makefile && kind === 'unknown') {
            kind = 'make';
            notes.push(`${makefile} has none of the targets ${MAKE_TARGETS.join(', ')}`);
        }
    }
    if (gates.length === 0)
        notes.push('no gates detected');
    const system = systemPackages(ci);
    const setupSteps = detected.setupSteps.map((step) => jobToolchain(step, ciAll, ci, notes));
    if (system) {
        setupSteps.unshift(system.step);
        notes.push(`system packages the CI installs (${system.source}): ${system.packages.join(' ')}`);
    }
    return { kind, gates, setupSteps, notes };
}
/** The build system's detector: the first whose file the root has. */
function detectEcosystem(reader, names, ci) {
    if (names.has('package.json'))
        return detectNode(reader, names, ci);
    if (names.has('Cargo.toml'))
        return detectRust(reader, names, ci);
    if (names.has('go.mod'))
        return detectGo(reader, names, ci);
    if (names.has('pyproject.toml') || names.has('setup.py') || names.has('setup.cfg'))
        return detectPython(reader, names, ci);
    return { kind: 'unknown', gates: [], setupSteps: [], notes: [], classify: () => undefined };
}
/**
 * A gate is required only when the CI runs that check: what the CI never runs may well fail on
 * the untouched tree (a linter's config written years ago, clippy's newest warnings). Each gate
 * that is not the CI's own gets a note saying why it is required or not.
 */
function markRequired(merged, ciAll, covered, notes) {
    const ciRuns = ciAll.length > 0 || covered.size > 0;
    return merged.map((g) => {
        const { configOnly, ...gate } = g;
        if (ciAll.includes(g))
            return gate;
        const via = covered.get(gate.name);
        if (via !== undefined) {
            notes.push(`gate ${gate.name} (\`${gate.command}\`): the CI runs it through ${via}`);
            return gate;
        }
        if (ciRuns) {
            notes.push(`gate ${gate.name} (\`${gate.command}\`, from ${gate.source}): required: false, because the repository's CI does not run it (it may fail on the untouched tree); make it required once it passes`);
            return { ...gate, required: false };
        }
        if (configOnly !== undefined) {
            notes.push(`gate ${gate.name} (\`${gate.command}\`): required: false, because only ${configOnly} says the project uses it and no CI runs it (it may fail on the untouched tree); make it required once it passes`);
            return { ...gate, required: false };
        }
        return gate;
    });
}

;// CONCATENATED MODULE: ./build/core/detect/index.js










// EXTERNAL MODULE: ./build/core/plan.js
var plan = __webpack_require__(4115);
// EXTERNAL MODULE: ./build/core/workflow.js
var core_workflow = __webpack_require__(7245);
// EXTERNAL MODULE: ./build/cli/command.js
var cli_command = __webpack_require__(3192);
;// CONCATENATED MODULE: ./build/cli/init.js
// `ralph init`: sets a repository up for Ralph. It creates implementation.json from a template
// with the gates detected in the project (src/core/detect/), writes the Ralph workflow with one
// step per gate of the plan (src/core/workflow.ts), and says what to do next. It never
// overwrites a file without --force, and never replaces an existing plan at all: the plan holds
// the work and its progress, so --force only fills in a missing `gates` list. `--check` is for
// CI: it fails when the workflow's gate steps no longer match the plan's gates, when a detected
// gate's command changed at its source, or when the setup steps differ from what fits the
// project now. `--dry-run` writes nothing and lists the gates, their source, and their tools; it
// fails when a required gate's tool is missing here.











/** Where the workflow goes, relative to the project root. */
const WORKFLOW_PATH = '.github/workflows/ralph.yml';
const PROVIDERS = Object.keys(core_workflow/* AGENT_SETUPS */.RQ);
const init = {
    name: 'init',
    summary: 'create implementation.json and the Ralph workflow for this repository',
    usage: `[--agent PROVIDER] [--agent-command CMD] [--force] [--check] [--dry-run] [--plan PATH]

Sets this repository up for Ralph, at the project root:
- implementation.json: created from a template (an example spec to replace) with
  the gates detected from the repository's CI (.github/workflows), in its order, then
  from package.json scripts, Cargo.toml, go.mod, pyproject.toml or a Makefile; each
  gate says in "source" where it came from. An existing plan is kept as it is.
- ${WORKFLOW_PATH}: the Ralph workflow, with one step per gate of the plan.
Then prints what to do next. A file that exists and differs is not overwritten
unless --force; an existing plan is never replaced (--force only adds the detected
gates to a plan that has no "gates").

      --agent PROVIDER  the coding agent: ${PROVIDERS.join(', ')}
                        (default: the plan's agent.provider, else claude)
      --agent-command CMD  for --agent command: the command line that runs your
                        agent (the prompt arrives on stdin); saved as agent.command
      --force           overwrite the workflow; add detected gates to a plan without any
      --check           write nothing; exit 1 when the workflow's gate steps differ from
                        the plan's gates, a detected gate's command changed at its source,
                        or the setup steps no longer fit the project (for CI)
      --dry-run         write nothing; list the gates, where each came from, and whether
                        its tool is found; exit 1 when a required gate's tool is missing
${cli_command/* PLAN_USAGE */.YG}`,
    options: {
        ...cli_command/* PLAN_OPTION */.w,
        agent: { type: 'string' },
        'agent-command': { type: 'string' },
        force: { type: 'boolean' },
        check: { type: 'boolean' },
        'dry-run': { type: 'boolean' },
    },
    async run(ctx) {
        const root = (0,project_root/* findProjectRoot */.pj)(ctx.cwd);
        const planPath = (0,project_root/* resolvePlanPath */.PC)(ctx.cwd, (0,cli_command/* stringOption */.Pp)(ctx, 'plan'));
        const planRel = (0,external_node_path_.relative)(root, planPath).split(external_node_path_.sep).join('/');
        if (planRel.startsWith('../') || (0,external_node_path_.isAbsolute)(planRel))
            throw new cli_command/* UsageError */.eb(`the plan must be inside the project (${root}), got ${planPath}`);
        const workflowPath = (0,external_node_path_.join)(root, WORKFLOW_PATH);
        if (ctx.values.check) {
            if (ctx.values.force ||
                ctx.values.agent !== undefined ||
                ctx.values['agent-command'] !== undefined ||
                ctx.values['dry-run'])
                throw new cli_command/* UsageError */.eb('--check writes nothing; it takes only --plan');
            return check(ctx, root, planPath, planRel, workflowPath);
        }
        const { agentOption, agentCommand } = agentOptions(ctx);
        const force = Boolean(ctx.values.force);
        // Ralph commits each task's work on a branch: a folder outside git gets nothing written.
        if (!ctx.values['dry-run'] && !(await new git/* Git */.TU(root).try(['rev-parse', '--git-dir']))) {
            ctx.err(`ralph init: ${root} is not in a git repository, so nothing was written. Ralph commits each task's work on a branch: run \`git init\` there (and commit your project), then \`ralph init\` again.`);
            return 1;
        }
        const detected = detectProject(projectReader(root));
        // A dry run lists the gates itself, with their tools.
        ctx.out(describeProject(detected, !ctx.values['dry-run']));
        if (ctx.values['dry-run']) {
            if (force)
                throw new cli_command/* UsageError */.eb('--dry-run writes nothing; it does not take --force');
            return dryRun(ctx, root, planPath, planRel, detected);
        }
        // Specs written as markdown: plan mode turns them into tasks, so no example spec is needed.
        const specDocs = (0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, 'specs'))
            ? (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(root, 'specs'))
                .filter((f) => f.endsWith('.md'))
                .sort()
            : [];
        const run = {
            root,
            planPath,
            planRel,
            workflowPath,
            force,
            agentOption,
            agentCommand,
            detected,
            specDocs,
        };
        // 1. The plan: create it, or keep it (filling in missing gates only with --force).
        const { plan, planCreated } = (0,external_node_fs_.existsSync)(planPath) ? await keepPlan(ctx, run) : createPlan(ctx, run);
        // 2. The workflow, from the plan's gates.
        const written = writeWorkflow(ctx, run, plan, planCreated);
        if (written !== 0)
            return written;
        // Specs written as markdown and no tasks yet: plan mode writes them.
        if (specDocs.length > 0 && plan.specs.every((s) => s.tasks.length === 0))
            ctx.out(`\nspecs/ has ${specDocs.length} spec file${specDocs.length === 1 ? '' : 's'} (${specDocs.slice(0, 3).join(', ')}${specDocs.length > 3 ? ', ...' : ''}): run \`ralph plan\` to have the agent turn ${specDocs.length === 1 ? 'it' : 'them'} into tasks in ${planRel}.`);
        return 0;
    },
};
/** `--agent` and `--agent-command`, checked together. */
function agentOptions(ctx) {
    const agentCommand = (0,cli_command/* stringOption */.Pp)(ctx, 'agent-command');
    // --agent-command alone means the `command` agent.
    const agentOption = (0,cli_command/* stringOption */.Pp)(ctx, 'agent') ?? (agentCommand !== undefined ? 'command' : undefined);
    if (agentOption !== undefined && !PROVIDERS.includes(agentOption))
        throw new cli_command/* UsageError */.eb(`unknown agent "${agentOption}"; use one of ${PROVIDERS.join(', ')}`);
    if (agentCommand !== undefined && agentOption !== 'command')
        throw new cli_command/* UsageError */.eb(`--agent-command is for --agent command; the ${agentOption} agent runs its own CLI. Drop --agent-command, or pass --agent command`);
    if (agentCommand !== undefined && !agentCommand.trim())
        throw new cli_command/* UsageError */.eb('--agent-command is empty; give the command line that runs your agent');
    return { agentOption, agentCommand };
}
/** An existing plan kept as it is: the agent chosen saved, the detected gates added only with --force. */
async function keepPlan(ctx, run) {
    const { planPath, planRel, detected } = run;
    let plan = (0,plan_file/* loadPlan */.Yq)(planPath).plan; // an invalid plan stops here: PlanError, one line per problem
    plan = await keepAgentChoice(ctx, planPath, planRel, plan, run.agentOption, run.agentCommand);
    if (plan.gates !== undefined) {
        ctx.out(`kept ${planRel} (it exists; gates: ${names(plan.gates)})`);
    }
    else if (detected.gates.length === 0) {
        ctx.out(`kept ${planRel} (it exists; it has no gates, and none were detected)`);
    }
    else if (run.force) {
        await (0,plan_file/* updatePlan */.td)(planPath, (p) => insertBefore(p, 'specs', 'gates', detected.gates));
        plan = (0,plan_file/* loadPlan */.Yq)(planPath).plan;
        ctx.out(`updated ${planRel}: added the detected gates (${names(detected.gates)}); nothing else changed`);
    }
    else {
        ctx.out(`kept ${planRel} (it exists) - it has no "gates", so the workflow gets no gate steps.\n` +
            `  Detected: ${detected.gates.map((g) => `${g.name} (${g.command})`).join(', ')}\n` +
            `  Run \`ralph init --force\` to add them to the plan (nothing else in it changes), or add "gates" yourself.`);
    }
    return { plan, planCreated: false };
}
/** A new plan from the template, with the detected gates; never over a file that appeared meanwhile. */
function createPlan(ctx, run) {
    const { planPath, planRel, agentOption, agentCommand, specDocs } = run;
    if (agentOption === 'command' && agentCommand === undefined)
        throw new cli_command/* UsageError */.eb('--agent command needs --agent-command CMD: the command line that runs your agent (the prompt arrives on stdin)');
    const plan = templatePlan(run.detected.gates, agentOption ?? 'claude', (0,external_node_fs_.existsSync)((0,external_node_path_.join)(run.root, 'README.md')), agentCommand);
    if (specDocs.length > 0)
        plan.specs = [];
    const problems = (0,checks/* planProblems */.s4)(plan);
    if (problems.length > 0)
        throw new plan_file/* PlanError */.W6(planPath, problems);
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(planPath), { recursive: true });
    if (!createFile(planPath, (0,plan_file/* serializePlan */.S1)(plan))) {
        throw new cli_command/* UsageError */.eb(`${planRel} appeared while ralph init ran; run it again`);
    }
    ctx.out(`created ${planRel} (${specDocs.length > 0 ? 'no specs yet: `ralph plan` writes them from specs/*.md' : 'an example spec to replace'}; gates: ${names(plan.gates ?? [])}; agent: ${agentOption ?? 'claude'})`);
    return { plan, planCreated: true };
}
/** The agent the workflow runs: `--agent`, else the plan's; a disagreement is said. */
function workflowAgent(ctx, run, plan) {
    const { agentOption, planRel } = run;
    const planProvider = plan.agent?.provider;
    const agent = agentOption ?? planProvider ?? 'claude';
    if (!PROVIDERS.includes(agent))
        throw new cli_command/* UsageError */.eb(`${planRel}: agent.provider "${agent}" has no workflow setup; pass --agent with one of ${PROVIDERS.join(', ')}`);
    if (agentOption && planProvider && planProvider !== agentOption)
        ctx.err(`warning: ${planRel} says agent.provider "${planProvider}"; the workflow runs "${agentOption}" (its input wins)`);
    return agent;
}
/**
 * The workflow for the plan written (a different one only with --force), then what to do next.
 * 1 when an existing, different workflow was left alone; else 0.
 */
function writeWorkflow(ctx, run, plan, planCreated) {
    const { planRel, workflowPath, specDocs } = run;
    const agent = workflowAgent(ctx, run, plan);
    const gates = plan.gates ?? [];
    const ids = new Map();
    for (const g of gates) {
        const clash = ids.get((0,core_workflow/* gateStepId */.fd)(g.name));
        if (clash !== undefined)
            throw new cli_command/* UsageError */.eb(`${planRel}: gates "${clash}" and "${g.name}" would get the same workflow step id; rename one`);
        ids.set((0,core_workflow/* gateStepId */.fd)(g.name), g.name);
    }
    // Spec files and no tasks yet: `ralph plan` comes first.
    const specsToPlan = specDocs.length > 0 && plan.specs.every((s) => s.tasks.length === 0);
    const workflow = (0,core_workflow/* renderWorkflow */.cn)({ gates, agent, setupSteps: run.detected.setupSteps, plan: planRel });
    const next = () => nextSteps(agent, planRel, planCreated && specDocs.length === 0, gates.length === 0, specsToPlan);
    let existing;
    try {
        existing = (0,external_node_fs_.readFileSync)(workflowPath, 'utf8');
    }
    catch {
        existing = undefined;
    }
    if (existing === workflow) {
        ctx.out(`${WORKFLOW_PATH} is up to date`);
        if (planCreated)
            ctx.out(next());
        return 0;
    }
    if (existing !== undefined && !run.force) {
        ctx.err(`ralph init: ${WORKFLOW_PATH} exists and differs from the workflow for this plan; not overwritten.\n` +
            `  Run \`ralph init --force\` to replace it, or \`ralph init --check\` to compare its gate steps with the plan.`);
        return 1;
    }
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(workflowPath), { recursive: true });
    if (existing === undefined) {
        if (!createFile(workflowPath, workflow))
            throw new cli_command/* UsageError */.eb(`${WORKFLOW_PATH} appeared while ralph init ran; run it again`);
    }
    else
        (0,plan_file/* writeAtomic */.vZ)(workflowPath, workflow);
    ctx.out(`${existing === undefined ? 'created' : 'replaced'} ${WORKFLOW_PATH} (gate steps: ${names(gates)}; agent: ${agent})`);
    ctx.out(next());
    return 0;
}
/** The project as detection reads it: paths relative to the root. */
function projectReader(root) {
    return {
        list: (dir = '') => {
            try {
                return (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(root, dir));
            }
            catch {
                return [];
            }
        },
        read: (path) => {
            try {
                return (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(root, path), 'utf8');
            }
            catch {
                return undefined;
            }
        },
    };
}
/** The plan `ralph init` creates: the detected gates, the agent, and an example spec to replace. */
function templatePlan(gates, provider, hasReadme = false, command) {
    return {
        $schema: (0,plan/* planJsonSchema */.bE)().$id,
        version: 1,
        agent: { provider, ...(command !== undefined ? { command } : {}) },
        ...(gates.length > 0 ? { gates: gates.map((g) => ({ ...g })) } : {}),
        specs: [
            {
                id: 'example',
                name: 'Example spec: replace it with your own',
                priority: 1,
                context: 'A spec is one reviewable change: its tasks run one at a time on the branch ralph/<spec id>, and one pull request is opened when they are all completed.',
                acceptanceCriteria: ['Every gate passes'],
                tasks: [
                    {
                        id: 'example-1',
                        title: 'First task',
                        description: 'What the agent should build, in a few sentences, as you would brief a colleague.',
                        status: 'pending',
                        acceptanceCriteria: ['An observable result that says the task is done'],
                        // Files whose contents go into the prompt; only one that exists, so the example runs.
                        ...(hasReadme ? { contextFiles: ['README.md'] } : {}),
                    },
                    {
                        id: 'example-2',
                        title: 'Second task',
                        description: 'Runs after example-1 is completed.',
                        status: 'pending',
                        dependsOn: ['example-1'],
                        acceptanceCriteria: ['Another observable result'],
                    },
                ],
            },
        ],
    };
}
function describeProject(d, withGates = true) {
    const what = d.kind === 'unknown' ? 'project: no known build files' : `project: ${d.kind}`;
    return [
        what,
        ...d.notes.map((n) => `  ${n}`),
        ...(withGates
            ? d.gates.map((g) => `  gate ${g.name}: ${g.command} (from ${g.source})${g.required === false ? ', not required' : ''}`)
            : []),
    ].join('\n');
}
/**
 * What to do after `ralph init`, in the order it works: first locally (the plan's tasks, a
 * check, a commit, a build), then on GitHub (secrets, permissions, a push, a run). Pushing
 * before the plan has tasks would start the workflow on the example spec, or on none.
 */
function nextSteps(agent, planRel, exampleSpec, noGates, specDocs = false) {
    const setup = core_workflow/* AGENT_SETUPS */.RQ[agent];
    const planOption = planRel === 'implementation.json' ? '' : ` --plan ${planRel}`;
    const local = [];
    if (specDocs)
        local.push(`Turn specs/*.md into tasks: ralph plan${planOption} (review the tasks it writes in ${planRel}).`);
    else if (exampleSpec)
        local.push(`Replace the example spec in ${planRel} with your own specs and tasks.`);
    if (noGates)
        local.push(`Add "gates" (name and command) to ${planRel} - nothing checks the agent's work without them - then run \`ralph init --force\`.`);
    if (agent === 'command' && setup.secrets.length === 0)
        local.push(`Check agent.command in ${planRel}: the command line that runs your agent (the prompt arrives on stdin).`);
    local.push(`Check the plan: ralph validate${planOption}`, `Commit the plan and the workflow: git add ${planRel} ${WORKFLOW_PATH} && git commit -m "Set up Ralph"`, `Run the ready tasks here: ralph build${planOption} (it needs a clean work tree; each spec gets its branch ralph/<spec id>).`);
    const github = [];
    if (setup.secrets.length > 0)
        github.push(`Add the repository secret${setup.secrets.length > 1 ? 's' : ''} ${setup.secrets.join(', ')} for the ${agent} agent (Settings > Secrets and variables > Actions).`);
    github.push('Allow GitHub Actions to create pull requests (Settings > Actions > General > Workflow permissions).', 'Push the commit to the default branch: git push', 'Run the workflow once by hand: gh workflow run ralph.yml (or Actions > Ralph > Run workflow).');
    return [
        '',
        'Next, locally:',
        ...local.map((s, i) => `  ${i + 1}. ${s}`),
        'Then on GitHub:',
        ...github.map((s, i) => `  ${local.length + i + 1}. ${s}`),
    ].join('\n');
}
/**
 * The agent `--agent` and `--agent-command` name, written into an existing plan when it says
 * otherwise (the plan is where `ralph build` and the workflow read it from); the plan as it is
 * then.
 */
async function keepAgentChoice(ctx, planPath, planRel, plan, provider, command) {
    if (provider === undefined)
        return plan;
    const sameProvider = plan.agent?.provider === provider;
    if (sameProvider && (command === undefined || plan.agent?.command === command))
        return plan;
    if (provider === 'command' && command === undefined && !plan.agent?.command)
        throw new cli_command/* UsageError */.eb('--agent command needs --agent-command CMD: the command line that runs your agent (the prompt arrives on stdin)');
    await (0,plan_file/* updatePlan */.td)(planPath, (p) => {
        const agent = p.agent ?? {};
        agent.provider = provider;
        if (command !== undefined)
            agent.command = command;
        p.agent = agent;
    });
    ctx.out(`updated ${planRel}: agent.provider "${provider}"${command !== undefined ? `, agent.command ${JSON.stringify(command)}` : ''}`);
    return (0,plan_file/* loadPlan */.Yq)(planPath).plan;
}
/**
 * `ralph init --check`: the workflow has the layout split by trust (a workflow written for an
 * older Ralph is told what to change), its gate steps are the plan's gates (same names, same
 * order), each gate `ralph init` detected (it has a `source`) still runs the command found at
 * that source, and the task job's setup steps are the ones that fit the project now.
 */
function check(ctx, root, planPath, planRel, workflowPath) {
    const { plan } = (0,plan_file/* loadPlan */.Yq)(planPath);
    const gates = plan.gates ?? [];
    const planGates = gates.map((g) => g.name);
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(workflowPath, 'utf8');
    }
    catch {
        ctx.err(`ralph init --check: ${WORKFLOW_PATH} is missing; run \`ralph init\` to write it`);
        return 1;
    }
    let parsed;
    let stepGates;
    let layout;
    try {
        parsed = (0,dist/* parse */.qg)(text);
        stepGates = workflowGateNames(parsed);
        layout = (0,core_workflow/* layoutProblems */.pn)(parsed);
    }
    catch (e) {
        ctx.err(`ralph init --check: ${WORKFLOW_PATH} is not valid YAML: ${e.message}`);
        return 1;
    }
    const detected = detectProject(projectReader(root));
    const expected = (0,dist/* parse */.qg)((0,core_workflow/* renderWorkflow */.cn)({ gates, setupSteps: detected.setupSteps, plan: planRel }));
    const commands = commandDifferences(gates, detected.gates);
    const problems = [
        ...layout,
        ...gateDifferences(planGates, stepGates),
        ...commands,
        ...setupDifferences(workflowSetupSteps(parsed), workflowSetupSteps(expected)),
    ];
    if (problems.length === 0) {
        ctx.out(`${WORKFLOW_PATH}: gate steps match ${planRel} (${planGates.join(', ') || 'no gates'}); gate commands and setup steps fit the project`);
        return 0;
    }
    ctx.err([
        layout.length > 0
            ? `ralph init --check: ${WORKFLOW_PATH} is laid out for an older Ralph${layout.length < problems.length ? ` and does not match ${planRel} or the project` : ''}:`
            : `ralph init --check: ${WORKFLOW_PATH}, ${planRel} and the project do not agree:`,
        ...problems.map((p) => `  ${p}`),
        `Fix: ${commands.length > 0 ? `change the plan's gates as said above, then ` : ''}run \`ralph init --force\` to rewrite the workflow from the plan (or edit it by hand).`,
    ].join('\n'));
    return 1;
}
/**
 * The gates `ralph init` detected (those with a `source`) whose command at that source is not
 * the plan's any more, or that are not found there at all; a gate without a `source` is the
 * user's own and is not compared.
 */
function commandDifferences(planGates, detected) {
    const out = [];
    for (const g of planGates) {
        if (typeof g.source !== 'string')
            continue;
        const now = detected.find((d) => d.name === g.name);
        if (!now)
            out.push(`gate ${g.name}: not detected any more (it came from ${g.source}); drop it from the plan, or remove its "source" to keep it as your own`);
        else if (now.command !== g.command)
            out.push(`gate ${g.name}: the plan runs \`${g.command}\`; ${now.source} now says \`${now.command}\` (change the plan's command, or remove its "source" to keep yours)`);
    }
    return out;
}
/**
 * The task job's steps that prepare the project: after the checkout, before the agent is
 * installed or runs (the job with the `command: run` step).
 */
function workflowSetupSteps(workflow) {
    const jobs = workflow?.jobs;
    if (!jobs || typeof jobs !== 'object')
        return [];
    for (const job of Object.values(jobs)) {
        const steps = Array.isArray(job?.steps) ? job.steps : [];
        if (!steps.some((s) => s?.with?.command === 'run'))
            continue;
        const out = [];
        for (const s of steps) {
            if (s?.with?.command === 'run' || s?.name === 'Install the agent' || s?.name === 'Previous attempt')
                break;
            if (typeof s?.uses === 'string' && s.uses.startsWith('actions/checkout'))
                continue;
            out.push(s);
        }
        return out;
    }
    return [];
}
/** What differs between the workflow's setup steps and the ones that fit the project, one line each. */
function setupDifferences(actual, expected) {
    const describe = (s) => {
        const w = s.with ?? {};
        // A setup step that runs the repository's code goes through Ralph's `setup` command.
        if (w.command === 'setup')
            return `runs \`${String(w.run)}\``;
        const parts = [];
        if (s.uses !== undefined)
            parts.push(`uses ${String(s.uses)}`);
        const withs = Object.entries(w).map(([k, v]) => `${k}: ${String(v)}`);
        if (withs.length > 0)
            parts.push(`with ${withs.join(', ')}`);
        if (s.run !== undefined)
            parts.push(`runs \`${String(s.run)}\``);
        return parts.join(' ') || '(empty)';
    };
    const out = [];
    const n = Math.max(actual.length, expected.length);
    for (let i = 0; i < n; i++) {
        const a = actual[i];
        const e = expected[i];
        if (a && e && describe(a) === describe(e))
            continue;
        const label = (s) => `"${String(s.name ?? s.uses ?? 'unnamed')}"`;
        if (!e)
            out.push(`setup step ${i + 1} ${label(a)} (${describe(a)}): not one the project needs now`);
        else if (!a)
            out.push(`setup step ${i + 1} ${label(e)} is missing: it ${describe(e)}`);
        else
            out.push(`setup step ${i + 1} ${label(a)}: the workflow ${describe(a)}; the project needs ${label(e)}, which ${describe(e)}`);
    }
    return out;
}
/**
 * `ralph init --dry-run`: what init would write, and for each gate the workflow would get: its
 * command, where it came from, and whether its tool is found here.
 */
function dryRun(ctx, root, planPath, planRel, detected) {
    let gates = detected.gates;
    if ((0,external_node_fs_.existsSync)(planPath)) {
        const plan = (0,plan_file/* loadPlan */.Yq)(planPath).plan;
        if (plan.gates !== undefined) {
            gates = plan.gates;
            ctx.out(`${planRel} exists and has gates: the workflow would run those (kept as they are)`);
        }
        else
            ctx.out(`${planRel} exists without gates: \`ralph init --force\` would add the detected ones`);
    }
    else
        ctx.out(`would create ${planRel} with the detected gates`);
    ctx.out((0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, WORKFLOW_PATH)) ? `${WORKFLOW_PATH} exists` : `would create ${WORKFLOW_PATH}`);
    ctx.out(gates.length > 0 ? '\nGates, in order:' : '\nGates: none');
    const missing = [];
    for (const g of gates) {
        const tool = toolCheck(root, g.command, ctx.env);
        ctx.out(`  ${g.name}: ${g.command}${g.required === false ? ' (not required)' : ''}`);
        ctx.out(`    from: ${typeof g.source === 'string' ? g.source : 'the plan (written by hand)'}`);
        ctx.out(`    tool: ${tool.text}`);
        if (tool.missing !== undefined && g.required !== false)
            missing.push(`${g.name} (${tool.missing})`);
    }
    if (detected.setupSteps.length > 0) {
        ctx.out('\nSetup steps before the agent and the gates:');
        for (const s of detected.setupSteps) {
            const withs = Object.entries(s.with ?? {}).map(([k, v]) => `${k}: ${v}`);
            const what = s.uses ? `${s.uses}${withs.length > 0 ? ` (${withs.join(', ')})` : ''}` : `\`${s.run}\``;
            ctx.out(`  ${s.name}: ${what}`);
        }
    }
    ctx.out('\nNothing was written (--dry-run).');
    // A required gate whose tool is not here fails every attempt (exit 127): say so, and fail.
    if (missing.length > 0) {
        ctx.err(`ralph init --dry-run: ${missing.length === 1 ? 'a required gate' : `${missing.length} required gates`} cannot run here, ${missing.length === 1 ? 'its tool is' : 'their tools are'} missing: ${missing.join(', ')}. Install ${missing.length === 1 ? 'it' : 'them'} (the workflow's setup steps do in CI), or set "required": false on the gate in ${planRel} if it may fail.`);
        return 1;
    }
    return 0;
}
/**
 * A gate's tool here: the line the dry runs print, and what is missing when the gate cannot
 * run at all (its program is not on PATH, or the package.json script it runs does not exist).
 * A tool the setup installs (node_modules/.bin, .venv/bin) is not missing: it is not there yet.
 * Leading `NAME=value` assignments are read as the shell reads them, quotes and all.
 */
function toolCheck(root, command, env) {
    const words = commandWords(command);
    const program = words[0] ?? '';
    const where = resolveProgram(root, program, env);
    const head = where
        ? `${program} found (${where})`
        : `${program} not found on PATH (install it to run this gate here: without it the gate exits 127)`;
    const notFound = where ? undefined : program;
    const inner = innerTool(words);
    if (!inner)
        return { text: head, ...(notFound ? { missing: notFound } : {}) };
    if (inner.kind === 'script') {
        const pkg = readJson((0,external_node_path_.join)(root, 'package.json'));
        const scripts = pkg?.scripts;
        const has = typeof scripts?.[inner.name] === 'string';
        // pnpm, yarn and bun run a dependency's binary by its name when no script has it.
        const bin = !has && words[0] !== 'npm' ? (0,external_node_path_.join)(root, 'node_modules', '.bin', inner.name) : undefined;
        if (bin !== undefined && (isExecutable(bin) || dependsOn(pkg, inner.name)))
            return {
                text: `${head}; ${inner.name} ${isExecutable(bin) ? `found (${(0,external_node_path_.relative)(root, bin)})` : 'not installed here yet (the install step installs it)'}`,
                ...(notFound ? { missing: notFound } : {}),
            };
        const missing = notFound ?? (has ? undefined : `script "${inner.name}" of package.json`);
        return {
            text: `${head}; script "${inner.name}" ${has ? 'in package.json' : 'NOT in package.json'}`,
            ...(missing ? { missing } : {}),
        };
    }
    const local = inner.dirs.map((d) => (0,external_node_path_.join)(root, d, inner.name)).find((p) => isExecutable(p));
    return {
        text: `${head}; ${inner.name} ${local ? `found (${(0,external_node_path_.relative)(root, local)})` : `not installed here yet (${inner.installedBy} installs it)`}`,
        ...(notFound ? { missing: notFound } : {}),
    };
}
/** Whether package.json lists a dependency that provides `bin`: the package of that name (tsc: typescript). */
function dependsOn(pkg, bin) {
    const deps = { ...pkg?.dependencies, ...pkg?.devDependencies };
    return deps[bin] !== undefined || (bin === 'tsc' && deps.typescript !== undefined);
}
/** The tool a package manager runs for a gate: a package.json script, or a program in the project's environment. */
function innerTool(words) {
    const [pm, ...rest] = words;
    const flagsOut = (list, withValue) => {
        const out = [];
        for (let i = 0; i < list.length; i++) {
            if (withValue.includes(list[i]))
                i++;
            else if (!list[i].startsWith('-'))
                out.push(list[i]);
        }
        return out;
    };
    if (pm === 'npx' || pm === 'bunx' || ((pm === 'pnpm' || pm === 'yarn') && rest[0] === 'exec')) {
        const name = flagsOut(pm === 'npx' || pm === 'bunx' ? rest : rest.slice(1), [])[0];
        return name
            ? { kind: 'bin', name, dirs: ['node_modules/.bin'], installedBy: 'the install step' }
            : undefined;
    }
    if (pm === 'npm' || pm === 'pnpm' || pm === 'yarn' || pm === 'bun') {
        const args = flagsOut(rest, ['--filter', '-F', '--workspace']);
        if (args.some((a) => a.startsWith('@')) || rest.includes('--filter') || rest.includes('-F'))
            return undefined;
        const script = args[0] === 'run' || args[0] === 'run-script' ? args[1] : args[0] === 't' ? 'test' : args[0];
        return script ? { kind: 'script', name: script } : undefined;
    }
    if ((pm === 'uv' || pm === 'poetry') && rest[0] === 'run') {
        const name = flagsOut(rest.slice(1), [
            '--group',
            '--with',
            '--extra',
            '--python',
            '-p',
            '--package',
            '--only-group',
        ])[0];
        return name
            ? { kind: 'bin', name, dirs: ['.venv/bin'], installedBy: pm === 'uv' ? 'uv sync' : 'poetry install' }
            : undefined;
    }
    return undefined;
}
function resolveProgram(root, program, env) {
    if (!program)
        return undefined;
    if (program.includes('/')) {
        const p = (0,external_node_path_.isAbsolute)(program) ? program : (0,external_node_path_.join)(root, program);
        return isExecutable(p) ? program : undefined;
    }
    for (const dir of (env.PATH ?? '').split(external_node_path_.delimiter)) {
        if (!dir)
            continue;
        const p = (0,external_node_path_.join)(dir, program);
        if (isExecutable(p))
            return p;
    }
    return undefined;
}
function isExecutable(path) {
    try {
        if (!(0,external_node_fs_.statSync)(path).isFile())
            return false;
        (0,external_node_fs_.accessSync)(path, external_node_fs_.constants.X_OK);
        return true;
    }
    catch {
        return false;
    }
}
function readJson(path) {
    try {
        const v = JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'));
        return v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
    }
    catch {
        return undefined;
    }
}
/** The `gate` input of every step, in any job, whose `with.command` is `gate`, in file order. */
function workflowGateNames(workflow) {
    const out = [];
    const jobs = workflow?.jobs;
    if (!jobs || typeof jobs !== 'object')
        return out;
    for (const job of Object.values(jobs)) {
        const steps = job?.steps;
        if (!Array.isArray(steps))
            continue;
        for (const step of steps) {
            const w = step?.with;
            if (w?.command !== 'gate')
                continue;
            out.push(typeof w.gate === 'string'
                ? w.gate
                : `(a gate step without a "gate" name: ${String(step.name ?? 'unnamed')})`);
        }
    }
    return out;
}
/** What differs between the plan's gate names and the workflow's gate steps, one line each. */
function gateDifferences(planGates, stepGates) {
    const problems = [];
    for (const g of planGates)
        if (!stepGates.includes(g))
            problems.push(`missing gate step: ${g} (in the plan, not in the workflow)`);
    for (const g of stepGates)
        if (!planGates.includes(g))
            problems.push(`extra gate step: ${g} (in the workflow, not in the plan)`);
    const dup = stepGates.filter((g, i) => stepGates.indexOf(g) !== i);
    for (const g of new Set(dup))
        problems.push(`gate step ${g} appears more than once`);
    if (problems.length === 0 && planGates.join('\n') !== stepGates.join('\n'))
        problems.push(`order: the plan runs ${planGates.join(', ')}; the workflow runs ${stepGates.join(', ')}`);
    return problems;
}
function names(gates) {
    return gates.length > 0 ? gates.map((g) => g.name).join(', ') : 'none';
}
/** Sets `key` on `obj` in place, placed before `before` (or last), so the file reads in the usual order. */
function insertBefore(obj, before, key, value) {
    const entries = Object.entries(obj).filter(([k]) => k !== key);
    for (const [k] of entries)
        delete obj[k];
    let placed = false;
    for (const [k, v] of entries) {
        if (k === before && !placed) {
            obj[key] = value;
            placed = true;
        }
        obj[k] = v;
    }
    if (!placed)
        obj[key] = value;
}
/**
 * Creates a file that must not exist yet, atomically: written to a temp file, then hard-linked
 * into place (which fails rather than replace a file). False when the file already exists.
 */
function createFile(path, data) {
    const tmp = `${path}.${process.pid}.${Date.now().toString(36)}.tmp`;
    (0,external_node_fs_.writeFileSync)(tmp, data, { flag: 'wx' });
    try {
        (0,external_node_fs_.linkSync)(tmp, path);
        return true;
    }
    catch (err) {
        const code = err.code;
        if (code === 'EEXIST')
            return false;
        // A file system without hard links: exclusive create, the next best thing.
        try {
            (0,external_node_fs_.writeFileSync)(path, data, { flag: 'wx' });
            return true;
        }
        catch (e) {
            if (e.code === 'EEXIST')
                return false;
            throw e;
        }
    }
    finally {
        (0,external_node_fs_.rmSync)(tmp, { force: true });
    }
}


/***/ })

};
