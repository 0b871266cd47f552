/**
 * A partner minisite says what it gives. The catalogue has no partner rate: the `minisite` id that travels with the
 * searches and quotes changes no price (the same offers, at Halte's prices). So no minisite may promise a better rate
 * or privileges, and each says its prices are the site's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(import.meta.dirname, '../../content/minisites');
const minisites = readdirSync(DIR).map((file) => ({
  file,
  data: JSON.parse(readFileSync(join(DIR, file), 'utf8')) as { minisiteLocale: string; title: string; intro: string },
}));

const RATE_PROMISES =
  /tarif préférentiel|prix préférentiel|privil[èe]ge|réduction|remise|exclusi|voordeeltarief|voordeelprijs|voordeelweekend|korting|exclusie|preferential|discount/i;
const SAME_PRICES: Record<string, RegExp> = {
  fr_FR: /aux mêmes prix que sur Halte/,
  fr_BE: /aux mêmes prix que sur Halte/,
  nl_BE: /dezelfde prijzen als op Halte/,
};

describe('partner minisites', () => {
  it('finds a promised partner rate (the check can fail)', () => {
    expect(RATE_PROMISES.test('Des week-ends à tarif préférentiel pour Club Liberté')).toBe(true);
    expect(RATE_PROMISES.test('Jouw voordeelweekendjes')).toBe(true);
  });

  it.each(minisites)('$file promises no partner rate and says its prices are the site’s', ({ data }) => {
    expect(`${data.title} ${data.intro}`).not.toMatch(RATE_PROMISES);
    expect(data.intro).toMatch(SAME_PRICES[data.minisiteLocale] ?? /$^/);
  });
});
