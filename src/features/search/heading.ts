import { getThemeById } from '../../domain/themes';
import type { Flow } from '../../domain/sorts';

type T = (key: string, values?: Record<string, string | number | undefined>) => string;

/**
 * The search page's heading for a flow, a place and a theme ('Weekend stays in Paris', 'Wellness weekends'), the
 * same on the server (from the path) and in the browser (from the hash).
 */
export function getSearchHeading(t: T, flow: Flow, place: string | undefined, themeId: number | undefined): string {
  const theme = themeId === undefined ? undefined : getThemeById(themeId);
  const themeName = theme ? t(`themes.${theme.key}`) : undefined;
  const key = flow !== 'booking' ? flow : themeName && place ? 'themeIn' : place ? 'staysIn' : themeName ? 'theme' : 'booking';
  return t(`heading.${key}`, { place, theme: themeName });
}
