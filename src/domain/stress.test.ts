import { describe, expect, it } from 'vitest';
import { MAX_STRESS_MESSAGES, STRESS_COLORS, STRESS_KEYS, URGENT_DEADLINE_DAYS, getDeadlineColor, getStressMessages, type StressProduct } from './stress';

const context = { hasDates: true, today: '2024-03-29' };

const everything: StressProduct = {
  priorityLabel: { text: 'Members only', type: 'information' },
  expiresOn: '2024-04-02',
  isLastMinute: true,
  roomsLeft: 2,
  stressLabel: { text: 'Booked 12 times today', type: 'scarcity' },
  marketingLabel: { text: 'New', type: 'promotion' },
};

const kinds = (product: StressProduct, ctx = context) => getStressMessages(product, ctx).map((message) => message.kind);

describe('getStressMessages order and limit', () => {
  it('keeps at most two messages, priority label first', () => {
    expect(MAX_STRESS_MESSAGES).toBe(2);
    expect(kinds(everything)).toEqual(['priority', 'expiration']);
  });

  it('walks the order: expiration, last minute, rooms left, stress, marketing', () => {
    expect(kinds({ ...everything, priorityLabel: null })).toEqual(['expiration', 'lastMinute']);
    expect(kinds({ ...everything, priorityLabel: null, expiresOn: null })).toEqual(['lastMinute', 'roomsLeft']);
    expect(kinds({ ...everything, priorityLabel: null, expiresOn: null, isLastMinute: false })).toEqual(['roomsLeft', 'stress']);
    expect(kinds({ stressLabel: everything.stressLabel, marketingLabel: everything.marketingLabel })).toEqual(['stress', 'marketing']);
    expect(kinds({ marketingLabel: everything.marketingLabel })).toEqual(['marketing']);
    expect(kinds({})).toEqual([]);
  });
});

describe('getStressMessages conditions', () => {
  it('shows rooms left only for 3 or fewer with dates', () => {
    expect(kinds({ roomsLeft: 3 })).toEqual(['roomsLeft']);
    expect(kinds({ roomsLeft: 4 })).toEqual([]);
    expect(kinds({ roomsLeft: 0 })).toEqual([]);
    expect(kinds({ roomsLeft: 3 }, { ...context, hasDates: false })).toEqual([]);
  });

  it('shows an expiration until its day included', () => {
    expect(kinds({ expiresOn: '2024-03-29' })).toEqual(['expiration']);
    expect(kinds({ expiresOn: '2024-03-28' })).toEqual([]);
  });

  it('skips labels without text', () => {
    expect(kinds({ priorityLabel: { text: '', type: 'scarcity' }, isLastMinute: true })).toEqual(['lastMinute']);
  });
});

describe('getStressMessages content', () => {
  it('carries keys with parameters or server text, with colours', () => {
    expect(getStressMessages({ roomsLeft: 1, expiresOn: '2024-04-02' }, context)).toEqual([
      { kind: 'expiration', color: 'warning', key: STRESS_KEYS.expiration, params: { date: '2024-04-02' } },
      { kind: 'roomsLeft', color: 'warning', key: 'Only {{count}} room left', params: { count: 1 } },
    ]);
    expect(getStressMessages({ stressLabel: { text: 'Almost gone', type: 'reinsurance' } }, context)).toEqual([
      { kind: 'stress', color: 'warning', text: 'Almost gone' },
    ]);
    expect(getStressMessages({ marketingLabel: { text: 'New', type: 'promotion' } }, context)[0]?.color).toBe('accent');
  });

  it('maps scarcity and reinsurance to warning only', () => {
    expect(STRESS_COLORS.scarcity).toBe('warning');
    expect(STRESS_COLORS.reinsurance).toBe('warning');
    expect(STRESS_COLORS.information).not.toBe('warning');
    expect(STRESS_COLORS.promotion).not.toBe('warning');
  });
});

describe('deadline colour', () => {
  it('shows an offer end in the urgency colour only within a week', () => {
    expect(URGENT_DEADLINE_DAYS).toBe(7);
    expect(getDeadlineColor('2024-03-29', context.today)).toBe('warning');
    expect(getDeadlineColor('2024-04-05', context.today)).toBe('warning');
    expect(getDeadlineColor('2024-04-06', context.today)).toBe('neutral');
    expect(getStressMessages({ expiresOn: '2024-12-31' }, context)).toEqual([
      { kind: 'expiration', color: 'neutral', key: STRESS_KEYS.expiration, params: { date: '2024-12-31' } },
    ]);
  });
});
