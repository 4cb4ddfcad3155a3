/**
 * A GitHub Actions runner emulation for tests (docs/ARCHITECTURE.md#trust, #tests): it runs a workflow FILE the
 * way GitHub does, so a test exercises the shipped workflow and action.yml, not a hand-written
 * copy of them.
 *
 * - The workflow is parsed and validated by GitHub's own parser (@actions/workflow-parser): what
 *   it rejects, the emulation rejects. Expressions are evaluated by GitHub's own evaluator
 *   (@actions/expressions) with GitHub's coercion and loose equality; `if:` conditions get the
 *   implicit `success() && (...)` from the parser, exactly as on GitHub.
 * - Triggers: the workflow must list the event (and its activity type) or nothing runs. On
 *   `schedule` and every event but workflow_dispatch the `inputs` context is `{}`; on
 *   workflow_dispatch it is typed from the declaration (a boolean input is a boolean) with the
 *   declared defaults filled in, and `github.event.inputs` holds strings.
 * - Event refs as GitHub documents them: pull_request* runs on refs/pull/N/merge (its SHA from the
 *   remote when that ref exists there, else the payload's head SHA), pull_request_target and a
 *   pull_request `closed` by a merge on the base branch (the latter at `merge_commit_sha`), the
 *   others on the default branch. `github.head_ref`/`base_ref` (GITHUB_HEAD_REF/BASE_REF) are set
 *   for pull_request and pull_request_target only; `github.actor` is the payload's sender.
 * - Jobs run as soon as their `needs` are done (independent jobs concurrently). A job's `if` sees
 *   `needs` and the status functions over all its ancestors (a failed or skipped ancestor makes
 *   success() false, so dependents are skipped unless they use always()/failure()/!cancelled()).
 *   `strategy.matrix` is expanded with GitHub's include/exclude rules and error messages;
 *   `fail-fast` cancels the other legs; `max-parallel` bounds them. Job outputs are evaluated
 *   after the steps; an output holding a secret is dropped with the runner's warning.
 * - Every job leg gets a fresh workspace, RUNNER_TEMP and HOME (a fresh VM), its own
 *   GITHUB_TOKEN holding exactly the scopes its `permissions` grant (recorded in `tokens`, handed
 *   to the attached GitHub server, which then refuses what the scopes do not allow, and revoked
 *   when the job ends, as GitHub does), per-step GITHUB_OUTPUT / GITHUB_ENV / GITHUB_PATH /
 *   GITHUB_STEP_SUMMARY files, and the runner's GITHUB_* and RUNNER_* variables.
 * - Steps: `run:` through the runner's shells (`bash -e {0}` when unspecified), and `uses:` of a
 *   local node action (`./path` in the workspace, or a reference the caller maps to a folder:
 *   INPUT_* for every declared input; a name in `with:` is passed even when it evaluates to '',
 *   a default applies only to an input `with:` does not name; an undeclared `with:` key is a
 *   warning and is still passed), actions/checkout, actions/upload-artifact and
 *   actions/download-artifact (runner-actions.ts), and setup actions as no-ops. Any other
 *   `uses:` is refused when the workflow is loaded, so nothing is skipped silently.
 * - Services: before a leg's first step, each port its `services:` publish listens on the
 *   runner's loopback (HOST for `HOST:CONTAINER`, a free port for a bare one) as a stand-in that
 *   answers one line (option serviceLine), and `job.services.<id>` holds GitHub's id, network
 *   and ports; a taken port fails the leg as docker's start does; all stop when the leg ends
 *   (runner-services.ts).
 * - Re-runs: rerunFailed() and rerunJob() make a new attempt of the same run (same run id, sha
 *   and event); jobs not re-run keep their results and outputs; artifacts of earlier attempts
 *   stay, and v4 artifacts being immutable, uploading a name again in the run fails unless
 *   `overwrite: true`.
 *
 * Two places where the npm packages differ from GitHub's service are corrected here
 * (runner-expr.ts): @actions/expressions 0.3.61 un-escapes only the first `''` of a string literal,
 * and @actions/workflow-parser builds the expression of a multi-line scalar (`run: |` with
 * `${{ }}`) from the raw source (indentation kept, `>` not folded, quotes and escapes left in);
 * GitHub uses the YAML value.
 *
 * NOT modelled (each refused loudly where a workflow uses it, unless said otherwise):
 * containers (refused), services beyond their published ports (runner-services.ts says what
 * its stand-ins leave out), reusable workflows (`jobs.<id>.uses`), composite and docker actions,
 * pre/post scripts of node actions (refused) and post steps of built-in actions (the checkout
 * post step that removes persisted credentials does not run), `${{ insert }}`, other
 * repositories (checkout/download of another repo), submodules, LFS, sparse checkout, the cache
 * service (actions/cache is not provided), OIDC tokens, environments (protection rules,
 * environment secrets), `concurrency` (evaluated nowhere: runs of one Runner are as concurrent as
 * the caller makes them), run cancellation by a user, `runs-on` (every job runs here, on Linux,
 * with the node that runs the tests, whatever `using: node24` says), forked pull requests' read-only
 * tokens, the repository's default token permissions (option `defaultPermissions`), path filters
 * of push/pull_request (branch and type filters are applied), expiry of artifacts, the 1 MiB
 * per-step summary limit and the 1 MiB limit on a job's outputs are applied (the latter counted
 * as UTF-16, keys included: GitHub's exact accounting is not public) but the 50 MB limit on a
 * run's outputs is not, step debug logging, and
 * the `env` context is case-insensitive here (GitHub's is case-sensitive on Linux).
 */
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { arch } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import {
  convertWorkflowTemplate,
  isMapping,
  isSequence,
  isString,
  NoOperationTraceWriter,
  parseWorkflow,
  type WorkflowTemplate,
} from '@actions/workflow-parser';
import { parseAction } from '@actions/workflow-parser/actions/action-parser';
import { convertActionTemplate } from '@actions/workflow-parser/actions/action-template';
import type { Job } from '@actions/workflow-parser/model/workflow-template';
import type { MappingToken, TemplateToken } from '@actions/workflow-parser/templates/tokens/index';
import { tempDir } from './repo.js';
import { ActionFailed, ArtifactStore, BUILTIN_ACTIONS, builtinVersionProblem } from './runner-actions.js';
import {
  type EvalScope,
  ExpressionFailure,
  evaluateCondition,
  evaluateText,
  evaluateToken,
  hashFileList,
  type Json,
  toText,
  where,
} from './runner-expr.js';
import {
  globFiles,
  mask,
  parseFileCommand,
  splitOutputLines,
  type WorkflowCommand,
  WorkflowCommandReader,
} from './runner-files.js';
import {
  defaultServiceLine,
  ServiceStartFailure,
  type StartedServices,
  startServices,
} from './runner-services.js';
import { acquireRunnerSlot, releaseRunnerSlot } from './runner-slots.js';
import {
  type JobResult,
  type JobRun,
  type RunnerOptions,
  type RunOptions,
  type RunResult,
  type StepRun,
  TOKEN_SCOPES,
  type TokenInfo,
  type TokenScopes,
} from './runner-types.js';
import { chownTree, ensureRunnerUser, type RunnerUserInfo } from './runner-user.js';
import {
  annotation,
  asRecord,
  Bounded,
  type DispatchInput,
  displayRun,
  firstLine,
  globMatch,
  interpolate,
  JOB_OUTPUTS_MAX_BYTES,
  type JobDef,
  type JobGroup,
  type JobPlan,
  type Loaded,
  matrixKey,
  NODE_RUNTIMES,
  type RunState,
  randomToken,
  type StepDef,
  type UsesRef,
} from './runner-workflow.js';

export type { ArtifactInfo } from './runner-actions.js';
export type { Annotation } from './runner-files.js';
export * from './runner-types.js';

// ---------------------------------------------------------------------------------------------
// The runner
// ---------------------------------------------------------------------------------------------

export class Runner {
  /** Every job token made, with its scopes. */
  readonly tokens = new Map<string, TokenInfo>();
  readonly artifacts: ArtifactStore;
  private loaded?: Promise<Loaded>;
  private nextRunId: number;
  private nextRunNumber = 1;
  private readonly runs = new Map<number, RunState>();
  private readonly dirs: string[] = [];
  private readonly repository: string;
  private readonly serverUrl: string;
  private readonly apiUrl: string;

  constructor(readonly options: RunnerOptions) {
    this.nextRunId = options.firstRunId ?? 1000;
    this.artifacts = new ArtifactStore(options.github);
    const gh = options.github;
    this.repository = gh ? `${gh.owner}/${gh.repo}` : (options.repository ?? 'octo/demo');
    this.serverUrl = options.serverUrl ?? gh?.serverUrl ?? 'https://github.com';
    this.apiUrl = options.apiUrl ?? gh?.url ?? 'https://api.github.com';
  }

  /** The user steps run as: `runner` in runnerUser mode, else the tests' own (undefined). */
  private get user(): RunnerUserInfo | undefined {
    return this.options.runnerUser ? ensureRunnerUser() : undefined;
  }

  /** Gives what the emulation wrote for a step to the steps' user (a no-op unless runnerUser). */
  private own(path: string): void {
    const user = this.user;
    if (user) chownTree(path, user.uid, user.gid);
  }

  /**
   * The folder an action runs from. As root, the mapped folder itself; as runner, a copy of its
   * action.yml and of the folder of its `main` under the job's `work/_actions/<name>/<ref>`, as
   * the runner downloads actions there (made once per job and action).
   */
  private actionDir(dir: string, main: string, uses: { name: string; ref: string }, home: string): string {
    if (!this.user) return dir;
    const into = join(home, 'work', '_actions', uses.name, uses.ref || 'main');
    if (!existsSync(into)) {
      for (const f of ['action.yml', 'action.yaml'])
        if (existsSync(join(dir, f))) cpSync(join(dir, f), join(into, f), { recursive: true });
      const top = main.split('/')[0]!;
      cpSync(join(dir, top), join(into, top), { recursive: true });
      this.own(join(home, 'work', '_actions'));
    }
    return into;
  }

  /** The scopes of a token this runner made (undefined for any other string). */
  tokenScopes(token: string): TokenScopes | undefined {
    return this.tokens.get(token)?.scopes;
  }

  /** Removes the workspaces and temp folders of every job. */
  cleanup(): void {
    for (const d of this.dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  }

  /** Parses and validates the workflow and the actions it uses; throws what GitHub would reject. */
  load(): Promise<Loaded> {
    this.loaded ??= this.doLoad();
    return this.loaded;
  }

  private async doLoad(): Promise<Loaded> {
    const path = this.options.workflowPath;
    const content = readFileSync(path, 'utf8');
    const file = `.github/workflows/${basename(path)}`;
    const parsed = parseWorkflow({ name: file, content }, new NoOperationTraceWriter());
    const errors = parsed.context.errors.getErrors().map((e) => e.message);
    if (errors.length === 0 && parsed.value) {
      const template = await convertWorkflowTemplate(parsed.context, parsed.value);
      for (const e of template.errors ?? []) errors.push(e.Message);
      if (errors.length === 0) return this.buildLoaded(file, template, parsed.value as MappingToken);
    }
    throw new Error(`The workflow is not valid. ${errors.join('\n')}`);
  }

  private buildLoaded(file: string, template: WorkflowTemplate, root: MappingToken): Loaded {
    const rawJobs = root.find('jobs') as MappingToken;
    const jobs: JobDef[] = [];
    for (const wj of template.jobs) {
      const id = wj.id.value;
      if (wj.type !== 'job')
        throw new Error(`runner emulation: job '${id}' calls a reusable workflow (not modelled)`);
      const job = wj as Job;
      const raw = rawJobs.find(id) as MappingToken;
      if (job.container) throw new Error(`runner emulation: job '${id}' runs in a container (not modelled)`);
      // Services are validated by GitHub's parser (above) and started as stand-ins for each
      // job leg (runner-services.ts).
      const rawSteps = raw.find('steps');
      const stepTokens = rawSteps && isSequence(rawSteps) ? [...rawSteps] : [];
      const steps = job.steps.map((s, index): StepDef => {
        const rawStep = stepTokens[index] as MappingToken;
        if (!('run' in s) && !('uses' in s))
          throw new Error(`runner emulation: job '${id}' step ${index + 1} is not a run or uses step`);
        const def: StepDef = { index, id: s.id, converted: s, raw: rawStep };
        if ('uses' in s) def.uses = this.resolveUses(s.uses.value, `job '${id}' step ${index + 1}`);
        return def;
      });
      jobs.push({ id, converted: job, raw, needs: (job.needs ?? []).map((n) => n.value), steps });
    }
    const dispatchInputs: Record<string, DispatchInput> = {};
    const on = root.find('on');
    const wd = on && isMapping(on) ? on.find('workflow_dispatch') : undefined;
    const inputsToken = wd && isMapping(wd) ? wd.find('inputs') : undefined;
    if (inputsToken && isMapping(inputsToken)) {
      for (const pair of inputsToken) {
        const spec = asRecord(evaluateToken(pair.value, { contexts: {} }));
        const def: DispatchInput = {
          type: typeof spec.type === 'string' ? spec.type : 'string',
          required: spec.required === true,
        };
        if (spec.default !== undefined && spec.default !== null) def.default = spec.default as string;
        if (Array.isArray(spec.options)) def.options = spec.options.map((o) => toText(o));
        dispatchInputs[pair.key.assertString('input name').value] = def;
      }
    }
    const nameToken = root.find('name');
    const name = nameToken && isString(nameToken) ? nameToken.value : file;
    return { file, name, template, root, jobs, dispatchInputs };
  }

  private resolveUses(text: string, where: string): UsesRef {
    const o = this.options;
    const local = { ...o.actions };
    if (o.actionRef && o.actionRoot) local[o.actionRef] = o.actionRoot;
    const at = text.lastIndexOf('@');
    const name = at > 0 ? text.slice(0, at) : text;
    const ref = at > 0 ? text.slice(at + 1) : '';
    const dir = local[text] ?? local[name];
    if (dir) {
      if (!existsSync(join(dir, 'action.yml')) && !existsSync(join(dir, 'action.yaml')))
        throw new Error(`runner emulation: ${text} maps to ${dir}, which holds no action.yml`);
      return { kind: 'local', text, dir, name, ref };
    }
    if (text.startsWith('./')) return { kind: 'workspace', text, path: text };
    const builtin = BUILTIN_ACTIONS[name];
    if (builtin && ref) {
      const problem = builtinVersionProblem(name, ref);
      if (problem) throw new Error(`runner emulation: ${where}: ${problem}`);
      return { kind: 'builtin', text, name, ref, action: builtin };
    }
    throw new Error(
      `runner emulation: ${where} uses '${text}', which the emulation does not provide (map it with the 'actions' option)`,
    );
  }

  // --- triggering --------------------------------------------------------------------------

  private gitRev(ref: string): string | undefined {
    const remote = this.options.remote;
    if (/^[a-z]+:\/\//.test(remote) && !remote.startsWith('file://')) {
      // A served remote: a sha is taken as it is, a ref is asked for (a tag's commit preferred).
      if (/^[0-9a-f]{40}$/i.test(ref)) return ref;
      try {
        const lines = execFileSync('git', ['ls-remote', remote, ref, `${ref}^{}`], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        })
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((l) => l.split('\t') as [string, string]);
        return (lines.find(([, name]) => name.endsWith('^{}')) ?? lines[0])?.[0];
      } catch {
        return undefined;
      }
    }
    const dir = remote.replace(/^file:\/\//, '');
    try {
      return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      return undefined;
    }
  }

  /** A new run for an event, or a result with `triggered: false` when the workflow does not listen to it. */
  async run(opts: RunOptions): Promise<RunResult> {
    const wf = await this.load();
    const event = opts.event;
    const events = wf.template.events as Record<string, unknown>;
    const payloadIn = (opts.payload ?? {}) as Record<string, Json>;
    const defaultBranch =
      this.options.defaultBranch ?? this.options.github?.state.repo.defaultBranch ?? 'main';
    const [owner, repoName] = this.repository.split('/') as [string, string];
    // The actor is who caused the event: the payload's sender, when the caller gives one.
    const sender = asRecord(payloadIn.sender ?? null);
    const actor =
      opts.actor ??
      (typeof sender.login === 'string' ? sender.login : undefined) ??
      this.options.actor ??
      'octocat';
    const runId = this.nextRunId++;
    const runNumber = this.nextRunNumber++;

    let triggered = event in events && events[event] !== undefined;
    if (event === 'schedule') triggered = Array.isArray(events.schedule) && events.schedule.length > 0;
    const filter = asRecord((events[event] ?? {}) as Json);
    const action = typeof payloadIn.action === 'string' ? payloadIn.action : undefined;
    const defaultTypes: Record<string, string[]> = {
      pull_request: ['opened', 'synchronize', 'reopened'],
      pull_request_target: ['opened', 'synchronize', 'reopened'],
    };
    const types = Array.isArray(filter.types) ? (filter.types as string[]) : defaultTypes[event];
    if (triggered && types && action !== undefined && !types.includes(action)) triggered = false;

    // Refs: pull request events run on refs/pull/N/merge, the others on the default branch;
    // pull_request_target and a pull_request closed by its merge run on the base branch (for the
    // latter at the merge commit), as GitHub documents for GITHUB_REF / GITHUB_SHA.
    const pr = asRecord(payloadIn.pull_request ?? null);
    const prNumber = pr.number ?? (payloadIn.number as Json);
    const isPr = event.startsWith('pull_request');
    const prBase = toText(asRecord(pr.base ?? null).ref ?? null) || defaultBranch;
    const mergedClose = event === 'pull_request' && action === 'closed' && pr.merged === true;
    const onBase = event === 'pull_request_target' || mergedClose;
    if (triggered && isPr) {
      const base = toText(asRecord(pr.base ?? null).ref ?? defaultBranch);
      if (Array.isArray(filter.branches) && !filter.branches.some((b) => globMatch(String(b), base)))
        triggered = false;
      if (
        Array.isArray(filter['branches-ignore']) &&
        filter['branches-ignore'].some((b) => globMatch(String(b), base))
      )
        triggered = false;
    }
    let ref =
      opts.ref ??
      (isPr && onBase
        ? `refs/heads/${prBase}`
        : isPr && prNumber !== undefined
          ? `refs/pull/${prNumber}/merge`
          : `refs/heads/${defaultBranch}`);
    if (!ref.startsWith('refs/')) ref = `refs/heads/${ref}`;
    const headSha = toText(asRecord(pr.head ?? null).sha ?? null);
    const mergeSha = mergedClose ? toText(pr.merge_commit_sha ?? null) : '';
    const sha =
      opts.sha ??
      (triggered
        ? ((mergeSha ? this.gitRev(mergeSha) : undefined) ??
          this.gitRev(ref) ??
          (headSha ? this.gitRev(headSha) : undefined) ??
          this.gitRev(defaultBranch))
        : '') ??
      '';

    // workflow_dispatch inputs: checked as the API does, typed as the inputs context is.
    const inputs: Record<string, Json> = {};
    const eventInputs: Record<string, Json> = {};
    if (triggered && event === 'workflow_dispatch') {
      const given = opts.inputs ?? {};
      const unexpected = Object.keys(given).filter((k) => !(k in wf.dispatchInputs));
      if (unexpected.length) throw new Error(`Unexpected inputs provided: ${JSON.stringify(unexpected)}`);
      for (const [name, spec] of Object.entries(wf.dispatchInputs)) {
        let value: string | boolean | number | undefined = given[name] ?? spec.default;
        if (value === undefined) {
          if (spec.required) throw new Error(`Required input '${name}' not provided`);
          value = spec.type === 'boolean' ? false : '';
        }
        const text = String(value);
        if (spec.type === 'boolean') {
          if (text !== 'true' && text !== 'false')
            throw new Error(`Provided value '${text}' for input '${name}' is not a boolean (true or false)`);
          inputs[name] = text === 'true';
        } else if (spec.type === 'number') {
          if (text.trim() === '' || Number.isNaN(Number(text)))
            throw new Error(`Provided value '${text}' for input '${name}' is not a number`);
          inputs[name] = Number(text);
        } else {
          if (spec.type === 'choice' && spec.options && !spec.options.includes(text))
            throw new Error(`Provided value '${text}' for input '${name}' not in the list of allowed values`);
          inputs[name] = text;
        }
        eventInputs[name] = text;
      }
    } else if (opts.inputs && Object.keys(opts.inputs).length > 0) {
      throw new Error(`runner emulation: inputs are only given to workflow_dispatch runs (event ${event})`);
    }

    const repository: Record<string, Json> = {
      id: this.options.github?.state.repo.id ?? 1,
      name: repoName,
      full_name: this.repository,
      owner: { login: owner, type: 'Organization' },
      default_branch: defaultBranch,
      private: this.options.github?.state.repo.private ?? false,
      html_url: `${this.serverUrl}/${this.repository}`,
    };
    const basePayload: Record<string, Json> = { repository, sender: { login: actor, type: 'User' } };
    if (triggered && event === 'schedule') {
      const first = (events.schedule as Array<{ cron: string }>)[0];
      basePayload.schedule = first?.cron ?? '';
      basePayload.workflow = wf.file;
    }
    if (event === 'workflow_dispatch') {
      basePayload.inputs = eventInputs;
      basePayload.ref = ref;
      basePayload.workflow = wf.file;
    }
    const payload = { ...basePayload, ...payloadIn };

    const state: RunState = {
      runId,
      runNumber,
      event,
      payload,
      inputs,
      ref,
      sha,
      actor,
      ...(opts.only ? { only: new Set(opts.only) } : {}),
      attempts: [],
      groups: [],
    };
    if (!triggered) return this.result(state, 1, new Map(), false);
    if (!sha)
      throw new Error(`runner emulation: cannot resolve ${ref} in ${this.options.remote}; give \`sha\``);
    this.runs.set(runId, state);
    return this.execute(state, new Map());
  }

  /** "Re-run failed jobs": the failed and cancelled jobs (only their failed legs) and every job after them. */
  async rerunFailed(run: RunResult): Promise<RunResult> {
    const state = this.stateOf(run);
    const last = state.groups[state.groups.length - 1]!;
    const failed = [...last.values()].filter((g) => g.result === 'failure' || g.result === 'cancelled');
    if (failed.length === 0)
      throw new Error(`runner emulation: run ${run.runId} has no failed jobs to re-run`);
    const wf = await this.load();
    const dependents = this.dependentsOf(
      wf,
      failed.map((g) => g.id),
    );
    const plans = new Map<string, JobPlan>();
    for (const [id, group] of last) {
      const isFailed = failed.includes(group);
      const upstreamRerun = wf.jobs.find((j) => j.id === id)!.needs.some((n) => dependents.has(n));
      if (!isFailed && !dependents.has(id)) plans.set(id, { mode: 'keep', group });
      else if (isFailed && !upstreamRerun && group.legs.some((l) => l.matrix) && group.legs.length > 1) {
        const rerun = new Set(
          group.legs.filter((l) => l.result !== 'success').map((l) => matrixKey(l.matrix)),
        );
        plans.set(id, { mode: 'legs', group, rerun });
      } else plans.set(id, { mode: 'run' });
    }
    return this.execute(state, plans);
  }

  /** "Re-run this job": the job (or one matrix leg of it) and every job after it. */
  async rerunJob(run: RunResult, jobId: string, matrix?: Record<string, Json>): Promise<RunResult> {
    const state = this.stateOf(run);
    const last = state.groups[state.groups.length - 1]!;
    if (!last.has(jobId)) throw new Error(`runner emulation: no job '${jobId}' in run ${run.runId}`);
    const wf = await this.load();
    const dependents = this.dependentsOf(wf, [jobId]);
    const plans = new Map<string, JobPlan>();
    for (const [id, group] of last) {
      if (id === jobId && matrix) plans.set(id, { mode: 'legs', group, rerun: new Set([matrixKey(matrix)]) });
      else if (id === jobId || dependents.has(id)) plans.set(id, { mode: 'run' });
      else plans.set(id, { mode: 'keep', group });
    }
    return this.execute(state, plans);
  }

  private stateOf(run: RunResult): RunState {
    const state = this.runs.get(run.runId);
    if (!state)
      throw new Error(`runner emulation: run ${run.runId} was not made by this runner (or did not trigger)`);
    return state;
  }

  /** Every job that needs one of `ids`, directly or not (the ids themselves excluded). */
  private dependentsOf(wf: Loaded, ids: string[]): Set<string> {
    const out = new Set<string>();
    let grew = true;
    while (grew) {
      grew = false;
      for (const j of wf.jobs)
        if (!out.has(j.id) && j.needs.some((n) => ids.includes(n) || out.has(n))) {
          out.add(j.id);
          grew = true;
        }
    }
    return out;
  }

  // --- one attempt -------------------------------------------------------------------------

  private async execute(state: RunState, plans: Map<string, JobPlan>): Promise<RunResult> {
    const wf = await this.load();
    const attempt = state.groups.length + 1;
    const groups = new Map<string, JobGroup>();
    const running = new Map<string, Promise<JobGroup>>();
    const runJob = (def: JobDef): Promise<JobGroup> => {
      let p = running.get(def.id);
      if (!p) {
        p = (async () => {
          for (const n of def.needs) await runJob(wf.jobs.find((j) => j.id === n)!);
          const plan = plans.get(def.id) ?? { mode: 'run' };
          const group =
            plan.mode === 'keep' ? plan.group : await this.runGroup(wf, state, attempt, def, groups, plan);
          groups.set(def.id, group);
          return group;
        })();
        running.set(def.id, p);
      }
      return p;
    };
    await Promise.all(wf.jobs.map(runJob));
    const ordered = new Map(wf.jobs.map((j) => [j.id, groups.get(j.id)!]));
    state.groups.push(ordered);
    const result = this.result(state, attempt, ordered, true);
    state.attempts.push(result);
    return result;
  }

  private result(
    state: RunState,
    attempt: number,
    groups: Map<string, JobGroup>,
    triggered: boolean,
  ): RunResult {
    const list = [...groups.values()];
    const results = Object.fromEntries(list.map((g) => [g.id, g.result]));
    const outputs = Object.fromEntries(list.map((g) => [g.id, g.outputs]));
    const jobs = list.flatMap((g) => g.legs);
    const conclusion = !triggered
      ? 'skipped'
      : list.some((g) => g.result === 'failure')
        ? 'failure'
        : list.some((g) => g.result === 'cancelled')
          ? 'cancelled'
          : 'success';
    const artifacts = this.artifacts;
    return {
      runId: state.runId,
      runNumber: state.runNumber,
      attempt,
      event: state.event,
      ref: state.ref,
      sha: state.sha,
      triggered,
      conclusion,
      jobs,
      results,
      outputs,
      get artifacts() {
        return artifacts.list(state.runId);
      },
      job(id, matrix) {
        const legs = jobs.filter(
          (j) => j.id === id && (!matrix || matrixKey(j.matrix) === matrixKey(matrix)),
        );
        if (legs.length === 1) return legs[0]!;
        const found = jobs.map((j) => `${j.id} ${matrixKey(j.matrix)}`).join(', ');
        throw new Error(
          legs.length === 0
            ? `no job leg '${id}'${matrix ? ` ${matrixKey(matrix)}` : ''} in the run (jobs: ${found})`
            : `job '${id}' has ${legs.length} legs: give the matrix values`,
        );
      },
    };
  }

  // --- a job: its if, its matrix, its legs -------------------------------------------------

  private async runGroup(
    wf: Loaded,
    state: RunState,
    attempt: number,
    def: JobDef,
    groups: Map<string, JobGroup>,
    plan: JobPlan,
  ): Promise<JobGroup> {
    const needs: Record<string, Json> = {};
    for (const n of def.needs) {
      const g = groups.get(n)!;
      needs[n] = { result: g.result, outputs: g.outputs };
    }
    const ancestors = new Set<string>();
    const visit = (id: string) => {
      for (const n of wf.jobs.find((j) => j.id === id)!.needs)
        if (!ancestors.has(n)) {
          ancestors.add(n);
          visit(n);
        }
    };
    visit(def.id);
    const ancestorResults = [...ancestors].map((a) => groups.get(a)!.result);
    const base = this.baseContexts(state, attempt, def.id);
    const jobScope: EvalScope = { contexts: { ...base, needs } };
    const failedGroup = (message: string): JobGroup => {
      const leg = this.emptyLeg(def, attempt, null, 'failure');
      leg.annotations.push(annotation('error', message));
      return { id: def.id, result: 'failure', outputs: {}, legs: [leg] };
    };

    // The job's `if`, with status functions over every ancestor.
    let run: boolean;
    try {
      run = evaluateCondition(def.converted.if.expression, {
        ...jobScope,
        status: {
          success: () => ancestorResults.every((r) => r === 'success'),
          failure: () => ancestorResults.some((r) => r === 'failure'),
          cancelled: () => false,
        },
      });
    } catch (e) {
      return failedGroup(
        `Error when evaluating 'if' for job '${def.id}'. ${where(def.converted.if, wf.file)}: ${(e as Error).message}`,
      );
    }
    if (!run)
      return {
        id: def.id,
        result: 'skipped',
        outputs: {},
        legs: [this.emptyLeg(def, attempt, null, 'skipped')],
      };

    // The strategy.
    let combos: Array<Record<string, Json> | null> = [null];
    let failFast = true;
    let maxParallel = 0;
    const strategyToken = def.converted.strategy;
    if (strategyToken) {
      try {
        const s = this.expandStrategy(strategyToken, jobScope, wf.file);
        combos = s.combos;
        failFast = s.failFast;
        maxParallel = s.maxParallel;
      } catch (e) {
        return failedGroup(`Error when evaluating 'strategy' for job '${def.id}'. ${(e as Error).message}`);
      }
    }
    if (state.only && !state.only.has(def.id))
      return {
        id: def.id,
        result: 'skipped',
        outputs: {},
        legs: combos.map((c) => this.emptyLeg(def, attempt, c, 'skipped')),
      };

    const keptLegs =
      plan.mode === 'legs' ? plan.group.legs.filter((l) => !plan.rerun.has(matrixKey(l.matrix))) : [];
    const toRun = plan.mode === 'legs' ? combos.filter((c) => plan.rerun.has(matrixKey(c))) : combos;
    const legs: JobRun[] = [];
    const finished: JobRun[] = [];
    const controllers = toRun.map(() => new AbortController());
    let cancelAll = false;
    let next = 0;
    const limit = maxParallel > 0 ? maxParallel : toRun.length;
    const worker = async () => {
      while (next < toRun.length) {
        const i = next++;
        const matrix = toRun[i]!;
        if (cancelAll) {
          legs[i] = this.emptyLeg(def, attempt, matrix, 'cancelled');
          continue;
        }
        const strategy =
          strategyToken !== undefined
            ? {
                'fail-fast': failFast,
                'job-index': combos.indexOf(matrix),
                'job-total': combos.length,
                'max-parallel': maxParallel > 0 ? maxParallel : combos.length,
              }
            : { 'fail-fast': true, 'job-index': 0, 'job-total': 1, 'max-parallel': 1 };
        const leg = await this.runLeg(
          wf,
          state,
          attempt,
          def,
          { ...base, needs },
          matrix,
          strategy,
          controllers[i]!.signal,
        );
        legs[i] = leg;
        finished.push(leg);
        if (failFast && leg.result === 'failure' && !cancelAll) {
          cancelAll = true;
          controllers.forEach((c, j) => {
            if (j !== i) c.abort();
          });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, toRun.length)) }, worker));
    const all = [...keptLegs, ...legs];
    const order = combos.map((c) => matrixKey(c));
    all.sort((a, b) => order.indexOf(matrixKey(a.matrix)) - order.indexOf(matrixKey(b.matrix)));
    const results = all.map((l) => l.result);
    const result: JobResult = results.includes('failure')
      ? 'failure'
      : results.includes('cancelled')
        ? 'cancelled'
        : results.every((r) => r === 'skipped')
          ? 'skipped'
          : 'success';
    // Matrix outputs: the legs' outputs merged in the order they finished (a non-empty value wins).
    const outputs: Record<string, string> = {};
    for (const leg of [...keptLegs, ...finished])
      for (const [k, v] of Object.entries(leg.outputs)) if (v !== '' || !(k in outputs)) outputs[k] = v;
    return { id: def.id, result, outputs, legs: all };
  }

  /** strategy: fail-fast, max-parallel and the matrix, as GitHub's MatrixBuilder builds it. */
  private expandStrategy(token: TemplateToken, scope: EvalScope, file: string) {
    const s = evaluateToken(token, scope, file);
    const at = where(token, file);
    if (!s || typeof s !== 'object' || Array.isArray(s))
      throw new Error(`${at}: Unexpected value for strategy`);
    let failFast = true;
    let maxParallel = 0;
    let combos: Array<Record<string, Json> | null> = [null];
    for (const [key, value] of Object.entries(s)) {
      if (key === 'fail-fast') {
        if (typeof value !== 'boolean')
          throw new Error(`${at}: Unexpected value '${toText(value)}' for fail-fast`);
        failFast = value;
      } else if (key === 'max-parallel') {
        const n = typeof value === 'number' ? value : Number(value);
        if (!Number.isFinite(n))
          throw new Error(`${at}: Unexpected value '${toText(value)}' for max-parallel`);
        maxParallel = Math.trunc(n);
      } else if (key === 'matrix') {
        if (!value || typeof value !== 'object' || Array.isArray(value))
          throw new Error(`${at}: Unexpected value '${JSON.stringify(value)}' for matrix`);
        combos = this.buildMatrix(value, at);
      } else throw new Error(`${at}: Unexpected value '${key}'`);
    }
    if (combos.length > 256) throw new Error(`${at}: Strategy produced more than 256 jobs`);
    return { combos, failFast, maxParallel };
  }

  private buildMatrix(matrix: Record<string, Json>, at: string): Array<Record<string, Json>> {
    const vectors: Array<[string, Json[]]> = [];
    let include: Json[] = [];
    let exclude: Json[] = [];
    let hasVector = false;
    let hasInclude = false;
    for (const [key, value] of Object.entries(matrix)) {
      if (key === 'include' || key === 'exclude') {
        if (!Array.isArray(value))
          throw new Error(`${at}: Unexpected value for matrix ${key}: a sequence was expected`);
        if (key === 'include') {
          include = value;
          hasInclude = value.length > 0;
        } else exclude = value;
        continue;
      }
      hasVector = true;
      if (!Array.isArray(value))
        throw new Error(`${at}: Unexpected value for matrix vector '${key}': a sequence was expected`);
      if (value.length === 0) throw new Error(`${at}: Matrix vector '${key}' does not contain any values`);
      vectors.push([key, value]);
    }
    if (!hasVector && !hasInclude) throw new Error(`${at}: Matrix must define at least one vector`);
    let combos: Array<Record<string, Json>> = [{}];
    for (const [key, values] of vectors)
      combos = combos.flatMap((c) => values.map((v) => ({ ...c, [key]: v })));
    if (vectors.length === 0) combos = [];
    const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);
    combos = combos.filter(
      (c) => !exclude.some((e) => Object.entries(asRecord(e)).every(([k, v]) => k in c && same(c[k]!, v))),
    );
    // include: extends every original combination it does not contradict, else adds one.
    const originals = combos.map((c) => ({ original: c, added: {} as Record<string, Json> }));
    const extra: Array<Record<string, Json>> = [];
    for (const entry of include) {
      const inc = asRecord(entry);
      let matched = false;
      for (const o of originals) {
        if (Object.entries(inc).every(([k, v]) => !(k in o.original) || same(o.original[k]!, v))) {
          matched = true;
          for (const [k, v] of Object.entries(inc)) if (!(k in o.original)) o.added[k] = v;
        }
      }
      if (!matched) extra.push({ ...inc });
    }
    if (combos.length > 0 && originals.length === 0 && extra.length === 0)
      throw new Error(`${at}: Matrix must define at least one vector`);
    return [...originals.map((o) => ({ ...o.original, ...o.added })), ...extra];
  }

  private emptyLeg(
    def: JobDef,
    attempt: number,
    matrix: Record<string, Json> | null,
    result: JobResult,
  ): JobRun {
    return this.makeLeg({
      id: def.id,
      name: this.defaultName(def, matrix),
      matrix,
      result,
      outcome: result,
      attempt,
      steps: [],
      outputs: {},
      annotations: [],
      token: '',
      scopes: {},
      runsOn: null,
      timeoutMinutes: 0,
      workspace: '',
      runnerTemp: '',
      home: '',
      toolCache: '',
      masks: [],
    });
  }

  private makeLeg(data: Omit<JobRun, 'step'>): JobRun {
    return {
      ...data,
      step(idOrName: string) {
        const s = data.steps.find((x) => x.id === idOrName) ?? data.steps.find((x) => x.name === idOrName);
        if (!s)
          throw new Error(
            `no step '${idOrName}' in job '${data.id}' (steps: ${data.steps.map((x) => x.id).join(', ')})`,
          );
        return s;
      },
    };
  }

  private defaultName(def: JobDef, matrix: Record<string, Json> | null): string {
    const n = def.converted.name;
    const literal = n && isString(n) ? n.value : def.id;
    if (!matrix || (n && !isString(n))) return literal;
    const values = Object.values(matrix).map((v) =>
      v && typeof v === 'object' ? JSON.stringify(v) : toText(v),
    );
    return literal === def.id && values.length ? `${def.id} (${values.join(', ')})` : literal;
  }

  // --- contexts ----------------------------------------------------------------------------

  private baseContexts(state: RunState, attempt: number, jobId: string): Record<string, Json> {
    const [owner] = this.repository.split('/');
    const refName = state.ref.replace(/^refs\/(heads|tags)\//, '');
    // head_ref and base_ref are set for pull_request and pull_request_target only (not for
    // pull_request_review and the like, whose payload has a pull_request too).
    const prEvent = state.event === 'pull_request' || state.event === 'pull_request_target';
    const pr = prEvent ? asRecord(asRecord(state.payload).pull_request ?? null) : {};
    const github: Record<string, Json> = {
      action: '',
      action_path: '',
      action_ref: '',
      action_repository: '',
      action_status: '',
      actor: state.actor,
      actor_id: '1',
      api_url: this.apiUrl,
      base_ref: toText(asRecord(pr.base ?? null).ref ?? null),
      env: '',
      event: state.payload,
      event_name: state.event,
      event_path: '',
      graphql_url: `${this.apiUrl}/graphql`,
      head_ref: toText(asRecord(pr.head ?? null).ref ?? null),
      job: jobId,
      path: '',
      ref: state.ref,
      ref_name: state.ref.startsWith('refs/pull/') ? state.ref.replace(/^refs\/pull\//, '') : refName,
      ref_protected: false,
      ref_type: state.ref.startsWith('refs/tags/') ? 'tag' : 'branch',
      repository: this.repository,
      repository_id: String(this.options.github?.state.repo.id ?? 1),
      repository_owner: owner ?? '',
      repository_owner_id: '1',
      repositoryUrl: `git://${this.serverUrl.replace(/^https?:\/\//, '')}/${this.repository}.git`,
      retention_days: '90',
      run_attempt: String(attempt),
      run_id: String(state.runId),
      run_number: String(state.runNumber),
      secret_source: 'Actions',
      server_url: this.serverUrl,
      sha: state.sha,
      token: '',
      triggering_actor: state.actor,
      workflow: '',
      workflow_ref: '',
      workflow_sha: state.sha,
      workspace: '',
    };
    return { github, inputs: state.inputs, vars: { ...this.options.vars } };
  }

  private permissionsOf(wf: Loaded, def: JobDef): TokenScopes {
    const token = def.raw.find('permissions') ?? wf.root.find('permissions');
    if (!token) {
      if (this.options.defaultPermissions === 'permissive') {
        const all: TokenScopes = {};
        for (const s of TOKEN_SCOPES) if (s !== 'id-token') all[s] = 'write';
        return all;
      }
      return { contents: 'read', packages: 'read' };
    }
    const value = evaluateToken(token, { contexts: {} });
    const scopes: TokenScopes = {};
    if (value === 'read-all' || value === 'write-all') {
      for (const s of TOKEN_SCOPES) {
        if (s === 'id-token' && value === 'read-all') continue;
        scopes[s] = value === 'read-all' ? 'read' : 'write';
      }
      return scopes;
    }
    for (const [k, v] of Object.entries(asRecord(value)))
      if (v === 'read' || v === 'write') scopes[k as keyof TokenScopes] = v;
    return scopes;
  }

  private defaultsOf(token: TemplateToken | undefined, scope: EvalScope, file: string) {
    const v = token ? asRecord(asRecord(evaluateToken(token, scope, file)).run ?? null) : {};
    return {
      shell: typeof v.shell === 'string' ? v.shell : undefined,
      workingDirectory: typeof v['working-directory'] === 'string' ? v['working-directory'] : undefined,
    };
  }

  // --- a job leg ---------------------------------------------------------------------------

  /** Runner slots in use: legs that run at the same time are different runners (RUNNER_NAME). */
  private readonly slots = new Set<number>();
  /** The runner name of each running leg, by its tool cache folder (unique per leg). */
  private readonly runnerNames = new Map<string, string>();

  private async runLeg(
    wf: Loaded,
    state: RunState,
    attempt: number,
    def: JobDef,
    contexts: Record<string, Json>,
    matrix: Record<string, Json> | null,
    strategy: Record<string, Json>,
    cancel: AbortSignal,
  ): Promise<JobRun> {
    // Each leg is a fresh VM on GitHub; here legs share one machine (with the legs of other
    // Runners, in other test processes too), so legs that overlap get different runner names,
    // as runner instances sharing a self-hosted machine have.
    const slot = acquireRunnerSlot();
    this.slots.add(slot);
    try {
      return await this.runLegOnRunner(wf, state, attempt, def, contexts, matrix, strategy, cancel, slot);
    } finally {
      this.slots.delete(slot);
      releaseRunnerSlot(slot);
    }
  }

  private async runLegOnRunner(
    wf: Loaded,
    state: RunState,
    attempt: number,
    def: JobDef,
    contexts: Record<string, Json>,
    matrix: Record<string, Json> | null,
    strategy: Record<string, Json>,
    cancel: AbortSignal,
    slot: number,
  ): Promise<JobRun> {
    await this.options.beforeJob?.({ id: def.id, matrix });
    const root = tempDir('ralph-runner-job-');
    this.dirs.push(root);
    const repoName = this.repository.split('/')[1]!;
    const user = this.user;
    let workspace: string;
    let runnerTemp: string;
    let home: string;
    let toolCache: string;
    let eventPath: string;
    if (user) {
      // The folder stands in for the VM's `/`: GitHub's layout, owned by runner.
      chmodSync(root, 0o755);
      home = join(root, 'home', 'runner');
      workspace = join(home, 'work', repoName, repoName);
      runnerTemp = join(home, 'work', '_temp');
      toolCache = join(root, 'opt', 'hostedtoolcache');
      eventPath = join(runnerTemp, '_github_workflow', 'event.json');
      for (const d of [workspace, runnerTemp, toolCache, dirname(eventPath)])
        mkdirSync(d, { recursive: true });
      writeFileSync(eventPath, JSON.stringify(state.payload));
      chmodSync(join(root, 'home'), 0o755);
      chownTree(home, user.uid, user.gid);
      chownTree(toolCache, user.uid, user.gid);
      chmodSync(home, 0o750);
    } else {
      workspace = join(root, 'work', repoName, repoName);
      runnerTemp = join(root, 'temp');
      home = join(root, 'home');
      toolCache = join(root, 'hostedtoolcache');
      for (const d of [workspace, runnerTemp, home, toolCache]) mkdirSync(d, { recursive: true });
      eventPath = join(root, 'event.json');
      writeFileSync(eventPath, JSON.stringify(state.payload));
    }
    this.runnerNames.set(toolCache, this.options.runnerName ?? `GitHub Actions ${slot}`);
    await this.options.onJobStart?.({ id: def.id, matrix, workspace, runnerTemp, home, toolCache });

    const scopes = this.permissionsOf(wf, def);
    const token = randomToken();
    const tokenInfo: TokenInfo = {
      token,
      scopes,
      runId: state.runId,
      attempt,
      job: def.id,
      matrix,
      revoked: false,
    };
    this.tokens.set(token, tokenInfo);
    this.options.github?.setTokenScopes?.(token, scopes);
    this.options.onToken?.(tokenInfo);

    const github = { ...asRecord(contexts.github ?? null) };
    Object.assign(github, {
      token,
      workspace,
      event_path: eventPath,
      workflow: wf.name,
      workflow_ref: `${this.repository}/${wf.file}@${state.ref}`,
    });
    const secrets: Record<string, Json> = { ...this.options.secrets, GITHUB_TOKEN: token };
    const masks = new Set<string>([token, ...Object.values(this.options.secrets ?? {})]);
    const runner: Record<string, Json> = {
      name: 'GitHub Actions 1',
      os: 'Linux',
      arch: arch() === 'arm64' ? 'ARM64' : 'X64',
      temp: runnerTemp,
      tool_cache: toolCache,
      environment: 'github-hosted',
      workspace: dirname(workspace),
      debug: '',
    };
    const ctx: Record<string, Json> = {
      ...contexts,
      github,
      secrets,
      matrix: matrix,
      strategy,
      runner,
      job: { status: 'success', container: { id: '', network: '' }, services: {} },
      steps: {},
      env: {},
    };
    const scopeOf = (names: string[], extra: Partial<EvalScope> = {}): EvalScope => ({
      contexts: Object.fromEntries(names.map((n) => [n, ctx[n] ?? null])),
      ...extra,
    });
    const leg = this.makeLeg({
      id: def.id,
      name: this.defaultName(def, matrix),
      matrix,
      result: 'success',
      outcome: 'success',
      attempt,
      steps: [],
      outputs: {},
      annotations: [],
      token,
      scopes,
      runsOn: null,
      timeoutMinutes: 360,
      workspace,
      runnerTemp,
      home,
      toolCache,
      masks: [],
    });

    // Job-level values: env, name, runs-on, timeout, continue-on-error, defaults.
    let continueOnError = false;
    let defaults: { shell?: string; workingDirectory?: string } = {};
    try {
      const wfEnv = wf.root.find('env');
      const env: Record<string, Json> = {};
      if (wfEnv)
        for (const [k, v] of Object.entries(
          asRecord(evaluateToken(wfEnv, scopeOf(['github', 'inputs', 'vars', 'secrets']), wf.file)),
        ))
          env[k] = toText(v);
      const jobEnvScope = scopeOf(['github', 'inputs', 'vars', 'secrets', 'needs', 'strategy', 'matrix']);
      if (def.converted.env)
        for (const [k, v] of Object.entries(asRecord(evaluateToken(def.converted.env, jobEnvScope, wf.file))))
          env[k] = toText(v);
      ctx.env = env;
      const jobScope = scopeOf(['github', 'inputs', 'vars', 'needs', 'strategy', 'matrix']);
      if (def.converted.name && !isString(def.converted.name))
        leg.name = evaluateText(def.converted.name, jobScope, wf.file);
      const runsOn = def.converted['runs-on'];
      if (runsOn) leg.runsOn = evaluateToken(runsOn, jobScope, wf.file);
      const timeout = def.raw.find('timeout-minutes');
      if (timeout) {
        const t = evaluateToken(timeout, jobScope, wf.file);
        if (t !== null && t !== '') {
          const n = Number(t);
          if (!Number.isFinite(n) || n <= 0)
            throw new ExpressionFailure(
              `${where(timeout, wf.file)}: Unexpected value '${toText(t)}' for timeout-minutes`,
            );
          leg.timeoutMinutes = n;
        }
      }
      const coe = def.raw.find('continue-on-error');
      if (coe)
        continueOnError = [true, 'true'].includes(evaluateToken(coe, jobScope, wf.file) as boolean | string);
      const wfDefaults = this.defaultsOf(
        wf.root.find('defaults'),
        scopeOf(['github', 'inputs', 'vars', 'env']),
        wf.file,
      );
      const jobDefaults = this.defaultsOf(
        def.raw.find('defaults'),
        scopeOf(['github', 'inputs', 'vars', 'needs', 'strategy', 'matrix', 'env']),
        wf.file,
      );
      defaults = {
        shell: jobDefaults.shell ?? wfDefaults.shell,
        workingDirectory: jobDefaults.workingDirectory ?? wfDefaults.workingDirectory,
      };
    } catch (e) {
      leg.annotations.push(annotation('error', (e as Error).message));
      leg.result = leg.outcome = 'failure';
      this.endToken(tokenInfo);
      return leg;
    }

    // "Initialize containers": the services' stand-ins (runner-services.ts), before any step.
    let services: StartedServices;
    try {
      const token = def.converted.services;
      const evaluated = token
        ? asRecord(
            evaluateToken(
              token,
              scopeOf(['github', 'inputs', 'vars', 'needs', 'strategy', 'matrix', 'secrets', 'env']),
              wf.file,
            ),
          )
        : {};
      services = await startServices(evaluated, this.options.serviceLine ?? defaultServiceLine);
    } catch (e) {
      if (!(e instanceof ServiceStartFailure) && !(e instanceof ExpressionFailure)) throw e;
      leg.annotations.push(annotation('error', (e as Error).message));
      leg.result = leg.outcome = 'failure';
      this.endToken(tokenInfo);
      return leg;
    }
    ctx.job = { ...asRecord(ctx.job ?? null), ...services.job };

    // The job's timeout and the cancellation of the leg (fail-fast) stop the current step.
    const stop = new AbortController();
    let timedOut = false;
    const onCancel = () => stop.abort();
    cancel.addEventListener('abort', onCancel);
    if (cancel.aborted) stop.abort();
    const timer = setTimeout(() => {
      timedOut = true;
      stop.abort();
    }, leg.timeoutMinutes * 60_000);
    timer.unref();

    let jobStatus: 'success' | 'failure' = 'success';
    const stepsCtx: Record<string, Json> = {};
    const prependPath: string[] = [];
    const groups: number[] = [];
    const stepNames = [
      'github',
      'inputs',
      'vars',
      'secrets',
      'needs',
      'strategy',
      'matrix',
      'steps',
      'job',
      'runner',
      'env',
    ];
    for (const step of def.steps) {
      ctx.steps = stepsCtx;
      ctx.job = { ...asRecord(ctx.job ?? null), status: stop.signal.aborted ? 'cancelled' : jobStatus };
      const stepScope = (extra: Partial<EvalScope> = {}) =>
        scopeOf(stepNames, { hashFiles: (p) => hashFileList(globFiles(p, workspace).files), ...extra });
      const run = await this.timedStep(wf, state, attempt, def, step, {
        scope: stepScope,
        status: {
          success: () => jobStatus === 'success' && !stop.signal.aborted,
          failure: () => jobStatus === 'failure',
          cancelled: () => stop.signal.aborted,
        },
        ctx,
        defaults,
        workspace,
        runnerTemp,
        home,
        eventPath,
        toolCache,
        token,
        masks,
        prependPath,
        signal: stop.signal,
        groups,
      });
      leg.steps.push(run);
      if (run.conclusion === 'failure') jobStatus = 'failure';
      stepsCtx[step.id] = { outputs: run.outputs, outcome: run.outcome, conclusion: run.conclusion };
    }
    // Post steps (only actions/checkout's is modelled, on request): after the others, in
    // reverse order, for each that ran; `post-if: always()`.
    if (this.options.checkoutPost)
      for (const main of [...leg.steps].reverse())
        if (main.uses?.startsWith('actions/checkout@') && main.outcome !== 'skipped')
          leg.steps.push(await this.checkoutPost(main, workspace, masks));
    clearTimeout(timer);
    cancel.removeEventListener('abort', onCancel);
    this.killGroups(groups);
    await services.stop(); // "Stop containers"

    // The job's outputs, after the steps.
    ctx.steps = stepsCtx;
    if (def.converted.outputs) {
      const outScope = scopeOf(stepNames);
      for (const pair of def.converted.outputs) {
        const name = pair.key.assertString('output name').value;
        try {
          const value = evaluateText(pair.value, outScope, wf.file);
          if ([...masks].some((m) => m && value.includes(m))) {
            leg.annotations.push(annotation('warning', `Skip output '${name}' since it may contain secret.`));
            continue;
          }
          leg.outputs[name] = value;
        } catch (e) {
          leg.annotations.push(annotation('error', (e as Error).message));
          jobStatus = 'failure';
        }
      }
      // GitHub's limit: 1 MiB of outputs per job, the size approximated as UTF-16. Over it the
      // job fails as it ends and hands on no output.
      const bytes = Object.entries(leg.outputs).reduce((n, [k, v]) => n + 2 * (k.length + v.length), 0);
      if (bytes > JOB_OUTPUTS_MAX_BYTES) {
        leg.annotations.push(
          annotation(
            'error',
            `Fail to evaluate job outputs: Job outputs exceed ${JOB_OUTPUTS_MAX_BYTES.toLocaleString('en')} bytes (${bytes.toLocaleString('en')})`,
          ),
        );
        leg.outputs = {};
        jobStatus = 'failure';
      }
    }
    if (timedOut) {
      leg.annotations.push(
        annotation(
          'error',
          `The job running on runner GitHub Actions 1 has exceeded the maximum execution time of ${leg.timeoutMinutes} minutes.`,
        ),
      );
      leg.outcome = 'failure';
    } else if (stop.signal.aborted) {
      leg.annotations.push(annotation('error', 'The operation was canceled.'));
      leg.outcome = 'cancelled';
    } else leg.outcome = jobStatus;
    leg.result = continueOnError && leg.outcome === 'failure' ? 'success' : leg.outcome;
    leg.masks = [...masks];
    this.endToken(tokenInfo);
    return leg;
  }

  /**
   * actions/checkout's post step (src/main.ts cleanup, git-auth-helper.ts removeAuth): when
   * `<path>/.git/config` exists, it runs git in the repository as the steps' user, with the
   * step's environment, to remove the persisted credentials: `git config --local` and
   * `git submodule foreach --recursive`, for core.sshCommand and the auth header. A failure is
   * a warning. The temporary global config it makes for safe.directory is not modelled.
   */
  private async checkoutPost(main: StepRun, workspace: string, masks: Set<string>): Promise<StepRun> {
    const run: StepRun = {
      index: main.index,
      id: `__post_${main.id}`,
      name: `Post ${main.name}`,
      uses: main.uses!,
      outcome: 'success',
      conclusion: 'success',
      exitCode: 0,
      stdout: '',
      stderr: '',
      outputs: {},
      annotations: [],
      commands: [],
      summary: '',
      env: main.env,
      stopTokens: [],
      savedState: {},
      started: Date.now(),
      ended: 0,
    };
    const io = this.stepIo(run, masks);
    const path = resolve(workspace, main.inputs?.path || '.');
    if (!existsSync(join(path, '.git', 'config'))) {
      run.ended = Date.now();
      return run;
    }
    const env = { ...main.env, GIT_TERMINAL_PROMPT: '0', GCM_INTERACTIVE: 'Never' };
    const remote = this.options.remote;
    const server = /^https?:\/\//.test(remote) ? `${new URL(remote).origin}/` : `${this.serverUrl}/`;
    const escapeRe = (k: string) => k.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const user = this.user;
    const git = (args: string[]) =>
      new Promise<void>((done) => {
        io.out(`[command]/usr/bin/git ${args.join(' ')}\n`);
        execFile(
          'git',
          args,
          { cwd: path, env, timeout: 60_000, ...(user ? { uid: user.uid, gid: user.gid } : {}) },
          (_err, stdout, stderr) => {
            if (stdout) io.out(stdout.endsWith('\n') ? stdout : `${stdout}\n`);
            if (stderr) io.out(stderr.endsWith('\n') ? stderr : `${stderr}\n`);
            done();
          },
        );
      });
    await git(['version']);
    for (const key of ['core.sshCommand', `http.${server}.extraheader`]) {
      await git(['config', '--local', '--name-only', '--get-regexp', escapeRe(key)]);
      await git([
        'submodule',
        'foreach',
        '--recursive',
        `sh -c "git config --local --name-only --get-regexp '${escapeRe(key)}' && git config --local --unset-all '${key}' || :"`,
      ]);
    }
    io.flush();
    run.stdout = io.stdout.toString();
    run.ended = Date.now();
    return run;
  }

  private endToken(info: TokenInfo): void {
    info.revoked = true;
    this.options.github?.revokeToken?.(info.token);
  }

  private killGroups(groups: number[]): void {
    // "Cleaning up orphan processes": whatever the steps left running dies with the job.
    for (const pid of groups.splice(0)) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }

  // --- a step ------------------------------------------------------------------------------

  private async timedStep(...args: Parameters<Runner['runStep']>): Promise<StepRun> {
    const run = await this.runStep(...args);
    run.ended = Date.now();
    return run;
  }

  private async runStep(
    wf: Loaded,
    state: RunState,
    attempt: number,
    def: JobDef,
    step: StepDef,
    job: {
      scope: (extra?: Partial<EvalScope>) => EvalScope;
      status: { success(): boolean; failure(): boolean; cancelled(): boolean };
      ctx: Record<string, Json>;
      defaults: { shell?: string; workingDirectory?: string };
      workspace: string;
      runnerTemp: string;
      home: string;
      eventPath: string;
      toolCache: string;
      token: string;
      masks: Set<string>;
      prependPath: string[];
      signal: AbortSignal;
      groups: number[];
    },
  ): Promise<StepRun> {
    const s = step.converted;
    const uses = step.uses;
    const run: StepRun = {
      index: step.index,
      id: step.id,
      name: s.name && isString(s.name) ? s.name.value : uses ? `Run ${uses.text}` : displayRun(s),
      ...(uses ? { uses: uses.text } : {}),
      outcome: 'skipped',
      conclusion: 'skipped',
      exitCode: null,
      stdout: '',
      stderr: '',
      outputs: {},
      annotations: [],
      commands: [],
      summary: '',
      env: {},
      stopTokens: [],
      savedState: {},
      started: Date.now(),
      ended: 0,
    };
    const fail = (message: string) => {
      run.annotations.push(annotation('error', message));
      run.outcome = run.conclusion = 'failure';
      return run;
    };
    // The condition (env context: the job's, not the step's own env).
    const github = asRecord(job.ctx.github ?? null);
    job.ctx.github = {
      ...github,
      action: step.id,
      action_repository: uses?.kind === 'builtin' || uses?.kind === 'local' ? uses.name : '',
    };
    try {
      if (!evaluateCondition(s.if?.expression ?? 'success()', job.scope({ status: job.status }))) return run;
    } catch (e) {
      return fail(`${where(s.if, wf.file)}: ${(e as Error).message}`);
    }

    // Per-step files.
    const files = join(job.runnerTemp, '_runner_file_commands');
    mkdirSync(files, { recursive: true });
    this.own(files);
    const suffix = randomBytes(8).toString('hex');
    const f = {
      output: join(files, `set_output_${suffix}`),
      env: join(files, `set_env_${suffix}`),
      path: join(files, `add_path_${suffix}`),
      summary: join(files, `step_summary_${suffix}`),
      state: join(files, `save_state_${suffix}`),
    };
    for (const p of Object.values(f)) {
      writeFileSync(p, '');
      this.own(p);
    }

    let continueOnError = false;
    let timeoutMinutes = 0;
    const env: Record<string, string> = {};
    try {
      // Step env, then name, with, run: all may read the step's env.
      const baseEnv = asRecord(job.ctx.env ?? null);
      for (const [k, v] of Object.entries(baseEnv)) env[k] = toText(v);
      const stepEnv = (s as { env?: MappingToken }).env;
      if (stepEnv)
        for (const [k, v] of Object.entries(asRecord(evaluateToken(stepEnv, job.scope(), wf.file))))
          env[k] = toText(v);
      const stepCtx = { ...job.ctx, env };
      const scope = (): EvalScope => {
        const base = job.scope();
        return { ...base, contexts: { ...base.contexts, env: stepCtx.env } };
      };
      if (s.name && !isString(s.name)) run.name = evaluateText(s.name, scope(), wf.file);
      const coe = s['continue-on-error'];
      if (typeof coe === 'boolean') continueOnError = coe;
      else if (coe)
        continueOnError = [true, 'true'].includes(evaluateToken(coe, scope(), wf.file) as boolean | string);
      const tm = step.raw.find('timeout-minutes');
      if (tm) timeoutMinutes = Number(evaluateToken(tm, scope(), wf.file)) || 0;

      const runtime = this.runtimeEnv(state, attempt, def, job, f);
      const base: Record<string, string> = {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        LANG: process.env.LANG ?? 'C.UTF-8',
        ...this.options.env,
        HOME: this.options.env?.HOME ?? job.home,
        ...(this.user ? { USER: this.user.name } : {}),
      };
      const processEnv: Record<string, string> = { ...base, ...env, ...runtime };
      if (job.prependPath.length)
        processEnv.PATH = [...job.prependPath].reverse().join(':') + `:${processEnv.PATH ?? ''}`;

      let exec: { exitCode: number | null; error?: string; timedOut: boolean; cancelled: boolean };
      const io = this.stepIo(run, job.masks);
      // A cancellation stops the step running then; a step that starts after it (an always() one)
      // runs to its end, as on the runner.
      const stepJob = { ...job, signal: job.signal.aborted ? new AbortController().signal : job.signal };
      if ('run' in s) {
        let script = evaluateText(s.run, scope(), wf.file);
        if (!s.name) run.name = `Run ${firstLine(script)}`;
        const replaced = this.options.replaceRun?.({ job: def.id, id: step.id, name: run.name, run: script });
        if (replaced !== undefined) {
          run.annotations.push(
            annotation('notice', `runner emulation: the test replaced this step's script`),
          );
          script = replaced;
        }
        run.run = script;
        const shellToken = step.raw.find('shell');
        const shell = shellToken ? evaluateText(shellToken, scope(), wf.file) : job.defaults.shell;
        const wdToken = step.raw.find('working-directory');
        const wd = wdToken ? evaluateText(wdToken, scope(), wf.file) : job.defaults.workingDirectory;
        const cwd = wd ? resolve(job.workspace, wd) : job.workspace;
        const [cmd, args, ext] = this.shellCommand(shell);
        const scriptPath = join(job.runnerTemp, `${randomBytes(16).toString('hex')}${ext}`);
        writeFileSync(scriptPath, script);
        this.own(scriptPath);
        run.env = processEnv;
        if (!existsSync(cwd))
          return fail(
            `An error occurred trying to start process '${cmd}' with working directory '${cwd}'. No such file or directory`,
          );
        exec = await this.spawnStep(
          cmd,
          args.map((a) => a.replace('{0}', scriptPath)),
          cwd,
          processEnv,
          io,
          stepJob,
          timeoutMinutes,
        );
        if (exec.exitCode !== 0 && !exec.cancelled && !exec.timedOut)
          run.annotations.push(annotation('error', `Process completed with exit code ${exec.exitCode}.`));
      } else {
        const inputs = this.actionInputs(step, uses!, scope(), wf.file, run, job.workspace);
        run.inputs = inputs.values;
        const actionEnv: Record<string, string> = {
          ...processEnv,
          ACTIONS_RUNTIME_TOKEN: this.options.runtimeToken ?? `fake-actions-runtime-token-${state.runId}`,
          ACTIONS_RUNTIME_URL: 'http://127.0.0.1:9/runtime/',
          ACTIONS_RESULTS_URL: 'http://127.0.0.1:9/results/',
          ACTIONS_CACHE_URL: 'http://127.0.0.1:9/cache/',
          GITHUB_ACTION: step.id,
          GITHUB_ACTION_REPOSITORY: uses!.kind === 'workspace' ? '' : uses!.name,
          GITHUB_ACTION_REF: uses!.kind === 'workspace' ? '' : uses!.ref,
        };
        for (const [k, v] of Object.entries(inputs.values))
          actionEnv[`INPUT_${k.replace(/ /g, '_').toUpperCase()}`] = v;
        run.env = actionEnv;
        if (uses!.kind === 'builtin') {
          exec = await this.runBuiltin(uses!, inputs.values, actionEnv, io, state, attempt, def, stepJob, f);
        } else {
          const main = inputs.main!;
          const dir =
            uses!.kind === 'local'
              ? this.actionDir(uses!.dir, main, uses!, job.home)
              : resolve(job.workspace, uses!.path);
          exec = await this.spawnStep(
            process.execPath,
            [join(dir, main)],
            job.workspace,
            actionEnv,
            io,
            stepJob,
            timeoutMinutes,
          );
        }
      }
      io.flush();
      run.stdout = io.stdout.toString();
      run.stderr = io.stderr.toString();
      run.exitCode = exec.exitCode;
      if (exec.error) run.annotations.push(annotation('error', exec.error));

      // File commands: outputs, env and path for later steps, the summary.
      const outputs = parseFileCommand(readFileSync(f.output, 'utf8'));
      for (const [k, v] of outputs) run.outputs[k] = v;
      for (const [k, v] of parseFileCommand(readFileSync(f.env, 'utf8'))) {
        if (k === 'NODE_OPTIONS') {
          run.annotations.push(
            annotation('error', "Can't store NODE_OPTIONS output parameter using '$GITHUB_ENV' command."),
          );
          continue;
        }
        (job.ctx.env as Record<string, Json>)[k] = v;
      }
      for (const line of readFileSync(f.path, 'utf8').split('\n')) {
        const p = line.trim();
        if (!p) continue;
        const at = job.prependPath.indexOf(p);
        if (at >= 0) job.prependPath.splice(at, 1);
        job.prependPath.push(p);
      }
      const summary = readFileSync(f.summary, 'utf8');
      if (Buffer.byteLength(summary) > 1024 * 1024)
        run.annotations.push(
          annotation(
            'warning',
            '$GITHUB_STEP_SUMMARY upload aborted, supports content up to a size of 1024k, got ' +
              `${Math.round(Buffer.byteLength(summary) / 1024)}k`,
          ),
        );
      else run.summary = summary;

      if (exec.cancelled) {
        run.outcome = run.conclusion = 'cancelled';
        return run;
      }
      if (exec.timedOut) {
        run.annotations.push(
          annotation('error', `The action '${run.name}' has timed out after ${timeoutMinutes} minutes.`),
        );
      }
      run.outcome = exec.exitCode === 0 && !exec.timedOut ? 'success' : 'failure';
    } catch (e) {
      if (e instanceof ExpressionFailure || e instanceof ActionFailed) return fail(e.message);
      const msg = (e as Error).message;
      if (msg.startsWith('runner emulation:')) throw e;
      return fail(msg);
    }
    run.conclusion = run.outcome === 'failure' && continueOnError ? 'success' : run.outcome;
    return run;
  }

  /** The runner's variables of a step (they win over `env:`). */
  private runtimeEnv(
    state: RunState,
    attempt: number,
    def: JobDef,
    job: {
      ctx: Record<string, Json>;
      workspace: string;
      runnerTemp: string;
      eventPath: string;
      toolCache: string;
    },
    f: { output: string; env: string; path: string; summary: string; state: string },
  ): Record<string, string> {
    const g = asRecord(job.ctx.github ?? null);
    const t = (v: Json | undefined) => toText(v ?? null);
    return {
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_ACTOR: t(g.actor),
      GITHUB_ACTOR_ID: t(g.actor_id),
      GITHUB_API_URL: this.apiUrl,
      GITHUB_BASE_REF: t(g.base_ref),
      GITHUB_ENV: f.env,
      GITHUB_EVENT_NAME: state.event,
      GITHUB_EVENT_PATH: job.eventPath,
      GITHUB_GRAPHQL_URL: `${this.apiUrl}/graphql`,
      GITHUB_HEAD_REF: t(g.head_ref),
      GITHUB_JOB: def.id,
      GITHUB_OUTPUT: f.output,
      GITHUB_PATH: f.path,
      GITHUB_REF: state.ref,
      GITHUB_REF_NAME: t(g.ref_name),
      GITHUB_REF_PROTECTED: 'false',
      GITHUB_REF_TYPE: t(g.ref_type),
      GITHUB_REPOSITORY: this.repository,
      GITHUB_REPOSITORY_ID: t(g.repository_id),
      GITHUB_REPOSITORY_OWNER: t(g.repository_owner),
      GITHUB_REPOSITORY_OWNER_ID: '1',
      GITHUB_RETENTION_DAYS: '90',
      GITHUB_RUN_ATTEMPT: String(attempt),
      GITHUB_RUN_ID: String(state.runId),
      GITHUB_RUN_NUMBER: String(state.runNumber),
      GITHUB_SERVER_URL: this.serverUrl,
      GITHUB_SHA: state.sha,
      GITHUB_STATE: f.state,
      GITHUB_STEP_SUMMARY: f.summary,
      GITHUB_TRIGGERING_ACTOR: state.actor,
      GITHUB_WORKFLOW: t(g.workflow),
      GITHUB_WORKFLOW_REF: t(g.workflow_ref),
      GITHUB_WORKFLOW_SHA: state.sha,
      GITHUB_WORKSPACE: job.workspace,
      RUNNER_ARCH: arch() === 'arm64' ? 'ARM64' : 'X64',
      RUNNER_ENVIRONMENT: 'github-hosted',
      RUNNER_NAME: this.runnerNames.get(job.toolCache) ?? 'GitHub Actions 1',
      RUNNER_OS: 'Linux',
      RUNNER_TEMP: job.runnerTemp,
      RUNNER_TOOL_CACHE: job.toolCache,
    };
  }

  /** The inputs an action step gets, as ActionRunner.cs builds them. */
  private actionInputs(
    step: StepDef,
    uses: UsesRef,
    scope: EvalScope,
    file: string,
    run: StepRun,
    workspace: string,
  ): { values: Record<string, string>; main?: string } {
    const values: Record<string, string> = {};
    const named = new Set<string>();
    const withToken = step.raw.find('with');
    if (withToken && isMapping(withToken))
      for (const pair of withToken) {
        const key = pair.key.assertString('with key').value;
        values[key] = evaluateText(pair.value, scope, file);
        named.add(key.toLowerCase());
      }
    const declared: string[] = [];
    let main: string | undefined;
    if (uses.kind === 'builtin') {
      for (const [name, def] of Object.entries(uses.action.inputs)) {
        declared.push(name);
        if (!named.has(name.toLowerCase())) values[name] = def === undefined ? '' : interpolate(def, scope);
      }
    } else {
      const dir = uses.kind === 'local' ? uses.dir : resolve(workspace, uses.path);
      const action = this.readAction(dir);
      main = action.main;
      for (const input of action.inputs) {
        declared.push(input.id);
        if (!named.has(input.id.toLowerCase()))
          values[input.id] = input.default ? evaluateText(input.default, scope, 'action.yml') : '';
      }
    }
    const unexpected = [...Object.keys(values)].filter(
      (k) => named.has(k.toLowerCase()) && !declared.some((d) => d.toLowerCase() === k.toLowerCase()),
    );
    if (unexpected.length)
      run.annotations.push(
        annotation(
          'warning',
          `Unexpected input(s) '${unexpected.join("', '")}', valid inputs are ['${declared.join("', '")}']`,
        ),
      );
    return { values, main };
  }

  private readAction(dir: string) {
    const file = ['action.yml', 'action.yaml'].map((n) => join(dir, n)).find((p) => existsSync(p));
    if (!file)
      throw new ActionFailed(
        `Can't find 'action.yml', 'action.yaml' or 'Dockerfile' under '${dir}'. Did you forget to run actions/checkout before running your local action?`,
      );
    const parsed = parseAction(
      { name: basename(file), content: readFileSync(file, 'utf8') },
      new NoOperationTraceWriter(),
    );
    const errors = parsed.context.errors.getErrors().map((e) => e.message);
    if (errors.length || !parsed.value)
      throw new ActionFailed(`Failed to load ${file}: ${errors.join('; ')}`);
    const template = convertActionTemplate(parsed.context, parsed.value);
    const runs = template.runs as { using: string; main?: string; pre?: string; post?: string } | undefined;
    if (!runs || !NODE_RUNTIMES.has(runs.using) || !runs.main)
      throw new Error(
        `runner emulation: ${file}: only node actions are modelled (runs.using: ${runs?.using})`,
      );
    if (runs.pre || runs.post)
      throw new Error(`runner emulation: ${file}: pre and post scripts are not modelled`);
    return { main: runs.main, inputs: template.inputs ?? [] };
  }

  private shellCommand(shell: string | undefined): [string, string[], string] {
    switch (shell) {
      case undefined:
      case '':
        return ['bash', ['-e', '{0}'], '.sh'];
      case 'bash':
        return ['bash', ['--noprofile', '--norc', '-eo', 'pipefail', '{0}'], '.sh'];
      case 'sh':
        return ['sh', ['-e', '{0}'], '.sh'];
      case 'python':
        return ['python3', ['{0}'], '.py'];
      case 'pwsh':
        return ['pwsh', ['-command', ". '{0}'"], '.ps1'];
      default: {
        const parts = shell.trim().split(/\s+/);
        if (!shell.includes('{0}')) parts.push('{0}');
        return [parts[0]!, parts.slice(1), ''];
      }
    }
  }

  /** Output of a step: bounded, masked, scanned for workflow commands line by line. */
  private stepIo(run: StepRun, masks: Set<string>) {
    const max = this.options.maxOutputBytes ?? 1024 * 1024;
    const stdout = new Bounded(max);
    const stderr = new Bounded(max);
    // One command state for both streams, as the runner's one ActionCommandManager per step.
    const commands = new WorkflowCommandReader();
    const partial = { out: '', err: '' };
    const line = (text: string, into: Bounded) => {
      let cmd: WorkflowCommand | undefined;
      try {
        cmd = commands.read(text);
      } catch (e) {
        run.annotations.push(annotation('error', (e as Error).message));
      }
      if (cmd) {
        run.commands.push(cmd);
        switch (cmd.command) {
          case 'error':
          case 'warning':
          case 'notice':
            run.annotations.push({
              level: cmd.command,
              message: mask(cmd.data, masks),
              properties: cmd.properties,
            });
            break;
          case 'add-mask':
            if (cmd.data.trim()) masks.add(cmd.data.trim());
            break;
          case 'set-output':
            if (cmd.properties.name) run.outputs[cmd.properties.name] = cmd.data;
            run.annotations.push(
              annotation(
                'warning',
                'The `set-output` command is deprecated and will be disabled soon. Please upgrade to using Environment Files. For more information see: https://github.blog/changelog/2022-10-11-github-actions-deprecating-save-state-and-set-output-commands/',
              ),
            );
            break;
          case 'stop-commands':
            // The runner masks a token longer than 6 characters in the rest of the log.
            if (cmd.data.length > 6) masks.add(cmd.data);
            run.stopTokens.push(cmd.data);
            break;
          case 'save-state':
            if (cmd.properties.name) run.savedState[cmd.properties.name] = cmd.data;
            break;
          case 'set-env':
          case 'add-path':
            run.annotations.push(
              annotation(
                'error',
                `Unable to process command '${text.trim()}' successfully.\nThe \`${cmd.command}\` command is disabled. Please upgrade to using Environment Files or opt into unsecure command execution by setting the \`ACTIONS_ALLOW_UNSECURE_COMMANDS\` environment variable to \`true\`. For more information see: https://github.blog/changelog/2020-10-01-github-actions-deprecating-set-env-and-add-path-commands/`,
              ),
            );
            break;
        }
      }
      into.push(`${mask(text, masks)}\n`);
    };
    const feed = (which: 'out' | 'err', chunk: string) => {
      const into = which === 'out' ? stdout : stderr;
      const { lines, rest } = splitOutputLines(partial[which] + chunk);
      partial[which] = rest;
      for (const p of lines) line(p, into);
    };
    return {
      stdout,
      stderr,
      out: (chunk: string) => feed('out', chunk),
      err: (chunk: string) => feed('err', chunk),
      flush: () => {
        if (partial.out) line(partial.out.replace(/\r$/, ''), stdout);
        if (partial.err) line(partial.err.replace(/\r$/, ''), stderr);
        partial.out = partial.err = '';
      },
    };
  }

  private spawnStep(
    cmd: string,
    args: string[],
    cwd: string,
    env: Record<string, string>,
    io: ReturnType<Runner['stepIo']>,
    job: { signal: AbortSignal; groups: number[] },
    timeoutMinutes: number,
  ): Promise<{ exitCode: number | null; error?: string; timedOut: boolean; cancelled: boolean }> {
    return new Promise((resolvePromise) => {
      let child: ChildProcess;
      let timedOut = false;
      let cancelled = false;
      try {
        const user = this.user;
        child = spawn(cmd, args, {
          cwd,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
          ...(user ? { uid: user.uid, gid: user.gid } : {}),
        });
      } catch (e) {
        resolvePromise({ exitCode: null, error: (e as Error).message, timedOut, cancelled });
        return;
      }
      if (child.pid) job.groups.push(child.pid);
      child.stdout!.setEncoding('utf8').on('data', io.out);
      child.stderr!.setEncoding('utf8').on('data', io.err);
      // Cancelling: SIGINT, then SIGTERM after 7.5 s, as the runner does; then SIGKILL.
      const kill = () => {
        if (child.pid === undefined || child.exitCode !== null) return;
        try {
          process.kill(-child.pid, 'SIGINT');
        } catch {}
        setTimeout(() => {
          try {
            process.kill(-child.pid!, 'SIGTERM');
          } catch {}
        }, 7500).unref();
        setTimeout(() => {
          try {
            process.kill(-child.pid!, 'SIGKILL');
          } catch {}
        }, 10_000).unref();
      };
      const onAbort = () => {
        cancelled = true;
        kill();
      };
      job.signal.addEventListener('abort', onAbort);
      if (job.signal.aborted) onAbort();
      const timer =
        timeoutMinutes > 0
          ? setTimeout(() => {
              timedOut = true;
              kill();
            }, timeoutMinutes * 60_000)
          : undefined;
      let spawnError: string | undefined;
      child.on('error', (e) => {
        spawnError = e.message;
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        job.signal.removeEventListener('abort', onAbort);
        resolvePromise({
          exitCode: code ?? (signal ? 128 : null),
          ...(spawnError ? { error: spawnError } : {}),
          timedOut,
          cancelled,
        });
      });
    });
  }

  private async runBuiltin(
    uses: Extract<UsesRef, { kind: 'builtin' }>,
    inputs: Record<string, string>,
    env: Record<string, string>,
    io: ReturnType<Runner['stepIo']>,
    state: RunState,
    attempt: number,
    def: JobDef,
    job: { workspace: string; signal: AbortSignal; ctx: Record<string, Json> },
    f: { output: string },
  ): Promise<{ exitCode: number | null; timedOut: boolean; cancelled: boolean }> {
    try {
      await uses.action.run({
        inputs,
        workspace: job.workspace,
        home: env.HOME ?? '',
        env,
        repository: this.repository,
        serverUrl: this.serverUrl,
        apiUrl: this.apiUrl,
        ref: state.ref,
        sha: state.sha,
        runId: state.runId,
        attempt,
        jobId: def.id,
        remote: this.options.remote,
        artifacts: this.artifacts,
        ...(this.options.github ? { api: this.options.github } : {}),
        ...(this.user ? { user: { uid: this.user.uid, gid: this.user.gid } } : {}),
        log: (l) => io.out(`${l}\n`),
        warning: (m) => io.out(`::warning::${m.replace(/%/g, '%25').replace(/\n/g, '%0A')}\n`),
        setOutput: (k, v) => {
          const delim = `ghadelimiter_${randomBytes(8).toString('hex')}`;
          writeFileSync(f.output, `${readFileSync(f.output, 'utf8')}${k}<<${delim}\n${v}\n${delim}\n`);
        },
        signal: job.signal,
      });
      return { exitCode: 0, timedOut: false, cancelled: false };
    } catch (e) {
      if (e instanceof ActionFailed) {
        io.out(`::error::${e.message.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}\n`);
        return { exitCode: 1, timedOut: false, cancelled: false };
      }
      if (job.signal.aborted) return { exitCode: null, timedOut: false, cancelled: true };
      throw e;
    }
  }
}
