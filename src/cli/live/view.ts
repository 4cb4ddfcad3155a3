// The live view of `ralph build` on a terminal (DESIGN.md C9): the screen of screen.ts drawn in
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
  provider: string;
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
  const { input, output, control } = o;
  const state: ScreenState = newState(o.title, o.tasks);
  let timer: NodeJS.Timeout | undefined;
  let pending: NodeJS.Timeout | undefined;
  let closed = false;
  let handingOver = false;
  let quits = 0;
  let interrupts = 0;
  /** Interactive sessions one after another: there is one terminal. */
  let sessions: Promise<void> = Promise.resolve();

  const draw = () => {
    pending = undefined;
    if (closed || handingOver) return;
    state.paused = control.isPaused;
    state.stopping = control.isStopping;
    const lines = render(state, output.rows ?? 24, output.columns ?? 80);
    output.write(`\x1b[H${lines.map((l) => `${l}\x1b[K`).join('\r\n')}\x1b[J`);
  };
  /** Events come in bursts (a flood of output): one redraw per 50 ms at most. */
  const soon = () => {
    pending ??= setTimeout(draw, 50);
  };
  const say = (text: string) => {
    state.message = text;
    draw();
  };

  const onKey = (str: string | undefined, key: { name?: string; ctrl?: boolean; sequence?: string } = {}) => {
    if (handingOver || closed) return;
    if (key.ctrl && key.name === 'c') return interrupt();
    if (state.typing) return typeReason(str, key);
    const name = key.name ?? str ?? '';
    switch (name) {
      case 'q':
        return quit();
      case 'p': {
        const paused = control.togglePause();
        return say(
          paused
            ? 'p: paused: no new task starts (a running one goes on to its end); p again to go on'
            : 'p: going on',
        );
      }
      case 'r': {
        const lane = target();
        if (!lane) return say('r: no attempt is running to restart');
        return say(
          control.request(lane.task, { kind: 'restart' })
            ? `r: restarting attempt ${lane.attempt} of ${lane.task} (its work so far is discarded)`
            : `r: ${lane.task} is being recorded or already has a request; nothing restarted`,
        );
      }
      case 's': {
        const lane = target();
        if (!lane) return say('s: no task is running to skip');
        state.typing = { task: lane.task, text: '' };
        return say(`s: why skip ${lane.task}? type a reason, then enter`);
      }
      case 'i': {
        const lane = target();
        if (!hasInteractive(o.provider))
          return say(`i: the ${o.provider} agent has no interactive session; r, s or q instead`);
        if (!lane) return say('i: no attempt is running to take over');
        return say(
          control.request(lane.task, { kind: 'interactive' })
            ? `i: stopping the agent; the terminal goes to ${o.provider} in ${lane.task}'s work tree`
            : `i: ${lane.task} is being recorded or already has a request; nothing handed over`,
        );
      }
      case 'tab': {
        const live = running();
        if (live.length < 2) return say('tab: only one pane is running');
        const at = live.findIndex((l) => l.key === state.focus);
        state.focus = live[(at + 1) % live.length]!.key;
        return say(`tab: r, s and i now act on ${live.find((l) => l.key === state.focus)!.task}`);
      }
      default:
        if (name) say(`${name}: not a key of this view; the keys are on the line below`);
    }
  };

  const typeReason = (str: string | undefined, key: { name?: string; ctrl?: boolean }) => {
    const typing = state.typing!;
    if (key.name === 'escape') {
      state.typing = undefined;
      return say(`s: not skipped; ${typing.task} goes on`);
    }
    if (key.name === 'return' || key.name === 'enter') {
      const reason = typing.text.trim();
      if (!reason) return say('s: a reason is needed (esc to keep the task running)');
      state.typing = undefined;
      return say(
        control.request(typing.task, { kind: 'skip', reason })
          ? `s: skipping ${typing.task}: ${reason}`
          : `s: ${typing.task} is no longer running (it was recorded meanwhile); nothing skipped`,
      );
    }
    if (key.name === 'backspace') typing.text = typing.text.slice(0, -1);
    else if (str && !key.ctrl && str >= ' ') typing.text += str;
    draw();
  };

  const quit = () => {
    quits++;
    if (quits === 1 && control.running().length > 0) {
      control.stopAfterAttempt();
      return say(
        'q: stopping once the running attempt is recorded (q again: stop now, the task goes back to pending)',
      );
    }
    control.stopAfterAttempt();
    o.abort();
    return say('q: stopping now; the running task goes back to pending, run `ralph build` to resume');
  };

  const interrupt = () => {
    interrupts++;
    if (interrupts > 1) {
      restore();
      process.exit(130);
    }
    o.abort();
    say('Ctrl-C: stopping now; the running task goes back to pending (Ctrl-C again to force)');
  };

  const running = () => state.lanes.filter((l) => l.phase !== 'recorded');
  /** The attempt r, s and i act on: the focused pane's, else the one running. */
  const target = () => {
    const live = running().filter((l) => control.running().some((r) => r.task === l.task));
    return live.find((l) => l.key === state.focus) ?? live[0];
  };

  const enter = () => {
    output.write(ENTER);
    input.setRawMode(true);
    input.resume();
    timer = setInterval(draw, 500);
    draw();
  };
  const leave = () => {
    if (timer) clearInterval(timer);
    if (pending) clearTimeout(pending);
    timer = pending = undefined;
    input.setRawMode(false);
    input.pause();
    output.write(LEAVE);
  };

  const handOver = async (s: InteractiveSession) => {
    const cmd = interactiveCommand(s);
    if (!cmd || closed) return;
    leave();
    handingOver = true;
    output.write(
      `ralph: ${s.task}: ${cmd.file} in ${s.cwd}\nralph: when you leave it, Ralph checks the work (the claim, then the gates)\n\n`,
    );
    const ended = await new Promise<string>((resolve) => {
      const child = spawn(cmd.file, cmd.args, { cwd: s.cwd, env: s.env, stdio: 'inherit' });
      child.on('error', (e) => resolve(`could not start ${cmd.file}: ${e.message}`));
      child.on('exit', (code, signal) => resolve(`${cmd.file} ended (${signal ?? `exit ${code}`})`));
    });
    handingOver = false;
    if (closed) return;
    enter();
    say(`i: ${ended}; checking ${s.task}'s work`);
  };
  control.interactive = (s) => {
    sessions = sessions.then(() => handOver(s));
    return sessions;
  };

  // Whatever ends the process (an error no one caught, a forced exit), the terminal is given back.
  const restore = () => {
    if (closed) return;
    closed = true;
    output.write(LEAVE);
    if (input.isTTY) input.setRawMode(false);
  };
  emitKeypressEvents(input);
  input.on('keypress', onKey);
  output.on('resize', draw);
  process.on('exit', restore);
  enter();

  const view: LiveView = {
    event(e, key = 'build') {
      applyEvent(state, e, key);
      if (e.type === 'output') soon();
      else draw();
    },
    close() {
      if (closed) return;
      process.off('exit', restore);
      input.off('keypress', onKey);
      output.off('resize', draw);
      if (!handingOver) leave();
      closed = true;
      control.interactive = undefined;
      // What the screen showed last stays readable in the terminal's history.
      // An attempt stopped midway was put back: its task is pending again.
      const list = state.tasks.map((t) => {
        const status = t.status === 'in_progress' ? 'pending' : t.status;
        return `${ICONS[status]} ${t.spec}/${t.id}  ${t.title.split('\n', 1)[0]}${status === 'completed' ? '' : ` (${status})`}`;
      });
      output.write(`${list.join('\n')}\n`);
    },
    get handingOver() {
      return handingOver;
    },
  };
  return view;
}
