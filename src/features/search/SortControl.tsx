import { useEffect, useId, useRef, useState } from 'react';
import type { HashCriteria } from '../../domain/search-hash';
import { applySort } from '../../domain/search-flow';
import { DEFAULT_SORT, getAvailableSorts } from '../../domain/sorts';
import { applyCriteria } from '../../stores/search';
import { useSearchUi } from './search-ui';
import styles from './Filters.module.scss';

interface Props {
  criteria: HashCriteria;
  /** Desktop: a dropdown; mobile: a 'Sort by' bottom drawer. */
  variant: 'select' | 'drawer';
}

/** The sorts the flow offers (spec §9; distance only with a point); choosing one searches again. */
export default function SortControl({ criteria, variant }: Props) {
  const { t, flow } = useSearchUi();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // The drawer's content is made when it first opens (a drawer never opened costs the page no bytes), then kept.
  const [isOpen, setOpen] = useState(false);
  const [isMade, setMade] = useState(false);
  useEffect(() => {
    if (isOpen) dialog.current?.showModal();
  }, [isOpen]);
  const sorts = getAvailableSorts(flow, criteria.lat !== undefined);
  const current = criteria.sort ?? DEFAULT_SORT;
  if (flow === 'activity' || sorts.length < 2) return null;
  const choose = (sort: string) => {
    dialog.current?.close();
    applyCriteria(applySort(criteria, sort, flow));
  };
  if (variant === 'select') {
    return (
      <label className={styles.sort} htmlFor={id}>
        <span>{t('sort.label')}</span>
        <select id={id} value={current} onChange={(event) => choose(event.target.value)}>
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
    );
  }
  return (
    <>
      <button
        type="button"
        className={styles.chip}
        onClick={() => {
          setMade(true);
          setOpen(true);
        }}
      >
        {t('sort.label')}
      </button>
      <dialog ref={dialog} className={styles.sheet} aria-labelledby={isMade ? `${id}-title` : undefined} onClose={() => setOpen(false)}>
        {isMade && (
          <>
            <header className={styles.drawerHeader}>
              <h2 id={`${id}-title`}>{t('sort.title')}</h2>
              <button type="button" className={styles.close} aria-label={t('filters.close')} onClick={() => dialog.current?.close()}>
                ×
              </button>
            </header>
            <fieldset className={styles.group}>
              <legend className="visually-hidden">{t('sort.title')}</legend>
              {sorts.map((sort) => (
                <label key={sort} className={styles.option}>
                  <input type="radio" name={`${id}-sort`} checked={sort === current} onChange={() => choose(sort)} />
                  <span>{t(`sort.${sort}`)}</span>
                </label>
              ))}
            </fieldset>
          </>
        )}
      </dialog>
    </>
  );
}
