// Adding Ralph's keys to a user's settings, which the CLIs read as JSON with comments (opencode's
// OPENCODE_CONFIG_CONTENT, Gemini's settings.json): every key of the user's stays, comments too.
import { applyEdits, modify, type ParseError, parse } from 'jsonc-parser';
import { RalphError } from '../../core/errors.js';

/** `text` (empty: `{}`) with each value set at its path; throws when it is not a JSON object. */
export function withSettings(
  text: string | undefined,
  values: ReadonlyArray<readonly [path: string[], value: unknown]>,
  source: string,
): string {
  let out = text?.trim() ? text : '{}';
  const errors: ParseError[] = [];
  const parsed: unknown = parse(out, errors, { allowTrailingComma: true });
  if (errors.length > 0 || !parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new RalphError(
      `${source} is not a JSON object, so Ralph cannot add the task's settings to it: fix it`,
    );
  for (const [path, value] of values)
    out = applyEdits(
      out,
      modify(out, path, value, { formattingOptions: { insertSpaces: true, tabSize: 2 } }),
    );
  return out;
}
