// The Python tool a command line runs, through `uv run`, `poetry run` or `python -m`.
import { commandWords } from './shell.js';

/** A command's words after a Python runner (`uv run ...`, `poetry run`, `python -m`); 'setup' for uv's or poetry's own commands. */
export function pythonWords(command: string): string[] | 'setup' {
  let words = commandWords(command);
  if (words[0] === 'uv' && words[1] === 'run') {
    words = words.slice(2);
    while (words[0]?.startsWith('-')) {
      const opt = words.shift()!;
      if (['--group', '--with', '--extra', '--python', '-p', '--only-group', '--package'].includes(opt))
        words.shift();
    }
    if (words[0] === '--') words.shift();
  } else if (words[0] === 'poetry' && words[1] === 'run') words = words.slice(2);
  else if (words[0] === 'uv' || words[0] === 'poetry') return 'setup';
  if (/^python(3(\.\d+)?)?$/.test(words[0] ?? '') && words[1] === '-m') words = words.slice(2);
  return words;
}

/** The tool a Python command runs: `pytest` for `PYTHONPATH=src uv run --locked pytest -x`. */
export function pythonTool(command: string): string {
  const words = pythonWords(command);
  return words === 'setup' ? '' : (words[0] ?? '');
}
