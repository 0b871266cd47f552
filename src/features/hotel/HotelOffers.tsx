import { useMemo, useState } from 'react';
import { createTranslator, type Messages } from '../../i18n/client';
import type { HotelOffersResponse, RoomOffer } from './hotel-offers-api';
import OfferDetailsModal from './OfferDetailsModal';
import RoomCard from './RoomCard';
import { requestStayDates } from '../../stores/hotel-stay';
import { useHotelOffers } from './use-hotel-offers';
import { useGiftOfferQuotes } from './use-gift-offer-quotes';
import styles from './HotelOffers.module.scss';

export interface HotelOffersProps {
  hotelId: number;
  /** API locale (fr_BE), BCP 47 tag (fr-BE) and language (fr) of the market. */
  locale: string;
  tag: string;
  language: string;
  messages: { hotel: Messages };
  /** Rooms and offers without dates, rendered on the server; null when they could not be loaded. */
  initial: HotelOffersResponse | null;
  /** Customer-care phone line of the market. */
  carePhone: string;
  /** Id of the nearby hotels section, when the page has one. */
  nearbyAnchor: string | null;
  /** The offers a beneficiary's gift covers; empty for an ordinary visitor. */
  giftPackageIds?: readonly number[];
}

/**
 * The offers of the hotel page (spec §2 'Hotel page') for the stay chosen in the section links, room cards with
 * their offers, 'Offer details', and the 'no availability on your dates' and 'no offers for this hotel' states.
 */
export default function HotelOffers({ hotelId, locale, tag, language, messages, initial, carePhone, nearbyAnchor, giftPackageIds = [] }: HotelOffersProps) {
  const t = useMemo(() => createTranslator(messages.hotel, language), [messages, language]);
  const { stay, state, changeStay, retry } = useHotelOffers(hotelId, locale, initial);
  const [detailsOffer, setDetailsOffer] = useState<RoomOffer | null>(null);
  const giftQuotes = useGiftOfferQuotes(giftPackageIds, locale, stay);
  const data = state.data;
  const hasDates = Boolean(stay.checkin && stay.checkout && data?.available !== null);
  const rooms = data?.rooms.filter((room) => room.offers.length > 0) ?? [];
  const hasNoOffers = data !== null && (!data.active || rooms.length === 0);
  // The dates are chosen in the sticky section links' selector, which is always in view.
  const selectDates = requestStayDates;
  const status =
    state.status === 'loading' ? t('offers.loading') : data && !hasNoOffers && data.available !== false ? t('offers.loaded', { count: rooms.length }) : '';

  return (
    <div className={styles.offers}>
      <p className={styles.status} role="status">
        {status}
      </p>
      {state.status === 'error' && (
        <div className={styles.notice} role="alert">
          <p className={styles.noticeTitle}>{t('errors:somethingWrong')}</p>
          <button type="button" className="button button--secondary" onClick={retry}>
            {t('offers.retry')}
          </button>
        </div>
      )}
      {hasNoOffers && (
        <div className={styles.notice} role="status">
          <p className={styles.noticeTitle}>{t('errors:noOffersForHotel')}</p>
          {nearbyAnchor && (
            <p>
              <a href={`#${nearbyAnchor}`}>{t('offers.seeNearby')}</a>
            </p>
          )}
          <p>
            {t('offers.phone')}
            <a href={`tel:${carePhone.replace(/[^+\d]/g, '')}`}>{carePhone}</a>
          </p>
          <p className={styles.muted}>
            {t('offers.hoursWeek')}
            <br />
            {t('offers.hoursWeekend')}
          </p>
        </div>
      )}
      {data && !hasNoOffers && data.available === false && (
        <div className={styles.notice} role="status">
          <p className={styles.noticeTitle}>{t('errors:noAvailabilityOnDates')}</p>
          <p>{t('offers.noAvailabilityHint')}</p>
          <button type="button" className="button button--secondary" onClick={() => changeStay({ ...stay, checkin: null, checkout: null })}>
            {t('errors:seeAllOffers')}
          </button>
        </div>
      )}
      {data && !hasNoOffers && data.available !== false && (
        <div className={`${styles.rooms} ${state.status === 'loading' ? styles.stale : ''}`}>
          {rooms.map((room) => (
            <RoomCard
              key={room.uuid}
              room={room}
              stay={stay}
              hasDates={hasDates}
              tag={tag}
              t={t}
              onSelectDates={selectDates}
              onShowDetails={setDetailsOffer}
              gift={{ packageIds: giftPackageIds, quotes: giftQuotes }}
            />
          ))}
        </div>
      )}
      <OfferDetailsModal offer={detailsOffer} stay={stay} hasDates={hasDates} locale={locale} tag={tag} t={t} onClose={() => setDetailsOffer(null)} />
    </div>
  );
}
