import { describe, expect, it } from 'vitest';
import { FUZZY_MATCH_THRESHOLD, foldText, getMatchFloor, getMatchScore, getTrigrams, getTrigramSimilarity } from './text-match';

const score = (name: string, query: string) => getMatchScore(foldText(name), foldText(query), getTrigrams(query), getTrigrams(name));

describe('text matching', () => {
  it('folds accents and case', () => {
    expect(foldText('Liège Côte d’Azur')).toBe('liege cote d’azur');
  });

  it('builds pg_trgm style trigrams', () => {
    expect([...getTrigrams('cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat']);
    expect(getTrigramSimilarity(getTrigrams('word'), getTrigrams('word'))).toBe(1);
    expect(getTrigramSimilarity(getTrigrams('abc'), getTrigrams('xyz'))).toBe(0);
  });

  it('ranks whole name, prefix, word start, inside, fuzzy', () => {
    expect(score('Liège', 'liege')).toBe(4);
    expect(score('Bordeaux', 'bor')).toBe(3);
    expect(score('Saint-Émilion', 'emil')).toBe(2.5);
    expect(score('Montpellier', 'pell')).toBe(2);
    const fuzzy = score('Barcelona', 'barcelone');
    expect(fuzzy).toBeGreaterThanOrEqual(FUZZY_MATCH_THRESHOLD);
    expect(fuzzy).toBeLessThan(2);
    expect(score('Madrid', 'zzz')).toBe(0);
    expect(score('Madrid', '')).toBe(0);
  });
});

describe('getMatchFloor', () => {
  it('drops inside-word and fuzzy matches once a name starts a word with the query, and keeps them otherwise', () => {
    const score = (name: string, query: string) => getMatchScore(name, query, getTrigrams(query), getTrigrams(name));
    const names = ['bruges', 'bruxelles', 'abruzzes'];
    const best = Math.max(...names.map((name) => score(name, 'bru')));
    expect(names.filter((name) => score(name, 'bru') >= getMatchFloor(best))).toEqual(['bruges', 'bruxelles']);
    const inside = score('abruzzes', 'ruzz');
    expect(score('abruzzes', 'ruzz') >= getMatchFloor(inside)).toBe(true);
  });
});
