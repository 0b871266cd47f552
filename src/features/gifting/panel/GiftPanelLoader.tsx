import { lazy, Suspense, useEffect, useState } from 'react';
import { $productFlow } from '../../../stores/product-flow';
import type { GiftPanelProps } from './GiftPanel';
import styles from './GiftPanel.module.scss';

const GiftPanel = lazy(() => import('./GiftPanel'));

/**
 * The gift side on a page opened in the booking flow: nothing, and no gift code loaded, until the flow toggle turns
 * to gifting (the product page's JavaScript budget); then the gift panel is fetched and shown.
 */
export default function GiftPanelLoader(props: GiftPanelProps & { loadingLabel: string }) {
  const [isWanted, setWanted] = useState(false);
  useEffect(() => $productFlow.subscribe((flow) => setWanted((was) => was || flow === 'gifting')), []);
  if (!isWanted) return null;
  return (
    <Suspense
      fallback={
        <p className={styles.loading} role="status">
          {props.loadingLabel}
        </p>
      }
    >
      <GiftPanel {...props} />
    </Suspense>
  );
}
