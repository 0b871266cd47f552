import type { APIContext } from 'astro';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadBookingLookupPage } from '../../src/features/booking-lookup/booking-lookup-page.server';
import { loadCareLoginPage } from '../../src/features/care/care-login-page.server';
import { POST as signIn } from '../../src/pages/api/care/session';
import { POST as signOut } from '../../src/pages/api/care/sign-out';
import { CARE_SESSION_COOKIE, getCareAgent, signInCareAgent, signOutCareAgent } from '../../src/server/care/care-session.server';
import { lookUpBooking } from '../../src/server/contact/booking-lookup.server';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import { DEMO_CARE_AGENT } from '../../src/server/db/seed/demo-care-agent';
import { getDemoBookingNumber, seedDemoBookings } from '../../src/server/db/seed/demo-bookings';
import { DEMO_CUSTOMERS } from '../../src/server/db/seed/demo-customers';
import { RATE_LIMITS } from '../../src/server/rate-limit.server';
import { openTestDatabase, TARGETS } from './harness';

// Care sign-in hashes with scrypt (a fraction of a second each, more on a busy machine).
vi.setConfig({ testTimeout: 60_000 });

/** Calls a form-posting API route on a host, as a browser's native form post would. */
async function postForm(handler: typeof signIn, host: string, fields: Record<string, string>, cookie = '') {
  const url = new URL(`http://${host}/api/care/session`);
  const request = new Request(url, { method: 'POST', body: new URLSearchParams(fields), headers: { Host: host, Cookie: cookie } });
  const cookies = { get: (name: string) => (cookie.startsWith(`${name}=`) ? { value: cookie.slice(name.length + 1) } : undefined) };
  return handler({ request, url, clientAddress: '198.51.100.7', cookies } as unknown as APIContext);
}

describe.each(TARGETS)('care mode and booking lookup on $name', ({ url }) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(url);
    await sql`truncate rate_limits, care_sessions`.execute(handle.db);
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  describe('demo bookings', () => {
    it('gives every demo customer four trips on real stays of the catalog: upcoming, pending, past and cancelled', async () => {
      const bookings = await handle.db
        .selectFrom('bookings')
        .selectAll()
        .where(
          'booking_number',
          'in',
          DEMO_CUSTOMERS.flatMap((_, c) => [0, 1, 2, 3].map((t) => getDemoBookingNumber(c, t))),
        )
        .execute();
      expect(bookings).toHaveLength(DEMO_CUSTOMERS.length * 4);
      const today = getToday();
      for (const booking of bookings) {
        expect(booking.booking_number).toMatch(/^\d{8}$/);
        const pkg = await handle.db.selectFrom('packages').select(['hotel_id', 'labels']).where('id', '=', booking.package_id).executeTakeFirstOrThrow();
        expect(pkg.hotel_id).toBe(booking.hotel_id);
        expect(Object.values(pkg.labels)).toContain(booking.package_label);
        expect(booking.amount).toBeGreaterThan(0);
        expect(booking.invoice_number !== null).toBe(booking.status === 'CONFIRMED' || booking.status === 'COMPLETED');
        if (booking.status === 'CONFIRMED' || booking.status === 'PENDING') expect(booking.checkin > today).toBe(true);
        else expect(booking.checkin < today).toBe(true);
      }
      expect(new Set(bookings.map((b) => b.status))).toEqual(new Set(['CONFIRMED', 'PENDING', 'COMPLETED', 'CANCELLED']));
      expect(await seedDemoBookings(handle.db, today)).toBe(0);
    });
  });

  describe('booking lookup', () => {
    const camille = DEMO_CUSTOMERS[0]!;
    const number = getDemoBookingNumber(0, 0);

    it('shows the booking of a number and email pair, the email in any case', async () => {
      const found = await lookUpBooking(handle.db, number, ` ${camille.email.toUpperCase()} `, '192.0.2.1');
      expect(found).toMatchObject({ status: 'found', booking: { booking_number: number, status: 'CONFIRMED' } });
    });

    it('answers the same neutral result whichever part is wrong', async () => {
      const other = DEMO_CUSTOMERS[1]!;
      expect(await lookUpBooking(handle.db, number, other.email, '192.0.2.2')).toEqual({ status: 'notFound' });
      expect(await lookUpBooking(handle.db, '99999999', camille.email, '192.0.2.2')).toEqual({ status: 'notFound' });
      expect(await lookUpBooking(handle.db, 'abc', 'not an email', '192.0.2.2')).toEqual({
        status: 'invalid',
        errors: { bookingNumber: 'bookingNumber', email: 'email' },
      });
      expect(await lookUpBooking(handle.db, '1791-911', camille.email, '192.0.2.2')).toEqual({ status: 'invalid', errors: { bookingNumber: 'bookingNumber' } });
      expect(await lookUpBooking(handle.db, '', '', '192.0.2.2')).toEqual({ status: 'invalid', errors: { bookingNumber: 'mandatory', email: 'mandatory' } });
    });

    it('limits the attempts of one address, right answers included', async () => {
      const results = [];
      for (let i = 0; i <= RATE_LIMITS.bookingLookup.max; i += 1) results.push((await lookUpBooking(handle.db, '00000000', camille.email, '192.0.2.3')).status);
      expect(results.at(-2)).toBe('notFound');
      expect(results.at(-1)).toBe('rateLimited');
      expect((await lookUpBooking(handle.db, number, camille.email, '192.0.2.3')).status).toBe('rateLimited');
      expect((await lookUpBooking(handle.db, number, camille.email, '192.0.2.4')).status).toBe('found');
    });

    it('renders the page from a native post, private and not stored', async () => {
      const request = new Request('http://halte.test/fr/ma-reservation', {
        method: 'POST',
        body: new URLSearchParams({ bookingNumber: number, email: camille.email }),
      });
      const page = await loadBookingLookupPage('fr', { request, url: new URL(request.url), clientAddress: '192.0.2.5' });
      expect(page).toMatchObject({ kind: 'bookingLookup', status: 200, cacheControl: 'private, no-store', props: { result: { status: 'found' } } });
    });
  });

  describe('care agents', () => {
    it('sign in with the demo agent, hashed with scrypt; a wrong password or email opens nothing', async () => {
      const agent = await handle.db.selectFrom('care_agents').selectAll().where('email', '=', DEMO_CARE_AGENT.email).executeTakeFirstOrThrow();
      expect(agent.password_hash).toMatch(/^scrypt\$32768\$8\$3\$/);
      expect(agent.password_hash).not.toContain(DEMO_CARE_AGENT.password);
      expect(await signInCareAgent(handle.db, DEMO_CARE_AGENT.email, 'wrong password')).toBeUndefined();
      expect(await signInCareAgent(handle.db, 'nobody@example.com', DEMO_CARE_AGENT.password)).toBeUndefined();
      const session = await signInCareAgent(handle.db, ' Agent@Example.com ', DEMO_CARE_AGENT.password);
      expect(session?.agent).toEqual({ id: DEMO_CARE_AGENT.id, name: DEMO_CARE_AGENT.name, role: 'agent' });
      expect(await getCareAgent(handle.db, session?.token)).toEqual({ id: DEMO_CARE_AGENT.id, name: DEMO_CARE_AGENT.name, role: 'agent' });
      const stored = await handle.db.selectFrom('care_sessions').select('token_hash').execute();
      expect(stored.map((row) => row.token_hash)).not.toContain(session?.token);
      await signOutCareAgent(handle.db, session?.token);
      expect(await getCareAgent(handle.db, session?.token)).toBeNull();
      expect(await getCareAgent(handle.db, 'forged-token-forged-token')).toBeNull();
    });

    it('sign in through the care login form on a care host: an HttpOnly SameSite cookie, then the page asked for', async () => {
      const fields = { market: 'fr', email: DEMO_CARE_AGENT.email, password: DEMO_CARE_AGENT.password, next: '/fr/recherche?flow=gifting' };
      expect((await postForm(signIn, 'www.halte.test', fields)).status).toBe(404);
      const wrong = await postForm(signIn, 'care.localhost:4321', { ...fields, password: 'nope' });
      expect(wrong.status).toBe(303);
      expect(wrong.headers.get('location')).toBe('/fr/service-client/connexion?error=failed&next=%2Ffr%2Frecherche%3Fflow%3Dgifting');
      expect(wrong.headers.get('set-cookie')).toBeNull();
      const ok = await postForm(signIn, 'care.localhost:4321', { ...fields, next: '//evil.example/' });
      expect(ok.headers.get('location')).toBe('/fr/');
      const cookie = ok.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(new RegExp(`^${CARE_SESSION_COOKIE}=[\\w-]{40,}; Path=/; Max-Age=36000; HttpOnly; SameSite=Lax$`));
      const token = cookie.split(';')[0]?.split('=')[1];
      expect(await getCareAgent(handle.db, token)).toMatchObject({ id: DEMO_CARE_AGENT.id });
      const out = await postForm(signOut, 'care.localhost:4321', { market: 'fr', next: '/fr/contact' }, `${CARE_SESSION_COOKIE}=${token}`);
      expect(out.headers.get('location')).toBe('/fr/contact');
      expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
      expect(await getCareAgent(handle.db, token)).toBeNull();
    });

    it('shows the care login only on a care host, and sends a signed-in agent on', () => {
      const at = (host: string, path: string) => {
        const pageUrl = new URL(`http://${host}${path}`);
        return { request: new Request(pageUrl, { headers: { Host: host } }), url: pageUrl, clientAddress: '' };
      };
      expect(loadCareLoginPage('fr', at('www.halte.test', '/fr/service-client/connexion'), null)).toBeUndefined();
      expect(loadCareLoginPage('fr', at('care.localhost', '/fr/service-client/connexion?next=%2Ffr%2Fcontact&error=failed'), null)).toMatchObject({
        kind: 'careLogin',
        cacheControl: 'private, no-store',
        props: { next: '/fr/contact', error: 'failed' },
      });
      expect(loadCareLoginPage('fr', at('care.localhost', '/fr/service-client/connexion?next=%2Ffr%2Fcontact'), { id: 'a', name: 'A', role: 'agent' })).toEqual(
        { kind: 'redirect', location: '/fr/contact' },
      );
    });
  });
});
