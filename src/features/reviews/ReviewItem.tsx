import { formatScore, isOtherLanguageReview } from '../../domain/reviews';
import type { Translate } from '../../i18n/client';
import { formatReviewDate, formatStayMonth, getLanguageName, getReviewLang, isTravellerType } from './reviews';
import type { Review } from './types';
import { styles } from './reviews-modal-classes';

interface Props {
  review: Review;
  t: Translate;
  tag: string;
}

/** One review of the modal: who, when, the score, what they liked and liked less, in the reviewer's language. */
export default function ReviewItem({ review, t, tag }: Props) {
  const lang = getReviewLang(review.locale);
  return (
    <article className={styles.review} tabIndex={-1}>
      <p className={styles.reviewMeta}>
        <span className={styles.score}>
          {formatScore(review.average)}
          <span className="visually-hidden"> {t('outOfTen')}</span>
        </span>{' '}
        <span className={styles.customer}>{review.customer}</span>
        {isTravellerType(review.type) && (
          <span className={styles.muted}>
            {' '}
            <span aria-hidden="true">·</span> {t(`type.${review.type}`)}
          </span>
        )}
        <span className={styles.muted}>
          {' '}
          <span aria-hidden="true">·</span> <time dateTime={review.date}>{formatReviewDate(review.date, tag)}</time>
        </span>
      </p>
      {review.source === 'verified' ? (
        <p className={styles.source}>
          <span className={styles.verified}>
            <span aria-hidden="true">✓</span> {t('source.verified')}
          </span>
          {review.stayMonth && <span className={styles.muted}>{t('source.stayedIn', { month: formatStayMonth(review.stayMonth, tag) })}</span>}
        </p>
      ) : (
        <p className={`${styles.source} ${styles.muted}`}>{t('source.imported')}</p>
      )}
      {isOtherLanguageReview(review.locale, tag) && <p className={styles.muted}>{t('review.writtenIn', { language: getLanguageName(review.locale, tag) })}</p>}
      {review.positive && (
        <p className={styles.comment} data-tone="positive">
          <span className={styles.sign} aria-hidden="true">
            +
          </span>
          <span className="visually-hidden">{t('review.positive')} </span>
          <span lang={lang}>{review.positive}</span>
        </p>
      )}
      {review.negative && (
        <p className={styles.comment} data-tone="negative">
          <span className={styles.sign} aria-hidden="true">
            −
          </span>
          <span className="visually-hidden">{t('review.negative')} </span>
          <span lang={lang}>{review.negative}</span>
        </p>
      )}
    </article>
  );
}
