// Scripted agent that crashes: prints a line, writes a message to stderr and exits non-zero.
// Env: AGENT_STDERR (default "fatal: the model backend is unreachable"), AGENT_EXIT_CODE (default 3).
console.log('starting');
console.error(process.env.AGENT_STDERR ?? 'fatal: the model backend is unreachable');
process.exitCode = Number(process.env.AGENT_EXIT_CODE ?? 3);
