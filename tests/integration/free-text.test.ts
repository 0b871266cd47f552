/**
 * Free text a database cannot store (ADR 42): U+0000 and unpaired UTF-16 surrogates, in every form and API body that
 * takes free text. JSON bodies are refused with a 400 naming the field, forms are read without those characters, and
 * whatever reaches the database handle some other way is refused there: never a 500.
 */
import type { APIContext, APIRoute } from 'astro';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasUnsafeText, UnsafeTextError } from '../../src/domain/safe-text';
import { loadBookingLookupPage } from '../../src/features/booking-lookup/booking-lookup-page.server';
import { loadContactPage } from '../../src/features/contact/contact-page.server';
import { runDetailsStep } from '../../src/features/order/details-step.server';
import { MARKETS } from '../../src/i18n/markets';
import { POST as collectAnalytics } from '../../src/pages/api/analytics/ga/collect/[pos]';
import { POST as beneficiaryLogin } from '../../src/pages/api/beneficiary/login';
import { POST as careSignIn } from '../../src/pages/api/care/session';
import { POST as exchangeGift } from '../../src/pages/api/gift-cards/exchange';
import { POST as postLog } from '../../src/pages/api/log';
import { POST as postOrder } from '../../src/pages/api/orders';
import { getCart } from '../../src/server/cart/cart.server';
import { createFormToken } from '../../src/server/contact/captcha.server';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import { getGiftShape, getStayShape, submitOrder, type CheckoutTarget } from '../../src/server/orders/checkout-orders.server';
import { getPaymentProvider } from '../../src/server/payments/payments.server';
import { TestBrowser, statusOf } from './account-browser';
import { call, openTestDatabase, TARGETS } from './harness';
import { findOneNightStay, newStayCart, type OneNightStay } from './one-night-stay';

// Sign-in forms hash with scrypt; PGlite runs every statement of these runs one after another.
vi.setConfig({ testTimeout: 180_000 });

const UNSAFE = ['\u0000', '\ud800', '\udbff', '\udc00', '\udfff'];
/** Any text: any code point, graphemes, and now and then U+0000 or half of a surrogate pair. */
const anyText = fc.oneof(
  fc.string({
    unit: fc.oneof({ weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) }, { weight: 1, arbitrary: fc.constantFrom(...UNSAFE) }),
    maxLength: 24,
  }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom(...UNSAFE).map((bad) => `Lou${bad}`),
);
const RUNS = { numRuns: 25 };

const buyer = { firstName: 'Camille', lastName: 'Martin', email: 'camille.text@example.com', phone: '0612345678', terms: 'on' };
const giftBuyer = { ...buyer, recipientName: 'Noa', recipientEmail: 'noa@example.com', fromName: 'Camille', message: 'Bon voyage' };
const GIFT_CARD_QUERY = 'type=GIFT_CARD&amount=5000&giftFormat=digital';

/** Calls a route with a urlencoded form body, as a browser's native post. */
async function postForm(handler: APIRoute, fields: Record<string, string>, { host = 'halte.test', address = '198.51.100.20' } = {}) {
  const url = new URL(`http://${host}/api/x`);
  const request = new Request(url, { method: 'POST', body: new URLSearchParams(fields), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  const cookies = { get: () => undefined, set: () => undefined, has: () => false };
  const response = await handler({
    request,
    url,
    clientAddress: address,
    cookies,
    locals: { host, clientAddress: address },
    params: {},
  } as unknown as APIContext);
  return response.status;
}

describe.each(TARGETS)('free text with U+0000 or unpaired surrogates, on $name', ({ url }) => {
  let handle: DatabaseHandle;
  let stay: OneNightStay;
  const today = getToday();
  let counter = 0;
  const next = () => (counter += 1);
  const formKey = () => `free-text-${Date.now()}-${next()}`;
  const address = () => `198.51.${Math.floor(next() / 250) % 250}.${(counter % 250) + 1}`;
  const newCart = () => newStayCart(handle.db, stay, today);
  const orderApi = (body: Record<string, unknown>) => call(postOrder, { body: { locale: 'fr_FR', formKey: formKey(), ...body } });
  /** The checkout details form of a stay or a gift card, posted with these fields. */
  const detailsForm = async (target: 'STAY' | 'GIFT', fields: Record<string, string>) => {
    const cartId = target === 'STAY' ? await newCart() : '';
    const cart = cartId ? await getCart(handle.db, cartId) : undefined;
    const base = cart
      ? { ...(({ shape, options }) => ({ shape, payLater: options }))(getStayShape(MARKETS.fr, cart, today, cart.sellPrice)), totalCents: cart.sellPrice }
      : { shape: getGiftShape(MARKETS.fr, false, today), payLater: [], totalCents: 5000 };
    const url = new URL(target === 'STAY' ? `http://halte.test/fr/commande/${cartId}` : `http://halte.test/fr/offrir/commande?${GIFT_CARD_QUERY}`);
    const body = new URLSearchParams({ formKey: formKey(), ...(target === 'STAY' ? buyer : giftBuyer), ...fields });
    const request = new Request(url, { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    const checkoutTarget: CheckoutTarget = cartId ? { kind: 'STAY', cartId } : { kind: 'GIFT', query: GIFT_CARD_QUERY };
    return runDetailsStep(handle.db, MARKETS.fr, checkoutTarget, base, { request, url, customer: null, clientAddress: address() }, today);
  };
  const statusOfStep = (outcome: Awaited<ReturnType<typeof detailsForm>>) => (outcome.kind === 'redirect' ? 303 : outcome.status);

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    stay = await findOneNightStay(handle.db, { fromDays: 30, lastPackage: true });
    await sql`update hotel_days set rooms_left = 10000 where hotel_id = ${stay.hotelId} and day = ${stay.checkin}`.execute(handle.db);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  describe('POST /api/orders', () => {
    it('refuses U+0000 or an unpaired surrogate in the details, the gift card or the gift query with a 400 naming the field', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ target: { kind: 'STAY', cartId: await newCart() }, details: { ...buyer, requests: 'Chambre calme\u0000' } }, 'details.requests'],
        [{ target: { kind: 'STAY', cartId: await newCart() }, details: { ...buyer, requests: 'Vue \ud83d' } }, 'details.requests'],
        [{ target: { kind: 'GIFT', query: GIFT_CARD_QUERY }, details: { ...giftBuyer, message: 'Joyeux \udc00anniversaire' } }, 'details.message'],
        [{ target: { kind: 'STAY', cartId: await newCart() }, details: buyer, giftCard: 'HALTE-\u0000' }, 'giftCard'],
        [{ target: { kind: 'GIFT', query: `${GIFT_CARD_QUERY}&x=\u0000` }, details: giftBuyer }, 'target.query'],
        [{ target: { kind: 'STAY', cartId: await newCart() }, details: { ...buyer, ['note\u0000']: 'x' } }, 'details'],
      ];
      for (const [body, path] of cases) {
        const answer = await orderApi(body);
        expect(answer.status, path).toBe(400);
        expect(answer.json).toMatchObject({ error: expect.stringContaining(`Invalid ${path}`), details: [{ path, message: 'invalidCharacter' }] });
      }
    });

    it('answers no 5xx to any text in any free-text field', async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom('firstName', 'lastName', 'email', 'phone', 'requests', 'giftCard'), anyText, async (field, text) => {
          const body = field === 'giftCard' ? { giftCard: text, details: buyer } : { details: { ...buyer, [field]: text } };
          const answer = await orderApi({ target: { kind: 'STAY', cartId: await newCart() }, ...body });
          expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(500);
          if (hasUnsafeText(text))
            expect(answer.json.details[0]).toEqual({ path: field === 'giftCard' ? 'giftCard' : `details.${field}`, message: 'invalidCharacter' });
        }),
        RUNS,
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom('recipientName', 'fromName', 'message', 'query', 'code'), anyText, async (field, text) => {
          const target =
            field === 'query'
              ? { kind: 'GIFT', query: `${GIFT_CARD_QUERY}&x=${text}` }
              : field === 'code'
                ? { kind: 'EXTENSION', code: text || 'x' }
                : { kind: 'GIFT', query: GIFT_CARD_QUERY };
          const answer = await orderApi({ target, details: field === 'query' || field === 'code' ? giftBuyer : { ...giftBuyer, [field]: text } });
          expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(500);
        }),
        RUNS,
      );
    });

    it('is refused by the database handle too when a server function is called with such text', async () => {
      const values = { ...buyer, requests: 'Chambre calme\u0000' };
      await expect(
        submitOrder(handle.db, getPaymentProvider(handle.db), {
          market: MARKETS.fr,
          target: { kind: 'STAY', cartId: await newCart() },
          values,
          formKey: formKey(),
          customerId: null,
          origin: 'http://halte.test',
          today,
        }),
      ).rejects.toBeInstanceOf(UnsafeTextError);
      // A text cut inside a surrogate pair by a length limit is stored, its half pair as U+FFFD.
      const cut = 'Vue sur la mer 🌊'.slice(0, -1);
      const result = await submitOrder(handle.db, getPaymentProvider(handle.db), {
        market: MARKETS.fr,
        target: { kind: 'STAY', cartId: await newCart() },
        values: { ...buyer, requests: cut },
        formKey: formKey(),
        customerId: null,
        origin: 'http://halte.test',
        today,
      });
      if (!result.ok) throw new Error('not ok');
      const row = await handle.db.selectFrom('orders').select('details').where('id', '=', result.orderId).executeTakeFirstOrThrow();
      expect(JSON.stringify(row.details)).toContain('Vue sur la mer \ufffd');
    });
  });

  describe('the checkout details form', () => {
    it('takes the stay requests and the gift message without U+0000, keeping the rest of what was typed', async () => {
      const outcome = await detailsForm('STAY', { requests: 'Chambre\u0000 calme' });
      expect(outcome.kind).toBe('redirect');
      const order = await handle.db.selectFrom('orders').select('details').orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
      expect(JSON.stringify(order.details)).toContain('Chambre calme');
      expect(await detailsForm('GIFT', { message: 'Joyeux\u0000 anniversaire' })).toMatchObject({ kind: 'redirect' });
      const refused = await detailsForm('STAY', { firstName: '\u0000', requests: 'Vue\u0000' });
      expect(refused).toMatchObject({ kind: 'form', status: 400, step: { values: { firstName: '', requests: 'Vue' }, errors: { firstName: 'mandatory' } } });
      const card = await detailsForm('STAY', { giftCard: 'HALTE-\u0000ZZ', intent: 'applyGiftCard' });
      expect(card).toMatchObject({ kind: 'form', status: 400, step: { giftCard: { typed: 'HALTE-ZZ', problem: 'unknown' } } });
    });

    it('answers no 5xx to any text in any field of a stay or a gift', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('STAY', 'GIFT'),
          fc.constantFrom('firstName', 'lastName', 'email', 'phone', 'requests', 'recipientName', 'fromName', 'message', 'giftCard'),
          anyText,
          fc.boolean(),
          async (target, field, text, apply) => {
            const outcome = await detailsForm(target, { [field]: text, ...(apply && field === 'giftCard' ? { intent: 'applyGiftCard' } : {}) });
            expect(statusOfStep(outcome)).toBeLessThan(500);
          },
        ),
        RUNS,
      );
    });
  });

  describe('other forms and bodies', () => {
    it('signs in, signs up and sends reset links without a 500 whatever the e-mail', async () => {
      const browser = new TestBrowser('198.51.100.200');
      expect(statusOf(await browser.submit('fr', 'accountSignIn', { email: 'camille\u0000@example.com', password: 'un grand voyage' }))).toBe(400);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom('accountSignIn', 'accountSignUp', 'accountPasswordReset'), anyText, async (screen, text) => {
          const form = { email: `${text}@example.com`, password: `${text} un grand voyage`, firstName: text || 'Lou', lastName: text || 'Ray' };
          const answer = await new TestBrowser(address()).submit('fr', screen, form);
          expect(statusOf(answer)).toBeLessThan(500);
        }),
        { numRuns: 12 },
      );
    });

    it('answers no 5xx to any text in the contact form, the booking lookup, the gift login, the care login and the gift exchange', async () => {
      const formToken = await createFormToken(handle.db, Date.now() - 5000);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom('description', 'name', 'email', 'phone', 'Booking_ID__c'), anyText, async (field, text) => {
          const fields = {
            contact_reason: 'booking_change',
            Booking_ID__c: '12345678',
            description: 'Un jour plus tard ?',
            name: 'Anne Martin',
            email: 'anne@example.com',
            phone: '0612345678',
            formToken,
            website: '',
            [field]: text,
          };
          const request = new Request('http://halte.test/fr/contact', { method: 'POST', body: new URLSearchParams(fields) });
          const page = await loadContactPage('fr', { request, url: new URL(request.url), clientAddress: address() }, null);
          expect(page.kind === 'redirect' ? 303 : page.status).toBeLessThan(500);
        }),
        RUNS,
      );
      await fc.assert(
        fc.asyncProperty(anyText, anyText, async (bookingNumber, email) => {
          const request = new Request('http://halte.test/fr/ma-reservation', { method: 'POST', body: new URLSearchParams({ bookingNumber, email }) });
          const page = await loadBookingLookupPage('fr', { request, url: new URL(request.url), clientAddress: address() });
          expect(page.status).toBeLessThan(500);
        }),
        RUNS,
      );
      await fc.assert(
        fc.asyncProperty(anyText, async (code) => {
          expect(await postForm(beneficiaryLogin, { code, locale: 'fr_FR' }, { address: address() })).toBeLessThan(500);
          expect(await postForm(exchangeGift, { code: code || 'x', locale: 'fr_FR' }, { address: address() })).toBeLessThan(500);
          const json = await call(exchangeGift, { body: { code: code || 'x', locale: 'fr_FR' } });
          expect(json.status).toBeLessThan(500);
        }),
        RUNS,
      );
      await fc.assert(
        fc.asyncProperty(anyText, async (text) => {
          expect(
            await postForm(careSignIn, { email: `${text}@example.com`, password: text, market: 'fr' }, { host: 'care.localhost', address: address() }),
          ).toBeLessThan(500);
        }),
        { numRuns: 10 },
      );
    });

    it('refuses such text in the browser log and analytics bodies with a 400, and stores any other', async () => {
      expect((await call(postLog, { body: { level: 'ERROR', message: 'boom\u0000', location: '/fr/' } })).json).toMatchObject({
        details: [{ path: 'message', message: 'invalidCharacter' }],
      });
      await fc.assert(
        fc.asyncProperty(anyText, anyText, async (message, value) => {
          const log = await call(postLog, { body: { level: 'ERROR', message: message || 'x', location: '/fr/' } });
          expect(log.status).toBe(hasUnsafeText(message) ? 400 : 201);
          const analytics = await call(collectAnalytics, {
            params: { pos: 'fr' },
            body: { clientId: 'c1', events: [{ name: 'search', params: { term: value } }] },
          });
          expect(analytics.status).toBe(hasUnsafeText(value) ? 400 : 201);
        }),
        RUNS,
      );
    });
  });
});
