import { getLocaleContent } from '../../../server/content/content.server';
import { contentRoute } from '../../../server/content/cms-route';

/** GET /api/content/giftBlock?locale= — the generic gift block of a locale (spec §7). */
export const GET = contentRoute({}, (locale) => getLocaleContent('giftBlock', locale));
