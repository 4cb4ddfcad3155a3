// A resolved CI job's steps turned into what Ralph's task job gets (docs/ARCHITECTURE.md#gates):
// its setup actions (`uses:`, `with:` evaluated on the main leg), its services, and, through
// ci-run-steps.ts, its install steps and gates; or the fact that makes it a specialised job.
// A step that runs only after a failure, or on what is only known during the run, is left out
// or named in the notes.
import { cacheInTaskJob } from './ci-cache.js';
import { actionSpecial, COMMIT_ACTIONS, NOT_SETUP, PUBLISH_ACTION, SETUP_ACTION } from './ci-classify.js';
import { type Contexts, condition, type Json, substitute, substituteValue } from './ci-expr.js';
import { evalEnv, flatSteps, literalMap, type Resolved } from './ci-resolve.js';
import { envOwn, firstLine, runStep } from './ci-run-steps.js';
import { isRecord, type ProjectReader, type SetupStep } from './types.js';

/** A gate from a step, before it is named uniquely and given its source. */
export interface StepGate {
  name: string;
  command: string;
  required?: boolean;
  workingDirectory?: string;
  shell?: string;
  env?: Record<string, string>;
}

/** A setup action of a job, `with:` evaluated. */
export interface JobAction {
  /** Its `with:` reads the matrix: the main leg's toolchain. */
  leg?: boolean;
  action: string;
  ref: string;
  withs: Record<string, Json>;
  name?: string;
  env: Record<string, string>;
}

/** What the job gives once resolved: its setup actions, install steps and gates, or why none. */
export interface JobParts {
  special?: string;
  optional?: string;
  actions: JobAction[];
  installs: SetupStep[];
  gates: StepGate[];
  services: Record<string, Json>;
  /**
   * The env of the kept steps that reads a port a service publishes (`${{ job.services.<id>.ports['5432'] }}`),
   * as written: the task job's steps evaluate it (evalEnv).
   */
  servicePorts: Record<string, string>;
  checkActions: string[];
  /** A step ran docker for something other than starting a service (a check in a container). */
  inDocker?: true;
  /** Why the first step that would have been a gate was not: what only the run knows. */
  unknown?: string;
}

/** One step of a job as it is turned into parts: where it stands, what it sees. */
export interface StepAt {
  step: Record<string, unknown>;
  /** The step's contexts before its own env. */
  ctx: Contexts;
  /** The step's env: the job's with its own. */
  stepEnv: Record<string, string>;
  /** The step's contexts with its env. */
  stepCtx: Contexts;
  /** `…, job test, step "Run tests"`, for the notes. */
  at: string;
  /** Its place in the job, from 1. */
  index: number;
  /** Its own env entries left out, their values known only when the CI runs. */
  droppedEnv?: string[];
  notes: string[];
}

/** The job's `defaults.run`, and the path its only checkout of the change is put at. */
export interface JobLayout {
  defaultShell?: string;
  defaultDir?: string;
  /** The job's only checkout, of the change itself, put at a path (a GOPATH layout). */
  rootAlias?: string;
  /** The user chose the job by name: it keeps every step it runs. */
  named: boolean;
  /**
   * The place (from 1) of the job's first checkout of the change: a `run:` step before it has
   * no tree to check, so it prepares the machine or the services (a database's roles).
   */
  firstCheckout?: number;
}

export function jobParts(reader: ProjectReader, r: Resolved, notes: string[], named = false): JobParts {
  const { wj, contexts } = r;
  const where = `${wj.file}, job ${wj.id}`;
  const parts: JobParts = {
    actions: [],
    installs: [],
    gates: [],
    services: {},
    servicePorts: {},
    checkActions: [],
  };
  const job = wj.job;
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
  const layout = jobLayout(r, steps, named);
  let index = 0;
  for (const { step, contexts: ctx, via } of steps) {
    index++;
    // An unnamed step as GitHub's log names it: its action, or `Run` and its script's first line.
    const label =
      typeof step.name === 'string'
        ? step.name
        : typeof step.uses === 'string'
          ? step.uses
          : typeof step.run === 'string'
            ? `Run ${firstLine(step.run)}`
            : `step ${index}`;
    const at = `${where}, step "${substitute(label, ctx).text}"${via ? ` (from ${via})` : ''}`;
    if (!runsOnPullRequest(step, ctx, at, notes)) continue;
    const ports: Record<string, string> = {};
    const stepEnv = evalEnv(step.env, ctx, at, notes, { ...(ctx.env as Record<string, string>) }, ports);
    const droppedEnv = Object.keys(literalMap(step.env)).filter((k) => !(k in stepEnv) && !(k in ports));
    const s: StepAt = { step, ctx, stepEnv, stepCtx: { ...ctx, env: stepEnv }, at, index, notes, droppedEnv };
    const kept = parts.gates.length + parts.installs.length;
    if (typeof step.uses === 'string') actionStep(parts, s, layout);
    else if (typeof step.run === 'string') runStep(parts, s, layout);
    if (parts.gates.length + parts.installs.length > kept) keepServicePorts(parts, ports, at, notes);
  }
  return parts;
}

/** A kept step's env that reads a service's port: the task job's steps get it as written. */
function keepServicePorts(parts: JobParts, ports: Record<string, string>, at: string, notes: string[]): void {
  for (const [k, v] of Object.entries(ports)) {
    const had = parts.servicePorts[k];
    if (had === v) continue;
    if (had !== undefined) {
      notes.push(`${at}: env ${k} is \`${v}\`, but an earlier step's is \`${had}\`; the earlier one is kept`);
      continue;
    }
    parts.servicePorts[k] = v;
    notes.push(
      `${at}: env ${k} reads a service's port (\`${v}\`): the task job's setup, agent and gate steps get it in their env`,
    );
  }
}

/** The job's run defaults (its own, else its workflow's) and its checkout's path. */
function jobLayout(r: Resolved, steps: Array<{ step: Record<string, unknown> }>, named: boolean): JobLayout {
  const shellDefault = (d: unknown) => {
    const run = isRecord(d) && isRecord(d.run) ? d.run : {};
    return {
      shell: typeof run.shell === 'string' ? run.shell : undefined,
      dir: typeof run['working-directory'] === 'string' ? run['working-directory'] : undefined,
    };
  };
  const jobDefaults = shellDefault(r.wj.job.defaults);
  const wfDefaults = shellDefault(r.wj.workflowDefaults);
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
  const first = steps.findIndex(({ step }) => {
    if (typeof step.uses !== 'string' || !step.uses.startsWith('actions/checkout@')) return false;
    const repository = literalMap(step.with).repository;
    return repository === undefined || /^\$\{\{\s*github\.repository\s*\}\}$/.test(String(repository));
  });
  return {
    defaultShell: jobDefaults.shell ?? wfDefaults.shell,
    defaultDir: jobDefaults.dir ?? wfDefaults.dir,
    rootAlias,
    named,
    ...(first >= 0 ? { firstCheckout: first + 1 } : {}),
  };
}

/** Whether a step runs on a pull request before anything failed; what is not known is said. */
function runsOnPullRequest(
  step: Record<string, unknown>,
  ctx: Contexts,
  at: string,
  notes: string[],
): boolean {
  // `if: steps.cache.outputs.cache-hit != 'true'` (install unless a cache restored it): read as
  // a miss, since the task job must install what the CI installs when nothing was restored.
  const hits = [...String(step.if ?? '').matchAll(/\bsteps\.([\w-]+)\.outputs\.cache-hit\b/g)].map(
    (m) => m[1]!,
  );
  const steps = Object.fromEntries(hits.map((id) => [id, { outputs: { 'cache-hit': 'false' } }]));
  const cond = condition(step.if, hits.length > 0 ? { ...ctx, steps } : ctx);
  if (hits.length > 0 && 'value' in cond && cond.value)
    notes.push(`${at}: its \`if: ${String(step.if)}\` is read as a cache miss: the step runs`);
  if ('value' in cond && !cond.value) return false; // not on a pull request, or only after a failure
  if ('why' in cond) {
    // A step for when other jobs or steps failed (an all-green check, a report) checks nothing here.
    if (/\b(needs|steps|job)\b/.test(String(step.if))) {
      notes.push(
        `${at}: runs on \`if: ${String(step.if)}\`, which reads other jobs' or steps' results; left out`,
      );
      return false;
    }
    notes.push(
      `${at}: its \`if: ${String(step.if)}\` is not known before the run (${cond.why}); taken as true`,
    );
  }
  return true;
}

/**
 * A step's `with:` evaluated on the main leg. A read-only token for a setup action is fine; any
 * other unknown input is left out, and named unless the task job sets that input itself (a
 * cache's `save-if`). An input that evaluates to '' is one the action sees as not given.
 */
function actionInputs(s: StepAt, action: string, ref: string): Record<string, Json> {
  const { step, stepCtx, at, notes } = s;
  const unknown: string[] = [];
  const withs = substituteValue(literalMap(step.with), stepCtx, unknown) as Record<string, Json>;
  const unknownInputs: string[] = [];
  for (const [k, v] of Object.entries(withs))
    if (typeof v === 'string' && v.includes('${{') && !taskJobEvaluates(v)) {
      delete withs[k];
      unknownInputs.push(k);
    }
  for (const [k, v] of Object.entries(withs)) if (v === '' || v === null) delete withs[k];
  const forced = cacheInTaskJob(action, ref, withs).withs;
  for (const k of unknownInputs)
    if (forced[k] === undefined)
      notes.push(
        `${at}: its input ${k} (\`${String(literalMap(step.with)[k])}\`) cannot be known before the run; left out`,
      );
  return withs;
}

/** A `uses:` step: a setup action kept, an action that checks turned into a gate, or a fact. */
function actionStep(parts: JobParts, s: StepAt, layout: JobLayout): void {
  const { step, stepCtx, stepEnv, ctx } = s;
  const [action = '', ref = ''] = String(step.uses).split('@');
  const withs = actionInputs(s, action, ref);
  // `taiki-e/install-action@cargo-hack` is the action's shorthand for `tool: cargo-hack`.
  if (action === 'taiki-e/install-action' && !/^(v\d.*|main|[0-9a-f]{40})$/.test(ref)) {
    parts.actions.push({
      action,
      ref: 'v2',
      withs: { ...withs, tool: [withs.tool, ref].filter(Boolean).join(', ') },
      env: {},
    });
    return;
  }
  const special = actionSpecial(action, ref, withs);
  if (special && !parts.special) parts.special = special;
  if (COMMIT_ACTIONS.test(action))
    parts.special ??= `commits what it changed (uses ${action}): an autofix job`;
  if (PUBLISH_ACTION.test(action)) parts.special ??= `publishes (uses ${action})`;
  if (checkingAction(parts, s, action, ref, withs, layout)) return;
  if (NOT_SETUP.test(action) || PUBLISH_ACTION.test(action) || COMMIT_ACTIONS.test(action)) return;
  if (!SETUP_ACTION.test(action)) {
    parts.checkActions.push(action);
    return;
  }
  parts.actions.push({
    action,
    ref,
    withs,
    ...(JSON.stringify(step.with ?? {}).includes('matrix.') ? { leg: true } : {}),
    ...(typeof step.name === 'string' ? { name: substitute(step.name, stepCtx).text } : {}),
    env: envOwn(stepEnv, ctx.env as Record<string, string>),
  });
}

/**
 * The actions Ralph knows more of than "sets up" or "checks": a linter that installs and runs
 * itself (installed, run as a gate), a second checkout, a CodeQL analysis. True when the step
 * is dealt with.
 */
function checkingAction(
  parts: JobParts,
  s: StepAt,
  action: string,
  ref: string,
  withs: Record<string, Json>,
  layout: JobLayout,
): boolean {
  const { step, stepCtx, stepEnv, index } = s;
  if (action === 'golangci/golangci-lint-action') {
    // It installs the linter and runs it: installed here, run as a gate.
    const args = typeof withs.args === 'string' ? ` ${withs.args}` : '';
    const dir = typeof withs['working-directory'] === 'string' ? withs['working-directory'] : undefined;
    parts.actions.push({
      action,
      ref,
      withs: { ...(withs.version !== undefined ? { version: withs.version } : {}), 'install-only': 'true' },
      env: {},
    });
    parts.gates.push({
      name: 'golangci-lint',
      command: `golangci-lint run${args}`,
      ...(dir ? { workingDirectory: dir } : {}),
    });
    return true;
  }
  const raw = literalMap(step.with);
  // The task job has the change's tree at the root: a checkout elsewhere, of another
  // repository, or (after the first) of another ref gives the later steps a tree it lacks.
  if (
    action === 'actions/checkout' &&
    (raw.path !== undefined || raw.repository !== undefined || (raw.ref !== undefined && index > 1)) &&
    raw.path !== layout.rootAlias
  ) {
    parts.special ??=
      'checks out another tree (a second actions/checkout with path, ref or repository), which the task job does not have';
    return true;
  }
  if (/^github\/codeql-action\//.test(action)) {
    parts.special ??= 'a CodeQL analysis job (its results go to code scanning)';
    return true;
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
    return true;
  }
  return false;
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
