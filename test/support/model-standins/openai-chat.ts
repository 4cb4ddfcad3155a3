// A stand-in for OpenAI's Chat Completions API (POST {baseURL}/chat/completions, streamed or not),
// the API an OpenAI-compatible gateway serves and OpenCode's `@ai-sdk/openai-compatible`
// providers speak, strict where the real one is:
// - no `Authorization: Bearer` gets 401 "You didn't provide an API key..." and a wrong key 401
//   "Incorrect API key provided: ..." (`code: invalid_api_key`), in the API's error envelope
//   (the same words as openai.ts);
// - a body that is not JSON gets 400; one without `model` or a non-empty `messages` gets 400
//   "Missing required parameter";
// - any other path gets 404.
// A streamed answer is `chat.completion.chunk` objects, each a `data:` line, ending `data: [DONE]`;
// with `stream_options.include_usage` a last chunk carries the usage.
//
// Its model is a script: offered a `bash` function (as OpenCode offers it), it first calls it with
// one command that writes a file; once a `tool` message answers one of its calls, it answers with
// text that ends with `<TASK_DONE>` on its own line. Without that tool (OpenCode's title request)
// it answers a short text.
//
// Not modelled: real models, rate limits, `n` > 1, logprobs, response formats, parallel tool calls,
// validation of tool schemas and of message order, and every other endpoint (models, embeddings).
// Wire format: OpenAI's Chat Completions reference and streaming documentation.
import type { ServerResponse } from 'node:http';
import {
  DEFAULT_SCRIPT,
  type EditScript,
  idCounter,
  jsonObject,
  type StandIn,
  sendJson,
  shellWrite,
  startServer,
  tick,
} from './common.js';
import { apiError, refusedKey } from './openai.js';

export interface ChatStandInOptions {
  /** The key it accepts in `Authorization: Bearer`. */
  apiKey: string;
  script?: EditScript;
  /** The path below which it serves `/chat/completions` (default `/v1`). */
  prefix?: string;
}

const nextId = idCounter();

interface Message {
  role: 'assistant';
  content: string | null;
  tool_calls?: Array<{ id: string; type: 'function'; function: { name: string; arguments: string } }>;
}

/** Starts the stand-in; its `url` plus the prefix (`/v1`) is a provider's baseURL. */
export function startChatStandIn(opts: ChatStandInOptions): Promise<StandIn> {
  const script = opts.script ?? DEFAULT_SCRIPT;
  const prefix = opts.prefix ?? '/v1';
  return startServer(async (req, res, raw) => {
    const path = req.url.split('?')[0];
    if (req.method !== 'POST' || path !== `${prefix}/chat/completions`)
      return apiError(res, 404, `Invalid URL (${req.method} ${path})`, 'invalid_request_error', null);
    if (refusedKey(req, res, opts.apiKey)) return;
    const body = jsonObject(req, raw);
    if (!body)
      return apiError(
        res,
        400,
        'We could not parse the JSON body of your request.',
        'invalid_request_error',
        null,
      );
    for (const [field, ok] of [
      ['model', typeof body.model === 'string'],
      ['messages', Array.isArray(body.messages) && body.messages.length > 0],
    ] as const)
      if (!ok)
        return apiError(
          res,
          400,
          `Missing required parameter: '${field}'.`,
          'invalid_request_error',
          'missing_required_parameter',
        );
    const message = reply(body, script);
    const finish = message.tool_calls ? 'tool_calls' : 'stop';
    const usage = { prompt_tokens: 1000, completion_tokens: 20, total_tokens: 1020 };
    const model = body.model as string;
    if (body.stream !== true)
      return sendJson(res, 200, {
        id: nextId('chatcmpl'),
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, message, finish_reason: finish, logprobs: null }],
        usage,
      });
    await stream(
      res,
      model,
      message,
      finish,
      (body.stream_options as { include_usage?: unknown })?.include_usage === true ? usage : undefined,
    );
  });
}

function reply(body: Record<string, unknown>, script: EditScript): Message {
  const tools = Array.isArray(body.tools) ? (body.tools as Array<{ function?: { name?: unknown } }>) : [];
  const messages = body.messages as Array<{ role?: unknown; tool_call_id?: unknown }>;
  const answered = messages.some(
    (m) =>
      m.role === 'tool' && typeof m.tool_call_id === 'string' && m.tool_call_id.startsWith('call_standin'),
  );
  if (answered) return { role: 'assistant', content: script.finalText ?? DEFAULT_SCRIPT.finalText! };
  if (!tools.some((t) => t.function?.name === 'bash')) return { role: 'assistant', content: 'OK' };
  return {
    role: 'assistant',
    content: null,
    tool_calls: [
      {
        id: nextId('call'),
        type: 'function',
        function: {
          name: 'bash',
          arguments: JSON.stringify({ command: shellWrite(script), description: 'Write the file' }),
        },
      },
    ],
  };
}

async function stream(
  res: ServerResponse,
  model: string,
  message: Message,
  finish: string,
  usage: Record<string, number> | undefined,
): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const id = nextId('chatcmpl');
  const created = Math.floor(Date.now() / 1000);
  const chunk = async (choices: unknown[], extra: Record<string, unknown> = {}) => {
    res.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices, ...extra })}\n\n`,
    );
    await tick();
  };
  await chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]);
  if (message.content) {
    const half = Math.ceil(message.content.length / 2);
    for (const piece of [message.content.slice(0, half), message.content.slice(half)])
      if (piece) await chunk([{ index: 0, delta: { content: piece }, finish_reason: null }]);
  }
  for (const [index, call] of (message.tool_calls ?? []).entries()) {
    // The call's name first, its arguments after, in pieces, as the API streams them.
    await chunk([
      {
        index: 0,
        delta: {
          tool_calls: [
            { index, id: call.id, type: 'function', function: { name: call.function.name, arguments: '' } },
          ],
        },
        finish_reason: null,
      },
    ]);
    const args = call.function.arguments;
    const half = Math.ceil(args.length / 2);
    for (const piece of [args.slice(0, half), args.slice(half)])
      await chunk([
        { index: 0, delta: { tool_calls: [{ index, function: { arguments: piece } }] }, finish_reason: null },
      ]);
  }
  await chunk([{ index: 0, delta: {}, finish_reason: finish }]);
  if (usage) await chunk([], { usage });
  res.write('data: [DONE]\n\n');
  res.end();
}
