// Scripted agent that hits a usage limit the way Claude Code 2.1.197 reports it in
// stream-json: an init event, a synthetic assistant message with `error: "rate_limit"`, and a
// `result` event with `api_error_status: 429`; then it exits 1.
// Env: AGENT_RATE_LIMIT_TEXT (default "You've hit your session limit · resets 5pm (UTC)").
const text = process.env.AGENT_RATE_LIMIT_TEXT ?? "You've hit your session limit · resets 5pm (UTC)";
const session_id = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
const usage = {
  input_tokens: 0,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 0,
  output_tokens: 0,
};
const events = [
  {
    type: 'system',
    subtype: 'init',
    cwd: process.cwd(),
    session_id,
    tools: [],
    mcp_servers: [],
    model: 'claude-sonnet-5',
  },
  {
    type: 'assistant',
    message: {
      id: 'msg_rl',
      model: '<synthetic>',
      role: 'assistant',
      type: 'message',
      usage,
      content: [{ type: 'text', text }],
    },
    parent_tool_use_id: null,
    session_id,
    error: 'rate_limit',
  },
  {
    type: 'result',
    subtype: 'success',
    is_error: true,
    api_error_status: 429,
    duration_ms: 120,
    num_turns: 1,
    result: text,
    session_id,
    total_cost_usd: 0,
    usage,
  },
];
for (const e of events) console.log(JSON.stringify(e));
process.exitCode = 1;
