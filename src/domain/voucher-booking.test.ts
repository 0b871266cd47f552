import { describe, expect, it } from 'vitest';
import { validateVoucherHolder } from './voucher-booking';

describe('validateVoucherHolder', () => {
  it('keeps a holder with a name, an address and a phone of the country', () => {
    expect(validateVoucherHolder({ name: ' Léa  Martin ', email: 'Lea@Example.fr', phone: '06 12 34 56 78' }, 'FR')).toEqual({
      ok: true,
      holder: { name: 'Léa Martin', email: 'lea@example.fr', phone: '+33612345678' },
    });
  });

  it('names each field that is wrong', () => {
    expect(validateVoucherHolder({ name: '', email: 'lea@', phone: '12' }, 'FR')).toEqual({
      ok: false,
      errors: { name: 'mandatory', email: 'email', phone: 'phone' },
    });
    expect(validateVoucherHolder({ name: 'L3a', email: 'lea@example.fr', phone: '' }, 'BE')).toEqual({
      ok: false,
      errors: { name: 'onlyText', phone: 'mandatory' },
    });
  });
});
