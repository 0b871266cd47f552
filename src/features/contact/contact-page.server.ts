/** The contact page (spec §2) and its no-JavaScript form post (spec §4): the same checks as the island's. */
import {
  BOOKING_NUMBER_PATTERN,
  CONTACT_FIELDS,
  THANK_YOU_REF,
  getFormTokenStart,
  isContactReason,
  type ContactErrors,
  type ContactValues,
} from '../../domain/contact-form';
import { MARKETS, type MarketKey } from '../../i18n/markets';
import { getRequestHost, isCareHost, toPublicOrigin } from '../../server/care/care-hosts';
import { CAPTCHA_LIFETIME_SECONDS, createFormToken, readFormTokenStart } from '../../server/contact/captcha.server';
import { contactConfig } from '../../server/contact/contact-config';
import { HONEYPOT_FIELD, getThankYouPath, submitContactRequest } from '../../server/contact/contact.server';
import { getDatabase } from '../../server/db/database';
import { describeError, log } from '../../server/log';
import { PRIVATE_NO_STORE, REVALIDATE, getClientAddress, readForm, type CareAgent, type ScreenRequest, type ScreenResponse } from './screen-request';

/**
 * A form-level error of spec §8 (the field errors sit under each field). 'captcha': the island's proof of work failed
 * (it runs again on Send); 'noScriptCheck': a post without JavaScript came before its minimum time on screen.
 */
export type FormError = 'send' | 'tooMany' | 'captcha' | 'noScriptCheck';

export interface ContactSubmissionState {
  values: Partial<ContactValues>;
  errors: ContactErrors;
  formError: FormError | null;
}

export interface ContactPageProps {
  market: MarketKey;
  isThankYou: boolean;
  /** Care mode: no bot check, no chat entry (spec §6). */
  careMode: boolean;
  /** The messenger link, only when the messenger is enabled (spec §6), else null. */
  messengerUrl: string | null;
  /** Signed token of this rendering, for a post without JavaScript. */
  formToken: string;
  /** Reason chosen by a quick action (?reason=…). */
  initialReason: string;
  /** Booking number filled in by a booking's page (?booking=…, 8 digits). */
  initialBooking: string;
  /** What a failed post without JavaScript sent, with its errors, so nothing typed is lost. */
  submission: ContactSubmissionState | null;
}

export type ContactPageResult = ({ kind: 'contact'; props: ContactPageProps } & ScreenResponse) | { kind: 'redirect'; location: string };

/** Messenger only with an app id, and in es_ES or in production (spec §6); never in care mode. */
export function getMessengerUrl(market: MarketKey, careMode: boolean, config = contactConfig): string | null {
  const { messengerAppId, isProduction } = config;
  if (!messengerAppId || careMode || !(MARKETS[market].locale === 'es_ES' || isProduction)) return null;
  return `https://m.me/${encodeURIComponent(messengerAppId)}`;
}

const STATUS_OF: Record<FormError | 'invalid', number> = { invalid: 400, captcha: 400, noScriptCheck: 400, tooMany: 429, send: 503 };

export async function loadContactPage(market: MarketKey, context: ScreenRequest, careAgent: CareAgent | null): Promise<ContactPageResult> {
  const { url, request } = context;
  const careMode = careAgent !== null;
  const { db } = await getDatabase();
  // The form sent back after a post keeps its first rendering's start (ADR 50), so Send again is not refused anew.
  let tokenStart = Date.now();
  const page = async (status: number, submission: ContactSubmissionState | null): Promise<ContactPageResult> => ({
    kind: 'contact',
    status,
    cacheControl: submission || careMode ? PRIVATE_NO_STORE : REVALIDATE,
    props: {
      market,
      isThankYou: url.searchParams.get('ref') === THANK_YOU_REF,
      careMode,
      messengerUrl: getMessengerUrl(market, careMode),
      formToken: await createFormToken(db, tokenStart),
      initialReason: isContactReason(url.searchParams.get('reason') ?? '') ? (url.searchParams.get('reason') ?? '') : '',
      initialBooking: BOOKING_NUMBER_PATTERN.test(url.searchParams.get('booking') ?? '') ? (url.searchParams.get('booking') ?? '') : '',
      submission,
    },
  });
  if (request.method !== 'POST') return page(200, null);

  const form = await readForm(request);
  const values: Partial<ContactValues> = {};
  for (const field of CONTACT_FIELDS) values[field] = form[field] ?? '';
  const host = getRequestHost(request.headers, url);
  if (form.formToken) tokenStart = getFormTokenStart(await readFormTokenStart(db, form.formToken), tokenStart, CAPTCHA_LIFETIME_SECONDS * 1000);
  try {
    const outcome = await submitContactRequest(db, {
      market,
      values,
      honeypot: form[HONEYPOT_FIELD] ?? '',
      captcha: form.captcha || undefined,
      formToken: form.formToken || undefined,
      careAgentId: careAgent?.id ?? null,
      address: getClientAddress(context),
      origin: toPublicOrigin(url.protocol, host),
    });
    switch (outcome.status) {
      case 'stored':
        // On a care host the agent stays there; the CRM's return address is the public one.
        return { kind: 'redirect', location: getThankYouPath(market) };
      case 'invalid':
        return page(STATUS_OF.invalid, { values, errors: outcome.errors, formError: null });
      case 'rateLimited':
        return page(STATUS_OF.tooMany, { values, errors: {}, formError: 'tooMany' });
      case 'botCheckFailed':
        // With JavaScript the island's proof of work failed; without it, the form came back too soon (or its token
        // was not genuine): the returned form can be sent once the time on screen is reached.
        return form.captcha
          ? page(STATUS_OF.captcha, { values, errors: {}, formError: 'captcha' })
          : page(STATUS_OF.noScriptCheck, { values, errors: {}, formError: 'noScriptCheck' });
    }
  } catch (error) {
    log('ERROR', 'Contact request could not be stored', { ...describeError(error), careHost: isCareHost(host) });
    return page(STATUS_OF.send, { values, errors: {}, formError: 'send' });
  }
}
