// Astro integrations that build the serve layer (src/serve/, ADR 64) with the site: the site's server entry is
// src/serve/site-entry.ts (the adapter's exports plus the `Site` the serve layer runs), and after the site,
// src/serve/main.ts is bundled by Vite into <outDir>/serve/main.mjs, which scripts/serve.mjs starts.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const SITE_ENTRY = fileURLToPath(new URL('../src/serve/site-entry.ts', import.meta.url));
const SERVE_MAIN = fileURLToPath(new URL('../src/serve/main.ts', import.meta.url));

/**
 * The adapter integration with its server entry replaced by src/serve/site-entry.ts, which re-exports the
 * adapter's own entry: the build's dist/server/entry.mjs is the adapter's, plus `site`.
 * @param {import('astro').AstroIntegration} adapter
 * @returns {import('astro').AstroIntegration}
 */
export function withSiteEntry(adapter) {
  const configDone = adapter.hooks['astro:config:done'];
  return {
    ...adapter,
    hooks: {
      ...adapter.hooks,
      'astro:config:done': (options) =>
        configDone?.({ ...options, setAdapter: (settings) => options.setAdapter({ ...settings, serverEntrypoint: SITE_ENTRY }) }),
    },
  };
}

/** @returns {import('astro').AstroIntegration} */
export function buildServeLayer() {
  /** @type {URL | undefined} */
  let outDir;
  return {
    name: 'halte:serve-layer',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:done': async ({ logger }) => {
        if (!outDir) return;
        // Node's own modules and the packages (compression, send) stay imports; the serve layer's modules, the
        // market table and the busy page's texts are bundled.
        await build({
          configFile: false,
          root: fileURLToPath(new URL('..', import.meta.url)),
          publicDir: false,
          logLevel: 'warn',
          build: {
            ssr: SERVE_MAIN,
            outDir: fileURLToPath(new URL('serve/', outDir)),
            emptyOutDir: true,
            target: 'node22',
            minify: false,
            rolldownOptions: { output: { format: 'esm', entryFileNames: 'main.mjs' } },
          },
        });
        logger.info('built the serve layer into serve/main.mjs');
      },
    },
  };
}
