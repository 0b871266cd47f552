/**
 * The care desk screens (ADR 60): the search, and an order's page with its actions. Care hosts only, behind the care
 * session (anyone else gets a 404); actions are native form posts to the order's page, answered with a redirect that
 * says what was done, or the page again with the reason typed and what went wrong.
 */
import { randomUUID } from 'node:crypto';
import { classifyCareQuery, isCareReasonValid, type CareAction, CARE_ACTIONS } from '../../domain/care-desk';
import { parseEuroAmount } from '../../domain/goodwill-refund';
import { isIsoDate } from '../../domain/iso-date';
import type { MarketKey } from '../../i18n/markets';
import { buildPath, type MatchedRoute } from '../../i18n/routes';
import { getRequestHost, isCareHost } from '../../server/care/care-hosts';
import {
  checkCareGoodwill,
  findForCare,
  loadCareOrderStory,
  previewCareDateChange,
  takeCareAction,
  type CareActionOutcome,
  type CareOrderStory,
  type CareSearchResult,
} from '../../server/care/care-desk.server';
import type { StayChange } from '../../server/orders/date-changes.server';
import { getDatabase, getToday } from '../../server/db/database';
import { getPaymentProvider } from '../../server/payments/payments.server';
import { PRIVATE_NO_STORE, readForm, type CareAgent, type ScreenRequest, type ScreenResponse } from '../contact/screen-request';

export interface CareDeskProps {
  market: MarketKey;
  agent: CareAgent;
  query: string;
  /** Null before a search; a query that cannot be read searches nothing. */
  result: CareSearchResult | null;
}

export interface CareOrderProps {
  market: MarketKey;
  agent: CareAgent;
  story: CareOrderStory;
  /** One key per form shown: the same form sent twice acts once. */
  formKey: string;
  done: string | null;
  failed: { action: CareAction; reason: Extract<CareActionOutcome, { ok: false }>['reason']; typed: Record<string, string>; giftCode?: string } | null;
  /** A goodwill refund checked and not yet confirmed: the amount to say before the agent confirms it. */
  confirming: { amountCents: number; reason: string; formKey: string } | null;
  /** A change of dates priced and not yet confirmed: the new stay and what it pays or gives back. */
  changing: {
    stay: StayChange;
    oldTotalCents: number;
    newTotalCents: number;
    settlement: Extract<Awaited<ReturnType<typeof previewCareDateChange>>, { ok: true }>['settlement'];
    reason: string;
    formKey: string;
  } | null;
}

export type CareDeskPageResult =
  | ({ kind: 'careDesk'; props: CareDeskProps } & ScreenResponse)
  | ({ kind: 'careOrder'; props: CareOrderProps } & ScreenResponse)
  | { kind: 'redirect'; location: string };

const DONE = new Set([
  'resent',
  'giftResent',
  'exchanged',
  'cancelled',
  'unblocked',
  'goodwillRefunded',
  'extended',
  'datesChanged',
  'changeLinkSent',
  'alreadyDone',
  'linkSent',
]);

/** The new stay a change-of-dates form asks for; null when a field is missing or out of range. */
function readStay(form: Record<string, string | undefined>): StayChange | null {
  const count = (value: string | undefined, min: number, max: number) => {
    const n = Number(value);
    return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : null;
  };
  const checkin = form.checkin ?? '';
  const nights = count(form.nights, 1, 30);
  const adults = count(form.adults, 1, 20);
  const children = count(form.children, 0, 20);
  const babies = count(form.babies, 0, 10);
  if (!isIsoDate(checkin) || nights === null || adults === null || children === null || babies === null) return null;
  return { checkin, nights, adults, children, babies };
}

export async function loadCareDeskPage(route: MatchedRoute, context: ScreenRequest, agent: CareAgent | null): Promise<CareDeskPageResult | undefined> {
  if (!agent || !isCareHost(getRequestHost(context.request.headers, context.url))) return undefined;
  const { db } = await getDatabase();
  if (route.name === 'careDesk') {
    const query = context.url.searchParams.get('q')?.slice(0, 120) ?? '';
    const parsed = classifyCareQuery(query);
    const result = query ? (parsed ? await findForCare(db, parsed) : { orders: [], bookings: [], gifts: [] }) : null;
    return { kind: 'careDesk', status: 200, cacheControl: PRIVATE_NO_STORE, props: { market: route.market, agent, query, result } };
  }
  if (route.name !== 'careOrder') return undefined;
  const id = route.params.id ?? '';
  const today = getToday();
  let failed: CareOrderProps['failed'] = null;
  let confirming: CareOrderProps['confirming'] = null;
  let changing: CareOrderProps['changing'] = null;
  if (context.request.method === 'POST') {
    const form = await readForm(context.request);
    const action = CARE_ACTIONS.find((a) => a === form.action);
    if (!action) return undefined;
    const expected = Number(form.expectedRefundCents);
    const key = (form.formKey ?? '').slice(0, 80) || randomUUID();
    const amountCents = parseEuroAmount(form.amount ?? '') ?? undefined;
    const typed = {
      reason: form.reason ?? '',
      to: form.to ?? '',
      amount: form.amount ?? '',
      months: form.months ?? '',
      checkin: form.checkin ?? '',
      nights: form.nights ?? '',
      adults: form.adults ?? '',
      children: form.children ?? '',
      babies: form.babies ?? '',
    };
    const stay = action === 'changeDates' ? readStay(form) : null;
    const fail = (reason: Extract<CareActionOutcome, { ok: false }>['reason']) => ({
      action,
      reason,
      typed,
      ...(form.giftCode ? { giftCode: form.giftCode } : {}),
    });
    // A goodwill refund is said in money before it is confirmed: the first post checks it, the second does it.
    if (action === 'goodwillRefund' && form.confirm !== 'yes') {
      const answer = isCareReasonValid(typed.reason) ? await checkCareGoodwill(db, agent, id, amountCents ?? 0) : undefined;
      if (!isCareReasonValid(typed.reason)) failed = fail('reason');
      else if (!answer) return undefined;
      else if (!answer.allowed) failed = fail(answer.reason);
      else confirming = { amountCents: answer.amountCents, reason: typed.reason, formKey: key };
    } else if (action === 'changeDates' && form.confirm !== 'yes') {
      // A change of dates is priced before it is confirmed, as the customer's own change is.
      const preview = stay && isCareReasonValid(typed.reason) ? await previewCareDateChange(db, id, stay, today) : null;
      if (!isCareReasonValid(typed.reason)) failed = fail('reason');
      else if (!stay) failed = fail('stay');
      else if (!preview) return undefined;
      else if (!preview.ok) failed = fail(preview.problem);
      else
        changing = {
          stay,
          oldTotalCents: preview.oldTotalCents,
          newTotalCents: preview.newTotalCents,
          settlement: preview.settlement,
          reason: typed.reason,
          formKey: key,
        };
    } else {
      const outcome = await takeCareAction(
        db,
        agent,
        id,
        {
          action,
          reason: typed.reason,
          key,
          to: form.to,
          giftCode: form.giftCode,
          expectedRefundCents: Number.isInteger(expected) ? expected : undefined,
          amountCents,
          months: Number.isInteger(Number(form.months)) ? Number(form.months) : undefined,
          expectedExpiresOn: isIsoDate(form.expectedExpiresOn) ? form.expectedExpiresOn : undefined,
          stay: stay ?? undefined,
          expectedDifferenceCents:
            Number.isSafeInteger(Number(form.expectedDifferenceCents)) && form.expectedDifferenceCents !== ''
              ? Number(form.expectedDifferenceCents)
              : undefined,
        },
        today,
        getPaymentProvider(db),
      );
      if (outcome.ok) return { kind: 'redirect', location: `${buildPath(route.market, 'careOrder', { id })}?done=${outcome.message}#timeline` };
      if (outcome.reason === 'notFound' && !(await loadCareOrderStory(db, id, today))) return undefined;
      failed = fail(outcome.reason);
    }
  }
  const story = await loadCareOrderStory(db, id, today);
  if (!story) return undefined;
  const done = context.url.searchParams.get('done');
  return {
    kind: 'careOrder',
    status: failed ? 422 : 200,
    cacheControl: PRIVATE_NO_STORE,
    props: { market: route.market, agent, story, formKey: randomUUID(), done: done && DONE.has(done) ? done : null, failed, confirming, changing },
  };
}
