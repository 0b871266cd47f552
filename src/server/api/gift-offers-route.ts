import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { BOX_CODE_PATTERN } from '../../domain/box';
import { assertBoxExists } from '../catalog/boxes.server';
import { getDatabase, getToday } from '../db/database';
import { TEXTS } from '../db/seed/texts';
import { getFacets } from '../search/facets.server';
import { SearchCriteria } from '../search/criteria';
import { MAP_RESULTS_LIMIT, searchOffers } from '../search/search.server';
import { badRequest, jsonResponse, readQuery, respond } from './http';
import { IsoDate, LocaleParam, marketOf, PositiveId } from './params';

/** Stays of a box per page (spec §9). */
export const BOX_OFFERS_PAGE_SIZE = 8;
const BOX_CODE = z.string().regex(BOX_CODE_PATTERN, 'expected a box code such as WELLNESS01-EBOX');

const GiftQuery = LocaleParam.extend({
  code: BOX_CODE.optional(),
  checkin: IsoDate.optional(),
  checkinDate: IsoDate.optional(),
  hotelId: PositiveId.optional(),
  page: z.coerce.number().int().min(0).max(1000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(BOX_OFFERS_PAGE_SIZE),
  numberOfPackagesPerHotel: z.coerce.number().int().min(1).max(20).default(20),
  performMapSearch: z.enum(['true', 'false']).optional(),
  affiliateId: z.string().max(60).optional(),
  matchOfferRangePriceWithGiftAmount: z.enum(['true', 'false']).optional(),
}).loose();

export type GiftScope = { kind: 'box'; codeParam?: string } | { kind: 'singleVoucher' };

/**
 * Offers or facets of a gift: the stays of a box (by path code or `code` query), or of single vouchers for
 * a beneficiary; check-in and hotel narrow them (spec §7 box-offers, boxes/{code}/offers, beneficiary/…).
 */
export function handleGiftSearch(scope: GiftScope, what: 'offers' | 'facets'): APIRoute {
  return ({ params, url }) =>
    respond(async () => {
      const query = GiftQuery.safeParse(readQuery(url));
      if (!query.success) return badRequest(query.error);
      const q = query.data;
      const pathCode = scope.kind === 'box' && scope.codeParam ? BOX_CODE.safeParse(params[scope.codeParam]) : undefined;
      if (pathCode && !pathCode.success) return badRequest(pathCode.error);
      const boxCode = pathCode?.data ?? q.code;
      if (scope.kind === 'box' && !boxCode) return badRequest('Invalid code: the box code is required');
      const {
        locale: _l,
        code: _c,
        checkinDate,
        page,
        limit,
        numberOfPackagesPerHotel,
        performMapSearch,
        affiliateId: _a,
        matchOfferRangePriceWithGiftAmount: _m,
        ...rest
      } = q;
      const criteria = SearchCriteria.safeParse({ ...rest, checkin: q.checkin ?? checkinDate, flow: 'gifting' });
      if (!criteria.success) return badRequest(criteria.error);
      const { db } = await getDatabase();
      if (boxCode) await assertBoxExists(db, boxCode);
      const today = getToday();
      const market = marketOf(q.locale);
      const restriction = { boxCode: scope.kind === 'box' ? boxCode : undefined, singleVouchersOnly: scope.kind === 'singleVoucher' };
      if (what === 'facets') {
        return jsonResponse(await getFacets(db, criteria.data, market.language, TEXTS, { today, giftable: true, ...restriction }));
      }
      const isMap = performMapSearch === 'true';
      const result = await searchOffers(
        db,
        {
          locale: q.locale,
          criteria: criteria.data,
          numberOfPackagesPerHotel,
          limit: isMap ? MAP_RESULTS_LIMIT : limit,
          page: isMap ? 0 : page,
          performGiftableSearch: true,
          stayPrices: scope.kind === 'singleVoucher',
          ...restriction,
        },
        today,
      );
      return jsonResponse(result);
    });
}
