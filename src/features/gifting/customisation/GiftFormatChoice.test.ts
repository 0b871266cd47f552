import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../i18n/client';
import { getMessages } from '../../../i18n/i18n';
import GiftFormatChoice from './GiftFormatChoice';

type MessagesLanguage = Parameters<typeof getMessages>[0];

function render(language: string, product: 'box' | 'giftCard'): string {
  const t = createTranslator(getMessages(language as MessagesLanguage, 'gift'), language);
  return renderToStaticMarkup(createElement(GiftFormatChoice, { value: 'digital', onChange: () => {}, shipping: { amount: 0, isFetching: false, error: false }, physicalEnabled: true, t, money: (cents: number) => `${cents / 100} €`, product }));
}

describe('GiftFormatChoice names', () => {
  it.each([
    ['en', 'E-gift card', 'Printed gift card'],
    ['fr', 'E-carte cadeau', 'Carte cadeau imprimée'],
    ['es', 'Tarjeta regalo electrónica', 'Tarjeta regalo impresa'],
    ['it', 'Carta regalo elettronica', 'Carta regalo stampata'],
    ['nl', 'E-cadeaukaart', 'Gedrukte cadeaukaart'],
  ])('calls the formats of a gift card what they are in %s', (language, digital, physical) => {
    const html = render(language, 'giftCard');
    expect(html).toContain(digital);
    expect(html).toContain(physical);
    expect(html).not.toMatch(/box|coffret|caja|cofanetto|doos/i);
  });

  it('keeps the box names for a box', () => {
    expect(render('en', 'box')).toContain('E-box');
  });
});
