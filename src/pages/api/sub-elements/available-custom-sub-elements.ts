import type { APIRoute } from 'astro';
import { badRequest, jsonResponse, readQuery, respond } from '../../../server/api/http';
import { LocaleParam, marketOf } from '../../../server/api/params';
import { getDatabase } from '../../../server/db/database';
import type { Localized } from '../../../server/db/schema';
import { buildImageUrl } from '../../../server/images';

/** Spec §3: category 2 gets a default 'standard' entry priced 0. */
const DEFAULT_ENTRY_CATEGORY = 2;

/** GET /api/sub-elements/available-custom-sub-elements — physical-gift extras by category (spec §7). */
export const GET: APIRoute = ({ url }) =>
  respond(async () => {
    const query = LocaleParam.safeParse(readQuery(url));
    if (!query.success) return badRequest(query.error);
    const lang = marketOf(query.data.locale).language;
    const { db } = await getDatabase();
    const categories = await db.selectFrom('sub_element_categories').selectAll().orderBy('id').execute();
    const elements = await db.selectFrom('custom_sub_elements').selectAll().orderBy('id').execute();
    return jsonResponse({
      categories: categories.map((c) => ({
        id: c.id,
        description: (c.names as unknown as Localized)[lang],
        names: c.names,
        singleSelection: c.single_selection,
      })),
      subElements: [
        { id: 'standard', name: 'standard', imageUrl: null, recommendedByWed: false, price: 0, categoryId: DEFAULT_ENTRY_CATEGORY },
        ...elements.map((e) => ({
          id: String(e.id),
          name: (e.names as unknown as Localized)[lang],
          imageUrl: buildImageUrl('box', `extra-${e.id}`, 'romantic', '120_80'),
          recommendedByWed: e.recommended_by_wed,
          price: e.price,
          categoryId: e.category_id,
        })),
      ],
    });
  });
