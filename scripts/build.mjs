// Builds the site with `astro build`, then writes a digest of everything the build reads next to its output.
// With --if-changed, a build whose digest matches the sources as they are now is kept, and the build is skipped:
// `npm test` after `npm start` (as CI runs them) builds once.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = resolve(root, process.env.HALTE_OUT_DIR ?? 'dist');
const stampFile = join(outDir, '.build-inputs');
const INPUT_FOLDERS = ['src', 'public', 'content', 'locales', 'scripts'];
const INPUT_FILES = ['astro.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];
const NOT_BUILT = /\.test\.tsx?$/;

/** The files under a folder, sorted, without tests (no build imports them). */
function filesUnder(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !NOT_BUILT.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** One digest over the names and contents of the build's inputs. */
function digestInputs() {
  const hash = createHash('sha256');
  const files = [...INPUT_FOLDERS.flatMap((folder) => filesUnder(join(root, folder))), ...INPUT_FILES.map((file) => join(root, file))];
  for (const file of files) {
    hash.update(relative(root, file)).update('\0');
    if (existsSync(file)) hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const digest = digestInputs();
if (process.argv.includes('--if-changed') && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === digest) {
  console.log(`The build in ${relative(root, outDir)}/ is of these sources: not building again.`);
  process.exit(0);
}
rmSync(stampFile, { force: true });
// Astro runs on the Node that runs this script (npm's scripts put the project's pinned Node first on the PATH).
const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
const build = spawnSync(process.execPath, [astro, 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
if (build.status !== 0) process.exit(build.status ?? 1);
writeFileSync(stampFile, `${digest}\n`);
