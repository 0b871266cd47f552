import { describe, expect, it } from 'vitest';
import { dropEmptyBlocks, getFlowContent, getVisibleBlocks, readHomeFlow } from './home-blocks';

describe('home blocks', () => {
  it('reads the flow of the address, booking by default or when not offered', () => {
    expect(readHomeFlow('gifting', ['booking', 'gifting'])).toBe('gifting');
    expect(readHomeFlow(null, ['booking', 'gifting'])).toBe('booking');
    expect(readHomeFlow('activity', ['booking', 'gifting'])).toBe('booking');
    expect(readHomeFlow('nonsense', ['booking', 'gifting'])).toBe('booking');
  });

  it("shows the flow's content, else the booking content", () => {
    const content = { booking: 'b', gifting: 'g' };
    expect(getFlowContent(content, 'gifting')).toBe('g');
    expect(getFlowContent(content, 'activity')).toBe('b');
  });

  it('hides gift blocks in care mode and keeps the order', () => {
    const blocks = [{ type: 'jumbotron' }, { type: 'gift' }, { type: 'topResults' }];
    expect(getVisibleBlocks(blocks, false).map((b) => b.type)).toEqual(['jumbotron', 'gift', 'topResults']);
    expect(getVisibleBlocks(blocks, true).map((b) => b.type)).toEqual(['jumbotron', 'topResults']);
  });

  it('leaves out empty or failed blocks', () => {
    expect(dropEmptyBlocks([1, null, 2, undefined, 3])).toEqual([1, 2, 3]);
  });
});
