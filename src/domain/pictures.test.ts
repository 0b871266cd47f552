import { describe, expect, it } from 'vitest';
import {
  getActivitySetting,
  getBuildingType,
  getExteriorComposition,
  getExteriorCompositionCount,
  getHotelPictures,
  getRoomBeds,
  getRoomView,
  SETTINGS,
  type HotelFacts,
} from './pictures';

const hotel = (facts: Partial<HotelFacts>): HotelFacts => ({
  id: 1,
  label: 'Hôtel du Parc',
  star: 3,
  hotelType: 'hotel',
  environment: 'countryside',
  facilities: [],
  ...facts,
});

describe('getBuildingType', () => {
  it('follows what the name says the house is', () => {
    expect(getBuildingType(hotel({ label: 'Château des Cèdres', star: 5 }))).toBe('chateau');
    expect(getBuildingType(hotel({ label: 'Le Relais du Moulin' }))).toBe('mill');
    expect(getBuildingType(hotel({ label: 'Manoir du Val' }))).toBe('manor');
    expect(getBuildingType(hotel({ label: 'Agriturismo delle Querce' }))).toBe('farmhouse');
    expect(getBuildingType(hotel({ label: 'Villa dei Limoni', environment: 'seaside' }))).toBe('villa');
  });

  it('draws a chalet in the mountains and a city hotel or townhouse in a city centre', () => {
    expect(getBuildingType(hotel({ environment: 'mountain', label: 'Hotel del Sol' }))).toBe('chalet');
    expect(getBuildingType(hotel({ environment: 'city-centre', star: 4 }))).toBe('city');
    expect(getBuildingType(hotel({ environment: 'city-centre', hotelType: 'boutique-hotel', star: 4 }))).toBe('townhouse');
  });
});

describe('rooms', () => {
  it('looks onto the sea only from a sea-view room', () => {
    expect(getRoomView('deluxe-sea-view', 'seaside')).toBe('sea');
    expect(getRoomView('double', 'seaside')).toBe('garden');
    expect(getRoomView('twin', 'mountain')).toBe('mountain');
    expect(getRoomView('family', 'city-centre')).toBe('street');
  });

  it('gives each room type its beds', () => {
    expect(getRoomBeds('twin')).toMatchObject({ double: 0, singles: 2 });
    expect(getRoomBeds('family')).toMatchObject({ double: 1, singles: 2 });
    expect(getRoomBeds('triple')).toMatchObject({ double: 1, singles: 1 });
    expect(getRoomBeds('suite')).toMatchObject({ double: 1, large: true, sofa: true });
  });
});

describe('getExteriorComposition', () => {
  it('gives the first ids of a setting different compositions', () => {
    for (const setting of SETTINGS) {
      const count = getExteriorCompositionCount(setting);
      const keys = new Set(Array.from({ length: count }, (_, i) => JSON.stringify(getExteriorComposition(i + 1, setting))));
      expect(keys.size, setting).toBe(count);
    }
  });

  it('has snow only in the mountains', () => {
    for (const setting of SETTINGS) {
      const seasons = new Set(Array.from({ length: 600 }, (_, i) => getExteriorComposition(i + 1, setting).season));
      expect(seasons.has('winter'), setting).toBe(setting === 'mountain');
    }
  });
});

describe('getHotelPictures', () => {
  const drawn = (key: string) => key !== 'buffet-breakfast';

  it('shows the exterior, the rooms, the facilities it has, then the stay activities, in that order', () => {
    const pictures = getHotelPictures(
      hotel({ facilities: ['wifi', 'restaurant', 'outdoor-pool', 'sauna'] }),
      ['family', 'double', 'double'],
      ['wine-tasting', 'buffet-breakfast', 'wine-tasting'],
      drawn,
    );
    expect(pictures.map((picture) => picture.subject)).toEqual([
      { kind: 'exterior' },
      { kind: 'room', room: 'double', view: 'garden' },
      { kind: 'room', room: 'family', view: 'garden' },
      { kind: 'pool', indoor: false },
      { kind: 'spa' },
      { kind: 'dining' },
      { kind: 'activity', activity: 'wine-tasting' },
    ]);
  });

  it('shows no pool, spa or dining room a hotel does not have', () => {
    const kinds = getHotelPictures(hotel({ facilities: ['wifi', 'parking', 'bar'] }), ['twin'], [], drawn).map((picture) => picture.subject.kind);
    expect(kinds).toEqual(['exterior', 'room']);
  });
});

describe('getActivitySetting', () => {
  it('draws an activity where it naturally happens when its place has that setting, else in an outdoor setting the place has, else in town', () => {
    expect(getActivitySetting('seaside', ['seaside', 'countryside'])).toBe('seaside');
    expect(getActivitySetting('seaside', ['vineyard', 'forest', 'countryside'])).toBe('countryside');
    expect(getActivitySetting('lakeside', ['forest'])).toBe('forest');
    expect(getActivitySetting('seaside', [])).toBe('city-centre');
    expect(getActivitySetting('city-centre', ['seaside'])).toBe('city-centre');
    expect(getActivitySetting('forest', undefined)).toBe('forest');
  });
});
