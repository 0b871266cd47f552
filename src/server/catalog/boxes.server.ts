import type { Kysely } from 'kysely';
import { DIGITAL_BOX_SUFFIX, getBoxFormat } from '../../domain/box';
import { getBoxPromo } from '../../domain/pricing';
import type { Language, MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import type { Database, Localized } from '../db/schema';
import { NotFoundError } from '../api/http';
import { buildImagesBySize } from '../images';

/** Listings show only e-boxes (code ending EBOX, spec §5); the rule lives in src/domain/box.ts. */
export const LISTED_BOX_SUFFIX = DIGITAL_BOX_SUFFIX;

type BoxRecord = Awaited<ReturnType<typeof loadBoxes>>[number];

async function loadBoxes(db: Kysely<Database>) {
  return db.selectFrom('boxes').selectAll().orderBy('theme_id').orderBy('code').execute();
}

function toBoxView(box: BoxRecord, market: MarketKey, lang: Language, stayCount: number | null) {
  const promo = getBoxPromo(box.sell_price, box.reference_price);
  const title = (box.titles as unknown as Localized)[lang];
  return {
    code: box.code,
    format: getBoxFormat(box.code),
    title,
    description: (box.descriptions as unknown as Localized)[lang],
    includedContent: (box.included_content as unknown as Localized)[lang].split('\n'),
    value: box.value,
    price: { sellPrice: box.sell_price, referencePrice: box.reference_price, promo },
    images: { main: buildImagesBySize('box', box.code, 1)['640_360'], mainBySize: buildImagesBySize('box', box.code, 1) },
    slug: box.slug,
    uri: buildPath(market, 'box', { slug: box.slug, code: box.code }),
    nights: box.nights,
    searchCriteria: { subthemas: box.subtheme_ids, theme: box.theme_id },
    stayCount,
    pageModel: {
      pageTitle: title,
      metaRobots: getBoxFormat(box.code) === 'physical' ? 'noindex,follow' : 'index,follow',
    },
  };
}

/** Boxes for sale (spec §7 boxes/search): e-boxes only, with the number of stays each offers. Two queries. */
export async function listBoxes(db: Kysely<Database>, market: MarketKey, lang: Language) {
  const boxes = (await loadBoxes(db)).filter((box) => box.code.endsWith(`-${LISTED_BOX_SUFFIX}`));
  const counts = await db.selectFrom('box_packages').select(['box_code']).select((eb) => eb.fn.countAll<number>().as('count')).groupBy('box_code').execute();
  const byCode = new Map(counts.map((c) => [c.box_code, Number(c.count)]));
  return boxes.map((box) => toBoxView(box, market, lang, byCode.get(box.code) ?? 0));
}

/** One box by code (spec §7 boxes/{code}/product-detail), digital or physical. */
export async function getBoxDetail(db: Kysely<Database>, code: string, market: MarketKey, lang: Language) {
  const box = await db.selectFrom('boxes').selectAll().where('code', '=', code).executeTakeFirst();
  if (!box) throw new NotFoundError(`No box ${code}`);
  const count = await db.selectFrom('box_packages').select((eb) => eb.fn.countAll<number>().as('count')).where('box_code', '=', code).executeTakeFirst();
  const sibling = await db.selectFrom('boxes').select('code').where('slug', '=', box.slug).where('code', '!=', code).executeTakeFirst();
  return { ...toBoxView(box, market, lang, Number(count?.count ?? 0)), otherFormatCode: sibling?.code ?? null };
}

/** Whether a box exists (offers and facets answer 404 otherwise). */
export async function assertBoxExists(db: Kysely<Database>, code: string): Promise<void> {
  const box = await db.selectFrom('boxes').select('code').where('code', '=', code).executeTakeFirst();
  if (!box) throw new NotFoundError(`No box ${code}`);
}
