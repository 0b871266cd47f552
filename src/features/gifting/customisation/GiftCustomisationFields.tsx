import { useEffect, useId, useRef, useState } from 'react';
import {
  FROM_NAME_MAX_LENGTH,
  LIMIT_NOTICE_MS,
  MESSAGE_MAX_LENGTH,
  CUSTOMISATION_ERROR_TEXT_KEYS,
  limitInput,
  validateFromName,
  type GiftCustomisation,
} from '../../../domain/gift-customisation';
import type { Translate } from '../../../i18n/client';
import styles from './GiftCustomisationFields.module.scss';

export interface GiftCustomisationFieldsProps {
  value: GiftCustomisation;
  onChange(value: GiftCustomisation): void;
  /** fromName is mandatory only where the form says so (spec §5); optional in the box drawer and the gift card. */
  isFromNameMandatory: boolean;
  /** Shows the fromName error before a blur (after a submit). */
  showErrors?: boolean;
  /** Strings of the 'gift' namespace (customisation.*, errors.*). */
  t: Translate;
}

type Field = 'fromName' | 'message';
const LIMITS: Record<Field, number> = { fromName: FROM_NAME_MAX_LENGTH, message: MESSAGE_MAX_LENGTH };

/**
 * 'From' and the message of a gift (spec §5): typing past 40 or 180 characters is refused and 'The field is
 * limited to {{maxlength}} characters' shows for a second; 'From' is checked on blur.
 */
export default function GiftCustomisationFields({ value, onChange, isFromNameMandatory, showErrors = false, t }: GiftCustomisationFieldsProps) {
  const id = useId();
  const [blocked, setBlocked] = useState<Field | null>(null);
  const [touched, setTouched] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const edit = (field: Field, next: string) => {
    const result = limitInput(value[field], next, LIMITS[field]);
    if (result.blocked) {
      setBlocked(field);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setBlocked(null), LIMIT_NOTICE_MS);
    }
    if (result.value !== value[field]) onChange({ ...value, [field]: result.value });
  };
  const error = touched || showErrors ? validateFromName(value.fromName, isFromNameMandatory) : null;
  const describedBy = (field: Field, extra: string | null) =>
    [`${id}-${field}-hint`, blocked === field ? `${id}-${field}-limit` : null, extra].filter(Boolean).join(' ');
  const limitNotice = (field: Field) => (
    <p id={`${id}-${field}-limit`} className={styles.limit} role="status">
      {blocked === field ? t(CUSTOMISATION_ERROR_TEXT_KEYS.tooLong, { maxlength: LIMITS[field] }) : ''}
    </p>
  );

  return (
    <div className={styles.fields}>
      <div className={styles.field}>
        <label htmlFor={`${id}-fromName`}>{t(isFromNameMandatory ? 'customisation.fromName' : 'customisation.fromNameOptional')}</label>
        <input
          id={`${id}-fromName`}
          type="text"
          autoComplete="name"
          value={value.fromName}
          required={isFromNameMandatory}
          aria-invalid={error !== null}
          aria-describedby={describedBy('fromName', error ? `${id}-fromName-error` : null)}
          onChange={(event) => edit('fromName', event.target.value)}
          onBlur={() => setTouched(true)}
        />
        <p id={`${id}-fromName-hint`} className={styles.hint}>
          {t('customisation.counter', { length: [...value.fromName].length, max: FROM_NAME_MAX_LENGTH })}
        </p>
        {error && (
          <p id={`${id}-fromName-error`} className={styles.error}>
            {t(CUSTOMISATION_ERROR_TEXT_KEYS[error], { maxlength: FROM_NAME_MAX_LENGTH })}
          </p>
        )}
        {limitNotice('fromName')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-message`}>{t('customisation.message')}</label>
        <textarea
          id={`${id}-message`}
          rows={5}
          value={value.message}
          aria-describedby={describedBy('message', null)}
          onChange={(event) => edit('message', event.target.value)}
        />
        <p id={`${id}-message-hint`} className={styles.hint}>
          {t('customisation.counter', { length: [...value.message].length, max: MESSAGE_MAX_LENGTH })}
        </p>
        {limitNotice('message')}
      </div>
    </div>
  );
}
