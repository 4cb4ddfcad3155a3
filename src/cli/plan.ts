// `ralph plan`: the agent turns the markdown specs into tasks, Ralph validates its answer
// (retrying with the problems injected) and merges it into implementation.json.

import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { loadPlan, serializePlan } from '../adapters/plan-file.js';
import { findProjectRoot, locatePlan, resolvePlanPath } from '../adapters/project-root.js';
import { planAgent } from '../core/agent-routing.js';
import {
  DEFAULT_PLAN_ATTEMPTS,
  DEFAULT_SPECS_GLOB,
  describeAgentEnd,
  PlanModeError,
  type PlanModeEvent,
  type PlanModeResult,
  planWithAgent,
} from '../engine/plan-mode.js';
import { type Command, intOption, PLAN_OPTION, stringOption, UsageError } from './command.js';

export const planCommand: Command = {
  name: 'plan',
  about: `Gives the agent the markdown specs with a plan prompt and takes the plan it answers
with (as JSON, in .ralph/plan/output.json or in a \`\`\`json block). The answer is checked
against the schema and the plan rules; when it has problems the agent runs again with
those problems in its prompt, up to --max-attempts. The valid answer is merged into
the plan: existing specs and tasks keep their ids, statuses, attempts and comments,
new ones are added, and a task gone from its spec is reported and kept (unless
--prune). Nothing is written when no valid plan comes back. Logs: .ralph/logs/plan/.`,
  options: {
    specs: {
      type: 'string',
      value: 'GLOB',
      help: `the markdown specs, relative to the project root; "*" and "**" work, several patterns separated by commas (default ${DEFAULT_SPECS_GLOB})`,
    },
    agent: {
      type: 'string',
      value: 'PROVIDER',
      help: "claude, codex, gemini, opencode or command (default: the plan's agent.provider, else claude)",
    },
    'agent-command': {
      type: 'string',
      value: 'CMD',
      help: "for --agent command: the command line; the prompt arrives on stdin (default: the plan's agent.command)",
    },
    model: { type: 'string', value: 'NAME', help: 'the model to ask the agent for' },
    'max-attempts': {
      type: 'string',
      value: 'N',
      help: `agent runs before giving up (default ${DEFAULT_PLAN_ATTEMPTS})`,
    },
    prune: { type: 'boolean', help: 'drop tasks that disappeared from their spec' },
    'dry-run': { type: 'boolean', help: 'print the merged plan, write nothing' },
    ...PLAN_OPTION,
  },
  async run(ctx) {
    const planPath = resolvePlanPath(ctx.cwd, stringOption(ctx, 'plan'));
    const planAt = locatePlan(findProjectRoot(ctx.cwd), planPath);
    // A broken plan stops here with one line per problem, before any agent runs.
    const existing = existsSync(planPath) ? loadPlan(planPath).plan : undefined;
    const agent = planAgent(existing, {
      provider: stringOption(ctx, 'agent'),
      command: stringOption(ctx, 'agent-command'),
      model: stringOption(ctx, 'model'),
    });
    const { provider, command: agentCommand } = agent;
    if (provider === 'command' && !agentCommand)
      throw new UsageError('--agent command needs --agent-command CMD (or agent.command in the plan)');
    const dryRun = Boolean(ctx.values['dry-run']);
    const prune = Boolean(ctx.values.prune);

    const controller = new AbortController();
    const onSigint = () => {
      ctx.err('\nralph: stopping the agent; nothing is written');
      controller.abort();
      process.off('SIGINT', onSigint);
    };
    process.on('SIGINT', onSigint);
    let result: PlanModeResult;
    try {
      result = await planWithAgent({
        planAt,
        specsGlob: stringOption(ctx, 'specs'),
        provider,
        agentCommand,
        model: agent.model,
        maxAttempts: intOption(ctx, 'max-attempts'),
        prune,
        dryRun,
        env: ctx.env,
        signal: controller.signal,
        onEvent: (e) => progress(e, ctx.err),
      });
    } catch (e) {
      if (e instanceof PlanModeError) throw new UsageError(e.message);
      throw e;
    } finally {
      process.off('SIGINT', onSigint);
    }

    const shown = relative(ctx.cwd, planPath) || planPath;
    if (dryRun) {
      ctx.out(serializePlan(result.plan).trimEnd());
      ctx.err(planReport(result, prune, `${shown} (dry run: not written)`));
    } else {
      const where = result.written
        ? `wrote ${shown}`
        : `${shown} unchanged (the merged plan is the same as the plan)`;
      ctx.out(planReport(result, prune, where));
    }
    return 0;
  },
};

function progress(e: PlanModeEvent, err: (text: string) => void): void {
  switch (e.type) {
    case 'specs':
      err(`Planning from ${e.files.length} spec${e.files.length === 1 ? '' : 's'}: ${e.files.join(', ')}`);
      break;
    case 'attempt':
      err(`Attempt ${e.attempt}/${e.maxAttempts}: running the ${e.provider} agent...`);
      break;
    case 'agent':
      err(`Attempt ${e.attempt}: the agent ${describeAgentEnd(e)} after ${Math.round(e.durationMs / 1000)}s`);
      break;
    case 'problems':
      err(
        `Attempt ${e.attempt}: the answer is not a valid plan (${e.problems.length} problem${e.problems.length === 1 ? '' : 's'}):\n${e.problems.map((p) => `  ${p}`).join('\n')}`,
      );
      break;
    case 'note':
      err(`note: ${e.text}`);
      break;
    case 'output':
      break;
  }
}

/** What the merge did, one line each for added, kept and removed tasks. */
export function planReport(r: PlanModeResult, prune: boolean, where: string): string {
  const list = (ids: string[]) => {
    if (ids.length === 0) return '';
    const shown = ids.slice(0, 20).join(', ');
    return `: ${shown}${ids.length > 20 ? `, and ${ids.length - 20} more` : ''}`;
  };
  const lines = [
    `Planned ${r.specFiles.length} spec${r.specFiles.length === 1 ? '' : 's'} in ${r.attempts} attempt${r.attempts === 1 ? '' : 's'}; ${where}`,
    `${r.added.length} added${list(r.added)}`,
    `${r.kept.length} kept (status, attempts and comments unchanged)${list(r.kept)}`,
  ];
  if (r.removed.length > 0)
    lines.push(
      prune
        ? `${r.removed.length} removed (--prune)${list(r.removed)}`
        : `${r.removed.length} no longer in their spec, kept in the plan (--prune drops them)${list(r.removed)}`,
    );
  return lines.join('\n');
}
