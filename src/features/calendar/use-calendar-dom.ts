import { type RefObject, useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';

/** DOM behaviour of the calendar: more months near the end of the scroll, focus following the keyboard. */

/** In the scrolling layout, more months are added once the end of the list is this close (px). */
export const NEAR_END_PX = 200;

/**
 * Calls `onNearEnd` when `sentinel` (placed after the last month) comes within NEAR_END_PX of the
 * bottom of `list`, the scrolling element. The observer is renewed whenever `monthCount` changes, so
 * a list still too short after growing grows again. Without IntersectionObserver every month is shown.
 */
export function useMonthsNearEnd(
  list: RefObject<HTMLElement | null>,
  sentinel: RefObject<HTMLElement | null>,
  monthCount: number,
  onNearEnd: () => void,
): void {
  const grow = useEffectEvent(onNearEnd);
  useEffect(() => {
    const target = sentinel.current;
    if (!target) return;
    if (typeof IntersectionObserver === 'undefined') {
      grow();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && grow(), {
      root: list.current,
      rootMargin: `0px 0px ${NEAR_END_PX}px 0px`,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [list, sentinel, monthCount]);
}

/** Scrolls `list` once, on mount, so that the month holding `day` is at its top. */
export function useInitialScroll(list: RefObject<HTMLElement | null>, day: string | null): void {
  const scroll = useEffectEvent(() => {
    const element = list.current;
    const month = day && element?.querySelector(`[data-month="${day.slice(0, 7)}"]`);
    if (!element || !month) return;
    element.scrollTop += month.getBoundingClientRect().top - element.getBoundingClientRect().top;
  });
  useLayoutEffect(() => scroll(), []);
}

/**
 * Moves the DOM focus to the day button of `focusedDay` after a key press moved it (the month of the
 * old button may be gone by then). Returns the function the key handler calls before moving.
 */
export function useFollowFocus(container: RefObject<HTMLElement | null>, focusedDay: string): () => void {
  const isPending = useRef(false);
  useEffect(() => {
    if (!isPending.current) return;
    isPending.current = false;
    container.current?.querySelector<HTMLElement>(`[data-day="${focusedDay}"]`)?.focus();
  }, [container, focusedDay]);
  return () => {
    isPending.current = true;
  };
}
