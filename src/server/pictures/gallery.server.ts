/**
 * The pictures the pages show, with their text alternatives in the page's language (ADR 63): a hotel's gallery
 * (exterior, rooms, facilities, its stay's activities), an activity voucher's activities, a theme's tile.
 */
import { getActivitySetting, getExteriorComposition, getHotelPictures, getRoomBeds, type HotelFacts, type HotelPicture } from '../../domain/pictures';
import { getThemeById, type ThemeKey } from '../../domain/themes';
import { getT } from '../../i18n/i18n';
import type { Language } from '../../i18n/markets';
import { getCitySettings } from '../db/seed/destinations';
import type { PhraseBanks } from '../db/seed/text-types';
import { buildImagesBySize, type ImageKind, type ImageSize } from '../images';
import { toBoxSubjectCode, toSubjectCode } from './picture-ref';
import { getActivityHome, hasActivityPicture } from './render';

/** One picture in the sizes of spec §9 and what it shows, in words. */
export type GalleryPicture = Record<ImageSize, string> & { alt: string };

/** A hotel row's facts, as the pictures need them. */
export function toHotelFacts(hotel: {
  id: number;
  label: string;
  star: number;
  hotel_type: string;
  environment: string;
  facilities: readonly string[];
}): HotelFacts {
  return { id: hotel.id, label: hotel.label, star: hotel.star, hotelType: hotel.hotel_type, environment: hotel.environment, facilities: hotel.facilities };
}

function bedsKey(roomType: string): string {
  const beds = getRoomBeds(roomType);
  if (beds.double === 0) return 'twin';
  if (beds.singles >= 2) return 'family';
  if (beds.singles === 1) return 'triple';
  if (beds.large) return beds.sofa ? 'largeSofa' : 'large';
  return 'double';
}

/** What a hotel picture shows, in `lang`. */
export function describeHotelPicture(picture: HotelPicture, lang: Language, texts: PhraseBanks): string {
  const t = getT(lang, 'pictures');
  const { subject } = picture;
  switch (subject.kind) {
    case 'exterior': {
      const { season, time } = getExteriorComposition(picture.hotelId, picture.setting);
      return t('exterior', {
        building: t(`building.${picture.building}`),
        setting: t(`setting.${picture.setting}`),
        season: t(`season.${season}`),
        time: t(`time.${time}`),
      });
    }
    case 'room': {
      const label = texts.roomTypes.find((type) => type.key === subject.room)?.labels[lang] ?? subject.room;
      return t('room', { room: label, beds: t(`beds.${bedsKey(subject.room)}`), view: t(`view.${subject.view}`) });
    }
    case 'pool':
      return t(subject.indoor ? 'indoorPool' : 'outdoorPool');
    case 'spa':
      return t('spa');
    case 'dining':
      return t('dining');
    case 'activity':
      return texts.activities.find((activity) => activity.key === subject.activity)?.titles[lang] ?? subject.activity;
  }
}

function toGalleryPicture(picture: HotelPicture, name: string, lang: Language, texts: PhraseBanks, kind: 'hotel' | 'activity' = 'hotel'): GalleryPicture {
  const code = toSubjectCode(picture.setting, picture.building, picture.subject);
  return {
    ...buildImagesBySize(kind, picture.hotelId, code),
    alt: getT(lang, 'pictures')('picture', { name, subject: describeHotelPicture(picture, lang, texts) }),
  };
}

/** Catalogue activity keys from the activity ids of a package (1-based positions in the phrase banks). */
export function toActivityKeys(activityIds: readonly number[], texts: PhraseBanks): string[] {
  return activityIds.map((id) => texts.activities[id - 1]?.key ?? '').filter(Boolean);
}

/**
 * A hotel's gallery in `lang`: its exterior, its room types, its pool, spa and dining room when it has them, then
 * `activityKeys` (its stay's activities), each picture with its text alternative.
 */
export function buildHotelGallery(
  hotel: HotelFacts,
  roomTypes: readonly string[],
  activityKeys: readonly string[],
  lang: Language,
  texts: PhraseBanks,
): GalleryPicture[] {
  return getHotelPictures(hotel, roomTypes, activityKeys, hasActivityPicture).map((picture) => toGalleryPicture(picture, hotel.label, lang, texts));
}

/** Where one picture is: /api/images/{kind}/{id}/{subject}/… (the voucher draws it from the same parts). */
export interface PictureAddress {
  kind: ImageKind;
  id: string;
  subject: string;
}

/** A picture's address in every size. */
export function toImages(address: PictureAddress): Record<ImageSize, string> {
  return buildImagesBySize(address.kind, address.id, address.subject);
}

/** A hotel's exterior: the picture of its cards, e-mails and vouchers. */
export function getExteriorAddress(hotel: HotelFacts): PictureAddress {
  const [exterior] = getHotelPictures(hotel, [], [], hasActivityPicture);
  return { kind: 'hotel', id: String(hotel.id), subject: exterior ? toSubjectCode(exterior.setting, exterior.building, exterior.subject) : '1' };
}

function buildExteriorImages(hotel: HotelFacts): Record<ImageSize, string> {
  return toImages(getExteriorAddress(hotel));
}

/**
 * A gift box's picture: the box in front of what its title promises (a spa, a wine tasting, a family room), drawn
 * where it naturally happens; one picture per box, the same in both formats. A box the phrase banks do not know
 * shows its theme's picture.
 */
export function getBoxAddress(box: { slug: string; theme_id: number }, texts: PhraseBanks): PictureAddress {
  const theme = getThemeById(box.theme_id)?.key ?? 'romantic';
  const subject = texts.boxes.find((text) => text.slug === box.slug)?.picture;
  if (!subject) return { kind: 'box', id: box.slug, subject: theme };
  const setting = subject.kind === 'activity' ? getActivityHome(subject.activity) : 'countryside';
  return { kind: 'box', id: box.slug, subject: toBoxSubjectCode(theme, { setting, building: 'manor', subject }) };
}

/** The city of an activity's centre, as the destinations table names it. */
export interface ActivityPlace {
  country: string;
  label: string;
}

/** Where activity `key` of a voucher is drawn: where it naturally happens, if its centre's city has that (ADR 65). */
function activitySetting(key: string, place: ActivityPlace | undefined) {
  return getActivitySetting(getActivityHome(key), place && getCitySettings(place as Parameters<typeof getCitySettings>[0]));
}

/** An activity voucher's main picture: its first activity (`titlesFr`: its activities' French titles), around its centre's city. */
export function getActivityAddress(productId: number, titlesFr: readonly string[], texts: PhraseBanks, place?: ActivityPlace): PictureAddress {
  const [key] = findActivityKeys(titlesFr, texts);
  if (!key) return { kind: 'activity', id: String(productId), subject: '1' };
  return { kind: 'activity', id: String(productId), subject: toSubjectCode(activitySetting(key, place), 'city', { kind: 'activity', activity: key }) };
}

/** The picture of one room type of a hotel. */
export function buildRoomImages(hotel: HotelFacts, roomType: string, lang: Language, texts: PhraseBanks): GalleryPicture {
  const room = getHotelPictures(hotel, [roomType], [], hasActivityPicture)[1];
  return room ? toGalleryPicture(room, hotel.label, lang, texts) : { ...buildExteriorImages(hotel), alt: hotel.label };
}

/** Catalogue activity keys of an activity voucher, found from its activity titles in French. */
export function findActivityKeys(titlesFr: readonly string[], texts: PhraseBanks): string[] {
  // Stored French titles have their no-break spaces (French typography), the phrase banks plain ones.
  const plain = (title: string) => title.replace(/[\u00a0\u202f]/g, ' ');
  return titlesFr
    .map((title) => texts.activities.find((activity) => plain(activity.titles.fr) === plain(title))?.key ?? '')
    .filter((key) => key !== '' && hasActivityPicture(key));
}

/** An activity voucher's pictures: each of its activities where it naturally happens, if its centre's city has that. */
export function buildActivityGallery(
  productId: number,
  activityKeys: readonly string[],
  name: string,
  lang: Language,
  texts: PhraseBanks,
  place?: ActivityPlace,
): GalleryPicture[] {
  return [...new Set(activityKeys)].map((activity) =>
    toGalleryPicture(
      { hotelId: productId, setting: activitySetting(activity, place), building: 'city', subject: { kind: 'activity', activity } },
      name,
      lang,
      texts,
      'activity',
    ),
  );
}

/** What a theme's picture (a home page tile, /api/images/theme/{theme}/…) shows, in `lang`; '' for another picture. */
export function describeThemePicture(path: string, lang: Language): string {
  const theme = /^\/api\/images\/theme\/(wellness|romantic|gastronomy|family)\//.exec(path)?.[1] as ThemeKey | undefined;
  return theme ? getT(lang, 'pictures')(`theme.${theme}`) : '';
}
