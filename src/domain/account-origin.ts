/**
 * The `origin` parameter of the sign-in page (spec §2): where the visitor goes back to after signing in. Only a
 * path of this site is followed; anything else (another host, `//host`, `javascript:`) would make the sign-in
 * page an open redirect, so it gives way to the fallback.
 */
export const MAX_ORIGIN_LENGTH = 512;

const BASE = 'https://halte.invalid';

/** `value` when it is a path on this site ('/fr/sejour/12?x=1#hash'), else `fallback`. */
export function getSafeOrigin(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > MAX_ORIGIN_LENGTH) return fallback;
  // Browsers read '\' as '/', and ignore tabs and new lines inside URLs: '/\host' and '/\n/host' lead elsewhere.
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
