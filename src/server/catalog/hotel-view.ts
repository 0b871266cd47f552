import type { Selectable } from 'kysely';
import type { Language } from '../../i18n/markets';
import type { MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import type { HotelsTable, Localized } from '../db/schema';
import type { PhraseBanks } from '../db/seed/text-types';
import { buildHotelGallery, toHotelFacts } from '../pictures/gallery.server';

/** Hotel columns the views need (a row of `hotels`). */
export type HotelRecord = Selectable<HotelsTable>;

export interface Crumb {
  id: number;
  label: string;
  type: string;
}

/** What a hotel's gallery shows beyond the hotel itself: its room types and its stays' activities (catalogue keys). */
export interface HotelPictureFacts {
  roomTypes: readonly string[];
  activityKeys: readonly string[];
}

/** Hotel as spec §3 lists it, in one language, with facility names and its gallery (ADR 63). */
export function toHotelView(hotel: HotelRecord, market: MarketKey, lang: Language, texts: PhraseBanks, breadcrumb: Crumb[], pictures: HotelPictureFacts) {
  const facilityName = (key: string) => texts.facilities.find((f) => f.key === key)?.labels[lang] ?? key;
  const city = breadcrumb.find((crumb) => crumb.type === 'city');
  const region = breadcrumb.find((crumb) => crumb.type === 'region');
  return {
    id: hotel.id,
    label: hotel.label,
    star: hotel.star,
    uri: buildPath(market, 'hotel', { id: hotel.id }),
    description: (hotel.descriptions as Localized)[lang],
    images: buildHotelGallery(toHotelFacts(hotel), pictures.roomTypes, pictures.activityKeys, lang, texts),
    breadcrumb,
    active: hotel.active,
    location: {
      address: `${hotel.street_address}, ${hotel.zip_code} ${city?.label ?? ''}`.trim(),
      region: region?.label ?? null,
      city: city?.label ?? null,
      postcode: hotel.zip_code,
      label: city?.label ?? null,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
      completeAddress: { streetAddress: hotel.street_address, zipCode: hotel.zip_code },
      /** ISO country code: the breadcrumb's country step searches it. */
      country: hotel.country,
    },
    infoGeneral: (hotel.info_general as Localized)[lang],
    highlightedFacilities: hotel.highlighted_facilities.map((key) => ({ id: key, name: facilityName(key) })),
    facilities: hotel.facilities.filter((key) => !hotel.eco_facilities.includes(key)).map((key) => ({ id: key, name: facilityName(key) })),
    ecoFacilities: hotel.eco_facilities.map((key) => ({ id: key, name: facilityName(key) })),
    checkInOut: { checkIn: hotel.check_in, checkOut: hotel.check_out },
    policy: {
      petsAllowed: hotel.pets_allowed,
      petsPrice: hotel.pets_price,
      petsMaxWeight: hotel.pets_max_weight,
      petsMaxNumberOfPets: hotel.pets_max_number,
    },
    localTax: {
      amount: hotel.local_tax_amount,
      currency: 'EUR',
      toBePaidAtHotel: true,
      type: hotel.local_tax_type,
      percentage: hotel.local_tax_percentage,
    },
    review: { count: hotel.review_count, score: hotel.review_score },
    importantInfos: (hotel.important_infos as Record<Language, string[]>)[lang] ?? [],
  };
}
