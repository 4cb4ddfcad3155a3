// The runner emulation's reading of a workflow (runner.ts): the loaded workflow, its jobs and
// steps and their `uses:`, a run's state, and the small helpers the runner uses (bounded
// output, matrix keys, tokens, annotations, interpolation, globs).
import { randomBytes } from 'node:crypto';
import { isString, type WorkflowTemplate } from '@actions/workflow-parser';
import type { Job, Step } from '@actions/workflow-parser/model/workflow-template';
import type { MappingToken, TemplateToken } from '@actions/workflow-parser/templates/tokens/index';
import type { BuiltinAction } from './runner-actions.js';
import { type EvalScope, evaluate, type Json, toText } from './runner-expr.js';
import type { Annotation } from './runner-files.js';
import type { JobResult, JobRun, RunResult } from './runner-types.js';

export type UsesRef =
  | { kind: 'builtin'; text: string; name: string; ref: string; action: BuiltinAction }
  | { kind: 'local'; text: string; dir: string; name: string; ref: string }
  | { kind: 'workspace'; text: string; path: string };

export interface StepDef {
  index: number;
  id: string;
  converted: Step;
  raw: MappingToken;
  uses?: UsesRef;
}

export interface JobDef {
  id: string;
  converted: Job;
  raw: MappingToken;
  needs: string[];
  steps: StepDef[];
}

export interface DispatchInput {
  type: string;
  default?: string | boolean | number;
  required: boolean;
  options?: string[];
}

export interface Loaded {
  /** For messages: `.github/workflows/x.yml`. */
  file: string;
  name: string;
  template: WorkflowTemplate;
  root: MappingToken;
  jobs: JobDef[];
  dispatchInputs: Record<string, DispatchInput>;
}

export interface JobGroup {
  id: string;
  result: JobResult;
  outputs: Record<string, string>;
  legs: JobRun[];
}

export interface RunState {
  runId: number;
  runNumber: number;
  event: string;
  payload: Record<string, Json>;
  inputs: Record<string, Json>;
  ref: string;
  sha: string;
  actor: string;
  only?: ReadonlySet<string>;
  attempts: RunResult[];
  groups: Map<string, JobGroup>[];
}

/** What a (re-)run does with each job: run it, keep its earlier result, or re-run some legs. */
export type JobPlan =
  | { mode: 'run' }
  | { mode: 'keep'; group: JobGroup }
  | { mode: 'legs'; group: JobGroup; rerun: Set<string> };

export const NODE_RUNTIMES = new Set(['node12', 'node16', 'node20', 'node24']);
/** GitHub's limit on one job's outputs (docs: "1 MB per job ... approximated based on UTF-16 encoding"). */
export const JOB_OUTPUTS_MAX_BYTES = 1024 * 1024;

export function matrixKey(matrix: Record<string, Json> | null): string {
  if (!matrix) return '';
  const sort = (v: Json): Json =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sort(v[k]!)]),
        )
      : Array.isArray(v)
        ? v.map(sort)
        : v;
  return JSON.stringify(sort(matrix));
}

export function randomToken(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `ghs_${[...randomBytes(36)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

export function annotation(level: Annotation['level'], message: string): Annotation {
  return { level, message, properties: {} };
}

/** Keeps the head and the tail of a stream, up to a byte budget. */
export class Bounded {
  private head = '';
  private tail: string[] = [];
  private tailBytes = 0;
  private dropped = 0;
  constructor(private readonly max: number) {}
  push(text: string): void {
    const half = Math.floor(this.max / 2);
    if (this.head.length < half) {
      const take = text.slice(0, half - this.head.length);
      this.head += take;
      text = text.slice(take.length);
    }
    if (!text) return;
    this.tail.push(text);
    this.tailBytes += text.length;
    while (this.tailBytes > half && this.tail.length > 0) {
      const first = this.tail[0]!;
      const over = this.tailBytes - half;
      if (first.length <= over) {
        this.tail.shift();
        this.tailBytes -= first.length;
        this.dropped += first.length;
      } else {
        this.tail[0] = first.slice(over);
        this.tailBytes -= over;
        this.dropped += over;
      }
    }
  }
  toString(): string {
    const tail = this.tail.join('');
    return this.dropped > 0
      ? `${this.head}\n[... ${this.dropped} characters dropped ...]\n${tail}`
      : this.head + tail;
  }
}

export function firstLine(text: string): string {
  return text.trimStart().split(/\r?\n/)[0] ?? '';
}

/** A run step's display name before its script is evaluated: `Run ` and the first line of the source. */
export function displayRun(step: Step): string {
  const token = (step as { run?: TemplateToken }).run;
  if (!token) return 'Run';
  const text = isString(token) ? token.value : ((token as { source?: string }).source ?? token.toString());
  return `Run ${firstLine(text)}`;
}

/** `a ${{ x }} b` in a plain string (the defaults of built-in actions). */
export function interpolate(text: string, scope: EvalScope): string {
  return text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, expr: string) => toText(evaluate(expr, scope)));
}

export function asRecord(v: Json): Record<string, Json> {
  return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
}

export function globMatch(pattern: string, value: string): boolean {
  const re = pattern
    .split(/(\*\*|\*|\?)/)
    .map((part) =>
      part === '**'
        ? '.*'
        : part === '*'
          ? '[^/]*'
          : part === '?'
            ? '[^/]'
            : part.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${re}$`).test(value);
}
