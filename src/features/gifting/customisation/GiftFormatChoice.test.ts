import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ShippingCostState } from '../../../domain/gift-format';
import { EXPRESS_DELIVERY_SUB_ELEMENT_ID } from '../../../domain/gift-delivery';
import { createTranslator } from '../../../i18n/client';
import { getMessages, getNamespacedMessages } from '../../../i18n/i18n';
import GiftFormatChoice, { type GiftFormatChoiceProps } from './GiftFormatChoice';

type MessagesLanguage = Parameters<typeof getMessages>[0];

const LOADED: ShippingCostState = { amount: 0, isFetching: false, error: false };
const money = (cents: number) => `${cents / 100} €`;

function render(language: string, props: Partial<GiftFormatChoiceProps> = {}, namespace = 'gift'): string {
  const messages = {
    ...getMessages(language as MessagesLanguage, namespace),
    ...getNamespacedMessages(language as MessagesLanguage, 'errors', ['physicalUnavailable']),
  };
  const t = createTranslator(messages, language);
  return renderToStaticMarkup(
    createElement(GiftFormatChoice, { value: 'digital', onChange: () => {}, shipping: LOADED, physicalEnabled: true, t, money, ...props }),
  );
}

/** The text of the physical option: the markup after its radio, up to the next option or the end. */
function physicalOption(html: string): string {
  return html.slice(html.indexOf('value="physical"'));
}

/** The physical radio, disabled. */
const PHYSICAL_DISABLED = /<input(?=[^>]*value="physical")(?=[^>]*disabled="")/;

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('GiftFormatChoice names', () => {
  it.each([
    ['en', 'E-gift card', 'Printed gift card'],
    ['fr', 'E-carte cadeau', 'Carte cadeau imprimée'],
    ['es', 'Tarjeta regalo electrónica', 'Tarjeta regalo impresa'],
    ['it', 'Carta regalo elettronica', 'Carta regalo stampata'],
    ['nl', 'E-cadeaukaart', 'Gedrukte cadeaukaart'],
  ])('calls the formats of a gift card what they are in %s', (language, digital, physical) => {
    const html = render(language, { product: 'giftCard' });
    expect(html).toContain(digital);
    expect(html).toContain(physical);
    expect(html).not.toMatch(/box|coffret|caja|cofanetto|doos/i);
  });

  it('keeps the box names for a box', () => {
    expect(render('en', { product: 'box' })).toContain('E-box');
  });

  it("uses the gift panel's words for a stay", () => {
    const text = textOf(render('fr', { product: 'stay', look: 'cards' }, 'gifting'));
    expect(text).toContain('Numérique');
    expect(text).toContain('Physique');
    expect(text).toContain('Envoi immédiat par e-mail.');
  });
});

describe('GiftFormatChoice physical tag', () => {
  it.each(['options', 'cards'] as const)("shows '---' while the shipping cost loads, then '+amount' with the case (%s)", (look) => {
    expect(textOf(physicalOption(render('en', { look, shipping: { amount: null, isFetching: true, error: false } })))).toContain('---');
    expect(textOf(physicalOption(render('en', { look, shipping: { amount: 300, isFetching: false, error: false }, physicalDifference: 500 })))).toContain(
      '+8 €',
    );
  });

  it('tags the digital format free in the options, not in the cards', () => {
    expect(render('en')).toContain('Free of charge');
    expect(render('en', { look: 'cards' })).not.toContain('Free of charge');
  });

  it('shows each format its price when given', () => {
    const html = render('en', { prices: { digital: '439 €', physical: '444 €' } });
    expect(html.indexOf('439 €')).toBeLessThan(html.indexOf('value="physical"'));
    expect(physicalOption(html)).toContain('444 €');
  });

  it('adds the note under the physical option', () => {
    expect(physicalOption(render('en', { physicalNote: 'The case costs 5 € more.' }))).toContain('The case costs 5 € more.');
  });
});

describe('GiftFormatChoice when physical cannot be sent', () => {
  const reason = 'Victim of its success, the physical format is coming back soon!';

  it.each([
    ['the lookup failed', { shipping: { amount: null, isFetching: false, error: true } }],
    ['the flag is off', { physicalEnabled: false, shipping: { amount: null, isFetching: false, error: false } }],
  ] as const)('disables physical, hides its tag and says why when %s', (_, props) => {
    for (const look of ['options', 'cards'] as const) {
      const html = render('en', { look, ...props });
      expect(html).toMatch(PHYSICAL_DISABLED);
      expect(textOf(html)).toContain(reason);
      expect(textOf(physicalOption(html))).not.toMatch(/\+|---/);
    }
  });

  it('keeps physical disabled without a reason while the cost loads', () => {
    const html = render('en', { shipping: { amount: null, isFetching: true, error: false } });
    expect(html).toMatch(PHYSICAL_DISABLED);
    expect(textOf(html)).not.toContain(reason);
  });
});

describe('GiftFormatChoice delivery wording', () => {
  it('words the physical delivery free in working days, or express at its price when chosen', () => {
    expect(textOf(physicalOption(render('en')))).toContain('Delivered in 2 to 4 working days, free of charge');
    const express = textOf(physicalOption(render('en', { extras: [{ id: EXPRESS_DELIVERY_SUB_ELEMENT_ID, price: 990 }] })));
    expect(express).toContain('Express delivery in 1–2 working days: +9.9 €');
  });

  it('names the radio group after the form', () => {
    expect(render('en', { name: 'gift-7-format' })).toContain('name="gift-7-format"');
  });
});
