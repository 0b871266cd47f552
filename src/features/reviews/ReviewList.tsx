import { useEffect, useRef } from 'react';
import type { Translate } from '../../i18n/client';
import ReviewItem from './ReviewItem';
import { getReviewsView, type ReviewsState } from './reviews-state';
import styles from './ReviewsModal.module.scss';

interface Props {
  state: ReviewsState;
  t: Translate;
  tag: string;
  onMore(): void;
  onRetry(): void;
  onAllLanguages(): void;
}

/**
 * The list area of the modal: loading, error, no review (at all or in the chosen language), or the reviews
 * with 'Show more'.
 * After 'Show more' the focus moves to the first added review, since the button may be gone.
 */
export default function ReviewList({ state, t, tag, onMore, onRetry, onAllLanguages }: Props) {
  const view = getReviewsView(state);
  const listRef = useRef<HTMLOListElement>(null);
  const firstAddedRef = useRef<number | null>(null);
  const shownCount = view.kind === 'list' ? view.reviews.length : 0;

  useEffect(() => {
    const index = firstAddedRef.current;
    if (index === null || shownCount <= index) return;
    firstAddedRef.current = null;
    listRef.current?.querySelectorAll('article')[index]?.focus();
  }, [shownCount]);

  const showMore = () => {
    firstAddedRef.current = shownCount;
    onMore();
  };

  return (
    <div className={styles.list}>
      <p role="status" className={view.kind === 'loading' ? styles.muted : 'visually-hidden'}>
        {view.kind === 'loading' && t('loading')}
        {view.kind === 'list' && !view.isLoadingMore && t('progress', { count: view.total, shown: view.reviews.length })}
        {view.kind === 'list' && view.isLoadingMore && t('loading')}
      </p>
      {view.kind === 'error' && (
        <div className={styles.notice} role="alert">
          <p>{t('error')}</p>
          <button type="button" className={styles.secondary} onClick={onRetry}>{t('retry')}</button>
        </div>
      )}
      {view.kind === 'empty' && <p className={styles.notice}>{t('empty')}</p>}
      {view.kind === 'emptyLanguage' && (
        <div className={styles.notice}>
          <p>{t(`noReviewsIn.${view.language}`)}</p>
          <button type="button" className={styles.secondary} onClick={onAllLanguages}>{t('seeAllLanguages')}</button>
        </div>
      )}
      {view.kind === 'list' && (
        <>
          <ol ref={listRef} className={styles.reviews}>
            {view.reviews.map((review) => (
              <li key={review.id}><ReviewItem review={review} t={t} tag={tag} /></li>
            ))}
          </ol>
          {view.hasMoreFailed && <p className={styles.error} role="alert">{t('error')}</p>}
          {view.canShowMore && (
            <button type="button" className={styles.secondary} aria-disabled={view.isLoadingMore} onClick={() => !view.isLoadingMore && showMore()}>
              {t('showMore')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
