import { useEffect } from 'react';
import { trackEvent, type AnalyticsEvent } from './analytics';

/** Records one data-layer event when the page shows (checkout start, purchase): server-rendered pages have no click to hang it on. */
export default function TrackEvent({ pos, event }: { pos: string; event: AnalyticsEvent }) {
  useEffect(() => {
    trackEvent(pos, event);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one event per page view, not one per change of its props
  }, []);
  return null;
}
