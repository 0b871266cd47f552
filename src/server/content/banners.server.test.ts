import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { getMarket } from '../../i18n/markets';
import { getCampaignView } from './banners.server';

// The content collection is Astro's at run time; here the market's real content file stands in for it.
vi.mock('./content.server', () => ({
  getLocaleContent: async (collection: string, locale: string) => JSON.parse(readFileSync(`content/${collection}/${locale}.json`, 'utf8')),
}));

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('campaign banner end', () => {
  it("states the end on the market's clock: 23:59 in Paris, whatever the server's time zone", async () => {
    const view = await getCampaignView(getMarket('fr'), 'black-friday-2026', Date.parse('2026-11-25T12:00:00Z'));
    expect(view?.countdown?.end).toBe(Date.parse('2026-11-30T23:59:59+01:00'));
    expect(plain(view?.countdown?.endsOn ?? '')).toBe('30 novembre 2026 à 23:59');
  });
});
