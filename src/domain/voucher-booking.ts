import { EMAIL_PATTERN, NAME_PATTERN } from './contact-form';
import { toE164, type PhoneCountry } from './phone';
import type { SlotRefusal } from './voucher-slots';

/** The voucher booking form (ADR 46): the slot chosen and the holder the centre expects. */
export const VOUCHER_BOOKING_FIELDS = ['date', 'time', 'name', 'email', 'phone'] as const;
export type VoucherBookingField = (typeof VOUCHER_BOOKING_FIELDS)[number];
export type VoucherBookingValues = Record<VoucherBookingField, string>;
export type VoucherBookingError = 'mandatory' | 'onlyText' | 'maxLength' | 'email' | 'phone' | SlotRefusal;
export type VoucherBookingErrors = Partial<Record<VoucherBookingField, VoucherBookingError>>;

export const VOUCHER_HOLDER_MAX_LENGTHS = { name: 80, email: 254, phone: 30 } as const;

/** The holder as the booking stores it (the phone in E.164). */
export interface VoucherHolder {
  name: string;
  email: string;
  phone: string;
}

/** Checks the holder's fields; the slot is checked against the offered slots by `checkVoucherSlot`. */
export function validateVoucherHolder(
  values: Partial<VoucherBookingValues>,
  country: PhoneCountry,
): { ok: true; holder: VoucherHolder } | { ok: false; errors: VoucherBookingErrors } {
  const errors: VoucherBookingErrors = {};
  const name = (values.name ?? '').trim().replace(/\s+/g, ' ');
  const email = (values.email ?? '').trim();
  const phone = (values.phone ?? '').trim();
  if (!name) errors.name = 'mandatory';
  else if (name.length > VOUCHER_HOLDER_MAX_LENGTHS.name) errors.name = 'maxLength';
  else if (!NAME_PATTERN.test(name)) errors.name = 'onlyText';
  if (!email) errors.email = 'mandatory';
  else if (email.length > VOUCHER_HOLDER_MAX_LENGTHS.email || !EMAIL_PATTERN.test(email)) errors.email = 'email';
  const e164 = phone.length > VOUCHER_HOLDER_MAX_LENGTHS.phone ? undefined : toE164(phone, country);
  if (!phone) errors.phone = 'mandatory';
  else if (!e164) errors.phone = 'phone';
  if (Object.keys(errors).length > 0 || !e164) return { ok: false, errors };
  return { ok: true, holder: { name, email: email.toLowerCase(), phone: e164 } };
}
