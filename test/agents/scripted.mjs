// Scripted agent for loop and workflow tests: acts per task and per attempt as a JSON script
// says, and keeps every prompt it got, so tests can read what a retry prompt held.
// Env (set by Ralph): RALPH_TASK_ID, RALPH_ATTEMPT. Env (set by the test):
//   AGENT_SCRIPT  path of {"<task-id>": [step for attempt 1, step for attempt 2, ...]}; the last
//                 step repeats. A step: {"write": {"path": "content"}, "say": "text",
//                 "marker": "done" | "blocked:<reason>" | "none", "exit": 0, "editPlan": true,
//                 "sleepMs": 0, "commit": true (git-commit what it wrote, as an agent told not to
//                 might), "plantHook": "/path/sentinel" (install git hooks that create that file
//                 when git runs them), "sh": "a shell line run after the writes"}. A task missing from the script writes `<task>.txt` and is done.
//   AGENT_PROMPTS directory where each prompt is saved as <task-id>.<attempt>.md, and the
//                 agent's environment as <task-id>.<attempt>.env.json

import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

let prompt = '';
for await (const chunk of process.stdin) prompt += chunk;
const task = process.env.RALPH_TASK_ID ?? 'unknown';
const attempt = Number(process.env.RALPH_ATTEMPT ?? 1);
if (process.env.AGENT_PROMPTS) {
  mkdirSync(process.env.AGENT_PROMPTS, { recursive: true });
  writeFileSync(join(process.env.AGENT_PROMPTS, `${task}.${attempt}.md`), prompt);
  writeFileSync(join(process.env.AGENT_PROMPTS, `${task}.${attempt}.env.json`), JSON.stringify(process.env));
}
const script = process.env.AGENT_SCRIPT ? JSON.parse(readFileSync(process.env.AGENT_SCRIPT, 'utf8')) : {};
const steps = script[task] ?? [{ write: { [`${task}.txt`]: `work of ${task}\n` }, marker: 'done' }];
const step = steps[Math.min(attempt, steps.length) - 1];

if (step.sleepMs) await new Promise((r) => setTimeout(r, step.sleepMs));
for (const [path, content] of Object.entries(step.write ?? {})) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}
if (step.editPlan && existsSync('implementation.json')) appendFileSync('implementation.json', ' ');
// A shell line, run after the writes: what an agent with a shell could do to git or the tree.
if (step.sh) execFileSync('sh', ['-c', step.sh], { stdio: 'inherit' });
if (step.plantHook) {
  for (const hook of ['pre-commit', 'commit-msg', 'post-commit', 'pre-push', 'post-checkout', 'post-merge']) {
    writeFileSync(join('.git', 'hooks', hook), `#!/bin/sh\necho ${hook} >> '${step.plantHook}'\n`, {
      mode: 0o755,
    });
  }
}
if (step.commit) {
  const id = ['-c', 'user.name=agent', '-c', 'user.email=agent@example.com'];
  execFileSync('git', ['add', '-A']);
  execFileSync('git', [...id, 'commit', '--quiet', '-m', 'the agent commits on its own']);
}
console.log(step.say ?? `working on ${task}, attempt ${attempt}`);
const marker = step.marker ?? 'done';
if (marker === 'done') console.log('<TASK_DONE>');
else if (marker.startsWith('blocked:')) console.log(`<TASK_BLOCKED reason="${marker.slice(8)}">`);
process.exitCode = step.exit ?? 0;
