import { getPreview } from '../../../../../server/api/date-change-route';

/** GET /api/account/trips/change/preview — the change page's preview (ADR 57). */
export const GET = getPreview;
