import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import { createTranslator, type Messages } from '../../i18n/client';
import { $hotelStay, $isStayCalendarOpen, $stayDatesRequests, changeHotelStay, setStayCalendarOpen } from '../../stores/hotel-stay';
import { useHydratedStore } from '../../stores/use-hydrated-store';
import { DEFAULT_STAY } from '../../domain/hotel-hash';
import StayBar from './StayBar';

export interface HotelStayNavProps {
  language: string;
  tag: string;
  messages: { hotel: Messages; calendar: Messages; searchbox: Messages };
}

/** The date and traveller selector of the hotel page's sticky section links (spec §2 'Hotel page'). */
export default function HotelStayNav({ language, tag, messages }: HotelStayNavProps) {
  const t = useMemo(() => createTranslator(messages.hotel, language), [messages, language]);
  const tc = useMemo(() => createTranslator(messages.calendar, language), [messages, language]);
  const tp = useMemo(() => createTranslator(messages.searchbox, language), [messages, language]);
  const stay = useHydratedStore($hotelStay, DEFAULT_STAY);
  const isCalendarOpen = useHydratedStore($isStayCalendarOpen, false);
  const requests = useStore($stayDatesRequests);
  const datesButton = useRef<HTMLButtonElement | null>(null);
  // Asked from a room card: the focus comes to the dates so that the keyboard continues there.
  useEffect(() => {
    if (requests > 0) datesButton.current?.focus({ preventScroll: true });
  }, [requests]);
  return (
    <StayBar
      stay={stay}
      onChange={changeHotelStay}
      isCalendarOpen={isCalendarOpen}
      onCalendarOpenChange={setStayCalendarOpen}
      datesButtonRef={datesButton}
      language={language}
      tag={tag}
      t={t}
      tc={tc}
      tp={tp}
      compact
    />
  );
}
