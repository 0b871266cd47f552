import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { getLocalToday } from '../../domain/local-today';
import { formatMoney } from '../../domain/money';
import { getCardPrice } from '../../domain/card-price';
import { buildResultHref } from '../../domain/product-link';
import { clearLocation, formatSearchHash, hasLocation, type HashCriteria } from '../../domain/search-hash';
import { switchFlowCriteria } from '../../domain/search-flow';
import type { Flow } from '../../domain/sorts';
import { createTranslator, type Messages } from '../../i18n/client';
import { $criteria, $page, $results, applyCriteria, startSearch, type ResultsState } from '../../stores/search';
import { loadWishlist } from '../../stores/wishlist';
import MapModal from '../map/MapModal';
import SearchBox from '../search-box/SearchBox';
import { hasAllInPrice } from '../../domain/all-in-price';
import AllInToggle from '../all-in-price/AllInToggle';
import { useAllInPrice } from '../all-in-price/use-all-in-price';
import FilterBar from './FilterBar';
import { getSearchHeading } from './heading';
import SearchResults from './SearchResults';
import { SearchUiProvider, type SearchUi } from './search-ui';
import styles from './SearchApp.module.scss';

export interface SearchAppProps {
  ui: Omit<SearchUi, 't'>;
  /** Only the strings the island shows, per namespace. */
  messages: Record<'search' | 'searchbox' | 'calendar' | 'map', Messages>;
  /** Criteria of a keyword path; the hash refines them. */
  base: HashCriteria;
  page: number;
  /** Results rendered on the server (null when that search failed: the browser searches again). */
  initial: ResultsState | null;
  /** Server's today, for the first render; the browser's own date takes over once hydrated. */
  today: string;
}

const FLOW_TABS: readonly Flow[] = ['booking', 'gifting', 'hotel', 'activity'];

/** The search page island: flow tabs, search box, filters, results and map (spec §2 search page). */
export default function SearchApp({ ui, messages, base, page: initialPage, initial, today: serverToday }: SearchAppProps) {
  const t = useMemo(() => createTranslator(messages.search, ui.language), [messages, ui.language]);
  const tMap = useMemo(() => createTranslator(messages.map, ui.language), [messages, ui.language]);
  const context = useMemo<SearchUi>(() => ({ ...ui, t }), [ui, t]);
  const [live, setLive] = useState(false);
  const [mapOpen, setMapOpen] = useState(false);
  const storeCriteria = useStore($criteria);
  const storeResults = useStore($results);
  const storePage = useStore($page);
  const criteria = live ? storeCriteria : base;
  const results = live ? storeResults : (initial ?? { status: 'loading', total: 0, offers: [], activities: [], details: null });
  const page = live ? storePage : initialPage;
  const today = live ? getLocalToday().today : serverToday;

  useEffect(() => {
    loadWishlist();
    const stop = startSearch({ locale: ui.locale, flow: ui.flow, searchPath: ui.paths.search[ui.flow], base }, initial);
    setLive(true);
    return stop;
  }, [ui, base, initial]);

  const switchFlow = (target: Flow) => {
    const next = switchFlowCriteria(criteria, target, getLocalToday().today);
    const query = target === 'booking' || target === 'activity' ? '' : `?flow=${target}`;
    window.location.assign(`${ui.paths.search[target]}${query}#${formatSearchHash(next)}`);
  };
  // Pins say what the cards say: per person, or all-in when chosen (ADR 53).
  const isAllIn = useAllInPrice() && hasAllInPrice(ui.flow);
  const pins = results.offers.map((offer) => ({
    id: offer.id, lat: offer.hotel.location.lat, lng: offer.hotel.location.lng, label: offer.hotel.label, offerLabel: offer.label,
    // In the hotel flow a pin, like its card, stands for the hotel's nights: it opens the hotel's rooms.
    priceLabel: formatMoney(isAllIn && offer.allIn ? offer.allIn.total : getCardPrice(offer, ui.flow).amount, ui.tag), imageUrl: offer.imageUrl, uri: ui.flow === 'hotel' ? buildResultHref(offer, ui.flow, criteria) : offer.uri,
  }));
  const destination = results.details?.destination ?? null;
  const heading = getSearchHeading(t, ui.flow, destination?.label, criteria.theme, ui.subtheme);
  useEffect(() => {
    if (live) document.title = t('meta.title', { heading });
  }, [live, heading, t]);
  const tabs = FLOW_TABS.filter((flow) => flow !== 'activity' || ui.activityEnabled);
  return (
    <SearchUiProvider value={context}>
      <h1 className={styles.heading}>{heading}</h1>
      <nav className={styles.flows} aria-label={t('flow.label')}>
        {tabs.map((flow) => (
          <button key={flow} type="button" className={styles.flowTab} aria-current={flow === ui.flow ? 'page' : undefined} onClick={() => flow !== ui.flow && switchFlow(flow)}>
            {t(`flow.${flow}`)}
          </button>
        ))}
      </nav>
      <SearchBox
        messages={messages}
        locale={ui.locale}
        language={ui.language}
        flow={ui.flow}
        criteria={criteria}
        destination={destination ? { id: destination.id, label: destination.label, category: destination.category } : null}
        onSubmit={(next) => applyCriteria(next)}
        searchDatesVariation={ui.flow === 'booking' ? ui.searchDatesVariation : 'control'}
        themeIds={ui.themeIds}
        sticky
      />
      {ui.flow !== 'activity' && <FilterBar criteria={criteria} hasLocation={hasLocation(criteria)} onOpenMap={() => setMapOpen(true)} />}
      {hasAllInPrice(ui.flow) && <div className={styles.allIn}><AllInToggle label={t('common:allInPrice.toggle')} /></div>}
      <SearchResults results={results} criteria={criteria} page={page} today={today} live={live} />
      {/* The SEO text names the searched destination, also when it comes from the hash. */}
      <section className={styles.seo} aria-labelledby="seo-title">
        <h2 id="seo-title">{t('seo.title', { heading })}</h2>
        <p>{t(`seo.${ui.flow}`, { place: destination?.label ?? t('seo.everywhere') })}</p>
      </section>
      {ui.flow !== 'activity' && (
        <MapModal
          open={mapOpen}
          onClose={() => setMapOpen(false)}
          title={t('results.mapTitle')}
          t={tMap}
          pins={pins}
          tileUrl={ui.mapTileUrl}
          category={destination?.category}
          country={destination?.country}
          center={destination ? { lat: destination.latitude, lng: destination.longitude } : null}
          interactive
          onSearchArea={({ lat, lng, radiusKm }) => {
            setMapOpen(false);
            applyCriteria({ ...clearLocation(criteria), lat, lng, distanceMax: Math.max(1, Math.min(300, Math.round(radiusKm))) });
          }}
        />
      )}
    </SearchUiProvider>
  );
}
