/**
 * A purchase belongs to the person who can prove it, on the built server over HTTP (ADR 43): signing up with a
 * guest's address, or changing one's address to it, shows and spends none of the guest's purchases; the guest who
 * proves the address (a verification link, or a reset link) finds them in the account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../src/i18n/routes';
import { startServer, type RunningServer } from '../resilience/server';
import { freshPostgresDatabase, hiddenValue, linkIn, startMailbox, Visitor, type Mailbox } from './client';
import { DATABASES, PASSWORD, signUp } from './shop';

describe.each(DATABASES)('ownership of purchases on the built server on $name', ({ url }) => {
  let shop: RunningServer;
  let mailbox: Mailbox;
  const index = DATABASES.findIndex((database) => database.url === url);
  const port = Number(process.env.HTTP_SUITE_PORT ?? 4380) + 12 + index;
  const stamp = Date.now();
  const victim = `guest.${stamp}@example.com`;
  const otherGuest = `other.guest.${stamp}@example.com`;
  let purchases: { number: string; orderId: string }[] = [];

  /**
   * A guest (no account) in the browser `guest` buys a gift card of `amount` cents for `recipientEmail`, paid on
   * Mollie's page (the stand-in's); answers it once an e-mail names its number.
   */
  async function guestBuysGiftCard(
    email = victim,
    {
      guest = new Visitor(shop.base),
      amount = 50000,
      firstName = 'Noa',
      lastName = 'Guest',
      recipientEmail = email,
      formKey = `ownership-${stamp}-${purchases.length}`,
    } = {},
  ): Promise<{ number: string; orderId: string }> {
    const placed = await guest.postJson('/api/orders', {
      locale: 'fr_FR',
      formKey,
      target: { kind: 'GIFT', query: `type=GIFT_CARD&amount=${amount}&giftFormat=digital` },
      details: { firstName, lastName, email, phone: '0612345678', recipientName: firstName, recipientEmail, terms: 'on' },
    });
    expect(placed.status, placed.text).toBe(201);
    const { paymentUrl, number, orderId } = placed.json() as { paymentUrl: string; number: string; orderId: string };
    expect((await guest.postForm(paymentUrl, { outcome: 'paid' })).status).toBe(303);
    await mailbox.waitFor((message) => (message.text ?? '').includes(number));
    return { number, orderId };
  }

  beforeAll(async () => {
    mailbox = await startMailbox();
    const databaseUrl = url ? await freshPostgresDatabase('halte_http_ownership') : '';
    shop = await startServer(port, { SMTP_URL: mailbox.url, DATABASE_URL: databaseUrl, HALTE_DATA_DIR: databaseUrl ? '' : 'memory://' });
    purchases = [await guestBuysGiftCard(), await guestBuysGiftCard(otherGuest)];
  }, 240_000);

  afterAll(async () => {
    await shop?.stop();
    await mailbox?.close();
  });

  it('signing up with a guest’s address shows none of the guest’s purchases until the address is proven', async () => {
    const attacker = new Visitor(shop.base);
    await signUp(attacker, victim, { firstName: 'Sam' });
    const gifts = await attacker.fetch(buildPath('fr', 'accountGifts'));
    expect(gifts.status).toBe(200);
    expect(gifts.text).not.toContain(purchases[0]!.number);
    expect(gifts.text).not.toMatch(/HALTE-[A-Z0-9]{4}-/);
    // The trips page asks to confirm the address.
    const trips = await attacker.fetch(buildPath('fr', 'accountTrips'));
    expect(trips.text).toContain(victim);
    expect(trips.text).toContain('name="intent" value="resend"');
    // The order's page, by its id, shows no personal data to this account.
    const confirmation = await attacker.fetch(buildPath('fr', 'orderConfirmation', { id: purchases[0]!.orderId }));
    expect(confirmation.text).not.toContain(victim);
  });

  it('changing one’s address to a guest’s (with one’s own password) changes nothing until the new address confirms it', async () => {
    const attacker = new Visitor(shop.base);
    const own = `attacker.${stamp}@example.com`;
    await signUp(attacker, own, { firstName: 'Sam' });
    const profilePath = buildPath('fr', 'accountProfile');
    const profile = await attacker.fetch(profilePath);
    const changed = await attacker.postForm(profilePath, {
      csrf: hiddenValue(profile.text, 'csrf'),
      intent: 'profile',
      firstName: 'Sam',
      lastName: 'Martin',
      email: otherGuest,
      phone: '',
      language: 'fr',
      currentPassword: PASSWORD,
    });
    expect(changed.status, changed.text.slice(0, 300)).toBe(303);
    const after = await attacker.fetch(profilePath);
    expect(hiddenValue(after.text.replace(/type="email"/g, 'type="hidden"'), 'email')).toBe(own);
    expect((await attacker.fetch(buildPath('fr', 'accountGifts'))).text).not.toContain(purchases[1]!.number);
    // The link went to the guest's mailbox, and the old address was told.
    const link = await mailbox.waitFor(
      (message) => message.to?.some((to) => to.address === otherGuest) === true && (message.text ?? '').includes(buildPath('fr', 'accountVerifyEmail')),
    );
    expect(link.subject).toMatch(/nouvelle adresse/i);
    await mailbox.waitFor((message) => message.to?.some((to) => to.address === own) === true && /changement/i.test(message.subject ?? ''));
  });

  it('the guest who proves the address through a reset link finds the purchases in the account', async () => {
    // The address was taken by the sign-up above: its owner resets the password from the mailbox.
    const owner = new Visitor(shop.base);
    const resetPath = buildPath('fr', 'accountPasswordReset');
    const resetPage = await owner.fetch(resetPath);
    expect((await owner.postForm(resetPath, { csrf: hiddenValue(resetPage.text, 'csrf'), email: victim })).status).toBe(303);
    const resetMail = await mailbox.waitFor(
      (message) => message.to?.some((to) => to.address === victim) === true && (message.text ?? '').includes(buildPath('fr', 'accountNewPassword')),
    );
    const newPasswordPath = linkIn(resetMail, buildPath('fr', 'accountNewPassword')).replace(shop.base, '');
    const newPasswordPage = await owner.fetch(newPasswordPath);
    const token = hiddenValue(newPasswordPage.text, 'token');
    const reset = await owner.postForm(buildPath('fr', 'accountNewPassword'), {
      csrf: hiddenValue(newPasswordPage.text, 'csrf'),
      token,
      password: 'Another-horse-battery-7',
    });
    expect(reset.status).toBe(303);
    const signInPage = await owner.fetch(buildPath('fr', 'accountSignIn'));
    expect(
      (
        await owner.postForm(buildPath('fr', 'accountSignIn'), {
          csrf: hiddenValue(signInPage.text, 'csrf'),
          email: victim,
          password: 'Another-horse-battery-7',
        })
      ).status,
    ).toBe(303);
    const gifts = await owner.fetch(buildPath('fr', 'accountGifts'));
    expect(gifts.text).toContain(purchases[0]!.number);
  });

  it('the order e-mail’s links prove the buyer: its order page shows the details, and its claim link adds the order to any account', async () => {
    const email = `claim.${stamp}@example.com`;
    const { number, orderId } = await guestBuysGiftCard(email, {
      amount: 5000,
      firstName: 'Lou',
      lastName: 'Claim',
      recipientEmail: `noa.${stamp}@example.com`,
      formKey: `ownership-claim-${stamp}`,
    });
    const mail = await mailbox.waitFor((message) => message.to?.some((to) => to.address === email) === true && (message.text ?? '').includes(number));
    // Another browser: the bare order page shows nothing personal; the e-mail's link shows the order.
    const elsewhere = new Visitor(shop.base);
    expect((await elsewhere.fetch(buildPath('fr', 'orderConfirmation', { id: orderId }))).text).not.toContain(email);
    const orderLink = linkIn(mail, buildPath('fr', 'orderConfirmation', { id: orderId })).replace(shop.base, '');
    expect((await elsewhere.fetch(orderLink)).text).toContain(email);
    // The buyer, signed in with another address (not proven), claims it.
    await signUp(elsewhere, `claimer.${stamp}@example.com`, { firstName: 'Sam' });
    const claimPath = linkIn(mail, buildPath('fr', 'accountClaim')).replace(shop.base, '');
    const claimPage = await elsewhere.fetch(claimPath);
    expect(claimPage.text).toContain(number);
    const claimed = await elsewhere.postForm(buildPath('fr', 'accountClaim'), {
      csrf: hiddenValue(claimPage.text, 'csrf'),
      order: hiddenValue(claimPage.text, 'order'),
      k: hiddenValue(claimPage.text, 'k'),
    });
    expect(claimed.headers.get('location')).toContain('done=claimed');
    expect((await elsewhere.fetch(buildPath('fr', 'accountGifts'))).text).toContain(number);
    // Once owned, another account cannot take it with the same link; a forged proof opens nothing.
    const other = new Visitor(shop.base);
    await signUp(other, `other.claimer.${stamp}@example.com`, { firstName: 'Sam' });
    const again = await other.fetch(claimPath);
    const taken = await other.postForm(buildPath('fr', 'accountClaim'), {
      csrf: hiddenValue(again.text, 'csrf'),
      order: orderId,
      k: hiddenValue(again.text, 'k'),
    });
    expect(taken.headers.get('location')).toContain('done=otherAccount');
    const forged = await other.fetch(`${buildPath('fr', 'accountClaim')}?order=${orderId}&k=AAAAAAAAAAAAAAAAAAAAAA`);
    expect(forged.text).not.toContain('name="k"');
  });

  it('a guest who signs up later and confirms the address from the mailbox sees the purchase', async () => {
    const email = `later.${stamp}@example.com`;
    const guest = new Visitor(shop.base);
    const { number } = await guestBuysGiftCard(email, { guest, amount: 5000, firstName: 'Lou', lastName: 'Later', formKey: `ownership-later-${stamp}` });
    await signUp(guest, email, { firstName: 'Sam' });
    expect((await guest.fetch(buildPath('fr', 'accountGifts'))).text).not.toContain(number);
    const verify = await mailbox.waitFor(
      (message) => message.to?.some((to) => to.address === email) === true && (message.text ?? '').includes(buildPath('fr', 'accountVerifyEmail')),
    );
    const linkPath = linkIn(verify, buildPath('fr', 'accountVerifyEmail')).replace(shop.base, '');
    const page = await guest.fetch(linkPath);
    expect(page.text).toContain(email);
    const confirmed = await guest.postForm(buildPath('fr', 'accountVerifyEmail'), {
      csrf: hiddenValue(page.text, 'csrf'),
      token: hiddenValue(page.text, 'token'),
    });
    expect(confirmed.status).toBe(303);
    expect((await guest.fetch(buildPath('fr', 'accountGifts'))).text).toContain(number);
    // The link works once.
    const again = await guest.fetch(linkPath);
    expect(again.text).not.toContain('name="token"');
  });
});
