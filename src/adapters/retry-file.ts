// The retry context of a failed attempt as a file: `.ralph/retry/<task>.json` locally, and in
// the retry artifact a workflow uploads and the next attempt's job downloads.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RetryContext } from '../core/prompt/prompt.js';
import { parseRetryContext } from '../core/prompt/retry.js';

/** Where `ralph build` keeps each task's latest retry context, relative to the project root. */
export const LOCAL_RETRY_DIR = join('.ralph', 'retry');

export function retryFilePath(dir: string, taskId: string): string {
  return join(dir, `${taskId}.json`);
}

/**
 * The context in `dir` for the task's attempt number `attempt`; undefined when there is none,
 * when it is unreadable, or when it is about another attempt (old news to this one).
 */
export function readRetryFile(dir: string, taskId: string, attempt: number): RetryContext | undefined {
  const path = retryFilePath(dir, taskId);
  if (attempt < 1 || !existsSync(path)) return undefined;
  try {
    const context = parseRetryContext(JSON.parse(readFileSync(path, 'utf8')), attempt);
    return context?.attempt === attempt ? context : undefined;
  } catch {
    return undefined;
  }
}

export function writeRetryFile(dir: string, taskId: string, context: RetryContext): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(retryFilePath(dir, taskId), `${JSON.stringify(context, null, 2)}\n`);
}
