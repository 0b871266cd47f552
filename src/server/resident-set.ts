import { deserialize, serialize } from 'node:v8';
import zlib from 'node:zlib';
import { log } from './log';

/** zstd when this Node has it (22.15 and later). */
const compress: ((buffer: Buffer) => Buffer) | undefined = zlib.zstdCompressSync;
const decompress: ((buffer: Buffer) => Buffer) | undefined = zlib.zstdDecompressSync;

/**
 * Parts at least this long are compressed (to about a third: mostly text). Below it a part gains little, and its
 * decompression (a zstd context set up per call, ~30 µs) costs a page more than it saves.
 */
const COMPRESSED_MIN_BYTES = 4096;

/**
 * A value as a resident set keeps it: v8's structured clone (the same values back, dates included), compressed when
 * large, in memory of its own off the JavaScript heap (the collector does not walk it). The first byte says
 * whether the rest is compressed.
 */
export function pack(value: unknown): Buffer {
  const serialised = serialize(value);
  const compressed = compress !== undefined && serialised.length >= COMPRESSED_MIN_BYTES;
  const body = compressed ? compress(serialised) : serialised;
  // Copied to memory of its own: zlib's answer (and Buffer.from's copy of it) is a view of a block of 64 KB, and
  // thousands of parts would each hold one.
  const own = Buffer.allocUnsafeSlow(body.length + 1);
  own[0] = compressed ? 1 : 0;
  body.copy(own, 1);
  return own;
}

/** The value `pack` kept. */
export function unpack<T>(packed: Buffer): T {
  const body = packed.subarray(1);
  return deserialize(packed[0] === 1 && decompress ? decompress(body) : body) as T;
}

/** After a failed build, the next one starts no sooner than this (the database may be down: no build at every request). */
const FAILED_BUILD_RETRY_MS = 5_000;

/** Longest pause between two steps of a build: a build takes at most about half of the server's thread (ADR 36). */
const MAX_PAUSE_MS = 50;

/**
 * What a build calls between two of its steps: a pause as long as the step took (up to MAX_PAUSE_MS), so the
 * requests that arrived meanwhile are served and a request needing several turns of the event loop is not held up
 * by a step at every turn.
 */
export function createPacer(): () => Promise<void> {
  let startedAt = performance.now();
  return () =>
    new Promise<void>((resolve) =>
      setTimeout(
        () => {
          startedAt = performance.now();
          resolve();
        },
        Math.min(MAX_PAUSE_MS, performance.now() - startedAt),
      ),
    );
}

interface Built<V> {
  generation: number;
  key: string;
  builtAt: number;
  value: V;
}

/**
 * A value read from the database for every item of a kind (every package's records, every hotel's first page of
 * reviews), held per owner (a database) so that a page reads no statement for it (ADR 38). It is built in the
 * background, paced, for the owners `keep` was called with (the server's database: a test's database reads by
 * statement unless it asks), and served only while it belongs to the current `generation()` (bumped by a catalog
 * change, ADR 31) and to the same `key` (the day, when what it holds depends on it); until then `get` answers
 * undefined and the caller reads the item by its own statement. Once `ttlMs` has passed it is read again and served
 * meanwhile, a safety net like the other catalogue caches' lifetimes.
 */
export function createResidentSet<K extends object, V>({
  name,
  ttlMs,
  generation,
  build,
}: {
  /** What the set holds, for the log. */
  name: string;
  ttlMs: number;
  generation: () => number;
  /** Reads the whole set; `pace` is awaited between its steps, and answers false once the generation moved on. */
  build: (owner: K, key: string, pace: () => Promise<boolean>) => Promise<V>;
}) {
  const built = new WeakMap<K, Built<V>>();
  const building = new WeakMap<K, Promise<void>>();
  const kept = new WeakSet<K>();
  const failedAt = new WeakMap<K, number>();

  function start(owner: K, key: string): void {
    const startedIn = generation();
    const pacer = createPacer();
    const pace = async () => {
      await pacer();
      return generation() === startedIn;
    };
    const run = build(owner, key, pace)
      .then((value) => {
        // What a build read before a change was heard may predate it: such a set is never served.
        if (generation() === startedIn && kept.has(owner)) built.set(owner, { generation: startedIn, key, builtAt: Date.now(), value });
      })
      .catch((error: unknown) => {
        failedAt.set(owner, Date.now());
        log('ERROR', 'Resident set not built', { set: name, error: String(error) });
      })
      .finally(() => building.delete(owner));
    building.set(owner, run);
  }

  return {
    /** Keeps the owner's set from now on (and starts its build for `key`), or no longer (`keep` false). */
    keep(owner: K, key: string, keep = true): void {
      if (!keep) {
        kept.delete(owner);
        built.delete(owner);
        return;
      }
      kept.add(owner);
      this.get(owner, key);
    },
    /** The owner's set when it is current for `key`, else undefined; a build starts when none is running. */
    get(owner: K, key: string): V | undefined {
      if (!kept.has(owner)) return undefined;
      const current = built.get(owner);
      const servable = current !== undefined && current.generation === generation() && current.key === key;
      const due = !servable || Date.now() - current.builtAt >= ttlMs;
      if (due && !building.has(owner) && Date.now() - (failedAt.get(owner) ?? 0) >= FAILED_BUILD_RETRY_MS) start(owner, key);
      return servable ? current.value : undefined;
    },
    /** Resolves once the owner's set is current for `key`; rejects when builds do not give one. */
    async whenReady(owner: K, key: string): Promise<V> {
      if (!kept.has(owner)) throw new Error(`The ${name} are not kept for this owner`);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const value = this.get(owner, key);
        if (value !== undefined) return value;
        await building.get(owner);
      }
      const value = this.get(owner, key);
      if (value === undefined) throw new Error(`The ${name} could not be made resident`);
      return value;
    },
  };
}
