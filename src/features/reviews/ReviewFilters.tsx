import { useId, type RefObject } from 'react';
import { REVIEW_LANGUAGES, REVIEW_SORTS, isReviewLanguage, isReviewSort, type ReviewLanguage, type ReviewSort } from '../../domain/reviews';
import type { Translate } from '../../i18n/client';
import type { ReviewsQuery } from './reviews-state';
import { styles } from './reviews-modal-classes';

interface Props {
  query: ReviewsQuery;
  t: Translate;
  /** The language select, which takes the focus after 'See all the languages'. */
  languageRef: RefObject<HTMLSelectElement | null>;
  onSort(sort: ReviewSort): void;
  onLanguage(language: ReviewLanguage): void;
}

/** Sort and language of the review list (spec §9); a change reloads the list from its first page. */
export default function ReviewFilters({ query, t, languageRef, onSort, onLanguage }: Props) {
  const id = useId();
  return (
    <div className={styles.filters}>
      <label className={styles.field} htmlFor={`${id}-sort`}>
        <span>{t('sort.label')}</span>
        <select id={`${id}-sort`} value={query.sort} onChange={(event) => isReviewSort(event.target.value) && onSort(event.target.value)}>
          {REVIEW_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field} htmlFor={`${id}-language`}>
        <span>{t('language.label')}</span>
        <select
          id={`${id}-language`}
          ref={languageRef}
          value={query.language}
          onChange={(event) => isReviewLanguage(event.target.value) && onLanguage(event.target.value)}
        >
          {REVIEW_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`language.${language}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
