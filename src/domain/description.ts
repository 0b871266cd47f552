/** Long descriptions shown shortened with 'See more' / 'See less' (spec §4 'Descriptions truncate', §9). */

/** Characters shown before 'See more': 250 on desktop, 86 on mobile (spec §9). */
export const DESCRIPTION_LIMITS = { desktop: 250, mobile: 86 } as const;

/** The ellipsis that ends a shortened text. */
export const ELLIPSIS = '…';

/** A cut this far back from the limit at most, so that a text never loses much of what fits for a whole word. */
const WORD_BOUNDARY_SLACK = 0.25;

export interface TruncatedText {
  /** The text as shown before 'See more' (the whole text when it fits). */
  text: string;
  isTruncated: boolean;
}

/**
 * Shortens `text` to at most `limit` characters, ellipsis included, ending on a whole word when a word boundary
 * lies in the last quarter of the limit (otherwise mid-word), without trailing spaces or punctuation before the
 * ellipsis. Whitespace runs count as one space. A text that fits comes back whole, with `isTruncated` false.
 * Throws RangeError for a limit below 2 (no room for a character and the ellipsis).
 */
export function truncateText(text: string, limit: number): TruncatedText {
  if (!Number.isInteger(limit) || limit < 2) throw new RangeError(`Not a truncation limit: ${limit}`);
  const normalised = text.replace(/\s+/g, ' ').trim();
  if (normalised.length <= limit) return { text: normalised, isTruncated: false };
  // Characters are counted as code points so that an emoji or an accented letter is never split.
  const characters = Array.from(normalised);
  if (characters.length <= limit) return { text: normalised, isTruncated: false };
  const room = characters.slice(0, limit - ELLIPSIS.length + 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace >= Math.floor((limit - 1) * (1 - WORD_BOUNDARY_SLACK)) ? room.slice(0, lastSpace) : room.slice(0, limit - ELLIPSIS.length);
  const kept = cut.join('').replace(/[\s,;:.!?–—-]+$/u, '');
  return { text: `${kept}${ELLIPSIS}`, isTruncated: true };
}
