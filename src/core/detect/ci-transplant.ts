// The CI's check jobs transplanted into Ralph's task job (docs/ARCHITECTURE.md#gates). Each job
// of the pull-request workflows (ci-jobs.ts) is resolved on its main leg, classified as a check
// job (kept), one the CI lets fail (optional) or a specialised one (left out, with the reason
// taken from the job's own facts: its runner, container, toolchain, `--target`, `+toolchain`,
// name), and the kept jobs give:
// - setup: their setup actions (`uses:`), de-duplicated across jobs, `with:` as written with the
//   leg substituted, every cache restore-only or off; their install-only `run:` steps;
// - gates: each checking `run:` step, named after the step, its script exactly as written, with
//   its working directory, shell and env;
// - services: the services the kept jobs start.

import { cacheInTaskJob } from './ci-cache.js';
import {
  type Contexts,
  condition,
  GITHUB_PR,
  type Json,
  RUNNER,
  substitute,
  substituteValue,
} from './ci-expr.js';
import {
  compareVersions,
  type Leg,
  legText,
  MAX_DEPTH,
  mainLeg,
  matrixLegs,
  parseWorkflow,
  readWorkflowJobs,
  runsOn,
  SPECIAL_LEG,
  type WorkflowJob,
} from './ci-jobs.js';
import { writesFiles } from './gates.js';
import { commandWords, shellLines } from './shell.js';
import { isRecord, type ProjectReader, type ProposedGate, type SetupStep } from './types.js';

/** The user's choice: `--job NAME` (repeatable) and `--leg KEY=VALUE`. */
export interface JobChoice {
  jobs?: readonly string[];
  legs?: Readonly<Record<string, string>>;
}

export type JobVerdict = 'kept' | 'optional' | 'left out';

/** One row of init's jobs table. */
export interface JobRow {
  workflow: string;
  job: string;
  /** The leg chosen (`rust=stable, workspace=.`), '' without a matrix. */
  leg: string;
  verdict: JobVerdict;
  reason: string;
  /** The gates the job gives. */
  gates: string[];
}

export interface Transplant {
  files: string[];
  jobs: JobRow[];
  gates: ProposedGate[];
  setupSteps: SetupStep[];
  services: Record<string, Json>;
  notes: string[];
}

/** A step as the job runs it: a composite action's steps in its place, with their own `inputs`. */
interface FlatStep {
  step: Record<string, unknown>;
  contexts: Contexts;
  /** The composite action the step comes from. */
  via?: string;
}

/** A job resolved on its main leg. */
interface Resolved {
  wj: WorkflowJob;
  display: string;
  leg: Leg;
  legNote?: string;
  contexts: Contexts;
  runsOn: string;
  env: Record<string, string>;
  notes: string[];
}

const HOST_TARGET = /^x86_64-unknown-linux-gnu$/;

/** Setup actions: they install a tool or toolchain, nothing else. */
const SETUP_ACTION =
  /(^|\/)(setup-[\w-]+|[\w-]*-toolchain|toolchain|install-action|action-setup|setup|[\w-]*install[\w-]*|cache|cache\/restore)$|^(Swatinem\/rust-cache|actions\/cache|gradle\/actions\/setup-gradle|ruby\/setup-ruby|denoland\/setup-deno|oven-sh\/setup-bun|pnpm\/action-setup|astral-sh\/setup-uv|dtolnay\/rust-toolchain|actions-rs\/toolchain|arduino\/setup-protoc)$/i;
/** Actions that do not belong in a task job: they report, publish or hand files on. */
const NOT_SETUP =
  /^(actions\/(checkout|upload-artifact|download-artifact|upload-pages-artifact|deploy-pages|github-script|labeler|stale)|codecov\/[\w-]+|coverallsapp\/[\w-]+|softprops\/action-gh-release|pypa\/gh-action-pypi-publish|peaceiris\/actions-gh-pages|JamesIves\/github-pages-deploy-action|changesets\/action|docker\/(build-push-action|login-action))$/i;
const PUBLISH_ACTION =
  /^(softprops\/action-gh-release|pypa\/gh-action-pypi-publish|actions\/deploy-pages|actions\/upload-pages-artifact|peaceiris\/actions-gh-pages|JamesIves\/github-pages-deploy-action|changesets\/action|docker\/build-push-action|release-plz\/action|googleapis\/release-please-action)$/i;
const COMMIT_ACTIONS =
  /^(autofix-ci\/action|stefanzweifel\/git-auto-commit-action|EndBug\/add-and-commit|peter-evans\/create-pull-request)$/i;

/** Job names that say what kind of job it is when its facts do not. */
const SPECIAL_JOB: Array<[RegExp, string]> = [
  [
    /(^|[^a-z])msrv([^a-z]|$)|minimum.?(supported|rust|version)/i,
    'an MSRV job (the oldest toolchain supported)',
  ],
  [/minimal.?versions|min.?versions|oldest.?deps|lowest/i, 'a minimal-versions job'],
  [/nightly/i, 'a nightly-toolchain job'],
  [/(^|[^a-z])miri([^a-z]|$)/i, 'a miri job'],
  [/sanitiz|(^|[^a-z])[amt]san([^a-z]|$)/i, 'a sanitizer job'],
  [/(^|[^a-z])(fuzz|fuzzing)([^a-z]|$)/i, 'a fuzzing job'],
  [/bench/i, 'a benchmark job'],
  [/coverage|codecov|coveralls/i, 'a coverage job (its report is uploaded)'],
  [/(^|[^a-z])(release|publish|deploy|pages)([^a-z]|$)/i, 'a release, publish or deploy job'],
  [/(^|[^a-z])(cross|cross-?compil\w*)([^a-z]|$)/i, 'a cross-compilation job'],
];

/** Lines that install or set a tool up, never check anything. */
function installLine(words: string[]): boolean {
  // `curl -sSf https://.../install.sh | sh`: an installer.
  const pipe = words.indexOf('|');
  if (/^(curl|wget)$/.test(words[0] ?? '') && pipe > 0 && /^(sudo|sh|bash)$/.test(words[pipe + 1] ?? ''))
    return true;
  if (words[0] === 'git' && words[1] === 'config') return true;
  const w = words[0] === 'sudo' ? words.slice(words[1] === '-E' ? 2 : 1) : words;
  const [a = '', b = '', c = ''] = w;
  if (/^(apt-get|apt|brew|choco|rustup|corepack|pipx|gem|conda|mamba|micromamba|dnf|yum|apk|nvm)$/.test(a))
    return a !== 'pipx' || b === 'install' || b === 'ensurepath';
  if (/^(pip|pip3)$/.test(a)) return b === 'install' || b === 'download';
  if (/^python[\d.]*$/.test(a) && b === '-m' && /^(pip|venv|ensurepip)$/.test(c))
    return c !== 'pip' || w[3] === 'install';
  if (a === 'uv')
    return /^(sync|venv)$/.test(b) || (/^(pip|tool|python)$/.test(b) && /^(install|sync)$/.test(c));
  if (a === 'poetry' || a === 'pdm') return /^(install|sync|lock)$/.test(b) && !w.includes('--check');
  if (a === 'npm') return /^(ci|install|i|add)$/.test(b);
  if (a === 'pnpm') return /^(install|i|fetch|add|setup)$/.test(b) || (b === 'env' && c === 'use');
  if (a === 'yarn') return b === '' || b === 'install' || /^--(frozen-lockfile|immutable)/.test(b);
  if (a === 'bun') return b === 'install' || b === 'i';
  if (a === 'cargo') return /^(install|fetch|binstall)$/.test(b);
  if (a === 'go') return b === 'install' || (b === 'mod' && c === 'download') || b === 'get';
  if (a === 'deno') return b === 'install' || b === 'cache';
  if (a === 'bundle' || a === 'composer') return b === 'install';
  if (a === 'dotnet') return b === 'restore' || (b === 'tool' && c === 'install');
  return false;
}

/** `pnpm add typescript@latest`, `npm install left-pad`: the manifest changes, not the machine. */
function changesManifest(words: string[]): boolean {
  const [a = '', b = '', ...rest] = words;
  if (!/^(npm|pnpm|yarn|bun|uv|poetry|pdm|cargo)$/.test(a)) return false;
  if (rest.some((w) => w === '-g' || w === '--global')) return false;
  if (b === 'add') return true;
  return /^(npm|pnpm|bun)$/.test(a) && /^(install|i)$/.test(b) && rest.some((w) => !w.startsWith('-'));
}

/** Lines that neither install nor check: printing, moving about, versions. */
function neutralLine(line: string, words: string[]): boolean {
  const a = words[0] ?? '';
  if (/^[A-Za-z_]\w*=/.test(line) && words.length === 0) return true;
  if (
    /^(echo|printf|cd|export|set|unset|mkdir|ls|pwd|cat|env|which|type|true|:|shopt|source|\.|hash)$/.test(a)
  )
    return true;
  return words.length <= 3 && words.some((x) => /^(--version|-V|version|--print)$/.test(x));
}

/** Facts of a run script that make a job specialised, with the reason. */
function scriptSpecial(script: string): string | undefined {
  const plus = /(?:^|\s)(cargo|rustc|rustup run)\s+\+(\S+)/.exec(script)?.[2];
  if (plus !== undefined)
    return /nightly/.test(plus)
      ? `runs on the nightly toolchain (\`+${plus}\`)`
      : `runs on another toolchain than the job's (\`+${plus}\`, an MSRV or pinned toolchain)`;
  if (/(^|\s)-Z\s*minimal-versions|minimal-versions/.test(script))
    return 'resolves minimal versions (`-Z minimal-versions`)';
  const lock =
    /(^|\s)((rm|cp|mv)\s[^\n]*\b(Cargo\.lock|package-lock\.json|yarn\.lock|pnpm-lock\.yaml|poetry\.lock|uv\.lock|go\.sum)\b|cargo\s+(update|generate-lockfile)\b)/.exec(
      script,
    )?.[2];
  if (lock !== undefined) return `tests other dependency versions than the lockfile's (\`${lock.trim()}\`)`;
  if (/(^|\s)cargo\s+miri\b/.test(script)) return 'runs miri';
  if (/-Zsanitizer|sanitizer=/.test(script)) return 'runs a sanitizer';
  const target = /(?:^|\s)--target[=\s]+(\S+)/.exec(script)?.[1];
  if (target !== undefined && !HOST_TARGET.test(target) && /cargo|cross|rustc/.test(script))
    return `cross-compiles (\`--target ${target}\`)`;
  if (/(^|\s)cross\s+(build|test|check)\b/.test(script)) return 'cross-compiles (`cross`)';
  const added = /(?:^|\s)rustup\s+target\s+add\s+(\S+)/.exec(script)?.[1];
  if (added !== undefined && !HOST_TARGET.test(added)) return `cross-compiles (adds the target ${added})`;
  const bench =
    /(^|\s)(cargo\s+bench|asv\s+(run|continuous)|go\s+test\s.*-bench\b|pytest\s.*--benchmark|hyperfine|codspeed)/.exec(
      script,
    )?.[2];
  if (bench !== undefined) return `runs benchmarks (\`${bench.trim()}\`)`;
  return undefined;
}

/** Facts of a setup action that make a job specialised. */
function actionSpecial(action: string, ref: string, withs: Record<string, Json>): string | undefined {
  if (!/rust-toolchain|actions-rs\/toolchain|setup-rust/i.test(action)) return undefined;
  const toolchain = String(withs.toolchain ?? (action === 'dtolnay/rust-toolchain' ? ref : ''));
  if (/nightly/.test(toolchain)) return `sets up the nightly toolchain (${toolchain})`;
  const targets = String(withs.targets ?? withs.target ?? '')
    .split(/[\s,]+/)
    .filter((t) => t && !HOST_TARGET.test(t));
  if (targets.length > 0) return `cross-compiles (adds the target ${targets.join(', ')})`;
  return undefined;
}

function literalMap(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/** The env a level adds, evaluated; what cannot be known is left out and named. */
function evalEnv(
  env: unknown,
  contexts: Contexts,
  where: string,
  notes: string[],
  base: Record<string, string>,
): Record<string, string> {
  const out = { ...base };
  if (typeof env === 'string') {
    notes.push(`${where}: its env is \`${env}\`, which is only known when the CI runs; not used`);
    return out;
  }
  for (const [k, v] of Object.entries(literalMap(env))) {
    const unknown: string[] = [];
    const value = substituteValue(v ?? '', { ...contexts, env: out }, unknown);
    if (unknown.length > 0) {
      notes.push(`${where}: env ${k} is ${unknown.join(', ')}; left out`);
      continue;
    }
    out[k] = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value ?? '');
  }
  return out;
}

function jobDisplay(wj: WorkflowJob): string {
  const own = typeof wj.job.name === 'string' && !wj.job.name.includes('${{') ? wj.job.name : wj.id;
  return wj.caller ? `${jobDisplay(wj.caller)} / ${own}` : own;
}

const workflowName = (file: string) => file.replace(/^\.github\/workflows\//, '');

/** The contexts of a job on its main leg: the caller's first, when a reusable workflow is called. */
function resolveJob(wj: WorkflowJob, choice: JobChoice, notes: string[]): Resolved {
  let inputs: Record<string, Json> = { ...wj.inputDefaults };
  let outerEnv: Record<string, string> = {};
  let legNote: string | undefined;
  if (wj.caller) {
    const caller = resolveJob(wj.caller, choice, notes);
    const unknown: string[] = [];
    const withs = substituteValue(literalMap(wj.caller.job.with), caller.contexts, unknown);
    if (unknown.length > 0)
      notes.push(
        `${wj.caller.file}, job ${wj.caller.id}: passes ${unknown.join(', ')} to ${wj.file}; left as written`,
      );
    if (isRecord(withs)) inputs = { ...inputs, ...(withs as Record<string, Json>) };
    outerEnv = {};
    if (caller.legNote) legNote = caller.legNote;
    if (Object.keys(caller.leg.values).length > 0) legNote = `caller's leg ${legText(caller.leg)}`;
  }
  const base: Contexts = { runner: RUNNER, github: GITHUB_PR, inputs, matrix: {}, env: {} };
  const where = `${wj.file}, job ${wj.id}`;
  const workflowEnv = evalEnv(wj.workflowEnv, base, wj.file, notes, outerEnv);
  const strategy = literalMap(wj.job.strategy);
  const { legs, unknown } = matrixLegs(strategy.matrix, { ...base, env: workflowEnv });
  if (unknown !== undefined)
    notes.push(`${where}: its matrix reads ${unknown}; its legs are not known, so none is chosen`);
  const picked = mainLeg(legs, choice.legs);
  if (picked.why) notes.push(`${where}: ${picked.why}; the main leg is chosen instead`);
  const leg = picked.leg;
  const legContexts: Contexts = { ...base, matrix: leg.values, env: workflowEnv };
  const env = evalEnv(wj.job.env, legContexts, where, notes, workflowEnv);
  const contexts: Contexts = { ...legContexts, env };
  const display = jobDisplay(wj);
  return {
    wj,
    display,
    leg,
    ...(legNote ? { legNote } : {}),
    contexts,
    runsOn: runsOn(wj.job['runs-on'] ?? wj.caller?.job['runs-on'] ?? '', contexts),
    env,
    notes: [],
  };
}

/** A job's steps in order, a local composite action's steps in its place. */
function flatSteps(
  reader: ProjectReader,
  steps: unknown[],
  contexts: Contexts,
  notes: string[],
  where: string,
  depth: number,
  via?: string,
): FlatStep[] {
  const out: FlatStep[] = [];
  for (const step of steps) {
    if (!isRecord(step)) continue;
    const uses = typeof step.uses === 'string' ? step.uses : undefined;
    // `./path` and `$/path` both name an action of this repository.
    if (uses?.startsWith('./') || uses?.startsWith('$/')) {
      const dir = uses.slice(2).replace(/\/+$/, '');
      const file = [`${dir}/action.yml`, `${dir}/action.yaml`].find((f) => reader.read(f) !== undefined);
      const doc = file && depth < MAX_DEPTH ? parseWorkflow(reader, file, notes) : undefined;
      const runs = doc && isRecord(doc.runs) ? doc.runs : undefined;
      if (runs?.using !== 'composite' || !Array.isArray(runs.steps)) {
        notes.push(`${where}: uses ${uses}, which is not a composite action Ralph can read; left out`);
        continue;
      }
      const inputs: Record<string, Json> = {};
      for (const [k, v] of Object.entries(literalMap(doc?.inputs)))
        if (isRecord(v) && v.default !== undefined) inputs[k] = v.default as Json;
      const unknown: string[] = [];
      const given = substituteValue(literalMap(step.with), contexts, unknown);
      if (unknown.length > 0)
        notes.push(`${where}: passes ${unknown.join(', ')} to ${uses}; left as written`);
      Object.assign(inputs, isRecord(given) ? given : {});
      out.push(...flatSteps(reader, runs.steps, { ...contexts, inputs }, notes, where, depth + 1, uses));
      continue;
    }
    out.push({ step, contexts, ...(via ? { via } : {}) });
  }
  return out;
}

/** A gate from a step, before it is named uniquely and given its source. */
interface StepGate {
  name: string;
  command: string;
  required?: boolean;
  workingDirectory?: string;
  shell?: string;
  env?: Record<string, string>;
}

/** What the job gives once resolved: its setup actions, install steps and gates, or why none. */
interface JobParts {
  special?: string;
  optional?: string;
  actions: Array<{
    /** Its `with:` reads the matrix: the main leg's toolchain. */
    leg?: boolean;
    action: string;
    ref: string;
    withs: Record<string, Json>;
    name?: string;
    env: Record<string, string>;
  }>;
  installs: SetupStep[];
  gates: StepGate[];
  services: Record<string, Json>;
  checkActions: string[];
}

function jobParts(reader: ProjectReader, r: Resolved, notes: string[], named = false): JobParts {
  const { wj, contexts } = r;
  const where = `${wj.file}, job ${wj.id}`;
  const parts: JobParts = { actions: [], installs: [], gates: [], services: {}, checkActions: [] };
  const job = wj.job;
  const shellDefault = (d: unknown) => {
    const run = isRecord(d) && isRecord(d.run) ? d.run : {};
    return {
      shell: typeof run.shell === 'string' ? run.shell : undefined,
      dir: typeof run['working-directory'] === 'string' ? run['working-directory'] : undefined,
    };
  };
  const jobDefaults = shellDefault(job.defaults);
  const wfDefaults = shellDefault(wj.workflowDefaults);
  const defaultShell = jobDefaults.shell ?? wfDefaults.shell;
  const defaultDir = jobDefaults.dir ?? wfDefaults.dir;
  if (isRecord(job.services)) {
    const unknown: string[] = [];
    const services = substituteValue(job.services, contexts, unknown);
    if (unknown.length > 0) notes.push(`${where}: its services read ${unknown.join(', ')}; left as written`);
    if (isRecord(services)) parts.services = services as Record<string, Json>;
  }
  const continueOnError = substituteValue(job['continue-on-error'] ?? false, contexts, []);
  if (continueOnError === true || continueOnError === 'true')
    parts.optional = 'the CI lets it fail (continue-on-error)';
  const steps = flatSteps(reader, Array.isArray(job.steps) ? job.steps : [], contexts, notes, where, 0);
  // The job's only checkout, of the change itself, put at a path (a GOPATH layout): that path
  // is the task job's root.
  const checkouts = steps.filter(
    ({ step }) => typeof step.uses === 'string' && step.uses.startsWith('actions/checkout@'),
  );
  const only = checkouts.length === 1 ? literalMap(checkouts[0]!.step.with) : undefined;
  const rootAlias =
    only && typeof only.path === 'string' && only.repository === undefined && only.ref === undefined
      ? only.path
      : undefined;
  let index = 0;
  for (const { step, contexts: ctx, via } of steps) {
    index++;
    const label =
      typeof step.name === 'string' ? step.name : typeof step.uses === 'string' ? step.uses : `step ${index}`;
    const at = `${where}, step "${substitute(label, ctx).text}"${via ? ` (from ${via})` : ''}`;
    const cond = condition(step.if, ctx);
    if ('value' in cond && !cond.value) continue; // not on a pull request, or only after a failure
    if ('why' in cond) {
      // A step for when other jobs or steps failed (an all-green check, a report) checks nothing here.
      if (/\b(needs|steps|job)\b/.test(String(step.if))) {
        notes.push(
          `${at}: runs on \`if: ${String(step.if)}\`, which reads other jobs' or steps' results; left out`,
        );
        continue;
      }
      notes.push(
        `${at}: its \`if: ${String(step.if)}\` is not known before the run (${cond.why}); taken as true`,
      );
    }
    const stepEnv = evalEnv(step.env, ctx, at, notes, { ...(ctx.env as Record<string, string>) });
    const stepCtx = { ...ctx, env: stepEnv };
    if (typeof step.uses === 'string') {
      const [action = '', ref = ''] = step.uses.split('@');
      const unknown: string[] = [];
      const withs = substituteValue(literalMap(step.with), stepCtx, unknown) as Record<string, Json>;
      // A read-only token for a setup action is fine; any other unknown input is left out, and
      // named unless the task job sets that input itself (a cache's `save-if`).
      const unknownInputs: string[] = [];
      for (const [k, v] of Object.entries(withs))
        if (typeof v === 'string' && v.includes('${{') && !taskJobEvaluates(v)) {
          delete withs[k];
          unknownInputs.push(k);
        }
      // An input that evaluates to '' is one the action sees as not given.
      for (const [k, v] of Object.entries(withs)) if (v === '' || v === null) delete withs[k];
      const forced = cacheInTaskJob(action, ref, withs).withs;
      for (const k of unknownInputs)
        if (forced[k] === undefined)
          notes.push(
            `${at}: its input ${k} (\`${String(literalMap(step.with)[k])}\`) cannot be known before the run; left out`,
          );
      // `taiki-e/install-action@cargo-hack` is the action's shorthand for `tool: cargo-hack`.
      if (action === 'taiki-e/install-action' && !/^(v\d.*|main|[0-9a-f]{40})$/.test(ref)) {
        parts.actions.push({
          action,
          ref: 'v2',
          withs: { ...withs, tool: [withs.tool, ref].filter(Boolean).join(', ') },
          env: {},
        });
        continue;
      }
      const special = actionSpecial(action, ref, withs);
      if (special && !parts.special) parts.special = special;
      if (COMMIT_ACTIONS.test(action))
        parts.special ??= `commits what it changed (uses ${action}): an autofix job`;
      if (PUBLISH_ACTION.test(action)) parts.special ??= `publishes (uses ${action})`;
      if (action === 'golangci/golangci-lint-action') {
        // It installs the linter and runs it: installed here, run as a gate.
        const args = typeof withs.args === 'string' ? ` ${withs.args}` : '';
        const dir = typeof withs['working-directory'] === 'string' ? withs['working-directory'] : undefined;
        parts.actions.push({
          action,
          ref,
          withs: {
            ...(withs.version !== undefined ? { version: withs.version } : {}),
            'install-only': 'true',
          },
          env: {},
        });
        parts.gates.push({
          name: 'golangci-lint',
          command: `golangci-lint run${args}`,
          ...(dir ? { workingDirectory: dir } : {}),
        });
        continue;
      }
      const raw = literalMap(step.with);
      // The task job has the change's tree at the root: a checkout elsewhere, of another
      // repository, or (after the first) of another ref gives the later steps a tree it lacks.
      if (
        action === 'actions/checkout' &&
        (raw.path !== undefined || raw.repository !== undefined || (raw.ref !== undefined && index > 1)) &&
        raw.path !== rootAlias
      ) {
        parts.special ??=
          'checks out another tree (a second actions/checkout with path, ref or repository), which the task job does not have';
        continue;
      }
      if (/^github\/codeql-action\//.test(action)) {
        parts.special ??= 'a CodeQL analysis job (its results go to code scanning)';
        continue;
      }
      if (action === 'pre-commit/action') {
        // It installs pre-commit and runs every hook: installed here, run as a gate.
        const extra = typeof withs.extra_args === 'string' ? withs.extra_args : '--all-files';
        parts.installs.push({
          name: 'Install pre-commit',
          run: 'python -m pip install pre-commit',
          repoCode: true,
        });
        parts.gates.push({
          name: typeof step.name === 'string' ? substitute(step.name, stepCtx).text : 'pre-commit',
          command: `pre-commit run --show-diff-on-failure --color=always ${extra}`,
          ...(Object.keys(stepEnv).length > 0 ? { env: stepEnv } : {}),
        });
        continue;
      }
      if (NOT_SETUP.test(action) || PUBLISH_ACTION.test(action) || COMMIT_ACTIONS.test(action)) continue;
      if (!SETUP_ACTION.test(action)) {
        parts.checkActions.push(action);
        continue;
      }
      parts.actions.push({
        action,
        ref,
        withs,
        ...(JSON.stringify(step.with ?? {}).includes('matrix.') ? { leg: true } : {}),
        ...(typeof step.name === 'string' ? { name: substitute(step.name, stepCtx).text } : {}),
        env: envOwn(stepEnv, ctx.env as Record<string, string>),
      });
      continue;
    }
    if (typeof step.run !== 'string') continue;
    const shell = typeof step.shell === 'string' ? step.shell : defaultShell;
    if (shell !== undefined && /^(pwsh|powershell|cmd)/.test(shell)) {
      notes.push(`${at}: runs in ${shell}; Ralph runs gates in bash, sh or python: left out`);
      continue;
    }
    const sub = substitute(step.run, stepCtx);
    const script = sub.text.replace(/\s+$/, '');
    const special = scriptSpecial(script);
    if (special) {
      parts.special ??= special;
      // A job the user chose by name keeps every step it runs.
      if (!named) continue;
    }
    if (/\bgit\s+(commit|push)\b/.test(script)) {
      parts.special ??= 'commits or pushes what it changed: an autofix or release job';
      continue;
    }
    if (
      /(^|\s)(npm|pnpm|yarn|cargo|poetry|uv|twine|gem)\s+publish\b|twine\s+upload|gh\s+release|docker\s+push|mvn\s+deploy/.test(
        script,
      )
    ) {
      parts.special ??= 'publishes';
      continue;
    }
    if (/\$\{?GITHUB_(ENV|PATH|OUTPUT|STEP_SUMMARY)\b/.test(script)) {
      notes.push(
        `${at}: writes $GITHUB_ENV, $GITHUB_PATH, $GITHUB_OUTPUT or the step summary for the run; not transplanted`,
      );
      continue;
    }
    if (sub.unknown.length > 0) {
      notes.push(`${at}: \`${firstLine(step.run)}\` reads ${sub.unknown.join(', ')}; not a gate`);
      continue;
    }
    const stepName = typeof step.name === 'string' ? step.name : '';
    const dirGiven = typeof step['working-directory'] === 'string' ? step['working-directory'] : defaultDir;
    const dirRaw =
      rootAlias !== undefined && dirGiven?.startsWith(rootAlias)
        ? dirGiven.slice(rootAlias.length).replace(/^\/+/, '') || undefined
        : dirGiven;
    const dir =
      dirRaw === undefined ? undefined : substitute(dirRaw, stepCtx).text.replace(/^\.\/?$/, '') || undefined;
    const lines = shellLines(script).filter((l) => !l.block);
    const words = lines.map((l) => commandWords(l.command));
    const installs = words.filter((w) => installLine(w)).length;
    const neutral = lines.filter((l, i) => neutralLine(l.command, words[i]!)).length;
    const ownEnv = envOwn(stepEnv, {});
    if (lines.length === 0 || neutral === lines.length) continue;
    const manifest = words.find((w) => changesManifest(w));
    if (manifest) {
      notes.push(
        `${at}: \`${manifest.join(' ')}\` changes the project's manifest (the leg's dependency versions); not transplanted`,
      );
      continue;
    }
    // A step named for setting up (`Install packages`, `Set up the database`) that runs a
    // script of the repository prepares; it checks nothing.
    const script0 = words[0]?.[0] ?? '';
    const setupNamed =
      (/^(install|set\s*up|setup|prepare|configure)\b/i.test(stepName) &&
        !/\b(test|check|lint|build)/i.test(stepName)) ||
      (lines.length === 1 && script0.includes('/') && /(install|setup|bootstrap|deps)[^/]*$/i.test(script0));
    // Lines that all run as root (`sudo udevadm ...`, `echo ... | sudo tee /etc/...`) set the
    // machine up; they check nothing of the change.
    const asRoot = words.filter((w) => w[0] === 'sudo' || w.includes('sudo')).length;
    const system = asRoot > 0 && asRoot + neutral >= lines.length;
    if (setupNamed || system || (installs > 0 && installs + neutral === lines.length)) {
      const pure =
        system ||
        words.every((w, i) => neutralLine(lines[i]!.command, w) || /^(sudo|apt-get|apt)$/.test(w[0] ?? ''));
      parts.installs.push({
        name: typeof step.name === 'string' ? substitute(step.name, stepCtx).text : firstLine(script),
        run: dir ? `cd ${JSON.stringify(dir)}\n${script}` : script,
        // System packages need root and run nothing of the repository's; the rest runs its code.
        ...(pure ? {} : { repoCode: true }),
        ...(Object.keys(ownEnv).length > 0 ? { env: ownEnv } : {}),
      });
      if (!pure && /(^|\s)sudo\s/.test(script))
        notes.push(
          `${at}: \`${firstLine(script)}\` uses sudo; Ralph's setup runs it as the agent user, without sudo`,
        );
      continue;
    }
    const writes = lines.map((l) => writesFiles(l.command)).find((w) => w !== undefined);
    if (writes !== undefined) {
      notes.push(`${at}: \`${firstLine(script)}\`: ${writes}, so it is not a check`);
      continue;
    }
    const cargoTarget = stepEnv.CARGO_BUILD_TARGET;
    if (cargoTarget && !HOST_TARGET.test(cargoTarget)) {
      parts.special ??= `cross-compiles (CARGO_BUILD_TARGET=${cargoTarget})`;
      continue;
    }
    const goos = stepEnv.GOOS;
    const goarch = stepEnv.GOARCH;
    if ((goos && goos !== 'linux') || (goarch && !/^(amd64|x86_64)$/.test(goarch))) {
      parts.special ??= `cross-compiles (GOOS=${goos ?? ''} GOARCH=${goarch ?? ''})`;
      continue;
    }
    // A step that prepares a report for an upload (`generate lcov`) checks nothing.
    if (
      /\b(generate|upload|prepare|write|produce|convert|combine|publish)\b.*\b(coverage|lcov|report)|\blcov\b|coverage report/i.test(
        stepName,
      ) &&
      !/test|check|lint|build|enforce/i.test(stepName)
    ) {
      notes.push(`${at}: prepares a report, not a check; left out`);
      continue;
    }
    const stepShell = typeof step.shell === 'string' ? step.shell : defaultShell;
    const gateShell = stepShell ?? (script.includes('\n') ? 'bash -e {0}' : undefined);
    const optional = step['continue-on-error'] === true;
    // An unnamed step is named after its first command that does something (not its `cd`).
    const first =
      lines.find((l, i) => !neutralLine(l.command, words[i]!) && !installLine(words[i]!))?.command ?? script;
    parts.gates.push({
      name: typeof step.name === 'string' ? substitute(step.name, stepCtx).text : firstLine(first),
      command: script,
      ...(optional ? { required: false } : {}),
      ...(dir ? { workingDirectory: dir } : {}),
      ...(gateShell ? { shell: gateShell } : {}),
      ...(Object.keys(stepEnv).length > 0 ? { env: stepEnv } : {}),
    });
  }
  return parts;
}

/**
 * Whether every expression left in a text reads only what the task job's runner evaluates the
 * same way as the CI's: `hashFiles()`, `runner.*`, `github.*`, the read-only token. Such an
 * input is kept as written (a cache key); one that reads secrets, steps, needs or the CI's
 * matrix is not.
 */
function taskJobEvaluates(text: string): boolean {
  return [...text.matchAll(/\$\{\{([\s\S]*?)\}\}/g)].every(([, inner]) => {
    const words = inner!.replace(/'[^']*'/g, '').match(/[A-Za-z_][\w-]*(?=\s*[.([])/g) ?? [];
    return (
      words.every((w) =>
        /^(hashFiles|runner|github|format|join|toJSON|fromJSON|contains|startsWith|endsWith)$/.test(w),
      ) || /^\s*secrets\.GITHUB_TOKEN\s*$/.test(inner!)
    );
  });
}

/** The entries a step's env adds to what it inherits. */
function envOwn(env: Record<string, string>, inherited: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([k, v]) => inherited[k] !== v));
}

/** A script's first line, cut at a word within 80 characters: the name of an unnamed step. */
const firstLine = (s: string) => {
  const line = s.trim().split('\n')[0]!;
  if (line.length <= 80) return line;
  const cut = line.slice(0, 80);
  return cut.slice(0, cut.lastIndexOf(' ') > 20 ? cut.lastIndexOf(' ') : 80);
};

/** Why a job gives no required gate, from its own facts; undefined for a check job. */
function specialReason(r: Resolved, parts: JobParts): string | undefined {
  const job = r.wj.job;
  const ifs = [r.wj.caller?.job.if, job.if].filter((x) => x !== undefined);
  for (const cond of ifs) {
    const c = condition(cond, r.contexts);
    if ('value' in c && !c.value) return `does not run on pull requests (\`if: ${String(cond)}\`)`;
  }
  for (const [re, why] of SPECIAL_JOB) if (re.test(r.wj.id) || re.test(r.display)) return why;
  // A workflow named for a release or a deploy is one, whatever its jobs are called.
  const wf = workflowName(r.wj.caller?.file ?? r.wj.file).replace(/\.ya?ml$/, '');
  if (/(^|[^a-z])(release|publish|deploy|pages)([^a-z]|$)/i.test(wf))
    return `in the ${wf} workflow: a release, publish or deploy job`;
  if (/(^|[^a-z])(bench|benchmarks?|perf)([^a-z]|$)/i.test(wf))
    return `in the ${wf} workflow: a benchmark job`;
  if (/autofix/i.test(wf)) return `in the ${wf} workflow: an autofix job (it commits what it changes)`;
  if (/windows|macos|mac-|darwin/i.test(r.runsOn) && !/ubuntu|linux/i.test(r.runsOn))
    return `runs on ${r.runsOn} only; the task job runs on ubuntu`;
  if (/self-hosted/i.test(r.runsOn)) return `runs on a self-hosted runner (${r.runsOn})`;
  if (job.container !== undefined) {
    const c = substituteValue(job.container, r.contexts, []);
    const image = isRecord(c) ? c.image : c;
    if (image !== null && image !== '')
      return `runs in the container ${String(image)}; the task job runs on the ubuntu runner`;
  }
  if (parts.special) return parts.special;
  return undefined;
}

/** Every job of the CI on its main leg: what it gives, and the table that says so. */
export function transplantCi(reader: ProjectReader, choice: JobChoice = {}): Transplant {
  const read = readWorkflowJobs(reader);
  const notes = [...read.notes];
  const out: Transplant = { files: read.files, jobs: [], gates: [], setupSteps: [], services: {}, notes };
  const kept: Array<{ r: Resolved; parts: JobParts; verdict: JobVerdict }> = [];
  const rows = new Map<Resolved, number>();
  const picked = (choice.jobs ?? []).map((j) => j.toLowerCase());
  for (const wj of read.jobs) {
    // What reading a job finds is said only for the jobs that give something.
    const jobNotes: string[] = [];
    const r = resolveJob(wj, choice, jobNotes);
    const row: JobRow = {
      workflow: workflowName(wj.caller?.file ?? wj.file),
      job: r.display,
      leg: r.legNote ?? legText(r.leg),
      verdict: 'left out',
      reason: '',
      gates: [],
    };
    out.jobs.push(row);
    if (typeof wj.job.uses === 'string') {
      row.reason = `calls the reusable workflow ${wj.job.uses}, which Ralph does not read`;
      continue;
    }
    const named =
      picked.length > 0 &&
      [wj.id, r.display, `${row.workflow}/${wj.id}`].some((n) => picked.includes(n.toLowerCase()));
    const parts = jobParts(reader, r, jobNotes, named);
    const special = specialReason(r, parts);
    if (picked.length > 0 && !named) {
      row.reason = 'not chosen (--job)';
      continue;
    }
    if (special && !named) {
      row.reason = special;
      continue;
    }
    if (parts.gates.length === 0) {
      row.reason =
        parts.checkActions.length > 0
          ? `checks only through actions (${[...new Set(parts.checkActions)].join(', ')}), not run: steps Ralph can gate`
          : 'runs no check step';
      continue;
    }
    row.verdict = parts.optional ? 'optional' : 'kept';
    row.reason = named
      ? `chosen with --job${special ? ` (${special})` : ''}`
      : (parts.optional ?? 'a check job');
    kept.push({ r, parts, verdict: row.verdict });
    rows.set(r, out.jobs.length - 1);
    notes.push(...jobNotes);
    const source = `${wj.caller ? `${wj.caller.file} → ` : ''}${wj.file}, job ${wj.id}${row.leg ? `, leg ${row.leg}` : ''}`;
    for (const g of parts.gates) {
      // The same step in several jobs (a shared composite action's check) is one gate.
      const twin = out.gates.find(
        (x) =>
          x.command === g.command &&
          x.workingDirectory === g.workingDirectory &&
          x.shell === g.shell &&
          JSON.stringify(x.env) === JSON.stringify(g.env),
      );
      if (twin) {
        row.gates.push(twin.name);
        continue;
      }
      let name = g.name;
      if (out.gates.some((x) => x.name === name)) name = `${g.name} (${wj.id})`;
      for (let n = 2; out.gates.some((x) => x.name === name); n++) name = `${g.name} (${wj.id} ${n})`;
      out.gates.push({ ...g, name, ...(row.verdict === 'optional' ? { required: false } : {}), source });
      row.gates.push(name);
    }
  }
  if (picked.length > 0)
    for (const p of choice.jobs ?? [])
      if (
        !out.jobs.some((j) =>
          [j.job.toLowerCase(), `${j.workflow}/${j.job}`.toLowerCase()].includes(p.toLowerCase()),
        ) &&
        !read.jobs.some((wj) => wj.id.toLowerCase() === p.toLowerCase())
      )
        notes.push(`--job ${p}: no job of the CI has that name (${out.jobs.map((j) => j.job).join(', ')})`);
  // A job whose toolchain loses to another kept job's cannot pass there: left out, said why.
  const losers = new Map<string, string>();
  const rust = rustToolchains(kept);
  for (const { r } of kept) {
    const why = rust.get(`${r.wj.file}, job ${r.wj.id}`);
    if (why) losers.set(`${r.wj.file}, job ${r.wj.id}`, why);
  }
  const stillKept = kept.filter(({ r }) => !losers.has(`${r.wj.file}, job ${r.wj.id}`));
  out.setupSteps = setupOf(stillKept, notes, losers);
  for (const [from, why] of losers) {
    const i = kept.findIndex(({ r }) => `${r.wj.file}, job ${r.wj.id}` === from);
    const row = out.jobs[rows.get(kept[i]!.r)!]!;
    out.gates = out.gates.filter((g) => !row.gates.includes(g.name));
    row.verdict = 'left out';
    row.reason = why;
    row.gates = [];
  }
  if (losers.size > 0)
    out.setupSteps = setupOf(
      kept.filter(({ r }) => !losers.has(`${r.wj.file}, job ${r.wj.id}`)),
      [],
      new Map(),
    );
  for (const { r, parts } of kept)
    for (const [name, svc] of Object.entries(parts.services)) {
      const had = out.services[name];
      if (had === undefined) out.services[name] = svc;
      else if (JSON.stringify(had) !== JSON.stringify(svc))
        notes.push(`services: ${r.wj.file}, job ${r.wj.id} starts another ${name}; the first job's is kept`);
    }
  return out;
}

/**
 * Kept jobs that pin an older Rust than another kept job runs (1.70.0 beside stable): MSRV jobs,
 * whatever they are called.
 */
function rustToolchains(kept: Array<{ r: Resolved; parts: JobParts }>): Map<string, string> {
  const of = new Map<string, string>();
  for (const { r, parts } of kept)
    for (const a of parts.actions)
      if (/rust-toolchain|actions-rs\/toolchain/i.test(a.action)) {
        const t = String(a.withs.toolchain ?? (a.action === 'dtolnay/rust-toolchain' ? a.ref : ''));
        if (t) of.set(`${r.wj.file}, job ${r.wj.id}`, t);
      }
  const numeric = (t: string) => /^1\.\d+(\.\d+)?$/.test(t);
  const newest = [...of.values()].some((t) => !numeric(t))
    ? undefined
    : [...of.values()].sort(compareVersions).at(-1);
  const out = new Map<string, string>();
  for (const [job, t] of of)
    if (numeric(t) && (newest === undefined || compareVersions(t, newest) < 0))
      out.set(
        job,
        `pins Rust ${t}, older than the ${newest ?? 'stable'} toolchain other kept jobs run: an MSRV job`,
      );
  return out;
}

/** Actions that set up one toolchain each: two of a family conflict. */
const TOOLCHAIN_FAMILY: Array<[RegExp, string]> = [
  [/^(actions\/setup-java|graalvm\/setup-graalvm|oracle-actions\/setup-java)$/i, 'Java'],
  [/^(actions\/setup-node)$/i, 'Node'],
  [/^(actions\/setup-go)$/i, 'Go'],
  [/^(dtolnay\/rust-toolchain|actions-rs\/toolchain|actions-rust-lang\/setup-rust-toolchain)$/i, 'Rust'],
  [/^(denoland\/setup-deno)$/i, 'Deno'],
];

/** Inputs that list things: two jobs' values are merged, not in conflict. */
const LIST_INPUT = /^(components|targets|target|tool|tools|packages)$/;

/** How ordinary a setup is: a stable toolchain beats beta, nightly or a pinned old one. */
function setupScore(ref: string, withs: Record<string, Json>): number {
  const text = [ref, ...Object.values(withs).map(String)].join(' ');
  let s = 0;
  if (/stable|latest/.test(text)) s += 2;
  if (SPECIAL_LEG.test(text)) s -= 3;
  return s;
}

/**
 * The kept jobs' setup, in job order: setup actions de-duplicated (the same action with other
 * inputs: list inputs merged, else the more ordinary setup wins, with a note), caches made
 * restore-only, then the install steps, each once.
 */
function setupOf(
  kept: Array<{ r: Resolved; parts: JobParts }>,
  notes: string[],
  losers: Map<string, string>,
): SetupStep[] {
  type Chosen = {
    action: string;
    ref: string;
    withs: Record<string, Json>;
    name?: string;
    env: Record<string, string>;
    from: string;
    /** The job's matrix leg was chosen: its setup is the main leg's. */
    leg: boolean;
  };
  const actions: Chosen[] = [];
  for (const { r, parts } of kept)
    for (const a of parts.actions) {
      const from = `${r.wj.file}, job ${r.wj.id}`;
      const leg = a.leg === true;
      // Two caches of other paths are two caches: kept both, an identical one once.
      if (/cache/i.test(a.action) && !/rust-cache/i.test(a.action)) {
        const twin = actions.some(
          (x) => x.action === a.action && JSON.stringify(x.withs) === JSON.stringify(a.withs),
        );
        if (!twin) actions.push({ ...a, withs: { ...a.withs }, from, leg });
        continue;
      }
      const same = actions.find((x) => x.action.toLowerCase() === a.action.toLowerCase());
      if (!same) {
        actions.push({ ...a, withs: { ...a.withs }, from, leg });
        continue;
      }
      if (same.from === from) {
        actions.push({ ...a, withs: { ...a.withs }, from, leg });
        continue;
      }
      const lists = (w: Record<string, Json>) =>
        Object.fromEntries(Object.entries(w).filter(([k]) => !LIST_INPUT.test(k)));
      // Compared as the task job runs them: two caches differing only in when they save agree.
      const asRun = (x: { action: string; ref: string; withs: Record<string, Json> }) => {
        const made = cacheInTaskJob(x.action, x.ref, x.withs);
        return JSON.stringify([made.ref, lists(made.withs)]);
      };
      const conflict = asRun(same) !== asRun(a);
      const merged: Record<string, Json> = {};
      for (const k of Object.keys({ ...same.withs, ...a.withs }))
        if (LIST_INPUT.test(k)) {
          const items = [same.withs[k], a.withs[k]]
            .filter((v) => v !== undefined && v !== null)
            .flatMap((v) => String(v).split(/[\s,]+/))
            .filter(Boolean);
          merged[k] = [...new Set(items)].join(', ');
        }
      let versions: string[] = [];
      if (conflict) {
        const scoreA = setupScore(a.ref, a.withs);
        const scoreSame = setupScore(same.ref, same.withs);
        // Equally ordinary: the newer of two plain versions (node 18 and 22.4: 22.4).
        const version = (w: Record<string, Json>) =>
          String(Object.entries(w).find(([k]) => /version$/.test(k))?.[1] ?? '');
        const newer =
          /^\d+(\.\d+)*$/.test(version(a.withs)) &&
          /^\d+(\.\d+)*$/.test(version(same.withs)) &&
          compareVersions(version(a.withs), version(same.withs)) > 0;
        // The more ordinary setup; else the main leg's (a job whose matrix leg was chosen); else
        // the newer of two plain versions (node 18 and 22.4: 22.4); else the first kept job's.
        const winner =
          scoreA !== scoreSame
            ? scoreA > scoreSame
              ? a
              : same
            : leg !== same.leg
              ? leg
                ? a
                : same
              : newer
                ? a
                : same;
        notes.push(
          `setup: ${same.from} sets up ${same.action}@${same.ref}${describeWith(same.withs)}, ${from} ${a.action}@${a.ref}${describeWith(a.withs)}; the task job gets ${winner.action}@${winner.ref}${describeWith(winner.withs)} (the more ordinary setup, else the main leg's, else the newer version, else the first kept job's), with the components, targets and tools of both`,
        );
        // setup-python installs every version listed, the last the default: both jobs' run.
        versions =
          same.action === 'actions/setup-python'
            ? [
                ...new Set(
                  [a.withs, same.withs].flatMap((w) => String(w['python-version'] ?? '').split(/\s+/)),
                ),
              ]
                .filter(Boolean)
                .sort((x, y) =>
                  x === String(winner.withs['python-version'])
                    ? 1
                    : y === String(winner.withs['python-version'])
                      ? -1
                      : 0,
                )
            : [];
        if (winner === a) {
          same.leg = leg;
          same.ref = a.ref;
          same.withs = { ...a.withs };
          same.name = a.name;
        }
      }
      Object.assign(same.withs, merged);
      if (same.action === 'actions/setup-python' && versions.length > 1)
        same.withs['python-version'] = versions.join('\n');
    }
  // Two actions that set up the same toolchain (setup-java and setup-graalvm): the first kept
  // job's wins, the other is left out with a note.
  const families: string[] = [];
  const keptActions = actions.filter((a) => {
    const family = TOOLCHAIN_FAMILY.find(([re]) => re.test(a.action))?.[1];
    if (family === undefined) return true;
    const first = actions.find(
      (b) =>
        b !== a && TOOLCHAIN_FAMILY.find(([re]) => re.test(b.action))?.[1] === family && b.from !== a.from,
    );
    if (first && actions.indexOf(first) < actions.indexOf(a)) {
      losers.set(
        a.from,
        `needs ${family} from ${a.action}, and the task job has one ${family}: ${first.action} of ${first.from} (the first kept job's)`,
      );
      return false;
    }
    families.push(family);
    return true;
  });
  const steps: SetupStep[] = [];
  for (const a of keptActions) {
    const made = cacheInTaskJob(a.action, a.ref, a.withs);
    if (made.note) notes.push(`setup: ${made.note}`);
    if (made.leftOut) continue;
    const withs = Object.fromEntries(
      Object.entries(made.withs).map(([k, v]) => [
        k,
        typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v ?? ''),
      ]),
    );
    steps.push({
      name: a.name ?? `Set up (${made.action})`,
      uses: `${made.action}@${made.ref}`,
      ...(Object.keys(withs).length > 0 ? { with: withs } : {}),
      ...(Object.keys(a.env).length > 0 ? { env: a.env } : {}),
    });
  }
  const runs = new Set<string>();
  for (const { parts } of kept)
    for (const s of parts.installs) {
      if (runs.has(s.run ?? '')) continue;
      runs.add(s.run ?? '');
      steps.push(s);
    }
  return steps;
}

function describeWith(withs: Record<string, Json>): string {
  const e = Object.entries(withs);
  return e.length > 0 ? ` (${e.map(([k, v]) => `${k}: ${String(v)}`).join(', ')})` : '';
}

/** init's jobs table, as text: one row per job. */
export function jobsTable(rows: readonly JobRow[]): string {
  const head = ['workflow', 'job', 'leg', 'verdict', 'why'];
  const body = rows.map((r) => [
    r.workflow,
    r.job,
    r.leg || '-',
    r.verdict,
    r.reason + (r.gates.length > 0 ? `; gates: ${r.gates.join(', ')}` : ''),
  ]);
  const widths = head.map((h, i) =>
    Math.min(i === 4 ? 200 : 40, Math.max(h.length, ...body.map((b) => b[i]!.length))),
  );
  const line = (cells: string[]) =>
    cells
      .map((c, i) =>
        i === cells.length - 1
          ? c
          : c.length > widths[i]!
            ? `${c.slice(0, widths[i]! - 1)}…`
            : c.padEnd(widths[i]!),
      )
      .join('  ')
      .trimEnd();
  return [line(head), ...body.map(line)].join('\n');
}
