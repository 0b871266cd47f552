import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/client';
import { getMessages } from '../../i18n/i18n';
import Extras, { type ExtraLink, type OfferMakeup } from './Extras';

const CURRENT: OfferMakeup = {
  roomLabel: 'Suite',
  activities: ['Atelier création de parfum', 'Dîner dégustation'],
  cancellationPolicy: { cancellable: true, daysBefore: 2 },
};
const EXTRA: ExtraLink = {
  id: 1583,
  label: 'Séjour plaisir avec marché et cuisine avec un chef',
  uri: '/fr/sejour/1583',
  // The difference for the offer's own two nights: the per-night figure is not half of it for one night.
  priceDifference: 25070,
  priceDifferencePerLos: { '1': 12535, '2': 25070 },
  makeup: {
    roomLabel: 'Chambre lits jumeaux',
    activities: ['Marché et cuisine avec un chef', 'Petit-déjeuner buffet'],
    cancellationPolicy: { cancellable: true, daysBefore: 14 },
  },
};

function render(nights: number, props: Partial<Parameters<typeof Extras>[0]> = {}): string {
  const t = createTranslator(getMessages('fr', 'booking'), 'fr');
  return renderToStaticMarkup(
    createElement(Extras, { extras: [EXTRA], base: null, label: 'Séjour', current: CURRENT, nights, tag: 'fr-FR', t, ...props }),
  ).replace(/\u00a0|\u202f/g, ' ');
}

describe('Extras', () => {
  it('gives the difference of one night per night, rounded up to the euro', () => {
    const html = render(1);
    expect(html).toContain('+126 € pour 1 nuit');
    expect(html).not.toContain('251');
  });

  it('gives the per-night difference and the total for several nights', () => {
    expect(render(2)).toContain('+126 € par nuit, +252 € pour 2 nuits');
  });

  it('says the extra is another offer and what it changes before the switch', () => {
    const html = render(2);
    expect(html).toContain('Cet extra est une autre offre de l’hôtel');
    expect(html).toContain('Chambre : Suite → Chambre lits jumeaux');
    expect(html).toContain('Inclus : Marché et cuisine avec un chef, Petit-déjeuner buffet');
    expect(html).toContain('Annulation : gratuite jusqu’à 14 jours avant l’arrivée');
  });

  it('names the extra once the visitor is on its offer', () => {
    const base: ExtraLink = { id: 1582, label: 'Séjour', uri: '/fr/sejour/1582', priceDifference: 0 };
    expect(render(1, { extras: [], base, label: 'Séjour plaisir avec marché et cuisine avec un chef' })).toContain(
      'Extra inclus : Séjour plaisir avec marché et cuisine avec un chef',
    );
  });
});
