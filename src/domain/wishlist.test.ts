import { describe, expect, it } from 'vitest';
import {
  MAX_WISHLIST_ITEMS,
  formatWishlistRefs,
  isWishlistItem,
  localiseWishlistItems,
  mergeWishlists,
  parseWishlistRefs,
  toggleWishlistItem,
  type WishlistItem,
} from './wishlist';

const stay = (id: number, label = `Stay ${id}`): WishlistItem => ({
  id,
  type: 'STAY',
  label,
  imageUrl: `/api/images/p/${id}.svg`,
  uri: `/fr/sejour/${id}`,
  headwords: [],
});
const activity = (id: number): WishlistItem => ({ id, type: 'ACTIVITY', label: `Activity ${id}`, imageUrl: '', uri: `/fr/activite/${id}`, headwords: [] });

describe('mergeWishlists', () => {
  it('adds the browser items the account lacks, in front, without duplicates', () => {
    const merged = mergeWishlists([stay(1), activity(2)], [stay(3), stay(1, 'Stay 1 seen elsewhere'), activity(4)]);
    expect(merged.map((i) => `${i.type}-${i.id}`)).toEqual(['STAY-3', 'ACTIVITY-4', 'STAY-1', 'ACTIVITY-2']);
    expect(merged.find((i) => i.id === 1)?.label).toBe('Stay 1');
  });

  it('tells a stay and an activity with the same id apart', () => {
    expect(mergeWishlists([stay(7)], [activity(7)])).toHaveLength(2);
  });

  it('drops duplicates inside one list and keeps the bound', () => {
    const many = Array.from({ length: MAX_WISHLIST_ITEMS + 10 }, (_, i) => stay(i + 1));
    expect(mergeWishlists(many, [stay(500), stay(500)])).toHaveLength(MAX_WISHLIST_ITEMS);
  });
});

describe('toggleWishlistItem', () => {
  it('adds an item in front, and removes it the second time', () => {
    const added = toggleWishlistItem([stay(1)], stay(2));
    expect(added.map((i) => i.id)).toEqual([2, 1]);
    expect(toggleWishlistItem(added, stay(2)).map((i) => i.id)).toEqual([1]);
  });
});

describe('isWishlistItem', () => {
  it('accepts a stay and an activity with a path on the site', () => {
    expect(isWishlistItem(stay(1))).toBe(true);
    expect(isWishlistItem({ ...activity(2), hotel: { id: 4, label: 'Hôtel', stars: 3 } })).toBe(true);
  });

  it('refuses items without a uri on the site or with a wrong type', () => {
    expect(isWishlistItem({ ...stay(1), uri: '' })).toBe(false);
    expect(isWishlistItem({ ...stay(1), uri: 'https://evil.example/' })).toBe(false);
    expect(isWishlistItem({ ...stay(1), uri: '//evil.example/' })).toBe(false);
    expect(isWishlistItem({ ...stay(1), imageUrl: 'javascript:alert(1)' })).toBe(false);
    expect(isWishlistItem({ ...stay(1), type: 'BOX' })).toBe(false);
    expect(isWishlistItem({ ...stay(1), id: -1 })).toBe(false);
    expect(isWishlistItem(null)).toBe(false);
  });
});

describe('wishlist in the page language', () => {
  const stay: WishlistItem = { id: 12, type: 'STAY', label: 'Escapada en Sevilla', imageUrl: '', uri: '/es/estancia/12', headwords: [] };
  const activity: WishlistItem = { id: 3, type: 'ACTIVITY', label: 'Paseo en barco', imageUrl: '', uri: '/es/actividad/3', headwords: [] };

  it("takes the page's label and path where known, and keeps the stored ones otherwise", () => {
    const shown = localiseWishlistItems(
      [stay, activity],
      [
        { type: 'STAY', id: 12, label: 'Uitje in Sevilla', uri: '/nl-be/verblijf/12' },
        { type: 'STAY', id: 3, label: 'Niet deze', uri: '/x' },
      ],
    );
    expect(shown.map((item) => [item.label, item.uri])).toEqual([
      ['Uitje in Sevilla', '/nl-be/verblijf/12'],
      ['Paseo en barco', '/es/actividad/3'],
    ]);
  });

  it('writes and reads the ids as one query value, in a stable order', () => {
    expect(formatWishlistRefs([stay, activity])).toBe('ACTIVITY-3,STAY-12');
    expect(parseWishlistRefs('ACTIVITY-3,STAY-12')).toEqual([
      { type: 'ACTIVITY', id: 3 },
      { type: 'STAY', id: 12 },
    ]);
    expect(parseWishlistRefs('')).toEqual([]);
    for (const bad of ['HOTEL-1', 'STAY-0', 'STAY-01', 'STAY-99999999999', 'STAY-1,', Array.from({ length: 101 }, (_, i) => `STAY-${i + 1}`).join(',')]) {
      expect(parseWishlistRefs(bad)).toBeUndefined();
    }
  });
});
