// Scripted agent that gives up: reads the prompt, then prints
// `<TASK_BLOCKED reason="...">` on a line of its own and exits 0.
// Env: AGENT_REASON (default "needs API key"; quotes and backslashes are escaped).
let prompt = '';
for await (const chunk of process.stdin) prompt += chunk;
const reason = (process.env.AGENT_REASON ?? 'needs API key').replace(/[\\"]/g, (c) => `\\${c}`);
console.log(`read a prompt of ${prompt.length} characters; I looked into it but cannot go on.`);
console.log(`<TASK_BLOCKED reason="${reason}">`);
