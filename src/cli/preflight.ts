// What the dry runs check before anything runs (`ralph build --dry-run`, `ralph init --dry-run`):
// that the agent's CLI is installed and, where Ralph can tell without a call, signed in; that
// every program each gate calls is here; and that the CI's task job sets up what each gate
// needs (core/workflow/task-job-needs.ts). Each missing thing is named with how to install it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { agentSignIn } from '../adapters/agents/signin.js';
import { toolCheck } from '../adapters/tool-check.js';
import type { Gate } from '../core/plan/plan.js';
import { gatePrograms } from '../core/workflow/gate-tools.js';
import { type GateNeed, gateNeeds, type TaskJob, taskJobOf } from '../core/workflow/task-job-needs.js';
import { installAdvice, installHint } from '../core/workflow/tool-install.js';
import { AGENT_SETUPS } from '../core/workflow/workflow.js';

/** One thing that would stop the run, said as "what: why; how to fix". */
export interface Blocker {
  what: string;
  why: string;
  fix: string;
}

/** The agent's CLI and sign-in: the lines to print and what blocks. */
export function agentReadiness(
  root: string,
  provider: string,
  agentCommand: string | undefined,
  env: NodeJS.ProcessEnv,
): { lines: string[]; blockers: Blocker[] } {
  const lines: string[] = [];
  const blockers: Blocker[] = [];
  if (provider === 'command') {
    const program = gatePrograms(agentCommand ?? '')[0];
    lines.push(`Agent: command \`${agentCommand ?? ''}\``);
    if (program === undefined) {
      lines.push('  program: none Ralph can look up (the shell runs the line)');
      return { lines, blockers };
    }
    const tool = toolCheck(root, program, env);
    lines.push(`  program: ${tool.text.split(' (install it')[0]}`);
    if (tool.missing !== undefined)
      blockers.push({
        what: 'the agent command',
        why: `\`${program}\` is not found on PATH`,
        fix: installAdvice(program),
      });
    lines.push('  sign-in: not checked (a command agent signs in its own way)');
    return { lines, blockers };
  }
  // Each built-in provider's CLI is named after it (claude, codex, gemini, opencode).
  const install = AGENT_SETUPS[provider]?.install;
  const cli = install !== undefined ? { file: provider, install } : undefined;
  lines.push(`Agent: ${provider}`);
  if (!cli) return { lines, blockers };
  const tool = toolCheck(root, cli.file, env);
  if (tool.missing !== undefined) {
    lines.push(`  CLI: ${cli.file} not found on PATH`);
    blockers.push({
      what: `the ${provider} agent`,
      why: `its CLI \`${cli.file}\` is not on PATH`,
      fix: `install it: \`${cli.install}\``,
    });
  } else lines.push(`  CLI: ${tool.text}`);
  const signIn = agentSignIn(provider, env);
  if (signIn) {
    const note =
      signIn.state === 'unknown'
        ? ' (Ralph cannot tell more without running it; the first attempt will)'
        : '';
    lines.push(`  sign-in: ${signIn.text}${note}`);
    if (signIn.state === 'missing')
      blockers.push({ what: `the ${provider} agent`, why: signIn.text, fix: signIn.fix ?? 'sign in' });
    else if (signIn.state === 'unknown' && signIn.fix) lines.push(`    if it is not: ${signIn.fix}`);
  }
  return { lines, blockers };
}

/**
 * The programs a gate calls after its first (toolCheck covers the first): the line to print
 * (undefined when it calls only one) and those missing here.
 */
export function otherPrograms(
  root: string,
  command: string,
  env: NodeJS.ProcessEnv,
): { line?: string; missing: string[] } {
  const programs = gatePrograms(command).slice(1);
  if (programs.length === 0) return { missing: [] };
  const missing: string[] = [];
  const parts = programs.map((p) => {
    const found = toolCheck(root, p, env).missing === undefined;
    if (!found) missing.push(p);
    return `${p} ${found ? 'found' : 'NOT found'}`;
  });
  return { line: `also calls: ${parts.join(', ')}`, missing };
}

/** "install it: ..." for a missing program, or the script advice for a missing package.json script. */
export function toolFix(missing: string): string {
  if (missing.startsWith('script '))
    return `add ${missing.replace(/ of package\.json$/, '')} to package.json`;
  return installAdvice(missing);
}

/** The task job of the workflow file at `path` (parsed), or why there is none. */
export function readTaskJob(path: string): { job?: TaskJob; note?: string } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return { note: 'no workflow yet' };
  }
  return taskJobFromText(text);
}

/** The task job of a workflow's text, or why there is none. */
export function taskJobFromText(text: string): { job?: TaskJob; note?: string } {
  try {
    const job = taskJobOf(parseYaml(text));
    return job ? { job } : { note: 'it has no task job (no step with `command: run`)' };
  } catch (e) {
    return { note: `it is not valid YAML (${(e as Error).message.split('\n')[0]})` };
  }
}

/**
 * What each gate needs that the CI's task job does not set up, as lines to print under a heading
 * (empty when nothing is missing) and the needs themselves.
 */
export function taskJobReport(
  gates: readonly Gate[],
  job: TaskJob | undefined,
  where: string,
  note?: string,
): { lines: string[]; needs: Array<GateNeed & { required: boolean }> } {
  if (!job) return { lines: [`\nIn CI: not checked: ${where}: ${note ?? 'no task job'}.`], needs: [] };
  const needs = gates.flatMap((g) =>
    gateNeeds(g, job).map((n) => ({ ...n, required: g.required !== false })),
  );
  if (needs.length === 0)
    return {
      lines: [
        `\nIn CI: the task job (${where}, job ${job.id}) sets up what every gate needs, as far as Ralph can tell.`,
      ],
      needs,
    };
  return {
    lines: [
      `\nIn CI: the task job (${where}, job ${job.id}) does not set up what ${needs.length === 1 ? 'a gate needs' : 'these gates need'}:`,
      ...needs.map(
        (n) => `  ${n.gate}${n.required ? '' : ' (not required)'}: needs ${n.need}\n    fix: ${n.fix}`,
      ),
    ],
    needs,
  };
}

/** Blockers as the lines of an error: one per thing, with its fix. */
export function blockerLines(blockers: readonly Blocker[]): string[] {
  return blockers.map((b) => `  - ${b.what}: ${b.why}; ${b.fix}`);
}

/**
 * The task job a dry run checks the gates against: the workflow at WORKFLOW_FILE when there is
 * one (what CI runs), else the one `render` writes (what `ralph init` would write).
 */
export function dryRunTaskJob(
  root: string,
  gates: readonly Gate[],
  render: () => string,
): ReturnType<typeof taskJobReport> {
  const path = join(root, WORKFLOW_FILE);
  const existing = readTaskJob(path);
  if (existing.note !== 'no workflow yet')
    return taskJobReport(gates, existing.job, WORKFLOW_FILE, existing.note);
  const { job, note } = taskJobFromText(render());
  return taskJobReport(gates, job, `the ${WORKFLOW_FILE} init would write`, note);
}

/** "  PROGRAM: install it: ..." for each program named in `missing` entries like `gate (program)`. */
export function installLines(missing: readonly string[]): string[] {
  const programs = new Set<string>();
  for (const m of missing) {
    const p = /\(([^()]+)\)$/.exec(m)?.[1];
    if (p && !p.startsWith('script ')) programs.add(p);
  }
  return [...programs].map((p) => `  ${p}: ${installAdvice(p)}`);
}

/** The workflow path relative to the root, where the dry runs read the task job. */
export const WORKFLOW_FILE = join('.github', 'workflows', 'ralph.yml');

export { installHint };
