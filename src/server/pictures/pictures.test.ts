import { describe, expect, it } from 'vitest';
import { getBuildingType, getExteriorComposition, getHotelPictures, getRoomBeds, toSetting, type HotelFacts } from '../../domain/pictures';
import { generateCatalog } from '../db/seed/generate';
import { TEXTS } from '../db/seed/texts';
import { getCitySettings } from '../db/seed/destinations';
import { buildActivityGallery, findActivityKeys, getActivityAddress, getBoxAddress, toActivityKeys, toHotelFacts } from './gallery.server';
import { parsePictureRef, toSubjectCode } from './picture-ref';
import { hasActivityPicture, listActivityPictures, renderPictureSvg } from './render';

const catalog = generateCatalog(TEXTS, '2026-01-15', { hotels: 100, packages: 300, activityProducts: 20, reviews: 0 });
const facts = catalog.hotels.map((row) => toHotelFacts(row));
const roomTypes = (id: number) => catalog.rooms.filter((room) => room.hotel_id === id).map((room) => room.type);
const stayActivities = (id: number) =>
  toActivityKeys(
    catalog.packages.filter((pkg) => pkg.hotel_id === id).flatMap((pkg) => pkg.activity_ids),
    TEXTS,
  );
const SNOW = '#f4f7f9';
/** The budget of one picture at the largest size, in bytes. */
const MAX_BYTES = 6144;

function svgOf(kind: string, id: number | string, subject: string): string {
  const ref = parsePictureRef(kind, String(id), subject);
  if (!ref) throw new Error(`No picture at ${kind}/${id}/${subject}`);
  return renderPictureSvg(ref, 960, 540);
}

const exteriorOf = (hotel: HotelFacts) => svgOf('hotel', hotel.id, toSubjectCode(toSetting(hotel.environment), getBuildingType(hotel), { kind: 'exterior' }));

describe('the catalogue pictures', () => {
  it('never draws two hotels the same exterior (the first 100)', () => {
    expect(facts).toHaveLength(100);
    expect(new Set(facts.map(exteriorOf)).size).toBe(100);
  });

  it('draws snow only in the mountains, and keeps every exterior within the budget', () => {
    for (const hotel of facts) {
      const svg = exteriorOf(hotel);
      const { season } = getExteriorComposition(hotel.id, toSetting(hotel.environment));
      expect(svg.includes(SNOW), `hotel ${hotel.id}`).toBe(season === 'winter');
      if (season === 'winter') expect(hotel.environment).toBe('mountain');
      expect(svg.length, `hotel ${hotel.id}`).toBeLessThan(MAX_BYTES);
    }
  });

  it('shows in each gallery only what the hotel has, in the order exterior, rooms, facilities, activities', () => {
    const order = ['exterior', 'room', 'pool', 'spa', 'dining', 'activity'];
    for (const hotel of facts) {
      const pictures = getHotelPictures(hotel, roomTypes(hotel.id), stayActivities(hotel.id), hasActivityPicture);
      const has = (...keys: string[]) => keys.some((key) => hotel.facilities.includes(key));
      const kinds = pictures.map((picture) => picture.subject.kind);
      expect(
        kinds.map((kind) => order.indexOf(kind)),
        `hotel ${hotel.id}`,
      ).toEqual([...kinds.map((kind) => order.indexOf(kind))].sort((a, b) => a - b));
      expect(kinds[0]).toBe('exterior');
      for (const { subject } of pictures) {
        if (subject.kind === 'pool') expect(has(subject.indoor ? 'indoor-pool' : 'outdoor-pool'), `hotel ${hotel.id}`).toBe(true);
        if (subject.kind === 'spa') expect(has('spa', 'sauna', 'hammam', 'hot-tub'), `hotel ${hotel.id}`).toBe(true);
        if (subject.kind === 'dining') expect(has('restaurant'), `hotel ${hotel.id}`).toBe(true);
        if (subject.kind === 'room' && subject.view === 'sea') expect(hotel.environment).toBe('seaside');
        if (subject.kind === 'activity') expect(stayActivities(hotel.id)).toContain(subject.activity);
      }
      const rooms = pictures.flatMap(({ subject }) => (subject.kind === 'room' ? [subject.room] : []));
      expect([...rooms].sort(), `hotel ${hotel.id}`).toEqual([...new Set(roomTypes(hotel.id))].sort());
    }
  });

  it('draws each room with the beds of its type', () => {
    const hotel = facts[0] as HotelFacts;
    const subject = (room: string) => toSubjectCode('countryside', 'manor', { kind: 'room', room, view: 'garden' });
    // A twin room has two single beds where a double has one wide one: their drawings differ, and so do a family's bunks.
    const twin = svgOf('hotel', hotel.id, subject('twin'));
    const double = svgOf('hotel', hotel.id, subject('double'));
    const family = svgOf('hotel', hotel.id, subject('family'));
    expect(new Set([twin, double, family]).size).toBe(3);
    expect(getRoomBeds('twin').singles).toBe(2);
  });

  it('has its own drawing for every activity the generator uses, each within the budget', () => {
    const used = TEXTS.activities.filter((activity) => activity.type === 'activity').map((activity) => activity.key);
    expect(used.filter((key) => !hasActivityPicture(key))).toEqual([]);
    const svgs = listActivityPictures().map((key) => svgOf('activity', 1, toSubjectCode('countryside', 'city', { kind: 'activity', activity: key })));
    expect(new Set(svgs).size).toBe(svgs.length);
    for (const svg of svgs) expect(svg.length).toBeLessThan(MAX_BYTES);
  });

  it('gives each gift box its own picture, of what its title promises, the same in both formats', () => {
    const addresses = new Map(catalog.boxes.map((box) => [box.slug, getBoxAddress(box, TEXTS)]));
    expect(addresses.size).toBe(TEXTS.boxes.length);
    for (const box of catalog.boxes) expect(getBoxAddress(box, TEXTS)).toEqual(addresses.get(box.slug));
    const svgs = [...addresses.values()].map((address) => svgOf(address.kind, address.id, address.subject));
    expect(new Set(svgs).size).toBe(TEXTS.boxes.length);
    for (const svg of svgs) expect(svg.length).toBeLessThan(MAX_BYTES);
    for (const text of TEXTS.boxes) {
      const address = addresses.get(text.slug)!;
      const ref = parsePictureRef(address.kind, address.id, address.subject);
      expect(ref?.type === 'box' && ref.theme, text.slug).toBe(text.themeKey);
      expect(ref?.type === 'box' && ref.scene?.subject, text.slug).toEqual(text.picture);
      if (text.picture.kind === 'activity') {
        const { activity } = text.picture;
        expect(hasActivityPicture(activity), text.slug).toBe(true);
        expect(TEXTS.activities.find((candidate) => candidate.key === activity)?.themeKey, text.slug).toBe(text.themeKey);
      }
    }
  });

  it('shows an activity voucher one picture per activity, each of that activity', () => {
    for (const product of catalog.products) {
      const titles = (product.activities as unknown as Record<string, { title: string }[]>).fr!.map((activity) => activity.title);
      const keys = findActivityKeys(titles, TEXTS);
      expect(keys, `voucher ${product.id}`).toHaveLength(titles.length);
      const gallery = buildActivityGallery(product.id, keys, 'Voucher', 'fr', TEXTS);
      expect(gallery, `voucher ${product.id}`).toHaveLength(new Set(keys).size);
      expect(new Set(gallery.map((picture) => picture['960_540'])).size).toBe(gallery.length);
      gallery.forEach((picture, index) => {
        expect(picture['960_540'], `voucher ${product.id}`).toContain(`.activity.${keys[index]}/`);
        expect(picture.alt, `voucher ${product.id}`).toContain(TEXTS.activities.find((activity) => activity.key === keys[index])!.titles.fr);
      });
    }
  });

  it("draws a voucher's activity in a setting its centre's city has: no beach for an inland town", () => {
    for (const product of catalog.products) {
      const centre = catalog.centres.find((candidate) => candidate.id === product.activity_centre_id)!;
      const city = catalog.destinations.find((destination) => destination.id === centre.city_id)!;
      const around = getCitySettings(city);
      const titles = (product.activities as unknown as Record<string, { title: string }[]>).fr!.map((activity) => activity.title);
      const place = { country: city.country, label: city.label };
      for (const picture of buildActivityGallery(product.id, findActivityKeys(titles, TEXTS), 'Voucher', 'fr', TEXTS, place)) {
        const setting = /\/activity\/\d+\/([a-z-]+)\./.exec(picture['960_540'])?.[1];
        expect(setting === 'city-centre' || around.includes(setting as never), `voucher ${product.id} in ${city.label}: ${setting}`).toBe(true);
      }
      const main = getActivityAddress(product.id, titles, TEXTS, place).subject.split('.')[0];
      expect(main === 'city-centre' || around.includes(main as never) || main === '1', `voucher ${product.id} in ${city.label}: ${main}`).toBe(true);
    }
  });

  it('answers no picture for an address that names nothing', () => {
    expect(parsePictureRef('hotel', '12', 'seaside.igloo.exterior')).toBeNull();
    expect(parsePictureRef('hotel', '12', 'seaside.villa.room.double.moon')).toBeNull();
    expect(parsePictureRef('hotel', '../x', 'seaside.villa.exterior')).toBeNull();
    expect(parsePictureRef('theme', 'x', 'sports')).toBeNull();
  });
});
