// Scripted agent that floods its output: AGENT_FLOOD_MB MiB (default 200) of lines of
// AGENT_FLOOD_LINE_BYTES bytes (default 1024, newline included; 0 = no newline at all, one
// endless line), then `<TASK_DONE>` on a line of its own. It respects backpressure.
const MiB = 1024 * 1024;
const mb = Number(process.env.AGENT_FLOOD_MB ?? 200);
const lineBytes = Number(process.env.AGENT_FLOOD_LINE_BYTES ?? 1024);
const chunk = Buffer.alloc(MiB, 'x');
if (lineBytes > 0) for (let i = lineBytes - 1; i < MiB; i += lineBytes) chunk[i] = 0x0a;
for (let i = 0; i < mb; i++) {
  if (!process.stdout.write(chunk)) await new Promise((r) => process.stdout.once('drain', r));
}
process.stdout.write('\n<TASK_DONE>\n');
