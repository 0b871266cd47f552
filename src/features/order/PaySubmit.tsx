import { useEffect, useRef, useState } from 'react';
import { trackEvent, type AnalyticsEvent } from '../analytics/analytics';

interface Props {
  label: string;
  /** The label for each pay-later choice of the form ('' for paying now), when it offers some. */
  labels?: Readonly<Record<string, string>> | undefined;
  pos: string;
  /** The add_payment_info event, with the order value. */
  event: AnalyticsEvent;
}

/**
 * The details form's submit button: a plain submit (the form posts without JavaScript, its label then the one of
 * the choice it was rendered with); once hydrated it also records add_payment_info in the data layer and says what
 * the chosen way to pay takes today.
 */
export default function PaySubmit({ label, labels, pos, event }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState(label);
  useEffect(() => {
    const form = button.current?.form;
    if (!form || !labels) return undefined;
    const update = () => {
      const chosen = form.querySelector<HTMLInputElement>('input[name="payLater"]:checked')?.value ?? '';
      setText(labels[chosen] ?? label);
    };
    update();
    form.addEventListener('change', update);
    return () => form.removeEventListener('change', update);
  }, [label, labels]);
  return (
    <button ref={button} type="submit" className="order-form__submit" onClick={() => trackEvent(pos, event)}>
      {text}
    </button>
  );
}
