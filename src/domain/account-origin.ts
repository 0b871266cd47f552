import { safeRedirectPath } from './safe-redirect';

/**
 * The `origin` parameter of the sign-in page (spec §2): where the visitor goes back to after signing in. Only a
 * path of this site is followed (safeRedirectPath, the one rule for every redirect parameter); anything else
 * gives way to the fallback.
 */

/** `value` when it is a path on this site ('/fr/sejour/12?x=1#hash'), else `fallback`. */
export function getSafeOrigin(value: string | null | undefined, fallback: string): string {
  return safeRedirectPath(value, fallback);
}
