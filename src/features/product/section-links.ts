/**
 * The product page's tab links (spec §2 tabs): they scroll to their section without writing `#section` into the
 * address, because the hash carries the visitor's choices (dates and travellers, or the gift's options).
 * Without JavaScript they stay plain anchors.
 */

/** Scrolls to the section and moves the focus there; false when the page has no such section. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: isReduced ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/** Click handler for a container of `#section` links; a click with a modifier key keeps its usual meaning. */
export function followSectionLink(event: Pick<MouseEvent, 'target' | 'preventDefault' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#"]') : null;
  const id = link?.getAttribute('href')?.slice(1);
  if (id && scrollToSection(id)) event.preventDefault();
}
