import { useEffect, useId, useRef, useState } from 'react';
import { formatMoney } from '../../domain/money';
import { formatRefundRate } from '../../domain/quote';
import type { Translate } from '../../i18n/client';
import { buildProductHref } from '../../domain/product-link';
import type { Stay } from '../../domain/hotel-hash';
import { fetchOfferDetail, type OfferDetail, type RoomOffer } from './hotel-offers-api';
import styles from './OfferDetailsModal.module.scss';

interface Props {
  /** The offer shown; null when the modal is closed. */
  offer: RoomOffer | null;
  stay: Stay;
  hasDates: boolean;
  locale: string;
  tag: string;
  t: Translate;
  onClose(): void;
}

type State = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; detail: OfferDetail };

/**
 * 'Offer details' (spec §2 'Offer-details modal'): room, program, activities and booking options of one offer,
 * from detail.json. A bottom drawer on phones, a dialog on wider screens; the focus goes back to the opener.
 */
export default function OfferDetailsModal({ offer, stay, hasDates, locale, tag, t, onClose }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [state, setState] = useState<State>({ status: 'loading' });
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    if (!offer) {
      if (dialog.open) dialog.close();
      return undefined;
    }
    if (!dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchOfferDetail(offer.id, locale, stay, controller.signal)
      .then((detail) => setState({ status: 'loaded', detail }))
      .catch(() => !controller.signal.aborted && setState({ status: 'error' }));
    return () => controller.abort();
  }, [offer, stay, locale]);

  const handleClose = () => {
    if (openerRef.current?.isConnected) openerRef.current.focus();
    onClose();
  };
  const criteria = {
    a: stay.adults,
    c: stay.children,
    b: stay.babies,
    ...(hasDates && stay.checkin && stay.checkout ? { checkin: stay.checkin, checkout: stay.checkout } : {}),
  };
  const detail = state.status === 'loaded' ? state.detail : null;
  const price = offer?.perPerson ?? null;

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={offer ? titleId : undefined} onClose={handleClose}>
      {/* Nothing inside while no offer is chosen: a closed dialog costs the page no bytes. */}
      {offer && (
        <>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {offer.label}
            </h2>
            <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()}>
              {t('details.close')}
            </button>
          </div>
          <div className={styles.body} aria-busy={state.status === 'loading'}>
            {state.status === 'loading' && <p role="status">{t('details.loading')}</p>}
            {state.status === 'error' && <p role="alert">{t('errors:somethingWrong')}</p>}
            {detail && (
              <>
                <section aria-labelledby={`${titleId}-room`}>
                  <h3 id={`${titleId}-room`}>{t('details.room')}</h3>
                  <p className={styles.lead}>{detail.room.label}</p>
                  <p className={styles.muted}>
                    {[t('offers.roomSize', { size: detail.room.size }), detail.room.bedding, t('offers.capacity', { count: detail.room.maxCapacity })].join(
                      ' · ',
                    )}
                  </p>
                  <p>{detail.room.description}</p>
                  {detail.room.highlights.length > 0 && (
                    <ul className={styles.ticks}>
                      {detail.room.highlights.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  )}
                </section>
                <section aria-labelledby={`${titleId}-program`}>
                  <h3 id={`${titleId}-program`}>{t('details.program')}</h3>
                  <ul className={styles.ticks}>
                    {detail.programLines.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </section>
                {detail.items.length > 0 && (
                  <section aria-labelledby={`${titleId}-activities`}>
                    <h3 id={`${titleId}-activities`}>{t('details.activities')}</h3>
                    <ul className={styles.items}>
                      {detail.items.map((item) => (
                        <li key={`${item.activityId}-${item.day}-${item.type}`}>
                          <p className={styles.lead}>{item.title}</p>
                          <p className={styles.muted}>
                            {[
                              t(`details.types.${item.type}`),
                              item.days.length > 1
                                ? t('details.days', { first: item.days[0], last: item.days[item.days.length - 1] })
                                : t('details.day', { day: item.day }),
                              item.duration > 0 ? t('details.duration', { minutes: item.duration }) : null,
                            ]
                              .filter(Boolean)
                              .join(' · ')}
                          </p>
                          {item.detailList.map((text) => (
                            <p key={text}>{text}</p>
                          ))}
                        </li>
                      ))}
                    </ul>
                  </section>
                )}
              </>
            )}
            {offer && (
              <section aria-labelledby={`${titleId}-booking`}>
                <h3 id={`${titleId}-booking`}>{t('details.booking')}</h3>
                <ul className={styles.facts}>
                  <li>{t('offers.nights', { count: offer.nights })}</li>
                  <li>
                    {offer.cancellationPolicy.cancellable
                      ? t('offers.cancellable', { count: offer.cancellationPolicy.daysBefore, percent: formatRefundRate(tag) })
                      : t('offers.nonRefundable')}
                  </li>
                  {price === null ? (
                    <li>{t('offers.unavailable')}</li>
                  ) : (
                    <li>
                      <strong>{t(hasDates ? 'offers.perPerson' : 'offers.fromPerPerson', { price: formatMoney(price, tag) })}</strong>
                    </li>
                  )}
                </ul>
                <a className={`button ${styles.cta}`} href={buildProductHref(offer.uri, 'booking', criteria, offer.nights)}>
                  {t('details.see')}
                </a>
              </section>
            )}
          </div>
        </>
      )}
    </dialog>
  );
}
