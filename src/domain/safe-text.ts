/**
 * Text PostgreSQL cannot store (ADR 42): U+0000 (refused in text and jsonb alike) and a UTF-16 surrogate without
 * its pair (JSON can carry one as "\ud800", which jsonb refuses, and UTF-8 cannot encode it). Request readers refuse
 * or strip it before anything else reads the request, and the database handle refuses whatever still carries it.
 */

/** U+0000, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- U+0000 is what it finds
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'g');

/** The `details` message of a value refused for such a character. */
export const UNSAFE_TEXT_MESSAGE = 'invalidCharacter';

/** Thrown for text with U+0000 or an unpaired surrogate; `path` names the field ('details.requests'), '' for the whole value. */
export class UnsafeTextError extends Error {
  constructor(readonly path: string) {
    super(`Invalid ${path || 'request'}: U+0000 and unpaired UTF-16 surrogates are not allowed`);
    this.name = 'UnsafeTextError';
  }
}

/** Whether `text` holds U+0000 or an unpaired surrogate. */
export function hasUnsafeText(text: string): boolean {
  return UNSAFE.test(text);
}

/** `text` without its U+0000 and unpaired surrogates. */
export function stripUnsafeText(text: string): string {
  return UNSAFE.test(text) ? text.replace(UNSAFE_ALL, '') : text;
}

/**
 * The path ('details.requests', 'items.2') of the first string of a parsed JSON value, or key of one of its objects,
 * holding U+0000 or an unpaired surrogate; undefined when there is none. A bad key is named by its object's path.
 */
export function findUnsafeText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return hasUnsafeText(value) ? path : undefined;
  if (!value || typeof value !== 'object') return undefined;
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    if (hasUnsafeText(key)) return path;
    const found = findUnsafeText(item, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}
