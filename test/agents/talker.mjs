// A scripted agent that talks while it works, for the live view's tests: it prints
// TALK_LINES lines (default 30), TALK_MS apart (default 20), then waits until the file
// `$TALK_RELEASE/<task-id>` exists (when TALK_RELEASE is set; a test lets it finish that way),
// writes `<task-id>.txt` and prints <TASK_DONE>. Each start is appended to TALK_LOG as
// "<task-id> <attempt>", so a test can count restarts. With TALK_FAIL=<task-id> that task ends
// without a marker. With TALK_TRACE set, each run appends {task, attempt, cwd, start, end} as a
// JSON line there when it ends (the times in ms since the epoch).
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The prompt arrives on stdin; read to its end as a real CLI does.
for await (const _ of process.stdin);
const task = process.env.RALPH_TASK_ID ?? 'unknown';
const attempt = process.env.RALPH_ATTEMPT ?? '1';
if (process.env.TALK_LOG) appendFileSync(process.env.TALK_LOG, `${task} ${attempt}\n`);
const start = Date.now();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const lines = Number(process.env.TALK_LINES ?? 30);
for (let i = 1; i <= lines; i++) {
  console.log(`${task} step ${i} of ${lines}: reading the code`);
  await sleep(Number(process.env.TALK_MS ?? 20));
}
if (process.env.TALK_RELEASE) {
  console.log(`${task}: waiting for the test to let me finish`);
  while (!existsSync(join(process.env.TALK_RELEASE, task))) await sleep(50);
}
if (process.env.TALK_FAIL === task) {
  console.log('giving up without a marker');
} else {
  writeFileSync(`${task}.txt`, `work of ${task}\n`);
  console.log('<TASK_DONE>');
}
if (process.env.TALK_TRACE)
  appendFileSync(
    process.env.TALK_TRACE,
    `${JSON.stringify({ task, attempt: Number(attempt), cwd: process.cwd(), start, end: Date.now() })}\n`,
  );
