import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $wishlist, isInWishlist, loadWishlist, toggleWishlist, type WishlistItem } from '../../stores/wishlist';
import styles from './WishlistButton.module.scss';

interface Props {
  item: WishlistItem;
  /** Accessible names, already translated: add and remove. */
  addLabel: string;
  removeLabel: string;
}

/** The heart of an offer page: adds the offer to the wishlist kept in the browser, or removes it. */
export default function WishlistButton({ item, addLabel, removeLabel }: Props) {
  const wishlist = useStore($wishlist);
  useEffect(loadWishlist, []);
  const saved = isInWishlist(wishlist, item.type, item.id);
  return (
    <button type="button" className={styles.heart} aria-pressed={saved} aria-label={saved ? removeLabel : addLabel} onClick={() => toggleWishlist(item)}>
      <svg viewBox="0 0 24 24" aria-hidden="true" width="24" height="24">
        <path d="M12 21s-7.5-4.6-9.5-9.1C1.1 8.6 3.2 5 6.7 5c2 0 3.5 1.1 5.3 3 1.8-1.9 3.3-3 5.3-3 3.5 0 5.6 3.6 4.2 6.9C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
