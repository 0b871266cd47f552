/** Shapes the search screens receive from the catalog API (spec §3), as the browser sees them. */
import type { AllInPrice } from './all-in-price';

/** A place from /api/autocomplete-geonames.json. */
export interface Destination {
  id: number;
  pos: string;
  label: string;
  /** city, department, region, touristic_region, country, poi, ski_resort, sea_resort, hotel */
  category: string;
  latitude: number | null;
  longitude: number | null;
  value: string;
  postalcode: string | null;
}

/** An entry of the recent searches kept in the browser (max 3, newest first). */
export interface RecentSearch {
  id: number;
  label: string;
  category: string;
}

export interface ImageSizes {
  '120_80': string;
  '640_360': string;
  '960_540': string;
}

/** One result card of /api/offers.json. */
export interface OfferCard {
  id: number;
  index: number;
  label: string;
  uri: string;
  imageUrl: string;
  images: ImageSizes[];
  headwords: string[];
  sellPrice: number;
  refPrice: number;
  promo: number;
  priceType: 'from' | 'final';
  /** Price per person of the stay (ADR 16), rounded up to the euro; absent on cards of other sources. */
  perPerson?: number;
  referencePerPerson?: number;
  participants: number;
  nights: number;
  /** The priced stay for the searched party with its tourist tax (ADR 53); absent on gift cards. */
  allIn?: AllInPrice;
  distance: number | null;
  checkin: string | null;
  /** In a flexible month's search, the stay the card is priced for (its cheapest of the month). */
  flexibleStay?: { checkin: string; checkout: string };
  availableRooms: number | null;
  expiration: string | null;
  /** The cancellation terms of the stay the price is for: free until that day, or null for non-refundable. */
  cancellationPolicy?: { cancellable: boolean; daysBefore: number; freeCancellationUntil: string | null };
  lastMinute: boolean;
  marketingLabels: readonly string[];
  targetedLabel: string | null;
  newTab: boolean;
  itemCategory: string;
  hotel: {
    id: number;
    label: string;
    uri: string;
    stars: number;
    location: { label: string; lat: number; lng: number };
    review: { count: number; average: number | null };
  };
  hasMoreOffers: boolean;
  legacyPackageCount: number;
}

/** A pin of the results map. */
export interface MapPin {
  id: number;
  lat: number;
  lng: number;
  /** Hotel name, shown in the info card and as the pin's accessible name. */
  label: string;
  /** Offer title. */
  offerLabel: string;
  /** Formatted price, e.g. '97 €'. */
  priceLabel: string;
  /** What the price is for, as the result cards say it: 'per person', 'per night'. */
  priceUnit?: string | undefined;
  /** 'From', when the price is the lowest of several dates, as the result cards say it. */
  priceFrom?: string | undefined;
  imageUrl: string;
  uri: string;
}

/** A result of /api/map-pins.json: every result of a search on the map (ADR 59). */
export interface MapPinResult {
  id: number;
  hotelId: number;
  lat: number;
  lng: number;
  hotel: string;
  label: string;
  uri: string;
  /** The hotel's page: in the hotel flow a pin, like its card, opens the hotel's rooms (ADR 54). */
  hotelUri: string;
  imageUrl: string;
  /** Nights of the stay priced, for the link to the offer. */
  nights: number;
  /** The card's price (spec §9), in cents, and what it is for. */
  price: { amount: number; unit: 'person' | 'night' | 'participant'; isFrom: boolean };
  /** The stay's total with its tourist tax, for the all-in view (ADR 53); absent for a gift. */
  allIn?: AllInPrice;
}

/** Answer of /api/map-pins.json. */
export interface MapPinsResponse {
  totalCount: number;
  /** Pins sent at most: past it, the best-ranked ones. */
  limit: number;
  pins: MapPinResult[];
}

/** Search details of /api/offers.json (spec §3). */
export interface SearchDetails {
  totalCount: number;
  /** The search page's address for these criteria (spec §3). */
  uri: string | null;
  destination: { id: number; label: string; category: string; latitude: number; longitude: number; country: string } | null;
  locationHierarchy: { id: number; label: string; type: string }[];
  /** A map area searched (ADR 59) and the place of the catalog that holds all its results, if any. */
  area?: { bbox: readonly [number, number, number, number]; place: { id: number; label: string; category: string } | null } | null;
}

/** Answer of /api/offers.json. */
export interface OffersResponse {
  searchDetails: SearchDetails;
  page: number;
  limit: number;
  sort: string;
  results: OfferCard[];
}

/** One activity-only product of /api/search/activity-only.json. */
export interface ActivityCard {
  id: number;
  label: string;
  uri: string;
  imageUrl: string;
  activityCenter: { label: string; location: { label: string; lat: number; lng: number } };
  participants: number;
  price: { barPrice: number; refPrice: number; sellPrice: number; promoPercentageRounded: number; moneySaved: number };
  priceType: 'final';
}

/** Answer of /api/search/activity-only.json. */
export interface ActivityResponse {
  exactMatch: { activityOnlyPackages: ActivityCard[]; totalCount: number };
  page: number;
}

/** A facet value with its count. */
export interface FacetOption {
  id: string | number;
  name: string;
  count: number;
}

/** Answer of /api/facets.json. */
export interface FacetsResponse {
  totalCount: number;
  /** Hotels with a stay that can still be cancelled with a refund. */
  freeCancellation: number;
  stars: { value: number; count: number }[];
  hotelScores: { value: number; count: number }[];
  facilities: (FacetOption & { isEco: boolean })[];
  hotelTypes: FacetOption[];
  hotelEnvironments: FacetOption[];
  hotelStyles: FacetOption[];
  activities: { id: number; name: string; items: FacetOption[] }[];
}
