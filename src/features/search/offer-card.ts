import type { OfferCard } from '../../domain/search-types';

/**
 * Only the fields a result card shows, so that results rendered on the server do not weigh down the page's
 * island props (the API answer also carries every image, prices per composition, flow modes…).
 */
export function toOfferCard(result: OfferCard): OfferCard {
  return {
    id: result.id,
    index: result.index,
    label: result.label,
    uri: result.uri,
    imageUrl: result.imageUrl,
    images: result.images.slice(0, 1),
    headwords: result.headwords.slice(0, 3),
    sellPrice: result.sellPrice,
    refPrice: result.refPrice,
    promo: result.promo,
    priceType: result.priceType,
    ...(result.perPerson !== undefined && { perPerson: result.perPerson, referencePerPerson: result.referencePerPerson ?? result.perPerson }),
    participants: result.participants,
    nights: result.nights,
    ...(result.allIn && { allIn: result.allIn }),
    distance: result.distance,
    checkin: result.checkin,
    availableRooms: result.availableRooms,
    expiration: result.expiration,
    lastMinute: result.lastMinute,
    marketingLabels: [],
    targetedLabel: null,
    newTab: result.newTab,
    itemCategory: result.itemCategory,
    hotel: result.hotel,
    hasMoreOffers: result.hasMoreOffers,
    legacyPackageCount: result.legacyPackageCount,
  };
}
