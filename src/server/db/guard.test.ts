import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver } from 'kysely';
import { describe, expect, it } from 'vitest';
import { UnsafeTextError } from '../../domain/safe-text';
import { hasRecentStorageFailure } from './errors';
import { guardDialect, toStorableParameter } from './guard';

describe('statement parameters', () => {
  it('passes what a database stores as it is', () => {
    for (const value of ['Joël 😀', 'a literal \\u0000 in a text', '{"emoji":"\\ud83d\\ude00"}', 42, null, ['a', 'b'], { a: 'é' }])
      expect(toStorableParameter(value)).toBe(value);
  });

  it('refuses U+0000, as text, in an array, an object or a JSON text', () => {
    for (const value of ['a\u0000', ['ok', '\u0000'], { note: '\u0000' }, JSON.stringify({ requests: 'a\u0000' }), JSON.stringify({ ['k\u0000']: 1 })]) {
      expect(() => toStorableParameter(value), JSON.stringify(value)).toThrow(UnsafeTextError);
    }
  });

  it('makes an unpaired surrogate U+FFFD, in text and in a JSON text jsonb would refuse', () => {
    expect(toStorableParameter('cut 😀'.slice(0, 5))).toBe('cut \ufffd');
    expect(JSON.parse(toStorableParameter(JSON.stringify({ message: 'x\udc00' })) as string)).toEqual({ message: 'x\ufffd' });
    expect(toStorableParameter({ list: ['\ud800'] })).toEqual({ list: ['\ufffd'] });
  });
});

describe('the guarded dialect', () => {
  it('sends storable parameters, refuses U+0000 unsent, and remembers a write that failed for lack of space', async () => {
    const sent: unknown[][] = [];
    const connection: DatabaseConnection = {
      async executeQuery(query) {
        if (query.sql === 'insert') throw Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' });
        sent.push([...query.parameters]);
        return { rows: [] };
      },
      // eslint-disable-next-line require-yield
      async *streamQuery() {
        return;
      },
    };
    const driver = {
      init: async () => {},
      acquireConnection: async () => connection,
      releaseConnection: async () => {},
      destroy: async () => {},
    } as unknown as Driver;
    const guarded = guardDialect({ createDriver: () => driver } as unknown as Dialect).createDriver();
    const handle = await guarded.acquireConnection();
    await handle.executeQuery(CompiledQuery.raw('select', ['a\ud800']));
    expect(sent).toEqual([['a\ufffd']]);
    await expect(handle.executeQuery(CompiledQuery.raw('select', ['a\u0000']))).rejects.toBeInstanceOf(UnsafeTextError);
    expect(sent).toHaveLength(1);
    expect(hasRecentStorageFailure()).toBe(false);
    await expect(handle.executeQuery(CompiledQuery.raw('insert', []))).rejects.toMatchObject({ code: '53100' });
    expect(hasRecentStorageFailure()).toBe(true);
  });
});
