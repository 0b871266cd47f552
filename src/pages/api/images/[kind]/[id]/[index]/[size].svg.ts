import type { APIRoute } from 'astro';
import { badRequest } from '../../../../../../server/api/http';
import { isImageSize, renderImageSvg } from '../../../../../../server/image-svg';

const KINDS = ['hotel', 'room', 'activity', 'box'] as const;

/** GET /api/images/{kind}/{id}/{index}/{size}.svg — catalog pictures, generated here (no external host). */
export const GET: APIRoute = ({ params }) => {
  const kind = KINDS.find((k) => k === params.kind);
  const index = Number(params.index);
  const id = params.id ?? '';
  if (!kind || !isImageSize(params.size) || !Number.isInteger(index) || index < 1 || index > 50 || !/^[\w-]{1,64}$/.test(id)) {
    return badRequest('Unknown image: expected /api/images/{hotel|room|activity|box}/{id}/{1-50}/{120_80|640_360|960_540}.svg');
  }
  return new Response(renderImageSvg(kind, id, index, params.size), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
};
