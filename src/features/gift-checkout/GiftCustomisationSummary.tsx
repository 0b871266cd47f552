import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $giftCustomisation, loadGiftCustomisation } from '../../stores/gift-customisation';

export interface GiftCustomisationSummaryProps {
  /** Texts already translated. */
  labels: { fromName: string; message: string; empty: string };
}

/** The customisation kept in this browser by the gift forms (the checkout never receives it in its address). */
export default function GiftCustomisationSummary({ labels }: GiftCustomisationSummaryProps) {
  const value = useStore($giftCustomisation);
  useEffect(() => {
    loadGiftCustomisation();
  }, []);
  if (!value.fromName && !value.message) return <p data-testid="gift-customisation">{labels.empty}</p>;
  return (
    <dl className="lines" data-testid="gift-customisation">
      {value.fromName && <div><dt>{labels.fromName}</dt><dd>{value.fromName}</dd></div>}
      {value.message && <div><dt>{labels.message}</dt><dd style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{value.message}</dd></div>}
    </dl>
  );
}
