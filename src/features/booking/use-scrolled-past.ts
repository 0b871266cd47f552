import { useEffect, useState } from 'react';

/**
 * True once the element with this id has scrolled out of view above the window (spec §2: the sticky booking bar
 * appears when the tab bar leaves the view). The element is part of the server-rendered page, not of an island.
 */
export function useScrolledPast(elementId: string): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = document.getElementById(elementId);
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [elementId]);
  return past;
}
