import type { PictureKind } from './pictures/picture-ref';

/** Image sizes of spec §9 (width x height). */
export const IMAGE_SIZES = ['120_80', '640_360', '960_540'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export type ImageKind = PictureKind;

export function isImageSize(value: string | undefined): value is ImageSize {
  return (IMAGE_SIZES as readonly string[]).includes(value ?? '');
}

/** Width and height in pixels of a size. */
export function toImageDimensions(size: ImageSize): [number, number] {
  const [width = 640, height = 360] = size.split('_').map(Number);
  return [width, height];
}

/**
 * Address of a generated picture (served by /api/images/…, made locally, never from an external host): `subject`
 * says what it shows (picture-ref.ts), `id` whose it is.
 */
export function buildImageUrl(kind: ImageKind, id: number | string, subject: string, size: ImageSize = '640_360'): string {
  return `/api/images/${kind}/${encodeURIComponent(String(id))}/${subject}/${size}.svg`;
}

/** One picture in every size, as the API's imagesBySize. */
export function buildImagesBySize(kind: ImageKind, id: number | string, subject: string): Record<ImageSize, string> {
  return Object.fromEntries(IMAGE_SIZES.map((size) => [size, buildImageUrl(kind, id, subject, size)])) as Record<ImageSize, string>;
}
