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
import { checkCareGoodwill, findForCare, loadCareOrderStory, takeCareAction, type CareActionOutcome, type CareOrderStory, type CareSearchResult } from '../../server/care/care-desk.server';
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
}

export type CareDeskPageResult =
  | ({ kind: 'careDesk'; props: CareDeskProps } & ScreenResponse)
  | ({ kind: 'careOrder'; props: CareOrderProps } & ScreenResponse)
  | { kind: 'redirect'; location: string };

const DONE = new Set(['resent', 'giftResent', 'exchanged', 'cancelled', 'unblocked', 'goodwillRefunded', 'extended', 'alreadyDone', 'linkSent']);

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
  if (context.request.method === 'POST') {
    const form = await readForm(context.request);
    const action = CARE_ACTIONS.find((a) => a === form.action);
    if (!action) return undefined;
    const expected = Number(form.expectedRefundCents);
    const key = (form.formKey ?? '').slice(0, 80) || randomUUID();
    const amountCents = parseEuroAmount(form.amount ?? '') ?? undefined;
    const typed = { reason: form.reason ?? '', to: form.to ?? '', amount: form.amount ?? '', months: form.months ?? '' };
    const fail = (reason: Extract<CareActionOutcome, { ok: false }>['reason']) => ({ action, reason, typed, ...(form.giftCode ? { giftCode: form.giftCode } : {}) });
    // A goodwill refund is said in money before it is confirmed: the first post checks it, the second does it.
    if (action === 'goodwillRefund' && form.confirm !== 'yes') {
      const answer = isCareReasonValid(typed.reason) ? await checkCareGoodwill(db, agent, id, amountCents ?? 0) : undefined;
      if (!isCareReasonValid(typed.reason)) failed = fail('reason');
      else if (!answer) return undefined;
      else if (!answer.allowed) failed = fail(answer.reason);
      else confirming = { amountCents: answer.amountCents, reason: typed.reason, formKey: key };
    } else {
      const outcome = await takeCareAction(db, agent, id, {
        action,
        reason: typed.reason,
        key,
        to: form.to,
        giftCode: form.giftCode,
        expectedRefundCents: Number.isInteger(expected) ? expected : undefined,
        amountCents,
        months: Number.isInteger(Number(form.months)) ? Number(form.months) : undefined,
        expectedExpiresOn: isIsoDate(form.expectedExpiresOn) ? form.expectedExpiresOn : undefined,
      }, today, getPaymentProvider(db));
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
    props: { market: route.market, agent, story, formKey: randomUUID(), done: done && DONE.has(done) ? done : null, failed, confirming },
  };
}
