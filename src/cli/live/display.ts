// Where `ralph build` shows its work: the live view you steer when it has a terminal to read
// keys from and draw on; plain lines otherwise (CI, pipes, `--no-tty`), one per event, each
// prefixed with its spec under `--parallel` so interleaved workers stay readable.
import { localPlanView } from '../../adapters/plan-view.js';
import type { Plan } from '../../core/plan/plan.js';
import type { BuildEvent } from '../../engine/build.js';
import type { BuildControl } from '../../engine/control.js';
import { createProgress, type Progress } from '../progress.js';
import type { TaskRow } from './screen.js';
import { startLiveView } from './view.js';

export interface Display {
  event(e: BuildEvent, key?: string): void;
  done(): void;
  /** While a person has the terminal (the `i` key), Ctrl-C is theirs. */
  readonly handingOver: boolean;
}

export interface DisplayOptions {
  out: (text: string) => void;
  env: NodeJS.ProcessEnv;
  noTty: boolean;
  planPath: string;
  /** The plan as the command loaded it, and the text it was parsed from. */
  plan: Plan;
  text?: string;
  branchPrefix: string;
  spec?: string;
  task?: string;
  control: BuildControl;
  abort: () => void;
  parallel: boolean;
}

export async function createDisplay(o: DisplayOptions): Promise<Display> {
  const { stdin, stdout } = process;
  const terminal = stdout.isTTY === true && !o.env.CI && !o.noTty;
  if (terminal && stdin.isTTY === true && typeof stdin.setRawMode === 'function') {
    const view = startLiveView({
      title: o.planPath.split('/').pop() ?? o.planPath,
      tasks: await taskRows(o),
      control: o.control,
      abort: o.abort,
      input: stdin,
      output: stdout,
    });
    return {
      event: (e, key) => view.event(e, key),
      done: () => view.close(),
      get handingOver() {
        return view.handingOver;
      },
    };
  }
  if (!o.parallel) {
    const progress = createProgress(o.out, terminal);
    return { event: (e) => progress.event(e), done: () => progress.done(), handingOver: false };
  }
  const lanes = new Map<string, Progress>();
  return {
    event(e, key = '') {
      let p = lanes.get(key);
      if (!p) {
        p = createProgress((text) => o.out(text.replace(/^/gm, `[${key}] `)), false);
        lanes.set(key, p);
      }
      p.event(e);
    },
    done: () => {
      for (const p of lanes.values()) p.done();
    },
    handingOver: false,
  };
}

/** The tasks the view lists: the plan's, in the scope asked for, with each spec's status from its branch. */
async function taskRows(o: DisplayOptions): Promise<TaskRow[]> {
  const plan =
    (await localPlanView(o.planPath, o.plan, o.branchPrefix, { text: o.text }).catch(() => undefined))
      ?.plan ?? o.plan;
  const taskSpec = o.task ? plan.specs.find((s) => s.tasks.some((t) => t.id === o.task))?.id : undefined;
  return plan.specs
    .filter((s) => (o.spec === undefined || s.id === o.spec) && (taskSpec === undefined || s.id === taskSpec))
    .flatMap((s) =>
      s.tasks.map((t) => ({
        spec: s.id,
        id: t.id,
        title: t.title ?? t.description,
        // A task left in_progress by a run that died is pending for this one.
        status: t.status === 'in_progress' ? 'pending' : t.status,
      })),
    );
}
