import { describe, expect, it } from 'vitest';
import { getGiftDelivery } from '../../domain/gift-delivery';
import { MARKET_KEYS } from '../../i18n/markets';
import { renderGiftRecipientMail } from './templates/gift-recipient';
import { renderOrderConfirmationMail, type OrderConfirmationMailInput } from './templates/order-confirmation';
import { renderPasswordResetMail } from './templates/password-reset';
import { renderBookingCancellationMail, type BookingCancellationMailInput } from './templates/booking-cancellation';
import { renderVoucherBookingCentreMail, renderVoucherBookingHolderMail } from './templates/activity-booking';

const stayOrder = (market: OrderConfirmationMailInput['market']): OrderConfirmationMailInput => ({
  market,
  kind: 'STAY',
  customerFirstName: 'Camille',
  orderNumber: '17919113',
  orderedOn: '2026-11-24',
  orderUrl: 'https://www.halte.example/fr/account/trips',
  lines: [
    { label: 'Séjour Hôtel du Lac', amountCents: 25900 },
    { label: 'Assurance annulation', amountCents: 1290 },
  ],
  totalCents: 27190,
  stay: { hotelName: 'Hôtel du Lac', checkIn: '2027-02-12', checkOut: '2027-02-14', nights: 2, adults: 2, children: 1, roomName: 'Chambre double' },
});

/** A text has no i18next key left in it (a missing translation shows its key). */
const noKeys = (text: string) =>
  expect(text).not.toMatch(/\b(order|units|giftWhat|giftRecipient|reset|common|voucher|cancellation|activityBooking)\.[a-zA-Z]+/);

describe('order confirmation e-mail', () => {
  it('gives the order number, lines, total, stay and link in each market language, with no missing text', () => {
    for (const market of MARKET_KEYS) {
      const mail = renderOrderConfirmationMail(stayOrder(market));
      expect(mail.subject).toContain('17919113');
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('17919113');
        expect(part).toContain('https://www.halte.example/fr/account/trips');
        noKeys(part);
      }
    }
    const fr = renderOrderConfirmationMail(stayOrder('fr'));
    expect(fr.subject).toBe('Votre réservation Halte 17919113 est confirmée');
    expect(fr.text).toContain('Du 12 février 2027 au 14 février 2027 (2\u00a0nuits)');
    expect(fr.text).toContain('2\u00a0adultes, 1\u00a0enfant');
    expect(fr.text).toMatch(/Total payé\u00a0: 271,90\s€/);
    expect(fr.html).toContain('lang="fr-FR"');
    const nl = renderOrderConfirmationMail(stayOrder('be-nl'));
    expect(nl.text).toContain('Van 12 februari 2027 tot 14 februari 2027 (2\u00a0nachten)');
    expect(nl.html).toContain('lang="nl-BE"');
  });

  it('names a stay’s number its booking number, as the booking’s page and the confirmation page do, and links to the booking’s page', () => {
    const names = {
      fr: 'Numéro de réservation',
      es: 'Número de reserva',
      it: 'Numero di prenotazione',
      nl: 'Boekingsnummer',
      'be-fr': 'Numéro de réservation',
      'be-nl': 'Boekingsnummer',
    } as const;
    for (const market of MARKET_KEYS) {
      const mail = renderOrderConfirmationMail({ ...stayOrder(market), bookingUrl: 'https://www.halte.example/fr/ma-reservation/17919113?k=abc' });
      expect(mail.text).toContain(names[market]);
      expect(mail.text).not.toMatch(/Numéro de commande|Número de pedido|Numero d’ordine|Bestelnummer/);
      expect(mail.html).toContain('https://www.halte.example/fr/ma-reservation/17919113?k=abc');
      expect(mail.text).not.toContain('https://www.halte.example/fr/account/trips');
    }
    expect(renderOrderConfirmationMail({ ...stayOrder('es'), bookingUrl: 'https://h.example/es/mi-reserva/17919113?k=abc' }).subject).toBe(
      'Tu reserva Halte 17919113 está confirmada',
    );
    // A gift order keeps its order number.
    expect(renderOrderConfirmationMail({ ...stayOrder('fr'), kind: 'GIFT', stay: null }).text).toContain('Numéro de commande');
  });

  it('describes gift orders with each gift, its recipient and how it travels', () => {
    const mail = renderOrderConfirmationMail({
      ...stayOrder('es'),
      kind: 'GIFT',
      stay: null,
      gifts: [
        { gift: { kind: 'GIFT_CARD', amountCents: 10000 }, recipientName: 'Lucía', recipientEmail: 'lucia@example.com', sendOn: '2099-03-01' },
        { gift: { kind: 'BOX', title: 'Escapada gourmet', nights: 1, people: 2 }, recipientName: 'Pablo', shippingAddress: 'Calle Mayor 1\n28013 Madrid' },
      ],
    });
    expect(mail.text).toContain('Regalo para Lucía');
    expect(mail.text).toContain('una tarjeta regalo Halte de 100');
    expect(mail.text).toContain('El regalo electrónico se enviará por correo a lucia@example.com el 1 de marzo de 2099.');
    expect(mail.text).toContain('la caja regalo «Escapada gourmet»: 1\u00a0noche para 2\u00a0personas');
    expect(mail.text).toContain('Calle Mayor 1, 28013 Madrid');
  });

  it('says a physical gift sent express travels in 1–2 working days at its price, not free in 2–4', () => {
    const gift = {
      gift: { kind: 'BOX' as const, title: 'Week-end gourmand', nights: 1, people: 2 },
      recipientName: 'Paul',
      shippingAddress: 'Paul Martin\n1 rue de la Paix\n75002 Paris',
    };
    const express = renderOrderConfirmationMail({
      ...stayOrder('fr'),
      kind: 'GIFT',
      stay: null,
      gifts: [
        {
          ...gift,
          delivery: getGiftDelivery('physical', [
            { id: 5, price: 900 },
            { id: 7, price: 690 },
          ]),
        },
      ],
    });
    expect(express.text).toMatch(/Livraison express en 1 à 2 jours ouvrés\u00a0: \+6,90\s€/);
    expect(express.text).not.toContain('Livraison offerte');
    const standard = renderOrderConfirmationMail({
      ...stayOrder('nl'),
      kind: 'GIFT',
      stay: null,
      gifts: [{ ...gift, delivery: getGiftDelivery('physical', [{ id: 5, price: 900 }]) }],
    });
    expect(standard.text).toContain('Gratis geleverd binnen 2 tot 4 werkdagen.');
    expect(standard.text).not.toContain('Expreslevering');
  });

  it('says the total, what a gift card paid and what was paid by card, never the total as paid', () => {
    const mail = renderOrderConfirmationMail({
      ...stayOrder('fr'),
      totalCents: 32900,
      giftCard: { code: 'HALTE-AB12-CD34', cents: 13700, paidByCardCents: 19200 },
    });
    expect(mail.text).not.toContain('Total payé');
    expect(mail.text).toMatch(/Total\u00a0: 329\s€/);
    expect(mail.text).toMatch(/Carte cadeau HALTE-AB12-CD34\u00a0: [-−]137\s€/);
    expect(mail.text).toMatch(/Payé par carte\u00a0: 192\s€/);
  });

  it('says an activity bought for oneself is a voucher ready to book, with the link to book a date, never that it is booked', () => {
    const bookUrl = 'https://www.halte.example/it/regalo/attivita?code=HALTE-ABCD';
    const mail = renderOrderConfirmationMail({
      ...stayOrder('it'),
      kind: 'ACTIVITY',
      stay: null,
      activity: { title: 'Giro in kayak', participants: 1, bookUrl },
    });
    expect(mail.text).toContain('Il tuo buono attività è pronto');
    expect(mail.text).toContain(`Prenota la tua data: ${bookUrl}`);
    expect(mail.html).toContain(`href="${bookUrl}"`);
    expect(mail.text).toContain('Partecipanti: 1\u00a0partecipante');
    for (const market of MARKET_KEYS) {
      const text = renderOrderConfirmationMail({
        ...stayOrder(market),
        kind: 'ACTIVITY',
        stay: null,
        activity: { title: 'Kayak', participants: 2, bookUrl },
      }).text;
      expect(text, market).not.toMatch(/est réservée|is booked|está reservada|è prenotata|is geboekt/);
      expect(text, market).toContain(bookUrl);
      noKeys(text);
    }
  });
});

describe('e-gift e-mail', () => {
  const gift = {
    market: 'fr' as const,
    recipientName: 'Éloïse',
    senderName: 'Camille',
    message: 'Joyeux anniversaire !\n<script>alert(1)</script>',
    code: 'HALTE-7KQM-X2RD-PZ9A-C4TE',
    validUntil: '2028-05-24',
    gift: { kind: 'BOX' as const, title: 'Week-end étoilé', nights: 1, people: 2 },
    redeemUrl: 'https://www.halte.example/fr/cadeau/utiliser',
    voucherAttached: true,
  };

  it('gives the sender, the message, the code, the validity and what it gives, with French typography', () => {
    const mail = renderGiftRecipientMail(gift);
    expect(mail.subject).toBe('Camille vous offre un cadeau');
    expect(mail.text).toContain('Bonjour Éloïse,');
    expect(mail.text).toContain('Camille vous offre le coffret cadeau «\u00a0Week-end étoilé\u00a0»\u00a0: 1\u00a0nuit pour 2\u00a0personnes');
    expect(mail.text).toContain('> Joyeux anniversaire !');
    expect(mail.text).toContain('HALTE-7KQM-X2RD-PZ9A-C4TE');
    expect(mail.text).toContain('Valable jusqu’au 24 mai 2028');
    expect(mail.text).toContain('joint à cet e-mail en PDF');
  });

  it('escapes what the buyer typed in the HTML', () => {
    const mail = renderGiftRecipientMail({ ...gift, senderName: 'Léo <b>"&' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Léo &lt;b&gt;&quot;&amp;');
  });

  it('uses each language’s plural forms', () => {
    const one = renderGiftRecipientMail({ ...gift, market: 'nl', gift: { kind: 'GIFT_STAY', title: 'Kasteel', nights: 1, people: 1 } });
    expect(one.text).toContain('1\u00a0nacht voor 1\u00a0persoon');
    const many = renderGiftRecipientMail({ ...gift, market: 'nl', gift: { kind: 'GIFT_STAY', title: 'Kasteel', nights: 3, people: 4 } });
    expect(many.text).toContain('3\u00a0nachten voor 4\u00a0personen');
  });

  it('names the hotel of a gift stay with the package, and the centre of an activity, in each market language', () => {
    for (const market of MARKET_KEYS) {
      const stay = renderGiftRecipientMail({
        ...gift,
        market,
        gift: { kind: 'GIFT_STAY', title: 'Séjour plaisir avec pique-nique', hotel: 'Le Clos des Vignes', nights: 2, people: 2 },
      });
      expect(stay.text).toContain('Séjour plaisir avec pique-nique');
      expect(stay.text).toContain('Le Clos des Vignes');
      noKeys(stay.text);
      const activity = renderGiftRecipientMail({
        ...gift,
        market,
        gift: { kind: 'ACTIVITY', title: 'Kayak', centre: 'Base nautique du lac', participants: 2 },
      });
      expect(activity.text).toContain('Base nautique du lac');
    }
    expect(
      renderGiftRecipientMail({
        ...gift,
        gift: { kind: 'GIFT_STAY', title: 'Séjour plaisir avec pique-nique', hotel: 'Le Clos des Vignes', nights: 2, people: 2 },
      }).text,
    ).toContain('un séjour «\u00a0Séjour plaisir avec pique-nique\u00a0» à l’établissement Le Clos des Vignes\u00a0: 2\u00a0nuits pour 2\u00a0personnes');
  });

  it('says a gift card keeps a balance and pays stays and activities', () => {
    const card = renderGiftRecipientMail({ ...gift, gift: { kind: 'GIFT_CARD', amountCents: 10000 } });
    expect(card.text).toContain('à utiliser sur des séjours et des activités');
    expect(card.text).toContain('des séjours ou des activités\u00a0: la carte paie et garde ce qui reste');
    expect(card.text).not.toContain('choisissez votre séjour et vos dates');
  });

  it('a preview opens with a line saying the code is a sample', () => {
    const preview = renderGiftRecipientMail({ ...gift, code: 'XXXX-XXXX-XXXX', sample: true });
    expect(preview.text.indexOf('Aperçu')).toBeLessThan(preview.text.indexOf('Camille vous offre'));
    expect(renderGiftRecipientMail(gift).text).not.toContain('Aperçu');
  });
});

describe('password reset e-mail', () => {
  it('carries the link and its lifetime in the market language', () => {
    const link = 'https://www.halte.example/it/account/password/new?token=abc';
    const mail = renderPasswordResetMail({ market: 'it', firstName: 'Giulia', link, minutes: 30 });
    expect(mail.subject).toBe('Scegli una nuova password Halte');
    expect(mail.text).toContain('Gentile Giulia,');
    expect(mail.text).toContain(`Link: ${link}`);
    expect(mail.text).toContain('entro 30 minuti');
    expect(mail.html).toContain(`href="${link}"`);
    expect(renderPasswordResetMail({ market: 'fr', firstName: '', link, minutes: 1 }).text).toContain('Bonjour,');
  });
});

describe('booking cancellation e-mail', () => {
  const cancelled = (market: BookingCancellationMailInput['market']): BookingCancellationMailInput => ({
    market,
    customerFirstName: 'Camille',
    bookingNumber: '17919113',
    hotelName: 'Hôtel du Lac',
    checkIn: '2027-02-12',
    nights: 2,
    cardCents: 16_000,
    giftCardCents: 4_050,
    giftCode: null,
    bookingUrl: 'https://www.halte.example/fr/account/trips',
  });

  it('says in each market language what comes back and how, with no missing text', () => {
    for (const market of MARKET_KEYS) {
      const mail = renderBookingCancellationMail(cancelled(market));
      expect(mail.subject).toContain('17919113');
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('https://www.halte.example/fr/account/trips');
        noKeys(part);
      }
    }
    const fr = renderBookingCancellationMail(cancelled('fr'));
    expect(fr.subject).toBe('Votre réservation Halte 17919113 est annulée');
    expect(fr.text).toMatch(
      /Nous vous remboursons 160\s€ sur la carte ou le compte bancaire qui a payé\u00a0; votre banque l’affiche en général sous 5 à 10 jours ouvrés\./,
    );
    expect(fr.text).toContain('Votre réservation 17919113 est annulée, comme vous l’avez demandé.');
    expect(fr.text).toMatch(/Votre carte cadeau est recréditée de 40,50\s€ dès maintenant\./);
    expect(fr.text).toContain('Du 12 février 2027 au 14 février 2027 (2\u00a0nuits)');
  });

  it('names a gift code given back, and says when nothing is refunded', () => {
    const gift = renderBookingCancellationMail({ ...cancelled('es'), cardCents: 0, giftCardCents: 0, giftCode: 'HALTE-7KQM-X2RD-PZ9A-C4TE' });
    expect(gift.text).toContain('Tu código regalo HALTE-7KQM-X2RD-PZ9A-C4TE vuelve a ser válido para reservar otra estancia.');
    expect(gift.text).not.toContain('tarjeta regalo');
    const late = renderBookingCancellationMail({ ...cancelled('nl'), cardCents: 0, giftCardCents: 0 });
    expect(late.text).toContain('Je krijgt niets terug: de annulering kwam na de uiterste datum.');
  });
});

describe('activity voucher booking e-mails', () => {
  const booking = {
    code: 'HALTE-ABCD2345',
    title: 'Balade à cheval',
    date: '2027-05-02',
    time: '14:00',
    participants: 2,
    centre: { label: 'Écuries du Val', streetAddress: '12 Rue du Moulin', postcode: '69001', city: 'Lyon', phone: '+33 4 78 42 17 90' },
    holder: { name: 'Léa Martin', email: 'lea@example.fr', phone: '+33612345678' },
  };

  it('tells the holder the date, time, participants, the centre’s address and phone in each language', () => {
    for (const market of MARKET_KEYS) {
      const mail = renderVoucherBookingHolderMail({ ...booking, market, pageUrl: 'https://www.halte.example/x' });
      expect(mail.text, market).toContain('12 Rue du Moulin, 69001 Lyon');
      expect(mail.text, market).toContain('+33 4 78 42 17 90');
      expect(mail.text, market).toContain('14:00');
      expect(mail.text, market).toMatch(/2\s/);
      expect(mail.text, market).not.toContain('{{');
      noKeys(mail.text);
    }
    const fr = renderVoucherBookingHolderMail({ ...booking, market: 'fr', pageUrl: 'https://www.halte.example/x' });
    expect(fr.subject).toBe('Votre date est réservée\u00a0: Balade à cheval le 2 mai 2027');
    expect(fr.text).toContain('Date et heure\u00a0: 2 mai 2027 à 14:00');
    expect(fr.text).toContain('Participants\u00a0: 2\u00a0participants');
  });

  it('tells the centre who comes, when, how many, and how to reach them', () => {
    const mail = renderVoucherBookingCentreMail({ ...booking, market: 'be-nl' });
    expect(mail.subject).toBe('Nieuwe boeking met een bon: Balade à cheval, 2 mei 2027 om 14:00 uur');
    expect(mail.text).toContain('Léa Martin');
    expect(mail.text).toContain('lea@example.fr');
    expect(mail.text).toContain('+33612345678');
    expect(mail.text).toContain('HALTE-ABCD2345');
  });
});
