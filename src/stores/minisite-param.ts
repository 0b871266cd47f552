/**
 * The partner minisite a visitor came from (spec §2: its id travels with searches and detail calls). Minisite links
 * carry it in the page's query (`?minisite=30`); the API calls of the search and product pages repeat it.
 */
export function getMinisiteParam(): { minisite?: string } {
  if (typeof window === 'undefined') return {};
  const id = new URLSearchParams(window.location.search).get('minisite');
  return id && /^\d{1,9}$/.test(id) ? { minisite: id } : {};
}
