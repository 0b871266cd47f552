/** Stay themes used in navigation and search filters. */

/** Theme keys (also their i18n key suffix). */
export type ThemeKey = 'wellness' | 'romantic' | 'gastronomy' | 'family';

/** A theme: catalogue id, URL key and English label (the i18n key). */
export interface Theme {
  id: number;
  key: ThemeKey;
  label: string;
}

/** Wellness 26, Romantic 23, Gastronomy 19, Family 39, in display order. */
export const THEMES: readonly Theme[] = [
  { id: 26, key: 'wellness', label: 'Wellness' },
  { id: 23, key: 'romantic', label: 'Romantic' },
  { id: 19, key: 'gastronomy', label: 'Gastronomy' },
  { id: 39, key: 'family', label: 'Family' },
];

/** Theme with catalogue id `id`, or undefined. */
export function getThemeById(id: number): Theme | undefined {
  return THEMES.find((theme) => theme.id === id);
}

/** True when `value` is a theme's catalogue id. */
export function isThemeId(value: unknown): value is number {
  return THEMES.some((theme) => theme.id === value);
}
