// What is checked and said before an agent's first attempt: a CLI that is not installed stops
// everything before anything is written, and the limits a CLI cannot honour are said once.

import { chmodSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AgentNotInstalledError,
  checkAgentInstalled,
  getProvider,
  limitWarnings,
} from '../src/adapters/agents/index.js';
import { Git } from '../src/adapters/git.js';
import { locatePlan } from '../src/adapters/project-root.js';
import type { Plan } from '../src/core/plan/plan.js';
import { mcpConfig } from '../src/core/prompt/prompt.js';
import { type AttemptOptions, runAttemptAgent } from '../src/engine/attempt.js';
import { makeRepo, tempDir } from './support/repo.js';

const AGENTS = join(import.meta.dirname, 'agents');
const FIXTURES = join(import.meta.dirname, 'fixtures/transcripts');
const sh = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

let tmp: string;
beforeEach(() => {
  tmp = tempDir('ralph-limits-');
});
afterEach(() => {
  rmSync(tmp, { recursive: true, force: true });
});

describe('checkAgentInstalled', () => {
  it('names the missing CLI and how to install it', () => {
    const env = { PATH: join(tmp, 'empty') };
    const install = {
      claude: 'npm install -g @anthropic-ai/claude-code',
      codex: 'npm install -g @openai/codex',
      gemini: 'npm install -g @google/gemini-cli',
      opencode: 'npm install -g opencode-ai',
    };
    for (const [name, how] of Object.entries(install)) {
      expect(() => checkAgentInstalled(getProvider(name), env)).toThrow(AgentNotInstalledError);
      expect(() => checkAgentInstalled(getProvider(name), env)).toThrow(
        `the ${name} agent needs the \`${name}\` CLI, and there is no \`${name}\` on PATH. Install it (\`${how}\`) or put it on PATH, then run again.`,
      );
    }
  });

  it('finds an executable on PATH; a file that is not executable does not count', () => {
    const bin = join(tmp, 'bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'codex'), '#!/bin/sh\n');
    expect(() => checkAgentInstalled(getProvider('codex'), { PATH: bin })).toThrow(/no `codex` on PATH/);
    chmodSync(join(bin, 'codex'), 0o755);
    expect(() =>
      checkAgentInstalled(getProvider('codex'), { PATH: `${join(tmp, 'none')}:${bin}` }),
    ).not.toThrow();
  });

  it('leaves the command provider alone: /bin/sh runs its command line', () => {
    expect(() => checkAgentInstalled(getProvider('command'), { PATH: '' })).not.toThrow();
  });
});

describe('limitWarnings', () => {
  const servers = {
    docs: { command: 'docs-mcp' },
    search: { url: 'http://127.0.0.1:8080/mcp', type: 'http' as const },
    events: { url: 'http://127.0.0.1:8080/sse', type: 'sse' as const },
  };

  it('says nothing for a CLI that honours every limit', () => {
    expect(limitWarnings(getProvider('claude'), { maxTurns: 30, mcpServers: servers })).toEqual([]);
    expect(limitWarnings(getProvider('gemini'), { maxTurns: 30, mcpServers: servers })).toEqual([]);
  });

  it('says which limit a CLI cannot be held to, and why', () => {
    expect(limitWarnings(getProvider('codex'), { maxTurns: 30, mcpServers: servers })).toEqual([
      'codex cannot be held to 30 turns (`codex exec` has no turn limit); only the timeout bounds the run.',
      'codex runs without the MCP server "events" (sse) of the task\'s discipline: it takes MCP servers over stdio and http only.',
    ]);
    expect(limitWarnings(getProvider('opencode'), { maxTurns: 30, mcpServers: servers })).toEqual([
      'opencode cannot be held to 30 turns (its only step limit, `agent.build.steps`, is advice to the model: its tools stay enabled and their calls still run); only the timeout bounds the run.',
    ]);
  });

  it('gives a command line no turn warning, but says it gets no MCP servers', () => {
    expect(limitWarnings(getProvider('command'), { maxTurns: 30 })).toEqual([]);
    expect(limitWarnings(getProvider('command'), { maxTurns: 30, mcpServers: servers })).toEqual([
      'command runs without the MCP servers "docs" (stdio), "search" (http), "events" (sse) of the task\'s discipline: it is given no MCP servers.',
    ]);
  });
});

describe('runAttemptAgent before the agent starts', () => {
  const plan = {
    version: 1,
    disciplines: [
      { name: 'web', mcpServers: [{ name: 'events', url: 'http://127.0.0.1:8080/sse', type: 'sse' }] },
    ],
    specs: [{ id: 's1', tasks: [{ id: 't1', description: 'do t1', status: 'pending', discipline: 'web' }] }],
  } as Plan;

  function options(root: string, bin: string, extra: Partial<AttemptOptions> = {}): AttemptOptions {
    const workDir = join(tmp, 'work');
    mkdirSync(workDir, { recursive: true });
    return {
      plan,
      planAt: locatePlan(root, join(root, 'implementation.json')),
      taskId: 't1',
      outputArtifacts: [],
      provider: getProvider('codex'),
      maxTurns: 12,
      timeoutMs: 10_000,
      workDir,
      transcriptPath: join(workDir, 'attempt-1.log'),
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
      guard: {
        branch: 'main',
        startSha: 'HEAD',
        protectedPaths: [],
      },
      ...extra,
    };
  }

  it('stops on a CLI that is not installed before it writes anything', async () => {
    mkdirSync(join(tmp, 'repo'));
    const root = makeRepo({ 'implementation.json': JSON.stringify(plan) }, join(tmp, 'repo'));
    const o = options(root, join(tmp, 'no-bin'), { env: { PATH: join(tmp, 'no-bin') } });
    await expect(runAttemptAgent(new Git(root), o)).rejects.toThrow(/no `codex` on PATH/);
    expect(readdirSync(o.workDir)).toEqual([]);
  });

  it('says each limit the CLI cannot honour once to a caller that keeps asking', async () => {
    mkdirSync(join(tmp, 'repo'));
    const root = makeRepo({ 'implementation.json': JSON.stringify(plan) }, join(tmp, 'repo'));
    const bin = join(tmp, 'bin');
    mkdirSync(bin);
    writeFileSync(
      join(bin, 'codex'),
      `#!/bin/sh\nexec ${sh(process.execPath)} ${sh(join(AGENTS, 'fake-cli.mjs'))} "$@"\n`,
    );
    chmodSync(join(bin, 'codex'), 0o755);
    const heard: string[] = [];
    const onWarning = (text: string) => heard.push(text);
    const env = {
      ...process.env,
      PATH: `${bin}:${process.env.PATH}`,
      AGENT_TRANSCRIPT: join(FIXTURES, 'codex/blocked.jsonl'),
    };
    const git = new Git(root);
    const first = await runAttemptAgent(git, options(root, bin, { env, onWarning }));
    const second = await runAttemptAgent(git, options(root, bin, { env, onWarning }));
    const expected = limitWarnings(getProvider('codex'), {
      maxTurns: 12,
      mcpServers: mcpConfig(plan, 't1')?.mcpServers,
    });
    expect(expected).toHaveLength(2);
    expect(first.warnings).toEqual(expected);
    expect(second.warnings).toEqual(expected);
    expect(heard).toEqual(expected);
    expect(first.agent.outcome).toBe('blocked');
  });
});
