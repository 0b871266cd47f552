/** French typography: a non-breaking space before the high punctuation ': ? ! ;' and inside « ». */

const NBSP = '\u00a0';

/** Replaces the ordinary space (or adds the missing one after a word) before : ? ! ; with a non-breaking one. */
export function frenchTypography(text: string): string {
  return text
    .replace(/ ([:?!;])/g, `${NBSP}$1`)
    .replace(/(\p{L})([?!;]|:(?![/\d]))/gu, `$1${NBSP}$2`)
    .replace(/« /g, `«${NBSP}`)
    .replace(/ »/g, `${NBSP}»`);
}

/** A copy of `value` whose French texts (every string under a `fr` key, at any depth) follow French typography. */
export function withFrenchTypography<T>(value: T): T {
  const walk = (node: unknown, french: boolean): unknown => {
    if (typeof node === 'string') return french ? frenchTypography(node) : node;
    if (Array.isArray(node)) return node.map((item) => walk(item, french));
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item, french || key === 'fr')]));
    return node;
  };
  return walk(value, false) as T;
}
