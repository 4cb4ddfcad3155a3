// Untrusted output never reaches the runner as workflow commands (docs/ARCHITECTURE.md#trust): what the agent, a
// gate and a setup line print stands between `::stop-commands::TOKEN` and `::TOKEN::`, and
// Ralph's own lines that quote an agent's string cannot start a command. Checked three ways:
// the helper's output read by the runner emulation's command reader (runner-files.ts, which
// models actions/runner's ActionCommandManager: its parsing, stop-commands and resume); that
// reader against the runner's own unit-test cases; and the shipped workflow run by the runner
// emulation with an agent, a gate and a setup line that print every command a runner honours.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as core from '../src/adapters/actions-core.js';
import {
  printUntrusted,
  quote,
  stopToken,
  UntrustedOutput,
  untrustedMessage,
} from '../src/adapters/task-job/untrusted-log.js';
import type { Gate, Plan } from '../src/core/plan/plan.js';
import { renderWorkflow } from '../src/core/workflow/workflow.js';
import { type Flow, failures, sharedScript, startFlow } from './support/ralph-flow.js';
import { planJson } from './support/repo.js';
import type { JobRun, RunResult, StepRun } from './support/runner.js';
import {
  parseWorkflowCommand,
  splitOutputLines,
  type WorkflowCommand,
  WorkflowCommandReader,
} from './support/runner-files.js';
import { scriptedAgent } from './support/scripted-agent.js';

/** Every command the runner would honour in `text`, read line by line as the runner reads it. */
function honoured(text: string): WorkflowCommand[] {
  const reader = new WorkflowCommandReader();
  const { lines, rest } = splitOutputLines(text);
  const out: WorkflowCommand[] = [];
  for (const line of rest ? [...lines, rest] : lines) {
    const cmd = reader.read(line);
    if (cmd) out.push(cmd);
  }
  return out;
}

/** Output collected as a step's stdout. */
function sink() {
  const parts: string[] = [];
  return { write: (t: string) => parts.push(t), text: () => parts.join('') };
}

/** Lines a hostile agent, gate or setup script prints: every command a runner honours. */
const HOSTILE_LINES = [
  `${'x'.repeat(1000)} ##[warning]forged in a long line`,
  `a long line ${'y'.repeat(1000)}\r::error::forged after CR in a long line`,
  '::add-mask::done',
  '::add-mask::Ralph',
  '::stop-commands::x',
  '::notice::This attempt passed every gate',
  '::set-output name=outcome::done',
  '::set-output name=forged::1',
  '::error file=x::forged',
  '::warning::forged warning',
  '::group::forged group',
  '::endgroup::',
  '::save-state name=forged::1',
  '::debug::forged debug',
  '::echo::on',
  '::add-path::/tmp/forged',
  '##[error]forged legacy',
  '##[add-mask]gate',
  'progress 10%\r::notice::forged after CR',
  '   ::notice::forged indented',
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the runner emulation reads commands as actions/runner does', () => {
  // The cases of actions/runner's ActionCommandManagerL0 (StopProcessCommand*).
  it('stops at ##[stop-commands]TOKEN and resumes at ##[TOKEN], the legacy form', () => {
    expect(
      honoured(
        [
          '##[stop-commands]stopToken',
          '##[set-env name=foo]bar',
          '##[stopToken]',
          '##[set-env name=foo]bar',
        ].join('\n'),
      ).map((c) => c.command),
    ).toEqual(['stop-commands', 'set-env']);
  });

  it('resumes at ::TOKEN:: (letter case ignored, data after it allowed) and at ##[TOKEN] anywhere in a line', () => {
    const token = 'abcdefgh1234';
    expect(
      honoured(`::stop-commands::${token}\n::error::a\n::ABCDEFGH1234::\n::error::b\n`).map((c) => c.data),
    ).toEqual([token, 'b']);
    expect(
      honoured(`::stop-commands::${token}\ntext ##[${token}] more\n::error::c\n`).map((c) => c.data),
    ).toEqual([token, 'c']);
  });

  it('ignores a second stop-commands while stopped: its token does not resume, only the first one does', () => {
    const cmds = honoured(
      '::stop-commands::first-token\n::stop-commands::x\n::x::\n::error::still stopped\n::first-token::\n::error::after\n',
    );
    expect(cmds.map((c) => `${c.command}:${c.data}`)).toEqual(['stop-commands:first-token', 'error:after']);
  });

  it.each(['', 'stop-commands', 'set-env', 'pause-logging', 'Error'])(
    'refuses the stop token %j, as the runner does',
    (token) => {
      expect(() => new WorkflowCommandReader().read(`::stop-commands::${token}`)).toThrow(
        'You cannot use a endToken that is an empty string',
      );
    },
  );

  it('reads ##[name] anywhere in a line, ::name:: only at its start (after white space), registered names only', () => {
    expect(parseWorkflowCommand('some text ##[error]forged')).toMatchObject({
      command: 'error',
      data: 'forged',
    });
    expect(parseWorkflowCommand('  \t::warning file=a.ts,line=3::look')).toEqual({
      command: 'warning',
      properties: { file: 'a.ts', line: '3' },
      data: 'look',
    });
    expect(parseWorkflowCommand('text ::error::x')).toBeUndefined();
    expect(parseWorkflowCommand('::unknown::x')).toBeUndefined();
    expect(parseWorkflowCommand('::Error::x')).toMatchObject({ command: 'error' });
    expect(parseWorkflowCommand('::error::a%0Ab%25')).toMatchObject({ data: 'a\nb%' });
  });

  it('splits lines at LF, CR LF and a lone CR, as .NET StreamReader.ReadLine', () => {
    expect(splitOutputLines('a\rb\r\nc\nd\r')).toEqual({ lines: ['a', 'b', 'c'], rest: 'd\r' });
    expect(splitOutputLines('a\r\r\nb')).toEqual({ lines: ['a', ''], rest: 'b' });
  });
});

describe('untrusted output', () => {
  it('stands between ::stop-commands::TOKEN and ::TOKEN::: no line of it is a command, and what Ralph prints after it is', () => {
    const out = sink();
    printUntrusted(HOSTILE_LINES.join('\n'), out);
    out.write('::warning::Ralph speaks again\n');
    const cmds = honoured(out.text());
    expect(cmds.map((c) => c.command)).toEqual(['stop-commands', 'warning']);
    expect(cmds[0]!.data).toMatch(/^[0-9a-f]{64}$/);
    expect(cmds[1]!.data).toBe('Ralph speaks again');
    // The text itself is all there, `##[` defanged.
    expect(out.text()).toContain('::add-mask::done\n');
    expect(out.text()).toContain('##[\\error]forged legacy');
    expect(out.text()).not.toMatch(/##\[(?!\\)/);
  });

  it('takes a fresh token for each block, never the same, never from the text', () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const out = sink();
      printUntrusted('same text', out);
      tokens.add(honoured(out.text())[0]!.data);
    }
    expect(tokens.size).toBe(50);
    expect(stopToken()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('replaces the token where the text holds it, so that the text cannot end the block', () => {
    const out = sink();
    const stream = new UntrustedOutput(out);
    stream.write('first line\n');
    const token = honoured(out.text())[0]!.data;
    stream.write(`::${token}::\n::error::forged\nx ##[${token.toUpperCase()}]\n::error::forged again\n`);
    stream.close();
    out.write('::notice::Ralph\n');
    expect(honoured(out.text()).map((c) => c.command)).toEqual(['stop-commands', 'notice']);
    expect(out.text()).toContain('::***::\n');
  });

  it('keeps a chunk that ends mid-line until its line ends, and ends the block on a line of its own', () => {
    const out = sink();
    const stream = new UntrustedOutput(out);
    stream.write('::err');
    stream.write('or::forged\npartial ##');
    stream.write('[error]split');
    stream.close();
    stream.close();
    out.write('::notice::Ralph\n');
    expect(honoured(out.text()).map((c) => c.command)).toEqual(['stop-commands', 'notice']);
    expect(out.text()).toContain('partial ##[\\error]split\n::');
    // A block is opened only for output; a new write after close opens a new one.
    const empty = sink();
    new UntrustedOutput(empty).close();
    expect(empty.text()).toBe('');
    stream.write('more\n');
    stream.close();
    expect(honoured(out.text()).filter((c) => c.command === 'stop-commands')).toHaveLength(2);
  });

  it("cuts a line longer than 64 KB that never ends, so Ralph's next line still starts a line", () => {
    const out = sink();
    const stream = new UntrustedOutput(out);
    stream.write('z'.repeat(70_000));
    stream.close();
    out.write('::notice::Ralph\n');
    expect(honoured(out.text()).map((c) => c.command)).toEqual(['stop-commands', 'notice']);
  });

  it("quote(): an agent's string in Ralph's own line shows its control characters escaped, so it starts no line", () => {
    const reason =
      'stuck\n::error::forged\r::add-mask::Ralph \x1b[31mred\x1b[0m ##[error]legacy\u2028::notice::x';
    const line = `Agent outcome: blocked (${quote(reason)})`;
    expect(line).toBe(
      'Agent outcome: blocked (stuck\\n::error::forged\\r::add-mask::Ralph \\x1b[31mred\\x1b[0m ##[\\error]legacy\\u2028::notice::x)',
    );
    expect(honoured(`${line}\n`)).toEqual([]);
  });

  it('an annotation quoting gate output is one command line: @actions/core escapes CR and LF, Ralph defangs ##[ and escapes ESC', () => {
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    const tail = `${HOSTILE_LINES.join('\n')}\r\n\x1b[31mred\n`;
    core.error(untrustedMessage(`Gate check failed (exit 1): \`node gate.mjs\`\n${tail}`));
    vi.restoreAllMocks();
    const text = printed.join('');
    expect(splitOutputLines(text).lines).toHaveLength(1);
    const cmds = honoured(text);
    expect(cmds).toHaveLength(1);
    expect(cmds[0]!.command).toBe('error');
    expect(cmds[0]!.properties).toEqual({});
    // The message keeps the gate's lines for a person to read, CR LF as LF.
    expect(cmds[0]!.data).toContain('\n::add-mask::done\n::add-mask::Ralph\n');
    expect(cmds[0]!.data).toContain('\n##[\\error]forged legacy\n');
    expect(cmds[0]!.data).toContain('\\x1b[31mred');
    expect(cmds[0]!.data).not.toMatch(/[\r\x1b]/);
  });
});

// ---------------------------------------------------------------------------------------------
// The shipped workflow, run by the runner emulation
// ---------------------------------------------------------------------------------------------

/** The repository's hostile script: prints HOSTILE_LINES to stdout and stderr; as the gate, fails after the agent. */
const PRINT = `import { existsSync } from 'node:fs';
const text = ${JSON.stringify(`${HOSTILE_LINES.join('\n')}\n`)};
process.stdout.write(text);
process.stderr.write(text);
process.stdout.write('::notice::forged with no newline at the end');
if (process.argv[2] === 'gate' && existsSync('api-1.txt')) process.exitCode = 1;
`;

/** Commands Ralph never prints itself: any of them honoured came from untrusted output. */
const NEVER_RALPHS = ['add-mask', 'set-output', 'save-state', 'echo', 'add-path', 'set-env'];
const FORGED = /^(forged|This attempt passed every gate|done$|x$|1$|Ralph$|gate$|\/tmp\/forged)/;

/** Asserts that the runner honoured no command of the untrusted output in this step. */
function noForgedCommand(step: StepRun, where: string, tokens: Set<string>): void {
  for (const c of step.commands) {
    expect(NEVER_RALPHS, `${where}: ${c.command} ${c.data}`).not.toContain(c.command);
    expect(c.data, `${where}: ${c.command}`).not.toMatch(FORGED);
    if (c.command === 'stop-commands') {
      expect(c.data, where).toMatch(/^[0-9a-f]{64}$/);
      expect(tokens.has(c.data), `${where}: a token used twice`).toBe(false);
      tokens.add(c.data);
    }
    if (c.command === 'group') expect(c.data, where).not.toContain('forged');
  }
  for (const a of step.annotations) {
    expect(a.message, where).not.toMatch(FORGED);
    expect(a.message, where).not.toContain('`set-output` command is deprecated');
    expect(a.properties.file, where).toBeUndefined();
  }
  expect(step.outputs.forged, where).toBeUndefined();
}

function plan(gates: Gate[]): Plan {
  const task = (id: string) => ({ id, description: `Write ${id}.txt`, status: 'pending' as const });
  return {
    version: 1,
    gates,
    agent: scriptedAgent(),
    specs: [
      { id: 'api', name: 'API', priority: 1, tasks: [task('api-1')] },
      { id: 'idle', name: 'Idle', priority: 2, tasks: [task('idle-1')] },
      { id: 'stuck', name: 'Stuck', priority: 3, tasks: [task('stuck-1')] },
    ],
  };
}

const leg = (run: RunResult, id: string): JobRun =>
  run.jobs.find((j) => j.id === 'task' && j.matrix?.task === id)!;
const messages = (step: StepRun, level: string) =>
  step.annotations.filter((a) => a.level === level).map((a) => a.message);

/** The action as the runner runs it: dist/ (built by `npm run build`), or RALPH_ACTION_ROOT's. */
const actionRoot = process.env.RALPH_ACTION_ROOT ? { actionRoot: process.env.RALPH_ACTION_ROOT } : undefined;

let flow: Flow | undefined;
afterEach(async () => {
  await flow?.close();
  flow = undefined;
});

describe('the task job and the writer, with an agent, a gate and a setup line that print workflow commands', () => {
  it.each(['excerpt', 'full'] as const)(
    'transcript: %s: no command of theirs is honoured, and Ralph is still heard after them',
    {
      timeout: 240_000,
    },
    async (transcript) => {
      const sh = 'node print.mjs';
      const script = sharedScript({
        // Works, prints it all, and claims done: the gate then fails.
        'api-1': [{ write: { 'api-1.txt': 'fn api() {}\n' }, sh, marker: 'done' }],
        // Prints it all and claims done having changed nothing: Ralph rejects the claim.
        'idle-1': [{ sh, marker: 'done' }],
        // Blocked, with a reason that tries a command of its own in Ralph's lines.
        'stuck-1': [{ sh, marker: 'blocked:##[error]forged reason ::add-mask::Ralph' }],
      });
      const gates: Gate[] = [{ name: 'check', command: 'node print.mjs gate' }];
      let workflow = renderWorkflow({
        gates,
        agent: 'command',
        setupSteps: [{ name: 'Install', run: 'node print.mjs setup', repoCode: true }],
      });
      if (transcript === 'full') {
        const at = workflow.indexOf('          command: run\n');
        expect(at).toBeGreaterThan(0);
        workflow = `${workflow.slice(0, at)}          command: run\n          transcript: full\n${workflow.slice(at + '          command: run\n'.length)}`;
      }
      flow = await startFlow({
        files: { 'implementation.json': planJson(plan(gates)), 'print.mjs': PRINT },
        gates,
        workflow,
        env: { AGENT_SCRIPT: script },
        runner: actionRoot,
      });
      const r = await flow.run('schedule');
      expect(r.job('finalize').result, failures(r)).toBe('success');
      const api = leg(r, 'api-1');
      const idle = leg(r, 'idle-1');
      const stuck = leg(r, 'stuck-1');

      // The run step printed the agent's last lines, or all of them.
      expect(api.step('run').stdout.includes("the log shows its last lines (input 'transcript: full'")).toBe(
        transcript === 'excerpt',
      );
      // The untrusted lines did reach the log, as text: each step printed them.
      for (const [job, step] of [
        [api, 'Install'],
        [api, 'run'],
        [api, 'gate-check'],
        [idle, 'run'],
        [stuck, 'run'],
      ] as const) {
        const out = job.step(step).stdout + job.step(step).stderr;
        expect(out, `${job.matrix?.task} ${step}`).toContain('::add-mask::done');
        expect(out, `${job.matrix?.task} ${step}`).toContain('::notice::This attempt passed every gate');
        expect(out, `${job.matrix?.task} ${step}`).toContain('##[\\error]forged legacy');
      }

      // No annotation, mask, output, group or state of theirs, in any step of any job.
      const tokens = new Set<string>();
      for (const job of r.jobs)
        for (const step of job.steps) noForgedCommand(step, `${job.name} / ${step.name}`, tokens);
      expect(tokens.size).toBeGreaterThanOrEqual(5);

      // Ralph's own commands after their output are honoured: outputs, groups closed, warnings.
      expect(api.step('run').outputs.outcome).toBe('done');
      expect(api.step('run').stdout).toMatch(/Agent outcome: done; 1 file changed/);
      expect(api.step('run').commands.at(-1)?.command).not.toBe('stop-commands');
      expect(api.step('run').commands.filter((c) => c.command === 'endgroup').length).toBeGreaterThanOrEqual(
        2,
      );
      expect(api.step('gate-check').outputs['gate-passed']).toBe('false');
      const gateErrors = messages(api.step('gate-check'), 'error');
      expect(gateErrors).toHaveLength(1);
      // Its failing line at most; never a line of its output shaped like a command (the whole
      // output is in the step's log, framed).
      expect(gateErrors[0]).toMatch(/^Gate check failed \(exit 1\) in [\d.]+s: `node print\.mjs gate`/);
      expect(gateErrors[0]).toMatch(/Its output is in this step's log\.$/);
      expect(gateErrors[0]).not.toContain('::add-mask::');
      expect(api.step('gate-check').stdout).toContain('::add-mask::done');
      expect(api.step('record').outputs.outcome).toBe('gate_failed');
      expect(messages(api.step('record'), 'warning').join('\n')).toMatch(/^api-1 attempt 1: gate_failed/);
      expect(idle.step('run').outputs.outcome).toBe('rejected');
      expect(messages(idle.step('run'), 'warning')).toContain('the agent claimed done but changed no file');
      expect(stuck.step('run').outputs.outcome).toBe('blocked');
      // The blocked reason, in Ralph's own line, shows `##[` defanged: no annotation, no mask.
      expect(stuck.step('run').stdout).toContain(
        'Agent outcome: blocked (##[\\error]forged reason ::add-mask::Ralph)',
      );
      expect(messages(stuck.step('record'), 'warning').join('\n')).toMatch(/^stuck-1 attempt 1: blocked/);
      // The writer prints the reason in its record line: no command there either.
      expect(r.job('finalize').step('Record, squash, pull requests').stdout).toContain(
        'stuck-1: blocked (##[\\error]forged reason ::add-mask::Ralph)',
      );
    },
  );
});
