// Any command line as the agent: run by /bin/sh, the prompt on stdin and its path in
// RALPH_PROMPT_FILE. Its stdout is plain text; a marker counts when it is a line of its own.

import { RalphError } from '../../core/errors.js';
import { findMarker, keepEnd } from './signals.js';
import type { Marker, OutputParser, ParsedOutput, Provider } from './types.js';

export const command: Provider = {
  name: 'command',
  supports: { maxTurns: false, mcp: [] },
  command({ prompt, promptFile, userCommand }) {
    if (!userCommand?.trim()) {
      throw new RalphError(
        'the "command" provider needs a command line: set agent.command in the plan, --agent-command on the command line, or the `agent-command` input',
      );
    }
    return {
      file: '/bin/sh',
      args: ['-c', userCommand],
      stdin: prompt,
      env: { RALPH_PROMPT_FILE: promptFile },
    };
  },
  createParser: () => new TextParser(),
};

class TextParser implements OutputParser {
  private marker: Marker | undefined;
  private recent: string[] = [];
  private recentChars = 0;

  line(text: string): void {
    this.marker = findMarker(text) ?? this.marker;
    // The last lines stand in for the final message.
    this.recent.push(text);
    this.recentChars += text.length;
    while (this.recent.length > 1 && this.recentChars > 16 * 1024)
      this.recentChars -= this.recent.shift()!.length;
  }

  finish(): ParsedOutput {
    const finalText = this.recent.join('\n').trim();
    return { marker: this.marker, finalText: finalText ? keepEnd(finalText, 16 * 1024) : undefined };
  }
}
