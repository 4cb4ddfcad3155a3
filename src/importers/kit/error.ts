// The error for input an importer cannot convert: it names the file, the place and what to fix.
import { RalphError } from '../../core/errors.js';

/** Input an importer cannot convert. The message names the file, the place, and what to fix. */
export class ImportError extends RalphError {
  override readonly code: string = 'import';
  readonly problems: string[];
  constructor(problems: string | string[]) {
    const list = typeof problems === 'string' ? [problems] : problems;
    super(list.join('\n'));
    this.name = 'ImportError';
    this.problems = list;
  }
}
