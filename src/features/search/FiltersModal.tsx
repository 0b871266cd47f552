import { useEffect, useRef, useState } from 'react';
import type { HashCriteria } from '../../domain/search-hash';
import { removeAllFilters } from '../../domain/search-flow';
import { applyCriteria } from '../../stores/search';
import type { FilterSection } from './filter-panels';
import { useSearchUi } from './search-ui';
import styles from './Filters.module.scss';
import { useFacets } from './use-facets';

interface Props {
  open: boolean;
  onClose(): void;
  criteria: HashCriteria;
  sections: readonly FilterSection[];
}

/**
 * The mobile 'Filters' drawer: every filter of the flow on one screen. 'See results' applies the draft (filters
 * not listed are removed), 'Reset all filters' clears the draft, closing without applying restores it.
 */
export default function FiltersModal({ open, onClose, criteria, sections }: Props) {
  const { t } = useSearchUi();
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState(criteria);
  const facets = useFacets(draft, open);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setDraft(criteria);
      element.showModal();
    } else if (!open && element.open) element.close();
  }, [open, criteria]);

  const apply = () => {
    onClose();
    applyCriteria(draft);
  };
  const count = facets?.totalCount;
  return (
    <dialog ref={dialog} className={styles.drawer} aria-labelledby="filters-title" onClose={onClose} onCancel={onClose}>
      <header className={styles.drawerHeader}>
        <h2 id="filters-title">{t('filters.title')}</h2>
        <button type="button" className={styles.close} aria-label={t('filters.close')} onClick={onClose}>
          ×
        </button>
      </header>
      <div className={styles.drawerBody}>
        {open &&
          sections.map(({ key, label, Panel }) => (
            <section key={key} className={styles.section} aria-label={label}>
              <h3>{label}</h3>
              <Panel draft={draft} setDraft={setDraft} facets={facets} />
            </section>
          ))}
      </div>
      <footer className={styles.drawerFooter}>
        <button type="button" className={styles.secondary} onClick={() => setDraft(removeAllFilters(draft))}>
          {t('filters.resetAll')}
        </button>
        <button type="button" className={styles.primary} onClick={apply}>
          {count === undefined ? t('filters.viewOffers') : t('filters.viewCount', { count })}
        </button>
      </footer>
    </dialog>
  );
}
