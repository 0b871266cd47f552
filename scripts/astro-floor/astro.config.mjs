// @ts-check
// The bench's Astro floor (ADR 38): the smallest Astro site that answers a page, built with the site's own Astro and
// Node adapter. Its one page writes bytes it is given and renders nothing else, so its rate is what Astro's own
// per-request work allows for those bytes. `npm run bench` builds it into a folder of its own and serves it.
import node from '@astrojs/node';
import { defineConfig } from 'astro/config';

const outDir = process.env.ASTRO_FLOOR_OUT_DIR ?? './dist';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  outDir,
  // Astro's and Vite's caches beside the build, not in this folder.
  cacheDir: `${outDir}/.astro-cache`,
  vite: { cacheDir: `${outDir}/.vite-cache` },
  devToolbar: { enabled: false },
});
