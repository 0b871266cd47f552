import { useEffect, useRef, useState } from 'react';
import { hasAllInPrice } from '../../domain/all-in-price';
import { getCardPrice } from '../../domain/card-price';
import { formatMoney } from '../../domain/money';
import type { HashCriteria } from '../../domain/search-hash';
import { getHotelOffersQuery, getOtherHotelOffers } from '../../domain/hotel-offers';
import { buildProductHref } from '../../domain/product-link';
import { fetchOffers } from '../../stores/search-api';
import { formatAllInCaption } from '../all-in-price/all-in-caption';
import { useAllInPrice } from '../all-in-price/use-all-in-price';
import { useSearchUi } from './search-ui';
import styles from './Results.module.scss';
import type { OfferCard } from '../../domain/search-types';

interface Props {
  /** The result whose hotel is shown; null when closed. */
  offer: OfferCard | null;
  criteria: HashCriteria;
  onClose(): void;
}

type State = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; offers: OfferCard[] };

/** 'Other offers' of one hotel (spec §2 hotel offers drawer): cheapest main offer first, then the others. */
export default function HotelOffersDrawer({ offer, criteria, onClose }: Props) {
  const { t, tag, locale, flow } = useSearchUi();
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<State>({ status: 'loading' });
  const isAllIn = useAllInPrice() && hasAllInPrice(flow);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    if (!offer) {
      if (element.open) element.close();
      return undefined;
    }
    if (!element.open) element.showModal();
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchOffers({ locale, flow, page: 0, ...getHotelOffersQuery(criteria, offer.hotel.id) }, controller.signal)
      .then((response) => setState({ status: 'loaded', offers: getOtherHotelOffers(response.results, offer.id) }))
      .catch(() => !controller.signal.aborted && setState({ status: 'error' }));
    return () => controller.abort();
  }, [offer, criteria, locale, flow]);

  // The offer whose card opened the drawer comes first, then the hotel's other packages.
  const main = state.status === 'loaded' ? offer : null;
  const others = state.status === 'loaded' ? state.offers : [];
  const row = (item: OfferCard) => {
    const price = getCardPrice(item, flow);
    const allIn = isAllIn ? item.allIn : undefined;
    return (
      <li key={item.id} className={styles.drawerOffer}>
        <a href={buildProductHref(item.uri, flow, criteria, item.nights, item.flexibleStay)}>{item.label}</a>
        {allIn ? (
          <span>
            <strong>{formatMoney(allIn.total, tag)}</strong> {formatAllInCaption(t, allIn)}
          </span>
        ) : (
          <span>
            {t('card.nights', { count: item.nights })} · <strong>{formatMoney(price.amount, tag)}</strong> {t(`card.per.${price.unit}`)}
          </span>
        )}
      </li>
    );
  };
  return (
    <dialog ref={dialog} className={styles.offersDrawer} aria-labelledby="hotel-offers-title" onClose={onClose}>
      <button type="button" className={styles.back} onClick={onClose}>
        ‹ {t('drawer.back')}
      </button>
      {offer && (
        <h2 id="hotel-offers-title">
          {offer.hotel.label} <span aria-label={t('card.stars', { count: offer.hotel.stars })}>{'★'.repeat(offer.hotel.stars)}</span>
        </h2>
      )}
      <div aria-live="polite">
        {state.status === 'loading' && <p>{t('results.loading')}</p>}
        {state.status === 'error' && <p role="alert">{t('errors:somethingWrong')}</p>}
        {main && <ul className={styles.drawerList}>{row(main)}</ul>}
        {others.length > 0 && (
          <>
            <h3>{t(criteria.checkin ? 'drawer.otherOffersForDates' : 'drawer.otherOffers', { count: others.length })}</h3>
            <ul className={styles.drawerList}>{others.map(row)}</ul>
          </>
        )}
      </div>
    </dialog>
  );
}
