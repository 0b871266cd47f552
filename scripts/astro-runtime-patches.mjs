// Vite plugin: three costs of Astro's runtime paid again on every render, measured with --cpu-prof. Each is
// one exact rewrite of Astro's own source; if Astro changes shape, nothing matches, the build warns, and Astro's
// code runs as it is (slower, never wrong).
// 1. Astro hashes every inline style and script of a page's head for its Content-Security-Policy on every render
//    (`generateCspDigest`, WebCrypto: a trip to the thread pool each time). Those texts are the build's own and do
//    not change while the server runs, so each digest is kept once computed (3.5 % of an uncached page's CPU).
// 2. Each island's id is a hash of its whole HTML and props, computed by a JavaScript loop over every character
//    (`shorthash`): 6 % of the search page's CPU, whose result list is one large island. The id only has to tell
//    islands apart in one page, so a native SHA-1 of the same text makes it.
// 3. @astrojs/react renders each island into a web stream of bytes and reads it back into a string. Pages are not
//    streamed (ADR 1), so `renderToString` with the same `identifierPrefix` gives the same HTML without the round
//    trip (no island renders a Suspense boundary on the server). A form's action state still takes the stream.
const PATCHES = [
  {
    file: /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/,
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
  },
  {
    file: /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]render[\\/]component\.js$/,
    find: 'const astroId = shorthash(',
    replace: 'const astroId = __halteIslandId(',
    prepend: 'import { createHash as __halteCreateHash } from "node:crypto";\nconst __halteIslandId = (text) => __halteCreateHash("sha1").update(text).digest("base64url").slice(0, 16);\n',
  },
  {
    file: /[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js$/,
    find: '  } else if ("renderToReadableStream" in ReactDOM) {\n    html = await renderToReadableStreamAsync(vnode, renderOptions);',
    replace: '  } else if (!formState) {\n    html = ReactDOM.renderToString(vnode, { identifierPrefix: prefix });\n  } else if ("renderToReadableStream" in ReactDOM) {\n    html = await renderToReadableStreamAsync(vnode, renderOptions);',
  },
];

/** @returns {import('vite').Plugin} */
export function astroRuntimePatches() {
  return {
    name: 'halte:astro-runtime-patches',
    enforce: 'pre',
    transform(code, id) {
      const patch = PATCHES.find(({ file }) => file.test(id));
      if (!patch) return null;
      if (!code.includes(patch.find)) {
        this.warn(`${patch.find} not found in ${id}: Astro changed, the rewrite is left out`);
        return null;
      }
      return { code: (patch.prepend ?? '') + code.replace(patch.find, patch.replace), map: null };
    },
  };
}
