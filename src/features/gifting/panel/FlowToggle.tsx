import { useEffect, useState } from 'react';
import { clearGiftHash } from '../../../domain/gift-hash';
import { readProductFlow, withProductFlow, type ProductFlow } from '../../../domain/product-flow';
import { $productFlow, setProductFlow } from '../../../stores/product-flow';
import styles from './FlowToggle.module.scss';

export interface FlowToggleProps {
  initialFlow: ProductFlow;
  /** Element whose data-flow attribute the page's styles read (the cancellation policy is hidden in gifting). */
  rootId: string;
  label: string;
  labels: Record<ProductFlow, string>;
  hrefs: Record<ProductFlow, string>;
}

/** Book with dates / Gift without dates (spec §2, §4): swaps the panel in place and keeps the address in step. */
export default function FlowToggle({ initialFlow, rootId, label, labels, hrefs }: FlowToggleProps) {
  const [flow, setFlow] = useState(initialFlow);

  useEffect(() => {
    setProductFlow(initialFlow);
    const unlisten = $productFlow.listen(setFlow);
    // Back and forward go through the flows the visitor switched between.
    const onPopState = () => setProductFlow(readProductFlow(window.location.search, true));
    window.addEventListener('popstate', onPopState);
    return () => {
      unlisten();
      window.removeEventListener('popstate', onPopState);
    };
  }, [initialFlow]);

  useEffect(() => {
    const root = document.getElementById(rootId);
    if (root) root.dataset.flow = flow;
  }, [flow, rootId]);

  const choose = (event: React.MouseEvent<HTMLAnchorElement>, next: ProductFlow) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (next === $productFlow.get()) return;
    const url = new URL(withProductFlow(window.location.href, next), window.location.origin);
    if (next === 'booking') url.hash = clearGiftHash(url.hash);
    window.history.pushState(null, '', url);
    setProductFlow(next);
  };

  return (
    <nav className={styles.toggle} aria-label={label}>
      {(['booking', 'gifting'] as const).map((option) => (
        <a
          key={option}
          href={hrefs[option]}
          className={styles.option}
          aria-current={flow === option ? 'page' : undefined}
          onClick={(event) => choose(event, option)}
        >
          {labels[option]}
        </a>
      ))}
    </nav>
  );
}
