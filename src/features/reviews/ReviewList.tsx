import { useEffect, useRef } from 'react';
import type { Translate } from '../../i18n/client';
import ReviewItem from './ReviewItem';
import { getReviewsView, type ReviewsState, type ReviewsView } from './reviews-state';
import { styles } from './reviews-modal-classes';

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
 * with 'Show more'. After 'Show more' the focus moves to the first added review, since the button may be gone.
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
      {/* One live region for the whole life of the list, so that each change is announced. */}
      <div className={view.kind === 'emptyLanguage' ? styles.notice : styles.statusRow}>
        <p role="status" className={view.kind === 'list' ? 'visually-hidden' : undefined}>
          {getStatusText(view, t)}
        </p>
        {view.kind === 'emptyLanguage' && (
          <button type="button" className={styles.secondary} onClick={onAllLanguages}>
            {t('errors:seeAllLanguages')}
          </button>
        )}
      </div>
      {view.kind === 'error' && (
        <div className={styles.notice} role="alert">
          <p>{t('errors:somethingWrong')}</p>
          <button type="button" className={styles.secondary} onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      )}
      {view.kind === 'empty' && <p className={styles.notice}>{t('empty')}</p>}
      {view.kind === 'list' && (
        <>
          <ol ref={listRef} className={styles.reviews}>
            {view.reviews.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} t={t} tag={tag} />
              </li>
            ))}
          </ol>
          {view.hasMoreFailed && (
            <p className={styles.error} role="alert">
              {t('errors:somethingWrong')}
            </p>
          )}
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

function getStatusText(view: ReviewsView, t: Translate): string {
  switch (view.kind) {
    case 'loading':
      return t('loading');
    case 'emptyLanguage':
      return t(`noReviewsIn.${view.language}`);
    case 'list':
      return view.isLoadingMore ? t('loading') : t('progress', { count: view.total, shown: view.reviews.length });
    default:
      return '';
  }
}
