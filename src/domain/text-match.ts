/** Matching of typed text against place names: accent- and case-insensitive, tolerant of small typos. */

/** Similarity under which a name does not count as a fuzzy match (as pg_trgm's default threshold). */
export const FUZZY_MATCH_THRESHOLD = 0.3;

/** Folds case and accents so 'Liège' and 'liege' match. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Trigrams of a word list as pg_trgm builds them (each word padded with two spaces before, one after). */
export function getTrigrams(text: string): Set<string> {
  const trigrams = new Set<string>();
  for (const word of foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) trigrams.add(padded.slice(i, i + 3));
  }
  return trigrams;
}

/** Shared trigrams over all distinct trigrams (0 to 1), like pg_trgm's similarity(). */
export function getTrigramSimilarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/**
 * How well a folded name matches a folded query, 0 for no match: whole name, then start of the name, start
 * of a word, anywhere inside, and finally a fuzzy (trigram) match scaled below every exact kind.
 */
export function getMatchScore(name: string, query: string, queryTrigrams: Set<string>, nameTrigrams: Set<string>): number {
  if (query.length === 0) return 0;
  if (name === query) return 4;
  if (name.startsWith(query)) return 3;
  if (name.includes(` ${query}`) || name.includes(`-${query}`)) return WORD_START_MATCH;
  if (name.includes(query)) return 2;
  const similarity = getTrigramSimilarity(queryTrigrams, nameTrigrams);
  return similarity >= FUZZY_MATCH_THRESHOLD ? similarity : 0;
}

/** Score of a query found at the start of a word of a name (getMatchScore). */
export const WORD_START_MATCH = 2.5;

/**
 * The lowest score still offered once the best is known: when some name starts a word with the query, names that
 * only hold it inside a word, or look like it, are noise ('bru' offers Bruges and Bruxelles, not Abruzzes).
 */
export function getMatchFloor(bestScore: number): number {
  return bestScore >= WORD_START_MATCH ? WORD_START_MATCH : Number.MIN_VALUE;
}
