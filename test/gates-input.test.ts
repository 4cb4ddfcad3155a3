// The task job's `gates` input (adapters/task-job/job-state.ts gatesInput): checked against the plan's shape
// without loading zod, and a wrong one explained with zod's issues, as before.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gatesInput } from '../src/adapters/task-job/job-state.js';
import { GateSchema } from '../src/core/plan/plan.js';

const VALID = [
  [],
  [{ name: 'test', command: 'npm test' }],
  [
    {
      name: 'lint',
      command: 'npm run lint',
      required: false,
      timeout: '5m',
      baseline: 'no-new-failures',
      workingDirectory: 'web',
      shell: 'bash -e {0}',
      extra: 'a key a user added',
    },
    { name: 'two', command: 'true', timeout: 90 },
  ],
];
const INVALID = [
  {},
  'npm test',
  [{ name: 'test' }],
  [{ name: '', command: 'x' }],
  [{ name: 'a', command: 'x', timeout: '5 minutes' }],
  [{ name: 'a', command: 'x', timeout: -1 }],
  [{ name: 'a', command: 'x', workingDirectory: '../out' }],
  [{ name: 'a', command: 'x', shell: 'zsh' }],
  [{ name: 'a', command: 'x', baseline: 'sometimes' }],
  [{ name: 'a', command: 'x', required: 'yes' }],
  [null],
];

describe('the gates input', () => {
  it('takes what the plan schema takes, as it is', async () => {
    for (const value of VALID) {
      expect(z.array(GateSchema).safeParse(value).success).toBe(true);
      expect(await gatesInput(JSON.stringify(value), 'gate')).toEqual(value);
    }
  });

  it("refuses what the plan schema refuses, quoting zod's issues", async () => {
    for (const value of INVALID) {
      const r = z.array(GateSchema).safeParse(value);
      expect(r.success).toBe(false);
      const issues = r.error!.issues.map((i) => `[${i.path.join('.')}] ${i.message}`).join('; ');
      await expect(gatesInput(JSON.stringify(value), 'gate')).rejects.toThrow(
        `The input 'gates' is not a list of gates: ${issues}.`,
      );
    }
  });

  it('names the input when it is missing or not JSON', async () => {
    await expect(gatesInput(undefined, 'record')).rejects.toThrow(
      "The 'record' command needs the input 'gates'",
    );
    await expect(gatesInput('{', 'gate')).rejects.toThrow("The input 'gates' is not JSON (");
  });
});
