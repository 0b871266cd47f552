import { Fragment } from 'react';
import type { HashCriteria } from '../../domain/search-hash';
import type { Flow } from '../../domain/sorts';
import ActivityResultCard from './ActivityResultCard';
import { buildResultHref } from '../../domain/product-link';
import ResultCard, { HeartSymbol } from './ResultCard';
import { useSearchUi } from './search-ui';
import styles from './Results.module.scss';
import type { ActivityCard, OfferCard } from '../../domain/search-types';

/** Inline banners sit after the 3rd and the 9th result (spec §2). */
const BANNER_AFTER = [3, 9] as const;

interface Props {
  offers: readonly OfferCard[];
  activities: readonly ActivityCard[];
  criteria: HashCriteria;
  today: string;
  listName: string;
  withBanners: boolean;
  onShowHotelOffers?(offer: OfferCard): void;
}

function InlineBanner({ index, flow }: { index: number; flow: Flow }) {
  const { t, paths, giftBannerShown } = useSearchUi();
  const gift = index === 0;
  // The first banner offers a gift outside the gifting flow: only where the gift banner is shown.
  if (gift && flow !== 'gifting' && !giftBannerShown) return null;
  const href = gift ? (flow === 'gifting' ? paths.search.booking : `${paths.search.gifting}?flow=gifting`) : paths.contact;
  const key = gift ? (flow === 'gifting' ? 'banner.book' : 'banner.gift') : 'banner.help';
  return (
    <li className={styles.banner} data-variant={gift ? 'gift' : 'help'}>
      <p className={styles.bannerTitle}>{t(`${key}Title`)}</p>
      <p>{t(`${key}Text`)}</p>
      <a href={href}>{t(`${key}Link`)}</a>
    </li>
  );
}

/** The results in a 3-column grid with the two inline banners at their places. */
export default function ResultsGrid({ offers, activities, criteria, today, listName, withBanners, onShowHotelOffers }: Props) {
  const { flow } = useSearchUi();
  const cards =
    flow === 'activity'
      ? activities.map((activity, index) => <ActivityResultCard key={activity.id} activity={activity} index={index} eager={index < 3} />)
      : offers.map((offer, index) => (
          <ResultCard
            key={offer.id}
            offer={offer}
            href={buildResultHref(offer, flow, criteria)}
            today={today}
            hasDates={Boolean(criteria.checkin)}
            listName={listName}
            eager={index < 3}
            onShowHotelOffers={onShowHotelOffers}
          />
        ));
  return (
    <>
      {flow !== 'activity' && offers.length > 0 && <HeartSymbol />}
      <ul className={styles.grid}>
        {cards.map((card, index) => (
          <Fragment key={card.key}>
            <li className={styles.cell}>{card}</li>
            {withBanners && BANNER_AFTER.includes((index + 1) as 3 | 9) && index + 1 < cards.length && (
              <InlineBanner index={BANNER_AFTER.indexOf((index + 1) as 3 | 9)} flow={flow} />
            )}
          </Fragment>
        ))}
      </ul>
    </>
  );
}
