// Stands in for Claude Code in the live view's `i` test, strict where Ralph relies on it:
// headless (`-p ... --output-format stream-json --verbose`, the prompt on stdin) it prints the
// real CLI's `system/init` event with its session_id, one assistant text event, then works until
// killed; interactive (`--resume ID`, on a terminal) it says which session it resumed, reads one
// line from the person, writes `<task>.txt` with it, and exits 0. What it does not model: the
// real TUI (raw mode, its own screen); a person's line here is a cooked-mode line.
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const argv = process.argv.slice(2);
const session = 'a1b2c3d4-0000-4000-8000-000000000001';
if (argv.includes('-p')) {
  if (!argv.includes('--verbose') || !argv.includes('stream-json')) {
    console.error('Error: When using --print, --output-format=stream-json requires --verbose');
    process.exit(1);
  }
  for await (const _ of process.stdin);
  const event = (e) => console.log(JSON.stringify(e));
  event({
    type: 'system',
    subtype: 'init',
    session_id: session,
    tools: [],
    mcp_servers: [],
    model: 'stand-in',
  });
  event({
    type: 'assistant',
    message: { id: 'msg_1', content: [{ type: 'text', text: 'Reading the task; this will take a while.' }] },
    parent_tool_use_id: null,
    session_id: session,
  });
  setInterval(() => {}, 1e6);
} else if (argv[0] === '--resume') {
  if (!process.stdin.isTTY) {
    console.error(
      'Error: Input must be provided either through stdin or as a prompt argument when using --print',
    );
    process.exit(1);
  }
  console.log(`fake claude: resumed ${argv[1]}; type what to write, then enter`);
  const rl = createInterface({ input: process.stdin });
  const line = await new Promise((resolve) => rl.once('line', resolve));
  rl.close();
  writeFileSync(`${process.env.RALPH_TASK_ID}.txt`, `${line}\n`);
  console.log('fake claude: written; bye');
} else {
  console.error(`fake claude: unexpected argv ${JSON.stringify(argv)}`);
  process.exit(2);
}
