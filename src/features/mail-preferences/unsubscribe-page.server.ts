/**
 * The unsubscribe page of a reminder or a review request (ADR 56): reached from the e-mail's signed link without
 * signing in. It asks first (a link opened by a mail scanner unsubscribes no one), then records the choice when its
 * form is posted. A link that does not hold answers 400 with one neutral message.
 */
import type { MailCategory } from '../../domain/lifecycle-mails';
import type { MarketKey } from '../../i18n/markets';
import { getDatabase } from '../../server/db/database';
import { readUnsubscribeTarget, unsubscribe } from '../../server/lifecycle/lifecycle-queue.server';
import type { MatchedRoute } from '../../i18n/routes';
import { readForm } from '../contact/screen-request';

export interface UnsubscribePageProps {
  market: MarketKey;
  token: string;
  state: 'ask' | 'done' | 'invalid';
  email: string | null;
  category: MailCategory | null;
}

export type UnsubscribePageResult = { kind: 'mailUnsubscribe'; status: number; props: UnsubscribePageProps };

export async function loadUnsubscribePage({
  route,
  url,
  account,
}: {
  route: MatchedRoute;
  url: URL;
  account: { request: Request };
}): Promise<UnsubscribePageResult> {
  const { request } = account;
  const posted = request.method === 'POST' ? await readForm(request) : null;
  const token = (posted?.t ?? url.searchParams.get('t') ?? '').slice(0, 80);
  const { db } = await getDatabase();
  const target = posted ? await unsubscribe(db, token) : await readUnsubscribeTarget(db, token);
  const market = route.market;
  if (!target) return { kind: 'mailUnsubscribe', status: 400, props: { market, token: '', state: 'invalid', email: null, category: null } };
  return { kind: 'mailUnsubscribe', status: 200, props: { market, token, state: posted ? 'done' : 'ask', email: target.email, category: target.category } };
}
