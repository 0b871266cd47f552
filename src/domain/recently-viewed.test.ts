import { describe, expect, it } from 'vitest';
import { addRecentlyViewed, parseRecentlyViewed, RECENTLY_VIEWED_MAX, type RecentlyViewed } from './recently-viewed';

const item = (id: number): RecentlyViewed => ({
  id,
  type: 'STAY',
  label: `Offer ${id}`,
  imageUrl: '/x.svg',
  price: 9900,
  hotel: 'Hotel',
  uri: `/fr/sejour/${id}`,
});

describe('recently viewed', () => {
  it('puts the newest first and keeps one entry per offer', () => {
    const list = addRecentlyViewed(addRecentlyViewed(addRecentlyViewed([], item(1)), item(2)), item(1));
    expect(list.map((entry) => entry.id)).toEqual([1, 2]);
  });

  it('keeps at most the cap', () => {
    let list: RecentlyViewed[] = [];
    for (let id = 1; id <= RECENTLY_VIEWED_MAX + 3; id += 1) list = addRecentlyViewed(list, item(id));
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0]?.id).toBe(RECENTLY_VIEWED_MAX + 3);
  });

  it('drops garbage read from storage', () => {
    expect(parseRecentlyViewed('nope')).toEqual([]);
    expect(parseRecentlyViewed([item(1), { id: 'x' }, { ...item(2), uri: 'https://evil.example/' }])).toEqual([item(1)]);
  });
});
