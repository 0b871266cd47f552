import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/client';
import { changePaxCount, changeParticipants, getAgeHint, getPaxSummary, type PaxSelection } from './pax-selection';

function flatten(tree: object, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...flat, [path]: value } : { ...flat, ...flatten(value as object, path) };
  }, {});
}

const translate = (language: string) =>
  createTranslator(flatten(JSON.parse(readFileSync(new URL(`../../../locales/${language}/searchbox.json`, import.meta.url), 'utf8')) as object), language);
const t = translate('en');

const couple: PaxSelection = { adults: 2, children: 0, babies: 0, singleRoom: false };

describe('changePaxCount', () => {
  it('ticks single room when a child or a baby joins, and unticks it when the last one leaves', () => {
    const withChild = changePaxCount(couple, 'children', 1);
    expect(withChild).toEqual({ adults: 2, children: 1, babies: 0, singleRoom: true });
    const withBaby = changePaxCount(withChild, 'babies', 1);
    const withoutChild = changePaxCount(withBaby, 'children', 0);
    expect(withoutChild.singleRoom).toBe(true);
    expect(changePaxCount(withoutChild, 'babies', 0)).toEqual(couple);
  });

  it('keeps a manual choice while children or babies stay', () => {
    const unticked = { ...changePaxCount(couple, 'children', 1), singleRoom: false };
    expect(changePaxCount(unticked, 'children', 2).singleRoom).toBe(false);
    expect(changePaxCount(unticked, 'adults', 3).singleRoom).toBe(false);
    expect(changePaxCount({ ...couple, singleRoom: true }, 'adults', 3).singleRoom).toBe(true);
  });

  it('ignores counts out of bounds (adults 1–20, children and babies 0–10)', () => {
    expect(changePaxCount(couple, 'adults', 0)).toBe(couple);
    expect(changePaxCount(couple, 'adults', 21)).toBe(couple);
    expect(changePaxCount(couple, 'children', 11)).toBe(couple);
    expect(changePaxCount(couple, 'babies', -1)).toBe(couple);
  });
});

describe('changeParticipants', () => {
  it('accepts 1 to 2 participants only', () => {
    expect(changeParticipants(couple, 1).adults).toBe(1);
    expect(changeParticipants(couple, 3)).toBe(couple);
    expect(changeParticipants(couple, 0)).toBe(couple);
  });
});

describe('getPaxSummary', () => {
  it('lists adults, then children and babies when there are any, with plurals', () => {
    expect(getPaxSummary(couple, 'booking', t)).toBe('2 adults');
    expect(getPaxSummary({ adults: 1, children: 1, babies: 0 }, 'booking', t)).toBe('1 adult, 1 child');
    expect(getPaxSummary({ adults: 2, children: 2, babies: 1 }, 'booking', t)).toBe('2 adults, 2 children, 1 baby');
    expect(getPaxSummary(couple, 'gifting', t)).toBe('2 adults');
  });

  it('counts participants in the activity mode', () => {
    expect(getPaxSummary({ adults: 1, children: 0, babies: 0 }, 'activity', t)).toBe('1 participant');
    expect(getPaxSummary(couple, 'activity', t)).toBe('2 participants');
  });

  it('is translated in every language', () => {
    expect(getPaxSummary({ adults: 2, children: 1, babies: 0 }, 'booking', translate('fr'))).toBe('2 adultes, 1 enfant');
    expect(getPaxSummary({ adults: 1, children: 0, babies: 2 }, 'booking', translate('nl'))).toBe("1 volwassene, 2 baby's");
  });
});

describe('getAgeHint', () => {
  it('gives the ages of PAX_AGE_HINTS', () => {
    expect(getAgeHint('adults', t)).toBe('12 years and over');
    expect(getAgeHint('children', t)).toBe('3 to 11 years');
    expect(getAgeHint('babies', t)).toBe('0 to 2 years');
  });
});
