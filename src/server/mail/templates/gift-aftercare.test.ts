import { describe, expect, it } from 'vitest';
import { MARKET_KEYS } from '../../../i18n/markets';
import { renderGiftChangeMail, renderGiftCopyMail, renderGiftExchangeMail } from './gift-aftercare';

const noKeys = (text: string) => expect(text).not.toMatch(/\b(giftCopy|giftChange|giftExchange|giftRecipient|giftWhat|common)\.[a-zA-Z]+/);
const code = 'HALTE-ABCD-EFGH-JKLM-NPQR';

describe('gift after-care e-mails', () => {
  it('say in each market language what changed, with the code and no missing text', () => {
    for (const market of MARKET_KEYS) {
      const mails = [
        renderGiftCopyMail({
          market,
          firstName: 'Camille',
          code,
          validUntil: '2027-11-30',
          gift: { kind: 'GIFT_CARD', amountCents: 5000 },
          redeemUrl: 'https://www.halte.example/x',
        }),
        renderGiftChangeMail({ market, firstName: 'Camille', code, change: { kind: 'recipient', email: 'lou@example.com', sent: true } }),
        renderGiftChangeMail({ market, firstName: 'Camille', code, change: { kind: 'sendDate', date: '2027-02-14' } }),
        renderGiftExchangeMail({
          market,
          name: 'Noa',
          oldCode: code,
          code: 'HALTE-WXYZ-WXYZ-WXYZ-WXYZ',
          amountCents: 12000,
          validUntil: '2027-11-30',
          redeemUrl: 'https://www.halte.example/x',
        }),
      ];
      for (const mail of mails) {
        expect(mail.text).toContain(code);
        noKeys(mail.subject);
        noKeys(mail.text);
      }
    }
    const fr = renderGiftChangeMail({ market: 'fr', firstName: 'Camille', code, change: { kind: 'sendDate', date: '2027-02-14' } });
    expect(fr.text).toContain('sera désormais envoyé le 14 février 2027');
    const exchange = renderGiftExchangeMail({
      market: 'nl',
      name: null,
      oldCode: code,
      code: 'HALTE-WXYZ-WXYZ-WXYZ-WXYZ',
      amountCents: 12000,
      validUntil: '2027-11-30',
      redeemUrl: 'https://www.halte.example/x',
    });
    expect(exchange.text).toContain('HALTE-WXYZ-WXYZ-WXYZ-WXYZ');
    expect(exchange.subject).toMatch(/cadeaukaart van €\s120$/);
  });
});
