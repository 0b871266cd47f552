import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/client';
import { getNamespacedMessages } from '../../i18n/i18n';
import type { Language } from '../../i18n/markets';
import { formatAllInCaption, formatTaxExcludedCaption } from './all-in-caption';

const t = (language: Language) => createTranslator(getNamespacedMessages(language, 'common', ['allInPrice']), language);

describe('all-in captions', () => {
  it('name the party and the nights with plural forms', () => {
    expect(formatAllInCaption(t('fr'), { adults: 2, children: 0, babies: 0, nights: 2 })).toBe('total pour 2 adultes, 2 nuits, taxe de séjour incluse');
    expect(formatAllInCaption(t('fr'), { adults: 1, children: 1, babies: 1, nights: 1 })).toBe(
      'total pour 1 adulte, 1 enfant, 1 bébé, 1 nuit, taxe de séjour incluse',
    );
    expect(formatAllInCaption(t('es'), { adults: 3, children: 2, babies: 0, nights: 3 })).toBe(
      'total para 3 adultos, 2 niños, 3 noches, tasa turística incluida',
    );
    expect(formatAllInCaption(t('nl'), { adults: 2, children: 0, babies: 1, nights: 2 })).toBe(
      'totaal voor 2 volwassenen, 1 baby, 2 nachten, toeristenbelasting inbegrepen',
    );
    expect(formatAllInCaption(t('it'), { adults: 1, children: 0, babies: 0, nights: 1 })).toBe('totale per 1 adulto, 1 notte, tassa di soggiorno inclusa');
  });

  it('say the tax is extra beside a price without it, and nothing of a tax the hotel does not charge', () => {
    const stay = { adults: 2, children: 0, babies: 0, nights: 2 };
    expect(formatTaxExcludedCaption(t('fr'), stay, 660)).toBe('2 adultes, 2 nuits, taxe de séjour en sus');
    expect(formatTaxExcludedCaption(t('fr'), stay, 0)).toBe('2 adultes, 2 nuits');
  });
});
