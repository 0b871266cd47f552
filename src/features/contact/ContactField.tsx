import type { ReactNode } from 'react';
import styles from './ContactForm.module.scss';

export interface ContactFieldProps {
  id: string;
  label: string;
  hint?: string | undefined;
  /** The translated error, if any: shown under the field and tied to it. */
  error?: string | undefined;
  isRequired: boolean;
  /** Class of the wrapper (the form's CSS shows or hides fields by reason). */
  className?: string | undefined;
  /** The control, given the ids it must point to with aria-describedby. */
  children: (describedBy: string | undefined) => ReactNode;
  after?: ReactNode;
}

/** A labelled form field with its hint and error message, announced with the control. */
export default function ContactField({ id, label, hint, error, isRequired, className, children, after }: ContactFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {isRequired && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children(describedBy)}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {after}
    </div>
  );
}
