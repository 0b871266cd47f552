import type { APIContext } from 'astro';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { THROTTLE_RULES } from '../../src/domain/auth-throttle';
import { MAX_WISHLIST_ITEMS } from '../../src/domain/wishlist';
import { DELETE as removeItem, GET as getWishlist, POST as addItems } from '../../src/pages/api/account/wishlist';
import { GET as getWishlistLabels } from '../../src/pages/api/wishlist/labels';
import { buildPath } from '../../src/i18n/routes';
import { DEMO_PASSWORD } from '../../src/server/account/demo-accounts.server';
import { ACCOUNT_COOKIE, CSRF_COOKIE, SIGNED_IN_COOKIE, TOKEN_COOKIE } from '../../src/server/auth/cookies';
import { countAttempts, getThrottleKey } from '../../src/server/auth/throttle.server';
import { hashSecret } from '../../src/server/auth/tokens';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import { getDemoBookingNumber } from '../../src/server/db/seed/demo-bookings';
import { DEMO_CUSTOMERS } from '../../src/server/db/seed/demo-customers';
import { TestBrowser, locationOf, screenOf, statusOf } from './account-browser';
import { openTestDatabase, TARGETS } from './harness';
import { deliverNow } from './mail-helpers';

// Every sign-in hashes with scrypt (a quarter of a second alone, more on a busy machine).
vi.setConfig({ testTimeout: 120_000 });

const camille = DEMO_CUSTOMERS[0]!;
const STRONG = 'un grand voyage en train';

describe.each(TARGETS)('account and auth forms on $name', ({ url }) => {
  let handle: DatabaseHandle;
  let counter = 0;
  /** A fresh address and email per test, so rate limits of one test do not reach another. */
  const fresh = () => {
    counter += 1;
    return { address: `198.51.100.${counter}`, email: `traveller.${counter}.${Date.now()}@example.com` };
  };
  const signUp = async (browser: TestBrowser, email: string, origin = '') =>
    browser.submit('fr', 'accountSignUp', { firstName: 'Élise', lastName: "d'Orsay", email, password: STRONG, ...(origin ? { origin } : {}) });
  /** E-mails the mail worker delivered during these tests (it wipes them from the outbox once sent). */
  const delivered: { to: string; text: string }[] = [];
  const outboxLink = async (email: string) => {
    delivered.push(...(await deliverNow(handle.db)));
    // The reset link (sign-up also sends a link, to verify the address; delivery order is not guaranteed).
    const mail = delivered.filter((entry) => entry.to === email && entry.text.includes('/account/password/new')).at(-1);
    return mail && /https?:\/\/\S+token=[\w-]+/.exec(mail.text)?.[0];
  };
  const publicOrigin = process.env.HALTE_PUBLIC_ORIGIN;

  beforeAll(async () => {
    // Links in e-mails use the configured public origin, never the request's host (halte.test here).
    process.env.HALTE_PUBLIC_ORIGIN = 'https://www.halte.example';
    handle = await openTestDatabase(url);
    await sql`truncate auth_throttle, customer_sessions, password_reset_tokens, outbox_messages, wishlist_items`.execute(handle.db);
    await sql`delete from customers where email not in (${sql.join(DEMO_CUSTOMERS.map((c) => c.email))})`.execute(handle.db);
    await sql`update customers set password_hash = (select password_hash from customers where email = ${camille.email})`.execute(handle.db);
  }, 180_000);

  afterAll(async () => {
    if (publicOrigin === undefined) delete process.env.HALTE_PUBLIC_ORIGIN;
    else process.env.HALTE_PUBLIC_ORIGIN = publicOrigin;
    await handle.close();
  });

  it('seeds an account for every demo customer, idempotently, with the documented password', async () => {
    const rows = await handle.db
      .selectFrom('customers')
      .select('email')
      .where(
        'email',
        'in',
        DEMO_CUSTOMERS.map((c) => c.email),
      )
      .execute();
    expect(rows).toHaveLength(DEMO_CUSTOMERS.length);
    const browser = new TestBrowser(fresh().address);
    const answer = await browser.submit('fr', 'accountSignIn', { email: camille.email, password: DEMO_PASSWORD });
    expect(statusOf(answer)).toBe(303);
  });

  it('signs up, sets HttpOnly Secure SameSite __Host- cookies and goes back to the origin', async () => {
    const { address, email } = fresh();
    const browser = new TestBrowser(address);
    const answer = await signUp(browser, email, '/fr/sejour/12?flow=gifting');
    expect(statusOf(answer)).toBe(303);
    expect(locationOf(answer)).toBe('/fr/sejour/12?flow=gifting');
    for (const name of [ACCOUNT_COOKIE, TOKEN_COOKIE]) {
      expect(name.startsWith('__Host-')).toBe(true);
      expect(answer.cookies.get(name)?.options).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
      expect(answer.cookies.get(name)?.options?.domain).toBeUndefined();
    }
    const stored = await handle.db.selectFrom('customers').select(['password_hash', 'first_name']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(stored.password_hash).not.toContain(STRONG);
    const me = await browser.open('fr', 'accountTrips');
    expect(me.customer).toMatchObject({ email, firstName: 'Élise' });
  });

  it('refuses a short or common password and keeps what was typed', async () => {
    const { address, email } = fresh();
    const browser = new TestBrowser(address);
    const short = await browser.submit('fr', 'accountSignUp', { firstName: 'Léa', lastName: '', email, password: 'Kx7#pq2' });
    expect(statusOf(short)).toBe(400);
    expect(screenOf(short)).toMatchObject({ view: 'signUp', password: 'tooShort', values: { firstName: 'Léa', email } });
    const common = await browser.submit('fr', 'accountSignUp', { firstName: 'Léa', lastName: '', email, password: 'Azerty123!' });
    expect(screenOf(common)).toMatchObject({ password: 'common' });
    const invalid = await browser.submit('fr', 'accountSignUp', { firstName: 'R2D2', lastName: '', email: 'lea@', password: STRONG });
    expect(screenOf(invalid)).toMatchObject({ errors: { firstName: 'onlyText', email: 'email' } });
  });

  it('refuses a wrong password with the same answer as an unknown email (no enumeration)', async () => {
    const browser = new TestBrowser(fresh().address);
    const wrong = await browser.submit('fr', 'accountSignIn', { email: camille.email, password: 'not the password at all' });
    const unknown = await browser.submit('fr', 'accountSignIn', { email: 'nobody.here@example.com', password: 'not the password at all' });
    expect(statusOf(wrong)).toBe(400);
    expect(statusOf(unknown)).toBe(400);
    expect({ ...screenOf(wrong), email: '' }).toEqual({ ...screenOf(unknown), email: '' });
    expect(wrong.cookies.has(TOKEN_COOKIE)).toBe(false);
  });

  it("locks an account from the attacking address after 5 wrong passwords, never from the customer's own", async () => {
    const { address, email } = fresh();
    await signUp(new TestBrowser(address), email);
    const attacker = new TestBrowser(fresh().address);
    const statuses: number[] = [];
    for (let i = 0; i <= THROTTLE_RULES.signInAccount.limit; i += 1) {
      statuses.push(statusOf(await attacker.submit('fr', 'accountSignIn', { email, password: `wrong password ${i}` })));
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // Even the right password waits at the attacker's address.
    const locked = await attacker.submit('fr', 'accountSignIn', { email, password: STRONG });
    expect(statusOf(locked)).toBe(429);
    expect(screenOf(locked)).toMatchObject({ view: 'signIn', error: 'throttled' });
    // The customer, from their usual address, signs in.
    const owner = new TestBrowser(address);
    expect(statusOf(await owner.submit('fr', 'accountSignIn', { email, password: STRONG }))).toBe(303);
    // The same lock and message for an email without an account: a lock tells nothing about who is a customer.
    const ghost = `ghost.${Date.now()}@example.com`;
    for (let i = 0; i <= THROTTLE_RULES.signInAccount.limit; i += 1) await attacker.submit('fr', 'accountSignIn', { email: ghost, password: 'x'.repeat(9) });
    expect(statusOf(await attacker.submit('fr', 'accountSignIn', { email: ghost, password: 'x'.repeat(9) }))).toBe(429);
  }, 180_000);

  it("never locks the owner out of the browser where they signed in before, even from the attacker's address", async () => {
    const { address, email } = fresh();
    await signUp(new TestBrowser(address), email);
    // The owner signed in once from this browser, then signed out.
    const owner = new TestBrowser(address);
    expect(statusOf(await owner.submit('fr', 'accountSignIn', { email, password: STRONG }))).toBe(303);
    await owner.submit('fr', 'accountSignOut', {});
    // Someone behind the same network address (an office, a carrier's NAT) tries passwords until locked.
    const attacker = new TestBrowser(address);
    for (let i = 0; i <= THROTTLE_RULES.signInAccount.limit; i += 1) await attacker.submit('fr', 'accountSignIn', { email, password: `wrong password ${i}` });
    expect(statusOf(await attacker.submit('fr', 'accountSignIn', { email, password: STRONG }))).toBe(429);
    // The owner's browser is a known device: its attempts count apart, and the right password opens.
    expect(statusOf(await owner.submit('fr', 'accountSignIn', { email, password: STRONG }))).toBe(303);
  }, 180_000);

  it('makes the attacker wait longer at each further failure (growing delays)', async () => {
    const { address, email } = fresh();
    await signUp(new TestBrowser(address), email);
    const attacker = fresh().address;
    const subject = [['signInAccount', email, attacker]] as const;
    const start = new Date();
    let now = start;
    const waits: number[] = [];
    for (let failure = 1; failure <= THROTTLE_RULES.signInAccount.limit + 3; failure += 1) {
      await countAttempts(handle.db, subject, now);
      const row = await handle.db
        .selectFrom('auth_throttle')
        .select('locked_until')
        .where('key', '=', getThrottleKey('signInAccount', email, attacker))
        .executeTakeFirstOrThrow();
      const wait = row.locked_until ? new Date(row.locked_until).getTime() - now.getTime() : 0;
      waits.push(Math.round(wait / 60_000));
      now = new Date(now.getTime() + Math.max(wait, 1000));
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 2, 4]);
  }, 60_000);

  it('locks an address after too many failures on several accounts', async () => {
    const { address } = fresh();
    // The failures before the limit, as earlier wrong passwords for other emails would have left them.
    const failures = Array.from({ length: THROTTLE_RULES.signInAddress.limit - 1 }, () => ['signInAddress', address] as const);
    for (const subject of failures) await countAttempts(handle.db, [subject]);
    const browser = new TestBrowser(address);
    expect(statusOf(await browser.submit('fr', 'accountSignIn', { email: 'spray.1@example.com', password: 'spray password' }))).toBe(400);
    expect(statusOf(await browser.submit('fr', 'accountSignIn', { email: 'spray.2@example.com', password: 'spray password' }))).toBe(429);
    // Another address is not concerned.
    expect(statusOf(await new TestBrowser(fresh().address).submit('fr', 'accountSignIn', { email: camille.email, password: DEMO_PASSWORD }))).toBe(303);
  }, 120_000);

  it('gives a fresh session at every sign-in and ends the one the browser had', async () => {
    const { address, email } = fresh();
    const browser = new TestBrowser(address);
    await signUp(browser, email);
    const first = browser.cookies.get(TOKEN_COOKIE)!;
    const firstCsrf = browser.cookies.get(CSRF_COOKIE);
    // Signed in, the sign-in page sends the customer on; a sign-in posted anyway (another tab) replaces the session.
    await browser.open('fr', 'accountProfile');
    await browser.request('/fr/account/signin', { email, password: STRONG });
    const second = browser.cookies.get(TOKEN_COOKIE)!;
    expect(second).not.toBe(first);
    expect(browser.cookies.get(CSRF_COOKIE)).not.toBe(firstCsrf);
    const old = await handle.db.selectFrom('customer_sessions').select('token_hash').where('token_hash', '=', hashSecret(first)).executeTakeFirst();
    expect(old).toBeUndefined();
    const stored = await handle.db.selectFrom('customer_sessions').select('token_hash').where('token_hash', '=', hashSecret(second)).executeTakeFirst();
    expect(stored?.token_hash).not.toBe(second);
  });

  it('ends a session after 30 idle minutes and 12 hours in all, and clears its cookies', async () => {
    const { address, email } = fresh();
    const browser = new TestBrowser(address);
    await signUp(browser, email);
    const tokenHash = hashSecret(browser.cookies.get(TOKEN_COOKIE)!);
    await sql`update customer_sessions set last_seen_at = now() - interval '31 minutes' where token_hash = ${tokenHash}`.execute(handle.db);
    const idle = await browser.open('fr', 'accountTrips');
    expect(idle.customer).toBeNull();
    expect(locationOf(idle)).toBe('/fr/account/signin?origin=%2Ffr%2Faccount%2Ftrips&notice=sessionEnded');
    expect(idle.cookies.get(TOKEN_COOKIE)).toBeNull();
    expect(idle.cookies.get(ACCOUNT_COOKIE)).toBeNull();
    expect(browser.cookies.has(TOKEN_COOKIE)).toBe(false);

    await browser.submit('fr', 'accountSignIn', { email, password: STRONG });
    const next = hashSecret(browser.cookies.get(TOKEN_COOKIE)!);
    await sql`update customer_sessions set created_at = now() - interval '12 hours', last_seen_at = now() where token_hash = ${next}`.execute(handle.db);
    expect((await browser.open('fr', 'accountProfile')).customer).toBeNull();
  });

  it('refuses a token that belongs to another account id', async () => {
    const one = new TestBrowser(fresh().address);
    await signUp(one, fresh().email);
    one.cookies.set(ACCOUNT_COOKIE, crypto.randomUUID());
    expect((await one.open('fr', 'accountTrips')).customer).toBeNull();
  });

  it('signs out: the session ends on the server and both cookies are cleared', async () => {
    const { address, email } = fresh();
    const browser = new TestBrowser(address);
    await signUp(browser, email);
    const token = browser.cookies.get(TOKEN_COOKIE)!;
    const out = await browser.submit('fr', 'accountSignOut', {});
    expect(locationOf(out)).toBe('/fr/account/signin?notice=signedOut');
    expect(out.cookies.get(ACCOUNT_COOKIE)).toBeNull();
    expect(out.cookies.get(TOKEN_COOKIE)).toBeNull();
    expect(out.cookies.get(SIGNED_IN_COOKIE)).toBeNull();
    const left = await handle.db.selectFrom('customer_sessions').select('token_hash').where('token_hash', '=', hashSecret(token)).executeTakeFirst();
    expect(left).toBeUndefined();
  });

  it('refuses every form without the CSRF token', async () => {
    const browser = new TestBrowser(fresh().address);
    await browser.open('fr', 'accountSignIn');
    const answer = await browser.request('/fr/account/signin', { email: camille.email, password: DEMO_PASSWORD }, { withCsrf: false });
    expect(statusOf(answer)).toBe(403);
    expect(screenOf(answer)).toMatchObject({ error: 'csrf' });
    const forged = await browser.request('/fr/account/signin', { email: camille.email, password: DEMO_PASSWORD, csrf: 'x'.repeat(43) }, { withCsrf: false });
    expect(statusOf(forged)).toBe(403);
  });

  it('never follows an origin outside the site', async () => {
    const browser = new TestBrowser(fresh().address);
    const answer = await browser.submit('fr', 'accountSignIn', { email: camille.email, password: DEMO_PASSWORD, origin: '//evil.example/fr/' });
    expect(locationOf(answer)).toBe('/fr/account/trips');
  });

  it('answers a reset request the same whether or not the email has an account', async () => {
    const { address, email } = fresh();
    await signUp(new TestBrowser(address), email);
    const browser = new TestBrowser(fresh().address);
    const known = await browser.submit('fr', 'accountPasswordReset', { email });
    const unknown = await browser.submit('fr', 'accountPasswordReset', { email: `no.account.${Date.now()}@example.com` });
    expect(statusOf(known)).toBe(303);
    expect(locationOf(known)).toBe(locationOf(unknown));
    expect(await outboxLink(email)).toMatch(/^https:\/\/www\.halte\.example\/fr\/account\/password\/new\?token=[\w-]{43}$/);
    const outbox = await handle.db.selectFrom('outbox_messages').select('recipient').execute();
    expect(outbox.map((row) => row.recipient)).not.toContain(expect.stringMatching(/^no\.account\./));
  });

  it('resets a password with a link that works once, ends the sessions, and refuses it the second time', async () => {
    const { address, email } = fresh();
    const owner = new TestBrowser(address);
    await signUp(owner, email);
    await new TestBrowser(fresh().address).submit('fr', 'accountPasswordReset', { email });
    const link = new URL((await outboxLink(email))!);
    const query = link.search;
    const visitor = new TestBrowser(fresh().address);
    expect(screenOf(await visitor.open('fr', 'accountNewPassword', query))).toMatchObject({ view: 'newPassword', usable: true });
    const weak = await visitor.request('/fr/account/password/new', { token: link.searchParams.get('token')!, password: 'password1' });
    expect(screenOf(weak)).toMatchObject({ problem: 'common', usable: true });
    const done = await visitor.request('/fr/account/password/new', { token: link.searchParams.get('token')!, password: 'une nouvelle valise bleue' });
    expect(locationOf(done)).toBe('/fr/account/signin?notice=passwordChanged');
    expect((await owner.open('fr', 'accountTrips')).customer).toBeNull();

    const again = await visitor.submit('fr', 'accountNewPassword', { token: link.searchParams.get('token')!, password: 'encore un autre mot de passe' }, query);
    expect(statusOf(again)).toBe(400);
    expect(screenOf(again)).toMatchObject({ view: 'newPassword', usable: false });
    expect(screenOf(await visitor.open('fr', 'accountNewPassword', query))).toMatchObject({ usable: false });

    expect(statusOf(await visitor.submit('fr', 'accountSignIn', { email, password: STRONG }))).toBe(400);
    expect(statusOf(await visitor.submit('fr', 'accountSignIn', { email, password: 'une nouvelle valise bleue' }))).toBe(303);
  });

  it('refuses an expired reset link', async () => {
    const { address, email } = fresh();
    await signUp(new TestBrowser(address), email);
    await new TestBrowser(fresh().address).submit('fr', 'accountPasswordReset', { email });
    const link = new URL((await outboxLink(email))!);
    await sql`update password_reset_tokens set expires_at = now() - interval '1 minute'`.execute(handle.db);
    const answer = await new TestBrowser(fresh().address).submit(
      'fr',
      'accountNewPassword',
      { token: link.searchParams.get('token')!, password: 'une nouvelle valise bleue' },
      link.search,
    );
    expect(screenOf(answer)).toMatchObject({ usable: false });
  });

  it('limits reset requests per email with a neutral message', async () => {
    const browser = new TestBrowser(fresh().address);
    const email = `reset.flood.${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i <= THROTTLE_RULES.resetAccount.limit; i += 1) statuses.push(statusOf(await browser.submit('fr', 'accountPasswordReset', { email })));
    expect(statuses).toEqual([303, 303, 303, 429]);
  });

  it('saves the profile with the §5 rules and asks the password to change the email', async () => {
    const { address, email } = fresh();
    const browser = new TestBrowser(address);
    await signUp(browser, email);
    const values = { intent: 'profile', firstName: 'Élise', lastName: 'Martin', email, phone: '06 12 34 56 78', language: 'nl' };
    expect(locationOf(await browser.submit('fr', 'accountProfile', values))).toBe('/fr/account/settings/profile?saved=profile');
    expect(screenOf(await browser.open('fr', 'accountProfile'))).toMatchObject({ profile: { lastName: 'Martin', phone: '06 12 34 56 78', language: 'nl' } });
    const badPhone = await browser.submit('fr', 'accountProfile', { ...values, phone: '12' });
    expect(screenOf(badPhone)).toMatchObject({ errors: { phone: 'phone' } });
    const newEmail = fresh().email;
    expect(screenOf(await browser.submit('fr', 'accountProfile', { ...values, email: newEmail }))).toMatchObject({ error: 'passwordNeeded' });
    expect(screenOf(await browser.submit('fr', 'accountProfile', { ...values, email: newEmail, currentPassword: 'wrong one!' }))).toMatchObject({
      error: 'wrongPassword',
    });
    expect(statusOf(await browser.submit('fr', 'accountProfile', { ...values, email: newEmail, currentPassword: STRONG }))).toBe(303);
  });

  it('changes the password and ends the other sessions', async () => {
    const { address, email } = fresh();
    const phone = new TestBrowser(address);
    await signUp(phone, email);
    const laptop = new TestBrowser(fresh().address);
    await laptop.submit('fr', 'accountSignIn', { email, password: STRONG });
    const changed = await laptop.submit('fr', 'accountProfile', { intent: 'password', currentPassword: STRONG, newPassword: 'la mer est calme ce soir' });
    expect(locationOf(changed)).toBe('/fr/account/settings/profile?saved=password');
    expect((await laptop.open('fr', 'accountProfile')).customer).not.toBeNull();
    expect((await phone.open('fr', 'accountProfile')).customer).toBeNull();
  });

  it('lists the trips of the account, upcoming and past, with an invoice only for the own bookings', async () => {
    const today = getToday();
    const account = await handle.db.selectFrom('customers').select('id').where('email', '=', camille.email.toLowerCase()).executeTakeFirstOrThrow();
    const booking = (number: string, email: string, checkin: string, status: string) => ({
      customer_id: email === camille.email ? account.id : null,
      booking_number: number,
      market: 'fr',
      email,
      first_name: 'Camille',
      last_name: 'Martin',
      status: status as 'CONFIRMED',
      hotel_id: 1,
      hotel_label: 'Hôtel du Port',
      package_id: 1,
      package_label: 'Week-end au port',
      checkin,
      nights: 2,
      adults: 2,
      children: 0,
      babies: 0,
      amount: 25900,
      invoice_number: `F-${number}`,
    });
    const future = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    await handle.db
      .insertInto('bookings')
      .values([
        booking('91000001', camille.email, future, 'CONFIRMED'),
        booking('91000002', camille.email, '2024-05-10', 'COMPLETED'),
        booking('91000003', 'someone.else@example.com', future, 'CONFIRMED'),
      ])
      .onConflict((oc) => oc.column('booking_number').doNothing())
      .execute();
    const browser = new TestBrowser(fresh().address);
    await browser.submit('fr', 'accountSignIn', { email: camille.email.toUpperCase(), password: DEMO_PASSWORD });
    const trips = screenOf(await browser.open('fr', 'accountTrips'));
    if (trips.view !== 'trips') throw new Error('expected trips');
    expect(trips.trips.upcoming.map((t) => t.bookingNumber)).toContain('91000001');
    expect(trips.trips.past.map((t) => t.bookingNumber)).toContain('91000002');
    expect([...trips.trips.upcoming, ...trips.trips.past, ...trips.trips.cancelled].map((t) => t.bookingNumber)).not.toContain('91000003');
    expect(screenOf(await browser.request('/fr/account/trips/91000002/invoice'))).toMatchObject({ view: 'invoice', trip: { invoiceNumber: 'F-91000002' } });
    expect(statusOf(await browser.request('/fr/account/trips/91000003/invoice'))).toBe(404);
  });

  it("dates an invoice by its order's payment, on the market's clock, never by the day it is looked at", async () => {
    const account = await handle.db.selectFrom('customers').select('id').where('email', '=', camille.email.toLowerCase()).executeTakeFirstOrThrow();
    await handle.db
      .insertInto('bookings')
      .values({
        customer_id: account.id,
        booking_number: '91000004',
        market: 'fr',
        email: camille.email.toLowerCase(),
        first_name: 'Camille',
        last_name: 'Martin',
        status: 'COMPLETED',
        hotel_id: 1,
        hotel_label: 'Hôtel du Port',
        package_id: 1,
        package_label: 'Week-end au port',
        checkin: '2024-05-10',
        nights: 2,
        adults: 2,
        children: 0,
        babies: 0,
        amount: 25900,
        invoice_number: 'F91000004',
      })
      .onConflict((oc) => oc.column('booking_number').doNothing())
      .execute();
    // Paid late in the evening of 1 April in Paris (22:30 UTC is 00:30 on 2 April there); the booking row is recorded today.
    await sql`
      insert into orders (id, number, idempotency_key, market, kind, customer_id, email, first_name, last_name, phone, details, details_path,
        total_cents, amount_due_cents, payment_expires_at, created_at, paid_at)
      values (gen_random_uuid(), '91000004', 'invoice-date-test', 'fr', 'STAY', ${account.id}, ${camille.email.toLowerCase()}, 'Camille', 'Martin', null,
        '{}'::jsonb, '', 25900, 25900, now(), '2024-04-01T22:00:00Z', '2024-04-01T22:30:00Z')
      on conflict do nothing`.execute(handle.db);
    const browser = new TestBrowser(fresh().address);
    await browser.submit('fr', 'accountSignIn', { email: camille.email, password: DEMO_PASSWORD });
    expect(screenOf(await browser.request('/fr/account/trips/91000004/invoice'))).toMatchObject({ view: 'invoice', trip: { invoiceDate: '2024-04-02' } });
    // A demo trip that is over was booked, and invoiced, before its stay.
    const completed = getDemoBookingNumber(0, 2);
    const invoice = screenOf(await browser.request(`/fr/account/trips/${completed}/invoice`));
    if (invoice.view !== 'invoice') throw new Error('expected the invoice');
    expect(invoice.trip.invoiceDate < invoice.trip.checkin).toBe(true);
  });

  it('sends anonymous visitors of private screens to sign in, with the page as origin', async () => {
    const answer = await new TestBrowser().open('es', 'accountProfile');
    expect(locationOf(answer)).toBe('/es/account/signin?origin=%2Fes%2Faccount%2Fsettings%2Fprofile');
  });

  describe('wishlist of the account', () => {
    const stay = (id: number) => ({ id, type: 'STAY', label: `Séjour ${id}`, imageUrl: `/api/images/p/${id}.svg`, uri: `/fr/sejour/${id}`, headwords: [] });
    const callApi = async (handler: typeof getWishlist, customer: { id: string } | null, init: { body?: unknown; query?: string; method?: string } = {}) => {
      const requestUrl = new URL(`http://halte.test/api/account/wishlist${init.query ?? ''}`);
      const request = new Request(
        requestUrl,
        init.body === undefined
          ? { method: init.method ?? 'GET' }
          : { method: 'POST', body: JSON.stringify(init.body), headers: { 'Content-Type': 'application/json' } },
      );
      const response = await handler({ request, url: requestUrl, params: {}, locals: { customer } } as unknown as APIContext);
      return { status: response.status, json: await response.json(), cacheControl: response.headers.get('cache-control') };
    };

    it('answers 401 without a session', async () => {
      expect((await callApi(getWishlist, null)).status).toBe(401);
    });

    it('merges the browser list into the account without duplicates, and removes items', async () => {
      const browser = new TestBrowser(fresh().address);
      await signUp(browser, fresh().email);
      const customer = { id: browser.cookies.get(ACCOUNT_COOKIE)! };
      await callApi(addItems, customer, { body: { items: [stay(1), stay(2)] } });
      const merged = await callApi(addItems, customer, { body: { items: [stay(3), stay(2)] } });
      expect(merged.status).toBe(200);
      expect(merged.cacheControl).toBe('private, no-store');
      expect(merged.json.items.map((i: { id: number }) => i.id)).toEqual([3, 1, 2]);
      const removed = await callApi(removeItem, customer, { query: '?type=STAY&id=1', method: 'DELETE' });
      expect(removed.json.items.map((i: { id: number }) => i.id)).toEqual([3, 2]);
      const screen = screenOf(await browser.open('fr', 'accountWishlist'));
      expect(screen).toMatchObject({ view: 'wishlist', items: [{ id: 3 }, { id: 2 }] });
    });

    it("shows each item in the page's language and market, whichever site the heart was pressed on", async () => {
      const pkg = await handle.db.selectFrom('packages').select(['id', 'labels']).where('published', '=', true).orderBy('id').executeTakeFirstOrThrow();
      const activity = await handle.db.selectFrom('activity_products').select(['id', 'labels']).orderBy('id').executeTakeFirstOrThrow();
      const labels = pkg.labels as unknown as Record<string, string>;
      const activityLabels = activity.labels as unknown as Record<string, string>;
      // Hearts pressed on the Spanish site: Spanish labels and paths are stored.
      const fromSpain = [
        { id: pkg.id, type: 'STAY', label: labels.es, imageUrl: '', uri: `/es/estancia/${pkg.id}`, headwords: [] },
        { id: activity.id, type: 'ACTIVITY', label: activityLabels.es, imageUrl: '', uri: `/es/actividad/${activity.id}`, headwords: [] },
      ];
      const browser = new TestBrowser(fresh().address);
      await signUp(browser, fresh().email);
      const customer = { id: browser.cookies.get(ACCOUNT_COOKIE)! };
      await callApi(addItems, customer, { body: { items: fromSpain } });
      const screen = screenOf(await browser.open('be-nl', 'accountWishlist'));
      if (screen.view !== 'wishlist') throw new Error('expected the wishlist');
      expect(screen.items?.map((item) => item.label)).toEqual([labels.nl, activityLabels.nl]);
      expect(screen.items?.map((item) => item.uri)).toEqual([
        buildPath('be-nl', 'product', { id: pkg.id }),
        buildPath('be-nl', 'activity', { id: activity.id }),
      ]);
      // The browser's list (no account) asks the same of the labels API, in the page's market.
      const labelsUrl = new URL(`http://halte.test/api/wishlist/labels?locale=fr_BE&items=STAY-${pkg.id},ACTIVITY-${activity.id},STAY-2147483647`);
      const answer = await getWishlistLabels({ request: new Request(labelsUrl), url: labelsUrl, params: {}, locals: {} } as unknown as APIContext);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({
        items: [
          { type: 'STAY', id: pkg.id, label: labels.fr, uri: buildPath('be-fr', 'product', { id: pkg.id }) },
          { type: 'ACTIVITY', id: activity.id, label: activityLabels.fr, uri: buildPath('be-fr', 'activity', { id: activity.id }) },
        ],
      });
      const badUrl = new URL('http://halte.test/api/wishlist/labels?locale=fr_BE&items=HOTEL-1');
      const bad = await getWishlistLabels({ request: new Request(badUrl), url: badUrl, params: {}, locals: {} } as unknown as APIContext);
      expect(bad.status).toBe(400);
      expect((await bad.json()).error).toMatch(/items/);
    });

    it('refuses items that are not on the site, and keeps the list bounded', async () => {
      const browser = new TestBrowser(fresh().address);
      await signUp(browser, fresh().email);
      const customer = { id: browser.cookies.get(ACCOUNT_COOKIE)! };
      expect((await callApi(addItems, customer, { body: { items: [{ ...stay(1), uri: 'https://evil.example/' }] } })).status).toBe(400);
      expect((await callApi(addItems, customer, { body: { items: 'nope' } })).status).toBe(400);
      const many = Array.from({ length: MAX_WISHLIST_ITEMS }, (_, i) => stay(i + 1));
      await callApi(addItems, customer, { body: { items: many } });
      const after = await callApi(addItems, customer, { body: { items: [stay(5000)] } });
      expect(after.json.items).toHaveLength(MAX_WISHLIST_ITEMS);
      expect(after.json.items[0].id).toBe(5000);
    });

    it('shows the wishlist page to anonymous visitors too (the browser list)', async () => {
      expect(screenOf(await new TestBrowser().open('it', 'accountWishlist'))).toMatchObject({ view: 'wishlist', items: null });
    });
  });
});
