import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { HashCriteria } from '../../domain/search-hash';
import { removeFilters, type FilterKey } from '../../domain/search-flow';
import { applyCriteria } from '../../stores/search';
import type { PanelProps } from './filter-panels';
import { useSearchUi } from './search-ui';
import styles from './Filters.module.scss';
import { useFacets } from './use-facets';

interface Props {
  label: string;
  /** Filters this dropdown owns: Clear removes them. */
  keys: readonly FilterKey[];
  criteria: HashCriteria;
  /** How many of its values are applied (shown on the button). */
  applied: number;
  Panel(props: PanelProps): ReactNode;
  /** Distance: a click outside confirms when the draft changed (spec §4). */
  confirmOnOutsideClick?: boolean;
}

/**
 * A filter of the desktop bar: the panel edits a draft; Confirm writes it to the URL, Cancel or Escape reverts it,
 * Clear removes this filter and searches at once (spec §4 filter dropdown).
 */
export default function FilterDropdown({ label, keys, criteria, applied, Panel, confirmOnOutsideClick = false }: Props) {
  const { t } = useSearchUi();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(criteria);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const facets = useFacets(draft, open);
  const changed = JSON.stringify(draft) !== JSON.stringify(criteria);

  // Drafts reset when the URL filters change.
  useEffect(() => setDraft(criteria), [criteria]);

  const close = (restoreFocus = true) => {
    setOpen(false);
    setDraft(criteria);
    if (restoreFocus) button.current?.focus();
  };
  const confirm = () => {
    setOpen(false);
    if (changed) applyCriteria(draft);
  };

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (root.current?.contains(event.target as Node)) return;
      if (confirmOnOutsideClick && changed) confirm();
      else close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  });

  const count = facets?.totalCount;
  return (
    <div className={styles.dropdown} ref={root} onKeyDown={(event) => event.key === 'Escape' && open && (event.stopPropagation(), close())}>
      <button
        ref={button}
        type="button"
        className={styles.chip}
        data-active={applied > 0 || undefined}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {label}
        {applied > 0 && <span className={styles.badge}>{applied}</span>}
      </button>
      <div id={panelId} role="group" aria-label={label} className={styles.panel} hidden={!open}>
        {open && <Panel draft={draft} setDraft={setDraft} facets={facets} />}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.linkButton}
            disabled={applied === 0}
            onClick={() => {
              setOpen(false);
              applyCriteria(removeFilters(criteria, keys));
            }}
          >
            {t('filters.clear')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => close()}>
            {t('filters.cancel')}
          </button>
          <button type="button" className={styles.primary} onClick={confirm}>
            {count === undefined ? t('filters.viewOffers') : t('filters.viewCount', { count })}
          </button>
        </div>
      </div>
    </div>
  );
}
