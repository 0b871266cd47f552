import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { RESULTS_PER_PAGE } from '../../domain/pagination';
import type { HashCriteria } from '../../domain/search-hash';
import { removeAllFilters } from '../../domain/search-flow';
import { isThemeId } from '../../domain/themes';
import { $fallback, applyCriteria, goToPage, type FallbackState, type ResultsState } from '../../stores/search';
import { trackEvent } from '../analytics/analytics';
import HotelOffersDrawer from './HotelOffersDrawer';
import Pagination from './Pagination';
import ResultsGrid from './ResultsGrid';
import { useSearchUi } from './search-ui';
import styles from './Results.module.scss';
import type { OfferCard } from '../../domain/search-types';

/** The Family theme (spec §3 themes) gets an information block about children. */
const FAMILY_THEME = 39;

interface Props {
  results: ResultsState;
  criteria: HashCriteria;
  page: number;
  today: string;
  /** Before hydration the fallback store is empty: the server never renders fallbacks. */
  live: boolean;
}

function pageHref(page: number): string {
  if (typeof window === 'undefined') return page > 0 ? `?page=${page + 1}` : '?';
  const url = new URL(window.location.href);
  if (page > 0) url.searchParams.set('page', String(page + 1));
  else url.searchParams.delete('page');
  return url.pathname + url.search + url.hash;
}

/** Count, grid, pagination, fallback suggestions and the no-results message (spec §2 results, §4 fallback). */
export default function SearchResults({ results, criteria, page, today, live }: Props) {
  const { t, flow, pos } = useSearchUi();
  const fallbackStore = useStore($fallback);
  const fallback: FallbackState = live ? fallbackStore : { status: 'idle', offers: [] };
  const [drawerOffer, setDrawerOffer] = useState<OfferCard | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const listName = `search_${flow}`;
  const count = flow === 'activity' ? results.activities.length : results.offers.length;

  useEffect(() => {
    if (!live || results.status !== 'loaded' || count === 0) return;
    const items = (flow === 'activity' ? results.activities : results.offers).map((item, index) => ({
      item_id: item.id,
      item_name: item.label,
      index: page * RESULTS_PER_PAGE + index,
    }));
    trackEvent(pos, { name: 'view_item_list', params: { item_list_name: listName, items } });
  }, [live, results, count, flow, page, pos, listName]);

  const onPage = (target: number) => {
    goToPage(target);
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const loading = results.status === 'loading';
  const empty = results.status === 'loaded' && results.total === 0;
  return (
    <div ref={top} className={styles.results} aria-busy={loading}>
      {/* The count heads the list (h2), so that the cards' h3 titles follow the page's h1 in order. */}
      <h2 className={styles.count} aria-live="polite">
        {loading
          ? t('results.loading')
          : results.status === 'error'
            ? ''
            : t(flow === 'activity' ? 'results.activityCount' : 'results.count', { count: results.total })}
      </h2>
      {results.status === 'error' && (
        <p role="alert" className={styles.error}>
          {t('errors:somethingWrong')}
        </p>
      )}
      {criteria.theme === FAMILY_THEME && isThemeId(FAMILY_THEME) && (
        <aside className={styles.info}>
          <p className={styles.bannerTitle}>{t('family.title')}</p>
          <p>{t('family.text')}</p>
        </aside>
      )}
      {empty && (
        <div className={styles.empty}>
          <p>{flow === 'activity' ? t('errors:noActivity') : t('errors:noResults')}</p>
          {flow !== 'activity' && (
            <button type="button" className={styles.primaryButton} onClick={() => applyCriteria(removeAllFilters(criteria))}>
              {t('errors:removeAllFilters')}
            </button>
          )}
        </div>
      )}
      <div className={loading ? styles.stale : undefined}>
        {count > 0 && (
          <ResultsGrid
            offers={results.offers}
            activities={results.activities}
            criteria={criteria}
            today={today}
            listName={listName}
            withBanners
            onShowHotelOffers={setDrawerOffer}
          />
        )}
      </div>
      <Pagination page={page} total={results.total} hrefOf={pageHref} onPage={onPage} />
      {fallback.status === 'loading' && <p className={styles.count}>{t('results.loadingSuggestions')}</p>}
      {fallback.status === 'loaded' && fallback.offers.length > 0 && (
        <section className={styles.fallback} aria-labelledby="fallback-title">
          <h2 id="fallback-title" className={styles.fallbackTitle}>
            {t(results.total === 0 ? 'errors:suggestionNoExact' : 'errors:suggestion')}
          </h2>
          <ResultsGrid offers={fallback.offers} activities={[]} criteria={criteria} today={today} listName={`${listName}_fallback`} withBanners={false} />
        </section>
      )}
      <HotelOffersDrawer offer={drawerOffer} criteria={criteria} onClose={() => setDrawerOffer(null)} />
    </div>
  );
}
