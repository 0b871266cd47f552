/**
 * Behaviour of the header menus, without a framework (a few hundred bytes once minified):
 * - the mega menu is a disclosure (APG 'disclosure navigation'): a button with aria-expanded shows its panel;
 *   Escape closes it and puts focus back on the button; a click elsewhere or focus leaving it closes it;
 *   category buttons are disclosures too, one open at a time, ↑/↓/Home/End move between them; a panel the page
 *   leaves out is fetched when the button is first pointed at or focused;
 * - the burger menu is a native popover (Escape and outside clicks close it); its levels are panels, one shown
 *   at a time: a level button opens its panel and focuses 'back'; 'back' returns to the parent level and
 *   focuses the button that opened the level; the levels the page leaves out are fetched when the menu opens.
 */

function setExpanded(button: HTMLElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (panel) panel.hidden = !open;
}

const isExpanded = (button: HTMLElement) => button.getAttribute('aria-expanded') === 'true';

/**
 * A fragment's style sheets (the parser puts a leading `<link>` in the head), added to the page once each. Resolves
 * when each has loaded or failed: a panel is not shown before its styles, and a sheet that fails leaves it plain.
 */
function adoptStylesheets(fragment: Document): Promise<unknown> {
  const isInPage = (href: string) =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.getAttribute('href') === href);
  const links = [...fragment.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !isInPage(link.getAttribute('href') ?? ''));
  return Promise.all(
    links.map(
      (link) =>
        new Promise((resolve) => {
          const adopted = document.importNode(link, true);
          adopted.addEventListener('load', resolve, { once: true });
          adopted.addEventListener('error', resolve, { once: true });
          document.head.append(adopted);
        }),
    ),
  );
}

/**
 * Fetches `src` once (an HTML fragment of the same site) and gives its parsed body once its style sheets are in the
 * page; rejects on a network error or a non-2xx answer, and the next call fetches again.
 */
function createFragmentLoader(src: string): () => Promise<HTMLElement> {
  let loading: Promise<HTMLElement> | undefined;
  return () =>
    (loading ??= fetch(src, { credentials: 'same-origin', headers: { accept: 'text/html' } })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((html) => new DOMParser().parseFromString(html, 'text/html'))
      .then((fragment) => adoptStylesheets(fragment).then(() => fragment.body))
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
}

/**
 * The panel a page leaves out (`data-panel-src`, MegaMenu.astro): fetched once, when the toggle is first pointed at
 * or focused (so that it is there when pressed), and put in the panel. Resolves false when it cannot be had.
 */
function createPanelLoader(toggle: HTMLElement, panel: HTMLElement): () => Promise<boolean> {
  const src = toggle.dataset.panelSrc;
  if (!src) return () => Promise.resolve(true);
  const fetchPanel = createFragmentLoader(src);
  return () =>
    panel.childElementCount > 0
      ? Promise.resolve(true)
      : fetchPanel().then(
          (body) => {
            if (panel.childElementCount === 0) panel.append(...[...body.children].map((child) => document.importNode(child, true)));
            return panel.childElementCount > 0;
          },
          () => false,
        );
}

function initMegaMenu(root: HTMLElement): void {
  const toggle = root.querySelector<HTMLButtonElement>('[data-mega-toggle]');
  const panel = document.getElementById(toggle?.getAttribute('aria-controls') ?? '');
  if (!toggle || !panel) return;
  const categories = () => [...root.querySelectorAll<HTMLButtonElement>('[data-mega-category]')];
  const loadPanel = createPanelLoader(toggle, panel);
  const close = (returnFocus: boolean) => {
    setExpanded(toggle, false);
    if (returnFocus) toggle.focus();
  };
  for (const early of ['pointerenter', 'focus']) toggle.addEventListener(early, () => void loadPanel(), { once: true });
  toggle.addEventListener('click', () => {
    if (isExpanded(toggle)) {
      setExpanded(toggle, false);
      return;
    }
    toggle.setAttribute('aria-busy', 'true');
    void loadPanel().then((loaded) => {
      toggle.removeAttribute('aria-busy');
      if (loaded) setExpanded(toggle, true);
      // A panel that cannot be fetched: the page that lists the same ideas.
      else if (toggle.dataset.fallbackHref) location.assign(toggle.dataset.fallbackHref);
    });
  });
  root.addEventListener('click', (event) => {
    const category = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-mega-category]') : null;
    if (!category) return;
    const open = !isExpanded(category);
    for (const other of categories()) setExpanded(other, false);
    setExpanded(category, open);
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isExpanded(toggle)) {
      event.preventDefault();
      close(true);
      return;
    }
    const list = categories();
    const index = list.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    list[(next + list.length) % list.length]?.focus();
  });
  root.addEventListener('focusout', (event) => {
    const next = event.relatedTarget;
    if (isExpanded(toggle) && next instanceof Node && !root.contains(next)) close(false);
  });
  document.addEventListener('click', (event) => {
    if (isExpanded(toggle) && event.target instanceof Node && !root.contains(event.target)) close(false);
  });
}

/**
 * The levels the page leaves out (`data-levels-src`, BurgerMenu.astro): fetched once, when the menu first opens or
 * a level button needs them, and put in the menu. Resolves false when they cannot be had (offline, an error); the
 * next try fetches again.
 */
function createLevelLoader(menu: HTMLElement): () => Promise<boolean> {
  const src = menu.dataset.levelsSrc;
  if (!src) return () => Promise.resolve(false);
  const fetchLevels = createFragmentLoader(src);
  return () =>
    fetchLevels().then(
      (body) => {
        const nav = menu.querySelector('nav');
        const fetched = body.querySelectorAll<HTMLElement>('[data-level]');
        if (!nav || fetched.length === 0) return false;
        for (const level of fetched) if (!document.getElementById(level.id)) nav.append(document.importNode(level, true));
        return true;
      },
      () => false,
    );
}

function initBurgerLevels(menu: HTMLElement): void {
  const levels = () => [...menu.querySelectorAll<HTMLElement>('[data-level]')];
  const show = (id: string) => {
    for (const level of levels()) level.hidden = level.id !== id;
  };
  const openerOf = (id: string) => menu.querySelector<HTMLElement>(`[data-level-open][aria-controls="${id}"]`);
  const loadLevels = createLevelLoader(menu);
  const open = (opener: HTMLElement, id: string) => {
    opener.setAttribute('aria-expanded', 'true');
    show(id);
    document.getElementById(id)?.querySelector<HTMLElement>('[data-level-back]')?.focus();
  };
  menu.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const opener = target?.closest<HTMLElement>('[data-level-open]');
    if (opener) {
      const id = opener.getAttribute('aria-controls') ?? '';
      if (document.getElementById(id)) {
        open(opener, id);
        return;
      }
      // A level the page left out: open it once fetched, or go to the page that lists the same ideas.
      opener.setAttribute('aria-busy', 'true');
      void loadLevels().then((loaded) => {
        opener.removeAttribute('aria-busy');
        if (loaded && document.getElementById(id)) open(opener, id);
        else if (opener.dataset.fallbackHref) location.assign(opener.dataset.fallbackHref);
      });
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
  menu.addEventListener('toggle', (event) => {
    // Opening: the left-out levels are fetched at once, so that they are there when a level button is pressed.
    if ((event as ToggleEvent).newState === 'open') {
      void loadLevels();
      return;
    }
    // Closed menus open again at their first level.
    const root = levels().find((level) => !level.dataset.parent);
    if (root) show(root.id);
    for (const opener of menu.querySelectorAll('[data-level-open]')) opener.setAttribute('aria-expanded', 'false');
  });
}

for (const root of document.querySelectorAll<HTMLElement>('[data-mega-menu]')) initMegaMenu(root);
for (const menu of document.querySelectorAll<HTMLElement>('[data-burger-levels]')) initBurgerLevels(menu);
