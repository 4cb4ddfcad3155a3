// The shapes detection works with: the project as a reader sees it, what detection proposes,
// and the Ecosystem each build system's detector returns.
import type { Gate } from '../plan/plan.js';
import type { WorkflowOptions } from '../workflow/workflow.js';
import type { CiCommand } from './ci.js';
import type { Json } from './ci-expr.js';
import type { JobRow } from './ci-transplant.js';

export type ProjectKind =
  | 'node'
  | 'rust'
  | 'go'
  | 'python'
  | 'maven'
  | 'gradle'
  | 'dotnet'
  | 'deno'
  | 'make'
  | 'unknown';

export type SetupStep = NonNullable<WorkflowOptions['setupSteps']>[number];

/** The project as detection sees it. Paths are relative to the project root, with `/`. */
export interface ProjectReader {
  /** Names of the files and directories in a directory (the root when `dir` is omitted or ''). */
  list(dir?: string): readonly string[];
  /** The text of a file, or undefined when there is none (or it cannot be read). */
  read(path: string): string | undefined;
}

/** A gate `ralph init` proposes: always says where it came from. */
export type ProposedGate = Gate & { source: string };

export interface DetectedProject {
  kind: ProjectKind;
  /** In the order they should run: the CI's order, else the fast, likely-to-fail ones first. */
  gates: ProposedGate[];
  /** Workflow steps that prepare the project before the agent and the gates run. */
  setupSteps: SetupStep[];
  /** One line per finding, for the user: where the gates came from, what was skipped. */
  notes: string[];
  /** The CI's jobs: kept (with the leg chosen), optional or left out, each with its reason. */
  jobs?: JobRow[];
  /** The services the kept jobs start, for the task job. */
  services?: Record<string, Json>;
  /** Env of the kept steps that reads a service's port (`${{ job.services.redis.ports['6379'] }}`), as written. */
  servicePorts?: Record<string, string>;
}

export type PackageManager = 'npm' | 'pnpm' | 'yarn' | 'bun';

/** What an ecosystem's detection gives, plus how it reads one CI command. */
export interface Ecosystem {
  kind: ProjectKind;
  gates: ProposedGate[];
  setupSteps: SetupStep[];
  notes: string[];
  /**
   * A CI command as a gate (its name and the command to run), 'setup' for an install or a tool
   * set-up line, undefined when it is not a command this ecosystem knows.
   */
  classify(command: string): { name: string; command: string } | 'setup' | undefined;
  /** Why a CI command is not taken as a gate although `classify` knows it (a nightly-only job). */
  skip?(command: CiCommand): string | undefined;
  /** Gates the CI runs through a runner of this ecosystem (tox), in the CI's order. */
  ciGates?: ProposedGate[];
  /** Gate names the CI runs through such a runner, and how (for a note). */
  covered?: Map<string, string>;
}

/** A gate from the build files; `configOnly` names the config that alone suggested it. */
export type FileGate = ProposedGate & { configOnly?: string };

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
