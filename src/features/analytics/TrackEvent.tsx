import { useEffect } from 'react';
import { trackEvent, type AnalyticsEvent } from './analytics';

/** Records one data-layer event when the page shows (checkout start, purchase): server-rendered pages have no click to hang it on. */
export default function TrackEvent({ pos, event }: { pos: string; event: AnalyticsEvent }) {
  useEffect(() => {
    trackEvent(pos, event);
  }, []);
  return null;
}
