/**
 * The care desk through the built server (ADR 60), on its care host, with Mollie's API played by the stand-in a
 * second built server serves and e-mails read over SMTP: the desk is not on the public host and needs a care session;
 * a cross-site post is refused; an agent finds a paid booking by e-mail, resends its confirmation, and moves its dates
 * to a dearer stay whose difference the customer pays through the e-mailed link. Everything over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../src/i18n/routes';
import { eventually, hiddenValue, Visitor } from './client';
import { cartOfAStay, DATABASES, payAtMollie, placeStayOrder, startShop, type Shop } from './shop';

const BASE = Number(process.env.HTTP_SUITE_PORT ?? 4380) + 40;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const AGENT = { email: 'agent@example.com', password: 'halte-care-demo' };

/** The HTML of one action's form of the care order page. */
function actionForm(html: string, action: string): string {
  const start = html.indexOf(`aria-labelledby="care-${action}"`);
  if (start < 0) throw new Error(`No ${action} form on the page`);
  return html.slice(start, html.indexOf('</form>', start));
}

describe.each(DATABASES)('the care desk through the built server on $name', ({ url }) => {
  let world: Shop;
  const shopPort = BASE + DATABASES.findIndex((database) => database.url === url) * 3;
  const careHost = `care.localhost:${shopPort}`;

  beforeAll(async () => {
    world = await startShop({ port: shopPort, postgres: Boolean(url), databaseName: 'halte_http_care_desk' });
  }, 240_000);

  afterAll(async () => {
    await world?.stop();
  });

  const mailsTo = (email: string, has: string) =>
    world.mailbox.messages.filter((message) => message.to?.some((to) => to.address === email) && `${message.subject} ${message.text}`.includes(has));

  /** A cancellable stay on a day the API offers, booked and paid on Mollie's page by a guest; answers the order and its stay. */
  async function paidStay(customer: Visitor, email: string) {
    const stay = await cartOfAStay(customer, { fromDays: 40 });
    const order = await placeStayOrder(
      customer,
      stay.cartId,
      { firstName: 'Carla', lastName: 'Conseil', email, phone: '0611223344' },
      `http-care-${Date.now()}`,
    );
    await payAtMollie(world.mollie.base, order.paymentUrl);
    await world.mailbox.waitFor((message) => message.to?.some((to) => to.address === email) === true && (message.text ?? '').includes(order.number));
    return { ...order, checkin: stay.checkin, nights: stay.nights };
  }

  it('is not on the public host, needs a care session on the care host, and refuses a cross-site post', async () => {
    const desk = buildPath('fr', 'careDesk');
    expect((await new Visitor(world.shop.base).fetch(desk)).status).toBe(404);
    const stranger = new Visitor(world.shop.base, careHost);
    const login = await stranger.fetch(desk);
    expect(login.status).toBe(200);
    expect(login.text).toContain('action="/api/care/session"');
    expect(login.text).not.toContain('type="search"');

    const agent = new Visitor(world.shop.base, careHost);
    const signedIn = await agent.postForm('/api/care/session', { ...AGENT, market: 'fr', next: desk });
    expect(signedIn.status).toBe(303);
    expect((await agent.fetch(desk)).text).toContain('type="search"');
    // The same session, posted from another site: refused before any action.
    const crossSite = await agent.fetch(buildPath('fr', 'careOrder', { id: '00000000-0000-4000-8000-000000000000' }), {
      method: 'POST',
      origin: false,
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=goodwillRefund&amount=100&confirm=yes&reason=stolen+session',
    });
    expect(crossSite.status).toBe(403);
  });

  it('finds a paid booking by e-mail, resends its confirmation, and moves its dates with the difference paid through the e-mailed link', async () => {
    const email = `http.care.${Date.now()}@example.com`;
    const order = await paidStay(new Visitor(world.shop.base), email);
    const agent = new Visitor(world.shop.base, careHost);
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
    expect(
      (await agent.postForm(orderPath, { action: 'resendConfirmation', formKey: resendKey, reason: 'Customer lost the e-mail' })).headers.get('location'),
    ).toContain('done=alreadyDone');
    await eventually(
      async () => mailsTo(email, order.number).length,
      (count) => count >= 2,
    );
    await new Promise((settle) => setTimeout(settle, 500));
    expect(mailsTo(email, order.number)).toHaveLength(2);

    // A dearer stay, priced before it is confirmed: the agent tries the next days, as on the phone.
    const changeKey = hiddenValue(actionForm(page.text, 'changeDates'), 'formKey');
    const ask = (checkin: string, nights: number) =>
      agent.postForm(orderPath, {
        action: 'changeDates',
        formKey: changeKey,
        checkin,
        nights: String(nights),
        adults: '2',
        children: '0',
        babies: '0',
        reason: 'Caller wants one more night',
      });
    let confirm: string | null = null;
    for (let shift = 0; shift <= 14 && !confirm; shift += 1) {
      const priced = await ask(addDays(order.checkin, shift), order.nights + 1);
      expect([200, 422]).toContain(priced.status);
      const form = priced.status === 200 ? actionForm(priced.text, 'changeDates') : '';
      if (form.includes('name="confirm"') && form.includes('Bloquer les nuits et envoyer le lien')) confirm = form;
    }
    if (!confirm) throw new Error('No dearer stay the offer has');
    const fields = Object.fromEntries(
      ['formKey', 'checkin', 'nights', 'adults', 'children', 'babies', 'expectedDifferenceCents', 'reason', 'confirm'].map((name) => [
        name,
        hiddenValue(confirm!, name),
      ]),
    );
    const changed = await agent.postForm(orderPath, { action: 'changeDates', ...fields });
    expect(changed.status, world.errors()).toBe(303);
    expect(changed.headers.get('location')).toContain('done=changeLinkSent');
    expect((await agent.postForm(orderPath, { action: 'changeDates', ...fields })).headers.get('location')).toContain('done=alreadyDone');

    // The customer's e-mail: the new dates held, the link to Mollie's page for the difference. Paid, the booking moves.
    const linkMail = await world.mailbox.waitFor(
      (message) => message.to?.some((to) => to.address === email) === true && (message.subject ?? '').includes('réglez la différence'),
    );
    const link = new RegExp(`https://127\\.0\\.0\\.1:${world.standInPort}/\\S+|http://127\\.0\\.0\\.1:${shopPort + 1}/\\S+`).exec(linkMail.text ?? '')?.[0];
    expect(link, linkMail.text).toBeTruthy();
    await payAtMollie(world.mollie.base, link!);
    const story = await eventually(
      () => agent.fetch(orderPath),
      (answer) => answer.text.includes('data-kind="dateChanged"'),
    );
    expect(hiddenValue(actionForm(story.text, 'changeDates'), 'formKey')).toBeTruthy();
    expect(story.text).toContain(`value="${fields.checkin}"`);
    await world.mailbox.waitFor(
      (message) =>
        message.to?.some((to) => to.address === email) === true &&
        (message.subject ?? '').includes('nouvelles dates') &&
        !(message.subject ?? '').includes('réglez'),
    );
    expect(mailsTo(email, 'réglez la différence')).toHaveLength(1);
    expect(world.errors()).toBe('');
  });
});
