import { useEffect, useState } from 'react';
import { readActivityParticipants, type ActivityOffer } from '../../domain/activity-offer';
import { formatMoney } from '../../domain/money';
import { DEFAULT_ACTIVITY_PARTICIPANTS } from '../../domain/pax';

export interface ActivityCheckoutSummaryProps {
  /** Offers per participant count, priced on the server. */
  offers: Record<number, ActivityOffer>;
  tag: string;
  /** Texts already translated; `{{count}}` and `{{price}}` are filled here. */
  labels: { participants: string; perParticipant: string; saved: string; total: string; unavailable: string };
}

/** Participants from the hash `a` (spec §2 checkout routes: default 2) and the price the server gave for them. */
export default function ActivityCheckoutSummary({ offers, tag, labels }: ActivityCheckoutSummaryProps) {
  const [participants, setParticipants] = useState(DEFAULT_ACTIVITY_PARTICIPANTS);
  useEffect(() => setParticipants(readActivityParticipants(new URLSearchParams(window.location.hash.slice(1)).get('a'))), []);
  const offer = offers[participants];
  if (!offer) return <p role="status">{labels.unavailable}</p>;
  const money = (cents: number) => formatMoney(cents, tag);
  return (
    <dl className="lines" data-participants={participants}>
      <div><dt>{labels.participants}</dt><dd>{participants}</dd></div>
      <div><dt>{labels.perParticipant}</dt><dd>{money(offer.perParticipant)}</dd></div>
      {offer.moneySaved > 0 && <div><dt>{labels.saved}</dt><dd>{money(offer.moneySaved)}</dd></div>}
      <div className="lines__total"><dt>{labels.total}</dt><dd>{money(offer.total)}</dd></div>
    </dl>
  );
}
