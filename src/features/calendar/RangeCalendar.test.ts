import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/calendar.json';
import enErrors from '../../../locales/en/errors.json';
import { createTranslator } from '../../i18n/client';
import { RangeCalendar, type RangeCalendarProps } from './RangeCalendar';

const t = createTranslator(en, 'en');
const noop = () => {};

function render(overrides: Partial<RangeCalendarProps> = {}): string {
  return renderToStaticMarkup(
    createElement(RangeCalendar, {
      checkin: '2026-12-10',
      checkout: '2026-12-12',
      today: '2026-12-05',
      nowHour: 10,
      language: 'fr',
      t,
      layout: 'paged',
      onValidate: noop,
      onClose: noop,
      ...overrides,
    }),
  );
}

const buttonNamed = (markup: string, name: string) => new RegExp(`<button[^>]*aria-label="${name}"[^>]*>`).exec(markup)?.[0];
const textButton = (markup: string, text: string) => new RegExp(`<button[^>]*>${text}</button>`).exec(markup)?.[0];

describe('RangeCalendar', () => {
  it('draws two month grids named by their month, previous disabled at the current month', () => {
    const markup = render();
    expect(markup.match(/role="grid"/g)).toHaveLength(2);
    expect(markup).toMatch(/<p id="([^"]+)"[^>]*>décembre 2026<\/p><table role="grid" aria-labelledby="\1"/);
    expect(markup).toContain('>janvier 2027</p>');
    expect(buttonNamed(markup, 'Previous month')).toContain('disabled');
    expect(buttonNamed(markup, 'Next month')).not.toContain('disabled');
  });

  it('names each day by its full date and state, with one tab stop on the check-in', () => {
    const markup = render();
    expect(markup.match(/tabindex="0"/g)).toHaveLength(1);
    expect(buttonNamed(markup, 'jeudi 10 décembre 2026, check-in')).toContain('tabindex="0"');
    expect(buttonNamed(markup, 'samedi 12 décembre 2026, check-out')).toBeDefined();
    expect(buttonNamed(markup, 'vendredi 4 décembre 2026, unavailable')).toContain('aria-disabled="true"');
    expect(buttonNamed(markup, 'samedi 5 décembre 2026')).toContain('aria-current="date"');
  });

  it('shows the nights chosen, with Clear and Validate enabled', () => {
    const markup = render();
    expect(markup).toContain('<p>2 nights</p>');
    expect(textButton(markup, 'Validate')).not.toContain('disabled');
    expect(textButton(markup, 'Clear')).not.toContain('disabled');
  });

  it('starts empty from invalid stored dates: nothing to clear, a hint to choose the check-in', () => {
    const markup = render({ checkin: '2026-12-01', checkout: '2026-12-03' });
    expect(markup).toContain(`<p>${en.chooseCheckin}</p>`);
    expect(textButton(markup, 'Clear')).toContain('disabled');
    expect(buttonNamed(markup, 'samedi 5 décembre 2026')).toContain('tabindex="0"');
  });

  it('shows prices and the minimum stay of the product page', () => {
    const markup = render({
      availability: { '2026-12-20': { status: 'included', minLos: 2, price: 12000 } },
      priceFormatter: (cents) => `${cents / 100} €`,
      message: enErrors.calendarChooseDates,
    });
    expect(markup).toContain(`>${enErrors.calendarChooseDates}</p>`);
    expect(buttonNamed(markup, 'dimanche 20 décembre 2026, 120 €, Minimum stay: 2 nights')).toBeDefined();
  });

  it('lists three months without paging buttons in the scrolling layout', () => {
    const markup = render({ layout: 'scroll' });
    expect(markup.match(/role="grid"/g)).toHaveLength(3);
    expect(buttonNamed(markup, 'Previous month')).toBeUndefined();
  });
});
