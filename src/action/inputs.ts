// How a step reads its inputs: the parsing rules, written once (after actions/checkout's
// input-helper). Each step declares its inputs in the registry (registry.ts) and parses its own
// settings from them at its start, so bad input fails the step before it does anything, with an
// error naming the input, its value and what it takes. A step that reads an input the registry
// does not give it is a bug in Ralph: the registry, action.yml and the steps cannot drift.
import { resolve } from 'node:path';
import * as core from '../adapters/actions-core.js';
import { locatePlan } from '../adapters/project-root.js';
import type { SandboxInputs, TaskJobInputs } from '../adapters/task-job/index.js';
import { DEFAULT_MAX_FILE_SIZE, parseFileSize } from '../core/attempt/patch-rules.js';
import { bug, RalphError } from '../core/errors.js';
import type { PlanLocation } from '../core/plan/location.js';

/** The `agent-user` input: run the agent and the gates as an unprivileged user. */
export type AgentUserSetting = 'auto' | 'true' | 'false';

/**
 * What the task job's plumbing (adapters/task-job: the private repository, the agent user) reads
 * of a step's settings: the setup, run, gate and record steps' settings each hold it.
 */
export interface TaskJobSettings extends TaskJobInputs {
  plan: PlanLocation;
  agentUser: AgentUserSetting;
}

/** A task job step that runs the repository's code in the sandbox (setup, run, gate): its network too. */
export interface SandboxSettings extends TaskJobSettings, Omit<SandboxInputs, 'agentUser'> {}

/** The step's inputs, read as the runner passes them (`INPUT_<NAME>`). */
export class Inputs {
  constructor(
    /** The step, for errors: the `command` input. */
    readonly command: string,
    private readonly declared: readonly string[],
  ) {}

  /** The raw value ('' when not given); only an input the registry gives this step. */
  raw(name: string): string {
    if (!this.declared.includes(name))
      throw bug(
        `the '${this.command}' step reads the input '${name}', which src/action/registry.ts does not give it`,
      );
    return core.getInput(name);
  }

  /** The value, or undefined when it is empty. */
  text(name: string): string | undefined {
    const v = this.raw(name);
    return v === '' ? undefined : v;
  }

  /** The value; the step cannot go on without it. */
  required(name: string, what: string): string {
    const v = this.raw(name);
    if (v === '') throw new RalphError(`The '${this.command}' command needs the input '${name}': ${what}.`);
    return v;
  }

  /** A whole number, or undefined when empty. */
  int(name: string): number | undefined {
    const raw = this.raw(name);
    if (raw === '') return undefined;
    if (!/^\d+$/.test(raw))
      throw new RalphError(`Invalid input '${name}': "${raw}". Expected a whole number.`);
    return Number(raw);
  }

  /**
   * A boolean input, with `fallback` when it is empty. A workflow passes an input it names in
   * `with:` even when its expression is empty (`${{ inputs.dry-run }}` on a `schedule` event,
   * whose `inputs` context is empty), and the runner then does not apply action.yml's default:
   * an empty value must mean the default here, not an error.
   */
  bool(name: string, fallback: boolean): boolean;
  bool(name: string, fallback?: undefined): boolean | undefined;
  bool(name: string, fallback?: boolean): boolean | undefined {
    const raw = this.raw(name);
    if (raw === '') return fallback;
    if (/^(true|True|TRUE)$/.test(raw)) return true;
    if (/^(false|False|FALSE)$/.test(raw)) return false;
    throw new RalphError(
      `Invalid input '${name}': "${raw}". Expected true or false (or nothing, for ${fallback ?? "the step's default"}).`,
    );
  }

  /** One of `values`, `fallback` when empty. */
  oneOf<T extends string>(name: string, values: readonly T[], fallback: T): T {
    const raw = this.raw(name);
    if (raw === '') return fallback;
    if (!(values as readonly string[]).includes(raw))
      throw new RalphError(`Invalid input '${name}': "${raw}". Expected one of: ${values.join(', ')}.`);
    return raw as T;
  }

  /** A list separated by newlines or commas, each item trimmed, empty items dropped. */
  list(name: string): string[] {
    return this.raw(name)
      .split(/[\n,]/)
      .map((p) => p.trim())
      .filter(Boolean);
  }

  /** A file size in bytes (`max-file-size`: 1048576, 500KB, 5MB); the default when empty. */
  fileSize(name: string): number {
    const raw = this.raw(name);
    return raw === '' ? DEFAULT_MAX_FILE_SIZE : parseFileSize(raw, `Invalid input '${name}'`);
  }

  /** The workspace: GITHUB_WORKSPACE, else the current directory. */
  workspace(): string {
    return process.env.GITHUB_WORKSPACE ?? process.cwd();
  }

  /** The plan file (the `plan` input, relative to the workspace), located once for the step. */
  plan(workspace = this.workspace()): PlanLocation {
    return locatePlan(workspace, resolve(workspace, this.raw('plan') || 'implementation.json'));
  }

  /** The settings the task job's plumbing reads (TaskJobSettings). */
  taskJob(): TaskJobSettings {
    const workspace = this.workspace();
    return {
      workspace,
      plan: this.plan(workspace),
      agentUser: this.oneOf('agent-user', ['auto', 'true', 'false'], 'auto'),
    };
  }

  /** The settings of a step that runs the repository's code in the sandbox (SandboxSettings). */
  sandboxed(): SandboxSettings {
    return { ...this.taskJob(), network: this.raw('network') };
  }

  /** Spec branches are `<prefix><spec-id>` (`branch-prefix`). */
  branchPrefix(): string {
    return this.raw('branch-prefix') || 'ralph/';
  }
}
