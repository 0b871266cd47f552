// Serves the built site: `npm run build` bundles the serve layer (src/serve/, ADR 64) into dist/serve/main.mjs
// beside the site (dist/server/entry.mjs); this file only prepares the process and starts it.
import module from 'node:module';

// V8 keeps compiled code between starts (in the OS temp folder), so later starts parse less.
module.enableCompileCache?.();

// React (an external module of the server build) picks its build from NODE_ENV when first loaded: the site is
// always served with the production build, whatever the caller's environment says.
process.env.NODE_ENV = 'production';
process.env.ASTRO_NODE_AUTOSTART = 'disabled';

// PGlite, external to the build, is patched as it loads (ADR 79).
const { registerServePatches } = await import('./astro-runtime-patches.mjs');
if (!registerServePatches()) process.emitWarning(`Node ${process.version} has no module.registerHooks: PGlite is served unpatched (ADR 79).`);

const outDir = new URL(`../${process.env.HALTE_OUT_DIR ?? 'dist'}/`, import.meta.url);
const { serve } = await import(new URL('serve/main.mjs', outDir).href);
await serve({ outDir, env: process.env });
