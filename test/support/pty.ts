// A program in a real pseudo-terminal, read as a person sees it: pty-driver.py owns the pty
// (python3's `pty` module, as on the CI machine), and everything the program draws goes through
// @xterm/headless, a real terminal emulator, so tests assert on the screen (the alternate
// buffer, cursor moves and erasures applied), never on the raw escape stream.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import xterm from '@xterm/headless';

const DRIVER = join(import.meta.dirname, 'pty-driver.py');
const REPO = join(import.meta.dirname, '..', '..');
/** `ralph` from the sources, as `node dist/index.js` would run it once built. */
export const RALPH = ['node', '--import', 'tsx', join(REPO, 'src', 'index.ts')];

export class Pty {
  readonly term: InstanceType<typeof xterm.Terminal>;
  readonly child: ChildProcess;
  readonly exit: Promise<number>;
  private raw = '';
  /**
   * Every screen drawn, one per chunk the program wrote, from the first that no `waitFor` has
   * matched yet: a message the next redraw replaces was still seen, as a person watching sees it.
   */
  private frames: string[] = [];

  constructor(argv: string[], opts: { env: NodeJS.ProcessEnv; rows?: number; cols?: number; cwd?: string }) {
    const rows = opts.rows ?? 30;
    const cols = opts.cols ?? 100;
    this.term = new xterm.Terminal({ rows, cols, allowProposedApi: true, scrollback: 1000 });
    this.child = spawn('python3', [DRIVER, String(rows), String(cols), ...argv], {
      cwd: opts.cwd ?? REPO,
      env: { ...opts.env, TERM: 'xterm-256color' },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    this.child.stdout!.on('data', (d: Buffer) => {
      this.raw += d.toString('utf8');
      this.term.write(d, () => this.frames.push(this.screen()));
    });
    this.exit = new Promise((resolve) => this.child.on('exit', (code) => resolve(code ?? -1)));
  }

  /** Types keys as a person would: one write per key, a moment apart. */
  async type(keys: string): Promise<void> {
    for (const k of keys) {
      this.child.stdin!.write(k);
      await sleep(30);
    }
  }

  /** The screen now: the active buffer's rows as text. */
  screen(): string {
    const b = this.term.buffer.active;
    const lines: string[] = [];
    for (let i = 0; i < this.term.rows; i++)
      lines.push(b.getLine(b.viewportY + i)?.translateToString(true) ?? '');
    return lines.join('\n');
  }

  /** The normal buffer's whole history (what stays in the terminal after the view closed). */
  history(): string {
    const b = this.term.buffer.normal;
    const lines: string[] = [];
    for (let i = 0; i < b.length; i++) lines.push(b.getLine(i)?.translateToString(true) ?? '');
    return lines.join('\n').trimEnd();
  }

  /**
   * Waits until a screen drawn since the last match matches (a screen that was there only for a
   * moment counts); fails with the screen as it is.
   */
  async waitFor(what: RegExp | ((screen: string) => boolean), timeoutMs = 20_000): Promise<string> {
    const test = typeof what === 'function' ? what : (s: string) => what.test(s);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await new Promise<void>((r) => this.term.write('', r));
      const at = this.frames.findIndex(test);
      if (at >= 0) {
        const shown = this.frames[at]!;
        this.frames = this.frames.slice(at + 1);
        return shown;
      }
      const s = this.screen();
      if (test(s)) return s;
      if (Date.now() > deadline)
        throw new Error(
          `the screen never showed ${String(what)}; it shows:\n${s}\n(exit: ${this.child.exitCode})`,
        );
      await sleep(50);
    }
  }

  /** Waits for the program to end; its exit code. */
  async ended(timeoutMs = 30_000): Promise<number> {
    const code = await Promise.race([this.exit, sleep(timeoutMs).then(() => undefined)]);
    if (code === undefined) {
      this.child.kill('SIGKILL');
      throw new Error(`still running after ${timeoutMs} ms; the screen:\n${this.screen()}`);
    }
    await new Promise<void>((r) => this.term.write('', r));
    return code;
  }

  kill(): void {
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
