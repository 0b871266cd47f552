import { sql, type Kysely } from 'kysely';
import type { Language } from '../../i18n/markets';
import type { Database } from '../db/schema';
import type { PhraseBanks, ThemeKey } from '../db/seed/text-types';
import { THEME_IDS } from '../db/seed/packages';
import type { SearchCriteria } from './criteria';
import { getCatalogIndex } from './catalog-index';
import { findCandidates } from './memory-search';
import { buildCandidates, type CandidateOptions } from './search-query';

/** Score filter options of spec §5 (at least the value). */
export const SCORE_OPTIONS = [9, 8, 7] as const;

interface FacetRow {
  facet: string;
  value: string;
  count: number;
}

/** Facet counts (distinct hotels) for the current criteria, in one query; names in the page language. */
export async function getFacets(db: Kysely<Database>, criteria: SearchCriteria, lang: Language, texts: PhraseBanks, options: CandidateOptions) {
  // Counted over the very packages the results list, priced by the one stay price (ADR 16).
  const packageIds = findCandidates(await getCatalogIndex(db), criteria, options).map((candidate) => candidate.pkg.id);
  const result = await sql<FacetRow>`
    with candidates as (${buildCandidates(criteria, { ...options, packageIds })})
    select 'star' as facet, star::text as value, count(distinct hotel_id) as count from candidates group by star
    union all
    select 'score', s::text, count(distinct hotel_id) from candidates cross join unnest(${`{${SCORE_OPTIONS.join(',')}}`}::int[]) s
      where review_score >= s group by s
    union all
    select 'facility', f, count(distinct hotel_id) from candidates cross join unnest(facilities) f group by f
    union all
    select 'pets', 'pets', count(distinct hotel_id) from candidates where pets_allowed
    union all
    select 'type', hotel_type, count(distinct hotel_id) from candidates group by hotel_type
    union all
    select 'environment', environment, count(distinct hotel_id) from candidates group by environment
    union all
    select 'style', style, count(distinct hotel_id) from candidates group by style
    union all
    select 'activity', a::text, count(distinct hotel_id) from candidates cross join unnest(activity_ids) a group by a
    union all
    select 'total', '', count(distinct hotel_id) from candidates`.execute(db);
  const rows = result.rows;
  const counts = (facet: string) => new Map(rows.filter((r) => r.facet === facet).map((r) => [r.value, Number(r.count)]));
  const named = (facet: string, entries: { key: string; labels: Record<Language, string> }[]) => {
    const found = counts(facet);
    return entries.map((entry) => ({ id: entry.key, name: entry.labels[lang], count: found.get(entry.key) ?? 0 }));
  };
  const facilityCounts = counts('facility');
  facilityCounts.set('pets', counts('pets').get('pets') ?? 0);
  const activityCounts = counts('activity');
  const themes = Object.entries(THEME_IDS) as [ThemeKey, number][];
  return {
    totalCount: counts('total').get('') ?? 0,
    stars: [5, 4, 3].map((value) => ({ value, count: counts('star').get(String(value)) ?? 0 })),
    hotelScores: SCORE_OPTIONS.map((value) => ({ value, count: counts('score').get(String(value)) ?? 0 })),
    facilities: texts.facilities.map((f) => ({ id: f.key, name: f.labels[lang], isEco: f.isEco, count: facilityCounts.get(f.key) ?? 0 })),
    hotelTypes: named('type', texts.hotelTypes),
    hotelEnvironments: named('environment', texts.environments),
    hotelStyles: named('style', texts.styles),
    activities: themes.map(([key, id]) => ({
      id,
      name: texts.themeNames[key][lang],
      items: texts.activities
        .map((activity, index) => ({ activity, id: index + 1 }))
        .filter(({ activity }) => activity.themeKey === key && activity.type === 'activity')
        .map(({ activity, id: activityId }) => ({ id: activityId, name: activity.titles[lang], count: activityCounts.get(String(activityId)) ?? 0 })),
    })),
  };
}
