/** The care login page (spec §2): shown on a care host only, also in place of any page asked for without a session. */
import type { MarketKey } from '../../i18n/markets';
import { getSafeNextPath } from '../../server/care/care-mode.server';
import { getRequestHost, isCareHost } from '../../server/care/care-hosts';
import { PRIVATE_NO_STORE, type CareAgent, type ScreenRequest, type ScreenResponse } from '../contact/screen-request';

export type CareLoginError = 'failed' | 'tooMany';

export interface CareLoginPageProps {
  market: MarketKey;
  /** Where the agent goes once signed in: the page that was asked for. */
  next: string;
  error: CareLoginError | null;
}

export type CareLoginPageResult = ({ kind: 'careLogin'; props: CareLoginPageProps } & ScreenResponse) | { kind: 'redirect'; location: string };

/** Undefined (a 404) off the care hosts; an agent already signed in goes straight on. */
export function loadCareLoginPage(market: MarketKey, { request, url }: ScreenRequest, careAgent: CareAgent | null): CareLoginPageResult | undefined {
  if (!isCareHost(getRequestHost(request.headers, url))) return undefined;
  const next = getSafeNextPath(url.searchParams.get('next'), market);
  if (careAgent) return { kind: 'redirect', location: next };
  const error = url.searchParams.get('error');
  return {
    kind: 'careLogin',
    status: 200,
    cacheControl: PRIVATE_NO_STORE,
    props: { market, next, error: error === 'failed' || error === 'tooMany' ? error : null },
  };
}
