/** Image sizes of spec §9 (width x height). */
export const IMAGE_SIZES = ['120_80', '640_360', '960_540'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export type ImageKind = 'hotel' | 'room' | 'activity' | 'box';

/** Address of a generated image (served by /api/images/…, made locally, never from an external host). */
export function buildImageUrl(kind: ImageKind, id: number | string, index: number, size: ImageSize = '640_360'): string {
  return `/api/images/${kind}/${encodeURIComponent(String(id))}/${index}/${size}.svg`;
}

/** One image in every size, as the API's imagesBySize. */
export function buildImagesBySize(kind: ImageKind, id: number | string, index: number): Record<ImageSize, string> {
  return Object.fromEntries(IMAGE_SIZES.map((size) => [size, buildImageUrl(kind, id, index, size)])) as Record<ImageSize, string>;
}
