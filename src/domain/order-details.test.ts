import { describe, expect, it } from 'vitest';
import { getDetailsFields, isSendDateAllowed, validateOrderDetails, type DetailsShape } from './order-details';

const today = '2026-11-24';
const stay: DetailsShape = { isGift: false, isPhysical: false, hasSendDate: false, hasRequests: true, payLaterChoices: ['deferred'], country: 'FR', today };
const eGift: DetailsShape = { ...stay, isGift: true, hasSendDate: true, hasRequests: false, payLaterChoices: [] };
const box: DetailsShape = { ...eGift, isPhysical: true, hasSendDate: false, country: 'NL' };
const buyer = { firstName: 'Camille', lastName: "N'Diaye-Martin", email: 'Camille@Example.com', phone: '06 12 34 56 78', terms: 'on' };

describe('order details step', () => {
  it('accepts a stay with the lead traveller and keeps optional requests', () => {
    const result = validateOrderDetails({ ...buyer, requests: ' Late arrival ' }, stay);
    expect(result).toEqual({
      ok: true,
      details: {
        buyer: { firstName: 'Camille', lastName: "N'Diaye-Martin", email: 'camille@example.com', phone: '+33612345678' },
        requests: 'Late arrival',
        gift: null,
        address: null,
        payLater: null,
      },
    });
  });

  it('gives the §8 error of each field', () => {
    const result = validateOrderDetails({ firstName: '', lastName: 'R2D2', email: 'camille@', phone: 'abc', requests: 'x'.repeat(501) }, stay);
    expect(result).toEqual({
      ok: false,
      errors: { firstName: 'mandatory', lastName: 'onlyText', email: 'email', phone: 'phone', requests: 'maxLength', terms: 'terms' },
    });
  });

  it('asks the recipient of an e-gift, and From once a message is written', () => {
    expect(validateOrderDetails({ ...buyer, message: 'Joyeux anniversaire' }, eGift)).toEqual({
      ok: false,
      errors: { recipientName: 'mandatory', recipientEmail: 'mandatory', fromName: 'mandatory' },
    });
    const ok = validateOrderDetails({ ...buyer, recipientName: 'Lou', recipientEmail: 'lou@example.com', sendOn: '2027-02-14' }, eGift);
    expect(ok.ok && ok.details.gift).toEqual({ recipientName: 'Lou', recipientEmail: 'lou@example.com', fromName: '', message: '', sendOn: '2027-02-14' });
  });

  it('sends an e-gift today when no date is given, and refuses a past day or one more than 12 months ahead', () => {
    const base = { ...buyer, recipientName: 'Lou', recipientEmail: 'lou@example.com' };
    const now = validateOrderDetails(base, eGift);
    expect(now.ok && now.details.gift?.sendOn).toBe(today);
    expect(validateOrderDetails({ ...base, sendOn: '2026-11-23' }, eGift)).toEqual({ ok: false, errors: { sendOn: 'sendOn' } });
    expect(validateOrderDetails({ ...base, sendOn: '2027-11-25' }, eGift)).toEqual({ ok: false, errors: { sendOn: 'sendOn' } });
    expect(isSendDateAllowed('2027-11-24', today)).toBe(true);
  });

  it('checks a physical gift address against the market country', () => {
    const base = { ...buyer, recipientName: 'Lou', street: 'Damrak 1', city: 'Amsterdam' };
    expect(validateOrderDetails({ ...base, postcode: '75001' }, box)).toEqual({ ok: false, errors: { postcode: 'postcode' } });
    const ok = validateOrderDetails({ ...base, postcode: '1012 lg' }, box);
    expect(ok.ok && ok.details.address).toEqual({ name: 'Lou', street: 'Damrak 1', postcode: '1012 LG', city: 'Amsterdam', country: 'NL' });
    expect(getDetailsFields(box)).toContain('street');
    expect(getDetailsFields(eGift)).not.toContain('street');
  });

  it('refuses a pay-later choice that is not offered', () => {
    expect(validateOrderDetails({ ...buyer, payLater: 'split4' }, stay)).toEqual({ ok: false, errors: { payLater: 'payLater' } });
    const ok = validateOrderDetails({ ...buyer, payLater: 'deferred' }, stay);
    expect(ok.ok && ok.details.payLater).toBe('deferred');
  });
});

describe('the buyer’s phone', () => {
  const noPhone = { ...buyer, phone: '' };
  const recipient = { recipientName: 'Noa', recipientEmail: 'noa@example.com' };
  it('is optional for a gift sent by e-mail, and kept empty', () => {
    const result = validateOrderDetails({ ...noPhone, ...recipient }, eGift);
    expect(result.ok && result.details.buyer.phone).toBeNull();
  });
  it('is required for a stay and for a gift that is shipped', () => {
    expect(validateOrderDetails(noPhone, stay)).toMatchObject({ ok: false, errors: { phone: 'mandatory' } });
    expect(validateOrderDetails({ ...noPhone, recipientName: 'Noa', street: 'Damrak 1', postcode: '1012 LG', city: 'Amsterdam' }, box)).toMatchObject({
      ok: false,
      errors: { phone: 'mandatory' },
    });
  });
  it('is still checked when given for an e-mailed gift', () => {
    expect(validateOrderDetails({ ...buyer, phone: 'abc', ...recipient }, eGift)).toMatchObject({ ok: false, errors: { phone: 'phone' } });
  });
});
