// Plans and helpers shared by the foundation tests (plan checks, plan file, schedule, CLI, schema).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plan, Spec, Task } from '../src/core/plan/plan.js';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DIST_ENTRY = join(REPO_ROOT, 'dist', 'index.js');

/** The seed-minimal plan of the brief, byte for byte as a user would write it. */
export const SEED_MINIMAL_TEXT =
  '{"version":1,"updatedAt":"2026-01-17T10:30:00Z","updatedBy":"plan-mode","specs":[{"id":"user-avatar-upload","file":"specs/user-avatar-upload.md","name":"User Avatar Upload","priority":1,"status":"in_progress","context":"...","tasks":[{"id":"user-avatar-upload-1","description":"Add avatarUrl field to User schema","status":"completed"},{"id":"user-avatar-upload-2","description":"Create S3 upload endpoint","status":"pending","acceptanceCriteria":["Users can upload JPG/PNG up to 5MB"]}],"acceptanceCriteria":["..."]}]}';

export function seedPlan(): Plan {
  return JSON.parse(SEED_MINIMAL_TEXT) as Plan;
}

/** A plan that uses every field of docs/ARCHITECTURE.md#the-plan, at every level. */
export function fullPlan(): Plan {
  return {
    $schema: './schema/implementation.schema.json',
    version: 1,
    updatedAt: '2026-01-17T10:30:00Z',
    updatedBy: 'plan-mode',
    gates: [
      { name: 'typecheck', command: 'npm run typecheck', required: true, timeout: '5m' },
      { name: 'lint', command: 'npm run lint', required: false, timeout: 90 },
      { name: 'test', command: 'npm test', timeout: '1h' },
      { name: 'build', command: 'npm run build', timeout: '1.5s' },
    ],
    agent: {
      provider: 'claude',
      command: 'my-agent --stdin',
      model: 'claude-sonnet-4',
      maxTurns: 60,
      timeout: '20m',
      maxAttempts: 4,
      maxCostUsd: 5,
      args: ['--append-system-prompt', 'Be brief.'],
      env: { ANTHROPIC_BASE_URL: 'https://llm-gateway.example.com' },
    },
    budget: { maxCostUsd: 100 },
    disciplines: [
      {
        name: 'backend',
        systemPrompt: 'You are a careful backend engineer.',
        skills: ['node', 'postgres'],
        conventions: ['Use zod at the edges.', 'No default exports.'],
        mcpServers: [
          { name: 'db', command: 'npx', args: ['-y', 'db-mcp'], env: { DB_URL: 'postgres://localhost' } },
          { name: 'docs', url: 'https://mcp.example.com/docs' },
        ],
      },
      { name: 'frontend', conventions: 'React function components only.' },
    ],
    features: [
      {
        name: 'accounts',
        description: 'Users, sessions and profiles.',
        knowledgePaths: ['docs/accounts'],
        contextFiles: ['src/accounts/README.md'],
      },
    ],
    specs: [
      {
        id: 'user-avatar-upload',
        file: 'specs/user-avatar-upload.md',
        name: 'User Avatar Upload',
        priority: 1,
        status: 'in_progress',
        context: 'Users want a picture next to their name.',
        acceptanceCriteria: ['Avatars show on the profile page'],
        issue: 42,
        tasks: [
          {
            id: 'user-avatar-upload-1',
            title: 'avatarUrl field',
            description: 'Add avatarUrl field to User schema',
            status: 'completed',
            acceptanceCriteria: ['Migration runs both ways'],
            discipline: 'backend',
            feature: 'accounts',
            contextFiles: ['src/db/schema.ts'],
            outputArtifacts: ['src/db/migrations/0007_avatar.sql'],
            hints: 'Follow migration 0006.',
            complexity: 'light',
            estimatedTurns: 20,
            maxCostUsd: 2.5,
            provenance: 'agent',
            comments: [{ author: 'octocat', body: 'Keep it nullable.', created: '2026-01-17T11:00:00Z' }],
            attempts: [
              {
                number: 1,
                startedAt: '2026-01-17T11:00:00Z',
                finishedAt: '2026-01-17T11:09:00Z',
                outcome: 'gate_failed',
                gate: 'test',
                summary: '1 test failed: schema snapshot',
                runUrl: 'https://github.com/o/r/actions/runs/1',
                artifact: 'ralph-retry-user-avatar-upload-1-1',
                turns: 14,
                inputTokens: 182000,
                outputTokens: 6400,
                costUsd: 0.42,
                durationMs: 540000,
              },
              { number: 2, startedAt: '2026-01-17T12:00:00Z', outcome: 'passed' },
            ],
            retryBudgetFrom: 0,
            startedAt: '2026-01-17T12:00:00Z',
            completedAt: '2026-01-17T12:07:00Z',
            durationMs: 420000,
            commit: '0123456789abcdef0123456789abcdef01234567',
          },
          {
            id: 'user-avatar-upload-2',
            description: 'Create S3 upload endpoint',
            status: 'pending',
            acceptanceCriteria: ['Users can upload JPG/PNG up to 5MB'],
            dependsOn: ['user-avatar-upload-1'],
            hints: ['Use presigned URLs.', 'Reject other types.'],
            complexity: 'heavy',
            provenance: 'human',
          },
          {
            id: 'user-avatar-upload-3',
            description: 'Resize on upload',
            status: 'blocked',
            blockedReason: 'needs the image service credentials',
            provenance: 'system',
          },
        ],
      },
      {
        id: 'billing_v2.1',
        tasks: [
          { id: 'billing-1', description: 'Invoice model', status: 'skipped' },
          { id: 'billing-2', description: 'Invoice PDF', status: 'failed', dependsOn: ['billing-1'] },
          { id: 'billing-3', description: 'Email invoices', status: 'in_progress' },
        ],
      },
    ],
  } as Plan;
}

/** A task with the seed-minimal fields, plus whatever else a test needs. */
export function task(id: string, extra: Partial<Task> = {}): Task {
  return { id, description: `do ${id}`, status: 'pending', ...extra } as Task;
}

export function spec(id: string, tasks: Task[], extra: Partial<Spec> = {}): Spec {
  return { id, ...extra, tasks } as Spec;
}

export function planOf(...specs: Spec[]): Plan {
  return { version: 1, specs } as Plan;
}

/** A plan of `specs` x `perSpec` pending tasks; each task depends on the one before it in its spec. */
export function gridPlan(specs: number, perSpec: number): Plan {
  return planOf(
    ...Array.from({ length: specs }, (_, s) =>
      spec(
        `s${s}`,
        Array.from({ length: perSpec }, (_, t) =>
          task(`s${s}-t${t}`, t > 0 ? { dependsOn: [`s${s}-t${t - 1}`] } : {}),
        ),
        { priority: s % 7 },
      ),
    ),
  );
}

/** A temporary directory, removed by the returned function. */
export function tempDir(prefix = 'ralph-test-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function writePlan(path: string, plan: unknown): string {
  const text = `${JSON.stringify(plan, null, 2)}\n`;
  writeFileSync(path, text);
  return text;
}

/** The bundled entry, built once if this checkout has none (another engineer may be rebuilding it). */
export function ensureDist(): string {
  if (!existsSync(DIST_ENTRY)) execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'ignore' });
  return DIST_ENTRY;
}

/** Environment for a child `node dist/index.js`: the CLI side, never the action side. */
export function cliEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const key of Object.keys(env)) if (key.startsWith('INPUT_')) delete env[key];
  return env;
}
