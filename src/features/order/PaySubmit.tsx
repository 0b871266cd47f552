import { trackEvent, type AnalyticsEvent } from '../analytics/analytics';

interface Props {
  label: string;
  pos: string;
  /** The add_payment_info event, with the order value. */
  event: AnalyticsEvent;
}

/**
 * The details form's submit button: a plain submit (the form posts without JavaScript); once hydrated it also
 * records add_payment_info in the data layer.
 */
export default function PaySubmit({ label, pos, event }: Props) {
  return (
    <button type="submit" className="order-form__submit" onClick={() => trackEvent(pos, event)}>
      {label}
    </button>
  );
}
