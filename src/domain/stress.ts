import { shouldShowRoomsLeft } from './availability';
import { getDayDifference } from './iso-date';

/** Urgency ("stress") messages on a product card: which ones, in which order, in which colour. */

/** Kinds of labels the catalogue sends. */
export type StressLabelType = 'scarcity' | 'reinsurance' | 'promotion' | 'information';

/** Colours of a message badge. */
export type StressColor = 'warning' | 'accent' | 'neutral';

/** Badge colour per label type: scarcity and reinsurance are 'warning'. */
export const STRESS_COLORS: Readonly<Record<StressLabelType, StressColor>> = {
  scarcity: 'warning',
  reinsurance: 'warning',
  promotion: 'accent',
  information: 'neutral',
};

/** An offer's end is a deadline shown in the urgency colour only this many days ahead or fewer. */
export const URGENT_DEADLINE_DAYS = 7;

/** The colour of an offer's end: 'warning' (urgency) only within URGENT_DEADLINE_DAYS of today, else 'neutral'. */
export function getDeadlineColor(expiresOn: string, today: string): StressColor {
  const days = getDayDifference(today, expiresOn);
  return days >= 0 && days <= URGENT_DEADLINE_DAYS ? 'warning' : 'neutral';
}

/** At most this many messages per product. */
export const MAX_STRESS_MESSAGES = 2;

/** i18n keys (English text) of the messages built here. */
export const STRESS_KEYS = {
  expiration: 'Offer ends on {{date}}',
  lastMinute: 'Last minute',
  roomsLeft: 'Only {{count}} room left',
} as const;

/** A label with its text already translated by the catalogue. */
export interface StressLabel {
  text: string;
  type: StressLabelType;
}

/** Product fields that can raise a message. */
export interface StressProduct {
  /** Explicit priority or targeted label; always first when present. */
  priorityLabel?: StressLabel | null;
  /** Last day the offer is sold ('YYYY-MM-DD'). */
  expiresOn?: string | null;
  isLastMinute?: boolean;
  roomsLeft?: number | null;
  /** Generic stress label of the product. */
  stressLabel?: StressLabel | null;
  marketingLabel?: StressLabel | null;
}

/** Kinds of messages, in priority order. */
export type StressKind = 'priority' | 'expiration' | 'lastMinute' | 'roomsLeft' | 'stress' | 'marketing';

/** A message ready to render: server text, or an i18n key with its parameters. */
export type StressMessage =
  { kind: StressKind; color: StressColor; text: string } | { kind: StressKind; color: StressColor; key: string; params: Record<string, string | number> };

/** What the card knows about the search. */
export interface StressContext {
  hasDates: boolean;
  /** Today ('YYYY-MM-DD'): an expiration before it is not shown. */
  today: string;
}

function fromLabel(kind: StressKind, label: StressLabel | null | undefined): StressMessage | null {
  return label?.text ? { kind, color: STRESS_COLORS[label.type], text: label.text } : null;
}

function candidates(product: StressProduct, { hasDates, today }: StressContext): (StressMessage | null)[] {
  const { expiresOn, roomsLeft } = product;
  return [
    fromLabel('priority', product.priorityLabel),
    expiresOn && expiresOn >= today
      ? { kind: 'expiration', color: getDeadlineColor(expiresOn, today), key: STRESS_KEYS.expiration, params: { date: expiresOn } }
      : null,
    product.isLastMinute ? { kind: 'lastMinute', color: 'warning', key: STRESS_KEYS.lastMinute, params: {} } : null,
    typeof roomsLeft === 'number' && shouldShowRoomsLeft(roomsLeft, hasDates)
      ? { kind: 'roomsLeft', color: 'warning', key: STRESS_KEYS.roomsLeft, params: { count: roomsLeft } }
      : null,
    fromLabel('stress', product.stressLabel),
    fromLabel('marketing', product.marketingLabel),
  ];
}

/**
 * Up to MAX_STRESS_MESSAGES (2) messages in this order: priority/targeted label, expiration (not
 * past), last minute, rooms left (1–3 rooms, dates chosen), generic stress label, marketing label.
 * Last minute and rooms left are scarcity, hence 'warning'; an offer's end only within URGENT_DEADLINE_DAYS
 * (getDeadlineColor); labels take their type's colour.
 */
export function getStressMessages(product: StressProduct, context: StressContext): StressMessage[] {
  return candidates(product, context)
    .filter((message): message is StressMessage => message !== null)
    .slice(0, MAX_STRESS_MESSAGES);
}
