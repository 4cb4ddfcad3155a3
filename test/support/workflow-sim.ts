// A simulated Ralph workflow run, job by job and step by step, as GitHub would run the shipped
// workflow: each job starts from a fresh clone of the real bare remote (actions/checkout with
// fetch-depth 0), steps run the bundled dist/ entry with INPUT_* variables, artifacts travel
// through a folder, and the GitHub API is the local OpenAPI-validating server.
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { runStep, type StepResult } from './action-runner.js';
import type { GitHubServer } from './github-server.js';
import { cloneFresh, git, tempDir } from './repo.js';

export interface MatrixEntry {
  spec: string;
  task: string;
  attempt: number;
  base?: string;
  'checkout-ref'?: string;
  'retry-artifact': string;
  'retry-run-id': string;
}

export interface JobLog {
  entry: MatrixEntry;
  /** The job's checkout and environment, to re-run one of its steps. */
  workspace: string;
  env: Record<string, string>;
  run: StepResult;
  gates: StepResult[];
  record: StepResult;
}

export interface RunLog {
  runId: number;
  schedule: StepResult;
  jobs: JobLog[];
  finalize?: StepResult;
}

export class WorkflowSim {
  private runs = 0;
  /** Uploaded artifacts: name -> folder. */
  readonly artifacts = new Map<string, string>();

  constructor(
    readonly remote: string,
    readonly server: GitHubServer,
    readonly opts: { agentCommand: string; gates: string[]; env?: Record<string, string> },
  ) {}

  env(runId: number, runnerTemp: string): Record<string, string> {
    return {
      ...this.server.env(),
      GITHUB_RUN_ID: String(runId),
      GITHUB_RUN_ATTEMPT: '1',
      RUNNER_TEMP: runnerTemp,
      RALPH_GITHUB_WRITE_SPACING: '0',
      ...this.opts.env,
    };
  }

  async schedule(runId: number): Promise<StepResult> {
    const ws = cloneFresh(this.remote);
    return runStep(
      { command: 'schedule' },
      { workspace: ws, env: this.env(runId, tempDir('ralph-runner-')) },
    );
  }

  /** One matrix job: checkout, download the retry context, run, one step per gate, record, upload. */
  async job(runId: number, entry: MatrixEntry): Promise<JobLog> {
    const ws = cloneFresh(this.remote);
    // actions/checkout with ref: matrix.checkout-ref
    if (entry['checkout-ref'] && entry['checkout-ref'] !== 'main')
      git(ws, 'checkout', '--quiet', entry['checkout-ref']);
    const temp = tempDir('ralph-runner-');
    const env = this.env(runId, temp);
    const artifact = entry['retry-artifact'] ? this.artifacts.get(entry['retry-artifact']) : undefined;
    if (artifact) cpSync(artifact, join(temp, 'ralph', 'previous'), { recursive: true });
    const task = { 'spec-id': entry.spec, 'task-id': entry.task };
    const run = await runStep(
      {
        command: 'run',
        ...task,
        ...(entry.base ? { 'base-branch': entry.base } : {}),
        agent: 'command',
        'agent-command': this.opts.agentCommand,
      },
      // The shipped workflow gives this step no token; here it gets one, to show that the
      // action itself keeps it from the agent.
      { workspace: ws, env, token: 'ghs_test' },
    );
    const gates: StepResult[] = [];
    if (run.outputs.outcome === 'done') {
      for (const gate of this.opts.gates) {
        const g = await runStep({ command: 'gate', gate, 'github-token': '' }, { workspace: ws, env });
        gates.push(g);
        if (g.exitCode !== 0) break; // a failed step skips the steps after it
      }
    }
    const record = await runStep({ command: 'record', ...task }, { workspace: ws, env, token: 'ghs_test' });
    const name = record.outputs['retry-artifact'];
    if (name && existsSync(join(temp, 'ralph', 'retry'))) {
      const keep = tempDir('ralph-artifact-');
      cpSync(join(temp, 'ralph', 'retry'), keep, { recursive: true });
      this.artifacts.set(name, keep);
      this.server.addArtifact({ name, runId });
    }
    return { entry, workspace: ws, env, run, gates, record };
  }

  async finalize(runId: number, inputs: Record<string, string> = {}): Promise<StepResult> {
    const ws = cloneFresh(this.remote);
    return runStep(
      { command: 'finalize', 'dispatch-next': 'true', ...inputs },
      { workspace: ws, env: this.env(runId, tempDir('ralph-runner-')), token: 'ghs_test' },
    );
  }

  /** A whole run: schedule, the matrix jobs in parallel, finalize. */
  async run(): Promise<RunLog> {
    const runId = ++this.runs;
    const schedule = await this.schedule(runId);
    if (schedule.exitCode !== 0) throw new Error(`schedule failed:\n${schedule.stdout}\n${schedule.stderr}`);
    const matrix = JSON.parse(schedule.outputs.matrix ?? '{"include":[]}') as { include: MatrixEntry[] };
    const jobs = await Promise.all(matrix.include.map((e) => this.job(runId, e)));
    for (const j of jobs) {
      if (j.record.exitCode !== 0 || j.run.exitCode !== 0)
        throw new Error(
          `job ${j.entry.task} failed:\n${j.run.stdout}\n${j.run.stderr}\n${j.record.stdout}\n${j.record.stderr}`,
        );
    }
    const finalize = await this.finalize(runId);
    if (finalize.exitCode !== 0) throw new Error(`finalize failed:\n${finalize.stdout}\n${finalize.stderr}`);
    return { runId, schedule, jobs, finalize };
  }
}
