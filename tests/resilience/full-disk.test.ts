/**
 * A full disk under a running server (ADR 42): PGlite keeps its data on a small tmpfs mounted for the test (root
 * only; skipped elsewhere), which is then filled. A write that fails for lack of space answers 503 with Retry-After,
 * never 500; readiness turns 503 while writes fail, and both recover once there is room again.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_PORT, parseJson, request, startServer, type Answer, type RunningServer } from './server';

const PORT = BASE_PORT + 7;

/** Whether this process may mount a tmpfs (root on Linux). */
function canMountTmpfs(): boolean {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  const probe = mkdtempSync(join(tmpdir(), 'halte-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

/** Writes zeros into `path` until the file system says it is full. */
function fillDisk(path: string): void {
  const chunk = Buffer.alloc(1024 * 1024);
  const fd = openSync(path, 'w');
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
}

const GIFT_ORDER = {
  locale: 'fr_FR',
  target: { kind: 'GIFT', query: 'type=GIFT_CARD&amount=5000&giftFormat=digital' },
  details: {
    firstName: 'Camille',
    lastName: 'Martin',
    email: 'camille.disk@example.com',
    phone: '0612345678',
    recipientName: 'Noa',
    recipientEmail: 'noa@example.com',
    terms: 'on',
  },
};

describe.skipIf(!canMountTmpfs())('a full disk under a running server (PGlite on a small tmpfs)', () => {
  let folder: string;
  let server: RunningServer;
  let mounted = false;

  const order = (n: number): Promise<Answer> =>
    request(server.base, '/api/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.base },
      body: JSON.stringify({ ...GIFT_ORDER, formKey: `full-disk-${Date.now()}-${n}` }),
    });

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'halte-full-disk-'));
    // The test catalog takes about 60 MB.
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', folder]);
    mounted = true;
    server = await startServer(PORT, { HALTE_DATA_DIR: join(folder, 'pglite') });
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    if (mounted) execFileSync('umount', [folder]);
    rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 with Retry-After, turns readiness 503 while writes fail, and recovers once there is room', async () => {
    expect((await order(0)).status).toBe(201);
    expect((await request(server.base, '/api/health/ready')).status).toBe(200);

    fillDisk(join(folder, 'fill'));
    // Writes that fit in pages the database already has may still pass: order until one needs more room.
    const answers: Answer[] = [];
    for (let n = 1; n <= 60 && answers.every((answer) => answer.status === 201); n += 1) answers.push(await order(n));
    const refused = answers.at(-1)!;
    expect(answers.map((answer) => answer.status).filter((status) => status !== 201)).toEqual([503]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(parseJson(refused)).toEqual({ error: expect.any(String), details: [] });

    const ready = await request(server.base, '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
    expect(parseJson(ready)).toMatchObject({ status: 'storage_full' });
    expect((await request(server.base, '/api/health/live')).status).toBe(200);
    expect(server.alive()).toBe(true);

    rmSync(join(folder, 'fill'));
    const started = Date.now();
    while ((await request(server.base, '/api/health/ready')).status !== 200) {
      if (Date.now() - started > 45_000) throw new Error('Readiness did not recover within 45 s of the disk having room again');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect((await order(100)).status).toBe(201);
  }, 120_000);
});
