// Scripted agent that only echoes its prompt (stdin) back to stdout and exits 0: the prompt's
// own mention of the markers must not count as the agent's answer.
process.stdin.pipe(process.stdout);
