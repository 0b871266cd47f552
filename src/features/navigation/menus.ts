/**
 * Behaviour of the header menus, without a framework (a few hundred bytes once minified):
 * - the mega menu is a disclosure (APG 'disclosure navigation'): a button with aria-expanded shows its panel;
 *   Escape closes it and puts focus back on the button; a click elsewhere or focus leaving it closes it;
 *   category buttons are disclosures too, one open at a time, ↑/↓/Home/End move between them;
 * - the burger menu is a native popover (Escape and outside clicks close it); its levels are panels, one shown
 *   at a time: a level button opens its panel and focuses 'back'; 'back' returns to the parent level and
 *   focuses the button that opened the level.
 */

function setExpanded(button: HTMLElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (panel) panel.hidden = !open;
}

const isExpanded = (button: HTMLElement) => button.getAttribute('aria-expanded') === 'true';

function initMegaMenu(root: HTMLElement): void {
  const toggle = root.querySelector<HTMLButtonElement>('[data-mega-toggle]');
  if (!toggle) return;
  const categories = [...root.querySelectorAll<HTMLButtonElement>('[data-mega-category]')];
  const close = (returnFocus: boolean) => {
    setExpanded(toggle, false);
    if (returnFocus) toggle.focus();
  };
  toggle.addEventListener('click', () => setExpanded(toggle, !isExpanded(toggle)));
  for (const category of categories) {
    category.addEventListener('click', () => {
      const open = !isExpanded(category);
      for (const other of categories) setExpanded(other, false);
      setExpanded(category, open);
    });
  }
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isExpanded(toggle)) {
      event.preventDefault();
      close(true);
      return;
    }
    const index = categories.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: categories.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    categories[(next + categories.length) % categories.length]?.focus();
  });
  root.addEventListener('focusout', (event) => {
    const next = event.relatedTarget;
    if (isExpanded(toggle) && next instanceof Node && !root.contains(next)) close(false);
  });
  document.addEventListener('click', (event) => {
    if (isExpanded(toggle) && event.target instanceof Node && !root.contains(event.target)) close(false);
  });
}

function initBurgerLevels(menu: HTMLElement): void {
  const levels = [...menu.querySelectorAll<HTMLElement>('[data-level]')];
  const show = (id: string) => {
    for (const level of levels) level.hidden = level.id !== id;
  };
  const openerOf = (id: string) => menu.querySelector<HTMLElement>(`[data-level-open][aria-controls="${id}"]`);
  menu.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const opener = target?.closest<HTMLElement>('[data-level-open]');
    if (opener) {
      const id = opener.getAttribute('aria-controls') ?? '';
      opener.setAttribute('aria-expanded', 'true');
      show(id);
      document.getElementById(id)?.querySelector<HTMLElement>('[data-level-back]')?.focus();
      return;
    }
    const back = target?.closest<HTMLElement>('[data-level-back]');
    const current = back?.closest<HTMLElement>('[data-level]');
    if (back && current) {
      show(back.dataset.levelBack ?? '');
      const origin = openerOf(current.id);
      origin?.setAttribute('aria-expanded', 'false');
      origin?.focus();
    }
  });
  // Closed menus open again at their first level.
  menu.addEventListener('toggle', (event) => {
    if ((event as ToggleEvent).newState !== 'closed') return;
    const root = levels.find((level) => !level.dataset.parent);
    if (root) show(root.id);
    for (const opener of menu.querySelectorAll('[data-level-open]')) opener.setAttribute('aria-expanded', 'false');
  });
}

for (const root of document.querySelectorAll<HTMLElement>('[data-mega-menu]')) initMegaMenu(root);
for (const menu of document.querySelectorAll<HTMLElement>('[data-burger-levels]')) initBurgerLevels(menu);
