// Whether an agent CLI is signed in, as far as Ralph can tell without running it: no network
// call, no cost: the names of environment variables, whether a credential file exists, and
// whether a settings or .env file names a key (its value is never kept or printed). What each CLI reads, from its documentation (how each fails
// without it is in the parsers' tests on their real transcripts, test/fixtures/transcripts/):
// - Claude Code: ANTHROPIC_API_KEY, ANTHROPIC_AUTH_TOKEN, CLAUDE_CODE_OAUTH_TOKEN, Bedrock or
//   Vertex (CLAUDE_CODE_USE_BEDROCK / _VERTEX), an `apiKeyHelper` in its settings; a `/login`
//   keeps the OAuth credentials in `$CLAUDE_CONFIG_DIR/.credentials.json` (default
//   ~/.claude) on Linux, in the Keychain on macOS, which Ralph cannot see;
// - Codex: CODEX_API_KEY or OPENAI_API_KEY, else `codex login` in `$CODEX_HOME/auth.json`
//   (default ~/.codex), or the OS keyring when configured so;
// - Gemini CLI: GEMINI_API_KEY, GOOGLE_API_KEY, Vertex AI (GOOGLE_GENAI_USE_VERTEXAI), a cached
//   Google sign-in in ~/.gemini/oauth_creds.json, or a key in ~/.gemini/.env;
// - OpenCode: `opencode auth login` in `$XDG_DATA_HOME/opencode/auth.json` (default
//   ~/.local/share), or a provider's key in the environment.
// So only a missing Claude Code sign-in on Linux is certain; the rest can only be "not found
// where Ralph looked", said as such.
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export interface SignIn {
  /** found: a credential is there; missing: certainly none; unknown: none where Ralph looked. */
  state: 'found' | 'missing' | 'unknown';
  /** What was found, or where Ralph looked. */
  text: string;
  /** How to sign in, when not found. */
  fix?: string;
}

const set = (env: NodeJS.ProcessEnv, name: string) => typeof env[name] === 'string' && env[name] !== '';

/** The first of `names` set in `env`. */
function envKey(env: NodeJS.ProcessEnv, names: string[]): string | undefined {
  return names.find((n) => set(env, n));
}

/**
 * The agent CLI's sign-in, for `provider` (claude, codex, gemini, opencode); undefined for a
 * provider with no sign-in of its own (`command`).
 */
export function agentSignIn(
  provider: string,
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform = process.platform,
): SignIn | undefined {
  const home = env.HOME || homedir();
  switch (provider) {
    case 'claude': {
      const key = envKey(env, [
        'ANTHROPIC_API_KEY',
        'ANTHROPIC_AUTH_TOKEN',
        'CLAUDE_CODE_OAUTH_TOKEN',
        'CLAUDE_CODE_USE_BEDROCK',
        'CLAUDE_CODE_USE_VERTEX',
      ]);
      if (key) return { state: 'found', text: `${key} is set` };
      const dir = env.CLAUDE_CONFIG_DIR || join(home, '.claude');
      const creds = join(dir, '.credentials.json');
      if (existsSync(creds)) return { state: 'found', text: `signed in (${creds})` };
      if (hasKey(join(dir, 'settings.json'), 'apiKeyHelper'))
        return { state: 'found', text: `an apiKeyHelper in ${join(dir, 'settings.json')}` };
      const fix = 'run `claude` once and sign in (`/login`), or set ANTHROPIC_API_KEY';
      return platform === 'linux'
        ? { state: 'missing', text: `not signed in: no ${creds} and no ANTHROPIC_API_KEY`, fix }
        : {
            state: 'unknown',
            text: `no ANTHROPIC_API_KEY; a sign-in on ${platform} is kept in the system keychain, which Ralph does not read`,
            fix,
          };
    }
    case 'codex': {
      const key = envKey(env, ['CODEX_API_KEY', 'OPENAI_API_KEY']);
      if (key) return { state: 'found', text: `${key} is set` };
      const auth = join(env.CODEX_HOME || join(home, '.codex'), 'auth.json');
      if (existsSync(auth)) return { state: 'found', text: `signed in (${auth})` };
      return {
        state: 'unknown',
        text: `no ${auth} and no OPENAI_API_KEY (a sign-in kept in the OS keyring is not seen; \`codex login status\` says)`,
        fix: 'run `codex login`, or set OPENAI_API_KEY',
      };
    }
    case 'gemini': {
      const key = envKey(env, [
        'GEMINI_API_KEY',
        'GOOGLE_API_KEY',
        'GOOGLE_GENAI_USE_VERTEXAI',
        'GOOGLE_GENAI_USE_GCA',
      ]);
      if (key) return { state: 'found', text: `${key} is set` };
      const dir = join(home, '.gemini');
      const oauth = join(dir, 'oauth_creds.json');
      if (existsSync(oauth)) return { state: 'found', text: `signed in (${oauth})` };
      if (fileMentions(join(dir, '.env'), 'GEMINI_API_KEY'))
        return { state: 'found', text: `GEMINI_API_KEY in ${join(dir, '.env')}` };
      return {
        state: 'unknown',
        text: `no GEMINI_API_KEY and no ${oauth}`,
        fix: 'run `gemini` once and sign in with Google, or set GEMINI_API_KEY',
      };
    }
    case 'opencode': {
      const auth = join(env.XDG_DATA_HOME || join(home, '.local', 'share'), 'opencode', 'auth.json');
      if (existsSync(auth)) return { state: 'found', text: `signed in (${auth})` };
      const key = envKey(env, [
        'ANTHROPIC_API_KEY',
        'OPENAI_API_KEY',
        'GEMINI_API_KEY',
        'OPENROUTER_API_KEY',
      ]);
      if (key) return { state: 'found', text: `${key} is set` };
      return {
        state: 'unknown',
        text: `no ${auth} and no provider key in the environment`,
        fix: 'run `opencode auth login`, or set the API key of the provider its model uses',
      };
    }
    default:
      return undefined;
  }
}

/** Whether a JSON file has a top-level key (its value is not kept). */
function hasKey(path: string, key: string): boolean {
  try {
    const v = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    return v !== null && typeof v === 'object' && v[key] !== undefined;
  } catch {
    return false;
  }
}

function fileMentions(path: string, name: string): boolean {
  try {
    return new RegExp(`^\\s*(export\\s+)?${name}=\\S`, 'm').test(readFileSync(path, 'utf8'));
  } catch {
    return false;
  }
}
