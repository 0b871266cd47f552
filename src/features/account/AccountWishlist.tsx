import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { createTranslator, type Messages } from '../../i18n/client';
import { $wishlist, loadWishlist, setAccountWishlist, type WishlistItem } from '../../stores/wishlist';
import WishlistSections from '../wishlist/WishlistSections';

interface Props {
  language: string;
  /** The page's market ('nl_BE'). */
  locale: string;
  messages: Messages;
  stayPath: string;
  activityPath: string;
  /** The account's list read by the server, or null for an anonymous visitor (the browser's list shows after start). */
  accountItems: WishlistItem[] | null;
}

/** The account's wishlist page: the same sections and removal as the drawer, through the same store. */
export default function AccountWishlist({ language, locale, messages, stayPath, activityPath, accountItems }: Props) {
  const t = useMemo(() => createTranslator(messages, language), [messages, language]);
  const stored = useStore($wishlist);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (accountItems) setAccountWishlist(accountItems);
    else loadWishlist();
    setStarted(true);
  }, [accountItems]);
  if (!started && !accountItems) return null;
  const items = started ? stored : (accountItems ?? []);
  return <WishlistSections items={items} locale={locale} t={t} level={2} stayPath={stayPath} activityPath={activityPath} idPrefix="account-wishlist" />;
}
