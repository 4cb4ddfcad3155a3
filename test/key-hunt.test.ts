// The model key stays with Ralph (issue 30), shown on the workflow Ralph ships: the runner
// emulation runs the task job as GitHub-hosted runners do (every step as `runner`, with
// passwordless sudo), the job's secret ANTHROPIC_API_KEY in the agent step's environment and in
// a gate's. A hostile `command` agent and a hostile gate (test/agents/key-hunt.mjs) look for
// the key in their environment, in /proc (every process's environ and cmdline they can read),
// in their home, the work tree and the temporary folders, and find nothing; yet the agent's
// model call, through the base URL and the placeholder key Ralph gave it, reaches the model
// stand-in, which accepts only the real key: Ralph's key proxy added it.
//
// What this does not model: the real API (the stand-in accepts the key a gateway would), the
// step's network namespace (another part of issue 30: with it, the agent reaches the proxy
// through the sandbox's forward), and a real GitHub runner's VM and process tree.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../src/core/plan/plan.js';
import { startAnthropicStandIn } from './support/model-standins/anthropic.js';
import type { StandIn } from './support/model-standins/common.js';
import { type Flow, failures, REPO_ROOT, startFlow } from './support/ralph-flow.js';
import { planJson } from './support/repo.js';
import type { RunResult } from './support/runner.js';

const HUNT = readFileSync(join(import.meta.dirname, 'agents', 'key-hunt.mjs'), 'utf8');
const KEY = `sk-ant-hunt-${randomBytes(16).toString('hex')}`;

const PKG = { name: 'hunted', version: '1.0.0', private: true };

interface Hunt {
  way: string;
  uid: number;
  looked: { env: number; proc: number; files: number };
  found: string[];
  model?: { status?: number; body?: string; error?: string };
  base?: string;
}

/** The shipped workflow with the command agent, and the key as the job's secret in the agent's and the gate's steps. */
function workflowWithKey(): string {
  const shipped = readFileSync(join(REPO_ROOT, '.github', 'workflows', 'ralph.yml'), 'utf8');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template
  const expression = 'ANTHROPIC_API_KEY: ${{ secrets.ANTHROPIC_API_KEY }}';
  const secret = `        env:\n          ${expression}\n`;
  let out = shipped.replace('agent: claude', 'agent: command');
  // The shipped workflow already gives the agent step the secret; the gate step gets it too,
  // as a repository whose tests need it would.
  if (!out.includes(expression)) throw new Error('the shipped workflow changed');
  out = out.replace(/(\n {6}- name: "Gate: test"\n(?: {8}.*\n)+?)(?= {6}- )/, (step) => `${step}${secret}`);
  return out;
}

let standIn: StandIn;
let flow: Flow;
let run: RunResult;
let hunts: Hunt[];

beforeAll(async () => {
  standIn = await startAnthropicStandIn({ apiKey: KEY });
  const plan: Plan = {
    version: 1,
    // The shipped workflow's gate steps, by name.
    gates: [
      { name: 'typecheck', command: 'true' },
      { name: 'lint', command: 'true' },
      { name: 'test', command: 'node key-hunt.mjs gate' },
    ],
    // The stand-in as the plan's gateway: Ralph's proxy forwards there.
    agent: {
      provider: 'command',
      command: 'node key-hunt.mjs agent',
      env: { ANTHROPIC_BASE_URL: standIn.url },
    },
    specs: [
      { id: 'k', name: 'K', tasks: [{ id: 'k-1', description: 'Hunt for the key', status: 'pending' }] },
    ],
  };
  flow = await startFlow({
    files: {
      'implementation.json': planJson(plan),
      'key-hunt.mjs': HUNT,
      'README.md': '# hunted\n',
      // The shipped workflow's setup runs `npm ci`.
      'package.json': `${JSON.stringify(PKG, null, 2)}\n`,
      'package-lock.json': `${JSON.stringify({ ...PKG, lockfileVersion: 3, requires: true, packages: { '': PKG } }, null, 2)}\n`,
    },
    gates: plan.gates!,
    workflow: workflowWithKey(),
    runnerUser: true,
    runner: {
      secrets: { ANTHROPIC_API_KEY: KEY },
      replaceRun: ({ run: line }) => (line.startsWith('npm install -g') ? 'true' : undefined),
    },
  });
  run = await flow.run('schedule');
  hunts = run.jobs
    .flatMap((j) => j.steps.flatMap((s) => s.stdout.split('\n')))
    .flatMap((line) => {
      const at = line.indexOf('KEY-HUNT {');
      return at === -1 ? [] : [JSON.parse(line.slice(at + 'KEY-HUNT '.length)) as Hunt];
    });
}, 600_000);

afterAll(async () => {
  await flow?.close();
  await standIn?.close();
});

describe('a hostile agent and gate hunt for the model key, as runner with sudo', () => {
  it('both ran, as the agent user, and looked everywhere they could', () => {
    expect([...new Set(hunts.map((h) => h.way))].sort(), failures(run)).toEqual(['agent', 'gate']);
    for (const h of hunts) {
      expect(h.uid).not.toBe(0);
      expect(h.looked.env).toBeGreaterThan(5);
      expect(h.looked.proc).toBeGreaterThan(0);
      expect(h.looked.files).toBeGreaterThan(0);
    }
  });

  it('found the key nowhere: not in their environment, /proc, home, work tree or /tmp', () => {
    for (const h of hunts) expect(h.found, h.way).toEqual([]);
  });

  it("the agent's model call went through Ralph's key proxy, which added the real key", () => {
    const agent = hunts.find((h) => h.way === 'agent')!;
    expect(agent.base).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/anthropic$/);
    expect(agent.model?.status, JSON.stringify(agent.model)).toBe(200);
    const calls = standIn.requests.filter((r) => r.url === '/v1/messages');
    expect(calls.length).toBe(1);
    expect(calls[0]!.headers['x-api-key']).toBe(KEY);
  });

  it('the agent step says where the key is and where the agent reaches the model', () => {
    const agentStep = run.jobs.flatMap((j) => j.steps).find((st) => st.name === 'Agent')!;
    expect(agentStep.stdout).toMatch(
      new RegExp(
        `The model key stays with Ralph: ANTHROPIC_API_KEY for ${standIn.url.replaceAll('.', '\\.')}\\. The agent gets a placeholder and Ralph's key proxy at http://127\\.0\\.0\\.1:\\d+\\.`,
      ),
    );
  });

  it('the gate, which gets no proxy, has no key and no model', () => {
    const gate = hunts.find((h) => h.way === 'gate')!;
    expect(gate.base).toBeUndefined();
  });
});
