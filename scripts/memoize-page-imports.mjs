// Astro integration: the built server imports a page's module on every request (`() => import('./chunks/…')`),
// and Node resolves the specifier again each time (package.json look-ups, stat calls): about a sixth of the
// CPU of an API request, measured with --cpu-prof. After the build, each page import is memoised so the module
// is resolved once. If Astro's output ever changes shape, nothing matches and the file is left as it is.
import { readFile, writeFile } from 'node:fs/promises';

const PAGE_IMPORT = /^var (_page\d+) = \(\) => import\(("[^"]+")\);$/gm;
const HELPER = 'const __halteOnce = (load) => { let loading; return () => (loading ??= load()); };\n';

/** @returns {import('astro').AstroIntegration} */
export function memoizePageImports() {
  return {
    name: 'halte:memoize-page-imports',
    hooks: {
      'astro:build:done': async ({ logger }) => {
        const entry = new URL(`../${process.env.HALTE_OUT_DIR ?? 'dist'}/server/entry.mjs`, import.meta.url);
        const source = await readFile(entry, 'utf8').catch(() => null);
        if (source === null || source.includes('__halteOnce')) return;
        let count = 0;
        const patched = source.replace(PAGE_IMPORT, (_, name, specifier) => {
          count += 1;
          return `var ${name} = __halteOnce(() => import(${specifier}));`;
        });
        if (count === 0) {
          logger.warn('no page import found to memoise; Astro output changed');
          return;
        }
        await writeFile(entry, HELPER + patched);
        logger.info(`memoised ${count} page imports`);
      },
    },
  };
}
