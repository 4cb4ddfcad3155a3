// What travels between the jobs of a run (docs/ARCHITECTURE.md#trust). The schedule job (read-only, runs no
// agent) decides each task job's anchors and hands them on as the matrix entry; the task job
// (runs the agent and the gates, holds no write credential) hands back one attempt artifact;
// the writer job trusts the anchors, and takes from the artifact only what an untrusted job
// may say: the agent's outcome, the gate results and a patch it validates itself.
import { z } from 'zod';
import { PROVIDER_NAMES } from '../agent-routing.js';
import { AgentOutcomeSchema, agentUsage, GateResultSchema } from '../attempt/outcomes.js';
import { RalphError } from '../errors.js';
import type { Plan } from '../plan/plan.js';
import { isDone } from '../plan/plan-basics.js';
import { unsafeIdReason } from '../plan/problem.js';
import { findTask } from '../prompt/prompt.js';

const sha = z.string().regex(/^[0-9a-f]{40}$/, 'a full commit sha');
const id = z.string().superRefine((value, ctx) => {
  const unsafe = unsafeIdReason(value);
  if (unsafe) ctx.addIssue({ code: 'custom', message: unsafe });
});

/** One matrix entry: a task job's anchors. */
export const MatrixEntrySchema = z.object({
  spec: id,
  task: id,
  /** The attempt's number: the task's attempts on its branch so far, plus one. */
  attempt: z.number().int().positive(),
  branch: z.string().min(1),
  base: z.string().min(1),
  /** The commit the job checks out: the spec branch's tip, or the base's when the branch is new. */
  start: sha,
  /** The base's tip when scheduled; merged into `start` first when `start` does not contain it. */
  'base-sha': sha,
  complexity: z.string().optional(),
  'max-turns': z.number().int().positive(),
  'timeout-minutes': z.number().positive(),
  'job-timeout-minutes': z.number().positive().optional(),
  /** The name this attempt's artifact is uploaded under. */
  artifact: z.string().min(1),
  /** The previous attempt's artifact and run, for its retry context ('' when none). */
  'retry-artifact': z.string(),
  'retry-run-id': z.union([z.string(), z.number()]).transform(String),
  /**
   * The leg's agent as the schedule job resolved it (agent-routing.ts): the provider whose CLI
   * the job installs and runs, and the model ('' for the CLI's default). Absent in a matrix
   * written by an older Ralph: the task job then resolves them from the plan.
   */
  provider: z.enum(PROVIDER_NAMES).optional(),
  model: z.string().max(200).optional(),
});
export type MatrixEntry = z.infer<typeof MatrixEntrySchema>;

export const MatrixSchema = z.object({ include: z.array(MatrixEntrySchema) });

/** Parses a matrix entry (the `task` input: `toJSON(matrix)`); the message names what is wrong. */
export function parseMatrixEntry(text: string, where: string): MatrixEntry {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new RalphError(
      `${where} is not JSON (${(err as Error).message}); pass \`\${{ toJSON(matrix) }}\`.`,
    );
  }
  const r = MatrixEntrySchema.safeParse(value);
  if (!r.success)
    throw new RalphError(
      `${where} is not a Ralph matrix entry: ${r.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')}. Pass \`\${{ toJSON(matrix) }}\` from the schedule job's matrix.`,
    );
  return r.data;
}

export function parseMatrix(text: string, where: string): MatrixEntry[] {
  let value: unknown;
  try {
    value = JSON.parse(text || '{"include":[]}');
  } catch (err) {
    throw new RalphError(`${where} is not JSON (${(err as Error).message}).`);
  }
  const r = MatrixSchema.safeParse(value);
  if (!r.success)
    throw new RalphError(
      `${where} is not Ralph's matrix: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}. Pass the schedule job's \`matrix\` output.`,
    );
  return r.data.include;
}

export { ATTEMPT_ARTIFACT_PATTERN, attemptArtifactName, SCHEDULE_ARTIFACT } from './artifact-names.js';

/**
 * `attempt.json` in the attempt artifact. Everything in it was written by a job that ran the
 * agent's code: the writer checks its shape, takes the identity of the attempt from the matrix
 * entry, and never a path, a commit or a command from here.
 */
export const AttemptReportSchema = z.object({
  version: z.literal(1),
  spec: z.string(),
  task: z.string(),
  attempt: z.number().int(),
  /** The run step found this attempt already recorded on the spec branch (a re-run): nothing ran. */
  alreadyRecorded: z.boolean().optional(),
  /** The run step stopped before the agent ran (a configuration error): no attempt to record. */
  setupError: z.string().max(2_000).optional(),
  startedAt: z.string().max(40),
  finishedAt: z.string().max(40),
  agent: z.object({
    outcome: AgentOutcomeSchema,
    reason: z.string().max(8_000).optional(),
    interrupted: z.boolean().optional(),
    exitCode: z.number().int().nullable(),
    durationMs: z.number().nonnegative(),
    turns: z.number().int().nonnegative().optional(),
    inputTokens: z.number().int().nonnegative().optional(),
    outputTokens: z.number().int().nonnegative().optional(),
    costUsd: z.number().nonnegative().optional(),
    /** The provider, the model asked for and the prompt's size, for `ralph report`. */
    provider: z.string().max(100).optional(),
    model: z.string().max(200).optional(),
    promptBytes: z.number().int().nonnegative().optional(),
  }),
  claimProblems: z.array(z.string().max(2_000)).max(50),
  gates: z.array(GateResultSchema).max(100),
  /** Whether `work.patch` beside it holds the attempt's change (git diff --binary). */
  patch: z.boolean(),
});
export type AttemptReport = z.infer<typeof AttemptReportSchema>;

export const ATTEMPT_FILES = {
  report: 'attempt.json',
  patch: 'work.patch',
  retry: 'retry.json',
  transcript: 'transcript.log',
} as const;

/**
 * Why a matrix entry's attempt needs no more work: the spec branch's plan records it, or the
 * task is finished or blocked there. The task job then runs no agent and the writer records
 * nothing (a re-run of either), judged by the branch alone, never by an artifact.
 */
export function recordedOnBranch(
  plan: Plan,
  entry: Pick<MatrixEntry, 'task' | 'attempt' | 'branch'>,
): string | undefined {
  const task = findTask(plan, entry.task)?.task;
  if (!task) return undefined;
  if (task.attempts?.some((a) => a.number === entry.attempt))
    return `attempt ${entry.attempt} of ${entry.task} is recorded on ${entry.branch} already`;
  if (isDone(task.status) || task.status === 'blocked')
    return `${entry.task} is ${task.status} on ${entry.branch} already`;
  return undefined;
}

/** What an attempt record says of its agent run. */
export type AgentFacts = AttemptReport['agent'];

/**
 * Those facts of an agent run, and no other field: the run step keeps them for the record step,
 * which puts them in the attempt artifact.
 */
export function agentFacts(a: AgentFacts): AgentFacts {
  return {
    outcome: a.outcome,
    reason: a.reason,
    interrupted: a.interrupted,
    exitCode: a.exitCode,
    durationMs: a.durationMs,
    ...agentUsage(a),
  };
}
