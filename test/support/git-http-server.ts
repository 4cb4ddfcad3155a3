// A bare repository served over smart HTTP by git's own `git http-backend` (as CGI behind a
// node server), so tests can see how Ralph authenticates to a remote: fetches are open, a push
// must carry `Authorization: basic x-access-token:<token>` as GitHub expects, and every
// Authorization header of a push is logged. The token is fixed, or (`addToken`) any of a list
// the test grows, as GitHub accepts each job's own token with `contents: write`. The server runs in its own process: the tests'
// git helpers are synchronous and would block a server in theirs.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir } from './repo.js';

export interface GitHttpServer {
  /** The server root: `GITHUB_SERVER_URL` for Ralph. */
  url: string;
  /** The repository's clone URL under it. */
  repoUrl: string;
  /** Authorization headers of push requests, as received ('' when none was sent). */
  pushAuth(): string[];
  /** Accepts this token for pushes from now on. */
  addToken(token: string): void;
  close(): Promise<void>;
}

/** Starts the server in a child process (this file, run with tsx). */
export async function startGitHttpServer(bareRepo: string, token: string): Promise<GitHttpServer> {
  const dir = tempDir('ralph-git-http-');
  const log = join(dir, 'auth.log');
  const tokens = join(dir, 'tokens');
  appendFileSync(tokens, `${token}\n`);
  const child = spawn(
    process.execPath,
    [
      join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      fileURLToPath(import.meta.url),
      bareRepo,
      tokens,
      log,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /^listening (\S+)$/m.exec(out);
      if (m) resolve(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`git http server exited ${code}`)));
  });
  return {
    url,
    repoUrl: `${url}/octo/demo.git`,
    pushAuth: () =>
      existsSync(log)
        ? readFileSync(log, 'utf8')
            .split('\n')
            .filter((l) => l !== '')
            .map((l) => l.slice(1))
        : [],
    addToken: (t) => appendFileSync(tokens, `${t}\n`),
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

function serve(bareRepo: string, tokens: string, log: string): void {
  const root = dirname(bareRepo);
  const name = bareRepo.slice(root.length + 1);
  const accepted = () =>
    readFileSync(tokens, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((t) => `Basic ${Buffer.from(`x-access-token:${t}`).toString('base64')}`);
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const push =
      url.searchParams.get('service') === 'git-receive-pack' || url.pathname.endsWith('/git-receive-pack');
    if (push) {
      const auth = req.headers.authorization;
      appendFileSync(log, `:${auth ?? ''}\n`);
      // git sends the header as given ("basic ..."); HTTP says the scheme is case-insensitive.
      if (!accepted().includes(auth?.replace(/^basic/i, 'Basic') ?? '')) {
        res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="git"' });
        res.end('authentication required\n');
        return;
      }
    }
    const cgi = spawn('git', ['http-backend'], {
      env: {
        ...process.env,
        GIT_PROJECT_ROOT: root,
        GIT_HTTP_EXPORT_ALL: '1',
        PATH_INFO: url.pathname.replace(/^\/octo\/demo\.git/, `/${name}`),
        QUERY_STRING: url.search.slice(1),
        REQUEST_METHOD: req.method ?? 'GET',
        CONTENT_TYPE: req.headers['content-type'] ?? '',
        HTTP_CONTENT_ENCODING: req.headers['content-encoding'] ?? '',
        GIT_PROTOCOL: String(req.headers['git-protocol'] ?? ''),
        REMOTE_USER: push ? 'x-access-token' : '',
        REMOTE_ADDR: '127.0.0.1',
      },
    });
    req.pipe(cgi.stdin);
    // CGI output: headers, a blank line, the body.
    let head = Buffer.alloc(0);
    let started = false;
    cgi.stdout.on('data', (chunk: Buffer) => {
      if (started) {
        res.write(chunk);
        return;
      }
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      started = true;
      let status = 200;
      for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
        const at = line.indexOf(':');
        const key = line.slice(0, at).trim();
        const value = line.slice(at + 1).trim();
        if (key.toLowerCase() === 'status') status = Number.parseInt(value, 10);
        else res.setHeader(key, value);
      }
      res.writeHead(status);
      res.write(head.subarray(end + 4));
    });
    cgi.on('close', () => res.end());
  };

  const server = createServer(handle);
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    process.stdout.write(`listening http://127.0.0.1:${port}\n`);
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [bareRepo, tokens, log] = process.argv.slice(2);
  serve(bareRepo!, tokens!, log!);
}
