import { getCardPrice } from '../../domain/card-price';
import { formatMoney } from '../../domain/money';
import { trackEvent } from '../analytics/analytics';
import { useSearchUi } from './search-ui';
import styles from './Results.module.scss';
import type { ActivityCard } from '../../domain/search-types';

interface Props {
  activity: ActivityCard;
  index: number;
  eager: boolean;
}

/** An activity-only result: price per participant, 'See activity'. */
export default function ActivityResultCard({ activity, index, eager }: Props) {
  const { t, tag, pos } = useSearchUi();
  const { sellPrice, refPrice, promoPercentageRounded } = activity.price;
  const price = getCardPrice({ sellPrice, refPrice, promo: promoPercentageRounded, participants: activity.participants, nights: 1 }, 'activity');
  const track = () =>
    trackEvent(pos, {
      name: 'select_item',
      params: { item_list_name: 'activity_search', items: [{ item_id: activity.id, item_name: activity.label, index }] },
    });
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <img src={activity.imageUrl} width={640} height={360} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" />
        {price.promo !== null && <span className={styles.promo}>{t('card.promo', { percent: price.promo })}</span>}
      </div>
      <div className={styles.body}>
        <p className={styles.hotel}>{activity.activityCenter.label}</p>
        <p className={styles.location}>{activity.activityCenter.location.label}</p>
        <h3 className={styles.title}>
          <a href={activity.uri} onClick={track}>
            {activity.label}
          </a>
        </h3>
        <div className={styles.priceRow}>
          <p className={styles.price}>
            {price.reference !== null && <del className={styles.muted}>{formatMoney(price.reference, tag)}</del>}{' '}
            <strong>{formatMoney(price.amount, tag)}</strong>
            <span className={styles.muted}>
              {' '}
              {t('card.per.participant')} {t('card.taxIncluded')}
            </span>
          </p>
          <span className={styles.cta} aria-hidden="true">
            {t('card.seeActivity')}
          </span>
        </div>
      </div>
    </article>
  );
}
