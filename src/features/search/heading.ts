import { getThemeById } from '../../domain/themes';
import type { Flow } from '../../domain/sorts';

type T = (key: string, values?: Record<string, string | number | undefined>) => string;

/** A subtheme named by a keyword path (its name comes from the catalog, not from the translations). */
export interface NamedSubtheme {
  id: number;
  name: string;
}

/**
 * The search page's heading for a flow, a place and a theme or subtheme ('Weekend stays in Paris', 'Wellness
 * weekends', 'Spa escapes in Provence'), the same on the server (from the path) and in the browser (the hash).
 */
export function getSearchHeading(t: T, flow: Flow, place: string | undefined, themeId: number | undefined, subtheme?: NamedSubtheme | null): string {
  if (flow !== 'booking') return t(`heading.${flow}`);
  const theme = themeId === undefined ? undefined : getThemeById(themeId);
  if (!theme && subtheme && subtheme.id === themeId) return t(place ? 'heading.namedIn' : 'heading.named', { theme: subtheme.name, place });
  const themeName = theme ? t(`themes.${theme.key}`) : undefined;
  const key = themeName && place ? 'themeIn' : place ? 'staysIn' : themeName ? 'theme' : 'booking';
  return t(`heading.${key}`, { place, theme: themeName });
}
