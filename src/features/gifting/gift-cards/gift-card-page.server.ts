/** Server side of the gift card customisation (spec §2): the amounts on sale and how long a card is valid. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

export interface GiftCardPageData {
  /** Amounts in cents, smallest first. */
  amounts: number[];
  validityMonths: number;
}

/** The gift card of the catalog, or undefined (404) when there is none. */
export async function loadGiftCardPage(db: Kysely<Database>): Promise<GiftCardPageData | undefined> {
  const card = await db.selectFrom('gift_cards').selectAll().orderBy('id').executeTakeFirst();
  if (!card || card.amounts.length === 0) return undefined;
  return { amounts: [...card.amounts].sort((a, b) => a - b), validityMonths: card.validity_months };
}
