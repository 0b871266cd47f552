/**
 * The programme of the stay the booking panel quoted (the programme follows the stay), for 'Your stay
 * includes' on the product page. Null until a stay is quoted: the page then shows the offer's own programme.
 */
import { atom } from 'nanostores';

export const $quotedProgramme = atom<readonly string[] | null>(null);

/** Sets (or, with null, clears) the programme of the quoted stay. */
export function setQuotedProgramme(lines: readonly string[] | null): void {
  $quotedProgramme.set(lines);
}
