// The action's command table (src/action/registry.ts) and action.yml say the same: every input
// is read by some command, every input a command reads is declared, the `command` input names
// each command, and an input's description names the commands that read it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { commandsSettings } from '../src/action/commands/index.js';
import { gateSettings } from '../src/action/gate.js';
import { Inputs } from '../src/action/inputs.js';
import { listenSettings } from '../src/action/listen.js';
import { planSettings } from '../src/action/plan.js';
import { recordSettings } from '../src/action/record.js';
import { COMMANDS, type Command, STEPS } from '../src/action/registry.js';
import { runSettings } from '../src/action/run.js';
import { scheduleSettings } from '../src/action/schedule.js';
import { setupSettings } from '../src/action/setup.js';
import { validateSettings } from '../src/action/validate.js';
import { finalizeSettings } from '../src/action/writer/context.js';
import { attemptArtifactName } from '../src/core/workflow/task-job.js';

const action = parse(readFileSync(join(import.meta.dirname, '..', 'action.yml'), 'utf8')) as {
  inputs: Record<string, { description: string }>;
};
const declared = Object.keys(action.inputs).filter((name) => name !== 'command');
const readers = (input: string) =>
  COMMANDS.filter((c) => (STEPS[c].inputs as readonly string[]).includes(input));

describe("action.yml and the action's command table", () => {
  it('declare the same inputs: each is read by some command, and each command reads only declared ones', () => {
    for (const input of declared) expect(readers(input), `action.yml input '${input}'`).not.toEqual([]);
    for (const command of COMMANDS)
      for (const input of STEPS[command].inputs)
        expect(declared, `the '${command}' command's input '${input}'`).toContain(input);
  });

  it("name the same commands, in the order a run takes them, in the 'command' input", () => {
    const description = action.inputs.command!.description;
    const listed = /^The step to run: ([^.]+)\./.exec(description)?.[1];
    expect(listed?.split(/, | or /)).toEqual(COMMANDS);
  });

  it("name, in an input's description, the commands that read it", () => {
    for (const input of declared) {
      // "run, plan: the model ..." names the commands; a description without such a prefix is
      // about every command that reads the input.
      const prefix = /^([a-z]+(?:, [a-z]+)*): /.exec(action.inputs[input]!.description)?.[1];
      if (prefix === undefined) continue;
      expect(prefix.split(', ').sort(), `action.yml input '${input}'`).toEqual(readers(input).sort());
    }
  });

  it('give every command a one-line summary', () => {
    for (const command of COMMANDS) expect(STEPS[command].summary, command).toMatch(/^[A-Z].*\.$/);
  });
});

/** Each step's settings, parsed from its inputs. */
const PARSERS: Record<Command, (inputs: Inputs) => unknown> = {
  listen: listenSettings,
  commands: commandsSettings,
  schedule: scheduleSettings,
  setup: setupSettings,
  run: runSettings,
  gate: gateSettings,
  record: recordSettings,
  finalize: finalizeSettings,
  plan: planSettings,
  validate: validateSettings,
};

const SHA = 'a'.repeat(40);
/** A value each input takes, as a workflow passes it. */
const VALUES: Record<string, string> = {
  plan: 'implementation.json',
  'spec-id': 'api',
  'task-id': 'api-1',
  run: 'npm ci',
  task: JSON.stringify({
    spec: 'api',
    task: 'api-1',
    attempt: 1,
    branch: 'ralph/api',
    base: 'main',
    start: SHA,
    'base-sha': SHA,
    'max-turns': 75,
    'timeout-minutes': 15,
    artifact: attemptArtifactName('api', 'api-1', 1),
    'retry-artifact': '',
    'retry-run-id': '',
  }),
  gates: '[]',
  matrix: '{"include":[]}',
  'task-result': 'success',
  attempts: 'attempts',
  'max-parallel': '2',
  'max-attempts': '3',
  'branch-prefix': 'ralph/',
  'base-branch': 'main',
  specs: 'specs/*.md',
  agent: 'claude',
  'agent-command': 'my-agent',
  model: 'a-model',
  'max-turns': '5',
  'timeout-minutes': '5',
  gate: 'test',
  'gate-command': 'npm test',
  'gate-required': 'false',
  'protected-paths': 'infra/, secrets.txt',
  'max-file-size': '5MB',
  transcript: 'full',
  'agent-user': 'false',
  network: 'python',
  'issue-number': '7',
  'auto-merge': 'true',
  'dispatch-next': 'true',
  'ralph-login': 'my-app[bot]',
  workflow: 'ralph.yml',
  'dry-run': 'true',
  'github-token': 'a-token',
};

const envName = (input: string) => `INPUT_${input.replace(/ /g, '_').toUpperCase()}`;

describe("each step's settings", () => {
  afterEach(() => {
    for (const input of Object.keys(VALUES)) delete process.env[envName(input)];
  });

  it('read every input the table gives the step, and no other', () => {
    expect(Object.keys(VALUES).sort()).toEqual([...declared].sort());
    for (const input of Object.keys(VALUES)) process.env[envName(input)] = VALUES[input];
    for (const command of COMMANDS) {
      const parse = PARSERS[command];
      const inputs = STEPS[command].inputs as readonly string[];
      expect(() => parse(new Inputs(command, inputs)), command).not.toThrow();
      // Without any one of its inputs, the step's parser reads one the table does not give it.
      for (const input of inputs)
        expect(
          () =>
            parse(
              new Inputs(
                command,
                inputs.filter((i) => i !== input),
              ),
            ),
          `${command} ${input}`,
        ).toThrow(
          `the '${command}' step reads the input '${input}', which src/action/registry.ts does not give it`,
        );
    }
  });

  it('name the input, its value and what it takes when it is wrong', () => {
    process.env[envName('max-attempts')] = 'three';
    expect(() => scheduleSettings(new Inputs('schedule', STEPS.schedule.inputs))).toThrow(
      `Invalid input 'max-attempts': "three". Expected a whole number.`,
    );
    process.env[envName('transcript')] = 'some';
    process.env[envName('task')] = VALUES.task;
    expect(() => runSettings(new Inputs('run', STEPS.run.inputs))).toThrow(
      `Invalid input 'transcript': "some". Expected one of: excerpt, full.`,
    );
    expect(() => setupSettings(new Inputs('setup', STEPS.setup.inputs))).toThrow(
      "The 'setup' command needs the input 'run': the shell line to run.",
    );
  });
});
