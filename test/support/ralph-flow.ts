// Ralph's workflow run the way GitHub runs it (the runner emulation in runner.ts), against a
// real bare remote and the local GitHub server: what the CI-flow tests and the demo share.
// The workflow is the one `ralph init` writes (src/core/workflow.ts, the same renderer as the
// shipped .github/workflows/ralph.yml), read from its file by the emulation, never a copy of
// its steps.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect } from 'vitest';
import type { Gate, Plan } from '../../src/core/plan/plan.js';
import { renderWorkflow } from '../../src/core/workflow/workflow.js';
import { type GitHttpServer, startGitHttpServer } from './git-http-server.js';
import { type GitHubServer, type GitHubServerOptions, startGitHubServer } from './github-server.js';
import { GIT_ENV, git, makeRemote, makeRepo, planJson, tempDir } from './repo.js';
import { Runner, type RunnerOptions, type RunResult } from './runner.js';
import { writeScript } from './scripted-agent.js';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');

/**
 * A folder the agent user (another uid: the agent and the gates do not run as the test's user)
 * can read, and write when `writable`: the scripts and the files a scripted agent uses. Outside
 * the temporary folders the sandbox makes private to each step (temp-root.ts: RALPH_TEST_SHARED).
 */
export function sharedDir(prefix: string, writable = false): string {
  const base = process.env.RALPH_TEST_SHARED;
  const dir = base ? mkdtempSync(join(base, prefix)) : tempDir(prefix);
  chmodSync(dir, writable ? 0o1777 : 0o755);
  return dir;
}

export interface FlowOptions {
  /** The repository's files; `implementation.json` among them. */
  files: Record<string, string>;
  gates: Gate[];
  /** The workflow file (default: `ralph init --agent command`'s, for the plan's gates). */
  workflow?: string;
  /** Every step's environment (the scripted agent's settings, say). */
  env?: Record<string, string>;
  /** The remote the jobs clone (default the bare repository; a git HTTP server's URL). */
  remoteUrl?: (bare: string) => Promise<string> | string;
  /** GitHub server options: `viewer` is the account the job tokens act as (a machine user, say). */
  server?: Omit<GitHubServerOptions, 'owner' | 'repo' | 'git'>;
  /** More runner options; a function is called once the remote is made. */
  runner?: Partial<RunnerOptions> | (() => Partial<RunnerOptions>);
  /**
   * Run the jobs' steps as the user `runner` with passwordless sudo, as GitHub-hosted runners
   * do (the emulation's option runnerUser). The remote is then served over HTTP by git's own
   * http-backend (support/git-http-server.ts), as GitHub serves it: `runner` reaches it as any
   * client, a push needs the token of a job granted `contents: write`, and the bare repository
   * stays the tests' (git refuses a repository another user owns). Needs root.
   */
  runnerUser?: boolean;
}

export interface Flow {
  runner: Runner;
  server: GitHubServer;
  /** The bare repository. */
  remote: string;
  workflowPath: string;
  /** One run of the workflow; `schedule` unless said. */
  run(
    event?: 'schedule' | 'workflow_dispatch',
    inputs?: Record<string, string | boolean>,
  ): Promise<RunResult>;
  /** Merges a spec's pull request as GitHub's merge button does: no merge drivers, a merge commit. */
  mergePull(branch: string): string;
  close(): Promise<void>;
}

/** Starts a flow, hands it to `body`, and closes it whether `body` passed or threw. */
export async function withFlow(opts: FlowOptions, body: (flow: Flow) => Promise<void>): Promise<void> {
  const flow = await startFlow(opts);
  try {
    await body(flow);
  } finally {
    await flow.close();
  }
}

export async function startFlow(opts: FlowOptions): Promise<Flow> {
  const work = makeRepo(opts.files);
  const { remote } = makeRemote(work);
  const server = await startGitHubServer({ ...opts.server, owner: 'octo', repo: 'demo', git: remote });
  const dir = sharedDir('ralph-workflow-');
  const workflowPath = join(dir, 'ralph.yml');
  mkdirSync(dirname(workflowPath), { recursive: true });
  writeFileSync(workflowPath, opts.workflow ?? renderWorkflow({ gates: opts.gates, agent: 'command' }));
  let http: GitHttpServer | undefined;
  let remoteUrl: string = remote;
  if (opts.remoteUrl) remoteUrl = await opts.remoteUrl(remote);
  else if (opts.runnerUser) {
    http = await startGitHttpServer(remote, `no-token-${Date.now()}`);
    remoteUrl = http.repoUrl;
  }
  const more = typeof opts.runner === 'function' ? opts.runner() : opts.runner;
  const served = http;
  const runner = new Runner({
    workflowPath,
    actionRoot: REPO_ROOT,
    actionRef: 'ralph-ci/ralph@v0',
    remote: remoteUrl,
    github: server,
    env: { RALPH_GITHUB_WRITE_SPACING: '0', ...opts.env },
    ...(opts.runnerUser ? { runnerUser: true } : {}),
    ...(served ? { serverUrl: served.url } : {}),
    ...more,
    ...(served
      ? {
          // As GitHub: a job's token may push when its permissions grant contents: write.
          onToken: (info) => {
            if (info.scopes.contents === 'write') served.addToken(info.token);
            more?.onToken?.(info);
          },
        }
      : {}),
  });
  return {
    runner,
    server,
    remote,
    workflowPath,
    run: (event = 'schedule', inputs) =>
      runner.run(event === 'workflow_dispatch' ? { event, inputs: inputs ?? {} } : { event }),
    mergePull: (branch) => githubMerge(remote, server, branch),
    close: async () => {
      await http?.close();
      await server.close();
    },
  };
}

export interface ScriptedFlowOptions {
  /** What the scripted agent does per task (its script.json; default: each task's file, done). */
  script?: Record<string, unknown>;
  /** A folder where the scripted agent keeps each prompt it got (AGENT_PROMPTS). */
  prompts?: string;
  /** The workflow with `auto-merge: "true"`. */
  autoMerge?: boolean;
}

/**
 * A flow of `plan` (beside a README) whose agent is the scripted one (support/scripted-agent.ts),
 * following `script`: the workflow `ralph init --agent command` writes for the plan's gates.
 */
export function startScriptedFlow(plan: Plan, opts: ScriptedFlowOptions = {}): Promise<Flow> {
  const gates = plan.gates ?? [];
  return startFlow({
    files: { 'implementation.json': planJson(plan), 'README.md': 'x\n' },
    gates,
    workflow: renderWorkflow({ gates, agent: 'command', autoMerge: opts.autoMerge }),
    env: {
      AGENT_SCRIPT: sharedScript(opts.script),
      ...(opts.prompts ? { AGENT_PROMPTS: opts.prompts } : {}),
    },
  });
}

/** The scripted agent's script (what it does per task), written where the runner's user can read it. */
export function sharedScript(script: Record<string, unknown> = {}): string {
  return writeScript(script, sharedDir('ralph-script-'));
}

/** The run passed; else the failed steps' output says why. */
export function expectGreen(run: RunResult): void {
  expect(run.conclusion, failures(run)).toBe('success');
}

/** The tasks the run's task job ran (its legs not skipped), sorted. */
export const taskLegs = (run: RunResult) =>
  run.jobs
    .filter((j) => j.id === 'task' && j.result !== 'skipped')
    .map((j) => j.matrix?.task)
    .sort();

/**
 * What GitHub's merge button does to a pull request: `git merge-tree` of the base and the head
 * (git's own merge, no merge drivers from .gitattributes), a merge commit on the base. Throws
 * on a conflict, as GitHub then refuses to merge.
 */
export function githubMerge(remote: string, server: GitHubServer, branch: string, base = 'main'): string {
  const r = spawnGit(remote, ['merge-tree', '--write-tree', '--name-only', '--no-messages', base, branch]);
  if (r.status !== 0)
    throw new Error(
      `GitHub would refuse to merge ${branch}: conflict in ${r.stdout.split('\n').slice(1).join(', ')}`,
    );
  const tree = r.stdout.split('\n')[0]!.trim();
  const commit = git(
    remote,
    'commit-tree',
    tree,
    '-p',
    git(remote, 'rev-parse', base),
    '-p',
    git(remote, 'rev-parse', branch),
    '-m',
    `Merge ${branch}`,
  );
  git(remote, 'update-ref', `refs/heads/${base}`, commit);
  const pr = server.state.pulls.find((p) => p.head === branch && p.state === 'open');
  if (pr) server.mergePull(pr.number);
  return commit;
}

function spawnGit(cwd: string, args: string[]): { status: number; stdout: string } {
  try {
    return {
      status: 0,
      stdout: execFileSync('git', args, { cwd, env: { ...process.env, ...GIT_ENV }, encoding: 'utf8' }),
    };
  } catch (err) {
    const e = err as { status?: number; stdout?: string };
    return { status: e.status ?? 1, stdout: e.stdout ?? '' };
  }
}

/** Every step of every job that failed, with its output: for a clear test failure. */
export function failures(run: RunResult): string {
  return run.jobs
    .flatMap((j) =>
      j.steps
        .filter((s) => s.outcome === 'failure')
        .map((s) => `${j.name} / ${s.name}:\n${s.stdout.slice(-3000)}\n${s.stderr.slice(-2000)}`),
    )
    .join('\n---\n');
}
