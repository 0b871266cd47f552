import { describe, expect, it } from 'vitest';
import {
  FALLBACK_RATING,
  buildAggregateRating,
  buildBoxProduct,
  buildBreadcrumbList,
  buildHotelFromView,
  buildOrganization,
  buildProduct,
  serializeJsonLd,
  toPrice,
} from './structured-data';

const hotel = {
  label: 'Hôtel du Lac',
  star: 4,
  description: 'Au bord du lac.',
  images: [{ '960_540': '/api/images/hotel/1/1/960_540.svg' }],
  breadcrumb: [
    { type: 'country', label: 'France' },
    { type: 'city', label: 'Annecy' },
  ],
  location: { city: 'Annecy', postcode: '74000', latitude: 45.9, longitude: 6.13, completeAddress: { streetAddress: '1 quai du Lac' } },
  review: { score: 8.7, count: 120 },
};

describe('structured data', () => {
  it('writes prices as decimal strings of euros', () => {
    expect(toPrice(12900)).toBe('129.00');
    expect(toPrice(1999)).toBe('19.99');
  });

  it('rates with the page own reviews, else with the spec fixed 4.5 of 5 from 4146 ratings', () => {
    expect(buildAggregateRating({ score: 8.7, count: 120 })).toMatchObject({ ratingValue: 8.7, bestRating: 10, ratingCount: 120 });
    expect(buildAggregateRating({ score: null, count: 0 })).toMatchObject({ ratingValue: 4.5, bestRating: 5, ratingCount: 4146 });
    expect(FALLBACK_RATING).toEqual({ ratingValue: 4.5, bestRating: 5, ratingCount: 4146 });
  });

  it('describes a hotel with its address, offer and rating', () => {
    const data = buildHotelFromView(hotel, {
      url: 'https://h.example/fr/hotel/1',
      origin: 'https://h.example',
      offer: { name: 'Week-end spa', price: 25900, url: 'https://h.example/fr/sejour/9', isAvailable: true },
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: 'Hôtel du Lac',
      image: 'https://h.example/api/images/hotel/1/1/960_540.svg',
      starRating: { '@type': 'Rating', ratingValue: 4 },
      address: { '@type': 'PostalAddress', streetAddress: '1 quai du Lac', postalCode: '74000', addressLocality: 'Annecy', addressCountry: 'France' },
      makesOffer: { '@type': 'Offer', price: '259.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 8.7 },
    });
  });

  it('numbers breadcrumb items from 1 and leaves the current page without an item', () => {
    const list = buildBreadcrumbList([{ name: 'Home', url: 'https://h.example/fr/' }, { name: 'Hôtel du Lac' }]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://h.example/fr/' },
      { '@type': 'ListItem', position: 2, name: 'Hôtel du Lac' },
    ]);
  });

  it('describes a box as a product with an offer and the fixed rating', () => {
    const box = buildBoxProduct({
      name: 'Évasion',
      description: 'Une nuit',
      url: 'https://h.example/fr/coffrets-cadeaux/p/evasion/EV-EBOX',
      image: 'https://h.example/x.svg',
      sku: 'EV-EBOX',
      price: 9990,
      isAvailable: true,
    });
    expect(box).toMatchObject({
      '@type': 'Product',
      sku: 'EV-EBOX',
      offers: { price: '99.90', priceCurrency: 'EUR' },
      aggregateRating: { ratingValue: 4.5, ratingCount: 4146 },
    });
  });

  it('names the organisation and its profiles', () => {
    expect(
      buildOrganization({ name: 'Halte', url: 'https://h.example/fr/', logo: 'https://h.example/favicon.svg', sameAs: ['https://www.facebook.com/halte.fr'] }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Halte',
      url: 'https://h.example/fr/',
      logo: 'https://h.example/favicon.svg',
      sameAs: ['https://www.facebook.com/halte.fr'],
    });
  });

  it('serialises so that no value can close the script element', () => {
    const text = serializeJsonLd({ '@type': 'Thing', name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ '@type': 'Thing', name: '</script><script>alert(1)</script>' });
  });
});

describe('buildProduct', () => {
  const base = {
    name: 'Balade en kayak',
    description: 'Deux heures sur la rivière.',
    url: 'https://h.example/fr/activite/5',
    image: 'https://h.example/i.svg',
    sku: 'activity-5',
  };

  it('is a Product with one Offer in EUR and its availability', () => {
    const product = buildProduct({ ...base, offers: [{ name: 'Balade en kayak', price: 4900, url: base.url, isAvailable: true }] });
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Balade en kayak',
      sku: 'activity-5',
      image: 'https://h.example/i.svg',
      offers: { '@type': 'Offer', price: '49.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url: base.url },
      aggregateRating: { '@type': 'AggregateRating' },
    });
  });

  it('lists one Offer per amount, and says when it can no longer be bought', () => {
    const card = buildProduct({ ...base, offers: [2500, 5000].map((price) => ({ name: `Carte ${price}`, price, url: base.url, isAvailable: true })) });
    expect(card.offers).toEqual([expect.objectContaining({ price: '25.00' }), expect.objectContaining({ price: '50.00' })]);
    const gone = buildProduct({ ...base, offers: [{ name: 'x', price: 100, url: base.url, isAvailable: false }] });
    expect((gone.offers as { availability: string }).availability).toBe('https://schema.org/SoldOut');
  });
});
