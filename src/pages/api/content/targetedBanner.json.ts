import { z } from 'astro/zod';
import { selectTargetedBanner, SELECTION_KEYS } from '../../../domain/targeted-banner';
import { getLocaleContent } from '../../../server/content/content.server';
import { contentRoute } from '../../../server/content/cms-route';
import { Flow } from '../../../server/content/schemas';

const id = z.coerce.number().int().positive().max(2_147_483_647).optional();

/**
 * GET /api/content/targetedBanner.json?locale= — the targeted banners of a locale (spec §7). With selection keys
 * (flow, page, department, theme, city, country, region, isLessThanTwoHours) it answers the one chosen for that page.
 */
export const GET = contentRoute(
  {
    flow: Flow.optional(),
    page: z.string().max(40).optional(),
    department: id,
    theme: id,
    city: id,
    country: z.enum(['FR', 'ES', 'IT', 'NL', 'BE']).optional(),
    region: id,
    isLessThanTwoHours: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  },
  async (locale, selection) => {
    const file = await getLocaleContent('targetedBanners', locale);
    if (!file) return null;
    const isSelecting = SELECTION_KEYS.some((key) => selection[key] !== undefined);
    return isSelecting ? { banner: selectTargetedBanner(file.banners, selection) } : file;
  },
);
