/** Ralph's version, in `ralph --version` and the GitHub API user agent. */
export const RALPH_VERSION = '0.1.0';
