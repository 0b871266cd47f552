import { getLocaleContent } from '../../../server/content/content.server';
import { contentRoute } from '../../../server/content/cms-route';

/** GET /api/cms/announcementBanner?locale= — the announcement banners of a locale with their colour variations (spec §7). */
export const GET = contentRoute({}, (locale) => getLocaleContent('announcementBanners', locale));
