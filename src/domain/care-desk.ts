/**
 * The care desk (spec §6 care agents): what an agent's search box looks for, who may take which action, and the
 * order's story told in time order.
 */

/** A care session ends after this long without a request (an agent's laptop left open at the desk). */
export const CARE_INACTIVITY_MINUTES = 30;

/** What the desk's one search box was given. */
export type CareQuery =
  | { kind: 'number'; value: string }
  | { kind: 'giftCode'; value: string }
  | { kind: 'email'; value: string }
  | { kind: 'phone'; value: string }
  | { kind: 'name'; value: string };

const GIFT_CODE = /^HALTE(-[A-Z0-9]{2,8}){1,4}$/;

/**
 * Reads the search box: an 8-digit booking or order number, a gift code, an e-mail address, a phone number (its
 * digits, at least 6, compared by their end so +33 6… finds 06…), else a name. Null for nothing to look for.
 */
export function classifyCareQuery(input: string): CareQuery | null {
  const value = input.trim().replace(/\s+/g, ' ');
  if (value.length < 2 || value.length > 120) return null;
  if (/^\d{8}$/.test(value)) return { kind: 'number', value };
  const upper = value.toUpperCase().replace(/\s/g, '');
  if (GIFT_CODE.test(upper)) return { kind: 'giftCode', value: upper };
  if (value.includes('@')) return { kind: 'email', value: value.toLowerCase() };
  const digits = value.replace(/[\s().+-]/g, '');
  if (/^\d{6,15}$/.test(digits)) return { kind: 'phone', value: digits.slice(-9) };
  return { kind: 'name', value: value.toLowerCase() };
}

export type CareRole = 'agent' | 'supervisor';

/** What an agent can do to an order from its page. */
export type CareAction =
  'resendConfirmation' | 'resendGift' | 'exchangeGift' | 'cancelBooking' | 'changeDates' | 'unblockSignIn' | 'goodwillRefund' | 'extendGift';

export const CARE_ACTIONS: readonly CareAction[] = [
  'resendConfirmation',
  'resendGift',
  'exchangeGift',
  'cancelBooking',
  'changeDates',
  'unblockSignIn',
  'goodwillRefund',
  'extendGift',
];

/**
 * Whether `role` may take `action`. Any agent may take each of them; how much goodwill an agent may refund before a
 * supervisor must is the goodwill rule's (goodwill-refund.ts), and how long a gift may be extended the gift rules'.
 */
export function canTakeCareAction(role: CareRole, action: CareAction): boolean {
  return (role === 'agent' || role === 'supervisor') && CARE_ACTIONS.includes(action);
}

/** Reasons are written for the next agent who reads the timeline: a few words at least, a paragraph at most. */
export const CARE_REASON_BOUNDS = { min: 5, max: 500 } as const;

export function isCareReasonValid(reason: string): boolean {
  const length = reason.trim().length;
  return length >= CARE_REASON_BOUNDS.min && length <= CARE_REASON_BOUNDS.max;
}

/** One line of an order's story. */
export interface TimelineEvent {
  at: string;
  kind:
    | 'created'
    | 'status'
    | 'refundAsked'
    | 'refundDone'
    | 'mailQueued'
    | 'mailSent'
    | 'giftIssued'
    | 'giftRedeemed'
    | 'giftExtended'
    | 'giftAftercare'
    | 'dateChangeAsked'
    | 'dateChanged'
    | 'agent';
  /** What the line says besides its kind (a status, an e-mail's subject, an agent's reason…). */
  detail: Record<string, string | number | null>;
}

const KIND_ORDER: readonly TimelineEvent['kind'][] = [
  'created',
  'status',
  'giftIssued',
  'dateChangeAsked',
  'dateChanged',
  'mailQueued',
  'mailSent',
  'refundAsked',
  'refundDone',
  'giftRedeemed',
  'giftExtended',
  'giftAftercare',
  'agent',
];

/** The order's story in time order; events at the same instant follow the order things happen in. */
export function sortTimeline(events: readonly TimelineEvent[]): TimelineEvent[] {
  return [...events].sort((a, b) => a.at.localeCompare(b.at) || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
}
