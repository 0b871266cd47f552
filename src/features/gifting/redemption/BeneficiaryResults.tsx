import { useEffect, useMemo, useState } from 'react';
import { getBeneficiaryPrice, type GiftCodeKind } from '../../../domain/gift-code';
import { formatMoney } from '../../../domain/money';
import { createTranslator, type Messages } from '../../../i18n/client';
import { fetchBeneficiaryFacets, fetchBeneficiaryOffers, type BeneficiaryOffer, type BeneficiaryQuery } from './beneficiary-api';
import styles from './BeneficiaryResults.module.scss';

export interface BeneficiaryResultsProps {
  kind: GiftCodeKind;
  boxCode: string | null;
  giftAmount: number | null;
  giftNights: number;
  affiliateId: string;
  locale: string;
  language: string;
  tag: string;
  messages: Messages;
}

type Results = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; total: number; offers: BeneficiaryOffer[]; page: number };

/** Stays bookable with a gift, from the beneficiary offers and facets endpoints: arrival date and stars filters, more on demand. */
export default function BeneficiaryResults({ kind, boxCode, giftAmount, giftNights, affiliateId, locale, language, tag, messages }: BeneficiaryResultsProps) {
  const t = useMemo(() => createTranslator(messages, language), [messages, language]);
  const [checkinDate, setCheckinDate] = useState('');
  const [stars, setStars] = useState<number[]>([]);
  const [facets, setFacets] = useState<{ value: number; count: number }[]>([]);
  const [results, setResults] = useState<Results>({ status: 'loading' });
  const query: BeneficiaryQuery = { kind, boxCode, affiliateId, giftNights, locale, checkinDate: checkinDate || null, stars };
  const queryKey = JSON.stringify(query);

  useEffect(() => {
    let isCurrent = true;
    setResults({ status: 'loading' });
    fetchBeneficiaryOffers(query, 0)
      .then((answer) => isCurrent && setResults({ status: 'loaded', total: answer.searchDetails.totalCount, offers: answer.results, page: 0 }))
      .catch(() => isCurrent && setResults({ status: 'error' }));
    fetchBeneficiaryFacets(query)
      .then((answer) => isCurrent && setFacets(answer.stars))
      .catch(() => isCurrent && setFacets([]));
    return () => {
      isCurrent = false;
    };
  }, [queryKey]); // eslint-disable-line react-hooks/exhaustive-deps -- the query is what queryKey spells

  const showMore = () => {
    if (results.status !== 'loaded') return;
    const next = results.page + 1;
    fetchBeneficiaryOffers(query, next)
      .then((answer) => setResults({ status: 'loaded', total: answer.searchDetails.totalCount, offers: [...results.offers, ...answer.results], page: next }))
      .catch(() => setResults({ status: 'error' }));
  };

  const toggleStar = (value: number) => setStars((current) => (current.includes(value) ? current.filter((star) => star !== value) : [...current, value]));

  return (
    <section aria-labelledby="gift-results-title">
      <h2 id="gift-results-title" className={styles.title}>
        {t('results.title')}
      </h2>
      <div className={styles.filters}>
        <label className={styles.date}>
          <span>{t('results.checkin')}</span>
          <input type="date" value={checkinDate} onChange={(event) => setCheckinDate(event.target.value)} />
        </label>
        <fieldset className={styles.stars}>
          <legend>{t('results.stars')}</legend>
          {facets.map((facet) => (
            <label key={facet.value} className={styles.star}>
              <input
                type="checkbox"
                checked={stars.includes(facet.value)}
                disabled={facet.count === 0 && !stars.includes(facet.value)}
                onChange={() => toggleStar(facet.value)}
              />
              <span>
                {t('results.starsOption', { count: facet.value })} ({facet.count})
              </span>
            </label>
          ))}
        </fieldset>
      </div>
      <div aria-live="polite">
        {results.status === 'loading' && <p className={styles.note}>{t('results.loading')}</p>}
        {results.status === 'error' && <p className={styles.error}>{t('errors:somethingWrong')}</p>}
        {results.status === 'loaded' && <p className={styles.count}>{t('results.count', { count: results.total })}</p>}
        {results.status === 'loaded' && results.total === 0 && <p className={styles.note}>{t('results.empty')}</p>}
      </div>
      {results.status === 'loaded' && (
        <ul className={styles.grid}>
          {results.offers.map((offer) => {
            const price = getBeneficiaryPrice(kind, offer.sellPrice, giftAmount);
            return (
              <li key={offer.id} className={styles.card}>
                <img src={offer.imageUrl} alt="" width={320} height={180} loading="lazy" />
                <div className={styles.body}>
                  <h3>
                    <a href={offer.uri}>{offer.label}</a>
                  </h3>
                  <p className={styles.note}>
                    {offer.hotel.label} · {'★'.repeat(offer.hotel.stars)} · {offer.hotel.location.label}
                  </p>
                  <p className={price.isCovered ? styles.covered : styles.remaining}>
                    {price.isCovered ? t('results.covered') : t('results.remaining', { amount: formatMoney(price.remainingAmount, tag) })}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {results.status === 'loaded' && results.offers.length < results.total && (
        <button type="button" className={styles.more} onClick={showMore}>
          {t('results.more')}
        </button>
      )}
    </section>
  );
}
