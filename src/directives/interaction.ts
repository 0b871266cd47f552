import type { ClientDirective } from 'astro';

/** Events that show the visitor is about to use the island (hovering or touching it counts). */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/**
 * `client:interaction`: hydrates an island on the visitor's first sign of using it, so a page whose island is
 * not used ships no framework. A click made before hydration finished is replayed on the same element, which
 * hydration keeps, so the first click is never lost.
 */
const interaction: ClientDirective = (load, _options, element) => {
  let clicked: HTMLElement | null = null;
  let hydrated = false;
  const remember = (event: Event) => {
    if (!hydrated && event.target instanceof HTMLElement) clicked = event.target.closest('button, a, input, select, [role="radio"]');
  };
  const hydrate = async () => {
    for (const type of INTENT_EVENTS) element.removeEventListener(type, hydrate);
    const start = await load();
    await start();
    hydrated = true;
    element.removeEventListener('click', remember, true);
    if (clicked?.isConnected && clicked instanceof HTMLButtonElement) clicked.click();
  };
  element.addEventListener('click', remember, true);
  for (const type of INTENT_EVENTS) element.addEventListener(type, hydrate, { once: true, passive: true });
};

export default interaction;
