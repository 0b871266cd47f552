import { useStore } from '@nanostores/react';
import { useMemo, useRef, useState } from 'react';
import { createTranslator, type Messages } from '../../i18n/client';
import { $wishlist, loadWishlist } from '../../stores/wishlist';
import styles from './WishlistDrawer.module.scss';
import WishlistSections from './WishlistSections';

interface Props {
  /** Header label of the icon ('My wishlist'). */
  label: string;
  language: string;
  /** The page's market ('nl_BE'). */
  locale: string;
  messages: Messages;
  /** Where 'Add items' leads: stay search and activity search. */
  stayPath: string;
  activityPath: string;
}

/**
 * The header's wishlist (spec §2 wishlist drawer): packages and activities with an empty state; the same for a
 * signed-in customer (the account's list) and an anonymous visitor (the browser's).
 */
export default function WishlistDrawer({ label, language, locale, messages, stayPath, activityPath }: Props) {
  const t = useMemo(() => createTranslator(messages, language), [messages, language]);
  const items = useStore($wishlist);
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const show = () => {
    loadWishlist();
    setOpen(true);
    dialog.current?.showModal();
  };
  return (
    <>
      <button type="button" className="header-action" aria-label={label} aria-haspopup="dialog" onClick={show}>
        <svg className="icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 2.8 4.5 6.6 4.5c2.1 0 3.4 1.1 4.1 2.1h2.6c.7-1 2-2.1 4.1-2.1 3.8 0 5.7 4.1 4.2 7.4C19.5 16.4 12 21 12 21Zm-5.4-14.5c-2.3 0-3.4 2.5-2.4 4.6 1.4 3 5.8 6.3 7.8 7.6 2-1.3 6.4-4.6 7.8-7.6 1-2.1-.1-4.6-2.4-4.6-1.6 0-2.4 1-2.9 1.8l-.3.3H9.8l-.3-.3C9 7.5 8.2 6.5 6.6 6.5Z"
          />
        </svg>
        <span className="header-action__label" aria-hidden="true">
          {label}
        </span>
      </button>
      <dialog ref={dialog} className={styles.drawer} aria-labelledby="wishlist-title" onClose={() => setOpen(false)}>
        <header className={styles.head}>
          <h2 id="wishlist-title">{t('title')}</h2>
          <button type="button" className={styles.close} aria-label={t('close')} onClick={() => dialog.current?.close()}>
            ×
          </button>
        </header>
        {open && <WishlistSections items={items} locale={locale} t={t} level={3} stayPath={stayPath} activityPath={activityPath} idPrefix="wishlist-drawer" />}
      </dialog>
    </>
  );
}
