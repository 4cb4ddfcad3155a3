// Fails when the committed dist/ differs from a fresh build of the sources.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tmp = mkdtempSync(join(tmpdir(), 'ralph-dist-'));
try {
  // Same input path as `npm run build` (module ids depend on it); only the output differs.
  rmSync('build', { recursive: true, force: true });
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
  execFileSync(
    'npx',
    ['ncc', 'build', 'build/index.js', '-o', join(tmp, 'dist'), '--license', 'licenses.txt', '--quiet'],
    {
      stdio: 'inherit',
    },
  );
  const list = (dir) => readdirSync(dir).sort();
  const fresh = list(join(tmp, 'dist'));
  const committed = list('dist');
  const differ = [...new Set([...fresh, ...committed])].filter((f) => {
    try {
      return !readFileSync(join(tmp, 'dist', f)).equals(readFileSync(join('dist', f)));
    } catch {
      return true;
    }
  });
  if (differ.length > 0) {
    console.error(
      `dist/ differs from a fresh build (${differ.join(', ')}). Run \`npm run package\` and commit dist/.`,
    );
    process.exit(1);
  }
  console.log(`dist/ matches a fresh build (${fresh.length} files).`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
