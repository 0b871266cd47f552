/**
 * The leave-a-message service (spec §4 contact form, §7 web-to-case): checks the form again on the server, then the
 * bot check, stores the request, and only then answers; the outbox forwards it to the CRM.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { THANK_YOU_REF, validateContactForm, type ContactErrors, type ContactValues } from '../../domain/contact-form';
import { MARKETS, type MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import type { Database } from '../db/schema';
import { log } from '../log';
import { takeRateLimit } from '../rate-limit.server';
import { verifyFormToken, verifySolution } from './captcha.server';
import { contactConfig } from './contact-config';
import { wakeCrmOutbox } from './crm-outbox.server';

/** Name of the honeypot field: hidden from people, filled in by bots that fill in everything. */
export const HONEYPOT_FIELD = 'website';

export interface ContactSubmission {
  market: MarketKey;
  values: Partial<ContactValues>;
  /** The honeypot's value (must be empty). */
  honeypot: string;
  /** The proof-of-work answer of the island, when JavaScript ran. */
  captcha?: string | undefined;
  /** The form token of the page as the server rendered it, for a post without JavaScript. */
  formToken?: string | undefined;
  /** The signed-in care agent: no bot check and no rate limit (spec §6). */
  careAgentId: string | null;
  /** The visitor's address, for the rate limit. */
  address: string;
  /** Origin of the page (scheme and host), for the address the CRM sends the visitor back to. */
  origin: string;
}

export type ContactOutcome =
  { status: 'stored'; id: string | null } | { status: 'invalid'; errors: ContactErrors } | { status: 'rateLimited' } | { status: 'botCheckFailed' };

/** The contact page with the thank-you marker: where a stored message leads. */
export function getThankYouPath(market: MarketKey): string {
  return `${buildPath(market, 'contact')}?ref=${THANK_YOU_REF}`;
}

async function passesBotCheck(db: Kysely<Database>, submission: ContactSubmission): Promise<boolean> {
  if (submission.careAgentId) return true;
  if (submission.captcha) return verifySolution(db, submission.captcha);
  if (submission.formToken) return (await verifyFormToken(db, submission.formToken)) === 'ok';
  return false;
}

/**
 * Handles one submission. A filled honeypot gets the same answer as a success and stores nothing, so a bot
 * learns nothing. The request is in the database before 'stored' is returned.
 */
export async function submitContactRequest(db: Kysely<Database>, submission: ContactSubmission): Promise<ContactOutcome> {
  const { market, careAgentId } = submission;
  if (!careAgentId && !(await takeRateLimit(db, 'contact', submission.address))) return { status: 'rateLimited' };
  const validation = validateContactForm(submission.values, MARKETS[market].country);
  if (!validation.ok) return { status: 'invalid', errors: validation.errors };
  if (submission.honeypot.trim()) {
    log('WARN', 'Contact form honeypot filled: message dropped', { market });
    return { status: 'stored', id: null };
  }
  if (!(await passesBotCheck(db, submission))) return { status: 'botCheckFailed' };
  const { request } = validation;
  const id = randomUUID();
  await db
    .insertInto('contact_requests')
    .values({
      id,
      market,
      locale: MARKETS[market].locale,
      reason: request.reason,
      request_type: request.requestType,
      request_subtype: request.requestSubtype,
      booking_number: request.bookingNumber,
      description: request.description,
      name: request.name,
      email: request.email,
      phone: request.phone,
      phone_e164: request.phoneE164,
      return_url: `${submission.origin}${getThankYouPath(market)}`,
      care_agent_id: careAgentId,
      last_error: null,
      delivered_at: null,
    })
    .execute();
  log('INFO', 'Contact request stored', { id, market, reason: request.reason, crm: contactConfig.crmUrl ? 'queued' : 'not configured, kept' });
  wakeCrmOutbox();
  return { status: 'stored', id };
}
