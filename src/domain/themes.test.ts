import { describe, expect, it } from 'vitest';
import { THEMES, getThemeById, isThemeId } from './themes';

describe('THEMES', () => {
  it('maps Wellness 26, Romantic 23, Gastronomy 19, Family 39', () => {
    expect(THEMES.map((theme) => [theme.id, theme.key, theme.label])).toEqual([
      [26, 'wellness', 'Wellness'],
      [23, 'romantic', 'Romantic'],
      [19, 'gastronomy', 'Gastronomy'],
      [39, 'family', 'Family'],
    ]);
  });

  it('finds a theme by id', () => {
    expect(getThemeById(19)?.key).toBe('gastronomy');
    expect(getThemeById(20)).toBeUndefined();
    expect(isThemeId(23)).toBe(true);
    expect(isThemeId('23')).toBe(false);
  });
});
