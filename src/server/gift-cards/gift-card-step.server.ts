/**
 * The gift-card part of every checkout's details step (ADR 33), server-rendered: the form's 'Apply' button posts
 * the page with what was typed, and the page answers what the card pays and what is left for the payment provider,
 * or why it cannot pay, keeping every field as typed. 'Pay' then places the order with the card.
 */
import type { Kysely } from 'kysely';
import { getGiftCardPayment } from '../../domain/gift-card-rules';
import type { Market, MarketKey } from '../../i18n/markets';
import type { Database } from '../db/schema';
import { checkGiftCard, type GiftCardProblem } from './gift-cards.server';

/** The buttons of the details form: pay (the default), apply or remove the typed card. */
export const GIFT_CARD_INTENTS = ['applyGiftCard', 'removeGiftCard'] as const;
export type GiftCardIntent = (typeof GIFT_CARD_INTENTS)[number];

export interface GiftCardState {
  /** What the buyer typed, kept as typed. */
  typed: string;
  /** What the card pays (cents), what is left to pay by the provider and the card's balance after the order. */
  applied: { code: string; payCents: number; dueCents: number; balanceAfterCents: number; expiresOn: string } | null;
  /** Why it cannot pay; 'limited' after too many codes from one address. */
  problem: GiftCardProblem | 'limited' | null;
  /** The site a card of another country belongs to. */
  problemMarket: MarketKey | null;
}

export const NO_GIFT_CARD: GiftCardState = { typed: '', applied: null, problem: null, problemMarket: null };

export function isGiftCardIntent(value: unknown): value is GiftCardIntent {
  return typeof value === 'string' && (GIFT_CARD_INTENTS as readonly string[]).includes(value);
}

/** The card typed on a checkout whose amount due is `dueCents`, as the form shows it. */
export async function readGiftCardState(db: Kysely<Database>, typed: string, market: Market, today: string, dueCents: number): Promise<GiftCardState> {
  const kept = typed.slice(0, 40);
  if (!kept.trim()) return NO_GIFT_CARD;
  const check = await checkGiftCard(db, kept, market, today);
  if (!check.ok) return { typed: kept, applied: null, problem: check.problem, problemMarket: check.market ?? null };
  const payCents = getGiftCardPayment(check.card.balanceCents, dueCents);
  return {
    typed: kept,
    applied: {
      code: check.card.code,
      payCents,
      dueCents: dueCents - payCents,
      balanceAfterCents: check.card.balanceCents - payCents,
      expiresOn: check.card.expiresOn,
    },
    problem: null,
    problemMarket: null,
  };
}

/** An order's amounts once a gift card paid its part (ADR 33), said alike by every summary and confirmation. */
export interface PaymentSplit {
  /** The order's total (cents). */
  totalCents: number;
  /** The gift card and what it pays (cents), if one does. */
  giftCard: { code: string; cents: number } | null;
  /** What the payment provider takes: the total less the gift card's part (cents). */
  paidByCardCents: number;
  /** False when the gift card pays it all: the order is confirmed without the payment provider. */
  isPaymentNeeded: boolean;
}

/** The split of a checkout's `totalCents` with the gift card of its form, if one is applied. */
export function getCheckoutSplit(totalCents: number, state: GiftCardState | null | undefined): PaymentSplit {
  const applied = state?.applied ?? null;
  const dueCents = applied ? applied.dueCents : totalCents;
  return { totalCents, giftCard: applied && { code: applied.code, cents: applied.payCents }, paidByCardCents: dueCents, isPaymentNeeded: dueCents > 0 };
}

/** The split of a placed order: its total, the gift card it holds (unless given back) and the amount due it stored. */
export function getOrderSplit(
  order: { totalCents: number; amountDueCents: number },
  giftCard: { code: string; cents: number; released: boolean } | null | undefined,
): PaymentSplit {
  const card = giftCard && !giftCard.released ? { code: giftCard.code, cents: giftCard.cents } : null;
  return { totalCents: order.totalCents, giftCard: card, paidByCardCents: order.amountDueCents, isPaymentNeeded: order.amountDueCents > 0 };
}
