import { useEffect, useState } from 'react';
import { buildActivityCheckoutQuery, readActivityParticipants, type ActivityOffer } from '../../domain/activity-offer';
import { formatMoney } from '../../domain/money';

export interface ActivityCheckoutSummaryProps {
  /** Offers per participant count, priced on the server. */
  offers: Record<number, ActivityOffer>;
  /** The count the server rendered the form and priced the order with. */
  participants: number;
  /** True for a voucher bought for oneself (customType=OWN_USE). */
  isOwnUse: boolean;
  /** The id of the form's participants select, followed as the buyer changes it. */
  selectId: string;
  tag: string;
  /** Texts already translated; `{{count}}` and `{{price}}` are filled here. */
  labels: { participants: string; perParticipant: string; saved: string; total: string; unavailable: string };
}

/** The price the server gave for the participants of the checkout form (spec §2 checkout routes: `a`, default 2). */
export default function ActivityCheckoutSummary({ offers, participants: initial, isOwnUse, selectId, tag, labels }: ActivityCheckoutSummaryProps) {
  const [participants, setParticipants] = useState(initial);
  useEffect(() => {
    // An address with the count only in its hash (`#a=1`) is opened again with it in the query the server reads.
    const url = new URL(window.location.href);
    const hashed = new URLSearchParams(url.hash.slice(1)).get('a');
    if (hashed !== null && !url.searchParams.has('a') && readActivityParticipants(hashed) !== initial) {
      url.search = buildActivityCheckoutQuery(isOwnUse, readActivityParticipants(hashed));
      url.hash = '';
      window.location.replace(url.toString());
      return undefined;
    }
    const select = document.getElementById(selectId);
    if (!(select instanceof HTMLSelectElement)) return undefined;
    const follow = () => setParticipants(readActivityParticipants(select.value));
    follow();
    select.addEventListener('change', follow);
    return () => select.removeEventListener('change', follow);
  }, [initial, isOwnUse, selectId]);
  const offer = offers[participants];
  if (!offer) return <p role="status">{labels.unavailable}</p>;
  const money = (cents: number) => formatMoney(cents, tag);
  return (
    <dl className="lines" data-participants={participants}>
      <div>
        <dt>{labels.participants}</dt>
        <dd>{participants}</dd>
      </div>
      <div>
        <dt>{labels.perParticipant}</dt>
        <dd>{money(offer.perParticipant)}</dd>
      </div>
      {offer.moneySaved > 0 && (
        <div>
          <dt>{labels.saved}</dt>
          <dd>{money(offer.moneySaved)}</dd>
        </div>
      )}
      <div className="lines__total">
        <dt>{labels.total}</dt>
        <dd>{money(offer.total)}</dd>
      </div>
    </dl>
  );
}
