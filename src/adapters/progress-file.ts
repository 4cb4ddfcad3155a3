// A finished spec's progress entry in the work tree (`ralph build`): its own file,
// `progress/<spec-id>.md` (core/github-text/git-text.ts says why not one shared PROGRESS.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { progressEntry, progressPath } from '../core/github-text/git-text.js';
import type { Spec } from '../core/plan/plan.js';

/** Writes the spec's progress file; returns its path relative to the root. */
export function writeProgress(root: string, spec: Spec, finishedAt: string): string {
  const rel = progressPath(spec.id);
  const file = join(root, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, progressEntry(spec, finishedAt));
  return rel;
}
