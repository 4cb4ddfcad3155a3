// The error for input an importer cannot convert: it names the file, the place and what to fix.

/** Input an importer cannot convert. The message names the file, the place, and what to fix. */
export class ImportError extends Error {
  readonly problems: string[];
  constructor(problems: string | string[]) {
    const list = typeof problems === 'string' ? [problems] : problems;
    super(list.join('\n'));
    this.name = 'ImportError';
    this.problems = list;
  }
}
