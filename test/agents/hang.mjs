// Scripted agent that never ends: starts a child that also hangs (sharing its stdout), writes
// `{"agent": pid, "child": pid}` to AGENT_PID_FILE, then waits forever.
// Env: AGENT_PID_FILE, AGENT_IGNORE_SIGTERM=1 (both processes ignore SIGTERM, so only
// SIGKILL stops them), AGENT_DONE_AFTER_MS (the agent itself prints `<TASK_DONE>` and exits
// after that long, leaving its hanging child behind).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const ignore = process.env.AGENT_IGNORE_SIGTERM === '1';
if (ignore) process.on('SIGTERM', () => {});
const child = spawn(
  process.execPath,
  ['-e', `${ignore ? "process.on('SIGTERM', () => {});" : ''} setInterval(() => {}, 1e6);`],
  { stdio: ['ignore', 'inherit', 'inherit'] },
);
if (process.env.AGENT_PID_FILE) {
  writeFileSync(process.env.AGENT_PID_FILE, JSON.stringify({ agent: process.pid, child: child.pid }));
}
console.log('thinking...');
const doneAfter = process.env.AGENT_DONE_AFTER_MS;
if (doneAfter) {
  setTimeout(() => {
    console.log('<TASK_DONE>');
    process.exit(0);
  }, Number(doneAfter));
} else setInterval(() => {}, 1e6);
