// Any command line as the agent: run by /bin/sh, the prompt on stdin and its path in
// RALPH_PROMPT_FILE. Its stdout is plain text; a marker counts when it is a line of its own.

import { RalphError } from '../../core/errors.js';
import { BASE_URL_VARS, type ModelApi, PLACEHOLDER_KEY } from '../../core/model-keys.js';
import { proxySettings } from './opencode.js';
import { withSettings } from './settings.js';
import { findMarker, keepEnd } from './signals.js';
import type { Marker, OutputParser, ParsedOutput, Provider } from './types.js';

export const command: Provider = {
  name: 'command',
  supports: { maxTurns: false, mcp: [] },
  command({ prompt, promptFile, userCommand, env, modelProxy, opencodeProxy }) {
    if (!userCommand?.trim()) {
      throw new RalphError(
        'the "command" provider needs a command line: set agent.command in the plan, --agent-command on the command line, or the `agent-command` input',
      );
    }
    return {
      file: '/bin/sh',
      args: ['-c', userCommand],
      stdin: prompt,
      env: { RALPH_PROMPT_FILE: promptFile, ...proxyEnv(modelProxy), ...opencodeEnv(env, opencodeProxy) },
    };
  },
  createParser: () => new TextParser(),
};

/** The placeholder key variable each API's own SDK reads. */
const PLACEHOLDER_VARS: Record<ModelApi, string> = {
  anthropic: 'ANTHROPIC_API_KEY',
  openai: 'OPENAI_API_KEY',
  gemini: 'GEMINI_API_KEY',
};

/**
 * For a command line, each API's usual base-URL variable pointing at Ralph's key proxy, with a
 * placeholder key where the SDKs insist on one: a script on an official SDK works unchanged.
 */
function proxyEnv(modelProxy: Partial<Record<ModelApi, string>> | undefined): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [api, url] of Object.entries(modelProxy ?? {}) as Array<[ModelApi, string]>) {
    env[BASE_URL_VARS[api]] = url;
    env[PLACEHOLDER_VARS[api]] = PLACEHOLDER_KEY;
  }
  return env;
}

/** A command line that runs OpenCode: its providers whose key is a variable, through the proxy. */
function opencodeEnv(
  env: NodeJS.ProcessEnv,
  opencodeProxy: Record<string, string> | undefined,
): Record<string, string> {
  if (!opencodeProxy || Object.keys(opencodeProxy).length === 0) return {};
  const settings = proxySettings(undefined, opencodeProxy);
  return {
    OPENCODE_CONFIG_CONTENT: withSettings(env.OPENCODE_CONFIG_CONTENT, settings, 'OPENCODE_CONFIG_CONTENT'),
  };
}

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
