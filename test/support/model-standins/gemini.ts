// A stand-in for the Gemini API (generativelanguage.googleapis.com) as Gemini CLI uses it:
// POST /v1beta/models/{model}:generateContent and :streamGenerateContent?alt=sse (and
// :countTokens), strict where the real one is:
// - no key (`x-goog-api-key` header or `key` query parameter) gets 403 PERMISSION_DENIED
//   "Method doesn't allow unregistered callers ..."; a wrong key gets 400 INVALID_ARGUMENT
//   "API key not valid. Please pass a valid API key." with its ErrorInfo `API_KEY_INVALID`, in
//   Google's error envelope `{"error":{code,message,status,details?}}`;
// - a body that is not JSON, or one without a non-empty `contents`, gets 400 INVALID_ARGUMENT;
// - any other path gets 404 NOT_FOUND.
// A streamed answer is server-sent events, one `data:` GenerateContentResponse each (candidates
// with content parts, finishReason, usageMetadata, modelVersion), in pieces with pauses.
//
// Its model is a script: offered `run_shell_command` (as Gemini CLI offers it), it first calls it
// with one command that writes a file, and once its `functionResponse` comes back it answers with
// text that ends with `<TASK_DONE>` on its own line. Other requests (Gemini CLI's side requests,
// which ask for JSON: the next-speaker check, loop detection, routing) get `{}`-shaped text.
//
// Not modelled: real models, safety ratings and blocked prompts, thinking parts, cached
// contents, files, embeddings, quotas and 429s, Vertex AI and OAuth, and schema validation of
// tools or generationConfig. Wire format: the Gemini API reference (GenerateContentResponse)
// and the @google/genai SDK's types; the CLI's side is in test/fixtures/transcripts/gemini/.
import type { ServerResponse } from 'node:http';
import {
  DEFAULT_SCRIPT,
  type EditScript,
  header,
  jsonObject,
  type RecordedRequest,
  type StandIn,
  sendJson,
  shellWrite,
  startServer,
  tick,
} from './common.js';

export interface GeminiStandInOptions {
  /** The key it accepts in `x-goog-api-key` (or `?key=`). */
  apiKey: string;
  script?: EditScript;
  port?: number;
}

function apiError(res: ServerResponse, code: number, status: string, message: string, details?: unknown[]) {
  sendJson(res, code, { error: { code, message, status, ...(details ? { details } : {}) } });
}

/** Starts the stand-in; its `url` is what GOOGLE_GEMINI_BASE_URL would be set to. */
export function startGeminiStandIn(opts: GeminiStandInOptions): Promise<StandIn> {
  const script = opts.script ?? DEFAULT_SCRIPT;
  let calls = 0;
  return startServer(async (req, res, raw) => {
    const url = new URL(req.url, 'http://standin');
    const m = /^\/v1beta\/models\/([^/:]+):(generateContent|streamGenerateContent|countTokens)$/.exec(
      url.pathname,
    );
    if (req.method !== 'POST' || !m)
      return apiError(
        res,
        404,
        'NOT_FOUND',
        `The requested URL ${url.pathname} was not found on this server.`,
      );
    const key = header(req, 'x-goog-api-key') ?? url.searchParams.get('key') ?? undefined;
    if (!key)
      return apiError(
        res,
        403,
        'PERMISSION_DENIED',
        "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
      );
    if (key !== opts.apiKey)
      return apiError(res, 400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'API_KEY_INVALID',
          domain: 'googleapis.com',
          metadata: { service: 'generativelanguage.googleapis.com' },
        },
      ]);
    const body = jsonObject(req, raw);
    if (!body) return apiError(res, 400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
    if (!Array.isArray(body.contents) || body.contents.length === 0)
      return apiError(
        res,
        400,
        'INVALID_ARGUMENT',
        '* GenerateContentRequest.contents: contents is not specified\n',
      );
    const model = decodeURIComponent(m[1]!);
    if (m[2] === 'countTokens') return sendJson(res, 200, { totalTokens: 1000 });
    const parts = reply(body, script, ++calls);
    const chunk = (p: unknown[], finish?: string) => ({
      candidates: [
        { content: { parts: p, role: 'model' }, index: 0, ...(finish ? { finishReason: finish } : {}) },
      ],
      usageMetadata: { promptTokenCount: 1000, candidatesTokenCount: 20, totalTokenCount: 1020 },
      modelVersion: model,
      responseId: `standin-${calls}`,
    });
    if (m[2] === 'generateContent') return sendJson(res, 200, chunk(parts, 'STOP'));
    if (url.searchParams.get('alt') !== 'sse')
      return apiError(
        res,
        400,
        'INVALID_ARGUMENT',
        'streamGenerateContent needs alt=sse here (the JSON-array form is not modelled)',
      );
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    // Text in two chunks, as a model streams it; a function call whole, in the last one.
    const text = parts.length === 1 && 'text' in parts[0]! ? (parts[0].text as string) : undefined;
    const pieces = text
      ? [
          [{ text: text.slice(0, Math.ceil(text.length / 2)) }],
          [{ text: text.slice(Math.ceil(text.length / 2)) }],
        ]
      : [parts];
    for (const [i, p] of pieces.entries()) {
      res.write(`data: ${JSON.stringify(chunk(p, i === pieces.length - 1 ? 'STOP' : undefined))}\r\n\r\n`);
      await tick();
    }
    res.end();
  });
}

type Part = { text: string } | { functionCall: { name: string; args: Record<string, unknown> } };

function reply(body: Record<string, unknown>, script: EditScript, call: number): Part[] {
  const tools = Array.isArray(body.tools)
    ? (body.tools as Array<{ functionDeclarations?: Array<{ name?: unknown }> }>)
    : [];
  const names = tools.flatMap((t) => (t.functionDeclarations ?? []).map((f) => f.name));
  const contents = body.contents as Array<{ parts?: Array<{ functionResponse?: { name?: unknown } }> }>;
  const answered = contents.some((c) =>
    c.parts?.some((p) => p.functionResponse?.name === 'run_shell_command'),
  );
  if (answered) return [{ text: script.finalText ?? DEFAULT_SCRIPT.finalText! }];
  if (names.includes('run_shell_command'))
    return [
      {
        functionCall: {
          name: 'run_shell_command',
          args: { command: shellWrite(script), description: `Write the file (${call})` },
        },
      },
    ];
  // A side request asking for JSON gets an empty object's worth of it.
  const config = body.generationConfig as { responseMimeType?: unknown } | undefined;
  return [{ text: config?.responseMimeType === 'application/json' ? '{}' : 'OK' }];
}

export type { RecordedRequest, StandIn };
