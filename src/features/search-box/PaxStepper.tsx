import { canDecrement, canIncrement, type Bounds } from '../../domain/pax';
import styles from './PaxSelector.module.scss';

interface Props {
  id: string;
  label: string;
  hint: string;
  value: number;
  bounds: Bounds;
  /** The count in words ('3 adults'), announced when it changes. */
  valueText: string;
  removeLabel: string;
  addLabel: string;
  onChange(value: number): void;
}

/** − count + for one kind of traveller. Buttons at a bound stay focusable but do nothing (aria-disabled). */
export default function PaxStepper({ id, label, hint, value, bounds, valueText, removeLabel, addLabel, onChange }: Props) {
  const canRemove = canDecrement(value, bounds);
  const canAdd = canIncrement(value, bounds);
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`} className={styles.stepper}>
      <div className={styles.stepperText}>
        <span id={`${id}-label`} className={styles.stepperLabel}>
          {label}
        </span>
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      </div>
      <button type="button" className={styles.step} aria-label={removeLabel} aria-disabled={!canRemove} onClick={() => canRemove && onChange(value - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <span className={styles.count} aria-live="polite" aria-atomic="true">
        <span aria-hidden="true">{value}</span>
        <span className="visually-hidden">{valueText}</span>
      </span>
      <button type="button" className={styles.step} aria-label={addLabel} aria-disabled={!canAdd} onClick={() => canAdd && onChange(value + 1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
