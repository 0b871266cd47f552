import { useState } from 'react';
import type { HashCriteria } from '../../domain/search-hash';
import { countAppliedFilters, getChosenFacilities } from '../../domain/search-flow';
import { ActivitiesPanel, DistancePanel, FacilitiesPanel, MorePanel, PricePanel, type FilterSection } from './filter-panels';
import FilterDropdown from './FilterDropdown';
import FiltersModal from './FiltersModal';
import SortControl from './SortControl';
import { useSearchUi } from './search-ui';
import styles from './Filters.module.scss';

interface Props {
  criteria: HashCriteria;
  /** The search names a place (an id or a point): the distance filter is offered. */
  hasLocation: boolean;
  onOpenMap(): void;
}

/**
 * Filters of spec §2 with the flow rules: Activities (not hotel), Price, Distance (with a place), Facilities,
 * More filters. Desktop: a bar of dropdowns and the sort menu; mobile: Filter (count) / Map / Sort.
 */
export default function FilterBar({ criteria, hasLocation, onOpenMap }: Props) {
  const { t, flow } = useSearchUi();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const c = criteria;
  const sections: FilterSection[] = [
    ...(flow !== 'hotel'
      ? [{ key: 'activities', label: t('filters.activities'), keys: ['tags'] as const, applied: c.tags?.length ?? 0, Panel: ActivitiesPanel }]
      : []),
    {
      key: 'price',
      label: t('filters.price'),
      keys: ['priceMin', 'priceMax'],
      applied: c.priceMin !== undefined || c.priceMax !== undefined ? 1 : 0,
      Panel: PricePanel,
    },
    ...(hasLocation
      ? [
          {
            key: 'distance',
            label: t('filters.distance'),
            keys: ['distanceMin', 'distanceMax'] as const,
            applied: c.distanceMax !== undefined ? 1 : 0,
            Panel: DistancePanel,
            confirmOnOutsideClick: true,
          },
        ]
      : []),
    { key: 'facilities', label: t('filters.facilities'), keys: ['facilities', 'petsAllowed'], applied: getChosenFacilities(c).length, Panel: FacilitiesPanel },
    {
      key: 'more',
      label: t('filters.more'),
      keys: ['freeCancellation', 'hotelScore', 'stars', 'hotelTypes', 'hotelEnvironments', 'hotelStyles'],
      applied:
        (c.freeCancellation ? 1 : 0) +
        (c.hotelScore !== undefined ? 1 : 0) +
        (c.stars?.length ?? 0) +
        (c.hotelTypes?.length ?? 0) +
        (c.hotelEnvironments?.length ?? 0) +
        (c.hotelStyles?.length ?? 0),
      Panel: MorePanel,
    },
  ];
  const total = countAppliedFilters(c);
  return (
    <div className={styles.bar}>
      <div className={styles.desktopBar} role="group" aria-label={t('filters.title')}>
        {sections.map((section) => (
          <FilterDropdown
            key={section.key}
            label={section.label}
            keys={section.keys}
            criteria={c}
            applied={section.applied}
            Panel={section.Panel}
            confirmOnOutsideClick={section.confirmOnOutsideClick}
          />
        ))}
        <button type="button" className={styles.chip} onClick={onOpenMap}>
          {t('results.map')}
        </button>
        <SortControl criteria={c} variant="select" />
      </div>
      <div className={styles.mobileBar}>
        <button type="button" className={styles.chip} onClick={() => setDrawerOpen(true)}>
          {total > 0 ? t('filters.filterCount', { count: total }) : t('filters.filter')}
        </button>
        <button type="button" className={styles.chip} onClick={onOpenMap}>
          {t('results.map')}
        </button>
        <SortControl criteria={c} variant="drawer" />
      </div>
      <FiltersModal open={drawerOpen} onClose={() => setDrawerOpen(false)} criteria={c} sections={sections} />
    </div>
  );
}
