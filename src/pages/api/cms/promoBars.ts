import { getLocaleContent } from '../../../server/content/content.server';
import { contentRoute } from '../../../server/content/cms-route';

/** GET /api/cms/promoBars?locale= — the promo bars of a locale (spec §7). */
export const GET = contentRoute({}, (locale) => getLocaleContent('promoBars', locale));
