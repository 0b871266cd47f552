import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXTENSION_FEE_CENTS, EXTENSION_MONTHS, EXTENSION_WINDOW_DAYS } from '../../src/domain/gift-card-rules';
import { GIFT_VALIDITY_MONTHS } from '../../src/domain/gift-pricing';

/** The terms of sale in each language of the content, and how they name each gift and a number of months or days. */
const TERMS = [
  {
    file: 'content/pages/fr/conditions-generales-de-vente.md',
    names: { GIFT_STAY: 'séjour cadeau', BOX: 'coffret', SINGLE_VOUCHER: 'bon cadeau', ACTIVITY: 'activité cadeau', GIFT_CARD: 'carte cadeau' },
    months: 'mois',
    days: 'jours',
    withdrawal: 'rétracter',
    balance: 'solde',
  },
  {
    file: 'content/pages/es/condiciones-generales-de-venta.md',
    names: { GIFT_STAY: 'estancia regalo', BOX: 'caja', SINGLE_VOUCHER: 'bono regalo', ACTIVITY: 'actividad regalo', GIFT_CARD: 'tarjeta regalo' },
    months: 'meses',
    days: 'días',
    withdrawal: 'desistir',
    balance: 'saldo',
  },
  {
    file: 'content/pages/it/condizioni-generali-di-vendita.md',
    names: { GIFT_STAY: 'soggiorno regalo', BOX: 'cofanetto', SINGLE_VOUCHER: 'buono regalo', ACTIVITY: 'attività regalo', GIFT_CARD: 'carta regalo' },
    months: 'mesi',
    days: 'giorni',
    withdrawal: 'recedere',
    balance: 'saldo',
  },
  {
    file: 'content/pages/nl/algemene-verkoopvoorwaarden.md',
    names: { GIFT_STAY: 'cadeauverblijf', BOX: 'cadeaubox', SINGLE_VOUCHER: 'cadeaubon', ACTIVITY: 'cadeau-activiteit', GIFT_CARD: 'cadeaukaart' },
    months: 'maanden',
    days: 'dagen',
    withdrawal: 'herroepen',
    balance: 'saldo',
  },
] as const;

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe.each(TERMS)('terms of sale $file', ({ file, names, months, days, withdrawal, balance }) => {
  const text = plain(readFileSync(file, 'utf8'));

  it('give each gift the validity its vouchers and pages give', () => {
    for (const [kind, name] of Object.entries(names)) {
      expect(text).toContain(`${name} ${GIFT_VALIDITY_MONTHS[kind as keyof typeof GIFT_VALIDITY_MONTHS]} ${months}`);
    }
    expect(text).not.toMatch(/doce meses|douze mois|dodici mesi|twaalf maanden|año y medio|an et demi|anno e mezzo|anderhalf jaar/);
  });

  it('say how a gift card balance, an extension, an exchange and the withdrawal period work', () => {
    expect(text).toContain(balance);
    expect(text).toContain(`${EXTENSION_MONTHS} ${months}`);
    expect(text).toContain(`${EXTENSION_WINDOW_DAYS} `);
    expect(text).toMatch(new RegExp(`(€ ${EXTENSION_FEE_CENTS / 100}|${EXTENSION_FEE_CENTS / 100} €)`));
    expect(text).toContain(`14 ${days}`);
    expect(text).toContain(withdrawal);
  });
});
