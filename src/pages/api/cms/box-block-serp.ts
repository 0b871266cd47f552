import { getLocaleContent } from '../../../server/content/content.server';
import { contentRoute } from '../../../server/content/cms-route';

/** GET /api/cms/box-block-serp?locale= — the box blocks shown on the search results page (spec §7). */
export const GET = contentRoute({}, async (locale) => {
  const file = await getLocaleContent('boxBlocks', locale);
  return file && { blocks: file.blocks.filter((block) => block.containerId === 'search') };
});
