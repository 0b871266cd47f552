import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { getPayLaterOptions } from '../../../../domain/pay-later';
import { badRequest, jsonResponse, respond } from '../../../../server/api/http';
import { IsoDate } from '../../../../server/api/params';
import { getToday } from '../../../../server/db/database';

const Query = z.object({
  amount: z.coerce.number().int().min(1).max(10_000_000),
  cancellationPolicyType: z.string().max(40).optional(),
  cancellableUntil: IsoDate.optional(),
  checkinDate: IsoDate,
  pointOfSale: z.enum(['fr_fr', 'es_es', 'it_it', 'nl_nl', 'fr_be', 'nl_be']),
});

/** GET /api/purchase/alma/eligibility — pay-later options for an amount in cents (spec §5, §7). */
export const GET: APIRoute = ({ url }) =>
  respond(async () => {
    const query = Query.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) return badRequest(query.error);
    const q = query.data;
    const [language = '', country = ''] = q.pointOfSale.split('_');
    const options = getPayLaterOptions({
      amountCents: q.amount,
      locale: `${language}_${country.toUpperCase()}`,
      checkin: q.checkinDate,
      today: getToday(),
      cancellationDeadline: q.cancellableUntil ?? null,
    });
    return jsonResponse({ paymentMethods: options });
  });
