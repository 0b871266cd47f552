import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import { getCardPrice } from '../../domain/card-price';
import { formatMoney } from '../../domain/money';
import { createShortDayFormat } from '../../domain/short-date';
import { formatScore, getReviewLabelKey, isReviewLabelShown, isReviewScoreShown } from '../../domain/reviews';
import { getStressMessages } from '../../domain/stress';
import { $wishlist, isInWishlist, toggleWishlist } from '../../stores/wishlist';
import { trackEvent } from '../analytics/analytics';
import { useSearchUi } from './search-ui';
import styles from './Results.module.scss';
import type { OfferCard } from '../../domain/search-types';
import { formatLongDate } from '../../domain/long-date';
import { hasAllInPrice, type AllInPrice } from '../../domain/all-in-price';
import { formatAllInCaption } from '../all-in-price/all-in-caption';
import PriceViews from '../all-in-price/PriceViews';
import { useAllInPrice } from '../all-in-price/use-all-in-price';

interface Props {
  offer: OfferCard;
  /** Link to the product page with the search's flow, dates and travellers (the hotel's rooms in the hotel flow). */
  href: string;
  today: string;
  hasDates: boolean;
  listName: string;
  /** The first cards are above the fold: their images load eagerly. */
  eager: boolean;
  onShowHotelOffers?: ((offer: OfferCard) => void) | undefined;
}

/** The heart of every card, drawn once per page by the grid (ResultsGrid) and used by each card. */
export const HEART_SYMBOL_ID = 'result-card-heart';

export function HeartSymbol() {
  return (
    <svg display="none" aria-hidden="true">
      <symbol id={HEART_SYMBOL_ID} viewBox="0 0 24 24">
        <path d="M12 21s-7.5-4.6-9.5-9.1C1.1 8.6 3.2 5 6.7 5c2 0 3.5 1.1 5.3 3 1.8-1.9 3.3-3 5.3-3 3.5 0 5.6 3.6 4.2 6.9C19.5 16.4 12 21 12 21z" />
      </symbol>
    </svg>
  );
}

/** A stay or gift result (spec §2 results, §9 card price rules); a click tracks select_item before leaving. */
export default function ResultCard({ offer, href, today, hasDates, listName, eager, onShowHotelOffers }: Props) {
  const { t, tag, flow, pos, language } = useSearchUi();
  const formatDay = createShortDayFormat(language, today, { weekday: true });
  // The cancellation terms of the stay priced (a gift's stay has no dates yet: none).
  const policy = flow === 'gifting' ? undefined : offer.cancellationPolicy;
  const terms = policy
    ? policy.freeCancellationUntil
      ? { free: true, text: t('card.freeCancellation', { date: formatLongDate(policy.freeCancellationUntil, tag) }) }
      : { free: false, text: t('card.nonRefundable') }
    : null;
  const wishlist = useStore($wishlist);
  const price = getCardPrice(offer, flow);
  const isAllIn = useAllInPrice();
  const from = offer.priceType === 'from' && <span className={styles.muted}>{t('card.from')} </span>;
  const perPerson = (
    <>
      {from}
      {price.reference !== null && <del className={styles.muted}>{formatMoney(price.reference, tag)}</del>} <strong>{formatMoney(price.amount, tag)}</strong>
      <span className={styles.muted}>
        {' '}
        {t(`card.per.${price.unit}`)} {t('card.taxIncluded')}
      </span>
      <span className={styles.muted}>{t('card.nights', { count: offer.nights })}</span>
    </>
  );
  // The stay's total with its tourist tax, as the server computed it (ADR 53).
  const allInView = (allIn: AllInPrice) => (
    <>
      {from}
      <strong>{formatMoney(allIn.total, tag)}</strong>
      <span className={styles.allInCaption}>{formatAllInCaption(t, allIn)}</span>
    </>
  );
  const stress = getStressMessages({ expiresOn: offer.expiration, isLastMinute: offer.lastMinute, roomsLeft: offer.availableRooms }, { hasDates, today });
  const score = offer.hotel.review.average;
  const labelKey = isReviewLabelShown(score, false) ? getReviewLabelKey(score) : null;
  const saved = isInWishlist(wishlist, 'STAY', offer.id);
  // A hotel flow card leads to the hotel's rooms (ADR 54).
  const cta = flow === 'gifting' ? t('card.seeGift') : flow === 'hotel' ? t('card.seeHotel') : t('card.seeOffer');
  const track = (event: MouseEvent) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    trackEvent(pos, { name: 'select_item', params: { item_list_name: listName, items: [{ item_id: offer.id, item_name: offer.label, index: offer.index }] } });
  };
  const images = offer.images[0];
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <img
          src={images?.['640_360'] ?? offer.imageUrl}
          srcSet={images ? `${images['640_360']} 640w, ${images['960_540']} 960w` : undefined}
          sizes="(min-width: 1024px) 380px, (min-width: 600px) 50vw, 100vw"
          width={640}
          height={360}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {price.promo !== null && <span className={styles.promo}>{t('card.promo', { percent: price.promo })}</span>}
        <button
          type="button"
          className={styles.heart}
          aria-pressed={saved}
          aria-label={t(saved ? 'card.removeFromWishlist' : 'card.addToWishlist', { label: offer.label })}
          onClick={() =>
            toggleWishlist({
              id: offer.id,
              type: 'STAY',
              label: offer.label,
              imageUrl: offer.imageUrl,
              uri: offer.uri,
              headwords: offer.headwords,
              hotel: { id: offer.hotel.id, label: offer.hotel.label, stars: offer.hotel.stars },
            })
          }
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" width="22" height="22">
            <use href={`#${HEART_SYMBOL_ID}`} />
          </svg>
        </button>
      </div>
      <div className={styles.body}>
        {stress.length > 0 && (
          <ul className={styles.stress}>
            {stress.map((message) => (
              <li key={message.kind} data-color={message.color}>
                {'text' in message
                  ? message.text
                  : t(
                      `stress.${message.kind}`,
                      message.kind === 'expiration'
                        ? { date: formatLongDate(offer.expiration ?? '', tag, { year: offer.expiration?.slice(0, 4) !== today.slice(0, 4) }) }
                        : message.params,
                    )}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.hotel}>
          <span>{offer.hotel.label}</span>
          {offer.hotel.stars > 0 && (
            <span className={styles.stars} aria-label={t('card.stars', { count: offer.hotel.stars })}>
              {'★'.repeat(offer.hotel.stars)}
            </span>
          )}
        </p>
        <p className={styles.location}>
          {offer.distance !== null
            ? t('card.locationDistance', { place: offer.hotel.location.label, distance: Math.round(offer.distance) })
            : offer.hotel.location.label}
        </p>
        <h3 className={styles.title}>
          <a href={href} target={offer.newTab ? '_blank' : undefined} rel={offer.newTab ? 'noopener' : undefined} onClick={track} onAuxClick={track}>
            {offer.label}
          </a>
        </h3>
        {offer.headwords.length > 0 && <p className={styles.headwords}>{offer.headwords.slice(0, 3).join(' · ')}</p>}
        <p className={styles.review}>
          {isReviewScoreShown(score, offer.hotel.review.count) ? (
            <>
              <span className={styles.score}>{formatScore(score)}</span>
              {labelKey && <span>{t(`reviewLabel.${labelKey}`)}</span>}
              <span className={styles.muted}>{t('card.reviews', { count: offer.hotel.review.count })}</span>
            </>
          ) : (
            <>
              <span className={styles.muted}>{t('reviewLabel.new')}</span>
              {offer.hotel.review.count > 0 && <span className={styles.muted}>{t('card.reviews', { count: offer.hotel.review.count })}</span>}
            </>
          )}
        </p>
        <div className={styles.priceRow}>
          <p className={styles.price}>
            {offer.allIn && hasAllInPrice(flow) ? (
              <PriceViews
                isAllIn={isAllIn}
                perPerson={perPerson}
                allIn={allInView(offer.allIn)}
                className={styles.priceViews}
                viewClassName={styles.priceView}
              />
            ) : (
              perPerson
            )}
            {offer.flexibleStay && (
              <span className={styles.flexibleStay}>
                {t('card.flexibleStay', { checkin: formatDay(offer.flexibleStay.checkin), checkout: formatDay(offer.flexibleStay.checkout) })}
              </span>
            )}
            {terms && <span className={terms.free ? styles.termsFree : styles.terms}>{terms.text}</span>}
          </p>
          <span className={styles.cta} aria-hidden="true">
            {cta}
          </span>
        </div>
        {offer.hasMoreOffers && onShowHotelOffers && (
          <button type="button" className={styles.moreOffers} onClick={() => onShowHotelOffers(offer)}>
            {t('card.moreOffers', { count: Math.max(1, offer.legacyPackageCount - 1) })}
          </button>
        )}
      </div>
    </article>
  );
}
