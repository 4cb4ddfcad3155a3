// Commands as Ralph prints them for a person to run: every word quoted for a POSIX shell where
// it has to be, so that a command pasted from Ralph's output (a hint, a fix, the demo's
// transcript) runs with the words Ralph meant. The one place a printed command is formatted.

/** A word a shell passes on as it is: quoted only when it has to be (`''` for an empty one). */
export function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** A command line from its words, each quoted as shellWord quotes it: `git show '--format=%h %s'`. */
export function shellCommand(words: readonly string[]): string {
  return words.map(shellWord).join(' ');
}
