import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { getLocalToday } from '../../domain/local-today';
import { formatMoney } from '../../domain/money';
import { getCardPrice } from '../../domain/card-price';
import { buildResultHref } from '../../domain/product-link';
import { formatSearchHash, hasLocation, withMapArea, type HashCriteria } from '../../domain/search-hash';
import type { MapPin, MapPinsResponse, OfferCard } from '../../domain/search-types';
import { switchFlowCriteria } from '../../domain/search-flow';
import type { Flow } from '../../domain/sorts';
import { createTranslator, type Messages } from '../../i18n/client';
import { $criteria, $page, $results, applyCriteria, startSearch, type ResultsState } from '../../stores/search';
import { loadWishlist } from '../../stores/wishlist';
import { fetchMapPins } from '../../stores/search-api';
import MapModal from '../map/MapModal';
import SearchBox from '../search-box/SearchBox';
import { hasAllInPrice, type AllInPrice } from '../../domain/all-in-price';
import { formatAllInCaption } from '../all-in-price/all-in-caption';
import AllInToggle from '../all-in-price/AllInToggle';
import { useAllInPrice } from '../all-in-price/use-all-in-price';
import { MAP_AREA_CATEGORY } from '../search-box/search-box-criteria';
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
  // Every result of the search on the map, fetched once the map has opened (ADR 59); the page's cards until then.
  const [mapPins, setMapPins] = useState<(MapPinsResponse & { key: string }) | null>(null);
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
  const pinsKey = `${ui.flow}#${formatSearchHash(criteria)}`;
  const hasMapOpened = mapOpen || mapPins !== null;
  useEffect(() => {
    if (!live || !hasMapOpened || mapPins?.key === pinsKey || ui.flow === 'activity') return;
    const controller = new AbortController();
    fetchMapPins({ locale: ui.locale, flow: ui.flow, criteria }, controller.signal).then(
      (answer) => setMapPins({ ...answer, key: pinsKey }),
      // The map keeps the pins it has (the page's cards at first): spec §8, a map failure shows nothing more.
      () => undefined,
    );
    return () => controller.abort();
  }, [live, hasMapOpened, mapPins?.key, pinsKey, ui.flow, ui.locale, criteria]);
  // Pins say what the cards say: per person, or all-in when chosen (ADR 53); in the hotel flow a pin, like its card,
  // stands for the hotel's nights and opens the hotel's rooms (ADR 54).
  const isAllIn = useAllInPrice() && hasAllInPrice(ui.flow);
  const pinPrice = (amount: number, unit: string, isFrom: boolean, allIn: AllInPrice | undefined) =>
    isAllIn && allIn
      ? { priceLabel: formatMoney(allIn.total, ui.tag), priceUnit: formatAllInCaption(t, allIn), priceFrom: undefined }
      : { priceLabel: formatMoney(amount, ui.tag), priceUnit: t(`card.per.${unit}`), priceFrom: isFrom ? t('card.from') : undefined };
  const pins: MapPin[] = mapPins
    ? mapPins.pins.map((pin) => ({
        id: pin.id,
        lat: pin.lat,
        lng: pin.lng,
        label: pin.hotel,
        offerLabel: pin.label,
        ...pinPrice(pin.price.amount, pin.price.unit, pin.price.isFrom, pin.allIn),
        imageUrl: pin.imageUrl,
        uri: buildResultHref({ uri: pin.uri, nights: pin.nights, hotel: { uri: pin.hotelUri } }, ui.flow, criteria),
      }))
    : results.offers.map((offer: OfferCard) => {
        const price = getCardPrice(offer, ui.flow);
        return {
          id: offer.id,
          lat: offer.hotel.location.lat,
          lng: offer.hotel.location.lng,
          label: offer.hotel.label,
          offerLabel: offer.label,
          ...pinPrice(price.amount, price.unit, offer.priceType === 'from', offer.allIn),
          imageUrl: offer.imageUrl,
          uri: buildResultHref(offer, ui.flow, criteria),
        };
      });
  // A map area is named by the place all its results share, a city, department or region (ADR 59).
  const areaPlace = results.details?.area?.place;
  const areaName = criteria.bbox
    ? areaPlace && areaPlace.category !== 'country'
      ? t('area.named', { place: areaPlace.label })
      : t('area.unnamed')
    : undefined;
  const mapStatus =
    mapPins?.key === pinsKey
      ? mapPins.totalCount > mapPins.pins.length
        ? t('results.mapCountLimited', { count: mapPins.totalCount, shown: mapPins.pins.length })
        : t('results.mapCount', { count: mapPins.totalCount })
      : t('results.loading');
  const destination = results.details?.destination ?? null;
  const heading = getSearchHeading(t, ui.flow, destination?.label ?? areaName, criteria.theme, ui.subtheme);
  // While a map area is searched, the destination field names it, and searching again keeps it.
  const fieldPlace = destination
    ? { id: destination.id, label: destination.label, category: destination.category }
    : criteria.bbox
      ? {
          id: 0,
          label: areaPlace && areaPlace.category !== 'country' ? t('area.named', { place: areaPlace.label }) : t('area.field'),
          category: MAP_AREA_CATEGORY,
        }
      : null;
  useEffect(() => {
    if (live) document.title = t('meta.title', { heading });
  }, [live, heading, t]);
  const tabs = FLOW_TABS.filter((flow) => flow !== 'activity' || ui.activityEnabled);
  return (
    <SearchUiProvider value={context}>
      <h1 className={styles.heading}>{heading}</h1>
      <nav className={styles.flows} aria-label={t('flow.label')}>
        {tabs.map((flow) => (
          <button
            key={flow}
            type="button"
            className={styles.flowTab}
            aria-current={flow === ui.flow ? 'page' : undefined}
            onClick={() => flow !== ui.flow && switchFlow(flow)}
          >
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
        destination={fieldPlace}
        onSubmit={(next) => applyCriteria(next)}
        searchDatesVariation={ui.flow === 'booking' ? ui.searchDatesVariation : 'control'}
        themeIds={ui.themeIds}
        sticky
      />
      {ui.flow !== 'activity' && <FilterBar criteria={criteria} hasLocation={hasLocation(criteria)} onOpenMap={() => setMapOpen(true)} />}
      {hasAllInPrice(ui.flow) && (
        <div className={styles.allIn}>
          <AllInToggle label={t('common:allInPrice.toggle')} />
        </div>
      )}
      <SearchResults results={results} criteria={criteria} page={page} today={today} live={live} />
      {/* The SEO text names the searched destination, also when it comes from the hash. */}
      <section className={styles.seo} aria-labelledby="seo-title">
        <h2 id="seo-title">{t('seo.title', { heading })}</h2>
        <p>{t(`seo.${ui.flow}`, { place: destination?.label ?? t('seo.everywhere') })}</p>
      </section>
      {/* 'Search in this area' keeps the map open: its pins, the list behind it and the heading follow the area. */}
      {ui.flow !== 'activity' && (
        <MapModal
          open={mapOpen}
          onClose={() => setMapOpen(false)}
          title={t('results.mapTitle')}
          t={tMap}
          pins={pins}
          status={mapStatus}
          tileUrl={ui.mapTileUrl}
          category={destination?.category}
          country={destination?.country}
          center={destination ? { lat: destination.latitude, lng: destination.longitude } : null}
          area={criteria.bbox ?? null}
          interactive
          locale={ui.locale}
          onSearchArea={(bbox) => applyCriteria(withMapArea(criteria, bbox))}
        />
      )}
    </SearchUiProvider>
  );
}
