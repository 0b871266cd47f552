import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseIslandData, serializeIslandData, shareWithIsland, withIslandData } from './island-data';

function Results({ title, initial }: { title: string; initial: { names: string[] } }) {
  return createElement('p', null, `${title}: ${initial.names.join(', ')}`);
}
const Island = withIslandData(Results, 'initial');

afterEach(() => vi.unstubAllGlobals());

describe('island data', () => {
  it('renders on the server from the shared value, by reference', () => {
    const data = shareWithIsland('results-a', { names: ['Annecy', 'Lyon'] });
    expect(renderToString(createElement(Island, { title: 'Villes', data }))).toBe('<p>Villes: Annecy, Lyon</p>');
  });

  it('hydrates from the page’s JSON block, which no value can close or escape', () => {
    const value = { names: ['</script><script>alert(1)</script>', '<!--', 'a & b', '\u2028'] };
    const text = serializeIslandData(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
    // In the browser the reference arrives as plain data (Astro's props): the block is read instead.
    vi.stubGlobal('document', { getElementById: (id: string) => (id === 'results-b' ? { textContent: text } : null) });
    const html = renderToString(createElement(Island, { title: 'T', data: { id: 'results-b' } }));
    expect(html).toContain('a &amp; b');
    expect(() => renderToString(createElement(Island, { title: 'T', data: { id: 'missing' } }))).toThrow(/not in the page/);
  });

  it('sends lists of like objects as columns, each key once, and reads back the same value', () => {
    const offers = Array.from({ length: 18 }, (_, index) => ({
      id: index,
      label: `Offre ${index}`,
      allIn: index % 3 === 0 ? null : { total: 10_000 + index, nights: 1 },
      hotel: { id: 100 + index, location: { lat: 45.9, lng: 6.8 }, review: { count: index, average: 9.1 } },
      images: [{ '640_360': `/a/${index}.svg`, alt: 'Vue' }],
    }));
    const text = serializeIslandData({ total: 1168, offers });
    expect(text.match(/"label"/g)).toHaveLength(1);
    expect(text.match(/"location"/g)).toHaveLength(1);
    expect(text.length).toBeLessThan(JSON.stringify({ total: 1168, offers }).length * 0.7);
    expect(parseIslandData(text)).toEqual({ total: 1168, offers });
  });

  it('reads back any JSON value as JSON would, lists of like records included', () => {
    const record = fc.record({
      a: fc.integer(),
      b: fc.oneof(fc.string(), fc.constant(null)),
      c: fc.array(fc.record({ x: fc.double({ noNaN: true, noDefaultInfinity: true }), y: fc.jsonValue() })),
    });
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.array(record), fc.dictionary(fc.string(), fc.array(record))), (value) => {
        const expected = JSON.parse(JSON.stringify(value)) as unknown;
        expect(parseIslandData(serializeIslandData(value))).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a value that holds the key of its columns', () => {
    expect(() => serializeIslandData({ $columns: 1 })).toThrow(/\$columns/);
    expect(() => serializeIslandData([{ $columns: 1 }, { $columns: 2 }])).toThrow(/\$columns/);
  });
});
