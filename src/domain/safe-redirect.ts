/**
 * The one rule for every "go back to" parameter (sign-in `origin`, care login `next`; ASVS 5.0 V3.7):
 * only a path of this site is ever followed. Browsers read '\' as '/', drop tabs and new lines inside URLs and
 * resolve dot segments, so '/\host', '/\t/host' and '/.//host' all lead to another site: the value is resolved as
 * a browser would, and the result must still be a path of this origin that no browser reads as '//host'.
 */
export const MAX_REDIRECT_LENGTH = 512;

const BASE = 'https://halte.invalid';
/** C0 and C1 control characters (tab and new line included) and DEL. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Whether a redirect parameter holds a control character: such a request is refused (400), not followed. */
export function hasControlCharacter(value: string | null | undefined): boolean {
  return typeof value === 'string' && CONTROL.test(value);
}

/** `value` as a same-site path ('/fr/sejour/12?x=1#top'), percent-encoded so it is safe in a Location header; else `fallback`. */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_REDIRECT_LENGTH) return fallback;
  if (!value.startsWith('/') || value.includes('\\') || CONTROL.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // '/.//evil.example' resolves to the path '//evil.example', which a browser follows to another host.
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return fallback;
  return path;
}
