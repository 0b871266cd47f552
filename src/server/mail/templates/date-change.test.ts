import { describe, expect, it } from 'vitest';
import { renderDateChangeMail, type DateChangeMailInput } from './date-change';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const input = (over: Partial<DateChangeMailInput> = {}): DateChangeMailInput => ({
  market: 'fr',
  customerFirstName: 'Dora',
  bookingNumber: '12345678',
  hotelName: 'Hôtel du Lac',
  before: { checkIn: '2027-03-20', nights: 2, adults: 2, children: 0, babies: 0 },
  after: { checkIn: '2027-04-03', nights: 3, adults: 2, children: 1, babies: 0 },
  totalCents: 42_000,
  paidCents: 0,
  giftCardCents: 0,
  cardCents: 0,
  bookingUrl: 'https://halte.test/fr/account/trips',
  ...over,
});

describe('renderDateChangeMail', () => {
  it('writes the first of a month as the booking page does (1er in French)', () => {
    const text = plain(renderDateChangeMail(input({ after: { checkIn: '2027-05-01', nights: 2, adults: 2, children: 0, babies: 0 } })).text);
    expect(text).toContain('Du 1er mai 2027 au 3 mai 2027 (2 nuits)');
    expect(plain(renderDateChangeMail(input({ market: 'es', after: { checkIn: '2027-05-01', nights: 2, adults: 2, children: 0, babies: 0 } })).text)).toContain(
      'Del 1 de mayo de 2027 al 3 de mayo de 2027 (2 noches)',
    );
  });

  it('says the new and previous dates and the difference paid, in the market’s language', () => {
    const mail = renderDateChangeMail(input({ paidCents: 2_400 }));
    expect(mail.subject).toBe('Votre réservation Halte 12345678\u00a0: nouvelles dates');
    const text = plain(mail.text);
    expect(text).toContain('Du 3 avril 2027 au 6 avril 2027 (3 nuits)');
    expect(text).toContain('Du 20 mars 2027 au 22 mars 2027 (2 nuits)');
    expect(text).toContain('2 adultes, 1 enfant');
    expect(text).toContain('Vous avez réglé la différence de 24 €.');
    // A booking's number, as its other e-mails and its page call it.
    expect(text).toContain('Numéro de réservation : 12345678');
    expect(mail.html).toContain('nouvelles dates');
  });

  it('says what comes back to the gift card and the card, in Spanish with tú', () => {
    const mail = renderDateChangeMail(input({ market: 'es', giftCardCents: 1_000, cardCents: 850 }));
    expect(mail.subject).toBe('Tu reserva Halte 12345678: nuevas fechas');
    expect(plain(mail.text)).toContain('Te devolvemos 10 € a tu tarjeta regalo al instante.');
    expect(plain(mail.text)).toContain('Te devolvemos 8,50 € en la tarjeta o la cuenta con la que pagaste');
  });

  it('says when nothing moves', () => {
    for (const market of ['fr', 'es', 'it', 'nl', 'be-fr', 'be-nl'] as const) {
      const mail = renderDateChangeMail(input({ market, after: { ...input().before, checkIn: '2027-03-27' } }));
      expect(mail.text.length).toBeGreaterThan(100);
      expect(mail.text).not.toMatch(/dateChange\./);
    }
  });
});
