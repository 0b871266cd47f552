import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../domain/money';
import { getPayLaterOptions, type PayLaterOption } from '../../domain/pay-later';
import { createTranslator } from '../../i18n/client';
import { getMessages } from '../../i18n/i18n';
import type { Language } from '../../i18n/markets';
import PayLaterBanner from './PayLaterBanner';
import { PayLaterModal } from './PayLaterModal';
import { createPayLaterFormat } from './pay-later-text';

const noop = () => {};

function render(options: PayLaterOption[], language: Language, tag: string, amount = 30000): string {
  const t = createTranslator(getMessages(language, 'payLater'), language);
  return renderToStaticMarkup(createElement(PayLaterModal, { open: false, onClose: noop, amount, options, t, format: createPayLaterFormat(tag) }));
}

// Tags become spaces; the no-break spaces of amounts and dates stay as they are.
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/[ \n]+/g, ' ');

describe('PayLaterModal', () => {
  const options = getPayLaterOptions({ amountCents: 30000, locale: 'fr_FR', checkin: '2024-03-01', today: '2024-01-31', feePercent: 2 });

  it('is a dialog named by its title, with a close button and "I understood"', () => {
    const markup = render(options, 'fr', 'fr-FR');
    expect(markup).toMatch(/<dialog[^>]*aria-labelledby="([^"]+)"[^>]*>.*<h2 id="\1"[^>]*>Vos options de paiement<\/h2>/);
    expect(markup).toMatch(/<button type="button"[^>]*aria-label="Fermer"/);
    expect(markup).toMatch(/<button type="button" class="button">J’ai compris<\/button>/);
    expect(textOf(markup)).toContain(`Pour votre séjour de ${formatMoney(30000, 'fr-FR')}`);
  });

  it('lists the deferred day and each instalment schedule, the fee on the first payment', () => {
    const markup = render(options, 'fr', 'fr-FR');
    const text = textOf(markup);
    expect(markup.match(/<li/g)).toHaveLength(3);
    expect(text).toContain(`vous réglez ${formatMoney(30000, 'fr-FR')} le 28 février 2024`);
    expect(text).toContain('Payez en 3 fois');
    expect(text).toContain('Payez en 4 fois');
    expect(markup.match(/<th scope="row">/g)).toHaveLength(7);
    expect(markup).toContain(`<th scope="row">31 janvier 2024</th><td>${formatMoney(10600, 'fr-FR')}</td>`);
    expect(markup).toContain(`<th scope="row">31 mars 2024</th><td>${formatMoney(10000, 'fr-FR')}</td>`);
    expect(text).toContain(`Total\u00a0: ${formatMoney(30600, 'fr-FR')}, dont ${formatMoney(600, 'fr-FR')} de frais`);
  });

  it('says when a schedule has no fees', () => {
    const belgian = getPayLaterOptions({ amountCents: 30000, locale: 'fr_BE', checkin: '2024-03-01', today: '2024-01-31' });
    expect(textOf(render(belgian, 'fr', 'fr-BE'))).toContain(`Total\u00a0: ${formatMoney(30000, 'fr-BE')}, sans frais.`);
  });

  it('shows PayPal alone where it is the market’s way to pay later', () => {
    const spanish = getPayLaterOptions({ amountCents: 30000, locale: 'es_ES', checkin: '2024-03-01', today: '2024-01-31' });
    const markup = render(spanish, 'es', 'es-ES');
    expect(textOf(markup)).toContain('PayPal Elige PayPal al pagar');
    expect(markup.match(/<li/g)).toHaveLength(1);
  });
});

describe('PayLaterBanner', () => {
  it('shows nothing before the eligibility answer', () => {
    const markup = renderToStaticMarkup(
      createElement(PayLaterBanner, {
        amount: 30000,
        checkin: '2024-03-01',
        cancellationDeadline: null,
        cancellable: false,
        locale: 'fr_FR',
        language: 'fr',
        tag: 'fr-FR',
        messages: getMessages('fr', 'payLater'),
      }),
    );
    expect(markup).toBe('');
  });
});
