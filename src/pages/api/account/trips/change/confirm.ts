import { postConfirm } from '../../../../../server/api/date-change-route';

/** POST /api/account/trips/change/confirm — the change page's confirmation (ADR 57). */
export const POST = postConfirm;
