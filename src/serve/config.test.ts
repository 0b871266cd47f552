import { describe, expect, it } from 'vitest';
import { readServeConfig } from './config';

describe('serve settings', () => {
  it('defaults to one process on loopback port 4321 with the documented limits', () => {
    expect(readServeConfig({})).toEqual({
      host: '127.0.0.1',
      port: 4321,
      workers: 1,
      shutdownGraceMs: 10_000,
      maxInFlight: 512,
      maxConcurrent: 32,
      hostMarkets: new Map(),
    });
  });

  it('runs HALTE_WORKERS workers only with DATABASE_URL, and says what it ignored without', () => {
    expect(readServeConfig({ HALTE_WORKERS: '3', DATABASE_URL: 'postgres://x' }).workers).toBe(3);
    expect(readServeConfig({ HALTE_WORKERS: '3' })).toMatchObject({ workers: 1, ignoredWorkers: 3 });
    expect(readServeConfig({ HALTE_WORKERS: '2.5', DATABASE_URL: 'postgres://x' }).workers).toBe(1);
    expect(readServeConfig({ HALTE_WORKERS: 'two', DATABASE_URL: 'postgres://x' })).not.toHaveProperty('ignoredWorkers');
  });

  it('reads the host map in lower case and skips entries without a host or a market', () => {
    expect(readServeConfig({ HALTE_HOST_MARKETS: ' WWW.Halte.ES = es ,www.halte.be=BE,broken,=fr' }).hostMarkets).toEqual(
      new Map([
        ['www.halte.es', 'es'],
        ['www.halte.be', 'be'],
      ]),
    );
  });
});
