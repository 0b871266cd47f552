import type { APIRoute } from 'astro';
import { badRequest } from '../../../../../../server/api/http';
import { isImageSize, toImageDimensions } from '../../../../../../server/images';
import { parsePictureRef } from '../../../../../../server/pictures/picture-ref';
import { renderPictureSvg } from '../../../../../../server/pictures/render';

/**
 * GET /api/images/{kind}/{id}/{subject}/{size}.svg — catalogue pictures drawn here (no external host). The address
 * says all the picture shows (ADR 63), so the answer never changes: cached for a year, immutable.
 */
export const GET: APIRoute = ({ params }) => {
  const ref = parsePictureRef(params.kind ?? '', params.id ?? '', params.subject ?? '');
  if (!ref || !isImageSize(params.size)) {
    return badRequest('Unknown image: expected /api/images/{hotel|room|activity|box|theme}/{id}/{subject}/{120_80|640_360|960_540}.svg');
  }
  const [width, height] = toImageDimensions(params.size);
  return new Response(renderPictureSvg(ref, width, height), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
};
