import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Random secrets of the account (access tokens, reset links, CSRF tokens): 256 bits, URL-safe. */
export function createSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a secret: its SHA-256, so a copy of the tables opens nothing. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** Equality of two strings in constant time (for tokens a visitor sends). */
export function isSameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A token as the cookies and links carry it: 43 URL-safe characters. */
export const SECRET_PATTERN = /^[\w-]{43}$/;
