import { useId } from 'react';
import { formatLongDate } from '../../domain/long-date';
import { formatMoney } from '../../domain/money';
import { formatRefundRate } from '../../domain/quote';
import type { Translate } from '../../i18n/client';
import { buildProductHref } from '../../domain/product-link';
import type { Stay } from '../../domain/hotel-hash';
import type { HotelRoom, RoomOffer } from './hotel-offers-api';
import styles from './HotelOffers.module.scss';
import type { GiftQuote } from '../booking/use-gift-quote';

interface Props {
  room: HotelRoom;
  stay: Stay;
  hasDates: boolean;
  tag: string;
  t: Translate;
  /** 'Select your dates…' was pressed: the dates calendar should open. */
  onSelectDates(): void;
  onShowDetails(offer: RoomOffer): void;
  /** The offers of a beneficiary's gift and their gift prices for the dates. */
  gift?: { packageIds: readonly number[]; quotes: Readonly<Record<number, GiftQuote>> };
}

/** The beneficiary price type of an offer of the gift: included, the supplement, or not covered on these dates. */
function GiftTag({ quote, tag, t }: { quote: GiftQuote | undefined; tag: string; t: Translate }) {
  const text = !quote
    ? t('gift.inGift')
    : quote.status === 'included'
      ? t('gift.included')
      : quote.status === 'supplement'
        ? t('gift.supplement', { amount: formatMoney(quote.supplement, tag) })
        : t('gift.notCovered');
  return <p className={styles.giftTag}>{text}</p>;
}

/**
 * The price lines of an offer: per person (from-price without dates), and the total with dates; a hotel-only night
 * per night (ADR 54), and the total of its nights with dates. The cancellation terms of the stay priced follow.
 */
function OfferPrice({ offer, hasDates, tag, t }: { offer: RoomOffer; hasDates: boolean; tag: string; t: Translate }) {
  if (offer.price === null || offer.perPerson === null) return <p className={styles.unavailable}>{t('offers.unavailable')}</p>;
  const until = offer.cancellationPolicy.freeCancellationUntil;
  const [main, total] =
    offer.perNight !== null
      ? [
          t(hasDates ? 'offers.perNight' : 'offers.fromPerNight', { price: formatMoney(offer.perNight, tag) }),
          t('offers.totalNights', { price: formatMoney(offer.price, tag), count: offer.nights }),
        ]
      : [
          t(hasDates ? 'offers.perPerson' : 'offers.fromPerPerson', { price: formatMoney(offer.perPerson, tag) }),
          t('offers.total', { price: formatMoney(offer.price, tag), count: offer.paxCount }),
        ];
  return (
    <p className={styles.price}>
      <strong>{main}</strong>
      {hasDates && <span>{total}</span>}
      {until !== undefined && (
        <span className={until ? styles.termsFree : undefined}>
          {until ? t('offers.freeCancellation', { date: formatLongDate(until, tag) }) : t('offers.nonRefundable')}
        </span>
      )}
    </p>
  );
}

interface OfferRowProps {
  offer: RoomOffer;
  /** Id prefix of the card: the offer's link is named `${id}-${offer.id}`. */
  id: string;
  href: string;
  hasDates: boolean;
  tag: string;
  t: Translate;
  onShowDetails(offer: RoomOffer): void;
  gift?: Props['gift'];
}

/** One offer of a room: its link and what it includes, its price and terms, 'Offer details'. */
function OfferRow({ offer, id, href, hasDates, tag, t, onShowDetails, gift }: OfferRowProps) {
  const terms = offer.cancellationPolicy.cancellable
    ? t('offers.cancellable', { count: offer.cancellationPolicy.daysBefore, percent: formatRefundRate(tag) })
    : t('offers.nonRefundable');
  return (
    <li className={styles.offer}>
      <div className={styles.offerText}>
        <a id={`${id}-${offer.id}`} className={styles.offerLink} href={href}>
          {offer.hotelRate ? t(`offers.rate.${offer.hotelRate}`) : offer.label}
        </a>
        <p className={styles.offerMeta}>
          {offer.hotelRate
            ? t(`offers.rateNote.${offer.hotelRate}`)
            : [t('offers.nights', { count: offer.nights }), offer.shortProgramIntroWithoutRoom].filter(Boolean).join(' · ')}
        </p>
        <p className={styles.offerMeta}>{terms}</p>
      </div>
      <div className={styles.offerSide}>
        {gift?.packageIds.includes(offer.id) && <GiftTag quote={hasDates ? gift.quotes[offer.id] : undefined} tag={tag} t={t} />}
        <OfferPrice offer={offer} hasDates={hasDates} tag={tag} t={t} />
        <button type="button" className={styles.detailsButton} aria-describedby={`${id}-${offer.id}`} onClick={() => onShowDetails(offer)}>
          {t('offers.details')}
        </button>
      </div>
    </li>
  );
}

/**
 * A room and its offers (spec §2 'Hotel page' room cards): 'Choose an offer' with dates, else a prompt that opens
 * the calendar. Each offer links to its product page with the stay in the hash and opens its details; the room's
 * hotel-only nights (room only, with breakfast) come below its stays with activities.
 */
export default function RoomCard({ room, stay, hasDates, tag, t, onSelectDates, onShowDetails, gift }: Props) {
  const id = useId();
  const criteria = {
    a: stay.adults,
    c: stay.children,
    b: stay.babies,
    ...(hasDates && stay.checkin && stay.checkout ? { checkin: stay.checkin, checkout: stay.checkout } : {}),
  };
  // The stays with activities first, then the room's hotel-only nights under their own heading (ADR 54).
  const stays = room.offers.filter((offer) => offer.hotelRate === null);
  const nights = room.offers.filter((offer) => offer.hotelRate !== null);
  const row = (offer: RoomOffer) => ({
    offer,
    id,
    href: buildProductHref(offer.uri, 'booking', criteria, offer.nights),
    hasDates,
    tag,
    t,
    onShowDetails,
    gift,
  });
  return (
    <article className={styles.room} aria-labelledby={`${id}-title`}>
      <header className={styles.roomHead}>
        <h3 id={`${id}-title`} className={styles.roomTitle}>
          {room.title}
        </h3>
        <p className={styles.roomFacts}>
          {[t('offers.roomSize', { size: room.size }), room.bedding, t('offers.capacity', { count: room.maxCapacity })].filter(Boolean).join(' · ')}
        </p>
      </header>
      {hasDates ? (
        <p className={styles.prompt}>{t('offers.chooseOffer')}</p>
      ) : (
        <button type="button" className={`${styles.prompt} ${styles.promptButton}`} onClick={onSelectDates}>
          {t('offers.selectDates')}
        </button>
      )}
      {stays.length > 0 && (
        <ul className={styles.offerList}>
          {stays.map((offer) => (
            <OfferRow key={offer.id} {...row(offer)} />
          ))}
        </ul>
      )}
      {nights.length > 0 && (
        <section className={styles.hotelOnly} aria-labelledby={`${id}-nights`}>
          <h4 id={`${id}-nights`} className={styles.hotelOnlyTitle}>
            {t('offers.hotelOnly')}
          </h4>
          <ul className={styles.offerList}>
            {nights.map((offer) => (
              <OfferRow key={offer.id} {...row(offer)} />
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
