import { getLocaleContent } from '../../../server/content/content.server';
import { contentRoute } from '../../../server/content/cms-route';

/** GET /api/cms/homepage?locale= — the homepage content of a locale (spec §7). */
export const GET = contentRoute({}, (locale) => getLocaleContent('homepage', locale));
