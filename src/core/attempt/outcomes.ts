// The words an attempt is decided with, said once: how an agent run ended and what a gate run
// left behind. The agent adapter, the attempt artifact's schema and the verdict all use these,
// so a new outcome or a new gate field is added in one place.
import { z } from 'zod';

/** How an agent run ended, before any gate has looked at the work. */
export const AGENT_OUTCOMES = ['done', 'blocked', 'no_marker', 'timeout', 'crashed', 'rate_limited'] as const;
export type AgentOutcome = (typeof AGENT_OUTCOMES)[number];
export const AgentOutcomeSchema = z.enum(AGENT_OUTCOMES);

/** What an attempt record keeps of its agent run, besides how it ended. */
export interface AgentUsage {
  turns?: number;
  inputTokens?: number;
  outputTokens?: number;
  costUsd?: number;
  /** The agent provider, the model asked for (none: the CLI's default) and the prompt's size. */
  provider?: string;
  model?: string;
  promptBytes?: number;
}

/**
 * Those fields of an agent run (or of an attempt artifact's agent), and no other: the one list
 * of them, for `ralph build`, the run step (agentFacts) and the writer.
 */
export function agentUsage(a: AgentUsage | undefined): AgentUsage {
  return {
    turns: a?.turns,
    inputTokens: a?.inputTokens,
    outputTokens: a?.outputTokens,
    costUsd: a?.costUsd,
    provider: a?.provider,
    model: a?.model,
    promptBytes: a?.promptBytes,
  };
}

/** One run of a gate: what the gate runner returns and what the attempt artifact carries. */
export interface GateResult {
  name: string;
  command: string;
  required: boolean;
  passed: boolean;
  exitCode: number | null;
  timedOut: boolean;
  durationMs: number;
  /** The last lines of the gate's output (at most 8 KiB). */
  outputTail: string;
  logPath?: string;
  /**
   * Set when the failure is a setup problem (the gate's tool is missing), not the attempt's:
   * no attempt is recorded for it (core/attempt/baseline.ts, attemptSetupProblem).
   */
  setupProblem?: string;
}

/** What a gate run left behind, as far as deciding an attempt needs it. */
export type GateOutcome = Pick<
  GateResult,
  'name' | 'command' | 'required' | 'passed' | 'exitCode' | 'outputTail'
>;

/** One run of a gate, as far as judging it against its baseline needs it. */
export type GateRunLike = GateOutcome & Pick<GateResult, 'timedOut'>;

/** A gate's line in a pull request's body. */
export type GateResultLine = Pick<GateResult, 'name' | 'passed'> &
  Partial<Pick<GateResult, 'durationMs' | 'required'>>;

/**
 * A gate result as the attempt artifact holds it: written by a job that ran the agent's code,
 * so its shape is checked, and the fields only a local run has (the log's path) are left out.
 */
export const GateResultSchema = z.object({
  name: z.string(),
  command: z.string(),
  required: z.boolean(),
  passed: z.boolean(),
  exitCode: z.number().int().nullable(),
  outputTail: z.string().max(64_000),
  durationMs: z.number().optional(),
  timedOut: z.boolean().optional(),
}) satisfies z.ZodType<GateOutcome & Partial<Pick<GateResult, 'durationMs' | 'timedOut'>>>;
