// A stand-in for Anthropic's Messages API (POST /v1/messages, streaming and not), strict where the
// real one is:
// - a request without `x-api-key` (or `Authorization: Bearer` for an auth token) gets 401
//   `authentication_error` "x-api-key header is required"; a wrong key gets 401 "invalid x-api-key"
//   (a wrong bearer token, "Invalid bearer token"), each in the API's error envelope
//   `{"type":"error","error":{type,message},"request_id"}` with a `request-id` header;
// - no `anthropic-version` header, a body that is not JSON, or a body without `model`,
//   `max_tokens` or a non-empty `messages` gets 400 `invalid_request_error`;
// - any other path gets 404 `not_found_error`.
// A streamed answer is the API's server-sent events (message_start, content_block_start, ping,
// content_block_delta with text_delta or input_json_delta, content_block_stop, message_delta,
// message_stop), sent in pieces with pauses, so a proxy that buffers is seen.
//
// Its model is a script: offered a `Bash` tool (as Claude Code offers it; OpenCode's is `bash`), it first asks for one
// command that writes a file, and once that tool's result comes back it answers with text that
// ends with `<TASK_DONE>` on its own line. A request without tools (Claude Code's side requests:
// titles, topic checks) gets a short text. POST /v1/messages/count_tokens answers a count.
//
// Not modelled: real models, token counting, rate limits and 429/529 errors, prompt caching,
// thinking blocks, images and documents, the beta headers' effects, the Batches, Files and Models
// APIs, and the finer points of request validation (unknown fields, tool schemas, role order).
// Wire format: Anthropic's Messages and streaming documentation and the anthropic-sdk-typescript
// event types; the CLI's side of the same exchange is in test/fixtures/transcripts/claude/.
import type { ServerResponse } from 'node:http';
import {
  bearer,
  DEFAULT_SCRIPT,
  type EditScript,
  header,
  idCounter,
  jsonObject,
  type RecordedRequest,
  type StandIn,
  sendEvent,
  sendJson,
  shellWrite,
  startServer,
} from './common.js';

export interface AnthropicStandInOptions {
  /** The key it accepts in `x-api-key`. */
  apiKey?: string;
  /** The token it accepts in `Authorization: Bearer` (ANTHROPIC_AUTH_TOKEN's way). */
  authToken?: string;
  script?: EditScript;
  /** 0 (the default): any free port. */
  port?: number;
}

const nextId = idCounter();

function apiError(res: ServerResponse, status: number, type: string, message: string): void {
  const requestId = nextId('req');
  sendJson(
    res,
    status,
    { type: 'error', error: { type, message }, request_id: requestId },
    { 'request-id': requestId },
  );
}

/** Starts the stand-in; its `url` is what ANTHROPIC_BASE_URL would be set to. */
export function startAnthropicStandIn(opts: AnthropicStandInOptions): Promise<StandIn> {
  if (!opts.apiKey && !opts.authToken)
    throw new Error('the Anthropic stand-in needs an apiKey or an authToken to accept');
  const script = opts.script ?? DEFAULT_SCRIPT;
  return startServer(async (req, res, raw) => {
    const path = req.url.split('?')[0];
    if (req.method !== 'POST' || (path !== '/v1/messages' && path !== '/v1/messages/count_tokens'))
      return apiError(res, 404, 'not_found_error', 'Not Found');
    const key = header(req, 'x-api-key');
    const token = bearer(req);
    if (key === undefined && token === undefined)
      return apiError(res, 401, 'authentication_error', 'x-api-key header is required');
    if (key !== undefined && key !== opts.apiKey)
      return apiError(res, 401, 'authentication_error', 'invalid x-api-key');
    if (key === undefined && token !== opts.authToken)
      return apiError(res, 401, 'authentication_error', 'Invalid bearer token');
    if (!header(req, 'anthropic-version'))
      return apiError(res, 400, 'invalid_request_error', 'anthropic-version: header is required');
    const body = jsonObject(req, raw);
    if (!body)
      return apiError(
        res,
        400,
        'invalid_request_error',
        'There was an error parsing the body of your request: not a JSON object',
      );
    if (typeof body.model !== 'string')
      return apiError(res, 400, 'invalid_request_error', 'model: Field required');
    if (!Array.isArray(body.messages) || body.messages.length === 0)
      return apiError(res, 400, 'invalid_request_error', 'messages: Field required');
    if (path === '/v1/messages/count_tokens') return sendJson(res, 200, { input_tokens: 1000 });
    if (typeof body.max_tokens !== 'number')
      return apiError(res, 400, 'invalid_request_error', 'max_tokens: Field required');
    const blocks = reply(body, script);
    if (body.stream === true) await stream(res, body.model, blocks);
    else
      sendJson(res, 200, {
        id: nextId('msg'),
        type: 'message',
        role: 'assistant',
        model: body.model,
        content: blocks,
        stop_reason: blocks.some((b) => b.type === 'tool_use') ? 'tool_use' : 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: 1000, output_tokens: 20 },
      });
  });
}

type Block =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> };

/** The script's next step, from what the conversation holds so far. */
function reply(body: Record<string, unknown>, script: EditScript): Block[] {
  const tools = Array.isArray(body.tools) ? (body.tools as Array<{ name?: unknown }>) : [];
  const bash = tools.find((t) => t.name === 'Bash' || t.name === 'bash')?.name as string | undefined;
  if (!bash) return [{ type: 'text', text: 'OK' }];
  const answered = (body.messages as Array<{ content?: unknown }>).some(
    (m) =>
      Array.isArray(m.content) &&
      m.content.some(
        (c: { type?: unknown; tool_use_id?: unknown }) =>
          c.type === 'tool_result' &&
          typeof c.tool_use_id === 'string' &&
          c.tool_use_id.startsWith('toolu_standin'),
      ),
  );
  if (answered) return [{ type: 'text', text: script.finalText ?? DEFAULT_SCRIPT.finalText! }];
  return [
    { type: 'text', text: 'I will write the file.' },
    {
      type: 'tool_use',
      id: nextId('toolu'),
      name: bash,
      input: { command: shellWrite(script), description: 'Write the file' },
    },
  ];
}

async function stream(res: ServerResponse, model: string, blocks: Block[]): Promise<void> {
  const requestId = nextId('req');
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    'request-id': requestId,
  });
  const send = (event: string, data: unknown) => sendEvent(res, event, data);
  await send('message_start', {
    type: 'message_start',
    message: {
      id: nextId('msg'),
      type: 'message',
      role: 'assistant',
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: {
        input_tokens: 1000,
        output_tokens: 1,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
      },
    },
  });
  await send('ping', { type: 'ping' });
  for (const [index, block] of blocks.entries()) {
    if (block.type === 'text') {
      await send('content_block_start', {
        type: 'content_block_start',
        index,
        content_block: { type: 'text', text: '' },
      });
      // The text in two pieces, as a model streams it.
      const half = Math.ceil(block.text.length / 2);
      for (const piece of [block.text.slice(0, half), block.text.slice(half)])
        if (piece)
          await send('content_block_delta', {
            type: 'content_block_delta',
            index,
            delta: { type: 'text_delta', text: piece },
          });
    } else {
      await send('content_block_start', {
        type: 'content_block_start',
        index,
        content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} },
      });
      const json = JSON.stringify(block.input);
      const half = Math.ceil(json.length / 2);
      for (const piece of [json.slice(0, half), json.slice(half)])
        await send('content_block_delta', {
          type: 'content_block_delta',
          index,
          delta: { type: 'input_json_delta', partial_json: piece },
        });
    }
    await send('content_block_stop', { type: 'content_block_stop', index });
  }
  await send('message_delta', {
    type: 'message_delta',
    delta: {
      stop_reason: blocks.some((b) => b.type === 'tool_use') ? 'tool_use' : 'end_turn',
      stop_sequence: null,
    },
    usage: { output_tokens: 20 },
  });
  await send('message_stop', { type: 'message_stop' });
  res.end();
}

export type { RecordedRequest, StandIn };
