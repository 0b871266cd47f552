import type { AstroCookies } from 'astro';
import { describe, expect, it } from 'vitest';
import { buildPath, matchPath } from '../../../i18n/routes';
import { loadBeneficiaryPage, type BeneficiaryMarketPage } from './beneficiary-pages.server';

const noCookies = { get: () => undefined } as unknown as AstroCookies;

describe('the gift login', () => {
  const path = buildPath('fr', 'giftLogin');
  const open = async (search: string) =>
    (await loadBeneficiaryPage(matchPath(path)!, new URL(`https://www.halte.fr${path}${search}`), noCookies)) as Extract<
      BeneficiaryMarketPage,
      { kind: 'giftLogin' }
    >;

  it('fills in a code brought by the voucher’s link, normalised, and only a code', async () => {
    const page = await open('?code=halte-7kqm-x2rd-pz9a-c4te');
    expect(page).toMatchObject({
      kind: 'giftLogin',
      status: 200,
      cacheControl: 'private, no-store',
      props: { prefill: 'HALTE-7KQM-X2RD-PZ9A-C4TE', message: null },
    });
    expect((await open('?code=%3Cscript%3E')).props).toMatchObject({ prefill: null });
    expect((await open('')).props).toMatchObject({ prefill: null });
  });
});
