// The `i` key: the agent CLI's own interactive session, in the attempt's work tree. Resuming the
// stopped run's session when the CLI reported one keeps what the agent had read and done in
// front of the person; else the session starts from the task's prompt. Flags as the CLIs
// document them: `claude --resume ID` / `claude PROMPT`; `codex resume ID` / `codex PROMPT`;
// `gemini --resume ID` / `gemini --prompt-interactive PROMPT`; `opencode --session ID` /
// `opencode --prompt PROMPT`. The `command` provider has no interactive session.
import type { InteractiveSession } from '../../engine/control.js';

export interface InteractiveCommand {
  file: string;
  args: string[];
}

export function interactiveCommand(
  s: Pick<InteractiveSession, 'provider' | 'sessionId' | 'prompt'>,
): InteractiveCommand | undefined {
  const id = s.sessionId;
  switch (s.provider) {
    case 'claude':
      return { file: 'claude', args: id ? ['--resume', id] : [s.prompt] };
    case 'codex':
      return { file: 'codex', args: id ? ['resume', id] : [s.prompt] };
    case 'gemini':
      return { file: 'gemini', args: id ? ['--resume', id] : ['--prompt-interactive', s.prompt] };
    case 'opencode':
      return { file: 'opencode', args: id ? ['--session', id] : ['--prompt', s.prompt] };
    default:
      return undefined;
  }
}

export function hasInteractive(provider: string): boolean {
  return interactiveCommand({ provider, prompt: '' }) !== undefined;
}
