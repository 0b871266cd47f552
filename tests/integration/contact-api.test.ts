import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadContactPage } from '../../src/features/contact/contact-page.server';
import { GET as getChallenge } from '../../src/pages/api/captcha/challenge';
import { createChallenge, createFormToken, verifyFormToken, verifySolution, type CaptchaChallenge } from '../../src/server/contact/captcha.server';
import { submitContactRequest, type ContactSubmission } from '../../src/server/contact/contact.server';
import { buildWebToCaseForm, deliverPendingRequests, startCrmOutbox, stopCrmOutbox } from '../../src/server/contact/crm-outbox.server';
import type { DatabaseHandle } from '../../src/server/db/client';
import { RATE_LIMITS } from '../../src/server/rate-limit.server';
import { call, openTestDatabase, TARGETS } from './harness';

vi.setConfig({ testTimeout: 60_000 });

/** What the widget does: counts up until the derived key starts with the challenge's prefix (altcha-lib's solver). */
async function solve(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('unsolvable challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const VALUES = {
  contact_reason: 'booking_change',
  Booking_ID__c: '12345678',
  description: 'Could we arrive one day later?',
  name: 'Anne Martin',
  email: 'Anne.Martin@example.com',
  phone: '06 12 34 56 78',
};

describe.each(TARGETS)('contact form, bot check and CRM outbox on $name', ({ url }) => {
  let handle: DatabaseHandle;
  let counter = 0;
  /** A fresh address per submission, so the rate limit of one test does not reach another. */
  const address = () => `203.0.113.${(counter += 1)}`;
  const submission = async (extra: Partial<ContactSubmission> = {}): Promise<ContactSubmission> => ({
    market: 'fr',
    values: VALUES,
    honeypot: '',
    captcha: await solve(await createChallenge(handle.db, Date.now(), 2000)),
    careAgentId: null,
    address: address(),
    origin: 'https://www.halte.test',
    ...extra,
  });

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    await sql`truncate contact_requests, rate_limits, captcha_uses`.execute(handle.db);
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it('serves a signed proof-of-work challenge that is accepted once, and refuses tampered or expired ones', async () => {
    const { status, json, headers } = await call(getChallenge);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(json).toMatchObject({
      parameters: { algorithm: 'SHA-256', nonce: expect.any(String), keyPrefix: expect.any(String), expiresAt: expect.any(Number) },
      signature: expect.any(String),
    });
    const small = await createChallenge(handle.db, Date.now(), 1000);
    const answer = await solve(small);
    expect(await verifySolution(handle.db, answer)).toBe(true);
    expect(await verifySolution(handle.db, answer)).toBe(false);
    const forged = await createChallenge(handle.db, Date.now(), 1000);
    expect(await verifySolution(handle.db, await solve({ ...forged, signature: '0'.repeat(64) }))).toBe(false);
    // A key that is not the signed one, and parameters changed after signing.
    const guessed = JSON.parse(Buffer.from(await solve(await createChallenge(handle.db, Date.now(), 1000)), 'base64').toString()) as {
      solution: { derivedKey: string };
    };
    guessed.solution.derivedKey = `${guessed.solution.derivedKey.slice(0, -2)}${guessed.solution.derivedKey.endsWith('00') ? '01' : '00'}`;
    expect(await verifySolution(handle.db, Buffer.from(JSON.stringify(guessed)).toString('base64'))).toBe(false);
    const easier = await createChallenge(handle.db, Date.now(), 1000);
    expect(await verifySolution(handle.db, await solve({ ...easier, parameters: { ...easier.parameters, keyPrefix: '0' } }))).toBe(false);
    const old = await createChallenge(handle.db, Date.now() - 3 * 3600 * 1000, 1000);
    expect(await verifySolution(handle.db, await solve(old))).toBe(false);
    expect(await verifySolution(handle.db, 'not base64 json')).toBe(false);
  });

  it('accepts a form token for a post without JavaScript only after 3 s on screen, and only once', async () => {
    const issued = Date.now() - 10_000;
    const token = await createFormToken(handle.db, issued);
    expect(await verifyFormToken(handle.db, token, issued + 1000)).toBe('tooSoon');
    expect(await verifyFormToken(handle.db, token)).toBe('ok');
    expect(await verifyFormToken(handle.db, token)).toBe('invalid');
    expect(await verifyFormToken(handle.db, `${token.slice(0, -1)}0`)).toBe('invalid');
  });

  it('stores a valid message before answering, typed by its reason, with the phone in E.164 and pending for the CRM', async () => {
    const outcome = await submitContactRequest(handle.db, await submission());
    expect(outcome.status).toBe('stored');
    const id = outcome.status === 'stored' ? outcome.id : null;
    const row = await handle.db
      .selectFrom('contact_requests')
      .selectAll()
      .where('id', '=', id ?? '')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      market: 'fr',
      locale: 'fr_FR',
      reason: 'booking_change',
      request_type: 'Booking',
      request_subtype: 'Modification',
      booking_number: '12345678',
      email: 'anne.martin@example.com',
      phone_e164: '+33612345678',
      return_url: 'https://www.halte.test/fr/contact?ref=contact_thank_you',
      delivery_status: 'pending',
      attempts: 0,
    });
  });

  it('answers the field errors of spec §8 and stores nothing for an invalid form', async () => {
    const before = await countRequests();
    const outcome = await submitContactRequest(handle.db, await submission({ values: { ...VALUES, Booking_ID__c: '123', email: 'anne@' } }));
    expect(outcome).toEqual({ status: 'invalid', errors: { Booking_ID__c: 'bookingNumber', email: 'email' } });
    const avv = await submitContactRequest(handle.db, await submission({ values: { ...VALUES, contact_reason: 'avv_info', Booking_ID__c: '' } }));
    expect(avv.status).toBe('stored');
    expect(await countRequests()).toBe(before + 1);
  });

  it('needs the bot check outside care mode, drops honeypot posts silently, and skips both checks for a care agent', async () => {
    const before = await countRequests();
    expect(await submitContactRequest(handle.db, await submission({ captcha: undefined }))).toEqual({ status: 'botCheckFailed' });
    expect(await submitContactRequest(handle.db, await submission({ honeypot: 'https://spam.example' }))).toEqual({ status: 'stored', id: null });
    expect(await countRequests()).toBe(before);
    const byAgent = await submitContactRequest(handle.db, await submission({ captcha: undefined, careAgentId: 'demo-agent' }));
    expect(byAgent.status).toBe('stored');
    expect(await countRequests()).toBe(before + 1);
  });

  it('limits the submissions of one address', async () => {
    const from = address();
    const outcomes = [];
    for (let i = 0; i <= RATE_LIMITS.contact.max; i += 1) {
      outcomes.push((await submitContactRequest(handle.db, await submission({ address: from, values: { ...VALUES, name: '' } }))).status);
    }
    expect(outcomes.slice(0, -1).every((status) => status === 'invalid')).toBe(true);
    expect(outcomes.at(-1)).toBe('rateLimited');
  });

  it('handles the native post of the contact page: a redirect to the thank-you page, or the page again with what was typed', async () => {
    const post = (fields: Record<string, string>) => {
      const request = new Request('http://halte.test/fr/contact', { method: 'POST', body: new URLSearchParams(fields) });
      return loadContactPage('fr', { request, url: new URL(request.url), clientAddress: address() }, null);
    };
    const formToken = await createFormToken(handle.db, Date.now() - 5000);
    expect(await post({ ...VALUES, formToken, website: '' })).toEqual({ kind: 'redirect', location: '/fr/contact?ref=contact_thank_you' });
    const refused = await post({ ...VALUES, phone: 'call me', formToken });
    expect(refused).toMatchObject({
      kind: 'contact',
      status: 400,
      cacheControl: 'private, no-store',
      props: { submission: { values: { ...VALUES, phone: 'call me' }, errors: { phone: 'phone' }, formError: null } },
    });
    const noToken = await post({ ...VALUES });
    expect(noToken).toMatchObject({ kind: 'contact', status: 400, props: { submission: { formError: 'noScriptCheck', values: VALUES } } });
    const page = await loadContactPage(
      'fr',
      {
        request: new Request('http://halte.test/fr/contact?ref=contact_thank_you&reason=invoice'),
        url: new URL('http://halte.test/fr/contact?ref=contact_thank_you&reason=invoice'),
        clientAddress: '',
      },
      null,
    );
    expect(page).toMatchObject({ kind: 'contact', status: 200, props: { isThankYou: true, initialReason: 'invoice', submission: null, careMode: false } });
  });

  it('without JavaScript, Send again on the returned form is not refused anew: its time on screen runs from the first rendering', async () => {
    const from = address();
    const post = (fields: Record<string, string>) => {
      const request = new Request('http://halte.test/fr/contact', { method: 'POST', body: new URLSearchParams(fields) });
      return loadContactPage('fr', { request, url: new URL(request.url), clientAddress: from }, null);
    };
    const issued = Date.now() - 1000;
    const first = await createFormToken(handle.db, issued);
    const tooSoon = await post({ ...VALUES, formToken: first, website: '' });
    expect(tooSoon).toMatchObject({ kind: 'contact', status: 400, props: { submission: { formError: 'noScriptCheck', values: VALUES } } });
    const returned = tooSoon.kind === 'contact' ? tooSoon.props.formToken : '';
    expect(returned).not.toBe(first);
    expect(returned.split('.')[0]).toBe(String(issued));
    // Pressed again 3 s after the first rendering (not after the returned one): sent.
    await new Promise((resolve) => setTimeout(resolve, issued + 3100 - Date.now()));
    expect(await post({ ...VALUES, formToken: returned, website: '' })).toEqual({ kind: 'redirect', location: '/fr/contact?ref=contact_thank_you' });
    // A token this server never signed starts nothing: the returned form's clock starts now.
    const forged = await post({ ...VALUES, formToken: `${issued}.AAAAAAAAAAAA.${'0'.repeat(64)}`, website: '' });
    const forgedStart = Number(forged.kind === 'contact' ? forged.props.formToken.split('.')[0] : 0);
    expect(forgedStart).toBeGreaterThan(issued + 3000);
  });

  it('forwards stored messages to the CRM with the web-to-case fields, retrying with backoff while it is down, once', async () => {
    await handle.db.updateTable('contact_requests').set({ delivery_status: 'delivered' }).execute();
    const stored = await submitContactRequest(handle.db, await submission());
    const id = stored.status === 'stored' ? (stored.id ?? '') : '';
    const received: URLSearchParams[] = [];
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const up = vi.fn(async (_url: unknown, init?: RequestInit) => {
      received.push(new URLSearchParams(String(init?.body)));
      return new Response(null, { status: 302, headers: { Location: 'https://www.halte.test/fr/contact?ref=contact_thank_you' } });
    });
    const options = { crmUrl: 'http://crm.test/web-to-case', organisationId: 'ORG1', baseDelayMs: 60_000 };

    expect(await deliverPendingRequests(handle.db, { ...options, fetch: down as unknown as typeof fetch })).toEqual({ delivered: 0, failed: 1 });
    const waiting = await handle.db.selectFrom('contact_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ delivery_status: 'pending', attempts: 1, last_error: 'fetch failed' });
    expect(waiting.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 50_000);
    // Not due yet: nothing is sent.
    expect(await deliverPendingRequests(handle.db, { ...options, fetch: up as unknown as typeof fetch })).toEqual({ delivered: 0, failed: 0 });

    await handle.db
      .updateTable('contact_requests')
      .set({ next_attempt_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    expect(await deliverPendingRequests(handle.db, { ...options, fetch: up as unknown as typeof fetch })).toEqual({ delivered: 1, failed: 0 });
    expect(await deliverPendingRequests(handle.db, { ...options, fetch: up as unknown as typeof fetch })).toEqual({ delivered: 0, failed: 0 });
    expect(up).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(received[0] ?? [])).toEqual({
      orgid: 'ORG1',
      status: 'New',
      type: 'Booking',
      subtype: 'Modification',
      origin: 'Web',
      country: 'FR',
      retURL: 'https://www.halte.test/fr/contact?ref=contact_thank_you',
      contact_reason: 'booking_change',
      Booking_ID__c: '12345678',
      description: VALUES.description,
      name: 'Anne Martin',
      email: 'anne.martin@example.com',
      phone: '+33612345678',
    });
    const row = await handle.db.selectFrom('contact_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ delivery_status: 'delivered', attempts: 2 });
    expect(buildWebToCaseForm(row, 'ORG1').get('status')).toBe('New');
  });

  it('a stopping outbox finishes the post under way and records it, gives back the rest of its batch, and posts nothing more', async () => {
    await handle.db.updateTable('contact_requests').set({ delivery_status: 'delivered' }).execute();
    const ids: string[] = [];
    for (let n = 0; n < 2; n += 1) {
      const stored = await submitContactRequest(handle.db, await submission());
      ids.push(stored.status === 'stored' ? (stored.id ?? '') : '');
    }
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const posted: string[] = [];
    const slow = vi.fn(async (_url: unknown, init?: RequestInit) => {
      posted.push(String(init?.body));
      await released;
      return new Response(null, { status: 302 });
    });
    startCrmOutbox(handle.db, {
      crmUrl: 'http://crm.test/web-to-case',
      organisationId: 'ORG1',
      baseDelayMs: 60_000,
      intervalMs: 60_000,
      fetch: slow as unknown as typeof fetch,
    });
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    let stopped = false;
    const stopping = stopCrmOutbox().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(slow).toHaveBeenCalledTimes(1);
    const rows = await handle.db
      .selectFrom('contact_requests')
      .select(['id', 'delivery_status', sql<boolean>`next_attempt_at <= now()`.as('due')])
      .where('id', 'in', ids)
      .execute();
    expect(rows.map((row) => row.delivery_status).sort()).toEqual(['delivered', 'pending']);
    expect(rows.find((row) => row.delivery_status === 'pending')?.due).toBe(true);
  });

  async function countRequests(): Promise<number> {
    const row = await handle.db
      .selectFrom('contact_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
});
