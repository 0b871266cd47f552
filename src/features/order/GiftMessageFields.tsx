import { useEffect, useRef, useState } from 'react';
import { FROM_NAME_MAX_LENGTH, MESSAGE_MAX_LENGTH, type GiftCustomisation } from '../../domain/gift-customisation';
import { clearGiftCustomisation, loadGiftCustomisation, saveGiftCustomisation } from '../../stores/gift-customisation';

interface Props {
  /** What the server has (typed before an error, or an order that did not go through). */
  initial: GiftCustomisation;
  labels: { fromName: string; message: string; optional: string; messageHint: string };
  errors: { fromName?: string | undefined; message?: string | undefined };
  /** The gift being bought (getGiftCustomisationKey): what was written for another gift is not taken. */
  customisationKey: string;
}

/**
 * 'From' and the message in the details form (spec §3 gift customisation). Server-rendered as plain named fields,
 * so the form posts them without JavaScript; once hydrated, empty fields take what the visitor wrote on the gift's
 * page (kept in this browser), and what is typed here is kept there too. What was typed before hydration (the
 * fields work as soon as the HTML is there) is read from the fields themselves and never replaced.
 */
export default function GiftMessageFields({ initial, labels, errors, customisationKey }: Props) {
  const [value, setValue] = useState(initial);
  const fromNameRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const typed = { fromName: fromNameRef.current?.value ?? '', message: messageRef.current?.value ?? '' };
    const stored = !initial.fromName && !initial.message ? loadGiftCustomisation(customisationKey) : initial;
    const next = { fromName: typed.fromName || stored.fromName, message: typed.message || stored.message };
    setValue(next);
    if (typed.fromName || typed.message) saveGiftCustomisation(next, customisationKey);
    // Sent with the order, the customisation is the order's now: the next gift starts empty. (A refused or unpaid
    // order comes back with what it was sent with.)
    const form = fromNameRef.current?.form;
    form?.addEventListener('submit', clearGiftCustomisation);
    return () => form?.removeEventListener('submit', clearGiftCustomisation);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- initial is the server's value at hydration; a new gift (customisationKey) reads again
  }, [customisationKey]);
  const edit = (field: keyof GiftCustomisation, text: string) => {
    const next = { ...value, [field]: text };
    setValue(next);
    saveGiftCustomisation(next, customisationKey);
  };
  const describedBy = (field: string, hint: boolean) =>
    [hint && `order-${field}-hint`, errors[field as keyof Props['errors']] && `order-${field}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <div className="field">
        <label htmlFor="order-fromName">
          {labels.fromName} <span className="field__hint">{labels.optional}</span>
        </label>
        <input
          ref={fromNameRef}
          id="order-fromName"
          name="fromName"
          type="text"
          autoComplete="name"
          maxLength={FROM_NAME_MAX_LENGTH}
          value={value.fromName}
          aria-invalid={errors.fromName ? 'true' : undefined}
          aria-describedby={describedBy('fromName', false)}
          onChange={(event) => edit('fromName', event.target.value)}
        />
        {errors.fromName && (
          <p id="order-fromName-error" className="field__error">
            {errors.fromName}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="order-message">
          {labels.message} <span className="field__hint">{labels.optional}</span>
        </label>
        <p id="order-message-hint" className="field__hint">
          {labels.messageHint}
        </p>
        <textarea
          ref={messageRef}
          id="order-message"
          name="message"
          rows={3}
          maxLength={MESSAGE_MAX_LENGTH}
          value={value.message}
          aria-invalid={errors.message ? 'true' : undefined}
          aria-describedby={describedBy('message', true)}
          onChange={(event) => edit('message', event.target.value)}
        />
        {errors.message && (
          <p id="order-message-error" className="field__error">
            {errors.message}
          </p>
        )}
      </div>
    </>
  );
}
