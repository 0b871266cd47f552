/**
 * The care desk through the built server (ADR 60), on its care host, with Mollie's API played by the stand-in a
 * second built server serves and e-mails read over SMTP: the desk is not on the public host and needs a care session;
 * a cross-site post is refused; an agent finds a paid booking by e-mail, resends its confirmation, and moves its dates
 * to a dearer stay whose difference the customer pays through the e-mailed link. Everything over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../src/i18n/routes';
import { startServer, type RunningServer } from '../resilience/server';
import { eventually, freshPostgresDatabase, hiddenValue, startMailbox, Visitor, type Mailbox } from './client';

const MOLLIE_KEY = 'test_httpSuiteKeyOfTheShop000000000';
const BASE = Number(process.env.HTTP_SUITE_PORT ?? 4380) + 40;
const databases = [{ name: 'PGlite', url: '' }, ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL', url: 'postgres' }] : [])];
const isoDaysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const AGENT = { email: 'agent@example.com', password: 'halte-care-demo' };

/** The HTML of one action's form of the care order page. */
function actionForm(html: string, action: string): string {
  const start = html.indexOf(`aria-labelledby="care-${action}"`);
  if (start < 0) throw new Error(`No ${action} form on the page`);
  return html.slice(start, html.indexOf('</form>', start));
}

describe.each(databases)('the care desk through the built server on $name', ({ url }) => {
  let mollie: RunningServer;
  let shop: RunningServer;
  let mailbox: Mailbox;
  const previousTls = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  const index = databases.findIndex((database) => database.url === url);
  const shopPort = BASE + index * 3;
  const standInPort = shopPort + 2;
  const careHost = `care.localhost:${shopPort}`;

  beforeAll(async () => {
    mailbox = await startMailbox();
    mollie = await startServer(shopPort + 1, { HALTE_MOLLIE_STAND_IN_PORT: String(standInPort) });
    const databaseUrl = url ? await freshPostgresDatabase('halte_http_care_desk') : '';
    shop = await startServer(shopPort, {
      MOLLIE_API_KEY: MOLLIE_KEY,
      MOLLIE_API_ENDPOINT: `https://127.0.0.1:${standInPort}/dev/mollie/v2/`,
      NODE_TLS_REJECT_UNAUTHORIZED: '0',
      SMTP_URL: mailbox.url,
      DATABASE_URL: databaseUrl,
      HALTE_DATA_DIR: databaseUrl ? '' : 'memory://',
    });
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  }, 240_000);

  afterAll(async () => {
    if (previousTls === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTls;
    await shop?.stop();
    await mollie?.stop();
    await mailbox?.close();
  });

  const errors = () => shop.output().split('\n').filter((line) => line.includes('"ERROR"')).join('\n');
  const mailsTo = (email: string, has: string) => mailbox.messages.filter((message) => message.to?.some((to) => to.address === email) && `${message.subject} ${message.text}`.includes(has));

  /** A cancellable stay on a day the API offers, booked and paid on Mollie's page by a guest; answers the order and its stay. */
  async function paidStay(customer: Visitor, email: string) {
    const found = (await customer.postJson('/api/offers.json', { locale: 'fr_FR', limit: 40, criteria: {} })).json() as { results: { id: number }[] };
    for (const { id } of found.results) {
      const detail = (await customer.fetch(`/api/weekend/${id}/detail.json?locale=fr_FR`)).json() as { items: { type: string; activityId: number }[]; cancellationPolicy: { cancellable: boolean } };
      if (!detail.cancellationPolicy.cancellable) continue;
      for (const month of [isoDaysFromToday(40).slice(0, 7), isoDaysFromToday(70).slice(0, 7)]) {
        const days = (await customer.fetch(`/api/redeem/weekend/${id}/packageCheckinPrices.json?locale=fr_FR&month=${month}&adult=2`)).json() as { day: string; price: number | null; nights: number | null }[];
        for (const day of days.filter((d) => d.price !== null && d.nights !== null && d.day >= isoDaysFromToday(40))) {
          const activitySelectionList = detail.items.filter((item) => item.type === 'activity').map((item) => `${item.activityId}_${day.day}`);
          const cart = await customer.postJson('/api/cart', { locale: 'fr_FR', packageId: id, checkin: day.day, nights: day.nights, adults: 2, children: 0, babies: 0, activitySelectionList });
          if (cart.status !== 201) continue;
          const details = { firstName: 'Carla', lastName: 'Conseil', email, phone: '0611223344', terms: 'on' };
          const placed = await customer.postJson('/api/orders', { locale: 'fr_FR', formKey: `http-care-${Date.now()}`, target: { kind: 'STAY', cartId: (cart.json() as { cartId: string }).cartId }, details });
          expect(placed.status, `${placed.text}\n${errors()}`).toBe(201);
          const order = placed.json() as { orderId: string; number: string; paymentUrl: string };
          expect((await new Visitor(mollie.base).postForm(order.paymentUrl, { outcome: 'paid' })).status).toBe(303);
          await mailbox.waitFor((message) => message.to?.some((to) => to.address === email) === true && (message.text ?? '').includes(order.number));
          return { ...order, checkin: day.day, nights: day.nights! };
        }
      }
    }
    throw new Error('No cancellable stay on sale');
  }

  it('is not on the public host, needs a care session on the care host, and refuses a cross-site post', async () => {
    const desk = buildPath('fr', 'careDesk');
    expect((await new Visitor(shop.base).fetch(desk)).status).toBe(404);
    const stranger = new Visitor(shop.base, careHost);
    const login = await stranger.fetch(desk);
    expect(login.status).toBe(200);
    expect(login.text).toContain('action="/api/care/session"');
    expect(login.text).not.toContain('type="search"');

    const agent = new Visitor(shop.base, careHost);
    const signedIn = await agent.postForm('/api/care/session', { ...AGENT, market: 'fr', next: desk });
    expect(signedIn.status).toBe(303);
    expect((await agent.fetch(desk)).text).toContain('type="search"');
    // The same session, posted from another site: refused before any action.
    const crossSite = await agent.fetch(buildPath('fr', 'careOrder', { id: '00000000-0000-4000-8000-000000000000' }), {
      method: 'POST', origin: false, headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'action=goodwillRefund&amount=100&confirm=yes&reason=stolen+session',
    });
    expect(crossSite.status).toBe(403);
  });

  it('finds a paid booking by e-mail, resends its confirmation, and moves its dates with the difference paid through the e-mailed link', async () => {
    const email = `http.care.${Date.now()}@example.com`;
    const order = await paidStay(new Visitor(shop.base), email);
    const agent = new Visitor(shop.base, careHost);
    expect((await agent.postForm('/api/care/session', { ...AGENT, market: 'fr', next: buildPath('fr', 'careDesk') })).status).toBe(303);

    const found = await agent.fetch(`${buildPath('fr', 'careDesk')}?${new URLSearchParams({ q: email.toUpperCase() })}`);
    const orderPath = buildPath('fr', 'careOrder', { id: order.orderId });
    expect(found.text).toContain(`href="${orderPath}"`);
    const page = await agent.fetch(orderPath);
    expect(page.status).toBe(200);

    // Resend the confirmation: once however often the form is sent, read over SMTP.
    const resendKey = hiddenValue(actionForm(page.text, 'resendConfirmation'), 'formKey');
    const resent = await agent.postForm(orderPath, { action: 'resendConfirmation', formKey: resendKey, reason: 'Customer lost the e-mail' });
    expect(resent.status).toBe(303);
    expect(resent.headers.get('location')).toContain('done=resent');
    expect((await agent.postForm(orderPath, { action: 'resendConfirmation', formKey: resendKey, reason: 'Customer lost the e-mail' })).headers.get('location')).toContain('done=alreadyDone');
    await eventually(async () => mailsTo(email, order.number).length, (count) => count >= 2);
    await new Promise((settle) => setTimeout(settle, 500));
    expect(mailsTo(email, order.number)).toHaveLength(2);

    // A dearer stay, priced before it is confirmed: the agent tries the next days, as on the phone.
    const changeKey = hiddenValue(actionForm(page.text, 'changeDates'), 'formKey');
    const ask = (checkin: string, nights: number) => agent.postForm(orderPath, { action: 'changeDates', formKey: changeKey, checkin, nights: String(nights), adults: '2', children: '0', babies: '0', reason: 'Caller wants one more night' });
    let confirm: string | null = null;
    for (let shift = 0; shift <= 14 && !confirm; shift += 1) {
      const priced = await ask(addDays(order.checkin, shift), order.nights + 1);
      expect([200, 422]).toContain(priced.status);
      const form = priced.status === 200 ? actionForm(priced.text, 'changeDates') : '';
      if (form.includes('name="confirm"') && form.includes('Bloquer les nuits et envoyer le lien')) confirm = form;
    }
    if (!confirm) throw new Error('No dearer stay the offer has');
    const fields = Object.fromEntries(['formKey', 'checkin', 'nights', 'adults', 'children', 'babies', 'expectedDifferenceCents', 'reason', 'confirm'].map((name) => [name, hiddenValue(confirm!, name)]));
    const changed = await agent.postForm(orderPath, { action: 'changeDates', ...fields });
    expect(changed.status, errors()).toBe(303);
    expect(changed.headers.get('location')).toContain('done=changeLinkSent');
    expect((await agent.postForm(orderPath, { action: 'changeDates', ...fields })).headers.get('location')).toContain('done=alreadyDone');

    // The customer's e-mail: the new dates held, the link to Mollie's page for the difference. Paid, the booking moves.
    const linkMail = await mailbox.waitFor((message) => message.to?.some((to) => to.address === email) === true && (message.subject ?? '').includes('réglez la différence'));
    const link = new RegExp(`https://127\\.0\\.0\\.1:${standInPort}/\\S+|http://127\\.0\\.0\\.1:${shopPort + 1}/\\S+`).exec(linkMail.text ?? '')?.[0];
    expect(link, linkMail.text).toBeTruthy();
    expect((await new Visitor(mollie.base).postForm(link!, { outcome: 'paid' })).status).toBe(303);
    const story = await eventually(() => agent.fetch(orderPath), (answer) => answer.text.includes('data-kind="dateChanged"'));
    expect(hiddenValue(actionForm(story.text, 'changeDates'), 'formKey')).toBeTruthy();
    expect(story.text).toContain(`value="${fields.checkin}"`);
    await mailbox.waitFor((message) => message.to?.some((to) => to.address === email) === true && (message.subject ?? '').includes('nouvelles dates') && !(message.subject ?? '').includes('réglez'));
    expect(mailsTo(email, 'réglez la différence')).toHaveLength(1);
    expect(errors()).toBe('');
  });
});
