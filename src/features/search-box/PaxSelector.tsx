import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { ACTIVITY_PARTICIPANT_BOUNDS, PAX_BOUNDS, type PaxKind } from '../../domain/pax';
import type { Translate } from '../../i18n/client';
import { changePaxCount, changeParticipants, getAgeHint, getPaxSummary, type PaxMode, type PaxSelection } from './pax-selection';
import styles from './PaxSelector.module.scss';
import PaxStepper from './PaxStepper';

interface Props {
  id: string;
  /** Visible label of the field ('Travellers', 'Participants'). */
  label: string;
  mode: PaxMode;
  /** In the activity mode `adults` holds the participants. */
  value: PaxSelection;
  /** Called on every change while the popover is open. */
  onChange(value: PaxSelection): void;
  t: Translate;
}

const KINDS: readonly PaxKind[] = ['adults', 'children', 'babies'];

/**
 * Travellers field: a button showing the summary opens the 'Who are you going with?' popover on focus or click.
 * Confirm, Escape, a click outside or leaving it with the keyboard closes it; every change is already applied.
 * The gifting mode only shows the summary.
 */
export default function PaxSelector({ id, label, mode, value, onChange, t }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Focus given back to the trigger on closing must not reopen the popover.
  const isReturningFocus = useRef(false);
  const labelId = `${id}-label`;
  const popoverId = `${id}-popover`;
  const summary = getPaxSummary(value, mode, t);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [isOpen]);

  if (mode === 'gifting') {
    return (
      <div className={styles.root}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        <p id={id} className={styles.readOnly}>
          {summary}
        </p>
      </div>
    );
  }

  function closeToTrigger() {
    setIsOpen(false);
    isReturningFocus.current = true;
    triggerRef.current?.focus();
    isReturningFocus.current = false;
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !isOpen) return;
    // Handled here: an enclosing dialog must not close as well.
    event.preventDefault();
    event.stopPropagation();
    closeToTrigger();
  }

  function handleBlur(event: FocusEvent) {
    // relatedTarget is null when the window loses focus: keep the popover then.
    const next = event.relatedTarget;
    if (next instanceof Node && !rootRef.current?.contains(next)) setIsOpen(false);
  }

  return (
    <div ref={rootRef} className={styles.root} onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <button
        ref={triggerRef}
        id={id}
        type="button"
        className={styles.trigger}
        aria-labelledby={`${labelId} ${id}`}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={popoverId}
        onFocus={() => isReturningFocus.current || setIsOpen(true)}
        onClick={() => setIsOpen(true)}
      >
        {summary}
      </button>
      {/* Its content is made when it opens: the closed popover costs a page no bytes (the search page's ~2 KB). */}
      <div id={popoverId} role="dialog" aria-labelledby={isOpen ? `${popoverId}-title` : undefined} className={styles.popover} hidden={!isOpen}>
        {isOpen && (
          <>
            <h2 id={`${popoverId}-title`} className={styles.title}>
              {t('pax.title')}
            </h2>
            {mode === 'activity' ? (
              <PaxStepper
                id={`${id}-participants`}
                label={t('pax.kinds.participants')}
                hint={t('pax.participantsRange', { ...ACTIVITY_PARTICIPANT_BOUNDS })}
                value={value.adults}
                bounds={ACTIVITY_PARTICIPANT_BOUNDS}
                valueText={summary}
                removeLabel={t('pax.remove.participants')}
                addLabel={t('pax.add.participants')}
                onChange={(count) => onChange(changeParticipants(value, count))}
              />
            ) : (
              <>
                {KINDS.map((kind) => (
                  <PaxStepper
                    key={kind}
                    id={`${id}-${kind}`}
                    label={t(`pax.kinds.${kind}`)}
                    hint={getAgeHint(kind, t)}
                    value={value[kind]}
                    bounds={PAX_BOUNDS[kind]}
                    valueText={t(`pax.${kind}`, { count: value[kind] })}
                    removeLabel={t(`pax.remove.${kind}`)}
                    addLabel={t(`pax.add.${kind}`)}
                    onChange={(count) => onChange(changePaxCount(value, kind, count))}
                  />
                ))}
                <label className={styles.checkbox}>
                  <input type="checkbox" checked={value.singleRoom} onChange={(event) => onChange({ ...value, singleRoom: event.target.checked })} />
                  {t('pax.singleRoom')}
                </label>
              </>
            )}
            <button type="button" className={`button ${styles.confirm}`} onClick={closeToTrigger}>
              {t('pax.confirm')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
