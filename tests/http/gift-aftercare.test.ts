/**
 * A gift's after-care belongs to the account that bought it, on the built server over HTTP (ADRs 43, 48): its owner
 * downloads the voucher and sends the gift again; another signed-in account is told the gift does not exist and
 * sends nothing; a visitor without a session is asked to sign in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../src/i18n/routes';
import { startServer, type RunningServer } from '../resilience/server';
import { startMailbox, Visitor, type Mailbox } from './client';
import { signUp } from './shop';

describe('gift after-care ownership on the built server', () => {
  let shop: RunningServer;
  let mailbox: Mailbox;
  const port = Number(process.env.HTTP_GIFTS_PORT ?? 4430);
  const stamp = Date.now();
  const recipient = `noa.aftercare.${stamp}@example.com`;
  let owner: Visitor;
  let stranger: Visitor;
  let code = '';

  beforeAll(async () => {
    mailbox = await startMailbox();
    shop = await startServer(port, { SMTP_URL: mailbox.url, DATABASE_URL: '', HALTE_DATA_DIR: 'memory://' });
    owner = new Visitor(shop.base);
    stranger = new Visitor(shop.base);
    await signUp(owner, `owner.${stamp}@example.com`, { firstName: 'Sam' });
    await signUp(stranger, `stranger.${stamp}@example.com`, { firstName: 'Sam' });
    // Signed in, the order is the account's (ADR 43): an e-gift card sent today to Noa.
    const placed = await owner.postJson('/api/orders', {
      locale: 'fr_FR',
      formKey: `aftercare-${stamp}`,
      target: { kind: 'GIFT', query: 'type=GIFT_CARD&amount=5000&giftFormat=digital' },
      details: {
        firstName: 'Sam',
        lastName: 'Martin',
        email: `owner.${stamp}@example.com`,
        phone: '0612345678',
        recipientName: 'Noa',
        recipientEmail: recipient,
        terms: 'on',
      },
    });
    expect(placed.status, placed.text).toBe(201);
    const { paymentUrl } = placed.json() as { paymentUrl: string };
    expect((await owner.postForm(paymentUrl, { outcome: 'paid' })).status).toBe(303);
    const gift = await mailbox.waitFor((message) => message.to?.some((to) => to.address === recipient) ?? false);
    code = /HALTE(-[A-Z0-9]{4}){4}/.exec(gift.text ?? '')?.[0] ?? '';
    expect(code).not.toBe('');
  }, 240_000);

  afterAll(async () => {
    await shop?.stop();
    await mailbox?.close();
  });

  it('gives the voucher PDF to its owner only', async () => {
    const path = `/api/account/gifts/voucher?code=${encodeURIComponent(code)}`;
    const mine = await owner.fetch(path);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('cache-control')).toContain('no-store');
    const theirs = await stranger.fetch(path);
    expect(theirs.status).toBe(404);
    expect(theirs.json()).toMatchObject({ error: 'This gift does not exist' });
    expect(theirs.text).not.toContain(recipient);
    expect((await new Visitor(shop.base).fetch(path)).status).toBe(401);
  });

  it('sends the gift again for its owner only', async () => {
    const before = mailbox.messages.filter((message) => message.to?.some((to) => to.address === recipient)).length;
    const theirs = await stranger.postJson('/api/account/gifts/resend', { code, market: 'fr' });
    expect(theirs.status).toBe(404);
    const form = await stranger.postForm('/api/account/gifts/resend', { code, market: 'fr' });
    expect(form.status).toBe(404);
    // Without this site's Origin the post is refused before it reaches the route.
    expect((await owner.postForm('/api/account/gifts/resend', { code, market: 'fr' }, { origin: false })).status).toBe(403);
    const mine = await owner.postForm('/api/account/gifts/resend', { code, market: 'fr' });
    expect(mine.status).toBe(303);
    expect(mine.headers.get('location')).toContain(`done=resend`);
    await mailbox.waitFor(
      (message) =>
        (message.to?.some((to) => to.address === recipient) ?? false) &&
        mailbox.messages.filter((m) => m.to?.some((to) => to.address === recipient)).length > before,
    );
    expect(mailbox.messages.filter((message) => message.to?.some((to) => to.address === recipient)).length).toBe(before + 1);
    const page = await owner.fetch(`${buildPath('fr', 'accountGifts')}?gift=${code}&done=resend`);
    expect(page.text).toContain('data-testid="gift-outcome"');
  });
});
