import { getBoxPromo, shouldShowPromo } from './pricing';

/** Gift box rules (spec §3 Box, §5 box promo): the format is the part of the code after the dash. */

/** Code suffix of the e-box (digital); listings show only these (spec §5). */
export const DIGITAL_BOX_SUFFIX = 'EBOX';
/** Code suffix of the physical box. */
export const PHYSICAL_BOX_SUFFIX = 'PBOX';

/** A box code such as WELLNESS01-EBOX: letters and digits, a dash, the format suffix. */
export const BOX_CODE_PATTERN = /^[A-Z0-9]{2,20}-[A-Z]{3,5}$/;

/** True when `code` has the shape of a box code. */
export function isBoxCode(code: string): boolean {
  return BOX_CODE_PATTERN.test(code);
}

/** The format of a box from its code: EBOX is digital, any other suffix physical. */
export function getBoxFormat(code: string): 'digital' | 'physical' {
  return code.split('-').pop() === DIGITAL_BOX_SUFFIX ? 'digital' : 'physical';
}

/** True when the box may appear in a listing (an e-box). */
export function isListedBox(code: string): boolean {
  return getBoxFormat(code) === 'digital';
}

/**
 * The promo percentage a box shows: floor((1 − sell/reference) × 100) when the reference exceeds the sell price,
 * and only above 5 %; null otherwise.
 */
export function getShownBoxPromo(sellCents: number, referenceCents: number): number | null {
  const promo = getBoxPromo(sellCents, referenceCents);
  return promo !== null && shouldShowPromo(promo, 'box') ? promo : null;
}

/**
 * One promotion for a box in both its formats, shown on its page whichever format is chosen there and at the
 * checkout: the e-box's (the format every listing shows), else the format's own.
 */
export function getBoxFamilyPromo(formats: readonly { code: string; sellPrice: number; referencePrice: number }[]): number | null {
  const listed = formats.find((format) => getBoxFormat(format.code) === 'digital') ?? formats[0];
  return listed ? getShownBoxPromo(listed.sellPrice, listed.referencePrice) : null;
}

/**
 * The address slug of a box title in one language ('Week-end étoilé' → 'week-end-etoile', 'Fuga golosa' →
 * 'fuga-golosa'): lower case, accents dropped, anything else than letters and digits turned into single dashes.
 */
export function toBoxSlug(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
