import { useEffect, useRef, useState } from 'react';
import {
  CUSTOMISATION_ERROR_TEXT_KEYS,
  FROM_NAME_MAX_LENGTH,
  LIMIT_NOTICE_MS,
  limitInput,
  MESSAGE_MAX_LENGTH,
  validateFromName,
  validateMessage,
  type CustomisationError,
  type GiftCustomisation,
} from '../../../domain/gift-customisation';
import type { Translate } from '../../../i18n/client';
import styles from './GiftPanel.module.scss';

type Field = keyof GiftCustomisation;

export interface GiftCustomisationFormProps {
  id: string;
  value: GiftCustomisation;
  onChange: (value: GiftCustomisation) => void;
  isMandatory: boolean;
  /** Errors to show now (set by the Offer button's validation). */
  submitted: Partial<Record<Field, CustomisationError>>;
  t: Translate;
}

const MAX: Record<Field, number> = { fromName: FROM_NAME_MAX_LENGTH, message: MESSAGE_MAX_LENGTH };

/**
 * Who the gift is from and a message (spec §5): typing past the limit is refused with a notice that clears after
 * 1 s; errors show on blur and on submit.
 */
export default function GiftCustomisationForm({ id, value, onChange, isMandatory, submitted, t }: GiftCustomisationFormProps) {
  const [errors, setErrors] = useState<Partial<Record<Field, CustomisationError>>>({});
  const [limited, setLimited] = useState<Field | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => setErrors(submitted), [submitted]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const validate = (field: Field, text: string) => (field === 'fromName' ? validateFromName(text, isMandatory) : validateMessage(text));

  const type = (field: Field, next: string) => {
    const { value: kept, blocked } = limitInput(value[field], next, MAX[field]);
    if (blocked) {
      setLimited(field);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setLimited(null), LIMIT_NOTICE_MS);
    }
    onChange({ ...value, [field]: kept });
  };

  const blur = (field: Field) => setErrors((previous) => ({ ...previous, [field]: validate(field, value[field]) ?? undefined }));

  const message = (field: Field): string | null => {
    if (limited === field) return t(CUSTOMISATION_ERROR_TEXT_KEYS.tooLong, { maxlength: MAX[field] });
    const error = errors[field];
    return error ? t(CUSTOMISATION_ERROR_TEXT_KEYS[error], { maxlength: MAX[field] }) : null;
  };

  const field = (name: Field, multiline: boolean) => {
    const error = message(name);
    const inputId = `${id}-${name}`;
    const props = {
      id: inputId,
      name,
      value: value[name],
      className: styles.input,
      'aria-invalid': Boolean(errors[name]) || undefined,
      'aria-describedby': `${inputId}-hint${error ? ` ${inputId}-error` : ''}`,
      onBlur: () => blur(name),
    };
    return (
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {t(`customisation.${name}`)}
          {name === 'fromName' && isMandatory && <span aria-hidden="true"> *</span>}
        </label>
        {multiline ? (
          <textarea {...props} rows={3} onChange={(event) => type(name, event.target.value)} />
        ) : (
          <input {...props} type="text" autoComplete="name" required={isMandatory} onChange={(event) => type(name, event.target.value)} />
        )}
        {/* The error shares the counter's line: showing or clearing it never moves the Offer button under a click. */}
        <span className={styles.fieldMeta}>
          <span id={`${inputId}-error`} className={styles.fieldError} role="alert">
            {error}
          </span>
          <span id={`${inputId}-hint`} className={styles.counter}>
            {t('customisation.count', { count: value[name].length, max: MAX[name] })}
          </span>
        </span>
      </div>
    );
  };

  return (
    <div className={styles.form}>
      {field('fromName', false)}
      {field('message', true)}
    </div>
  );
}
