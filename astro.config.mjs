// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { defineConfig } from 'astro/config';
import { astroRuntimePatches } from './scripts/astro-runtime-patches.mjs';
import { buildServeLayer, withSiteEntry } from './scripts/serve-build.mjs';
import { messageModules } from './src/i18n/message-modules.ts';
import { BASE_DIRECTIVES } from './src/server/security.ts';
import { SCREENS, getScreenEntrypoint, getScreenPatterns } from './src/screens/registry.ts';

/** CSS module class names the build gave out, each with the file and local name it stands for. */
const scopedClassNames = new Map();

/**
 * A CSS module's class name: in the build, `_` and five characters of a hash of the source file and the local name
 * (the search page carries 700 of them: 12 KB as `_card_1efqd_1`, 4 KB like this), the same in the server and client
 * builds; two names that would meet stop the build. In development, the local name stays readable.
 * @param {string} name
 * @param {string} filename
 */
function getScopedClassName(name, filename) {
  const source = `${relative(process.cwd(), filename.replace(/\?.*/, ''))}:${name}`;
  const hash = createHash('sha256').update(source).digest('base64url');
  if (process.env.NODE_ENV !== 'production') return `${name}_${hash.slice(0, 5)}`;
  const scoped = `_${hash.slice(0, 5)}`;
  const taken = scopedClassNames.get(scoped);
  if (taken !== undefined && taken !== source) throw new Error(`CSS module class names meet: ${taken} and ${source} are both ${scoped}`);
  scopedClassNames.set(scoped, source);
  return scoped;
}

/**
 * Everything is rendered on the server (the shell sets the lastLanguage cookie and security headers on every
 * page), cached with ETag by the middleware. The serve layer (src/serve/, ADR 64) runs the handler behind its
 * queue and compression; it is built here too, and started by scripts/serve.mjs.
 */
export default defineConfig({
  output: 'server',
  // Request bodies are read into memory: 1 MB at most (the /api routes allow 100 KB, src/server/api/api-guard.ts).
  // Middleware mode: the serve layer serves the static files itself, so pages and /api skip a file lookup.
  // Pages are rendered whole, not streamed: the middleware holds each page for its ETag and CSP anyway (ADR 1).
  // The server entry is src/serve/site-entry.ts: the adapter's, plus what the serve layer runs.
  adapter: withSiteEntry(node({ mode: 'middleware', bodySizeLimit: 1024 * 1024, experimentalDisableStreaming: true })),
  integrations: [
    react(),
    // Astro's CSP digests kept once made, React islands rendered to a string (ADR 66, ADR 67).
    astroRuntimePatches(),
    buildServeLayer(),
    {
      // The market router (ADR 34): each screen of the registry is its own page module, at the addresses of its
      // routes in every language, so each screen loads only its own CSS. Other market addresses fall to the 404.
      name: 'halte:screens',
      hooks: {
        'astro:config:setup': ({ injectRoute }) => {
          for (const screen of /** @type {Array<keyof typeof SCREENS>} */ (Object.keys(SCREENS))) {
            for (const pattern of getScreenPatterns(screen)) injectRoute({ pattern, entrypoint: getScreenEntrypoint(screen) });
          }
        },
      },
    },
    {
      name: 'halte:client-interaction',
      hooks: {
        // client:interaction hydrates an island on first use (src/directives/interaction.ts).
        'astro:config:setup': ({ addClientDirective }) => addClientDirective({ name: 'interaction', entrypoint: './src/directives/interaction.ts' }),
      },
    },
  ],
  // Parallel work on one machine builds into separate folders (HALTE_OUT_DIR); the default is dist/.
  outDir: process.env.HALTE_OUT_DIR ?? './dist',
  trailingSlash: 'ignore',
  server: { host: '127.0.0.1', port: 4321 },
  // Style sheets are files, never inside the page: year-cached after the first page, no bytes in every document and no
  // hash in its CSP. Each screen has its own (ADR 34); what the first screen does not show links its own sheet in the
  // body (ADR 75).
  build: { inlineStylesheets: 'never' },
  prefetch: false,
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
  // PGlite loads its WebAssembly next to its own files, and pg has native optional parts: keep both external.
  // date-fns is bundled: loaded from node_modules, Node resolves its ~250 files one by one (1 s at start).
  // The islands' messages are modules of their own (src/i18n/message-modules.ts, ADR 71).
  // A page's own scripts are files, never inlined: year-cached after the first page, no bytes in every document, and
  // no hash in every page's CSP. Other assets keep Vite's 4 KB limit (undefined falls back to it).
  vite: {
    plugins: [messageModules()],
    css: { modules: { generateScopedName: getScopedClassName } },
    ssr: { external: ['@electric-sql/pglite', 'pg'], noExternal: ['date-fns'] },
    build: { assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined) },
  },
  security: {
    // The middleware refuses every cross-site POST, PUT, PATCH and DELETE itself (isAllowedOrigin, any content
    // type), with a JSON answer on /api; Astro's own check (form content types only, plain-text answer) is off.
    checkOrigin: false,
    csp: {
      algorithm: 'SHA-256',
      directives: [...BASE_DIRECTIVES],
    },
  },
});
