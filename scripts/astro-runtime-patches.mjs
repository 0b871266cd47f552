// Rewrites of dependencies' code, each kept for a measured gain and until an upstream change makes it unnecessary:
// two of Astro's, at build time (ADR 66, ADR 67), and one of PGlite's, which the server loads from node_modules, as
// Node loads it (ADR 79). The patched packages are pinned to exact versions in package.json. A rewrite that no longer
// finds its text, or whose marker is missing from the built server, fails the build (or the server's start): the
// package changed, and the patch must be checked again (or dropped) before the upgrade goes in.
import module from 'node:module';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {object} RuntimePatch
 * @property {string} name
 * @property {string} adr        the decision that explains it, under docs/adr/
 * @property {string} pkg        the patched package
 * @property {string} file       the patched file, inside the package
 * @property {string} find       the text it rewrites, found exactly once
 * @property {string} replace
 * @property {string} [prepend]  code put before the file's own
 * @property {string} marker     an identifier the rewrite adds, found in the built server
 */

/** @type {RuntimePatch[]} */
export const RUNTIME_PATCHES = [
  {
    // Astro hashes every inline style and script of a page's head for its Content-Security-Policy on every render
    // (WebCrypto, a trip to the thread pool each). Those texts come from the build: each digest is kept once made.
    name: 'csp-digest-cache',
    adr: '0066-csp-digest-cache.md',
    pkg: 'astro',
    file: 'dist/core/encryption.js',
    find: 'async function generateCspDigest(data, algorithm) {',
    replace: `const __halteCspDigests = new Map();
function generateCspDigest(data, algorithm) {
  const key = algorithm + "\\u0000" + data;
  let digest = __halteCspDigests.get(key);
  if (digest === undefined) {
    if (__halteCspDigests.size >= 512) __halteCspDigests.clear();
    digest = computeCspDigest(data, algorithm);
    digest.catch(() => __halteCspDigests.delete(key));
    __halteCspDigests.set(key, digest);
  }
  return digest;
}
async function computeCspDigest(data, algorithm) {`,
    marker: '__halteCspDigests',
  },
  {
    // @astrojs/react renders each island into a web stream and reads it back into a string. Pages are rendered
    // whole (ADR 1), so renderToString with the island's identifierPrefix gives the same HTML without the stream.
    // It renders a suspended Suspense boundary as its fallback: no island renders one on the server (checked by
    // tests/unit/island-suspense.test.ts). A form's action state still takes the stream.
    name: 'react-render-to-string',
    adr: '0067-react-islands-render-to-string.md',
    pkg: '@astrojs/react',
    file: 'dist/server.js',
    find: '  } else if ("renderToReadableStream" in ReactDOM) {\n    html = await renderToReadableStreamAsync(vnode, renderOptions);',
    replace:
      '  } else if (!formState) {\n    html = __halteRenderWhole(vnode, prefix);\n  } else if ("renderToReadableStream" in ReactDOM) {\n    html = await renderToReadableStreamAsync(vnode, renderOptions);',
    prepend: 'const __halteRenderWhole = (vnode, prefix) => ReactDOM.renderToString(vnode, { identifierPrefix: prefix });\n',
    marker: '__halteRenderWhole',
  },
];

/**
 * Rewrites of packages the built server keeps external (astro.config.mjs), applied as Node loads them
 * (registerServePatches).
 * @type {RuntimePatch[]}
 */
export const SERVE_PATCHES = [
  {
    // PGlite's protocol reader copied every text field of every row into an ArrayBuffer of its own before decoding
    // it: the decoder reads it in place. Reading the 10× catalogue's packages took half the time, and a rebuilt
    // index made that much less garbage for the collector to mark while requests wait.
    name: 'pglite-text-in-place',
    adr: '0079-a-rebuild-without-long-pauses.md',
    pkg: '@electric-sql/pglite',
    file: 'dist/chunk-Y6PULSM7.js',
    find: 'string(t){return r(this,le).decode(this.bytes(t))}',
    replace:
      'string(t){let __halteTextInPlace=r(this,w);return d(this,w,__halteTextInPlace+t),r(this,le).decode(new Uint8Array(r(this,x).buffer,__halteTextInPlace,t))}',
    marker: '__halteTextInPlace',
  },
];

/**
 * Applies SERVE_PATCHES to their files as this process loads them (Node's synchronous module hooks, Node 22.15 and
 * later). Call it before the server's first import of a patched package. Returns false on a Node without those
 * hooks, which then serves with the packages as published.
 */
export function registerServePatches() {
  if (typeof module.registerHooks !== 'function') return false;
  module.registerHooks({
    load(url, context, nextLoad) {
      const loaded = nextLoad(url, context);
      const patch = SERVE_PATCHES.find((candidate) => url.endsWith(`/${getPatchedPath(candidate)}`));
      if (!patch || loaded.source === undefined || loaded.source === null) return loaded;
      const code = typeof loaded.source === 'string' ? loaded.source : Buffer.from(loaded.source).toString('utf8');
      return { ...loaded, source: applyRuntimePatch(patch, code) };
    },
  });
  return true;
}

/** Where a patch's file is (for messages and tests). */
export function getPatchedPath(patch) {
  return `node_modules/${patch.pkg}/${patch.file}`;
}

/**
 * The file's code with the patch applied. Throws when the text to rewrite is not there exactly once: the package
 * changed shape, and the patch must be looked at again.
 * @param {RuntimePatch} patch
 * @param {string} code
 */
export function applyRuntimePatch(patch, code) {
  const count = code.split(patch.find).length - 1;
  if (count !== 1) {
    throw new Error(
      `Runtime patch ${patch.name}: its text is found ${count} times in ${getPatchedPath(patch)} (expected once). ` +
        `${patch.pkg} changed: check docs/adr/${patch.adr}, then update or remove the patch in scripts/astro-runtime-patches.mjs.`,
    );
  }
  return (patch.prepend ?? '') + code.replace(patch.find, patch.replace);
}

/** The patch whose file a Vite module id is, if any. */
function findPatch(id) {
  const path = id.split('?')[0].replaceAll('\\', '/');
  return RUNTIME_PATCHES.find((patch) => path.endsWith(`/${getPatchedPath(patch)}`));
}

async function readServerCode(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name));
  const texts = await Promise.all(files.map((entry) => readFile(join(entry.parentPath, entry.name), 'utf8')));
  return texts.join('\n');
}

/** @returns {import('astro').AstroIntegration} */
export function astroRuntimePatches() {
  /** @type {URL | undefined} */
  let serverDir;
  return {
    name: 'halte:astro-runtime-patches',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'halte:astro-runtime-patches',
                enforce: 'pre',
                transform(code, id) {
                  const patch = findPatch(id);
                  if (!patch) return null;
                  try {
                    return { code: applyRuntimePatch(patch, code), map: null };
                  } catch (error) {
                    this.error(/** @type {Error} */ (error).message);
                  }
                },
              },
            ],
          },
        });
      },
      'astro:config:done': ({ config }) => {
        serverDir = config.build.server;
      },
      'astro:build:done': async ({ logger }) => {
        if (!serverDir) return;
        const code = await readServerCode(fileURLToPath(serverDir));
        const missing = RUNTIME_PATCHES.filter((patch) => !code.includes(patch.marker));
        if (missing.length > 0) {
          throw new Error(
            `Runtime patches missing from the built server: ${missing.map((patch) => `${patch.name} (${getPatchedPath(patch)}, docs/adr/${patch.adr})`).join(', ')}. ` +
              'The file was not bundled as before: check the ADR, then update or remove the patch in scripts/astro-runtime-patches.mjs.',
          );
        }
        logger.info(`runtime patches in the built server: ${RUNTIME_PATCHES.map((patch) => patch.name).join(', ')}`);
      },
    },
  };
}
