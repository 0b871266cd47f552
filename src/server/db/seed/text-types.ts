/** Shapes of the phrase banks the catalog generator draws from (filled in texts.ts). */
import type { PictureSubject } from '../../../domain/pictures';

export type Lang = 'fr' | 'es' | 'it' | 'nl';
export type CountryCode = 'FR' | 'ES' | 'IT' | 'NL' | 'BE';
export type Localized = Record<Lang, string>;
export type LocalizedList = Record<Lang, string[]>;
export type ThemeKey = 'wellness' | 'romantic' | 'gastronomy' | 'family';

export interface SubthemeText {
  id: number;
  themeKey: ThemeKey;
  key: string;
  names: Localized;
}

export interface FacilityText {
  key: string;
  labels: Localized;
  /** Counts as an eco facility (eco-label notice at 8 or more). */
  isEco: boolean;
}

export interface RoomTypeText {
  key: string;
  labels: Localized;
  descriptions: Localized;
  bedding: Localized;
  capacity: number;
  maxCapacity: number;
  sizeRange: [number, number];
  highlights: LocalizedList;
}

export interface ActivityText {
  key: string;
  themeKey: ThemeKey;
  type: 'activity' | 'dinner' | 'breakfast';
  titles: Localized;
  details: Localized;
  /** Minutes. */
  duration: number;
  /** Reasonable price for two people in cents (used to price packages). */
  priceForTwo: number;
}

export interface PhraseBanks {
  subthemes: SubthemeText[];
  themeNames: Record<ThemeKey, Localized>;
  /** Hotel name patterns per country in the country's language; {noun} and {place} are filled. */
  hotelNamePatterns: Record<CountryCode, string[]>;
  hotelNouns: Record<CountryCode, string[]>;
  /** Paragraph templates; placeholders {hotel} {city} {region} {stars} {environment}. */
  hotelDescriptions: LocalizedList;
  hotelTypes: { key: string; labels: Localized }[];
  environments: { key: string; labels: Localized }[];
  styles: { key: string; labels: Localized }[];
  facilities: FacilityText[];
  roomTypes: RoomTypeText[];
  activities: ActivityText[];
  /** Package title templates; placeholders {activity} {nights} {city}. */
  packageTitles: LocalizedList;
  /** Program line templates; placeholders {nights} {room} {activity} {dinner} {breakfast}. */
  programLines: LocalizedList;
  headwords: LocalizedList;
  reviewPositive: LocalizedList;
  reviewNegative: LocalizedList;
  reviewTypes: string[];
  customerFirstNames: LocalizedList;
  marketingLabels: LocalizedList;
  importantInfos: LocalizedList;
  activityCentreNames: Record<CountryCode, string[]>;
  /** Templates for activity-only descriptions; placeholders {activity} {city} {centre}. */
  activityDescriptions: LocalizedList;
  niceToKnow: LocalizedList;
  schedules: LocalizedList;
  /** `picture`: what the box's picture shows behind the box, after its title and content (a spa, a wine tasting). */
  boxes: {
    slug: string;
    themeKey: ThemeKey;
    titles: Localized;
    descriptions: Localized;
    includedContent: Localized;
    nights: number;
    picture: PictureSubject;
  }[];
  subElementCategories: { id: number; names: Localized; singleSelection: boolean }[];
  customSubElements: { id: number; categoryId: number; names: Localized; price: number; recommendedByWed: boolean }[];
  streetNames: Record<CountryCode, string[]>;
}
