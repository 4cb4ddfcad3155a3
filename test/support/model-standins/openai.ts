// A stand-in for OpenAI's Responses API as Codex uses it (POST {base_url}/responses, streamed as
// server-sent events), strict where the real one is:
// - no `Authorization: Bearer` gets 401 "You didn't provide an API key..." and a wrong key 401
//   "Incorrect API key provided: ..." (`code: invalid_api_key`), in the API's error envelope
//   `{"error":{message,type,param,code}}`;
// - a body that is not JSON, or one without `model` or `input`, gets 400 `invalid_request_error`;
// - any other path gets 404.
// A streamed answer is the Responses API's events (response.created, response.in_progress,
// response.output_item.added, response.output_text.delta, response.output_item.done,
// response.completed with usage), each `event:` and `data:` line, in pieces with pauses.
//
// Its model is a script: offered a way to run a command, it first uses it to write a file, and
// once the call's output comes back (`custom_tool_call_output` or `function_call_output`) it
// answers with text that ends with `<TASK_DONE>` on its own line. Codex 0.169.0 sends its tools
// not in `tools` but in an `additional_tools` input item, namespaced, and offers one freeform
// (custom) tool, `exec`, whose input is JavaScript that calls nested tools
// (`await tools.exec_command({cmd})`): the stand-in answers with a `custom_tool_call` of it.
// Older requests with a top-level `exec_command`, `shell_command` or `shell` function get a
// `function_call`. Without any of these it answers a short text.
//
// Not modelled: real models, reasoning items, the Chat Completions API, `previous_response_id`
// and stored responses, WebSocket transport, rate limits, tool-schema validation, and any other
// endpoint (models, files). Wire format: OpenAI's Responses streaming documentation and the
// openai-node SDK's event types; the CLI's side of the exchange is in
// test/fixtures/transcripts/codex/.
import type { ServerResponse } from 'node:http';
import {
  bearer,
  DEFAULT_SCRIPT,
  type EditScript,
  idCounter,
  jsonObject,
  type RecordedRequest,
  type StandIn,
  sendEvent,
  sendJson,
  shellWrite,
  startServer,
} from './common.js';

export interface OpenAIStandInOptions {
  /** The key it accepts in `Authorization: Bearer`. */
  apiKey: string;
  script?: EditScript;
  port?: number;
}

const nextId = idCounter();

export function apiError(
  res: ServerResponse,
  status: number,
  message: string,
  type: string,
  code: string | null,
) {
  sendJson(res, status, { error: { message, type, param: null, code } });
}

/**
 * Answers a request without the right `Authorization: Bearer` key as the API does (401, its
 * words); true when it did.
 */
export function refusedKey(req: RecordedRequest, res: ServerResponse, apiKey: string): boolean {
  const key = bearer(req);
  if (key === undefined)
    apiError(
      res,
      401,
      "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY), or as the password field (with blank username) if you're accessing the API from your browser and are prompted for a username and password. You can obtain an API key from https://platform.openai.com/account/api-keys.",
      'invalid_request_error',
      null,
    );
  else if (key !== apiKey)
    apiError(
      res,
      401,
      `Incorrect API key provided: ${key.slice(0, 6)}${'*'.repeat(Math.max(0, key.length - 10))}${key.slice(-4)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
      'invalid_request_error',
      'invalid_api_key',
    );
  return key !== apiKey;
}

/** Starts the stand-in; its `url` plus `/v1` is what a Codex model provider's base_url would be. */
export function startOpenAIStandIn(opts: OpenAIStandInOptions): Promise<StandIn> {
  const script = opts.script ?? DEFAULT_SCRIPT;
  return startServer(async (req, res, raw) => {
    const path = req.url.split('?')[0];
    if (req.method !== 'POST' || path !== '/v1/responses')
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
    if (typeof body.model !== 'string')
      return apiError(
        res,
        400,
        "Missing required parameter: 'model'.",
        'invalid_request_error',
        'missing_required_parameter',
      );
    if (body.input === undefined)
      return apiError(
        res,
        400,
        "Missing required parameter: 'input'.",
        'invalid_request_error',
        'missing_required_parameter',
      );
    const item = reply(body, script);
    if (body.stream === true) await stream(res, body.model, item);
    else sendJson(res, 200, { ...response(body.model, 'completed', [item]) });
  });
}

type Item =
  | {
      type: 'message';
      id: string;
      role: 'assistant';
      status: 'completed';
      content: Array<{ type: 'output_text'; text: string; annotations: [] }>;
    }
  | {
      type: 'function_call';
      id: string;
      call_id: string;
      name: string;
      arguments: string;
      status: 'completed';
    }
  | {
      type: 'custom_tool_call';
      id: string;
      call_id: string;
      name: string;
      input: string;
      status: 'completed';
    };

type Tool = { type?: unknown; name?: unknown; tools?: Tool[] };

/** Every tool the request offers: top-level, and inside `additional_tools` items and namespaces. */
function toolsOf(body: Record<string, unknown>): Tool[] {
  const out: Tool[] = [];
  const walk = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const t of list as Tool[]) {
      if (t.type === 'namespace') walk(t.tools);
      else out.push(t);
    }
  };
  walk(body.tools);
  if (Array.isArray(body.input))
    for (const i of body.input as Array<{ type?: unknown; tools?: unknown }>)
      if (i.type === 'additional_tools') walk(i.tools);
  return out;
}

function reply(body: Record<string, unknown>, script: EditScript): Item {
  const tools = toolsOf(body);
  const input = Array.isArray(body.input) ? (body.input as Array<{ type?: unknown; call_id?: unknown }>) : [];
  const answered = input.some(
    (i) =>
      (i.type === 'function_call_output' || i.type === 'custom_tool_call_output') &&
      typeof i.call_id === 'string' &&
      i.call_id.startsWith('call_standin'),
  );
  const text = (t: string): Item => ({
    type: 'message',
    id: nextId('msg'),
    role: 'assistant',
    status: 'completed',
    content: [{ type: 'output_text', text: t, annotations: [] }],
  });
  if (answered) return text(script.finalText ?? DEFAULT_SCRIPT.finalText!);
  const names = tools.map((t) => t.name);
  const command = shellWrite(script);
  const call = (name: string, args: Record<string, unknown>): Item => ({
    type: 'function_call',
    id: nextId('fc'),
    call_id: nextId('call'),
    name,
    arguments: JSON.stringify(args),
    status: 'completed',
  });
  if (tools.some((t) => t.type === 'custom' && t.name === 'exec'))
    return {
      type: 'custom_tool_call',
      id: nextId('ctc'),
      call_id: nextId('call'),
      name: 'exec',
      input: `const r = await tools.exec_command({ cmd: ${JSON.stringify(command)} });\ntext(r);\n`,
      status: 'completed',
    };
  if (names.includes('exec_command')) return call('exec_command', { cmd: command });
  if (names.includes('shell_command')) return call('shell_command', { command });
  if (names.includes('shell')) return call('shell', { command: ['bash', '-lc', command] });
  return text('OK');
}

function response(model: string, status: string, output: Item[]) {
  return {
    id: nextId('resp'),
    object: 'response',
    created_at: Math.floor(Date.now() / 1000),
    status,
    model,
    output,
    usage:
      status === 'completed'
        ? {
            input_tokens: 1000,
            input_tokens_details: { cached_tokens: 0 },
            output_tokens: 20,
            output_tokens_details: { reasoning_tokens: 0 },
            total_tokens: 1020,
          }
        : null,
  };
}

async function stream(res: ServerResponse, model: string, item: Item): Promise<void> {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    'x-request-id': nextId('req'),
  });
  let sequence = 0;
  const send = (type: string, data: Record<string, unknown>) =>
    sendEvent(res, type, { type, sequence_number: sequence++, ...data });
  const started = response(model, 'in_progress', []);
  await send('response.created', { response: started });
  await send('response.in_progress', { response: started });
  if (item.type === 'message') {
    const full = item.content[0]!.text;
    await send('response.output_item.added', {
      output_index: 0,
      item: { ...item, status: 'in_progress', content: [] },
    });
    await send('response.content_part.added', {
      item_id: item.id,
      output_index: 0,
      content_index: 0,
      part: { type: 'output_text', text: '', annotations: [] },
    });
    const half = Math.ceil(full.length / 2);
    for (const delta of [full.slice(0, half), full.slice(half)])
      if (delta)
        await send('response.output_text.delta', {
          item_id: item.id,
          output_index: 0,
          content_index: 0,
          delta,
        });
    await send('response.output_text.done', {
      item_id: item.id,
      output_index: 0,
      content_index: 0,
      text: full,
    });
    await send('response.content_part.done', {
      item_id: item.id,
      output_index: 0,
      content_index: 0,
      part: item.content[0],
    });
  } else {
    // A tool call's input streams as a delta, then whole: a custom tool's freeform `input`, or a
    // function's JSON `arguments`.
    const [field, events, value] =
      item.type === 'custom_tool_call'
        ? ['input', 'response.custom_tool_call_input', item.input]
        : ['arguments', 'response.function_call_arguments', item.arguments];
    await send('response.output_item.added', {
      output_index: 0,
      item: { ...item, status: 'in_progress', [field]: '' },
    });
    await send(`${events}.delta`, { item_id: item.id, output_index: 0, delta: value });
    await send(`${events}.done`, { item_id: item.id, output_index: 0, [field]: value });
  }
  await send('response.output_item.done', { output_index: 0, item });
  await send('response.completed', { response: { ...response(model, 'completed', [item]), id: started.id } });
  res.end();
}

export type { RecordedRequest, StandIn };
