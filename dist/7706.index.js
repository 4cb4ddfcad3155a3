export const id = 7706;
export const ids = [7706,6769];
export const modules = {

/***/ 7706:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  WORKFLOW_PATH: () => (/* binding */ WORKFLOW_PATH),
  init: () => (/* binding */ init),
  jobChoice: () => (/* binding */ jobChoice)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/adapters/git.js + 1 modules
var git = __webpack_require__(8275);
// EXTERNAL MODULE: ./build/adapters/plan-file.js + 1 modules
var plan_file = __webpack_require__(3626);
;// CONCATENATED MODULE: ./build/adapters/project-files.js
// The files `ralph init` reads and creates: the project as detection reads it (paths relative to
// the root), its markdown specs, and a file created only where none exists.


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
/** The markdown specs in `specs/`, sorted: plan mode turns them into tasks. */
function markdownSpecs(root) {
    return (0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, 'specs'))
        ? (0,external_node_fs_.readdirSync)((0,external_node_path_.join)(root, 'specs'))
            .filter((f) => f.endsWith('.md'))
            .sort()
        : [];
}
/** A file's text, or undefined when it cannot be read. */
function readIfExists(path) {
    try {
        return (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./build/adapters/project-root.js
var project_root = __webpack_require__(2757);
// EXTERNAL MODULE: ./build/core/closest-key.js
var closest_key = __webpack_require__(2167);
// EXTERNAL MODULE: ./build/core/detect/index.js + 31 modules
var detect = __webpack_require__(464);
// EXTERNAL MODULE: ./build/core/shell.js
var shell = __webpack_require__(8772);
// EXTERNAL MODULE: ./build/core/workflow/workflow.js
var workflow_workflow = __webpack_require__(9569);
;// CONCATENATED MODULE: ./build/core/init/text.js
// What `ralph init` says (docs/ARCHITECTURE.md#gates): the project it found with its CI jobs
// table and gates, what to do next, and the commands it names (quoted to run as printed, with
// `--plan` when the plan is not the default one). Pure.



function describeProject(d, withGates = true) {
    const what = d.kind === 'unknown' ? 'project: no known build files' : `project: ${d.kind}`;
    const table = (d.jobs ?? []).length > 0 ? `\nCI jobs:\n${indent((0,detect/* jobsTable */.xf)(d.jobs ?? []))}\n` : undefined;
    return [
        what,
        ...(table ? [table] : []),
        ...d.notes.map((n) => `  ${n}`),
        ...(withGates
            ? d.gates.map((g) => `  gate ${g.name}: ${g.command} (from ${g.source})${g.required === false ? ', not required' : ''}`)
            : []),
    ].join('\n');
}
const indent = (text) => text
    .split('\n')
    .map((l) => `  ${l}`)
    .join('\n');
/**
 * What to do after `ralph init`, in the order it works: first locally (the plan's tasks, a
 * check, a commit, a build), then on GitHub (secrets, permissions, a push, a run). Pushing
 * before the plan has tasks would start the workflow on the example spec, or on none.
 */
function nextSteps(providers, planRel, exampleSpec, noGates, specDocs = false) {
    const setups = (0,workflow_workflow/* agentSetups */.a4)({ providers });
    const secrets = [...new Set(setups.flatMap((s) => s.secrets))];
    const local = [];
    if (specDocs)
        local.push(`Turn specs/*.md into tasks: ${ralphCommand(planRel, 'plan')} (review the tasks it writes in ${planRel}).`);
    else if (exampleSpec)
        local.push(`Replace the example spec in ${planRel} with your own specs and tasks.`);
    if (noGates)
        local.push(`Add "gates" (name and command) to ${planRel} - nothing checks the agent's work without them - then run ${ralphCommand(planRel, 'init', '--force')}.`);
    if (providers.includes('command'))
        local.push(`Check agent.command in ${planRel}: the command line that runs your agent (the prompt arrives on stdin).`);
    local.push(`Check the plan: ${ralphCommand(planRel, 'validate')}`, `Commit the plan and the workflow: ${commitCommand(planRel)}`, `Run the ready tasks here: ${ralphCommand(planRel, 'build')} (it needs a clean work tree; each spec gets its branch ralph/<spec id>).`);
    const github = [];
    if (secrets.length > 0)
        github.push(`Add the repository secret${secrets.length > 1 ? 's' : ''} ${secrets.join(', ')} for the ${setups
            .filter((s) => s.secrets.length > 0)
            .map((s) => s.provider)
            .join(' and ')} agent${setups.filter((s) => s.secrets.length > 0).length > 1 ? 's' : ''} (Settings > Secrets and variables > Actions).`);
    github.push('Allow GitHub Actions to create pull requests (Settings > Actions > General > Workflow permissions).', 'Push the commit to the default branch: `git push`', 'Run the workflow once by hand: `gh workflow run ralph.yml` (or Actions > Ralph > Run workflow).');
    return [
        '',
        'Next, locally:',
        ...local.map((s, i) => `  ${i + 1}. ${s}`),
        'Then on GitHub:',
        ...github.map((s, i) => `  ${local.length + i + 1}. ${s}`),
    ].join('\n');
}
/**
 * `ralph WORDS` as a command in backticks that runs as printed: quoted for the shell, with
 * `--plan` when the plan is not the default one.
 */
function ralphCommand(planRel, ...words) {
    const plan = planRel === 'implementation.json' ? [] : ['--plan', planRel];
    return `\`${(0,shell/* shellCommand */.q)(['ralph', ...words, ...plan])}\``;
}
/** The command that commits what `ralph init` wrote: the plan and the workflow. */
function commitCommand(planRel) {
    return `\`${(0,workflow_workflow/* setUpCommitCommand */._s)([planRel, workflow_workflow/* RALPH_WORKFLOW_PATH */.gk])}\``;
}
function names(gates) {
    return gates.length > 0 ? gates.map((g) => g.name).join(', ') : 'none';
}

// EXTERNAL MODULE: ./build/cli/command.js
var cli_command = __webpack_require__(3192);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./build/adapters/tool-check.js
var tool_check = __webpack_require__(5618);
// EXTERNAL MODULE: ./build/core/agent-routing.js
var agent_routing = __webpack_require__(6276);
;// CONCATENATED MODULE: ./build/core/init/compare.js
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
        else
            for (const key of ['workingDirectory', 'shell'])
                if ((now[key] ?? '') !== (g[key] ?? ''))
                    out.push(`gate ${g.name}: the plan's ${key} is ${JSON.stringify(g[key] ?? null)}; ${now.source} now says ${JSON.stringify(now[key] ?? null)} (change the plan, or remove its "source" to keep yours)`);
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
            // The agents' install steps (`Install the agent (claude)`, one per provider) end the setup.
            const name = String(s?.name ?? '');
            if (s?.with?.command === 'run' || name.startsWith('Install the agent') || name === 'Previous attempt')
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

;// CONCATENATED MODULE: ./build/core/init/workflow.js
// The workflow `ralph init` writes from what it detected: one place, so writing it, `--check`
// and the dry run's check of the task job see the same job (its services, their ports' env and
// its setup). Pure.

function initWorkflow(detected, gates, plan, providers) {
    return (0,workflow_workflow/* renderWorkflow */.cn)({
        gates,
        ...(providers ? { providers } : {}),
        setupSteps: detected.setupSteps,
        services: detected.services,
        servicePorts: detected.servicePorts,
        plan,
    });
}

// EXTERNAL MODULE: ./build/core/workflow/service-network.js
var service_network = __webpack_require__(6094);
// EXTERNAL MODULE: ./build/core/workflow/task-job.js
var task_job = __webpack_require__(1679);
;// CONCATENATED MODULE: ./build/core/workflow/workflow-check.js
// Checking a workflow a repository already has (docs/ARCHITECTURE.md#trust) against the layout
// Ralph writes (workflow.ts): each job keeps its trust (no write token where an agent runs), the
// listen, commands, schedule and finalize jobs are there, and each provider's CLI is installed
// with its secrets. Pure: the parsed YAML in, one sentence per problem out; \`ralph init\` prints them.



const stepsOf = (job) => (Array.isArray(job.steps) ? job.steps : []);
const workflow_check_ralphCommand = (step) => (typeof step.with?.command === 'string' ? step.with.command : undefined);
const stepName = (step) => String(step.name ?? step.with?.command ?? step.uses ?? 'a step');
/** The job that runs the agent: no write token, the matrix entry and the gates passed, the attempt uploaded. */
function agentJobProblems([name, job]) {
    const out = [];
    const perms = job.permissions;
    const writes = perms === undefined
        ? ['(none set: the repository default may be write)']
        : typeof perms === 'string'
            ? perms.includes('write')
                ? [perms]
                : []
            : Object.entries(perms)
                .filter(([, v]) => v === 'write')
                .map(([k]) => `${k}: write`);
    if (writes.length > 0)
        out.push(`job "${name}" runs the agent with a write token (${writes.join(', ')}): give it \`permissions: {contents: read, actions: read}\`; the finalize job writes`);
    for (const step of stepsOf(job)) {
        const command = workflow_check_ralphCommand(step);
        if ((command === 'run' || command === 'record') && step.with?.task === undefined)
            out.push(`job "${name}", step "${stepName(step)}": pass the matrix entry as \`task: \${{ toJSON(matrix) }}\` (spec-id and task-id are not enough any more)`);
        if ((command === 'gate' || command === 'record') && step.with?.gates === undefined)
            out.push(`job "${name}", step "${stepName(step)}": pass \`gates: \${{ needs.schedule.outputs.gates }}\`, the gate commands as the schedule job read them`);
        if (typeof step.uses === 'string' &&
            step.uses.startsWith('actions/upload-artifact') &&
            String(step.with?.path ?? '').includes('ralph/retry'))
            out.push(`job "${name}": upload \`\${{ runner.temp }}/ralph/attempt\` as \`\${{ matrix.artifact }}\` (the attempt artifact the finalize job records), not ralph/retry`);
    }
    return out;
}
/**
 * A step that runs the repository's code with `network: open` for the job's services, as an
 * older init wrote it: their ports can be forwarded alone (service-network.ts).
 */
function serviceNetworkProblems([name, job]) {
    const services = job.services && typeof job.services === 'object' ? job.services : {};
    const { entries } = (0,service_network/* serviceNetwork */.a)(services);
    if (entries.length === 0)
        return [];
    return stepsOf(job)
        .filter((step) => ['setup', 'run', 'gate'].includes(workflow_check_ralphCommand(step) ?? '') && step.with?.network === 'open')
        .map((step) => `job "${name}", step "${stepName(step)}": \`network: open\` gives the repository's code the runner's whole network for the services; write \`network: "${entries.join(', ')}"\`, which forwards their ports alone and keeps Ralph's egress proxy (\`ralph init --force\` writes it; to keep the open network on purpose, say "network": "open" in the plan)`);
}
/** A checkout that leaves its token in .git/config. */
function checkoutProblems([name, job]) {
    const out = [];
    for (const step of stepsOf(job))
        if (typeof step.uses === 'string' &&
            step.uses.startsWith('actions/checkout') &&
            step.with?.['persist-credentials'] !== false)
            out.push(`job "${name}": check out with \`persist-credentials: false\`, so no token is left in .git/config`);
    return out;
}
/** The job that runs the agent still runs when the commands job failed. */
function agentJobConditionProblems([name, job]) {
    const out = [];
    const condition = String(job.if ?? '');
    if (!/always\(\)|!\s*cancelled\(\)/.test(condition))
        out.push(`job "${name}": give it \`if: \${{ !cancelled() && needs.schedule.result == 'success' && needs.schedule.outputs.has-work == 'true' }}\`, or a failed commands job skips every task job (a job's \`if\` implies success() over all its ancestors)`);
    return out;
}
/** No token in the steps around the agent. */
function agentStepTokenProblems([name, job]) {
    const out = [];
    for (const step of stepsOf(job)) {
        const command = workflow_check_ralphCommand(step);
        if (command && ['setup', 'run', 'gate', 'record'].includes(command) && step.with?.['github-token'] !== '')
            out.push(`job "${name}", step "${stepName(step)}": pass \`github-token: ""\`: no token in the steps around the agent`);
    }
    return out;
}
/** The schedule job hands on the gates and uploads the schedule for the writer. */
function scheduleJobProblems([name, job]) {
    const out = [];
    if (job.outputs?.gates === undefined)
        out.push(`job "${name}": add the output \`gates: \${{ steps.schedule.outputs.gates }}\``);
    const uploads = stepsOf(job).some((s) => typeof s.uses === 'string' &&
        s.uses.startsWith('actions/upload-artifact') &&
        s.with?.name === task_job/* SCHEDULE_ARTIFACT */.P2);
    if (!uploads)
        out.push(`job "${name}": upload \`\${{ runner.temp }}/ralph/schedule\` as the artifact \`${task_job/* SCHEDULE_ARTIFACT */.P2}\` after the schedule step (the writer needs two or more artifacts to find each in its own folder)`);
    return out;
}
/** The triggers and the job that listen to comments, reviews and pull requests. */
function listenProblems(workflow, listeners) {
    const out = [];
    const on = (workflow.on ?? {});
    const listens = ['issue_comment', 'pull_request_review', 'pull_request'].filter((e) => !(e in on));
    if (listens.length > 0 || listeners === 0)
        out.push(`Ralph does not listen: add the triggers ${['issue_comment', 'pull_request_review', 'pull_request'].join(', ')} and a job that runs \`command: listen\` on them (\`ralph init --force\` writes both)`);
    else {
        // Without `types` GitHub sends a pull_request workflow opened, synchronize and reopened.
        const types = on.pull_request?.types;
        const given = new Set(types === undefined
            ? ['opened', 'synchronize', 'reopened']
            : Array.isArray(types)
                ? types.map(String)
                : [String(types)]);
        const missing = workflow_workflow/* PULL_REQUEST_TYPES */.aR.filter((t) => !given.has(t));
        if (missing.length > 0)
            out.push(`the pull_request trigger ${types === undefined ? 'has no `types` (GitHub then sends only opened, synchronize and reopened)' : `lacks the types ${missing.join(', ')}`}: give it \`types: [${workflow_workflow/* PULL_REQUEST_TYPES */.aR.join(', ')}]\`, or Ralph does not wake when a spec pull request is ${missing.map((t) => (t === 'closed' ? 'merged' : t)).join(' or ')} (\`ralph init --force\` writes it)`);
    }
    return out;
}
/** The writer job: runs after red task jobs, may write, and gets the matrix, the task result and the attempts. */
function writerJobProblems([name, job]) {
    const out = [];
    const steps = stepsOf(job);
    const condition = String(job.if ?? '');
    if (!/always\(\)|!\s*cancelled\(\)/.test(condition))
        out.push(`job "${name}": give it \`if: \${{ !cancelled() && needs.schedule.result == 'success' }}\`, or a red task job (a failed gate) skips it and no attempt is recorded`);
    const perms = (job.permissions ?? {});
    for (const scope of ['contents', 'pull-requests', 'issues'])
        if (perms[scope] !== 'write')
            out.push(`job "${name}": needs \`${scope}: write\` in its permissions`);
    const finalize = steps.find((s) => workflow_check_ralphCommand(s) === 'finalize');
    if (finalize.with?.matrix === undefined)
        out.push(`job "${name}": pass \`matrix: \${{ needs.schedule.outputs.matrix }}\` to the finalize step`);
    if (finalize.with?.['task-result'] === undefined)
        out.push(`job "${name}": pass \`task-result: \${{ needs.task.result }}\` to the finalize step, so that task jobs that never ran are not recorded as crashed attempts`);
    const downloads = steps.some((s) => typeof s.uses === 'string' &&
        s.uses.startsWith('actions/download-artifact') &&
        s.with?.pattern === task_job/* ATTEMPT_ARTIFACT_PATTERN */.UD);
    if (!downloads)
        out.push(`job "${name}": download this run's attempts before finalize (actions/download-artifact with \`pattern: ${task_job/* ATTEMPT_ARTIFACT_PATTERN */.UD}\` and \`path: \${{ runner.temp }}/ralph/attempts\`)`);
    return out;
}
/**
 * A step condition that reads the record step's `outcome` as `recorded` or `error`: those are
 * its `record-state` output now (`already-recorded`, `setup-error`), and `outcome` is only the
 * attempt's verdict, so an old condition never matches and a re-run uploads again.
 */
function oldRecordOutput(all) {
    const out = [];
    for (const [name, job] of all) {
        const records = stepsOf(job)
            .filter((s) => workflow_check_ralphCommand(s) === 'record' && typeof s.id === 'string')
            .map((s) => s.id);
        for (const step of stepsOf(job))
            for (const id of records) {
                // A step id is letters, digits, `_` and `-`: nothing a regular expression reads.
                const old = new RegExp(`steps\\.${id}\\.outputs\\.outcome\\s*[!=]=\\s*'(recorded|error)'`).exec(String(step.if ?? ''));
                if (old)
                    out.push(`job "${name}", step "${stepName(step)}": the record step's \`outcome\` is only the attempt's verdict now: write \`steps.${id}.outputs.record-state\` and '${old[1] === 'recorded' ? workflow_workflow/* RECORD_STATE */.kg.alreadyRecorded : workflow_workflow/* RECORD_STATE */.kg.setupError}' instead of \`steps.${id}.outputs.outcome\` and '${old[1]}'`);
            }
    }
    return out;
}
/**
 * What the task job lacks for the providers the plan's tasks resolve to (`providers`): the
 * install step of each one's CLI, keyed on the leg's `matrix.provider`, the secrets its CLI
 * needs on the run step, and no fixed `agent:` input that would run one provider on every leg.
 * One sentence each; empty when it serves them all. Pure: takes the parsed YAML.
 */
function providerProblems(workflow, providers) {
    const jobs = workflow?.jobs;
    if (!jobs || typeof jobs !== 'object')
        return [];
    const out = [];
    const fix = '(`ralph init --force` writes it)';
    for (const [name, job] of Object.entries(jobs)) {
        const steps = stepsOf(job);
        const run = steps.find((s) => workflow_check_ralphCommand(s) === 'run');
        if (!run)
            continue;
        const fixed = run.with?.agent;
        if (typeof fixed === 'string' &&
            fixed !== '' &&
            !fixed.includes('${{') &&
            (providers.length > 1 || fixed !== providers[0]))
            out.push(`job "${name}", step "${stepName(run)}": \`agent: ${fixed}\` runs ${fixed} on every leg, but the plan's tasks resolve to ${providers.join(', ')}: remove the input, so each leg runs its matrix entry's provider ${fix}`);
        const env = (run.env ?? {});
        for (const provider of providers) {
            const setup = workflow_workflow/* AGENT_SETUPS */.RQ[provider];
            if (!setup)
                continue;
            if (setup.install) {
                const install = steps.find((s) => String(s.run ?? '').includes(setup.install));
                if (!install)
                    out.push(`job "${name}": the plan's tasks use the ${provider} agent, but no step installs it: add a step \`if: matrix.provider == '${provider}'\` that runs \`${setup.install}\` before the agent ${fix}`);
                else if (install.if !== undefined && !String(install.if).includes(`'${provider}'`))
                    out.push(`job "${name}", step "${stepName(install)}": its condition \`${String(install.if)}\` does not let the ${provider} legs install their CLI: key it on \`matrix.provider == '${provider}'\` ${fix}`);
            }
            for (const secret of setup.secrets)
                if (env[secret] === undefined)
                    out.push(`job "${name}", step "${stepName(run)}": the ${provider} agent needs the secret ${secret}; add \`${secret}: \${{ secrets.${secret} }}\` to its env ${fix}`);
        }
    }
    return out;
}
/**
 * What a workflow written for an older Ralph must change to fit the layout split by trust
 * (docs/ARCHITECTURE.md#trust), one sentence each; empty when it fits. Pure: takes the parsed YAML.
 */
function layoutProblems(workflow) {
    const jobs = workflow?.jobs;
    if (!jobs || typeof jobs !== 'object')
        return ['the workflow has no jobs'];
    const all = Object.entries(jobs);
    const withCommand = (command) => all.filter(([, job]) => stepsOf(job).some((s) => workflow_check_ralphCommand(s) === command));
    const agentJobs = withCommand('run');
    const writers = withCommand('finalize');
    const out = [
        ...agentJobs.flatMap((j) => agentJobProblems(j)),
        ...oldRecordOutput(all),
        ...all.flatMap((j) => checkoutProblems(j)),
        ...agentJobs.flatMap((j) => agentJobConditionProblems(j)),
        ...agentJobs.flatMap((j) => agentStepTokenProblems(j)),
        ...agentJobs.flatMap((j) => serviceNetworkProblems(j)),
        ...withCommand('schedule').flatMap((j) => scheduleJobProblems(j)),
    ];
    if (withCommand('commands').length === 0)
        out.push('no job runs `command: commands` before the schedule job: /ralph comments and reviews that request changes are never handled');
    out.push(...listenProblems(workflow, withCommand('listen').length));
    if (writers.length === 0)
        out.push('no job runs `command: finalize`: the attempts of the task jobs are never recorded');
    out.push(...writers.flatMap((j) => writerJobProblems(j)));
    return out;
}

// EXTERNAL MODULE: ./build/cli/preflight.js + 3 modules
var preflight = __webpack_require__(471);
;// CONCATENATED MODULE: ./build/cli/init-check.js
// `ralph init --check` and `ralph init --dry-run`, the two ways init writes nothing
// (docs/ARCHITECTURE.md#gates). --check compares the workflow with the plan and the project
// (core/init/compare.ts) and fails on a difference; --dry-run lists the gates the workflow would
// run, where each came from and whether its tools are here and in the CI's task job.














/**
 * `ralph init --check`: the workflow has the layout split by trust (a workflow written for an
 * older Ralph is told what to change), its gate steps are the plan's gates (same names, same
 * order), each gate `ralph init` detected (it has a `source`) still runs the command found at
 * that source, and the task job's setup steps are the ones that fit the project now.
 */
function check(ctx, root, planPath, planRel, workflowPath, choice) {
    const { plan } = (0,plan_file/* loadPlan */.Yq)(planPath);
    const gates = plan.gates ?? [];
    const planGates = gates.map((g) => g.name);
    const text = readIfExists(workflowPath);
    if (text === undefined) {
        ctx.err(`ralph init --check: ${workflow_workflow/* RALPH_WORKFLOW_PATH */.gk} is missing; run ${ralphCommand(planRel, 'init')} to write it`);
        return 1;
    }
    let parsed;
    let stepGates;
    let layout;
    try {
        parsed = (0,dist/* parse */.qg)(text);
        stepGates = workflowGateNames(parsed);
        layout = layoutProblems(parsed);
    }
    catch (e) {
        ctx.err(`ralph init --check: ${workflow_workflow/* RALPH_WORKFLOW_PATH */.gk} is not valid YAML: ${e.message}`);
        return 1;
    }
    const detected = (0,detect/* detectProject */.pp)(projectReader(root), choice);
    const expected = (0,dist/* parse */.qg)(initWorkflow(detected, gates, planRel));
    const commands = commandDifferences(gates, detected.gates);
    const problems = [
        ...layout,
        // The agents the plan's tasks resolve to, each installed on its legs, with its key.
        ...providerProblems(parsed, (0,agent_routing/* planProviders */.YN)(plan)),
        ...gateDifferences(planGates, stepGates),
        ...commands,
        ...setupDifferences(workflowSetupSteps(parsed), workflowSetupSteps(expected)),
    ];
    if (problems.length === 0) {
        ctx.out(`${workflow_workflow/* RALPH_WORKFLOW_PATH */.gk}: gate steps match ${planRel} (${planGates.join(', ') || 'no gates'}); gate commands and setup steps fit the project`);
        return 0;
    }
    ctx.err([
        layout.length > 0
            ? `ralph init --check: ${workflow_workflow/* RALPH_WORKFLOW_PATH */.gk} is laid out for an older Ralph${layout.length < problems.length ? ` and does not match ${planRel} or the project` : ''}:`
            : `ralph init --check: ${workflow_workflow/* RALPH_WORKFLOW_PATH */.gk}, ${planRel} and the project do not agree:`,
        ...problems.map((p) => `  ${p}`),
        `Fix: ${commands.length > 0 ? `change the plan's gates as said above, then ` : ''}run ${ralphCommand(planRel, 'init', '--force')} to rewrite the workflow from the plan (or edit it by hand).`,
    ].join('\n'));
    return 1;
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
            ctx.out(`${planRel} exists without gates: ${ralphCommand(planRel, 'init', '--force')} would add the detected ones`);
    }
    else
        ctx.out(`would create ${planRel} with the detected gates`);
    ctx.out((0,external_node_fs_.existsSync)((0,external_node_path_.join)(root, workflow_workflow/* RALPH_WORKFLOW_PATH */.gk))
        ? `${workflow_workflow/* RALPH_WORKFLOW_PATH */.gk} exists`
        : `would create ${workflow_workflow/* RALPH_WORKFLOW_PATH */.gk}`);
    ctx.out(gates.length > 0 ? '\nGates, in order:' : '\nGates: none');
    const missing = [];
    for (const g of gates) {
        const tool = (0,tool_check/* toolCheck */.Z)(root, g.command, ctx.env);
        ctx.out(`  ${g.name}: ${g.command}${g.required === false ? ' (not required)' : ''}`);
        ctx.out(`    from: ${typeof g.source === 'string' ? g.source : 'the plan (written by hand)'}`);
        ctx.out(`    tool: ${tool.text}`);
        const more = (0,preflight/* otherPrograms */.SI)(root, g.command, ctx.env);
        if (more.line)
            ctx.out(`    ${more.line}`);
        if (g.required !== false)
            for (const m of [...(tool.missing !== undefined ? [tool.missing] : []), ...more.missing])
                missing.push(`${g.name} (${m})`);
    }
    if (detected.setupSteps.length > 0) {
        ctx.out('\nSetup steps before the agent and the gates:');
        for (const s of detected.setupSteps) {
            const withs = Object.entries(s.with ?? {}).map(([k, v]) => `${k}: ${v}`);
            const what = s.uses ? `${s.uses}${withs.length > 0 ? ` (${withs.join(', ')})` : ''}` : `\`${s.run}\``;
            ctx.out(`  ${s.name}: ${what}`);
        }
    }
    // What the CI's task job (the workflow there, else the one init would write) does not set up.
    const ci = (0,preflight/* dryRunTaskJob */.Lv)(root, gates, () => initWorkflow(detected, gates, planRel));
    ctx.out(ci.lines.join('\n'));
    ctx.out('\nNothing was written (--dry-run).');
    // A required gate whose tool is not here fails every attempt (exit 127): say so, and fail.
    const errors = [];
    // One gate may miss several programs: counted once.
    const gatesMissing = new Set(missing.map((m) => m.slice(0, m.lastIndexOf(' ('))));
    if (missing.length > 0)
        errors.push(`ralph init --dry-run: ${gatesMissing.size === 1 ? 'a required gate' : `${gatesMissing.size} required gates`} cannot run here, ${missing.length === 1 ? 'its tool is' : 'their tools are'} missing: ${missing.join(', ')}. Install ${missing.length === 1 ? 'it' : 'them'} (the workflow's setup steps do in CI), or set "required": false on the gate in ${planRel} if it may fail.`, ...(0,preflight/* installLines */.Xy)(missing));
    // A required gate the task job cannot run fails every attempt's baseline in CI.
    const ciNeeds = ci.needs.filter((n) => n.required);
    if (ciNeeds.length > 0)
        errors.push(`ralph init --dry-run: in CI, the task job does not set up ${ciNeeds.length === 1 ? 'what a required gate needs' : `${ciNeeds.length} things required gates need`}: ${ciNeeds.map((n) => `${n.gate} (${n.need})`).join(', ')}. Set ${ciNeeds.length === 1 ? 'it' : 'them'} up as said above, or set "required": false on the gate in ${planRel}.`);
    if (errors.length === 0)
        return 0;
    ctx.err(errors.join('\n'));
    return 1;
}

// EXTERNAL MODULE: ./build/adapters/gates.js
var gates = __webpack_require__(6793);
// EXTERNAL MODULE: ./build/adapters/process.js
var adapters_process = __webpack_require__(7288);
// EXTERNAL MODULE: ./build/core/attempt/attempt.js
var attempt = __webpack_require__(4577);
// EXTERNAL MODULE: ./build/core/plan/plan-basics.js
var plan_basics = __webpack_require__(4929);
// EXTERNAL MODULE: ./build/engine/agent-env.js
var agent_env = __webpack_require__(3188);
;// CONCATENATED MODULE: ./build/cli/init-verify.js








/** How long one gate may run during init's verification, unless the gate's own timeout is shorter. */
const VERIFY_TIMEOUT = '5m';
/** Lines of a failed gate's output shown. */
const TAIL_LINES = 12;
/** Why `gate` cannot run here, or undefined when every program it calls is present. */
function whyNotRun(root, gate, env, installLine) {
    const tool = (0,tool_check/* toolCheck */.Z)(root, gate.command, env);
    const more = (0,preflight/* otherPrograms */.SI)(root, gate.command, env);
    const missing = [...(tool.missing !== undefined ? [tool.missing] : []), ...more.missing];
    if (missing.length > 0)
        return missing
            .map((m) => m.startsWith('script ')
            ? `${m} is not there; ${(0,preflight/* toolFix */.y9)(m)}`
            : `\`${m}\` is not on PATH; ${(0,preflight/* toolFix */.y9)(m)}`)
            .join('; ');
    const later = /; (\S+) not installed here yet \((.+?) installs it\)/.exec(tool.text);
    if (later)
        return `\`${later[1]}\` is not installed here yet; run ${installLine ? `\`${installLine}\`` : later[2]} first (the workflow's setup does in CI)`;
    return undefined;
}
/** Runs each gate that can run here, in order, printing one verdict per gate as it comes. */
async function verifyGates(o) {
    // Ctrl-C stops the running gate (the process runner kills its whole tree) and the rest.
    let stopped = false;
    const onStop = () => {
        stopped = true;
    };
    for (const sig of adapters_process/* STOP_SIGNALS */.nW)
        process.on(sig, onStop);
    try {
        const verdicts = await verifyEach(o, () => stopped);
        return stopped ? 'interrupted' : verdicts;
    }
    finally {
        for (const sig of adapters_process/* STOP_SIGNALS */.nW)
            process.off(sig, onStop);
    }
}
async function verifyEach(o, stopped) {
    const limit = (0,plan_basics/* durationMs */.pc)(o.timeout);
    const verdicts = [];
    o.out(`\nVerifying the gates on the untouched tree (each for up to ${o.timeout}; \`ralph init --no-verify\` skips this):`);
    const env = { ...(0,agent_env/* agentEnv */.b)(o.env), RALPH_BASELINE: '1' };
    const before = await changedPaths(o.root);
    for (const gate of o.gates) {
        if (o.signal?.aborted || stopped())
            break;
        const label = `${gate.name}${gate.required === false ? ' (not required)' : ''}`;
        const why = whyNotRun(o.root, gate, o.env, o.installLine);
        if (why !== undefined) {
            verdicts.push({ gate, state: 'not-run', reason: why });
            o.out(`  - ${label}: not run: ${why}`);
            continue;
        }
        const own = gate.timeout !== undefined ? (0,plan_basics/* durationMs */.pc)(gate.timeout) : Number.POSITIVE_INFINITY;
        const timeoutMs = Math.min(own, limit);
        const result = await (0,gates/* runGate */.Rg)({ ...gate, timeout: `${Math.round(timeoutMs)}ms` }, { cwd: o.root, env, signal: o.signal });
        if (stopped())
            break;
        const took = `${(result.durationMs / 1000).toFixed(1)}s`;
        if (result.passed) {
            verdicts.push({ gate, state: 'passed', result });
            o.out(`  ✓ ${label}: passed in ${took}`);
            continue;
        }
        // A program or Python module the gate needs, missing: the shell or Python says so.
        const absent = missingAtRun(result);
        if (absent !== undefined) {
            verdicts.push({ gate, state: 'not-run', reason: absent, result });
            o.out(`  - ${label}: not run: ${absent}`);
            continue;
        }
        // The gate's own timeout when it is the shorter one.
        const after = own < limit ? String(gate.timeout) : o.timeout;
        const reason = result.timedOut
            ? `timed out after ${/^\d+$/.test(after) ? `${after}s` : after}`
            : `exit ${result.exitCode ?? 'none'}`;
        verdicts.push({ gate, state: 'failed', reason, result });
        o.out(`  ✗ ${label}: failed (${reason}) in ${took}; the end of its output:`);
        o.out(tailLines(result.outputTail));
    }
    const changed = await changedPaths(o.root);
    const wrote = changed?.filter((p) => !before?.includes(p)) ?? [];
    if (wrote.length > 0)
        o.out(`  The gates changed the work tree (left as it is): ${wrote.slice(0, 5).join(', ')}${wrote.length > 5 ? ` and ${wrote.length - 5} more` : ''}.`);
    o.out(summary(verdicts));
    return verdicts;
}
/** The paths `git status` lists (changed or untracked, not ignored); undefined outside git. */
async function changedPaths(root) {
    try {
        const text = await new git/* Git */.TU(root).out(['status', '--porcelain', '--untracked-files=all']);
        return text
            .split('\n')
            .filter(Boolean)
            .map((l) => l.slice(3));
    }
    catch {
        return undefined;
    }
}
/**
 * Why a gate that ran could not really run: the shell found no such program (exit 127), or
 * Python has no such module (`python -m pytest` without pytest). Undefined for a real failure.
 */
function missingAtRun(result) {
    if (result.exitCode === 127) {
        const program = /(?:^|\n)(?:\S*sh: (?:\d+: )?)?([\w.+/-]+): (?:command )?not found/.exec(result.outputTail)?.[1];
        if (program)
            return `\`${program}\` is not on PATH; ${(0,preflight/* toolFix */.y9)(program)}`;
    }
    const module = /No module named '?([\w.-]+)'?/.exec(result.outputTail)?.[1];
    if (result.exitCode === 1 && module && result.outputTail.trim().split('\n').length <= 3) {
        const top = module.split('.')[0];
        return `Python has no module \`${top}\`; ${(0,preflight/* toolFix */.y9)(top)}`;
    }
    return undefined;
}
/** The last lines of a gate's output, indented and marked as quoted. */
function tailLines(output) {
    const lines = plain(output).replace(/\s+$/, '').split(/\r?\n/);
    const shown = lines.slice(-TAIL_LINES);
    return [
        ...(lines.length > TAIL_LINES ? [`      | ... (${lines.length - TAIL_LINES} lines before)`] : []),
        ...(shown.length === 1 && shown[0] === '' ? ['      | (no output)'] : shown.map((l) => `      | ${l}`)),
    ].join('\n');
}
/**
 * A gate's output as text for the terminal: colour codes and other escape sequences out (a
 * gate's output is the project's code's, and must not drive the user's terminal), tabs kept.
 */
function plain(text) {
    return text
        .replace(/\x1b\[[0-?]*[ -/]*[@-~]/g, '')
        .replace(/\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)/g, '')
        .replace(/[\x00-\x08\x0b-\x1f\x7f]/g, '');
}
function summary(verdicts) {
    const count = (s) => verdicts.filter((v) => v.state === s).length;
    const parts = [`${count('passed')} passed`, `${count('failed')} failed`, `${count('not-run')} not run`];
    const redRequired = verdicts.filter((v) => v.state === 'failed' && v.gate.required !== false);
    const lines = [`  ${parts.join(', ')}.`];
    if (redRequired.length > 0) {
        const first = redRequired[0];
        const why = first.result?.timedOut ? first.reason : (0,attempt/* failureLine */.Pu)(plain(first.result?.outputTail ?? ''));
        lines.push(`  A required gate that fails on the untouched tree stops \`ralph build\` before any agent${why ? ` (${first.gate.name}: ${why})` : ''}: fix it first, set "required": false on it, or give it "baseline": "no-new-failures" to accept its known failures.`);
    }
    if (verdicts.length > 0 && count('not-run') === verdicts.length)
        lines.push('  None could run here: the CI runs them after its setup steps; `ralph build --baseline` runs them here once their tools are installed.');
    return lines.join('\n');
}

// EXTERNAL MODULE: ./build/core/plan/plan.js
var plan = __webpack_require__(6769);
;// CONCATENATED MODULE: ./build/core/init/plan.js
// The plan `ralph init` creates, and the one edit it makes to an existing plan's object (a key
// put in its usual place). Pure.

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

// EXTERNAL MODULE: ./build/core/plan/checks.js
var checks = __webpack_require__(4415);
;// CONCATENATED MODULE: ./build/cli/init-write.js
// `ralph init` writing (docs/ARCHITECTURE.md#gates): implementation.json created from the
// template with the detected gates, or an existing plan kept (the agent chosen saved in it, the
// detected gates added only with --force, never anything else); then the Ralph workflow for the
// plan's gates, written where none is or replaced with --force, and what to do next.











/** The agents the workflow can install. */
const PROVIDERS = Object.keys(workflow_workflow/* AGENT_SETUPS */.RQ);
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
            `  Run ${ralphCommand(planRel, 'init', '--force')} to add them to the plan (nothing else in it changes), or add "gates" yourself.`);
    }
    return { plan, planCreated: false };
}
/** A new plan from the template, with the detected gates; never over a file that appeared meanwhile. */
function createPlan(ctx, run) {
    const { planPath, planRel, agentOption, agentCommand, specDocs } = run;
    if (agentOption === 'command' && agentCommand === undefined)
        throw new cli_command/* UsageError */.eb('--agent command needs --agent-command CMD: the command line that runs your agent (the prompt arrives on stdin)');
    const plan = templatePlan(run.detected.gates, agentOption ?? agent_routing/* DEFAULT_PROVIDER */.Gr, (0,external_node_fs_.existsSync)((0,external_node_path_.join)(run.root, 'README.md')), agentCommand);
    if (specDocs.length > 0)
        plan.specs = [];
    const problems = (0,checks/* planProblems */.s4)(plan);
    if (problems.length > 0)
        throw new plan_file/* PlanError */.W6(planPath, problems);
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(planPath), { recursive: true });
    if (!createFile(planPath, (0,plan_file/* serializePlan */.S1)(plan))) {
        throw new cli_command/* UsageError */.eb(`${planRel} appeared while ralph init ran; run it again`);
    }
    ctx.out(`created ${planRel} (${specDocs.length > 0 ? `no specs yet: ${ralphCommand(planRel, 'plan')} writes them from specs/*.md` : 'an example spec to replace'}; gates: ${names(plan.gates ?? [])}; agent: ${agentOption ?? agent_routing/* DEFAULT_PROVIDER */.Gr})`);
    return { plan, planCreated: true };
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
 * The agents the workflow installs: every provider the plan's tasks resolve to (their levels,
 * escalation included: agent-routing.ts), and `--agent`'s.
 */
function workflowProviders(run, plan) {
    const { agentOption, planRel } = run;
    const providers = [...new Set([...(0,agent_routing/* planProviders */.YN)(plan), ...(agentOption ? [agentOption] : [])])].sort();
    for (const agent of providers)
        if (!PROVIDERS.includes(agent))
            throw new cli_command/* UsageError */.eb(`${planRel}: the agent provider "${agent}" has no workflow setup; use one of ${PROVIDERS.join(', ')}`);
    return providers;
}
/**
 * The workflow for the plan written (a different one only with --force), then what to do next.
 * 1 when an existing, different workflow was left alone; else 0.
 */
function writeWorkflow(ctx, run, plan, planCreated) {
    const { planRel, workflowPath, specDocs } = run;
    const providers = workflowProviders(run, plan);
    const gates = plan.gates ?? [];
    const ids = new Map();
    for (const g of gates) {
        const clash = ids.get((0,workflow_workflow/* gateStepId */.fd)(g.name));
        if (clash !== undefined)
            throw new cli_command/* UsageError */.eb(`${planRel}: gates "${clash}" and "${g.name}" would get the same workflow step id; rename one`);
        ids.set((0,workflow_workflow/* gateStepId */.fd)(g.name), g.name);
    }
    // Spec files and no tasks yet: `ralph plan` comes first.
    const specsToPlan = specDocs.length > 0 && plan.specs.every((s) => s.tasks.length === 0);
    const workflow = initWorkflow(run.detected, gates, planRel, providers);
    const next = () => nextSteps(providers, planRel, planCreated && specDocs.length === 0, gates.length === 0, specsToPlan);
    const existing = readIfExists(workflowPath);
    if (existing === workflow) {
        ctx.out(`${workflow_workflow/* RALPH_WORKFLOW_PATH */.gk} is up to date`);
        if (planCreated)
            ctx.out(next());
        return 0;
    }
    if (existing !== undefined && !run.force) {
        ctx.err(`ralph init: ${workflow_workflow/* RALPH_WORKFLOW_PATH */.gk} exists and differs from the workflow for this plan; not overwritten.\n` +
            `  Run ${ralphCommand(planRel, 'init', '--force')} to replace it, or ${ralphCommand(planRel, 'init', '--check')} to compare its gate steps with the plan.`);
        return 1;
    }
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(workflowPath), { recursive: true });
    if (existing === undefined) {
        if (!createFile(workflowPath, workflow))
            throw new cli_command/* UsageError */.eb(`${workflow_workflow/* RALPH_WORKFLOW_PATH */.gk} appeared while ralph init ran; run it again`);
    }
    else
        (0,plan_file/* writeAtomic */.vZ)(workflowPath, workflow);
    ctx.out(`${existing === undefined ? 'created' : 'replaced'} ${workflow_workflow/* RALPH_WORKFLOW_PATH */.gk} (gate steps: ${names(gates)}; agent${providers.length === 1 ? '' : 's'}: ${providers.join(', ')})`);
    ctx.out(next());
    return 0;
}

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
// This file is the command: its options, checked, and the order of the work. Reading the
// project is core/detect (through adapters/project-files.ts); writing the plan and the workflow
// is init-write.ts; --check and --dry-run are init-check.ts; the gates run in init-verify.ts;
// what init says is core/init/text.ts.














/** Where the workflow goes, relative to the project root. */
const WORKFLOW_PATH = workflow_workflow/* RALPH_WORKFLOW_PATH */.gk;
const init = {
    name: 'init',
    about: `Sets this repository up for Ralph, at the project root:
- implementation.json: created with the gates of the repository's CI
  (.github/workflows): its check jobs, each on its main matrix leg, their run: steps
  as gates and their setup steps in the task job (a table shows each job kept,
  optional or left out, and why); without CI, the gates of package.json scripts
  (npm, pnpm, yarn, Bun), deno.json, Cargo.toml, go.mod, pyproject.toml, pom.xml,
  build.gradle or a Makefile (each gate says in "source" where it came from),
  and an example spec to replace; when specs/*.md exist, with no spec at all
  (\`ralph plan\` turns those files into specs and tasks). An existing plan is kept
  as it is.
- ${WORKFLOW_PATH}: the Ralph workflow, with one step per gate of the plan.
Before writing, it runs each gate whose programs are here on the untouched tree and
says whether it passed, failed (with the end of its output) or could not run (and
what installs its tool). Then prints what to do next. A file that exists and
differs is not overwritten unless --force; an existing plan is never replaced
(--force only adds the detected gates to a plan that has no "gates").`,
    options: {
        agent: {
            type: 'string',
            value: 'PROVIDER',
            help: `the coding agent: ${PROVIDERS.join(', ')} (default: the plan's agent.provider, else claude)`,
        },
        'agent-command': {
            type: 'string',
            value: 'CMD',
            help: 'for --agent command: the command line that runs your agent (the prompt arrives on stdin); saved as agent.command',
        },
        job: {
            type: 'string',
            value: 'NAME',
            multiple: true,
            help: 'take only this CI job (its id or name; repeatable), even one init would leave out',
        },
        leg: {
            type: 'string',
            value: 'KEY=VALUE',
            multiple: true,
            help: "the matrix leg to take where a job's matrix has KEY (repeatable)",
        },
        force: { type: 'boolean', help: 'overwrite the workflow; add detected gates to a plan without any' },
        check: {
            type: 'boolean',
            help: "write nothing; exit 1 when the workflow's gate steps differ from the plan's gates, a detected gate's command changed at its source, or the setup steps no longer fit the project (for CI)",
        },
        'dry-run': {
            type: 'boolean',
            help: "write nothing; list the gates, where each came from, whether the programs they call are found, and what the CI's task job does not set up for them; exit 1 when a required gate cannot run",
        },
        'no-verify': {
            type: 'boolean',
            help: 'do not run the gates: by default init runs each gate whose programs are here on the untouched tree, and says whether it passed',
        },
        'verify-timeout': {
            type: 'string',
            value: 'DURATION',
            help: `the longest one gate runs then (default ${VERIFY_TIMEOUT})`,
        },
        ...cli_command/* PLAN_OPTION */.w,
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
                throw new cli_command/* UsageError */.eb('--check writes nothing; it takes only --plan (and the --job and --leg init was given)');
            return check(ctx, root, planPath, planRel, workflowPath, jobChoice(ctx));
        }
        const { agentOption, agentCommand } = agentOptions(ctx);
        const force = Boolean(ctx.values.force);
        // Ralph commits each task's work on a branch: a folder outside git gets nothing written.
        if (!ctx.values['dry-run'] && !(await new git/* Git */.TU(root).try(['rev-parse', '--git-dir']))) {
            ctx.err(`ralph init: ${root} is not in a git repository, so nothing was written. Ralph commits each task's work on a branch: run \`git init\` there (and commit your project), then \`ralph init\` again.`);
            return 1;
        }
        const detected = (0,detect/* detectProject */.pp)(projectReader(root), jobChoice(ctx));
        // A dry run lists the gates itself, with their tools.
        ctx.out(describeProject(detected, !ctx.values['dry-run']));
        if (ctx.values['dry-run']) {
            if (force)
                throw new cli_command/* UsageError */.eb('--dry-run writes nothing; it does not take --force');
            return dryRun(ctx, root, planPath, planRel, detected);
        }
        // 0. The gates the workflow will run, verified on the untouched tree before anything is
        // written (init-verify.ts).
        if (!ctx.values['no-verify'] &&
            (await verifyForInit(ctx, root, planPath, detected, force)) === 'interrupted') {
            ctx.err('\nralph init: stopped while verifying the gates; nothing was written.');
            return 130;
        }
        // Specs written as markdown: plan mode turns them into tasks, so no example spec is needed.
        const specDocs = markdownSpecs(root);
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
            ctx.out(`\nspecs/ has ${specDocs.length} spec file${specDocs.length === 1 ? '' : 's'} (${specDocs.slice(0, 3).join(', ')}${specDocs.length > 3 ? ', ...' : ''}): run ${ralphCommand(planRel, 'plan')} to have the agent turn ${specDocs.length === 1 ? 'it' : 'them'} into tasks in ${planRel}.`);
        return 0;
    },
};
/**
 * Runs the gates the workflow will get (the plan's, else the detected ones) on the untouched
 * tree, before init writes anything, and says how each went.
 */
async function verifyForInit(ctx, root, planPath, detected, force) {
    const timeout = (0,cli_command/* stringOption */.Pp)(ctx, 'verify-timeout') ?? VERIFY_TIMEOUT;
    if (!/^\d+(\.\d+)?\s*(ms|s|m|h)$/.test(timeout) || Number.parseFloat(timeout) <= 0)
        throw new cli_command/* UsageError */.eb(`--verify-timeout must be a duration such as 90s, 5m or 1h; got "${timeout}"`);
    const gates = (0,external_node_fs_.existsSync)(planPath)
        ? ((0,plan_file/* loadPlan */.Yq)(planPath).plan.gates ?? (force ? detected.gates : []))
        : detected.gates;
    if (gates.length === 0)
        return undefined;
    const verdicts = await verifyGates({
        root,
        gates,
        env: ctx.env,
        timeout,
        installLine: detected.setupSteps.find((s) => s.run !== undefined)?.run,
        out: ctx.out,
    });
    return verdicts === 'interrupted' ? 'interrupted' : undefined;
}
/** `--agent` and `--agent-command`, checked together. */
function agentOptions(ctx) {
    const agentCommand = (0,cli_command/* stringOption */.Pp)(ctx, 'agent-command');
    // --agent-command alone means the `command` agent.
    const agentOption = (0,cli_command/* stringOption */.Pp)(ctx, 'agent') ?? (agentCommand !== undefined ? 'command' : undefined);
    if (agentOption !== undefined && !PROVIDERS.includes(agentOption))
        throw new cli_command/* UsageError */.eb((0,closest_key/* unknownAgentText */.B)(agentOption, PROVIDERS));
    if (agentCommand !== undefined && agentOption !== 'command')
        throw new cli_command/* UsageError */.eb(`--agent-command is for --agent command; the ${agentOption} agent runs its own CLI. Drop --agent-command, or pass --agent command`);
    if (agentCommand !== undefined && !agentCommand.trim())
        throw new cli_command/* UsageError */.eb('--agent-command is empty; give the command line that runs your agent');
    return { agentOption, agentCommand };
}
/** `--job NAME` and `--leg KEY=VALUE`, checked. */
function jobChoice(ctx) {
    const list = (name) => {
        const v = ctx.values[name];
        return Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
    };
    const legs = {};
    for (const pair of list('leg')) {
        const m = /^([^=\s]+)=(.*)$/.exec(pair);
        if (!m)
            throw new cli_command/* UsageError */.eb(`--leg ${pair}: give KEY=VALUE, a matrix key and its value (--leg rust=stable)`);
        legs[m[1]] = m[2];
    }
    return { jobs: list('job'), legs };
}


/***/ }),

/***/ 4577:
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
/* harmony import */ var _plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4929);
/* harmony import */ var _schedule_schedule_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7961);
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
        number: (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .nextAttemptNumber */ .oH)(task),
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
            if ((0,_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_1__/* .countedAttempts */ .jc)(task) >= maxAttempts) {
                status = 'blocked';
                task.blockedReason = `retry budget spent (${(0,_schedule_schedule_js__WEBPACK_IMPORTED_MODULE_1__/* .countedAttempts */ .jc)(task)} of ${maxAttempts} attempts); last: ${firstLine(verdict.summary)}`;
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
    const spent = (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .taskCostUsd */ .FJ)(task, true);
    if (spent < maxCostUsd)
        return undefined;
    return `cost budget spent (${(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(spent)} of ${(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(maxCostUsd)} maxCostUsd)`;
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

/***/ 6769:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GateSchema: () => (/* binding */ GateSchema),
/* harmony export */   bE: () => (/* binding */ planJsonSchema)
/* harmony export */ });
/* unused harmony exports CommentSchema, AttemptSchema, AgentOverrideSchema, TaskSchema, SpecSchema, AgentDefaultsSchema, BudgetSchema, McpServerSchema, DisciplineSchema, FeatureSchema, NetworkSchema, PlanSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5156);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8439);
/* harmony import */ var _plan_basics_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4929);
// The plan file, `implementation.json` (docs/ARCHITECTURE.md#the-plan). This zod schema is the single
// source of truth: TypeScript types are inferred from it and `schema/implementation.schema.json`
// is generated from it. Every object is loose so that keys a user adds survive a read and a
// write; every field beyond the seed-minimal set is optional so small plans stay small.


// What the plan's values mean (statuses, durations, costs) lives in plan-basics.ts, without zod;
// it is exported from here too, so that this module stays the one place to import the plan from.

/** A duration: a number of seconds, or a string such as "90s", "15m", "1h". */
const Duration = zod__WEBPACK_IMPORTED_MODULE_1__.union([zod__WEBPACK_IMPORTED_MODULE_1__.number().positive(), zod__WEBPACK_IMPORTED_MODULE_1__.string().regex(/^\d+(\.\d+)?\s*(ms|s|m|h)$/)])
    .describe('A number of seconds, or a string with a unit: "90s", "15m", "1h".');
const Text = zod__WEBPACK_IMPORTED_MODULE_1__.union([zod__WEBPACK_IMPORTED_MODULE_1__.string(), zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string())]).describe('A string, or a list of lines.');
const CommentSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    author: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    body: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    created: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional().describe('ISO 8601 time the comment was made.'),
});
const AttemptSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    number: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().positive(),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    finishedAt: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    outcome: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .ATTEMPT_OUTCOMES */ .Qe).optional(),
    gate: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional().describe('The gate that failed, when one did.'),
    summary: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional().describe('A short account of what went wrong: gate output tail, reason.'),
    runUrl: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    artifact: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional().describe('Name of the job artifact holding the full retry context.'),
    turns: zod__WEBPACK_IMPORTED_MODULE_1__.number().optional().describe('Model round trips, as the agent CLI reported them.'),
    inputTokens: zod__WEBPACK_IMPORTED_MODULE_1__.number()
        .optional()
        .describe('Every input token the model read, cached or not, as the agent CLI reported them.'),
    outputTokens: zod__WEBPACK_IMPORTED_MODULE_1__.number().optional().describe('Output tokens, as the agent CLI reported them.'),
    costUsd: zod__WEBPACK_IMPORTED_MODULE_1__.number().optional().describe('What the attempt cost in USD, as the agent CLI reported it.'),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_1__.number().optional(),
    provider: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional().describe('The agent provider that ran the attempt (claude, codex, ...).'),
    model: zod__WEBPACK_IMPORTED_MODULE_1__.string()
        .optional()
        .describe("The model the attempt asked for, when one was set (else the CLI's default)."),
    promptBytes: zod__WEBPACK_IMPORTED_MODULE_1__.number().optional().describe('The size of the prompt the agent got, in bytes.'),
});
/** A cost budget in USD: a positive number. */
const CostUsd = zod__WEBPACK_IMPORTED_MODULE_1__.number().positive();
/** The fields of an agent that every level of routing may set (docs/ARCHITECTURE.md#agents). */
const agentFields = {
    provider: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional().describe('claude, codex, gemini, opencode or command.'),
    command: zod__WEBPACK_IMPORTED_MODULE_1__.string()
        .optional()
        .describe('For provider "command": the command line; the prompt goes to stdin.'),
    model: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    maxTurns: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().positive().optional(),
    timeout: Duration.optional(),
    maxCostUsd: CostUsd.optional().describe("Every task's cost budget in USD, unless the task has its own maxCostUsd."),
    args: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string())
        .optional()
        .describe("Options added to the agent CLI's command line, such as codex `-c model_provider=...` overrides. They go to whichever CLI runs, so keep them matching provider."),
    env: zod__WEBPACK_IMPORTED_MODULE_1__.record(zod__WEBPACK_IMPORTED_MODULE_1__.string(), zod__WEBPACK_IMPORTED_MODULE_1__.string())
        .optional()
        .describe("Environment variables for the agent CLI, such as ANTHROPIC_BASE_URL for a gateway (Ralph's key proxy forwards there, adding the key). Never secrets (ralph validate refuses names like *_API_KEY and *_TOKEN): the plan is committed; the agent gets the environment Ralph runs in, without the model keys and GitHub's credentials, and these on top."),
};
/**
 * An agent override: on a discipline (`disciplines[].agent`), a complexity tier
 * (`agent.tiers.light|standard|heavy`) or a task (`tasks[].agent`). The most specific level
 * wins, field by field: task, then discipline, then tier, then the plan's `agent`.
 */
const AgentOverrideSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject(agentFields)
    .describe("Overrides the plan's agent for what this level covers, field by field; the most specific level wins: task, then discipline, then tier, then the plan's agent.");
const TaskSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    id: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1),
    title: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    description: zod__WEBPACK_IMPORTED_MODULE_1__.string(),
    status: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .TASK_STATUSES */ .Hi),
    acceptanceCriteria: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional(),
    dependsOn: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string())
        .optional()
        .describe('Ids of tasks (in any spec) that must be completed first.'),
    discipline: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional().describe('Name of an entry in the top-level disciplines[].'),
    feature: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional().describe('Name of an entry in the top-level features[].'),
    contextFiles: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string())
        .optional()
        .describe('Repository paths whose contents go into the prompt.'),
    outputArtifacts: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional().describe('Repository paths the task must produce.'),
    hints: Text.optional(),
    complexity: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .COMPLEXITIES */ .BE).optional(),
    estimatedTurns: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().positive().optional(),
    agent: AgentOverrideSchema.optional().describe("The agent for this task, over its discipline's, its tier's and the plan's, field by field."),
    maxCostUsd: CostUsd.optional().describe('The most this task may cost in USD over its attempts (since it was last reset); overrides agent.maxCostUsd. Passed to an agent CLI that takes a budget, checked after every attempt: a task that reaches it is blocked.'),
    provenance: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .PROVENANCES */ .pN).optional(),
    comments: zod__WEBPACK_IMPORTED_MODULE_1__.array(CommentSchema).optional(),
    attempts: zod__WEBPACK_IMPORTED_MODULE_1__.array(AttemptSchema).optional(),
    retryBudgetFrom: zod__WEBPACK_IMPORTED_MODULE_1__.number()
        .int()
        .nonnegative()
        .optional()
        .describe('Attempts numbered up to this one do not count against the retry budget (a person reset the task).'),
    startedAt: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    blockedReason: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    completedAt: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_1__.number().optional(),
    commit: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
});
const SpecSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    id: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1).describe('Used in branch names (ralph/<id>): letters, digits, ".", "_", "-".'),
    file: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional().describe('The markdown spec this entry was planned from.'),
    name: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    priority: zod__WEBPACK_IMPORTED_MODULE_1__.number().optional().describe('Lower runs first.'),
    status: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](_plan_basics_js__WEBPACK_IMPORTED_MODULE_0__/* .SPEC_STATUSES */ .zZ)
        .optional()
        .describe('"held": nothing of the spec runs and no pull request is opened for it (see heldReason); a person lifts it by reopening the pull request or with `/ralph retry <spec>`.'),
    heldReason: zod__WEBPACK_IMPORTED_MODULE_1__.string()
        .optional()
        .describe('Why the spec is held: the link of its pull request that was closed without merging.'),
    context: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    acceptanceCriteria: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional(),
    issue: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().positive().optional().describe('Tracking issue number for blocked-task comments.'),
    tasks: zod__WEBPACK_IMPORTED_MODULE_1__.array(TaskSchema),
});
const GateSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    name: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1),
    command: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1),
    required: zod__WEBPACK_IMPORTED_MODULE_1__.boolean().optional().describe('Defaults to true: a failing required gate fails the attempt.'),
    timeout: Duration.optional(),
    baseline: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['must-pass', 'no-new-failures'])
        .optional()
        .describe('How the gate is judged against its run on the untouched tree before the first agent. "must-pass" (default): it must pass there, else Ralph stops with a setup problem. "no-new-failures": a known-red gate; an attempt passes it when it fails no worse than the untouched tree (same exit code, no failure line that was not there).'),
    source: zod__WEBPACK_IMPORTED_MODULE_1__.string()
        .optional()
        .describe('Where `ralph init` found this gate (a CI workflow, job and matrix leg, a package.json script, a build file); `ralph init --check` compares the command of a gate that has one with what it finds there now.'),
    workingDirectory: zod__WEBPACK_IMPORTED_MODULE_1__.string()
        .regex(/^(?!\/)(?!(.*\/)?\.\.(\/|$)).+$/)
        .optional()
        .describe("The directory the command runs in, relative to the repository root, never outside it (a CI step's `working-directory`)."),
    shell: zod__WEBPACK_IMPORTED_MODULE_1__.string()
        .regex(/^(bash|sh|python)$|^(bash|sh|python3?)( -[\w-]+)* \{0\}$/)
        .optional()
        .describe('The shell, as a CI step\'s `shell:`: bash (`bash --noprofile --norc -eo pipefail`), sh (`sh -e`), python, or a template such as "bash -e {0}" (GitHub\'s default for a step without one). Without it the command runs with `/bin/sh -c`.'),
    env: zod__WEBPACK_IMPORTED_MODULE_1__.record(zod__WEBPACK_IMPORTED_MODULE_1__.string(), zod__WEBPACK_IMPORTED_MODULE_1__.string())
        .optional()
        .describe("Environment variables the command runs with (a CI step's `env:`, with its job's and workflow's)."),
});
const AgentDefaultsSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    ...agentFields,
    maxAttempts: zod__WEBPACK_IMPORTED_MODULE_1__.number().int().positive().optional(),
    retry: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['continue', 'fresh'])
        .optional()
        .describe('Where a retry starts. "continue" (default): from the failed attempt\'s work, in the work tree, with what failed in its prompt. "fresh": from the task\'s start commit, the failed work thrown away (`ralph build --fresh-retry` for one build).'),
    tiers: zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
        light: AgentOverrideSchema.optional(),
        standard: AgentOverrideSchema.optional(),
        heavy: AgentOverrideSchema.optional(),
    })
        .optional()
        .describe("An agent override per complexity tier (light, standard, heavy): a cheap model for light tasks, a strong one for heavy ones. A discipline's or a task's own agent wins over it."),
    escalate: AgentOverrideSchema.optional().describe('Opt-in: the agent for the retries after a failed attempt (a cheap model first, a strong one when the gates say no), over whatever the levels resolve to. Each attempt records the provider and model it ran with.'),
});
/** Plan-wide limits. */
const BudgetSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    maxCostUsd: CostUsd.optional().describe('Once the cost recorded in the plan reaches this many USD, no task starts (ralph build --max-cost overrides it).'),
});
const McpServerSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    name: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1),
    command: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    args: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional(),
    env: zod__WEBPACK_IMPORTED_MODULE_1__.record(zod__WEBPACK_IMPORTED_MODULE_1__.string(), zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional(),
    url: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    type: zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['http', 'sse'])
        .optional()
        .describe('For a server given by url: its transport, "http" (streamable HTTP, the default) or "sse".'),
});
const DisciplineSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    name: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1),
    systemPrompt: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    skills: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional(),
    conventions: Text.optional(),
    mcpServers: zod__WEBPACK_IMPORTED_MODULE_1__.array(McpServerSchema).optional(),
    agent: AgentOverrideSchema.optional().describe("The agent for this discipline's tasks, over the plan's agent and the tier's; a task's own agent wins."),
});
const FeatureSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    name: zod__WEBPACK_IMPORTED_MODULE_1__.string().min(1),
    description: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    knowledgePaths: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional(),
    contextFiles: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string()).optional(),
});
/** The agent's network (core/network.ts): `open`, or hosts and sets added to the defaults. */
const NetworkSchema = zod__WEBPACK_IMPORTED_MODULE_1__.union([
    zod__WEBPACK_IMPORTED_MODULE_1__["enum"](['open']),
    zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
        allowed: zod__WEBPACK_IMPORTED_MODULE_1__.array(zod__WEBPACK_IMPORTED_MODULE_1__.string())
            .describe('Hosts and sets the egress proxy lets the agent, setup and gates reach, added to the defaults (defaults, github, the model API, the registries of the ecosystems found): a set (node, python, rust, go, java, ruby, dotnet, ...), a host (registry.example.com: CONNECT to 443), *.example.com, example.com:8443, or http://example.com for plain HTTP.'),
    }),
])
    .describe('The network of the sandboxed agent, setup and gates: "open" for the runner\'s own network (no proxy), else { "allowed": [...] }.');
const PlanSchema = zod__WEBPACK_IMPORTED_MODULE_1__.looseObject({
    $schema: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    version: zod__WEBPACK_IMPORTED_MODULE_1__.union([zod__WEBPACK_IMPORTED_MODULE_1__.number(), zod__WEBPACK_IMPORTED_MODULE_1__.string()]).optional(),
    updatedAt: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    updatedBy: zod__WEBPACK_IMPORTED_MODULE_1__.string().optional(),
    gates: zod__WEBPACK_IMPORTED_MODULE_1__.array(GateSchema).optional(),
    agent: AgentDefaultsSchema.optional(),
    budget: BudgetSchema.optional(),
    network: NetworkSchema.optional(),
    disciplines: zod__WEBPACK_IMPORTED_MODULE_1__.array(DisciplineSchema).optional(),
    features: zod__WEBPACK_IMPORTED_MODULE_1__.array(FeatureSchema).optional(),
    specs: zod__WEBPACK_IMPORTED_MODULE_1__.array(SpecSchema),
});
/** The JSON Schema editors use through `$schema`; committed and checked for staleness. */
function planJsonSchema() {
    return {
        ...zod__WEBPACK_IMPORTED_MODULE_2__/* .toJSONSchema */ .bl(PlanSchema, { target: 'draft-2020-12', io: 'input' }),
        // A URL an editor can fetch: the committed schema/ file at the tag the workflow's `uses:` names.
        $id: 'https://raw.githubusercontent.com/ralph-ci/ralph/v0/schema/implementation.schema.json',
        title: 'Ralph implementation plan',
    };
}


/***/ }),

/***/ 7961:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ leftText),
/* harmony export */   $U: () => (/* binding */ resetRetryBudget),
/* harmony export */   D3: () => (/* binding */ toMatrix),
/* harmony export */   RF: () => (/* binding */ outputBytes),
/* harmony export */   _: () => (/* binding */ schedule),
/* harmony export */   _g: () => (/* binding */ DEFAULT_BRANCH_PREFIX),
/* harmony export */   cp: () => (/* binding */ taskLimits),
/* harmony export */   eH: () => (/* binding */ MATRIX_MAX_JOBS),
/* harmony export */   f: () => (/* binding */ SCHEDULE_OUTPUTS_BUDGET_BYTES),
/* harmony export */   jc: () => (/* binding */ countedAttempts),
/* harmony export */   nM: () => (/* binding */ matrixWithin),
/* harmony export */   rS: () => (/* binding */ planBudget),
/* harmony export */   un: () => (/* binding */ maxAttemptsOf),
/* harmony export */   x9: () => (/* binding */ attemptMaxCostUsd)
/* harmony export */ });
/* unused harmony exports DEFAULT_MAX_ATTEMPTS, STALE_MARGIN_MINUTES, JOB_TIMEOUT_ALLOWANCE_MINUTES, JOB_OUTPUTS_MAX_BYTES */
/* harmony import */ var _agent_routing_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6276);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2807);
/* harmony import */ var _plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4929);
/* harmony import */ var _workflow_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9907);
// The scheduler (docs/ARCHITECTURE.md#scheduling): a pure function from a plan, options and the current time to
// the ready set. Tasks of one spec share a branch, so they run one at a time; specs run in
// parallel. Ordered by spec priority (lower first), then plan order.





const DEFAULT_MAX_ATTEMPTS = 3;
/**
 * The attempts a task gets: the run's own setting (`--max-attempts`, the `max-attempts` input),
 * else the plan's `agent.maxAttempts`, else DEFAULT_MAX_ATTEMPTS. The one place that says it.
 */
function maxAttemptsOf(given, plan) {
    return given ?? plan.agent?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
}
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
            (agent.timeout !== undefined ? (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .durationMs */ .pc)(agent.timeout) / 60_000 : tier.timeoutMinutes),
    };
}
/** The plan's recorded cost against its budget: `maxCostUsd` (a command line's), else `budget.maxCostUsd`. */
function planBudget(plan, maxCostUsd = plan.budget?.maxCostUsd) {
    const uncounted = new Uncounted();
    for (const spec of plan.specs)
        for (const task of spec.tasks)
            uncounted.add(task);
    return budgetOf((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .planCostUsd */ .FG)(plan), maxCostUsd, uncounted);
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
            if ((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isUncounted */ .Eh)(a)) {
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
                spent: `the plan's cost budget is spent: ${(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(spentUsd)} recorded of ${(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(maxCostUsd)}; no task starts until the budget is raised`,
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
    const taskMax = (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .taskMaxCostUsd */ .TN)(plan, task);
    if (taskMax !== undefined)
        left.push(taskMax - (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .taskCostUsd */ .FJ)(task, true));
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
    const last = (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .lastAttempt */ .mh)(task);
    if (last)
        task.retryBudgetFrom = last.number;
    return counted > 0;
}
function startedAt(task) {
    const iso = task.startedAt ?? (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .lastAttempt */ .mh)(task)?.startedAt;
    if (!iso)
        return undefined;
    const t = Date.parse(iso);
    return Number.isNaN(t) ? undefined : t;
}
function schedule(plan, options = {}) {
    const now = (options.now ?? new Date()).getTime();
    const maxAttempts = maxAttemptsOf(options.maxAttempts, plan);
    const perSpec = options.perSpec ?? 1;
    const prefix = options.branchPrefix ?? DEFAULT_BRANCH_PREFIX;
    const overrides = { maxTurns: options.maxTurns, timeoutMinutes: options.timeoutMinutes };
    const route = (0,_agent_routing_js__WEBPACK_IMPORTED_MODULE_0__/* .agentRouting */ .UN)(plan, options.agent);
    const limitsOf = (task) => taskLimits(task, overrides, route(task));
    const whole = readWholePlan(plan, options.baseStatus !== undefined);
    const { counts, byId, allDone } = whole;
    const budget = budgetOf((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .micro */ .LI)(whole.spentUsd), options.maxCostUsd ?? plan.budget?.maxCostUsd, whole.uncounted);
    const deps = dependencyStatus(whole, options.baseStatus);
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
        const branch = `${prefix}${spec.id}`;
        const live = liveTasks(spec, now, limitsOf);
        let slots = perSpec - (live?.size ?? 0);
        for (const task of spec.tasks) {
            // Only a task that takes a slot is ready: with no slot left and no waiting list to fill,
            // the spec's other tasks cannot change the result (most of a 10,000-task plan's `next`).
            if (slots <= 0 && wait === undefined)
                break;
            if ((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(task.status))
                continue;
            const verdict = readiness(spec, task, live, maxAttempts);
            if ('reason' in verdict) {
                wait?.push(waitingTask(spec, task, verdict.reason));
                continue;
            }
            // The first dependency that is not done, if any: the task waits on it, and on any later one.
            const taskDeps = task.dependsOn ?? NONE;
            let first = 0;
            while (first < taskDeps.length && (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(deps.status(taskDeps[first], spec.id)))
                first++;
            if (first < taskDeps.length) {
                wait?.push(waitingTask(spec, task, deps.waitsOn(taskDeps, first, spec.id)));
                continue;
            }
            if (options.task !== undefined && task.id !== options.task)
                continue;
            if (budget.spent) {
                wait?.push(waitingTask(spec, task, `plan budget spent (${(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(budget.spentUsd)} of ${(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .formatUsd */ .UK)(budget.maxCostUsd)})`));
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
                ready: readyTask({ spec, task, branch, why: verdict.why }, taskLimits(task, overrides, agent), agent),
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
/**
 * One pass over every task for what the rest needs of the whole plan: each task by id, the
 * counts, the recorded cost (planCostUsd's sum, in the same order) and whether each spec is
 * done. The plan's tasks are objects of many shapes, so each read of a field is slow-ish:
 * one pass instead of four.
 */
function readWholePlan(plan, withSpecs) {
    const byId = new Map();
    const specOf = withSpecs ? new Map() : undefined;
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
            if (!(0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(task.status))
                done = false;
            if (task.attempts) {
                spentUsd += (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .taskCostUsd */ .FJ)(task);
                uncounted.add(task);
            }
        }
        counts.total += spec.tasks.length;
        allDone.push(done);
    }
    return { byId, specOf, counts, spentUsd, uncounted, allDone };
}
/**
 * A dependency's status as a task of `specId` sees it (another spec's from the base branch,
 * when the base status is given), and the reason a task waits on its dependencies from `first`
 * on: "waits on a (pending), b (failed)".
 */
function dependencyStatus({ byId, specOf }, baseStatus) {
    const status = (dep, specId) => baseStatus && specOf.get(dep) !== specId ? baseStatus.get(dep) : byId.get(dep)?.status;
    const waitsOn = (deps, first, specId) => {
        let reason = 'waits on ';
        let named = 0;
        for (let i = first; i < deps.length; i++) {
            const d = deps[i];
            const depStatus = status(d, specId);
            if ((0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .isDone */ .$L)(depStatus))
                continue;
            const unmerged = baseStatus && specOf.get(d) !== specId && byId.get(d)?.status === 'completed';
            reason += `${named++ > 0 ? ', ' : ''}${d} (${unmerged ? 'completed, not yet merged' : (depStatus ?? 'unknown')})`;
        }
        return reason;
    };
    return { status, waitsOn };
}
/** The spec's live in_progress tasks, each holding the spec's slot; undefined when there are none. */
function liveTasks(spec, now, limitsOf) {
    let live;
    for (const task of spec.tasks) {
        if (task.status !== 'in_progress')
            continue;
        const started = startedAt(task);
        const staleAfter = (limitsOf(task).timeoutMinutes + STALE_MARGIN_MINUTES) * 60_000;
        // No start time (an import, a hand edit) or an old one: its job is gone, run it again.
        if (started !== undefined && now - started <= staleAfter) {
            live ??= new Set();
            live.add(task);
        }
    }
    return live;
}
/** Why a task that is not done may run, by its own state alone; else why it waits. */
function readiness(spec, task, live, maxAttempts) {
    // A person closed the spec's pull request without merging: nothing of it runs again until
    // a person reopens that pull request or writes `/ralph retry <spec>`.
    if (spec.status === 'held')
        return { reason: spec.heldReason ? `held: ${spec.heldReason}` : 'held' };
    if (live?.has(task))
        return { reason: 'running' };
    const used = countedAttempts(task);
    if (task.status === 'pending')
        return { why: used > 0 ? 'retry' : 'pending' };
    if (task.status === 'failed')
        return used >= maxAttempts
            ? { reason: `retry budget spent (${used}/${maxAttempts} attempts)` }
            : { why: 'retry' };
    if (task.status === 'in_progress')
        return { why: 'stale' };
    return { reason: task.blockedReason ? `blocked: ${task.blockedReason}` : 'blocked' };
}
const NONE = [];
/** A ready task as the schedule gives it: its limits and agent, its attempt, its retry context. */
function readyTask(at, limits, agent) {
    const last = (0,_plan_plan_basics_js__WEBPACK_IMPORTED_MODULE_2__/* .lastAttempt */ .mh)(at.task);
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
            artifact: (0,_workflow_artifact_names_js__WEBPACK_IMPORTED_MODULE_3__/* .attemptArtifactName */ .tZ)(r.spec, r.task, r.attempt),
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

/***/ 9907:
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


/***/ })

};
