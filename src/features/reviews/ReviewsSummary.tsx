import { REVIEW_CRITERIA, formatScore, getCriterionBarWidth, isReviewScoreShown } from '../../domain/reviews';
import type { Translate } from '../../i18n/client';
import { getShownLabelKey } from './reviews';
import type { ReviewsAnswer } from './types';
import { styles } from './reviews-modal-classes';

interface Props {
  answer: ReviewsAnswer;
  t: Translate;
}

/**
 * Score, label, count and one bar per criterion (spec §3: bar width is score × 10 %); each reads 'Cleanliness 9,5'.
 * Drawn on the client only (the dialog's body appears on opening): the pages' CSP refuses style attributes in
 * server HTML, while a width set by script is allowed.
 */
export default function ReviewsSummary({ answer, t }: Props) {
  const { score, details, totalCount } = answer;
  if (!isReviewScoreShown(score, totalCount)) return null;
  const labelKey = getShownLabelKey(score);
  const criteria = REVIEW_CRITERIA.flatMap((criterion) => {
    const value = details[criterion];
    return value === null || value === undefined ? [] : [{ criterion, value }];
  });
  return (
    <div className={styles.summary}>
      <p className={styles.overall}>
        <span className={styles.score}>
          {formatScore(score)}
          <span className="visually-hidden"> {t('outOfTen')}</span>
        </span>{' '}
        {labelKey && (
          <>
            <span className={styles.label}>{t(`label.${labelKey}`)}</span>{' '}
          </>
        )}
        <span className={styles.muted}>{t('count', { count: totalCount })}</span>
      </p>
      {criteria.length > 0 && (
        <ul className={styles.criteria} aria-label={t('criteria.title')}>
          {criteria.map(({ criterion, value }) => (
            <li key={criterion} className={styles.criterion}>
              <span>{t(`criteria.${criterion}`)}</span> <span className={styles.criterionScore}>{formatScore(value)}</span>
              <span className={styles.bar} aria-hidden="true">
                <span style={{ width: `${getCriterionBarWidth(value)}%` }} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
