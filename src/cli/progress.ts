// What `ralph build` shows while it works. On a terminal: a live block with the tasks done so
// far, the current task with its elapsed time, and the agent's last lines, redrawn in place.
// Elsewhere (CI, pipes): one line per event, and the agent's last lines when it finishes.
import { agentLabel } from '../core/agent-routing.js';
import { firstLine, outcomeAndStatus } from '../core/attempt/attempt.js';
import type { BuildEvent } from '../engine/build.js';

const OUTPUT_LINES = 5;
const ICONS: Record<string, string> = { completed: '✔', blocked: '⛔', failed: '✖', pending: '…' };

export interface Progress {
  event(e: BuildEvent): void;
  done(): void;
}

export function createProgress(write: (text: string) => void, live: boolean): Progress {
  let current: { label: string; started: number } | undefined;
  let lines: string[] = [];
  let partial = '';
  let drawn = 0;
  let timer: NodeJS.Timeout | undefined;

  const takeOutput = (text: string) => {
    const parts = (partial + text).split('\n');
    partial = parts.pop() ?? '';
    for (const p of parts) if (p.trim()) lines.push(p);
    if (lines.length > OUTPUT_LINES) lines = lines.slice(-OUTPUT_LINES);
  };

  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`;
  const width = () => Math.max(40, (process.stdout.columns ?? 100) - 1);

  /** Live mode: what is done stays printed; only the block of the running task is redrawn. */
  const draw = (done: string[] = []) => {
    let out = drawn > 0 ? `\x1b[${drawn}F\x1b[J` : '';
    for (const line of done) out += `${line}\n`;
    const block: string[] = [];
    if (current) {
      block.push(`▶ ${current.label}  ${seconds(Date.now() - current.started)}`.slice(0, width()));
      for (const l of lines) block.push(`  │ ${l}`.slice(0, width()));
    }
    for (const line of block) out += `${line}\n`;
    process.stdout.write(out);
    drawn = block.length;
  };

  const say = (text: string) => {
    if (live) draw([text]);
    else write(text);
  };

  return {
    event(e) {
      switch (e.type) {
        case 'task':
          current = {
            label: `${e.spec}/${e.task} attempt ${e.attempt} (${agentLabel(e)}) on ${e.branch}`,
            started: Date.now(),
          };
          lines = [];
          partial = '';
          if (live) {
            timer ??= setInterval(draw, 250);
            draw();
          } else write(`▶ ${current.label}`);
          break;
        case 'output':
          takeOutput(e.text);
          break;
        case 'agent': {
          const last = lines.slice(-3).map((l) => `  │ ${l}`.slice(0, width()));
          const spent = [
            e.turns !== undefined ? `${e.turns} turn${e.turns === 1 ? '' : 's'}` : '',
            e.costUsd !== undefined ? `$${e.costUsd.toFixed(4)}` : '',
          ].filter(Boolean);
          const summary = `  agent: ${e.outcome} in ${seconds(e.durationMs)}${spent.length > 0 ? `, ${spent.join(', ')}` : ''}${e.reason ? ` (${e.reason.split('\n')[0]})` : ''}`;
          if (live && current) {
            // The agent's part is done: it stays on screen; the block now follows the gates.
            const label = current.label;
            current = { label: `${label}: gates`, started: Date.now() };
            lines = [];
            draw([`▶ ${label}`, ...last, summary]);
          } else {
            for (const l of last) write(l);
            write(summary);
          }
          break;
        }
        case 'gate':
          say(
            `  gate ${e.result.name}: ${e.result.passed ? 'passed' : `failed (exit ${e.result.exitCode ?? 'none'})`} in ${seconds(e.result.durationMs)}`,
          );
          break;
        case 'attempt':
          current = undefined;
          say(
            `  ${ICONS[e.status] ?? '·'} ${e.task}: ${outcomeAndStatus(e.outcome, e.status)}${e.outcome === 'passed' ? '' : `: ${firstLine(e.summary)}`}`,
          );
          break;
        case 'spec-commit':
          say(`✔ spec ${e.spec}: one commit ${e.sha.slice(0, 7)} "${e.title}" on ${e.branch}`);
          break;
        case 'note':
          say(`  note: ${e.text}`);
          break;
      }
    },
    done() {
      if (timer) clearInterval(timer);
      timer = undefined;
      if (live && current) draw();
    },
  };
}
