import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serializeIslandData, shareWithIsland, withIslandData } from './island-data';

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
});
