/**
 * The programme of the stay the booking panel quoted (the programme follows the stay, ADR 52), for 'Your stay
 * includes' and the experience section of the product page. Null until a stay is quoted: the page then shows the
 * offer's own programme.
 */
import { atom } from 'nanostores';

export interface QuotedProgramme {
  lines: readonly string[];
  /** The items of the stay on their days; `source` is an item's position in the package's items. */
  items: readonly { source: number; days: readonly number[] }[];
}

export const $quotedProgramme = atom<QuotedProgramme | null>(null);

/** Sets (or, with null, clears) the programme of the quoted stay. */
export function setQuotedProgramme(programme: QuotedProgramme | null): void {
  $quotedProgramme.set(programme);
}
