import { useEffect, useMemo, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTHS,
  CONTACT_REASON_KEYS,
  getCharacterCount,
  getVisibleFields,
  validateContactField,
  type ContactErrors,
  type ContactField as Field,
  type ContactValues,
} from '../../domain/contact-form';
import { suggestEmailDomain } from '../../domain/email-suggestion';
import type { PhoneCountry } from '../../domain/phone';
import { createTranslator, type Messages } from '../../i18n/client';
import { CONTACT_FORM_ID } from './contact-form-id';
import type { FormError } from './contact-page.server';
import ContactField from './ContactField';
import styles from './ContactForm.module.scss';

export interface ContactFormProps {
  /** The contact page: the form posts to it (natively, with or without JavaScript). */
  action: string;
  challengeUrl: string;
  country: PhoneCountry;
  language: string;
  /** Strings of the contact namespace under form, errors and captcha (with the widget's), and the §8 `errors:field.*` and `errors:contactError`. */
  messages: Messages;
  /** Care mode: no bot check (spec §6). */
  careMode: boolean;
  formToken: string;
  initialValues: Partial<ContactValues>;
  initialErrors: ContactErrors;
  formError: FormError | null;
}

/** No 'Protected by ALTCHA' footer or logo linking to a third-party site. */
const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true, hideLogo: true });

const isField = (name: string): name is Field => (CONTACT_FIELDS as readonly string[]).includes(name);

/**
 * What the visitor chose and typed in the server-rendered form before this island started: hydration would put the
 * reason list back to its first option and hide the fields, so they start from these values.
 */
function readTypedValues(): Partial<ContactValues> {
  if (typeof document === 'undefined') return {};
  const form = document.getElementById(CONTACT_FORM_ID);
  if (!(form instanceof HTMLFormElement)) return {};
  const typed: Partial<ContactValues> = {};
  for (const field of CONTACT_FIELDS) {
    const control = form.elements.namedItem(field);
    if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) && control.value)
      typed[field] = control.value;
  }
  return typed;
}

/**
 * The widget's answer: at once when it is verified, else once its check (started on load, or now) ends; undefined
 * when the check fails or expires.
 */
function getWidgetAnswer(widget: AltchaWidgetElement, form: HTMLFormElement): Promise<string | undefined> {
  const payload = () => {
    const input = form.elements.namedItem('captcha');
    return input instanceof HTMLInputElement && input.value ? input.value : undefined;
  };
  if (widget.getState() === 'verified') return Promise.resolve(payload());
  return new Promise((resolve) => {
    const onChange = (event: Event) => {
      const { state } = (event as CustomEvent<{ state: string }>).detail;
      if (state === 'verifying' || state === 'unverified') return;
      widget.removeEventListener('statechange', onChange);
      resolve(state === 'verified' ? payload() : undefined);
    };
    widget.addEventListener('statechange', onChange);
    if (widget.getState() !== 'verifying') void widget.verify().catch(() => resolve(undefined));
  });
}

/**
 * The leave-a-message form (spec §4): reason first, the rest shown after it (by CSS, so it works without
 * JavaScript too); each field checked on blur and all on submit; then the bot check and a native post.
 */
export default function ContactForm({
  action,
  challengeUrl,
  country,
  language,
  messages,
  careMode,
  formToken,
  initialValues,
  initialErrors,
  formError: initialFormError,
}: ContactFormProps) {
  const t = useMemo(() => createTranslator(messages, language), [messages, language]);
  const form = useRef<HTMLFormElement>(null);
  const [startValues] = useState<Partial<ContactValues>>(() => ({ ...initialValues, ...readTypedValues() }));
  const widget = useRef<AltchaWidgetElement>(null);
  /** Resolves once the bot-check widget is loaded and set up (care mode has no widget: no check, spec §6). */
  const widgetReady = useRef<Promise<void> | undefined>(undefined);
  const [errors, setErrors] = useState<ContactErrors>(initialErrors);
  const [showSummary, setShowSummary] = useState(Object.keys(initialErrors).length > 0);
  const [formError, setFormError] = useState(initialFormError);
  const [suggestion, setSuggestion] = useState<string>();
  const [isSending, setIsSending] = useState(false);
  const isSendingNow = useRef(false);
  // The message's limit is said before sending: as a hint in the server's HTML, as a live count once this runs.
  const [description, setDescription] = useState(startValues.description ?? '');
  const [isLive, setIsLive] = useState(false);
  const numberFormat = useMemo(() => new Intl.NumberFormat(language), [language]);

  useEffect(() => {
    // From now on this island checks and sends the form. A send pressed earlier was held by the page (data-pending):
    // send it now. Between client:interaction's start and this effect a press reaches no handler and was only held.
    const element = form.current;
    if (!element) return;
    // The bot-check widget (about 30 KB gzip) loads once the island runs, not with the page; it starts its check at
    // once. Its methods exist from its 'load' event on.
    const altcha = widget.current;
    if (altcha) {
      widgetReady.current = new Promise<void>((resolve, reject) => {
        altcha.addEventListener('load', () => resolve(), { once: true });
        import('./altcha-widget').then(({ setUpAltcha }) => setUpAltcha(language, messages), reject);
      });
    }
    setIsLive(true);
    element.dataset.ready = 'true';
    if (element.dataset.pending === 'true') {
      delete element.dataset.pending;
      element.requestSubmit();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, when the island takes over the form; language and messages are the page's
  }, []);

  const readValues = () => Object.fromEntries(new FormData(form.current ?? undefined)) as Partial<ContactValues>;
  const errorText = (field: Field) => {
    const error = errors[field];
    return error && t(`errors:field.${error}`, { maxlength: CONTACT_MAX_LENGTHS[field] });
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const target = event.target as unknown;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)) return;
    const { name, value } = target;
    if (!isField(name)) return;
    const reason = readValues().contact_reason ?? '';
    const error = validateContactField(name, value, { reason, country });
    setErrors((previous) => ({ ...previous, [name]: error }));
    if (name === 'email') setSuggestion(error ? undefined : suggestEmailDomain(value));
  };

  // Spec §8 'The field is limited to {{maxlength}} characters' as soon as a text is too long (it is never cut).
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as unknown;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) || !isField(target.name)) return;
    const field = target.name;
    if (field === 'description') setDescription(target.value);
    const isTooLong = target.value.trim().length > CONTACT_MAX_LENGTHS[field] && field !== 'Booking_ID__c';
    setErrors((previous) => {
      if (isTooLong) return previous[field] === 'maxLength' ? previous : { ...previous, [field]: 'maxLength' };
      return previous[field] === 'maxLength' ? { ...previous, [field]: undefined } : previous;
    });
  };

  const applySuggestion = () => {
    const email = form.current?.elements.namedItem('email');
    if (!(email instanceof HTMLInputElement) || !suggestion) return;
    email.value = `${email.value.slice(0, email.value.lastIndexOf('@') + 1)}${suggestion}`;
    setSuggestion(undefined);
    email.focus();
  };

  /** '' in care mode (no check, spec §6), the widget's payload once verified, undefined when the check failed. */
  const getBotCheckAnswer = async (): Promise<string | undefined> => {
    if (careMode) return '';
    try {
      await widgetReady.current;
    } catch {
      return undefined;
    }
    return widget.current && form.current ? getWidgetAnswer(widget.current, form.current) : undefined;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSendingNow.current || !form.current) return;
    const values = readValues();
    const reason = values.contact_reason ?? '';
    const visible = getVisibleFields(reason);
    const found: ContactErrors = {};
    for (const field of visible) {
      const error = validateContactField(field, values[field] ?? '', { reason, country });
      if (error) found[field] = error;
    }
    setErrors(found);
    setFormError(null);
    const first = visible.find((field) => found[field]);
    setShowSummary(first !== undefined);
    if (first) {
      (form.current.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    isSendingNow.current = true;
    setIsSending(true);
    const answer = await getBotCheckAnswer();
    if (answer === undefined) {
      isSendingNow.current = false;
      setIsSending(false);
      setFormError('captcha');
      return;
    }
    form.current.submit();
  };

  const input =
    (field: Field, type: string, autoComplete: string, extra: Record<string, unknown> = {}) =>
    (describedBy: string | undefined) => (
      <input
        id={`contact-${field}`}
        name={field}
        type={type}
        autoComplete={autoComplete}
        defaultValue={startValues[field] ?? ''}
        maxLength={CONTACT_MAX_LENGTHS[field] + 50}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy}
        className={styles.control}
        {...extra}
      />
    );

  return (
    <form
      ref={form}
      id={CONTACT_FORM_ID}
      className={styles.form}
      method="post"
      action={action}
      noValidate
      onBlur={onBlur}
      onInput={onInput}
      onSubmit={onSubmit}
    >
      <p className={styles.required}>{t('form.required')}</p>
      {formError && (
        <p className={styles.formError} role="alert">
          {t(formError === 'send' ? 'errors:contactError' : `errors.${formError}`)}
        </p>
      )}
      {showSummary && !formError && (
        <p className={styles.formError} role="alert">
          {t('errors.summary')}
        </p>
      )}
      <ContactField id="contact-contact_reason" label={t('form.reason')} error={errorText('contact_reason')} isRequired>
        {(describedBy) => (
          <select
            id="contact-contact_reason"
            name="contact_reason"
            defaultValue={startValues.contact_reason ?? ''}
            className={`${styles.control} ${styles.reason}`}
            aria-invalid={errors.contact_reason ? true : undefined}
            aria-describedby={describedBy}
          >
            <option value="">{t('form.chooseReason')}</option>
            {CONTACT_REASON_KEYS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`form.reasons.${reason}`)}
              </option>
            ))}
          </select>
        )}
      </ContactField>
      <div className={styles.details}>
        <ContactField
          id="contact-Booking_ID__c"
          className={styles.booking}
          label={t('form.bookingNumber')}
          hint={t('form.bookingNumberHint')}
          error={errorText('Booking_ID__c')}
          isRequired
        >
          {input('Booking_ID__c', 'text', 'off', { inputMode: 'numeric' })}
        </ContactField>
        <ContactField
          id="contact-description"
          label={t('form.description')}
          error={errorText('description')}
          isRequired
          hint={
            isLive
              ? t('form.descriptionCount', {
                  typed: numberFormat.format(getCharacterCount('description', description).count),
                  max: numberFormat.format(CONTACT_MAX_LENGTHS.description),
                })
              : t('form.descriptionHint', { max: numberFormat.format(CONTACT_MAX_LENGTHS.description) })
          }
        >
          {(describedBy) => (
            <textarea
              id="contact-description"
              name="description"
              rows={6}
              defaultValue={startValues.description ?? ''}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={describedBy}
              className={styles.control}
            />
          )}
        </ContactField>
        <ContactField id="contact-name" label={t('form.name')} error={errorText('name')} isRequired>
          {input('name', 'text', 'name')}
        </ContactField>
        <ContactField
          id="contact-email"
          label={t('form.email')}
          error={errorText('email')}
          isRequired
          after={
            suggestion && (
              <button type="button" className={styles.suggestion} onClick={applySuggestion}>
                {t('form.emailSuggestion', { domain: suggestion })}
              </button>
            )
          }
        >
          {input('email', 'email', 'email')}
        </ContactField>
        <ContactField id="contact-phone" label={t('form.phone')} hint={t('form.phoneHint')} error={errorText('phone')} isRequired={false}>
          {input('phone', 'tel', 'tel')}
        </ContactField>
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor="contact-website">{t('form.website')}</label>
          <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <input type="hidden" name="formToken" value={formToken} />
        {careMode ? (
          <p className={styles.captcha} role="status">
            {t('captcha.skipped')}
          </p>
        ) : (
          // The widget writes its answer into a hidden field named `captcha` inside itself.
          <div className={styles.widget}>
            <altcha-widget
              ref={widget}
              challenge={challengeUrl}
              name="captcha"
              language={language}
              auto="onload"
              type="checkbox"
              configuration={WIDGET_CONFIGURATION}
              suppressHydrationWarning
            />
          </div>
        )}
        <button type="submit" className={styles.send} disabled={isSending}>
          {isSending ? t('form.sending') : t('form.send')}
        </button>
      </div>
    </form>
  );
}
