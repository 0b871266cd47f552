// Vite plugin: Astro hashes every inline style and script of a page's head for its Content-Security-Policy on
// every render (`generateCspDigest`, WebCrypto: a trip to the thread pool each time). Those texts are the build's
// own and do not change while the server runs, so each digest is computed once (issue 19: 3.5 % of the CPU of an
// uncached page, measured with --cpu-prof). If Astro's source ever changes shape, nothing matches, the build says
// so and the file is left as it is.
const TARGET = /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/;
const DECLARATION = 'async function generateCspDigest(data, algorithm) {';
const MEMOISED = `const __halteCspDigests = new Map();
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
async function computeCspDigest(data, algorithm) {`;

/** @returns {import('vite').Plugin} */
export function memoizeCspDigests() {
  return {
    name: 'halte:memoize-csp-digests',
    enforce: 'pre',
    transform(code, id) {
      if (!TARGET.test(id)) return null;
      if (!code.includes(DECLARATION)) {
        this.warn('generateCspDigest not found: Astro changed, CSP digests are computed on every render');
        return null;
      }
      return { code: code.replace(DECLARATION, MEMOISED), map: null };
    },
  };
}
