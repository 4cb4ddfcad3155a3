// The live view of `ralph build` on a terminal (docs/ARCHITECTURE.md#life-of-a-task-locally): the screen of screen.ts drawn in
// the terminal's alternate buffer with plain ANSI escapes, and the keys read through
// node:readline's keypress events in raw mode. No terminal library: Ink would bring React and
// its renderer (hundreds of KB in dist/ and tens of ms of cold start for every `ralph` command),
// blessed a large unmaintained tree; a redraw of a few dozen lines needs neither. Every key is
// answered on the message line; what a key asks of the build goes through BuildControl, which
// only acts at the loop's clear points, so no key can leave the plan half written.
import { spawn } from 'node:child_process';
import { emitKeypressEvents } from 'node:readline';
import type { BuildEvent } from '../../engine/build.js';
import type { BuildControl, InteractiveSession } from '../../engine/control.js';
import { hasInteractive, interactiveCommand } from './interactive.js';
import { applyEvent, ICONS, newState, render, type ScreenState, type TaskRow } from './screen.js';

export interface LiveViewOptions {
  title: string;
  tasks: TaskRow[];
  control: BuildControl;
  /** Stops the build now: the running attempts are stopped, their tasks go back to pending. */
  abort: () => void;
  input: NodeJS.ReadStream;
  output: NodeJS.WriteStream;
}

export interface LiveView {
  /** One build event of worker `key` (the spec under `--parallel`). */
  event(e: BuildEvent, key?: string): void;
  /** Gives the terminal back and prints the task list as it ended. */
  close(): void;
  /** While a person has the terminal (an interactive session), Ctrl-C is theirs, not Ralph's. */
  readonly handingOver: boolean;
}

const ENTER = '\x1b[?1049h\x1b[?25l';
const LEAVE = '\x1b[?25h\x1b[?1049l';

export function startLiveView(o: LiveViewOptions): LiveView {
  return new Live(o);
}

type Key = { name?: string; ctrl?: boolean; sequence?: string };

/** The view while it runs: the screen's state, the terminal's modes, the keys. */
class Live implements LiveView {
  private readonly input: NodeJS.ReadStream;
  private readonly output: NodeJS.WriteStream;
  private readonly control: BuildControl;
  private readonly state: ScreenState;
  private timer: NodeJS.Timeout | undefined;
  private pending: NodeJS.Timeout | undefined;
  private closed = false;
  private handing = false;
  private quits = 0;
  private interrupts = 0;
  /** Interactive sessions one after another: there is one terminal. */
  private sessions: Promise<void> = Promise.resolve();

  constructor(private readonly o: LiveViewOptions) {
    this.input = o.input;
    this.output = o.output;
    this.control = o.control;
    this.state = newState(o.title, o.tasks);
    this.control.interactive = (s) => {
      this.sessions = this.sessions.then(() => this.handOver(s));
      return this.sessions;
    };
    emitKeypressEvents(this.input);
    this.input.on('keypress', this.onKey);
    this.output.on('resize', this.draw);
    process.on('exit', this.restore);
    this.enter();
  }

  /** While a person has the terminal (an interactive session), Ctrl-C is theirs, not Ralph's. */
  get handingOver(): boolean {
    return this.handing;
  }

  event(e: BuildEvent, key = 'build'): void {
    applyEvent(this.state, e, key);
    if (e.type === 'output') this.soon();
    else this.draw();
  }

  close(): void {
    if (this.closed) return;
    process.off('exit', this.restore);
    this.input.off('keypress', this.onKey);
    this.output.off('resize', this.draw);
    if (!this.handing) this.leave();
    this.closed = true;
    this.control.interactive = undefined;
    // What the screen showed last stays readable in the terminal's history.
    // An attempt stopped midway was put back: its task is pending again.
    const list = this.state.tasks.map((t) => {
      const status = t.status === 'in_progress' ? 'pending' : t.status;
      return `${ICONS[status]} ${t.spec}/${t.id}  ${t.title.split('\n', 1)[0]}${status === 'completed' ? '' : ` (${status})`}`;
    });
    this.output.write(`${list.join('\n')}\n`);
  }

  private readonly draw = () => {
    this.pending = undefined;
    if (this.closed || this.handing) return;
    const { state, output, control } = this;
    state.paused = control.isPaused;
    state.stopping = control.isStopping;
    const lines = render(state, output.rows ?? 24, output.columns ?? 80);
    output.write(`\x1b[H${lines.map((l) => `${l}\x1b[K`).join('\r\n')}\x1b[J`);
  };

  /** Events come in bursts (a flood of output): one redraw per 50 ms at most. */
  private soon(): void {
    this.pending ??= setTimeout(this.draw, 50);
  }

  private say(text: string): void {
    this.state.message = text;
    this.draw();
  }

  private readonly onKey = (str: string | undefined, key: Key = {}) => {
    if (this.handing || this.closed) return;
    if (key.ctrl && key.name === 'c') return this.interrupt();
    if (this.state.typing) return this.typeReason(str, key);
    const name = key.name ?? str ?? '';
    switch (name) {
      case 'q':
        return this.quit();
      case 'p': {
        const paused = this.control.togglePause();
        return this.say(
          paused
            ? 'p: paused: no new task starts (a running one goes on to its end); p again to go on'
            : 'p: going on',
        );
      }
      case 'r':
        return this.restart();
      case 's': {
        const lane = this.target();
        if (!lane) return this.say('s: no task is running to skip');
        this.state.typing = { task: lane.task, text: '' };
        return this.say(`s: why skip ${lane.task}? type a reason, then enter`);
      }
      case 'i':
        return this.askHandOver();
      case 'tab':
        return this.nextPane();
      default:
        if (name) this.say(`${name}: not a key of this view; the keys are on the line below`);
    }
  };

  private restart() {
    const lane = this.target();
    if (!lane) return this.say('r: no attempt is running to restart');
    this.say(
      this.control.request(lane.task, { kind: 'restart' })
        ? `r: restarting attempt ${lane.attempt} of ${lane.task} (its work so far is discarded)`
        : `r: ${lane.task} is being recorded or already has a request; nothing restarted`,
    );
  }

  private askHandOver() {
    const lane = this.target();
    if (!lane) return this.say('i: no attempt is running to take over');
    if (!hasInteractive(lane.provider))
      return this.say(`i: the ${lane.provider} agent has no interactive session; r, s or q instead`);
    this.say(
      this.control.request(lane.task, { kind: 'interactive' })
        ? `i: stopping the agent; the terminal goes to ${lane.provider} in ${lane.task}'s work tree`
        : `i: ${lane.task} is being recorded or already has a request; nothing handed over`,
    );
  }

  private nextPane() {
    const { state } = this;
    const live = this.running();
    if (live.length < 2) return this.say('tab: only one pane is running');
    const at = live.findIndex((l) => l.key === state.focus);
    state.focus = live[(at + 1) % live.length]!.key;
    this.say(`tab: r, s and i now act on ${live.find((l) => l.key === state.focus)!.task}`);
  }

  private typeReason(str: string | undefined, key: Key) {
    const typing = this.state.typing!;
    if (key.name === 'escape') {
      this.state.typing = undefined;
      return this.say(`s: not skipped; ${typing.task} goes on`);
    }
    if (key.name === 'return' || key.name === 'enter') {
      const reason = typing.text.trim();
      if (!reason) return this.say('s: a reason is needed (esc to keep the task running)');
      this.state.typing = undefined;
      return this.say(
        this.control.request(typing.task, { kind: 'skip', reason })
          ? `s: skipping ${typing.task}: ${reason}`
          : `s: ${typing.task} is no longer running (it was recorded meanwhile); nothing skipped`,
      );
    }
    if (key.name === 'backspace') typing.text = typing.text.slice(0, -1);
    else if (str && !key.ctrl && str >= ' ') typing.text += str;
    this.draw();
  }

  private quit() {
    const { control } = this;
    this.quits++;
    if (this.quits === 1 && control.running().length > 0) {
      control.stopAfterAttempt();
      return this.say(
        'q: stopping once the running attempt is recorded (q again: stop now, the task goes back to pending)',
      );
    }
    control.stopAfterAttempt();
    this.o.abort();
    this.say('q: stopping now; the running task goes back to pending, run `ralph build` to resume');
  }

  private interrupt(): void {
    this.interrupts++;
    if (this.interrupts > 1) {
      this.restore();
      process.exit(130);
    }
    this.o.abort();
    this.say('Ctrl-C: stopping now; the running task goes back to pending (Ctrl-C again to force)');
  }

  private running() {
    return this.state.lanes.filter((l) => l.phase !== 'recorded');
  }

  /** The attempt r, s and i act on: the focused pane's, else the one running. */
  private target() {
    const live = this.running().filter((l) => this.control.running().some((r) => r.task === l.task));
    return live.find((l) => l.key === this.state.focus) ?? live[0];
  }

  private enter(): void {
    this.output.write(ENTER);
    this.input.setRawMode(true);
    this.input.resume();
    this.timer = setInterval(this.draw, 500);
    this.draw();
  }

  private leave(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.pending) clearTimeout(this.pending);
    this.timer = this.pending = undefined;
    this.input.setRawMode(false);
    this.input.pause();
    this.output.write(LEAVE);
  }

  private async handOver(s: InteractiveSession): Promise<void> {
    const cmd = interactiveCommand(s);
    if (!cmd || this.closed) return;
    this.leave();
    this.handing = true;
    this.output.write(
      `ralph: ${s.task}: ${cmd.file} in ${s.cwd}\nralph: when you leave it, Ralph checks the work (the claim, then the gates)\n\n`,
    );
    const ended = await new Promise<string>((resolve) => {
      const child = spawn(cmd.file, cmd.args, { cwd: s.cwd, env: s.env, stdio: 'inherit' });
      child.on('error', (e) => resolve(`could not start ${cmd.file}: ${e.message}`));
      child.on('exit', (code, signal) => resolve(`${cmd.file} ended (${signal ?? `exit ${code}`})`));
    });
    this.handing = false;
    if (this.closed) return;
    this.enter();
    this.say(`i: ${ended}; checking ${s.task}'s work`);
  }

  // Whatever ends the process (an error no one caught, a forced exit), the terminal is given back.
  private readonly restore = () => {
    if (this.closed) return;
    this.closed = true;
    this.output.write(LEAVE);
    if (this.input.isTTY) this.input.setRawMode(false);
  };
}
