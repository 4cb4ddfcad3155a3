// The runner emulation's public types (runner.ts): its options, the job tokens and their scopes,
// a run's options, and what a run, a job leg and a step came to.
import type { GitHubServer } from './github-server.js';
import type { ArtifactInfo } from './runner-actions.js';
import type { Json } from './runner-expr.js';
import type { Annotation, WorkflowCommand } from './runner-files.js';
import type { ServiceLine } from './runner-services.js';

export type JobResult = 'success' | 'failure' | 'cancelled' | 'skipped';
export type StepOutcome = 'success' | 'failure' | 'cancelled' | 'skipped';

/** GITHUB_TOKEN scopes (`permissions:` keys). `metadata: read` is always granted besides. */
export const TOKEN_SCOPES = [
  'actions',
  'attestations',
  'checks',
  'contents',
  'deployments',
  'discussions',
  'id-token',
  'issues',
  'models',
  'packages',
  'pages',
  'pull-requests',
  'repository-projects',
  'security-events',
  'statuses',
] as const;
export type TokenScopes = Partial<Record<(typeof TOKEN_SCOPES)[number], 'read' | 'write'>>;

export interface TokenInfo {
  token: string;
  scopes: TokenScopes;
  runId: number;
  attempt: number;
  job: string;
  matrix: Record<string, Json> | null;
  /** Set when the job ended: GitHub revokes a job's token then. */
  revoked: boolean;
}

export interface RunnerOptions {
  /** The workflow file to run. */
  workflowPath: string;
  /** The folder of the action a reference maps to (with actionRef), e.g. the repository root. */
  actionRoot?: string;
  /** A `uses:` reference run from actionRoot, e.g. 'ralph-ci/ralph@v0'. */
  actionRef?: string;
  /** More local actions: a `uses:` reference (with or without `@ref`) -> the folder of its action.yml. */
  actions?: Record<string, string>;
  /** The repository's git remote: a bare repository folder or a URL (e.g. the git HTTP server's). */
  remote: string;
  /** The local GitHub server: API URL, repository, token scopes and artifacts are wired to it. */
  github?: GitHubServer;
  /** owner/name when no server is attached (default octo/demo). */
  repository?: string;
  /** GITHUB_SERVER_URL / GITHUB_API_URL (default: the server's, else github.com's). */
  serverUrl?: string;
  apiUrl?: string;
  /** The default branch: the ref of schedule, workflow_dispatch and issue_comment runs (default main). */
  defaultBranch?: string;
  /** The machine's environment every step starts from (besides PATH and a fresh HOME). */
  env?: Record<string, string>;
  secrets?: Record<string, string>;
  vars?: Record<string, string>;
  /** What a job gets when no `permissions:` is written anywhere (GitHub's repository setting). */
  defaultPermissions?: 'restricted' | 'permissive';
  /** Login of the actor (default octocat). */
  actor?: string;
  /** The first run id (default 1000); run numbers start at 1. */
  firstRunId?: number;
  /** Characters of stdout and of stderr kept per step (head and tail; default 1 Mi). */
  maxOutputBytes?: number;
  /** Called for each job token made (to hand it to a git server, say). */
  onToken?: (info: TokenInfo) => void;
  /**
   * A test seam, not runner behaviour: returns a script to run instead of a `run:` step's own
   * (e.g. for `npm install -g` of an agent CLI, which needs the network); undefined keeps it.
   * A replaced step carries a notice annotation saying so.
   */
  replaceRun?: (step: { job: string; id: string; name: string; run: string }) => string | undefined;
  /**
   * A test seam, not runner behaviour: called as a job leg starts, before its checkout, for a
   * test that changes the world between jobs (a person pushing to a branch while a run runs).
   */
  beforeJob?: (job: { id: string; matrix: Record<string, Json> | null }) => void | Promise<void>;
  /**
   * A test seam, not runner behaviour: called once a job leg's folders exist, before its first
   * step (to put canary files where the runner keeps its own, say).
   */
  onJobStart?: (
    job: JobFolders & { id: string; matrix: Record<string, Json> | null },
  ) => void | Promise<void>;
  /**
   * Run every job's steps as the user `runner` (created by support/runner-user.ts, uid 1001 where
   * free) with passwordless sudo, as GitHub-hosted Linux runners do, instead of as the user that
   * runs the tests. Each job leg then gets a folder standing in for the VM's `/`:
   * `home/runner` (0750, owned by runner: HOME), `home/runner/work/<repo>/<repo>` (the
   * workspace), `home/runner/work/_temp` (RUNNER_TEMP), `home/runner/work/_actions/<owner>/<name>/<ref>`
   * (a copy of each mapped action's action.yml and the folder of its `main`, as the runner
   * downloads actions there) and `opt/hostedtoolcache` (RUNNER_TOOL_CACHE), all owned by
   * runner; steps are spawned with its uid and gid (no supplementary groups), USER=runner, and
   * the built-in actions act as it (checkout's git runs as runner; what they write is runner's).
   *
   * Not modelled: GitHub gives every job its own VM; here the legs share this machine, its
   * users (one `runner` for every leg and every test process), its /tmp, its processes and its
   * system folders, and the passwd home of `runner` is /home/runner while each leg's HOME is
   * its own stand-in folder. The runner's own installation (/home/runner/runners, its
   * credentials and diagnostics), its Runner.Worker ancestor process, RUNNER_TRACKING_ID and
   * the "Cleaning up orphan processes" sweep by that id (here: each step's process group is
   * killed when the job ends), the docker, adm and systemd-journal groups of `runner`, and the
   * image's tools under /opt are absent. Needs root (see ensureRunnerUser).
   */
  runnerUser?: boolean;
  /** RUNNER_NAME of every leg (default `GitHub Actions N`, N a machine-wide slot per running leg). */
  runnerName?: string;
  /** ACTIONS_RUNTIME_TOKEN of action steps (default `fake-actions-runtime-token-<run id>`). */
  runtimeToken?: string;
  /**
   * Model the post step of actions/checkout (cleanup of the persisted credentials: `git config`
   * and `git submodule foreach` in the checked-out repository, as the runner's user, after the
   * job's other steps). Off by default: the other tests do not expect the extra step.
   */
  checkoutPost?: boolean;
  /**
   * The line each service's stand-in writes to whoever connects to a published port (default:
   * `<id>:<container port> is a stand-in of a service container`); see runner-services.ts.
   */
  serviceLine?: ServiceLine;
}

/** Where a job leg's runner keeps things. */
export interface JobFolders {
  workspace: string;
  runnerTemp: string;
  home: string;
  toolCache: string;
}

export type EventName =
  | 'schedule'
  | 'workflow_dispatch'
  | 'issue_comment'
  | 'pull_request_review'
  | 'pull_request'
  | 'pull_request_target'
  | 'push'
  | (string & {});

export interface RunOptions {
  event: EventName;
  /** workflow_dispatch inputs, as the API takes them (strings; booleans and numbers accepted). */
  inputs?: Record<string, string | boolean | number>;
  /** The event payload (merged over what the emulation fills in: repository, sender, ...). */
  payload?: Record<string, unknown>;
  /** The triggering ref and commit (defaults: the default branch, or the pull request's refs). */
  ref?: string;
  sha?: string;
  actor?: string;
  /**
   * A test seam, not GitHub behaviour: only these jobs run. Each other job has its `if` and its
   * `strategy` evaluated as on GitHub (a matrix GitHub refuses still fails the run), then its
   * legs end `skipped` without running (one per matrix combination).
   */
  only?: string[];
}

export interface StepRun {
  index: number;
  /** The step id (generated ones start with `__`, as GitHub's). */
  id: string;
  name: string;
  uses?: string;
  run?: string;
  outcome: StepOutcome;
  /** outcome after continue-on-error. */
  conclusion: StepOutcome;
  exitCode: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  annotations: Annotation[];
  /** Every workflow command the runner honoured, in order (none while commands are stopped). */
  commands: WorkflowCommand[];
  summary: string;
  /** For `uses:` steps: every input the action got (INPUT_* without the prefix). */
  inputs?: Record<string, string>;
  /** The environment the process ran with. */
  env: Record<string, string>;
  /** Every token a `::stop-commands::` line of the step's output stopped the commands with. */
  stopTokens: string[];
  /** `::save-state name=x::v` lines of the step's output (the runner keeps them for a post step). */
  savedState: Record<string, string>;
  /** When the step started and ended (ms since the epoch; equal for a skipped step). */
  started: number;
  ended: number;
}

export interface JobRun {
  /** The job id (the key under `jobs:`). */
  id: string;
  name: string;
  matrix: Record<string, Json> | null;
  result: JobResult;
  /** The result before the job's continue-on-error. */
  outcome: JobResult;
  /** The attempt this job ran in (an earlier one when a re-run kept it). */
  attempt: number;
  steps: StepRun[];
  outputs: Record<string, string>;
  /** Errors and warnings of the job itself (not of a step): evaluation errors, timeouts. */
  annotations: Annotation[];
  token: string;
  scopes: TokenScopes;
  runsOn: Json;
  timeoutMinutes: number;
  workspace: string;
  runnerTemp: string;
  /** HOME of the job's steps, and RUNNER_TOOL_CACHE ('' for a leg that did not run). */
  home: string;
  toolCache: string;
  /** Every value the log masks at the end of the job (the job's secrets, `::add-mask::` values). */
  masks: string[];
  /** The step with this id or name. */
  step(idOrName: string): StepRun;
}

export interface RunResult {
  runId: number;
  runNumber: number;
  attempt: number;
  event: string;
  ref: string;
  sha: string;
  /** False when the workflow does not listen to the event (GitHub makes no run then). */
  triggered: boolean;
  conclusion: 'success' | 'failure' | 'cancelled' | 'skipped';
  /** Every job leg of this attempt (kept ones included), in workflow order. */
  jobs: JobRun[];
  /** Per job id: the result `needs.<id>.result` shows, and the outputs. */
  results: Record<string, JobResult>;
  outputs: Record<string, Record<string, string>>;
  /** Artifacts of the run (all attempts). */
  artifacts: ArtifactInfo[];
  /** The job leg with this id (and matrix values, when it has several). */
  job(id: string, matrix?: Record<string, Json>): JobRun;
}
