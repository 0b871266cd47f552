/** The gift customisation form: who the gift is from and a message (spec §3, §5, §9). */

/** Maximum lengths of spec §9. */
export const FROM_NAME_MAX_LENGTH = 40;
export const MESSAGE_MAX_LENGTH = 180;
/** How long the 'limited to N characters' notice stays after a blocked keystroke (spec §5). */
export const LIMIT_NOTICE_MS = 1000;

export interface GiftCustomisation {
  fromName: string;
  message: string;
}

export const EMPTY_CUSTOMISATION: GiftCustomisation = { fromName: '', message: '' };

/** Field errors, mapped to the §8 texts 'Mandatory field', 'Only text is expected', 'The field is limited to …'. */
export type CustomisationError = 'mandatory' | 'textOnly' | 'tooLong';

/** The text of each error in the one §8 catalogue (the `errors` namespace; `maxlength` fills the limit). */
export const CUSTOMISATION_ERROR_TEXT_KEYS: Readonly<Record<CustomisationError, string>> = {
  mandatory: 'errors:field.mandatory',
  textOnly: 'errors:field.onlyText',
  tooLong: 'errors:field.maxLength',
};

export type CustomisationErrors = Partial<Record<keyof GiftCustomisation, CustomisationError>>;

/** A name is letters (any script), spaces, apostrophes and hyphens (spec §5 names). */
const TEXT_ONLY = /^[\p{L}\p{M}\s'’-]*$/u;

/** The fromName error: required only when the form is mandatory; text only; at most 40 characters. */
export function validateFromName(value: string, isMandatory: boolean): CustomisationError | null {
  const trimmed = value.trim();
  if (trimmed === '') return isMandatory ? 'mandatory' : null;
  if (!TEXT_ONLY.test(trimmed)) return 'textOnly';
  return trimmed.length > FROM_NAME_MAX_LENGTH ? 'tooLong' : null;
}

/** The message error: optional, at most 180 characters. */
export function validateMessage(value: string): CustomisationError | null {
  return value.length > MESSAGE_MAX_LENGTH ? 'tooLong' : null;
}

/** Errors of the whole form; an empty object means it is valid. */
export function validateCustomisation(form: GiftCustomisation, isMandatory: boolean): CustomisationErrors {
  const errors: CustomisationErrors = {};
  const fromName = validateFromName(form.fromName, isMandatory);
  const message = validateMessage(form.message);
  if (fromName) errors.fromName = fromName;
  if (message) errors.message = message;
  return errors;
}

/** True when the form has no error. */
export function isCustomisationValid(form: GiftCustomisation, isMandatory: boolean): boolean {
  return Object.keys(validateCustomisation(form, isMandatory)).length === 0;
}

/**
 * What a keystroke leaves in a limited field (spec §5): a value past `maxLength` is refused, the previous value
 * stays, and `blocked` says the notice should show. A paste that ends past the limit is cut at the limit.
 */
export function limitInput(previous: string, next: string, maxLength: number): { value: string; blocked: boolean } {
  if (next.length <= maxLength) return { value: next, blocked: false };
  return { value: previous.length >= maxLength ? previous : next.slice(0, maxLength), blocked: true };
}

/** A stored customisation read back from browser storage, or the empty form for anything unexpected. */
export function parseGiftCustomisation(raw: unknown): GiftCustomisation {
  if (typeof raw !== 'object' || raw === null) return { ...EMPTY_CUSTOMISATION };
  const record = raw as Record<string, unknown>;
  const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
  return { fromName: text(record.fromName, FROM_NAME_MAX_LENGTH), message: text(record.message, MESSAGE_MAX_LENGTH) };
}

/**
 * The form is optional on the gift side of a product and in the box drawer (spec §5); it becomes mandatory once
 * a message is written, so that the recipient knows who it is from.
 */
export function isCustomisationMandatory(form: GiftCustomisation): boolean {
  return form.message.trim() !== '';
}

/** The gift a customisation is written for: a stay's package, a box (either format), a gift card or an activity. */
export type GiftCustomisationSubject = { kind: 'stay'; id: number } | { kind: 'box'; code: string } | { kind: 'card' } | { kind: 'activity'; id: number };

/**
 * The gift a customisation belongs to, in one site's language: what is written for one gift never fills in another
 * (another box, another site, the next gift once this one is ordered). A box's two formats are one gift.
 */
export function getGiftCustomisationKey(locale: string, subject: GiftCustomisationSubject): string {
  switch (subject.kind) {
    case 'stay':
      return `${locale}|stay|${subject.id}`;
    case 'box':
      return `${locale}|box|${subject.code.split('-')[0] ?? subject.code}`;
    case 'card':
      return `${locale}|card`;
    case 'activity':
      return `${locale}|activity|${subject.id}`;
  }
}

/** The customisation kept for `key`: what was stored when it was written for that gift, else nothing. */
export function readStoredCustomisation(stored: unknown, key: string): GiftCustomisation {
  if (!stored || typeof stored !== 'object' || (stored as { key?: unknown }).key !== key) return { ...EMPTY_CUSTOMISATION };
  return parseGiftCustomisation(stored);
}
