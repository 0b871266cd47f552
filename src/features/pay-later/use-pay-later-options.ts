import { useEffect, useState } from 'react';
import type { PayLaterOption } from '../../domain/pay-later';
import { fetchPayLaterOptions } from './eligibility-api';

/**
 * Pay-later options for an eligibility query (getEligibilityQuery), fetched again whenever the query changes; a
 * newer query aborts the older request. A null query or a failed call gives no options (spec §8 'missing
 * eligibility means no pay-later'). While a newer answer is on its way the previous options stay, so the banner
 * does not blink each time the stay total changes.
 */
export function usePayLaterOptions(query: string | null): PayLaterOption[] {
  const [options, setOptions] = useState<PayLaterOption[]>([]);

  useEffect(() => {
    if (query === null) {
      setOptions([]);
      return;
    }
    const controller = new AbortController();
    fetchPayLaterOptions(query, controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setOptions(answer);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Pay-later eligibility failed', error);
        setOptions([]);
      },
    );
    return () => controller.abort();
  }, [query]);

  return query === null ? [] : options;
}
