/**
 * Structured data (schema.org JSON-LD) of the pages (spec §2, §9; ADR 0011): Organization on the homes (ADR 75), Hotel
 * with its offer and rating on hotel and product pages, BreadcrumbList where a breadcrumb is shown, Product for
 * boxes, activity vouchers and the gift card. Builders take plain data and return plain objects; `serializeJsonLd` makes the script's text.
 */

export type JsonLd = Record<string, unknown> & { '@type': string };

const CONTEXT = 'https://schema.org';
const CURRENCY = 'EUR';

/** Spec §9: the structured-data rating used where a page has no reviews of its own: 4.5 of 5, 4146 ratings. */
export const FALLBACK_RATING = { ratingValue: 4.5, bestRating: 5, ratingCount: 4146 } as const;
/** Review scores are out of 10 (spec §9). */
const REVIEW_SCALE = 10;

/** Cents as the decimal string schema.org expects ('12900' → '129.00'). */
export function toPrice(cents: number): string {
  return (Math.round(cents) / 100).toFixed(2);
}

export interface ReviewSummary {
  /** Out of 10, or null when there is none. */
  score: number | null;
  count: number;
}

/** The page's own review score when it has one, else the spec's fixed rating. */
export function buildAggregateRating(review: ReviewSummary | null | undefined): JsonLd {
  if (review && review.score !== null && review.count > 0) {
    return { '@type': 'AggregateRating', ratingValue: review.score, bestRating: REVIEW_SCALE, worstRating: 0, ratingCount: review.count };
  }
  return { '@type': 'AggregateRating', ...FALLBACK_RATING, worstRating: 1 };
}

export interface OrganizationInput {
  name: string;
  /** Absolute URL of the market's home. */
  url: string;
  /** Absolute URL of the logo. */
  logo: string;
  /** Social profiles. */
  sameAs?: readonly string[];
  telephone?: string;
}

export function buildOrganization(input: OrganizationInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: input.name,
    url: input.url,
    logo: input.logo,
    ...(input.sameAs?.length ? { sameAs: [...input.sameAs] } : {}),
    ...(input.telephone ? { contactPoint: { '@type': 'ContactPoint', telephone: input.telephone, contactType: 'customer service' } } : {}),
  };
}

export interface Crumb {
  name: string;
  /** Absolute URL; the last crumb (the page itself) may leave it out. */
  url?: string | undefined;
}

export function buildBreadcrumbList(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}

export interface OfferInput {
  name: string;
  /** Cents. */
  price: number;
  url: string;
  isAvailable: boolean;
}

export function buildOffer(offer: OfferInput): JsonLd {
  return {
    '@type': 'Offer',
    name: offer.name,
    price: toPrice(offer.price),
    priceCurrency: CURRENCY,
    url: offer.url,
    availability: offer.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
  };
}

export interface HotelInput {
  name: string;
  url: string;
  description?: string | undefined;
  image?: string | undefined;
  stars: number;
  address: { street: string; postalCode: string; locality: string; country: string };
  geo?: { latitude: number; longitude: number } | undefined;
  review: ReviewSummary | null;
  /** The offer of a product page, or the cheapest of a hotel page; none when nothing is on sale. */
  offer?: OfferInput | undefined;
}

export function buildHotel(input: HotelInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Hotel',
    name: input.name,
    url: input.url,
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: input.image } : {}),
    ...(input.stars > 0 ? { starRating: { '@type': 'Rating', ratingValue: input.stars } } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: input.address.street,
      postalCode: input.address.postalCode,
      addressLocality: input.address.locality,
      addressCountry: input.address.country,
    },
    ...(input.geo ? { geo: { '@type': 'GeoCoordinates', latitude: input.geo.latitude, longitude: input.geo.longitude } } : {}),
    aggregateRating: buildAggregateRating(input.review),
    ...(input.offer ? { makesOffer: buildOffer(input.offer), priceRange: `${toPrice(input.offer.price)} ${CURRENCY}` } : {}),
  };
}

export interface BoxProductInput {
  name: string;
  description: string;
  url: string;
  image: string;
  /** The box code. */
  sku: string;
  /** Cents. */
  price: number;
  isAvailable: boolean;
}

/** A gift box (spec §2 Box detail); boxes have no reviews of their own, so the spec's rating applies. */
export function buildBoxProduct(input: BoxProductInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: input.name,
    description: input.description,
    image: input.image,
    sku: input.sku,
    brand: { '@type': 'Brand', name: 'Halte' },
    offers: buildOffer({ name: input.name, price: input.price, url: input.url, isAvailable: input.isAvailable }),
    aggregateRating: buildAggregateRating(null),
  };
}

export interface ProductInput {
  name: string;
  description: string;
  url: string;
  /** Absolute URL. */
  image?: string | undefined;
  sku: string;
  /** What is on sale: one offer, or one per amount (a gift card); each with its price in cents. */
  offers: readonly OfferInput[];
}

/**
 * A product sold as such (an activity voucher, a gift card): schema.org Product with its Offer(s), price in EUR and
 * availability. Without reviews of its own the spec's rating applies, as for boxes.
 */
export function buildProduct(input: ProductInput): JsonLd {
  const offers = input.offers.map(buildOffer);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: input.name,
    description: input.description,
    ...(input.image ? { image: input.image } : {}),
    sku: input.sku,
    brand: { '@type': 'Brand', name: 'Halte' },
    ...(offers.length > 0 ? { offers: offers.length === 1 ? offers[0] : offers } : {}),
    aggregateRating: buildAggregateRating(null),
  };
}

/**
 * The text of a JSON-LD script: `<` is escaped so that no value can close the script element or open a
 * comment, whatever marketing or the catalog writes.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The fields of a hotel view (src/server/catalog/hotel-view.ts) that the Hotel object needs. */
export interface HotelViewLike {
  label: string;
  star: number;
  description: string;
  images: readonly Record<string, string>[];
  breadcrumb: readonly { type: string; label: string }[];
  location: { city: string | null; postcode: string; latitude: number; longitude: number; completeAddress: { streetAddress: string } };
  review: ReviewSummary;
}

/** The Hotel object of a hotel view, with absolute addresses against `origin`. */
export function buildHotelFromView(hotel: HotelViewLike, options: { url: string; origin: string; offer?: OfferInput | undefined }): JsonLd {
  const image = hotel.images[0]?.['960_540'];
  return buildHotel({
    name: hotel.label,
    url: options.url,
    description: hotel.description,
    image: image ? new URL(image, options.origin).href : undefined,
    stars: hotel.star,
    address: {
      street: hotel.location.completeAddress.streetAddress,
      postalCode: hotel.location.postcode,
      locality: hotel.location.city ?? '',
      country: hotel.breadcrumb.find((crumb) => crumb.type === 'country')?.label ?? '',
    },
    geo: { latitude: hotel.location.latitude, longitude: hotel.location.longitude },
    review: hotel.review,
    offer: options.offer,
  });
}
