/** Cancelling a booking (spec §9 cancellation): allowed up to its deadline, that day included, and never after. */

export interface CancellationPolicy {
  cancellable?: boolean;
  cancellationDeadline?: string | null;
}

/** Whether a booking with this policy may still be cancelled on `today` ('YYYY-MM-DD'). */
export function getCancellationWindow(policy: CancellationPolicy | undefined, today: string): 'open' | 'notCancellable' | 'deadlinePassed' {
  if (!policy?.cancellable || !policy.cancellationDeadline) return 'notCancellable';
  return today <= policy.cancellationDeadline ? 'open' : 'deadlinePassed';
}
