import type { Translate } from '../../i18n/client';
import { toggleWishlist, type WishlistItem } from '../../stores/wishlist';
import styles from './WishlistSections.module.scss';
import { useLocalisedWishlist } from './use-localised-wishlist';

interface Props {
  items: readonly WishlistItem[];
  /** The page's market ('nl_BE'): labels and links show in its language, whichever site the heart was pressed on. */
  locale: string;
  t: Translate;
  /** Heading level of the sections: 3 in the drawer (under its title), 2 on the account page. */
  level: 2 | 3;
  /** Where 'Add items' leads: stay search and activity search. */
  stayPath: string;
  activityPath: string;
  /** Makes the heading ids unique when the drawer and the page show the sections together. */
  idPrefix: string;
}

const SECTIONS = [
  { type: 'STAY', key: 'packages' },
  { type: 'ACTIVITY', key: 'activities' },
] as const;

/** The wishlist's Packages and Activities sections (spec §2 wishlist drawer), each with its empty state. */
export default function WishlistSections({ items: stored, locale, t, level, stayPath, activityPath, idPrefix }: Props) {
  const items = useLocalisedWishlist(stored, locale);
  const Heading = level === 2 ? 'h2' : 'h3';
  const row = (item: WishlistItem) => (
    <li key={`${item.type}-${item.id}`} className={styles.item}>
      {item.imageUrl && <img src={item.imageUrl} alt="" width={96} height={54} loading="lazy" />}
      <span className={styles.text}>
        <a href={item.uri}>{item.label}</a>
        {item.hotel && <span className={styles.muted}>{item.hotel.label}</span>}
      </span>
      <button type="button" className={styles.remove} aria-label={t('remove', { label: item.label })} onClick={() => toggleWishlist(item)}>
        ×
      </button>
    </li>
  );
  return SECTIONS.map(({ type, key }) => {
    const list = items.filter((item) => item.type === type);
    const id = `${idPrefix}-${key}`;
    return (
      <section key={type} aria-labelledby={id} className={styles.section}>
        <Heading id={id} className={styles.heading}>
          {t(key)}
        </Heading>
        {list.length > 0 ? (
          <ul className={styles.list}>{list.map(row)}</ul>
        ) : (
          <p className={styles.muted}>
            {t('empty')} <a href={type === 'STAY' ? stayPath : activityPath}>{t('addItems')}</a>
          </p>
        )}
      </section>
    );
  });
}
