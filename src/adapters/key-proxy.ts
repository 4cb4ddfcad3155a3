// Ralph's key proxy (docs/ARCHITECTURE.md#trust): the model key stays in Ralph's process. The
// agent's CLI is pointed at this proxy (ANTHROPIC_BASE_URL, Codex's provider base_url,
// GOOGLE_GEMINI_BASE_URL, OpenCode's baseURL) with a placeholder key; the proxy drops whatever
// key the request carries, adds the real one in the header its API takes (core/model-keys.ts)
// and forwards the request to the real API or to the gateway the plan names, streaming both
// ways (server-sent events pass through a chunk at a time, nothing is buffered).
//
// It listens on 127.0.0.1 (an agent without a network of its own reaches it there); a sandboxed
// step with a network namespace of its own gets 127.0.0.1:PORT inside, whose connections the
// namespace hands to it (`accept`; sandbox.ts `forwards`), so the agent uses the same URL either
// way. It runs in Ralph's own process, as Ralph's user: the key never appears on a command line,
// in a file, or in any environment but Ralph's own.
//
// Each API is served under its own first path segment (`/anthropic`, `/openai`, `/gemini`), and
// each OpenCode provider whose key is a variable under one of its own (`/opencode-<id>`); a
// request goes only below its route's upstream path: a `..` that climbs out is refused.
import {
  createServer,
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { RalphError } from '../core/errors.js';
import type { KeyRoute, ModelApi } from '../core/model-keys.js';

export interface KeyProxyOptions {
  routes: readonly KeyRoute[];
  /** The TCP port on 127.0.0.1; 0 (the default) takes any free one. */
  port?: number;
}

export interface KeyProxy {
  port: number;
  /** `http://127.0.0.1:PORT`. */
  url: string;
  /** Takes a connection made to the proxy elsewhere (127.0.0.1:PORT inside a step's network namespace). */
  accept(socket: Socket): void;
  /** The base URL an agent's client is given for each API the proxy serves: `${url}/${api}`. */
  urls: Partial<Record<ModelApi, string>>;
  /** The base URL each OpenCode provider with a route of its own is given: `${url}/${path}`. */
  providers: Record<string, string>;
  routes: readonly KeyRoute[];
  /** Requests received so far, per API (an agent that sent none never used the proxy). */
  received: Partial<Record<ModelApi, number>>;
  close(): Promise<void>;
}

/** The request headers a client's key may travel in: dropped, whatever they hold. */
const KEY_HEADERS = ['x-api-key', 'authorization', 'x-goog-api-key', 'api-key'];
/** Hop-by-hop headers (RFC 9110 7.6.1), never forwarded. */
const HOP_HEADERS = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
];

/** Starts the proxy; throws a RalphError that says why when it cannot listen. */
export async function startKeyProxy(opts: KeyProxyOptions): Promise<KeyProxy> {
  const routes = new Map(opts.routes.map((r) => [r.path ?? r.api, r]));
  const received: Partial<Record<ModelApi, number>> = {};
  const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const route = forward(req, res, routes, agents);
    if (route) received[route.api] = (received[route.api] ?? 0) + 1;
  };
  const servers: Server[] = [];
  const close = async () => {
    await Promise.all(
      servers.map(
        (s) =>
          new Promise<void>((resolve) => {
            s.closeAllConnections();
            s.close(() => resolve());
          }),
      ),
    );
    agents.http.destroy();
    agents.https.destroy();
  };
  try {
    servers.push(await listen(handler, { port: opts.port ?? 0, host: '127.0.0.1' }));
  } catch (err) {
    await close();
    throw err;
  }
  const port = (servers[0]!.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const urls: Partial<Record<ModelApi, string>> = {};
  const providers: Record<string, string> = {};
  for (const r of opts.routes) {
    if (r.provider) providers[r.provider] = `${url}/${r.path ?? r.api}`;
    else urls[r.api] = `${url}/${r.api}`;
  }
  const accept = (socket: Socket) => servers[0]!.emit('connection', socket);
  return { port, url, accept, urls, providers, routes: opts.routes, received, close };
}

function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  where: { port: number; host: string },
): Promise<Server> {
  // Large buffers: a big answer moves in few, large writes.
  const server = createServer({ noDelay: true, highWaterMark: 1024 * 1024 }, handler);
  // A model's answer may stream for many minutes.
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      const at = `${where.host}:${where.port}`;
      const why =
        err.code === 'EADDRINUSE'
          ? 'it is in use by another process: free it, or let Ralph pick a free port'
          : err.code === 'EACCES'
            ? 'permission denied'
            : err.message;
      reject(
        new RalphError(`Ralph's key proxy cannot listen on ${at}: ${why} (${err.code ?? 'error'})`, {
          code: 'key-proxy',
          cause: err,
        }),
      );
    });
    server.listen(where, () => resolve(server));
  });
}

function forward(
  req: IncomingMessage,
  res: ServerResponse,
  routes: Map<string, KeyRoute>,
  agents: { http: HttpAgent; https: HttpsAgent },
): KeyRoute | undefined {
  const raw = req.url ?? '/';
  const q = raw.indexOf('?');
  const path = q === -1 ? raw : raw.slice(0, q);
  const query = q === -1 ? '' : raw.slice(q);
  const [, first = '', ...below] = path.split('/');
  const route = routes.get(first);
  if (!route) {
    const served = [...routes.keys()].map((k) => `/${k}`).join(', ') || 'nothing';
    fail(
      res,
      undefined,
      404,
      `Ralph's key proxy has no route for ${JSON.stringify(path)}: it serves ${served}`,
    );
    return undefined;
  }
  if (route.refusal) {
    fail(res, route, 401, route.refusal);
    return route;
  }
  const base = new URL(route.upstream);
  const prefix = base.pathname.replace(/\/?$/, '/');
  const target = new URL(`${base.origin}${prefix}${below.join('/')}${query}`);
  if (target.origin !== base.origin || !`${target.pathname}/`.startsWith(prefix)) {
    fail(res, route, 400, `Ralph's key proxy forwards only below ${route.upstream}`);
    return route;
  }
  // Gemini's key may also ride in the query.
  target.searchParams.delete('key');

  const headers: OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(req.headers as IncomingHttpHeaders)) {
    if (v === undefined || KEY_HEADERS.includes(k) || HOP_HEADERS.includes(k)) continue;
    headers[k] = v;
  }
  Object.assign(headers, route.headers);
  const secure = target.protocol === 'https:';
  const send = secure ? httpsRequest : httpRequest;
  const upstream = send(
    target,
    { method: req.method, headers, agent: secure ? agents.https : agents.http },
    (up) => {
      const back: OutgoingHttpHeaders = {};
      for (const [k, v] of Object.entries(up.headers))
        if (v !== undefined && !HOP_HEADERS.includes(k)) back[k] = v;
      res.writeHead(up.statusCode ?? 502, up.statusMessage, back);
      // Each chunk as it comes: server-sent events are not held back.
      res.flushHeaders();
      up.pipe(res);
      up.on('error', () => res.destroy());
    },
  );
  upstream.on('error', (err: NodeJS.ErrnoException) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    fail(
      res,
      route,
      502,
      `Ralph's key proxy could not reach ${route.upstream} (from ${route.upstreamFrom}): ${err.code ?? err.message}`,
    );
  });
  // The agent went away: so does its request upstream.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
  return route;
}

/** An error in the shape the route's API uses, so the agent's CLI shows its message. */
function fail(res: ServerResponse, route: KeyRoute | undefined, status: number, message: string): void {
  const body =
    route?.api === 'anthropic'
      ? { type: 'error', error: { type: 'api_error', message } }
      : route?.api === 'gemini'
        ? { error: { code: status, message, status: status === 404 ? 'NOT_FOUND' : 'UNAVAILABLE' } }
        : { error: { message, type: 'ralph_key_proxy_error', code: null, param: null } };
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
