import { useStore } from '@nanostores/react';
import type { RecentlyViewed as Viewed } from '../../domain/recently-viewed';
import { formatMoney } from '../../domain/money';
import { $recentlyViewed } from '../../stores/recently-viewed';
import styles from './RecentlyViewed.module.scss';

export interface RecentlyViewedProps {
  /** This page's offer, left out of the list (the price box remembers the visit when it starts). */
  item: Viewed;
  title: string;
  /** 'from {{price}}' already translated, with the placeholder kept. */
  priceLabel: string;
  tag: string;
}

/** 'Recently viewed' (spec §2 activity page, §7 local storage): the other offers seen, started when scrolled to. */
export default function RecentlyViewed({ item, title, priceLabel, tag }: RecentlyViewedProps) {
  const list = useStore($recentlyViewed);
  const others = list.filter((entry) => !(entry.id === item.id && entry.type === item.type));
  // An element even when empty: the island starts when it comes into view.
  if (others.length === 0) return <div className={styles.anchor} />;
  return (
    <section className={styles.section} aria-labelledby="recently-viewed">
      <h2 id="recently-viewed">{title}</h2>
      <ul className={styles.list}>
        {others.map((entry) => (
          <li key={`${entry.type}-${entry.id}`}>
            <a className={styles.card} href={entry.uri}>
              {entry.imageUrl && <img src={entry.imageUrl} alt="" width="640" height="360" loading="lazy" />}
              <span className={styles.label}>{entry.label}</span>
              {entry.hotel && <span className={styles.muted}>{entry.hotel}</span>}
              {entry.price !== null && <span className={styles.muted}>{priceLabel.replace('{{price}}', formatMoney(entry.price, tag))}</span>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
