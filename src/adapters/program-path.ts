// Finding a program on a PATH the way the process that runs it will: node's spawn runs execvp
// in the child, after it changed to the child's working directory. The one PATH search of
// Ralph: the agent CLI's preflight, the dry runs' tool checks and the root commands use it.
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';

/**
 * The first executable regular file `<entry>/<program>` over the entries of `path`, in order;
 * undefined when there is none. `program` is a bare name (the caller takes a name holding a `/`
 * as a path).
 *
 * An empty entry (`/bin::/usr/bin`, a leading or trailing `:`) means the current directory, as
 * POSIX says and as execvp does, and so does a relative entry: `cwd`, the directory the program
 * will run in. Not skipped, although a safer-looking choice: this lookup says what spawn will
 * run, and a lookup that skipped such an entry would call a program that runs missing, or name
 * a file other than the one that runs.
 */
export function findOnPath(program: string, path: string, cwd = '.'): string | undefined {
  for (const entry of path.split(delimiter)) {
    const file = resolve(cwd, entry, program);
    if (isExecutableFile(file)) return file;
  }
  return undefined;
}

function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
