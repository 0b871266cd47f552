import { describe, expect, it } from 'vitest';
import { MARKET_KEYS, type MarketKey } from '../../../i18n/markets';
import { renderBookingCancellationMail } from './booking-cancellation';
import {
  renderGiftExpiryMail,
  renderGiftSentMail,
  renderReviewRequestMail,
  renderStayReminderMail,
  type GiftExpiryMailInput,
  type StayReminderMailInput,
} from './lifecycle';

/** A text has no i18next key left in it, and no placeholder. */
const noKeys = (text: string) => {
  expect(text).not.toMatch(
    /\b(order|units|giftWhat|giftRecipient|common|voucher|cancellation|stayReminder|reviewRequest|giftSent|giftExpiry|unsubscribe)\.[a-zA-Z]+/,
  );
  expect(text).not.toContain('{{');
};

const stay = (market: MarketKey): StayReminderMailInput => ({
  market,
  firstName: 'Camille',
  bookingNumber: '17919113',
  hotelName: 'Hôtel du Lac',
  address: { street: '12 rue des Saules', postcode: '74000', city: 'Annecy', country: 'FR' },
  checkIn: '2027-02-12',
  checkOut: '2027-02-14',
  nights: 2,
  daysBefore: 3,
  checkInFrom: '15:30',
  checkOutUntil: '11:00',
  adults: 2,
  children: 1,
  programme: [
    { title: 'Balade en kayak', date: '2027-02-13' },
    { title: 'Petit-déjeuner', date: null, everyDay: true },
  ],
  tax: { kind: 'perPersonPerNight', amountCents: 165, totalCents: 660 },
  bookingUrl: 'https://www.halte.example/fr/account/trips',
});

const expiry = (market: MarketKey): GiftExpiryMailInput => ({
  market,
  name: 'Éloïse',
  code: 'HALTE-7KQM-X2RD-PZ9A-C4TE',
  validUntil: '2027-05-31',
  daysLeft: 30,
  gift: { kind: 'BOX', title: 'Week-end étoilé', nights: 1, people: 2 },
  balanceCents: null,
  meter: { stays: 120, weekendBookable: 38 },
  useUrl: 'https://www.halte.example/fr/cadeau/utiliser?code=HALTE-7KQM-X2RD-PZ9A-C4TE',
  extension: { url: 'https://www.halte.example/fr/cadeau/prolonger?code=HALTE-7KQM-X2RD-PZ9A-C4TE', feeCents: 1500, months: 6, newValidUntil: '2027-11-30' },
  unsubscribeUrl: 'https://www.halte.example/fr/e-mails/desabonnement?t=12.abc',
});

describe('practical e-mail before a stay', () => {
  it('gives the address, the hours, the programme with its dates, the tourist tax and the booking link in each language', () => {
    for (const market of MARKET_KEYS) {
      const mail = renderStayReminderMail(stay(market));
      expect(mail.subject, market).toContain('Hôtel du Lac');
      for (const part of [mail.text, mail.html]) {
        expect(part, market).toContain('12 rue des Saules');
        expect(part, market).toContain('15:30');
        expect(part, market).toContain('Balade en kayak');
        expect(part, market).toContain('https://www.halte.example/fr/account/trips');
        noKeys(part);
      }
      expect(mail.text, market).toMatch(/6[,.]60/);
    }
    const fr = renderStayReminderMail(stay('fr'));
    expect(fr.subject).toBe('Votre séjour commence dans 3\u00a0jours\u00a0: Hôtel du Lac');
    expect(fr.text).toContain('Arrivée\u00a0: À partir de 15:30');
    expect(fr.text).toContain('13 février 2027\u00a0: Balade en kayak');
    expect(fr.text).toContain('Chaque jour\u00a0: Petit-déjeuner');
    expect(fr.text).toMatch(/soit 6,60\s€ en tout \(1,65\s€ par adulte et par nuit\)/);
    expect(fr.text).toContain('France');
    const es = renderStayReminderMail({ ...stay('es'), daysBefore: 1 });
    expect(es.subject).toBe('Tu estancia en Hôtel du Lac empieza mañana');
    expect(es.text).toContain('Llegada: A partir de las 15:30');
    expect(es.text).toContain('Francia');
  });

  it('says a percentage tax and a hotel without one', () => {
    const percent = renderStayReminderMail({ ...stay('fr'), tax: { kind: 'percentage', percentage: 5, totalCents: 1295 } });
    expect(percent.text).toMatch(/12,95\s€ en tout \(5\u00a0% du prix du séjour\)/);
    const none = renderStayReminderMail({ ...stay('nl'), tax: null });
    expect(none.text).toContain('Dit hotel rekent geen toeristenbelasting.');
  });
});

describe('review request', () => {
  it('links to the review and carries a working unsubscribe link in both parts', () => {
    for (const market of MARKET_KEYS) {
      const mail = renderReviewRequestMail({
        market,
        firstName: 'Camille',
        hotelName: 'Hôtel du Lac',
        checkIn: '2027-02-12',
        checkOut: '2027-02-14',
        reviewUrl: 'https://www.halte.example/fr/hotel/12#reviews',
        unsubscribeUrl: 'https://www.halte.example/fr/e-mails/desabonnement?t=9.sig',
      });
      for (const part of [mail.text, mail.html]) {
        expect(part, market).toContain('https://www.halte.example/fr/hotel/12#reviews');
        expect(part, market).toContain('https://www.halte.example/fr/e-mails/desabonnement?t=9.sig');
        noKeys(part);
      }
    }
    const fr = renderReviewRequestMail({
      market: 'fr',
      firstName: 'Camille',
      hotelName: 'Hôtel du Lac',
      checkIn: '2027-02-12',
      checkOut: '2027-02-14',
      reviewUrl: 'https://x.example/r',
      unsubscribeUrl: 'https://x.example/u',
    });
    expect(fr.subject).toBe('Comment s’est passé votre séjour à l’établissement Hôtel du Lac\u00a0?');
    expect(fr.text).toContain('Ne plus recevoir de demandes d’avis\u00a0: https://x.example/u');
  });
});

describe('gift sent e-mail', () => {
  it('tells the buyer whom it reached, when, and where to act if it did not arrive', () => {
    for (const market of MARKET_KEYS) {
      const mail = renderGiftSentMail({
        market,
        firstName: 'Camille',
        recipientName: 'Noa',
        recipientEmail: 'noa@example.com',
        sentOn: '2027-02-14',
        validUntil: '2028-02-13',
        gift: { kind: 'GIFT_CARD', amountCents: 5000 },
        giftsUrl: 'https://www.halte.example/fr/account/gifts',
      });
      expect(mail.subject, market).toContain('Noa');
      for (const part of [mail.text, mail.html]) {
        expect(part, market).toContain('noa@example.com');
        expect(part, market).toContain('https://www.halte.example/fr/account/gifts');
        noKeys(part);
      }
      // A transactional e-mail: no unsubscribe link.
      expect(mail.text, market).not.toContain('desabonnement');
    }
    const fr = renderGiftSentMail({
      market: 'fr',
      firstName: 'Camille',
      recipientName: 'Noa',
      recipientEmail: 'noa@example.com',
      sentOn: '2027-02-14',
      validUntil: '2028-02-13',
      gift: { kind: 'GIFT_CARD', amountCents: 5000 },
      giftsUrl: 'https://x.example/g',
    });
    expect(fr.text).toContain('Comme prévu, votre cadeau a été envoyé par e-mail à Noa (noa@example.com) le 14 février 2027.');
  });
});

describe('reminder before a gift ends', () => {
  it('gives the days left, the code, the meter, the use and extension links and the unsubscribe link in each language', () => {
    for (const market of MARKET_KEYS) {
      const mail = renderGiftExpiryMail(expiry(market));
      expect(mail.subject, market).toMatch(/30/);
      for (const part of [mail.text, mail.html]) {
        expect(part, market).toContain('HALTE-7KQM-X2RD-PZ9A-C4TE');
        expect(part, market).toMatch(/38/);
        expect(part, market).toContain('https://www.halte.example/fr/cadeau/prolonger?code=HALTE-7KQM-X2RD-PZ9A-C4TE');
        expect(part, market).toContain('https://www.halte.example/fr/e-mails/desabonnement?t=12.abc');
        noKeys(part);
      }
    }
    const fr = renderGiftExpiryMail(expiry('fr'));
    expect(fr.subject).toBe('Plus que 30\u00a0jours pour utiliser votre cadeau Halte');
    expect(fr.text).toContain(
      'Bonne nouvelle\u00a0: 38 séjours sur 120 ont encore au moins une nuit de vendredi ou de samedi libre dans les 12 prochains mois.',
    );
    expect(fr.text).toMatch(/Prolongez votre cadeau de 6\u00a0mois pour 15\s€\u00a0: il sera alors valable jusqu’au 30 novembre 2027\./);
    const es = renderGiftExpiryMail({ ...expiry('es'), daysLeft: 7, meter: { stays: 5, weekendBookable: 1 } });
    expect(es.subject).toBe('Te quedan 7 días para usar tu regalo Halte');
    expect(es.text).toContain('Buenas noticias: 1 de sus 5 estancias aún tiene al menos una noche de viernes o sábado libre en los próximos 12 meses.');
    const nl = renderGiftExpiryMail({ ...expiry('nl'), daysLeft: 1 });
    expect(nl.subject).toBe('Nog één dag om je Halte-cadeau te gebruiken');
  });

  it('says nothing of an extension a gift cannot have, nor of a meter that found no stay, and tells a card its balance', () => {
    const mail = renderGiftExpiryMail({
      ...expiry('it'),
      extension: null,
      meter: { stays: 12, weekendBookable: 0 },
      gift: { kind: 'GIFT_CARD', amountCents: 10000 },
      balanceCents: 4250,
    });
    expect(mail.text).not.toContain('prolunga');
    expect(mail.text).not.toContain('Buone notizie');
    expect(mail.text).toMatch(/42,50\s€ sulla carta/);
    expect(mail.html).toContain('Usa la mia carta regalo');
  });
});

describe('cancellation e-mail by means', () => {
  const base = {
    market: 'fr' as const,
    customerFirstName: 'Camille',
    bookingNumber: '17919113',
    hotelName: 'Hôtel du Lac',
    checkIn: '2027-02-12',
    nights: 2,
    cardCents: 16_000,
    giftCardCents: 0,
    giftCode: null,
    bookingUrl: 'https://x.example/t',
  };

  it('says how and when PayPal and Alma give the money back, and who cancelled', () => {
    expect(renderBookingCancellationMail({ ...base, refundChannel: 'paypal' }).text).toMatch(/sur votre compte PayPal, en général sous 3 à 5 jours ouvrés/);
    expect(renderBookingCancellationMail({ ...base, refundChannel: 'alma' }).text).toMatch(/Nous remboursons 160\s€ à Alma/);
    expect(renderBookingCancellationMail({ ...base, cancelledBy: 'care' }).text).toContain(
      'À votre demande, notre service client a annulé votre réservation 17919113.',
    );
    const es = renderBookingCancellationMail({ ...base, market: 'es', refundChannel: 'card' });
    expect(es.text).toMatch(
      /Te devolvemos 160\s€ en la tarjeta o la cuenta bancaria con la que pagaste; tu banco suele mostrarlo en un plazo de 5 a 10 días laborables\./,
    );
  });
});
