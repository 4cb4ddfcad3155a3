// The words Ralph writes into git: commit messages with trailers, and each finished spec's
// progress entry.
import type { Spec, Task } from '../plan/plan.js';

export function taskCommitMessage(spec: Spec, task: Task, what: string): string {
  return `ralph(${spec.id}): ${what} ${task.id}\n\n${task.title ?? task.description}\n\nRalph-Spec: ${spec.id}\nRalph-Task: ${task.id}\n`;
}

/** One commit per spec: named after the spec, the tasks listed in the body, trailers at the end. */
export function specCommitMessage(spec: Spec): string {
  const title = spec.name ?? spec.id;
  const lines = spec.tasks.map((t) => `- ${t.id}: ${firstLine(t.title ?? t.description)}`);
  const trailers = [`Ralph-Spec: ${spec.id}`, ...spec.tasks.map((t) => `Ralph-Task: ${t.id}`)];
  return `${title}\n\n${lines.join('\n')}\n\n${trailers.join('\n')}\n`;
}

/**
 * Where a finished spec's progress entry goes: a file of its own, `progress/<spec-id>.md`. One
 * shared PROGRESS.md that every spec appends to cannot work: GitHub's merge button ignores
 * merge drivers, so two spec pull requests appending at the same place always conflict.
 */
export function progressPath(specId: string): string {
  return `progress/${specId}.md`;
}

/** The progress entry written when a spec's last task completes. */
export function progressEntry(spec: Spec, finishedAt: string): string {
  const lines = [`# ${spec.name ?? spec.id} (\`${spec.id}\`)`, '', `Completed ${finishedAt}.`, ''];
  for (const t of spec.tasks) {
    const attempts = t.attempts?.length ?? 0;
    lines.push(
      `- [x] ${t.id}: ${firstLine(t.title ?? t.description)} (${attempts} attempt${attempts === 1 ? '' : 's'})`,
    );
  }
  return `${lines.join('\n')}\n`;
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0]!.trim();
}
