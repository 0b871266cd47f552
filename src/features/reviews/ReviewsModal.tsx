import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createTranslator, type Messages } from '../../i18n/client';
import ReviewFilters from './ReviewFilters';
import ReviewList from './ReviewList';
import ReviewsSummary from './ReviewsSummary';
import { useReviews } from './use-reviews';
import { styles } from './reviews-modal-classes';

export interface ReviewsModalProps {
  hotelId: number;
  /** API locale, e.g. fr_BE. */
  locale: string;
  /** Language of the texts, for plurals (fr, nl…). */
  language: string;
  /** BCP 47 tag for dates, e.g. fr-BE. */
  tag: string;
  /** The `reviews` namespace (getMessages(language, 'reviews')). */
  messages: Messages;
}

/**
 * 'Read all the reviews' and the 'Customer reviews' dialog (spec §2, §4): summary, sort and language, the list
 * and 'Show more'. Reviews are fetched on the first opening and kept when the dialog closes. Focus goes to the
 * title on opening and back to the opener on closing.
 */
export default function ReviewsModal({ hotelId, locale, language, tag, messages }: ReviewsModalProps) {
  const t = useMemo(() => createTranslator(messages, language), [messages, language]);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const languageRef = useRef<HTMLSelectElement>(null);
  const [hasOpened, setHasOpened] = useState(false);
  const [state, dispatch] = useReviews(hotelId, locale);
  const titleId = useId();

  const [isOpen, setIsOpen] = useState(false);
  // The dialog's content is made on the first opening (a closed dialog costs the page no bytes), then shown.
  useEffect(() => {
    if (!isOpen || dialogRef.current?.open) return;
    dialogRef.current?.showModal();
    // The title, not the close button: screen readers start at the top of a long dialog (WAI-ARIA APG).
    titleRef.current?.focus();
  }, [isOpen]);

  const open = () => {
    setIsOpen(true);
    setHasOpened(true);
    dispatch({ type: 'opened' });
  };

  return (
    <>
      <button ref={openerRef} type="button" className={styles.opener} aria-haspopup="dialog" onClick={open}>
        {t('readAll')}
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={hasOpened ? titleId : undefined}
        onClose={() => {
          setIsOpen(false);
          openerRef.current?.focus();
        }}
      >
        {hasOpened && (
          <>
            <div className={styles.header}>
              <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
                {t('title')}
              </h2>
              <button type="button" className={styles.close} aria-label={t('close')} title={t('close')} onClick={() => dialogRef.current?.close()}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <div className={styles.body}>
              {state.answer && <ReviewsSummary answer={state.answer} t={t} />}
              <ReviewFilters
                query={state.query}
                t={t}
                languageRef={languageRef}
                onSort={(sort) => dispatch({ type: 'sortChosen', sort })}
                onLanguage={(value) => dispatch({ type: 'languageChosen', language: value })}
              />
              <ReviewList
                state={state}
                t={t}
                tag={tag}
                onMore={() => dispatch({ type: 'moreRequested' })}
                onRetry={() => {
                  titleRef.current?.focus();
                  dispatch({ type: 'retried' });
                }}
                onAllLanguages={() => {
                  languageRef.current?.focus();
                  dispatch({ type: 'languageChosen', language: 'all' });
                }}
              />
            </div>
          </>
        )}
      </dialog>
    </>
  );
}
