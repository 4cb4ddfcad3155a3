// What the model stand-ins share: an HTTP server on 127.0.0.1 that records every request (method,
// path, headers, parsed body) and answers from a handler, with the body read whole and parsed as
// JSON the way the real APIs do. Each stand-in (anthropic.ts, openai.ts, gemini.ts) is one API.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** The path with its query string, as the client sent it. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body parsed as JSON, or undefined when it was empty or not JSON. */
  body: unknown;
  /** What the stand-in answered. */
  status?: number;
}

export interface StandIn {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  url: string;
  port: number;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export type Handler = (
  req: RecordedRequest,
  res: ServerResponse,
  raw: { text: string; parsed: boolean },
) => void | Promise<void>;

/** Starts a server on 127.0.0.1 (port 0: any free port) that records and answers with `handler`. */
export async function startServer(handler: Handler, port = 0): Promise<StandIn> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      let parsed = false;
      if (text) {
        try {
          body = JSON.parse(text);
          parsed = true;
        } catch {
          body = undefined;
        }
      }
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
      };
      requests.push(recorded);
      const end = res.end.bind(res);
      // Record the status the handler chose.
      res.end = ((...args: Parameters<typeof res.end>) => {
        recorded.status = res.statusCode;
        return end(...args);
      }) as typeof res.end;
      Promise.resolve(handler(recorded, res, { text, parsed })).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(`stand-in failed: ${(err as Error).stack ?? String(err)}`);
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * The request's body when it is a JSON object, as every API here requires; undefined when it was
 * not JSON or not an object (each stand-in answers that with its API's own 400).
 */
export function jsonObject(
  req: RecordedRequest,
  raw: { parsed: boolean },
): Record<string, unknown> | undefined {
  if (!raw.parsed || typeof req.body !== 'object' || req.body === null || Array.isArray(req.body))
    return undefined;
  return req.body as Record<string, unknown>;
}

/** A stand-in's ids, as its API makes them: `<prefix>_standin000001`, counting per stand-in. */
export function idCounter(): (prefix: string) => string {
  let ids = 0;
  return (prefix) => `${prefix}_standin${String(++ids).padStart(6, '0')}`;
}

/** Sends one server-sent event (`event:` and `data:` lines), then pauses (tick). */
export async function sendEvent(res: ServerResponse, event: string, data: unknown): Promise<void> {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  await tick();
}

/** One header's value (the first, when it came more than once). */
export function header(req: RecordedRequest, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/** The bearer token of an `Authorization: Bearer ...` header. */
export function bearer(req: RecordedRequest): string | undefined {
  const m = /^Bearer\s+(.+)$/i.exec(header(req, 'authorization') ?? '');
  return m?.[1];
}

/** What the scripted model does: edit one file through a tool, then end with the marker. */
export interface EditScript {
  /** The file to write, relative to the agent's working directory. */
  path: string;
  content: string;
  /** The final message; it must end with `<TASK_DONE>` on its own line. */
  finalText?: string;
}

export const DEFAULT_SCRIPT: EditScript = {
  path: 'standin-edit.txt',
  content: 'written through the model stand-in\n',
  finalText: 'I wrote the file.\n<TASK_DONE>',
};

/** A shell command that writes the script's file (the content goes through printf's %s). */
export function shellWrite(s: EditScript): string {
  const q = (v: string) => `'${v.replaceAll("'", `'\\''`)}'`;
  return `printf '%s' ${q(s.content)} > ${q(s.path)}`;
}

/** Pauses between streamed chunks, so a client that buffers a whole response is caught. */
export const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));
