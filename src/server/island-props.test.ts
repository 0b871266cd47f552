import fc from 'fast-check';
// Astro's own serializer, the reference this one must match (exported as `astro/runtime/*`).
import { serializeProps } from 'astro/runtime/server/serialize.js';
import { describe, expect, it } from 'vitest';
import { serializeIslandProps } from './island-props';

const METADATA = { displayName: 'BookingPanel', hydrate: 'idle', astroStaticSlot: true } as const;

/** Any value an island's props could hold, down a few levels: everything Astro's serializer has a case for. */
const { value } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string({ unit: 'binary' }),
    fc.double(),
    fc.integer(),
    fc.constantFrom(0, -0, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, null, undefined, true, false),
    fc.bigInt(),
    fc.date({ noInvalidDate: true }),
    fc.constantFrom(/a+b/g, new URL('https://halte.example/fr/sejour/1?x=1'), () => 1, Symbol('s')),
    fc.uint8Array({ maxLength: 4 }).map((bytes) => bytes),
    fc.uint8Array({ maxLength: 4 }).map((bytes) => Uint16Array.from(bytes)),
    fc.uint8Array({ maxLength: 4 }).map((bytes) => Uint32Array.from(bytes)),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.array(tie('value'), { maxLength: 4 }).map((items) => {
      const sparse = [...items];
      sparse.length += 2;
      return sparse;
    }),
    fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('__proto__', '1', '10', '-1', 'constructor')), tie('value'), { maxKeys: 4 }),
    fc.array(fc.tuple(fc.string(), tie('value')), { maxLength: 3 }).map((entries) => new Map(entries)),
    fc.array(tie('value'), { maxLength: 3 }).map((items) => new Set(items)),
  ),
}));

describe('island props serialized in one pass', () => {
  it('writes the same text as Astro for any props', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), value, { maxKeys: 6 }), (props) => {
        expect(serializeIslandProps(props, METADATA)).toBe(serializeProps(props, METADATA));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes the same text for a booking panel shaped object', () => {
    const props = {
      offer: { id: 892, nights: 2, prices: [{ date: new Date('2026-12-04T00:00:00Z'), cents: 24_900 }], hotel: { name: 'Hôtel « Le Mas »', stars: 4 } },
      labels: { total: 'Total : {{amount}}', free: 'Annulation gratuite' },
      rooms: new Map([['double', 2]]),
      tags: new Set(['spa', 'vue mer']),
      onPick: undefined,
    };
    expect(serializeIslandProps(props, METADATA)).toBe(serializeProps(props, METADATA));
  });

  it('refuses a cycle with Astro’s message', () => {
    const offer: Record<string, unknown> = { id: 1 };
    offer.self = { offer };
    expect(() => serializeProps({ offer }, METADATA)).toThrow(/Cyclic reference detected while serializing props for <BookingPanel client:idle>/);
    expect(() => serializeIslandProps({ offer }, METADATA)).toThrow(
      (() => {
        try {
          serializeProps({ offer }, METADATA);
        } catch (error) {
          return (error as Error).message;
        }
        return 'no error';
      })(),
    );
  });

  it('allows the same object twice when it is not its own ancestor', () => {
    const shared = { cents: 100 };
    const props = { a: shared, b: [shared, shared] };
    expect(serializeIslandProps(props, METADATA)).toBe(serializeProps(props, METADATA));
  });

  it('writes a frozen message set once, and never keeps what could change', () => {
    const messages = Object.freeze({ 'offers.dates': 'Dates', 'offers.total': 'Total : {{amount}}', count: 2 });
    const first = serializeIslandProps({ messages }, METADATA);
    expect(serializeIslandProps({ messages, other: 1 }, METADATA)).toBe(serializeProps({ messages, other: 1 }, METADATA));
    expect(serializeIslandProps({ messages }, METADATA)).toBe(first);
    // A frozen object with a getter, or with an object inside (which may change), is written anew each time.
    let calls = 0;
    const withGetter = Object.freeze(Object.defineProperty({}, 'label', { enumerable: true, get: () => `call ${++calls}` }));
    expect(serializeIslandProps({ withGetter }, METADATA)).toBe('{"withGetter":[0,{"label":[0,"call 1"]}]}');
    expect(serializeIslandProps({ withGetter }, METADATA)).toBe('{"withGetter":[0,{"label":[0,"call 2"]}]}');
    const inner = { cents: 100 };
    const withObject = Object.freeze({ inner });
    expect(serializeIslandProps({ withObject }, METADATA)).toBe(serializeProps({ withObject }, METADATA));
    inner.cents = 200;
    expect(serializeIslandProps({ withObject }, METADATA)).toContain('200');
  });
});

