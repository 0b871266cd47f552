import { describe, expect, it } from 'vitest';
import { canTakeCareAction, classifyCareQuery, isCareReasonValid, sortTimeline } from './care-desk';

describe('classifyCareQuery', () => {
  it('reads a number, a gift code, an e-mail, a phone and a name', () => {
    expect(classifyCareQuery(' 17919113 ')).toEqual({ kind: 'number', value: '17919113' });
    expect(classifyCareQuery('halte-box-valid')).toEqual({ kind: 'giftCode', value: 'HALTE-BOX-VALID' });
    expect(classifyCareQuery('Camille.Martin@Example.com')).toEqual({ kind: 'email', value: 'camille.martin@example.com' });
    expect(classifyCareQuery('+33 6 12 34 56 78')).toEqual({ kind: 'phone', value: '612345678' });
    expect(classifyCareQuery('06.12.34.56.78')).toEqual({ kind: 'phone', value: '612345678' });
    expect(classifyCareQuery('Camille  Martin')).toEqual({ kind: 'name', value: 'camille martin' });
  });
  it('reads nothing from one character or a novel', () => {
    expect(classifyCareQuery('a')).toBeNull();
    expect(classifyCareQuery('x'.repeat(121))).toBeNull();
  });
});

describe('care actions', () => {
  it("lets agents and supervisors take the desk's actions, and no one else", () => {
    expect(canTakeCareAction('agent', 'cancelBooking')).toBe(true);
    expect(canTakeCareAction('supervisor', 'resendConfirmation')).toBe(true);
    expect(canTakeCareAction('agent', 'goodwillRefund')).toBe(true);
    expect(canTakeCareAction('visitor' as never, 'extendGift')).toBe(false);
    expect(canTakeCareAction('agent', 'refundEverything' as never)).toBe(false);
  });
  it('asks for a reason of a few words', () => {
    expect(isCareReasonValid(' ok ')).toBe(false);
    expect(isCareReasonValid('Lost the e-mail')).toBe(true);
    expect(isCareReasonValid('x'.repeat(501))).toBe(false);
  });
  it('tells the story in time order, things of one instant in the order they happen', () => {
    const at = '2026-11-27T10:00:00.000Z';
    const sorted = sortTimeline([
      { at, kind: 'mailQueued', detail: {} },
      { at: '2026-11-27T09:00:00.000Z', kind: 'agent', detail: {} },
      { at, kind: 'status', detail: {} },
    ]);
    expect(sorted.map((e) => e.kind)).toEqual(['agent', 'status', 'mailQueued']);
  });
});
