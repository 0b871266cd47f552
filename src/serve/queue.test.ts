import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createRequestQueue } from './queue';

/** A request and its answer, as far as the queue looks at them: the answer closes, either side may be gone. */
function exchange(name: string) {
  const res = Object.assign(new EventEmitter(), { name, destroyed: false });
  const req = { socket: { destroyed: false } };
  return {
    name,
    req: req as unknown as IncomingMessage,
    res: res as unknown as ServerResponse,
    /** The answer was sent (or cut): its close event. */
    close() {
      res.destroyed = true;
      res.emit('close');
    },
    /** The client left while its request waited. */
    leave() {
      req.socket.destroyed = true;
    },
  };
}

function makeQueue(maxInFlight: number, maxConcurrent: number) {
  const rendered: string[] = [];
  const queue = createRequestQueue({ maxInFlight, maxConcurrent }, (_req, res) => rendered.push((res as unknown as { name: string }).name));
  return { queue, rendered };
}

describe('request queue (the in-flight and rendering limits)', () => {
  it('accepts up to maxInFlight requests at once, and one more each time an answer closes', () => {
    const { queue } = makeQueue(3, 1);
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(exchange);
    expect([a, b, c].map((x) => queue.accept(x!.res))).toEqual([true, true, true]);
    expect(queue.accept(d!.res)).toBe(false);
    expect(queue.inFlight.size).toBe(3);
    b!.close();
    expect(queue.inFlight.size).toBe(2);
    expect(queue.accept(d!.res)).toBe(true);
  });

  it('renders at most maxConcurrent at once; the others start in arrival order as renders end', () => {
    const { queue, rendered } = makeQueue(10, 2);
    const all = ['a', 'b', 'c', 'd', 'e'].map(exchange);
    for (const x of all) {
      queue.accept(x.res);
      queue.schedule(x.req, x.res);
    }
    expect(rendered).toEqual(['a', 'b']);
    expect({ rendering: queue.rendering, waiting: queue.waiting }).toEqual({ rendering: 2, waiting: 3 });
    all[1]!.close();
    expect(rendered).toEqual(['a', 'b', 'c']);
    all[0]!.close();
    all[2]!.close();
    expect(rendered).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(queue.waiting).toBe(0);
  });

  it('drops unrendered a waiting request whose client left, or whose answer is gone', () => {
    const { queue, rendered } = makeQueue(10, 1);
    const [first, left, cut, next] = ['first', 'left', 'cut', 'next'].map(exchange);
    for (const x of [first, left, cut, next]) queue.schedule(x!.req, x!.res);
    left!.leave();
    cut!.close();
    first!.close();
    expect(rendered).toEqual(['first', 'next']);
    expect(queue.rendering).toBe(1);
  });

  it('counts a render once however often its answer reports closing', () => {
    const { queue, rendered } = makeQueue(10, 1);
    const [a, b, c] = ['a', 'b', 'c'].map(exchange);
    for (const x of [a, b, c]) queue.schedule(x!.req, x!.res);
    a!.close();
    a!.close();
    expect(rendered).toEqual(['a', 'b']);
    expect(queue.rendering).toBe(1);
  });
});
